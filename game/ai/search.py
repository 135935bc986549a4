"""Hard: a time-budgeted Monte Carlo search over determinised playouts (issue 11).

Written only against the State API (``copy``, ``determinised``, ``apply``, ``legal_actions``,
``scores``, ``winners``, ``current_seat``, ``is_terminal``, ``action_log``), so every game and
mode can use it; a game's AI module supplies what makes it strong: the root ``candidates`` (a
pruned, best-first list of moves or whole-turn plans), the ``playout`` policy, and the
``evaluate`` of the position where a playout stops.

The search is flat Monte Carlo with UCB1 at the root: each iteration picks a candidate (every
candidate once first, in the order given, then by UCB1), deals the hidden parts afresh
(:meth:`GameState.determinised` with a new seed from the player's own generator, so the search
never reads the real bag or stack order), plays the candidate, then the playout policy until the
game ends or ``horizon`` actions have been played, and scores the result for the seat to move.
It stops when ``think`` seconds have passed, ``iterations`` are done, or ``stop()`` turns true
(the worker's cancel), and returns the candidate with the best mean value (ties: more visits,
then the earlier candidate).

A candidate is an action or a tuple of actions (a plan for the rest of the turn).  A plan's first
action is returned; the player keeps the rest and returns them one by one while the state it is
given is the one the plan expects (same seat, the log grown by exactly the actions played),
without searching again.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable, Sequence

from game.core.rng import Rng

Candidate = Any   # an action, or a tuple of actions (a plan)


def random_playout(state, rng: Rng):
    """The default playout policy: a uniformly random legal action."""
    return rng.choice(state.legal_actions())


def margin_value(state, seat: int, scale: float = 20.0) -> float:
    """The default value of ``state`` for ``seat``, in 0..1: ``0.5 + 0.5 * tanh(margin /
    scale)`` where the margin is the seat's score minus the best other score (its own score
    alone with one seat); once the game is over, 0.9 x the win (1, 1/k for a k-way shared win,
    0) plus 0.1 x that margin term, so a win counts most and a larger win a little more."""
    scores = state.scores()
    others = [s for i, s in enumerate(scores) if i != seat]
    margin = scores[seat] - (max(others) if others else 0)
    soft = 0.5 + 0.5 * math.tanh(margin / scale)
    if not state.is_terminal:
        return soft
    winners = state.winners()
    win = 1.0 / len(winners) if seat in winners else 0.0
    return 0.9 * win + 0.1 * soft


def _as_plan(candidate: Candidate) -> tuple:
    return candidate if isinstance(candidate, tuple) else (candidate,)


class SearchPlayer:
    """A Hard player.  ``SearchPlayer(seed, think=1.0, *, candidates=None, playout=None,
    evaluate=None, horizon=None, iterations=None, exploration=0.6, clock=time.perf_counter)``.

    - ``think``: seconds per decision (wall clock; None with ``iterations`` for a fixed count).
    - ``candidates(state, rng) -> list[Candidate]``: the root moves, best first; default every
      legal action.  One candidate is returned at once, without searching.
    - ``playout(state, rng) -> action``: the policy after the candidate; default random.
    - ``evaluate(state, seat) -> float`` in 0..1; default :func:`margin_value`.
    - ``horizon``: at most this many playout actions after the candidate (None: to the end).
    - ``iterations``: stop after this many (deterministic tests and the strength tables).
    - ``stop``: an attribute, a callable polled every iteration; True ends the search early.
    - ``paired``: sweep the candidates in turn instead of UCB1, every candidate of a sweep on
      the same determinisation (common random numbers: the comparison between candidates does
      not depend on who drew the luckier bag); default False (UCB1, a fresh deal each).

    ``last`` after a decision: ``{"iterations": int, "candidates": int, "seconds": float,
    "values": [(candidate, visits, mean), ...]}`` for tests and benchmarks.
    """

    def __init__(self, seed: int = 0, think: float | None = 1.0, *,
                 candidates: Callable[[Any, Rng], Sequence[Candidate]] | None = None,
                 playout: Callable[[Any, Rng], Any] | None = None,
                 evaluate: Callable[[Any, int], float] | None = None,
                 horizon: int | None = None, iterations: int | None = None,
                 exploration: float = 0.6, clock: Callable[[], float] = time.perf_counter,
                 paired: bool = False):
        if think is None and iterations is None:
            raise ValueError("SearchPlayer needs think seconds or an iteration count")
        self.rng = Rng(seed)
        self.think = think
        self.candidates = candidates or (lambda state, rng: state.legal_actions())
        self.playout = playout or random_playout
        self.evaluate = evaluate or margin_value
        self.horizon = horizon
        self.iterations = iterations
        self.exploration = exploration
        self.clock = clock
        self.paired = paired
        self.stop: Callable[[], bool] | None = None
        self.last: dict = {}
        self._plan: tuple | None = None   # (seat, log length expected, remaining actions)

    # ------------------------------------------------------------------ the decision
    def choose(self, state):
        """The action to play now for ``state.current_seat``.  Raises IndexError when there is
        no legal action (as ``rng.choice([])`` would)."""
        planned = self._continue_plan(state)
        if planned is not None:
            return planned
        seat = state.current_seat
        cands = list(self.candidates(state, self.rng))
        if not cands:
            raise IndexError("no legal action to choose from")
        if len(cands) == 1:
            self.last = {"iterations": 0, "candidates": 1, "seconds": 0.0, "values": []}
            return self._start_plan(state, cands[0])
        best = self._search(state, seat, cands)
        return self._start_plan(state, best)

    def _search(self, state, seat: int, cands: list) -> Candidate:
        start = self.clock()
        deadline = None if self.think is None else start + self.think
        visits = [0] * len(cands)
        totals = [0.0] * len(cands)
        plans = [_as_plan(c) for c in cands]
        n = 0
        rng = self.rng
        while True:
            if self.iterations is not None and n >= self.iterations:
                break
            if n and deadline is not None and self.clock() >= deadline:
                break
            if n and self.stop is not None and self.stop():
                break
            if self.paired:
                k = n % len(cands)
                if k == 0:
                    deal = rng.next_u64()
                value = self._iterate(state, seat, plans[k], rng, deal)
            else:
                k = n if n < len(cands) else self._ucb(visits, totals, n)
                value = self._iterate(state, seat, plans[k], rng)
            visits[k] += 1
            totals[k] += value
            n += 1
        means = [(totals[i] / visits[i]) if visits[i] else -1.0 for i in range(len(cands))]
        best = max(range(len(cands)), key=lambda i: (means[i], visits[i], -i))
        self.last = {"iterations": n, "candidates": len(cands),
                     "seconds": self.clock() - start,
                     "values": [(cands[i], visits[i], means[i]) for i in range(len(cands))]}
        return cands[best]

    def _ucb(self, visits: list, totals: list, n: int) -> int:
        log_n = math.log(n)
        c = self.exploration
        best, best_val = 0, -1.0
        for i, v in enumerate(visits):
            val = totals[i] / v + c * math.sqrt(log_n / v)
            if val > best_val:
                best, best_val = i, val
        return best

    def _iterate(self, state, seat: int, plan: tuple, rng: Rng,
                 deal: int | None = None) -> float:
        sim = state.determinised(rng.next_u64() if deal is None else deal)
        for action in plan:
            sim.apply(action)
        policy = self.playout
        horizon = self.horizon
        steps = 0
        while not sim.is_terminal and (horizon is None or steps < horizon):
            sim.apply(policy(sim, rng))
            steps += 1
        return self.evaluate(sim, seat)

    # ------------------------------------------------------------------ plans
    def _start_plan(self, state, candidate: Candidate):
        plan = _as_plan(candidate)
        if len(plan) > 1:
            self._plan = (state.current_seat, len(state.action_log) + 1, plan[1:])
        else:
            self._plan = None
        return plan[0]

    def _continue_plan(self, state):
        """The plan's next action when ``state`` is where the plan expects to be and the action
        is still legal; else None (and the plan is dropped)."""
        kept, self._plan = self._plan, None
        if kept is None:
            return None
        seat, length, rest = kept
        if state.current_seat != seat or len(state.action_log) != length or \
                state.why_illegal(rest[0]) is not None:
            return None
        if len(rest) > 1:
            self._plan = (seat, length + 1, rest[1:])
        return rest[0]
