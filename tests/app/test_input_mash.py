"""Mashing the pad's confirm never commits a move the player did not see (issue 16, item 5):
on both tables a placement needs its proposal drawn for game.input.guard.MIN_SHOWN seconds of
app time (and at least a frame), then a fresh press.  Posted pygame events only; the keyboard
is not held back.  Also the pad's camera: the right stick pans, the triggers zoom."""

import pygame
import pytest

from game.app.testing import frames, make_app, pad_button, post, press
from game.input.guard import MIN_SHOWN, ConfirmGuard
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from tests.app.ak_helpers import open_table, wait_person

A = pygame.CONTROLLER_BUTTON_A
DT = 1.0 / 60


class _App:
    def __init__(self):
        self.time, self.frame = 0.0, 0


class _Ev:
    def __init__(self, device="controller", repeat=False):
        self.device, self.repeat = device, repeat


def test_guard_counts_app_time_and_frames_and_refuses_repeats():
    app, g = _App(), ConfirmGuard()
    g.watch(app, "ghost at site 3")
    app.time = 1.0                                   # long enough, but never drawn
    assert not g.ready(app, "ghost at site 3", _Ev())
    app.frame = 1
    assert g.ready(app, "ghost at site 3", _Ev())
    assert not g.ready(app, "ghost at site 3", _Ev(repeat=True))
    assert not g.ready(app, "ghost at site 4", _Ev())        # moved: the clock restarts
    app.frame, app.time = 2, 1.0 + MIN_SHOWN / 2
    assert not g.ready(app, "ghost at site 4", _Ev())
    assert g.ready(app, "ghost at site 4", _Ev(device="keyboard"))   # keys: not held back
    app.time = 1.0 + MIN_SHOWN
    assert g.ready(app, "ghost at site 4", _Ev())


def test_picture_pie_a_mashed_onto_a_fresh_ghost_places_nothing_until_it_was_seen(tmp_path):
    app = make_app(tmp_path)
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    st, ui = t.state, t.interaction
    assert st.stage == "build" and ui.zone == "board" and ui.chosen is not None
    placed = len(st.turn_log)
    frames(app, 30)                                  # the aimed ghost is on screen
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)   # the ghost moves on ...
    site = ui.focus["board"]
    pad_button(app, A)                               # ... and A at once: nothing placed
    assert len(st.turn_log) == placed and ui.focus["board"] == site
    frames(app, int(MIN_SHOWN / DT))                 # seen for MIN_SHOWN seconds
    g = ui.ghost(site)
    pad_button(app, A)
    if g is not None and g[1]:
        assert len(t.state.turn_log) == placed + 1   # placed where the ghost was shown
    else:
        assert len(t.state.turn_log) == placed and t.message_bad   # said why not


def test_picture_pie_keyboard_enter_is_not_held_back(tmp_path):
    app = make_app(tmp_path)
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 1)
    placed = len(t.state.turn_log)
    press(app, pygame.K_RETURN)                      # the aimed (legal) ghost: placed at once
    assert len(t.state.turn_log) == placed + 1


def test_akropolis_second_a_must_follow_a_shown_proposal(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    n = len(table.state.action_log)
    pad_button(app, pygame.CONTROLLER_BUTTON_X)      # pick a tile
    pad_button(app, A)                               # propose its spot
    assert table.proposed
    for _ in range(3):                               # mashing A
        pad_button(app, A)
    assert len(table.state.action_log) == n and table.proposed
    frames(app, int(MIN_SHOWN / DT) + 1)
    pad_button(app, A)
    assert len(table.state.action_log) == n + 1


def test_akropolis_right_stick_pans_and_triggers_zoom(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    cam = table.camera
    before = (cam.offset if hasattr(cam, "offset") else None, cam.size)
    x0 = cam.to_screen(0, 0, 1)
    post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_RIGHTX, value=32767,
         instance_id=0)
    frames(app, 10)                                  # 10 frames x 15 px at a full push
    post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_RIGHTX, value=0,
         instance_id=0)
    frames(app, 1)
    x1 = cam.to_screen(0, 0, 1)
    assert x1[0] == pytest.approx(x0[0] - 150, abs=2) and x1[1] == pytest.approx(x0[1])
    size = cam.size
    post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_TRIGGERRIGHT, value=32000,
         instance_id=0)
    frames(app, 1)
    assert cam.size > size                           # RT zooms in
    post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_TRIGGERRIGHT, value=0,
         instance_id=0)
    post(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT, value=32000,
         instance_id=0)
    frames(app, 1)
    assert cam.size == pytest.approx(size)           # LT zooms back out
    assert before[1] == size


def test_rumble_for_a_completed_monument_and_a_covered_quarry_on_the_seats_pad(tmp_path,
                                                                               monkeypatch):
    from game.app.session import Applied
    from game.core.akropolis.events import StonesGained
    from game.core.picture_pie.events import Completed
    from game.scenes.rumble import TableRumble
    app = make_app(tmp_path)
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    calls = []
    monkeypatch.setattr(app.mapper, "rumble", lambda d, s, ms: calls.append((d, s, ms)) or True)
    rumble = next(o for o in t.session.observers if isinstance(o, TableRumble))
    person = t.state.current_seat
    other = 1 - person
    app.last_device_id = "pad3"                      # no seat claims: the device in use
    assert rumble.on_applied(Applied(None, person, (Completed(person, 3, 250),)))
    assert rumble.on_applied(Applied(None, person, (StonesGained(person, 1),)))
    assert calls == [("pad3", 0.6, 220), ("pad3", 0.35, 140)]
    assert not rumble.on_applied(Applied(None, other, (Completed(other, 2, 250),), by="ai"))
    app.last_device_id = "kbm"                       # the keyboard does not rumble
    assert not rumble.on_applied(Applied(None, person, (Completed(person, 4, 250),)))

    class Seats:                                     # seats claiming devices (app.devices)
        @staticmethod
        def devices_of(seat):
            return ["pad5", "kbm"] if seat == person else ["pad6"]
    app.devices = Seats()
    assert rumble.on_applied(Applied(None, person, (Completed(person, 5, 250),)))
    assert calls[-1] == ("pad5", 0.6, 220) and len(calls) == 3
