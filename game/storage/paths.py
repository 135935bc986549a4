"""The user folders, in one place (issue 17): data (autosaves, progress, replays), config
(settings) and cache (synthesised sounds, drawn pictures).

``ANCIENT_CITIES_HOME`` overrides all three (tests, portable installs): data and config are then
that folder itself (as before), the cache ``<home>/cache``.  Otherwise platformdirs with the app
name :data:`APP_NAME`, which never changes with the version.  Nothing here creates a folder;
the first write does.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_cache_dir, user_config_dir, user_data_dir

#: the platformdirs app name: never changes with the version (folders would be lost)
APP_NAME = "ancient-cities"
HOME_ENV = "ANCIENT_CITIES_HOME"


def _home() -> Path | None:
    env = os.environ.get(HOME_ENV)
    return Path(env) if env else None


def data_dir() -> Path:
    """Autosaves, Codex progress and replays (``$ANCIENT_CITIES_HOME`` or user_data_dir)."""
    home = _home()
    return home if home is not None else Path(user_data_dir(APP_NAME))


def config_dir() -> Path:
    """settings.toml (``$ANCIENT_CITIES_HOME`` or user_config_dir)."""
    home = _home()
    return home if home is not None else Path(user_config_dir(APP_NAME))


def cache_dir() -> Path:
    """Things the game can make again (sounds): ``$ANCIENT_CITIES_HOME/cache`` or
    user_cache_dir."""
    home = _home()
    return home / "cache" if home is not None else Path(user_cache_dir(APP_NAME))
