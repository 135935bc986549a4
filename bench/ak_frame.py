"""Frame time of the Akropolis table in the late-game demo scene ("ak-table": 4 seats, cities of
3 levels, a tile picked with its ghost following a moving pointer).

Prints the median and 99th percentile of whole frames (events, update, draw, flip) at 1280x720
and 1920x1080.  Target (issue 5): median under 6 ms and p99 under 12 ms at 1280x720.
"""

from __future__ import annotations

import math
import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def measure(size, frames: int = 600, seed: int = 1) -> tuple[list[float], float]:
    """Frame ms of the workload and the fill+blit yardstick (ms) timed around it."""
    import pygame

    from bench import yardstick

    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(tmp, size=size)
        table = make_scene("ak-table", app, seed)
        app.push(table)
        vr = table.view_rect
        for _ in range(30):  # warm the sprite and city caches
            app.step(1 / 60)

        def run():
            times = []
            for i in range(frames):
                # the pointer circles over the city: the ghost moves, previews are recomputed
                a = i / 40.0
                pos = (int(vr.centerx + math.cos(a) * vr.w * 0.25),
                       int(vr.centery + math.sin(a) * vr.h * 0.25))
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
                if i % 150 == 75:  # a zoom step now and then rebuilds the city image
                    pygame.event.post(pygame.event.Event(
                        pygame.MOUSEWHEEL, x=0, y=1 if i % 300 == 75 else -1, flipped=False,
                        precise_x=0.0, precise_y=1.0))
                t0 = time.perf_counter()
                app.step(1 / 60)
                times.append((time.perf_counter() - t0) * 1000.0)
            return times
        return yardstick.frames_around(app.screen, run)


def rows(quick: bool = False):
    from bench.frames import workload_rows
    yield from workload_rows("ak table, ghost and zoom", measure, 150 if quick else 600,
                             {(1280, 720): (6, 12)})


def main() -> None:
    from bench._table import format_table
    print(format_table(list(rows())))


if __name__ == "__main__":
    main()
