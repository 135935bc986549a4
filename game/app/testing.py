"""Helpers for headless UI tests: an App with its own settings folder and real pygame events.

    app = make_app(tmp_path)            # 1280x720, settings under tmp_path
    app.push(SomeScene(app))
    press(app, pygame.K_DOWN)           # posts KEYDOWN (+KEYUP) and runs one frame
    click(app, button.rect.center)      # posts MOUSEMOTION, MOUSEBUTTONDOWN/UP, one frame
Everything goes through pygame's event queue and ``app.step``, exactly like a player's input.
Needs SDL_VIDEODRIVER=dummy (tests/conftest.py sets it).
"""

from __future__ import annotations

import os

import pygame

from game.app.app import FIXED_DT, App
from game.app.settings import Settings


def make_app(tmp_path, size: tuple[int, int] = (1280, 720), **settings) -> App:
    """A fresh App whose settings and autosaves live in ``tmp_path`` (AI delay 0 unless given; no
    cross-fades between scenes)."""
    s = Settings(os.path.join(str(tmp_path), "settings.toml"))
    s["ai_delay"] = 0.0
    for k, v in settings.items():
        s[k] = v
    app = App(size=size, settings=s)
    app.saves_dir = str(tmp_path)   # autosaves (game.storage.saves) stay in the test's folder
    app.transitions = False   # pixels right after a scene change are the new scene's
    pygame.event.clear()
    return app


def post(event_type: int, **attrs) -> None:
    """Post one pygame event."""
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def frames(app: App, n: int = 1, dt: float = FIXED_DT) -> None:
    """Run ``n`` frames."""
    for _ in range(n):
        app.step(dt)


def press(app: App, key: int, mod: int = 0, steps: int = 1) -> None:
    """Press and release ``key`` (pygame.K_*), then run ``steps`` frames."""
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
    frames(app, steps)


def move(app: App, pos: tuple[int, int], steps: int = 1) -> None:
    """Move the mouse to ``pos`` and run ``steps`` frames."""
    post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, steps)


def click(app: App, pos: tuple[int, int], button: int = 1, steps: int = 1) -> None:
    """Move to ``pos``, press and release mouse ``button`` there, then run ``steps`` frames."""
    post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button)
    post(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)
    frames(app, steps)


def wheel(app: App, y: int, steps: int = 1) -> None:
    """Turn the mouse wheel (y > 0 away from the user)."""
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    frames(app, steps)


def pad_button(app: App, button: int, instance_id: int = 0, steps: int = 1) -> None:
    """Press and release a game-controller button (pygame.CONTROLLER_BUTTON_*)."""
    post(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance_id)
    frames(app, steps)


def pad_chord(app: App, button: int, instance_id: int = 0, steps: int = 1,
              hold: int = pygame.CONTROLLER_BUTTON_BACK) -> None:
    """Hold ``hold`` (View / Back, the pad's chord modifier), press and release ``button``,
    let go of ``hold``, then run ``steps`` frames ("View+X": the previous area)."""
    post(pygame.CONTROLLERBUTTONDOWN, button=hold, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONUP, button=hold, instance_id=instance_id)
    frames(app, steps)


def resize(app: App, size: tuple[int, int], steps: int = 1) -> None:
    """Post a VIDEORESIZE to ``size`` and run ``steps`` frames."""
    post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=tuple(size))
    frames(app, steps)


def rects_inside(app: App) -> list:
    """Widget rects of every scene on the stack that are NOT inside the window (want [])."""
    win = pygame.Rect((0, 0), app.size)
    bad = []
    for scene in app.stack:
        for r in scene.widget_rects():
            if not win.contains(pygame.Rect(r)):
                bad.append((scene.name, tuple(r)))
    return bad
