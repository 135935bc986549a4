"""UI scale (issue 18 item 4): ``ui_scale`` multiplies the shell scenes' text and panel sizes,
capped to what fits the window (1.0 at 640x400, 1.5 from 1280x720); nothing overflows or
overlaps at 1.5 on 1280x720."""

import pygame
import pytest

from game.app.testing import frames, make_app, rects_inside
from game.render.fonts import ui_scale
from game.scenes.dialogs import ConfirmScene
from game.scenes.registry import make_scene

SHELL = ["title", "new-game", "new-game-akropolis", "settings", "pause", "results"]


def test_the_scale_is_capped_to_what_fits_the_window():
    assert ui_scale(1.5, (1280, 720)) == 1.5
    assert ui_scale(1.5, (640, 400)) == 1.0          # the layouts are made to fit there at 1.0
    assert ui_scale(1.5, (960, 540)) == pytest.approx(1.125)   # 540 / 480
    assert ui_scale(0.8, (640, 400)) == 0.8          # smaller is never capped
    assert ui_scale("big", (1280, 720)) == 1.0 and ui_scale(9, (1920, 1080)) == 1.5


def _open(tmp_path, name, size, scale):
    app = make_app(tmp_path / f"{name}-{scale}-{size[0]}", size=size, ui_scale=scale)
    app.push(make_scene(name, app, 1))
    frames(app, 2)
    return app


def _rects(app):
    return [tuple(w.rect) for w in app.top.focus.widgets if w.focusable]


@pytest.mark.parametrize("name", SHELL)
def test_at_1_5_on_1280x720_nothing_overflows_or_overlaps(tmp_path, name):
    app = _open(tmp_path, name, (1280, 720), 1.5)
    assert rects_inside(app) == []
    scene = app.top
    shown = [pygame.Rect(w.rect) for w in scene.focus.widgets if w.focusable
             and (not hasattr(scene, "visible") or scene.visible(w))]
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not a.colliderect(b), (name, a, b)
    small = _open(tmp_path, name, (1280, 720), 1.0)
    if name != "new-game-akropolis":                 # its many rows leave no room to grow
        area = sum(pygame.Rect(r).w * pygame.Rect(r).h for r in _rects(app))
        assert area > 1.3 * sum(pygame.Rect(r).w * pygame.Rect(r).h for r in _rects(small))


@pytest.mark.parametrize("name", ["title", "pause", "settings"])
def test_at_640x400_the_largest_scale_lays_out_as_1_0(tmp_path, name):
    assert _rects(_open(tmp_path, name, (640, 400), 1.5)) == \
        _rects(_open(tmp_path, name, (640, 400), 1.0))


def test_a_question_grows_and_stays_inside_the_window(tmp_path):
    sizes = []
    for scale in (1.0, 1.5):
        app = _open(tmp_path, "title", (1280, 720), scale)
        app.push(ConfirmScene(app, "Restart this game?", "Progress will be lost.", lambda: None))
        frames(app, 1)
        assert rects_inside(app) == [] and app.top.panel.right <= 1280
        sizes.append(app.top.focus.widgets[0].rect.h)
    assert sizes[1] == int(sizes[0] * 1.5) or sizes[1] > sizes[0] * 1.4
