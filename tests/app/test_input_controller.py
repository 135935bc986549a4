"""The controller adapter and the bindings: hot-plug that never raises, devices by instance id
with name / GUID / family, per-device repeat clocks, rumble, labels per pad family, and every
hint label checked against the binding it names (pressing the labelled control does the
action)."""

import random

import pygame
import pytest

from game.app.testing import frames, make_app, pad_button, post
from game.input import bindings, hints
from game.input.actions import Act
from game.input.bindings import BINDINGS, BUTTON_NAMES, PAD_LABELS, KEY_LABELS
from game.input.controller import ControllerInput, PadInfo
from game.input.families import family_from_name, family_of
from game.input.hints import hint
from game.input.mapper import InputMapper
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene

E = pygame.event.Event
SETTINGS = {"dead_zone": 0.35, "repeat_delay": 0.3, "repeat_rate": 10.0, "rumble": True}


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def acts(c, event):
    return [e.act for e in c.translate(event)]


# ------------------------------------------------------------------ hint labels vs the bindings
_BUTTON_OF_NAME = {n: b for b, n in BUTTON_NAMES.items()}
_KEY_OF_LABEL = {}
for _k, _label in KEY_LABELS.items():
    _KEY_OF_LABEL.setdefault(_label, _k)


def _keyboard_does(label: str) -> list[Act]:
    """What pressing the key named ``label`` ("Shift+Tab", "P", "Esc") gives."""
    mod = 0
    if label.startswith("Shift+"):
        mod, label = pygame.KMOD_LSHIFT, label[len("Shift+"):]
    key = _KEY_OF_LABEL.get(label) or pygame.key.key_code(label.lower())
    return acts(InputMapper(), E(pygame.KEYDOWN, key=key, mod=mod))


def _pad_does(label: str, family: str) -> list[Act]:
    """What pressing the pad control(s) printed ``label`` on a ``family`` pad gives."""
    names = {v: k for k, v in PAD_LABELS[family].items()}
    if family == "playstation":
        names.update({v: k for k, v in bindings.PS_GLYPHS.items()})
    parts = [p.strip("()") for p in label.split("+")] if len(label) > 1 else [label]
    controls = [names[p] for p in parts]
    c, got = ControllerInput(dict(SETTINGS)), []
    for name in controls:
        if name in ("lefttrigger", "righttrigger"):
            axis = (pygame.CONTROLLER_AXIS_TRIGGERLEFT if name == "lefttrigger"
                    else pygame.CONTROLLER_AXIS_TRIGGERRIGHT)
            got += acts(c, E(pygame.CONTROLLERAXISMOTION, axis=axis, value=32000, instance_id=1))
        elif name == "rstick":
            c.translate(E(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_RIGHTX,
                          value=32000, instance_id=1))
            got += [e.act for e in c.tick(0.1)]
        else:
            got += acts(c, E(pygame.CONTROLLERBUTTONDOWN, button=_BUTTON_OF_NAME[name],
                             instance_id=1))
    for name in reversed(controls):
        if name in _BUTTON_OF_NAME:
            got += acts(c, E(pygame.CONTROLLERBUTTONUP, button=_BUTTON_OF_NAME[name],
                             instance_id=1))
    return got


_HINTED = [b.act for b in BINDINGS if b.act not in (Act.POINTER_DOWN, Act.SECONDARY,
                                                      Act.WHEEL_UP, Act.WHEEL_DOWN)]


@pytest.mark.parametrize("act", _HINTED, ids=lambda a: a.value)
def test_every_hint_label_names_the_control_that_does_it(act):
    """The keyboard label, pressed, gives the action; on every pad family too (the known bug:
    the keyboard hint said Esc pauses while Esc is bound to back)."""
    label = hint("keyboard", act)
    if label != hints.NONE:
        assert _keyboard_does(label) == [act], (act, label)
    for family in PAD_LABELS:
        label = hint(family, act)
        assert label != hints.NONE, (act, family)
        if act in bindings.DIRECTIONS:
            continue   # "D-pad ↑": checked below
        assert _pad_does(label, family) == [act], (act, family, label)


def test_the_pause_hint_is_the_pause_key_not_esc():
    assert hint("keyboard", "pause") == "P" and hint("keyboard", "back") == "Esc"
    assert _keyboard_does("Esc") == [Act.BACK]


@pytest.mark.parametrize("family,labels", [
    ("xbox", ["A", "B", "X", "Y", "LB/RB", "LT/RT", "View", "Menu"]),
    ("playstation", ["Cross", "Circle", "Square", "Triangle", "L1/R1", "L2/R2", "Create",
                     "Options"]),
    ("nintendo", ["B", "A", "Y", "X", "L/R", "ZL/ZR", "\u2212", "+"]),
    ("generic", ["A", "B", "X", "Y", "LB/RB", "LT/RT", "Back", "Start"]),
])
def test_labels_by_family(family, labels, monkeypatch):
    """Nintendo is positional: SDL's south button (A on Xbox) is printed B."""
    monkeypatch.setattr(hints, "_GLYPHS", [False])
    got = [hint(family, n) for n in ("confirm", "back", "next", "end_turn", "rotate", "zoom",
                                     "undo", "pause")]
    assert got == labels
    assert hint(family, "up_down") == "D-pad \u2191/\u2193"


def test_playstation_glyphs_when_the_font_draws_them(monkeypatch):
    monkeypatch.setattr(hints, "_GLYPHS", [True])
    assert [hint("playstation", n) for n in ("confirm", "back", "next", "end_turn")] == [
        "\u2715", "\u25cb", "\u25a1", "\u25b3"]
    assert hint("playstation", "prev") == "Create+\u25a1"


def test_device_of_keeps_the_family_for_callers_that_pass_the_device_string():
    class App:
        last_device, last_family = "controller", "nintendo"
    dev = hints.device_of(App())
    assert dev == "controller" and hint(dev, "confirm") == "B"   # the south button on Nintendo
    assert hint(hints.device_of("mouse"), "confirm") == "Click"


@pytest.mark.parametrize("name,family", [
    ("Xbox Wireless Controller", "xbox"), ("XInput Controller #1", "xbox"),
    ("PS4 Controller", "playstation"), ("Sony Interactive Entertainment DualSense", "playstation"),
    ("DualShock 3", "playstation"), ("Nintendo Switch Pro Controller", "nintendo"),
    ("Joy-Con (L/R)", "nintendo"), ("8BitDo SN30", "generic"), ("", "generic"),
])
def test_family_from_name(name, family):
    assert family_from_name(name) == family


def test_family_prefers_sdls_controller_type(monkeypatch):
    from game.input import families
    monkeypatch.setattr(families, "sdl_type_family", lambda index: "playstation")
    assert family_of(0, "Xbox-looking name") == "playstation"
    monkeypatch.setattr(families, "sdl_type_family", lambda index: None)
    assert family_of(0, "Xbox-looking name") == "xbox"


# ------------------------------------------------------------------ hot-plug, devices
class FakeJoy:
    def __init__(self, iid, name="Xbox Series X Controller", guid="030000005e040000", ok=True):
        self.iid, self.name, self.guid, self.ok, self.rumbled = iid, name, guid, ok, []

    def as_joystick(self):
        return self

    def get_instance_id(self):
        return self.iid

    def get_name(self):
        return self.name

    def get_guid(self):
        return self.guid

    def rumble(self, low, high, ms):
        self.rumbled.append((low, high, ms))
        return self.ok


def plugged(monkeypatch, joys: dict):
    """A ControllerInput whose SDL "opens" ``joys`` (device index -> FakeJoy; missing: the open
    fails) as game controllers."""
    from game.input import controller as mod

    class FakeSdl:
        @staticmethod
        def init():
            pass

        @staticmethod
        def is_controller(index):
            return True

        @staticmethod
        def Controller(index):
            if index not in joys:
                raise pygame.error("no such device")
            return joys[index]

    monkeypatch.setattr(mod, "sdl_controller", FakeSdl)
    monkeypatch.setattr(mod, "family_of", lambda index, name: family_from_name(name))
    c = ControllerInput(dict(SETTINGS))
    c._sdl_ok = True
    return c


def test_add_twice_remove_unknown_and_failing_open(monkeypatch):
    pad = FakeJoy(7)
    c = plugged(monkeypatch, {0: pad})
    got = c.translate(E(pygame.JOYDEVICEADDED, device_index=0))
    assert [(e.act, e.device_id) for e in got] == [(Act.DEVICE_ADDED, "pad7")]
    assert c.translate(E(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []   # same device
    assert c.devices() == {"pad7": PadInfo("pad7", 7, "Xbox Series X Controller",
                                           "030000005e040000", "xbox", "controller")}
    assert c.translate(E(pygame.JOYDEVICEADDED, device_index=3)) == []   # the open fails
    assert c.translate(E(pygame.CONTROLLERDEVICEREMOVED, instance_id=99)) == []   # unknown
    assert acts(c, E(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)) == [Act.DEVICE_REMOVED]
    assert acts(c, E(pygame.JOYDEVICEREMOVED, instance_id=7)) == []   # reported twice: once
    assert c.devices() == {} and c.connected == 0


def test_reconnected_pad_has_a_new_instance_id_and_the_same_guid(monkeypatch):
    joys = {0: FakeJoy(1, guid="g-one"), 1: FakeJoy(2, name="DualSense", guid="g-two")}
    c = plugged(monkeypatch, joys)
    c.translate(E(pygame.JOYDEVICEADDED, device_index=0))
    c.translate(E(pygame.JOYDEVICEADDED, device_index=1))
    c.translate(E(pygame.JOYDEVICEREMOVED, instance_id=1))
    joys[0] = FakeJoy(3, guid="g-one")       # SDL: a new instance id for the same pad
    c.translate(E(pygame.JOYDEVICEADDED, device_index=0))
    devs = c.devices()
    assert sorted(devs) == ["pad2", "pad3"] and devs["pad3"].guid == "g-one"
    assert devs["pad2"].family == "playstation"
    # pad 2 still acts as pad 2
    got = c.translate(E(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_A,
                        instance_id=2))
    assert [(e.act, e.device_id) for e in got] == [(Act.CONFIRM, "pad2")]


def test_a_button_from_a_device_never_announced_acts_and_is_listed():
    c = ControllerInput(dict(SETTINGS))
    got = c.translate(E(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_B,
                        instance_id=42))
    assert [(e.act, e.device_id) for e in got] == [(Act.BACK, "pad42")]
    assert c.devices()["pad42"].kind == "unannounced" and c.connected == 0
    assert c.family("pad42") == "generic" and InputMapper().family("kbm") == "keyboard"


def test_malformed_events_never_raise():
    c = ControllerInput(dict(SETTINGS))
    for ev in (E(pygame.CONTROLLERBUTTONDOWN), E(pygame.CONTROLLERAXISMOTION, instance_id=1),
               E(pygame.JOYHATMOTION, instance_id=1, value="x"),
               E(pygame.JOYAXISMOTION, instance_id=1, axis=0, value=None),
               E(pygame.CONTROLLERDEVICEREMOVED), E(pygame.JOYDEVICEADDED, device_index=-5),
               E(pygame.CONTROLLERBUTTONUP, button=999, instance_id=3)):
        assert c.translate(ev) == []


def test_rumble_off_by_setting_unknown_device_or_unsupported(monkeypatch):
    pad = FakeJoy(5)
    c = plugged(monkeypatch, {0: pad})
    c.translate(E(pygame.JOYDEVICEADDED, device_index=0))
    assert c.rumble("pad5", 0.5, 200) is True and pad.rumbled == [(0.5, 0.5, 200)]
    assert c.rumble("pad5", 7.0, -3) is True and pad.rumbled[-1] == (1.0, 1.0, 0)
    c.settings["rumble"] = False
    assert c.rumble("pad5", 0.5, 200) is False and len(pad.rumbled) == 2
    c.settings["rumble"] = True
    pad.ok = False
    assert c.rumble("pad5", 0.5, 200) is False     # the device cannot rumble
    assert c.rumble("pad77", 0.5, 200) is False    # unknown
    assert InputMapper().rumble("kbm", 0.5, 200) is False

    def broken(*a):
        raise pygame.error("rumble not supported")
    pad.rumble = broken
    assert c.rumble("pad5", 0.5, 200) is False


def test_two_pads_holding_directions_keep_their_own_repeat_clocks():
    c = ControllerInput(dict(SETTINGS))
    down = pygame.CONTROLLER_BUTTON_DPAD_DOWN
    assert acts(c, E(pygame.CONTROLLERBUTTONDOWN, button=down, instance_id=1)) == [Act.DOWN]
    assert c.tick(0.2) == []
    # pad 2 starts holding Right 0.2 s later: pad 1's clock is not restarted
    assert acts(c, E(pygame.CONTROLLERAXISMOTION, axis=pygame.CONTROLLER_AXIS_LEFTX,
                     value=30000, instance_id=2)) == [Act.RIGHT]
    got = [(e.act, e.device_id) for e in c.tick(0.15)]   # 0.35 s for pad 1, 0.15 s for pad 2
    assert got == [(Act.DOWN, "pad1")]
    got = [(e.act, e.device_id) for e in c.tick(0.2)]    # pad 1: 0.4, 0.5; pad 2: 0.3
    assert got == [(Act.DOWN, "pad1"), (Act.DOWN, "pad1"), (Act.RIGHT, "pad2")]


def test_hat_and_dpad_buttons_both_repeat_and_release():
    c = ControllerInput(dict(SETTINGS))
    assert acts(c, E(pygame.JOYHATMOTION, value=(-1, 0), hat=0, instance_id=4)) == [Act.LEFT]
    assert [e.act for e in c.tick(0.35)] == [Act.LEFT]
    assert acts(c, E(pygame.JOYHATMOTION, value=(0, 0), hat=0, instance_id=4)) == []
    assert c.tick(1.0) == []
    assert acts(c, E(pygame.JOYHATMOTION, value=(0, 1), hat=1, instance_id=4)) == []  # hat 2


# ------------------------------------------------------------------ menus: hat and buttons
@pytest.mark.parametrize("path", ["buttons", "hat"])
def test_hat_path_and_button_path_both_navigate_the_title(tmp_path, path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 2)

    def down():
        if path == "buttons":
            pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=3)
        else:   # a pad SDL has no mapping for: a joystick with a hat
            post(pygame.JOYHATMOTION, value=(0, -1), hat=0, instance_id=8, joy=0)
            post(pygame.JOYHATMOTION, value=(0, 0), hat=0, instance_id=8, joy=0)
            frames(app, 1)

    down()
    down()   # past the Codex entry, onto Akropolis
    if path == "buttons":
        pad_button(app, pygame.CONTROLLER_BUTTON_A, instance_id=3)
    else:
        post(pygame.JOYBUTTONDOWN, button=0, instance_id=8, joy=0)
        post(pygame.JOYBUTTONUP, button=0, instance_id=8, joy=0)
        frames(app, 1)
    assert isinstance(app.top, NewGameScene) and app.top.game == "akropolis"
    assert app.last_device == "controller"


# ------------------------------------------------------------------ random hot-plug in a game
def test_add_and_remove_at_random_moments_never_raise_nor_change_the_game(tmp_path):
    from game.scenes.akropolis.table import AkropolisTable
    cfg = {"game": "akropolis", "seed": 5, "options": {},
           "seats": [{"name": "Ann", "kind": "ai", "ai": "random"},
                     {"name": "Bob", "kind": "ai", "ai": "random"}]}
    app = make_app(tmp_path)
    table = AkropolisTable(app, cfg)
    app.push(table)
    rng = random.Random(16)
    kinds = (pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEREMOVED,
             pygame.CONTROLLERDEVICEREMOVED)
    log = []
    for _ in range(160):
        for _ in range(rng.randrange(3)):
            kind = rng.choice(kinds)
            if kind in (pygame.JOYDEVICEADDED, pygame.CONTROLLERDEVICEADDED):
                post(kind, device_index=rng.randrange(-1, 6))
            else:
                post(kind, instance_id=rng.randrange(-1, 60))   # mostly unknown ids
        log_before = list(table.state.action_log)
        frames(app, 1, dt=0.05)
        log.append(table.state.action_log[:len(log_before)] == log_before)
    assert all(log) and app.running
    # the two AIs played on as if nothing happened: the same moves as a quiet game
    quiet_app = make_app(tmp_path / "quiet")
    quiet = AkropolisTable(quiet_app, cfg)
    quiet_app.push(quiet)
    n = len(table.state.action_log)
    for _ in range(4000):
        if len(quiet.state.action_log) >= n:
            break
        frames(quiet_app, 1, dt=0.05)
    assert quiet.state.action_log[:n] == table.state.action_log


def test_last_family_follows_the_device_the_player_switches_to(tmp_path, monkeypatch):
    from game.app.testing import press
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 1)
    monkeypatch.setattr(hints, "_GLYPHS", [False])
    monkeypatch.setattr(app.mapper.controllers, "family",
                        lambda device_id: {"pad1": "playstation", "pad2": "nintendo"}[device_id])
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=1)
    assert app.last_family == "playstation" and hint(app, "confirm") == "Cross"
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP, instance_id=2)
    assert app.last_family == "nintendo" and hint(app, "confirm") == "B"
    press(app, pygame.K_DOWN)
    assert app.last_family == "keyboard" and hint(app, "confirm") == "Enter"
    post(pygame.JOYDEVICEREMOVED, instance_id=2)      # a pad going away is no input
    frames(app, 1)
    assert app.last_device == "keyboard"
