"""Logical input actions.  Scenes read these, never raw pygame keys (issue 3, item 2).

Keyboard, mouse and controllers are all translated to :class:`InputEvent` by
:class:`game.input.mapper.InputMapper`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Act(enum.Enum):
    """What the player asked for, independent of the device."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    ROTATE_LEFT = "rotate_left"
    ROTATE_RIGHT = "rotate_right"
    NEXT = "next"
    PREV = "prev"
    PAUSE = "pause"
    UNDO = "undo"
    END_TURN = "end_turn"
    ZOOM_IN = "zoom_in"
    ZOOM_OUT = "zoom_out"
    FIT = "fit"
    OVERVIEW = "overview"   # Akropolis: every seat's city at once (C, L3)
    HEIGHTS = "heights"     # Akropolis: the height view (H, hold View + R3)
    PAN = "pan"             # camera pan: ``rel`` = pixels this frame (the right stick)
    DEVICE_ADDED = "device_added"      # a controller was plugged in (``device_id``)
    DEVICE_REMOVED = "device_removed"  # a known controller went away (``device_id``)
    POINTER_MOVE = "pointer_move"
    POINTER_DOWN = "pointer_down"
    POINTER_UP = "pointer_up"
    POINTER_DRAG = "pointer_drag"
    WHEEL_UP = "wheel_up"
    WHEEL_DOWN = "wheel_down"
    SECONDARY = "secondary"
    TAB = "tab"  # reserved: the Tab key arrives as NEXT (Shift-Tab as PREV)


#: hot-plug notices: no player action (scenes that do not care ignore them)
DEVICE_ACTS = (Act.DEVICE_ADDED, Act.DEVICE_REMOVED)

POINTER = (Act.POINTER_MOVE, Act.POINTER_DOWN, Act.POINTER_UP, Act.POINTER_DRAG, Act.WHEEL_UP,
           Act.WHEEL_DOWN, Act.SECONDARY)


@dataclass(frozen=True)
class InputEvent:
    """One logical action.

    pos: window pixel position for pointer actions (None for keys/buttons).
    rel: pointer movement (dx, dy) for POINTER_MOVE/POINTER_DRAG; for PAN the camera's move
        this frame in pixels (the right stick's push times the pan speed).
    device: "keyboard", "mouse" or "controller".
    pressed: False for releases (POINTER_UP); True otherwise.
    repeat: True when produced by key/stick auto-repeat rather than a fresh press.
    buttons: mouse buttons held during a move/drag as (left, middle, right).
    device_id: which physical device: "kbm" for the keyboard and mouse (one device), or
        ``pad_id(instance_id)`` ("pad3") for a controller / joystick (SDL instance ids, never
        indices).  Seats claim devices by this id (game.input.seats).
    seat: the seat the device belongs to, filled in by the App's router (None: unclaimed, or
        no seats in play).
    moved: for POINTER_MOVE/POINTER_DRAG, False when the pointer did not actually move (SDL
        re-reports the position when the window is entered, rebuilt or focused; the App sends
        pos (-1, -1) with moved=False when the pointer leaves the window).  Hover may follow
        the pointer only when True, so the focus ring stays what Enter/A will activate.
    """

    act: Act
    pos: tuple[int, int] | None = None
    rel: tuple[int, int] | None = None
    device: str = "keyboard"
    pressed: bool = True
    repeat: bool = False
    buttons: tuple[bool, bool, bool] = (False, False, False)
    moved: bool = True
    device_id: str = "kbm"
    seat: int | None = None


KBM = "kbm"


def pad_id(instance_id: int) -> str:
    """The ``device_id`` of the controller with SDL instance id ``instance_id``: "pad3"."""
    return f"pad{instance_id}"
