"""Akropolis: Pantheon scorepad (issue 15, item 5): score a Capital given as plain data.

Input (the parsed TOML of ``main.py score FILE.toml``)::

    game = "akropolis-pantheon"
    scenario = "corinth"            # corinth, sparta or athens (AK-16)
    players = 3                     # 2..4: which targets the tier compares against
    [[hex]]                         # the Capital's visible hexes, as the Akropolis city format
    q = 0
    r = 0
    level = 1                       # optional, default 1
    kind = "plaza"                  # plaza, district or quarry
    color = "blue"
    altar = true                    # optional, plazas only: a Divine Altar of the plaza's colour

Output: ``{"total", "tier", "blue": {"value", "stars", "points"}, ... all five colours}``:
the Capital scored by :func:`game.core.akropolis.pantheon_scoring.capital_ledger` (stars only
from the altar plazas the Scenario scores, AK-14) and ``tier`` 0..3, the Scenario's targets for
``players`` reached.  The Capital scores no stones: ``stones``, ``variants`` and ``statue`` are
refused with the other unknown keys.  Faults raise :class:`DataError` with ``where`` like
``"hex q=0 r=0"`` and ``locate`` (see :mod:`game.core.scorepad_input`).
"""

from __future__ import annotations

from game.core.akropolis import GAME_ID, pantheon_scoring, scoring
from game.core.akropolis.data import COLOURS
from game.core.akropolis.pantheon_data import PLAYER_COUNTS
from game.core.akropolis.scorepad import HEX_KEYS, parse_city
from game.core.scorepad_input import (check_keys, describe, entry_where, known_word, pad_error,
                                        whole_number)

#: the ``game`` value of a Pantheon Capital (game.tools.score lists it)
SCOREPAD_GAME = "akropolis-pantheon"
#: the registry game whose data (tile set and levels/akropolis/pantheon.toml) scores it
DATA_GAME = GAME_ID
#: game.tools.score passes the parsed data as second argument
NEEDS_GAME_DATA = True

TOP_KEYS = ("game", "scenario", "players", "hex")
PANTHEON_HEX_KEYS = (*HEX_KEYS, "altar")
#: why a key of the Akropolis city format is refused here
_NOT_HERE = {"stones": "the Capital scores no stones",
             "variants": "Pantheon is played without the scoring variants",
             "statue": "the statue of Athena is not part of Pantheon"}


def _top(data: dict, pantheon) -> tuple:
    """``(scenario, players)`` of the top level.  Raises DataError."""
    for key, why in _NOT_HERE.items():
        if key in data:
            raise pad_error(key, f"{key} is not part of a Pantheon Capital: {why}", key=key)
    check_keys(data, TOP_KEYS, "top level")
    ids = pantheon.scenario_ids
    if "scenario" not in data:
        raise pad_error("scenario", f"scenario is missing ({', '.join(ids)})")
    sid = known_word(data["scenario"], "scenario", ids, "scenario", key="scenario")
    if "players" not in data:
        raise pad_error("players", f"players is missing ({PLAYER_COUNTS[0]} to "
                        f"{PLAYER_COUNTS[-1]})")
    players = whole_number(data["players"], "players", "players", PLAYER_COUNTS[0],
                           PLAYER_COUNTS[-1], key="players",
                           unit=" (Pantheon is played by 2 to 4 Architects)")
    return pantheon.scenario(sid), players


def _altars(hexes: list, cells: dict, box: dict) -> dict:
    """(q, r) -> colour of the hexes marked ``altar = true``.  Raises DataError: ``altar`` not
    true/false, an altar on a district or a quarry, more altars of a colour than the box holds
    (``box``: colour -> count)."""
    altars = {}
    for i, h in enumerate(hexes):
        where = entry_where(h, "hex", i, ("q", "r"))
        altar = h.get("altar", False)
        if type(altar) is not bool:
            raise pad_error(where, f"altar must be true or false, not {describe(altar)}",
                            "hex", i, "altar")
        if altar:
            c = cells[(h["q"], h["r"])]
            if c.kind != "plaza":
                raise pad_error(where, f"a Divine Altar stands only on a plaza, not on a "
                                f"{c.kind}", "hex", i, "altar")
            altars[(h["q"], h["r"])] = c.color
            n = sum(1 for col in altars.values() if col == c.color)
            if n > box[c.color]:
                raise pad_error(where, f"{n} {c.color} Divine Altars, but the box holds "
                                f"{box[c.color]}", "hex", i, "altar")
    return altars


def parse_capital(data: dict, pantheon) -> tuple:
    """Validate the scorepad dict.  Returns ``(cells, altars, scenario, players)``.  Raises
    DataError (with ``locate``)."""
    scenario, players = _top(data, pantheon)
    hexes = data.get("hex", [])
    city = {k: v for k, v in data.items() if k in ("game", "hex")}
    if isinstance(hexes, list):
        for i, h in enumerate(hexes):
            if isinstance(h, dict):
                check_keys(h, PANTHEON_HEX_KEYS, entry_where(h, "hex", i, ("q", "r")), "hex", i)
        city["hex"] = [{k: v for k, v in h.items() if k != "altar"} if isinstance(h, dict)
                       else h for h in hexes]
    cells = parse_city(city)[0]
    return cells, _altars(hexes, cells, pantheon.altars), scenario, players


def score_data(data: dict, game_data=None) -> dict:
    """Score a Pantheon Capital (see module doc).  ``game_data``: the AkropolisData carrying
    ``pantheon`` (game.games.game_data("akropolis")).  Raises DataError."""
    pantheon = getattr(game_data, "pantheon", None)
    if pantheon is None:
        raise pad_error("game", "the Pantheon scorepad needs levels/akropolis/pantheon.toml",
                        key="game")
    cells, altars, scenario, players = parse_capital(data, pantheon)
    rules = scoring.ScoringRules.from_data(game_data)
    led = pantheon_scoring.capital_ledger(cells, altars, scenario, rules)
    out = {"total": led["total"],
           "tier": pantheon_scoring.tier(led["total"], scenario, players)}
    for col in COLOURS:
        out[col] = dict(led[col])
    return out
