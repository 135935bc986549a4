"""The Architect's Solitaire Codex record: best stars and best score per city (PP-27).

One TOML file in the user data folder beside the autosaves (``saves_dir/codex-progress.toml``,
:func:`game.storage.saves.saves_dir`: ``ANCIENT_CITIES_HOME`` or the platform's user data
folder), written atomically with a ``.bak`` of the previous good copy by
:func:`game.storage.toml_io.write_toml_atomic`::

    format = 1
    [cities.solstice-capital]      # the level id (levels/codex/<id>.toml)
    stars = 2                      # best stars won, 0..3
    score = 1620                   # best score, >= 0

Best stars and best score are kept apart: a later game with more points but fewer stars
raises the score and keeps the stars.  Cities the game no longer ships (or whose file is
damaged right now) keep their entries.

Reading never raises and never silently resets: a damaged file (each fault in its own words,
game.storage.faults: empty, binary, not UTF-8, cut short, not valid TOML, a value out of
range) is moved aside (a newer version's file as ``codex-progress.toml.newer``, never written
over) as ``codex-progress.toml.corrupt`` (``.corrupt.1``, ...:
every damaged copy is kept, :func:`game.storage.toml_io.keep_aside`), the ``.bak`` is tried
(a damaged backup is kept aside too, as ``codex-progress.toml.bak.corrupt``), and
:func:`load_progress` returns the one-line message the Codex map shows once, in plain words
(a restored backup may lack the latest result, and the message says so).

Unlocking (:func:`unlocked`): the first city of the path is open; each city with at least one
star opens the next by order.  A damaged city neither blocks nor opens the path: the city
after it follows the last readable city before it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from game.storage import faults, formats
from game.storage.toml_io import keep_aside, write_toml_atomic

FILE_NAME = "codex-progress.toml"
FORMAT_VERSION = 1
formats.set_current("progress", FORMAT_VERSION, noun="Codex progress")
#: at most this many bytes are read: thirty cities are a few hundred bytes
MAX_BYTES = 256 * 1024
MAX_STARS = 3


@dataclass(frozen=True)
class Best:
    """A city's record: best ``stars`` (0..3) and best ``score`` (points, >= 0); ``played``:
    False for the record of a city never finished (a finished game of 0 points is played)."""

    stars: int = 0
    score: int = 0
    played: bool = field(default=True, compare=False)


@dataclass(frozen=True)
class Recorded:
    """What one finished game changed: the record ``before`` and ``after``;
    ``new_stars``/``new_score``: True when that part of the record rose."""

    city: str
    before: Best
    after: Best

    @property
    def new_stars(self) -> bool:
        return self.after.stars > self.before.stars

    @property
    def new_score(self) -> bool:
        return self.after.score > self.before.score


#: the record of a city never finished
NOT_PLAYED = Best(0, 0, played=False)


@dataclass
class Progress:
    """Best stars and score per city id.  ``best(city)`` is ``Best()`` for a city never
    finished (:data:`NOT_PLAYED`); :meth:`record` keeps the better of each part."""

    cities: dict[str, Best] = field(default_factory=dict)

    def best(self, city: str) -> Best:
        return self.cities.get(city, NOT_PLAYED)

    def stars(self, city: str) -> int:
        return self.best(city).stars

    def record(self, city: str, stars: int, score: int) -> Recorded:
        """Note a finished game of ``city`` won with ``stars`` (0..3) and ``score`` points.
        Raises ValueError for values out of range."""
        if not (isinstance(stars, int) and 0 <= stars <= MAX_STARS):
            raise ValueError(f"stars must be 0..{MAX_STARS}, not {stars!r}")
        if not (isinstance(score, int) and not isinstance(score, bool)):
            raise ValueError(f"score must be a whole number, not {score!r}")
        before = self.best(city)
        after = Best(max(before.stars, stars), max(before.score, score, 0))
        self.cities[city] = after
        return Recorded(city, before, after)

    def to_plain(self) -> dict:
        """The TOML document (cities in id order)."""
        return {"format": FORMAT_VERSION,
                "cities": {c: {"stars": b.stars, "score": b.score}
                           for c, b in sorted(self.cities.items())}}

    @classmethod
    def from_plain(cls, data: dict) -> "Progress":
        """Parse a document.  Raises ValueError naming what is wrong (one line)."""
        if not isinstance(data, dict):
            raise ValueError("not a table")
        if not data:
            raise ValueError("the file is empty")
        if "format" not in data:
            raise ValueError("the file has no format line")
        if data.get("format") != FORMAT_VERSION:
            raise ValueError(f"it is format {data.get('format')!r} and this game reads "
                             f"format {FORMAT_VERSION}")
        unknown = sorted(set(data) - {"format", "cities"})
        if unknown:
            raise ValueError(f"unknown key {unknown[0]!r}")
        cities = data.get("cities", {})
        if not isinstance(cities, dict):
            raise ValueError("cities is not a table")
        out: dict[str, Best] = {}
        for city, entry in cities.items():
            if not isinstance(entry, dict) or set(entry) - {"stars", "score"}:
                raise ValueError(f"cities.{city} is not a table of stars and score")
            stars, score = entry.get("stars", 0), entry.get("score", 0)
            if type(stars) is not int or not 0 <= stars <= MAX_STARS:
                raise ValueError(f"cities.{city}.stars is {stars!r}, not 0..{MAX_STARS}")
            if type(score) is not int or score < 0:
                raise ValueError(f"cities.{city}.score is {score!r}, not a score")
            out[city] = Best(stars, score)
        return cls(out)


def progress_path(folder: str | os.PathLike) -> Path:
    """``folder/codex-progress.toml``."""
    return Path(folder) / FILE_NAME


class ProgressFault(ValueError):
    """A progress file that cannot be used: ``str(err)`` the player's words, ``kind`` the
    fault (game.storage.faults)."""

    def __init__(self, fault: faults.FileFault) -> None:
        super().__init__(str(fault))
        self.kind = fault.kind


def _read(path: Path) -> Progress:
    """The progress in ``path``.  Raises FileNotFoundError when absent, ProgressFault (a
    ValueError, one line in the player's words) when it cannot be used."""
    if not os.path.lexists(path):
        raise FileNotFoundError(path)
    try:
        data, raw = faults.read_doc(path, "progress", MAX_BYTES)
    except faults.FileFault as exc:
        raise ProgressFault(exc) from None
    try:
        return Progress.from_plain(data)
    except ValueError as exc:
        raise ProgressFault(faults.edited(raw, str(exc))) from None


def load_progress(folder: str | os.PathLike) -> tuple[Progress, str | None]:
    """``(progress, message or None)``; never raises.  No file: an empty record.  A damaged
    file is moved aside (kept, never deleted) and the ``.bak`` used when it reads; the message
    says what happened, once: the good record is written back at once, so the next load is
    quiet."""
    main = progress_path(folder)
    bak = main.with_name(main.name + ".bak")
    try:
        return _read(main), None
    except FileNotFoundError:
        return _missing(folder, bak)
    except (ValueError, OSError) as exc:
        why = str(exc) if isinstance(exc, ValueError) else "the disk refused"
        newer = getattr(exc, "kind", "") == "newer"
    kept = keep_aside(main, suffix=".newer" if newer else ".corrupt")
    where = f"it was kept as {kept}" if kept else "it was left where it is"
    said = f"Your Codex progress could not be read ({why}); {where}"
    try:
        progress = _read(bak)
        told = (f"{said} and your record was restored from its backup, which may not hold "
                f"your latest result.")
    except FileNotFoundError:
        progress = Progress()
        told = f"{said} and a new record started (there was no backup)."
    except (ValueError, OSError) as exc:
        progress = Progress()
        bak_why = str(exc) if isinstance(exc, ValueError) else "the disk refused"
        bak_kept = keep_aside(bak)
        bak_where = f"it was kept as {bak_kept}" if bak_kept else "it was left where it is"
        told = (f"{said}. Its backup could not be read either ({bak_why}); {bak_where}. "
                f"A new record started.")
    if kept:   # the damaged file is out of the way: write the record the player now has
        save_progress(progress, folder)
    return progress, told


def _missing(folder: str | os.PathLike, bak: Path) -> tuple[Progress, str | None]:
    """No progress file: a first start (an empty record, nothing said), or, when its backup
    is there, the backup restored and said so."""
    try:
        progress = _read(bak)
    except FileNotFoundError:
        return Progress(), None
    except (ValueError, OSError) as exc:
        why = str(exc) if isinstance(exc, ValueError) else "the disk refused"
        kept = keep_aside(bak)
        where = f"it was kept as {kept}" if kept else "it was left where it is"
        return Progress(), (f"Your Codex progress file is missing and its backup could not be "
                            f"read ({why}); {where}. A new record started.")
    save_progress(progress, folder)
    return progress, ("Your Codex progress file is missing; your record was restored from its "
                      "backup, which may not hold your latest result.")


def save_progress(progress: Progress, folder: str | os.PathLike) -> str | None:
    """Write ``progress`` atomically (the previous good file kept as ``.bak``); None, or a
    one-line message when the disk refused (the old file is then untouched)."""
    try:
        write_toml_atomic(progress_path(folder), progress.to_plain())
    except OSError as exc:
        return f"Your Codex progress could not be saved: {exc.strerror or exc}."
    return None


def record_result(folder: str | os.PathLike, city: str, stars: int, score: int
                  ) -> tuple[Recorded, Progress, str | None]:
    """Read the record, note a finished game of ``city`` and write it back:
    ``(what changed, the new record, a message or None)`` (the message: a damaged file set
    aside, or a write the disk refused)."""
    progress, told = load_progress(folder)
    change = progress.record(city, stars, score)
    failed = save_progress(progress, folder)
    return change, progress, " ".join(m for m in (told, failed) if m) or None


# ---------------------------------------------------------------------------- the path
def unlocked(path: Iterable[tuple[str, bool]], progress: Progress) -> set[str]:
    """The ids of the open cities along ``path``: ``(city id, readable)`` pairs in Codex
    order.  The first readable city is open; a readable city with at least one star opens
    the next readable city; a damaged (unreadable) city is skipped, neither blocking nor
    opening.  A city that already has stars stays open whatever came before."""
    out: set[str] = set()
    opens = True
    for city, readable in path:
        if not readable:
            continue
        if opens or progress.stars(city) >= 1:
            out.add(city)
        opens = city in out and progress.stars(city) >= 1
    return out
