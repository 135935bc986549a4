"""Picture Pie tile set and house values, parsed from plain data (levels/picture_pie/tiles.toml).

Sizes are integer eighths of a circle (PP-2): WHOLE=8, HALF=4, QUARTER=2, EIGHTH=1; show them with
``Fraction(size, 8)``.  ``parse_data(dict) -> PictureData`` validates and raises
:class:`game.core.errors.DataError` naming the place (``"tiles[3].motif"``) and the fault.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from fractions import Fraction

from game.core.errors import DataError

WHOLE, HALF, QUARTER, EIGHTH = 8, 4, 2, 1
SLOTS = 8
MOTIFS = ("marble", "terracotta", "water", "flora", "lapis")
MARKS = ("road", "aqueduct")
ROWS, COLS = 3, 4  # PP-4
NUM_SITES = ROWS * COLS

#: size text of the data files and the scorepad -> eighths
SIZE_TEXT = {"1": WHOLE, "1/2": HALF, "1/4": QUARTER, "1/8": EIGHTH}
SIZE_NAME = {WHOLE: "Whole", HALF: "Half", QUARTER: "Quarter", EIGHTH: "Eighth"}

HOUSE_KEYS = ("rounds", "sectors", "tiles_per_sector", "yard_capacity", "setup_quarters",
              "setup_eighths", "discard_cost", "yard_penalty", "link_bonus", "flora_bonus",
              "terracotta_factor", "laurel_tokens", "laurel_value")


@dataclass(frozen=True, slots=True)
class Tile:
    """One wooden pie tile.  ``size`` in eighths; ``mark`` "road"/"aqueduct"/None lies on the
    tile's first slot (a Whole: on its slots 0 and 4) (PP-3)."""

    id: int
    size: int
    motif: str
    mark: str | None = None

    @property
    def fraction(self) -> Fraction:
        return Fraction(self.size, 8)

    def mark_offsets(self) -> tuple[int, ...]:
        """Slots (relative to the tile's first slot) that carry its mark (PP-3)."""
        if self.mark is None:
            return ()
        return (0, 4) if self.size == WHOLE else (0,)


@dataclass(frozen=True, eq=False)
class PictureData:
    """The validated tile set and house values.

    ``tiles``: the catalogue, ``tiles[id]``; ``drafting_ids``: the Halves, Quarters and Eighths
    that go in the bag (PP-1); ``base``/``pure_bonus``: motif -> points (PP-14, PP-15);
    ``symmetry_share``: Fraction of the smaller pure bonus (PP-16); the other attributes are the
    house integers of ``HOUSE_KEYS``.  ``source`` is the plain dict it was parsed from; ``deck``
    the Civic Blueprints (PP-22) or None.
    """

    tiles: tuple[Tile, ...]
    drafting_ids: tuple[int, ...]
    base: dict
    pure_bonus: dict
    motif_mark: dict
    symmetry_share: Fraction
    rounds: int
    sectors: int
    tiles_per_sector: int
    yard_capacity: int
    setup_quarters: int
    setup_eighths: int
    discard_cost: int
    yard_penalty: int
    link_bonus: int
    flora_bonus: int
    terracotta_factor: int
    laurel_tokens: int
    laurel_value: int
    source: dict = field(repr=False)
    #: the Civic Blueprint deck (game.core.picture_pie.blueprints.Deck) when one was loaded
    #: with the tile set (its plain data is then ``source["blueprints"]``), else None
    deck: object = field(default=None, repr=False)


#: Largest whole number a tile set may hold (tile data read back from a save included).
DATA_INT_MAX = 1_000_000
_SHARE_RE = re.compile(r"\d{1,6}(/\d{1,6})?")  # "1/2": no exponent or huge number reaches Fraction


def _int(value, where: str, key: str, low: int = 0, high: int | None = None) -> int:
    high = DATA_INT_MAX if high is None else high
    if type(value) is int:
        key = f"{key} = {value}"  # the usual spelling, to find the line
    else:
        raise DataError(where, f"expected a whole number, not {value!r}", key)
    if value < low or (high is not None and value > high):
        span = f"at least {low}" if high is None else f"{low}..{high}"
        raise DataError(where, f"{value} is out of range ({span})", key)
    return value


def parse_size(text, where: str, key: str | None = None) -> int:
    """``"1"``, ``"1/2"``, ``"1/4"`` or ``"1/8"`` -> eighths.  Raises DataError."""
    key = key or (f'"{text}"' if isinstance(text, str) else "size")
    if not isinstance(text, str) or text not in SIZE_TEXT:
        raise DataError(where, f'unknown size {text!r}; use "1", "1/2", "1/4" or "1/8"', key)
    return SIZE_TEXT[text]


def parse_motif(text, where: str, key: str | None = None) -> str:
    """A motif name of MOTIFS.  Raises DataError."""
    key = key or (f'"{text}"' if isinstance(text, str) else "motif")
    if not isinstance(text, str) or text not in MOTIFS:
        raise DataError(where, f"unknown motif {text!r}; use one of {', '.join(MOTIFS)}", key)
    return text


def parse_data(data: dict) -> PictureData:
    """Validate the tile-set dict (see levels/picture_pie/tiles.toml).  Raises DataError."""
    if not isinstance(data, dict):
        raise DataError("tile set", "expected a table")
    motifs = data.get("motif")
    if not isinstance(motifs, list):
        raise DataError("motif", "missing [[motif]] tables", "[[motif]]")
    base, bonus, mark_of = {}, {}, {}
    for i, m in enumerate(motifs):
        where = f"motif[{i}]"
        if not isinstance(m, dict):
            raise DataError(where, "expected a table", "[[motif]]")
        name = parse_motif(m.get("name"), where, "name")
        if name in base:
            raise DataError(where, f"motif {name!r} given twice", "name")
        base[name] = _int(m.get("base"), where + ".base", "base")
        bonus[name] = _int(m.get("pure_bonus"), where + ".pure_bonus", "pure_bonus")
        mark = m.get("mark")
        if mark is not None and mark not in MARKS:
            raise DataError(where + ".mark", f"unknown mark {mark!r}; use road or aqueduct", "mark")
        mark_of[name] = mark
    missing = [m for m in MOTIFS if m not in base]
    if missing:
        raise DataError("motif", f"no [[motif]] table for {', '.join(missing)}", "[[motif]]")

    groups = data.get("tiles")
    if not isinstance(groups, list) or not groups:
        raise DataError("tiles", "missing tiles list", "tiles")
    drafting, wholes = [], []
    for i, g in enumerate(groups):
        where = f"tiles[{i}]"
        if not isinstance(g, dict):
            raise DataError(where, "expected an inline table", "tiles")
        size = parse_size(g.get("size"), where + ".size")
        motif = parse_motif(g.get("motif"), where + ".motif")
        count = _int(g.get("count"), where + ".count", "count", 0, 1000)
        marked = _int(g.get("marked", 0), where + ".marked", "marked", 0, count)
        if marked and mark_of[motif] is None:
            # PP-3: only Marble (road) and Water (aqueduct) tiles carry marks
            raise DataError(where + ".marked", f"{motif} tiles carry no mark", "marked")
        for k in range(count):
            spec = (size, motif, mark_of[motif] if k < marked else None)
            (wholes if size == WHOLE else drafting).append(spec)
    # Drafting tiles first so their ids are 0..len-1; Wholes after them.
    tiles = tuple(Tile(i, s, m, mk) for i, (s, m, mk) in enumerate(drafting + wholes))

    house = data.get("house")
    if not isinstance(house, dict):
        raise DataError("house", "missing [house] table", "[house]")
    values = {}
    for key in HOUSE_KEYS:
        low = 1 if key in ("rounds", "sectors", "tiles_per_sector", "terracotta_factor") else 0
        values[key] = _int(house.get(key), f"house.{key}", key, low)
    share = house.get("symmetry_share")
    try:
        sym = (Fraction(share) if isinstance(share, str) and _SHARE_RE.fullmatch(share)
               or type(share) is int and 0 <= share <= DATA_INT_MAX else None)
    except (ValueError, ZeroDivisionError):
        sym = None
    if sym is None or sym < 0:
        raise DataError("house.symmetry_share", f'expected a fraction like "1/2", not {share!r}',
                        "symmetry_share")
    return PictureData(tiles=tiles, drafting_ids=tuple(range(len(drafting))), base=base,
                       pure_bonus=bonus, motif_mark=mark_of, symmetry_share=sym,
                       source=data, **values)


@lru_cache(maxsize=16)
def tile_kinds(data: PictureData) -> tuple[tuple[int, str, str | None], ...]:
    """``tile_kinds(data)[id]``: tile ``id``'s (size, motif, mark), what a setup Pick names
    (PP-12).  Computed once per tile set."""
    return tuple((t.size, t.motif, t.mark) for t in data.tiles)
