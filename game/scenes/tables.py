"""Start a game table from a New Game configuration.

``config``: the shape documented in :mod:`game.games` (``{"game": id, "seed": int, "seats":
[{"name": str, "kind": "person" | "ai", "ai": level}, ...], "options": {...}}``).  The table
class is the registry's lazy ``GameInfo.table`` string ("package.module:Class"), imported on
first use and constructed as ``cls(app, config)``.
"""

from __future__ import annotations

import sys
import traceback

import pygame

from game import games
from game.storage import saves
from game.storage.messages import data_error_text
from game.storage.toml_io import FileDataError


def table_class(game_id: str, options: dict | None = None):
    """The table scene class for ``game_id`` (the mode ``options`` select, see
    :func:`game.games.mode_of`).  Raises ImportError/AttributeError/KeyError."""
    return games.resolve(games.mode_of(game_id, options).table)


def start_game(app, config: dict, state=None, save=None) -> bool:
    """Replace the whole stack with the table for ``config`` (``state``: a game to resume, e.g.
    from an autosave; None starts a new one).  On failure (table not importable
    or its constructor raising) the stack is left alone, a toast explains, and False is returned.
    On success ``settings["last_game"]`` becomes ``game_id`` and is saved if it changed.

    ``save``: the :class:`game.storage.saves.Autosave` being continued (``config``/``state``
    default to its own).  The table then cannot autosave while it is being built (the file and
    its ``.bak`` stay as they are until the table is known good), and any exception building it
    or drawing its first frame (off screen) refuses the save: its files are set aside as ``.corrupt`` (never offered again) and a
    plain-English toast says so."""
    if save is not None:
        return _continue(app, save)
    game_id = config.get("game")
    try:
        cls = table_class(game_id, config.get("options"))
    except Exception as exc:
        app.toast(f"{games.title(game_id)} table is not available yet "
                  f"({exc or type(exc).__name__}).", 5.0)
        return False
    title = games.title(game_id)
    try:
        scene = cls(app, config) if state is None else cls(app, config, state=state)
    except FileDataError as exc:  # broken game data: the file and line say it all
        message = f"Could not start {title}: {data_error_text(exc)}"
        print(message, file=sys.stderr)
        app.toast(message, 8.0)
        return False
    except Exception as exc:  # a bug: keep the traceback for the report
        traceback.print_exc()
        app.toast(f"Could not start {title}: {exc or type(exc).__name__}", 6.0)
        return False
    if app.settings.get("last_game") != game_id:
        # remembered for the next session: saved (atomically) only when it changes
        app.settings["last_game"] = game_id
        err = app.settings.save() if hasattr(app.settings, "save") else None
        if err:
            app.toast(err, 5.0)
    app.reset_to(scene)
    return True


def _continue(app, save) -> bool:
    try:
        cls = table_class(save.game, save.config.get("options"))
    except Exception as exc:
        app.toast(f"{games.title(save.game)} table is not available yet "
                  f"({exc or type(exc).__name__}).", 5.0)
        return False
    before = getattr(app, "autosave_enabled", True)
    app.autosave_enabled = False   # no write over the .bak before the table is known good
    try:
        scene = cls(app, save.config, state=save.state)
        # a trial layout and frame off screen: a state the table cannot show is refused here,
        # not in the middle of the next frame (draw never changes the game, see Scene.draw)
        scene.on_resize(app.size)
        scene.draw(pygame.Surface(app.size))
    except Exception:
        traceback.print_exc()
        app.toast(saves.set_aside(save, "the game would not start from it"), 8.0)
        return False
    finally:
        app.autosave_enabled = before
    if app.settings.get("last_game") != save.game:
        app.settings["last_game"] = save.game
        err = app.settings.save() if hasattr(app.settings, "save") else None
        if err:
            app.toast(err, 5.0)
    app.reset_to(scene)
    return True
