"""Frames while an AI thinks on the worker thread (it holds the interpreter lock): a whole
4-seat game between greedy AI seats on each table at 1280x720 (started from the Title, with
transitions, as in the game), the pointer sweeping; the frame times are split by whether an
AI was thinking when the frame started.  The AI moving to a
worker process is a later issue: this is its before figure.  Yardstick: a full-window fill
and blit (ms).  ``--quick``: 600 frames per game.
"""

from __future__ import annotations

import tempfile
import time

from bench import yardstick
from bench._table import Row
from bench.frames import percentiles, sweep

GAMES = (("picture-pie", 0.3), ("akropolis", 0.3))


def play(game_id: str, delay: float, frames: int):
    """(frame ms while thinking, frame ms otherwise) over up to ``frames`` frames."""
    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    from game.scenes.tables import start_game
    app = make_app(tempfile.mkdtemp(prefix="bench-ai-"), size=(1280, 720))
    app.reset_to(make_scene("title", app, 1))   # as in the game: the table follows a picture
    app.step()
    app.transitions = True
    config = {"game": game_id, "seed": 1, "options": {}, "ai_delay": delay,
              "seats": [{"name": f"AI {i + 1}", "kind": "ai", "ai": "greedy"} for i in range(4)]}
    if not start_game(app, config):
        raise RuntimeError(f"could not start {game_id}")
    table = app.stack[-1]
    thinking, other = [], []
    for i in range(frames):
        if table.state.is_terminal:
            break
        busy = table.session.thinking
        sweep(app, i)
        t0 = time.perf_counter()
        app.step()
        (thinking if busy else other).append((time.perf_counter() - t0) * 1000)
        time.sleep(0.002)   # the worker thread gets the lock between frames, as at 60 FPS
    table.session.cancel_ai()
    return thinking, other, app


def rows(quick: bool = False):
    frames = 600 if quick else 3000
    for game_id, delay in GAMES:
        box = {}

        def run():
            box["t"], box["o"], box["app"] = play(game_id, delay, frames)
        from game.app.testing import make_app
        probe = make_app(tempfile.mkdtemp(prefix="bench-ai-"), size=(1280, 720))
        _, fb = yardstick.frames_around(probe.screen, run)
        for label, times in (("an AI thinking", box["t"]), ("no AI thinking", box["o"])):
            if not times:
                yield Row("ai-frames", f"{game_id} frames, {label}", None, "ms",
                          note="no such frame")
                continue
            med, p99, worst = percentiles(times)
            note = f"{len(times)} frames, worst {worst:.1f} ms"
            yield Row("ai-frames", f"{game_id} frames, {label}, median", med, "ms", fb, "fb",
                      "time", note=note)
            yield Row("ai-frames", f"{game_id} frames, {label}, p99", p99, "ms", fb, "fb",
                      "time", "< 10 ms" if label.startswith("an") else "",
                      p99 < 10 if label.startswith("an") else None)
