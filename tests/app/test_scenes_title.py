"""Title and New Game navigation with the keyboard alone, the mouse alone and a controller."""

import sys
import types

import pygame
import pytest

from game import games
from game.app.testing import click, frames, make_app, move, pad_button, post, press
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene
from tests.registry_helpers import patch_table


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
    assert app.top.focus.focused.key == "picture-pie-codex"   # Picture Pie's Codex entry
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
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)      # past the Codex entry
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
    press(app, pygame.K_DOWN)                    # past the Codex entry
    press(app, pygame.K_DOWN)
    assert rim_gold("akropolis") and not rim_gold("picture-pie")


def test_new_game_keyboard_builds_the_config(app):
    press(app, pygame.K_RETURN)                  # Picture Pie
    ng = app.top
    assert ng.focus.focused.key == "game"
    ng.focus.focus_key("players")                # below the Mode row (Campaign, Duel)
    press(app, pygame.K_RIGHT)                   # 2 -> 3
    press(app, pygame.K_RIGHT)                   # 3 -> 4
    assert ng.num_seats == 4
    ng.focus.focus_key("seat-1")
    press(app, pygame.K_LEFT)                    # AI Medium -> AI Easy
    cfg = ng.config()
    assert cfg["game"] == "picture-pie"
    assert cfg["options"] == games.config_options(games.info("picture-pie"), {})
    assert [s["kind"] for s in cfg["seats"]] == ["person", "ai", "ai", "ai"]
    assert [s["ai"] for s in cfg["seats"]][1:] == ["easy", "medium", "medium"]
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
    assert cfg["options"] == {"variants": ["gardens"], "all_tiles": True, "athena": False,
                              "solo": "metagenes", "scenario": None}


def test_start_without_a_table_shows_a_message_and_stays(app, monkeypatch):
    patch_table(monkeypatch, "picture-pie", "no_such_module_xyz:Table")
    press(app, pygame.K_RETURN)
    ng = app.top
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert app.top is ng and app.toasts and "not available" in app.toasts[-1][0]


def test_start_opens_the_table_with_the_config(app, monkeypatch):
    from game.app.scene import Scene

    class FakeTable(Scene):
        name = "fake-table"

        def __init__(self, app, config):
            super().__init__(app)
            self.config = config

    mod = types.ModuleType("fake_table_mod_h3")
    mod.FakeTable = FakeTable
    monkeypatch.setitem(sys.modules, "fake_table_mod_h3", mod)
    patch_table(monkeypatch, "picture-pie", "fake_table_mod_h3:FakeTable")
    press(app, pygame.K_RETURN)
    app.top.seed = 42
    app.top.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, FakeTable) and len(app.stack) == 1
    assert app.top.config["seed"] == 42 and len(app.top.config["seats"]) == 2
    assert app.settings["last_game"] == "picture-pie"


def test_hint_follows_the_last_device(app):
    from game.scenes.title import title_hint
    assert app.last_device == "keyboard"
    assert title_hint(app) == ("Arrows move \u00b7 Enter choose \u00b7 Esc back \u00b7 "
                               "F11 fullscreen")
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert app.last_device == "controller"
    assert title_hint(app) == "D-pad move \u00b7 A choose \u00b7 B back"
    click(app, (5, 5))
    assert app.last_device == "mouse" and title_hint(app).startswith("Click to choose")
    press(app, pygame.K_UP)
    assert app.last_device == "keyboard"


def test_hints_helper_labels_per_device():
    from game.input.actions import Act
    from game.input.hints import hint, hint_line

    class A:
        last_device = "keyboard"
    app = A()
    assert hint(app, "rotate") == "Q/E" and hint(app, Act.CONFIRM) == "Enter"
    line = [("rotate", "turn"), ("confirm", "place"), ("zoom", "zoom")]
    assert hint_line(app, line) == "Q/E turn \u00b7 Enter place \u00b7 +/\u2212 zoom"
    app.last_device = "controller"
    assert hint(app, "rotate") == "LB/RB" and hint(app, Act.PAUSE) == "Start"
    assert hint_line(app, line) == "LB/RB turn \u00b7 A place \u00b7 LT/RT zoom"
    app.last_device = "mouse"
    assert hint(app, "confirm") == "Click" and hint(app, "undo") == "Z"
    assert hint("controller", "cycle") == "X"
    with pytest.raises(KeyError):
        hint(app, "rotat")


def test_resting_pointer_does_not_steal_focus_from_the_keyboard(app):
    """QA: pointer resting on Akropolis, Picture Pie focused by arrows, Enter opened Akropolis."""
    ak = widget(app.top, "akropolis").rect.center
    move(app, (2, 2))                                    # where the pointer rested at start
    move(app, ak)
    assert app.top.focus.focused.key == "akropolis"      # a real motion focuses
    press(app, pygame.K_UP)                              # past the Codex entry
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
    move(app, (2, 2))
    move(app, widget(app.top, "akropolis").rect.center)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)    # past the Codex entry
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
    patch_table(monkeypatch, "akropolis", "broken_table_mod_h3:BrokenTable")
    press(app, pygame.K_DOWN)                    # past the Codex entry
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
    """"You" for the one person at the screen; with two or more people every person is
    "Player N" (QA: "Pass to You", "You's private cards" did not read)."""
    press(app, pygame.K_RETURN)                  # Picture Pie
    ng = app.top
    ng.set_players(4)
    assert [s["name"] for s in ng.config()["seats"]][0] == "You"
    ng.set_kind(2, "person")
    assert [s["name"] for s in ng.config()["seats"]] == ["Player 1", "Archimedes", "Player 3",
                                                         "Thales"]
    ng.set_kind(0, "ai:random")
    assert [s["name"] for s in ng.config()["seats"]][:3] == ["Hypatia", "Archimedes", "You"]


def keys_pressed(app, key, n):
    out = []
    for _ in range(n):
        press(app, key)
        out.append(app.top.focus.focused.key)
    return out


def test_new_game_down_walks_rows_in_reading_order_to_start(app):
    """QA: Down wrapped inside the left column and never reached Start."""
    press(app, pygame.K_RETURN)                  # Picture Pie, 2 seats
    ng = app.top
    # the options column under Game: Mode, Players, then the mode's toggles (registry order)
    left = [w.key for w in ng.focus.widgets if w.key in ("mode", "players")
            or w.key in ng._toggle_keys]
    assert left[:2] == ["mode", "players"]
    assert keys_pressed(app, pygame.K_DOWN, len(left) + 2) == left + ["start", "game"]
    assert keys_pressed(app, pygame.K_UP, 2) == ["start", "seat-1"]
    assert keys_pressed(app, pygame.K_UP, 3) == ["seat-0", "start", "seat-1"]
    assert keys_pressed(app, pygame.K_TAB, 2) == [left[0], "seat-1"]
    ng.focus.focus_key("back")
    press(app, pygame.K_RIGHT)                   # within the bottom row only
    assert ng.focus.focused.key == "start"
    press(app, pygame.K_RIGHT)                   # no wrap, nothing else to the right
    assert ng.focus.focused.key == "start"
    press(app, pygame.K_LEFT)
    assert ng.focus.focused.key == "back"
    press(app, pygame.K_LEFT)
    assert ng.focus.focused.key == "back" and isinstance(app.top, NewGameScene)


def test_new_game_left_right_change_only_choices(app):
    press(app, pygame.K_DOWN)                    # past the Codex entry
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)                  # Akropolis
    ng = app.top
    ng.focus.focus_key("variant-houses")
    press(app, pygame.K_RIGHT)                   # a toggle: move to its row neighbour
    assert ng.focus.focused.key == "variant-markets" and ng.variants == set()
    press(app, pygame.K_DOWN)                    # Up/Down visit every toggle in turn
    assert ng.focus.focused.key == "variant-barracks"
    press(app, pygame.K_DOWN)
    assert ng.focus.focused.key == "variant-temples"
    press(app, pygame.K_DOWN)
    assert ng.focus.focused.key == "variant-gardens"
    press(app, pygame.K_DOWN)                    # then Start, the last row
    assert ng.focus.focused.key == "start"
    press(app, pygame.K_UP)                      # the seats column is above Start
    press(app, pygame.K_UP)
    assert ng.focus.focused.key == "seat-0"
    press(app, pygame.K_RIGHT)                   # a choice row: Right changes its value
    assert ng.focus.focused.key == "seat-0" and ng.kinds[0] == "ai:easy"
    ng.focus.focus_key("back")
    press(app, pygame.K_RIGHT)                   # QA: Right from Back went to Temples
    assert ng.focus.focused.key == "start"


def test_new_game_controller_start_button_begins_and_hint_says_so(app, monkeypatch):
    import game.scenes.tables as tables
    started = []
    monkeypatch.setattr(tables, "start_game", lambda a, cfg: started.append(cfg) or True)
    press(app, pygame.K_RETURN)
    ng = app.top
    assert "Start is the last row" in ng.hint() and "Enter press" in ng.hint()
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert "A press" in ng.hint() and "Start begins" in ng.hint()
    pad_button(app, pygame.CONTROLLER_BUTTON_START)
    assert len(started) == 1 and started[0]["game"] == "picture-pie"


def test_pointer_resting_on_a_button_when_the_window_opens_does_not_steal_focus(tmp_path):
    """QA: Continue was not focused when the window opened with the pointer over Akropolis."""
    from game.games import new_state
    from game.storage import saves
    from game.storage.toml_io import write_toml_atomic
    cfg = {"game": "picture-pie", "seed": 1, "options": {},
           "seats": [{"name": "You", "kind": "person"}, {"name": "B", "kind": "ai", "ai": "greedy"}]}
    write_toml_atomic(saves.autosave_path("picture-pie", tmp_path),
                      saves.encode("picture-pie", cfg, new_state("picture-pie", 2, 1)))
    a = make_app(tmp_path)
    title = a.push(TitleScene(a))
    ak = widget(title, "akropolis").rect.center
    move(a, ak)                                    # SDL reports the resting pointer
    assert title.focus.focused.key == "continue"
    move(a, ak)                                    # same place again: still no motion
    assert title.focus.focused.key == "continue"
    move(a, (ak[0] + 3, ak[1]))                    # the player moves the mouse
    assert title.focus.focused.key == "akropolis"
    a.push(NewGameScene(a, "akropolis"))           # a new scene: the same rule again
    frames(a, 1)
    start = widget(a.top, "start").rect.center
    move(a, start)
    assert a.top.focus.focused.key == "game"


def test_title_art_bobs_after_a_focus_change_then_rests(app):
    """Issue 10 idle CPU: the focused game's art bobs for BOB_SECONDS, then the idle Title
    asks for no redraw until input; a new focus starts the bob again."""
    title = app.top
    assert title.bob_amplitude() > 5
    frames(app, int(60 * (TitleScene.BOB_SECONDS + 0.5)))
    assert title.bob_amplitude() == 0
    app.last_draw_time = app.time
    frames(app, 30)
    assert not title.needs_redraw()
    press(app, pygame.K_DOWN)                    # the Codex entry lifts Picture Pie's art
    assert title.focus.focused.key == "picture-pie-codex"
    assert title.bob_amplitude() > 5


def test_title_rules_settings_quit_share_one_label_size(tmp_path):
    """QA: at 640x400 'Settings' was drawn smaller than 'Rules' and 'Quit'."""
    for size in ((640, 400), (1280, 720)):
        a = make_app(tmp_path, size=size)
        a.push(TitleScene(a))
        a.step()
        sizes = {widget(a.top, k).label_size() for k in ("rules", "settings", "quit")}
        assert len(sizes) == 1, (size, sizes)


@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
def test_damaged_save_messages_and_the_controller_toast_never_cover_a_button(tmp_path, size):
    """Play-test: the damaged-file box covered the Continue button's title, a second one the
    Picture Pie button, "Controller connected" the subtitle.  Two damaged saves and the
    controller toast: every message shows, beside the buttons, below the subtitle."""
    from game.render.fonts import fit_size
    (tmp_path / "autosave-akropolis.toml").write_text('round = "1', encoding="utf-8")
    (tmp_path / "autosave-picture-pie.toml").write_text("x = = 1", encoding="utf-8")
    app = make_app(tmp_path, size=size)
    title = app.push(TitleScene(app))
    app.toast("Controller connected", 2.5)       # what the App says when a pad arrives
    frames(app, 2)
    assert len(app.toasts) == 3 and len(app.toast_rects) == 3
    w, h = size
    heading = fit_size("Ancient Cities", int(w * 0.8), int(h * 0.13), caps=True)
    subtitle_bottom = int(h * 0.06) + int(heading * 1.1) + max(14, h // 26)
    buttons = [wd.rect for wd in title.focus.widgets]
    screen = app.screen.get_rect()
    for i, r in enumerate(app.toast_rects):
        assert screen.contains(r) and r.top >= subtitle_bottom
        assert r.collidelist(buttons) == -1, (size, r)
        assert r.collidelist(app.toast_rects[:i]) == -1          # stacked, not piled
    assert "not valid TOML: unterminated string at the end of the file" in app.toasts[0][0] + \
        app.toasts[1][0]
