"""Settings screen fixes from play-testing: F11 on the screen is what Back saves, a window
resize does not hand the focus to a resting pointer, Left/Right flip on/off rows, the UI-scale
slider applies on release, a larger UI scale never shrinks the Results ledger's text, and a
corrected settings file leaves a good backup.  Real posted events throughout."""

import pygame
import pytest

from game.app.settings import Settings
from game.app.testing import frames, make_app, move, pad_button, post, press
from game.render.fonts import app_scale
from game.scenes.picture_pie.demo import DEMO_SCENES
from tests.app.test_settings_screen import open_settings, widget


def test_f11_on_the_screen_is_what_back_saves(tmp_path):
    app, s = open_settings(tmp_path, fullscreen=False)
    s.focus.focus_key("fullscreen")
    press(app, pygame.K_RETURN)                       # tick: fullscreen
    assert app.fullscreen and app.settings["fullscreen"] is True
    frames(app, 30)                                   # past the F11 guard (0.3 s)
    press(app, pygame.K_F11)                          # back to a window: the box unticks
    assert not app.fullscreen and widget(app.top, "fullscreen").value is False
    press(app, pygame.K_ESCAPE)                       # save and back
    assert Settings(tmp_path / "settings.toml")["fullscreen"] is False


def test_a_window_resize_does_not_give_the_focus_to_the_resting_pointer(tmp_path):
    app, s = open_settings(tmp_path, volume_master=0.8)
    move(app, (640, 200))
    move(app, (641, 201))                             # a real motion: the pointer rests here
    s.focus.focus_key("window_size")
    press(app, pygame.K_LEFT)                         # 1280x720 -> 1024x640
    assert app.size == (1024, 640)
    # SDL re-reports the resting pointer in the new window's coordinates, over Master volume
    over = widget(s, "volume_master").rect.center
    move(app, over)
    assert s.focus.focused.key == "window_size"
    press(app, pygame.K_LEFT)                         # still the window's size: 960x540
    assert app.size == (960, 540) and app.settings["volume_master"] == 0.8
    cx, cy = widget(s, "volume_master").rect.center
    move(app, (cx, cy))                               # the re-report after this resize
    move(app, (cx + 4, cy))                           # a real move still takes the focus
    assert s.focus.focused.key == "volume_master"


@pytest.mark.parametrize("pad", [False, True])
def test_left_and_right_flip_an_on_off_row(tmp_path, pad):
    app, s = open_settings(tmp_path, reduced_motion=False)
    s.focus.focus_key("reduced_motion")
    right = (lambda: pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)) if pad else \
        (lambda: press(app, pygame.K_RIGHT))
    left = (lambda: pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)) if pad else \
        (lambda: press(app, pygame.K_LEFT))
    right()
    assert app.settings["reduced_motion"] is True and widget(s, "reduced_motion").value
    left()
    assert app.settings["reduced_motion"] is False
    assert s.focus.focused.key == "reduced_motion"    # the focus stayed on the row


def test_the_ui_scale_slider_applies_on_release_and_reaches_its_end(tmp_path):
    app, s = open_settings(tmp_path, ui_scale=1.0)
    sl = widget(s, "ui_scale")
    tr = sl.track_rect().copy()
    post(pygame.MOUSEBUTTONDOWN, pos=(tr.x + 2, tr.centery), button=1)
    for x in (tr.centerx, tr.right - 5, tr.right + 60):   # past the far end
        post(pygame.MOUSEMOTION, pos=(x, tr.centery), rel=(20, 0), buttons=(1, 0, 0))
        frames(app, 1)
        # while dragging, nothing rescales: the track stays under the pointer
        assert widget(s, "ui_scale").track_rect() == tr and app_scale(app) == 1.0
    assert widget(s, "ui_scale").value == 1.5             # the value shows live
    post(pygame.MOUSEBUTTONUP, pos=(tr.right + 60, tr.centery), button=1)
    frames(app, 1)
    assert app.settings["ui_scale"] == 1.5 and app_scale(app) == 1.5
    assert widget(s, "ui_scale").track_rect() != tr       # laid out again at 150 %
    s.focus.focus_key("ui_scale")
    post(pygame.MOUSEBUTTONDOWN, pos=widget(s, "ui_scale").track_rect().midleft, button=1)
    press(app, pygame.K_RIGHT)          # a key during a press ends it: 80 % applies, Right: 90 %
    assert app.settings["ui_scale"] == 0.9 and app_scale(app) == 0.9 and s.dragging is None


def _pp_results(tmp_path, scale):
    app = make_app(tmp_path / str(scale), ui_scale=scale)
    app.push(DEMO_SCENES["pp-results"](app, 1))
    frames(app, 2)
    return app, app.top


def test_a_larger_ui_scale_never_shrinks_the_results_ledger(tmp_path):
    _, small = _pp_results(tmp_path, 1.0)
    _, large = _pp_results(tmp_path, 1.5)
    assert large.row_px >= small.row_px
    buttons = [w.rect for w in large.focus.widgets]
    assert buttons[0].h > small.focus.widgets[0].rect.h     # the buttons did grow
    assert not any(large.table.colliderect(b) for b in buttons)


def test_a_corrected_file_never_becomes_the_backup(tmp_path):
    path = tmp_path / "settings.toml"
    bak = tmp_path / "settings.toml.bak"
    path.write_text("format = 1\nui_scale = 1.2\n")
    Settings(path).save()                                  # a good file, then saved again:
    path.write_text("format = 1\nui_scale = 9.0\nvolume_master = 0.3\n")   # hand-edited
    s = Settings(path)
    assert "ui_scale" in (s.load_error or "") and s["ui_scale"] == 1.5
    assert "9" not in bak.read_text()                      # the .bak: the last good file
    path.write_bytes(b"\x00\x01broken")                    # then the file breaks
    s = Settings(path)
    assert "restored" in s.load_error and "outside" not in s.load_error


def test_a_bad_backup_restored_is_corrected_too(tmp_path):
    path = tmp_path / "settings.toml"
    bak = tmp_path / "settings.toml.bak"
    bak.write_text("format = 1\nui_scale = 9.0\n")
    path.write_bytes(b"\x00\x01broken")
    s = Settings(path)
    assert "restored" in s.load_error and "outside" in s.load_error   # said once...
    path.write_bytes(b"\x00\x01broken again")
    s = Settings(path)
    assert "restored" in s.load_error and "outside" not in s.load_error   # ...not again
    assert s["ui_scale"] == 1.5
