"""TEMPORARY stand-in for panchal's pantheon data, challenge checkers and Capital scoring, used
until that branch is merged (then this module is deleted).  Same names as the brief's contract."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.akropolis.cityscore import CityScore
from game.core.akropolis.data import COLOURS
from game.core.akropolis.lakes import lakes_of

_IDS = {"blue": ("neighbourhood", "patrician-villa", "population-expansion", "residential-area",
                 "suburb"),
        "red": ("bastion", "garrison", "lookout-tower", "uprising"),
        "yellow": ("bustling-trade", "foreign-trade", "market-stall", "rare-commodities"),
        "purple": ("grand-temple", "oracle", "religious-fervour", "ritual"),
        "green": ("gods-promenade", "orchard", "sacred-grove")}


@dataclass(frozen=True)
class ChallengeDef:
    id: str
    name: str
    color: str
    text: str = ""
    view: str = "birds-eye"


@dataclass(frozen=True)
class ScenarioDef:
    id: str
    name: str
    text: str = ""
    targets: dict = field(default_factory=dict)


@dataclass(frozen=True)
class PantheonData:
    challenges: tuple
    altars: dict
    scenarios: tuple

    def challenge(self, cid):
        return next(c for c in self.challenges if c.id == cid)

    def scenario(self, sid):
        return next(s for s in self.scenarios if s.id == sid)


DATA = PantheonData(
    challenges=tuple(ChallengeDef(i, i.replace("-", " ").title(), col)
                     for col, ids in _IDS.items() for i in ids),
    altars={"blue": 5, "yellow": 4, "red": 4, "purple": 4, "green": 3},
    scenarios=(ScenarioDef("corinth", "Corinth", targets={2: (40, 60, 80), 3: (45, 65, 90),
                                                          4: (50, 70, 100)}),
               ScenarioDef("sparta", "Sparta", targets={2: (30, 45, 60), 3: (35, 50, 70),
                                                        4: (40, 55, 80)}),
               ScenarioDef("athens", "Athens", targets={2: (25, 40, 55), 3: (30, 45, 65),
                                                        4: (35, 50, 75)})))


def met(challenge_id, before, after, placed) -> bool:
    """Stub: the placed hex is a raised district of the challenge's colour."""
    col = DATA.challenge(challenge_id).color
    c = after.get(placed)
    return c is not None and c.kind == "district" and c.color == col and c.level >= 2


def counted(cells, altars, scenario) -> dict:
    out = {}
    for p, col in altars.items():
        c = cells.get(p)
        if c is None or c.kind != "plaza" or c.color != col:
            continue
        if scenario == "sparta" and col not in ("red", "purple", "blue"):
            continue
        if scenario == "athens" and c.level < 2:
            continue
        out[p] = col
    return out


def capital_ledger(cells, altars, scenario, rules) -> dict:
    sc = CityScore.build(cells, lakes_of(cells), rules)
    keep = counted(cells, altars, scenario)
    out = {}
    total = 0
    for col in COLOURS:
        stars = sum(dict(rules.stars)[col] for c in keep.values() if c == col)
        value = sc.value[col]
        out[col] = {"value": value, "stars": stars, "points": value * stars}
        total += value * stars
    out["total"] = total
    return out


def tier(total, scenario, players, data=DATA) -> int:
    t = data.scenario(scenario).targets[players]
    return sum(1 for x in t if total >= x)
