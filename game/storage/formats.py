"""File format versions and their migrations, one small registry for every file the game
writes (issue 17): autosaves, settings, Codex progress, replays.

Each kind of file has a current ``format`` (the top-level ``format = N`` key) and, for each
older version ``v``, an upgrade function ``v -> v + 1`` on the parsed document (plain dicts):

    formats.register("save", 1, upgrade_1_to_2)      # what format 1 needs to become format 2
    formats.set_current("save", 2)
    doc = formats.upgrade("save", doc)                # -> a format-2 document, or raises

:func:`upgrade` runs the chain from the file's version to the current one.  A file without a
``format`` key is version :data:`UNVERSIONED` (0: the settings files written before issue 17);
a kind whose files always carried the key refuses one without it.  A file of a NEWER format than
this game knows raises :class:`NewerFormat` (its message is one plain line; callers keep the
file, never overwrite it); a version that is not a whole number, or an old one with no upgrade
registered, raises :class:`FormatError`.  Upgrades never touch the disk: the caller writes the
upgraded document back with its next save.

Every older format has a stored file under ``tests/data/formats/`` (``<kind>-format-<v>.toml``)
that ``tests/test_storage_formats.py`` loads through the real readers.  The replay files'
helper registers ``"replay"`` the same way (``formats.set_current("replay", 1)``).
"""

from __future__ import annotations

from typing import Any, Callable

#: the version of a document with no ``format`` key (settings files before issue 17)
UNVERSIONED = 0

Upgrade = Callable[[dict], dict]

#: kind -> {version v: the function turning a format-v document into format v + 1}
MIGRATIONS: dict[str, dict[int, Upgrade]] = {}
#: kind -> the format this game writes
CURRENT: dict[str, int] = {}
#: kinds whose files may lack the ``format`` key (they are then :data:`UNVERSIONED`)
OPTIONAL_KEY: set[str] = set()
#: kind -> how players name the file in messages ("settings file", "saved game")
NOUNS: dict[str, str] = {}


class FormatError(ValueError):
    """A document whose ``format`` cannot be read or upgraded; ``str(err)`` is one line."""


class NewerFormat(FormatError):
    """A document written by a newer version of the game: refused, and the file kept."""

    def __init__(self, kind: str, found: int, known: int) -> None:
        self.kind, self.found, self.known = kind, found, known
        super().__init__(f"it was written by a newer version of the game: format {found}, "
                         f"and this version reads format {known} and older")


def set_current(kind: str, version: int, optional_key: bool = False, noun: str = "") -> None:
    """Declare that this game writes ``kind`` files in format ``version``.  ``optional_key``:
    files of this kind may lack ``format`` (read as :data:`UNVERSIONED`)."""
    CURRENT[kind] = int(version)
    MIGRATIONS.setdefault(kind, {})
    if optional_key:
        OPTIONAL_KEY.add(kind)
    if noun:
        NOUNS[kind] = noun


def register(kind: str, version: int, upgrade_fn: Upgrade) -> Upgrade:
    """Register ``upgrade_fn`` turning a format-``version`` ``kind`` document into format
    ``version + 1`` (a new dict; the argument may be changed too).  Returns the function, so it
    can be used as a decorator through :func:`migration`."""
    MIGRATIONS.setdefault(kind, {})[int(version)] = upgrade_fn
    return upgrade_fn


def migration(kind: str, version: int) -> Callable[[Upgrade], Upgrade]:
    """Decorator form of :func:`register`."""
    return lambda fn: register(kind, version, fn)


def version_of(kind: str, doc: dict) -> int:
    """The ``format`` of ``doc``.  Raises FormatError when it is missing (and the kind needs
    it) or not a whole number >= 0."""
    if "format" not in doc:
        if kind in OPTIONAL_KEY:
            return UNVERSIONED
        raise FormatError("the file has no format line")
    v = doc["format"]
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise FormatError(f"its format line holds {_shown(v)}, not a version number")
    return v


def is_newer(kind: str, doc: Any) -> bool:
    """True when ``doc`` is a table whose ``format`` is above this game's for ``kind``."""
    if not isinstance(doc, dict):
        return False
    try:
        return version_of(kind, doc) > CURRENT[kind]
    except FormatError:
        return False


def upgrade(kind: str, doc: dict) -> dict:
    """``doc`` brought to the current format of ``kind`` (the same dict when it already is).
    Raises NewerFormat for a newer file, FormatError for an unknown or unreadable version (or
    an upgrade that failed: its ValueError/KeyError/TypeError becomes one line)."""
    if kind not in CURRENT:
        raise KeyError(f"unknown file kind {kind!r}")
    known = CURRENT[kind]
    v = version_of(kind, doc)
    if v > known:
        raise NewerFormat(kind, v, known)
    steps = MIGRATIONS[kind]
    while v < known:
        fn = steps.get(v)
        if fn is None:
            raise FormatError(f"it is format {v}, which this version cannot read")
        try:
            doc = fn(dict(doc))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise FormatError(f"it is format {v} and could not be brought up to date "
                              f"({_shown(exc)})") from None
        v += 1
        doc["format"] = v
    return doc


def _shown(value: Any) -> str:
    text = str(value) if isinstance(value, Exception) else repr(value)
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:59] + "\u2026"
