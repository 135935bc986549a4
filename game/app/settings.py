"""User settings: ``settings.toml`` in the user config folder, written atomically.

Folder: :func:`game.storage.paths.config_dir` (``$ANCIENT_CITIES_HOME`` if set, else
platformdirs' user config folder).  File format 1: ``format = 1`` then one ``key = value`` per
setting (:mod:`game.settings_schema`); a file without the ``format`` line (written before issue
17) is format 0 and is upgraded on load (:mod:`game.storage.formats`).  A damaged file (or one
with a value of the wrong type or outside its :data:`RANGES`) never crashes the game and is
never silently lost: it is kept as ``settings.toml.corrupt``; an unreadable file falls back to
``settings.toml.bak`` when that is good (else the defaults); a bad value is clamped or replaced
by its default; ``load_error`` holds a one-line message in the player's words, its own per
fault (:mod:`game.storage.faults`: missing with a backup, empty, binary, not UTF-8, cut short,
not valid TOML with its line, a bad value naming the setting) and the App shows it in a toast.
A file of a NEWER format is not read: it is kept as ``settings.toml.newer`` (never written
over) and the defaults are used.  Each damaged copy is kept (``.corrupt``, ``.corrupt.1``,
...); files are read at most 1 MiB, regular files only.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from game.core.scorepad_input import quote
from game.settings_schema import DEFAULTS, RANGES
from game.storage import faults, formats
from game.storage.messages import backup_too_words
from game.storage.paths import config_dir, not_a_folder
from game.storage.toml_io import MAX_FILE_BYTES, keep_aside, write_toml_atomic

FILE_NAME = "settings.toml"
FORMAT_VERSION = 1
formats.set_current("settings", FORMAT_VERSION, optional_key=True, noun="settings file")
formats.register("settings", 0, lambda doc: doc)   # format 0 had no format line: same keys


def _num(x: float) -> str:
    return f"{x:g}"


def checked(key: str, value: Any) -> tuple[Any, str | None]:
    """``(usable value, None)`` or ``(fallback, reason)`` for setting ``key``: a number outside
    :data:`RANGES` is clamped to the nearer end (NaN: the default), text not among the choices
    becomes the default.  Unknown keys and right values pass unchanged.  Assumes the type has
    been checked (see ``Settings.load``)."""
    rule = RANGES.get(key)
    if rule is None or rule is bool:
        return value, None
    if isinstance(rule, tuple) and len(rule) == 2 and all(isinstance(b, float) for b in rule):
        lo, hi = rule
        try:
            v = float(value)
        except (TypeError, ValueError):
            return DEFAULTS[key], f"{key} = {value!r} is not a number, using {DEFAULTS[key]}"
        if v != v:  # NaN
            return DEFAULTS[key], f"{key} = nan is not a number, using {_num(DEFAULTS[key])}"
        if lo <= v <= hi:
            return value, None
        fixed = lo if v < lo else hi
        return fixed, (f"{key} = {_num(v)} is outside {_num(lo)}\u2013{_num(hi)}, "
                       f"using {_num(fixed)}")
    if value in rule:
        return value, None
    return DEFAULTS[key], (f"{key} = {_toml_value(value)} is not one of "
                           f"{', '.join(rule)}, using {_toml_value(DEFAULTS[key])}")


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
        return '"' + quote(value, 30)[1:-1] + '"'  # one short line, control characters escaped
    if isinstance(value, (dict, list)):
        return "a table" if isinstance(value, dict) else "a list"
    return str(value)[:30]


class Settings(MutableMapping):
    """Dict-like settings with defaults; ``save()`` writes them atomically.

    Unknown keys in the file are kept.  A value of the wrong type is replaced by its default,
    the file is kept as ``settings.toml.corrupt`` and ``load_error`` names the setting and the
    fallback (the App shows it in a toast).
    """

    def __init__(self, path: Path | None = None, load: bool = True) -> None:
        self.path = Path(path) if path is not None else config_dir() / FILE_NAME
        self.values: dict[str, Any] = dict(DEFAULTS)
        self.load_error: str | None = None
        if load:
            self.load()

    def _read(self, path: Path) -> dict:
        """The settings document at ``path`` (format key removed).  Raises FileNotFoundError
        or :class:`game.storage.faults.FileFault`."""
        doc, _raw = faults.read_doc(path, "settings", MAX_FILE_BYTES)
        doc = dict(doc)
        doc.pop("format", None)
        return doc

    def load(self) -> None:
        """Read the file if present.  Unreadable: keep it as ``.corrupt`` (a newer version's
        as ``.newer``) and use the ``.bak`` if that reads, else the defaults.  Missing while
        the ``.bak`` is there: the backup is used.  Values of the wrong type or out of range:
        fixed (see :func:`checked`), the user's file kept as ``.corrupt``, the fixed one
        written."""
        bak = self.path.with_name(self.path.name + ".bak")
        if not os.path.lexists(self.path) and not os.path.lexists(bak):
            return
        restored = None
        try:
            data = self._read(self.path)
        except (faults.FileFault, FileNotFoundError) as exc:
            name = reason = None
            if isinstance(exc, faults.FileFault):
                name = keep_aside(self.path, suffix=".newer" if exc.kind == "newer"
                                  else ".corrupt")
                reason = str(exc)
            try:
                data = self._read(bak)
            except (faults.FileFault, OSError) as bak_exc:
                too = ""
                if isinstance(bak_exc, faults.FileFault):   # kept aside as autosaves are
                    too = backup_too_words(str(bak_exc), keep_aside(bak, suffix=".corrupt"))
                if reason is None and not too:
                    return   # no file and no readable backup: the defaults, as at a first start
                said = (f"The settings file could not be read ({reason})" if reason
                        else "The settings file was missing")
                kept = f"; it was kept as {name}" if name else ""
                self.load_error = f"{said}{kept}{too}; using the defaults."
                return
            said = (f"The settings file could not be read ({reason})" if reason
                    else "The settings file was missing")
            kept = f" (the unreadable file is kept as {name})" if name else ""
            restored = f"{said}; your settings were restored from {bak.name}{kept}."
        bad: list[str] = []
        for key, value in data.items():
            default = DEFAULTS.get(key)
            if default is None:
                self.values[key] = value
            elif not _fits(value, default):
                bad.append(f"{key} = {_toml_value(value)} is not {_KIND[type(default)]}, "
                           f"using {_toml_value(default)}")
            else:
                value, why = checked(key, value)
                self.values[key] = value
                if why:
                    bad.append(why)
        if restored:
            # the good copy becomes settings.toml again; corrected, the backup is written too
            self.save(backup_too=bool(bad))
            self.load_error = restored + (" Settings: " + "; ".join(bad) + "." if bad else "")
            return
        if bad:
            # keep the user's file as it was, then write the corrected one (no repeat warning)
            name = self._keep_corrupt(move=False)
            kept = f" (file kept as {name})" if name else ""
            self.save(backup=False)   # the .bak stays the last good file
            self.load_error = "Settings: " + "; ".join(bad) + kept + "."

    def document(self) -> dict:
        """What :meth:`save` writes: ``format`` first, then every value."""
        return {"format": FORMAT_VERSION,
                **{k: v for k, v in self.values.items() if k != "format"}}

    def _keep_corrupt(self, move: bool) -> str | None:
        """Keep the user's file as ``settings.toml.corrupt`` (``.corrupt.1``... when taken),
        moved or copied, never through a link; its name, or None if the disk refused."""
        return keep_aside(self.path, move=move)

    def save(self, backup: bool = True, backup_too: bool = False) -> str | None:
        """Write the settings; return None, or a one-line message if the disk refused.
        ``backup``: the previous file becomes ``settings.toml.bak`` first (when it is whole);
        ``backup_too``: the ``.bak`` is written with these settings too."""
        try:
            if backup_too:
                write_toml_atomic(self.path.with_name(self.path.name + ".bak"),
                                  self.document(), backup=False)
            write_toml_atomic(self.path, self.document(), backup=backup and not backup_too)
        except OSError as exc:
            bad = not_a_folder(self.path.parent)
            if bad is not None:
                return f"{bad} is a file, not a folder: settings are not being saved."
            return f"Could not save settings: {exc.strerror or exc}"
        return None

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def __setitem__(self, key: str, value: Any) -> None:
        """Set ``key``; a value outside :data:`RANGES` is clamped/replaced (see :func:`checked`)."""
        default = DEFAULTS.get(key)
        if default is not None and _fits(value, default):
            value = checked(key, value)[0]
        self.values[key] = value

    def __delitem__(self, key: str) -> None:
        del self.values[key]

    def __iter__(self):
        return iter(self.values)

    def __len__(self) -> int:
        return len(self.values)
