"""The game pauses when the seat to act lost its controller: "Ada's controller was
disconnected".

``DeviceLostScene(app, seat, name, on_pause=None)``: pushed by the table (game.scenes.
table_base) when ``seat`` is in ``app.devices.lost_seats()`` and is to act.  A modal overlay
over the dimmed table; the game waits under it (the table is not updated, the AI does not
think).  It closes:

- by itself when the lost controller is plugged in again (same GUID: ``app.devices`` gives
  it its seat back), with a toast "Ada's controller is back.";
- on a button pressed on any controller: that controller now drives the seat;
- on Enter or a click (the keyboard and mouse now drive the seat);
- Esc opens the pause menu over it (Quit stays reachable); Resume comes back here.

Keys: ``keyboard`` (the "Use the keyboard and mouse" button).
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.app.devices import app_devices, is_press, seat_gate
from game.input.actions import KBM, Act, InputEvent
from game.render import palette as P
from game.render.fonts import fit_size, text, wrap
from game.render.widgets import Button, dim, draw_panel
from game.scenes.base import MenuScene


def lost_line(name: str) -> str:
    """The prompt's first line: "Ada's controller was disconnected"."""
    return f"{name}\u2019s controller was disconnected"


ASK = "Press a button on a controller, or Enter / click to use the keyboard."


class DeviceLostScene(MenuScene):
    """Ask ``name`` (seat ``seat``) for a device (see the module doc)."""

    name = "device-lost"
    transparent = True
    any_device = True   # any device may take the seat over
    opaque_background = False

    def __init__(self, app, seat: int, name: str,
                 on_pause: Callable[[], object] | None = None) -> None:
        self.seat = int(seat)
        self.person = name
        self.on_pause_cb = on_pause
        self.closed = False
        #: a controller another seat holds, pressed once: a second press shares it
        self.offered: str | None = None
        self.offered_by: int | None = None
        super().__init__(app)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(int(w * 0.14), int(h * 0.24), int(w * 0.72), int(h * 0.5))
        bw, bh = int(min(420, self.panel.w * 0.8)), int(min(60, max(34, h * 0.085)))
        rect = (self.panel.centerx - bw // 2, self.panel.bottom - bh - int(h * 0.05), bw, bh)
        self.focus.set([Button(rect, "Use the keyboard and mouse", self.use_keyboard,
                               key="keyboard", primary=True)])

    # -- closing ----------------------------------------------------------------------------
    def take(self, device_id: str) -> None:
        """``device_id`` drives the seat from now on; the prompt closes."""
        devices = app_devices(self.app)
        if devices is not None:
            devices.claim(self.seat, device_id, borrowed=True)   # for this game only
        self.close()

    def press_on(self, device_id: str) -> None:
        """A button on controller ``device_id``: a free one takes the seat at once; one that
        another seat holds asks first (:attr:`offered`), and a second press shares it."""
        devices = app_devices(self.app)
        other = devices.holder(device_id, besides=self.seat) if devices is not None else None
        if other is None:
            self.take(device_id)
        elif self.offered == device_id:
            devices.claim(self.seat, device_id, share=True, borrowed=True)
            self.close()
        else:
            self.offered = device_id
            self.offered_by = other

    def use_keyboard(self) -> None:
        self.take(KBM)

    def close(self, toast: str = "") -> None:
        if self.closed:
            return
        self.closed = True
        if self.app is not None and self in self.app.stack:
            if self.app.top is self:
                self.app.pop()
            else:
                self.app.stack.remove(self)
        if toast and hasattr(self.app, "toast"):
            self.app.toast(toast, 2.5)

    def still_lost(self) -> bool:
        """True while the seat has no connected device."""
        devices = app_devices(self.app)
        return devices is not None and self.seat in devices.lost_seats()

    def offer_line(self) -> str:
        """What a press on another seat's controller answers."""
        table = next((sc for sc in reversed(self.app.stack) if hasattr(sc, "seat_name")), None)
        who = table.seat_name(self.offered_by) if table is not None else "another player"
        return (f"That controller plays for {who}: press a button on it again to share it "
                f"with {self.person}.")

    def update(self, dt: float) -> None:
        if not self.still_lost():
            self.close(f"{self.person}\u2019s controller is back.")

    # -- input ------------------------------------------------------------------------------
    def handle(self, ev: InputEvent) -> bool:
        if ev.pos is not None:
            self.pointer = ev.pos
        if not is_press(ev):
            if ev.device == "mouse":
                self.focus.handle(ev)   # hover on the button
            return True
        if ev.device_id != KBM:
            self.press_on(ev.device_id)
        elif ev.act == Act.BACK:
            if self.on_pause_cb is not None:
                self.on_pause_cb()
        elif ev.act in (Act.CONFIRM, Act.POINTER_DOWN):
            self.use_keyboard()
        return True

    def needs_redraw(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=16, border_w=3)
        w, h = self.size
        head = lost_line(self.person)
        size = fit_size(head, self.panel.w - 40, max(20, h // 18))
        text(surface, head, (self.panel.centerx, self.panel.y + int(h * 0.04)), size,
             P.GOLD_LIGHT, "midtop", shadow=P.SHADOW)
        devices = app_devices(self.app)
        gone = devices.lost_device(self.seat) if devices is not None else None
        lines = ([f"({gone.name})"] if gone is not None else []) + [
            "The game waits (Esc opens the menu).", ASK]
        if self.offered is not None:
            lines.append(self.offer_line())
        body = max(13, h // 34)
        y = self.panel.y + int(h * 0.05) + size + 12
        for line in lines:
            for part in wrap(line, self.panel.w - 48, body):
                text(surface, part, (self.panel.centerx, y), body,
                     P.MUTED if part.startswith("(") else P.TEXT, "midtop")
                y += int(body * 1.35)
        self.focus.draw(surface)


def table_accepts(app, ev: InputEvent) -> bool:
    """True if the top-most table on ``app``'s stack accepts ``ev`` (its ``accepts``: the
    seat to act's own devices; True without a table; game.app.devices.seat_gate)."""
    return seat_gate(getattr(app, "stack", ()), ev) is None
