"""Fingerprints of seeded Picture Pie games, recorded before the issue 10 speed work changed the
core, the Rng or the random player (``tests/core/picture_pie/test_perf_golden.json``).

    .venv/bin/python -m tests.core.picture_pie.perf_golden --record   # rewrite the JSON

Each fingerprint is the SHA-256 of one game's whole history as plain data: every action (as
saved), the events of every apply (as the table reads them), the scores and winners, and the
final save (``to_dict``).  A change that keeps every seeded game EXACTLY the same (same draws,
same first seat, same random-player moves, same saves) keeps every fingerprint.

The random player draws from its own ``random.Random`` since the last step of issue 10; the
``random/*`` and ``playouts/*`` fingerprints (recorded before any of that work) are played by
the same player fed the SplitMix64 draws it made before (:class:`SplitMixDraws`), so they still
pin the core and the player's logic to the games of 679f30b.  ``own-random/*`` and
``own-playouts/*`` pin the random player as it plays now (recorded at that step, after the same
decisions were shown to give identical states on the old core and the new).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

GOLDEN = Path(__file__).with_name("test_perf_golden.json")
#: (ai level, seat counts, seeds per count); "own-random" is the random player with its own
#: generator, "random" the same player on the SplitMix draws of before (SplitMixDraws)
GAME_PLANS = (("random", (1, 2, 3, 4), 50), ("greedy", (1, 2, 3, 4), 5),
              ("easy", (2, 4), 3), ("medium", (2,), 2), ("hard", (2,), 1),
              ("own-random", (1, 2, 3, 4), 50))
#: Hard's fixed search per decision (no wall clock: the same seed gives the same game)
HARD_ITERATIONS = 24
#: playouts from round 6 per seat count (bench/rules.py's workload)
PLAYOUTS = 12


class SplitMixDraws:
    """Stands in for the random player's ``draw`` (``random.Random.random``) and draws what the
    player drew from its :class:`Rng` before the last step of issue 10: ``int(draw() * n)`` is
    ``rng.randrange(n)`` (the pending draw's product with ``n`` is that int), ``draw() * 100``
    is ``randrange(100)`` (the player compares it with its odds in percent), ``draw() < 0.5`` is
    ``rng.choice((1, -1)) == 1``, i.e. ``randrange(2) == 0``."""

    def __init__(self, seed: int) -> None:
        from game.core.rng import Rng
        self.rng = Rng(seed)

    def __call__(self):
        return _Pending(self.rng)


class _Pending:
    """One draw of :class:`SplitMixDraws`, made when its range is known."""

    __slots__ = ("rng",)

    def __init__(self, rng) -> None:
        self.rng = rng

    def __mul__(self, n: int) -> int:
        return self.rng.randrange(n)

    def __lt__(self, half: float) -> bool:
        assert half == 0.5, half
        return self.rng.randrange(2) == 0


def splitmix_random(seed: int):
    """The random player on the SplitMix draws of before (the ``random`` fingerprints)."""
    from game.ai.picture_pie import RandomPlayer
    return RandomPlayer(seed, draw=SplitMixDraws(seed))


def _player(ai: str, seed: int):
    """Seat ``seed``'s player of level ``ai`` (as ``main.py simulate`` builds it)."""
    from game.ai import make_player
    if ai == "hard":
        from game.ai.picture_pie import HardPlayer
        return HardPlayer(seed, think=None, iterations=HARD_ITERATIONS)
    if ai == "random":
        return splitmix_random(seed)
    return make_player("random" if ai == "own-random" else ai, "picture-pie", seed)


def _digest(parts) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=repr).encode()).hexdigest()


def play(ai: str, n: int, seed: int) -> str:
    """The fingerprint of the seeded game ``seed`` with ``n`` seats of ``ai`` (seated as
    ``main.py simulate`` seats one level: seat i's player seeded ``seed * 31 + i + 1``)."""
    from game.games import new_state
    state = new_state("picture-pie", n, seed)
    seats = [_player(ai, seed * 31 + i + 1) for i in range(n)]
    parts = [state.first_seat, state.to_dict()]
    while not state.is_terminal:
        action = seats[state.current_seat].choose(state)
        state.apply(action)
        parts.append((action.to_dict(), [repr(e) for e in state.events]))
    parts.append((state.scores(), state.winners(), state.to_dict()))
    return _digest(parts)


def playouts(n: int, count: int = PLAYOUTS, ai: str = "random") -> str:
    """The fingerprint of ``count`` random playouts from round 6 of seed 1 (``search_copy``,
    random seats seeded as bench/rules.py seeds them: seat i of the game or playout of seed S
    ``S * 31 + i + 1``, playout k's seed 100 + k), ``n`` seats; ``ai`` "random" (the SplitMix
    draws of before) or "own-random" (the player as it plays now)."""
    from game.games import new_state
    start = new_state("picture-pie", n, 1)
    seats = [_player(ai, 31 + i + 1) for i in range(n)]
    while start.round < 6 and not start.is_terminal:
        start.apply(seats[start.current_seat].choose(start))
    parts = [start.to_dict()]
    for k in range(count):
        end = start.search_copy()
        seats = [_player(ai, (100 + k) * 31 + i + 1) for i in range(n)]
        while not end.is_terminal:
            end.apply(seats[end.current_seat].choose(end))
        parts.append((end.scores(), end.winners(), end._snap_dict(end._snap())))
    return _digest(parts)


def fingerprints() -> dict:
    out = {}
    for ai, counts, seeds in GAME_PLANS:
        for n in counts:
            out[f"{ai}/{n}"] = [play(ai, n, seed) for seed in range(seeds)]
    for n in (1, 2, 3, 4):
        out[f"playouts/{n}"] = playouts(n)
        out[f"own-playouts/{n}"] = playouts(n, ai="own-random")
    return out


if __name__ == "__main__":
    if sys.argv[1:] != ["--record"]:
        sys.exit(__doc__)
    GOLDEN.write_text(json.dumps(fingerprints(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN}")
