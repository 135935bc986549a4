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

Reading never fails.  A damaged file (empty, binary, cut short, not TOML: the faults reader,
:mod:`game.storage.faults`) is kept aside as ``new-game.toml.corrupt`` and its ``.bak`` used
(copied back as the file, so it is said once), else the defaults; a value the game does not
offer (a mode, a player count, a kind of seat) is dropped on its own.  Each of these is said in
one plain line (:func:`read_setup`).  The New Game scene (game.scenes.new_game) checks the
options against the registry.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from game.storage import faults
from game.storage.messages import backup_too_words
from game.storage.toml_io import FileDataError, keep_aside, replace_with, write_toml_atomic

FILE_NAME = "new-game.toml"
#: at most this many bytes are read: a set-up is a few lines
MAX_BYTES = 64 * 1024


def setups_path(folder: str | os.PathLike) -> Path:
    """``folder/new-game.toml``."""
    return Path(folder) / FILE_NAME


#: what messages call the file
WHAT = "Your New Game choices"


def _read(path: Path) -> tuple[dict, bytes]:
    """The document and bytes at ``path``.  Raises FileNotFoundError or FileFault."""
    raw = faults.read_raw(path, MAX_BYTES)
    return faults.parse(raw, path), raw


def _read_all(folder) -> tuple[dict, str | None]:
    """``(every game's table, message or None)``: a damaged file is kept aside and its
    ``.bak`` used (and restored as the file), else ``{}``."""
    main = setups_path(folder)
    bak = main.with_name(main.name + ".bak")
    try:
        return _read(main)[0], None
    except FileNotFoundError:
        return {}, None
    except (faults.FileFault, OSError) as exc:
        kept = keep_aside(main)
        said = f"{WHAT} could not be read ({exc})" + (f"; kept as {kept}" if kept else "")
    try:
        data, raw = _read(bak)
    except FileNotFoundError:
        return {}, f"{said}; using the defaults."
    except (faults.FileFault, OSError) as exc:
        return {}, f"{said}{backup_too_words(str(exc), keep_aside(bak))}; using the defaults."
    try:
        replace_with(main, raw)   # the good copy is the file again: said once
    except OSError:
        pass
    return data, f"{said}; restored from {bak.name}."


def checked_setup(entry: Any, modes: list) -> tuple[dict | None, list[str]]:
    """``(table, problems)``: ``entry`` without the values the game does not offer (a mode
    not among ``modes``, the game's registry entries (``mode``, ``seats``, ``seat_range()``,
    ``ai_kinds``), the default first; a player count outside its seats; a seat kind that is
    neither "person" nor "ai:<level>" of the game), each dropped on its own and named in
    ``problems`` ("mode = \"chess\" is not a mode of this game").  No ``modes``: unchecked."""
    if not isinstance(entry, dict):
        return None, ([] if entry is None else ["its table is not a table"])
    out, bad = dict(entry), []
    by_mode = {e.mode: e for e in modes}
    mode = out.get("mode")
    if mode is not None and by_mode and mode not in by_mode:
        bad.append(f"mode = {_shown(mode)} is not a mode of this game")
        del out["mode"]
    info = by_mode.get(out.get("mode")) or (modes[0] if modes else None)
    players = out.get("players")
    if players is not None and info is not None and (
            type(players) is not int or players not in info.seat_range()):
        lo, hi = info.seats
        bad.append(f"players = {_shown(players)} is not {lo} to {hi}")
        del out["players"]
    kinds = out.get("kinds")
    if kinds is not None and info is not None:
        levels = set(info.ai_kinds) | {"greedy", "random"}
        good = isinstance(kinds, list)
        ok = [k for k in kinds if k == "person" or (isinstance(k, str) and k.startswith("ai:")
                                                  and k[3:] in levels)] if good else []
        for k in (kinds if good else [kinds]):
            if k not in ok:
                bad.append(f"seat kind {_shown(k)} is not a Person nor an AI level")
        if not good:
            del out["kinds"]
        elif len(ok) != len(kinds):   # that seat keeps New Game's own choice
            out["kinds"] = [k if k in ok else None for k in kinds]
    return out, bad


def _shown(value: Any) -> str:
    text = f'"{value}"' if isinstance(value, str) else str(value)
    return text if len(text) <= 40 else text[:39] + "\u2026"


def read_setup(game_id: str, folder: str | os.PathLike, modes: list = (),
               title: str = "") -> tuple[dict | None, list[str]]:
    """``(the plain table saved for game_id or None, messages)``: a damaged file (see
    :func:`_read_all`) and each value dropped (:func:`checked_setup` against ``modes``; the
    message names the game ``title``) give one line each."""
    data, said = _read_all(folder)
    entry, bad = checked_setup(data.get(game_id), list(modes))
    messages = [said] if said else []
    if bad:
        messages.append(f"{WHAT} for {title or game_id}: " + "; ".join(bad) + " (dropped).")
    return entry, messages


def load_setup(game_id: str, folder: str | os.PathLike) -> dict | None:
    """The plain table saved for ``game_id`` (keys "mode", "players", "kinds", "options", each
    possibly missing; values the game does not offer dropped), or None when there is none or
    the file cannot be read (:func:`read_setup` also gives the messages)."""
    return read_setup(game_id, folder)[0]


def _plain(value: Any):
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value) if all(isinstance(v, str) for v in value) else list(value)
    return value


def save_setup(game_id: str, setup: dict, folder: str | os.PathLike) -> None:
    """Store ``setup`` (mode, players, kinds, options; None values left out, sets as sorted
    lists) as ``game_id``'s table, keeping the other games' tables.  Raises OSError when the
    file cannot be written (the old file is then untouched)."""
    data = _read_all(folder)[0]   # a damaged file is kept aside first, never written over
    entry: dict[str, Any] = {}
    for key in ("mode", "players", "kinds"):
        if setup.get(key) is not None:
            entry[key] = _plain(setup[key])
    entry["options"] = {k: _plain(v) for k, v in (setup.get("options") or {}).items()
                        if v is not None}
    data[game_id] = entry
    write_toml_atomic(setups_path(folder), data)
