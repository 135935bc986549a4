"""AI teammates play for the Scenario (issue 15 follow-up, AK-16): in Athens, where only altars
on level 2 or above score, a teammate values raising a plaza in the Capital; values worked out by
hand from the constants of game/ai/akropolis/pantheon.py on a prepared state."""

from __future__ import annotations

import pytest

from game.ai.akropolis import pantheon as teammates
from game.ai.akropolis.pantheon import PantheonPlayer, RAISE_OPEN, RAISE_VALUE, STONE_VALUE
from game.core.akropolis.geometry import SHAPES
from game.core.akropolis.pantheon import PlaceTile
from game.games import new_state

#: tile 9 of the data: (quarry, quarry, red plaza)
RED_PLAZA_TILE = 9
#: on top of three Capital quarries of three starting tiles, (1, 0) (1, 1) (0, 1), the red plaza
#: on (0, 1) at level 2 (rotation 1: offsets (0, 0), (0, 1), (-1, 1))
RAISE = PlaceTile(RED_PLAZA_TILE, "capital", 1, 0, 1)


def _prepared(scenario):
    """Two seats, seat 1 to move with only the red-plaza tile in hand and 2 stones; the
    Capital is the setup's three starting tiles (blue plazas and quarries, no district); the
    open challenges are the three red ones."""
    s = new_state("akropolis", 2, 4, scenario=scenario)
    assert s.current_seat == 0
    s._hands[0][:] = [RED_PLAZA_TILE]
    if RED_PLAZA_TILE in s.pile:
        s.pile.remove(RED_PLAZA_TILE)
    for h in s._hands[1:]:
        if RED_PLAZA_TILE in h:
            h.remove(RED_PLAZA_TILE)
    s._slots[:] = ["bastion", "garrison", "uprising"]
    s.challenge_pile[:] = [c for c in s.challenge_pile if c not in s._slots]
    s.stones[:] = [2, 2]
    assert s.tiles[RED_PLAZA_TILE].hexes == (("quarry", None), ("quarry", None), ("plaza", "red"))
    assert s.why_illegal(RAISE) is None
    return s


def _value(s, action):
    return next(v for v, a in PantheonPlayer(1).candidates(s) if a == action)


def test_in_athens_a_teammate_raises_a_plaza_of_an_open_challenges_colour():
    s = _prepared("athens")
    choice = PantheonPlayer(1).choose(s)
    assert choice.target == "capital" and choice.tile_id == RED_PLAZA_TILE
    placed = [(choice.q + dq, choice.r + dr) for dq, dr in SHAPES[choice.rotation]]
    plaza = placed[2]
    assert all(p in s.capital.cells for p in placed)   # on top: the plaza lands on level 2
    s.apply(choice)
    cell = s.capital.cells[plaza]
    assert (cell.kind, cell.color, cell.level) == ("plaza", "red", 2)
    assert s.free_plazas("red") == (plaza,)


def test_the_raising_placement_worked_out_by_hand(monkeypatch):
    """Athens: the Capital is worth 0 before (no district; the level-1 blue plazas do not
    count).  After RAISE: the red plaza at level 2 is expected to score 0.85 of its 2 stars
    (red is an open challenge's colour: hope 0.6 + 0.25) on a red value of 0 + 3 to come
    (5.1); 3 quarries covered give 3 stones at 2 each (6); the raised red plaza of an open
    colour adds RAISE_VALUE x 2 stars x RAISE_OPEN (48); the stone paid costs 2.
    Corinth: no raising worth; the three level-1 blue plazas count before and after
    (0.6 x 1 star x 3 each, 5.4 on both sides): 5.1 + 6 - 2.  (Corinth samples its Capital
    placements without putting the raised ones first: look at all of them here.)"""
    assert (RAISE_VALUE, RAISE_OPEN, STONE_VALUE) == (8.0, 3.0, 2.0)
    athens = _value(_prepared("athens"), RAISE)
    best = PantheonPlayer(1).candidates(_prepared("athens"))
    monkeypatch.setattr(teammates, "CAPITAL_LOOK", 10_000)
    corinth = _value(_prepared("corinth"), RAISE)
    assert athens == pytest.approx(5.1 + 6 + 48 - 2)
    assert corinth == pytest.approx(5.1 + 6 - 2)
    assert best[0][0] == pytest.approx(athens)   # nothing in the city is worth as much

