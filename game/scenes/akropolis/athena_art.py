"""Pictures of the Akropolis Athena expansion (issue 14): a Construction card's layout diagram
drawn by the table's hex renderer, a Mini-tile drawn as it will look in the city, and a statue
part mark.  Drawing only; every picture is cached in a bounded DrawCache.

The diagram (``CardDef.diagram`` from game.core.akropolis athena data) is a tuple of hexes
``(dq, dr, kind, color)`` (optionally a fifth item, the level the card's 3D view asks for),
drawn as the rulebook's symbols ("Anatomy of a Construction Card"):

- ``"district"`` with a colour: a filled hex of that colour with its district art;
- ``"plaza"`` with a colour: the city's plaza face (game.render.hexdraw: its colour's star
  shape, number of stars and ring texture);
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

PLUS_MIN = 14   # px: a diagram hex this big carries its own "2+" mark, else the card one
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
        elif kind == "plaza" and color:   # the city's plaza face: its colour's stars, texture
            pygame.draw.polygon(surf, P.MARBLE, corners)
            hexdraw.face_art(surf, "plaza", color, x, y, s)
            pygame.draw.polygon(surf, (24, 18, 14), corners, lw)
        elif kind == "any-plaza":
            pygame.draw.polygon(surf, (*CARD_PAPER, 255), corners)
            pygame.draw.polygon(surf, OUTLINE, hexdraw.star_points(x, y, s * 0.72), lw)
            pygame.draw.polygon(surf, OUTLINE, corners, max(1, lw - 1))
        else:   # "any": any district or quarry
            pygame.draw.polygon(surf, (*CARD_PAPER, 255), corners)
            pygame.draw.polygon(surf, OUTLINE, corners, lw + 1)
        if level and s >= PLUS_MIN:
            level_plus(surf, level, x, y + s * 0.5, s)
    levels = sorted({lv for *_, lv in hexes if lv})
    if levels and s < PLUS_MIN:   # small hexes: one mark for the card, beside its hexes
        img = level_plus(pygame.Surface((1, 1)), levels[0], 0, 0, PLUS_MIN)
        x = min(w - img.w / 2 - 1, max(p[0] for p in pts) + ox + s + img.w / 2 + 2)
        y = min(h - img.h / 2 - 1, max(p[1] for p in pts) + oy)
        level_plus(surf, levels[0], x, y, PLUS_MIN)
    return surf


def level_plus(surf: pygame.Surface, level: int, cx: float, cy: float, s: float) -> pygame.Rect:
    """A 3D card's level mark on a diagram hex of size ``s``: "2+" (level ``level`` or
    higher) in a pill of that level's rim colour centred at (cx, cy), readable at any size
    (the words stay at least 8 px).  Returns the pill's rect."""
    col = hexdraw.level_outline(level)
    ink = (16, 12, 10) if sum(col[:3]) > 380 else (250, 246, 236)
    img = render(f"{level}+", max(10, round(s * 0.62)), ink, bold=True)
    pill = img.get_rect().inflate(max(4, round(s * 0.3)), 0)
    pill.center = (round(cx), round(cy))
    pygame.draw.rect(surf, (16, 12, 10), pill.inflate(2, 2), border_radius=pill.h // 2)
    pygame.draw.rect(surf, col, pill, border_radius=pill.h // 2)
    surf.blit(img, img.get_rect(center=pill.center))
    return pill


def card_image(card, box: tuple[int, int]) -> pygame.Surface:
    """A Construction card's picture in ``box`` (w, h): its diagram (:func:`diagram_image`), or
    for a card on stones (``card.stones``, Quarry Mine) the game's stone and the count
    ("\u00d78"); cached."""
    stones = getattr(card, "stones", None)
    if card.diagram or not stones:
        return diagram_image(_with_levels(card), box)
    key = ("stones", int(stones), tuple(box))
    return _DIAGRAMS.fetch(key, lambda: _draw_stones(int(stones), box))


def _with_levels(card) -> tuple:
    """The card's diagram, each hex whose layout hex asks for a level (``level_min`` 2 or
    more, a 3D card) carrying that level as a fifth item (drawn as a "2+" mark).  A card
    counting one layout hex several times (Villa: four houses, ``count``) draws that hex
    ``count`` times: every diagram hex of its kind and colour carries the level."""
    layout = tuple(getattr(card, "layout", ()))
    lows = {(h.dq, h.dr): h.level_min for h in layout if getattr(h, "level_min", 1) > 1}
    if len(layout) == 1 and lows:
        one = layout[0]
        return tuple(tuple(e[:4]) + ((one.level_min,) if (e[2], e[3]) == (one.kind, one.color)
                                     else ()) for e in card.diagram)
    return tuple(tuple(e[:4]) + ((lows[(e[0], e[1])],) if (e[0], e[1]) in lows else ())
                 for e in card.diagram)


def _draw_stones(n: int, box) -> pygame.Surface:
    w, h = max(1, int(box[0])), max(1, int(box[1]))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    # the game's stone: a marble disc with a dark rim (score cards, Construction Site costs)
    s = max(4, min(28, int(h / 2.4), int(w / 4)))
    rad = max(3, int(s * 0.55))
    img = render(f"\u00d7{n}", max(9, int(s * 1.1)), P.TEXT, bold=True)
    total = 2 * rad + 2 + max(3, s // 4) + img.get_width()
    x = (w - total) // 2
    cx, cy = x + rad + 1, h // 2
    pygame.draw.circle(surf, P.SHADOW, (cx, cy + 1), rad + 1)
    pygame.draw.circle(surf, P.MARBLE_SHADE, (cx, cy), rad)
    pygame.draw.circle(surf, P.SHADOW, (cx, cy), rad, 1)
    surf.blit(img, (x + 2 * rad + 2 + max(3, s // 4), (h - img.get_height()) // 2))
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

