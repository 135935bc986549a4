"""Alias of :mod:`game.scenes.rules_text` (``rules_text(game_id) -> str``)."""

from game.scenes.rules_text import RULES, RULES_TITLES, rules_text, title_for  # noqa: F401
