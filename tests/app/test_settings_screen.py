"""The Settings screen (issue 17 item 4): every setting in a grouped, scrolling list, changed with
keys, the D-pad or the mouse, applied at once where the App can, saved on Back.  Real posted
events throughout; the expected values are worked out by hand in the comments."""

import pygame
import pytest

from game.app.settings import Settings
from game.render import access
from game.app.testing import click, frames, make_app, pad_button, post, press, rects_inside, wheel
from game.scenes.settings_rows import GROUPS, Heading, Slider, rows, snap, window_sizes
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene
from game.settings_schema import DEFAULTS


def open_settings(tmp_path, size=(1280, 720), **settings):
    app = make_app(tmp_path, size=size, **settings)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    frames(app, 1)
    return app, app.top


def widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def test_every_setting_of_the_schema_has_a_row_in_its_group():
    keys = {r.key for r in rows()}
    # the window's two numbers are one row; last_game is New Game's memory, not a setting
    expected = set(DEFAULTS) - {"window_width", "window_height", "last_game"} | {"window_size"}
    assert keys == expected
    assert [g.split(".")[-1] for g, _ in GROUPS] == ["display", "sound", "motion", "access",
                                                     "ai", "controller"]


def test_keyboard_changes_a_slider_by_its_step_and_stops_at_the_ends(tmp_path):
    app, s = open_settings(tmp_path, volume_master=0.8)
    s.focus.focus_key("volume_master")
    press(app, pygame.K_RIGHT)                       # 0.80 + 0.05
    assert app.settings["volume_master"] == 0.85
    for _ in range(5):                               # 0.85 -> 1.0 in three steps, then stays
        press(app, pygame.K_RIGHT)
    assert app.settings["volume_master"] == 1.0 and widget(s, "volume_master").at_end(1)
    s.focus.focus_key("animation_speed")
    press(app, pygame.K_LEFT)                        # 1.0 - 0.25
    assert app.settings["animation_speed"] == 0.75
    press(app, pygame.K_RETURN)                      # Enter leaves a slider's value alone
    assert app.settings["animation_speed"] == 0.75


def test_the_dpad_moves_through_rows_and_changes_values(tmp_path):
    app, s = open_settings(tmp_path, reduced_motion=False)
    s.focus.focus_key("reduced_motion")
    pad_button(app, pygame.CONTROLLER_BUTTON_A)      # A ticks the box
    assert app.settings["reduced_motion"] is True
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)   # over the Accessibility heading
    assert s.focus.focused.key == "patterns"
    s.focus.focus_key("repeat_rate")
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # 10 + 1 per second
    assert app.settings["repeat_rate"] == 11.0


def test_a_click_on_a_track_sets_the_value_under_the_pointer_and_a_drag_moves_it(tmp_path):
    app, s = open_settings(tmp_path)
    sl = widget(s, "volume_effects")
    tr = sl.track_rect()
    click(app, (tr.x + tr.w // 4, tr.centery))       # a quarter along 0..1: 0.25
    assert app.settings["volume_effects"] == 0.25
    post(pygame.MOUSEBUTTONDOWN, pos=(tr.x + tr.w // 4, tr.centery), button=1)
    for x in (tr.centerx, tr.right + 40):            # past the end: clamped to 1.0
        post(pygame.MOUSEMOTION, pos=(x, tr.centery), rel=(10, 0), buttons=(1, 0, 0))
    frames(app, 1)
    assert app.settings["volume_effects"] == 1.0
    post(pygame.MOUSEBUTTONUP, pos=(tr.right + 40, tr.centery), button=1)
    post(pygame.MOUSEMOTION, pos=(tr.x, tr.centery), rel=(-10, 0), buttons=(0, 0, 0))
    frames(app, 1)                                   # released: moving no longer drags
    assert app.settings["volume_effects"] == 1.0


def test_the_list_scrolls_to_the_focused_row_and_with_the_wheel(tmp_path):
    app, s = open_settings(tmp_path, size=(640, 400))
    assert s.max_scroll > 0                          # 640x400 cannot show every row at once
    press(app, pygame.K_UP)                          # Back
    press(app, pygame.K_UP)                          # the last row: Controller rumble
    assert s.focus.focused.key == "rumble" and s.visible(widget(s, "rumble"))
    assert s.scroll == s.max_scroll
    assert not s.visible(widget(s, "window_size"))
    top = widget(s, "window_size").rect.center       # off the view (above it): a click there
    fs_before = app.fullscreen                       # reaches no row
    click(app, widget(s, "fullscreen").rect.center)
    assert app.fullscreen == fs_before
    for _ in range(10):
        wheel(app, 3)
    assert s.scroll == 0 and s.visible(widget(s, "window_size")) and top
    assert rects_inside(app) == []


def test_tab_jumps_to_the_next_group(tmp_path):
    app, s = open_settings(tmp_path)
    press(app, pygame.K_TAB)
    assert s.focus.focused.key == "volume_master"
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert s.focus.focused.key == "window_size"


def test_window_size_applies_at_once_and_is_kept_in_fullscreen(tmp_path):
    app, s = open_settings(tmp_path)
    sizes = window_sizes((1024, 768), (1280, 720))   # the dummy screen is 1024x768
    assert sizes == [(640, 400), (800, 500), (960, 540), (1024, 640), (1280, 720)]
    s.focus.focus_key("window_size")
    press(app, pygame.K_LEFT)                        # 1280x720 -> 1024x640
    assert app.size == (1024, 640)
    assert (app.settings["window_width"], app.settings["window_height"]) == (1024, 640)
    assert isinstance(app.top, SettingsScene) and s.focus.focused.key == "window_size"
    widget(s, "fullscreen").activate()
    assert app.fullscreen
    s.focus.focus_key("window_size")
    press(app, pygame.K_LEFT)                        # kept for later: 960x540
    assert app.windowed_size == (960, 540) and app.fullscreen
    assert "leave fullscreen" in s.tip()


def test_ui_scale_applies_at_once_and_is_capped_at_640x400(tmp_path):
    app, s = open_settings(tmp_path, ui_scale=1.0)
    h1 = widget(s, "patterns").rect.h
    s.focus.focus_key("ui_scale")
    for _ in range(5):                               # 1.0 -> 1.5
        press(app, pygame.K_RIGHT)
    assert app.settings["ui_scale"] == 1.5
    assert widget(s, "patterns").rect.h == int(int(min(56, max(30, 720 * 0.07))) * 1.5)
    assert widget(s, "patterns").rect.h > h1 * 1.4
    title = app.stack[0]                             # the Title below laid out again too
    assert title.focus.widgets[0].rect.h > 0 and rects_inside(app) == []
    app2, s2 = open_settings(tmp_path / "small", size=(640, 400), ui_scale=1.5)
    assert widget(s2, "patterns").rect.h == 30       # capped at 1.0 there: 30 px rows


@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.8, 1.5])
def test_the_screen_fits_every_window(tmp_path, size, scale):
    app, s = open_settings(tmp_path, size=size, ui_scale=scale)
    w, h = size
    back = widget(s, "back").rect
    assert rects_inside(app) == []
    assert s.view.bottom < back.top and s.view.top > int(h * 0.1)
    shown = [wd for wd in s.focus.widgets if s.visible(wd) and wd.key != "back"]
    assert len(shown) >= 4                           # a useful part of the list is in view
    assert all(wd.rect.right <= w and wd.rect.left >= 0 for wd in shown)


def test_changes_are_saved_on_back_and_the_title_opens_the_screen(tmp_path):
    app = make_app(tmp_path)
    title = app.push(TitleScene(app))
    frames(app, 1)
    click(app, widget(title, "settings").rect.center)
    s = app.top
    assert isinstance(s, SettingsScene)
    s.focus.focus_key("patterns")
    press(app, pygame.K_RETURN)                      # on (default) -> off
    s.focus.focus_key("dead_zone")
    press(app, pygame.K_RIGHT)                       # 0.35 + 0.05
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    saved = Settings(tmp_path / "settings.toml")
    assert saved["patterns"] is False and saved["dead_zone"] == 0.4
    assert access.patterns() is False                # the renderer follows at once
    make_app(tmp_path / "next")                      # a new App reads its own settings
    assert access.patterns() is True


def test_headings_are_not_focusable_and_values_snap_to_the_grid():
    row = next(r for r in rows() if r.key == "repeat_delay")
    assert snap(row, 0.37) == 0.35 and snap(row, 9) == 2.0 and snap(row, 0) == 0.05
    assert Heading((0, 0, 10, 10), "Display", "group:0").focusable is False
    assert isinstance(Slider((0, 0, 100, 30), "x", row, "bad"), Slider)
