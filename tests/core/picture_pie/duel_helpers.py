"""Helpers for the Senate Wonder Duel core tests: a Duel past setup, and drafts of chosen tiles."""

from game.core.picture_pie.actions import DraftHalf, DraftSmall, EndTurn, Place
from game.core.picture_pie.board import Wheel
from game.core.picture_pie.data import HALF, SIZE_TEXT
from game.core.picture_pie.duel import DuelState

from tests.core.picture_pie.pp_helpers import DATA, Tiles


def duel(seed=0) -> DuelState:
    """A Duel past setup (each seat takes the first legal picks), in the draft stage."""
    s = DuelState(DATA, 2, seed)
    while s.stage == "setup":
        s.apply(s.legal_actions()[0])
    return s


def bag_tile(state: DuelState, size: str, motif: str, mark=None, used=()) -> int:
    """The first tile of this size text, motif and mark in ``state``'s bag or on its wheel
    (what :func:`draft` can hand out), not in ``used``."""
    n = SIZE_TEXT[size]
    for t in state.bag + tuple(t for s in state.wheel.sectors for t in s):
        tile = state.tiles[t]
        if (tile.size, tile.motif, tile.mark) == (n, motif, mark) and t not in used:
            return t
    raise LookupError((size, motif, mark))


def draft(state: DuelState, *ids: int) -> None:
    """The active seat drafts exactly ``ids`` (one Half, or one or two small pieces): the
    wheel's tiles go back to the bag and ``ids`` come out of it onto the Sundial's sector, so
    every tile stays in exactly one place (the state still saves and loads)."""
    on_wheel = tuple(t for s in state.wheel.sectors for t in s)
    bag = [t for t in state.bag + on_wheel if t not in ids]
    assert len(bag) == len(state.bag) + len(on_wheel) - len(ids), "ids must be in the bag"
    state.bag = tuple(bag)
    sectors = [()] * len(state.wheel.sectors)
    sectors[state.active_sector] = tuple(ids)
    state.wheel = Wheel(tuple(sectors), state.wheel.rotation)
    state._kinds = None
    assert not state.turn_log
    state._turn_start = state._snap()   # the turn starts with this wheel (undo, saves)
    if state.tiles[ids[0]].size == HALF:
        state.apply(DraftHalf(ids[0]))
    else:
        state.apply(DraftSmall(tuple(sorted(ids))))


def turn(state: DuelState, *places: tuple[int, int, int]) -> None:
    """One whole turn of the active seat: draft the tiles of ``places`` ((tile, site, slot),
    ...), place them in order, end the turn."""
    draft(state, *(p[0] for p in places))
    for tid, site, slot in places:
        state.apply(Place(tid, site, slot))
    state.apply(EndTurn())


__all__ = ["duel", "bag_tile", "draft", "turn", "Tiles", "DATA"]
