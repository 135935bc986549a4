"""Akropolis table: defects found by fresh-eyes QA, each pinned by posted pygame events."""

import re
import sys
from pathlib import Path

import pygame
import pytest

from game.app.ai_driver import AiDriver
from game.app.testing import click, frames, make_app, move, pad_button, press, rects_inside
from game.render import palette as P
from game.scenes.akropolis.table import AkropolisTable, plural

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import CFG2, open_table, wait_person, wait_results  # noqa: E402


def _walk_to_legal(app, table):
    legal = table.legal_anchors()
    for _ in range(40):
        if table.anchor in legal:
            return
        q, r = table.anchor
        tq, tr = min(legal, key=lambda p: abs(p[0] - q) + abs(p[1] - r))
        key = (pygame.K_RIGHT if tq > q else pygame.K_LEFT) if tq != q else \
            (pygame.K_DOWN if tr > r else pygame.K_UP)
        press(app, key)
    raise AssertionError("never reached a legal spot")


# 1 ------------------------------------------------------------------------------------------
def test_refusal_clears_once_the_ghost_moves_to_another_spot(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    for _ in range(8):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert table._status_text() == ("Must touch your city", P.BAD)
    press(app, pygame.K_LEFT)                      # one step: the refusal is about another spot
    msg, col = table._status_text()
    assert "touch" not in msg and col != P.BAD and table.status_message() is None
    _walk_to_legal(app, table)
    assert table.placement_info()["legal"]
    msg, col = table._status_text()
    assert col != P.BAD and msg.startswith("Ann:")


def test_refusal_stays_while_the_ghost_stays(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    for _ in range(8):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    frames(app, 5)
    assert table._status_text() == ("Must touch your city", P.BAD)


# 2 ------------------------------------------------------------------------------------------
def _raised_table(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 4, until_level=2, min_rounds=3, to_seat=0)
    return open_table(tmp_path, dict(CFG2), state=st)


def test_overhang_refusal_is_worded_for_people_and_marks_the_hexes(tmp_path):
    from game.core.akropolis import placement_hexes
    app, table = _raised_table(tmp_path)
    wait_person(app, table)
    st = table.state
    city = st.cities[0]
    click(app, table.site_tile_pos(0))
    while table.rotation != 0:
        press(app, pygame.K_e)
    tile = st.tiles[st.site[0]]
    spot = next((q, r) for (q, r) in sorted(city.cells)
                if not all(p in city.cells for p in placement_hexes(tile, q, r, 0))
                and table.view_rect.inflate(-60, -60).collidepoint(table.hex_screen_pos(q, r)))
    click(app, table.hex_screen_pos(*spot))
    assert table.message_bad and "overhang" in table.message
    assert not re.search(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", table.message)   # no (q, r)
    empty = [p for p in placement_hexes(tile, spot[0], spot[1], 0) if p not in city.cells]
    assert sorted(table.offending_hexes()) == sorted(empty)
    # drawn: a red cross over each offending hex
    frames(app, 1)
    cam = table.camera
    for q, r in empty:
        x, y = cam.to_screen(q, r, 1)
        if table.view_rect.collidepoint(x, y):
            assert tuple(app.screen.get_at((int(x), int(y))))[:3] == P.BAD[:3]


def test_uneven_support_marks_the_lower_hexes(tmp_path):
    from game.core.akropolis import placement_hexes
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 9, until_level=3, min_rounds=5, to_seat=0)
    app, table = open_table(tmp_path, dict(CFG2), state=st)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    city = st.cities[0]
    tile = st.tiles[st.site[table.selected]]
    for (q, r) in sorted(city.cells):
        found = next((rot for rot in range(6)
                      if "same level" in (st.why_illegal(
                          __import__("game.core.akropolis", fromlist=["Place"]).Place(
                              table.selected, q, r, rot)) or "")), None)
        if found is not None:
            break
    else:
        pytest.skip("no uneven spot in this city")
    table.anchor, table.rotation = (q, r), found
    pos = placement_hexes(tile, q, r, found)
    top = max(city.height(*p) for p in pos)
    assert sorted(table.offending_hexes()) == sorted(p for p in pos if city.height(*p) < top)
    assert table.placement_info()["reason"].startswith("the tile would rest on levels")


# 3, 4 --------------------------------------------------------------------------------------
def test_solo_architect_move_is_animated_and_its_card_waits_for_the_drop(tmp_path):
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app, table = open_table(tmp_path, cfg)
    wait_person(app, table)
    st = table.state
    card_before = (table.card_ledger[1], table.card_stones[1])
    action = next(a for a in st.legal_actions() if a.index == 1) if st.stones[0] else \
        st.legal_actions()[0]
    click(app, table.site_tile_pos(action.index))
    for _ in range(action.rotation):
        press(app, pygame.K_e)
    table.anchor = (action.q, action.r)
    press(app, pygame.K_RETURN)   # proposes (AK-9b)
    press(app, pygame.K_RETURN)   # confirms
    from game.core.akropolis.events import ArchitectMoved
    arch = next(e for e in st.events if isinstance(e, ArchitectMoved))
    assert len(st.cities[1].placements) == 1
    statuses, phases = set(), []
    landed = False
    for _ in range(400):
        a = table.anim
        if a is not None and a.get("seat") == 1 and a["type"] in ("look", "drop"):
            phases.append(a["type"])
            assert table.viewed == 1                         # its city is shown
            assert arch.tile not in table.shown_site      # its tile has left the site
            if not landed:
                assert (table.card_ledger[1], table.card_stones[1]) == card_before
        if a is not None and a.get("seat") == 0 and a["type"] == "drop":
            assert arch.tile in table.shown_site          # still there during your move
            assert (table.card_ledger[1], table.card_stones[1]) == card_before
        if a is not None and "seat" in a:
            statuses.add(table._status_text()[0])
        frames(app, 1, dt=0.02)
        if table.anim is not a and a is not None and a.get("seat") == 1 and a["type"] == "drop":
            landed = True
            assert table.card_ledger[1] == st.ledger(1) and table.card_stones[1] == st.stones[1]
        if table.person_turn:
            break
    assert landed and "look" in phases and "drop" in phases
    # AK-9b: the undo of your turn is offered while the moves land
    statuses = {s.split(" \u00b7 ")[0] for s in statuses}
    assert "You build\u2026" in statuses and "You builds\u2026" not in statuses
    assert any(s.endswith("builds\u2026") and s.startswith("Metagenes") for s in statuses)
    assert table.viewed == 0


def test_floating_notes_are_worded_and_clear_of_the_names(tmp_path):
    assert plural(1, "stone") == "1 stone" and plural(2, "stone") == "2 stones"
    assert plural(0, "stone") == "0 stones"
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "hippodamos"}}
    app, table = open_table(tmp_path, cfg)
    from game.core.akropolis.events import StonesGained
    table._queue_events([StonesGained(1, 1), StonesGained(0, 2)])   # the core's records
    frames(app, 3)
    texts = sorted(f[0] for f in table.floaters)
    assert texts == ["+1 stone", "+2 stones"]
    u = table.u
    for t, x, y, age, _ in table.floaters:
        seat = 1 if t == "+1 stone" else 0
        r = table.score_rects[seat]
        name_bottom = r.y + int(6 * u) + int(18 * u) * 1.3
        note, _ = table.note_place(seat, t)   # the note stays where it appears (no rise)
        assert note.center == (x, y) and note.top > name_bottom
        assert not note.colliderect(table.stones_label_rect(seat))


# 5 ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("solo,shown", [("hippodamos", False), ("metagenes", True)])
def test_quarries_row_only_for_the_architect_who_scores_them(tmp_path, solo, shown):
    from game.scenes.akropolis.demo import played_state
    st = played_state(1, 2, to_end=True, solo=solo)
    assert st.is_terminal
    cfg = {"game": "akropolis", "seed": 2, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": solo}}
    app, table = open_table(tmp_path, cfg, state=st)
    res = wait_results(app)
    assert (("quarries", "Quarries") in res.rows) is shown
    frames(app, 1)


# 6 ------------------------------------------------------------------------------------------
def test_legal_spot_dots_have_a_legend_while_placing(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    frames(app, 1)
    assert table.legend_rect is None
    press(app, pygame.K_TAB)
    frames(app, 1)
    assert table.legend_rect is not None and table.view_rect.contains(table.legend_rect)
    assert "dot" in table.LEGEND
    press(app, pygame.K_ESCAPE)
    frames(app, 1)
    assert table.legend_rect is None


# 7 ------------------------------------------------------------------------------------------
def test_hints_follow_the_last_used_device(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)       # pans; no tile yet
    assert table.selected is None and "X choose a tile" in table._status_text()[0]
    pad_button(app, pygame.CONTROLLER_BUTTON_X)
    assert table.selected is not None
    msg = table._status_text()[0]
    assert "A choose this spot" in msg and "LB/RB turn" in msg and "B put the tile back" in msg \
        and "Q/E" not in msg
    press(app, pygame.K_e)
    msg = table._status_text()[0]
    assert "Q/E turn" in msg and "Enter choose this spot" in msg and "A choose" not in msg
    move(app, table.view_rect.center)
    turn_left = next(b for b in table.buttons if b.key == "rotl")
    click(app, turn_left.rect.center)   # "Turn left" with the mouse
    msg = table._status_text()[0]
    assert "Right-click turn" in msg and "Click to choose a spot" in msg and "Q/E" not in msg


# 8 ------------------------------------------------------------------------------------------
def test_results_view_cities_and_back(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 3, to_end=True)
    app, table = open_table(tmp_path, dict(CFG2), state=st)
    res = wait_results(app)
    depth = len(app.stack)
    before = st.to_dict()
    button = next(w for w in res.focus.widgets if w.key == "cities")
    click(app, button.rect.center)
    assert app.top is table and table.review_mode and len(app.stack) == depth - 1
    assert rects_inside(app) == []
    # read-only: other cities can be looked at, nothing can be placed
    click(app, table.tabs[1].center)
    assert table.viewed == 1
    press(app, pygame.K_TAB)
    assert table.viewed == 0
    click(app, table.site_tile_pos(0))
    assert table.selected is None and st.to_dict() == before
    frames(app, 3)
    assert "Final cities" in table._status_text()[0]
    click(app, table.back_button.rect.center)
    assert app.top is res
    click(app, button.rect.center)
    press(app, pygame.K_ESCAPE)                # Esc also goes back
    assert app.top is res and st.to_dict() == before


def test_demo_results_view_cities_replaces_and_returns(tmp_path):
    from game.scenes.registry import make_scene
    app = make_app(tmp_path)
    res = make_scene("ak-results", app, 1)
    app.push(res)
    frames(app, 2)
    click(app, next(w for w in res.focus.widgets if w.key == "cities").rect.center)
    table = app.top
    assert isinstance(table, AkropolisTable) and table.review_mode
    frames(app, 2)
    click(app, table.back_button.rect.center)
    assert app.top is res


# 9 ------------------------------------------------------------------------------------------
def test_ai_seats_use_the_shell_driver_and_freeze_under_pause(tmp_path):
    cfg = {"game": "akropolis", "seed": 4,
           "seats": [{"name": "A", "kind": "ai", "ai": "random"},
                     {"name": "B", "kind": "ai", "ai": "random"}], "options": {}}
    app, table = open_table(tmp_path, cfg, ai_delay=0.3)
    assert isinstance(table.session.driver, AiDriver)
    st = table.state
    press(app, pygame.K_ESCAPE)
    assert app.top.name == "pause"
    frames(app, 40, dt=0.1)
    assert sum(len(c.placements) for c in st.cities) == 0
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    for _ in range(200):
        if sum(len(c.placements) for c in st.cities):
            break
        frames(app, 1, dt=0.05)
    assert sum(len(c.placements) for c in st.cities) == 1
    # the pace: the next AI move waits for ai_delay after the animation
    for _ in range(400):
        if table.anim is None and not table.anims:
            break
        frames(app, 1, dt=0.02)
    n = sum(len(c.placements) for c in st.cities)
    frames(app, 5, dt=0.02)                     # 0.1 s < 0.3 s
    assert sum(len(c.placements) for c in st.cities) == n


def test_cards_mark_the_seat_whose_move_is_shown(tmp_path):
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app, table = open_table(tmp_path, cfg)
    wait_person(app, table)
    assert table.active_seat == 0
    a = table.state.legal_actions()[0]
    table.selected, table.rotation, table.anchor = a.index, a.rotation, (a.q, a.r)
    press(app, pygame.K_RETURN)   # proposes (AK-9b)
    press(app, pygame.K_RETURN)   # confirms
    seen = set()
    for _ in range(400):
        if table.anim is not None and table.anim["type"] == "drop":
            seen.add((table.anim["seat"], table.active_seat))
        if table.person_turn:
            break
        frames(app, 1, dt=0.02)
    assert seen == {(0, 0), (1, 1)}
    assert table.active_seat == 0
