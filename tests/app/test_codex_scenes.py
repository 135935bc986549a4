"""The Codex briefing and results: what they say about a city (worked from its level file),
their buttons by keyboard, mouse and pad, and that they fit from 640x400 to 1920x1080."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, pad_button, press
from game.scenes.codex import cities as C
from game.scenes.codex.briefing import BriefingScene, board_sites, facts, goal_line, goal_name
from game.scenes.codex.demo import play_turns
from game.scenes.codex.map import CodexMapScene
from game.scenes.codex.results import CodexResults, ledger_line
from game.scenes.codex.table import CodexTable
from game.storage.progress import NOT_PLAYED, Best, Progress, Recorded

sys.path.insert(0, str(Path(__file__).parent))
from codex_helpers import widget  # noqa: E402


def codex(app, record=None):
    return C.load(app, record=record or Progress())[0]


def city_where(cx, want):
    return next(c for c in cx.cities if not c.damaged and want(c.level))


def test_words():
    assert C.points(1250) == "1,250" and C.plural(1, "turn") == "1 turn"
    assert C.star_target(1250, 1) == "1,250 for the second star"
    assert C.star_target(300, 0) == "300 for the first star"
    assert C.star_target(None, 3) == "all three stars won"
    assert C.best_line(NOT_PLAYED) == "Not played yet"
    assert C.best_line(Best(0, 0)) == "Best: 0 stars, 0 points"   # finished with no points
    assert C.best_line(Best(1, 950)) == "Best: 1 star, 950 points"
    assert C.sites_list([(0, 1), (2, 3)]) == "row 1, site 2 and row 3, site 4"
    assert C.pretty_name("forum-of-the-senate") == "Forum of the Senate"
    assert goal_name("forum-of-the-senate") == "Forum of the Senate"   # the card's name
    assert goal_name("no-such-card") == goal_line("no-such-card") == "No Such Card"


def test_play_config_selects_the_codex_mode(tmp_path):
    from game import games
    app = make_app(tmp_path)
    lv = codex(app).cities[0].level
    cfg = C.play_config(lv)
    assert cfg["seats"] == [{"name": "You", "kind": "person"}] and cfg["seed"] == lv.order
    assert games.mode_of(cfg["game"], cfg["options"]).mode == "codex"
    assert games.info(cfg["game"], "codex").hidden


def test_briefing_facts_come_from_the_level(tmp_path):
    app = make_app(tmp_path)
    cx = codex(app)
    haven = cx.city("mosaic-haven")
    lv = haven.level
    rows = dict(facts(haven))
    assert rows["Turn limit"] == f"{lv.turns} turns"
    assert rows["Tiles"] == f"a fixed sequence of {len(lv.sequence)}, first drawn first"
    assert rows["Your best"] == "Not played yet"
    assert rows["Pre-built"] == C.sites_list([(p.row, p.col) for p in lv.prebuilt])
    closed = city_where(cx, lambda lv: lv.closed)
    assert dict(facts(closed))["Closed sites"] == C.sites_list(closed.level.closed)
    sites = board_sites(closed.level)
    assert [i for i, (kind, _t) in enumerate(sites) if kind == "closed"] == sorted(
        r * 4 + c for r, c in closed.level.closed)
    small = city_where(cx, lambda lv: lv.wheel_sectors < 6)
    assert dict(facts(small))["Quarry Wheel"] == (f"{small.level.wheel_sectors} sectors, "
                                                  f"{small.level.sector_size} tiles each")
    yard = city_where(cx, lambda lv: lv.yard)
    n = len(yard.level.yard)
    assert dict(facts(yard))["Masonry Yard"] == f"starts with {n} tile{'s' if n > 1 else ''}"
    assert any(kind == "built" for kind, _t in board_sites(lv))
    goals = city_where(cx, lambda lv: lv.goals)
    from game import games
    deck = games.game_data("picture-pie").deck
    lines = [v for k, v in facts(goals) if k == "Bonus goal"]
    assert lines == [f"{deck.by_id[g].name}, +{C.points(deck.by_id[g].payout)}: "
                     f"{deck.by_id[g].text}" for g in goals.level.goals]


@pytest.mark.parametrize("size", [(640, 400), (1920, 1080)])
def test_briefing_fits_and_its_buttons_work(tmp_path, size):
    app = make_app(tmp_path, size=size)
    cmap = app.push(CodexMapScene(app))
    press(app, pygame.K_RETURN)
    brief = app.top
    assert isinstance(brief, BriefingScene)
    screen = pygame.Rect(0, 0, *size)
    assert all(screen.contains(r) for r in brief.widget_rects())
    assert brief.focus.focused.key == "play"
    pad_button(app, pygame.CONTROLLER_BUTTON_B)      # Back
    assert app.top is cmap
    press(app, pygame.K_RETURN)
    click(app, widget(app.top, "back").rect.center)
    assert app.top is cmap
    press(app, pygame.K_RETURN)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)      # Play
    assert isinstance(app.top, CodexTable)


def finished_table(app, city):
    table = CodexTable(app, C.play_config(city.level))
    play_turns(table, 5, city.level.turns)
    assert table.state.is_terminal
    return table


def results(app, table, stars, finish):
    scene = CodexResults(app, table, table.state.scores()[0], stars, finish)
    app.push(table)
    app.push(scene)
    frames(app, 40)
    return scene


def test_results_without_a_star_say_what_opens_the_next(tmp_path):
    app = make_app(tmp_path)
    cx = codex(app)
    first, second = cx.cities[0], cx.cities[1]
    table = finished_table(app, first)
    rec = Recorded(first.id, Best(), Best(0, 120))
    res = results(app, table, 0, C.Finish(rec, second, False, None))
    assert res.unlock_text() == (f"Win {C.points(first.level.stars[0])} points for a star to "
                                 f"unlock {second.name}.", "bad")
    assert res.best_text() == ("New best score: 120 points!", True)
    assert not widget(res, "next").enabled and res.focus.focused.key == "retry"
    assert res.stars_shown == 0


def test_results_best_lines_and_the_last_city(tmp_path):
    app = make_app(tmp_path)
    cx = codex(app)
    last = [c for c in cx.cities if not c.damaged][-1]
    table = finished_table(app, last)
    same = Recorded(last.id, Best(3, 5000), Best(3, 5000))
    res = results(app, table, 2, C.Finish(same, None, False, None))
    assert res.best_text() == ("Best: 3 stars, 5,000 points", False)
    assert res.unlock_text()[0] == "The last city of the Codex: every road ends here."
    assert not widget(res, "next").enabled
    both = Recorded(last.id, Best(1, 900), Best(2, 1500))
    res.finish = C.Finish(both, None, False, None)
    assert res.best_text() == ("New best: 2 stars and 1,500 points!", True)
    press(app, pygame.K_ESCAPE)                       # Esc: the Codex map, on this city
    assert isinstance(app.top, CodexMapScene) and app.top.focused.id == last.id


def test_results_stars_pop_in_turn_and_enter_skips(tmp_path):
    app = make_app(tmp_path)
    app.transitions = True
    cx = codex(app)
    table = finished_table(app, cx.cities[0])
    rec = Recorded(cx.cities[0].id, Best(), Best(3, 3000))
    scene = CodexResults(app, table, 3000, 3, C.Finish(rec, cx.cities[1], True, None))
    app.push(scene)
    assert scene.stars_shown == 0 and scene.needs_redraw()
    frames(app, 30)                                   # 0.5 s: the first star
    assert scene.stars_shown == 1
    press(app, pygame.K_RETURN)                       # within the guard: all stars at once
    assert scene.stars_shown == 3 and app.top is scene


def test_ledger_line_names_the_scoring_rows(tmp_path):
    app = make_app(tmp_path)
    table = finished_table(app, codex(app).cities[0])
    line = ledger_line(table.state)
    rows = [r for r in table.state.ledger(0).rows[:-1] if r.points]
    assert line.count(" \u00b7 ") == len(rows) - 1
    for r in rows:
        assert r.label in line


@pytest.mark.parametrize("size", [(640, 400), (1920, 1080)])
def test_results_and_table_fit(tmp_path, size):
    app = make_app(tmp_path, size=size)
    cx = codex(app)
    table = finished_table(app, cx.cities[0])
    rec = Recorded(cx.cities[0].id, Best(), Best(1, 400))
    res = results(app, table, 1, C.Finish(rec, cx.cities[1], True, None))
    screen = pygame.Rect(0, 0, *size)
    assert all(screen.contains(r) for r in res.widget_rects())
    rects = res.widget_rects()
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_the_table_shows_closed_sites_as_ruins_and_refuses_them(tmp_path):
    from game.core.picture_pie.actions import DraftHalf
    from game.core.picture_pie.codex_state import CLOSED_TEXT
    app = make_app(tmp_path)
    city = city_where(codex(app), lambda lv: lv.closed)
    table = app.push(CodexTable(app, C.play_config(city.level)))
    frames(app, 5)
    lv, lay = city.level, table.layout
    closed = sorted(r * 4 + c for r, c in lv.closed)
    assert table.closed_sites() == frozenset(closed)
    red = lambda i: (lambda px: px[0] > 170 and px[1] < 120 and px[2] < 110)(
        app.screen.get_at(tuple(int(v) for v in lay.site_center(i))))
    assert all(red(i) for i in closed)
    assert not any(red(i) for i in range(12) if i not in closed)
    assert table.round_label() == (f"Turn 1 of {lv.turns} \u00b7 "
                                   f"{C.points(lv.stars[0])} for the first star")
    # a Half drafted, then dropped on a closed site: refused in words, nothing changes
    half = next(a for a in table.state.legal_actions() if isinstance(a, DraftHalf))
    assert table.try_apply(half)
    frames(app, 30)
    tid = table.state.hand[0]
    before = table.state.to_dict()
    click(app, table.tray_tile_pos(tid))
    site = closed[0]
    size = table.state.tiles[tid].size
    pos = table.slot_point(site, 0, size)
    click(app, pos)
    assert table.state.to_dict() == before
    assert table.message_bad
    assert table.message.endswith(CLOSED_TEXT[0].lower() + CLOSED_TEXT[1:])


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_a_wheel_of_n_sectors_hit_tests_where_it_draws(n):
    from game.render import wheel
    c, radius = (300, 300), 200
    for rot in (0, 1, n - 1, 0.5):
        spots = wheel.tile_spots(c, radius, rot, [4] * n)
        for (sector, _k), ((x, y), _r) in spots.items():
            assert wheel.sector_at(c, radius, rot, (x, y), n) == sector
        # each sector's centre line lies 360/n degrees from the next
        angles = [wheel.sector_angle(s, rot, n) for s in range(n)]
        assert all(abs((b - a) % 360 - 360 / n) < 1e-6 for a, b in zip(angles, angles[1:]))


def test_small_wheel_city_drafts_by_click(tmp_path):
    from game.core.picture_pie.actions import DraftHalf
    sys.path.insert(0, str(Path(__file__).parent))
    from pp_driver import perform, settle
    app = make_app(tmp_path)
    city = city_where(codex(app), lambda lv: lv.wheel_sectors == 3)
    table = app.push(CodexTable(app, C.play_config(city.level)))
    frames(app, 3)
    assert len(table.state.wheel.sectors) == 3
    half = next(a for a in table.state.legal_actions() if isinstance(a, DraftHalf))
    perform(app, table, half)
    settle(app, table)
    assert half.tile_id in table.state.hand
