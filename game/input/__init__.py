"""Input: devices (keyboard, mouse, controllers) become logical actions."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
