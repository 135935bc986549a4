"""Play-test round (issue 9): the key hint line follows the keyboard focus (Enter on a button
says what the button does; on a hand tile which tile it chooses), the first Tab after the
mouse shows the focus on the stage's first area, and arrows step over locked sites."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.picture_pie.layout import BUTTONS


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def table(app, draft=True, seed=3):
    t = table_mid_game(app, seed, seats=SEATS2, rounds=3, draft=draft)
    app.push(t)
    frames(app, 2)
    return t


def enter_words(t):
    return dict(t.interaction.key_hints()).get("Enter")


def test_enter_on_the_menu_button_says_it_opens_the_menu(app):
    t = table(app, draft=False)
    assert t.state.stage == "draft"
    press(app, pygame.K_TAB)
    assert t.interaction.zone == "buttons"
    assert BUTTONS[t.interaction.focus["buttons"]] == "menu"
    assert enter_words(t) == "open the menu"
    press(app, pygame.K_RETURN)
    assert app.top.name != "pp-table"   # Enter did what the line said


def test_first_tab_after_the_mouse_shows_the_focus_on_the_wheel(app):
    t = table(app, draft=False)
    move(app, (5, 5))
    click(app, (5, 300))   # the mouse was used last: no ring
    assert t.interaction.ring() is None
    press(app, pygame.K_TAB)
    assert t.interaction.zone == "wheel" and t.interaction.ring() == ("wheel", t.interaction.focus["wheel"])


def test_enter_on_another_hand_tile_names_it_and_says_instead(app):
    t = table(app)
    st = t.state
    board = st.boards[0]
    extra = st.bag[:1]
    st.bag = st.bag[1:]
    st.boards = (board.replace(yard=board.yard + tuple(extra)),) + st.boards[1:]
    t.interaction.auto_choose()
    frames(app, 1)
    chosen = t.interaction.chosen
    tiles = t.tray_tiles()
    assert chosen == tiles[0][1] and len(tiles) >= 2
    press(app, pygame.K_TAB)   # keyboard: the focus on the hand
    t.interaction.zone = "tray"
    press(app, pygame.K_RIGHT)
    other = tiles[t.interaction.focus["tray"]][1]
    assert other != chosen
    tile = st.tiles[other]
    frac = {1: "1/8", 2: "1/4", 4: "1/2"}[tile.size]
    assert enter_words(t) == f"choose the {frac} {tile.motif.capitalize()} instead"
    press(app, pygame.K_RETURN)
    assert t.interaction.chosen == other


def test_arrows_step_over_a_locked_site_to_the_next_open_one(app):
    t = table(app)
    st = t.state
    sites = st.boards[0].sites
    row = next(r for r in range(3) for c in range(1, 3)
               if sites[r * 4 + c].completed and not sites[r * 4 + c - 1].completed
               and not sites[r * 4 + c + 1].completed)
    col = next(c for c in range(1, 3) if sites[row * 4 + c].completed
               and not sites[row * 4 + c - 1].completed)
    ui = t.interaction
    ui.zone, ui.focus["board"] = "board", row * 4 + col - 1
    press(app, pygame.K_RIGHT)
    assert ui.zone == "board" and ui.focus["board"] == row * 4 + col + 1
