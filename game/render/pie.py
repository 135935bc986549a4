"""Picture Pie wedges: antialiased pie tiles with their motif iconography, stamps and marks.

Geometry follows PP-2: a Monument Site is a circle of 8 octant slots numbered counter-clockwise,
slot 0 centred on East.  Angles here are degrees counter-clockwise from East; on screen (y down) a
point at angle ``a`` and radius ``r`` is ``(cx + r cos a, cy - r sin a)``.

Every tile surface is drawn once at 3x and smooth-scaled down (antialiasing without gfxdraw), then
cached keyed by ``(size, motif, mark, rotation, radius, stamp)``.  A tile surface is a square of side
``2 * (radius + PAD)`` whose centre is the site centre, so a whole site is a stack of blits at the
same spot.

Colour-blind safe (rulebook 1.3): while ``access.patterns()`` is on (the ``patterns`` setting,
default on) each motif has its own border pattern along the arc edge (Marble laurel wreath,
Terracotta bricks, Water waves, Flora leaf vines, Lapis crowns) and its own texture over the
wedge (Marble veins, Terracotta brick courses, Water wave lines, Flora leaf strokes, Lapis
crosses),
strongest on small tiles where the border is thin; each tile carries its fraction stamp (1/2,
1/4, 1/8) when there is room for it.  tests/app/test_access_patterns.py checks every pair of
motifs stays apart in greyscale and under three colour-blindness simulations.
"""

from __future__ import annotations

import math

import pygame

from game.render import access
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import font as shell_font

SS = 3          # supersampling factor
PAD = 3         # pixels around the circle so marks can cross the rim
SLOT_DEG = 45.0

MOTIFS = ("marble", "terracotta", "water", "flora", "lapis")
#: The smallest glyph (fraction stamp) drawn on a tile, px; tiles too small for it go without
#: (their shape and border pattern still tell them apart).  fonts.MIN_TEXT_PX is for words.
GLYPH_MIN_PX = 10
STAMP_MIN_R = 30          # tiles of this radius and up carry their fraction stamp
STAMP_MIN_R_EIGHTH = 46   # an eighth's stamp needs a larger tile (its wedge is narrow)
INK = (40, 32, 28)
ROAD = (150, 144, 136)
CHANNEL = (60, 150, 230)


def motif_colors() -> dict[str, tuple[int, int, int]]:
    """Motif -> RGB, the rulebook palette (game.render.palette.MOTIF_COLORS)."""
    return {k: tuple(P.MOTIF_COLORS[k])[:3] for k in MOTIFS}


def gold() -> tuple[int, int, int]:
    """The palette's gold as RGB (site rings, Marble/Lapis borders)."""
    return tuple(P.GOLD)[:3]


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The shell's bundled serif (game.render.fonts.font) at ``px`` pixels (at least 6)."""
    return shell_font(max(6, int(px)), bold)


def shade(c, k: float) -> tuple[int, int, int]:
    """Colour ``c`` scaled by ``k`` (k < 1 darker, k > 1 lighter towards white)."""
    if k <= 1:
        return tuple(max(0, int(v * k)) for v in c[:3])
    t = min(1.0, k - 1)
    return tuple(int(v + (255 - v) * t) for v in c[:3])


def polar(cx: float, cy: float, r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return cx + r * math.cos(a), cy - r * math.sin(a)


def arc_points(cx, cy, r, a0, a1, step=3.0):
    n = max(2, int(abs(a1 - a0) / step) + 1)
    return [polar(cx, cy, r, a0 + (a1 - a0) * i / (n - 1)) for i in range(n)]


# --- motif border iconography (drawn at supersampled scale) --------------------------------------

def _band_laurel(s, cx, cy, r0, r1, a0, a1, col):
    """Marble: a laurel wreath, a stem along the arc with paired leaves."""
    rm = (r0 + r1) / 2
    w = max(1, int((r1 - r0) * 0.12))
    pygame.draw.lines(s, col, False, arc_points(cx, cy, rm, a0 + 2, a1 - 2, 2), w)
    n = max(2, int((a1 - a0) / 9))
    leaf = (r1 - r0) * 0.42
    for i in range(n):
        a = a0 + (a1 - a0) * (i + 0.5) / n
        for side, dr in ((1, 1), (-1, -1)):
            base = polar(cx, cy, rm, a)
            tip = polar(cx, cy, rm + dr * leaf, a + 4.5)
            _leaf(s, base, tip, col, (r1 - r0) * 0.16)


def _leaf(s, base, tip, col, half_w):
    bx, by = base
    tx, ty = tip
    dx, dy = tx - bx, ty - by
    ln = math.hypot(dx, dy) or 1
    nx, ny = -dy / ln * half_w, dx / ln * half_w
    mx, my = (bx + tx) / 2, (by + ty) / 2
    pygame.draw.polygon(s, col, [(bx, by), (mx + nx, my + ny), (tx, ty), (mx - nx, my - ny)])


def _band_bricks(s, cx, cy, r0, r1, a0, a1, col):
    """Terracotta: two courses of bricks with staggered joints."""
    w = max(1, int((r1 - r0) * 0.10))
    rm = (r0 + r1) / 2
    for rr in (r0, rm, r1):
        pygame.draw.lines(s, col, False, arc_points(cx, cy, rr, a0, a1, 2), w)
    n = max(2, int((a1 - a0) / 11))
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        pygame.draw.line(s, col, polar(cx, cy, rm, a), polar(cx, cy, r1, a), w)
        if i < n:
            b = a + (a1 - a0) / n / 2
            pygame.draw.line(s, col, polar(cx, cy, r0, b), polar(cx, cy, rm, b), w)


def _band_waves(s, cx, cy, r0, r1, a0, a1, col):
    """Water: two wave lines along the arc."""
    w = max(1, int((r1 - r0) * 0.13))
    amp = (r1 - r0) * 0.16
    for frac in (0.3, 0.72):
        rr = r0 + (r1 - r0) * frac
        pts = []
        steps = max(8, int((a1 - a0) / 1.5))
        for i in range(steps + 1):
            a = a0 + (a1 - a0) * i / steps
            pts.append(polar(cx, cy, rr + amp * math.sin((a - a0) / 11.25 * math.pi), a))
        pygame.draw.lines(s, col, False, pts, w)


def _band_vines(s, cx, cy, r0, r1, a0, a1, col):
    """Flora: a winding vine with leaves at its bends."""
    w = max(1, int((r1 - r0) * 0.10))
    rm = (r0 + r1) / 2
    amp = (r1 - r0) * 0.22
    steps = max(8, int((a1 - a0) / 1.5))
    pts = []
    for i in range(steps + 1):
        a = a0 + (a1 - a0) * i / steps
        pts.append(polar(cx, cy, rm + amp * math.sin((a - a0) / 15 * math.pi), a))
    pygame.draw.lines(s, col, False, pts, w)
    n = max(1, int((a1 - a0) / 15))
    for i in range(n):
        a = a0 + 15 * i + 7.5
        sign = 1 if i % 2 == 0 else -1
        base = polar(cx, cy, rm + sign * amp, a)
        tip = polar(cx, cy, rm + sign * (amp + (r1 - r0) * 0.35), a + 5 * sign)
        _leaf(s, base, tip, col, (r1 - r0) * 0.17)


def _band_crowns(s, cx, cy, r0, r1, a0, a1, col):
    """Lapis: a row of three-pointed crowns along the arc."""
    n = max(1, int(round((a1 - a0) / 22.5)))
    h = (r1 - r0)
    for i in range(n):
        am = a0 + (a1 - a0) * (i + 0.5) / n
        half = (a1 - a0) / n * 0.32
        base_r = r0 + h * 0.12
        top_r = r0 + h * 0.92
        mid_r = r0 + h * 0.55
        pts = [polar(cx, cy, base_r, am - half), polar(cx, cy, top_r, am - half),
               polar(cx, cy, mid_r, am - half / 2), polar(cx, cy, top_r, am),
               polar(cx, cy, mid_r, am + half / 2), polar(cx, cy, top_r, am + half),
               polar(cx, cy, base_r, am + half)]
        pygame.draw.polygon(s, col, pts)


_BANDS = {"marble": _band_laurel, "terracotta": _band_bricks, "water": _band_waves,
          "flora": _band_vines, "lapis": _band_crowns}


def texture_strength(radius: int) -> float:
    """How strongly a tile's interior texture is drawn (0..1): full up to 24 px tiles (the
    Masonry Yard, the Quarry Wheel, hands), easing to 0.55 on 56 px and larger site tiles, whose
    border pattern is large enough to read on its own."""
    return max(0.55, min(1.0, 1.0 - (radius - 24) * 0.45 / 32))


def _texture(big, motif, c, r_in, a0, a1, size, radius):
    """The motif's texture over the wedge inside radius ``r_in`` (supersampled surface
    ``big``, centre (c, c)), in screen-pixel steps of about a fifth of the tile: Marble thin
    diagonal veins, Terracotta brick courses (arcs with joints), Water wavy lines, Flora light
    leaf strokes the other way, Lapis a grid of small gold crosses."""
    base = motif_colors()[motif]
    p = max(4.0, radius * 0.2) * SS                 # pattern step
    lw = max(SS, int(SS * max(1.0, radius / 26)))   # line width
    tex = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    side = big.get_width()
    col = {"marble": shade(base, 0.62), "terracotta": shade(base, 0.5),
           "water": (236, 246, 255), "flora": shade(base, 1.8),
           "lapis": gold()}[motif]
    ink = (*col, int(255 * texture_strength(radius)))
    if motif in ("marble", "flora"):        # thin veins "/" or leaf strokes "\"
        k, rise = -side, (side * 0.6 if motif == "marble" else -side * 0.8)
        while k < side * 1.8:
            y0, y1 = (side, 0) if motif == "marble" else (0, side)
            pygame.draw.line(tex, ink, (k, y0), (k + abs(rise), y1),
                             max(1, lw - 1) if motif == "marble" else lw)
            k += p * (1.6 if motif == "marble" else 1.1)
    elif motif in ("terracotta", "water"):
        rr = p * 0.9
        while rr < r_in:
            if motif == "terracotta":
                pygame.draw.lines(tex, ink, False, arc_points(c, c, rr, a0, a1, 2), lw)
                n = max(1, int((a1 - a0) * math.pi / 180 * rr / (p * 1.2)))
                off = 0.5 if int(rr / p) % 2 else 0.0
                for i in range(n):
                    a = a0 + (a1 - a0) * (i + off) / n
                    pygame.draw.line(tex, ink, polar(c, c, rr, a), polar(c, c, rr + p, a), lw)
            else:
                steps = max(8, int((a1 - a0) / 2))
                amp = p * 0.22
                pts = [polar(c, c, rr + amp * math.sin(i * math.pi / 2.5), a0 + (a1 - a0) * i
                             / steps) for i in range(steps + 1)]
                pygame.draw.lines(tex, ink, False, pts, lw)
            rr += p
    else:                                   # Lapis: a grid of small gold crosses
        step = p * 1.25
        y = step / 2
        row = 0
        while y < side:
            x = step / 2 + (step / 2 if row % 2 else 0)
            while x < side:
                arm = p * 0.38
                pygame.draw.line(tex, ink, (x - arm, y), (x + arm, y), lw)
                pygame.draw.line(tex, ink, (x, y - arm), (x, y + arm), lw)
                x += step
            y += step
            row += 1
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    if size >= 8:
        pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r_in)
    else:
        pygame.draw.polygon(mask, (255, 255, 255, 255),
                            [(c, c)] + arc_points(c, c, r_in, a0, a1, 2))
    tex.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(tex, (0, 0))


def band_color(motif: str) -> tuple[int, int, int]:
    base = motif_colors()[motif]
    return {"marble": shade(gold(), 0.85), "terracotta": (240, 206, 170),
            "water": (235, 245, 255), "flora": shade(base, 0.3),
            "lapis": gold()}[motif]


# --- marks (PP-3, PP-21) ------------------------------------------------------------------------

def _draw_mark(s, cx, cy, r, a, kind, scale):
    """A road (paved strip with a dashed centre line) or an aqueduct (walled channel with a wave)
    running radially from inside the wedge out across the rim, at angle ``a``."""
    r_in, r_out = r * 0.50, r + PAD * scale * 0.9
    half = max(2.0, r * 0.085)
    ux, uy = math.cos(math.radians(a)), -math.sin(math.radians(a))
    nx, ny = -uy, ux
    def pt(rr, off):
        return cx + ux * rr + nx * off, cy + uy * rr + ny * off
    quad = [pt(r_in, -half), pt(r_out, -half), pt(r_out, half), pt(r_in, half)]
    if kind == "road":
        pygame.draw.polygon(s, ROAD, quad)
        pygame.draw.polygon(s, INK, quad, max(1, int(scale)))
        n = 4
        for i in range(n):
            t0 = r_in + (r_out - r_in) * (i + 0.2) / n
            t1 = r_in + (r_out - r_in) * (i + 0.65) / n
            pygame.draw.line(s, (250, 248, 240), pt(t0, 0), pt(t1, 0), max(1, int(scale)))
    else:
        pygame.draw.polygon(s, CHANNEL, quad)
        wall = max(1, int(scale * 1.2))
        pygame.draw.line(s, (230, 230, 236), pt(r_in, -half), pt(r_out, -half), wall)
        pygame.draw.line(s, (230, 230, 236), pt(r_in, half), pt(r_out, half), wall)
        pts = [pt(r_in + (r_out - r_in) * i / 12, half * 0.45 * math.sin(i * math.pi / 2))
               for i in range(13)]
        pygame.draw.lines(s, (240, 250, 255), False, pts, max(1, int(scale)))


def mark_icon(surface, left: float, cy: float, length: float, kind: str) -> None:
    """A small road or aqueduct strip (as drawn on the tiles, :func:`_draw_mark`) lying
    horizontally from x ``left`` for ``length`` pixels, centred on y ``cy``: the label of a
    marked tile where its word does not fit."""
    r = max(4.0, (length - PAD * 0.9) / 0.5)
    _draw_mark(surface, left - r * 0.5, cy, r, 0, kind, 1)


# --- tile surfaces ------------------------------------------------------------------------------

_CACHE_MAX = 600  # tile surfaces kept (LRU): a few frames' worth at any window size
_cache = DrawCache(_CACHE_MAX)


def _remember(key, surf):
    return _cache.put(key, surf)


def tile_surface(radius: int, size: int, motif: str, rotation: float, mark: str | None = None,
                 stamp: bool = True) -> pygame.Surface:
    """A cached antialiased wedge of ``size`` eighths (1, 2, 4 or 8) of ``motif``.

    ``rotation`` is the angle in degrees (counter-clockwise from East) of the centre of the tile's
    first slot; it is rounded to whole degrees for the cache.  ``mark`` ("road"/"aqueduct"/None) is
    drawn on the first slot (and on slot 4 of a Whole, PP-3).  The surface is a square of side
    ``2 * (radius + PAD)``; blit it so its centre is the site centre.
    """
    rot = int(round(rotation)) % 360
    patterned = access.patterns()
    key = (size, motif, mark, rot, radius, stamp, patterned)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    side = 2 * (radius + PAD)
    big = pygame.Surface((side * SS, side * SS), pygame.SRCALPHA)
    c = side * SS / 2
    r = radius * SS
    base = motif_colors()[motif]
    a0 = rot - SLOT_DEG / 2
    a1 = a0 + size * SLOT_DEG
    if size >= 8:
        pygame.draw.circle(big, base, (c, c), r)
    else:
        pygame.draw.polygon(big, base, [(c, c)] + arc_points(c, c, r, a0, a1, 2))
    # arc-edge band with the motif iconography
    r_band0 = r * 0.70
    band = shade(base, 0.86 if motif != "marble" else 0.94)
    if size >= 8:
        pygame.draw.circle(big, band, (c, c), r)
        pygame.draw.circle(big, base, (c, c), r_band0)
    else:
        pts = arc_points(c, c, r, a0, a1, 2) + arc_points(c, c, r_band0, a1, a0, 2)
        pygame.draw.polygon(big, band, pts)
    if patterned:
        _texture(big, motif, c, r_band0, a0, a1, size, radius)
    if radius >= 9 and patterned:
        _BANDS[motif](big, c, c, r_band0 + r * 0.02, r * 0.97, a0 + 1, a1 - 1, band_color(motif))
    # outline so neighbouring wedges of one motif stay apart
    ow = max(2, int(SS * max(1.0, radius / 60)))
    edge = shade(base, 0.45)
    if size >= 8:
        pygame.draw.circle(big, edge, (c, c), r, ow)
    else:
        pygame.draw.lines(big, edge, True, [(c, c)] + arc_points(c, c, r, a0, a1, 2), ow)
    if mark:
        _draw_mark(big, c, c, r, rot, mark, SS)
        if size >= 8:
            _draw_mark(big, c, c, r, rot + 180, mark, SS)
    surf = pygame.transform.smoothscale(big, (side, side))
    if stamp and radius >= STAMP_MIN_R and (size >= 2 or radius >= STAMP_MIN_R_EIGHTH):
        txt = {1: "1/8", 2: "1/4", 4: "1/2", 8: "1"}[size]
        f = font(max(GLYPH_MIN_PX, int(radius * (0.20 if size > 1 else 0.17))), True)
        col = INK if motif in ("marble",) else (250, 246, 236)
        img = f.render(txt, True, col)
        mid = a0 + size * SLOT_DEG / 2
        dist = radius * (0.40 if size > 1 else 0.46) if size < 8 else 0
        x, y = polar(side / 2, side / 2, dist, mid)
        surf.blit(img, img.get_rect(center=(round(x), round(y))))
    return _remember(key, surf)


def site_base_surface(radius: int, completed: bool = False, highlight=None) -> pygame.Surface:
    """The empty Monument Site: a stone disc with the 8 slot divisions (cached)."""
    key = ("site", radius, completed, highlight)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    side = 2 * (radius + PAD)
    big = pygame.Surface((side * SS, side * SS), pygame.SRCALPHA)
    c = side * SS / 2
    r = radius * SS
    pygame.draw.circle(big, (70, 62, 54), (c, c), r + SS)
    pygame.draw.circle(big, (96, 86, 74), (c, c), r)
    for k in range(8):
        a = k * SLOT_DEG - SLOT_DEG / 2
        pygame.draw.line(big, (118, 106, 92), (c, c), polar(c, c, r, a), max(1, SS))
    pygame.draw.circle(big, (118, 106, 92), (c, c), r * 0.12)
    surf = pygame.transform.smoothscale(big, (side, side))
    return _remember(key, surf)


def site_ring_surface(radius: int, color, width: int = 3) -> pygame.Surface:
    """An antialiased ring just outside a site (completed gold ring, focus ring, refused ring)."""
    key = ("ring", radius, tuple(color), width)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    side = 2 * (radius + PAD + width + 2)
    big = pygame.Surface((side * SS, side * SS), pygame.SRCALPHA)
    c = side * SS / 2
    pygame.draw.circle(big, color, (c, c), (radius + width + 1) * SS, width * SS)
    return _remember(key, pygame.transform.smoothscale(big, (side, side)))


def lock_icon(size: int, color=None) -> pygame.Surface:
    """A small padlock glyph marking a completed (locked) monument (Construction Lock, PP-6)."""
    color = color or gold()
    key = ("lock", size, tuple(color))
    hit = _cache.get(key)
    if hit is not None:
        return hit
    s = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    u = size * SS
    body = pygame.Rect(int(u * 0.18), int(u * 0.45), int(u * 0.64), int(u * 0.48))
    pygame.draw.rect(s, (30, 26, 22), body.inflate(SS * 2, SS * 2), border_radius=SS * 2)
    pygame.draw.rect(s, color, body, border_radius=SS * 2)
    pygame.draw.arc(s, (30, 26, 22), pygame.Rect(int(u * 0.26), int(u * 0.08), int(u * 0.48),
                    int(u * 0.6)), 0, math.pi, int(u * 0.13))
    pygame.draw.arc(s, color, pygame.Rect(int(u * 0.29), int(u * 0.11), int(u * 0.42),
                    int(u * 0.54)), 0, math.pi, int(u * 0.08))
    pygame.draw.circle(s, (30, 26, 22), (u * 0.5, u * 0.66), u * 0.07)
    return _remember(key, pygame.transform.smoothscale(s, (size, size)))


def blit_centered(dest: pygame.Surface, src: pygame.Surface, center, alpha: int | None = None):
    """Blit ``src`` with its centre at ``center``; optional whole-surface alpha (ghost previews)."""
    if alpha is not None:
        src = src.copy()
        src.set_alpha(alpha)
    r = src.get_rect(center=(round(center[0]), round(center[1])))
    dest.blit(src, r)
    return r


def draw_site(dest: pygame.Surface, center, radius: int, tiles, rotation_offset: float = 0.0,
              completed: bool = False, stamp: bool = True):
    """Draw one Monument Site with its tiles.

    ``tiles``: iterable of ``(size, motif, mark, start_slot)``; ``rotation_offset`` degrees are
    added to every tile (the scene's tween while a site turns, PP-6).
    """
    blit_centered(dest, site_base_surface(radius, completed), center)
    for size, motif, mark, start in tiles:
        blit_centered(dest, tile_surface(radius, size, motif, start * SLOT_DEG + rotation_offset,
                                         mark, stamp), center)
    if completed:
        blit_centered(dest, site_ring_surface(radius, gold(), max(2, radius // 18)), center)


def slot_at(center, radius: float, pos) -> int | None:
    """The slot (0..7) under screen point ``pos`` in a site at ``center``, or None outside it."""
    dx, dy = pos[0] - center[0], center[1] - pos[1]
    if dx * dx + dy * dy > (radius * 1.08) ** 2:
        return None
    a = math.degrees(math.atan2(dy, dx)) % 360
    return int(((a + SLOT_DEG / 2) % 360) // SLOT_DEG)


def clear_cache() -> None:
    _cache.clear()
