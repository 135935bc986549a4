"""The window entry point in subprocesses: --frames/--screenshot, --scene, --list-scenes."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[2]


def run(*args, home):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ANCIENT_CITIES_HOME=str(home))
    return run_main(*args, env=env)


def test_frames_screenshot_writes_the_title_screen(tmp_path):
    shot = tmp_path / "t.png"
    res = run("--frames", "3", "--screenshot", str(shot), home=tmp_path)
    assert res.returncode == 0, res.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    # the gold title lettering is present in the top band
    golds = sum(1 for x in range(300, 980, 3) for y in range(40, 130, 3)
                if img.get_at((x, y))[0] > 200 and img.get_at((x, y))[2] < 170)
    assert golds > 50


def test_scene_option_and_list(tmp_path):
    res = run("--list-scenes", home=tmp_path)
    names = res.stdout.split()
    for name in ("title", "new-game", "settings", "pause", "results"):
        assert name in names
    shot = tmp_path / "n.png"
    res = run("--frames", "2", "--scene", "new-game", "--size", "800x600", "--screenshot",
              str(shot), home=tmp_path)
    assert res.returncode == 0, res.stderr
    assert pygame.image.load(str(shot)).get_size() == (800, 600)


def test_unknown_scene_is_one_line_and_exit_2(tmp_path):
    res = run("--frames", "1", "--scene", "no-such-scene", home=tmp_path)
    assert res.returncode == 2
    lines = [ln for ln in res.stderr.strip().splitlines() if not ln.startswith("warning:")]
    assert len(lines) == 1 and "no-such-scene" in lines[0]


def test_scene_with_broken_tile_data_is_one_line_and_exit_2(tmp_path):
    """QA: ``--scene ak-table`` with a broken tiles.toml exited 1 with a traceback."""
    import shutil
    copy = tmp_path / "proj"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "__pycache__",
                                                              "docs", "tests", "*.png"))
    tiles = copy / "levels" / "akropolis" / "tiles.toml"
    n_lines = len(tiles.read_text().splitlines())
    with tiles.open("a") as f:
        f.write("garbage [[[\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ANCIENT_CITIES_HOME=str(tmp_path))
    res = subprocess.run([sys.executable, "main.py", "--scene", "ak-table", "--frames", "2"],
                         cwd=copy, capture_output=True, text=True, timeout=120, env=env)
    assert res.returncode == 2
    lines = [ln for ln in res.stderr.strip().splitlines() if not ln.startswith("warning:")]
    assert "Traceback" not in res.stderr and len(lines) == 1
    assert lines[0].startswith(f"levels/akropolis/tiles.toml:{n_lines + 1}: not valid TOML")


def test_data_error_text_names_the_file_from_the_project_folder(tmp_path, monkeypatch):
    from game.app.main import data_error_text
    from game.storage.toml_io import FileDataError
    monkeypatch.chdir(tmp_path)                  # not the project folder
    err = FileDataError(ROOT / "levels" / "akropolis" / "tiles.toml", "not valid TOML (x)",
                        line=379)
    assert data_error_text(err) == "levels/akropolis/tiles.toml:379: not valid TOML (x)"
    err = FileDataError("/elsewhere/t.toml", "unknown colour 'pink'", line=4, where="tile 3")
    assert data_error_text(err) == "/elsewhere/t.toml:4: tile 3: unknown colour 'pink'"
