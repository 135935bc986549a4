"""The Construction Site of the Akropolis table (issue 9, point 3): its cards with the tiles as
large as a card allows, their stone costs, and the large preview of one tile (the card under the
pointer, or the tile picked with the keyboard or a pad) below the card row.

Drawing only, plus the pure geometry of the preview (computed from the layout's card rects and
the window size, never from the last frame).  Plazas are drawn by game.render.hexdraw as white
marble with their stars in their colour, so a plaza never reads as a district.  Mixed into
AkropolisTable through game.scenes.akropolis.view.TableView.
"""

from __future__ import annotations

import math

import pygame

from game.core.akropolis import placement_hexes
from game.core.hexgrid import Layout
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import font, text, wrap
from game.render.widgets import draw_panel, veil
from game.scenes.akropolis.words import plural

SQRT3 = math.sqrt(3.0)
#: seconds the preview of a tile picked by keyboard or pad stays up
FOCUS_PREVIEW_SECONDS = 3.0


def tile_extent(tile, rotation: int = 0) -> tuple[float, float]:
    """(width, height) of ``tile`` drawn at hex size 1 (a level-1 column's wall included)."""
    lay = Layout(1.0, (0.0, 0.0))
    pts = [lay.to_pixel(q, r) for q, r in placement_hexes(tile, 0, 0, rotation)]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (max(xs) - min(xs) + SQRT3, max(ys) - min(ys) + 2.0 + 0.34)


def blit_tile(surface: pygame.Surface, tile, rotation: int, size: int,
              center: tuple[float, float]) -> None:
    """Draw ``tile``'s hexes (level 1) at hex size ``size`` centred on ``center``."""
    offs = placement_hexes(tile, 0, 0, rotation)
    lay = Layout(size, (0, 0))
    pts = [lay.to_pixel(q, r) for q, r in offs]
    mx = (min(p[0] for p in pts) + max(p[0] for p in pts)) / 2
    my = (min(p[1] for p in pts) + max(p[1] for p in pts)) / 2
    lf = hexdraw.lift(size)
    for (q, r), (kind, color) in sorted(zip(offs, tile.hexes), key=lambda it: (it[0][1], it[0][0])):
        px, py = lay.to_pixel(q, r)
        hexdraw.blit_column(surface, kind, color, 1, size,
                            (center[0] + px - mx, center[1] + py - my + lf / 2))


class SiteCards:
    """Construction Site half of the view: :meth:`_draw_site`, :meth:`site_preview_index`,
    :meth:`site_preview_rect` and the preview's drawing."""

    # ---- geometry (pure)
    def site_tile_size(self) -> int:
        """Hex size (px) of the tiles on the cards: the largest that fits a card above its cost
        row (every tile is a triangle of three hexes, so one size fits them all)."""
        u = self.u
        w1, h1 = tile_extent(self.state.tiles[self.state.site[0]]) if self.state.site else (3.47, 3.84)
        avail_w = self.card_w - 6 * u
        avail_h = self.card_h - 27 * u
        return max(6, int(min(avail_w / w1, avail_h / h1)))

    def site_preview_index(self) -> int | None:
        """The Construction Site position whose tile the large preview shows: the card under
        the pointer, else for FOCUS_PREVIEW_SECONDS the tile just picked with the keyboard or
        a pad (Tab, LB/RB, Enter/A) while it is being placed, until the ghost is moved or
        turned or its spot proposed (:attr:`focus_at`); else None."""
        hp = self.hover_pos
        if hp is not None and self.site_rect.collidepoint(hp):
            for i in range(len(self.shown_site)):
                if self._card_rect(i).collidepoint(hp):
                    return i
            return None
        if self.focus_preview_shown():
            return self.selected
        return None

    def focus_preview_shown(self) -> bool:
        """The preview shows the tile picked by keyboard or pad (not a hovered card)."""
        return self.selected is not None and self.device != "mouse" and self.placing_shown \
            and not self.proposed and self.selected < len(self.shown_site) \
            and self.time - self.focus_at < FOCUS_PREVIEW_SECONDS

    def preview_tile_size(self) -> int:
        """Hex size (px) of the preview: about three times a card's, at least 20 px."""
        return max(20, min(int(44 * self.u), int(self.view_rect.h * 0.16)))

    def site_preview_rect(self, index: int) -> pygame.Rect:
        """Where the preview of the tile at ``index`` goes (see :meth:`site_preview_geometry`)."""
        return self.site_preview_geometry(index)[0]

    def site_preview_geometry(self, index: int) -> tuple[pygame.Rect, int]:
        """(rect, hex size in px) of the preview of the tile at ``index``.  Where the preview of the tile at ``index`` goes (window pixels): under its card,
        inside the city view, for a hovered card; over the side score panel for a tile picked by
        keyboard or pad (its ghost is in the city then: the preview never covers the city, the
        seat tabs, the status line or the current player's score card, :meth:`_preview_room`;
        its tile drawn smaller when the room is short, so the text never meets the art)."""
        u = self.u
        ps = self.preview_tile_size()
        w1, h1 = tile_extent(self.state.tiles[self.shown_site[index]])
        aside = self.focus_preview_shown() and not (
            self.hover_pos is not None and self.site_rect.collidepoint(self.hover_pos))
        area = self.panel_rect.inflate(-int(16 * u), 0) if aside else self.view_rect
        w = min(max(int(w1 * ps + 28 * u), int(250 * u)), area.w - int(16 * u) * (not aside))
        if aside:
            ps = min(ps, int((w - 28 * u) / w1))
        size = self._preview_text_size()
        lines = self._preview_lines(index, w - int(20 * u), size)
        h = int(h1 * ps + 20 * u) + len(lines) * font(size).get_linesize() + int(8 * u)
        if aside:
            top, bottom = self._preview_room()
            text_h = len(lines) * font(size).get_linesize()
            ps = max(8, min(ps, int((bottom - top - text_h - 28 * u) / h1)))
            h = int(h1 * ps + 20 * u) + text_h + int(8 * u)
            return pygame.Rect(area.x, top, w, min(h, bottom - top)), ps
        h = min(h, area.h - int(8 * u))
        card = self._card_rect(index)
        x = max(area.x + int(8 * u), min(card.centerx - w // 2, area.right - w - int(8 * u)))
        return pygame.Rect(x, self.site_rect.bottom - int(4 * u), w, h), ps

    def _preview_room(self) -> tuple[int, int]:
        """(top, bottom) screen y of the side panel's room for the keyboard/pad preview: the
        larger of the parts above and below the current player's score card, so the preview
        never covers that card (its name and score)."""
        u = self.u
        top, bottom = self.round_rect.bottom + int(6 * u), self.H - int(8 * u)
        seat = self.state.current_seat if self.state.current_seat is not None else self.viewed
        if not self.score_rects or seat >= len(self.score_rects):
            return top, bottom
        card = self.score_rects[seat]
        above = (top, card.y - int(6 * u))
        below = (card.bottom + int(6 * u), bottom)
        return max((above, below), key=lambda p: p[1] - p[0])

    def _preview_text_size(self) -> int:
        return max(12, int(16 * self.u))

    def _preview_lines(self, index: int, width: int, size: int) -> list[str]:
        return self._preview_text_cache.fetch(
            (self.version, tuple(self.shown_site), index, width, size),
            lambda: wrap(self.tile_description(index), width, size))

    # ---- drawing
    def _draw_site(self, surface) -> None:
        st = self.state
        u = self.u
        draw_panel(surface, self.site_rect.inflate(-int(8 * u), -int(8 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(12 * u))
        # stacks left
        sr = self.stack_rect
        n = st.stacks_left
        for k in range(min(n, 5)):
            rr = pygame.Rect(0, 0, int(sr.w * 0.62), int(sr.h * 0.42))
            rr.center = (sr.centerx - k * 3, sr.y + sr.h * 0.42 - k * 4)
            draw_panel(surface, rr, P.LAPIS, P.GOLD_DARK, radius=6, border_w=1, shadow=(k == 0))
        text(surface, plural(n, "stack"), (sr.centerx, sr.y + sr.h * 0.72),
             int(16 * u), P.TEXT, "center", bold=True)
        text(surface, "left", (sr.centerx, sr.y + sr.h * 0.88), int(14 * u), P.MUTED, "center")
        seat = st.current_seat
        person = self.is_person(seat)
        affordable = set(st.affordable()) if person else ()   # AK-4: positions it can pay for
        ts = self.site_tile_size()
        clip = surface.get_clip()
        surface.set_clip(self.site_rect.inflate(-int(12 * u), -int(10 * u)).clip(clip))
        for i, tid in enumerate(self.shown_site):
            rect = self._card_rect(i)
            cx, yoff = self.site_x.get(tid, [rect.x, 0.0])
            rect = rect.move(int(cx - rect.x), int(yoff))
            can = person and i in affordable
            sel = self.selected == i
            fill = P.PANEL_LIGHT if sel else P.lerp(P.PANEL, P.BG, 0.3)
            border = P.GOLD_LIGHT if sel else (P.GOLD_DARK if can else P.DISABLED)
            draw_panel(surface, rect, fill, border, radius=int(10 * u), border_w=3 if sel else 1,
                       shadow=True)
            tile_h = rect.h - int(24 * u)
            blit_tile(surface, st.tiles[tid], self.rotation if sel else 0, ts,
                      (rect.centerx, rect.y + int(3 * u) + tile_h / 2))
            self._draw_cost(surface, i, rect, can)
            if person and not can:
                surface.blit(veil(rect.size, (*P.SHADOW, 90)), rect)
            text(surface, str(i + 1), (rect.x + int(7 * u), rect.y + int(4 * u)), int(14 * u),
                 P.TEXT, bold=True)
        surface.set_clip(clip)

    def _draw_cost(self, surface, i: int, rect: pygame.Rect, can: bool) -> None:
        """The card's price: "free", or one stone per stone (AK-4); "unused" after the game."""
        st = self.state
        u = self.u
        cy = rect.bottom - int(13 * u)
        if st.is_terminal:
            text(surface, "unused", (rect.centerx, cy), int(15 * u), P.MUTED, "center")
            return
        cost = st.stone_cost(i)
        if cost == 0:
            text(surface, "free", (rect.centerx, cy), int(15 * u), P.GOOD, "center", bold=True)
            return
        rad = max(3, int(5 * u))
        gap = rad * 2 + 3
        x0 = rect.centerx - gap * (cost - 1) / 2
        for k in range(cost):
            pygame.draw.circle(surface, P.SHADOW, (x0 + k * gap, cy + 1), rad + 1)
            pygame.draw.circle(surface, P.MARBLE_SHADE if can else P.DISABLED, (x0 + k * gap, cy), rad)

    def _draw_site_preview(self, surface) -> None:
        """The large tile under its card or over the score panel (:meth:`site_preview_index`)."""
        i = self.site_preview_index()
        if i is None:
            return
        u = self.u
        r, ps = self.site_preview_geometry(i)
        draw_panel(surface, r, P.LAPIS_DARK, P.GOLD_LIGHT, radius=int(10 * u), border_w=2,
                   shadow=True, alpha=245)
        tile = self.state.tiles[self.shown_site[i]]
        rot = self.rotation if self.selected == i else 0
        h1 = tile_extent(tile, rot)[1]
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip))
        blit_tile(surface, tile, rot, ps, (r.centerx, r.y + int(10 * u) + h1 * ps / 2))
        size = self._preview_text_size()
        y = r.y + int(h1 * ps + 16 * u)
        for line in self._preview_lines(i, r.w - int(20 * u), size):
            text(surface, line, (r.x + int(10 * u), y), size, P.TEXT)
            y += font(size).get_linesize()
        text(surface, str(i + 1), (r.x + int(8 * u), r.y + int(6 * u)), int(16 * u), P.GOLD_LIGHT,
             bold=True)
        surface.set_clip(clip)
