"""Test helpers for couch play (tests/app/test_couch_*.py): controllers plugged in and out and
pressed through pygame's event queue only.

    attach(app, 3, guid="g-xbox", name="Xbox Wireless Controller")  # CONTROLLERDEVICEADDED
    detach(app, 3)                                                   # CONTROLLERDEVICEREMOVED
    tap(app, 3, pygame.CONTROLLER_BUTTON_A)                          # BUTTONDOWN + UP, a frame
    stick(app, 3, pygame.CONTROLLER_AXIS_LEFTX, 1.0)                 # CONTROLLERAXISMOTION

SDL cannot open a controller that is not there, so :func:`attach` stands a small stand-in
for the SDL controller object in the input adapter's table (what SDL's open would have put
there) before posting the real CONTROLLERDEVICEADDED event; everything after that (the App's
hot-plug handling, app.devices, the button and axis events) is the real path.
"""

from __future__ import annotations

import pygame

from game.app.testing import frames, make_app, post
from game.input.actions import pad_id
from game.input.controller import PadInfo, _Pad
from game.input.families import family_from_name
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.title import TitleScene

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
RT = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
LEFTX = pygame.CONTROLLER_AXIS_LEFTX
LEFTY = pygame.CONTROLLER_AXIS_LEFTY
#: the pad map (game.input.bindings): X next area / tile, Y end turn, LB/RB rotate
NEXT, END = X, Y


class StandInPad:
    """What SDL's controller object answers for a plugged-in pad: its instance id, name and
    GUID (``as_joystick()`` is itself, as for a joystick opened as a controller)."""

    def __init__(self, instance_id: int, name: str, guid: str) -> None:
        self.instance_id, self.name, self.guid = instance_id, name, guid

    def as_joystick(self):
        return self

    def get_instance_id(self) -> int:
        return self.instance_id

    def get_name(self) -> str:
        return self.name

    def get_guid(self) -> str:
        return self.guid

    def rumble(self, *args) -> bool:
        return False

    def stop_rumble(self) -> None:
        pass

    def quit(self) -> None:
        pass


def attach(app, instance_id: int, guid: str = "", name: str = "Xbox Wireless Controller",
           steps: int = 1) -> None:
    """Plug a controller in: its entry in the adapter's table (what opening it would make),
    then a posted CONTROLLERDEVICEADDED; ``steps`` frames."""
    adapter = app.mapper.controllers
    info = PadInfo(pad_id(instance_id), instance_id, name, guid or f"guid-{name}",
                   family_from_name(name))
    adapter.pads[instance_id] = _Pad(info, StandInPad(instance_id, name, info.guid))
    post(pygame.CONTROLLERDEVICEADDED, device_index=instance_id, instance_id=instance_id)
    frames(app, steps)


def detach(app, instance_id: int, steps: int = 1) -> None:
    """Pull a controller out: a posted CONTROLLERDEVICEREMOVED (the adapter drops it)."""
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id)
    frames(app, steps)


def look(app) -> None:
    """One frame of 0.35 s: what the table proposes has been seen long enough for a pad's A
    to commit it (game.input.guard.MIN_SHOWN: mashing A never commits an unseen move)."""
    frames(app, 1, dt=0.35)


def tap(app, instance_id: int, button: int, steps: int = 1) -> None:
    """Press and release ``button`` on the controller ``instance_id``; ``steps`` frames."""
    post(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id)
    post(pygame.CONTROLLERBUTTONUP, button=button, instance_id=instance_id)
    frames(app, steps)


def pull(app, instance_id: int, axis: int = RT, steps: int = 1) -> None:
    """Pull a trigger (or push a stick axis) fully and let it go; ``steps`` frames."""
    post(pygame.CONTROLLERAXISMOTION, axis=axis, value=32767, instance_id=instance_id)
    post(pygame.CONTROLLERAXISMOTION, axis=axis, value=0, instance_id=instance_id)
    frames(app, steps)


def stick(app, instance_id: int, axis: int, value: float, steps: int = 1) -> None:
    """Move a stick axis to ``value`` (-1..1) and back to the centre; ``steps`` frames."""
    post(pygame.CONTROLLERAXISMOTION, axis=axis, value=int(value * 32767),
         instance_id=instance_id)
    post(pygame.CONTROLLERAXISMOTION, axis=axis, value=0, instance_id=instance_id)
    frames(app, steps)


# ---------------------------------------------------------------------- whole games by pad
def set_up_two_people(app, pads: tuple[int, int], downs: int) -> None:
    """From the Title with the pad ``pads[0]`` only: ``downs`` times D-pad down to the game's
    button, A; on New Game X (next area) to the seats, Down to Seat 2, Left twice (AI -> Person); Start
    opens the claim step, where each pad presses A (the first takes Seat 1), then Start."""
    first, second = pads
    for _ in range(downs):
        tap(app, first, DOWN)
    tap(app, first, A)
    assert app.top.name == "new-game", app.top.name
    tap(app, first, NEXT)
    tap(app, first, DOWN)
    tap(app, first, LEFT)
    tap(app, first, LEFT)
    assert [s["kind"] for s in app.top.config()["seats"]] == ["person", "person"]
    tap(app, first, START)
    assert app.top.name == "new-game-devices", app.top.name
    tap(app, first, A)
    tap(app, second, A)
    assert app.devices.claims() == {0: [f"pad{first}"], 1: [f"pad{second}"]}
    tap(app, first, START)


def wait_turn(app, table, limit: int = 600) -> None:
    """Frames until the table lets a person act (or a screen is over it, or the game ended)."""
    for _ in range(limit):
        if app.top is not table or table.person_turn or table.state.is_terminal:
            return
        frames(app, 1)


def play_by_pads(app, table, pads: dict, tries, picture, limit: int = 400) -> dict:
    """Play every turn of ``table`` with the pads ``pads`` (seat -> instance id) until the game
    ends: each turn starts with the *other* pad's first two tries and its stick
    (``picture()`` of the table and the state must not change), then the seat's own pad tries ``tries`` ((press, button) pairs:
    ``press(app, pad, button)``, e.g. tap, pull, stick_right) until the state changes.  A hand-over screen is confirmed by the
    seat's pad after the other pad was refused.  Returns actions per seat."""
    st = table.state
    done = {seat: 0 for seat in pads}
    for _ in range(limit):
        wait_turn(app, table)
        if st.is_terminal:
            break
        seat = st.current_seat
        mine, other = pads[seat], next(p for s, p in pads.items() if s != seat)
        if app.top.name == "handover":
            handover = app.top
            frames(app, 25)                          # past its guard
            tap(app, other, A)
            assert app.top is handover, "another seat's pad took the hand-over"
            tap(app, mine, A)
            continue
        assert app.top is table, app.top.name
        before, seen = st.to_dict(), picture()
        for press, button in tries[:2]:
            press(app, other, button)
        stick_right(app, other)                      # its stick too
        assert st.to_dict() == before and picture() == seen, "another seat's pad acted"
        for press, button in tries:
            if button == A:
                look(app)
            press(app, mine, button)
            if st.to_dict() != before:
                done[seat] += 1
                break
        else:
            raise AssertionError(f"seat {seat}'s pad could not move ({table.message!r})")
    assert st.is_terminal, "the game did not end"
    return done


def wait_results(app, limit: int = 600):
    """Frames until a results screen is on top; returns it."""
    for _ in range(limit):
        if "results" in app.top.name:
            return app.top
        frames(app, 1)
    raise AssertionError(f"no results: {app.top.name}")


def stick_right(app, instance_id: int, _unused=None) -> None:
    """The left stick pushed right and let go (one step right); a frame."""
    stick(app, instance_id, LEFTX, 1.0)


def stick_down(app, instance_id: int, _unused=None) -> None:
    """The left stick pushed down and let go (one step down); a frame."""
    stick(app, instance_id, LEFTY, 1.0)


def two_pads(tmp_path, table_class=None, game="akropolis", seats=None, size=(640, 400),
             names=("Xbox Wireless Controller", "Xbox Wireless Controller"), **cfg):
    """(app, table): a table for two people (default Ada and Ben, an Akropolis table), seat 0
    with pad 4, seat 1 with pad 9 (``names``; claimed as the claim step would), on a Title;
    the first turn waited for."""
    app = make_app(tmp_path, size=size)
    app.push(TitleScene(app))
    attach(app, 4, "guid-one", names[0])
    attach(app, 9, "guid-two", names[1])
    app.devices.claim(0, "pad4")
    app.devices.claim(1, "pad9")
    seats = seats or [{"name": "Ada", "kind": "person"}, {"name": "Ben", "kind": "person"}]
    table = (table_class or AkropolisTable)(app, {"game": game, "seed": 3, "seats": seats, **cfg})
    app.push(table)
    frames(app, 2)
    wait_turn(app, table)
    return app, table
