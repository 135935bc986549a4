"""The AI's trusted path (issue 10): AkropolisState.legal_place hands out a legal Place that
apply takes without judging it again; every other action is still judged (AK-4, AK-6), and the
seeded random games and Rng draws are exactly what they were before the fast path."""

from __future__ import annotations

import pytest

from game.ai.akropolis import RandomPlayer
from game.games import new_state
from game.core.akropolis.state import Place
from game.core.rng import Rng
from game.core.state import IllegalAction


def _reference_randrange(state: int, n: int) -> tuple:
    """Rng.randrange as first written (next_u64 then rejection): (value, new state)."""
    rng = Rng.from_state(state)
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = rng.next_u64()
        if x < limit:
            return x % n, rng.state


def test_randrange_and_shuffle_match_the_reference_draws():
    for seed in range(40):
        rng = Rng(seed)
        for n in (1, 2, 3, 7, 64, 100, 5000, (1 << 63) + 5):
            want, after = _reference_randrange(rng.state, n)
            assert rng.randrange(n) == want and rng.state == after
        items = list(range(70))
        ref = Rng(seed)
        expect = list(items)
        for i in range(len(expect) - 1, 0, -1):
            j = ref.randrange(i + 1)
            expect[i], expect[j] = expect[j], expect[i]
        got = Rng(seed)
        got.shuffle(items)
        assert items == expect and got.state == ref.state
    with pytest.raises(ValueError):
        Rng(1).randrange(0)


def test_legal_place_is_a_legal_action_and_is_applied():
    s = new_state("akropolis", 3, 4)
    for _ in range(20):
        n = s.affordable_count()
        assert n == len(s.affordable())
        action = s.legal_place(n - 1, s.cities[s.current_seat].legal_count() - 1)
        assert action in s.legal_actions() and s.why_illegal(action) is None
        s.apply(action)
    with pytest.raises(IndexError):
        s.legal_place(s.affordable_count(), 0)
    with pytest.raises(IndexError):
        s.legal_place(0, s.cities[s.current_seat].legal_count())


def test_only_this_turns_handed_action_is_trusted():
    s = new_state("akropolis", 2, 9)
    stale = s.legal_place(0, 0)
    s.apply(s.legal_place(0, 1))   # another handed action replaces the first
    # the first, applied a turn later, is judged again: its position is built now or not
    reason = s.why_illegal(stale)
    if reason is None:
        s.apply(stale)
    else:
        with pytest.raises(IllegalAction):
            s.apply(stale)
    copy = s.copy()
    handed = s.legal_place(0, 0)
    assert copy._handed is None and copy.why_illegal(handed) is None
    s.stones[s.current_seat] = 0
    bad = Place(5, handed.q, handed.r, handed.rotation)   # an equal-looking other object
    with pytest.raises(IllegalAction):
        s.apply(bad)
    with pytest.raises(IllegalAction):
        s.apply(None)


def test_random_player_games_unchanged_by_the_fast_path():
    """The random player's actions equal choosing from the public lists with the same Rng."""
    for seed in (1, 2, 3):
        s = new_state("akropolis", 4, seed)
        player = RandomPlayer(seed)
        ref = Rng(seed)
        while not s.is_terminal:
            index = ref.choice(s.affordable())
            q, r, rot = ref.choice(s.cities[s.current_seat].legal_placements())
            action = player.choose(s)
            assert action == Place(index, q, r, rot)
            s.apply(action)


def test_random_place_draws_like_the_public_lists_and_refuses_a_finished_game():
    s = new_state("akropolis", 2, 6)
    ref = Rng(11)
    rng = Rng(11)
    while not s.is_terminal:
        index = ref.choice(s.affordable())
        q, r, rot = ref.choice(s.cities[s.current_seat].legal_placements())
        action = s.random_place(rng)
        assert action == Place(index, q, r, rot) and rng == ref
        s.apply(action)
    with pytest.raises(ValueError):
        s.random_place(rng)
    with pytest.raises(ValueError):
        RandomPlayer(1).choose(s)
