"""The seat and turn properties both Akropolis states share (the base game with Athena, and
Pantheon): each keeps ``players``, ``_current`` (the seat to act), ``terminal`` and ``round``."""

from __future__ import annotations


class SeatTurns:
    """``num_seats``, ``current_seat`` (None once the game is over), ``is_terminal`` and
    ``rounds`` (the round under way counts) read from the state's own fields."""

    __slots__ = ()

    @property
    def num_seats(self) -> int:
        return self.players

    @property
    def current_seat(self) -> int | None:
        return None if self.terminal else self._current

    @property
    def is_terminal(self) -> bool:
        return self.terminal

    @property
    def rounds(self) -> int:
        """Rounds played (the round under way counts)."""
        return self.round
