"""Frame time per scene, headless: median and 99th percentile of whole frames (events, update,
draw, flip; ``App.step``) for every scene of ``main.py --list-scenes`` at 1280x720 and
1920x1080, the pointer sweeping the window so hovers and ghosts are live.  The frame yardstick
is a plain full-window fill and blit at the same size, timed before and after in the same
process; ratio = frame ms / fill+blit ms.

Also the title's first frame after a resize (cold caches).  Two workloads of earlier issues
have their own modules: the Picture Pie table with the Quarry Wheel turning (bench/pp_frame.py,
issue 3) and the Akropolis table with a ghost and zoom steps (bench/ak_frame.py, issue 5).
Target (issue 10): p99 under 10 ms at 1280x720 for every scene.
"""

from __future__ import annotations

import math
import statistics
import tempfile
import time

from bench import yardstick
from bench._table import Row

SIZES = ((1280, 720), (1920, 1080))


def sweep(app, i: int) -> None:
    """Post a pointer move of frame ``i``: an ellipse over the window, a turn every 6 s."""
    import pygame
    w, h = app.size
    a = i / 60.0
    pos = (int(w / 2 + math.cos(a) * w * 0.42), int(h / 2 + math.sin(a * 1.3) * h * 0.42))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def percentiles(times: list[float]) -> tuple[float, float, float]:
    """(median, p99, worst) of frame times."""
    s = sorted(times)
    return statistics.median(s), s[min(len(s) - 1, int(len(s) * 0.99))], s[-1]


def scene_times(name: str, size, frames: int, warm: int = 30) -> tuple[list[float], float]:
    """Frame ms of scene ``name`` after ``warm`` frames, and the fill+blit yardstick (ms)."""
    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    app = make_app(tempfile.mkdtemp(prefix="bench-frames-"), size=size)
    app.reset_to(make_scene(name, app, 1))
    for i in range(warm):
        sweep(app, i)
        app.step()

    def run():
        times = []
        for i in range(frames):
            sweep(app, warm + i)
            t0 = time.perf_counter()
            app.step()
            times.append((time.perf_counter() - t0) * 1000)
        return times
    return yardstick.frames_around(app.screen, run)


def rows(quick: bool = False):
    from game.scenes.registry import scene_names
    frames = 60 if quick else 300
    for size in SIZES:
        label = f"{size[0]}x{size[1]}"
        for name in scene_names():
            times, fb = scene_times(name, size, frames)
            med, p99, worst = percentiles(times)
            note = f"{frames} frames, worst {worst:.1f} ms"
            yield Row("frames", f"{name} {label} median", med, "ms", fb, "fb", "time", note=note)
            target, met = ("< 10 ms", p99 < 10) if size == SIZES[0] else ("", None)
            yield Row("frames", f"{name} {label} p99", p99, "ms", fb, "fb", "time", target, met)
    yield from resize_rows()


def workload_rows(label: str, measure, frames: int, targets: dict):
    """Median and p99 rows of a workload at each size: ``measure(size, frames)`` gives (frame
    ms, fill+blit ms); ``targets``: {size: (median ms, p99 ms)} goals (sizes without: none)."""
    for size in SIZES:
        times, fb = measure(size, frames)
        med, p99, worst = percentiles(times)
        tmed, tp99 = targets.get(size, (None, None))
        name = f"{label}, {size[0]}x{size[1]}"
        yield Row("frames", f"{name} median", med, "ms", fb, "fb", "time",
                  f"< {tmed} ms" if tmed else "", med < tmed if tmed else None,
                  f"{frames} frames, worst {worst:.1f} ms")
        yield Row("frames", f"{name} p99", p99, "ms", fb, "fb", "time",
                  f"< {tp99} ms" if tp99 else "", p99 < tp99 if tp99 else None)


def resize_rows():
    from game.app.testing import make_app, resize
    from game.scenes.registry import make_scene
    app = make_app(tempfile.mkdtemp(prefix="bench-frames-"), size=(1280, 720))
    app.reset_to(make_scene("title", app, 1))
    app.step()

    def first():
        t0 = time.perf_counter()
        resize(app, (1600, 900))
        return (time.perf_counter() - t0) * 1000
    ms, fb = yardstick.frames_around(app.screen, first)
    yield Row("frames", "title first frame after a resize to 1600x900", ms, "ms", fb, "fb",
              "time", note="cold caches")
