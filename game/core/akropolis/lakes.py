"""Lakes of a city: the empty positions enclosed by it, not connected to the outside (AK-7).

Every empty position of the plane is either outside (connected to the far plane through empty
positions) or in a lake.  A city keeps its lakes and updates them per placement
(:func:`enclosed_by`); :func:`lakes_of` computes them from scratch.  Positions are axial (q, r).
"""

from __future__ import annotations

from heapq import heappop, heappush

from game.core.akropolis.geometry import RING, RUNS, SHAPES
from game.core.hexgrid import DIRECTIONS

NO_LAKES: frozenset = frozenset()


def bounds(cells) -> tuple | None:
    """``(q_min, q_max, r_min, r_max)`` of the positions of ``cells``; None when empty."""
    if not cells:
        return None
    qs = [q for q, _ in cells]
    rs = [r for _, r in cells]
    return (min(qs), max(qs), min(rs), max(rs))


def outside_empty(cells) -> set:
    """Empty positions that connect to the outside of the city (flood fill from beyond the
    bounding box).  Empty positions next to the city not in this set are holes (lakes)."""
    if not cells:
        return set()
    q0, q1, r0, r1 = bounds(cells)
    q0, q1, r0, r1 = q0 - 1, q1 + 1, r0 - 1, r1 + 1
    stack = []
    seen = set()
    for q in range(q0, q1 + 1):
        for r in (r0, r1):
            if (q, r) not in cells and (q, r) not in seen:
                seen.add((q, r))
                stack.append((q, r))
    for r in range(r0, r1 + 1):
        for q in (q0, q1):
            if (q, r) not in cells and (q, r) not in seen:
                seen.add((q, r))
                stack.append((q, r))
    while stack:
        q, r = stack.pop()
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p in seen or p in cells:
                continue
            if q0 <= p[0] <= q1 and r0 <= p[1] <= r1:
                seen.add(p)
                stack.append(p)
    return seen


def lakes_of(cells, outside=None) -> set:
    """The enclosed empty positions of ``cells`` (a dict or set of (q, r)), by one flood fill
    (``outside``: :func:`outside_empty` of the cells when already known)."""
    if not cells:
        return set()
    if outside is None:
        outside = outside_empty(cells)
    q0, q1, r0, r1 = bounds(cells)
    return {(q, r) for q in range(q0, q1 + 1) for r in range(r0, r1 + 1)
            if (q, r) not in cells and (q, r) not in outside}


def enclosed_by(cells, q: int, r: int, rotation: int, box: tuple, free: int = -1) -> frozenset:
    """The positions that turn into lakes when a tile is laid on the ground at (q, r, rotation),
    its three positions empty and outside (not in a lake) before.

    ``cells``: the city before or after the tile (dict of (q, r)); ``box``: :func:`bounds` of
    the city with the tile; ``free``: the mask of the free positions around the tile (bit i for
    ``RING[rotation][i]``) when known.  Empty positions around the tile in one unbroken run stay outside; with
    several runs, each is searched (in turns, so a small lake ends its search first; nearest the
    edge of ``box`` first, so an open bay ends its search soon) until it leaves ``box`` (outside), runs out (a lake) or is the last one left after only lakes were
    found (outside: the far plane reaches the tile through some run).
    """
    ring = RING[rotation]
    if free < 0:
        free = 0
        for i, (dq, dr) in enumerate(ring):
            if (q + dq, r + dr) not in cells:
                free |= 1 << i
    if RUNS[free] < 2:
        return NO_LAKES
    pos = [(q + dq, r + dr) for dq, dr in ring]
    n = len(pos)
    starts = [i for i in range(n) if free >> i & 1 and not free >> ((i - 1) % n) & 1]
    free = [free >> i & 1 for i in range(n)]
    runs = []
    for s in starts:
        run = []
        i = s
        while free[i % n]:
            run.append(pos[i % n])
            i += 1
        runs.append(run)
    tile = {(q + dq, r + dr) for dq, dr in SHAPES[rotation]}
    q0, q1, r0, r1 = box

    def border(p):  # steps (along q or r) from p to beyond the box: the search goes there first
        return min(p[0] - q0, q1 - p[0], p[1] - r0, r1 - p[1])

    seen = [set(run) for run in runs]
    heaps = [sorted((border(p), p) for p in run) for run in runs]
    verdict = [None] * len(runs)  # True: outside, False: lake
    known_out: set = set()
    while True:
        open_ = [k for k, v in enumerate(verdict) if v is None]
        if not open_:
            break
        if len(open_) == 1 and True not in verdict:
            verdict[open_[0]] = True
            break
        for k in open_:
            heap = heaps[k]
            if not heap:
                verdict[k] = False
                continue
            _, (pq, pr) = heappop(heap)
            mine = seen[k]
            for dq, dr in DIRECTIONS:
                p = (pq + dq, pr + dr)
                if p in mine or p in cells or p in tile:
                    continue
                d = border(p)
                if d < 0 or p in known_out:
                    verdict[k] = True
                    known_out |= mine
                    break
                mine.add(p)
                heappush(heap, (d, p))
    out = set()
    for k, v in enumerate(verdict):
        if v is False:
            out |= seen[k]
    return frozenset(out)
