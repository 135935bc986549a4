"""Test aid: point a game's table at another class through the registry (game.games)."""

from __future__ import annotations

import dataclasses

from game import games


def patch_table(monkeypatch, game_id: str, ref: str) -> None:
    """Every mode of ``game_id`` uses the table ``ref`` ("module:Class") until the test ends."""
    for entry in games.modes(game_id):
        monkeypatch.setitem(games.REGISTRY, entry.key, dataclasses.replace(entry, table=ref))
