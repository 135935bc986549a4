"""User settings: ``settings.toml`` in the user config folder, written atomically.

Folder: ``$ANCIENT_CITIES_HOME`` if set (tests), else platformdirs ``user_config_dir(
"ancient-cities")``.  A corrupt file (or one with a value of the wrong type) never crashes the game and is never
silently lost: it is kept as ``settings.toml.corrupt``, defaults are used and ``load_error`` holds a one-line message
(the App shows it in a toast).
"""

from __future__ import annotations

import os
import shutil
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


_KIND = {bool: "true or false", float: "a number", int: "a whole number", str: "text"}


def _fits(value: Any, default: Any) -> bool:
    """True if ``value`` has the type of ``default`` (an int is fine for a float; no bools)."""
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, float):
        return isinstance(value, (int, float))
    return isinstance(value, type(default))


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


def config_dir() -> Path:
    """The folder holding settings.toml (created on save)."""
    env = os.environ.get("ANCIENT_CITIES_HOME")
    if env:
        return Path(env)
    from platformdirs import user_config_dir
    return Path(user_config_dir(APP_NAME))


class Settings(MutableMapping):
    """Dict-like settings with defaults; ``save()`` writes them atomically.

    Unknown keys in the file are kept.  A value of the wrong type is replaced by its default,
    the file is kept as ``settings.toml.corrupt`` and ``load_error`` names the setting and the
    fallback (the App shows it in a toast).
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
            name = self._keep_corrupt(os.replace)
            kept = f"; kept as {name}" if name else ""
            self.load_error = f"Settings file unreadable ({exc.what}); using defaults{kept}."
            return
        bad: list[str] = []
        for key, value in data.items():
            default = DEFAULTS.get(key)
            if default is None or _fits(value, default):
                self.values[key] = value
            else:
                bad.append(f"{key} = {_toml_value(value)} is not {_KIND[type(default)]}, "
                           f"using {_toml_value(default)}")
        if bad:
            # keep the user's file as it was, then write the corrected one (no repeat warning)
            name = self._keep_corrupt(shutil.copyfile)
            kept = f" (file kept as {name})" if name else ""
            self.save()
            self.load_error = "Settings: " + "; ".join(bad) + kept + "."

    def _keep_corrupt(self, how) -> str | None:
        """Keep the user's file as ``settings.toml.corrupt`` by ``how(src, dst)`` (os.replace
        moves it, shutil.copyfile copies it); its name, or None if the disk refused."""
        corrupt = self.path.with_name(self.path.name + ".corrupt")
        try:
            how(self.path, corrupt)
        except OSError:
            return None
        return corrupt.name

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
