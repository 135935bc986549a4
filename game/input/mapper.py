"""Devices -> logical actions.  ``InputMapper.translate(pygame_event) -> list[InputEvent]``.

Keyboard: the keys of game.input.bindings (arrows/WASD navigate, Enter/Space confirm,
Esc/Backspace back, Q/E rotate, Tab/Shift-Tab next/previous, P pause, Z undo, T end turn, +/-
zoom, F fit, C overview, H heights).  (Tables decide what CONFIRM means, e.g. Enter may also end
the turn.)
Mouse: motion (POINTER_MOVE, or POINTER_DRAG while a button is held), left button POINTER_DOWN /
POINTER_UP, right button SECONDARY, wheel WHEEL_UP/WHEEL_DOWN (with the pointer position).
Controllers: see :mod:`game.input.controller`.
"""

from __future__ import annotations

import pygame

from game.input.actions import KBM, Act, InputEvent
from game.input.bindings import KEYS, SHIFT_KEYS
from game.input.controller import ControllerInput, PadInfo


#: actions a held key does once: its auto-repeat is dropped (holding Enter on Continue must not
#: place a tile on the table that opens; holding Esc must not close two screens)
ONE_SHOT = frozenset({Act.CONFIRM, Act.BACK, Act.PAUSE, Act.UNDO, Act.END_TURN, Act.FIT,
                      Act.OVERVIEW, Act.HEIGHTS})


class InputMapper:
    """Translate pygame events into InputEvents (keyboard, mouse and controllers).

    ``settings``: mapping with the controller keys (dead_zone, repeat_delay, repeat_rate).
    """

    def __init__(self, settings=None) -> None:
        self.controllers = ControllerInput(settings)
        self.pointer: tuple[int, int] = (0, 0)
        self._pointer_known = False  # no mouse event seen yet
        #: keys down and not yet up: a KEYDOWN of one of them is pygame's key repeat
        self._keys_down: set[int] = set()

    def translate(self, ev: pygame.event.Event) -> list[InputEvent]:
        """InputEvents for one pygame event; [] for events that mean nothing to scenes."""
        t = ev.type
        if t == pygame.KEYDOWN:
            shift = bool(getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)
            act = SHIFT_KEYS.get(ev.key) if shift else None
            act = act or KEYS.get(ev.key)
            repeat = ev.key in self._keys_down
            self._keys_down.add(ev.key)
            if act is None or (repeat and act in ONE_SHOT):
                return []   # a held Enter never presses again (nor commits on the next screen)
            return [InputEvent(act, repeat=repeat)]
        if t == pygame.KEYUP:
            self._keys_down.discard(ev.key)
            return []
        if t == getattr(pygame, "WINDOWFOCUSLOST", None):
            self._keys_down.clear()   # the key-ups may never come
            return []
        if t == pygame.MOUSEMOTION:
            pos = tuple(ev.pos)
            moved = not self._pointer_known or pos != self.pointer
            self.pointer = pos
            self._pointer_known = True
            buttons = tuple(bool(b) for b in getattr(ev, "buttons", (0, 0, 0))[:3])
            act = Act.POINTER_DRAG if any(buttons) else Act.POINTER_MOVE
            return [InputEvent(act, pos=pos, rel=tuple(getattr(ev, "rel", (0, 0))),
                               device="mouse", buttons=buttons, moved=moved)]
        if t == pygame.MOUSEBUTTONDOWN:
            pos = tuple(ev.pos)
            self.pointer = pos
            self._pointer_known = True
            if ev.button == 1:
                return [InputEvent(Act.POINTER_DOWN, pos=pos, device="mouse")]
            if ev.button == 3:
                return [InputEvent(Act.SECONDARY, pos=pos, device="mouse")]
            return []  # 4/5 are the wheel, reported by MOUSEWHEEL
        if t == pygame.MOUSEBUTTONUP:
            pos = tuple(ev.pos)
            self.pointer = pos
            if ev.button == 1:
                return [InputEvent(Act.POINTER_UP, pos=pos, device="mouse", pressed=False)]
            return []
        if t == pygame.MOUSEWHEEL:
            y = getattr(ev, "y", 0)
            if y == 0:
                return []
            act = Act.WHEEL_UP if y > 0 else Act.WHEEL_DOWN
            return [InputEvent(act, pos=self.pointer, device="mouse")] * min(3, abs(int(y)) or 1)
        return self.controllers.translate(ev)

    def tick(self, dt: float) -> list[InputEvent]:
        """Events due this frame: auto-repeats of held controller directions / zoom, the right
        stick's PAN."""
        return self.controllers.tick(dt)

    # -- devices (game.input.controller) ----------------------------------------------------
    def devices(self) -> dict[str, PadInfo]:
        """device_id -> PadInfo(device_id, instance_id, name, guid, family, kind) of every
        controller known now (the keyboard and mouse, "kbm", are not listed)."""
        return self.controllers.devices()

    def family(self, device_id: str) -> str:
        """"keyboard" for "kbm", else the pad's family: "xbox", "playstation", "nintendo" or
        "generic" (also for a device not known)."""
        return "keyboard" if device_id == KBM else self.controllers.family(device_id)

    def rumble(self, device_id: str, strength: float, ms: int) -> bool:
        """Rumble a controller (strength 0..1, ms milliseconds); False when settings["rumble"]
        is off, the device is the keyboard, unknown, or cannot rumble.  Never raises."""
        return self.controllers.rumble(device_id, strength, ms)
