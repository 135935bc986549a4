"""Akropolis Random and Greedy players, faster than the generic ones (issue 4).

RandomPlayer: a random affordable Construction Site tile, then a random legal placement for it.
GreedyPlayer: the best immediate change of its own total (AK-7, stones included) over the
affordable tiles and a seeded sample of the legal placements, so a decision stays quick; each
candidate is scored from what it changes (City.totals_after), not by scoring a whole new city.
"""

from __future__ import annotations

from game.ai.akropolis.athena_ai import athena_move, in_athena_phase
from game.core.akropolis.state import Place
from game.core.rng import Rng


class RandomPlayer:
    """Uniform over affordable tiles, then uniform over legal placements (seeded)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state):
        if in_athena_phase(state):   # AK-11: a random completion, then FinishTurn
            return athena_move(state, self.rng, "random")
        # rng.choice(state.affordable()), then rng.choice(city.legal_placements()), without
        # building either; the action is applied without being judged again
        return state.random_place(self.rng)


class GreedyPlayer:
    """Highest own total after the move; ties broken by the seeded generator.

    ``budget``: the most placements scored per decision (shared over the affordable tiles).
    """

    def __init__(self, seed: int = 0, budget: int = 360) -> None:
        self.rng = Rng(seed)
        self.budget = budget

    def choose(self, state):
        if in_athena_phase(state):   # AK-11: the completion with the best total
            return athena_move(state, self.rng)
        seat = state.current_seat
        city = state.cities[seat]
        places = city.legal_placements()
        indices = state.affordable()
        per_tile = max(1, self.budget // len(indices))
        rules = state.rules
        best, best_val = [], None
        for index in indices:
            tile = state.tiles[state.site[index]]
            if len(places) > per_tile:
                pool = list(places)
                self.rng.shuffle(pool)
                pool = pool[:per_tile]
            else:
                pool = places
            stones = state.stones[seat] - state.stone_cost(index)
            for (q, r, rot), val in zip(pool, city.totals_after(tile, pool, stones, rules)):
                if best_val is None or val > best_val:
                    best, best_val = [Place(index, q, r, rot)], val
                elif val == best_val:
                    best.append(Place(index, q, r, rot))
        return self.rng.choice(best)
