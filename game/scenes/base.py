"""MenuScene: a scene made of widgets in a FocusGroup (title, new game, pause, results, ...)."""

from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, text
from game.render.widgets import FocusGroup, background, draw_tooltip
from game.ui_text import t


class MenuScene(Scene):
    """Subclasses implement ``layout()`` (build ``self.focus`` widgets from ``self.size``) and
    ``draw_content(surface)``; BACK calls ``on_back()``; PAUSE calls ``on_pause()``."""

    name = "menu"
    opaque_background = True
    #: True: tooltips sit beside the hovered widget instead of under the pointer.
    tooltip_beside = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = FocusGroup()
        self.pointer: tuple[int, int] | None = None
        self.drawn = DrawCache(8)   # rects the last draw placed (tooltip, art): tests read them

    @property
    def tooltip_rect(self) -> pygame.Rect | None:
        """Where the tooltip was drawn last frame, or None (tests, layout checks)."""
        return self.drawn.get("tooltip")

    def on_resize(self, size) -> None:
        self.size = size
        self.layout()

    def layout(self) -> None:
        """Build the widgets for ``self.size``."""

    def on_back(self) -> None:
        """BACK pressed (Esc/Backspace/B)."""

    def on_pause(self) -> None:
        """PAUSE pressed (P/Start); default: same as BACK."""
        self.on_back()

    def handle(self, ev: InputEvent) -> bool:
        if ev.pos is not None:
            self.pointer = ev.pos
        if self.focus.handle(ev):
            return True
        if ev.act == Act.BACK:
            self.on_back()
            return True
        if ev.act == Act.PAUSE:
            self.on_pause()
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(background(surface.get_size()), (0, 0))

    def draw_content(self, surface: pygame.Surface) -> None:
        """Text and art besides the widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque_background:
            self.draw_background(surface)
        self.draw_content(surface)
        self.focus.draw(surface, motion=not reduced_motion(self.app))
        w = self.focus.focused
        tip = None
        if (w is not None and w.tooltip and self.pointer is not None and self.focus.pointer_inside
                and w.rect.collidepoint(self.pointer)):
            tip = draw_tooltip(surface, w.tooltip, self.pointer,
                               beside=w.rect if self.tooltip_beside else None)
        self.drawn.put("tooltip", tip)

    def needs_redraw(self) -> bool:
        """Menus change only on input (the App redraws then, and for toasts and fades)."""
        return False

    def widget_rects(self) -> list[pygame.Rect]:
        return self.focus.rects()


def reduced_motion(app) -> bool:
    """The ``reduced_motion`` setting, read live (False without an app or settings)."""
    settings = getattr(app, "settings", None)
    return bool(settings.get("reduced_motion", False)) if settings is not None else False


def rows_hint(app, confirm: str = t("form.hint.press"),
              back: str = t("form.hint.back")) -> str:
    """The hint line of a form of rows (New Game, Settings) for the device last used:
    keyboard "↑/↓ rows · ←/→ change · Enter press · Esc back" (see game.input.hints)."""
    if device_of(app) == "mouse":
        return t("form.hint_mouse")
    return hint_line(app, [("up_down", t("form.hint.rows")), ("left_right", t("form.hint.change")),
                           ("confirm", confirm), ("back", back)])


def title_band(surface: pygame.Surface, title: str, y: int, size: int) -> pygame.Rect:
    """A centred gold heading with a shadow; returns its rect."""
    w = surface.get_width()
    size = fit_size(title, int(w * 0.9), size, caps=True)
    return text(surface, title, (w // 2, y), size, P.GOLD_LIGHT, "midtop", caps=True,
                shadow=P.SHADOW)
