"""Picture Pie table scene tests: input events in, rules state and what is shown out."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press, rects_inside, resize, wheel
from game.core.picture_pie.actions import DraftHalf, DraftSmall, Place
from game.scenes.picture_pie.demo import SEATS2, table_mid_game

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import end_turn, settle  # noqa: E402


TWO_PEOPLE = [{"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"}]


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def _table(app, seed=3, seats=SEATS2, draft=True):
    t = table_mid_game(app, seed, seats=seats, rounds=5, draft=draft)
    app.push(t)
    frames(app, 2)
    return t


def _occupied_slot(state, seat):
    """(site, slot) of some occupied slot of an uncompleted site, else of a completed one."""
    found = None
    for i, site in enumerate(state.boards[seat].sites):
        for k in range(8):
            if site.slot_owner(k) is not None:
                if not site.completed:
                    return i, k
                found = found or (i, k)
    return found


def test_a_click_on_a_taken_slot_places_into_the_nearest_free_one(app):
    t = _table(app)
    st = t.state
    assert st.stage == "build" and t.interaction.chosen is not None
    tid = t.interaction.chosen
    site, slot = _occupied_slot(st, 0)
    legal = {s for i, s in st.placements(tid) if i == site}
    c = t.layout.site_center(site)
    from game.render.pie import polar
    pos = tuple(int(v) for v in polar(c[0], c[1], t.layout.site_radius * 0.6, slot * 45))
    move(app, pos)
    g = t.interaction.ghost(site)
    if not legal:   # no room there: the core's refusal, said once, and nothing changes
        before = st.to_dict()
        click(app, pos)
        assert t.message.endswith(st.why_illegal(Place(tid, site, g[0]))[1:]) and t.message_bad
        assert st.to_dict() == before
        return
    assert g[1] and g[0] in legal
    click(app, pos)
    assert (tid, g[0]) in st.boards[0].sites[site].placed

def test_refused_draft_of_small_piece_outside_the_sundial_sector(app):
    t = _table(app, draft=False)
    st = t.state
    assert st.stage == "draft"
    other = [tid for s, tiles in enumerate(st.wheel.sectors) if s != st.active_sector
             for tid in tiles if st.tiles[tid].size < 4]
    assert other
    before = st.to_dict()
    click(app, t.wheel_tile_pos(other[0]))
    assert t.message == st.why_illegal(DraftSmall((other[0],)))
    assert st.to_dict() == before


def test_undo_restores_the_turn(app):
    t = _table(app, draft=False)
    st = t.state
    start = st.to_dict()
    # draft by mouse: a Half if any, else small pieces of the active sector
    halves = [tid for s in st.wheel.sectors for tid in s if st.tiles[tid].size == 4]
    if halves:
        click(app, t.wheel_tile_pos(halves[0]))
    else:
        small = [tid for tid in st.wheel.sectors[st.active_sector]]
        click(app, t.wheel_tile_pos(small[0]))
        click(app, t.wheel_tile_pos(small[0]))
    settle(app, t)
    assert st.stage == "build" and st.hand
    tid = st.hand[0]
    size = st.tiles[tid].size
    # place it where it fits
    target = next(a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id == tid)
    click(app, t.tray_tile_pos(tid))
    pos = t.slot_point(target.site, target.slot, size)
    move(app, pos)
    click(app, pos)
    settle(app, t)
    assert tid not in st.hand and len(st.turn_log) == 2
    press(app, pygame.K_z)
    assert len(st.turn_log) == 1 and tid in st.hand
    press(app, pygame.K_z)
    assert st.to_dict() == start
    press(app, pygame.K_z)  # nothing left: refused, unchanged
    assert t.message == "Nothing to take back this turn."
    assert st.to_dict() == start


def test_pause_and_resume(app):
    t = _table(app)
    before = t.state.to_dict()
    press(app, pygame.K_p)
    from game.scenes.pause import PauseScene
    assert isinstance(app.top, PauseScene)
    frames(app, 10)
    press(app, pygame.K_p)
    assert app.top is t
    assert t.state.to_dict() == before
    # Esc drops the chosen tile first, then pauses
    assert t.interaction.chosen is not None
    press(app, pygame.K_ESCAPE)
    assert t.interaction.chosen is None and app.top is t
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is t


def test_ai_does_not_play_while_paused(tmp_path):
    app = make_app(tmp_path)
    seats = [{"name": "A", "kind": "ai", "ai": "greedy"}, {"name": "B", "kind": "ai",
                                                            "ai": "greedy"}]
    from game.scenes.picture_pie.table import PicturePieTable
    t = PicturePieTable(app, {"game": "picture-pie", "seed": 4, "seats": seats, "options": {}})
    app.push(t)
    press(app, pygame.K_p)
    before = t.state.to_dict()
    frames(app, 30)
    assert t.state.to_dict() == before
    press(app, pygame.K_p)
    frames(app, 30)
    assert t.state.to_dict() != before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600), (1000, 760), (640, 400)])
def test_resize_keeps_the_layout_inside_the_window(app, size):
    t = _table(app, seats=None)  # 4 seats
    resize(app, size, steps=2)
    assert app.size == size
    assert rects_inside(app) == []
    lay = t.layout
    win = pygame.Rect((0, 0), size)
    assert win.contains(lay.board)
    for o in lay.others.values():
        assert win.contains(o["rect"])
    # nothing overlaps between the three columns
    assert lay.board.right <= lay.right.x + 1 and lay.board.x >= lay.left.right - 1


def test_setup_picks_by_clicks(tmp_path):
    app = make_app(tmp_path)
    from game.scenes.picture_pie.table import PicturePieTable
    t = PicturePieTable(app, {"game": "picture-pie", "seed": 2, "seats": SEATS2, "options": {}})
    app.push(t)
    st = t.state
    for _ in range(50):
        if st.current_seat == 0:
            break
        frames(app, 1)
        settle(app, t)
    assert st.stage == "setup" and st.current_seat == 0
    click(app, t.pick_rect(2, "lapis").center)
    click(app, t.pick_rect(1, "water", "aqueduct").center)
    click(app, t.pick_rect(1, "flora").center)
    yard = [st.tiles[i] for i in st.boards[0].yard]
    assert [(y.size, y.motif, y.mark) for y in yard] == [(2, "lapis", None),
                                                         (1, "water", "aqueduct"),
                                                         (1, "flora", None)]
    # a fourth pick is refused: the setup is done for this seat
    assert st.current_seat != 0 or st.stage != "setup"


def walk_board(app, t, site):
    """Arrow keys from the focused site to ``site`` (row by row, then column)."""
    r0, c0 = divmod(t.interaction.focus["board"], 4)
    r1, c1 = divmod(site, 4)
    for _ in range(abs(r1 - r0)):
        press(app, pygame.K_DOWN if r1 > r0 else pygame.K_UP)
    for _ in range(abs(c1 - c0)):
        press(app, pygame.K_RIGHT if c1 > c0 else pygame.K_LEFT)


def test_keyboard_alone_drafts_and_places(app):
    t = _table(app, draft=False)
    st = t.state
    assert st.stage == "draft"
    # the focus starts on the Sundial sector's first tile: no Tab needed
    assert t.interaction.zone == "wheel"
    order = t.interaction.wheel_order()
    tid = order[t.interaction.focus["wheel"]]
    assert tid == st.wheel.sectors[st.active_sector][0]
    press(app, pygame.K_RETURN)
    if st.stage == "draft":  # a small piece: Enter again takes it alone
        press(app, pygame.K_RETURN)
    settle(app, t)
    assert st.stage == "build" and tid in st.hand
    # build starts on the first hand tile
    assert t.interaction.zone == "tray"
    assert t.tray_tiles()[t.interaction.focus["tray"]][1] == st.hand[0]
    while t.tray_tiles()[t.interaction.focus["tray"]][1] != tid:
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    assert t.interaction.zone == "board" and t.interaction.chosen == tid
    target = next(a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id == tid)
    walk_board(app, t, target.site)
    assert t.interaction.focus["board"] == target.site
    site = target.site
    g = t.interaction.ghost(site)
    assert g[1]
    press(app, pygame.K_q)  # turn the ghost: still a legal start
    g2 = t.interaction.ghost(site)
    press(app, pygame.K_RETURN)
    settle(app, t)
    assert any(tid == p[0] and p[1] == g2[0] for p in st.boards[0].sites[site].placed)


def test_mouse_wheel_turns_the_ghost_and_preview_matches_core(app):
    t = _table(app)
    st = t.state
    tid = t.interaction.chosen
    size = st.tiles[tid].size
    target = next(a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id == tid)
    pos = t.slot_point(target.site, target.slot, size)
    move(app, pos)
    assert t.interaction.ghost(target.site) == (target.slot, True)
    assert t.interaction.preview_delta() == st.preview(target)["total"]
    wheel(app, 1)
    g = t.interaction.ghost(target.site)
    assert g[0] != target.slot or size == 8


def test_turn_wheel_button_and_smooth_rotation(app):
    t = _table(app)
    st = t.state
    r0 = st.wheel.rotation
    click(app, t.button_rect("wheel_cw").center)
    assert st.wheel.rotation == (r0 + 1) % 6 and st.wheel_turned
    # the drawn wheel moves part of the way each frame (a smooth turn, not a jump)
    seen = []
    for _ in range(45):
        frames(app, 1)
        seen.append(t.animator.vis_rotation)
    assert any(abs(v - r0) > 0.05 and abs(v - (r0 + 1) % 6) > 0.05 for v in seen)
    assert abs(seen[-1] - (r0 + 1) % 6) < 0.01
    click(app, t.button_rect("wheel_ccw").center)  # once per turn (PP-10)
    assert t.message == "The Quarry Wheel can be turned once per turn."


def test_completion_shows_a_flourish_with_the_points(app):
    """Drive placements by clicks until a monument completes; the flourish shows its points."""
    from game.render.effects import Flourish
    t = _table(app, seed=3)
    st = t.state
    for _turn in range(40):
        settle(app, t)
        if st.current_seat != 0:
            frames(app, 1)
            continue
        if st.stage == "draft":
            a = st.legal_actions()[0]
            if isinstance(a, DraftHalf):
                click(app, t.wheel_tile_pos(a.tile_id))
            else:
                click(app, t.wheel_tile_pos(a.tile_ids[0]))
                click(app, t.button_rect("take").center)
            continue
        completing = None
        for a in st.legal_actions():
            if isinstance(a, Place):
                site = st.boards[0].sites[a.site]
                if site.filled + st.tiles[a.tile_id].size == 8:
                    completing = a
                    break
        if completing is None:
            end_turn(app, t)
            continue
        expected = st.preview(completing)["total"]
        click(app, t.tray_tile_pos(completing.tile_id))
        pos = t.slot_point(completing.site, completing.slot, st.tiles[completing.tile_id].size)
        move(app, pos)
        click(app, pos)
        assert st.boards[0].sites[completing.site].completed
        frames(app, 30)
        flo = [e.inner for e in t.animator.fx.items if hasattr(e, "inner") and
               isinstance(e.inner, Flourish)]
        assert flo and flo[0].text is not None
        ev = [e for e in st.events if e.TYPE == "completed"][0]
        assert ev.points == expected
        return
    pytest.fail("no monument completed in 40 turns")


def test_to_yard_button_stores_the_chosen_tile(app):
    from game.core.picture_pie.actions import Store
    t = _table(app)
    st = t.state
    tid = t.interaction.chosen
    assert tid in st.hand
    if len(st.boards[0].yard) >= 3:
        click(app, t.button_rect("store").center)
        assert t.message == st.why_illegal(Store(tid))
        return
    n = len(st.boards[0].yard)
    click(app, t.button_rect("store").center)
    settle(app, t)
    assert st.boards[0].yard[-1] == tid and len(st.boards[0].yard) == n + 1
    assert tid not in st.hand


def test_end_turn_sweeps_the_sundial_and_hands_over(app):
    t = _table(app)
    st = t.state
    s0 = st.sundial
    end_turn(app, t)
    assert st.sundial == (s0 + 1) % 6 and st.current_seat == 1
    seen = [t.animator.vis_sundial]
    for _ in range(60):
        frames(app, 1)
        seen.append(t.animator.vis_sundial)
    assert any(0.05 < (v - s0) % 6 < 0.95 for v in seen)  # in between: a sweep, not a jump
    assert abs(seen[-1] - st.sundial) < 1e-6 or st.current_seat == 0


def test_refilled_tiles_arrive_from_the_bag(app):
    """Phase 4 (PP-13): an emptied active sector refills; its tiles fly in and then show."""
    def emptied_by_one_draft(st):
        tiles = st.wheel.sectors[st.active_sector]
        return 1 <= len(tiles) <= 2 and all(st.tiles[x].size < 4 for x in tiles)
    for seed in range(1, 60):  # the first seeded table whose active sector one draft empties
        t = table_mid_game(app, seed, seats=TWO_PEOPLE, rounds=3, draft=False)
        if emptied_by_one_draft(t.state) and t.state.bag:
            break
    else:
        pytest.fail("no seed gives a sector emptied by one draft")
    app.push(t)
    frames(app, 2)
    st = t.state
    act = st.active_sector
    small = sorted(st.wheel.sectors[act])
    for x in small:
        click(app, t.wheel_tile_pos(x))
    if st.stage == "draft":
        click(app, t.button_rect("take").center)
    end_turn(app, t)
    refill = [e for e in st.events if e.TYPE == "refill"]
    assert refill and refill[0].sector == act
    assert set(refill[0].tiles) <= t.animator.hidden  # in flight, not yet drawn in place
    for _ in range(120):
        frames(app, 1)
    assert not set(refill[0].tiles) & t.animator.hidden
