"""Picture Pie's tutorial: played headless with posted events from the Title's Help to its
last callout; wrong moves get hints and never a dead end; skip and leave; the callout names the
controls of the device in use."""

from types import SimpleNamespace

import pygame

from game.app.testing import click, frames, make_app, pad_button, press
from game.core.picture_pie.actions import (DraftHalf, DraftSmall, EndTurn, Pick, Place, Rotate,
                                           Store, TurnWheel)
from game.scenes.help import HelpScene
from game.scenes.pause import PauseScene
from game.scenes.title import TitleScene
from game.scenes.tutorial.picture_pie import PicturePieTutorial, start_tutorial
from game.scenes.tutorial.coach import Coach, Step
from tests.app.pp_driver import perform, settle


def settle_mine(app, table, limit=600):
    """Frames until it is the person's (seat 0) turn and nothing moves."""
    for _ in range(limit):
        settle(app, table)
        if table.state.current_seat == 0 and not table.animator.fx.busy:
            return
        frames(app, 1)
    raise AssertionError("the person's turn never came back")


def _legal(st, kind, pred=lambda a: True):
    return next(a for a in st.legal_actions() if isinstance(a, kind) and pred(a))


def _words(table) -> str:
    c = table.callout()
    return " ".join(text for _style, text, _y in c.rows) if c else ""


def _open_from_title(tmp_path):
    """Title -> Help -> the Picture Pie tutorial's page -> Start, all by posted keys."""
    app = make_app(tmp_path, animations=False)
    app.push(TitleScene(app))
    frames(app, 1)
    app.top.focus.focus_key("rules")
    press(app, pygame.K_RETURN)
    help_scene = app.top
    assert isinstance(help_scene, HelpScene)
    while help_scene.book >= 0:                    # RIGHT walks the pages to the tutorials
        press(app, pygame.K_RIGHT)
    assert help_scene.current().title == "Tutorial: Picture Pie"
    press(app, pygame.K_RETURN)                    # "Start the tutorial" is focused
    table = app.top
    assert isinstance(table, PicturePieTutorial) and len(app.stack) == 1
    frames(app, 2)
    return app, table


def test_the_tutorial_completes_with_posted_events(tmp_path):
    app, table = _open_from_title(tmp_path)
    st, coach = table.state, table.coach
    assert st.current_seat == 0 and st.stage == "setup"
    assert coach.step().key == "pick" and "Enter" in _words(table)
    for size in (2, 1, 1):
        perform(app, table, _legal(st, Pick, lambda a: a.size == size and a.mark is None))
    settle_mine(app, table)
    assert coach.done == ["pick"] and st.stage == "draft" and st.current_seat == 0
    # turn 1: draft a Half, place it, turn the site, turn the wheel, end the turn
    assert coach.step().key == "draft"
    perform(app, table, _legal(st, DraftHalf))
    assert coach.step().key == "place"
    perform(app, table, _legal(st, Place, lambda a: a.tile_id in st.hand))
    assert coach.step().key == "rotate"
    perform(app, table, _legal(st, Rotate, lambda a: a.steps == 1))
    assert coach.step().key == "wheel"
    perform(app, table, _legal(st, TurnWheel))
    assert coach.step().key == "end" and coach.note == ""
    perform(app, table, EndTurn())
    settle_mine(app, table)
    assert coach.done == ["pick", "draft", "place", "rotate", "wheel", "end"]
    # turn 2: small pieces from the Sundial's sector, a yard tile placed, end
    assert st.current_seat == 0 and coach.step().key == "draft2"
    perform(app, table, _legal(st, DraftSmall))
    yard = st.boards[0].yard
    move = next((a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id in yard),
                None) or _legal(st, Store)
    perform(app, table, move)
    assert coach.step().key == "end2"
    perform(app, table, EndTurn())
    settle_mine(app, table)
    assert coach.finished and not coach.skipped and coach.step() is None
    assert "Well done" in _words(table)
    click(app, table.callout().button.center)      # Close: the last callout goes
    assert table.callout() is None and app.top is table


def _at_draft(tmp_path):
    """The tutorial started, the setup picks made, the person's first draft due."""
    app = make_app(tmp_path, animations=False)
    table = start_tutorial(app)
    frames(app, 2)
    for size in (2, 1, 1):
        perform(app, table, _legal(table.state, Pick, lambda a: a.size == size))
    settle_mine(app, table)
    return app, table


def test_wrong_moves_get_hints_and_an_early_end_skips_never_blocks(tmp_path):
    app, table = _at_draft(tmp_path)
    st, coach = table.state, table.coach
    press(app, pygame.K_t)                          # End turn before drafting: refused
    assert coach.note.startswith("Not quite:") and coach.step().key == "draft"
    perform(app, table, _legal(st, DraftSmall))
    perform(app, table, _legal(st, Place, lambda a: a.tile_id in st.hand))
    perform(app, table, _legal(st, TurnWheel))      # the wheel before the site: counted too
    assert "wheel" in coach.done and coach.step().key == "rotate"
    perform(app, table, EndTurn())                  # the site never turned: skipped, not stuck
    assert coach.skipped == ["rotate"] and "any turn" in coach.note
    settle_mine(app, table)
    assert coach.step().key == "draft2" and st.current_seat == 0


def test_skip_button_pause_leave_and_pad_words(tmp_path):
    app = make_app(tmp_path, animations=False)
    app.push(TitleScene(app))
    table = start_tutorial(app)
    frames(app, 2)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert app.last_device == "controller"
    assert " A " in f" {_words(table)} " and "Enter" not in _words(table)
    press(app, pygame.K_ESCAPE)                     # pause: the tutorial's own Leave entry
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.quit_to[0] == "Leave the tutorial"
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    click(app, table.callout().button.center)       # Skip: no more callouts, the game goes on
    assert table.coach.stopped and table.callout() is None and app.top is table
    assert not list(tmp_path.glob("*.toml.autosave*")) and not list(tmp_path.glob("autosave*"))


def test_restart_stays_in_the_tutorial_play_again_leaves_it(tmp_path):
    app = make_app(tmp_path, animations=False)
    table = start_tutorial(app)
    frames(app, 1)
    table.restart()
    again = app.top
    assert isinstance(again, PicturePieTutorial) and again is not table
    assert again.coach.step().key == "pick"
    again.play_again()
    assert type(app.top).__name__ == "PicturePieTable" and app.top.config["seed"] == 3


def test_callout_notes_say_things_once_in_their_tone_and_the_ai_turn_is_no_step(tmp_path):
    app, table = _at_draft(tmp_path)
    st, coach = table.state, table.coach
    hint = coach.step().hint
    coach.refused(hint)                             # a refusal that is the hint: said once
    assert coach.note.count(hint.rstrip(".")) == 1 and coach.tone == "bad"
    press(app, pygame.K_t)                          # End turn before drafting: refused
    assert coach.tone == "bad" and table.callout().words.tone == "bad"
    perform(app, table, _legal(st, DraftHalf))
    assert coach.note == "" and coach.step().key == "place"   # the right move: no red left
    perform(app, table, _legal(st, Place, lambda a: a.tile_id in st.hand))
    perform(app, table, _legal(st, Place, lambda a: a.tile_id in st.hand)) if any(
        isinstance(a, Place) and a.tile_id in st.hand for a in st.legal_actions()) else None
    assert coach.step().key == "rotate"
    perform(app, table, _legal(st, Place)) if any(
        isinstance(a, Place) for a in st.legal_actions()) else None
    if coach.note:                                  # another fine move: green, not red
        assert coach.tone == "good" and table.callout().words.tone == "good"
    other = Coach(((Step("a", "A", "t", {"keys": ""}, "h", "x", lambda t, a: False),),))
    other.applied(None, SimpleNamespace(action=EndTurn(), turn_ended=False), True)
    assert other.tone == "good" and other.note.startswith("That works too")
    perform(app, table, EndTurn())
    assert coach.tone == "info" and "any turn" in coach.note
    n = coach.number()
    if not table.my_turn():                         # Livia's turn is not a numbered step
        assert "step" not in table.callout().words.tag
    settle_mine(app, table)
    assert coach.number() == n and coach.step().key == "draft2"
