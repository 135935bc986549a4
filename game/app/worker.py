"""Moved to :mod:`game.tasks` (storage writes autosaves with it, below the app shell); kept so
older imports keep working."""

from game.tasks import BackgroundTask  # noqa: F401
