"""New Game screen: defects a QA tester found in a real window, pinned by posted events."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, pad_button, press
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    a.push(TitleScene(a))
    a.push(NewGameScene(a, "akropolis", seed=1))
    frames(a, 2)
    return a


def widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def shown(scene, key):
    w = widget(scene, key)
    return w.options[w.index][1]


def test_seat_rows_name_the_seat_the_same_way_in_every_mode(app):
    ng = app.top
    assert shown(ng, "seat-0") == "You (Person)"
    assert shown(ng, "seat-1") == "Archimedes (AI \u00b7 Medium)"
    click(app, (widget(ng, "seat-1").rect.right - 10, widget(ng, "seat-1").rect.centery))
    assert shown(ng, "seat-1") == "Archimedes (AI \u00b7 Hard)"
    click(app, (widget(ng, "seat-1").rect.right - 10, widget(ng, "seat-1").rect.centery))
    assert shown(ng, "seat-1") == "Player 2 (Person)" and ng.kinds[1] == "person"
    # seat 1 becomes an AI: "You" moves to the first Person seat, on screen and in the config
    ng.focus.focus_key("seat-0")
    press(app, pygame.K_RIGHT)
    assert shown(ng, "seat-0") == "Hypatia (AI \u00b7 Easy)"
    assert shown(ng, "seat-1") == "You (Person)"
    assert [s["name"] for s in ng.config()["seats"]] == ["Hypatia", "You"]
    assert ng.focus.focused.key == "seat-0"          # relabelling keeps the focus
    mode = widget(ng, "mode")
    click(app, (mode.rect.right - 10, mode.rect.centery))
    assert ng.solo and shown(ng, "seat-0") == "You (Person)"


def test_tooltips_stay_clear_of_the_game_art(app):
    ng = app.top
    checked = 0
    move(app, (2, 2))                 # the first pointer event of a scene is no motion
    for key in ("mode", "all-tiles", "variant-houses", "variant-markets", "variant-barracks",
                "variant-temples", "variant-gardens"):
        w = widget(ng, key)
        for x in (w.rect.x + 20, w.rect.centerx, w.rect.right - 20):
            move(app, (x, w.rect.centery))
            frames(app, 1)
            assert ng.tooltip_rect is not None, key
            assert ng.art_rect is not None
            assert not ng.tooltip_rect.colliderect(ng.art_rect), (key, x)
            assert pygame.Rect((0, 0), app.size).contains(ng.tooltip_rect)
            checked += 1
    assert checked == 21


def test_up_down_visit_every_variant_toggle(app):
    ng = app.top
    ng.focus.focus_key("all-tiles")
    seen = []
    for _ in range(7):
        press(app, pygame.K_DOWN)
        seen.append(ng.focus.focused.key)
    assert seen == ["athena", "variant-houses", "variant-markets", "variant-barracks",
                    "variant-temples", "variant-gardens", "start"]
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)    # Back, under the options column
    for _ in range(7):
        pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert ng.focus.focused.key == "all-tiles"


@pytest.fixture
def started(monkeypatch):
    """The configs Start handed to tables.start_game (no table is opened)."""
    import game.scenes.tables as tables
    out = []
    monkeypatch.setattr(tables, "start_game", lambda a, cfg: out.append(cfg) or True)
    return out


def test_down_from_the_top_reaches_start_and_enter_starts(app, started):
    """QA (shot-5/6): Down from the Game row went into Seat 1 and Enter made "You" an AI."""
    ng = app.top
    ng.focus.focus_key("game")
    keys = []
    for _ in range(20):
        press(app, pygame.K_DOWN)
        keys.append(ng.focus.focused.key)
        if keys[-1] == "start":
            break
    assert keys[-1] == "start" and not any(str(k).startswith("seat-") for k in keys)
    press(app, pygame.K_RETURN)
    assert len(started) == 1 and started[0]["seats"][0] == {"name": "You", "kind": "person",
                                                            "ai": "medium"}
    assert "Tab seats" in ng.hint() and "Start is the last row" in ng.hint()


def test_tab_switches_column_and_up_from_start_reaches_the_seats(app):
    ng = app.top
    ng.focus.focus_key("players")
    press(app, pygame.K_TAB)
    assert ng.focus.focused.key == "seat-1"              # the seat nearest in height
    press(app, pygame.K_TAB)
    assert ng.focus.focused.key == "players"
    pad_button(app, pygame.CONTROLLER_BUTTON_X)         # the pad's next area
    assert ng.focus.focused.key == "seat-1"
    press(app, pygame.K_DOWN)
    assert ng.focus.focused.key == "start"
    press(app, pygame.K_UP)
    assert ng.focus.focused.key == "seat-1"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)                            # Start wraps to the Game row
    assert ng.focus.focused.key == "game"


def test_start_without_a_person_seat_asks_first(app, started):
    from game.scenes.new_game import WatchOnlyScene
    ng = app.top
    ng.focus.focus_key("seat-0")
    press(app, pygame.K_RETURN)                          # Enter on a seat still cycles it
    assert ng.kinds[:2] == ["ai:easy", "ai:medium"]
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, WatchOnlyScene) and not started
    press(app, pygame.K_RETURN)                          # "Back" is focused
    assert app.top is ng and not started
    press(app, pygame.K_RETURN)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)                          # "Watch the AIs"
    assert len(started) == 1 and all(s["kind"] == "ai" for s in started[0]["seats"])


def _saved_akropolis(app):
    from game.scenes.tables import start_game
    from game.storage import saves
    cfg = {"game": "akropolis", "seed": 3, "options": {"solo": None, "variants": [],
                                                       "all_tiles": False},
           "seats": [{"name": "You", "kind": "person", "ai": "greedy"},
                     {"name": "Bot", "kind": "ai", "ai": "greedy"}]}
    assert start_game(app, cfg)
    saves.flush()
    state = app.top.state
    app.reset_to(TitleScene(app))
    app.push(NewGameScene(app, "akropolis", seed=99))
    frames(app, 2)
    return state


def _to_start(app):
    ng = app.top
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    return app.top


def test_new_game_over_an_autosave_asks_and_keep_playing_continues_it(app):
    saved = _saved_akropolis(app)
    ask = _to_start(app)
    assert ask.name == "replace-save" and ask.focus.focused.key == "no"
    assert ask.detail == ("This replaces your saved Akropolis game (round 1). Start anyway?")
    assert [w.label for w in ask.focus.widgets] == ["Start new", "Keep playing the saved one"]
    press(app, pygame.K_ESCAPE)                     # just closes the question
    assert app.top.name == "new-game"
    ask = _to_start(app)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)     # the focused "Keep playing the saved one"
    assert app.top.name != "replace-save" and type(app.top).__name__ == "AkropolisTable"
    assert app.top.state is ask.save.state and app.top.config["seed"] == 3
    assert ask.save.state.round == saved.round == 1


def test_new_game_over_an_autosave_start_new_by_keyboard_and_mouse(app):
    _saved_akropolis(app)
    ask = _to_start(app)
    press(app, pygame.K_LEFT)
    assert ask.focus.focused.key == "yes"
    press(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "AkropolisTable" and app.top.config["seed"] == 99
    _saved_akropolis(app)
    ask = _to_start(app)
    click(app, ask.focus.widgets[0].rect.center)
    assert type(app.top).__name__ == "AkropolisTable" and app.top.config["seed"] == 99


def test_new_game_without_an_autosave_starts_at_once(app):
    _to_start(app)
    assert type(app.top).__name__ == "AkropolisTable"


@pytest.mark.parametrize("size", [(640, 400), (1920, 1080)])
def test_hint_line_fits_between_back_and_start(tmp_path, size):
    from game.render.fonts import font
    a = make_app(tmp_path, size=size)
    a.push(NewGameScene(a, "akropolis", seed=1))
    press(a, pygame.K_DOWN)                              # keyboard words (the longest)
    ng = a.top
    back, start = widget(ng, "back").rect, widget(ng, "start").rect
    room = start.x - back.right - 24
    lines, s = ng.hint_lines(room, 20)
    assert s >= 11 and all(font(s).size(ln)[0] <= room for ln in lines)
    assert " \u00b7 ".join(lines) == ng.hint() and "Start is the last row" in ng.hint()
    assert len(lines) == (2 if size[0] == 640 else 1)
