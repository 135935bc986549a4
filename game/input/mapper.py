"""Devices -> logical actions.  ``InputMapper.translate(pygame_event) -> list[InputEvent]``.

Keyboard: arrows/WASD navigate, Enter/Space confirm, Esc/Backspace back, Q/E rotate left/right,
Tab/Shift-Tab next/previous (also PageDown/PageUp), P pause, Z or Ctrl+Z undo, T or End end turn,
+/- zoom, F fit, C all cities (overview), H height view.  (Tables decide what CONFIRM means, e.g. Enter may also end the turn.)
Mouse: motion (POINTER_MOVE, or POINTER_DRAG while a button is held), left button POINTER_DOWN /
POINTER_UP, right button SECONDARY, wheel WHEEL_UP/WHEEL_DOWN (with the pointer position).
Controllers: see :mod:`game.input.controller`.
"""

from __future__ import annotations

import pygame

from game.input.actions import Act, InputEvent
from game.input.controller import ControllerInput

KEYS: dict[int, Act] = {
    pygame.K_UP: Act.UP, pygame.K_w: Act.UP,
    pygame.K_DOWN: Act.DOWN, pygame.K_s: Act.DOWN,
    pygame.K_LEFT: Act.LEFT, pygame.K_a: Act.LEFT,
    pygame.K_RIGHT: Act.RIGHT, pygame.K_d: Act.RIGHT,
    pygame.K_RETURN: Act.CONFIRM, pygame.K_KP_ENTER: Act.CONFIRM, pygame.K_SPACE: Act.CONFIRM,
    pygame.K_ESCAPE: Act.BACK, pygame.K_BACKSPACE: Act.BACK,
    pygame.K_q: Act.ROTATE_LEFT, pygame.K_e: Act.ROTATE_RIGHT,
    pygame.K_PAGEDOWN: Act.NEXT, pygame.K_PAGEUP: Act.PREV,
    pygame.K_p: Act.PAUSE,
    pygame.K_z: Act.UNDO,
    pygame.K_t: Act.END_TURN, pygame.K_END: Act.END_TURN,
    pygame.K_PLUS: Act.ZOOM_IN, pygame.K_EQUALS: Act.ZOOM_IN, pygame.K_KP_PLUS: Act.ZOOM_IN,
    pygame.K_MINUS: Act.ZOOM_OUT, pygame.K_KP_MINUS: Act.ZOOM_OUT,
    pygame.K_f: Act.FIT,
    pygame.K_c: Act.OVERVIEW, pygame.K_h: Act.HEIGHTS,
}


class InputMapper:
    """Translate pygame events into InputEvents (keyboard, mouse and controllers).

    ``settings``: mapping with the controller keys (dead_zone, repeat_delay, repeat_rate).
    """

    def __init__(self, settings=None) -> None:
        self.controllers = ControllerInput(settings)
        self.pointer: tuple[int, int] = (0, 0)
        self._pointer_known = False  # no mouse event seen yet

    def translate(self, ev: pygame.event.Event) -> list[InputEvent]:
        """InputEvents for one pygame event; [] for events that mean nothing to scenes."""
        t = ev.type
        if t == pygame.KEYDOWN:
            if ev.key == pygame.K_TAB:
                shift = bool(getattr(ev, "mod", 0) & pygame.KMOD_SHIFT)
                return [InputEvent(Act.PREV if shift else Act.NEXT)]
            act = KEYS.get(ev.key)
            return [InputEvent(act)] if act is not None else []
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
        """Auto-repeat events due this frame (held controller directions)."""
        return self.controllers.tick(dt)
