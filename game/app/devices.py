"""Seats and devices for couch play (issue 16): which person seat each input device drives.

``app.devices`` is a :class:`SeatDevices`.  A *device* is a ``device_id``: "kbm" (keyboard and
mouse together, one device) or ``pad_id(instance_id)`` ("pad3") for a controller, as
:class:`game.input.actions.InputEvent` carries it.  Seats are the table's seat indices (0..3).

- Claims: New Game's claim step (game.scenes.new_game_devices) calls :meth:`SeatDevices.claim`
  for each person seat; a seat may hold several devices, and "kbm" may be held by several
  seats at once (two keyboard players share it, taking turns).  A controller belongs to one
  seat at a time: claiming it for a seat releases it from the one before.
- Hot-seat (:attr:`SeatDevices.hot_seat`): claims are ignored; any device drives whoever's
  turn it is (one controller passed around).  No claims at all means the same (as before
  issue 16).
- Routing (:meth:`SeatDevices.route`, called by the App for every InputEvent): sets
  ``ev.seat``; :meth:`SeatDevices.may_drive` says whether a device may act on the table for
  the seat to act now (the tables' ``accepts``); :func:`seat_gate` applies a table's
  ``accepts`` to every dialog it pushed too (the App drops what it refuses).
- Hot-plug (:meth:`SeatDevices.sync`, called by the App after every device event): a claimed
  controller that goes away leaves its seat in :meth:`lost_seats` (with its GUID kept); a
  controller that comes back (a new instance id, the same GUID) gets that seat back.  Nothing
  here raises for an unknown or vanished device.

Pure bookkeeping: no pygame, no drawing.  Device names, GUIDs and families come from the
input mapper (``mapper.devices()``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.input.actions import KBM, Act, InputEvent
from game.input.families import family_from_name
from game.input.hints import DeviceName, device_of

#: The shown name of the keyboard-and-mouse device.
KBM_NAME = "Keyboard and mouse"


@dataclasses.dataclass(frozen=True)
class DeviceInfo:
    """One connected device: ``device_id`` ("kbm", "pad3"), ``name`` as the system reports
    it, ``guid`` (the model's id string; "" when unknown) and ``family`` ("keyboard", "xbox",
    "playstation", "nintendo" or "generic")."""

    device_id: str
    name: str
    guid: str = ""
    family: str = "generic"


KEYBOARD = DeviceInfo(KBM, KBM_NAME, "", "keyboard")


def connected_devices(mapper) -> dict[str, DeviceInfo]:
    """The controllers the input ``mapper`` holds now, by device id (the keyboard not
    included), from ``mapper.devices()`` (game.input.controller.PadInfo records: ``name``,
    ``guid``, ``family``).  A mapper without that list has none; an error in the mapper's
    list is raised (:meth:`SeatDevices.sync` then keeps what it knew)."""
    out: dict[str, DeviceInfo] = {}
    listing = getattr(mapper, "devices", None)
    if not callable(listing):
        return out
    for did, info in dict(listing()).items():
        if did == KBM:
            continue
        name = str(getattr(info, "name", "") or "Controller")
        out[did] = DeviceInfo(did, name, str(getattr(info, "guid", "") or ""),
                              str(getattr(info, "family", "") or family_from_name(name)))
    return out


class SeatDevices:
    """Who holds which device (see the module doc).

    Public: ``hot_seat`` (bool), ``active`` (the seat to act now, set by the table; None
    outside play), ``present`` (device id -> :class:`DeviceInfo` of the connected
    controllers), ``version`` (counts changes: scenes redraw on it).
    """

    def __init__(self) -> None:
        self.hot_seat = False
        self.active: int | None = None
        self.present: dict[str, DeviceInfo] = {}
        self.version = 0
        self._claims: dict[int, list[str]] = {}   # seat -> device ids, in claim order
        self._gone: dict[int, list[DeviceInfo]] = {}  # seat -> its controllers unplugged
        self._guids: dict[str, str] = {}            # device id -> GUID (kept after removal)
        self._borrowed: set[tuple[int, str]] = set()  # (seat, device id) for one game only

    # -- claims ---------------------------------------------------------------------------
    def claim(self, seat: int, device_id: str, share: bool = False,
              borrowed: bool = False) -> None:
        """Give ``device_id`` to ``seat`` (a controller leaves any other seat it had, unless
        ``share``; "kbm" may be held by several seats).  ``borrowed``: taken over for the
        game only (the lost-controller prompt): :meth:`end_borrowed` gives it back.
        Claiming ends hot-seat mode."""
        seat = int(seat)
        if borrowed:
            self._borrowed.add((seat, device_id))
        else:
            self._borrowed.discard((seat, device_id))
        if device_id != KBM and not share:
            for s, ids in self._claims.items():
                if s != seat and device_id in ids:
                    ids.remove(device_id)
        ids = self._claims.setdefault(seat, [])
        if device_id not in ids:
            ids.append(device_id)
        self.hot_seat = False
        self._changed()

    def end_borrowed(self) -> None:
        """The game that borrowed devices is over: every borrowed claim ends (the next claim
        step starts from the owners' own devices)."""
        for seat, did in sorted(self._borrowed):
            if did in self._claims.get(seat, ()):
                self.release(seat, did)
        self._borrowed.clear()

    def release(self, seat: int, device_id: str | None = None) -> None:
        """Take ``device_id`` (every device when None) away from ``seat``."""
        ids = self._claims.get(int(seat), [])
        for did in list(ids):
            if device_id is None or did == device_id:
                ids.remove(did)
        if not ids:
            self._claims.pop(int(seat), None)
            self._gone.pop(int(seat), None)
        self._changed()

    def clear(self) -> None:
        """No claims, no hot-seat: every device drives whoever's turn it is (as before New
        Game's claim step; used when a game starts without claims)."""
        self._claims.clear()
        self._gone.clear()
        self.hot_seat = False
        self._changed()

    def set_hot_seat(self, on: bool) -> None:
        """Hot-seat on: one device passed around drives every seat (the claims are kept but
        ignored until it is turned off again)."""
        self.hot_seat = bool(on)
        self._changed()

    def devices_of(self, seat: int | None) -> list[str]:
        """The device ids ``seat`` holds, in claim order ([] for none or None)."""
        if seat is None:
            return []
        return list(self._claims.get(int(seat), ()))

    def seat_of(self, device_id: str) -> int | None:
        """The seat ``device_id`` drives: the active seat when it holds the device (a shared
        keyboard), else the first seat holding it; None when unclaimed or in hot-seat."""
        if self.hot_seat:
            return None
        holders = [s for s, ids in sorted(self._claims.items()) if device_id in ids]
        if not holders:
            return None
        return self.active if self.active in holders else holders[0]

    def claimed(self) -> bool:
        """True when any seat holds a device (and hot-seat is off): routing by seat is on."""
        return not self.hot_seat and any(self._claims.values())

    def claims(self) -> dict[int, list[str]]:
        """seat -> device ids, a copy."""
        return {s: list(ids) for s, ids in self._claims.items() if ids}

    # -- routing --------------------------------------------------------------------------
    def route(self, ev: InputEvent) -> InputEvent:
        """``ev`` with ``seat`` set to :meth:`seat_of` its device."""
        seat = self.seat_of(ev.device_id)
        return ev if ev.seat == seat else dataclasses.replace(ev, seat=seat)

    def may_drive(self, device_id: str, seat: int | None = None) -> bool:
        """True if ``device_id`` may act on the table for ``seat`` (default: the active
        seat): always in hot-seat or without claims; else when the seat holds the device, or
        when the seat holds no connected device at all (an unclaimed seat, an AI's turn: no
        dead end, anyone may look around or take it)."""
        seat = self.active if seat is None else seat
        if not self.claimed() or seat is None:
            return True
        mine = self.devices_of(seat)
        if device_id in mine:
            return True
        return not any(d == KBM or d in self.present for d in mine)

    def lost_seats(self) -> list[int]:
        """Seats whose every claimed controller was unplugged (and no other device taken
        since): the game asks them for a device.  [] in hot-seat."""
        if self.hot_seat:
            return []
        return sorted(s for s in self._gone
                      if not any(d == KBM or d in self.present for d in self.devices_of(s)))

    def lost_device(self, seat: int) -> DeviceInfo | None:
        """The last controller ``seat`` lost (its name for the prompt), or None."""
        gone = self._gone.get(int(seat))
        return gone[-1] if gone else None

    # -- hot-plug -------------------------------------------------------------------------
    def sync(self, mapper) -> tuple[list[str], list[str]]:
        """Read the controllers the ``mapper`` holds now (:func:`connected_devices`) and
        apply the difference: (added ids, removed ids).  A removed controller's seat keeps
        a record of it (:meth:`lost_seats`); an added one whose GUID a seat lost takes that
        seat back (the first such seat in seat order).  Never raises."""
        try:
            now = connected_devices(mapper)
        except Exception:
            return [], []
        return self.update_present(now)

    def update_present(self, now: dict[str, DeviceInfo]) -> tuple[list[str], list[str]]:
        """:meth:`sync` from a ready list of the connected controllers (device id ->
        :class:`DeviceInfo`)."""
        added = [d for d in now if d not in self.present]
        removed = [d for d in self.present if d not in now]
        for did in removed:
            self._removed(self.present[did])
        self.present = dict(now)
        for did in added:
            self._added(now[did])
        if added or removed:
            self._changed()
        return added, removed

    def _removed(self, info: DeviceInfo) -> None:
        if info.guid:
            self._guids[info.device_id] = info.guid
        for seat, ids in list(self._claims.items()):
            if info.device_id in ids:
                ids.remove(info.device_id)
                self._gone.setdefault(seat, []).append(info)
                if not ids:
                    self._claims[seat] = []

    def _added(self, info: DeviceInfo) -> None:
        if info.guid:
            self._guids[info.device_id] = info.guid
        for seat in sorted(self._gone):
            gone = self._gone[seat]
            back = next((g for g in gone if g.guid and g.guid == info.guid), None)
            if back is None:
                continue
            gone.remove(back)
            ids = self._claims.setdefault(seat, [])
            # its own controller is back: a stand-in shared with another seat goes back
            ids[:] = [d for d in ids if not self._held_elsewhere(d, seat)]
            if info.device_id not in ids and not self._held_elsewhere(info.device_id, seat):
                ids.append(info.device_id)
            if not gone:
                del self._gone[seat]
            return

    def _held_elsewhere(self, device_id: str, seat: int) -> bool:
        return any(device_id in ids for s, ids in self._claims.items() if s != seat)

    def holder(self, device_id: str, besides: int | None = None) -> int | None:
        """The first seat (other than ``besides``) holding ``device_id``, or None."""
        return next((s for s, ids in sorted(self._claims.items())
                     if s != besides and device_id in ids), None)

    def info(self, device_id: str) -> DeviceInfo:
        """What is known of ``device_id``: the keyboard, a connected controller, or a
        placeholder named "Controller" for one the mapper does not list."""
        if device_id == KBM:
            return KEYBOARD
        return self.present.get(device_id) or DeviceInfo(device_id, "Controller",
                                                         self._guids.get(device_id, ""))

    def _changed(self) -> None:
        self.version += 1


#: InputEvent actions that are presses (a device "pressing a button"), not motion or releases.
PRESSES = frozenset(a for a in Act if a.value not in (
    "pointer_move", "pointer_drag", "pointer_up", "device_added", "device_removed", "pan"))


def is_press(ev: InputEvent) -> bool:
    """True for a fresh press (not a release, repeat or pointer motion): what claims a seat."""
    return ev.act in PRESSES and ev.pressed and not ev.repeat


def seat_gate(stack, ev: InputEvent):
    """The table that refuses ``ev`` for the scenes on ``stack`` (bottom first), or None
    when ``ev`` may act.  Looking down from the top scene: a scene with ``any_device`` (the
    pause menu and what it opens, the lost-controller prompt) lets every device act; the
    first table (a scene with ``accepts``) decides for itself and for every dialog it pushed
    above it (the seat to act's devices only); no table below: every device acts."""
    for scene in reversed(list(stack)):
        if getattr(scene, "any_device", False):
            return None
        accepts = getattr(scene, "accepts", None)
        if callable(accepts):
            return None if accepts(ev) else scene
    return None


def seat_device(app: Any, seat: int | None) -> DeviceName:
    """The device whose buttons hints name for ``seat`` (the seat to act, the one a hand-over
    goes to, the one an undo is for): the last used device when it is one of the seat's own
    (or without claims, in hot-seat, or when the seat holds no connected device); else the
    seat's first connected device ("keyboard", or "controller" with that pad's family)."""
    devices = app_devices(app)
    last = device_of(app)
    if devices is None or seat is None or not devices.claimed():
        return last
    mine = [d for d in devices.devices_of(seat) if d == KBM or d in devices.present]
    if not mine or getattr(app, "last_device_id", None) in mine:
        return last
    if mine[0] == KBM:
        return DeviceName("keyboard")
    return DeviceName("controller", devices.info(mine[0]).family)


def app_devices(app: Any) -> SeatDevices | None:
    """``app.devices`` when the app has one (test doubles may not), else None."""
    devices = getattr(app, "devices", None)
    return devices if isinstance(devices, SeatDevices) else None
