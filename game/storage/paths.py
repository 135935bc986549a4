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


def not_a_folder(folder: str | os.PathLike) -> Path | None:
    """The first of ``folder`` and its parents that exists but is not a folder (a regular file,
    e.g. ``ANCIENT_CITIES_HOME`` set to one): nothing can be saved under it.  None when the
    nearest existing one is a folder."""
    for where in (Path(folder), *Path(folder).parents):
        if where.exists() or where.is_symlink():
            return None if where.is_dir() else where
    return None


def not_a_folder_message(folder: str | os.PathLike) -> str | None:
    """The one plain message when ``folder`` cannot hold files (:func:`not_a_folder`), else
    None."""
    bad = not_a_folder(folder)
    if bad is None:
        return None
    return f"{bad} is a file, not a folder: games are not being saved."
