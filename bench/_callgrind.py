"""Instructions per Picture Pie random 4-seat game and per playout from round 6, counted by
valgrind's callgrind (load-independent, unlike every timing on this shared machine):

    python bench/_callgrind.py [--units N] [--profile OUT] [DIR ...]

For each checkout DIR (default: this tree) and each workload, a child runs 0 and then N units
(``_ab.py``'s: games of seeds 1.., playouts from round 6 of seed 1 by random seats seeded
100 + 7k + i) under ``valgrind --tool=callgrind`` with ``PYTHONHASHSEED=0``; the difference of
the two totals over N is the figure, so start-up and imports cancel out (a plain run of the
child before them writes the ``.pyc`` files, so an edited module's compiling is not counted).
``--profile OUT`` also writes the N-unit runs' callgrind files (``OUT.<dir>.<workload>``) for
``callgrind_annotate``.  Needs ``valgrind`` on PATH; a few minutes for N = 10.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench._ab import START  # noqa: E402  (run as a script: the tree's root on the path first)

#: the child: ``_ab.py``'s start, then ``sys.argv[3]`` units of its work
CHILD = START + r'''
for k in range(int(sys.argv[3])):
    unit(k)
'''

WORKLOADS = ("games", "playouts")


def instructions(root: str, mode: str, units: int, out_file: str = os.devnull) -> int:
    """Instructions callgrind counts for a child running ``units`` of ``mode`` on ``root``."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}",
                           sys.executable, "-c", CHILD, root, mode, str(units)],
                          capture_output=True, text=True, env=env, check=True)
    got = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if got is None:
        raise RuntimeError(f"no callgrind total in:\n{done.stderr[-2000:]}")
    return int(got.group(1))


def per_unit(root: str, mode: str, units: int, profile: str | None = None) -> float:
    """Instructions per unit of ``mode`` on ``root`` (N units minus 0, over N)."""
    # a plain run first writes the .pyc of every module the child imports: after an edit, the
    # first counted run would otherwise also count compiling the changed modules
    subprocess.run([sys.executable, "-c", CHILD, root, mode, "0"], check=True,
                   env=dict(os.environ, PYTHONHASHSEED="0"), capture_output=True)
    out = os.devnull
    if profile:
        out = f"{profile}.{Path(root).resolve().name}.{mode}"
    return (instructions(root, mode, units, out) - instructions(root, mode, 0)) / units


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="*", default=[str(Path(__file__).resolve().parents[1])])
    parser.add_argument("--units", type=int, default=10)
    parser.add_argument("--profile", default=None)
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts")
        return 1
    for root in args.dirs:
        for mode in WORKLOADS:
            n = per_unit(root, mode, args.units, args.profile)
            print(f"{root}: {n / 1e6:.2f} M instructions per {mode[:-1]} ({args.units} units)",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
