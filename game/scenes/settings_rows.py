"""The Settings screen's rows: what each setting offers (:data:`GROUPS`), the window sizes that
fit the screen, and the two widgets the stock ones lack (:class:`Slider`, :class:`Heading`).

Every setting of :mod:`game.settings_schema` the player may change has one :class:`Row`:
``kind`` "toggle" (on/off), "choice" (a few named values) or "slider" (a number in
``lo..hi`` moved in ``step``s).  Labels, values' words and tips are :mod:`game.ui_text` keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.input.actions import Act
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Toggle, Widget, _frame, draw_panel
from game.ui_text import t


@dataclass(frozen=True)
class Row:
    """One setting's row.  ``key``: the settings key; ``kind``: "toggle", "choice" or
    "slider"; ``lo``/``hi``/``step``: a slider's range and step; ``unit``: how a slider's value
    reads ("percent" 0.8 -> "80%", "times" 1.25 -> "1.25×", "seconds" 0.35 -> "0.35 s",
    "per_second" 10 -> "10 per second"); ``options``: a choice's (value, ui_text key)."""

    key: str
    kind: str
    lo: float = 0.0
    hi: float = 1.0
    step: float = 0.05
    unit: str = "percent"
    options: tuple = ()


#: (group heading key, rows) in screen order.  The window-size row's options are filled from
#: the screen (:func:`window_sizes`).
GROUPS: tuple[tuple[str, tuple[Row, ...]], ...] = (
    ("settings.group.display", (
        Row("window_size", "choice"),
        Row("fullscreen", "toggle"),
        Row("ui_scale", "slider", 0.8, 1.5, 0.1, "percent"),
    )),
    ("settings.group.sound", (
        Row("volume_master", "slider", 0.0, 1.0, 0.05, "percent"),
        Row("volume_effects", "slider", 0.0, 1.0, 0.05, "percent"),
        Row("volume_ambient", "slider", 0.0, 1.0, 0.05, "percent"),
    )),
    ("settings.group.motion", (
        Row("animations", "toggle"),
        Row("animation_speed", "slider", 0.25, 3.0, 0.25, "times"),
        Row("reduced_motion", "toggle"),
    )),
    ("settings.group.access", (
        Row("patterns", "toggle"),
        Row("show_hints", "toggle"),
    )),
    ("settings.group.ai", (
        Row("ai_delay", "choice", options=((0.2, "settings.ai_delay.fast"),
                                           (0.6, "settings.ai_delay.normal"),
                                           (1.2, "settings.ai_delay.slow"))),
        Row("ai_think", "choice", options=((0.5, "settings.ai_think.quick"),
                                           (1.0, "settings.ai_think.normal"),
                                           (1.5, "settings.ai_think.long"))),
    )),
    ("settings.group.controller", (
        Row("dead_zone", "slider", 0.0, 0.9, 0.05, "percent"),
        Row("repeat_delay", "slider", 0.05, 2.0, 0.05, "seconds"),
        Row("repeat_rate", "slider", 1.0, 60.0, 1.0, "per_second"),
        Row("rumble", "toggle"),
    )),
)

#: Windowed sizes offered (w, h), smallest first; those larger than the screen are left out.
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (640, 400), (800, 500), (960, 540), (1024, 640), (1280, 720), (1366, 768), (1440, 900),
    (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))


def rows() -> list[Row]:
    """Every row in screen order."""
    return [r for _, rs in GROUPS for r in rs]


def window_sizes(screen: tuple[int, int], current: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes that fit ``screen`` (w, h) (at least the smallest), with ``current``
    added in order when it is none of them."""
    sw, sh = screen
    sizes = [s for s in WINDOW_SIZES if s[0] <= sw and s[1] <= sh] or [WINDOW_SIZES[0]]
    current = (int(current[0]), int(current[1]))
    if current not in sizes:
        sizes.append(current)
        sizes.sort()
    return sizes


def desktop_size() -> tuple[int, int]:
    """The screen's size in pixels (pygame's first desktop), or a large default."""
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (pygame.error, IndexError, AttributeError):
        return (1920, 1080)


def value_text(row: Row, value: float) -> str:
    """How a slider's ``value`` reads (see :class:`Row`)."""
    if row.unit == "percent":
        return t("settings.value.percent", n=round(value * 100))
    if row.unit == "times":
        return t("settings.value.times", n=f"{value:g}")
    if row.unit == "seconds":
        return t("settings.value.seconds", n=f"{value:.2f}")
    return t("settings.value.per_second", n=f"{value:g}")


def snap(row: Row, value: float) -> float:
    """``value`` on the slider's grid of steps, inside ``lo..hi``, rounded to 4 places."""
    k = round((float(value) - row.lo) / row.step)
    return round(min(row.hi, max(row.lo, row.lo + k * row.step)), 4)


class Heading(Widget):
    """A group's heading between the rows: not focusable, drawn as gold small capitals."""

    focusable = False

    def __init__(self, rect, label: str, key: str) -> None:
        super().__init__(rect, key)
        self.label = label

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        size = fit_size(self.label, r.w, max(12, int(r.h * 0.62)), caps=True)
        text(surface, self.label, (r.x + 4, r.bottom - 2), size, P.GOLD_LIGHT, "bottomleft",
             caps=True, shadow=P.SHADOW)
        pygame.draw.line(surface, P.GOLD_DARK, (r.x, r.bottom), (r.right, r.bottom), 1)


class RowToggle(Toggle):
    """A Settings on/off row: Left/Right (keys, D-pad, stick) flip it as CONFIRM (Enter/A) and
    a click do, like every other row's value (the stock Toggle leaves the arrows to move the
    focus, as in New Game's grid)."""

    def handle_nav(self, act: Act) -> bool:
        if act in (Act.LEFT, Act.RIGHT) and self.enabled:
            self.activate()
            return True
        return False


class Slider(Widget):
    """``Label   [----o-----] 80%``: LEFT/RIGHT move one step (stopping at the ends), a click
    on the track or a drag sets the value under the pointer; ``on_change(value)`` after every
    change.  CONFIRM does nothing (the value stays)."""

    def __init__(self, rect, label: str, row: Row, value: Any,
                 on_change: Callable[[float], Any] | None = None) -> None:
        super().__init__(rect, row.key)
        self.label = label
        self.row = row
        try:
            self.value = snap(row, float(value))
        except (TypeError, ValueError):
            self.value = row.lo
        self.on_change = on_change

    def set(self, value: float) -> None:
        """Set (snapped); ``on_change`` only when the value changed."""
        v = snap(self.row, value)
        if v != self.value:
            self.value = v
            if self.on_change is not None:
                self.on_change(v)

    def at_end(self, d: int) -> bool:
        """True when ``d`` (-1 or 1) steps can't move it further."""
        return self.value <= self.row.lo if d < 0 else self.value >= self.row.hi

    def handle_nav(self, act: Act) -> bool:
        if act in (Act.LEFT, Act.RIGHT):
            self.set(self.value + (self.row.step if act == Act.RIGHT else -self.row.step))
            return True
        return False

    def activate(self) -> None:
        """CONFIRM: nothing to do (Left/Right change a slider)."""

    def track_rect(self) -> pygame.Rect:
        """The track (the part a click or drag sets), right of the label."""
        r = self.rect
        x0 = r.x + int(r.w * 0.45)
        x1 = r.right - int(r.w * 0.17)
        return pygame.Rect(x0, r.centery - max(3, r.h // 10), max(10, x1 - x0),
                           2 * max(3, r.h // 10))

    def value_at(self, x: int) -> float:
        """The value under window x ``x`` (clamped to the track)."""
        tr = self.track_rect()
        f = min(1.0, max(0.0, (x - tr.x) / max(1, tr.w)))
        return self.row.lo + f * (self.row.hi - self.row.lo)

    def click(self, pos) -> None:
        self.set(self.value_at(pos[0]))

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        _frame(surface, r, focused, self.enabled)
        size = max(12, int(r.h * 0.46))
        ls = fit_size(self.label, int(r.w * 0.42) - 16, size)
        text(surface, self.label, (r.x + 16, r.centery), ls, P.MUTED, "midleft")
        tr = self.track_rect()
        draw_panel(surface, tr, P.LAPIS_DARK, P.GOLD_DARK, radius=tr.h // 2, border_w=1,
                   shadow=False)
        f = (self.value - self.row.lo) / ((self.row.hi - self.row.lo) or 1)
        fill = pygame.Rect(tr.x, tr.y, max(tr.h, int(tr.w * f)), tr.h)
        draw_panel(surface, fill, P.GOLD if focused else P.GOLD_DARK, None, radius=tr.h // 2,
                   border_w=0, shadow=False)
        knob = (tr.x + int(tr.w * f), tr.centery)
        rad = max(6, r.h // 5)
        pygame.draw.circle(surface, P.SHADOW, (knob[0] + 1, knob[1] + 2), rad)
        pygame.draw.circle(surface, P.GOLD_LIGHT if focused else P.MARBLE, knob, rad)
        pygame.draw.circle(surface, P.GOLD_DARK, knob, rad, 2)
        label = value_text(self.row, self.value)
        vw = r.right - tr.right - 16
        vs = fit_size(label, vw, size)
        text(surface, label, (r.right - 12, r.centery), vs,
             P.GOLD_LIGHT if focused else P.TEXT, "midright")
