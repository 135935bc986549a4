"""The Codex as the scenes show it (no pygame): each level file of ``levels/codex/`` with the
player's record and its place on the path (open, locked or damaged), and the words the map,
briefing and results use for it.

Levels come from :func:`game.storage.levels.load_codex` (a bad file is an entry with its
one-line ``error``, never an exception); the record from :mod:`game.storage.progress`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from game.core.picture_pie.board import site_name
from game.core.picture_pie.state import PicturePieState
from game.core.words import plural  # noqa: F401 (C.plural: the Codex scenes' words)
from game.storage import progress as records
from game.storage.levels import load_codex
from game.storage.saves import enabled as saves_enabled
from game.storage.saves import saves_dir

GAME_ID = PicturePieState.GAME_ID
#: the person's seat name at a Codex table
PLAYER = "You"
ORDINALS = ("first", "second", "third")
SMALL_WORDS = {"of", "the", "and", "in", "on", "at", "to", "a"}

OPEN, LOCKED, DAMAGED = "open", "locked", "damaged"


@dataclass(frozen=True)
class City:
    """One place on the Codex path.  ``id``: the level id (a damaged file: its file name
    without ``.toml``); ``name``; ``level``: the parsed Level or None; ``error``: why the file
    cannot be played (one line) or None; ``status``: OPEN, LOCKED or DAMAGED; ``best``: the
    player's record (:class:`game.storage.progress.Best`); ``number``: the city's own
    ``order`` (a damaged file's too when it can be read; else a number after the others)."""

    id: str
    name: str
    number: int
    level: object
    error: str | None
    status: str
    best: records.Best
    path: Path

    @property
    def damaged(self) -> bool:
        return self.status == DAMAGED

    @property
    def playable(self) -> bool:
        return self.status == OPEN


def pretty_name(stem: str) -> str:
    """A damaged file's shown name from its file name: "mosaic-haven" -> "Mosaic Haven"."""
    words = [w for w in stem.replace("_", "-").split("-") if w]
    return " ".join(w if k and w in SMALL_WORDS else w.capitalize()
                    for k, w in enumerate(words)) or stem


def city_numbers(base) -> list[int]:
    """Each city's shown number, from ``(entry, level, id)`` triples in path order: the level's
    ``order``, a damaged file's ``order`` when one could be read, else the numbers after the
    highest order, in turn (never a list index)."""
    known = [level.order if level is not None else getattr(entry, "order", None)
             for entry, level, _cid in base]
    after = max((n for n in known if n is not None), default=0)
    out = []
    for n in known:
        if n is None:
            after += 1
            n = after
        out.append(int(n))
    return out


class Codex:
    """The cities in path order with their status, from ``entries`` (load_codex's
    ``LevelEntry`` s: ``path``, ``level``, ``error``) and ``progress`` (a Progress)."""

    def __init__(self, entries, progress: records.Progress) -> None:
        self.progress = progress
        base = []
        for entry in entries:
            level = entry.level if entry.error is None else None
            cid = level.id if level is not None else Path(entry.path).stem
            base.append((entry, level, cid))
        opened = records.unlocked([(cid, level is not None) for _e, level, cid in base],
                                  progress)
        self.cities: list[City] = []
        numbers = city_numbers(base)
        for k, (entry, level, cid) in enumerate(base):
            if level is None:
                status, name = DAMAGED, pretty_name(cid)
            else:
                status, name = (OPEN if cid in opened else LOCKED), level.name
            error = None if level is not None else (entry.error or "the file could not be read")
            self.cities.append(City(cid, name, numbers[k], level, error, status,
                                    progress.best(cid), Path(entry.path)))

    def __len__(self) -> int:
        return len(self.cities)

    def index(self, city_id: str | None) -> int | None:
        return next((k for k, c in enumerate(self.cities) if c.id == city_id), None)

    def city(self, city_id: str) -> City | None:
        k = self.index(city_id)
        return None if k is None else self.cities[k]

    def next_city(self, city_id: str) -> City | None:
        """The readable city after ``city_id`` on the path (damaged ones skipped), or None."""
        k = self.index(city_id)
        if k is None:
            return None
        return next((c for c in self.cities[k + 1:] if not c.damaged), None)

    def opener(self, city_id: str) -> City | None:
        """The readable city before ``city_id``: its first star opens ``city_id``."""
        k = self.index(city_id)
        if k is None:
            return None
        return next((c for c in reversed(self.cities[:k]) if not c.damaged), None)

    def first_focus(self) -> int:
        """Where the map's focus starts: the furthest open city without three stars (else the
        last open one, else the first city)."""
        open_ = [k for k, c in enumerate(self.cities) if c.playable]
        todo = [k for k in open_ if self.cities[k].best.stars < records.MAX_STARS]
        return (todo or open_ or [0])[-1]

    def last_number(self) -> int:
        """The highest city number on the path (the cities' count when the orders run 1..N):
        the "of N" of "City 4 of 30"."""
        return max([len(self.cities)] + [c.number for c in self.cities])

    def total_stars(self) -> int:
        """The best stars won in the readable cities (a damaged city's record is kept but not
        counted, as it is not in :meth:`most_stars`)."""
        return sum(c.best.stars for c in self.cities if not c.damaged)

    def most_stars(self) -> int:
        """3 for each readable city: the star counter's total."""
        return records.MAX_STARS * sum(1 for c in self.cities if not c.damaged)


def folder(app):
    """The user data folder of the record (game.storage.saves.saves_dir)."""
    return saves_dir(app)


def load(app, directory: str | os.PathLike | None = None,
         record: records.Progress | None = None) -> tuple[Codex, str | None]:
    """The Codex with the player's record (``record``: this one instead, read nothing: demo
    scenes), and the one-line message about a damaged record file (set aside, see
    game.storage.progress) or None.  Never raises."""
    progress, told = (record, None) if record is not None else records.load_progress(folder(app))
    return Codex(load_codex(directory), progress), told


def play_config(level, name: str = PLAYER) -> dict:
    """The table config of a city (game.games): one person, the level's plain data as the
    ``codex`` option (which selects the Codex mode), the seed fixed by the city's place so a
    Retry deals the same game."""
    return {"game": GAME_ID, "seed": int(level.order),
            "seats": [{"name": name, "kind": "person"}],
            "options": {"codex": level.source}}


# ---------------------------------------------------------------------------- words
def points(n: int) -> str:
    """``1250`` -> ``"1,250"``."""
    return f"{n:,}"


def star_target(next_star: int | None, stars_now: int) -> str:
    """``"1,250 for the second star"``, or ``"all three stars won"``."""
    if next_star is None or stars_now >= records.MAX_STARS:
        return "all three stars won"
    return f"{points(next_star)} for the {ORDINALS[stars_now]} star"


def best_line(best: records.Best) -> str:
    """``"Best: 2 stars, 1,620 points"`` or ``"Not played yet"`` (a city never finished; one
    finished with no points reads "Best: 0 stars, 0 points")."""
    if not best.played:
        return "Not played yet"
    return f"Best: {plural(best.stars, 'star')}, {points(best.score)} points"


def sites_list(sites) -> str:
    """``[(row, col), ...]`` (0-based, row 0 North) -> ``"row 1, site 2 and row 3, site 4"``."""
    names = [site_name(int(r) * 4 + int(c)) for r, c in sites]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


# ---------------------------------------------------------------------------- a finished city
@dataclass(frozen=True)
class Finish:
    """What a finished game of a city did to the record: ``change`` (Recorded: before and
    after), ``next_city`` (the next readable City on the path, as it stands now, or None),
    ``newly_open`` (True when this game opened it), ``message`` (a damaged record set aside,
    or a write the disk refused; else None)."""

    change: records.Recorded
    next_city: City | None
    newly_open: bool
    message: str | None


def finish(app, level, score: int, stars: int, directory=None) -> Finish:
    """Note ``score`` and ``stars`` for ``level`` in the player's record and write it (not
    for demo scenes, whose app has autosaves off: game.storage.saves.enabled).  Never
    raises."""
    entries = load_codex(directory)
    progress, told = records.load_progress(folder(app))
    before = Codex(entries, records.Progress(dict(progress.cities)))
    change = progress.record(level.id, stars, score)
    failed = records.save_progress(progress, folder(app)) if saves_enabled(app) else None
    after = Codex(entries, progress)
    nxt = after.next_city(level.id)
    was = before.city(nxt.id) if nxt is not None else None
    newly = nxt is not None and nxt.playable and (was is None or not was.playable)
    return Finish(change, nxt, newly, " ".join(m for m in (told, failed) if m) or None)
