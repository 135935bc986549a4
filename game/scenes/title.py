"""Title screen: Continue (when an autosave exists), one button per game of the registry
(:mod:`game.games`), rules, replays, settings, quit; each game's emblem drawn by code (a mosaic
pie, an Akropolis tile), alternately left and right of the buttons."""

from __future__ import annotations

import math

import pygame

from game import games
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.fonts import app_scale, fit_size, text
from game.render.widgets import Button, draw_meander
from game.scenes.attract import IDLE_SECONDS, AttractScene
from game.scenes.base import MenuScene
from game.scenes.help import HelpScene
from game.scenes.new_game import NewGameScene
from game.scenes.replays import ReplaysScene
from game.scenes.saved_games import SavedGamesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes import tables
from game.storage import saves
from game.ui_text import t


def title_hint(app) -> str:
    """The control line at the bottom, for the device last used (see game.input.hints)."""
    if device_of(app) == "mouse":
        return t("title.hint_mouse")
    return hint_line(app, [("move", t("title.hint.move")), ("confirm", t("title.hint.choose")),
                           ("back", t("title.hint.back")),
                           ("fullscreen", t("title.hint.fullscreen"))])


def title_entries() -> list:
    """The registry's modes with a title entry of their own (the Codex), in registry order."""
    return [e for e in games.entries() if e.title_entry and e.title_scene]


#: Continue buttons on the title at most (the latest saves first)
MAX_CONTINUES = 2


class TitleScene(MenuScene):
    """Buttons (one Continue per autosave, latest first: key ``continue`` then
    ``continue-<game>`` for the next; one per game keyed by its id, each followed by its
    modes' own entries keyed ``<game>-<mode>`` (Picture Pie's Codex: ``picture-pie-codex``),
    ``rules``, ``replays``, ``settings``, ``quit``).  The first Continue is focused; each resumes
    its game's autosave (game.storage.saves).  Unreadable autosaves, and ones whose table fails to start, are set
    aside as ``.corrupt`` with a toast and not offered again."""

    name = "title"
    tooltip_beside = True  # under the pointer it would cover the next button's label

    def __init__(self, app) -> None:
        super().__init__(app)
        found, messages = saves.load_autosaves(saves.saves_dir(app))
        for msg in messages:
            app.toast(msg, 8.0)
        #: The autosaves offered by the Continue buttons, latest first: the two latest fit
        #: between the art at 640x400 (an older one stays on disk, and New Game of its mode
        #: offers "Keep playing the saved one")
        self.autosaves = list(found)[:MAX_CONTINUES]
        #: every usable autosave, latest first: "More saved games..." lists them all
        self.all_saves = list(found)
        #: the focused widget's key when the art's bob started, and when (app seconds; None
        #: before the first update)
        self._bob_key: str | None = None
        self._bob_since: float | None = None
        #: seconds on top without input (the attract mode starts at IDLE_SECONDS), and how
        #: many attract runs this Title started (each begins with the next game)
        self.idle = 0.0
        self.attract_runs = 0

    @property
    def autosave(self):
        """The latest autosave (the first, focused Continue), or None."""
        return self.autosaves[0] if self.autosaves else None

    def toast_areas(self) -> list[pygame.Rect]:
        """Where messages (a damaged save, "Controller connected") go: the bands left and right
        of the buttons, from below the subtitle to above the control line (right first), so a
        message never covers a button, the heading or the subtitle (it may cover the art)."""
        w, h = self.size
        size = fit_size(t("title.heading"), int(w * 0.8), int(h * 0.13), caps=True)
        top = int(h * 0.06) + int(size * 1.1) + max(14, h // 26) + 8
        band_h = max(12, h // 36)
        bottom = h - int(h * 0.02) - band_h - 8 - max(12, h // 48) - 8
        rects = [wd.rect for wd in self.focus.widgets]
        if not rects:
            return []
        left, right = min(r.left for r in rects), max(r.right for r in rects)
        m = max(6, w // 80)
        return [pygame.Rect(right + m, top, w - right - 2 * m, bottom - top),
                pygame.Rect(m, top, left - 2 * m, bottom - top)]

    def toast_y(self) -> int:
        """Toasts start right below the big heading, over the (decorative) subtitle, so they
        reach as little of the buttons as possible (see App.draw)."""
        w, h = self.size
        size = fit_size(t("title.heading"), int(w * 0.8), int(h * 0.13), caps=True)
        return int(h * 0.06) + int(size * 1.05)

    #: Frames per second of the focused game's bobbing art (6 px: under a pixel per frame).
    ART_FPS = 15
    #: Seconds the focused game's art bobs after it gets the focus; it then comes to rest, so an
    #: idle Title redraws only on input (idle CPU, issue 10).
    BOB_SECONDS = 3.0

    def _focused_key(self) -> str | None:
        return self.focus.focused.key if self.focus.focused else None

    def handle(self, ev) -> bool:
        self.idle = 0.0
        return super().handle(ev)

    def on_uncover(self) -> None:
        self.idle = 0.0

    def update(self, dt: float) -> None:
        """Note when the focus moved: the art bobs for BOB_SECONDS from then.  After
        IDLE_SECONDS without input the attract mode (game.scenes.attract) starts."""
        super().update(dt)
        self.idle += dt
        if self.idle >= IDLE_SECONDS and self.app.top is self:
            self.idle = 0.0
            self.attract_runs += 1
            self.app.push(AttractScene(self.app, self.attract_runs - 1))
        key = self._focused_key()
        if key != self._bob_key or self._bob_since is None:
            self._bob_key, self._bob_since = key, self.app.time

    def bob_amplitude(self) -> float:
        """Pixels of the focused art's bob now: 6, easing to 0 over BOB_SECONDS after the focus
        arrived (0 before the first update)."""
        since = self._bob_since
        if since is None:
            return 0.0
        left = 1.0 - (self.app.time - since) / self.BOB_SECONDS
        return 6.0 * max(0.0, left) ** 2

    def art_game(self) -> str | None:
        """The game whose art is lifted: the focused game's, its Continue's or its mode
        entry's (the Codex lifts Picture Pie's); None for Rules, Settings, Quit."""
        focused = self._focused_key()
        for i, save in enumerate(self.autosaves):
            if self.continue_key(i) == focused:
                return save.game
        for e in title_entries():
            if focused == f"{e.game}-{e.mode}":
                return e.game
        return focused if games.is_game(focused) else None

    def needs_redraw(self) -> bool:
        """The focused game's art bobs: redraw at ART_FPS while it moves, else only on input."""
        if self.art_game() is None:
            return False
        since = self._bob_since
        if since is not None and self.app.time - since > self.BOB_SECONDS + 0.2:
            return False
        return self.app.time - self.app.last_draw_time >= 1.0 / self.ART_FPS

    def continue_key(self, index: int) -> str:
        """``continue`` for the latest; ``continue-<game>`` (a non-default mode:
        ``continue-<game>-<mode>``) for the next."""
        if index == 0:
            return "continue"
        save = self.autosaves[index]
        default = save.mode is None or save.mode == games.info(save.game).mode
        return f"continue-{save.game}" if default else f"continue-{save.game}-{save.mode}"

    def layout(self) -> None:
        w, h = self.size
        k = app_scale(self.app)
        bw = int(min(w * 0.34 * k, 520 * k, w * 0.4))
        bh = int(min(h * 0.13, 110) * k)
        sh = int(min(h * 0.075, 64) * k)
        x = (w - bw) // 2
        y = int(h * 0.34)
        gap = int(h * 0.025)
        widgets = []
        if self.autosaves:
            # between the art like the other buttons; the block starts higher to make room
            two = len(self.autosaves) > 1
            y = int(h * (0.245 if two else 0.27))
            ch = int(bh * (0.62 if two else 0.8))
            for i, save in enumerate(self.autosaves):
                game = save.label().split(" \u2014 ")[0]        # "Continue Picture Pie"
                widgets.append(Button((x, y, bw, ch), game,
                                      lambda s=save: self.continue_game(s),
                                      key=self.continue_key(i), primary=True,
                                      sublabel=save.label()[len(game) + 3:],
                                      tooltip=t("title.continue_tip")))
                y += ch + (gap if i == len(self.autosaves) - 1 else gap // 2)
            if len(self.all_saves) > len(self.autosaves):   # the older ones: one list
                mh = max(24, int(ch * 0.55))
                y -= gap // 2
                widgets.append(Button((x + bw // 8, y, bw - bw // 4, mh),
                                      f"More saved games ({len(self.all_saves)})...",
                                      self.open_saved_games, key="continue-more",
                                      tooltip="Every saved game: choose one to continue it."))
                y += mh + gap
        ids = games.game_ids()
        extra = title_entries()
        # a mode's own entry (the Codex) sits under its game's button, smaller: the games'
        # buttons give up height for it so the block still ends above the hint line
        room = int(h * 0.885) - y - gap - sh - len(ids) * gap - len(extra) * gap // 2
        bh = max(24, min(bh, int(room / (len(ids) + 0.6 * len(extra)))))
        for gid in ids:
            entry = games.info(gid)
            widgets.append(Button((x, y, bw, bh), entry.short_title,
                                  lambda g=gid: self.open_new_game(g), key=gid, primary=True,
                                  sublabel=entry.tagline, tooltip=entry.tooltip))
            y += bh + gap
            for e in (e for e in extra if e.game == gid):
                eh = int(bh * 0.6)
                y -= gap // 2
                widgets.append(Button((x + bw // 8, y, bw - bw // 4, eh), e.title_entry,
                                      lambda e=e: self.open_entry(e), key=f"{gid}-{e.mode}",
                                      sublabel=e.title_tagline if eh >= 44 else None,
                                      tooltip=e.title_tooltip))
                y += eh + gap
        y2 = y + gap
        row_specs = [(t("title.help"), self.open_rules, "rules", t("title.help_tip")),
                     (t("title.replays"), self.open_replays, "replays", t("title.replays_tip")),
                     (t("title.settings"), self.open_settings, "settings", None),
                     (t("title.quit"), self.app.quit, "quit", None)]
        cell = (bw - (len(row_specs) - 1) * gap) // len(row_specs)
        for k, (label, fn, key, tip) in enumerate(row_specs):
            cw = cell if k < len(row_specs) - 1 else bw - k * (cell + gap)
            widgets.append(Button((x + k * (cell + gap), y2, cw, sh), label, fn, key=key,
                                  tooltip=tip))
        row = widgets[-len(row_specs):]   # one label size (the smallest that fits all)
        shared = min(b.label_size() for b in row)
        for b in row:
            b.label_px = shared
        self.focus.set(widgets)

    def open_saved_games(self) -> None:
        """The list of every autosave (game.scenes.saved_games)."""
        self.app.push(SavedGamesScene(self.app, self.all_saves, on_gone=self._forget))

    def _forget(self, save) -> None:
        """``save`` was set aside (its table failed): it leaves the buttons and the list."""
        self.all_saves = [s for s in self.all_saves if s is not save]
        self.autosaves = self.all_saves[:MAX_CONTINUES]
        self.layout()

    def continue_game(self, save=None) -> None:
        """Rebuild the autosaved table (``save``, default the latest) with its state and resume
        (AI seats think again).  If the table fails to start, the save is set aside (see
        game.scenes.tables.start_game) and its button disappears."""
        save = save if save is not None else self.autosave
        if save is None:
            return
        if not tables.start_game(self.app, save.config, state=save.state, save=save):
            self._forget(save)
            self.focus.set(self.focus.widgets, focus_key=self.focus.widgets[0].key)

    def open_entry(self, entry) -> None:
        """A mode's own title entry (the Codex map): its ``title_scene`` on top."""
        self.app.push(games.resolve(entry.title_scene)(self.app))

    def open_new_game(self, game_id: str) -> None:
        self.app.push(NewGameScene(self.app, game_id))

    def open_rules(self) -> None:
        """The rules reference with the tutorials (game.scenes.help)."""
        self.app.push(HelpScene(self.app, tutorials=True))

    def open_settings(self) -> None:
        self.app.push(SettingsScene(self.app))

    def open_replays(self) -> None:
        self.app.push(ReplaysScene(self.app))

    def on_back(self) -> None:
        self.focus.focus_key("quit")

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        now = self.app.time
        band_h = max(12, h // 36)
        draw_meander(surface, pygame.Rect(0, int(h * 0.02), w, band_h), P.GOLD_DARK)
        draw_meander(surface, pygame.Rect(0, h - int(h * 0.02) - band_h, w, band_h), P.GOLD_DARK)
        size = fit_size(t("title.heading"), int(w * 0.8), int(h * 0.13), caps=True)
        text(surface, t("title.heading"), (w // 2, int(h * 0.06)), size, P.GOLD_LIGHT, "midtop",
             caps=True, shadow=P.SHADOW)
        sub = t("title.subtitle")
        text(surface, sub, (w // 2, int(h * 0.06) + int(size * 1.1)), fit_size(
            sub, int(w * 0.8), max(14, h // 26)), P.MUTED, "midtop")
        focused = self.art_game()
        # Art: the pie on the left, the tiles on the right, each lifted when its game is focused.
        r = int(min(w * 0.14, h * 0.24))
        for k, gid in enumerate(games.game_ids()):
            entry = games.info(gid)
            factor, least = entry.emblem_title
            img = games.resolve(entry.emblem)(max(least, int(r * factor)))
            lift = self.bob_amplitude() * math.sin(now * 2.2) if focused == gid else 0
            cx = 0.17 if k % 2 == 0 else 0.835
            surface.blit(img, img.get_rect(center=(int(w * cx), int(h * 0.58 + lift))))
        hint = title_hint(self.app)
        text(surface, hint, (w // 2, h - int(h * 0.02) - band_h - 8),
             fit_size(hint, int(w * 0.9), max(12, h // 48)), P.MUTED, "midbottom")
