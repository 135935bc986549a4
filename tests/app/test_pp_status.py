"""QA round 3: the Picture Pie status line always reflects the current interaction: a note said
about one selection or position never outlives a state change (it used to stay up to 6 s)."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, press
from game.core.picture_pie.actions import Place
from game.scenes.picture_pie.demo import SEATS2, table_mid_game

STALE = "take a second small piece"


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def draft_table(app, seed):
    t = table_mid_game(app, seed, seats=SEATS2, rounds=3, draft=False)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "draft" and t.person_turn
    return t


def small_pieces(t):
    st = t.state
    return sorted(i for i in st.wheel.sectors[st.active_sector] if st.tiles[i].size < 4)


def place_hand(app, t):
    """Place every tile in hand with clicks, each where the core says it fits."""
    st = t.state
    while st.hand:
        tid = st.hand[0]
        a = next(a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id == tid)
        click(app, t.tray_tile_pos(tid))
        assert STALE not in t.interaction.status_text()
        size = st.tiles[tid].size
        t.interaction.focus["board"] = a.site
        t.interaction.ghost_start = a.slot
        pos = t.slot_point(a.site, a.slot, size)
        click(app, pos)
        frames(app, 2)
        assert STALE not in t.interaction.status_text(), t.interaction.status_text()


def test_second_small_piece_taken_clears_the_chosen_note_at_once(app):
    t = draft_table(app, 3)
    small = small_pieces(t)
    assert len(small) >= 2
    click(app, t.wheel_tile_pos(small[0]))
    assert STALE in t.interaction.status_text()
    click(app, t.wheel_tile_pos(small[1]))  # both taken: Law 3 draft done
    assert t.state.stage == "build" and sorted(t.state.hand) == small[:2]
    assert STALE not in t.interaction.status_text()  # same frame, not 6 s later
    frames(app, 1)
    assert STALE not in t.interaction.status_text()
    place_hand(app, t)


def test_one_small_piece_taken_alone_clears_the_note(app):
    t = draft_table(app, 5)
    small = small_pieces(t)
    assert small
    click(app, t.wheel_tile_pos(small[0]))
    assert STALE in t.interaction.status_text()
    click(app, t.wheel_tile_pos(small[0]))  # click it again: taken alone
    assert t.state.hand == (small[0],) and STALE not in t.interaction.status_text()


def test_a_refusal_lasts_while_nothing_changes_and_goes_with_the_next_change(app):
    t = draft_table(app, 5)
    press(app, pygame.K_t)  # End turn during the draft: refused
    refusal = t.interaction.status_text()
    assert t.message_bad and refusal.startswith("Draft first")
    frames(app, 5)
    assert t.interaction.status_text() == refusal  # nothing changed: the refusal stays readable
    st = t.state
    half = next((i for s in st.wheel.sectors for i in s if st.tiles[i].size == 4), None)
    if half is None:
        pytest.skip("no Half on the wheel")
    click(app, t.wheel_tile_pos(half))
    assert st.stage == "build" and t.interaction.status_text() != refusal
    assert not t.message_bad or "Draft first" not in t.interaction.status_text()
