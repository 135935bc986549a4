"""Late QA pass: no turn marker on a finished Akropolis table, the Architect's "pays" note clear
of its subtitle, no table key hints under the pause menu (both games).  Posted pygame events."""

import sys
from pathlib import Path

import pygame

from game.app.testing import frames, make_app, press
from game.core.akropolis.events import ArchitectMoved, Placed
from game.render.fonts import font
from game.scenes.pause import PauseScene

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import CFG2, open_table, wait_person, wait_results  # noqa: E402


def test_finished_akropolis_table_marks_no_seat_as_building(tmp_path):
    from game.scenes.akropolis.demo import played_state
    st = played_state(2, 3, to_end=True)
    app, table = open_table(tmp_path, dict(CFG2), state=st)
    res = wait_results(app)
    press(app, pygame.K_RIGHT)                 # Play again -> View cities
    assert res.focus.focused.key == "cities"
    frames(app, 40)                            # past the results' confirm guard
    press(app, pygame.K_RETURN)
    assert app.top is table and table.review_mode
    frames(app, 2)
    assert table.active_seat is None           # no "building" / "to play" on any card
    # a move's animation still queued when the results came up plays on in this view
    table._queue_events([Placed(1, 0, ())])   # the core's typed record (seat, tile, hexes)
    frames(app, 2)
    assert table.anim is not None and table.anim["seat"] == 1
    assert table.active_seat is None


def test_architect_pays_note_stays_below_its_subtitle(tmp_path):
    cfg = {"game": "akropolis", "seed": 5, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "metagenes"}}
    app, table = open_table(tmp_path, cfg)
    wait_person(app, table)
    table._queue_events([ArchitectMoved(1, -1, 1, 0, ())])   # seat, index, cost, tile, hexes
    for _ in range(200):
        frames(app, 1, dt=0.02)
        if table.floaters:
            break
    (t, x, y, age, _), = table.floaters
    assert t == "pays 1 stone"
    u = table.u
    r = table.score_rects[1]
    sub_bottom = r.y + int(6 * u) + int(21 * u) + font(int(13 * u)).get_height()
    note, _ = table.note_place(1, t)          # it does not rise: this is its whole life
    assert note.center == (x, y) and note.top > sub_bottom and note.bottom < r.bottom
    assert not note.colliderect(table.stones_label_rect(1))


def test_pause_hides_akropolis_key_hints(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    press(app, pygame.K_TAB)                   # keyboard: a tile picked, hints name keys
    shown = table._status_text()[0]
    assert "Enter" in shown or "Q/E" in shown, shown
    press(app, pygame.K_p)
    assert isinstance(app.top, PauseScene)
    paused = table._status_text()[0]
    assert "Enter" not in paused and "Q/E" not in paused and paused.startswith("Ann")
    press(app, pygame.K_p)
    assert app.top is table and table._status_text()[0] == shown


def test_pause_hides_picture_pie_hint_line(tmp_path):
    from game.scenes.picture_pie.demo import SEATS2, table_mid_game
    app = make_app(tmp_path)
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_ESCAPE if t.interaction.chosen is None else pygame.K_p)
    assert isinstance(app.top, PauseScene)
    strip = pygame.Rect(t.layout.hints).clip(app.screen.get_rect())
    with_hints = pygame.image.tobytes(app.screen.subsurface(strip), "RGB")
    app.settings["show_hints"] = False         # what the strip looks like with no hint line
    frames(app, 1)
    without = pygame.image.tobytes(app.screen.subsurface(strip), "RGB")
    assert with_hints == without
    app.settings["show_hints"] = True
    press(app, pygame.K_p)
    assert app.top is t
    frames(app, 1)
    assert pygame.image.tobytes(app.screen.subsurface(strip), "RGB") != without
