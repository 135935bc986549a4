"""Monument Sites and City Foundation Boards (PP-2, PP-4, PP-6), as immutable values.

A site's 8 octant slots are numbered 0..7 counter-clockwise, slot 0 centred on East, 2 North,
4 West, 6 South (PP-2).  Occupancy is an 8-bit mask (bit k = slot k).  A board is 3 rows x 4
columns, site index ``row*4 + col``, row 0 North; neighbours are orthogonal (PP-4).

Sites and boards are never changed in place: every change builds a new object, so a game state
copies them by reference (cheap ``copy()`` and undo snapshots).  Because of that a board can keep
what is derived from it: :meth:`Board.placements` (free runs per tile size) and
:meth:`Board.ledger_mapping` (its scoring) are computed once per board, on first use.
"""

from __future__ import annotations

from game.core.memo import Memo
from game.core.picture_pie.data import COLS, NUM_SITES, ROWS, SLOTS, Tile
from game.core.picture_pie.scoring import board_ledger, ledger_record, monument_info

FULL_MASK = (1 << SLOTS) - 1
EAST, NORTH, WEST, SOUTH = 0, 2, 4, 6


def _run(start: int, size: int) -> int:
    m = ((1 << size) - 1) << start
    return (m | (m >> SLOTS)) & FULL_MASK


#: RUN_MASK[size][start]: the slots a tile of ``size`` eighths covers from ``start`` (PP-2)
RUN_MASK = tuple(tuple(_run(s, n) for s in range(SLOTS)) for n in range(SLOTS + 1))

#: FREE_STARTS[size][mask]: the start slots (ascending) where a tile of ``size`` eighths fits
#: in a site whose occupied slots are ``mask`` (PP-5); empty for a completed site
FREE_STARTS = tuple(tuple(tuple(s for s in range(SLOTS) if not RUN_MASK[n][s] & mask)
                          if mask != FULL_MASK else () for mask in range(FULL_MASK + 1))
                    for n in range(SLOTS + 1))


def _neighbours(i: int) -> tuple[tuple[int, int, int], ...]:
    r, c = divmod(i, COLS)
    out = []
    if c + 1 < COLS:
        out.append((i + 1, EAST, WEST))
    if r > 0:
        out.append((i - COLS, NORTH, SOUTH))
    if c > 0:
        out.append((i - 1, WEST, EAST))
    if r + 1 < ROWS:
        out.append((i + COLS, SOUTH, NORTH))
    return tuple(out)


#: NEIGHBOURS[i]: (neighbour site, this site's facing slot, the neighbour's facing slot) (PP-21)
NEIGHBOURS = tuple(_neighbours(i) for i in range(NUM_SITES))


def site_name(i: int) -> str:
    """People's name of site ``i`` (0..11, row-major, row 0 North): "row 2, site 3", counted
    from 1 as the board's row and site labels are."""
    r, c = divmod(i, COLS)
    return f"row {r + 1}, site {c + 1}"


class Site:
    """One Monument Site (read-only view).

    ``placed``: ((tile_id, start_slot), ...) in placement order; ``mask``: occupied slots (bits);
    ``owners``/``motifs``/``marks``: 8-tuples per absolute slot (tile id, motif, "road"/
    "aqueduct"/None); ``info``: the monument's own score (base, purity, symmetry, dominant motif)
    once completed (PP-14..PP-17), else None.
    """

    __slots__ = ("placed", "mask", "owners", "motifs", "marks", "info")

    def __init__(self, placed, mask, owners, motifs, marks, info):
        self.placed = placed
        self.mask = mask
        self.owners = owners
        self.motifs = motifs
        self.marks = marks
        self.info = info

    @property
    def completed(self) -> bool:
        """All 8 slots filled: completed and locked (PP-6, Construction Lock)."""
        return self.mask == FULL_MASK

    @property
    def filled(self) -> int:
        """Eighths filled (0..8)."""
        return self.mask.bit_count()

    @property
    def is_empty(self) -> bool:
        return self.mask == 0

    def slot_owner(self, k: int) -> int | None:
        return self.owners[k % SLOTS]

    def mark_at(self, k: int) -> str | None:
        return self.marks[k % SLOTS]

    def fits(self, size: int, start: int) -> bool:
        """True when slots start..start+size-1 are all free (PP-5)."""
        return not (RUN_MASK[size][start] & self.mask)

    def __repr__(self) -> str:
        return f"Site(placed={self.placed!r})"


EMPTY_SITE = Site((), 0, (None,) * SLOTS, (None,) * SLOTS, (None,) * SLOTS, None)


def build_site(placed, tiles: tuple[Tile, ...], data) -> Site:
    """A site holding ``placed`` ((tile_id, start), ...) from the catalogue ``tiles``.

    Raises ValueError if two tiles overlap.  ``data`` (PictureData) scores it when completed.
    """
    if not placed:
        return EMPTY_SITE
    mask = 0
    owners = [None] * SLOTS
    motifs = [None] * SLOTS
    marks = [None] * SLOTS
    for tid, start in placed:
        t = tiles[tid]
        run = RUN_MASK[t.size][start]
        if run & mask:
            raise ValueError(f"tile {tid} overlaps another tile")
        mask |= run
        for k in range(t.size):
            s = (start + k) & 7
            owners[s] = tid
            motifs[s] = t.motif
        if t.mark is not None:
            for off in t.mark_offsets():
                marks[(start + off) & 7] = t.mark
    return make_site(tuple(placed), mask, tuple(owners), tuple(motifs), tuple(marks), data)


def site_with(site: Site, tid: int, start: int, tiles: tuple[Tile, ...], data) -> Site:
    """``site`` with tile ``tid`` added from slot ``start``: equal to ``build_site(site.placed +
    ((tid, start),), ...)`` but built from the site's own slot tuples, not replayed.  Raises
    ValueError if the tile overlaps."""
    return site_plus(site, tiles[tid], start, data)


#: RUN_SLOTS[size][start]: the slots (in order) a tile of ``size`` eighths covers from ``start``
RUN_SLOTS = tuple(tuple(tuple((s + k) & 7 for k in range(n)) for s in range(SLOTS))
                  for n in range(SLOTS + 1))


def site_plus(site: Site, tile: Tile, start: int, data) -> Site:
    """:func:`site_with` for the catalogue's ``tile`` itself (the state's hot path)."""
    size = tile.size
    run = RUN_MASK[size][start]
    mask = site.mask
    if run & mask:
        raise ValueError(f"tile {tile.id} overlaps another tile")
    tid, motif = tile.id, tile.motif
    owners = list(site.owners)
    motifs = list(site.motifs)
    for s in RUN_SLOTS[size][start]:
        owners[s] = tid
        motifs[s] = motif
    marks = site.marks
    if tile.mark is not None:
        marks = list(marks)
        for off in tile.mark_offsets():
            marks[(start + off) & 7] = tile.mark
        marks = tuple(marks)
    mask |= run
    motifs = tuple(motifs)
    return Site(site.placed + ((tid, start),), mask, tuple(owners), motifs, marks,
                monument_info(motifs, data) if mask == FULL_MASK else None)


def make_site(placed, mask, owners, motifs, marks, data) -> Site:
    """A site from its slot tuples; scores it (PP-14..PP-17) when all slots are filled."""
    info = monument_info(motifs, data) if mask == FULL_MASK else None
    return Site(placed, mask, owners, motifs, marks, info)


def rotate_site(site: Site, steps: int, data) -> Site:
    """The site turned ``steps`` eighths counter-clockwise, all tiles together (PP-6)."""
    steps %= SLOTS
    if not steps or site.mask == 0:
        return site
    placed = tuple((tid, (s + steps) & 7) for tid, s in site.placed)
    mask = ((site.mask << steps) | (site.mask >> (SLOTS - steps))) & FULL_MASK

    def turn(t):
        return t[-steps:] + t[:-steps]

    return make_site(placed, mask, turn(site.owners), turn(site.motifs), turn(site.marks), data)


class Board:
    """A player's City Foundation Board and Masonry Yard (read-only view).

    ``sites``: 12 :class:`Site`; ``yard``: tile ids in the Masonry Yard (PP-11); ``discards``:
    drafted tiles discarded to the box (each costs the discard cost, PP-11); ``tokens``: Imperial
    Laurel tokens held (PP-20).
    """

    __slots__ = ("sites", "yard", "discards", "tokens", "_memo")

    def __init__(self, sites=(EMPTY_SITE,) * NUM_SITES, yard=(), discards=0, tokens=0):
        self.sites = sites
        self.yard = yard
        self.discards = discards
        self.tokens = tokens
        self._memo = Memo()  # ("places", size), size (free_starts), ("ledger"|"record", id)

    def placements(self, size: int) -> tuple[tuple[int, int], ...]:
        """Every (site, start slot) where a tile of ``size`` eighths fits, site-major: open
        sites (PP-6) with the run free (PP-5).  Computed once per board and size."""
        got = self._memo.get(("places", size))
        if got is None:
            free = FREE_STARTS[size]
            got = tuple((i, s) for i, site in enumerate(self.sites) for s in free[site.mask])
            self._memo[("places", size)] = got
        return got

    def free_starts(self, size: int) -> tuple[int, tuple[tuple[int, ...], ...], tuple[int, ...]]:
        """(how many placements, per site the start slots where a tile of ``size`` fits, per
        site how many): the same places as :meth:`placements` without listing the pairs.
        Computed once per board and size."""
        got = self._memo.get(size)   # ("free", size) spelled as the bare size: the hot path
        if got is None:
            free = FREE_STARTS[size]
            runs = tuple([free[site.mask] for site in self.sites])
            counts = tuple(map(len, runs))
            got = (sum(counts), runs, counts)
            self._memo[size] = got
        return got

    def ledger_mapping(self, data) -> dict:
        """scoring.board_ledger of this board under ``data`` (PictureData): LEDGER_KEYS -> int.
        Computed once per board; the dict is shared, so do not change it."""
        key = ("ledger", id(data))
        cached = self._memo.get(key)
        if cached is None or cached[0] is not data:
            cached = (data, board_ledger(self.sites, NEIGHBOURS, len(self.yard), self.discards,
                                         self.tokens, data))
            self._memo[key] = cached
        return cached[1]

    def replace(self, **changes) -> "Board":
        """A new board with some of ``sites``, ``yard``, ``discards``, ``tokens`` changed."""
        fields = {"sites": self.sites, "yard": self.yard, "discards": self.discards,
                  "tokens": self.tokens}
        for k in changes:
            if k not in fields:
                raise AttributeError(f"Board has no field {k!r}")
        fields.update(changes)
        return Board(**fields)

    def with_site(self, i: int, site: Site, yard: tuple | None = None) -> "Board":
        """This board with site ``i`` replaced by ``site`` (and the Masonry Yard by ``yard``
        when given)."""
        sites = self.sites
        return Board(sites[:i] + (site,) + sites[i + 1:], self.yard if yard is None else yard,
                     self.discards, self.tokens)

    def ledger(self, data):
        """The board's Ledger record (game.core.events.Ledger) of :meth:`ledger_mapping`:
        built once per board; a frozen record, shared."""
        key = ("record", id(data))
        got = self._memo.get(key)
        if got is None or got[0] is not data:
            got = self._memo[key] = (data, ledger_record(self.ledger_mapping(data)))
        return got[1]

    @property
    def completed_count(self) -> int:
        return [s.mask for s in self.sites].count(FULL_MASK)

    def __repr__(self) -> str:
        return f"Board(yard={self.yard!r}, discards={self.discards}, tokens={self.tokens})"


class Wheel:
    """The Quarry Wheel (PP-8): ``sectors`` (tuple of tuples of tile ids, physical order; the
    rulebook's Sector 1 is index 0) and ``rotation`` (0..n-1): sector i sits at position
    ``(i + rotation) % n``; position p is p*60 degrees clockwise from the top."""

    __slots__ = ("sectors", "rotation")

    def __init__(self, sectors: tuple, rotation: int = 0):
        self.sectors = sectors
        self.rotation = rotation

    def sector_at(self, position: int) -> int:
        """The sector at wheel ``position``."""
        return (position - self.rotation) % len(self.sectors)

    def __repr__(self) -> str:
        return f"Wheel({self.sectors!r}, rotation={self.rotation})"
