"""Whole-session test setup: SDL runs headless (no screen, no audio device)."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Tests assert behaviour, never timing: no hypothesis deadline (a busy 2-core machine makes a
# 0.1 ms example take 300 ms now and then, which the default 200 ms deadline calls a failure).
from hypothesis import settings  # noqa: E402

settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")
