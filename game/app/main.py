"""Window entry point used by ``main.py`` (see game/cli.py)."""

from __future__ import annotations

import os
import sys

import pygame

from game.ai import worker as ai_worker
from game.app.app import App
from game.app.settings import Settings
from game.scenes.registry import make_scene, scene_names
from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.title import TitleScene
from game.storage.messages import data_error_text
from game.storage.paths import config_dir, not_a_folder_message
from game.storage.toml_io import FileDataError, clear_stale_temps, one_line
from game.storage import lock, saves

#: SDL video drivers that open no window: chosen on purpose (tests, screenshots) they are fine
HEADLESS_DRIVERS = ("dummy", "offscreen")
NO_DISPLAY = ("main.py: no display found: set DISPLAY or run under a desktop session "
              "(--screenshot and the score / simulate commands work without one).")


#: platforms whose windows need an X11 or Wayland display named in the environment
DISPLAY_ENV_PLATFORMS = ("linux", "freebsd", "openbsd", "netbsd")


def display_missing() -> bool:
    """True when SDL could only pick a driver that opens no window ("offscreen" without a
    display) and the user did not ask for one with SDL_VIDEODRIVER=dummy/offscreen.  On Linux
    and the BSDs with no SDL_VIDEODRIVER set, neither DISPLAY nor WAYLAND_DISPLAY means no
    display, decided before SDL starts (SDL would print its own errors first); otherwise
    initialises pygame's display module to ask SDL (``pygame.display.get_driver()``)."""
    driver = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in HEADLESS_DRIVERS:
        return False
    if (not driver and sys.platform.startswith(DISPLAY_ENV_PLATFORMS)
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        return True
    try:
        pygame.display.init()
    except pygame.error:   # no usable video driver at all
        return True
    return pygame.display.get_driver() in HEADLESS_DRIVERS


def clear_temps(folder) -> list[str]:
    """Remove the stale temporary files of our own atomic writes (a game killed mid-write
    leaves them) from the data folder ``folder``, its ``replays`` folder and the config
    folder: only names of :data:`game.storage.toml_io.TEMP_RE`, never anything else.  The
    names removed."""
    removed = []
    for where in dict.fromkeys((folder, folder / "replays", config_dir())):
        removed += clear_stale_temps(where)
    return removed


def run_window(size=(1280, 720), frames=None, screenshot=None, scene=None, seed=1,
               fullscreen=False, replay=None) -> int:
    """Open the window and run until closed (or for ``frames`` frames).

    ``scene``: a registry name to start on (unknown: one line on stderr, exit 2).  ``screenshot``:
    save the last frame there as PNG.  ``replay``: a replay file (checked by the caller) opened
    in the replay viewer over the title.  Returns the process exit code: 0, or 2 after one line on
    stderr for an unknown scene or broken game data (FileDataError, ``FILE:LINE: WHAT``), or
    when an interactive run (no ``frames``, no ``screenshot``) finds no display
    (:func:`display_missing`: it would run forever with no window).
    """
    if scene is not None and scene not in scene_names():
        print(f"main.py: unknown scene {scene!r}; choose from: {', '.join(scene_names())}",
              file=sys.stderr)
        return 2
    if frames is None and screenshot is None and display_missing():
        print(NO_DISPLAY, file=sys.stderr)
        pygame.quit()
        return 2
    folder = saves.saves_dir()
    not_folder = not_a_folder_message(folder)
    held = None if not_folder else lock.acquire(folder)
    if held is not None:   # only this window writes here: a temp file now is a killed write's
        clear_temps(folder)
    settings = Settings()
    # the saved preference applies to interactive runs only (smoke runs keep --size)
    fullscreen = fullscreen or (frames is None and bool(settings.get("fullscreen")))
    app = App(size=size, fullscreen=fullscreen, settings=settings)
    if not_folder:  # said once here, not at every move's autosave
        app.autosave_enabled = False
        app.unsaved_reason = "its save folder is a file"
        app.toast(not_folder, 8.0)
    elif held is None:  # another window owns the user folder: never overwrite its game
        app.autosave_enabled = False
        app.unsaved_reason = "another window is using your folder"
        app.toast(lock.second_window_message(folder), 6.0)
    try:
        if scene is None:
            app.push(TitleScene(app))
            if replay is not None:
                ReplayViewerScene.open_file(app, replay, quit_on_close=True)   # Close quits
        else:
            app.push(make_scene(scene, app, seed))
        for message, _seconds in app.toasts:  # start-up problems (settings, saves, lock)
            print(message, file=sys.stderr)
        app.run(frames)
        if screenshot:
            try:
                app.save_screenshot(screenshot)
            except (pygame.error, OSError) as exc:  # e.g. a folder without write permission
                print(f"{one_line(screenshot)}: could not save the screenshot "
                      f"({one_line(str(exc))})", file=sys.stderr)
                return 2
    except FileDataError as exc:  # broken game data: say where, no traceback
        print(data_error_text(exc), file=sys.stderr)
        return 2
    finally:
        ai_worker.shutdown()   # the AI worker process never outlives the window
        pygame.quit()
        if held is not None:
            held.release()
    return 0
