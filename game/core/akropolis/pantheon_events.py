"""Akropolis Pantheon events: what one apply did (AK-14), for the table's animations and log.

Seats are 0-based; hexes are (q, r, level) triples; ``target`` is "city" or "capital".
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.akropolis.events import StonesGained
from game.core.events import Event, event_from_dict, event_table


@dataclass(frozen=True, slots=True, eq=False)
class TilePlaced(Event):
    """``seat`` laid hand tile ``tile`` on ``hexes`` of its City or of the Capital."""
    TYPE = "pantheon-placed"
    seat: int
    target: str
    tile: int
    hexes: tuple


@dataclass(frozen=True, slots=True, eq=False)
class StonesPaid(Event):
    """``seat`` paid ``n`` stones to the reserve ``for_what`` ("capital", "discard", "unlock",
    "tax")."""
    TYPE = "pantheon-paid"
    seat: int
    n: int
    for_what: str


@dataclass(frozen=True, slots=True, eq=False)
class StonesGiven(Event):
    """``seat`` gave ``n`` stones to ``to_seat`` (and paid ``n`` more as tax)."""
    TYPE = "pantheon-gift"
    seat: int
    to_seat: int
    n: int


@dataclass(frozen=True, slots=True, eq=False)
class ChallengeRevealed(Event):
    """Architectural Challenge ``challenge`` turned face up into slot ``slot``."""
    TYPE = "pantheon-revealed"
    slot: int
    challenge: str


@dataclass(frozen=True, slots=True, eq=False)
class ChallengeCompleted(Event):
    """``seat`` completed ``challenge``; its ``color`` altar stands on the Capital plaza
    (q, r)."""
    TYPE = "pantheon-completed"
    seat: int
    challenge: str
    color: str
    q: int
    r: int


@dataclass(frozen=True, slots=True, eq=False)
class ChallengeDiscarded(Event):
    """``seat`` discarded ``challenge`` (and its altar) for 1 stone."""
    TYPE = "pantheon-discarded"
    seat: int
    challenge: str


@dataclass(frozen=True, slots=True, eq=False)
class SlotUnlocked(Event):
    """``seat`` opened challenge slot number ``slot`` (0-based) for 5 stones."""
    TYPE = "pantheon-unlocked"
    seat: int
    slot: int


@dataclass(frozen=True, slots=True, eq=False)
class AltarCrushed(Event):
    """A Capital placement covered the ``color`` altar at (q, r): it is lost."""
    TYPE = "pantheon-crushed"
    q: int
    r: int
    color: str


@dataclass(frozen=True, slots=True, eq=False)
class TurnFinished(Event):
    """``seat`` ended its turn and drew ``drew`` tiles (0 once the pile is out)."""
    TYPE = "pantheon-turn"
    seat: int
    drew: int


@dataclass(frozen=True, slots=True, eq=False)
class PantheonOver(Event):
    """Every tile, hands included, is played: the game is over."""
    TYPE = "pantheon-over"


EVENTS = event_table((TilePlaced, StonesGained, StonesPaid, StonesGiven, ChallengeRevealed,
                      ChallengeCompleted, ChallengeDiscarded, SlotUnlocked, AltarCrushed,
                      TurnFinished, PantheonOver))


def pantheon_event_from_dict(d: dict) -> Event:
    """A Pantheon event from its plain form.  Raises ValueError."""
    return event_from_dict(d, EVENTS)
