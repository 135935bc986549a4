"""Akropolis table: a second play-tester's layout findings (640 x 400 to 1920 x 1080), each
pinned on layout rects and state after real posted events."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import frames, make_app, press, resize
from game.render.fonts import fit_size, measure
from game.scenes.akropolis.demo import ak_solo, ak_table

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import CFG2, open_table, place_by_events  # noqa: E402

SIZES = [(640, 400), (800, 600), (1024, 640), (1280, 720), (1920, 1080)]


def _demo(tmp_path, make, size):
    app = make_app(tmp_path, size=size)
    table = make(app, 5)
    app.push(table)
    frames(app, 2)
    return app, table


def _label_fits(b):
    """The Button's own text size rule (widgets.Button.draw): the label fits with 12 px a side."""
    size = fit_size(b.label, b.rect.w - 24, max(12, int(b.rect.h * 0.5)), caps=True)
    return measure(b.label, size, caps=True)[0] <= b.rect.w - 24


def _check_buttons(table):
    bs = table.visible_buttons()
    for b in bs:
        assert _label_fits(b), (table.W, table.H, b.label, b.rect)
        assert table.bottom_rect.contains(b.rect), (b.label, b.rect, table.bottom_rect)
    for i, a in enumerate(bs):
        for b in bs[i + 1:]:
            assert not a.rect.inflate(4, 0).colliderect(b.rect), (a.label, a.rect, b.label, b.rect)


@pytest.mark.parametrize("make", [ak_table, ak_solo])
@pytest.mark.parametrize("size", SIZES)
def test_bottom_buttons_never_overlap_and_labels_fit(tmp_path, make, size):
    app, table = _demo(tmp_path, make, size)
    _check_buttons(table)


def test_buttons_fit_with_the_undo_label_after_a_turn(tmp_path):
    cfg = {"game": "akropolis", "seed": 4,
           "seats": [{"name": "You", "kind": "person"}, {"name": "Ann", "kind": "person"}],
           "options": {}}
    app, table = open_table(tmp_path, cfg, size=(640, 400))
    place_by_events(app, table, table.state.legal_actions()[0])
    frames(app, 30, dt=0.05)
    undo = next(b for b in table.buttons if b.key == "undo")
    assert undo.enabled
    for size in SIZES:
        resize(app, size)
        frames(app, 2)
        _check_buttons(table)


def _city_box(table, seat):
    cam = table.cameras[seat]
    x0, y0, x1, y1 = cam._bounds(table._cells_levels(seat), cam.size)
    ox, oy = cam.origin
    return pygame.Rect(int(x0 + ox), int(y0 + oy), int(x1 - x0), int(y1 - y0))


@pytest.mark.parametrize("make", [ak_table, ak_solo])
@pytest.mark.parametrize("size", SIZES)
def test_heights_chip_and_legend_stay_off_the_fitted_city(tmp_path, make, size):
    app, table = _demo(tmp_path, make, size)
    assert table.legend_rect is not None          # a tile is picked: the legend shows
    box = _city_box(table, table.viewed)
    area = table.city_fit_area()
    if box.h > area.h or box.w > area.w:
        # taller than the room even at the least zoom (the solo demo at 640 x 400): centred
        assert table.camera.zoom_index == 0 and abs(box.centery - area.centery) <= 2
        return
    assert not box.colliderect(table.legend_rect), (box, table.legend_rect)
    assert not box.colliderect(table.heights_rect()), (box, table.heights_rect())
    for t in table.tabs:
        assert not box.colliderect(t)


CFG3 = {"game": "akropolis", "seed": 3,
        "seats": [{"name": "You", "kind": "person"},
                  {"name": "Archimedes", "kind": "ai", "ai": "random"},
                  {"name": "Aspasia", "kind": "ai", "ai": "random"}], "options": {}}


@pytest.mark.parametrize("size", SIZES)
def test_round_one_overview_fits_each_mini_city_with_a_margin(tmp_path, size):
    from game.scenes.akropolis.overview import city_extent
    app, table = open_table(tmp_path, CFG3, size=size)
    press(app, pygame.K_c)                      # All cities
    assert table.overview_shown
    rects, _ = table.overview_parts()
    m = table.mini_margin()
    for seat, r in enumerate(rects):
        size_px = table.mini_size(seat, r.w, r.h)
        x0, y0, x1, y1 = city_extent(table.shown[seat])
        assert (x1 - x0) * size_px <= r.w - 2 * m, (seat, r, size_px)
        assert (y1 - y0) * size_px <= r.h - table._mini_header() - 2 * m, (seat, r, size_px)
        assert size_px <= max(12, int(34 * table.u))



@pytest.mark.parametrize("size", SIZES)
def test_keyboard_preview_covers_neither_city_nor_the_players_card(tmp_path, size):
    from game.render.fonts import font
    from game.scenes.akropolis.sitecards import tile_extent
    cfg = dict(CFG3, seats=[dict(s, kind="person") for s in CFG3["seats"]])
    app, table = open_table(tmp_path, cfg, size=size)
    for _ in range(len(table.state.site)):
        press(app, pygame.K_TAB)
        i = table.site_preview_index()
        assert i is not None and table.focus_preview_shown()
        r, ps = table.site_preview_geometry(i)
        assert not r.colliderect(table.view_rect), (r, table.view_rect)
        card = table.score_rects[table.state.current_seat]
        assert not r.colliderect(card), (r, card)
        assert table.panel_rect.contains(r)
        # the text starts below the tile art and ends inside the box, 10 px (times u) in
        h1 = tile_extent(table.state.tiles[table.shown_site[i]], table.rotation)[1]
        u = table.u
        size_t = table._preview_text_size()
        lines = table._preview_lines(i, r.w - int(20 * u), size_t)
        text_top = r.y + int(h1 * ps + 16 * u)
        assert text_top >= r.y + int(10 * u) + h1 * ps
        assert text_top + len(lines) * font(size_t).get_linesize() <= r.bottom, (r, lines)
        frames(app, 1)


def test_mouse_ghost_is_drawn_over_the_green_dots_legend(tmp_path):
    import math

    from game.app.testing import move
    from game.render import palette as P
    app, table = _demo(tmp_path, ak_table, (640, 400))
    press(app, pygame.K_PLUS, steps=1)
    press(app, pygame.K_PLUS, steps=1)
    press(app, pygame.K_PLUS, steps=1)        # zoomed in: the city's area reaches the legend
    legend = table.legend_box()
    found = None
    for y in range(legend.y - 40, legend.bottom, 4):
        for x in range(legend.x, legend.right, 8):
            move(app, (x, y))
            cells, info = table._ghost_cells()
            if cells is None or table.proposed:
                continue
            (q0, r0), _, lv0 = cells[0]
            dx, dy = table.camera.to_screen(q0, r0, lv0)
            if legend.x + 4 <= dx <= legend.right - 4 and legend.y + 6 <= dy <= legend.bottom + 4:
                found = (cells, info)
                break
        if found:
            break
    assert found, "no mouse spot put the ghost over the legend"
    assert table.legend_rect is not None
    frames(app, 1, dt=0.0)
    cells, info = table._ghost_cells()
    (q0, r0), _, lv0 = cells[0]
    x, y = table.camera.to_screen(q0, r0, lv0)
    bob = 2.0 * math.sin(table.time * 5.0) - 3
    assert legend.collidepoint(x, y + bob)
    want = P.GOOD if info["legal"] else P.MARBLE
    got = pygame.display.get_surface().get_at((int(round(x)), int(round(y + bob))))[:3]
    assert tuple(got) == tuple(want)[:3], (got, want)


def test_score_panel_at_640_is_narrower_and_its_columns_readable(tmp_path):
    from game.render.fonts import font
    app, table = _demo(tmp_path, ak_table, (640, 400))
    assert table.panel_w <= 0.4 * table.W
    lsize, psize, step = table.card_column_sizes()
    assert lsize >= 10 and psize >= 11 and step >= font(lsize).get_height()
    # both lines of every column inside its card (the "=points" line is drawn)
    for rect in table.score_rects:
        y = rect.y + int(6 * table.u)
        ty = y + int(56 * table.u) + 2 * max(8, int(11 * table.u)) + int(4 * table.u)
        assert ty + step + font(psize, bold=True).get_height() <= rect.bottom - 1
