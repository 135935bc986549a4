"""Fingerprints of seeded Picture Pie games, recorded before the issue 10 speed work changed the
core, the Rng or the random player (``tests/core/picture_pie/test_perf_golden.json``).

    .venv/bin/python -m tests.core.picture_pie.perf_golden --record   # rewrite the JSON

Each fingerprint is the SHA-256 of one game's whole history as plain data: every action (as
saved), the events of every apply (as the table reads them), the scores and winners, and the
final save (``to_dict``).  A change that keeps every seeded game EXACTLY the same (same draws,
same first seat, same random-player moves, same saves) keeps every fingerprint.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

GOLDEN = Path(__file__).with_name("test_perf_golden.json")
#: (ai level, seat counts, seeds per count)
GAME_PLANS = (("random", (1, 2, 3, 4), 50), ("greedy", (1, 2, 3, 4), 5),
              ("easy", (2, 4), 3), ("medium", (2,), 2), ("hard", (2,), 1))
#: Hard's fixed search per decision (no wall clock: the same seed gives the same game)
HARD_ITERATIONS = 24
#: playouts from round 6 per seat count (bench/rules.py's workload)
PLAYOUTS = 12


def _digest(parts) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=repr).encode()).hexdigest()


def play(ai: str, n: int, seed: int) -> str:
    """The fingerprint of the seeded game ``seed`` with ``n`` seats of ``ai`` (seated as
    ``main.py simulate`` seats one level: seat i's player seeded ``seed * 31 + i + 1``)."""
    from game.ai import make_player
    from game.games import new_state
    state = new_state("picture-pie", n, seed)
    if ai == "hard":
        from game.ai.picture_pie import HardPlayer
        seats = [HardPlayer(seed * 31 + i + 1, think=None, iterations=HARD_ITERATIONS)
                 for i in range(n)]
    else:
        seats = [make_player(ai, "picture-pie", seed * 31 + i + 1) for i in range(n)]
    parts = [state.first_seat, state.to_dict()]
    while not state.is_terminal:
        action = seats[state.current_seat].choose(state)
        state.apply(action)
        parts.append((action.to_dict(), [repr(e) for e in state.events]))
    parts.append((state.scores(), state.winners(), state.to_dict()))
    return _digest(parts)


def playouts(n: int, count: int = PLAYOUTS) -> str:
    """The fingerprint of ``count`` random playouts from round 6 of seed 1 (``search_copy``,
    random seats seeded as bench/rules.py seeds them), ``n`` seats."""
    from bench.rules import _random_to_end, round6
    start = round6("picture-pie", n, {})
    parts = [start.to_dict()]
    for k in range(count):
        end = _random_to_end(start.search_copy(), "picture-pie", 100 + k)
        parts.append((end.scores(), end.winners(), end._snap_dict(end._snap())))
    return _digest(parts)


def fingerprints() -> dict:
    out = {}
    for ai, counts, seeds in GAME_PLANS:
        for n in counts:
            out[f"{ai}/{n}"] = [play(ai, n, seed) for seed in range(seeds)]
    for n in (1, 2, 3, 4):
        out[f"playouts/{n}"] = playouts(n)
    return out


if __name__ == "__main__":
    if sys.argv[1:] != ["--record"]:
        sys.exit(__doc__)
    GOLDEN.write_text(json.dumps(fingerprints(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN}")
