"""Test helper: express a Picture Pie action as the pygame input a person would give the table.

Only posted pygame events reach the table (through ``game.app.testing``); the positions come from
the table's own layout (what is drawn is what is clicked).
"""

from __future__ import annotations

import pygame

from game.app.testing import click, frames, move, press
from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel)


def settle(app, table, limit: int = 400) -> None:
    """Run frames until the table has no blocking animation and no AI thinking."""
    for _ in range(limit):
        st = table.state
        shown = st.is_terminal or table.view_seat == st.current_seat
        if not table.animator.fx.busy and table.task is None and shown:
            return
        frames(app, 1)


def widget(scene, key):
    """The widget of ``scene`` (a menu scene: New Game, Results) with ``key``."""
    for w in scene.focus.widgets:
        if w.key == key:
            return w
    raise AssertionError(f"no widget {key!r} on {scene.name}")


def play_person(app, table, brain, limit: int = 6000) -> int:
    """Play every person turn on ``table`` by posted input (:func:`perform`) of ``brain``'s
    choices (at most three site turns a turn, then End turn) while the AI seats play through
    the session, until the table leaves the top of the stack (the Results); every person
    action must change the game.  Returns the number of person actions."""
    st = table.state
    done = rotations = 0
    for _ in range(limit):
        if app.top is not table:
            break
        settle(app, table)
        if st.is_terminal or app.top is not table or not table.is_person(st.current_seat):
            frames(app, 1)
            continue
        action = brain.choose(st.copy())
        if isinstance(action, Rotate):
            rotations += 1
            if rotations > 3:
                action = EndTurn()
        if isinstance(action, EndTurn):
            rotations = 0
        where = (st.stage, st.current_seat, len(st.turn_log))
        before = st.to_dict()
        perform(app, table, action)
        assert st.to_dict() != before, (action, table.message, where)
        done += 1
    return done


def end_turn(app, table, mouse: bool = False) -> None:
    """End the turn with T (or the End turn button), confirming when the table asks first
    (tiles left in hand go to the Masonry Yard or the box, PP-11)."""
    for _ in range(2):
        if mouse:
            click(app, table.button_rect("end").center)
        else:
            press(app, pygame.K_t)
        if not table.interaction.end_confirm_pending:
            return


def perform(app, table, action) -> None:
    """Post the input events that make a person perform ``action`` on ``table``."""
    st = table.state
    if isinstance(action, Pick):
        click(app, table.pick_rect(action.size, action.motif, action.mark).center)
    elif isinstance(action, DraftHalf):
        click(app, table.wheel_tile_pos(action.tile_id))
    elif isinstance(action, DraftSmall):
        ids = action.tile_ids
        if len(ids) == 1:
            pos = table.wheel_tile_pos(ids[0])
            click(app, pos)
            click(app, table.button_rect("take").center)
        else:
            p0, p1 = table.wheel_tile_pos(ids[0]), table.wheel_tile_pos(ids[1])
            click(app, p0)
            click(app, p1)
    elif isinstance(action, DraftNothing):
        click(app, table.button_rect("take").center)
    elif isinstance(action, Place):
        click(app, table.tray_tile_pos(action.tile_id))
        size = st.tiles[action.tile_id].size
        pos = table.slot_point(action.site, action.slot, size)
        move(app, pos)
        click(app, pos)
    elif isinstance(action, Rotate):
        move(app, table.layout.site_center(action.site))
        if action.steps <= 4:
            for _ in range(action.steps):
                click(app, table.button_rect("site_ccw").center)
        else:
            for _ in range(8 - action.steps):
                click(app, table.button_rect("site_cw").center)
    elif isinstance(action, Store):
        click(app, table.tray_tile_pos(action.tile_id))
        click(app, table.button_rect("store").center)
    elif isinstance(action, TurnWheel):
        click(app, table.button_rect("wheel_cw" if action.direction > 0 else "wheel_ccw").center)
    elif isinstance(action, EndTurn):
        end_turn(app, table)
    else:  # pragma: no cover
        raise AssertionError(f"no input for {action!r}")
