"""Geometry of the Akropolis Pantheon table (issue 15): the hand strip, the target buttons, the
view tabs (the Capital, each Architect's City, all at once), the challenges-and-team panel, the
bottom bar and hit-testing.  Everything here is computed from the window size and the state (the
panel's buttons through a DrawCache keyed by the state version), never from the last frame.
Mixed into :class:`game.scenes.akropolis.pantheon_table.PantheonTable`.

View indices: ``0 .. n-1`` the seats' Cities, ``n`` (:attr:`capital_view`) the Capital.
"""

from __future__ import annotations

import pygame

from game.core.akropolis import placement_hexes
from game.render import hexdraw
from game.render.fonts import font, wrap
from game.render.widgets import Button, background
from game.scenes.akropolis.camera import Camera
from game.scenes.akropolis.layout import TableLayout

#: the most hand tiles a seat holds (AK-14)
HAND_SIZE = 3


class PantheonLayout:
    """Layout half of the Pantheon table: ``_layout(size)`` sets every rect; the rest are pure
    queries (screen pixels)."""

    # the Akropolis bottom bar's button sizing, shared (one or two rows by the labels' room)
    button_widths = TableLayout.button_widths
    labels_fit = staticmethod(TableLayout.labels_fit)
    button_rows = TableLayout.button_rows

    def on_resize(self, size) -> None:
        super().on_resize(size)
        self._layout(size)

    @property
    def capital_view(self) -> int:
        """The view index of the Capital (after the seats' Cities)."""
        return self.state.num_seats

    def _button_specs(self) -> list:
        """(label, action, key, width at 720 px high) of the bottom bar, left to right."""
        return [("Undo", self.undo_turn, "undo", 120),
                ("Turn left", self.rotate_left, "rotl", 108),
                ("Turn right", self.rotate_right, "rotr", 108),
                ("Confirm", self.confirm, "confirm", 100), ("Cancel", self.cancel, "cancel", 92),
                ("End turn", self.finish_turn, "finish", 104),
                ("Fit", self.fit, "fit", 56), ("Menu", self.open_pause, "menu", 72)]

    def _layout(self, size) -> None:
        W, H = size
        self.W, self.H = W, H
        u = H / 720.0
        self.u = u
        self.panel_w = max(240, min(int(W * 0.27), 470))
        self.hand_h = int(132 * u)
        left = W - self.panel_w
        self.hand_rect = pygame.Rect(0, 0, left, self.hand_h)
        self.panel_rect = pygame.Rect(left, 0, self.panel_w, H)
        specs = self._button_specs()
        bh = int(40 * u)
        rows = self.button_rows(specs, bh, left - int(20 * u))
        row_w = sum(rows[0][1]) + rows[0][2] * (len(rows[0][1]) - 1)
        # the status line needs room: beside one row of buttons, else on a line of its own
        self.compact = len(rows) > 1 or left - row_w - int(30 * u) < int(420 * u)
        self.bottom_h = (int(40 * u) + len(rows) * (bh + max(4, int(6 * u)))) if self.compact \
            else int(58 * u)
        self.bottom_rect = pygame.Rect(0, H - self.bottom_h, left, self.bottom_h)
        self.view_rect = pygame.Rect(0, self.hand_h, left, H - self.hand_h - self.bottom_h)
        self.buttons = []
        row_gap = max(4, int(6 * u))
        by = self.bottom_rect.bottom - bh - int(9 * u)
        x = left
        for k, (row, widths, gap) in enumerate(reversed(rows)):
            y = by - k * (bh + row_gap) if self.compact else self.bottom_rect.y + (self.bottom_h - bh) // 2
            x = self.bottom_rect.right - int(10 * u)
            made = []
            for (label, fn, key, _), w in zip(reversed(row), reversed(widths)):
                x -= w
                made.insert(0, Button((x, y, w, bh), label, fn, key=key,
                                      primary=(key in ("confirm", "finish"))))
                x -= gap
            self.buttons[:0] = made
        self.status_w = (left - int(30 * u)) if self.compact else x - int(16 * u)
        self.back_button = Button((self.bottom_rect.right - int(230 * u), by, int(220 * u), bh),
                                  "Back to results", self.back_to_results, key="results",
                                  primary=True)
        # the hand: three cards, then the two target buttons
        pad = int(10 * u)
        th = self.hand_h - 2 * pad
        tw = int(min(210 * u, max(120, left * 0.3)))
        self.target_rects = {"city": pygame.Rect(left - pad - tw, pad, tw, th // 2 - 3),
                             "capital": pygame.Rect(left - pad - tw, pad + th // 2 + 3, tw,
                                                    th - th // 2 - 3)}
        label_h = font(max(11, int(14 * u))).get_linesize()
        card_w = int(min(140 * u, (left - tw - 4 * pad) / HAND_SIZE - 8 * u))
        self.card_h = th - label_h
        self.card_w = max(40, card_w)
        self.cards_x0 = pad + int(4 * u)
        self.cards_y0 = pad + label_h
        # tabs along the top of the view: the Capital, each City, all at once
        self.tabs = []
        tx, th2 = int(10 * u), max(20, int(30 * u))
        for v, label in enumerate(self.tab_labels()):
            w = min(int(200 * u), font(max(11, int(16 * u))).size(label)[0] + int(26 * u))
            self.tabs.append(pygame.Rect(tx, self.view_rect.y + int(8 * u), w, th2))
            tx += w + int(6 * u)
        n = self.state.num_seats
        if not self.cameras:
            self.cameras = [Camera(tuple(self.view_rect)) for _ in range(n + 1)]
        limit = max(i for i, z in enumerate(hexdraw.ZOOM_SIZES) if z <= max(20, 48 * u))
        fit_area = self.city_fit_area()
        for v, cam in enumerate(self.cameras):
            cam.set_viewport(tuple(self.view_rect))
            cam.fit_area = tuple(fit_area)
            cam.fit(self._cells_levels(v), max_index=limit)
        self._bg = background(size)
        self._panel_cache.clear()
        self._sync_buttons()

    # ------------------------------------------------------------------ views and tabs
    def tab_labels(self) -> list[str]:
        """"Capital", then "Your City" / "Ben's City" per seat, then "All"."""
        return ["Capital"] + [f"{self.whose(s).capitalize()} City"
                              for s in range(self.state.num_seats)] + ["All"]

    def tab_view(self, index: int) -> int | None:
        """The view a tab opens: tab 0 the Capital, then the Cities; None for "All"."""
        n = self.state.num_seats
        if index == 0:
            return n
        return index - 1 if index <= n else None

    def view_cells(self, view: int) -> dict:
        """(q, r) -> Cell of the City or the Capital a view shows."""
        st = self.state
        return st.capital.cells if view == self.capital_view else st.cities[view].cells

    def view_city(self, view: int):
        st = self.state
        return st.capital if view == self.capital_view else st.cities[view]

    @property
    def shown(self) -> list:
        """The cells dict of every view (the Cities, then the Capital), as the Akropolis
        layout's helpers read them (no animation here: the state as it is)."""
        st = self.state
        return [c.cells for c in st.cities] + [st.capital.cells]

    # the Akropolis table's camera helpers, over :attr:`shown` (view indices for seats)
    _cells_levels = TableLayout._cells_levels
    _height_fn = TableLayout._height_fn
    camera = TableLayout.camera
    pick = TableLayout.pick
    hex_screen_pos = TableLayout.hex_screen_pos

    def city_fit_area(self) -> pygame.Rect:
        """The part of the view a fitted City goes in: below the tabs, above the bottom edge."""
        u = self.u
        vr = self.view_rect
        top = vr.y + int(44 * u)
        return pygame.Rect(vr.x, top, vr.w, max(10, vr.bottom - top - int(8 * u)))

    # ------------------------------------------------------------------ the move log
    def log_size(self) -> int:
        return max(10, int(14 * self.u))

    def log_rows(self) -> int:
        """How many of the latest moves the view shows: 3, 2 in a low window."""
        return 3 if self.H >= 600 else 2

    def log_rect(self) -> pygame.Rect:
        """The move log's box: bottom right of the view, the latest moves one a line."""
        u = self.u
        n = min(self.log_rows(), max(1, len(self.log_lines())))
        h = n * font(self.log_size()).get_linesize() + int(8 * u)
        vr = self.view_rect
        w = min(vr.w - int(20 * u), max(int(vr.w * 0.55), int(300 * u)))
        return pygame.Rect(vr.right - w - int(10 * u), vr.bottom - h - int(8 * u), w, h)

    # ------------------------------------------------------------------ the hand
    def hand_card_rect(self, index: int) -> pygame.Rect:
        u = self.u
        return pygame.Rect(self.cards_x0 + index * (self.card_w + int(8 * u)), self.cards_y0,
                           self.card_w, self.card_h)

    def hand_tile_pos(self, index: int) -> tuple[int, int]:
        """Window pixel at the centre of hand card ``index`` (tests)."""
        return self.hand_card_rect(index).center

    def ghost_hexes(self) -> tuple:
        """The (q, r) the ghost covers; () without a picked tile and spot."""
        tid = self.selected_tile
        if tid is None or self.anchor is None:
            return ()
        return tuple(placement_hexes(self.state.tiles[tid], self.anchor[0], self.anchor[1],
                                     self.rotation))

    # ------------------------------------------------------------------ the panel
    def panel_parts(self) -> dict:
        """The panel's geometry for this state and size (cached): ``challenges`` [(id, rect,
        discard Button)], ``locked`` (rect, unlock Button) or None, ``team`` [(seat, rect)],
        ``gift`` Button, ``score`` rect, ``heading`` rect, ``text_sizes`` (name, sentence)."""
        key = (self.version, self.W, self.H, self.person_turn, self.hand_shown_seat())
        return self._panel_cache.fetch(key, self._make_panel)

    def _make_panel(self) -> dict:
        st = self.state
        u = self.u
        pr = self.panel_rect.inflate(-int(20 * u), -int(16 * u))
        x, w = pr.x, pr.w
        y = pr.y + int(4 * u)
        head = pygame.Rect(x, y, w, font(int(19 * u), caps=True).get_linesize())
        y = head.bottom + int(2 * u)
        score = pygame.Rect(x, y, w, 2 * font(max(11, int(14 * u))).get_linesize())
        y = score.bottom + int(6 * u)
        n = st.num_seats
        name_size, text_size = max(12, int(16 * u)), max(11, int(13 * u))
        row_h = font(max(11, int(15 * u)), bold=True).get_linesize() + \
            font(max(10, int(13 * u))).get_linesize() + int(6 * u)
        bh = max(22, int(30 * u))
        team_h = font(max(11, int(14 * u)), caps=True).get_linesize() + n * (row_h + int(3 * u)) + bh + int(6 * u)
        open_ids = list(st.challenges)
        slots = len(open_ids) + 1     # the locked slot to unlock after the open ones
        avail = pr.bottom - y - team_h - font(max(11, int(14 * u)), caps=True).get_linesize()
        need = font(name_size, bold=True).get_linesize() + 3 * font(text_size).get_linesize() \
            + int(12 * u)   # name, god, two lines of the sentence
        ch = max(int(44 * u), min(need, avail // max(1, slots) - int(6 * u)))
        y += font(max(11, int(14 * u)), caps=True).get_linesize()
        lines = max(1, (ch - font(name_size, bold=True).get_linesize() - int(8 * u))
                    // font(text_size).get_linesize())
        can = self.person_turn and self.hand_shown_seat() == st.current_seat
        challenges = []
        for cid in open_ids:
            rect = pygame.Rect(x, y, w, ch)
            bw = min(int(w * 0.42), int(150 * u))
            b = Button((rect.right - bw - int(6 * u), rect.y + int(5 * u), bw,
                        max(18, int(24 * u))), "Discard", lambda c=cid: self.ask_discard(c),
                       key=f"discard:{cid}", enabled=can,
                       tooltip="Discard this challenge and its altar for 1 stone")
            challenges.append((cid, rect, b))
            y += ch + int(6 * u)
        locked = None
        lh = min(ch, max(bh + int(10 * u), int(46 * u)))
        rect = pygame.Rect(x, y, w, lh)
        bw = min(int(w * 0.55), int(200 * u))
        ub = Button((rect.right - bw - int(6 * u), rect.centery - bh // 2, bw, bh),
                    "Unlock \u00b7 5 stones", self.ask_unlock, key="unlock", enabled=can,
                    tooltip="Open one more challenge slot for 5 stones")
        locked = (rect, ub)
        y = rect.bottom + int(8 * u)
        y += font(max(11, int(14 * u)), caps=True).get_linesize()
        team = []
        for s in range(n):
            team.append((s, pygame.Rect(x, y, w, row_h)))
            y += row_h + int(3 * u)
        gift = Button((x, min(y + int(2 * u), pr.bottom - bh), w, bh), "Give stones\u2026",
                      self.open_gift, key="gift", enabled=can and n > 1,
                      tooltip="Give stones to a teammate: 1 stone of tax per stone given")
        return {"heading": head, "score": score, "challenges": challenges, "locked": locked,
                "team": team, "gift": gift, "text_sizes": (name_size, text_size),
                "text_lines": lines, "team_top": team[0][1].y if team else y}

    def panel_buttons(self) -> list:
        """The panel's buttons in focus order: each Discard, Unlock, Give stones."""
        parts = self.panel_parts()
        out = [b for _, _, b in parts["challenges"]]
        out.append(parts["locked"][1])
        out.append(parts["gift"])
        return out

    def challenge_lines(self, cid: str, width: int, size: int, lines: int) -> list[str]:
        """The challenge's sentence wrapped to ``width`` px at ``size``, at most ``lines`` (the
        last ends in an ellipsis when cut)."""
        d = self.challenge_def(cid)
        out = wrap(d.text or "", width, size) if d is not None else []
        if len(out) > lines:
            out = out[:lines]
            out[-1] = out[-1].rstrip(" .,;") + "\u2026"
        return out

    def visible_buttons(self) -> list:
        if self.review_mode:
            return [self.back_button]
        return list(self.buttons)

    def widget_rects(self) -> list:
        return [b.rect for b in self.visible_buttons()] + list(self.tabs) + \
            [self.hand_card_rect(i) for i in range(HAND_SIZE)] + \
            list(self.target_rects.values()) + [b.rect for b in self.panel_buttons()]

    def _sync_buttons(self) -> None:
        """Enable the bottom bar's buttons for what a press would do now."""
        tile_on = self.selected is not None and self.person_turn
        on = {"rotl": tile_on, "rotr": tile_on, "cancel": tile_on,
              "confirm": tile_on and self.proposed or self.altar_spot is not None and
              self.altar_for is not None and self.person_turn,
              "finish": self.can_finish(),
              "undo": self.session is not None and self.undo_label() is not None}
        for b in self.buttons:
            b.enabled = on.get(b.key, True)
