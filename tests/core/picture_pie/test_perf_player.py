"""The random player's fast paths (issue 10) choose exactly what their plain definitions choose.

- its generator is ``random.Random(seed)``'s: the same Mersenne Twister state for every seed;
- a build decision picks ``(tile, site, slot)`` uniformly over hand then yard, site-major, as
  one draw over the whole list of placements would, and a turn (PP-6) among the sites that
  hold a tile and are not completed;
- a draft decision is the draw of one choice over ``legal_actions()`` (test_pp_ai.py checks it
  game by game).
"""

from __future__ import annotations

import random

from game.ai.picture_pie import RandomPlayer
from game.ai.picture_pie.basic import MAX_ROTATIONS
from game.core.picture_pie.actions import EndTurn, Place, Rotate, Store, TurnWheel
from game.core.picture_pie.board import FULL_MASK
from game.core.picture_pie.data import SLOTS
from game.games import new_state


def test_the_generator_is_random_Random_of_the_seed():
    for seed in (0, 1, 7, -7, 2**40 + 3, 10**30, True, "seat 2"):
        assert RandomPlayer(seed).rng.getstate() == random.Random(seed).getstate(), seed
        assert isinstance(RandomPlayer(seed).rng, random.Random)


def _plain_build(state, rng):
    """The build decision by its definition: lists every option, then draws as the player
    does (percent odds: turn < 8 <= turn the wheel < 12 <= place < 88 <= store < 94)."""
    board = state.boards[state.seat]
    r = rng.random() * 100
    if r < 12:
        turned = sum(1 for a in state.turn_log if type(a) is Rotate)
        if r < 8 and turned < MAX_ROTATIONS:
            sites = [i for i, s in enumerate(board.sites) if s.mask and s.mask != FULL_MASK]
            if sites:
                site = sites[int(rng.random() * len(sites))]
                return Rotate(site, 1 + int(rng.random() * (SLOTS - 1)))
        if not state.wheel_turned:
            return TurnWheel(1 if rng.random() < 0.5 else -1)
    if r < 88:
        spots = [Place(t, i, s) for t in state.hand + board.yard
                 for i, s in state.placements(t)]
        if spots:
            return spots[int(rng.random() * len(spots))]
    if r < 94 and state.hand and len(board.yard) < state.data.yard_capacity:
        return Store(state.hand[int(rng.random() * len(state.hand))])
    return EndTurn()


def _twin(rng) -> random.Random:
    """A generator in ``rng``'s state (draws what ``rng`` will draw next)."""
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


def test_build_decisions_are_the_plain_uniform_choices():
    seen = set()
    for seed in range(12):
        state = new_state("picture-pie", 4, seed)
        seats = [RandomPlayer(seed * 5 + k) for k in range(4)]
        while not state.is_terminal:
            player = seats[state.current_seat]
            if state.stage == "build":
                twin = _twin(player.rng)
                want = _plain_build(state, twin)
                got = player.choose(state)
                assert got == want
                assert got in state.legal_actions()
                assert player.rng.getstate() == twin.getstate()   # the same draws
                seen.add(type(got))
            else:
                got = player.choose(state)
            state.apply(got)
    assert {Place, Rotate, Store, EndTurn, TurnWheel} <= seen
