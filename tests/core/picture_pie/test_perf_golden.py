"""Every seeded Picture Pie game stays EXACTLY as it was before the issue 10 speed work.

The fingerprints in test_perf_golden.json were recorded on the code before the Rng, the core's
fast paths and the random player changed (``perf_golden.py``): 200 random games (1-4 seats),
greedy, Easy, Medium and a fixed-iteration Hard game, and random playouts from round 6 on
``search_copy``.  Each covers the first seat, every action, the events of every apply, the
scores, the winners and the final save.
"""

from __future__ import annotations

import json

import pytest

from tests.core.picture_pie import perf_golden

GOLDEN = json.loads(perf_golden.GOLDEN.read_text())


def _games():
    for ai, counts, seeds in perf_golden.GAME_PLANS:
        for n in counts:
            for seed in range(seeds):
                yield ai, n, seed


@pytest.mark.parametrize("ai, n, seed", list(_games()))
def test_seeded_game_is_the_recorded_one(ai, n, seed):
    assert perf_golden.play(ai, n, seed) == GOLDEN[f"{ai}/{n}"][seed]


@pytest.mark.parametrize("n", (1, 2, 3, 4))
def test_playouts_from_round_6_are_the_recorded_ones(n):
    assert perf_golden.playouts(n) == GOLDEN[f"playouts/{n}"]
    assert perf_golden.playouts(n, ai="own-random") == GOLDEN[f"own-playouts/{n}"]


def test_the_random_player_draws_from_its_own_generator_not_the_cores():
    """The random player's choices come from its own ``random.Random(seed)``, never from the
    state's generator (the bag's), and the same seeds play the same game again."""
    import random
    from game.ai import make_player
    from game.games import new_state

    def game(n, seed):
        state = new_state("picture-pie", n, seed)
        seats = [make_player("random", "picture-pie", seed * 31 + i + 1) for i in range(n)]
        assert all(isinstance(p.rng, random.Random) for p in seats)
        while not state.is_terminal:
            core = state._rng.state
            action = seats[state.current_seat].choose(state)
            assert state._rng.state == core   # choosing drew nothing from the core's Rng
            state.apply(action)
        return state.to_dict()

    for n in (1, 4):
        for seed in range(3):
            assert game(n, seed) == game(n, seed)
