"""Device-aware control labels for hint lines: "Enter" on a keyboard, "A" on a controller.

    from game.input.hints import hint, hint_line
    hint(app, "rotate")                      # "Q/E" (keyboard/mouse) or "X/Y" (controller)
    hint(app, Act.CONFIRM)                   # "Enter", "A", or "click" after mouse input
    hint_line(app, [("rotate", "turn"), ("confirm", "place"), ("pause", "menu")])
        # keyboard: "Q/E turn · Enter place · Esc menu"; controller: "X/Y turn · A place · Start menu"

``app`` is anything with a ``last_device`` attribute ("keyboard", "mouse" or "controller"; the App
sets it from the last input that was not a bare pointer motion) or that device string itself.
``action``: an :class:`~game.input.actions.Act`, its value ("rotate_left"), or one of the
combined names "move" (all four directions), "up_down", "left_right", "rotate" (both rotations), "cycle" (next/previous),
"zoom" (in/out), "fullscreen".  Labels follow :mod:`game.input.mapper` and
:mod:`game.input.controller`; with the mouse, pointer actions read "click"/"right-click"/"wheel"
and the rest fall back to the keyboard labels.  Unknown names raise KeyError (a typo in a hint
must fail in tests, not show an empty label).
"""

from __future__ import annotations

from game.input.actions import Act

SEP = " \u00b7 "

#: name -> (keyboard, controller, mouse or None = as keyboard)
LABELS: dict[str, tuple[str, str, str | None]] = {
    "up": ("\u2191", "D-pad \u2191", None),
    "down": ("\u2193", "D-pad \u2193", None),
    "left": ("\u2190", "D-pad \u2190", None),
    "right": ("\u2192", "D-pad \u2192", None),
    "move": ("Arrows", "D-pad", "Point"),
    "up_down": ("\u2191/\u2193", "D-pad \u2191/\u2193", None),
    "left_right": ("\u2190/\u2192", "\u2190/\u2192", None),
    "confirm": ("Enter", "A", "Click"),
    "back": ("Esc", "B", None),
    "rotate_left": ("Q", "X", None),
    "rotate_right": ("E", "Y", None),
    "rotate": ("Q/E", "X/Y", None),
    "next": ("Tab", "RB", None),
    "prev": ("Shift+Tab", "LB", None),
    "cycle": ("Tab", "LB/RB", None),
    "pause": ("Esc", "Start", None),
    "undo": ("Z", "Back", None),
    "end_turn": ("T", "RT", None),
    "zoom_in": ("+", "\u2014", "Wheel"),
    "zoom_out": ("\u2212", "\u2014", "Wheel"),
    "zoom": ("+/\u2212", "\u2014", "Wheel"),
    "fit": ("F", "R3", None),
    "overview": ("C", "L3", None),
    "heights": ("H", "R-stick \u2194", None),
    "fullscreen": ("F11", "\u2014", None),   # no pad button: left out of pad hints
    "pointer_down": ("Enter", "A", "Click"),
    "secondary": ("Enter", "A", "Right-click"),
    "wheel_up": ("+", "\u2014", "Wheel"),
    "wheel_down": ("\u2212", "\u2014", "Wheel"),
}
_COLUMN = {"keyboard": 0, "controller": 1, "mouse": 2}


def device_of(app) -> str:
    """"keyboard", "controller" or "mouse" for ``app`` (its ``last_device``) or a device name."""
    dev = app if isinstance(app, str) else getattr(app, "last_device", "keyboard")
    return dev if dev in _COLUMN else "keyboard"


def hint(app, action) -> str:
    """The control label for ``action`` on the device last used with ``app`` (see module doc).

    Returns e.g. "Enter" / "A" / "Click".  Raises KeyError for an unknown action name."""
    name = action.value if isinstance(action, Act) else str(action)
    labels = LABELS[name]
    col = _COLUMN[device_of(app)]
    if col == 2 and labels[2] is None:
        col = 0
    return labels[col]


def hint_line(app, pairs, sep: str = SEP) -> str:
    """One hint line: ``pairs`` is a list of (action, verb); pairs whose control does not exist
    on the current device (label "—") are left out.  Returns "Q/E turn · Enter place"."""
    parts = []
    for action, verb in pairs:
        label = hint(app, action)
        if label != "\u2014":
            parts.append(f"{label} {verb}".strip())
    return sep.join(parts)
