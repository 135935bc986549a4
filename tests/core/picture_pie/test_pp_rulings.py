"""One test (or a few) per Picture Pie ruling, named with its id; values worked out by hand."""

import pytest

from game.core.picture_pie import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick, Place,
                                   Rotate, Store, TurnWheel, new_game)
from game.core.picture_pie.board import EAST, NEIGHBOURS, NORTH, SOUTH, WEST
from game.core.picture_pie.data import EIGHTH, HALF, MOTIFS, QUARTER, WHOLE
from game.core.picture_pie.scoring import monument_info
from game.core.picture_pie.state import Wheel
from game.core.state import IllegalAction
from pp_helpers import (DATA, Tiles, board, score, settle, site, started, to_build,
                        zero_ledger)


def half_pair(a, b, row=0, col=0, **marks):
    return {"row": row, "col": col, "tiles": [{"size": "1/2", "motif": a, "slot": 0},
                                              {"size": "1/2", "motif": b, "slot": 4}], **marks}


def whole(motif, row, col, **marks):
    return {"row": row, "col": col, "tiles": [{"size": "1", "motif": motif, "slot": 0}], **marks}


# ---------------------------------------------------------------- components
def test_pp1_tile_set_counts_and_the_bag_holds_only_drafting_tiles():
    tiles = DATA.tiles
    assert len(tiles) == 160
    for size in (WHOLE, HALF, QUARTER, EIGHTH):
        assert sum(1 for t in tiles if t.size == size) == 40
        for m in MOTIFS:
            assert sum(1 for t in tiles if t.size == size and t.motif == m) == 8
    assert len(DATA.drafting_ids) == 120
    assert all(tiles[i].size != WHOLE for i in DATA.drafting_ids)
    s = new_game(DATA, 2, 5)
    on_wheel = [t for sec in s.wheel.sectors for t in sec]
    assert sorted(s.bag + tuple(on_wheel)) == list(range(120))


def test_pp2_slots_wrap_counter_clockwise_from_east():
    assert (EAST, NORTH, WEST, SOUTH) == (0, 2, 4, 6)
    t = Tiles()
    q = t("1/4", "flora")
    s = site((q, 7))  # a Quarter from slot 7 covers slots 7 and 0
    assert s.slot_owner(7) == q and s.slot_owner(0) == q
    assert [s.slot_owner(k) for k in range(1, 7)] == [None] * 6
    assert s.filled == 2 and not s.completed


def test_pp3_marks_four_per_size_on_marble_and_water_on_the_first_slot():
    for size in (WHOLE, HALF, QUARTER, EIGHTH):
        for m in MOTIFS:
            group = [t for t in DATA.tiles if t.size == size and t.motif == m]
            marked = [t.mark for t in group if t.mark]
            expect = {"marble": ["road"] * 4, "water": ["aqueduct"] * 4}.get(m, [])
            assert marked == expect
    t = Tiles()
    road_half = t("1/2", "marble", "road")
    s = site((road_half, 3))
    assert [s.mark_at(k) for k in range(8)] == [None, None, None, "road", None, None, None, None]
    road_whole = t("1", "marble", "road")
    w = site((road_whole, 1))  # a Whole's mark runs straight through: its slots 0 and 4
    assert [k for k in range(8) if w.mark_at(k)] == [1, 5]


def test_pp4_board_is_3_by_4_with_orthogonal_neighbours():
    assert len(NEIGHBOURS) == 12
    assert sorted(n[0] for n in NEIGHBOURS[0]) == [1, 4]
    assert sorted(n[0] for n in NEIGHBOURS[5]) == [1, 4, 6, 9]
    assert sorted(n[0] for n in NEIGHBOURS[11]) == [7, 10]
    # East neighbour faces with slot 0 against its slot 4; North with 2 against 6
    assert (1, EAST, WEST) in NEIGHBOURS[0] and (1, NORTH, SOUTH) in NEIGHBOURS[5]


# ---------------------------------------------------------------- play
def test_pp5_placement_needs_free_contiguous_slots_and_reasons_refusals():
    s = to_build(started(1, 0))
    yard = s.boards[0].yard
    quarter = next(t for t in yard if DATA.tiles[t].size == QUARTER)
    eighth = next(t for t in yard if DATA.tiles[t].size == EIGHTH)
    t = Tiles()
    t.used.update(yard)
    h, q, e = t("1/2", "lapis"), t("1/4", "lapis"), t("1/8", "lapis")
    s.boards = (board({0: site((h, 0), (q, 4), (e, 6))}, yard=yard),)  # 7/8 filled, slot 7 open
    assert s.why_illegal(Place(quarter, 0, 7)) == "Row 1, site 1 has 1/8 open; this tile is 1/4."
    with pytest.raises(IllegalAction):
        s.apply(Place(quarter, 0, 7))
    s.boards = (board({1: site((q, 0))}, yard=yard),)
    assert "overlap" in s.why_illegal(Place(eighth, 1, 1))
    assert s.why_illegal(Place(eighth, 1, 2)) is None
    assert "hand or your Masonry Yard" in s.why_illegal(Place(h, 2, 0))
    s.apply(Place(quarter, 1, 6))  # slots 6 and 7: free and contiguous
    assert s.boards[0].sites[1].placed == ((q, 0), (quarter, 6))
    assert quarter not in s.boards[0].yard


def test_pp6_rotation_turns_the_whole_site_and_completion_locks_it():
    s = to_build(started(1, 0))
    t = Tiles()
    t.used.update(s.boards[0].yard)
    q, e, h, e2 = t("1/4", "water", "aqueduct"), t("1/8", "water"), t("1/2", "water"), \
        t("1/8", "water")
    s.boards = (board({3: site((q, 0), (e, 4))}, yard=(h, e2)),)
    s.apply(Rotate(3, 3))
    got = s.boards[0].sites[3]
    assert got.placed == ((q, 3), (e, 7))
    assert got.mark_at(3) == "aqueduct" and got.mark_at(0) is None
    # free slots are now 0, 1, 2, 5 and 6: no run of 4 for the Half
    assert s.why_illegal(Place(h, 3, 0)) is not None
    s.apply(Place(e2, 3, 2))
    assert s.boards[0].sites[3].filled == 4
    s.boards = (board({3: site((q, 0), (e, 2), (e2, 3))}, yard=(h,)),)
    s.apply(Place(h, 3, 4))
    assert s.boards[0].sites[3].completed
    assert s.why_illegal(Rotate(3, 1)) == "Completed monuments are locked (Construction Lock)."
    with pytest.raises(IllegalAction):
        s.apply(Rotate(3, 1))


def test_pp7_undo_takes_back_the_turn_but_not_an_ended_turn():
    s = started(1, 0)
    draft = s.legal_actions()[0]
    start = s.to_dict()
    s.apply(draft)
    assert s.stage == "build" and s.can_undo()
    tile = s.hand[0]
    spot = next(a for a in s.legal_actions() if type(a) is Place and a.tile_id == tile)
    s.apply(spot)
    assert s.boards[0].sites[spot.site].placed
    s.undo()
    assert tile in s.hand and not s.boards[0].sites[spot.site].placed
    s.undo()  # the draft too
    assert s.to_dict() == start and not s.can_undo()
    s.apply(draft)
    s.apply(EndTurn())
    assert not s.can_undo()
    with pytest.raises(IllegalAction):
        s.undo()


def test_pp8_wheel_has_6_sectors_of_4_and_the_sundial_advances_each_turn():
    s = new_game(DATA, 3, 11)
    assert [len(sec) for sec in s.wheel.sectors] == [4] * 6
    assert s.sundial == 0 and s.active_sector == 0 and s.bag_count == 120 - 24 - 0
    s = started(3, 11)
    for expect in (1, 2, 3, 4, 5, 0):
        s.apply(s.legal_actions()[0])
        s.apply(EndTurn())
        assert s.sundial == expect


def test_pp9_draft_options_half_anywhere_small_from_the_active_sector():
    s = started(1, 0)
    t = Tiles()
    t.used.update(s.boards[0].yard)
    h1, q1, e1, e2, h2, q2 = (t("1/2", "marble"), t("1/4", "flora"), t("1/8", "lapis"),
                              t("1/8", "water"), t("1/2", "lapis"), t("1/4", "water"))
    s.wheel = Wheel(((h1, q1, e1, e2), (h2, q2), (), (), (), ()))
    ids = sorted((q1, e1, e2))
    expect = {DraftHalf(h1), DraftHalf(h2), *(DraftSmall((i,)) for i in ids),
              DraftSmall((ids[0], ids[1])), DraftSmall((ids[0], ids[2])),
              DraftSmall((ids[1], ids[2]))}
    assert set(s.legal_actions()) == expect and len(s.legal_actions()) == 8
    assert "Sundial" in s.why_illegal(DraftSmall((q2,)))
    assert s.why_illegal(DraftNothing()) is not None
    s.apply(DraftSmall(tuple(sorted((q1, e2)))))
    assert sorted(s.hand) == sorted((q1, e2)) and s.wheel.sectors[0] == (h1, e1)
    s2 = started(1, 0)
    s2.wheel = Wheel(((q2,), (), (), (), (), ()))
    s2.sundial = 1  # the active sector is empty and no Half anywhere: only DraftNothing
    assert s2.legal_actions() == [DraftNothing()]


def test_pp10_wheel_turns_once_per_turn_and_changes_the_next_active_sector():
    s = to_build(started(1, 0))
    assert s.active_sector == 0
    s.apply(TurnWheel(1))
    assert s.wheel.rotation == 1 and s.active_sector == 5  # sector 5 now sits under the Sundial
    assert s.why_illegal(TurnWheel(-1)) == "The Quarry Wheel can be turned once per turn."
    s.apply(EndTurn())
    # Sundial moved to position 1, which now shows sector 0
    assert s.sundial == 1 and s.active_sector == 0
    s.apply(s.legal_actions()[0])
    assert s.why_illegal(TurnWheel(-1)) is None


def test_pp11_yard_holds_three_overflow_is_discarded_at_100_each():
    s = started(1, 0)
    assert len(s.boards[0].yard) == 3
    t = Tiles()
    t.used.update(s.boards[0].yard)
    q, e = t("1/4", "marble"), t("1/8", "terracotta")
    s.wheel = Wheel(((q, e), (), (), (), (), ()))
    s.apply(DraftSmall(tuple(sorted((q, e)))))
    assert s.why_illegal(Store(q)) == "Your Masonry Yard is full (3 tiles)."
    before = s.ledger(0).row("yard_penalty").points
    assert before == -300
    s.apply(EndTurn())
    assert s.boards[0].discards == 2 and sorted(s.box) == sorted((q, e))
    assert s.ledger(0).row("yard_penalty").points == -300 - 200
    assert [e.TYPE for e in s.events].count("discard") == 2


def test_pp12_setup_picks_one_quarter_two_eighths_in_turn_order():
    s = new_game(DATA, 3, 2)
    first = s.first_seat
    assert s.stage == "setup" and s.current_seat == first
    assert s.why_illegal(Pick(HALF, "marble")) is not None
    s.apply(Pick(QUARTER, "lapis"))
    assert s.why_illegal(Pick(QUARTER, "lapis")) == "You already have your starting Quarters."
    s.apply(Pick(EIGHTH, "water", "aqueduct"))
    s.apply(Pick(EIGHTH, "flora"))
    assert s.current_seat == (first + 1) % 3
    yard = [DATA.tiles[t] for t in s.boards[first].yard]
    assert [(t.size, t.motif, t.mark) for t in yard] == [
        (QUARTER, "lapis", None), (EIGHTH, "water", "aqueduct"), (EIGHTH, "flora", None)]
    while s.stage == "setup":
        s.apply(s.legal_actions()[-1])
    assert s.stage == "draft" and s.current_seat == first and s.bag_count == 96 - 9
    firsts = {new_game(DATA, 4, seed).first_seat for seed in range(30)}
    assert firsts == {0, 1, 2, 3}  # random first player


def test_pp13_an_empty_active_sector_is_refilled_with_four_or_what_remains():
    s = to_build(started(1, 0))  # to_build empties the wheel
    bag = s.bag_count
    s.apply(EndTurn())
    assert len(s.wheel.sectors[0]) == 4 and s.bag_count == bag - 4
    assert s.wheel.sectors[1] == ()  # only the active sector refills
    s.apply(s.legal_actions()[0] if s.legal_actions() != [DraftNothing()] else DraftNothing())
    s.bag = s.bag[:2]
    s.wheel = Wheel(((9,),) + ((),) * 5)
    s.apply(EndTurn())  # active sector 1 empty, 2 left in the bag
    assert len(s.wheel.sectors[1]) == 2 and s.bag == ()


# ---------------------------------------------------------------- scoring
def test_pp14_base_value_is_the_fraction_weighted_sum_rounded_down():
    # half marble + half water: 1/2*200 + 1/2*250 = 225
    assert score([half_pair("marble", "water")])["base"] == 225
    # a pure Lapis Whole: 400
    assert score([whole("lapis", 0, 0)])["base"] == 400
    # 1/8 lapis + 1/8 terracotta + 1/2 marble + 1/4 water = 50 + 18.75 + 100 + 62.5 = 231.25 -> 231
    led = score([{"row": 1, "col": 2, "tiles": [
        {"size": "1/8", "motif": "lapis", "slot": 0}, {"size": "1/8", "motif": "terracotta",
                                                        "slot": 1},
        {"size": "1/2", "motif": "marble", "slot": 2}, {"size": "1/4", "motif": "water",
                                                        "slot": 6}]}])
    assert led == zero_ledger(completed=1, base=231, total=231)
    # an unfinished site scores nothing
    assert score([{"row": 0, "col": 0, "tiles": [{"size": "1/2", "motif": "lapis",
                                                  "slot": 0}]}])["total"] == 0


def test_pp15_pure_monument_adds_the_pure_bonus():
    quarters = [{"size": "1/4", "motif": "water", "slot": k} for k in (0, 2, 4, 6)]
    led = score([{"row": 0, "col": 0, "tiles": quarters}])
    assert led == zero_ledger(completed=1, base=250, purity=400, total=650)
    assert score([whole("lapis", 2, 3)])["total"] == 400 + 600


def test_pp16_symmetric_dual_adds_half_the_smaller_pure_bonus():
    # the worked example: 225 + min(300, 400)/2 - 100 (one yard tile) = 275
    led = score([half_pair("marble", "water", 0, 1, roads=[0], aqueducts=[])], yard=1)
    assert led == zero_ledger(completed=1, base=225, symmetry=150, yard_penalty=-100, total=275)
    # M M M M W W M M: mirror line between slots 4 and 5 -> symmetric; base 1700/8 = 212
    sym = {"row": 0, "col": 0, "tiles": [{"size": "1/2", "motif": "marble", "slot": 0},
                                         {"size": "1/4", "motif": "water", "slot": 4},
                                         {"size": "1/4", "motif": "marble", "slot": 6}]}
    assert score([sym]) == zero_ledger(completed=1, base=212, symmetry=150, total=362)
    # M M M M W W M W: no mirror line keeps the water slots {4,5,7}; base 1750/8 = 218
    asym = {"row": 0, "col": 0, "tiles": [{"size": "1/2", "motif": "marble", "slot": 0},
                                          {"size": "1/4", "motif": "water", "slot": 4},
                                          {"size": "1/8", "motif": "marble", "slot": 6},
                                          {"size": "1/8", "motif": "water", "slot": 7}]}
    assert score([asym]) == zero_ledger(completed=1, base=218, total=218)
    # M M M M W L L W is symmetric but has three motifs: no bonus; base 2100/8 = 262
    three = {"row": 0, "col": 0, "tiles": [{"size": "1/2", "motif": "marble", "slot": 0},
                                           {"size": "1/8", "motif": "water", "slot": 4},
                                           {"size": "1/4", "motif": "lapis", "slot": 5},
                                           {"size": "1/8", "motif": "water", "slot": 7}]}
    assert score([three]) == zero_ledger(completed=1, base=262, total=262)
    # terracotta (200) and lapis (600): half of the smaller is 100
    assert score([half_pair("lapis", "terracotta")])["symmetry"] == 100


def test_pp17_dominant_motif_covers_more_than_half():
    five_three = ("terracotta",) * 5 + ("marble",) * 3
    assert monument_info(five_three, DATA)[3] == "terracotta"
    assert monument_info(("flora",) * 4 + ("water",) * 4, DATA)[3] is None
    assert monument_info(("lapis",) * 8, DATA)[3] == "lapis"


def test_pp18_terracotta_doubles_adjacent_base_value_once():
    # (0,0) pure terracotta 150+200; (0,1) marble|water 225+150, next to it: +225
    led = score([whole("terracotta", 0, 0), half_pair("marble", "water", 0, 1)])
    assert led == zero_ledger(completed=2, base=375, purity=200, symmetry=150, terracotta=225,
                              total=950)
    # a marble Whole (200+300) with three terracotta neighbours still counts twice, not four times
    led = score([whole("marble", 1, 1), whole("terracotta", 0, 1), whole("terracotta", 1, 0),
                 whole("terracotta", 1, 2)])
    assert led["terracotta"] == 200
    assert led["total"] == (200 + 3 * 150) + (300 + 3 * 200) + 200
    # a 4/4 terracotta site is not dominant: no doubling
    assert score([half_pair("terracotta", "flora", 0, 0),
                  whole("marble", 0, 1)])["terracotta"] == 0


def test_pp19_flora_scores_100_per_adjacent_flora_monument():
    led = score([whole("flora", 0, 0), whole("flora", 0, 1)])
    assert led == zero_ledger(completed=2, base=300, purity=500, flora=200, total=1000)
    # a row of three: ends +100 each, middle +200
    assert score([whole("flora", 0, 0), whole("flora", 0, 1),
                  whole("flora", 0, 2)])["flora"] == 400
    # a diagonal neighbour does not count; a 4/4 flora site is not a garden
    assert score([whole("flora", 0, 0), whole("flora", 1, 1)])["flora"] == 0
    assert score([whole("flora", 0, 0), half_pair("flora", "water", 0, 1)])["flora"] == 0


def test_pp20_lapis_monument_takes_a_laurel_token_while_any_remain():
    s = to_build(started(1, 0))
    t = Tiles()
    t.used.update(s.boards[0].yard)
    h, h2 = t("1/2", "lapis"), t("1/2", "lapis")
    s.boards = (board({0: site((h, 0))}, yard=(h2,)),)
    settle(s)
    assert s.laurel_supply == 6
    s.apply(Place(h2, 0, 4))
    assert s.boards[0].tokens == 1 and s.laurel_supply == 5
    assert s.ledger(0).row("laurel").points == 100
    assert {"type": "token", "seat": 0, "site": 0, "left": 5} in [e.to_dict() for e in s.events]
    s.undo()
    assert s.boards[0].tokens == 0 and s.laurel_supply == 6
    s.laurel_supply = 0
    s.apply(Place(h2, 0, 4))
    assert s.boards[0].tokens == 0 and s.ledger(0).row("laurel").points == 0
    # the scorepad: tokens x 100, at most one per completed Lapis-dominant monument
    assert score([whole("lapis", 0, 0), whole("lapis", 0, 1)], laurel_tokens=2)["laurel"] == 200


def test_pp21_links_join_facing_marks_of_the_same_kind():
    # marked Wholes carry a pair of marks, on slots 0 and 4 (PP-3)
    # (0,0) road at East slot 0, (0,1) road at West slot 4: one link
    led = score([whole("marble", 0, 0, roads=[0, 4]), whole("marble", 0, 1, roads=[0, 4])])
    assert led == zero_ledger(completed=2, base=400, purity=600, links=100, total=1100)
    # road against aqueduct: no link
    assert score([whole("marble", 0, 0, roads=[0, 4]),
                  whole("water", 0, 1, aqueducts=[0, 4])])["links"] == 0
    # North slot 2 of (1,0) against South slot 6 of (0,0)
    assert score([whole("water", 0, 0, aqueducts=[2, 6]),
                  whole("water", 1, 0, aqueducts=[2, 6])])["links"] == 100
    # a mark facing an unfinished site makes no link
    assert score([whole("marble", 0, 0, roads=[0, 4]),
                  {"row": 0, "col": 1, "tiles": [{"size": "1/2", "motif": "marble", "slot": 4}],
                   "roads": [4]}])["links"] == 0


def test_pp21_link_in_play_after_rotation():
    s = to_build(started(1, 0))
    t = Tiles()
    t.used.update(s.boards[0].yard)
    a, b = t("1/2", "marble", "road"), t("1/2", "marble")
    c, d = t("1/2", "marble", "road"), t("1/2", "marble")
    # site 0 complete with its road at slot 0 (East); site 1 has a road Half starting at slot 0
    s.boards = (board({0: site((a, 0), (b, 4)), 1: site((c, 0))}, yard=(d,)),)
    s.apply(Rotate(1, 4))  # the road now faces West (slot 4)
    s.apply(Place(d, 1, 0))
    assert s.ledger(0).row("links").points == 100
    assert {"type": "link", "seat": 0, "sites": [1, 0], "mark": "road"} in \
        [e.to_dict() for e in s.events]


def test_pp23_yard_penalty_is_100_per_tile_left():
    assert score([], yard=3) == zero_ledger(yard_penalty=-300, total=-300)
    s = started(2, 4)
    assert s.ledger(0).row("yard_penalty").points == -300 and s.scores() == [-300, -300]


def test_pp24_game_ends_after_round_12():
    s = started(2, 1)
    turns = 0
    while not s.is_terminal:
        s.apply(s.legal_actions()[0] if s.stage == "draft" else EndTurn())
        turns += 1
    assert turns == 2 * 12 * 2 and s.rounds == 12 and s.current_seat is None
    assert s.legal_actions() == []


def test_pp24_empty_bag_and_sector_end_the_game_at_the_end_of_the_round():
    s = to_build(started(2, 1))
    s.bag = ()
    s.apply(EndTurn())  # the first seat's turn: trigger, but the round goes on
    assert s.end_triggered and not s.is_terminal
    s.apply(DraftNothing())
    s.apply(EndTurn())
    assert s.is_terminal and s.rounds == 1


def test_pp24_completing_all_twelve_sites_ends_the_game_at_round_end():
    s = to_build(started(2, 3))
    t = Tiles()
    seat = s.current_seat
    t.used.update(s.boards[seat].yard)
    sites = {i: site((t("1", MOTIFS[i % 5]), 0)) for i in range(11)}
    h1, h2 = t("1/2", "flora"), t("1/2", "flora")
    sites[11] = site((h1, 0))
    boards = list(s.boards)
    boards[seat] = board(sites, yard=(h2,))
    s.boards = tuple(boards)
    s.apply(Place(h2, 11, 4))
    s.apply(EndTurn())
    assert s.end_triggered and not s.is_terminal
    s.apply(s.legal_actions()[0])
    s.apply(EndTurn())
    assert s.is_terminal and s.rounds == 1


def test_pp24_ties_go_to_more_monuments_then_fewer_yard_tiles_then_shared():
    s = started(2, 0)
    t = Tiles()
    # 1000 with one monument against 650 + 350 with two
    s.boards = (board({0: site((t("1", "lapis"), 0))}),
                board({0: site((t("1", "water"), 0)), 11: site((t("1", "terracotta"), 0))}))
    assert s.scores() == [1000, 1000] and s.winners() == [1]
    # equal totals and monuments: one yard tile (-100) loses to one discard (-100)
    s.boards = (board({0: site((t("1", "lapis"), 0))}, yard=(1,)),
                board({0: site((t("1", "lapis"), 0))}, discards=1))
    assert s.scores() == [900, 900] and s.winners() == [1]
    s.boards = (board({0: site((t("1", "lapis"), 0))}), board({5: site((t("1", "lapis"), 0))}))
    assert s.winners() == [0, 1]


# ---------------------------------------------------------------- modes
def test_pp25_campaign_takes_1_to_4_seats_for_12_rounds():
    for n in (1, 2, 3, 4):
        s = new_game(DATA, n, 9)
        assert s.num_seats == n and len(s.boards) == n
    for bad in (0, 5):
        with pytest.raises(ValueError):
            new_game(DATA, bad, 9)
    assert DATA.rounds == 12
