"""main.py score, Akropolis city with the Athena keys (issue 14, item 5): ``athena = true`` and
its ``[athena] completed``, dual district hexes (AK-12) scored as worked out by hand,
``statue_parts`` (AK-13) and the older ``statue``; faults exit 2 with one line naming the file,
the line, the hex and the field."""

import tomllib

import pytest

from game.core.akropolis.scorepad import parse_city, score_data
from game.core.errors import DataError
from game.games import game_data
from tests.cli_helpers import run_main


def hexes(*rows):
    return "".join(f"\n[[hex]]\n{row}\n" for row in rows)


# A city with one dual district at (1, 0): its market half covers sides 0, 1, 2 (east,
# north-east, north-west), its house half sides 3, 4, 5 (west, south-west, south-east).
DUAL_CITY = '''game = "akropolis"
stones = 2
athena = true
statue_parts = 4
''' + hexes(
    'q = 0\nr = 0\nkind = "plaza"\ncolor = "blue"',
    'q = 1\nr = 0\nkind = "dual"\ncolor = "yellow"\ncolor2 = "blue"\nsides = [2, 0, 1]',
    'q = 2\nr = 0\nkind = "quarry"',
    'q = 1\nr = 1\nkind = "district"\ncolor = "yellow"',
    'q = 0\nr = 1\nkind = "district"\ncolor = "blue"',
    'q = -1\nr = 1\nkind = "district"\ncolor = "blue"',
    'q = 2\nr = -1\nkind = "district"\ncolor = "blue"',
    'q = -1\nr = 0\nkind = "plaza"\ncolor = "yellow"',
    'q = 3\nr = -1\nkind = "district"\ncolor = "green"',
    'q = 4\nr = -1\nkind = "plaza"\ncolor = "green"')


@pytest.fixture(scope="module")
def data():
    return game_data("akropolis")


def test_a_dual_city_scored_by_hand(data):
    # Houses: (0, 1) and (-1, 1) join the dual's house half across its south-west side: a
    # group of 3 worth 3; the house at (2, -1) faces the market half (north-east), alone: 0.
    # Blue 3 x 1 star = 3.  Markets: the market half's own sides touch a quarry, a house and
    # nothing: 1; the market at (1, 1) faces the dual's house half (south-east): 1.  Yellow
    # 2 x 2 stars = 4.  Garden 1 x 3 stars = 3.  Stones 2 x 5 (all four statue parts) = 10.
    out = score_data(tomllib.loads(DUAL_CITY), data)
    assert out["blue"] == {"value": 3, "stars": 1, "points": 3}
    assert out["yellow"] == {"value": 2, "stars": 2, "points": 4}
    assert out["green"] == {"value": 1, "stars": 3, "points": 3}
    assert out["red"]["points"] == out["purple"]["points"] == 0
    assert out["stones"] == 10 and out["total"] == 20
    assert out["athena"] == {"completed": ["parkland"]}


def test_turning_the_dual_changes_its_score(data):
    # the same dual turned so its market half faces the market at (1, 1) (sides 4, 5, 0):
    # both markets touch a market (0); the house half (sides 1, 2, 3) now joins the house at
    # (2, -1) across its north-east side, and (0, 1) with (-1, 1) no longer reach it: two
    # groups of 2, each worth 2, one of them scores
    d = tomllib.loads(DUAL_CITY)
    d["hex"][1]["sides"] = [5, 0, 4]
    out = score_data(d, data)
    assert out["yellow"]["value"] == 0
    assert out["blue"]["value"] == 2
    assert out["total"] == 2 + 0 + 3 + 10


@pytest.mark.parametrize("parts, stones_points", [(0, 2), (3, 2), (4, 10)])
def test_statue_parts_score_5_per_stone_only_when_all_four(parts, stones_points, data):
    d = tomllib.loads(DUAL_CITY)
    d["statue_parts"] = parts
    assert score_data(d, data)["stones"] == stones_points


def test_the_old_statue_key_is_four_parts(data):
    d = tomllib.loads(DUAL_CITY)
    del d["statue_parts"]
    assert score_data(d, data)["stones"] == 2
    d["statue"] = True
    assert score_data(d, data)["stones"] == 10
    assert parse_city(d)[3] is True


def test_without_athena_the_output_has_no_athena_table(data):
    d = tomllib.loads(DUAL_CITY)
    del d["athena"]
    out = score_data(d, data)
    assert "athena" not in out and out["total"] == 20


def test_quarry_mine_counts_the_stones_held(data):
    d = tomllib.loads(DUAL_CITY)
    d["stones"] = 8
    assert score_data(d, data)["athena"]["completed"] == ["parkland", "quarry-mine"]


def test_the_command_line_prints_the_athena_table(tmp_path):
    f = tmp_path / "city.toml"
    f.write_text(DUAL_CITY)
    res = run_main("score", str(f))
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert out["total"] == 20 and out["athena"] == {"completed": ["parkland"]}


def _edit_dual(old, new):
    assert old in DUAL_CITY
    return DUAL_CITY.replace(old, new, 1)


def _line(text, needle):
    """The line holding ``needle``; ``needle`` 2: the second [[hex]] header (a key missing
    from that hex is reported at its header)."""
    if needle == 2:
        return [i for i, l in enumerate(text.splitlines(), 1) if l == "[[hex]]"][1]
    return next(i for i, l in enumerate(text.splitlines(), 1) if needle in l)


BAD = {
    "sides_apart": (_edit_dual("sides = [2, 0, 1]", "sides = [0, 2, 4]"), "sides = [0, 2, 4]",
                    "hex 2 (q=1, r=0)", "sides [0, 2, 4] are not three consecutive"),
    "sides_two": (_edit_dual("sides = [2, 0, 1]", "sides = [0, 1]"), "sides = [0, 1]",
                  "hex 2 (q=1, r=0)", "sides must list three direction indices 0..5"),
    "sides_seven": (_edit_dual("sides = [2, 0, 1]", "sides = [5, 6, 0]"), "sides = [5, 6, 0]",
                    "hex 2 (q=1, r=0)", "three direction indices 0..5"),
    "sides_missing": (_edit_dual("\nsides = [2, 0, 1]", ""), 2,
                      "hex 2 (q=1, r=0)", "a dual district needs sides"),
    "same_colours": (_edit_dual('color2 = "blue"', 'color2 = "yellow"'), 'color2 = "yellow"',
                     "hex 2 (q=1, r=0)", "two different colours, not yellow twice"),
    "color2_unknown": (_edit_dual('color2 = "blue"', 'color2 = "gold"'), 'color2 = "gold"',
                       "hex 2 (q=1, r=0)", "unknown color2 'gold'"),
    "color2_missing": (_edit_dual('color2 = "blue"\n', ""), 2, "hex 2 (q=1, r=0)",
                       "a dual district needs color2"),
    "color2_on_plaza": (_edit_dual('kind = "plaza"\ncolor = "blue"',
                                   'kind = "plaza"\ncolor = "blue"\ncolor2 = "red"'),
                        'color2 = "red"', "hex 1 (q=0, r=0)",
                        "only a dual district has color2 (this is a plaza)"),
    "sides_on_district": (_edit_dual('r = 1\nkind = "district"\ncolor = "yellow"',
                                     'r = 1\nkind = "district"\ncolor = "yellow"\nsides = [0, 1, 2]'),
                          "sides = [0, 1, 2]", "hex 4 (q=1, r=1)",
                          "only a dual district has sides (this is a district)"),
    "color2_on_quarry": (_edit_dual('kind = "quarry"', 'kind = "quarry"\ncolor2 = "red"'),
                         'color2 = "red"', "hex 3 (q=2, r=0)",
                         "only a dual district has color2 (this is a quarry)"),
    "parts_five": (_edit_dual("statue_parts = 4", "statue_parts = 5"), "statue_parts = 5",
                   "statue_parts", "statue_parts 5 is outside 0..4"),
    "parts_and_statue": (_edit_dual("statue_parts = 4", "statue_parts = 4\nstatue = true"),
                         "statue = true", "statue_parts", "not both"),
    "athena_text": (_edit_dual("athena = true", 'athena = "yes"'), 'athena = "yes"', "athena",
                    "athena must be true or false"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_athena_input_exits_2_with_one_line(tmp_path, name):
    text, needle, where, what = BAD[name]
    f = tmp_path / "bad.toml"
    f.write_text(text)
    res = run_main("score", str(f))
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr
    assert lines[0].startswith(f"score: {f}:{_line(text, needle)}: {where}: "), lines[0]
    assert what in lines[0]


def test_pure_faults_name_the_hex_by_index():
    d = tomllib.loads(DUAL_CITY)
    d["hex"][1]["sides"] = [1, 3, 2, 4]
    with pytest.raises(DataError) as err:
        score_data(d)
    assert err.value.where == "hex 2 (q=1, r=0)"
    assert err.value.locate == ("hex", 1, "sides")
