"""Second play-test round (issue 9): a chosen small piece is never dropped silently."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, press
from game.scenes.picture_pie.demo import SEATS2, table_mid_game


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def draft_table(app, seed=3):
    t = table_mid_game(app, seed, seats=SEATS2, rounds=3, draft=False)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "draft"
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
    name = f"of {st.tiles[small].motif}"
    assert "chosen" in words and "instead" in words and name in words
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
    assert "Enter again" in t.message and t.state.stage == "draft"
    press(app, pygame.K_RETURN)
    assert half in t.state.hand and "Dropped the " in t.message
