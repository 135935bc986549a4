"""A slow stand-in for Hard, built in the AI worker process by name
(``ai_factory="tests.ai.slow_player:make"``): it "searches" until its ``stop`` turns true or
``HOLD`` seconds pass, then returns the last legal action.  It writes a line to the file named by
the AI_TEST_LOG environment variable (the worker inherits the environment) when it starts and
when it was stopped, so a test can see the search begin and end."""

from __future__ import annotations

import os
import time

#: seconds the stand-in thinks when nobody stops it (far longer than any test waits)
HOLD = 60.0


def _log(text: str) -> None:
    path = os.environ.get("AI_TEST_LOG")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(text + "\n")


class SlowPlayer:
    def __init__(self, seed: int = 0, think: float | None = None) -> None:
        self.seed = seed
        self.think = think
        self.stop = lambda: False
        self.calls = 0

    def choose(self, state):
        self.calls += 1
        _log(f"start {os.getpid()} {self.seed} {self.calls}")
        end = time.monotonic() + HOLD
        while time.monotonic() < end:
            if self.stop():
                _log(f"stopped {self.seed} {self.calls}")
                break
            time.sleep(0.005)
        return state.legal_actions()[-1]


class QuickPlayer(SlowPlayer):
    """Answers at once with the first legal action and counts its calls (seeded state kept
    in the worker: the count goes on from decision to decision)."""

    def choose(self, state):
        self.calls += 1
        _log(f"quick {os.getpid()} {self.seed} {self.calls}")
        return state.legal_actions()[0]


def make(level: str, game_id: str, seed: int = 0, think: float | None = None):
    """``make_player``'s signature: "hard" is the slow stand-in, anything else quick."""
    return SlowPlayer(seed, think) if level == "hard" else QuickPlayer(seed, think)


class Unpicklable:
    """An action the worker cannot send back."""

    def __reduce__(self):
        raise TypeError("not picklable")


def make_broken(level: str, game_id: str, seed: int = 0, think: float | None = None):
    """A player whose choice cannot be pickled (``level`` "pickle") or that raises."""
    class Broken:
        def choose(self, state):
            if level == "pickle":
                return Unpicklable()
            raise RuntimeError("the stand-in broke")
    return Broken()
