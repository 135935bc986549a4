"""The 20 Architectural Challenges (AK-15): for each, a hand-built placement that completes it
and a near miss that does not (pantheon_challenges.met, read as RULES.md "Pantheon: challenges
and scenarios" writes).

Cities are written as {(q, r): "h2"}: the letter of akropolis-data.md (h house, m market, b
barracks, t temple, g garden districts; capitals are plazas; q quarry) and the level.
Directions: E (1, 0), NE (1, -1), NW (0, -1), W (-1, 0), SW (-1, 1), SE (0, 1).
"""

import random

import pytest

from game.core.akropolis import pantheon_challenges as pc
from game.core.hexgrid import ring
from game.games import new_state


def _ring(centre, level=1, skip=()):
    return {p: f"q{level}" for p in ring(centre, 1) if p not in skip}


def play(cells, before, placed):
    """(before cells, after cells, placed positions): ``placed`` laid over ``before``
    (``cells``: the conftest fixture building Cells from letters)."""
    b = cells(before)
    a = dict(b)
    a.update(cells(placed))
    return b, a, tuple(placed)


# id -> ((before, placed) that completes it, (before, placed) that narrowly does not)
T = ((1, 0), (2, 0), (1, 1))          # a ground triangle east of (0, 0)
CASES = {
    # two houses (0,0),(1,0) lack only (0,1) and (1,1); the tile fills both
    "neighbourhood": (
        ({(0, 0): "h", (1, 0): "h", (1, -1): "q", (0, -1): "q", (-1, 0): "q", (-1, 1): "q",
          (2, 0): "q", (2, -1): "q"}, {(0, 1): "h", (1, 1): "q", (0, 2): "q"}),
        # the same two houses surrounded, but by a tile without a house
        ({(0, 0): "h", (1, 0): "h", (1, -1): "q", (0, -1): "q", (-1, 0): "q", (-1, 1): "q",
          (2, 0): "q", (2, -1): "q"}, {(0, 1): "m", (1, 1): "q", (0, 2): "q"})),
    "patrician-villa": (
        ({(0, 0): "h2", (1, 0): "q", (2, 0): "q", (1, 1): "q"},
         {(1, 0): "h2", (2, 0): "q2", (1, 1): "q2"}),
        ({(0, 0): "h1", (1, 0): "q", (2, 0): "q", (1, 1): "q"},      # the neighbour is low
         {(1, 0): "h2", (2, 0): "q2", (1, 1): "q2"})),
    # (0,0) touches (1,0), (1,-1), (0,-1), (-1,0): four houses
    "population-expansion": (
        ({(1, 0): "h", (1, -1): "h", (0, -1): "h", (-1, 0): "h"},
         {(0, 0): "h", (-1, 1): "q", (0, 1): "q"}),
        ({(1, 0): "h", (1, -1): "h", (0, -1): "h", (-1, 0): "m"},     # only three
         {(0, 0): "h", (-1, 1): "q", (0, 1): "q"})),
    # a raised house at (1,0) between the lower houses (0,0) and (2,0), apart before
    "residential-area": (
        ({(0, 0): "h", (2, 0): "h", (1, 0): "q", (1, -1): "q", (2, -1): "q"},
         {(1, 0): "h2", (1, -1): "q2", (2, -1): "q2"}),
        # a house under (1,0) already connected them
        ({(0, 0): "h", (2, 0): "h", (1, 0): "h", (1, -1): "q", (2, -1): "q"},
         {(1, 0): "h2", (1, -1): "q2", (2, -1): "q2"})),
    "suburb": (
        ({(0, 0): "h", (1, 0): "h", (2, 0): "h"}, {(3, 0): "h", (3, -1): "q", (4, -1): "q"}),
        ({(0, 0): "h", (1, 0): "h", (2, 0): "m"},                     # 2 + 1, not connected
         {(3, 0): "h", (3, -1): "q", (4, -1): "q"})),
    "bastion": (
        ({(0, 0): "b", (0, 1): "q"}, {(1, 0): "b", (2, 0): "q", (1, 1): "q"}),
        ({(0, 0): "q", (-1, 0): "b"}, {(1, 0): "b", (2, 0): "q", (1, 1): "q"})),  # not next
    # (1,0) joins (0,0) and (2,0)
    "garrison": (
        ({(0, 0): "b", (2, 0): "b"}, {(1, 0): "b", (1, -1): "q", (2, -1): "q"}),
        # already joined through (0,1) and (1,1)
        ({(0, 0): "b", (2, 0): "b", (0, 1): "b", (1, 1): "b"},
         {(1, 0): "b", (1, -1): "q", (2, -1): "q"})),
    # rings 1 and 2 around a hole at (0,0); a raised barracks at (2,0) reaches the outside
    "lookout-tower": (
        ({**{p: "q" for p in ring((0, 0), 1) + ring((0, 0), 2)}},
         {(1, 0): "q2", (2, 0): "b2", (1, 1): "q2"}),
        # raised at (1,0): its one empty neighbour is the hole, not the edge
        ({**{p: "q" for p in ring((0, 0), 1) + ring((0, 0), 2)}},
         {(1, 0): "b2", (2, 0): "q2", (1, 1): "q2"})),
    "uprising": (
        ({(0, 0): "b", (1, 0): "q", (2, 0): "b", (3, 0): "q", (4, 0): "b", (5, 0): "q"},
         {(6, 0): "b", (6, -1): "q", (7, -1): "q"}),
        ({(0, 0): "b", (1, 0): "q", (2, 0): "m", (3, 0): "q", (4, 0): "b", (5, 0): "q"},
         {(6, 0): "b", (6, -1): "q", (7, -1): "q"})),                 # three
    "bustling-trade": (
        ({(0, 0): "m", (1, 0): "q", (2, 0): "m", (3, 0): "q", (4, 0): "m", (5, 0): "q",
          (6, 0): "m"}, {(7, 0): "q", (8, 0): "m", (8, -1): "q"}),
        ({(0, 0): "m", (1, 0): "q", (2, 0): "m", (3, 0): "q", (4, 0): "m", (5, 0): "q",
          (6, 0): "m"}, {(7, 0): "m", (8, 0): "q", (8, -1): "q"})),  # (7,0) touches (6,0)
    "foreign-trade": (
        ({(0, 0): "m", (1, 0): "q"}, {(2, 0): "m", (2, -1): "q", (3, -1): "q"}),
        # (2,-1) is two steps from (0,0) but not in a straight line
        ({(0, 0): "m", (1, 0): "q"}, {(2, 0): "q", (2, -1): "m", (3, -1): "q"})),
    "market-stall": (
        ({(0, 0): "m", **_ring((0, 0), skip=[(0, 1)])}, {(0, 1): "q", (1, 1): "q", (0, 2): "q"}),
        ({(0, 0): "m", **_ring((0, 0), skip=[(0, 1), (-1, 1)])},      # (-1,1) still empty
         {(0, 1): "q", (1, 1): "q", (0, 2): "q"})),
    "rare-commodities": (
        ({(0, 0): "m2", (2, 0): "q", (2, -1): "q", (3, -1): "q"},
         {(2, 0): "m2", (2, -1): "q2", (3, -1): "q2"}),
        ({(0, 0): "m1", (2, 0): "q", (2, -1): "q", (3, -1): "q"},     # the other is low
         {(2, 0): "m2", (2, -1): "q2", (3, -1): "q2"})),
    "grand-temple": (
        ({(0, 0): "t", (2, 0): "t"}, {(1, 0): "t", (1, -1): "q", (2, -1): "q"}),
        ({(0, 0): "t", (2, 0): "g"}, {(1, 0): "t", (1, -1): "q", (2, -1): "q"})),  # one only
    "oracle": (
        ({(0, 0): "q", **_ring((0, 0))}, {(0, 0): "t2", (1, 0): "q2", (0, 1): "q2"}),
        ({(0, 0): "q", **_ring((0, 0), skip=[(-1, 0)])},              # (-1,0) empty
         {(0, 0): "t2", (1, 0): "q2", (0, 1): "q2"})),
    # temples at (0,0) and (3,0) surrounded; the tile closes (6,0)'s ring
    "religious-fervour": (
        ({(0, 0): "t", (3, 0): "t", (6, 0): "t", **_ring((0, 0)), **_ring((3, 0)),
          **_ring((6, 0), skip=[(6, 1)])}, {(6, 1): "q", (7, 1): "q", (6, 2): "q"}),
        ({(0, 0): "t", (3, 0): "t", (6, 0): "t", **_ring((0, 0)),
          **_ring((3, 0), skip=[(4, -1)]), **_ring((6, 0), skip=[(6, 1)])},
         {(6, 1): "q", (7, 1): "q", (6, 2): "q"})),                  # (3,0) still open
    "ritual": (
        ({(0, 0): "t", **_ring((0, 0), skip=[(0, 1)])}, {(0, 1): "t", (1, 1): "q", (0, 2): "q"}),
        ({(0, 0): "t", **_ring((0, 0), skip=[(0, 1)])},               # no temple placed
         {(0, 1): "q", (1, 1): "q", (0, 2): "q"})),
    "gods-promenade": (
        ({(0, 0): "g"}, {(1, 0): "g", (2, 0): "q", (1, 1): "q"}),
        ({(0, 0): "g"}, {(1, 0): "q", (2, 0): "g", (1, 1): "q"})),   # (2,0) is not next to it
    "orchard": (
        ({(0, 0): "g", **_ring((0, 0), skip=[(0, 1)])}, {(0, 1): "q", (1, 1): "q", (0, 2): "q"}),
        ({(0, 0): "G", **_ring((0, 0), skip=[(0, 1)])},               # a plaza, not a garden
         {(0, 1): "q", (1, 1): "q", (0, 2): "q"})),
    "sacred-grove": (
        ({(1, 0): "q", (2, 0): "q", (1, 1): "q"}, {(1, 0): "g2", (2, 0): "q2", (1, 1): "q2"}),
        ({(1, 0): "q", (2, 0): "q", (1, 1): "q"}, {(1, 0): "G2", (2, 0): "q2", (1, 1): "q2"})),
}


def test_every_challenge_of_the_data_has_a_case(data):
    assert sorted(CASES) == sorted(c.id for c in data.pantheon.challenges)


@pytest.mark.parametrize("cid", sorted(CASES))
def test_challenge_completes(data, cells, cid):
    b, a, placed = play(cells, *CASES[cid][0])
    assert pc.met(cid, b, a, placed)
    assert pc.met(data.pantheon.challenge(cid), b, a, placed)    # by its def as well
    hexes = pc.match(cid, b, a, placed)
    assert hexes and all(p in a for p in hexes)


@pytest.mark.parametrize("cid", sorted(CASES))
def test_challenge_near_miss_does_not_complete(data, cells, cid):
    b, a, placed = play(cells, *CASES[cid][1])
    assert not pc.met(cid, b, a, placed)
    assert pc.match(cid, b, a, placed) is None


def test_a_layout_already_there_needs_the_placement_to_take_part(cells):
    # four barracks on the edge before; the tile adds only quarries: not this placement's
    b, a, placed = play(cells, {(0, 0): "b", (1, 0): "b", (2, 0): "b", (3, 0): "b"},
                        {(0, 1): "q", (1, 1): "q", (0, 2): "q"})
    assert not pc.met("uprising", b, a, placed)
    # a fifth barracks on the edge does take part
    b, a, placed = play(cells, {(0, 0): "b", (1, 0): "b", (2, 0): "b", (3, 0): "b"},
                        {(0, 1): "b", (1, 1): "q", (0, 2): "q"})
    assert pc.met("uprising", b, a, placed)


def test_a_temple_surrounded_before_does_not_become_surrounded_again(cells):
    b, a, placed = play(cells, {(0, 0): "t", **_ring((0, 0))},
                        {(2, 0): "t", (2, -1): "q", (3, -1): "q"})
    assert not pc.met("ritual", b, a, placed)
    assert not pc.met("market-stall", b, a, placed)


def test_covering_a_market_can_leave_five_markets_alone(cells):
    # the market (7,0) touched (6,0) and (8,0); a tile of quarries covers it at level 2,
    # leaving (0,0), (2,0), (4,0), (6,0), (8,0) alone
    before = {(0, 0): "m", (1, 0): "q", (2, 0): "m", (3, 0): "q", (4, 0): "m", (5, 0): "q",
              (6, 0): "m", (7, 0): "m", (8, 0): "m", (7, -1): "q", (8, -1): "q"}
    b, a, placed = play(cells, before, {(7, 0): "q2", (7, -1): "q2", (8, -1): "q2"})
    assert not pc.met("bustling-trade", b, b, ())
    assert pc.met("bustling-trade", b, a, placed)


def test_completed_lists_every_challenge_one_placement_completes(data, cells):
    # a raised garden next to another garden: Sacred Grove and Gods' Promenade
    b, a, placed = play(cells, {(0, 0): "g2", (1, 0): "q", (2, 0): "q", (1, 1): "q"},
                        {(1, 0): "g2", (2, 0): "q2", (1, 1): "q2"})
    ids = [c.id for c in data.pantheon.challenges]
    assert pc.completed(ids, b, a, placed) == ("gods-promenade", "sacred-grove")


def test_unknown_challenge_is_refused():
    with pytest.raises(KeyError, match="no Architectural Challenge 'colossus'"):
        pc.met("colossus", {}, {}, ())


def test_checkers_on_played_cities_leave_them_alone_and_agree_with_the_citys_lakes(data):
    """Seeded random two-player games: every placement checked against the 20 challenges, with
    and without the City's own lakes handed in; neither city dict changes."""
    ids = [c.id for c in data.pantheon.challenges]
    seen = set()
    for seed in range(3):
        st = new_state("akropolis", 2, seed)
        rnd = random.Random(seed)
        while not st.terminal:
            city = st.cities[st.current_seat]
            before = dict(city.cells)
            st.apply(rnd.choice(st.legal_actions()))
            after = dict(city.cells)
            placed = [p for p in after if before.get(p) != after[p]]
            kept = (dict(before), dict(after))
            got = pc.completed(ids, before, after, placed)
            assert got == pc.completed(ids, before, after, placed, lakes=city.lakes())
            assert got == tuple(i for i in ids if pc.met(i, before, after, placed))
            assert (before, after) == kept
            seen.update(got)
    assert len(seen) >= 5          # random cities do complete several kinds
