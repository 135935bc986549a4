"""Drawing of the Akropolis table (issue 8): the city view, the ghost, the Construction Site,
score cards, the status line, tabs and overlays.  Drawing only: no method here assigns a field of
the scene or its parts (caches are game.render.cache.DrawCache instances, which may fill).
Also the pure texts the view shows (tooltips, status line).  Mixed into AkropolisTable.
"""

from __future__ import annotations

import math

import pygame

from game.core.akropolis import COLOURS, placement_hexes
from game.core.hexgrid import Layout
from game.input.hints import SEP, hint as control_label, hint_line
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, font, text
from game.render.widgets import draw_panel, draw_tooltip, veil
from game.scenes.akropolis.overview import TableOverview
from game.scenes.akropolis.sitecards import SiteCards
from game.scenes.thinking import draw_thinking
from game.scenes.akropolis.words import (COLOUR_NAMES, FACTORS_LEGEND, SINGULAR, agree,
                                         colour_lines, plural, signed)

# Control hints for the last used device (labels from game.input.hints); each says what the
# next press really does (AK-9b: a placement is proposed, then confirmed; the turn undone).
# A pair whose action is None is said as it is (the mouse's on-screen buttons).
PICK_PAIRS = [("cycle", "choose a tile")]
PLACE_PAIRS = {"keyboard": [("move", "move"), ("rotate", "turn"), ("confirm", "choose this spot"),
                            ("back", "put the tile back")],
               "mouse": [("move", "to move"), ("secondary", "turn"), ("confirm", "to choose a spot"),
                         (None, "Cancel puts the tile back")]}
PROPOSED_PAIRS = {"keyboard": [("confirm", "confirm"), ("back", "cancel"), ("move", "move it"),
                               ("rotate", "turn")],
                  "mouse": [("confirm", "the tile again to confirm"), (None, "Cancel unlocks it")]}
UNDO_PAIRS = {"keyboard": [("undo", "undo {what}")],
              "mouse": [(None, "Undo takes back {what}")]}


def pairs_line(device: str, pairs) -> str:
    """A hint line of ``pairs`` (game.input.hints.hint_line), a (None, words) pair said as it
    is: "Point to move · Right-click turn · Cancel puts the tile back"."""
    parts = [words if action is None else hint_line(device, [(action, words)])
             for action, words in pairs]
    return SEP.join(p for p in parts if p)
REVIEW_PAIRS = [("cycle", "next city"), ("back", "back to results")]


def row_points(ledger) -> dict:
    """category -> points of every row of a seat's ledger (game.core.events.Ledger rows; no
    "quarries" outside solo against Metagenes, AK-10)."""
    return {r.category: r.points for r in ledger.rows}


def colour_factors(ledger, colour: str) -> tuple[int, int]:
    """(value, stars) of ``colour`` in a seat's ledger, as the score cards and tooltips show
    them ("2\u00d73"): the colour row's ``factors`` (AK-7)."""
    value, stars = ledger.row(colour).factors
    return value, stars


class TableView(TableOverview, SiteCards):
    """Drawing half of the table; the overview, height view and move log (overview.py) and
    the Construction Site with its tile preview (sitecards.py) are its parts."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """The whole table (TableScene.draw calls this); changes nothing."""
        for r in (self.site_rect, self.panel_rect, self.bottom_rect):
            surface.blit(self._bg, r.topleft, r)   # margins around the panels: no stale pixels
        if self.overview_shown:
            self._draw_overview(surface)
        else:
            self._draw_view(surface)
        self._draw_site(surface)
        self._draw_panel(surface)
        self._draw_bottom(surface)
        self._draw_tabs(surface)
        self._draw_chips(surface)
        self._draw_athena(surface)   # athena_view.py: card row, prompt, open cards
        self._draw_overlays(surface)

    def _draw_view(self, surface) -> None:
        seat = self.viewed
        cam = self.camera
        vr = self.view_rect
        key = (seat, self.shown_ver[seat], cam.zoom_index, round(cam.origin[0]), round(cam.origin[1]),
               tuple(vr), self.heights_on)
        cache = self._view_cache   # DrawCache: the buffer per size and the key it shows
        vs = cache.fetch(("buffer", vr.size), lambda: pygame.Surface(vr.size).convert()
                         if pygame.display.get_surface() else pygame.Surface(vr.size))
        if cache.get(("shows", vr.size)) != key:
            vs.blit(self._bg, (0, 0), vr)
            img, origin = self.city_image[seat].get(self.shown[seat], cam.size,
                                                     (seat, self.shown_ver[seat]),
                                                     heights=self.heights_on)
            ox, oy = cam.origin
            vs.blit(img, (round(ox - origin[0] - vr.x), round(oy - origin[1] - vr.y)))
            cache.put(("shows", vr.size), key)
        surface.blit(vs, vr.topleft)
        clip = surface.get_clip()
        surface.set_clip(vr)
        self._draw_view_extras(surface)
        if self.anim is not None and self.anim["type"] == "drop" and self.anim["seat"] == seat:
            self._draw_drop(surface, self.anim)
        elif self.placing_shown:
            self._draw_legal_marks(surface)
            self._draw_legend(surface)
            self._draw_ghost(surface)      # over the legend: the tile is what matters
        elif self.hover_pos is not None and cam.contains(self.hover_pos) and not self.busy:
            self._draw_hover(surface)
        self._draw_athena_city(surface)   # athena_view.py: matched hexes, the Mini-tile
        self.motion.draw(surface)         # a completion's small burst, inside the view
        surface.set_clip(clip)

    def _draw_legend(self, surface) -> None:
        """One small line at the bottom left of the view explaining the green dots."""
        u = self.u
        size = max(11, int(14 * u))
        r = self.legend_box()
        draw_panel(surface, r, P.LAPIS_DARK, P.PANEL_BORDER, radius=int(7 * u), border_w=1,
                   shadow=False, alpha=220)
        rad = max(3, int(5 * u))
        c = (r.x + int(14 * u), r.centery)
        pygame.draw.circle(surface, P.SHADOW, c, rad + 1)
        pygame.draw.circle(surface, P.GOOD, c, rad)
        text(surface, self.LEGEND, (r.x + int(26 * u), r.centery), size, P.MUTED, "midleft")

    def _draw_drop(self, surface, a) -> None:
        cam = self.camera
        dy, flash = self.drop_now(a, cam.size * 5)   # animator.py: the physics drop
        for (q, r), c in sorted(a["cells"].items(), key=lambda it: (it[0][1], it[0][0])):
            gx, gy = cam.ground(q, r)
            hexdraw.blit_column(surface, c.kind, c.color, c.level, cam.size, (gx, gy), dy=dy,
                                heights=self.heights_on, color2=getattr(c, "color2", None),
                                sides=getattr(c, "sides", ()))
        if flash > 0:
            for (q, r), c in a["cells"].items():
                x, y = cam.to_screen(q, r, c.level)
                rad = cam.size * (1.0 + (1.0 - flash) * 0.6)
                pygame.draw.circle(surface, P.GOLD_LIGHT, (x, y), rad, max(1, int(3 * flash)))

    def _draw_legal_marks(self, surface) -> None:
        self._draw_dots(surface, self.legal_anchors())

    def _draw_dots(self, surface, spots) -> None:
        """The green dots of the legal spots: ``spots`` (q, r) -> the level a tile rests at."""
        cam = self.camera
        rad = max(2, cam.size // 7)
        for (q, r), level in spots.items():
            x, y = cam.to_screen(q, r, level - 1 if level > 1 else 1)
            pygame.draw.circle(surface, P.SHADOW, (x, y), rad + 1)
            pygame.draw.circle(surface, P.GOOD, (x, y), rad)

    def _ghost_cells(self):
        st = self.state
        info = self.placement_info()
        if info is None:
            return None, None
        tile = st.tiles[st.site[self.selected]]
        q, r = self.anchor
        pos = placement_hexes(tile, q, r, self.rotation)
        level = info.get("level") or 1
        return [(p, kc, level) for p, kc in zip(pos, tile.hexes)], info

    def _draw_ghost(self, surface) -> None:
        cells, info = self._ghost_cells()
        if cells is None:
            return
        cam = self.camera
        tint = "ok" if info["legal"] else "bad"
        # a proposed placement (AK-9b) is locked: it rests, outlined in gold, tagged "Confirm?"
        locked = self.proposed and info["legal"]
        bob = -3.0 if locked else 2.0 * self.ghost_bob() * math.sin(self.time * 5.0) - 3
        for (q, r), (kind, color), level in sorted(cells, key=lambda it: (it[0][1], it[0][0])):
            hexdraw.blit_column(surface, kind, color, level, cam.size, cam.ground(q, r), ghost=tint,
                                dy=bob)
        # the hexes a refusal is about: a red outline where they would rest
        width = max(2, cam.size // 9)
        for (q, r) in self.offending_hexes():
            h = self.state.cities[self.state.current_seat].height(q, r)
            x, y = cam.to_screen(q, r, max(1, h))
            pts = hexdraw.hex_points(x, y, cam.size * 0.92)
            pygame.draw.polygon(surface, P.SHADOW, pts, width + 2)
            pygame.draw.polygon(surface, P.BAD, pts, width)
            d = cam.size * 0.28
            pygame.draw.line(surface, P.BAD, (x - d, y - d), (x + d, y + d), width)
            pygame.draw.line(surface, P.BAD, (x - d, y + d), (x + d, y - d), width)
        if locked:
            self._draw_tile_outline(surface, [(q, r, lv) for (q, r), _, lv in cells],
                                    P.GOLD_LIGHT, cam.to_screen, cam.size, dy=bob)
        # the first hex carries the same dot as the legal spots (see the legend); locked: a
        # gold disc with a check mark
        (q0, r0), _, lv0 = cells[0]
        x, y = cam.to_screen(q0, r0, lv0)
        rad = max(3, cam.size // 6) + (max(2, cam.size // 12) if locked else 0)
        pygame.draw.circle(surface, P.SHADOW, (x, y + bob), rad + 2)
        pygame.draw.circle(surface, P.GOLD_LIGHT if locked else P.GOOD if info["legal"]
                           else P.MARBLE, (x, y + bob), rad)
        if locked:
            k, lw = rad * 0.55, max(2, rad // 3)
            pygame.draw.lines(surface, P.LAPIS_DARK, False,
                              [(x - k, y + bob), (x - k * 0.3, y + bob + k * 0.7),
                               (x + k, y + bob - k * 0.6)], lw)
        # preview tag above the ghost
        xs = [cam.to_screen(q, r, lv)[0] for (q, r), _, lv in cells]
        ys = [cam.to_screen(q, r, lv)[1] for (q, r), _, lv in cells]
        x, y = sum(xs) / 3, min(ys) - cam.size * 1.3
        self._draw_preview_tag(surface, info, (x, y))

    def _preview_parts(self, info) -> list[tuple[str, tuple]]:
        if not info["legal"]:
            return [(info["reason"] or "not allowed", P.BAD)]
        d = info["score_delta"]
        parts = [("Confirm?", P.GOLD_LIGHT)] if self.proposed else []
        if self.show_previews:   # the Settings' "score previews": the points, by colour
            tot = d.get("total", 0)
            parts.append((signed(tot, "pt"), P.GOOD if tot > 0 else (P.BAD if tot < 0 else P.TEXT)))
            parts += [(f"{COLOUR_NAMES[c]} {d[c]:+d}", P.AK_COLORS[c]) for c in COLOURS if d.get(c)]
        g = info.get("stones_gained", 0)
        cost = self.state.stone_cost(self.selected) if self.selected is not None else 0  # AK-4
        if g or cost:
            parts.append((f"stones {g - cost:+d}" + (f" (+{g} quarry)" if g else ""), P.MARBLE_SHADE))
        lv = info.get("level", 1)
        parts.append((f"level {lv}", hexdraw.level_outline(lv) if lv > 1 else P.MUTED))
        return parts

    def _draw_preview_tag(self, surface, info, pos) -> None:
        edge = P.BAD if not info["legal"] else P.GOLD_LIGHT if self.proposed else P.GOOD
        self._draw_tag(surface, self._preview_parts(info), edge, pos)

    def _draw_tag(self, surface, parts, edge, pos, place=None) -> None:
        """A ghost's tag: ``parts`` (text, colour) in a row, rimmed in ``edge``, over ``pos``
        (``place(widths) -> Rect``: another placement, as the Mini-tile's)."""
        size = int(16 * self.u)
        f = font(size, bold=True)
        widths = [f.size(t)[0] for t, _ in parts]
        # layout.py: below the tabs, inside the view
        r = place(widths) if place else self.preview_tag_rect(widths, pos)
        draw_panel(surface, r, P.LAPIS_DARK, edge, radius=8, border_w=2, shadow=False)
        x = r.x + 10
        for (t, col), w_ in zip(parts, widths):
            text(surface, t, (x, r.centery), size, col, "midleft", bold=True)
            x += w_ + 12

    def _draw_hover(self, surface) -> None:
        q, r = self.pick(self.hover_pos)
        c = self.shown[self.viewed].get((q, r))
        if c is None:
            return
        cam = self.camera
        x, y = cam.to_screen(q, r, c.level)
        pygame.draw.polygon(surface, P.GOLD_LIGHT, hexdraw.hex_points(x, y, cam.size), 2)

    def hex_explanation(self, seat: int, pos: tuple[int, int], c) -> str:
        """Hover text for the visible top ``c`` at ``pos`` in ``seat``'s shown city."""
        if c.kind == "quarry":
            msg = f"Quarry, level {c.level}: covering it gives 1 stone"
        elif c.kind == "plaza":
            stars = hexdraw.PLAZA_STARS.get(c.color, 1)
            msg = (f"{SINGULAR[c.color]} plaza, level {c.level}: {plural(stars, 'star')} for "
                   f"{COLOUR_NAMES[c.color].lower()}")
        else:
            msg = self.district_explanation(seat, pos)
        return msg

    def tooltip(self):
        """``(text, pointer, size, max_width)`` of the tooltip under the pointer, or None: a hex
        of the viewed city (not while placing or busy), a Construction Site card (not busy), a
        score card's colour (not while moves land).  Pure: computed from the pointer, the layout
        and the state, never from the last frame."""
        hp = self.hover_pos
        if hp is None:
            return None
        u = self.u
        if self.overview_shown and self.view_rect.collidepoint(hp):
            return None
        if self.camera.contains(hp) and not self.busy and not self.placing_shown:
            q, r = self.pick(hp)
            c = self.shown[self.viewed].get((q, r))
            if c is not None:
                return (self.hex_explanation(self.viewed, (q, r), c), hp, int(16 * u), int(360 * u))
            return None
        if self.site_rect.collidepoint(hp) and not self.busy:
            for i in range(len(self.shown_site)):
                if self._card_rect(i).collidepoint(hp):
                    return (self.tile_description(i), hp, int(15 * u), int(320 * u))
            return None
        tip = self.card_tooltip(hp)   # athena_cards.py: the card row's cells
        if tip is not None:
            return tip
        if self.panel_rect.collidepoint(hp) and self.anim is None and not self.anims \
                and not self.overview_over_panel:
            # explanations read the state: not while moves land
            for (s, c), r in self.colour_cells().items():
                if r.collidepoint(hp):
                    return (self.colour_explanation(s, c), hp, int(15 * u), int(300 * u))
        return None

    @property
    def _tip(self):
        """The tooltip shown now (see :meth:`tooltip`); tests read it."""
        return self.tooltip()

    def _draw_panel(self, surface) -> None:
        st = self.state
        u = self.u
        pr = self.panel_rect
        if self.overview_over_panel:   # overview.py: the cities take the panel's place
            pr = pygame.Rect(pr.x, pr.y, pr.w, self.view_rect.y)
        draw_panel(surface, pr.inflate(-int(8 * u), -int(8 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(12 * u))
        rnd = f"Round {st.round}" + ("  \u00b7  game over" if st.is_terminal else "")
        text(surface, rnd, self.round_rect.topleft, int(19 * u), P.GOLD_LIGHT, caps=True)
        if self.variants_rect is not None:   # layout.py: a line of its own under the round
            text(surface, self.variants_line(), self.variants_rect.topleft, self.variants_size(),
                 P.MUTED)
        if self.overview_over_panel:
            return
        for s, rect in enumerate(self.score_rects):
            self._draw_score_card(surface, s, rect)
        legend = self.factors_legend_rect()   # layout.py: under the cards when there is room
        if legend is not None:
            text(surface, self.factors_legend(), legend.topleft, self.factors_legend_size(),
                 P.MUTED)

    def _draw_score_card(self, surface, s: int, rect: pygame.Rect) -> None:
        st = self.state
        u = self.u
        active = self.active_seat == s
        viewed = self.viewed == s
        seat_col = P.SEAT_COLORS[s % len(P.SEAT_COLORS)]
        draw_panel(surface, rect, P.PANEL_LIGHT if viewed else P.lerp(P.PANEL, P.BG, 0.2),
                   P.GOLD_LIGHT if active else (seat_col if viewed else P.GOLD_DARK),
                   radius=int(10 * u), border_w=3 if active else 1, shadow=False)
        led = self.card_ledger[s]
        x = rect.x + int(10 * u)
        y = rect.y + int(6 * u)
        pygame.draw.circle(surface, seat_col, (x + int(6 * u), y + int(11 * u)), int(6 * u))
        name = self.seat_name(s)
        nsize = fit_size(name, rect.w - int(150 * u), int(18 * u), bold=True)
        text(surface, name, (x + int(18 * u), y), nsize, P.TEXT, bold=True)
        kind = self.session.kind(s)
        tx = x + int(18 * u)
        ty = y + int(21 * u)
        if active:
            h = int(6 * u)
            pygame.draw.polygon(surface, P.GOLD_LIGHT, [(tx, ty + 3), (tx, ty + 3 + 2 * h),
                                                        (tx + int(1.6 * h), ty + 3 + h)])
            tx += int(14 * u)
            if self.anim is None and kind == "ai" and self.session.thinking:   # issue 11
                size = int(13 * u)   # the size of the words beside it ("AI", "to play")
                tx = draw_thinking(surface, name, (tx, ty + font(size).get_height() // 2),
                                   size, self.time, "midleft", P.PANEL,
                                   words="thinking").right + int(8 * u)
            else:
                word = "building" if self.anim is not None else "to play"
                tx = text(surface, word, (tx, ty), int(13 * u), P.GOLD_LIGHT).right + int(10 * u)
        tag = self.seat_tag(s)
        if tag:
            tx = text(surface, tag, (tx, ty), int(13 * u), P.MUTED).right + int(10 * u)
        if st.chief_architect == s and not st.solo:
            sr = int(7 * u)
            pts = hexdraw.star_points(tx + sr, ty + sr + 2, sr)
            pygame.draw.polygon(surface, P.GOLD_LIGHT, pts)
            text(surface, "Chief Architect", (tx + 2 * sr + 4, ty), int(13 * u), P.GOLD_LIGHT)
        text(surface, str(self.counters.shown(s, led.total)),
             (rect.right - int(10 * u), y - int(2 * u)), int(30 * u),
             P.GOLD_LIGHT, "topright", bold=True)
        # stones (right-aligned; Metagenes' quarry points after them, AK-10)
        sy = y + int(44 * u)
        label = self.stones_label(s)   # layout.py (the notes keep clear of it)
        pts = row_points(led)
        r_ = text(surface, label, (rect.right - int(10 * u), sy), int(14 * u), P.TEXT, "midright")
        sx = r_.x - int(10 * u)
        pygame.draw.circle(surface, P.MARBLE_SHADE, (sx, sy), int(6 * u))
        pygame.draw.circle(surface, P.SHADOW, (sx, sy), int(6 * u), 1)
        self._draw_statue_line(surface, s, rect, sy)   # athena_view.py (Athena games)
        # per colour: value x stars = points
        avail_h = rect.bottom - (y + int(54 * u))
        if avail_h < int(24 * u):
            return
        cw = (rect.w - int(20 * u)) / 5
        base_y = y + int(56 * u)
        sw = max(8, int(11 * u))
        for k, c in enumerate(COLOURS):
            value, stars = colour_factors(led, c)
            points = pts[c]
            cx = rect.x + int(10 * u) + cw * k + cw / 2
            hexdraw.blit_column(surface, "district", c, 1, sw, (cx, base_y + sw + hexdraw.lift(sw)))
            line = f"{value}\u00d7{stars}"
            ty = base_y + 2 * sw + int(4 * u)
            lsize, psize, step = self.card_column_sizes()
            text(surface, line, (cx, ty), lsize, P.MUTED, "midtop")
            if ty + step + font(psize, bold=True).get_height() <= rect.bottom - 1:
                text(surface, f"={points}", (cx, ty + step), psize,
                     P.TEXT if points else P.MUTED, "midtop", bold=True)

    def card_column_sizes(self) -> tuple[int, int, int]:
        """(size of a colour column's "value\u00d7stars" line, size of its "=points" line, px
        from the first line's top to the second's): 14 and 16 (times ``u``), never under 10
        and 11 px so they stay readable at 640 x 400, the second line below the first."""
        u = self.u
        lsize, psize = max(10, int(14 * u)), max(11, int(16 * u))
        return lsize, psize, max(int(16 * u), font(lsize).get_height())

    def _draw_bottom(self, surface) -> None:
        u = self.u
        br = self.bottom_rect
        draw_panel(surface, br.inflate(-int(8 * u), -int(6 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(10 * u), shadow=False)
        msg, col = self._status_text()
        size = fit_size(msg, self.status_w - int(10 * u), int(17 * u))
        sy = br.y + int(22 * u) if self.compact else br.centery
        text(surface, msg, (br.x + int(18 * u), sy), size, col, "midleft")
        review = self.review_mode
        for b in self.visible_buttons():   # enabled: set by _sync_buttons (layout.py)
            focused = self.hover_pos is not None and b.rect.collidepoint(self.hover_pos) and b.enabled
            b.draw(surface, focused or (review and b is self.back_button))

    def _draw_tabs(self, surface) -> None:
        u = self.u
        for s, r in enumerate(self.tabs):
            on = s == self.viewed
            col = P.SEAT_COLORS[s % len(P.SEAT_COLORS)]
            draw_panel(surface, r, P.PANEL_LIGHT if on else P.PANEL, col if on else P.GOLD_DARK,
                       radius=int(8 * u), border_w=2 if on else 1, shadow=False,
                       alpha=255 if on else 200)
            label = self.seat_name(s)
            size = fit_size(label, r.w - int(14 * u), int(16 * u))
            text(surface, label, r.center, size, P.TEXT if on else P.MUTED, "center")

    def _draw_overlays(self, surface) -> None:
        u = self.u
        self._draw_site_preview(surface)
        tip = self.tooltip()   # a card's text is in its preview instead
        if tip is not None and not (self.hover_pos is not None
                                    and self.site_rect.collidepoint(self.hover_pos)
                                    and self.site_preview_index() is not None):
            msg, pos, size, width = tip
            draw_tooltip(surface, msg, pos, size=size, max_width=width)
        self.notes.draw(surface)
        if self.banner is not None:
            msg = self.banner[0]
            size = int(22 * u)
            w = font(size, caps=True).size(msg)[0] + int(40 * u)
            r = pygame.Rect(0, 0, w, int(44 * u))
            r.center = (self.view_rect.centerx, self.view_rect.y + int(70 * u))
            draw_panel(surface, r, P.LAPIS_DARK, P.GOLD, radius=int(10 * u), border_w=2)
            text(surface, msg, r.center, size, P.GOLD_LIGHT, "center", caps=True)

    def _status_text(self) -> tuple[str, tuple]:
        st = self.state
        dev = self.device
        said = self.status_message()   # a live note or refusal (TableScene.say)
        if said is not None:
            return said[0], (P.BAD if said[1] else P.TEXT)
        a = self.anim
        if a is not None and "seat" in a:
            return self.with_undo_hint(self.builds(a["seat"]) if a["type"] in ("look", "drop", "pause")
                                       else ""), P.MUTED
        if self.anims:
            return "", P.MUTED
        if self.overview_shown:
            how = ("click a city to open it" if dev == "mouse" else
                   f"{control_label(dev, 'confirm')} opens the marked city \u00b7 "
                   f"{control_label(dev, 'overview')} closes")
            return f"All cities \u00b7 {how}", P.TEXT
        if st.is_terminal:
            msg = f"Final cities: {self.whose(self.viewed)} city"
            if self._hints_on():
                msg += " \u2014 " + ("click a name to see its city" if dev == "mouse" else
                                      hint_line(dev, REVIEW_PAIRS))
            return msg, P.TEXT
        seat = st.current_seat
        if not self.is_person(seat):
            return self.with_undo_hint(f"{agree(self.seat_name(seat), 'is')} thinking\u2026"), P.TEXT
        if self.busy:
            return "", P.TEXT
        if self.viewed != seat:
            back = ("click your tab or a tile to return" if self.device == "mouse" else
                    f"{control_label(self.device, 'end_turn')} next city \u00b7 pick a tile to "
                    f"return")
            return (f"Viewing {self.whose(self.viewed)} city \u00b7 {back}"), P.MUTED
        return self.turn_hint(), P.TEXT   # interaction.py: what the next press does

    def _hints_on(self) -> bool:
        """Key hints in the status line: the ``show_hints`` setting, and never under a pause
        or dialog (their own controls apply then)."""
        return not self.covered and self.show_hints

    def builds(self, seat: int) -> str:
        """``You build…`` / ``Pericles builds…``."""
        return f"{agree(self.seat_name(seat), 'builds')}\u2026"

    def whose(self, seat: int) -> str:
        """``your`` for the seat named "You", else ``Pericles's``."""
        who = self.seat_name(seat)
        return "your" if who == "You" else f"{who}'s"

    # ---- derived texts and numbers (pure; DrawCache-backed)
    def ledger(self, seat: int):
        """The core's score ledger of ``seat`` (a game.core.events.Ledger) for the current
        state version (cached)."""
        return self._ledger_cache.fetch((self.version, seat), lambda: self.state.ledger(seat))

    def district_status(self, seat: int) -> dict:
        """(q, r) -> why a visible district does not count (the core's AK-7 reasons)."""
        return self._status_cache.fetch((self.version, seat),
                                        lambda: self.state.district_status(seat))

    def district_values(self, seat: int) -> dict:
        """(q, r) -> what each visible district counts (level, variant doubling; the solo
        Architect's level value, AK-10), from the core's scoring."""
        return self._values_cache.fetch((self.version, seat),
                                        lambda: self.state.district_values(seat))

    def tile_description(self, index: int) -> str:
        """One tooltip text for the Construction Site tile at ``index``: its hexes and cost."""
        st = self.state
        tile = st.tiles[self.shown_site[index]]
        parts = []
        for kind, color in tile.hexes:
            if kind == "quarry":
                parts.append("quarry")
            elif kind == "plaza":
                n = hexdraw.PLAZA_STARS.get(color, 1)
                parts.append(f"{SINGULAR[color].lower()} plaza ({plural(n, 'star')})")
            else:
                parts.append(SINGULAR[color].lower())
        stones = st.stone_cost(index)   # AK-4
        cost = "free" if stones == 0 else f"costs {plural(stones, 'stone')}"
        return f"{', '.join(parts).capitalize()}: {cost}"

    def district_explanation(self, seat: int, pos: tuple[int, int]) -> str:
        """Hover text for the visible district at ``pos`` in ``seat``'s city (AK-7): what it
        counts and the colour's plaza stars, e.g. "Garden, level 1: counts 1 \u2014 but no green
        plaza yet, so 0 points", "Garden, level 2: counts 2 \u00d7 3 stars", or why it does not
        count (the core's district_status reason).  Values come from the core's scoring."""
        c = self.state.cities[seat].cells[pos]
        head = f"{SINGULAR[c.color]}, level {c.level}"
        why = self.district_status(seat).get(pos)
        if why:
            return f"{head}: does not count \u2014 {why}"
        value = self.district_values(seat).get(pos, c.level)
        stars = colour_factors(self.ledger(seat), c.color)[1]
        if not stars:
            return (f"{head}: counts {value} \u2014 but no {c.color} plaza yet, so 0 points")
        return f"{head}: counts {value} \u00d7 {plural(stars, 'star')}"

    def colour_explanation(self, seat: int, colour: str) -> str:
        """Why a seat's colour scores what it does: value x stars, and the districts that do
        not count, grouped by the core's reason (AK-7)."""
        row = self.ledger(seat).row(colour)
        stars = colour_factors(self.ledger(seat), colour)[1]
        cells = self.state.cities[seat].cells
        status = self.district_status(seat)
        mine = [p for p, c in cells.items() if c.kind == "district" and c.color == colour]
        reasons: dict = {}
        for p in mine:
            why = status.get(p)
            if why:
                reasons[why] = reasons.get(why, 0) + 1
        main, doubled = colour_lines(row)
        lines = [f"{row.label}: {FACTORS_LEGEND}", main,
                 "value: each scoring district counts its level (its height)"]
        if doubled:
            lines.append(doubled)
        lines.append(f"{len(mine)} visible, {len(mine) - sum(reasons.values())} scoring")
        for why, k in sorted(reasons.items()):
            lines.append(f"{k} {why}")
        if not stars:
            lines.append("no plaza of this colour: no points")
        return "\n".join(lines)
