"""New Game with Akropolis Pantheon: X / View+X (Tab/Shift+Tab) switch between the options and
the seats from every options row of every mode (the hint "X seats" holds), and a row whose
value the player is changing (the Mode row clicked) shows no tooltip over its value until the
pointer leaves it."""

from __future__ import annotations

import pygame

from game import games
from game.app.testing import click, frames, make_app, move, pad_button, pad_chord
from game.scenes.new_game import NewGameScene


def test_x_and_view_x_reach_the_seats_from_every_options_row_of_every_mode(tmp_path):
    app = make_app(tmp_path)
    for gid in games.game_ids():
        for entry in games.modes(gid):
            ng = NewGameScene(app, gid)
            app.push(ng)
            frames(app, 2)
            ng.set_mode(entry.mode)
            frames(app, 2)
            left, seats, _ = ng.columns()
            for key in left:
                ng.focus.focus_key(key)
                pad_button(app, pygame.CONTROLLER_BUTTON_X)
                assert str(ng.focus.focused.key).startswith("seat-"), (gid, entry.mode, key)
                pad_chord(app, pygame.CONTROLLER_BUTTON_X)
                assert ng.focus.focused.key == key, (gid, entry.mode, key)
            pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)   # the pad's hint says it
            assert "X seats" in ng.hint()
            app.pop()


def test_the_mode_tooltip_keeps_off_while_the_mode_is_changed(tmp_path):
    app = make_app(tmp_path)
    ng = NewGameScene(app, "akropolis")
    app.push(ng)
    frames(app, 2)
    mode = next(w for w in ng.focus.widgets if w.key == "mode")
    labels = set()
    for _ in range(len(games.modes("akropolis"))):
        click(app, (mode.rect.right - 10, mode.rect.centery))
        mode = next(w for w in ng.focus.widgets if w.key == "mode")
        labels.add(ng.mode)
        frames(app, 2)
        assert ng.drawn.get("tooltip") is None, ng.mode   # changing it: the value stays clear
    assert len(labels) == len(games.modes("akropolis"))
    move(app, (1, 1))
    move(app, mode.rect.center, steps=2)
    assert ng.drawn.get("tooltip") is not None          # pointer back: the tip again
