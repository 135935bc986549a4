"""Play-test fixes at the Picture Pie table (issue 9, points 10, 13, 14, 15): the ghost starts on
the best open site, points are explained (completion parts, a seat's ledger on its score, live
scores labelled as projections), the draft and wheel controls say what they really do, the
review names "Your final board" and an AI's notes do not hide the person's hint."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, pad_button, press, wheel
from game.core.picture_pie.actions import DraftHalf, DraftSmall, EndTurn, Place
from game.core.picture_pie.events import Completed
from game.scenes.picture_pie.demo import DEMO_SCENES, SEATS2, SEATS4, table_mid_game
from game.scenes.picture_pie.ledger_panel import (PROJECTION, LedgerPanel, chip_rects,
                                                  completion_parts, parts_text, top_bar)
from game.scenes.rules_text import how_to_play, rules_text
from tests.app.pp_driver import perform


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path, animations=False)


def push(app, table):
    app.push(table)
    frames(app, 2)
    return table


def completing_place(state, want_parts: int = 2):
    """A legal Place of the person that completes a monument with at least ``want_parts``
    ledger parts, or None."""
    for a in state.legal_actions():
        if not isinstance(a, Place):
            continue
        trial = state.copy()
        trial.apply(a)
        done = [e for e in trial.events if isinstance(e, Completed)]
        if done:
            parts = completion_parts(state.ledger(state.current_seat).rows,
                                     trial.ledger(state.current_seat).rows, done[0].points)
            if len(parts) >= want_parts:
                return a, done[0], parts
    return None


def completion_table(app):
    for seed in range(1, 40):
        for rounds in (6, 7, 8, 9):
            t = table_mid_game(app, seed, rounds=rounds)
            hit = completing_place(t.state)
            if hit:
                return t, hit
    raise AssertionError("no completing placement with two parts in the demo seeds")


# ------------------------------------------------------------------------------- point 10
def test_ghost_starts_on_the_best_open_site_never_a_locked_one(app):
    for seed in (3, 5, 7):
        t = push(app, table_mid_game(app, seed, rounds=8, draft=False))
        st = t.state
        ui = t.interaction
        press(app, pygame.K_RETURN)   # the draft focus starts on a wheel tile: draft it
        if st.stage == "draft":       # a small piece: take it alone
            click(app, t.button_rect("take").center)
        assert st.stage == "build" and ui.chosen is not None
        site = ui.focus["board"]
        board = st.boards[st.current_seat]
        assert not board.sites[site].completed
        fits = t.fits(ui.chosen)
        best = max(st.preview(Place(ui.chosen, s, k))["total"] for s, k in fits)
        assert ui.ghost(site)[1]   # the ghost shows a legal spot there ...
        assert st.preview(Place(ui.chosen, site, ui.ghost(site)[0]))["total"] == best  # the best
        while ui.zone != "board":
            press(app, pygame.K_TAB)
        assert ui.focus["board"] == site
        app.pop()


def test_after_a_completion_the_focus_leaves_the_locked_site(app):
    t, (a, _ev, _parts) = completion_table(app)
    push(app, t)
    ui = t.interaction
    ui.focus["board"] = a.site
    t.try_apply(a)
    frames(app, 2)
    assert t.state.boards[t.state.current_seat].sites[a.site].completed
    assert not t.state.boards[t.state.current_seat].sites[ui.focus["board"]].completed


# ------------------------------------------------------------------------------- point 13
def test_completion_note_lists_its_parts(app):
    t, (a, ev, parts) = completion_table(app)
    push(app, t)
    perform(app, t, a)
    frames(app, 2)
    note = t.interaction.status_text()
    assert "completed a monument" in note and f": {ev.points:+d} = " in note
    assert sum(p for _c, p in parts) == ev.points
    assert " + " in note


def test_parts_text_reads_like_the_ledger():
    assert parts_text([("base", 250), ("terracotta", 250), ("laurel", 100)], 600) == \
        "+600 = base 250 x2 (next to Terracotta) + Imperial Laurel +100"
    assert parts_text([("base", 150), ("purity", 200)], 350) == \
        "+350 = base 150 + purity bonus +200"
    assert parts_text([("base", 300)], 300) == "+300"
    assert parts_text([], 300) == "+300"


def test_clicking_a_score_opens_that_seats_ledger_and_esc_closes(app):
    t = push(app, table_mid_game(app, 3, seats=SEATS4, rounds=6))
    before = t.state.to_dict()
    click(app, chip_rects(t)[2].center)
    panel = app.top
    assert isinstance(panel, LedgerPanel) and panel.seat == 2
    ledger = t.state.ledger(2)
    assert panel.title().startswith(f"Marcus: {ledger.total} points (if the game ended now)")
    press(app, pygame.K_RIGHT)
    assert panel.seat == 3
    press(app, pygame.K_ESCAPE)
    assert app.top is t and t.state.to_dict() == before
    click(app, t.layout.others[1]["rect"].center)   # a small board shows its seat's ledger too
    assert isinstance(app.top, LedgerPanel) and app.top.seat == 1
    click(app, (3, 3))   # a click outside the panel closes it
    assert app.top is t and t.state.to_dict() == before


def test_keyboard_and_pad_reach_the_scores_and_open_a_ledger(app):
    t = push(app, table_mid_game(app, 3, seats=SEATS2, rounds=6))
    ui = t.interaction
    for _ in range(8):
        if ui.zone == "scores":
            break
        press(app, pygame.K_TAB)
    assert ui.zone == "scores" and ui.focused() == ("scores", ui.focus["scores"])
    assert ui.focus_rect() == chip_rects(t)[ui.focus["scores"]]
    assert ("Enter", "show its points") in ui.key_hints()
    press(app, pygame.K_RIGHT)
    seat = ui.focus["scores"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, LedgerPanel) and app.top.seat == seat
    pad_button(app, pygame.CONTROLLER_BUTTON_B)
    assert app.top is t


def test_live_scores_are_labelled_projections_with_the_yard_penalty(app):
    t = push(app, DEMO_SCENES["pp-setup"](app, 1))
    st = t.state
    while st.stage == "setup":   # setup picks fill the yard: -300 if the game ended now
        pick = next(a for a in st.legal_actions())
        t.try_apply(pick)
        frames(app, 1)
    assert st.ledger(0).row("yard_penalty").points < 0
    bar = top_bar(t, t.layout, t.renderer.scores(), None)
    assert bar.note_img is not None   # "scores if the game ended now" under the round
    click(app, chip_rects(t)[0].center)
    panel = app.top
    assert "if the game ended now" in panel.title()
    from game.scenes.picture_pie.ledger_panel import ledger_lines
    yard = [ln for ln in ledger_lines(st, 0) if ln[0] == "Masonry Yard penalty"]
    assert yard and "counted at the end" in yard[0][1]
    assert PROJECTION == "scores if the game ended now"


# ------------------------------------------------------------------------------- point 14
def test_take_with_nothing_chosen_is_greyed_and_says_choose_first(app):
    t = push(app, table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=False))
    ui = t.interaction
    assert t.state.stage == "draft" and not ui.nothing_to_draft()
    assert not ui.button_enabled("take")
    move(app, (5, 5))
    assert all("take nothing" not in what for _k, what in ui.key_hints())
    assert not any(k == "Take" for k, _w in ui.key_hints())
    before = t.state.to_dict()
    click(app, t.button_rect("take").center)
    assert t.state.to_dict() == before
    assert t.interaction.status_text().startswith("Choose pieces first")
    small = next(i for i in t.state.wheel.sectors[t.state.active_sector]
                 if t.state.tiles[i].size < 4)
    click(app, t.wheel_tile_pos(small))
    assert ui.button_enabled("take")


def build_table(app, seed=3):
    t = push(app, table_mid_game(app, seed, seats=SEATS2, rounds=5))
    assert t.state.stage == "build" and not t.state.wheel_turned
    return t


def test_wheel_turn_has_a_key_a_pad_button_and_a_mouse_affordance(app):
    t = build_table(app)
    ui = t.interaction
    while ui.zone != "wheel":
        press(app, pygame.K_TAB)
    assert ("Q/E", "turn the Quarry Wheel") in ui.key_hints()
    rot = t.state.wheel.rotation
    press(app, pygame.K_e)
    assert t.state.wheel_turned and t.state.wheel.rotation != rot
    assert ui.zone != "wheel"   # once per turn: the wheel leaves the Tab order
    press(app, pygame.K_z)
    assert not t.state.wheel_turned
    while ui.zone != "wheel":
        pad_button(app, pygame.CONTROLLER_BUTTON_X)              # next area
    pad_button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)       # turn it
    assert t.state.wheel_turned
    press(app, pygame.K_z)
    move(app, t.layout.wheel_center)
    wheel(app, 1)   # one scroll on the wheel: one turn, the rest of the scroll is ignored
    assert t.state.wheel_turned and not t.interaction.status_bad()
    press(app, pygame.K_z)
    move(app, (5, 5))
    wheel(app, 1)   # the mouse used last (off the Quarry Wheel): its hint names the wheel turn
    assert t.device == "mouse" and not t.state.wheel_turned
    assert any("turn the Quarry Wheel" in what for _k, what in ui.key_hints())


def test_picture_pie_rules_list_only_its_own_controls_correctly():
    pp = rules_text("picture-pie")
    controls = pp.split("# Controls")[1]
    assert "next city" not in controls and "zoom" not in controls
    assert "cancel" not in controls.lower()
    assert "Quarry Wheel" in controls and "right click turns it clockwise" in controls
    body = how_to_play()
    assert "# Controls: Picture Pie" in body and "# Controls: Akropolis" in body
    pp_part = body.split("# Controls: Picture Pie")[1].split("Akropolis")[0]
    assert "next city" not in pp_part


# ------------------------------------------------------------------------------- point 15
def test_review_names_your_final_board(app):
    res = DEMO_SCENES["pp-results"](app, 1)
    app.push(res)
    frames(app, 2)
    table = app.stack[-2]
    click(app, next(w for w in res.focus.widgets if w.key == "boards").rect.center)
    assert table.interaction.status_text().startswith("Your final board")
    assert "of You" not in table.interaction.status_text()


def test_an_ai_turn_leaves_no_note_over_the_persons_hint(app):
    t = push(app, table_mid_game(app, 4, seats=SEATS2, rounds=3, draft=False))
    st = t.state
    seen_round = False
    for _ in range(6):
        assert t.person_turn and st.stage == "draft"
        assert t.interaction.status_text() == t.interaction.hint(), t.interaction.status_text()
        rnd = st.round
        a = next(a for a in st.legal_actions() if isinstance(a, (DraftHalf, DraftSmall)))
        t.try_apply(a)
        t.try_apply(EndTurn())
        for _ in range(400):   # the AI's whole turn, until the person's board is shown
            if t.person_turn or st.is_terminal:
                break
            frames(app, 1)
        seen_round = seen_round or st.round != rnd
        if st.is_terminal:
            break
    assert seen_round


def test_with_nothing_to_draft_take_and_enter_draft_nothing(app):
    from game.core.picture_pie.state import Wheel

    t = push(app, table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=False))
    st = t.state
    st.wheel = Wheel(tuple(() for _ in st.wheel.sectors), st.wheel.rotation)  # an empty wheel
    ui = t.interaction
    assert ui.nothing_to_draft() and ui.button_enabled("take")
    press(app, pygame.K_LEFT)   # keyboard used last
    assert "Take (or Enter on the wheel) drafts nothing" in ui.hint()
    assert ("Enter", "draft nothing") in ui.key_hints()
    move(app, (5, 5))
    click(app, t.button_rect("take").center)
    assert st.stage == "build" and st.hand == ()
