"""Window resize keeps every widget of the shell's scenes inside the window."""

import pygame
import pytest

from game.app.testing import make_app, press, rects_inside, resize
from game.scenes.registry import make_scene

SIZES = [(640, 400), (800, 600), (1280, 720), (1920, 1080), (2560, 1080), (720, 1280)]
SCENES = ["title", "new-game", "new-game-akropolis", "settings", "pause", "rules-picture-pie",
          "rules-akropolis", "results", "results-tie"]


@pytest.mark.parametrize("name", SCENES)
def test_widgets_stay_inside_the_window_at_every_size(tmp_path, name):
    app = make_app(tmp_path)
    app.push(make_scene(name, app, 1))
    app.step()
    for size in SIZES:
        resize(app, size)
        assert app.size == size
        assert app.top.size == size
        assert rects_inside(app) == [], size
        rects = app.top.widget_rects()
        for i, a in enumerate(rects):          # no two widgets overlap
            for b in rects[i + 1:]:
                assert not pygame.Rect(a).colliderect(b), (size, a, b)


def test_new_game_with_most_widgets_fits_the_smallest_window(tmp_path):
    app = make_app(tmp_path, size=(640, 400))
    app.push(make_scene("new-game-akropolis", app, 1))
    app.step()
    ng = app.top
    ng.set_players(4)
    app.step()
    assert len(ng.focus.widgets) >= 13
    assert rects_inside(app) == []
    ng.focus.focus_key("mode")
    press(app, pygame.K_RIGHT)                  # solo: different widgets, still inside
    assert ng.solo and rects_inside(app) == []


def _plain_state(scene):
    keep = (int, float, str, bool, list, tuple, dict, set, type(None))
    out = {k: repr(v) for k, v in vars(scene).items() if isinstance(v, keep)}
    out["focus"] = scene.focus.index if hasattr(scene, "focus") else None
    return out


@pytest.mark.parametrize("name", SCENES)
def test_draw_never_changes_scene_state(tmp_path, name):
    app = make_app(tmp_path)
    app.push(make_scene(name, app, 1))
    app.step()
    before = [_plain_state(s) for s in app.stack]
    for _ in range(3):
        app.draw()
    assert [_plain_state(s) for s in app.stack] == before
