"""Geometry of the Akropolis table (issue 8): panels, Construction Site cards, seat tabs, score
cards and their colour cells, buttons, the legend, the city camera mapping (camera.py) and
hit-testing.  Everything here is computed from the window size, the layout and the state, never
from what the last frame drew.  Mixed into :class:`game.scenes.akropolis.table.AkropolisTable`.
"""

from __future__ import annotations

import pygame

from game.core.akropolis import COLOURS, placement_hexes
from game.core.hexgrid import distance
from game.render import hexdraw
from game.render.fonts import fit_size, font, measure
from game.scenes.akropolis.words import FACTORS_LEGEND, plural
from game.render.widgets import Button, background
from game.scenes.akropolis.camera import Camera


class TableLayout:
    """Layout half of the table: ``_layout(size)`` (from on_resize) sets every rect; the rest
    are pure queries (screen pixels)."""

    def on_resize(self, size) -> None:
        super().on_resize(size)
        self._layout(size)

    def _layout(self, size) -> None:
        W, H = size
        self.W, self.H = W, H
        u = H / 720.0
        self.u = u
        self.panel_w = max(240, min(int(W * 0.25), 470))   # 640 px wide: 37 %
        self.site_h = int(138 * u)
        specs = self._button_specs()
        # compact: too narrow for the status line beside the buttons -> two rows
        need = (sum(w for *_, w in specs) + 6 * (len(specs) - 1) + 20) * u
        self.compact = (W - self.panel_w) - need < 360 * u
        self.bottom_h = int((96 if self.compact else 58) * u)
        self.site_rect = pygame.Rect(0, 0, W - self.panel_w, self.site_h)
        self.panel_rect = pygame.Rect(W - self.panel_w, 0, self.panel_w, H)
        self.view_rect = pygame.Rect(0, self.site_h, W - self.panel_w, H - self.site_h - self.bottom_h)
        self.bottom_rect = pygame.Rect(0, H - self.bottom_h, W - self.panel_w, self.bottom_h)
        vr = tuple(self.view_rect)
        if not self.cameras:
            self.cameras = [Camera(vr) for _ in range(self.state.num_seats)]
        # a new window size: every city fitted afresh (the zoom kept between turns is for one
        # size; see interaction.view)
        limit = max(i for i, z in enumerate(hexdraw.ZOOM_SIZES) if z <= max(20, 48 * u))
        for s, cam in enumerate(self.cameras):
            cam.set_viewport(vr)
        self._bg = background(size)
        self._view_cache.clear()
        # site cards
        stack_w = int(118 * u)
        n = max(len(self.state.site), self.state.num_seats + 2, 4)
        avail = self.site_rect.w - stack_w - int(24 * u)
        self.card_w = int(min(150 * u, avail / max(n, 1) - 8 * u))
        self.card_h = int(self.site_h - 26 * u)
        self.stack_rect = pygame.Rect(int(12 * u), int(14 * u), stack_w - int(12 * u), self.card_h)
        self.cards_x0 = stack_w + int(14 * u)
        # buttons (bottom right of the city view): one row, or two (640 x 400) when the labels
        # would not fit in one
        bh = int(40 * u)
        room = self.bottom_rect.w - int(20 * u)
        rows = self.button_rows(specs, bh, room)
        if len(rows) > 1:
            self.bottom_h = int(96 * u) + bh + max(4, int(6 * u))
            self.view_rect.h = H - self.site_h - self.bottom_h
            self.bottom_rect = pygame.Rect(0, H - self.bottom_h, W - self.panel_w, self.bottom_h)
            vr = tuple(self.view_rect)
            for cam in self.cameras:
                cam.set_viewport(vr)
        row_gap = max(4, int(6 * u))
        by = self.bottom_rect.bottom - bh - int(9 * u) if self.compact else \
            self.bottom_rect.y + (self.bottom_h - bh) // 2
        self.buttons = []
        row_spans = []
        for k, (row, widths, gap) in enumerate(reversed(rows)):
            y = by - k * (bh + row_gap)
            x = self.bottom_rect.right - int(10 * u)
            made = []
            for (label, fn, key, _), w in zip(reversed(row), reversed(widths)):
                x -= w
                made.insert(0, Button((x, y, w, bh), label, fn, key=key,
                                      primary=(key == "confirm")))
                x -= gap
            row_spans.insert(0, (made[0].rect.x, y, made[-1].rect.right))
            self.buttons[:0] = made
        # read-only review of the final cities: one button back to the results, over the
        # place buttons (hidden then)
        if len(rows) > 1:
            x0, y0, x1 = row_spans[0]
            self.back_button = Button((x0, y0, x1 - x0, bh), "Back to results",
                                      self.back_to_results, key="results", primary=True)
        else:
            first = self.buttons[1].rect
            last_place = next(b for b in self.buttons if b.key == "cancel").rect
            self.back_button = Button((first.x, by, last_place.right - first.x, bh),
                                      "Back to results", self.back_to_results, key="results",
                                      primary=True)
        self.status_w = (self.bottom_rect.w - int(30 * u)) if self.compact else x - int(16 * u)
        # seat tabs along the top of the city view
        self.tabs = []
        tx = int(10 * u)
        th = int(30 * u)
        for s in range(self.state.num_seats):
            label = self.seat_name(s)
            w = min(int(200 * u), font(int(17 * u)).size(label)[0] + int(30 * u))
            self.tabs.append(pygame.Rect(tx, self.view_rect.y + int(8 * u), w, th))
            tx += w + int(6 * u)
        # the panel's heading: "Round N", and the variants on a line of their own below it
        self.round_rect = pygame.Rect(self.panel_rect.x + int(20 * u), int(14 * u),
                                      self.panel_w - int(40 * u), font(int(19 * u), caps=True).get_height())
        top = int(46 * u)
        self.variants_rect = None
        if self.state.variants:
            vh = font(self.variants_size()).get_height()
            self.variants_rect = pygame.Rect(self.round_rect.x, self.round_rect.bottom + int(2 * u),
                                             self.round_rect.w, vh)
            top = max(top, self.variants_rect.bottom + int(6 * u))
        # Athena: the Construction card row (athena_cards.py) above the score cards
        self.athena_strip = None
        if self.athena_strip_height():
            self.athena_strip = self.strip_rect(top)
            top = self.athena_strip.bottom + int(8 * u)
        # score cards
        n = self.state.num_seats
        ch = min(int(150 * u), (H - top - int(10 * u)) // n - int(8 * u))
        self.score_rects = [pygame.Rect(self.panel_rect.x + int(10 * u), top + s * (ch + int(8 * u)),
                                        self.panel_w - int(20 * u), ch) for s in range(n)]
        self._fit_all(limit)
        self._sync_buttons()

    def _fit_all(self, limit: int) -> None:
        """Fit every city (at most zoom bucket ``limit``) into :meth:`city_fit_area`."""
        area = tuple(self.city_fit_area())
        for s, cam in enumerate(self.cameras):
            cam.fit_area = area
            cam.fit(self._cells_levels(s), max_index=limit)

    def city_fit_area(self) -> pygame.Rect:
        """The part of the city view a fitted city goes in: below the seat tabs and above the
        green dots' legend and the Heights chip (above both when they share a line: 640 x
        400), so neither covers the city's hexes."""
        u = self.u
        vr = self.view_rect
        top = max((t.bottom for t in getattr(self, "tabs", ())), default=vr.y + int(38 * u))
        legend = self.legend_box()
        bottom = min(legend.y, self.heights_home().y)
        if self.heights_over_legend():   # the chip goes above the legend while it shows
            bottom = legend.y - max(4, int(6 * u)) - self.heights_home().h
        bottom -= int(4 * u)
        return pygame.Rect(vr.x, top, vr.w, max(10, bottom - top))

    def factors_legend(self) -> str:
        """The line under the score cards: what the colour columns' figures are (AK-7)."""
        return f"Colour columns: {FACTORS_LEGEND} (hover for why)" if self.device == "mouse" \
            else f"Colour columns: {FACTORS_LEGEND}"

    def factors_legend_size(self) -> int:
        return max(11, int(14 * self.u))

    def factors_legend_rect(self) -> pygame.Rect | None:
        """Where :meth:`factors_legend` goes: under the last score card, inside the panel;
        None without room for it."""
        if not self.score_rects:
            return None
        u = self.u
        last = self.score_rects[-1]
        f = font(self.factors_legend_size())
        w, h = f.size(self.factors_legend())
        r = pygame.Rect(last.x + int(4 * u), last.bottom + int(6 * u), w, h)
        room = self.panel_rect.inflate(-int(16 * u), -int(16 * u))
        return r if room.contains(r) else None

    def variants_line(self) -> str:
        """The panel's line naming the scoring variants on (AK-8): "Variants: Houses,
        Markets"; "" without any."""
        names = {"houses": "Houses", "markets": "Markets", "barracks": "Barracks",
                 "temples": "Temples", "gardens": "Gardens"}
        return ("Variants: " + ", ".join(names.get(v, v) for v in self.state.variants)) \
            if self.state.variants else ""

    def variants_size(self) -> int:
        """Text size of :meth:`variants_line`: 13 (times ``u``) or smaller to fit the panel."""
        u = self.u
        return fit_size(self.variants_line() or "x", self.panel_w - int(40 * u), int(13 * u))

    def round_label_rect(self, label: str) -> pygame.Rect:
        """Where the panel's "Round N" heading is drawn (its text's own size)."""
        w, h = font(int(19 * self.u), caps=True).size(label)
        return pygame.Rect(self.round_rect.x, self.round_rect.y, w, h)

    def stones_label(self, seat: int) -> str:
        """The score card's stones line: "2 stones", with Metagenes' quarry points after them
        (AK-10): "2 stones  \u00b7  quarries 8 pts" (as the cards show them so far)."""
        label = plural(self.card_stones[seat], "stone")
        if self.stone_worth(seat) > 1:   # AK-13: the statue of Athena
            label += f" \u00d7{self.stone_worth(seat)}"
        quarries = next((r.points for r in self.card_ledger[seat].rows
                         if r.category == "quarries"), 0)
        if quarries:
            label += f"  \u00b7  quarries {plural(quarries, 'pt')}"
        return label

    def stones_label_rect(self, seat: int) -> pygame.Rect:
        """The card's stones line, right-aligned, with its stone disc in front."""
        u = self.u
        rect = self.score_rects[seat]
        sy = rect.y + int(6 * u) + int(44 * u)
        w, h = font(int(14 * u)).size(self.stones_label(seat))
        r = pygame.Rect(0, 0, w + int(16 * u), h)
        r.midright = (rect.right - int(10 * u), sy)
        return r

    def note_place(self, seat: int, message: str) -> tuple[pygame.Rect, int]:
        """(rect, text size) of a stones note ("+1 stone", the Architect's "pays 1 stone") on
        ``seat``'s card: on the stones line, left of the count it is about, below the
        subtitle and above the colour columns, so it covers no text of the card."""
        u = self.u
        rect = self.score_rects[seat]
        stones = self.stones_label_rect(seat)
        top = self.subtitle_bottom(seat) + 1
        bottom = rect.y + int(6 * u) + int(56 * u) - 1   # the colour columns start there
        size = int(15 * u)
        while size > 8 and font(size, bold=True).get_height() > bottom - top:
            size -= 1
        w, h = font(size, bold=True).size(message)
        r = pygame.Rect(0, 0, w, h)
        r.right = stones.x - int(8 * u)
        r.centery = max(stones.centery, top + h // 2)
        r.x = max(r.x, rect.x + int(6 * u))
        return r, size

    def ghost_tag_area(self) -> pygame.Rect:
        """Where the ghost's preview tag may go: the city view below the seat tabs and above
        the legend line, so it never covers them or leaves the view."""
        u = self.u
        vr = self.view_rect
        top = max((t.bottom for t in self.tabs), default=vr.y) + int(4 * u)
        bottom = self.legend_box().y - int(4 * u)
        return pygame.Rect(vr.x + 4, top, vr.w - 8, max(1, bottom - top))

    def preview_tag_rect(self, widths: list, pos) -> pygame.Rect:
        """The ghost's preview tag for parts of ``widths`` pixels: centred at ``pos`` (above
        the ghost), or below the ghost when that would reach the seat tabs, and always kept
        inside :meth:`ghost_tag_area`."""
        f = font(int(16 * self.u), bold=True)
        w = sum(widths) + 12 * (len(widths) - 1) + 20
        r = pygame.Rect(0, 0, w, f.get_linesize() + 8)
        r.center = (int(pos[0]), int(pos[1]))
        area = self.ghost_tag_area()
        hexes = self.ghost_hexes()
        if r.top < area.top and hexes:
            cam = self.camera
            info = self.placement_info() or {}
            level = info.get("level") or 1
            low = max(cam.to_screen(q, rr, level)[1] for q, rr in hexes)
            r.centery = int(low + cam.size * 1.6 + r.h / 2)
        return r.clamp(area)

    def button_widths(self, specs, bh: int, room: int) -> tuple[list, int]:
        """(width of each button of ``specs``, gap between them) in px for a bar ``room`` px
        wide: the design widths (``specs``' width at 720 px high), never narrower than the
        label at one common text size (so "Turn left" and "Turn right" read alike), and at
        least 4 px apart; in a narrow window the largest common size that fits."""
        u = self.u
        n = len(specs)
        gap = max(4, int(6 * u))
        design = sum(w for *_, w in specs) * u
        k = min(1.0, (room - gap * (n - 1)) / design) if design > 0 else 1.0
        base = [max(1, int(w * u * k)) for *_, w in specs]
        top = max(12, int(bh * 0.5))      # Button's largest label size for this height
        for size in range(top, 9, -1):
            need = [measure(label, size, caps=True)[0] + 24 for label, *_ in specs]
            widths = [max(b, nd) for b, nd in zip(base, need)] if size == top else need
            if sum(widths) + gap * (n - 1) <= room:
                spare = room - sum(widths) - gap * (n - 1)
                return widths, gap + min(gap * 2, spare // max(1, n - 1)) * (size < top)
        return base, gap

    @staticmethod
    def labels_fit(specs, widths) -> bool:
        """True when every label of ``specs`` fits its width at the Button's least text size
        (10 px, 12 px of padding each side)."""
        return all(measure(label, 10, caps=True)[0] + 24 <= w
                   for (label, *_), w in zip(specs, widths))

    def button_rows(self, specs, bh: int, room: int) -> list:
        """The bottom bar's rows, top to bottom: [(specs of the row, their widths, gap)]; one
        row when every label fits it (:meth:`button_widths`), else two: the tile's buttons
        (Undo, turns, Confirm) above, Cancel, the camera and Menu below."""
        widths, gap = self.button_widths(specs, bh, room)
        if sum(widths) + gap * (len(widths) - 1) <= room and self.labels_fit(specs, widths):
            return [(specs, widths, gap)]
        split = next(i for i, sp in enumerate(specs) if sp[2] == "cancel")
        return [(part,) + tuple(self.button_widths(part, bh, room))
                for part in (specs[:split], specs[split:])]

    def _button_specs(self) -> list:
        """(label, action, key, width at 720 px high) of the bottom bar's buttons, left to
        right: Undo (AK-9b), the tile's turns, Confirm and Cancel, the camera, Menu."""
        return [("Undo", self.undo_turn, "undo", 150),
                ("Turn left", self.rotate_left, "rotl", 108),
                ("Turn right", self.rotate_right, "rotr", 108),
                ("Confirm", self.confirm, "confirm", 100), ("Cancel", self.cancel, "cancel", 92),
                ("Fit", self.fit, "fit", 56), ("\u2212", lambda: self.zoom(-1), "zoomout", 40),
                ("+", lambda: self.zoom(1), "zoomin", 40), ("Menu", self.open_pause, "menu", 72)]

    def _cells_levels(self, seat: int):
        return [(p, c.level) for p, c in self.shown[seat].items()]

    @property
    def camera(self) -> Camera:
        return self.cameras[self.viewed]

    def _height_fn(self, seat: int):
        cells = self.shown[seat]

        def height(q, r):
            c = cells.get((q, r))
            return c.level if c else 0
        return height

    def pick(self, pos) -> tuple[int, int]:
        """The hex of the viewed city under window pixel ``pos``."""
        cells = self.shown[self.viewed]
        maxl = max((c.level for c in cells.values()), default=1)
        return self.camera.pick(pos[0], pos[1], self._height_fn(self.viewed), maxl)

    def site_tile_pos(self, index: int) -> tuple[int, int]:
        """Window pixel at the centre of the Construction Site card at ``index``."""
        return self._card_rect(index).center

    def hex_screen_pos(self, q: int, r: int) -> tuple[int, int]:
        """A window pixel that picks (q, r) in the viewed city: the centre of its top face, or
        a point nearer its top corner when a taller column in front hides the centre."""
        cam = self.camera
        h = self._height_fn(self.viewed)(q, r)
        x, y = cam.to_screen(q, r, max(1, h))
        s = cam.size
        for dx, dy in ((0, 0), (0, -0.45), (-0.35, -0.25), (0.35, -0.25), (0, -0.7), (0, 0.4)):
            p = (int(round(x + dx * s)), int(round(y + dy * s)))
            if self.pick(p) == (q, r):
                return p
        return (int(round(x)), int(round(y)))

    def _card_rect(self, index: int) -> pygame.Rect:
        u = self.u
        x = self.cards_x0 + index * (self.card_w + int(8 * u))
        return pygame.Rect(int(x), int(14 * u), self.card_w, self.card_h)

    def _city_in_view(self, seat: int, cells: dict | None = None) -> bool:
        """The seat's city (or only ``cells``, (q, r) -> Cell, when given) lies inside the
        city view with a margin."""
        cam = self.cameras[seat]
        levels = [(p, c.level) for p, c in cells.items()] if cells else self._cells_levels(seat)
        x0, y0, x1, y1 = cam._bounds(levels, cam.size)
        ox, oy = cam.origin
        vx, vy, vw, vh = cam.viewport
        m = cam.size * 0.6
        return (x0 + ox >= vx + m and y0 + oy >= vy + m and x1 + ox <= vx + vw - m
                and y1 + oy <= vy + vh - m)

    #: px (times ``u``) a floating note rises over its 1.4 s life (8 px/s)
    FLOAT_RISE = 1.4 * 8

    def subtitle_bottom(self, seat: int) -> int:
        """Screen y of the bottom of ``seat``'s score-card subtitle line ("AI", "Illustrious
        Architect", the turn marker), as drawn by ``_draw_score_card``."""
        u = self.u
        return self.score_rects[seat].y + int(6 * u) + int(21 * u) + font(int(13 * u)).get_height()

    LEGEND = "green dots: where the tile's dotted hex can go (as it is turned now)"

    def visible_buttons(self) -> list:
        if self.review_mode:
            return [b for b in self.buttons
                    if b.key not in ("undo", "rotl", "rotr", "confirm", "cancel")] \
                + [self.back_button]
        return list(self.buttons)

    #: how far (hex steps) the ghost's first hex may go from the city's nearest hex: a legal
    #: ground spot is at most 2 away, one more lets the ghost show it is off
    GHOST_REACH = 3

    def city_area(self, seat: int) -> frozenset:
        """Positions within :data:`GHOST_REACH` steps of ``seat``'s city (the ghost's area)."""
        def make():
            cells = self.state.cities[seat].cells
            area = set()
            for (q, r) in cells:
                k = self.GHOST_REACH
                for dq in range(-k, k + 1):
                    for dr in range(max(-k, -dq - k), min(k, -dq + k) + 1):
                        area.add((q + dq, r + dr))
            return frozenset(area)
        return self._area_cache.fetch((self.version, seat), make)

    def clamp_anchor(self, pos) -> tuple[int, int]:
        """``pos`` when it lies in the viewed city's area (:meth:`city_area`), else the
        nearest position of that area (hex steps, then q, r): the ghost never leaves it."""
        seat = self.state.current_seat if self.state.current_seat is not None else self.viewed
        area = self.city_area(seat)
        pos = (int(pos[0]), int(pos[1]))
        if pos in area or not area:
            return pos
        return min(area, key=lambda p: (distance(p, pos), p))

    def ghost_hexes(self) -> tuple:
        """The (q, r) the ghost covers (picked tile at the anchor, turned); () without one."""
        if self.selected is None or self.anchor is None:
            return ()
        tile = self.state.tiles[self.state.site[self.selected]]
        return tuple(placement_hexes(tile, self.anchor[0], self.anchor[1], self.rotation))

    def widget_rects(self) -> list:
        return [b.rect for b in self.visible_buttons()] + list(self.tabs) + list(self.score_rects) + \
            [self._card_rect(i) for i in range(len(self.state.site))]

    def legend_box(self) -> pygame.Rect:
        """Where the legend of the green dots goes: bottom left of the city view."""
        u = self.u
        f = font(max(11, int(14 * u)))
        w = f.size(self.LEGEND)[0] + int(34 * u)
        h = f.get_linesize() + int(8 * u)
        return pygame.Rect(self.view_rect.x + int(10 * u), self.view_rect.bottom - h - int(8 * u), w, h)

    @property
    def legend_rect(self) -> pygame.Rect | None:
        """The legend's rect while it shows (a tile is being placed), else None."""
        return self.legend_box() if self.placing_shown and not self._drop_shown() else None

    def colour_cells(self) -> dict:
        """(seat, colour) -> the rect of that colour's column on the seat's score card (the
        hover area of its explanation); cards too short for the columns have none."""
        u = self.u
        out = {}
        for s, rect in enumerate(self.score_rects):
            y = rect.y + int(6 * u)
            if rect.bottom - (y + int(54 * u)) < int(24 * u):
                continue
            cw = (rect.w - int(20 * u)) / 5
            base_y = y + int(56 * u)
            for k, c in enumerate(COLOURS):
                cx = rect.x + int(10 * u) + cw * k + cw / 2
                out[(s, c)] = pygame.Rect(int(cx - cw / 2), base_y, int(cw), rect.bottom - base_y)
        return out

    def _sync_buttons(self) -> None:
        """The tile buttons (turn, cancel) are enabled while a person holds a tile, Confirm
        while a placement is proposed (AK-9b), Undo while :meth:`undo_label` names a turn to
        take back (its label then); run after input and each update, so drawing and clicks
        read the same state."""
        tile_on = self.selected is not None and self.person_turn
        undo = self.undo_label()
        for b in self.buttons:
            if b.key in ("rotl", "rotr", "cancel"):
                b.enabled = tile_on
            elif b.key == "confirm":
                b.enabled = tile_on and self.proposed
            elif b.key == "undo":
                b.enabled = undo is not None
                fits = undo is not None and \
                    font(12, caps=True).size(undo)[0] <= b.rect.w - 24   # Button's least size
                b.label = undo if fits else "Undo"
