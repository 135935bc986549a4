"""QA on the Picture Pie table's keyboard focus, key hints and AI seats (posted pygame events).

Testers found: no focus ring at setup (only Tab reached the picks); enabled buttons looked focused
and a board site kept its ring while the wheel had the focus; no key hints on the table."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, pad_button, press
from game.core.picture_pie.actions import Pick
from game.render import palette as P
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.picture_pie.layout import BUTTONS

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import settle  # noqa: E402


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def focus_pixels(app, rect) -> int:
    """Pixels of exactly the focus colour inside ``rect`` on the last drawn frame."""
    rect = pygame.Rect(rect).clip(app.screen.get_rect())
    sub = app.screen.subsurface(rect)
    n = 0
    for y in range(0, rect.h):
        for x in range(0, rect.w):
            if tuple(sub.get_at((x, y)))[:3] == P.FOCUS:
                n += 1
    return n


def rings_on_buttons(app, t) -> list[str]:
    return [n for n in BUTTONS if focus_pixels(app, t.button_rect(n).inflate(2, 2)) > 20]


def gold_rimmed(app, rect) -> bool:
    """True if the top edge of ``rect`` is drawn in a gold tone (what read as "focused")."""
    rect = pygame.Rect(rect)
    for y in range(rect.top, rect.top + 3):
        r, g, b = tuple(app.screen.get_at((rect.centerx, y)))[:3]
        if r > 120 and r - b > 50:
            return True
    return False


def setup_table(app):
    from game.scenes.picture_pie.demo import DEMO_SCENES
    t = DEMO_SCENES["pp-setup"](app, 1)  # the person seat picks first
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "setup" and t.person_turn
    return t


def test_setup_focus_starts_on_the_first_pick_visible_and_arrows_move(app):
    t = setup_table(app)
    st = t.state
    keys = list(t.layout.pick_rects)
    assert t.interaction.focused() == ("picks", 0)
    assert focus_pixels(app, t.interaction.focus_rect().inflate(10, 10)) > 40  # the ring is drawn
    press(app, pygame.K_UP)     # top row: stays
    press(app, pygame.K_LEFT)   # first column: stays
    assert t.interaction.focused() == ("picks", 0)
    press(app, pygame.K_RIGHT)
    assert t.interaction.focused() == ("picks", 1)
    press(app, pygame.K_DOWN)   # the Eighth below it
    assert t.interaction.focused() == ("picks", len(keys) // 2 + 1)
    press(app, pygame.K_UP)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)  # picks the focused Quarter
    assert [(st.tiles[i].size, st.tiles[i].motif) for i in st.boards[0].yard] == \
        [keys[0][:2]]
    # the Quarters are done: the focus leaves them for the first legal pick (an Eighth)
    frames(app, 1)
    z, i = t.interaction.focused()
    assert z == "picks" and Pick(*keys[i]) in st.legal_actions()
    # Down from the last row reaches the buttons, Up comes back
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert t.interaction.zone == "buttons"
    press(app, pygame.K_UP)
    assert t.interaction.zone == "picks"


def test_controller_picks_at_setup(app):
    t = setup_table(app)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)     # at once: the mash guard holds it back
    assert not t.state.boards[0].yard
    frames(app, 20)                                 # the focused pick was seen 0.33 s
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    key = list(t.layout.pick_rects)[1]
    assert [t.state.tiles[i].motif for i in t.state.boards[0].yard] == [key[1]]


def test_draft_focus_starts_on_the_sundial_sectors_first_tile(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=False)
    app.push(t)
    frames(app, 2)
    st = t.state
    assert st.stage == "draft"
    order = t.interaction.wheel_order()
    z, i = t.interaction.focused()
    assert z == "wheel" and order[i] == st.wheel.sectors[st.active_sector][0]
    assert focus_pixels(app, t.interaction.focus_rect().inflate(8, 8)) > 20
    assert rings_on_buttons(app, t) == []  # one ring only: no button looks focused
    assert not gold_rimmed(app, t.button_rect("menu"))
    assert not gold_rimmed(app, t.button_rect("take"))
    assert all(focus_pixels(app, t.layout.site_rect(s)) == 0 for s in range(12))
    press(app, pygame.K_LEFT)
    assert t.interaction.focused()[0] == "wheel" and t.interaction.focused()[1] != i
    for _ in range(12):  # Down walks the wheel (Take is greyed until a piece is chosen, so
        press(app, pygame.K_DOWN)   # the bar below may have nothing to land on)
        if t.interaction.zone == "buttons":
            break
    assert t.interaction.focused()[0] in ("wheel", "buttons")
    while t.interaction.zone != "buttons":   # Tab reaches the button bar
        press(app, pygame.K_TAB)
    assert rings_on_buttons(app, t) == [BUTTONS[t.interaction.focus["buttons"]]]
    assert gold_rimmed(app, t.button_rect(BUTTONS[t.interaction.focus["buttons"]]).inflate(4, 4))


def test_exactly_one_focus_ring_with_mouse_hover(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "build"
    press(app, pygame.K_TAB)
    while t.interaction.zone != "buttons":
        press(app, pygame.K_TAB)
    focused = BUTTONS[t.interaction.focus["buttons"]]
    other = next(n for n in ("menu", "undo", "end") if n != focused)
    move(app, t.button_rect(other).center)  # hover: lighter face, not the focus ring
    assert rings_on_buttons(app, t) == [focused]
    # keyboard focus on the board: that site has the ring, no button has one
    press(app, pygame.K_TAB)
    while t.interaction.zone != "board":
        press(app, pygame.K_TAB)
    frames(app, 1)
    assert rings_on_buttons(app, t) == []
    ringed = [s for s in range(12)
              if focus_pixels(app, t.layout.site_rect(s).inflate(14, 14)) > 40]
    assert ringed == [t.interaction.focus["board"]]


def test_build_focus_starts_on_the_first_hand_tile_and_arrows_cross_areas(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=False)
    app.push(t)
    frames(app, 2)
    press(app, pygame.K_RETURN)
    if t.state.stage == "draft":
        press(app, pygame.K_RETURN)
    settle(app, t)
    st = t.state
    assert st.stage == "build"
    assert t.interaction.focused() == ("tray", 0) and t.tray_tiles()[0][1] == st.hand[0]
    press(app, pygame.K_UP)
    # the bottom row, just above
    assert t.interaction.zone == "board" and t.interaction.focus["board"] // 4 == 2
    press(app, pygame.K_DOWN)
    assert t.interaction.zone == "tray"
    press(app, pygame.K_DOWN)
    assert t.interaction.zone == "buttons"


def test_key_hints_follow_the_last_used_device(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    keys = dict(t.interaction.key_hints())
    assert {"Tab", "Q/E", "Z", "T", "Enter"} <= set(keys) and keys["T"] == "end turn"
    click(app, t.layout.hints.center)  # a click on nothing: the mouse is now the device
    assert "Click" in dict(t.interaction.key_hints())
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    keys = dict(t.interaction.key_hints())
    # the chosen tile over a site
    assert t.interaction.mode() == "ghost" and t.interaction.zone == "board"
    assert keys["A"] == "place" and keys["Y"] == "end turn" and keys["B"] == "drop tile"
    assert {"LB/RB", "X", "B", "Back", "Start"} <= set(keys)
    assert pygame.Rect((0, 0), app.size).contains(t.layout.hints)
    assert t.layout.hints.bottom <= t.layout.bottom.top
    assert not t.layout.hints.colliderect(t.layout.tray)


def test_ai_seats_use_the_sessions_ai_driver_deterministically(tmp_path):
    from game.app.ai_driver import AiDriver
    from game.scenes.picture_pie.table import PicturePieTable
    seats = [{"name": "A", "kind": "ai", "ai": "greedy"}, {"name": "B", "kind": "ai",
                                                            "ai": "random"}]
    runs = []
    for _ in range(2):
        app = make_app(tmp_path)
        t = PicturePieTable(app, {"game": "picture-pie", "seed": 9, "seats": seats,
                                  "options": {}})
        driver = t.session.driver  # the session's AI driver
        assert isinstance(driver, AiDriver) and not driver.threaded  # delay 0: inline, repeatable
        app.push(t)
        frames(app, 250)
        assert t.state.stage in ("draft", "build")  # the AIs picked and play on
        runs.append(t.state.to_dict())
    assert runs[0] == runs[1]


def test_enter_on_a_hand_tile_focuses_a_site_where_it_fits(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=False)
    app.push(t)
    frames(app, 2)
    press(app, pygame.K_RETURN)
    if t.state.stage == "draft":
        press(app, pygame.K_RETURN)
    settle(app, t)
    st = t.state
    site = st.boards[0].sites
    # make the remembered board focus a site the tile cannot take (a completed one if any)
    full = [i for i in range(12) if site[i].completed]
    if full:
        t.interaction.focus["board"] = full[0]
    press(app, pygame.K_RETURN)  # choose the focused hand tile
    assert t.interaction.zone == "board" and t.interaction.ghost(t.interaction.focus["board"])[1]
    tid = t.interaction.chosen
    press(app, pygame.K_RETURN)  # and Enter places it
    assert tid not in st.hand


def test_started_game_puts_focus_on_the_picks_when_the_person_turn_comes(app):
    """Through the shell's start_game, with the AI seat picking first."""
    from game.scenes.picture_pie.table import new_state
    from game.scenes.tables import start_game
    seats = [{"name": "Ann", "kind": "person"}, {"name": "Bot", "kind": "ai", "ai": "greedy"}]
    seed = next(s for s in range(1, 50) if new_state({"seats": seats, "seed": s}).first_seat == 1)
    start_game(app, {"game": "picture-pie", "seed": seed, "seats": seats, "options": {}})
    t = app.top
    for _ in range(600):
        if t.person_turn:
            break
        frames(app, 1)
    assert t.person_turn and t.state.stage == "setup"
    frames(app, 1)
    assert t.interaction.focused() == ("picks", 0)
    assert focus_pixels(app, t.interaction.focus_rect().inflate(10, 10)) > 40
    press(app, pygame.K_RETURN)
    assert len(t.state.boards[0].yard) == 1


def test_draft_focus_starts_on_a_half_when_the_sundials_sector_is_empty(app):
    """QA: with the Sundial's sector empty the focus sat on a small piece of another sector,
    which cannot be drafted; it starts on a Half (Law 3: a Half from any sector)."""
    from game.core.picture_pie.board import Wheel
    from game.core.picture_pie.data import HALF
    t = table_mid_game(app, 11, seats=SEATS2, rounds=3, draft=False)
    app.push(t)
    st = t.state
    sectors = list(st.wheel.sectors)
    moved = sectors[st.active_sector]
    sectors[st.active_sector] = ()
    other = (st.active_sector + 1) % len(sectors)
    sectors[other] = sectors[other] + moved   # keep every tile somewhere on the wheel
    st.wheel = Wheel(tuple(sectors), st.wheel.rotation)
    halves = [tid for s in sectors for tid in s if st.tiles[tid].size == HALF]
    assert halves, "the wheel offers a Half"
    t.interaction.focus_key = None
    t.interaction.settle()
    order = t.interaction.wheel_order()
    assert st.tiles[order[t.interaction.focus["wheel"]]].size == HALF
