"""Run benchmark modules of this bench/ against another checkout's ``game`` package and print
their rows as JSON: ``python bench/_worker.py --root DIR [--quick] NAME ...`` (used by
``python -m bench --base-dir DIR``).

This bench package is imported first from its own tree; then DIR goes first on ``sys.path``,
so the ``game`` the modules import is DIR's (submodules of ``bench`` still come from here).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("names", nargs="+")
    args = ap.parse_args(argv)
    here_root = str(Path(__file__).resolve().parents[1])
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).parent]
    sys.path.insert(0, here_root)
    import bench  # noqa: F401  (this tree's package)
    import bench._table
    import bench.yardstick  # noqa: F401
    sys.path.remove(here_root)
    sys.path.insert(0, os.path.abspath(args.root))
    for name in list(sys.modules):
        if name == "game" or name.startswith("game."):
            del sys.modules[name]
    rows = []
    for name in args.names:
        rows.extend(r.to_dict() for r in importlib.import_module(f"bench.{name}").rows(args.quick))
    import game
    print(f"worker: game from {Path(game.__file__).parent}", file=sys.stderr)
    json.dump(rows, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
