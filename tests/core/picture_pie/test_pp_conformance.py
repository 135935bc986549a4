"""Random-simulation conformance of the Picture Pie state (many seeded games, 1 to 4 seats).

Half the games are played by uniform choice over ``legal_actions()`` (after two rotations in a
turn, uniform among the non-rotations, so turns end), half by the random AI player.  Checked:
only legal actions are offered and legal_actions agrees with why_illegal; every offered action
applies; a mid-game dict round-trip gives an equal state that plays on equally; a copy fed the same
actions stays equal; undo restores the state; the game always ends; the 120 drafting tiles are
conserved; a completed site never changes.
"""

import pytest
import tomli_w

from game.ai.picture_pie import RandomPlayer
from game.core.picture_pie import PicturePieState, Place, Rotate, new_game
from game.core.picture_pie.data import NUM_SITES, SLOTS
from game.core.rng import Rng
from pp_helpers import DATA

GAMES_PER_SEAT_COUNT = 32
MAX_STEPS = 4000


def all_tiles(s) -> list[int]:
    out = list(s.bag) + list(s.box) + list(s.hand)
    for sector in s.wheel.sectors:
        out.extend(sector)
    for b in s.boards:
        out.extend(b.yard)
        for site in b.sites:
            out.extend(t for t, _ in site.placed)
    return sorted(out)


def check_place_agreement(s, offered: set) -> None:
    """Every candidate Place is offered exactly when why_illegal accepts it."""
    board = s.boards[s.seat]
    for tid in s.hand + board.yard:
        for i in range(NUM_SITES):
            for slot in range(SLOTS):
                a = Place(tid, i, slot)
                assert (a in offered) == (s.why_illegal(a) is None), a
    for tid in (0, 50, 119):
        if tid not in s.hand and tid not in board.yard:
            assert Place(tid, 0, 0) not in offered and s.why_illegal(Place(tid, 0, 0))


def play(players: int, seed: int, uniform: bool) -> PicturePieState:
    s = new_game(DATA, players, seed)
    twin = s.copy()
    rng = Rng(seed * 7919 + players)
    ai = [RandomPlayer(seed * 10 + k) for k in range(players)]
    locked: dict = {}
    round_trip_at = 15 + rng.randrange(60)
    expected = list(range(120))
    assert all_tiles(s) == expected
    steps = 0
    while not s.is_terminal:
        steps += 1
        assert steps < MAX_STEPS, "game did not end"
        seat = s.current_seat
        assert seat is not None and 0 <= seat < players
        acts = s.legal_actions()
        assert acts and len(set(acts)) == len(acts)
        if steps % 3 == 0:
            assert acts == s.legal_actions()  # deterministic order
            for a in acts:
                assert s.why_illegal(a) is None, (a, s.why_illegal(a))
        if steps % 11 == 0:
            for a in acts:  # every offered action applies
                c = s.copy()
                c.apply(a)
            if s.stage == "build":
                check_place_agreement(s, set(acts))
        if uniform:
            rotations = sum(1 for a in s.turn_log if type(a) is Rotate)
            pool = acts if rotations < 2 else [a for a in acts if type(a) is not Rotate]
            action = rng.choice(pool)
        else:
            action = ai[seat].choose(s)
            assert s.why_illegal(action) is None
        if steps % 17 == 0:  # undo restores the state exactly
            before = s.to_dict()
            s.apply(action)
            if s.can_undo():
                s.undo()
                assert s.to_dict() == before
                s.apply(action)
        else:
            s.apply(action)
        twin.apply(action)
        if steps == round_trip_at:
            d = s.to_dict()
            tomli_w.dumps(d)  # plain data a save file can hold
            back = PicturePieState.from_dict(d)
            assert back == s and back.to_dict() == d
            s = back  # play on from the rebuilt state
        assert all_tiles(s) == expected
        for seat_i, b in enumerate(s.boards):
            for i, site in enumerate(b.sites):
                key = (seat_i, i)
                if key in locked:
                    assert site.placed == locked[key]
                elif site.completed:
                    locked[key] = site.placed
    assert twin == s
    assert s.legal_actions() == [] and s.current_seat is None
    assert 1 <= s.rounds <= DATA.rounds
    assert s.winners() and len(s.scores()) == players
    return s


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_conform(players):
    ended_by_rounds = 0
    for g in range(GAMES_PER_SEAT_COUNT):
        s = play(players, 1000 * players + g, uniform=g % 2 == 0)
        ended_by_rounds += s.rounds == DATA.rounds
    assert ended_by_rounds > 0
