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
- BACK (Esc, B): close (back to the Replays list; opened by ``main.py replay FILE``: quit
  the program).  PAUSE (P, Start): the viewer's own pause, i.e. play / stop (never a menu).
The bar shows the action count, the turn, who did what, and every seat's score at this point.
The table is laid out and drawn for the whole window (its text as in play); the bar lies over
the table's own bottom controls (game.scenes.replay_viewer_table.controls_band), which do
nothing in a replay, and spans the whole width only where that band is too narrow for its
buttons (Akropolis at 640x400: it then covers the foot of the score panel).
"""

from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import MIN_TEXT_PX, fit_size, font, measure, text
from game.render.widgets import Button, FocusGroup, background, draw_panel, fit_text
from game.scenes.akropolis.movelog import group_lines
from game.scenes.replay_viewer_table import controls_band, draw_view, view_table
from game.storage.replays import Position, Replay, ReplayError, describe, read_replay, rebuild
from game.storage.toml_io import one_line

#: playback speeds (actions per second at 1x: :attr:`ReplayViewerScene.ACTIONS_PER_SECOND`)
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: the bar's buttons' tooltips, by key
TIPS = {"first": "The opening position", "prev-turn": "The start of the previous turn",
        "prev": "One action back", "play": "Play the game at the chosen speed",
        "next": "One action forward", "next-turn": "The start of the next turn",
        "last": "The final position", "speed": "Playback speed: 0.5x, 1x, 2x, 4x",
        "close": "Back to the list of replays"}


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
        self._lines: dict = {}   # (width, px) -> text lines of the bar (_text_lines)
        self.text_px, self.text_lines = MIN_TEXT_PX, 1
        #: the city an Akropolis table shows: None follows the seat that made the action shown
        #: (the opening: the first to play), a seat's index its city, "all" the overview
        self.city_view: int | str | None = None
        #: opened from the command line (``main.py replay FILE``): Close / Esc quit the program
        self.quit_on_close = False
        self.on_resize(self.size)

    @classmethod
    def open(cls, app, replay: Replay, index: int = 0, quit_on_close: bool = False) -> bool:
        """Push a viewer on ``replay``; a replay that breaks part-way is refused with a toast
        naming where (the file stays as it is).  True when the viewer opened.
        ``quit_on_close``: closing it quits the program (the command line's viewer)."""
        try:
            scene = cls(app, replay, index=index)
        except ReplayError as exc:
            app.toast(f"This replay cannot be shown: {exc}.", 6.0)
            return False
        if scene.problem:   # not even the first position draws: say so, open nothing
            app.toast(f"This replay cannot be shown: {scene.problem}.", 6.0)
            return False
        scene.quit_on_close = quit_on_close
        app.push(scene)
        return True

    @classmethod
    def open_file(cls, app, path, quit_on_close: bool = False) -> bool:
        """:meth:`open` on the replay file at ``path``; a file that does not read is refused
        with a toast naming the file and the fault.  True when the viewer opened."""
        try:
            replay = read_replay(path)
        except ReplayError as exc:
            app.toast(f"{one_line(str(path))}: {exc}", 8.0)
            return False
        return cls.open(app, replay, quit_on_close=quit_on_close)

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
        if self.quit_on_close:
            self.app.quit()
        elif self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ layout
    def on_resize(self, size) -> None:
        """The table is laid out for the whole window; the bar covers its bottom controls."""
        self.size = tuple(size)
        self.area = pygame.Rect((0, 0), self.size)
        self._table_index = None   # the view is laid out again for the new size
        self._sync_table()
        self.layout()

    def _band(self) -> pygame.Rect:
        """What the bar covers at least: the table's own bottom controls (a table that cannot
        show the position: the bottom eighth of the window)."""
        w, h = self.size
        if self.table is None:
            return pygame.Rect(0, h - h // 8, w, h // 8)
        return controls_band(self.table)

    def _bar_metrics(self) -> tuple[int, int, int]:
        """(margin, text px, button height) of the bar for the window's size."""
        s = min(self.size[0] / 1280, self.size[1] / 720)
        return max(2, int(6 * s)), max(MIN_TEXT_PX, int(15 * s)), max(24, int(34 * s))

    def _text_lines(self, width: int) -> int:
        """1 when the title, the longest "who did what" and the scores share a line of
        ``width`` px, else 2 (the same for every position: the bar never jumps)."""
        px = self._bar_metrics()[1]
        if (width, px) in self._lines:
            return self._lines[(width, px)]

        def longest(texts):
            return max(texts, key=lambda t: measure(t, px)[0])
        every = range(len(self.positions))
        line = (f"Replay \u00b7 {self.replay.mode_label}  {longest(map(self.status_text, every))}"
                f"   {longest(map(self.scores_text, every))}")
        return self._lines.setdefault((width, px), 1 if measure(line, px)[0] + 4 * px <= width
                                      else 2)

    def layout(self) -> None:
        """The bar over the table's bottom controls (:meth:`_band`), grown upward only as
        much as its text and buttons need; the buttons in its lower part, one row (two when
        the band is too narrow for nine readable labels)."""
        w, h = self.size
        m, px, bh = self._bar_metrics()
        band = self._band()
        specs = self._button_specs()
        widest = {"play": "Pause", "speed": f"Speed {speed_label(0.5)}"}   # never re-flows
        needs = [measure(widest.get(key, label), max(MIN_TEXT_PX, bh // 2), caps=True)[0] + 24
                 for key, label, _ in specs]
        x, bar_w = band.x, band.w
        if sum(needs) + m * (len(specs) + 1) > bar_w:
            x, bar_w = 0, w    # too narrow for one row of readable labels: the whole width
        rows = 1 if sum(needs) + m * (len(specs) + 1) <= bar_w else 2
        lines = self._text_lines(bar_w - 2 * m)
        line_h = font(px).get_height()
        bar_h = max(band.h, m + lines * line_h + m + rows * bh + (rows - 1) * m + m)
        self.bar = pygame.Rect(x, h - bar_h, bar_w, bar_h)
        self.text_px, self.text_lines = px, lines
        per_row = -(-len(specs) // rows)
        buttons = []
        for row in range(rows):
            part = list(zip(specs, needs))[row * per_row:(row + 1) * per_row]
            room = bar_w - m * (len(part) + 1)
            share = room // len(part)
            if max(n for _, n in part) <= share:   # equal widths when every label fits
                widths = [share] * len(part)
            else:                                  # else each its label and a fair share
                extra = (room - sum(n for _, n in part)) // len(part)
                widths = [n + extra for _, n in part]
            y = self.bar.bottom - m - (rows - row) * bh - (rows - 1 - row) * m
            bx = x + m
            for ((key, label, fn), _), bw in zip(part, widths):
                buttons.append(Button((bx, y, bw, bh), label, fn, key=key,
                                      primary=key == "play", tooltip=TIPS[key]))
                bx += bw + m
        shared = min(b.label_size() for b in buttons)
        for b in buttons:
            b.label_px = shared
        self.focus.set(buttons, focus_key=None if self.focus.focused else "play")

    def _button_specs(self) -> list:
        """(key, label, what it does) of the bar's buttons, left to right."""
        return [("first", "First", lambda: self.go(0)),
                ("prev-turn", "Turn \u2212", lambda: self.step_turn(-1)),
                ("prev", "Back", lambda: self.step(-1)),
                ("play", "Pause" if self.playing else "Play", self.toggle_play),
                ("next", "Next", lambda: self.step(1)),
                ("next-turn", "Turn +", lambda: self.step_turn(1)),
                ("last", "Last", lambda: self.go(self.last)),
                ("speed", f"Speed {speed_label(self.speed)}", lambda: self.change_speed(0)),
                ("close", "Close", self.close)]

    def _sync_table(self) -> None:
        """Build the table view of the position shown when it changed (never in draw)."""
        if self._table_index == self.index and self.table is not None:
            return
        key = (self.index, tuple(self.area.size), self.city_view)
        self._table_index = self.index
        band = self._band() if self.table is not None else None
        try:
            self.table = self._views.fetch(key, lambda: self._show_city(view_table(
                self.app, self.replay, self.position.state, self.area.size)))
            self.picture = self._pictures.fetch(key, self._paint_table)
            self.problem = ""
        except Exception as exc:  # a table that cannot show this position: say so, go on
            self.table = self.picture = None
            self.problem = f"the table cannot show this position ({exc or type(exc).__name__})"
        if self.focus.widgets and self._band() != band:
            self.layout()   # this position's table has other bottom controls

    def shown_seat(self) -> int | None:
        """The seat whose city the table shows: the chosen one, else the action's mover."""
        if isinstance(self.city_view, int):
            return self.city_view
        pos = self.position
        return pos.seat if pos.seat is not None else pos.state.current_seat

    def _show_city(self, table):
        """``table`` showing :meth:`shown_seat`'s city (or every city); tables without cities
        (Picture Pie) as they are."""
        seat = self.shown_seat()
        if hasattr(table, "view") and seat is not None and hasattr(table, "viewed"):
            table.view(seat, center=True)
        if self.city_view == "all" and hasattr(table, "overview_on"):
            table.overview_on = True
        return table

    def choose_city(self, view: int | str | None) -> None:
        """Show seat ``view``'s city, ``"all"`` cities, or (None) the mover's again."""
        self.city_view = view
        self._table_index = None
        self._sync_table()

    def _click_city(self, pos) -> bool:
        """A click on an Akropolis table's city tab, score card or "All cities" tab."""
        table = self.table
        if table is None or self.bar.collidepoint(pos):
            return False
        rects = list(enumerate(getattr(table, "tabs", []) or []))
        rects += list(enumerate(getattr(table, "score_rects", []) or []))
        if hasattr(table, "all_tab_rect"):
            rects.append(("all", table.all_tab_rect()))
        for view, rect in rects:
            if rect.collidepoint(pos):
                self.choose_city(None if view == "all" and self.city_view == "all" else view)
                return True
        return False

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
                 Act.BACK: self.close, Act.PAUSE: self.toggle_play}   # P: the viewer's pause
        if act in moves:
            moves[act]()
            return True
        if act == Act.OVERVIEW and hasattr(self.table, "overview_on"):   # C: every city
            self.choose_city(None if self.city_view == "all" else "all")
            return True
        if act == Act.POINTER_DOWN and ev.pos is not None and self._click_city(ev.pos):
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

    def status_text(self, index: int | None = None) -> str:
        """``"Action 37 of 96 · turn 12 · Ada: place tile_id 5, site 2, slot 0"`` (of the
        position shown, or of position ``index``)."""
        pos = self.position if index is None else self.positions[index]
        head = f"Action {pos.index} of {self.last} \u00b7 turn {pos.turn + 1}"
        if pos.action is None:
            return f"{head} \u00b7 the opening"
        names = self.seat_names()
        who = names[pos.seat] if pos.seat is not None and pos.seat < len(names) else "?"
        return f"{head} \u00b7 {self.move_words(pos, who)}"

    def move_words(self, pos: Position, who: str) -> str:
        """The action in the table's own move-log words ("Aspasia bought tile 3 for 2 stones,
        placed on level 2") when the rules recorded what happened, else its fields."""
        if pos.events:
            names = self.seat_names()
            try:
                lines = group_lines(pos.events, lambda s: names[s] if 0 <= s < len(names)
                                    else "The Architect")
            except Exception:   # events of another kind: the fields below
                lines = []
            said = [ln.text for ln in lines if ln.seat is not None]
            if said:
                return "; ".join(said)
        return f"{who}: {describe(pos.action)}"

    def scores_text(self, index: int | None = None) -> str:
        """Every seat's score at this point (or at position ``index``): ``"Ada: 41 · Bo: 43"``."""
        pos = self.position if index is None else self.positions[index]
        return "  \u00b7  ".join(f"{n}: {s}" for n, s in zip(self.seat_names(), pos.scores))

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
        m, px = self._bar_metrics()[0], self.text_px
        top = self.focus.widgets[0].rect.top if self.focus.widgets else self.bar.bottom
        line_h = font(px).get_height()
        y = self.bar.top + max(m, (top - self.bar.top - self.text_lines * line_h) // 2)
        x0, x1 = self.bar.x + 2 * m, self.bar.right - 2 * m
        head = text(surface, f"Replay \u00b7 {self.replay.mode_label}", (x0, y), px,
                    P.GOLD_LIGHT, "topleft")
        hint = self.hint()
        if self.text_lines == 1:   # the scores at the right of the one line
            scores = fit_text(self.scores_text(), px, P.GOLD_LIGHT, (x1 - x0) * 0.6, bold=True)
            surface.blit(scores, scores.get_rect(topright=(x1, y)))
            right = x1 - scores.get_width() - 3 * px
        else:
            right = x1
        status = fit_text(self.status_text(), px, P.TEXT, right - head.right - px)
        surface.blit(status, (head.right + px, y))
        if self.text_lines == 2:   # the scores below, the key hints beside them if they fit
            y += line_h
            scores = fit_text(self.scores_text(), px, P.GOLD_LIGHT, x1 - x0, bold=True)
            surface.blit(scores, (x0, y))
            if measure(hint, px)[0] <= x1 - x0 - scores.get_width() - 3 * px:
                text(surface, hint, (x1, y), px, P.MUTED, "topright")
        self.focus.draw(surface)
