"""A held key: pygame's key repeat moves the focus again and again, but never presses a button
twice - holding Enter on Continue opens the table and places nothing there (a play-tester's
held Enter placed the drafted Half on the table that opened) - and a message already showing is
not stacked again."""

import pygame

from game.app.testing import frames, make_app, post
from game.input.actions import Act
from game.input.mapper import InputMapper
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene


def _down(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _up(key):
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def test_a_held_key_repeats_moves_but_not_presses():
    m = InputMapper()
    assert [e.act for e in m.translate(_down(pygame.K_RETURN))] == [Act.CONFIRM]
    assert m.translate(_down(pygame.K_RETURN)) == []        # the repeat of a held Enter
    assert m.translate(_down(pygame.K_ESCAPE))[0].act == Act.BACK
    assert m.translate(_down(pygame.K_ESCAPE)) == []
    first = m.translate(_down(pygame.K_DOWN))
    again = m.translate(_down(pygame.K_DOWN))
    assert [e.act for e in first + again] == [Act.DOWN, Act.DOWN]
    assert not first[0].repeat and again[0].repeat
    m.translate(_up(pygame.K_RETURN))
    assert [e.act for e in m.translate(_down(pygame.K_RETURN))] == [Act.CONFIRM]   # a new press
    m.translate(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert [e.act for e in m.translate(_down(pygame.K_ESCAPE))] == [Act.BACK]   # keys forgotten


def test_holding_enter_on_the_title_opens_new_game_and_nothing_more(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 1)
    for _ in range(8):   # one press, then pygame's repeats while it is held
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        frames(app, 1)
    assert isinstance(app.top, NewGameScene)
    def shown():
        return {k: v for k, v in app.top.config().items() if k != "seed"}   # a new seed a call
    before = shown()
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    frames(app, 2)
    assert isinstance(app.top, NewGameScene) and shown() == before


def test_the_same_message_is_not_stacked(tmp_path):
    app = make_app(tmp_path)
    for _ in range(3):
        app.toast("Could not autosave: disk full", 2.0)
    app.toast("Another message", 2.0)
    assert [t[0] for t in app.toasts] == ["Could not autosave: disk full", "Another message"]
