"""The Senate Wonder Duel table's layout fits every window from 640x400 to 1920x1080: every rect
inside the window, the shared board's sites and their rims inside the board's image, each
seat's side clear of the board, the wheel and the site panel, every hand / yard spot inside its
side, and the seat to play's spots being the ones the Picture Pie interaction uses."""

import itertools

import pygame
import pytest

from game.scenes.picture_pie.duel_layout import DuelLayout, rim_reach

SIZES = [(640, 400), (800, 600), (1024, 768), (1280, 720), (1366, 768), (1600, 900),
         (1920, 1080), (1920, 600), (1000, 1000)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seat", [0, 1])
def test_everything_fits_and_nothing_overlaps(size, seat):
    lay = DuelLayout(size, 2, seat)
    window = pygame.Rect((0, 0), size)
    for r in lay.all_rects():
        assert window.contains(r), (size, r)
    # the sites and their controller rims lie inside the board's image, apart from each other
    reach = lay.site_radius + rim_reach(lay.site_radius)
    for i, (x, y) in enumerate(lay.site_centers):
        ring = pygame.Rect(0, 0, 2 * reach, 2 * reach)
        ring.center = (round(x), round(y))
        assert lay.board.inflate(2, 2).contains(ring), (size, i)
    for a, b in itertools.combinations(lay.site_centers, 2):
        assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (2 * reach) ** 2
    wheel = pygame.Rect(0, 0, int(lay.wheel_radius * 2.44), int(lay.wheel_radius * 2.44))
    wheel.center = lay.wheel_center
    assert window.contains(wheel)
    panel = lay.board.inflate(lay.m, lay.m)
    for s, side in lay.sides.items():
        rect = side["rect"]
        for other in (panel, wheel, lay.site_panel, lay.message, lay.tally, lay.hints,
                      lay.bottom, lay.top):
            assert not rect.colliderect(other), (size, s, other)
        r = side["radius"]
        for x, y in side["hand"] + side["yard"]:
            spot = pygame.Rect(round(x - r), round(y - r), 2 * r, 2 * r)
            assert rect.contains(spot), (size, s, spot)
    assert not lay.sides[0]["rect"].colliderect(lay.sides[1]["rect"])
    assert not panel.colliderect(lay.site_panel) and not panel.colliderect(wheel)
    assert not lay.message.colliderect(panel) and not lay.tally_points.colliderect(panel)
    # the Picture Pie interaction's tray is the side of the seat to play; the other side is
    # the one a click opens the ledger of
    assert lay.hand_spots == lay.sides[seat]["hand"]
    assert lay.yard_spots == lay.sides[seat]["yard"]
    assert list(lay.others) == [1 - seat]
    assert lay.other_at(lay.sides[1 - seat]["rect"].center) == 1 - seat


def test_large_windows_get_large_sites_and_captions():
    small, large = DuelLayout((640, 400)), DuelLayout((1280, 720))
    assert small.site_radius >= 20 and small.wheel_radius >= 50
    assert large.site_radius >= 50 and large.site_caption > 0
    assert DuelLayout((1920, 1080)).site_radius > large.site_radius
