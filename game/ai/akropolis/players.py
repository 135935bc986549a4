"""Akropolis Easy, Medium and Hard (issue 11).

- :class:`EasyPlayer`: greedy on the immediate AK-7 total over a seeded sample of placements,
  with human-sized, seeded mistakes: each move's worth is blurred by up to ``slip`` points (a
  slightly worse spot), and now and then (``overpay``) the stones a tile costs are forgotten
  (a tile bought for stones it did not need).  Never a move far below the best it saw.
- :class:`MediumPlayer`: the best move by :func:`evaluate.ranked_moves` (the projected total
  after the move: house group, stars per colour, stones, edge and surround potential, height,
  compactness).
- :class:`HardPlayer`: :class:`game.ai.search.SearchPlayer` over Medium's best ``top`` moves,
  each judged by short determinised playouts (:func:`lite_policy`, Medium on a small sample,
  for every seat) and :func:`evaluate.margin_eval` where the playout stops.
"""

from __future__ import annotations

from game.ai.akropolis.athena_ai import (athena_move, in_athena_phase, projected_value,
                                         ranked_completions)
from game.ai.akropolis.evaluate import DEFAULT, Weights, margin_eval, ranked_moves
from game.ai.search import SearchPlayer
from game.core.akropolis.state import Place
from game.core.rng import Rng


class EasyPlayer:
    """Greedy with seeded noise.  ``EasyPlayer(seed, budget=100, slip=4, overpay=0.2)``:
    ``budget`` placements looked at per decision (shared over the affordable tiles), each
    move's total plus a seeded 0..``slip`` points, and with chance ``overpay`` per decision
    the tiles' stone costs left out of the totals."""

    def __init__(self, seed: int = 0, budget: int = 100, slip: float = 4.0,
                 overpay: float = 0.2) -> None:
        self.rng = Rng(seed)
        self.budget = budget
        self.slip = slip
        self.overpay = overpay

    def choose(self, state) -> Place:
        rng = self.rng
        if in_athena_phase(state):   # AK-11: the completion with the best total
            return athena_move(state, rng)
        seat = state.current_seat
        city = state.cities[seat]
        places = city.legal_placements()
        indices = state.affordable()
        per_tile = max(1, self.budget // len(indices))
        careless = rng.randrange(1000) < self.overpay * 1000
        steps = max(1, int(self.slip * 10))
        best, best_val = None, None
        for index in indices:
            tile = state.tiles[state.site[index]]
            pool = places
            if len(places) > per_tile:   # a seeded sample (repeats allowed: cheap to draw)
                pool = [places[rng.randrange(len(places))] for _ in range(per_tile)]
            cost = state.stone_cost(index)
            stones = state.stones[seat] - (0 if careless else cost)
            for (q, r, rot), val in zip(pool, city.totals_after(tile, pool, stones, state.rules)):
                val += rng.randrange(steps + 1) / 10
                if best_val is None or val > best_val:
                    best, best_val = (index, q, r, rot), val
        return Place(*best)


class MediumPlayer:
    """The move with the best projected total afterwards (:func:`evaluate.ranked_moves`);
    equal values: the seeded generator picks.  ``MediumPlayer(seed, weights=DEFAULT)``."""

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT) -> None:
        self.rng = Rng(seed)
        self.weights = weights

    def choose(self, state) -> Place:
        if in_athena_phase(state):   # AK-11: the completion with the best projection
            return athena_move(state, self.rng, projected_value(state, self.weights))
        ranked = ranked_moves(state, self.rng, w=self.weights)
        if not ranked:
            raise IndexError("no legal action to choose from")
        top = ranked[0][0]
        best = [row for row in ranked if row[0] >= top - 1e-9]
        return Place(*self.rng.choice(best)[1:])


def lite_policy(state, rng: Rng):
    """A better, dearer playout move: Medium's choice from a small sample
    (:func:`evaluate.ranked_moves` with ``cap`` 240 previews and 4 judged in full); in the
    Athena phase the best of a sample of completions (AK-11)."""
    if in_athena_phase(state):
        return athena_move(state, rng, spots=12)
    row = ranked_moves(state, rng, limit=4, per_tile=1, cap=240)[0]
    return Place(*row[1:])


def quick_policy(state, rng: Rng, looks: int = 8, tiles: int = 3):
    """A cheap playout move: for each of the first ``tiles`` affordable Construction Site
    positions, ``looks`` random legal placements by the quick AK-7 preview; the best total
    (ties: the first found).  Returns the core's trusted Place (``legal_place``); in the
    Athena phase the best of a sample of completions (AK-11)."""
    if in_athena_phase(state):
        return athena_move(state, rng, spots=looks)
    seat = state.current_seat
    city = state.cities[seat]
    n = city.legal_count()
    k = min(tiles, state.affordable_count())
    have = state.stones[seat]
    rules = state.rules
    picks = [rng.randrange(n) for _ in range(looks)]
    pool = [city.legal_at(i) for i in picks]
    best, best_val = (0, picks[0]), None
    for index in range(k):
        tile = state.tiles[state.site[index]]
        for nth, val in zip(picks, city.totals_after(tile, pool, have - index, rules)):
            if best_val is None or val > best_val:
                best, best_val = (index, nth), val
    return state.legal_place(*best)


class HardPlayer(SearchPlayer):
    """Flat Monte Carlo (game/ai/search.py) over Medium's ``top`` best moves.
    ``HardPlayer(seed, think=1.0, *, iterations=None, top=6, horizon="round",
    weights=DEFAULT, playout=lite_policy, versus="mean", **SearchPlayer options)``: each
    iteration deals the stacks afresh, plays a candidate, then ``horizon`` moves of ``playout``
    for whoever is to move ("round": one move per seat, so the other seats' replies and, with
    two seats, one's own next move; None: to the end), and scores the position by
    :func:`evaluate.margin_eval` (Medium's projection of each city, against the other seats'
    mean: with two seats the opponent).  Measured against Medium at 0.25 s a move: two seats,
    40 games, one round of :func:`lite_policy` won 85%, :func:`quick_policy` at horizon 4 79%,
    horizon 1 54%; three seats, 60 games, a round judged against the mean 65%, two moves
    against the best other seat 42%; four seats, 40 games, 52% (a quarter is even).
    ``stop``: see SearchPlayer."""

    def __init__(self, seed: int = 0, think: float | None = 1.0, *,
                 iterations: int | None = None, top: int = 6, horizon: int | str | None = "round",
                 weights: Weights = DEFAULT, playout=None, versus: str = "mean",
                 **kwargs) -> None:
        self.top = top
        self.weights = weights
        self.round_horizon = horizon == "round"
        super().__init__(seed, think, candidates=self._candidates, playout=playout or lite_policy,
                         evaluate=lambda st, seat: margin_eval(st, seat, w=weights, versus=versus),
                         horizon=None if self.round_horizon else horizon,
                         iterations=iterations, **kwargs)

    def choose(self, state):
        if self.round_horizon:
            self.horizon = state.num_seats
        return super().choose(state)

    def _candidates(self, state, rng: Rng) -> list:
        if in_athena_phase(state):   # AK-11: the best completions by Medium's projection
            ranked = ranked_completions(state, projected_value(state, self.weights))
            return [act for _, act in ranked[:self.top]] or [athena_move(state, rng)]
        ranked = ranked_moves(state, rng, w=self.weights)
        return [Place(*row[1:]) for row in ranked[:self.top]]
