"""Picture Pie events: what one apply did, for the table's animations and messages.

One frozen record per event type (see :class:`game.core.events.Event`); ``to_dict()`` gives the
plain form ``{"type": TYPE, ...}``.  Seats are 0-based, sites 0..11 (row-major), slots 0..7,
tiles are catalogue ids, points are ints.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event, event_from_dict, event_table


@dataclass(frozen=True, slots=True, eq=False)
class Picked(Event):
    """A setup pick (PP-12): ``tile`` went from the bag to ``seat``'s Masonry Yard."""
    TYPE = "pick"
    seat: int
    tile: int


@dataclass(frozen=True, slots=True, eq=False)
class Drafted(Event):
    """``seat`` drafted ``tiles`` (tuple of ids; empty: drew nothing, PP-9) into the hand."""
    TYPE = "draft"
    seat: int
    tiles: tuple


@dataclass(frozen=True, slots=True, eq=False)
class Placed(Event):
    """``tile`` placed in ``site`` starting at ``slot`` (PP-5)."""
    TYPE = "place"
    seat: int
    tile: int
    site: int
    slot: int


@dataclass(frozen=True, slots=True, eq=False)
class TokenTaken(Event):
    """A Lapis-dominant monument in ``site`` took an Imperial Laurel token; ``left`` remain
    in the supply (PP-20)."""
    TYPE = "token"
    seat: int
    site: int
    left: int


@dataclass(frozen=True, slots=True, eq=False)
class Completed(Event):
    """The monument in ``site`` was completed; ``points``: the ledger change it made (PP-6)."""
    TYPE = "completed"
    seat: int
    site: int
    points: int


@dataclass(frozen=True, slots=True, eq=False)
class Linked(Event):
    """Facing ``mark``s ("road"/"aqueduct") of the two ``sites`` connected (PP-21)."""
    TYPE = "link"
    seat: int
    sites: tuple
    mark: str


@dataclass(frozen=True, slots=True, eq=False)
class Rotated(Event):
    """An open site turned ``steps`` eighths (PP-6)."""
    TYPE = "rotate"
    seat: int
    site: int
    steps: int


@dataclass(frozen=True, slots=True, eq=False)
class Stored(Event):
    """``tile`` went from the hand to the Masonry Yard (Store, or end of turn, PP-11)."""
    TYPE = "store"
    seat: int
    tile: int


@dataclass(frozen=True, slots=True, eq=False)
class Discarded(Event):
    """End of turn with a full yard: ``tile`` went to the box; ``points`` is the cost, negative
    (PP-11)."""
    TYPE = "discard"
    seat: int
    tile: int
    points: int


@dataclass(frozen=True, slots=True, eq=False)
class WheelTurned(Event):
    """The Quarry Wheel turned one sector, ``direction`` +1 or -1 (PP-10)."""
    TYPE = "wheel"
    direction: int


@dataclass(frozen=True, slots=True, eq=False)
class Refilled(Event):
    """The empty active ``sector`` (0-based) was refilled with ``tiles`` from the bag (PP-13)."""
    TYPE = "refill"
    sector: int
    tiles: tuple


@dataclass(frozen=True, slots=True, eq=False)
class SundialMoved(Event):
    """The Sundial moved on to wheel position ``to`` (PP-8)."""
    TYPE = "sundial"
    to: int


@dataclass(frozen=True, slots=True, eq=False)
class RoundStarted(Event):
    """Round ``round`` (1-based) began (PP-24)."""
    TYPE = "round"
    round: int


@dataclass(frozen=True, slots=True, eq=False)
class GameOver(Event):
    """The game ended; ``winners``: tuple of seats (PP-24)."""
    TYPE = "game_over"
    winners: tuple


@dataclass(frozen=True, slots=True, eq=False)
class Undone(Event):
    """The last action of the turn was taken back (PP-7)."""
    TYPE = "undo"


EVENTS = event_table((Picked, Drafted, Placed, TokenTaken, Completed, Linked, Rotated, Stored,
                      Discarded, WheelTurned, Refilled, SundialMoved, RoundStarted, GameOver,
                      Undone))


def pp_event_from_dict(d: dict) -> Event:
    """A Picture Pie event from its plain form.  Raises ValueError."""
    return event_from_dict(d, EVENTS)
