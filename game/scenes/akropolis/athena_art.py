"""Pictures of the Akropolis Athena expansion (issue 14): a Construction card's layout diagram
drawn by the table's hex renderer, a Mini-tile drawn as it will look in the city, and a statue
part mark.  Drawing only; every picture is cached in a bounded DrawCache.

The diagram (``CardDef.diagram`` from game.core.akropolis athena data) is a tuple of hexes
``(dq, dr, kind, color)`` (optionally a fifth item, the level the card's 3D view asks for),
drawn as the rulebook's symbols ("Anatomy of a Construction Card"):

- ``"district"`` with a colour: a filled hex of that colour with its district art;
- ``"plaza"`` with a colour: a filled star of that colour on a marble hex;
- ``"any"``: any district or quarry, a hexagon outline;
- ``"any-plaza"``: any plaza, a star outline.

Mini-tiles (``MiniDef(index, kind, color, color2)``): a plaza, a district or a dual district,
one hex; a dual is drawn split along its halves (AK-12) as game.render.hexdraw draws it, turned
by ``rotation`` (its first colour over sides rotation, rotation+1, rotation+2; see
game.core.akropolis.athena_city.dual_sides).
"""

from __future__ import annotations

import pygame

from game.core.akropolis.athena_city import dual_sides
from game.core.hexgrid import Layout
from game.render import hexdraw
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import render

_DIAGRAMS = DrawCache(64)
_MINIS = DrawCache(128)

OUTLINE = (236, 226, 204)   # the card's symbol lines: any district, any plaza
CARD_PAPER = (58, 64, 92)   # the diagram's ground (a darker lapis than the panels)


def _hex(entry) -> tuple[int, int, str, str | None, int]:
    """One diagram entry as (dq, dr, kind, colour, level): level 0 when the card gives none."""
    dq, dr, kind, color = entry[0], entry[1], entry[2], entry[3]
    level = int(entry[4]) if len(entry) > 4 and entry[4] else 0
    return int(dq), int(dr), str(kind), color, level


def diagram_size(diagram, box: tuple[int, int]) -> int:
    """The hex size (px, centre to corner) at which ``diagram`` fits ``box`` (w, h), at most
    28 and at least 4."""
    hexes = [_hex(e) for e in diagram] or [(0, 0, "any", None, 0)]
    lay = Layout(1.0, (0.0, 0.0))
    pts = [lay.to_pixel(q, r) for q, r, *_ in hexes]
    w = max(p[0] for p in pts) - min(p[0] for p in pts) + hexdraw.SQRT3
    h = max(p[1] for p in pts) - min(p[1] for p in pts) + 2.0
    return int(max(4, min(28, (box[0] - 4) / w, (box[1] - 4) / h)))


def diagram_image(diagram, box: tuple[int, int]) -> pygame.Surface:
    """The card's layout picture fitted and centred in a transparent surface of ``box``
    (w, h) px; cached per (diagram, box)."""
    key = (tuple(tuple(e) for e in diagram), tuple(box))
    return _DIAGRAMS.fetch(key, lambda: _draw_diagram(key[0], key[1]))


def _draw_diagram(diagram, box) -> pygame.Surface:
    w, h = max(1, int(box[0])), max(1, int(box[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    hexes = [_hex(e) for e in diagram]
    if not hexes:
        return surf
    s = diagram_size(diagram, (w, h))
    lay = Layout(s, (0.0, 0.0))
    pts = [lay.to_pixel(q, r) for q, r, *_ in hexes]
    cx = (max(p[0] for p in pts) + min(p[0] for p in pts)) / 2
    cy = (max(p[1] for p in pts) + min(p[1] for p in pts)) / 2
    ox, oy = w / 2 - cx, h / 2 - cy
    lw = max(1, round(s / 9))
    for (q, r, kind, color, level), (x, y) in sorted(zip(hexes, pts), key=lambda it: (it[0][1], it[0][0])):
        x, y = x + ox, y + oy
        corners = hexdraw.hex_points(x, y, s - 0.5)
        if kind == "district" and color:
            base = hexdraw.base_color("district", color)
            pygame.draw.polygon(surf, base, corners)
            hexdraw.face_art(surf, "district", color, x, y, s * 0.85)
            pygame.draw.polygon(surf, (24, 18, 14), corners, lw)
        elif kind == "plaza" and color:
            base = hexdraw.base_color("plaza", color)
            pygame.draw.polygon(surf, P.MARBLE, corners)
            star = hexdraw.star_points(x, y, s * 0.72)
            pygame.draw.polygon(surf, base, star)
            pygame.draw.polygon(surf, (24, 18, 14), star, max(1, lw - 1))
            pygame.draw.polygon(surf, base, corners, lw)
        elif kind == "any-plaza":
            pygame.draw.polygon(surf, (*CARD_PAPER, 255), corners)
            pygame.draw.polygon(surf, OUTLINE, hexdraw.star_points(x, y, s * 0.72), lw)
            pygame.draw.polygon(surf, OUTLINE, corners, max(1, lw - 1))
        else:   # "any": any district or quarry
            pygame.draw.polygon(surf, (*CARD_PAPER, 255), corners)
            pygame.draw.polygon(surf, OUTLINE, corners, lw + 1)
        if level:
            hexdraw.level_badge(surf, level, x, y - s * 0.25, s)
    return surf


def card_image(card, box: tuple[int, int]) -> pygame.Surface:
    """A Construction card's picture in ``box`` (w, h): its diagram (:func:`diagram_image`), or
    for a card on stones (``card.stones``, Quarry Mine) a stone's quarry hex and the count
    ("\u00d78"); cached."""
    stones = getattr(card, "stones", None)
    if card.diagram or not stones:
        return diagram_image(_with_levels(card), box)
    key = ("stones", int(stones), tuple(box))
    return _DIAGRAMS.fetch(key, lambda: _draw_stones(int(stones), box))


def _with_levels(card) -> tuple:
    """The card's diagram, each hex whose layout hex asks for a level (``level_min`` 2 or
    more, a 3D card) carrying that level as a fifth item (drawn as a level badge)."""
    lows = {(h.dq, h.dr): h.level_min for h in getattr(card, "layout", ())
            if getattr(h, "level_min", 1) > 1}
    return tuple(tuple(e[:4]) + ((lows[(e[0], e[1])],) if (e[0], e[1]) in lows else ())
                 for e in card.diagram)


def _draw_stones(n: int, box) -> pygame.Surface:
    w, h = max(1, int(box[0])), max(1, int(box[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    s = max(4, min(28, int(h / 2.4), int(w / 4)))
    spr = hexdraw.column_sprite("quarry", None, 1, s)
    img = render(f"\u00d7{n}", max(9, int(s * 1.1)), P.TEXT, bold=True)
    total = spr.get_width() + 4 + img.get_width()
    x = (w - total) // 2
    surf.blit(spr, (x, (h - spr.get_height()) // 2))
    surf.blit(img, (x + spr.get_width() + 4, (h - img.get_height()) // 2))
    return surf


def mini_image(mini, size: int, rotation: int = 0, ghost: str | None = None) -> pygame.Surface:
    """A Mini-tile (``MiniDef``: kind "plaza" | "district" | "dual", color, color2) drawn as it
    will look in the city: one column at level 1, hex size ``size`` (px), a dual split along
    its halves at ``rotation`` (game.core.akropolis.athena_city.dual_sides); ``ghost`` "ok"/"bad" tints it as the
    placement ghost.  The column's ground centre is at :func:`game.render.hexdraw.column_anchor`."""
    kind = mini.kind
    sides = dual_sides(rotation) if kind == "dual" else ()
    return hexdraw.column_sprite(kind, mini.color, 1, size, ghost, False,
                                 getattr(mini, "color2", None), sides)


def statue_mark(surface: pygame.Surface, center, size: int, color, held: bool) -> pygame.Rect:
    """A small statue-part mark: a bust on a pedestal in ``color`` (a seat's colour) when
    ``held``, an empty outline when not; ``size`` px tall.  Returns its rect."""
    cx, cy = center
    h = max(6, int(size))
    w = max(5, int(h * 0.7))
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(cx), int(cy))
    head = (r.centerx, r.y + h * 0.22)
    rad = max(2, h * 0.18)
    body = [(r.x + w * 0.2, r.y + h * 0.72), (r.centerx, r.y + h * 0.38),
            (r.right - w * 0.2, r.y + h * 0.72)]
    ped = pygame.Rect(r.x, r.y + int(h * 0.72), w, max(2, h - int(h * 0.72)))
    if held:
        pygame.draw.polygon(surface, color, body)
        pygame.draw.circle(surface, color, head, rad)
        pygame.draw.rect(surface, color, ped)
        pygame.draw.rect(surface, (16, 12, 10), ped, 1)
        pygame.draw.circle(surface, (16, 12, 10), head, rad, 1)
    else:
        pygame.draw.polygon(surface, (*P.MUTED[:3],), body, 1)
        pygame.draw.circle(surface, P.MUTED, head, rad, 1)
        pygame.draw.rect(surface, P.MUTED, ped, 1)
    return r

