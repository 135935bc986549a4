"""A whole Senate Wonder Duel (PP-26), New Game to Results: the Duel chosen as a Picture Pie mode
in New Game (2 seats, a Person and an AI of a New Game level), the person seat played only by
posted pygame input events at the Duel table's own layout, the AI seat by the session.  At the
end, control of every monument and the majority winner are worked out again from who placed
what and compared with the rules state and the Results screen."""

import random
import sys
from pathlib import Path

import pygame

from game import games
from game.ai import make_player
from game.app.testing import click, frames, make_app, press
from game.scenes.new_game import NewGameScene
from game.scenes.picture_pie.duel_results import DuelResults
from game.scenes.picture_pie.duel_table import DuelTable

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import play_person, widget as _widget  # noqa: E402


def _choose_duel(app, ng) -> None:
    """Step the Mode row (clicks on its right half) to the Senate Wonder Duel."""
    for _ in range(len(games.modes("picture-pie")) + 1):
        if ng.mode == "duel":
            return
        mode = _widget(ng, "mode")
        click(app, (mode.rect.right - 8, mode.rect.centery))
    assert ng.mode == "duel"


def test_new_game_offers_the_duel_with_two_seats_and_the_ai_levels(tmp_path):
    app = make_app(tmp_path)
    ng = NewGameScene(app, "picture-pie", seed=3)
    app.push(ng)
    frames(app, 1)
    labels = [label for _v, label in _widget(ng, "mode").options]
    assert "Senate Wonder Duel" in labels
    _choose_duel(app, ng)
    keys = [w.key for w in ng.focus.widgets]
    assert "players" not in keys   # one seat count: 2
    assert [k for k in keys if k.startswith("seat-")] == ["seat-0", "seat-1"]
    kinds = [v for v, _label in _widget(ng, "seat-1").options]
    assert {"person", "ai:easy", "ai:medium", "ai:hard"} <= set(kinds)
    config = ng.config()
    assert config["options"]["duel"] is True and len(config["seats"]) == 2
    assert games.mode_of("picture-pie", config["options"]).mode == "duel"


def _worked_control(st) -> tuple[list, tuple[int, int]]:
    """Per site its controller by PP-26 worked out here from who placed each tile: more of its
    eighths, a tie to whoever completed it; None while open.  And the counts."""
    control = []
    for i, site in enumerate(st.sites):
        if not site.completed:
            control.append(None)
            continue
        eighths = [0, 0]
        for tid, _start in site.placed:
            eighths[st.tile_owner(tid)] += st.tiles[tid].size
        assert sum(eighths) == 8
        if eighths[0] != eighths[1]:
            control.append(0 if eighths[0] > eighths[1] else 1)
        else:
            control.append(st.completed_by(i))
    return control, (control.count(0), control.count(1))


def test_a_whole_duel_person_against_ai_new_game_to_results_by_input_events(tmp_path):
    random.seed(11)
    app = make_app(tmp_path)
    ng = NewGameScene(app, "picture-pie", seed=5)
    app.push(ng)
    frames(app, 1)
    _choose_duel(app, ng)
    assert [s["kind"] for s in ng.config()["seats"]] == ["person", "ai"]
    click(app, _widget(ng, "start").rect.center)
    table = app.top
    assert isinstance(table, DuelTable), table
    st = table.state
    assert st.mode == "duel" and len(st.wheel.sectors) == 4
    assert table.is_person(0) and not table.is_person(1)
    person_actions = play_person(app, table, make_player("greedy", "picture-pie", 99))
    assert st.is_terminal, "the Duel did not end"
    frames(app, 5)
    res = app.top
    assert isinstance(res, DuelResults), res
    assert person_actions > 20
    # both seats built the one capital; control and majority worked out again by hand
    assert st.boards[0].sites is st.boards[1].sites
    owners = {st.tile_owner(t) for s in st.sites for t, _ in s.placed}
    assert owners == {0, 1}
    control, counts = _worked_control(st)
    assert control == [st.controller(i) for i in range(12)]
    assert counts == st.control_counts() and sum(counts) >= 1
    scores = st.scores()
    keys = [(counts[s], scores[s]) for s in range(2)]
    assert st.winners() == [s for s in range(2) if keys[s] == max(keys)]
    # the Results show exactly that
    assert res.winners == st.winners()
    assert [led["controlled"] for led in res.ledgers] == list(counts)
    assert [led["total"] for led in res.ledgers] == scores
    for s in range(2):
        for row in st.ledger(s).rows:
            if row.category != "controlled":
                assert res.ledgers[s][row.category] == row.points
    w = st.winners()
    if len(w) == 1:
        assert res.verdict.startswith(f"{table.names[w[0]]} wins the Duel")
        assert (f"controls {counts[w[0]]} monuments to {counts[1 - w[0]]}" in res.verdict
                if counts[0] != counts[1] else "more points break the tie" in res.verdict)
    else:
        assert res.verdict.startswith("Shared victory")
    # View board brings the finished table back read-only, Esc returns to the results
    click(app, _widget(res, "boards").rect.center)
    assert app.top is table and table.review_mode
    assert "final capital" in table.interaction.hint()
    press(app, pygame.K_ESCAPE)
    assert app.top is res
    # Play again starts the next Duel (seed + 1) with the same seats
    res.revealed_all = True
    res.age = 10.0
    click(app, _widget(res, "play-again").rect.center)
    again = app.top
    assert isinstance(again, DuelTable) and again.state.mode == "duel"
    assert again.config["seed"] == table.config["seed"] + 1
