"""AK-7 scoring and AK-8 variants, with values worked out by hand."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.akropolis import scoring
from game.core.akropolis.scoring import ScoringRules, analyse, ledger
from game.core.akropolis.data import VARIANTS
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


# -- more hand-worked cases ------------------------------------------------------------------

def test_ak7_barracks_by_a_two_hex_hole_is_not_on_the_edge_but_a_bay_is(cells):
    # ring 1 and ring 2 around (0,0), with (0,0) and (1,0) left empty: a two-hex hole.
    spec = {p: "q" for p in ring((0, 0), 1) + ring((0, 0), 2) if p != (1, 0)}
    spec.update({(1, -1): "b", (-2, 2): "B"})
    c = cells(spec)
    assert analyse(c, PLAIN)[(1, -1)] == (0, "not on the edge")
    # open the ring at (2, 0): the hole becomes a bay reaching the outside
    del c[(2, 0)]
    assert analyse(c, PLAIN)[(1, -1)] == (1, None)


def test_ak7_houses_connect_across_levels(cells):
    # (0,0) level 3 and (1,0) level 1 touch by an edge: one group of 2 worth 4, beating the
    # separate pair at (5,0)-(6,0) worth 2
    c = cells({(0, 0): "h3", (1, 0): "h1", (5, 0): "h1", (6, 0): "h1", (9, 9): "H"})
    assert ledger(c, 0, PLAIN)["blue"] == {"value": 4, "stars": 1, "points": 4}


def test_ak7_temple_with_five_built_neighbours_does_not_score(cells):
    around = {p: "q" for p in ring((0, 0), 1) if p != (0, 1)}
    c = cells(around | {(0, 0): "t3", (9, 9): "T"})
    assert analyse(c, PLAIN)[(0, 0)] == (0, "not surrounded")
    assert ledger(c, 0, rules("temples"))["purple"]["points"] == 0


def test_ak7_a_plaza_covered_by_a_district_gives_no_stars(cells):
    c = cells({(0, 0): "g1", (1, 0): "G1"})
    assert ledger(c, 0, PLAIN)["green"]["points"] == 3
    c[(1, 0)] = c[(1, 0)]._replace(kind="district", color="blue", level=2)  # covered
    assert ledger(c, 0, PLAIN)["green"] == {"value": 1, "stars": 0, "points": 0}


def test_ak8_market_by_a_plaza_but_also_by_a_market_scores_nothing(cells):
    c = cells({(0, 0): "m1", (1, 0): "M1", (-1, 0): "m1"})
    assert ledger(c, 0, rules("markets"))["yellow"] == {"value": 0, "stars": 2, "points": 0}


def test_ak8_barracks_by_a_lake_does_not_count_it_as_outside(cells):
    # (1,0) on ring 1 has the hole (0,0) and no other empty neighbour: still not on the edge,
    # and the variant does not double what does not score
    c = ring_city(cells, {(1, 0): "b3", (-2, 2): "B"})
    assert ledger(c, 0, rules("barracks"))["red"]["value"] == 0


# -- a direct reading of AK-7/AK-8, checked against the implementation ------------------------

def reference_total(cells, variants, stones):
    """AK-7 and AK-8 read literally, slowly: 'outside' = an empty path to a position farther
    from (0,0) than any built one (no bounding box)."""
    from game.core.hexgrid import distance, neighbours
    far = max(distance(p, (0, 0)) for p in cells) + 1

    def outside(p):
        if p in cells:
            return False
        seen, todo = {p}, [p]
        while todo:
            x = todo.pop()
            if distance(x, (0, 0)) >= far:
                return True
            for n in neighbours(*x):
                if n not in cells and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return False

    def is_(p, kind, color):
        return p in cells and cells[p].kind == kind and cells[p].color == color

    value = dict.fromkeys(scoring.AK1_STARS, 0)
    stars = dict.fromkeys(scoring.AK1_STARS, 0)
    for p, c in cells.items():
        if c.kind == "plaza":
            stars[c.color] += scoring.AK1_STARS[c.color]
    left = {p for p in cells if is_(p, "district", "blue")}
    groups = []
    while left:
        group, todo = set(), [left.pop()]
        while todo:
            x = todo.pop()
            group.add(x)
            for n in neighbours(*x):
                if n in left:
                    left.discard(n)
                    todo.append(n)
        groups.append((len(group), sum(cells[p].level for p in group)))
    if groups:
        value["blue"] = max(groups)[1] * (2 if "houses" in variants and max(groups)[1] >= 10 else 1)
    for p, c in cells.items():
        if c.kind != "district" or c.color == "blue":
            continue
        ns, v = neighbours(*p), c.level
        if c.color == "yellow":
            if any(is_(n, "district", "yellow") for n in ns):
                continue
            if "markets" in variants and any(is_(n, "plaza", "yellow") for n in ns):
                v *= 2
        elif c.color == "red":
            k = sum(outside(n) for n in ns)
            if k == 0:
                continue
            if "barracks" in variants and k >= 3:
                v *= 2
        elif c.color == "purple":
            if not all(n in cells for n in ns):
                continue
            if "temples" in variants and c.level >= 2:
                v *= 2
        elif "gardens" in variants and any(n not in cells and not outside(n) for n in ns):
            v *= 2
        value[c.color] += v
    return sum(value[k] * stars[k] for k in value) + stones


_AREA = [p for k in range(4) for p in ring((0, 0), k)]  # 37 positions
_HEX = st.one_of(st.none(), st.tuples(st.sampled_from("qqhhhmmbbtgHMBTG"), st.integers(1, 3)))


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # `cells` is stateless
@given(st.lists(_HEX, min_size=len(_AREA), max_size=len(_AREA)), st.sets(st.sampled_from(VARIANTS)),
       st.integers(0, 5))
def test_ak7_ak8_scoring_equals_a_literal_reading_of_the_rulings(cells, hexes, variants, stones):
    spec = {p: f"{h[0]}{h[1]}" for p, h in zip(_AREA, hexes) if h is not None}
    if not spec:
        return
    c = cells(spec)
    assert ledger(c, stones, rules(*variants))["total"] == reference_total(c, variants, stones)
