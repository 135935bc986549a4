"""Picture Pie position heuristics for the Easy, Medium and Hard players (issue 11).

Everything here reads only what a player sees at the table: boards, yards, the Quarry Wheel, the
bag's *contents* (every tile not in view is in the bag, PP-1) and the round; never the bag's draw
order (the state's generator).  Values are in ledger points (floats where they are estimates).

- :class:`Outlook`: per decision, for one seat: turns still to come, the eighths of each motif
  still to be had (wheel, bag, own yard and hand), Laurel tokens left.
- :func:`site_potential`: what an open Monument Site is likely still worth: the monument it can
  become (pure PP-15, symmetric dual PP-16, Lapis token PP-20) x how far it is built x time left.
- :func:`board_value`: ledger total (PP-14..PP-23) + open sites' potentials (the capacity of the
  turns left shared among them) + marks facing open neighbours (PP-21) + the use of yard tiles.
- :func:`tile_gain`: best local gain of one tile on a board (placement, completion or leaving it).
"""

from __future__ import annotations

from game.core.picture_pie.board import (FREE_STARTS, FULL_MASK, NEIGHBOURS, RUN_MASK, rotate_site,
                                         site_with)
from game.core.picture_pie.data import HALF, NUM_SITES, SLOTS
from game.core.picture_pie.blueprints import check as check_card
from game.core.picture_pie.scoring import board_ledger

#: a rough base value of an eighth of whatever fills a site (mean of the motifs' bases / 8)
FILLER = 230 / SLOTS
#: eighths a seat can add per turn at most (one Half or two Quarters, Law 3)
PER_TURN = 4

#: the heuristic's weights (Medium's; Hard may use others): an open site counts
#: min(cap, base + step x turns left) x (filled/8)^exp of its hoped-for monument; a yard tile's
#: use: ``yard`` (fits a site of its motif, an empty site, another open site)
STYLE = {"cap": 0.85, "base": 0.45, "step": 0.1, "exp": 1.5, "yard": (70.0, 40.0, 20.0),
         "sym": 0.25}


class Outlook:
    """What ``seat`` can still expect, from public information only.

    ``turns``: that seat's turns after the current one (0 on its last turn; a seat that has
    played this round counts from the next); ``supply[motif]``: eighths of the motif on the
    wheel, in the bag and in the seat's yard and hand; ``tokens``: Laurel tokens left (PP-20);
    ``weight``: how much an unfinished site counts (0 with no turn left, up to 0.85).
    """

    __slots__ = ("data", "tiles", "seat", "turns", "supply", "tokens", "weight", "capacity",
                 "exp", "yard", "sym", "cards")

    def __init__(self, state, seat: int | None = None, style: dict | None = None):
        style = STYLE if style is None else style
        self.exp = style["exp"]
        self.yard = style["yard"]
        self.sym = style["sym"]
        seat = state.seat if seat is None else seat
        self.data = data = state.data
        self.tiles = tiles = state.tiles
        self.seat = seat
        n = state.num_seats
        left = data.rounds - state.round
        if seat != state.seat and (seat - state.first_seat) % n < (state.seat - state.first_seat) % n:
            left -= 1   # already played this round
        if seat != state.seat:
            left += 1   # its next turn is still to come
        self.turns = max(0, left)
        supply = dict.fromkeys(data.base, 0)
        board = state.boards[seat]
        pools = [state.bag, board.yard]
        pools.extend(state.wheel.sectors)
        if seat == state.seat:
            pools.append(state.hand)
        for pool in pools:
            for t in pool:
                tile = tiles[t]
                supply[tile.motif] += tile.size
        self.supply = supply
        self.tokens = state.laurel_supply
        self.weight = 0.0 if self.turns == 0 else \
            min(style["cap"], style["base"] + style["step"] * self.turns)
        yard_eighths = sum(tiles[t].size for t in board.yard)
        self.capacity = PER_TURN * self.turns + yard_eighths
        # Civic Blueprints (PP-22) it may score: its own private cards when it is the seat to
        # play (another seat's are hidden from it), and the public ones
        own = state.private_cards(seat) if seat == state.seat else ()
        self.cards = tuple(state.card(c) for c in own + state.public_cards) \
            if getattr(state, "blueprints_on", False) else ()


def _free_runs(mask: int) -> int:
    """How many separate runs of free slots a site with occupancy ``mask`` has (circular)."""
    free = FULL_MASK ^ mask
    if free == FULL_MASK:
        return 1
    return sum(1 for k in range(SLOTS) if free >> k & 1 and not free >> ((k - 1) & 7) & 1)


def _best_start(mask: int, size: int) -> int | None:
    starts = FREE_STARTS[size][mask]
    if not starts:
        return None
    return min(starts, key=lambda s: (_free_runs(mask | RUN_MASK[size][s]), s))


#: BEST_START[size][mask]: see :func:`best_start`
BEST_START = tuple(tuple(_best_start(mask, size) for mask in range(FULL_MASK + 1))
                   for size in range(SLOTS + 1))


def best_start(mask: int, size: int) -> int | None:
    """The start slot for a tile of ``size`` in a site with ``mask`` that keeps the free slots in
    as few runs as possible (so one later tile can finish it), the lowest such; None when it
    does not fit (a table lookup)."""
    return BEST_START[size][mask]


def monument_target(motifs, filled: int, out: Outlook) -> float:
    """The points a site with slot ``motifs`` (None for free) and ``filled`` eighths can hope to
    score when completed: see :func:`target_of`."""
    present = {m for m in motifs if m is not None}
    base = out.data.base
    return target_of(present, sum(base[m] for m in motifs if m is not None), filled, out)


def target_of(present, base_sum: int, filled: int, out: Outlook) -> float:
    """The hoped-for points of a site holding the motifs ``present`` whose slots' base values sum
    to ``base_sum`` (one slot: a motif's base), ``filled`` eighths: pure (base + pure bonus + a
    Laurel token for Lapis, PP-14, PP-15, PP-20) while enough of its motif is still to be had,
    else its base so far plus ordinary filler, plus a quarter of a pure bonus (a symmetric dual
    is possible, PP-16) with exactly two motifs."""
    data = out.data
    need = SLOTS - filled
    if len(present) == 1:
        (m,) = present
        if out.supply[m] >= need:
            value = data.base[m] + data.pure_bonus[m]
            if m == "lapis" and out.tokens > 0:
                value += data.laurel_value
            return value
    value = base_sum / SLOTS + FILLER * need
    if len(present) == 2:
        value += out.sym * min(data.pure_bonus[m] for m in present)
    return value


def site_potential(site, out: Outlook) -> float:
    """Expected further points of an open site (0 for an empty or a completed one): its
    :func:`monument_target` x (filled/8)^1.5 x the outlook's weight; 0 when it needs more
    eighths than the turns left can bring."""
    mask = site.mask
    if mask == 0 or mask == FULL_MASK:
        return 0.0
    filled = mask.bit_count()
    if SLOTS - filled > out.capacity:
        return 0.0
    return monument_target(site.motifs, filled, out) * (filled / SLOTS) ** out.exp * out.weight


def _mark_value(sites, out: Outlook) -> float:
    """Marks that can still link (PP-21): a completed site's mark facing an open neighbour, and
    an open site holding a mark next to a completed site showing the same mark."""
    if out.weight == 0.0:
        return 0.0
    value = 0.0
    for i, site in enumerate(sites):
        marks = site.marks
        if site.mask == FULL_MASK:
            for j, mine, _theirs in NEIGHBOURS[i]:
                if marks[mine] is not None and sites[j].mask != FULL_MASK:
                    value += 25.0
        elif site.mask:
            kinds = {m for m in marks if m is not None}
            if kinds:
                for j, _mine, theirs in NEIGHBOURS[i]:
                    other = sites[j]
                    if other.mask == FULL_MASK and other.marks[theirs] in kinds:
                        value += 60.0 * (site.mask.bit_count() / SLOTS)
                        break
    return value * out.weight


def yard_use(sites, tile, out: Outlook) -> float:
    """The use still to come of a tile kept off the board (it costs the yard penalty at the end
    unless placed, PP-23): 70 x weight when it fits an open site of its own motif, 40 when it
    fits an empty site, 20 when it fits some other open site."""
    same, empty, other = out.yard
    best = 0.0
    for site in sites:
        mask = site.mask
        if mask == FULL_MASK or not FREE_STARTS[tile.size][mask]:
            continue
        present = {m for m in site.motifs if m is not None}
        if present == {tile.motif}:
            best = same
            break
        best = max(best, empty if not present else other)
    return best * out.weight


def _yard_value(sites, yard, out: Outlook) -> float:
    """Σ :func:`yard_use` of the yard tiles."""
    if not yard or out.weight == 0.0:
        return 0.0
    tiles = out.tiles
    return sum(yard_use(sites, tiles[t], out) for t in yard)


def open_value(sites, out: Outlook) -> float:
    """Σ site potentials of the open sites, fullest first, while the turns left can finish them
    (sites beyond that count a fifth)."""
    pots = []
    for site in sites:
        if site.mask and site.mask != FULL_MASK:
            pots.append((site.mask.bit_count(), site_potential(site, out)))
    if not pots:
        return 0.0
    pots.sort(reverse=True)
    room = out.capacity
    total = 0.0
    for filled, pot in pots:
        need = SLOTS - filled
        if need <= room:
            total += pot
            room -= need
        else:
            total += 0.2 * pot
    return total


def board_value(board, out: Outlook, sites=None, yard=None, discards=None,
                tokens=None) -> float:
    """The heuristic worth of a board (optionally with changed ``sites``/``yard``/``discards``/
    ``tokens``): ledger total + :func:`open_value` + marks + yard use."""
    sites = board.sites if sites is None else sites
    yard = board.yard if yard is None else yard
    discards = board.discards if discards is None else discards
    tokens = board.tokens if tokens is None else tokens
    total = board_ledger(sites, NEIGHBOURS, len(yard), discards, tokens, out.data)["total"]
    if out.cards:
        total += card_value(sites, yard, out)
    return total + prospects(sites, yard, out)


#: how much of a card's payout its progress counts before it is fulfilled: progress^2 x this
#: x the weight of unfinished work (Outlook.weight: 0 on the last turn)
CARD_HOPE = 0.3


class _View:
    """The two fields a Civic Blueprint condition reads of a board."""

    __slots__ = ("sites", "yard")

    def __init__(self, sites, yard):
        self.sites = sites
        self.yard = yard


def card_value(sites, yard, out: Outlook) -> float:
    """The Civic Blueprints' worth on a board (PP-22): each fulfilled card's payout, and a
    small share of an unfulfilled one's by its progress."""
    view = _View(sites, yard)
    value = 0.0
    for card in out.cards:
        have, need, _text = check_card(card, view)
        if have >= need:
            value += card.payout
        elif have:
            value += card.payout * CARD_HOPE * out.weight * (have / need) ** 2
    return value


def prospects(sites, yard, out: Outlook) -> float:
    """What a board may still add to its ledger: :func:`open_value` + marks that can still link
    + the use of its yard tiles."""
    return open_value(sites, out) + _mark_value(sites, out) + _yard_value(sites, yard, out)


def completion(sites, index: int, site, out: Outlook, rotate: bool = True):
    """For ``site`` (completed, to stand at ``index``): (the best turn of it in eighths, the
    sites with it so turned).  Only a site with marks is turned (PP-6: free before completion):
    most links (PP-21), then most marks facing open neighbours."""
    best_steps, best_sites, best_key = 0, None, None
    steps_range = range(SLOTS) if rotate and any(site.marks) else (0,)
    for steps in steps_range:
        turned = rotate_site(site, steps, out.data) if steps else site
        trial = sites[:index] + (turned,) + sites[index + 1:]
        links = 0
        facing = 0
        for j, mine, theirs in NEIGHBOURS[index]:
            mark = turned.marks[mine]
            if mark is None:
                continue
            other = trial[j]
            if other.mask == FULL_MASK:
                links += other.marks[theirs] == mark
            else:
                facing += 1
        key = (links, facing, -steps)
        if best_key is None or key > best_key:
            best_key, best_steps, best_sites = key, steps, trial
    return best_steps, best_sites


def place_options(board_sites, tid: int, out: Outlook):
    """Per open site where tile ``tid`` fits: (site index, start slot) with the start of
    :func:`best_start`; completing placements have one start."""
    size = out.tiles[tid].size
    out_list = []
    for i, site in enumerate(board_sites):
        s = best_start(site.mask, size)
        if s is not None:
            out_list.append((i, s))
    return out_list


def local_gain(sites, i: int, tid: int, start: int, out: Outlook, tokens_left: int) -> float:
    """Quick gain of putting ``tid`` at (site ``i``, ``start``): for a completion the monument's
    own points (PP-14..PP-16), a Laurel token (PP-20) and a Terracotta/Flora neighbour bonus
    guess, less the site's potential; else the change of the site's potential."""
    site = sites[i]
    old_pot = site_potential(site, out)
    tile = out.tiles[tid]
    filled = site.mask.bit_count() + tile.size
    if filled < SLOTS:   # the new site's potential without building it
        if SLOTS - filled > out.capacity:
            return -old_pot
        base = out.data.base
        motifs = site.motifs
        present = {m for m in motifs if m is not None}
        present.add(tile.motif)
        base_sum = sum(base[m] for m in motifs if m is not None) + tile.size * base[tile.motif]
        return target_of(present, base_sum, filled, out) * (filled / SLOTS) ** out.exp * \
            out.weight - old_pot
    new = site_with(site, tid, start, out.tiles, out.data)
    base, purity, symmetry, dominant = new.info
    gain = base + purity + symmetry
    if dominant == "lapis" and tokens_left > 0:
        gain += out.data.laurel_value
    for j, _mine, _theirs in NEIGHBOURS[i]:
        info = sites[j].info
        if info is None:
            continue
        if info[3] == "terracotta":
            gain += base
            break
    return gain - old_pot


def tile_gain(sites, tid: int, out: Outlook, tokens_left: int, leave: float) -> float:
    """The best :func:`local_gain` of tile ``tid`` over the open sites, or ``leave`` (the value
    of not placing it) when that is better."""
    best = leave
    size = out.tiles[tid].size
    empty_seen = False
    for i, site in enumerate(sites):
        if site.mask == 0:   # every empty site gains the same (neighbours count at completion)
            if empty_seen:
                continue
            empty_seen = True
        s = best_start(site.mask, size)
        if s is not None:
            g = local_gain(sites, i, tid, s, out, tokens_left)
            if g > best:
                best = g
    return best


def is_half(out: Outlook, tid: int) -> bool:
    return out.tiles[tid].size == HALF


__all__ = ["Outlook", "site_potential", "board_value", "open_value", "prospects", "tile_gain", "local_gain",
           "best_start", "completion", "place_options", "monument_target", "NUM_SITES"]
