"""The Quarry Wheel and the Sundial marker (PP-8, PP-10, PP-13), drawn from plain data.

Angles here follow the rules core's wheel contract: position ``p`` (0..n-1) sits at ``p * 360/n``
degrees clockwise from the top (n sectors: 6 in the Campaign, 4 in the Duel (PP-26), 2..6 in a
Codex city, PP-27).
Sector ``i`` sits at position ``(i + rotation) % n``; the scene
passes a *float* rotation so a turn (PP-10) animates smoothly, and a float Sundial position so the
marker sweeps (Phase 4).

Tiles on the wheel are real wedges (game.render.pie) standing upright in four spots per sector.
:func:`tile_spots` gives the same spots to the scene for hit-testing, so what is drawn and what is
clicked never disagree.  The disc is cached per radius; per frame only the six divider lines, the
active-sector glow, the tile blits and the marker are drawn.
"""

from __future__ import annotations

import math

import pygame

from game.render import pie
from game.render.cache import DrawCache

SECTORS = 6
FRACTION = {4: "1/2", 2: "1/4", 1: "1/8"}
# (radius fraction, angle offset in degrees) of the tile spots in a sector, in the order a
# sector fills: one by the hub, then a row of three along the rim.  With TILE_FRAC no two spots
# of a sector (nor of neighbouring sectors) overlap, and each lies inside its sector: between the
# hub and the rim, clear of the divider lines (tests/app/test_pp_view_points.py checks it).
SPOTS = ((0.48, 0.0), (0.85, 0.0), (0.85, -20.0), (0.85, 20.0))
TILE_FRAC = 0.135
HUB_FRAC = 0.30

STONE = (120, 108, 94)
STONE_DARK = (78, 70, 60)
STONE_LIGHT = (150, 138, 120)
BRASS = (206, 160, 60)
BRASS_DARK = (120, 88, 30)

_disc_cache = DrawCache(400)  # discs, outlines, shadows and labels (LRU, bounded)


def clock_point(cx: float, cy: float, r: float, deg_cw_from_top: float) -> tuple[float, float]:
    """Screen point at radius ``r`` and ``deg`` clockwise from the top (y grows downwards)."""
    a = math.radians(deg_cw_from_top)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def sector_angle(sector: int, rotation: float, n: int = SECTORS) -> float:
    """Degrees clockwise from the top of the centre of ``sector`` when a wheel of ``n``
    sectors is turned by ``rotation`` positions (float while animating)."""
    return ((sector + rotation) % n) * 360.0 / n


def tile_spots(center, radius: float, rotation: float, counts) -> dict[tuple[int, int], tuple]:
    """Centre and radius of each wheel tile: ``{(sector, index): ((x, y), tile_radius)}``.

    ``counts[i]`` is how many tiles sector ``i`` holds: at most ``len(SPOTS)`` (the core's
    ``tiles_per_sector``, PP-8); spots beyond that would wrap inwards and overlap.  There are
    ``len(counts)`` sectors.
    """
    cx, cy = center
    n = len(counts)
    tr = radius * TILE_FRAC
    out = {}
    for s, count in enumerate(counts):
        base = sector_angle(s, rotation, n)
        for k in range(count):
            frac, off = SPOTS[k % len(SPOTS)]
            if k >= len(SPOTS):
                frac -= 0.08 * (k // len(SPOTS))
            out[(s, k)] = (clock_point(cx, cy, radius * frac, base + off), tr)
    return out


def sector_at(center, radius: float, rotation: float, pos, n: int = SECTORS) -> int | None:
    """The sector of a wheel of ``n`` under screen point ``pos`` (outside the hub, inside the
    rim), else None."""
    dx, dy = pos[0] - center[0], pos[1] - center[1]
    d = math.hypot(dx, dy)
    if d > radius or d < radius * HUB_FRAC:
        return None
    deg = math.degrees(math.atan2(dx, -dy)) % 360
    return int(math.floor(deg * n / 360.0 - rotation + 0.5)) % n


def _disc(radius: int) -> pygame.Surface:
    hit = _disc_cache.get(("disc", radius))
    if hit is not None:
        return hit
    ss = pie.SS
    side = 2 * (radius + 4)
    big = pygame.Surface((side * ss, side * ss), pygame.SRCALPHA)
    c = side * ss / 2
    r = radius * ss
    pygame.draw.circle(big, (30, 26, 22, 120), (c + 3 * ss, c + 4 * ss), r + 2 * ss)
    pygame.draw.circle(big, STONE_DARK, (c, c), r + 2 * ss)
    pygame.draw.circle(big, STONE, (c, c), r)
    pygame.draw.circle(big, STONE_LIGHT, (c, c), r, max(1, ss * 2))
    # two-tiered: a lower ring and the hub
    pygame.draw.circle(big, STONE_DARK, (c, c), r * HUB_FRAC + 2 * ss)
    pygame.draw.circle(big, (92, 82, 70), (c, c), r * HUB_FRAC)
    for k in range(36):  # chiselled tick marks on the rim
        a = k * 10
        p0 = clock_point(c, c, r * 0.965, a)
        p1 = clock_point(c, c, r, a)
        pygame.draw.line(big, STONE_DARK, p0, p1, ss)
    surf = pygame.transform.smoothscale(big, (side, side))
    _disc_cache.put(("disc", radius), surf)
    return surf


def draw_wheel(surface: pygame.Surface, center, radius: int, sectors, rotation: float,
               sundial: float, bag_count: int, *, selected=(), focus=None, hidden=(),
               lifted=(), dimmed=(), label_font_px: int | None = None) -> dict:
    """Draw the Quarry Wheel, its tiles and the Sundial marker.

    ``sectors``: one sequence of ``(tile_id, size, motif, mark)`` per sector (6, or 2..6 in a
    Codex city); ``rotation`` and ``sundial``
    are float positions (animated).  ``selected``: tile ids drawn raised with an azure rim and
    a check mark (a small draft being picked; :func:`draw_chosen_mark`), ``focus``: tile id
    with the keyboard focus ring, ``hidden``: ids not drawn (in flight), ``lifted``: ids drawn
    raised, ``dimmed``: ids drawn faded (not draftable now).  Every tile shows its fraction
    stamp (:func:`draw_loose_tile`).  Returns ``{tile_id: ((x, y), r)}`` of the spots.
    """
    cx, cy = center
    disc = _disc(radius)
    surface.blit(disc, disc.get_rect(center=(round(cx), round(cy))))
    # the active sector (the one the Sundial points at) is lit, under the tiles
    n = len(sectors)
    span = 360.0 / n
    ang = (sundial % n) * span
    steps = max(10, int(span / 6))
    pts = [clock_point(cx, cy, radius * HUB_FRAC, ang - span / 2 + span * i / steps)
           for i in range(steps + 1)]
    pts += [clock_point(cx, cy, radius - 2, ang + span / 2 - span * i / steps)
            for i in range(steps + 1)]
    pygame.draw.polygon(surface, (150, 128, 84), pts)
    pygame.draw.aalines(surface, pie.gold(), True, pts)
    # sector dividers turn with the wheel
    for s in range(n):
        a = sector_angle(s, rotation, n) + span / 2
        p0 = clock_point(cx, cy, radius * HUB_FRAC, a)
        p1 = clock_point(cx, cy, radius - 1, a)
        pygame.draw.line(surface, STONE_DARK, p0, p1, 3)
        pygame.draw.aaline(surface, STONE_LIGHT, p0, p1)
    # sector numbers (the rulebook's Sector 1..6) near the hub
    fpx = number_font_px(radius, label_font_px)
    for s in range(n):
        img = _label(str(s + 1), fpx)
        surface.blit(img, img.get_rect(center=number_center(center, radius, rotation, s, n)))
    # tiles
    spots = tile_spots(center, radius, rotation, [len(t) for t in sectors])
    tr = int(radius * TILE_FRAC)
    out = {}
    sel = set(selected)
    up = set(lifted) | sel
    for s, tiles in enumerate(sectors):
        for k, (tid, size, motif, mark) in enumerate(tiles):
            (x, y), _ = spots[(s, k)]
            out[tid] = ((x, y), tr)
            if tid in hidden:
                continue
            draw_loose_tile(surface, (x, y), tr, size, motif, mark, raised=tid in up,
                            alpha=110 if tid in dimmed else None)
            if tid in sel:
                draw_chosen_mark(surface, (x, y - 3), tr)
            if tid == focus:
                ring = pie.site_ring_surface(tr + 3, (255, 240, 190), 2)
                pie.blit_centered(surface, ring, (x, y - (3 if tid in up else 0)))
    draw_sundial(surface, center, radius, sundial, label_font_px, n)
    # the tile bag: a pill in the wheel's upper-left corner, outside the rim, where no sector
    # number, tile or Sundial (hand or marker, at any angle) ever is
    img = bag_label(bag_count, radius)
    pill = bag_label_rect(center, radius, img.get_size())
    pygame.draw.rect(surface, (52, 46, 40), pill, border_radius=6)
    pygame.draw.rect(surface, STONE_LIGHT, pill, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=pill.center))
    return out


def number_font_px(radius: int, label_font_px: int | None = None) -> int:
    """Font size of the sector numbers."""
    return max(10, label_font_px or int(radius * 0.075))   # glyphs: at least 10 px


def number_center(center, radius: int, rotation: float, sector: int, n: int = SECTORS
                  ) -> tuple[int, int]:
    """Screen centre of sector ``sector``'s number (by the hub, turning with the wheel)."""
    p = clock_point(center[0], center[1], radius * (HUB_FRAC - 0.045),
                    sector_angle(sector, rotation, n))
    return round(p[0]), round(p[1])


def needle_reach(radius: int, label_font_px: int | None = None) -> float:
    """How far (px from the centre) the Sundial's hub needle reaches: short of the inner edge
    of the sector number it points at (:func:`number_center`, :func:`number_font_px`)."""
    num = radius * (HUB_FRAC - 0.045)
    return max(radius * 0.12, num - number_font_px(radius, label_font_px) * 0.75 - 2)


def bag_label(bag_count: int, radius: int) -> pygame.Surface:
    """The "Bag N" text (tiles left in the bag, PP-13)."""
    return _label(f"Bag {bag_count}", max(12, int(radius * 0.085)), (245, 236, 214))  # words: 12 px


def bag_label_rect(center, radius: int, text_size) -> pygame.Rect:
    """The Bag pill (text plus padding), its top-left at the corner of the square of side
    2.44 R the Sundial marker reaches (1.22 R): its nearest point to the centre stays beyond
    the marker's reach for any text no wider than the radius."""
    w, h = text_size[0] + 12, text_size[1] + 4
    reach = radius * 1.22
    return pygame.Rect(round(center[0] - reach), round(center[1] - reach), w, h)


CHOSEN = (120, 200, 255)       # azure: "chosen"; gold is kept for the keyboard focus
CHOSEN_DARK = (28, 70, 120)


def draw_chosen_mark(surface, center, r: int) -> None:
    """The "chosen" look of a loose tile (a small draft piece, the tile in hand to place): a
    white-and-azure rim and a check-mark badge at its upper right, unlike the gold focus ring."""
    x, y = center
    pie.blit_centered(surface, pie.site_ring_surface(r + 1, (255, 255, 255), 2), (x, y))
    pie.blit_centered(surface, pie.site_ring_surface(r + 3, CHOSEN, max(2, r // 9)), (x, y))
    br = max(6, int(r * 0.32))
    bx, by = round(x + r * 0.74), round(y - r * 0.74)
    pygame.draw.circle(surface, CHOSEN_DARK, (bx, by), br + 1)
    pygame.draw.circle(surface, CHOSEN, (bx, by), br)
    w = max(2, br // 3)
    pts = [(bx - br * 0.5, by), (bx - br * 0.1, by + br * 0.45), (bx + br * 0.55, by - br * 0.4)]
    pygame.draw.lines(surface, (255, 255, 255), False, pts, w)


STAMP_MIN_R = 9   # smaller tiles (the idle wheel beside the setup picks) show their shape only


def stamp_px(r: int) -> int:
    """Font size of the fraction stamp in the lower half of a loose tile of radius ``r``."""
    return max(10, min(18, int(r * 0.62)))


def stamp_center(center, r: int) -> tuple[int, int]:
    """Centre of a loose tile's fraction stamp: in the empty lower half of its circle."""
    return round(center[0]), round(center[1] + r * 0.47)


def draw_loose_tile(surface, center, r: int, size: int, motif: str, mark=None, raised=False,
                    alpha=None):
    """A tile off the board (wheel, hand, yard): a faint whole-circle outline with the wedge
    standing upright (its arc on top), so its shape reads at a glance, and its fraction
    ("1/2", "1/4", "1/8") stamped in the empty lower half, below the wedge's point."""
    x, y = center
    if raised:
        sh = _shadow(r)
        surface.blit(sh, sh.get_rect(center=(round(x + 2), round(y + 3))))
        y -= 3
    outline = _outline(r)
    surface.blit(outline, outline.get_rect(center=(round(x), round(y))))
    start = 2 - (size - 1) / 2  # centre the wedge on North (slot 2)
    surf = pie.tile_surface(r, size, motif, start * pie.SLOT_DEG, mark, stamp=False)
    out = pie.blit_centered(surface, surf, (x, y), alpha)
    if size < 8 and r >= STAMP_MIN_R:
        px = stamp_px(r)
        img = _label(FRACTION[size], px, (250, 244, 226) if alpha is None else (150, 144, 130))
        ink = _label(FRACTION[size], px, (16, 12, 8))
        c = stamp_center((x, y), r)
        surface.blit(ink, ink.get_rect(center=(c[0] + 1, c[1] + 1)))   # a shadow for contrast
        surface.blit(img, img.get_rect(center=c))
    return out


def _outline(r: int) -> pygame.Surface:
    key = ("outline", r)
    hit = _disc_cache.get(key)
    if hit is None:
        side = 2 * (r + pie.PAD)
        ss = pie.SS
        big = pygame.Surface((side * ss, side * ss), pygame.SRCALPHA)
        pygame.draw.circle(big, (30, 26, 22, 90), (side * ss / 2, side * ss / 2), r * ss)
        pygame.draw.circle(big, (240, 230, 210, 110), (side * ss / 2, side * ss / 2), r * ss,
                           max(1, ss))
        hit = pygame.transform.smoothscale(big, (side, side))
        _disc_cache.put(key, hit)
    return hit


def _shadow(r: int) -> pygame.Surface:
    key = ("shadow", r)
    hit = _disc_cache.get(key)
    if hit is None:
        side = 2 * (r + 4)
        hit = pygame.Surface((side, side), pygame.SRCALPHA)
        pygame.draw.circle(hit, (0, 0, 0, 80), (side / 2, side / 2), r + 1)
        _disc_cache.put(key, hit)
    return hit


def _label(s: str, px: int, color=(236, 226, 200)) -> pygame.Surface:
    key = ("label", s, px, color)
    hit = _disc_cache.get(key)
    if hit is None:
        hit = pie.font(px, True).render(s, True, color)
        _disc_cache.put(key, hit)
    return hit


def draw_sundial(surface, center, radius: int, sundial: float,
                 label_font_px: int | None = None, n: int = SECTORS) -> None:
    """The brass Sundial marker: a gnomon outside the rim pointing at position ``sundial``
    of ``n`` (float while it sweeps, Phase 4)."""
    cx, cy = center
    ang = (sundial % n) * 360.0 / n
    tip = clock_point(cx, cy, radius + 2, ang)
    base_l = clock_point(cx, cy, radius * 1.16, ang - 6.5)
    base_r = clock_point(cx, cy, radius * 1.16, ang + 6.5)
    tail = clock_point(cx, cy, radius * 1.22, ang)
    poly = [tip, base_l, tail, base_r]
    pygame.draw.polygon(surface, BRASS, poly)
    pygame.draw.aalines(surface, BRASS_DARK, True, poly)
    pygame.draw.line(surface, BRASS_DARK, tip, tail, 2)
    # the brass hand over the hub: a needle tapering to a sharp tip at the active sector, with
    # a short blunt tail behind the pivot, so it reads as an arrow pointing outwards
    # it stops short of the sector number it points at, so the number stays readable
    hub_r = needle_reach(radius, label_font_px) / 0.95
    w = max(3.0, radius * 0.035)
    tip = clock_point(cx, cy, hub_r * 0.95, ang)
    head_l = clock_point(cx, cy, math.hypot(hub_r * 0.6, w * 1.8), ang - math.degrees(
        math.atan2(w * 1.8, hub_r * 0.6)))
    head_r = clock_point(cx, cy, math.hypot(hub_r * 0.6, w * 1.8), ang + math.degrees(
        math.atan2(w * 1.8, hub_r * 0.6)))
    neck_l = clock_point(cx, cy, math.hypot(hub_r * 0.6, w * 0.6), ang - math.degrees(
        math.atan2(w * 0.6, hub_r * 0.6)))
    neck_r = clock_point(cx, cy, math.hypot(hub_r * 0.6, w * 0.6), ang + math.degrees(
        math.atan2(w * 0.6, hub_r * 0.6)))
    tail_l = clock_point(cx, cy, math.hypot(hub_r * 0.25, w * 0.6), ang + 180 + math.degrees(
        math.atan2(w * 0.6, hub_r * 0.25)))
    tail_r = clock_point(cx, cy, math.hypot(hub_r * 0.25, w * 0.6), ang + 180 - math.degrees(
        math.atan2(w * 0.6, hub_r * 0.25)))
    needle = [tip, head_r, neck_r, tail_r, tail_l, neck_l, head_l]
    pygame.draw.polygon(surface, BRASS, needle)
    pygame.draw.polygon(surface, BRASS_DARK, needle, 1)
    pin = max(2, int(w * 0.7))
    pygame.draw.circle(surface, BRASS_DARK, (round(cx), round(cy)), pin + 1)
    pygame.draw.circle(surface, BRASS, (round(cx), round(cy)), pin)
