"""``main.py score`` and ``main.py simulate`` for Picture Pie, through a subprocess."""

import tomllib
from pathlib import Path

import pytest
from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[3]

EXAMPLE = """\
game = "picture-pie"
yard = 1
laurel_tokens = 0

[[site]]
row = 0
col = 1
tiles = [ { size = "1/2", motif = "marble", slot = 0 }, { size = "1/2", motif = "water", slot = 4 } ]
roads = [0]
aqueducts = []
"""


def run(*args):
    return run_main(*args)


def test_score_example_from_the_issue(tmp_path):
    f = tmp_path / "board.toml"
    f.write_text(EXAMPLE)
    res = run("score", str(f))
    assert res.returncode == 0, res.stderr
    assert tomllib.loads(res.stdout) == {
        "completed": 1, "base": 225, "purity": 0, "symmetry": 150, "terracotta": 0, "flora": 0,
        "laurel": 0, "links": 0, "blueprints": 0, "yard_penalty": -100, "total": 275}
    assert list(tomllib.loads(res.stdout)) [-1] == "total"


SECOND_SITE = '\n[[site]]\nrow = 2\ncol = 3\ntiles = [ { size = "1/4", motif = "flora", slot = 0 } ]\n'

BAD = {
    "not_toml": (EXAMPLE.replace('yard = 1', 'yard = '), ":2", "not valid TOML"),
    "motif": (EXAMPLE.replace('"water"', '"gold"'), "site row=0 col=1, tile 2", "unknown motif"),
    "size": (EXAMPLE.replace('size = "1/2", motif = "water"', 'size = "1/3", motif = "water"'),
             "site row=0 col=1, tile 2", "unknown size"),
    "slot": (EXAMPLE.replace("slot = 4", "slot = 8"), "site row=0 col=1, tile 2", "outside 0..7"),
    "overlap": (EXAMPLE.replace("slot = 4", "slot = 3"), "site row=0 col=1, tile 2", "overlaps"),
    "more_than_whole": (EXAMPLE.replace(
        '{ size = "1/2", motif = "water", slot = 4 }',
        '{ size = "1/2", motif = "water", slot = 4 }, { size = "1/8", motif = "lapis", slot = 1 }'),
        "site row=0 col=1, tile 3", "more than a whole"),
    "off_board": (EXAMPLE.replace("row = 0", "row = 3"), "site row=3 col=1", "row 3 is outside"),
    "duplicate": (EXAMPLE + SECOND_SITE.replace("row = 2\ncol = 3", "row = 0\ncol = 1"),
                  "site row=0 col=1", "duplicate site"),
    "yard": (EXAMPLE.replace("yard = 1", "yard = 4"), ":2: yard", "capacity"),
    "road_slot": (EXAMPLE.replace("roads = [0]", "roads = [9]"), "site row=0 col=1", "0..7"),
}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_score_bad_input_exits_2_with_one_line(tmp_path, kind):
    text, place, what = BAD[kind]
    f = tmp_path / f"{kind}.toml"
    f.write_text(text)
    res = run("score", str(f))
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1, res.stderr
    assert f"{kind}.toml" in lines[0] and place in lines[0] and what in lines[0], lines[0]
    assert "Traceback" not in res.stderr


def test_simulate_output_parses_as_toml():
    res = run("simulate", "--game", "picture-pie", "--players", "4", "--games", "5", "--seed", "1")
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert len(out["game"]) == 5 and out["summary"]["players"] == 4
    assert all(len(g["scores"]) == 4 and g["rounds"] <= 12 for g in out["game"])
    res = run("simulate", "--game", "picture-pie", "--players", "2", "--games", "1",
              "--ai", "greedy")
    assert res.returncode == 0 and tomllib.loads(res.stdout)["summary"]["ai"] == "greedy"
    res = run("simulate", "--game", "picture-pie", "--players", "5")
    assert res.returncode == 2 and "1 to 4" in res.stderr
