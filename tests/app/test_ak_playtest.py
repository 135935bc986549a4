"""Akropolis table: the fresh play-tester's findings (issue 9 QA round), pinned by posted
events and checked on layout and pixels."""

import pygame
import pytest

from game.app.testing import click, frames, move, pad_button, press
from game.scenes.akropolis import demo
from game.scenes.akropolis.words import plural
from tests.app.ak_helpers import open_table, place_by_events, wait_person

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
    pad_button(app, pygame.CONTROLLER_BUTTON_X, steps=2)        # the pad's next tile
    assert table.site_preview_index() == table.selected
    press(app, pygame.K_RETURN, steps=2)              # proposed: gone
    assert table.proposed and table.site_preview_index() is None


def test_mouse_hover_still_shows_the_card_preview_under_it(tmp_path):
    app, table = _table(tmp_path)
    move(app, table.site_tile_pos(1), steps=2)
    assert table.site_preview_index() == 1
    r = table.site_preview_rect(1)
    assert r.colliderect(table.view_rect) and abs(r.centerx - table._card_rect(1).centerx) < r.w


# ------------------------------------------- point 3: the move log yields to the city and banners
def _log_clear_of_city(table):
    r = table.recent_log_rect()
    return r is None or r.collidelist(table.city_hex_rects(table.viewed)) == -1


def test_move_log_hides_while_a_round_banner_shows(tmp_path):
    app, table = _table(tmp_path, anim_speed=4.0)
    seen_banner = seen_log = False
    for _ in range(4):
        place_by_events(app, table, table.state.legal_actions()[0])
        for _ in range(400):
            frames(app, 1, dt=0.02)
            assert _log_clear_of_city(table)
            if table.banner is not None:
                seen_banner = True
                assert table.recent_log_rect() is None
            elif table.recent_log_rect() is not None:
                seen_log = True
            if table.person_turn and not table.anims and table.anim is None:
                break
        if seen_banner and seen_log:
            break
    assert seen_banner and seen_log


@pytest.mark.parametrize("size", SIZES)
def test_move_log_never_covers_a_late_city(tmp_path, size):
    st = demo.played_state(3, 1, until_level=3, min_rounds=9, to_seat=0)
    app, table = _table(tmp_path, size, state=st)
    for _ in range(6):
        assert _log_clear_of_city(table)
        r = table.recent_log_rect()
        if r is not None:                   # drawn where it says, over no city pixel
            assert r.collidelist(table.city_hex_rects(table.viewed)) == -1
        press(app, pygame.K_EQUALS, steps=2)   # zoom in: the city grows under the log's place


# ------------------------------------------------- point 4: hints name the mouse's buttons; Z says
def test_mouse_hints_name_the_buttons_not_the_keys(tmp_path):
    app, table = _table(tmp_path)
    move(app, (5, 5))
    move(app, table.site_tile_pos(0))
    click(app, table.site_tile_pos(0))
    assert table.selected == 0 and table.device == "mouse"
    line = table._status_text()[0]
    assert "Cancel puts the tile back" in line and "Esc" not in line
    click(app, table.site_tile_pos(0))                # put back (the same card again)
    assert table.selected is None
    place_by_events(app, table, table.state.legal_actions()[0])
    lines = []
    for _ in range(30):                               # while the move is shown / AIs think
        frames(app, 1, dt=0.02)
        if table.undo_label():
            lines.append(table._status_text()[0])
    assert lines and all("Undo takes back your turn" in ln and "Z " not in ln for ln in lines)
    press(app, pygame.K_h)                            # a key (the height view, twice):
    press(app, pygame.K_h)                            # the keyboard's words again
    assert "Z undo your turn" in table._status_text()[0]


def test_z_right_after_a_round_refill_says_why_like_the_pad(tmp_path):
    app, table = _table(tmp_path)
    for _ in range(6):                                # play until new tiles were revealed
        place_by_events(app, table, table.state.legal_actions()[0])
        refilled = False
        for _ in range(600):
            frames(app, 1, dt=0.02)
            refilled = refilled or table.banner is not None
            if refilled and not table.person_turn:
                break                                 # an AI plays the new round: view moves
            if table.person_turn and not table.anims and table.anim is None:
                break
        if refilled:
            break
    assert refilled
    press(app, pygame.K_z)
    said = "New tiles were revealed: that turn is final"
    assert table._status_text()[0] == said
    frames(app, 60, dt=0.02)                          # the view follows the moves meanwhile
    assert table._status_text()[0] == said
    pad_button(app, pygame.CONTROLLER_BUTTON_BACK)
    assert table._status_text()[0] == said


# ------------------------------------------------ point 5: a proposed placement looks locked
def _ghost_box(table):
    cam = table.camera
    pts = [cam.to_screen(q, r, 1) for q, r in table.ghost_hexes()]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    s = cam.size * 1.3
    return pygame.Rect(int(min(xs) - s), int(min(ys) - s), int(max(xs) - min(xs) + 2 * s),
                       int(max(ys) - min(ys) + 2 * s)).clip(table.view_rect)


def _gold(app, box):
    from game.render import palette as P
    return sum(all(abs(a - b) <= 6 for a, b in zip(app.screen.get_at((x, y))[:3], P.GOLD_LIGHT))
               for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2))


def test_a_proposed_placement_is_outlined_tagged_and_still(tmp_path):
    app, table = _table(tmp_path)
    press(app, pygame.K_TAB, steps=2)
    box = _ghost_box(table)
    before = _gold(app, box)
    assert not any(t == "Confirm?" for t, _ in table._preview_parts(table.placement_info()))
    press(app, pygame.K_RETURN, steps=2)
    assert table.proposed
    assert _gold(app, box) > before + 40              # the solid gold outline and check disc
    assert table._preview_parts(table.placement_info())[0][0] == "Confirm?"
    frames(app, 1, dt=0.02)
    a = app.screen.subsurface(box).copy()
    frames(app, 7, dt=0.02)                           # the ghost no longer bobs
    b = app.screen.subsurface(box)
    assert all(a.get_at((x, y)) == b.get_at((x, y)) for x in range(0, box.w, 3)
               for y in range(0, box.h, 3))


# ------------------------------------ point 6: the button bar, the legend and the overview fit
@pytest.mark.parametrize("size", SIZES)
def test_buttons_apart_and_turn_labels_at_one_size(tmp_path, size):
    from game.render.fonts import fit_size
    app, table = _table(tmp_path, size)
    rects = [b.rect for b in table.buttons]
    assert all(b.x - a.right >= 4 for a, b in zip(rects, rects[1:]) if a.y == b.y), rects  # a row
    assert all(table.bottom_rect.contains(r) for r in rects)
    sizes = {b.key: fit_size(b.label, b.rect.w - 24, max(12, int(b.rect.h * 0.5)), caps=True)
             for b in table.buttons}
    assert sizes["rotl"] == sizes["rotr"]
    if size[0] >= 1280:                               # one size for the whole bar
        assert len({sizes[k] for k in ("undo", "rotl", "rotr", "confirm", "cancel", "menu")}) == 1


def test_green_dots_note_keeps_clear_of_the_heights_chip_at_640(tmp_path):
    app, table = _table(tmp_path, (640, 400))
    press(app, pygame.K_TAB, steps=2)
    legend, chip = table.legend_rect, table.heights_rect()
    assert legend is not None
    gap = max(chip.x - legend.right, legend.y - chip.bottom)
    assert gap >= 4, (legend, chip)


def test_overview_takes_the_panel_width_in_a_small_window(tmp_path):
    app, table = _table(tmp_path, (640, 400))
    press(app, pygame.K_c, steps=2)
    assert table.overview_shown and table.overview_over_panel
    area = table.overview_area()
    assert area.w >= 0.9 * app.size[0] and area.colliderect(table.panel_rect)
    cells, log = table.overview_parts()
    assert all(area.contains(r) for r in cells + [log])
    assert not table.heights_rect().colliderect(area)
    seat = 2
    click(app, cells[seat].center)                    # a city over the panel's place opens
    assert not table.overview_on and table.viewed == seat
    app2, big = _table(tmp_path / "big", (1920, 1080))
    press(app2, pygame.K_c, steps=2)
    assert big.overview_shown and not big.overview_over_panel   # the score panel stays


# --------------------------------------- points 7 and 8: the results' and score cards' words
def test_results_say_stones_and_word_the_variant_doubling(tmp_path):
    from game.scenes.akropolis.results import AkropolisResults
    from tests.app.ak_helpers import wait_results
    st = None
    for seed in range(1, 40):
        st = demo.played_state(2, seed, to_end=True)
        st.variants = ("houses", "markets", "barracks", "temples", "gardens")
        st._rules, st._ledgers = None, {}
        if any("variant" in r.detail for r in st.ledger(0).rows):
            break
    cfg = {"game": "akropolis", "seed": 2, "seats": demo.SEATS4[:2],
           "options": {"variants": list(st.variants)}}
    app, table = open_table(tmp_path, cfg, state=st)
    res = wait_results(app)
    assert isinstance(res, AkropolisResults)
    labels = dict(res.rows)
    assert labels["stones"] == "Stones"
    row = next(r for r in st.ledger(0).rows if "variant" in r.detail)
    main, extra = res.colour_cell(row)
    value, stars = row.factors
    assert main.startswith(f"{value} \u00d7 {plural(stars, 'star')}") and "variant" not in main
    assert extra.startswith(f"value {value} (") and extra.endswith(f"from the {row.label} variant)")


@pytest.mark.parametrize("size", SIZES)
def test_score_cards_have_a_legend_and_the_colour_tooltip_explains_it(tmp_path, size):
    from game.render import palette as P
    st = demo.played_state(3, 1, until_level=2, min_rounds=5, to_seat=0)
    app, table = _table(tmp_path, size, state=st)
    r = table.factors_legend_rect()
    assert r is not None and table.panel_rect.contains(r)
    assert all(not r.colliderect(c) for c in table.score_rects)
    muted = sum(all(abs(a - b) <= 40 for a, b in zip(app.screen.get_at((x, y))[:3], P.MUTED))
                for x in range(r.x, r.right) for y in range(r.y, r.bottom))
    assert muted > 20                                # the legend is drawn there
    (seat, colour), cell = next(iter(table.colour_cells().items()))
    move(app, (cell.x + 1, cell.y + 1))
    move(app, cell.center, steps=2)
    tip = table.tooltip()
    assert tip is not None and "value \u00d7 stars = points" in tip[0]
    assert "counts its level" in tip[0]
