"""Akropolis scorepad (issue 4, item 5): score a city given as plain data (visible hexes only).

Input (the parsed TOML of ``main.py score FILE.toml``)::

    game = "akropolis"
    stones = 2                      # optional, default 0; never negative
    variants = ["markets"]          # optional: houses, markets, barracks, temples, gardens (AK-8)
    statue = false                  # optional (Athena, AK-13): true scores 5 per stone
    [[hex]]
    q = 0
    r = 0
    level = 1                       # optional, default 1 (the ground)
    kind = "plaza"                  # plaza, district or quarry
    color = "blue"                  # blue, yellow, red, purple, green; not for a quarry

Output: {"total", "stones", "blue": {"value", "stars", "points"}, ... all five colours}.  The
scoring is :mod:`game.core.akropolis.scoring`, the same code the game uses (AK-7, AK-8).
Faults raise :class:`DataError` with ``where`` like ``"hex q=0 r=0"``.
"""

from __future__ import annotations

from game.core.akropolis import scoring
from game.core.akropolis.city import Cell
from game.core.akropolis.data import COLOURS, KINDS, VARIANTS
from game.core.errors import DataError

#: Athena statue (AK-13): points per stone with the statue complete
STATUE_STONE_VALUE = 5


def _is_int(v) -> bool:
    return type(v) is int


def parse_city(data: dict) -> tuple:
    """Validate the scorepad dict.  Returns (cells, stones, variants, statue).  Raises DataError."""
    stones = data.get("stones", 0)
    if not _is_int(stones):
        raise DataError("stones", f"stones must be a whole number, not {stones!r}", key="stones")
    if stones < 0:
        raise DataError("stones", f"stones cannot be negative ({stones})", key="stones")
    variants = data.get("variants", [])
    if not isinstance(variants, list):
        raise DataError("variants", "variants must be a list of names", key="variants")
    for v in variants:
        if v not in VARIANTS:
            raise DataError("variants", f"unknown variant {v!r}; choose from {', '.join(VARIANTS)}",
                            key="variants")
    statue = data.get("statue", False)
    if type(statue) is not bool:
        raise DataError("statue", f"statue must be true or false, not {statue!r}", key="statue")
    hexes = data.get("hex", [])
    if not isinstance(hexes, list):
        raise DataError("hex", "hex must be a list of [[hex]] tables", key="hex")
    cells = {}
    first = {}
    for i, h in enumerate(hexes, start=1):
        if not isinstance(h, dict):
            raise DataError(f"hex {i}", "must be a table with q, r, level, kind, color", key="hex")
        q, r = h.get("q"), h.get("r")
        if not _is_int(q) or not _is_int(r):
            raise DataError(f"hex {i}", f"q and r must be whole numbers (q={q!r} r={r!r})")
        where = f"hex q={q} r={r}"
        if (q, r) in cells:
            raise DataError(where, f"position given twice (hexes {first[(q, r)]} and {i})",
                            key=None)
        level = h.get("level", 1)
        if not _is_int(level):
            raise DataError(where, f"level must be a whole number, not {level!r}")
        if level < 1:
            raise DataError(where, f"level {level} is below the ground (1)", key=f"level = {level}")
        kind = h.get("kind")
        if kind not in KINDS:
            raise DataError(where, f"unknown kind {kind!r}; use plaza, district or quarry",
                            key=f'"{kind}"' if isinstance(kind, str) else None)
        color = h.get("color")
        if kind == "quarry":
            if color is not None:
                raise DataError(where, f"a quarry has no colour (got {color!r})",
                                key=f'"{color}"' if isinstance(color, str) else None)
        elif color is None:
            raise DataError(where, f"a {kind} needs a color ({', '.join(COLOURS)})")
        elif color not in COLOURS:
            raise DataError(where, f"unknown color {color!r}; use {', '.join(COLOURS)}",
                            key=f'"{color}"' if isinstance(color, str) else None)
        cells[(q, r)] = Cell(kind, color, level, 0)
        first[(q, r)] = i
    return cells, stones, tuple(variants), statue


def score_data(data: dict, game_data=None) -> dict:
    """Score a city (see module doc).  ``game_data``: optional AkropolisData for the stars and
    variant parameters; without it the AK-1/AK-8 values are used.  Raises DataError."""
    cells, stones, variants, statue = parse_city(data)
    rules = scoring.ScoringRules.from_data(
        game_data, variants, stone_value=STATUE_STONE_VALUE if statue else 1)
    led = scoring.ledger(cells, stones, rules)
    out = {"total": led["total"], "stones": led["stones"]}
    for col in COLOURS:
        out[col] = dict(led[col])
    return out
