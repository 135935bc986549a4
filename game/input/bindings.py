"""THE table of controls: logical action -> keyboard keys, game-pad buttons / axes, mouse.

Everything that turns a device into actions, or names a control to the player, reads this one
table: the keyboard part of :class:`game.input.mapper.InputMapper` (:data:`KEYS`), the
controller adapter :mod:`game.input.controller` (:data:`PAD_BUTTONS`, :data:`CHORDS`,
:data:`PAD_TRIGGERS`, the sticks), the hint lines (:mod:`game.input.hints`) and the Controls
texts of the rules (:func:`controls_line`).  A label can therefore never name a control that
does something else.

Pad controls use SDL's standard game-controller names (the layout of an Xbox pad, by position):
``a`` (south face button), ``b`` (east), ``x`` (west), ``y`` (north), ``back``, ``start``,
``leftshoulder``, ``rightshoulder``, ``lefttrigger``, ``righttrigger``, ``leftstick`` /
``rightstick`` (the stick clicks), ``dpup`` ``dpdown`` ``dpleft`` ``dpright``; ``lstick`` (the
left stick's directions), ``rstick`` (the right stick: camera pan); ``"back+x"`` is a chord: hold
``back`` (View / Select), press ``x``.  ``back`` alone acts when it is released without a chord.

The pad map (every action is reachable on a pad):

=============  ==========================  =====================================
action         pad                         keyboard
=============  ==========================  =====================================
move           D-pad, left stick           arrows, WASD
confirm        A (south)                   Enter, Space
back / cancel  B (east)                    Esc, Backspace
rotate         LB / RB                     Q / E
zoom out / in  LT / RT                     - / +
pan            right stick                 (mouse: middle drag)
next area      X (west)                    Tab, PageDown
previous area  hold View + X               Shift+Tab, PageUp
end turn       Y (north)                   T, End
undo           View (Back / Select)        Z
pause          Menu (Start)                P
overview       L3 (left stick click)       C
fit            R3 (right stick click)      F
heights        hold View + R3              H
=============  ==========================  =====================================

Family labels (:data:`PAD_LABELS`): "xbox", "playstation", "nintendo" (positional: SDL's south
button is B on a Nintendo pad, east A, west Y, north X) and "generic".
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.input.actions import Act


@dataclass(frozen=True)
class Binding:
    """One action's controls.  ``keys``: pygame key codes, the first is the one hints name
    (``shift_keys``: keys that give this action only with Shift held); ``pad``: standard pad
    control names (see the module doc), the first is the one hints name; ``mouse``: the mouse's
    label or None (the keyboard's then)."""

    act: Act
    keys: tuple[int, ...] = ()
    pad: tuple[str, ...] = ()
    mouse: str | None = None
    shift_keys: tuple[int, ...] = ()


K = pygame
BINDINGS: tuple[Binding, ...] = (
    Binding(Act.UP, (K.K_UP, K.K_w), ("dpup", "lstick")),
    Binding(Act.DOWN, (K.K_DOWN, K.K_s), ("dpdown", "lstick")),
    Binding(Act.LEFT, (K.K_LEFT, K.K_a), ("dpleft", "lstick")),
    Binding(Act.RIGHT, (K.K_RIGHT, K.K_d), ("dpright", "lstick")),
    Binding(Act.CONFIRM, (K.K_RETURN, K.K_KP_ENTER, K.K_SPACE), ("a",), "Click"),
    Binding(Act.BACK, (K.K_ESCAPE, K.K_BACKSPACE), ("b",)),
    Binding(Act.ROTATE_LEFT, (K.K_q,), ("leftshoulder",)),
    Binding(Act.ROTATE_RIGHT, (K.K_e,), ("rightshoulder",)),
    Binding(Act.NEXT, (K.K_TAB, K.K_PAGEDOWN), ("x",)),
    Binding(Act.PREV, (K.K_PAGEUP,), ("back+x",), shift_keys=(K.K_TAB,)),
    Binding(Act.PAUSE, (K.K_p,), ("start",)),
    Binding(Act.UNDO, (K.K_z,), ("back",)),
    Binding(Act.END_TURN, (K.K_t, K.K_END), ("y",)),
    Binding(Act.ZOOM_IN, (K.K_PLUS, K.K_EQUALS, K.K_KP_PLUS), ("righttrigger",), "Wheel"),
    Binding(Act.ZOOM_OUT, (K.K_MINUS, K.K_KP_MINUS), ("lefttrigger",), "Wheel"),
    Binding(Act.PAN, (), ("rstick",), "Middle-drag"),
    Binding(Act.FIT, (K.K_f,), ("rightstick",)),
    Binding(Act.OVERVIEW, (K.K_c,), ("leftstick",)),
    Binding(Act.HEIGHTS, (K.K_h,), ("back+rightstick",)),
    Binding(Act.POINTER_DOWN, (K.K_RETURN,), ("a",), "Click"),
    Binding(Act.SECONDARY, (K.K_RETURN,), ("a",), "Right-click"),
    Binding(Act.WHEEL_UP, (K.K_PLUS,), (), "Wheel"),
    Binding(Act.WHEEL_DOWN, (K.K_MINUS,), (), "Wheel"),
)
BY_ACT: dict[Act, Binding] = {b.act: b for b in BINDINGS}

#: The pointer actions are the mouse's own; their keys/buttons above only name the keyboard /
#: pad equivalent in hints (Enter/A activates what the focus ring shows).
_HINT_ONLY = (Act.POINTER_DOWN, Act.SECONDARY, Act.WHEEL_UP, Act.WHEEL_DOWN)

#: keyboard key -> action (the mapper reads this; Tab alone is NEXT, Shift+Tab PREV)
KEYS: dict[int, Act] = {k: b.act for b in BINDINGS if b.act not in _HINT_ONLY for k in b.keys}
SHIFT_KEYS: dict[int, Act] = {k: b.act for b in BINDINGS for k in b.shift_keys}

#: the pad modifier: held, it turns the next button into that button's chord action
MODIFIER = "back"

#: the standard button names, and pygame's CONTROLLER_BUTTON_* number for each
BUTTON_NAMES: dict[int, str] = {
    getattr(pygame, f"CONTROLLER_BUTTON_{n.upper()}"): s for n, s in (
        ("a", "a"), ("b", "b"), ("x", "x"), ("y", "y"), ("back", "back"), ("guide", "guide"),
        ("start", "start"), ("leftstick", "leftstick"), ("rightstick", "rightstick"),
        ("leftshoulder", "leftshoulder"), ("rightshoulder", "rightshoulder"),
        ("dpad_up", "dpup"), ("dpad_down", "dpdown"), ("dpad_left", "dpleft"),
        ("dpad_right", "dpright"))
    if hasattr(pygame, f"CONTROLLER_BUTTON_{n.upper()}")}

#: button name -> action (chords excluded); the sticks and triggers are below
PAD_BUTTONS: dict[str, Act] = {p: b.act for b in BINDINGS if b.act not in _HINT_ONLY
                               for p in b.pad if "+" not in p and p in BUTTON_NAMES.values()}
#: (modifier, button) -> action
CHORDS: dict[tuple[str, str], Act] = {tuple(p.split("+")): b.act for b in BINDINGS
                                      for p in b.pad if "+" in p}
#: trigger axis name -> action (a pull past TRIGGER_ON acts, auto-repeats while held)
PAD_TRIGGERS: dict[str, Act] = {p: b.act for b in BINDINGS for p in b.pad
                                if p in ("lefttrigger", "righttrigger")}
#: joystick fallback (devices SDL has no mapping for): XInput-like button numbers -> names;
#: the first hat is the D-pad, axes 0/1 the left stick
JOY_BUTTONS: dict[int, str] = {0: "a", 1: "b", 2: "x", 3: "y", 4: "leftshoulder",
                               5: "rightshoulder", 6: "back", 7: "start", 8: "leftstick",
                               9: "rightstick"}
DIRECTIONS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)

#: family -> pad control name -> what the player sees printed on that pad
_COMMON = {"dpup": "D-pad \u2191", "dpdown": "D-pad \u2193", "dpleft": "D-pad \u2190",
           "dpright": "D-pad \u2192", "lstick": "Left stick", "rstick": "Right stick"}
PAD_LABELS: dict[str, dict[str, str]] = {
    "xbox": {**_COMMON, "a": "A", "b": "B", "x": "X", "y": "Y", "leftshoulder": "LB",
             "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT", "back": "View",
             "start": "Menu", "leftstick": "LS", "rightstick": "RS", "guide": "Xbox"},
    "playstation": {**_COMMON, "a": "Cross", "b": "Circle", "x": "Square", "y": "Triangle",
                    "leftshoulder": "L1", "rightshoulder": "R1", "lefttrigger": "L2",
                    "righttrigger": "R2", "back": "Create", "start": "Options",
                    "leftstick": "L3", "rightstick": "R3", "guide": "PS"},
    "nintendo": {**_COMMON, "a": "B", "b": "A", "x": "Y", "y": "X", "leftshoulder": "L",
                 "rightshoulder": "R", "lefttrigger": "ZL", "righttrigger": "ZR",
                 "back": "\u2212", "start": "+", "leftstick": "LS", "rightstick": "RS",
                 "guide": "Home"},
    "generic": {**_COMMON, "a": "A", "b": "B", "x": "X", "y": "Y", "leftshoulder": "LB",
                "rightshoulder": "RB", "lefttrigger": "LT", "righttrigger": "RT",
                "back": "Back", "start": "Start", "leftstick": "L3", "rightstick": "R3",
                "guide": "Guide"},
}
FAMILIES = tuple(PAD_LABELS)
#: PlayStation face buttons as glyphs, used when the UI font can draw them (hints.use_glyphs)
PS_GLYPHS = {"a": "\u2715", "b": "\u25cb", "x": "\u25a1", "y": "\u25b3"}

#: keyboard key -> its printed name (other keys: pygame's name, capitalised)
KEY_LABELS: dict[int, str] = {
    K.K_UP: "\u2191", K.K_DOWN: "\u2193", K.K_LEFT: "\u2190", K.K_RIGHT: "\u2192",
    K.K_RETURN: "Enter", K.K_KP_ENTER: "Enter", K.K_SPACE: "Space", K.K_ESCAPE: "Esc",
    K.K_BACKSPACE: "Backspace", K.K_TAB: "Tab", K.K_PAGEDOWN: "PageDown", K.K_PAGEUP: "PageUp",
    K.K_END: "End", K.K_PLUS: "+", K.K_EQUALS: "+", K.K_KP_PLUS: "+", K.K_MINUS: "\u2212",
    K.K_KP_MINUS: "\u2212", K.K_F11: "F11",
}


def key_label(key: int) -> str:
    """The printed name of a pygame key code: "Enter", "Esc", "\u2191", "Q"."""
    if key in KEY_LABELS:
        return KEY_LABELS[key]
    name = pygame.key.name(key)
    return name.upper() if len(name) == 1 else name.title()


def pad_label(control: str, family: str = "generic", glyphs: bool = False) -> str:
    """What ``family``'s pad prints for ``control`` ("a" -> "A" / "Cross" / "B"); a chord
    "back+x" reads "View+X".  ``glyphs``: PlayStation face buttons as their symbols."""
    if "+" in control:   # a chord: "View+X"; a symbol label in brackets: "(−)+Y"
        parts = [pad_label(c, family, glyphs) for c in control.split("+")]
        return "+".join(f"({p})" if p in ("+", "-", "\u2212") else p for p in parts)
    if glyphs and family == "playstation" and control in PS_GLYPHS:
        return PS_GLYPHS[control]
    table = PAD_LABELS.get(family, PAD_LABELS["generic"])
    return table.get(control, control)


def keyboard_label(act: Act) -> str:
    """The first key bound to ``act`` ("P" for PAUSE, "Esc" for BACK); "Shift+Tab" for PREV;
    "\u2014" when no key is bound."""
    b = BY_ACT.get(act)
    if b is None:
        return "\u2014"
    if b.shift_keys:
        return "Shift+" + key_label(b.shift_keys[0])
    return key_label(b.keys[0]) if b.keys else "\u2014"


def pad_control(act: Act) -> str | None:
    """The pad control hints name for ``act`` ("start" for PAUSE), None when unbound."""
    b = BY_ACT.get(act)
    return b.pad[0] if b is not None and b.pad else None


def controls_line(pairs, family: str = "generic", keyboard: bool = False,
                  sep: str = ", ") -> str:
    """Words for a Controls text: ``pairs`` is [(action or [actions], verb)] -> "A confirm,
    LB / RB turn".  Actions given together are joined with " / "."""
    parts = []
    for acts, verb in pairs:
        acts = acts if isinstance(acts, (list, tuple)) else [acts]
        if keyboard:
            labels = [keyboard_label(a) for a in acts]
        else:
            labels = [pad_label(pad_control(a) or "", family) for a in acts]
        parts.append(f"{' / '.join(labels)} {verb}".strip())
    return sep.join(parts)
