"""The Codex record (game.storage.progress): best stars and score per city, the path's locks,
atomic writes with a backup, damaged files set aside with a message (never a silent reset)."""

from __future__ import annotations

import os

import pytest

from game.storage import progress as pr
from game.storage.progress import Best, Progress, load_progress, record_result, unlocked

PATH = [("solstice-capital", True), ("mosaic-haven", True), ("third", True), ("fourth", True)]


def test_no_file_is_an_empty_record(tmp_path):
    prog, told = load_progress(tmp_path)
    assert prog.cities == {} and told is None
    assert prog.best("solstice-capital") == Best(0, 0)
    assert not os.listdir(tmp_path)   # reading writes nothing


def test_record_keeps_the_best_of_each_part():
    prog = Progress()
    ch = prog.record("a", 2, 1500)
    assert (ch.before, ch.after, ch.new_stars, ch.new_score) == (Best(), Best(2, 1500), True, True)
    ch = prog.record("a", 1, 1800)          # more points, fewer stars
    assert ch.after == Best(2, 1800) and not ch.new_stars and ch.new_score
    ch = prog.record("a", 3, 100)           # more stars, fewer points
    assert ch.after == Best(3, 1800) and ch.new_stars and not ch.new_score
    with pytest.raises(ValueError):
        prog.record("a", 4, 10)


def test_saved_record_survives_a_restart(tmp_path):
    change, prog, told = record_result(tmp_path, "solstice-capital", 2, 1620)
    assert told is None and change.new_stars
    again, told = load_progress(tmp_path)
    assert told is None and again.cities == {"solstice-capital": Best(2, 1620)}
    text = pr.progress_path(tmp_path).read_text()
    assert "format = 1" in text and "[cities.solstice-capital]" in text
    record_result(tmp_path, "mosaic-haven", 1, 900)
    # the previous good copy is the backup
    bak = pr.progress_path(tmp_path).with_name(pr.FILE_NAME + ".bak")
    assert "mosaic-haven" not in bak.read_text() and "solstice-capital" in bak.read_text()


def test_unlocks_follow_the_path():
    prog = Progress()
    assert unlocked(PATH, prog) == {"solstice-capital"}
    prog.record("solstice-capital", 0, 300)          # no star: the next stays shut
    assert unlocked(PATH, prog) == {"solstice-capital"}
    prog.record("solstice-capital", 1, 950)
    assert unlocked(PATH, prog) == {"solstice-capital", "mosaic-haven"}
    prog.record("mosaic-haven", 3, 2500)
    assert unlocked(PATH, prog) == {"solstice-capital", "mosaic-haven", "third"}


def test_a_damaged_city_neither_blocks_nor_opens():
    prog = Progress()
    path = [("solstice-capital", True), ("broken", False), ("third", True), ("fourth", True)]
    assert unlocked(path, prog) == {"solstice-capital"}
    prog.record("solstice-capital", 1, 950)
    assert unlocked(path, prog) == {"solstice-capital", "third"}
    # a damaged first city: the first readable one is open
    assert unlocked([("broken", False), ("b", True), ("c", True)], Progress()) == {"b"}


def test_a_city_with_stars_stays_open():
    prog = Progress({"fourth": Best(1, 100)})
    assert unlocked(PATH, prog) == {"solstice-capital", "fourth"}


@pytest.mark.parametrize("body, why", [
    ("this is = = not toml", "no longer valid TOML"),
    ("format = 1.5\n", "(its format line holds 1.5, not a version number)"),
    ("[cities.a]\nstars = 1\n", "(the file has no format line)"),
    ("format = 1\n[cities.a]\nstars = 7\nscore = 10\n", "cities.a.stars is 7"),
    ("format = 1\n[cities.a]\nstars = 1\nscore = -5\n", "cities.a.score is -5"),
    ("format = 1\ncities = 3\n", "cities is not a table"),
    ("format = 1\nextra = true\n", "unknown key 'extra'"),
    ("", "(the file is empty)"),
    ("\n# nothing\n", "(the file is empty)"),
])
def test_damaged_file_is_kept_aside_and_said(tmp_path, body, why):
    path = pr.progress_path(tmp_path)
    path.write_text(body)
    prog, told = load_progress(tmp_path)
    assert prog.cities == {}
    assert told.startswith("Your Codex progress could not be read (") and why in told
    assert told.endswith("it was kept as codex-progress.toml.corrupt and a new record started "
                         "(there was no backup).")
    assert "None" not in told
    assert (tmp_path / "codex-progress.toml.corrupt").read_text() == body   # kept, unchanged
    # a new record was written, so the next load is quiet (the player is told once)
    again, told2 = load_progress(tmp_path)
    assert told2 is None and again.cities == {}


def test_damaged_file_falls_back_to_the_backup(tmp_path):
    record_result(tmp_path, "solstice-capital", 2, 1620)
    record_result(tmp_path, "mosaic-haven", 1, 900)     # the backup holds solstice only
    path = pr.progress_path(tmp_path)
    path.write_bytes(b"\xff\xfe garbage")
    prog, told = load_progress(tmp_path)
    assert prog.cities == {"solstice-capital": Best(2, 1620)}
    assert "codex-progress.toml.corrupt" in told
    assert told.endswith("restored from its backup, which may not hold your latest result.")
    assert load_progress(tmp_path) == (prog, None)


def test_a_bad_backup_is_said_and_both_are_kept(tmp_path):
    path = pr.progress_path(tmp_path)
    path.write_text("")
    path.with_name(pr.FILE_NAME + ".bak").write_text("format = 1\n[cities.a]\nstars = 5\n")
    prog, told = load_progress(tmp_path)
    assert prog.cities == {}
    assert told == ("Your Codex progress could not be read (the file is empty); it was kept as "
                    "codex-progress.toml.corrupt. Its backup could not be read either "
                    "(cities.a.stars is 5, not 0..3); it was kept as "
                    "codex-progress.toml.bak.corrupt. A new record started.")
    assert (tmp_path / "codex-progress.toml.corrupt").read_text() == ""
    assert "stars = 5" in (tmp_path / "codex-progress.toml.bak.corrupt").read_text()
    assert load_progress(tmp_path) == (prog, None)


def test_every_damaged_copy_is_kept(tmp_path):
    path = pr.progress_path(tmp_path)
    for k in range(3):
        path.write_text(f"broken {k} = = =")
        _, told = load_progress(tmp_path)
        assert told
    names = sorted(n for n in os.listdir(tmp_path) if ".corrupt" in n)
    assert names == ["codex-progress.toml.corrupt", "codex-progress.toml.corrupt.1",
                     "codex-progress.toml.corrupt.2"]


def test_a_folder_in_the_way_is_said_not_raised(tmp_path):
    (tmp_path / pr.FILE_NAME).mkdir()
    prog, told = load_progress(tmp_path)
    assert prog.cities == {} and "could not be read" in told


def test_a_write_the_disk_refuses_is_a_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    msg = pr.save_progress(Progress({"a": Best(1, 5)}), blocker / "sub")
    assert msg and msg.startswith("Your Codex progress could not be saved")


def test_a_city_finished_with_no_points_is_played():
    """A play-tester finished city 1 with 0 points and the map still said "Not played yet"."""
    from game.scenes.codex.cities import best_line
    p = Progress()
    assert not p.best("c1").played and best_line(p.best("c1")) == "Not played yet"
    p.record("c1", 0, 0)
    assert p.best("c1").played and best_line(p.best("c1")) == "Best: 0 stars, 0 points"
