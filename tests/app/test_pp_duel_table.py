"""The Senate Wonder Duel table (PP-26) with positions set up by hand: the ghost's hint names
what the placement does to control, the completion note says who controls the monument and
why, the markers and rims on screen are the placer's and the controller's colours, each seat's
hand shows on its own side, and the words the table uses, worked out by hand."""

import sys
from pathlib import Path

import pygame

from game.app.testing import frames, make_app, move, press
from game.core.picture_pie.actions import Place
from game.render import palette as P
from game.render import pie
from game.scenes.picture_pie.duel_layout import rim_gap, rim_width
from game.scenes.picture_pie.duel_table import DuelTable
from game.scenes.picture_pie.duel_words import (control_words, duel_verdict, share_words,
                                                shares_line, tally_line)
from game.scenes.picture_pie.ledger_panel import ledger_lines

from tests.core.picture_pie.duel_helpers import bag_tile, draft, duel, turn

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import perform, settle  # noqa: E402

SITE = 1   # row 1, site 2


def _config() -> dict:
    names = ["Ada", "Livia"]
    return {"game": "picture-pie", "seed": 1, "options": {"duel": True},
            "seats": [{"name": names[s], "kind": "person"} for s in range(2)]}


def _contest(seed: int = 2):
    """A Duel where site 1 (row 1, site 2) holds, by hand: the first seat's Quarter (slots 0-1)
    and Eighth (slot 2), then the other seat's Quarter (3-4) and Eighth (5): 3/8 each, slots 6
    and 7 open (2/8).  The first seat is to play again."""
    s = duel(seed)
    used = []

    def tile(size, motif):
        used.append(bag_tile(s, size, motif, used=used))
        return used[-1]

    turn(s, (tile("1/4", "water"), SITE, 0), (tile("1/8", "water"), SITE, 2))
    turn(s, (tile("1/4", "flora"), SITE, 3), (tile("1/8", "flora"), SITE, 5))
    return s, tile


def _table(tmp_path, state):
    app = make_app(tmp_path)
    table = DuelTable(app, _config(), state=state)
    app.push(table)
    frames(app, 2)
    return app, table


def test_the_ghost_says_what_the_placement_does_to_control_then_the_note_says_who_won_it(
        tmp_path):
    s, tile = _contest()
    me = s.seat
    name = ["Ada", "Livia"][me]
    quarter = tile("1/4", "marble")
    draft(s, quarter)   # the first seat drafts a Quarter: it fits slots 6-7
    app, table = _table(tmp_path, s)
    assert table.interaction.chosen == quarter
    move(app, table.slot_point(SITE, 6, 2))
    # 3/8 + 2/8 = 5/8 against 3/8: it completes the site and the first seat controls it
    text = table.interaction.status_text()
    assert f"{name}: this completes row 1, site 2: you control it 5/8 to 3/8." in text
    perform(app, table, Place(quarter, SITE, 6))
    assert s.controller(SITE) == me and s.completed_by(SITE) == me
    assert s.control_counts()[me] == 1 and s.control_counts()[1 - me] == 0
    note = table.message
    assert note.startswith(f"{name} completed a monument (row 1, site 2):")
    assert note.endswith(f"{name} controls it 5/8 to 3/8.")
    # on screen: the controller's rim (solid, first seat's colour for seat 0) at the top of
    # the site, and the tally
    settle(app, table)
    surf = pygame.Surface(table.size)
    table.draw(surf)
    lay = table.layout
    r = lay.site_radius
    c = lay.site_center(SITE)
    x, y = pie.polar(c[0], c[1], r + rim_gap(r) + rim_width(r) / 2, 100)
    if me == 0:   # seat 1's rim is solid: any point on it is its colour
        assert _near(surf.get_at((round(x), round(y)))[:3], P.SEAT_COLORS[0])
    assert table.renderer.control_counts() == s.control_counts()
    # each seat's ledger panel counts and lists only the monuments it controls
    mine, theirs = ledger_lines(s, me), ledger_lines(s, 1 - me)
    assert mine[0] == ("Controlled monuments", "1 of 1 completed monument", None)
    assert theirs[0] == ("Controlled monuments", "0 of 1 completed monument", None)
    assert any(label.startswith("  Row 1, site 2: ") for label, _d, _p in mine)
    assert not any(label.startswith("  Row 1, site 2") for label, _d, _p in theirs)


def test_a_note_said_before_the_tile_reached_a_site_gives_way_to_the_control_forecast(
        tmp_path):
    """QA: after choosing a tile (a note on the status line), one pointer move onto the site it
    completes still showed the old note instead of what placing it does to control."""
    s, tile = _contest()
    name = ["Ada", "Livia"][s.seat]
    quarter = tile("1/4", "marble")
    draft(s, quarter)
    app, table = _table(tmp_path, s)
    table.say("Quarter of Marble chosen: point at a site and click to place it.")
    assert table.interaction.status_text().startswith("Quarter of Marble chosen")
    move(app, table.slot_point(SITE, 6, 2))
    assert (f"{name}: this completes row 1, site 2: you control it 5/8 to 3/8."
            in table.interaction.status_text())


def test_completing_a_site_the_other_seat_controls_says_its_points_go_there(tmp_path):
    s = duel(3)
    first, other = s.seat, 1 - s.seat
    names = ["Ada", "Livia"]
    used = []

    def tile(size, motif):
        used.append(bag_tile(s, size, motif, used=used))
        return used[-1]

    # first: a Quarter (slots 0-1) and an Eighth (2); other: an Eighth (3); first: a Quarter
    # (4-5): first 5/8, other 1/8; the other seat's Quarter (6-7) completes it: 5/8 to 3/8
    turn(s, (tile("1/4", "water"), SITE, 0), (tile("1/8", "water"), SITE, 2))
    turn(s, (tile("1/8", "flora"), SITE, 3))
    turn(s, (tile("1/4", "water"), SITE, 4))
    last = tile("1/4", "flora")
    draft(s, last)
    app, table = _table(tmp_path, s)
    move(app, table.slot_point(SITE, 6, 2))
    lead, mover = names[first], names[other]
    assert (f"{mover}: this completes row 1, site 2: {lead} controls it 5/8 to 3/8."
            in table.interaction.status_text())
    perform(app, table, Place(last, SITE, 6))
    assert s.completed_by(SITE) == other and s.controller(SITE) == first
    assert table.message == (f"{mover} completed row 1, site 2, but {lead} controls it 5/8 to "
                             f"3/8: its points go to {lead}.")


def test_a_tie_goes_to_the_completer_and_the_note_says_so(tmp_path):
    s, tile = _contest(4)
    first, other = s.seat, 1 - s.seat
    names = ["Ada", "Livia"]
    turn(s, (tile("1/8", "lapis"), SITE, 6))     # first: 3/8 + 1/8 = 4/8, other 3/8
    last = tile("1/8", "lapis")
    draft(s, last)                               # the other seat completes it: 4/8 each
    app, table = _table(tmp_path, s)
    move(app, table.slot_point(SITE, 7, 1))
    mover = names[other]
    assert (f"{mover}: this completes row 1, site 2: 1/2 each and you complete it, so you "
            "control it.") in table.interaction.status_text()
    perform(app, table, Place(last, SITE, 7))
    assert s.controller(SITE) == other and s.control_shares(SITE) == (4, 4)
    assert table.message.endswith(f"1/2 each: {mover} completed it, so {mover} controls it.")
    assert names[first] not in table.message


def test_each_seats_hand_shows_on_its_own_side(tmp_path):
    s, tile = _contest(5)
    seat = s.seat
    draft(s, tile("1/2", "water"))
    app, table = _table(tmp_path, s)
    lay = table.layout
    # the seat to play's hand and yard are on its own side; the other side shows that seat's
    # yard (rulebook 2.9: yards stay visible)
    tray = table.tray_tiles()
    assert any(where == "hand" for where, _t, _p in tray)
    for where, tid, (x, y) in tray:
        assert lay.sides[seat]["rect"].collidepoint(x, y), (where, tid)
    theirs = lay.side_tray_tiles(s, 1 - seat)
    assert [t for _w, t, _p in theirs] == list(s.boards[1 - seat].yard)
    for _where, _tid, (x, y) in theirs:
        assert lay.sides[1 - seat]["rect"].collidepoint(x, y)
    # the end of the turn (T, confirmed: the Half goes to the yard) hands the table over
    press(app, pygame.K_t)
    press(app, pygame.K_t)
    settle(app, table)
    assert s.current_seat == 1 - seat and table.layout.main_seat == 1 - seat
    assert table.layout.tray == table.layout.sides[1 - seat]["rect"]


def _near(a, b, tol=40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def test_the_words_worked_by_hand():
    names = ["Ada", "Livia"]
    assert [share_words(n) for n in (0, 1, 2, 3, 4, 6, 8)] == ["0", "1/8", "1/4", "3/8", "1/2",
                                                                "3/4", "1"]
    assert shares_line(names, (3, 2)) == "Ada 3/8 \u00b7 Livia 1/4"
    assert shares_line(names, (3, 2), short=True) == "A 3/8 \u00b7 L 1/4"
    assert shares_line(names, (0, 2)) == "Livia 1/4"
    assert shares_line(names, (8, 0)) == "all Ada's" and shares_line(names, (0, 0)) == ""
    assert shares_line(["You", "Livia"], (8, 0)) == "all yours"
    assert tally_line(names, (3, 2)) == "Monuments controlled \u2013 Ada: 3 \u00b7 Livia: 2"
    assert tally_line(["You", "Player 2"], (0, 0)) == \
        "Monuments controlled \u2013 You: 0 \u00b7 Player 2: 0"   # QA: never "Player 20"
    assert control_words(names, (5, 3), 0, 1, me=0) == "you control it 5/8 to 3/8"
    assert control_words(names, (5, 3), 0, 1) == "Ada controls it 5/8 to 3/8"
    assert control_words(names, (0, 8), 1, 1) == "Livia controls it: all of it is Livia's"
    assert control_words(names, (4, 4), 1, 1, me=0) == \
        "1/2 each: Livia completed it, so Livia controls it"
    # majority first, then points, then shared (PP-26)
    assert duel_verdict(names, (4, 3), (900, 1500), [0]) == \
        "Ada wins the Duel: controls 4 monuments to 3."
    assert duel_verdict(names, (3, 3), (900, 1500), [1]) == \
        "Livia wins the Duel: 3 monuments each, more points break the tie (1500 to 900)."
    assert duel_verdict(names, (3, 3), (900, 900), [0, 1]) == \
        "Shared victory: 3 monuments each and 900 points each."


def test_drawing_the_duel_changes_nothing_at_its_moments(tmp_path):
    """Draw purity at the Duel's own moments: the ghost over a completing site (its control
    hint, the site panel), the completion's effects and note, the other seat's turn, the
    review of the final board and the results."""
    from test_draw_pure import assert_draw_pure

    s, tile = _contest(6)
    quarter = tile("1/4", "marble")
    draft(s, quarter)
    app, table = _table(tmp_path, s)
    move(app, table.slot_point(SITE, 6, 2))
    assert "this completes" in table.interaction.status_text()
    assert_draw_pure(app)
    perform(app, table, Place(quarter, SITE, 6))
    assert_draw_pure(app)   # the completion flourish and the control note
    press(app, pygame.K_t)
    press(app, pygame.K_t)
    frames(app, 3)
    assert_draw_pure(app)   # the other seat's side is the tray now
    from game.scenes.picture_pie.duel_demo import _results
    res = _results(app, 1)
    app.push(res)
    frames(app, 3)
    assert_draw_pure(app, [res])
    res.view_table()
    frames(app, 2)
    move(app, res.game_table.layout.site_center(0))
    assert_draw_pure(app, [res.game_table])
