"""Play-test round (issue 9): the mouse ghost takes the nearest free slot of the site under the
pointer (the core's placements, PP-5), a click places it there; a site with no room refuses
once, in the status line."""

import math

import pygame
import pytest

from game.app.testing import click, frames, make_app, move
from game.core.picture_pie.actions import Place
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from tests.app.pp_driver import perform


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def build_table(app, seed=3):
    t = table_mid_game(app, seed, seats=SEATS2, rounds=3, draft=True)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "build" and t.state.current_seat == 0 and t.state.hand
    return t


def nearest_start(t, site, tid, pos):
    """The legal start (core placements) whose wedge middle is nearest the pointer angle."""
    st = t.state
    size = st.tiles[tid].size
    cx, cy = t.layout.site_center(site)
    ang = math.degrees(math.atan2(cy - pos[1], pos[0] - cx))
    starts = [s for (i, s) in st.placements(tid) if i == site]

    def off(s):
        return abs((ang - (s + (size - 1) / 2) * 45 + 180) % 360 - 180)

    return min(starts, key=lambda s: (off(s), s))


def half_site(st, tid):
    """An open site holding a tile, where ``tid`` still fits somewhere."""
    return next(i for i, sit in enumerate(st.boards[0].sites)
                if sit.placed and not sit.completed and any(j == i for j, _s in st.placements(tid)))


def test_pointer_over_a_taken_slot_snaps_to_the_nearest_free_one_and_a_click_places(app):
    t = build_table(app)
    st = t.state
    tid = st.hand[0]
    site = half_site(st, tid)
    other, start = st.boards[0].sites[site].placed[0]
    click(app, t.tray_tile_pos(tid))
    assert t.interaction.chosen == tid
    # point at the middle of the tile already there: the slot under the pointer is taken
    pos = t.slot_point(site, start, st.tiles[other].size)
    move(app, pos)
    want = nearest_start(t, site, tid, pos)
    assert t.interaction.ghost(site) == (want, True)
    assert not t.interaction.status_bad()
    click(app, pos)
    assert (tid, want) in st.boards[0].sites[site].placed


def test_every_pointer_angle_over_a_site_gives_a_legal_ghost(app):
    t = build_table(app)
    st = t.state
    tid = st.hand[0]
    site = half_site(st, tid)
    click(app, t.tray_tile_pos(tid))
    legal = {s for i, s in st.placements(tid) if i == site}
    for k in range(8):
        pos = t.slot_point(site, k, 1)
        move(app, pos)
        assert t.interaction.ghost(site) == (nearest_start(t, site, tid, pos), True)
        assert t.interaction.ghost(site)[0] in legal


def test_a_site_with_no_room_refuses_once_in_the_status_line(app):
    t = build_table(app)
    st = t.state
    tid = st.hand[0]
    blocked = next(i for i in range(12) if not any(j == i for j, _s in st.placements(tid)))
    click(app, t.tray_tile_pos(tid))
    c = t.layout.site_center(blocked)
    pos = (int(c[0]) + 5, int(c[1]) - 5)
    move(app, pos)
    assert t.interaction.status_bad()
    assert t.interaction.status_text().startswith("No room for the 1/2 ")
    before = [s.placed for s in st.boards[0].sites]
    click(app, pos)
    assert [s.placed for s in st.boards[0].sites] == before and st.hand == (tid,)
    assert t.interaction.status_text().startswith("No room for the 1/2 ")
