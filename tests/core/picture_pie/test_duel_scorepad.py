"""``main.py score`` for a Senate Wonder Duel capital (game = "picture-pie-duel", PP-26): control
by owners' fractions (a tie by completed_by), points per controller, the winner; bad input exits 2
with one line.  The values are worked out by hand next to each example."""

import tomllib

import pytest

from game.core.errors import DataError
from game.core.picture_pie.duel_scorepad import score_data
from tests.cli_helpers import refused_in_one_line, run_main
from tests.core.picture_pie.pp_helpers import DATA

# site (0,0): two Marble Halves, 4/8 each: a tie, completed_by = 1, so seat 1 controls: pure
#   Marble 200 + 300; its road on slot 0 (East) meets site (0,1)'s road on slot 4 (West).
# site (0,1): seat 0's Marble Half (road) and Quarter, seat 1's Quarter: 6/8 to 2/8, seat 0
#   controls: 200 + 300.  The link between them pays 100 x 1/2 to each end's controller.
# site (1,0): seat 0's two Terracotta Halves: seat 0 controls, 150 + 200; Terracotta-dominant
#   next to site (0,0), whose base counts twice for ITS controller, seat 1: +200.
# seat 0: 500 + 350 + 50 - 100 (one yard tile) = 800, 2 monuments;
# seat 1: 500 + 200 + 50 = 750, 1 monument.  Seat 0 wins by majority.
EXAMPLE = """\
game = "picture-pie-duel"

[seat0]
yard = 1

[seat1]
laurel_tokens = 0

[[site]]
row = 0
col = 0
completed_by = 1
tiles = [ { size = "1/2", motif = "marble", slot = 0, owner = 0 },
          { size = "1/2", motif = "marble", slot = 4, owner = 1 } ]
roads = [0]

[[site]]
row = 0
col = 1
completed_by = 1
tiles = [ { size = "1/2", motif = "marble", slot = 4, owner = 0 },
          { size = "1/4", motif = "marble", slot = 0, owner = 0 },
          { size = "1/4", motif = "marble", slot = 2, owner = 1 } ]
roads = [4]

[[site]]
row = 1
col = 0
tiles = [ { size = "1/2", motif = "terracotta", slot = 0, owner = 0 },
          { size = "1/2", motif = "terracotta", slot = 4, owner = 0 } ]

[[site]]
row = 2
col = 3
tiles = [ { size = "1/4", motif = "lapis", slot = 0, owner = 1 } ]
"""


def test_score_a_duel_capital_worked_by_hand(tmp_path):
    f = tmp_path / "capital.toml"
    f.write_text(EXAMPLE)
    res = run_main("score", str(f))
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert out == {"winner": 0, "seat0": {"controlled": 2, "points": 800},
                   "seat1": {"controlled": 1, "points": 750}}
    assert res.stdout.startswith("winner = 0\n")


def _score(text):
    return score_data(tomllib.loads(text), DATA)


def test_equal_majorities_go_to_points_then_a_shared_victory():
    # without site (1,0): one monument each; seat 0 500 + 50 - 100 = 450, seat 1 500 + 50
    one_each = EXAMPLE.split("[[site]]\nrow = 1")[0]
    assert _score(one_each) == {"winner": 1, "seat0": {"controlled": 1, "points": 450},
                                "seat1": {"controlled": 1, "points": 550}}
    # seat 1 holds one more yard tile: 450 each, a shared victory
    even = one_each.replace("laurel_tokens = 0", "yard = 1")
    assert _score(even)["winner"] == "shared"
    # Laurel tokens come only with completed Lapis-dominant monuments (PP-20): none here, so
    # tokens are refused (QA: the Duel scorepad accepted a token with no Lapis monument)
    tokens = one_each.replace("laurel_tokens = 0", "laurel_tokens = 2")
    with pytest.raises(DataError, match="0 completed Lapis-dominant monuments"):
        _score(tokens)


def test_the_completer_breaks_only_a_tie():
    # site (0,1) is 6/8 seat 0's: naming seat 1 as its completer changes nothing
    assert _score(EXAMPLE)["seat0"]["controlled"] == 2
    # site (0,0) tied: completed by seat 0 instead, it is seat 0's, with the doubling
    flipped = EXAMPLE.replace("completed_by = 1\ntiles = [ { size = \"1/2\", motif = \"marble\", "
                              "slot = 0", "completed_by = 0\ntiles = [ { size = \"1/2\", "
                              "motif = \"marble\", slot = 0", 1)
    # seat 0: 500 + 200 (doubled base of (0,0)) + 500 + 350 + 100 (both link ends) - 100
    assert _score(flipped) == {"winner": 0, "seat0": {"controlled": 3, "points": 1550},
                               "seat1": {"controlled": 0, "points": 0}}


OPEN_SITE = '\n[[site]]\nrow = 2\ncol = 3\ntiles = [ { size = "1/4", motif = "lapis", slot = 0, owner = 1 } ]\n'
BAD = {
    "owner_2": (EXAMPLE.replace("slot = 4, owner = 1", "slot = 4, owner = 2"),
                "site row=0 col=0, tile 2", "owner 2 is outside 0..1"),
    "owner_missing": (EXAMPLE.replace(', slot = 4, owner = 1 }', ', slot = 4 }'),
                      "site row=0 col=0, tile 2", "owner is missing"),
    "owner_text": (EXAMPLE.replace("slot = 4, owner = 1", 'slot = 4, owner = "one"'),
                   "site row=0 col=0, tile 2", "owner must be a whole number"),
    "completed_by_open": (EXAMPLE.replace("row = 2\ncol = 3\n", "row = 2\ncol = 3\ncompleted_by = 0\n"),
                          "site row=2 col=3", "completed_by is only for a completed site"),
    "completed_by_2": (EXAMPLE.replace("completed_by = 1", "completed_by = 2", 1),
                       "site row=0 col=0", "completed_by 2 is outside 0..1"),
    "tie_unnamed": (EXAMPLE.replace("completed_by = 1\n", "", 1), "site row=0 col=0",
                    "add completed_by"),
    "seat_key": (EXAMPLE.replace("yard = 1", "yards = 1"), "seat0", "unknown key 'yards'"),
    "seat_yard": (EXAMPLE.replace("yard = 1", "yard = 4"), "seat0", "capacity"),
    "tokens": (EXAMPLE.replace("laurel_tokens = 0", "laurel_tokens = 6").replace(
        "yard = 1", "yard = 1\nlaurel_tokens = 1"), "laurel_tokens", "supply has 6"),
    "site_key": (EXAMPLE.replace("roads = [4]", "road = [4]"), "site row=0 col=1",
                 "unknown key 'road'"),
    "motif": (EXAMPLE.replace('"terracotta", slot = 4', '"gold", slot = 4'),
              "site row=1 col=0, tile 2", "unknown motif"),
    "overlap": (EXAMPLE.replace('"terracotta", slot = 4', '"terracotta", slot = 3'),
                "site row=1 col=0, tile 2", "overlaps"),
}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_bad_duel_input_exits_2_with_one_line(tmp_path, kind):
    text, place, what = BAD[kind]
    with pytest.raises(DataError):
        _score(text)
    f = tmp_path / f"{kind}.toml"
    f.write_text(text)
    refused_in_one_line(run_main("score", str(f)), f"{kind}.toml", place, what)


def test_the_game_line_names_the_duel_scorepad(tmp_path):
    f = tmp_path / "wrong.toml"
    f.write_text('game = "picture-pie-duet"\n')
    res = run_main("score", str(f))
    assert res.returncode == 2 and '"picture-pie-duel"' in res.stderr


def test_the_readme_example_scores_as_the_readme_says():
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    start = readme.index('game = "picture-pie-duel"')
    block = readme[start:readme.index("```", start)]
    assert _score(block) == {"winner": 1, "seat0": {"controlled": 0, "points": -100},
                             "seat1": {"controlled": 1, "points": 500}}


def test_a_capital_that_cannot_exist_is_refused(tmp_path):
    """QA: a Laurel token with no Lapis-dominant monument, and more tiles of a kind than the
    box holds, are refused as on the campaign scorepad (PP-20, PP-1), with the line."""
    f = tmp_path / "token.toml"
    f.write_text('game = "picture-pie-duel"\n[seat0]\nlaurel_tokens = 1\n')
    refused_in_one_line(run_main("score", str(f)), "token.toml:2: laurel_tokens:",
                        "0 completed Lapis-dominant")
    halves = "".join(f'\n[[site]]\nrow = {i // 4}\ncol = {i % 4}\ntiles = [ {{ size = "1/2", '
                     f'motif = "lapis", slot = 0, owner = 0 }} ]\n' for i in range(9))
    f = tmp_path / "box.toml"
    f.write_text('game = "picture-pie-duel"\n' + halves)
    refused_in_one_line(run_main("score", str(f)), "box.toml", "lapis")
