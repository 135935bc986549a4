"""Reading the Architect's Solitaire Codex cities (``levels/codex/*.toml``, PP-27).

:func:`load_codex` never raises: each ``*.toml`` file becomes a :class:`LevelEntry` holding the
parsed :class:`~game.core.picture_pie.codex.Level` or the one-line reason the file cannot be
played (``levels/codex/x.toml:7: turns: 0 is outside 1..40``), so a damaged city shows as
damaged and the others stay playable.  :func:`check_codex` lists every fault of every file,
one line each (``main.py levels check``).

Besides each file's own faults (game.core.picture_pie.codex.level_faults) the folder is checked
as a whole: ``id`` equals the file name, no two files share an ``id`` or an ``order``.  Blueprint
goals are checked against the Civic Blueprint deck (levels/picture_pie/blueprints.toml).
"""

from __future__ import annotations

import re
import os
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from game.core import picture_pie
from game.core.errors import DataError
from game.core.picture_pie.codex import Level, level_faults
from game.storage.data import LEVELS, load_level
from game.storage.messages import data_error_text
from game.storage.toml_io import (MAX_FILE_BYTES, FileDataError, data_error_to_file, find_line,
                                  locate_line, one_line, read_toml, read_user_bytes)

CODEX_DIR = LEVELS / "codex"
#: how the default folder is named in messages (as the README and levels/README.md show it)
CODEX_SHOWN = "levels/codex"
#: an ``order = N`` line of a file that is not valid TOML (its place on the path is kept)
_ORDER_LINE = re.compile(r"^[ \t]*order[ \t]*=[ \t]*([0-9]{1,6})[ \t]*(?:#.*)?$", re.M)


@dataclass(frozen=True)
class LevelEntry:
    """One level file: ``path``; ``level`` (Level) or None; ``error``: the first fault as one
    line, or None; ``faults``: every fault line (empty when sound); ``order``: the file's
    ``order`` when it holds a whole number (a damaged city keeps its place on the path; a
    file too damaged to tell takes a place the others leave free, see :func:`_fill_gaps`),
    else None."""

    path: Path
    level: Level | None
    error: str | None
    faults: tuple = ()
    order: int | None = None

    @property
    def name(self) -> str:
        """The city's name, or its file name when the file cannot be read."""
        return self.level.name if self.level else self.path.stem


@lru_cache(maxsize=1)
def _tile_set():
    """The Picture Pie tile set with its further parts (the Civic Blueprint deck), as
    game.games.game_data loads it.  Raises FileDataError."""
    data = load_level(picture_pie.DATA_FILE, picture_pie.parse_data)
    for rel, parse, attach in getattr(picture_pie, "DATA_PARTS", ()):
        data = attach(data, load_level(rel, parse))
    return data


def _card_ids(data) -> frozenset | None:
    """The Civic Blueprint card ids of ``data``'s deck, None without a deck."""
    deck = getattr(data, "deck", None)
    return frozenset(deck.by_id) if deck is not None else None


def item_line(text: str, key: str, index: int) -> int | None:
    """The 1-based line of the ``index``-th (0-based) string of the top-level array ``key``
    (``sequence = ["1/2 marble", ...]`` written over several lines), or None."""
    start = locate_line(text, None, None, key)
    if start is None:
        return None
    lines = text.splitlines()
    line_no, seen, depth = start, 0, 0
    rest = lines[start - 1].split("=", 1)[1] if "=" in lines[start - 1] else ""
    chunks = [rest] + lines[start:]
    for chunk in chunks:
        i = 0
        while i < len(chunk):
            c = chunk[i]
            if c == "#":
                break
            if c in "\"'":
                end = chunk.find(c, i + 1)
                while c == '"' and end > 0 and chunk[end - 1] == "\\":
                    end = chunk.find(c, end + 1)
                if end < 0:
                    return None
                if depth == 1:
                    if seen == index:
                        return line_no
                    seen += 1
                i = end
            elif c == "[":
                depth += 1
            elif c == "]":
                depth -= 1
                if depth <= 0:
                    return None
            i += 1
        line_no += 1
    return None


def _line_of(text: str, err: DataError) -> FileDataError:
    item = getattr(err, "item", None)
    locate = getattr(err, "locate", None)
    if item is not None and locate is not None and locate[0] is None:
        line = item_line(text, locate[2], item)
        if line is not None:
            err.line = line
    return err


def raw_order(path: Path) -> int | None:
    """The ``order = N`` line's N of a file that cannot be parsed (the first such line), or
    None when there is none or the file cannot be read at all."""
    try:
        text = read_user_bytes(path, MAX_FILE_BYTES).decode("utf-8", "replace")
    except (OSError, FileDataError):
        return None
    m = _ORDER_LINE.search(text)
    return int(m.group(1)) if m else None


def say(exc: FileDataError, shown: str) -> str:
    """One line for a fault of a file in the checked folder, the file named as the folder was
    given (``shown``, e.g. ``levels/codex`` or ``/tmp/cities``) joined with its name, so every
    message of a run names its files alike: ``SHOWN/x.toml:7: turns: 0 is outside 1..40``."""
    name = one_line(os.path.join(shown, Path(exc.path).name))
    parts = [name if exc.line is None else f"{name}:{exc.line}"]
    if exc.where:
        parts.append(exc.where)
    parts.append(exc.what)
    return ": ".join(parts)


def _file_faults(path: Path, data, card_ids, shown: str
                 ) -> tuple[Level | None, list[str], dict | None, str]:
    """(Level or None, fault lines, the raw dict or None, the text) of one file; a file that
    is not TOML gives ``{"order": N}`` as its raw dict when an ``order = N`` line is found."""
    try:
        raw, text = read_toml(path)
    except FileDataError as exc:
        order = raw_order(path)
        return None, [say(exc, shown)], ({"order": order} if order else None), ""
    level, faults = level_faults(raw, data, card_ids)
    placed = [data_error_to_file(path, text, _line_of(text, e)) for e in faults]
    placed.sort(key=lambda e: e.line or 0)   # in file order; faults without a line first
    return level, [say(e, shown) for e in placed], raw, text


def _fault(path: Path, text: str, key: str, what: str, shown: str) -> str:
    line = locate_line(text, None, None, key) if text else None
    return say(FileDataError(path, what, line=line or find_line(text, key), where=key), shown)


def check_codex(directory: str | Path | None = None, data=None) -> list[LevelEntry]:
    """Every ``*.toml`` level in ``directory`` (default levels/codex) with all its faults,
    sorted by the files' ``order`` (a damaged file too when its order can be read; the others
    last), then by file name.  Never raises for a bad file; raises
    FileDataError (one line) when ``directory`` is missing or not a folder."""
    folder = Path(directory) if directory is not None else CODEX_DIR
    shown = str(directory) if directory is not None else CODEX_SHOWN
    if not folder.is_dir():
        what = "no such folder" if not folder.exists() else "not a folder"
        raise FileDataError(shown, what)
    try:
        data = data if data is not None else _tile_set()
        cards = _card_ids(data)
    except FileDataError as exc:   # the tile set itself is broken: no city can be played
        return [LevelEntry(p, None, data_error_text(exc), (data_error_text(exc),))
                for p in sorted(folder.glob("*.toml"))]
    found = []
    for path in sorted(folder.glob("*.toml")):
        if path.is_dir() and not path.is_symlink():
            found.append((path, None, [say(FileDataError(path, "a folder, not a level file"),
                                           shown)], None, ""))
        else:
            found.append((path,) + _file_faults(path, data, cards, shown))
    owner = {}   # id -> the file that owns it: the one named after it, else the first
    orders: dict = {}
    for path, _level, _lines, raw, _text in found:
        lid, order = (raw or {}).get("id"), (raw or {}).get("order")
        if isinstance(lid, str) and (lid not in owner or path.stem == lid):
            owner[lid] = path
        if type(order) is int:
            orders.setdefault(order, []).append(path)
    out = []
    for path, level, lines, raw, text in found:
        raw = raw or {}
        lid, order = raw.get("id"), raw.get("order")
        if isinstance(lid, str):
            sound = not lines   # a file with faults of its own is not held to its name too
            if owner[lid] != path:
                lines.append(_fault(path, text, "id", f"'{lid}' is also the id of "
                                    f"{owner[lid].name}", shown))
            if lid != path.stem and sound:
                lines.append(_fault(path, text, "id", f"'{lid}' must equal the file name "
                                    f"('{path.stem}')", shown))
        if type(order) is int and len(orders[order]) > 1:
            others = ", ".join(p.name for p in orders[order] if p != path)
            lines.append(_fault(path, text, "order", f"{order} is also the order of {others}",
                                shown))
        ok = level if not lines else None
        out.append(LevelEntry(path, ok, lines[0] if lines else None, tuple(lines),
                              order if type(order) is int else None))
    out = _fill_gaps(out)
    out.sort(key=lambda e: (e.order if e.order is not None else 1 << 30, e.path.name))
    return out


def _fill_gaps(entries: list[LevelEntry]) -> list[LevelEntry]:
    """``entries`` with each damaged file whose order could not be read (not even an ``order
    = N`` line) given a place the readable files leave free on the path 1..len(entries), the
    lowest first, in file-name order: one damaged city among 30 takes exactly its own place."""
    used = {e.order for e in entries if e.order is not None}
    gaps = [n for n in range(1, len(entries) + 1) if n not in used]
    lost = sorted((e for e in entries if e.order is None and e.level is None),
                  key=lambda e: e.path.name)
    placed = {id(e): replace(e, order=gaps.pop(0)) for e in lost if gaps}
    return [placed.get(id(e), e) for e in entries]


def load_codex(directory: str | Path | None = None) -> list[LevelEntry]:
    """The Codex cities in ``directory`` (default levels/codex), sorted by ``order``: each a
    LevelEntry with ``path``, ``level`` (or None) and ``error`` (one line, or None).  Never
    raises: a missing folder gives one entry (the folder) with its error."""
    try:
        return check_codex(directory)
    except FileDataError as exc:
        folder = Path(directory) if directory is not None else CODEX_DIR
        return [LevelEntry(folder, None, data_error_text(exc), (data_error_text(exc),))]
