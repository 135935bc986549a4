"""The one state API shared by every game's rules core (Picture Pie, Akropolis).

Modelled on OpenSpiel's Game/State split: a state knows whose turn it is, lists the legal actions,
applies one (refusing an illegal one with a reason a player can read), can undo within the current
turn, and can be copied and turned into a plain dict and back.  AI players, replays, the simulation
conformance tests and the scenes are written once against this API.

Actions are immutable, hashable records (frozen dataclasses) with a ``to_dict``/``from_dict`` pair;
each game defines its own action classes.  Events (what the last apply did) are records too
(:class:`game.core.events.Event`), and a seat's score breakdown is a
:class:`game.core.events.Ledger` of :class:`game.core.events.LedgerRow`.

Every state keeps its ``opening`` (plain dict captured at setup) and its ``action_log`` (every
action applied since); :func:`replay` rebuilds an identical state from the two (see
game/core/replay.py).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Hashable, Sequence

from game.core.events import Event, Ledger, LedgerRow  # noqa: F401  (re-exported)


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
    plain data (no functions, no pygame), and never read the clock or do I/O.  They serialise
    the Rng with its one encoding (``Rng.to_plain`` / ``Rng.from_plain``, a decimal string).

    Attributes every state provides (plain instance attributes, read-only for callers):

    - ``round`` (int): the round under way, 1-based (the last round once the game is over).
    - ``events`` (list of :class:`Event`): what the last :meth:`apply` or :meth:`undo` did, in
      order; ``[]`` after construction and ``from_dict``.
    - ``opening`` (dict or None): plain data captured at setup, everything :func:`replay` needs
      to rebuild the start: ``{"game": GAME_ID, "seed": int, "players": int, "options":
      {name: plain value}, "data": the tile-set data}``.  None for a state loaded from a save
      written before the action log existed (its log is unknown).
    - ``action_log`` (list of actions): every action applied since the opening, oldest first;
      :meth:`undo` removes the undone action.  Empty (not the true history) when ``opening`` is
      None.
    """

    #: game id used by the command line and save files ("picture-pie", "akropolis")
    GAME_ID: str = ""

    #: top-level keys of :meth:`to_dict` that equality ignores: ``events`` describe the last
    #: apply only (an undo or a reload does not recreate them)
    TRANSIENT_KEYS: tuple[str, ...] = ("events",)

    round: int
    events: list
    opening: dict | None
    action_log: list

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
    def ledger(self, seat: int) -> Ledger:
        """``seat``'s score breakdown now: a :class:`Ledger` whose ``rows`` are
        :class:`LedgerRow` (category id, label, points, detail) in display order ending with the
        "total" row, and ``total`` equals ``scores()[seat]``.  Raises IndexError for a bad seat."""

    def summary_extra(self) -> dict:
        """Game-specific plain entries added to :meth:`summary` (override)."""
        return {}

    def summary(self) -> dict:
        """A short plain dict for the shell and ``simulate``: ``{"game": GAME_ID, "round": int,
        "seats": int, "current_seat": int (-1 once over), "scores": [int per seat], "terminal":
        bool, "winners": [seats] ([] before the end), "actions": len(action_log)}`` plus the
        game's :meth:`summary_extra`."""
        terminal = self.is_terminal
        seat = self.current_seat
        out = {"game": self.GAME_ID, "round": self.round, "seats": self.num_seats,
               "current_seat": -1 if seat is None else seat, "scores": list(self.scores()),
               "terminal": terminal, "winners": list(self.winners()) if terminal else [],
               "actions": len(self.action_log)}
        out.update(self.summary_extra())
        return out

    @abstractmethod
    def copy(self) -> "GameState":
        """An independent deep copy; feeding both the same actions keeps them equal."""

    def determinised(self, seed: int) -> "GameState":
        """What an AI may think on: a :meth:`copy` in which every part the current seat cannot
        see at the table (a bag's or a stack's order, the generator that will draw from it) is
        resampled from ``Rng(seed)``, and ``opening`` is dropped (its seed would tell the hidden
        order), so the copy cannot undo a turn back past its start.  Two states that differ only
        in hidden parts give equal determinised states for one seed.  This default is for a game
        without hidden information; games override it."""
        c = self.copy()
        c.opening = None
        return c

    @abstractmethod
    def to_dict(self) -> dict:
        """Plain data (str/int/bool/list/dict only), loss-free: ``from_dict(to_dict())`` is equal."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict) -> "GameState":
        """Rebuild a state from :meth:`to_dict` output.  Raises ValueError on malformed data."""

    def is_legal(self, action: Hashable) -> bool:
        return self.why_illegal(action) is None

    def equality_dict(self) -> dict:
        """:meth:`to_dict` without :attr:`TRANSIENT_KEYS`: what equality compares."""
        d = self.to_dict()
        for key in self.TRANSIENT_KEYS:
            d.pop(key, None)
        return d

    def __eq__(self, other: object) -> bool:
        """The one equality rule of every game: same class and equal :meth:`equality_dict`."""
        return type(other) is type(self) and other.equality_dict() == self.equality_dict()

    __hash__ = None  # mutable


def log_to_dict(log) -> list[dict]:
    """An action log as plain data (each action's ``to_dict()``)."""
    return [a.to_dict() for a in log]


def check_opening(opening, game_id: str) -> dict | None:
    """Validate a ``to_dict`` opening: ``{}`` (unknown, an older save) gives None, else it must
    be a dict with the game id, an int seed, an int players and an options dict.  Raises
    ValueError("opening...: ...")."""
    if opening is None or opening == {}:
        return None
    if not isinstance(opening, dict):
        raise ValueError("opening: expected a table")
    if opening.get("game") != game_id:
        raise ValueError(f"opening.game: {opening.get('game')!r} is not {game_id!r}")
    for key in ("seed", "players"):
        if type(opening.get(key)) is not int:
            raise ValueError(f"opening.{key}: {opening.get(key)!r} is not a whole number")
    if not isinstance(opening.get("options"), dict):
        raise ValueError("opening.options: expected a table")
    return opening


def apply_all(state: GameState, actions: Sequence[Hashable]) -> GameState:
    """Apply actions in order to ``state`` (in place) and return it; for replays and tests."""
    for action in actions:
        state.apply(action)
    return state
