"""Test helpers for the Codex scenes: a copy of the shipped cities to break, the map's
widgets by key, the map's focus moved to a city by real key presses."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame

from game.app.testing import press
from game.storage.levels import CODEX_DIR


def levels_copy(tmp_path) -> Path:
    """A copy of levels/codex in ``tmp_path / "codex"`` (to break a file in)."""
    out = Path(tmp_path) / "codex"
    shutil.copytree(CODEX_DIR, out)
    return out


def widget(scene, key):
    for w in scene.focus.widgets:
        if w.key == key:
            return w
    raise AssertionError(f"no widget {key!r} on {scene.name}")


def focus_city(app, scene, index: int) -> None:
    """Arrow keys until the map's focus is on city ``index`` (path order)."""
    for _ in range(len(scene.codex) * 2):
        if scene.focus == index:
            return
        press(app, pygame.K_RIGHT if scene.focus < index else pygame.K_LEFT)
    assert scene.focus == index
