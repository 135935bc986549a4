"""The in-game rules reference (issue 18): :class:`~game.scenes.help.scene.HelpScene` over the
pages of :mod:`game.scenes.help.pages`, pictures from :mod:`game.scenes.help.pictures`;
:func:`open_help` opens it on the game and mode a table plays."""

from __future__ import annotations

from game import games
from game.scenes.help.scene import HelpScene


def help_for(app, game_id: str, options: dict | None = None) -> HelpScene:
    """The rules reference opened on ``game_id``'s mode that ``options`` (a config's options)
    select, at its Athena page when the Athena option is on.  Raises KeyError for an unknown
    game."""
    entry = games.mode_of(game_id, options)
    page = "ak-athena" if (options or {}).get("athena") else None
    return HelpScene(app, entry.game, entry.mode, page)


__all__ = ["HelpScene", "help_for"]
