"""All the cities at once, the height view, each seat's last move and the move log (issue 9,
points 2 and 5) for the Akropolis table.

- The overview (Act.OVERVIEW: C, the "All cities" tab after the seat tabs, pad L3) shows every
  seat's city in the city view at once, each with its name, score and stones, and the move log
  beside or below them.  It stays on while AI seats play (their tiles drop into their cities)
  and steps aside while a person places a tile.  A click on a city, or Enter on the one marked
  (arrows or T move the mark), opens it; C, the tab or Esc closes the overview.
- The height view (Act.HEIGHTS: H, the "Heights" chip at the bottom right of the city view, pad
  right stick left/right) floods every top with its level colour and number; the chip is the
  legend of the level colours.
- Last move: each seat's latest placement is outlined (the tile's outer edge) in its seat colour
  on its city (main view and overview) from the time its drop lands until that seat moves again.
- The move log: game.scenes.akropolis.movelog, from the core's events.

Geometry here is computed from the layout's rects (layout.py) and the window size, never from
the last frame.  Mixed into AkropolisTable through game.scenes.akropolis.view.TableView.
"""

from __future__ import annotations

import math

import pygame

from game.core.hexgrid import EDGE_DIRECTIONS, Layout
from game.input.actions import Act
from game.input.hints import hint as control_label
from game.render import hexdraw
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, font, text, wrap
from game.render.widgets import draw_panel
from game.scenes.akropolis.movelog import MoveLog
from game.scenes.akropolis.words import plural

SQRT3 = math.sqrt(3.0)
#: levels shown in the heights legend (the last colour stands for every higher level)
LEGEND_LEVELS = (1, 2, 3, 4)


def city_extent(cells) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of the tops of ``cells`` ((q, r) -> Cell) at hex size 1, the ground
    centre of (0, 0) at the origin (levels raise tops by about 0.3 per level)."""
    lay = Layout(1.0, (0.0, 0.0))
    pts = [(lay.to_pixel(q, r), c.level) for (q, r), c in cells.items()] or [((0.0, 0.0), 1)]
    x0 = min(p[0] for p, _ in pts) - SQRT3 / 2
    x1 = max(p[0] for p, _ in pts) + SQRT3 / 2
    y0 = min(p[1] - 0.3 * lv for p, lv in pts) - 1.0
    y1 = max(p[1] for p, _ in pts) + 1.0
    return x0, y0, x1, y1


#: acts on a held tile that end the keyboard/pad preview of it (sitecards.site_preview_index)
PLACING_ACTS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT, Act.ROTATE_LEFT, Act.ROTATE_RIGHT,
                Act.CONFIRM, Act.BACK, Act.UNDO)


class TableOverview:
    """Overview half of the view (see the module docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        self.overview_on = False   # the all-cities overview asked for (shown: overview_shown)
        self.heights_on = False    # the height view
        self._mini_cache = DrawCache(12)       # (seat, shown version, size, heights) -> image
        self._log_memo = DrawCache(1)          # the one MoveLog (filled while drawing)
        self._log_cache = DrawCache(4)         # (version, ...) -> log lines, last moves
        self._wrap_cache = DrawCache(64)       # (text, width, size) -> wrapped lines
        self._preview_text_cache = DrawCache(8)
        self.focus_at = -1e9   # scene time of the last tile pick by keyboard or pad
        super().__init__(*args, **kwargs)

    # ---- flow and input
    @property
    def overview_shown(self) -> bool:
        """The overview is drawn: asked for, not while a person places a tile, not in review."""
        return self.overview_on and not self.placing_shown and not self.review_mode

    def toggle_overview(self) -> None:
        self.overview_on = not self.overview_on
        self._view_cache.clear()

    def toggle_heights(self) -> None:
        self.heights_on = not self.heights_on
        self._view_cache.clear()

    def open_city(self, seat: int) -> None:
        """Leave the overview and show ``seat``'s city."""
        self.overview_on = False
        self.view(seat, center=True)

    def handle_view_input(self, ev) -> bool:
        """OVERVIEW and HEIGHTS anywhere; in the overview, BACK closes it, CONFIRM opens the
        marked city and the arrows move the mark.  True if consumed (hook of
        TableInteraction.handle_table)."""
        a = ev.act
        if a in (Act.NEXT, Act.PREV) or (a == Act.CONFIRM and self.selected is None):
            self.focus_at = self.time   # a tile picked by keyboard or pad: its preview shows
        elif a in PLACING_ACTS:
            self.focus_at = -1e9        # the ghost moves, turns or is proposed: preview gone
        if a == Act.OVERVIEW:
            self.toggle_overview()
            return True
        if a == Act.HEIGHTS:
            self.toggle_heights()
            return True
        if not self.overview_shown:
            return False
        n = self.state.num_seats
        if a == Act.BACK:
            self.overview_on = False
            return True
        if a == Act.CONFIRM:
            self.open_city(self.viewed)
            return True
        if a in (Act.LEFT, Act.UP, Act.RIGHT, Act.DOWN):
            d = -1 if a in (Act.LEFT, Act.UP) else 1
            self.view((self.viewed + d) % n)
            return True
        return False

    def click_view(self, pos) -> bool:
        """A click on the "All cities" tab, the heights chip or a city of the overview; True if
        consumed (hook of TableInteraction._click)."""
        if self.all_tab_rect().collidepoint(pos):
            self.toggle_overview()
            return True
        if self.heights_rect().collidepoint(pos):
            self.toggle_heights()
            return True
        if self.overview_shown:
            cells, _ = self.overview_parts()
            for seat, r in enumerate(cells):
                if r.collidepoint(pos):
                    self.open_city(seat)
                    return True
            if self.view_rect.collidepoint(pos) or (self.overview_over_panel
                                                    and self.panel_rect.collidepoint(pos)):
                return True
        return False

    # ---- geometry (pure)
    def _label_with_key(self, label: str, action: str) -> str:
        if self.device == "mouse":
            return label
        return f"{label} ({control_label(self.device, action)})"

    def all_tab_rect(self) -> pygame.Rect:
        """The "All cities" tab, after the seat tabs (clamped inside the city view)."""
        u = self.u
        last = self.tabs[-1] if self.tabs else pygame.Rect(self.view_rect.x, self.view_rect.y + int(8 * u), 0, int(30 * u))
        label = self._label_with_key("All cities", "overview")
        w = min(int(220 * u), font(int(16 * u)).size(label)[0] + int(26 * u))
        x = min(last.right + int(10 * u), self.view_rect.right - w - int(8 * u))
        return pygame.Rect(x, last.y, w, last.h)

    def _heights_label(self) -> str:
        return self._label_with_key("Heights", "heights")

    def heights_rect(self) -> pygame.Rect:
        """The heights chip (legend and toggle) at the bottom right of the city view."""
        u = self.u
        r = self.heights_home()
        legend = self.legend_rect   # the green dots' legend while placing (layout.py)
        if legend is not None and self.heights_over_legend():
            # too close beside it (640 x 400): the chip goes above the legend's line
            r.bottom = legend.y - max(4, int(6 * u))
        return r

    def heights_home(self) -> pygame.Rect:
        """The heights chip's place with no legend beside it: the view's bottom right."""
        u = self.u
        size = max(11, int(15 * u))
        sw = max(12, int(20 * u))
        w = font(size, bold=True).size(self._heights_label())[0] + len(LEGEND_LEVELS) * (sw + 3) \
            + int(30 * u)
        h = max(sw + int(8 * u), font(size).get_linesize() + int(8 * u))
        vr = self.view_rect
        return pygame.Rect(vr.right - w - int(10 * u), vr.bottom - h - int(8 * u), w, h)

    def heights_over_legend(self) -> bool:
        """True when the chip is too close beside the green dots' legend box and goes above
        its line while the legend shows."""
        return self.legend_box().inflate(2 * max(8, int(12 * self.u)), 0) \
            .colliderect(self.heights_home())

    @property
    def overview_over_panel(self) -> bool:
        """The overview also takes the side panel's width below the Construction Site (its
        cells show each seat's score and stones): in a window where the panel is over 30 % of
        the width (640 x 400: 44 %), so the cities are large enough to read."""
        return self.overview_shown and self.panel_w > 0.3 * self.W

    def overview_area(self) -> pygame.Rect:
        """Where the overview's cities and log go: the city view under the tabs and above the
        heights chip, widened over the side panel when :attr:`overview_over_panel`."""
        u = self.u
        vr = self.view_rect
        top = self.all_tab_rect().bottom + int(6 * u)
        bottom = self.heights_rect().y - int(4 * u)
        right = self.W if self.overview_over_panel else vr.right
        return pygame.Rect(vr.x + int(8 * u), top, right - vr.x - int(16 * u),
                           max(10, bottom - top))

    def overview_parts(self) -> tuple[list[pygame.Rect], pygame.Rect]:
        """(one rect per seat's mini city, the move log's rect) inside :meth:`overview_area`:
        the log beside the cities in a wide view, below them in a narrow one; the cities in the
        grid that lets them be drawn largest."""
        u = self.u
        area = self.overview_area()
        gap = int(6 * u)
        if area.w >= area.h * 1.45 and area.w >= 700 * u:
            lw = int(min(340 * u, area.w * 0.34))
            log = pygame.Rect(area.right - lw, area.y, lw, area.h)
            cities = pygame.Rect(area.x, area.y, area.w - lw - gap, area.h)
        else:
            lh = int(min(area.h * 0.32, 5 * font(self._log_size()).get_linesize() + 30 * u))
            log = pygame.Rect(area.x, area.bottom - lh, area.w, lh)
            cities = pygame.Rect(area.x, area.y, area.w, area.h - lh - gap)
        n = self.state.num_seats
        best = None
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            cw = (cities.w - gap * (cols - 1)) / cols
            ch = (cities.h - gap * (rows - 1)) / rows
            s = min(self.mini_size(seat, cw, ch) for seat in range(n))
            if best is None or s > best[0]:
                best = (s, cols, rows, cw, ch)
        _, cols, rows, cw, ch = best
        rects = []
        for seat in range(n):
            c, r = seat % cols, seat // cols
            rects.append(pygame.Rect(int(cities.x + c * (cw + gap)), int(cities.y + r * (ch + gap)),
                                     int(cw), int(ch)))
        return rects, log

    def _mini_header(self) -> int:
        return max(14, int(24 * self.u))

    def mini_margin(self) -> int:
        """Px kept clear between a mini city and its cell's border on each side."""
        return max(8, int(16 * self.u))

    def mini_size(self, seat: int, w: float, h: float) -> int:
        """Hex size (px, 4 or more; at most 34, times ``u``: a round-1 city stays small) at
        which ``seat``'s shown city fits a w x h cell with :meth:`mini_margin` on each side."""
        x0, y0, x1, y1 = city_extent(self.shown[seat])
        m = 2 * self.mini_margin()
        avail_w = w - m
        avail_h = h - self._mini_header() - m
        cap = max(12, min(44, int(34 * self.u)))
        return max(4, min(cap, int(min(avail_w / (x1 - x0), avail_h / (y1 - y0)))))

    def _log_size(self) -> int:
        return max(11, int(15 * self.u))

    # ---- derived (pure, DrawCache-backed)
    def move_log(self) -> MoveLog:
        """The game's MoveLog brought up to the current state (game.scenes.akropolis.movelog)."""
        memo = self._log_memo.fetch("log", MoveLog)
        return self._log_cache.fetch(("synced", self.version, id(self.state)),
                                     lambda: memo.sync(self.state))

    def log_lines(self) -> list:
        """Every move so far as game.scenes.akropolis.movelog.LogLine, oldest first."""
        return self._log_cache.fetch(("lines", self.version, id(self.state), tuple(self.names)),
                                     lambda: self.move_log().lines(self.seat_name, self.card_name))

    def last_move_hexes(self, seat: int) -> list[tuple[int, int, int]]:
        """(q, r, level) of ``seat``'s latest placement as far as its city shows it (its drop
        has landed); [] before its first move."""
        moves = self._log_cache.fetch(("last", self.version, id(self.state)),
                                      lambda: self.move_log().last_moves(self.state.num_seats))
        last = moves[seat] if seat < len(moves) else None
        if last is None:
            return []
        cells = self.shown[seat]
        out = []
        for q, r, _ in last.hexes:
            c = cells.get((q, r))
            if c is not None and c.tile_id == last.tile:
                out.append((q, r, c.level))
        return out

    # ---- drawing
    def _draw_last_move(self, surface, seat: int, to_screen, size: float) -> None:
        """Outline ``seat``'s last placement as one shape (the tile's outer edges, not each
        hex, so it never reads as a level rim) in the seat colour over a dark halo;
        ``to_screen(q, r, level)`` gives top centres."""
        hexes = self.last_move_hexes(seat)
        if hexes:
            self._draw_tile_outline(surface, hexes, P.SEAT_COLORS[seat % len(P.SEAT_COLORS)],
                                    to_screen, size)

    @staticmethod
    def _draw_tile_outline(surface, hexes, col, to_screen, size: float, dy: float = 0.0) -> None:
        """One outline around ``hexes`` ((q, r, level) triples; the outer edges only) in
        ``col`` over a dark halo; ``to_screen(q, r, level)`` gives top centres, ``dy`` shifts
        them down (px)."""
        w = max(3, round(size / 5))
        mine = {(q, r) for q, r, _ in hexes}
        edges = []
        for q, r, lv in hexes:
            x, y = to_screen(q, r, lv)
            pts = hexdraw.hex_points(x, y + dy, size)
            for i, (dq, dr) in enumerate(EDGE_DIRECTIONS):
                if (q + dq, r + dr) not in mine:   # edge i joins corners i and i + 1
                    edges.append((pts[i], pts[(i + 1) % 6]))
        for width, colour in ((w + 4, P.SHADOW), (w, col)):
            for a, b in edges:
                pygame.draw.line(surface, colour, a, b, width)
                pygame.draw.circle(surface, colour, a, width / 2)
                pygame.draw.circle(surface, colour, b, width / 2)

    def _draw_view_extras(self, surface) -> None:
        """Over the single city view: the viewed seat's last move, the recent moves, the
        heights chip and the "All cities" tab."""
        if not self.placing_shown and not self.overview_shown:
            cam = self.camera
            self._draw_last_move(surface, self.viewed, cam.to_screen, cam.size)
            self._draw_recent_moves(surface)

    def recent_log_rect(self) -> pygame.Rect | None:
        """Where the last two log lines go over the single city view (window pixels), or None:
        not in a narrow view, not while a banner shows ("Round N: new tiles revealed"), and
        only at a place that covers no hex of the viewed city (top right under the tabs,
        else bottom left): the log yields to the city."""
        u = self.u
        vr = self.view_rect
        w = int(360 * u)
        n = min(2, len(self.log_lines()))
        if vr.w < w * 2.2 or not n or self.banner is not None:
            return None
        lh = font(self._log_size()).get_linesize()
        h = lh * n + int(10 * u)
        top = pygame.Rect(vr.right - w - int(10 * u), self.all_tab_rect().bottom + int(6 * u), w, h)
        low = pygame.Rect(vr.x + int(10 * u), vr.bottom - h - int(8 * u), w, h)
        hexes = self.city_hex_rects(self.viewed)
        return next((r for r in (top, low) if r.collidelist(hexes) == -1), None)

    def city_hex_rects(self, seat: int) -> list:
        """Screen rects of ``seat``'s placed hexes in its camera (each top face with its
        wall), for keeping labels off the city."""
        cam = self.cameras[seat]
        size = cam.size
        out = []
        for (q, r), level in self._cells_levels(seat):
            x, y = cam.to_screen(q, r, level)
            out.append(pygame.Rect(int(x - size), int(y - size), int(2 * size),
                                   int(2 * size + level * cam.lift)))
        return out

    def _draw_recent_moves(self, surface) -> None:
        """The last two lines of the move log (at :meth:`recent_log_rect`)."""
        u = self.u
        r = self.recent_log_rect()
        if r is None:
            return
        size = self._log_size()
        lh = font(size).get_linesize()
        lines = self.log_lines()[-2:]
        draw_panel(surface, r, P.LAPIS_DARK, P.PANEL_BORDER, radius=int(7 * u), border_w=1,
                   shadow=False, alpha=200)
        y = r.y + int(5 * u)
        for ln in reversed(lines):
            self._draw_log_line(surface, ln.text, ln.seat, (r.x + int(8 * u), y), r.w - int(16 * u),
                                size)
            y += lh

    def _draw_log_line(self, surface, line: str, seat, pos, width: int, size: int,
                       dot: bool = True) -> None:
        """One log line: the seat's colour dot (``dot``), the text fitted to ``width``; a
        round line (``seat`` None) in gold."""
        x, y = pos
        lh = font(size).get_linesize()
        rad = max(3, size // 4)
        if seat is not None and dot:
            col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
            pygame.draw.circle(surface, col, (x + rad, y + lh // 2), rad)
        s = fit_size(line, width - 3 * rad, size, min_size=max(9, size - 4))
        text(surface, line, (x + 3 * rad, y + (size - s) // 2), s,
             P.TEXT if seat is not None else P.GOLD_LIGHT)

    def _draw_chips(self, surface) -> None:
        """The "All cities" tab and the heights chip (both toggles; not in the read-only
        review of the final cities, whose input is the base's)."""
        if self.review_mode:
            return
        u = self.u
        r = self.all_tab_rect()
        on = self.overview_shown
        draw_panel(surface, r, P.PANEL_LIGHT if on else P.PANEL, P.GOLD_LIGHT if on else P.GOLD_DARK,
                   radius=int(8 * u), border_w=2 if on else 1, shadow=False, alpha=255 if on else 200)
        label = self._label_with_key("All cities", "overview")
        size = fit_size(label, r.w - int(12 * u), int(16 * u))
        text(surface, label, r.center, size, P.TEXT if on else P.MUTED, "center")
        r = self.heights_rect()
        on = self.heights_on
        draw_panel(surface, r, P.PANEL_LIGHT if on else P.LAPIS_DARK, P.GOLD_LIGHT if on else P.PANEL_BORDER,
                   radius=int(7 * u), border_w=2 if on else 1, shadow=False, alpha=235)
        size = max(11, int(15 * u))
        x = text(surface, self._heights_label(), (r.x + int(10 * u), r.centery), size,
                 P.TEXT if on else P.MUTED, "midleft", bold=True).right + int(8 * u)
        sw = max(12, int(20 * u))
        for lv in LEGEND_LEVELS:
            sq = pygame.Rect(x, r.centery - sw // 2, sw, sw)
            col = hexdraw.level_outline(lv)
            pygame.draw.rect(surface, col, sq, border_radius=max(2, sw // 4))
            pygame.draw.rect(surface, P.SHADOW, sq, 1, border_radius=max(2, sw // 4))
            dark = sum(col) > 380
            text(surface, str(lv) + ("+" if lv == LEGEND_LEVELS[-1] else ""), sq.center,
                 max(9, int(sw * 0.62)), (16, 12, 10) if dark else P.TEXT, "center", bold=True)
            x += sw + 3

    def _draw_overview(self, surface) -> None:
        """Every seat's city in its cell, the move log beside or below."""
        u = self.u
        vr = self.view_rect
        surface.blit(self._bg, vr.topleft, vr)
        if self.overview_over_panel:
            under = pygame.Rect(vr.right, vr.y, self.W - vr.right, self.H - vr.y)
            surface.blit(self._bg, under.topleft, under)
        cells, log = self.overview_parts()
        n = self.state.num_seats
        size = min(self.mini_size(s, cells[s].w, cells[s].h) for s in range(n))
        for seat, r in enumerate(cells):
            self._draw_mini_city(surface, seat, r, size)
        self._draw_log_panel(surface, log)

    def _mini_image(self, seat: int, size: int):
        key = (seat, self.shown_ver[seat], size, self.heights_on)
        return self._mini_cache.fetch(key, lambda: hexdraw.render_city(
            self.shown[seat], size, show_ground=False, heights=self.heights_on))

    def _draw_mini_city(self, surface, seat: int, r: pygame.Rect, size: int) -> None:
        u = self.u
        col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
        marked = seat == self.viewed
        draw_panel(surface, r, P.lerp(P.PANEL, P.BG, 0.35), col if marked else P.PANEL_BORDER,
                   radius=int(9 * u), border_w=3 if marked else 1, shadow=False, alpha=235)
        hh = self._mini_header()
        img, (ox, oy) = self._mini_image(seat, size)
        x0, y0, x1, y1 = city_extent(self.shown[seat])
        lf = hexdraw.lift(size)
        # the city's bounding box centred in the cell below its header
        cx, cy = r.centerx, r.y + hh + (r.h - hh) / 2
        gx = cx - (x0 + x1) / 2 * size
        gy = cy - (y0 + y1) / 2 * size
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-2, -2).clip(clip))
        surface.blit(img, (round(gx - ox), round(gy - oy)))
        lay = Layout(size, (gx, gy))

        def to_screen(q, rr, level):
            x, y = lay.to_pixel(q, rr)
            return x, y - level * lf
        self._draw_last_move(surface, seat, to_screen, size)
        a = self.anim
        if a is not None and a["type"] == "drop" and a["seat"] == seat:   # its move lands
            dy = self.drop_now(a, size * 5)[0]   # animator.py: the physics drop
            for (q, rr), c in sorted(a["cells"].items(), key=lambda it: (it[0][1], it[0][0])):
                hexdraw.blit_column(surface, c.kind, c.color, c.level, size, lay.to_pixel(q, rr),
                                    dy=dy, heights=self.heights_on)
        # header: seat dot, name, what it is doing; score and stones on the right
        tsize = max(11, int(16 * u))
        hy = r.y + hh // 2 + int(2 * u)
        pygame.draw.circle(surface, col, (r.x + int(12 * u), hy), max(3, int(5 * u)))
        score = str(self.counters.shown(seat, self.card_ledger[seat].total))
        right = f"{plural(self.card_stones[seat], 'stone')}  {score}" if r.w >= 240 * u else score
        rw = font(tsize, bold=True).size(right)[0]
        name = self.seat_name(seat)
        if self.active_seat == seat:
            name += "  \u25b8 " + ("thinking\u2026" if self.session.thinking else "to play")
        room = r.w - rw - int(34 * u)
        if room > 30:
            text(surface, name, (r.x + int(22 * u), hy),
                 fit_size(name, room, tsize, bold=True, min_size=8), P.TEXT, "midleft", bold=True)
        text(surface, right, (r.right - int(8 * u), hy), tsize, P.GOLD_LIGHT, "midright", bold=True)
        surface.set_clip(clip)

    def _draw_log_panel(self, surface, r: pygame.Rect) -> None:
        """The move log, newest first, as many lines as fit."""
        u = self.u
        draw_panel(surface, r, P.LAPIS_DARK, P.PANEL_BORDER, radius=int(9 * u), border_w=1,
                   shadow=False, alpha=235)
        size = self._log_size()
        lh = font(size).get_linesize()
        text(surface, "Moves", (r.x + int(10 * u), r.y + int(5 * u)), size, P.GOLD_LIGHT, caps=True,
             bold=True)
        hint = "outlined on each city: its last move"
        text(surface, hint, (r.right - int(10 * u), r.y + int(5 * u)),
             fit_size(hint, r.w - int(110 * u), size - 2, min_size=9), P.MUTED, "topright")
        y = r.y + int(8 * u) + lh
        lines = self.log_lines()
        if not lines:
            text(surface, "No moves yet", (r.x + int(10 * u), y), size, P.MUTED)
            return
        width = r.w - int(20 * u)
        for ln in reversed(lines):
            if y + lh > r.bottom - int(4 * u):
                break
            for k, part in enumerate(self._wrapped(ln.text, width - size, size)):
                if y + lh > r.bottom - int(4 * u):
                    break
                self._draw_log_line(surface, part, ln.seat, (r.x + int(10 * u), y), width, size,
                                    dot=(k == 0))
                y += lh

    def _wrapped(self, s: str, width: int, size: int) -> list[str]:
        return self._wrap_cache.fetch((s, width, size), lambda: wrap(s, width, size))
