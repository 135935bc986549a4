"""AK-6 placement: legality with reasons, stones for covered quarries, and the offered set
against a brute-force search (hypothesis)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.akropolis.city import SHAPES, City, placement_hexes
from game.core.akropolis.data import TileDef
from game.core.hexgrid import distance, neighbours
from game.core.rng import Rng


def tile(tid, letters="hmq"):
    from game.core.akropolis.data import LETTERS
    return TileDef(tid, tuple(LETTERS[ch] for ch in letters), 2, letters)


def start_city(data):
    city = City()
    city.place_starting_tile(data.starting_tile)
    return city


def test_shapes_are_three_mutually_adjacent_hexes_in_six_distinct_turns():
    assert SHAPES[0] == ((0, 0), (1, 0), (0, 1))
    assert len(set(SHAPES)) == 6
    for shape in SHAPES:
        a, b, c = shape
        assert distance(a, b) == distance(b, c) == distance(a, c) == 1


def test_starting_tile_is_a_blue_plaza_with_quarries_on_alternate_sides(data):
    city = start_city(data)
    assert city.cells[(0, 0)].kind == "plaza" and city.cells[(0, 0)].color == "blue"
    quarries = [p for p, c in city.cells.items() if c.kind == "quarry"]
    assert sorted(quarries) == sorted([(1, 0), (0, -1), (-1, 1)])  # directions 0, 2, 4
    assert {c.tile_id for c in city.cells.values()} == {0}


def test_ak6_ground_tile_must_touch_the_city(data):
    city = start_city(data)
    assert city.check(2, 0, 0) == (1, None)        # (2,0) touches the quarry at (1,0)
    assert city.check(5, 0, 0) == (None, "must touch your city")


def test_ak6_overhang_counts_the_hexes_without_coordinates(data):
    city = start_city(data)
    # rotation 0 at (1,0): (1,0) quarry, (2,0) empty, (1,1) empty
    level, reason = city.check(1, 0, 0)
    assert level is None and reason == "two hexes of the tile would overhang: nothing under them"


def test_ak6_overhang_of_one_hex_is_worded_in_the_singular(data):
    city = start_city(data)
    # rotation 0 at (0,0): (0,0) plaza, (1,0) quarry, (0,1) empty
    assert city.check(0, 0, 0) == (None, "one hex of the tile would overhang: nothing under it")


def test_ak6_tile_resting_on_one_tile_is_refused(data):
    city = start_city(data)
    t = tile(7)
    city.place(t, 2, 0, 0, 1)                       # (2,0), (3,0), (2,1)
    assert city.check(2, 0, 0) == (None, "the tile would rest on a single tile: it must span at least two")


def test_ak6_tile_over_starting_tile_and_another_tile_is_fine(data):
    city = start_city(data)
    assert placement_hexes(None, 1, 1, 1) == ((1, 1), (1, 2), (0, 2))
    assert placement_hexes(None, 0, 0, 0) == ((0, 0), (1, 0), (0, 1))
    city.place(tile(7), 0, 1, 0, 1)                 # (0,1), (1,1), (0,2) on the ground
    # (0,0) start plaza, (1,0) start quarry, (0,1) tile 7: two tiles, all level 1
    assert city.check(0, 0, 0) == (2, None)
    gained = city.place(tile(8, "hmg"), 0, 0, 0, 2)
    assert gained == 1                              # the starting quarry at (1,0)
    assert city.cells[(0, 0)] == ("district", "blue", 2, 8)
    assert city.max_level == 2 and city.height(0, 0) == 2 and city.height(5, 5) == 0


def test_ak6_uneven_support_names_the_levels(city):
    c = city({(0, 0): ("q", 2, 1), (1, 0): ("h", 1, 2), (0, 1): ("m", 1, 3)})
    assert c.check(0, 0, 0) == (None, "the tile would rest on levels 1 and 2: all three hexes need the same level")


def test_ak6_stone_for_a_quarry_covered_on_level_2(city):
    c = city({(0, 0): ("q", 2, 1), (1, 0): ("h", 2, 1), (0, 1): ("m", 2, 2)})
    assert c.check(0, 0, 0) == (3, None)
    gained = c.place(tile(9, "hhh"), 0, 0, 0, 3)
    assert gained == 1
    assert c.cells[(0, 0)] == ("district", "blue", 3, 9)
    assert c.placements == [(9, 0, 0, 0, 3)]


def test_ak6_covered_hexes_no_longer_score(data, city):
    from game.core.akropolis.scoring import ScoringRules, ledger
    c = city({(0, 0): ("g", 1, 1), (1, 0): ("g", 1, 1), (0, 1): ("G", 1, 2), (5, 5): ("G", 1, 3)})
    assert ledger(c.cells, 0, ScoringRules())["green"]["value"] == 2
    c.place(tile(9, "hhq"), 0, 0, 0, 2)
    assert ledger(c.cells, 0, ScoringRules())["green"] == {"value": 0, "stars": 3, "points": 0}


def test_ak6_judge_names_the_overhanging_hexes(data):
    city = start_city(data)
    # rotation 0 at (0,0): (0,0) plaza, (1,0) quarry, (0,1) empty
    assert city.judge(0, 0, 0) == (None, "one hex of the tile would overhang: nothing under it",
                                   ((0, 1),))
    # rotation 0 at (1,0): (1,0) quarry, (2,0) and (1,1) empty
    assert city.judge(1, 0, 0).offending == ((2, 0), (1, 1))
    # rotation 3 at (1,0): (1,0) quarry, (0,0) plaza, (1,-1) empty (quarries alternate)
    assert city.judge(1, 0, 3).offending == ((1, -1),)


def test_ak6_judge_names_the_hexes_below_the_highest_support(city):
    c = city({(0, 0): ("q", 2, 1), (1, 0): ("h", 1, 2), (0, 1): ("m", 1, 3)})
    assert c.judge(0, 0, 0).offending == ((1, 0), (0, 1))
    c = city({(0, 0): ("q", 3, 1), (1, 0): ("h", 1, 2), (0, 1): ("m", 2, 3)})
    assert c.judge(0, 0, 0) == (None, "the tile would rest on levels 1 and 2 and 3: all three "
                                "hexes need the same level", ((1, 0), (0, 1)))
    c = city({(0, 0): ("q", 1, 1), (1, 0): ("h", 2, 2), (0, 1): ("m", 2, 3)})
    assert c.judge(0, 0, 0).offending == ((0, 0),)


def test_ak6_judge_marks_all_three_on_a_single_tile_and_none_when_not_touching(data):
    city = start_city(data)
    city.place(tile(7), 2, 0, 0, 1)                 # (2,0), (3,0), (2,1)
    assert city.judge(2, 0, 0).offending == ((2, 0), (3, 0), (2, 1))
    assert city.judge(5, 5, 0) == (None, "must touch your city", ())
    assert city.judge(4, 0, 0) == (1, None, ())     # (4,0) touches tile 7 at (3,0)
    assert city.check(2, 0, 0) == city.judge(2, 0, 0)[:2]


def test_legal_placements_cache_is_a_tuple_a_copy_can_share(data):
    city = start_city(data)
    offered = city.legal_placements()
    assert isinstance(offered, tuple) and list(offered) == brute_force(city)
    twin = city.copy()
    assert twin.legal_placements() is offered       # shared, not recomputed
    q, r, rot = offered[0]
    twin.place(tile(7), q, r, rot, twin.check(q, r, rot)[0])
    assert twin.legal_placements() != offered
    assert city.legal_placements() is offered and list(offered) == brute_force(city)


# -- offered set == brute force ----------------------------------------------------------------

def brute_force(city):
    """Every (q, r, rotation) in a wide box, judged directly from AK-6's words."""
    cells = city.cells
    qs = [q for q, _ in cells] or [0]
    rs = [r for _, r in cells] or [0]
    out = []
    for q in range(min(qs) - 4, max(qs) + 5):
        for r in range(min(rs) - 4, max(rs) + 5):
            for rot in range(6):
                pos = placement_hexes(None, q, r, rot)
                under = [cells.get(p) for p in pos]
                if all(u is None for u in under):
                    if any(n in cells for p in pos for n in neighbours(*p)):
                        out.append((q, r, rot))
                elif all(u is not None for u in under):
                    if len({u.level for u in under}) == 1 and len({u.tile_id for u in under}) >= 2:
                        out.append((q, r, rot))
    return sorted(out)


def random_city(data, seed, n):
    rng = Rng(seed)
    city = start_city(data)
    ids = list(data.tiles)
    for k in range(n):
        places = city.legal_placements()
        # favour raised placements so stacks of several levels appear
        raised = [p for p in places if (p[0], p[1]) in city.cells]
        q, r, rot = rng.choice(raised if raised and rng.randrange(2) else places)
        level, reason = city.check(q, r, rot)
        assert reason is None
        city.place(data.tiles[rng.choice(ids)], q, r, rot, level)
    return city


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2**32), st.integers(0, 9))
def test_ak6_offered_placements_equal_brute_force(data, seed, n):
    city = random_city(data, seed, n)
    offered = city.legal_placements()
    assert list(offered) == brute_force(city)
    offered_set = set(offered)
    qs = [q for q, _ in city.cells]
    rs = [r for _, r in city.cells]
    for q in range(min(qs) - 3, max(qs) + 4):
        for r in range(min(rs) - 3, max(rs) + 4):
            for rot in range(6):
                level, reason = city.check(q, r, rot)
                assert (reason is None) == ((q, r, rot) in offered_set)
                assert (level is None) == (reason is not None)


def test_random_cities_reach_level_3(data):
    assert max(random_city(data, s, 12).max_level for s in range(10)) >= 3


@settings(max_examples=40)
@given(st.integers(-20, 20), st.integers(-20, 20), st.integers(0, 5))
def test_ak1_six_turns_of_a_tile_return_it_to_its_start(q, r, rot):
    from game.core.hexgrid import rotate
    hexes = placement_hexes(None, q, r, rot)
    turned = hexes
    for k in range(6):
        turned = tuple(rotate(h, (q, r), 1) for h in turned)
        assert turned == placement_hexes(None, q, r, (rot + k + 1) % 6)
    assert turned == hexes


def test_ak6_raised_placement_deep_inside_the_city_is_offered(data):
    # found by the property test: (3, 0) is built and every position around it too
    city = random_city(data, 38646869, 7)
    assert {(3, 0, 0), (3, 0, 1), (3, 0, 4)} <= set(city.legal_placements())
    assert list(city.legal_placements()) == brute_force(city)


def test_ak1_tile_hexes_run_clockwise_from_above_in_every_turn():
    # Screen position of a pointy-top hex, each axis scaled by a positive factor (which keeps
    # the turning sense): x ~ 2q + r, y ~ 3r with y growing downwards.  With y down, a positive
    # cross product means clockwise on screen.  A mirrored (flipped) tile would give < 0.
    for shape in SHAPES:
        (ax, ay), (bx, by), (cx, cy) = [(2 * q + r, 3 * r) for q, r in shape]
        assert (bx - ax) * (cy - ay) - (by - ay) * (cx - ax) > 0


def test_ak1_letters_land_in_order_on_the_turned_tile():
    # rotation 3 at (0,0): first hex (0,0), then west (-1,0), then north-west (0,-1): going
    # lower right -> lower left -> top around the common corner, i.e. clockwise on screen
    city = City()
    city.place(tile(8, "hmG"), 0, 0, 3, 1)
    assert city.cells == {(0, 0): ("district", "blue", 1, 8),
                          (-1, 0): ("district", "yellow", 1, 8),
                          (0, -1): ("plaza", "green", 1, 8)}


def test_ak6_raised_tile_over_three_quarries_of_two_tiles_gains_three_stones(data):
    from game.core.akropolis import Place, new_game
    s = new_game(data, 2, seed=6)
    seat = s.current_seat
    city = s.cities[seat]
    # a ground tile qqm at (0,1): quarries (0,1), (1,1), market (0,2); it touches the start
    city.place(tile(31, "qqm"), 0, 1, 0, 1)
    # rotation 1 at (1,0): (1,0) start quarry (tile 0), (1,1) and (0,1) quarries of tile 31
    assert placement_hexes(None, 1, 0, 1) == ((1, 0), (1, 1), (0, 1))
    assert city.check(1, 0, 1) == (2, None)
    before, other = s.stones[seat], s.stones[1 - seat]
    s.apply(Place(0, 1, 0, 1))
    assert s.stones[seat] == before + 3 and s.stones[1 - seat] == other
    assert {"type": "stones", "seat": seat, "gained": 3} in [e.to_dict() for e in s.events]
    assert all(s.cities[seat].height(*p) == 2 for p in ((1, 0), (1, 1), (0, 1)))
    assert s.cities[seat].height(0, 2) == 1
