"""The Architect's Solitaire Codex state (rulebook 2.6.3, PP-27; PP-1, PP-8, PP-12, PP-13,
PP-24 on a city's terms): values worked out by hand."""

import random

import pytest
import tomli_w
import tomllib

from game.core.errors import DataError
from game.core.picture_pie import DraftHalf, EndTurn, Place, Rotate
from game.core.picture_pie.board import FULL_MASK
from game.core.picture_pie.codex_state import CLOSED_TEXT, CodexState
from game.core.replay import replay
from game.core.state import IllegalAction
from game.games import new_state, state_from_dict

from tests.core.picture_pie.codex_helpers import KINDS, codex, level


def kind(state, tid) -> str:
    t = state.tiles[tid]
    return " ".join(p for p in ({4: "1/2", 2: "1/4", 1: "1/8", 8: "1"}[t.size], t.motif, t.mark)
                    if p)


def end_turn_quietly(state):
    """Draft whatever comes first, keep nothing, end the turn."""
    state.apply(state.legal_actions()[0])
    state.apply(EndTurn())


def test_new_state_dispatches_to_the_codex_state():
    s = codex()
    assert type(s) is CodexState and s.mode == "codex"
    assert s.level.name == "The Test City" and s.num_seats == 1
    assert s.stage == "draft"   # no setup picks (PP-12): the level's yard instead
    assert s.boards[0].yard == ()
    assert s.opening["options"]["codex"]["id"] == "test-city"


def test_the_first_wheel_is_the_sequence_in_order_sector_by_sector():
    s = codex()
    drawn = [kind(s, t) for sector in s.wheel.sectors for t in sector]
    assert drawn == (KINDS * 3)[:24]      # 6 sectors of 4 (PP-8), first drawn first
    assert [kind(s, t) for t in s.bag] == (KINDS * 3)[24:]


def test_a_refill_takes_the_next_tiles_of_the_sequence():
    # a 2 x 1 wheel: each sector holds one tile, so drafting it empties the active sector
    s = codex(wheel_sectors=2, sector_size=1, turns=3)
    assert [kind(s, t) for sec in s.wheel.sectors for t in sec] == KINDS[:2]
    tid = s.wheel.sectors[0][0]           # "1/2 marble", the Sundial's sector (PP-8)
    s.apply(DraftHalf(tid))
    s.apply(EndTurn())                    # Phase 4 (PP-13): the active sector is refilled
    assert [kind(s, t) for t in s.wheel.sectors[0]] == [KINDS[2]]
    assert kind(s, s.bag[0]) == KINDS[3]


def test_the_wheel_and_turn_limit_come_from_the_level():
    s = codex(wheel_sectors=3, sector_size=2, turns=5)
    assert len(s.wheel.sectors) == 3 and all(len(x) == 2 for x in s.wheel.sectors)
    assert s.turns_left == 5
    for left in (4, 3, 2, 1):
        end_turn_quietly(s)
        assert s.turns_left == left and s.round == 6 - left
    end_turn_quietly(s)
    assert s.stage == "over" and s.is_terminal and s.turns_left == 0


def test_the_starting_yard_is_the_levels():
    s = codex(yard=["1/4 water aqueduct", "1/8 lapis"])
    assert [kind(s, t) for t in s.boards[0].yard] == ["1/4 water aqueduct", "1/8 lapis"]
    assert s.scores() == [-200]           # PP-23 counts them until they are placed


def test_closed_sites_never_take_tiles_never_rotate_never_score():
    s = codex(closed=[[0, 0], [2, 3]])
    assert s.closed_sites == frozenset({0, 11})
    tid = s.wheel.sectors[0][0]
    s.apply(DraftHalf(tid))
    assert all(a.site not in (0, 11) for a in s.legal_actions() if isinstance(a, (Place, Rotate)))
    with pytest.raises(IllegalAction) as err:
        s.apply(Place(tid, 0, 0))
    assert str(err.value) == CLOSED_TEXT
    assert s.why_illegal(Rotate(11, 1)) == CLOSED_TEXT
    assert s.scores() == [0] and s.completed(0) == 0
    assert s.ledger(0).rows[0].detail == "0 completed monuments"


def test_closed_sites_count_as_done_for_all_sites_completed():
    # 11 closed sites: completing the last one ends the game at the end of the round (PP-24)
    closed = [[r, c] for r in range(3) for c in range(4)][1:]
    s = codex(closed=closed, yard=["1/2 lapis"], turns=12)
    s.apply(DraftHalf(next(t for sec in s.wheel.sectors for t in sec
                           if s.tiles[t].motif == "lapis" and s.tiles[t].size == 4)))
    for tid in s.hand + s.boards[0].yard:
        s.apply(Place(tid, 0, s.boards[0].placements(4)[0][1]))
    assert s.boards[0].sites[0].mask == FULL_MASK and s.completed(0) == 1
    s.apply(EndTurn())
    assert s.stage == "over" and s.round == 1
    # a pure Lapis monument: 400 + 600 (PP-14, PP-15) and a Laurel token 100 (PP-20)
    assert s.scores() == [1100]


def test_a_prebuilt_whole_scores_like_any_monument_but_takes_no_laurel():
    s = codex(prebuilt=[{"row": 1, "col": 1, "tiles": [{"size": "1", "motif": "lapis",
                                                         "slot": 0}]}])
    assert s.boards[0].sites[5].mask == FULL_MASK
    assert s.scores() == [1000] and s.completed(0) == 1   # 400 + 600, no token
    assert s.laurel_supply == 6 and s.boards[0].tokens == 0


def test_a_half_built_site_takes_tiles_and_rotates():
    s = codex(prebuilt=[{"row": 0, "col": 1, "tiles": [{"size": "1/2", "motif": "marble",
                                                         "slot": 0}], "roads": [0]}])
    site = s.boards[0].sites[1]
    assert site.mask == 0b1111 and site.marks[0] == "road"
    tid = s.wheel.sectors[0][0]           # a 1/2 marble from the sequence
    s.apply(DraftHalf(tid))
    assert Place(tid, 1, 4) in s.legal_actions() and Rotate(1, 2) in s.legal_actions()
    s.apply(Rotate(1, 2))
    s.apply(Place(tid, 1, 6))
    assert s.completed(0) == 1
    assert s.scores() == [500]            # pure Marble: 200 + 300


def test_stars_for_and_next_star():
    s = codex(stars=[900, 1500, 2200])
    assert [s.stars_for(x) for x in (0, 899, 900, 1499, 1500, 2199, 2200, 9000)] == \
        [0, 0, 1, 1, 2, 2, 3, 3]
    assert s.next_star() == 900           # the live score is 0
    s2 = codex(stars=[900, 1500, 2200], prebuilt=[
        {"row": 0, "col": 0, "tiles": [{"size": "1", "motif": "lapis", "slot": 0}]}])
    assert s2.scores() == [1000] and s2.next_star() == 1500
    s3 = codex(stars=[100, 200, 300], prebuilt=[
        {"row": 0, "col": 0, "tiles": [{"size": "1", "motif": "lapis", "slot": 0}]}])
    assert s3.next_star() is None


def _played(seed=3, **changes):
    s = codex(closed=[[2, 0]], yard=["1/8 flora"], prebuilt=[
        {"row": 1, "col": 2, "tiles": [{"size": "1/4", "motif": "water", "slot": 2}],
         "aqueducts": [2]}], **changes)
    rng = random.Random(seed)
    for _ in range(25):
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_save_round_trip_through_the_registry_and_toml():
    s = _played()
    d = s.to_dict()
    assert d["codex"]["id"] == "test-city"
    back = state_from_dict("picture-pie", tomllib.loads(tomli_w.dumps(d)))
    assert type(back) is CodexState and back == s
    assert back.closed_sites == s.closed_sites and back.turns_left == s.turns_left
    assert back.legal_actions() == s.legal_actions()
    c = s.copy()
    assert type(c) is CodexState and c == s and type(s.search_copy()) is CodexState


def test_replay_from_the_opening_rebuilds_the_city():
    s = _played()
    rng = random.Random(9)
    while not s.is_terminal:
        s.apply(rng.choice(s.legal_actions()))
    assert replay(s.opening, s.action_log) == s


def test_a_save_with_tiles_on_a_closed_site_is_refused():
    s = _played()
    d = s.to_dict()
    sites = d["state"]["boards"][0]["sites"]
    moved = d["state"]["bag"].pop()
    sites[8] = [[moved, 0]]
    with pytest.raises(ValueError, match="closed in this city"):
        state_from_dict("picture-pie", d)


def test_determinised_keeps_the_printed_sequence():
    s = codex()
    d = s.determinised(12345)
    assert d.bag == s.bag and d.wheel.sectors == s.wheel.sectors
    end_turn_quietly(s)
    end_turn_quietly(d)
    assert d.wheel.sectors == s.wheel.sectors


def test_undo_within_the_turn():
    s = codex()
    before = s.to_dict()["state"]
    tid = s.wheel.sectors[0][2]
    s.apply(DraftHalf(tid))
    s.apply(Place(tid, 3, 0))
    s.undo()
    s.undo()
    assert s.to_dict()["state"] == before


def test_refusals_for_bad_setups():
    with pytest.raises(ValueError, match="solo"):
        new_state("picture-pie", 2, 1, codex=level())
    with pytest.raises(DataError, match="turns"):
        codex(turns=0)
    with pytest.raises(ValueError, match="no options"):
        new_state("picture-pie", 1, 1, codex=level(), duelling=True)


def test_a_campaign_is_unchanged_by_a_codex_option_of_none():
    s = new_state("picture-pie", 2, 7, codex=None)
    assert type(s).__name__ == "PicturePieState" and s.stage == "setup"


def test_a_fulfilled_goal_pays_into_the_blueprints_row():
    s = codex(goals=["forum-of-the-senate"], prebuilt=[
        {"row": 0, "col": 0, "tiles": [{"size": "1", "motif": "marble", "slot": 0}]}])
    card = s.card("forum-of-the-senate")
    assert s.blueprints_on and s.public_cards == ("forum-of-the-senate",)
    assert s.private_cards(0) == () and s.fulfilled(0) == ("forum-of-the-senate",)
    row = next(r for r in s.ledger(0).rows if r.category == "blueprints")
    assert row.points == card.payout and row.detail == f"{card.name} +{card.payout}"
    assert s.scores() == [500 + card.payout]   # a pure Marble Whole: 200 + 300, then the card
    back = state_from_dict("picture-pie", s.to_dict())
    assert back.public_cards == s.public_cards and back.scores() == s.scores()


def test_a_goal_not_in_the_deck_is_refused():
    with pytest.raises(DataError, match="goals\\[0\\]: 'no-such-card' is not a Civic Blueprint"):
        codex(goals=["no-such-card"])


def test_a_city_without_goals_has_no_cards():
    s = codex()
    assert not s.blueprints_on and s.public_cards == () and s.fulfilled(0) == ()
