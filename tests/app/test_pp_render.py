"""Picture Pie drawing: geometry of wedges and the wheel, colour-blind motif borders, marks."""

import itertools

import pygame
import pytest

from game.render import pie, wheel

MOTIFS = ("marble", "terracotta", "water", "flora", "lapis")


@pytest.fixture(autouse=True, scope="module")
def _pygame():
    pygame.init()
    yield


def _border_signature(motif, r=60):
    """The arc-edge band of a Whole in greyscale, brightness and contrast removed."""
    s = pie.tile_surface(r, 8, motif, 0, None, stamp=False)
    g = pygame.transform.grayscale(s)
    c = s.get_width() / 2
    vals = []
    for k in range(720):
        for rr in (0.76, 0.81, 0.86, 0.91, 0.95):
            x, y = pie.polar(c, c, r * rr, k / 2)
            vals.append(g.get_at((int(x), int(y)))[0])
    mu = sum(vals) / len(vals)
    sd = (sum((v - mu) ** 2 for v in vals) / len(vals)) ** 0.5
    return [(v - mu) / sd for v in vals], sd


def test_motif_borders_are_recognisable_without_colour():
    """Rulebook 1.3: each motif's border iconography differs in greyscale alone: every pattern
    has visible contrast and no two patterns correlate."""
    sigs = {m: _border_signature(m) for m in MOTIFS}
    for m, (_sig, sd) in sigs.items():
        assert sd > 15, f"{m} border pattern too faint in greyscale ({sd:.1f})"
    for a, b in itertools.combinations(MOTIFS, 2):
        corr = sum(x * y for x, y in zip(sigs[a][0], sigs[b][0])) / len(sigs[a][0])
        assert corr < 0.4, (a, b, corr)


def test_pp2_slots_counter_clockwise_from_east_on_screen():
    c, r = (100, 100), 50
    east, north, west, south = (140, 100), (100, 60), (60, 100), (100, 140)
    assert [pie.slot_at(c, r, p) for p in (east, north, west, south)] == [0, 2, 4, 6]
    assert pie.slot_at(c, r, (128, 72)) == 1  # north-east
    assert pie.slot_at(c, r, (200, 100)) is None


def test_wedge_covers_exactly_its_slots():
    """A Quarter placed at slot 1 paints slots 1 and 2 and leaves 0 and 3 empty (PP-2)."""
    r = 50
    s = pie.tile_surface(r, 2, "water", 1 * pie.SLOT_DEG, None, stamp=False)
    c = s.get_width() / 2
    def alpha_at(slot):
        x, y = pie.polar(c, c, r * 0.5, slot * 45)
        return s.get_at((int(x), int(y))).a
    assert alpha_at(1) > 240 and alpha_at(2) > 240
    assert alpha_at(0) < 10 and alpha_at(3) < 10 and alpha_at(6) < 10


def test_road_mark_is_drawn_across_the_rim_of_its_slot():
    r = 50
    plain = pie.tile_surface(r, 4, "marble", 90, None, stamp=False)
    road = pie.tile_surface(r, 4, "marble", 90, "road", stamp=False)
    c = plain.get_width() / 2
    x, y = pie.polar(c, c, r + 1.5, 90)  # just outside the rim, at the first slot (North)
    assert plain.get_at((int(x), int(y))).a < 60
    assert road.get_at((int(x), int(y))).a > 200


def test_tile_surfaces_are_cached():
    a = pie.tile_surface(40, 2, "flora", 45, None)
    assert pie.tile_surface(40, 2, "flora", 45.2, None) is a
    assert pie.tile_surface(40, 2, "flora", 90, None) is not a


@pytest.mark.parametrize("rotation", [0, 1, 2.5, 5, 3.25])
def test_wheel_hit_test_matches_drawn_spots(rotation):
    """Every tile spot the wheel draws maps back to its own sector (clicks hit what is drawn)."""
    center, radius = (300, 300), 200
    spots = wheel.tile_spots(center, radius, rotation, [4, 3, 2, 1, 4, 4])
    for (sector, _k), ((x, y), _r) in spots.items():
        assert wheel.sector_at(center, radius, rotation, (x, y)) == sector


def test_sundial_points_at_its_position():
    """Position p is p*60 degrees clockwise from the top (PP-8 contract)."""
    surf = pygame.Surface((400, 400), pygame.SRCALPHA)
    wheel.draw_sundial(surf, (200, 200), 120, 1.5)  # half-way between 1 and 2: 90 deg, East
    x, y = wheel.clock_point(200, 200, 120 * 1.1, 90)
    assert surf.get_at((int(x), int(y))).a > 240
    x, y = wheel.clock_point(200, 200, 120 * 1.1, 0)
    assert surf.get_at((int(x), int(y))).a == 0


def test_draw_never_changes_the_state(tmp_path):
    from game.app.testing import frames, make_app
    from game.scenes.picture_pie.demo import table_mid_game
    app = make_app(tmp_path)
    t = table_mid_game(app, 2, rounds=4)
    app.push(t)
    before = t.state.to_dict()
    for _ in range(5):
        t.draw(app.screen)
    assert t.state.to_dict() == before
    frames(app, 3)  # the person seat is to play: frames alone change nothing either
    assert t.state.to_dict() == before
