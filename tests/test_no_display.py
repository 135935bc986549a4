"""Without a display, ``main.py`` says so and exits 2 instead of running forever on SDL's
offscreen driver; the dummy driver (tests), ``--screenshot`` and the subcommands still work."""

import os

from game.app.main import NO_DISPLAY
from game.storage.paths import not_a_folder, not_a_folder_message
from tests.cli_helpers import run_main


def headless_env(tmp_path, **extra) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(ANCIENT_CITIES_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy", **extra)
    return env


def test_no_display_exits_with_one_clear_line(tmp_path):
    res = run_main(env=headless_env(tmp_path), timeout=60)
    assert res.returncode == 2
    assert "main.py: no display found: set DISPLAY or run under a desktop session" in res.stderr
    assert "Traceback" not in res.stderr
    # ONE line: nothing from SDL (e.g. "XDG_RUNTIME_DIR is invalid") before ours
    assert res.stderr.strip().splitlines() == [NO_DISPLAY], res.stderr
    assert not list(tmp_path.iterdir())   # it stopped before touching the user folder


def test_screenshot_and_dummy_driver_still_run_headless(tmp_path):
    shot = tmp_path / "shot.png"
    res = run_main("--scene", "pp-setup", "--screenshot", shot, "--frames", "2",
                   env=headless_env(tmp_path / "home"), timeout=120)
    assert res.returncode == 0, res.stderr
    assert shot.exists()
    res = run_main("--frames", "2", env=headless_env(tmp_path / "home2", SDL_VIDEODRIVER="dummy"),
                   timeout=120)
    assert res.returncode == 0, res.stderr
    assert "no display found" not in res.stderr


def test_subcommands_run_headless(tmp_path):
    res = run_main("simulate", "--game", "picture-pie", "--players", "2", "--games", "1",
                   env=headless_env(tmp_path), timeout=120)
    assert res.returncode == 0, res.stderr


def test_no_sound_device_runs_silent_and_the_start_clears_our_stale_temp_files(tmp_path):
    """No audio device (a driver that does not exist): the window still runs; at start the
    temporary files a killed write left are removed (ours only)."""
    home = tmp_path / "home"
    home.mkdir()
    stale = home / "autosave-akropolis.toml.ac-0123abcd.tmp"
    stale.write_text("half a save")
    (home / "notes.tmp").write_text("not ours")
    env = headless_env(home, SDL_VIDEODRIVER="dummy")
    env["SDL_AUDIODRIVER"] = "no-such-audio-driver"
    res = run_main("--frames", "2", env=env, timeout=120)
    assert res.returncode == 0, res.stderr
    assert "Traceback" not in res.stderr
    assert not stale.exists() and (home / "notes.tmp").exists()


def test_a_home_that_is_a_file_is_said_once_plainly(tmp_path):
    """ANCIENT_CITIES_HOME naming a regular file: one plain line at start (not a toast at every
    move's autosave), and the window still runs."""
    afile = tmp_path / "afile"
    afile.write_text("not a folder")
    env = headless_env(afile, SDL_VIDEODRIVER="dummy")
    res = run_main("--frames", "2", env=env, timeout=120)
    assert res.returncode == 0, res.stderr
    line = f"{afile} is a file, not a folder: games are not being saved."
    assert res.stderr.count(line) == 1, res.stderr
    assert "Could not autosave" not in res.stderr and "Traceback" not in res.stderr
    assert afile.read_text() == "not a folder"


def test_not_a_folder_names_the_file_in_the_way(tmp_path):
    afile = tmp_path / "afile"
    afile.write_text("x")
    assert not_a_folder(afile / "deeper" / "still") == afile
    assert not_a_folder(tmp_path / "new") is None
    assert not_a_folder_message(tmp_path) is None
