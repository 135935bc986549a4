"""The "is thinking" marker both tables draw beside an AI seat while it thinks (issue 11).

A small pill, "Livia is thinking" followed by three dots that light up one after another
(:data:`THINK_MARK_FPS` steps a second), drawn next to the seat's score chip (Picture Pie) or in
its score card (Akropolis).  Drawing changes nothing; the tables redraw for it only when its
step changes (:func:`thinking_tick`, game.scenes.table_base.TableScene.needs_redraw).
"""

from __future__ import annotations

import pygame

from game.render import palette as P
from game.render.fonts import font, text

#: steps of the dots' animation per second (so a thinking table redraws this often, no more)
THINK_MARK_FPS = 4
#: the smallest text the marker draws (px): readable in a 640x400 window
MIN_PX = 10
#: the dots' cycle: 0, 1, 2 or 3 dots lit
_STEPS = 4


def thinking_tick(t: float) -> int:
    """The marker's animation step at table time ``t`` (seconds)."""
    return int(t * THINK_MARK_FPS)


def thinking_words(name: str) -> str:
    """``"Livia is thinking"`` (the dots are drawn after it)."""
    return f"{name} is thinking"


def marker_size(name: str, size: int, words: str | None = None) -> tuple[int, int]:
    """(w, h) in pixels of the marker for ``name`` (or its ``words``) at text ``size``."""
    f = font(size)
    tw, th = f.size(thinking_words(name) if words is None else words)
    return tw + _dots_width(size) + size, th + max(2, size // 5)


def _dots_width(size: int) -> int:
    return 3 * max(5, size // 2) + max(2, size // 6)


def draw_thinking(surface: pygame.Surface, name: str, pos: tuple[int, int], size: int,
                  t: float, anchor: str = "topleft", fill=P.PANEL_LIGHT,
                  words: str | None = None) -> pygame.Rect:
    """Draw the marker for seat ``name`` with its ``anchor`` point at ``pos`` (a pygame.Rect
    attribute name), text ``size`` px (at least :data:`MIN_PX`), animated by table time ``t``
    seconds; ``words`` instead of "NAME is thinking" where the name is already beside it;
    returns its rect (kept inside ``surface``)."""
    size = max(MIN_PX, size)
    words = thinking_words(name) if words is None else words
    w, h = marker_size(name, size, words)
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, anchor, pos)
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, fill, rect, border_radius=h // 2)
    pygame.draw.rect(surface, P.GOLD_DARK, rect, 1, border_radius=h // 2)
    words = text(surface, words, (rect.x + size // 2, rect.centery), size, P.GOLD_LIGHT,
                 "midleft")
    lit = thinking_tick(t) % _STEPS
    step = max(5, size // 2)
    r = max(2, size // 7)
    x = words.right + step // 2 + r
    for k in range(3):
        colour = P.GOLD_LIGHT if k < lit else P.MUTED
        pygame.draw.circle(surface, colour, (x + k * step, words.bottom - r - size // 6), r)
    return rect
