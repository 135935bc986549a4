"""Where everything on the Picture Pie table goes, computed from the window size only.

Three columns: the Quarry Wheel (left), the active seat's Foundation Board with its hand and
Masonry Yard below it (middle), the other seats' boards at a smaller size (right).  A top bar holds
the round, the seats' live scores and the turn stages; a bottom bar holds the buttons, with a line
of key hints above it.  Every rect is inside the window for any size from 640x400 up (tests check
it).

Besides the rects, :class:`TableLayout` answers every geometric question of the table from the
layout and a state (and the wheel's drawn rotation, in sixths of a turn): where a wheel, hand or
yard tile sits, where a ghost snaps, what is under a point (hit-testing), where a caption or the
ghost's score chip goes.  Nothing here depends on what the last frame drew.
"""

from __future__ import annotations

import math

import pygame

from game.render import pie, wheel
from game.render.cache import DrawCache
from game.render.fonts import measure
from game.scenes.picture_pie.words import row_label

BUTTONS = ("take", "wheel_ccw", "wheel_cw", "site_ccw", "site_cw", "store", "undo", "end", "menu")
BUTTON_LABELS = {
    "take": "Take", "wheel_ccw": "Wheel", "wheel_cw": "Wheel", "site_ccw": "Site",
    "site_cw": "Site", "store": "To yard", "undo": "Undo", "end": "End turn", "menu": "Menu",
}
PICK_VARIANTS = (("marble", None), ("marble", "road"), ("terracotta", None), ("water", None),
                 ("water", "aqueduct"), ("flora", None), ("lapis", None))
HAND_MAX = 2
YARD_MAX = 3


class TableLayout:
    """Rects for a table of ``num_seats`` at window ``size`` (w, h).  ``others`` lists the seats
    drawn small (every seat but the one on the main board), in seat order.

    A solo table has no right column: the wheel and the board are centred together.  The main
    board has its heading, column labels ("Site 1".."Site 4") above and row labels ("Row 1"..
    "Row 3") to its left (game.scenes.picture_pie.words); each small board has its Masonry
    Yard beside it at a readable size (rulebook 2.9: yards stay fully visible).

    ``cards``: the Civic Blueprint panel (PP-22, game.scenes.picture_pie.blueprints_panel):
    None (no cards in this game), "strip" (a one-line strip over the small boards, which
    keep the rest of the right column) or "open" (the panel fills the right column, the small
    boards are not shown: ``others`` is empty).  A solo table with cards has a right column
    for them.  ``cards_rect``: the strip or panel (None without cards).
    ``LEFT_SHARE`` / ``RIGHT_SHARE``: the left (wheel) and right columns' shares of the width
    (a mode's layout, e.g. the Duel's, sets its own)."""

    LEFT_SHARE = 0.31
    RIGHT_SHARE = 0.24
    #: lines a hand / yard tile's caption may take
    caption_lines = 2

    def __init__(self, size: tuple[int, int], num_seats: int, main_seat: int = 0,
                 cards: str | None = None):
        w, h = size
        self.size = (w, h)
        self.num_seats, self.main_seat = num_seats, main_seat
        self.cards = cards
        self.s = s = max(0.55, min(w / 1280, h / 720))
        self.m = m = max(6, int(10 * s))
        self.font_px = max(12, int(18 * s))
        self.small_px = max(10, int(14 * s))
        self.caption_px = max(9, self.small_px - 2)
        self.top = pygame.Rect(0, 0, w, max(30, int(46 * s)))
        self.bottom = pygame.Rect(0, h - max(40, int(56 * s)), w, max(40, int(56 * s)))
        # key hints for the stage and the last used device, just above the buttons
        hint_h = max(14, int(20 * s))
        self.hints = pygame.Rect(m, self.bottom.top - hint_h - 2, w - 2 * m, hint_h)
        body_top, body_bot = self.top.bottom + m, self.hints.top - m // 2
        body_h = body_bot - body_top
        others = [i for i in range(num_seats) if i != main_seat]
        left_w = int(w * self.LEFT_SHARE)
        right_w = int(w * self.RIGHT_SHARE) if (others or cards) else 0
        mid_w = w - left_w - right_w
        x0 = 0
        if not others and not cards:  # solo: the wheel and the board centred in the window
            mid_w = min(mid_w, int(w * 0.47))
            x0 = (w - left_w - mid_w) // 2
        self.left = pygame.Rect(x0, body_top, left_w, body_h)
        self.mid = pygame.Rect(x0 + left_w, body_top, mid_w, body_h)
        self.right = pygame.Rect(w - right_w, body_top, right_w, body_h)

        # Quarry Wheel: the Sundial marker reaches 1.22 R beyond the centre
        self.wheel_radius = int(max(40, min((left_w - 2 * m) / 2 / 1.24, body_h * 0.78 / 2 / 1.24)))
        self.wheel_center = (self.left.centerx,
                             body_top + int(self.wheel_radius * 1.24) + m // 2)
        below = self.wheel_center[1] + int(self.wheel_radius * 1.24)
        self.wheel_info = pygame.Rect(self.left.x + m, below + m // 2, left_w - 2 * m,
                                      max(10, body_bot - below - m // 2))

        # main board: 4 x 3 sites, spacing 2.25 radii, with its heading, column labels above
        # and row labels to its left; the status message (two lines) and the tray below
        sp = self.small_px
        self.line_h = line = sp + 3
        cline = self.caption_px + 3
        head_h, col_h = line + 1, cline + m // 2
        self.message_lines = 2
        msg_h = self.message_lines * line + 4
        # the tray's "Hand" / "Masonry Yard" labels sit on its top border, as legends
        label_h = sp // 2 + 2
        cap_h = 2 * (self.caption_px + 2)
        gutter = measure(row_label(2), self.caption_px)[0] + m // 2 + 8
        tray_w = mid_w - 2 * m
        fixed = head_h + col_h + msg_h + m + m // 2 + sp // 2

        def tray_need(tr):
            return label_h + 2 * tr + 8 + cap_h

        tr0 = max(14, int(32 * s))
        r = min((mid_w - 2 * m - gutter) / (4 * 2.25),
                (body_h - fixed - tray_need(tr0)) / (3 * 2.25))
        self.site_radius = sr = int(max(12, r))
        pitch = sr * 2.25
        bw, bh = int(pitch * 4), int(pitch * 3)
        self.row_gutter = gutter
        # the tray's spots: hand (2) left, yard (3) right, a narrow gap between
        self.tray_step = step = tray_w / 5.6
        room = body_h - fixed - bh
        self.tray_radius = tr = int(max(10, min((room - label_h - 8 - cap_h) / 2,
                                                step / 2 - 6)))
        tray_h = int(min(room, tray_need(tr)))
        # centre the block (heading, labels, board, message, tray) when there is room to spare
        off = max(0, (body_h - fixed - bh - tray_h) // 3)
        self.board = pygame.Rect(0, 0, bw, bh)
        self.board.topleft = (self.mid.centerx - (bw + gutter) // 2 + gutter,
                              body_top + off + head_h + col_h)
        self.board_head = pygame.Rect(self.board.x - gutter, body_top + off, bw + gutter, head_h)
        self.site_centers = [(self.board.x + pitch * (c + 0.5), self.board.y + pitch * (rr + 0.5))
                             for rr in range(3) for c in range(4)]
        # label centres: columns above the board's frame, rows left of it
        self.column_label_centers = [(self.board.x + pitch * (c + 0.5),
                                      self.board.y - m // 2 - cline // 2 - 1) for c in range(4)]
        self.row_label_rects = [pygame.Rect(self.board.x - gutter, int(self.board.y + pitch * rr),
                                            gutter - m // 2 - 4, int(pitch)) for rr in range(3)]
        self.message = pygame.Rect(self.mid.x + m, self.board.bottom + m // 2 + 1, tray_w, msg_h)
        tray_top = self.message.bottom + sp // 2 + 1
        self.tray = pygame.Rect(self.mid.x + m, tray_top, tray_w, tray_h)
        cy = self.tray.y + label_h + 3 + tr
        self.hand_spots = [(self.tray.x + step * (i + 0.5), cy) for i in range(HAND_MAX)]
        self.yard_spots = [(self.tray.x + step * (i + 2.6), cy) for i in range(YARD_MAX)]
        self.hand_label = (self.tray.x + m + 2, self.tray.y - sp // 2 - 2)
        self.yard_label = (self.tray.x + step * 2.1, self.tray.y - sp // 2 - 2)

        # the Civic Blueprints: a strip over the small boards, or the whole column
        col = self.right
        self.cards_rect = None
        if cards == "open" or (cards and not others):
            self.cards_rect = self.right.inflate(-m, 0)
            others = []
        elif cards:
            strip_h = line + m
            self.cards_rect = pygame.Rect(self.right.x + m // 2, self.right.y, right_w - m,
                                          strip_h)
            col = pygame.Rect(self.right.x, self.right.y + strip_h + m // 2, right_w,
                              self.right.h - strip_h - m // 2)
        # other boards, each with its Masonry Yard in a column to the right of its sites
        self.others: dict[int, dict] = {}
        if others:
            each = col.h / len(others)
            head = line + 6
            inner_w = right_w - 2 * m
            cap_line = self.caption_px + 4
            rs0 = min((inner_w - m) / (4 * 2.2 + 2.0), (each - head - m) / (3 * 2.2))
            box_h = int(min(each - m // 2, head + 3 * 2.2 * rs0 + m))
            # the yard: a column to the right spanning the box, as large as a site at most
            yr = int(max(7, min(rs0, (box_h - cap_line - 6) / YARD_MAX / 2 - 2)))
            pad = max(4, m // 2)
            yard_w = 2 * yr + 2 * pad
            rs = int(max(6, min(rs0, (inner_w - yard_w - 4) / (4 * 2.2))))
            p = rs * 2.2
            for k, seat in enumerate(others):
                top = int(col.y + each * k)
                box = pygame.Rect(col.x + m // 2, top, right_w - m, box_h)
                yard_col = pygame.Rect(box.right - yard_w - pad // 2, top, yard_w, box_h)
                bx = box.x + (yard_col.x - box.x - 4 * p) / 2
                by = top + head
                centers = [(bx + p * (c + 0.5), by + p * (rr + 0.5))
                           for rr in range(3) for c in range(4)]
                ystep = (box_h - cap_line - 4) / YARD_MAX
                yard = [(yard_col.centerx, top + cap_line + 2 + ystep * (j + 0.5))
                        for j in range(YARD_MAX)]
                self.others[seat] = {"rect": box, "radius": rs, "centers": centers,
                                     "head": (box.x + m // 2 + 14, top + 3),
                                     "dot": (box.x + m // 2 + 6, top + 3 + sp // 2 + 2),
                                     "head_w": yard_col.x - box.x - m // 2 - 16,
                                     "yard_rect": yard_col, "yard_spots": yard,
                                     "yard_radius": int(min(yr, ystep / 2 - 2)),
                                     "yard_label": (yard_col.centerx, top + 3)}

        self.yard_cache = DrawCache(8)   # (seat, turn) -> the yard's slots this turn

        # buttons along the bottom bar
        n = len(BUTTONS)
        bw_ = min(int(150 * s), (w - 2 * m) // n - m // 2)
        bh_ = self.bottom.h - 2 * max(4, m // 2)
        total = n * bw_ + (n - 1) * (m // 2)
        x = (w - total) // 2
        self.buttons: dict[str, pygame.Rect] = {}
        for name in BUTTONS:
            self.buttons[name] = pygame.Rect(x, self.bottom.y + (self.bottom.h - bh_) // 2, bw_,
                                             bh_)
            x += bw_ + m // 2

        # setup picks (PP-12): shown in the left column instead of the wheel
        cols = len(PICK_VARIANTS)
        cell = int(min((left_w - 2 * m) / cols, body_h / 6))
        self.pick_radius = max(8, int(cell * 0.38))
        self.pick_title = (self.left.x + m, body_top + m)
        self.pick_rects: dict[tuple, pygame.Rect] = {}
        for row, size in enumerate((2, 1)):
            y = body_top + int(self.font_px * 3.2) + row * int(cell * 1.7)
            for col, (motif, mark) in enumerate(PICK_VARIANTS):
                x0 = self.left.x + m + col * cell
                self.pick_rects[(size, motif, mark)] = pygame.Rect(x0, y, cell, int(cell * 1.35))

    # -- lookups used by the scene and by tests ------------------------------------------------
    def site_center(self, i: int) -> tuple[float, float]:
        return self.site_centers[i]

    def site_rect(self, i: int) -> pygame.Rect:
        cx, cy = self.site_centers[i]
        r = self.site_radius
        return pygame.Rect(int(cx - r), int(cy - r), 2 * r, 2 * r)

    def all_rects(self) -> list[pygame.Rect]:
        """Every interactive rect (layout tests check they lie inside the window)."""
        out = [self.site_rect(i) for i in range(12)] + list(self.buttons.values())
        out += list(self.pick_rects.values())
        for spot in self.hand_spots + self.yard_spots:
            r = self.tray_radius
            out.append(pygame.Rect(int(spot[0] - r), int(spot[1] - r), 2 * r, 2 * r))
        c, R = self.wheel_center, self.wheel_radius
        out.append(pygame.Rect(int(c[0] - R * 1.22), int(c[1] - R * 1.22), int(R * 2.44),
                               int(R * 2.44)))
        for o in self.others.values():
            out.append(o["rect"])
        if self.cards_rect is not None:
            out.append(self.cards_rect)
        out.append(self.message)
        out.append(self.hints)
        return out

    def key(self) -> tuple:
        """(size, num_seats, main_seat), and ``cards`` when there are cards: what the layout
        was computed from (``TableLayout(*key)`` builds it again)."""
        if self.cards is None:
            return self.size, self.num_seats, self.main_seat
        return self.size, self.num_seats, self.main_seat, self.cards

    # -- seats' boards ---------------------------------------------------------------------------
    def seat_center(self, site: int, seat: int) -> tuple[float, float]:
        """Centre of ``site`` on ``seat``'s board (the main board or a small one)."""
        if seat == self.main_seat or seat not in self.others:
            return self.site_centers[site]
        return self.others[seat]["centers"][site]

    def seat_radius(self, seat: int) -> int:
        """Site radius on ``seat``'s board, pixels."""
        o = self.others.get(seat)
        return o["radius"] if (o and seat != self.main_seat) else self.site_radius

    def slot_point(self, site: int, start: int, size: int) -> tuple[int, int]:
        """Screen point inside main-board ``site`` where the ghost of a ``size`` tile (eighths)
        snaps to ``start`` (slot 0..7, PP-2)."""
        cx, cy = self.site_center(site)
        a = (start + (size - 1) / 2) * pie.SLOT_DEG
        x, y = pie.polar(cx, cy, self.site_radius * 0.62, a)
        return int(round(x)), int(round(y))

    def site_slot_at(self, pos) -> tuple[int, int] | None:
        """(site, slot) of the main board under ``pos``, or None."""
        for i, c in enumerate(self.site_centers):
            k = pie.slot_at(c, self.site_radius, pos)
            if k is not None:
                return i, k
        return None

    def lock_rect(self, site: int) -> pygame.Rect:
        """Where main-board ``site``'s padlock is drawn once it is completed (:func:`lock_rect`)."""
        return lock_rect(self.site_center(site), self.site_radius)

    def score_chip_rect(self, site: int, start: int, size: int, img_size,
                        avoid=()) -> pygame.Rect:
        """Where the ghost's score chip goes: beside the site, in the gap between it and its
        diagonal neighbours, at the corner farthest from the ghost wedge, so it covers neither
        the wedge with its fraction label nor a neighbouring site; a corner whose chip would
        touch one of the ``avoid`` rects (the padlocks of completed sites) is skipped while
        another is free."""
        cx, cy = self.site_center(site)
        c1 = self.site_center(1 if site % 4 == 0 else site - 1)
        half = abs(c1[0] - cx) / 2 or self.site_radius
        mid = (start + (size - 1) / 2) * pie.SLOT_DEG
        corners = sorted((45, 135, 225, 315),
                         key=lambda a: (-abs((a - mid + 180) % 360 - 180), a))
        first = None
        for corner in corners:
            x, y = pie.polar(cx, cy, half * math.sqrt(2), corner)
            rect = pygame.Rect(0, 0, img_size[0], img_size[1])
            rect.center = (round(x), round(y))
            rect.clamp_ip(self.board.inflate(-14, -4))
            first = first or rect
            if not any(rect.inflate(12, 2).colliderect(a) for a in avoid):
                return rect
        return first

    # -- Quarry Wheel ----------------------------------------------------------------------------
    @property
    def wheel_tile_r(self) -> float:
        """Radius of a tile on the wheel, pixels."""
        return self.wheel_radius * wheel.TILE_FRAC

    def wheel_spots(self, state, rotation: float) -> dict[int, tuple]:
        """``{tile_id: ((x, y), r)}`` of the wheel's tiles at the drawn ``rotation`` (as
        :func:`game.render.wheel.draw_wheel` places them; ``r`` whole pixels)."""
        sectors = state.wheel.sectors
        spots = wheel.tile_spots(self.wheel_center, self.wheel_radius, rotation,
                                 [len(t) for t in sectors])
        tr = int(self.wheel_tile_r)
        return {tid: (spots[(s, k)][0], tr) for s, tiles in enumerate(sectors)
                for k, tid in enumerate(tiles)}

    def wheel_tile_pos(self, state, rotation: float, tid: int) -> tuple[int, int] | None:
        """Whole-pixel centre of wheel tile ``tid``, or None when it is not on the wheel."""
        hit = self.wheel_spots(state, rotation).get(tid)
        return None if hit is None else (int(round(hit[0][0])), int(round(hit[0][1])))

    def wheel_tile_at(self, state, rotation: float, pos, reach: float = 1.1) -> int | None:
        """The wheel tile under ``pos`` (within ``reach`` x its radius), or None."""
        for tid, ((x, y), r) in self.wheel_spots(state, rotation).items():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (r * reach) ** 2:
                return tid
        return None

    # -- hand and Masonry Yard -------------------------------------------------------------------
    def tray_tiles(self, state, seat: int) -> list[tuple[str, int, tuple]]:
        """[(where "hand" | "yard", tile id, centre)] of ``seat``'s hand (only while it is that
        seat's turn) and yard.  A yard tile keeps its spot for the whole turn
        (:meth:`yard_slots`): placing one leaves a hole, so the next click lands where the
        player saw the tile they aim at."""
        hand = state.hand if seat == state.current_seat else ()
        out = [("hand", tid, self.hand_spots[i])
               for i, tid in enumerate(hand[:len(self.hand_spots)])]
        out += [("yard", tid, self.yard_spots[i])
                for i, tid in enumerate(self.yard_slots(state, seat)[:len(self.yard_spots)])
                if tid is not None]
        return out

    def yard_slots(self, state, seat: int) -> tuple:
        """``seat``'s yard by spot: tile ids, None for a hole.  Spots are those of the start of
        the turn (the core's undo gives that yard); a tile placed since leaves a hole, a tile
        stored since fills the first hole (or the next spot).  Holes close when the turn ends.
        Cached per (seat, turn position)."""
        yard = state.boards[seat].yard
        if seat != state.current_seat or not state.turn_log or state.is_terminal:
            return tuple(yard)
        key = (seat, state.seat, state.round, state.stage, tuple(state.turn_log), yard)
        return self.yard_cache.fetch(key, lambda: _yard_slots(_turn_start_yard(state, seat),
                                                              yard))

    def tray_index_at(self, tiles, pos) -> int | None:
        """Index into ``tiles`` (:meth:`tray_tiles`) of the tile under ``pos``, or None."""
        for k, (_w, _tid, (x, y)) in enumerate(tiles):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (self.tray_radius * 1.1) ** 2:
                return k
        return None

    def caption_rect(self, spot, img_size) -> pygame.Rect:
        """Where a hand / yard tile's caption ("1/2 flora") goes: below the tile, clear of the
        focus ring (radius + 5, 4 px wide) that circles a focused tile."""
        rect = pygame.Rect(0, 0, *img_size)
        rect.midtop = (round(spot[0]), round(spot[1] + self.tray_radius + 9))
        if rect.bottom > self.tray.bottom - 1:
            rect.bottom = self.tray.bottom - 1
        return rect

    # -- buttons and picks -----------------------------------------------------------------------
    def button_at(self, pos) -> str | None:
        """Name of the bottom-bar button under ``pos``, or None."""
        return next((n for n, r in self.buttons.items() if r.collidepoint(pos)), None)

    def pick_at(self, pos) -> tuple | None:
        """(size, motif, mark) of the setup pick under ``pos``, or None."""
        return next((k for k, r in self.pick_rects.items() if r.collidepoint(pos)), None)

    def back_rect(self) -> pygame.Rect:
        """The "Back to results" button of the review: it spans the Undo..Menu buttons."""
        return self.buttons["undo"].union(self.buttons["menu"])

    def other_at(self, pos) -> int | None:
        """The seat whose small board is under ``pos``, or None."""
        return next((s for s, o in self.others.items() if o["rect"].collidepoint(pos)), None)


def _turn_start_yard(state, seat: int) -> tuple:
    """``seat``'s yard at the start of the turn: a copy of ``state`` with the turn undone
    (PP-7, the core's ``undo``)."""
    c = state.copy()
    while c.can_undo():
        c.undo()
    return c.boards[seat].yard


def _yard_slots(start: tuple, yard: tuple) -> tuple:
    """The spots of ``yard`` given the yard ``start`` of the turn: tiles still there keep
    their spot, the others leave holes (None) that newly stored tiles fill first."""
    slots = [t if t in yard else None for t in start]
    for t in yard:
        if t in slots:
            continue
        if None in slots:
            slots[slots.index(None)] = t
        else:
            slots.append(t)
    while slots and slots[-1] is None:
        slots.pop()
    return tuple(slots)


def stack_labels(center, sizes, bounds: pygame.Rect | None = None, gap: int = 2) -> list:
    """Rects of labels of ``sizes`` ((w, h) each) stacked one under the other, the stack
    centred on ``center`` and kept inside ``bounds``: no two of them overlap (a completion's
    "+1100" and its "Imperial Laurel +1")."""
    total = sum(h for _w, h in sizes) + gap * max(0, len(sizes) - 1)
    y = center[1] - total / 2
    out = []
    for w, h in sizes:
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (round(center[0]), round(y))
        out.append(r)
        y += h + gap
    if bounds is not None and out:
        block = out[0].unionall(out[1:])
        moved = block.clamp(bounds)
        dx, dy = moved.x - block.x, moved.y - block.y
        out = [r.move(dx, dy) for r in out]
    return out


def lock_rect(center, r: float) -> pygame.Rect:
    """The padlock of a completed site of radius ``r`` centred at ``center``: a square at its
    top-right (the view draws it there, the ghost's score chip keeps clear of it)."""
    n = max(10, int(r * 0.42))
    rect = pygame.Rect(0, 0, n, n)
    rect.center = (round(center[0] + r * 0.78), round(center[1] - r * 0.78))
    return rect


def facing_points(ca, cb, r: float, reach: float):
    """The points ``reach`` x ``r`` from site centres ``ca`` and ``cb`` towards each other (an
    infrastructure link's ends between facing edges)."""
    dx, dy = cb[0] - ca[0], cb[1] - ca[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    return ((ca[0] + ux * r * reach, ca[1] + uy * r * reach),
            (cb[0] - ux * r * reach, cb[1] - uy * r * reach))
