"""``main.py score`` refuses every bad Akropolis city with one plain line naming file, line and
hex (QA findings: missing q/r/kind, unknown keys, duplicate variants, absurd levels, booleans as
numbers, Python reprs in messages, faults without a line).  Each case runs the real command."""

import tomllib
from pathlib import Path

import pytest

from game.core.akropolis.scorepad import MAX_LEVEL, score_data
from game.core.errors import DataError
from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[3]

# line numbers below refer to this text
CITY = """\
game = "akropolis"
stones = 2
variants = ["markets"]

[[hex]]
q = 0
r = 0
level = 1
kind = "plaza"
color = "blue"

[[hex]]
q = 1
r = 0
kind = "district"
color = "blue"

[[hex]]
q = 1
r = -1
level = 2
kind = "district"
color = "blue"
"""


def edit(old, new):
    assert old in CITY
    return CITY.replace(old, new, 1)


def run(path):
    return run_main("score", path)


# name: (city text, line, place, what)
CASES = {
    "q_missing": (edit("q = 0\n", ""), 5, "hex 1 (q=?, r=0)", "q is missing"),
    "r_missing": (edit("r = 0\n", ""), 5, "hex 1 (q=0, r=?)", "r is missing"),
    "q_list": (edit("q = 0\n", "q = [1, 2]\n"), 6, "hex 1 (q=?, r=0)",
               "q must be a whole number, not a list"),
    "q_boolean": (edit("q = 0\n", "q = true\n"), 6, "hex 1 (q=?, r=0)",
                  "q must be a whole number, not true"),
    "kind_missing": (edit('kind = "district"\n', ""), 12, "hex q=1 r=0",
                     "kind is missing (plaza, district, quarry or dual)"),
    "kind_number": (edit('kind = "plaza"', "kind = 3"), 9, "hex q=0 r=0",
                    "kind must be text (plaza, district, quarry or dual), not 3"),
    "color_list": (edit('color = "blue"', 'color = ["blue"]'), 10, "hex q=0 r=0",
                   "color must be text (blue, yellow, red, purple or green), not a list"),
    "unknown_top_key": (edit("stones = 2", "stones = 2\nstars = 3"), 3, "top level",
                        "unknown key 'stars' (expected game, stones, variants, athena, "
                        "statue_parts, statue, hex)"),
    "unknown_hex_key": (edit("level = 2", "level = 2\nstars = 3"), 22, "hex q=1 r=-1",
                        "unknown key 'stars' (expected q, r, level, kind, color, color2, sides)"),
    "colour_spelling": (edit('color = "blue"', 'colour = "blue"'), 10, "hex q=0 r=0",
                        "unknown key 'colour'"),
    "variants_duplicate": (edit('["markets"]', '["markets", "markets"]'), 3, "variants",
                           "variant 'markets' is listed twice"),
    "variants_number": (edit('["markets"]', "[3]"), 3, "variants", "unknown variant 3"),
    "level_huge": (edit("level = 2", "level = 100000"), 21, "hex q=1 r=-1",
                   f"level 100000 is higher than any city can reach (at most {MAX_LEVEL}"),
    "level_text": (edit("level = 2", 'level = "2"'), 21, "hex q=1 r=-1",
                   "level must be a whole number, not the text '2'"),
    "level_decimal": (edit("level = 2", "level = 2.0"), 21, "hex q=1 r=-1",
                      "level must be a whole number, not 2.0"),
    "level_zero": (edit("level = 2", "level = 0"), 21, "hex q=1 r=-1",
                   "level 0 is below the ground (1)"),
    "statue_number": (edit("stones = 2", "stones = 2\nstatue = 1"), 3, "statue",
                      "statue must be true or false, not 1"),
    "stones_boolean": (edit("stones = 2", "stones = true"), 2, "stones",
                       "stones must be a whole number, not true"),
    "duplicate_position": (edit("q = 1\nr = -1", "q = 1\nr = 0"), 18, "hex q=1 r=0",
                           "position given twice (hexes 2 and 3)"),
    "quarry_with_colour": (edit('kind = "district"\ncolor = "blue"\n\n',
                                'kind = "quarry"\ncolor = "blue"\n\n'), 16, "hex q=1 r=0",
                           "a quarry has no colour (got 'blue')"),
    "hex_not_an_array": ('game = "akropolis"\n[hex]\nq = 0\n', 2, "hex",
                         "hexes are written as [[hex]] tables"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_city_exits_2_with_one_plain_line(tmp_path, name):
    text, line, place, what = CASES[name]
    f = tmp_path / f"{name}.toml"
    f.write_text(text)
    res = run(f)
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr, res.stderr
    msg = lines[0]
    assert f"{name}.toml:{line}: {place}: " in msg, msg
    assert what in msg, msg
    for repr_word in ("None", "True", "False", "[1, 2]", "['blue']"):
        assert repr_word not in msg, msg


def test_stones_and_level_may_be_left_out(tmp_path):
    # blue districts (1,0) level 1 (level left out) + (1,-1) level 2 = 3, one blue plaza star;
    # stones left out -> 0; total 3
    f = tmp_path / "defaults.toml"
    f.write_text(CITY.replace("stones = 2\n", ""))
    res = run(f)
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert out["stones"] == 0 and out["total"] == 3
    assert out["blue"] == {"value": 3, "stars": 1, "points": 3}


def test_level_cap_is_the_highest_a_city_can_reach():
    # start tile (level 1) + 61 tiles each at most one level higher than what it rests on
    assert MAX_LEVEL == 62
    city = tomllib.loads(CITY)
    city["hex"][2]["level"] = MAX_LEVEL
    assert score_data(city)["blue"]["value"] == 1 + MAX_LEVEL
    city["hex"][2]["level"] = MAX_LEVEL + 1
    with pytest.raises(DataError) as err:
        score_data(city)
    assert err.value.where == "hex q=1 r=-1" and "higher than any city" in err.value.what
