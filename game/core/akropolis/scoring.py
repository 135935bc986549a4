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
from game.core.akropolis.lakes import lakes_of, outside_empty  # noqa: F401 (public here)
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


_NONE: dict = {}


def district_score(cells, pos, c, rules: ScoringRules, lakes, over=_NONE) -> tuple:
    """``(value, reason)`` of the visible market, barracks, temple or garden ``c`` at ``pos``
    (AK-7, AK-8; houses are scored as a group by :func:`houses_score`).

    ``lakes``: the city's enclosed empty positions (every other empty position is outside, see
    :mod:`game.core.akropolis.lakes`); ``over``: (q, r) -> Cell laid over ``cells`` (a preview
    of a placement), empty for the city itself.
    """
    q, r = pos
    color = c.color
    variants = rules.variants
    if color == "yellow":
        by_plaza = False
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            n = over.get(p) or cells.get(p)
            if n is not None and n.color == "yellow":
                if n.kind == "district":
                    return (0, "touches a market")
                if n.kind == "plaza":
                    by_plaza = True
        return (c.level * rules.factor if ("markets" in variants and by_plaza) else c.level,
                None)
    if color == "red":
        n_out = 0
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p not in cells and p not in over and p not in lakes:
                n_out += 1
        if n_out == 0:
            return (0, "not on the edge")
        if "barracks" in variants and n_out >= rules.barracks_min_empty:
            return (c.level * rules.factor, None)
        return (c.level, None)
    if color == "purple":
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p not in cells and p not in over:
                return (0, "not surrounded")
        return (c.level * rules.factor if ("temples" in variants and c.level > 1) else c.level,
                None)
    # green
    if "gardens" in variants:
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p in lakes and p not in cells and p not in over:
                return (c.level * rules.factor, None)
    return (c.level, None)


def houses_score(houses, levels, rules: ScoringRules, groups=None) -> tuple:
    """Houses (AK-7, AK-8): ``(status, value)`` for the visible house districts ``houses`` (a
    set of (q, r)); ``levels``: (q, r) -> level.  Only the largest connected group scores
    (largest by hexes, then by value; the first such group from the smallest position), doubled
    by the houses variant at ``houses_min_value`` or more; ``status`` maps every house to
    (value, reason) like :func:`analyse`, ``value`` is the houses' total.  ``groups``: the
    groups already found, ``[(hexes, value, [pos, ...]), ...]`` (dual districts, AK-12)."""
    out = {}
    if not houses:
        return out, 0
    if groups is None:
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
                    if p in houses and p not in done:
                        done.add(p)
                        group.append(p)
            groups.append((len(group), sum(levels(p) for p in group), group))
    best = groups[0]
    for g in groups:
        if g[0] > best[0] or (g[0] == best[0] and g[1] > best[1]):
            best = g
    double = "houses" in rules.variants and best[1] >= rules.houses_min_value
    factor = rules.factor if double else 1
    for g in groups:
        if g is best:
            for p in g[2]:
                out[p] = (levels(p) * factor, None)
        else:
            for p in g[2]:
                out[p] = (0, "not in the largest group")
    return out, best[1] * factor


def analyse(cells, rules: ScoringRules, lakes=None) -> dict:
    """For every visible district: (q, r) -> (value it scores, reason or None).

    Value includes the level and any variant doubling; reason is None when it scores, else why
    not ("not in the largest group", "touches a market", "not on the edge", "not surrounded").
    ``lakes``: the city's enclosed empty positions when known (else found by a flood fill,
    :func:`outside_empty`, when a barracks or the gardens variant needs them).
    """
    out = {}
    houses = set()
    for pos, c in cells.items():
        if c.kind != "district":
            continue
        if c.color == "blue":
            houses.add(pos)
            continue
        if lakes is None and (c.color == "red" or (c.color == "green"
                                                   and "gardens" in rules.variants)):
            lakes = lakes_of(cells)
        out[pos] = district_score(cells, pos, c, rules, lakes)
    if houses:
        out.update(houses_score(houses, lambda p: cells[p].level, rules)[0])
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
