"""Start-up: wall seconds from launching ``python main.py`` to its first Title frame on screen
(the first ``pygame.display.flip``), headless, median of a few launches.

bench/_first_frame.py runs main.py's own ``game.cli.main`` with ``flip`` wrapped to print the
clock at the first frame and exit; the launch time is taken here just before the process
starts.  Yardstick: the shared one, timed in this process around the launches.
Target (issue 10): under 1.5 s.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import yardstick
from bench._table import Row

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 1.5


def first_frame_seconds() -> float:
    """One launch: seconds from Popen to the first frame."""
    home = tempfile.mkdtemp(prefix="bench-startup-")
    env = dict(os.environ, ANCIENT_CITIES_HOME=home, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    t0 = time.time()
    done = subprocess.run([sys.executable, str(Path(__file__).parent / "_first_frame.py")],
                          cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True, timeout=60)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("first-frame ")]
    if not lines:
        raise RuntimeError(f"no first frame (exit {done.returncode})")
    return float(lines[-1].split()[1]) - t0


def rows(quick: bool = False):
    first_frame_seconds()  # the first launch fills the OS file cache; not counted
    n = 2 if quick else 5
    times, ys = yardstick.around(lambda: [first_frame_seconds() for _ in range(n)])
    med = statistics.median(times)
    yield Row("startup", "start-up to the first Title frame", med, "s", ys, "ys", "time",
              f"< {TARGET_S:g} s", med < TARGET_S,
              f"median of {n}, {min(times):.2f}-{max(times):.2f} s")
