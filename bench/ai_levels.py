"""AI levels (issue 11): decision times per level and head-to-head win rates, per game.

- Decision times: Easy and Medium over whole seeded 2-seat games (every seat that level), Hard
  over its first decisions of such games at the default think budget (Picture Pie: after the
  opening picks; a search per turn, the rest of the turn's plan at once); mean, p99 and worst ms,
  each with the shared yardstick timed around it.  Targets: Easy worst under 20 ms, Medium p99
  under 100 ms, Hard p99 under 1.5 s.
- Win rates: Medium against Easy and Hard against Medium over a few seeded 2-seat games played
  as ``main.py simulate`` plays them (the first player alternates), Hard at a smaller
  think budget so the run stays short; the 95% interval is printed with each rate.  The README's
  large tables come from ``main.py simulate --ai A,B`` runs (the commands are in the README).

``--quick``: fewer decisions and games.
"""

from __future__ import annotations

import math
import statistics
import time

from bench import yardstick
from bench._table import Row

GAMES = ("picture-pie", "akropolis")


def _p99(ts: list[float]) -> float:
    from game.tools.simulate import nearest_rank
    return nearest_rank(sorted(ts), 0.99)


def _decisions(game_id: str, level: str, limit: int, games: int, think=None) -> list[float]:
    from game.ai import make_player
    from game.games import new_state
    ts: list[float] = []
    for g in range(games):
        st = new_state(game_id, 2, 100 + g)
        seats = [make_player(level, game_id, 7 + 2 * g + i, think=think) for i in range(2)]
        n = 0
        while not st.is_terminal and n < limit:
            setup = getattr(st, "stage", "") == "setup"   # Picture Pie's opening picks
            t = time.perf_counter()
            a = seats[st.current_seat].choose(st)
            if not setup:
                ts.append(time.perf_counter() - t)
                n += 1
            st.apply(a)
    return ts


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (shared wins count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, mid - half), min(1.0, mid + half))


def match(game_id: str, strong: str, weak: str, games: int, think=None, seed: int = 1):
    """``strong``'s wins (shared wins half) over ``games`` seeded 2-seat games against
    ``weak``: ``main.py simulate --ai STRONG,WEAK`` (the first player alternates)."""
    import io
    from game.tools.simulate import run
    summary = run(game_id, 2, games, seed, [strong, weak], out=io.StringIO(), think=think)
    return summary["seat"][0]["wins"]


def rows(quick: bool = False):
    from game.ai import THINK_DEFAULT
    targets = {"easy": ("worst < 20 ms", lambda ts: max(ts) < 0.020, "worst"),
               "medium": ("p99 < 100 ms", lambda ts: _p99(ts) < 0.100, "p99"),
               "hard": ("p99 < 1500 ms", lambda ts: _p99(ts) < 1.5, "p99")}
    for game_id in GAMES:
        for level in ("easy", "medium", "hard"):
            if level == "hard":
                limit, games, think = (6, 1, None) if quick else (12, 1, None)
            else:
                limit, games, think = (10_000, 1 if quick else 4, None)
            ts, ys = yardstick.around(lambda: _decisions(game_id, level, limit, games, think), 1)
            target, check, which = targets[level]
            yield Row("ai", f"{game_id} {level} decision, 2 seats, mean",
                      statistics.mean(ts) * 1000, "ms", ys, "ys", "time",
                      note=f"{len(ts)} decisions"
                      + (f", think {THINK_DEFAULT} s" if level == "hard" else ""))
            figure = max(ts) if which == "worst" else _p99(ts)
            yield Row("ai", f"{game_id} {level} decision, 2 seats, {which}", figure * 1000,
                      "ms", ys, "ys", "time", target, check(ts))
        for strong, weak, n, think in (("medium", "easy", 6 if quick else 20, None),
                                       ("hard", "medium", 2 if quick else 6, 0.2)):
            t0 = time.perf_counter()
            wins = match(game_id, strong, weak, n, think)
            lo, hi = wilson(wins, n)
            note = (f"{wins:g} of {n} games, 95% {lo:.0%}-{hi:.0%}, "
                    f"{time.perf_counter() - t0:.0f} s" + (f", think {think} s" if think else ""))
            yield Row("ai", f"{game_id} {strong} beats {weak}", 100.0 * wins / n, "%",
                      target=">= 70% over 200 games (README)", met=None, note=note)
