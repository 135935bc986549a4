"""Decorative art drawn by code for the menus: a mosaic pie (Picture Pie) and a three-hex
Akropolis tile.  Drawn at 3x and smooth-scaled (antialiased), cached per size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.render import palette as P

SS = 3
PIE_MOTIFS = ("marble", "terracotta", "terracotta", "water", "flora", "flora", "lapis", "marble")


def _tesserae_sector(surf, cx, cy, r0, r1, a0, a1, base, seed):
    """Fill an annular sector with small jittered tiles (mosaic look)."""
    rings = max(2, int((r1 - r0) / (r1 * 0.085)))
    state = seed
    for k in range(rings):
        ra = r0 + (r1 - r0) * k / rings
        rb = r0 + (r1 - r0) * (k + 1) / rings
        arc = (a1 - a0) * (ra + rb) / 2
        n = max(1, int(arc / ((rb - ra) * 1.1)))
        for j in range(n):
            b0 = a0 + (a1 - a0) * j / n
            b1 = a0 + (a1 - a0) * (j + 1) / n
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            t = ((state >> 8) % 100) / 100
            col = P.lerp(base, (255, 255, 255), 0.12 * t) if t > 0.5 else \
                P.lerp(base, (0, 0, 0), 0.16 * t)
            gap = 0.9 * SS
            ang = gap / max(1.0, ra)            # the same gap between tiles of a ring
            b0, b1 = b0 + ang, b1 - ang
            pts = []
            for a in (b0, b1):
                pts.append((cx + (ra + gap) * math.cos(a), cy - (ra + gap) * math.sin(a)))
            for a in (b1, b0):
                pts.append((cx + (rb - gap) * math.cos(a), cy - (rb - gap) * math.sin(a)))
            # shrink angularly by the gap
            pygame.draw.polygon(surf, col, pts)


@lru_cache(maxsize=8)  # size-keyed art: a few window sizes only
def mosaic_pie(radius: int) -> pygame.Surface:
    """A completed Monument Site in mosaic: 8 octants, a road and an aqueduct, gold rim."""
    d = radius * 2 + 8
    big = pygame.Surface((d * SS, d * SS), pygame.SRCALPHA)
    c = d * SS / 2
    R = radius * SS
    pygame.draw.circle(big, (*P.SHADOW, 140), (c + 2 * SS, c + 4 * SS), R + 3 * SS)
    pygame.draw.circle(big, P.GOLD_DARK, (c, c), R + 2 * SS)
    pygame.draw.circle(big, (40, 30, 30), (c, c), R)
    for i, motif in enumerate(PIE_MOTIFS):
        a0 = math.radians(i * 45 - 22.5)
        a1 = math.radians(i * 45 + 22.5)
        _tesserae_sector(big, c, c, R * 0.16, R * 0.96, a0, a1, P.MOTIF_COLORS[motif], 17 + i)
    # grout lines between octants
    for i in range(8):
        a = math.radians(i * 45 - 22.5)
        pygame.draw.line(big, P.GOLD_DARK, (c + R * 0.16 * math.cos(a), c - R * 0.16 * math.sin(a)),
                         (c + R * math.cos(a), c - R * math.sin(a)), 2 * SS)
    # road (terracotta paving) and aqueduct (water channel) marks across the pie
    pygame.draw.line(big, (120, 96, 80), (c - R * 0.95, c), (c + R * 0.95, c), int(R * 0.07))
    pygame.draw.line(big, P.GOLD_LIGHT, (c - R * 0.95, c), (c + R * 0.95, c), max(1, SS))
    pygame.draw.line(big, P.WATER_DARK, (c, c - R * 0.95), (c, c + R * 0.95), int(R * 0.07))
    pygame.draw.line(big, (150, 210, 250), (c, c - R * 0.95), (c, c + R * 0.95), int(R * 0.025))
    pygame.draw.circle(big, P.GOLD, (c, c), R * 0.16)
    pygame.draw.circle(big, P.GOLD_LIGHT, (c, c), R * 0.10)
    pygame.draw.circle(big, P.GOLD, (c, c), R, 3 * SS)
    return pygame.transform.smoothscale(big, (d, d))


def hex_points(cx, cy, size):
    """Pointy-top hexagon corners around (cx, cy)."""
    return [(cx + size * math.cos(math.radians(60 * k - 30)),
             cy + size * math.sin(math.radians(60 * k - 30))) for k in range(6)]


def _building(big, cx, cy, s, kind):
    """Tiny district glyph: roofs, columns, tower, tree."""
    dark = (30, 24, 40)
    if kind == "blue":  # houses: two roofs
        for dx in (-0.28, 0.22):
            x = cx + dx * s
            pygame.draw.rect(big, P.MARBLE, (x - s * 0.16, cy - s * 0.05, s * 0.32, s * 0.28))
            pygame.draw.polygon(big, P.TERRACOTTA, [(x - s * 0.22, cy - s * 0.05),
                                                    (x, cy - s * 0.28), (x + s * 0.22, cy - s * 0.05)])
    elif kind == "purple":  # temple: pediment and columns
        pygame.draw.polygon(big, P.MARBLE, [(cx - s * 0.45, cy - s * 0.18), (cx, cy - s * 0.42),
                                            (cx + s * 0.45, cy - s * 0.18)])
        for k in range(4):
            x = cx - s * 0.36 + k * s * 0.24
            pygame.draw.rect(big, P.MARBLE, (x - s * 0.04, cy - s * 0.16, s * 0.08, s * 0.42))
        pygame.draw.rect(big, P.MARBLE, (cx - s * 0.45, cy + s * 0.26, s * 0.9, s * 0.08))
    elif kind == "green":  # garden: trees
        for dx, dy in ((-0.25, 0.05), (0.2, -0.08), (0.0, 0.22)):
            pygame.draw.circle(big, P.FLORA_DARK, (cx + dx * s, cy + dy * s), s * 0.17)
            pygame.draw.circle(big, (110, 190, 110), (cx + dx * s - s * 0.04, cy + dy * s - s * 0.05),
                               s * 0.08)
    elif kind == "red":  # barracks: tower
        pygame.draw.rect(big, P.MARBLE_SHADE, (cx - s * 0.2, cy - s * 0.3, s * 0.4, s * 0.6))
        for k in range(3):
            pygame.draw.rect(big, P.MARBLE_SHADE, (cx - s * 0.2 + k * s * 0.15, cy - s * 0.4,
                                                   s * 0.1, s * 0.12))
        pygame.draw.rect(big, dark, (cx - s * 0.06, cy + s * 0.08, s * 0.12, s * 0.22))
    elif kind == "yellow":  # market: awning
        pygame.draw.rect(big, P.MARBLE, (cx - s * 0.3, cy - s * 0.05, s * 0.6, s * 0.3))
        for k in range(4):
            col = P.TERRACOTTA if k % 2 == 0 else P.MARBLE
            pygame.draw.rect(big, col, (cx - s * 0.34 + k * s * 0.17, cy - s * 0.2, s * 0.17, s * 0.15))


@lru_cache(maxsize=8)  # size-keyed art: a few window sizes only
def akropolis_tile(size: int) -> pygame.Surface:
    """A small Akropolis city: ground hexes and a three-hex tile on level 2 (temple, garden,
    house plaza with its star), side faces showing height."""
    hs = size * SS  # hex radius in big pixels
    w = int(hs * 7)
    h = int(hs * 7)
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    root3 = math.sqrt(3)
    ox, oy = w / 2, h / 2
    depth = hs * 0.26

    def centre(q, r, lift=0.0):
        return (ox + hs * root3 * (q + r / 2), oy + hs * 1.5 * r - lift)

    def draw_hex(q, r, fill, lift, kind=None, stars=0):
        x, y = centre(q, r, lift)
        side = P.lerp(fill, (0, 0, 0), 0.45)
        pts = hex_points(x, y, hs * 0.97)
        low = [(px, py + depth) for px, py in pts]
        pygame.draw.polygon(big, (*P.SHADOW, 110), [(px + hs * 0.1, py + depth * 1.8) for px, py in pts])
        pygame.draw.polygon(big, side, low)
        for k in range(6):
            a, b = pts[k], pts[(k + 1) % 6]
            pygame.draw.polygon(big, side, [a, b, (b[0], b[1] + depth), (a[0], a[1] + depth)])
        pygame.draw.polygon(big, fill, pts)
        pygame.draw.polygon(big, P.lerp(fill, (255, 255, 255), 0.35), pts, max(1, SS))
        if kind == "quarry":
            for dx, dy, rr in ((-0.3, 0.1, 0.16), (0.15, -0.2, 0.2), (0.25, 0.25, 0.13)):
                pygame.draw.circle(big, P.lerp(fill, (0, 0, 0), 0.25), (x + dx * hs, y + dy * hs), rr * hs)
        elif kind == "plaza":
            inner = hex_points(x, y, hs * 0.6)
            pygame.draw.polygon(big, P.MARBLE, inner)
            for k in range(stars):
                sx = x + (k - (stars - 1) / 2) * hs * 0.35
                _star(big, sx, y, hs * 0.15, P.GOLD)
        elif kind:
            _building(big, x, y, hs * 0.9, kind)

    # A legal little city (AK-6): a level-2 tile (temple, garden, house plaza) resting on the
    # ground hexes of two tiles, with visible ground districts around it.  Painter's order:
    # back rows first, lower levels first.
    cells = [
        (0, -1, 1, "quarry", "quarry"), (-1, 0, 1, "quarry", "quarry"), (0, 0, 1, "quarry", "quarry"),
        (1, -1, 1, "red", "red"), (1, 0, 1, "quarry", "quarry"), (0, 1, 1, "yellow", "yellow"),
        (-1, 1, 1, "quarry", "quarry"),
        (0, -1, 2, "purple", "purple"), (-1, 0, 2, "green", "green"), (0, 0, 2, "blue", "plaza"),
    ]
    for q, r, level, col, kind in sorted(cells, key=lambda c: (c[1], c[2], c[0])):
        draw_hex(q, r, P.AK_COLORS[col], (level - 1) * (depth * 1.3), kind, stars=1)
    box = big.get_bounding_rect().inflate(2 * SS, 2 * SS).clip(big.get_rect())
    big = big.subsurface(box).copy()
    return pygame.transform.smoothscale(big, (box.w // SS, box.h // SS))


def _star(big, x, y, r, color):
    pts = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * k)
        pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    pygame.draw.polygon(big, color, pts)


def crown(surface: pygame.Surface, center: tuple[int, int], width: int,
          color=P.GOLD) -> None:
    """A laurel-style victor's crown glyph (for Results)."""
    w = width
    cx, cy = center
    big = pygame.Surface((w * SS, w * SS), pygame.SRCALPHA)
    W = w * SS
    pts = [(W * 0.08, W * 0.75), (W * 0.12, W * 0.3), (W * 0.32, W * 0.55), (W * 0.5, W * 0.18),
           (W * 0.68, W * 0.55), (W * 0.88, W * 0.3), (W * 0.92, W * 0.75)]
    pygame.draw.polygon(big, color, pts)
    pygame.draw.rect(big, P.GOLD_DARK, (W * 0.08, W * 0.72, W * 0.84, W * 0.12))
    for x in (0.12, 0.5, 0.88):
        pygame.draw.circle(big, P.GOLD_LIGHT, (W * x, W * (0.3 if x != 0.5 else 0.18)), W * 0.06)
    img = pygame.transform.smoothscale(big, (w, w))
    surface.blit(img, img.get_rect(center=center))
