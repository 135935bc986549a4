"""The Senate Wonder Duel as plain data: :class:`DuelPlain`, the mixin of DuelState's snapshot
and dict methods (the file format of Duel saves).

A Duel's ``to_dict`` is the campaign's (game.core.picture_pie.plain, validate) with:

- ``"mode": "duel"`` at the top (game.games.state_from_dict picks the Duel's class by it);
- the capital's sites written once, in ``boards[0].sites``; ``boards[1].sites`` is twelve
  empty lists (each seat's yard, discards and tokens stay on its own board);
- per snapshot (``state`` and ``turn_start``) ``placed_by``: per site, the seat (0 or 1) that
  placed each of its tiles, in the order of ``boards[0].sites[i]``; and ``completed_by``: per
  site the seat that completed it, -1 while it is open.
"""

from __future__ import annotations

from game.core.checks import check_int, check_list, fail
from game.core.picture_pie.board import Board
from game.core.picture_pie.data import NUM_SITES, SLOTS, PictureData, parse_data
from game.core.picture_pie.duel_rules import DUEL_SEATS, duel_data
from game.core.picture_pie.plain import PlainSnapshots
from game.core.picture_pie.state import PicturePieState
from game.core.picture_pie.validate import validate_snapshot

#: ``completed_by`` of an open site in plain data
OPEN = -1


def check_duel_snapshot(d: dict, where: str, data: PictureData) -> None:
    """Check the Duel's parts of one snapshot dict already checked by validate_snapshot:
    seat 1's board holds no sites of its own, ``placed_by`` matches the capital's tiles with
    seats 0..1, ``completed_by`` names a seat exactly for the completed sites.  Raises
    ValueError naming ``where.field``."""
    for key in ("placed_by", "completed_by"):
        if key not in d:
            fail(f"{where}.{key}", "missing")
    capital = d["boards"][0]["sites"]
    if any(d["boards"][1]["sites"]):
        fail(f"{where}.boards[1].sites", "the capital is saved once, in boards[0]; these "
             "lists must be empty")
    owners = check_list(d["placed_by"], f"{where}.placed_by", length=NUM_SITES)
    done = check_list(d["completed_by"], f"{where}.completed_by", length=NUM_SITES)
    for i, placed in enumerate(capital):
        seats = check_list(owners[i], f"{where}.placed_by[{i}]", length=len(placed))
        for k, seat in enumerate(seats):
            check_int(seat, f"{where}.placed_by[{i}][{k}]", 0, DUEL_SEATS - 1)
        full = sum(data.tiles[t].size for t, _ in placed) == SLOTS
        by = check_int(done[i], f"{where}.completed_by[{i}]", OPEN, DUEL_SEATS - 1)
        if full and by == OPEN:
            fail(f"{where}.completed_by[{i}]", "the site is completed; name who completed it")
        if not full and by != OPEN:
            fail(f"{where}.completed_by[{i}]", f"the site is open; use {OPEN}")


class DuelPlain(PlainSnapshots):
    """Snapshot <-> plain data and ``to_dict``/``from_dict`` for DuelState (see the module
    doc); a snapshot is the campaign's tuple plus (placed_by, completers)."""

    def _snap_dict(self, snap: tuple) -> dict:
        d = PlainSnapshots._snap_dict(self, snap[:-2])
        placed_by, completers = snap[-2:]
        d["boards"][1]["sites"] = [[] for _ in range(NUM_SITES)]
        d["placed_by"] = [[placed_by[t] for t, _ in site.placed] for site in snap[6][0].sites]
        d["completed_by"] = [OPEN if c is None else c for c in completers]
        return d

    def _snap_from_dict(self, d: dict) -> tuple:
        core = PlainSnapshots._snap_from_dict(self, d)
        mine, theirs = core[6]
        boards = (mine, Board(mine.sites, theirs.yard, theirs.discards, theirs.tokens))
        placed_by = [None] * len(self.tiles)
        for site, seats in zip(mine.sites, d["placed_by"]):
            for (tid, _start), seat in zip(site.placed, seats):
                placed_by[tid] = int(seat)
        completers = tuple(None if c == OPEN else int(c) for c in d["completed_by"])
        return core[:6] + (boards,) + core[7:] + (tuple(placed_by), completers)

    def to_dict(self) -> dict:
        """PicturePieState.to_dict with ``"mode": "duel"`` and the Duel's fields (module
        doc)."""
        d = PicturePieState.to_dict(self)
        d["mode"] = self.mode
        return d

    @classmethod
    def from_dict(cls, data: dict, game_data: PictureData | None = None):
        """Rebuild a Duel from :meth:`to_dict` output.  Raises ValueError naming the field."""
        if not isinstance(data, dict) or data.get("mode") != "duel":
            raise ValueError("not a Senate Wonder Duel state (mode = "
                             f"{data.get('mode') if isinstance(data, dict) else None!r})")
        try:
            pdata = duel_data(game_data if game_data is not None else parse_data(data["data"]))
            check_int(data["players"], "players", DUEL_SEATS, DUEL_SEATS)
            for where in ("state", "turn_start"):
                validate_snapshot(data[where], where, pdata, DUEL_SEATS)
                check_duel_snapshot(data[where], where, pdata)
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            raise ValueError(f"malformed Senate Wonder Duel state: {exc!r}") from None
        return super().from_dict(data, pdata)
