"""New Game's claim step: each person seat takes the device it plays with (couch play, issue 16).

:func:`claim_step(app, config, go)` is called by New Game's Start (game.scenes.new_game) with
the config about to start and ``go()`` (starts the table).  With fewer than two person seats,
or no controller connected, there is nothing to choose: claims are cleared (any device drives
the seat to act, as before) and the game starts at once, with a toast "Hot-seat: ..." when two
or more people share the keyboard.  Otherwise :class:`NewGameDevicesScene` is pushed:

- one row per person seat: "Seat 2 · Player 2" and the device it holds (the device's name and
  its family glyph: Xbox, PlayStation, Nintendo, a generic pad, or a key cap for the keyboard
  and mouse), or "Press a button on a controller";
- a button pressed on a controller nobody holds gives it to the first seat without a device;
- Enter / a click / A on a row gives the row's seat the device used (the keyboard and mouse may
  be held by several seats: they share it); again on the same device lets it go;
- the toggle "Hot-seat: pass one controller": every seat is driven by whichever device is
  used (the claims are ignored);
- Start (focused; the pad's Start button too) begins.  Nobody claimed: hot-seat, said in a
  toast.  A seat left without a device is driven by any device on its turn.  Back (Esc / B on a
  device that holds a seat) returns to the form.

Widget keys: ``claim-<seat>``, ``hot-seat``, ``back``, ``start``.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game import games
from game.app.devices import KBM, DeviceInfo, SeatDevices, app_devices, is_press
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, Toggle, Widget, _frame, aa_polygon, draw_panel
from game.scenes.base import MenuScene, title_band
from game.scenes.tables import start_game

#: Actions that claim a seat when pressed on a controller nobody holds: the face buttons,
#: shoulders, View and the stick clicks; never a stick or trigger (a drifting stick takes no
#: seat) nor Menu / Start, which always begins.
CLAIM_ACTS = frozenset({Act.CONFIRM, Act.BACK, Act.ROTATE_LEFT, Act.ROTATE_RIGHT, Act.NEXT,
                        Act.PREV, Act.UNDO, Act.END_TURN, Act.FIT, Act.OVERVIEW})

HOT_SEAT_LABEL = "Hot-seat: pass one controller"
HOT_SEAT_TOAST = "Hot-seat: one device passes from player to player."
FAMILY_WORDS = {"xbox": "Xbox", "playstation": "PlayStation", "nintendo": "Nintendo",
                "generic": "Controller", "keyboard": "Keyboard"}


def person_seats(config: dict) -> list[tuple[int, str]]:
    """(seat index, name) of the config's person seats."""
    return [(i, str(s.get("name") or f"Player {i + 1}"))
            for i, s in enumerate(config.get("seats") or ()) if s.get("kind") == "person"]


def claim_step(app, config: dict, go: Callable[[], object]) -> bool:
    """Show the claim step for ``config`` when it has a choice to offer (see the module doc);
    True if it was pushed (``go`` runs on its Start), False if the caller starts now."""
    devices = app_devices(app)
    people = person_seats(config)
    if devices is None:
        return False
    if len(people) < 2 or not devices.present:
        devices.clear()
        if len(people) >= 2 and hasattr(app, "toast"):
            app.toast(HOT_SEAT_TOAST, 3.0)
        return False
    app.push(NewGameDevicesScene(app, people, go))
    return True


def family_of(devices: SeatDevices | None, device_id: str) -> str:
    """"keyboard" for the keyboard and mouse, else the controller's family."""
    if device_id == KBM or devices is None:
        return "keyboard"
    return devices.info(device_id).family or "generic"


# ---------------------------------------------------------------------- family glyphs
_FACES = {   # top, right, bottom, left: (fill colour, mark) of each face button
    "xbox": [((222, 180, 40), "Y"), ((200, 60, 50), "B"), ((70, 160, 70), "A"),
             ((60, 110, 200), "X")],
    "playstation": [((60, 170, 140), "tri"), ((210, 70, 70), "circle"),
                    ((90, 130, 220), "cross"), ((210, 110, 180), "square")],
    "nintendo": [((150, 150, 160), "X"), ((150, 150, 160), "A"), ((150, 150, 160), "B"),
                 ((150, 150, 160), "Y")],
    "generic": [((140, 140, 150), "")] * 4,
}


def draw_family_glyph(surface: pygame.Surface, center, size: int, family: str) -> pygame.Rect:
    """A device's family glyph in a ``size`` px square at ``center``: the four face buttons
    of its layout (Xbox letters and colours, PlayStation shapes, Nintendo's letters, plain for
    a generic pad) or a key cap for the keyboard; returns the square."""
    cx, cy = int(center[0]), int(center[1])
    box = pygame.Rect(0, 0, size, size)
    box.center = (cx, cy)
    if family == "keyboard":
        cap = box.inflate(-size // 8, -size // 4)
        draw_panel(surface, cap, P.MARBLE_SHADE, P.GOLD_DARK, radius=max(3, size // 8),
                   border_w=2, shadow=False)
        for k in range(3):
            key = pygame.Rect(cap.x + 4 + k * (cap.w - 8) // 3, cap.y + 4,
                              (cap.w - 8) // 3 - 2, cap.h // 3)
            pygame.draw.rect(surface, P.MARBLE, key, border_radius=2)
        pygame.draw.rect(surface, P.MARBLE, (cap.x + cap.w // 4, cap.bottom - cap.h // 3 - 2,
                                             cap.w // 2, cap.h // 4), border_radius=2)
        return box
    faces = _FACES.get(family, _FACES["generic"])
    pygame.draw.circle(surface, P.LAPIS_DARK, (cx, cy), size // 2)
    r = max(4, int(size * 0.2))
    off = size // 2 - r
    spots = [(cx, cy - off), (cx + off, cy), (cx, cy + off), (cx - off, cy)]
    for (colour, mark), (x, y) in zip(faces, spots):
        pygame.draw.circle(surface, P.SHADOW, (x + 1, y + 1), r)
        pygame.draw.circle(surface, colour, (x, y), r)
        _face_mark(surface, mark, (x, y), r)
    return box


def _face_mark(surface, mark: str, at, r: int) -> None:
    x, y = at
    ink, k = P.TEXT, max(2, int(r * 0.55))
    if mark == "tri":
        aa_polygon(surface, [(x, y - k), (x + k, y + k * 0.7), (x - k, y + k * 0.7)], ink)
    elif mark == "circle":
        pygame.draw.circle(surface, ink, (x, y), k, max(1, r // 4))
    elif mark == "cross":
        pygame.draw.line(surface, ink, (x - k, y - k), (x + k, y + k), max(1, r // 4))
        pygame.draw.line(surface, ink, (x - k, y + k), (x + k, y - k), max(1, r // 4))
    elif mark == "square":
        pygame.draw.rect(surface, ink, (x - k, y - k, 2 * k, 2 * k), max(1, r // 4))
    elif mark:
        text(surface, mark, (x, y), max(9, int(r * 1.4)), ink, "center")


# ---------------------------------------------------------------------- the rows
class SeatRow(Widget):
    """One person seat's row: "Seat 2 · Player 2" and the devices it holds; activating it
    calls ``on_use()`` (the scene knows which device pressed)."""

    def __init__(self, rect, seat: int, name: str, scene: "NewGameDevicesScene") -> None:
        super().__init__(rect, key=f"claim-{seat}")
        self.seat, self.person, self.scene = seat, name, scene

    def activate(self) -> None:
        self.scene.use_row(self.seat)

    def draw(self, surface, focused=False) -> None:
        r = self.rect
        _frame(surface, r, focused, True)
        size = max(12, int(r.h * 0.4))
        label = f"Seat {self.seat + 1} \u00b7 {self.person}"
        lw = int(r.w * 0.36)
        text(surface, label, (r.x + 16, r.centery), fit_size(label, lw - 20, size),
             P.GOLD_LIGHT if focused else P.TEXT, "midleft")
        held = self.scene.shown_devices(self.seat)
        x = r.x + lw
        if not held:
            ask = self.scene.row_prompt()
            text(surface, ask, (x, r.centery), fit_size(ask, r.right - x - 16, int(size * 0.9)),
                 P.MUTED, "midleft")
            return
        room = (r.right - x - 12) // len(held)
        g = int(r.h * 0.86)
        for did, name, family in held:
            draw_family_glyph(surface, (x + g // 2, r.centery), g, family)
            words = name if family in ("keyboard", "generic") else \
                f"{name} ({FAMILY_WORDS[family]})" if FAMILY_WORDS[family].lower() not in \
                name.lower() else name
            text(surface, words, (x + g + 8, r.centery),
                 fit_size(words, room - g - 16, int(size * 0.9)), P.TEXT, "midleft")
            x += room


class NewGameDevicesScene(MenuScene):
    """The claim step (see the module doc).  ``people``: (seat, name) of the person seats;
    ``go()``: start the table."""

    name = "new-game-devices"

    def __init__(self, app, people: list[tuple[int, str]], go: Callable[[], object]) -> None:
        self.people = list(people)
        self.go = go
        self.note = ""
        self._device_id = KBM    # the device of the event being handled
        super().__init__(app)
        devices = self.devices
        if devices is not None:
            devices.end_borrowed()   # taken over in an earlier game: back to the owners
            seats = {s for s, _ in self.people}
            for seat in list(devices.claims()):
                if seat not in seats:
                    devices.release(seat)   # a seat that is no longer a person's
        self.focus.focus_key("start")

    @property
    def devices(self) -> SeatDevices | None:
        return app_devices(self.app)

    # -- layout -----------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        margin = int(w * 0.08)
        rh = int(min(64, max(34, h * 0.085)))
        gap = max(6, rh // 5)
        y = int(h * 0.2)
        ws: list[Widget] = []
        for seat, name in self.people:
            ws.append(SeatRow((margin, y, w - 2 * margin, rh), seat, name, self))
            y += rh + gap
        hot = bool(self.devices and self.devices.hot_seat)
        ws.append(Toggle((margin, y + gap, int((w - 2 * margin) * 0.6), rh), HOT_SEAT_LABEL,
                         hot, self.set_hot_seat, key="hot-seat",
                         tooltip="Every seat is played with whichever device is used: "
                                 "hand one controller (or the keyboard) on each turn."))
        self._below = y + gap + rh
        bw = int(min(260, w * 0.22))
        bh = int(min(64, max(34, h * 0.08)))
        by = h - bh - int(h * 0.05)
        ws.append(Button((margin, by, bw, bh), "Back", self.app.pop, key="back"))
        ws.append(Button((w - margin - bw, by, bw, bh), "Start", self.start, key="start",
                         primary=True))
        self.focus.set(ws, focus_key=None if self.focus.focused is not None else "start")

    # -- claims -----------------------------------------------------------------------------
    def holder_of(self, device_id: str) -> int | None:
        """The person seat of this step holding ``device_id`` (None: nobody)."""
        devices = self.devices
        if devices is None:
            return None
        return next((s for s, _ in self.people if device_id in devices.devices_of(s)), None)

    def free_seat(self) -> int | None:
        """The first person seat without a device, or None."""
        devices = self.devices
        return next((s for s, _ in self.people
                     if devices is not None and not devices.devices_of(s)), None)

    def name_of(self, seat: int) -> str:
        return dict(self.people).get(seat, f"Player {seat + 1}")

    def give(self, seat: int, device_id: str) -> None:
        """``seat`` takes ``device_id`` (ends hot-seat) and the line above the rows says so."""
        devices = self.devices
        if devices is None:
            return
        devices.claim(seat, device_id)
        self.note = f"{self.name_of(seat)} plays with {devices.info(device_id).name}."
        self.layout()

    def use_row(self, seat: int) -> None:
        """A row activated with the current event's device: take it, or let it go if the
        row already holds it."""
        devices = self.devices
        if devices is None:
            return
        did = self._device_id
        if did in devices.devices_of(seat) and not devices.hot_seat:
            devices.release(seat, did)
            self.note = f"{self.name_of(seat)} let go of {devices.info(did).name}."
            self.layout()
            return
        self.give(seat, did)

    def set_hot_seat(self, on: bool) -> None:
        devices = self.devices
        if devices is not None:
            devices.set_hot_seat(on)
        self.note = HOT_SEAT_TOAST if on else ""

    def shown_devices(self, seat: int) -> list[tuple[str, str, str]]:
        """(device id, name, family) of what ``seat`` holds, as its row shows it ([] in
        hot-seat: every row then reads the hot-seat line)."""
        devices = self.devices
        if devices is None or devices.hot_seat:
            return []
        return [(d, devices.info(d).name, family_of(devices, d)) for d in devices.devices_of(seat)]

    def row_prompt(self) -> str:
        if self.devices is not None and self.devices.hot_seat:
            return "Hot-seat: any device on this seat's turn"
        return "Press a button on a controller"

    def start(self) -> None:
        """Begin: nobody claimed means hot-seat (said in a toast); then ``go()``."""
        devices = self.devices
        if devices is not None and not devices.hot_seat and not any(
                devices.devices_of(s) for s, _ in self.people):
            devices.clear()
            if hasattr(self.app, "toast"):
                self.app.toast(HOT_SEAT_TOAST, 3.0)
        if self.app.top is self:
            self.app.pop()
        self.go()

    # -- input ------------------------------------------------------------------------------
    def handle(self, ev: InputEvent) -> bool:
        self._device_id = ev.device_id
        devices = self.devices
        if (devices is not None and ev.device == "controller" and is_press(ev)
                and ev.act in CLAIM_ACTS and not devices.hot_seat
                and self.holder_of(ev.device_id) is None):
            seat = self.free_seat()
            if seat is not None:
                self.give(seat, ev.device_id)   # a new controller takes the next free seat
                return True
        if ev.act == Act.PAUSE and ev.device == "controller":
            self.start()   # the pad's Start button begins, as on the form
            return True
        return super().handle(ev)

    def on_back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        devices = self.devices
        mark = devices.version if devices is not None else 0
        if mark != getattr(self, "_mark", mark):
            self.layout()   # a controller came or went: the rows show it
        self._mark = mark

    def needs_redraw(self) -> bool:
        """Redrawn when a device came, went or changed hands (else only on input)."""
        devices = self.devices
        mark = devices.version if devices is not None else 0
        changed, self._redraw_mark = mark != getattr(self, "_redraw_mark", None), mark
        return changed

    def hint_text(self) -> str:
        dev = device_of(self.app)
        if dev == "mouse":
            return "Click a seat to play it with the mouse and keyboard \u00b7 click Start"
        return (f"{hint(dev, 'confirm')} on a seat: play it with this device "
                f"\u00b7 {hint(dev, 'back')} back"
                + (f" \u00b7 {hint(dev, 'pause')} begins" if dev == "controller" else ""))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        title_band(surface, "New Game", int(h * 0.03), int(h * 0.09))
        sub = "Who plays with what? Each player presses a button on their controller."
        text(surface, sub, (w // 2, int(h * 0.13)), fit_size(sub, int(w * 0.86), max(13, h // 32)),
             P.TEXT, "midtop")
        size = max(12, h // 38)
        y = self._below + int(h * 0.03)
        if self.note:
            y = text(surface, self.note, (w // 2, y), fit_size(self.note, int(w * 0.84), size),
                     P.GOLD_LIGHT, "midtop").bottom + 4
        if self.free_seat() is not None and not (self.devices and self.devices.hot_seat):
            free = "A seat without a device is played with any device on its turn."
            text(surface, free, (w // 2, y), fit_size(free, int(w * 0.84), size), P.MUTED,
                 "midtop")
        start = next(wd.rect for wd in self.focus.widgets if wd.key == "start")
        back = next(wd.rect for wd in self.focus.widgets if wd.key == "back")
        line = self.hint_text()
        room = start.x - back.right - 24
        text(surface, line, ((back.right + start.x) // 2, back.centery),
             fit_size(line, room, max(12, h // 44)), P.MUTED, "center")


# ---------------------------------------------------------------------- demo
#: The demo's four players and what each plays with: the keyboard and three pads of three
#: families (stand-ins: no pad needs to be plugged in for the picture).
DEMO_PEOPLE = [(0, "Ada"), (1, "Ben"), (2, "Chloe"), (3, "Dario")]
DEMO_DEVICES = [DeviceInfo("pad3", "Xbox Wireless Controller", "demo-xbox", "xbox"),
                DeviceInfo("pad5", "DualSense Wireless Controller", "demo-ps", "playstation"),
                DeviceInfo("pad8", "Nintendo Switch Pro Controller", "demo-ns", "nintendo")]


def demo_claimed(app, seed: int):
    """``new-game-devices``: New Game's claim step with four person seats claimed by four
    devices (Ada the keyboard and mouse, Ben an Xbox pad, Chloe a DualSense, Dario a Switch
    Pro controller); its Start opens a four-player game of the first registered game that
    seats four."""
    devices = app_devices(app)
    seats = [{"name": n, "kind": "person"} for _, n in DEMO_PEOPLE]
    game = next((g for g in games.game_ids() if 4 in games.info(g).seat_range()),
                games.game_ids()[0])
    config = {"game": game, "seed": seed, "seats": seats, "options": {}}
    if devices is not None:
        devices.update_present({**devices.present, **{d.device_id: d for d in DEMO_DEVICES}})
        devices.clear()
        for (seat, _), did in zip(DEMO_PEOPLE, [KBM] + [d.device_id for d in DEMO_DEVICES]):
            devices.claim(seat, did)
    scene = NewGameDevicesScene(app, DEMO_PEOPLE, lambda: start_game(app, config))
    scene.note = "Dario plays with Nintendo Switch Pro Controller."
    return scene


DEMO_SCENES = {"new-game-devices": demo_claimed}
