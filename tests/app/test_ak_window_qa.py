"""Akropolis table: defects a QA tester found in a real window, each pinned by posted events."""

import sys
from pathlib import Path

import pygame

from game.app.testing import click, frames, move, post, press
from game.scenes.akropolis.table import agree
from game.scenes.pause import ConfirmScene, PauseScene
from game.scenes.title import TitleScene

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import open_table, place_by_events  # noqa: E402


PEOPLE = {"game": "akropolis", "seed": 4,
          "seats": [{"name": "You", "kind": "person"}, {"name": "Ann", "kind": "person"}],
          "options": {}}


def _table(tmp_path, cfg=PEOPLE, state=None, **settings):
    return open_table(tmp_path, cfg, state=state, title=True, **settings)


def _settle(app, table, limit=400):
    for _ in range(limit):
        if not table.busy and not table.anims and table.anim is None:
            return
        frames(app, 1, dt=0.05)
    raise AssertionError("animations never settled")


def test_pause_quit_to_title_asks_first_on_the_akropolis_table(tmp_path):
    app, table = _table(tmp_path)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_UP)          # the QA path: Esc, Up, Enter
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and table in app.stack
    assert ("Your game is kept as it stands, this turn included: Continue on the title "
            "screen resumes it.") == app.top.detail
    press(app, pygame.K_RETURN)      # No is focused: Keep playing
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)      # Yes: the title, the table gone
    assert len(app.stack) == 1 and isinstance(app.top, TitleScene)


def _hover_tip(app, table, q, r):
    move(app, table.hex_screen_pos(q, r))
    assert table.pick(table.hover_pos) == (q, r)
    frames(app, 1)
    assert table._tip is not None
    return table._tip[0]


def test_garden_without_a_green_plaza_says_it_scores_nothing_yet(tmp_path):
    from game.core.akropolis import Place
    app, table = _table(tmp_path)
    place_by_events(app, table, Place(index=1, q=-3, r=1, rotation=0))
    _settle(app, table)
    click(app, table.score_rects[0].center)     # look at seat 0's city again
    assert table.viewed == 0
    cell = table.state.cities[0].cells[(-3, 1)]
    assert (cell.kind, cell.color, cell.level) == ("district", "green", 1)
    green = table.ledger(0).row("green")
    assert (green.factors, green.points) == ((1, 0), 0)   # panel: 1x0=0
    assert _hover_tip(app, table, -3, 1) == \
        "Garden, level 1: counts 1 \u2014 but no green plaza yet, so 0 points"


def test_scoring_district_tooltip_names_value_and_plaza_stars(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 6, until_level=2, min_rounds=6, to_seat=0)
    app, table = _table(tmp_path, state=st)
    status = st.district_status(0)
    cells = st.cities[0].cells
    assert st.ledger(0).row("blue").factors[1] == 1      # stars, worked out from the demo city
    house = next(p for p, c in cells.items() if c.kind == "district" and c.color == "blue"
                 and status[p] is None)
    level = cells[house].level
    assert _hover_tip(app, table, *house) == f"House, level {level}: counts {level} \u00d7 1 star"
    red = next(p for p, c in cells.items() if c.kind == "district" and status[p])
    assert _hover_tip(app, table, *red).endswith(f"does not count \u2014 {status[red]}")


def test_seat_name_and_verb_agree():
    assert agree("You", "is") == "You are"
    assert agree("You", "builds") == "You build"
    assert agree("Pericles", "is") == "Pericles is"
    assert agree("Player 2", "builds") == "Player 2 builds"


def test_round_banner_says_you_are_chief_architect(tmp_path):
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "hippodamos"}}
    app, table = _table(tmp_path, cfg, anim_speed=4.0)
    banners = set()
    for _ in range(8):
        _settle(app, table)
        if table.banner is not None:
            banners.add(table.banner[0])
        if any("You" in b for b in banners):
            break
        place_by_events(app, table, table.state.legal_actions()[0])
        for _ in range(200):
            if table.banner is not None:
                banners.add(table.banner[0])
            if table.person_turn and not table.anims and table.anim is None:
                break
            frames(app, 1, dt=0.02)
    mine = [b for b in banners if "You" in b]
    assert mine and all(b.endswith("You are Chief Architect") for b in mine), banners
    assert any(b.endswith("(Architect) is Chief Architect") for b in banners), banners


def test_site_tooltip_hidden_under_the_pause_overlay_and_when_the_pointer_leaves(tmp_path):
    app, table = _table(tmp_path)
    move(app, table.site_tile_pos(1))
    frames(app, 1)
    assert table._tip is not None and table._tip[0].startswith(table.tile_description(1)[:8])
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    frames(app, 2)                               # the table is still drawn under the overlay
    assert table._tip is None
    press(app, pygame.K_ESCAPE)
    move(app, table.site_tile_pos(1))
    frames(app, 1)
    assert table._tip is not None
    post(pygame.WINDOWLEAVE, window=None)
    frames(app, 2)
    assert table._tip is None and table.hover_pos is None
