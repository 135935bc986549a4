"""Where the game's data lives: the ``levels/`` folder (tile sets, Codex cities, scenarios)."""

from __future__ import annotations

from pathlib import Path

from game.storage.toml_io import load_validated

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ROOT / "levels"
ASSETS = ROOT / "assets"


def level_path(rel: str) -> Path:
    """Absolute path of a file under ``levels/`` (``rel`` like ``"picture_pie/tiles.toml"``)."""
    return LEVELS / rel


def load_level(rel: str, build=lambda d: d):
    """Load ``levels/<rel>`` and validate it with ``build(data)``; raises FileDataError."""
    return load_validated(level_path(rel), build)
