"""Play-test issue point 6 (no text over text) and point 7 (variant doublings, the solo results
header, New Game remembering the last set-up), at 1280x720, 640x400 and 1920x1080.  Rects come
from the layouts (never from the last frame)."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, move
from game.render.fonts import fit_size, font
from game.scenes.akropolis.demo import played_state
from game.scenes.akropolis.results import AkropolisResults
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.new_game import NewGameScene
from game.storage import setups

SIZES = [(1280, 720), (640, 400), (1920, 1080)]
FIVE = ["barracks", "gardens", "houses", "markets", "temples"]
SEATS4 = [{"name": "You", "kind": "person"}, {"name": "Pericles", "kind": "ai"},
          {"name": "Aspasia", "kind": "ai"}, {"name": "Phidias", "kind": "ai"}]


def four_with_variants(tmp_path, size):
    st = played_state(4, 2, until_level=2, min_rounds=4, to_seat=0)
    st.variants = tuple(FIVE)
    st._rules, st._ledgers = None, {}
    cfg = {"game": "akropolis", "seed": 2, "seats": SEATS4, "options": {"variants": FIVE}}
    app = make_app(tmp_path, size=size)
    table = AkropolisTable(app, cfg, state=st)
    app.push(table)
    frames(app, 2)
    return app, table


@pytest.mark.parametrize("size", SIZES)
def test_round_and_five_variants_and_cards_do_not_overlap(tmp_path, size):
    app, table = four_with_variants(tmp_path, size)
    rnd = table.round_label_rect(f"Round {table.state.round}")
    var = table.variants_rect
    assert var is not None and not rnd.colliderect(var)
    line = table.variants_line()
    assert line == "Variants: Barracks, Gardens, Houses, Markets, Temples"
    assert font(table.variants_size()).size(line)[0] <= var.w
    assert table.panel_rect.contains(var)
    for card in table.score_rects:
        assert not card.colliderect(var) and not card.colliderect(rnd)
        assert table.panel_rect.contains(card)


@pytest.mark.parametrize("size", SIZES)
def test_ghost_tag_stays_below_the_tabs_and_inside_the_view(tmp_path, size):
    app, table = four_with_variants(tmp_path, size)
    table.select_tile(0)
    area = table.ghost_tag_area()
    assert table.view_rect.contains(area)
    assert all(not area.colliderect(tab) for tab in table.tabs)
    info = table.placement_info()
    parts = table._preview_parts(info)
    f = font(int(16 * table.u), bold=True)
    widths = [f.size(t)[0] for t, _ in parts]
    vr = table.view_rect
    for pos in ((vr.centerx, vr.y - 40), (vr.x, vr.y), (vr.right, vr.y + 5),
                (vr.centerx, vr.bottom + 30), table.tabs[-1].center):
        tag = table.preview_tag_rect(widths, pos)
        assert area.contains(tag) or tag.w > area.w
        assert all(not tag.colliderect(tab) for tab in table.tabs)
        assert vr.contains(tag) or tag.w > vr.w


@pytest.mark.parametrize("size", SIZES)
def test_solo_architect_pays_note_clears_its_stone_count(tmp_path, size):
    st = played_state(1, 2, until_level=2, min_rounds=3, to_seat=0, solo="metagenes")
    cfg = {"game": "akropolis", "seed": 2, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app = make_app(tmp_path, size=size)
    table = AkropolisTable(app, cfg, state=st)
    app.push(table)
    frames(app, 2)
    u = table.u
    for seat, msg in ((1, "pays 3 stones"), (1, "+2 stones"), (0, "+1 stone")):
        note, px = table.note_place(seat, msg)
        card = table.score_rects[seat]
        assert card.contains(note) and px >= 8
        assert not note.colliderect(table.stones_label_rect(seat))
        assert note.top > table.subtitle_bottom(seat)           # below "Illustrious Architect"
        assert note.bottom < card.y + int(6 * u) + int(56 * u)   # above the colour columns
        total = font(int(30 * u), bold=True).size(str(table.card_ledger[seat].total))
        total_rect = pygame.Rect(card.right - int(10 * u) - total[0], card.y + int(4 * u),
                                 *total)
        assert not note.colliderect(total_rect)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_mode_tooltip_keeps_off_the_architect_row(tmp_path, size):
    app = make_app(tmp_path, size=size)
    ng = NewGameScene(app, "akropolis")
    app.push(ng)
    frames(app, 2)
    mode = next(w for w in ng.focus.widgets if w.key == "mode")
    while not ng.solo:
        click(app, (mode.rect.right - 10, mode.rect.centery))
        mode = next(w for w in ng.focus.widgets if w.key == "mode")
    move(app, (1, 1))                     # off the row just changed (its tip is quiet), back
    move(app, mode.rect.center, steps=2)
    tip = ng.drawn.get("tooltip")
    assert tip is not None
    others = [w.rect for w in ng.focus.widgets if w is not mode]
    assert any(w.key == "level" or "level" in str(w.key) or w.label == "Architect"
               for w in ng.focus.widgets)
    assert tip.collidelist(others) == -1, (tip, others)
    note = ng.seat_note_rect()
    assert note is None or not tip.colliderect(note)
    assert pygame.Rect((0, 0), size).contains(tip)


# ---------------------------------------------------------------- point 7
def test_ak8_variant_doubling_is_named_in_the_ledger_the_live_score_and_the_results(tmp_path):
    st = None
    for seed in range(1, 40):
        st = played_state(2, seed, to_end=True)
        st.variants = tuple(FIVE)
        st._rules, st._ledgers = None, {}
        if any("variant" in r.detail for r in st.ledger(0).rows):
            break
    values = st.district_values(0)
    cells = st.cities[0].cells
    for row in st.ledger(0).rows[:5]:
        added = sum(v - cells[p].level for p, v in values.items()
                    if cells[p].color == row.category and st.district_status(0)[p] is None)
        name = row.label
        if added:
            assert row.detail.endswith(f"(x2 {name} variant, +{added})"), row.detail
        else:
            assert "variant" not in row.detail
    doubled = next(r for r in st.ledger(0).rows if "variant" in r.detail)
    cfg = {"game": "akropolis", "seed": 2, "options": {"variants": FIVE},
           "seats": [{"name": "You", "kind": "person"}, {"name": "Bot", "kind": "ai"}]}
    app = make_app(tmp_path)
    table = AkropolisTable(app, cfg, state=st)
    app.push(table)
    frames(app, 2)
    tip = table.colour_explanation(0, doubled.category)     # the live score's explanation
    assert f"from the {doubled.label} variant" in tip
    res = AkropolisResults(app, table)
    main, extra = res.colour_cell(doubled)
    added = doubled.detail.rsplit("+", 1)[1].rstrip(")")
    assert extra == f"value {doubled.factors[0]} ({added} from the {doubled.label} variant)"
    assert main.endswith(f"= {doubled.points}") and "variant" not in main


@pytest.mark.parametrize("size", SIZES)
def test_solo_results_header_is_full_size(tmp_path, size):
    st = played_state(1, 2, to_end=True, solo="metagenes")
    cfg = {"game": "akropolis", "seed": 2, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app = make_app(tmp_path, size=size)
    table = AkropolisTable(app, cfg, state=st)
    res = AkropolisResults(app, table)
    app.push(res)
    frames(app, 2)
    t = res.table
    row_h = max(14, (t.h - 16) // (len(res.categories) + 1))
    size_px = res.row_px
    col_w = (t.w - res.label_w - 20) // len(res.seat_names)
    _, room, _ = res.crown_layout(row_h)
    for name in res.seat_names:                 # the winner's crown room included
        assert fit_size(name, col_w - room, size_px, bold=True) == size_px, name
    assert pygame.Rect((0, 0), size).contains(t)


def _choose(app, ng, key, value):
    w = next(w for w in ng.focus.widgets if w.key == key)
    for _ in range(12):
        if w.value == value:
            return
        click(app, (w.rect.right - 10, w.rect.centery))
        w = next(w for w in ng.focus.widgets if w.key == key)
    assert w.value == value


def test_new_game_remembers_the_last_set_up_per_game(tmp_path):
    app = make_app(tmp_path)
    ng = NewGameScene(app, "akropolis", seed=4)
    app.push(ng)
    frames(app, 2)
    _choose(app, ng, "players", 3)
    _choose(app, ng, "seat-2", "ai:easy")
    houses = next(w for w in ng.focus.widgets if str(w.key).endswith("-houses"))
    click(app, houses.rect.center)
    assert ng.variants == {"houses"}
    start = next(w for w in ng.focus.widgets if w.key == "start")
    click(app, start.rect.center)
    assert isinstance(app.top, AkropolisTable)
    again = NewGameScene(app, "akropolis")
    app.push(again)
    frames(app, 2)
    assert again.num_seats == 3 and again.kinds[2] == "ai:easy"
    assert again.variants == {"houses"}
    assert next(w for w in again.focus.widgets if w.key == "players").value == 3
    # the other game keeps its own (here: none, so its defaults)
    pp = NewGameScene(app, "picture-pie")
    assert pp.values == {}
    saved = setups.load_setup("akropolis", tmp_path)
    assert saved["players"] == 3 and saved["options"]["variants"] == ["houses"]


@pytest.mark.parametrize("content", [None, b"\x00\xff not toml [[[", b"[akropolis]\nplayers = 9\n"
                                     b"mode = 'nope'\nkinds = [1, 'ai:nobody']\n"
                                     b"[akropolis.options]\nvariants = ['pizza']\n"])
def test_new_game_with_a_missing_or_corrupt_set_up_shows_the_defaults(tmp_path, content):
    if content is not None:
        (tmp_path / setups.FILE_NAME).write_bytes(content)
    app = make_app(tmp_path)
    ng = NewGameScene(app, "akropolis")
    default = NewGameScene(make_app(tmp_path / "elsewhere"), "akropolis")
    assert (ng.mode, ng.num_seats, ng.kinds, ng.values) == \
        (default.mode, default.num_seats, default.kinds, default.values)
