"""Drawing of the Athena steps on the Akropolis table (issue 14): the matched hexes outlined in
the city, the completion prompt and the Mini-tile chooser (a box at the bottom of the city
view), the Mini-tile's ghost with its legal spots and preview tag, the card row
(athena_cards.py) and the statue-part line of each score card.

Geometry (:meth:`AthenaView.athena_box`, :meth:`AthenaView.ath_item_rects`) comes from the
layout and the state, never from the last frame; drawing changes nothing.  Mixed into
AkropolisTable (read by view.py's hooks ``_draw_athena_city`` and ``_draw_athena``).
"""

from __future__ import annotations

import math

import pygame

from game.core.akropolis import COLOURS, Place
from game.core.akropolis.city import placement_hexes
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, font, text
from game.render.widgets import Button, draw_panel, focus_box
from game.scenes.akropolis.athena_art import mini_image, statue_mark
from game.scenes.akropolis.athena_cards import athena_on, card_def, mini_def
from game.scenes.akropolis.athena_turn import AthenaTurn, mini_label
from game.scenes.akropolis.words import COLOUR_NAMES, signed

MATCH = (255, 196, 36)      # the matched layout's gold wash (strong enough over grey and marble)
MATCH_RIM = (255, 222, 90)  # its thick rim (pulsing towards GOLD_LIGHT)


class AthenaView(AthenaTurn):
    """The Athena drawing half (see the module docstring)."""

    # ---------------------------------------------------------------- geometry (pure)
    def athena_box(self) -> pygame.Rect | None:
        """The prompt / chooser box: the bottom of the city view, centred; None without an
        Athena step to show."""
        step = self.ath_step
        if step not in ("prompt", "chooser"):
            return None
        u = self.u
        vr = self.view_rect
        head = font(self.ath_text_size(), bold=True).get_linesize()
        sub = font(self.ath_sub_size()).get_linesize()
        item_h = self.ath_item_h()
        h = max(5, int(10 * u)) + head + sub + max(5, int(8 * u)) + item_h + max(5, int(10 * u))
        w = min(vr.w - int(16 * u), max(int(480 * u), self.ath_row_width() + int(24 * u)))
        box = pygame.Rect(vr.centerx - w // 2, vr.bottom - h - int(8 * u), w, h)
        chip = self.heights_home()   # overview.py: the Heights chip stays readable
        if box.colliderect(chip):    # beside it when there is room, else above it
            box.right = chip.x - int(6 * u)
            if box.x < vr.x + int(8 * u):
                box.centerx = vr.centerx
                box.bottom = chip.y - int(4 * u)
        return box

    def ath_sub_size(self) -> int:
        return max(10, int(14 * self.u))

    def ath_sub_line(self) -> str:
        """The box's second line: the focused card's sentence (prompt), or the card's
        reminder that the Mini-tile goes anywhere (chooser)."""
        cid = self.focused_card()
        if cid is None:
            return ""
        c = card_def(self.state, cid)
        if self.ath_step == "prompt":
            return f"{c.name}: {c.text}"
        return "It goes anywhere in your city, at any level, but never on another Mini-tile."

    def ath_text_size(self) -> int:
        return max(11, int(17 * self.u))

    def ath_item_h(self, step: str | None = None) -> int:
        """Height of the prompt's buttons / the chooser's Mini-tile buttons (of ``step``,
        default the current one)."""
        u = self.u
        step = step or self.ath_step
        return max(24, int(40 * u)) if step == "prompt" else max(58, int(90 * u))

    def ath_item_widths(self) -> list[int]:
        u = self.u
        items = self.ath_items()
        out = []
        for kind, value in items:
            if kind == "card":
                label = f"Complete {card_def(self.state, value).name}"
            elif kind == "finish":
                label = "Finish turn"
            elif kind == "back":
                label = "Back"
            else:
                out.append(max(70, int(104 * u)))
                continue
            out.append(font(max(12, int(40 * u * 0.5)), caps=True).size(label)[0] + int(30 * u))
        return out

    def ath_row_width(self) -> int:
        widths = self.ath_item_widths()
        return sum(widths) + max(4, int(8 * self.u)) * max(0, len(widths) - 1)

    def ath_item_rects(self) -> list[pygame.Rect]:
        """One rect per item of the current step (:meth:`ath_items`), in a row inside the box,
        shrunk to fit it."""
        box = self.athena_box()
        if box is None:
            return []
        u = self.u
        widths = self.ath_item_widths()
        gap = max(4, int(8 * u))
        room = box.w - int(20 * u)
        total = sum(widths) + gap * (len(widths) - 1)
        if total > room:
            k = (room - gap * (len(widths) - 1)) / max(1, sum(widths))
            widths = [int(w * k) for w in widths]
            total = sum(widths) + gap * (len(widths) - 1)
        h = self.ath_item_h()
        x = box.centerx - total // 2
        y = box.bottom - max(5, int(10 * u)) - h
        out = []
        for w in widths:
            out.append(pygame.Rect(x, y, w, h))
            x += w + gap
        return out

    def ath_item_at(self, pos) -> int | None:
        for k, r in enumerate(self.ath_item_rects()):
            if r.collidepoint(pos):
                return k
        return None

    # ---------------------------------------------------------------- keeping the layout seen
    def athena_clear_hexes(self) -> set:
        """The hexes the prompt / chooser must not cover: every completable card's matched
        hexes and the tile the seat has just placed (the last Place of its turn)."""
        st = self.state
        seat = st.current_seat
        cards = (self.ath_card,) if self.ath_card else self.completable()
        hexes = {p for c in cards for p in (st.card_match(seat, c) or ())}
        place = next((a for a in reversed(st.action_log) if isinstance(a, Place)), None)
        if place is not None and hexes:
            hexes.update(placement_hexes(None, place.q, place.r, place.rotation))
        return hexes

    def athena_box_top(self) -> int:
        """The highest the prompt or the chooser box reaches (the chooser's Mini-tile buttons
        are the taller): the city is framed above it once, so going from the prompt to the
        chooser and to the placement never moves the city."""
        box = self.athena_box()
        grow = max(0, self.ath_item_h("chooser") - self.ath_item_h("prompt")) \
            if self.ath_step == "prompt" else 0
        return box.y - grow

    def athena_update(self) -> None:
        """Once per opening of the prompt (table.update_table; again only after an action, as
        a completion): when the box (at the chooser's height) would cover a matched hex or
        the tile just placed, the city view is panned up so they stand clear above it (as far
        as the seat tabs allow).  The chooser and the placement keep that view."""
        step = self.ath_step
        key = (self.version, self.state.current_seat)
        if step not in ("prompt", "chooser") or key == self._ath_framed:
            return
        self._ath_framed = key
        hexes = self.athena_clear_hexes()
        if not hexes:
            return
        cam = self.camera
        cells = self.shown[self.viewed]
        ys = [cam.to_screen(q, r, cells[(q, r)].level if (q, r) in cells else 1)[1]
              for q, r in hexes]
        over = max(ys) + cam.size - (self.athena_box_top() - int(6 * self.u))
        room = min(ys) - cam.size * 1.6 - max((t.bottom for t in self.tabs), default=0)
        dy = min(over, room)
        if dy > 0:
            cam.pan(0, -dy)
            self._view_cache.clear()

    # ---------------------------------------------------------------- the city view
    def _draw_athena_city(self, surface) -> None:
        """Inside the city view (clipped): the matched hexes, or the Mini-tile's legal spots,
        ghost and tag."""
        if not athena_on(self.state):
            return
        cam = self.camera
        hexes = self.match_hexes()
        if hexes:
            cells = self.shown[self.viewed]
            glow = 0.5 + 0.5 * math.sin(self.time * 4.0)
            width = max(3, cam.size // 5)
            fill = self._match_fill(cam.size, int(165 + 40 * glow))
            for (q, r) in hexes:
                c = cells.get((q, r))
                x, y = cam.to_screen(q, r, c.level if c else 1)
                surface.blit(fill, fill.get_rect(center=(round(x), round(y))))
                # a thick gold rim over the level rim, dark-edged so it reads on a yellow top
                pts = hexdraw.hex_points(x, y, cam.size * 0.92)
                pygame.draw.polygon(surface, P.SHADOW, hexdraw.hex_points(x, y, cam.size),
                                    width + 3)
                pygame.draw.polygon(surface, P.lerp(MATCH_RIM, P.GOLD_LIGHT, glow), pts, width)
        if self.ath_step == "place":
            self._draw_mini_ghost(surface)

    def _match_fill(self, size: int, alpha: int) -> pygame.Surface:
        """A translucent gold hex of hex size ``size`` (cached), laid over a matched hex: the
        README's "filled in gold" (alpha 165..205 of 255)."""
        def make():
            w = int(hexdraw.SQRT3 * size) + 4
            img = pygame.Surface((w, 2 * size + 4), pygame.SRCALPHA)
            pygame.draw.polygon(img, (*MATCH, 255),
                                hexdraw.hex_points(w / 2, size + 2, size * 0.9))
            img.set_alpha(alpha)
            return img
        return self._info_cache.fetch(("match-fill", size, alpha // 10 * 10), make)

    def _draw_mini_ghost(self, surface) -> None:
        cam = self.camera
        self._draw_dots(surface, self.mini_spots())   # view.py: the green dots
        if self.mini_anchor is None:
            return
        info = self.mini_preview()
        q, r = self.mini_anchor
        level = info["level"]
        locked = self.mini_proposed and info["legal"]
        bob = -3.0 if locked else 2.0 * self.ghost_bob() * math.sin(self.time * 5.0) - 3
        mini = mini_def(self.state, self.ath_mini)
        img = mini_image(mini, cam.size, self.mini_rotation, "ok" if info["legal"] else "bad")
        gx, gy = cam.ground(q, r)
        # the sprite's ground centre is at level 1; lift it to the level it would rest on
        ax, ay = hexdraw.column_anchor(cam.size, 1)
        lift = (level - 1) * hexdraw.lift(cam.size)
        surface.blit(img, (round(gx - ax), round(gy - ay - lift + bob)))
        x, y = cam.to_screen(q, r, level)
        if locked:
            pygame.draw.polygon(surface, P.GOLD_LIGHT,
                                hexdraw.hex_points(x, y + bob, cam.size), max(2, cam.size // 9))
        self._draw_mini_tag(surface, info, (q, r))

    def mini_tag_rect(self, widths: list, spot, level: int) -> pygame.Rect:
        """The Mini-tile ghost's preview tag for parts of ``widths`` px: its bottom clear above
        the ghost's top corner (bob included) at ``spot`` resting at ``level``; below the
        column when that would reach the seat tabs; always inside ``ghost_tag_area``."""
        cam = self.camera
        f = font(int(16 * self.u), bold=True)
        w = sum(widths) + 12 * (len(widths) - 1) + 20
        r = pygame.Rect(0, 0, w, f.get_linesize() + 8)
        x, y = cam.to_screen(spot[0], spot[1], level)
        gap = max(3, int(5 * self.u)) + 6   # the ghost bobs up to 5 px
        r.midbottom = (int(x), int(y - cam.size - gap))
        area = self.ghost_tag_area()
        if r.top < area.top:
            r.top = int(cam.ground(*spot)[1] + cam.size + gap)
        return r.clamp(area)

    def _draw_mini_tag(self, surface, info, spot) -> None:
        if not info["legal"]:
            reason = info["reason"] or "not allowed"
            parts = [(reason[:1].upper() + reason[1:], P.BAD)]
        else:
            parts = [("Confirm?", P.GOLD_LIGHT)] if self.mini_proposed else []
            d = info["score_delta"]
            pts = d.get("total", 0)
            parts.append((signed(pts, "pt"), P.GOOD if pts > 0 else P.BAD if pts < 0 else P.TEXT))
            for c in COLOURS:   # as a city tile's tag: the colours it changes
                if d.get(c):
                    parts.append((f"{COLOUR_NAMES[c]} {d[c]:+d}", P.AK_COLORS[c]))
            if info.get("stones_gained"):
                parts.append((f"stones +{info['stones_gained']} (quarry)", P.MARBLE_SHADE))
            lv = info["level"]
            parts.append((f"level {lv}", hexdraw.level_outline(lv) if lv > 1 else P.MUTED))
        edge = P.BAD if not info["legal"] else P.GOLD_LIGHT if self.mini_proposed else P.GOOD
        self._draw_tag(surface, parts, edge, None,   # view.py
                       lambda widths: self.mini_tag_rect(widths, spot, info["level"]))

    # ---------------------------------------------------------------- over the table
    def _draw_athena(self, surface) -> None:
        """The card row, the prompt or chooser box and the open cards (view.py calls this
        before the overlays)."""
        st = self.state
        if not athena_on(st):
            return
        marked = self.focused_card() if self.ath_step in ("prompt", "chooser") else \
            self.ath_card if self.ath_step == "place" else None
        if not self.overview_over_panel:
            self.draw_card_strip(surface, marked)
        self.draw_open_cards(surface)
        box = self.athena_box()   # over the open cards: the choice stays in reach
        if box is not None:
            self._draw_athena_box(surface, box)

    def _draw_athena_box(self, surface, box) -> None:
        u = self.u
        step = self.ath_step
        draw_panel(surface, box, P.LAPIS_DARK, P.GOLD_LIGHT, radius=int(10 * u), border_w=2)
        tsize = self.ath_text_size()
        if step == "prompt":
            head = self.question()
        else:
            head = f"{card_def(self.state, self.ath_card).name}: choose a Mini-tile to place"
        hs = fit_size(head, box.w - int(24 * u), tsize, bold=True)
        r = text(surface, head, (box.centerx, box.y + max(5, int(10 * u))), hs, P.GOLD_LIGHT,
                 "midtop", bold=True)
        sub = self.ath_sub_line()
        if sub:
            text(surface, sub, (box.centerx, r.bottom), fit_size(sub, box.w - int(24 * u),
                                                                 self.ath_sub_size()),
                 P.TEXT, "midtop")
        items = self.ath_items()
        focus = min(self.ath_focus, len(items) - 1)
        for k, ((kind, value), r) in enumerate(zip(items, self.ath_item_rects())):
            focused = k == focus
            if kind == "mini":
                self._draw_mini_button(surface, value, r, focused)
                continue
            label = {"finish": "Finish turn", "back": "Back"}.get(kind) or \
                f"Complete {card_def(self.state, value).name}"
            Button(r, label, primary=(kind == "card")).draw(surface, focused)

    def _draw_mini_button(self, surface, index: int, r: pygame.Rect, focused: bool) -> None:
        u = self.u
        draw_panel(surface, r, P.PANEL_LIGHT if focused else P.PANEL,
                   P.GOLD_LIGHT if focused else P.GOLD_DARK, radius=int(8 * u),
                   border_w=2 if focused else 1, shadow=False)
        mini = mini_def(self.state, index)
        lsize = max(10, int(13 * u))
        lh = font(lsize).get_linesize()
        lines = mini_label(mini)
        s = max(8, min(int((r.h - 2 * lh - 8) / 2.3), int(r.w / 2.2)))
        img = mini_image(mini, s)
        surface.blit(img, img.get_rect(center=(r.centerx, r.y + (r.h - 2 * lh) // 2 + 2)))
        y = r.bottom - 3 - lh * (len(lines) - 1)
        for line in lines:
            text(surface, line, (r.centerx, y), fit_size(line, r.w - 6, lsize), P.TEXT,
                 "midbottom")
            y += lh
        if focused:
            focus_box(surface, r.inflate(4, 4), radius=int(8 * u))

    # ---------------------------------------------------------------- score cards
    def _draw_statue_line(self, surface, seat: int, rect: pygame.Rect, y: int) -> None:
        """The score card's statue parts: a mark per part held (n of 4) at the left of the
        stones line (AK-13: all four, and the stones line says each stone is worth 5)."""
        st = self.state
        if not athena_on(st):
            return
        u = self.u
        held = len(st.statue_parts(seat))
        total = len(st.athena_cards) or 4
        h = max(9, int(14 * u))
        x = rect.x + int(10 * u)
        col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
        for k in range(total):
            statue_mark(surface, (x + h // 2, y), h, col, k < held)
            x += int(h * 0.8)
        words = "statue of Athena" if held == total else f"{held} of {total}"
        size = max(10, int(13 * u))
        label_room = self.stones_label_rect(seat).x - x - int(12 * u)
        if label_room > 20:
            text(surface, words, (x + int(4 * u), y), fit_size(words, label_room, size),
                 P.GOLD_LIGHT if held == total else P.MUTED, "midleft")

