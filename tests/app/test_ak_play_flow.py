"""Akropolis play flow (play-test issue points 1 and 4): AK-9b propose then confirm, Tab only
picks, mashing A or Enter never plays a turn blind, undo of the person's own turn, hints that
say what the next press does (keyboard, mouse, pad), the last Construction Site tile (AK-4),
the camera between turns and on resize, the ghost kept in the city's area.  Real posted
events throughout."""

import pygame
import pytest

from game.app.testing import click, frames, move, pad_button, press, resize
from game.core.akropolis import Place

from tests.app.ak_helpers import CFG2, open_table, wait_person

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X   # next tile (game.input.bindings)
SLOW = dict(CFG2, ai_delay=30.0)   # the AI holds its move: the person's undo window
HOT = {"game": "akropolis", "seed": 3, "options": {},
       "seats": [{"name": "Alice", "kind": "person"}, {"name": "Bob", "kind": "person"}]}


def same(a: dict, b: dict) -> bool:
    """Two plain states equal but for ``events`` (what the last apply did; equality ignores
    them, game.core.state.GameState.TRANSIENT_KEYS)."""
    return {k: v for k, v in a.items() if k != "events"} == \
        {k: v for k, v in b.items() if k != "events"}


def placements(table, seat):
    return len(table.state.cities[seat].placements)


def settle(app, table, n=80):
    """Let the person's drop land (the AI, held by its delay, does not move)."""
    for _ in range(n):
        if not table.animating():
            break
        frames(app, 1, dt=0.05)


# ---------------------------------------------------------------- AK-9b propose, confirm
def test_ak9b_enter_proposes_then_confirms_and_esc_cancels(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    press(app, pygame.K_TAB)
    assert table.selected == 0 and not table.proposed and placements(table, me) == 0
    assert table.spot_legal()
    press(app, pygame.K_RETURN)                      # proposes: the ghost locks there
    assert table.proposed and placements(table, me) == 0
    confirm = next(b for b in table.buttons if b.key == "confirm")
    cancel = next(b for b in table.buttons if b.key == "cancel")
    assert confirm.enabled and cancel.enabled and confirm.label == "Confirm"
    press(app, pygame.K_ESCAPE)                      # cancel: the tile stays picked
    assert not table.proposed and table.selected == 0 and not confirm.enabled
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)                      # confirms
    assert placements(table, me) == 1


def test_ak9b_moving_turning_or_another_tile_changes_the_proposal(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert table.proposed
    spot = (table.anchor, table.rotation)
    for key in (pygame.K_e, pygame.K_RIGHT, pygame.K_TAB):
        press(app, key)
        legal = table.spot_legal()
        assert table.proposed == legal             # kept at a legal spot, dropped elsewhere
        if not legal:
            press(app, pygame.K_RETURN)            # proposes again where it is now, if legal
    assert (table.anchor, table.rotation) != spot or table.selected != 0
    assert placements(table, 0) == 0             # nothing placed without a confirm


def test_tab_only_cycles_the_tiles_and_never_takes_one(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    seen = []
    for _ in range(2 * len(table.state.site) + 1):
        press(app, pygame.K_TAB)
        seen.append(table.selected)
    assert placements(table, me) == 0 and not table.proposed
    assert set(seen) == set(table.state.affordable())


@pytest.mark.parametrize("device", ["pad", "keyboard"])
def test_mashing_a_or_enter_never_plays_turns(tmp_path, device):
    """Mashing the confirm button alone picks nothing, so it places nothing; after a
    deliberate pick it gives at most one placement, on the ground beside the city: the
    starting Plaza is never covered."""
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat

    def mash(n):
        for _ in range(n):
            if device == "pad":
                pad_button(app, A, steps=2)
            else:
                press(app, pygame.K_RETURN, steps=2)

    mash(12)
    assert placements(table, me) == 0 and table.selected is None
    assert "Choose a tile" in table._status_text()[0]
    if device == "pad":
        pad_button(app, X)
    else:
        press(app, pygame.K_TAB)
    mash(25)                             # through the drop, the AI's turn and the next turn
    for _ in range(200):
        if table.person_turn:
            break
        frames(app, 1, dt=0.05)
    mash(12)
    assert placements(table, me) == 1    # one deliberate pick: one placement, never more
    plaza = table.state.cities[me].cells[(0, 0)]
    assert plaza.kind == "plaza" and plaza.level == 1 and plaza.tile_id == 0
    (_, _, _, _, level), = table.state.cities[me].placements
    assert level == 1                    # on the ground beside the starting tile


def test_mouse_click_proposes_the_ghost_locks_and_a_click_on_it_confirms(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    click(app, table.site_tile_pos(0))
    legal = table.legal_anchors()
    spot = next(p for p in sorted(legal) if table.view_rect.inflate(-60, -60).collidepoint(
        table.hex_screen_pos(*p)) and table.pick(table.hex_screen_pos(*p)) == p)
    pos = table.hex_screen_pos(*spot)
    click(app, pos)
    assert table.proposed and table.anchor == spot and placements(table, me) == 0
    move(app, table.view_rect.center)                # the proposal stays locked
    assert table.anchor == spot
    click(app, pos)                                  # on the proposed tile: placed
    assert placements(table, me) == 1


def test_confirm_button_places_the_proposal(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    pad_button(app, X)
    pad_button(app, A)
    assert table.proposed
    confirm = next(b for b in table.buttons if b.key == "confirm")
    click(app, confirm.rect.center)
    assert placements(table, me) == 1


# ---------------------------------------------------------------- hints per device
def test_hints_say_what_the_next_press_does_per_device(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_f)                           # keyboard, no tile
    assert "Tab choose a tile" in table._status_text()[0]
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert "X choose a tile" in table._status_text()[0]
    app.last_device = "mouse"
    assert "click a tile in the Construction Site" in table._status_text()[0]
    pad_button(app, X)
    msg = table._status_text()[0]
    assert "A choose this spot" in msg and "B put the tile back" in msg
    pad_button(app, A)
    msg = table._status_text()[0]
    assert "A confirm" in msg and "B cancel" in msg and "Enter" not in msg
    press(app, pygame.K_q)
    press(app, pygame.K_q)   # turned back: the proposal follows while the spot stays legal
    if table.proposed:
        msg = table._status_text()[0]
        assert "Enter confirm" in msg and "Esc cancel" in msg and " A " not in msg
    app.last_device = "mouse"
    if table.proposed:
        assert "Click the tile again to confirm" in table._status_text()[0]
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert table.selected is None


# ---------------------------------------------------------------- AK-9b undo
def test_ak9b_undo_while_the_ai_waits_by_key_pad_and_button(tmp_path):
    app, table = open_table(tmp_path, SLOW)
    wait_person(app, table)
    st = table.state
    me = st.current_seat
    for how in ("key", "pad", "button"):
        before = st.to_dict()
        stones = list(st.stones)
        press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
        press(app, pygame.K_RETURN)
        assert placements(table, me) == 1 and st.current_seat != me
        settle(app, table)
        frames(app, 3)
        assert table.session.thinking and table.session.can_undo()
        undo = next(b for b in table.buttons if b.key == "undo")
        assert undo.enabled and undo.label == "Undo Ann's turn"
        assert "Z undo Ann's turn" in table._status_text()[0]
        if how == "key":
            press(app, pygame.K_z)
        elif how == "pad":
            pad_button(app, pygame.CONTROLLER_BUTTON_BACK)
        else:
            click(app, undo.rect.center)
        assert same(st.to_dict(), before) and st.stones == stones and st.current_seat == me
        assert placements(table, me) == 0 and not table.session.thinking
        assert table.person_turn and "taken back" in table._status_text()[0]
        assert not undo.enabled


def test_ak9b_no_undo_once_the_next_seat_has_moved(tmp_path):
    app, table = open_table(tmp_path)             # the AI moves at once (no delay)
    wait_person(app, table)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    wait_person(app, table)
    before = table.state.to_dict()
    assert not table.session.can_undo() and table.undo_label() is None
    press(app, pygame.K_z)
    assert table.state.to_dict() == before and table.message_bad and table.message


def test_ak9b_hot_seat_offers_the_seat_that_just_moved_its_undo(tmp_path):
    app, table = open_table(tmp_path, HOT)
    wait_person(app, table)
    first = table.state.current_seat
    name = table.seat_name(first)
    other = table.seat_name(1 - first)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    settle(app, table)
    assert table.state.current_seat == 1 - first and table.person_turn
    undo = next(b for b in table.buttons if b.key == "undo")
    assert undo.enabled and undo.label == f"Undo {name}'s turn"
    assert table._status_text()[0].startswith(f"{other}:")
    assert f"undo {name}'s turn" in table._status_text()[0]
    click(app, undo.rect.center)
    assert table.state.current_seat == first and table.state.action_log == []


def test_ak9b_solo_undo_takes_back_the_architects_answer_too(tmp_path):
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app, table = open_table(tmp_path, cfg)
    wait_person(app, table)
    st = table.state
    before = st.to_dict()
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert placements(table, 1) == 1
    settle(app, table, 200)
    assert table.undo_label() == "Undo your turn"
    press(app, pygame.K_z)
    assert same(st.to_dict(), before) and placements(table, 1) == 0
    assert table.shown[1] == st.cities[1].cells and table.card_stones == st.stones


def test_ak9b_undo_is_saved_for_continue(tmp_path):
    from game.storage import saves
    app, table = open_table(tmp_path, SLOW)
    wait_person(app, table)
    before = table.state.to_dict()
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    settle(app, table)
    press(app, pygame.K_z)
    saves.flush()
    save, msg = saves.load_autosave("akropolis", tmp_path)
    assert msg is None and same(save.state.to_dict(), before)


# ---------------------------------------------------------------- AK-4 the last tile
def test_ak4_the_last_tile_of_the_row_is_for_sale_and_says_so(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    st = table.state
    last = len(st.site) - 1
    assert last >= 1
    tip = table.tile_description(last)
    assert tip.endswith(f"costs {last} stones") or tip.endswith(f"costs {last} stone")
    assert "never" not in tip and "stays" not in tip
    # any tile may be bought, the last included, while two or more remain (AK-4)
    st.stones[st.current_seat] = last
    legal = [a for a in st.legal_actions() if a.index == last]
    assert legal and st.why_illegal(legal[0]) is None
    move(app, table.site_tile_pos(last))
    assert table.tooltip()[0] == tip
    click(app, table.site_tile_pos(last))
    assert table.selected == last


# ---------------------------------------------------------------- camera and ghost area
def test_zoom_is_kept_between_turns_while_the_city_fits(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    press(app, pygame.K_MINUS)                   # the player zooms out one step
    zoom = table.cameras[me].zoom_index
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    wait_person(app, table)
    assert table._city_in_view(me) and table.cameras[me].zoom_index == zoom


def test_resize_fits_every_city_afresh(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_PLUS)
    press(app, pygame.K_PLUS)
    resize(app, (800, 500), steps=2)
    from game.scenes.akropolis.camera import Camera
    for seat, cam in enumerate(table.cameras):
        fresh = Camera(tuple(table.view_rect))
        fresh.fit_area = tuple(table.city_fit_area())   # above the legend and Heights chip
        from game.render import hexdraw
        limit = max(i for i, z in enumerate(hexdraw.ZOOM_SIZES) if z <= max(20, 48 * table.u))
        fresh.fit(table._cells_levels(seat), max_index=limit)
        assert (cam.zoom_index, cam.origin) == (fresh.zoom_index, fresh.origin)
    assert table._city_in_view(table.viewed)


def test_the_ghost_never_leaves_the_citys_area(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    me = table.state.current_seat
    press(app, pygame.K_TAB)
    area = table.city_area(me)
    for _ in range(15):
        press(app, pygame.K_LEFT)
        assert table.anchor in area
    for corner in (table.view_rect.topleft, table.view_rect.bottomright,
                   (table.view_rect.right - 2, table.view_rect.y + 2)):
        move(app, (corner[0] + (2 if corner[0] < 50 else -2), corner[1] + 2
                   if corner[1] < table.view_rect.centery else corner[1] - 2))
        assert table.anchor in area
    assert all(min(abs(a[0] - q) + abs(a[1] - r) + abs(a[0] + a[1] - q - r) for (q, r)
                   in table.state.cities[me].cells) // 2 <= table.GHOST_REACH
               for a in area)
    assert table.state.why_illegal(Place(0, 40, 40, 0))   # far away: never offered


def test_ak9b_undo_while_the_drop_still_animates(tmp_path):
    app, table = open_table(tmp_path, SLOW)
    wait_person(app, table)
    me = table.state.current_seat
    before = table.state.to_dict()
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert table.animating()
    press(app, pygame.K_z)                        # Ctrl+Z is the same key
    assert same(table.state.to_dict(), before) and not table.animating()
    assert table.shown[me] == table.state.cities[me].cells
    assert table.shown_site == list(table.state.site) and table.person_turn
    frames(app, 10)
    assert table.person_turn and placements(table, me) == 0
