"""Saved games (Title -> "More saved games..."): every autosave, latest first, one button each.

The Title keeps only the two latest saves as Continue buttons (all that fits between its art
at 640x400); this screen lists every one (:func:`game.storage.saves.load_autosaves`): the game
and mode, the save's own line ("round 6, You: 862"; a Codex city's name and turn) and when it
was saved.  CONFIRM (Enter, A) or a click continues the save, exactly as the Title's Continue
does (:func:`game.scenes.tables.start_game`: a save whose table fails is set aside and leaves
the list).  UP / DOWN (arrows, D-pad, the wheel) choose; BACK / PAUSE (Esc, B, Start) or the
Back button return to the Title.  One column while the buttons stay readable, else two.
"""

from __future__ import annotations

import pygame

from game.render import palette as P
from game.render.fonts import app_scale, fit_size, text
from game.render.widgets import Button
from game.scenes.base import MenuScene, title_band
from game.scenes import tables
from game.scenes.replays import when_text

HEADING = "Saved games"
#: a button lower than this (pixels) has no room for its second line: two columns instead
MIN_ROW = 44


def save_lines(save) -> tuple[str, str]:
    """``("Picture Pie: Senate Wonder Duel", "round 6, You: 862 · saved 1 Dec 2026, 22:30")``:
    a save button's label and second line."""
    label = save.label()
    game = label.split(" \u2014 ")[0].removeprefix("Continue ")
    line = label[len("Continue ") + len(game) + 3:]
    when = when_text(save.saved_at)
    return game, f"{line}  \u00b7  saved {when}" if when else line


class SavedGamesScene(MenuScene):
    """``SavedGamesScene(app, autosaves)``: ``autosaves`` latest first (the Title's list);
    ``on_gone(save)`` (optional) hears of a save that was set aside here."""

    name = "saved-games"

    def __init__(self, app, autosaves: list, on_gone=None) -> None:
        super().__init__(app)
        self.autosaves = list(autosaves)
        self.on_gone = on_gone
        self.size = app.size
        self.layout()

    def layout(self) -> None:
        w, h = self.size
        k = app_scale(self.app)
        top, bottom = int(h * 0.2), int(h * 0.86)
        gap = max(4, int(h * 0.015))
        back_h = max(28, int(min(h * 0.075, 56) * k))
        n = max(1, len(self.autosaves))
        room = bottom - top - back_h - gap
        cols = 1 if room // n - gap >= MIN_ROW * k or n == 1 else 2
        rows = -(-n // cols)
        bh = max(24, min(int(min(h * 0.12, 84) * k), room // rows - gap))
        bw = int(min(w * 0.9, (560 * k) * cols + gap * (cols - 1)))
        cw = (bw - gap * (cols - 1)) // cols
        x0 = (w - bw) // 2
        widgets = []
        for i, save in enumerate(self.autosaves):
            r, c = (i % rows, i // rows)
            game, line = save_lines(save)
            widgets.append(Button((x0 + c * (cw + gap), top + r * (bh + gap), cw, bh), game,
                                  lambda s=save: self.continue_game(s), key=f"save-{i}",
                                  primary=i == 0, sublabel=line if bh >= 34 else None,
                                  tooltip=line))
        y = top + rows * (bh + gap)
        bwb = min(bw, int(200 * k))
        widgets.append(Button(((w - bwb) // 2, y, bwb, back_h), "Back", self.on_back, key="back"))
        self.focus.set(widgets)

    def continue_game(self, save) -> None:
        """Resume ``save`` (see :func:`game.scenes.tables.start_game`); a refused save leaves
        the list, and the Title hears of it."""
        if tables.start_game(self.app, save.config, state=save.state, save=save):
            return
        self.autosaves = [s for s in self.autosaves if s is not save]
        if self.on_gone is not None:
            self.on_gone(save)
        self.layout()

    def on_back(self) -> None:
        self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        title_band(surface, HEADING, int(h * 0.05), max(18, int(h * 0.09)))
        if not self.autosaves:
            msg = "No saved games."
            text(surface, msg, (w // 2, int(h * 0.3)), fit_size(msg, int(w * 0.8), h // 20),
                 P.MUTED, "midtop")
