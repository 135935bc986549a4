"""Button feel: the hover lift and the press state of a FocusGroup's widgets
(game.render.widgets), drawn around the widget's own ``draw``.

- Hover (the pointer over an enabled widget): the widget rises :data:`LIFT_PX` px over a
  deeper shadow.  With reduced motion it does not move: a light wash shows the hover instead.
- Press (CONFIRM or a click activated it, for :data:`PRESS_SECONDS`): the widget sinks
  :data:`PRESS_PX` px (not with reduced motion) under a dark wash, so a toggle or a choice
  shows that it took the press.

Drawing only: the widget's rect is offset for its own ``draw`` call and restored at once.
"""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from game.render import palette as P
from game.render.cache import DrawCache

LIFT_PX = 2
PRESS_PX = 2
#: seconds a press stays visible
PRESS_SECONDS = 0.14


@contextmanager
def _offset(widget, dy: int):
    """``widget.rect`` moved by ``dy`` px inside the block, restored after (even on error)."""
    if not dy:
        yield
        return
    rect = widget.rect
    widget.rect = rect.move(0, dy)
    try:
        yield
    finally:
        widget.rect = rect


_washes = DrawCache(64)   # (size, rgba) -> a translucent rounded rect


def _wash(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple) -> None:
    """A translucent rounded wash over ``rect`` (the widgets' corner radius, h / 4)."""
    def make() -> pygame.Surface:
        img = pygame.Surface((max(1, rect.w), max(1, rect.h)), pygame.SRCALPHA)
        pygame.draw.rect(img, rgba, img.get_rect(), border_radius=max(6, rect.h // 4))
        return img
    surface.blit(_washes.fetch((rect.size, tuple(rgba)), make), rect)


def draw_with_feel(surface: pygame.Surface, widget, focused: bool, hovered: bool,
                   pressed: bool, motion: bool = True) -> None:
    """Draw ``widget`` (its ``draw(surface, focused)``) hovered and/or pressed.  ``motion``
    False (reduced motion): no lift and no sink, only the washes."""
    if not widget.enabled:
        widget.draw(surface, focused)
        return
    dy = 0
    if pressed:
        dy = PRESS_PX if motion else 0
    elif hovered and motion:
        dy = -LIFT_PX
        _wash(surface, widget.rect.move(0, LIFT_PX + 2), P.with_alpha(P.SHADOW, 90))
    with _offset(widget, dy):
        widget.draw(surface, focused)
        if pressed:
            _wash(surface, widget.rect, P.with_alpha(P.SHADOW, 70))
        elif hovered and not motion:
            _wash(surface, widget.rect, (255, 255, 255, 22))
