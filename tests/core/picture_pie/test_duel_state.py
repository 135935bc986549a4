"""The Senate Wonder Duel's state (PP-26): one shared capital, control by fraction placed (a
tie by the completer), points to the controller, majority wins; the contract the Duel table
codes against.  Every value below is worked out by hand in the comments."""

import pytest

from game import games
from game.core.picture_pie import events as ev
from game.core.picture_pie.actions import EndTurn, Place, Rotate
from game.core.picture_pie.duel import Controlled, DuelState, new_game
from game.core.picture_pie.state import PicturePieState
from game.core.replay import replay
from game.core.state import IllegalAction

from tests.core.picture_pie.duel_helpers import DATA, bag_tile, draft, duel, turn


def _eight_turns(seed=0):
    """Eight hand-chosen turns (f: the first seat, o: the other):
    1 f: a Half of Marble into site 0;  2 o: two Quarters of Marble complete site 0 (4 : 4 of
    it, a tie: the completer o controls);  3 f: a Half of Lapis into site 1;  4 o: a Quarter
    of Lapis into site 1;  5 f: two Eighths of Lapis complete site 1 (6 : 2, f controls; f takes
    a Laurel token);  6 o: a Half of Terracotta into site 2;  7 f: a Half of Flora into site 11;
    8 o: a Half of Terracotta completes site 2 (0 : 8, o controls)."""
    s = duel(seed)
    f = s.seat
    used = []

    def t(size, motif):
        used.append(bag_tile(s, size, motif, used=used))
        return used[-1]

    plan = [[(t("1/2", "marble"), 0, 0)],
            [(t("1/4", "marble"), 0, 4), (t("1/4", "marble"), 0, 6)],
            [(t("1/2", "lapis"), 1, 0)],
            [(t("1/4", "lapis"), 1, 4)],
            [(t("1/8", "lapis"), 1, 6), (t("1/8", "lapis"), 1, 7)],
            [(t("1/2", "terracotta"), 2, 0)],
            [(t("1/2", "flora"), 11, 0)],
            [(t("1/2", "terracotta"), 2, 4)]]
    return s, f, 1 - f, plan


def test_a_duel_is_two_seats_on_one_board_with_the_restricted_wheel():
    s = duel(3)
    assert s.mode == "duel" and PicturePieState.mode == "campaign"
    assert s.num_seats == 2 and s.boards[0].sites is s.boards[1].sites
    assert len(s.wheel.sectors) == 4 and s.data.tiles_per_sector == 3   # [duel], *house*
    assert all(len(sec) == 3 for sec in s.wheel.sectors)
    # PP-12 per seat: each seat's own yard holds its 1 Quarter and 2 Eighths
    assert [len(b.yard) for b in s.boards] == [3, 3]
    assert s.opening["options"] == {"duel": True}
    with pytest.raises(ValueError):
        DuelState(DATA, 3, 1)
    assert type(new_game(DATA, 2, 1)) is PicturePieState
    assert type(new_game(DATA, 2, 1, duel=True)) is DuelState
    assert type(games.new_state("picture-pie", 2, 1, duel=True)) is DuelState
    assert type(new_game(DATA, 2, 1, duel=None, codex=None)) is PicturePieState


def test_control_points_and_majority_worked_by_hand():
    s, f, o, plan = _eight_turns(4)
    for places in plan[:2]:
        turn(s, *places)
    # site 0: f placed 4/8, o 4/8: a tie, so the completer o controls (PP-26)
    assert s.completed_by(0) == o and s.controller(0) == o
    assert s.control_shares(0) == ((4, 4) if f == 0 else (4, 4))
    assert s.tile_owner(plan[0][0][0]) == f and s.tile_owner(plan[1][0][0]) == o
    # o: pure Marble 200 + 300; each seat's yard holds its 3 setup tiles: -300
    assert s.scores()[o] == 500 - 300 and s.scores()[f] == -300
    for places in plan[2:5]:
        turn(s, *places)
    # site 1: f 4/8 + 2/8, o 2/8: f controls; pure Lapis 400 + 600, f completed it: a token
    assert s.controller(1) == f and s.completed_by(1) == f
    assert s.boards[f].tokens == 1 and s.boards[o].tokens == 0
    assert s.scores()[f] == 1000 + 100 - 300
    assert s.control_counts() == (1, 1)
    assert s.winners() == [f] and s.tiebreak_used() == "points"   # 800 against 200
    for places in plan[5:]:
        turn(s, *places)
    # site 2: o's two Terracotta Halves: o controls, 150 + 200; Terracotta-dominant next to
    # site 1, so f's Lapis monument counts its base twice: +400 for f (PP-18, whoever controls)
    assert s.controller(2) == o
    scores = s.scores()
    assert scores[f] == 1000 + 400 + 100 - 300 == 1200
    assert scores[o] == 500 + 350 - 300 == 550
    counts = s.control_counts()
    assert counts[o] == 2 and counts[f] == 1
    assert s.winners() == [o] and s.tiebreak_used() == "controlled"   # majority beats points
    led = s.ledger(f)
    assert led.row("controlled").detail == "1 of 3 completed monuments"
    assert led.row("terracotta").points == 400 and led.row("laurel").points == 100
    assert led.row("base").points == 400 and led.row("purity").points == 600
    assert sum(r.points for r in led.rows[:-1]) == led.total == 1200
    assert "blueprints" not in [r.category for r in led.rows]
    assert s.controller(3) is None and s.completed_by(3) is None
    assert s.summary_extra()["controlled"] == list(counts)


def test_completion_events_give_the_completers_gain_and_the_control():
    s, f, o, plan = _eight_turns(5)
    turn(s, *plan[0])
    draft(s, *(p[0] for p in plan[1]))
    s.apply(Place(*plan[1][0]))
    s.apply(Place(*plan[1][1]))
    kinds = [type(e) for e in s.events]
    assert kinds[:3] == [ev.Placed, ev.Completed, Controlled]
    done = s.events[1]
    assert (done.seat, done.site, done.points) == (o, 0, 500)
    control = s.events[2]
    assert (control.site, control.seat, control.shares, control.tie) == (0, o, (4, 4), True)


def test_undo_takes_back_the_owner_the_completion_and_the_token():
    s, f, o, plan = _eight_turns(6)
    for places in plan[:4]:
        turn(s, *places)
    draft(s, *(p[0] for p in plan[4][:2]))
    before = s.to_dict()
    s.apply(Place(*plan[4][0]))
    s.apply(Place(*plan[4][1]))
    assert s.controller(1) == f and s.boards[f].tokens == 1
    # a mid-turn save keeps who placed what and who completed what
    again = DuelState.from_dict(s.to_dict())
    assert again == s and again.controller(1) == f and again.tile_owner(plan[4][1][0]) == f
    s.undo()
    assert s.completed_by(1) is None and s.controller(1) is None
    assert s.tile_owner(plan[4][1][0]) is None and s.boards[f].tokens == 0
    assert s.laurel_supply == DATA.laurel_tokens
    s.undo()
    assert s.to_dict() == before
    assert s.boards[0].sites is s.boards[1].sites


def test_place_and_rotate_on_the_shared_board_through_apply_and_undo():
    s, f, o, plan = _eight_turns(7)
    turn(s, *plan[0])                      # f's Half in site 0
    draft(s, plan[1][0][0])                # o drafts one Quarter
    # PP-6 (*house*): on the capital every uncompleted site is every seat's: o may turn f's
    assert Rotate(0, 2) in s.legal_actions()
    s.apply(Rotate(0, 2))
    assert s.sites[0].placed == ((plan[0][0][0], 2),)
    assert s.boards[0].sites is s.boards[1].sites
    assert Place(plan[1][0][0], 0, 0) in s.legal_actions()
    s.apply(Place(plan[1][0][0], 0, 6))    # the fast path
    assert s.tile_owner(plan[1][0][0]) == o and s.control_shares(0) == \
        ((4, 2) if f == 0 else (2, 4))
    with pytest.raises(IllegalAction):
        s.apply(Place(plan[1][0][0], 0, 6))
    s.undo()
    assert s.tile_owner(plan[1][0][0]) is None and s.sites[0].placed == ((plan[0][0][0], 2),)
    s.undo()
    assert s.sites[0].placed == ((plan[0][0][0], 0),)
    assert s.boards[0].sites is s.boards[1].sites


def test_saves_replays_and_determinised_copies_stay_duels():
    s, f, o, plan = _eight_turns(8)
    for places in plan:
        turn(s, *places)
    d = s.to_dict()
    assert d["mode"] == "duel" and all(site == [] for site in d["state"]["boards"][1]["sites"])
    back = games.state_from_dict("picture-pie", d)
    assert type(back) is DuelState and back == s and back.control_counts() == s.control_counts()
    c = s.determinised(99)
    assert type(c) is DuelState and c.control_counts() == s.control_counts()
    assert type(s.copy()) is DuelState and type(s.search_copy()) is DuelState
    c.apply(c.legal_actions()[0])
    assert c.boards[0].sites is c.boards[1].sites
    c.undo()   # the determinised turn start still holds who placed what
    assert c.control_counts() == s.control_counts() and c.placed_by == s.placed_by


def test_a_played_duel_replays_from_its_opening():
    from game.ai import make_player
    s = games.new_state("picture-pie", 2, 11, duel=True)
    seats = [make_player("random", "picture-pie", 20 + k) for k in range(2)]
    while not s.is_terminal:
        s.apply(seats[s.current_seat].choose(s))
        assert s.boards[0].sites is s.boards[1].sites
    again = replay(s.opening, s.action_log)
    assert type(again) is DuelState and again == s
    assert sum(s.control_counts()) == s.sites_completed == sum(s.completed(k) for k in (0, 1))


@pytest.mark.parametrize("change, field", [
    (lambda d: d["state"]["placed_by"][0].append(2), "state.placed_by[0]"),
    (lambda d: d["state"]["completed_by"].__setitem__(0, -1), "state.completed_by[0]"),
    (lambda d: d["state"]["completed_by"].__setitem__(5, 0), "state.completed_by[5]"),
    (lambda d: d["state"]["boards"][1]["sites"][0].append([1, 0]), "state.boards[1].sites"),
    (lambda d: d.pop("mode"), "mode"),
    (lambda d: d["state"].pop("placed_by"), "state.placed_by"),
])
def test_a_damaged_duel_save_is_refused_naming_the_field(change, field):
    s, f, o, plan = _eight_turns(9)
    for places in plan[:2]:
        turn(s, *places)
    d = s.to_dict()
    change(d)
    with pytest.raises(ValueError, match=field.replace("[", r"\[").replace("]", r"\]")):
        DuelState.from_dict(d)


def test_the_game_ends_by_the_round_limit_and_the_winner_is_by_majority():
    s = duel(10)
    while not s.is_terminal:
        s.apply(EndTurn() if s.stage == "build" else s.legal_actions()[0])
    assert s.round == 12 and s.control_counts() == (0, 0)
    assert s.tiebreak_used() in ("points", "shared")
