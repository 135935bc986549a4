"""The Picture Pie core's fast paths give exactly the normal path's games (issue 10, item 2).

- ``search_copy()`` (a search AI's playout copy: no events, no action log) plays every seeded
  game to the same states, scores and winners as a normal ``copy()``, refuses the same actions
  with the same reasons and still undoes within the turn (PP-7).
- Events are noted by apply and built on first read: reading them late (from an untouched
  copy, after the game went on) gives the records read at once, Completed points included.
- ``current_seat`` and ``is_terminal`` (plain attributes kept with ``seat`` and ``stage``)
  always agree with them, after undo too; boards' free starts equal a fresh board's.
"""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.core.picture_pie.actions import EndTurn, Place, Rotate, TurnWheel
from game.core.picture_pie.board import Board
from game.core.picture_pie.data import EIGHTH, HALF, QUARTER
from game.core.state import IllegalAction
from game.games import new_state

#: (ai, seat counts, seeds per count)
PLANS = (("random", (1, 2, 3, 4), 40), ("greedy", (1, 2, 3, 4), 6))


def _games():
    for ai, counts, seeds in PLANS:
        for n in counts:
            for seed in range(seeds):
                yield ai, n, seed


def _plain(state) -> dict:
    """The state's own fields as plain data (boards have no equality of their own)."""
    return state._snap_dict(state._snap())


def _fresh_free_starts(board: Board, size: int):
    return Board(board.sites, board.yard, board.discards, board.tokens).free_starts(size)


@pytest.mark.parametrize("ai, n, seed", list(_games()))
def test_search_copy_and_late_events_match_the_normal_path(ai, n, seed):
    normal = new_state("picture-pie", n, seed)
    fast = normal.search_copy()
    seats = [make_player(ai, "picture-pie", seed * 31 + i + 1) for i in range(n)]
    fast_seats = [make_player(ai, "picture-pie", seed * 31 + i + 1) for i in range(n)]
    late = []   # (untouched copy right after an apply, the events read at once)
    step = 0
    while not normal.is_terminal:
        action = seats[normal.current_seat].choose(normal)
        assert fast_seats[fast.current_seat].choose(fast) == action
        normal.apply(action)
        fast.apply(action)
        if step % 7 == 0:
            late.append((normal.copy(), list(normal.events)))
        else:
            normal.events   # noqa: B018  (read: builds the records)
        assert fast.events == []
        assert _plain(fast) == _plain(normal), (seed, step, action)
        for st in (normal, fast):   # plain attributes kept with stage and seat
            assert st.is_terminal == (st.stage == "over")
            assert st.current_seat == (None if st.is_terminal else st.seat)
        for board in normal.boards:
            for size in (EIGHTH, QUARTER, HALF):
                assert board.free_starts(size) == _fresh_free_starts(board, size)
        step += 1
    assert fast.is_terminal and fast.scores() == normal.scores()
    assert fast.winners() == normal.winners() and fast.tiebreak_used() == normal.tiebreak_used()
    assert fast.action_log == [] and fast.opening is None
    assert len(normal.action_log) == step
    for kept, records in late:
        assert kept.events == records


def test_search_copy_refuses_and_undoes_like_the_normal_state():
    normal = new_state("picture-pie", 3, 5)
    ai = [make_player("random", "picture-pie", 40 + i) for i in range(3)]
    while normal.stage != "build":
        normal.apply(ai[normal.current_seat].choose(normal))
    fast = normal.search_copy()
    for bad in (Place(9999, 0, 0), Place(normal.hand[0], 12, 0), Rotate(0, 0), TurnWheel(2)):
        assert fast.why_illegal(bad) == normal.why_illegal(bad) is not None
        with pytest.raises(IllegalAction) as err:
            fast.apply(bad)
        assert err.value.args[0] == normal.why_illegal(bad)
    before = _plain(fast)
    fast.apply(TurnWheel(1))
    assert fast.can_undo()
    fast.undo()
    assert _plain(fast) == before and fast.events == []
    assert fast.current_seat == fast.seat and not fast.is_terminal
    fast.apply(EndTurn())
    copy = fast.copy()   # a copy of a search copy is a search copy
    copy.apply(copy.legal_actions()[0])
    assert copy.events == [] and copy.action_log == []
