"""Player text never shows ruling ids ("PP-12", "AK-8": they belong in code, tests and RULES.md)
nor placeholder plurals ("tile(s)", "Eighth(s)") (issue 9, point 8).

Every string drawn through the font helpers (game.render.fonts: ``clean`` is the door of
``render``, ``measure``, ``fit_size`` and ``wrap``, and direct ``font(...).render`` calls go
through ``LiningFont.render``) is recorded while every demo scene is drawn, hovered and clicked,
while a Picture Pie game is played by input events with refusals provoked at every stage, and
while the Akropolis table's tooltips are shown; the rules texts and the cores' refusals (which
reach the status lines) are checked directly."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game import games
from game.ai import make_player
from game.app.testing import click, frames, make_app, move, press, wheel
from game.core.state import IllegalAction
from game.render import fonts, widgets
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.registry import make_scene, scene_names
from game.scenes.rules_text import RULES, how_to_play
from tests.app.pp_driver import perform

BAD = re.compile(r"\b(PP|AK)-\d+|\((s|es)\)")


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn from now on (a set)."""
    seen: set[str] = set()
    clean, lining = fonts.clean, fonts.LiningFont.render

    def spy_clean(s):
        seen.add("" if s is None else str(s))
        return clean(s)

    def spy_render(self, text, *args, **kw):
        seen.add(str(text))
        return lining(self, text, *args, **kw)

    monkeypatch.setattr(fonts, "clean", spy_clean)
    monkeypatch.setattr(fonts.LiningFont, "render", spy_render)
    widgets._cache.clear()   # fitted text is cached before it is measured
    return seen


def offenders(texts) -> list[str]:
    return sorted(t for t in texts if BAD.search(t))


def poke(app, scene) -> None:
    """Draw ``scene`` with each device, hovering and clicking a grid of points (menus: their
    widgets, for tooltips), then leave it."""
    frames(app, 2)
    w, h = app.size
    points = [(x, y) for x in range(20, w, 120) for y in range(20, h, 90)]
    for rect in getattr(scene, "widget_rects", lambda: [])():
        points.append(pygame.Rect(rect).center)
    for p in points:
        move(app, p)
    for key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_q):
        press(app, key)


def test_every_demo_scene_draws_no_ruling_id_or_placeholder(tmp_path, drawn):
    app = make_app(tmp_path, animations=False)
    for name in scene_names():
        while app.stack:
            app.pop()
        scene = make_scene(name, app, 1)
        if app.top is not scene:
            app.push(scene)
        poke(app, app.top)
    assert drawn and offenders(drawn) == []


def test_a_played_picture_pie_game_with_refusals_draws_no_ruling_id(tmp_path, drawn):
    random.seed(3)
    app = make_app(tmp_path, animations=False)
    t = table_mid_game(app, 5, seats=SEATS2, rounds=1, draft=False)
    app.push(t)
    frames(app, 2)
    st = t.state
    brain = make_player("greedy", "picture-pie", 11)
    turns = 0
    poked: set = set()
    for _ in range(600):
        if st.is_terminal or turns >= 6:
            break
        if not t.person_turn:
            frames(app, 1)
            continue
        if (st.round, st.stage) not in poked:   # once per stage and turn: provoke its refusals
            poked.add((st.round, st.stage))
            provoke(app, t)
        if app.top is not t:
            app.pop()
        if not t.person_turn or st.is_terminal:
            continue
        action = brain.choose(st.copy())
        before = list(st.turn_log)
        perform(app, t, action)
        if type(action).__name__ == "EndTurn":
            turns += 1
            if t.interaction.end_confirm_pending:
                press(app, pygame.K_t)
        elif st.turn_log == before and not st.is_terminal:
            t.try_apply(action)   # the input missed (a tween in the way): apply it directly
        frames(app, 1)
    assert turns >= 3
    assert offenders(drawn) == []


def provoke(app, t) -> None:
    """Press every button, hover the wheel's tiles, click a site, scroll, undo twice, Tab,
    Enter and E at the table: whatever they refuse is drawn on the status line."""
    st = t.state
    for name in ("take", "store", "wheel_cw", "site_ccw", "undo", "end"):
        click(app, t.button_rect(name).center)
        if t.interaction.end_confirm_pending:
            press(app, pygame.K_ESCAPE)
        if app.top is not t:
            app.pop()
    for tid in [i for s in st.wheel.sectors for i in s][:6]:
        pos = t.wheel_tile_pos(tid)
        if pos:
            move(app, pos)
    click(app, t.layout.site_center(0))
    wheel(app, 1)
    for key in (pygame.K_z, pygame.K_z, pygame.K_TAB, pygame.K_RETURN, pygame.K_e):
        press(app, key)
        if app.top is not t:
            app.pop()


def test_rules_texts_name_no_ruling_ids():
    texts = list(RULES.values()) + [how_to_play()]
    assert offenders(texts) == []
    for body in texts:
        assert "(PP" not in body and "(AK" not in body


@pytest.mark.parametrize("gid", games.game_ids())
def test_core_refusals_name_no_ruling_ids(gid):
    """Refusals of every action of many positions, asked in other positions (they reach the
    status line word for word)."""
    rng = random.Random(7)
    reasons = set()
    for players in (1, 2, 4):
        try:
            st = games.new_state(gid, players, 5)
        except (ValueError, KeyError):
            continue
        pool = []
        for _ in range(120):
            if st.is_terminal:
                break
            legal = st.legal_actions()
            pool += rng.sample(legal, min(4, len(legal)))
            for a in pool[-40:]:
                r = st.why_illegal(a)
                if r:
                    reasons.add(r)
            st.apply(rng.choice(legal))
        try:
            st.undo()
            st.undo()
        except IllegalAction as exc:
            reasons.add(str(exc))
    assert reasons and offenders(reasons) == []


def test_no_string_in_game_code_names_a_ruling_id():
    """Every string constant under game/ but docstrings (messages of data, save and scorepad
    errors included: they reach players on stderr and in toasts) is free of ruling ids and
    "(s)" plurals; the ids stay in docstrings and comments."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "game"
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text())
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                     ast.AsyncFunctionDef))
                and node.body and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)}
        found += [f"{path.relative_to(root)}:{node.lineno}: {node.value[:60]!r}"
                  for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docs and BAD.search(node.value)]
    assert found == []
