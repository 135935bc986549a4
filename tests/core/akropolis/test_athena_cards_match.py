"""The layout matcher (AK-11, AK-11b): for every Construction card a city written out by hand
that shows its layout and a near-miss that does not, each tried in the six rotations of the
grid (``hexgrid.rotate`` about (0, 0)) and moved away from the origin; the readings of
RULES.md "Athena: the Construction cards".

Cities use the data sheet's letters (as conftest.make_cells): q quarry; h house, m market,
b barracks, t temple, g garden; capitals the plazas of that colour; a digit is the level.
"""

import pytest

from game.core.akropolis import athena_cards
from game.core.akropolis.city import Cell
from game.core.akropolis.data import LETTERS
from game.core.hexgrid import rotate


E, NE, NW, W, SW, SE = (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)
RING = (E, NE, NW, W, SW, SE)


def ring(letters, centre=(0, 0)):
    """The six neighbours of ``centre`` in DIRECTIONS order, given ``letters`` in that order."""
    return {(centre[0] + d[0], centre[1] + d[1]): v for d, v in zip(RING, letters)}


def dual(color, color2, level=1):
    """A dual district Mini-tile hex (AK-12), its first colour on sides 0, 1, 2."""
    return Cell("dual", color, level, 1000, color2, (0, 1, 2))


def cells_of(spec):
    """{(q, r): "h2" or a Cell} -> {(q, r): Cell}: a letter and its level (default 1), each
    hex its own tile id; Cells (duals) kept as they are."""
    out = {}
    for i, (p, v) in enumerate(sorted(spec.items()), start=1):
        if isinstance(v, Cell):
            out[p] = v
        else:
            kind, color = LETTERS[v[0]]
            out[p] = Cell(kind, color, int(v[1:] or 1), 100 + i)
    return out


#: card id -> (city showing the layout, the hexes a match must give, near-miss city, stones)
CASES = {
    "agora": (
        {(0, 0): "H", (1, 0): "M", (2, 0): "B", (0, 1): "T", (5, -2): "G", (1, 1): "q"},
        [(0, 0), (1, 0), (2, 0), (0, 1), (5, -2)],
        # a green garden is not a green plaza; a second blue plaza is no fifth colour
        {(0, 0): "H", (1, 0): "M", (2, 0): "B", (0, 1): "T", (5, -2): "g", (3, 3): "H"}),
    "city-market": (
        # the centre may be empty (RULES.md)
        {(1, 0): "m", (0, -1): "m", (-1, 1): "m", (2, 0): "q"},
        [(1, 0), (0, -1), (-1, 1)],
        # a market plaza is not a market
        {(1, 0): "m", (0, -1): "m", (-1, 1): "M", (0, 0): "h"}),
    "district-center": (
        {(0, 0): "H", **ring(("q2", "h2", "M3", "b2", "t4", "q2"))},
        [(0, 0), *ring("xxxxxx")],
        # one neighbour on the plaza's own level is not higher
        {(0, 0): "H2", **ring(("q3", "h3", "M3", "b2", "t4", "q3"))}),
    "fortress": (
        {(0, 0): "B", (1, 0): "b", (0, -1): "b", (-1, 0): "h"},
        [(0, 0), (1, 0), (0, -1)],
        # barracks on opposite sides (two sides between) and on neighbouring sides (none)
        {(0, 0): "B", (1, 0): "b", (-1, 0): "b", (5, 0): "B", (6, 0): "b", (6, -1): "b"}),
    "guard-tower": (
        # the two barracks need not touch
        {(0, 0): "b2", (4, -1): "b3", (1, 0): "q"},
        [(0, 0), (4, -1)],
        # a ground barracks, and a red plaza up high is no barracks
        {(0, 0): "b2", (4, -1): "b", (2, 2): "B3"}),
    "hanging-gardens": (
        {(0, 0): "g", (1, 0): "g2", (2, 0): "q"},
        [(0, 0), (1, 0)],
        # adjacent gardens on one level; the lower garden is two steps away
        {(0, 0): "g2", (1, 0): "g2", (3, 0): "g"}),
    "housing": (
        {(0, 0): "q", **ring("hhhhhh")},
        [(0, 0), *ring("xxxxxx")],
        # the centre must be built
        {**ring("hhhhhh"), (2, 0): "q"}),
    "luxury-goods": (
        {(0, 0): "M3", (1, 0): "q3"},
        [(0, 0)],
        # a yellow plaza on level 2, a market on level 3
        {(0, 0): "M2", (1, 0): "m3"}),
    "main-street": (
        {(0, 0): "h", (1, 0): "m", (2, 0): "b", (3, 0): "t", (4, 0): "g", (2, 1): "h"},
        [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)],
        # five districts in a line with two houses; the garden off the line
        {(0, 0): "h", (1, 0): "m", (2, 0): "b", (3, 0): "t", (4, 0): "h", (2, 1): "g"}),
    "oasis": (
        {(0, 0): "g", **ring(("q", "H", "t3", "m", "g", "b2"))},
        [(0, 0), *ring("xxxxxx")],
        # one neighbour empty
        {(0, 0): "g", **ring(("q", "H", "t3", "m", "g", "b2")), (0, 1): None}),
    "pantheon": (
        {(0, 0): "t", (1, 0): "H", (0, -1): "G", (-1, 1): "T", (-1, 0): "h"},
        [(0, 0), (1, 0), (0, -1), (-1, 1)],
        # plazas on sides 0, 1 and 3 (not alternate), a temple plaza in the middle of
        # alternate plazas
        {(0, 0): "t", (1, 0): "H", (1, -1): "G", (-1, 0): "T",
         (5, 0): "T", (6, 0): "B", (5, -1): "M", (4, 1): "H"}),
    "parkland": (
        {(0, 0): "g", (1, 0): "G", (2, 0): "q"},
        [(0, 0), (1, 0)],
        # the green plaza two steps from the garden; a garden plaza next to a blue plaza
        {(0, 0): "g", (1, 0): "q", (2, 0): "G", (4, 0): "H"}),
    "pilgrims-stairs": (
        {(0, 0): "T3", (1, 0): "q2", (2, 0): "h", (0, 1): "t3"},
        [(0, 0), (1, 0), (2, 0)],
        # the second hex level with the first; a turn instead of a straight line
        {(0, 0): "T3", (1, 0): "q2", (2, 0): "h2", (1, 1): "h", (-1, 0): "m"}),
    "rampart": (
        {(0, 0): "b", (1, 0): "b2", (2, 0): "b", (1, 1): "q"},
        [(0, 0), (1, 0), (2, 0)],
        # three barracks bent, and a red plaza in a line of barracks
        {(0, 0): "b", (1, 0): "b", (1, 1): "b", (5, 0): "b", (6, 0): "B", (7, 0): "b"}),
    "sanctuary": (
        {(0, 0): "t", (1, 0): "t2", (0, 1): "t", (2, 0): "q"},
        [(0, 0), (1, 0), (0, 1)],
        # three temples in a line: the two ends do not touch; a temple plaza in a triangle
        {(0, 0): "t", (1, 0): "t", (2, 0): "t", (0, 4): "t", (1, 4): "T", (0, 5): "t"}),
    "storehouses": (
        # two markets two steps apart sharing a neighbour, each fully surrounded
        {(0, 0): "m", **ring(("q", "h", "b", "q", "t", "g")),
         (2, 0): "m", **ring(("h", "q", "g", "q", "q", "h"), (2, 0))},
        [(0, 0), *ring("xxxxxx"), (2, 0), *ring("xxxxxx", (2, 0))],
        # two adjacent surrounded markets, and a third market with an empty neighbour
        {(0, 0): "m", **ring(("m", "h", "b", "q", "t", "g")),
         **ring(("h", "q", "g", "m", "q", "h"), (1, 0)),
         (5, 0): "m", **ring(("q", "h", "b", "q", "t", "g"), (5, 0)), (5, 1): None}),
    "villa": (
        # the four houses need not touch
        {(0, 0): "h2", (3, 0): "h2", (0, 3): "h3", (-3, 1): "h4", (1, 0): "q"},
        [(0, 0), (3, 0), (0, 3), (-3, 1)],
        # one house on the ground, a blue plaza up high
        {(0, 0): "h2", (3, 0): "h2", (0, 3): "h3", (-3, 1): "h", (1, 0): "H3"}),
}
ROTATIONS = range(6)
SHIFT = (3, -2)


def turned(spec: dict, steps: int) -> dict:
    """``spec`` rotated ``steps`` sixths about (0, 0), then moved by SHIFT; None entries (an
    emptied position) removed."""
    out = {}
    for p, v in spec.items():
        q, r = rotate(p, (0, 0), steps)
        if v is None:
            out.pop((q + SHIFT[0], r + SHIFT[1]), None)
        else:
            out[(q + SHIFT[0], r + SHIFT[1])] = v
    return out


def where(positions, steps: int) -> set:
    return set(turned(dict.fromkeys(positions, "x"), steps))


@pytest.fixture(scope="module", autouse=True)
def athena(data):
    return data.athena


def test_every_card_has_a_case(athena):
    assert set(CASES) | {"quarry-mine"} == set(athena.card_ids)


@pytest.mark.parametrize("card_id", sorted(CASES))
@pytest.mark.parametrize("steps", ROTATIONS)
def test_a_city_showing_the_layout_completes_the_card(card_id, steps, athena):
    city, hexes, _miss = CASES[card_id]
    cells = cells_of(turned(city, steps))
    got = athena_cards.match(card_id, cells, cards=athena)
    assert got is not None
    assert set(got) == where(hexes, steps)
    assert len(got) == len(set(got))
    assert card_id in athena_cards.completed(cells, cards=athena)
    assert athena_cards.match(card_id, cells) == got   # the shipped cards are the default


@pytest.mark.parametrize("card_id", sorted(CASES))
@pytest.mark.parametrize("steps", ROTATIONS)
def test_a_near_miss_does_not(card_id, steps, athena):
    _city, _hexes, miss = CASES[card_id]
    cells = cells_of(turned(miss, steps))
    assert athena_cards.match(card_id, cells, cards=athena) is None
    assert card_id not in athena_cards.completed(cells, cards=athena)


def test_quarry_mine_is_eight_stones_held(athena):
    assert athena_cards.match("quarry-mine", {}, stones=8, cards=athena) == ()
    assert athena_cards.match("quarry-mine", {}, stones=11, cards=athena) == ()
    assert athena_cards.match("quarry-mine", {}, stones=7, cards=athena) is None
    assert athena_cards.completed({}, stones=8, cards=athena) == ("quarry-mine",)
    assert athena_cards.completed({}, stones=7, cards=athena) == ()


# --------------------------------------------------------------------------- dual districts
@pytest.mark.parametrize("card_id, spec", [
    # a dual never fulfils a colour condition (AK-11b)
    ("parkland", {(0, 0): dual("green", "blue"), (1, 0): "G"}),
    ("fortress", {(0, 0): "B", (1, 0): "b", (0, -1): dual("red", "yellow")}),
    ("main-street", {(0, 0): "h", (1, 0): "m", (2, 0): dual("red", "purple"), (3, 0): "t",
                     (4, 0): "g"}),
    ("sanctuary", {(0, 0): "t", (1, 0): "t", (0, 1): dual("purple", "green")}),
    ("guard-tower", {(0, 0): "b2", (4, 0): dual("red", "blue", 3)}),
    ("housing", {(0, 0): "q", **ring("hhhhh"), (0, 1): dual("blue", "yellow")}),
])
@pytest.mark.parametrize("steps", (0, 2, 5))
def test_a_dual_district_is_no_colour(card_id, spec, steps, athena):
    assert athena_cards.match(card_id, cells_of(turned(spec, steps)), cards=athena) is None


@pytest.mark.parametrize("card_id, spec", [
    # ... but it is built
    ("oasis", {(0, 0): "g", **ring(("q", "H", "t3", "m", "g")), (0, 1): dual("red", "blue")}),
    ("housing", {(0, 0): dual("red", "blue"), **ring("hhhhhh")}),
    ("pilgrims-stairs", {(0, 0): "T3", (1, 0): dual("red", "blue", 2), (2, 0): "q"}),
])
@pytest.mark.parametrize("steps", (1, 3, 4))
def test_a_dual_district_is_built(card_id, spec, steps, athena):
    assert athena_cards.match(card_id, cells_of(turned(spec, steps)), cards=athena) is not None


# --------------------------------------------------------------------------- decisions
def test_main_street_takes_any_five_in_a_longer_line(athena):
    # six in a line: the five of different colours are the last five
    cells = cells_of({(0, 0): "g", (1, 0): "h", (2, 0): "m", (3, 0): "b", (4, 0): "t",
                      (5, 0): "g"})
    assert athena_cards.match("main-street", cells, cards=athena) == (
        (0, 0), (1, 0), (2, 0), (3, 0), (4, 0))
    cells = cells_of({(0, 0): "h", (1, 0): "h", (2, 0): "m", (3, 0): "b", (4, 0): "t",
                      (5, 0): "g"})
    assert set(athena_cards.match("main-street", cells, cards=athena)) == {
        (1, 0), (2, 0), (3, 0), (4, 0), (5, 0)}


def test_storehouses_markets_two_steps_apart_may_share_two_neighbours(athena):
    # (0, 0) and (1, 1) are two steps apart and share the neighbours (1, 0) and (0, 1)
    spec = {(0, 0): "m", **ring("qqqqqq"), (1, 1): "m", **ring("qqqqqq", (1, 1))}
    spec[(1, 0)] = spec[(0, 1)] = "h"
    for steps in ROTATIONS:
        assert athena_cards.match("storehouses", cells_of(turned(spec, steps)),
                                  cards=athena) is not None


def test_the_first_match_in_sorted_order(athena):
    # two red plazas with barracks: the match is the one at the smaller position
    cells = cells_of({(0, 0): "B", (1, 0): "b", (0, -1): "b",
                      (-5, 0): "B", (-4, 0): "b", (-5, -1): "b"})
    assert athena_cards.match("fortress", cells, cards=athena)[0] == (-5, 0)
    assert athena_cards.match("fortress", dict(reversed(cells.items())),
                              cards=athena)[0] == (-5, 0)


def test_completed_lists_sorted_ids_of_the_cards_asked(athena):
    cells = cells_of({(0, 0): "B", (1, 0): "b", (0, -1): "b", (2, 0): "b", (3, 0): "b",
                      (0, 2): "g", (1, 2): "G"})
    assert athena_cards.completed(cells, cards=athena) == ("fortress", "parkland", "rampart")
    assert athena_cards.completed(cells, 9, ("rampart", "quarry-mine", "agora"),
                                  cards=athena) == ("quarry-mine", "rampart")
    with pytest.raises(KeyError):
        athena_cards.completed(cells, card_ids=("colosseum",), cards=athena)
    with pytest.raises(KeyError):
        athena_cards.match("colosseum", cells, cards=athena)


def test_an_empty_city_shows_nothing(athena):
    assert athena_cards.completed({}, cards=athena) == ()
