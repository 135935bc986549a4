"""Akropolis's tutorial: played headless with posted events (a tile chosen and placed as a
player does, the AI's turns in between) to its last callout; a placement that misses a step
skips it with a note, never a dead end."""

import pygame

from game.app.testing import frames, make_app, press
from game.core.akropolis.actions import Place
from game.core.akropolis.events import Placed, StonesGained
from game.scenes.tutorial.akropolis import AkropolisTutorial, start_tutorial
from tests.app.ak_helpers import place_by_events, wait_person


def _after(st, action):
    c = st.copy()
    c.apply(action)
    return c, c.events


def _covers_quarry_up(st, action) -> bool:
    _c, events = _after(st, action)
    return any(isinstance(e, StonesGained) and e.gained for e in events) and any(
        level >= 2 for e in events if isinstance(e, Placed) for _q, _r, level in e.hexes)


def _has_plaza(st, action) -> bool:
    c, events = _after(st, action)
    return any(c.cities[0].cells[(q, r)].kind == "plaza"
               for e in events if isinstance(e, Placed) for q, r, _level in e.hexes)


def _start(tmp_path):
    app = make_app(tmp_path, animations=False)
    table = start_tutorial(app)
    frames(app, 2)
    assert isinstance(app.top, AkropolisTutorial) and table.state.current_seat == 0
    return app, table


def test_the_tutorial_completes_with_posted_events(tmp_path):
    app, table = _start(tmp_path)
    st, coach = table.state, table.coach
    assert coach.step().key == "choose"
    press(app, pygame.K_TAB)                        # choosing a tile is the first step
    assert table.selected is not None and coach.step().key == "place"
    press(app, pygame.K_ESCAPE)                     # put it back: the step stays done
    place_by_events(app, table, Place(0, -3, 2, 5))
    assert coach.done == ["choose", "place"] and coach.turn == 1
    wait_person(app, table)
    assert coach.step().key == "quarry"
    place_by_events(app, table, next(a for a in st.legal_actions() if _covers_quarry_up(st, a)))
    assert coach.done[-2:] == ["quarry", "higher"] and not coach.skipped
    wait_person(app, table)
    assert coach.step().key == "plaza"
    place_by_events(app, table, next(a for a in st.legal_actions() if _has_plaza(st, a)))
    assert coach.finished and not coach.skipped
    assert table.callout().words.title == "Well done!"


def test_a_ground_tile_skips_the_higher_steps_with_a_note(tmp_path):
    app, table = _start(tmp_path)
    st, coach = table.state, table.coach
    place_by_events(app, table, Place(0, -3, 2, 5))
    wait_person(app, table)
    ground = next(a for a in st.legal_actions()
                  if all(level == 1 for e in _after(st, a)[1] if isinstance(e, Placed)
                          for _q, _r, level in e.hexes))
    place_by_events(app, table, ground)
    assert "higher" in coach.skipped and "any turn" in coach.note
    wait_person(app, table)
    assert coach.step().key == "plaza"              # the tutorial goes on
