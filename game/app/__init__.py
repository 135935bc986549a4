"""App shell: window, fixed-timestep frame loop, scene stack, settings, background work."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
