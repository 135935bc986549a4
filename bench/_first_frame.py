"""Helper of bench/startup.py: start the game as ``main.py`` does (``game.cli.main([])``) and,
at the first ``pygame.display.flip``, print ``first-frame <time.time()>`` and exit at once."""

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

_flip = pygame.display.flip


def _first_flip(*args):
    _flip(*args)
    print(f"first-frame {time.time():.6f}", flush=True)
    os._exit(0)


pygame.display.flip = _first_flip

from game.cli import main  # noqa: E402

sys.exit(main([]))
