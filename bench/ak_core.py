"""Akropolis core benchmarks (issue 4): legal placements of one tile in a 30-tile city (target
under 5 ms) and full random 4-player games per second (target at least 20)."""

from __future__ import annotations

import time

from game.ai.akropolis import GreedyPlayer, RandomPlayer
from game.core.akropolis import new_game
from game.core.akropolis.city import City
from game.core.rng import Rng
from game.games import game_data


def city_of(data, tiles: int, seed: int, raise_one_in: int = 3) -> City:
    rng = Rng(seed)
    city = City()
    city.place_starting_tile(data.starting_tile)
    ids = list(data.tiles)
    for _ in range(tiles):
        places = city.legal_placements()
        raised = [p for p in places if (p[0], p[1]) in city.cells]
        q, r, rot = rng.choice(raised if raised and rng.randrange(raise_one_in) == 0 else places)
        level, _ = city.check(q, r, rot)
        city.place(data.tiles[rng.choice(ids)], q, r, rot, level)
    return city


def bench_placements(data, raise_one_in: int) -> None:
    cities = [city_of(data, 30, s, raise_one_in) for s in range(10)]
    reps = 20
    start = time.perf_counter()
    n = 0
    for _ in range(reps):
        for c in cities:
            c._legal = None  # time the full search, not the cache
            n += len(c.legal_placements())
    ms = (time.perf_counter() - start) * 1000 / (reps * len(cities))
    cells = sum(len(c.cells) for c in cities) / len(cities)
    print(f"legal placements, one tile, 30-tile city ({cells:.0f} positions, "
          f"{n / (reps * len(cities)):.0f} placements): {ms:.2f} ms (target < 5 ms)")


def bench_games(data, players: int = 4, games: int = 30) -> None:
    start = time.perf_counter()
    for seed in range(games):
        s = new_game(data, players, seed=seed)
        seats = [RandomPlayer(seed * 10 + i) for i in range(players)]
        while not s.is_terminal:
            s.apply(seats[s.current_seat].choose(s))
        s.scores()
    sec = time.perf_counter() - start
    print(f"full random {players}-player games: {games / sec:.1f} games/s (target >= 20)")


def bench_greedy(data) -> None:
    s = new_game(data, 4, seed=3)
    rnd = RandomPlayer(1)
    while len(s.stacks) > 1:
        s.apply(rnd.choose(s))
    g = GreedyPlayer(2)
    start = time.perf_counter()
    for _ in range(5):
        g.choose(s)
    ms = (time.perf_counter() - start) * 1000 / 5
    print(f"greedy decision, 4-player late game: {ms:.1f} ms (target < 200 ms)")


def main() -> None:
    data = game_data("akropolis")
    bench_placements(data, 3)   # a third of the tiles raised when possible
    bench_placements(data, 12)  # mostly on the ground: a wide city
    bench_games(data)
    bench_greedy(data)


if __name__ == "__main__":
    main()
