"""Audit of the Picture Pie core: more tests per ruling, each pinning a case the first set left
open (values worked out by hand in the comments)."""

import pytest

from game.core.picture_pie import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick, Place,
                                   Rotate, Store, TurnWheel, new_game)
from game.core.picture_pie.data import EIGHTH, QUARTER
from game.core.picture_pie.state import Wheel
from pp_helpers import DATA, Tiles, board, score, settle, site, started, to_build, zero_ledger


def take(state, size: int, motif: str, mark=None) -> int:
    """A tile id of that kind taken out of the bag (so tiles stay where the test puts them)."""
    tid = next(t for t in state.bag if (DATA.tiles[t].size, DATA.tiles[t].motif,
                                         DATA.tiles[t].mark) == (size, motif, mark))
    state.bag = tuple(t for t in state.bag if t != tid)
    return tid


def take_small(state) -> int:
    """Any Quarter or Eighth taken out of the bag."""
    tid = next(t for t in state.bag if DATA.tiles[t].size < 4)
    state.bag = tuple(t for t in state.bag if t != tid)
    return tid


def whole(motif, row, col, **marks):
    return {"row": row, "col": col, "tiles": [{"size": "1", "motif": motif, "slot": 0}], **marks}


def halves(motif, row, col, start, **marks):
    """Two Halves of ``motif`` from slots ``start`` and ``start + 4`` (a mark sits on a
    Half's first slot, PP-3)."""
    return {"row": row, "col": col, "tiles": [{"size": "1/2", "motif": motif, "slot": start},
                                             {"size": "1/2", "motif": motif,
                                              "slot": (start + 4) % 8}], **marks}


# ---------------------------------------------------------------- components
def test_pp3_a_quarter_mark_sits_on_its_first_slot_and_wraps():
    t = Tiles()
    q = t("1/4", "water", "aqueduct")
    s = site((q, 7))  # covers slots 7 and 0; the mark is on the first, slot 7
    assert [k for k in range(8) if s.mark_at(k)] == [7] and s.mark_at(7) == "aqueduct"
    e = t("1/8", "marble", "road")
    assert [k for k in range(8) if site((e, 5)).mark_at(k)] == [5]
    # per size 4 Marble + 4 Water marked: 32 in all (4 sizes), 24 in the bag (no Wholes)
    assert sum(1 for x in DATA.tiles if x.mark) == 32
    assert sum(1 for i in DATA.drafting_ids if DATA.tiles[i].mark) == 24


# ---------------------------------------------------------------- play
def test_pp8_sundial_goes_clockwise_through_sectors_1_to_6():
    s = started(2, 3)
    seen = []
    for _ in range(7):
        seen.append(s.active_sector)
        s.apply(s.legal_actions()[0])
        s.apply(EndTurn())
    # Sector 1 (index 0) first, then clockwise: 2, 3, ... 6, and back to 1
    assert seen == [0, 1, 2, 3, 4, 5, 0]


def test_pp9_half_from_any_sector_small_ones_only_from_the_active_sector():
    s = started(1, 0)
    h_act, h_far = take(s, 4, "lapis"), take(s, 4, "water")
    q, e, e2 = take(s, 2, "flora"), take(s, 1, "marble"), take(s, 1, "lapis")
    s.wheel = Wheel(((h_act, q, e), (), (), (e2, h_far), (), ()))
    assert s.why_illegal(DraftHalf(h_act)) is None and s.why_illegal(DraftHalf(h_far)) is None
    assert s.why_illegal(DraftSmall((e2,))) == \
        "Small pieces come from the sector the Sundial points at."
    # a Half cannot be one of "two small pieces", and three pieces are too many
    assert s.why_illegal(DraftSmall(tuple(sorted((h_act, q))))) is not None
    assert s.why_illegal(DraftSmall(tuple(sorted((q, e, e2))))) == "Draft one or two small pieces."
    assert s.why_illegal(DraftHalf(q)) is not None
    s.apply(DraftSmall(tuple(sorted((q, e)))))  # a Quarter and an Eighth together
    assert sorted(s.hand) == sorted((q, e)) and s.wheel.sectors[0] == (h_act,)


def test_pp10_wheel_turn_decides_the_sector_of_the_next_sundial_position():
    # Decision (RULES.md PP-10): the Sundial stays at its position; the turn moves the sectors
    # under it, so Phase 4 looks at the sector now under the Sundial and the advanced Sundial
    # faces the sector turned to the next position.
    for direction, under_now, next_active in ((1, 5, 0), (-1, 1, 2)):
        s = to_build(started(1, 0))  # Sundial at position 0, rotation 0, wheel empty
        tiles = [take_small(s) for _ in range(5)]
        # sector 0 was emptied by the draft; the others hold one Eighth each
        s.wheel = Wheel(((),) + tuple((t,) for t in tiles), 0)
        settle(s)
        bag = s.bag_count
        s.apply(TurnWheel(direction))
        assert s.active_sector == under_now
        s.apply(EndTurn())
        # the sector under the Sundial at Phase 4 was not empty: no refill, sector 0 stays empty
        assert s.bag_count == bag and s.wheel.sectors[0] == ()
        assert s.sundial == 1 and s.active_sector == next_active
    # without a turn the emptied sector is the one refilled, and the next is sector 1
    s = to_build(started(1, 0))
    tiles = [take_small(s) for _ in range(5)]
    s.wheel = Wheel(((),) + tuple((t,) for t in tiles), 0)
    settle(s)
    s.apply(EndTurn())
    assert len(s.wheel.sectors[0]) == 4 and s.active_sector == 1


def test_pp10_turn_then_phase4_refills_the_empty_sector_under_the_sundial():
    s = to_build(started(1, 0))
    tiles = [take_small(s) for _ in range(4)]
    # sectors 0 and 5 empty; a +1 turn brings sector 5 under the Sundial (position 0)
    s.wheel = Wheel(((),) + tuple((t,) for t in tiles) + ((),), 0)
    settle(s)
    s.apply(TurnWheel(1))
    s.apply(EndTurn())
    assert len(s.wheel.sectors[5]) == 4 and s.wheel.sectors[0] == ()
    assert [e for e in s.events if e.TYPE == "refill"][0].sector == 5


def test_pp10_undo_takes_back_a_wheel_turn():
    s = to_build(started(1, 0))
    s.apply(TurnWheel(-1))
    assert s.wheel.rotation == 5
    s.undo()
    assert s.wheel.rotation == 0 and not s.wheel_turned
    assert s.why_illegal(TurnWheel(1)) is None


def test_pp11_overflow_costs_the_discard_cost_and_yard_tiles_can_be_placed():
    s = started(1, 0)
    yard = s.boards[0].yard  # the three setup picks fill the yard
    h = take(s, 4, "marble")
    s.wheel = Wheel(((h,), (), (), (), (), ()))
    s.apply(DraftHalf(h))
    assert s.why_illegal(Store(h)) is not None and Store(h) not in s.legal_actions()
    quarter = next(t for t in yard if DATA.tiles[t].size == QUARTER)
    s.apply(Place(quarter, 6, 0))  # a yard tile placed: room for one
    assert s.ledger(0).row("yard_penalty").points == -200 and Store(h) in s.legal_actions()
    s.apply(Store(h))
    assert s.boards[0].yard[-1] == h and s.hand == ()
    s.apply(EndTurn())
    assert s.boards[0].discards == 0 and s.box == ()
    assert s.ledger(0).row("yard_penalty").points == -300


def test_pp12_every_seat_picks_its_three_tiles_in_turn_order():
    s = new_game(DATA, 3, 2)
    first = s.first_seat
    order = []
    while s.stage == "setup":
        order.append(s.current_seat)
        s.apply(s.legal_actions()[0])
    assert order == [first] * 3 + [(first + 1) % 3] * 3 + [(first + 2) % 3] * 3
    for b in s.boards:
        sizes = sorted(DATA.tiles[t].size for t in b.yard)
        assert sizes == [EIGHTH, EIGHTH, QUARTER]
    assert s.current_seat == first and s.stage == "draft"
    # the picks come out of the bag, the wheel is untouched
    assert s.bag_count == 120 - 24 - 9
    assert s.why_illegal(Pick(QUARTER, "lapis")) is not None  # setup is over


def test_pp13_refill_only_at_phase_4_and_only_when_empty():
    s = started(1, 0)
    q, e, e2 = take(s, 2, "flora"), take(s, 1, "flora"), take(s, 1, "water")
    s.wheel = Wheel(((q,), (e, e2), (), (), (), ()))
    bag = s.bag_count
    s.apply(DraftSmall((q,)))
    assert s.wheel.sectors[0] == () and s.bag_count == bag  # not before Phase 4
    s.apply(EndTurn())
    assert len(s.wheel.sectors[0]) == 4 and s.bag_count == bag - 4
    assert s.wheel.sectors[2] == ()  # an empty sector the Sundial does not face: left alone
    s.apply(DraftSmall((min(e, e2),)))  # sector 1 keeps one tile
    s.apply(EndTurn())
    assert s.wheel.sectors[1] == (max(e, e2),) and s.bag_count == bag - 4  # no top-up


# ---------------------------------------------------------------- scoring
def test_pp14_rounding_is_per_monument_not_per_board():
    # 3/8 water + 5/8 lapis: 93.75 + 250 = 343.75 -> 343 per monument; two of them 686, not 687.
    # W W W L L L L L is symmetric (mirror k -> 2 - k): + min(400, 600) / 2 = 200 each.
    def mon(row, col):
        return {"row": row, "col": col, "tiles": [
            {"size": "1/4", "motif": "water", "slot": 0}, {"size": "1/8", "motif": "water",
                                                           "slot": 2},
            {"size": "1/2", "motif": "lapis", "slot": 3}, {"size": "1/8", "motif": "lapis",
                                                           "slot": 7}]}
    assert score([mon(0, 0)]) == zero_ledger(completed=1, base=343, symmetry=200, total=543)
    assert score([mon(0, 0), mon(2, 3)]) == zero_ledger(completed=2, base=686, symmetry=400,
                                                        total=1086)


def test_pp16_mirror_lines_through_slot_centres_and_along_borders():
    m, w = "marble", "water"

    def pattern(water_slots):
        tiles = [{"size": "1/8", "motif": w if k in water_slots else m, "slot": k}
                 for k in range(8)]
        return {"row": 0, "col": 0, "tiles": tiles}

    # one water eighth on slot 0: only the line through slot centres 0 and 4 (c = 0) fixes it
    assert score([pattern({0})])["symmetry"] == 150
    # marble on slots 0-1, water on 2-7: the line along the 0|1 border (k -> 1 - k) fixes it
    assert score([pattern({2, 3, 4, 5, 6, 7})])["symmetry"] == 150
    # water on 0, 1, 3: 3c - 4 = 4 has no whole solution, so no line: no bonus
    assert score([pattern({0, 1, 3})])["symmetry"] == 0
    # alternating M W M W ...: symmetric (through slot centres); base 1800/8 = 225
    assert score([pattern({1, 3, 5, 7})]) == zero_ledger(completed=1, base=225, symmetry=150,
                                                        total=375)


def test_pp17_exactly_half_is_no_dominant_motif_for_any_bonus():
    # 1/2 lapis + 1/2 marble: lapis covers exactly half -> no Laurel token in play
    s = to_build(started(1, 0))
    h, h2 = take(s, 4, "lapis"), take(s, 4, "marble")
    s.boards = (board({0: site((h, 0))}, yard=(h2,)),)
    settle(s)
    s.apply(Place(h2, 0, 4))
    assert s.boards[0].sites[0].completed and s.boards[0].tokens == 0
    assert s.laurel_supply == 6
    # 1/2 + 1/8 lapis (5/8) is dominant: a token
    s = to_build(started(1, 0))
    h, e, q, e2 = take(s, 4, "lapis"), take(s, 1, "lapis"), take(s, 2, "water"), \
        take(s, 1, "water")
    s.boards = (board({0: site((h, 0), (e, 4), (q, 5))}, yard=(e2,)),)
    settle(s)
    s.apply(Place(e2, 0, 7))
    assert s.boards[0].tokens == 1 and s.laurel_supply == 5


def test_pp18_two_terracotta_monuments_double_each_other_once():
    # two pure terracotta Wholes side by side: each is next to a Terracotta-dominant one
    led = score([whole("terracotta", 0, 0), whole("terracotta", 0, 1)])
    assert led == zero_ledger(completed=2, base=300, purity=400, terracotta=300, total=1000)
    # flora between two terracotta: flora counts twice (once), the terracotta ones do not
    led = score([whole("terracotta", 0, 0), whole("flora", 0, 1), whole("terracotta", 0, 2)])
    assert led["terracotta"] == 150
    # a diagonal terracotta neighbour does nothing
    assert score([whole("terracotta", 0, 0), whole("marble", 1, 1)])["terracotta"] == 0


def test_pp20_laurel_supply_is_shared_by_all_seats():
    s = to_build(started(2, 0))
    a = s.current_seat
    b = 1 - a
    ha, ha2, hb, hb2 = (take(s, 4, "lapis") for _ in range(4))
    boards = [None, None]
    boards[a] = board({0: site((ha, 0))}, yard=(ha2,))
    boards[b] = board({3: site((hb, 0))}, yard=(hb2,))
    s.boards = tuple(boards)
    s.laurel_supply = 2
    settle(s)
    s.apply(Place(ha2, 0, 4))
    s.apply(EndTurn())
    assert s.laurel_supply == 1 and s.boards[a].tokens == 1
    assert s.current_seat == b
    s.wheel = Wheel(((),) * 6, s.wheel.rotation)
    s.apply(DraftNothing())
    s.apply(Place(hb2, 3, 4))
    assert s.laurel_supply == 0 and s.boards[b].tokens == 1
    assert s.ledger(b).row("laurel").points == 100 and s.ledger(a).row("laurel").points == 100
    # with the supply empty the next Lapis monument takes nothing
    s.undo()
    s.laurel_supply = 0
    s.apply(Place(hb2, 3, 4))
    assert s.boards[b].tokens == 0 and s.ledger(b).row("laurel").points == 0


def test_pp21_each_link_counts_once_and_only_facing_slots_link():
    # three marble Wholes in a row, roads on 0 and 4 (straight through): two links, not four
    row = [whole("marble", 0, c, roads=[0, 4]) for c in range(3)]
    assert score(row) == zero_ledger(completed=3, base=600, purity=900, links=200, total=1700)
    # roads on the same slot 0 of both: slot 0 (East) of (0,0) faces slot 4 of (0,1): no link
    assert score([halves("marble", 0, 0, 0, roads=[0]),
                  halves("marble", 0, 1, 0, roads=[0])])["links"] == 0
    # (0,0) aqueduct North (2), (1,0) aqueduct South (6): they face away from each other
    assert score([halves("water", 0, 0, 2, aqueducts=[2]),
                  halves("water", 1, 0, 2, aqueducts=[6])])["links"] == 0
    # a square of four sites, each: marble Quarters on 0 and 4, water Quarters on 2 and 6;
    # roads where a neighbour is East or West, aqueducts where one is North or South (the
    # box prints 4 marked Quarters of each, PP-3): 2 road links across, 2 aqueduct links down
    tiles = [{"size": "1/4", "motif": m, "slot": k}
             for k, m in ((0, "marble"), (2, "water"), (4, "marble"), (6, "water"))]
    square = [{"row": r, "col": c, "tiles": tiles, "roads": [4 if c else 0],
               "aqueducts": [2 if r else 6]} for r in (0, 1) for c in (0, 1)]
    assert score(square)["links"] == 400


def test_pp24_a_trigger_by_a_middle_seat_lets_the_round_finish():
    s = started(3, 4)
    first = s.current_seat
    s.apply(s.legal_actions()[0])
    s.apply(EndTurn())
    s.wheel = Wheel(((),) * 6, s.wheel.rotation)
    s.bag = ()
    s.apply(DraftNothing())
    s.apply(EndTurn())  # the second seat's Phase 4: active sector and bag empty
    assert s.end_triggered and not s.is_terminal
    assert s.current_seat == (first + 2) % 3
    s.apply(DraftNothing())
    s.apply(EndTurn())
    assert s.is_terminal and s.rounds == 1 and s.current_seat is None
    with pytest.raises(Exception):
        s.apply(EndTurn())


def test_pp24_three_seats_play_exactly_twelve_rounds():
    s = started(3, 8)
    turns = []
    while not s.is_terminal:
        turns.append(s.current_seat)
        s.apply(s.legal_actions()[0])
        s.apply(EndTurn())
    first = turns[0]
    assert turns == [(first + k) % 3 for k in range(36)] and s.rounds == 12


def test_pp24_tie_break_order_total_then_monuments_then_yard():
    s = started(3, 0)
    t = Tiles()
    one = board({0: site((t("1", "lapis"), 0))})  # 400 + 600 = 1000, one monument
    # water 650 + terracotta 350 (not adjacent) = 1000, two monuments, empty yard
    two = board({0: site((t("1", "water"), 0)), 11: site((t("1", "terracotta"), 0))})
    # two adjacent flora Wholes 2 x 400 + 2 x 100, a Laurel token +100, one yard tile -100:
    # 1000, two monuments, one yard tile
    flora = board({0: site((t("1", "flora"), 0)), 1: site((t("1", "flora"), 0))}, yard=(5,),
                  tokens=1)
    s.boards = (one, two, flora)
    assert s.scores() == [1000, 1000, 1000] and s.winners() == [1]
    # the same yard count too: a shared victory of seats 1 and 2
    two_yard = board({0: site((t("1", "water"), 0)), 11: site((t("1", "terracotta"), 0))},
                     yard=(6,), tokens=1)
    s.boards = (one, two_yard, flora)
    assert s.scores() == [1000, 1000, 1000] and s.winners() == [1, 2]


def test_pp3_scorepad_refuses_marks_no_tile_can_carry():
    from game.core.errors import DataError
    from game.core.picture_pie.scorepad import score_data

    def pad(tiles, **marks):
        return score_data({"site": [{"row": 0, "col": 0, "tiles": tiles, **marks}]}, DATA)

    half = [{"size": "1/2", "motif": "marble", "slot": 0},
            {"size": "1/2", "motif": "flora", "slot": 4}]
    assert pad(half, roads=[0])["completed"] == 1
    for marks, what in (({"roads": [4]}, "slot 4 is flora; only marble tiles carry road"),
                        ({"aqueducts": [0]}, "only water tiles carry aqueduct"),
                        ({"roads": [2]}, "first slot (0), not on slot 2")):
        with pytest.raises(DataError) as err:
            pad(half, **marks)
        assert what in err.value.what
    with pytest.raises(DataError) as err:
        pad(half[:1], roads=[5])
    assert "no tile" in err.value.what
    # a Whole's marks run straight through: any of its slots
    assert pad([{"size": "1", "motif": "water", "slot": 0}], aqueducts=[3, 7])["completed"] == 1


def test_pp6_pp7_a_tile_from_an_earlier_turn_still_turns_with_its_site_but_stays_in_it():
    s = to_build(started(1, 0))
    quarter = next(t for t in s.boards[0].yard if DATA.tiles[t].size == QUARTER)
    s.apply(Place(quarter, 2, 0))
    s.apply(EndTurn())
    assert not s.can_undo()
    s.wheel = Wheel(((),) * 6, s.wheel.rotation)
    s.apply(DraftNothing())
    # 2.9: it may still be rotated within that same site until the monument is completed
    assert s.why_illegal(Rotate(2, 3)) is None
    s.apply(Rotate(2, 3))
    assert s.boards[0].sites[2].placed == ((quarter, 3),)
    # no action takes a placed tile out of its site
    assert all(getattr(a, "tile_id", None) != quarter for a in s.legal_actions())
