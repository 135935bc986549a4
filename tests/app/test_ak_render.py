"""Stacked-hex rendering (game/render/hexdraw.py) and the drop tween (game/render/settle.py)."""

import pygame
import pytest

from game.core.akropolis import Cell
from game.core.hexgrid import Layout
from game.render import hexdraw, settle
from game.render import palette as P
from game.render import access


@pytest.fixture(autouse=True)
def _pg():
    pygame.init()
    yield


def test_column_sprites_are_cached_per_kind_colour_level_and_zoom():
    a = hexdraw.column_sprite("district", "blue", 2, 30)
    assert hexdraw.column_sprite("district", "blue", 2, 30) is a
    b = hexdraw.column_sprite("district", "blue", 3, 30)
    assert b is not a
    # each level raises the top by lift(size) and shows one more wall band
    assert b.get_height() - a.get_height() == hexdraw.lift(30)
    assert hexdraw.column_sprite("district", "blue", 2, 34) is not a


def _close(c1, c2, tol=40):
    return all(abs(int(x) - int(y)) <= tol for x, y in zip(c1[:3], c2[:3]))


def test_only_the_top_hex_of_a_stack_is_drawn_at_its_raised_place():
    size = 40
    cells = {(0, 0): Cell("district", "red", 3, 5), (1, 0): Cell("quarry", None, 1, 0)}
    with access.plain():   # plain faces: one sampled pixel shows the face's colour
        surf, (ox, oy) = hexdraw.render_city(cells, size, show_ground=False)
    lay = Layout(size, (ox, oy))
    x, y = lay.to_pixel(0, 0)
    lf = hexdraw.lift(size)
    # the top face of the level-3 red district: near its upper corner, above the icon
    top_px = surf.get_at((int(x), int(y - 3 * lf - size * 0.7)))
    assert _close(top_px, hexdraw._shade(P.AK_COLORS["red"], 1.12))
    # where a ground-level top would be, a wall band is seen instead of a face
    mid = surf.get_at((int(x - size * 0.5), int(y + size * 0.55)))
    assert not _close(mid, P.AK_COLORS["red"], 10)


def test_level_outline_colour_changes_with_level():
    outs = {hexdraw.level_outline(k) for k in (1, 2, 3, 4)}
    assert len(outs) == 4
    assert hexdraw.level_outline(9) == hexdraw.level_outline(5)


def test_drop_falls_from_its_height_and_settles_at_rest():
    h = 100.0
    assert settle.drop_offset(0.0, h) == -h
    assert settle.drop_offset(1.0, h) == pytest.approx(0.0, abs=1e-9)
    fall = [settle.drop_offset(t / 20 * 0.55, h) for t in range(21)]
    assert all(b >= a for a, b in zip(fall, fall[1:]))  # always moving down while falling
    assert all(settle.drop_offset(t / 50, h) <= 0.0 for t in range(51))  # never below its rest


def test_city_image_rebuilds_only_on_change():
    img = hexdraw.CityImage()
    cells = {(0, 0): Cell("plaza", "blue", 1, 0)}
    s1, _ = img.get(cells, 30, 1)
    s2, _ = img.get(cells, 30, 1)
    assert s1 is s2
    s3, _ = img.get(cells, 34, 1)
    assert s3 is not s1
    s4, _ = img.get(cells, 34, 2)
    assert s4 is not s3
