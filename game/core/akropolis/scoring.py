"""Akropolis scoring (AK-7, AK-8), one implementation for the game, the AI, the ghost preview and
the scorepad.

Input is a city's visible hexes: a dict (q, r) -> object with ``kind``, ``color`` and ``level``
(:class:`game.core.akropolis.city.Cell`, or the scorepad's hexes).  Only visible hexes score.

Rules (AK-7): a qualifying district is worth its level.  Houses: only the largest group of
connected houses scores, largest by number of hexes, then by value (BGA).  Markets: no
neighbouring market district (a market plaza is not one).  Barracks: some neighbouring empty
position connects to the outside of the city (an enclosed hole is not the edge; BGA).  Temples:
all six neighbouring positions built, at any height.  Gardens: always.  Each colour's eligible
value times its visible plaza stars; plus points per stone.

Variants (AK-8), each on its own: houses (group doubled at value >= houses_min_value), markets
(a scoring market touching a market plaza doubled), barracks (a scoring barracks with >=
barracks_min_empty outside empty neighbours doubled), temples (a scoring temple above level 1
doubled), gardens (a garden touching a lake, an enclosed empty position, doubled).  The factor and
thresholds come from the tile file ([variants]).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.akropolis.data import COLOURS
from game.core.hexgrid import DIRECTIONS

#: AK-1 stars per plaza; the scorepad's fallback when it is not handed the tile file
#: (tests check it equals levels/akropolis/tiles.toml [stars]).
AK1_STARS = {"blue": 1, "yellow": 2, "red": 2, "purple": 2, "green": 3}


@dataclass(frozen=True)
class ScoringRules:
    """Stars per plaza colour, the variants switched on and the variant parameters (AK-7, AK-8)."""

    stars: tuple = tuple(AK1_STARS.items())  # ((colour, stars), ...)
    variants: frozenset = frozenset()
    factor: int = 2
    houses_min_value: int = 10
    barracks_min_empty: int = 3
    stone_value: int = 1

    @classmethod
    def from_data(cls, data, variants=(), stone_value: int = 1) -> "ScoringRules":
        """Build from :class:`AkropolisData` (or None for the AK-1 defaults)."""
        if data is None:
            return cls(variants=frozenset(variants), stone_value=stone_value)
        return cls(stars=tuple((c, data.stars[c]) for c in COLOURS), variants=frozenset(variants),
                   factor=data.variant_factor, houses_min_value=data.houses_min_value,
                   barracks_min_empty=data.barracks_min_empty, stone_value=stone_value)


def outside_empty(cells) -> set:
    """Empty positions that connect to the outside of the city (flood fill from beyond the
    bounding box).  Empty positions next to the city not in this set are holes (lakes)."""
    if not cells:
        return set()
    qs = [q for q, _ in cells]
    rs = [r for _, r in cells]
    q0, q1, r0, r1 = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1
    stack = []
    seen = set()
    for q in range(q0, q1 + 1):
        for r in (r0, r1):
            if (q, r) not in cells and (q, r) not in seen:
                seen.add((q, r))
                stack.append((q, r))
    for r in range(r0, r1 + 1):
        for q in (q0, q1):
            if (q, r) not in cells and (q, r) not in seen:
                seen.add((q, r))
                stack.append((q, r))
    while stack:
        q, r = stack.pop()
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p in seen or p in cells:
                continue
            if q0 <= p[0] <= q1 and r0 <= p[1] <= r1:
                seen.add(p)
                stack.append(p)
    return seen


def analyse(cells, rules: ScoringRules) -> dict:
    """For every visible district: (q, r) -> (value it scores, reason or None).

    Value includes the level and any variant doubling; reason is None when it scores, else why
    not ("not in the largest group", "touches a market", "not on the edge", "not surrounded").
    """
    out = {}
    variants = rules.variants
    factor = rules.factor
    houses = []
    outside = None
    for pos, c in cells.items():
        if c.kind != "district":
            continue
        color = c.color
        q, r = pos
        if color == "blue":
            houses.append(pos)
        elif color == "yellow":
            value, reason, by_plaza = c.level, None, False
            for dq, dr in DIRECTIONS:
                n = cells.get((q + dq, r + dr))
                if n is not None and n.color == "yellow":
                    if n.kind == "district":
                        reason = "touches a market"
                        break
                    if n.kind == "plaza":
                        by_plaza = True
            if reason:
                out[pos] = (0, reason)
            else:
                out[pos] = (value * factor if ("markets" in variants and by_plaza) else value, None)
        elif color == "red":
            if outside is None:
                outside = outside_empty(cells)
            n_out = sum(1 for dq, dr in DIRECTIONS if (q + dq, r + dr) in outside)
            if n_out == 0:
                out[pos] = (0, "not on the edge")
            elif "barracks" in variants and n_out >= rules.barracks_min_empty:
                out[pos] = (c.level * factor, None)
            else:
                out[pos] = (c.level, None)
        elif color == "purple":
            if all((q + dq, r + dr) in cells for dq, dr in DIRECTIONS):
                double = "temples" in variants and c.level > 1
                out[pos] = (c.level * factor if double else c.level, None)
            else:
                out[pos] = (0, "not surrounded")
        elif color == "green":
            double = False
            if "gardens" in variants:
                if outside is None:
                    outside = outside_empty(cells)
                double = any((q + dq, r + dr) not in cells and (q + dq, r + dr) not in outside
                             for dq, dr in DIRECTIONS)
            out[pos] = (c.level * factor if double else c.level, None)
    if houses:
        house_set = set(houses)
        groups = []
        done = set()
        for start in sorted(houses):
            if start in done:
                continue
            group = [start]
            done.add(start)
            i = 0
            while i < len(group):
                q, r = group[i]
                i += 1
                for dq, dr in DIRECTIONS:
                    p = (q + dq, r + dr)
                    if p in house_set and p not in done:
                        done.add(p)
                        group.append(p)
            groups.append(group)
        best = max(groups, key=lambda g: (len(g), sum(cells[p].level for p in g)))
        best_value = sum(cells[p].level for p in best)
        double = "houses" in variants and best_value >= rules.houses_min_value
        for g in groups:
            for p in g:
                if g is best:
                    out[p] = (cells[p].level * factor if double else cells[p].level, None)
                else:
                    out[p] = (0, "not in the largest group")
    return out


def ledger(cells, stones: int, rules: ScoringRules, status: dict | None = None) -> dict:
    """The score sheet: {colour: {"value", "stars", "points"}} for the five colours, plus
    "stones" (points from stones) and "total".  ``status`` may pass a precomputed :func:`analyse`."""
    if status is None:
        status = analyse(cells, rules)
    stars_per = dict(rules.stars)
    value = dict.fromkeys(COLOURS, 0)
    stars = dict.fromkeys(COLOURS, 0)
    for pos, c in cells.items():
        if c.kind == "plaza":
            stars[c.color] += stars_per[c.color]
    for pos, (v, _) in status.items():
        value[cells[pos].color] += v
    out = {}
    total = 0
    for col in COLOURS:
        pts = value[col] * stars[col]
        out[col] = {"value": value[col], "stars": stars[col], "points": pts}
        total += pts
    out["stones"] = stones * rules.stone_value
    out["total"] = total + out["stones"]
    return out


def total(cells, stones: int, rules: ScoringRules) -> int:
    """The total of :func:`ledger`."""
    return ledger(cells, stones, rules)["total"]
