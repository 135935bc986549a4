"""The Replays screen (Title -> Replays): every recorded game, newest first, with Watch, Keep
and Delete.

The files of :func:`game.storage.replays.replays_dir` are read and replayed
(:func:`game.storage.replays.list_replays`) in a :class:`game.tasks.BackgroundTask` (a few
hundred kilobytes of TOML each; never on the frame loop) and listed one row each: game and mode,
date, seats with their final scores, a "Kept" tag; a damaged file (one that does not read, or
whose actions do not replay) is listed as damaged with its reason (Watch refuses it with that
reason, Delete still removes it), never crashing the list.

Controls: UP / DOWN (arrows, D-pad, the wheel) choose a row, the list scrolls to keep it in
view; DOWN from the last row reaches the buttons, LEFT / RIGHT move along them, UP or DOWN
returns to the row (still marked while the buttons have the focus); CONFIRM (Enter, A) or a
click on a row watches it; Watch, Keep (toggles; a kept replay is never pruned), Delete (asks
first), Back; BACK / PAUSE (Esc, B, Start) returns to the title.
"""

from __future__ import annotations

from datetime import datetime

import pygame

from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, Widget, draw_panel
from game.scenes.base import MenuScene, title_band
from game.scenes.dialogs import ConfirmScene
from game.scenes.replay_viewer import ReplayViewerScene
from game.storage.replays import (KEEP_LAST, Listed, list_replays, replays_dir, set_kept,
                                  take_errors)
from game.tasks import BackgroundTask


def when_text(iso: str) -> str:
    """``"1 Dec 2026, 22:30"`` (local time) from the file's ``played_at``; "" when absent."""
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except (TypeError, ValueError):
        return ""
    return f"{when.day} {when:%b %Y, %H:%M}"


def seats_text(entry: Listed) -> str:
    """``"You: 41 · Hypatia: 43"``: each seat and its final score (names alone without
    scores)."""
    rep = entry.replay
    names = [s["name"] or f"Player {i + 1}" for i, s in enumerate(rep.seats)]
    scores = rep.scores or []
    return "  \u00b7  ".join(f"{n}: {scores[i]}" if i < len(scores) else n
                             for i, n in enumerate(names))


class ReplayRow(Widget):
    """One replay of the list; CONFIRM or a click watches it (``on_watch(entry)``)."""

    def __init__(self, rect, entry: Listed, on_watch, key: str, chosen: bool = False) -> None:
        super().__init__(rect, key=key)
        self.entry = entry
        self.on_watch = on_watch
        #: the selected game (what Watch / Keep / Delete act on): marked even while the focus
        #: is on those buttons
        self.chosen = chosen

    def activate(self) -> None:
        self.on_watch(self.entry)

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        fill = P.PANEL_LIGHT if focused or self.chosen else P.PANEL
        edge = P.FOCUS if focused else P.GOLD_LIGHT if self.chosen else P.GOLD_DARK
        draw_panel(surface, r, fill, edge, radius=max(6, r.h // 5),
                   border_w=3 if focused or self.chosen else 2)
        pad = max(6, r.h // 6)
        big = max(11, int(r.h * 0.34))
        small = max(10, int(r.h * 0.27))
        entry = self.entry
        tag = "Kept" if entry.kept else ""
        tag_w = 0
        if tag:
            tr = text(surface, tag, (r.right - pad, r.y + pad), small, P.GOLD_LIGHT, "topright",
                      caps=True)
            tag_w = tr.w + pad
        if entry.replay is None:
            name = entry.path.name
            text(surface, name, (r.x + pad, r.y + pad), fit_size(name, r.w - 2 * pad - tag_w,
                                                                 big), P.TEXT, "topleft")
            why = f"Damaged: {entry.problem}"
            text(surface, why, (r.x + pad, r.bottom - pad),
                 fit_size(why, r.w - 2 * pad, small, min_size=8), P.BAD, "bottomleft")
            return
        rep = entry.replay
        head = rep.list_label   # the mode also when it is the default one, the AI levels
        when = when_text(rep.played_at)
        when_w = 0
        if when:
            size = fit_size(when, r.w // 3, small)
            wr = text(surface, when, (r.right - pad - tag_w, r.y + pad), size, P.MUTED,
                      "topright")
            when_w = wr.w + pad
        text(surface, head, (r.x + pad, r.y + pad),
             fit_size(head, r.w - 2 * pad - tag_w - when_w, big, bold=True),
             P.GOLD_LIGHT if focused else P.TEXT, "topleft", bold=True)
        seats = seats_text(entry)
        text(surface, seats, (r.x + pad, r.bottom - pad),
             fit_size(seats, r.w - 2 * pad, small, min_size=8), P.TEXT, "bottomleft")


class ReplaysScene(MenuScene):
    """See the module docstring.  ``ReplaysScene(app, folder=None, threaded=True,
    entries=None)``: ``folder`` defaults to :func:`replays_dir` of the app; ``entries`` (the
    demo) lists those instead of reading a folder.  Public: ``entries`` (None while reading),
    ``selected`` (index into ``entries``), ``top`` (first row shown)."""

    name = "replays"

    def __init__(self, app, folder=None, threaded: bool = True,
                 entries: list[Listed] | None = None) -> None:
        super().__init__(app)
        self.folder = folder if folder is not None else replays_dir(app)
        self.entries: list[Listed] | None = None
        self.selected = 0
        self.top = 0
        self.rows_shown = 1
        self._task = BackgroundTask(lambda: entries, threaded=False) if entries is not None \
            else BackgroundTask(list_replays, self.folder, threaded=threaded)
        for msg in take_errors():   # a game whose replay could not be stored
            app.toast(msg, 6.0)
        self._poll()

    # ------------------------------------------------------------------ the files
    def _poll(self) -> None:
        task = self._task
        if task is None or not task.done:
            return
        self._task = None
        self.entries = list(task.result or [])
        if task.error is not None:
            self.app.toast(f"Could not read the replays folder ({task.error}).", 6.0)
        self.layout()
        if self.entries:   # the newest game is chosen, ready to watch
            self.focus.focus_key("row-0")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._task is not None:
            self._poll()

    def needs_redraw(self) -> bool:
        return self._task is not None

    @property
    def current(self) -> Listed | None:
        if not self.entries:
            return None
        return self.entries[max(0, min(self.selected, len(self.entries) - 1))]

    def watch(self, entry: Listed | None = None) -> None:
        """Open the viewer on ``entry`` (default the selected one); a damaged one says why."""
        entry = entry if entry is not None else self.current
        if entry is None:
            return
        if entry.replay is None:
            self.app.toast(f"This replay cannot be shown: {entry.problem}.", 6.0)
            return
        ReplayViewerScene.open(self.app, entry.replay)

    def toggle_keep(self) -> None:
        """Keep the selected replay (never pruned) or let it go with the others again."""
        entry = self.current
        if entry is None:
            return
        try:
            entry.path = set_kept(entry.path, not entry.kept)
        except OSError as exc:
            self.app.toast(f"Could not change this replay ({exc.strerror or exc}).", 6.0)
            return
        if entry.replay is not None:
            entry.replay.path = entry.path
        self.layout()

    def ask_delete(self) -> None:
        """Delete the selected replay, after a confirmation."""
        entry = self.current
        if entry is None:
            return
        label = entry.replay.mode_label if entry.replay is not None else entry.path.name
        when = when_text(entry.replay.played_at) if entry.replay is not None else ""
        detail = f"{label}{', ' + when if when else ''}. This cannot be undone."
        self.app.push(ConfirmScene(self.app, "Delete this replay?", detail,
                                   lambda: self.delete(entry), yes="Delete", no="Keep it"))

    def delete(self, entry: Listed) -> None:
        try:
            entry.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self.app.toast(f"Could not delete this replay ({exc.strerror or exc}).", 6.0)
            return
        if self.entries is not None and entry in self.entries:
            self.entries.remove(entry)
        self.selected = max(0, min(self.selected, len(self.entries or []) - 1))
        self.layout()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_back(self) -> None:
        self.close()

    # ------------------------------------------------------------------ layout
    def _geometry(self):
        w, h = self.size
        m = max(8, w // 60)
        head = int(h * 0.04) + max(22, int(h * 0.075)) + max(14, h // 28) + m
        bh = max(30, min(56, int(h * 0.085)))
        hint_h = max(12, h // 44) + m
        bottom = h - hint_h - bh - 2 * m
        lw = int(min(w - 2 * m, max(560, w * 0.7)))
        rh = max(40, min(76, int(h * 0.11)))
        return m, head, bottom, lw, rh, bh

    def layout(self) -> None:
        w, h = self.size
        m, head, bottom, lw, rh, bh = self._geometry()
        x = (w - lw) // 2
        gap = max(4, rh // 8)
        self.rows_shown = max(1, (bottom - head) // (rh + gap))
        n = len(self.entries or [])
        self.selected = max(0, min(self.selected, n - 1))
        self.top = max(0, min(self.top, n - self.rows_shown))
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + self.rows_shown:
            self.top = self.selected - self.rows_shown + 1
        widgets: list[Widget] = []
        for k in range(self.top, min(n, self.top + self.rows_shown)):
            y = head + (k - self.top) * (rh + gap)
            widgets.append(ReplayRow((x, y, lw, rh), self.entries[k], self.watch,
                                     key=f"row-{k}", chosen=k == self.selected))
        by = h - (max(12, h // 44) + m) - bh - m
        entry = self.current
        specs = [("watch", "Watch", self.watch, entry is not None and entry.replay is not None),
                 ("keep", "Unkeep" if entry is not None and entry.kept else "Keep",
                  self.toggle_keep, entry is not None),
                 ("delete", "Delete", self.ask_delete, entry is not None),
                 ("back", "Back", self.close, True)]
        tips = {"watch": "Watch this game in the replay viewer",
                "keep": f"A kept replay is never removed (the others: the last {KEEP_LAST})",
                "delete": "Delete this replay file", "back": "Back to the title"}
        bw = min(220, (lw - 3 * m) // 4)
        bx = (w - (4 * bw + 3 * m)) // 2
        for k, (key, label, fn, enabled) in enumerate(specs):
            widgets.append(Button((bx + k * (bw + m), by, bw, bh), label, fn, key=key,
                                  enabled=enabled, primary=key == "watch", tooltip=tips[key]))
        focus = self.focus.focused.key if self.focus.focused else None
        if focus is None or (focus.startswith("row-") and n):
            focus = f"row-{self.selected}" if n else "back"
        self.focus.set(widgets, focus_key=focus)

    def select(self, index: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(index, len(self.entries) - 1))
        self.focus.set(self.focus.widgets, focus_key=f"row-{self.selected}")
        self.layout()

    # ------------------------------------------------------------------ input
    def _on_row(self) -> bool:
        w = self.focus.focused
        return w is not None and isinstance(w, ReplayRow)

    def handle(self, ev: InputEvent) -> bool:
        if ev.pos is not None:
            self.pointer = ev.pos
        act = ev.act
        n = len(self.entries or [])
        if act in (Act.WHEEL_UP, Act.WHEEL_DOWN) and n:
            self.select(self.selected + (1 if act == Act.WHEEL_DOWN else -1))
            return True
        if act in (Act.UP, Act.DOWN) and n:
            if self._on_row():
                if act == Act.DOWN and self.selected >= n - 1:
                    self.focus.focus_key("watch" if self.current.replay else "keep")
                else:
                    self.select(self.selected + (1 if act == Act.DOWN else -1))
            else:   # Up or Down from the buttons: back to the chosen game of the list
                self.select(self.selected)
            return True
        handled = super().handle(ev)
        if self._on_row():   # the pointer or Tab chose a row: it is the selection now
            k = int(self.focus.focused.key.split("-")[1])
            if k != self.selected:
                self.selected = k
                self.layout()
        return handled

    def hint(self) -> str:
        if device_of(self.app) == "mouse":
            return "Click a game to watch it \u00b7 wheel to scroll"
        return hint_line(self.app, [("up_down", "choose"), ("left_right", "buttons"),
                                    ("confirm", "watch"), ("back", "back")])

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        m, head, bottom, lw, rh, bh = self._geometry()
        r = title_band(surface, "Replays", int(h * 0.04), max(22, int(h * 0.075)))
        n = len(self.entries or [])
        if self.entries is None:
            sub = "Reading the replays\u2026"
        elif not n:
            sub = (f"No replays yet: every game you finish is stored here (the last "
                   f"{KEEP_LAST}, and any you keep).")
        else:
            first, last = self.top + 1, min(n, self.top + self.rows_shown)
            sub = (f"{n} {'game' if n == 1 else 'games'}, newest first"
                   + (f" \u00b7 showing {first}\u2013{last}" if n > self.rows_shown else ""))
        text(surface, sub, (w // 2, r.bottom + 4), fit_size(sub, w - 2 * m, max(14, h // 28)),
             P.MUTED, "midtop")
        if n > self.rows_shown:   # a scroll bar beside the rows
            x = (w + lw) // 2 + max(3, m // 2)
            span = bottom - head
            bar = pygame.Rect(x, head, max(4, m // 2), span)
            pygame.draw.rect(surface, P.PANEL, bar, border_radius=3)
            th = max(12, span * self.rows_shown // n)
            ty = head + (span - th) * self.top // max(1, n - self.rows_shown)
            pygame.draw.rect(surface, P.GOLD_DARK, (x, ty, bar.w, th), border_radius=3)
        hint = self.hint()
        text(surface, hint, (w // 2, h - m), fit_size(hint, w - 2 * m, max(12, h // 44)),
             P.MUTED, "midbottom")
