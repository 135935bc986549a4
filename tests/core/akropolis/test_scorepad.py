"""main.py score for an Akropolis city (issue 4, item 5): pure scorepad and the command line."""

import tomllib
from pathlib import Path

import pytest

from game.core.akropolis.scorepad import score_data
from game.core.errors import DataError
from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[3]

GOOD = '''game = "akropolis"
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

[[hex]]
q = -1
r = 0
kind = "plaza"
color = "yellow"

[[hex]]
q = -1
r = 1
kind = "district"
color = "yellow"

[[hex]]
q = 0
r = -1
kind = "quarry"
'''


def run(path):
    return run_main("score", path)


def test_scorepad_good_city_by_hand(tmp_path):
    # blue: houses (1,0) L1 + (1,-1) L2 connected = 3, one blue plaza = 1 star -> 3
    # yellow: market (-1,1) touches the market plaza (-1,0): markets variant doubles -> 2 x 2 = 4
    # stones 2 -> 2; total 9
    f = tmp_path / "city.toml"
    f.write_text(GOOD)
    res = run(f)
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert out["total"] == 9 and out["stones"] == 2
    assert out["blue"] == {"value": 3, "stars": 1, "points": 3}
    assert out["yellow"] == {"value": 2, "stars": 2, "points": 4}
    for col in ("red", "purple", "green"):
        assert out[col] == {"value": 0, "stars": 0, "points": 0}


def test_scorepad_statue_scores_five_per_stone():
    data = tomllib.loads(GOOD)
    data["statue"] = True
    out = score_data(data)
    assert out["stones"] == 10 and out["total"] == 3 + 4 + 10
    data["variants"] = []
    assert score_data(data)["yellow"]["value"] == 1


def test_scorepad_takes_the_tile_file_when_given(data):
    assert score_data(tomllib.loads(GOOD), data) == score_data(tomllib.loads(GOOD))


def test_scorepad_uses_the_game_scoring(data):
    """One implementation: a finished game's city scored through the scorepad equals its ledger."""
    from game.ai.akropolis import RandomPlayer
    from game.core.akropolis import new_game
    s = new_game(data, 2, seed=8, variants=("barracks", "gardens"))
    p = RandomPlayer(3)
    while not s.is_terminal:
        s.apply(p.choose(s))
    for seat in range(2):
        pad = {"game": "akropolis", "stones": s.stones[seat], "variants": list(s.variants),
               "hex": [{"q": q, "r": r, "level": c.level, "kind": c.kind,
                        **({"color": c.color} if c.color else {})}
                       for (q, r), c in s.cities[seat].cells.items()]}
        out = score_data(pad)
        led = s.ledger(seat)
        assert out["total"] == led.total
        for c in ("blue", "yellow", "red", "purple", "green"):
            row = led.row(c)
            assert out[c] == {"value": row.factors[0], "stars": row.factors[1],
                              "points": row.points}


BAD = [
    ("not toml", "game = \n", "bad.toml:1", "not valid TOML"),
    ("duplicate", GOOD + '\n[[hex]]\nq = 1\nr = 0\nkind = "quarry"\n', "hex q=1 r=0",
     "position given twice"),
    ("level", GOOD.replace("level = 2", "level = 0"), "hex q=1 r=-1", "below the ground"),
    ("kind", GOOD.replace('kind = "quarry"', 'kind = "castle"'), "hex q=0 r=-1",
     "unknown kind 'castle'"),
    ("colour", GOOD.replace('color = "yellow"\n\n[[hex]]\nq = -1', 'color = "pink"\n\n[[hex]]\nq = -1'),
     "hex q=-1 r=0", "unknown color 'pink'"),
    ("plaza without colour", GOOD.replace('kind = "plaza"\ncolor = "blue"\n', 'kind = "plaza"\n'),
     "hex q=0 r=0", "a plaza needs a color"),
    ("negative stones", GOOD.replace("stones = 2", "stones = -1"), "bad.toml:2: stones",
     "cannot be negative"),
]


@pytest.mark.parametrize("name,text,where,what", BAD, ids=[b[0] for b in BAD])
def test_scorepad_bad_input_exits_2_with_one_line(tmp_path, name, text, where, what):
    f = tmp_path / "bad.toml"
    f.write_text(text)
    res = run(f)
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr
    assert "bad.toml" in lines[0] and where in lines[0] and what in lines[0]


def test_scorepad_pure_errors_name_the_hex():
    data = tomllib.loads(GOOD)
    data["hex"][5]["color"] = "blue"  # a quarry with a colour
    with pytest.raises(DataError) as err:
        score_data(data)
    assert err.value.where == "hex q=0 r=-1" and "quarry has no colour" in err.value.what
    for bad in ({"variants": ["castles"]}, {"statue": 1}, {"stones": True}, {"hex": [{"q": 0}]}):
        with pytest.raises(DataError):
            score_data({"game": "akropolis", **bad})
