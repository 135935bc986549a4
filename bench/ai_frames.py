"""The table's frame time while a Hard AI thinks (issue 11), before (the search in a thread,
holding the interpreter lock) and after (the search in the AI worker process).

Each table at 1280x720 (started from the Title, with transitions, as in the game) with two Hard
AI seats, the pointer sweeping, frames paced at 60 FPS as the App's clock does; only frames
that start while an AI is computing count.  Hard is the game's own Hard player when its AI
module has one; until then a stand-in (:class:`BusyHard`) that spends its whole budget on
pure-Python work, as a search does, and then plays the greedy move.  Think budget: the
``ai_think`` default (1 s).  Yardstick: a full-window fill and blit (ms); target p99 < 20 ms.
``--quick``: 300 counted frames per game and path (else 900).

``python -m bench --only ai_frames`` prints the rows; ``python bench/ai_frames.py`` too.
"""

from __future__ import annotations

import os
import tempfile
import time

from bench import yardstick
from bench._table import Row
from bench.frames import percentiles, sweep

GAMES = ("picture-pie", "akropolis")
#: the bench's factory for the worker and the thread alike (game.ai.worker.PlayerSpec.factory)
FACTORY = "bench.ai_frames:make_hard"
FRAME_S = 1.0 / 60
TARGET_MS = 20.0


class BusyHard:
    """A stand-in Hard: pure-Python work until ``think`` seconds pass or ``stop()`` turns
    true, then the game's greedy choice (so the game goes on legally)."""

    def __init__(self, greedy, think: float | None) -> None:
        self.greedy = greedy
        self.think = think or 1.0
        self.stop = lambda: False

    def choose(self, state):
        end = time.perf_counter() + self.think
        acc = 0
        while time.perf_counter() < end and not self.stop():
            for k in range(2000):      # a search's work: Python bytecode, the lock held
                acc = (acc * 31 + k) % 1000003
        return self.greedy.choose(state)


def make_hard(level: str, game_id: str, seed: int = 0, think: float | None = None):
    """``make_player``'s signature: the game's own Hard when it has one, else :class:`BusyHard`
    (any other level: ``make_player``'s)."""
    from game.ai import game_players, make_player
    if level == "hard" and "hard" not in game_players(game_id):
        return BusyHard(make_player("greedy", game_id, seed), think)
    return make_player(level, game_id, seed, think=think)


def play(game_id: str, worker: bool, frames: int) -> tuple[list[float], list[float]]:
    """Frame ms (wall, and the main thread's CPU) of up to ``frames`` frames that start while a
    Hard AI computes."""
    from game.ai import worker as ai_worker
    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    from game.scenes.tables import start_game
    app = make_app(tempfile.mkdtemp(prefix="bench-ai-"), size=(1280, 720), ai_delay=0.1)
    app.reset_to(make_scene("title", app, 1))   # as in the game: the table follows a picture
    app.step()
    app.transitions = True
    config = {"game": game_id, "seed": 1, "options": {},
              "seats": [{"name": f"AI {i + 1}", "kind": "ai", "ai": "hard"} for i in range(2)]}
    if not start_game(app, config):
        raise RuntimeError(f"could not start {game_id}")
    table = app.stack[-1]
    table.session.ai_factory = FACTORY
    if not worker:
        table.session.driver.worker = None     # the thread path, as before this issue
    elif ai_worker.shared_worker() is None:
        raise RuntimeError("no AI worker process can run here")
    counted: list[float] = []
    cpu: list[float] = []
    deadline = time.monotonic() + frames * FRAME_S * 6 + 60
    i = 0
    while len(counted) < frames and not table.state.is_terminal and time.monotonic() < deadline:
        busy = table.session.computing
        sweep(app, i)
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step()
        ms = (time.perf_counter() - t0) * 1000
        if busy:
            counted.append(ms)
            cpu.append((time.thread_time() - c0) * 1000)
        i += 1
        time.sleep(max(0.0, FRAME_S - ms / 1000))   # the App's 60 FPS clock
    table.session.cancel_ai()
    return counted, cpu


def rows(quick: bool = False):
    from game.ai import worker as ai_worker
    from game.app.testing import make_app
    frames = 300 if quick else 900
    probe = make_app(tempfile.mkdtemp(prefix="bench-ai-"), size=(1280, 720))
    try:
        for game_id in GAMES:
            for worker, label in ((False, "thread (before)"), (True, "worker process (after)")):
                (times, cpu), fb = yardstick.frames_around(
                    probe.screen, lambda: play(game_id, worker, frames))
                if not times:
                    yield Row("ai-frames", f"{game_id} while Hard thinks, {label}", None, "ms",
                              note="no frame while thinking")
                    continue
                med, p99, worst = percentiles(times)
                note = (f"{len(times)} frames, median {med:.1f} ms, worst {worst:.1f} ms; main "
                        f"thread CPU p99 {percentiles(cpu)[1]:.1f} ms; load average "
                        f"{os.getloadavg()[0]:.1f}")
                yield Row("ai-frames", f"{game_id} while Hard thinks, {label}, p99", p99, "ms",
                          fb, "fb", "time", f"< {TARGET_MS:g} ms at 1280x720",
                          p99 < TARGET_MS, note=note)
    finally:
        ai_worker.shutdown()


if __name__ == "__main__":
    import sys
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for row in rows("--quick" in sys.argv):
        ratio = f"{row.ratio:.2f} fill+blit" if row.ratio is not None else "-"
        value = f"{row.value:.2f} ms" if row.value is not None else "-"
        print(f"{row.name}: {value} ({ratio}; target {row.target}: "
              f"{'met' if row.met else 'not met'}) {row.note}")
