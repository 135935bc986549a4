"""Second play-test round (issue 9): a chosen small piece is never dropped silently."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, press
from game.scenes.picture_pie.demo import SEATS2, table_mid_game


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def draft_table(app, seed=3, stage="draft"):
    t = table_mid_game(app, seed, seats=SEATS2, rounds=3, draft=stage == "build")
    app.push(t)
    frames(app, 2)
    assert t.state.stage == stage
    return t


def small_and_half(t):
    st = t.state
    small = [tid for tid in st.wheel.sectors[st.active_sector] if st.tiles[tid].size < 4]
    halves = [tid for s, ids in enumerate(st.wheel.sectors) if s != st.active_sector
              for tid in ids if st.tiles[tid].size >= 4]
    if not small or not halves:
        pytest.skip("this seed has no small piece and Half in other sectors")
    return small[0], halves[0]


def test_a_half_picked_while_a_small_piece_is_chosen_asks_then_says_what_it_dropped(app):
    t = draft_table(app)
    small, half = small_and_half(t)
    st = t.state
    click(app, t.wheel_tile_pos(small))
    assert t.interaction.selected_small == [small]
    click(app, t.wheel_tile_pos(half))
    assert t.state.stage == "draft" and t.interaction.selected_small == [small]  # nothing taken
    words = t.message
    name = f"of {st.tiles[small].motif.capitalize()}"
    assert f"instead of the Eighth {name}" in words or f"instead of the Quarter {name}" in words
    click(app, t.wheel_tile_pos(half))
    assert half in t.state.hand
    assert small not in t.state.hand
    assert t.message.startswith("Dropped the ") and name in t.message and "took the Half" in t.message


def test_enter_on_a_half_with_a_small_piece_chosen_keyboard(app):
    t = draft_table(app)
    small, half = small_and_half(t)
    it = t.interaction
    order = it.wheel_order()
    it.zone = "wheel"
    it.focus["wheel"] = order.index(small)
    press(app, pygame.K_RETURN)
    assert it.selected_small == [small]
    it.focus["wheel"] = it.wheel_order().index(half)
    press(app, pygame.K_RETURN)
    assert "Press Enter again" in t.message and t.state.stage == "draft"
    press(app, pygame.K_RETURN)
    assert half in t.state.hand and "Dropped the " in t.message


def test_the_end_of_turn_says_the_sundial_advanced_and_the_hint_names_its_sector(app):
    from tests.app.pp_driver import end_turn, perform
    t = draft_table(app)
    st = t.state
    half = next((tid for ids in st.wheel.sectors for tid in ids if st.tiles[tid].size >= 4), None)
    if half is None:
        pytest.skip("no Half on the wheel")
    from game.core.picture_pie.actions import DraftHalf
    perform(app, t, DraftHalf(half))
    before = t.state.active_sector
    seat = t.state.seat
    end_turn(app, t)
    frames(app, 2)
    st = t.state
    assert st.seat != seat and st.stage == "draft"
    assert st.active_sector != before
    assert f"The Sundial advanced to sector {st.active_sector + 1}." in t.message
    from tests.app.pp_driver import settle
    settle(app, t)   # the AI's turn: back to the person, the hint names the new sector
    st = t.state
    if st.stage == "draft" and not t.interaction.nothing_to_draft():
        assert f"sector {st.active_sector + 1} (the Sundial advanced to it)" in t.interaction.hint()


def test_the_sundial_needle_stops_short_of_the_sector_number():
    from game.render import wheel
    for radius, px in ((60, None), (120, None), (260, None), (160, 14), (300, 22)):
        if True:
            num_inner = radius * (wheel.HUB_FRAC - 0.045) - wheel.number_font_px(radius, px) / 2
            assert wheel.needle_reach(radius, px) < num_inner


def build_table(app, seed=3):
    return draft_table(app, seed, "build")


def test_the_wheel_tooltip_follows_the_latest_input_only(app):
    from game.app.testing import move
    t = build_table(app)
    st = t.state
    tid = next(tid for ids in st.wheel.sectors for tid in ids)
    move(app, t.wheel_tile_pos(tid), steps=2)
    tip = t.renderer.wheel_tooltip(t.layout)
    assert tip is not None and st.tiles[tid].motif in tip[0].lower()
    press(app, pygame.K_q)   # a key: the resting pointer no longer names a piece
    frames(app, 1)
    ring = t.interaction.ring()
    tip = t.renderer.wheel_tooltip(t.layout)
    assert tip is None or (ring is not None and ring[0] == "wheel")


def test_a_hand_tile_in_flight_keeps_its_caption(app):
    from game.app.testing import move
    t = build_table(app)
    move(app, (2, 2), steps=2)
    _w, tid, spot = t.tray_tiles()[0]
    lay = t.layout
    r = lay.tray_radius
    band = pygame.Rect(round(spot[0] - lay.tray_step / 2), round(spot[1] + r + 7),
                       int(lay.tray_step), lay.caption_px * 2 + 4).clip(app.screen.get_rect())
    still = app.screen.subsurface(band).copy()
    t.animator.hidden.add(tid)
    frames(app, 1)
    flying = app.screen.subsurface(band).copy()
    t.animator.hidden.discard(tid)
    assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(flying, "RGB")


def test_the_results_demo_scene_shows_the_finished_tally_at_once(tmp_path):
    from game.app.main import run_window
    shot = tmp_path / "res.png"
    run_window(size=(640, 400), frames=5, screenshot=str(shot), scene="pp-results", seed=1)
    assert shot.exists()
    from game.scenes.picture_pie.demo import DEMO_SCENES
    app = make_app(tmp_path)
    res = DEMO_SCENES["pp-results"](app, 1)
    app.push(res)
    frames(app, 1)
    assert res.rows_shown == len(res.categories) and res.revealed_all


def test_the_bag_says_when_it_refills_the_wheel(app):
    from game.app.testing import move
    from game.render import wheel
    from game.scenes.picture_pie.view import BAG_NOTE
    t = build_table(app)
    lay = t.layout
    img = wheel.bag_label(t.state.bag_count, lay.wheel_radius)
    pill = wheel.bag_label_rect(lay.wheel_center, lay.wheel_radius, img.get_size())
    move(app, pill.center, steps=2)
    tip = t.renderer.wheel_tooltip(lay)
    assert tip is not None and tip[0] == f"Bag: {t.state.bag_count} tiles left. {BAG_NOTE}"
    assert t.state.bag_count == len(t.state.bag)   # the count is the live bag


def test_the_ledger_panel_moves_the_score_bar_focus_and_speaks_the_pads_words(app):
    from game.scenes.picture_pie.ledger_panel import LedgerPanel, chip_rects
    t = build_table(app)
    click(app, chip_rects(t)[0].center)
    panel = app.top
    assert isinstance(panel, LedgerPanel) and panel.seat == 0
    press(app, pygame.K_RIGHT)
    assert panel.seat == 1 and t.interaction.focus["scores"] == 1   # the bar follows
    assert panel.seat_keys() == "\u2190/\u2192 other seats"
    app.last_device = "controller"
    assert panel.seat_keys() == "X other seats"
    press(app, pygame.K_ESCAPE)
    assert app.top is t and t.interaction.focus["scores"] == 1


def test_completion_words_use_the_ledgers_terms():
    import re
    from game.core.picture_pie.scoring import LEDGER_LABELS
    from game.scenes.picture_pie.ledger_panel import PART_NAMES, base_words
    assert PART_NAMES["symmetry"].lower() == LEDGER_LABELS["symmetry"].lower()

    class Site:
        motifs = ("water",) * 4 + ("marble",) * 4

    class Data:
        base = {"water": 250, "marble": 200}

    words = base_words(Site, Data)
    assert words == "1/2 Marble at 200 + 1/2 Water at 250" or words == "1/2 Water at 250 + 1/2 Marble at 200"
    assert not re.search(r" of \d", words)


def test_every_seats_monument_lines_share_one_size(app):
    from game.scenes.picture_pie.ledger_panel import LedgerPanel, chip_rects
    t = build_table(app)
    click(app, chip_rects(t)[0].center)
    panel = app.top
    assert isinstance(panel, LedgerPanel)
    first = panel.monument_px(400)
    press(app, pygame.K_RIGHT)
    assert panel.monument_px(400) == first >= max(10, int(panel.line_px * 0.8))


def test_status_follows_the_focus_onto_the_buttons_with_a_piece_chosen(app):
    """Play-test: with a small piece chosen, Right walked off the wheel onto Menu while the
    status still said "press Enter again to take it alone", and Enter opened Pause.  The line
    says what Enter does on the focused button, and that the piece stays chosen."""
    from game.scenes.pause import PauseScene
    t = draft_table(app)
    small, _half = small_and_half(t)
    it = t.interaction
    it.zone = "wheel"
    it.focus["wheel"] = it.wheel_order().index(small)
    press(app, pygame.K_RETURN)
    assert it.selected_small == [small] and "again" in it.status_text()
    for _ in range(12):
        press(app, pygame.K_RIGHT)
    assert it.zone == "buttons" and it.focus["buttons"] == 8          # Menu
    line = it.status_text()
    assert "again" not in line and "Enter on this button: open the menu" in line
    assert "stays chosen (Esc drops it)" in line
    press(app, pygame.K_RETURN)                                       # what the line said
    assert isinstance(app.top, PauseScene) and it.selected_small == [small]
