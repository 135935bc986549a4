"""Player-facing one-line messages about broken files (used by the window entry point and the
tables, below both)."""

from __future__ import annotations

import os
from pathlib import Path

from game.storage.data import ROOT
from game.storage.toml_io import one_line


def data_error_text(exc) -> str:
    """One line for a :class:`~game.storage.toml_io.FileDataError`: ``FILE:LINE: WHAT`` with the
    file relative to the project folder (or the working directory) when it lies below it, e.g.
    ``levels/akropolis/tiles.toml:379: not valid TOML (...)``."""
    path = getattr(exc, "path", None)
    if not path:
        return str(exc)
    shown = path
    for base in (ROOT, Path.cwd()):
        try:
            rel = os.path.relpath(Path(path).resolve(), base)
        except ValueError:  # another drive (Windows)
            continue
        if not rel.startswith(".."):
            shown = Path(rel).as_posix()
            break
    shown = one_line(str(shown))
    parts = [shown if exc.line is None else f"{shown}:{exc.line}"]
    if exc.where:
        parts.append(exc.where)
    parts.append(exc.what)
    return ": ".join(parts)


def backup_too_words(bak_reason: str, kept: str | None) -> str:
    """The clause that says a backup was unusable too (no full stop, starts with "; "): ``";
    its backup could not be read either (the file is empty) and was set aside as
    settings.toml.bak.corrupt"``."""
    where = f" and was set aside as {kept}" if kept else ""
    return f"; its backup could not be read either ({bak_reason}){where}"
