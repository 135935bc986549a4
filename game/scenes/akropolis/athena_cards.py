"""The Construction card row of an Akropolis Athena table (issue 14, AK-11..AK-13).

Closed, a compact strip at the top of the right-hand panel (under "Round N"): one cell per
Construction card with its diagram, a statue-part mark per seat (filled in the seat's colour
once that seat completed the card, an outline until then) and the Mini-tiles left under it.
Open, the four cards fill the city view: each with its name, its view (bird's-eye or 3D), its
diagram (game.scenes.akropolis.athena_art), its sentence, the Mini-tiles left under it drawn as
they look in the city, and which seats hold its statue part.

Open and close: a click on the strip (or on the open cards), T / the right trigger
(Act.END_TURN: after the last city comes "the cards"), Esc / B closes.  A tooltip on a strip
cell gives the card's name and sentence.

Everything is read from the state: ``state.athena``, ``state.athena_cards``,
``state.minis_left(card)``, ``state.statue_parts(seat)``, ``state.data.athena.card(id)`` /
``.minis``; nothing here decides a rule.  Geometry (:meth:`strip_rect`, :meth:`strip_cells`,
:meth:`card_rects`) comes from the layout and the state, never from the last frame; drawing
changes nothing.  Mixed into AkropolisTable.
"""

from __future__ import annotations

import pygame

from game.input.actions import Act
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, font, measure, text, wrap
from game.render.widgets import draw_panel, focus_box, veil
from game.scenes.akropolis.athena_art import card_image, mini_image, statue_mark
from game.scenes.akropolis.words import plural

VIEW_WORDS = {"birds-eye": "bird's-eye view", "3d": "3D view"}


def athena_on(state) -> bool:
    """The game was set up with the Athena expansion (False for old saves and other modes)."""
    return bool(getattr(state, "athena", False))


def card_def(state, card_id: str):
    """The CardDef of ``card_id`` (state.data.athena.card)."""
    return state.data.athena.card(card_id)


def mini_def(state, index: int):
    """The MiniDef of Mini-tile ``index`` (0..29)."""
    return state.mini_def(index)


def holders(state, card_id: str) -> list[int]:
    """The seats holding ``card_id``'s statue part (they completed it)."""
    return [s for s in range(state.num_seats) if card_id in state.statue_parts(s)]


def card_words(state, card_id: str) -> str:
    """A card in player words for tooltips and the status line: "Sanctuary: three temples all
    touching each other. 3 Mini-tiles left; held by Livia"."""
    c = card_def(state, card_id)
    left = len(state.minis_left(card_id))
    return f"{c.name}: {c.text} ({plural(left, 'Mini-tile')} left)"


class AthenaCards:
    """The card row half of the table (see the module docstring)."""

    # ---------------------------------------------------------------- geometry (pure)
    def athena_strip_height(self) -> int:
        """Pixels the strip takes in the panel: 0 outside Athena games."""
        if not athena_on(self.state):
            return 0
        return max(46, int(70 * self.u))

    def strip_rect(self, top: int) -> pygame.Rect:
        """The strip's rect when the panel's content starts at ``top`` (layout.py)."""
        u = self.u
        return pygame.Rect(self.panel_rect.x + int(10 * u), top, self.panel_w - int(20 * u),
                           self.athena_strip_height())

    def strip_cells(self) -> list[pygame.Rect]:
        """One rect per Construction card inside the strip (left to right)."""
        r = getattr(self, "athena_strip", None)
        if r is None or not athena_on(self.state):
            return []
        n = len(self.state.athena_cards) or 1
        gap = max(3, int(5 * self.u))
        w = (r.w - gap * (n - 1)) // n
        return [pygame.Rect(r.x + k * (w + gap), r.y, w, r.h) for k in range(n)]

    def card_rects(self) -> list[pygame.Rect]:
        """The open cards' rects over the city view: four in a row (two rows of two when the
        view is narrower than four readable cards)."""
        vr = self.view_rect
        u = self.u
        n = len(self.state.athena_cards) if athena_on(self.state) else 0
        if not n:
            return []
        top = max((t.bottom for t in self.tabs), default=vr.y) + int(6 * u)
        area = pygame.Rect(vr.x + int(8 * u), top, vr.w - int(16 * u), vr.bottom - top - int(6 * u))
        gap = max(4, int(8 * u))
        cols = n if area.w / n >= 150 * min(1.0, u) + gap else 2
        rows = (n + cols - 1) // cols
        w = (area.w - gap * (cols - 1)) // cols
        h = min(int(330 * u), (area.h - gap * (rows - 1)) // rows)
        return [pygame.Rect(area.x + (k % cols) * (w + gap), area.y + (k // cols) * (h + gap), w, h)
                for k in range(n)]

    def card_name(self, card_id: str) -> str:
        """A Construction card's name ("Pilgrims' Stairs") for the move log."""
        return card_def(self.state, card_id).name if athena_on(self.state) else card_id

    def stone_worth(self, seat: int) -> int:
        """Points per stone of ``seat`` (AK-13: 5 with the four statue parts, else 1)."""
        return int(self.state.stone_value(seat)) if athena_on(self.state) else 1

    # ---------------------------------------------------------------- input
    def toggle_cards(self) -> None:
        """Open or close the four cards over the city view."""
        self.cards_open = not self.cards_open and athena_on(self.state)

    def cards_input(self, ev) -> bool:
        """Clicks on the strip or the open cards, Esc/B over the open cards; True when used."""
        if ev.act == Act.POINTER_UP and ev.pos is not None:
            if getattr(self, "athena_strip", None) is not None and \
                    self.athena_strip.collidepoint(ev.pos) and athena_on(self.state):
                self.toggle_cards()
                return True
            if self.cards_open and self.view_rect.collidepoint(ev.pos) \
                    and self.ath_item_at(ev.pos) is None:   # the prompt's buttons stay live
                self.cards_open = False
                return True
        if self.cards_open and ev.act == Act.BACK:
            self.cards_open = False
            return True
        return False

    def card_tooltip(self, pos):
        """``(text, pos, size, width)`` for the strip cell under ``pos``, or None."""
        if pos is None or self.cards_open:
            return None
        for cid, r in zip(self.state.athena_cards, self.strip_cells()):
            if r.collidepoint(pos):
                return (card_words(self.state, cid) + " \u2014 click to open the cards",
                        pos, int(15 * self.u), int(320 * self.u))
        return None

    # ---------------------------------------------------------------- drawing
    def draw_card_strip(self, surface, marked: str | None = None) -> None:
        """The compact strip (``marked``: a card id outlined in gold, the prompt's card)."""
        st = self.state
        if not athena_on(st) or getattr(self, "athena_strip", None) is None:
            return
        u = self.u
        n = st.num_seats
        for cid, r in zip(st.athena_cards, self.strip_cells()):
            draw_panel(surface, r, P.PANEL_LIGHT, P.GOLD_LIGHT if cid == marked else P.GOLD_DARK,
                       radius=int(6 * u), border_w=2 if cid == marked else 1, shadow=False)
            mark_h = max(8, int(13 * u))
            pic = pygame.Rect(r.x + 2, r.y + 2, r.w - 4, r.h - mark_h - 6)
            surface.blit(card_image(card_def(st, cid), pic.size), pic.topleft)
            y = r.bottom - mark_h // 2 - 3
            step = max(mark_h * 0.75, 7)
            for s in range(n):
                statue_mark(surface, (r.x + 4 + step * s + step / 2, y), mark_h,
                            P.SEAT_COLORS[s % len(P.SEAT_COLORS)], cid in st.statue_parts(s))
            left = len(st.minis_left(cid))   # the Mini-tiles left: a small hex and the count
            hs = max(3, int(5 * u))
            hx = r.right - 3 - hs
            pygame.draw.polygon(surface, P.MARBLE_SHADE if left else P.MUTED,
                                hexdraw.hex_points(hx, y, hs))
            text(surface, str(left), (hx - hs - 2, y), max(10, int(13 * u)),
                 P.TEXT if left else P.MUTED, "midright")
        if marked is None and self.hover_pos is not None and \
                self.athena_strip.collidepoint(self.hover_pos):
            focus_box(surface, self.athena_strip.inflate(4, 4), radius=int(6 * u))

    def draw_open_cards(self, surface) -> None:
        """The four cards over the city view (when open)."""
        st = self.state
        if not self.cards_open or not athena_on(st):
            return
        surface.blit(self._cards_veil(), self.view_rect.topleft)
        for cid, r in zip(st.athena_cards, self.card_rects()):
            self.draw_full_card(surface, cid, r)

    def _cards_veil(self) -> pygame.Surface:
        """The dark veil over the city view behind the open cards (cached per size)."""
        return self._info_cache.fetch(("cards-veil", self.view_rect.size),
                                      lambda: veil(self.view_rect.size, (*P.SHADOW, 170)))

    def draw_full_card(self, surface, cid: str, r: pygame.Rect, marked: bool = False) -> None:
        """One whole Construction card in ``r``: name, view, diagram, sentence, Mini-tiles left
        under it and which seats hold its statue part."""
        st = self.state
        u = self.u
        c = card_def(st, cid)
        draw_panel(surface, r, P.PANEL, P.GOLD_LIGHT if marked else P.GOLD, radius=int(10 * u),
                   border_w=2)
        pad = max(4, int(8 * u))
        x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
        nsize = fit_size(c.name, w, max(12, int(19 * u)), bold=True, caps=True)
        y = text(surface, c.name, (r.centerx, y), nsize, P.GOLD_LIGHT, "midtop", bold=True,
                 caps=True).bottom
        vsize = max(10, int(12 * u))
        y = text(surface, VIEW_WORDS.get(c.view, c.view), (r.centerx, y), vsize, P.MUTED,
                 "midtop").bottom + 2
        tsize = max(10, int(14 * u))
        lines = wrap(c.text, w, tsize)
        line_h = font(tsize).get_linesize()
        mini_s = max(8, min(int(16 * u), w // 9))
        foot = line_h * len(lines) + 2 * mini_s + 8 + max(10, int(14 * u)) + 8
        pic_h = max(24, min(int(110 * u), r.bottom - pad - foot - y))
        surface.blit(card_image(c, (w, pic_h)), (x, y))
        y += pic_h + 2
        for line in lines:
            if y + line_h > r.bottom - pad:
                break
            text(surface, line, (x, y), tsize, P.TEXT)
            y += line_h
        # the Mini-tiles left under the card, drawn as they look
        left = st.minis_left(cid)
        my = r.bottom - pad - max(10, int(14 * u)) - 4 - 2 * mini_s
        mx = x
        for idx in left:
            img = mini_image(mini_def(st, idx), mini_s)
            if mx + img.get_width() > r.right - pad:
                break
            surface.blit(img, (mx, my))
            mx += img.get_width() + 2
        if not left:
            text(surface, "no Mini-tiles left", (x, my + mini_s), vsize, P.MUTED, "midleft")
        # statue parts: a mark per seat, its name beside it when it fits
        sy = r.bottom - pad - max(10, int(14 * u)) // 2
        mark_h = max(9, int(14 * u))
        sx = x
        for s in range(st.num_seats):
            held = cid in st.statue_parts(s)
            statue_mark(surface, (sx + mark_h // 2, sy), mark_h, P.SEAT_COLORS[s % len(P.SEAT_COLORS)],
                        held)
            sx += mark_h + 3
        who = ", ".join(self.seat_name(s) for s in holders(st, cid))
        room = r.right - pad - sx - 4
        # the longest wording that fits beside the marks (none at all in a narrow card)
        for words in ((f"statue part: {who}", who) if who else
                      ("no statue part taken yet", "none yet")):
            size = fit_size(words, room, vsize)
            if measure(words, size)[0] <= room:
                text(surface, words, (sx + 2, sy), size, P.MUTED, "midleft")
                break
