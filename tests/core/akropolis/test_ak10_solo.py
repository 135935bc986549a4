"""AK-10: solo against the Illustrious Architect (Hippodamos, Metagenes, Callicrates)."""

import pytest

from game.core.akropolis import Place, new_game
from game.core.akropolis.city import Cell


def solo(data, level="hippodamos", seed=1):
    return new_game(data, 1, seed=seed, solo=level)


def test_ak10_setup_two_player_tiles_site_of_four_stones_1_and_2(data):
    s = solo(data)
    assert s.num_seats == 2 and s.current_seat == 0 and s.chief_architect == 0
    assert len(s.site) == 4 and s.stacks_left == 11 and all(len(x) == 3 for x in s.stacks)
    assert all(data.tiles[t].marks == 2 for t in list(s.site) + [t for x in s.stacks for t in x])
    assert s.stones == [1, 2]


def play(s, index=0):
    q, r, rot = s.cities[0].legal_placements()[0]
    s.apply(Place(index, q, r, rot))


def test_ak10_architect_takes_cheapest_affordable_plaza_tile_and_is_paid_by_the_player(data):
    s = solo(data)
    s._site = [23, 22, 20, 1]          # hhq, tbq, hbT (plaza), qqH (plaza)
    play(s, index=1)                    # player pays 1 stone for tbq; Architect gets it: 3
    arch = [e for e in s.events if e.TYPE == "architect"]
    assert len(arch) == 1 and arch[0].tile == 20 and arch[0].cost == 1
    assert s.stones[1] == 2 + 1 - 1
    assert s.site == (23, 1) and s.current_seat == 0
    assert all(lvl == 1 for _, _, lvl in arch[0].hexes)
    assert s.cities[1].placements[0][0] == 20


def test_ak10_architect_takes_the_first_tile_without_an_affordable_plaza(data):
    s = solo(data)
    s._site = [23, 22, 24, 25]          # no plazas
    play(s)
    assert [e.tile for e in s.events if e.TYPE == "architect"] == [22]
    s = solo(data)
    s.stones[1] = 0
    s._site = [23, 22, 24, 1]           # plaza only at position 2 after the player buys 0
    play(s)
    assert [e.tile for e in s.events if e.TYPE == "architect"] == [22]


def test_ak10_architect_builds_on_the_ground_only_and_the_player_always_has_the_turn(data):
    s = solo(data, "metagenes", seed=4)
    while not s.is_terminal:
        assert s.current_seat == 0
        play(s)
    assert all(c.level == 1 for c in s.cities[1].cells.values())
    assert len(s.cities[0].placements) + len(s.cities[1].placements) == 36


@pytest.mark.parametrize("level,total", [("hippodamos", 7), ("metagenes", 13),
                                         ("callicrates", 11)])
def test_ak10_architect_scoring_per_level(data, level, total):
    s = solo(data, level)
    cells = s.cities[1].cells   # starting tile: blue plaza and three quarries
    cells[(2, 0)] = Cell("district", "blue", 1, 5)
    cells[(2, -1)] = Cell("district", "blue", 1, 5)
    cells[(3, -1)] = Cell("district", "purple", 1, 5)    # not surrounded: counts anyway
    cells[(5, 0)] = Cell("plaza", "purple", 1, 6)
    cells[(6, 0)] = Cell("district", "green", 1, 6)      # no green plaza: 0
    s.stones[1] = 3
    led = s.ledger(1)
    # hippodamos: blue 2x1 + purple 1x2 + 3 stones = 7; metagenes +2x3 quarries;
    # callicrates: blue 4x1 + purple 2x2 + 3 = 11
    assert led.total == total
    assert led.row("green").points == 0


def test_ak10_player_wins_with_more_points_or_equal_points_and_more_stones(data, monkeypatch):
    s = solo(data)
    s.terminal = True
    for scores, stones, winners in (([50, 49], [0, 9], [0]), ([50, 50], [3, 2], [0]),
                                    ([50, 50], [2, 2], [1]), ([49, 50], [9, 0], [1])):
        monkeypatch.setattr(type(s), "scores", lambda self, sc=scores: list(sc))
        s.stones = list(stones)
        assert s.winners() == winners
    monkeypatch.setattr(type(s), "scores", lambda self: [60, 40])
    assert s.solo_verdict() == "You beat Hippodamos, 60 to 40."


def test_ak10_round_reset_passes_the_marker_to_the_architect_who_plays_at_once(data):
    # site of 4: person, Architect, person leave one tile; the marker passes from the person
    # (seat 0) to the Architect, who opens round 2 inside the same apply, then it is seat 0's turn
    s = solo(data, seed=3)
    play(s)                             # the person's turn and the Architect's
    assert len(s.site) == 2 and s.chief_architect == 0
    left = s.site[1]
    stack = list(s.stacks[0])
    play(s)
    kinds = [e.TYPE for e in s.events]
    assert kinds[-2:] == ["reset", "architect"]
    assert s.events[-2].to_dict() == {"type": "reset", "revealed": stack, "chief": 1}
    assert s.chief_architect == 1 and s.current_seat == 0 and s.rounds == 2
    taken = s.events[-1].index
    assert s.site == tuple(t for i, t in enumerate([left, *stack]) if i != taken)


def test_ak10_metagenes_counts_visible_quarries_and_the_architect_ignores_conditions(data):
    s = solo(data, "metagenes")
    cells = s.cities[1].cells
    # two touching markets and a lone barracks deep in nothing: no AK-7 condition applies
    cells[(2, 0)] = Cell("district", "yellow", 1, 5)
    cells[(2, -1)] = Cell("district", "yellow", 1, 5)
    cells[(3, -1)] = Cell("plaza", "yellow", 1, 5)
    cells[(1, 0)] = Cell("district", "red", 1, 6)        # covers a starting quarry
    s.stones[1] = 0
    led = s.ledger(1)
    # yellow 2 districts x 1 x 2 stars = 4; red 1 x 0 stars = 0; 2 visible quarries x 2 = 4
    yellow = led.row("yellow")
    assert (yellow.factors, yellow.points) == ((2, 2), 4)   # (value, stars), points
    assert led.row("quarries").points == 4 and led.total == 8
    assert s.district_status(1) == {(2, 0): None, (2, -1): None, (1, 0): None}


def _architect_city(s, blue_districts=2):
    """The Architect's city: starting tile (blue plaza, 3 quarries) plus ``blue_districts``
    blue districts, one purple district and plaza, one red district and plaza (level 1)."""
    cells = s.cities[1].cells
    for i in range(blue_districts):
        cells[(10 + i, 0)] = Cell("district", "blue", 1, 5)
    cells[(3, -1)] = Cell("district", "purple", 1, 5)
    cells[(5, 0)] = Cell("plaza", "purple", 1, 6)
    cells[(-5, 0)] = Cell("district", "red", 1, 7)
    cells[(-5, 1)] = Cell("plaza", "red", 1, 7)
    s.stones[1] = 3


@pytest.mark.parametrize("level, variants, total, doubled", [
    # no variants: blue 2x1 + purple 1x2 + red 1x2 + 3 stones = 9
    ("hippodamos", (), 9, ()),
    # all variants, Hippodamos: houses 2 < 10 stay, temples stay (not Callicrates),
    # barracks 1 -> 2: 2x1 + 1x2 + 2x2 + 3 = 11
    ("hippodamos", ("houses", "markets", "barracks", "temples", "gardens"), 11, ("red",)),
    # all variants, Callicrates (level 2): houses 4 stay; temples 2 -> 4, barracks 2 -> 4:
    # 4x1 + 4x2 + 4x2 + 3 = 23
    ("callicrates", ("houses", "markets", "barracks", "temples", "gardens"), 23,
     ("purple", "red")),
])
def test_ak10_architect_variants_double_its_colours_but_low_houses_and_temples(
        data, level, variants, total, doubled):
    s = new_game(data, 1, seed=1, solo=level, variants=variants)
    _architect_city(s)
    led = s.ledger(1)
    assert led.total == total
    for col in ("blue", "purple", "red"):
        assert ("variant" in led.row(col).detail) == (col in doubled), col


def test_ak10_architect_houses_double_from_a_value_of_ten(data):
    # ten blue districts at Hippodamos: value 10 -> 20 x 1 star; purple 1x2, red 1x2, 3 stones
    s = new_game(data, 1, seed=1, solo="hippodamos", variants=("houses",))
    _architect_city(s, blue_districts=10)
    assert s.ledger(1).row("blue").points == 20
    assert s.ledger(1).total == 20 + 2 + 2 + 3
    assert "x2 Houses variant, +10" in s.ledger(1).row("blue").detail
