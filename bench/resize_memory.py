"""Memory while the window is dragged through many sizes (issue 19, point 14): the process's
resident size (MB, /proc) before, after 300 resizes of each table and after going back to
1280x720.  Size-keyed caches are bounded, so the figure levels off instead of growing."""

from __future__ import annotations

import tempfile
from pathlib import Path


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def rows(quick: bool = False, steps: int | None = None):
    from bench._table import Row
    from game.app.testing import make_app, resize
    from game.scenes.registry import make_scene
    steps = steps or (25 if quick else 150)
    for name in ("title", "pp-table", "ak-table"):
        app = make_app(tempfile.mkdtemp(prefix="resize-"))
        app.transitions = False
        app.reset_to(make_scene(name, app, 1))
        app.step()
        before = rss_mb()
        peak = before
        for k in range(steps):
            resize(app, (640 + (k * 37) % 1300, 400 + (k * 23) % 700))
            app.step()
            peak = max(peak, rss_mb())
        resize(app, (1280, 720))
        app.step()
        yield Row("memory", f"{name} RSS peak over {steps} window sizes", peak, "MB",
                  note=f"{before:.0f} MB before, {rss_mb():.0f} MB back at 1280x720")


def main(steps: int = 300) -> None:
    from bench._table import format_table
    print(format_table(list(rows(steps=steps))))


if __name__ == "__main__":
    import os
    import sys
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main()
