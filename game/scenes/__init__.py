"""Scenes: title, new game, settings, pause, rules, results; tables live in subpackages."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
