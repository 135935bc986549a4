"""Akropolis events: what one apply did, for the table's animations.

One frozen record per event type (see :class:`game.core.events.Event`); ``to_dict()`` gives the
plain form ``{"type": TYPE, ...}``.  Seats are 0-based (solo: 1 is the Architect), ``index`` is a
Construction Site position, costs and gains are stones, hexes are (q, r, level) axial triples.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

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


@dataclass(frozen=True, slots=True, eq=False)
class CardCompleted(Event):
    """``seat`` completed Construction card ``card`` (Athena, AK-11): took its statue part and
    placed Mini-tile ``mini`` (its index) at ``hex`` (q, r, level), taking ``gained`` stones."""
    TYPE = "card"
    seat: int
    card: str
    mini: int
    hex: tuple
    gained: int


@dataclass(frozen=True, slots=True, eq=False)
class TurnFinished(Event):
    """``seat`` finished its turn after the Athena completions (AK-11)."""
    TYPE = "finish"
    seat: int


def maker(cls):
    """A function building a ``cls`` (a frozen, slotted dataclass) from all its field values in
    order, as ``cls(*values)`` does, without the frozen ``__init__``'s per-field checks: for the
    records made on every move.  Nothing is validated (the callers pass what the rules made)."""
    setters = tuple(cls.__dict__[f.name].__set__ for f in fields(cls))
    new = object.__new__
    if len(setters) == 2:
        s0, s1 = setters

        def make2(a, b):
            obj = new(cls)
            s0(obj, a)
            s1(obj, b)
            return obj
        return make2
    if len(setters) == 3:
        s0, s1, s2 = setters

        def make3(a, b, c):
            obj = new(cls)
            s0(obj, a)
            s1(obj, b)
            s2(obj, c)
            return obj
        return make3
    if len(setters) == 4:
        s0, s1, s2, s3 = setters

        def make4(a, b, c, d):
            obj = new(cls)
            s0(obj, a)
            s1(obj, b)
            s2(obj, c)
            s3(obj, d)
            return obj
        return make4

    def make(*values):
        obj = new(cls)
        for setter, value in zip(setters, values, strict=True):
            setter(obj, value)
        return obj
    return make


#: fast builders of the records of every move (see :func:`maker`)
make_bought = maker(Bought)
make_placed = maker(Placed)
make_stones = maker(StonesGained)

EVENTS = event_table((Bought, Placed, StonesGained, RoundReset, GameOver, ArchitectMoved,
                      CardCompleted, TurnFinished))


def ak_event_from_dict(d: dict) -> Event:
    """An Akropolis event from its plain form.  Raises ValueError."""
    return event_from_dict(d, EVENTS)
