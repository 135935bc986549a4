"""A player's city: stacked hexes on the axial grid (AK-2) and tile placement (AK-6).

Only the visible (topmost) hex of each position is kept: covered hexes never score (AK-6), and
what lies beneath matters to nothing in the rules once covered.  Each position knows its visible
hex's kind and colour, its level (1 = ground) and the tile it belongs to (0 = the starting tile).

Tile geometry: a tile is three mutually adjacent hexes, listed clockwise from above (AK-1).  A
placement ``(q, r, rotation)`` puts the tile's first hex at (q, r); :data:`SHAPES` gives the other
two.  Rotation 0 puts them east and south-east of the first; each rotation step turns the tile a
sixth clockwise on screen about its first hex (``hexgrid.rotate``).  Tiles are never flipped.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections import namedtuple
from typing import NamedTuple

from game.core.akropolis import athena_city
from game.core.akropolis.cityscore import CityScore
from game.core.akropolis.geometry import (AROUND, DECODE, KEY_RANGE, KEY_SPAN, OUTER, RUNS,
                                         SHAPES, SPOTS, TOUCHING, TOUCHING_GROUND, key)
from game.core.akropolis.lakes import NO_LAKES, bounds, enclosed_by, lakes_of
from game.core.hexgrid import DIRECTIONS

__all__ = ["SHAPES", "Cell", "DualCell", "City", "Judgement", "placement_hexes"]


def placement_hexes(tile, q: int, r: int, rotation: int) -> tuple:
    """Where the tile's three hexes land: ((q, r), (q, r), (q, r)) in the tile's hex order.

    ``tile`` is accepted for symmetry with callers (every tile has the same shape).  Raises
    ValueError for a rotation outside 0..5.
    """
    if type(rotation) is not int or not 0 <= rotation <= 5:
        raise ValueError(f"rotation must be 0..5, not {rotation!r}")
    return tuple((q + dq, r + dr) for dq, dr in SHAPES[rotation])


_CellFields = namedtuple("Cell", "kind color level tile_id")
_tuple_new = tuple.__new__


class Cell(_CellFields):
    """The visible hex at a position: kind ("quarry", "district", "plaza", or "dual" for an
    Athena dual district), colour (None for a quarry), level (1 = ground) and the id of the
    tile it belongs to (0 = starting tile, ``athena.MINI_BASE + i`` for Mini-tile i).

    A 4-tuple ``(kind, color, level, tile_id)``; ``Cell(kind, color, level, tile_id, color2,
    sides)`` makes a :class:`DualCell` (AK-12): ``color`` covers ``sides`` (three consecutive
    indices of hexgrid.DIRECTIONS, 0 = east, counter-clockwise, may wrap as (5, 0, 1)),
    ``color2`` the other three.  ``color2`` is None and ``sides`` () for every other hex."""

    __slots__ = ()
    color2 = None
    sides = ()

    def __new__(cls, kind, color, level, tile_id, color2=None, sides=()):
        if color2 is None and not sides:
            return _tuple_new(cls, (kind, color, level, tile_id))
        return DualCell(kind, color, level, tile_id, color2, sides)


class DualCell(Cell):
    """A dual district's Cell (see :class:`Cell`): the 4-tuple plus ``color2`` and ``sides``,
    which equality and hashing take in too."""

    def __new__(cls, kind, color, level, tile_id, color2=None, sides=()):
        self = _tuple_new(cls, (kind, color, level, tile_id))
        self.color2 = color2
        self.sides = tuple(sides)
        return self

    def __eq__(self, other):
        return (tuple.__eq__(self, other) is True
                and (self.color2, self.sides) == (getattr(other, "color2", None),
                                                   getattr(other, "sides", ())))

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash((tuple(self), self.color2, self.sides))

    def __repr__(self):
        return (f"Cell(kind={self.kind!r}, color={self.color!r}, level={self.level!r}, "
                f"tile_id={self.tile_id!r}, color2={self.color2!r}, sides={self.sides!r})")


class Judgement(NamedTuple):
    """A placement judged per AK-6 (:meth:`City.judge`): ``level`` the tile would rest at (None
    when refused), ``reason`` for a refusal (None when legal) and ``offending``, the tile's
    positions ((q, r), ...) the refusal is about, for the table to mark."""

    level: int | None
    reason: str | None
    offending: tuple


class City:
    """Stacked hexes of one player (AK-2, AK-6).

    ``cells``: dict (q, r) -> :class:`Cell` (visible hex).  ``placements``: list of
    (tile_id, q, r, rotation, level) in play order (the starting tile is not listed).

    What the city derives from its cells is worked out on first use and then kept up to date
    by :meth:`place` from what the tile changed: the legal placements (a sorted list), the lakes
    and the bounding box, and the score for the last rules asked (:class:`CityScore`).  Change
    the city only through :meth:`place` and :meth:`place_starting_tile` (or call
    :meth:`forget` after changing ``cells`` by hand).
    """

    __slots__ = ("cells", "placements", "_legal", "_lset", "_shared", "_legal_t", "_lakes",
                 "_box", "_score", "_asked")

    def __init__(self) -> None:
        self.cells: dict = {}
        self.placements: list = []
        self.forget()

    def forget(self) -> None:
        """Drop everything derived from the cells (worked out again on next use)."""
        self._legal = None    # sorted list of geometry.key of the legal placements, or None
        self._lset = None     # the same keys as a set
        self._shared = False  # _legal and _lset are shared with a copy: copied before a change
        self._legal_t = None  # tuple of _legal handed out (shared by copies), or None
        self._lakes = None    # set of enclosed empty positions, or None: not known
        self._box = None      # lakes.bounds of the cells, valid while _lakes is known
        self._score = None    # CityScore for its rules, or None
        self._asked = False   # score() was called on this city: keep _score up to date

    # -- reading ---------------------------------------------------------------------------
    def height(self, q: int, r: int) -> int:
        """Level of the visible hex at (q, r); 0 when the position is empty."""
        c = self.cells.get((q, r))
        return c.level if c else 0

    @property
    def max_level(self) -> int:
        return max((c.level for c in self.cells.values()), default=0)

    def check(self, q: int, r: int, rotation: int) -> tuple:
        """Placement legality per AK-6.  Returns ``(level, None)`` with the level the tile would
        rest at, or ``(None, reason)`` with the reason it is refused (see :meth:`judge`).
        A placement among the kept legal placements is answered from them."""
        legal = self._lset if self._legal is not None else None
        if (legal is not None and type(rotation) is int and 0 <= rotation <= 5
                and type(q) is int and type(r) is int and -KEY_RANGE < q < KEY_RANGE
                and -KEY_RANGE < r < KEY_RANGE):
            if key(q, r, rotation) in legal:
                c = self.cells.get((q, r))
                return (c.level + 1 if c else 1, None)
        return self.judge(q, r, rotation)[:2]

    def judge(self, q: int, r: int, rotation: int) -> "Judgement":
        """Placement legality per AK-6 with the positions a refusal is about.

        Returns a :class:`Judgement` ``(level, reason, offending)``: ``(level, None, ())`` when
        legal; else ``level`` is None, ``reason`` one sentence for the player (no coordinates)
        and ``offending`` the tile's positions at fault, in the tile's hex order: the hexes
        with nothing under them (overhang), the hexes resting below the highest support
        (uneven levels), all three (resting on a single tile), none ("must touch your city":
        no one hex is at fault).  Raises ValueError for a rotation outside 0..5.
        """
        cells = self.cells
        pos = placement_hexes(None, q, r, rotation)
        under = [cells.get(p) for p in pos]
        if under[0] is None and under[1] is None and under[2] is None:
            for (pq, pr) in pos:
                for dq, dr in DIRECTIONS:
                    if (pq + dq, pr + dr) in cells:
                        return Judgement(1, None, ())
            return Judgement(None, "must touch your city", ())
        if under[0] is None or under[1] is None or under[2] is None:
            empty = tuple(p for p, c in zip(pos, under) if c is None)
            return Judgement(None, "one hex of the tile would overhang: nothing under it"
                             if len(empty) == 1 else
                             "two hexes of the tile would overhang: nothing under them", empty)
        levels = sorted({c.level for c in under})
        if len(levels) > 1:
            low = tuple(p for p, c in zip(pos, under) if c.level < levels[-1])
            return Judgement(None, "the tile would rest on levels " + " and ".join(map(str, levels))
                             + ": all three hexes need the same level", low)
        if under[0].tile_id == under[1].tile_id == under[2].tile_id:
            return Judgement(None, "the tile would rest on a single tile: it must span at least two",
                             pos)
        return Judgement(levels[0] + 1, None, ())

    def legal_placements(self) -> tuple:
        """Every legal (q, r, rotation), sorted, as a tuple (AK-6).  Worked out once
        (:meth:`full_legal_placements`), then kept up to date by :meth:`place`."""
        if self._legal_t is None or self._legal is None:  # (_legal None: search afresh)
            # a tuple: copies share it (the AI searches a copy in a worker thread), so nobody
            # may change it in place; a placement makes a new one
            self._legal_t = tuple(map(DECODE.__getitem__, self._legal_keys()))
        return self._legal_t

    def legal_count(self) -> int:
        """``len(legal_placements())``, without building the tuple."""
        return len(self._legal_keys())

    def legal_at(self, i: int) -> tuple:
        """``legal_placements()[i]``, without building the tuple (IndexError when out of
        range)."""
        t = self._legal_t
        if t is not None and self._legal is not None:
            return t[i]
        return DECODE[self._legal_keys()[i]]

    def _legal_keys(self) -> list:
        legal = self._legal
        if legal is None:
            legal = self._legal = [key(*p) for p in self.full_legal_placements()]
            self._lset = set(legal)
            self._shared = False
            self._legal_t = None
        return legal

    def full_legal_placements(self) -> list:
        """Every legal (q, r, rotation), sorted, as a new list, found from scratch (AK-6): the
        reference :meth:`legal_placements` is kept equal to.

        Candidate first hexes are the built positions, the empty positions touching the city
        and their neighbours; each is tried in all six rotations with dict lookups.
        """
        cells = self.cells
        frontier = set()
        for (q, r) in cells:
            for dq, dr in DIRECTIONS:
                p = (q + dq, r + dr)
                if p not in cells:
                    frontier.add(p)
        anchors = set(frontier)
        anchors.update(cells)  # a position deep inside the city can carry a raised tile
        for (q, r) in frontier:
            for dq, dr in DIRECTIONS:
                anchors.add((q + dq, r + dr))
        out = []
        shapes = SHAPES
        for (q, r) in anchors:
            c0 = cells.get((q, r))
            for rot in range(6):
                (_, _), (d1q, d1r), (d2q, d2r) = shapes[rot]
                p1 = (q + d1q, r + d1r)
                p2 = (q + d2q, r + d2r)
                c1 = cells.get(p1)
                c2 = cells.get(p2)
                if c0 is None:
                    if c1 is None and c2 is None and (
                            (q, r) in frontier or p1 in frontier or p2 in frontier):
                        out.append((q, r, rot))
                elif c1 is not None and c2 is not None:
                    if (c0.level == c1.level == c2.level
                            and not (c0.tile_id == c1.tile_id == c2.tile_id)):
                        out.append((q, r, rot))
        out.sort()
        return out

    def lakes(self) -> frozenset:
        """The city's lakes: enclosed empty positions, not connected to the outside (AK-7)."""
        return frozenset(self._lake_set())

    def outside_empty(self) -> set:
        """What :func:`scoring.outside_empty` gives for the cells, from the kept lakes: the empty
        positions of the bounding box grown by one that are not in a lake."""
        lakes = self._lake_set()
        if not self.cells:
            return set()
        q0, q1, r0, r1 = self._box
        cells = self.cells
        return {(q, r) for q in range(q0 - 1, q1 + 2) for r in range(r0 - 1, r1 + 2)
                if (q, r) not in cells and (q, r) not in lakes}

    def _lake_set(self) -> set:
        if self._lakes is None:
            self._lakes = lakes_of(self.cells)
            self._box = bounds(self.cells)
        return self._lakes

    def score(self, rules) -> CityScore:
        """The city's :class:`CityScore` under ``rules`` (AK-7, AK-8), kept up to date by
        :meth:`place` while the same rules are asked.  A copy shares it, and drops it at its
        first placement unless asked for it before (a random playout never pays for it)."""
        sc = self._score
        if sc is None or (sc.rules is not rules and sc.rules != rules):
            sc = CityScore.build(self.cells, self._lake_set(), rules)
            if sc.duals:   # AK-12: a dual district scores per half (athena_city.DualScore)
                sc = athena_city.DualScore.build(self.cells, self._lake_set(), rules)
            self._score = sc
        self._asked = True
        return sc

    # -- Athena Mini-tiles (AK-11, AK-12) -------------------------------------------------
    def mini_refusal(self, mini, q: int, r: int, rotation: int = 0) -> str | None:
        """None when Mini-tile ``mini`` (a MiniDef) may go at (q, r) turned ``rotation``
        (0..5, for a dual district), else the reason in player words: on top of any visible
        hex that is not a Mini-tile, or on an empty hex next to the city (AK-11)."""
        return athena_city.mini_refusal(self.cells, mini, q, r, rotation)

    def mini_level(self, q: int, r: int) -> int:
        """The level a Mini-tile at (q, r) rests at: the visible hex's level + 1, or 1."""
        c = self.cells.get((q, r))
        return c.level + 1 if c else 1

    def place_mini(self, mini, q: int, r: int, rotation: int = 0) -> int:
        """Put Mini-tile ``mini`` at a position :meth:`mini_refusal` accepts; returns the stones
        taken (1 when it covered a quarry, at any level; AK-11).  Raises ValueError with the
        refusal otherwise.  Everything the city derived is worked out afresh."""
        reason = self.mini_refusal(mini, q, r, rotation)
        if reason is not None:
            raise ValueError(reason)
        level = self.mini_level(q, r)
        tid = athena_city.MINI_BASE + mini.index
        cell = (Cell("dual", mini.color, level, tid, mini.color2, athena_city.dual_sides(rotation))
                if mini.kind == "dual" else Cell(mini.kind, mini.color, level, tid))
        old = self.cells.get((q, r))
        self.cells[(q, r)] = cell
        self.placements.append((cell.tile_id, q, r, rotation, level))
        self.forget()
        return 1 if old is not None and old.kind == "quarry" else 0

    def mini_spots(self) -> list:
        """Every (q, r) a Mini-tile may go now, sorted: each visible hex that is not a
        Mini-tile and each empty hex next to the city (AK-11)."""
        return athena_city.mini_spots(self.cells)

    def preview(self, tile, q: int, r: int, rotation: int, level: int, rules) -> tuple:
        """Laying ``tile`` at a legal (q, r, rotation) resting at ``level``, unchanged city:
        ``(score, changes, gained)``: the city's :class:`CityScore`, the tuple of
        :meth:`CityScore.changes` and the quarries the tile would cover (stones, AK-6)."""
        score = self.score(rules)
        over, gained, lakes, new, around, under = self._effects(tile, q, r, rotation, level)
        return score, score.changes(self.cells, over, lakes, new, around, under), gained

    def total_after(self, tile, q: int, r: int, rotation: int, level: int, stones: int,
                    rules) -> int:
        """The city's total (AK-7) with ``tile`` laid at a legal (q, r, rotation) at ``level``,
        ``stones`` held before the quarries it covers are counted; the city is not changed."""
        score, (_, dv, ds, _), gained = self.preview(tile, q, r, rotation, level, rules)
        return score.total_with(dv, ds, stones + gained)

    def totals_after(self, tile, placements, stones: int, rules) -> list:
        """:meth:`total_after` for each legal (q, r, rotation) of ``placements`` (each resting
        one level above the hex under its first hex, as legal placements do), in order."""
        score = self.score(rules)
        cells = self.cells
        changes = score.changes
        total_with = score.total_with
        effects = self._effects
        out = []
        made = {}  # level -> the tile's three Cells resting there
        for q, r, rot in placements:
            under = cells.get((q, r))
            level = under.level + 1 if under else 1
            hexes = made.get(level)
            if hexes is None:
                hexes = made[level] = tuple(Cell(k, c, level, tile.id) for k, c in tile.hexes)
            over, gained, lakes, new, near, got = effects(tile, q, r, rot, level, hexes)
            _, dv, ds, _ = changes(cells, over, lakes, new, near, got)
            out.append(total_with(dv, ds, stones + gained))
        return out

    def _laid(self, tile, q, r, rotation, level, hexes=None) -> tuple:
        """``(over, gained)``: (q, r) -> the tile's new Cell, and the quarries it covers.
        ``hexes``: the tile's three Cells at ``level`` when already made."""
        cells = self.cells
        if hexes is None:
            tid = tile.id
            hexes = [Cell(kind, color, level, tid) for kind, color in tile.hexes]
        over = {}
        gained = 0
        for cell, (dq, dr) in zip(hexes, SHAPES[rotation]):
            p = (q + dq, r + dr)
            old = cells.get(p)
            if old is not None and old.kind == "quarry":
                gained += 1
            over[p] = cell
        return over, gained

    def _effects(self, tile, q, r, rotation, level, hexes=None) -> tuple:
        """``(over, gained, lakes, new_lakes, around, under)`` of laying the tile: (q, r) -> new
        Cell, quarries covered, the lakes afterwards, the positions newly enclosed, the 12
        positions under and next to the tile (SPOTS) and their cells now."""
        cells = self.cells
        over, gained = self._laid(tile, q, r, rotation, level, hexes)
        get = cells.get
        around = [(q + dq, r + dr) for dq, dr in SPOTS[rotation][:12]]
        under = [get(p) for p in around]
        lakes = self._lake_set()
        new = NO_LAKES
        if level == 1:  # on the ground: the three positions were empty
            if (q, r) in lakes:
                lakes = lakes - over.keys()
            else:
                free = 0
                bit = 1
                for c in under[3:]:
                    if c is None:
                        free |= bit
                    bit <<= 1
                if RUNS[free] >= 2:
                    new = enclosed_by(cells, q, r, rotation, _grown(self._box, over), free)
                    if new:
                        lakes = lakes | new
        return over, gained, lakes, new, around, under

    # -- changing --------------------------------------------------------------------------
    def place(self, tile, q: int, r: int, rotation: int, level: int) -> int:
        """Put ``tile`` (a TileDef) at a placement already checked legal, resting at ``level``.
        Returns the number of quarries covered (stones gained, AK-6).  Updates the legal
        placements, lakes and score from the positions the tile changed."""
        cells = self.cells
        ground = level == 1
        if self._score is not None and not self._asked:
            self._score = None  # a copy's inherited score nobody asked for: not kept up
        if self._score is not None:
            over, gained, lakes, new, around, under = self._effects(tile, q, r, rotation, level)
            self._score = self._score.updated(*self._score.changes(cells, over, lakes, new,
                                                                   around, under))
            self._box = _grown(self._box, over)
            self._lakes = lakes  # a new set when changed: copies may share the old one
            cells.update(over)
            lakes_done = True
        else:
            # the plain path (no score kept): the tile's three Cells, no dict of them
            c0, c1, c2 = _tile_cells(tile, level)
            (_, _), (aq, ar), (bq, br) = SHAPES[rotation]
            p0 = (q, r)
            p1 = (q + aq, r + ar)
            p2 = (q + bq, r + br)
            gained = 0
            if not ground:
                for p in (p0, p1, p2):
                    old = cells.get(p)
                    if old is not None and old.kind == "quarry":
                        gained += 1
            cells[p0] = c0
            cells[p1] = c1
            cells[p2] = c2
            over = (p0, p1, p2)
            lakes_done = self._lakes is None or not ground  # raised: no position filled
        self.placements.append((tile.id, q, r, rotation, level))
        self._legal_t = None
        legal = self._legal is not None
        if not (legal or not lakes_done):
            return gained
        # what lies around the tile now: the 12 positions under and next to it, and on the
        # ground a mask of the occupied positions next to it and two steps away (SPOTS)
        get = cells.get
        near = [get((q + dq, r + dr)) for dq, dr in SPOTS12[rotation]]
        taken = 0
        if ground:  # bits 3..11: the ring next to the tile (written out: the hot path)
            n = near
            taken = ((n[3] is not None) << 3 | (n[4] is not None) << 4
                     | (n[5] is not None) << 5 | (n[6] is not None) << 6
                     | (n[7] is not None) << 7 | (n[8] is not None) << 8
                     | (n[9] is not None) << 9 | (n[10] is not None) << 10
                     | (n[11] is not None) << 11)
            if legal:
                for dq, dr, bit in OUTER[rotation]:
                    if (q + dq, r + dr) in cells:
                        taken |= bit
        if not lakes_done:
            self._box = box = _grown(self._box, over)
            lakes = self._lakes
            if (q, r) in lakes:
                self._lakes = lakes.difference(over)
            else:
                free = ~taken >> 3 & 511
                if RUNS[free] >= 2:  # one run of free ring positions encloses nothing
                    new = enclosed_by(cells, q, r, rotation, box, free)
                    if new:
                        self._lakes = lakes | new
        if legal:
            if self._shared:
                self._legal = list(self._legal)
                self._lset = set(self._lset)
                self._shared = False
            self._update_legal(q, r, rotation, near, taken if ground else -1)
        return gained

    def _update_legal(self, q: int, r: int, rotation: int, near: list, taken: int) -> None:
        """After a tile at (q, r, rotation): the triangles sharing a position with it are
        judged again (``near``: the cells at SPOTS[rotation][:12]); on the ground (``taken``:
        the mask of occupied spots, else -1), the empty triangles next to it become legal
        (AK-6).  A triangle's three placements are legal or not together; the keys stay
        sorted."""
        keys = self._legal
        lset = self._lset
        base = ((q + _HALF) * KEY_SPAN + r + _HALF) * 8  # key(q, r, 0), written out
        add = []
        drop = []
        if taken < 0:  # raised: the tile's positions changed level and tile
            for i, j, k, offs in TOUCHING[rotation]:
                a = near[i]
                b = near[j]
                c = near[k]
                now = (a is not None and b is not None and c is not None
                       and a.level == b.level == c.level
                       and not (a.tile_id == b.tile_id == c.tile_id))
                if ((base + offs[0]) in lset) is not now:
                    (add if now else drop).extend(offs)
        else:
            # on the ground, at level 1: a triangle with the tile was legal before only if
            # empty (its positions next to the tile empty, in lset when touching the city), and
            # is now only when those positions are built at level 1, not all of the same tile
            ring = taken >> 3 & 511
            drops, fulls, around = (_GROUND_CASES.get(rotation << 9 | ring)
                                    or _ground_case(rotation, ring))
            for offs in drops:
                if (base + offs[0]) in lset:
                    drop += offs
            if fulls:
                tid = near[0].tile_id
                for a, b, offs in fulls:
                    na = near[a]
                    nb = near[b]
                    if (na.level == 1 and nb.level == 1
                            and not (na.tile_id == tid and nb.tile_id == tid)):
                        add += offs
            for mask, offs in around:
                if not taken & mask and (base + offs[0]) not in lset:
                    add += offs
        if drop:
            drop = [base + off for off in drop]
            lset.difference_update(drop)
            find = bisect_left
            for x in drop:
                del keys[find(keys, x)]
        if add:
            add = [base + off for off in add]
            lset.update(add)
            keys += add
            keys.sort()

    def place_starting_tile(self, starting_tile) -> None:
        """Lay the starting tile (tile id 0) on the ground: ((q, r), (kind, colour)) pairs."""
        fresh = not self.cells
        for (q, r), (kind, color) in starting_tile:
            self.cells[(q, r)] = Cell(kind, color, 1, 0)
        self.forget()
        if fresh:  # every city starts alike: what it derives is worked out once per tile
            try:
                known = _STARTS.get(starting_tile)
            except TypeError:  # an unhashable description: nothing kept
                return
            if known is None:
                known = _STARTS[starting_tile] = (
                    tuple(key(*p) for p in self.full_legal_placements()),
                    frozenset(lakes_of(self.cells)), bounds(self.cells))
            self._legal = list(known[0])
            self._lset = set(known[0])
            self._lakes, self._box = known[1], known[2]

    def copy(self) -> "City":
        """An independent city that behaves the same (what it derived is copied or shared)."""
        c = City.__new__(City)
        c.cells = dict(self.cells)
        c.placements = list(self.placements)
        c._legal = self._legal
        c._lset = self._lset
        c._shared = self._shared = self._legal is not None  # copied by the first to change
        c._legal_t = self._legal_t  # safe to share: an immutable tuple, replaced (never edited)
        c._lakes = self._lakes  # never changed in place (place makes a new set)
        c._box = self._box
        c._score = self._score  # never changed in place (place makes a new one)
        c._asked = False  # kept up by the copy only once asked for there (not in a playout)
        return c

    def to_dict(self) -> dict:
        """``{"cells": [[q, r, kind, colour or "", level, tile id], ...] (a dual district adds
        colour2 and its three sides), "placements": [[tile id, q, r, rotation, level], ...]}``."""
        return {
            "cells": [[q, r, c.kind, c.color or "", c.level, c.tile_id]
                      + ([c.color2, list(c.sides)] if c.kind == "dual" else [])
                      for (q, r), c in sorted(self.cells.items())],
            "placements": [list(p) for p in self.placements],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "City":
        c = cls()
        for q, r, kind, color, level, tid, *dual in d["cells"]:
            c.cells[(q, r)] = (Cell(kind, color or None, level, tid, dual[0], tuple(dual[1]))
                               if dual else Cell(kind, color or None, level, tid))
        c.placements = [tuple(p) for p in d["placements"]]
        return c


_HALF = KEY_SPAN // 2
#: rotation << 9 | ring mask (bit i: RING[rotation][i] built) -> what a ground placement's
#: update looks at (see :func:`_ground_case`), made on first use
_GROUND_CASES: dict = {}


def _ground_case(rotation: int, ring: int) -> tuple:
    """The triangles a tile laid on the ground at ``rotation`` may change, given which ring
    positions next to it are built (``ring``): ``(drops, fulls, around)``.  ``drops``: the key
    offsets of the triangles of TOUCHING_GROUND with their ring positions all empty (they
    overhang now: dropped when legal before); ``fulls``: ``(a, b, offsets)`` of those with their
    ring positions all built (legal now when level 1 and not one tile); ``around``: the
    ``(mask, offsets)`` of AROUND with no ring position built (legal now when their positions
    two steps away are empty too, unless legal already)."""
    taken = ring << 3
    drops = []
    fulls = []
    for mask, a, b, offs in TOUCHING_GROUND[rotation]:
        t = taken & mask
        if not t:
            drops.append(offs)
        elif t == mask:
            fulls.append((a, b, offs))
    around = tuple((mask, offs) for mask, offs in AROUND[rotation] if not taken & mask)
    out = _GROUND_CASES[rotation << 9 | ring] = (tuple(drops), tuple(fulls), around)
    return out
#: starting tile -> (legal keys, lakes, bounds) of a city holding only it
_STARTS: dict = {}
#: the first 12 of SPOTS (the tile's hexes and the ring next to it), per rotation
SPOTS12: tuple = tuple(sp[:12] for sp in SPOTS)
#: (id(tile), level) -> (tile, its three Cells resting at level): made once (Cells never change;
#: the tile is kept, so its id is not reused while listed)
_MADE: dict = {}


def _tile_cells(tile, level: int) -> tuple:
    """The tile's three :class:`Cell` at ``level`` in its hex order (shared, immutable)."""
    got = _MADE.get((id(tile), level))
    if got is None:
        if len(_MADE) > 4096:
            _MADE.clear()
        tid = tile.id
        got = _MADE[(id(tile), level)] = (tile, tuple(Cell(kind, color, level, tid)
                                                      for kind, color in tile.hexes))
    return got[1]


def _grown(box, over) -> tuple:
    """``box`` (lakes.bounds) grown to take in the positions of ``over``."""
    q0, q1, r0, r1 = box
    for q, r in over:
        if q < q0:
            q0 = q
        elif q > q1:
            q1 = q
        if r < r0:
            r0 = r
        elif r > r1:
            r1 = r
    return (q0, q1, r0, r1)
