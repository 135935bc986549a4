"""GameSession: one running game, without pygame: the rules state, the seats, the AI and its pace,
the AI-failure policy, turn ends, autosave and observers.  Both tables (Picture Pie, Akropolis)
send every action through it and draw what it reports.

    session = GameSession(state, seats_from_config(config, state.num_seats),
                          make_ai=lambda seat, spec: make_player(spec.ai, "akropolis", seed + seat),
                          autosave=lambda st: saves.autosave(app, "akropolis", config, st),
                          settings=app.settings)
    session.subscribe(table)          # table.on_applied(applied), on_turn_ended(seat), ...
    result = session.apply(action)    # Applied(...) or Refused(reason); never raises for a
                                      # refused action
    session.update(dt)                # each frame the table is not animating: drives AI seats

Time only passes through ``update(dt)`` (seconds); the session never reads a clock.

Pace: an AI seat's chosen action is applied no sooner than ``ai_delay * pace(action)`` seconds
of ``update`` time after it started thinking (the update that starts the thinking does not
count).  ``ai_delay`` is the ``ai_delay`` given (a config override), else the ``ai_delay``
setting read live on every update (so a change in the Settings applies at once), default 0.6.
``pace(action) -> float`` is the game's factor per action kind (default 1.0).

Turn end: after an applied action the turn has ended when the game is over, the seat to move
changed, or the state has nothing of this turn to take back (``not state.can_undo()``): Picture
Pie's End turn and a seat's last setup pick (its turn log is empty again), every Akropolis
placement (the solo Architect's own turn happens inside the state, AK-10; a state whose class sets
``ONE_ACTION_TURNS`` ends the turn at every action).  A Place, Rotate, Store, Draft or wheel turn
of Picture Pie is mid-turn.

Undo: :meth:`undo` takes back what ``state.undo()`` does: Picture Pie's last action of the turn
(PP-7), Akropolis's last whole turn (AK-9b, until the next seat acts).  Only a person's own turn
is taken back (:attr:`undo_seat`, :meth:`can_undo`); an undo that takes back a whole turn
(``ONE_ACTION_TURNS``) autosaves the position again, so Continue never brings back the undone
move.

Autosave (issue 17): ``autosave(state)`` is called after every applied action of an unfinished
game (mid-turn included: after a Picture Pie draft, before placing) and after every undo, so
Continue resumes exactly where the game stood; at a turn end it is called before
``on_turn_ended(seat)``.  At the end of the game ``on_game_over()`` (once) and no autosave (the
table deletes the autosave when it shows the results).  ``autosave`` is also called once when
the session starts on an unfinished game.  The callable snapshots the state (well under a
millisecond, see game.storage.saves) and leaves the disk write to a background task.
Demo and review tables pass ``autosave=None`` or an app whose autosave is disabled.

AI failure (one policy for both games, never silent, never a crash): when an AI player raises
(making it or choosing), returns an action the rules refuse, or takes more than
``max_ai_actions`` actions in one turn, ``on_notice("<seat> could not move (<why>); a simple
player takes its turn.")`` is fired and the *simple player* plays the rest of that turn: it
takes the last of ``state.legal_actions()`` (both cores list the turn-ending action last:
Picture Pie's End turn in the build stage).  The seat's own AI tries again on its next turn.

Observers (any object; each hook is optional, looked up by name):
    before_apply(action, seat)   a legal action is about to be applied (read positions here)
    on_applied(applied)          an action was applied (``applied.events``: the core's events)
    on_undone(applied)           an undo was applied (``applied.action`` is None)
    on_turn_ended(seat)          ``seat``'s turn has ended (after autosave)
    on_game_over()               the game has ended (once)
    on_notice(text)              something the player should read (AI failure, save problem)
    on_restarted()               ``restart(new_state)`` replaced the game
A refused action fires nothing: the caller shows ``Refused.reason``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Callable

from game.app.ai_driver import AiDriver
from game.ai import make_player
from game.ai.worker import FACTORY, PlayerSpec, resolve
from game.core.state import IllegalAction

#: seat kinds: a person at the screen, an AI player driven by the session, or a rules-driven
#: opponent that acts inside the state (the Akropolis solo Architect, AK-10)
SEAT_KINDS = ("person", "ai", "architect")
SIMPLE_PLAYER = "a simple player takes its turn"
#: a token per game played (a session or a restart): the worker's players are per game
_GAMES = itertools.count(1)


@dataclass(frozen=True)
class Seat:
    """One seat: ``name`` as shown, ``kind`` (see :data:`SEAT_KINDS`), ``ai`` the AI level
    (game.ai.AI_KINDS: "easy" | "medium" | "hard", or "random" | "greedy") for an "ai" seat."""

    name: str
    kind: str = "person"
    ai: str = "greedy"

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {', '.join(SEAT_KINDS)}, not {self.kind!r}")


def seats_from_config(config: dict, num_seats: int) -> list[Seat]:
    """The seats of a New Game config (``config["seats"]``: name, kind, ai), ``num_seats`` long.

    Names: the config's; a seat without one is "You" when it is the only person seat, else
    "Player N" (N = seat number), as the New Game screen names them.  Seats missing from the
    config are greedy AI seats.  (Akropolis solo replaces seat 1 by its Architect seat.)"""
    specs = list(config.get("seats") or [])
    out: list[Seat] = []
    people = sum(1 for spec in specs[:num_seats]   # a missing seat is an AI seat
                 if isinstance(spec, dict) and (spec.get("kind") or "person") not in
                 SEAT_KINDS[1:])
    for i in range(num_seats):
        spec = specs[i] if i < len(specs) and isinstance(specs[i], dict) else \
            {"kind": "ai", "ai": "greedy"}
        kind = spec.get("kind") or "person"
        if kind not in SEAT_KINDS:
            kind = "person"
        name = spec.get("name")
        if not name:
            name = "You" if kind == "person" and people == 1 else f"Player {i + 1}"
        out.append(Seat(str(name), kind, str(spec.get("ai") or "greedy")))
    return out


@dataclass(frozen=True)
class Applied:
    """An applied action: ``action`` (None for an undo), the ``seat`` that acted, the core's
    ``events`` for it, ``turn_ended``, and ``by``: "person", "ai", "simple" (the fallback
    player) or "undo".  True in a boolean test."""

    action: Any
    seat: int | None
    events: tuple = ()
    turn_ended: bool = False
    by: str = "person"

    def __bool__(self) -> bool:
        return True


@dataclass(frozen=True)
class Refused:
    """A refused action (the state is unchanged): ``reason`` is the core's sentence.  False in
    a boolean test."""

    reason: str
    action: Any = None

    def __bool__(self) -> bool:
        return False


def simple_action(state):
    """The simple player's move: the last legal action (None when there is none)."""
    legal = state.legal_actions()
    return legal[-1] if legal else None


def _describe(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


@dataclass
class _Choice:
    """What a guarded AI chose: the action and, when its own player failed, why."""

    action: Any
    problem: str | None = None


@dataclass
class _Guard:
    """Wraps a seat's AI player (made lazily by ``make``): a player that cannot be made,
    raises, or returns a refused action is replaced by :func:`simple_action` for that choice,
    and the problem is reported in the :class:`_Choice`.  ``simple``: the simple player plays
    (set for the rest of a failed turn)."""

    make: Callable[[], Any]
    player: Any = None
    simple: bool = False
    made: bool = field(default=False, repr=False)
    #: how the worker process builds the same player (game.ai.worker.PlayerSpec), or None
    #: when only ``make`` can (a table's or test's own ``make_ai``)
    spec: PlayerSpec | None = None
    #: set by the AI driver for a decision in a thread: handed to the player as its ``stop``
    stop: Callable[[], bool] | None = None

    @property
    def remote(self) -> PlayerSpec | None:
        """The spec the AI driver sends to the worker; None while the simple player plays."""
        return None if self.simple else self.spec

    def choose(self, state) -> _Choice:
        if self.simple:
            return _Choice(simple_action(state))
        try:
            if not self.made:
                self.player, self.made = self.make(), True
            if self.stop is not None and hasattr(self.player, "stop"):
                self.player.stop = self.stop
            action = self.player.choose(state)
        except Exception as exc:  # any bug in an AI: reported, and the game goes on
            return _Choice(simple_action(state), _describe(exc))
        return self.finish(state, action)

    def finish(self, state, action, error: str | None = None) -> _Choice:
        """The choice for ``action`` chosen on ``state`` (in the worker, or here): the simple
        player's move and the problem when the player failed (``error``) or the rules refuse
        ``action``."""
        if error is not None:
            return _Choice(simple_action(state), error)
        try:
            reason = state.why_illegal(action)
        except Exception as exc:  # not even an action of this game
            reason = _describe(exc)
        if reason is not None:
            return _Choice(simple_action(state), reason)
        return _Choice(action)


class GameSession:
    """One running game.  ``GameSession(state, seats, *, make_ai=None, autosave=None,
    settings=None, ai_delay=None, pace=None, threaded=True, max_ai_actions=40, ai_seed=None,
    ai_factory=FACTORY)``.

    ``state``: a rules state (game.core.state API).  ``seats``: one :class:`Seat` per seat.
    ``make_ai(seat, spec) -> player`` (``player.choose(state) -> action``); default
    ``game.ai.make_player(spec.ai, state.GAME_ID, ai_seed(seat), think)`` (``ai_seed`` default:
    the seat number; ``think``: the ``ai_think`` setting).  With the default and ``threaded``,
    the AI thinks in the warm worker process (game.ai.worker: the same player built there by
    ``ai_factory``, a "module:function" like make_player; tests give a stand-in), else in a
    thread; a table's own ``make_ai`` thinks in a thread.  ``autosave(state)``: called after
    every action and undo (see the module docstring); None saves nothing.  ``settings``: a mapping read live for
    ``ai_delay``.  ``ai_delay``: seconds, overrides the setting.  ``pace(action) -> float``:
    the delay factor per action.  ``threaded=False`` thinks inline (tests).
    """

    def __init__(self, state, seats, *, make_ai: Callable[[int, Seat], Any] | None = None,
                 autosave: Callable[[Any], Any] | None = None, settings=None,
                 ai_delay: float | None = None, pace: Callable[[Any], float] | None = None,
                 threaded: bool = True, max_ai_actions: int = 40,
                 ai_seed: Callable[[int], int] | None = None,
                 ai_factory: str = FACTORY) -> None:
        self.state = state
        self.seats: list[Seat] = list(seats)
        self.make_ai = make_ai
        self.autosave = autosave
        self.settings = settings
        self.pace = pace
        self.max_ai_actions = max_ai_actions
        self.ai_seed = ai_seed
        self.ai_factory = ai_factory
        self._game_token = next(_GAMES)
        self.observers: list[Any] = []
        self.notices: list[str] = []   # every notice so far (tests, logs)
        self.driver = AiDriver(self._guard_for, delay=ai_delay, threaded=threaded,
                               settings=settings, pace=self._pace_of)
        self._ai_actions = 0           # AI actions in the current turn
        self._over_reported = False
        #: +1 at every applied action, undo and restart: keys the caches of what the state
        #: shows (tables, their views) and the tables' redraw check
        self.version = 0
        if make_ai is None and any(self.is_ai(s) for s in range(len(self.seats))):
            self.driver.warm()   # the worker loads the games while the table opens
        self._save()

    # ------------------------------------------------------------------ seats
    def seat_name(self, seat: int | None) -> str:
        """The name shown for ``seat`` ("You", "Hypatia", "Metagenes (Architect)")."""
        if seat is not None and 0 <= seat < len(self.seats):
            return self.seats[seat].name
        return f"Player {(seat or 0) + 1}"

    @property
    def names(self) -> list[str]:
        """Every seat's name, in seat order (one per seat of the state)."""
        return [self.seat_name(s) for s in range(self.state.num_seats)]

    def kind(self, seat: int | None) -> str | None:
        """``seat``'s kind ("person", "ai", "architect"); None for no seat."""
        if seat is None or not 0 <= seat < len(self.seats):
            return None
        return self.seats[seat].kind

    def is_person(self, seat: int | None) -> bool:
        return self.kind(seat) == "person"

    def is_ai(self, seat: int | None) -> bool:
        return self.kind(seat) == "ai"

    @property
    def person_turn(self) -> bool:
        """A person is to act now."""
        return not self.state.is_terminal and self.is_person(self.state.current_seat)

    @property
    def thinking(self) -> bool:
        """An AI seat is computing its action or holding it back for pace."""
        return self.driver.thinking and self.is_ai(self.state.current_seat)

    @property
    def computing(self) -> bool:
        """An AI seat's action is still being computed (not yet held back for pace)."""
        return self.driver.computing and self.is_ai(self.state.current_seat)

    @property
    def ai_delay(self) -> float:
        """Seconds of AI pace now (the override, else the setting, read live)."""
        return self.driver.delay

    @property
    def game_over(self) -> bool:
        return self.state.is_terminal

    # ------------------------------------------------------------------ observers
    def subscribe(self, observer):
        """Add ``observer`` (hooks in the module docstring); returns it."""
        if observer not in self.observers:
            self.observers.append(observer)
        return observer

    def unsubscribe(self, observer) -> None:
        if observer in self.observers:
            self.observers.remove(observer)

    def _emit(self, hook: str, *args) -> None:
        for obs in list(self.observers):
            fn = getattr(obs, hook, None)
            if fn is not None:
                fn(*args)

    def notice(self, text: str) -> None:
        """Report ``text`` to the player through ``on_notice``."""
        self.notices.append(text)
        self._emit("on_notice", text)

    # ------------------------------------------------------------------ actions
    def apply(self, action, by: str = "person"):
        """Apply ``action`` for the seat to move: :class:`Applied` (observers told, turn end
        handled) or :class:`Refused` with the core's reason (nothing changed, nothing fired).
        A person's action cancels any AI thinking."""
        st = self.state
        try:
            reason = st.why_illegal(action)
        except Exception as exc:  # not even an action of this game
            reason = _describe(exc)
        if reason is not None:
            return Refused(reason, action)
        seat = st.current_seat
        self._emit("before_apply", action, seat)
        try:
            st.apply(action)
        except IllegalAction as exc:  # the core disagrees with itself: still a clean refusal
            return Refused(exc.reason, action)
        self.version += 1
        if by == "person":
            self.driver.cancel()
        ended = st.is_terminal or st.current_seat != seat or self._one_action_turns \
            or not st.can_undo()
        applied = Applied(action, seat, tuple(getattr(st, "events", ()) or ()), ended, by)
        if by != "person":
            self._ai_actions += 1
        self._emit("on_applied", applied)
        if ended:
            self._turn_over(seat)
        else:
            self._save()   # mid-turn too: Continue resumes after a draft, before placing
        return applied

    def _turn_over(self, seat) -> None:
        self._ai_actions = 0
        for guard in self.driver.players.values():
            guard.simple = False   # the seat's own AI tries again on its next turn
        if self.state.is_terminal:
            if not self._over_reported:
                self._over_reported = True
                self._emit("on_game_over")
            return
        self._save()
        self._emit("on_turn_ended", seat)

    def _save(self) -> None:
        if self.autosave is None or self.state.is_terminal:
            return
        try:
            self.autosave(self.state)
        except Exception as exc:  # a save must never stop the game
            self.notice(f"Could not autosave this game ({_describe(exc)}).")

    @property
    def _one_action_turns(self) -> bool:
        return bool(getattr(self.state, "ONE_ACTION_TURNS", False))

    @property
    def undo_seat(self) -> int | None:
        """The seat whose action :meth:`undo` would take back: the state's ``undo_seat()``
        when it has one (Akropolis: the seat that just moved, AK-9b), else the seat to move;
        None when the state has nothing to take back."""
        st = self.state
        if not st.can_undo():
            return None
        fn = getattr(st, "undo_seat", None)
        return fn() if fn is not None else st.current_seat

    def can_undo(self) -> bool:
        """True when :meth:`undo` would take something back now: the state can undo and the
        seat it would take back is a person's (an AI's move is never undone for it)."""
        return self.is_person(self.undo_seat)

    def undo(self):
        """Take back the last action of this turn (Akropolis: the last turn, AK-9b):
        :class:`Applied` (``by="undo"``, ``on_undone`` fired, AI thinking cancelled) or
        :class:`Refused` with the core's reason, or "only your own turn can be taken back"
        when the seat it would take back is not a person's."""
        st = self.state
        seat = self.undo_seat
        if seat is not None and not self.is_person(seat):
            return Refused(f"{self.seat_name(seat)}'s turn cannot be taken back: only your own "
                           f"turn can")
        try:
            st.undo()
        except IllegalAction as exc:
            return Refused(exc.reason)
        self.version += 1
        self.driver.cancel()
        self._save()   # the autosave of the undone action must not come back
        applied = Applied(None, st.current_seat, tuple(getattr(st, "events", ()) or ()),
                          False, "undo")
        self._emit("on_undone", applied)
        return applied

    def cancel_ai(self) -> None:
        """Drop any AI computation in progress: a search in the worker stops at once and its
        late result is ignored (the tables call this on pause, on any scene covering them and
        when they leave); the next :meth:`update` starts thinking afresh."""
        self.driver.cancel()

    def restart(self, new_state) -> None:
        """Play ``new_state`` instead (same seats): AI cancelled and its players made afresh,
        autosaved as a game start, ``on_restarted`` fired."""
        self.driver.cancel()
        self.driver.players.clear()
        self._game_token = next(_GAMES)   # fresh players in the worker too
        self.state = new_state
        self.version += 1
        self._ai_actions = 0
        self._over_reported = False
        self._save()
        self._emit("on_restarted")

    # ------------------------------------------------------------------ AI seats
    def _guard_for(self, seat: int) -> _Guard:
        spec = self.seats[seat] if 0 <= seat < len(self.seats) else Seat(f"Player {seat + 1}", "ai")
        if self.make_ai is not None:
            return _Guard(lambda: self.make_ai(seat, spec))
        seed = self.ai_seed(seat) if self.ai_seed is not None else seat
        game_id = self.state.GAME_ID
        factory = make_player if self.ai_factory == FACTORY else resolve(self.ai_factory)
        return _Guard(lambda: factory(spec.ai, game_id, seed, think=self.driver.think),
                      spec=PlayerSpec(spec.ai, game_id, seed, seat, self.ai_factory,
                                      self._game_token))

    def _pace_of(self, choice) -> float:
        if self.pace is None or not isinstance(choice, _Choice) or choice.action is None:
            return 1.0
        return float(self.pace(choice.action))

    def update(self, dt: float):
        """Advance by ``dt`` seconds: for an AI seat to move, think (off the frame loop when
        threaded) and apply its action once the pace allows.  Returns the :class:`Applied`
        of an AI action applied now, else None.  Never raises for an AI's fault."""
        st = self.state
        seat = st.current_seat
        if st.is_terminal or not self.is_ai(seat):
            return None
        guard = self.driver.player(seat)
        if self._ai_actions >= self.max_ai_actions and not guard.simple:
            self.driver.cancel()
            self._fail(seat, guard, f"more than {self.max_ai_actions} actions this turn")
        choice = self.driver.poll(st, dt)
        if choice is None:
            if self.driver.error is None:
                return None   # still thinking, or held back for pace
            problem = _describe(self.driver.error)   # the guard itself broke (a bug)
            self.driver.cancel()
            choice = _Choice(simple_action(st), problem)
        if choice.problem is not None:
            self._fail(seat, guard, choice.problem)
        return self._play(choice.action, "simple" if guard.simple else "ai", seat, guard)

    def _fail(self, seat: int, guard: _Guard, problem: str) -> None:
        guard.simple = True
        self.notice(f"{self.seat_name(seat)} could not move ({problem}); {SIMPLE_PLAYER}.")

    def _play(self, action, by: str, seat: int, guard: _Guard):
        if action is None:
            return None   # no legal action in an unfinished game: nothing an AI can do
        result = self.apply(action, by=by)
        if isinstance(result, Refused):   # chosen on a copy, refused on the state: a core bug
            if not guard.simple:
                self._fail(seat, guard, result.reason)
            fallback = simple_action(self.state)
            if fallback is None or fallback == action:
                return None
            result = self.apply(fallback, by="simple")
            return result if isinstance(result, Applied) else None
        return result
