"""The shared-screen hand-over: "Pass to <name>", a full, opaque screen that hides the table
(and so every private card on it) until the person it names confirms they hold the screen.

``HandoverScene(app, name, on_confirm, on_pause=None, note="")``: pushed by a table when the
seat to act changes from one person to another at one screen (game.scenes.picture_pie.table,
for the Civic Blueprints' private cards, PP-22).  Enter / Space, a click on its button, or A on
a pad confirm: the scene pops itself, then calls ``on_confirm()``.  Esc / P (B / Start) call
``on_pause()`` (the table's pause menu, pushed over this scene; Resume comes back here), so the
menu stays reachable.  A key held or repeated from the last player's move does not confirm it:
repeats are ignored, and so is a confirm in the first ``GUARD`` seconds.  The table below is
never drawn (the scene is not transparent).  Keys: ``confirm``.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, draw_meander, draw_panel
from game.scenes.base import MenuScene, title_band
from game.app.devices import seat_device
from game.scenes.device_lost import table_accepts


class HandoverScene(MenuScene):
    """Hand the screen to the person named ``name`` (see the module doc)."""

    name = "handover"
    #: seconds after the scene appears during which a confirm is ignored
    GUARD = 0.35

    def __init__(self, app, name: str, on_confirm: Callable[[], object],
                 on_pause: Callable[[], object] | None = None, note: str = "") -> None:
        self.person = name
        self.on_confirm = on_confirm
        self.on_pause_cb = on_pause
        self.note = note or (f"Private Civic Blueprints stay hidden until {name} has the "
                             "screen.")
        self.age = 0.0
        self.confirmed = False
        super().__init__(app)

    def layout(self) -> None:
        w, h = self.size
        bw, bh = int(min(420, w * 0.6)), int(min(64, max(34, h * 0.1)))
        self.button = pygame.Rect((w - bw) // 2, int(h * 0.62), bw, bh)
        self.focus.set([Button(self.button, f"I am {self.person}: show my turn", self.confirm,
                               key="confirm", primary=True)])

    def enter(self) -> None:
        self.age = 0.0

    def on_uncover(self) -> None:
        self.age = 0.0   # back from the pause menu: a fresh guard

    def update(self, dt: float) -> None:
        self.age += dt

    def confirm(self) -> None:
        """The person has the screen: leave, then tell the table."""
        if self.confirmed or self.age < self.GUARD:
            return
        self.confirmed = True
        if self.app is not None and self.app.top is self:
            self.app.pop()
        self.on_confirm()

    def on_back(self) -> None:
        if self.on_pause_cb is not None:
            self.on_pause_cb()

    def handle(self, ev: InputEvent) -> bool:
        if ev.repeat:
            return True   # a held key from the last move never hands the screen over
        if ev.act not in (Act.PAUSE, Act.BACK) and not table_accepts(self.app, ev):
            return True   # only the next seat's own devices hand the screen over (couch play)
        if ev.act == Act.CONFIRM:
            self.confirm()
            return True
        if ev.act in (Act.PAUSE, Act.BACK):
            self.on_back()
            return True
        super().handle(ev)
        return True

    def hint_text(self) -> str:
        dev = seat_device(self.app, self.seat()) if self.app is not None else \
            device_of("keyboard")   # the next seat's own device names the buttons
        go = "Click the button" if dev == "mouse" else f"Press {hint(dev, 'confirm')}"
        return f"{go} when {self.person} has the screen \u00b7 {hint(dev, 'pause')} pauses"

    def seat(self) -> int | None:
        """The seat the screen goes to: the seat to act at the table below (None without)."""
        table = next((sc for sc in reversed(self.app.stack) if hasattr(sc, "seat_for")), None)
        return None if table is None or table.state.is_terminal else table.state.current_seat

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        card = pygame.Rect(int(w * 0.12), int(h * 0.16), int(w * 0.76), int(h * 0.68))
        draw_panel(surface, card, P.PANEL, P.GOLD, radius=16, border_w=3)
        draw_meander(surface, pygame.Rect(card.x + 16, card.y + 12, card.w - 32, 10))
        title_band(surface, f"Pass to {self.person}", card.y + 34, max(24, int(h * 0.09)))
        size = fit_size(self.note, card.w - 40, max(13, h // 30))
        text(surface, self.note, (w // 2, int(h * 0.44)), size, P.TEXT, "midtop")
        line = self.hint_text()
        text(surface, line, (w // 2, card.bottom - 14),
             fit_size(line, card.w - 40, max(11, h // 40)), P.MUTED, "midbottom")
