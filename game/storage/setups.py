"""The last New Game set-up of each game, so reopening New Game shows the player's last choices.

One TOML file beside the autosaves (``saves_dir/new-game.toml``, written atomically with a
backup by :func:`game.storage.toml_io.write_toml_atomic`), one table per game id::

    [akropolis]
    mode = "solo"                       # the registry's mode id
    players = 3                         # the Players row
    kinds = ["person", "ai:medium", "ai:easy", "ai:hard"]     # each seat row ("ai:greedy"
                                        # and "ai:random" of older set-ups show as Medium, Easy)
    [akropolis.options]                 # option name -> value (multi: a list)
    solo = "metagenes"
    variants = ["houses", "temples"]

Reading never fails: a missing, unreadable or malformed file, or a value the game does not
offer (any more), gives that part's default (None from :func:`load_setup`, or the field left
out).  The New Game scene (game.scenes.new_game) checks each value against the registry.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game.storage.toml_io import FileDataError, read_toml, write_toml_atomic

FILE_NAME = "new-game.toml"
#: at most this many bytes are read: a set-up is a few lines
MAX_BYTES = 64 * 1024


def setups_path(folder: str | os.PathLike) -> Path:
    """``folder/new-game.toml``."""
    return Path(folder) / FILE_NAME


def _read_all(folder) -> dict:
    try:
        data, _ = read_toml(setups_path(folder), limit=MAX_BYTES)
    except (FileDataError, OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def load_setup(game_id: str, folder: str | os.PathLike) -> dict | None:
    """The plain table saved for ``game_id`` (keys "mode", "players", "kinds", "options", each
    possibly missing or of a wrong type: the caller validates), or None when there is none or
    the file cannot be read."""
    entry = _read_all(folder).get(game_id)
    return entry if isinstance(entry, dict) else None


def _plain(value: Any):
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if all(isinstance(v, str) for v in value) else list(value)
    return value


def save_setup(game_id: str, setup: dict, folder: str | os.PathLike) -> None:
    """Store ``setup`` (mode, players, kinds, options; None values left out, sets as sorted
    lists) as ``game_id``'s table, keeping the other games' tables.  Raises OSError when the
    file cannot be written (the old file is then untouched)."""
    data = _read_all(folder)
    entry: dict[str, Any] = {}
    for key in ("mode", "players", "kinds"):
        if setup.get(key) is not None:
            entry[key] = _plain(setup[key])
    entry["options"] = {k: _plain(v) for k, v in (setup.get("options") or {}).items()
                        if v is not None}
    data[game_id] = entry
    write_toml_atomic(setups_path(folder), data)
