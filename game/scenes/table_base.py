"""TableScene: what every game's table shares, over a :class:`game.app.session.GameSession`.

Shared here (one implementation for Picture Pie and Akropolis):
- the session: built from the New Game ``config`` (seats, seed, the ``ai_delay`` override) with
  the table's hooks (:meth:`new_state`, :meth:`make_seats`, :meth:`make_ai`, :meth:`ai_pace`);
  the table is its observer (``before_apply``, ``on_applied``, ``on_undone``, ``on_turn_ended``,
  ``on_game_over``, ``on_notice``; override the ones you need);
- actions: :meth:`act` applies through the session and shows a refusal on the status line;
  :meth:`undo`;
- pause (Resume, Restart, Rules, Quit to title: game.scenes.pause), :meth:`restart` (the same
  config) and :meth:`play_again` (seed + 1);
- results once the game is over and every move has been seen (:meth:`make_results`), the
  autosave deleted then; the read-only review of the final boards (:attr:`review_mode`,
  :meth:`enter_review`, :meth:`review_step`) and :meth:`back_to_results`;
- settings read live (:attr:`animations`, :attr:`show_hints`, :attr:`ai_delay`), seat names
  (:meth:`seat_name`, :attr:`names`, from the session), the last used :attr:`device`;
- pre-warming (:meth:`prewarm`): images built before first use, at scene enter, spread over
  frames (a few ms of steps per frame); with transitions on (the game, not the tests) and a
  previous picture on screen, it stays up until the first picture's images are built, so no
  frame spikes;
- the status line: :meth:`say` a note or refusal; it stands for up to ``MESSAGE_SECONDS`` and
  only while :meth:`interaction_key` is what it was when said (a message said while an action
  is applied stands for the position after it).  :meth:`status_message` gives it while live.

Hooks a game table overrides: ``game_id``/``AI_SEED_FACTOR`` (class attributes),
:meth:`new_state`, :meth:`make_seats`, :meth:`ai_pace`, :meth:`interaction_key`,
:meth:`animating`, :meth:`update_table`, :meth:`handle_table`, :meth:`draw_table`,
:meth:`make_results`, :meth:`enter_review`, :meth:`review_step`, :meth:`prewarm` and the
observer hooks above.
"""

from __future__ import annotations

import sys
import time as _time
import traceback
from typing import Any, Iterator

import pygame

from game.app.devices import app_devices, seat_device
from game.app.scene import Scene
from game.app.session import Applied, GameSession, Refused, Seat, seats_from_config
from game.audio import CueObserver
from game.games import new_state
from game.ai import level_label, make_player
from game.input.guard import ConfirmGuard
from game.input.hints import device_of
from game.scenes.device_lost import DeviceLostScene
from game.scenes.pause import PauseScene
from game.scenes.rumble import TableRumble
from game.scenes.tables import start_game
from game.scenes.thinking import thinking_tick
from game.input.actions import KBM, Act, InputEvent
from game.render.counter import Counters
from game.render.widgets import background
from game.settings_schema import number
from game.storage import replays, saves


def ai_delay_override(config: dict) -> float | None:
    """The config's own AI pace in seconds: ``config["ai_delay"]`` or
    ``config["options"]["ai_delay"]``; None (use the setting) when absent or not a number."""
    delay = config.get("ai_delay")
    if delay is None:
        delay = (config.get("options") or {}).get("ai_delay")
    if delay is None:
        return None
    try:
        return float(delay)
    except (TypeError, ValueError):
        return None


#: what a :meth:`TableScene.prewarm` step yields once the first picture's images are built
PICTURE_READY = "picture-ready"


class TableScene(Scene):
    """``TableScene(app, config, state=None)``: ``config`` as in game.scenes.tables; ``state`` a
    game to resume (None: :meth:`new_state`).  Public: ``session``, ``state``, ``config``,
    ``message``/``message_bad`` (the last note), ``results_scene``, ``covered``."""

    name = "table"
    #: "picture-pie" | "akropolis": autosave file, rules text, start_game
    game_id = ""
    #: AI seeds: ``seed * AI_SEED_FACTOR + seat`` (Picture Pie 31, Akropolis 7919)
    AI_SEED_FACTOR = 31
    #: characters of a seat name shown on the table (longer names end in an ellipsis)
    SHOWN_NAME_CHARS = 24
    #: seconds a note or refusal stays on the status line at most
    MESSAGE_SECONDS = 6.0
    #: False: a finished game is not stored as a replay (the replay viewer's own view tables)
    records_replay = True
    #: True: with an AI delay of 0 the AI thinks inline (deterministic tests); else in a thread
    THINK_INLINE_WITHOUT_DELAY = True
    #: frames per second drawn for a gentle idle motion (:meth:`idle_motion`, e.g. a bobbing
    #: ghost) when nothing else changes: enough to look alive, a fraction of the cost
    IDLE_MOTION_FPS = 20
    #: seconds of pre-warm steps run per frame (at least one step a frame while any remain)
    PREWARM_BUDGET = 0.006
    #: frames the first picture may be held back at most while its images are built
    PREWARM_HOLD_FRAMES = 12

    def __init__(self, app, config: dict, state=None) -> None:
        super().__init__(app)
        self.config = dict(config)
        self.covered = False        # a scene (pause, dialog) is above: no key hints
        self.results_scene = None   # set once the results are shown (and by their review)
        self.message = ""
        self.message_bad = False
        self.message_t = 0.0
        self._message_key: Any = None
        self._said = 0
        self.time = 0.0
        self._redraw_mark: Any = None
        self._idle_tick = -1
        self._think_tick = -1
        self._warm: Iterator | None = None   # the pre-warm steps left (prewarm())
        self._hold = 0                       # frames the first picture may still be held
        self._scratch: pygame.Surface | None = None
        #: a pad's confirm commits only a proposal drawn for a moment (game.input.guard)
        self.confirm_guard = ConfirmGuard()
        #: the shown scores, counting up to each new score (game.render.counter; the views
        #: draw ``counters.shown(seat, score)``)
        self.counters = Counters()
        if state is None:
            state = self.new_state(self.config)
        delay = ai_delay_override(self.config)
        start_delay = delay if delay is not None else self._setting("ai_delay", 0.6)
        try:
            threaded = not (self.THINK_INLINE_WITHOUT_DELAY and float(start_delay) <= 0)
        except (TypeError, ValueError):
            threaded = True
        # the default make_ai is built in the AI worker process too (game.ai.worker); a table
        # or test that overrides it thinks in a thread
        own_ai = type(self).make_ai is not TableScene.make_ai
        self.session = GameSession(
            state, self.make_seats(self.config, state),
            make_ai=self.make_ai if own_ai else None, ai_seed=self.ai_seed,
            autosave=self.autosave, settings=self.settings, ai_delay=delay, pace=self.ai_pace,
            threaded=threaded)
        self.session.subscribe(self)
        #: stores the finished game as a replay file (game.storage.replays), not for demos
        opening = state.opening if isinstance(state.opening, dict) else {}
        self.recorder = self.session.subscribe(replays.Recorder(
            self.session, replays.mode_of_options(self.game_id, opening.get("options")),
            replays.replays_dir(app), enabled=lambda: self.records_replay and saves.enabled(app)))
        self.session.subscribe(TableRumble(self))   # a completed monument, a covered quarry
        #: the sound cues of every applied action (game.audio.cues: the one event -> cue table)
        self.cues = self.session.subscribe(CueObserver(app))

    # ------------------------------------------------------------------ hooks: the game
    def new_state(self, config: dict):
        """A fresh rules state for ``config`` (default: one seat per config seat, its seed)."""
        return new_state(self.game_id, len(config.get("seats") or ()) or 1,
                         int(config.get("seed", 1)))

    def make_seats(self, config: dict, state) -> list[Seat]:
        """The seats (names and kinds) for ``state`` (default
        :func:`game.app.session.seats_from_config`)."""
        return seats_from_config(config, state.num_seats)

    def make_ai(self, seat: int, spec: Seat):
        """The AI player for ``seat``: ``make_player(spec.ai, game_id, seed * AI_SEED_FACTOR +
        seat)``."""
        return make_player(spec.ai, self.game_id, self.ai_seed(seat))

    def ai_seed(self, seat: int) -> int:
        """``seat``'s AI seed: ``seed * AI_SEED_FACTOR + seat``."""
        return int(self.config.get("seed", 1)) * self.AI_SEED_FACTOR + seat

    def ai_pace(self, action) -> float:
        """Factor on the AI delay for ``action`` (default 1.0)."""
        return 1.0

    def proposal_key(self) -> Any:
        """What a confirm would commit now (the ghost, the proposed placement...), for the
        mash guard (:meth:`confirm_shown`); None: nothing.  Tables override it; by default
        the table's ``interaction`` part is asked (Picture Pie's)."""
        ask = getattr(getattr(self, "interaction", None), "proposal_key", None)
        return ask() if ask is not None else None

    def confirm_shown(self, ev: InputEvent) -> bool:
        """True when the confirm ``ev`` may commit :meth:`proposal_key`: keyboard and mouse
        always; a pad's fresh press once the proposal has been drawn for
        game.input.guard.MIN_SHOWN seconds (mashing A never commits a move not seen)."""
        return self.confirm_guard.ready(self.app, self.proposal_key(), ev)

    def interaction_key(self) -> Any:
        """What the status line talks about; a message said under another key is stale.
        Default: the position (seat, and the number of actions this turn when there is a log)."""
        st = self.state
        return (st.current_seat, len(getattr(st, "turn_log", ()) or ()))

    def animating(self) -> bool:
        """True while moves are still being shown (the AI waits, the results wait)."""
        return False

    def in_motion(self) -> bool:
        """Something on the table moves by itself this frame (tweens, flights, particles,
        notes), so the App draws it although no input arrived.  Default: :meth:`animating`."""
        return self.animating()

    def redraw_key(self) -> Any:
        """Plain value that changes whenever the table's own picture changes without input or
        a move (e.g. the board shown switching to the next seat); part of the redraw check."""
        return ()

    def idle_motion(self) -> bool:
        """A gentle motion shows that needs only IDLE_MOTION_FPS frames a second (a bobbing
        ghost).  Default False."""
        return False

    def update_table(self, dt: float) -> None:
        """Advance the table's own animations by ``dt`` seconds."""

    def score_targets(self) -> list[int] | None:
        """Every seat's score as the table shows it now, in seat order, for the counters
        (:attr:`counters`); None (default): the table counts nothing."""
        return None

    @property
    def counting(self) -> bool:
        """Scores count up (``animations`` on, ``reduced_motion`` off), else change at once."""
        return self.animations and not bool(self._setting("reduced_motion", False))

    def prewarm(self) -> Iterator:
        """Pre-warm steps (a generator, started at scene enter and again after a resize): the
        code between two ``yield`` s is one step, building one cached image (a board, a city,
        a panel) that a later frame would otherwise build on first use.  Yield
        :data:`PICTURE_READY` once the first picture's images are built: until then (at most
        PREWARM_HOLD_FRAMES frames, only with transitions on and not for the App's first
        scene) the previous picture stays up.  Default: the whole table drawn once off
        screen.  Steps only fill caches."""
        self.draw_table(self.scratch_surface())
        yield PICTURE_READY

    def scratch_surface(self) -> pygame.Surface:
        """An off-screen surface of the window's size for pre-warm drawing (kept while the
        pre-warm runs)."""
        if self._scratch is None or self._scratch.get_size() != tuple(self.size):
            surf = pygame.Surface(self.size)
            self._scratch = surf.convert() if pygame.display.get_surface() else surf
        return self._scratch

    def handle_table(self, ev: InputEvent) -> bool:
        """The game's own input (after pause and review handling); True if consumed.  An
        unconsumed BACK opens the pause menu."""
        return False

    def draw_table(self, surface: pygame.Surface) -> None:
        """Paint the table (never changes the game)."""

    def make_results(self):
        """The results scene for the finished game (a game.scenes.results.ResultsScene with
        ``table=self``)."""
        raise NotImplementedError

    def enter_review(self) -> None:
        """The results' review button brought the finished table back (read-only)."""

    def review_step(self, d: int) -> None:
        """Review: show the next (``d=1``) or previous (``-1``) seat's board."""

    # ------------------------------------------------------------------ observer hooks
    def on_notice(self, text: str) -> None:
        """Something the player must read (an AI that could not move, a save problem): a
        toast, so it outlasts the moves that follow."""
        if self.app is not None and hasattr(self.app, "toast"):
            self.app.toast(text, self.MESSAGE_SECONDS)
        else:
            self.say(text, bad=True)

    # ------------------------------------------------------------------ session shortcuts
    @property
    def state(self):
        return self.session.state

    @property
    def version(self) -> int:
        """The session's count of applied actions, undos and restarts (GameSession.version):
        the key of every cache of what the state shows."""
        return self.session.version

    def seat_name(self, seat: int | None) -> str:
        """The seat's name as tables and results show it: the session's name, cut to
        SHOWN_NAME_CHARS characters with "\u2026" so a long name never pushes the layout
        apart (the full name stays in the session and the save)."""
        name = self.session.seat_name(seat)
        limit = self.SHOWN_NAME_CHARS
        return name if len(name) <= limit else name[:limit - 1].rstrip() + "\u2026"

    @property
    def names(self) -> list[str]:
        """Every seat's shown name (:meth:`seat_name`), in seat order."""
        return [self.seat_name(s) for s in range(self.state.num_seats)]

    @property
    def kinds(self) -> list[str]:
        """Every seat's kind ("person", "ai", "architect"), in seat order."""
        return [seat.kind for seat in self.session.seats]

    def is_person(self, seat: int | None) -> bool:
        return self.session.is_person(seat)

    def seat_tag(self, seat: int | None) -> str:
        """What a seat is, as the tables show it beside its name: "" for a person, "AI \u00b7
        Hard" (the level, as New Game words it) for an AI, "Illustrious Architect" for the
        solo automaton."""
        kind = self.session.kind(seat)
        if kind == "ai":
            return f"AI \u00b7 {level_label(self.session.seats[seat].ai)}"
        return "Illustrious Architect" if kind == "architect" else ""

    def seat_label(self, seat: int | None, level: bool = True) -> str:
        """The seat's shown name with its tag in brackets when it has one ("Livia (AI \u00b7
        Hard)", "You"); ``level`` False keeps an AI's tag short where room is tight ("Livia
        (AI)")."""
        tag = self.seat_tag(seat)
        if not level and self.session.kind(seat) == "ai":
            tag = "AI"
        return f"{self.seat_name(seat)} ({tag})" if tag else self.seat_name(seat)

    def autosave(self, state) -> None:
        """Save ``state`` for Continue (the session calls this at game start, after every action
        and undo)."""
        saves.autosave(self.app, self.game_id, self.config, state)

    # ------------------------------------------------------------------ settings, device
    @property
    def settings(self):
        return getattr(self.app, "settings", None) or {}

    def _setting(self, key: str, default):
        try:
            return self.settings.get(key, default)
        except AttributeError:
            return default

    @property
    def animations(self) -> bool:
        """The ``animations`` setting, read live (off: moves land at once)."""
        return bool(self._setting("animations", True))

    @property
    def show_hints(self) -> bool:
        """The ``show_hints`` setting, read live (off: no key hint line)."""
        return bool(self._setting("show_hints", True))

    @property
    def show_previews(self) -> bool:
        """Score previews (the points a ghost placement would make, on the ghost and in the
        top bar): the same ``show_hints`` setting ("Show hints and score previews"), read
        live.  Off: no points before a placement; refusals and a ghost's level still show."""
        return self.show_hints

    @property
    def ai_delay(self) -> float:
        """Seconds of AI pace now (the config's, else the setting, read live)."""
        return self.session.ai_delay

    @property
    def device(self) -> str:
        """The input device hints name for the seat to act: "keyboard", "mouse" or
        "controller" (with its family), the last used one or the seat's own
        (game.app.devices.seat_device)."""
        if self.app is None:
            return device_of("keyboard")
        return seat_device(self.app, None if self.state.is_terminal else self.state.current_seat)

    # ------------------------------------------------------------------ status line
    def say(self, text: str, bad: bool = False) -> None:
        """Show a note (or a refusal, ``bad``: its sound cue plays) on the status line while it
        is live."""
        self.message, self.message_bad, self.message_t = text, bad, self.MESSAGE_SECONDS
        if bad:
            self.cues.on_refused(text)
        self._message_key = self.interaction_key()
        self._said += 1

    def message_live(self) -> bool:
        """The last message still stands: younger than MESSAGE_SECONDS and said about the
        interaction now."""
        return bool(self.message) and self.message_t > 0 \
            and self._message_key == self.interaction_key()

    def status_message(self) -> tuple[str, bool] | None:
        """(text, bad) of the live message, else None (the table shows its own hint)."""
        return (self.message, self.message_bad) if self.message_live() else None

    def _rekey_if_said(self, said: int) -> None:
        if self._said != said:
            self._message_key = self.interaction_key()  # said about this action: current

    # ------------------------------------------------------------------ actions
    def act(self, action) -> bool:
        """Apply ``action`` through the session; a refusal is said (bad) and changes nothing."""
        said = self._said
        result = self.session.apply(action)
        if isinstance(result, Refused):
            self.say(result.reason[:1].upper() + result.reason[1:], bad=True)
            return False
        self._rekey_if_said(said)
        return True

    def undo(self) -> bool:
        """Take back this turn's last action (refusal said)."""
        said = self._said
        result = self.session.undo()
        if isinstance(result, Refused):
            self.say(result.reason, bad=True)
            return False
        self._rekey_if_said(said)
        return True

    # ------------------------------------------------------------------ pause, restart
    def open_pause(self) -> None:
        self.app.push(PauseScene(self.app, on_restart=self.restart, rules_text=self.game_id))

    def restart(self) -> None:
        """The same game from the start (same seats, options and seed); confirmed in pause."""
        self.start(dict(self.config))

    def play_again(self) -> None:
        """A new game with the same seats and options, seed + 1 (the results' Play again)."""
        cfg = dict(self.config)
        cfg["seed"] = int(cfg.get("seed", 1)) + 1
        self.start(cfg)

    def start(self, config: dict) -> bool:
        """Replace the stack by a new table for ``config`` (game.scenes.tables.start_game)."""
        self.session.cancel_ai()
        return start_game(self.app, dict(config, game=self.game_id))

    # ------------------------------------------------------------------ results, review
    def show_results(self) -> None:
        """The game is over and shown: delete its autosave and push the results."""
        saves.delete_autosave(self.app, self.game_id, self.config)  # finished: nothing to continue
        self.results_scene = self.make_results()
        if self.app is not None:
            self.app.push(self.results_scene)

    @property
    def review_mode(self) -> bool:
        """The finished game, looked at from its results (read-only)."""
        return self.results_scene is not None and self.state.is_terminal \
            and not self.animating()

    def back_to_results(self) -> None:
        """From the review of the final boards back to the results."""
        if self.results_scene is not None and self.app is not None:
            self.app.push(self.results_scene)

    def handle_review(self, ev: InputEvent) -> bool:
        act = ev.act
        if act in (Act.BACK, Act.PAUSE, Act.CONFIRM):
            self.back_to_results()
            return True
        if act in (Act.NEXT, Act.TAB, Act.END_TURN):
            self.review_step(1)
            return True
        if act == Act.PREV:
            self.review_step(-1)
            return True
        return self.handle_table(ev)

    # ------------------------------------------------------------------ scene lifecycle
    def enter(self) -> None:
        super().enter()
        devices = self._seat_devices()
        for seat in devices.claims() if devices is not None else ():
            if not self.is_person(seat):   # claims of an earlier game's other seats
                devices.release(seat)
        # hold only where the App cross-fades from a previous picture (not the first scene)
        app = self.app
        self._start_prewarm(hold=bool(getattr(app, "transitions", False))
                            and getattr(app, "frame", 0) > 0)

    def exit(self) -> None:
        super().exit()
        self.session.cancel_ai()   # leaving (quit, restart): the AI stops thinking
        self._warm, self._hold, self._scratch = None, 0, None

    def on_resize(self, size) -> None:
        super().on_resize(size)
        if self._warm is not None or self._entered():
            self._start_prewarm(hold=False)   # the images of the new size

    def _entered(self) -> bool:
        return self.app is not None and self in getattr(self.app, "stack", ())

    def _start_prewarm(self, hold: bool) -> None:
        self._warm = self._prewarm_all()
        self._hold = self.PREWARM_HOLD_FRAMES if hold else 0

    def _prewarm_all(self) -> Iterator:
        """The window's shared background (every table's backdrop starts from it), then the
        scene's own :meth:`prewarm` steps."""
        background(tuple(self.size))
        yield
        yield from self.prewarm()

    def run_prewarm(self, budget: float | None = None) -> None:
        """Run pre-warm steps: at least one, more while ``budget`` seconds allow (default
        PREWARM_BUDGET; ``float("inf")`` runs them all)."""
        budget = self.PREWARM_BUDGET if budget is None else budget
        start = _time.perf_counter()
        while self._warm is not None:
            try:
                if next(self._warm) == PICTURE_READY:
                    self._hold = 0
            except StopIteration:
                self._warm, self._hold, self._scratch = None, 0, None
            except Exception:   # a pre-warm only fills caches: never stop the game for it
                traceback.print_exc(file=sys.stderr)
                self._warm, self._hold, self._scratch = None, 0, None
            if _time.perf_counter() - start >= budget:
                break

    @property
    def holding_picture(self) -> bool:
        """True while the first picture is held back (its images are being built)."""
        return self._hold > 0

    def on_cover(self) -> None:
        self.covered = True
        devices = app_devices(self.app)
        if devices is not None:
            devices.active = None   # a menu or dialog above: any device acts there
        self.session.cancel_ai()   # paused or a dialog: the search stops, thinks again after

    def on_uncover(self) -> None:
        self.covered = False

    # ------------------------------------------------------------------ seats and devices
    def accepts(self, ev: InputEvent) -> bool:
        """True if ``ev``'s device may act on the table now (``app.devices.may_drive``: the
        seat to act's own devices, any device in hot-seat or without claims); PAUSE from any
        device, and anything once the game is over."""
        devices = self._seat_devices()
        if devices is None or ev.act == Act.PAUSE or self.state.is_terminal:
            return True
        return devices.may_drive(ev.device_id, self.seat_for(ev))

    def seat_for(self, ev: InputEvent) -> int | None:
        """The seat whose devices may send ``ev``: for an undo, the person seat it takes back
        (Akropolis: the seat that just moved, AK-9b); else the seat to act."""
        if ev.act == Act.UNDO:
            back = self.session.undo_seat
            if back is not None and self.is_person(back):
                return back
        return self.state.current_seat

    def refuse_device(self, ev: InputEvent) -> None:
        """A press from another seat's device (refused by :meth:`accepts`, on the table or a
        dialog it pushed): say briefly whose turn it is and what plays it ("It is Ben's
        turn: Ben's controller plays"), on the table's line or as a toast over a dialog."""
        devices = self._seat_devices()
        seat = self.seat_for(ev)
        name = self.seat_name(seat)
        mine = devices.devices_of(seat) if devices is not None else []
        what = "keyboard" if mine and all(d == KBM for d in mine) else "controller"
        line = f"It is {name}\u2019s turn: {name}\u2019s {what} plays" \
            if seat == self.state.current_seat else \
            f"Only {name}\u2019s {what} takes back {name}\u2019s turn"
        if self.app.top is self:
            self.say(line, bad=True)
        else:
            self.app.toast(line, 2.0)

    def _seat_devices(self):
        """``app.devices`` told which seat is to act now (None without one)."""
        devices = app_devices(self.app)
        if devices is not None:
            devices.active = None if self.state.is_terminal else self.state.current_seat
        return devices

    def ask_for_device(self) -> bool:
        """The seat to act lost its controller (``app.devices.lost_seats()``): pause under
        a :class:`DeviceLostScene` until a device is taken or the controller is back."""
        devices = self._seat_devices()
        seat = self.state.current_seat
        if devices is None or self.state.is_terminal or not self.is_person(seat) \
                or seat not in devices.lost_seats() or self.app.top is not self:
            return False
        self.app.push(DeviceLostScene(self.app, seat, self.seat_name(seat),
                                      on_pause=self.open_pause))
        return True

    def handle(self, ev: InputEvent) -> bool:
        if self.review_mode:
            return self.handle_review(ev)
        if not self.accepts(ev):
            return True   # another seat's device: only the pause menu (above)
        if ev.act == Act.PAUSE:
            self.open_pause()
            return True
        if self.handle_table(ev):
            return True
        if ev.act == Act.BACK:
            self.open_pause()
            return True
        return False

    def update(self, dt: float) -> None:
        """Animations, then (once every move has been seen) the AI through the session, or the
        results when the game is over."""
        self.time += dt
        self.message_t -= dt
        if self.ask_for_device():
            return
        self.confirm_guard.watch(self.app, self.proposal_key())
        if self._warm is not None:
            self.run_prewarm()
            if self._hold > 0:
                self._hold -= 1
        self.update_table(dt)
        self.counters.update(dt, self.score_targets(), self.counting,
                             number("animation_speed", self._setting("animation_speed", 1.0)))
        if self.animating():
            return
        if self.state.is_terminal:
            if self.results_scene is None:
                self.show_results()
            return
        said = self._said
        applied = self.session.update(dt)
        if isinstance(applied, Applied):
                self._rekey_if_said(said)

    def needs_redraw(self) -> bool:
        """Asked by the App on frames without input (game.app.app): True while the table
        moves by itself (:meth:`in_motion`), at IDLE_MOTION_FPS while :meth:`idle_motion`, at
        game.scenes.thinking.THINK_MARK_FPS while an AI thinks (the marker's dots), and
        once after anything the picture shows changed without input: a move applied or taken
        back (an AI's too), the AI starting or stopping to think, a note appearing or going
        stale, a dialog covering or uncovering the table, the results appearing.  An idle
        table is otherwise not redrawn (the App still redraws about once a second)."""
        mark = (self.version, self._said, self.message_live(), self.covered,
                self.results_scene is None, self.session.thinking, self.interaction_key(),
                self.redraw_key())
        changed = mark != self._redraw_mark
        self._redraw_mark = mark
        # the "is thinking" marker's dots step THINK_MARK_FPS times a second (game.scenes.thinking)
        tick = thinking_tick(self.time) if self.session.thinking else -1
        dots, self._think_tick = tick != self._think_tick, tick
        if changed or dots or self.in_motion() or self._warm is not None or self.counters.moving:
            return True
        if self.idle_motion():
            tick = int(self.time * self.IDLE_MOTION_FPS)
            if tick != self._idle_tick:
                self._idle_tick = tick
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self._hold > 0:
            return   # the previous picture stays up while the first one's images are built
        self.draw_table(surface)
