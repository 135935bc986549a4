"""New Game screen: defects a QA tester found in a real window, pinned by posted events."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    a.push(TitleScene(a))
    a.push(NewGameScene(a, "akropolis", seed=1))
    frames(a, 2)
    return a


def widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def shown(scene, key):
    w = widget(scene, key)
    return w.options[w.index][1]


def test_seat_rows_name_the_seat_the_same_way_in_every_mode(app):
    ng = app.top
    assert shown(ng, "seat-0") == "You (Person)"
    assert shown(ng, "seat-1") == "Archimedes (AI \u00b7 greedy)"
    click(app, (widget(ng, "seat-1").rect.right - 10, widget(ng, "seat-1").rect.centery))
    assert shown(ng, "seat-1") == "Player 2 (Person)" and ng.kinds[1] == "person"
    # seat 1 becomes an AI: "You" moves to the first Person seat, on screen and in the config
    ng.focus.focus_key("seat-0")
    press(app, pygame.K_RIGHT)
    assert shown(ng, "seat-0") == "Hypatia (AI \u00b7 random)"
    assert shown(ng, "seat-1") == "You (Person)"
    assert [s["name"] for s in ng.config()["seats"]] == ["Hypatia", "You"]
    assert ng.focus.focused.key == "seat-0"          # relabelling keeps the focus
    mode = widget(ng, "mode")
    click(app, (mode.rect.right - 10, mode.rect.centery))
    assert ng.solo and shown(ng, "seat-0") == "You (Person)"


def test_tooltips_stay_clear_of_the_game_art(app):
    ng = app.top
    checked = 0
    for key in ("mode", "all-tiles", "variant-houses", "variant-markets", "variant-barracks",
                "variant-temples", "variant-gardens"):
        w = widget(ng, key)
        for x in (w.rect.x + 20, w.rect.centerx, w.rect.right - 20):
            move(app, (x, w.rect.centery))
            frames(app, 1)
            assert ng.tooltip_rect is not None, key
            assert ng.art_rect is not None
            assert not ng.tooltip_rect.colliderect(ng.art_rect), (key, x)
            assert pygame.Rect((0, 0), app.size).contains(ng.tooltip_rect)
            checked += 1
    assert checked == 21
