"""Picture Pie random-play throughput: whole games per second of ``simulate`` on one core.

Target (issue 2): at least 100 full 4-seat games per second with the random AI.
``python -m bench pp_simulate``.
"""

from __future__ import annotations

import time

from game.tools.simulate import play_game


def games_per_second(players: int, ai: str, seconds: float = 1.5, seed: int = 1) -> tuple[float, int]:
    """Play seeded games for about ``seconds``; return (games per second, games played)."""
    start = time.perf_counter()
    games = 0
    while True:
        play_game("picture-pie", players, seed + games, ai)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, games


def main() -> None:
    play_game("picture-pie", 2, 0, "random")  # load the tile set outside the timing
    for ai in ("random", "greedy"):
        for players in (1, 2, 4):
            rate, games = games_per_second(players, ai)
            note = "  (target >= 100)" if ai == "random" and players == 4 else ""
            print(f"picture-pie simulate ai={ai:<6} seats={players}: {rate:8.1f} games/s "
                  f"({games} games){note}", flush=True)


if __name__ == "__main__":
    main()
