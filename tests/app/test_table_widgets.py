"""The game tables' widgets in game.render.widgets: fitted text (shrunk, then cut by
bisection), focus rings and table buttons drawn from cached pieces, spatial focus steps."""

import pygame
import pytest

from game.input.actions import Act
from game.render import palette as P
from game.render import table_button, widgets
from game.render.fonts import measure


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def test_fit_text_keeps_a_short_line_at_its_size():
    img = widgets.fit_text("Hand", 14, P.MUTED, 300)
    assert img.get_size() == measure("Hand", 14)


def test_fit_text_shrinks_then_cuts_the_longest_prefix_that_fits():
    s = "The tile would overlap another tile in site 0,0; it needs free slots side by side."
    img = widgets.fit_text(s, 14, P.BAD, 120)
    assert img.get_width() <= 120
    # the smallest size (12, fonts.MIN_TEXT_PX) does not fit either: the longest prefix
    # with an ellipsis does
    assert measure(s, 12)[0] > 120
    k = next(k for k in range(len(s), -1, -1) if measure(s[:k] + "\u2026", 12)[0] <= 120)
    assert img.get_width() == measure(s[:k] + "\u2026", 12)[0]


def test_fit_text_of_a_long_string_measures_a_logarithmic_number_of_prefixes(monkeypatch):
    calls = []
    real = widgets.measure

    def counting(s, size, bold=False, caps=False):
        calls.append(len(s))
        return real(s, size, bold, caps)

    monkeypatch.setattr(widgets, "measure", counting)
    s = "marble terracotta water flora lapis " * 150  # 5,400 characters
    img = widgets.fit_text(s, 14, P.TEXT, 200)
    assert img.get_width() <= 200
    cuts = [n for n in calls if n < len(s)]
    assert len(cuts) <= 16  # bisection over 5,400 prefixes, not one measurement per character


def test_focus_step_prefers_the_same_area_then_another_area():
    items = [("wheel", 0, (100, 100)), ("wheel", 1, (160, 104)), ("buttons", 0, (130, 300)),
             ("board", 0, (400, 100))]
    assert widgets.focus_step(items, ("wheel", 0), Act.RIGHT) == ("wheel", 1)
    assert widgets.focus_step(items, ("wheel", 1), Act.RIGHT) == ("board", 0)
    assert widgets.focus_step(items, ("wheel", 0), Act.DOWN) == ("buttons", 0)
    assert widgets.focus_step(items, ("wheel", 0), Act.UP) is None
    assert widgets.focus_step(items, ("tray", 0), Act.UP) is None  # not among the items


def test_focus_ring_box_and_button_draw_the_focus_colour_only_when_focused():
    surf = pygame.Surface((300, 200))
    widgets.focus_ring(surf, (60, 60), 30)
    assert surf.get_at((88, 60))[:3] == P.FOCUS
    surf.fill((0, 0, 0))
    table_button.draw_table_button(surf, (20, 20, 140, 48), "Wheel", icon="cw")
    mask = pygame.mask.from_threshold(surf, (*P.FOCUS, 255), (1, 1, 1, 255))
    assert mask.count() == 0
    table_button.draw_table_button(surf, (20, 20, 140, 48), "Wheel", focused=True, icon="cw")
    mask = pygame.mask.from_threshold(surf, (*P.FOCUS, 255), (1, 1, 1, 255))
    assert mask.count() > 100
