"""Control labels for hint lines, read from the bindings (game.input.bindings), for the device
in use: "Enter" on a keyboard, "A" on an Xbox pad, "Cross" (or its glyph) on a PlayStation pad,
"B" on a Nintendo pad (the same south button), "Click" after mouse input.

    from game.input.hints import hint, hint_line
    hint(app, "rotate")                      # "Q/E" (keyboard), "LB/RB" (Xbox), "L1/R1", "L/R"
    hint(app, Act.CONFIRM)                   # "Enter", "A", "Cross", "B" or "Click"
    hint_line(app, [("rotate", "turn"), ("confirm", "place"), ("pause", "menu")])
        # keyboard: "Q/E turn · Enter place · P menu"; Xbox: "LB/RB turn · A place · Menu menu"

``app`` is anything with ``last_device`` ("keyboard", "mouse" or "controller"; the App sets it
from the last input that was not a bare pointer motion) and ``last_family`` (the pad family of
the last controller used: "xbox", "playstation", "nintendo", "generic"), or a device string
(:func:`device_of` returns one that remembers the family).  ``action``: an
:class:`~game.input.actions.Act`, its value ("rotate_left"), or one of the combined names
"move" (all four directions), "up_down", "left_right", "rotate" (both rotations), "cycle"
(next area; previous is its own action), "zoom" (in/out), "fullscreen".  With the mouse,
pointer actions read "Click"/"Right-click"/"Wheel" and the rest fall back to the keyboard
labels.  Unknown names raise KeyError (a typo in a hint must fail in tests, not show an empty
label).  A control that does not exist on the device reads "\u2014" and hint lines leave it out.
"""

from __future__ import annotations

import pygame

from game.input.actions import Act
from game.input.bindings import (BY_ACT, DIRECTIONS, FAMILIES, keyboard_label, key_label,
                                 pad_control, pad_label)

SEP = " \u00b7 "
NONE = "\u2014"
DEVICES = ("keyboard", "controller", "mouse")
_ARROWS = {Act.UP: "\u2191", Act.DOWN: "\u2193", Act.LEFT: "\u2190", Act.RIGHT: "\u2192"}

#: combined names -> (actions joined with "/", keyboard label or None, pad label or None,
#: mouse label or None); None: joined from the actions' own labels
COMBINED: dict[str, tuple[tuple[Act, ...], str | None, str | None, str | None]] = {
    "move": ((Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT), "Arrows", "D-pad", "Point"),
    "up_down": ((Act.UP, Act.DOWN), None, None, None),
    "left_right": ((Act.LEFT, Act.RIGHT), None, None, None),
    "rotate": ((Act.ROTATE_LEFT, Act.ROTATE_RIGHT), None, None, None),
    "cycle": ((Act.NEXT,), None, None, None),
    "zoom": ((Act.ZOOM_IN, Act.ZOOM_OUT), None, None, "Wheel"),
    "fullscreen": ((), key_label(pygame.K_F11), NONE, None),   # the App's key; no pad button
}

#: combined names whose pad label reads in another order ("LT/RT zoom": out, in)
PAD_ORDER = {"zoom": (Act.ZOOM_OUT, Act.ZOOM_IN)}

#: PlayStation face buttons as symbols (set by the App when the UI font draws them)
_GLYPHS = [False]


def use_glyphs(ok: bool) -> None:
    """Show PlayStation face buttons as their symbols (True) or their words (False)."""
    _GLYPHS[0] = bool(ok)


class DeviceName(str):
    """A device string ("keyboard", "controller", "mouse") that also knows the pad family
    (``family``), so a label asked for with it names that pad's buttons."""

    family: str = "generic"

    def __new__(cls, device: str, family: str = "generic"):
        obj = super().__new__(cls, device)
        obj.family = family if family in FAMILIES else "generic"
        return obj


def device_of(app) -> DeviceName:
    """"keyboard", "controller" or "mouse" for ``app`` (its ``last_device``) or a device name,
    carrying ``app.last_family`` (or the family a DeviceName already carries)."""
    dev = app if isinstance(app, str) else getattr(app, "last_device", "keyboard")
    family = getattr(app, "family", None) if isinstance(app, str) else \
        getattr(app, "last_family", None)
    if dev in FAMILIES:          # a family name stands for that controller
        dev, family = "controller", dev
    return DeviceName(dev if dev in DEVICES else "keyboard", family or "generic")


def _act_label(act: Act, device: str, family: str) -> str:
    if device == "controller":
        control = pad_control(act)
        return pad_label(control, family, _GLYPHS[0]) if control else NONE
    if device == "mouse":
        b = BY_ACT.get(act)
        if b is not None and b.mouse is not None:
            return b.mouse
    return keyboard_label(act)


def _joined(acts, device: str, family: str) -> str:
    if device == "controller" and acts and all(a in DIRECTIONS for a in acts):
        return "D-pad " + "/".join(_ARROWS[a] for a in acts)
    return "/".join(_act_label(a, device, family) for a in acts)


def hint(app, action) -> str:
    """The control label for ``action`` on the device last used with ``app`` (see module doc).

    Returns e.g. "Enter" / "A" / "Click".  Raises KeyError for an unknown action name."""
    name = action.value if isinstance(action, Act) else str(action)
    dev = device_of(app)
    if name in COMBINED:
        acts, key, pad, mouse = COMBINED[name]
        fixed = {"keyboard": key, "controller": pad, "mouse": mouse if mouse else key}[dev]
        if fixed is not None:
            return fixed
        if dev == "controller":
            acts = PAD_ORDER.get(name, acts)
        return _joined(acts, "keyboard" if dev == "mouse" and mouse is None else dev,
                       dev.family)
    act = Act(name) if name in Act._value2member_map_ else None
    if act is None or act not in BY_ACT:
        raise KeyError(name)
    return _act_label(act, dev, dev.family)


def hint_line(app, pairs, sep: str = SEP) -> str:
    """One hint line: ``pairs`` is a list of (action, verb); pairs whose control does not exist
    on the current device (label "\u2014") are left out.  Returns "Q/E turn · Enter place"."""
    parts = []
    for action, verb in pairs:
        label = hint(app, action)
        if label != NONE:
            parts.append(f"{label} {verb}".strip())
    return sep.join(parts)
