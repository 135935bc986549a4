"""Interleaved before/after of the two Picture Pie rules targets: ``python bench/_ab.py DIR``.

Two worker processes, one on DIR's ``game`` (an older checkout, e.g. the export ``make bench
BASE=...`` makes) and one on this tree's, take turns running 0.7 s bursts of random 4-seat games
(then of playouts from round 6), eight bursts each, in alternating order.  A burst of the one is
always next to a burst of the other, so both see the same load of the shared machine; the
speed-up is the median of the eight burst ratios.  The separate base run of ``make bench
BASE=...`` times its own yardstick instead, and its ratios swing with the load between runs.
Playouts start from the core's ``search_copy()`` where it has one (as bench/rules.py does).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

#: a child's start, on the checkout ``sys.argv[1]`` with the workload ``mode = sys.argv[2]``:
#: the game code loaded, ``st`` the seeded 4-seat game at the start of round 6, and ``unit(n)``
#: one unit of work (the random 4-seat game of seed 1 + n, or the n-th playout from ``st``)
START = r'''
import sys, time
sys.path.insert(0, sys.argv[1])
from game.tools.simulate import play_game
from game.games import new_state
from game.ai import make_player
mode = sys.argv[2]
play_game("picture-pie", 4, 0)
st = new_state("picture-pie", 4, 1)
ai = [make_player("random", "picture-pie", 32 + i) for i in range(4)]
while st.round < 6:
    st.apply(ai[st.current_seat].choose(st))


def unit(n):
    if mode == "games":
        play_game("picture-pie", 4, 1 + n)
        return
    s = st.search_copy() if hasattr(st, "search_copy") else st.copy()
    seats = [make_player("random", "picture-pie", 100 + n * 7 + i) for i in range(4)]
    while not s.is_terminal:
        s.apply(seats[s.current_seat].choose(s))
'''
CHILD = START + r'''
for line in sys.stdin:
    t = time.perf_counter()
    n = 0
    while time.perf_counter() - t < 0.7:
        unit(n)
        n += 1
    print(n / (time.perf_counter() - t), flush=True)
'''


def compare(base_dir: str, mode: str, bursts: int = 8) -> tuple[float, float, float, list]:
    """(base per second, this tree per second, median speed-up, every burst's speed-up) of
    ``mode``."""
    here = str(Path(__file__).resolve().parents[1])
    procs = {k: subprocess.Popen([sys.executable, "-c", CHILD, d, mode], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True)
             for k, d in (("base", base_dir), ("this", here))}
    got: dict[str, list[float]] = {"base": [], "this": []}
    try:
        for i in range(bursts):
            for k in (("base", "this") if i % 2 == 0 else ("this", "base")):
                p = procs[k]
                p.stdin.write("go\n")
                p.stdin.flush()
                got[k].append(float(p.stdout.readline()))
    finally:
        for p in procs.values():
            p.stdin.close()
            p.wait()
    ratios = [t / b for t, b in zip(got["this"], got["base"])]
    return (statistics.median(got["base"]), statistics.median(got["this"]),
            statistics.median(ratios), ratios)


def main(argv: list[str]) -> int:
    from bench import yardstick
    base_dir = argv[0]
    ys0 = yardstick.seconds()
    out = [(mode, *compare(base_dir, mode)) for mode in ("games", "playouts")]
    ys = (ys0 + yardstick.seconds()) / 2
    print(f"interleaved, Picture Pie 4 seats, random seats; yardstick {ys:.4f} s")
    for mode, b, t, r, ratios in out:
        print(f"{mode:9s} before {b:6.0f}/s = {b * ys:5.1f} per yardstick, after {t:6.0f}/s = "
              f"{t * ys:5.1f} per yardstick, speed-up {r:.2f}x (median of {len(ratios)} "
              f"pairs, {min(ratios):.2f}x-{max(ratios):.2f}x)")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main(sys.argv[1:]))
