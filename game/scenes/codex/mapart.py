"""The Codex map's drawing: a map of the ancient world (a wine-dark sea, coasts and islands,
hills, a compass rose), the winding road of the cities, and a city's marker.  All drawn by
code; the map picture is cached per size (:class:`game.render.cache.DrawCache`).

Geometry is in map units: ``(x, y)`` in 0..1 across the map's rectangle (x east, y south);
:func:`path_points` places ``n`` cities along one serpentine road from the north-west to the
south-east, so any number of level files has a place.
"""

from __future__ import annotations

import math

import pygame

from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import measure, render, wrap
from game.render.pie import lock_icon

#: the map's width over its height (the map is fitted into the window at this shape)
ASPECT = 16 / 9
#: rows of the serpentine road
ROWS = 4
#: the road's first row (map units from the top) and the span down to its last row: the last
#: row leaves room under its markers for their stars inside the map's frame
ROAD_TOP, ROAD_SPAN = 0.13, 0.74
#: how far a row of the road wanders north and south (map units)
WOBBLE = 0.015
#: the gap between two rows of the road (map units)
ROW_GAP = ROAD_SPAN / (ROWS - 1)
SEA = (30, 64, 104)
SEA_DEEP = (22, 46, 82)
SHALLOW = (58, 104, 140)
SAND = (214, 190, 140)
LAND = (176, 156, 104)
LAND_DARK = (142, 122, 78)
HILL = (112, 92, 60)
ROAD = (92, 60, 36)
ROAD_DONE = (246, 214, 128)
STAR_OFF = (92, 86, 110)
INK = (52, 34, 24)

_maps = DrawCache(6)
_markers = DrawCache(256)


def _road_point(t: float) -> tuple[float, float]:
    """The point at ``t`` (0..1) along the serpentine road: ROWS rows, alternating east and
    west, joined by half-circle bends at the map's sides."""
    row_len, bend = 0.76, 0.5 * math.pi * (ROAD_SPAN / (ROWS - 1)) / 2
    seg = row_len + bend
    total = ROWS * row_len + (ROWS - 1) * bend
    d = max(0.0, min(1.0, t)) * total
    row = min(ROWS - 1, int(d // seg))
    within = d - row * seg
    y0 = ROAD_TOP + row * (ROAD_SPAN / (ROWS - 1))
    east = row % 2 == 0
    if within <= row_len or row == ROWS - 1:
        u = min(within, row_len) / row_len
        x = 0.12 + 0.76 * (u if east else 1 - u)
        return x, y0 + WOBBLE * math.sin(u * math.pi * 3 + row)
    a = (within - row_len) / bend * math.pi   # the bend: a half circle at the side
    rad = ROAD_SPAN / (ROWS - 1) / 2
    cx = 0.88 if east else 0.12
    side = 1 if east else -1
    return cx + side * rad * 0.55 * math.sin(a), y0 + rad - rad * math.cos(a)


def path_points(n: int) -> list[tuple[float, float]]:
    """``n`` city positions (map units), evenly spaced along the road, first at the
    north-west start."""
    if n <= 0:
        return []
    if n == 1:
        return [_road_point(0.0)]
    return [_road_point(k / (n - 1)) for k in range(n)]


def _rng(seed: int):
    state = [seed & 0x7FFFFFFF]

    def nxt() -> float:
        state[0] = (state[0] * 1103515245 + 12345) & 0x7FFFFFFF
        return (state[0] >> 8) / float(1 << 23)
    return nxt


def _blob(cx, cy, rx, ry, seed: int, steps: int = 40) -> list[tuple[float, float]]:
    """A ragged coastline round ``(cx, cy)`` with radii ``rx``, ``ry`` (map units)."""
    rnd = _rng(seed)
    p1, p2, p3 = rnd() * 6.3, rnd() * 6.3, rnd() * 6.3
    pts = []
    for k in range(steps):
        a = 2 * math.pi * k / steps
        f = 1 + 0.16 * math.sin(3 * a + p1) + 0.09 * math.sin(5 * a + p2) \
            + 0.05 * math.sin(11 * a + p3)
        pts.append((cx + rx * f * math.cos(a), cy + ry * f * math.sin(a)))
    return pts


def _lands(points: list[tuple[float, float]]) -> list[list[tuple[float, float]]]:
    """The land masses: a northern shore, a southern shore, a western cape and an island
    under every city (so each city stands on land), in map units."""
    lands = [_blob(0.5, -0.08, 0.75, 0.13, 3, 64), _blob(0.5, 1.1, 0.8, 0.12, 5, 64),
             _blob(-0.05, 0.5, 0.1, 0.3, 7), _blob(1.06, 0.45, 0.1, 0.28, 11),
             _blob(0.36, 0.03, 0.09, 0.14, 13), _blob(0.63, 0.99, 0.1, 0.12, 17)]
    for k, (x, y) in enumerate(points):
        lands.append(_blob(x, y, 0.055, 0.08, 101 + 7 * k, 28))
    # isthmuses join some neighbours into coasts; the others stay islands across the sea
    for k, ((x0, y0), (x1, y1)) in enumerate(zip(points, points[1:])):
        if k % 3 != 2:
            lands.append(_blob((x0 + x1) / 2, (y0 + y1) / 2, abs(x1 - x0) * 0.5 + 0.02,
                               abs(y1 - y0) * 0.5 + 0.035, 307 + 11 * k, 24))
    return lands


def _scale(poly, rect: pygame.Rect, grow: float = 1.0):
    cx = sum(p[0] for p in poly) / len(poly)
    cy = sum(p[1] for p in poly) / len(poly)
    return [(rect.x + (cx + (x - cx) * grow) * rect.w, rect.y + (cy + (y - cy) * grow) * rect.h)
            for x, y in poly]


def _hills(surf, rect: pygame.Rect, lands, points) -> None:
    """Little ridges on the land, kept off the cities and the road."""
    rnd = _rng(29)
    size = max(4, int(rect.h * 0.018))
    width = max(1, size // 4)
    for poly in lands:
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        box = (min(xs), min(ys), max(xs), max(ys))
        tries = 3 if len(poly) < 40 else 14
        for _ in range(tries):
            x = box[0] + rnd() * (box[2] - box[0])
            y = box[1] + rnd() * (box[3] - box[1])
            if not (0.02 < x < 0.98 and 0.02 < y < 0.98):
                continue
            if any(math.hypot((x - px) * ASPECT, y - py) < 0.07 for px, py in points):
                continue
            if not _inside(poly, x, y):
                continue
            sx, sy = rect.x + x * rect.w, rect.y + y * rect.h
            pygame.draw.lines(surf, HILL, False, [(sx - size, sy + size * 0.5), (sx, sy - size * 0.5),
                                                  (sx + size, sy + size * 0.5)], width)
            pygame.draw.line(surf, LAND_DARK, (sx - size * 0.3, sy + size * 0.1),
                             (sx + size * 0.1, sy - size * 0.2), width)


def _inside(poly, x, y) -> bool:
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi + 1e-12) + xi:
            inside = not inside
        j = i
    return inside


def _waves(surf, rect: pygame.Rect) -> None:
    rnd = _rng(41)
    w = max(5, int(rect.w * 0.012))
    for _ in range(int(70 * rect.w / 1000) + 20):
        x = rect.x + rnd() * rect.w
        y = rect.y + rnd() * rect.h
        pts = [(x + k * w / 4, y + math.sin(k * math.pi / 2) * w * 0.15) for k in range(5)]
        pygame.draw.lines(surf, SHALLOW, False, pts, 1)


def _compass(surf, center, r: int) -> None:
    cx, cy = center
    pygame.draw.circle(surf, SEA_DEEP, center, r + 3)
    pygame.draw.circle(surf, P.GOLD_DARK, center, r + 3, 2)
    for k in range(8):
        a = math.radians(-90 + 45 * k)
        long = r if k % 2 == 0 else r * 0.55
        tip = (cx + long * math.cos(a), cy + long * math.sin(a))
        left = (cx + r * 0.16 * math.cos(a - math.pi / 2), cy + r * 0.16 * math.sin(a - math.pi / 2))
        right = (cx + r * 0.16 * math.cos(a + math.pi / 2), cy + r * 0.16 * math.sin(a + math.pi / 2))
        col = P.GOLD_LIGHT if k == 0 else (P.GOLD if k % 2 == 0 else P.GOLD_DARK)
        pygame.draw.polygon(surf, col, [tip, left, center, right])


def road_pixels(rect: pygame.Rect, steps: int = 240, upto: float = 1.0
                ) -> list[tuple[float, float]]:
    """The road from its start to ``upto`` (0..1 of its length) as a polyline in pixels of
    ``rect``."""
    last = max(1, round(steps * max(0.0, min(1.0, upto))))
    return [(rect.x + x * rect.w, rect.y + y * rect.h)
            for x, y in (_road_point(k / steps) for k in range(last + 1))]


def draw_travelled(surface: pygame.Surface, rect: pygame.Rect, upto: float) -> None:
    """The road travelled so far (to ``upto``, 0..1 of its length) in gold over the map."""
    if upto > 0:
        _dotted(surface, road_pixels(rect, upto=upto), ROAD_DONE, max(3, rect.h // 120),
                max(8.0, rect.h / 48))


def _dotted(surf, pts, color, width: int, dash: float) -> None:
    acc, on = 0.0, True
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        acc += seg
        if on:
            pygame.draw.line(surf, color, (x0, y0), (x1, y1), width)
        if acc >= dash:
            acc, on = 0.0, not on


def map_surface(size: tuple[int, int], points: tuple) -> pygame.Surface:
    """The drawn world of a ``size`` (w, h) map with cities at ``points`` (map units): sea,
    shallows, coasts, land, hills, the road and a compass rose; cached."""
    return _maps.fetch((tuple(size), tuple(points)), lambda: _draw_map(size, list(points)))


def _draw_map(size, points) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h))
    rect = pygame.Rect(0, 0, w, h)
    surf.fill(SEA)
    for k in range(6):   # a darker sea towards the edges
        pygame.draw.rect(surf, P.lerp(SEA_DEEP, SEA, k / 6), rect.inflate(-k * w // 24, -k * h // 24),
                         max(1, w // 48), border_radius=8)
    _waves(surf, rect)
    lands = _lands(points)
    for grow, col in ((1.35, SHALLOW), (1.1, SAND)):
        for poly in lands:
            pygame.draw.polygon(surf, col, _scale(poly, rect, grow))
    for poly in lands:
        pygame.draw.polygon(surf, LAND, _scale(poly, rect))
    _hills(surf, rect, lands, points)
    _dotted(surf, road_pixels(rect), ROAD, max(3, h // 120), max(8.0, h / 48))
    # east, between two bends of the road (rows 1 and 2 meet in the west), where no city stands
    _compass(surf, (int(w * 0.958), int(h * (ROAD_TOP + 1.5 * ROW_GAP))),
             max(7, min(int(h * 0.05), int(w * 0.03))))
    pygame.draw.rect(surf, P.GOLD_DARK, rect, max(2, w // 400))
    return surf


def wrap_cut(s: str, width: int, px: int, most: int) -> list[str]:
    """``s`` wrapped to ``width`` pixels at ``px`` in at most ``most`` lines (at least 1); when
    it needs more, the last line shown ends in "\u2026" (never cut without one)."""
    rows = wrap(s, width, px)
    most = max(1, most)
    if len(rows) <= most:
        return rows
    last = rows[most - 1].rstrip()
    while measure(last + "\u2026", px)[0] > width and " " in last:
        last = last.rsplit(" ", 1)[0].rstrip()
    return rows[:most - 1] + [last.rstrip(",;:\u00b7 ") + "\u2026"]


# ---------------------------------------------------------------------------- markers
def star(surface: pygame.Surface, center, r: float, filled: bool, outline=P.SHADOW) -> None:
    """A five-pointed star of outer radius ``r``: gold when ``filled``, else dim."""
    cx, cy = center
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * k)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surface, P.GOLD if filled else STAR_OFF, pts)
    pygame.draw.polygon(surface, P.GOLD_LIGHT if filled else outline, pts, 1)


def marker(r: int, status: str, number: int) -> pygame.Surface:
    """A city's marker of radius ``r``: an open city a marble disc with a terracotta rim and
    its number, a locked one grey with a padlock, a damaged one red with a broken rim; cached."""
    return _markers.fetch((r, status, number), lambda: _draw_marker(r, status, number))


def _draw_marker(r: int, status: str, number: int) -> pygame.Surface:
    size = 2 * r + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    pygame.draw.circle(surf, (*P.SHADOW, 150), (c[0] + 1, c[1] + 2), r + 1)
    if status == "damaged":
        pygame.draw.circle(surf, (120, 40, 34), c, r)
        pygame.draw.circle(surf, P.BAD, c, r, max(2, r // 5))
        # a crack across the disc: this city's file is broken
        pts = [(c[0] - r * 0.6, c[1] - r * 0.5), (c[0] - r * 0.1, c[1] - r * 0.05),
               (c[0] - r * 0.3, c[1] + r * 0.15), (c[0] + r * 0.55, c[1] + r * 0.6)]
        pygame.draw.lines(surf, P.SHADOW, False, pts, max(2, r // 5))
        pygame.draw.lines(surf, (250, 200, 180), False, pts, max(1, r // 10))
        return surf
    if status == "locked":
        pygame.draw.circle(surf, (104, 100, 112), c, r)
        pygame.draw.circle(surf, (70, 66, 80), c, r, max(2, r // 5))
        icon = lock_icon(max(6, int(r * 1.2)), (196, 190, 200))
        surf.blit(icon, icon.get_rect(center=c))
        return surf
    pygame.draw.circle(surf, P.MARBLE, c, r)
    pygame.draw.circle(surf, P.TERRACOTTA, c, r, max(2, r // 4))
    img = render(str(number), max(9, int(r * 1.05)), INK, True)
    surf.blit(img, img.get_rect(center=c))
    return surf
