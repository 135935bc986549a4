"""levels/akropolis/tiles.toml: the component totals of akropolis-data.md (AK-1) and validation."""

import copy
import tomllib
from collections import Counter

import pytest

from game.core.akropolis.data import parse_data
from game.core.errors import DataError
from game.storage.data import level_path


@pytest.fixture(scope="module")
def raw():
    return tomllib.loads(level_path("akropolis/tiles.toml").read_text(encoding="utf-8"))


def test_ak1_sixty_one_tiles_with_their_marks(raw):
    d = parse_data(raw)
    assert len(d.tiles) == 61 and sorted(d.tiles) == list(range(1, 62))
    assert Counter(t.marks for t in d.tiles.values()) == {2: 37, 3: 12, 4: 12}
    assert len(d.tiles_for(2)) == 37 and len(d.tiles_for(3)) == 49 and len(d.tiles_for(4)) == 61


def test_ak1_hex_totals(raw):
    d = parse_data(raw)
    hexes = [h for t in d.tiles.values() for h in t.hexes]
    assert len(hexes) == 183
    kinds = Counter(h for h in hexes)
    assert kinds[("quarry", None)] == 61
    assert {c: kinds[("district", c)] for c in ("blue", "yellow", "red", "purple", "green")} == \
        {"blue": 36, "yellow": 20, "red": 16, "purple": 12, "green": 8}
    assert {c: kinds[("plaza", c)] for c in ("blue", "yellow", "red", "purple", "green")} == \
        {"blue": 7, "yellow": 6, "red": 6, "purple": 6, "green": 5}
    assert all(sum(k == "plaza" for k, _ in t.hexes) <= 1 for t in d.tiles.values())


def test_ak1_stars_and_starting_tile(raw):
    d = parse_data(raw)
    assert d.stars == {"blue": 1, "yellow": 2, "red": 2, "purple": 2, "green": 3}
    assert sorted(d.starting_tile) == sorted([((0, 0), ("plaza", "blue")),
                                              ((1, 0), ("quarry", None)),
                                              ((0, -1), ("quarry", None)),
                                              ((-1, 1), ("quarry", None))])


def test_ak3_setup_numbers(raw):
    d = parse_data(raw)
    assert d.stacks == 11 and d.stack_size == {2: 3, 3: 4, 4: 5}
    assert d.site_extra == 2 and d.starting_stones == (1, 2, 3, 4)
    for p in (2, 3, 4):  # the marked tiles exactly fill the site and the stacks
        assert len(d.tiles_for(p)) == p + d.site_extra + d.stacks * d.stack_size[p]


def test_ak10_solo_levels(raw):
    d = parse_data(raw)
    assert d.solo_site_size == 4 and d.solo_player_stones == 1 and d.solo_architect_stones == 2
    lv = d.solo_levels
    assert (lv["hippodamos"].district_value, lv["hippodamos"].quarry_points) == (1, 0)
    assert (lv["metagenes"].district_value, lv["metagenes"].quarry_points) == (1, 2)
    assert (lv["callicrates"].district_value, lv["callicrates"].quarry_points) == (2, 0)


@pytest.mark.parametrize("mutate,where,what", [
    (lambda r: r["tile"][0].update(hexes="qqX"), "tile id=1", "unknown hex letter 'X'"),
    (lambda r: r["tile"][0].update(hexes="qq"), "tile id=1", "3 letters"),
    (lambda r: r["tile"][1].update(id=1), "tile id=1", "used twice"),
    (lambda r: r["tile"][0].update(hexes="HqM"), "tile id=1", "at most one plaza"),
    (lambda r: r["tile"][0].update(marks=5), "tile id=1", "marks must be 2, 3 or 4"),
    (lambda r: r["stars"].update(green="3"), "stars", "green must be a whole number"),
    (lambda r: r.pop("solo"), "solo", "missing table [solo]"),
])
def test_bad_tile_data_is_named(raw, mutate, where, what):
    bad = copy.deepcopy(raw)
    mutate(bad)
    with pytest.raises(DataError) as err:
        parse_data(bad)
    assert err.value.where == where and what in err.value.what


# akropolis-data.md, "City tiles", copied letter for letter: ids 1-61 follow this order (AK-1).
# The totals above cannot see a swapped letter inside a tile (hqT vs qhT changes which hex
# touches which); this list can.
DATA_MD_TILES = {
    2: "qqH qqH qqM gqH bqM qqH hqT qqT qqB qqG hqB bth htB thM qhG mbH hgM mhB gmh hbT hqG "
       "tbq hhq mbq bmq tmq mtq mgq qqg qqt qqm mhq tmh gbh qhT hbq bmq",
    3: "qqM qqT tmH qhB hhq bgq thq mhq hmq mbh hbG qqh",
    4: "qqB qmH qtM hhq hbq bhq hmq ghq htq qqb mhG hmT",
}


def test_ak1_every_tile_string_and_mark_as_in_akropolis_data(raw):
    d = parse_data(raw)
    expected = [(letters, mark) for mark, line in DATA_MD_TILES.items() for letters in line.split()]
    assert len(expected) == 61
    assert [(d.tiles[i].letters, d.tiles[i].marks) for i in range(1, 62)] == expected
    # the letters become the hexes in the same (clockwise) order
    assert d.tiles[7].hexes == (("district", "blue"), ("quarry", None), ("plaza", "purple"))
    assert d.tiles[61].hexes == (("district", "blue"), ("district", "yellow"), ("plaza", "purple"))
