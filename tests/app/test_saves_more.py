"""More than two autosaves: the Title keeps the two latest as Continue buttons and adds
"More saved games (N)...", a list of every save (game, mode, its line, the date) that
continues the chosen one by keyboard, mouse or pad, and fits from 640x400 to 1920x1080."""

import random

import pygame
import pytest

from game import games
from game.app.testing import click, press, rects_inside, resize
from game.storage import saves
from game.storage.toml_io import write_toml_atomic
from tests.app.test_saves_continue import _title

YOU = {"name": "You", "kind": "person", "ai": "medium"}
ADA = {"name": "Ada", "kind": "ai", "ai": "easy"}


def _four_saves(folder):
    """Campaign, Duel and Akropolis saves an hour apart (the Campaign the oldest), plus a
    second Akropolis mode when the registry has one; returns the (game, mode) order, latest
    first."""
    pp = games.new_state("picture-pie", 2, 41, blueprints=False)
    du = games.new_state("picture-pie", 2, 8, duel=True)
    r = random.Random(2)
    for _ in range(6):
        du.apply(r.choice(du.legal_actions()))
    ak = games.new_state("akropolis", 2, 7)
    docs = [
        ("picture-pie", None, {"game": "picture-pie", "seed": 41, "seats": [YOU, ADA],
                               "options": games.config_options(games.info("picture-pie"),
                                                               {"blueprints": False})}, pp),
        ("picture-pie", "duel", {"game": "picture-pie", "seed": 8, "seats": [YOU, ADA],
                                 "options": games.config_options(
                                     games.info("picture-pie", "duel"), {"duel": True})}, du),
        ("akropolis", None, {"game": "akropolis", "seed": 7, "seats": [YOU, ADA],
                             "options": {"solo": None, "variants": [], "all_tiles": False}},
         ak),
    ]
    for hour, (gid, mode, cfg, st) in enumerate(docs):
        write_toml_atomic(saves.autosave_path(gid, folder, mode), saves.encode(
            gid, cfg, st, f"2026-12-01T{10 + hour:02d}:00:00+00:00"), backup=False)
    return [(g, m) for g, m, _c, _s in reversed(docs)]


def _keys(scene):
    return [w.key for w in scene.focus.widgets]


def test_the_oldest_save_is_reached_through_the_list_by_keys(tmp_path):
    order = _four_saves(tmp_path)
    app, title = _title(tmp_path)
    keys = _keys(title)
    assert keys[:3] == ["continue", "continue-picture-pie-duel", "continue-more"]
    more = title.focus.widgets[2]
    assert more.label == "More saved games (3)..."
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    listing = app.top
    assert listing.name == "saved-games"
    assert _keys(listing) == ["save-0", "save-1", "save-2", "back"]
    labels = [w.label for w in listing.focus.widgets[:3]]
    assert labels == ["Akropolis", "Picture Pie: Senate Wonder Duel", "Picture Pie"]
    assert "saved 1 Dec 2026" in listing.focus.widgets[2].sublabel
    assert rects_inside(app) == []
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)           # the oldest: the Campaign
    table = app.top
    assert type(table).__name__ == "PicturePieTable" and order[-1] == ("picture-pie", None)
    assert table.state.mode != "duel" and table.config["seed"] == 41


def test_the_list_is_clicked_and_left_with_escape_and_fits_every_size(tmp_path):
    _four_saves(tmp_path)
    app, title = _title(tmp_path)
    resize(app, (640, 400))
    click(app, title.focus.widgets[2].rect.center)
    listing = app.top
    assert listing.name == "saved-games"
    for size in ((640, 400), (1920, 1080), (800, 600)):
        resize(app, size)
        assert rects_inside(app) == []
        rects = [w.rect for w in listing.focus.widgets]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    press(app, pygame.K_ESCAPE)
    assert app.top is title
    click(app, title.focus.widgets[2].rect.center)
    click(app, app.top.focus.widgets[1].rect.center)     # the Duel, by the mouse
    assert type(app.top).__name__ == "DuelTable"


@pytest.mark.parametrize("count", [1, 2])
def test_two_saves_or_fewer_need_no_list(tmp_path, count):
    for gid in ("picture-pie", "akropolis")[:count]:
        cfg = {"game": gid, "seed": 7, "seats": [YOU, ADA],
               "options": {} if gid == "picture-pie" else
               {"solo": None, "variants": [], "all_tiles": False}}
        write_toml_atomic(saves.autosave_path(gid, tmp_path), saves.encode(
            gid, cfg, games.new_state(gid, 2, 7)), backup=False)
    _app, title = _title(tmp_path)
    assert "continue-more" not in _keys(title)
