"""Play-test fixes of the Akropolis Athena table (issue 14, second round): the Mini-tile turns
the way a city tile turns, the city stays put through prompt / chooser / placement, the card
diagrams, the gold highlight, the undo words, overlaps, the solo Architect's completions;
headless, driven by posted pygame events through the real App."""

import math
import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import frames, move, press
from game.core.akropolis.athena_city import dual_sides
from game.core.akropolis.city import placement_hexes
from game.core.hexgrid import DIRECTIONS, Layout
from game.render import hexdraw
from game.render import palette as P
from game.games import game_data
from game.scenes.akropolis.athena_art import PLUS_MIN, card_image, diagram_size, mini_image
from game.core.akropolis import Place
from game.core.akropolis.athena import is_mini
from game.core.rng import Rng
from game.scenes.akropolis.athena_demo import at_prompt, athena_state, athena_step, first_state
from game.render import access

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import open_table, place_by_events, wait_person  # noqa: E402

SEATS3 = [{"name": "Ann", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "random"},
          {"name": "Bot", "kind": "ai", "ai": "random"}]
CFG3 = {"game": "akropolis", "seed": 5, "seats": SEATS3, "options": {"athena": True}}


def _near(c, want, tol=30) -> bool:
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(c[:3], want[:3]))


def _screen_angle(dq, dr) -> float:
    """The on-screen angle (degrees, clockwise from east, y down) of an axial step."""
    x, y = Layout(1.0).to_pixel(dq, dr)
    return math.degrees(math.atan2(y, x)) % 360


class _Dual:
    kind, color, color2 = "dual", "yellow", "red"


@pytest.mark.parametrize("rotation", range(6))
def test_the_drawn_split_covers_the_cores_sides(rotation):
    """For each rotation the Mini-tile's first colour is drawn over exactly the core's sides
    (direction indices of hexgrid.DIRECTIONS, 0 = east, counter-clockwise)."""
    s = 40
    with access.plain():   # plain halves: one sampled pixel shows each half's colour
        img = mini_image(_Dual, s, rotation)
    ax, ay = hexdraw.column_anchor(s, 1)
    cx, cy = ax, ay - hexdraw.lift(s)
    yellow, red = P.AK_COLORS["yellow"], P.AK_COLORS["red"]
    for d, (dq, dr) in enumerate(DIRECTIONS):
        a = math.radians(_screen_angle(dq, dr))
        px = img.get_at((int(cx + 0.7 * s * math.cos(a)), int(cy + 0.7 * s * math.sin(a))))
        assert _near(px, yellow if d in dual_sides(rotation) else red), (rotation, d, px)


def _ann_placing_dual(tmp_path, size=(1280, 720)):
    st = first_state(3, 1, at_prompt, prompt=True, min_rounds=2)
    app, table = open_table(tmp_path, CFG3, size=size, state=st, ai_delay=0.0)
    wait_person(app, table)
    press(app, pygame.K_RETURN)                 # Complete <card>
    assert table.ath_step == "chooser"
    dual = next(m.index for m in st.data.athena.minis if m.kind == "dual")
    table.ath_mini = dual                       # fixture: a dual Mini-tile is chosen
    table.mini_anchor = next(iter(table.mini_spots()))
    assert table.ath_step == "place" and table.mini_turns()
    return app, table


def test_e_turns_a_dual_mini_tile_clockwise_as_it_turns_a_city_tile(tmp_path):
    # a city tile: rotation + 1 (E) moves its second hex from east to south-east: clockwise
    (q0, r0), (q1, r1) = placement_hexes(None, 0, 0, 0)[:2]
    (p0, s0), (p1, s1) = placement_hexes(None, 0, 0, 1)[:2]
    tile_turn = (_screen_angle(p1 - p0, s1 - s0) - _screen_angle(q1 - q0, r1 - r0)) % 360
    assert tile_turn == pytest.approx(60)
    app, table = _ann_placing_dual(tmp_path)
    for key in (pygame.K_e, pygame.K_e, pygame.K_q):
        before = [_screen_angle(*DIRECTIONS[d]) for d in dual_sides(table.mini_rotation)]
        press(app, key)
        after = [_screen_angle(*DIRECTIONS[d]) for d in dual_sides(table.mini_rotation)]
        want = 60 if key == pygame.K_e else -60
        assert sorted(round((b + want) % 360) for b in before) == \
            sorted(round(a) % 360 for a in after), key
    # the yellow half {E, NE, NW} turned once clockwise covers {SE, E, NE}
    table.mini_rotation = 0
    press(app, pygame.K_e)
    assert set(dual_sides(table.mini_rotation)) == {5, 0, 1}


def _frames_until(app, table, cond, limit=200):
    for _ in range(limit):
        if cond():
            return
        frames(app, 1, dt=0.05)
    raise AssertionError("the table never got there")


@pytest.mark.parametrize("size", [(1280, 720), (640, 400)])
def test_the_city_stays_put_from_the_placement_through_prompt_chooser_and_mini_tile(
        tmp_path, size):
    """Pan once, when the prompt opens (only if needed), and keep it: a pointer left in place
    aims at the same hex in the prompt, the chooser and the Mini-tile's placement; the box
    leaves the tile just placed and the matched hexes in sight above it."""
    st = athena_state(3, 25, prompt=True, min_rounds=2)
    assert at_prompt(st)
    place = next(a for a in reversed(st.action_log) if isinstance(a, Place))
    app, table = open_table(tmp_path, CFG3, size=size, state=st, ai_delay=0.0)
    wait_person(app, table)
    press(app, pygame.K_z)                      # the tile back: place it again by events
    _frames_until(app, table, lambda: table.person_turn and st.phase != "athena")
    place_by_events(app, table, place)
    _frames_until(app, table, lambda: table.ath_step == "prompt")
    frames(app, 2)
    at_prompt_origin = table.camera.origin
    box_top = table.athena_box_top()
    cells, cam = table.shown[0], table.camera
    ys = [cam.to_screen(q, r, cells[(q, r)].level)[1] for q, r in table.athena_clear_hexes()]
    # all clear of the box, or panned as far as the seat tabs allow (a small window)
    assert max(ys) + cam.size <= box_top or \
        min(ys) - cam.size * 1.6 <= max(t.bottom for t in table.tabs) + 1
    assert any(p in table.athena_clear_hexes()
               for p in placement_hexes(None, place.q, place.r, place.rotation))
    press(app, pygame.K_RETURN)                 # Complete <card>: the chooser
    frames(app, 2)
    assert table.ath_step == "chooser" and table.camera.origin == at_prompt_origin
    press(app, pygame.K_ESCAPE)                 # back to the prompt and on again
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)                 # a Mini-tile: its placement
    frames(app, 2)
    assert table.ath_step == "place" and table.camera.origin == at_prompt_origin
    table.mini_anchor = next(iter(table.mini_spots()))   # fixture: a legal spot in view
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    _frames_until(app, table, lambda: not table.animating())
    frames(app, 2)
    if st.phase == "athena" and st.current_seat == 0:   # the prompt again: still no jump
        assert table.camera.origin == at_prompt_origin


def test_undo_words_say_what_z_takes_back(tmp_path):
    """The status line, the Undo button and the words after Z name the same thing: the
    completion (the tile stays), then the tile."""
    app, table = _ann_placing_dual(tmp_path)
    st = table.state
    card = table.ath_card
    table.ath_mini = st.minis_left(card)[0]
    table.mini_rotation = 0
    table.mini_anchor = next(iter(table.mini_spots()))
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)                 # completes the card
    _frames_until(app, table, lambda: not table.animating())
    assert card in st.statue_parts(0)
    if st.phase != "athena":
        pytest.skip("this seed's turn ended with the completion")
    assert table.undo_label() == "Undo the completion"
    line = table._status_text()[0]
    assert "Z undo the completion" in line and "undo your turn" not in line
    press(app, pygame.K_z)
    frames(app, 2)
    name = st.data.athena.card(card).name
    assert card not in st.statue_parts(0) and st.phase == "athena"
    assert table.message == (f"The completion of {name} is taken back: complete a card or "
                             f"finish your turn.")
    assert isinstance(st.action_log[-1], Place)   # the tile stays
    whose = table.whose(0)
    assert table.undo_label() == f"Undo {whose} tile"
    assert f"Z undo {whose} tile" in table.turn_hint()
    press(app, pygame.K_z)
    frames(app, 2)
    assert st.phase != "athena"
    assert table.message == f"{whose[:1].upper()}{whose[1:]} tile is taken back: play it again."


@pytest.mark.parametrize("size", [(1280, 720), (640, 400)])
def test_the_mini_tile_tag_stands_clear_of_the_ghost(tmp_path, size):
    app, table = _ann_placing_dual(tmp_path, size)
    st = table.state
    cam = table.camera
    ground = [p for p, lv in table.mini_spots().items() if lv == 1]
    spots = ground + [p for p, lv in table.mini_spots().items() if lv > 1]
    for spot in spots[:6]:
        table.mini_anchor = spot
        frames(app, 2)
        info = table.mini_preview()
        x, y = cam.to_screen(spot[0], spot[1], info["level"])
        if not table.view_rect.collidepoint(int(x), int(y)):
            continue
        r = table.mini_tag_rect([60, 60], spot, info["level"])
        top_corner = y - cam.size - 5             # the ghost bobs up to 5 px
        assert r.bottom <= top_corner or r.top >= cam.ground(*spot)[1] + cam.size, spot
        # on screen: the frame drawn with and without the tag is the same over the ghost's
        # top (corner and upper edges, bob included)
        with_tag = pygame.Surface(app.screen.get_size())
        table.draw(with_tag)
        table._draw_mini_tag = lambda *a: None
        without = pygame.Surface(app.screen.get_size())
        table.draw(without)
        del table._draw_mini_tag
        for dy in range(-5, int(cam.size * 0.5)):
            for dx in (-int(cam.size * 0.4), 0, int(cam.size * 0.4)):
                p = (int(x + dx), int(y - cam.size + dy + abs(dx) * 0.58))
                assert with_tag.get_at(p) == without.get_at(p), (spot, p)
    assert st.phase == "athena"


def test_no_hex_tooltip_over_the_prompt_or_the_chooser(tmp_path):
    st = first_state(3, 1, at_prompt, prompt=True, min_rounds=2)
    app, table = open_table(tmp_path, CFG3, state=st, ai_delay=0.0)
    wait_person(app, table)
    cells = table.shown[0]
    box = table.athena_box()
    # a city hex just above the box: its tooltip would reach down over the box
    near = min((p for p in cells if table.camera.contains(table.hex_screen_pos(*p))),
               key=lambda p: abs(table.hex_screen_pos(*p)[1] - (box.y - 20)))
    for step in ("prompt", "chooser"):
        move(app, table.hex_screen_pos(*near), steps=3)
        assert table.ath_step == step
        assert table.tooltip() is None
        frames(app, 2)
        before = app.screen.copy()
        move(app, (table.hex_screen_pos(*near)[0] + 1, table.hex_screen_pos(*near)[1]), steps=3)
        box = table.athena_box()
        assert app.screen.get_at(box.center)[:3] == before.get_at(box.center)[:3]
        press(app, pygame.K_RETURN)
    # outside an Athena step the hex tooltip is there as ever
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)


def _colour_near(img, centre, radius, want, tol=12) -> bool:
    cx, cy = centre
    return any(_near(img.get_at((int(cx + dx), int(cy + dy))), want, tol)
               for dx in range(-radius, radius + 1) for dy in range(-radius, radius + 1)
               if img.get_rect().collidepoint(int(cx + dx), int(cy + dy)))


def test_the_villa_card_marks_every_house_2_plus_and_quarry_mine_shows_stones():
    data = game_data("akropolis").athena
    villa = data.card("villa")
    box = (300, 170)
    img = card_image(villa, box)
    s = diagram_size(villa.diagram, box)
    assert s >= PLUS_MIN
    lay = Layout(s)
    pts = [lay.to_pixel(e[0], e[1]) for e in villa.diagram]
    ox = box[0] / 2 - (max(p[0] for p in pts) + min(p[0] for p in pts)) / 2
    oy = box[1] / 2 - (max(p[1] for p in pts) + min(p[1] for p in pts)) / 2
    silver = hexdraw.level_outline(2)
    marked = [_colour_near(img, (x + ox, y + oy + s * 0.5), 3, silver) for x, y in pts]
    assert marked == [True] * 4          # every house carries "2+", not one blob on one
    # small: one "2+" for the card in its corner, none over the houses' icons
    small = card_image(villa, (90, 50))
    assert any(_colour_near(small, (x, 25), 25, silver) for x in (60, 80))
    mine = card_image(data.card("quarry-mine"), (200, 110))
    assert _colour_near(mine, (60, 55), 40, P.MARBLE_SHADE, 6)
    assert not _colour_near(mine, (60, 55), 40, hexdraw.base_color("quarry", None), 6)


def _gold(c) -> bool:
    """Reads as gold: warm and saturated (red high, blue low), not grey, not pale."""
    r, g, b = c[:3]
    return r >= 180 and 120 <= g <= 235 and b <= 120 and r - b >= 95


@pytest.mark.parametrize("size", [(1280, 720), (640, 400)])
def test_matched_hexes_are_filled_in_gold_on_every_kind_of_hex(tmp_path, size):
    """README: the matched hexes are "filled in gold": a gold wash over the top (quarry,
    marble plaza, any district colour, any level) and a thick gold rim."""
    st = first_state(3, 1, at_prompt, prompt=True, min_rounds=2)
    app, table = open_table(tmp_path, CFG3, size=size, state=st, ai_delay=0.0)
    wait_person(app, table)
    cells = table.shown[0]
    cam = table.camera
    box = table.athena_box()
    kinds = {}
    for p, c in sorted(cells.items()):
        x, y = cam.to_screen(p[0], p[1], c.level)
        if table.view_rect.inflate(-2 * cam.size, -2 * cam.size).collidepoint(x, y) \
                and y + cam.size < box.y:
            kinds.setdefault((c.kind, c.color, c.level > 1), p)
    assert len(kinds) >= 4
    for key, p in kinds.items():
        table.match_hexes = lambda p=p: (p,)     # fixture: this hex is the matched one
        frames(app, 1)
        c = cells[p]
        x, y = cam.to_screen(p[0], p[1], c.level)
        rim = [app.screen.get_at((int(x + cam.size * 0.78 * math.cos(math.radians(a))),
                                  int(y + cam.size * 0.78 * math.sin(math.radians(a)))))
               for a in (0, 180)]
        assert all(_gold(px) for px in rim), (key, rim)
        # the wash: most of the face reads gold (the art included)
        face = [app.screen.get_at((int(x + dx * cam.size * 0.15), int(y + dy * cam.size * 0.15)))
                for dx in range(-3, 4) for dy in range(-2, 3)]
        assert sum(_gold(px) for px in face) >= len(face) * 0.6, (key, face)
    del table.match_hexes


def _before_architect_completes():
    """A seeded solo Athena game (Hippodamos) stopped just before the person's Place after
    which the Architect completes a card; (state, that Place)."""
    for seed in range(1, 40):
        st = athena_state(1, seed, solo="hippodamos", max_turns=0)
        rng = Rng(seed)
        for _ in range(400):
            if st.is_terminal:
                break
            before = st.copy()
            a = athena_step(st, rng)
            st.apply(a)
            if st.statue_parts(1) and isinstance(a, Place) and before.current_seat == 0:
                return before, a
    raise AssertionError("no seeded solo game lets the Architect complete a card")


def test_the_architects_completion_gets_a_banner_and_a_move_log_line(tmp_path):
    st, place = _before_architect_completes()
    cfg = {"game": "akropolis", "seed": 9, "seats": [{"name": "You", "kind": "person"}],
           "options": {"athena": True, "solo": "hippodamos"}}
    app, table = open_table(tmp_path, cfg, state=st, ai_delay=0.0)
    wait_person(app, table)
    table.act(place)                              # the person's Place, as a click would send
    banners, seen_in = [], []
    for _ in range(300):
        frames(app, 1, dt=0.05)
        if table.banner is not None and table.banner[0] not in banners:
            banners.append(table.banner[0])
        if table.banner is not None and "completed" in table.banner[0]:
            seen_in.append(table.viewed)
        if table.person_turn and not table.animating():
            break
    card = st.statue_parts(1)[0]
    name = st.data.athena.card(card).name
    architect = table.seat_name(1)
    assert any(b.startswith(f"{architect} completed {name}") for b in banners), banners
    # the banner stands while the Architect's city (with its new Mini-tile) is shown
    assert seen_in.count(1) >= 20, seen_in    # a second or more at 0.05 s a frame
    lines = [ln.text for ln in table.log_lines()]
    assert any(t.startswith(f"{architect} completed {name}: a Mini-tile on level")
               for t in lines), lines[-4:]
    minis = {p: c for p, c in st.cities[1].cells.items() if is_mini(c.tile_id)}
    assert minis and all(table.shown[1].get(p) == c for p, c in minis.items())
