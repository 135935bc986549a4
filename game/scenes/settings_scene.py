"""Settings: fullscreen, AI pace, Hard AI thinking time, animations, hints, controller dead zone and repeat; saved on
leaving (atomic write; a failure is shown in a toast)."""

from __future__ import annotations

import pygame

from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, Choice, Toggle
from game.scenes.base import MenuScene, rows_hint, title_band


class SettingsScene(MenuScene):
    """Keys: fullscreen, ai_delay, ai_think, animations, show_hints, dead_zone, repeat_delay, repeat_rate,
    back."""

    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus.rows = True  # Up/Down through the rows, Left/Right change a choice

    def set(self, key, value) -> None:
        self.app.settings[key] = value
        if key in ("repeat_delay", "repeat_rate"):
            self.app.apply_key_repeat()

    def set_fullscreen(self, on: bool) -> None:
        if bool(on) != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.settings["fullscreen"] = bool(on)

    def layout(self) -> None:
        w, h = self.size
        s = self.app.settings
        rh = int(min(56, max(30, h * 0.07)))
        gap = max(6, rh // 5)
        cw = int(min(720, w * 0.7))
        x = (w - cw) // 2
        y = int(h * 0.18)
        rows = [
            Toggle((0, 0, cw, rh), "Fullscreen (F11)", self.app.fullscreen, self.set_fullscreen,
                   key="fullscreen"),
            Choice((0, 0, cw, rh), "AI pace", [(0.2, "Fast"), (0.6, "Normal"), (1.2, "Slow")],
                   s.get("ai_delay"), lambda v: self.set("ai_delay", v), key="ai_delay", wrap=False,
                   tooltip="Pause between AI moves so you can follow them."),
            Choice((0, 0, cw, rh), "Hard AI thinking time",
                   [(0.5, "Quick (0.5 s)"), (1.0, "Normal (1 s)"), (1.5, "Long (1.5 s)")],
                   s.get("ai_think"), lambda v: self.set("ai_think", v), key="ai_think",
                   wrap=False, tooltip="How long a Hard AI thinks about each move: longer "
                                       "plays a little stronger."),
            Toggle((0, 0, cw, rh), "Animations", s.get("animations", True),
                   lambda v: self.set("animations", v), key="animations"),
            Toggle((0, 0, cw, rh), "Show hints and score previews", s.get("show_hints", True),
                   lambda v: self.set("show_hints", v), key="show_hints",
                   tooltip="Off: no key hints and no points shown before you place a piece; "
                           "why a spot is refused, and its level, still show."),
            Choice((0, 0, cw, rh), "Stick dead zone", [(0.2, "Small"), (0.35, "Medium"),
                                                       (0.5, "Large")],
                   s.get("dead_zone"), lambda v: self.set("dead_zone", v), key="dead_zone", wrap=False),
            Choice((0, 0, cw, rh), "Repeat delay", [(0.25, "Short"), (0.35, "Medium"),
                                                    (0.5, "Long")],
                   s.get("repeat_delay"), lambda v: self.set("repeat_delay", v),
                   key="repeat_delay", wrap=False),
            Choice((0, 0, cw, rh), "Repeat rate", [(6.0, "Slow"), (10.0, "Medium"),
                                                   (15.0, "Fast")],
                   s.get("repeat_rate"), lambda v: self.set("repeat_rate", v), key="repeat_rate", wrap=False),
        ]
        bw = int(min(260, w * 0.25))
        bh = int(min(60, max(32, h * 0.075)))
        # the rows end above the hint line over Back, however small the window
        room = h - bh - int(h * 0.05) - max(12, h // 44) - max(8, h // 60) - 6 - y
        step = min(rh + gap, room // len(rows))
        for i, wdg in enumerate(rows):
            wdg.rect.topleft = (x, y + i * step)
            wdg.rect.height = min(rh, step - max(3, gap // 2))
        rows.append(Button(((w - bw) // 2, h - bh - int(h * 0.05), bw, bh), "Back", self.on_back,
                           key="back"))
        self.focus.set(rows)

    def on_back(self) -> None:
        err = self.app.settings.save() if hasattr(self.app.settings, "save") else None
        if err:
            self.app.toast(err, 5.0)
        self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        title_band(surface, "Settings", int(h * 0.03), int(h * 0.09))
        back = next(wd for wd in self.focus.widgets if wd.key == "back")
        hint = rows_hint(self.app, back="save and go back")
        text(surface, hint, (w // 2, back.rect.y - max(8, h // 60)),
             fit_size(hint, int(w * 0.9), max(12, h // 44)), P.MUTED, "midbottom")
        path = str(getattr(self.app.settings, "path", ""))
        if path:
            msg = f"Saved in {path}"
            text(surface, msg, (w // 2, int(h * 0.135)), fit_size(msg, int(w * 0.9),
                 max(12, h // 50)), P.MUTED, "midtop")
