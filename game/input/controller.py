"""Game controllers behind one adapter: SDL's game-controller API, a joystick fallback.

Which button does what is :mod:`game.input.bindings` (the one table; its module doc shows the
pad map).  Devices are keyed by their SDL *instance id* (never the index, which changes when
another pad is unplugged); ``device_id`` is ``pad_id(instance_id)``.  A device SDL has a mapping
for is opened as a game controller (standard button names); any other as a joystick whose
buttons 0-9 read as A B X Y LB RB Back Start L3 R3, its first hat as the D-pad and axes 0/1 as
the left stick.  The D-pad works both as buttons (controller) and as a hat (joystick).

Hot-plug: :class:`ControllerInput` never raises on a device event.  An addition yields one
``Act.DEVICE_ADDED`` (SDL reports a controller twice, as joystick and as controller: one event);
a removal of a known device one ``Act.DEVICE_REMOVED`` (an unknown instance id: none); a device
whose open fails is left out; a button from a device never announced acts at once and the device
is listed as "Controller N" (kind "unannounced").  ``devices()`` keeps each device's name, GUID
and family (a re-connected pad has a new instance id and the same GUID).

Per device: directions (D-pad, hat, left stick) and the triggers' zoom auto-repeat after
``repeat_delay`` seconds at ``repeat_rate`` per second (each pad its own clock); stick values
inside ``dead_zone`` (0..0.9) are ignored; the right stick yields ``Act.PAN`` each tick with
``rel`` = the camera's move in pixels (PAN_SPEED at full push).  Settings outside their ranges
(game.settings_schema.RANGES) are clamped by game.settings_schema.number, and a tick emits at
most ``MAX_REPEATS_PER_TICK`` repeats per device, so no setting can stall a frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.input.actions import Act, InputEvent, pad_id
from game.input.bindings import (BUTTON_NAMES, CHORDS, DIRECTIONS, JOY_BUTTONS, MODIFIER,
                                 PAD_BUTTONS, PAD_TRIGGERS)
from game.input.families import family_from_name, family_of
from game.settings_schema import DEFAULTS as SETTINGS_DEFAULTS
from game.settings_schema import number

try:  # pygame-ce ships the SDL2 controller module; keep working without it
    from pygame._sdl2 import controller as sdl_controller
except ImportError:  # pragma: no cover - depends on the pygame build
    sdl_controller = None

DEFAULTS = {k: SETTINGS_DEFAULTS[k] for k in ("dead_zone", "repeat_delay", "repeat_rate")}
#: camera pan speed at a full right-stick push, pixels per second
PAN_SPEED = 900.0
TRIGGER_ON, TRIGGER_OFF = 0.6, 0.3   # trigger pull that presses / releases (0..1)

#: pygame CONTROLLER_BUTTON_* -> action (single presses; chords: game.input.bindings.CHORDS)
BUTTON_ACTS: dict[int, Act] = {num: PAD_BUTTONS[n] for num, n in BUTTON_NAMES.items()
                               if n in PAD_BUTTONS}

_AXES = {getattr(pygame, f"CONTROLLER_AXIS_{n.upper()}", i): n for i, n in enumerate(
    ("leftx", "lefty", "rightx", "righty", "triggerleft", "triggerright"))}
_TRIGGER_AXES = {"triggerleft": "lefttrigger", "triggerright": "righttrigger"}
_ERRORS = (pygame.error, AttributeError, TypeError, ValueError, OSError, IndexError)


@dataclass(frozen=True)
class PadInfo:
    """A connected controller: ``device_id`` ("pad3"), SDL ``instance_id``, ``name`` as the
    device reports it, ``guid`` (hex string, the same when the pad comes back), ``family``
    ("xbox" | "playstation" | "nintendo" | "generic"), ``kind`` ("controller": SDL mapping;
    "joystick": the fallback; "unannounced": events from a device SDL never announced)."""

    device_id: str
    instance_id: int
    name: str
    guid: str
    family: str
    kind: str = "controller"


@dataclass
class _Pad:
    """Run-time state of one device (its own repeat clock, sticks, modifier)."""

    info: PadInfo
    handle: object = None                  # pygame Controller / Joystick, None if unannounced
    held: dict = field(default_factory=dict)   # source -> act held (last inserted repeats)
    held_time: float = 0.0
    next_repeat: float = 0.0
    axes: dict = field(default_factory=dict)   # "lstick" / "rstick" / "jstick" -> [x, y]
    mod_down: bool = False                 # the chord modifier (View) is held
    mod_used: bool = False                 # ... and something was pressed with it
    pan_rest: list = field(default_factory=lambda: [0.0, 0.0])   # sub-pixel pan carried over


class ControllerInput:
    """Translate controller/joystick events to InputEvents; hot-plug, repeat, rumble.

    ``translate(event)`` -> list of InputEvent (empty for unrelated events); ``tick(dt)`` ->
    repeats and pan for held controls.  ``settings`` is a mapping with the keys of
    :data:`DEFAULTS` and ``rumble`` (read on every use, so changes apply at once).
    """

    #: At most this many repeat events per device and tick, whatever the settings or a stall.
    MAX_REPEATS_PER_TICK = 2

    def __init__(self, settings=None) -> None:
        self.settings = settings if settings is not None else dict(DEFAULTS)
        self.pads: dict[int, _Pad] = {}
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

    # -- devices --------------------------------------------------------------------------------
    def devices(self) -> dict[str, PadInfo]:
        """device_id -> PadInfo of every device known now, in the order they came."""
        return {p.info.device_id: p.info for p in self.pads.values()}

    @property
    def connected(self) -> int:
        """Number of devices SDL announced that are plugged in now."""
        return sum(1 for p in self.pads.values() if p.info.kind != "unannounced")

    def family(self, device_id: str) -> str:
        """The printed layout of ``device_id``'s pad ("generic" when unknown)."""
        for p in self.pads.values():
            if p.info.device_id == device_id:
                return p.info.family
        return "generic"

    def rumble(self, device_id: str, strength: float, ms: int) -> bool:
        """Rumble ``device_id`` at ``strength`` (0..1) for ``ms`` milliseconds.  False when
        settings["rumble"] is off, the device is unknown or cannot rumble; never raises."""
        if not self.settings.get("rumble", True):
            return False
        pad = next((p for p in self.pads.values() if p.info.device_id == device_id), None)
        if pad is None or pad.handle is None:
            return False
        s = min(1.0, max(0.0, float(strength)))
        try:
            return bool(pad.handle.rumble(s, s, max(0, int(ms))))
        except _ERRORS:
            return False

    def _open(self, index: int) -> list[InputEvent]:
        """Open the device at ``index`` (controller if SDL has a mapping, else joystick)."""
        try:
            if self._sdl_ok and sdl_controller.is_controller(index):
                handle = sdl_controller.Controller(index)
                joy, kind = handle.as_joystick(), "controller"
                name = handle.name or joy.get_name()
            else:
                handle = joy = pygame.joystick.Joystick(index)
                kind, name = "joystick", joy.get_name()
            iid, guid = int(joy.get_instance_id()), str(joy.get_guid())
        except _ERRORS:
            return []   # the device went away again, or SDL cannot open it: nothing to add
        old = self.pads.get(iid)
        if old is not None and old.info.kind != "unannounced":
            return []   # the same device reported twice (joystick + controller)
        name = str(name or f"Controller {iid}")
        info = PadInfo(pad_id(iid), iid, name, guid, family_of(index, name), kind)
        pad = _Pad(info, handle)
        if old is not None:
            pad.held, pad.axes = old.held, old.axes
        self.pads[iid] = pad
        return [InputEvent(Act.DEVICE_ADDED, device="controller", device_id=info.device_id)]

    def _pad(self, iid: int) -> _Pad:
        """The state of ``iid``, made for a device never announced (posted events, a missed
        hot-plug event)."""
        pad = self.pads.get(iid)
        if pad is None:
            name = f"Controller {iid}"
            pad = _Pad(PadInfo(pad_id(iid), iid, name, "", family_from_name(name),
                               "unannounced"))
            self.pads[iid] = pad
        return pad

    def _remove(self, iid: int) -> list[InputEvent]:
        pad = self.pads.pop(iid, None)
        if pad is None:
            return []
        return [InputEvent(Act.DEVICE_REMOVED, device="controller", device_id=pad.info.device_id)]

    # -- translation ----------------------------------------------------------------------------
    def _event(self, pad: _Pad, act: Act, repeat: bool = False, rel=None) -> InputEvent:
        return InputEvent(act, device="controller", repeat=repeat, rel=rel,
                          device_id=pad.info.device_id)

    def _hold(self, pad: _Pad, source: str, act: Act | None) -> list[InputEvent]:
        """``source`` (dpad, hat, lstick, a trigger) now holds ``act`` (None: released); a new
        hold acts at once and restarts this pad's repeat clock."""
        before = pad.held.get(source)
        if act is None:
            pad.held.pop(source, None)
            return []
        if before == act:
            return []
        pad.held.pop(source, None)
        pad.held[source] = act          # the latest hold is the one that repeats
        pad.held_time = 0.0
        pad.next_repeat = self._get("repeat_delay")
        return [self._event(pad, act)]

    def _button(self, pad: _Pad, name: str | None, down: bool) -> list[InputEvent]:
        """A standard-named button pressed or released (chords through the modifier)."""
        if name is None:
            return []
        if name == MODIFIER:
            if down:
                pad.mod_down, pad.mod_used = True, False
                return []
            alone = pad.mod_down and not pad.mod_used
            pad.mod_down = False
            act = PAD_BUTTONS.get(MODIFIER)
            return [self._event(pad, act)] if alone and act is not None else []
        act = PAD_BUTTONS.get(name)
        if down and pad.mod_down:
            pad.mod_used = True
            act = CHORDS.get((MODIFIER, name), act)
        if act in DIRECTIONS:
            if down:
                return self._hold(pad, "dpad", act)
            if pad.held.get("dpad") == act:
                pad.held.pop("dpad", None)
            return []
        return [self._event(pad, act)] if down and act is not None else []

    def _stick(self, pad: _Pad, source: str, x: float | None, y: float | None) -> list:
        """A direction from a stick: the larger axis wins once outside the dead zone."""
        state = pad.axes.setdefault(source, [0.0, 0.0])
        if x is not None:
            state[0] = x
        if y is not None:
            state[1] = y
        sx, sy = state
        act = None
        if source == "rstick":
            return []   # the pan is read every tick
        if max(abs(sx), abs(sy)) > self._get("dead_zone"):
            if abs(sx) >= abs(sy):
                act = Act.RIGHT if sx > 0 else Act.LEFT
            else:
                act = Act.DOWN if sy > 0 else Act.UP
        return self._hold(pad, source, act)

    def _axis(self, pad: _Pad, axis: str | None, value: float) -> list[InputEvent]:
        if axis in ("leftx", "lefty"):
            return self._stick(pad, "lstick", value if axis == "leftx" else None,
                               value if axis == "lefty" else None)
        if axis in ("rightx", "righty"):
            return self._stick(pad, "rstick", value if axis == "rightx" else None,
                               value if axis == "righty" else None)
        trigger = _TRIGGER_AXES.get(axis)
        act = PAD_TRIGGERS.get(trigger)
        if act is None:
            return []
        if value > TRIGGER_ON:
            return self._hold(pad, trigger, act)
        if value < TRIGGER_OFF:
            pad.held.pop(trigger, None)
        return []

    def translate(self, ev: pygame.event.Event) -> list[InputEvent]:
        """InputEvents for one pygame event (controller, joystick and hot-plug events);
        never raises, whatever the event carries."""
        try:
            return self._translate(ev)
        except _ERRORS:
            return []

    def _translate(self, ev: pygame.event.Event) -> list[InputEvent]:
        t = ev.type
        if t in (pygame.JOYDEVICEADDED, getattr(pygame, "CONTROLLERDEVICEADDED", None)):
            return self._open(int(getattr(ev, "device_index", 0)))
        iid = int(getattr(ev, "instance_id", -1))
        if iid < 0:
            return []   # no device named: nothing to act for
        if t in (getattr(pygame, "CONTROLLERDEVICEREMOVED", None), pygame.JOYDEVICEREMOVED):
            return self._remove(iid)
        if t in (getattr(pygame, "CONTROLLERBUTTONDOWN", None),
                 getattr(pygame, "CONTROLLERBUTTONUP", None)):
            return self._button(self._pad(iid), BUTTON_NAMES.get(ev.button),
                                t == pygame.CONTROLLERBUTTONDOWN)
        if t == getattr(pygame, "CONTROLLERAXISMOTION", None):
            value = ev.value / 32767.0 if abs(ev.value) > 1.0 else float(ev.value)
            return self._axis(self._pad(iid), _AXES.get(ev.axis), max(-1.0, min(1.0, value)))
        if t not in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION,
                     pygame.JOYAXISMOTION):
            return []
        # Joystick fallback: skip devices open as game controllers (SDL reports both).
        pad = self._pad(iid)
        if pad.info.kind == "controller":
            return []
        if t in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP):
            return self._button(pad, JOY_BUTTONS.get(ev.button), t == pygame.JOYBUTTONDOWN)
        if t == pygame.JOYHATMOTION:
            if getattr(ev, "hat", 0) != 0:
                return []
            x, y = ev.value
            act = (Act.UP if y > 0 else Act.DOWN if y < 0 else Act.LEFT if x < 0
                   else Act.RIGHT if x > 0 else None)
            return self._hold(pad, "hat", act)
        if ev.axis in (0, 1):
            v = max(-1.0, min(1.0, float(ev.value)))
            return self._stick(pad, "jstick", v if ev.axis == 0 else None,
                               v if ev.axis == 1 else None)
        return []

    # -- per frame ------------------------------------------------------------------------------
    def tick(self, dt: float) -> list[InputEvent]:
        """Per device: auto-repeat of the latest held direction / zoom, one more event every
        1/repeat_rate seconds after the first ``repeat_delay`` seconds (at most
        :attr:`MAX_REPEATS_PER_TICK`; a backlog after a stall is dropped, not replayed), and a
        PAN for a right stick outside the dead zone."""
        out: list[InputEvent] = []
        period = 1.0 / self._get("repeat_rate")
        for pad in list(self.pads.values()):
            if pad.held:
                pad.held_time += dt
                act = list(pad.held.values())[-1]
                for _ in range(self.MAX_REPEATS_PER_TICK):
                    if pad.held_time < pad.next_repeat:
                        break
                    out.append(self._event(pad, act, repeat=True))
                    pad.next_repeat += period
                if pad.held_time >= pad.next_repeat:   # still behind: drop the backlog
                    pad.next_repeat = pad.held_time + period
            pan = self._pan(pad, dt)
            if pan is not None:
                out.append(pan)
        return out

    def _pan(self, pad: _Pad, dt: float) -> InputEvent | None:
        """The right stick's camera move this tick (radial dead zone, a squared response for
        fine control), whole pixels; the fraction is carried to the next tick."""
        x, y = pad.axes.get("rstick", (0.0, 0.0))
        m, dz = math.hypot(x, y), self._get("dead_zone")
        if m <= dz:
            pad.pan_rest = [0.0, 0.0]
            return None
        push = min(1.0, (m - dz) / max(1e-6, 1.0 - dz)) ** 2
        speed = PAN_SPEED * push * max(0.0, dt) / m
        fx, fy = pad.pan_rest[0] + x * speed, pad.pan_rest[1] + y * speed
        dx, dy = int(fx), int(fy)
        pad.pan_rest = [fx - dx, fy - dy]
        if dx == 0 and dy == 0:
            return None
        return self._event(pad, Act.PAN, rel=(dx, dy))
