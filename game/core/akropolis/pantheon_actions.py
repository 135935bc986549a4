"""The actions of an Akropolis Pantheon turn (AK-14), as frozen records with plain forms.

A turn: any of :class:`GiveStones`, :class:`UnlockSlot`, :class:`DiscardChallenge` in any order,
exactly one :class:`PlaceTile`, then (after a City placement) :class:`CompleteChallenge` for each
Architectural Challenge it met, and :class:`FinishTurn`.  Plain forms carry ``"type"``
``"pantheon-<name>"`` so that they never clash with the base game's ``Place`` or the Athena
actions in one action log.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

#: PlaceTile targets
TARGETS = ("city", "capital")


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Lay hand tile ``tile_id`` in one's own City (``target`` "city") or in the Capital
    ("capital", costs 1 stone) with its first hex at (q, r), turned ``rotation`` sixths (AK-6)."""

    tile_id: int
    target: str
    q: int
    r: int
    rotation: int
    TYPE = "pantheon-place"


@dataclass(frozen=True, slots=True)
class CompleteChallenge:
    """Complete open Architectural Challenge ``challenge`` met by this turn's City placement and
    put its Divine Altar on the Capital plaza at (q, r) (free)."""

    challenge: str
    q: int
    r: int
    TYPE = "pantheon-complete"


@dataclass(frozen=True, slots=True)
class DiscardChallenge:
    """Discard open Architectural Challenge ``challenge`` and its altar (1 stone); the slot is
    filled again at once from the challenge pile (left empty when the pile is out)."""

    challenge: str
    TYPE = "pantheon-discard"


@dataclass(frozen=True, slots=True)
class UnlockSlot:
    """Pay 5 stones to open one more Architectural Challenge slot, filled at once; it stays
    open for the rest of the game."""

    TYPE = "pantheon-unlock"


@dataclass(frozen=True, slots=True)
class GiveStones:
    """Give ``n`` (>= 1) stones to seat ``to_seat``; the giver pays ``2 * n`` (1 stone of tax
    to the reserve per stone given)."""

    to_seat: int
    n: int
    TYPE = "pantheon-give"


@dataclass(frozen=True, slots=True)
class FinishTurn:
    """End the turn after the placement: the hand is refilled from the draw pile."""

    TYPE = "pantheon-finish"


ACTIONS = (PlaceTile, CompleteChallenge, DiscardChallenge, UnlockSlot, GiveStones, FinishTurn)
_BY_TYPE = {cls.TYPE: cls for cls in ACTIONS}
_KINDS = {"tile_id": int, "target": str, "q": int, "r": int, "rotation": int,
          "challenge": str, "to_seat": int, "n": int}


def action_to_dict(action) -> dict:
    """``{"type": "pantheon-...", <fields>}``."""
    out = {"type": action.TYPE}
    for f in fields(action):
        out[f.name] = getattr(action, f.name)
    return out


def is_pantheon_action(d) -> bool:
    """True when the plain form ``d`` names a Pantheon action type."""
    return isinstance(d, dict) and d.get("type") in _BY_TYPE


def action_from_dict(d: dict):
    """The action of a plain form made by ``to_dict``.  Raises ValueError when malformed."""
    if not is_pantheon_action(d):
        raise ValueError(f"not a Pantheon action: {d!r}")
    cls = _BY_TYPE[d["type"]]
    values = []
    for f in fields(cls):
        v = d.get(f.name)
        if type(v) is not _KINDS[f.name]:
            raise ValueError(f"not a Pantheon action: {d!r}")
        values.append(v)
    return cls(*values)


for _cls in ACTIONS:
    _cls.to_dict = action_to_dict
    _cls.from_dict = classmethod(lambda cls, d: action_from_dict(d))
