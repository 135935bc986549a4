"""``main.py score`` refuses every bad Picture Pie board with one plain line naming file, line and
place (QA findings: unknown keys, duplicate mark slots, empty sites, booleans as numbers, faults
without a line).  Each case runs the real command in a subprocess."""

import tomllib
from pathlib import Path

import pytest

from game.storage.toml_io import locate_line
from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[3]

# line numbers below refer to this text
BOARD = """\
game = "picture-pie"
yard = 1
laurel_tokens = 0

[[site]]
row = 0
col = 1
tiles = [ { size = "1/2", motif = "marble", slot = 0 }, { size = "1/2", motif = "water", slot = 4 } ]
roads = [0]
aqueducts = []

[[site]]
row = 2
col = 3
tiles = [ { size = "1/4", motif = "flora", slot = 0 } ]
"""
SITE2 = BOARD.index("[[site]]\nrow = 2")


def edit(old, new, second=False):
    """BOARD with ``old`` replaced by ``new`` once (in the second [[site]] when ``second``)."""
    keep, part = (BOARD[:SITE2], BOARD[SITE2:]) if second else ("", BOARD)
    assert old in part
    return keep + part.replace(old, new, 1)


def run(path):
    return run_main("score", path)


# name: (board text, line, place, what)
CASES = {
    "unknown_top_key": (edit("yard = 1", "yrd = 3"), 2, "top level",
                        "unknown key 'yrd' (expected game, yard, laurel_tokens, blueprints, site)"),
    "unknown_site_key": (edit("roads = [0]", "road = [0]"), 9, "site row=0 col=1",
                         "unknown key 'road' (expected row, col, tiles, roads, aqueducts)"),
    "unknown_tile_key": (edit("slot = 0 }", "slot = 0, extra = 1 }"), 8,
                         "site row=0 col=1, tile 1",
                         "unknown key 'extra' (expected size, motif, slot)"),
    "duplicate_road_slot": (edit("roads = [0]", "roads = [0, 0]"), 9, "site row=0 col=1",
                            "slot 0 is listed twice in roads"),
    "empty_tiles": (edit('tiles = [ { size = "1/4", motif = "flora", slot = 0 } ]', "tiles = []",
                         True), 15, "site row=2 col=3", "tiles is empty"),
    "missing_tiles": (edit('tiles = [ { size = "1/4", motif = "flora", slot = 0 } ]\n', "",
                           True), 12, "site row=2 col=3", "tiles is missing"),
    "yard_negative": (edit("yard = 1", "yard = -1"), 2, "yard", "yard -1 is outside 0..3"),
    "yard_over_capacity": (edit("yard = 1", "yard = 4"), 2, "yard", "yard 4 is outside 0..3"),
    "yard_boolean": (edit("yard = 1", "yard = true"), 2, "yard",
                     "yard must be a whole number, not true"),
    "laurel_boolean": (edit("laurel_tokens = 0", "laurel_tokens = false"), 3, "laurel_tokens",
                       "laurel_tokens must be a whole number, not false"),
    "slot_9": (edit("slot = 4", "slot = 9"), 8, "site row=0 col=1, tile 2",
               "slot 9 is outside 0..7"),
    "slot_minus_2": (edit("slot = 4", "slot = -2"), 8, "site row=0 col=1, tile 2",
                     "slot -2 is outside 0..7"),
    "slot_decimal": (edit("slot = 4", "slot = 1.0"), 8, "site row=0 col=1, tile 2",
                     "slot must be a whole number, not 1.0"),
    "size_decimal": (edit('size = "1/4"', "size = 0.5", True), 15, "site row=2 col=3, tile 1",
                     'size must be text ("1", "1/2", "1/4" or "1/8"), not 0.5'),
    "size_unknown": (edit('size = "1/4"', 'size = "1/3"', True), 15, "site row=2 col=3, tile 1",
                     "unknown size '1/3'"),
    "motif_number": (edit('motif = "flora"', "motif = 3", True), 15, "site row=2 col=3, tile 1",
                     "motif must be text (marble, terracotta, water, flora or lapis), not 3"),
    "row_text": (edit("row = 2", 'row = "0"', True), 13, "site 2 (row=?, col=3)",
                 "row must be a whole number, not the text '0'"),
    "row_boolean": (edit("row = 2", "row = true", True), 13, "site 2 (row=?, col=3)",
                    "row must be a whole number, not true"),
    "col_missing": (edit("col = 3\n", "", True), 12, "site 2 (row=2, col=?)", "col is missing"),
    "road_slot_boolean": (edit("roads = [0]", "roads = [true]"), 9, "site row=0 col=1",
                          "roads slot must be a whole number, not true"),
    "roads_not_a_list": (edit("roads = [0]", "roads = 0"), 9, "site row=0 col=1",
                         "roads must be a list of slots 0..7, not 0"),
    "duplicate_site": (edit("row = 2\ncol = 3", "row = 0\ncol = 1", True), 14,
                       "site row=0 col=1", "duplicate site (already given as site 1)"),
    "site_not_an_array": ('game = "picture-pie"\n\n[site]\nrow = 0\n', 3, "site",
                          "sites are written as [[site]] tables"),
    "game_a_list": (edit('game = "picture-pie"', "game = [1, 2]"), 1, "game",
                    "game is a list; expected one of"),
    "text_with_newline": (edit('motif = "flora"', 'motif = "fl\\nora"', True), 15,
                          "site row=2 col=3, tile 1", "unknown motif 'fl\\nora'"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_board_exits_2_with_one_plain_line(tmp_path, name):
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
    for repr_word in ("None", "True", "False", "[1, 2]", "'int'", "'str'"):
        assert repr_word not in msg, msg


def test_game_missing_has_no_line_to_point_at(tmp_path):
    f = tmp_path / "nogame.toml"
    f.write_text("yard = 1\n")
    res = run(f)
    assert res.returncode == 2
    assert res.stderr.splitlines() == [
        f'score: {f}: game: game is missing; expected one of "picture-pie", "akropolis", "picture-pie-duel", '
        '"akropolis-pantheon"']


def test_yard_and_laurel_tokens_default_to_zero(tmp_path):
    # the README example without yard (penalty -100) and laurel_tokens: base 225 + symmetry 150
    f = tmp_path / "defaults.toml"
    f.write_text(BOARD[:SITE2].replace("yard = 1\n", "").replace("laurel_tokens = 0\n", ""))
    res = run(f)
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert (out["yard_penalty"], out["laurel"], out["total"]) == (0, 0, 375)


def test_tiles_as_sub_tables_point_at_their_site(tmp_path):
    text = ('game = "picture-pie"\n'           # 1
            "[[site]]\nrow = 0\ncol = 0\n"      # 2-4
            '[[site.tiles]]\nsize = "1"\nmotif = "marble"\nslot = 0\n'   # 5-8
            "[[site]]\nrow = 1\ncol = 0\n"      # 9-11
            '[[site.tiles]]\nsize = "1"\nmotif = "lapis"\nslot = 9\n')   # 12-15
    f = tmp_path / "sub.toml"
    f.write_text(text)
    res = run(f)
    assert res.returncode == 2
    assert res.stderr.splitlines() == [
        f"score: {f}:12: site row=1 col=0, tile 1: slot 9 is outside 0..7"]


def test_locate_line_gives_none_rather_than_a_wrong_line():
    # a [[site]] look-alike inside a multi-line string: the headers no longer match the entries
    text = 'note = """\n[[site]]\n"""\n[[site]]\nrow = 1\n'
    assert locate_line(text, "site", 0, "row") is None
    # sites written inline have no header to point at
    assert locate_line("site = [{row = 1}, {row = 2}]\n", "site", 1, "row") is None
    # spaced and quoted headers still count; a key absent from the entry gives its header
    text = '[[ site ]]  # one\nrow = 1\n\n["site"]\n'
    assert locate_line(text, None, None, "site") is None  # not valid TOML (table redefined)
    text = '[[ site ]]  # one\nrow = 1\n[["site"]]\nrow = 2\ncol = 0\n'
    assert [locate_line(text, "site", i, "row") for i in (0, 1)] == [2, 4]
    assert locate_line(text, "site", 0, "col") == 1
    assert locate_line(text, "site", 2, "row") is None
