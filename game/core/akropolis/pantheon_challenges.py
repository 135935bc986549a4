"""Akropolis: Pantheon Architectural Challenges (issue 15; AK-15): is a challenge completed by
the placement just made in a player's own City?

``before`` and ``after`` are a City's visible hexes (dicts (q, r) -> Cell: kind, color, level)
before and after one tile was placed; ``placed`` the (q, r) of that tile's hexes (three for a
city tile), visible in ``after``.  A challenge is about the districts of its colour (blue
houses, yellow markets, red barracks, purple temples, green gardens; a plaza is never one) and
completes only with a placement that takes part in the layout it names (AK-15 reading, written
out in RULES.md "Pantheon: challenges and scenarios").

Terms (one reading for every challenge):

- *fully surrounded*: all six neighbouring positions built, at any level;
- *raised*: on level 2 or higher;
- *on the edge*: some neighbouring position is empty and connects to the outside of the city
  (an enclosed hole is not the edge, as for the base game's barracks, AK-7);
- *alone*: no neighbouring district of the same colour;
- *joining two*: the placed hex touches two hexes of its colour that were not connected to each
  other (through districts of that colour) before the placement;
- *with one hex between them*: exactly two steps apart in a straight line (the hex between may
  be anything, or empty).

One checker per shape, keyed by the challenge's ``kind`` (data in levels/akropolis/pantheon.toml):
see :data:`CHECKERS`.  Every checker returns the hexes of one matched layout ((q, r), ...) for the
table to highlight, or None.  Pure and cheap: the edge test floods the city only when a challenge
asks for it.
"""

from __future__ import annotations

from game.core.akropolis.lakes import lakes_of
from game.core.akropolis.pantheon_data import LOADED, ChallengeDef
from game.core.hexgrid import DIRECTIONS, neighbours


class _View:
    """One city's hexes with the lazily found lakes the edge condition needs (``lakes``: the
    city's enclosed empty positions when the caller knows them, as ``City.lakes()``)."""

    __slots__ = ("cells", "_lakes")

    def __init__(self, cells, lakes=None) -> None:
        self.cells = cells
        self._lakes = lakes

    def lakes(self):
        if self._lakes is None:
            self._lakes = lakes_of(self.cells)
        return self._lakes

    def of(self, pos, color) -> bool:
        """Whether ``pos`` holds a visible district of ``color``."""
        c = self.cells.get(pos)
        return c is not None and c.kind == "district" and c.color == color

    def surrounded(self, pos) -> bool:
        q, r = pos
        cells = self.cells
        return all((q + dq, r + dr) in cells for dq, dr in DIRECTIONS)

    def on_edge(self, pos) -> bool:
        q, r = pos
        cells = self.cells
        empty = [p for p in ((q + dq, r + dr) for dq, dr in DIRECTIONS) if p not in cells]
        if not empty:
            return False  # no flood fill for a hex with every neighbour built
        lakes = self.lakes()
        return any(p not in lakes for p in empty)

    def alone(self, pos, color) -> bool:
        q, r = pos
        return not any(self.of((q + dq, r + dr), color) for dq, dr in DIRECTIONS)

    def ok(self, pos, ch: ChallengeDef, edge: bool = True) -> bool:
        """Whether ``pos`` is a district of the challenge's colour meeting its conditions
        (``edge=False``: all but the edge)."""
        if not self.of(pos, ch.color):
            return False
        cond = ch.conditions
        if "raised" in cond and self.cells[pos].level < 2:
            return False
        if "surrounded" in cond and not self.surrounded(pos):
            return False
        if "alone" in cond and not self.alone(pos, ch.color):
            return False
        return not (edge and "edge" in cond and not self.on_edge(pos))


def _new(ch, before: _View, pos, placed) -> bool:
    """Whether ``pos``, meeting the challenge's conditions after the placement, is new with it:
    placed, or not meeting them before.  A hex still on the edge after a placement was on the
    edge before (building only shrinks the outside), so the edge is not searched again."""
    return pos in placed or not before.ok(pos, ch, edge=False)


def _neighbours(pos):
    return neighbours(*pos)


def _groups(view: _View, members) -> dict:
    """(q, r) -> group number for ``members`` (a set), connected through edges."""
    out = {}
    n = 0
    for start in sorted(members):
        if start in out:
            continue
        out[start] = n
        todo = [start]
        while todo:
            for p in _neighbours(todo.pop()):
                if p in members and p not in out:
                    out[p] = n
                    todo.append(p)
        n += 1
    return out


# ---------------------------------------------------------------------------- the checkers
def _placed(ch, before, after, placed):
    """A placed hex of the colour with the conditions (Lookout Tower, Oracle, Sacred Grove)."""
    for p in placed:
        if after.ok(p, ch):
            return (p,)
    return None


def _next_to(ch, before, after, placed):
    """A placed hex of the colour next to another one, both with the conditions (Patrician
    Villa, Bastion, Gods' Promenade)."""
    for p in placed:
        if after.ok(p, ch):
            for n in _neighbours(p):
                if after.ok(n, ch):
                    return (p, n)
    return None


def _touching(ch, before, after, placed):
    """A placed hex of the colour (with the conditions) touching ``count`` hexes of the colour
    (Population Expansion)."""
    for p in placed:
        if after.ok(p, ch):
            near = [n for n in _neighbours(p) if after.of(n, ch.color)]
            if len(near) >= ch.count:
                return (p, *near)
    return None


def _joining(ch, before, after, placed):
    """A placed hex of the colour (with the conditions) touching ``count`` hexes of the colour,
    still visible from before, that no path of that colour connected before; ``lower``: each
    lower than the placed hex (Residential Area, Garrison, Grand Temple)."""
    members = {p for p, c in before.cells.items() if c.kind == "district" and c.color == ch.color}
    group = None
    for p in placed:
        if not after.ok(p, ch):
            continue
        level = after.cells[p].level
        near = [n for n in _neighbours(p) if n not in placed and after.of(n, ch.color)
                and (not ch.lower or after.cells[n].level < level)]
        if len(near) < ch.count:
            continue
        if group is None:
            group = _groups(before, members)
        chosen, seen = [], set()
        for n in near:
            g = group.get(n)
            if g is not None and g not in seen:
                seen.add(g)
                chosen.append(n)
        if len(chosen) >= ch.count:
            return (p, *chosen[:ch.count])
    return None


def _apart(ch, before, after, placed):
    """A placed hex of the colour and another two steps away in a straight line, both with the
    conditions (Foreign Trade, Rare Commodities)."""
    for p in placed:
        if after.ok(p, ch):
            q, r = p
            for dq, dr in DIRECTIONS:
                n = (q + 2 * dq, r + 2 * dr)
                if after.ok(n, ch):
                    return (p, n)
    return None


def _surrounded(ch, before, after, placed):
    """``count`` hexes of the colour become fully surrounded with this placement (placed ones,
    or ones not surrounded before); ``placed``: a placed hex must be of the colour
    (Neighbourhood, Market Stall, Ritual, Orchard)."""
    if ch.placed and not any(after.of(p, ch.color) for p in placed):
        return None
    new = [p for p, c in after.cells.items()
           if c.kind == "district" and c.color == ch.color and after.surrounded(p)
           and (p in placed or not before.surrounded(p))]
    return tuple(sorted(new)) if len(new) >= ch.count else None


def _qualifying(ch, view: _View) -> set:
    return {p for p, c in view.cells.items()
            if c.kind == "district" and c.color == ch.color and view.ok(p, ch)}


def _count(ch, before, after, placed):
    """``count`` hexes of the colour with the conditions, one of them new with this placement
    (placed, or meeting the conditions only now) (Uprising, Bustling Trade, Religious
    Fervour)."""
    now = _qualifying(ch, after)
    if len(now) < ch.count:
        return None
    return tuple(sorted(now)) if any(_new(ch, before, p, placed) for p in now) else None


def _group(ch, before, after, placed):
    """``count`` connected hexes of the colour with the conditions (connected through such
    hexes), one of them new with this placement (Suburb)."""
    now = _qualifying(ch, after)
    if len(now) < ch.count:
        return None
    group = _groups(after, now)
    sizes: dict = {}
    for g in group.values():
        sizes[g] = sizes.get(g, 0) + 1
    for p in sorted(now):
        if sizes[group[p]] >= ch.count and _new(ch, before, p, placed):
            return tuple(sorted(x for x in now if group[x] == group[p]))
    return None


#: kind -> checker(challenge, before view, after view, placed) -> hexes or None
CHECKERS = {"placed": _placed, "next_to": _next_to, "touching": _touching, "joining": _joining,
            "apart": _apart, "surrounded": _surrounded, "count": _count, "group": _group}


def challenge_def(challenge) -> ChallengeDef:
    """``challenge`` as a ChallengeDef: itself, or the loaded challenge with that id.
    Raises KeyError for an id of no loaded challenge."""
    if isinstance(challenge, ChallengeDef):
        return challenge
    try:
        return LOADED[challenge]
    except KeyError:
        raise KeyError(f"no Architectural Challenge {challenge!r} (is "
                       "levels/akropolis/pantheon.toml loaded?)") from None


def match(challenge, before, after, placed, lakes=None) -> tuple | None:
    """The hexes ((q, r), ...) of the layout ``challenge`` (a ChallengeDef or its id) names,
    completed by placing ``placed`` (see the module doc), or None.  ``lakes``: the enclosed
    empty positions of ``after`` when known (``City.lakes()``), else found when needed.
    Raises KeyError for an unknown challenge."""
    ch = challenge_def(challenge)
    placed = tuple(placed)
    return CHECKERS[ch.kind](ch, _View(before), _View(after, lakes), placed)


def met(challenge, before, after, placed, lakes=None) -> bool:
    """Whether placing ``placed`` (turning ``before`` into ``after``) completes ``challenge``
    (a ChallengeDef or its id; AK-15); ``lakes`` as for :func:`match`.  Raises KeyError for an
    unknown challenge."""
    return match(challenge, before, after, placed, lakes) is not None


def completed(challenges, before, after, placed, lakes=None) -> tuple:
    """The ids of ``challenges`` (ChallengeDefs or ids) that placing ``placed`` completes, in
    the order given (``lakes`` as for :func:`match`).  Shares the lake search between the
    challenges."""
    b, a = _View(before), _View(after, lakes)
    placed = tuple(placed)
    out = []
    for c in challenges:
        ch = challenge_def(c)
        if CHECKERS[ch.kind](ch, b, a, placed) is not None:
            out.append(ch.id)
    return tuple(out)
