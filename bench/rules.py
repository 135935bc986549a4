"""Rules and AI figures, each with the shared yardstick timed around it in the same process:

- random games/s per game (and mode) and seat count (``main.py simulate``'s play_game, the
  random AI in every seat);
- playouts/s from round 6: a copy of a seeded game at the start of round 6, played out to the
  end by random seats (what a search AI does per candidate move); the copy is the state's
  ``search_copy()`` where the core has one (a search AI's entry point: no events or action
  log), else ``copy()`` (older cores, as 679f30b);
- Akropolis legal placements of one tile against city size (10, 30, 60, 100 tiles): the full
  search, caches emptied;
- AI decision times of the test players (random, greedy): mean and worst ms per ``choose`` over
  one whole 4-seat game (the levels Easy, Medium, Hard: bench/ai_levels.py).

Written only against interfaces every version of the core has (game.tools.simulate.play_game,
game.games.new_state, game.ai.make_player, the Akropolis City), so ``BASE_DIR`` (an older
checkout) runs the same code: see bench/__main__.py.
"""

from __future__ import annotations

import statistics
import time

from bench import yardstick
from bench._table import Row

#: (game, options, seat counts, label); the Akropolis solo mode has one seat
GAMES = (("picture-pie", {}, (1, 2, 3, 4), "picture-pie"),
         ("akropolis", {}, (2, 3, 4), "akropolis"),
         ("akropolis", {"solo": "hippodamos"}, (1,), "akropolis solo"))
#: the issue's goals, per yardstick (Picture Pie: 3x of 9.7, today's 4-seat simulate)
PP_GAMES_TARGET = 27.0
#: playouts: 3x of the figure before this work (bench run against 679f30b, see BENCHMARKS.md)
PP_PLAYOUTS_TARGET = 66.0
#: Akropolis: 10x of 1.94 (today's 4-player simulate), and playouts 10x of 679f30b's 2.6
AK_GAMES_TARGET = 18.0
AK_PLAYOUTS_TARGET = 26.0
#: (game id, seats, options) -> (games target, playouts target) per yardstick
TARGETS = {("picture-pie", 4, False): (PP_GAMES_TARGET, PP_PLAYOUTS_TARGET),
           ("akropolis", 4, False): (AK_GAMES_TARGET, AK_PLAYOUTS_TARGET)}
#: playouts are judged on the speed-up over the base commit when one is measured in the same
#: run (the issue: "playouts from round 6 ... 3x / 10x today's, side by side")
PLAYOUT_GAINS = {"picture-pie": 3.0, "akropolis": 10.0}


def _rate(fn, seconds: float) -> float:
    """Calls of ``fn(k)`` (k = 0, 1, ...) per second over about ``seconds``."""
    start = time.perf_counter()
    n = 0
    while True:
        fn(n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed


def _random_to_end(state, game_id: str, seed: int):
    from game.ai import make_player
    seats = [make_player("random", game_id, seed * 31 + i + 1) for i in range(state.num_seats)]
    while not state.is_terminal:
        state.apply(seats[state.current_seat].choose(state))
    return state


def _playout_copy(state):
    """The copy a search AI plays out: ``search_copy()`` when the core has it, else ``copy()``."""
    fast = getattr(state, "search_copy", None)
    return fast() if fast is not None else state.copy()


def round6(game_id: str, players: int, options: dict, seed: int = 1):
    """A seeded game played by random seats up to the start of round 6."""
    from game.ai import make_player
    from game.games import new_state
    st = new_state(game_id, players, seed, **options)
    seats = [make_player("random", game_id, seed * 31 + i + 1) for i in range(st.num_seats)]
    while st.round < 6 and not st.is_terminal:
        st.apply(seats[st.current_seat].choose(st))
    return st


def games_rows(quick: bool):
    from game.tools.simulate import play_game
    secs = 0.4 if quick else 2.0
    runs = 3 if quick else 5
    for game_id, options, seat_counts, label in GAMES:
        play_game(game_id, seat_counts[0], 0, "random", **options)  # load data untimed
        for n in seat_counts:
            rate, ys = yardstick.around(
                lambda: _rate(lambda k: play_game(game_id, n, 1 + k, "random", **options),
                              secs), runs)
            target, met = "", None
            goal = TARGETS.get((game_id, n, bool(options)))
            if goal:
                target, met = f">= {goal[0]:g} per yardstick", rate * ys >= goal[0]
            yield Row("rules", f"{label} random games, {n} seat{'s' * (n > 1)}", rate,
                      "games/s", ys, "ys", "rate", target, met)
        for n in seat_counts:
            start = round6(game_id, n, options)
            note = "" if start.round == 6 else f"ended in round {start.round}"
            rate, ys = yardstick.around(
                lambda: _rate(lambda k: _random_to_end(_playout_copy(start), game_id, 100 + k),
                              secs),
                runs)
            target, met = "", None
            goal = TARGETS.get((game_id, n, bool(options)))
            if goal:
                target, met = f">= {goal[1]:g} per yardstick", rate * ys >= goal[1]
            yield Row("rules", f"{label} playouts from round 6, {n} seat{'s' * (n > 1)}", rate,
                      "playouts/s", ys, "ys", "rate", target, met, note,
                      base_gain=PLAYOUT_GAINS.get(game_id) if goal else None)


def placement_rows(quick: bool):
    from game.core.akropolis.city import City
    from game.core.rng import Rng
    from game.games import game_data
    data = game_data("akropolis")

    def city_of(tiles: int, seed: int) -> City:
        rng = Rng(seed)
        city = City()
        city.place_starting_tile(data.starting_tile)
        ids = list(data.tiles)
        for _ in range(tiles):
            places = city.legal_placements()
            raised = [p for p in places if (p[0], p[1]) in city.cells]
            q, r, rot = rng.choice(raised if raised and rng.randrange(3) == 0 else places)
            level, _ = city.check(q, r, rot)
            city.place(data.tiles[rng.choice(ids)], q, r, rot, level)
        return city

    def full_search(c):
        if hasattr(c, "full_legal_placements"):
            return c.full_legal_placements()
        c._legal = None
        return c.legal_placements()

    for size in (10, 30, 60, 100):
        cities = [city_of(size, s) for s in range(2 if quick else 5)]
        reps = 3 if quick else 10

        def timed():
            ts = []
            for _ in range(reps):
                for c in cities:
                    t = time.perf_counter()
                    full_search(c)
                    ts.append(time.perf_counter() - t)
            return statistics.median(ts) * 1000

        ms, ys = yardstick.around(timed, 3 if quick else 5)
        count = statistics.mean(len(full_search(c)) for c in cities)
        target, met = ("< 5 ms", ms < 5) if size == 30 else ("", None)
        yield Row("rules", f"akropolis legal placements, {size}-tile city", ms, "ms", ys, "ys",
                  "time", target, met, f"{count:.0f} placements")


def decision_rows(quick: bool):
    import game.ai
    from game.ai import make_player
    from game.games import new_state
    limit = 16 if quick else 10_000
    # the test players, as every version of the core has them; the levels players choose
    # from (Easy, Medium, Hard) are measured by bench/ai_levels.py
    kinds = getattr(game.ai, "TEST_KINDS", game.ai.AI_KINDS)
    for game_id, options, seat_counts, label in GAMES:
        n = max(seat_counts)
        for level in kinds:
            def play():
                st = new_state(game_id, n, 3, **options)
                seats = [make_player(level, game_id, 7 + i) for i in range(st.num_seats)]
                ts = []
                while not st.is_terminal and len(ts) < limit:
                    t = time.perf_counter()
                    a = seats[st.current_seat].choose(st)
                    ts.append(time.perf_counter() - t)
                    st.apply(a)
                return ts
            ts, ys = yardstick.around(play, 3 if quick else 5)
            mean, worst = statistics.mean(ts) * 1000, max(ts) * 1000
            target, met = "", None
            if level == "greedy" and game_id == "akropolis":
                target, met = "worst < 200 ms", worst < 200
            yield Row("ai", f"{label} {level} decision, {n} seat{'s' * (n > 1)}, mean", mean,
                      "ms", ys, "ys", "time", note=f"{len(ts)} decisions")
            yield Row("ai", f"{label} {level} decision, {n} seat{'s' * (n > 1)}, worst", worst,
                      "ms", ys, "ys", "time", target, met)


def rows(quick: bool = False):
    yield from games_rows(quick)
    yield from placement_rows(quick)
    yield from decision_rows(quick)
