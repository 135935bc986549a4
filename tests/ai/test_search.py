"""The generic Hard search (game/ai/search.py) and the cores' determinised views."""

from __future__ import annotations

import pytest

from game.ai import RandomPlayer
from game.ai.search import SearchPlayer, margin_value
from game.core.rng import Rng
from game.games import new_state


def _played(game_id: str, players: int, seed: int, actions: int):
    state = new_state(game_id, players, seed)
    player = RandomPlayer(seed)
    for _ in range(actions):
        if state.is_terminal:
            break
        state.apply(player.choose(state))
    return state


def _hidden_changed(state):
    """``state`` with only its hidden parts changed: another bag generator (Picture Pie), the
    stacks' tiles in another order (Akropolis)."""
    other = state.copy()
    if state.GAME_ID == "akropolis":
        pool = [t for stack in other.stacks for t in stack]
        pool.reverse()
        out, k = [], 0
        for stack in other.stacks:
            out.append(pool[k:k + len(stack)])
            k += len(stack)
        other.stacks = out
        other.rng = Rng(12345)
    else:
        other._rng = Rng(987654321)
    return other


@pytest.mark.parametrize("game_id,players", [("picture-pie", 2), ("picture-pie", 4),
                                             ("akropolis", 2), ("akropolis", 4)])
def test_determinised_hides_only_the_hidden_parts(game_id, players):
    state = _played(game_id, players, 3, 12)
    other = _hidden_changed(state)
    assert other != state
    a, b = state.determinised(7), other.determinised(7)
    assert a == b                       # the real hidden order leaves no trace
    assert a.opening is None            # its seed would tell the order
    assert a.determinised(8) != a.determinised(9) or game_id == "picture-pie"
    assert a.scores() == state.scores() and a.current_seat == state.current_seat
    assert a.legal_actions() == state.legal_actions()   # the visible position is the same
    before = state.to_dict()
    state.determinised(1)
    assert state.to_dict() == before    # the original is untouched


def test_akropolis_determinised_keeps_the_stack_tiles():
    state = _played("akropolis", 3, 5, 4)
    d = state.determinised(11)
    assert [len(s) for s in d.stacks] == [len(s) for s in state.stacks]
    assert sorted(t for s in d.stacks for t in s) == sorted(t for s in state.stacks for t in s)


@pytest.mark.parametrize("game_id", ["picture-pie", "akropolis"])
def test_search_is_legal_and_repeatable_with_an_iteration_count(game_id):
    state = _played(game_id, 2, 4, 6)
    picks = []
    for _ in range(2):
        player = SearchPlayer(9, think=None, iterations=24, horizon=8)
        picks.append(player.choose(state.copy()))
        assert player.last["iterations"] == 24 or player.last["candidates"] == 1
    assert picks[0] == picks[1]
    assert state.why_illegal(picks[0]) is None


@pytest.mark.parametrize("game_id", ["picture-pie", "akropolis"])
def test_search_decision_ignores_the_hidden_order(game_id):
    state = _played(game_id, 2, 8, 10)
    other = _hidden_changed(state)
    a = SearchPlayer(5, think=None, iterations=30, horizon=10).choose(state)
    b = SearchPlayer(5, think=None, iterations=30, horizon=10).choose(other)
    assert a == b


def test_one_candidate_is_played_at_once_and_plans_continue():
    state = _played("picture-pie", 2, 2, 0)
    first = state.legal_actions()[0]
    player = SearchPlayer(1, think=None, iterations=5,
                          candidates=lambda st, rng: [(first,)])
    assert player.choose(state) == first
    assert player.last["iterations"] == 0

    calls = []

    def plan_once(st, rng):
        calls.append(1)
        acts = st.legal_actions()
        trial = st.copy()
        trial.apply(acts[0])
        return [(acts[0], trial.legal_actions()[0])]

    player = SearchPlayer(1, think=None, iterations=5, candidates=plan_once)
    s = state.copy()
    a1 = player.choose(s)
    s.apply(a1)
    a2 = player.choose(s)
    assert len(calls) == 1              # the second action came from the plan
    assert s.why_illegal(a2) is None


def test_stop_and_think_end_the_search():
    state = _played("akropolis", 2, 6, 3)
    player = SearchPlayer(2, think=None, iterations=10_000)
    player.stop = lambda: True
    player.choose(state)
    assert player.last["iterations"] == 1
    ticks = iter(range(1000))
    player = SearchPlayer(2, think=5, clock=lambda: next(ticks))   # one "second" a tick
    player.choose(state)
    assert 1 <= player.last["iterations"] <= 6


def test_margin_value_prefers_wins_then_margins():
    state = _played("picture-pie", 2, 1, 10_000)
    assert state.is_terminal
    winner = state.winners()[0]
    loser = 1 - winner
    assert margin_value(state, winner) > 0.5 > margin_value(state, loser) or \
        len(state.winners()) == 2
    live = _played("picture-pie", 2, 1, 5)
    assert 0.0 <= margin_value(live, 0) <= 1.0
