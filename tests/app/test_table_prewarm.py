"""Table pre-warming (TableScene.prewarm, game/scenes/table_base.py): images are built at scene
enter, a few steps a frame; with transitions on the previous picture stays up until the first
picture's images are built; the steps only fill caches (the table looks the same), a failing
step never stops the game, and a resize starts them again for the new size."""

from __future__ import annotations

import pygame
import pytest

from game.app.testing import frames, make_app
from game.scenes.registry import make_scene
from game.scenes.table_base import TableScene

TABLES = ("pp-table", "pp-setup", "ak-table", "ak-solo")


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("name", TABLES)
def test_prewarm_runs_every_step_and_changes_nothing_shown(tmp_path, name):
    app = make_app(tmp_path)
    table = make_scene(name, app, 1)
    app.reset_to(table)
    assert isinstance(table, TableScene) and table._warm is not None
    table.run_prewarm(float("inf"))
    assert table._warm is None and not table.holding_picture
    warmed = pygame.Surface(app.size)
    table.draw(warmed)
    cold_app = make_app(tmp_path / "cold")
    cold = make_scene(name, cold_app, 1)
    cold_app.reset_to(cold)
    cold._warm = None   # no pre-warm: every image built by the draw itself
    plain = pygame.Surface(cold_app.size)
    cold.draw(plain)
    assert pixels(warmed) == pixels(plain)


@pytest.mark.parametrize("name", ("pp-table", "ak-table"))
def test_transitions_hold_the_previous_picture_until_the_first_one_is_built(tmp_path, name):
    app = make_app(tmp_path)
    app.reset_to(make_scene("title", app, 1))
    frames(app, 2)
    title = pixels(app.screen)
    app.transitions = True
    table = make_scene(name, app, 1)
    table.PREWARM_BUDGET = 0.0   # one step a frame, however warm the shared caches already are
    app.reset_to(table)
    frames(app, 1)
    assert table.holding_picture and pixels(app.screen) == title
    for _ in range(TableScene.PREWARM_HOLD_FRAMES):
        if not table.holding_picture:
            break
        frames(app, 1)
    assert not table.holding_picture
    frames(app, 20)   # the fade is over: the table is on screen
    assert pixels(app.screen) != title


def test_tests_without_transitions_see_the_table_on_the_first_frame(tmp_path):
    app = make_app(tmp_path)
    table = make_scene("pp-table", app, 1)
    app.reset_to(table)
    frames(app, 1)
    assert not table.holding_picture
    drawn = pygame.Surface(app.size)
    table.draw(drawn)
    assert pixels(app.screen) == pixels(drawn)


def test_a_failing_step_ends_the_prewarm_not_the_game(tmp_path, capsys):
    app = make_app(tmp_path)
    app.transitions = True
    table = make_scene("pp-table", app, 1)

    def broken():
        raise RuntimeError("no such image")
        yield

    table.prewarm = broken
    app.reset_to(table)
    frames(app, 3)
    assert table._warm is None and not table.holding_picture
    assert "no such image" in capsys.readouterr().err


def test_a_resize_starts_the_steps_again_without_holding(tmp_path):
    app = make_app(tmp_path)
    table = make_scene("ak-table", app, 1)
    app.reset_to(table)
    table.run_prewarm(float("inf"))
    assert table._warm is None
    table.on_resize((900, 600))   # as the App does when the window changes size
    assert table._warm is not None and not table.holding_picture
    table.run_prewarm(float("inf"))
    assert table._warm is None
