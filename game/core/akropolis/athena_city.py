"""Athena Mini-tiles in a city (AK-11) and the scoring of dual districts (AK-12).

A Mini-tile is one hex: a plaza, a district or a dual district.  It goes on top of any visible
hex that is not a Mini-tile (one level higher; no support rule, it is one hex) or on an empty
hex next to the city (level 1); covering a quarry gives a stone at any level.

A dual district (``Cell.kind == "dual"``) has two halves: ``color`` on its three ``sides``
(indices of hexgrid.DIRECTIONS), ``color2`` on the other three.  Each half scores as a district
of its colour worth the hex's level, judged across its own three sides only (AK-12):

- houses: a house half joins the houses its own sides touch (a neighbour joins back only across
  a side that is a house: a whole house district, or a dual's house half); the largest group
  scores, as in AK-7;
- markets: a market half scores when none of its own sides touches a market (a market district
  or a dual's market half facing it);
- barracks: on the edge when one of its own sides faces an empty hex outside the city (not a
  lake);
- temples: surrounded when its own three sides are built;
- gardens: always.

Variants (AK-8) apply to a half across its own sides the same way.  A whole district next to a
dual sees the colour of the dual's side that faces it (a market next to a dual's market side
touches a market; a house joins a dual's house half across that half's sides).

Cities without a dual district never come here: :class:`game.core.akropolis.cityscore.CityScore`
keeps scoring them incrementally; a city with one is scored from scratch per change by
:class:`DualScore` (Athena games only, a handful of hexes).
"""

from __future__ import annotations

from game.core.akropolis.cityscore import CityScore
from game.core.akropolis.data import COLOURS
from game.core.akropolis.scoring import houses_score
from game.core.hexgrid import DIRECTIONS

#: tile ids of the Mini-tiles: MINI_BASE + the index into the data's Mini-tile list (0..29)
MINI_BASE = 1000
ALL_SIDES = (0, 1, 2, 3, 4, 5)


def is_mini(tile_id) -> bool:
    """True for the tile id of a Mini-tile (``MINI_BASE`` + index)."""
    return type(tile_id) is int and tile_id >= MINI_BASE


def dual_sides(rotation: int) -> tuple:
    """The three sides a dual district's first colour covers when turned ``rotation`` (0..5):
    ``(rotation, rotation + 1, rotation + 2)`` modulo 6 (rotation 5: (5, 0, 1))."""
    return tuple((rotation + k) % 6 for k in range(3))


def mini_refusal(cells: dict, mini, q, r, rotation=0) -> str | None:
    """None when ``mini`` may go at (q, r) of ``cells`` turned ``rotation``; else why not, in
    player words (AK-11)."""
    if type(q) is not int or type(r) is not int:
        return f"a position needs whole numbers q and r, not {q!r}, {r!r}"
    if type(rotation) is not int or not 0 <= rotation <= 5:
        return f"rotation must be 0 to 5, not {rotation!r}"
    if getattr(mini, "kind", None) not in ("plaza", "district", "dual"):
        return "that is not a Mini-tile"
    c = cells.get((q, r))
    if c is not None:
        if is_mini(c.tile_id):
            return "A Mini-tile cannot go on another Mini-tile"
        return None
    for dq, dr in DIRECTIONS:
        if (q + dq, r + dr) in cells:
            return None
    return "A Mini-tile must touch your city"


def mini_spots(cells: dict) -> list:
    """Every (q, r) a Mini-tile may go, sorted: visible hexes that are not Mini-tiles and the
    empty hexes next to the city."""
    out = set()
    for (q, r), c in cells.items():
        if not is_mini(c.tile_id):
            out.add((q, r))
        for dq, dr in DIRECTIONS:
            p = (q + dq, r + dr)
            if p not in cells:
                out.add(p)
    return sorted(out)


def side(cell, d: int) -> tuple:
    """``(kind, colour)`` ``cell`` shows across side ``d``: a dual's half is a "district"."""
    if cell.kind == "dual":
        return ("district", cell.color if d in cell.sides else cell.color2)
    return (cell.kind, cell.color)


def halves(cell) -> tuple:
    """``((colour, own sides), ...)`` of a district: one whole part, or a dual's two halves."""
    if cell.kind == "dual":
        rest = tuple(d for d in ALL_SIDES if d not in cell.sides)
        return ((cell.color, tuple(cell.sides)), (cell.color2, rest))
    return ((cell.color, ALL_SIDES),)


def part_score(cells, pos, color, level, own, rules, lakes) -> tuple:
    """``(value, reason)`` of a market, barracks, temple or garden part of colour ``color`` at
    ``pos`` resting at ``level``, judged across its ``own`` sides (AK-7, AK-8, AK-12)."""
    q, r = pos
    variants = rules.variants
    if color == "yellow":
        by_plaza = False
        for d in own:
            dq, dr = DIRECTIONS[d]
            n = cells.get((q + dq, r + dr))
            if n is None:
                continue
            kind, col = side(n, (d + 3) % 6)
            if col == "yellow":
                if kind == "district":
                    return (0, "touches a market")
                if kind == "plaza":
                    by_plaza = True
        return (level * rules.factor if ("markets" in variants and by_plaza) else level, None)
    if color == "red":
        n_out = 0
        for d in own:
            dq, dr = DIRECTIONS[d]
            p = (q + dq, r + dr)
            if p not in cells and p not in lakes:
                n_out += 1
        if n_out == 0:
            return (0, "not on the edge")
        if "barracks" in variants and n_out >= rules.barracks_min_empty:
            return (level * rules.factor, None)
        return (level, None)
    if color == "purple":
        for d in own:
            dq, dr = DIRECTIONS[d]
            if (q + dq, r + dr) not in cells:
                return (0, "not surrounded")
        return (level * rules.factor if ("temples" in variants and level > 1) else level, None)
    if "gardens" in variants:
        for d in own:
            dq, dr = DIRECTIONS[d]
            p = (q + dq, r + dr)
            if p in lakes and p not in cells:
                return (level * rules.factor, None)
    return (level, None)


def house_groups(cells) -> list:
    """The house groups of ``cells``, joined side by side (AK-12): ``[(hexes, value, [pos,
    ...]), ...]`` in the order of their smallest position."""
    sides = {}
    for pos, c in cells.items():
        if c.kind in ("district", "dual"):
            for color, own in halves(c):
                if color == "blue":
                    sides[pos] = own
    groups = []
    done = set()
    for start in sorted(sides):
        if start in done:
            continue
        group = [start]
        done.add(start)
        i = 0
        while i < len(group):
            q, r = group[i]
            i += 1
            for d in sides[(q, r)]:
                dq, dr = DIRECTIONS[d]
                p = (q + dq, r + dr)
                if p in sides and p not in done and (d + 3) % 6 in sides[p]:
                    done.add(p)
                    group.append(p)
        groups.append((len(group), sum(cells[p].level for p in group), group))
    return groups


class DualScore(CityScore):
    """:class:`CityScore` of a city holding a dual district (AK-12), worked out from scratch
    on every change.  ``status`` covers the whole districts; ``halves`` maps each dual's (q, r)
    to ``((colour, value, reason), (colour2, value, reason))``."""

    __slots__ = ("halves",)

    @classmethod
    def build(cls, cells, lakes, rules) -> "DualScore":
        s = cls()
        s.rules = rules
        s.duals = True
        per = s._per = dict(rules.stars)
        status = s.status = {}
        value = s.value = dict.fromkeys(COLOURS, 0)
        stars = s.stars = dict.fromkeys(COLOURS, 0)
        split = s.halves = {}
        houses = set()
        for pos, c in cells.items():
            if c.kind == "plaza":
                stars[c.color] += per[c.color]
            elif c.kind in ("district", "dual"):
                parts = []
                for col, own in halves(c):
                    if col == "blue":
                        parts.append([col, 0, None])
                        continue
                    v, why = part_score(cells, pos, col, c.level, own, rules, lakes)
                    value[col] += v
                    parts.append([col, v, why])
                if c.kind == "dual":
                    split[pos] = parts
                elif c.color == "blue":
                    houses.add(pos)
                else:
                    status[pos] = tuple(parts[0][1:])
        groups = house_groups(cells)
        if groups:
            got, value["blue"] = houses_score({p for g in groups for p in g[2]},
                                              lambda p: cells[p].level, rules, groups)
            for p, st in got.items():
                if p in split:
                    for part in split[p]:
                        if part[0] == "blue":
                            part[1:] = st
                else:
                    status[p] = st
        for pos, parts in split.items():
            split[pos] = tuple(tuple(p) for p in parts)
        s.houses = frozenset(houses)
        return s

    def changes(self, cells, over: dict, lakes, new_lakes=(), around=None, under=None) -> tuple:
        """As :meth:`CityScore.changes`, but the first item is the whole new DualScore (what
        :meth:`updated` keeps)."""
        merged = dict(cells)
        merged.update(over)
        new = DualScore.build(merged, lakes, self.rules)
        dv = {col: new.value[col] - self.value[col] for col in COLOURS}
        ds = {col: new.stars[col] - self.stars[col] for col in COLOURS}
        return new, dv, ds, None

    def updated(self, upd, dv, ds, houses) -> "DualScore":
        return upd
