"""QA round 2 on the Picture Pie table, all through posted pygame events.

A tester found: hints that did not follow the interaction and two meanings for Esc; the ghost's
Q/E turn lost when arrowing to another site; a focus ring in mouse mode after the AI's turn; the
chosen small piece looking like the focused one; focus left on the greyed Wheel button; the score
chip over the ghost's "1/8" and the focus ring over the hand caption; the draft status forgetting
the chosen piece; no "View boards" on the results; a Sundial hand that read backwards."""

import math

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press
from game.render import palette as P
from game.render import wheel
from game.scenes.picture_pie.demo import DEMO_SCENES, SEATS2, table_mid_game
from game.scenes.picture_pie.layout import BUTTONS
from tests.app.pp_driver import end_turn



@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def count_colour(app, colour, rect=None, tol=0) -> int:
    """Pixels of ``colour`` (within ``tol`` per channel) on the last frame, inside ``rect``."""
    surf = app.screen
    if rect is not None:
        surf = surf.subsurface(pygame.Rect(rect).clip(surf.get_rect()))
    return pygame.mask.from_threshold(surf, (*colour, 255), (tol + 1, tol + 1, tol + 1, 255)).count()


def build_table(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "build" and t.person_turn and t.interaction.chosen is not None
    return t


def draft_table(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=False)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "draft" and t.person_turn
    return t


def test_hints_follow_the_interaction_and_esc_says_what_it_does_now(app):
    t = build_table(app)
    press(app, pygame.K_RIGHT)  # keyboard; the hand tile is chosen (after the draft)
    keys = dict(t.interaction.key_hints())
    assert keys["Esc"] == "drop tile" and keys["P"] == "menu" and "P/Esc" not in keys
    press(app, pygame.K_ESCAPE)  # drops the tile, no menu
    assert t.interaction.chosen is None and app.top is t
    assert t.interaction.mode() == "build"
    keys = dict(t.interaction.key_hints())
    assert keys["P/Esc"] == "menu" and "Esc" not in keys
    assert keys["Enter"] == "choose / select" and keys["Q/E"] == "turn site"
    assert not any("drop" in v or "place" in v for v in keys.values())
    press(app, pygame.K_ESCAPE)  # nothing chosen: now Esc opens the menu
    assert app.top is not t and app.top.name == "pause"


def test_hints_while_drafting_one_small_piece(app):
    t = draft_table(app)
    st = t.state
    small = [i for i in st.wheel.sectors[st.active_sector] if st.tiles[i].size < 4]
    assert small
    click(app, t.wheel_tile_pos(small[0]))
    assert t.interaction.mode() == "draft_one"
    assert dict(t.interaction.key_hints())["Esc"] == "drop it"  # mouse hints
    press(app, pygame.K_LEFT)
    keys = dict(t.interaction.key_hints())
    assert keys["Esc"] == "drop piece" and keys["P"] == "menu"
    press(app, pygame.K_ESCAPE)
    assert t.interaction.selected_small == [] and app.top is t
    assert dict(t.interaction.key_hints())["P/Esc"] == "menu"


def test_q_e_turn_of_the_ghost_is_kept_when_arrowing_to_another_site(app):
    t = build_table(app)
    st = t.state
    board = st.boards[st.current_seat]
    press(app, pygame.K_UP)  # keyboard; the drafted tile is chosen, its ghost over a site
    assert t.interaction.zone == "board" and t.interaction.mode() == "ghost"
    size = st.tiles[t.interaction.chosen].size
    assert size < 8
    for key in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_LEFT):
        if not board.sites[t.interaction.focus["board"]].placed:
            break
        press(app, key)
    assert not board.sites[t.interaction.focus["board"]].placed  # start on an empty site
    start0 = t.interaction.ghost(t.interaction.focus["board"])[0]
    press(app, pygame.K_q)
    turned = t.interaction.ghost(t.interaction.focus["board"])[0]
    assert turned != start0
    seen_empty = 0
    for key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN,
                pygame.K_DOWN, pygame.K_LEFT, pygame.K_LEFT):
        press(app, key)
        site = t.interaction.focus["board"]
        sit = board.sites[site]
        if not sit.placed:  # an empty site takes the turned tile as it is
            seen_empty += 1
            assert t.interaction.ghost(site) == (turned, True)
        elif not sit.completed and any(sit.fits(size, s) for s in range(8)):
            start, ok = t.interaction.ghost(site)
            assert ok and sit.fits(size, start)
            if sit.fits(size, turned):
                assert start == turned
    assert seen_empty >= 2


def test_no_focus_ring_in_mouse_mode_after_the_ai_turn(app):
    t = build_table(app)
    end_turn(app, t, mouse=True)  # the mouse ends the turn; the AI plays
    for _ in range(600):
        frames(app, 1)
        if t.person_turn and not t.animator.fx.busy:
            break
    frames(app, 2)
    assert t.person_turn and t.state.stage == "draft" and app.last_device == "mouse"
    assert t.interaction.focused() is not None  # the keyboard focus is kept, just not drawn
    lay = t.layout
    (wx, wy), wr = lay.wheel_center, int(lay.wheel_radius)
    areas = [pygame.Rect(wx - wr, wy - wr, 2 * wr, 2 * wr), lay.board.inflate(20, 20), lay.tray,
             t.interaction.focus_rect().inflate(10, 10)] + [t.button_rect(n).inflate(8, 8)
                                                            for n in BUTTONS]
    assert [count_colour(app, P.FOCUS, a) for a in areas] == [0] * len(areas)
    press(app, pygame.K_LEFT)  # back on the keyboard: the ring shows
    assert count_colour(app, P.FOCUS, t.interaction.focus_rect().inflate(10, 10)) > 20


def test_chosen_small_piece_looks_unlike_the_focused_one_and_the_status_keeps_it(app):
    t = draft_table(app)
    st = t.state
    act = st.wheel.sectors[st.active_sector]
    small = [i for i in act if st.tiles[i].size < 4]
    other = [i for s, tiles in enumerate(st.wheel.sectors) if s != st.active_sector
             for i in tiles if st.tiles[i].size < 4]
    assert small and other
    chosen = small[0]
    click(app, t.wheel_tile_pos(chosen))
    assert t.interaction.selected_small == [chosen]
    tile = st.tiles[chosen]
    want = f"of {tile.motif} chosen"
    assert want in t.interaction.status_text()
    click(app, t.wheel_tile_pos(other[0]))  # refused: not the Sundial's sector
    assert t.message_bad and want not in t.interaction.status_text()
    press(app, pygame.K_RIGHT)  # moving on with the keyboard
    assert t.interaction.selected_small == [chosen] and want in t.interaction.status_text()
    order = t.interaction.wheel_order()
    if order[t.interaction.focus["wheel"]] == chosen:
        press(app, pygame.K_RIGHT)
    focus_tid = order[t.interaction.focus["wheel"]]
    assert focus_tid != chosen
    r = int(t.layout.wheel_radius * wheel.TILE_FRAC) + 8
    x, y = t.wheel_tile_pos(chosen)
    box = pygame.Rect(x - r, y - r - 3, 2 * r, 2 * r)
    fx, fy = t.wheel_tile_pos(focus_tid)
    fbox = pygame.Rect(fx - r, fy - r - 3, 2 * r, 2 * r)
    # chosen: azure rim and check, no gold focus ring; focused: gold ring, no azure rim
    assert count_colour(app, wheel.CHOSEN, box) > 30
    assert count_colour(app, P.FOCUS, box.clip(box).inflate(-6, -6)) == 0 or \
        box.colliderect(fbox)
    assert count_colour(app, P.FOCUS, fbox) > 20
    if not box.colliderect(fbox):
        assert count_colour(app, wheel.CHOSEN, fbox) == 0


def test_focus_leaves_the_wheel_button_once_the_wheel_has_turned(app):
    t = build_table(app)
    press(app, pygame.K_TAB)
    while t.interaction.zone != "buttons":
        press(app, pygame.K_TAB)
    target = BUTTONS.index("wheel_cw")
    for _ in range(len(BUTTONS)):
        if t.interaction.focus["buttons"] == target:
            break
        press(app, pygame.K_LEFT if t.interaction.focus["buttons"] > target else pygame.K_RIGHT)
    assert t.interaction.focus["buttons"] == target
    press(app, pygame.K_RETURN)
    assert t.state.wheel_turned
    frames(app, 1)
    assert BUTTONS[t.interaction.focus["buttons"]] == "end"
    assert count_colour(app, P.FOCUS, t.button_rect("end").inflate(8, 8)) > 20
    assert count_colour(app, P.FOCUS, t.button_rect("wheel_cw").inflate(2, 2)) == 0


def test_score_chip_sits_beside_the_site_and_the_caption_clear_of_the_ring(app):
    t = build_table(app)
    st = t.state
    lay = t.layout
    press(app, pygame.K_LEFT)  # the chosen tile's ghost over a site where it fits
    site = t.interaction.focus["board"]
    start, ok = t.interaction.ghost(site)
    assert ok and t.interaction.preview_delta() is not None
    size = st.tiles[t.interaction.chosen].size
    chip = t.layout.score_chip_rect(site, start, size, (40, 20))
    r = lay.site_radius
    for i in range(12):  # clear of this site's wedges and labels, and of its neighbours
        cx, cy = lay.site_center(i)
        nx = min(max(cx, chip.left), chip.right)
        ny = min(max(cy, chip.top), chip.bottom)
        assert math.hypot(nx - cx, ny - cy) > r * 0.8, i
    assert lay.board.contains(chip)
    # the hand caption stays below the focus ring of a focused hand tile
    press(app, pygame.K_ESCAPE)
    while t.interaction.zone != "tray":
        press(app, pygame.K_TAB)
    spot = t.tray_tiles()[t.interaction.focus["tray"]][2]
    cap = t.layout.caption_rect(spot, (60, 14))
    ring_bottom = spot[1] + lay.tray_radius + 5
    assert cap.top > ring_bottom
    assert count_colour(app, P.FOCUS, cap) == 0


def test_results_view_boards_and_back(app):
    res = DEMO_SCENES["pp-results"](app, 1)
    app.push(res)
    frames(app, 2)
    table = app.stack[-2]
    before = table.state.to_dict()
    btn = next(w for w in res.focus.widgets if w.key == "boards")
    assert btn.label == "View boards"
    click(app, btn.rect.center)
    assert app.top is table and table.review_mode
    assert "Your final board" in table.interaction.status_text()
    seat = table.view_seat
    other = next(s for s in table.layout.others)
    click(app, table.layout.others[other]["rect"].center)  # a small board shows large
    assert table.view_seat == other != seat
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # nothing to play: Enter returns
    assert app.top is res
    click(app, btn.rect.center)
    assert app.top is table
    click(app, table.layout.site_center(5))  # clicks on the board change nothing
    click(app, table.back_rect().center)
    assert app.top is res and table.state.to_dict() == before
    assert pygame.Rect((0, 0), app.size).contains(table.back_rect())


def test_sundial_hand_tapers_to_a_point_at_the_active_sector(app):
    t = draft_table(app)
    move(app, (5, 5))
    lay = t.layout
    cx, cy = lay.wheel_center
    hub = wheel.needle_reach(lay.wheel_radius) / 0.95   # short of the sector number (QA 2)
    ang = (t.state.sundial % 6) * 60.0

    def brass_across(d: float) -> int:
        """Brass pixels on a short line across the hand at ``d`` (signed) from the pivot."""
        px, py = wheel.clock_point(cx, cy, d, ang)
        n = 0
        for k in range(-12, 13):
            x, y = wheel.clock_point(px, py, k, ang + 90)
            c = tuple(app.screen.get_at((round(x), round(y))))[:3]
            if sum(abs(a - b) for a, b in zip(c, wheel.BRASS)) < 40:
                n += 1
        return n

    head, pivot, far = brass_across(hub * 0.6), brass_across(0), brass_across(-hub * 0.6)
    assert head > pivot > 0   # the widest part is the arrowhead, out towards the sector
    assert far == 0           # nothing sticks out on the other side
    assert brass_across(hub * 0.8) > 0  # the tip reaches out towards the sector number
