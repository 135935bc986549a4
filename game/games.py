"""The games in the collection and how to start one.

Each rules package under ``game/core/`` exposes:

- ``GAME_ID``: the command-line id (``"picture-pie"``, ``"akropolis"``);
- ``DATA_FILE``: its tile set under ``levels/``;
- ``parse_data(data: dict)``: validate the tile-set TOML (pure; raises ``DataError``);
- ``new_game(data, players: int, seed: int, **options) -> GameState``.

This module does the file reading the pure core may not do.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from game.core.state import GameState
from game.storage.data import load_level

GAMES = {
    "picture-pie": "game.core.picture_pie",
    "akropolis": "game.core.akropolis",
}


def core_module(game_id: str):
    """The rules package of ``game_id``.  Raises KeyError for an unknown id."""
    return importlib.import_module(GAMES[game_id])


@lru_cache(maxsize=None)
def game_data(game_id: str):
    """The parsed, validated tile set of ``game_id`` (read once).  Raises FileDataError."""
    mod = core_module(game_id)
    return load_level(mod.DATA_FILE, mod.parse_data)


def new_state(game_id: str, players: int, seed: int, **options) -> GameState:
    """A fresh, seeded game of ``game_id`` for ``players`` seats."""
    return core_module(game_id).new_game(game_data(game_id), players=players, seed=seed, **options)
