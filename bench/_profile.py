"""cProfile of the slowest rules path and of a scene, for BENCHMARKS.md (before and after).

    python bench/_profile.py [--root DIR] rules [GAMES]      # Picture Pie, 4 random seats
    python bench/_profile.py [--root DIR] scene NAME [FRAMES] # first frame, then FRAMES more

``--root DIR`` profiles another checkout's ``game`` (as bench/_worker.py does).  Prints the top
functions by internal time, paths shortened to the repository.
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def report(prof: cProfile.Profile, root: str, top: int = 18, sort: str = "tottime") -> str:
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats(sort).print_stats(top)
    lines = [ln.replace(root + "/", "") for ln in out.getvalue().splitlines()
             if ln.strip() and not ln.startswith(("   Ordered", "   List reduced"))]
    return "\n".join(lines)


def rules(games: int) -> cProfile.Profile:
    from game.tools.simulate import play_game
    play_game("picture-pie", 4, 0, "random")
    prof = cProfile.Profile()
    prof.enable()
    for seed in range(1, games + 1):
        play_game("picture-pie", 4, seed, "random")
    prof.disable()
    return prof


def scene(name: str, frames: int) -> cProfile.Profile:
    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    app = make_app(tempfile.mkdtemp(prefix="bench-profile-"), size=(1920, 1080))
    app.reset_to(make_scene("title", app, 1))
    app.step()
    table = make_scene(name, app, 1)
    app.transitions = True
    app.reset_to(table)
    from bench.frames import sweep
    prof = cProfile.Profile()
    prof.enable()
    for i in range(frames):
        sweep(app, i)
        app.step()
    prof.disable()
    return prof


def main(argv: list[str]) -> int:
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
    if argv[:1] == ["--root"]:
        root = os.path.abspath(argv[1])
        argv = argv[2:]
    here_root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(
        os.path.abspath(__file__))]
    sys.path.insert(0, here_root)
    import bench.frames  # noqa: F401  (this tree's bench; DIR's game from here on)
    sys.path.remove(here_root)
    sys.path.insert(0, root)
    for name in [m for m in sys.modules if m == "game" or m.startswith("game.")]:
        del sys.modules[name]
    if argv[0] == "rules":
        prof = rules(int(argv[1]) if len(argv) > 1 else 100)
    else:
        prof = scene(argv[1], int(argv[2]) if len(argv) > 2 else 300)
    print(report(prof, root))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
