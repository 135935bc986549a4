"""What is wrong with a user file, in the player's words (issue 17 item 6).

Every file the game reads back (autosaves, settings, Codex progress, replays) goes through
:func:`read_doc`: the bytes are read safely (:func:`game.storage.toml_io.read_user_bytes`),
the fault is told apart and named, the TOML parsed and the document brought to the current
format (:mod:`game.storage.formats`).  Each fault has its own wording (:data:`WORDS`), so a
player (and a bug report) can tell an empty file from a cut-short one:

==============  ==========================================================================
``missing``     the file is missing (a backup is used when there is one)
``empty``       the file is empty
``binary``      it holds binary data, not text
``encoding``    it is not UTF-8 text
``truncated``   it is cut short: its end is missing
``syntax``      it was edited and is no longer valid TOML: <what> on line <n>
``edited``      <what>: the callers' own validation (a file changed by hand)
``newer``       it was written by a newer version of the game (format 3; this version ...)
``format``      its format line is wrong or too old to read
``unreadable``  it cannot be read: <what> (a link, a folder, too large, the disk refused)
==============  ==========================================================================

A file whose TOML stops inside a value or a key (the parser's "end of document") is cut short;
our writer (tomli_w) always ends a file with a newline, so a file without one that parses but
fails the reader's checks is reported as cut short too (``truncated``).
Nothing here moves or deletes a file: the callers keep what they could not read aside
(:func:`game.storage.toml_io.keep_aside`).
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

from game.storage import formats
from game.storage.toml_io import (MAX_DEPTH, FileDataError, data_depth, read_user_bytes,
                                  toml_error_words, too_deep)

WORDS = {
    "missing": "the file is missing",
    "empty": "the file is empty",
    "binary": "it holds binary data, not text",
    "encoding": "it is not UTF-8 text",
    "truncated": "it is cut short: its end is missing",
    "syntax": "it was edited and is no longer valid TOML: {what}",
    "edited": "{what}",
    "newer": "{what}",
    "format": "{what}",
    "unreadable": "it cannot be read: {what}",
}

#: share of control bytes (other than tab, newline, carriage return) above which a file that
#: is valid UTF-8 still counts as binary data
BINARY_SHARE = 0.1


class FileFault(Exception):
    """A user file that cannot be used.  ``kind``: a key of :data:`WORDS`; ``str(err)``: the
    player's words (one line, no final full stop), e.g. "the file is empty"."""

    def __init__(self, kind: str, what: str = "", path: str | os.PathLike | None = None):
        self.kind = kind
        self.what = what
        self.path = Path(path) if path is not None else None
        super().__init__(WORDS[kind].format(what=what) if "{what}" in WORDS[kind]
                         else WORDS[kind])


def _is_binary(raw: bytes) -> bool:
    if b"\0" in raw:
        return True
    sample = raw[:4096]
    controls = sum(1 for b in sample if b < 32 and b not in (9, 10, 13))
    return controls > BINARY_SHARE * len(sample)


def ends_cleanly(raw: bytes) -> bool:
    """True when ``raw`` ends as our writer ends every file: with a newline."""
    return raw.endswith(b"\n")


def parse(raw: bytes, path: str | os.PathLike | None = None) -> dict:
    """The TOML document in ``raw``.  Raises FileFault: ``empty`` (nothing but blanks),
    ``binary``, ``encoding``, ``truncated`` (invalid and without its final newline),
    ``syntax`` (invalid TOML: its words and line) or ``unreadable`` (nested too deep)."""
    if not raw.strip():
        raise FileFault("empty", path=path)
    if _is_binary(raw):
        raise FileFault("binary", path=path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise FileFault("encoding", path=path) from None
    if text.startswith("\ufeff"):  # a byte-order mark, as some editors write: not TOML's
        text = text[1:]
    if too_deep(text):
        raise FileFault("unreadable", f"it is nested more than {MAX_DEPTH} levels deep", path)
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if "at end of document" in str(exc):   # the text stops inside a value or a key
            raise FileFault("truncated", path=path) from None
        what, line = toml_error_words(str(exc))
        raise FileFault("syntax", what + (f" on line {line}" if line else ""), path) from None
    except (ValueError, RecursionError):
        raise FileFault("syntax", "a number or a nesting is too long", path) from None
    if data_depth(doc) > MAX_DEPTH:
        raise FileFault("unreadable", f"it is nested more than {MAX_DEPTH} levels deep", path)
    if not doc:
        raise FileFault("empty", path=path)
    return doc


def read_raw(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of ``path``.  Raises FileNotFoundError when absent, FileFault
    ``unreadable`` (a link, not a regular file, too large, a read error)."""
    try:
        return read_user_bytes(path, limit)
    except FileDataError as exc:
        raise FileFault("unreadable", exc.what, path) from None


def read_doc(path: str | os.PathLike, kind: str, limit: int) -> tuple[dict, bytes]:
    """``(document at the current format of kind, raw bytes)`` of the file at ``path``.
    Raises FileNotFoundError when absent, else FileFault (see :func:`parse`; ``newer`` for a
    file of a newer format, ``format`` for an unreadable or too old format line)."""
    raw = read_raw(path, limit)
    doc = parse(raw, path)
    try:
        return formats.upgrade(kind, doc), raw
    except formats.NewerFormat as exc:
        raise FileFault("newer", str(exc), path) from None
    except formats.FormatError as exc:
        if not ends_cleanly(raw):
            raise FileFault("truncated", path=path) from None
        raise FileFault("format", str(exc), path) from None


def edited(raw: bytes, what: str, path: str | os.PathLike | None = None) -> FileFault:
    """The fault of a file that parsed but failed the reader's own checks (``what``): cut
    short when it lacks its final newline, else changed by hand."""
    if not ends_cleanly(raw):
        return FileFault("truncated", path=path)
    return FileFault("edited", what, path)
