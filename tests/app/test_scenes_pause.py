"""Pause overlay: open and resume from keyboard, mouse and controller; restart; rules; quit."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, pad_button, press, wheel
from game.scenes.demo_common import BackdropScene
from game.scenes.help import HelpScene
from game.scenes.pause import ConfirmScene, PauseScene, RulesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    a.push(BackdropScene(a))
    a.step()
    return a


def widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def test_pause_and_resume_with_escape_and_p(app):
    table = app.top
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.stack[0] is table
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_p)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_p)
    assert app.top is table and len(app.stack) == 1


def test_pause_resume_button_with_the_mouse_and_controller_start(app):
    table = app.top
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    assert isinstance(app.top, PauseScene)
    click(app, widget(app.top, "resume").rect.center)
    assert app.top is table
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    assert app.top is table


def test_pause_is_modal_and_the_table_stays_visible_dimmed(app):
    frames(app, 1)
    before = app.screen.get_at((app.size[0] // 2, app.size[1] // 2 - 200))
    press(app, pygame.K_ESCAPE)
    pause = app.top
    # a click outside the panel does nothing (the table never sees it)
    click(app, (5, app.size[1] - 5))
    assert app.top is pause
    after = app.screen.get_at((app.size[0] // 2, app.size[1] // 2 - 200))
    assert sum(after[:3]) < sum(before[:3])            # dimmed
    corner = app.screen.get_at((5, 5))
    assert corner[:3] != (0, 0, 0)                       # but the table is still drawn


def test_restart_asks_first_then_pops_the_overlay_and_calls_the_table(app):
    table = app.top
    press(app, pygame.K_ESCAPE)
    pause = app.top
    press(app, pygame.K_DOWN)
    assert app.top.focus.focused.key == "restart"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and table.restarts == 0
    assert app.top.focus.focused.key == "no"          # the safe choice is focused
    press(app, pygame.K_RETURN)                        # No: back to the pause menu
    assert app.top is pause and table.restarts == 0
    press(app, pygame.K_RETURN)
    press(app, pygame.K_LEFT)
    assert app.top.focus.focused.key == "yes"
    press(app, pygame.K_RETURN)
    assert app.top is table and table.restarts == 1


def test_restart_confirm_with_mouse_and_controller(app):
    table = app.top
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    click(app, widget(app.top, "restart").rect.center)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    pad_button(app, pygame.CONTROLLER_BUTTON_B)          # B: no
    assert isinstance(app.top, PauseScene) and table.restarts == 0
    click(app, widget(app.top, "restart").rect.center)
    click(app, widget(app.top, "no").rect.center)
    assert isinstance(app.top, PauseScene) and table.restarts == 0
    click(app, widget(app.top, "restart").rect.center)
    click(app, widget(app.top, "yes").rect.center)
    assert app.top is table and table.restarts == 1
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    assert app.top is table and table.restarts == 2


def test_restart_disabled_without_callback(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.push(PauseScene(app, on_restart=None, rules_text="akropolis"))
    app.step()
    assert not widget(app.top, "restart").enabled
    press(app, pygame.K_DOWN)                  # skips over the disabled button
    assert app.top.focus.focused.key == "rules"


def test_rules_scroll_with_keys_and_wheel_then_close(app):
    press(app, pygame.K_ESCAPE)
    click(app, widget(app.top, "rules").rect.center)
    rules = app.top
    assert isinstance(rules, (RulesScene, HelpScene)) and rules.lines   # a game id: Help
    if rules.max_scroll:
        press(app, pygame.K_DOWN)
        assert rules.scroll == 1
        wheel(app, -1)
        assert rules.scroll == min(4, rules.max_scroll)
        press(app, pygame.K_UP)
        assert rules.scroll == min(4, rules.max_scroll) - 1
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_quit_to_title_asks_first_no_keeps_the_game(app):
    table = app.top
    press(app, pygame.K_ESCAPE)
    pause = app.top
    press(app, pygame.K_UP)                            # wraps from Resume to Quit to title
    assert pause.focus.focused.key == "quit"
    press(app, pygame.K_RETURN)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene) and app.stack[0] is table
    assert confirm.question == "Quit to the title?"
    assert confirm.detail == ("Your game is kept as it stands, this turn included: Continue on "
                              "the title screen resumes it.")
    assert confirm.focus.focused.key == "no"           # the safe choice is focused
    press(app, pygame.K_RETURN)                        # Keep playing
    assert app.top is pause and app.stack[0] is table
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_quit_to_title_confirm_yes_with_keys_mouse_and_controller(app):
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)
    pad_button(app, pygame.CONTROLLER_BUTTON_B)          # B: no
    assert isinstance(app.top, PauseScene)
    click(app, widget(app.top, "quit").rect.center)
    press(app, pygame.K_ESCAPE)                          # Esc: no
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert len(app.stack) == 1 and isinstance(app.top, TitleScene)


def test_quit_says_the_game_is_lost_when_this_window_does_not_save(tmp_path):
    """A second window on one user folder autosaves nothing: its quit question must not
    promise a Continue."""
    from game.app.testing import make_app
    from game.scenes.dialogs import ConfirmScene
    from game.scenes.pause import PauseScene
    app = make_app(tmp_path)
    app.autosave_enabled = False
    app.unsaved_reason = "another window is using your folder"
    pause = PauseScene(app, None, "picture-pie")
    app.push(pause)
    pause.quit()
    assert isinstance(app.top, ConfirmScene)
    assert "not kept" in app.top.detail and "another window" in app.top.detail
    assert "continue" not in app.top.detail.lower()


def test_settings_open_from_the_pause_menu_and_back_returns_to_it(app):
    """Settings are reachable mid-game: the pause menu's Settings button opens them and Back
    (Esc) returns to the same pause menu over the table."""
    table = app.top
    press(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, widget(pause, "settings").rect.center)
    assert isinstance(app.top, SettingsScene) and app.stack[0] is table
    press(app, pygame.K_ESCAPE)
    assert app.top is pause
    press(app, pygame.K_ESCAPE)
    assert app.top is table
