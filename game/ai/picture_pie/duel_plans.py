"""Whole-turn plans and the position value of the Senate Wonder Duel AI (PP-26).

A Duel is won by the majority of controlled monuments (then points), so the value of a position
for ``seat`` (:func:`duel_value`) is, in points:

    own total - rival's total
    + style["control"] x (monuments it controls - monuments the rival controls)
    + style["open"] x the open sites' prospects (:func:`open_sites_value`: per open site with
      tiles, the chance of controlling it from the shares placed so far, times its worth)
    - style["threat"] x the worth of the open sites the rival could complete and take on its
      next turn (counted while the seat plans its own turn)
    - the Masonry Yard cost of tiles still in hand (they go to the yard or the box at EndTurn)

Easy's style counts its own total only (the points in front of it).  A plan
(:func:`turn_plans`) is a draft (Law 3, PP-9) followed by the placements a greedy build makes
(:func:`build_plan`: the best placement, the site turned first when that links a completion,
PP-6 and PP-21, while one still adds value), then EndTurn.  Only public information is read:
the shared board, who placed what, the wheel and the yards.
"""

from __future__ import annotations

from game.core.picture_pie.actions import EndTurn, Place, Rotate, TurnWheel
from game.core.picture_pie.board import FREE_STARTS, FULL_MASK, RUN_MASK
from game.core.picture_pie.data import SLOTS
from game.core.picture_pie.duel_scoring import shares

#: Medium's weights: a controlled monument is worth this many points beyond its own (it counts
#: towards the majority that wins); open sites count at this share of their worth
STYLE = {"control": 800.0, "open": 0.6, "worth": 300.0, "rival": 1.0, "threat": 0.7}
#: Easy: its own points only
EASY_STYLE = {"control": 0.0, "open": 0.0, "worth": 0.0, "rival": 0.0, "threat": 0.0}


def _worth(site, data, style: dict) -> float:
    """What an open site's monument may be worth to its controller: ``style["worth"]`` plus
    the control weight, plus half the pure bonus while it holds a single motif."""
    motifs = {m for m in site.motifs if m is not None}
    worth = style["worth"] + style["control"]
    if len(motifs) == 1:
        worth += data.pure_bonus[next(iter(motifs))] / 2
    return worth


def rival_fills(state, rival: int) -> set:
    """The eighths the ``rival`` can lay in one site on its next turn, roughly: sums of its
    Masonry Yard tiles with one draft (a Half from any sector, or up to two small pieces of the
    sector the Sundial will point at after this turn, PP-9), contiguity ignored."""
    tiles = state.tiles
    wheel = state.wheel
    sectors = wheel.sectors
    nxt = sectors[(state.sundial + 1 - wheel.rotation) % len(sectors)]
    small = [tiles[t].size for t in nxt if tiles[t].size < 4]
    drafts = {0} | {tiles[t].size for sec in sectors for t in sec if tiles[t].size == 4}
    drafts |= set(small) | {a + b for k, a in enumerate(small) for b in small[k + 1:]}
    sums = {0}
    for t in state.boards[rival].yard:
        sums |= {v + tiles[t].size for v in sums}
    return {a + b for a in sums for b in drafts if 0 < a + b <= SLOTS}


def contested(state, seat: int):
    """Per open site of the capital holding tiles: (site, the seat's eighths there, the
    rival's, the open eighths)."""
    tiles = state.tiles
    placed_by = state.placed_by
    for site in state.boards[0].sites:
        mask = site.mask
        if mask and mask != FULL_MASK:
            a, b = shares(site, placed_by, tiles)
            mine, theirs = (a, b) if seat == 0 else (b, a)
            yield site, mine, theirs, SLOTS - mine - theirs


def open_sites_value(state, seat: int, style: dict) -> float:
    """The open sites' part of :func:`duel_value`, one pass over them:

    - prospects, ``style["open"]`` x the sum over open sites holding tiles of (the seat's
      chance of controlling it - the rival's) x its worth (:func:`_worth`) x how full it is; the
      chance is the part of the open gap the rival could fill without passing half: (4 -
      rival's eighths) / gap, within 0..1;
    - less the threats, ``style["threat"]`` x the worth of the sites the rival could complete
      on its next turn (:func:`rival_fills`) and then control (its share plus the gap at least
      the seat's: a tie goes to the completer), counted while the seat builds its own turn."""
    data = state.data
    threats = style["threat"] and state.seat == seat and state.stage == "build"
    fills = None
    prospects = threatened = 0.0
    for site, mine, theirs, gap in contested(state, seat):
        worth = _worth(site, data, style)
        p_me = min(1.0, max(0.0, (4 - theirs) / gap))
        p_them = min(1.0, max(0.0, (4 - mine) / gap))
        prospects += (p_me - p_them) * worth * (SLOTS - gap) / SLOTS
        if threats and theirs + gap >= mine:
            if fills is None:
                fills = rival_fills(state, 1 - seat)
            if gap in fills:
                threatened += worth
    return style["open"] * prospects - style["threat"] * threatened


def duel_value(state, seat: int, style: dict = STYLE) -> float:
    """The position's value for ``seat`` in points (module doc)."""
    scores = state.scores()
    rival = 1 - seat
    value = scores[seat] - style["rival"] * scores[rival]
    if style["control"]:
        counts = state.control_counts()
        value += style["control"] * (counts[seat] - counts[rival])
    if style["open"] or style["threat"]:
        value += open_sites_value(state, seat, style)
    if state.stage == "build" and state.seat == seat:
        value -= len(state.hand) * state.data.yard_penalty
    return value


def placement_options(state) -> list[tuple]:
    """The placements worth trying for the active seat, as action tuples: per tile kind in
    hand and yard, per open site, the slots next to tiles already there (the first of them when
    no mark is involved; slot 0 in an empty site: a site turns freely until completed); a
    completion also with each turn of the site
    first when a mark could link (PP-6, PP-21)."""
    tiles = state.tiles
    board = state.boards[state.seat]
    seen = set()
    out = []
    for tid in state.hand + board.yard:
        tile = tiles[tid]
        kind = (tile.size, tile.motif, tile.mark)
        if kind in seen:
            continue
        seen.add(kind)
        size = tile.size
        for i, site in enumerate(board.sites):
            mask = site.mask
            starts = FREE_STARTS[size][mask]
            if not starts:
                continue
            if not mask:
                out.append((Place(tid, i, 0),))
                continue
            near = [s for s in starts if mask >> ((s - 1) & 7) & 1
                    or mask >> ((s + size) & 7) & 1] or list(starts[:1])
            marked = tile.mark is not None or any(site.marks)
            if not marked:   # without marks either end of the run scores alike
                near = near[:1]
            for s in near:
                out.append((Place(tid, i, s),))
            if marked and mask | RUN_MASK[size][near[0]] == FULL_MASK:
                s = near[0]
                out.extend((Rotate(i, k), Place(tid, i, (s + k) & 7)) for k in range(1, SLOTS))
    return out


def build_plan(state, seat: int, style: dict) -> tuple[list, float]:
    """(the greedy build's actions, the value reached) from ``state`` in its build stage:
    the best of :func:`placement_options` by :func:`duel_value`, again, while one adds value."""
    sim = state.search_copy()
    current = duel_value(sim, seat, style)
    actions: list = []
    while True:
        best = None
        for option in placement_options(sim):
            trial = sim.copy()
            for action in option:
                trial.apply(action)
            value = duel_value(trial, seat, style)
            if best is None or value > best[0]:
                best = (value, option, trial)
        if best is None or best[0] <= current:
            return actions, current
        current, sim = best[0], best[2]
        actions.extend(best[1])


def _draft_options(state) -> list:
    """The legal drafts, one per multiset of tile kinds (two drafts of equal tiles are one)."""
    tiles = state.tiles
    seen = set()
    out = []
    for action in state.legal_actions():
        ids = getattr(action, "tile_ids", None)
        if ids is None:
            ids = (action.tile_id,) if hasattr(action, "tile_id") else ()
        key = tuple(sorted((tiles[t].size, tiles[t].motif, tiles[t].mark or "") for t in ids))
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def turn_plans(state, style: dict = STYLE) -> list[tuple[float, tuple]]:
    """Whole-turn plans for the seat to move, best first: ``[(value, (draft, placements...,
    EndTurn())), ...]``; in the build stage one plan for the rest of the turn."""
    seat = state.current_seat
    if state.stage == "build":
        actions, value = build_plan(state, seat, style)
        return [(value, tuple(actions) + (EndTurn(),))]
    plans = []
    for draft in _draft_options(state):
        sim = state.search_copy()
        sim.apply(draft)
        actions, value = build_plan(sim, seat, style)
        plans.append((value, (draft,) + tuple(actions) + (EndTurn(),)))
    plans.sort(key=lambda p: -p[0])
    return plans


def with_wheel_turns(plan: tuple, state) -> list[tuple]:
    """``plan`` with each Quarry Wheel choice before its EndTurn (none, +1, -1: PP-10), while
    the wheel has not been turned this turn."""
    if state.wheel_turned:
        return [plan]
    body = plan[:-1]
    return [plan] + [body + (TurnWheel(d), EndTurn()) for d in (1, -1)]
