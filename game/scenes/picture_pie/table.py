"""The Picture Pie table (Master Architect Campaign, PP-25): the scene people play on.

Reads a :class:`game.core.picture_pie.state.PicturePieState` and turns logical input
(:class:`game.input.actions.Act`) into rules actions; every refused action shows the core's
``why_illegal`` sentence in the message strip and changes nothing.  ``draw`` never changes the
game: animations are scene-side tweens started from ``state.events`` after each apply.

Turn flow as stages (the core's "setup", "draft", "build"): setup picks (PP-12), draft (Law 3,
PP-9), then place (ghost preview snapped to free slots, PP-5), rotate sites (PP-6), an optional
wheel turn (PP-10), end turn (PP-11, PP-13).  Undo takes back this turn's actions (PP-7).

Keyboard focus: exactly one ring on a person's turn, drawn only while the keyboard or a controller
was used last (mouse players see none); each stage starts it on the
sensible thing (setup: the first pick; draft: the Sundial sector's first tile; build: the first
hand tile).  Arrows move to the nearest item in that direction on screen, inside the focused area
first, else into the next area that way; Tab/Shift-Tab (LB/RB) cycle the stage's areas.  Enter
confirms; Q/E rotate the ghost (while a tile is chosen) or the focused site; Z undo; T/End end the
turn; Esc drops the chosen tile (or draft piece) if there is one, else pauses (P always pauses).
A line above the buttons names the keys for the state of the interaction (``interaction.mode()``)
and the last used device (keyboard, mouse or controller); the Q/E turn of the ghost is kept from
site to site (snapped to the nearest start slot that fits).  A "chosen" tile is lifted with an
azure rim and a check mark; the gold ring is only ever the focus.  After the game the results'
"View boards" brings the table back read-only (:attr:`review_mode`).
Mouse: click wheel tiles to draft (a Half at once; small pieces one or two, then Take or click a
chosen one again), click a hand or yard tile, hover a site (the ghost snaps under the pointer),
click to place; right click or the mouse wheel turns the ghost (or the site when no tile is
chosen); buttons for everything else.

AI seats are run by the shell's :class:`game.app.ai_driver.AiDriver` (thinking off the frame
loop) once the last animation has finished, then act at a readable pace: a pause of
``ai_delay`` x the action's PACE factor (``options["ai_delay"]`` or the ``ai_delay`` setting,
default from game.app.settings.DEFAULTS, seconds; 0 in tests, where the AI also thinks inline).

Settings read live from ``app.settings``: ``animations`` off, moves and effects land at once (no
flights, flourishes, glows or wheel sweeps; the AI pace above still applies); ``show_hints`` off,
the key hint line is not drawn.  Key names in texts come from game.input.hints.

The table is split by responsibility (as Tuxemon's combat screen): this module is the flow
(construction, update, AI driving, autosave, pause / restart / results / review) and the one
``try_apply(action)`` through which every action reaches the game; ``layout.py`` is the
geometry and hit-testing, ``interaction.py`` (with ``status.py``) the focus, selection, ghost,
confirmations and texts, ``animator.py`` the effects started from the core's events, and
``view.py`` the drawing, which changes nothing.
"""

from __future__ import annotations

import pygame

from game.app.ai_driver import AiDriver
from game.app.scene import Scene
from game.app.settings import DEFAULTS
from game.core.picture_pie.actions import EndTurn
from game.core.state import IllegalAction
from game.input.actions import Act, InputEvent
from game.scenes.picture_pie.animator import Animator
from game.scenes.picture_pie.interaction import Interaction
from game.scenes.picture_pie.layout import TableLayout
from game.scenes.picture_pie.view import TableView
from game.storage import saves

PACE = {"pick": 0.5, "draft_half": 1.0, "draft_small": 1.0, "draft_nothing": 0.6, "place": 1.0,
        "rotate": 0.35, "store": 0.6, "turn_wheel": 0.9, "end_turn": 0.8}
MAX_AI_ACTIONS_PER_TURN = 40


def new_state(config: dict):
    """A fresh state for a New Game config (seats, seed)."""
    from game.games import new_state as make
    return make("picture-pie", len(config["seats"]), int(config.get("seed", 1)))


def _ai_delay(app, config: dict) -> float:
    """Seconds of AI pace: ``options["ai_delay"]``, else the ``ai_delay`` setting read as the
    shell's AiDriver reads it (its default from game.app.settings.DEFAULTS)."""
    delay = (config.get("options") or {}).get("ai_delay")
    if delay is None:
        settings = getattr(app, "settings", None) or {}
        delay = settings.get("ai_delay", DEFAULTS["ai_delay"])
    try:
        return float(delay)
    except (TypeError, ValueError):
        return float(DEFAULTS["ai_delay"])


class PicturePieTable(Scene):
    """The table.  ``PicturePieTable(app, config, state=None)``; ``config`` as in
    game.scenes.tables (seats: name, kind person|ai, ai random|greedy).

    Parts: ``layout`` (:class:`TableLayout`, geometry and hit-testing), ``interaction``
    (:class:`Interaction`: focus, selection, ghost, status line), ``animator``
    (:class:`Animator`: effects), ``renderer`` (:class:`TableView`: drawing).  Public for tests:
    ``state``, ``slot_point(site, start, size)``, ``wheel_tile_pos(tid)``, ``tray_tile_pos(tid)``,
    ``tray_tiles()``, ``button_rect(name)``, ``pick_rect(...)``, ``back_rect()``."""

    name = "pp-table"

    def __init__(self, app, config: dict, state=None):
        super().__init__(app)
        self.covered = False   # a scene (pause, dialog) is above: the key hint line is not drawn
        self.config = config
        self.seats = config["seats"]
        self.state = state if state is not None else new_state(config)
        self.version = 0   # +1 at every apply and undo (keys caches of what the state shows)
        from game.ai import make_player
        seed = int(config.get("seed", 1))
        kinds = {i: seat.get("ai", "greedy") for i, seat in enumerate(self.seats)
                 if seat.get("kind") == "ai"}
        # pace comes from the table's own pauses (per action kind), so the driver waits 0
        self.ai = AiDriver(lambda s: make_player(kinds[s], "picture-pie", seed * 31 + s),
                           delay=0.0, threaded=_ai_delay(app, config) > 0)
        self.ai_actions_this_turn = 0
        self.results_shown = False
        self.results_scene = None   # set by the results' "View boards": read-only review
        self.time = 0.0
        cur = self.state.current_seat
        self.view_seat = cur if cur is not None else 0
        self.layout = TableLayout(self.size, self.state.num_seats, self.view_seat)
        self.animator = Animator(self)
        self.interaction = Interaction(self)
        self.renderer = TableView(self)
        self.interaction.settle()
        self.autosave()

    # ------------------------------------------------------------------ settings and seats
    @property
    def ai_delay(self) -> float:
        """Seconds of AI pace (read live, so a change in the Settings applies at once)."""
        return _ai_delay(self.app, self.config)

    @property
    def animations(self) -> bool:
        """The ``animations`` setting (read live): off, moves and effects land at once."""
        settings = getattr(self.app, "settings", None) or {}
        return bool(settings.get("animations", DEFAULTS["animations"]))

    @property
    def show_hints(self) -> bool:
        """The ``show_hints`` setting (read live): off, the key hint line is not drawn."""
        settings = getattr(self.app, "settings", None) or {}
        return bool(settings.get("show_hints", DEFAULTS["show_hints"]))

    @property
    def device(self) -> str:
        """The last used input device: "keyboard", "mouse" or "controller" (from the app)."""
        from game.input.hints import device_of
        return device_of(self.app)

    @property
    def task(self):
        """The AI computation in progress (None when idle)."""
        return self.ai.task

    @property
    def main_seat(self) -> int:
        """The seat whose board is drawn large: the active seat, switched only once the last
        seat's animations have finished (so a flourish plays on the board it belongs to)."""
        return self.view_seat

    def is_person(self, seat) -> bool:
        return seat is not None and self.seats[seat].get("kind", "person") != "ai"

    @property
    def person_turn(self) -> bool:
        """A person is to act and their board is the one shown."""
        seat = self.state.current_seat
        return self.is_person(seat) and seat == self.view_seat

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].get("name") or f"Seat {seat + 1}"

    def tile_look(self, tid: int):
        t = self.state.tiles[tid]
        return (tid, t.size, t.motif, t.mark)

    # ------------------------------------------------------------------ geometry (layout.py)
    def slot_point(self, site: int, start: int, size: int) -> tuple[int, int]:
        """Screen point inside ``site`` where the ghost of a ``size`` tile snaps to ``start``."""
        return self.layout.slot_point(site, start, size)

    def wheel_tile_pos(self, tid: int) -> tuple[int, int] | None:
        return self.layout.wheel_tile_pos(self.state, self.animator.rotation, tid)

    def tray_tiles(self) -> list[tuple[str, int, tuple]]:
        """[(where, tile id, centre)] for the main seat's hand and yard."""
        return self.layout.tray_tiles(self.state, self.main_seat)

    def tray_tile_pos(self, tid: int) -> tuple[int, int] | None:
        for _w, t, (x, y) in self.tray_tiles():
            if t == tid:
                return int(round(x)), int(round(y))
        return None

    def button_rect(self, name: str) -> pygame.Rect:
        return self.layout.buttons[name]

    def pick_rect(self, size: int, motif: str, mark=None) -> pygame.Rect:
        return self.layout.pick_rects[(size, motif, mark)]

    def back_rect(self) -> pygame.Rect:
        """The "Back to results" button of the review: it spans the Undo..Menu buttons."""
        return self.layout.back_rect()

    def widget_rects(self) -> list:
        if self.review_mode:
            return self.layout.all_rects() + [self.back_rect()]
        return self.layout.all_rects()

    def sync_layout(self) -> None:
        """Lay out again if the window size or the seat shown large has changed."""
        if self.layout.key() != (tuple(self.size), self.state.num_seats, self.main_seat):
            self.layout = TableLayout(self.size, self.state.num_seats, self.main_seat)

    # ------------------------------------------------------------------ applying actions
    def try_apply(self, action) -> bool:
        """Apply ``action`` if legal (with its animation); else show why and change nothing.
        The one way an action reaches the game."""
        st = self.state
        ui = self.interaction
        reason = st.why_illegal(action)
        if reason is not None:
            ui.say(reason, bad=True)
            return False
        before = self.animator.positions_before(action)
        seat = st.current_seat
        try:
            st.apply(action)
        except IllegalAction as exc:  # the core disagrees with itself: still refuse cleanly
            ui.say(exc.reason, bad=True)
            return False
        self.version += 1
        said = ui.said
        self.animator.on_applied(action, seat, before)
        ui.on_applied(action, seat)
        if isinstance(action, EndTurn):
            self.ai_actions_this_turn = 0
        if not st.turn_log:  # a turn has just ended (EndTurn, or a seat's last setup pick)
            self.autosave()
        ui.settle()
        if ui.said != said:
            ui.message_key = ui.interaction_key()  # said about this action: current
        return True

    def undo(self) -> None:
        """Take back this turn's last action (PP-7; the caller checked ``state.can_undo()``)."""
        self.state.undo()
        self.version += 1
        self.animator.clear()

    # ------------------------------------------------------------------ scene hooks
    def handle(self, ev: InputEvent) -> bool:
        if self.review_mode:
            return self._handle_review(ev)
        return self.interaction.handle(ev)

    def on_resize(self, size):
        super().on_resize(size)
        self.sync_layout()

    def on_cover(self) -> None:
        self.covered = True

    def on_uncover(self) -> None:
        self.covered = False

    def update(self, dt: float) -> None:
        self.time += dt
        st = self.state
        target = st.current_seat if st.current_seat is not None else self.view_seat
        if target != self.view_seat and self.animator.only_pauses():
            self.view_seat = target
            self.interaction.auto_choose()
        self.sync_layout()
        self.interaction.update(dt)
        self.animator.update(dt)
        if st.is_terminal:
            if not self.animator.busy and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        self.interaction.keep_focus()
        self._drive_ai(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the table (changes nothing: see game.scenes.picture_pie.view)."""
        self.renderer.draw(surface)

    # ------------------------------------------------------------------ flow: AI, saves, menus
    def _drive_ai(self, dt: float = 0.0) -> None:
        st = self.state
        seat = st.current_seat
        if seat is None or self.is_person(seat):
            return
        if self.ai.task is None and self.animator.busy:
            return  # think only once the last move has been seen
        if self.ai_actions_this_turn >= MAX_AI_ACTIONS_PER_TURN and st.stage == "build":
            self.ai.cancel()
            action = EndTurn()  # keep a dithering AI from stalling the table
        else:
            action = self.ai.poll(st, dt)
            if action is None:
                if self.ai.error is None:
                    return  # still thinking
                self.ai.cancel()  # the player raised: fall back to a legal action below
        if action is None or st.why_illegal(action) is not None:
            legal = st.legal_actions()
            action = legal[-1] if legal else None
            if action is None:
                return
        self.ai_actions_this_turn += 1
        self.try_apply(action)
        if self.ai_delay > 0:
            self.animator.pause(self.ai_delay * PACE.get(action.to_dict()["type"], 1.0))

    def autosave(self) -> None:
        """Save the game for Continue (game start, and each time a seat's turn has ended)."""
        saves.autosave(self.app, "picture-pie", self.config, self.state)

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app, on_restart=self.restart, rules_text="picture-pie"))

    def restart(self) -> None:
        from game.scenes.tables import start_game
        start_game(self.app, self.config)

    def restart_new(self) -> None:
        from game.scenes.tables import start_game
        cfg = dict(self.config)
        cfg["seed"] = int(cfg.get("seed", 1)) + 1
        start_game(self.app, cfg)

    def show_results(self) -> None:
        from game.scenes.picture_pie.results import make_results
        saves.delete_autosave(self.app, "picture-pie")  # finished: nothing to continue
        self.app.push(make_results(self.app, self.state, [self.seat_name(i) for i in
                                                         range(self.state.num_seats)],
                                   self.restart_new, table=self))

    # ------------------------------------------------------------------ review of the final boards
    @property
    def review_mode(self) -> bool:
        """True while the finished game is looked at from the results ("View boards"): nothing
        can be played; Tab / arrows / a click on a small board show another seat's board large,
        Esc / Enter / "Back to results" return."""
        return self.results_scene is not None and self.state.is_terminal

    def view(self, seat: int) -> None:
        """Show ``seat``'s board large (review of the final boards)."""
        self.view_seat = seat % self.state.num_seats
        self.sync_layout()

    def back_to_results(self) -> None:
        """From the read-only review of the final boards back to the results."""
        if self.results_scene is not None and self.app is not None:
            self.app.push(self.results_scene)

    def _handle_review(self, ev: InputEvent) -> bool:
        act = ev.act
        if act in (Act.BACK, Act.PAUSE, Act.CONFIRM):
            self.back_to_results()
        elif act in (Act.NEXT, Act.TAB, Act.RIGHT, Act.DOWN, Act.END_TURN):
            self.view(self.view_seat + 1)
        elif act in (Act.PREV, Act.LEFT, Act.UP):
            self.view(self.view_seat - 1)
        elif act in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos:
            self.interaction.pointer = ev.pos
        elif act == Act.POINTER_DOWN and ev.pos:
            if self.back_rect().collidepoint(ev.pos):
                self.back_to_results()
                return True
            seat = self.layout.other_at(ev.pos)
            if seat is not None:
                self.view(seat)
        return True
