"""Akropolis table: the fresh play-tester's findings (issue 9 QA round), pinned by posted
events and checked on layout and pixels."""

import pygame
import pytest

from game.app.testing import frames, move, pad_button, press
from game.scenes.akropolis import demo
from tests.app.ak_helpers import open_table, wait_person

CFG3 = {"game": "akropolis", "seed": 1, "seats": demo.SEATS4[:3], "options": {}}
SIZES = [(1280, 720), (640, 400), (1920, 1080)]


def _table(tmp_path, size=(1280, 720), **kw):
    """(app, table) of a 3-seat game, the person (seat 0) to play."""
    app, table = open_table(tmp_path, CFG3, size=size, **kw)
    wait_person(app, table)
    return app, table


# ---------------------------------------------- point 2: the keyboard preview keeps off the city
@pytest.mark.parametrize("size", SIZES)
def test_keyboard_preview_never_covers_the_city_and_goes_once_the_ghost_moves(tmp_path, size):
    app, table = _table(tmp_path, size)
    press(app, pygame.K_TAB, steps=2)
    assert table.selected is not None and table.site_preview_index() == table.selected
    r = table.site_preview_rect(table.selected)
    assert not r.colliderect(table.view_rect) and not r.colliderect(table.bottom_rect)
    assert pygame.Rect((0, 0), app.size).contains(r) and r.colliderect(table.panel_rect)
    press(app, pygame.K_TAB, steps=2)                 # choosing another tile: still shown
    assert table.site_preview_index() == table.selected
    press(app, pygame.K_RIGHT, steps=2)               # the ghost moves in the city: gone
    assert table.site_preview_index() is None
    pad_button(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, steps=2)
    assert table.site_preview_index() == table.selected
    press(app, pygame.K_RETURN, steps=2)              # proposed: gone
    assert table.proposed and table.site_preview_index() is None


def test_mouse_hover_still_shows_the_card_preview_under_it(tmp_path):
    app, table = _table(tmp_path)
    move(app, table.site_tile_pos(1), steps=2)
    assert table.site_preview_index() == 1
    r = table.site_preview_rect(1)
    assert r.colliderect(table.view_rect) and abs(r.centerx - table._card_rect(1).centerx) < r.w
