"""AI players, written only against the State API (``game.core.state``).

``make_player(kind, game_id, seed)`` returns an object with ``choose(state) -> action``.
A game may offer faster specialised players in its registry entry's AI module
(``game.games.GameInfo.ai``, ``game/ai/<package>.py``) as ``PLAYERS = {kind: cls}``; otherwise
the generic players below are used.
"""

from __future__ import annotations

import importlib

from game import games
from game.core.rng import Rng

AI_KINDS = ("random", "greedy")


class RandomPlayer:
    """Uniform choice among the legal actions, from its own seeded :class:`Rng`.  Uses only the
    State API (``legal_actions``), so it plays every game."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


class GreedyPlayer:
    """Take the action whose result has the highest own score (ties: seeded random).  Uses only
    the State API (``legal_actions``, ``copy``, ``apply``, ``scores``, ``current_seat``).

    ``budget``: at most this many legal actions are tried per decision (a seeded sample); None
    tries them all (thorough but slow: one copy and apply each).
    """

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        self.rng = Rng(seed)
        self.budget = budget

    def choose(self, state):
        seat = state.current_seat
        actions = state.legal_actions()
        if self.budget is not None and len(actions) > self.budget:
            self.rng.shuffle(actions)
            actions = actions[:self.budget]
        best, best_val = [], None
        for action in actions:
            trial = state.copy()
            trial.apply(action)
            val = trial.scores()[seat]
            if best_val is None or val > best_val:
                best, best_val = [action], val
            elif val == best_val:
                best.append(action)
        return self.rng.choice(best)


_GENERIC = {"random": RandomPlayer, "greedy": GreedyPlayer}


def make_player(kind: str, game_id: str, seed: int = 0):
    """An AI player of ``kind`` ("random" or "greedy") for ``game_id``.  Raises KeyError."""
    if kind not in AI_KINDS:
        raise KeyError(f"unknown AI kind {kind!r}; choose from {', '.join(AI_KINDS)}")
    module_name = games.info(game_id).ai
    try:
        mod = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        mod = None
    cls = getattr(mod, "PLAYERS", {}).get(kind) if mod else None
    return (cls or _GENERIC[kind])(seed)
