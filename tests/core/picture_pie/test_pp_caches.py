"""The Picture Pie core's cached and incremental values equal a full recomputation.

Boards keep their placements, free runs and ledger (computed once per immutable board); a Place
builds the new site from the old one's slot tuples (``site_with``); setup picks and the drafts
read a per-tile-set kind table.  Over many seeded games (random and greedy seats, 1 to 4 seats)
every step is checked against the plain definitions written out here, and a state rebuilt by
``from_dict`` (cold caches) or ``copy`` agrees with the live one.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from game.ai import make_player
from game.core.picture_pie import new_game
from game.core.picture_pie.actions import DraftHalf, DraftNothing, DraftSmall, Pick
from game.core.picture_pie.board import FULL_MASK, NEIGHBOURS, RUN_MASK, build_site
from game.core.picture_pie.data import EIGHTH, HALF, QUARTER, SLOTS
from game.core.picture_pie.scoring import board_ledger, ledger_record
from game.core.picture_pie.state import PicturePieState
from tests.core.picture_pie.pp_helpers import DATA


def naive_placements(board, size):
    out = []
    for i, site in enumerate(board.sites):
        if site.mask == FULL_MASK:
            continue
        out.extend((i, s) for s in range(SLOTS) if not RUN_MASK[size][s] & site.mask)
    return out


def naive_picks(state):
    needs = state.setup_needs()
    avail = {(t.size, t.motif, t.mark) for t in (state.tiles[i] for i in state.bag)
             if needs.get(t.size, 0) > 0}
    order = {m: i for i, m in enumerate(("marble", "terracotta", "water", "flora", "lapis"))}
    return [Pick(*k) for k in sorted(avail, key=lambda k: (-k[0], order[k[1]], k[2] or ""))]


def naive_drafts(state):
    tiles = state.tiles
    out = [DraftHalf(t) for s in state.wheel.sectors for t in s if tiles[t].size == HALF]
    small = sorted(t for t in state.wheel.sectors[state.active_sector] if tiles[t].size < HALF)
    out += [DraftSmall((t,)) for t in small] + [DraftSmall(p) for p in combinations(small, 2)]
    return out or [DraftNothing()]


def check(state):
    for seat, board in enumerate(state.boards):
        for size in (HALF, QUARTER, EIGHTH):
            want = naive_placements(board, size)
            assert list(board.placements(size)) == want
            total, runs, counts = board.free_starts(size)
            assert total == len(want) and counts == tuple(len(r) for r in runs)
            assert [(i, s) for i, r in enumerate(runs) for s in r] == want
        assert board.ledger_mapping(state.data) == board_ledger(
            board.sites, NEIGHBOURS, len(board.yard), board.discards, board.tokens, state.data)
        assert board.completed_count == sum(1 for s in board.sites if s.mask == FULL_MASK)
        for site in board.sites:
            fresh = build_site(site.placed, state.tiles, state.data)
            assert (site.mask, site.owners, site.motifs, site.marks, site.info) == \
                (fresh.mask, fresh.owners, fresh.motifs, fresh.marks, fresh.info)
        assert state.ledger(seat) == ledger_record(board_ledger(
            board.sites, NEIGHBOURS, len(board.yard), board.discards, board.tokens, state.data))
    if state.stage == "setup":
        assert state.legal_actions() == naive_picks(state)
        for a in naive_picks(state):
            tiles = state.tiles
            first = next(t for t in state.bag if (tiles[t].size, tiles[t].motif, tiles[t].mark)
                         == (a.size, a.motif, a.mark))
            assert state._pick_tile(a.size, a.motif, a.mark) == first
    elif state.stage == "draft":
        assert state.legal_actions() == naive_drafts(state)


def rebuilt(state):
    return PicturePieState.from_dict(state.to_dict())


@pytest.mark.parametrize("ai", ["random", "greedy"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_cached_values_equal_recomputation(ai, players):
    games = 6 if ai == "random" else 2
    for seed in range(games):
        state = new_game(DATA, players, seed)
        seats = [make_player(ai, "picture-pie", seed * 31 + i + 1) for i in range(players)]
        step = 0
        while not state.is_terminal:
            check(state)
            if step % 23 == 0:  # cold caches (from_dict) and shared ones (copy) agree
                for other in (rebuilt(state), state.copy()):
                    check(other)
                    assert other.scores() == state.scores()
                    assert other.legal_actions() == state.legal_actions()
            state.apply(seats[state.current_seat].choose(state))
            step += 1
        check(state)
        assert rebuilt(state).scores() == state.scores()


def test_undo_keeps_caches_true():
    """Undo replays the turn from its start snapshot: the boards it gives score like fresh."""
    state = new_game(DATA, 2, 5)
    seat_ai = [make_player("random", "picture-pie", i) for i in range(2)]
    undone = 0
    while not state.is_terminal and undone < 40:
        state.apply(seat_ai[state.current_seat].choose(state))
        if state.can_undo() and len(state.turn_log) >= 2:
            state.undo()
            undone += 1
            check(state)
    assert undone > 0


def test_place_and_end_turn_fast_checks_agree_with_why_illegal():
    """apply skips the refusal texts for a Place that fits and an EndTurn in the build stage:
    exactly when why_illegal has no objection."""
    import random

    from game.core.picture_pie.actions import EndTurn, Place
    rng = random.Random(4)
    state = new_game(DATA, 3, 2)
    seats = [make_player("random", "picture-pie", i) for i in range(3)]
    checked = 0
    while not state.is_terminal:
        ids = list(state.hand + state.boards[state.seat].yard) + [0, 1, True, -1, 10 ** 6]
        for _ in range(12):
            a = Place(rng.choice(ids), rng.choice([0, 5, 11, 12, -1, True, 3.0]),
                      rng.choice([0, 3, 7, 8, -1, True, None]))
            if state._place_fits(a):
                assert state.why_illegal(a) is None
                checked += 1
        if state.stage == "build":
            assert state.why_illegal(EndTurn()) is None
        state.apply(seats[state.current_seat].choose(state))
    assert checked > 0
