import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[1]


def run(*args):
    return run_main(*args)


def test_help_documents_every_option():
    out = run("--help").stdout
    for word in ("--frames", "--screenshot", "--scene", "--list-scenes", "--size", "--seed",
                 "score", "simulate"):
        assert word in out


def test_score_rejects_non_toml_with_one_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("game = \n")
    res = run("score", str(bad))
    assert res.returncode == 2
    assert res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "bad.toml:1" in lines[0] and "Traceback" not in res.stderr


def test_score_rejects_unknown_game(tmp_path):
    bad = tmp_path / "g.toml"
    bad.write_text('game = "chess"\n')
    res = run("score", str(bad))
    assert res.returncode == 2 and "g.toml:1" in res.stderr and "chess" in res.stderr


def test_score_missing_file_is_one_line():
    res = run("score", "no-such-file.toml")
    assert res.returncode == 2 and "file not found" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1


def test_simulate_with_broken_tile_data_is_one_line(tmp_path, monkeypatch):
    # A copy of the project whose Picture Pie tile set has a word where a number belongs.
    import shutil
    copy = tmp_path / "proj"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "__pycache__",
                                                              "docs", "tests"))
    tiles = copy / "levels" / "picture_pie" / "tiles.toml"
    text = tiles.read_text()
    assert "base = 200" in text
    tiles.write_text(text.replace("base = 200", 'base = "lots"', 1))
    res = subprocess.run([sys.executable, "main.py", "simulate", "--game", "picture-pie",
                          "--players", "2", "--games", "1"], cwd=copy, capture_output=True,
                         text=True, timeout=120)
    assert res.returncode == 2
    assert "Traceback" not in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert "tiles.toml:" in res.stderr and "base" in res.stderr


def test_simulate_into_a_closed_pipe_stops_without_a_traceback():
    # ``main.py simulate ... | head -1``: the reader leaves after one line.
    proc = subprocess.Popen([sys.executable, "main.py", "simulate", "--game", "picture-pie",
                             "--players", "2", "--games", "400", "--seed", "1"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline().startswith(b"[[game]]")
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipe" not in err
    assert proc.returncode in (0, 141)


@pytest.mark.parametrize("target, fault", [
    ("{tmp}/no-such-folder/x.png", "there is no folder"),
    ("{tmp}/shot.txt", "must be a .png"),
    ("{tmp}", "must be a .png")])
def test_bad_screenshot_targets_exit_2_with_one_line(tmp_path, target, fault):
    r = run_main("--frames", "2", "--screenshot", target.format(tmp=tmp_path))
    assert r.returncode == 2
    last = r.stderr.strip().splitlines()[-1]
    assert fault in last and "Traceback" not in r.stderr
