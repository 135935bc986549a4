"""The shared yardstick, timed in-process: the seconds a fixed pure-Python workload takes.

The reference is ``../shared/tools/yardstick.py`` (next to the repository, as on the team's
machines); a fresh clone may not have it, so :func:`_work` below is an identical copy of its
``work()``.  :func:`work_function` prefers the shared file's own ``work`` when the file is
present (read with ``ast``: running that file would print), and says which one it used.

A figure is stated "per yardstick": a rate times the yardstick's seconds (games per yardstick),
a time divided by them.  :func:`around` times the yardstick before and after the figure and
averages the two, as the team's rule asks.
"""

from __future__ import annotations

import ast
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _work():
    d = {}
    for i in range(300000):
        k = (i * 7919) % 1009
        d[k] = d.get(k, 0) + (i & 7)
    xs = sorted(d.values())
    return sum(xs[:: 3])


def shared_path() -> Path | None:
    """``../shared/tools/yardstick.py`` of the repository (or of the folder holding its
    worktree), or None."""
    for up in (ROOT.parent, ROOT.parent.parent):
        p = up / "shared" / "tools" / "yardstick.py"
        if p.is_file():
            return p
    return None


def _load_shared(path: Path):
    """The ``work`` function of the shared file (its imports and ``work`` only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    keep = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))
            or isinstance(n, ast.FunctionDef) and n.name == "work"]
    ns: dict = {}
    exec(compile(ast.Module(body=keep, type_ignores=[]), str(path), "exec"), ns)
    return ns["work"]


def work_function():
    """(work, source): the shared yardstick's ``work`` when ``../shared`` has it, else the
    identical copy here; ``source`` names which."""
    path = shared_path()
    if path is not None:
        try:
            return _load_shared(path), str(path)
        except (OSError, SyntaxError, KeyError):
            pass
    return _work, "bench/yardstick.py (copy of ../shared/tools/yardstick.py)"


WORK, SOURCE = work_function()


def seconds(runs: int = 5) -> float:
    """The yardstick: median seconds of ``runs`` runs of the workload (the shared tool: 5)."""
    ts = []
    for _ in range(runs):
        t = time.perf_counter()
        WORK()
        ts.append(time.perf_counter() - t)
    return statistics.median(ts)


def around(fn, runs: int = 5):
    """Run ``fn()`` between two yardstick timings; returns (fn's result, mean yardstick s)."""
    before = seconds(runs)
    result = fn()
    after = seconds(runs)
    return result, (before + after) / 2


def fill_blit_ms(surface, reps: int = 60) -> float:
    """The frame yardstick: median ms of one plain full-window fill and blit of a window-sized
    surface onto ``surface`` (the display), at its size."""
    import pygame
    src = pygame.Surface(surface.get_size()).convert()
    src.fill((40, 60, 80))
    ts = []
    for k in range(reps):
        t = time.perf_counter()
        surface.fill((k & 255, 30, 40))
        surface.blit(src, (0, 0))
        ts.append(time.perf_counter() - t)
    return statistics.median(ts) * 1000


def frames_around(surface, fn, reps: int = 60):
    """Run ``fn()`` between two frame yardsticks at ``surface``'s size; (result, mean ms)."""
    before = fill_blit_ms(surface, reps)
    result = fn()
    after = fill_blit_ms(surface, reps)
    return result, (before + after) / 2


if __name__ == "__main__":
    print(f"{seconds():.6f}  ({SOURCE})")
