"""Calibrate the Akropolis Pantheon Scenario targets (AK-16) by simulation with AI teams.

``python -m game.tools.pantheon_targets [--games N] [--seed S] [--ai LEVEL] [--jobs J]``
plays N seeded games (seeds S .. S+N-1) per Scenario and player count (2, 3, 4) with every
seat at ``LEVEL`` (default medium), prints each cell's score distribution and proposes the
three tiers, then the ``targets = { ... }`` line of each Scenario for
levels/akropolis/pantheon.toml.

Method (:func:`propose`): in each Scenario and player count, tier 1 is the 30th percentile of
the team totals, tier 2 the 60th and tier 3 the 90th (nearest rank), each rounded down to a
multiple of 5 (and kept rising by at least 5).  So a good team (the AI team) reaches tier 1
about 70% of the time in every Scenario, Corinth's included, and tier 3 about 10% of the time
in Athens: AK-16's "Corinth tier 1 most of the time, Athens tier 3 rarely".  The Scenarios'
rising difficulty shows in the figures themselves: fewer altars count in Sparta, and in Athens
only altars on raised plazas.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor

from game.core.akropolis import GAME_ID, SCENARIOS
from game.tools.simulate import nearest_rank, play_game

PLAYER_COUNTS = (2, 3, 4)
#: the percentiles of the tiers (see the module docstring)
TIER_QUANTILES = (0.30, 0.60, 0.90)
STEP = 5


def play_cell(scenario: str, players: int, games: int, seed: int, ai: str) -> list[int]:
    """The team totals of ``games`` seeded games of one Scenario and player count."""
    out = []
    for k in range(games):
        state = play_game(GAME_ID, players, seed + k, ai=ai, scenario=scenario)
        out.append(state.total())
    return out


#: games per task handed to a process (a cell is split into chunks so the work spreads evenly)
CHUNK = 10


def _chunk(args) -> list[int]:
    return play_cell(*args)


def play_all(games: int, seed: int, ai: str, jobs: int = 1, log=None,
             scenarios=SCENARIOS, counts=PLAYER_COUNTS) -> dict:
    """(scenario, players) -> the team totals of ``games`` seeded games, for each of
    ``scenarios`` and player ``counts``; ``log``: a stream told of each chunk done."""
    tasks = [(sc, n, min(CHUNK, games - k), seed + k, ai)
             for sc in scenarios for n in counts for k in range(0, games, CHUNK)]
    results: dict = {}
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            done = pool.map(_chunk, tasks)
            for task, totals in zip(tasks, done):
                results.setdefault(task[:2], []).extend(totals)
                if log is not None:
                    print(f"{task[0]} {task[1]}p seeds {task[3]}..: {totals}", file=log,
                          flush=True)
    else:
        for task in tasks:
            results.setdefault(task[:2], []).extend(_chunk(task))
    return results


def propose(totals: list[int]) -> tuple[int, int, int]:
    """The three tiers for one cell's totals (see the module docstring)."""
    ordered = sorted(totals)
    tiers = []
    for q in TIER_QUANTILES:
        t = int(nearest_rank(ordered, q)) // STEP * STEP
        if tiers and t < tiers[-1] + STEP:
            t = tiers[-1] + STEP
        tiers.append(max(STEP, t))
    return tuple(tiers)


def distribution(totals: list[int]) -> dict:
    """min, p10, p30, median, p60, p90, max and mean of the totals."""
    ordered = sorted(totals)
    pick = {name: int(nearest_rank(ordered, q)) for name, q in
            (("p10", 0.1), ("p30", 0.3), ("p50", 0.5), ("p60", 0.6), ("p90", 0.9))}
    return {"games": len(ordered), "min": ordered[0], **pick, "max": ordered[-1],
            "mean": round(sum(ordered) / len(ordered), 1)}


def reached(totals: list[int], target: int) -> float:
    """The share of games whose total reaches ``target``."""
    return sum(1 for t in totals if t >= target) / len(totals)


def main(argv: list[str] | None = None, out=None) -> int:
    out = out or sys.stdout
    p = argparse.ArgumentParser(prog="pantheon_targets", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=50, help="games per Scenario and player count")
    p.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    p.add_argument("--ai", default="medium", help="AI level of every seat (default medium)")
    p.add_argument("--jobs", type=int, default=1, help="processes to play in (default 1)")
    p.add_argument("--scenarios", nargs="+", choices=SCENARIOS, default=list(SCENARIOS),
                   help="the Scenarios to calibrate (default all three)")
    p.add_argument("--players", nargs="+", type=int, choices=PLAYER_COUNTS,
                   default=list(PLAYER_COUNTS), help="the player counts (default 2 3 4)")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    results = play_all(args.games, args.seed, args.ai, args.jobs, log=sys.stderr,
                       scenarios=tuple(args.scenarios), counts=tuple(args.players))
    lines = {}
    for (sc, n), totals in results.items():
        tiers = propose(totals)
        d = distribution(totals)
        shares = ", ".join(f"{reached(totals, t):.0%}" for t in tiers)
        print(f"{sc:8} {n}p  " + "  ".join(f"{k}={v}" for k, v in d.items())
              + f"  -> tiers {list(tiers)} (reached {shares})", file=out)
        lines.setdefault(sc, []).append(f"{n} = [{', '.join(map(str, tiers))}]")
    print(file=out)
    for sc in args.scenarios:
        print(f"# {sc}\ntargets = {{ {', '.join(lines[sc])} }}", file=out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
