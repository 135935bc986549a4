"""Generic AI turn driver for the tables: think off the frame loop, act at a readable pace."""

from __future__ import annotations

import threading
from typing import Any, Callable

from game.ai import THINK_DEFAULT, think_seconds
from game.ai import worker as ai_worker
from game.tasks import BackgroundTask


class AiDriver:
    """Runs ``player.choose(state.copy())`` for the seat to move off the frame loop.

    ``make_player_fn(seat) -> player`` (e.g. ``lambda s: make_player(kind, game_id, seed + s)``);
    players are made once per seat and kept.  ``delay``: minimum seconds between starting to think
    and acting (readable pace; 0 in tests); None reads ``settings["ai_delay"]`` (default 0.6).
    ``threaded=False`` thinks inline (deterministic tests).

    Where the thinking happens (``threaded=True``): a player with a ``remote`` attribute (a
    :class:`game.ai.worker.PlayerSpec`; the session's guard offers one for the levels made by
    ``game.ai.make_player``) thinks in the warm worker process (``worker()``, default
    :func:`game.ai.worker.shared_worker`), with ``player.finish(state, action, error)`` turning
    the worker's answer into the result and ``player.choose`` as the thread fallback; any other
    player, or every player when no worker can run, thinks in a thread (BackgroundTask; a
    player with a ``stop`` attribute gets a fresh stop per decision, set by :meth:`cancel`).
    The budget sent with each decision is :attr:`think` (``settings["ai_think"]``, read live).

    Each frame, for an AI seat: ``action = driver.poll(state, dt)``; None means still thinking,
    otherwise apply it.  Call ``cancel()`` after pause, undo, restart, quit or anything that
    changes the state behind the driver's back: a search in the worker stops at once and the late
    result is dropped.  ``error`` holds an exception the player raised (poll then returns None
    until cancel()).

    ``pace(result) -> float``: an optional factor on the delay for the chosen action (e.g. a
    quick turn of a site waits less than a placement); the chosen action is held back until
    ``delay * pace(result)`` seconds have passed.  Default: 1.0 for every action.
    """

    def __init__(self, make_player_fn: Callable[[int], Any], delay: float | None = 0.6,
                 threaded: bool = True, settings=None,
                 pace: Callable[[Any], float] | None = None,
                 worker: Callable[[], Any] | None = ai_worker.shared_worker) -> None:
        self.make_player_fn = make_player_fn
        self.players: dict[int, Any] = {}
        self._delay = delay
        self.settings = settings
        self.threaded = threaded
        self.worker = worker
        self.task: Any = None
        self.elapsed = 0.0
        self.error: BaseException | None = None
        self._generation = 0
        self._task_gen = -1
        self.pace = pace

    @property
    def delay(self) -> float:
        """Seconds of pace: the ``delay`` given, else ``settings["ai_delay"]`` (0.6 when absent
        or not a number)."""
        if self._delay is not None:
            return float(self._delay)
        try:
            return float(self.settings.get("ai_delay", 0.6)) if self.settings else 0.6
        except (TypeError, ValueError):
            return 0.6

    @property
    def think(self) -> float:
        """Hard's budget per decision in seconds: ``settings["ai_think"]`` clamped into its
        range (game.ai.think_seconds), default game.ai.THINK_DEFAULT."""
        if not self.settings:
            return THINK_DEFAULT
        return think_seconds(self.settings.get("ai_think", THINK_DEFAULT))

    @property
    def thinking(self) -> bool:
        """True while an action is being computed or held back for pace."""
        return self.task is not None

    @property
    def computing(self) -> bool:
        """True while the action is still being computed (not yet held back for pace): the
        tables' "is thinking" marker."""
        return self.task is not None and not self.task.done

    def player(self, seat: int):
        """The player for ``seat``, made by ``make_player_fn`` on first use and kept."""
        if seat not in self.players:
            self.players[seat] = self.make_player_fn(seat)
        return self.players[seat]

    def cancel(self) -> None:
        """Forget the pending computation (its result will be ignored; a worker's search is
        told to stop)."""
        self._generation += 1
        cancel = getattr(self.task, "cancel", None)
        if cancel is not None:
            cancel()
        self.task = None
        self.elapsed = 0.0
        self.error = None

    def warm(self) -> None:
        """Start the worker now (a table with AI seats opens) so the first decision does not
        wait for it to load the games."""
        if self.threaded and self.worker is not None:
            self.worker()

    def _start(self, player, state):
        snapshot = state.copy()
        spec = getattr(player, "remote", None) if self.threaded else None
        worker = self.worker() if spec is not None and self.worker is not None else None
        if worker is not None:
            return worker.submit(spec, snapshot, self.think,
                                 finish=lambda action, error: player.finish(snapshot, action,
                                                                            error),
                                 fallback=player.choose)
        stop = threading.Event()
        if hasattr(player, "stop"):        # the session's guard hands it to its player
            player.stop = stop.is_set
        task = BackgroundTask(player.choose, snapshot, threaded=self.threaded)
        task.cancel = stop.set             # cancel(): a search in the thread stops too
        return task

    def poll(self, state, dt: float = 0.0):
        """Advance by ``dt`` seconds; return the chosen action when ready (and the pace allows),
        else None."""
        if self.error is not None:
            return None
        if self.task is None:
            player = self.player(state.current_seat)
            self.elapsed = 0.0
            self._task_gen = self._generation
            self.task = self._start(player, state)
        else:
            self.elapsed += dt
        if not self.task.done or self.elapsed < self.delay * self._factor(self.task):
            return None
        task, self.task = self.task, None
        if self._task_gen != self._generation:
            return None
        if task.error is not None:
            self.error = task.error
            return None
        return task.result

    def _factor(self, task) -> float:
        """The pace factor for a finished ``task``'s result (1.0 without ``pace`` or on an
        error)."""
        if self.pace is None or task.error is not None:
            return 1.0
        try:
            return float(self.pace(task.result))
        except Exception:  # a pace table without this action: the plain delay
            return 1.0
