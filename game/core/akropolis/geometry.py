"""Fixed neighbourhood tables of a placed tile, for the city's incremental updates (AK-6).

All offsets are axial (dq, dr) from the placed tile's first hex, one table per rotation 0..5 of
the placed tile.  A *triangle* is three mutually adjacent positions (where a tile can lie); it is
the footprint of exactly three placements (q, r, rotation), one per hex as the first hex, and
those three are legal or refused together (AK-6 looks at the three positions only).

- :data:`SHAPES`: rotation -> the tile's three hex offsets (the first is (0, 0)).
- :data:`TOUCHING`: rotation -> the 13 triangles sharing a position with the placed tile.
- :data:`AROUND`: rotation -> the triangles with a position next to the placed tile but none
  under it (they may become ground placements once the tile is laid).
- :data:`RING`: rotation -> the 9 positions next to the placed tile, in cyclic order (each next
  to the one before and the last next to the first).

Each triangle is ``(hexes, placements)``: ``hexes`` its three position offsets, ``placements``
its three placements as (dq, dr, rotation).
"""

from __future__ import annotations

from game.core.hexgrid import DIRECTIONS, rotate

_BASE = ((0, 0), (1, 0), (0, 1))
#: rotation -> offsets of the tile's three hexes from its first hex (clockwise from above)
SHAPES: tuple = tuple(tuple(rotate(h, (0, 0), k) for h in _BASE) for k in range(6))


def _add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def _triangles_at(p) -> list:
    """The six triangles with a position at ``p``, as frozensets."""
    return [frozenset(_add(p, s) for s in SHAPES[rot]) for rot in range(6)]


def _entry(tri: frozenset) -> tuple:
    """``(hexes, placements)`` of a triangle; the placements sorted, hexes in the first
    placement's tile order."""
    places = sorted((h[0], h[1], rot) for h in tri for rot in range(6)
                    if frozenset(_add(h, s) for s in SHAPES[rot]) == tri)
    assert len(places) == 3
    q, r, rot = places[0]
    return (tuple(_add((q, r), s) for s in SHAPES[rot]), tuple(places))


def _ring(tile: tuple) -> tuple:
    around = {_add(h, d) for h in tile for d in DIRECTIONS} - set(tile)
    order = [min(around)]
    while len(order) < len(around):
        nxt = [p for p in around - set(order)
               if any(_add(order[-1], d) == p for d in DIRECTIONS)]
        order.append(min(nxt))
    assert any(_add(order[-1], d) == order[0] for d in DIRECTIONS)
    return tuple(order)


def _tables(rot: int) -> tuple:
    tile = SHAPES[rot]
    touching = {t for h in tile for t in _triangles_at(h)}
    ring = _ring(tile)
    around = {t for h in ring for t in _triangles_at(h)} - touching
    return (tuple(_entry(t) for t in sorted(touching, key=sorted)),
            tuple(_entry(t) for t in sorted(around, key=sorted)), ring)


_ALL = [_tables(rot) for rot in range(6)]
TOUCHING: tuple = tuple(t[0] for t in _ALL)
AROUND: tuple = tuple(t[1] for t in _ALL)
RING: tuple = tuple(t[2] for t in _ALL)
