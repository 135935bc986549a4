"""Dual districts (AK-12) and the statue of Athena (AK-13), values worked out by hand."""

from game.core.akropolis import new_game
from game.core.akropolis.athena_city import DualScore
from game.core.akropolis.city import Cell, City
from game.core.akropolis.cityscore import CityScore
from game.core.akropolis.scoring import ScoringRules
from tests.core.akropolis.conftest import make_cells

RULES = ScoringRules()


def city_of(spec, duals):
    """``spec`` as conftest.make_cells; ``duals``: {(q, r): (colour, colour2, sides, level)}."""
    city = City()
    city.cells = make_cells(spec)
    for k, (pos, (c1, c2, sides, level)) in enumerate(duals.items()):
        city.cells[pos] = Cell("dual", c1, level, 1020 + k, c2, sides)
    city.forget()
    return city


def total(city):
    return city.score(RULES).ledger(0)


def test_houses_join_across_the_halfs_own_sides():
    spec = {(1, 0): "h3", (-1, 0): "h1", (2, 0): "H", (2, -1): "B"}
    east = city_of(spec, {(0, 0): ("blue", "red", (0, 1, 2), 2)})
    sc = east.score(RULES)
    assert isinstance(sc, DualScore)
    # blue half (sides 0-2) joins the level-3 house east: group 2 hexes, 2 + 3 = 5; the house
    # west touches the red half only: a group of its own
    assert sc.halves[(0, 0)] == (("blue", 2, None), ("red", 2, None))
    assert sc.status[(-1, 0)] == (0, "not in the largest group")
    led = total(east)
    assert led["blue"] == {"value": 5, "stars": 1, "points": 5}
    # red half (sides 3-5): (-1, 1) and (0, 1) are empty outside: on the edge, worth 2
    assert led["red"] == {"value": 2, "stars": 2, "points": 4}
    assert led["total"] == 9
    west = city_of(spec, {(0, 0): ("blue", "red", (3, 4, 5), 2)})
    led = total(west)
    # now the blue half joins the level-1 house: 2 hexes, 2 + 1 = 3 beat the lone level-3 one
    assert led["blue"]["value"] == 3
    assert west.score(RULES).status[(1, 0)] == (0, "not in the largest group")


def test_market_half_judged_across_its_own_sides():
    spec = {(-1, 0): "m", (-2, 0): "M", (-1, 1): "G"}
    city = city_of(spec, {(0, 0): ("yellow", "green", (0, 1, 2), 1)})
    led = total(city)
    # the market west faces the green half: neither is next to a market
    assert led["yellow"] == {"value": 2, "stars": 2, "points": 4}
    assert led["green"] == {"value": 1, "stars": 3, "points": 3}
    spec[(1, 0)] = "m"                    # a market facing the yellow half (side 0)
    city = city_of(spec, {(0, 0): ("yellow", "green", (0, 1, 2), 1)})
    sc = city.score(RULES)
    assert sc.halves[(0, 0)][0] == ("yellow", 0, "touches a market")
    assert sc.status[(1, 0)] == (0, "touches a market")
    assert sc.status[(-1, 0)] == (1, None)
    assert total(city)["yellow"]["points"] == 2


def test_temple_half_needs_only_its_own_three_sides_built():
    spec = {(1, 0): "q", (1, -1): "q", (0, -1): "q", (2, -1): "T"}
    city = city_of(spec, {(0, 0): ("purple", "blue", (0, 1, 2), 2)})
    assert city.score(RULES).halves[(0, 0)][0] == ("purple", 2, None)
    assert total(city)["purple"] == {"value": 2, "stars": 2, "points": 4}
    whole = City()
    whole.cells = make_cells(spec)
    whole.cells[(0, 0)] = Cell("district", "purple", 2, 1015)
    whole.forget()
    assert whole.score(RULES).status[(0, 0)] == (0, "not surrounded")


def test_barracks_half_on_the_edge_only_across_its_own_sides():
    spec = {(1, 0): "q", (1, -1): "q", (0, -1): "q", (5, 5): "B"}
    inward = city_of(spec, {(0, 0): ("red", "green", (0, 1, 2), 1)})
    assert inward.score(RULES).halves[(0, 0)][0] == ("red", 0, "not on the edge")
    outward = city_of(spec, {(0, 0): ("red", "green", (3, 4, 5), 1)})
    assert outward.score(RULES).halves[(0, 0)][0] == ("red", 1, None)
    assert total(outward)["red"] == {"value": 1, "stars": 2, "points": 2}


def test_city_without_duals_keeps_the_plain_score(data):
    city = City()
    city.place_starting_tile(data.starting_tile)
    assert type(city.score(RULES)) is CityScore and not city.score(RULES).duals
    city.place_mini(data.athena.minis[24], -1, 0, 0)      # a yellow/red dual
    assert isinstance(city.score(RULES), DualScore)
    # a tile laid later keeps the dual score exact
    tile = data.tiles[5]
    q, r, rot = city.legal_placements()[0]
    under = city.cells.get((q, r))
    city.place(tile, q, r, rot, under.level + 1 if under else 1)
    fresh = DualScore.build(city.cells, city.lakes(), RULES)
    assert city.score(RULES).value == fresh.value and city.score(RULES).stars == fresh.stars


def test_statue_makes_stones_worth_five(data):
    s = new_game(data, 3, 4, athena=True)
    s.stones[0] = 3
    s._ath.parts[0] = list(s.athena_cards[:3])
    s._ledgers = {}
    row = s.ledger(0).row("stones")
    assert (row.points, row.detail) == (3, "3 stones") and s.stone_value(0) == 1
    s._ath.parts[0] = list(s.athena_cards)
    s._ledgers = {}
    led = s.ledger(0)
    row = led.row("stones")
    assert (row.points, row.detail) == (15, "3 stones, 5 per stone (statue of Athena)")
    assert s.stone_value(0) == 5
    assert led.total == sum(r.points for r in led.rows[:-1]) == s.scores()[0]
    s._ledgers = {}
    assert s.scores()[0] == led.total


def test_district_values_and_status_of_a_dual(data):
    s = new_game(data, 2, 4, athena=True)
    seat = s.current_seat
    city = s.cities[seat]
    city.place_mini(data.athena.minis[24], -1, 0, 0)   # yellow on sides 0-2, red on 3-5
    s._ledgers = {}
    # yellow half: side 0 faces the blue start plaza, 1 and 2 empty: scores 1; red half: on
    # the edge, scores 1
    assert s.district_values(seat)[(-1, 0)] == 2
    assert s.district_status(seat)[(-1, 0)] is None
    city.place_mini(data.athena.minis[13], -2, 0)       # a market facing the red half: fine
    city.place_mini(data.athena.minis[14], 0, -1)       # on a quarry, facing... side 1 of (-1,0)
    assert s.district_status(seat)[(-1, 0)] == "market half: touches a market"
    assert s.district_values(seat)[(-1, 0)] == 1
