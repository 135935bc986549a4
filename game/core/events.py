"""Typed records shared by both games' states: what an apply did (:class:`Event`) and a seat's
score breakdown (:class:`LedgerRow`, :class:`Ledger`).

Events are frozen dataclasses like the actions: one class per event type, a class attribute
``TYPE`` (the ``"type"`` key of the plain form) and ``to_dict()`` giving the plain form the
tables have read since issue 3 (lists, not tuples).  Fields hold tuples so records stay immutable.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar, Iterable


def _plain(value):
    """Tuples (nested) as lists: the plain-data form."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def _frozen(value):
    """Lists (nested) as tuples: the field form."""
    if isinstance(value, (tuple, list)):
        return tuple(_frozen(v) for v in value)
    return value


@dataclass(frozen=True, eq=False)
class Event:
    """Base of every event record.  ``to_dict()`` -> ``{"type": TYPE, field: value, ...}``.

    Equality: two events are equal when their plain forms are; an event never equals a dict
    (compare ``event.to_dict()`` for that).  Subclasses are declared
    ``@dataclass(frozen=True, slots=True, eq=False)`` so they keep this rule.  Read the fields
    as attributes (``event.seat``); events are not mappings.
    """

    TYPE: ClassVar[str] = ""

    def to_dict(self) -> dict:
        d = {"type": self.TYPE}
        for f in fields(self):
            d[f.name] = _plain(getattr(self, f.name))
        return d

    def __eq__(self, other) -> bool:
        if isinstance(other, Event):
            return other.to_dict() == self.to_dict()
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.TYPE,) + tuple(getattr(self, f.name) for f in fields(self)))


def event_table(classes: Iterable[type]) -> dict[str, type]:
    """``{TYPE: class}`` for a game's event classes."""
    return {cls.TYPE: cls for cls in classes}


def event_from_dict(d, table: dict[str, type]) -> Event:
    """Rebuild an event from its plain form with the game's :func:`event_table`.  Raises
    ValueError for an unknown type or a missing or extra field."""
    if not isinstance(d, dict) or d.get("type") not in table:
        raise ValueError(f"not a known event: {d!r}")
    cls = table[d["type"]]
    names = {f.name for f in fields(cls)}
    given = set(d) - {"type"}
    if given != names:
        raise ValueError(f"event {d['type']!r} needs fields {sorted(names)}, not {sorted(given)}")
    return cls(**{k: _frozen(d[k]) for k in names})


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """One line of a seat's score breakdown, as the results and score cards show it.

    ``category``: stable id ("base", "purity", ..., "blue", "stones", "total"); ``label``: the
    rulebook's name for it ("Motif purity bonus", "Houses"); ``points``: points it adds (int,
    may be negative); ``detail``: a short player-facing explanation ("3 \u00d7 2 stars"), or "";
    ``factors``: the whole numbers whose product is ``points`` when the row is one (Akropolis
    colours: (value, stars), AK-7), else ().
    """

    category: str
    label: str
    points: int
    detail: str = ""
    factors: tuple[int, ...] = ()

    def to_dict(self) -> dict:
        return {"category": self.category, "label": self.label, "points": self.points,
                "detail": self.detail, "factors": list(self.factors)}


@dataclass(frozen=True, slots=True)
class Ledger:
    """A seat's score breakdown: ``rows`` (tuple of :class:`LedgerRow`: every category that
    scores in this game, in display order, then one "total" row; the points of the rows before
    "total" add up to it).  ``total`` (int) is the "total" row's points; :meth:`row` finds a
    category's row.  A plain record, not a mapping.
    """

    rows: tuple[LedgerRow, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "rows", tuple(self.rows))

    @property
    def total(self) -> int:
        return self.rows[-1].points

    def row(self, category: str) -> LedgerRow:
        """The row of ``category``.  Raises KeyError."""
        for r in self.rows:
            if r.category == category:
                return r
        raise KeyError(category)
