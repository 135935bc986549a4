"""Frame time of the Picture Pie table mid-game (4 seats, round 6) with the Quarry Wheel turning,
headless, at 1280x720 and 1920x1080: median and 99th percentile of update+draw, milliseconds.

Target (issue 3): median under 4 ms and 99th percentile under 10 ms at 1280x720."""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

FRAMES = 600
WARMUP = 60


def measure(size: tuple[int, int], frames: int = FRAMES) -> tuple[list[float], float]:
    """Frame ms of the workload and the fill+blit yardstick (ms) timed around it."""
    from bench import yardstick
    import tempfile

    from game.app.app import FIXED_DT
    from game.app.testing import make_app
    from game.scenes.picture_pie.demo import table_mid_game
    with tempfile.TemporaryDirectory() as tmp:
        app = make_app(tmp, size=size)
        table = table_mid_game(app, 1)
        app.push(table)

        def run():
            times = []
            for i in range(WARMUP + frames):
                # the wheel turns continuously (a full turn every 3 s) and the pointer sweeps
                # the board so the ghost and its score preview are live
                table.animator.spin = (i * FIXED_DT / 3.0 * 6) % 6
                if i % 20 == 0:
                    c = table.layout.site_center((i // 20) % 12)
                    lift = table.layout.site_radius * 0.5
                    table.interaction.hover((int(c[0]), int(c[1] - lift)))
                t0 = time.perf_counter()
                app.step(FIXED_DT)
                if i >= WARMUP:
                    times.append((time.perf_counter() - t0) * 1000)
            return times
        return yardstick.frames_around(app.screen, run)


def rows(quick: bool = False):
    from bench.frames import workload_rows
    yield from workload_rows("pp table, wheel turning", measure, 120 if quick else 600,
                             {(1280, 720): (4, 10)})


def main() -> None:
    from bench._table import format_table
    print(format_table(list(rows())))


if __name__ == "__main__":
    main()
