"""An idle table is not redrawn (issue 19 point 15): TableScene.needs_redraw is True only while
something moves by itself, once after a change without input, and at a low rate for the
Akropolis ghost's gentle bob."""

from __future__ import annotations

from game.app.testing import frames, make_app
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
