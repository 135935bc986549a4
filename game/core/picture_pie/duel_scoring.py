"""Senate Wonder Duel scoring (PP-26): control of the capital's monuments and each seat's
ledger.  Pure functions of the shared sites, who placed each tile and who completed each site;
one implementation serves the live game (``DuelState``), the AI and the Duel scorepad.

Control (PP-26): a completed monument is controlled by the seat whose tiles fill more of it
(summed fractions, in eighths); equal shares go to the seat that completed it.

A seat's ledger (keys :data:`DUEL_KEYS`, integers) counts, for the monuments it controls, the
campaign's base, purity and symmetry (PP-14..PP-16), the Terracotta doubling (PP-18) and the
Flora bonus (PP-19) those monuments receive from completed neighbours whoever controls them;
its own Imperial Laurel tokens (PP-20: the seat that completes a Lapis-dominant monument takes
one); per Connected Infrastructure Link (PP-21) ``link_share`` of ``link_bonus`` for each end
it controls (*house*: a seat controlling both ends gets the whole bonus, 50 each when the two
seats share it); the Masonry Yard penalty and discards of its own yard (PP-23, PP-11).  There
are no Civic Blueprints in the Duel (PP-22 speaks of each player's own board).
"""

from __future__ import annotations

from game.core.events import Ledger, LedgerRow

from game.core.picture_pie.scoring import LEDGER_KEYS, LEDGER_LABELS, facing_links

#: a Duel ledger mapping's keys: the campaign's, then ``controlled`` (a count, as
#: ``completed`` is: the monuments this seat completed)
DUEL_KEYS = LEDGER_KEYS + ("controlled",)
#: the ledger rows that carry points, in display order (no Civic Blueprints in the Duel)
DUEL_POINT_KEYS = ("base", "purity", "symmetry", "terracotta", "flora", "laurel", "links",
                   "yard_penalty")


def shares(site, placed_by, tiles) -> tuple[int, int]:
    """(eighths of ``site`` filled by seat 0's tiles, by seat 1's); ``placed_by[tile_id]`` is
    the seat that placed the tile (None: nobody)."""
    out = [0, 0]
    for tid, _start in site.placed:
        seat = placed_by[tid]
        if seat is not None:
            out[seat] += tiles[tid].size
    return out[0], out[1]


def control_of(mine: tuple[int, int], completer: int | None) -> int | None:
    """PP-26: the seat with more of a completed monument's eighths (``mine``: seat 0's, seat
    1's), the ``completer`` when they are equal."""
    if mine[0] != mine[1]:
        return 0 if mine[0] > mine[1] else 1
    return completer


def controller_of(site, placed_by, completer, tiles) -> int | None:
    """The seat controlling completed ``site`` (PP-26, :func:`control_of`); None for an open
    site."""
    if site.info is None:
        return None
    return control_of(shares(site, placed_by, tiles), completer)


def controllers(sites, placed_by, completed_by, tiles) -> tuple:
    """Per site, its controller (0, 1) or None while open (see :func:`controller_of`)."""
    return tuple(controller_of(site, placed_by, completed_by[i], tiles)
                 for i, site in enumerate(sites))


def monument_points(sites, neighbours, i: int, data) -> dict:
    """What the completed monument in site ``i`` is worth to its controller, before links:
    {"base", "purity", "symmetry", "terracotta", "flora"} (PP-14..PP-19; the Terracotta
    doubling and the Flora bonus come from completed neighbours whoever controls them)."""
    base, purity, symmetry, dominant = sites[i].info
    next_to_terracotta = False
    gardens = 0
    for j, _mine, _theirs in neighbours[i]:
        other = sites[j].info
        if other is None:
            continue
        if other[3] == "terracotta":
            next_to_terracotta = True
        if dominant == "flora" and other[3] == "flora":
            gardens += 1
    return {"base": base, "purity": purity, "symmetry": symmetry,
            "terracotta": base * (data.terracotta_factor - 1) if next_to_terracotta else 0,
            "flora": gardens * data.flora_bonus}


def duel_ledger(sites, neighbours, control, seat: int, yard_tiles: int, discards: int,
                tokens: int, completed: int, data, link_share) -> dict:
    """The Duel ledger of ``seat`` (keys :data:`DUEL_KEYS`, integers; see the module doc).

    ``control``: per site its controller or None (:func:`controllers`); ``yard_tiles``,
    ``discards``, ``tokens``: the seat's own Masonry Yard size, discarded tiles and Laurel
    tokens; ``completed``: how many monuments the seat completed; ``link_share``: Fraction."""
    out = dict.fromkeys(DUEL_KEYS, 0)
    link_ends = 0
    for i, owner in enumerate(control):
        if owner != seat:
            continue
        out["controlled"] += 1
        for key, points in monument_points(sites, neighbours, i, data).items():
            out[key] += points
        link_ends += len(facing_links(sites, neighbours, i))
    out["completed"] = completed
    out["laurel"] = tokens * data.laurel_value
    if link_ends:
        out["links"] = int(link_ends * data.link_bonus * link_share)   # floors (non-negative)
    out["yard_penalty"] = -(yard_tiles * data.yard_penalty + discards * data.discard_cost)
    out["total"] = sum(out[k] for k in DUEL_POINT_KEYS)
    return out


def duel_ledger_record(mapping: dict, completed_sites: int) -> Ledger:
    """The :class:`Ledger` of a :func:`duel_ledger` mapping: a "controlled" row (0 points; its
    detail "3 of 7 completed monuments"), one row per :data:`DUEL_POINT_KEYS`, then "total"."""
    n = mapping["controlled"]
    rows = [LedgerRow("controlled", "Controlled monuments", 0,
                      f"{n} of {completed_sites} completed monument"
                      f"{'' if completed_sites == 1 else 's'}")]
    rows += [LedgerRow(k, LEDGER_LABELS[k], mapping[k],
                       f"{n} controlled monument{'' if n == 1 else 's'}" if k == "base" else "")
             for k in DUEL_POINT_KEYS]
    rows.append(LedgerRow("total", LEDGER_LABELS["total"], mapping["total"]))
    return Ledger(rows)
