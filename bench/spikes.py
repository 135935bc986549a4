"""Frame spikes: 10,000 frames of each table scene at 1280x720, first draws included, with a
seeded player: the pointer sweeping the window every frame and, every 97 frames, a key (Tab,
arrows, zoom) or a click or a wheel step, so boards, cities, panels and previews are drawn for
the first time mid-run.  As in the game: the Title is drawn first (one frame), then the table
replaces it with transitions on; the table's caches are cold (every drawn-surface cache is
emptied before it starts) and its very first frame is timed.

A frame is timed twice: wall time and the main thread's CPU time (``time.thread_time``).  On a
shared machine the wall time of a frame includes time the process waited for a core; the CPU
time does not, so the target is judged on it and the wall figures are shown beside it.
Target (issue 10): no frame over 33 ms.  Rows: the worst frame (its index, the frames over
33 ms, p99, the wall worst), the first frame; yardstick: a full-window fill and blit (ms).
``--quick``: 1,000 frames per scene.
"""

from __future__ import annotations

import random
import tempfile
import time

from bench import yardstick
from bench._table import Row
from bench.frames import percentiles, sweep

SCENES = ("pp-table", "pp-setup", "ak-table", "ak-solo")
LIMIT_MS = 33.0


def _poke(app, rng: random.Random) -> None:
    import pygame
    w, h = app.size
    k = rng.random()
    if k < 0.55:
        key = rng.choice((pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                          pygame.K_DOWN, pygame.K_PLUS, pygame.K_MINUS))
        for t in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(t, key=key, mod=0, unicode="", scancode=0))
    elif k < 0.85:
        pos = (rng.randrange(w), rng.randrange(h))
        for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(t, pos=pos, button=1))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                             flipped=False, precise_x=0.0, precise_y=1.0))


def run_scene(name: str, frames: int, size=(1280, 720), seed: int = 1):
    """(CPU ms, wall ms) of ``frames`` frames of scene ``name`` from its first frame."""
    from game.app.app import forget_drawn
    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    app = make_app(tempfile.mkdtemp(prefix="bench-spikes-"), size=size)
    rng = random.Random(seed)
    app.reset_to(make_scene("title", app, seed))
    app.step()
    table = make_scene(name, app, seed)
    forget_drawn()
    app.transitions = True
    app.reset_to(table)
    cpu, wall = [], []
    for i in range(frames):
        sweep(app, i)
        if i % 97 == 50:
            _poke(app, rng)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step()
        cpu.append((time.thread_time() - c0) * 1000)
        wall.append((time.perf_counter() - t0) * 1000)
        if not app.stack or not app.running:   # left the table: start it again
            app.running = True
            app.reset_to(make_scene(name, app, seed))
    return cpu, wall


def rows(quick: bool = False):
    from game.app.testing import make_app
    frames = 1000 if quick else 10_000
    for name in SCENES:
        probe = make_app(tempfile.mkdtemp(prefix="bench-spikes-"), size=(1280, 720))
        (cpu, wall), fb = yardstick.frames_around(probe.screen,
                                                  lambda: run_scene(name, frames))
        med, p99, worst = percentiles(cpu)
        over = sum(1 for t in cpu if t > LIMIT_MS)
        at = cpu.index(worst)
        wall_over = sum(1 for t in wall if t > LIMIT_MS)
        yield Row("spikes", f"{name} worst of {frames} frames, CPU", worst, "ms", fb, "fb",
                  "time", f"<= {LIMIT_MS:g} ms", worst <= LIMIT_MS,
                  f"frame {at}; {over} over {LIMIT_MS:g} ms; p99 {p99:.1f} ms; wall: worst "
                  f"{max(wall):.1f} ms, {wall_over} over")
        yield Row("spikes", f"{name} first frame, CPU", cpu[0], "ms", fb, "fb", "time",
                  f"<= {LIMIT_MS:g} ms", cpu[0] <= LIMIT_MS, f"wall {wall[0]:.1f} ms")
