"""UI widgets drawn by code: panels, buttons, choices, toggles, a focus group, tooltips, toasts,
and the game tables' pieces (focus rings, table buttons, fitted text, spatial focus steps).

Every widget has a ``rect`` (window pixels), ``enabled`` and ``draw(surface, focused)``.
:class:`FocusGroup` makes a list of widgets navigable by keyboard/controller (spatial arrows,
Tab/LB/RB order, CONFIRM activates) and by mouse (hover focuses, left click activates), all from
logical :class:`~game.input.actions.InputEvent`s.  Shapes are antialiased by drawing at 3x and
smooth-scaling down; the results are cached per size and colour.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Callable

import pygame

from game.input.actions import Act, InputEvent
from game.render import feel
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import MIN_TEXT_PX, fit_size, font, measure, render, text, wrap

SS = 3  # supersampling factor for antialiased shapes


# -- antialiased shapes ---------------------------------------------------------------------------
@lru_cache(maxsize=512)
def rounded_rect_surface(size: tuple[int, int], radius: int, fill: tuple, border: tuple | None = None,
                         border_w: int = 0) -> pygame.Surface:
    """An antialiased rounded rectangle of ``size`` (alpha surface, cached)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    ss = SS if w * h <= 4_000_000 else 1  # a window-sized panel of a huge window: no 9x copy
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    r = max(0, int(radius)) * ss
    if border is not None and border_w > 0:
        pygame.draw.rect(big, border, big.get_rect(), border_radius=r)
        inner = big.get_rect().inflate(-2 * border_w * ss, -2 * border_w * ss)
        pygame.draw.rect(big, fill, inner, border_radius=max(0, r - border_w * ss))
    else:
        pygame.draw.rect(big, fill, big.get_rect(), border_radius=r)
    return pygame.transform.smoothscale(big, (w, h))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple = P.PANEL,
               border: tuple | None = P.PANEL_BORDER, radius: int = 12, border_w: int = 2,
               shadow: bool = True, alpha: int = 255) -> None:
    """A rounded panel with a gold rim and a soft drop shadow."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    if shadow:
        sh = rounded_rect_surface(rect.size, radius, P.with_alpha(P.SHADOW, 120))
        surface.blit(sh, rect.move(0, max(2, rect.h // 40)))
    border = None if border is None else tuple(border)
    if alpha < 255:
        img = _faded_rect_surface(rect.size, radius, tuple(fill), border, border_w, alpha)
    else:
        img = rounded_rect_surface(rect.size, radius, tuple(fill), border, border_w)
    surface.blit(img, rect)


@lru_cache(maxsize=128)
def _faded_rect_surface(size, radius, fill, border, border_w, alpha) -> pygame.Surface:
    """:func:`rounded_rect_surface` with a surface ``alpha`` (cached, not copied per frame)."""
    img = rounded_rect_surface(size, radius, fill, border, border_w).copy()
    img.set_alpha(alpha)
    return img


def aa_polygon(surface: pygame.Surface, points, color, outline: tuple | None = None,
               width: int = 0) -> None:
    """Filled antialiased polygon (pygame.gfxdraw), optional outline of ``width`` px."""
    import pygame.gfxdraw as gfx
    pts = [(int(round(x)), int(round(y))) for x, y in points]
    if len(pts) < 3:
        return
    gfx.filled_polygon(surface, pts, color)
    gfx.aapolygon(surface, pts, color)
    if outline is not None:
        if width > 1:
            pygame.draw.polygon(surface, outline, pts, width)
        gfx.aapolygon(surface, pts, outline)


@lru_cache(maxsize=4)  # whole-window surfaces: a few sizes only (issue 19)
def background(size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """Deep-lapis background with a faint mosaic of tesserae and a vignette (cached per size)."""
    w, h = size
    surf = pygame.Surface((w, h))
    surf.fill(P.BG)
    cell = max(14, min(w, h) // 36)
    x_state = seed
    for gy in range(0, h + cell, cell):
        for gx in range(0, w + cell, cell):
            x_state = (x_state * 1103515245 + 12345) & 0x7FFFFFFF
            jitter = (x_state >> 8) % 9
            shade = P.lerp(P.BG, P.BG_TESSERA, 0.35 + jitter / 14)
            pygame.draw.rect(surf, shade, (gx + 1, gy + 1, cell - 2, cell - 2))
    # vignette: darker edges
    vig = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = 12
    for i in range(steps):
        t = i / steps
        pygame.draw.rect(vig, (8, 6, 24, int(14 * (1 - t))),
                         pygame.Rect(0, 0, w, h).inflate(-int(w * t * 0.5), -int(h * t * 0.5)),
                         width=max(1, int(min(w, h) * 0.03)))
    surf.blit(vig, (0, 0))
    return surf


def draw_meander(surface: pygame.Surface, rect: pygame.Rect, color: tuple = P.GOLD_DARK,
                 unit: int | None = None) -> None:
    """A Greek key (meander) band filling ``rect`` horizontally."""
    rect = pygame.Rect(rect)
    u = unit or max(3, rect.h // 5)
    x = rect.x
    y0 = rect.y
    lw = max(1, u // 2)
    clip = surface.get_clip()
    surface.set_clip(rect)
    while x < rect.right:
        pts = [(x, y0 + 4 * u), (x, y0), (x + 4 * u, y0), (x + 4 * u, y0 + 3 * u),
               (x + 2 * u, y0 + 3 * u), (x + 2 * u, y0 + 2 * u), (x + 3 * u, y0 + 2 * u),
               (x + 3 * u, y0 + u), (x + u, y0 + u), (x + u, y0 + 4 * u), (x + 5 * u, y0 + 4 * u)]
        pygame.draw.lines(surface, color, False, pts, lw)
        x += 5 * u
    surface.set_clip(clip)


# -- widgets --------------------------------------------------------------------------------------
class Widget:
    """Base widget.  ``key``: a stable name (focus survives re-layout by key)."""

    focusable = True

    def __init__(self, rect, key: str | None = None, enabled: bool = True,
                 tooltip: str | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.key = key
        self.enabled = enabled
        self.tooltip = tooltip

    def handle_nav(self, act: Act) -> bool:
        """A direction while focused; True if the widget used it (e.g. a choice's left/right)."""
        return False

    def activate(self) -> None:
        """CONFIRM while focused."""

    def click(self, pos: tuple[int, int]) -> None:
        """Left click at ``pos`` inside the rect."""
        self.activate()

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        """Paint the widget."""


def _frame(surface, rect, focused, enabled, primary=False):
    fill = P.PANEL_LIGHT if focused else P.PANEL
    if primary:
        fill = P.lerp(P.TERRACOTTA_DARK, P.TERRACOTTA, 0.75 if focused else 0.35)
    if not enabled:
        fill = P.lerp(P.PANEL, P.BG, 0.5)
    border = P.FOCUS if focused else (P.GOLD_DARK if enabled else P.DISABLED)
    radius = max(6, rect.h // 4)
    if focused:
        glow = rect.inflate(8, 8)
        surface.blit(rounded_rect_surface(glow.size, radius + 4, P.with_alpha(P.GOLD_LIGHT, 70)),
                     glow)
    draw_panel(surface, rect, fill, border, radius=radius, border_w=3 if focused else 2,
               shadow=True)


class Button(Widget):
    """A labelled button; ``on_click()`` runs on CONFIRM or a left click.  ``primary`` draws it in
    terracotta (the main action of a screen)."""

    def __init__(self, rect, label: str, on_click: Callable[[], Any] | None = None,
                 key: str | None = None, enabled: bool = True, primary: bool = False,
                 tooltip: str | None = None, sublabel: str | None = None) -> None:
        super().__init__(rect, key or label, enabled, tooltip)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.sublabel = sublabel
        #: a cap on the label's pixel size, so a row of buttons shares one size (None: none)
        self.label_px: int | None = None

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def label_size(self) -> int:
        """Pixel size of the label: the largest that fits the button, capped by ``label_px``."""
        r = self.rect
        size = fit_size(self.label, r.w - 24, max(12, int(r.h * (0.42 if self.sublabel else 0.5))),
                        caps=True)
        return min(size, self.label_px) if self.label_px else size

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        _frame(surface, r, focused, self.enabled, self.primary)
        color = P.TEXT if self.enabled else P.DISABLED
        if focused and self.enabled:
            color = P.GOLD_LIGHT if not self.primary else P.TEXT
        size = self.label_size()
        if self.sublabel:
            text(surface, self.label, (r.centerx, r.centery - r.h * 0.12), size, color, "center",
                 caps=True, shadow=P.SHADOW)
            s2 = fit_size(self.sublabel, r.w - 24, max(10, int(r.h * 0.22)))
            text(surface, self.sublabel, (r.centerx, r.centery + r.h * 0.24), s2,
                 P.MUTED if self.enabled else P.DISABLED, "center")
        else:
            text(surface, self.label, r.center, size, color, "center", caps=True, shadow=P.SHADOW)


class Choice(Widget):
    """``Label   < option >``: LEFT/RIGHT (or a click on either half / CONFIRM) change the value.

    ``options``: list of (value, text); ``on_change(value)`` after every change.  ``wrap``:
    False for an ordered scale (Fast .. Slow): LEFT/RIGHT and clicks stop at its ends, whose
    arrow is drawn dim; CONFIRM still cycles.
    """

    def __init__(self, rect, label: str, options: list[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, key: str | None = None,
                 enabled: bool = True, tooltip: str | None = None, wrap: bool = True) -> None:
        super().__init__(rect, key or label, enabled, tooltip)
        self.label = label
        self.wrap = wrap
        self.options = list(options)
        values = [v for v, _ in self.options]
        if value in values:
            self.index = values.index(value)
        elif isinstance(value, (int, float)) and values and all(
                isinstance(v, (int, float)) for v in values):
            self.index = min(range(len(values)), key=lambda i: abs(values[i] - value))
        else:
            self.index = 0
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def step(self, d: int, wrap: bool | None = None) -> None:
        """Move ``d`` options; past an end it wraps when ``wrap`` (default: the widget's), else
        it stays (no change, no ``on_change``)."""
        if not self.enabled or not self.options:
            return
        index = self.index + d
        if not (self.wrap if wrap is None else wrap):
            if not 0 <= index < len(self.options):
                return
        self.index = index % len(self.options)
        if self.on_change is not None:
            self.on_change(self.value)

    def at_end(self, d: int) -> bool:
        """True when a non-wrapping choice can't move ``d`` (-1 or 1) any further."""
        return not self.wrap and not 0 <= self.index + d < len(self.options)

    def handle_nav(self, act: Act) -> bool:
        if act == Act.LEFT:
            self.step(-1)
            return True
        if act == Act.RIGHT:
            self.step(1)
            return True
        return False

    def activate(self) -> None:
        self.step(1, wrap=True)

    def click(self, pos) -> None:
        vr = self._value_rect()
        self.step(-1 if pos[0] < vr.centerx else 1)

    def _value_rect(self) -> pygame.Rect:
        r = self.rect
        if not self.label:
            return r.inflate(-8, -8)
        return pygame.Rect(r.x + int(r.w * 0.45), r.y + 4, int(r.w * 0.55) - 6, r.h - 8)

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        _frame(surface, r, focused, self.enabled)
        color = P.TEXT if self.enabled else P.DISABLED
        size = max(12, int(r.h * 0.46))
        if self.label:
            ls = fit_size(self.label, int(r.w * 0.42) - 16, size)
            text(surface, self.label, (r.x + 16, r.centery), ls, P.MUTED if self.enabled else
                 P.DISABLED, "midleft")
        vr = self._value_rect()
        arrow_c = P.GOLD_LIGHT if focused and self.enabled else P.GOLD_DARK
        a = max(5, r.h // 6)
        cy = vr.centery
        aa_polygon(surface, [(vr.x + 6, cy), (vr.x + 6 + a * 1.4, cy - a),
                             (vr.x + 6 + a * 1.4, cy + a)],
                   P.DISABLED if self.at_end(-1) else arrow_c)
        aa_polygon(surface, [(vr.right - 6, cy), (vr.right - 6 - a * 1.4, cy - a),
                             (vr.right - 6 - a * 1.4, cy + a)],
                   P.DISABLED if self.at_end(1) else arrow_c)
        label = self.options[self.index][1] if self.options else ""
        vs = fit_size(label, vr.w - 4 * a - 16, size, bold=False)
        text(surface, label, vr.center, vs, P.GOLD_LIGHT if focused else color, "center")


class Toggle(Widget):
    """A checkbox with a label; CONFIRM or a click flips it; ``on_change(bool)``."""

    def __init__(self, rect, label: str, value: bool, on_change: Callable[[bool], Any] | None = None,
                 key: str | None = None, enabled: bool = True, tooltip: str | None = None) -> None:
        super().__init__(rect, key or label, enabled, tooltip)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        _frame(surface, r, focused, self.enabled)
        box = pygame.Rect(0, 0, int(r.h * 0.5), int(r.h * 0.5))
        box.midleft = (r.x + 12, r.centery)
        draw_panel(surface, box, P.LAPIS_DARK, P.GOLD if self.enabled else P.DISABLED, radius=4,
                   border_w=2, shadow=False)
        if self.value:
            s = box.w
            pts = [(box.x + s * 0.2, box.y + s * 0.52), (box.x + s * 0.42, box.y + s * 0.75),
                   (box.x + s * 0.82, box.y + s * 0.25)]
            pygame.draw.lines(surface, P.GOLD_LIGHT, False, pts, max(2, s // 6))
        color = P.TEXT if self.enabled else P.DISABLED
        size = fit_size(self.label, r.w - box.w - 32, max(12, int(r.h * 0.46)))
        text(surface, self.label, (box.right + 10, r.centery), size,
             P.GOLD_LIGHT if focused and self.enabled else color, "midleft")


class FocusGroup:
    """Keyboard/controller/mouse focus over ``widgets``.

    ``handle(ev) -> bool``: arrows move focus to the nearest widget in that direction (wrapping
    vertically) unless the focused widget uses the direction; NEXT/PREV cycle in list order;
    CONFIRM activates; pointer moves focus the widget under the pointer; a left click activates it.
    """

    def __init__(self, widgets: list[Widget] | None = None, rows: bool = False) -> None:
        self.widgets: list[Widget] = []
        self.index = 0
        self.pointer_inside = False
        #: the widget under the pointer (None: none), the key of the one pressed and the
        #: seconds its press still shows (game.render.feel), presses and value changes so far
        self.hover: int | None = None
        self.press_key: str | None = None
        self.press_left = -1.0   # no press yet
        self.presses = 0
        #: True: form navigation.  UP/DOWN step through the widgets in list order (reading
        #: order, wrapping at both ends); LEFT/RIGHT change a widget that uses them (a Choice's
        #: value) and otherwise move only to a neighbour in the same visual row.
        self.rows = rows
        self.set(widgets or [])

    def set(self, widgets: list[Widget], focus_key: str | None = None) -> None:
        """Replace the widgets, keeping focus on the same key when it still exists."""
        old = focus_key if focus_key is not None else (self.focused.key if self.focused else None)
        self.widgets = list(widgets)
        self.index, self.hover = 0, None
        for i, w in enumerate(self.widgets):
            if old is not None and w.key == old:
                self.index = i
                break
        else:
            self._skip_to_focusable()

    def _pressed(self, w: Widget) -> None:
        self.press_key, self.press_left, self.presses = w.key, feel.PRESS_SECONDS, self.presses + 1

    def tick(self, dt: float) -> None:
        """Advance the press state by ``dt`` seconds (the scene's update)."""
        self.press_left = max(-1.0, self.press_left - dt)

    @property
    def pressing(self) -> bool:
        """A press shows, or ended less than a frame ago (one more redraw lifts it)."""
        return self.press_left > -0.05

    def _skip_to_focusable(self) -> None:
        for i, w in enumerate(self.widgets):
            if w.focusable and w.enabled:
                self.index = i
                return

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.index < len(self.widgets):
            return self.widgets[self.index]
        return None

    def focus_key(self, key: str) -> bool:
        """Focus the widget whose key is ``key``; False if none."""
        for i, w in enumerate(self.widgets):
            if w.key == key:
                self.index = i
                return True
        return False

    def widget_at(self, pos) -> int | None:
        for i, w in enumerate(self.widgets):
            if w.focusable and w.rect.collidepoint(pos):
                return i
        return None

    def _candidates(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.enabled]

    def move(self, act: Act) -> None:
        """Move focus spatially in the direction of ``act``."""
        cur = self.focused
        cands = [i for i in self._candidates() if i != self.index]
        if cur is None or not cands:
            return
        cx, cy = cur.rect.center
        dx, dy = {Act.UP: (0, -1), Act.DOWN: (0, 1), Act.LEFT: (-1, 0), Act.RIGHT: (1, 0)}[act]
        best, best_score = None, None
        for i in cands:
            wx, wy = self.widgets[i].rect.center
            ox, oy = wx - cx, wy - cy
            along = ox * dx + oy * dy
            if along <= 0:
                continue
            across = abs(ox * dy) + abs(oy * dx)
            score = along + 2.5 * across
            if best_score is None or score < best_score:
                best, best_score = i, score
        if best is None and dy != 0:  # wrap vertically: farthest widget the other way
            for i in cands:
                wx, wy = self.widgets[i].rect.center
                along = -((wx - cx) * dx + (wy - cy) * dy)
                across = abs(wx - cx)
                score = -along + 2.5 * across
                if along > 0 and (best_score is None or score < best_score):
                    best, best_score = i, score
        if best is not None:
            self.index = best

    def _rows(self) -> list[list[int]]:
        """Focusable widgets grouped into visual rows: runs of consecutive widgets (list order)
        whose centres share a line."""
        rows: list[list[int]] = []
        for i in self._candidates():
            r = self.widgets[i].rect
            if rows:
                p = self.widgets[rows[-1][-1]].rect
                if abs(r.centery - p.centery) < min(r.h, p.h) // 2:
                    rows[-1].append(i)
                    continue
            rows.append([i])
        return rows

    def _row_move(self, act: Act) -> None:
        """UP/DOWN: to the previous/next row in list order (wrapping), the widget nearest in x;
        LEFT/RIGHT: to the neighbour in the same row (no wrap)."""
        rows = self._rows()
        if not rows:
            return
        k = next((n for n, row in enumerate(rows) if self.index in row), None)
        if k is None:
            self.index = rows[0][0]
            return
        cx = self.widgets[self.index].rect.centerx
        if act in (Act.UP, Act.DOWN):
            row = rows[(k + (1 if act == Act.DOWN else -1)) % len(rows)]
            self.index = min(row, key=lambda i: abs(self.widgets[i].rect.centerx - cx))
            return
        row = rows[k]
        pos = row.index(self.index) + (1 if act == Act.RIGHT else -1)
        if 0 <= pos < len(row):
            self.index = row[pos]

    def cycle(self, d: int) -> None:
        cands = self._candidates()
        if not cands:
            return
        if self.index in cands:
            k = (cands.index(self.index) + d) % len(cands)
        else:
            k = 0
        self.index = cands[k]

    def handle(self, ev: InputEvent) -> bool:
        """Navigate/activate from a logical event; True if consumed."""
        act = ev.act
        w = self.focused
        if act in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            if w is not None and w.enabled and w.handle_nav(act):
                self._pressed(w)
                return True
            if self.rows:
                self._row_move(act)
            else:
                self.move(act)
            return True
        if act == Act.NEXT:
            self.cycle(1)
            return True
        if act == Act.PREV:
            self.cycle(-1)
            return True
        if act == Act.CONFIRM:
            if w is not None and w.enabled:
                self._pressed(w)
                w.activate()
                return True
            return False
        if act in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos is not None:
            i = self.widget_at(ev.pos)
            self.pointer_inside, self.hover = i is not None, i
            # only a real motion moves focus: a pointer resting on a widget must not steal the
            # focus that arrows gave elsewhere (the ring shows what CONFIRM activates)
            if i is not None and self.widgets[i].enabled and ev.moved:
                self.index = i
            return i is not None
        if act == Act.POINTER_DOWN and ev.pos is not None:
            i = self.widget_at(ev.pos)
            if i is None:
                return False
            self.index = i
            if self.widgets[i].enabled:
                self._pressed(self.widgets[i])
                self.widgets[i].click(ev.pos)
            return True
        return False

    def draw(self, surface: pygame.Surface, show_focus: bool = True, motion: bool = True) -> None:
        """Draw every widget, the focused one highlighted, the hovered one lifted and the
        pressed one sunk (game.render.feel; ``motion`` False: reduced motion, washes only)."""
        pressed = self.press_key if self.press_left > 0 else None
        for i, w in enumerate(self.widgets):
            feel.draw_with_feel(surface, w, show_focus and i == self.index, i == self.hover,
                                pressed is not None and w.key == pressed, motion)

    def rects(self) -> list[pygame.Rect]:
        return [w.rect for w in self.widgets]


# -- overlays -------------------------------------------------------------------------------------
def draw_tooltip(surface: pygame.Surface, message: str, pos: tuple[int, int],
                 size: int = 18, max_width: int = 360, beside=None) -> pygame.Rect:
    """A small panel with ``message`` near ``pos``, kept inside ``surface``; returns its rect.

    ``beside``: a widget rect; the panel then sits to its right (else left, else below, else
    above) so it never covers that widget's neighbours in a column of buttons."""
    lines = wrap(message, max_width, size)
    f = font(size)
    w = max(f.size(s)[0] for s in lines) + 20
    h = len(lines) * f.get_linesize() + 14
    sw, sh = surface.get_size()
    r = pygame.Rect(pos[0] + 16, pos[1] + 18, w, h)
    if beside is not None:
        b = pygame.Rect(beside)
        if b.right + 12 + w <= sw - 4:
            r.midleft = (b.right + 12, b.centery)
        elif b.x - 12 - w >= 4:
            r.midright = (b.x - 12, b.centery)
        elif b.bottom + 8 + h <= sh - 4:
            r.midtop = (b.centerx, b.bottom + 8)
        else:
            r.midbottom = (b.centerx, b.y - 8)
    else:
        if r.right > sw - 4:
            r.right = pos[0] - 8
        if r.bottom > sh - 4:
            r.bottom = pos[1] - 8
    r.clamp_ip(surface.get_rect())
    draw_panel(surface, r, P.LAPIS_DARK, P.GOLD, radius=8, border_w=1)
    y = r.y + 7
    for s in lines:
        text(surface, s, (r.x + 10, y), size, P.TEXT)
        y += f.get_linesize()
    return r


@lru_cache(maxsize=64)
def veil(size: tuple[int, int], rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A ``size`` (w, h) alpha surface filled with ``rgba``, cached: translucent washes drawn
    every frame (dimmed overlays, highlighted rows) need no new surface per frame.  Blit it,
    never draw on it.  A size computed from a layout may be zero or negative at odd window
    shapes: it is clamped to at least 1x1 px."""
    surf = pygame.Surface((max(1, int(size[0])), max(1, int(size[1]))), pygame.SRCALPHA)
    surf.fill(rgba)
    return surf


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (modal overlays)."""
    surface.blit(veil(surface.get_size(), (*P.SHADOW, alpha)), (0, 0))


def pulse(t: float, period: float = 1.6) -> float:
    """0..1 breathing value for highlights."""
    return 0.5 + 0.5 * math.sin(2 * math.pi * t / period)


# -- game-table pieces ----------------------------------------------------------------------------
_cache = DrawCache(2048)  # focus glows, button labels and fitted text, keyed by all their inputs


def focus_ring(surface: pygame.Surface, center, r) -> None:
    """The keyboard focus ring around a round thing: a soft glow and a solid light-gold ring."""
    r = int(r)

    def glow() -> pygame.Surface:
        img = pygame.Surface((2 * r + 24, 2 * r + 24), pygame.SRCALPHA)
        for k, a in ((10, 40), (7, 70), (4, 110)):
            pygame.draw.circle(img, (*P.GOLD_LIGHT, a), (r + 12, r + 12), r + k, 3)
        return img

    cx, cy = round(center[0]), round(center[1])
    surface.blit(_cache.fetch(("ring", r), glow), (cx - r - 12, cy - r - 12))
    pygame.draw.circle(surface, P.FOCUS, (cx, cy), r, 4)


def focus_box(surface: pygame.Surface, rect, radius: int = 8) -> None:
    """The keyboard focus ring around a rectangle (same look as :func:`focus_ring`)."""
    rect = pygame.Rect(rect)
    g = rect.inflate(12, 12)

    def glow() -> pygame.Surface:
        img = pygame.Surface(g.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (*P.GOLD_LIGHT, 70), img.get_rect(), 6, border_radius=radius + 6)
        return img

    surface.blit(_cache.fetch(("box", g.size, radius), glow), g)
    pygame.draw.rect(surface, P.FOCUS, rect.inflate(4, 4), 3, border_radius=radius + 2)


def fit_text(s: str, px: int, color, max_w: float, bold: bool = False) -> pygame.Surface:
    """Text image of ``s`` at the largest size <= ``px`` (not below 9) that fits ``max_w``
    pixels, cut with an ellipsis if even that is too wide; cached.  (Not below 12 px:
    fonts.MIN_TEXT_PX, the smallest words any scene draws.)  Widths are measured, and
    the cut is found by bisection, so long strings cost O(log n) measurements."""
    key = ("fit", s, px, tuple(color), int(max_w), bold)
    if key in _cache:
        return _cache.get(key)
    size = px
    while measure(s, size, bold)[0] > max_w and size > MIN_TEXT_PX:
        size -= 1
    if measure(s, size, bold)[0] <= max_w:
        return _cache.put(key, render(s, size, color, bold))
    lo, hi = 0, len(s) - 1  # the longest prefix whose "prefix..." fits (0: the ellipsis alone)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(s[:mid] + "\u2026", size, bold)[0] <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return _cache.put(key, render(s[:lo] + "\u2026", size, color, bold))


def focus_step(items, current, act: Act):
    """Spatial arrow navigation over points: ``items`` are ``(area, key, (x, y))``, ``current``
    the ``(area, key)`` focused now.  Returns the ``(area, key)`` nearest in the direction of
    ``act`` (UP/DOWN/LEFT/RIGHT) inside the current area if any lies that way, else in another
    area; None when nothing lies that way (or ``current`` is not among the items)."""
    cur = next((p for a, k, p in items if (a, k) == tuple(current)), None)
    if cur is None:
        return None
    dx, dy = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1), Act.DOWN: (0, 1)}[act]
    best: dict[bool, tuple] = {}
    for area, k, (x, y) in items:
        vx, vy = x - cur[0], y - cur[1]
        along, side = vx * dx + vy * dy, abs(vx * dy - vy * dx)
        if along < 4 or side > along * 2.5:
            continue
        cost, same = along + 2 * side, area == current[0]
        if same not in best or cost < best[same][0]:
            best[same] = (cost, area, k)
    hit = best.get(True) or best.get(False)
    return None if hit is None else hit[1:]

