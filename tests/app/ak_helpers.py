"""Shared set-up for the Akropolis table tests (test_ak_*.py): open a table in a headless App,
wait for the person's turn or the results, place a tile by posted events as a player would."""

import pygame

from game.app.testing import click, frames, make_app, press
from game.scenes.akropolis.results import AkropolisResults
from game.scenes.akropolis.table import AkropolisTable

#: a person (Ann, seat 0) against a random AI (Bot)
CFG2 = {"game": "akropolis", "seed": 3,
        "seats": [{"name": "Ann", "kind": "person"}, {"name": "Bot", "kind": "ai", "ai": "random"}],
        "options": {}}


def open_table(tmp_path, cfg=CFG2, size=(1280, 720), state=None, title=False, **settings):
    """(app, table): an App of ``size`` with ``settings`` and an AkropolisTable for ``cfg`` (on a
    TitleScene when ``title``), two frames drawn."""
    app = make_app(tmp_path, size=size, **settings)
    if title:
        from game.scenes.title import TitleScene
        app.push(TitleScene(app))
    table = AkropolisTable(app, cfg, state=state)
    app.push(table)
    frames(app, 2)
    return app, table


def wait_person(app, table, limit=2000):
    """Run frames until a person may move or the game is over."""
    for _ in range(limit):
        if table.person_turn or table.state.is_terminal:
            return
        frames(app, 1, dt=0.05)
    s, d = table.session, table.session.driver
    raise AssertionError(f"the person's turn never came: seat {table.state.current_seat}, "
                         f"thinking {s.thinking}, task done {d.task is not None and d.task.done}, "
                         f"error {d.error!r}, animating {table.animating()}, "
                         f"notices {s.notices}, top {app.top.name}")


def wait_results(app, limit=50):
    """Run frames until the AkropolisResults scene is on top; returns it."""
    for _ in range(limit):
        if isinstance(app.top, AkropolisResults):
            break
        frames(app, 1, dt=0.05)
    assert isinstance(app.top, AkropolisResults), app.top
    return app.top


def place_by_events(app, table, action):
    """Express ``action`` as a player would: click the site tile, rotate with E, click the hex
    (proposes the placement, AK-9b), click it again (confirms)."""
    click(app, table.site_tile_pos(action.index))
    assert table.selected == action.index
    for _ in range((action.rotation - table.rotation) % 6):
        press(app, pygame.K_e)
    assert table.rotation == action.rotation
    pos = table.hex_screen_pos(action.q, action.r)
    if not table.view_rect.collidepoint(pos):
        press(app, pygame.K_f)
        pos = table.hex_screen_pos(action.q, action.r)
    click(app, pos)
    if table.proposed:
        click(app, pos)
