"""Autosave of the running game, one file per game, and Continue from the title screen.

Folder: ``app.saves_dir`` when an App sets it (tests' ``make_app``), else ``$ANCIENT_CITIES_HOME``
if set, else platformdirs ``user_data_dir("ancient-cities")``.  File: ``autosave-<game>.toml``
(``<game>`` is a game id of :mod:`game.games`), written with
:func:`game.storage.toml_io.write_toml_atomic` (temp file + fsync + replace; the previous file
is kept as ``autosave-<game>.toml.bak``).

File format (TOML)::

    format = 1                      # FORMAT_VERSION; any other value is refused
    game = "picture-pie"
    saved_at = "2026-11-30T14:30:00+00:00"   # UTC, for choosing the latest save
    summary = "round 6, You: 862"    # human-readable only; recomputed on load
    config_json = '{"game": ..., "seed": 7, "seats": [...], "options": {...}}'
    state_json = '{...}'            # the rules state's to_dict()

TOML has no null, and both the New Game config (``"solo": None``) and the states' dicts may hold
None, so the config and the state are stored as JSON text inside the TOML: loss-free for
everything ``to_dict`` returns (ints, strings, bools, lists, dicts, None), with no mapping code to
keep in step with the cores.  Ints stay exact (JSON ints are arbitrary precision in Python).

When: each table calls :func:`autosave` at game start and whenever a seat's turn has ended (the
whole turn: never mid-turn), and :func:`delete_autosave` once the Results are shown.  Quitting to
the title keeps the file.  The state is snapshotted (``to_dict`` + JSON) on the caller's thread;
the disk write (fsync) runs in a :class:`game.tasks.BackgroundTask` so a slow disk never
stalls a frame.  Writes are serialised; a write overtaken by a newer one (or by a delete) is
skipped.  :func:`flush` waits for pending writes (called at interpreter exit, and by tests).
The title's Continue offers the latest usable autosave (``saved_at``); starting a new game of
the same kind replaces that game's file.  Demo scenes (``--scene``) write and delete nothing.

Reading: :func:`game.storage.toml_io.read_toml` with the autosave cap (MAX_SAVE_BYTES, 8 MiB):
regular files only, no links, nothing that blocks, at most 64 levels of nesting; the JSON parts
through ``loads_json`` (same depth limit, whole numbers within +-2**64).  Seat names: at most
MAX_NAME_CHARS; AI levels: game.ai.AI_KINDS; options checked in :func:`validate_config`.

Errors: writing never raises into the game: an OSError (disk full, read-only folder) is shown
as a toast on the next autosave.  Loading never raises either: a file that is not TOML, not
UTF-8, of another ``format``, with bad JSON, whose state's ``from_dict`` raises (anything:
ValueError for a refused state, Index/Key/TypeError for damage) or whose config fails
:func:`validate_config` (seats must match the state's seat count) is renamed
``autosave-<game>.toml.corrupt`` (a bad backup: ``.bak.corrupt``; when that name is taken,
``.corrupt.1``, ``.corrupt.2``...) and reported as one plain-English line; the ``.bak`` is offered instead when it is good.  A save whose table still
fails to start is refused by :func:`set_aside` (game.scenes.tables.start_game) the same way.
"""

from __future__ import annotations

import atexit
import json
import os
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from game import games
from game.storage.toml_io import (MAX_SAVE_BYTES, TOO_BIG, TOO_DEEP, FileDataError, keep_aside,
                                  loads_json, one_line, read_toml, write_toml_atomic)
from game.tasks import BackgroundTask

APP_NAME = "ancient-cities"
FORMAT_VERSION = 1
GAME_ORDER = tuple(games.game_ids())       # the registry's games, in its order
GAME_NAMES = {g: games.short_title(g) for g in GAME_ORDER}


class SaveError(Exception):
    """An autosave that cannot be used; ``str(err)`` says why in one line."""


def saves_dir(app: Any = None) -> Path:
    """The folder of the autosaves (not created here; the first write creates it)."""
    own = getattr(app, "saves_dir", None)
    if own:
        return Path(own)
    env = os.environ.get("ANCIENT_CITIES_HOME")
    if env:
        return Path(env)
    from platformdirs import user_data_dir
    return Path(user_data_dir(APP_NAME))


def autosave_path(game_id: str, folder: str | os.PathLike) -> Path:
    """``folder/autosave-<game_id>.toml``."""
    return Path(folder) / f"autosave-{game_id}.toml"


# ---------------------------------------------------------------------------- encode / decode
def seat_names(config: dict, n: int) -> list[str]:
    """The seats' names from a New Game config, "Player k" where missing."""
    seats = list(config.get("seats") or [])
    return [(seats[i].get("name") if i < len(seats) else None) or f"Player {i + 1}"
            for i in range(n)]


def summary(game_id: str, config: dict, state) -> str:
    """``"round 6, You: 862"``: the round under way and the first person's score (else the
    leader's).  Akropolis counts rounds from 1 as Picture Pie does (``state.round``).  A state
    with its own words (``state.save_summary()``, e.g. the cooperative Pantheon's "Pantheon ·
    Corinth, turn 14, Capital 23") gives them instead."""
    own = getattr(state, "save_summary", None)
    if callable(own):
        return own()
    scores = state.scores()
    names = seat_names(config, len(scores))
    seats = list(config.get("seats") or [])
    people = [i for i, s in enumerate(seats) if s.get("kind", "person") == "person"
              and i < len(scores)]
    seat = people[0] if people else max(range(len(scores)), key=lambda i: scores[i])
    return f"round {state.round}, {names[seat]}: {scores[seat]}"


def encode(game_id: str, config: dict, state) -> dict:
    """The TOML document for ``config`` and ``state`` (see the module docstring).  Raises
    TypeError/ValueError if the config holds something JSON cannot store."""
    cfg = dict(config, game=game_id)
    return {
        "format": FORMAT_VERSION,
        "game": game_id,
        "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "summary": summary(game_id, cfg, state),
        "config_json": json.dumps(cfg, separators=(",", ":")),
        "state_json": json.dumps(state.to_dict(), separators=(",", ":")),
    }


def state_from_dict(game_id: str, data: dict):
    """The rules state of ``game_id`` rebuilt by its class's ``from_dict`` (the dict carries its
    own tile data; see :func:`game.games.state_from_dict`).  Raises ValueError/KeyError/TypeError
    as ``from_dict`` does."""
    return games.state_from_dict(game_id, data)


@dataclass
class Autosave:
    """A loaded autosave: ``game`` id, New Game ``config``, rebuilt ``state``, the ``path`` it
    came from (the ``.bak`` when the main file was bad), ``saved_at`` (ISO text)."""

    game: str
    config: dict
    state: Any
    path: Path
    saved_at: str = ""

    @property
    def from_backup(self) -> bool:
        return self.path.name.endswith(".bak")

    @property
    def game_name(self) -> str:
        """The saved game's name as players say it: ``"Picture Pie"``, or with its mode when
        that is not the game's default, ``"Picture Pie: Senate Wonder Duel"``."""
        name = GAME_NAMES.get(self.game, self.game)
        if not games.is_game(self.game):
            return name
        entry = games.mode_of(self.game, self.config.get("options"))
        return name if entry is games.info(self.game) else f"{name}: {entry.mode_label}"

    def label(self) -> str:
        """``"Continue Picture Pie \u2014 round 6, You: 862"`` (a Duel: ``"Continue Picture
        Pie: Senate Wonder Duel \u2014 ..."``)."""
        return f"Continue {self.game_name} \u2014 {summary(self.game, self.config, self.state)}"


SEAT_KINDS = ("person", "ai")
#: Longest seat name a save may hold (characters); the New Game screen makes far shorter ones.
MAX_NAME_CHARS = 40
#: Largest absolute random seed a save may hold (a 64-bit value; the rules RNG masks to it).
MAX_SEED = (1 << 64) - 1


def validate_config(game_id: str, config: dict, num_seats: int) -> None:
    """Check a saved New Game ``config`` against its game and state's seat count.  Raises
    SaveError with a plain-English reason: unknown game, ``seats`` not a list of ``num_seats``
    tables each with text ``name``, ``kind`` "person"/"ai" and text ``ai``, ``options`` not a
    table, ``seed`` not a whole number."""
    if game_id not in GAME_ORDER:
        raise SaveError(f"it is for an unknown game ({game_id})")
    ai_kinds = games.info(game_id).ai_kinds
    if config.get("game", game_id) != game_id:
        raise SaveError("it names a different game inside")
    seed = config.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError("its random seed is not a whole number")
    if abs(seed) > MAX_SEED:
        raise SaveError("its random seed is out of range")
    seats = config.get("seats")
    if not isinstance(seats, list):
        raise SaveError("its list of players is missing")
    if len(seats) != num_seats:
        noun = "player" if len(seats) == 1 else "players"
        raise SaveError(f"it lists {len(seats)} {noun} for a {num_seats}-player game")
    for i, seat in enumerate(seats, 1):
        if not isinstance(seat, dict):
            raise SaveError(f"player {i} is not described properly")
        if "name" not in seat:
            raise SaveError(f"player {i} has no name")
        if not isinstance(seat["name"], str):
            raise SaveError(f"player {i}'s name is not text")
        if len(seat["name"]) > MAX_NAME_CHARS:
            raise SaveError(f"player {i}'s name is longer than {MAX_NAME_CHARS} characters")
        if seat.get("kind", "person") not in SEAT_KINDS:
            raise SaveError(f"player {i} is neither a person nor a computer player")
        if not isinstance(seat.get("ai", "random"), str):
            raise SaveError(f"player {i}'s computer level is not text")
        if seat.get("kind", "person") == "ai" and seat.get("ai", "greedy") not in ai_kinds:
            raise SaveError(f"player {i} has an unknown computer level")
    options = config.get("options", {})
    if not isinstance(options, dict):
        raise SaveError("its game options are missing")
    for where, table in (("", config), ("option ", options)):
        for key in ("ai_delay", "anim_speed"):  # read as numbers by the tables
            value = table.get(key)
            if value is not None and (isinstance(value, bool) or not isinstance(
                    value, (int, float)) or not 0 <= value <= 60):
                raise SaveError(f"its {where}{key} is not a number from 0 to 60")
    _check_options(game_id, options)


def _check_options(game_id: str, options: dict) -> None:
    """Each option a mode of ``game_id`` declares (the registry's ``Option`` schema) holds one of
    its values when present: a choice one of its choices, a toggle true or false, a multi option
    a list of its choices.  Raises SaveError naming the option."""
    for entry in games.modes(game_id):
        for opt in entry.options:
            value = options.get(opt.name)
            if value is None:
                continue
            allowed = [v for v, _ in opt.choices]
            if opt.kind == "toggle":
                ok = isinstance(value, bool)
            elif opt.kind == "multi":
                ok = isinstance(value, list) and all(v in allowed for v in value)
            else:
                ok = value in allowed
            if not ok:
                raise SaveError(f"its option \"{opt.label}\" has a value the game does not know")


def decode(doc: dict, game_id: str, path: Path) -> Autosave:
    """An :class:`Autosave` from a parsed document: the state rebuilt by ``from_dict`` here,
    so a bad state is refused at load, never at table start, and the config checked by
    :func:`validate_config`.  Raises SaveError saying what is wrong in plain English."""
    if not doc:
        raise SaveError("the file is empty")
    if doc.get("format") != FORMAT_VERSION:
        raise SaveError("it was written by another version of the game")
    if doc.get("game") != game_id:
        raise SaveError("it belongs to another game")
    try:
        config = loads_json(doc["config_json"])
        data = loads_json(doc["state_json"])
    except KeyError:
        raise SaveError("part of the file is missing") from None
    except (TypeError, ValueError) as exc:  # JSONDecodeError is a ValueError
        known = str(exc) in (TOO_DEEP, TOO_BIG)
        raise SaveError(f"part of the file {exc}" if known else "part of the file is garbled"
                        ) from None
    if not isinstance(config, dict) or not isinstance(data, dict):
        raise SaveError("part of the file is garbled")
    try:
        state = state_from_dict(game_id, data)
        n = state.num_seats() if callable(getattr(state, "num_seats", None)) else state.num_seats
    except ValueError as exc:  # from_dict refuses, naming the field ("state.round: ...")
        raise SaveError(f"its game position is damaged: {_short(str(exc))}") from None
    except Exception:  # from_dict trips over damage it does not name (Key/Index/Type...)
        raise SaveError("its game position is damaged") from None
    # Solo (AK-10): the Illustrious Architect is a seat of the state but not of the New Game
    # config, which lists only the people.
    people = int(n) - 1 if getattr(state, "solo", None) else int(n)
    validate_config(game_id, config, people)
    try:
        summary(game_id, config, state)  # the label must be drawable too
    except Exception:
        raise SaveError("its game position is damaged") from None
    return Autosave(game_id, config, state, path, str(doc.get("saved_at", "")))


def _short(text: str, limit: int = 160) -> str:
    """``text`` on one line, cut to ``limit`` characters with "…" (messages stay readable)."""
    text = one_line(text)
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def read_autosave(path: str | os.PathLike, game_id: str) -> Autosave:
    """Read and rebuild one file.  Raises SaveError (unreadable, bad TOML, wrong format, bad
    JSON, a state its ``from_dict`` refuses) or FileNotFoundError."""
    p = Path(path)
    if not os.path.lexists(p):
        raise FileNotFoundError(p)
    try:
        doc, _text = read_toml(p, MAX_SAVE_BYTES)
    except FileDataError as exc:
        at = f" on line {exc.line}" if exc.line else ""
        raise SaveError(f"it is not a readable save file: {exc.what}{at}") from None
    return decode(doc, game_id, p)


def _set_aside(path: Path) -> str | None:
    """Rename ``path`` to ``path.corrupt`` (``.corrupt.1``, ``.corrupt.2``... when taken: each
    damaged copy is kept); the new name, or None if the disk refused."""
    return keep_aside(path)


def refused_message(game_id: str, reason: str, kept: str | None) -> str:
    """``"The saved Picture Pie game could not be read (REASON); it was set aside as
    autosave-picture-pie.toml.corrupt."``"""
    name = GAME_NAMES.get(game_id, game_id)
    where = f"; it was set aside as {kept}" if kept else ""
    return f"The saved {name} game could not be read ({reason}){where}."


def set_aside(save: "Autosave", reason: str = "it would not start") -> str:
    """Refuse a loaded save whose table failed to start: rename its file ``.corrupt`` (and the
    main file's ``.bak``, the same game a turn earlier) so it is never offered again and return
    the one-line message for a toast.  Never raises."""
    kept = _set_aside(save.path) if os.path.lexists(save.path) else None
    if not save.from_backup:  # the backup holds the same game (same seats): refuse it too
        bak = save.path.with_name(save.path.name + ".bak")
        if os.path.lexists(bak):
            _set_aside(bak)
    return refused_message(save.game, reason, kept)


def load_autosave(game_id: str, folder: str | os.PathLike) -> tuple[Autosave | None, str | None]:
    """``(autosave or None, message or None)``; never raises.  A bad main file is renamed
    ``.corrupt`` and the ``.bak`` is tried; a bad ``.bak`` becomes ``.bak.corrupt``."""
    main = autosave_path(game_id, folder)
    bak = main.with_name(main.name + ".bak")
    message = None
    name = GAME_NAMES.get(game_id, game_id)
    for p in (main, bak):
        try:
            save = read_autosave(p, game_id)
        except FileNotFoundError:
            continue
        except (SaveError, OSError) as exc:
            kept = _set_aside(p)
            if p is main:
                reason = str(exc) if isinstance(exc, SaveError) else "the disk refused"
                message = refused_message(game_id, reason, kept)
            elif message is None:
                message = (f"The backup of the saved {name} game could not be read; "
                           f"it was set aside as {kept or bak.name + '.corrupt'}.")
            continue
        if p is bak and message:
            message += " Its backup is offered instead."
        return save, message
    return None, message


def load_autosaves(folder: str | os.PathLike) -> tuple[list[Autosave], list[str]]:
    """Every usable autosave in ``folder``, latest first, and messages about bad ones."""
    found, messages = [], []
    for game_id in GAME_ORDER:
        save, msg = load_autosave(game_id, folder)
        if save is not None:
            found.append(save)
        if msg:
            messages.append(msg)
    found.sort(key=lambda s: s.saved_at, reverse=True)
    return found, messages


# ---------------------------------------------------------------------------- writing
def enabled(app: Any) -> bool:
    """False without an app, or when ``app.autosave_enabled`` is False: demo scenes
    (``--scene pp-table`` etc., see game.scenes.registry) never touch the player's autosaves."""
    return app is not None and getattr(app, "autosave_enabled", True) is not False


_lock = threading.Lock()        # one disk operation at a time
_latest: dict[Path, int] = {}   # path -> sequence number of the newest request
_seq = 0
_tasks: list = []
_errors: list[str] = []
_atexit = False


def _write(path: Path, doc: dict, seq: int) -> None:
    with _lock:
        if _latest.get(path) != seq:
            return  # overtaken by a newer save or a delete
        try:
            write_toml_atomic(path, doc)
        except OSError as exc:
            _errors.append(f"Could not autosave to {path} ({exc.strerror or exc}).")


def autosave(app: Any, game_id: str, config: dict, state) -> None:
    """Save ``state`` (after a completed turn, or at game start) for Continue.  Snapshot now,
    write in the background; problems become a toast, never an exception."""
    global _seq, _atexit
    if not enabled(app):
        return
    for msg in _errors:
        if app is not None and hasattr(app, "toast"):
            app.toast(msg, 5.0)
    _errors.clear()
    try:
        doc = encode(game_id, config, state)
    except (TypeError, ValueError) as exc:
        if app is not None and hasattr(app, "toast"):
            app.toast(f"Could not autosave this game ({exc}).", 5.0)
        return
    path = autosave_path(game_id, saves_dir(app))
    with _lock:
        _seq += 1
        seq = _latest[path] = _seq
    if not _atexit:
        atexit.register(flush)
        _atexit = True
    _tasks[:] = [t for t in _tasks if not t.done]
    _tasks.append(BackgroundTask(_write, path, doc, seq))


def flush(timeout: float = 5.0) -> bool:
    """Wait for pending autosave writes; True if all finished."""
    ok = True
    for t in list(_tasks):
        ok = t.wait(timeout) and ok
    return ok


def delete_autosave(app: Any, game_id: str) -> None:
    """Remove ``autosave-<game>.toml`` and its ``.bak`` (the game is over); pending writes of
    it are cancelled.  Never raises."""
    global _seq
    if not enabled(app):
        return
    path = autosave_path(game_id, saves_dir(app))
    with _lock:
        _seq += 1
        _latest[path] = _seq
        for p in (path, path.with_name(path.name + ".bak")):
            try:
                p.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                if app is not None and hasattr(app, "toast"):
                    app.toast(f"Could not remove the finished game's autosave ({exc}).", 5.0)
