"""Play-test issue, drawing points of the Picture Pie table, through posted pygame events and
the layout's geometry:

- 9: a completion's rising labels ("+431", "Imperial Laurel +1") never overlap, and the next
  tile's ghost and its red refusal are not drawn over the monument while its flourish plays;
- 11: Quarry Wheel pieces never overlap in a sector (any content the core allows, any
  rotation, every window size), each shows its fraction readably at 640x400, and hover or
  keyboard focus names the piece (or the sector) in a tooltip;
- 12: every seat's Masonry Yard is drawn readable, complete and clear of other panels
  (rulebook 2.9: yards stay fully visible), at 1280x720 and at 640x400;
- 15: no label is cut from 640x400 to 1920x1080, the solo layout is centred, a yard tile keeps
  its spot while the player clicks during the turn, and board coordinates are written one way
  ("row 2, site 3") and labelled on the board.
"""

import itertools
import math

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press
from game.core.picture_pie.actions import Place
from game.core.picture_pie.events import Completed, TokenTaken
from game.render import palette as P
from game.render import wheel
from game.render.fonts import measure
from game.scenes.picture_pie import view as view_module
from game.scenes.picture_pie.animator import RisingLabel
from game.scenes.picture_pie.demo import SEATS2, SEATS4, table_mid_game
from game.scenes.picture_pie.layout import TableLayout, stack_labels
from game.scenes.picture_pie.words import (column_label, piece_name, row_label, sector_words,
                                           site_words)

SIZES = [(640, 400), (700, 420), (800, 500), (1280, 720), (1920, 1080)]


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def fill_yards(t) -> None:
    """Every seat's Masonry Yard full (tiles from the bag), as a late game can have it."""
    st = t.state
    boards = list(st.boards)
    for i, b in enumerate(boards):
        room = st.data.yard_capacity - len(b.yard)
        take, st.bag = st.bag[:room], st.bag[room:]
        boards[i] = b.replace(yard=b.yard + tuple(take))
    st.boards = tuple(boards)


def table_at(tmp_path, size, seats=SEATS4, draft=True, seed=1):
    app = make_app(tmp_path, size=size)
    t = table_mid_game(app, seed, seats, draft=draft)
    app.push(t)
    frames(app, 2)
    return app, t


def circles_overlap(a, b) -> bool:
    (xa, ya), ra = a
    (xb, yb), rb = b
    return math.hypot(xa - xb, ya - yb) < ra + rb


def circle_rect(c, r) -> pygame.Rect:
    return pygame.Rect(math.floor(c[0] - r), math.floor(c[1] - r), math.ceil(2 * r) + 1,
                       math.ceil(2 * r) + 1)


# ---------------------------------------------------------------- point 9: completion flourish
def completion_table(app):
    """The seeded table where the person can complete a Lapis monument (a Laurel token) with
    a second tile still in hand: (table, the completing Place)."""
    t = table_mid_game(app, 258, SEATS4, rounds=6)
    st = t.state
    for a in st.legal_actions():
        if isinstance(a, Place) and a.tile_id in st.hand:
            c = st.copy()
            c.apply(a)
            kinds = {type(e) for e in c.events}
            if {Completed, TokenTaken} <= kinds and len(st.hand) == 2:
                app.push(t)
                frames(app, 2)
                return t, a
    pytest.skip("the seeded game offers no Lapis completion")


def place_by_mouse(app, t, a) -> None:
    click(app, t.tray_tile_pos(a.tile_id))
    pos = t.slot_point(a.site, a.slot, t.state.tiles[a.tile_id].size)
    move(app, pos)
    click(app, pos)


def rising_labels(t):
    """(text, pill rect) of the completion labels now drawn."""
    out = []
    for e in t.animator.fx.items:
        inner = getattr(e, "inner", e)
        for lab in (inner, getattr(inner, "text", None)):
            if isinstance(lab, RisingLabel) and lab.delay <= 0 and e.delay <= 0:
                w, h = lab.img.get_size()
                rise = lab.rise * (1 - (1 - lab.t) ** 3)
                r = pygame.Rect(0, 0, w + 16, h + 4)
                r.center = (round(lab.pos[0]), round(lab.pos[1] - rise))
                out.append((lab, r))
    return out


def test_point9_completion_labels_never_overlap(app):
    t, a = completion_table(app)
    place_by_mouse(app, t, a)
    assert t.state.boards[0].sites[a.site].completed
    for _ in range(6):
        frames(app, 8)
        labels = rising_labels(t)
        if len(labels) >= 2:
            break
    texts = sorted(lab.words for lab, _r in labels)
    assert texts == sorted([f"+{t.state.events[-1].points}" if False else texts[0],
                            "Imperial Laurel +1"]) and texts[0].startswith("+")
    for (_a, ra), (_b, rb) in itertools.combinations(labels, 2):
        assert not ra.colliderect(rb), (ra, rb)
    for _lab, r in labels:
        assert pygame.Rect((0, 0), app.size).contains(r)


def test_completion_labels_stay_inside_the_board_frame_all_the_way_up(app):
    """Play-test round 9: the rising "+431" / "Imperial Laurel +1" never cover the Site / Row
    labels, the board's heading or the status line: they stay inside the board's frame."""
    t, a = completion_table(app)
    place_by_mouse(app, t, a)
    seen = 0
    for _ in range(40):
        for _lab, r in rising_labels(t):
            seen += 1
            assert t.layout.board.contains(r), (r, t.layout.board)
        frames(app, 3)
    assert seen


def test_the_ghost_score_chip_keeps_clear_of_a_neighbours_padlock():
    """Play-test round 9: the "+431" chip sat on the completed site-2 padlock next door."""
    for size in SIZES:
        lay = TableLayout(size, 2, 0)
        for site in range(12):
            for other in range(12):
                if other == site:
                    continue
                locks = [lay.lock_rect(other)]
                for start in range(8):
                    for n in (1, 2, 4):
                        chip = lay.score_chip_rect(site, start, n, (44, 22), locks)
                        assert chip.inflate(12, 2).collidelist(locks) < 0, (size, site, other)


def test_point9_stacked_label_rects_never_overlap():
    for sizes in ([(60, 30)], [(80, 34), (150, 22)], [(40, 20)] * 4):
        for center in ((300, 200), (5, 5), (1270, 715)):
            rects = stack_labels(center, sizes, pygame.Rect(0, 0, 1280, 720))
            assert [r.size for r in rects] == sizes
            for ra, rb in itertools.combinations(rects, 2):
                assert not ra.colliderect(rb)
            assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in rects)


def refusal_pixels(app, t, site) -> int:
    """Pixels of the refusal's dark red plate just above main-board ``site``."""
    lay = t.layout
    c, r = lay.site_center(site), lay.site_radius
    box = pygame.Rect(0, 0, lay.board.w, lay.small_px + 12)
    box.midbottom = (round(c[0]), round(c[1] - r + 2))
    surf = app.screen.subsurface(box.clip(app.screen.get_rect()))
    return pygame.mask.from_threshold(surf, (30, 10, 10, 255), (3, 3, 3, 255)).count()


def test_point9_no_ghost_nor_refusal_over_the_monument_during_its_flourish(app):
    t, a = completion_table(app)
    place_by_mouse(app, t, a)
    ui = t.interaction
    st = t.state
    # the next hand tile is chosen and the pointer still rests on the completed site
    assert ui.chosen is not None and ui.hover_site == a.site
    assert ui.ghost(a.site) is not None and not ui.ghost(a.site)[1]
    seen = False
    for _ in range(200):
        if not t.animator.celebrating(a.site, 0):
            break
        seen = True
        assert refusal_pixels(app, t, a.site) == 0
        frames(app, 1)
    assert seen and st.boards[0].sites[a.site].completed
    frames(app, 2)
    # once the flourish is over no plate covers the site's header either: the refusal is
    # said once, on the status line (play-test round 9)
    assert not t.animator.celebrating(a.site, 0)
    assert refusal_pixels(app, t, a.site) == 0
    assert ui.ghost_blocked().startswith("No room for the ")


# ---------------------------------------------------------------- point 11: the Quarry Wheel
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [1, 2, 4])
def test_point11_wheel_pieces_never_overlap_and_stay_in_their_sector(size, seats):
    lay = TableLayout(size, seats, 0)
    c, R = lay.wheel_center, lay.wheel_radius
    per = 4  # PP-8: tiles_per_sector at setup and refill; a sector only loses tiles after
    tr = int(lay.wheel_tile_r)
    for step in range(12):  # the wheel turning through half positions
        rot = step / 2
        for n in range(per + 1):
            spots = wheel.tile_spots(c, R, rot, [n] * 6)
            circles = {k: (p, tr) for k, (p, _r) in spots.items()}
            for (ka, a), (kb, b) in itertools.combinations(circles.items(), 2):
                assert not circles_overlap(a, b), (size, rot, n, ka, kb)
            for (sector, _k), ((x, y), r) in circles.items():
                d = math.hypot(x - c[0], y - c[1])
                assert d - r >= R * wheel.HUB_FRAC and d + r <= R
                assert wheel.sector_at(c, R, rot, (x, y)) == sector
                # clear of both divider lines of the sector
                for side in (-30, 30):
                    a = math.radians(wheel.sector_angle(sector, rot) + side)
                    ux, uy = math.sin(a), -math.cos(a)
                    assert abs((x - c[0]) * uy - (y - c[1]) * ux) >= r - 0.5


def test_point11_each_piece_shows_its_fraction_readably_at_640x400():
    pygame.init()
    lay = TableLayout((640, 400), 4, 0)
    tr = int(lay.wheel_tile_r)
    px = wheel.stamp_px(tr)
    assert px >= 9
    for size, text in wheel.FRACTION.items():
        w, h = measure(text, px, True)
        # the stamp fits the empty lower half of the piece's circle
        assert w <= 2 * math.sqrt(tr ** 2 - (tr * 0.47 - h / 2) ** 2) and h / 2 <= tr * 0.53 + 2
    crops = []
    for size, motif in ((4, "terracotta"), (2, "terracotta"), (1, "terracotta")):
        surf = pygame.Surface((4 * tr, 4 * tr))
        surf.fill((0, 0, 0))
        wheel.draw_loose_tile(surf, (2 * tr, 2 * tr), tr, size, motif)
        lower = pygame.Rect(tr, 2 * tr + 1, 2 * tr, tr)
        light = pygame.mask.from_threshold(surf.subsurface(lower), (250, 244, 226, 255),
                                           (60, 60, 60, 255))
        assert light.count() > 4  # the stamp's ink
        crops.append(pygame.image.tobytes(surf.subsurface(lower), "RGB"))
    assert len(set(crops)) == 3  # 1/2, 1/4 and 1/8 stamps differ


def tooltip_pixels(app, rect) -> int:
    surf = app.screen.subsurface(pygame.Rect(rect).clip(app.screen.get_rect()))
    return pygame.mask.from_threshold(surf, (*P.LAPIS_DARK, 255), (3, 3, 3, 255)).count()


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_point11_hover_or_focus_names_the_piece_in_a_tooltip(tmp_path, size):
    app, t = table_at(tmp_path, size, draft=False)
    st = t.state
    lay = t.layout
    tid = st.wheel.sectors[st.active_sector][0]
    tile = st.tiles[tid]
    move(app, t.wheel_tile_pos(tid))
    text, anchor = t.renderer.wheel_tooltip(lay)
    assert text == piece_name(tile.size, tile.motif, tile.mark)
    assert text.startswith(("Half of ", "Quarter of ", "Eighth of "))
    around = anchor.inflate(lay.left.w, 80)
    assert tooltip_pixels(app, around) > 100
    # keyboard: the focus ring on a wheel piece names that piece
    press(app, pygame.K_RIGHT)
    f = t.interaction.ring()
    assert f is not None and f[0] == "wheel"
    order = t.interaction.wheel_order()
    focused = st.tiles[order[f[1] % len(order)]]
    text, _ = t.renderer.wheel_tooltip(lay)
    assert text == piece_name(focused.size, focused.motif, focused.mark)
    # the pointer over a sector but no piece names the sector's pieces
    ang = wheel.sector_angle(st.active_sector, t.animator.rotation)
    p = wheel.clock_point(*lay.wheel_center, lay.wheel_radius * 0.66, ang + 27)
    move(app, (round(p[0]), round(p[1])))
    sizes = [st.tiles[i].size for i in st.wheel.sectors[st.active_sector]]
    assert t.renderer.wheel_tooltip(lay)[0] == sector_words(st.active_sector, sizes)


def test_point11_words():
    assert piece_name(2, "terracotta") == "Quarter of Terracotta"
    assert piece_name(4, "marble", "road") == "Half of Marble with a road"
    assert sector_words(2, [4, 2, 2]) == "Sector 3: 1 Half, 2 Quarters"
    assert sector_words(0, [4, 4, 1]) == "Sector 1: 2 Halves, 1 Eighth"
    assert sector_words(5, []) == "Sector 6: empty"


# ---------------------------------------------------------------- point 12: every seat's yard
@pytest.mark.parametrize("size,least", [((1280, 720), 16), ((1920, 1080), 16), ((640, 400), 9),
                                        ((700, 420), 9)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_point12_every_seat_yard_is_readable_complete_and_clear(size, least, seats):
    pygame.init()
    lay = TableLayout(size, seats, 0)
    win = pygame.Rect((0, 0), size)
    panels = [lay.top, lay.bottom, lay.hints, lay.mid, lay.left]
    for seat, o in lay.others.items():
        yr = o["yard_radius"]
        assert yr >= least, (size, seats, yr)
        assert wheel.stamp_px(yr) >= 9
        assert len(o["yard_spots"]) == 3  # PP-11: the yard holds 3, every place shown
        spots = [(p, yr) for p in o["yard_spots"]]
        for a, b in itertools.combinations(spots, 2):
            assert not circles_overlap(a, b)
        for p, r in spots:
            rect = circle_rect(p, r)
            assert o["rect"].contains(rect) and win.contains(rect)
            assert all(not circles_overlap((p, r), (c, o["radius"])) for c in o["centers"])
            assert not any(rect.colliderect(x) for x in panels)
            for other, o2 in lay.others.items():
                if other != seat:
                    assert not rect.colliderect(o2["rect"])


@pytest.mark.parametrize("size", [(1280, 720), (640, 400)])
def test_point12_full_yards_are_drawn_for_every_seat(tmp_path, size):
    app, t = table_at(tmp_path, size)
    fill_yards(t)
    frames(app, 2)
    st = t.state
    for seat, o in t.layout.others.items():
        assert len(st.boards[seat].yard) == 3
        for p in o["yard_spots"]:
            r = o["yard_radius"]
            lower = pygame.Rect(round(p[0] - r * 0.6), round(p[1]), round(r * 1.2),
                                round(r * 0.9))
            ink = pygame.mask.from_threshold(app.screen.subsurface(lower),
                                             (250, 244, 226, 255), (40, 40, 40, 255))
            assert ink.count() > 4, (size, seat, p)  # the fraction stamp of that yard tile


# ---------------------------------------------------------------- point 15: fit, centre, slots
def record_cuts(monkeypatch):
    """Every text the view fits: a list of (text, px, max_w) that had to be cut."""
    cuts = []
    real = view_module.fit_text

    def spy(s, px, color, max_w, bold=False):
        if measure(s, min(px, 9) if px > 9 else px, bold)[0] > max_w:
            cuts.append((s, px, int(max_w)))
        return real(s, px, color, max_w, bold)

    monkeypatch.setattr(view_module, "fit_text", spy)
    return cuts


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats,draft", [(SEATS4, True), (SEATS4, False), (SEATS2, True),
                                         (SEATS2[:1], True)])
def test_point15_every_label_fits_from_640x400_to_1920x1080(tmp_path, monkeypatch, size,
                                                             seats, draft):
    cuts = record_cuts(monkeypatch)
    app, t = table_at(tmp_path, size, seats=seats, draft=draft)
    fill_yards(t)
    frames(app, 2)
    st = t.state
    # the longest status lines: a wheel piece under the pointer, then a refusal
    move(app, t.layout.site_center(5))
    frames(app, 1)
    assert cuts == [], cuts
    # the message strip and wheel caption have their lines
    assert t.layout.message.h >= 2 * t.layout.small_px and st.num_seats == len(seats)


@pytest.mark.parametrize("size", SIZES)
def test_point15_setup_pick_labels_fit(tmp_path, monkeypatch, size):
    from game.scenes.picture_pie.demo import DEMO_SCENES
    cuts = record_cuts(monkeypatch)
    app = make_app(tmp_path, size=size)
    t = DEMO_SCENES["pp-setup"](app, 1)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "setup"
    move(app, t.pick_rect(2, "water", "aqueduct").center)
    assert cuts == [], cuts
    lay = t.layout
    for (size_, motif, mark), r in lay.pick_rects.items():
        lab = view_module.pick_label(size_, mark, lay.caption_px, r.w - 2)
        assert lab is None or measure(lab, lay.caption_px)[0] <= r.w - 2
        assert lab is None or "aq." not in lab   # no cryptic abbreviation (play-test round 9)


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_setup_picks_name_their_piece_in_a_tooltip(tmp_path, size):
    from game.scenes.picture_pie.demo import DEMO_SCENES
    app = make_app(tmp_path, size=size)
    t = DEMO_SCENES["pp-setup"](app, 1)
    app.push(t)
    frames(app, 2)
    move(app, t.pick_rect(2, "water", "aqueduct").center)
    tip = t.renderer.pick_tooltip(t.layout)
    assert tip is not None and tip[0] == "Quarter of Water with an aqueduct"
    lab = view_module.pick_label(2, "aqueduct", t.layout.caption_px,
                                 t.pick_rect(2, "water", "aqueduct").w - 2)
    assert lab in (None, "1/4 +aqueduct", "+aqueduct")


@pytest.mark.parametrize("size", SIZES)
def test_point15_solo_layout_is_centred(size):
    pygame.init()
    lay = TableLayout(size, 1, 0)
    c, R = lay.wheel_center, lay.wheel_radius
    wheel_box = pygame.Rect(round(c[0] - 1.07 * R), round(c[1] - R), round(2.14 * R), 2 * R)
    content = wheel_box.unionall([lay.board_head, lay.board, lay.tray])
    assert abs(content.centerx - size[0] / 2) <= size[0] * 0.04, (content, size)
    assert lay.left.x >= 0 and lay.mid.right <= size[0]


def test_point15_a_yard_tile_keeps_its_spot_while_the_player_clicks(app):
    t = table_mid_game(app, 1, SEATS2, rounds=1)  # the first turn: the setup picks in the yard
    st = t.state
    app.push(t)
    frames(app, 2)
    yard = st.boards[0].yard
    assert len(yard) == 3
    first = yard[0]
    spots = {tid: t.tray_tile_pos(tid) for tid in yard}
    place = next((a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id == first),
                 None)
    if place is None:
        pytest.skip("the first yard tile fits nowhere")
    place_by_mouse(app, t, place)
    assert first not in st.boards[0].yard
    for tid in yard[1:]:
        assert t.tray_tile_pos(tid) == spots[tid]  # the other yard tiles did not move
    # a click where the placed tile was hits nothing; a click on the next one chooses it
    lay = t.layout
    assert lay.tray_index_at(t.tray_tiles(), spots[first]) is None
    click(app, spots[yard[1]])
    assert t.interaction.chosen == yard[1]
    # undo brings the tile back to its own spot; the turn's end closes the hole
    click(app, t.button_rect("undo").center)
    assert t.tray_tile_pos(first) == spots[first]
    assert lay.yard_slots(st, 0) == st.boards[0].yard


def test_point15_stored_tile_fills_the_hole():
    from game.scenes.picture_pie.layout import _yard_slots
    assert _yard_slots((1, 2, 3), (2, 3)) == (None, 2, 3)
    assert _yard_slots((1, 2, 3), (1, 2)) == (1, 2)
    assert _yard_slots((1, 2, 3), (2, 3, 9)) == (9, 2, 3)
    assert _yard_slots((), (5,)) == (5,)


def test_point15_coordinates_are_written_one_way_and_labelled_on_the_board(app):
    assert site_words(0) == "row 1, site 1" and site_words(6) == "row 2, site 3"
    assert site_words(11) == "row 3, site 4"
    assert len({site_words(i) for i in range(12)}) == 12
    assert [row_label(r) for r in range(3)] == ["Row 1", "Row 2", "Row 3"]
    assert [column_label(c) for c in range(4)] == ["Site 1", "Site 2", "Site 3", "Site 4"]
    for size in SIZES:
        lay = TableLayout(size, 4, 0)
        for rr, rect in enumerate(lay.row_label_rects):
            assert rect.right < lay.board.x and measure(row_label(rr), lay.caption_px)[0] <= rect.w
            cy = lay.site_center(rr * 4)[1]
            assert rect.top <= cy <= rect.bottom
        for col, (x, y) in enumerate(lay.column_label_centers):
            assert abs(x - lay.site_center(col)[0]) < 1 and y < lay.board.y
            assert y > lay.board_head.bottom - 2
        # the board's heading, column labels and the top bar do not overlap
        assert lay.board_head.top >= lay.top.bottom
    # a status note about a site uses the same words ("row 3, site 2")
    t, a = completion_table(app)
    place_by_mouse(app, t, a)
    assert site_words(a.site) in t.message
