"""Drawing the Senate Wonder Duel table (PP-26): the Picture Pie table's top bar, restricted
Quarry Wheel, ghost, status and buttons, around the ONE shared capital board and the two
seats' sides.

Who placed what stays readable with the motif art and without colour: every placed tile has
its placer's colour along its rim and a marker at its middle with the placer's initial, a disc
for seat 1 and a diamond for seat 2 (:func:`seat_badge`).  A completed monument's rim is drawn
in its controller's colour (solid for seat 1, dashed for seat 2) with the controller's marker
on it.  Under each site a caption gives each seat's share ("Ada 3/8 · Livia 1/4") when the
board is large enough; the site panel gives it for the site under the pointer or the focus at
any size.  Above the board the live tally ("Monuments controlled – Ada: 3 · Livia: 2") and the
points that break a tie.

:class:`DuelView` only reads the table, its interaction, animator and
:class:`~.duel_layout.DuelLayout`; what it keeps between frames lives in DrawCaches.
"""

from __future__ import annotations

import pygame

from game.render import palette as P
from game.render import pie, wheel
from game.render.cache import DrawCache
from game.render.fonts import render as render_text
from game.render.fonts import wrap
from game.render.widgets import background, draw_panel, fit_text
from game.scenes.picture_pie.duel_layout import rim_gap, rim_width
from game.scenes.picture_pie.duel_words import (initial, points_line, shares_line,
                                                site_summary, tally_line)
from game.scenes.picture_pie.status import possessive
from game.scenes.picture_pie.view import TableView, _board_image, wrapped

INK = (24, 20, 16)
#: how control works, for the site panel (PP-26), long and short
RULE_LONG = ("A completed monument goes to whoever placed more of it (a tie: whoever completed "
             "it); its rim takes that seat's colour. Most monuments wins the Duel; points "
             "break a tie. Point at a site for its shares.")
RULE_SHORT = ("Whoever placed more of a completed monument controls it (a tie: who completed "
              "it). Most monuments wins.")


def open_words(n: int) -> str:
    """The open sites' count in words: "9 sites are still open.", "1 site is still open."."""
    return f"{n} site{' is' if n == 1 else 's are'} still open."

#: degrees of a dash and of the gap after it on seat 2's controller rim
DASH, GAP = 14.0, 8.0


def seat_color(seat: int):
    return P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]


def seat_badge(surface, center, radius: int, seat: int, letter: str) -> None:
    """``seat``'s marker: a disc (seat 1) or a diamond (seat 2) in the seat's colour with a
    dark edge and the seat's ``letter`` on it; ``radius`` px."""
    x, y = round(center[0]), round(center[1])
    col = seat_color(seat)
    if seat == 0:
        pygame.draw.circle(surface, INK, (x, y), radius + 1)
        pygame.draw.circle(surface, col, (x, y), radius)
    else:
        k = radius + 2
        outer = [(x, y - k - 1), (x + k + 1, y), (x, y + k + 1), (x - k - 1, y)]
        inner = [(x, y - k), (x + k, y), (x, y + k), (x - k, y)]
        pygame.draw.polygon(surface, INK, outer)
        pygame.draw.polygon(surface, col, inner)
    px = max(10, int(radius * 1.35))   # a glyph on a piece: at least 10 px
    img = render_text(letter, px, INK, True)
    surface.blit(img, img.get_rect(center=(x, y + 1)))


def _band(surface, c, r0: float, r1: float, a0: float, a1: float, col) -> None:
    """A ring segment between radii ``r0`` < ``r1`` from ``a0`` to ``a1`` degrees (pie's
    angles: counter-clockwise from East)."""
    pts = pie.arc_points(c[0], c[1], r1, a0, a1, 3) + pie.arc_points(c[0], c[1], r0, a1, a0, 3)
    pygame.draw.polygon(surface, col, pts)
    pygame.draw.aalines(surface, col, True, pts)


def controller_rim(surface, c, r: int, seat: int, letter: str) -> None:
    """The controller's rim of a completed monument: a ring just outside the site's gold ring
    in ``seat``'s colour, solid for seat 1, dashed for seat 2, with the seat's marker on it at
    the lower left."""
    w = rim_width(r)
    r0 = r + rim_gap(r)
    col = seat_color(seat)
    if seat == 0:
        _band(surface, c, r0 - 1, r0 + w + 1, 0, 360, INK)
        _band(surface, c, r0, r0 + w, 0, 360, col)
    else:
        a = 0.0
        while a < 360:
            _band(surface, c, r0 - 1, r0 + w + 1, a, a + DASH, INK)
            _band(surface, c, r0, r0 + w, a + 0.6, a + DASH - 0.6, col)
            a += DASH + GAP
    if r >= 14:
        x, y = pie.polar(c[0], c[1], r0 + w / 2, 225)
        seat_badge(surface, (x, y), max(6, int(r * 0.2)), seat, letter)


def placer_marks(surface, state, site, c, r: int, hidden, letters, badge: int) -> None:
    """Each placed tile's placer (``state.tile_owner``): a band of the seat's colour along the
    wedge's rim and, when ``badge`` px > 0, the seat's marker at the wedge's middle."""
    w = max(2, r // 14)
    for tid, start in site.placed:
        owner = state.tile_owner(tid)
        if owner not in (0, 1) or tid in hidden:
            continue
        size = state.tiles[tid].size
        a0 = start * pie.SLOT_DEG - pie.SLOT_DEG / 2
        a1 = a0 + size * pie.SLOT_DEG
        _band(surface, c, r - w, r, a0 + 1.5, a1 - 1.5, seat_color(owner))
        if badge:
            mid = (a0 + a1) / 2
            x, y = pie.polar(c[0], c[1], r * 0.6, mid)
            seat_badge(surface, (x, y), badge, owner, letters[owner])


def capital_image(state, names, r: int, centers, rect, stamp: bool, hidden, badge: int,
                  caption_px: int = 0, caption_at=None) -> pygame.Surface:
    """The shared board on ``rect``: Picture Pie's sites, locks and links, every tile's placer,
    each completed monument's controller rim (``state.controller``) and, with ``caption_px``,
    each built site's shares under it (``caption_at(site)`` the caption's screen centre)."""
    surf = _board_image(state, state.boards[0], r, centers, rect, stamp, hidden)
    ox, oy = rect.topleft
    letters = [initial(names, s) for s in range(2)]
    built = [i for i, sit in enumerate(state.boards[0].sites) if sit.placed]
    for i in built:
        c = (centers[i][0] - ox, centers[i][1] - oy)
        site = state.boards[0].sites[i]
        placer_marks(surf, state, site, c, r, hidden, letters, badge)
        ctrl = state.controller(i)
        # the controller's rim once the last wedge has landed (as the site's lock)
        if ctrl is not None and not any(tid in hidden for tid, _s in site.placed):
            controller_rim(surf, c, r, ctrl, letters[ctrl])
    if not caption_px or caption_at is None:
        return surf
    room = r * 2.3
    for i in built:   # on top of every rim: a caption may cover the edge of the one below
        shares = state.control_shares(i)
        img = fit_text(shares_line(names, shares), caption_px, P.TEXT, 10_000)
        if img.get_width() > room:
            img = fit_text(shares_line(names, shares, short=True), caption_px, P.TEXT, room)
        x, y = caption_at(i)
        box = img.get_rect(center=(x - ox, y - oy))
        pygame.draw.rect(surf, (*P.SHADOW, 200), box.inflate(8, 0), border_radius=5)
        surf.blit(img, box)
    return surf


class DuelView(TableView):
    """Draws a DuelTable (the Picture Pie view's parts, the shared board and the sides)."""

    def __init__(self, table):
        super().__init__(table)
        self.counts = DrawCache(2)   # state version -> monuments controlled per seat

    def control_counts(self) -> tuple[int, int]:
        tb = self.table
        return self.counts.fetch(tb.version, tb.state.control_counts)

    def background(self, lay) -> pygame.Surface:
        cap = self.table.state.data.yard_capacity
        return self.backgrounds.fetch((lay.key(), cap), lambda: _duel_backdrop(lay, cap))

    def board_title(self, seat: int) -> str:
        return ""   # the tally above the board is its heading

    # ------------------------------------------------------------------ the shared board
    def board_surface(self, seat, r, centers, rect, stamp) -> pygame.Surface:
        """The shared board with placers and controllers (cached by all it shows)."""
        tb = self.table
        st = tb.state
        lay = tb.layout
        hidden = frozenset(tb.animator.hidden)
        names = tuple(tb.names)
        key = ("duel", r, rect.topleft, rect.size, tuple(s.placed for s in st.boards[0].sites),
               hidden, stamp, names, lay.site_caption, lay.badge_radius)
        return self.boards.fetch(key, lambda: capital_image(
            st, names, r, centers, rect, stamp, hidden, lay.badge_radius, lay.site_caption,
            lay.caption_center))

    def draw_main_board(self, surface, lay) -> None:
        """The tally, the shared board (with the ghost, from the Picture Pie view) and the
        site panel."""
        tb = self.table
        names = tb.names
        over = tb.state.is_terminal
        tally = fit_text(tally_line(names, self.control_counts()), lay.font_px, P.GOLD_LIGHT,
                         lay.tally.w, True)
        surface.blit(tally, tally.get_rect(center=lay.tally.center))
        pts = fit_text(points_line(names, self.scores(), over), lay.small_px, P.MUTED,
                       lay.tally_points.w)
        surface.blit(pts, pts.get_rect(center=lay.tally_points.center))
        super().draw_main_board(surface, lay)
        self.draw_site_panel(surface, lay)

    def draw_site_panel(self, surface, lay) -> None:
        """The right column's panel: the site under the pointer or the keyboard focus (its
        shares and controller), else what the markers mean and how control works."""
        tb = self.table
        st = tb.state
        ui = tb.interaction
        box = lay.site_panel
        if box.h < lay.small_px * 3:
            return
        pad = max(6, lay.m)
        x, y = box.x + pad, box.y + pad
        inner = box.w - 2 * pad
        site = ui.ghost_site() if not tb.review_mode or ui.pointer else None
        title = fit_text("The capital", lay.font_px, P.GOLD_LIGHT, inner, True)
        surface.blit(title, (x, y))
        y += title.get_height() + 4
        step = lay.small_px + 3
        if site is not None:
            for k, (line, seat) in enumerate(site_summary(tb.names, st, site)):
                color = P.TEXT if k == 0 else P.MUTED
                dx = 0
                if seat is not None and lay.small_px >= 10:
                    seat_badge(surface, (x + lay.small_px // 2, y + lay.small_px // 2 + 1),
                               max(5, lay.small_px // 2 - 1), seat, initial(tb.names, seat))
                    dx = lay.small_px + 6
                for img in wrapped(line, lay.small_px, color, inner - dx, 3):
                    if y + img.get_height() > box.bottom - pad:
                        return
                    surface.blit(img, (x + dx, y))
                    y += img.get_height()
                y += 2
            return
        for seat in range(2):   # the legend: each seat's marker
            r = max(5, lay.small_px // 2 - 1)
            seat_badge(surface, (x + r + 1, y + step // 2), r, seat, initial(tb.names, seat))
            img = fit_text(f"{possessive(tb.names[seat])} tiles and monuments", lay.small_px,
                           P.TEXT, inner - 2 * r - 8)
            surface.blit(img, (x + 2 * r + 8, y + (step - img.get_height()) // 2))
            y += step + 2
        most = max(1, (box.bottom - pad - y) // (lay.small_px + 2))
        done = sum(1 for s in st.boards[0].sites if s.completed)
        texts = [RULE_LONG, RULE_SHORT]
        if done < 12:
            texts = [f"{t} {open_words(12 - done)}" for t in texts] + texts
        text = next((t for t in texts if len(wrap(t, inner, lay.small_px)) <= most), texts[-1])
        for img in wrapped(text, lay.small_px, P.MUTED, inner, most):
            if y + img.get_height() > box.bottom - pad:
                break
            surface.blit(img, (x, y))
            y += img.get_height()

    # ------------------------------------------------------------------ the seats' sides
    def draw_tray(self, surface, lay) -> None:
        """The side of the seat to play: its name block, hand and yard (the Picture Pie tray:
        focus, chosen tile, captions)."""
        self.draw_side_head(surface, lay, self.table.main_seat)
        super().draw_tray(surface, lay)

    def draw_small_board(self, surface, lay, seat) -> None:
        """The other seat's side (the Picture Pie table's small board's place): its name
        block, its empty hand spots and its whole yard (rulebook 2.9: yards stay visible)."""
        st = self.table.state
        side = lay.sides[seat]
        r = side["radius"]
        self.draw_side_head(surface, lay, seat)
        for spot in side["hand"] + side["yard"]:
            pie.blit_centered(surface, wheel._outline(r), spot)
        hidden = self.table.animator.hidden
        for _where, tid, spot in lay.side_tray_tiles(st, seat):
            if tid in hidden:
                continue
            t = st.tiles[tid]
            wheel.draw_loose_tile(surface, spot, r, t.size, t.motif, t.mark)
            self.draw_tile_caption(surface, lay, spot, t, False)

    def draw_side_head(self, surface, lay, seat: int) -> None:
        """A side's name block: the seat's marker, its name and kind, what it controls and its
        points; the seat to play is framed in gold."""
        tb = self.table
        st = tb.state
        side = lay.sides[seat]
        head = side["head"]
        active = seat == st.current_seat
        r = max(6, lay.small_px // 2 + 1)
        seat_badge(surface, (head.x + r + 1, head.y + lay.small_px // 2 + 3), r, seat,
                   initial(tb.names, seat))
        x = head.x + 2 * r + 8
        name = fit_text(tb.seat_label(seat), lay.small_px, P.TEXT if active else P.MUTED,
                        head.right - x, active)
        surface.blit(name, (x, head.y + 2))
        n = self.control_counts()[seat]
        line = (f"Controls {n} monument{'' if n == 1 else 's'} \u00b7 "
                f"{self.scores()[seat]} points")
        img = fit_text(line, lay.small_px, seat_color(seat), head.right - head.x)
        surface.blit(img, (head.x, head.y + lay.small_px + 6))
        if active and not st.is_terminal:
            pygame.draw.rect(surface, P.GOLD, side["rect"], 2, border_radius=10)


def _duel_backdrop(lay, yard_capacity: int) -> pygame.Surface:
    """The static part of the Duel table: background, the top bar's, the board's, both sides'
    and the site panel's panels, and each side's "Hand" / "Masonry Yard" legends."""
    bg = background(tuple(lay.size)).copy()
    plain = dict(radius=10, shadow=False)
    draw_panel(bg, lay.top.inflate(-lay.m, -lay.m // 2), P.PANEL, P.PANEL_BORDER, **plain)
    draw_panel(bg, lay.board.inflate(lay.m, lay.m), (64, 54, 48), P.GOLD_DARK, radius=14)
    if lay.site_panel.h >= lay.small_px * 3:
        draw_panel(bg, lay.site_panel, P.PANEL, P.PANEL_BORDER, **plain)
    for side in lay.sides.values():
        draw_panel(bg, side["rect"], P.PANEL, P.PANEL_BORDER, **plain)
        for text, pos in (("Hand", side["hand_label"]),
                          (f"Masonry Yard (max {yard_capacity})", side["yard_label"])):
            img = fit_text(text, lay.caption_px, P.MUTED, side["rect"].w - 2 * lay.m)
            bg.blit(img, pos)
    return bg
