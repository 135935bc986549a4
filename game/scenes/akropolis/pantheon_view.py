"""Drawing of the Akropolis Pantheon table (issue 15): the hand strip (the active person's 3 tiles,
or the backs of a hidden hand with the AI's line), the target buttons, the Capital with its
Divine Altars, the Cities, all of them at once, the ghost with what the placement would do, the
altar prompt's plazas, the challenges-and-team panel and the status line.  Drawing changes
nothing (caches are DrawCaches).  Mixed into :class:`PantheonTable`.
"""

from __future__ import annotations

import math

import pygame

from game.core.akropolis import COLOURS, placement_hexes
from game.input.hints import hint as control_label
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, font, text, wrap
from game.render.widgets import draw_panel, fit_text, focus_box, pulse
from game.scenes.akropolis.overview import city_extent
from game.scenes.akropolis.pantheon_altars import draw_altar, god_name
from game.scenes.akropolis.sitecards import blit_tile, tile_extent
from game.scenes.akropolis.view import TableView
from game.scenes.akropolis.words import COLOUR_NAMES, agree, plural



def short_words(words: str, width: int, size: int) -> str:
    """``words`` as they fit ``width`` px at ``size``: whole, or its first words and an
    ellipsis (never a word cut mid-way)."""
    lines = wrap(words, width, size) if words else []
    if len(lines) <= 1:
        return words
    first = wrap(words, max(1, width - font(size).size("\u2026")[0]), size)[0].split()
    while len(first) > 1 and first[-1].lower() in ("a", "an", "and", "the"):
        first.pop()                                # no dangling "and a..."
    return " ".join(first).rstrip(" .,;:") + "\u2026"

class PantheonView:
    """Drawing half of the Pantheon table."""

    def draw_table(self, surface: pygame.Surface) -> None:
        for r in (self.hand_rect, self.panel_rect, self.bottom_rect):
            surface.blit(self._bg, r.topleft, r)
        if self.overview_on:
            self._draw_overview(surface)
        else:
            self._draw_view(surface)
        self._draw_tabs(surface)
        self._draw_hand(surface)
        self._draw_panel(surface)
        self._draw_bottom(surface)

    # ------------------------------------------------------------------ the view
    def _draw_view(self, surface) -> None:
        v = self.viewed
        cam = self.camera
        vr = self.view_rect
        surface.blit(self._bg, vr.topleft, vr)
        clip = surface.get_clip()
        surface.set_clip(vr)
        img, origin = self.city_image[v].get(self.view_cells(v), cam.size, (v, self.version))
        ox, oy = cam.origin
        surface.blit(img, (round(ox - origin[0]), round(oy - origin[1])))
        if v == self.capital_view:
            self._draw_altars(surface, cam.to_screen, cam.size)
            if self.altar_for is not None:
                self._draw_altar_spots(surface)
        if self.selected is not None and self.placing() and v == self.target_view():
            self._draw_legal_dots(surface)
            self._draw_ghost(surface)
        self.motion.draw(surface)   # a completed challenge's small burst
        surface.set_clip(clip)
        if v == self.capital_view:
            self._draw_crushed(surface)
        self._draw_log(surface)

    def _draw_log(self, surface) -> None:
        """The latest moves (the move log's last lines), bottom right of the view: what the
        teammates did is always on screen, in the All view too."""
        lines = self.log_lines()[-self.log_rows():]
        if not lines:
            return
        u = self.u
        r = self.log_rect()
        draw_panel(surface, r, P.LAPIS_DARK, P.PANEL_BORDER, radius=int(7 * u), border_w=1,
                   shadow=False, alpha=215)
        size = self.log_size()
        lh = font(size).get_linesize()
        y = r.y + int(4 * u)
        for ln in lines:
            col = P.SEAT_COLORS[ln.seat % len(P.SEAT_COLORS)] if ln.seat is not None else P.MUTED
            pygame.draw.circle(surface, col, (r.x + int(10 * u), y + lh // 2), max(2, int(4 * u)))
            surface.blit(fit_text(ln.text, size, P.TEXT, r.w - int(26 * u)),
                         (r.x + int(18 * u), y))
            y += lh

    def altar_size(self, size: float) -> float:
        """The px size an altar is drawn at over hexes of ``size``: never under 24 px (times
        ``u``), so a zoomed-out Capital still shows its altars clearly."""
        return max(size, 24 * self.u)

    def _draw_altars(self, surface, to_screen, size) -> None:
        cells = self.state.capital.cells
        for (q, r), col in sorted(self.state.altars.items(), key=lambda it: (it[0][1], it[0][0])):
            c = cells.get((q, r))
            x, y = to_screen(q, r, c.level if c else 1)
            box = draw_altar(surface, col, (x, y), self.altar_size(size), halo=True)
            if c is not None and c.kind == "plaza":
                self._draw_star_badge(surface, c.color, box)

    def _draw_star_badge(self, surface, colour: str, box: pygame.Rect) -> pygame.Rect:
        """The plaza's star count beside its altar (the altar hides the plaza's own digit): a
        small "★2" chip at the altar's lower right."""
        stars = dict(self.state.rules.stars).get(colour, 0)
        size = max(11, int(min(box.h * 0.5, 18 * self.u)))
        col = P.AK_COLORS.get(colour, P.TEXT)
        w, h = font(size, bold=True).size(str(stars))
        chip = pygame.Rect(0, 0, w + h + 6, h + 2)
        chip.midleft = (box.right - int(box.w * 0.15), box.bottom - h // 2)
        draw_panel(surface, chip, P.MARBLE, col, radius=chip.h // 2, border_w=2, shadow=False)
        cx, cy, k = chip.x + 3 + h / 2, chip.centery, h * 0.42
        star = [(cx + (k if i % 2 == 0 else k * 0.45) * math.sin(i * math.pi / 5),
                 cy - (k if i % 2 == 0 else k * 0.45) * math.cos(i * math.pi / 5))
                for i in range(10)]
        pygame.draw.polygon(surface, col, star)
        text(surface, str(stars), (chip.x + h + 3, chip.centery), size, P.SHADOW, "midleft",
             bold=True)
        return chip

    def crushed_chip_text(self) -> str:
        """The Capital's chip: "Altars: 2 built · 1 crushed"."""
        n = self.state.crushed
        msg = f"Altars: {len(self.state.altars)} built"
        return msg + (f" \u00b7 {n} crushed" if n else "")

    def _draw_crushed(self, surface) -> None:
        n = self.state.crushed
        u = self.u
        msg = self.crushed_chip_text()
        size = max(11, int(14 * u))
        w, h = font(size).size(msg)
        r = pygame.Rect(0, 0, w + int(20 * u), h + int(8 * u))
        r.bottomleft = (self.view_rect.x + int(10 * u), self.view_rect.bottom - int(8 * u))
        draw_panel(surface, r, P.LAPIS_DARK, P.PANEL_BORDER, radius=int(7 * u), border_w=1,
                   shadow=False, alpha=220)
        text(surface, msg, r.center, size, P.BAD if n else P.MUTED, "center")

    def _draw_altar_spots(self, surface) -> None:
        cam = self.camera
        cells = self.state.capital.cells
        d = self.challenge_def(self.altar_for)
        glow = pulse(self.time)
        width = max(2, cam.size // 9)
        for (q, r) in self.altar_spots(self.altar_for):
            x, y = cam.to_screen(q, r, cells[(q, r)].level)
            pts = hexdraw.hex_points(x, y, cam.size * 0.94)
            pygame.draw.polygon(surface, P.SHADOW, pts, width + 2)
            pygame.draw.polygon(surface, P.lerp(P.GOLD, P.GOLD_LIGHT, glow), pts, width)
        if self.altar_spot is not None:
            q, r = self.altar_spot
            x, y = cam.to_screen(q, r, cells[(q, r)].level)
            draw_altar(surface, d.color, (x, y), self.altar_size(cam.size), ghost=True, halo=True)

    _draw_legal_dots = TableView._draw_legal_marks   # the Akropolis table's green dots
    _draw_dots = TableView._draw_dots

    def _draw_ghost(self, surface) -> None:
        info = self.placement_preview()
        if info is None:
            return
        cam = self.camera
        tile = self.state.tiles[self.selected_tile]
        q0, r0 = self.anchor
        hexes = placement_hexes(tile, q0, r0, self.rotation)
        level = info["level"]
        tint = "ok" if info["legal"] else "bad"
        bob = -3.0 if self.proposed else 2.0 * math.sin(self.time * 5.0) - 3
        for (q, r), (kind, color) in sorted(zip(hexes, tile.hexes), key=lambda it: (it[0][1], it[0][0])):
            hexdraw.blit_column(surface, kind, color, level, cam.size, cam.ground(q, r),
                                ghost=tint, dy=bob)
        width = max(2, cam.size // 9)
        city = self.view_city(self.target_view())
        for (q, r) in self.offending_hexes():
            x, y = cam.to_screen(q, r, max(1, city.height(q, r)))
            pygame.draw.polygon(surface, P.BAD, hexdraw.hex_points(x, y, cam.size * 0.92), width)
        pts = [cam.to_screen(q, r, level) for q, r in hexes]
        x = sum(p[0] for p in pts) / len(pts)
        y = min(p[1] for p in pts) - cam.size * 1.3
        self._draw_tag(surface, self.preview_words(info), (x, y), info["legal"])

    def preview_words(self, info) -> list[tuple[str, tuple]]:
        """The ghost's tag: the refusal, or "Confirm?", the stones it gives or costs, the
        challenges it would meet and its level."""
        if not info["legal"]:
            return [(info["reason"] or "not allowed", P.BAD)]
        parts = [("Confirm?", P.GOLD_LIGHT)] if self.proposed else []
        if self.target == "capital":
            parts.append(("Capital", P.GOLD_LIGHT))
        s = info["stones"]
        if s or self.target == "capital":
            parts.append((f"stones {s:+d}", P.MARBLE_SHADE))
        for colour in info.get("crushes", ()):   # AK-14: a covered altar is lost
            parts.append((f"crushes the altar of {god_name(colour)}", P.BAD))
        for cid in info["completes"]:
            d = self.challenge_def(cid)
            parts.append((f"meets {d.name}", P.AK_COLORS.get(d.color, P.TEXT)))
        lv = info["level"]
        parts.append((f"level {lv}", hexdraw.level_outline(lv) if lv > 1 else P.MUTED))
        return parts

    def _draw_tag(self, surface, parts, pos, legal: bool) -> None:
        size = max(11, int(16 * self.u))
        f = font(size, bold=True)
        widths = [f.size(t)[0] for t, _ in parts]
        r = pygame.Rect(0, 0, sum(widths) + 12 * (len(parts) - 1) + 20, f.get_linesize() + 8)
        r.center = (int(pos[0]), int(pos[1]))
        area = self.view_rect.inflate(-8, -8)
        area.y += int(40 * self.u)
        area.h -= int(40 * self.u)
        r = r.clamp(area)
        draw_panel(surface, r, P.LAPIS_DARK, P.GOOD if legal else P.BAD, radius=8, border_w=2,
                   shadow=False)
        x = r.x + 10
        for (t, col), w in zip(parts, widths):
            text(surface, t, (x, r.centery), size, col, "midleft", bold=True)
            x += w + 12

    # ------------------------------------------------------------------ all at once
    def overview_rects(self) -> list:
        """[(view, rect)] of the overview's cells: the Capital first (larger), then each City."""
        vr = self.view_rect.inflate(-int(16 * self.u), -int(16 * self.u))
        if self.log_lines():   # the move log keeps its strip along the bottom
            vr.h = self.log_rect().y - int(4 * self.u) - vr.y
        top = vr.y + int(40 * self.u)
        n = self.state.num_seats
        cap = pygame.Rect(vr.x, top, int(vr.w * 0.5), vr.bottom - top)
        cols = 1 if n <= 2 else 2
        rows = math.ceil(n / cols)
        cw = (vr.right - cap.right - int(8 * self.u)) // cols
        chh = (vr.bottom - top) // rows
        out = [(self.capital_view, cap)]
        for s in range(n):
            c, rr = s % cols, s // cols
            out.append((s, pygame.Rect(cap.right + int(8 * self.u) + c * cw, top + rr * chh,
                                       cw - int(6 * self.u), chh - int(6 * self.u))))
        return out

    def _draw_overview(self, surface) -> None:
        surface.blit(self._bg, self.view_rect.topleft, self.view_rect)
        self._draw_log(surface)
        u = self.u
        for v, r in self.overview_rects():
            draw_panel(surface, r, P.PANEL, P.GOLD_LIGHT if v == self.viewed else P.PANEL_BORDER,
                       radius=int(10 * u), border_w=2 if v == self.viewed else 1, shadow=False,
                       alpha=230)
            label = self.tab_labels()[0 if v == self.capital_view else v + 1]
            text(surface, label, (r.x + int(10 * u), r.y + int(6 * u)),
                 fit_size(label, r.w - int(20 * u), max(11, int(15 * u)), bold=True), P.TEXT,
                 bold=True)
            cells = self.view_cells(v)
            inner = r.inflate(-int(12 * u), -int(34 * u)).move(0, int(11 * u))
            x0, y0, x1, y1 = city_extent(cells)
            fit = min(inner.w / max(1e-6, x1 - x0), inner.h / max(1e-6, y1 - y0))
            size = max([z for z in hexdraw.ZOOM_SIZES if z <= fit] or [hexdraw.ZOOM_SIZES[0]])
            img, origin = self.mini_image[v].get(cells, size, (v, self.version), show_ground=False)
            gx = inner.centerx - (x0 + x1) / 2 * size
            gy = inner.centery - (y0 + y1) / 2 * size
            clip = surface.get_clip()
            surface.set_clip(r)
            surface.blit(img, (round(gx - origin[0]), round(gy - origin[1])))
            if v == self.capital_view:
                lf = hexdraw.lift(size)
                lay = hexdraw.Layout(size, (gx, gy))

                def to_screen(q, rr, level, lay=lay, lf=lf):
                    px, py = lay.to_pixel(q, rr)
                    return px, py - level * lf
                self._draw_altars(surface, to_screen, size)
            surface.set_clip(clip)

    # ------------------------------------------------------------------ tabs, hand
    def _draw_tabs(self, surface) -> None:
        u = self.u
        labels = self.tab_labels()
        for i, r in enumerate(self.tabs):
            v = self.tab_view(i)
            on = self.overview_on if v is None else (v == self.viewed and not self.overview_on)
            col = P.GOLD_LIGHT if v == self.capital_view else \
                P.SEAT_COLORS[v % len(P.SEAT_COLORS)] if v is not None else P.MARBLE_SHADE
            draw_panel(surface, r, P.PANEL_LIGHT if on else P.PANEL, col if on else P.GOLD_DARK,
                       radius=int(8 * u), border_w=2 if on else 1, shadow=False,
                       alpha=255 if on else 200)
            size = fit_size(labels[i], r.w - int(12 * u), max(11, int(16 * u)))
            text(surface, labels[i], r.center, size, P.TEXT if on else P.MUTED, "center")

    def _draw_hand(self, surface) -> None:
        st = self.state
        u = self.u
        draw_panel(surface, self.hand_rect.inflate(-int(8 * u), -int(8 * u)), P.PANEL,
                   P.PANEL_BORDER, radius=int(12 * u))
        seat = self.hand_shown_seat()
        cur = st.current_seat
        size = max(11, int(14 * u))
        x0 = self.cards_x0
        hand = self.hand
        if seat is not None:
            label = f"{self.whose(seat).capitalize()} hand \u00b7 {plural(st.stones[seat], 'stone')}"
        elif st.is_terminal:
            label = "Every tile is played"
        elif cur is not None and not self.is_person(cur):
            label = f"{self.whose(cur).capitalize()} hand (hidden)"
        else:
            label = f"Pass the screen to {self.seat_name(cur)}"
        text(surface, label, (x0, self.cards_y0 - font(size).get_linesize()), fit_size(
            label, self.target_rects["city"].x - x0 - 10, size), P.MUTED)
        ts = self.hand_tile_size()
        for i in range(3):
            rect = self.hand_card_rect(i)
            if i < len(hand):
                sel = self.selected == i
                draw_panel(surface, rect, P.PANEL_LIGHT if sel else P.lerp(P.PANEL, P.BG, 0.3),
                           P.GOLD_LIGHT if sel else P.GOLD_DARK, radius=int(10 * u),
                           border_w=3 if sel else 1, shadow=True)
                blit_tile(surface, st.tiles[hand[i]], self.rotation if sel else 0, ts, rect.center)
                text(surface, str(i + 1), (rect.x + int(7 * u), rect.y + int(4 * u)),
                     max(11, int(14 * u)), P.TEXT, bold=True)
            elif seat is None and not st.is_terminal:
                draw_panel(surface, rect, P.LAPIS, P.GOLD_DARK, radius=int(10 * u), border_w=1,
                           shadow=True)
                text(surface, "?", rect.center, int(30 * u), P.GOLD_DARK, "center", bold=True)
        for target, r in self.target_rects.items():
            on = self.target == target and seat is not None
            usable = self.placing()
            draw_panel(surface, r, P.PANEL_LIGHT if on else P.PANEL,
                       P.GOLD_LIGHT if on else (P.GOLD_DARK if usable else P.DISABLED),
                       radius=int(8 * u), border_w=3 if on else 1, shadow=False)
            words = ("My City", "no cost") if target == "city" else ("The Capital", "costs 1 stone")
            col = P.TEXT if usable else P.DISABLED
            s1 = fit_size(words[0], r.w - int(16 * u), max(11, min(int(17 * u), r.h // 2)), bold=True)
            s2 = fit_size(words[1], r.w - int(16 * u), max(10, min(int(13 * u), r.h // 3)))
            text(surface, words[0], (r.centerx, r.centery - s2 // 2), s1, col, "center", bold=True)
            text(surface, words[1], (r.centerx, r.centery + s1 // 2 + 1), s2,
                 P.MUTED if usable else P.DISABLED, "center")

    def hand_tile_size(self) -> int:
        """Hex size of the hand's tiles: the largest that fits every card."""
        w, h = self.card_w - int(10 * self.u), self.card_h - int(10 * self.u)
        ex = tile_extent(next(iter(self.state.tiles.values())), 0)
        return max(6, int(min(w / ex[0], h / ex[1])))

    # ------------------------------------------------------------------ the panel
    def _draw_panel(self, surface) -> None:
        st = self.state
        u = self.u
        draw_panel(surface, self.panel_rect.inflate(-int(8 * u), -int(8 * u)), P.PANEL,
                   P.PANEL_BORDER, radius=int(12 * u))
        parts = self.panel_parts()
        head = parts["heading"]
        sc = self.scenario_def()
        title = f"Pantheon \u00b7 {sc.name}" if sc is not None else "Pantheon"
        text(surface, title, head.topleft, fit_size(title, head.w, int(19 * u), caps=True),
             P.GOLD_LIGHT, caps=True)
        ledger, tier = self.capital_score()
        size = max(11, int(14 * u))
        sr = parts["score"]
        line1 = f"Capital {plural(ledger['total'], 'pt')} \u00b7 tier {tier} of 3"
        text(surface, line1, sr.topleft, fit_size(line1, sr.w, size, bold=True), P.TEXT, bold=True)
        targets = self.targets()
        if targets:
            line2 = "targets " + " / ".join(str(t) for t in targets)
            if st.crushed:
                line2 += f" \u00b7 {plural(st.crushed, 'altar')} crushed"
            text(surface, line2, (sr.x, sr.y + font(size).get_linesize()),
                 fit_size(line2, sr.w, size), P.MUTED)
        cap = max(11, int(14 * u))
        first = parts["challenges"][0][1] if parts["challenges"] else parts["locked"][0]
        text(surface, "Architectural Challenges", (first.x, first.y - font(cap, caps=True).get_linesize()),
             fit_size("Architectural Challenges", first.w, cap, caps=True), P.MUTED, caps=True)
        name_size, text_size = parts["text_sizes"]
        for cid, rect, button in parts["challenges"]:
            self._draw_challenge(surface, cid, rect, button, name_size, text_size, parts["text_lines"])
        rect, ub = parts["locked"]
        draw_panel(surface, rect, P.lerp(P.PANEL, P.BG, 0.4), P.DISABLED, radius=int(8 * u),
                   border_w=1, shadow=False)
        text(surface, "Locked slot", (rect.x + int(10 * u), rect.centery),
             fit_size("Locked slot", ub.rect.x - rect.x - int(14 * u), name_size), P.MUTED, "midleft")
        self._draw_panel_button(surface, ub)
        team_top = parts["team_top"]
        text(surface, "Architects", (rect.x, team_top - font(cap, caps=True).get_linesize()), cap,
             P.MUTED, caps=True)
        for s, r in parts["team"]:
            self._draw_teammate(surface, s, r)
        self._draw_panel_button(surface, parts["gift"])
        self._draw_altars_left(surface, parts["gift"].rect)

    def _draw_altars_left(self, surface, above: pygame.Rect) -> None:
        """Under the panel's buttons, when there is room: the altars still to come (the open
        challenges' and the pile's), per colour, public as on the table."""
        u = self.u
        size = max(10, int(13 * u))
        s = max(10.0, 20 * u)
        y = above.bottom + int(10 * u)
        if y + font(size).get_linesize() + s * 1.6 > self.panel_rect.bottom - int(10 * u):
            return
        sc = self.scenario_def()
        unscored = [c for c in COLOURS if sc is not None and c not in sc.colors]
        head = "Altars to come"
        if unscored and sc is not None:
            head += f" \u00b7 struck: not scored in {sc.name}"
        text(surface, head, (above.x, y), fit_size(head, above.w, size, caps=True), P.MUTED,
             caps=True)
        y += font(size).get_linesize() + int(s * 0.9)
        left = self.state.altars_left()
        step = above.w / 5
        for i, c in enumerate(COLOURS):
            x = above.x + step * i + s
            draw_altar(surface, c, (x, y), s)
            n = text(surface, f"\u00d7{left.get(c, 0)}", (x + s * 0.9, y), size,
                     P.MUTED if c in unscored else P.TEXT, "midleft")
            if c in unscored:   # the Scenario does not count this colour: struck through
                w = max(2, int(3 * self.u))
                pygame.draw.line(surface, P.SHADOW, (x - s * 0.8, y + s * 0.5),
                                 (n.right + 1, y - s * 0.6), w + 2)
                pygame.draw.line(surface, P.BAD, (x - s * 0.8, y + s * 0.5),
                                 (n.right + 1, y - s * 0.6), w)

    def _draw_panel_button(self, surface, b) -> None:
        buttons = self.panel_buttons()
        focused = self.panel_focus is not None and self.panel_focus < len(buttons) \
            and buttons[self.panel_focus] is b
        hover = self.hover_pos is not None and b.rect.collidepoint(self.hover_pos) and b.enabled
        b.draw(surface, focused or hover)
        if focused:
            focus_box(surface, b.rect)

    def _draw_challenge(self, surface, cid, rect, button, name_size, text_size, lines) -> None:
        u = self.u
        d = self.challenge_def(cid)
        col = P.AK_COLORS.get(d.color, P.MARBLE)
        draw_panel(surface, rect, P.lerp(P.PANEL, P.BG, 0.2), col, radius=int(8 * u),
                   border_w=2, shadow=False)
        s = max(10, min(rect.h * 0.42, 30 * u))
        draw_altar(surface, d.color, (rect.x + s * 0.9, rect.y + s * 0.95), s)
        x = rect.x + int(s * 1.9)
        room = button.rect.x - x - int(6 * u)
        text(surface, d.name, (x, rect.y + int(5 * u)), fit_size(d.name, room, name_size, bold=True),
             P.TEXT, bold=True)
        god = f"{god_name(d.color)} \u00b7 {COLOUR_NAMES.get(d.color, d.color)}"
        y = rect.y + int(5 * u) + font(name_size, bold=True).get_linesize()
        text(surface, god, (x, y), fit_size(god, room, max(10, text_size - 1)), col)
        y += font(max(10, text_size - 1)).get_linesize()
        for line in self.challenge_lines(cid, rect.right - x - int(8 * u), text_size,
                                         max(0, lines - 1)):
            if y + font(text_size).get_linesize() > rect.bottom:
                break
            text(surface, line, (x, y), text_size, P.MUTED)
            y += font(text_size).get_linesize()
        self._draw_panel_button(surface, button)

    def _draw_teammate(self, surface, s: int, r: pygame.Rect) -> None:
        st = self.state
        u = self.u
        active = st.current_seat == s and not st.is_terminal
        draw_panel(surface, r, P.PANEL_LIGHT if active else P.lerp(P.PANEL, P.BG, 0.2),
                   P.GOLD_LIGHT if active else P.GOLD_DARK, radius=int(8 * u),
                   border_w=2 if active else 1, shadow=False)
        ns = max(11, int(15 * u))
        pygame.draw.circle(surface, P.SEAT_COLORS[s % len(P.SEAT_COLORS)],
                           (r.x + int(12 * u), r.y + int(4 * u) + ns // 2 + 2), max(3, int(5 * u)))
        stones = plural(st.stones[s], "stone")
        right = text(surface, stones, (r.right - int(8 * u), r.y + int(4 * u)), ns, P.TEXT,
                     "topright")
        name = self.seat_name(s) + (" \u00b7 to play" if active else "")
        text(surface, name, (r.x + int(22 * u), r.y + int(4 * u)),
             fit_size(name, right.x - r.x - int(30 * u), ns, bold=True), P.TEXT, bold=True)
        ls = max(10, int(13 * u))
        room = r.w - int(30 * u)
        if self.session.is_ai(s):
            words = short_words(st.hand_words(s), room - font(ls).size("\u201c\u201d")[0], ls)
            line = f"\u201c{words}\u201d" if words else ""
        else:
            line = "Person at this screen"
        if line:   # the AI's words, shortened at a word in a narrow panel
            img = fit_text(line, ls, P.GOLD_LIGHT if self.session.is_ai(s) else P.MUTED, room)
            surface.blit(img, (r.x + int(22 * u), r.y + int(4 * u) + font(ns, bold=True).get_linesize()))

    # ------------------------------------------------------------------ bottom bar
    def _draw_bottom(self, surface) -> None:
        u = self.u
        br = self.bottom_rect
        draw_panel(surface, br.inflate(-int(8 * u), -int(6 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(10 * u), shadow=False)
        msg, col = self.status_text()
        size = fit_size(msg, self.status_w - int(10 * u), int(17 * u))
        sy = br.y + int(22 * u) if self.compact else br.centery
        text(surface, msg, (br.x + int(18 * u), sy), size, col, "midleft")
        for b in self.visible_buttons():
            hover = self.hover_pos is not None and b.rect.collidepoint(self.hover_pos) and b.enabled
            b.draw(surface, hover or (self.review_mode and b is self.back_button))

    def status_text(self) -> tuple[str, tuple]:
        """The status line: a live note or refusal, else what the next press does."""
        st = self.state
        dev = self.device
        said = self.status_message()
        if said is not None:
            return said[0], (P.BAD if said[1] else P.TEXT)
        if st.is_terminal:
            return "Every tile is played: the Capital is scored", P.TEXT
        seat = st.current_seat
        if not self.is_person(seat):
            return f"{agree(self.seat_name(seat), 'is')} thinking\u2026", P.TEXT
        if self.hand_shown_seat() is None:
            return f"Pass the screen to {self.seat_name(seat)}", P.TEXT
        who = self.seat_name(seat)
        if self.altar_for is not None:
            d = self.challenge_def(self.altar_for)
            how = "click a marked plaza" if dev == "mouse" else \
                f"{control_label(dev, 'move')} choose \u00b7 {control_label(dev, 'confirm')} place"
            return (f"{d.name} met: {god_name(d.color)}'s altar on a {d.color} plaza of the "
                    f"Capital ({how} \u00b7 {control_label(dev, 'back')} skip)"), P.GOLD_LIGHT
        if st.phase != self.PLACE_PHASE:
            end = "End turn" if dev == "mouse" else f"{control_label(dev, 'end_turn')} End turn"
            return (f"Tile placed: give stones, discard or unlock, {control_label(dev, 'undo')} "
                    f"undo, then {end}"), P.TEXT
        if self.selected is None:
            how = "click a tile of your hand" if dev == "mouse" else \
                f"{control_label(dev, 'cycle')} choose a tile"
            return f"{who}: {how}, then place it in your City or the Capital", P.TEXT
        if self.proposed:
            return f"{who}: {control_label(dev, 'confirm')} confirm \u00b7 {control_label(dev, 'back')} cancel", P.TEXT
        where = "the Capital (1 stone)" if self.target == "capital" else "your City"
        switch = "click My City / The Capital" if dev == "mouse" else \
            f"{control_label(dev, 'end_turn')} switch"
        return f"{who}: placing in {where} \u00b7 {switch} \u00b7 {control_label(dev, 'rotate')} turn", P.TEXT
