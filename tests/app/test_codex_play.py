"""The first Codex city played to a result through the table, by posted input only: Title ->
Codex -> the map -> the briefing -> Play -> the Picture Pie table (the person's moves chosen by
the greedy AI and performed as clicks and keys, tests/app/pp_driver.py) -> the results.  The
stars are awarded from the city's thresholds and saved, the second city opens, and a fresh
app (a restart) reads the same record back."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.ai import make_player
from game.app.testing import click, frames, make_app, pad_button, press
from game.scenes.codex import cities as C
from game.scenes.codex.demo import play_turns
from game.scenes.codex.map import CodexMapScene
from game.storage import saves
from game.scenes.codex.results import CodexResults
from game.scenes.codex.table import CodexTable
from game.scenes.title import TitleScene
from game.storage import progress

sys.path.insert(0, str(Path(__file__).parent))
from codex_helpers import widget  # noqa: E402
from pp_driver import play_person  # noqa: E402


def play_by_input(app, table, seed: int = 99) -> int:
    """Play the table's person with the greedy AI's choices, posted as input
    (pp_driver.play_person); the count of actions performed."""
    return play_person(app, table, make_player("greedy", "picture-pie", seed))


def results_of(app, limit: int = 600):
    """Frames until the results are up (the last effects play first); the results scene."""
    for _ in range(limit):
        if isinstance(app.top, CodexResults):
            break
        frames(app, 1)
    assert isinstance(app.top, CodexResults), app.top
    frames(app, 40)                                   # past the confirm guard
    return app.top


def test_first_city_to_a_result_saves_stars_and_opens_the_second(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 2)
    title = app.top
    click(app, widget(title, "picture-pie-codex").rect.center)
    cmap = app.top
    assert isinstance(cmap, CodexMapScene)
    first, second = cmap.codex.cities[0], cmap.codex.cities[1]
    assert cmap.focus == 0 and first.playable and second.status == "locked"
    press(app, pygame.K_RETURN)
    brief = app.top
    assert brief.name == "codex-briefing" and brief.city.id == first.id
    press(app, pygame.K_RETURN)                       # Play is focused
    table = app.top
    assert isinstance(table, CodexTable) and table.state.mode == "codex"
    assert table.level.id == first.id
    assert table.round_label().startswith(f"Turn 1 of {first.level.turns} \u00b7 ")
    assert play_by_input(app, table) > 10
    assert table.state.is_terminal
    res = results_of(app)
    score = table.state.scores()[0]
    stars = first.level.stars_for(score)
    assert (res.score, res.stars) == (score, stars)
    assert stars >= 1, f"the greedy player should reach a star ({score} points)"
    assert res.finish.change.after == progress.Best(stars, score)
    assert res.finish.newly_open and res.finish.next_city.id == second.id
    assert res.unlock_text() == (f"Next city unlocked: {second.name}", "good")
    # saved in the user data folder
    saved, told = progress.load_progress(tmp_path)
    assert told is None and saved.best(first.id) == progress.Best(stars, score)
    # the results' Codex map shows the second city open
    click(app, widget(res, "map").rect.center)
    cmap = app.top
    assert isinstance(cmap, CodexMapScene)
    assert cmap.codex.city(second.id).playable
    assert cmap.codex.city(first.id).best == progress.Best(stars, score)
    # a restart: a fresh app reads the same record
    app2 = make_app(tmp_path)
    again = CodexMapScene(app2)
    app2.push(again)
    frames(app2, 1)
    assert again.codex.city(first.id).best == progress.Best(stars, score)
    assert again.codex.city(second.id).playable
    assert again.progress_notice is None
    assert again.codex.cities[2].status == "locked"


def start_first_city(app) -> CodexTable:
    """From a fresh Codex map: Enter (the first city's briefing), Enter (Play)."""
    app.push(CodexMapScene(app))
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, CodexTable)
    return app.top


def test_results_next_city_opens_its_briefing(tmp_path):
    app = make_app(tmp_path)
    play_by_input(app, start_first_city(app))
    res = results_of(app)
    assert res.stars >= 1 and widget(res, "next").enabled
    press(app, pygame.K_RETURN)                       # Next city is focused after a star
    brief = app.top
    assert brief.name == "codex-briefing" and brief.city.number == 2
    press(app, pygame.K_ESCAPE)                       # Back: the map, on the second city
    assert isinstance(app.top, CodexMapScene) and app.top.focus == 1


def test_results_retry_plays_the_same_city_from_its_first_tile(tmp_path):
    app = make_app(tmp_path)
    city = CodexMapScene(app).codex.cities[0]
    table = CodexTable(app, C.play_config(city.level))
    play_turns(table, 3, city.level.turns)           # a finished game (the AI's moves)
    app.push(table)
    res = results_of(app)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert res.focus.focused.key == "retry"
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    again = app.top
    assert isinstance(again, CodexTable) and again is not table
    assert again.level.id == city.id and again.state.turns_left == city.level.turns
    assert again.state.to_dict() == CodexTable(app, C.play_config(city.level)).state.to_dict()


def test_pause_restart_and_quit_on_a_codex_table(tmp_path):
    app = make_app(tmp_path)
    table = start_first_city(app)
    press(app, pygame.K_p)
    assert app.top.name == "pause"
    click(app, widget(app.top, "restart").rect.center)
    assert app.top.name == "confirm"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)                       # Yes
    t2 = app.top
    assert isinstance(t2, CodexTable) and t2 is not table
    # a city autosaves in its own file (the Campaign's Continue is kept)
    saves.flush()
    assert sorted(p.name for p in Path(tmp_path).glob("autosave-*")) == [
        "autosave-picture-pie-codex.toml", "autosave-picture-pie-codex.toml.bak"]


def test_quit_from_a_codex_city_returns_to_the_codex_map(tmp_path):
    """Pause -> "Quit to the Codex map" asks first; Yes shows the map on this city."""
    app = make_app(tmp_path)
    table = start_first_city(app)
    press(app, pygame.K_p)
    quit_button = widget(app.top, "quit")
    assert quit_button.label == "Quit to the Codex map"
    click(app, quit_button.rect.center)
    assert app.top.name == "confirm"
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)                       # Yes
    assert isinstance(app.top, CodexMapScene)
    assert app.top.focused.id == table.level.id


def test_a_city_shows_its_goals_under_one_heading(tmp_path):
    from game.scenes.codex.results import ledger_line
    from game.scenes.picture_pie import blueprints_panel as bp
    app = make_app(tmp_path, size=(1280, 720))
    codex, _ = C.load(app, record=progress.Progress())
    city = next(c for c in codex.cities if not c.damaged and c.level.goals)
    table = app.push(CodexTable(app, C.play_config(city.level)))
    frames(app, 2)
    panel = table.cards
    data = panel.content()
    assert data.title == "City goals" and data.private_label == "" == data.public_label
    assert [c.id for c in data.cards] == list(city.level.goals)
    g = panel.geometry()
    assert not g.strip and g.labels == () and len(g.boxes) == len(city.level.goals)
    panel.say_card(0)
    assert table.message.startswith("City goal ") and "Senate" not in table.message
    assert "Senate" not in panel.hints("keyboard")[0][1]
    rows, _cells = bp.card_rows(table.state)
    assert all("Senate" not in label and "private" not in label for _k, label in rows)
    play_turns(table, 3, city.level.turns)
    line = ledger_line(table.state)
    assert "Civic Blueprints" not in line
    if any(r.category == "blueprints" and r.points for r in table.state.ledger(0).rows):
        assert "City goals " in line
    frames(app, 1)
