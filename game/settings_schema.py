"""What the user settings hold: their defaults and allowed values.

Below both the settings file (:mod:`game.app.settings`, which re-exports these names) and the
input layer (:mod:`game.input.controller` clamps dead zone and repeat timing into
:data:`RANGES`), so neither imports the other's package.
"""

from __future__ import annotations

from typing import Any

from game.games import game_ids

DEFAULTS: dict[str, Any] = {
    "fullscreen": False,      # start fullscreen (interactive runs; F11 toggles)
    "ai_delay": 0.6,          # seconds between AI actions (readable pace)
    "ai_think": 1.0,          # seconds a Hard AI thinks per decision (game.ai.THINK_DEFAULT)
    "animations": True,
    "show_hints": True,
    "dead_zone": 0.35,        # controller stick dead zone, 0..1
    "repeat_delay": 0.35,     # seconds before a held direction repeats
    "repeat_rate": 10.0,      # repeats per second
    "last_game": game_ids()[0],
    # issue 17/18: window, sound, motion and accessibility (read by the App, the audio and
    # physics layers and the renderer; the Settings screen lists them all)
    "window_width": 1280,     # windowed size in pixels (the App remembers the last one)
    "window_height": 720,
    "volume_master": 0.8,     # 0..1, multiplies the two below
    "volume_effects": 0.8,    # 0..1, sound effects
    "volume_ambient": 0.5,    # 0..1, the calm ambient loop
    "animation_speed": 1.0,   # 0.25..3: multiplies animation rates (2 = twice as fast)
    "reduced_motion": False,  # physics effects become short fades; no bursts, no bounces
    "ui_scale": 1.0,          # 0.8..1.5: multiplies text and panel sizes
    "patterns": True,         # colour-blind patterns and symbols on motifs and districts
    "rumble": True,           # controller rumble on a completed monument / covered quarry
}

#: What each setting may hold: ``(low, high)`` for numbers (clamped into it), a tuple of
#: choices for text (else the default), ``bool`` for switches.
RANGES: dict[str, Any] = {
    "fullscreen": bool,
    "ai_delay": (0.0, 5.0),
    "ai_think": (0.1, 1.5),   # issue 11: at most 1.5 s on one core
    "animations": bool,
    "show_hints": bool,
    "dead_zone": (0.0, 0.9),
    "repeat_delay": (0.05, 2.0),
    "repeat_rate": (1.0, 60.0),
    "last_game": tuple(game_ids()),   # the registry's games (game.games)
    "window_width": (640.0, 7680.0),
    "window_height": (400.0, 4320.0),
    "volume_master": (0.0, 1.0),
    "volume_effects": (0.0, 1.0),
    "volume_ambient": (0.0, 1.0),
    "animation_speed": (0.25, 3.0),
    "reduced_motion": bool,
    "ui_scale": (0.8, 1.5),
    "patterns": bool,
    "rumble": bool,
}


def number(key: str, value: Any) -> float:
    """Numeric setting ``key`` as a float inside its :data:`RANGES` (clamped), or its default
    when ``value`` is not a number (text, None, NaN).  Raises KeyError for a key that is not a
    numeric setting.  Quiet: :func:`game.app.settings.checked` is the variant that explains."""
    lo, hi = RANGES[key]
    try:
        v = float(value)
    except (TypeError, ValueError):
        return float(DEFAULTS[key])
    if v != v:  # NaN
        return float(DEFAULTS[key])
    return min(hi, max(lo, v))
