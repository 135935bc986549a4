"""Where everything on the Senate Wonder Duel table goes (PP-26), from the window size only.

Three columns.  The centre holds the ONE shared capital board, as large as the column allows,
with the live tally above it ("Monuments controlled – Ada: 3 · Livia: 2" and the points that break
a tie) and the status message below it.  Each seat has its own side: seat 1's hand and Masonry
Yard at the bottom of the left column (under the restricted Quarry Wheel), seat 2's at the
bottom of the right column (under the site panel, which details the site under the pointer or
the keyboard focus and explains the markers).  The top bar and the bottom bar (buttons, key
hints) are the Picture Pie table's.

:class:`DuelLayout` is a :class:`~.layout.TableLayout` (every lookup the Picture Pie table's
interaction, ghost and animator use keeps its meaning): the main board is the shared board,
``hand_spots`` / ``yard_spots`` / ``tray`` are the side of the seat to play (the layout is
rebuilt when that seat changes, as the Picture Pie table does), ``others`` holds the other
seat's side (a click on it opens that seat's ledger), and :attr:`sides` both seats' sides.
Sites are spaced 2.5 radii apart so a caption with each seat's share fits under a site when the
board is large enough (:attr:`site_caption`).  Nothing here depends on what the last frame drew.
"""

from __future__ import annotations

import pygame

from game.scenes.picture_pie.layout import HAND_MAX, YARD_MAX, TableLayout

#: distance between neighbouring site centres, in site radii
PITCH = 2.5
#: the wheel's square reaches 1.24 R beyond its centre (the Sundial marker, the Bag pill)
WHEEL_REACH = 1.24


def rim_width(r: int) -> int:
    """Width in px of a controller's rim round a site of radius ``r``."""
    return max(2, r // 11)


def rim_gap(r: int) -> int:
    """Px between a site's edge and its controller's rim (the gold completed ring's room)."""
    return max(2, r // 18) + 1


def rim_reach(r: int) -> int:
    """How far past a site's edge its controller's rim reaches, px."""
    return rim_gap(r) + rim_width(r) + 1


def caption_room(r: int, pitch: float, px: int) -> int:
    """``px`` when a caption of that size fits between a site of radius ``r`` and the site
    below it, ``pitch`` px apart (it may cover the edges of their rims); else 0."""
    return px if pitch - 2 * r >= px + 2 else 0


def caption_point(center, pitch: float) -> tuple[int, int]:
    """Where the share caption of the site centred at ``center`` is centred: half way to the
    site below it (``pitch`` px further down)."""
    return round(center[0]), round(center[1] + pitch / 2)


class DuelLayout(TableLayout):
    """Rects for the Duel table at window ``size`` (w, h), ``main_seat`` the seat to play.

    Fields besides the Picture Pie ones: ``sides`` (seat -> dict: ``rect`` the side panel,
    ``head`` the name rect, ``hand`` / ``yard`` the spots, ``radius``, ``hand_label`` /
    ``yard_label`` legend positions, ``step`` spot spacing), ``tally`` (the rect of the
    controlled-monuments line) and ``tally_points`` (the tie-break line), ``site_panel``
    (the right column's rect above seat 2's side), ``site_caption`` (px of the captions under
    the sites, 0 when they do not fit), ``badge_radius`` (px of a tile's placer marker, 0 when
    the sites are too small)."""

    LEFT_SHARE = 0.27
    RIGHT_SHARE = 0.27

    def __init__(self, size: tuple[int, int], num_seats: int = 2, main_seat: int = 0):
        super().__init__(size, num_seats, main_seat)
        w, _h = self.size
        m, s = self.m, self.s
        body_top, body_bot = self.top.bottom + m, self.hints.top - m // 2
        body_h = body_bot - body_top
        left_w, right_w = int(w * self.LEFT_SHARE), int(w * self.RIGHT_SHARE)
        col_w = min(left_w, right_w)

        # each seat's side: a name block, then the hand (2 spots) over the yard (3 spots)
        sp, cp = self.small_px, self.caption_px
        head_h = 2 * (sp + 3) + 4
        legend = cp + 4
        self.caption_lines = 2 if body_h >= 480 else 1   # a small window: one-line captions
        cap = self.caption_lines * (cp + 2)
        row_need = legend + cap + 15        # a row of spots without the tiles themselves
        tr_min = max(11, int(22 * s))
        side_min = head_h + 2 * row_need + 4 * tr_min + m

        # the restricted Quarry Wheel on top of the left column, leaving the side its room
        self.wheel_radius = R = int(max(36, min((left_w - 2 * m) / 2 / WHEEL_REACH,
                                                (body_h - side_min - m) / 2 / WHEEL_REACH)))
        self.wheel_center = (left_w // 2, body_top + int(R * WHEEL_REACH) + m // 2)
        below = self.wheel_center[1] + int(R * WHEEL_REACH)
        info_h = max(0, min(2 * (sp + 4), body_bot - below - side_min - m))
        self.wheel_info = pygame.Rect(m, below + m // 4, left_w - 2 * m, max(1, info_h))
        side_h = body_bot - (self.wheel_info.bottom + m // 2)
        self.left = pygame.Rect(0, body_top, left_w, self.wheel_info.bottom - body_top)

        inner = col_w - 2 * m
        step = inner / YARD_MAX
        tr = int(max(9, min(step / 2 - 6, (side_h - head_h - 2 * row_need - m) / 4)))
        self.sides: dict[int, dict] = {}
        for seat, x0 in ((0, 0), (1, w - right_w)):
            rect = pygame.Rect(x0 + m // 2, body_bot - side_h, col_w - m, side_h)
            y_hand = rect.y + head_h + legend + tr + 2
            y_yard = y_hand + tr + 9 + cap + 4 + legend + 2 + tr
            xc = rect.centerx
            hand = [(xc + (i - (HAND_MAX - 1) / 2) * step, y_hand) for i in range(HAND_MAX)]
            yard = [(xc + (j - (YARD_MAX - 1) / 2) * step, y_yard) for j in range(YARD_MAX)]
            self.sides[seat] = {
                "rect": rect, "radius": tr, "step": step, "hand": hand, "yard": yard,
                "head": pygame.Rect(rect.x + m, rect.y + 4, rect.w - 2 * m, head_h - 6),
                "hand_label": (rect.x + m, y_hand - tr - legend - 1),
                "yard_label": (rect.x + m, y_yard - tr - legend - 1)}
        me = self.sides[main_seat % 2]
        self.hand_spots, self.yard_spots = me["hand"], me["yard"]
        self.tray_radius, self.tray_step = tr, step
        self.tray = me["rect"]
        self.hand_label, self.yard_label = me["hand_label"], me["yard_label"]
        other = 1 - main_seat % 2
        self.others = {other: {"rect": self.sides[other]["rect"]}}
        self.right = pygame.Rect(w - right_w, body_top, right_w, body_h)
        self.site_panel = pygame.Rect(w - right_w + m // 2, body_top, right_w - m,
                                      self.sides[1]["rect"].y - m // 2 - body_top)

        # the shared board in the centre: the tally above, the status message below
        mid_x, mid_w = left_w, w - left_w - right_w
        self.mid = pygame.Rect(mid_x, body_top, mid_w, body_h)
        fp = self.font_px
        tally_h, points_h = fp + 6, sp + 4
        col_h = cp + 3 + m // 2
        msg_h = self.message_lines * self.line_h + 4
        gutter = self.row_gutter
        fixed = tally_h + points_h + col_h + msg_h + 2 * m
        r = min((mid_w - 2 * m - gutter) / (4 * PITCH), (body_h - fixed) / (3 * PITCH + 0.3))
        self.site_radius = sr = int(max(12, r))
        pitch = sr * PITCH
        bw, bh = int(pitch * 4), int(pitch * 3)
        ring = rim_reach(sr)                   # the controller's rim outside a site
        self.site_caption = caption_room(sr, pitch, cp)
        # the board's image reaches past the grid of sites: the rims of the outer sites and
        # the bottom row's captions
        edge = max(0, ring - int((pitch - 2 * sr) / 2)) + 1
        below = max(edge, self.site_caption // 2 + 3)
        spare = max(0, body_h - fixed - bh - edge - below)
        y = body_top + spare // 3
        self.tally = pygame.Rect(mid_x + m, y, mid_w - 2 * m, tally_h)
        self.tally_points = pygame.Rect(mid_x + m, self.tally.bottom, mid_w - 2 * m, points_h)
        gx = mid_x + (mid_w - bw - gutter) // 2 + gutter
        gy = self.tally_points.bottom + m // 2 + col_h + edge
        self.board = pygame.Rect(gx - edge, gy - edge, bw + 2 * edge, bh + edge + below)
        self.board_head = pygame.Rect(gx - gutter, self.tally_points.bottom, 0, 0)
        self.place_board(gx, gy, pitch)
        self.message = pygame.Rect(mid_x + m, self.board.bottom + m // 2 + 2,
                                   mid_w - 2 * m, msg_h)
        self.badge_radius = max(5, int(sr * 0.13)) if sr >= 20 else 0

    def place_board(self, gx: int, gy: int, pitch: float) -> None:
        """The site centres and the row / column label places of the grid of sites whose
        top-left is (``gx``, ``gy``), ``pitch`` px between site centres."""
        m, cline = self.m, self.caption_px + 3
        top = self.board.y
        self.site_centers = [(gx + pitch * (c + 0.5), gy + pitch * (rr + 0.5))
                             for rr in range(3) for c in range(4)]
        self.column_label_centers = [(gx + pitch * (c + 0.5), top - m // 2 - cline // 2 - 1)
                                     for c in range(4)]
        self.row_label_rects = [pygame.Rect(gx - self.row_gutter, int(gy + pitch * rr),
                                            self.row_gutter - m // 2 - 4, int(pitch))
                                for rr in range(3)]

    # -- the shared board: every seat's sites are the same ones ---------------------------------
    def seat_center(self, site: int, seat: int) -> tuple[float, float]:
        """Centre of ``site`` on the shared board (the same for both seats)."""
        return self.site_centers[site]

    def seat_radius(self, seat: int) -> int:
        """Site radius on the shared board, pixels."""
        return self.site_radius

    def caption_center(self, site: int) -> tuple[int, int]:
        """Where the share caption of ``site`` is centred (:func:`caption_point`)."""
        return caption_point(self.site_centers[site], self.site_radius * PITCH)

    def all_rects(self) -> list[pygame.Rect]:
        """Every interactive or drawn rect (layout tests check they lie inside the window)."""
        out = super().all_rects()
        out += [side["rect"] for side in self.sides.values()]
        out += [self.site_panel, self.tally, self.tally_points]
        return out

    def side_tray_tiles(self, state, seat: int) -> list[tuple[str, int, tuple]]:
        """[(where, tile id, centre)] of ``seat``'s side: its hand (only on its turn) and its
        yard at their spots (the seat to play: :meth:`tray_tiles`)."""
        if seat == self.main_seat:
            return self.tray_tiles(state, seat)
        side = self.sides[seat]
        return [("yard", tid, side["yard"][j])
                for j, tid in enumerate(state.boards[seat].yard[:len(side["yard"])])]
