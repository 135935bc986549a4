"""The Picture Pie scorepad: score a board written as plain data (``main.py score FILE.toml``).

Input (a dict parsed from TOML)::

    game = "picture-pie"
    yard = 1               # optional, default 0: tiles left in the Masonry Yard (0..capacity)
    laurel_tokens = 0      # optional, default 0: Imperial Laurel tokens held (PP-20)
    [[site]]               # one per non-empty site
    row = 0                # 0..2, row 0 is North
    col = 1                # 0..3
    tiles = [ { size = "1/2", motif = "marble", slot = 0 }, { size = "1/2", motif = "water", slot = 4 } ]
    roads = [0]            # optional: absolute slots (0..7) with a road: a Marble tile's first slot (PP-3)
    aqueducts = []         # optional: absolute slots with an aqueduct: a Water tile's first slot
    blueprints = ["forum-of-the-senate"]   # optional, top level: the Civic Blueprint cards the
                           # board's owner holds and the public ones (at most 2 + 3; PP-22)

``size`` is "1" (a pre-built Full Monument), "1/2", "1/4" or "1/8"; ``slot`` is the first of the
contiguous slots the tile covers, counter-clockwise (PP-2).  Output: the ledger of
``scoring.LEDGER_KEYS``, computed by the same ``board_ledger`` the game uses; with
``blueprints``, the ``blueprints`` row is the payouts of the listed cards the board fulfils and
``fulfilled`` lists their ids (in the order given).

Boards that cannot exist are refused: a Whole's marks come as none or a pair on its slots 0
and 4, so on opposite slots (PP-3); ``laurel_tokens`` at most the completed Lapis-dominant monuments and the supply
(PP-20); no more tiles of one size and motif than the box holds, nor more marked ones than
PP-3 prints (PP-1, PP-3).
"""

from __future__ import annotations

from game.core.errors import DataError
from game.core.picture_pie import blueprints as bp
from game.core.picture_pie.board import (FULL_MASK, NEIGHBOURS, RUN_MASK, EMPTY_SITE, Board,
                                         make_site)
from game.core.picture_pie.data import (COLS, MOTIFS, NUM_SITES, ROWS, SIZE_NAME, SIZE_TEXT,
                                        SLOTS, WHOLE)
from game.core.picture_pie.scoring import board_ledger
from game.core.scorepad_input import (check_keys, describe, entry_where, known_word, pad_error,
                                        quote, whole_number)

#: game.tools.score passes the parsed tile set (scoring tables, house values) as second argument
NEEDS_GAME_DATA = True


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
                        f"carry {kind} marks", key)   # PP-3
    first = dict(placed)[k]
    if sizes[k] != WHOLE and s != first:
        raise DataError(where, f"a {kind} mark sits on its tile's first slot ({first}), "
                        f"not on slot {s}", key)   # PP-3


#: the keys each table may hold; anything else would silently drop part of the board
TOP_KEYS = ("game", "yard", "laurel_tokens", "blueprints", "site")
SITE_KEYS = ("row", "col", "tiles", "roads", "aqueducts")
TILE_KEYS = ("size", "motif", "slot")


def _site(entry, index: int, seen: dict, game_data):
    """The ``index``-th (0-based) [[site]] -> (site index on the board, Site).  Raises."""
    at = ("site", index)
    if not isinstance(entry, dict):
        raise pad_error(f"site {index + 1}", "each site must be a table ([[site]])", *at)
    row, col = entry.get("row"), entry.get("col")
    where = entry_where(entry, "site", index, ("row", "col"))
    check_keys(entry, SITE_KEYS, where, *at)
    for k in ("row", "col", "tiles"):
        if k not in entry:
            raise pad_error(where, f"{k} is missing", *at)
    whole_number(row, "row", where, 0, ROWS - 1, *at, "row")
    whole_number(col, "col", where, 0, COLS - 1, *at, "col")
    if (row, col) in seen:
        raise pad_error(where, f"duplicate site (already given as site {seen[(row, col)] + 1})",
                        *at, "col")
    seen[(row, col)] = index
    tiles = entry["tiles"]
    if not isinstance(tiles, list):
        raise pad_error(where, f"tiles must be a list of tiles {{ size, motif, slot }}, not "
                        f"{describe(tiles)}", *at, "tiles")
    if not tiles:
        raise pad_error(where, "tiles is empty; a [[site]] is written only for a site with "
                        "tiles", *at, "tiles")
    mask = filled = 0
    owners = [None] * SLOTS
    motifs = [None] * SLOTS
    placed = []
    sizes = {}
    for k, t in enumerate(tiles, start=1):
        tw = f"{where}, tile {k}"
        if not isinstance(t, dict):
            raise pad_error(tw, f"a tile must be a table {{ size, motif, slot }}, not "
                            f"{describe(t)}", *at, "tiles")
        check_keys(t, TILE_KEYS, tw, *at, "tiles")
        for field in TILE_KEYS:
            if field not in t:
                raise pad_error(tw, f"{field} is missing", *at, "tiles")
        text = t["size"]
        if not isinstance(text, str):
            raise pad_error(tw, f'size must be text ("1", "1/2", "1/4" or "1/8"), not '
                            f'{describe(text)}', *at, "tiles")
        if text not in SIZE_TEXT:
            raise pad_error(tw, f'unknown size {quote(text)}; use "1", "1/2", "1/4" or "1/8"', *at,
                            "tiles")
        size = SIZE_TEXT[text]
        motif = known_word(t["motif"], "motif", MOTIFS, tw, *at, "tiles")
        slot = whole_number(t["slot"], "slot", tw, 0, SLOTS - 1, *at, "tiles")
        filled += size
        if filled > SLOTS:
            raise pad_error(tw, f"tiles add up to {filled}/8, more than a whole", *at, "tiles")
        run = RUN_MASK[size][slot]
        if run & mask:
            other = next(owners[s] for s in range(SLOTS) if run >> s & 1 and owners[s])
            raise pad_error(tw, f"overlaps tile {other} (slots are taken)", *at, "tiles")
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
            raise pad_error(where, f"{key} must be a list of slots 0..7, not {describe(slots)}",
                            *at, key)
        listed = set()
        for s in slots:
            whole_number(s, f"{key} slot", where, 0, SLOTS - 1, *at, key)
            if s in listed:
                raise pad_error(where, f"slot {s} is listed twice in {key}", *at, key)
            listed.add(s)
            if marks[s] is not None and marks[s] != kind:
                raise pad_error(where, f"slot {s} carries both a road and an aqueduct", *at, key)
            try:
                _check_mark(s, kind, key, where, owners, motifs, sizes, placed, game_data)
            except DataError as err:
                raise pad_error(err.where, err.what, *at, key) from None
            marks[s] = kind
    for k, first in placed:
        size = sizes[k]
        on = [s for s in range(SLOTS) if owners[s] == k and marks[s] is not None]
        if size == WHOLE and on and not (len(on) == 2 and on[1] - on[0] == SLOTS // 2):
            # PP-3: a marked Whole carries its road or channel straight through, on its own
            # slots 0 and 4; a Whole covers every slot, so any opposite pair is that turned
            found = (f"not a single one on slot {on[0]}" if len(on) == 1
                     else f"not on slots {_and(on)}")
            raise pad_error(where, f"a marked Whole carries a pair of marks on opposite slots "
                            f"(its own slots 0 and 4), {found}", *at,
                            "roads" if marks[on[0]] == "road" else "aqueducts")
    site = make_site(tuple(placed), mask, tuple(owners), tuple(motifs), tuple(marks), game_data)
    return row * COLS + col, site


def site_tiles(site) -> list[tuple[int, str, bool]]:
    """A scorepad site's tiles as (size in eighths, motif, carries a mark) (PP-1, PP-3)."""
    out = []
    for k, first in site.placed:
        slots = [s for s in range(SLOTS) if site.owners[s] == k]
        out.append((len(slots), site.motifs[first],
                    any(site.marks[s] is not None for s in slots)))
    return out


def _and(items) -> str:
    words = [str(i) for i in items]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def tally_box(counts: dict, marked: dict, site, index: int, game_data, where: str) -> None:
    """Add ``site``'s tiles to the board's running ``counts`` / ``marked`` per (size, motif)
    and check the box still holds them (:func:`_check_box`).  Raises DataError."""
    for size, motif, has_mark in site_tiles(site):
        counts[(size, motif)] = counts.get((size, motif), 0) + 1
        marked[(size, motif)] = marked.get((size, motif), 0) + has_mark
    _check_box(counts, marked, index, game_data, where)


def _check_box(counts: dict, marked: dict, index: int, game_data, where: str = "") -> None:
    """PP-1, PP-3: the board so far (up to [[site]] ``index``, at ``where``: "site row=0
    col=1") uses no more tiles of a size and motif than the box holds, nor more marked ones
    than are printed.  Raises."""
    where = where or f"site {index + 1}"
    for (size, motif), n in counts.items():
        box = sum(1 for t in game_data.tiles if t.size == size and t.motif == motif)
        if n > box:
            raise pad_error(where, f"{n} {motif} {SIZE_NAME[size]} tiles on the "
                            f"board; the box holds {box}", "site", index, "tiles")
        printed = sum(1 for t in game_data.tiles if t.size == size and t.motif == motif
                      and t.mark is not None)
        if marked.get((size, motif), 0) > printed:
            raise pad_error(where, f"{marked[(size, motif)]} marked {motif} "
                            f"{SIZE_NAME[size]} tiles on the board; the box holds {printed}",
                            "site", index, "tiles")


def _cards(data: dict, game_data) -> list:
    """The ``blueprints`` list -> Cards (PP-22).  Raises DataError for a bad list or id."""
    ids = data.get("blueprints", [])
    deck = game_data.deck
    most = bp.PRIVATE_PER_SEAT + bp.PUBLIC_CARDS
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
        raise pad_error("blueprints", f"blueprints must be a list of card ids, not "
                        f"{describe(ids)}", key="blueprints")
    if len(ids) > most:
        raise pad_error("blueprints", f"{len(ids)} cards; a board scores at most {most} (its "
                        f"{bp.PRIVATE_PER_SEAT} own and the {bp.PUBLIC_CARDS} public ones)",
                        key="blueprints")
    out = []
    for cid in ids:
        if deck is None or cid not in deck.by_id:
            raise pad_error("blueprints", f"unknown card {quote(cid)}", key="blueprints")
        if deck.by_id[cid] in out:
            raise pad_error("blueprints", f"card {quote(cid)} is listed twice",
                            key="blueprints")
        out.append(deck.by_id[cid])
    return out


def score_data(data: dict, game_data=None) -> dict:
    """Score a Picture Pie board given as plain data; returns the ledger (integers).

    ``game_data``: the parsed tile set (``game.games.game_data("picture-pie")``), which holds the
    scoring tables and house values.  ``yard`` and ``laurel_tokens`` may be left out (0); a
    [[site]] needs ``row``, ``col`` and at least one tile; ``roads``/``aqueducts`` default to [].
    Raises DataError(where, what) with ``locate`` (see :mod:`game.core.scorepad_input`) on bad
    input: an unknown key, a missing or mistyped value, unknown motif or size, a slot outside
    0..7, overlapping tiles, more than a whole, a site off the board, a duplicate site or mark
    slot, a yard over capacity, a mark no tile there can carry or a Whole's marks not a pair
    on its slots 0 and 4 (PP-3), more Laurel tokens than completed Lapis-dominant monuments
    (PP-20), more tiles of a size and motif (or marked ones) than the box holds (PP-1, PP-3),
    an unknown, repeated or extra Civic Blueprint card (PP-22).
    """
    if game_data is None:
        raise TypeError("score_data needs the parsed Picture Pie tile set as game_data")
    check_keys(data, TOP_KEYS, "top level")
    cap = game_data.yard_capacity
    yard = whole_number(data.get("yard", 0), "yard", "yard", 0, cap, key="yard",
                        unit=f" (the Masonry Yard's capacity is {cap})")
    tokens = whole_number(data.get("laurel_tokens", 0), "laurel_tokens", "laurel_tokens", 0,
                          game_data.laurel_tokens, key="laurel_tokens")
    entries = data.get("site", [])
    if not isinstance(entries, list):
        raise pad_error("site", "sites are written as [[site]] tables", key="site")
    cards = _cards(data, game_data)
    sites = [EMPTY_SITE] * NUM_SITES
    seen: dict = {}
    counts: dict = {}
    marked: dict = {}
    for i, entry in enumerate(entries):
        index, site = _site(entry, i, seen, game_data)
        sites[index] = site
        tally_box(counts, marked, site, i, game_data, entry_where(entry, "site", i, ("row", "col")))
    assert all(s.mask == FULL_MASK or s.info is None for s in sites)
    lapis = sum(1 for s in sites if s.info is not None and s.info[3] == "lapis")
    if tokens > lapis:   # PP-20: a token comes only with a completed Lapis-dominant monument
        raise pad_error("laurel_tokens", f"{tokens} Laurel tokens, but the board has "
                        f"{bp.plural(lapis, 'completed Lapis-dominant monument')}",
                        key="laurel_tokens")
    ledger = board_ledger(sites, NEIGHBOURS, yard, 0, tokens, game_data)
    if "blueprints" not in data:
        return ledger
    board = Board(tuple(sites), (None,) * yard)   # the cards read only the yard's size
    done = [c for c in cards if bp.fulfilled(c, board, game_data)]
    out = {k: v for k, v in ledger.items() if k != "total"}
    out["blueprints"] = sum(c.payout for c in done)
    out["fulfilled"] = [c.id for c in done]
    out["total"] = ledger["total"] + out["blueprints"]   # the total stays the last key
    return out
