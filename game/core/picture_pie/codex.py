"""Architect's Solitaire Codex levels (rulebook 2.6.3, PP-27): the level format, pure.

A level is a plain dict read from ``levels/codex/<id>.toml`` (the format is documented in
levels/README.md).  :func:`level_faults` lists every fault of one level as :class:`DataError` s
(``where``: the field, ``what``: what is wrong, ``locate``: ``(table, index, key)`` for
``game.storage.toml_io.locate_line``; a sequence or yard entry also carries ``item``: its
0-based index in that list); :func:`parse_level` returns the :class:`Level` or raises the first
fault.  Checks needing the tile set (how many tiles of a kind the box holds, PP-1; which motif
carries which mark, PP-3) run when ``data`` (PictureData) is given; blueprint ids are checked
against ``card_ids`` when given.

The sequence-length rule (:func:`sequence_needed`): the wheel starts with ``sectors x size``
tiles; Phase 4 refills at most one sector (``size`` tiles) per turn end, and only after drafts
emptied it: a turn drafts at most 2 tiles and a refill never overfills the wheel, so the turn
ends before the last can ask for at most ``min(turns - 1, 2 (turns - 1) // size)`` refills.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.errors import DataError
from game.core.picture_pie.data import (COLS, EIGHTH, HALF, MOTIFS, NUM_SITES, QUARTER, ROWS,
                                        SIZE_TEXT, SLOTS, WHOLE)
from game.core.scorepad_input import describe, pad_error, quote
from game.core.words import plural

FORMAT = 1
REQUIRED = ("format", "id", "name", "order", "lore", "turns", "stars", "sequence")
OPTIONAL = ("closed", "prebuilt", "wheel_sectors", "sector_size", "goals", "yard")
PREBUILT_KEYS = ("row", "col", "tiles", "roads", "aqueducts")
TILE_KEYS = ("size", "motif", "slot")
CITIES = 30                      # orders 1..30 (PP-27)
TURNS = (1, 40)
SECTORS = (2, 6)
SECTOR_SIZE = (1, 6)
DEFAULT_SECTORS, DEFAULT_SECTOR_SIZE = 6, 4   # the Campaign's wheel (PP-8)
YARD_MAX = 3                     # PP-11
NAME_MAX, LORE_MAX = 60, 400
ID_RE = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
#: PP-3: the mark each motif's tiles may carry (levels/picture_pie/tiles.toml, without data)
DEFAULT_MARKS = {"marble": "road", "water": "aqueduct"}
_DRAFT_SIZES = {"1/2": HALF, "1/4": QUARTER, "1/8": EIGHTH}


@dataclass(frozen=True)
class TileSpec:
    """A tile kind the level asks for: ``size`` in eighths, ``motif``, ``mark`` or None."""

    size: int
    motif: str
    mark: str | None = None

    @property
    def text(self) -> str:
        """The level file's spelling: ``"1/2 marble road"``."""
        size = {v: k for k, v in SIZE_TEXT.items()}[self.size]
        return " ".join(p for p in (size, self.motif, self.mark) if p)


@dataclass(frozen=True)
class Prebuilt:
    """A pre-built or half-built site: ``site`` 0..11 (row*4 + col) and its ``tiles``,
    ((TileSpec, first slot), ...), in the order laid."""

    row: int
    col: int
    tiles: tuple

    @property
    def site(self) -> int:
        return self.row * COLS + self.col

    @property
    def filled(self) -> int:
        return sum(t.size for t, _ in self.tiles)


@dataclass(frozen=True)
class Level:
    """One Codex city.  ``stars``: the scores for 1, 2 and 3 stars; ``sequence``: TileSpecs,
    first drawn first; ``closed``: ((row, col), ...); ``prebuilt``: Prebuilt sites;
    ``goals``: Civic Blueprint ids; ``yard``: the starting Masonry Yard (TileSpecs);
    ``source``: the plain dict it was parsed from (what a save stores)."""

    id: str
    name: str
    order: int
    lore: str
    turns: int
    stars: tuple
    sequence: tuple
    closed: tuple
    prebuilt: tuple
    wheel_sectors: int
    sector_size: int
    goals: tuple
    yard: tuple
    source: dict

    @property
    def closed_sites(self) -> frozenset:
        """The closed sites as site indices 0..11 (row*4 + col)."""
        return frozenset(r * COLS + c for r, c in self.closed)

    def stars_for(self, score: int) -> int:
        """Stars a final ``score`` earns: 0..3 (each threshold reached counts one)."""
        return sum(1 for t in self.stars if score >= t)

    def next_star(self, score: int) -> int | None:
        """The lowest star threshold above ``score``, None once all three are reached."""
        return next((t for t in self.stars if t > score), None)

    def tile_counts(self) -> dict:
        """TileSpec -> how many the level takes from the box (sequence, yard, pre-built)."""
        out: dict = {}
        for spec in self.sequence + self.yard + tuple(t for p in self.prebuilt
                                                     for t, _ in p.tiles):
            out[spec] = out.get(spec, 0) + 1
        return out


def sequence_needed(turns: int, sectors: int, size: int) -> int:
    """Tiles the sequence must hold: the first wheel plus every refill ``turns`` can need
    (see the module doc).  ``sequence_needed(12, 6, 4)`` = 24 + 4 x 5 = 44."""
    refills = min(turns - 1, 2 * (turns - 1) // size)
    return sectors * size + refills * size


class _Faults:
    """Collects DataErrors with their place (see the module doc)."""

    def __init__(self):
        self.errors: list[DataError] = []

    def add(self, where: str, what: str, key: str | None = None, table: str | None = None,
            index: int | None = None, item: int | None = None) -> None:
        err = pad_error(where, what, table, index, key if key is not None else where)
        err.item = item
        self.errors.append(err)


def _whole(f: _Faults, raw: dict, key: str, low: int, high: int, default=None):
    value = raw.get(key, default)
    if type(value) is not int:
        f.add(key, f"must be a whole number, not {describe(value)}")
        return None
    if not low <= value <= high:
        f.add(key, f"{value} is outside {low}..{high}")
        return None
    return value


def _text(f: _Faults, raw: dict, key: str, limit: int):
    value = raw.get(key)
    if not isinstance(value, str) or not value.strip():
        f.add(key, f"must be text, not {describe(value)}")
        return None
    if len(value) > limit:
        f.add(key, f"is too long ({len(value)} characters; at most {limit})")
        return None
    if key == "name" and "\n" in value.strip():
        f.add(key, "must be one line")
        return None
    return value.strip()


def _marks(data) -> dict:
    if data is None:
        return DEFAULT_MARKS
    return {m: k for m, k in data.motif_mark.items() if k}


def _tile_text(f: _Faults, value, key: str, k: int, data) -> TileSpec | None:
    """One ``"1/2 marble road"`` entry of ``sequence`` or ``yard``: a drafting size (Halves,
    Quarters, Eighths: Wholes never enter the bag, PP-1), a motif, a mark where PP-3 puts one."""
    where = f"{key}[{k}]"
    if not isinstance(value, str):
        f.add(where, f'must be text like "1/4 water aqueduct", not {describe(value)}', key,
              item=k)
        return None
    parts = value.split()
    if len(parts) not in (2, 3):
        f.add(where, f'{quote(value)} is not "SIZE MOTIF" or "SIZE MOTIF MARK" '
              '(like "1/2 marble road")', key, item=k)
        return None
    size, motif = parts[0], parts[1]
    if size not in _DRAFT_SIZES:
        extra = " (Wholes are never drawn: use them in [[prebuilt]])" if size == "1" else ""
        f.add(where, f'{quote(value)}: unknown size {quote(size)}; use 1/2, 1/4 or 1/8{extra}',
              key, item=k)
        return None
    if motif not in MOTIFS:
        f.add(where, f"{quote(value)}: unknown motif {quote(motif)}; use {', '.join(MOTIFS)}",
              key, item=k)
        return None
    mark = parts[2] if len(parts) == 3 else None
    if mark is not None:
        carriers = _marks(data)
        if mark not in ("road", "aqueduct"):
            f.add(where, f"{quote(value)}: unknown mark {quote(mark)}; use road or aqueduct",
                  key, item=k)
            return None
        if carriers.get(motif) != mark:
            owner = next((m for m, mk in carriers.items() if mk == mark), "no")
            f.add(where, f"{quote(value)}: {motif} tiles carry no {mark} mark (only {owner} "
                  f"tiles do)", key, item=k)
            return None
    return TileSpec(_DRAFT_SIZES[size], motif, mark)


def _tile_list(f: _Faults, raw: dict, key: str, data, limit: int | None = None) -> tuple:
    value = raw.get(key, [])
    if not isinstance(value, list):
        f.add(key, f"must be a list of tiles like \"1/2 marble road\", not {describe(value)}")
        return ()
    if limit is not None and len(value) > limit:
        f.add(key, f"holds {len(value)} tiles; the Masonry Yard holds at most {limit}")
    out = [_tile_text(f, v, key, k, data) for k, v in enumerate(value)]
    return tuple(t for t in out if t is not None)


def _site_place(f: _Faults, entry, where: str, table: str | None, index: int | None,
                key: str) -> tuple | None:
    """(row, col) of a closed site pair or a prebuilt entry, on the 3 x 4 board (PP-4)."""
    row, col = entry
    for name, v, high in (("row", row, ROWS - 1), ("col", col, COLS - 1)):
        if type(v) is not int:
            f.add(where, f"{name} must be a whole number, not {describe(v)}", key, table, index)
            return None
        if not 0 <= v <= high:
            f.add(where, f"{name} {v} is off the board (rows 0..{ROWS - 1}, columns "
                  f"0..{COLS - 1})", key, table, index)
            return None
    return row, col


def _closed(f: _Faults, raw: dict) -> tuple:
    value = raw.get("closed", [])
    if not isinstance(value, list):
        f.add("closed", f"must be a list of [row, col] pairs, not {describe(value)}")
        return ()
    out = []
    for k, pair in enumerate(value):
        where = f"closed[{k}]"
        if not isinstance(pair, list) or len(pair) != 2:
            shown = f"a list of {len(pair)}" if isinstance(pair, list) else describe(pair)
            f.add(where, f"must be a [row, col] pair, not {shown}", "closed")
            continue
        place = _site_place(f, pair, where, None, None, "closed")
        if place is None:
            continue
        if place in out:
            f.add(where, f"site row {place[0]}, col {place[1]} is closed twice", "closed")
            continue
        out.append(place)
    if len(out) >= NUM_SITES:
        f.add("closed", "every site is closed: nothing could be built")
    return tuple(out)


def _prebuilt_tiles(f: _Faults, entry: dict, where: str, k: int, data) -> tuple | None:
    tiles = entry.get("tiles")
    if not isinstance(tiles, list) or not tiles:
        f.add(where, f"tiles must be a non-empty list of {{ size, motif, slot }}, not "
              f"{describe(tiles)}", "tiles", "prebuilt", k)
        return None
    mask, out, owner = 0, [], [None] * SLOTS
    for n, t in enumerate(tiles, start=1):
        tw = f"{where}, tile {n}"
        if not isinstance(t, dict) or sorted(t) != sorted(TILE_KEYS):
            f.add(tw, "must be a table { size, motif, slot } with exactly those keys",
                  "tiles", "prebuilt", k)
            return None
        size, motif, slot = t["size"], t["motif"], t["slot"]
        if size not in SIZE_TEXT:
            f.add(tw, f"unknown size {describe(size)}; use \"1\", \"1/2\", \"1/4\" or \"1/8\"",
                  "tiles", "prebuilt", k)
            return None
        if motif not in MOTIFS:
            f.add(tw, f"unknown motif {describe(motif)}; use {', '.join(MOTIFS)}", "tiles",
                  "prebuilt", k)
            return None
        if type(slot) is not int or not 0 <= slot < SLOTS:
            f.add(tw, f"slot must be a whole number 0..7, not {describe(slot)}", "tiles",
                  "prebuilt", k)
            return None
        eighths = SIZE_TEXT[size]
        run = [(slot + i) % SLOTS for i in range(eighths)]
        if any(owner[s] is not None for s in run):
            f.add(tw, f"overlaps tile {owner[next(s for s in run if owner[s])]} (slots are "
                  "taken)", "tiles", "prebuilt", k)
            return None
        for s in run:
            owner[s] = n
        mask += eighths
        out.append([eighths, motif, None, slot])
    carriers = _marks(data)
    for kind, key in (("road", "roads"), ("aqueduct", "aqueducts")):
        slots = entry.get(key, [])
        if not isinstance(slots, list) or any(type(s) is not int or not 0 <= s < SLOTS
                                              for s in slots):
            f.add(where, f"{key} must be a list of slots 0..7", key, "prebuilt", k)
            return None
        for s in slots:
            n = owner[s]
            if n is None:
                f.add(where, f"slot {s} has no tile to carry a {kind} mark", key, "prebuilt", k)
                return None
            eighths, motif, _, first = out[n - 1]
            if carriers.get(motif) != kind:
                f.add(where, f"slot {s} is {motif}; {motif} tiles carry no {kind} mark", key,
                      "prebuilt", k)
                return None
            own = {first, (first + 4) % SLOTS} if eighths == WHOLE else {first}
            if s not in own or not own <= set(slots):
                f.add(where, f"a {kind} mark sits on its tile's first slot ({first})" +
                      (f" and, on a Whole, straight through on slot {(first + 4) % SLOTS}"
                       if eighths == WHOLE else "") + f", not on slot {s}", key, "prebuilt", k)
                return None
            out[n - 1][2] = kind
    return tuple((TileSpec(e, m, mk), slot) for e, m, mk, slot in out)


def _prebuilt(f: _Faults, raw: dict, closed: tuple, data) -> tuple:
    value = raw.get("prebuilt", [])
    if not isinstance(value, list):
        f.add("prebuilt", f"must be [[prebuilt]] tables, not {describe(value)}")
        return ()
    out, seen = [], set()
    for k, entry in enumerate(value):
        where = f"prebuilt {k + 1}"
        if not isinstance(entry, dict):
            f.add(where, "must be a table ([[prebuilt]])", None, "prebuilt", k)
            continue
        unknown = [key for key in entry if key not in PREBUILT_KEYS]
        if unknown:
            f.add(where, f"unknown key {quote(unknown[0])} (expected "
                  f"{', '.join(PREBUILT_KEYS)})", unknown[0], "prebuilt", k)
            continue
        missing = [key for key in ("row", "col", "tiles") if key not in entry]
        if missing:
            f.add(where, f"{missing[0]} is missing", None, "prebuilt", k)
            continue
        place = _site_place(f, (entry["row"], entry["col"]), where, "prebuilt", k, "row")
        if place is None:
            continue
        where = f"prebuilt row={place[0]} col={place[1]}"
        if place in seen:
            f.add(where, "this site is pre-built twice", "row", "prebuilt", k)
            continue
        if place in closed:
            f.add(where, "this site is closed, so nothing can be pre-built on it", "row",
                  "prebuilt", k)
            continue
        seen.add(place)
        tiles = _prebuilt_tiles(f, entry, where, k, data)
        if tiles is not None:
            out.append(Prebuilt(place[0], place[1], tiles))
    return tuple(out)


def _box_counts(f: _Faults, level: Level, data) -> None:
    """PP-1: the level takes no more tiles of a kind than the box holds."""
    held: dict = {}
    for t in data.tiles:
        spec = TileSpec(t.size, t.motif, t.mark)
        held[spec] = held.get(spec, 0) + 1
    for spec, n in level.tile_counts().items():
        if n > held.get(spec, 0):
            plain = spec.mark is None and spec.motif in _marks(data)
            kind = f"{spec.text} (without a mark)" if plain else spec.text
            f.add("sequence", f"asks for {n} tiles of '{kind}' in all (sequence, yard and "
                  f"pre-built sites); the box holds {held.get(spec, 0)}")


def level_faults(raw, data=None, card_ids=None) -> tuple[Level | None, list[DataError]]:
    """(the Level or None, every fault found) of one level dict; see the module doc.  The
    Level is None whenever there is a fault."""
    f = _Faults()
    if not isinstance(raw, dict):
        f.add("level", "expected a table of keys")
        return None, f.errors
    for key in raw:
        if key not in REQUIRED + OPTIONAL:
            f.add(key, f"unknown key {quote(key)} (the format has {', '.join(REQUIRED)}; "
                  f"optional {', '.join(OPTIONAL)})")
    for key in REQUIRED:
        if key not in raw:
            f.add(key, "is missing (a required key)", table=None)
    fmt = raw.get("format")
    if "format" in raw and fmt != FORMAT:
        f.add("format", f"{describe(fmt)} is not a known format (this game reads format = "
              f"{FORMAT})")
    level_id = raw.get("id")
    if "id" in raw and (not isinstance(level_id, str) or not ID_RE.fullmatch(level_id)):
        f.add("id", f"{describe(level_id)} is not lowercase words joined by hyphens "
              "(like \"solstice-capital\")")
    name = _text(f, raw, "name", NAME_MAX) if "name" in raw else None
    lore = _text(f, raw, "lore", LORE_MAX) if "lore" in raw else None
    order = _whole(f, raw, "order", 1, CITIES) if "order" in raw else None
    turns = _whole(f, raw, "turns", *TURNS) if "turns" in raw else None
    sectors = _whole(f, raw, "wheel_sectors", *SECTORS, DEFAULT_SECTORS)
    size = _whole(f, raw, "sector_size", *SECTOR_SIZE, DEFAULT_SECTOR_SIZE)
    stars = raw.get("stars")
    if "stars" in raw:
        if isinstance(stars, list) and len(stars) != 3:
            f.add("stars", f"has {len(stars)} {'number' if len(stars) == 1 else 'numbers'}; "
                  "it needs 3 (the scores for 1, 2 and 3 stars)")
            stars = None
        elif (not isinstance(stars, list) or any(type(s) is not int for s in stars)):
            f.add("stars", f"must be three whole numbers (1, 2 and 3 stars), not "
                  f"{describe(stars)}")
            stars = None
        elif not 0 < stars[0] < stars[1] < stars[2]:
            f.add("stars", f"{stars} must be above 0 and strictly increasing (1 star < 2 "
                  "stars < 3 stars)")
            stars = None
    sequence = ()
    if "sequence" in raw:
        if not isinstance(raw["sequence"], list):
            f.add("sequence", f"must be a list of tiles, not {describe(raw['sequence'])}")
        else:
            before = len(f.errors)
            sequence = _tile_list(f, raw, "sequence", data)
            if len(f.errors) == before and None not in (turns, sectors, size):
                need = sequence_needed(turns, sectors, size)
                if len(sequence) < need:
                    refills = (need - sectors * size) // size
                    f.add("sequence", f"holds {plural(len(sequence), 'tile')}; at least {need} are "
                          f"needed for {plural(turns, 'turn')} on {sectors} sectors of {size} (the "
                          f"first wheel of {sectors * size} and {plural(refills, 'refill')})")
    yard = _tile_list(f, raw, "yard", data, YARD_MAX)
    closed = _closed(f, raw)
    prebuilt = _prebuilt(f, raw, closed, data)
    goals = raw.get("goals", [])
    if not isinstance(goals, list):
        f.add("goals", f"must be a list of Civic Blueprint ids, not {describe(goals)}")
        goals = []
    elif any(not isinstance(g, str) for g in goals):
        bad = next(g for g in goals if not isinstance(g, str))
        f.add("goals", f"each goal is a Civic Blueprint id (text), not {describe(bad)}")
        goals = []
    else:
        for k, g in enumerate(goals):
            if card_ids is not None and g not in card_ids:
                f.add(f"goals[{k}]", f"{quote(g)} is not a Civic Blueprint card id", "goals")
            elif g in goals[:k]:
                f.add(f"goals[{k}]", f"{quote(g)} is listed twice", "goals")
    if f.errors:
        return None, f.errors
    level = Level(id=level_id, name=name, order=order, lore=lore, turns=turns, stars=tuple(stars),
                  sequence=sequence, closed=closed, prebuilt=prebuilt, wheel_sectors=sectors,
                  sector_size=size, goals=tuple(goals), yard=yard, source=raw)
    if data is not None:
        _box_counts(f, level, data)
    return (None, f.errors) if f.errors else (level, [])


def parse_level(raw: dict, data=None, card_ids=None) -> Level:
    """The :class:`Level` of a level dict.  Raises the first DataError of
    :func:`level_faults` (naming the field)."""
    level, faults = level_faults(raw, data, card_ids)
    if faults:
        raise faults[0]
    return level
