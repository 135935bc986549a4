"""App shell: scene stack lifecycle, event fall-through, draw order, resize, fullscreen, loop."""

import pygame
import pytest

from game.app.app import FIXED_DT
from game.app.scene import Scene
from game.app.testing import frames, make_app, post, press, resize
from game.input.actions import POINTER, Act


class Recorder(Scene):
    def __init__(self, app, name, log, color=(255, 0, 0), consume=(), transparent=False):
        super().__init__(app)
        self.name, self.log, self.color = name, log, color
        self.consume = set(consume)
        self.transparent = transparent
        self.updates = []
        self.sizes = []

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def on_cover(self):
        self.log.append(("cover", self.name))

    def on_uncover(self):
        self.log.append(("uncover", self.name))

    def on_resize(self, size):
        super().on_resize(size)
        self.sizes.append(size)

    def handle(self, ev):
        self.log.append((ev.act, self.name))
        return ev.act in self.consume

    def update(self, dt):
        self.updates.append(dt)

    def draw(self, surface):
        if self.transparent:
            pygame.draw.rect(surface, self.color, (0, 0, 10, 10))
        else:
            surface.fill(self.color)


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def test_stack_lifecycle_order(app):
    log = []
    a, b, c = (Recorder(app, n, log) for n in "abc")
    app.push(a)
    app.push(b)
    assert app.top is b and a.sizes == [(1280, 720)]
    app.replace(c)
    assert app.stack == [a, c]
    app.pop()
    assert app.stack == [a]
    assert log == [("enter", "a"), ("cover", "a"), ("enter", "b"), ("exit", "b"), ("enter", "c"),
                   ("exit", "c"), ("uncover", "a")]
    d = Recorder(app, "d", log)
    app.reset_to(d)
    assert app.stack == [d] and log[-2:] == [("exit", "a"), ("enter", "d")]
    app.pop()
    assert app.stack == [] and not app.running


def test_unconsumed_events_fall_through_only_transparent_scenes(app):
    log = []
    below = Recorder(app, "below", log, consume={Act.CONFIRM, Act.UNDO})
    top = Recorder(app, "top", log, transparent=True, consume={Act.CONFIRM})
    app.push(below)
    app.push(top)
    log.clear()
    press(app, pygame.K_RETURN)          # consumed by top
    press(app, pygame.K_z)               # not consumed by transparent top -> below
    assert log == [(Act.CONFIRM, "top"), (Act.UNDO, "top"), (Act.UNDO, "below")]
    top.transparent = False
    log.clear()
    press(app, pygame.K_z)
    assert log == [(Act.UNDO, "top")]


def test_transparent_scene_draws_over_the_one_below_and_only_top_updates(app):
    log = []
    below = Recorder(app, "below", log, color=(0, 0, 255))
    top = Recorder(app, "top", log, color=(255, 0, 0), transparent=True)
    app.push(below)
    app.push(top)
    frames(app, 2)
    assert tuple(app.screen.get_at((5, 5)))[:3] == (255, 0, 0)
    assert tuple(app.screen.get_at((100, 100)))[:3] == (0, 0, 255)
    assert top.updates == [FIXED_DT, FIXED_DT] and below.updates == []


def test_videoresize_relayouts_every_scene(app):
    log = []
    a, b = Recorder(app, "a", log), Recorder(app, "b", log, transparent=True)
    app.push(a)
    app.push(b)
    resize(app, (900, 600))
    assert app.size == (900, 600) == app.screen.get_size()
    assert a.sizes[-1] == (900, 600) and b.sizes[-1] == (900, 600)
    resize(app, (100, 100))              # clamped to the minimum size
    assert app.size == (640, 400)


def test_f11_toggles_fullscreen_and_back(app):
    log = []
    a = Recorder(app, "a", log)
    app.push(a)
    press(app, pygame.K_F11, steps=20)
    assert app.fullscreen
    press(app, pygame.K_F11, steps=20)
    assert not app.fullscreen and app.size == (1280, 720) and a.sizes[-1] == (1280, 720)
    keys = [x for x in log if isinstance(x[0], Act) and x[0] not in POINTER]
    assert keys == []  # F11 never reaches scenes (the mode switch may move the pointer)


def test_quit_event_stops_and_run_counts_frames(app):
    log = []
    a = Recorder(app, "a", log)
    app.push(a)
    app.run(frames=4)
    assert app.frame == 4 and len(a.updates) == 4
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running


def test_toast_is_drawn_and_expires(app):
    log = []
    app.push(Recorder(app, "a", log, color=(0, 0, 0)))
    app.toast("Hello", seconds=0.05)
    frames(app, 1)
    top = app.screen.subsurface((440, 80, 400, 120))      # top centre, not over the controls
    assert any(tuple(top.get_at((x, y)))[:3] != (0, 0, 0)
               for x in range(0, 400, 7) for y in range(0, 120, 5))
    # semi-transparent: the panel's fill is lapis blended with the black scene below
    from game.render import palette as P
    r = app.toast_rects[0]
    fill = tuple(app.screen.get_at((r.x + 14, r.y + 5)))[:3]
    assert fill != tuple(P.LAPIS_DARK)[:3] and fill != (0, 0, 0)
    frames(app, 4)
    assert app.toasts == []


def test_cross_fade_between_opaque_scenes(app):
    app.transitions = True
    log = []
    app.push(Recorder(app, "blue", log, color=(0, 0, 255)))
    frames(app, 1)
    app.push(Recorder(app, "red", log, color=(255, 0, 0)))
    frames(app, 1)
    r, g, b = tuple(app.screen.get_at((100, 100)))[:3]
    assert r > 0 and b > 0                   # still blending the old frame
    frames(app, 12)
    assert tuple(app.screen.get_at((100, 100)))[:3] == (255, 0, 0)


def _count_toggles(app, monkeypatch):
    calls = []
    real = app.toggle_fullscreen
    monkeypatch.setattr(app, "toggle_fullscreen", lambda: (calls.append(app.time), real()))
    return calls


def f11(down=True):
    post(pygame.KEYDOWN if down else pygame.KEYUP, key=pygame.K_F11, mod=0, unicode="",
         scancode=0)


def test_f11_held_with_key_repeat_toggles_once(app, monkeypatch):
    """QA: under Xvfb the key-up came late, repeated KEYDOWNs kept toggling."""
    app.push(Recorder(app, "a", []))
    calls = _count_toggles(app, monkeypatch)
    f11()
    frames(app, 1)
    for _ in range(10):          # repeats every 6 frames (0.1 s), key-up never arrives
        f11()
        frames(app, 6)
    assert len(calls) == 1 and app.fullscreen
    f11(down=False)
    frames(app, 1)
    press(app, pygame.K_F11, steps=2)   # a new physical press toggles back
    assert len(calls) == 2 and not app.fullscreen


def test_f11_press_after_a_lost_key_up_still_toggles(app, monkeypatch):
    app.push(Recorder(app, "a", []))
    calls = _count_toggles(app, monkeypatch)
    f11()                        # key-up lost with the old window
    frames(app, 60)
    f11()                        # a second press one second later
    frames(app, 1)
    assert len(calls) == 2


def test_f11_never_toggles_twice_within_the_guard(app, monkeypatch):
    app.push(Recorder(app, "a", []))
    calls = _count_toggles(app, monkeypatch)
    press(app, pygame.K_F11)
    press(app, pygame.K_F11)     # 1/60 s later
    assert len(calls) == 1 and app.fullscreen


def test_toasts_sit_at_the_top_below_the_title_never_over_the_bottom_controls(tmp_path):
    """QA: the title's message followed into the table and covered the hint line and buttons;
    on Settings it covered Back."""
    from game.app.testing import frames, make_app
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.title import TitleScene
    app = make_app(tmp_path)
    title = app.push(TitleScene(app))
    long = "The saved Akropolis game could not be read (its game position is damaged); " * 3
    for _ in range(3):
        app.toast(long, 8.0)
    frames(app, 1)
    h = app.size[1]
    # the Title: beside its buttons, below the subtitle (tests/app/test_scenes_title.py)
    assert app.toast_rects and app.toast_rects[0].top == title.toast_areas()[0].top < int(h * 0.3)
    buttons = [w.rect for w in title.focus.widgets]
    for r in app.toast_rects:
        assert r.collidelist(buttons) == -1
    app.toasts.clear()
    frames(app, 1)
    assert app.toast_rects == []
    app.push(SettingsScene(app))
    app.toast(long, 8.0)
    frames(app, 1)
    back = next(w for w in app.top.focus.widgets if w.key == "back").rect
    assert app.toast_rects and not any(r.colliderect(back) for r in app.toast_rects)
    assert app.toast_rects[0].top == int(h * 0.13)          # below the Settings heading
