"""The gift dialog of the Akropolis Pantheon table (issue 15, AK-14): give stones to a teammate,
paying 1 stone of tax to the reserve for each stone given.

``GiftDialog(app, table, to_seat=None)``: a modal dialog over the table (transparent).  Rows: the
teammate (a Choice of the other seats), the amount (a Choice 1..9); the cost line ("Give 2
stones: costs you 4 (2 to Ben, 2 to the reserve)") and, when the state refuses the gift, its
reason in red (``state.why_illegal(GiveStones(to, n))``); buttons Give (disabled while refused)
and Cancel.  Give pops the dialog and sends the action through the table (``table.act``).
Keys of the widgets: ``to``, ``amount``, ``give``, ``cancel``.
"""

from __future__ import annotations

import pygame

from game.core.akropolis.pantheon_actions import GiveStones
from game.input.actions import Act, InputEvent
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, Choice, dim, draw_panel
from game.scenes.base import MenuScene
from game.scenes.akropolis.words import plural

#: the most stones one gift offers in the amount row
MAX_GIFT = 9


def gift_line(n: int, to_name: str) -> str:
    """"Give 2 stones: costs you 4 (2 to Ben, 2 to the reserve)" (the rulebook's tax: one stone
    to the reserve per stone given)."""
    return f"Give {plural(n, 'stone')}: costs you {2 * n} ({n} to {to_name}, {n} to the reserve)"


class GiftDialog(MenuScene):
    """Give stones to a teammate (see the module doc)."""

    name = "pantheon-gift"
    transparent = True
    opaque_background = False

    def __init__(self, app, table, to_seat: int | None = None) -> None:
        self.table = table
        st = table.state
        self.giver = st.current_seat
        mates = [s for s in range(st.num_seats) if s != self.giver]
        self.to_seat = to_seat if to_seat in mates else mates[0]
        self.amount = 1
        super().__init__(app)

    @property
    def action(self) -> GiveStones:
        return GiveStones(self.to_seat, self.amount)

    @property
    def refusal(self) -> str | None:
        """The state's reason against the gift as chosen, or None."""
        reason = self.table.state.why_illegal(self.action)
        return (reason[:1].upper() + reason[1:]) if reason else None

    def layout(self) -> None:
        w, h = self.size
        st = self.table.state
        pw, ph = int(min(620, w * 0.8)), int(min(340, h * 0.8))
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        rh = int(min(48, max(28, h * 0.075)))
        x, rw = self.panel.x + 24, pw - 48
        y = self.panel.y + int(ph * 0.22)
        mates = [(s, self.table.seat_name(s)) for s in range(st.num_seats) if s != self.giver]
        to = Choice((x, y, rw, rh), "Teammate", mates, self.to_seat, self._set_to, key="to")
        amt = Choice((x, y + rh + 8, rw, rh), "Stones",
                     [(n, str(n)) for n in range(1, MAX_GIFT + 1)], self.amount,
                     self._set_amount, key="amount", wrap=False)
        bw = int(min(200, pw * 0.35))
        by = self.panel.bottom - rh - 16
        give = Button((self.panel.centerx - bw - 8, by, bw, rh), "Give", self.give, key="give",
                      primary=True)
        cancel = Button((self.panel.centerx + 8, by, bw, rh), "Cancel", self.close, key="cancel")
        self.line_y = y + 2 * rh + 24
        self.focus.set([to, amt, give, cancel], focus_key=self.focus.focused.key
                       if self.focus.focused is not None else "amount")
        self._sync()

    def _set_to(self, seat) -> None:
        self.to_seat = seat
        self._sync()

    def _set_amount(self, n) -> None:
        self.amount = n
        self._sync()

    def _sync(self) -> None:
        for wdg in self.focus.widgets:
            if wdg.key == "give":
                wdg.enabled = self.refusal is None

    def give(self) -> None:
        if self.refusal is not None:
            return
        self.close()
        self.table.act(self.action)

    def close(self) -> None:
        if self.app is not None and self.app.top is self:
            self.app.pop()

    def on_back(self) -> None:
        self.close()

    def handle(self, ev: InputEvent) -> bool:
        if ev.act == Act.PAUSE:
            self.close()
            return True
        super().handle(ev)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=16, border_w=3)
        st = self.table.state
        w = self.panel.w - 48
        head = "Give stones"
        text(surface, head, (self.panel.centerx, self.panel.y + 14),
             fit_size(head, w, 30, caps=True), P.GOLD_LIGHT, "midtop", caps=True, shadow=P.SHADOW)
        have = f"You have {plural(st.stones[self.giver], 'stone')}"
        text(surface, have, (self.panel.centerx, self.panel.y + 52), fit_size(have, w, 16),
             P.MUTED, "midtop")
        line = gift_line(self.amount, self.table.seat_name(self.to_seat))
        text(surface, line, (self.panel.centerx, self.line_y), fit_size(line, w, 18), P.TEXT,
             "midtop")
        why = self.refusal
        if why:
            text(surface, why, (self.panel.centerx, self.line_y + 26), fit_size(why, w, 16),
                 P.BAD, "midtop")
        super().draw(surface)
