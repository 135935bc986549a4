"""``python -m bench`` (``make bench``): run every benchmark module in bench/ and print its figures.

A benchmark module is any ``bench/<name>.py`` with a ``main()`` that prints its own figures.
``python -m bench NAME ...`` runs only those.
"""

import importlib
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(names: list[str]) -> int:
    here = Path(__file__).parent
    found = sorted(p.stem for p in here.glob("*.py") if not p.stem.startswith("_"))
    for name in names or found:
        if name not in found:
            print(f"bench: no benchmark named {name!r}; have {', '.join(found)}", file=sys.stderr)
            return 2
        print(f"== {name} ==", flush=True)
        importlib.import_module(f"bench.{name}").main()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
