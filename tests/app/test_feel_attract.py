"""The Title's attract mode: an Easy AI game after 60 s of idle frames, any input returns to
the Title at once and does nothing else, nothing is written (game.scenes.attract)."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press
from game.scenes import attract
from game.scenes.attract import AttractScene, IDLE_SECONDS
from game.scenes.title import TitleScene


@pytest.fixture
def title(tmp_path, monkeypatch):
    # the AI thinks inline in tests (a pace of 0): the attract mode's pace is its config's
    monkeypatch.setattr(attract, "AI_DELAY", 0.0)
    app = make_app(tmp_path, size=(960, 540))
    scene = app.push(TitleScene(app))
    frames(app, 2)
    return app, scene, tmp_path


def idle(app, seconds, dt=1.0):
    """``seconds`` of frames with no input at all (``dt`` s each)."""
    frames(app, int(round(seconds / dt)), dt=dt)


def test_attract_mode_starts_after_a_minute_idle_and_any_key_ends_it(title):
    app, scene, tmp_path = title
    idle(app, IDLE_SECONDS - 1.0)
    assert app.top is scene                       # 59 s: still the Title
    focused = scene.focus.focused.key
    idle(app, 1.0)
    demo = app.top
    assert isinstance(demo, AttractScene) and demo.table is not None
    assert demo.config["ai_delay"] == attract.AI_DELAY
    assert [s["ai"] for s in demo.config["seats"]] == ["easy", "easy"]
    assert not app.autosave_enabled
    frames(app, 20)
    st = demo.table.state
    assert len(st.action_log) > 0                 # the AIs play
    press(app, pygame.K_RETURN)                   # any key: back at once, nothing chosen
    assert app.top is scene and scene.focus.focused.key == focused
    assert app.autosave_enabled
    assert not list(tmp_path.glob("*autosave*")) and not list(tmp_path.rglob("*replay*"))
    idle(app, IDLE_SECONDS - 1.0)                 # the minute starts again
    assert app.top is scene
    idle(app, 1.0)
    assert isinstance(app.top, AttractScene)
    assert app.top.config["game"] != demo.config["game"]   # the other game's turn


def test_input_on_the_title_restarts_the_minute(title):
    app, scene, _ = title
    idle(app, 50.0)
    press(app, pygame.K_DOWN)
    idle(app, 50.0)
    assert app.top is scene
    move(app, (5, 5))
    move(app, (9, 9))     # a real motion is input too
    idle(app, 30.0)
    assert app.top is scene and scene.idle == pytest.approx(1 / 60 + 30.0)   # since (9, 9)


def test_a_click_ends_the_attract_mode_without_clicking_the_title(title):
    app, scene, _ = title
    idle(app, IDLE_SECONDS)
    assert isinstance(app.top, AttractScene)
    quit_button = next(w for w in scene.focus.widgets if w.key == "quit")
    click(app, quit_button.rect.center)
    assert app.top is scene and app.running     # back on the Title, Quit not pressed


def test_a_finished_game_rests_then_the_next_one_starts(title, monkeypatch):
    app, scene, _ = title
    monkeypatch.setattr(attract, "REST_SECONDS", 1.0)
    demo = app.push(AttractScene(app, 1))
    first = demo.config["game"]
    st = demo.table.state
    while not st.is_terminal:                      # play it out through the rules
        st.apply(st.legal_actions()[0])
    frames(app, 30)                                # the last moves show; no results screen
    assert app.top is demo and demo.table.results_scene is None
    idle(app, 1.5, dt=0.1)
    assert demo.games_played == 2 and demo.config["game"] != first
