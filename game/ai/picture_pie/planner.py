"""Whole-turn plans for Picture Pie (issue 11): the draft, the placements, the wheel turn, the end.

A plan is a tuple of actions legal one after the other from the state it was made for: a draft
(Law 3, PP-9; left out when the turn is already in the build stage), then for each tile placed a
``Rotate`` that turns the site for its links when the tile completes it (PP-6, PP-21) and the
``Place`` (PP-5), then ``TurnWheel`` when the turn denies the next seat (PP-10), then ``EndTurn``
(hand tiles left go to the Masonry Yard or the box, PP-11).  Plans are ranked by
:func:`game.ai.picture_pie.evaluation.board_value` of the board they leave.

Public: :func:`turn_plans` (best first), :func:`build_plan`, :func:`wheel_choice`,
:func:`draft_options`, :func:`setup_pick`.
"""

from __future__ import annotations

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, TurnWheel)
from game.core.picture_pie.board import NEIGHBOURS, site_with
from game.core.picture_pie.data import HALF, QUARTER, tile_kinds
from game.ai.picture_pie.evaluation import (Outlook, best_start, board_value, completion,
                                            local_gain, tile_gain, yard_use)


class Noise:
    """Deliberate mistakes for Easy (all odds in percent, drawn from the player's own Rng):
    ``careless``: a tile goes to another open site than the best; ``forget``: a completion is
    placed without turning the site for its links."""

    __slots__ = ("rng", "careless", "forget")

    def __init__(self, rng, careless: int = 0, forget: int = 0):
        self.rng = rng
        self.careless = careless
        self.forget = forget

    def hit(self, percent: int) -> bool:
        return percent > 0 and self.rng.randrange(100) < percent


def _leave_value(out: Outlook, tid: int, sites) -> float:
    """What keeping tile ``tid`` off the board is worth: the yard penalty (PP-23) less its use
    still to come (evaluation.yard_use)."""
    return -out.data.yard_penalty + yard_use(sites, out.tiles[tid], out)


def best_empty(sites, motif: str) -> int:
    """The empty site (PP-4) where a tile of ``motif`` starts a monument best: next to sites of
    its motif (Flora gardens, PP-19), next to Terracotta (doubled districts, PP-18) or, for
    Terracotta, next to any built site; ties: the lowest index.  Needs an empty site."""
    best, best_key = None, None
    for i, site in enumerate(sites):
        if site.mask:
            continue
        key = 0
        for j, _mine, _theirs in NEIGHBOURS[i]:
            other = sites[j].motifs
            if sites[j].mask == 0:
                continue
            if motif in other:
                key += 2
            if motif == "terracotta" or "terracotta" in other:
                key += 1
        if best_key is None or key > best_key:
            best, best_key = i, key
    return best


def _assign(state, out: Outlook, order, hand, noise: Noise | None):
    """Place the tiles of ``order`` one by one where each gains most (or leave it); returns
    (value, actions)."""
    seat = out.seat
    board = state.boards[seat]
    sites = board.sites
    yard = list(board.yard)
    hand = list(hand)
    tokens = board.tokens
    supply = state.laurel_supply
    actions = []
    tiles, data = out.tiles, out.data
    for tid in order:
        size = tiles[tid].size
        options = []
        empty_done = False
        for i, site in enumerate(sites):
            if site.mask == 0:   # every empty site gains the same: try the best placed one
                if empty_done:
                    continue
                empty_done = True
                i = best_empty(sites, tiles[tid].motif)
            s = best_start(sites[i].mask, size)
            if s is not None:
                options.append((local_gain(sites, i, tid, s, out, supply), i, s))
        if not options:
            continue
        options.sort(reverse=True)
        gain, i, s = options[0]
        if noise is not None and len(options) > 1 and noise.hit(noise.careless):
            gain, i, s = options[1 + noise.rng.randrange(min(2, len(options) - 1))]
        elif gain <= _leave_value(out, tid, sites):
            continue
        new = site_with(sites[i], tid, s, tiles, data)
        if new.info is not None:
            rotate = noise is None or not noise.hit(noise.forget)
            steps, sites = completion(sites, i, new, out, rotate)
            if steps:
                actions.append(Rotate(i, steps))
            actions.append(Place(tid, i, (s + steps) & 7))
            if new.info[3] == "lapis" and supply > 0:
                supply -= 1
                tokens += 1
        else:
            sites = sites[:i] + (new,) + sites[i + 1:]
            actions.append(Place(tid, i, s))
        if tid in hand:
            hand.remove(tid)
        else:
            yard.remove(tid)
    discards = board.discards
    for tid in hand:   # EndTurn: to the yard while it has room, else the box (PP-11)
        if len(yard) < data.yard_capacity:
            yard.append(tid)
        else:
            discards += 1
    return board_value(board, out, sites, tuple(yard), discards, tokens), actions


def build_plan(state, out: Outlook, hand, noise: Noise | None = None):
    """The placements for ``hand`` (drafted tile ids) and the yard: (value, actions) without the
    EndTurn.  Tiles are tried largest first, the hand before the yard and the yard before the
    hand; the better order wins."""
    tiles = out.tiles
    yard = state.boards[out.seat].yard

    def by_size(ids):
        return sorted(ids, key=lambda t: -tiles[t].size)

    first = _assign(state, out, by_size(hand) + by_size(yard), hand, noise)
    if not yard or not hand or noise is not None:
        return first
    second = _assign(state, out, by_size(yard) + by_size(hand), hand, None)
    return max(first, second, key=lambda r: r[0])


def draft_options(state) -> list:
    """The legal drafts (PP-9) with interchangeable ones left out: one Half per tile kind and
    sector, one small draft per multiset of tile kinds."""
    kinds = tile_kinds(state.data)
    seen = set()
    out = []
    for action in state.legal_actions():
        if type(action) is DraftHalf:
            key = ("h", kinds[action.tile_id],
                   next(k for k, s in enumerate(state.wheel.sectors) if action.tile_id in s))
        elif type(action) is DraftSmall:
            key = ("s",) + tuple(sorted((kinds[t] for t in action.tile_ids), key=repr))
        else:
            key = ("n",)
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def drafted_ids(action) -> tuple:
    if type(action) is DraftHalf:
        return (action.tile_id,)
    if type(action) is DraftSmall:
        return action.tile_ids
    return ()


def small_draft_value(state, sector: tuple, out: Outlook, sites) -> float:
    """What the best draft of small pieces (PP-9) from ``sector`` is worth to the seat of ``out``
    with board ``sites``: the two best :func:`tile_gain` over its Quarters and Eighths."""
    tiles = out.tiles
    supply = state.laurel_supply
    gains = sorted((tile_gain(sites, t, out, supply, -60.0) for t in sector
                    if tiles[t].size < HALF), reverse=True)
    return sum(g for g in gains[:2] if g > 0)


def wheel_choice(state, drafted: tuple, out: Outlook, sites, rivals=None,
                 margin: float = 20.0) -> int:
    """The Quarry Wheel turn (PP-10) for the end of this turn: 0 (none), +1 or -1.  Each is
    scored by what the small pieces the next seat will face are worth to it (less is better) and
    what those facing this seat on its next turn are worth to it (0.4 x); a turn needs
    ``margin`` points over none.  ``drafted``: the tiles this turn takes off the wheel."""
    n_seats = state.num_seats
    if n_seats < 2 or state.wheel_turned:
        return 0
    wheel = state.wheel
    sectors = tuple(tuple(t for t in s if t not in drafted) for s in wheel.sectors)
    n = len(sectors)
    nxt = (state.seat + 1) % n_seats
    rival = rivals if rivals is not None else Outlook(state, nxt)
    rival_sites = state.boards[nxt].sites
    scores = {}
    for d in (0, 1, -1):
        rot = wheel.rotation + d
        theirs = sectors[(state.sundial + 1 - rot) % n]
        mine = sectors[(state.sundial + n_seats - rot) % n]
        scores[d] = (-small_draft_value(state, theirs, rival, rival_sites)
                     + 0.4 * small_draft_value(state, mine, out, sites))
    best = max((1, -1), key=lambda d: scores[d])
    return best if scores[best] > scores[0] + margin else 0


def turn_plans(state, out: Outlook | None = None, noise: Noise | None = None,
               wheel: bool = True, style: dict | None = None) -> list[tuple[float, tuple]]:
    """Whole-turn plans from ``state`` (draft or build stage), best first: [(value, plan)].
    With ``wheel`` each plan ends with the :func:`wheel_choice` turn when there is one.
    ``style``: the heuristic's weights (evaluation.STYLE by default)."""
    out = out or Outlook(state, style=style)
    results = []
    rival = Outlook(state, (state.seat + 1) % state.num_seats, style) if wheel and \
        state.num_seats > 1 else None
    if state.stage == "build":
        drafts = [None]
    else:
        drafts = draft_options(state)
    for draft in drafts:
        hand = state.hand if draft is None else drafted_ids(draft)
        value, actions = build_plan(state, out, hand, noise)
        head = () if draft is None else (draft,)
        results.append((value, head, actions, hand))
    results.sort(key=lambda r: -r[0])
    plans = []
    for k, (value, head, actions, hand) in enumerate(results):
        tail = []
        if rival is not None and k < 8:
            d = wheel_choice(state, hand if head else (), out, state.boards[out.seat].sites,
                             rival)
            if d:
                tail.append(TurnWheel(d))
        plans.append((value, head + tuple(actions) + tuple(tail) + (EndTurn(),)))
    return plans


def setup_pick(state, rng, noise: int = 15) -> Pick:
    """A setup Pick (PP-12) with a plan: the first names the motif to build pure on the first
    turns, the one whose Halves the wheel offers most, worth most (a pure monument with its
    bonus) and least wanted by seats that picked before; the rest follow that motif.  A seeded
    nudge of up to ``noise`` percent separates near choices, so openings vary."""
    picks = state.legal_actions()
    data = state.data
    tiles = state.tiles
    yard = state.boards[state.seat].yard
    if yard:
        motif = tiles[yard[0]].motif
        same = [p for p in picks if p.motif == motif]
        if same:
            return same[0] if len(same) == 1 or same[0].mark is None else \
                next((p for p in same if p.mark is None), same[0])
    halves = dict.fromkeys(data.base, 0)
    for sector in state.wheel.sectors:
        for t in sector:
            if tiles[t].size == HALF:
                halves[tiles[t].motif] += 1
    wanted = dict.fromkeys(data.base, 0)
    for b in state.boards:
        for t in b.yard:
            wanted[tiles[t].motif] += 1
    best, best_score = None, None
    for p in picks:
        if p.size != QUARTER and any(q.size == QUARTER for q in picks):
            continue
        m = p.motif
        value = data.base[m] + data.pure_bonus[m] + (data.laurel_value if m == "lapis" else 0)
        chance = min(1.0, 0.35 + 0.4 * max(0, halves[m] - wanted[m] / 3))
        score = value * chance * (1 + rng.randrange(noise + 1) / 100)
        if p.mark is not None:
            score *= 0.99
        if best_score is None or score > best_score:
            best, best_score = p, score
    return best


__all__ = ["turn_plans", "build_plan", "wheel_choice", "draft_options", "setup_pick", "Noise",
           "drafted_ids", "DraftNothing"]
