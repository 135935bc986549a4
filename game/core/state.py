"""The one state API shared by every game's rules core (Picture Pie, Akropolis).

Modelled on OpenSpiel's Game/State split: a state knows whose turn it is, lists the legal actions,
applies one (refusing an illegal one with a reason a player can read), can undo within the current
turn, and can be copied and turned into a plain dict and back.  AI players, replays, the simulation
conformance tests and the scenes are written once against this API.

Actions are immutable, hashable records (frozen dataclasses) with a ``to_dict``/``from_dict`` pair;
each game defines its own action classes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Hashable, Sequence


class IllegalAction(Exception):
    """Raised by :meth:`GameState.apply` for an action the rules refuse.

    ``reason`` is one sentence for the player ("That site has only 1/4 open; the tile is 1/2.").
    """

    def __init__(self, reason: str, action: Any = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class GameState(ABC):
    """Abstract rules state.  Seats are numbered 0..players-1.

    Subclasses keep all randomness in a :class:`game.core.rng.Rng` inside the state, hold only
    plain data (no functions, no pygame), and never read the clock or do I/O.
    """

    #: game id used by the command line and save files ("picture-pie", "akropolis")
    GAME_ID: str = ""

    @property
    @abstractmethod
    def num_seats(self) -> int:
        """Number of seats (players) in this game."""

    @property
    @abstractmethod
    def current_seat(self) -> int | None:
        """Seat to act now, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Hashable]:
        """Every action the current seat may take now; empty when terminal."""

    @abstractmethod
    def why_illegal(self, action: Hashable) -> str | None:
        """None when ``action`` is legal now, else the reason it is refused."""

    @abstractmethod
    def apply(self, action: Hashable) -> None:
        """Apply a legal action in place.  Raises :class:`IllegalAction` (state unchanged) otherwise."""

    @abstractmethod
    def can_undo(self) -> bool:
        """True when an action of the current turn can be taken back."""

    @abstractmethod
    def undo(self) -> None:
        """Take back the last action of the current turn.  Raises IllegalAction if none can be."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Current score of each seat (a live preview before the end, the final score after)."""

    @abstractmethod
    def winners(self) -> list[int]:
        """Seats that share the win after tie-breaks (valid once terminal)."""

    @abstractmethod
    def copy(self) -> "GameState":
        """An independent deep copy; feeding both the same actions keeps them equal."""

    @abstractmethod
    def to_dict(self) -> dict:
        """Plain data (str/int/bool/list/dict only), loss-free: ``from_dict(to_dict())`` is equal."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict) -> "GameState":
        """Rebuild a state from :meth:`to_dict` output.  Raises ValueError on malformed data."""

    def is_legal(self, action: Hashable) -> bool:
        return self.why_illegal(action) is None

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.to_dict() == self.to_dict()

    __hash__ = None  # mutable


def apply_all(state: GameState, actions: Sequence[Hashable]) -> GameState:
    """Apply actions in order to ``state`` (in place) and return it; for replays and tests."""
    for action in actions:
        state.apply(action)
    return state
