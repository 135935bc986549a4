"""Akropolis events: what one apply did, for the table's animations.

One frozen record per event type (see :class:`game.core.events.Event`); ``to_dict()`` gives the
plain form ``{"type": TYPE, ...}``.  Seats are 0-based (solo: 1 is the Architect), ``index`` is a
Construction Site position, costs and gains are stones, hexes are (q, r, level) axial triples.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event, event_from_dict, event_table


@dataclass(frozen=True, slots=True, eq=False)
class Bought(Event):
    """``seat`` bought ``tile`` at site position ``index`` for ``cost`` stones (AK-4)."""
    TYPE = "buy"
    seat: int
    index: int
    cost: int
    tile: int


@dataclass(frozen=True, slots=True, eq=False)
class Placed(Event):
    """``tile`` placed on ``hexes`` (tuple of (q, r, level)) of ``seat``'s city (AK-6)."""
    TYPE = "place"
    seat: int
    tile: int
    hexes: tuple


@dataclass(frozen=True, slots=True, eq=False)
class StonesGained(Event):
    """Covering quarries gave ``seat`` ``gained`` stones (AK-6)."""
    TYPE = "stones"
    seat: int
    gained: int


@dataclass(frozen=True, slots=True, eq=False)
class RoundReset(Event):
    """One tile was left: the next stack (``revealed`` tile ids) filled the site and ``chief``
    is the new Chief Architect (AK-5)."""
    TYPE = "reset"
    revealed: tuple
    chief: int


@dataclass(frozen=True, slots=True, eq=False)
class GameOver(Event):
    """One tile left and no stack: the game is over (AK-5)."""
    TYPE = "game_over"


@dataclass(frozen=True, slots=True, eq=False)
class ArchitectMoved(Event):
    """The solo Illustrious Architect (seat 1) bought ``tile`` at ``index`` for ``cost`` and
    placed it on ``hexes`` (AK-10)."""
    TYPE = "architect"
    seat: int
    index: int
    cost: int
    tile: int
    hexes: tuple


EVENTS = event_table((Bought, Placed, StonesGained, RoundReset, GameOver, ArchitectMoved))


def ak_event_from_dict(d: dict) -> Event:
    """An Akropolis event from its plain form.  Raises ValueError."""
    return event_from_dict(d, EVENTS)
