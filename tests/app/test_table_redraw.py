"""An idle table is not redrawn (issue 19 point 15): TableScene.needs_redraw is True only while
something moves by itself, once after a change without input, and at a low rate for the
Akropolis ghost's gentle bob."""

from __future__ import annotations

import pygame

from game.app.testing import frames, make_app, press
from game.scenes.registry import make_scene


def _settled(app, name):
    app.push(make_scene(name, app, 3))
    table = app.top
    frames(app, 240)          # every entrance effect and tween done
    app.toasts.clear()
    table.needs_redraw()      # take in the picture as it now is
    return table


def test_idle_picture_pie_table_is_not_redrawn_until_something_changes(tmp_path):
    app = make_app(tmp_path, ai_delay=0.0)
    table = _settled(app, "pp-table")
    assert not table.animator.moving()
    assert [table.needs_redraw() for _ in range(5)] == [False] * 5
    assert not app.needs_redraw()
    table.say("A note")                      # a note appears: one redraw
    assert table.needs_redraw() and not table.needs_redraw()
    table.animator.spin = 0.5                # the wheel turning: every frame
    assert table.needs_redraw() and table.needs_redraw()


def test_an_applied_move_redraws_the_picture_pie_table(tmp_path):
    app = make_app(tmp_path, ai_delay=0.0)
    table = _settled(app, "pp-table")
    before = table.needs_redraw()
    action = next(a for a in table.state.legal_actions() if table.state.is_legal(a))
    assert table.act(action)
    assert not before and table.needs_redraw()


def test_akropolis_ghost_bobs_at_a_low_rate_and_a_still_table_rests(tmp_path):
    app = make_app(tmp_path, ai_delay=0.0)
    table = _settled(app, "ak-table")
    if table.selected is not None:
        table.cancel()
    frames(app, 60)
    table.needs_redraw()
    assert not table.in_motion()
    assert [table.needs_redraw() for _ in range(3)] == [False] * 3
    table.select_tile(0)
    frames(app, 2)
    table.needs_redraw()
    drawn = 0
    for _ in range(60):                       # one second of frames with the ghost shown
        frames(app, 1)
        drawn += table.needs_redraw()
    assert 10 <= drawn <= 30                  # about IDLE_MOTION_FPS, far fewer than 60


def _picture(table) -> bytes:
    surface = pygame.Surface(table.app.size)
    table.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _redraws(app, table, n: int) -> int:
    drawn = 0
    for _ in range(n):
        frames(app, 1)
        drawn += table.needs_redraw()
    return drawn


def test_akropolis_ghost_comes_to_rest_without_input_and_bobs_again_on_input(tmp_path):
    """Issue 10: the picked tile's ghost bobs for GHOST_BOB_SECONDS after the last input, then
    rests (the table is no longer redrawn: idle CPU); a key press starts the bob again."""
    app = make_app(tmp_path, ai_delay=0.0)
    table = _settled(app, "ak-table")      # the demo's picked tile has rested by now
    assert table.selected is not None and table.ghost_bob() == 0.0
    table.cancel()
    frames(app, 2)
    table.select_tile(0)                    # a newly picked tile: its ghost bobs
    frames(app, 2)
    table.needs_redraw()
    assert table.ghost_bob() == 1.0 and table.idle_motion()
    frames(app, int((table.GHOST_BOB_SECONDS + 0.5) * 60))   # no input
    table.needs_redraw()
    assert table.selected is not None and table.ghost_bob() == 0.0 and not table.idle_motion()
    assert _redraws(app, table, 120) == 0                     # two seconds: never redrawn
    still = _picture(table)
    frames(app, 7)
    assert _picture(table) == still                           # the ghost rests
    press(app, pygame.K_RIGHT)                                 # input: the ghost moves and bobs
    assert table.selected is not None and table.ghost_bob() == 1.0 and table.idle_motion()
    assert 10 <= _redraws(app, table, 60) <= 30               # about IDLE_MOTION_FPS again
    bobbing = _picture(table)
    frames(app, 7)
    assert _picture(table) != bobbing
