"""Drawing helpers: palette, fonts, widgets (art drawn by code)."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
