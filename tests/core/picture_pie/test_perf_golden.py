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


def test_simulate_plays_the_recorded_random_games():
    """main.py simulate's tight loop plays the same games as the recorded step-by-step loop."""
    from game.ai import make_player
    from game.games import new_state
    from game.tools.simulate import play_game
    for n in (1, 4):
        for seed in range(5):
            fast = play_game("picture-pie", n, seed)
            slow = new_state("picture-pie", n, seed)
            seats = [make_player("random", "picture-pie", seed * 31 + i + 1) for i in range(n)]
            while not slow.is_terminal:
                slow.apply(seats[slow.current_seat].choose(slow))
            assert fast.to_dict() == slow.to_dict()
