"""Pause overlay (transparent: the table stays visible, dimmed) and the scrollable Rules screen."""

from __future__ import annotations

import pygame

from game import games
from game.input.actions import Act, InputEvent
from game.render import palette as P
from game.render.fonts import app_scale, fit_size, font, text, wrap
from game.render.widgets import Button, dim, draw_panel
from game.scenes.base import MenuScene
from game.scenes.dialogs import ConfirmScene, RulesScene
from game.scenes.help import help_for
from game.scenes.rules_text import RULES, title_for
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.ui_text import t


#: The quit-to-title question's detail: the game is autosaved after every action.
QUIT_DETAIL = t("pause.quit_detail")
#: The same question's detail when this window does not autosave (another window holds the
#: user folder, or a demo scene): nothing of this game is kept.
QUIT_DETAIL_UNSAVED = t("pause.quit_detail_unsaved")


def go_to_title(app) -> None:
    """Empty the stack and show the title screen."""
    app.reset_to(TitleScene(app))


class PauseScene(MenuScene):
    """``PauseScene(app, on_restart=None, rules_text=None)``: Resume, Restart, Rules, Quit to title.

    Restart and Quit to title both ask through :class:`ConfirmScene` first (No is focused).

    Esc/Backspace/P/Start (BACK or PAUSE) resume.  ``on_restart()`` is called after the overlay
    is popped (None disables Restart).  ``rules_text``: the text for Rules, or a game id
    of :mod:`game.games` to use :data:`game.scenes.rules_text.RULES`.  Modal: consumes
    every event.  Keys: resume, restart, rules, quit.
    """

    any_device = True   # any seat may pause (game.app.devices.seat_gate)

    name = "pause"
    transparent = True
    opaque_background = False

    def __init__(self, app, on_restart=None, rules_text: str | None = None,
                 title: str = t("pause.title"), quit_to: tuple | None = None) -> None:
        super().__init__(app)
        self.on_restart = on_restart
        self.rules_text = rules_text
        self.title = title
        #: (button label, question, detail, go) when Quit leads elsewhere than the title
        #: (a Codex city: "Quit to the Codex map"); None: Quit to title
        self.quit_to = quit_to

    def layout(self) -> None:
        w, h = self.size
        k = app_scale(self.app)
        bw = int(min(420 * k, w * 0.5 * k, w * 0.8))
        bh = int(min(min(64, max(34, h * 0.085)) * k, h * 0.85 / 7.9))
        gap = max(8, bh // 4)
        total = 5 * bh + 4 * gap
        y0 = (h - total) // 2 + int(bh * 0.6)
        x = (w - bw) // 2
        specs = [(t("pause.resume"), self.resume, "resume", True),
                 (t("pause.restart"), self.restart, "restart", self.on_restart is not None),
                 (t("pause.rules"), self.show_rules, "rules", True),
                 (t("pause.settings"), self.show_settings, "settings", True),
                 (self.quit_to[0] if self.quit_to else t("pause.quit"), self.quit, "quit", True)]
        ws = []
        for i, (label, fn, key, enabled) in enumerate(specs):
            ws.append(Button((x, y0 + i * (bh + gap), bw, bh), label, fn, key=key,
                             enabled=enabled, primary=(key == "resume")))
        self.focus.set(ws, focus_key="resume" if self.focus.focused is None else None)
        pad = int(bh * 0.4)
        self.panel = pygame.Rect(x - pad, y0 - int(bh * 1.5), bw + 2 * pad,
                                 total + int(bh * 1.5) + pad)
        self.panel.clamp_ip(pygame.Rect(0, 0, w, h))

    def resume(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def restart(self) -> None:
        """Ask first ("Restart this game? Progress will be lost."); Yes restarts."""
        if self.on_restart is None:
            return
        self.app.push(ConfirmScene(self.app, t("pause.restart_question"),
                                   t("pause.restart_detail"), self._do_restart,
                                   yes=t("pause.restart_yes"), no=t("pause.keep_playing")))

    def quit(self) -> None:
        """Ask first ("Quit to the title?" + :data:`QUIT_DETAIL`: the autosave is kept, as the
        game stands); Yes empties the stack and shows the
        title, No (focused) returns to this menu."""
        if self.quit_to is not None:
            _label, question, detail, go = self.quit_to
            self.app.push(ConfirmScene(self.app, question, detail, go, yes=t("pause.quit_yes"),
                                       no=t("pause.keep_playing")))
            return
        why = getattr(self.app, "unsaved_reason", None) or t("pause.demo_table")
        detail = QUIT_DETAIL if getattr(self.app, "autosave_enabled", True) \
            else QUIT_DETAIL_UNSAVED.format(why=why)
        self.app.push(ConfirmScene(self.app, t("pause.quit_question"), detail,
                                   lambda: go_to_title(self.app), yes=t("pause.quit_yes"),
                                   no=t("pause.keep_playing")))

    def _do_restart(self) -> None:
        self.resume()
        if self.on_restart is not None:
            self.on_restart()

    def show_rules(self) -> None:
        """A game id: the rules reference on the mode the table below plays (its config's
        options); a text: that text."""
        key = self.rules_text
        if games.is_game(key):
            below = [getattr(s, "config", None) for s in self.app.stack if s is not self]
            config = next((c for c in reversed(below) if isinstance(c, dict)), {})
            self.app.push(help_for(self.app, key, config.get("options")))
            return
        body = RULES.get(key, key) if key else t("pause.no_rules")
        self.app.push(RulesScene(self.app, body, title_for(key)))

    def show_settings(self) -> None:
        """The Settings screen over the paused table (Back returns to this menu)."""
        self.app.push(SettingsScene(self.app))

    def on_back(self) -> None:
        self.resume()

    def handle(self, ev: InputEvent) -> bool:
        super().handle(ev)
        return True  # modal: nothing reaches the table under the overlay

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=16, border_w=3)
        w, h = self.size
        bh = self.focus.widgets[0].rect.h
        size = fit_size(self.title, self.panel.w - 20, int(bh * 0.9), caps=True)
        text(surface, self.title, (self.panel.centerx, self.panel.y + int(bh * 0.3)), size,
             P.GOLD_LIGHT, "midtop", caps=True, shadow=P.SHADOW)
        super().draw(surface)
