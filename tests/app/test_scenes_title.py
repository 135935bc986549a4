"""Title and New Game navigation with the keyboard alone, the mouse alone and a controller."""

import sys
import types

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, pad_button, post, press
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    a.push(TitleScene(a))
    a.step()
    return a


def widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def right_half(w):
    return (w.rect.right - 10, w.rect.centery)


def test_title_keyboard_down_enter_opens_akropolis_new_game(app):
    assert app.top.focus.focused.key == "picture-pie"
    press(app, pygame.K_DOWN)
    assert app.top.focus.focused.key == "akropolis"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene) and app.top.game == "akropolis"
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_title_mouse_click_opens_picture_pie_new_game(app):
    click(app, widget(app.top, "picture-pie").rect.center)
    assert isinstance(app.top, NewGameScene) and app.top.game == "picture-pie"
    click(app, widget(app.top, "back").rect.center)
    assert isinstance(app.top, TitleScene)


def test_title_controller_navigation(app):
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    assert isinstance(app.top, NewGameScene) and app.top.game == "akropolis"
    pad_button(app, pygame.CONTROLLER_BUTTON_B)
    assert isinstance(app.top, TitleScene)


def test_title_escape_focuses_quit_and_quit_stops(app):
    press(app, pygame.K_ESCAPE)
    assert app.top.focus.focused.key == "quit" and app.running
    press(app, pygame.K_RETURN)
    assert not app.running


def test_title_focus_highlight_is_drawn(app):
    """The focused button has a gold rim; moving focus moves it."""
    def rim_gold(key):
        r = widget(app.top, key).rect
        px = app.screen.get_at((r.centerx, r.top + 1))
        return px[0] > 200 and px[1] > 170
    assert rim_gold("picture-pie") and not rim_gold("akropolis")
    press(app, pygame.K_DOWN)
    assert rim_gold("akropolis") and not rim_gold("picture-pie")


def test_new_game_keyboard_builds_the_config(app):
    press(app, pygame.K_RETURN)                  # Picture Pie
    ng = app.top
    assert ng.focus.focused.key == "game"
    press(app, pygame.K_DOWN)                    # players
    press(app, pygame.K_RIGHT)                   # 2 -> 3
    press(app, pygame.K_RIGHT)                   # 3 -> 4
    assert ng.num_seats == 4
    ng.focus.focus_key("seat-1")
    press(app, pygame.K_LEFT)                    # AI greedy -> AI random
    cfg = ng.config()
    assert cfg["game"] == "picture-pie" and cfg["options"] == {}
    assert [s["kind"] for s in cfg["seats"]] == ["person", "ai", "ai", "ai"]
    assert [s["ai"] for s in cfg["seats"]][1:] == ["random", "greedy", "greedy"]
    assert isinstance(cfg["seed"], int)


def test_new_game_akropolis_solo_and_variants_with_the_mouse(app):
    click(app, widget(app.top, "akropolis").rect.center)
    ng = app.top
    click(app, right_half(widget(ng, "mode")))          # right half: next option = solo
    assert ng.solo
    level = widget(ng, "level")
    click(app, right_half(level))
    click(app, widget(ng, "variant-gardens").rect.center)
    click(app, widget(ng, "all-tiles").rect.center)
    cfg = ng.config()
    assert cfg["game"] == "akropolis" and len(cfg["seats"]) == 1
    assert cfg["seats"][0]["kind"] == "person"
    assert cfg["options"] == {"variants": ["gardens"], "all_tiles": True, "solo": "metagenes"}


def test_start_without_a_table_shows_a_message_and_stays(app, monkeypatch):
    import game.scenes.tables as tables
    monkeypatch.setitem(tables.TABLES, "picture-pie", "no_such_module_xyz:Table")
    press(app, pygame.K_RETURN)
    ng = app.top
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert app.top is ng and app.toasts and "not available" in app.toasts[-1][0]


def test_start_opens_the_table_with_the_config(app, monkeypatch):
    from game.app.scene import Scene
    import game.scenes.tables as tables

    class FakeTable(Scene):
        name = "fake-table"

        def __init__(self, app, config):
            super().__init__(app)
            self.config = config

    mod = types.ModuleType("fake_table_mod_h3")
    mod.FakeTable = FakeTable
    monkeypatch.setitem(sys.modules, "fake_table_mod_h3", mod)
    monkeypatch.setitem(tables.TABLES, "picture-pie", "fake_table_mod_h3:FakeTable")
    press(app, pygame.K_RETURN)
    app.top.seed = 42
    app.top.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, FakeTable) and len(app.stack) == 1
    assert app.top.config["seed"] == 42 and len(app.top.config["seats"]) == 2
    assert app.settings["last_game"] == "picture-pie"


def test_hint_follows_the_last_device(app):
    from game.scenes.title import HINTS
    assert app.last_device == "keyboard"
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert app.last_device == "controller" and "A choose" in HINTS["controller"]
    click(app, (5, 5))
    assert app.last_device == "mouse"
    press(app, pygame.K_UP)
    assert app.last_device == "keyboard"


def test_resting_pointer_does_not_steal_focus_from_the_keyboard(app):
    """QA: pointer resting on Akropolis, Picture Pie focused by arrows, Enter opened Akropolis."""
    ak = widget(app.top, "akropolis").rect.center
    move(app, ak)
    assert app.top.focus.focused.key == "akropolis"      # a real motion focuses
    press(app, pygame.K_UP)
    assert app.top.focus.focused.key == "picture-pie"
    # SDL re-reports the resting pointer (window rebuilt/focused) in the same frame as Enter
    post(pygame.MOUSEMOTION, pos=ak, rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 1)
    assert app.top.focus.focused.key == "picture-pie"    # the ring still shows Picture Pie
    post(pygame.MOUSEMOTION, pos=ak, rel=(0, 0), buttons=(0, 0, 0))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, NewGameScene) and app.top.game == "picture-pie"


def test_controller_a_activates_the_focused_button_not_the_hovered_one(app):
    move(app, widget(app.top, "akropolis").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    post(pygame.MOUSEMOTION, pos=widget(app.top, "akropolis").rect.center, rel=(0, 0),
         buttons=(0, 0, 0))
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    assert isinstance(app.top, NewGameScene) and app.top.game == "picture-pie"


def test_title_tooltip_beside_the_button_and_gone_when_the_pointer_leaves(app):
    pp, ak = widget(app.top, "picture-pie").rect, widget(app.top, "akropolis").rect
    move(app, (pp.centerx, pp.bottom - 5))
    tip = app.top.tooltip_rect
    assert tip is not None and not tip.colliderect(ak) and not tip.colliderect(pp)
    post(pygame.WINDOWLEAVE, window=None)
    frames(app, 1)
    assert app.top.tooltip_rect is None
    assert app.top.focus.focused.key == "picture-pie"


def test_start_with_broken_data_toasts_a_plain_sentence(app, monkeypatch, capsys):
    from game.app.scene import Scene
    from game.storage.toml_io import FileDataError
    import game.scenes.tables as tables

    class BrokenTable(Scene):
        def __init__(self, app, config):
            raise FileDataError(tables.__file__.replace("tables.py", "x.toml"),
                                "not valid TOML (Expected '=')", line=379)

    mod = types.ModuleType("broken_table_mod_h3")
    mod.BrokenTable = BrokenTable
    monkeypatch.setitem(sys.modules, "broken_table_mod_h3", mod)
    monkeypatch.setitem(tables.TABLES, "akropolis", "broken_table_mod_h3:BrokenTable")
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    ng = app.top
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert app.top is ng
    toast = app.toasts[-1][0]
    assert toast.startswith("Could not start Akropolis: ") and "FileDataError" not in toast
    assert toast.endswith("x.toml:379: not valid TOML (Expected '=')")
    assert "Traceback" not in capsys.readouterr().err


def test_seat_names_you_then_player_n(app):
    press(app, pygame.K_RETURN)                  # Picture Pie
    ng = app.top
    ng.set_players(4)
    ng.set_kind(2, "person")
    assert [s["name"] for s in ng.config()["seats"]] == ["You", "Archimedes", "Player 3",
                                                         "Thales"]
    ng.set_kind(0, "ai:random")
    assert [s["name"] for s in ng.config()["seats"]][:3] == ["Hypatia", "Archimedes", "You"]
