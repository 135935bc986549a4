"""``main.py simulate``: headless seeded games between AI seats, reported as TOML."""

from __future__ import annotations

import sys
import time

import tomli_w

from game.ai import make_player
from game.games import new_state


def play_game(game_id: str, players: int, seed: int, ai: str = "random", **options):
    """Play one whole game between AI seats; returns the terminal state."""
    state = new_state(game_id, players, seed, **options)
    seats = [make_player(ai, game_id, seed * 31 + i + 1) for i in range(state.num_seats)]
    while not state.is_terminal:
        seat = state.current_seat
        state.apply(seats[seat].choose(state))
    return state


def run(game_id: str, players: int, games: int, seed: int, ai: str = "random", out=None,
        **options) -> dict:
    """Play ``games`` games with seeds ``seed, seed+1, ...``; print ``[[game]]`` tables and a
    ``[summary]`` table to ``out`` (stdout).  Returns the summary dict."""
    out = out or sys.stdout
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
