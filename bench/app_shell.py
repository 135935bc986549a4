"""App shell frame cost: ms per frame (events + update + draw + flip) for each shell scene at
1280x720 and 1920x1080, headless; and the first-frame (cold cache) cost after a resize."""

from __future__ import annotations

import tempfile
import time


def main() -> None:
    from game.app.testing import make_app, resize
    from game.scenes.registry import make_scene

    names = ["title", "new-game", "new-game-akropolis", "settings", "pause", "rules-picture-pie",
             "results"]
    for size in ((1280, 720), (1920, 1080)):
        app = make_app(tempfile.mkdtemp(), size=size)
        for name in names:
            app.reset_to(make_scene(name, app, 1))
            app.step()                              # warm caches
            n = 120
            t0 = time.perf_counter()
            for _ in range(n):
                app.step()
            ms = (time.perf_counter() - t0) * 1000 / n
            print(f"{name:20s} {size[0]}x{size[1]}  {ms:6.2f} ms/frame")
    app = make_app(tempfile.mkdtemp(), size=(1280, 720))
    app.reset_to(make_scene("title", app, 1))
    app.step()
    t0 = time.perf_counter()
    resize(app, (1600, 900))
    print(f"title first frame after resize to 1600x900: {(time.perf_counter() - t0) * 1000:.1f} ms")
