"""Which printed layout a controller has: "xbox", "playstation", "nintendo" or "generic".

``family_of(device_index, name)``: SDL's own controller type (``SDL_GameControllerTypeForIndex``,
read through ctypes from the SDL library pygame-ce bundles, since pygame has no API for it),
else the name: "Xbox" / "XInput" -> xbox; "PS" / "DualShock" / "DualSense" / "Sony" ->
playstation; "Nintendo" / "Switch" / "Joy-Con" -> nintendo; anything else generic.  Never
raises: a missing library or symbol falls back to the name.
"""

from __future__ import annotations

import ctypes
import glob
import os
import re

import pygame

# SDL_GameControllerType (SDL 2.0.12+) -> family
_SDL_TYPES = {1: "xbox", 2: "xbox", 3: "playstation", 4: "playstation", 7: "playstation",
              5: "nintendo", 11: "nintendo", 12: "nintendo", 13: "nintendo"}
_NAME_RULES = (
    ("xbox", re.compile(r"xbox|xinput|x-box", re.I)),
    ("playstation", re.compile(r"\bps[1-5]?\b|ps[1-5]|dualshock|dualsense|sony|playstation",
                               re.I)),
    ("nintendo", re.compile(r"nintendo|switch|joy-?con", re.I)),
)

_lib: list = []   # [ctypes library or None] once looked for


def sdl_library():
    """pygame-ce's bundled SDL2 as a ctypes library (the very library pygame runs on, so its
    state is pygame's), or None where it cannot be found.  Looked for once."""
    if _lib:
        return _lib[0]
    lib = None
    base = os.path.dirname(pygame.__file__)
    patterns = (os.path.join(base, os.pardir, "pygame_ce.libs", "libSDL2-2*"),   # Linux wheels
                os.path.join(base, ".dylibs", "libSDL2*"),                       # macOS wheels
                os.path.join(base, "SDL2.dll"))                                  # Windows
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            try:
                lib = ctypes.CDLL(path)
                break
            except OSError:
                continue
        if lib is not None:
            break
    _lib.append(lib)
    return lib


def sdl_type_family(device_index: int) -> str | None:
    """The family SDL reports for the device at ``device_index``, or None (unknown type, a
    virtual device, no library)."""
    lib = sdl_library()
    fn = getattr(lib, "SDL_GameControllerTypeForIndex", None) if lib is not None else None
    if fn is None:
        return None
    try:
        fn.argtypes, fn.restype = [ctypes.c_int], ctypes.c_int
        return _SDL_TYPES.get(int(fn(int(device_index))))
    except (OSError, TypeError, ValueError, ctypes.ArgumentError):
        return None


def family_from_name(name: str) -> str:
    """The family a controller's name suggests ("Sony DualSense" -> "playstation")."""
    for family, rule in _NAME_RULES:
        if rule.search(name or ""):
            return family
    return "generic"


def family_of(device_index: int | None, name: str) -> str:
    """SDL's type for ``device_index`` when it knows one, else :func:`family_from_name`."""
    found = sdl_type_family(device_index) if device_index is not None else None
    return found or family_from_name(name)
