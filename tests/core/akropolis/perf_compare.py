"""Akropolis core speed, this tree side by side with another (main), in one run (issue 10).

Not a test (no ``test_`` prefix): a measuring script.  Usage, from this worktree::

    .venv/bin/python tests/core/akropolis/perf_compare.py [--base 679f30b] [--rounds 3]
    .venv/bin/python tests/core/akropolis/perf_compare.py --base 679f30b --base main

Each other tree is a commit ``--base`` (default 679f30b, main before this work; give several
to compare them all in one run) written out with ``git archive`` to a temporary folder, or a
folder given with ``--other``.  Each round times
the yardstick (/work/shared/tools/yardstick.py), then each tree's workloads in a fresh process
(this tree's .venv for both, run from the tree's folder so ``game`` is that tree's), then the
yardstick again.  A figure "per yardstick" is the rate times the yardstick seconds of
its round (before and after, averaged), so it holds on a busy machine.  Workloads:

- ``games``: ``main.py simulate --game akropolis --players 4`` random games/s (the summary's
  games_per_second, the issue's figure);
- ``playouts``: random playouts/s to the end (copy, RandomPlayer every seat, scores) from move
  20 of a seeded 4-player game;
- ``greedy``: greedy decisions/s (GreedyPlayer, default budget) at moves 20 and 44;
- ``copy``: state copies/s at move 20.

Each workload is run REPEATS times per round and its best rate kept.  Prints a table per
round, the medians over the rounds and the ratios this / other.
"""

from __future__ import annotations

import argparse
import json
import shutil
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve()
THIS = HERE.parents[3]
YARDSTICK = Path("/work/shared/tools/yardstick.py")
#: each workload is timed this many times in a round and its best rate kept (a busy shared
#: machine only ever slows a run down)
REPEATS = 3


def worker(games: int, playouts: int) -> dict:
    """Run in a tree's folder: the workloads' rates (per second)."""
    sys.path.insert(0, os.getcwd())
    from game.ai.akropolis import GreedyPlayer, RandomPlayer
    from game.games import new_state

    out = {}

    def simulate() -> float:
        res = subprocess.run([sys.executable, "main.py", "simulate", "--game", "akropolis",
                              "--players", "4", "--games", str(games), "--seed", "1"],
                             capture_output=True, text=True, check=True)
        line = [x for x in res.stdout.splitlines() if x.startswith("games_per_second")][0]
        return float(line.split("=")[1])

    out["games"] = max(simulate() for _ in range(REPEATS))

    def at(seed, moves):
        s = new_state("akropolis", 4, seed)
        seats = [RandomPlayer(seed * 31 + i + 1) for i in range(4)]
        for _ in range(moves):
            s.apply(seats[s.current_seat].choose(s))
        return s

    def best_rate(fn, n) -> float:
        best = None
        for _ in range(REPEATS):
            t0 = time.perf_counter()
            fn(n)
            rate = n / (time.perf_counter() - t0)
            best = rate if best is None else max(best, rate)
        return best

    roots = [at(seed, 20) for seed in (1, 2, 3)]
    player = RandomPlayer(5)

    def playout(n):
        for k in range(n):
            t = roots[k % 3].copy()
            while not t.is_terminal:
                t.apply(player.choose(t))
            t.scores()

    out["playouts"] = best_rate(playout, playouts)
    greedy = GreedyPlayer(2)
    states = [at(seed, n) for seed in (1, 2) for n in (20, 44)]

    def decide(n):
        for k in range(n):
            greedy.choose(states[k % len(states)])

    out["greedy"] = best_rate(decide, 8)

    def copies(n):
        for _ in range(n):
            roots[0].copy()

    out["copy"] = best_rate(copies, 5000)
    return out


def yardstick() -> float:
    res = subprocess.run([sys.executable, str(YARDSTICK)], capture_output=True, text=True,
                         check=True)
    return float(res.stdout.strip())


def run_tree(tree: Path, games: int, playouts: int) -> dict:
    res = subprocess.run([sys.executable, str(HERE), "--worker", "--games", str(games),
                          "--playouts", str(playouts)], cwd=tree, capture_output=True,
                         text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", action="append", default=None,
                    help="commit to compare with (git archive); repeat for several")
    ap.add_argument("--other", default=None, help="a folder to compare with instead")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--playouts", type=int, default=60)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(worker(args.games, args.playouts)))
        return 0
    made = []
    if args.other:
        trees = {"other": Path(args.other)}
    else:
        trees = {}
        for base in args.base or ["679f30b"]:
            folder = Path(tempfile.mkdtemp(prefix="ak-base-"))
            made.append(folder)
            archive = subprocess.run(["git", "-C", str(THIS), "archive", base],
                                     capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
            trees[base] = folder
    others = list(trees)
    trees["this"] = THIS
    per = {name: [] for name in trees}
    for k in range(args.rounds):
        before = yardstick()
        got = {}
        for name, tree in trees.items():
            # an older tree's playouts are slower: fewer of them, for a similar time (the
            # same number of games everywhere: simulate's rate counts its first game too)
            scale = 1 if name == "this" else 4
            got[name] = run_tree(tree, args.games, max(4, args.playouts // scale))
        y = (before + yardstick()) / 2
        for name, rates in got.items():
            figs = {w: v * y for w, v in rates.items()}
            per[name].append(figs)
            print(f"round {k + 1} yardstick {y:.4f} s  {name:8s} " + "  ".join(
                f"{w} {v:.1f}/s = {figs[w]:.2f}/yd" for w, v in rates.items()))
    print("\nmedian per yardstick (rate x yardstick seconds):")
    work = list(per["this"][0])
    med = {name: {w: statistics.median(r[w] for r in rows) for w in work}
           for name, rows in per.items()}
    for name in trees:
        print(f"  {name:8s} ({trees[name]}): " + "  ".join(f"{w} {med[name][w]:.2f}"
                                                             for w in work))
    for folder in made:
        shutil.rmtree(folder, ignore_errors=True)
    for name in others:
        print(f"  ratio this/{name}: " + "  ".join(
            f"{w} {med['this'][w] / med[name][w]:.2f}x" for w in work))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
