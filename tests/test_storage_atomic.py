"""Atomic writes with a backup (issue 17 items 1 and 5): a write that fails at any step (open,
write, flush, fsync, the backup's rename, the main rename) leaves the previous file and its
backup whole and no temporary file; stale temporary files of our own are removed at start,
nothing else is."""

import os
import tomllib

import pytest

from game.app.main import clear_temps
from game.storage import toml_io
from game.storage.toml_io import TEMP_RE, clear_stale_temps, temp_name, write_toml_atomic

OLD_BAK = {"format": 2, "turn": 1, "pad": "b" * 5000}
OLD = {"format": 2, "turn": 2, "pad": "m" * 5000}
NEW = {"format": 2, "turn": 3, "pad": "n" * 5000}


def _load(path):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


class _Boom(OSError):
    pass


class _File:
    """A file object whose ``write`` or ``flush`` raises on the chosen call."""

    def __init__(self, fh, fail):
        self.fh, self.fail = fh, fail

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.fh.close()

    def fileno(self):
        return self.fh.fileno()

    def write(self, data):
        self.fail("write")
        return self.fh.write(data)

    def flush(self):
        self.fail("flush")
        return self.fh.flush()


#: (step, which call of it fails): each write of a good previous file opens, writes, flushes,
#: fsyncs and renames twice: first the backup's temp file onto PATH.bak, then the new file's
#: temp file onto PATH (the new file's temp is written first, the backup's second)
STEPS = [(step, k) for step in ("open", "write", "flush", "fsync", "replace") for k in (1, 2)]


@pytest.mark.parametrize("step, k", STEPS)
def test_a_write_failing_at_any_step_leaves_the_previous_file_and_backup_whole(
        tmp_path, monkeypatch, step, k):
    path = tmp_path / "autosave-picture-pie.toml"
    write_toml_atomic(path, OLD_BAK)
    write_toml_atomic(path, OLD)
    calls = {}

    def fail(name):
        calls[name] = calls.get(name, 0) + 1
        if name == step and calls[name] == k:
            raise _Boom(28, "No space left on device")

    real_open, real_fdopen = os.open, os.fdopen
    real_fsync, real_replace = os.fsync, os.replace

    def fake_open(p, flags, mode=0o777):
        if flags & os.O_CREAT:
            fail("open")
        return real_open(p, flags, mode)

    def fake_fsync(fd):
        fail("fsync")
        return real_fsync(fd)

    def fake_replace(a, b):
        fail("replace")
        return real_replace(a, b)

    monkeypatch.setattr(toml_io.os, "open", fake_open)
    monkeypatch.setattr(toml_io.os, "fdopen", lambda fd, m: _File(real_fdopen(fd, m), fail))
    monkeypatch.setattr(toml_io.os, "fsync", fake_fsync)
    monkeypatch.setattr(toml_io.os, "replace", fake_replace)
    with pytest.raises(_Boom):
        write_toml_atomic(path, NEW)
    monkeypatch.undo()
    assert calls[step] == k                               # the failure happened where meant
    assert _load(path) == OLD                             # the previous file, whole
    bak = _load(path.with_name(path.name + ".bak"))
    assert bak in (OLD_BAK, OLD)                          # the backup: old or new, never torn
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, path.name + ".bak"]
    write_toml_atomic(path, NEW)                          # and the next write works
    assert _load(path) == NEW and _load(path.with_name(path.name + ".bak")) == OLD


def test_temp_names_are_ours_and_recognised():
    name = temp_name("settings.toml")
    assert name.startswith("settings.toml.ac-") and name.endswith(".tmp") and TEMP_RE.match(name)
    for other in ("notes.tmp", "settings.toml", "a.toml.xyz.tmp", "x.toml.1234abcd.tmp.txt",
                  "photo.ac-1234.tmp"):
        assert not TEMP_RE.match(other), other
    for legacy in ("settings.toml.1a2b3c4d.tmp", "autosave-akropolis.toml.bak.0123abcd.tmp"):
        assert TEMP_RE.match(legacy), legacy


def test_stale_temps_of_our_own_are_cleared_and_nothing_else(tmp_path):
    data, config = tmp_path / "data", tmp_path / "config"
    (data / "replays").mkdir(parents=True)
    config.mkdir()
    ours = [data / temp_name("autosave-picture-pie.toml"), data / "settings.toml.1a2b3c4d.tmp",
            data / "replays" / temp_name("2026-12-01-akropolis.toml")]
    theirs = [data / "notes.tmp", data / "autosave-picture-pie.toml", data / "keep.toml.bak",
              data / "autosave-picture-pie.toml.corrupt"]
    for p in ours + theirs:
        p.write_text("x\n")
    (data / "folder.ac-00000000.tmp").mkdir()                 # a folder with our name: kept
    target = tmp_path / "elsewhere.txt"
    target.write_text("precious\n")
    link = data / "autosave-akropolis.toml.ac-11111111.tmp"
    link.symlink_to(target)                                    # a link with our name: kept
    cfg_tmp = config / temp_name("settings.toml")
    cfg_tmp.write_text("x\n")
    removed = clear_stale_temps(data) + clear_stale_temps(data / "replays") \
        + clear_stale_temps(config)
    assert sorted(removed) == sorted(p.name for p in ours + [cfg_tmp])
    assert all(p.exists() for p in theirs) and link.is_symlink() and target.exists()
    assert (data / "folder.ac-00000000.tmp").is_dir()
    assert clear_stale_temps(tmp_path / "missing") == []


def test_the_window_entry_point_clears_the_data_and_config_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("ANCIENT_CITIES_HOME", str(tmp_path))
    (tmp_path / "replays").mkdir()
    stale = [tmp_path / temp_name("autosave-akropolis.toml"),
             tmp_path / "replays" / temp_name("r.toml")]
    for p in stale:
        p.write_text("x\n")
    (tmp_path / "mine.txt").write_text("x\n")
    assert sorted(clear_temps(tmp_path)) == sorted(p.name for p in stale)
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == ["mine.txt"]
