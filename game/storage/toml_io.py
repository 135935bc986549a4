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


def data_error_to_file(path: str | os.PathLike, text: str, err: DataError) -> FileDataError:
    """Turn a core :class:`DataError` into a :class:`FileDataError` with a line when findable."""
    line = err.line if err.line is not None else find_line(text, err.key)
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
