"""Named demo scenes for ``--scene NAME`` / ``--list-scenes`` and tests.

Scenes come from provider modules (the shell's own, then each game's ``GameInfo.demo`` in
registry order, see :mod:`game.games`), each exposing ``DEMO_SCENES: dict[str, Callable[[App, int],
Scene]]`` (name -> factory(app, seed)).  A provider that fails to import is skipped with one
warning line on stderr, so one broken table never blocks the other.
"""

from __future__ import annotations

import importlib
import sys
from typing import Callable

from game import games

SHELL_PROVIDER = "game.scenes.demo_common"


def providers() -> list[str]:
    """The provider modules, shell first, then each game's demo module once."""
    out = [SHELL_PROVIDER]
    for entry in games.entries():
        if entry.demo and entry.demo not in out:
            out.append(entry.demo)
    return out


_warned: set[str] = set()


def _factories() -> dict[str, Callable]:
    out: dict[str, Callable] = {}
    for mod_name in providers():
        try:
            mod = importlib.import_module(mod_name)
            scenes = dict(getattr(mod, "DEMO_SCENES"))
        except Exception as exc:  # a broken provider must not block the others
            if mod_name not in _warned:
                _warned.add(mod_name)
                print(f"warning: scene provider {mod_name} skipped ({type(exc).__name__}: {exc})",
                      file=sys.stderr)
            continue
        for name, factory in scenes.items():
            out.setdefault(name, factory)
    return out


def scene_names() -> list[str]:
    """Every demo scene name, in provider order."""
    return list(_factories())


def make_scene(name: str, app, seed: int = 1):
    """Build the demo scene ``name`` for ``app`` with ``seed``.  Raises KeyError if unknown."""
    factories = _factories()
    if name not in factories:
        raise KeyError(f"unknown scene {name!r}; choose from: {', '.join(factories)}")
    if name != "title":  # demo tables must not touch the player's autosaves (game.storage.saves)
        app.autosave_enabled = False
    return factories[name](app, seed)
