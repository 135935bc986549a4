"""Settings: every setting of the schema the player may change, grouped (Display, Sound,
Motion, Accessibility, AI, Controller) in one scrolling list; saved on leaving (atomic write; a
failure is shown in a toast).

Each row shows its current value and changes with Left/Right (keys, D-pad, stick) or the mouse
(a click on a value's arrows or a box, a click or drag on a slider's track); the focused row's
one-line tip shows under the list.  Window size, fullscreen and UI scale apply at once (every
scene lays out again; a dragged UI-scale slider on release); the rest are read live by the parts that use them (the AI driver, the
input mapper, the renderer, the sound and motion layers).
"""

from __future__ import annotations

import pygame

from game.input.actions import Act, InputEvent
from game.render import access
from game.render import palette as P
from game.render.fonts import app_scale, fit_size, text
from game.render.widgets import Button, Choice
from game.scenes.base import MenuScene, rows_hint, title_band
from game.scenes.settings_rows import (GROUPS, Heading, RowToggle, Slider, desktop_size,
                                       window_sizes)
from game.ui_text import t

#: Settings whose change lays every scene out again.  Dragged, such a slider shows its value
#: live and applies it on release, so the track stays under the pointer during the drag.
RELAYOUT = ("ui_scale",)


class SettingsScene(MenuScene):
    """Keys: one per row (the settings key; ``window_size`` for the window's size), the
    headings ``group:<n>`` (not focusable), and ``back``.  ``view`` is the window rect the
    rows scroll in, ``scroll`` how many pixels of the list are above it."""

    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus.rows = True  # Up/Down through the rows, Left/Right change a value
        self.scroll = 0
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        #: row key -> its top inside the list (pixels from the list's top)
        self.offsets: dict[str, int] = {}
        self.dragging: Slider | None = None
        #: (key, value) of a RELAYOUT slider being dragged: applied on release (or on Back)
        self.pending: tuple[str, float] | None = None

    # -- changing settings --------------------------------------------------------------------
    def set(self, key, value) -> None:
        """Store ``value`` and apply what applies at once (key repeat, patterns, UI scale).
        A RELAYOUT setting whose slider is being pressed or dragged waits for the release."""
        if key in RELAYOUT and self.dragging is not None and self.dragging.key == key:
            self.pending = (key, value)
            return
        self.app.settings[key] = value
        if key in ("repeat_delay", "repeat_rate"):
            self.app.apply_key_repeat()
        if key == "patterns":
            access.set_patterns(value)
        if key in RELAYOUT:
            self.app.resize(self.app.size)     # every scene lays out again at the new scale

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.settings["fullscreen"] = bool(on)

    def set_window_size(self, size) -> None:
        """The windowed size: applied at once in a window, kept for later in fullscreen."""
        w, h = int(size[0]), int(size[1])
        self.app.settings["window_width"] = w
        self.app.settings["window_height"] = h
        if self.app.fullscreen:
            self.app.windowed_size = (w, h)
        else:
            self.app.resize((w, h))

    def windowed_size(self) -> tuple[int, int]:
        return tuple(self.app.windowed_size) if self.app.fullscreen else tuple(self.app.size)

    # -- layout ---------------------------------------------------------------------------------
    def make_row(self, row, rect):
        """The widget of ``row`` (a settings_rows.Row) at ``rect``."""
        s = self.app.settings
        label = t(f"settings.{row.key}")
        if row.key == "window_size":
            sizes = window_sizes(desktop_size(), self.windowed_size())
            return Choice(rect, label, [(sz, t("settings.value.size", w=sz[0], h=sz[1]))
                                        for sz in sizes],
                          self.windowed_size(), self.set_window_size, key=row.key, wrap=False)
        if row.key == "fullscreen":
            return RowToggle(rect, label, self.app.fullscreen, self.set_fullscreen, key=row.key)
        if row.kind == "toggle":
            return RowToggle(rect, label, bool(s.get(row.key)),
                             lambda v, k=row.key: self.set(k, v), key=row.key)
        if row.kind == "choice":
            return Choice(rect, label, [(v, t(k)) for v, k in row.options], s.get(row.key),
                          lambda v, k=row.key: self.set(k, v), key=row.key, wrap=False)
        return Slider(rect, label, row, s.get(row.key), lambda v, k=row.key: self.set(k, v))

    def layout(self) -> None:
        w, h = self.size
        k = app_scale(self.app)
        rh = int(min(56, max(30, h * 0.07)) * k)
        gap = max(6, rh // 5)
        head = int(rh * 0.8)
        cw = int(min(760 * k, w * 0.8))
        x = (w - cw) // 2
        bw = int(min(260 * k, w * 0.3))
        bh = int(min(60, max(32, h * 0.075)) * k)
        by = h - bh - int(h * 0.04)
        self.hint_px = max(12, int(h // 44 * k))
        self.tip_px = max(12, int(h // 40 * k))
        top = int(h * 0.03) + int(h * 0.09 * k) + int(h * 0.05)
        bottom = by - self.hint_px - 8 - int(self.tip_px * 1.5) - 6
        self.view = pygame.Rect(x - 8, top, cw + 16, max(rh, bottom - top))
        widgets, y = [], 0
        self.offsets = {}
        for n, (group, group_rows) in enumerate(GROUPS):
            y += gap if n else 0
            hk = f"group:{n}"
            widgets.append(Heading((x, 0, cw, head), t(group), hk))
            self.offsets[hk] = y
            y += head + gap
            for row in group_rows:
                widgets.append(self.make_row(row, (x, 0, cw, rh)))
                self.offsets[row.key] = y
                y += rh + gap
        self.content_h = y - gap
        self.row_step = rh + gap          # one wheel notch scrolls one row
        self.row_widgets = widgets
        widgets = widgets + [Button(((w - bw) // 2, by, bw, bh), t("settings.back"),
                                    self.on_back, key="back")]
        self.focus.set(widgets)
        if self.dragging is not None:           # a drag goes on with the rebuilt slider
            self.dragging = next((wd for wd in widgets if wd.key == self.dragging.key), None)
        self.scroll_to(self.scroll)
        self.show_focused()

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.h)

    def scroll_to(self, y: int) -> None:
        """Scroll the list to ``y`` pixels (clamped) and move the rows' rects with it."""
        self.scroll = max(0, min(self.max_scroll, int(y)))
        for wd in self.row_widgets:
            wd.rect.y = self.view.y + self.offsets[wd.key] - self.scroll

    def show_focused(self) -> None:
        """Scroll so the focused row (and its group's heading when it is the group's first
        row) is wholly in view."""
        wd = self.focus.focused
        if wd is None or wd.key not in self.offsets:
            return
        i = self.focus.widgets.index(wd)
        top = self.offsets[wd.key]
        if i > 0 and isinstance(self.focus.widgets[i - 1], Heading):
            top = self.offsets[self.focus.widgets[i - 1].key]
        bottom = self.offsets[wd.key] + wd.rect.h
        if top < self.scroll:
            self.scroll_to(top)
        elif bottom > self.scroll + self.view.h:
            self.scroll_to(bottom - self.view.h)

    def visible(self, wd) -> bool:
        """True when ``wd`` is Back or a row wholly inside the list's view."""
        return wd.key not in self.offsets or self.view.contains(wd.rect)

    def widget_rects(self) -> list[pygame.Rect]:
        return [wd.rect for wd in self.focus.widgets if self.visible(wd)]

    # -- input ----------------------------------------------------------------------------------
    def handle(self, ev: InputEvent) -> bool:
        if ev.pos is not None:
            self.pointer = ev.pos
        if ev.act in (Act.WHEEL_UP, Act.WHEEL_DOWN):
            step = self.row_step
            self.scroll_to(self.scroll + (step if ev.act == Act.WHEEL_DOWN else -step))
            return True
        if ev.act == Act.POINTER_UP or (ev.pos is None and self.dragging is not None):
            self.dragging = None                # released (a key or pad button ends it too)
            self.apply_pending()
        if self.dragging is not None and ev.act == Act.POINTER_DRAG and ev.pos is not None:
            self.dragging.set(self.dragging.value_at(ev.pos[0]))
            return True
        if ev.act in (Act.NEXT, Act.PREV, Act.ROTATE_LEFT, Act.ROTATE_RIGHT):
            # Tab / Shift-Tab, and a pad's shoulders (LB / RB, which rotate on the tables)
            self.jump_group(1 if ev.act in (Act.NEXT, Act.ROTATE_RIGHT) else -1)
            return True
        if ev.pos is not None and ev.act in (Act.POINTER_MOVE, Act.POINTER_DRAG,
                                             Act.POINTER_DOWN):
            i = self.focus.widget_at(ev.pos)
            if i is not None and not self.view.collidepoint(ev.pos) and \
                    self.focus.widgets[i].key in self.offsets:
                self.focus.pointer_inside = False
                return True                     # a row scrolled out of the view
        if ev.act == Act.POINTER_DOWN and ev.pos is not None:
            i = self.focus.widget_at(ev.pos)      # before the click changes anything
            hit = self.focus.widgets[i] if i is not None else None
            self.dragging = hit if isinstance(hit, Slider) else None
        used = super().handle(ev)
        if ev.pos is None:
            self.show_focused()
        return used

    def jump_group(self, d: int) -> None:
        """Tab / PageDown (``d`` 1) or Shift-Tab / PageUp (-1): to the first row of the next
        (previous) group, wrapping; from Back to the first or last group."""
        ws = self.focus.widgets
        starts = [i + 1 for i, wd in enumerate(ws) if isinstance(wd, Heading)]
        cur = self.focus.index
        if d > 0:
            nxt = [i for i in starts if i > cur]
            self.focus.index = nxt[0] if nxt else starts[0]
        else:
            here = max([i for i in starts if i <= cur] or [starts[0]])
            prev = [i for i in starts if i < here]
            self.focus.index = prev[-1] if prev else starts[-1]
        self.show_focused()

    def apply_pending(self) -> None:
        """Apply a released RELAYOUT slider's value (see :meth:`set`)."""
        if self.pending is not None:
            key, value = self.pending
            self.pending = None
            self.set(key, value)

    def on_back(self) -> None:
        self.dragging = None
        self.apply_pending()
        # F11 toggles fullscreen in every scene without touching the settings: the saved value
        # is what this screen shows (its box follows the window)
        self.app.settings["fullscreen"] = bool(self.app.fullscreen)
        err = self.app.settings.save() if hasattr(self.app.settings, "save") else None
        if err:
            self.app.toast(err, 5.0)
        self.app.pop()

    # -- drawing --------------------------------------------------------------------------------
    def tip(self) -> str:
        """The focused row's one-line tip ("" for Back)."""
        wd = self.focus.focused
        if wd is None or wd.key not in self.offsets or isinstance(wd, Heading):
            return ""
        if wd.key == "window_size" and self.app.fullscreen:
            return t("settings.tip.window_size_fullscreen")
        return t(f"settings.tip.{wd.key}")

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        k = app_scale(self.app)
        title_band(surface, t("settings.title"), int(h * 0.03), int(h * 0.09 * k))
        back = next(wd for wd in self.focus.widgets if wd.key == "back")
        hint = rows_hint(self.app, back=t("settings.hint_back"))
        text(surface, hint, (w // 2, back.rect.y - 8),
             fit_size(hint, int(w * 0.9), self.hint_px, min_size=12), P.MUTED, "midbottom")
        tip = self.tip()
        if tip:
            text(surface, tip, (w // 2, back.rect.y - 8 - self.hint_px - 6),
                 fit_size(tip, int(w * 0.94), self.tip_px, min_size=12), P.TEXT, "midbottom")
        path = str(getattr(self.app.settings, "path", ""))
        if path:
            msg = t("settings.saved_in", path=path)
            text(surface, msg, (w // 2, int(h * 0.03) + int(h * 0.09 * k) + 2),
                 fit_size(msg, int(w * 0.9), max(12, int(h // 50 * k)), min_size=12),
                 P.MUTED, "midtop")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(16, 0).clip(clip))
        focused = self.focus.focused
        for wd in self.row_widgets:
            if wd.rect.colliderect(self.view):
                wd.draw(surface, focused=wd is focused)
        surface.set_clip(clip)
        self.draw_scrollbar(surface)
        back = self.focus.widgets[-1]
        back.draw(surface, focused=back is focused)
        self.drawn.put("tooltip", None)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        """A thin bar right of the list when it is longer than its view."""
        if self.max_scroll <= 0:
            return
        v = self.view
        x = min(self.size[0] - 6, v.right + 4)
        pygame.draw.line(surface, P.GOLD_DARK, (x, v.y), (x, v.bottom), 2)
        th = max(20, v.h * v.h // max(1, self.content_h))
        ty = v.y + (v.h - th) * self.scroll // self.max_scroll
        pygame.draw.line(surface, P.GOLD_LIGHT, (x, ty), (x, ty + th), 5)
