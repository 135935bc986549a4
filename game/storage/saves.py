"""Autosave of the running game, one file per game and mode, and Continue from the title.

Folder: ``app.saves_dir`` when an App sets it (tests' ``make_app``), else
:func:`game.storage.paths.data_dir` (``$ANCIENT_CITIES_HOME`` or platformdirs' user data
folder).  File: ``autosave-<game>.toml`` for a game's default mode (Campaign, Akropolis 2-4
players), ``autosave-<game>-<mode>.toml`` for the others (``-duel``, ``-codex``, ``-solo``,
``-pantheon``; :func:`autosave_path`), written with
:func:`game.storage.toml_io.write_toml_atomic` (temp file + fsync + replace; the previous good
file is kept, atomically too, as ``<file>.bak``).

File format 2 (TOML; older formats are upgraded by :mod:`game.storage.formats`)::

    format = 2                      # FORMAT_VERSION; newer files are refused and kept
    game = "picture-pie"
    mode = "campaign"               # the registry mode of the config
    saved_at = "2026-11-30T14:30:00+00:00"   # UTC, for choosing the latest save
    summary = "round 6, You: 862"    # human-readable only; recomputed on load
    actions = 41                    # moves in the action log (human-readable)
    config_json = '{"game": ..., "seed": 7, "seats": [...], "options": {...}}'
    opening_json = '{"game": ..., "seed": 7, "players": 2, "options": {...}}'  # at setup
    log_json = '[{"kind": "draft", ...}, ...]'   # every action since, in play order
    state_json = '{...}'            # the rest of the rules state's to_dict()

TOML has no null, and both the New Game config (``"solo": None``) and the states' dicts may hold
None, so the config and the state are stored as JSON text inside the TOML: loss-free for
everything ``to_dict`` returns (ints, strings, bools, lists, dicts, None), with no mapping code to
keep in step with the cores.  Ints stay exact (JSON ints are arbitrary precision in Python).
Saving, loading and saving again gives identical TOML (given the same ``saved_at``).

When: the session calls :func:`autosave` at game start, after every applied action (mid-turn
included: after a draft, before placing) and after every undo; the tables call
:func:`delete_autosave` once the Results are shown.  Quitting to the title keeps the file.
The state is snapshotted (``to_dict`` + JSON, well under a millisecond) on the caller's
thread; the disk write (fsync) runs in a :class:`game.tasks.BackgroundTask` so a slow disk
never stalls a frame.  Writes are serialised; a write overtaken by a newer one (or by a
delete) is skipped.  :func:`flush` waits for pending writes (called at interpreter exit, and by
tests).  The title's Continue offers every usable autosave, latest first (``saved_at``);
starting a new game of the same mode replaces that mode's file.  Demo scenes (``--scene``)
write and delete nothing.

Loading rebuilds the state with its class's ``from_dict``, then replays the action log from
the opening (:func:`game.core.replay.replay`) and compares: a position its moves do not lead
to is refused (:func:`check_log`), never silently accepted.

Reading: :func:`game.storage.faults.read_doc` with the autosave cap (MAX_SAVE_BYTES, 8 MiB):
regular files only, no links, nothing that blocks, at most 64 levels of nesting; the JSON parts
through ``loads_json`` (same depth limit, whole numbers within +-2**64).  Seat names: at most
MAX_NAME_CHARS; AI levels: game.ai.AI_KINDS; options checked in :func:`validate_config`.

Errors: writing never raises into the game: an OSError (disk full, read-only folder) is shown
as a toast on the next autosave and play goes on.  Loading never raises either: each fault has
its own words (:mod:`game.storage.faults`: empty, binary, not UTF-8, cut short, not valid
TOML, changed by hand...).  A save of a NEWER format is not offered and is kept as
``<file>.newer`` (never written over).  A file that is not TOML, not UTF-8, with bad JSON,
whose moves do not lead to its position, whose state's ``from_dict`` raises (anything:
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
import re
import sys
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from game import games
from game.core.replay import replay
from game.storage import faults, formats
from game.storage.messages import backup_too_words
from game.storage.paths import data_dir
from game.storage.toml_io import (MAX_SAVE_BYTES, TOO_BIG, TOO_DEEP, FileDataError, keep_aside,
                                  loads_json, one_line, read_user_bytes, replace_with,
                                  write_toml_atomic)
from game.tasks import BackgroundTask

FORMAT_VERSION = 2
GAME_ORDER = tuple(games.game_ids())       # the registry's games, in its order
GAME_NAMES = {g: games.short_title(g) for g in GAME_ORDER}
#: the state's plain-data keys stored in their own TOML keys (format 2)
LOG_KEYS = {"opening": "opening_json", "action_log": "log_json"}


class SaveError(Exception):
    """An autosave that cannot be used; ``str(err)`` says why in one line, in the player's
    words; ``kind``: the fault (a key of :data:`game.storage.faults.WORDS`); ``detail``: the
    technical words for stderr ("" when there are none)."""

    def __init__(self, reason: str, kind: str = "edited", detail: str = "") -> None:
        super().__init__(reason)
        self.kind = kind
        self.detail = detail


#: the player's words for a saved position its moves do not lead to
MOVES_DO_NOT_LEAD = "its moves do not lead to the position it stores"
#: the player's words for a saved position whose counts the rules refuse
NUMBERS_DO_NOT_ADD_UP = "its numbers do not add up"


def saves_dir(app: Any = None) -> Path:
    """The folder of the autosaves (not created here; the first write creates it):
    ``app.saves_dir`` when set (tests), else :func:`game.storage.paths.data_dir`."""
    own = getattr(app, "saves_dir", None)
    if own:
        return Path(own)
    return data_dir()


def autosave_path(game_id: str, folder: str | os.PathLike, mode: str | None = None) -> Path:
    """``folder/autosave-<game_id>.toml`` for the game's default mode (the name saves always
    had), ``folder/autosave-<game_id>-<mode>.toml`` for its other modes: a Duel never replaces
    the Campaign's save, nor a Codex city either."""
    default = games.info(game_id).mode if games.is_game(game_id) else None
    if mode is None or mode == default:
        return Path(folder) / f"autosave-{game_id}.toml"
    return Path(folder) / f"autosave-{game_id}-{mode}.toml"


def config_mode(game_id: str, config: dict) -> str | None:
    """The registry mode a New Game ``config`` selects (None for an unknown game)."""
    if not games.is_game(game_id):
        return None
    options = config.get("options") if isinstance(config, dict) else None
    return games.mode_of(game_id, options if isinstance(options, dict) else None).mode


@formats.migration("save", 1)
def _upgrade_save_1(doc: dict) -> dict:
    """Format 1 -> 2: the mode is written out, and the opening and the action log leave the
    state's JSON for their own keys.  A part that does not parse is left for :func:`decode`
    to name."""
    try:
        cfg = loads_json(doc["config_json"])
        data = loads_json(doc["state_json"])
    except (KeyError, TypeError, ValueError):
        return dict(doc, mode="", opening_json="{}", log_json="[]")
    if not isinstance(data, dict) or not isinstance(cfg, dict):
        return dict(doc, mode="", opening_json="{}", log_json="[]")
    out = dict(doc, mode=config_mode(str(doc.get("game")), cfg) or "")
    for key, field_name in LOG_KEYS.items():
        out[field_name] = _dumps(data.pop(key, {} if key == "opening" else []))
    out["state_json"] = _dumps(data)
    return out


formats.set_current("save", FORMAT_VERSION, noun="saved game")


def _dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))


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
    Corinth, turn 14, Capital 23") gives them instead, and so does a mode whose registry entry
    names a ``save_summary`` (a Codex city: "The Amber Delta, city 14 - Turn 3 of 10,
    You: 420")."""
    own = getattr(state, "save_summary", None)
    if callable(own):
        return own()
    scores = state.scores()
    names = seat_names(config, len(scores))
    seats = list(config.get("seats") or [])
    people = [i for i, s in enumerate(seats) if s.get("kind", "person") == "person"
              and i < len(scores)]
    seat = people[0] if people else max(range(len(scores)), key=lambda i: scores[i])
    entry = games.mode_of(game_id, config.get("options")) if games.is_game(game_id) else None
    if entry is not None and entry.save_summary:   # the mode's own words (the registry's)
        return games.resolve(entry.save_summary)(state, names[seat], scores[seat])
    return f"round {state.round}, {names[seat]}: {scores[seat]}"


def encode(game_id: str, config: dict, state, saved_at: str | None = None) -> dict:
    """The TOML document for ``config`` and ``state`` (see the module docstring): the opening
    and the action log in their own keys, the rest of ``state.to_dict()`` in ``state_json``.
    ``saved_at``: ISO text (default: now, UTC).  Raises TypeError/ValueError if the config
    holds something JSON cannot store."""
    cfg = dict(config, game=game_id)
    data = dict(state.to_dict())
    parts = {field_name: _dumps(data.pop(key, {} if key == "opening" else []))
             for key, field_name in LOG_KEYS.items()}
    return {
        "format": FORMAT_VERSION,
        "game": game_id,
        "mode": config_mode(game_id, cfg) or "",
        "saved_at": saved_at or datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "summary": summary(game_id, cfg, state),
        "actions": len(getattr(state, "action_log", ()) or ()),
        "config_json": _dumps(cfg),
        **parts,
        "state_json": _dumps(data),
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
    def mode(self) -> str | None:
        """The registry mode the save's config selects ("campaign", "duel", "codex"...)."""
        return config_mode(self.game, self.config)

    @property
    def from_backup(self) -> bool:
        return self.path.name.endswith(".bak")

    @property
    def home(self) -> Path:
        """The file this game autosaves to from now on (its mode's file in the same folder)."""
        return autosave_path(self.game, self.path.parent, self.mode)

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


def check_log(state) -> None:
    """Replay ``state``'s action log from its opening (game.core.replay) and compare: the
    position must be the one its moves lead to.  Raises SaveError naming the first part of
    the state that differs, or the move that cannot be replayed.  A state without an opening
    (saved before the action log existed) has nothing to check."""
    if getattr(state, "opening", None) is None:
        return
    try:
        rebuilt = replay(state.opening, list(state.action_log))
    except ValueError as exc:   # "action_log[12]: ..." (a move illegal where it stands)
        raise SaveError(f"its list of moves does not replay: {_move_words(str(exc))}") from None
    except Exception:
        raise SaveError("its list of moves does not replay") from None
    if rebuilt == state:
        return
    have, want = state.equality_dict(), rebuilt.equality_dict()
    differ = sorted(k for k in set(have) | set(want) if have.get(k) != want.get(k))
    where = f"it differs at {', '.join(differ[:3])}" if differ else "it differs"
    raise SaveError(MOVES_DO_NOT_LEAD, detail=f"the position replayed from its moves: {where}")


def _move_words(text: str) -> str:
    """``"action_log[6]: That Half is not on the Quarry Wheel."`` -> ``"move 7, that Half is
    not on the Quarry Wheel"`` (players count moves from 1)."""
    m = re.match(r"action_log\[(\d+)\]: (.*)", text)
    if not m:
        return _short(text).rstrip(".")
    why = m.group(2).rstrip(".")
    return _short(f"move {int(m.group(1)) + 1}, {why[:1].lower()}{why[1:]}")


def decode(doc: dict, game_id: str, path: Path) -> Autosave:
    """An :class:`Autosave` from a parsed document: the state rebuilt by ``from_dict`` here,
    so a bad state is refused at load, never at table start, and the config checked by
    :func:`validate_config`.  Raises SaveError saying what is wrong in plain English."""
    if not doc:
        raise SaveError("the file is empty")
    try:
        doc = formats.upgrade("save", doc)
    except formats.FormatError as exc:
        raise SaveError(str(exc)) from None
    if doc.get("game") != game_id:
        raise SaveError("it belongs to another game")
    try:
        config = loads_json(doc["config_json"])
        data = loads_json(doc["state_json"])
        parts = {key: loads_json(doc[field_name]) for key, field_name in LOG_KEYS.items()}
    except KeyError:
        raise SaveError("part of the file is missing") from None
    except (TypeError, ValueError) as exc:  # JSONDecodeError is a ValueError
        known = str(exc) in (TOO_DEEP, TOO_BIG)
        raise SaveError(f"part of the file {exc}" if known else "part of the file is garbled"
                        ) from None
    if not isinstance(config, dict) or not isinstance(data, dict):
        raise SaveError("part of the file is garbled")
    data.update(parts)
    mode = config_mode(game_id, config)
    if doc.get("mode") not in ("", mode):
        raise SaveError("it names a different mode of the game inside")
    try:
        state = state_from_dict(game_id, data)
        n = state.num_seats() if callable(getattr(state, "num_seats", None)) else state.num_seats
    except ValueError as exc:  # from_dict refuses, naming the field ("state.round: ...")
        words = MOVES_DO_NOT_LEAD if "turn_log" in str(exc) else NUMBERS_DO_NOT_ADD_UP
        raise SaveError(words, detail=_short(str(exc), 400)) from None
    except Exception:  # from_dict trips over damage it does not name (Key/Index/Type...)
        raise SaveError("its game position is damaged") from None
    check_log(state)
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
    """Read and rebuild one file.  Raises FileNotFoundError, or SaveError whose ``kind`` is
    the fault (:mod:`game.storage.faults`: "empty", "binary", "encoding", "truncated",
    "syntax", "newer", "format", "unreadable"; "edited" for a file that parses but fails the
    checks: a bad config, a damaged state, a position its moves do not lead to)."""
    p = Path(path)
    if not os.path.lexists(p):
        raise FileNotFoundError(p)
    try:
        doc, raw = faults.read_doc(p, "save", MAX_SAVE_BYTES)
    except faults.FileFault as exc:
        raise SaveError(str(exc), exc.kind) from None
    try:
        return decode(doc, game_id, p)
    except SaveError as exc:
        fault = faults.edited(raw, str(exc))
        raise SaveError(str(exc) if fault.kind == "edited" else str(fault), fault.kind,
                        exc.detail) from None


def _set_aside(path: Path) -> str | None:
    """Rename ``path`` to ``path.corrupt`` (``.corrupt.1``, ``.corrupt.2``... when taken: each
    damaged copy is kept); the new name, or None if the disk refused."""
    return keep_aside(path)


def save_name(game_id: str, mode: str | None = None) -> str:
    """How messages name a saved game: ``"Picture Pie"``, or with a mode that is not the
    game's default ``"Picture Pie (Senate Wonder Duel)"``."""
    name = GAME_NAMES.get(game_id, game_id)
    if mode is None or not games.is_game(game_id) or mode == games.info(game_id).mode:
        return name
    try:
        return f"{name} ({games.info(game_id, mode).mode_label})"
    except KeyError:
        return name


def refused_message(game_id: str, reason: str, kept: str | None, mode: str | None = None
                    ) -> str:
    """``"The saved Picture Pie game could not be read (REASON); it was set aside as
    autosave-picture-pie.toml.corrupt."``"""
    where = f"; it was set aside as {kept}" if kept else ""
    return f"The saved {save_name(game_id, mode)} game could not be read ({reason}){where}."


def newer_message(game_id: str, reason: str, kept: str | None, mode: str | None = None) -> str:
    """A save from a newer version: not offered, kept under another name (never written
    over)."""
    where = f"it is kept as {kept}" if kept else "it is left as it is"
    return (f"The saved {save_name(game_id, mode)} game is not offered: {reason}; {where} "
            f"for that version.")


def set_aside(save: "Autosave", reason: str = "it would not start") -> str:
    """Refuse a loaded save whose table failed to start: rename its file ``.corrupt`` (and the
    main file's ``.bak``, the same game a turn earlier) so it is never offered again and return
    the one-line message for a toast.  Never raises."""
    kept = _set_aside(save.path) if os.path.lexists(save.path) else None
    if not save.from_backup:  # the backup holds the same game (same seats): refuse it too
        bak = save.path.with_name(save.path.name + ".bak")
        if os.path.lexists(bak):
            _set_aside(bak)
    return refused_message(save.game, reason, kept, save.mode)


def load_autosave(game_id: str, folder: str | os.PathLike, mode: str | None = None
                  ) -> tuple[Autosave | None, str | None]:
    """``(autosave or None, message or None)`` of ``game_id`` in ``mode`` (None: the default
    mode's file); never raises.  A bad main file is renamed ``.corrupt`` (a newer version's:
    ``.newer``) and the ``.bak`` is tried; a bad ``.bak`` becomes ``.bak.corrupt``.  A main
    file that is missing while its ``.bak`` is good: the backup is offered, and said so.  An
    offered backup is copied back as the main file (:func:`_restore`): it is said once, not at
    every start."""
    main = autosave_path(game_id, folder, mode)
    bak = main.with_name(main.name + ".bak")
    message = None
    name = save_name(game_id, mode)
    for p in (main, bak):
        try:
            save = read_autosave(p, game_id)
        except FileNotFoundError:
            if p is main and os.path.lexists(bak):
                message = f"The saved {name} game's file was missing."
            continue
        except (SaveError, OSError) as exc:
            if getattr(exc, "detail", ""):   # the technical words: for a bug report only
                print(f"{p}: {exc.detail}", file=sys.stderr)
            newer = isinstance(exc, SaveError) and exc.kind == "newer"
            kept = keep_aside(p, suffix=".newer" if newer else ".corrupt")
            if p is main:
                reason = str(exc) if isinstance(exc, SaveError) else "the disk refused"
                message = (newer_message if newer else refused_message)(
                    game_id, reason, kept, mode)
            elif message is None or message.endswith("file was missing."):
                message = (f"The backup of the saved {name} game could not be read ("
                           f"{exc if isinstance(exc, SaveError) else 'the disk refused'}); "
                           f"it was set aside as {kept or bak.name + '.corrupt'}.")
            else:   # the main file was bad too: say the backup could not help
                message = message.rstrip(".") + backup_too_words(
                    str(exc) if isinstance(exc, SaveError) else "the disk refused", kept) + "."
            continue
        if p is bak and message:
            message += " Its backup is offered instead."
            _restore(save, main)
        return save, message
    return None, message


def _restore(save: Autosave, main: Path) -> None:
    """The offered backup becomes the main file again (a copy: the ``.bak`` stays), so the
    next start finds the game where it belongs and says nothing more about it.  ``save.path``
    then names the main file; the disk refusing leaves it on the backup."""
    try:
        replace_with(main, read_user_bytes(save.path, MAX_SAVE_BYTES))
    except (OSError, FileDataError):
        return
    save.path = main


def load_autosaves(folder: str | os.PathLike) -> tuple[list[Autosave], list[str]]:
    """Every usable autosave in ``folder`` (one per game and mode of the registry), latest
    first, and messages about bad ones.  A save of another mode found in the default mode's
    file (format 1 kept every mode of a game in one file) moves to its mode's file."""
    found, messages = [], []
    for entry in games.entries():
        save, msg = load_autosave(entry.game, folder, entry.mode)
        if msg:
            messages.append(msg)
        if save is None:
            continue
        if not save.from_backup and save.path != save.home and not os.path.lexists(save.home):
            try:
                os.rename(save.path, save.home)
                save.path = save.home
            except OSError:
                pass
        if all(s.path != save.path for s in found):
            found.append(save)
    found.sort(key=_newest, reverse=True)
    return found, messages


def _newest(save: Autosave) -> tuple[str, int]:
    """Sort key: ``saved_at`` (to the second), then the file's modification time."""
    try:
        mtime = os.lstat(save.path).st_mtime_ns
    except OSError:
        mtime = 0
    return save.saved_at, mtime


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
    """Save ``state`` (after every action and undo, and at game start) for Continue.  Snapshot now,
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
    path = autosave_path(game_id, saves_dir(app), config_mode(game_id, config))
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


def delete_autosave(app: Any, game_id: str, config: dict | None = None) -> None:
    """Remove the autosave of ``game_id`` in the mode ``config`` selects (None: the default
    mode) and its ``.bak`` (the game is over); pending writes of it are cancelled.  Never
    raises."""
    global _seq
    if not enabled(app):
        return
    path = autosave_path(game_id, saves_dir(app), config_mode(game_id, config or {}))
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
