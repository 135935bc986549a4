"""Validation of an Akropolis state given as plain data (``AkropolisState.to_dict``), so
``from_dict`` never builds an impossible game.

Every fault raises ValueError with a plain-English message naming the field, e.g.
"stones[1]: -4 is below 0".  Checked: types and ranges (players, seats, stones, round), the
enumerations (solo level, variants, hex kinds and colours), the Construction Site and stacks
(AK-3, AK-5: at least two tiles in the site while the game runs, full stacks, the round
matching the stacks revealed), tile conservation (each tile of the game exactly once across
site, stacks and cities) and every city: its placements replayed from the starting tile must be
legal (AK-6) and give exactly the cells recorded.
"""

from __future__ import annotations

from game.core.akropolis.athena_city import MINI_BASE, is_mini
from game.core.akropolis.city import City
from game.core.checks import check_rng
from game.core.checks import check_bool as _bool
from game.core.checks import check_int as _int
from game.core.checks import check_list
from game.core.checks import fail as _fail
from game.core.akropolis.data import COLOURS, KINDS, SOLO_LEVELS, VARIANTS, AkropolisData


def _list(value, where: str, length: int | None = None) -> list:
    return check_list(value, where, length=length)


KEYS = ("game", "data", "players", "solo", "variants", "all_tiles", "rng", "cities", "stones",
        "site", "stacks", "chief_architect", "current", "round", "terminal", "events")


def validate_city(c, where: str, data: AkropolisData, tile_ids: set, minis=()) -> list[int]:
    """Check one city dict; returns the tile ids it placed (Mini-tiles left out).  ``minis``:
    the game's MiniDefs with the Athena expansion (AK-11; their placements are replayed as
    Mini-tiles).  Raises ValueError."""
    if not isinstance(c, dict) or "cells" not in c or "placements" not in c:
        _fail(where, "expected a table with cells and placements")
    cells = {}
    for k, cell in enumerate(_list(c["cells"], f"{where}.cells")):
        cw = f"{where}.cells[{k}]"
        cell = _list(cell, cw)
        dual = len(cell) == 8 and cell[2] == "dual" and minis
        q, r, kind, colour, level, tid = _list(cell[:6] if dual else cell, cw, 6)
        _int(q, f"{cw} q", -10_000, 10_000)
        _int(r, f"{cw} r", -10_000, 10_000)
        if dual:
            kind = "district"   # checked as a district, its colour2 and sides by the replay
        if kind not in KINDS:
            _fail(f"{cw} kind", f"{kind!r} is not one of {', '.join(KINDS)}")
        if kind == "quarry" and colour != "":
            _fail(f"{cw} colour", f"a quarry has no colour, not {colour!r}")
        if kind != "quarry" and colour not in COLOURS:
            _fail(f"{cw} colour", f"{colour!r} is not one of {', '.join(COLOURS)}")
        _int(level, f"{cw} level", 1, 10_000)
        if tid != 0 and tid not in tile_ids and not (minis and is_mini(tid)):
            _fail(f"{cw} tile", f"{tid!r} is not a tile of this game")
        if (q, r) in cells:
            _fail(cw, f"a second cell at q={q} r={r}")
        cells[(q, r)] = ((cell[2], colour or None, level, tid, cell[6], tuple(cell[7]))
                         if dual else (kind, colour or None, level, tid))
    # AK-6: replay the placements from the starting tile; they must be legal and give the cells.
    city = City()
    city.place_starting_tile(data.starting_tile)
    placed = []
    placed_minis: set = set()
    for k, p in enumerate(_list(c["placements"], f"{where}.placements")):
        pw = f"{where}.placements[{k}]"
        tid, q, r, rot, level = _list(p, pw, 5)
        if minis and is_mini(tid):
            if tid - MINI_BASE >= len(minis) or tid in placed_minis:
                _fail(f"{pw} tile", f"{tid!r} is not a Mini-tile of this game")
            _int(rot, f"{pw} rotation", 0, 5)
            mini = minis[tid - MINI_BASE]
            reason = city.mini_refusal(mini, q, r, rot)
            if reason is not None or city.mini_level(q, r) != level:
                _fail(pw, f"Mini-tile {tid} cannot be placed there: {reason or 'level'}")
            city.place_mini(mini, q, r, rot)
            placed_minis.add(tid)
            continue
        if tid not in tile_ids or type(tid) is not int:
            _fail(f"{pw} tile", f"{tid!r} is not a tile of this game")
        _int(q, f"{pw} q", -10_000, 10_000)
        _int(r, f"{pw} r", -10_000, 10_000)
        _int(rot, f"{pw} rotation", 0, 5)
        _int(level, f"{pw} level", 1, 10_000)
        want, reason = city.check(q, r, rot)
        if reason is not None:
            _fail(pw, f"tile {tid} cannot be placed there: {reason}")
        if want != level:
            _fail(f"{pw} level", f"{level}; the tile rests at level {want}")
        city.place(data.tiles[tid], q, r, rot, level)
        placed.append(tid)
    rebuilt = {p: tuple(cell) + (cell.color2, cell.sides) if cell.kind == "dual"
               else tuple(cell) for p, cell in city.cells.items()}
    if rebuilt != cells:
        bad = sorted(set(rebuilt) ^ set(cells)) or sorted(
            p for p in cells if cells[p] != rebuilt[p])
        _fail(f"{where}.cells", f"the cell at q={bad[0][0]} r={bad[0][1]} does not match the "
              "placements")
    return placed


def validate_state(d, data: AkropolisData) -> None:
    """Check a whole state dict whose tile data parsed to ``data`` (see module doc).  Raises
    ValueError naming the field."""
    if not isinstance(d, dict):
        _fail("state", f"expected a table, not {type(d).__name__}")
    for key in KEYS:
        if key not in d:
            _fail(key, "missing")
    solo = d["solo"]
    if solo not in ("",) + SOLO_LEVELS:
        _fail("solo", f"{solo!r} is not one of {', '.join(SOLO_LEVELS)} (or empty)")
    players = _int(d["players"], "players", 2, 2 if solo else 4)
    for k, v in enumerate(_list(d["variants"], "variants")):
        if v not in VARIANTS:
            _fail(f"variants[{k}]", f"{v!r} is not one of {', '.join(VARIANTS)}")
    all_tiles = _bool(d["all_tiles"], "all_tiles")
    check_rng(d["rng"], "rng")
    terminal = _bool(d["terminal"], "terminal")
    for k, s in enumerate(_list(d["stones"], "stones", players)):
        _int(s, f"stones[{k}]", 0)
    _int(d["chief_architect"], "chief_architect", 0, players - 1)
    if terminal:
        if d["current"] != -1:
            _fail("current", f"{d['current']!r}; the game is over, so it must be -1")
    else:
        _int(d["current"], "current", 0, 0 if solo else players - 1)
    for k, e in enumerate(_list(d["events"], "events")):
        if not isinstance(e, dict):
            _fail(f"events[{k}]", "expected a table")

    count = data.solo_tile_marks if solo else players
    game_ids = data.tiles_for(count, all_tiles)
    tile_ids = set(game_ids)
    site_size = data.solo_site_size if solo else players + data.site_extra
    stack_size = data.stack_size[count]
    n_stacks = (len(game_ids) - site_size) // stack_size if all_tiles else data.stacks
    seen: dict = {}

    def note(tid, where):
        if type(tid) is not int or tid not in tile_ids:
            _fail(where, f"{tid!r} is not a tile of this game")
        if tid in seen:
            _fail(where, f"tile {tid} is also in {seen[tid]}")
        seen[tid] = where

    site = _list(d["site"], "site")
    if len(site) > site_size:
        _fail("site", f"has {len(site)} tiles; the Construction Site holds {site_size}")
    if terminal and len(site) > 1:
        _fail("site", f"has {len(site)} tiles; the game ends with one left")   # AK-5
    # AK-11: in the Athena step the placed tile's round has not reset yet (FinishTurn does it)
    if not terminal and len(site) < 2 and d.get("phase") != "athena":
        _fail("site", f"has {len(site)} tiles while the game is not over; a round resets "
              "when one is left")   # AK-5
    for k, t in enumerate(site):
        note(t, f"site[{k}]")
    stacks = _list(d["stacks"], "stacks")
    if len(stacks) > n_stacks:
        _fail("stacks", f"{len(stacks)} stacks; the game has {n_stacks}")
    if terminal and stacks:
        _fail("stacks", "stacks are left although the game is over")   # AK-5
    for k, st in enumerate(stacks):
        for j, t in enumerate(_list(st, f"stacks[{k}]", stack_size)):
            note(t, f"stacks[{k}][{j}]")
    want_round = 1 + n_stacks - len(stacks)
    if _int(d["round"], "round", 1) != want_round:
        _fail("round", f"{d['round']}; with {n_stacks - len(stacks)} stacks revealed it is "
              f"round {want_round}")
    cities = _list(d["cities"], "cities", players)
    ath = getattr(data, "athena", None)
    minis = ath.minis if ath is not None and "athena" in d else ()
    for k, c in enumerate(cities):
        for j, t in enumerate(validate_city(c, f"cities[{k}]", data, tile_ids, minis)):
            note(t, f"cities[{k}].placements[{j}]")
    total = site_size + n_stacks * stack_size
    if len(seen) != total:
        _fail("site", f"{len(seen)} tiles across site, stacks and cities; the game has {total}")
