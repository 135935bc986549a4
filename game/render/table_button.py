"""A game table's bottom-bar button (:func:`draw_table_button`): its label size
(:func:`table_button_px`, so a row of buttons can share one) and its turning-arrow icon
(:func:`rotate_icon`).  Uses game.render.widgets' panels and focus box."""

from __future__ import annotations

import math

import pygame

from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, render
from game.render.widgets import draw_panel, focus_box

_cache = DrawCache(64)   # label images by (text, size, colour)


def table_button_px(rect, label: str, icon: str | None = None) -> tuple[int, int]:
    """(label size, icon room in pixels) :func:`draw_table_button` uses on its own in
    ``rect``; a row of buttons passes the smallest size as ``px`` so all labels match."""
    rect = pygame.Rect(rect)
    room = 2 * max(5, int(rect.h * 0.22)) + max(4, rect.h // 8) if icon else 0
    return fit_size(label, rect.w - 24 - room, max(12, int(rect.h * 0.5)), caps=True), room


def draw_table_button(surface: pygame.Surface, rect, label: str, enabled: bool = True,
                      focused: bool = False, hover: bool = False, primary: bool = False,
                      icon: str | None = None, px: int | None = None) -> None:
    """A game table's button: a plain muted rim when enabled, the light-gold focus ring
    (:func:`focus_box`) only when ``focused``, a lighter face on mouse ``hover``; ``primary`` in
    terracotta; ``icon`` "cw" / "ccw" puts a turning arrow a gap left of the label; ``px``:
    the label's largest size (:func:`table_button_px`)."""
    rect = pygame.Rect(rect)
    fill = (P.lerp(P.PANEL, P.BG, 0.5) if not enabled else
            P.lerp(P.TERRACOTTA_DARK, P.TERRACOTTA, 0.6 if hover else 0.35) if primary else
            P.PANEL_LIGHT if hover else P.PANEL)
    border = (P.lerp(P.PANEL_LIGHT, P.MUTED, 0.35) if enabled
              else P.lerp(P.PANEL, P.DISABLED, 0.5))
    draw_panel(surface, rect, fill, border, radius=max(6, rect.h // 4), border_w=1, shadow=True)
    if focused:
        focus_box(surface, rect, max(6, rect.h // 4))
    color = (P.GOLD_LIGHT if focused and enabled and not primary else
             P.TEXT if enabled else P.DISABLED)
    size, room = table_button_px(rect, label, icon)
    size = min(size, px or size)
    img = _cache.fetch(("btn", label, size, tuple(color)),
                       lambda: render(label, size, color, False, True))
    x = rect.centerx - (img.get_width() + room) // 2
    surface.blit(img, img.get_rect(midleft=(x + room, rect.centery)))
    if icon:
        r = max(5, int(rect.h * 0.22))
        rotate_icon(surface, (x + r, rect.centery), r, icon == "cw", color)


def rotate_icon(surface: pygame.Surface, center, r: int, clockwise: bool, color) -> None:
    """A circular arrow of radius ``r`` (the fonts lack the rotation glyphs)."""
    cx, cy = center
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = (round(cx), round(cy))
    pygame.draw.arc(surface, color, rect, math.radians(-60), math.radians(200), max(2, r // 3))
    a, tip = (math.radians(-60), -1) if clockwise else (math.radians(200), 1)  # the arc's end
    ex, ey = cx + r * math.cos(a), cy - r * math.sin(a)
    tx, ty = -math.sin(a) * tip, -math.cos(a) * tip
    h = r * 0.7
    ca, sa = math.cos(a) * h * 0.6, math.sin(a) * h * 0.6
    pygame.draw.polygon(surface, color, [(ex + tx * h, ey + ty * h),
                                         (ex - tx * h * 0.2 + ca, ey - ty * h * 0.2 - sa),
                                         (ex - tx * h * 0.2 - ca, ey - ty * h * 0.2 + sa)])
