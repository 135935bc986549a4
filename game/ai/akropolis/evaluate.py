"""Medium's look at an Akropolis position (issue 11): a projected final total per city.

The AK-7 total counts only what scores now.  A position is worth more than that while turns are
left: a colour with districts but no plaza may still get stars, stars may still get districts, a
house outside the largest group may still join it, a temple with one empty neighbour will
likely be surrounded, stones buy better tiles, a visible quarry is a stone and a support later,
and a compact city (few empty positions touching it) surrounds temples and offers places to
stack.  :func:`projected` adds those, faded out as the game ends (with no turn left it is the
AK-7 total exactly).

:func:`ranked_moves` lists a seat's best moves by that projection after the move: first every
affordable tile with (a sample of) every legal placement by the core's quick preview
(``City.totals_after``) plus a small bonus for touching the city, then the best of those judged
in full (:func:`value_after`).  Nothing here reads hidden information: only the cities, the
stones, the Construction Site and the count of tiles left in the stacks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.search import margin_value
from game.core.akropolis.city import Cell, placement_hexes
from game.core.akropolis.data import COLOURS
from game.core.akropolis.geometry import SHAPES
from game.core.hexgrid import DIRECTIONS


@dataclass(frozen=True)
class Weights:
    """What :func:`projected` counts besides the AK-7 total (points, per turn left where said).

    - ``stars_per_turn``: colour -> plaza stars a seat may still expect per turn left.
    - ``value_per_turn``: colour -> district value a seat may still expect per turn left.
    - ``house_side``: a house outside the largest group, per level (it may join it later).
    - ``temple``: a temple not yet surrounded, per level, by its empty neighbours (1..6).
    - ``perimeter``: per empty position touching the city (a snake scores less later).
    - ``stone``, ``stone_cap``: a held stone's worth as currency, for at most this many.
    - ``quarry``: a visible quarry (a stone when covered, a support for a higher tile).
    - ``fade``: the potentials count in full with this many turns left, less below.
    """

    stars_per_turn: tuple = (("blue", 0.05), ("yellow", 0.07), ("red", 0.07),
                             ("purple", 0.07), ("green", 0.08))
    value_per_turn: tuple = (("blue", 0.45), ("yellow", 0.2), ("red", 0.2),
                             ("purple", 0.15), ("green", 0.15))
    house_side: float = 0.35
    temple: tuple = (0.75, 0.5, 0.3, 0.15, 0.05, 0.0)
    perimeter: float = 0.3
    stone: float = 0.5
    stone_cap: int = 4
    quarry: float = 0.25
    fade: float = 4.0


DEFAULT = Weights()


def turns_left(state, seat: int | None = None) -> float:
    """Turns the seat may still take after this one, about: the tiles still to be bought (the
    site less the one left at each round reset, plus the stacks' tiles, whose count is public)
    shared among the seats, less the one being taken now."""
    takes = len(state.site) - 1 + sum(len(s) for s in state.stacks)
    return max(0.0, takes / max(1, state.num_seats) - 1.0)


def projected(cells: dict, score, stones: int, turns: float, w: Weights = DEFAULT) -> float:
    """The city's projected total in points: ``cells`` (q, r) -> Cell (visible hexes),
    ``score`` their :class:`CityScore` (status, value, stars, rules), ``stones`` held,
    ``turns`` left (see :func:`turns_left`).  Equals the AK-7 total when ``turns`` is 0."""
    value, stars = score.value, score.stars
    rules = score.rules
    total = stones * rules.stone_value
    if turns <= 0:
        for col in COLOURS:
            total += value[col] * stars[col]
        return float(total)
    fade = min(1.0, turns / w.fade)
    pot = dict.fromkeys(COLOURS, 0.0)
    temple = w.temple
    side = w.house_side
    for pos, (val, _) in score.status.items():
        if val:
            continue
        c = cells[pos]
        if c.color == "blue":
            pot["blue"] += side * c.level
        elif c.color == "purple":
            q, r = pos
            empty = 0
            for dq, dr in DIRECTIONS:
                if (q + dq, r + dr) not in cells:
                    empty += 1
            pot["purple"] += temple[empty - 1] * c.level
    perimeter = set()
    quarries = 0
    for (q, r), c in cells.items():
        if c.kind == "quarry":
            quarries += 1
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p not in cells:
                perimeter.add(p)
    fs = dict(w.stars_per_turn)
    fv = dict(w.value_per_turn)
    for col in COLOURS:
        v = value[col] + fade * pot[col]
        s = stars[col]
        total += v * (s + fs[col] * turns) + s * fv[col] * turns
    total += fade * (w.stone * min(stones, w.stone_cap) + w.quarry * quarries
                     - w.perimeter * len(perimeter))
    return total


def city_value(state, seat: int, turns: float | None = None, w: Weights = DEFAULT) -> float:
    """:func:`projected` for ``seat``'s city as it stands.  The solo Illustrious Architect
    (AK-10) is worth its total plus its mean gain per turn so far for each turn left."""
    if turns is None:
        turns = turns_left(state)
    if state.solo and seat == 1:
        now = state.scores()[1]
        played = max(1, len(state.cities[1].placements))
        return now + now / played * turns * 0.5
    city = state.cities[seat]
    return projected(city.cells, city.score(state.rules), state.stones[seat], turns, w)


def value_after(city, tile, q: int, r: int, rotation: int, stones: int, rules, turns: float,
                w: Weights = DEFAULT) -> float:
    """:func:`projected` of ``city`` with ``tile`` laid at the legal (q, r, rotation), holding
    ``stones`` (after paying, before the quarries it covers), ``turns`` left afterwards; the
    city is not changed."""
    under = city.cells.get((q, r))
    level = under.level + 1 if under else 1
    score, changes, gained = city.preview(tile, q, r, rotation, level, rules)
    after = score.updated(*changes)
    cells = dict(city.cells)
    tid = tile.id
    for (kind, color), p in zip(tile.hexes, placement_hexes(tile, q, r, rotation)):
        cells[p] = Cell(kind, color, level, tid)
    return projected(cells, after, stones + gained, turns, w)


def contacts(cells: dict, q: int, r: int, rotation: int) -> int:
    """Built positions touching a ground placement's three positions (each counted once); a
    raised placement (its first position built) counts 6."""
    if (q, r) in cells:
        return 6
    own = [(q + dq, r + dr) for dq, dr in SHAPES[rotation]]
    seen = set()
    for pq, pr in own:
        for dq, dr in DIRECTIONS:
            p = (pq + dq, pr + dr)
            if p in cells:
                seen.add(p)
    return len(seen)


def ranked_moves(state, rng=None, *, limit: int = 24, per_tile: int = 3, cap: int = 1200,
                 touch: float = 0.5, w: Weights = DEFAULT) -> list:
    """The seat to move's best moves, best first: ``[(value, index, q, r, rotation), ...]``
    with ``value`` the :func:`value_after` projection.  Every affordable tile is tried with
    every legal placement by the quick AK-7 preview plus ``touch`` points per built position
    the tile touches (at most ``cap`` previews in all: beyond, a sample of the placements from
    ``rng`` per tile); the ``limit`` best of those, and the ``per_tile`` best of each tile, are
    judged in full.  Ties keep the earlier (cheaper tile, smaller placement).  [] once over."""
    seat = state.current_seat
    if seat is None:
        return []
    city = state.cities[seat]
    cells = city.cells
    places = city.legal_placements()
    indices = state.affordable()
    rules = state.rules
    per = max(1, cap // max(1, len(indices)))
    bonus_of = {}
    quick = []
    for index in indices:
        tile = state.tiles[state.site[index]]
        pool = places
        if len(places) > per:
            pool = list(places)
            if rng is not None:
                rng.shuffle(pool)
            pool = pool[:per]
        stones = state.stones[seat] - state.stone_cost(index)
        rows = []
        for pl, val in zip(pool, city.totals_after(tile, pool, stones, rules)):
            b = bonus_of.get(pl)
            if b is None:
                b = bonus_of[pl] = touch * contacts(cells, *pl)
            rows.append((val + b, index) + tuple(pl))
        rows.sort(key=lambda row: -row[0])
        quick.append(rows)
    chosen = set()
    for rows in quick:
        chosen.update(row[1:] for row in rows[:per_tile])
    merged = sorted((row for rows in quick for row in rows), key=lambda row: -row[0])
    chosen.update(row[1:] for row in merged[:limit])
    turns = turns_left(state)
    out = []
    for index, q, r, rot in sorted(chosen):
        tile = state.tiles[state.site[index]]
        stones = state.stones[seat] - state.stone_cost(index)
        out.append((value_after(city, tile, q, r, rot, stones, rules, turns, w), index, q, r, rot))
    out.sort(key=lambda row: -row[0])
    return out


def margin_eval(state, seat: int, scale: float = 12.0, w: Weights = DEFAULT,
                versus: str = "best") -> float:
    """The value of ``state`` for ``seat`` in 0..1 for the search: ``0.5 + 0.5 * tanh(margin /
    scale)`` of the seat's :func:`city_value` less the other seats' best (``versus`` "best") or
    mean ("mean"; the same with two seats); once the game is over
    :func:`game.ai.search.margin_value` (0.9 x the win plus 0.1 x the final margin's term)."""
    if state.is_terminal:
        return margin_value(state, seat, scale)
    turns = turns_left(state)
    values = [city_value(state, s, turns, w) for s in range(state.num_seats)]
    others = [v for i, v in enumerate(values) if i != seat]
    if not others:
        margin = values[seat]
    elif versus == "mean":
        margin = values[seat] - sum(others) / len(others)
    else:
        margin = values[seat] - max(others)
    return 0.5 + 0.5 * math.tanh(margin / scale)
