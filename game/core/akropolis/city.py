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

from typing import NamedTuple

from game.core.hexgrid import DIRECTIONS, rotate

_BASE = ((0, 0), (1, 0), (0, 1))
#: rotation -> offsets of the tile's three hexes from its first hex (clockwise from above)
SHAPES: tuple = tuple(tuple(rotate(h, (0, 0), k) for h in _BASE) for k in range(6))


def placement_hexes(tile, q: int, r: int, rotation: int) -> tuple:
    """Where the tile's three hexes land: ((q, r), (q, r), (q, r)) in the tile's hex order.

    ``tile`` is accepted for symmetry with callers (every tile has the same shape).  Raises
    ValueError for a rotation outside 0..5.
    """
    if type(rotation) is not int or not 0 <= rotation <= 5:
        raise ValueError(f"rotation must be 0..5, not {rotation!r}")
    return tuple((q + dq, r + dr) for dq, dr in SHAPES[rotation])


class Cell(NamedTuple):
    """The visible hex at a position: kind ("quarry", "district", "plaza"), colour (None for a
    quarry), level (1 = ground) and the id of the tile it belongs to (0 = starting tile)."""

    kind: str
    color: str | None
    level: int
    tile_id: int


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
    """

    __slots__ = ("cells", "placements", "_legal")

    def __init__(self) -> None:
        self.cells: dict = {}
        self.placements: list = []
        self._legal = None

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
        rest at, or ``(None, reason)`` with the reason it is refused (see :meth:`judge`)."""
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
        """Every legal (q, r, rotation), sorted, as a tuple; cached until the city changes (AK-6).

        Candidate first hexes are the built positions, the empty positions touching the city
        and their neighbours; each is tried in all six rotations with dict lookups.
        """
        if self._legal is not None:
            return self._legal
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
        # a tuple: copies share it (the AI searches a copy in a worker thread), so nobody may
        # change it in place; a change to the city drops the cache instead
        self._legal = tuple(out)
        return self._legal

    # -- changing --------------------------------------------------------------------------
    def place(self, tile, q: int, r: int, rotation: int, level: int) -> int:
        """Put ``tile`` (a TileDef) at a placement already checked legal, resting at ``level``.
        Returns the number of quarries covered (stones gained, AK-6)."""
        gained = 0
        for (kind, color), p in zip(tile.hexes, placement_hexes(tile, q, r, rotation)):
            old = self.cells.get(p)
            if old is not None and old.kind == "quarry":
                gained += 1
            self.cells[p] = Cell(kind, color, level, tile.id)
        self.placements.append((tile.id, q, r, rotation, level))
        self._legal = None
        return gained

    def place_starting_tile(self, starting_tile) -> None:
        """Lay the starting tile (tile id 0) on the ground: ((q, r), (kind, colour)) pairs."""
        for (q, r), (kind, color) in starting_tile:
            self.cells[(q, r)] = Cell(kind, color, 1, 0)
        self._legal = None

    def copy(self) -> "City":
        c = City()
        c.cells = dict(self.cells)
        c.placements = list(self.placements)
        c._legal = self._legal  # safe to share: an immutable tuple, replaced (never edited)
        return c

    def to_dict(self) -> dict:
        return {
            "cells": [[q, r, c.kind, c.color or "", c.level, c.tile_id]
                      for (q, r), c in sorted(self.cells.items())],
            "placements": [list(p) for p in self.placements],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "City":
        c = cls()
        for q, r, kind, color, level, tid in d["cells"]:
            c.cells[(q, r)] = Cell(kind, color or None, level, tid)
        c.placements = [tuple(p) for p in d["placements"]]
        return c
