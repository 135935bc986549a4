"""``main.py simulate``: headless seeded games between AI seats, reported as TOML.

Levels: one for every seat (``"greedy"``) or one per listed seat (``["hard", "medium"]``).
The first player alternates: in the game of seed S the level listed at position S mod N (N
seats) sits at the seat the core lets play first, the others follow in list order round the
table (:func:`seat_entries`), so over consecutive seeds every listed level starts equally often
and a win rate is not a first-player effect.  A seat's player is seeded by its table seat
(``seed * 31 + seat + 1``), so one level for every seat plays exactly as before the rotation.
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path

import tomli_w

from game.ai import THINK_DEFAULT, make_player
from game.games import game_data, new_state
from game.storage.replays import (file_stem, free_path, mode_of_options, sim_seats,
                                  write_replay)


def levels_for(ai, players: int) -> list[str]:
    """``ai`` (a level, or a sequence of one level per seat) as one level per listed seat.
    Raises ValueError when a sequence has neither one entry nor ``players``."""
    levels = [ai] if isinstance(ai, str) else list(ai)
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise ValueError(f"{len(levels)} AI levels for {players} seats: give one level for "
                         f"every seat or one per seat")
    return levels


def seat_entries(state, players: int, seed: int) -> list[int]:
    """For each table seat of the fresh ``state``, the position in the ``--ai`` list of the level
    playing it: the level at ``seed mod players`` sits at the first seat to play, the rest follow
    round the table.  Identity when the state's seats are not the listed ones (a solo mode, where
    the Illustrious Architect plays inside the state) or there is one seat."""
    n = players
    if state.num_seats != n or n == 1 or state.current_seat is None:
        return list(range(n))
    first = state.current_seat
    return [(s - first + seed) % n for s in range(n)]


def play_game(game_id: str, players: int, seed: int, ai="random", think: float | None = None,
              times: list[list[float]] | None = None, **options):
    """Play one whole game between AI seats; returns the terminal state.

    ``ai``: a level for every seat or one per listed seat (:func:`levels_for`), seated by
    :func:`seat_entries`; ``think``: Hard's budget per decision in seconds (None: the
    default).  ``times``: when given, one list per listed seat, to which the milliseconds of
    each of its decisions are appended."""
    return _play(game_id, players, seed, ai, think, times, **options)[0]


def _play(game_id: str, players: int, seed: int, ai, think, times, **options):
    """:func:`play_game`'s terminal state and its :func:`seat_entries`."""
    state = new_state(game_id, players, seed, **options)
    levels = levels_for(ai, players)
    entries = seat_entries(state, players, seed)
    seats = [make_player(levels[entries[i]], game_id, seed * 31 + i + 1, think=think)
             for i in range(len(entries))]
    if times is None:   # no decision times wanted: the tight loop
        choosers = [player.choose for player in seats]
        apply = state.apply
        while not state.is_terminal:
            apply(choosers[state.current_seat](state))
        return state, entries
    while not state.is_terminal:
        seat = state.current_seat
        start = time.perf_counter()
        action = seats[seat].choose(state)
        if times is not None:
            times[entries[seat]].append((time.perf_counter() - start) * 1000.0)
        state.apply(action)
    return state, entries


#: Seeds ``simulate`` accepts: every seed it prints must be a TOML whole number (64-bit signed).
SEED_RANGE = (-(1 << 63), (1 << 63) - 1)


def run(game_id: str, players: int, games: int, seed: int, ai="random", out=None,
        think: float | None = None, record=None, mode: str | None = None, **options) -> dict:
    """Play ``games`` games with seeds ``seed, seed+1, ...``; print ``[[game]]`` tables and a
    ``[summary]`` table (with one ``[[summary.seat]]`` per listed seat) to ``out`` (stdout).
    ``ai``: a level or one per seat; ``think``: Hard's seconds per decision.  ``record``: a
    folder (created when missing) that receives each game's replay file,
    ``<game>-<mode>-seed<S>.toml``, ``...-seed<S>-2.toml``, ``-3``... when taken (never
    overwritten; game.storage.replays; ``mode`` the registry's mode, default the one
    ``options`` select).  Returns the summary dict.  Raises ValueError when a game's
    seed would fall outside :data:`SEED_RANGE`, the levels do not fit the seats or ``record``
    is not a folder, OSError when a replay cannot be written; Ctrl-C exits 130 with one line."""
    out = out or sys.stdout
    if not (SEED_RANGE[0] <= seed and seed + games - 1 <= SEED_RANGE[1]):
        raise ValueError(f"--seed {seed} with --games {games} needs seeds outside "
                         f"{SEED_RANGE[0]}..{SEED_RANGE[1]} (TOML's whole-number range)")
    levels_for(ai, players)
    if record is not None:
        record = Path(record)
        if record.exists() and not record.is_dir():
            raise ValueError(f"--record {record}: not a folder")
        record.mkdir(parents=True, exist_ok=True)
        mode = mode or mode_of_options(game_id, options)
    try:
        return _run(game_id, players, games, seed, ai, out, think, (record, mode), **options)
    except KeyboardInterrupt:
        # Ctrl-C: one line, the shell's usual status for SIGINT, no traceback
        print("simulate: interrupted", file=sys.stderr)
        raise SystemExit(130) from None


def _run(game_id: str, players: int, games: int, seed: int, ai, out, think, recording=(None, None),
         **options) -> dict:
    # what a process loads once (the game's data file, the AI's modules) is loaded before the
    # clock starts: games_per_second is the rate of the games themselves
    levels = levels_for(ai, players)
    game_data(game_id)
    for level in set(levels):
        make_player(level, game_id, think=think)
    times: list[list[float]] = [[] for _ in levels]
    wins = [0.0] * len(levels)
    controlled = None   # a Senate Wonder Duel's controlled monuments per listed level
    team = []           # a Pantheon game's (team total, tier) per game
    start = time.perf_counter()
    for k in range(games):
        game_seed = seed + k
        state, entries = _play(game_id, players, game_seed, ai, think, times, **options)
        folder, mode = recording
        if folder is not None:   # written after the game: the clock counts it, the games are few
            # never over an earlier run's file: -2, -3... when the name is taken
            write_replay(free_path(folder, file_stem(game_id, mode, game_seed)), state,
                         sim_seats(state, [levels[e] for e in entries]), mode)
        winners = state.winners()
        for w in winners:
            if w < len(entries):
                wins[entries[w]] += 1.0 / len(winners)
        record = {"seed": game_seed, "scores": state.scores(), "winners": winners,
                  "rounds": state.rounds, "levels": [levels[e] for e in entries]}
        extra = getattr(state, "summary_extra", lambda: {})()
        record.update(extra)
        if "team_total" in extra:
            team.append((extra["team_total"], extra["tier"]))
        if "controlled" in extra:
            controlled = controlled or [0] * len(levels)
            for seat, n in enumerate(extra["controlled"]):
                controlled[entries[seat]] += n
        out.write(tomli_w.dumps({"game": [record]}))
        out.write("\n")
    seconds = time.perf_counter() - start
    summary = {"game": game_id, "players": players, "games": games,
               "ai": ai if isinstance(ai, str) else ",".join(ai),
               "think": THINK_DEFAULT if think is None else float(think),
               "seconds": round(seconds, 4),
               "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
               "seat": [seat_summary(level, wins[i], games, times[i])
                        for i, level in enumerate(levels)]}
    if team:   # Pantheon (cooperative): the team's mean total and how often each tier was reached
        summary["team_total_mean"] = round(sum(t for t, _ in team) / games, 3)
        summary["tiers"] = [sum(1 for _, k in team if k == tier) for tier in range(4)]
        # the team wins at the Scenario's first target or better (tier >= 1)
        summary["team_wins"] = sum(1 for _, k in team if k >= 1)
        summary["team_win_rate"] = round(summary["team_wins"] / games, 4) if games else 0.0
    if controlled is not None:   # a Duel: the mean controlled monuments per game
        for i, seat in enumerate(summary["seat"]):
            seat["controlled"] = round(controlled[i] / games, 3)
    out.write(tomli_w.dumps({"summary": summary}))
    return summary


def nearest_rank(ordered: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of the sorted ``ordered`` by nearest rank; 0.0 when empty."""
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)] if ordered else 0.0


def seat_summary(level: str, wins: float, games: int, ms: list[float]) -> dict:
    """One ``[[summary.seat]]``: ``level``, ``wins`` (a win shared by w seats counts 1/w: half
    for two), ``win_rate`` (wins / games), and the mean, 99th percentile (nearest rank) and
    largest decision time in milliseconds (0 without decisions)."""
    ordered = sorted(ms)
    p99 = nearest_rank(ordered, 0.99)
    return {"level": level, "wins": round(wins, 4),
            "win_rate": round(wins / games, 4) if games else 0.0,
            "mean_decision_ms": round(sum(ordered) / len(ordered), 3) if ordered else 0.0,
            "p99_decision_ms": round(p99, 3),
            "max_decision_ms": round(ordered[-1], 3) if ordered else 0.0}
