"""``main.py simulate``: headless seeded games between AI seats, reported as TOML."""

from __future__ import annotations

import sys
import time

import tomli_w

from game.ai import make_player
from game.games import game_data, new_state


def play_game(game_id: str, players: int, seed: int, ai: str = "random", **options):
    """Play one whole game between AI seats; returns the terminal state."""
    state = new_state(game_id, players, seed, **options)
    seats = [make_player(ai, game_id, seed * 31 + i + 1) for i in range(state.num_seats)]
    while not state.is_terminal:
        seat = state.current_seat
        state.apply(seats[seat].choose(state))
    return state


#: Seeds ``simulate`` accepts: every seed it prints must be a TOML whole number (64-bit signed).
SEED_RANGE = (-(1 << 63), (1 << 63) - 1)


def run(game_id: str, players: int, games: int, seed: int, ai: str = "random", out=None,
        **options) -> dict:
    """Play ``games`` games with seeds ``seed, seed+1, ...``; print ``[[game]]`` tables and a
    ``[summary]`` table to ``out`` (stdout).  Returns the summary dict.  Raises ValueError when
    a game's seed would fall outside :data:`SEED_RANGE`; Ctrl-C exits 130 with one line."""
    out = out or sys.stdout
    if not (SEED_RANGE[0] <= seed and seed + games - 1 <= SEED_RANGE[1]):
        raise ValueError(f"--seed {seed} with --games {games} needs seeds outside "
                         f"{SEED_RANGE[0]}..{SEED_RANGE[1]} (TOML's whole-number range)")
    try:
        return _run(game_id, players, games, seed, ai, out, **options)
    except KeyboardInterrupt:
        # Ctrl-C: one line, the shell's usual status for SIGINT, no traceback
        print("simulate: interrupted", file=sys.stderr)
        raise SystemExit(130) from None


def _run(game_id: str, players: int, games: int, seed: int, ai: str, out, **options) -> dict:
    # what a process loads once (the game's data file, the AI's module) is loaded before the
    # clock starts: games_per_second is the rate of the games themselves
    game_data(game_id)
    make_player(ai, game_id)
    start = time.perf_counter()
    for k in range(games):
        game_seed = seed + k
        state = play_game(game_id, players, game_seed, ai, **options)
        record = {"seed": game_seed, "scores": state.scores(), "winners": state.winners(),
                  "rounds": state.rounds}
        record.update(getattr(state, "summary_extra", lambda: {})())
        out.write(tomli_w.dumps({"game": [record]}))
        out.write("\n")
    seconds = time.perf_counter() - start
    summary = {"game": game_id, "players": players, "games": games, "ai": ai,
               "seconds": round(seconds, 4),
               "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0}
    out.write(tomli_w.dumps({"summary": summary}))
    return summary
