"""User settings: ``settings.toml`` in the user config folder, written atomically.

Folder: ``$ANCIENT_CITIES_HOME`` if set (tests), else platformdirs ``user_config_dir(
"ancient-cities")``.  A corrupt file never crashes the game and is never silently lost: it is
renamed ``settings.toml.corrupt``, defaults are used and ``load_error`` holds a one-line message
(the App shows it in a toast).
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from game.storage.toml_io import FileDataError, read_toml, write_toml_atomic

APP_NAME = "ancient-cities"

DEFAULTS: dict[str, Any] = {
    "fullscreen": False,      # start fullscreen (interactive runs; F11 toggles)
    "ai_delay": 0.6,          # seconds between AI actions (readable pace)
    "animations": True,
    "show_hints": True,
    "dead_zone": 0.35,        # controller stick dead zone, 0..1
    "repeat_delay": 0.35,     # seconds before a held direction repeats
    "repeat_rate": 10.0,      # repeats per second
    "last_game": "picture-pie",
}


def config_dir() -> Path:
    """The folder holding settings.toml (created on save)."""
    env = os.environ.get("ANCIENT_CITIES_HOME")
    if env:
        return Path(env)
    from platformdirs import user_config_dir
    return Path(user_config_dir(APP_NAME))


class Settings(MutableMapping):
    """Dict-like settings with defaults; ``save()`` writes them atomically.

    Unknown keys in the file are kept; values of the wrong type are replaced by the default.
    """

    def __init__(self, path: Path | None = None, load: bool = True) -> None:
        self.path = Path(path) if path is not None else config_dir() / "settings.toml"
        self.values: dict[str, Any] = dict(DEFAULTS)
        self.load_error: str | None = None
        if load:
            self.load()

    def load(self) -> None:
        """Read the file if present; on a corrupt file keep it as ``.corrupt`` and use defaults."""
        if not self.path.exists():
            return
        try:
            data, _ = read_toml(self.path)
        except FileDataError as exc:
            corrupt = self.path.with_name(self.path.name + ".corrupt")
            try:
                os.replace(self.path, corrupt)
                kept = f"; kept as {corrupt.name}"
            except OSError:
                kept = ""
            self.load_error = f"Settings file unreadable ({exc.what}); using defaults{kept}."
            return
        for key, value in data.items():
            default = DEFAULTS.get(key)
            if default is None or isinstance(value, type(default)) or (
                    isinstance(default, float) and isinstance(value, int)
                    and not isinstance(value, bool)):
                self.values[key] = value

    def save(self) -> str | None:
        """Write the settings; return None, or a one-line message if the disk refused."""
        try:
            write_toml_atomic(self.path, self.values)
        except OSError as exc:
            return f"Could not save settings: {exc.strerror or exc}"
        return None

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.values[key] = value

    def __delitem__(self, key: str) -> None:
        del self.values[key]

    def __iter__(self):
        return iter(self.values)

    def __len__(self) -> int:
        return len(self.values)
