"""The Settings' "Show hints and score previews" off hides the points a ghost placement would
make on both base tables (play-test: Akropolis still tagged the ghost "+6 pts Markets +2 ...",
Picture Pie still showed its "+0" badge and "You -300 +0" in the top bar).  Refusals and the
level stay.  Input is posted pygame events; assertions on state and pixels."""

import pygame

from game.app.testing import frames, make_app, press
from game.render import palette as P
from game.scenes.akropolis import demo as ak_demo
from game.scenes.picture_pie.ledger_panel import chip_rects
from tests.app.ak_helpers import open_table, wait_person
from tests.app.test_pp_settings import build_table

CFG3 = {"game": "akropolis", "seed": 1, "seats": ak_demo.SEATS4[:3], "options": {}}


def count(app, rect, colour, near=1) -> int:
    """Pixels of ``colour`` (each channel within ``near``) inside ``rect`` on the last frame."""
    rect = pygame.Rect(rect).clip(app.screen.get_rect())
    return pygame.mask.from_threshold(app.screen.subsurface(rect), (*colour, 255),
                                      (near, near, near, 255)).count()


def _ak_scoring_ghost(app, table):
    """Walk the ghost (Right, Down) to a legal spot that scores points."""
    for _ in range(40):
        info = table.placement_info()
        if info and info["legal"] and info["score_delta"].get("total"):
            return info
        press(app, pygame.K_RIGHT if _ % 8 else pygame.K_DOWN, steps=2)
    raise AssertionError("no scoring spot reached")


def test_akropolis_ghost_tag_shows_no_points_with_previews_off(tmp_path):
    app = make_app(tmp_path)
    table = ak_demo.ak_table(app, 1)        # mid-game, seat 0 to play, a tile picked
    app.push(table)
    frames(app, 2)
    info = _ak_scoring_ghost(app, table)
    words = [t for t, _ in table._preview_parts(info)]
    assert any(w.endswith(("pt", "pts")) for w in words)          # "+6 pts", "Markets +2"
    on = count(app, table.view_rect, P.GOOD, 40)
    app.settings["show_hints"] = False          # as the Settings scene sets it (read live)
    frames(app, 2)
    words = [t for t, _ in table._preview_parts(table.placement_info())]
    assert not any("pt" in w or "+" in w or "-" in w for w in words if not w.startswith("stones"))
    assert words[-1].startswith("level ")                           # the level stays
    assert count(app, table.view_rect, P.GOOD, 40) < on - 40           # the green "+N pts" is gone
    press(app, pygame.K_RETURN, steps=2)                            # proposing still says so
    assert table.proposed and table._preview_parts(table.placement_info())[0][0] == "Confirm?"


def test_akropolis_refusal_words_stay_with_previews_off(tmp_path):
    app, table = open_table(tmp_path, CFG3, show_hints=False)
    wait_person(app, table)
    press(app, pygame.K_TAB, steps=2)
    for _ in range(40):
        info = table.placement_info()
        if info and not info["legal"]:
            break
        press(app, pygame.K_RIGHT, steps=2)
    assert not info["legal"]
    assert table._preview_parts(info) == [(info["reason"] or "not allowed", P.BAD)]


def test_picture_pie_ghost_badge_and_top_bar_show_no_points_with_previews_off(tmp_path):
    app = make_app(tmp_path)
    t = build_table(app)                         # mid-game, a tile chosen
    press(app, pygame.K_UP)                      # keyboard: the ghost over the focused site
    frames(app, 2)
    ui = t.interaction
    delta = ui.preview_delta()
    assert delta is not None
    colour = P.GOOD if delta >= 0 else P.BAD
    chip = chip_rects(t)[t.state.current_seat]
    chip_on = count(app, chip, colour)
    board_on = count(app, t.layout.board, colour)
    assert chip_on > 10                          # "+N" beside the score in the top bar
    app.settings["show_hints"] = False
    frames(app, 2)
    assert ui.preview_delta() is None
    assert count(app, chip_rects(t)[t.state.current_seat], colour) == 0
    assert count(app, t.layout.board, colour) < board_on - 10    # the badge on the ghost is gone
    assert ui.ghost(ui.ghost_site()) is not None                # the ghost itself still shows
