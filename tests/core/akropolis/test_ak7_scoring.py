"""AK-7 scoring and AK-8 variants, with values worked out by hand."""

import pytest

from game.core.akropolis import scoring
from game.core.akropolis.scoring import ScoringRules, analyse, ledger
from game.core.hexgrid import ring

PLAIN = ScoringRules()


def rules(*variants):
    return ScoringRules(variants=frozenset(variants))


def ring_city(cells, overrides):
    """Rings 1 and 2 around an empty hole at (0, 0), all quarries at level 1, then overrides."""
    spec = {p: "q" for p in ring((0, 0), 1) + ring((0, 0), 2)}
    spec.update(overrides)
    return cells(spec)


def test_ak7_houses_largest_group_by_count_beats_value(cells):
    c = cells({(0, 0): "h1", (1, 0): "h1", (2, 0): "h1",     # 3 hexes, value 3
               (0, 2): "h3", (1, 2): "h3",                   # 2 hexes, value 6
               (5, 5): "H"})
    led = ledger(c, 0, PLAIN)
    assert led["blue"] == {"value": 3, "stars": 1, "points": 3}
    assert analyse(c, PLAIN)[(0, 2)] == (0, "not in the largest group")


@pytest.mark.parametrize("order", [0, 1, 2, 3])
def test_ak7_houses_equal_groups_the_one_worth_more_whatever_the_build_order(cells, order):
    a = [((0, 0), "h1"), ((1, 0), "h1")]          # value 2
    b = [((0, 2), "h2"), ((1, 2), "h1")]          # value 3
    items = [a + b, b + a, list(reversed(a + b)), list(reversed(b + a))][order]
    c = cells(dict(items + [((5, 5), "H")]))
    assert ledger(c, 0, PLAIN)["blue"] == {"value": 3, "stars": 1, "points": 3}


def test_ak7_barracks_whose_only_empty_neighbour_is_an_enclosed_hole_does_not_score(cells):
    c = ring_city(cells, {(1, 0): "b", (2, 0): "b", (-2, 2): "B"})
    status = analyse(c, PLAIN)
    assert status[(1, 0)] == (0, "not on the edge")     # only empty neighbour is the hole
    assert status[(2, 0)] == (1, None)                  # on the edge
    assert ledger(c, 0, PLAIN)["red"] == {"value": 1, "stars": 2, "points": 2}


def test_ak7_temple_surrounded_by_hexes_at_mixed_heights_scores(cells):
    c = cells({(0, 0): "t2", (1, 0): "q1", (1, -1): "h2", (0, -1): "q3", (-1, 0): "m1",
               (-1, 1): "q2", (0, 1): "T1", (5, 5): "t1"})
    status = analyse(c, PLAIN)
    assert status[(0, 0)] == (2, None)
    assert status[(5, 5)] == (0, "not surrounded")
    assert ledger(c, 0, PLAIN)["purple"] == {"value": 2, "stars": 2, "points": 4}


def test_ak7_two_touching_markets_score_nothing_a_market_by_a_market_plaza_scores(cells):
    c = cells({(0, 0): "m1", (1, 0): "m1", (5, 0): "m2", (6, 0): "M1"})
    status = analyse(c, PLAIN)
    assert status[(0, 0)] == (0, "touches a market") and status[(1, 0)][0] == 0
    assert status[(5, 0)] == (2, None)
    assert ledger(c, 0, PLAIN)["yellow"] == {"value": 2, "stars": 2, "points": 4}


def test_ak7_colour_with_no_plaza_scores_zero(cells):
    c = cells({(0, 0): "g2", (1, 0): "g1", (3, 0): "H"})
    led = ledger(c, 0, PLAIN)
    assert led["green"] == {"value": 3, "stars": 0, "points": 0}
    assert led["total"] == 0


def test_ak7_gardens_always_score_and_stars_add_up_without_height(cells):
    # two green plazas, one raised: 3 + 3 stars (height adds none); gardens 1 + 3 = 4
    c = cells({(0, 0): "g1", (4, 0): "g3", (8, 0): "G1", (9, 0): "G2"})
    assert ledger(c, 0, PLAIN)["green"] == {"value": 4, "stars": 6, "points": 24}


def test_ak7_stones_one_point_each_and_total(cells):
    c = cells({(0, 0): "H", (1, 0): "h2", (3, 3): "g1", (4, 3): "G"})
    led = ledger(c, 4, PLAIN)
    assert led["stones"] == 4
    assert led["total"] == 2 * 1 + 1 * 3 + 4


def test_ak7_rulebook_example_seven_times_three_is_21(cells):
    c = cells({(0, 0): "h3", (1, 0): "h2", (2, 0): "h2", (5, 5): "H", (7, 5): "H", (9, 5): "H"})
    assert ledger(c, 0, PLAIN)["blue"] == {"value": 7, "stars": 3, "points": 21}


# -- AK-8 variants ---------------------------------------------------------------------------

def test_ak8_houses_group_doubled_at_value_10(cells):
    ten = cells({(i, 0): "h2" for i in range(5)} | {(9, 9): "H"})
    nine = cells({(i, 0): ("h2" if i else "h1") for i in range(5)} | {(9, 9): "H"})
    assert ledger(ten, 0, rules("houses"))["blue"]["value"] == 20
    assert ledger(ten, 0, PLAIN)["blue"]["value"] == 10
    assert ledger(nine, 0, rules("houses"))["blue"]["value"] == 9


def test_ak8_markets_doubled_next_to_a_market_plaza(cells):
    c = cells({(5, 0): "m2", (6, 0): "M1", (0, 0): "m1"})
    assert ledger(c, 0, rules("markets"))["yellow"] == {"value": 4 + 1, "stars": 2, "points": 10}
    assert ledger(c, 0, PLAIN)["yellow"]["value"] == 3


def test_ak8_barracks_doubled_with_three_outside_empty_neighbours(cells):
    # (2,0) is a corner of ring 2: 3 outside neighbours; (2,-1) an edge hex: 2
    c = ring_city(cells, {(2, 0): "b", (2, -1): "b", (-2, 2): "B"})
    assert ledger(c, 0, PLAIN)["red"] == {"value": 2, "stars": 2, "points": 4}
    assert ledger(c, 0, rules("barracks"))["red"] == {"value": 3, "stars": 2, "points": 6}


def test_ak8_temples_doubled_above_the_ground(cells):
    around = {p: "q" for p in ring((0, 0), 1)}
    c2 = cells(around | {(0, 0): "t2", (9, 9): "T"})
    c1 = cells(around | {(0, 0): "t1", (9, 9): "T"})
    assert ledger(c2, 0, rules("temples"))["purple"]["value"] == 4
    assert ledger(c1, 0, rules("temples"))["purple"]["value"] == 1


def test_ak8_gardens_doubled_touching_a_lake(cells):
    c = ring_city(cells, {(0, 1): "g", (0, 2): "g", (-2, 0): "G"})
    assert ledger(c, 0, PLAIN)["green"] == {"value": 2, "stars": 3, "points": 6}
    assert ledger(c, 0, rules("gardens"))["green"] == {"value": 3, "stars": 3, "points": 9}


def test_outside_empty_flood_fill_leaves_the_hole_out(cells):
    c = ring_city(cells, {})
    out = scoring.outside_empty(c)
    assert (0, 0) not in out and (3, 0) in out and (0, 3) in out


def test_stars_table_fallback_equals_the_tile_file(data):
    assert scoring.AK1_STARS == data.stars
    default = ScoringRules()
    from_file = ScoringRules.from_data(data)
    assert default == from_file
