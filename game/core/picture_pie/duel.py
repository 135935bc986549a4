"""The Senate Wonder Duel (PP-26): two seats build ONE shared capital board.

:class:`DuelState` is a :class:`PicturePieState` whose two Boards share one ``sites`` tuple
(``state.boards[0].sites is state.boards[1].sites`` always); each seat keeps its own Masonry
Yard (setup picks PP-12 per seat), discards and Imperial Laurel tokens.  The wheel is the
restricted one of the tile set's ``[duel]`` table (duel_rules: 4 sectors of 3 tiles, *house*).
Who placed each tile (``placed_by``) and who completed each site (``completers``) are part of
the state: in every snapshot, so undo within the turn (PP-7) takes them back, and saved.

Rules on top of the campaign's (RULES.md "Senate Wonder Duel"):

- a seat may place into, and rotate (PP-6, *house*: "theirs" is every seat's on the shared
  board), any uncompleted site of the capital;
- control (PP-26): :meth:`controller`; points: duel_scoring; a Laurel token goes to the seat
  that completes a Lapis-dominant monument (PP-20);
- end (PP-24): all 12 sites completed, the active sector and the bag empty, or the last round;
- winner: more controlled monuments, then more points, then a shared victory;
- no Civic Blueprints (PP-22 speaks of each player's own board).

``state.mode == "duel"`` (the campaign's is "campaign").  The module's :func:`new_game` and
:func:`from_opening` are the Picture Pie package's: ``duel=True`` builds a DuelState, anything
else the campaign's state.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event
from game.core.picture_pie import events as ev
from game.core.picture_pie import state as campaign
from game.core.picture_pie.board import FULL_MASK, NEIGHBOURS, RUN_MASK, Board
from game.core.picture_pie.data import NUM_SITES, PictureData, parse_data
from game.core.picture_pie.duel_plain import DuelPlain
from game.core.picture_pie.duel_rules import DUEL_SEATS, duel_data, duel_rules
from game.core.picture_pie.duel_scoring import (controllers, duel_ledger, duel_ledger_record,
                                                shares)
from game.core.picture_pie.state import PicturePieState
from game.core.rng import Rng
from game.core.state import Ledger

MODE = "duel"
#: the options a Duel's opening records
OPTIONS = {"duel": True}


@dataclass(frozen=True, slots=True, eq=False)
class Controlled(Event):
    """The monument completed in ``site`` went to ``seat`` (PP-26); ``shares``: (eighths of it
    seat 0 placed, seat 1 placed); ``tie``: True when the shares were equal and the completer
    took it."""
    TYPE = "controlled"
    site: int
    seat: int
    shares: tuple
    tie: bool


class DuelState(DuelPlain, PicturePieState):
    """A Senate Wonder Duel (PP-26) for two seats.  Besides PicturePieState's attributes:
    ``placed_by`` (per tile id the seat that placed it, or None), ``completers`` (per site the
    seat that completed it, or None), ``rules`` (duel_rules.DuelRules).  Public API (the
    contract the Duel table codes against): :meth:`tile_owner`, :meth:`completed_by`,
    :meth:`controller`, :meth:`control_counts`, :meth:`control_shares`, ``ledger(seat)``
    (the campaign rows of the monuments it controls plus a "controlled" row), ``winners()``
    (majority, then points, then shared), :meth:`tiebreak_used`."""

    mode = MODE
    #: (boards, controllers, ledgers) of the boards last scored: see _score_table
    _scored = None

    @property
    def rules(self):
        """The ``[duel]`` house values (duel_rules.DuelRules) of the tile set."""
        return duel_rules(self.data)

    def __init__(self, data: PictureData, players: int, seed: int):
        if players != DUEL_SEATS:
            raise ValueError(f"the Senate Wonder Duel takes {DUEL_SEATS} players, not "
                             f"{players!r}")
        self.placed_by = (None,) * len(data.tiles)
        self.completers = (None,) * NUM_SITES
        super().__init__(duel_data(data), players, seed)
        board = self.boards[0]
        self.boards = (board, Board(board.sites))
        self.opening["options"] = dict(OPTIONS)
        self._turn_start = self._snap()

    # ----------------------------------------------------------------- the contract
    def tile_owner(self, tile_id: int) -> int | None:
        """The seat that placed tile ``tile_id`` on the capital, None if it is not placed (or
        not a tile id)."""
        if type(tile_id) is int and 0 <= tile_id < len(self.placed_by):
            return self.placed_by[tile_id]
        return None

    def completed_by(self, site: int) -> int | None:
        """The seat that completed ``site`` (0..11), None while it is open.  Raises
        IndexError for a bad site."""
        return self.completers[site]

    def controller(self, site: int) -> int | None:
        """The seat controlling the monument in ``site`` (PP-26: more of its fraction placed,
        a tie by whoever completed it), None while the site is open.  Raises IndexError."""
        return self._score_table()[0][site]

    def control_counts(self) -> tuple[int, int]:
        """(monuments seat 0 controls, monuments seat 1 controls)."""
        control = self._score_table()[0]
        return control.count(0), control.count(1)

    def control_shares(self, site: int) -> tuple[int, int]:
        """(eighths of ``site`` seat 0 placed, eighths seat 1 placed), open sites too: what
        the table shows while a monument is contested.  Raises IndexError."""
        return shares(self.boards[0].sites[site], self.placed_by, self.tiles)

    @property
    def sites(self) -> tuple:
        """The capital's 12 Monument Sites (shared by both boards)."""
        return self.boards[0].sites

    @property
    def sites_completed(self) -> int:
        """How many of the capital's monuments are completed (0..12)."""
        return self.boards[0].completed_count

    # ----------------------------------------------------------------- the shared board
    def _shared(self, seat: int, board: Board) -> tuple:
        """The boards with ``seat``'s replaced by ``board`` and the other seat's rebuilt on
        ``board.sites`` (its own yard, discards and tokens)."""
        other = self.boards[1 - seat]
        if other.sites is not board.sites:
            other = Board(board.sites, other.yard, other.discards, other.tokens)
        return (board, other) if seat == 0 else (other, board)

    def _set_board(self, board: Board) -> None:
        self.boards = self._shared(self.seat, board)

    def _put(self, board: Board, tile, i: int, slot: int, yard: tuple) -> None:
        """PicturePieState._put on the shared board: the other seat's board takes the new
        sites, the tile is marked as the active seat's, a completion records its completer;
        the Completed record's points are the completer's Duel ledger change, followed by a
        :class:`Controlled` record."""
        seat = self.seat
        completes = board.sites[i].mask | RUN_MASK[tile.size][slot] == FULL_MASK
        logged = self._logged
        before = self._score_table()[1][seat]["total"] if completes and logged else 0
        start = len(self._notes) if logged else 0
        PicturePieState._put(self, board, tile, i, slot, yard)
        self.boards = self._shared(seat, self.boards[seat])
        owners = self.placed_by
        self.placed_by = owners[:tile.id] + (seat,) + owners[tile.id + 1:]
        if not completes:
            return
        done = self.completers
        self.completers = done[:i] + (seat,) + done[i + 1:]
        if not logged:
            return
        control, ledgers = self._score_table()
        from_yard = 0 if yard is board.yard else self.data.yard_penalty
        notes = self._notes
        for k in range(start, len(notes)):
            if notes[k][0] is campaign._completed:
                notes[k] = (ev.Completed, seat, i,
                            ledgers[seat]["total"] - before - from_yard)
                mine = shares(self.boards[0].sites[i], self.placed_by, self.tiles)
                notes.insert(k + 1, (Controlled, i, control[i], mine, mine[0] == mine[1]))
                break

    def _snap(self) -> tuple:
        return PicturePieState._snap(self) + (self.placed_by, self.completers)

    def _restore(self, snap: tuple) -> None:
        PicturePieState._restore(self, snap[:-2])
        self.placed_by, self.completers = snap[-2:]

    def _end_turn(self) -> None:
        PicturePieState._end_turn(self)
        # the base writes the next turn's start out by hand: add the Duel's fields
        self._turn_start = self._turn_start + (self.placed_by, self.completers)

    def copy(self) -> "DuelState":
        c = PicturePieState.copy(self)
        c.__class__ = type(self)
        return c

    def determinised(self, seed: int) -> "DuelState":
        """PicturePieState.determinised: the bag's draws from ``Rng(seed)``, no opening; the
        turn's start keeps its Duel fields after the new generator's state."""
        start = self._turn_start
        c = PicturePieState.determinised(self, seed)
        c._turn_start = start[:12] + (c._rng.state,) + start[13:]
        return c

    # ----------------------------------------------------------------- scores
    def _score_table(self) -> tuple:
        """(per site its controller or None, per seat its duel_ledger mapping), kept with the
        boards it was computed for (every change of the capital, a yard or the tokens builds
        new boards; the owners and completers change only with them)."""
        kept = self._scored
        boards = self.boards
        if kept is None or kept[0] is not boards:
            sites = boards[0].sites
            control = controllers(sites, self.placed_by, self.completers, self.tiles)
            share = self.rules.link_share
            done = self.completers
            ledgers = tuple(duel_ledger(sites, NEIGHBOURS, control, s, len(b.yard), b.discards,
                                        b.tokens, done.count(s), self.data, share)
                            for s, b in enumerate(boards))
            kept = self._scored = (boards, control, ledgers)
        return kept[1:]

    def _ledger_mapping(self, seat: int) -> dict:
        """The Duel ledger mapping of ``seat`` (duel_scoring.DUEL_KEYS -> int; shared, do not
        change it)."""
        return self._score_table()[1][seat]

    def ledger(self, seat: int) -> Ledger:
        """The seat's Duel ledger: a "controlled" row, the campaign rows counted over the
        monuments it controls (duel_scoring), the total."""
        return duel_ledger_record(self._ledger_mapping(seat), self.sites_completed)

    def completed(self, seat: int) -> int:
        """How many monuments ``seat`` completed (the capital's count is
        ``sum(state.completed(s) for s in (0, 1))``)."""
        return self.completers.count(seat)

    def tiebreak_key(self, seat: int) -> tuple[int, int]:
        """PP-26: (controlled monuments, total points); higher is better."""
        return (self._score_table()[0].count(seat), self._ledger_mapping(seat)["total"])

    def winners(self) -> list[int]:
        """PP-26: the seat controlling more monuments; equal, the one with more points; still
        equal, both (a shared victory)."""
        keys = [self.tiebreak_key(s) for s in range(DUEL_SEATS)]
        best = max(keys)
        return [s for s, k in enumerate(keys) if k == best]

    def tiebreak_used(self) -> str:
        """Which PP-26 step decided: "controlled" (a majority of controlled monuments),
        "points" (equal majorities, more points) or "shared"."""
        (c0, p0), (c1, p1) = (self.tiebreak_key(s) for s in range(DUEL_SEATS))
        return "controlled" if c0 != c1 else "points" if p0 != p1 else "shared"

    def summary_extra(self) -> dict:
        return {**PicturePieState.summary_extra(self),
                "controlled": list(self.control_counts())}


def new_game(data: PictureData, players: int, seed: int, duel=None, **options):
    """A fresh Picture Pie game: a Senate Wonder Duel (PP-26) when ``duel`` is true, else the
    campaign (``state.new_game`` with the other options; options left None are another
    mode's and are dropped).  Raises ValueError."""
    options = {k: v for k, v in options.items() if v is not None}
    if not duel:
        return campaign.new_game(data, players, seed, **options)
    if options:
        raise ValueError(f"the Senate Wonder Duel has no options {', '.join(sorted(options))}")
    return DuelState(data, players, seed)


def from_opening(opening: dict):
    """The state at setup recorded by ``opening``: a DuelState when its options say
    ``duel``, else the campaign's ``state.from_opening``.  Raises ValueError."""
    options = opening.get("options") or {}
    if not isinstance(options, dict):
        raise ValueError(f"opening.options: expected a table, not {options!r}")
    if options.get("duel"):
        rest = {k: v for k, v in options.items() if k != "duel" and v is not None}
        if rest:
            raise ValueError(f"opening.options: the Duel has no options {', '.join(rest)}")
        return DuelState(parse_data(opening["data"]), opening["players"], opening["seed"])
    kept = {k: v for k, v in options.items() if v is not None}
    return campaign.from_opening({**opening, "options": kept})
