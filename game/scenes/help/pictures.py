"""The rules reference's pictures, drawn by the games' own renderers from small made-up cells
and tiles (never from a game in play): Picture Pie's sites, wheel and loose tiles
(game.render.pie, game.render.wheel, game.render.ruins, the Duel's controller rim), Akropolis's
tiles and cities (game.render.hexdraw, the Construction Site's tile drawing), an Athena card and
a Pantheon altar (the tables' drawing functions).

``picture(pid, width) -> pygame.Surface``: the picture ``pid`` (an id of :data:`PICTURES`)
``width`` px wide and ``height(pid, width)`` px high, transparent where nothing is drawn;
cached per (id, width) in a bounded DrawCache.  Raises KeyError for an unknown id.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Callable

import pygame

from game import games
from game.core.akropolis import AkropolisState
from game.core.akropolis.city import Cell
from game.core.akropolis.data import TileDef
from game.render import hexdraw, pie, wheel
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, render, wrap
from game.render.ruins import closed_site_surface
from game.scenes.akropolis.athena_art import card_image
from game.scenes.akropolis.pantheon_altars import draw_altar
from game.scenes.akropolis.sitecards import blit_tile
from game.scenes.picture_pie.duel_view import controller_rim
from game.scenes.picture_pie.layout import facing_points

_CACHE = DrawCache(48)
#: the link's colours as the table draws them (road, aqueduct)
LINK_COLOURS = {"road": (255, 236, 160), "aqueduct": (140, 210, 255)}


def _label(surf: pygame.Surface, words: str, center, width: int, px: int, color=P.TEXT) -> None:
    """``words`` centred on ``center``, shrunk to ``width`` px if it must."""
    size = fit_size(words, max(10, width), px)
    img = render(words, size, color)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def _label_px(w: int, h: int) -> int:
    return max(12, min(22, h // 9, w // 24))


# ----------------------------------------------------------------------------- Picture Pie
def _pp_pieces(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    px = _label_px(w, h)
    r = int(min(w / 8.5, (h - px * 2) / 2.4))
    for k, (size, motif, name) in enumerate(((4, "water", "Half"), (2, "terracotta", "Quarter"),
                                             (1, "lapis", "Eighth"))):
        cx = w * (k + 0.5) / 3
        wheel.draw_loose_tile(surf, (cx, h * 0.42), r, size, motif)
        _label(surf, name, (cx, h - px), int(w / 3.2), px)
    return surf


def _pp_motifs(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    px = _label_px(w, h)
    r = int(min(w / 12, (h - px * 2) / 2.4))
    for k, motif in enumerate(pie.MOTIFS):
        cx = w * (k + 0.5) / 5
        wheel.draw_loose_tile(surf, (cx, h * 0.42), r, 2, motif, None)
        _label(surf, motif.title(), (cx, h - px), int(w / 5.3), px)
    return surf


def _site_radius(w: int, h: int, across: int = 1) -> int:
    return int(min(w / (2.6 * across), h / 2.5))


def _pp_site(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = _site_radius(w, h)
    pie.draw_site(surf, (w / 2, h / 2), r, [(4, "water", None, 0), (2, "flora", None, 4)])
    return surf


def _pp_complete(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = _site_radius(w, h)
    c = (w / 2, h / 2)
    pie.draw_site(surf, c, r, [(4, "marble", None, 0), (2, "marble", "road", 4),
                               (2, "marble", None, 6)], completed=True)
    lock = pie.lock_icon(max(10, r // 3))
    surf.blit(lock, lock.get_rect(center=(round(c[0] + r * 0.8), round(c[1] + r * 0.8))))
    return surf


def _pp_rotate(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = _site_radius(w, h, 2)
    tiles = [(4, "terracotta", None, 0), (2, "water", "aqueduct", 4)]
    left, right = (w * 0.27, h / 2), (w * 0.73, h / 2)
    pie.draw_site(surf, left, r, tiles)
    pie.draw_site(surf, right, r, [(s, m, k, start + 1) for s, m, k, start in tiles])
    y = h / 2
    x0, x1 = w * 0.27 + r * 1.15, w * 0.73 - r * 1.15
    pygame.draw.line(surf, P.GOLD, (x0, y), (x1, y), max(2, r // 14))
    pygame.draw.polygon(surf, P.GOLD, [(x1 + 2, y), (x1 - r * 0.2, y - r * 0.14),
                                       (x1 - r * 0.2, y + r * 0.14)])
    _label(surf, "45\u00b0", ((x0 + x1) / 2, y - r * 0.3), int(x1 - x0), _label_px(w, h))
    return surf


def _pp_wheel(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = int(min(w / 2.8, h / 2.7))
    looks = (((4, "water", None), (2, "flora", None)), ((2, "marble", "road"), (1, "lapis", None),
                                                        (1, "terracotta", None)),
             ((4, "lapis", None),), ((2, "terracotta", None), (2, "water", "aqueduct")),
             ((1, "flora", None), (4, "marble", None)), ((2, "lapis", None), (1, "water", None)))
    return _wheel_picture(surf, r, looks, 52)


def _wheel_picture(surf: pygame.Surface, r: int, looks, bag: int) -> pygame.Surface:
    """A Quarry Wheel of radius ``r`` with ``looks`` (per sector, (size, motif, mark) tiles)
    and ``bag`` tiles in the bag, drawn by the table's wheel renderer centred on ``surf``."""
    w, h = surf.get_size()
    tid = iter(range(100))
    sectors = [[(next(tid), s, m, k) for s, m, k in sector] for sector in looks]
    wheel.draw_wheel(surf, (w / 2, h / 2 + r * 0.06), r, sectors, 0.0, 1.0, bag)
    return surf


#: the tiles in the Bag at the Duel's first round (4 sectors of 3 and both setup picks drawn)
DUEL_BAG = 102


def _pp_duel_wheel(w: int, h: int) -> pygame.Surface:
    """The Duel's Quarry Wheel: 4 sectors of 3 tiles (RULES.md "Senate Wonder Duel")."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = int(min(w / 2.8, h / 2.7))
    looks = (((2, "water", None), (1, "flora", None), (4, "lapis", None)),
             ((2, "marble", "road"), (1, "terracotta", None), (4, "flora", None)),
             ((4, "terracotta", None), (1, "lapis", None), (2, "water", "aqueduct")),
             ((1, "marble", None), (2, "flora", None), (4, "water", None)))
    return _wheel_picture(surf, r, looks, DUEL_BAG)


def _pp_yard(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    px = _label_px(w, h)
    box = pygame.Rect(int(w * 0.15), int(h * 0.08), int(w * 0.7), int(h * 0.84) - px)
    pygame.draw.rect(surf, P.PANEL, box, border_radius=10)
    pygame.draw.rect(surf, P.PANEL_BORDER, box, 2, border_radius=10)
    r = int(min(box.w / 8, box.h / 2.6))
    for k, (size, motif) in enumerate(((2, "flora"), (1, "marble"), (1, "lapis"))):
        wheel.draw_loose_tile(surf, (box.x + box.w * (k + 0.5) / 3, box.centery), r, size, motif)
    _label(surf, "Masonry Yard (max 3)", (w / 2, h - px * 0.7), box.w, px, P.MUTED)
    return surf


def _pp_link(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = _site_radius(w, h, 2)
    a, b = (w / 2 - r * 1.12, h / 2), (w / 2 + r * 1.12, h / 2)
    pie.draw_site(surf, a, r, [(4, "marble", "road", 0), (4, "terracotta", None, 4)],
                  completed=True)
    pie.draw_site(surf, b, r, [(4, "marble", "road", 4), (4, "flora", None, 0)], completed=True)
    p0, p1 = facing_points(a, b, r, 0.92)
    pygame.draw.line(surf, LINK_COLOURS["road"], p0, p1, max(2, int(r / 9)))
    return surf


def _pp_row(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = int(min(w / 9.2, h / 2.5))
    fills = ((("water", 4), ("water", 4)), (("terracotta", 4), ("marble", 2), ("marble", 2)),
             (("lapis", 4), ("flora", 4)), (("flora", 2), ("flora", 2), ("flora", 4)))
    for k, fill in enumerate(fills):
        tiles, start = [], 0
        for motif, size in fill:
            tiles.append((size, motif, None, start))
            start += size
        pie.draw_site(surf, (w * (k + 0.5) / 4, h / 2), r, tiles, completed=True)
    return surf


def _pp_duel(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = _site_radius(w, h, 2) * 5 // 6
    for k, (seat, motif) in enumerate(((0, "water"), (1, "terracotta"))):
        c = (w * (0.28 + 0.44 * k), h / 2)
        other = "flora" if seat == 0 else "lapis"
        pie.draw_site(surf, c, r, [(4, motif, None, 0), (2, motif, None, 4), (2, other, None, 6)],
                      completed=True)
        controller_rim(surf, c, r, seat, "AB"[seat])
    return surf


def _pp_codex(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = _site_radius(w, h, 2)
    ruin = closed_site_surface(r)
    surf.blit(ruin, ruin.get_rect(center=(round(w * 0.27), round(h / 2))))
    sectors = [[(0, 4, "lapis", None)], [(1, 2, "water", None), (2, 1, "marble", None)],
               [(3, 2, "flora", None)]]
    wr = int(r * 0.95)
    wheel.draw_wheel(surf, (w * 0.72, h / 2 + wr * 0.08), wr, sectors, 0.0, 1.0, 9)
    return surf


# ----------------------------------------------------------------------------- Akropolis
def _hex_size(w: int, h: int, cols: float, rows: float) -> int:
    """The largest hex size (centre to corner) fitting ``cols`` x ``rows`` hexes in w x h."""
    return max(8, int(min(w / (cols * 1.75), h / (rows * 1.6))))


def _city(surf: pygame.Surface, cells: dict, size: int, center) -> None:
    """``cells`` ((q, r) -> Cell) drawn by the game's city renderer, centred on ``center``."""
    img, _origin = hexdraw.render_city(cells, size, show_ground=False)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def _ak_tile(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    tile = TileDef(0, (("district", "blue"), ("plaza", "yellow"), ("quarry", None)), 2)
    blit_tile(surf, tile, 0, _hex_size(w, h, 2.4, 2.4), (w / 2, h / 2))
    return surf


def _stones(n: int, box) -> pygame.Surface:
    """The game's stones picture ("\u00d7n" beside a stone), as the Athena cards draw it."""
    return card_image(SimpleNamespace(stones=n, diagram=(), layout=()), box)


def _ak_site(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    px = _label_px(w, h)
    tiles = (TileDef(0, (("district", "red"), ("quarry", None), ("district", "green")), 2),
             TileDef(0, (("plaza", "blue"), ("district", "blue"), ("district", "yellow")), 2),
             TileDef(0, (("district", "purple"), ("quarry", None), ("plaza", "red")), 2),
             TileDef(0, (("district", "green"), ("district", "blue"), ("quarry", None)), 2))
    size = _hex_size(w / 4, h - 2 * px, 2.3, 2.6)
    for k, tile in enumerate(tiles):
        cx = w * (k + 0.5) / 4
        pygame.draw.rect(surf, P.PANEL, (cx - w / 8 + 4, 2, w / 4 - 8, h - 4), border_radius=8)
        blit_tile(surf, tile, 0, size, (cx, (h - 2 * px) / 2))
        if k == 0:
            _label(surf, "free", (cx, h - px), int(w / 4.4), px, P.GOOD)
        else:
            img = _stones(k, (int(w / 4.4), int(px * 1.6)))
            surf.blit(img, img.get_rect(center=(round(cx), round(h - px))))
    return surf


def _ak_stack(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cells = {(0, 0): Cell("plaza", "blue", 1, 0), (1, 0): Cell("quarry", None, 1, 0),
             (-1, 1): Cell("district", "green", 1, 1), (0, 1): Cell("district", "red", 1, 1),
             (1, -1): Cell("district", "yellow", 2, 3), (2, -1): Cell("district", "blue", 2, 3),
             (2, 0): Cell("district", "blue", 1, 2), (1, 1): Cell("quarry", None, 1, 2),
             (0, -1): Cell("district", "purple", 3, 4), (-1, 0): Cell("quarry", None, 1, 0)}
    _city(surf, cells, _hex_size(w, h, 5.2, 5.2), (w / 2, h / 2))
    return surf


def _ak_quarry(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    data = games.game_data(AkropolisState.GAME_ID)
    cells = {pos: Cell(kind, color, 1, 0) for pos, (kind, color) in data.starting_tile}
    _city(surf, cells, _hex_size(w * 0.6, h, 3.2, 3.4), (w * 0.34, h / 2))
    img = _stones(3, (int(w * 0.3), int(h * 0.3)))
    surf.blit(img, img.get_rect(center=(round(w * 0.8), round(h / 2))))
    return surf


def _ak_district(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    cells = {(0, 0): Cell("plaza", "blue", 1, 0), (1, 0): Cell("district", "blue", 1, 1),
             (1, -1): Cell("district", "blue", 1, 1), (2, -1): Cell("district", "blue", 2, 2),
             (-1, 1): Cell("quarry", None, 1, 0), (0, 1): Cell("district", "yellow", 1, 3),
             (-1, 0): Cell("district", "green", 1, 3)}
    _city(surf, cells, _hex_size(w, h, 5, 4.6), (w / 2, h / 2))
    return surf


def _ak_athena(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    athena = games.game_data(AkropolisState.GAME_ID).athena
    card = next((c for c in athena.cards if c.diagram), athena.cards[0]) if athena else None
    box = pygame.Rect(0, 0, int(min(w * 0.5, h * 1.2)), int(h * 0.86))
    box.center = (w // 2, h // 2)
    pygame.draw.rect(surf, P.PANEL, box.inflate(8, 8), border_radius=10)
    pygame.draw.rect(surf, P.GOLD_DARK, box.inflate(8, 8), 2, border_radius=10)
    px = _label_px(w, h)
    if card is not None:
        _label(surf, card.name, (box.centerx, box.y + px), box.w - 8, px, P.GOLD_LIGHT)
        small = max(11, px - 3)
        lines = wrap(card.text, box.w - 16, small)[:2]
        img = card_image(card, (box.w - 8, box.h - 2 * px - 8 - len(lines) * (small + 3)))
        surf.blit(img, img.get_rect(midtop=(box.centerx, box.y + 2 * px)))
        for k, line in enumerate(lines):
            _label(surf, line, (box.centerx, box.bottom - (len(lines) - k) * (small + 3)),
                   box.w - 12, small)
    return surf


def _ak_altar(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    size = _hex_size(w, h, 4.4, 3.6)
    cells = {(0, 0): Cell("plaza", "red", 1, 0), (1, 0): Cell("district", "red", 1, 1),
             (-1, 0): Cell("district", "red", 1, 2), (0, 1): Cell("quarry", None, 1, 2),
             (1, -1): Cell("district", "purple", 1, 1)}
    img, (ox, oy) = hexdraw.render_city(cells, size, show_ground=False)
    at = img.get_rect(center=(w // 2, h // 2))
    surf.blit(img, at)
    lf = hexdraw.lift(size)
    draw_altar(surf, "red", (at.x + ox, at.y + oy - lf), size * 1.3, halo=True)
    return surf


#: picture id -> (height / width, maker(width, height))
PICTURES: dict[str, tuple[float, Callable[[int, int], pygame.Surface]]] = {
    "pp-pieces": (0.34, _pp_pieces), "pp-motifs": (0.26, _pp_motifs),
    "pp-site": (0.42, _pp_site), "pp-complete": (0.42, _pp_complete),
    "pp-rotate": (0.36, _pp_rotate), "pp-wheel": (0.62, _pp_wheel),
    "pp-duel-wheel": (0.62, _pp_duel_wheel), "pp-yard": (0.3, _pp_yard),
    "pp-link": (0.36, _pp_link), "pp-row": (0.3, _pp_row), "pp-duel": (0.36, _pp_duel),
    "pp-codex": (0.38, _pp_codex),
    "ak-tile": (0.36, _ak_tile), "ak-site": (0.32, _ak_site), "ak-stack": (0.46, _ak_stack),
    "ak-quarry": (0.36, _ak_quarry), "ak-district": (0.42, _ak_district),
    "ak-athena": (0.42, _ak_athena), "ak-altar": (0.36, _ak_altar),
}


def height(pid: str, width: int) -> int:
    """The height in px of picture ``pid`` drawn ``width`` px wide.  KeyError if unknown."""
    return max(40, int(width * PICTURES[pid][0]))


def picture(pid: str, width: int) -> pygame.Surface:
    """Picture ``pid`` at ``width`` px (see the module doc; cached).  KeyError if unknown."""
    width = max(80, int(width))
    make = PICTURES[pid][1]
    return _CACHE.fetch((pid, width), lambda: make(width, height(pid, width)))
