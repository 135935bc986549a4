"""Validation of a Picture Pie state given as plain data (the ``state``/``turn_start`` snapshots
of ``PicturePieState.to_dict``), so ``from_dict`` never builds an impossible game.

Every fault raises ValueError with a plain-English message naming the field, e.g.
"state.round: -5 is outside 1..12".  Checked: types, ranges (round 1..rounds, Sundial and wheel
rotation 0..sectors-1, seat 0..players-1, laurel supply), enumerations (stage), the sizes the
data allows (sector, yard, hand), tile conservation (each drafting tile exactly once across
bag, wheel, hand, yards, boards and box, PP-1), sites without overlapping tiles (slot masks are
rebuilt from the placed tiles, so masks and completed flags always agree), discards matching
the box and laurels held plus supply matching the data (PP-20).
"""

from __future__ import annotations

from game.core.checks import check_bool, check_int, check_list, check_rng
from game.core.checks import fail as _fail
from game.core.picture_pie.data import HALF, NUM_SITES, SLOTS, PictureData

STAGES = ("setup", "draft", "build", "over")
SNAP_KEYS = ("bag", "wheel", "sundial", "stage", "seat", "round", "boards", "hand", "box",
             "wheel_turned", "laurel_supply", "end_triggered", "rng")
def _ids(value, where: str, n_tiles: int, max_len: int | None = None) -> list[int]:
    out = check_list(value, where, max_len)
    return [check_int(t, f"{where}[{k}]", 0, n_tiles - 1) for k, t in enumerate(out)]


def validate_snapshot(d, where: str, data: PictureData, players: int) -> None:
    """Check one snapshot dict (see module doc).  Raises ValueError naming ``where.field``."""
    from game.core.picture_pie.board import build_site

    if not isinstance(d, dict):
        _fail(where, f"expected a table, not {type(d).__name__}")
    for key in SNAP_KEYS:
        if key not in d:
            _fail(f"{where}.{key}", "missing")
    n_tiles = len(data.tiles)
    stage = d["stage"]
    if stage not in STAGES:
        _fail(f"{where}.stage", f"{stage!r} is not one of {', '.join(STAGES)}")
    rnd = check_int(d["round"], f"{where}.round", 1, data.rounds)
    if stage == "setup" and rnd != 1:
        _fail(f"{where}.round", f"{rnd}: setup happens in round 1")
    check_int(d["sundial"], f"{where}.sundial", 0, data.sectors - 1)
    check_int(d["seat"], f"{where}.seat", 0, players - 1)
    check_bool(d["wheel_turned"], f"{where}.wheel_turned")
    check_bool(d["end_triggered"], f"{where}.end_triggered")
    supply = check_int(d["laurel_supply"], f"{where}.laurel_supply", 0, data.laurel_tokens)
    check_rng(d["rng"], f"{where}.rng")

    wheel = d["wheel"]
    if not isinstance(wheel, dict) or "sectors" not in wheel or "rotation" not in wheel:
        _fail(f"{where}.wheel", "expected a table with sectors and rotation")
    check_int(wheel["rotation"], f"{where}.wheel.rotation", 0, data.sectors - 1)
    sectors = check_list(wheel["sectors"], f"{where}.wheel.sectors", length=data.sectors)
    seen: dict[int, str] = {}

    def count(ids, place):
        for t in ids:
            if t in seen:
                _fail(place, f"tile {t} is also in {seen[t]}")
            seen[t] = place

    for k, sector in enumerate(sectors):
        place = f"{where}.wheel.sectors[{k}]"
        count(_ids(sector, place, n_tiles, data.tiles_per_sector), place)
    count(_ids(d["bag"], f"{where}.bag", n_tiles), f"{where}.bag")
    hand = _ids(d["hand"], f"{where}.hand", n_tiles, 2)
    if hand and stage != "build":
        _fail(f"{where}.hand", f"holds {len(hand)} tiles outside the build stage")
    if len(hand) == 2 and any(data.tiles[t].size >= HALF for t in hand):
        _fail(f"{where}.hand", "a Half is drafted alone (Law 3)")
    count(hand, f"{where}.hand")
    box = _ids(d["box"], f"{where}.box", n_tiles)
    count(box, f"{where}.box")

    boards = check_list(d["boards"], f"{where}.boards", length=players)
    discards = tokens = 0
    for b, board in enumerate(boards):
        bw = f"{where}.boards[{b}]"
        if not isinstance(board, dict):
            _fail(bw, f"expected a table, not {type(board).__name__}")
        for key in ("sites", "yard", "discards", "tokens"):
            if key not in board:
                _fail(f"{bw}.{key}", "missing")
        yard = _ids(board["yard"], f"{bw}.yard", n_tiles, data.yard_capacity)
        count(yard, f"{bw}.yard")
        discards += check_int(board["discards"], f"{bw}.discards", 0)
        tokens += check_int(board["tokens"], f"{bw}.tokens", 0, data.laurel_tokens)
        sites = check_list(board["sites"], f"{bw}.sites", length=NUM_SITES)
        for i, placed in enumerate(sites):
            sw = f"{bw}.sites[{i}]"
            pairs = []
            for k, pair in enumerate(check_list(placed, sw, SLOTS)):
                pw = f"{sw}[{k}]"
                pair = check_list(pair, pw, length=2)
                pairs.append((check_int(pair[0], f"{pw} tile", 0, n_tiles - 1),
                              check_int(pair[1], f"{pw} slot", 0, SLOTS - 1)))
            count([t for t, _ in pairs], sw)
            try:
                build_site(tuple(pairs), data.tiles, data)
            except ValueError as exc:
                _fail(sw, str(exc))
    # PP-1: every drafting tile exactly once (duplicates were refused above).
    expected = set(data.drafting_ids)
    stray = sorted(set(seen) - expected)
    if stray:
        _fail(seen[stray[0]], f"tile {stray[0]} is not a drafting tile")
    missing = sorted(expected - set(seen))
    if missing:
        _fail(where, f"{len(missing)} tiles are nowhere (first: tile {missing[0]})")
    if discards != len(box):
        _fail(f"{where}.box", f"holds {len(box)} tiles but the boards count {discards} discards")
    if tokens + supply != data.laurel_tokens:
        _fail(f"{where}.laurel_supply", f"{supply} plus {tokens} laurels held is not the "
              f"{data.laurel_tokens} of the game")
