"""Stacked-hex rendering for Akropolis cities: a pseudo-3D, pointy-top view (issue 5).

Each visible position is drawn as one *column*: the top hex (district, plaza or quarry art) raised by
``level * lift(size)`` pixels, above a side wall with one band per level so the stack height can be
counted.  Hexes beneath the top are never drawn: as on the table, they are hidden (AK-7 scores only
the visible tops).  Level is also shown by the top's rim in the level colour (bronze, silver,
gold, ...) and by a badge with the level number on raised hexes; the "height view" floods each
top with its level colour and number (issue 9).  Plazas are white marble with their stars in
their colour (a digit for the count at small sizes), so they never read as districts.

Everything is cached: a column sprite per (kind, colour, level, size, ghost tint) and, in
:class:`CityImage`, the whole city per (city version, size).  Sizes are the discrete zoom buckets of
:data:`ZOOM_SIZES` (hex centre-to-corner in pixels), so sprites are drawn at their exact size and
never rescaled.

Geometry: the ground centre of (q, r) is ``Layout(size, origin).to_pixel(q, r)``; the top face of
a hex at level L is centred ``L * lift`` pixels higher.  Positions are drawn back to front by
(r, q): a column only overlaps columns of smaller r.
"""

from __future__ import annotations

import math
from typing import Iterable, Mapping

import pygame

from game.core.hexgrid import EDGE_DIRECTIONS, Layout, frontier
from game.render import access
from game.render import palette as pal
from game.render.cache import DrawCache
from game.render.fonts import render

SQRT3 = math.sqrt(3.0)

#: hex sizes (centre to corner, px) of the zoom buckets, smallest first
ZOOM_SIZES: tuple[int, ...] = (10, 12, 14, 16, 18, 20, 23, 26, 30, 34, 39, 44, 50, 57, 64, 72)

#: stars on a plaza of each colour (AK-1)
PLAZA_STARS = {"blue": 1, "yellow": 2, "red": 2, "purple": 2, "green": 3}

#: Colour-blind patterns (rulebook 1.3; while ``access.patterns()`` is on): the texture over a
#: district of each colour (and over its plaza's ring) - houses rooflines, market goods,
#: barracks spears, temple columns, garden trellis - and the points of its plaza's stars, so
#: the three two-star plazas differ by shape as well as colour.  Quarries stay plain stone.
DISTRICT_TEXTURE = {"blue": "horizontal", "yellow": "dots", "red": "diagonal",
                    "purple": "vertical", "green": "crosshatch"}
STAR_POINTS = {"blue": 5, "yellow": 6, "red": 4, "purple": 8, "green": 5}

#: top-face outline colour per level (1 = ground), the last one repeats above
LEVEL_OUTLINE: tuple[tuple[int, int, int], ...] = (
    (70, 52, 40),      # 1 bronze-brown
    (222, 226, 236),   # 2 silver
    (246, 200, 70),    # 3 gold
    (255, 128, 72),    # 4 flame
    (255, 96, 210),    # 5+ rose
)

#: hex sizes from which a plaza shows one star per star (below: one star and the count)
STARS_AS_ICONS = 30
#: hex sizes from which a raised top's level badge carries its digit (below: a coloured disc)
BADGE_DIGIT_SIZE = 20   # from here the digit is at least GLYPH_MIN_PX
#: the smallest digit drawn on a hex (px); fonts.MIN_TEXT_PX is the minimum for words
GLYPH_MIN_PX = 10

WALL_LIGHT = (176, 160, 136)   # cardboard edge, lit side
WALL_DARK = (120, 106, 88)     # shaded side
GHOST_OK = pal.GOOD
GHOST_BAD = pal.BAD


def lift(size: int) -> int:
    """Pixels a hex rises per level at hex size ``size``."""
    return max(3, round(size * 0.30))


def level_outline(level: int) -> tuple[int, int, int]:
    return LEVEL_OUTLINE[max(0, min(level, len(LEVEL_OUTLINE)) - 1)]


def base_color(kind: str, color: str | None) -> tuple[int, int, int]:
    if kind == "quarry" or color is None:
        return pal.AK_COLORS["quarry"]
    return pal.AK_COLORS[color]


def _shade(c, f: float):
    """Multiply (f < 1 darker) or lighten towards white (f > 1)."""
    if f <= 1.0:
        return tuple(max(0, min(255, int(v * f))) for v in c[:3])
    t = f - 1.0
    return tuple(int(v + (255 - v) * t) for v in c[:3])


def hex_points(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    """Corners of a pointy-top hex, from the top corner clockwise (screen y down)."""
    return [(cx + s * math.cos(math.radians(60 * i - 90)), cy + s * math.sin(math.radians(60 * i - 90)))
            for i in range(6)]


def star_points(cx: float, cy: float, r: float, points: int = 5) -> list[tuple[float, float]]:
    """A star of ``points`` points (outer radius ``r``), one point straight up."""
    pts = []
    inner = 0.45 if points <= 5 else 0.55 if points <= 6 else 0.62
    if points == 4:
        inner = 0.38
    for i in range(2 * points):
        rad = r if i % 2 == 0 else r * inner
        a = math.radians(-90 + 180 / points * i)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


def star_style(color: str | None) -> int:
    """The points of a plaza's stars: its colour's (:data:`STAR_POINTS`) while patterns are
    on, else 5."""
    return STAR_POINTS.get(color or "", 5) if access.patterns() else 5


def district_texture(surf: pygame.Surface, color: str | None, poly, s: float,
                     base) -> None:
    """The district colour's texture (:data:`DISTRICT_TEXTURE`) in dark ink over the polygon
    ``poly`` of a hex of size ``s`` (nothing while patterns are off or for other colours)."""
    style = DISTRICT_TEXTURE.get(color or "")
    if style is None or not access.patterns():
        return
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    box = pygame.Rect(int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3,
                      int(max(ys) - min(ys)) + 3)
    tex = pygame.Surface(box.size, pygame.SRCALPHA)
    ink = (*_shade(base, 0.42), 150 if s < 24 else 110)
    step = max(3.0, s * 0.3)
    lw = 1 if s < 30 else 2
    w, h = box.size
    if style in ("horizontal", "vertical"):
        k = step / 2
        while k < (h if style == "horizontal" else w):
            a, b = ((0, k), (w, k)) if style == "horizontal" else ((k, 0), (k, h))
            pygame.draw.line(tex, ink, a, b, lw)
            k += step
    elif style in ("diagonal", "crosshatch"):
        k = -h
        while k < w + h:
            pygame.draw.line(tex, ink, (k, h), (k + h, 0), lw)
            if style == "crosshatch":
                pygame.draw.line(tex, ink, (k, 0), (k + h, h), lw)
            k += step * (1.0 if style == "diagonal" else 1.4)
    else:
        y, row = step / 2, 0
        while y < h:
            x = step / 2 + (step / 2 if row % 2 else 0)
            while x < w:
                pygame.draw.circle(tex, ink, (x, y), max(1.0, step * 0.2))
                x += step
            y += step
            row += 1
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in poly])
    tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(tex, box)


# ---------------------------------------------------------------------------------------- icons
def _icon(surf: pygame.Surface, kind: str, color: str | None, cx: float, cy: float, s: float,
          base) -> None:
    """Draw the art of one top face centred at (cx, cy) for hex size s."""
    dark = _shade(base, 0.55)
    light = _shade(base, 1.55)
    u = s / 10.0  # art unit
    w = max(1, round(u * 0.6))
    if kind == "quarry":
        # stone blocks
        for (ox, oy, bw, bh) in ((-4.2, -1.5, 4.2, 3.0), (0.6, -2.6, 4.0, 3.2), (-1.8, 1.8, 4.6, 2.8)):
            r = pygame.Rect(round(cx + ox * u), round(cy + oy * u), max(2, round(bw * u)), max(2, round(bh * u)))
            pygame.draw.rect(surf, _shade(base, 1.25), r, border_radius=max(1, round(u * 0.6)))
            pygame.draw.rect(surf, _shade(base, 0.6), r, w, border_radius=max(1, round(u * 0.6)))
        return
    if kind == "plaza":
        _plaza_emblem(surf, color, cx, cy, s, base)
        return
    # districts
    if color == "blue":  # houses: two little houses
        for ox, sc in ((-2.6, 1.0), (2.4, 0.85)):
            hx, hy, k = cx + ox * u, cy + 1.0 * u, sc
            body = pygame.Rect(round(hx - 2.0 * u * k), round(hy - 1.2 * u * k), round(4.0 * u * k), round(3.4 * u * k))
            pygame.draw.rect(surf, light, body)
            roof = [(hx - 2.7 * u * k, hy - 1.1 * u * k), (hx, hy - 4.0 * u * k), (hx + 2.7 * u * k, hy - 1.1 * u * k)]
            pygame.draw.polygon(surf, pal.TERRACOTTA, roof)
            pygame.draw.polygon(surf, dark, roof, w)
            pygame.draw.rect(surf, dark, body, w)
            door = pygame.Rect(round(hx - 0.6 * u * k), round(hy + 0.6 * u * k), max(1, round(1.2 * u * k)), max(1, round(1.6 * u * k)))
            pygame.draw.rect(surf, dark, door)
    elif color == "yellow":  # market stall with a striped awning
        top = cy - 3.2 * u
        stall = pygame.Rect(round(cx - 3.6 * u), round(cy - 0.4 * u), round(7.2 * u), round(3.4 * u))
        pygame.draw.rect(surf, _shade(base, 0.8), stall)
        pygame.draw.rect(surf, dark, stall, w)
        n = 4
        for i in range(n):
            x0 = cx - 4.2 * u + i * 8.4 * u / n
            x1 = x0 + 8.4 * u / n
            pygame.draw.polygon(surf, pal.MARBLE if i % 2 else pal.BAD,
                                [(x0, cy - 0.4 * u), (x0 + 0.4 * u, top), (x1 - 0.4 * u, top), (x1, cy - 0.4 * u)])
        pygame.draw.polygon(surf, dark, [(cx - 4.2 * u, cy - 0.4 * u), (cx - 3.8 * u, top),
                                          (cx + 3.8 * u, top), (cx + 4.2 * u, cy - 0.4 * u)], w)
        for ox in (-1.8, 0.0, 1.8):  # goods
            pygame.draw.circle(surf, pal.GOLD_LIGHT, (cx + ox * u, cy + 1.2 * u), max(1, 0.8 * u))
    elif color == "red":  # barracks: a crenellated tower with a gate
        tw = 5.0 * u
        body = pygame.Rect(round(cx - tw / 2), round(cy - 2.2 * u), round(tw), round(5.4 * u))
        pygame.draw.rect(surf, light, body)
        for i in range(3):
            m = pygame.Rect(round(cx - tw / 2 + i * tw / 2.5), round(cy - 3.6 * u), max(1, round(tw / 5)), round(1.5 * u))
            pygame.draw.rect(surf, light, m)
            pygame.draw.rect(surf, dark, m, w)
        pygame.draw.rect(surf, dark, body, w)
        gate = pygame.Rect(round(cx - 1.0 * u), round(cy + 0.6 * u), round(2.0 * u), round(2.6 * u))
        pygame.draw.rect(surf, dark, gate, border_top_left_radius=round(u), border_top_right_radius=round(u))
    elif color == "purple":  # temple: pediment, columns, steps
        ped = [(cx - 4.4 * u, cy - 1.6 * u), (cx, cy - 4.2 * u), (cx + 4.4 * u, cy - 1.6 * u)]
        pygame.draw.polygon(surf, pal.MARBLE, ped)
        pygame.draw.polygon(surf, dark, ped, w)
        for ox in (-3.0, -1.0, 1.0, 3.0):
            col = pygame.Rect(round(cx + ox * u - 0.55 * u), round(cy - 1.4 * u), max(1, round(1.1 * u)), round(3.6 * u))
            pygame.draw.rect(surf, pal.MARBLE, col)
        step = pygame.Rect(round(cx - 4.6 * u), round(cy + 2.2 * u), round(9.2 * u), max(1, round(1.2 * u)))
        pygame.draw.rect(surf, pal.MARBLE_SHADE, step)
        pygame.draw.rect(surf, dark, step, w)
    elif color == "green":  # garden: two trees and a hedge
        for ox, oy, rr in ((-2.3, -0.6, 2.4), (2.3, 0.2, 2.0)):
            tx, ty = cx + ox * u, cy + oy * u
            pygame.draw.rect(surf, pal.TERRACOTTA_DARK,
                             pygame.Rect(round(tx - 0.45 * u), round(ty), max(1, round(0.9 * u)), round(3.0 * u)))
            pygame.draw.circle(surf, _shade(base, 1.35), (tx, ty - 0.4 * u), rr * u)
            pygame.draw.circle(surf, dark, (tx, ty - 0.4 * u), rr * u, w)
        pygame.draw.ellipse(surf, _shade(base, 0.75),
                            pygame.Rect(round(cx - 4 * u), round(cy + 2.4 * u), round(8 * u), round(1.6 * u)))


def face_art(surf: pygame.Surface, kind: str, color: str | None, cx: float, cy: float,
             s: float) -> None:
    """The art of one top face (a district's picture, a plaza's stars, a quarry's stones)
    centred at (cx, cy) for hex size ``s``, without the hex itself (card diagrams draw it)."""
    _icon(surf, kind, color, cx, cy, s, base_color(kind, color))


def _digit(surf: pygame.Surface, digit: str, cx: float, cy: float, px: int, color) -> None:
    """A bold number centred at (cx, cy), ``px`` pixels tall, with a 1 px dark halo."""
    halo = render(digit, px, (16, 12, 10) if sum(color) > 380 else (250, 246, 236), bold=True)
    img = render(digit, px, color, bold=True)
    r = img.get_rect(center=(round(cx), round(cy)))
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        surf.blit(halo, r.move(dx, dy))
    surf.blit(img, r)


def _plaza_emblem(surf: pygame.Surface, color: str | None, cx: float, cy: float, s: float,
                  base) -> None:
    """A plaza's face (AK-1): white marble paving inside a ring of its colour, its stars in its
    colour.  From ``STARS_AS_ICONS`` px one star per star; smaller, one big star and the count
    as a digit, so a plaza never reads as a district of its colour and its stars stay legible."""
    dark = _shade(base, 0.45)
    ring = max(2, round(s * 0.14))
    if access.patterns():      # the ring wider, in its district's texture
        ring = max(3, round(s * 0.2))
        pygame.draw.polygon(surf, base, hex_points(cx, cy, s * 0.9))
        district_texture(surf, color, hex_points(cx, cy, s * 0.9), s, base)
        pygame.draw.polygon(surf, pal.MARBLE, hex_points(cx, cy, s * 0.9 - ring))
    else:
        pygame.draw.polygon(surf, pal.MARBLE, hex_points(cx, cy, s * 0.9))
        pygame.draw.polygon(surf, base, hex_points(cx, cy, s * 0.9), ring)
    n = PLAZA_STARS.get(color or "", 1)
    points = star_style(color)
    ow = max(1, round(s * 0.05))
    if s >= STARS_AS_ICONS:
        sr = s * (0.36 if n == 1 else 0.27 if n == 2 else 0.23)
        spots = {1: [(0.0, 0.0)], 2: [(-0.26, 0.0), (0.26, 0.0)],
                 3: [(0.0, -0.22), (-0.26, 0.2), (0.26, 0.2)]}.get(n, [(0.0, 0.0)])
        for ox, oy in spots:
            pts = star_points(cx + ox * s, cy + oy * s, sr, points)
            pygame.draw.polygon(surf, base, pts)
            pygame.draw.polygon(surf, dark, pts, ow)
        return
    pts = star_points(cx - s * 0.2, cy, s * 0.44, points)
    pygame.draw.polygon(surf, base, pts)
    pygame.draw.polygon(surf, dark, pts, ow)
    _digit(surf, str(n), cx + s * 0.36, cy + s * 0.02, max(GLYPH_MIN_PX, round(s * 0.78)), dark)


def dual_half_corners(sides) -> tuple[int, ...]:
    """The indices into :func:`hex_points` of the corners bounding the half of a dual district
    that covers ``sides`` (three consecutive indices of game.core.hexgrid.DIRECTIONS, 0 = east,
    counter-clockwise, may wrap as (5, 0, 1); AK-12): four corners, the first and last on the
    split line.  Direction d lies across edge ``(1 - d) % 6`` (hexgrid.EDGE_DIRECTIONS), edge e
    joining corners e and e + 1."""
    sides = tuple(sides)
    if len(sides) != 3:
        return ()
    a = next((d for d in sides if (d + 1) % 6 in sides and (d + 2) % 6 in sides), sides[0])
    last = (1 - a) % 6            # the edge across direction a; a+1, a+2 lie before it
    return tuple((last - 2 + k) % 6 for k in range(4))


def _dual_face(surf: pygame.Surface, color: str | None, color2: str | None, sides,
               cx: float, cy: float, s: float, icons: bool = True) -> None:
    """A dual district's top face (AK-12): split along its halves, ``color`` over the half
    covering ``sides``, ``color2`` over the other, a seam on the split line and each half's
    district art, smaller, in its half (from 14 px hexes)."""
    pts = hex_points(cx, cy, s)
    half = dual_half_corners(sides)
    if not half:
        pygame.draw.polygon(surf, base_color("district", color), pts)
        return
    other = tuple((half[-1] + k) % 6 for k in range(4))
    for col, corners in ((color, half), (color2, other)):
        poly = [pts[i] for i in corners]
        base = base_color("district", col)
        pygame.draw.polygon(surf, base, poly)
        district_texture(surf, col, poly, s, base)
        if icons and s >= 14:
            mx = sum(p[0] for p in poly) / 4 * 0.62 + cx * 0.38
            my = sum(p[1] for p in poly) / 4 * 0.62 + cy * 0.38
            _icon(surf, "district", col, mx, my, s * 0.5, base)
    pygame.draw.line(surf, (24, 18, 14), pts[half[0]], pts[half[-1]], max(2, round(s / 9)))


def level_badge(surf: pygame.Surface, level: int, cx: float, cy: float, s: float) -> None:
    """The level number of a raised top in a disc of the level colour (bronze, silver, gold,
    ...) just above the face's lower corner; a plain disc below ``BADGE_DIGIT_SIZE``."""
    rad = max(3.0, s * 0.3)
    bx, by = cx, cy + s * 0.6
    col = level_outline(level)
    pygame.draw.circle(surf, (16, 12, 10), (bx, by), rad + max(1, round(s / 16)))
    pygame.draw.circle(surf, col, (bx, by), rad)
    if s >= BADGE_DIGIT_SIZE:
        _digit(surf, str(level), bx, by + 0.5, max(GLYPH_MIN_PX, round(s * 0.5)),
               (16, 12, 10) if sum(col) > 380 else (250, 246, 236))


def height_face(surf: pygame.Surface, level: int, cx: float, cy: float, s: float) -> None:
    """The "height view" face of a top: the level colour over most of the face and the level
    as a big number (the district colour stays as a rim)."""
    col = level_outline(level)
    pygame.draw.polygon(surf, col, hex_points(cx, cy, s * 0.78))
    pygame.draw.polygon(surf, (16, 12, 10), hex_points(cx, cy, s * 0.78), max(1, round(s / 14)))
    if s >= 11:
        _digit(surf, str(level), cx, cy + 0.5, max(GLYPH_MIN_PX, round(s * 0.95)),
               (16, 12, 10) if sum(col) > 380 else (250, 246, 236))


# ------------------------------------------------------------------------------------- sprites
_SPRITES = DrawCache(1500)   # (kind, colour, level, size, ghost) -> sprite; bounded LRU


def column_sprite(kind: str, color: str | None, level: int, size: int,
                  ghost: str | None = None, heights: bool = False,
                  color2: str | None = None, sides: tuple = ()) -> pygame.Surface:
    """Cached sprite of one visible position: top hex at ``level`` over its wall.

    Returned surface has per-pixel alpha; its ground-hex centre is at
    ``(w / 2, size + 1 + level * lift(size))`` (see :func:`column_anchor`).  ``ghost`` "ok"/"bad"
    gives a translucent preview tinted and outlined green/red.  A raised top (level 2 and up)
    carries its level badge (:func:`level_badge`) and a rim of the level colour; ``heights``
    draws the "height view" face instead of the art (:func:`height_face`, every level).  A
    dual district (``kind`` "dual", Athena, AK-12) is drawn split along its halves:
    ``color`` over ``sides``, ``color2`` over the other three (:func:`_dual_face`).
    """
    sides = tuple(sides or ())
    key = (kind, color, level, size, ghost, heights, color2, sides, access.patterns())
    spr = _SPRITES.get(key)
    if spr is not None:
        return spr
    s = size
    lf = lift(s)
    w = int(math.ceil(SQRT3 * s)) + 4
    h = 2 * s + level * lf + 4
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cx = w / 2.0
    top_cy = s + 2
    base = base_color(kind, color)
    # wall, one band per level, ground band at the bottom
    for k in range(1, level + 1):
        y_hi = top_cy + (level - k) * lf           # top face centre of level k
        y_lo = y_hi + lf
        pts = hex_points(cx, y_hi, s)
        lo = hex_points(cx, y_lo, s)
        # pointy-top corners: 1 upper-right, 2 lower-right, 3 bottom, 4 lower-left, 5 upper-left
        if k == level:
            c_l, c_r = _shade(base, 0.78), _shade(base, 0.58)
        else:
            alt = 1.0 if (level - k) % 2 else 0.9
            c_l, c_r = _shade(WALL_LIGHT, alt), _shade(WALL_DARK, alt)
        pygame.draw.polygon(surf, c_r, [pts[1], pts[2], pts[3], lo[3], lo[2], lo[1]])
        pygame.draw.polygon(surf, c_l, [pts[3], pts[4], pts[5], lo[5], lo[4], lo[3]])
        pygame.draw.lines(surf, (40, 32, 26), False, [lo[1], lo[2], lo[3], lo[4], lo[5]], 1)
    # top face
    top = hex_points(cx, top_cy, s)
    face = _shade(base, 1.0 + 0.06 * (level - 1)) if level > 1 else base
    pygame.draw.polygon(surf, face, top)
    if kind == "district" and not heights:
        district_texture(surf, color, top, s, base)
    if kind == "dual":
        _dual_face(surf, color, color2, sides, cx, top_cy, s)
    if heights:
        height_face(surf, level, cx, top_cy, s)
    elif kind != "dual":
        _icon(surf, kind, color, cx, top_cy, s * 0.92, base)
    ow = max(1, round(s / 11)) + (max(1, round(s / 12)) if level >= 2 else 0)
    pygame.draw.polygon(surf, (16, 12, 10) if level >= 2 else level_outline(level), top, ow + 1)
    pygame.draw.polygon(surf, level_outline(level), hex_points(cx, top_cy, s - 0.5), ow)
    if level >= 2 and not heights:
        level_badge(surf, level, cx, top_cy, s)
    if ghost:
        tint = GHOST_OK if ghost == "ok" else GHOST_BAD
        overlay = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(overlay, (*tint, 70), top)
        surf.blit(overlay, (0, 0))
        pygame.draw.polygon(surf, tint, top, max(2, round(s / 8)))
        surf.set_alpha(215)
    _SPRITES.put(key, surf)
    return surf


def column_anchor(size: int, level: int) -> tuple[float, float]:
    """Offset inside :func:`column_sprite` of the ground-hex centre (level 0 plane)."""
    w = int(math.ceil(SQRT3 * size)) + 4
    return (w / 2.0, size + 2 + level * lift(size))


def blit_column(surface: pygame.Surface, kind: str, color: str | None, level: int, size: int,
                ground: tuple[float, float], ghost: str | None = None, dy: float = 0.0,
                heights: bool = False, color2: str | None = None, sides: tuple = ()) -> None:
    """Draw one column whose ground-hex centre is at pixel ``ground`` (``dy``: extra drop
    offset; ``heights``: the height view's face; ``color2``/``sides``: a dual district's
    halves, see :func:`column_sprite`)."""
    spr = column_sprite(kind, color, level, size, ghost, heights, color2, sides)
    ax, ay = column_anchor(size, level)
    surface.blit(spr, (round(ground[0] - ax), round(ground[1] - ay + dy)))


# ------------------------------------------------------------------------------------ the city
class CityImage:
    """The whole city drawn once into a surface; rebuilt only when its contents or size change.

    ``cells``: mapping (q, r) -> object with ``kind``, ``color``, ``level`` (the visible tops).
    ``surface`` covers the city's bounding box plus a margin; ``origin`` is the pixel inside it of
    the ground centre of (0, 0), so the city is blitted at ``camera_origin - origin``.
    """

    MARGIN_HEX = 1.6

    def __init__(self) -> None:
        self._cache = DrawCache(1)   # the last drawn (surface, origin): filling it is not state

    def get(self, cells: Mapping, size: int, version, hidden: Iterable = (),
            show_ground: bool = True, heights: bool = False
            ) -> tuple[pygame.Surface, tuple[float, float]]:
        hidden = frozenset(hidden)
        return self._cache.fetch((version, size, hidden, show_ground, heights),
                                 lambda: render_city(cells, size, hidden, show_ground, heights))


def render_city(cells: Mapping, size: int, hidden: frozenset = frozenset(),
                show_ground: bool = True, heights: bool = False
                ) -> tuple[pygame.Surface, tuple[float, float]]:
    """Draw ``cells`` (minus ``hidden`` positions) into a new surface; see :class:`CityImage`
    (``heights``: the height view, :func:`column_sprite`)."""
    lay = Layout(size, (0.0, 0.0))
    lf = lift(size)
    items = [(pos, c) for pos, c in cells.items() if pos not in hidden]
    pts = [lay.to_pixel(q, r) for (q, r), _ in items] or [(0.0, 0.0)]
    maxl = max([c.level for _, c in items], default=0)
    m = size * CityImage.MARGIN_HEX + 2 * size
    x0 = min(p[0] for p in pts) - m
    x1 = max(p[0] for p in pts) + m
    y0 = min(p[1] for p in pts) - m - maxl * lf
    y1 = max(p[1] for p in pts) + m
    w, h = int(x1 - x0) + 1, int(y1 - y0) + 1
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    ox, oy = -x0, -y0
    if show_ground:
        # faint outlines of the empty ground around the city: where a new tile can go
        for (q, r) in frontier(cells):
            x, y = lay.to_pixel(q, r)
            pygame.draw.polygon(surf, (255, 255, 255, 22), hex_points(x + ox, y + oy - lf, size - 1))
            pygame.draw.polygon(surf, (255, 255, 255, 40), hex_points(x + ox, y + oy - lf, size - 1), 1)
    # soft shadow under the whole city
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    for (q, r), c in items:
        x, y = lay.to_pixel(q, r)
        pygame.draw.polygon(shadow, (0, 0, 0, 70), hex_points(x + ox + size * 0.12, y + oy + size * 0.18, size))
    surf.blit(shadow, (0, 0))
    seam = (24, 18, 14)
    sw = max(2, round(size / 9))
    for (q, r), c in sorted(items, key=lambda it: (it[0][1], it[0][0])):
        x, y = lay.to_pixel(q, r)
        blit_column(surf, c.kind, c.color, c.level, size, (x + ox, y + oy), heights=heights,
                    color2=getattr(c, "color2", None), sides=getattr(c, "sides", ()))
        # thicker seams towards hexes of other tiles at the same level, so tile shapes read;
        # drawn right after the column so that columns in front still cover them
        tid = getattr(c, "tile_id", None)
        if tid is None:
            continue
        top = None
        # edge i of the top face joins corners i and i+1; the neighbour across it
        for i, (dq, dr) in enumerate(EDGE_DIRECTIONS):
            n = cells.get((q + dq, r + dr))
            if n is not None and (q + dq, r + dr) not in hidden and n.level == c.level \
                    and getattr(n, "tile_id", None) != tid:
                if top is None:
                    top = hex_points(x + ox, y + oy - c.level * lf, size)
                pygame.draw.line(surf, seam, top[i], top[(i + 1) % 6], sw)
    return surf, (ox, oy)
