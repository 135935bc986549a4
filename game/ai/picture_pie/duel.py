"""Senate Wonder Duel AI levels (PP-26), and the Picture Pie levels that play either mode.

- :class:`DuelEasyPlayer`: whole-turn plans valued by its own points only (duel_plans,
  EASY_STYLE), with seeded mistakes: now and then the second-best plan.
- :class:`DuelMediumPlayer`: the best whole-turn plan by :func:`duel_plans.duel_value`: points,
  monuments controlled against the rival's, open sites it is likely to control (denying the
  rival a monument counts as much as taking one).
- :class:`DuelHardPlayer`: :class:`game.ai.search.SearchPlayer` over Medium's best plans, each
  with every Quarry Wheel choice, playouts by the campaign's fast policy on determinised views,
  valued by :func:`duel_win_value` (the win first, then the Duel value's margin).

Picture Pie's ``PLAYERS`` are :class:`AnyModeEasy`, :class:`AnyModeMedium` and
:class:`AnyModeHard`: the campaign's players, which hand a state whose ``mode`` is "duel" to
their Duel counterpart (the worker's ``stop`` and ``think`` pass on to it).
"""

from __future__ import annotations

import math

from game.ai.picture_pie.duel_plans import (EASY_STYLE, STYLE, duel_value, turn_plans,
                                            with_wheel_turns)
from game.ai.picture_pie.levels import EasyPlayer, HardPlayer, MediumPlayer, PlayoutPolicy
from game.ai.picture_pie.planner import setup_pick
from game.ai.search import SearchPlayer

#: points over which the value of a Duel margin saturates (tanh scale)
DUEL_SCALE = 500.0


def duel_win_value(state, seat: int) -> float:
    """Hard's value of a playout's end for ``seat``, in 0..1: once over, 0.9 x the win (1, 1/2
    for a shared victory, 0) + 0.1 x the margin term; before, the margin term
    ``0.5 + 0.5 tanh(duel_value / DUEL_SCALE)``."""
    soft = 0.5 + 0.5 * math.tanh(duel_value(state, seat, STYLE) / DUEL_SCALE)
    if not state.is_terminal:
        return soft
    winners = state.winners()
    win = 1.0 / len(winners) if seat in winners else 0.0
    return 0.9 * win + 0.1 * soft


class DuelMediumPlayer(SearchPlayer):
    """The best whole-turn plan by the Duel value, played out action by action (no search);
    keyword arguments such as ``think`` are taken and ignored."""

    style = STYLE

    def __init__(self, seed: int = 0, **_ignored) -> None:
        super().__init__(seed, think=None, iterations=1, candidates=self._candidates)

    def _candidates(self, state, rng) -> list:
        if state.stage == "setup":
            return [setup_pick(state, rng)]
        return [self._pick(turn_plans(state, self.style), rng)]

    def _pick(self, plans, rng):
        return plans[0][1]


class DuelEasyPlayer(DuelMediumPlayer):
    """Plans for its own points only; ``second`` percent of its turns take the second-best
    plan (seeded: the same seed makes the same mistakes)."""

    style = EASY_STYLE
    second = 25

    def _pick(self, plans, rng):
        if len(plans) > 1 and rng.randrange(100) < self.second:
            return plans[1][1]
        return plans[0][1]


def duel_candidates(state, rng, limit: int = 3) -> list:
    """Hard's root candidates: Medium's best ``limit`` whole-turn plans, each with every Quarry
    Wheel choice; the setup pick alone in setup."""
    if state.stage == "setup":
        return [setup_pick(state, rng)]
    out = []
    for _value, plan in turn_plans(state, STYLE)[:limit]:
        out.extend(with_wheel_turns(plan, state))
    return out


class DuelHardPlayer(SearchPlayer):
    """Flat Monte Carlo over Medium's best plans (game.ai.search.SearchPlayer), one search a
    turn.  ``DuelHardPlayer(seed, think=1.0, *, iterations=None, horizon=8, limit=3)``."""

    def __init__(self, seed: int = 0, think: float | None = 1.0, *,
                 iterations: int | None = None, horizon: int | None = 8, limit: int = 3,
                 exploration: float = 0.4) -> None:
        super().__init__(seed, think, iterations=iterations, horizon=horizon,
                         candidates=lambda st, rng: duel_candidates(st, rng, limit),
                         playout=PlayoutPolicy(), evaluate=duel_win_value,
                         exploration=exploration)


class _DuelAware:
    """Mixin of a campaign level: ``choose`` hands a Duel (``state.mode == "duel"``) to the
    class's ``DUEL`` player, built with the same seed and keywords."""

    DUEL: type = DuelMediumPlayer

    def __init__(self, seed: int = 0, **kwargs) -> None:
        super().__init__(seed, **kwargs)
        own = {k: v for k, v in kwargs.items() if k in ("think", "iterations")}
        self._duel = self.DUEL(seed, **own)

    def choose(self, state):
        if getattr(state, "mode", "campaign") != "duel":
            return super().choose(state)
        duel = self._duel
        duel.stop = getattr(self, "stop", None)
        if getattr(self, "think", None) is not None and hasattr(duel, "think") and \
                getattr(duel, "iterations", None) is None:
            duel.think = self.think
        return duel.choose(state)


class AnyModeEasy(_DuelAware, EasyPlayer):
    """Easy in the campaign and in the Duel."""
    DUEL = DuelEasyPlayer


class AnyModeMedium(_DuelAware, MediumPlayer):
    """Medium in the campaign and in the Duel."""
    DUEL = DuelMediumPlayer


class AnyModeHard(_DuelAware, HardPlayer):
    """Hard in the campaign and in the Duel (the same ``think`` budget)."""
    DUEL = DuelHardPlayer


__all__ = ["DuelEasyPlayer", "DuelMediumPlayer", "DuelHardPlayer", "duel_win_value",
           "duel_candidates", "AnyModeEasy", "AnyModeMedium", "AnyModeHard"]
