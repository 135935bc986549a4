"""The replay viewer: a recorded game step by step, drawn by the game's own table.

``ReplayViewerScene(app, replay)`` (a :class:`game.storage.replays.Replay`; every position is
rebuilt at once by :func:`game.storage.replays.rebuild`, which raises ReplayError for a replay
that breaks: :meth:`ReplayViewerScene.open` turns that into a toast).  The position shown is
drawn by the mode's table over a copy of its state (game.scenes.replay_viewer_table): the viewer
never sends an action anywhere.

Controls (every one by keyboard, mouse and game pad):
- LEFT / RIGHT (arrows, D-pad), the wheel: one action back / forward;
- UP / DOWN: to the start of the previous / next turn;
- END_TURN (T, RT): play or pause; ROTATE_LEFT / ROTATE_RIGHT (Q/E, X/Y) and ZOOM (+/-): speed
  down / up (0.5x, 1x, 2x, 4x: at 1x one action a second);
- NEXT / PREV (Tab, LB/RB) move the focus along the buttons (First, Prev turn, Prev, Play,
  Next, Next turn, Last, Speed, Close), CONFIRM (Enter, A) or a click presses one;
- BACK / PAUSE (Esc, B, Start): close (back to the Replays list, or the title).
The bar shows the action count, the turn, who did what, and every seat's score at this point.
"""

from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, text
from game.render.widgets import Button, FocusGroup, background, draw_panel
from game.scenes.replay_viewer_table import draw_view, view_table
from game.storage.replays import Position, Replay, ReplayError, describe, read_replay, rebuild
from game.storage.toml_io import one_line

#: playback speeds (actions per second at 1x: :attr:`ReplayViewerScene.ACTIONS_PER_SECOND`)
SPEEDS = (0.5, 1.0, 2.0, 4.0)


def speed_label(speed: float) -> str:
    """``"0.5x"``, ``"1x"``, ``"4x"``."""
    return f"{speed:g}x"


class ReplayViewerScene(Scene):
    """See the module docstring.  Public: ``replay``, ``positions``, ``index`` (actions applied
    in the position shown), ``playing``, ``speed``, ``table`` (the view of the position),
    ``bar`` (the control bar's rect), ``focus`` (its buttons)."""

    name = "replay-viewer"
    ACTIONS_PER_SECOND = 1.0

    def __init__(self, app, replay: Replay, positions: list[Position] | None = None,
                 index: int = 0) -> None:
        super().__init__(app)
        self.replay = replay
        self.positions = positions if positions is not None else rebuild(replay)
        self.index = max(0, min(index, self.last))
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.focus = FocusGroup()
        self.table = None
        self._table_index: int | None = None
        #: the table views of the positions shown lately and their pictures, by (index, area
        #: size): stepping back and forth builds and paints each once, an idle frame only blits
        self._views = DrawCache(6)
        self._pictures = DrawCache(6)
        self.picture: pygame.Surface | None = None
        self._redraw_mark = None
        #: why the position shown cannot be drawn by its table ("" when it can)
        self.problem = ""
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.on_resize(self.size)

    @classmethod
    def open(cls, app, replay: Replay, index: int = 0) -> bool:
        """Push a viewer on ``replay``; a replay that breaks part-way is refused with a toast
        naming where (the file stays as it is).  True when the viewer opened."""
        try:
            scene = cls(app, replay, index=index)
        except ReplayError as exc:
            app.toast(f"This replay cannot be shown: {exc}.", 6.0)
            return False
        if scene.problem:   # not even the first position draws: say so, open nothing
            app.toast(f"This replay cannot be shown: {scene.problem}.", 6.0)
            return False
        app.push(scene)
        return True

    @classmethod
    def open_file(cls, app, path) -> bool:
        """:meth:`open` on the replay file at ``path``; a file that does not read is refused
        with a toast naming the file and the fault.  True when the viewer opened."""
        try:
            replay = read_replay(path)
        except ReplayError as exc:
            app.toast(f"{one_line(str(path))}: {exc}", 8.0)
            return False
        return cls.open(app, replay)

    # ------------------------------------------------------------------ positions
    @property
    def last(self) -> int:
        return len(self.positions) - 1

    @property
    def position(self) -> Position:
        return self.positions[self.index]

    def turn_starts(self) -> list[int]:
        """Indices of the positions where a turn starts (the opening, then after each turn
        end), and the final position."""
        starts = [p.index - 1 for p in self.positions[1:] if p.turn_start]
        return sorted(set([0] + [max(0, i) for i in starts] + [self.last]))

    def go(self, index: int) -> None:
        """Show position ``index`` (clamped); the table view follows."""
        index = max(0, min(index, self.last))
        if index != self.index:
            self.index = index
            self._clock = 0.0
        self._sync_table()

    def step(self, d: int) -> None:
        """One action back (-1) or forward (+1) (clamped to the opening and the end)."""
        self.go(self.index + d)

    def step_turn(self, d: int) -> None:
        """To the start of the next (+1) or previous (-1) turn (the end: the final position)."""
        starts = self.turn_starts()
        if d > 0:
            later = [i for i in starts if i > self.index]
            self.go(later[0] if later else self.last)
        else:
            earlier = [i for i in starts if i < self.index]
            self.go(earlier[-1] if earlier else 0)

    def toggle_play(self) -> None:
        """Play from here (from the start when at the end) or pause."""
        if not self.playing and self.index == self.last:
            self.go(0)
        self.playing = not self.playing
        self._clock = 0.0
        self.layout()

    def change_speed(self, d: int) -> None:
        """The next slower (-1) or faster (+1) speed of :data:`SPEEDS`; 0 cycles round."""
        k = SPEEDS.index(self.speed)
        k = (k + 1) % len(SPEEDS) if d == 0 else max(0, min(len(SPEEDS) - 1, k + d))
        self.speed = SPEEDS[k]
        self.layout()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ layout
    def on_resize(self, size) -> None:
        self.size = tuple(size)
        w, h = self.size
        bar_h = max(78, min(128, int(h * 0.17)))
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.area = pygame.Rect(0, 0, w, h - bar_h)
        self._table_index = None   # the view is laid out again for the new area
        self.layout()
        self._sync_table()

    def layout(self) -> None:
        """The control buttons in the lower half of the bar."""
        w = self.size[0]
        m = max(4, w // 160)
        bh = max(28, int(self.bar.h * 0.42))
        y = self.bar.bottom - bh - m
        specs = [("first", "First", lambda: self.go(0)),
                 ("prev-turn", "Turn \u2212", lambda: self.step_turn(-1)),
                 ("prev", "Back", lambda: self.step(-1)),
                 ("play", "Pause" if self.playing else "Play", self.toggle_play),
                 ("next", "Next", lambda: self.step(1)),
                 ("next-turn", "Turn +", lambda: self.step_turn(1)),
                 ("last", "Last", lambda: self.go(self.last)),
                 ("speed", f"Speed {speed_label(self.speed)}", lambda: self.change_speed(0)),
                 ("close", "Close", self.close)]
        bw = (w - m * (len(specs) + 1)) // len(specs)
        tips = {"first": "The opening position", "prev-turn": "The start of the previous turn",
                "prev": "One action back", "play": "Play the game at the chosen speed",
                "next": "One action forward", "next-turn": "The start of the next turn",
                "last": "The final position", "speed": "Playback speed: 0.5x, 1x, 2x, 4x",
                "close": "Back to the list of replays"}
        buttons = [Button((m + k * (bw + m), y, bw, bh), label, fn, key=key,
                          primary=key == "play", tooltip=tips[key])
                   for k, (key, label, fn) in enumerate(specs)]
        shared = min(b.label_size() for b in buttons)
        for b in buttons:
            b.label_px = shared
        self.focus.set(buttons, focus_key=None if self.focus.focused else "play")

    def _sync_table(self) -> None:
        """Build the table view of the position shown when it changed (never in draw)."""
        if self._table_index == self.index and self.table is not None:
            return
        key = (self.index, tuple(self.area.size))
        self._table_index = self.index
        try:
            self.table = self._views.fetch(key, lambda: view_table(
                self.app, self.replay, self.position.state, self.area.size))
            self.picture = self._pictures.fetch(key, self._paint_table)
            self.problem = ""
        except Exception as exc:  # a table that cannot show this position: say so, go on
            self.table = self.picture = None
            self.problem = f"the table cannot show this position ({exc or type(exc).__name__})"

    def _paint_table(self) -> pygame.Surface:
        """The table view of the position shown, painted once (the position never moves)."""
        pic = pygame.Surface(self.area.size)
        pic.blit(background(self.size), (0, 0))
        draw_view(self.table, pic, pic.get_rect())
        return pic

    # ------------------------------------------------------------------ input, time
    def handle(self, ev: InputEvent) -> bool:
        act = ev.act
        moves = {Act.LEFT: lambda: self.step(-1), Act.RIGHT: lambda: self.step(1),
                 Act.WHEEL_UP: lambda: self.step(-1), Act.WHEEL_DOWN: lambda: self.step(1),
                 Act.UP: lambda: self.step_turn(-1), Act.DOWN: lambda: self.step_turn(1),
                 Act.END_TURN: self.toggle_play,
                 Act.ROTATE_LEFT: lambda: self.change_speed(-1),
                 Act.ZOOM_OUT: lambda: self.change_speed(-1),
                 Act.ROTATE_RIGHT: lambda: self.change_speed(1),
                 Act.ZOOM_IN: lambda: self.change_speed(1),
                 Act.BACK: self.close, Act.PAUSE: self.close}
        if act in moves:
            moves[act]()
            return True
        self.focus.handle(ev)
        return True   # the viewer is modal: nothing reaches a scene below

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self._clock += dt * self.speed * self.ACTIONS_PER_SECOND
        while self._clock >= 1.0 and self.playing:
            self._clock -= 1.0
            if self.index >= self.last:
                self.playing = False
                self.layout()
                break
            self.index += 1
        if self.index >= self.last and self.playing:
            self.playing = False
            self.layout()
        self._sync_table()

    def needs_redraw(self) -> bool:
        """Only when what is shown changed (a step while playing); input redraws anyway."""
        mark = (self.index, self.playing, self.speed)
        changed, self._redraw_mark = mark != self._redraw_mark, mark
        return changed

    def widget_rects(self) -> list:
        return self.focus.rects()

    # ------------------------------------------------------------------ drawing
    def seat_names(self) -> list[str]:
        return [s["name"] or f"Player {i + 1}" for i, s in enumerate(self.replay.seats)]

    def status_text(self) -> str:
        """``"Action 37 of 96 · turn 12 · Ada: place tile_id 5, site 2, slot 0"``."""
        pos = self.position
        head = f"Action {pos.index} of {self.last} \u00b7 turn {pos.turn + 1}"
        if pos.action is None:
            return f"{head} \u00b7 the opening"
        names = self.seat_names()
        who = names[pos.seat] if pos.seat is not None and pos.seat < len(names) else "?"
        return f"{head} \u00b7 {who}: {describe(pos.action)}"

    def scores_text(self) -> str:
        """Every seat's score at this point: ``"Ada: 41 · Bo: 43"``."""
        return "  \u00b7  ".join(f"{n}: {s}" for n, s in zip(self.seat_names(),
                                                           self.position.scores))

    def hint(self) -> str:
        if device_of(self.app) == "mouse":
            return "Wheel: one action \u00b7 click a button"
        return hint_line(self.app, [("left_right", "action"), ("up_down", "turn"),
                                    ("end_turn", "play"), ("cycle", "buttons"),
                                    ("back", "close")])

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.size
        surface.blit(background((w, h)), (0, 0))
        if self.picture is not None:
            surface.blit(self.picture, self.area.topleft)
        elif self.problem:
            line = self.problem[:1].upper() + self.problem[1:] + "."
            text(surface, line, self.area.center, fit_size(line, w - 40, max(14, h // 30)),
                 P.BAD, "center")
        draw_panel(surface, self.bar, P.PANEL, P.GOLD_DARK, radius=0, border_w=2)
        m = max(4, w // 160)
        top = self.focus.widgets[0].rect.top if self.focus.widgets else self.bar.bottom
        line_h = max(11, (top - self.bar.top - 2 * m) // 2)
        mode = self.replay.mode_label
        left = f"Replay \u00b7 {mode}"
        size = fit_size(left, w // 3, line_h)
        text(surface, left, (m * 2, self.bar.top + m), size, P.GOLD_LIGHT, "topleft")
        status = self.status_text()
        text(surface, status, (w // 3 + m, self.bar.top + m),
             fit_size(status, w * 2 // 3 - 3 * m, line_h), P.TEXT, "topleft")
        scores = self.scores_text()
        text(surface, scores, (m * 2, self.bar.top + m + line_h + 2),
             fit_size(scores, w * 2 // 3, line_h, bold=True), P.GOLD_LIGHT, "topleft", bold=True)
        hint = self.hint()
        text(surface, hint, (w - 2 * m, self.bar.top + m + line_h + 2),
             fit_size(hint, w // 3 - 2 * m, max(10, line_h - 2)), P.MUTED, "topright")
        self.focus.draw(surface)
