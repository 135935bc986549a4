"""A city's score kept up to date per placement (AK-7, AK-8), and previews of a placement.

:class:`CityScore` holds, for one :class:`ScoringRules`, what :func:`scoring.analyse` and
:func:`scoring.ledger` say about a city: each visible district's (value, reason), each colour's
value and stars.  A placement changes only the districts on and next to the tile (and next to a
lake it closes), and the houses when a house is laid or covered: :meth:`CityScore.changes` works
out just those, for a preview (:meth:`CityScore.total_with`) or to keep (:meth:`updated`).
A CityScore is never changed in place, so copies of a city share it.
"""

from __future__ import annotations

from game.core.akropolis.data import COLOURS
from game.core.akropolis.scoring import ScoringRules, district_score, houses_score
from game.core.hexgrid import DIRECTIONS


class CityScore:
    """Scoring of one city under ``rules``: ``status`` (q, r) -> (value, reason) for every
    visible district (equal to :func:`scoring.analyse`), ``value`` and ``stars`` colour -> int,
    ``houses`` the frozenset of visible house districts."""

    __slots__ = ("rules", "status", "value", "stars", "houses", "_per", "duals")

    @classmethod
    def build(cls, cells, lakes, rules: ScoringRules) -> "CityScore":
        """Score ``cells`` from scratch; ``lakes``: the city's enclosed empty positions."""
        s = cls()
        s.rules = rules
        per = s._per = dict(rules.stars)
        status = s.status = {}
        value = s.value = dict.fromkeys(COLOURS, 0)
        stars = s.stars = dict.fromkeys(COLOURS, 0)
        houses = set()
        duals = False
        for pos, c in cells.items():  # one pass: scoring.analyse and scoring.ledger's sums
            kind = c.kind
            if kind == "plaza":
                stars[c.color] += per[c.color]
            elif kind == "district":
                if c.color == "blue":
                    houses.add(pos)
                else:
                    st = status[pos] = district_score(cells, pos, c, rules, lakes)
                    value[c.color] += st[0]
            elif kind == "dual":
                duals = True
        s.duals = duals   # True: the city is scored by athena_city.DualScore instead (AK-12)
        s.houses = frozenset(houses)
        if houses:
            got, value["blue"] = houses_score(houses, lambda p: cells[p].level, rules)
            status.update(got)
        return s

    def changes(self, cells, over: dict, lakes, new_lakes=(), around=None, under=None) -> tuple:
        """What laying ``over`` ((q, r) -> Cell, the tile's three hexes) on ``cells`` changes:
        ``(status, value, stars, houses)``: status (q, r) -> new (value, reason), or None for a
        district covered by a non-district; value / stars colour -> change; houses the new
        frozenset of houses, or None when unchanged.  ``lakes``: the lakes with the tile laid;
        ``new_lakes``: the positions the tile encloses.  ``around``: the positions under and
        next to the tile (each once) and ``under`` their cells before, when the caller has
        them."""
        rules = self.rules
        status = self.status
        per = self._per
        dv = dict.fromkeys(COLOURS, 0)
        ds = dict.fromkeys(COLOURS, 0)
        upd = {}
        blue = False
        if around is None:
            near = set(over)
            for (q, r) in over:
                for dq, dr in DIRECTIONS:
                    near.add((q + dq, r + dr))
            around = list(near)
            under = [cells.get(p) for p in around]
        if new_lakes:
            extra = set()
            for (q, r) in new_lakes:
                for dq, dr in DIRECTIONS:
                    extra.add((q + dq, r + dr))
            extra.difference_update(around)
            around = list(around) + list(extra)
            under = list(under) + [cells.get(p) for p in extra]
        for pos, nc in over.items():
            oc = cells.get(pos)
            if oc is not None:
                if oc.kind == "plaza":
                    ds[oc.color] -= per[oc.color]
                elif oc.kind == "district" and oc.color == "blue":
                    blue = True
            if nc.kind == "plaza":
                ds[nc.color] += per[nc.color]
            elif nc.kind == "district" and nc.color == "blue":
                blue = True
        for pos, oc in zip(around, under):
            nc = over.get(pos) or oc
            if nc is None:
                continue
            if oc is not None and oc.kind == "district" and oc.color != "blue":
                dv[oc.color] -= status[pos][0]
                if nc is not oc:
                    upd[pos] = None
            if nc.kind == "district" and nc.color != "blue":
                st = district_score(cells, pos, nc, rules, lakes, over)
                dv[nc.color] += st[0]
                upd[pos] = st
        houses = None
        if blue:
            hs = set(self.houses)
            for pos, nc in over.items():
                if nc.kind == "district" and nc.color == "blue":
                    hs.add(pos)
                elif pos in hs:
                    hs.discard(pos)
                    if pos not in upd:
                        upd[pos] = None
            houses = frozenset(hs)
            got, total = houses_score(hs, lambda p: (over.get(p) or cells[p]).level, rules)
            upd.update(got)
            dv["blue"] = total - self.value["blue"]
        return upd, dv, ds, houses

    def total_with(self, dv: dict, ds: dict, stones: int) -> int:
        """The total (AK-7) with the value / stars changes of :meth:`changes` and ``stones``."""
        value, stars = self.value, self.stars
        t = stones * self.rules.stone_value
        for col in COLOURS:
            t += (value[col] + dv[col]) * (stars[col] + ds[col])
        return t

    def updated(self, upd: dict, dv: dict, ds: dict, houses) -> "CityScore":
        """A new CityScore with the changes of :meth:`changes` kept."""
        s = CityScore()
        s.rules = self.rules
        s._per = self._per
        s.duals = False
        status = dict(self.status)
        for pos, st in upd.items():
            if st is None:
                status.pop(pos, None)
            else:
                status[pos] = st
        s.status = status
        s.value = {col: self.value[col] + dv[col] for col in COLOURS}
        s.stars = {col: self.stars[col] + ds[col] for col in COLOURS}
        s.houses = self.houses if houses is None else houses
        return s

    def ledger(self, stones: int, dv: dict | None = None, ds: dict | None = None) -> dict:
        """The score sheet of :func:`scoring.ledger` (optionally with changes from
        :meth:`changes`): {colour: {"value", "stars", "points"}}, "stones", "total"."""
        out = {}
        total = 0
        for col in COLOURS:
            v = self.value[col] + (dv[col] if dv else 0)
            n = self.stars[col] + (ds[col] if ds else 0)
            out[col] = {"value": v, "stars": n, "points": v * n}
            total += v * n
        out["stones"] = stones * self.rules.stone_value
        out["total"] = total + out["stones"]
        return out
