"""Akropolis scorepad (issue 4, item 5): score a city given as plain data (visible hexes only).

Input (the parsed TOML of ``main.py score FILE.toml``)::

    game = "akropolis"
    stones = 2                      # optional, default 0; never negative
    variants = ["markets"]          # optional, each at most once: houses, markets, barracks,
                                    # temples, gardens (AK-8)
    statue = false                  # optional (Athena, AK-13): true scores 5 per stone
    [[hex]]
    q = 0
    r = 0
    level = 1                       # optional, default 1 (the ground); at most MAX_LEVEL
    kind = "plaza"                  # plaza, district or quarry
    color = "blue"                  # blue, yellow, red, purple, green; not for a quarry

Output: {"total", "stones", "blue": {"value", "stars", "points"}, ... all five colours}.  The
scoring is :mod:`game.core.akropolis.scoring`, the same code the game uses (AK-7, AK-8).
Faults raise :class:`DataError` with ``where`` like ``"hex q=0 r=0"``.
"""

from __future__ import annotations

from game.core.akropolis import scoring
from game.core.akropolis.city import Cell
from game.core.akropolis.data import COLOURS, VARIANTS
from game.core.scorepad_input import (check_keys, describe, entry_where, known_word, pad_error,
                                        quote, whole_number)

#: Athena statue (AK-13): points per stone with the statue complete
STATUE_STONE_VALUE = 5

#: game.tools.score passes the parsed tile file (stars, variant parameters) as ``game_data``
NEEDS_GAME_DATA = True


#: sanity cap on ``level``: every tile sits one level above the tiles under it, so a city of
#: the starting tile (level 1) and at most all 61 city tiles cannot rise above level 62
MAX_LEVEL = 62

#: the keys each table may hold; anything else would silently drop part of the city
TOP_KEYS = ("game", "stones", "variants", "statue", "hex")
HEX_KEYS = ("q", "r", "level", "kind", "color")


def _hex(h, i: int, cells: dict, first: dict) -> None:
    """Check the ``i``-th (0-based) [[hex]] and add it to ``cells``.  Raises DataError."""
    at = ("hex", i)
    if not isinstance(h, dict):
        raise pad_error(f"hex {i + 1}", "each hex must be a table ([[hex]]) with q, r, level, "
                        "kind, color", *at)
    q, r = h.get("q"), h.get("r")
    where = entry_where(h, "hex", i, ("q", "r"))
    check_keys(h, HEX_KEYS, where, *at)
    for k in ("q", "r"):
        if k not in h:
            raise pad_error(where, f"{k} is missing", *at)
        whole_number(h[k], k, where, -10**6, 10**6, *at, k)
    if (q, r) in cells:
        raise pad_error(where, f"position given twice (hexes {first[(q, r)]} and {i + 1})", *at)
    level = whole_number(h.get("level", 1), "level", where, -10**6, 10**6, *at, "level")
    if level < 1:
        raise pad_error(where, f"level {level} is below the ground (1)", *at, "level")
    if level > MAX_LEVEL:
        raise pad_error(where, f"level {level} is higher than any city can reach (at most "
                        f"{MAX_LEVEL}: the starting tile and all 61 tiles stacked)", *at, "level")
    if "kind" not in h:
        raise pad_error(where, "kind is missing (plaza, district or quarry)", *at)
    kind = known_word(h["kind"], "kind", ("plaza", "district", "quarry"), where, *at, "kind")
    color = h.get("color")
    if kind == "quarry":
        if color is not None:
            shown = quote(color) if isinstance(color, str) else describe(color)
            raise pad_error(where, f"a quarry has no colour (got {shown})", *at, "color")
    elif color is None:
        raise pad_error(where, f"a {kind} needs a color ({', '.join(COLOURS)})", *at)
    else:
        known_word(color, "color", COLOURS, where, *at, "color")
    cells[(q, r)] = Cell(kind, color, level, 0)
    first[(q, r)] = i + 1


def parse_city(data: dict) -> tuple:
    """Validate the scorepad dict.  Returns (cells, stones, variants, statue).  Raises DataError
    (with ``locate``, see :mod:`game.core.scorepad_input`)."""
    check_keys(data, TOP_KEYS, "top level")
    stones = data.get("stones", 0)
    if type(stones) is not int:
        raise pad_error("stones", f"stones must be a whole number, not {describe(stones)}",
                        key="stones")
    if stones < 0:
        raise pad_error("stones", f"stones cannot be negative ({stones})", key="stones")
    variants = data.get("variants", [])
    if not isinstance(variants, list):
        raise pad_error("variants", f"variants must be a list of names ({', '.join(VARIANTS)}), "
                        f"not {describe(variants)}", key="variants")
    for v in variants:
        if not isinstance(v, str) or v not in VARIANTS:
            shown = quote(v) if isinstance(v, str) else describe(v)
            raise pad_error("variants", f"unknown variant {shown}; choose from "
                            f"{', '.join(VARIANTS)}", key="variants")
        if variants.count(v) > 1:
            raise pad_error("variants", f"variant {quote(v)} is listed twice", key="variants")
    statue = data.get("statue", False)
    if type(statue) is not bool:
        raise pad_error("statue", f"statue must be true or false, not {describe(statue)}",
                        key="statue")
    hexes = data.get("hex", [])
    if not isinstance(hexes, list):
        raise pad_error("hex", "hexes are written as [[hex]] tables", key="hex")
    cells: dict = {}
    first: dict = {}
    for i, h in enumerate(hexes):
        _hex(h, i, cells, first)
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
