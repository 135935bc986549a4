"""Devices -> logical actions: keyboard, mouse and controllers (buttons, hat, stick, repeat)."""

import pygame
import pytest

from game.input.actions import Act, InputEvent
from game.input.controller import ControllerInput
from game.input.mapper import InputMapper

E = pygame.event.Event


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def acts(mapper, event):
    return [e.act for e in mapper.translate(event)]


@pytest.mark.parametrize("key,act", [
    (pygame.K_UP, Act.UP), (pygame.K_w, Act.UP), (pygame.K_s, Act.DOWN), (pygame.K_a, Act.LEFT),
    (pygame.K_RIGHT, Act.RIGHT), (pygame.K_RETURN, Act.CONFIRM), (pygame.K_SPACE, Act.CONFIRM),
    (pygame.K_ESCAPE, Act.BACK), (pygame.K_BACKSPACE, Act.BACK), (pygame.K_q, Act.ROTATE_LEFT),
    (pygame.K_e, Act.ROTATE_RIGHT), (pygame.K_p, Act.PAUSE), (pygame.K_z, Act.UNDO),
    (pygame.K_t, Act.END_TURN), (pygame.K_EQUALS, Act.ZOOM_IN), (pygame.K_MINUS, Act.ZOOM_OUT),
    (pygame.K_f, Act.FIT), (pygame.K_PAGEDOWN, Act.NEXT), (pygame.K_PAGEUP, Act.PREV),
])
def test_keyboard_keys(key, act):
    assert acts(InputMapper(), E(pygame.KEYDOWN, key=key, mod=0)) == [act]


def test_tab_and_shift_tab_and_ctrl_z_and_unbound_keys():
    m = InputMapper()
    assert acts(m, E(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)) == [Act.NEXT]
    assert acts(m, E(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)) == [Act.PREV]
    assert acts(m, E(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)) == [Act.UNDO]
    assert acts(m, E(pygame.KEYDOWN, key=pygame.K_F5, mod=0)) == []
    assert acts(m, E(pygame.KEYUP, key=pygame.K_RETURN, mod=0)) == []


def test_mouse_buttons_motion_drag_and_wheel():
    m = InputMapper()
    ev = m.translate(E(pygame.MOUSEMOTION, pos=(10, 20), rel=(1, 2), buttons=(0, 0, 0)))
    assert ev == [InputEvent(Act.POINTER_MOVE, pos=(10, 20), rel=(1, 2), device="mouse")]
    ev = m.translate(E(pygame.MOUSEMOTION, pos=(12, 20), rel=(2, 0), buttons=(1, 0, 0)))
    assert ev[0].act == Act.POINTER_DRAG and ev[0].buttons == (True, False, False)
    assert m.translate(E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1)) == [
        InputEvent(Act.POINTER_DOWN, pos=(5, 6), device="mouse")]
    up = m.translate(E(pygame.MOUSEBUTTONUP, pos=(5, 6), button=1))
    assert up[0].act == Act.POINTER_UP and up[0].pressed is False
    assert acts(m, E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3)) == [Act.SECONDARY]
    assert acts(m, E(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=4)) == []  # wheel: MOUSEWHEEL
    wheel = m.translate(E(pygame.MOUSEWHEEL, x=0, y=1))
    assert wheel == [InputEvent(Act.WHEEL_UP, pos=(5, 6), device="mouse")]
    assert acts(m, E(pygame.MOUSEWHEEL, x=0, y=-2)) == [Act.WHEEL_DOWN, Act.WHEEL_DOWN]


@pytest.mark.parametrize("button,act", [
    (pygame.CONTROLLER_BUTTON_A, Act.CONFIRM), (pygame.CONTROLLER_BUTTON_B, Act.BACK),
    (pygame.CONTROLLER_BUTTON_X, Act.NEXT), (pygame.CONTROLLER_BUTTON_Y, Act.END_TURN),
    (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, Act.ROTATE_LEFT),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, Act.ROTATE_RIGHT),
    (pygame.CONTROLLER_BUTTON_START, Act.PAUSE), (pygame.CONTROLLER_BUTTON_LEFTSTICK, Act.OVERVIEW),
    (pygame.CONTROLLER_BUTTON_RIGHTSTICK, Act.FIT),
    (pygame.CONTROLLER_BUTTON_DPAD_UP, Act.UP), (pygame.CONTROLLER_BUTTON_DPAD_LEFT, Act.LEFT),
])
def test_controller_buttons(button, act):
    evs = InputMapper().translate(E(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=3))
    assert evs == [InputEvent(act, device="controller", device_id="pad3")]


def test_view_alone_undoes_on_release_and_chords_with_it():
    """View (Back) acts when released alone (UNDO); held, it turns X into PREV and R3 into
    HEIGHTS, and then its release does nothing."""
    m = InputMapper()
    back, x = pygame.CONTROLLER_BUTTON_BACK, pygame.CONTROLLER_BUTTON_X
    assert acts(m, E(pygame.CONTROLLERBUTTONDOWN, button=back, instance_id=3)) == []
    assert acts(m, E(pygame.CONTROLLERBUTTONUP, button=back, instance_id=3)) == [Act.UNDO]
    assert acts(m, E(pygame.CONTROLLERBUTTONDOWN, button=back, instance_id=3)) == []
    assert acts(m, E(pygame.CONTROLLERBUTTONDOWN, button=x, instance_id=3)) == [Act.PREV]
    assert acts(m, E(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_RIGHTSTICK,
                     instance_id=3)) == [Act.HEIGHTS]
    assert acts(m, E(pygame.CONTROLLERBUTTONUP, button=back, instance_id=3)) == []
    assert acts(m, E(pygame.CONTROLLERBUTTONDOWN, button=x, instance_id=3)) == [Act.NEXT]
    # a release never seen pressed does nothing
    assert acts(m, E(pygame.CONTROLLERBUTTONUP, button=back, instance_id=5)) == []


def test_joystick_fallback_buttons_and_hat():
    m = InputMapper()
    assert acts(m, E(pygame.JOYBUTTONDOWN, button=0, instance_id=9)) == [Act.CONFIRM]
    assert acts(m, E(pygame.JOYBUTTONDOWN, button=7, instance_id=9)) == [Act.PAUSE]
    assert acts(m, E(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=9)) == [Act.UP]
    assert acts(m, E(pygame.JOYHATMOTION, value=(0, 1), hat=0, instance_id=9)) == []  # held
    assert acts(m, E(pygame.JOYHATMOTION, value=(0, 0), hat=0, instance_id=9)) == []
    assert acts(m, E(pygame.JOYHATMOTION, value=(1, 0), hat=0, instance_id=9)) == [Act.RIGHT]


def test_joystick_events_of_an_open_controller_are_ignored():
    c = ControllerInput()
    c.translate(E(pygame.CONTROLLERBUTTONDOWN, button=0, instance_id=4))
    c.pads[4].info = c.pads[4].info.__class__(**{**c.pads[4].info.__dict__, "kind": "controller"})
    assert c.translate(E(pygame.JOYBUTTONDOWN, button=0, instance_id=4)) == []
    assert [e.act for e in c.translate(E(pygame.CONTROLLERBUTTONDOWN, button=0,
                                         instance_id=4))] == [Act.CONFIRM]
    assert [e.act for e in c.translate(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=4))] == [
        Act.DEVICE_REMOVED]
    assert 4 not in c.pads
def test_stick_dead_zone_and_direction():
    c = ControllerInput({"dead_zone": 0.5, "repeat_delay": 0.3, "repeat_rate": 10.0})
    ax = pygame.CONTROLLER_AXIS_LEFTX
    ay = pygame.CONTROLLER_AXIS_LEFTY
    assert c.translate(E(pygame.CONTROLLERAXISMOTION, axis=ax, value=13000, instance_id=1)) == []
    got = c.translate(E(pygame.CONTROLLERAXISMOTION, axis=ax, value=20000, instance_id=1))
    assert [e.act for e in got] == [Act.RIGHT]
    c.translate(E(pygame.CONTROLLERAXISMOTION, axis=ax, value=0, instance_id=1))
    got = c.translate(E(pygame.CONTROLLERAXISMOTION, axis=ay, value=-30000, instance_id=1))
    assert [e.act for e in got] == [Act.UP]


def test_held_direction_repeats_after_delay_at_rate():
    c = ControllerInput({"dead_zone": 0.35, "repeat_delay": 0.3, "repeat_rate": 10.0})
    first = c.translate(E(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                          instance_id=1))
    assert [e.act for e in first] == [Act.DOWN]
    assert c.tick(0.2) == []                   # before the repeat delay
    rep = c.tick(0.15)                         # 0.35 s held: one repeat (at 0.3)
    assert [(e.act, e.repeat) for e in rep] == [(Act.DOWN, True)]
    assert len(c.tick(0.2)) == 2               # 0.55 s: repeats at 0.4 and 0.5
    c.translate(E(pygame.CONTROLLERBUTTONUP, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                  instance_id=1))
    assert c.tick(1.0) == []


def test_triggers_zoom_once_per_pull_then_repeat_while_held():
    c = ControllerInput({"dead_zone": 0.35, "repeat_delay": 0.3, "repeat_rate": 10.0})
    lt, rt = pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    assert [e.act for e in c.translate(E(pygame.CONTROLLERAXISMOTION, axis=lt, value=32000,
                                         instance_id=1))] == [Act.ZOOM_OUT]
    assert c.translate(E(pygame.CONTROLLERAXISMOTION, axis=lt, value=32700, instance_id=1)) == []
    assert [(e.act, e.repeat) for e in c.tick(0.35)] == [(Act.ZOOM_OUT, True)]
    c.translate(E(pygame.CONTROLLERAXISMOTION, axis=lt, value=0, instance_id=1))
    assert c.tick(1.0) == []
    assert [e.act for e in c.translate(E(pygame.CONTROLLERAXISMOTION, axis=rt, value=30000,
                                         instance_id=1))] == [Act.ZOOM_IN]


def test_hot_plug_added_event_without_device_does_not_crash():
    c = ControllerInput()
    assert c.translate(E(pygame.CONTROLLERDEVICEADDED, device_index=7)) == []
    assert c.translate(E(pygame.JOYDEVICEADDED, device_index=7)) == []
    assert c.connected == 0


def test_absurd_repeat_settings_give_at_most_two_repeats_per_tick():
    # QA: repeat_rate 1e9 with repeat_delay 0 froze the game in the repeat loop
    c = ControllerInput({"dead_zone": 0.35, "repeat_delay": 0.0, "repeat_rate": 1e9})
    c.translate(E(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                  instance_id=1))
    assert c.tick(0.04) == []                      # clamped: delay 0.05 s
    assert len(c.tick(0.06)) == 2                  # rate 60/s; cap 2 (the third is dropped)
    assert len(c.tick(30.0)) == 2                  # a long stall: no backlog replayed
    assert len(c.tick(0.01)) == 0                  # next repeat is one period (1/60 s) on
    assert len(c.tick(0.01)) == 1


def test_dead_zone_beyond_range_is_clamped_so_the_stick_still_works():
    c = ControllerInput({"dead_zone": 7.5, "repeat_delay": 0.3, "repeat_rate": 10.0})
    ax = pygame.CONTROLLER_AXIS_LEFTX
    got = c.translate(E(pygame.CONTROLLERAXISMOTION, axis=ax, value=32000, instance_id=1))
    assert [e.act for e in got] == [Act.RIGHT]     # 0.977 > 0.9 (the top of the range)


def test_right_stick_pans_outside_the_dead_zone():
    """rel = pixels this tick: PAN_SPEED x (push beyond the dead zone)^2 x dt, in the stick's
    direction; inside the dead zone nothing."""
    c = ControllerInput({"dead_zone": 0.5, "repeat_delay": 0.3, "repeat_rate": 10.0})
    rx = pygame.CONTROLLER_AXIS_RIGHTX
    assert c.translate(E(pygame.CONTROLLERAXISMOTION, axis=rx, value=13000, instance_id=1)) == []
    assert c.tick(0.1) == []
    c.translate(E(pygame.CONTROLLERAXISMOTION, axis=rx, value=32767, instance_id=1))
    pan = c.tick(0.1)                  # full push: 900 px/s x 0.1 s = 90 px to the right
    assert [(e.act, e.rel, e.device_id) for e in pan] == [(Act.PAN, (90, 0), "pad1")]
    c.translate(E(pygame.CONTROLLERAXISMOTION, axis=rx, value=0, instance_id=1))
    c.translate(E(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_RIGHTY,
                  value=-24576, instance_id=1))   # -0.75: push (0.75-0.5)/0.5 = 0.5 -> 0.25
    assert [e.rel for e in c.tick(0.2)] == [(0, -45)]  # 900 x 0.25 x 0.2
