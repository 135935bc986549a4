"""Save and resume any game of any mode exactly, mid-turn included (issue 17 item 2), through
the real scenes: a table autosaves after every action; a new App's Title offers Continue for
it (each mode its own file, its own button) and Enter (a posted key) resumes the very state on
the table the registry names for that mode."""

import random

import pygame
import pytest

from game import games
from game.app.testing import frames, make_app, press
from game.core.picture_pie.actions import DraftHalf, DraftSmall
from game.scenes.akropolis.athena_demo import at_prompt, first_state
from game.scenes.codex import cities as C
from game.scenes.codex.map import CodexMapScene
from game.scenes.tables import start_game
from game.scenes.title import TitleScene
from game.storage import saves
from tests.app.pp_driver import perform, settle

YOU = {"name": "You", "kind": "person", "ai": "medium"}
ADA = {"name": "Ada", "kind": "person", "ai": "medium"}


def _pp_options(**chosen):
    return games.config_options(games.mode_of("picture-pie", chosen), chosen)


def _ak_options(entry_mode, **chosen):
    return games.config_options(games.info("akropolis", entry_mode), chosen)


def _continue(tmp_path, key="continue"):
    """A new App (the old window is gone), its Title, the Continue button with ``key``
    focused by posted arrow keys and pressed with Enter; the scene on top."""
    saves.flush()
    pygame.quit()
    app = make_app(tmp_path, animations=False)
    title = TitleScene(app)
    app.push(title)
    frames(app, 2)
    keys = [w.key for w in title.focus.widgets]
    assert key in keys, keys
    for _ in range(keys.index(key)):
        press(app, pygame.K_DOWN)
    assert title.focus.focused.key == key
    press(app, pygame.K_RETURN)
    frames(app, 2)
    return app, app.top


def test_a_save_after_a_draft_before_placing_resumes_there(tmp_path):
    cfg = {"game": "picture-pie", "seed": 41, "seats": [YOU, ADA],
           "options": _pp_options(blueprints=False)}
    app = make_app(tmp_path, animations=False)
    assert start_game(app, cfg)
    table = app.top
    st = table.state
    while st.stage != "draft":                 # the setup picks and the first build turns
        assert table.try_apply(st.legal_actions()[-1])
    settle(app, table)
    draft = next(a for a in st.legal_actions() if isinstance(a, (DraftHalf, DraftSmall)))
    perform(app, table, draft)                 # the draft, by posted mouse input
    assert st.turn_log and st.turn_log[-1] == draft and st.stage == "build"
    drafted = set(draft.tile_ids) if isinstance(draft, DraftSmall) else {draft.tile_id}
    assert drafted <= set(st.hand)
    expected = st.to_dict()
    app, resumed = _continue(tmp_path)
    assert type(resumed).__name__ == "PicturePieTable" and resumed.state.to_dict() == expected
    rs = resumed.state
    assert rs.stage == "build" and rs.turn_log[-1] == draft and drafted <= set(rs.hand)
    assert rs.can_undo()                       # the draft is still this turn's: undo works
    place = next(a for a in rs.legal_actions() if type(a).__name__ == "Place"
                 and a.tile_id in drafted)
    assert resumed.try_apply(place)            # and the drafted tile goes on a site


def _table_of(app):
    """The table on the stack (the top, or under a hand-over screen)."""
    return next(sc for sc in reversed(app.stack) if hasattr(sc, "session"))


def _random_play(table, n, seed, keep=lambda st: True):
    rnd = random.Random(seed)
    st = table.state
    for _ in range(n):
        if st.is_terminal or not keep(st):
            break
        assert table.act(rnd.choice(st.legal_actions()))


@pytest.mark.parametrize("name, cfg, moves, table_name, button", [
    ("duel", {"game": "picture-pie", "seed": 8, "seats": [YOU, ADA],
              "options": _pp_options(duel=True)}, 9, "DuelTable", "continue"),
    ("solo", {"game": "akropolis", "seed": 5, "seats": [YOU],
              "options": _ak_options("solo", solo="metagenes")}, 3, "AkropolisTable",
     "continue"),
    ("pantheon", {"game": "akropolis", "seed": 6, "seats": [YOU, ADA],
                  "options": _ak_options("pantheon", scenario="corinth")}, 5, "PantheonTable",
     "continue"),
])
def test_every_mode_resumes_exactly_on_its_own_table(tmp_path, name, cfg, moves, table_name,
                                                      button):
    app = make_app(tmp_path, animations=False)
    assert start_game(app, cfg)
    table = app.top
    _random_play(table, moves, 3)
    expected = table.state.to_dict()
    app, resumed = _continue(tmp_path, button)
    table = _table_of(app)      # a hand-over screen may cover it (two people, one screen)
    assert type(table).__name__ == table_name
    assert table.state.to_dict() == expected


def test_akropolis_athena_resumes_after_a_placement_in_the_athena_phase(tmp_path):
    st = first_state(3, 1, at_prompt, prompt=True, min_rounds=2)   # placed; a card to complete
    assert st.phase == "athena" and st.completable(0)
    cfg = {"game": "akropolis", "seed": 1, "seats": [YOU, ADA, dict(ADA, name="Ben")],
           "options": _ak_options("base", athena=True)}
    app = make_app(tmp_path, animations=False)
    assert start_game(app, cfg, state=st)      # the table autosaves the position it opens on
    expected = st.to_dict()
    app, resumed = _continue(tmp_path)
    table = _table_of(app)
    assert table.state.to_dict() == expected and table.state.phase == "athena"
    assert table.state.completable(0)


def test_a_codex_city_resumes_and_the_campaign_save_stays(tmp_path):
    app = make_app(tmp_path, animations=False)
    camp = {"game": "picture-pie", "seed": 2, "seats": [YOU, ADA],
            "options": _pp_options(blueprints=False)}
    assert start_game(app, camp)
    _random_play(app.top, 3, 1)
    city = CodexMapScene(app).codex.cities[0]
    assert start_game(app, C.play_config(city.level))
    codex = app.top
    _random_play(codex, 4, 2)
    expected = codex.state.to_dict()
    saves.flush()
    latest = saves.load_autosaves(tmp_path)[0][0]   # the city's Continue, in the table's words
    lv, st = codex.level, codex.state
    assert latest.label() == (
        f"Continue Picture Pie: Architect's Solitaire Codex \u2014 {lv.name}, city {lv.order} "
        f"\u2013 Turn {lv.turns - st.turns_left + 1} of {lv.turns}, You: {st.scores()[0]}")
    app, resumed = _continue(tmp_path)         # the latest save: the city
    assert type(resumed).__name__ == "CodexTable" and resumed.state.to_dict() == expected
    found, messages = saves.load_autosaves(tmp_path)
    assert messages == [] and sorted(s.mode for s in found) == ["campaign", "codex"]
