"""Rules texts cite real rulings; Settings changes apply at once and are saved on Back."""

import re

import pygame

from game.app.settings import Settings
from game.app.testing import click, make_app, press, wheel
from game.scenes.pause import PauseScene, RulesScene
from game.scenes.rules_text import RULES, rules_text, title_for
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene



def test_rules_texts_show_no_ruling_ids():
    """The in-game rules are the player's text: no PP-n / AK-n ids (RULES.md keeps those)."""
    for game_id, body in RULES.items():
        assert body.strip(), game_id
        assert not re.findall(r"\b(PP-\d+|AK-\d+)\b", body), game_id
    assert "Masonry Yard" in RULES["picture-pie"] and "Construction Site" in RULES["akropolis"]


def test_rules_title_from_id_or_body():
    assert title_for("akropolis").startswith("Akropolis")
    assert title_for(rules_text("picture-pie")).startswith("Picture Pie")
    assert title_for("some other text") == "Rules" and rules_text("chess") == ""


def test_pause_accepts_the_rules_body_as_well_as_the_id(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.push(PauseScene(app, None, rules_text("akropolis")))
    app.step()
    app.top.focus.focus_key("rules")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene) and app.top.title.startswith("Akropolis")
    assert any("Construction Site" in line for _, line in app.top.lines)


def test_settings_change_applies_and_is_saved_on_back(tmp_path):
    app = make_app(tmp_path, ai_delay=0.6)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    app.step()
    app.top.focus.focus_key("ai_delay")
    press(app, pygame.K_RIGHT)                   # Normal -> Slow
    assert app.settings["ai_delay"] == 1.2
    for _ in range(4):
        wheel(app, 3)                            # the list scrolls back up to Display
    fs = next(w for w in app.top.focus.widgets if w.key == "fullscreen")
    click(app, fs.rect.center)
    assert app.fullscreen and app.settings["fullscreen"] is True
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    saved = Settings(tmp_path / "settings.toml")
    assert saved["ai_delay"] == 1.2 and saved["fullscreen"] is True


def test_settings_rows_navigation_and_device_hint(tmp_path):
    from game.app.testing import pad_button
    from game.scenes.base import rows_hint
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    app.step()
    s = app.top
    press(app, pygame.K_UP)                      # wraps from the first row to Back
    assert s.focus.focused.key == "back"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)                   # an on/off row: Right flips it, as Enter
    assert s.focus.focused.key == "fullscreen" and app.fullscreen
    press(app, pygame.K_LEFT)                    # ... and Left flips it back
    assert s.focus.focused.key == "fullscreen" and not app.fullscreen
    s.focus.focus_key("ai_delay")
    press(app, pygame.K_RIGHT)                   # a choice row: Right changes the value
    assert app.settings["ai_delay"] == 0.6       # make_app's 0.0 snapped to Fast, then Normal
    assert rows_hint(app).startswith("\u2191/\u2193 rows \u00b7 \u2190/\u2192 change")
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert "A press" in rows_hint(app) and "B back" in rows_hint(app)


def test_settings_scales_stop_at_their_ends(tmp_path):
    """QA: AI pace Fast/Normal/Slow is a scale: Left at Fast and Right at Slow (keys, clicks)
    change nothing, and that end's arrow is drawn dim; Enter still cycles."""
    app = make_app(tmp_path, ai_delay=0.6)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    app.step()
    app.top.focus.focus_key("ai_delay")
    pace = app.top.focus.focused
    for _ in range(3):
        press(app, pygame.K_LEFT)
    assert app.settings["ai_delay"] == 0.2 and pace.at_end(-1) and not pace.at_end(1)
    vr = pace._value_rect()
    click(app, (vr.x + 8, vr.centery))
    assert app.settings["ai_delay"] == 0.2
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    assert app.settings["ai_delay"] == 1.2 and pace.at_end(1)
    press(app, pygame.K_RETURN)                  # Enter cycles on to the first
    assert app.settings["ai_delay"] == 0.2
