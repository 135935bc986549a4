"""Akropolis table (issue 5): headless, driven by posted pygame events through the real App."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press, rects_inside, wheel
from game.core.rng import Rng
from game.scenes.akropolis.table import AkropolisTable

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import CFG2, open_table, place_by_events, wait_person, wait_results  # noqa: E402


def test_full_two_seat_game_from_title_by_posted_events(tmp_path):
    from game.scenes.title import TitleScene
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 2)
    akro = next(w for w in app.top.focus.widgets if w.key == "akropolis")
    click(app, akro.rect.center)
    ng = app.top
    assert ng.name == "new-game" and ng.game == "akropolis"
    ng.seed = 11  # fixture: a fixed seed instead of a random one
    # seat 2: AI Easy (fast); move focus there with posted events: click its value
    seat = next(w for w in ng.focus.widgets if w.key == "seat-1")
    while ng.kinds[1] != "ai:easy":
        click(app, (seat.rect.right - 10, seat.rect.centery))
    start = next(w for w in ng.focus.widgets if w.key == "start")
    click(app, start.rect.center)
    table = app.top
    assert isinstance(table, AkropolisTable)
    assert table.kinds == ["person", "ai"]
    rng = Rng(5)
    turns = 0
    for _ in range(200):
        wait_person(app, table)
        if table.state.is_terminal:
            break
        st = table.state
        before = st.to_dict()
        action = rng.choice(st.legal_actions())
        place_by_events(app, table, action)
        assert st.to_dict() != before, table.message
        placed = st.cities[0].placements[-1]
        assert placed[1:4] == (action.q, action.r, action.rotation)
        turns += 1
    res = wait_results(app, 400)
    assert table.state.is_terminal and turns > 10
    assert res.totals == table.state.scores()
    assert res.winners == table.state.winners()
    frames(app, 2)


def test_rotation_cycles_the_six_orientations(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    assert table.selected is not None
    seen = []
    for _ in range(6):
        cells, _ = table._ghost_cells()
        seen.append(frozenset(p for p, _, _ in cells))
        press(app, pygame.K_e)
    assert len(set(seen)) == 6
    cells, _ = table._ghost_cells()
    assert frozenset(p for p, _, _ in cells) == seen[0]
    assert table.rotation == 0
    press(app, pygame.K_q)
    assert table.rotation == 5
    click(app, table.view_rect.center, button=3)  # right click turns the other way
    assert table.rotation == 0


def test_refused_placement_changes_nothing_and_shows_the_core_reason(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    st = table.state
    before = st.to_dict()
    click(app, table.site_tile_pos(0))
    # far from the city: the core says it must touch
    for _ in range(8):
        press(app, pygame.K_RIGHT)
    q, r = table.anchor
    reason = st.why_illegal(__import__("game.core.akropolis", fromlist=["Place"]).Place(
        0, q, r, table.rotation))
    assert reason == "must touch your city"
    press(app, pygame.K_RETURN)
    assert st.to_dict() == before
    assert table.message.lower() == reason.lower() and table.message_bad
    from game.render.palette import BAD
    assert table._status_text() == (table.message, BAD)  # drawn in the status line
    assert table.selected == 0  # still placing: the player can move on
    frames(app, 1)
    # a tile the seat cannot pay for is refused with the cost reason
    stones = st.stones[st.current_seat]
    if stones < len(st.site) - 1:
        click(app, table.site_tile_pos(stones + 1))
        assert "you need" in table.message.lower()
        assert st.to_dict() == before


def test_refusal_when_overhanging_a_raised_spot(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 4, until_level=2, min_rounds=3, to_seat=0)
    cfg = dict(CFG2)
    app, table = open_table(tmp_path, cfg, state=st)
    wait_person(app, table)
    before = st.to_dict()
    city = st.cities[0]
    # a spot whose first hex is built but a neighbour is not: overhangs
    edge = next((q, r) for (q, r) in city.cells
                if any((q + dq, r + dr) not in city.cells for dq, dr in ((1, 0), (0, 1))))
    click(app, table.site_tile_pos(0))
    while table.rotation != 0:
        press(app, pygame.K_e)
    click(app, table.hex_screen_pos(*edge))
    assert st.to_dict() == before
    assert table.message_bad and table.message


@pytest.mark.parametrize("zoom_steps,pan", [(0, (0, 0)), (3, (-120, 40)), (-2, (90, -60)),
                                            (5, (200, 150))])
def test_pointer_to_hex_mapping_survives_pan_and_zoom(tmp_path, zoom_steps, pan):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 9, until_level=3, min_rounds=5, to_seat=0)
    app, table = open_table(tmp_path, dict(CFG2), state=st)
    wait_person(app, table)
    received = []
    real_apply = st.apply

    def spy(action):
        received.append(action)
        return real_apply(action)
    st.apply = spy
    vr = table.view_rect
    move(app, vr.center)
    wheel(app, 1 if zoom_steps > 0 else -1) if zoom_steps else None
    for _ in range(abs(zoom_steps) - 1 if zoom_steps else 0):
        wheel(app, 1 if zoom_steps > 0 else -1)
    # left drag on the city pans
    start = vr.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    end = (start[0] + pan[0], start[1] + pan[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=pan, buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    o0 = table.camera.origin
    frames(app, 1)
    if pan != (0, 0):
        assert table.camera.origin == (o0[0] + pan[0], o0[1] + pan[1])
    assert not received  # a drag never places
    city = st.cities[0]
    # choose a legal placement, preferring a raised one, whose hex is on screen
    click(app, table.site_tile_pos(0))
    options = sorted(city.legal_placements(), key=lambda p: (-city.height(p[0], p[1]), p))
    for q, r, rot in options:
        if rot != table.rotation:
            continue
        pos = table.hex_screen_pos(q, r)
        if vr.inflate(-40, -40).collidepoint(pos) and table.pick(pos) == (q, r):
            break
    else:
        pytest.skip("no legal spot on screen at this zoom/pan")
    click(app, pos)
    assert table.proposed and not received   # AK-9b: the first click proposes
    click(app, pos)
    assert len(received) == 1
    a = received[0]
    assert (a.q, a.r, a.rotation) == (q, r, rot)


def test_pick_round_trips_every_visible_hex_at_every_zoom(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(4, 2, until_level=3, min_rounds=6)
    app, table = open_table(tmp_path, {"game": "akropolis", "seed": 2, "seats": [], "options": {}},
                            state=st)
    for seat in range(st.num_seats):
        table.view(seat, center=True)
        for zi in (2, 6, 10, 14):
            table.camera.zoom_index = zi
            table.camera.center_on(table._cells_levels(seat))
            for (q, r) in st.cities[seat].cells:
                pos = table.hex_screen_pos(q, r)
                assert table.pick(pos) == (q, r)


def test_camera_zoom_keeps_the_world_point_under_the_pointer():
    from game.scenes.akropolis.camera import Camera
    cam = Camera((0, 100, 900, 500))
    about = (300, 250)
    before = cam.layout().from_pixel(*about)
    assert cam.zoom(2, about)
    after = cam.layout().from_pixel(*about)
    assert before == after
    cam.zoom_index = 0
    assert not cam.zoom(-1)


def test_keyboard_alone_places_a_tile(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    st = table.state
    press(app, pygame.K_TAB)
    assert table.selected == 0
    # walk the ghost to the nearest legal anchor using arrows only
    legal = table.legal_anchors()
    for _ in range(30):
        if table.anchor in legal:
            break
        q, r = table.anchor
        tq, tr = min(legal, key=lambda p: abs(p[0] - q) + abs(p[1] - r))
        key = (pygame.K_RIGHT if tq > q else pygame.K_LEFT) if tq != q else \
            (pygame.K_DOWN if tr > r else pygame.K_UP)
        press(app, key)
    assert table.anchor in legal
    info = table.placement_info()
    assert info["legal"]
    press(app, pygame.K_RETURN)   # proposes (AK-9b)
    assert table.proposed and len(st.cities[0].placements) == 0
    press(app, pygame.K_RETURN)   # confirms
    assert len(st.cities[0].placements) == 1


def test_escape_cancels_the_selection(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    assert table.selected is not None
    press(app, pygame.K_ESCAPE)
    assert table.selected is None


def test_preview_shows_stones_and_score_delta_of_the_core(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    st = table.state
    q, r = next(iter(table.legal_anchors()))
    table.anchor = (q, r)
    info = table.placement_info()
    assert info == st.placement_info(table.selected, q, r, table.rotation)
    parts = [t for t, _ in table._preview_parts(info)]
    assert parts[0] == f"{info['score_delta']['total']:+d} pts"
    frames(app, 1)


@pytest.mark.parametrize("name", ["ak-table", "ak-solo", "ak-results"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600), (640, 400)])
def test_demo_scenes_draw_inside_the_window(tmp_path, name, size):
    from game.scenes.registry import make_scene
    app = make_app(tmp_path, size=size)
    app.push(make_scene(name, app, 1))
    frames(app, 3)
    assert rects_inside(app) == []


def test_demo_table_is_late_game_with_a_person_to_play(tmp_path):
    from game.scenes.registry import make_scene
    app = make_app(tmp_path)
    table = make_scene("ak-table", app, 1)
    st = table.state
    assert st.num_seats == 4 and st.current_seat == 0 and table.kinds[0] == "person"
    assert max(c.max_level for c in st.cities) >= 3
    solo = make_scene("ak-solo", app, 1)
    assert solo.state.solo == "hippodamos" and solo.kinds == ["person", "architect"]


def test_solo_architect_moves_are_animated_in_the_architect_city(tmp_path):
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app, table = open_table(tmp_path, cfg)
    wait_person(app, table)
    st = table.state
    action = st.legal_actions()[0]
    place_by_events(app, table, action)
    assert len(st.cities[1].placements) == 1  # the Architect answered at once (core)
    seen_architect_drop = False
    for _ in range(200):
        if table.anim is not None and table.anim["type"] == "drop" and table.anim["seat"] == 1:
            seen_architect_drop = True
            assert table.viewed == 1
        if table.person_turn:
            break
        frames(app, 1, dt=0.02)
    assert seen_architect_drop
    assert table.viewed == 0 and table.shown[1] == st.cities[1].cells


def test_hover_explains_why_districts_do_not_score(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 6, until_level=2, min_rounds=6, to_seat=0)
    app, table = open_table(tmp_path, dict(CFG2), state=st)
    status = st.district_status(0)
    bad = [(p, why) for p, why in status.items() if why]
    assert bad, "the demo city should have a district that does not score"
    (q, r), why = bad[0]
    move(app, table.hex_screen_pos(q, r))
    assert table.pick(table.hover_pos) == (q, r)
    colour = st.cities[0].cells[(q, r)].color
    text_ = table.colour_explanation(0, colour)
    value, stars = st.ledger(0).row(colour).factors
    assert text_.startswith(f"{table_name(colour)}: value \u00d7 stars = points\n"
                            f"{value} \u00d7 {stars}")
    n_why = sum(1 for p, w in status.items() if w == why and st.cities[0].cells[p].color == colour)
    assert f"{n_why} {why}" in text_
    frames(app, 1)  # the tooltip draws


def table_name(colour):
    from game.scenes.akropolis.table import COLOUR_NAMES
    return COLOUR_NAMES[colour]


def test_escape_without_a_tile_opens_pause_and_resumes(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_ESCAPE)
    assert app.top is not table and app.top.name == "pause"
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_drawing_never_changes_the_game(tmp_path):
    from game.scenes.registry import make_scene
    app = make_app(tmp_path)
    table = make_scene("ak-table", app, 1)
    app.push(table)
    before = table.state.to_dict()
    for pos in (table.site_tile_pos(1), table.view_rect.center, table.score_rects[0].center):
        move(app, pos)
        table.draw(app.screen)
    assert table.state.to_dict() == before


def test_site_tooltip_names_the_tile_and_its_cost(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    st = table.state
    tile = st.tiles[st.site[1]]
    text_ = table.tile_description(1)
    assert "costs 1 stone" in text_
    assert text_.lower().count("quarry") == sum(1 for k, _ in tile.hexes if k == "quarry")
    # AK-4: the card at the end of the row may be bought too while two or more remain: it
    # reads like any other card, and no tooltip shows a ruling id
    last = len(st.site) - 1
    assert table.tile_description(last).endswith(f"costs {last} stones")
    assert not any("AK-" in table.tile_description(i) for i in range(len(st.site)))


def test_results_are_the_shell_results_scene_with_view_cities(tmp_path):
    from game.scenes.registry import make_scene
    from game.scenes.results import ResultsScene
    app = make_app(tmp_path)
    res = make_scene("ak-results", app, 1)
    app.push(res)
    assert isinstance(res, ResultsScene)
    assert [w.key for w in res.focus.widgets] == ["play-again", "cities", "title"]
    assert [w.label for w in res.focus.widgets] == ["Play again", "View cities", "Title"]
    assert [k for k, _ in res.rows] == ["blue", "yellow", "red", "purple", "green", "stones",
                                        "total"]
    assert res.verdict == "You win!"                  # seed 1: 39 to 25 (docs screenshot)
    frames(app, 2)
    assert rects_inside(app) == []


def test_seats_come_from_the_session_unnamed_ones_as_on_new_game(tmp_path):
    # issue 8: the session's seats; an unnamed person seat is "You" when it is the only person,
    # else every person is "Player N"
    cfg = {"game": "akropolis", "seed": 2,
           "seats": [{"kind": "person"}, {"kind": "person"}, {"kind": "ai", "ai": "random"}]}
    app, table = open_table(tmp_path, cfg)
    assert table.names == ["Player 1", "Player 2", "Player 3"]
    assert table.kinds == ["person", "person", "ai"]
    solo = AkropolisTable(app, {"game": "akropolis", "seed": 2, "seats": [{"kind": "person"}],
                                "options": {"solo": "callicrates"}})
    assert solo.names == ["You", "Callicrates (Architect)"]
    assert solo.kinds == ["person", "architect"]


def test_an_ai_that_cannot_move_is_reported_and_a_simple_player_moves_for_it(tmp_path):
    # issue 8 (session design): a toast names the seat and the game goes on; the seat stays AI
    class Broken:
        def choose(self, state):
            raise RuntimeError("the oracle is silent")

    cfg = {"game": "akropolis", "seed": 3,
           "seats": [{"name": "Ann", "kind": "person"}, {"name": "Bot", "kind": "ai"}]}
    app = make_app(tmp_path)
    table = AkropolisTable(app, cfg)
    table.make_ai = lambda seat, spec: Broken()
    table.session.make_ai = table.make_ai
    app.push(table)
    st = table.state
    if st.current_seat == 0:   # Ann first: she places a tile so that Bot is to move
        wait_person(app, table)
        q, r, rot = st.cities[0].legal_placements()[0]
        from game.core.akropolis import Place
        assert table.act(Place(0, q, r, rot))
    moved = sum(len(c.placements) for c in st.cities)
    wait_person(app, table)
    assert sum(len(c.placements) for c in st.cities) == moved + 1   # Bot's turn was played
    assert [t for t, _ in app.toasts] == [
        "Bot could not move (the oracle is silent); a simple player takes its turn."]
    assert table.kinds == ["person", "ai"] and table.person_turn


@pytest.mark.parametrize("step,note", [("points", ""), ("stones", "Tie on points, broken by stones."),
                                       ("shared", "Tied on points and stones: a shared victory.")])
def test_results_tie_note_follows_the_core_tiebreak_and_names_no_ruling(tmp_path, step, note):
    from game.scenes.akropolis.demo import played_state
    from game.scenes.akropolis.results import AkropolisResults
    st = played_state(2, 1, to_end=True)
    app, table = open_table(tmp_path, dict(CFG2), state=st)
    st.tiebreak_used = lambda: step            # the core's AK-9 answer decides the note
    res = AkropolisResults(app, table)
    assert res.note == note and "AK-" not in res.subtitle
    assert res.totals == st.scores()
    assert [r.category for r in st.ledger(0).rows] == [k for k, _ in res.rows]


def test_menu_button_opens_pause_for_a_mouse_only_player(tmp_path):
    """The bottom bar's Menu button: the mouse alone reaches pause, rules, restart and quit."""
    from game.scenes.pause import PauseScene
    for size in ((1280, 720), (640, 400)):
        app, table = open_table(tmp_path / f"{size[0]}", size=size)
        wait_person(app, table)
        menu = next(b for b in table.visible_buttons() if b.key == "menu")
        bar = table.bottom_rect
        assert all(bar.contains(b.rect) for b in table.visible_buttons())
        click(app, menu.rect.center)
        assert isinstance(app.top, PauseScene)


def test_no_blind_placement_while_another_city_is_shown(tmp_path):
    """Enter (or Place) while looking at another player's city brings the player's own city
    back instead of placing the tile where it cannot be seen."""
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    press(app, pygame.K_TAB)                    # pick the first tile: the ghost shows
    assert table.selected is not None
    before = len(table.state.action_log)
    press(app, pygame.K_t)                      # look at the next city
    assert table.viewed != me
    press(app, pygame.K_RETURN)
    assert len(table.state.action_log) == before and table.viewed == me
    assert "your city" in table.message.lower()


def test_viewing_another_city_hint_follows_the_device(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_t)                      # keyboard: look at the next city
    text, _ = table._status_text()
    assert "T next city" in text and "click" not in text
    app.last_device = "mouse"
    text, _ = table._status_text()
    assert "click your tab" in text
