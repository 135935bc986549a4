"""The Akropolis Athena table (issue 14): the card row, the completion prompt, the Mini-tile
chooser and placement, dual districts drawn split, whole games to the Results; headless, driven
by posted pygame events through the real App."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, post, press
from game.core.rng import Rng
from game.core.akropolis.athena import is_mini
from game.render import hexdraw
from game.render import palette as P
from game.scenes.akropolis.athena_demo import at_prompt, athena_state, athena_step, first_state
from game.scenes.akropolis.athena_view import MATCH
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.pause import PauseScene
from game.scenes.title import TitleScene
from game.render import access

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import open_table, place_by_events, wait_person, wait_results  # noqa: E402

SEATS3 = [{"name": "Ann", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "random"},
          {"name": "Bot", "kind": "ai", "ai": "random"}]
CFG3 = {"game": "akropolis", "seed": 5, "seats": SEATS3, "options": {"athena": True}}


def _near(c, want, tol=40) -> bool:
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(c[:3], want[:3]))


def test_a_dual_district_is_drawn_split_along_its_halves():
    """AK-12: sides (0, 1, 2) (east, north-east, north-west) are the upper right half: red there,
    blue on the lower left, a seam between; rotating by one turns the split."""
    with access.plain():   # plain halves: one sampled pixel shows each half's colour
        spr = hexdraw.column_sprite("dual", "red", 1, 40, color2="blue", sides=(0, 1, 2))
        wrap = hexdraw.column_sprite("dual", "red", 1, 40, color2="blue", sides=(5, 0, 1))
    ax, ay = hexdraw.column_anchor(40, 1)
    cx, cy = ax, ay - hexdraw.lift(40)
    red, blue = P.AK_COLORS["red"], P.AK_COLORS["blue"]
    assert _near(spr.get_at((int(cx + 20), int(cy - 22))), red)     # upper right
    assert _near(spr.get_at((int(cx - 22), int(cy + 20))), blue)    # lower left
    assert _near(wrap.get_at((int(cx + 30), int(cy + 4))), red)     # east is red again
    assert _near(wrap.get_at((int(cx - 30), int(cy + 4))), blue)    # west is blue
    assert hexdraw.dual_half_corners((5, 0, 1)) == hexdraw.dual_half_corners((0, 1, 5))


def _ann_to_prompt(tmp_path, size=(1280, 720)):
    st = first_state(3, 1, at_prompt, prompt=True, min_rounds=2)
    assert st.phase == "athena" and st.current_seat == 0 and st.completable(0)
    app, table = open_table(tmp_path, CFG3, size=size, state=st, ai_delay=0.0)
    wait_person(app, table)
    return app, table


@pytest.mark.parametrize("size", [(1280, 720), (640, 400)])
def test_the_card_row_fits_and_opens_to_the_four_cards(tmp_path, size):
    app, table = open_table(tmp_path, CFG3, size=size, state=athena_state(3, 7, min_rounds=6),
                            ai_delay=0.0)
    wait_person(app, table)
    cells = table.strip_cells()
    assert len(cells) == 4 and all(table.panel_rect.contains(c) for c in cells)
    assert all(cells[k].right <= cells[k + 1].x for k in range(3))
    assert table.score_rects[0].y >= table.athena_strip.bottom
    assert table.score_rects[-1].bottom <= size[1]
    # a click on the strip opens the cards over the city view; a click there closes them
    click(app, table.athena_strip.center)
    assert table.cards_open
    rects = table.card_rects()
    assert len(rects) == 4 and all(table.view_rect.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    shot = app.screen.copy()
    bg = table._bg.get_at(rects[0].center)
    assert shot.get_at(rects[0].center) != bg
    press(app, pygame.K_ESCAPE)
    assert not table.cards_open and app.top is table
    # T (next city) passes every city, then the cards
    for _ in range(3):
        press(app, pygame.K_t)
    assert table.cards_open


def test_the_prompt_names_the_cards_and_outlines_the_matched_hexes(tmp_path):
    app, table = _ann_to_prompt(tmp_path)
    st = table.state
    names = [st.data.athena.card(c).name for c in st.completable(0)]
    assert table.ath_step == "prompt"
    assert names[0] in table.question() and table.question().startswith("Ann's city shows")
    box = table.athena_box()
    assert box is not None and table.view_rect.contains(box)
    hexes = table.match_hexes()
    assert hexes
    frames(app, 2)
    q, r = hexes[0]
    c = table.shown[0][(q, r)]
    x, y = table.camera.to_screen(q, r, c.level)
    ring = [app.screen.get_at((int(x + dx), int(y + dy)))
            for dx in range(-int(table.camera.size), int(table.camera.size) + 1)
            for dy in (-int(table.camera.size * 0.5), 0, int(table.camera.size * 0.5))]
    assert any(_near(p, MATCH, 60) or _near(p, P.GOLD, 40) for p in ring)
    # the status line says what to do; Esc opens the pause menu (no dead end)
    assert names[0] in table._status_text()[0]
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_a_mini_tile_is_chosen_and_placed_by_keys_with_undo(tmp_path):
    app, table = _ann_to_prompt(tmp_path)
    st = table.state
    card = st.completable(0)[0]
    press(app, pygame.K_RETURN)                 # "Complete <card>"
    assert table.ath_step == "chooser" and table.ath_card == card
    press(app, pygame.K_ESCAPE)                 # back to the prompt
    assert table.ath_step == "prompt"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RIGHT)                  # the second Mini-tile
    press(app, pygame.K_LEFT)
    mini = st.minis_left(card)[0]
    press(app, pygame.K_RETURN)
    assert table.ath_step == "place" and table.ath_mini == mini
    assert table.mini_spots() and table.mini_anchor is not None
    # a refused spot says why in player words
    if table.mini_refusal() is not None:
        press(app, pygame.K_RETURN)
        assert table.message_bad and table.message
    table.mini_anchor = next(iter(table.mini_spots()))   # fixture: a legal spot
    press(app, pygame.K_RETURN)                 # proposes
    assert table.mini_proposed
    press(app, pygame.K_ESCAPE)                 # unlocks
    assert not table.mini_proposed and table.ath_step == "place"
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)                 # places
    frames(app, 40, dt=0.05)
    assert card in st.statue_parts(0)
    assert any(is_mini(c.tile_id) for c in st.cities[0].cells.values())
    # undo takes the completion back (within the turn); the button says so
    if st.phase == "athena":
        assert table.undo_label() == "Undo the completion"
        assert table.ath_step == "prompt"   # the question again: another card or finish
        if not st.completable(0):
            assert table.question() == "Ann's city shows no other card to complete: finish the turn."
            assert [k for k, _ in table.prompt_items()] == ["finish"]
    press(app, pygame.K_z)
    frames(app, 10, dt=0.05)
    assert card not in st.statue_parts(0)


def test_the_mini_tile_is_placed_by_mouse_clicks(tmp_path):
    app, table = _ann_to_prompt(tmp_path)
    st = table.state
    card = st.completable(0)[0]
    rects = table.ath_item_rects()
    click(app, rects[0].center)                 # Complete <card>
    assert table.ath_step == "chooser"
    click(app, table.ath_item_rects()[0].center)
    assert table.ath_step == "place"
    spot = next(iter(table.mini_spots()))
    pos = table.hex_screen_pos(*spot)
    click(app, pos)
    assert table.mini_proposed and table.mini_anchor == spot
    click(app, pos)
    frames(app, 40, dt=0.05)
    assert card in st.statue_parts(0)


def _play_person_turn(app, table, rng_pick, completions):
    """One person turn through the UI: complete a card when the prompt offers one (first seen
    card by keys, later ones by mouse), else finish the turn; else place a tile by events."""
    st = table.state
    if table.ath_step == "prompt":
        if st.completable(0) and completions[0] < 3:
            click(app, table.ath_item_rects()[0].center)
            if table.ath_step == "chooser" and st.minis_left(table.ath_card):
                click(app, table.ath_item_rects()[0].center)
                spot = next(iter(table.mini_spots()), None)
                if spot is not None:
                    table.mini_anchor = spot   # fixture: the spot, then two Enter presses
                    press(app, pygame.K_RETURN)
                    press(app, pygame.K_RETURN)
                    completions[0] += 1
                    return
            press(app, pygame.K_ESCAPE)
            press(app, pygame.K_ESCAPE)
        finish = table.ath_item_rects()[-1]
        click(app, finish.center)
        return
    place_by_events(app, table, _placement(st, rng_pick))


def _placement(st, rng_pick):
    """A placement for the person (test policy): one that makes the city show a card it may
    complete when one of 120 sampled placements does, else a random one."""
    actions = [a for a in st.legal_actions() if hasattr(a, "index")]
    for _ in range(120):
        a = rng_pick(actions)
        after = st.copy()
        after.apply(a)
        if after.phase == "athena":
            return a
    return rng_pick(actions)


def _play_to_results(app, table, seed):
    """Play the person's turns through the UI until the Results; (results, completions)."""
    rng = Rng(seed)
    completions = [0]
    for _ in range(400):
        wait_person(app, table, limit=4000)
        if table.state.is_terminal:
            break
        ver = table.session.version
        _play_person_turn(app, table, rng.choice, completions)
        assert table.session.version != ver, table.message
    return wait_results(app, 400), completions[0]


def test_a_three_seat_athena_game_is_played_to_the_results(tmp_path):
    app, table = open_table(tmp_path, CFG3, ai_delay=0.0, anim_speed=50.0)
    assert table.state.athena and table.strip_cells()
    res, completions = _play_to_results(app, table, 3)
    assert completions >= 1
    st = table.state
    keys = [k for k, _ in res.rows]
    assert "statue" in keys and keys.index("statue") < keys.index("stones")
    for s in range(3):
        held = len(st.statue_parts(s))
        assert res.statue[s][0] == ("complete: 5 per stone" if held == 4 else f"{held} of 4 parts")


def test_a_solo_athena_game_is_played_to_the_results(tmp_path):
    cfg = {"game": "akropolis", "seed": 9, "seats": [{"name": "You", "kind": "person"}],
           "options": {"athena": True, "solo": "hippodamos"}}
    app, table = open_table(tmp_path, cfg, ai_delay=0.0, anim_speed=50.0)
    assert table.state.athena and table.state.solo
    _, completions = _play_to_results(app, table, 4)
    assert completions >= 1


@pytest.mark.parametrize("mode", ["2\u20134 players", "solo"])
def test_new_game_offers_athena_for_every_seat_count_and_solo(tmp_path, mode):
    """Issue 14 item 4: the New Game "Athena" toggle (from the registry's Option) starts an
    Athena table, with 3 seats and solo."""
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 2)
    click(app, next(w for w in app.top.focus.widgets if w.key == "akropolis").rect.center)
    ng = app.top
    ng.seed = 4
    if mode == "solo":
        row = next(w for w in ng.focus.widgets if w.key == "mode")
        for _ in range(6):
            if "solo" in ng.mode:
                break
            click(app, (row.rect.right - 10, row.rect.centery))
        assert "solo" in ng.mode
    else:
        row = next(w for w in ng.focus.widgets if w.key == "players")
        while ng.num_seats != 3:
            click(app, (row.rect.right - 10, row.rect.centery))
    toggle = next(w for w in ng.focus.widgets if w.key == "athena")
    click(app, toggle.rect.center)
    click(app, next(w for w in ng.focus.widgets if w.key == "start").rect.center)
    table = app.top
    assert isinstance(table, AkropolisTable) and table.state.athena
    assert len(table.state.athena_cards) == 4 and len(table.strip_cells()) == 4
    assert table.state.num_seats == (2 if mode == "solo" else 3)   # solo: the Architect
    assert bool(table.state.solo) == (mode == "solo")


def _ai_at_prompt():
    """A seeded 3-seat Athena game stopped where Livia (seat 1, an AI) may complete a card."""
    for seed in range(1, 60):
        st = athena_state(3, seed, min_rounds=0, max_turns=0)
        rng = Rng(seed)
        for _ in range(400):
            if st.is_terminal:
                break
            if st.current_seat == 1 and st.phase == "athena" and st.completable(1):
                return st
            st.apply(athena_step(st, rng))
    raise AssertionError("no seeded game lets seat 1 complete a card")


def test_an_ai_completion_is_announced_and_its_mini_tile_drops_in(tmp_path):
    st = _ai_at_prompt()
    cfg = dict(CFG3, seats=[SEATS3[0], dict(SEATS3[1], ai="greedy"), SEATS3[2]])
    app, table = open_table(tmp_path, cfg, state=st, ai_delay=0.0)
    banners = []
    for _ in range(400):
        frames(app, 1, dt=0.05)
        if table.banner is not None:
            banners.append(table.banner[0])
        if st.statue_parts(1) and table.person_turn:
            break
    assert st.statue_parts(1), "the AI did not complete its card"
    name = st.data.athena.card(st.statue_parts(1)[0]).name
    assert f"Livia completed {name}" in banners
    minis = {p: c for p, c in st.cities[1].cells.items() if is_mini(c.tile_id)}
    assert minis and all(table.shown[1].get(p) == c for p, c in minis.items())


def _pad(app, button, steps=1):
    post(pygame.JOYBUTTONDOWN, button=button, instance_id=9, joy=0)
    post(pygame.JOYBUTTONUP, button=button, instance_id=9, joy=0)
    frames(app, steps)


def test_the_athena_steps_by_game_pad(tmp_path):
    app, table = _ann_to_prompt(tmp_path)
    st = table.state
    card = st.completable(0)[0]
    _pad(app, 0)                                  # A: Complete <card>
    assert table.ath_step == "chooser" and table.device == "controller"
    _pad(app, 1)                                  # B: back to the prompt
    assert table.ath_step == "prompt"
    _pad(app, 0)
    _pad(app, 0)                                  # A: the first Mini-tile
    assert table.ath_step == "place"
    assert "choose this spot" in table._status_text()[0]
    table.mini_anchor = next(iter(table.mini_spots()))   # fixture: a legal spot
    _pad(app, 0)
    assert table.mini_proposed
    _pad(app, 0)
    frames(app, 40, dt=0.05)
    assert card in st.statue_parts(0)
