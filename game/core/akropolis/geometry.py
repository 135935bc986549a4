"""Fixed neighbourhood tables of a placed tile, for the city's incremental updates (AK-6).

All offsets are axial (dq, dr) from the placed tile's first hex, one table per rotation 0..5 of
the placed tile.  A *triangle* is three mutually adjacent positions (where a tile can lie); it is
the footprint of exactly three placements (q, r, rotation), one per hex as the first hex, and
those three are legal or refused together (AK-6 looks at the three positions only).

- :data:`SHAPES`: rotation -> the tile's three hex offsets (the first is (0, 0)).
- :data:`SPOTS`: rotation -> the positions the tables below look at: the tile's three hexes,
  then the 9 positions next to the tile in cyclic order (each next to the one before, the last
  next to the first; also :data:`RING`), then the positions two steps from the tile that
  :data:`AROUND` needs.
- :data:`TOUCHING`: rotation -> the 13 triangles sharing a position with the placed tile.
- :data:`TOUCHING_GROUND`: the same, shaped for a tile laid on the ground.
- :data:`AROUND`: rotation -> the triangles with a position next to the placed tile but none
  under it (they may become ground placements once the tile is laid).

A triangle of :data:`TOUCHING` is ``(i, j, k, keys)``: its positions as indices into
``SPOTS[rotation]`` and the :func:`key` offsets of its three placements (``key(q + dq, r + dr,
rot) == key(q, r, 0) + k`` for each placement (dq, dr, rot) of the triangle).  One of
:data:`AROUND` is ``(mask, keys)``: its positions as bits of a spots mask (bit i for
``SPOTS[rotation][i]``) and the key offsets.  :data:`OUTER`: rotation -> ((dq, dr, bit), ...)
of the spots after the ring.  :data:`RUNS`: a mask of the free ring positions (bit i for
``RING[rotation][i]``) -> how many unbroken runs of free positions the ring has.
"""

from __future__ import annotations

from game.core.hexgrid import DIRECTIONS, rotate

_BASE = ((0, 0), (1, 0), (0, 1))
#: rotation -> offsets of the tile's three hexes from its first hex (clockwise from above)
SHAPES: tuple = tuple(tuple(rotate(h, (0, 0), k) for h in _BASE) for k in range(6))


#: positions and offsets of a :func:`key` (cities stay far inside these bounds)
_SPAN = 1 << 12
#: key(q, r, 0) == ((q + KEY_SPAN // 2) * KEY_SPAN + r + KEY_SPAN // 2) * 8
KEY_SPAN = _SPAN
#: |q| and |r| below this have a :func:`key` of their own
KEY_RANGE = _SPAN // 2 - 8


def key(q: int, r: int, rotation: int) -> int:
    """An int ordered like the placement (q, r, rotation) (for |q|, |r| < KEY_RANGE): the sort key
    of the city's sorted legal placements."""
    return ((q + _SPAN // 2) * _SPAN + r + _SPAN // 2) * 8 + rotation


def _add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def _triangles_at(p) -> list:
    """The six triangles with a position at ``p``, as frozensets."""
    return [frozenset(_add(p, s) for s in SHAPES[rot]) for rot in range(6)]


def _placements(tri: frozenset) -> list:
    """The triangle's three placements (dq, dr, rotation), sorted."""
    places = sorted((h[0], h[1], rot) for h in tri for rot in range(6)
                    if frozenset(_add(h, s) for s in SHAPES[rot]) == tri)
    assert len(places) == 3
    return places


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
    touching = sorted({t for h in tile for t in _triangles_at(h)}, key=sorted)
    ring = _ring(tile)
    around = sorted({t for h in ring for t in _triangles_at(h)} - set(touching), key=sorted)
    spots = list(tile) + list(ring)
    spots += sorted({h for t in around for h in t} - set(spots))
    index = {h: i for i, h in enumerate(spots)}

    def entry(tri):
        i, j, k = sorted(index[h] for h in tri)
        keys = tuple((dq * _SPAN + dr) * 8 + rt for dq, dr, rt in _placements(tri))
        return (i, j, k, keys)

    def masked(tri):
        i, j, k, keys = entry(tri)
        return ((1 << i) | (1 << j) | (1 << k), keys)

    outer = tuple((dq, dr, 1 << i) for i, (dq, dr) in enumerate(spots) if i >= 12)
    return (tuple(spots), tuple(map(entry, touching)), tuple(map(masked, around)), ring, outer)


_ALL = [_tables(rot) for rot in range(6)]
SPOTS: tuple = tuple(t[0] for t in _ALL)
TOUCHING: tuple = tuple(t[1] for t in _ALL)
AROUND: tuple = tuple(t[2] for t in _ALL)
RING: tuple = tuple(t[3] for t in _ALL)
OUTER: tuple = tuple(t[4] for t in _ALL)


def _on_ground(entry) -> tuple:
    i, j, k, keys = entry
    ring = [x for x in (i, j, k) if x >= 3]
    a, b = (ring + ring)[:2] if ring else (0, 0)
    return (sum(1 << x for x in ring), a, b, keys)


#: :data:`TOUCHING` for a tile laid on the ground: ``(mask, a, b, keys)`` with the triangle's
#: positions next to the tile as a spots mask and as spot indices a and b (a == b when one;
#: mask 0 for the tile's own triangle)
TOUCHING_GROUND: tuple = tuple(tuple(map(_on_ground, t)) for t in TOUCHING)


def _runs(free: int, n: int = 9) -> int:
    return sum(1 for i in range(n) if free >> i & 1 and not free >> ((i - 1) % n) & 1)


RUNS: tuple = tuple(_runs(m) for m in range(1 << 9))


class _Decoded(dict):
    """key -> (q, r, rotation), filled on first use."""

    def __missing__(self, k: int) -> tuple:
        rot = k & 7
        qr = k >> 3
        out = self[k] = (qr // _SPAN - _SPAN // 2, qr % _SPAN - _SPAN // 2, rot)
        return out


#: :func:`key` -> placement (q, r, rotation)
DECODE: dict = _Decoded()
