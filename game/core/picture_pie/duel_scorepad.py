"""The Senate Wonder Duel scorepad (PP-26): score a capital written as plain data
(``main.py score FILE.toml`` with ``game = "picture-pie-duel"``).

Input (a dict parsed from TOML): the campaign scorepad's ``[[site]]`` tables
(game.core.picture_pie.scorepad, whose site and tile checks this reuses), each tile with an
``owner``, each completed site optionally with ``completed_by``; per seat an optional table::

    game = "picture-pie-duel"
    [seat0]                # optional; so is each key
    yard = 1               # tiles left in this seat's Masonry Yard (0..capacity)
    laurel_tokens = 1      # Imperial Laurel tokens this seat holds (PP-20)
    [[site]]
    row = 0
    col = 0
    completed_by = 1       # 0 or 1, only on a completed site; needed when the shares are equal
    tiles = [ { size = "1/2", motif = "marble", slot = 0, owner = 0 },
              { size = "1/2", motif = "marble", slot = 4, owner = 1 } ]

Output::

    winner = 1             # 0, 1 or "shared": more controlled monuments, then more points
    [seat0]
    controlled = 0
    points = -100
    [seat1]
    controlled = 1
    points = 500

computed by the same duel_scoring the game uses.
"""

from __future__ import annotations

from game.core.picture_pie.board import EMPTY_SITE, NEIGHBOURS
from game.core.picture_pie.data import NUM_SITES, SIZE_TEXT
from game.core.picture_pie.duel_rules import DUEL_SEATS, duel_rules
from game.core.picture_pie.duel_scoring import control_of, duel_ledger
from game.core.picture_pie.scorepad import SITE_KEYS, TILE_KEYS, _site, tally_box
from game.core.scorepad_input import check_keys, entry_where, pad_error, whole_number
from game.core.words import plural

#: the ``game`` value of a Duel scorepad file (game.tools.score's SCOREPADS key)
SCOREPAD_GAME = "picture-pie-duel"
#: the registry game whose tile set scores it (game.tools.score reads it)
DATA_GAME = "picture-pie"
#: game.tools.score passes the parsed tile set as second argument
NEEDS_GAME_DATA = True

SEAT_TABLES = tuple(f"seat{s}" for s in range(DUEL_SEATS))
TOP_KEYS = ("game",) + SEAT_TABLES + ("site",)
SEAT_KEYS = ("yard", "laurel_tokens")


def _seat(data: dict, name: str, game_data) -> tuple[int, int]:
    """(yard tiles, laurel tokens) of the optional ``[seatN]`` table.  Raises DataError."""
    table = data.get(name, {})
    if not isinstance(table, dict):
        raise pad_error(name, f"{name} is written as a [{name}] table", key=name)
    check_keys(table, SEAT_KEYS, name)
    cap = game_data.yard_capacity
    yard = whole_number(table.get("yard", 0), "yard", name, 0, cap, key=name,
                        unit=f" (the Masonry Yard's capacity is {cap})")
    tokens = whole_number(table.get("laurel_tokens", 0), "laurel_tokens", name, 0,
                          game_data.laurel_tokens, key=name)   # the [seatN] header's line
    return yard, tokens


def _owned_site(entry, index: int, seen: dict, game_data):
    """The ``index``-th [[site]] -> (site index, Site, (seat 0's eighths, seat 1's), the
    completer or None).  The campaign's checks see the entry without ``owner`` and
    ``completed_by``; those are checked here.  Raises DataError."""
    at = ("site", index)
    plain = entry
    if isinstance(entry, dict):
        plain = {k: v for k, v in entry.items() if k != "completed_by"}
        if isinstance(entry.get("tiles"), list):
            plain["tiles"] = [{k: v for k, v in t.items() if k != "owner"}
                              if isinstance(t, dict) else t for t in entry["tiles"]]
        check_keys(entry, SITE_KEYS + ("completed_by",),
                   entry_where(entry, "site", index, ("row", "col")), *at)
    i, site = _site(plain, index, seen, game_data)
    where = entry_where(entry, "site", index, ("row", "col"))
    mine = [0, 0]
    for k, tile in enumerate(entry["tiles"], start=1):
        check_keys(tile, TILE_KEYS + ("owner",), f"{where}, tile {k}", *at, "tiles")
        if "owner" not in tile:
            raise pad_error(f"{where}, tile {k}", "owner is missing (0 or 1: the seat that "
                            "placed it)", *at, "tiles")
        owner = whole_number(tile["owner"], "owner", f"{where}, tile {k}", 0, DUEL_SEATS - 1,
                             *at, "tiles")
        mine[owner] += SIZE_TEXT[tile["size"]]
    by = entry.get("completed_by")
    if site.info is None:
        if by is not None:
            raise pad_error(where, f"completed_by is only for a completed site; this one has "
                            f"{site.filled}/8", *at, "completed_by")
        return i, site, tuple(mine), None
    if by is not None:
        by = whole_number(by, "completed_by", where, 0, DUEL_SEATS - 1, *at, "completed_by")
    elif mine[0] == mine[1]:
        raise pad_error(where, f"each seat placed {mine[0]}/8: control goes to whoever "
                        "completed it; add completed_by = 0 or 1", *at)
    return i, site, tuple(mine), by


def score_data(data: dict, game_data=None) -> dict:
    """Score a Duel capital given as plain data; returns ``{"winner": 0 | 1 | "shared",
    "seat0": {"controlled", "points"}, "seat1": {...}}`` (integers).

    ``game_data``: the parsed Picture Pie tile set.  Raises DataError with ``locate`` on bad
    input: everything the campaign scorepad refuses in a site or tile, a missing owner or one
    outside 0..1, completed_by on an open site or outside 0..1, equal shares without
    completed_by, an unknown key, a yard over capacity, more Laurel tokens than the supply
    or than completed Lapis-dominant monuments, more tiles of a kind than the box holds."""
    if game_data is None:
        raise TypeError("score_data needs the parsed Picture Pie tile set as game_data")
    check_keys(data, TOP_KEYS, "top level")
    seats = [_seat(data, name, game_data) for name in SEAT_TABLES]
    holder = next((SEAT_TABLES[s] for s, (_, t) in enumerate(seats) if t), None)
    if sum(t for _, t in seats) > game_data.laurel_tokens:
        raise pad_error("laurel_tokens", f"the seats hold {sum(t for _, t in seats)} Laurel "
                        f"tokens; the supply has {game_data.laurel_tokens}", key=holder)
    entries = data.get("site", [])
    if not isinstance(entries, list):
        raise pad_error("site", "sites are written as [[site]] tables", key="site")
    sites = [EMPTY_SITE] * NUM_SITES
    control = [None] * NUM_SITES
    done = [0] * DUEL_SEATS
    seen: dict = {}
    counts: dict = {}
    marked: dict = {}
    for k, entry in enumerate(entries):
        i, site, mine, by = _owned_site(entry, k, seen, game_data)
        sites[i] = site
        tally_box(counts, marked, site, k, game_data,   # PP-1, PP-3: what the box holds
                  entry_where(entry, "site", k, ("row", "col")))
        if site.info is not None:
            control[i] = control_of(mine, by)
            if by is not None:
                done[by] += 1
    tokens = sum(t for _, t in seats)
    lapis = sum(1 for x in sites if x.info is not None and x.info[3] == "lapis")
    if tokens > lapis:   # PP-20: a token comes only with a completed Lapis-dominant monument
        raise pad_error("laurel_tokens", f"the seats hold {plural(tokens, 'Laurel token')}, "
                        f"but the capital has "
                        f"{plural(lapis, 'completed Lapis-dominant monument')}",
                        key=holder)
    share = duel_rules(game_data).link_share
    out = {}
    for s, (yard, tokens) in enumerate(seats):
        led = duel_ledger(sites, NEIGHBOURS, control, s, yard, 0, tokens, done[s], game_data,
                          share)
        out[SEAT_TABLES[s]] = {"controlled": led["controlled"], "points": led["total"]}
    keys = [(out[t]["controlled"], out[t]["points"]) for t in SEAT_TABLES]
    winner = "shared" if keys[0] == keys[1] else 0 if keys[0] > keys[1] else 1
    return {"winner": winner, **out}

