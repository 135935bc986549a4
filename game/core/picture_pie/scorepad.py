"""The Picture Pie scorepad: score a board written as plain data (``main.py score FILE.toml``).

Input (a dict parsed from TOML)::

    game = "picture-pie"
    yard = 1               # tiles left in the Masonry Yard (0..yard capacity)
    laurel_tokens = 0      # Imperial Laurel tokens held (PP-20)
    [[site]]               # one per non-empty site
    row = 0                # 0..2, row 0 is North
    col = 1                # 0..3
    tiles = [ { size = "1/2", motif = "marble", slot = 0 }, { size = "1/2", motif = "water", slot = 4 } ]
    roads = [0]            # absolute slots (0..7) with a road: a Marble tile's first slot (PP-3)
    aqueducts = []         # absolute slots with an aqueduct: a Water tile's first slot

``size`` is "1" (a pre-built Full Monument), "1/2", "1/4" or "1/8"; ``slot`` is the first of the
contiguous slots the tile covers, counter-clockwise (PP-2).  Output: the ledger of
``scoring.LEDGER_KEYS``, computed by the same ``board_ledger`` the game uses.
"""

from __future__ import annotations

from game.core.errors import DataError
from game.core.picture_pie.board import FULL_MASK, NEIGHBOURS, RUN_MASK, EMPTY_SITE, make_site
from game.core.picture_pie.data import (COLS, NUM_SITES, ROWS, SLOTS, WHOLE, parse_motif,
                                        parse_size)
from game.core.picture_pie.scoring import board_ledger

#: game.tools.score passes the parsed tile set (scoring tables, house values) as second argument
NEEDS_GAME_DATA = True


def _whole_number(value, where: str, what: str, key: str | None, low: int, high: int) -> int:
    if type(value) is not int:
        raise DataError(where, f"{what} must be a whole number, not {value!r}", key)
    if not low <= value <= high:
        raise DataError(where, f"{what} {value} is outside {low}..{high}", key)
    return value


def _check_mark(s, kind, key, where, owners, motifs, sizes, placed, game_data) -> None:
    """PP-3: only a tile whose motif carries ``kind`` (road: Marble, aqueduct: Water) has that
    mark, on its first slot; a Whole's two marks may lie on any of its slots (they run straight
    through).  Raises DataError."""
    k = owners[s]
    if k is None:
        raise DataError(where, f"slot {s} has no tile to carry a {kind} mark", key)
    if game_data.motif_mark.get(motifs[s]) != kind:
        carriers = [m for m, mk in game_data.motif_mark.items() if mk == kind]
        raise DataError(where, f"slot {s} is {motifs[s]}; only {' and '.join(carriers)} tiles "
                        f"carry {kind} marks (PP-3)", key)
    first = dict(placed)[k]
    if sizes[k] != WHOLE and s != first:
        raise DataError(where, f"a {kind} mark sits on its tile's first slot ({first}), "
                        f"not on slot {s} (PP-3)", key)


def _site(entry, index: int, seen: dict, game_data):
    if not isinstance(entry, dict):
        raise DataError(f"site {index + 1}", "each [[site]] must be a table", "[[site]]")
    for k in ("row", "col"):
        if k not in entry:
            raise DataError(f"site {index + 1}", f"missing {k}", "[[site]]")
    row, col = entry["row"], entry["col"]
    where = f"site row={row!r} col={col!r}"
    _whole_number(row, where, "row", f"row = {row}", 0, ROWS - 1)
    _whole_number(col, where, "col", f"col = {col}", 0, COLS - 1)
    if (row, col) in seen:
        raise DataError(where, f"duplicate site (already given as site {seen[(row, col)] + 1})",
                        f"col = {col}")
    seen[(row, col)] = index
    tiles = entry.get("tiles", [])
    if not isinstance(tiles, list):
        raise DataError(where, "tiles must be a list of inline tables", "tiles")
    mask = filled = 0
    owners = [None] * SLOTS
    motifs = [None] * SLOTS
    placed = []
    sizes = {}
    for k, t in enumerate(tiles, start=1):
        tw = f"{where}, tile {k}"
        if not isinstance(t, dict):
            raise DataError(tw, "a tile must be an inline table {size, motif, slot}", "tiles")
        for field in ("size", "motif", "slot"):
            if field not in t:
                raise DataError(tw, f"missing {field}", "tiles")
        size = parse_size(t["size"], tw, f'"{t["size"]}"')
        motif = parse_motif(t["motif"], tw, f'"{t["motif"]}"')
        slot = _whole_number(t["slot"], tw, "slot", f"slot = {t['slot']}", 0, SLOTS - 1)
        filled += size
        if filled > SLOTS:
            raise DataError(tw, f"tiles add up to {filled}/8, more than a whole", "tiles")
        run = RUN_MASK[size][slot]
        if run & mask:
            other = next(owners[s] for s in range(SLOTS) if run >> s & 1 and owners[s])
            raise DataError(tw, f"overlaps tile {other} (slots are taken)", "tiles")
        mask |= run
        for s in range(SLOTS):
            if run >> s & 1:
                owners[s] = k
                motifs[s] = motif
        placed.append((k, slot))
        sizes[k] = size
    marks = [None] * SLOTS
    for kind, key in (("road", "roads"), ("aqueduct", "aqueducts")):
        slots = entry.get(key, [])
        if not isinstance(slots, list):
            raise DataError(where, f"{key} must be a list of slots 0..7", key)
        for s in slots:
            _whole_number(s, where, f"{key} slot", key, 0, SLOTS - 1)
            if marks[s] is not None and marks[s] != kind:
                raise DataError(where, f"slot {s} carries both a road and an aqueduct", key)
            _check_mark(s, kind, key, where, owners, motifs, sizes, placed, game_data)
            marks[s] = kind
    site = make_site(tuple(placed), mask, tuple(owners), tuple(motifs), tuple(marks), game_data)
    return row * COLS + col, site


def score_data(data: dict, game_data=None) -> dict:
    """Score a Picture Pie board given as plain data; returns the ledger (integers).

    ``game_data``: the parsed tile set (``game.games.game_data("picture-pie")``), which holds the
    scoring tables and house values.  Raises DataError(where, what, key) on bad input: unknown
    motif or size, a slot outside 0..7, overlapping tiles, more than a whole, a site off the
    board, a duplicate site, a yard over capacity, a mark no tile there can carry (PP-3).
    """
    if game_data is None:
        raise TypeError("score_data needs the parsed Picture Pie tile set as game_data")
    yard = data.get("yard", 0)
    _whole_number(yard, "yard", "yard", "yard", 0, 10**6)
    if yard > game_data.yard_capacity:
        raise DataError("yard", f"{yard} tiles is over the Masonry Yard's capacity of "
                        f"{game_data.yard_capacity}", "yard")
    tokens = data.get("laurel_tokens", 0)
    _whole_number(tokens, "laurel_tokens", "laurel_tokens", "laurel_tokens", 0,
                  game_data.laurel_tokens)
    entries = data.get("site", [])
    if not isinstance(entries, list):
        raise DataError("site", "sites are written as [[site]] tables", "site")
    sites = [EMPTY_SITE] * NUM_SITES
    seen: dict = {}
    for i, entry in enumerate(entries):
        index, site = _site(entry, i, seen, game_data)
        sites[index] = site
    assert all(s.mask == FULL_MASK or s.info is None for s in sites)
    return board_ledger(sites, NEIGHBOURS, yard, 0, tokens, game_data)
