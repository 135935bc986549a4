"""The Pantheon table's smaller fixes, by posted events on real or prepared states: the plaza's
star count beside its altar, "Unlock · 5 stones" at every size, Sparta's unscored altars struck
through, the gift said on the status line, and a crushed altar warned in the ghost's tag before
the confirm and counted on the Capital's chip after it."""

from __future__ import annotations

import pygame

from game.app.testing import click, frames, press
from game.core.akropolis import placement_hexes
from game.core.akropolis.pantheon_actions import PlaceTile
from game.render import palette as P
from game.scenes.akropolis.pantheon_altars import god_name
from tests.app.test_ak_pantheon_table import (SOLO3, cfg, give_by_events, open_table,
                                              person_ready, wait)


def _has(surface, rect, colour, tol=30) -> bool:
    rect = rect.clip(surface.get_rect())
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            c = surface.get_at((x, y))
            if all(abs(int(a) - int(b)) <= tol for a, b in zip(c[:3], colour[:3])):
                return True
    return False


def test_unlock_names_its_cost_at_every_size(tmp_path):
    for size in ((1280, 720), (640, 400), (1920, 1080)):
        app, table = open_table(tmp_path, cfg(SOLO3), size=size)
        _, unlock = table.panel_parts()["locked"]
        assert unlock.label == "Unlock \u00b7 5 stones" and not unlock.sublabel
        pygame.quit()


def test_sparta_strikes_the_altars_it_does_not_score(tmp_path):
    seen = {}
    for scenario in ("corinth", "sparta"):
        app, table = open_table(tmp_path, cfg(SOLO3, scenario=scenario))
        wait(app, table, lambda: person_ready(app, table))
        frames(app, 2)
        gift = table.panel_parts()["gift"].rect
        row = pygame.Rect(gift.x, gift.bottom, gift.w, table.panel_rect.bottom - gift.bottom)
        seen[scenario] = _has(app.screen, row, P.BAD, tol=12)
        pygame.quit()
    assert seen == {"corinth": False, "sparta": True}


def test_a_gift_is_said_on_the_status_line(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    give_by_events(app, table, 1, 1)
    assert table.status_text()[0] == "You gave 1 stone to Pericles (1 more to the reserve)"


def test_altar_star_count_is_drawn_beside_the_altar(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    st.altars[(2, 0)] = "blue"          # a prepared altar on a blue Capital plaza
    table.session.version += 1
    drawn = []
    badge = table._draw_star_badge
    table._draw_star_badge = lambda surf, colour, box: drawn.append(badge(surf, colour, box))
    click(app, table.tabs[0].center)    # the Capital
    frames(app, 2)
    assert drawn, "no star badge drawn"
    chip = drawn[-1]
    assert _has(app.screen, chip, P.MARBLE, tol=10)            # the marble chip
    assert _has(app.screen, chip, P.AK_COLORS["blue"], tol=20)  # its blue star


def test_crushing_an_altar_is_warned_then_counted(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    plazas = {p for p, c in st.capital.cells.items() if c.kind == "plaza"}
    action, spot = next((a, p) for a in st.legal_actions() if isinstance(a, PlaceTile)
                        and a.target == "capital" for p in table_hexes(st, a) if p in plazas)
    colour = st.capital.cells[spot].color
    st.altars[spot] = colour            # a prepared altar where the tile will go
    table.session.version += 1
    frames(app, 1)
    click(app, table.target_rects["capital"].center)
    click(app, table.hand_tile_pos(table.hand.index(action.tile_id)))
    for _ in range(action.rotation):
        press(app, pygame.K_e)
    press(app, pygame.K_f)
    pos = table.hex_screen_pos(action.q, action.r)
    click(app, pos)
    assert table.proposed and table.anchor == (action.q, action.r)
    words = [t for t, _ in table.preview_words(table.placement_preview())]
    god = god_name(colour)
    assert f"crushes the altar of {god}" in words
    click(app, pos)                     # confirmed: the altar is lost and counted
    assert st.crushed == 1 and spot not in st.altars
    assert table.crushed_chip_text().endswith("\u00b7 1 crushed")
    assert f"crushing the altar of {god}" in table.log_lines()[-1].text
    frames(app, 2)
    assert _has(app.screen, pygame.Rect(table.view_rect.x, table.view_rect.bottom - 50,
                                        260, 50), P.BAD, tol=12)


def table_hexes(st, a):
    return placement_hexes(st.tiles[a.tile_id], a.q, a.r, a.rotation)
