"""Generic AI turn driver for the tables: think off the frame loop, act at a readable pace."""

from __future__ import annotations

from typing import Any, Callable

from game.tasks import BackgroundTask


class AiDriver:
    """Runs ``player.choose(state.copy())`` for the seat to move in a BackgroundTask.

    ``make_player_fn(seat) -> player`` (e.g. ``lambda s: make_player(kind, game_id, seed + s)``);
    players are made once per seat and kept.  ``delay``: minimum seconds between starting to think
    and acting (readable pace; 0 in tests); None reads ``settings["ai_delay"]`` (default 0.6).
    ``threaded=False`` thinks inline (deterministic tests).

    Each frame, for an AI seat: ``action = driver.poll(state, dt)``; None means still thinking,
    otherwise apply it.  Call ``cancel()`` after undo/restart or anything that changes the state
    behind the driver's back (the late result is then dropped).  ``error`` holds an exception the
    player raised (poll then returns None until cancel()).

    ``pace(result) -> float``: an optional factor on the delay for the chosen action (e.g. a
    quick turn of a site waits less than a placement); the chosen action is held back until
    ``delay * pace(result)`` seconds have passed.  Default: 1.0 for every action.
    """

    def __init__(self, make_player_fn: Callable[[int], Any], delay: float | None = 0.6,
                 threaded: bool = True, settings=None,
                 pace: Callable[[Any], float] | None = None) -> None:
        self.make_player_fn = make_player_fn
        self.players: dict[int, Any] = {}
        self._delay = delay
        self.settings = settings
        self.threaded = threaded
        self.task: BackgroundTask | None = None
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
    def thinking(self) -> bool:
        """True while an action is being computed or held back for pace."""
        return self.task is not None

    def player(self, seat: int):
        """The player for ``seat``, made by ``make_player_fn`` on first use and kept."""
        if seat not in self.players:
            self.players[seat] = self.make_player_fn(seat)
        return self.players[seat]

    def cancel(self) -> None:
        """Forget the pending computation (its result will be ignored)."""
        self._generation += 1
        self.task = None
        self.elapsed = 0.0
        self.error = None

    def poll(self, state, dt: float = 0.0):
        """Advance by ``dt`` seconds; return the chosen action when ready (and the pace allows),
        else None."""
        if self.error is not None:
            return None
        if self.task is None:
            player = self.player(state.current_seat)
            self.elapsed = 0.0
            self._task_gen = self._generation
            self.task = BackgroundTask(player.choose, state.copy(), threaded=self.threaded)
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

    def _factor(self, task: BackgroundTask) -> float:
        """The pace factor for a finished ``task``'s result (1.0 without ``pace`` or on an
        error)."""
        if self.pace is None or task.error is not None:
            return 1.0
        try:
            return float(self.pace(task.result))
        except Exception:  # a pace table without this action: the plain delay
            return 1.0
