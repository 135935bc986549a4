"""Picture Pie scoring: pure functions of sites and boards (PP-14..PP-21, PP-23).

One implementation serves the live game (``PicturePieState.ledger``), the AI and the scorepad.
Points are integers; fractions are exact (each slot is 1/8 of a circle, so a monument's base value
is the sum over its 8 slots of the slot's motif value, divided by 8 and rounded down, PP-14).
"""

from __future__ import annotations

from game.core.events import Ledger, LedgerRow

from game.core.picture_pie.data import SLOTS

LEDGER_KEYS = ("completed", "base", "purity", "symmetry", "terracotta", "flora", "laurel", "links",
               "blueprints", "yard_penalty", "total")
#: keys whose points add up to ``total`` (``completed`` is a count)
POINT_KEYS = LEDGER_KEYS[1:-1]
#: the rulebook's names of the ledger lines (rulebook 2.7)
LEDGER_LABELS = {"base": "Completed Monument Score", "purity": "Motif purity bonus",
                 "symmetry": "Dual symmetry bonus", "terracotta": "Terracotta: doubled districts",
                 "flora": "Flora: adjacent gardens", "laurel": "Imperial Laurel tokens",
                 "links": "Connected infrastructure", "blueprints": "Civic Blueprints",
                 "yard_penalty": "Masonry Yard penalty", "total": "Total"}


def ledger_record(mapping: dict) -> Ledger:
    """A :class:`Ledger` of a board_ledger mapping: one row per POINT_KEYS category then
    "total"; the "base" row's detail counts the completed monuments."""
    done = mapping["completed"]
    rows = [LedgerRow(k, LEDGER_LABELS[k], mapping[k],
                      (f"{done} completed monument{'' if done == 1 else 's'}" if k == "base"
                       else "")) for k in POINT_KEYS]
    rows.append(LedgerRow("total", LEDGER_LABELS["total"], mapping["total"]))
    return Ledger(rows)


def is_mirror_symmetric(motifs) -> bool:
    """True when some mirror line through the centre maps the 8-slot motif pattern onto itself
    (PP-16).  The 8 mirror lines send slot i to slot (c - i) mod 8 for c = 0..7: through slot
    centres (c even) or along slot borders (c odd)."""
    for c in range(SLOTS):
        if all(motifs[i] == motifs[(c - i) & 7] for i in range(SLOTS)):
            return True
    return False


def monument_info(motifs, data) -> tuple[int, int, int, str | None]:
    """Own score of a completed monument from its 8 slot motifs.

    Returns ``(base, purity, symmetry, dominant)``:
    base: sum of slot/8 x base value, rounded down (PP-14); purity: the pure bonus when one motif
    (PP-15); symmetry: for exactly two motifs in a mirror-symmetric pattern, the symmetry share
    (house, 1/2) of the smaller of their pure bonuses, rounded down (PP-16); dominant: the motif
    covering more than half the slots, else None (PP-17).
    """
    base_values = data.base
    base = sum(base_values[m] for m in motifs) // SLOTS
    counts: dict[str, int] = {}
    for m in motifs:
        counts[m] = counts.get(m, 0) + 1
    purity = symmetry = 0
    if len(counts) == 1:
        purity = data.pure_bonus[motifs[0]]
    elif len(counts) == 2 and is_mirror_symmetric(motifs):
        smaller = min(data.pure_bonus[m] for m in counts)
        symmetry = int(smaller * data.symmetry_share)  # int() of a non-negative Fraction floors
    dominant = None
    for m, n in counts.items():
        if 2 * n > SLOTS:
            dominant = m
    return base, purity, symmetry, dominant


def facing_links(sites, neighbours, i: int) -> list[tuple[int, str]]:
    """PP-21 links of site ``i``: ``[(j, mark)]`` for each completed neighbour ``j`` whose
    facing slot carries the same mark ("road"/"aqueduct") as ``i``'s; ask only for a completed
    ``i``.  One rule for the ledger (each pair once), the state's link events and the table."""
    marks = sites[i].marks
    out = []
    for j, mine, theirs in neighbours[i]:
        mark = marks[mine]
        if mark is not None and sites[j].info is not None and mark == sites[j].marks[theirs]:
            out.append((j, mark))
    return out


def board_ledger(sites, neighbours, yard_tiles: int, discards: int, tokens: int, data) -> dict:
    """The Imperial Builder Ledger of one board (keys LEDGER_KEYS, integers).

    ``sites``: 12 sites (objects with ``.info`` and ``.marks``); ``neighbours``: board.NEIGHBOURS.
    completed: number of completed monuments; base/purity/symmetry: PP-14..PP-16; terracotta: the
    extra base of monuments next to a Terracotta-dominant one (PP-18); flora: PP-19; laurel: tokens
    x token value (PP-20); links: PP-21 (each adjacent pair once); blueprints: 0 here (a board
    alone holds no cards: the state and the scorepad add the PP-22 payouts, see
    blueprint_state); yard_penalty: -(yard tiles x yard penalty, PP-23) - (discards x discard cost,
    PP-11).
    """
    completed = base = purity = symmetry = terracotta = flora = links = 0
    infos = [s.info for s in sites]
    extra_factor = data.terracotta_factor - 1
    for i, info in enumerate(infos):
        if info is None:
            continue
        b, p, sy, dom = info
        completed += 1
        base += b
        purity += p
        symmetry += sy
        next_to_terracotta = False
        gardens = 0
        for j, _mine, _theirs in neighbours[i]:
            other = infos[j]
            if other is None:
                continue
            odom = other[3]
            if odom == "terracotta":
                next_to_terracotta = True
            if dom == "flora" and odom == "flora":
                gardens += 1
        links += sum(1 for j, _ in facing_links(sites, neighbours, i) if j > i)  # each pair once
        if next_to_terracotta:
            terracotta += b * extra_factor
        flora += gardens * data.flora_bonus
    ledger = {
        "completed": completed,
        "base": base,
        "purity": purity,
        "symmetry": symmetry,
        "terracotta": terracotta,
        "flora": flora,
        "laurel": tokens * data.laurel_value,
        "links": links * data.link_bonus,
        "blueprints": 0,
        "yard_penalty": -(yard_tiles * data.yard_penalty + discards * data.discard_cost),
    }
    ledger["total"] = sum(ledger[k] for k in POINT_KEYS)
    return ledger
