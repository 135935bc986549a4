"""Monkey test: random keys, mouse, wheel, controller and joystick input (including devices
added and removed, and removals of instance ids never announced), window resizes (tiny, tall,
wide), focus changes and quit requests posted to pygame's queue, for many frames per scene,
seeded, with frame times from 1/60 s up to several seconds (so a short run covers minutes of
game time: AI turns, toasts, animations, repeats).  Nothing may raise, the window always stays
within the App's size limits, and every rules state on the scene stack stays legal
(:func:`check_states`: it round-trips through ``to_dict``, replays from its opening and action
log to an equal state, and lists a legal action unless the game is over).

``run_monkey(app, scene, frames, seed)`` is used by tests/app/test_monkey.py (every scene of
``--list-scenes``, thousands of events each) and by ``python -m bench monkey`` (a longer one:
MONKEY_FRAMES frames per scene, default 400, 100 with ``--quick``; a row per scene with frames
per second and the events posted).  When a random input leaves the scene (Quit, Back to the
title), the run carries on wherever the player ended up; a QUIT event is honoured (the App
stops running) and the run then carries on as if the game had been started again there.
"""

from __future__ import annotations

import os
import random
import tempfile
import time

import pygame

from game.core.replay import replay
from game.games import state_from_dict

#: the scenes of the long bench run (the test runs every scene of the registry)
SCENES = ("title", "new-game", "new-game-akropolis", "settings", "pause", "rules-picture-pie",
          "results", "pp-table", "pp-setup", "ak-table", "ak-solo")
#: frame times (seconds): frames, and stalls of up to ten seconds (30 frames: 65.3 s of game time)
DTS = (1 / 60, 1 / 60, 1 / 30, 0.25, 1.0, 5.0, 10.0)
KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_p,
        pygame.K_r, pygame.K_q, pygame.K_e, pygame.K_z, pygame.K_u, pygame.K_PLUS,
        pygame.K_MINUS, pygame.K_h, pygame.K_1, pygame.K_2, pygame.K_a, pygame.K_F1]
SIZES = [(640, 400), (320, 240), (1, 1), (640, 1400), (641, 2000), (3000, 400), (1280, 720),
         (800, 600), (10000, 10000), (700, 1500)]


def _event(rng: random.Random, size: tuple[int, int], resizes: float = 1.0
           ) -> pygame.event.Event:
    """One random event; ``resizes`` (0..1) is the share of the resize slot that really
    resizes (each resize lays the scene out again: the costly part of a long run)."""
    w, h = size
    pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
    k = rng.random()
    if k < 0.25:
        t = rng.choice((pygame.KEYDOWN, pygame.KEYUP))
        return pygame.event.Event(t, key=rng.choice(KEYS), mod=rng.choice((0, pygame.KMOD_SHIFT)),
                                  unicode="", scancode=0)
    if k < 0.45:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-30, 30),
                                  rng.randint(-30, 30)), buttons=(rng.random() < 0.3, 0, 0))
    if k < 0.6:
        t = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return pygame.event.Event(t, pos=pos, button=rng.choice((1, 1, 1, 2, 3)))
    if k < 0.65:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 2)),
                                  flipped=False)
    if k < 0.78:
        t = rng.choice((pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP))
        return pygame.event.Event(t, instance_id=0, button=rng.randrange(0, 16))
    if k < 0.83:
        return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0,
                                  axis=rng.randrange(0, 6), value=rng.randint(-32768, 32767))
    if k < 0.88:
        if rng.random() < 0.5:
            return pygame.event.Event(pygame.JOYHATMOTION, instance_id=7, hat=0,
                                      value=(rng.randint(-1, 1), rng.randint(-1, 1)))
        if rng.random() < 0.5:
            return pygame.event.Event(pygame.JOYAXISMOTION, instance_id=7, axis=rng.randrange(2),
                                      value=rng.uniform(-1, 1))
        return pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=7, button=rng.randrange(12))
    if k < 0.9:
        iid = rng.choice((0, 1, 7, 42, -1))
        t = rng.choice((pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED,
                        pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED))
        if t in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            return pygame.event.Event(t, device_index=rng.randrange(0, 4), instance_id=iid)
        return pygame.event.Event(t, instance_id=iid)
    if k < 0.905:
        return pygame.event.Event(pygame.QUIT)
    if k < 0.93 and rng.random() < resizes:
        w, h = rng.choice(SIZES)
        t = rng.choice((pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED))
        if t == pygame.VIDEORESIZE:
            return pygame.event.Event(t, w=w, h=h, size=(w, h))
        return pygame.event.Event(t, x=w, y=h)
    return pygame.event.Event(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED,
                                          pygame.WINDOWLEAVE, pygame.WINDOWENTER,
                                          pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED)))


def check_states(app) -> int:
    """Assert that every rules state on ``app``'s scene stack is legal: ``from_dict(to_dict())``
    equals it, replaying its opening and action log rebuilds an equal state, and a game that is
    not over lists at least one legal action.  Returns the number of states checked."""
    seen = 0
    for scene in list(app.stack):
        session = getattr(scene, "session", None)
        state = getattr(session, "state", None)
        if state is None:
            continue
        seen += 1
        name = getattr(scene, "name", type(scene).__name__)
        plain = state.to_dict()
        assert state_from_dict(plain["game"], plain) == state, f"{name}: round trip"
        if state.opening is not None:
            assert replay(state.opening, state.action_log) == state, f"{name}: replay"
        if not state.is_terminal:
            assert state.legal_actions(), f"{name}: no legal action in a game that is not over"
    return seen


def run_monkey(app, scene: str, frames: int, seed: int, per_frame: int = 4,
               dts=(1 / 60,), check_every: int = 0, resizes: float = 1.0,
               min_per_frame: int = 0) -> int:
    """Drive ``app`` on ``scene`` for ``frames`` frames of random input (``min_per_frame`` ..
    ``per_frame`` events a frame; frame k's dt is ``dts[k % len(dts)]`` seconds); returns the
    number of events posted.
    With ``check_every`` > 0, :func:`check_states` runs every that many frames and at the end.
    Raises whatever the game raises (a failure)."""
    from game.app import app as shell
    MIN_SIZE = shell.MIN_SIZE
    MAX_SIZE = getattr(shell, "MAX_SIZE", (1 << 15, 1 << 15))
    from game.scenes.registry import make_scene
    rng = random.Random(seed)
    posted = 0
    app.reset_to(make_scene(scene, app, seed))
    for frame in range(frames):
        # A QUIT was honoured (the App stopped running): carry on with the stack as it is (as if
        # the player had started the game again there); an empty stack starts the scene again.
        app.running = True
        if not app.stack:
            app.reset_to(make_scene(scene, app, seed))
        pygame.event.clear()
        for _ in range(rng.randint(min_per_frame, per_frame)):
            pygame.event.post(_event(rng, app.size, resizes))
            posted += 1
        app.step(dts[frame % len(dts)])
        assert MIN_SIZE[0] <= app.size[0] <= MAX_SIZE[0]
        assert MIN_SIZE[1] <= app.size[1] <= MAX_SIZE[1]
        if check_every and frame % check_every == 0:
            check_states(app)
    if check_every:
        check_states(app)
    return posted


def rows(quick: bool = False):
    """One row per scene: frames of random input per second, no failure (a failure raises)."""
    from bench._table import Row
    from game.app.testing import make_app
    frames = int(os.environ.get("MONKEY_FRAMES", "100" if quick else "400"))
    for k, name in enumerate(SCENES):
        app = make_app(tempfile.mkdtemp(prefix="monkey-"))
        app.transitions = False
        t0 = time.perf_counter()
        events = run_monkey(app, name, frames, seed=1000 + k)
        sec = time.perf_counter() - t0
        yield Row("monkey", f"{name} random input", frames / sec, "frames/s",
                  target="no failure", met=True, note=f"{frames} frames, {events} events")


def main() -> None:
    from bench._table import format_table
    print(format_table(list(rows())))


if __name__ == "__main__":
    import sys
    from pathlib import Path
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main()
