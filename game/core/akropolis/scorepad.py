"""Akropolis scorepad (issue 4, item 5): score a city given as plain data (visible hexes only).

Input (the parsed TOML of ``main.py score FILE.toml``)::

    game = "akropolis"
    stones = 2                      # optional, default 0; never negative
    variants = ["markets"]          # optional, each at most once: houses, markets, barracks,
                                    # temples, gardens (AK-8)
    athena = true                   # optional (Athena, AK-11): the output lists the cards
    statue_parts = 4                # optional (Athena, AK-13): 0..4; all 4 score 5 per stone
    statue = false                  # optional, the older key: true is statue_parts = 4
    [[hex]]
    q = 0
    r = 0
    level = 1                       # optional, default 1 (the ground); at most MAX_LEVEL
    kind = "plaza"                  # plaza, district, quarry or dual (an Athena Mini-tile)
    color = "blue"                  # blue, yellow, red, purple, green; not for a quarry
    color2 = "red"                  # a dual only: the colour of its other three sides
    sides = [5, 0, 1]               # a dual only: the three consecutive direction indices of
                                    # hexgrid.DIRECTIONS (0 = east, counter-clockwise) whose
                                    # edges ``color`` covers

Output: {"total", "stones", "blue": {"value", "stars", "points"}, ... all five colours}, and
with ``athena = true`` a table "athena" = {"completed": [card ids whose layout the city
shows, sorted]} (:func:`athena_cards.completed`; Quarry Mine counts the ``stones``).  The
scoring is the city's own (:meth:`City.score`: AK-7, AK-8, dual districts AK-12), the same
code the game uses.  Faults raise :class:`DataError` with ``where`` like ``"hex q=0 r=0"``
(``"hex 3 (q=0, r=0)"`` for a dual's keys).
"""

from __future__ import annotations

from game.core.akropolis import athena_cards, scoring
from game.core.akropolis.city import Cell, City
from game.core.akropolis.data import COLOURS, VARIANTS
from game.core.scorepad_input import (check_keys, describe, entry_where, known_word, pad_error,
                                        quote, whole_number)

#: Athena statue (AK-13): points per stone with the statue complete (all its parts)
STATUE_STONE_VALUE = 5
STATUE_PARTS = 4

#: game.tools.score passes the parsed tile file (stars, variant parameters) as ``game_data``
NEEDS_GAME_DATA = True


#: sanity cap on ``level``: every tile sits one level above the tiles under it, so a city of
#: the starting tile (level 1) and at most all 61 city tiles cannot rise above level 62
MAX_LEVEL = 62

#: the keys each table may hold; anything else would silently drop part of the city
TOP_KEYS = ("game", "stones", "variants", "athena", "statue_parts", "statue", "hex")
HEX_KEYS = ("q", "r", "level", "kind", "color", "color2", "sides")
KINDS = ("plaza", "district", "quarry", "dual")


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
        raise pad_error(where, "kind is missing (plaza, district, quarry or dual)", *at)
    kind = known_word(h["kind"], "kind", KINDS, where, *at, "kind")
    color = h.get("color")
    if kind == "dual":
        cells[(q, r)] = _dual(h, i, q, r, level)
        first[(q, r)] = i + 1
        return
    for k in ("color2", "sides"):
        if k in h:   # named as every Athena fault names its hex: by index and position
            raise pad_error(_dual_where(i, q, r), f"only a dual district has {k} (this is a "
                            f"{kind})", *at, k)
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


def _dual_where(i: int, q: int, r: int) -> str:
    """Where an Athena fault of the ``i``-th (0-based) [[hex]] is: "hex 2 (q=1, r=0)"."""
    return f"hex {i + 1} (q={q}, r={r})"


def _dual(h: dict, i: int, q: int, r: int, level: int) -> Cell:
    """The dual district of the ``i``-th [[hex]] (AK-12): two different district colours,
    ``sides`` three consecutive direction indices (in any order; kept from the first of the
    run, as (5, 0, 1)).  Raises DataError naming the hex by index and position."""
    at = ("hex", i)
    where = _dual_where(i, q, r)
    for k in ("color", "color2", "sides"):
        if k not in h:
            raise pad_error(where, f"a dual district needs {k}" + (
                " (three consecutive direction indices 0..5 whose edges color covers, as "
                "[5, 0, 1])" if k == "sides" else f" ({', '.join(COLOURS)})"), *at)
    color = known_word(h["color"], "color", COLOURS, where, *at, "color")
    color2 = known_word(h["color2"], "color2", COLOURS, where, *at, "color2")
    if color == color2:
        raise pad_error(where, f"a dual district has two different colours, not {color} twice",
                        *at, "color2")
    sides = h["sides"]
    if not (isinstance(sides, list) and len(sides) == 3
            and all(type(d) is int and 0 <= d <= 5 for d in sides)):
        raise pad_error(where, f"sides must list three direction indices 0..5, not "
                        f"{describe(sides) if not isinstance(sides, list) else sides}",
                        *at, "sides")
    start = next((d for d in sides if {d, (d + 1) % 6, (d + 2) % 6} == set(sides)), None)
    if start is None:
        raise pad_error(where, f"sides {sides} are not three consecutive directions (as "
                        f"[0, 1, 2] or [5, 0, 1])", *at, "sides")
    return Cell("dual", color, level, 0, color2, tuple((start + k) % 6 for k in range(3)))


def _statue(data: dict) -> int:
    """The statue parts held: ``statue_parts`` (0..4) or the older ``statue`` (true = 4),
    never both.  Raises DataError."""
    statue = data.get("statue", False)
    if type(statue) is not bool:
        raise pad_error("statue", f"statue must be true or false, not {describe(statue)}",
                        key="statue")
    if "statue_parts" not in data:
        return STATUE_PARTS if statue else 0
    if "statue" in data:
        raise pad_error("statue_parts", "give statue_parts or statue, not both (statue = true "
                        f"is statue_parts = {STATUE_PARTS})", key="statue")
    return whole_number(data["statue_parts"], "statue_parts", "statue_parts", 0, STATUE_PARTS,
                        None, None, "statue_parts")


def parse_city(data: dict) -> tuple:
    """Validate the scorepad dict.  Returns (cells, stones, variants, statue): ``statue``
    True when all four statue parts are held.  Raises DataError (with ``locate``, see
    :mod:`game.core.scorepad_input`).  See :func:`parse_athena_city` for the Athena keys."""
    cells, stones, variants, parts, _athena = parse_athena_city(data)
    return cells, stones, variants, parts == STATUE_PARTS


def parse_athena_city(data: dict) -> tuple:
    """Validate the scorepad dict.  Returns (cells, stones, variants, statue_parts, athena).
    Raises DataError (with ``locate``, see :mod:`game.core.scorepad_input`)."""
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
    parts = _statue(data)
    athena = data.get("athena", False)
    if type(athena) is not bool:
        raise pad_error("athena", f"athena must be true or false, not {describe(athena)}",
                        key="athena")
    hexes = data.get("hex", [])
    if not isinstance(hexes, list):
        raise pad_error("hex", "hexes are written as [[hex]] tables", key="hex")
    cells: dict = {}
    first: dict = {}
    for i, h in enumerate(hexes):
        _hex(h, i, cells, first)
    return cells, stones, tuple(variants), parts, athena


def score_data(data: dict, game_data=None) -> dict:
    """Score a city (see module doc).  ``game_data``: optional AkropolisData for the stars,
    variant parameters and Athena cards; without it the AK-1/AK-8 values and the Athena data
    read last are used.  Raises DataError."""
    cells, stones, variants, parts, athena = parse_athena_city(data)
    rules = scoring.ScoringRules.from_data(
        game_data, variants, stone_value=STATUE_STONE_VALUE if parts == STATUE_PARTS else 1)
    city = City()
    city.cells = cells
    led = city.score(rules).ledger(stones)
    out = {"total": led["total"], "stones": led["stones"]}
    for col in COLOURS:
        out[col] = dict(led[col])
    if athena:
        cards = getattr(game_data, "athena", None)
        out["athena"] = {"completed": list(athena_cards.completed(cells, stones, cards=cards))}
    return out
