"""Game controllers behind one adapter: SDL game-controller API with a joystick fallback.

Devices are keyed by their SDL *instance id* (stable across hot-plug), not their index.  Buttons
use the standard controller layout: A confirm, B back, X/Y rotate left/right, LB/RB previous/next,
Start pause, Back (select) undo, d-pad and left stick navigate, triggers: left undo, right end turn,
right stick click fit, right stick up/down zoom in/out, left stick click the all-cities overview,
right stick left/right the height view (Akropolis).  Stick/d-pad directions (and the
zoom) auto-repeat after ``repeat_delay`` seconds at
``repeat_rate`` per second; stick values inside ``dead_zone`` (0..0.9) are ignored.  Settings outside their ranges
(game.settings_schema.RANGES) are clamped by game.settings_schema.number, and a tick emits at most
``MAX_REPEATS_PER_TICK`` repeats, so no setting can stall a frame.
"""

from __future__ import annotations

import pygame

from game.input.actions import Act, InputEvent, pad_id
from game.settings_schema import DEFAULTS as SETTINGS_DEFAULTS
from game.settings_schema import number

try:  # pygame-ce ships the SDL2 controller module; keep working without it
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - depends on the pygame build
    sdl_controller = None

DEFAULTS = {k: SETTINGS_DEFAULTS[k] for k in ("dead_zone", "repeat_delay", "repeat_rate")}

# pygame.CONTROLLER_BUTTON_* -> action
_CB = {
    "CONTROLLER_BUTTON_A": Act.CONFIRM,
    "CONTROLLER_BUTTON_B": Act.BACK,
    "CONTROLLER_BUTTON_X": Act.ROTATE_LEFT,
    "CONTROLLER_BUTTON_Y": Act.ROTATE_RIGHT,
    "CONTROLLER_BUTTON_LEFTSHOULDER": Act.PREV,
    "CONTROLLER_BUTTON_RIGHTSHOULDER": Act.NEXT,
    "CONTROLLER_BUTTON_START": Act.PAUSE,
    "CONTROLLER_BUTTON_BACK": Act.UNDO,
    "CONTROLLER_BUTTON_RIGHTSTICK": Act.FIT,
    "CONTROLLER_BUTTON_LEFTSTICK": Act.OVERVIEW,
    "CONTROLLER_BUTTON_DPAD_UP": Act.UP,
    "CONTROLLER_BUTTON_DPAD_DOWN": Act.DOWN,
    "CONTROLLER_BUTTON_DPAD_LEFT": Act.LEFT,
    "CONTROLLER_BUTTON_DPAD_RIGHT": Act.RIGHT,
}
BUTTON_ACTS: dict[int, Act] = {getattr(pygame, k): v for k, v in _CB.items() if hasattr(pygame, k)}

# Joystick fallback (XInput-like numbering used by most pads).
JOY_BUTTON_ACTS: dict[int, Act] = {0: Act.CONFIRM, 1: Act.BACK, 2: Act.ROTATE_LEFT,
                                   3: Act.ROTATE_RIGHT, 4: Act.PREV, 5: Act.NEXT, 6: Act.UNDO,
                                   7: Act.PAUSE}

_DIRS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)


class ControllerInput:
    """Translate controller/joystick events to InputEvents; handles hot-plug and auto-repeat.

    ``translate(event)`` -> list of InputEvent (empty for unrelated events);
    ``tick(dt)`` -> repeat events for a held direction.  ``settings`` is a mapping with the keys of
    :data:`DEFAULTS` (read on every use, so changes apply at once).
    """

    def __init__(self, settings=None) -> None:
        self.settings = settings if settings is not None else dict(DEFAULTS)
        self.controllers: dict[int, object] = {}   # instance id -> Controller
        self.joysticks: dict[int, object] = {}     # instance id -> Joystick (fallback)
        self.held: dict[tuple[int, str], Act] = {}  # (instance id, source) -> direction held
        self._axes: dict[tuple[int, str], list[float]] = {}  # stick (x, y) per device
        self._held_time: float = 0.0
        self._next_repeat: float = 0.0
        self._sdl_ok = False
        if sdl_controller is not None:
            try:
                sdl_controller.init()
                self._sdl_ok = True
            except pygame.error:
                self._sdl_ok = False

    def _get(self, key: str) -> float:
        """The setting as a float inside its range (game.settings_schema.number), whatever the
        mapping holds, so a hand-edited value can never disable the stick or stall a frame."""
        return number(key, self.settings.get(key, DEFAULTS[key]))

    # -- hot-plug -------------------------------------------------------------------------------
    def _add_controller(self, index: int) -> None:
        if not self._sdl_ok:
            return
        try:
            c = sdl_controller.Controller(index)
            iid = c.as_joystick().get_instance_id()
        except (pygame.error, AttributeError, TypeError):
            return
        self.controllers[iid] = c

    def _add_joystick(self, index: int) -> None:
        try:
            if self._sdl_ok and sdl_controller.is_controller(index):
                return  # the controller path handles it
            j = pygame.joystick.Joystick(index)
            self.joysticks[j.get_instance_id()] = j
        except (pygame.error, TypeError):
            return

    def _remove(self, iid: int) -> None:
        self.controllers.pop(iid, None)
        self.joysticks.pop(iid, None)
        for key in [k for k in self.held if k[0] == iid]:
            del self.held[key]

    @property
    def connected(self) -> int:
        """Number of devices currently plugged in."""
        return len(self.controllers) + len(self.joysticks)

    # -- translation ----------------------------------------------------------------------------
    def _press_dir(self, iid: int, source: str, act: Act | None) -> list[InputEvent]:
        key = (iid, source)
        before = self.held.get(key)
        if act is None:
            self.held.pop(key, None)
            return []
        if before == act:
            return []
        self.held[key] = act
        self._held_time = 0.0
        self._next_repeat = self._get("repeat_delay")
        return [InputEvent(act, device="controller", device_id=pad_id(iid))]

    def _stick(self, iid: int, source: str, x: float | None, y: float | None) -> list[InputEvent]:
        dz = self._get("dead_zone")
        state = self._axes.setdefault((iid, source), [0.0, 0.0])
        if x is not None:
            state[0] = x
        if y is not None:
            state[1] = y
        sx, sy = state
        act = None
        if max(abs(sx), abs(sy)) > dz:
            if abs(sx) >= abs(sy):
                act = Act.RIGHT if sx > 0 else Act.LEFT
            else:
                act = Act.DOWN if sy > 0 else Act.UP
        return self._press_dir(iid, source, act)

    def translate(self, ev: pygame.event.Event) -> list[InputEvent]:
        """InputEvents for one pygame event (controller, joystick and hot-plug events)."""
        t = ev.type
        iid = getattr(ev, "instance_id", -1)
        if t == getattr(pygame, "CONTROLLERDEVICEADDED", None):
            self._add_controller(getattr(ev, "device_index", 0))
            return []
        if t == pygame.JOYDEVICEADDED:
            self._add_joystick(getattr(ev, "device_index", 0))
            return []
        if t in (getattr(pygame, "CONTROLLERDEVICEREMOVED", None), pygame.JOYDEVICEREMOVED):
            self._remove(iid)
            return []
        if t == getattr(pygame, "CONTROLLERBUTTONDOWN", None):
            act = BUTTON_ACTS.get(ev.button)
            if act is None:
                return []
            if act in _DIRS:
                return self._press_dir(iid, "dpad", act)
            return [InputEvent(act, device="controller", device_id=pad_id(iid))]
        if t == getattr(pygame, "CONTROLLERBUTTONUP", None):
            act = BUTTON_ACTS.get(ev.button)
            if act in _DIRS and self.held.get((iid, "dpad")) == act:
                self.held.pop((iid, "dpad"), None)
            return []
        if t == getattr(pygame, "CONTROLLERAXISMOTION", None):
            value = ev.value / 32767.0 if abs(ev.value) > 1.0 else float(ev.value)
            if ev.axis == getattr(pygame, "CONTROLLER_AXIS_LEFTX", 0):
                return self._stick(iid, "lstick", value, None)
            if ev.axis == getattr(pygame, "CONTROLLER_AXIS_LEFTY", 1):
                return self._stick(iid, "lstick", None, value)
            if ev.axis == getattr(pygame, "CONTROLLER_AXIS_RIGHTY", 3):
                # camera zoom (Akropolis): up zooms in, down out; dead zone and repeat apply
                act = None
                if abs(value) > self._get("dead_zone"):
                    act = Act.ZOOM_OUT if value > 0 else Act.ZOOM_IN
                return self._press_dir(iid, "rstick", act)
            trig = {getattr(pygame, "CONTROLLER_AXIS_TRIGGERLEFT", 4): Act.UNDO,
                    getattr(pygame, "CONTROLLER_AXIS_TRIGGERRIGHT", 5): Act.END_TURN,
                    # right stick pushed left or right: the Akropolis height view
                    getattr(pygame, "CONTROLLER_AXIS_RIGHTX", 2): Act.HEIGHTS}
            if ev.axis in trig:
                key = (iid, f"trigger{ev.axis}")
                if trig[ev.axis] == Act.HEIGHTS:
                    value = abs(value)
                down = value > 0.6
                was = key in self.held
                if down and not was:
                    self.held[key] = None  # type: ignore[assignment]  # latch, not a direction
                    return [InputEvent(trig[ev.axis], device="controller", device_id=pad_id(iid))]
                if not down and was and value < 0.3:
                    self.held.pop(key, None)
            return []
        # Joystick fallback: skip devices that are open as game controllers (SDL reports both).
        if iid in self.controllers:
            return []
        if t == pygame.JOYBUTTONDOWN:
            act = JOY_BUTTON_ACTS.get(ev.button)
            return [InputEvent(act, device="controller", device_id=pad_id(iid))] if act else []
        if t == pygame.JOYHATMOTION:
            x, y = ev.value
            act = None
            if y > 0:
                act = Act.UP
            elif y < 0:
                act = Act.DOWN
            elif x < 0:
                act = Act.LEFT
            elif x > 0:
                act = Act.RIGHT
            return self._press_dir(iid, "hat", act)
        if t == pygame.JOYAXISMOTION and ev.axis in (0, 1):
            v = float(ev.value)
            return self._stick(iid, "jstick", v if ev.axis == 0 else None,
                               v if ev.axis == 1 else None)
        return []

    #: At most this many repeat events per tick, whatever the settings or a long frame.
    MAX_REPEATS_PER_TICK = 2

    def tick(self, dt: float) -> list[InputEvent]:
        """Auto-repeat: while a direction is held, one more event every 1/repeat_rate seconds
        after the first ``repeat_delay`` seconds; at most :attr:`MAX_REPEATS_PER_TICK` per call
        (a backlog after a stall is dropped, not replayed)."""
        dirs = [(k[0], a) for k, a in self.held.items() if a is not None]
        if not dirs:
            return []
        self._held_time += dt
        out = []
        period = 1.0 / self._get("repeat_rate")
        for _ in range(self.MAX_REPEATS_PER_TICK):
            if self._held_time < self._next_repeat:
                break
            iid, act = dirs[-1]
            out.append(InputEvent(act, device="controller", repeat=True, device_id=pad_id(iid)))
            self._next_repeat += period
        if self._held_time >= self._next_repeat:  # still behind: drop the backlog
            self._next_repeat = self._held_time + period
        return out
