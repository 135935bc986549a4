"""QA round 3: End turn (button, T, controller right trigger) asks for confirmation first when
tiles in hand would be discarded at -100 each (PP-11); a second End turn confirms, Esc (B)
cancels, and any other change drops the question."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, pad_button, press
from game.core.picture_pie.actions import DraftSmall
from game.scenes.picture_pie.demo import SEATS2, table_mid_game

ASK = "2 tiles in hand will be discarded: -200. Press End turn again to confirm"


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def full_yard_table(app, hand=2):
    """Seat 0 (a person) in the build stage with ``hand`` small pieces drafted and a full
    Masonry Yard (filled from the bag, so every tile is still in one place)."""
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3, draft=False)
    st = t.state
    pair = next(a for a in st.legal_actions()
                if isinstance(a, DraftSmall) and len(a.tile_ids) == hand)
    st.apply(pair)
    board = st.boards[0]
    room = st.data.yard_capacity - len(board.yard)
    extra = st.bag[:room]
    st.bag = st.bag[room:]
    st.boards = (board.replace(yard=board.yard + extra),) + st.boards[1:]
    t.interaction.auto_choose()
    app.push(t)
    frames(app, 2)
    assert st.stage == "build" and st.current_seat == 0 and len(st.hand) == hand
    assert t.state.end_turn_discards() == hand
    return t


def end_button(app):
    """The pad's end turn (Y, game.input.bindings)."""
    pad_button(app, pygame.CONTROLLER_BUTTON_Y)


def test_t_asks_first_and_a_second_t_confirms(app):
    t = full_yard_table(app)
    st = t.state
    press(app, pygame.K_t)
    assert st.current_seat == 0 and st.stage == "build"  # nothing ended yet
    assert t.interaction.status_text().startswith(ASK)
    assert ("Esc", "cancel") in t.interaction.key_hints()
    frames(app, 60 * 8)  # the question does not time out
    assert t.interaction.status_text().startswith(ASK)
    before = st.boards[0].discards
    press(app, pygame.K_t)
    assert st.boards[0].discards == before + 2 and st.current_seat == 1  # ended


def test_esc_cancels_and_the_next_t_asks_again(app):
    t = full_yard_table(app)
    st = t.state
    press(app, pygame.K_t)
    assert t.interaction.end_confirm_pending
    press(app, pygame.K_ESCAPE)
    assert not t.interaction.end_confirm_pending and st.current_seat == 0
    assert not t.interaction.status_text().startswith(ASK)
    assert app.stack[-1] is t  # Esc cancelled; it did not open the menu
    press(app, pygame.K_t)
    assert t.interaction.end_confirm_pending and st.current_seat == 0 and st.stage == "build"


def test_controller_y_asks_then_confirms_and_b_cancels(app):
    t = full_yard_table(app)
    st = t.state
    end_button(app)
    assert t.interaction.end_confirm_pending and st.stage == "build"
    pad_button(app, pygame.CONTROLLER_BUTTON_B)
    assert not t.interaction.end_confirm_pending and st.stage == "build"
    end_button(app)
    assert t.interaction.status_text().startswith(ASK)
    discards = st.boards[0].discards
    end_button(app)                  # mashed: the question was not on screen for a moment
    assert st.boards[0].discards == discards and t.interaction.end_confirm_pending
    frames(app, 20)
    end_button(app)
    assert st.boards[0].discards == discards + 2


def test_end_turn_button_asks_then_confirms(app):
    t = full_yard_table(app, hand=1)
    st = t.state
    click(app, t.button_rect("end").center)
    assert t.interaction.status_text().startswith("1 tile in hand will be discarded: -100.")
    assert st.stage == "build" and st.current_seat == 0
    discards = st.boards[0].discards
    click(app, t.button_rect("end").center)
    assert st.boards[0].discards == discards + 1


def test_any_other_action_drops_the_question(app):
    t = full_yard_table(app)
    st = t.state
    press(app, pygame.K_t)
    assert t.interaction.end_confirm_pending
    t.interaction.press("wheel_cw")  # turning the wheel changes the position
    assert st.wheel_turned and not t.interaction.end_confirm_pending
    press(app, pygame.K_t)  # asks again rather than ending
    assert t.interaction.end_confirm_pending and st.stage == "build" and st.current_seat == 0


def test_a_hand_tile_bound_for_the_yard_is_asked_about_first(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3, draft=True)
    app.push(t)
    frames(app, 2)
    st = t.state
    assert st.stage == "build" and st.hand and t.state.end_turn_discards() == 0
    yard = len(st.boards[0].yard)
    press(app, pygame.K_t)
    assert t.interaction.end_confirm_pending and st.current_seat == 0
    n = len(st.hand)
    assert t.interaction.status_text().startswith(
        f"{n} tile{'' if n == 1 else 's'} in hand will go to the Masonry Yard (-100 each")
    press(app, pygame.K_t)
    assert st.current_seat == 1 and len(st.boards[0].yard) == yard + n


def test_no_question_with_an_empty_hand(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3, draft=True)
    app.push(t)
    frames(app, 2)
    st = t.state
    for tid in list(st.hand):   # store every drafted tile: nothing is left to go anywhere
        click(app, t.tray_tile_pos(tid))
        click(app, t.button_rect("store").center)
    assert st.stage == "build" and not st.hand
    press(app, pygame.K_t)
    assert not t.interaction.end_confirm_pending and st.current_seat == 1
