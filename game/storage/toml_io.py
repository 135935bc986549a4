"""TOML reading with errors that name file, line and field; atomic writes with a backup.

Reading uses the standard library's ``tomllib``; writing uses ``tomli_w``.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import tomllib
from pathlib import Path
from typing import Any

import tomli_w

from game.core.errors import DataError


class FileDataError(Exception):
    """A data file could not be used.  ``str(err)`` is one line: ``FILE:LINE: PLACE: WHAT``."""

    def __init__(self, path: str | os.PathLike, what: str, line: int | None = None,
                 where: str | None = None):
        self.path = str(path)
        self.line = line
        self.where = where
        self.what = what
        parts = [self.path if line is None else f"{self.path}:{line}"]
        if where:
            parts.append(where)
        parts.append(what)
        super().__init__(": ".join(parts))


_LINE_RE = re.compile(r"at line (\d+), column (\d+)")


def read_toml(path: str | os.PathLike) -> tuple[dict[str, Any], str]:
    """Read a TOML file; return ``(data, text)``.

    Raises FileDataError for a missing/unreadable file, bad UTF-8 or invalid TOML (with its line).
    """
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise FileDataError(p, "file not found") from None
    except OSError as exc:
        raise FileDataError(p, f"cannot read file ({exc.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FileDataError(p, "not UTF-8 text, so not a TOML file") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        m = _LINE_RE.search(msg)
        line = int(m.group(1)) if m else None
        what = _LINE_RE.sub("", msg).replace("()", "").strip() or "invalid TOML"
        raise FileDataError(p, f"not valid TOML ({what.rstrip(' .')})", line=line) from None
    return data, text


def find_line(text: str, needle: str | None, start_line: int = 1) -> int | None:
    """First 1-based line at or after ``start_line`` that contains ``needle``; None if absent."""
    if not needle:
        return None
    for i, line in enumerate(text.splitlines(), start=1):
        if i >= start_line and needle in line.split("#", 1)[0]:
            return i
    return None


# a table header line: [name] or [[name]] with a bare or quoted (dotted) name, optional comment
_HEADER_RE = re.compile(
    r"""^\s*(\[\[?)\s*((?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*')"""
    r"""(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\n]*"|'[^'\n]*'))*)\s*\]\]?\s*(?:#.*)?$""")


def _headers(lines: list[str]) -> list[tuple[int, bool, str]]:
    """(0-based line index, is an array-of-tables header, name with quotes and spaces removed)."""
    out = []
    for i, line in enumerate(lines):
        m = _HEADER_RE.match(line)
        if m and (m.group(1) == "[[") == line.rstrip().split("#", 1)[0].rstrip().endswith("]]"):
            name = ".".join(part.strip().strip("\"'") for part in m.group(2).split("."))
            out.append((i, m.group(1) == "[[", name))
    return out


def _key_line(lines: list[str], first: int, stop: int, key: str) -> int | None:
    """0-based index of the one line in ``lines[first:stop]`` that starts with ``key =`` (or a
    dotted ``key.x =``); None when there is none or more than one (e.g. inside a long string)."""
    pat = re.compile(r"""^\s*(?:%s|"%s"|'%s')\s*[=.]""" % ((re.escape(key),) * 3))
    hits = [i for i in range(first, stop) if pat.match(lines[i])]
    return hits[0] if len(hits) == 1 else None


def _loads(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None


def locate_line(text: str, table: str | None = None, index: int | None = None,
                key: str | None = None) -> int | None:
    """The 1-based line of a place in a TOML document, or None when it cannot be found reliably.

    ``table=None``: the top-level ``key`` (its ``key = ...`` line, or its ``[key]`` header).
    ``table="site", index=n``: the ``n``-th (0-based) ``[[site]]`` entry; with ``key`` the line
    of that key inside the entry, else (or when the key is absent) the ``[[site]]`` header line.
    Every answer is checked against the parsed document (the number of headers must match the
    number of entries, the block between headers must parse to that very entry), so a header
    look-alike inside a multi-line string gives None rather than a wrong line.
    """
    data = _loads(text)
    if data is None:
        return None
    lines = text.splitlines()
    heads = _headers(lines)
    if table is None:
        if not key or key not in data:
            return None
        end = heads[0][0] if heads else len(lines)
        region = _loads("\n".join(lines[:end]))
        if region is not None and key in region:
            i = _key_line(lines, 0, end, key)
            return None if i is None else i + 1
        named = [h for h in heads if h[2] == key]
        return named[0][0] + 1 if len(named) == 1 else None
    entries = data.get(table)
    own = [k for k, h in enumerate(heads) if h[1] and h[2] == table]
    if (not isinstance(entries, list) or index is None or len(own) != len(entries)
            or not 0 <= index < len(entries)):
        return None
    k = own[index]
    start = heads[k][0]
    # the entry's block runs to the next header that is not one of its sub-tables ([site.x])
    subs = [h for h in heads[k + 1:] if h[2].startswith(table + ".")]
    later = [h[0] for h in heads[k + 1:] if not h[2].startswith(table + ".")]
    stop = later[0] if later else len(lines)
    if _loads("\n".join(lines[start:stop])) != {table: [entries[index]]}:
        return None
    if key and isinstance(entries[index], dict) and key in entries[index]:
        own_end = next((h[0] for h in heads[k + 1:]), len(lines))
        i = _key_line(lines, start + 1, min(own_end, stop), key)
        if i is None:
            named = [h[0] for h in subs if h[0] < stop and h[2] == f"{table}.{key}"]
            i = named[0] if named else None
        if i is not None:
            return i + 1
    return start + 1


def data_error_to_file(path: str | os.PathLike, text: str, err: DataError) -> FileDataError:
    """Turn a core :class:`DataError` into a :class:`FileDataError` with a line when findable.

    An error carrying ``locate = (table, index, key)`` (see :func:`locate_line`) is placed by
    the document's structure; otherwise by ``err.line`` or the first line holding ``err.key``.
    """
    locate = getattr(err, "locate", None)
    if err.line is not None:
        line = err.line
    elif locate is not None:
        line = locate_line(text, *locate)
    else:
        line = find_line(text, err.key)
    return FileDataError(path, err.what, line=line, where=err.where)


def load_validated(path: str | os.PathLike, build):
    """Read TOML at ``path`` and return ``build(data)``; a DataError becomes a FileDataError."""
    data, text = read_toml(path)
    try:
        return build(data)
    except DataError as err:
        raise data_error_to_file(path, text, err) from None


def write_toml_atomic(path: str | os.PathLike, data: dict[str, Any], backup: bool = True) -> None:
    """Write ``data`` as TOML to ``path`` atomically (temp file in the same folder, fsync, replace).

    With ``backup`` the previous file is kept as ``PATH.bak`` first, so a crash mid-write never
    loses the last good copy.  Raises OSError on failure (the old file is then untouched).
    """
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    payload = tomli_w.dumps(data).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=p.name + ".", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(payload)
            fh.flush()
            os.fsync(fh.fileno())
        if backup and p.exists():
            shutil.copy2(p, p.with_name(p.name + ".bak"))
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
