"""Picture Pie's basic AI players (used by ``main.py simulate --game picture-pie`` and the table).

Both return only legal actions of the state they are given and draw their choices from their own
seeded generator.  They read the state's public attributes (boards, hand, wheel) to avoid
listing every action each time, which keeps a whole 4-seat random game at a few milliseconds.

- :class:`RandomPlayer`: a uniform draft, then places, stores, turns the wheel and ends the turn
  with fixed odds (at most two rotations per turn, so a game always ends).  Its draws come from
  its own ``random.Random(seed)`` (C Mersenne Twister, the same sequence for a seed on every
  platform and Python version), not the core's SplitMix64 :class:`Rng`: the player draws four
  of every five numbers of a random game, and one SplitMix draw on Python ints costs as much as
  a small apply (issue 10).  The core's own draws (bag, setup) are untouched.
- :class:`GreedyPlayer`: greedy on immediate score: completes the monument that gains most
  (ledger delta, including the best rotation for links), places every other tile where it keeps
  a site pure and one open run, drafts the option worth most by the same measure.
"""

from __future__ import annotations

import random as _random_module
from itertools import chain

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Place,
                                           Rotate, Store, TurnWheel)
from game.core.picture_pie.board import FULL_MASK, NEIGHBOURS, RUN_MASK, build_site, rotate_site
from game.core.picture_pie.data import HALF, NUM_SITES, SLOTS
from game.core.picture_pie.scoring import board_ledger
from game.core.rng import Rng

MAX_ROTATIONS = 2  # per turn, for the random player
#: ``random.Random``'s C base's ``seed``: what ``random.Random(seed).seed`` ends in for an int
_SEED_INT = _random_module.Random.__mro__[1].seed


class _Generator(_random_module.Random):
    """``random.Random(seed)``: an int ``seed`` goes straight to the C base (the same Mersenne
    Twister state: ``random.Random.seed`` hands an int to it unchanged) without the Python-level
    ``seed``'s checks, since the player is built once per seat of every playout; any other seed
    through ``random.Random.seed`` as before."""

    def __init__(self, seed) -> None:
        if type(seed) is int:
            _SEED_INT(self, seed)
        else:
            self.seed(seed)
        self.gauss_next = None


def placements(state, tid: int):
    """Every (site, slot) where tile ``tid`` fits on the active seat's board (PP-5): the
    core's ``state.placements``."""
    return state.placements(tid)


def _rotations_this_turn(state) -> int:
    return sum(1 for a in state.turn_log if type(a) is Rotate)


#: per tile catalogue (by identity): (the catalogue, (each tile id's size, the Halves' ids, the
#: smaller pieces' ids)), so the random player reads a tuple and counts with set operations
_SIZES: dict = {}
#: the random player's actions, shared (every action is an immutable value): per kind, by a key
#: of its fields (Place: (tile id, site, slot); a draft: its tile ids; Rotate: (site, steps))
_SHARED: dict = {DraftHalf: {}, DraftSmall: {}, Place: {}, Rotate: {}}
_PLACES = _SHARED[Place]
_DRAFT_HALF = _SHARED[DraftHalf]
_DRAFT_SMALL = _SHARED[DraftSmall]
_END_TURN = EndTurn()
_TURN_WHEEL = {1: TurnWheel(1), -1: TurnWheel(-1)}


def _catalogue(tiles) -> tuple:
    """(``tiles[id].size`` per id, frozenset of the Halves' ids, frozenset of the ids of
    pieces smaller than a Half), kept per catalogue (the catalogue's tuple never changes)."""
    got = _SIZES.get(id(tiles))
    if got is None or got[0] is not tiles:
        sizes = tuple(t.size for t in tiles)
        halves = frozenset(i for i, z in enumerate(sizes) if z == HALF)
        small = frozenset(i for i, z in enumerate(sizes) if z < HALF)
        got = _SIZES[id(tiles)] = (tiles, (sizes, halves, small))
    return got[1]


def _shared(kind, key, *fields):
    """The one ``kind(*fields)`` kept under ``key`` (built on first use)."""
    kept = _SHARED[kind]
    got = kept.get(key)
    if got is None:
        got = kept[key] = kind(*fields)
    return got


def _random_draft(state, draw, catalogue=None):
    """The draft ``legal[int(draw() * len(legal))]`` picks over ``legal = state.legal_actions()``
    (one draw, Law 3, PP-9), without listing the pairs: halves of every sector, then the active
    sector's small pieces in id order, then their pairs; DraftNothing when there is nothing
    (one draw all the same).  ``draw``: a uniform float in [0, 1) per call (the player's
    ``random.Random.random``); ``catalogue``: :func:`_catalogue` of the state's tiles, when the
    caller has it.  The Halves are only counted (a set intersection: tile ids are distinct)
    unless the draw picks one; then the wheel is walked to it."""
    _sizes_by_id, half_ids, small_ids = catalogue or _catalogue(state.tiles)
    wheel = state.wheel
    sectors = wheel.sectors
    h = len(half_ids.intersection(chain.from_iterable(sectors)))
    small = sorted(small_ids.intersection(sectors[(state.sundial - wheel.rotation)
                                                  % len(sectors)]))
    n = len(small)
    total = h + n + n * (n - 1) // 2
    k = int(draw() * (total or 1))   # a choice over [DraftNothing()] draws too
    if not total:
        return DraftNothing()
    if k < h:   # the k-th Half, sector by sector
        for sector in sectors:
            for tid in sector:
                if tid in half_ids:
                    if not k:
                        got = _DRAFT_HALF.get(tid)
                        if got is None:
                            got = _DRAFT_HALF[tid] = DraftHalf(tid)
                        return got
                    k -= 1
    k -= h
    if k < n:
        ids = (small[k],)
    else:
        k -= n
        i = 0   # pairs (i, j), i < j, in combinations order
        while k >= n - 1 - i:
            k -= n - 1 - i
            i += 1
        ids = (small[i], small[i + 1 + k])
    got = _DRAFT_SMALL.get(ids)
    if got is None:
        got = _DRAFT_SMALL[ids] = DraftSmall(ids)
    return got


class RandomPlayer:
    """Random but sensible play: every choice uniform among the legal ones of its kind.

    ``rng``: the player's own ``random.Random(seed)``; each choice among ``n`` options takes
    ``int(draw() * n)`` of one ``draw = rng.random`` (below ``n`` for every float it returns,
    with a bias under n x 2**-53), so a seed plays the same moves on every platform.  ``draw``:
    another source of uniform floats in [0, 1) instead (tests replay older draws with it).  A
    player is not saved: a table rebuilds its AI seats from their seeds."""

    def __init__(self, seed: int = 0, draw=None) -> None:
        self.rng = _Generator(seed)
        self._draw = self.rng.random if draw is None else draw
        self._tiles = self._catalogue = ()   # the catalogue last seen, its _catalogue

    def choose(self, state):
        draw = self._draw
        stage = state.stage
        catalogue = self._catalogue
        if self._tiles is not state.tiles:
            self._tiles = state.tiles
            catalogue = self._catalogue = _catalogue(state.tiles)
        if stage != "build":
            if stage == "draft":
                return _random_draft(state, draw, catalogue)
            legal = state.legal_actions()
            return legal[int(draw() * len(legal))]
        board = state.boards[state.seat]
        r = draw() * 100   # percent: rotate < 8 <= turn the wheel < 12 <= place < 88 <= store < 94
        if r < 12:
            if r < 8 and _rotations_this_turn(state) < MAX_ROTATIONS:
                open_sites = [i for i, s in enumerate(board.sites)
                              if s.mask and s.mask != FULL_MASK]
                if open_sites:
                    site = open_sites[int(draw() * len(open_sites))]
                    steps = 1 + int(draw() * (SLOTS - 1))
                    return _shared(Rotate, (site, steps), site, steps)
            if not state.wheel_turned:
                return _TURN_WHEEL[1 if draw() < 0.5 else -1]
        hand = state.hand
        yard = board.yard
        if r < 88:
            # uniform over every (tile, site, slot) of hand then yard, as one choice over the
            # whole list would pick, without building that list
            per_tile = []
            total = 0
            free_starts = board.free_starts
            sizes = catalogue[0]
            for tid in hand + yard:
                got = free_starts(sizes[tid])
                total += got[0]
                per_tile.append((tid, got))
            if total:
                k = int(draw() * total)
                for tid, (n, runs, counts) in per_tile:
                    if k < n:
                        for site, c in enumerate(counts):
                            if k < c:
                                slot = runs[site][k]
                                key = (tid, site, slot)
                                got = _PLACES.get(key)
                                if got is None:
                                    got = _PLACES[key] = Place(tid, site, slot)
                                return got
                            k -= c
                    k -= n
        if r < 94 and hand and len(yard) < state.data.yard_capacity:
            return Store(hand[int(draw() * len(hand))])
        return _END_TURN


def completion_gain(state, tid: int, site_index: int, slot: int, with_rotation: bool = True):
    """If placing ``tid`` at (site, slot) completes the site: (ledger gain, best rotation steps);
    else None.  The gain counts the monument, its neighbours' bonuses, links and a Laurel token;
    rotation (PP-6) is searched only when marks could link."""
    board = state.boards[state.seat]
    old = board.sites[site_index]
    size = state.tiles[tid].size
    if old.mask | RUN_MASK[size][slot] != FULL_MASK or RUN_MASK[size][slot] & old.mask:
        return None
    data = state.data
    site = build_site(old.placed + ((tid, slot),), state.tiles, data)
    yard_len = len(board.yard) - (1 if tid in board.yard else 0)
    before = board_ledger(board.sites, NEIGHBOURS, yard_len, board.discards, board.tokens,
                          data)["total"]
    token = data.laurel_value if site.info[3] == "lapis" and state.laurel_supply > 0 else 0
    best = None
    rank = None
    steps_range = range(SLOTS) if with_rotation and any(site.marks) else (0,)
    for steps in steps_range:
        turned = rotate_site(site, steps, data) if steps else site
        sites = board.sites[:site_index] + (turned,) + board.sites[site_index + 1:]
        total = board_ledger(sites, NEIGHBOURS, yard_len, board.discards, board.tokens,
                             data)["total"]
        gain = total - before + token
        # ties: marks facing open neighbours, so a later monument can link to them (PP-21)
        key = (gain, _open_facing_marks(board.sites, site_index, turned))
        if rank is None or key > rank:
            rank, best = key, (gain, steps)
    return best


def _open_facing_marks(sites, index: int, site) -> int:
    """How many of ``site``'s marks face an uncompleted neighbour (a link still possible)."""
    n = 0
    for j, mine, _theirs in NEIGHBOURS[index]:
        if site.marks[mine] is not None and not sites[j].completed:
            n += 1
    return n


def wanted_marks(board, site_index: int) -> set:
    """Mark kinds that completed neighbours of ``site_index`` show towards it: a tile with one
    of these marks lets the site link when it completes (PP-21; sites turn freely till then)."""
    out = set()
    for j, _mine, theirs in NEIGHBOURS[site_index]:
        other = board.sites[j]
        if other.completed and other.marks[theirs] is not None:
            out.add(other.marks[theirs])
    return out


def placement_score(state, tid: int, site_index: int, slot: int) -> int:
    """Heuristic worth of a non-completing placement: keep sites pure, fill fuller sites, leave
    one open run (so a single later tile can finish it)."""
    site = state.boards[state.seat].sites[site_index]
    tile = state.tiles[tid]
    motifs = {m for m in site.motifs if m is not None}
    score = 0
    if motifs == {tile.motif}:
        score += 60
    elif not motifs:
        score += 10
    elif len(motifs) == 1:
        score += 15  # a possible symmetric dual
    if tile.mark is not None and tile.mark not in {m for m in site.marks if m} and \
            tile.mark in wanted_marks(state.boards[state.seat], site_index):
        score += 40  # a link waiting for this site (PP-21)
    mask = site.mask | RUN_MASK[tile.size][slot]
    free = FULL_MASK ^ mask
    score += 5 * mask.bit_count()
    # one contiguous open run: the free bits form a run in the circular sense
    runs = sum(1 for k in range(SLOTS) if free >> k & 1 and not free >> ((k - 1) & 7) & 1)
    if runs <= 1:
        score += 20
    return score


class GreedyPlayer:
    """Greedy on immediate score (ledger delta); a few milliseconds per decision."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def _best(self, scored):
        best = max(v for v, _ in scored)
        return self.rng.choice([a for v, a in scored if v == best])

    def choose(self, state):
        stage = state.stage
        if stage == "setup":
            acts = state.legal_actions()
            return self._best([(state.data.base[a.motif] + (1 if a.mark else 0), a)
                               for a in acts])
        if stage == "draft":
            return self._best([(self._draft_value(state, a), a) for a in state.legal_actions()])
        return self._build(state)

    def _complete(self, state, steps: int, tid: int, i: int, s: int):
        """The action for a chosen completion: first the turn of the site for its links (PP-6,
        PP-21; at most 8 turns a turn), then the placement."""
        if steps and sum(1 for a in state.turn_log if type(a) is Rotate) < SLOTS:
            return Rotate(i, steps)
        return Place(tid, i, s)

    def _tile_value(self, state, tid: int) -> int:
        tile = state.tiles[tid]
        spots = placements(state, tid)
        if not spots:
            return -state.data.yard_penalty
        value = tile.size * state.data.base[tile.motif] // SLOTS
        gains = [completion_gain(state, tid, i, s, with_rotation=False) for i, s in spots]
        gains = [g[0] for g in gains if g is not None]
        return value + (max(gains) if gains else 0)

    def _draft_value(self, state, action) -> int:
        ids = getattr(action, "tile_ids", None)
        if ids is None:
            ids = (action.tile_id,) if hasattr(action, "tile_id") else ()
        return sum(self._tile_value(state, t) for t in ids)

    def _build(self, state):
        board = state.boards[state.seat]
        candidates = state.hand + board.yard
        completions, others = [], []
        for tid in candidates:
            for i, s in placements(state, tid):
                got = completion_gain(state, tid, i, s)
                if got is not None:
                    completions.append((got, tid, i, s))
                else:
                    others.append((placement_score(state, tid, i, s), Place(tid, i, s)))
        if completions:
            gain = max(c[0][0] for c in completions)
            pick = [c for c in completions if c[0][0] == gain]
            # prefer no rotation on ties so the placement follows the rotation
            plain = [c for c in pick if c[0][1] == 0]
            (g, steps), tid, i, s = self.rng.choice(plain or pick)
            return self._complete(state, steps, tid, i, s)
        if others:
            return self._best(others)
        return EndTurn()


__all__ = ["RandomPlayer", "GreedyPlayer", "placements", "completion_gain", "NUM_SITES"]
