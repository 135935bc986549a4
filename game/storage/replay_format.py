"""The replay file's format (issue 17, item 3): the record, the None encoding and the checks of
every field on reading (:func:`decode`).  Reading, writing, verifying and the folder of recorded
games are :mod:`game.storage.replays`'s.

File format (TOML, ``format = 1``)::

    format = 1
    game = "akropolis"                  # a game id of game.games
    mode = "base"                       # one of its modes (GameInfo.mode)
    seed = 7                            # the opening's seed
    played_at = "2026-12-01T22:30:00+00:00"   # optional: when the game ended (UTC)
    scores = [41, 43]                   # optional: the final scores, for the Replays list
    shared = ["data"]                   # keys of [final] stored once, in [opening] (below)

    [[seats]]                           # one per seat of the state, in seat order
    name = "You"
    kind = "person"                     # "person", "ai" or "architect" (Akropolis solo)
    ai = "medium"                       # only for an "ai" seat: its level

    [opening]                           # the state at setup: ``state.opening``
    ...

    [[action]]                          # in play order: the seat that took it and the
    seat = 0                            # action's plain dict (``action.to_dict()``)
    type = "place"
    ...

    [final]                             # the final state: ``state.to_dict()`` less what
    ...                                 # is stored elsewhere (below)

None (TOML has none) is stored loss-free: a table's keys whose value is None are left out and
listed in that table's ``__none__ = ["key", ...]``; a None inside an array is the inline table
``{ __none__ = true }``.  Reading restores both, so ``to_dict`` round trips exactly
(:func:`to_toml` / :func:`from_toml`).  The ``[final]`` table leaves out its ``opening`` and
``action_log`` when they equal ``[opening]`` and the ``[[action]]`` list (restored from them when
absent) and every key listed in ``shared`` (the same value as the opening's key, e.g. the tile
data).

Files are read by :func:`game.storage.replays.read_replay` (the hardened
:func:`game.storage.toml_io.read_toml`: regular files only, at most :data:`MAX_REPLAY_BYTES`);
:func:`decode` validates every field; a fault is a :class:`ReplayError` whose text names the place
("action 12: seat not a whole number").  Actions are numbered from 1 in messages, as a player
counts the ``[[action]]`` tables of the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w

from game import games
from game.storage.toml_io import MAX_SAVE_BYTES, one_line

FORMAT_VERSION = 1
#: Largest replay file read (bytes): a long game with its final state stays far below this.
MAX_REPLAY_BYTES = MAX_SAVE_BYTES
#: The reserved key of the None encoding (see the module docstring).
NONE_KEY = "__none__"
SEAT_KINDS = ("person", "ai", "architect")
MAX_NAME_CHARS = 40
#: A kept replay's file name ends so: ``...-seed7.kept.toml`` (never pruned).
KEPT_SUFFIX = ".kept.toml"


class ReplayError(Exception):
    """A replay file that cannot be used; ``str(err)`` is one line naming the place and fault."""


# ---------------------------------------------------------------------------- None encoding
def to_toml(value: Any) -> Any:
    """``value`` (plain data: dicts with text keys, lists, tuples, text, numbers, bools, None)
    with every None encoded as the module docstring says.  Raises ValueError for a key that is
    not text or is :data:`NONE_KEY` itself, TypeError for a value TOML cannot hold."""
    if isinstance(value, dict):
        out: dict = {}
        nones = []
        for key, item in value.items():
            if not isinstance(key, str) or key == NONE_KEY:
                raise ValueError(f"cannot store the key {key!r} in a replay")
            if item is None:
                nones.append(key)
            else:
                out[key] = to_toml(item)
        if nones:
            out[NONE_KEY] = nones
        return out
    if isinstance(value, (list, tuple)):
        return [{NONE_KEY: True} if item is None else to_toml(item) for item in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"cannot store a {type(value).__name__} in a replay")


def from_toml(value: Any, where: str = "") -> Any:
    """The plain data :func:`to_toml` encoded, Nones restored.  Raises ValueError naming the
    place (``where``) of a malformed ``__none__``."""
    if isinstance(value, dict):
        if NONE_KEY in value and value.get(NONE_KEY) is True and len(value) == 1:
            return None
        out = {k: from_toml(v, f"{where}.{k}" if where else k)
               for k, v in value.items() if k != NONE_KEY}
        if NONE_KEY in value:
            nones = value[NONE_KEY]
            if not isinstance(nones, list) or not all(isinstance(k, str) for k in nones):
                raise ValueError(f"{where or 'the file'}: {NONE_KEY} must list key names")
            for key in nones:
                out[key] = None
        return out
    if isinstance(value, list):
        return [from_toml(v, f"{where}[{i}]") for i, v in enumerate(value)]
    return value


# ---------------------------------------------------------------------------- the record
@dataclass
class Replay:
    """A read replay: ``game`` id, ``mode``, ``seats`` (dicts: name, kind, ai), ``seed``,
    ``opening`` (plain dict), ``actions`` (``(seat, plain dict)`` in play order), ``final`` (the
    final state's full ``to_dict``), ``played_at`` (ISO text or ""), ``scores`` (the recorded
    final scores, or None), ``path`` (the file it came from, or None)."""

    game: str
    mode: str
    seats: list[dict]
    seed: int
    opening: dict
    actions: list[tuple[int, dict]]
    final: dict
    played_at: str = ""
    scores: list[int] | None = None
    path: Path | None = None

    @property
    def kept(self) -> bool:
        """True for a file the player marked Keep (never pruned)."""
        return self.path is not None and self.path.name.endswith(KEPT_SUFFIX)

    @property
    def mode_label(self) -> str:
        """"Picture Pie: Senate Wonder Duel", or the game's name alone in its default mode."""
        entry = games.info(self.game, self.mode)
        name = entry.short_title
        return name if entry is games.info(self.game) else f"{name}: {entry.mode_label}"

    @property
    def list_label(self) -> str:
        """"Picture Pie \u00b7 Campaign": the game and its mode, the default mode too (the
        Replays list), with the AI levels of its AI seats ("\u00b7 AI Easy, Medium")."""
        entry = games.info(self.game, self.mode)
        levels = list(dict.fromkeys(str(s.get("ai", "")).capitalize() for s in self.seats
                                    if s.get("kind") == "ai" and s.get("ai")))
        ai = f" \u00b7 AI {', '.join(levels)}" if levels else ""
        return f"{entry.short_title} \u00b7 {entry.mode_label}{ai}"


def seat_plain(seat: Any) -> dict:
    """A seat (game.app.session.Seat or a dict with name/kind/ai) as the file's ``[[seats]]``
    table: ``name``, ``kind``, and ``ai`` for an "ai" seat."""
    get = seat.get if isinstance(seat, dict) else (lambda k, d=None: getattr(seat, k, d))
    kind = str(get("kind", "person") or "person")
    out = {"name": str(get("name", "") or ""), "kind": kind}
    if kind == "ai":
        out["ai"] = str(get("ai", "greedy") or "greedy")
    return out


# ---------------------------------------------------------------------------- reading
def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


#: The top-level fields a replay file may have (any other is refused by name).
TOP_KEYS = frozenset({"format", "game", "mode", "seed", "played_at", "scores", "shared",
                      "seats", "opening", "action", "final"})


def _is_time(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def decode(doc: dict) -> Replay:
    """A :class:`Replay` from a parsed document, every field checked.  Raises ReplayError naming
    the place ("seat 2: kind must be person, ai or architect")."""
    if not doc:
        raise ReplayError("the file is empty")
    if "format" not in doc:
        raise ReplayError("format: missing (not a replay file)")
    if doc["format"] != FORMAT_VERSION:
        raise ReplayError(f"format: {doc['format']!r} is not a replay format this version "
                          f"reads ({FORMAT_VERSION})")
    game = doc.get("game")
    if not games.is_game(game):
        raise ReplayError(f"game: {game!r} is not one of {', '.join(games.game_ids())}"
                          if game is not None else "game: missing")
    mode = doc.get("mode")
    known = [e.mode for e in games.modes(game)]
    if mode not in known:
        raise ReplayError(f"mode: {mode!r} is not a mode of {games.short_title(game)} "
                          f"({', '.join(known)})" if mode is not None else "mode: missing")
    seed = doc.get("seed")
    if not _int(seed):
        raise ReplayError("seed: missing" if seed is None else "seed: not a whole number")
    seats = _seats(doc.get("seats"), games.info(game, mode).ai_kinds)
    unknown = sorted(set(doc) - TOP_KEYS)
    if unknown:
        raise ReplayError(f"{unknown[0]}: not a field of a replay file (its fields: "
                          f"{', '.join(sorted(TOP_KEYS))})")
    played_at = doc.get("played_at", "")
    if not isinstance(played_at, str):
        raise ReplayError("played_at: not text")
    if played_at and not _is_time(played_at):
        raise ReplayError(f"played_at: {one_line(repr(played_at))[:40]} is not a date and "
                          f"time like 2026-12-01T22:30:00+00:00")
    scores = doc.get("scores")
    if scores is not None and (not isinstance(scores, list) or not all(map(_int, scores))):
        raise ReplayError("scores: not a list of whole numbers")
    opening = doc.get("opening")
    if not isinstance(opening, dict):
        raise ReplayError("opening: missing" if opening is None else "opening: not a table")
    try:
        opening = from_toml(opening, "opening")
    except ValueError as exc:
        raise ReplayError(str(exc)) from None
    if opening.get("game") != game:
        raise ReplayError(f"opening.game: {opening.get('game')!r} is not the file's game "
                          f"{game!r}")
    if "seed" in opening and opening["seed"] != seed:
        raise ReplayError(f"seed: {seed} is not the opening's seed {opening['seed']!r}")
    if "action" not in doc:
        raise ReplayError("action: missing (the file records no moves)")
    actions = _actions(doc["action"])
    if not actions:
        raise ReplayError("action: empty (the file records no moves)")
    final = _final(doc, opening, actions)
    return Replay(game, mode, seats, seed, opening, actions, final, played_at, scores)


def _seats(seats, ai_kinds) -> list[dict]:
    if seats is None:
        raise ReplayError("seats: missing")
    if not isinstance(seats, list) or not seats:
        raise ReplayError("seats: not a list of seat tables")
    out = []
    for i, seat in enumerate(seats, 1):
        if not isinstance(seat, dict):
            raise ReplayError(f"seat {i}: not a table")
        name, kind = seat.get("name"), seat.get("kind", "person")
        if not isinstance(name, str):
            raise ReplayError(f"seat {i}: name " + ("missing" if name is None else "not text"))
        if len(name) > MAX_NAME_CHARS:
            raise ReplayError(f"seat {i}: name longer than {MAX_NAME_CHARS} characters")
        if kind not in SEAT_KINDS:
            raise ReplayError(f"seat {i}: kind must be person, ai or architect, not {kind!r}")
        if kind != "ai" and "ai" in seat:
            raise ReplayError(f"seat {i}: ai is only for a seat of kind ai, not {kind!r}")
        if kind == "ai" and seat.get("ai") not in ai_kinds:
            raise ReplayError(f"seat {i}: ai must be one of {', '.join(ai_kinds)}, "
                              f"not {seat.get('ai')!r}")
        out.append(seat_plain(seat))
    return out


def _actions(entries) -> list[tuple[int, dict]]:
    if not isinstance(entries, list):
        raise ReplayError("action: not a list of action tables")
    out = []
    for k, entry in enumerate(entries, 1):
        if not isinstance(entry, dict):
            raise ReplayError(f"action {k}: not a table")
        seat = entry.get("seat")
        if not _int(seat):
            raise ReplayError(f"action {k}: seat " + ("missing" if seat is None
                                                       else "not a whole number"))
        if not isinstance(entry.get("type"), str):
            raise ReplayError(f"action {k}: type " + ("missing" if "type" not in entry
                                                       else "not text"))
        try:
            plain = from_toml({key: v for key, v in entry.items() if key != "seat"},
                              f"action {k}")
        except ValueError as exc:
            raise ReplayError(str(exc)) from None
        out.append((seat, plain))
    return out


def _final(doc: dict, opening: dict, actions) -> dict:
    final = doc.get("final")
    if final is None:
        raise ReplayError("final: missing (the file ends before the final state)")
    if not isinstance(final, dict):
        raise ReplayError("final: not a table")
    shared = doc.get("shared", [])
    if not isinstance(shared, list) or not all(isinstance(k, str) for k in shared):
        raise ReplayError("shared: not a list of key names")
    try:
        final = from_toml(final, "final")
    except ValueError as exc:
        raise ReplayError(str(exc)) from None
    for key in shared:
        if key not in opening:
            raise ReplayError(f"shared: {key!r} is not a key of the opening")
        final[key] = opening[key]
    final.setdefault("opening", opening)
    final.setdefault("action_log", [plain for _seat, plain in actions])
    return final


#: the replay file's arrays of tables, written as ``[[seats]]`` / ``[[action]]`` blocks
TABLE_ARRAYS = ("seats", "action")
#: the order of a replay file's tables after its top-level keys
TABLES = ("seats", "opening", "action", "final")


def dumps_replay(doc: dict) -> str:
    """``doc`` (:func:`game.storage.replays.encode`'s plain data) as the replay file's TOML text:
    the top-level keys, then one ``[[seats]]`` block per seat, the ``[opening]`` table, one
    ``[[action]]`` block per action in play order and the ``[final]`` table, as the README
    documents (tomli_w alone would write short arrays of tables inline, ``action = [{...}]``).
    An entry holding a table of its own falls back to tomli_w's form for that array (reading
    is the same either way)."""
    head = {k: v for k, v in doc.items() if k not in TABLES}
    parts = [tomli_w.dumps(head)] if head else []
    for key in TABLES:
        if key not in doc:
            continue
        value = doc[key]
        flat = isinstance(value, list) and all(
            isinstance(item, dict) and not any(isinstance(v, dict) for v in item.values())
            for item in value)
        if key in TABLE_ARRAYS and flat:
            parts.extend(f"[[{key}]]\n" + tomli_w.dumps(item) for item in value)
        else:
            parts.append(tomli_w.dumps({key: value}))
    return "\n".join(parts)

