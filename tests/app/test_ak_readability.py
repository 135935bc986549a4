"""Issue 9 play-test points 2, 3 and 5 of the Akropolis table: heights readable at a glance
(level badges, the height view), Construction Site tiles (plaza shape, star counts, the large
preview on hover and on keyboard/pad focus), the all-cities overview with each seat's last move
and the move log.  Events are posted as a player would; assertions read state and pixels."""

import pygame
import pytest

from game.app.testing import click, frames, move, pad_button, pad_chord, press
from game.core.akropolis.events import Bought, Placed, RoundReset, StonesGained
from game.render import hexdraw
from game.render import palette as P
from game.scenes.akropolis import demo
from game.scenes.akropolis.movelog import MoveLog, group_lines, move_text
from tests.app.ak_helpers import open_table, place_by_events, wait_person
from tests.app.test_draw_pure import assert_draw_pure

CFG4 = {"game": "akropolis", "seed": 1, "seats": demo.SEATS4, "options": {}}
SIZES = [(1280, 720), (640, 400)]


def _close(c1, c2, tol=12):
    return all(abs(int(x) - int(y)) <= tol for x, y in zip(c1[:3], c2[:3]))


def _tall_table(tmp_path, size):
    """A 4-seat table whose person city (seat 0, to play) has tops at levels 1, 2 and 3."""
    st = demo.played_state(4, 1, until_level=3, min_rounds=7, to_seat=0)
    app, table = open_table(tmp_path, CFG4, size=size, state=st)
    return app, table


def _visible_top(table, level, dx=0.0, dy=0.0):
    """(q, r, pixel) of a level-``level`` top of the viewed city whose point at (dx, dy) hex
    sizes from its top centre is not covered by another column (picked back to itself)."""
    cam = table.camera
    s = cam.size
    cells = table.shown[table.viewed]
    for (q, r), c in sorted(cells.items()):
        if c.level != level:
            continue
        front = [cells.get(p) for p in ((q - 1, r + 1), (q, r + 1))]
        if any(f is not None and f.level >= level for f in front):
            continue   # its lower part may be hidden by a column in front
        x, y = cam.to_screen(q, r, level)
        p = (int(round(x + dx * s)), int(round(y + dy * s)))
        if table.view_rect.collidepoint(p) and table.pick(p) == (q, r) \
                and table.pick((int(x), int(y))) == (q, r):
            return q, r, p
    return None


def _count_near(surface, center, rad, colour, tol=14, only=None):
    """Pixels of ``colour`` within ``rad`` of ``center`` (``only(point)``: those to count)."""
    n = 0
    cx, cy = center
    for x in range(cx - rad, cx + rad + 1):
        for y in range(cy - rad, cy + rad + 1):
            if (only is None or only((x, y))) and _close(surface.get_at((x, y)), colour, tol):
                n += 1
    return n


# ------------------------------------------------------------------------ point 2: heights
@pytest.mark.parametrize("size", SIZES)
def test_raised_tops_carry_a_badge_of_their_level_colour(tmp_path, size):
    app, table = _tall_table(tmp_path, size)
    s = table.camera.size
    rad = max(2, int(s * 0.22))
    found = {}
    for level in (1, 2, 3):
        spot = _visible_top(table, level, dy=0.6)
        assert spot is not None, f"no uncovered level-{level} top at {size}"
        found[level] = spot
    for level in (2, 3):
        _, _, p = found[level]
        assert _count_near(app.screen, p, rad, hexdraw.level_outline(level)) >= 3, level
    # a ground top has no badge: neither the silver nor the gold disc
    q, r, p = found[1]
    for other in (2, 3):
        assert _count_near(app.screen, p, rad, hexdraw.level_outline(other), tol=8,
                           only=lambda pt: table.pick(pt) == (q, r)) == 0


@pytest.mark.parametrize("size", SIZES)
def test_height_view_floods_each_level_with_its_own_colour(tmp_path, size):
    app, table = _tall_table(tmp_path, size)
    assert not table.heights_on
    press(app, pygame.K_h, steps=2)
    assert table.heights_on
    seen = {}
    for level in (1, 2, 3):
        spot = _visible_top(table, level, dx=-0.45)
        assert spot is not None, f"no uncovered level-{level} top at {size}"
        px = app.screen.get_at(spot[2])
        assert _close(px, hexdraw.level_outline(level)), (level, px)
        seen[level] = tuple(px)[:3]
    assert len(set(seen.values())) == 3
    press(app, pygame.K_h, steps=2)
    assert not table.heights_on


def test_heights_chip_is_a_legend_and_a_toggle_for_mouse_and_pad(tmp_path):
    app, table = _tall_table(tmp_path, (1280, 720))
    chip = table.heights_rect()
    assert table.view_rect.contains(chip)
    for lv in (1, 2, 3, 4):   # the legend's swatches
        assert any(_close(app.screen.get_at((x, chip.centery)), hexdraw.level_outline(lv), 6)
                   for x in range(chip.x, chip.right)), lv
    click(app, chip.center, steps=2)
    assert table.heights_on
    pad_chord(app, pygame.CONTROLLER_BUTTON_RIGHTSTICK, steps=2)
    assert not table.heights_on                  # hold View (Back), click the right stick
    pad_chord(app, pygame.CONTROLLER_BUTTON_RIGHTSTICK, steps=2)
    assert table.heights_on
    assert "Heights" in table._heights_label()


# ---------------------------------------------------------------- point 3: Construction Site
@pytest.mark.parametrize("size", SIZES)
def test_plaza_and_district_of_one_colour_differ_at_card_size(tmp_path, size):
    app, table = _tall_table(tmp_path, size)
    ts = table.site_tile_size()
    for colour in ("blue", "yellow", "red", "purple", "green"):
        plaza = hexdraw.column_sprite("plaza", colour, 1, ts)
        district = hexdraw.column_sprite("district", colour, 1, ts)
        cx, cy = plaza.get_width() // 2, ts + 2
        box = [(x, y) for x in range(cx - ts // 2, cx + ts // 2) for y in range(cy - ts // 2, cy + ts // 2)]
        white_p = sum(_close(plaza.get_at(p), P.MARBLE, 20) for p in box)
        white_d = sum(_close(district.get_at(p), P.MARBLE, 20) for p in box)
        assert white_p > len(box) * 0.25 > white_d, (colour, ts, white_p, white_d)


def test_star_count_is_drawn_at_small_sizes(monkeypatch):
    pygame.init()
    small = hexdraw.STARS_AS_ICONS - 10
    three = hexdraw.column_sprite("plaza", "green", 1, small)
    monkeypatch.setattr(hexdraw, "PLAZA_STARS", dict(hexdraw.PLAZA_STARS, green=1))
    monkeypatch.setattr(hexdraw, "_SPRITES", type(hexdraw._SPRITES)(50))
    one = hexdraw.column_sprite("plaza", "green", 1, small)
    diff = sum(three.get_at((x, y)) != one.get_at((x, y))
               for x in range(three.get_width()) for y in range(three.get_height()))
    assert diff > 10   # the digit "3" against "1"


def test_construction_site_tiles_are_larger(tmp_path):
    app, table = _tall_table(tmp_path, (1280, 720))
    assert table.site_tile_size() >= 21          # was 17 px
    app2, table2 = _tall_table(tmp_path / "small", (640, 400))
    assert table2.site_tile_size() >= 10
    assert table2.preview_tile_size() >= 20      # the preview: twice that, at least


def _preview_pixels(app, table, i):
    r = table.site_preview_rect(i)
    return r, sum(_close(app.screen.get_at((x, y)), P.LAPIS_DARK, 3)
                  for x in range(r.x + 4, r.right - 4, 3) for y in range(r.y + 4, r.bottom - 4, 3))


@pytest.mark.parametrize("size", SIZES)
def test_hover_on_a_card_shows_the_tile_large(tmp_path, size):
    app, table = _tall_table(tmp_path, size)
    assert table.site_preview_index() is None
    move(app, table.site_tile_pos(2), steps=2)
    assert table.site_preview_index() == 2
    r, panel = _preview_pixels(app, table, 2)
    assert panel > 20 and table.view_rect.inflate(2, 2).contains(r.clip(table.view_rect))
    assert r.w > table._card_rect(2).w
    tile = table.state.tiles[table.shown_site[2]]
    colours = {hexdraw.base_color(k, c) for k, c in tile.hexes}
    inside = [tuple(app.screen.get_at((x, y)))[:3] for x in range(r.x, r.right, 2)
              for y in range(r.y, r.bottom, 2)]
    assert any(any(_close(px, c, 6) for px in inside) for c in colours)
    move(app, table.view_rect.center, steps=2)
    assert table.site_preview_index() is None


def test_keyboard_and_pad_focus_show_the_picked_tile_large(tmp_path):
    app, table = _tall_table(tmp_path, (1280, 720))
    press(app, pygame.K_TAB, steps=2)
    assert table.selected is not None
    assert table.site_preview_index() == table.selected
    assert _preview_pixels(app, table, table.selected)[1] > 20
    frames(app, 200, dt=0.02)                  # it steps aside after a few seconds
    assert table.site_preview_index() is None
    pad_button(app, pygame.CONTROLLER_BUTTON_X, steps=2)    # the pad's next tile
    assert table.site_preview_index() == table.selected


# ---------------------------------------------------- point 5: overview, last move, move log
def test_move_lines_from_the_core_events():
    names = ["Ada", "You"].__getitem__
    group = (Bought(0, 2, 2, 17), Placed(0, 17, ((0, 1, 2), (1, 1, 2), (1, 0, 2))),
             StonesGained(0, 1), RoundReset((3, 4), 1))
    lines = group_lines(group, names, round_no=4)
    assert [ln.text for ln in lines] == [
        "Ada bought tile 3 for 2 stones, placed on level 2, +1 stone from quarries",
        "Round 5: new tiles; You are Chief Architect"]
    assert lines[0].seat == 0 and lines[1].seat is None
    assert move_text("You", 0, 0, ((0, 0, 1),)) == "You took tile 1 for free, placed on level 1"


def test_move_log_replays_a_game_and_follows_it():
    st = demo.played_state(2, 4, min_rounds=3, until_level=2)
    earlier = st.copy()
    log = MoveLog().sync(st)
    assert len(log.groups) == len(st.action_log) > 4
    lines = log.lines(lambda s: f"Seat{s}")
    assert sum(1 for ln in lines if ln.seat is not None) == len(st.action_log)
    last = log.last_moves(2)
    for seat in (0, 1):
        assert last[seat] is not None
        for q, r, lv in last[seat].hexes:
            assert st.cities[seat].cells[(q, r)].tile_id == last[seat].tile
    nxt = st.copy()
    nxt.apply(nxt.legal_actions()[0])
    assert len(log.sync(nxt).groups) == len(nxt.action_log)
    assert tuple(log.groups[-1]) == tuple(nxt.events)
    assert len(log.sync(earlier).groups) == len(earlier.action_log)   # taken back


def test_overview_by_key_tab_and_pad_shows_every_city(tmp_path):
    app, table = _tall_table(tmp_path, (1280, 720))
    press(app, pygame.K_c, steps=2)
    assert table.overview_shown
    cells, log = table.overview_parts()
    assert len(cells) == 4
    for i, a in enumerate(cells):
        assert table.view_rect.contains(a) and not a.colliderect(log)
        assert not any(a.colliderect(b) for b in cells[i + 1:])
    assert "All cities" in table._status_text()[0]
    assert_draw_pure(app)
    press(app, pygame.K_c, steps=2)
    assert not table.overview_shown
    click(app, table.all_tab_rect().center, steps=2)
    assert table.overview_shown
    click(app, table.overview_parts()[0][2].center, steps=2)   # a city opens it
    assert not table.overview_shown and table.viewed == 2
    pad_button(app, pygame.CONTROLLER_BUTTON_LEFTSTICK, steps=2)
    assert table.overview_shown
    press(app, pygame.K_ESCAPE, steps=2)
    assert not table.overview_shown


@pytest.mark.parametrize("size", SIZES)
def test_overview_fits_and_draws_names_at_both_ends(tmp_path, size):
    app, table = _tall_table(tmp_path, size)
    press(app, pygame.K_c, steps=2)
    cells, log = table.overview_parts()
    room = table.view_rect.union(table.panel_rect) if table.overview_over_panel \
        else table.view_rect   # small windows: the overview takes the panel's place too
    assert all(room.contains(r) for r in cells + [log])
    assert log.h >= 40 and min(r.h for r in cells) >= 60
    for seat, r in enumerate(cells):   # the seat dot in its header
        col = P.SEAT_COLORS[seat]
        assert _count_near(app.screen, (r.x + int(12 * table.u), r.y + table._mini_header() // 2
                                        + int(2 * table.u)), 3, col, 10) > 3


def _outline_pixels(app, table, seat):
    cells, _ = table.overview_parts()
    r = cells[seat]
    col = P.SEAT_COLORS[seat]
    return sum(_close(app.screen.get_at((x, y)), col, 8) for x in range(r.x + 30, r.right - 2)
               for y in range(r.y + table._mini_header() + 2, r.bottom - 2))


def test_ai_moves_are_followable_in_the_overview(tmp_path):
    from tests.app.ak_helpers import CFG2
    app, table = open_table(tmp_path, CFG2, anim_speed=4.0)
    wait_person(app, table)
    before = len(table.state.action_log)     # Bot may have begun (Chief Architect)
    assert len(table.log_lines()) == before
    place_by_events(app, table, table.state.legal_actions()[0])
    press(app, pygame.K_c)                          # while the AI thinks and its move lands
    assert table.overview_on
    for _ in range(400):                            # Bot's tile drops into its mini city
        a = table.anim
        if a is not None and a["type"] == "drop" and a["seat"] == 1 and a["t"] > 0:
            break
        frames(app, 1, dt=0.01)
    assert table.anim is not None and table.anim["type"] == "drop" and table.overview_shown
    assert_draw_pure(app)
    wait_person(app, table)
    assert table.overview_shown
    frames(app, 2)
    lines = [ln for ln in table.log_lines() if ln.seat is not None][before:]
    assert [ln.seat for ln in lines] == [0, 1]
    assert lines[0].text.startswith("Ann ") and lines[1].text.startswith("Bot ")
    assert lines[1].text.split(",")[1].startswith(" placed on level ")
    hexes = table.last_move_hexes(1)
    assert len(hexes) == 3
    assert _outline_pixels(app, table, 1) > 20      # Bot's last tile outlined on its city
    # the highlight stays until that seat moves again: Ann's move does not clear Bot's
    place_by_events(app, table, table.state.legal_actions()[0])
    assert table.last_move_hexes(1) == hexes
    assert_draw_pure(app)


def test_new_controls_have_keys_pad_buttons_and_hint_labels():
    from game.input.actions import Act
    from game.input.controller import BUTTON_ACTS
    from game.input.hints import hint
    from game.input.mapper import KEYS
    assert KEYS[pygame.K_c] == Act.OVERVIEW and KEYS[pygame.K_h] == Act.HEIGHTS
    assert BUTTON_ACTS[pygame.CONTROLLER_BUTTON_LEFTSTICK] == Act.OVERVIEW
    assert hint("keyboard", Act.OVERVIEW) == "C" and hint("controller", Act.OVERVIEW) == "L3"
    assert hint("keyboard", Act.HEIGHTS) == "H" and hint("controller", Act.HEIGHTS) == "Back+R3"
