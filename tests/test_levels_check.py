"""``main.py levels check [DIR]`` and game.storage.levels: the 30 shipped cities are sound, every
broken copy gets its own clear one-line message (file, line where known, field, fault), the exit
codes, and ``load_codex`` never raises (issue 13, "Must show")."""

import os
import re
import shutil

import pytest

from game.core.picture_pie.codex import sequence_needed
from game.storage.data import ROOT
from game.storage.levels import CODEX_DIR, item_line, load_codex

from tests.cli_helpers import run_main

FIRST = "solstice-capital.toml"


def test_the_shipped_thirty_cities_are_sound():
    done = run_main("levels", "check")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "30 cities, all sound\n" and done.stderr == ""
    entries = load_codex()
    assert [e.level.order for e in entries] == list(range(1, 31))
    names = [e.level.name for e in entries]
    assert names[0] == "The Solstice Capital" and "The Mosaic Haven" in names
    assert len({e.level.id for e in entries}) == 30


def test_the_shipped_cities_have_variety_and_a_curve():
    levels = [e.level for e in load_codex()]
    early, late = levels[:5], levels[-5:]
    assert all(not lv.closed and lv.wheel_sectors == 6 for lv in early)
    assert all(lv.closed for lv in late)
    assert min(lv.turns for lv in early) > max(lv.turns for lv in late)
    assert any(lv.prebuilt for lv in levels) and any(lv.yard for lv in levels)
    assert any(lv.sector_size <= 2 for lv in levels)
    for lv in levels:
        assert 2 <= lv.lore.count(".") <= 3, lv.id   # two or three sentences
        assert lv.stars[0] < lv.stars[1] < lv.stars[2]


def _copy(tmp_path):
    folder = tmp_path / "codex"
    shutil.copytree(CODEX_DIR, folder)
    return folder


def _edit(path, old, new, count=1):
    text = path.read_text(encoding="utf-8")
    assert re.search(old, text, re.M), old
    path.write_text(re.sub(old, new, text, count=count, flags=re.M), encoding="utf-8")


def _line(path, pattern) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, ln in enumerate(lines, start=1) if re.search(pattern, ln))


# (file, edit (regex, replacement), the fault line's expected text after "FILE:")
BROKEN = {
    "not TOML": (FIRST, (r"^turns = 14$", "turns = = 14"),
                 r"^{f}:\d+: not valid TOML: [^()]+$"),
    "missing key": (FIRST, (r"^lore = .*\n", ""),
                    r"^{f}: lore: is missing \(a required key\)$"),
    "unknown key": (FIRST, (r"^turns = 14$", "turns = 14\nweather = \"fair\""),
                    r"^{f}:\d+: weather: unknown key 'weather' \(the format has .+\)$"),
    "unknown motif": (FIRST, (r'"1/8 lapis"', '"1/8 gold"'),
                      r"^{f}:\d+: sequence\[\d+\]: '1/8 gold': unknown motif 'gold'; use "
                      r"marble, terracotta, water, flora, lapis$"),
    "mark on a motif that carries none": (
        FIRST, (r'"1/4 flora"', '"1/4 flora road"'),
        r"^{f}:\d+: sequence\[\d+\]: '1/4 flora road': flora tiles carry no road mark "
        r"\(only marble tiles do\)$"),
    "sequence too short for the turn limit": (
        FIRST, (r"^turns = 14$", "turns = 30"),
        r"^{f}:\d+: sequence: holds 52 tiles; at least 80 are needed for 30 turns on 6 sectors "
        r"of 4 \(the first wheel of 24 and 14 refills\)$"),
    "thresholds not increasing": (
        FIRST, (r"^stars = .*$", "stars = [1500, 900, 2200]"),
        r"^{f}:\d+: stars: \[1500, 900, 2200\] must be above 0 and strictly increasing .+$"),
    "duplicate order": ("olive-terraces.toml", (r"^order = 2$", "order = 1"),
                        r"^{f}:\d+: order: 1 is also the order of solstice-capital.toml$"),

    "duplicate id": ("olive-terraces.toml", (r'^id = .*$', 'id = "solstice-capital"'),
                     r"^{f}:\d+: id: 'solstice-capital' is also the id of "
                     r"solstice-capital.toml$"),
    "closed site off the board": (
        "violet-citadel.toml", (r"^closed = .*$", "closed = [[1, 4]]"),
        r"^{f}:\d+: closed\[0\]: col 4 is off the board \(rows 0..2, columns 0..3\)$"),
    "id not the file name": ("olive-terraces.toml", (r'^id = .*$', 'id = "olive-groves"'),
                             r"^{f}:\d+: id: 'olive-groves' must equal the file name "
                             r"\('olive-terraces'\)$"),
    "more of a kind than the box holds": (
        FIRST, (r"\]\n\Z", ']\n[[prebuilt]]\nrow = 0\ncol = 0\ntiles = [' + ", ".join(
            f'{{ size = "1/4", motif = "lapis", slot = {s} }}' for s in (0, 2, 4, 6)) + "]\n"),
        r"^{f}:\d+: sequence: asks for 9 tiles of '1/4 lapis' in all \(sequence, yard and "
        r"pre-built sites\); the box holds 8$"),
    "a Whole in the sequence": (FIRST, (r'"1/8 lapis"', '"1 lapis"'),
                                r"^{f}:\d+: sequence\[\d+\]: '1 lapis': unknown size '1'; use "
                                r"1/2, 1/4 or 1/8 \(Wholes are never drawn: use them in "
                                r"\[\[prebuilt\]\]\)$"),
    "a goal that is no Civic Blueprint": (
        FIRST, (r"^turns = 14$", 'turns = 14\ngoals = ["forum-of-the-senat"]'),
        r"^{f}:\d+: goals\[0\]: 'forum-of-the-senat' is not a Civic Blueprint card id$"),
    "a prebuilt tile overlapping": (
        "mosaic-haven.toml", (r'^tiles = \[.*\]$',
                              'tiles = [{ size = "1/2", motif = "marble", slot = 0 }, '
                              '{ size = "1/4", motif = "lapis", slot = 2 }]'),
        r"^{f}:\d+: prebuilt row=1 col=1, tile 2: overlaps tile 1 \(slots are taken\)$"),
    "a prebuilt road on the wrong slot": (
        "mosaic-haven.toml", (r'^roads = \[0, 4\]$', "roads = [2]"),
        r"^{f}:\d+: prebuilt row=1 col=1: a road mark sits on its tile's first slot \(0\) and, "
        r"on a Whole, straight through on slot 4, not on slot 2$"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_each_broken_copy_has_its_own_message(tmp_path, case):
    folder = _copy(tmp_path)
    name, (old, new), expected = BROKEN[case]
    _edit(folder / name, old, new)
    done = run_main("levels", "check", folder)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.splitlines()
    shown = re.escape(str(folder / name))
    if case == "duplicate id":      # both its faults: the duplicate and the file name
        assert len(lines) == 2 and lines[1].endswith(
            "olive-terraces.toml:4: id: 'solstice-capital' must equal the file name "
            "('olive-terraces')")
        lines = lines[:1]
    if case == "duplicate order":   # both files are named, each pointing at the other
        assert len(lines) == 2 and lines[1].endswith(
            "solstice-capital.toml:6: order: 1 is also the order of olive-terraces.toml")
        lines = lines[:1]
    assert len(lines) == 1, lines
    assert re.match(expected.format(f=shown), lines[0]), lines[0]
    assert "Traceback" not in done.stderr


def test_messages_point_at_the_right_line(tmp_path):
    folder = _copy(tmp_path)
    path = folder / FIRST
    _edit(path, r'"1/4 flora"', '"1/4 flora road"')
    _edit(path, r"^stars = .*$", "stars = [1, 1, 1]")
    done = run_main("levels", "check", folder)
    lines = done.stderr.splitlines()
    assert len(lines) == 2    # every fault of a file, one line each
    assert f"{path}:{_line(path, r'^stars = ')}: stars:" in lines[0] or \
        f"{path}:{_line(path, r'^stars = ')}: stars:" in lines[1]
    assert any(ln.startswith(f"{path}:{_line(path, '1/4 flora road')}: sequence[")
               for ln in lines)


def test_item_line_counts_strings_across_lines():
    text = 'a = 1\nsequence = [\n  "x", "y", # "not this"\n  "z",\n]\nb = "q"\n'
    assert [item_line(text, "sequence", k) for k in range(4)] == [3, 3, 4, None]


def test_exit_codes_for_folders(tmp_path):
    missing = run_main("levels", "check", tmp_path / "nowhere")
    assert missing.returncode == 2
    assert missing.stderr == f"levels check: {tmp_path / 'nowhere'}: no such folder\n"
    (tmp_path / "file.toml").write_text("x = 1\n")
    not_dir = run_main("levels", "check", tmp_path / "file.toml")
    assert not_dir.returncode == 2 and not_dir.stderr.endswith(": not a folder\n")
    empty = tmp_path / "empty"
    empty.mkdir()
    none = run_main("levels", "check", empty)
    assert none.returncode == 2 and none.stderr == \
        f"levels check: {empty}: no level files (*.toml)\n"
    usage = run_main("levels")
    assert usage.returncode == 2 and len(usage.stderr.splitlines()) == 1


def test_load_codex_never_raises_and_keeps_the_others_playable(tmp_path):
    folder = _copy(tmp_path)
    (folder / "olive-terraces.toml").write_bytes(b"\xff\xfe not text")
    _edit(folder / "mosaic-haven.toml", r"^turns = 13$", "turns = 0")
    entries = load_codex(folder)
    assert len(entries) == 30
    broken = {e.path.name: e.error for e in entries if e.level is None}
    assert set(broken) == {"olive-terraces.toml", "mosaic-haven.toml"}
    assert broken["olive-terraces.toml"].endswith("not UTF-8 text, so not a TOML file")
    assert "turns: 0 is outside 1..40" in broken["mosaic-haven.toml"]
    assert all("\n" not in e for e in broken.values())
    assert [e.level.order for e in entries if e.level] == [1] + list(range(4, 31))
    # the damaged city whose order can be read keeps its place on the path; the unreadable one
    # takes the place the others leave free (2)
    assert entries[2].path.name == "mosaic-haven.toml" and entries[2].order == 3
    assert entries[1].path.name == "olive-terraces.toml" and entries[1].order == 2
    assert load_codex(tmp_path / "nowhere")[0].error.endswith("no such folder")


def test_the_sequence_rule_worked_out():
    # the first wheel plus min(turns - 1, 2 (turns - 1) // size) refills of ``size`` tiles
    assert sequence_needed(12, 6, 4) == 24 + 4 * 5
    assert sequence_needed(14, 6, 4) == 24 + 4 * 6
    assert sequence_needed(7, 3, 2) == 6 + 2 * 6
    assert sequence_needed(8, 4, 1) == 4 + 7
    assert sequence_needed(1, 2, 3) == 6


def test_every_shipped_city_plays_to_its_end():
    import random
    from game.games import new_state
    for e in load_codex():
        s = new_state("picture-pie", 1, 1, codex=e.level.source)
        rng = random.Random(e.level.order)
        while not s.is_terminal:
            s.apply(rng.choice(s.legal_actions()))
        assert s.round == e.level.turns or s.completed(0) + len(s.closed_sites) == 12


def test_messages_name_files_as_given_and_report_folders(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder / "olive-terraces.toml", r"^stars = .*$", "stars = [1950, 2850]")
    (folder / "adir.toml").mkdir()
    for given in (str(folder), os.path.relpath(folder, ROOT)):
        done = run_main("levels", "check", given)
        lines = done.stderr.splitlines()
        assert done.returncode == 2 and len(lines) == 2, lines
        assert lines[1] == f"{os.path.join(given, 'adir.toml')}: a folder, not a level file"
        assert lines[0] == (f"{os.path.join(given, 'olive-terraces.toml')}:"
                            f"{_line(folder / 'olive-terraces.toml', r'^stars = ')}: stars: "
                            "has 2 numbers; it needs 3 (the scores for 1, 2 and 3 stars)")
    missing = os.path.relpath(tmp_path / "nowhere", ROOT)
    done = run_main("levels", "check", missing)
    assert done.stderr == f"levels check: {missing}: no such folder\n"


def test_a_file_too_damaged_to_tell_its_order_takes_the_place_left_free(tmp_path):
    """QA: a level overwritten with garbage (no ``order`` line left) went to the end of the
    road as city 31; it takes the one place the readable cities leave free."""
    folder = tmp_path / "codex"
    shutil.copytree(CODEX_DIR, folder)
    (folder / "olive-terraces.toml").write_text("garbage text here\n")
    entries = load_codex(folder)
    assert len(entries) == 30
    assert [e.order for e in entries] == list(range(1, 31))
    assert entries[1].path.stem == "olive-terraces" and entries[1].level is None
    assert entries[1].error
