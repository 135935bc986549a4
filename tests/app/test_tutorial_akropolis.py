"""Akropolis's tutorial: played headless with posted events (a tile chosen and placed as a
player does, the AI's turns in between) to its last callout; a placement that misses a step
skips it with a note, never a dead end."""

import pygame

from game.app.testing import click, frames, make_app, press
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
    """The play-tester's game: tile 2 on the ground, then a plaza raised over two quarries:
    quarry, higher and plaza are all ticked by the one placement and the tutorial is done (not
    stuck on "Build a plaza" with the plaza on screen); a refusal's note never outlives its
    step."""
    app, table = _start(tmp_path)
    st, coach = table.state, table.coach
    assert coach.step().key == "choose"
    press(app, pygame.K_TAB)                        # choosing a tile is the first step
    assert table.selected is not None and coach.step().key == "place"
    press(app, pygame.K_ESCAPE)                     # put it back: the step stays done
    place_by_events(app, table, Place(1, -3, 2, 5))            # tile 2, no plaza
    assert coach.done == ["choose", "place"] and coach.turn == 1
    wait_person(app, table)
    assert coach.step().key == "quarry"
    click(app, table.site_tile_pos(1))              # 1 stone, none left: refused
    assert coach.tone == "bad" and coach.note.startswith("Not quite:")
    both = next(a for a in st.legal_actions() if _covers_quarry_up(st, a) and _has_plaza(st, a))
    place_by_events(app, table, both)
    assert coach.done[2:] == ["quarry", "higher", "plaza"] and not coach.skipped
    assert coach.finished and coach.note == ""
    words = table.callout().words
    assert words.title == "Well done!" and "every step" in words.lines[0]


def test_a_ground_plaza_on_the_first_turn_counts_for_the_plaza_step(tmp_path):
    app, table = _start(tmp_path)
    st, coach = table.state, table.coach
    place_by_events(app, table, Place(0, -3, 2, 5))            # tile 1 has a blue plaza
    assert coach.done == ["choose", "place", "plaza"]
    wait_person(app, table)
    assert coach.step().key == "quarry" and coach.number() == (3, 5)


def test_a_ground_plaza_skips_the_higher_steps_with_a_note(tmp_path):
    app, table = _start(tmp_path)
    st, coach = table.state, table.coach
    place_by_events(app, table, Place(1, -3, 2, 5))
    wait_person(app, table)
    ground = next(a for a in st.legal_actions()
                  if all(level == 1 for e in _after(st, a)[1] if isinstance(e, Placed)
                          for _q, _r, level in e.hexes))
    place_by_events(app, table, ground)
    assert "higher" in coach.skipped and "any turn" in coach.note
    assert coach.tone == "info"                     # a skip is no error: muted, not red
    wait_person(app, table)
    assert "plaza" in coach.done and coach.finished     # the ground plaza counted: no dead end

