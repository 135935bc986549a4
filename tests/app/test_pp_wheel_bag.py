"""QA round 3: the "Bag N" label never covers a sector number or the Sundial (hand or marker),
at any wheel rotation or Sundial angle (both animate through fractions), at 1280x720 and
1920x1080, and stays inside the wheel's column."""

import pygame
import pytest

from game.render import wheel
from game.scenes.picture_pie.layout import TableLayout


def sundial_rects(center, radius, sundial):
    """Bounding rects of what draw_sundial paints (hand and marker)."""
    side = int(radius * 3)
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    wheel.draw_sundial(surf, (side / 2, side / 2), radius, sundial)
    off = (center[0] - side / 2, center[1] - side / 2)
    return [r.move(round(off[0]), round(off[1]))
            for r in pygame.mask.from_surface(surf).get_bounding_rects()]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 4])
def test_bag_label_clear_of_numbers_and_sundial(size, seats):
    pygame.init()
    lay = TableLayout(size, seats, 0)
    c, R = lay.wheel_center, lay.wheel_radius
    img = wheel.bag_label(120, R)  # the widest count
    pill = wheel.bag_label_rect(c, R, img.get_size())
    assert lay.left.contains(pill) and pill.bottom < lay.wheel_info.top
    fpx = wheel.number_font_px(R)
    for step in range(48):  # rotation and Sundial through eighths of a position
        rot = sun = step / 8
        for s in range(wheel.SECTORS):
            num = wheel._label(str(s + 1), fpx)
            r = num.get_rect(center=wheel.number_center(c, R, rot, s))
            assert not pill.colliderect(r), (size, rot, s)
        for r in sundial_rects(c, R, sun):
            assert not pill.colliderect(r), (size, sun, r, pill)


def test_bag_label_is_drawn_in_its_rect():
    pygame.init()
    surf = pygame.Surface((800, 800))
    surf.fill((0, 0, 0))
    c, R = (400, 400), 250
    sectors = [[] for _ in range(6)]
    wheel.draw_wheel(surf, c, R, sectors, 0.0, 0.0, 90)
    pill = wheel.bag_label_rect(c, R, wheel.bag_label(90, R).get_size())
    text = pygame.mask.from_threshold(surf, (245, 236, 214, 255), (40, 40, 40, 255))
    ys, xs = zip(*[(y, x) for x in range(800) for y in range(0, 200) if text.get_at((x, y))])
    assert pill.collidepoint(min(xs), min(ys)) and pill.collidepoint(max(xs), max(ys))
