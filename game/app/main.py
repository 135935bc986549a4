"""Window entry point used by ``main.py`` (see game/cli.py)."""

from __future__ import annotations

import sys


def run_window(size=(1280, 720), frames=None, screenshot=None, scene=None, seed=1,
               fullscreen=False) -> int:
    """Open the window and run until closed (or for ``frames`` frames).

    ``scene``: a registry name to start on (unknown: one line on stderr, exit 2).  ``screenshot``:
    save the last frame there as PNG.  Returns the process exit code.
    """
    from game.scenes.registry import make_scene, scene_names
    if scene is not None and scene not in scene_names():
        print(f"unknown scene {scene!r}; choose from: {', '.join(scene_names())}",
              file=sys.stderr)
        return 2
    from game.app.app import App
    from game.app.settings import Settings
    settings = Settings()
    # the saved preference applies to interactive runs only (smoke runs keep --size)
    fullscreen = fullscreen or (frames is None and bool(settings.get("fullscreen")))
    app = App(size=size, fullscreen=fullscreen, settings=settings)
    try:
        if scene is None:
            from game.scenes.title import TitleScene
            app.push(TitleScene(app))
        else:
            app.push(make_scene(scene, app, seed))
        app.run(frames)
        if screenshot:
            app.save_screenshot(screenshot)
    finally:
        import pygame
        pygame.quit()
    return 0
