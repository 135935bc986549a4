"""The Picture Pie game state (Master Architect Campaign, PP-25): 1 to 4 seats.

Implements the shared State API of ``game.core.state``.  Stages (``state.stage``):
"setup" (PP-12 picks) -> per turn "draft" (Law 3, PP-9) then "build" (Phase 2/3: PP-5, PP-6,
PP-10, PP-11; ended by EndTurn, which runs Phase 4: PP-13, PP-8 Sundial) -> "over" (PP-24).

Everything the state holds is immutable (tuples, :class:`Board`, :class:`Site`, :class:`Wheel`)
except the seeded :class:`Rng`, ``turn_log`` and ``events``; ``copy()`` shares the immutable parts.
Undo (PP-7) restores the snapshot taken at the start of the turn and replays the turn's actions
but the last; nothing inside a turn is random, so the replay is exact.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from itertools import combinations

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel)
from game.core.picture_pie import events as ev
from game.core.picture_pie.board import (FULL_MASK, NEIGHBOURS, Board, Wheel,  # noqa: F401 (Wheel)
                                         rotate_site, site_plus)
from game.core.picture_pie.moves import _FAST, FastMoves
from game.core.picture_pie.blueprint_state import BlueprintSeats
from game.core.picture_pie.blueprints import parse_source
from game.core.picture_pie.plain import PlainSnapshots
from game.core.picture_pie.saving import MODE_STATES, SavedState
from game.core.picture_pie.data import (EIGHTH, HALF, NUM_SITES, QUARTER, SLOTS, PictureData,
                                        tile_kinds)
from game.core.picture_pie.refusals import NO_SITE, Refusals, setup_picks_text  # noqa: F401
from game.core.picture_pie.scoring import LEDGER_KEYS, facing_links
from game.core.rng import Rng
from game.core.state import GameState, IllegalAction, Ledger

GAME_ID = "picture-pie"
#: the notes of a search copy's applies (see search_copy): a sink that keeps nothing
_NO_NOTES = deque(maxlen=0)
#: order of motifs in the setup picks' list (PP-12)
_MOTIF_ORDER = {m: i for i, m in enumerate(("marble", "terracotta", "water", "flora", "lapis"))}


@lru_cache(maxsize=64)
def _picks(kinds: frozenset, quarter: bool, eighth: bool) -> tuple:
    """The setup Picks (PP-12) for the tile kinds (size, motif, mark) in the bag, when a
    Quarter and/or an Eighth is still owed, in the fixed order of ``legal_actions``."""
    wanted = {QUARTER: quarter, EIGHTH: eighth}
    keys = sorted((k for k in kinds if wanted.get(k[0])),
                  key=lambda k: (-k[0], _MOTIF_ORDER.get(k[1], 9), k[2] or ""))
    return tuple(Pick(s, m, mk) for s, m, mk in keys)


@lru_cache(maxsize=16)
def _draft_actions(data: PictureData) -> tuple[tuple, tuple]:
    """Per tile id: its DraftHalf (a Half) or None, its one-piece DraftSmall (a Quarter or an
    Eighth) or None; actions are immutable values, so one of each serves every state."""
    return (tuple(DraftHalf(t.id) if t.size == HALF else None for t in data.tiles),
            tuple(DraftSmall((t.id,)) if t.size < HALF else None for t in data.tiles))


def _completed(seat: int, site: int, before: Board, after: Board, from_yard: int,
               data: PictureData) -> ev.Completed:
    """The Completed record of a monument completed in ``site``: its points are the change of
    the board's ledger total, less the yard penalty when the last tile came from the yard."""
    points = after.ledger_mapping(data)["total"] - before.ledger_mapping(data)["total"]
    return ev.Completed(seat, site, points - from_yard)


def _game_over(state) -> ev.GameOver:
    """The GameOver record of a finished ``state`` (its winners, PP-24)."""
    return ev.GameOver(tuple(state.winners()))


class PicturePieState(FastMoves, Refusals, BlueprintSeats, SavedState, PlainSnapshots,
                      GameState):
    """A Picture Pie game.  Public read-only attributes (for renderers and AI):

    ``data`` (PictureData), ``tiles`` (catalogue, ``tiles[id] -> Tile``), ``stage``, ``round``
    (1..rounds), ``boards`` (per seat :class:`Board`), ``wheel`` (:class:`Wheel`), ``sundial``
    (position 0..5), ``hand`` (drafted tile ids of the active seat), ``box`` (discarded ids),
    ``bag`` (tile ids still in the bag; its order is not the draw order), ``laurel_supply``,
    ``first_seat``, ``wheel_turned``, ``turn_log`` (actions this turn), ``events`` (what the
    last apply did: records of game.core.picture_pie.events), ``opening`` and ``action_log``
    (see GameState).

    For search AIs (issue 10): :meth:`search_copy` is the playout copy (the same rules and
    refusals, no event records, no action log); on any state, apply checks and applies Place,
    EndTurn and the drafts in one go (``_FAST``), events are built only when read, and
    ``current_seat`` / ``is_terminal`` are plain attributes.  ``Board.free_starts(size)``
    counts a tile size's placements without listing them (what the random player draws from).
    """

    GAME_ID = GAME_ID
    #: the mode (scenes branch on it, never on isinstance): "campaign"; the Duel's "duel"
    mode = "campaign"

    # ----------------------------------------------------------------- construction
    def __init__(self, data: PictureData, players: int, seed: int):
        if type(players) is not int or not 1 <= players <= 4:
            raise ValueError(f"Picture Pie takes 1 to 4 players, not {players!r}")
        self.data = data
        self.tiles = data.tiles
        self._n = players
        self._rng = Rng(seed)
        self.bag = tuple(data.drafting_ids)
        self.box = ()
        # PP-8: fill each sector from the bag; the Sundial points at Sector 1 (position 0).
        self.wheel = Wheel(tuple(self._draw(data.tiles_per_sector) for _ in range(data.sectors)))
        self.sundial = 0
        # PP-12: the first player is chosen at random.
        self.first_seat = self._rng.randrange(players)
        self.seat = self.current_seat = self.first_seat
        self.is_terminal = False
        self.round = 1
        self.boards = tuple(Board() for _ in range(players))
        self.hand = ()
        self.wheel_turned = False
        self.laurel_supply = data.laurel_tokens
        self.end_triggered = False
        self.stage = "setup" if data.setup_quarters + data.setup_eighths > 0 else "draft"
        self.turn_log = []
        self._notes = []     # what the last apply did, as (record type, *fields): see events
        self._events = None  # the records built from _notes on first read
        self._logged = True  # False on a search_copy: no events, no action_log
        self.opening = {"game": GAME_ID, "seed": seed, "players": players, "options": {},
                        "data": data.source}
        self.action_log = []
        self._turn_start = self._snap()
        self._kinds = None   # (bag, the tile kinds in it): see _bag_kinds

    def _draw(self, k: int) -> tuple:
        """Draw up to ``k`` tiles from the bag at random (seeded)."""
        bag = list(self.bag)
        out = self._rng.pop_some(bag, k)   # as bag.pop(rng.randrange(len(bag))), k times
        self.bag = tuple(bag)
        return tuple(out)

    # ----------------------------------------------------------------- snapshots
    def _snap(self) -> tuple:
        return (self.bag, self.wheel, self.sundial, self.stage, self.seat, self.round,
                self.boards, self.hand, self.box, self.wheel_turned, self.laurel_supply,
                self.end_triggered, self._rng.state)

    def _restore(self, snap: tuple) -> None:
        (self.bag, self.wheel, self.sundial, self.stage, self.seat, self.round, self.boards,
         self.hand, self.box, self.wheel_turned, self.laurel_supply, self.end_triggered,
         rng) = snap
        self._rng = Rng.from_state(rng)
        self.is_terminal = over = self.stage == "over"
        self.current_seat = None if over else self.seat

    def _new_turn(self) -> None:
        self.turn_log = []
        self._turn_start = self._snap()

    def copy(self) -> "PicturePieState":
        """An independent state.  Shallow on purpose: the wheel, boards, bag, hand and box are
        never changed in place (every move builds new tuples/Boards), so only the rng and the
        turn/event logs need copies."""
        c = PicturePieState.__new__(PicturePieState)
        for k, v in vars(self).items():   # attribute by attribute: c keeps the compact layout
            setattr(c, k, v)              # that __dict__.update would give up (slower reads)
        c._rng = Rng.from_state(self._rng.state)
        c.turn_log = list(self.turn_log)
        c._notes = list(self._notes) if self._logged else _NO_NOTES
        if self._events is not None:
            c._events = list(self._events)
        c.action_log = list(self.action_log)
        return c

    def search_copy(self) -> "PicturePieState":
        """A copy for search and playouts, the AI's fast entry point: the same game, the same
        rules and refusals in :meth:`apply`, but no history that nobody reads there: apply
        notes no events (``events`` stays empty) and keeps no ``action_log`` (``opening`` is
        None and the log empty: a history not known, as a save without one).  ``turn_log``
        and undo within the turn (PP-7) still work.  Its copies are search copies too."""
        c = self.copy()
        c._logged = False
        c._notes = _NO_NOTES
        c._events = None
        c.opening = None
        c.action_log = []
        return c

    @property
    def events(self) -> list:
        """What the last apply (or undo) did: records of game.core.picture_pie.events, in
        order.  apply only notes them down as (record type, *fields) tuples; the records are
        built on the first read (a playout or ``simulate`` never reads them, so never pays for
        them), then the same list is returned until the next apply."""
        built = self._events
        if built is None:
            built = self._events = [note[0](*note[1:]) for note in self._notes]
        return built

    @events.setter
    def events(self, records: list) -> None:
        if self._logged:
            self._notes = []
            self._events = records

    # ----------------------------------------------------------------- basic API
    @property
    def num_seats(self) -> int:
        return self._n

    #: the seat to act now, None once the game is over (GameState.current_seat): a plain
    #: attribute kept with ``seat`` and ``stage`` (every playout loop reads it each move)
    current_seat: int | None = None
    #: True once the game has ended (GameState.is_terminal), kept with ``stage``
    is_terminal: bool = False

    @property
    def rounds(self) -> int:
        """Rounds played (for simulate): the current round once over, else round - 1."""
        return self.round if self.stage == "over" else self.round - 1

    @property
    def active_sector(self) -> int:
        """The sector the Sundial points at (PP-8)."""
        return self.wheel.sector_at(self.sundial)

    @property
    def bag_count(self) -> int:
        return len(self.bag)

    @property
    def board(self) -> Board:
        """The active seat's board."""
        return self.boards[self.seat]

    def setup_needs(self, seat: int | None = None) -> dict[int, int]:
        """Setup picks still owed by ``seat``: {QUARTER: n, EIGHTH: m} (PP-12)."""
        q, e = self._owed(self.seat if seat is None else seat)
        return {QUARTER: q, EIGHTH: e}

    def _owed(self, seat: int) -> tuple[int, int]:
        """(Quarters, Eighths) ``seat`` still owes in setup (PP-12): :meth:`setup_needs`."""
        tiles = self.tiles
        q = e = 0
        for t in self.boards[seat].yard:
            size = tiles[t].size
            if size == QUARTER:
                q += 1
            elif size == EIGHTH:
                e += 1
        data = self.data
        q = data.setup_quarters - q
        e = data.setup_eighths - e
        return (q if q > 0 else 0, e if e > 0 else 0)

    def placements(self, tile_id: int, seat: int | None = None) -> list[tuple[int, int]]:
        """Every (site, slot) where tile ``tile_id`` fits on ``seat``'s board (default: the
        active seat), site-major: an open site (not completed, PP-6) with the tile's run of
        slots free (PP-5).  Does not check that the tile is in hand or yard."""
        board = self.boards[self.seat if seat is None else seat]
        return list(board.placements(self.tiles[tile_id].size))

    def yard_room(self, seat: int | None = None) -> int:
        """Free places in ``seat``'s Masonry Yard (default: the active seat), 0.. yard capacity
        (PP-11)."""
        seat = self.seat if seat is None else seat
        return max(0, self.data.yard_capacity - len(self.boards[seat].yard))

    def end_turn_discards(self) -> int:
        """How many drafted tiles in hand EndTurn would discard now: those the Masonry Yard has
        no room for (PP-11); 0 outside the build stage."""
        if self.stage != "build":
            return 0
        return max(0, len(self.hand) - self.yard_room())

    def end_turn_cost(self) -> int:
        """Points EndTurn would cost now, as a positive int: discards x the data's discard cost
        (100 in the house rules, PP-11)."""
        return self.end_turn_discards() * self.data.discard_cost

    # ----------------------------------------------------------------- legality
    def legal_actions(self) -> list:
        """Every legal action, in a fixed order (see module doc of actions)."""
        stage = self.stage
        if stage == "over":
            return []
        if stage == "setup":
            return self._legal_picks()
        if stage == "draft":
            return self._legal_drafts()
        out = []
        board = self.boards[self.seat]
        sites = board.sites
        tiles = self.tiles
        for tid in self.hand + board.yard:
            out.extend(Place(tid, i, s) for i, s in board.placements(tiles[tid].size))
        for i in range(NUM_SITES):
            mask = sites[i].mask
            if mask and mask != FULL_MASK:
                out.extend(Rotate(i, k) for k in range(1, SLOTS))
        if len(board.yard) < self.data.yard_capacity:
            out.extend(Store(t) for t in self.hand)
        if not self.wheel_turned:
            out.append(TurnWheel(1))
            out.append(TurnWheel(-1))
        out.append(EndTurn())
        return out

    def _pick_tile(self, size: int, motif: str, mark) -> int | None:
        """The first tile in the bag of this size, motif and mark, or None (PP-12)."""
        kinds = tile_kinds(self.data)
        key = (size, motif, mark)
        return next((t for t in self.bag if kinds[t] == key), None)

    def _bag_kinds(self) -> frozenset:
        """The (size, motif, mark) kinds in the bag (PP-12): see :meth:`_kept_kinds`."""
        return self._kept_kinds()[1]

    def _kept_kinds(self) -> tuple:
        """(bag, the kinds in it as a frozenset, each bag tile's kind in bag order), kept with
        the bag it was built from (``_kinds``) so setup picks do not look at every tile."""
        kept = self._kinds
        if kept is None or kept[0] is not self.bag:
            kinds = list(map(tile_kinds(self.data).__getitem__, self.bag))
            kept = self._kinds = (self.bag, frozenset(kinds), kinds)
        return kept

    def _legal_picks(self) -> list:
        q, e = self._owed(self.seat)
        return list(_picks(self._bag_kinds(), q > 0, e > 0))

    def _legal_drafts(self) -> list:
        halves, singles = _draft_actions(self.data)
        sectors = self.wheel.sectors
        out = [halves[tid] for sector in sectors for tid in sector if halves[tid] is not None]
        active = (self.sundial - self.wheel.rotation) % len(sectors)   # active_sector
        small = sorted([t for t in sectors[active] if singles[t] is not None])
        out.extend([singles[t] for t in small])
        out.extend([DraftSmall(pair) for pair in combinations(small, 2)])
        if not out:
            out.append(DraftNothing())
        return out

    def _tile(self, tid):
        if type(tid) is int and 0 <= tid < len(self.tiles):
            return self.tiles[tid]
        return None

    # ----------------------------------------------------------------- apply / undo
    def apply(self, action) -> None:
        """Apply one action of the seat to move (Pick PP-12, Draft PP-9, Place PP-5, Rotate
        PP-6, Store PP-11, TurnWheel PP-10, EndTurn: Phase 4, PP-13/PP-8/PP-24).  ``events``
        lists what happened, for the table.  Raises IllegalAction(reason) and changes nothing
        when :meth:`why_illegal` objects.

        Place, EndTurn and the drafts take a fast path that checks and applies in one go
        (``_FAST``: True when applied, False, having changed nothing, when not certainly legal);
        everything else, and whatever the fast path leaves, is judged by the quick checks
        (``_FITS``) and :meth:`why_illegal`, then applied by :meth:`_do`."""
        kind = type(action)
        logged = self._logged
        if logged:
            notes, events = self._notes, self._events
            self._notes = []
            self._events = None
        if kind is EndTurn and self.stage == "build":   # always legal there: Phase 4 at once
            self._end_turn()
        else:
            fast = _FAST.get(kind)
            if fast is None or not fast(self, action):
                fits = self._FITS.get(kind)
                if fits is None or not fits(self, action):
                    reason = self.why_illegal(action)
                    if reason is not None:
                        if logged:
                            self._notes, self._events = notes, events
                        raise IllegalAction(reason, action)
                self._do(action)
        if logged:
            self.action_log.append(action)

    def _do(self, action) -> None:
        """Apply a legal action (judged by the caller); undo replays the turn with it."""
        kind = type(action)
        if kind is Place:
            self._place(action)
        elif kind is EndTurn:
            self._end_turn()
            return
        elif kind is DraftHalf or kind is DraftSmall:
            self._draft(action.tile_ids if kind is DraftSmall else (action.tile_id,))
        elif kind is Rotate:
            board = self.boards[self.seat]
            site = rotate_site(board.sites[action.site], action.steps, self.data)
            self._set_board(board.with_site(action.site, site))
            self._notes.append((ev.Rotated, self.seat, action.site, action.steps))
        elif kind is Store:
            board = self.boards[self.seat]
            self.hand = tuple([t for t in self.hand if t != action.tile_id])
            self._set_board(Board(board.sites, board.yard + (action.tile_id,), board.discards,
                                  board.tokens))
            self._notes.append((ev.Stored, self.seat, action.tile_id))
        elif kind is TurnWheel:
            n = len(self.wheel.sectors)
            self.wheel = Wheel(self.wheel.sectors, (self.wheel.rotation + action.direction) % n)
            self.wheel_turned = True
            self._notes.append((ev.WheelTurned, action.direction))
        elif kind is DraftNothing:
            self.stage = "build"
            self._notes.append((ev.Drafted, self.seat, ()))
        elif kind is Pick:
            self._pick(action)
            return
        self.turn_log.append(action)

    def _set_board(self, board: Board) -> None:
        seat = self.seat
        boards = self.boards
        self.boards = boards[:seat] + (board,) + boards[seat + 1:]

    def _pick(self, action: Pick) -> None:
        key = (action.size, action.motif, action.mark)
        bag, kind_set, kinds = self._kept_kinds()
        k = kinds.index(key)   # the first tile of the kind in the bag
        tid = bag[k]
        self.bag = bag[:k] + bag[k + 1:]
        # the same kinds stay when another tile of this kind is left behind it
        if kinds.count(key) == 1:
            kind_set = kind_set - {key}
        self._kinds = (self.bag, kind_set, kinds[:k] + kinds[k + 1:])
        board = self.boards[self.seat]
        self._set_board(Board(board.sites, board.yard + (tid,), board.discards, board.tokens))
        self._notes.append((ev.Picked, self.seat, tid))
        self.turn_log.append(action)
        if self._owed(self.seat) == (0, 0):
            self.seat = self.current_seat = (self.seat + 1) % self._n
            if self.seat == self.first_seat:
                self.stage = "draft"
            self._new_turn()

    def _draft(self, ids: tuple) -> None:
        """Take ``ids`` (one Half, or small pieces of one sector) off the wheel into the hand."""
        wheel = self.wheel
        sectors = wheel.sectors
        first = ids[0]
        k = (self.sundial - wheel.rotation) % len(sectors)   # small pieces: the active sector
        if first not in sectors[k]:   # a Half from another sector
            k = next(i for i, s in enumerate(sectors) if first in s)
        self._take(k, ids)

    def _take(self, k: int, ids: tuple) -> None:
        """Draft ``ids`` from sector ``k`` into the hand (the build stage begins)."""
        wheel = self.wheel
        sectors = wheel.sectors
        sector = sectors[k]
        for t in ids:
            i = sector.index(t)
            sector = sector[:i] + sector[i + 1:]
        self.wheel = Wheel(sectors[:k] + (sector,) + sectors[k + 1:], wheel.rotation)
        self.hand = ids
        self.stage = "build"
        self._notes.append((ev.Drafted, self.seat, ids))

    def _place(self, action: Place) -> None:
        board = self.boards[self.seat]
        tid = action.tile_id
        hand = self.hand
        yard = board.yard
        if tid in hand:  # ids are distinct: drop the one
            k = hand.index(tid)
            self.hand = hand[:k] + hand[k + 1:]
        else:
            k = yard.index(tid)
            yard = yard[:k] + yard[k + 1:]
        self._put(board, self.tiles[tid], action.site, action.slot, yard)

    def _put(self, board: Board, tile, i: int, slot: int, yard: tuple) -> None:
        """Lay ``tile`` in site ``i`` of the active seat's ``board`` from ``slot``; ``yard``
        is the board's Masonry Yard after it (without the tile when it came from there)."""
        seat = self.seat
        boards = self.boards
        sites = board.sites
        site = site_plus(sites[i], tile, slot, self.data)
        self._notes.append((ev.Placed, seat, tile.id, i, slot))
        sites = sites[:i] + (site,) + sites[i + 1:]
        if site.info is None:
            new = Board(sites, yard, board.discards, board.tokens)
            self.boards = boards[:seat] + (new,) + boards[seat + 1:]
            return
        # Phase 3: monument completed (PP-6); a Lapis-dominant one takes a token (PP-20).
        tokens = board.tokens
        if site.info[3] == "lapis" and self.laurel_supply > 0:
            self.laurel_supply -= 1
            tokens += 1
            self._notes.append((ev.TokenTaken, seat, i, self.laurel_supply))
        new = Board(sites, yard, board.discards, tokens)
        self.boards = boards[:seat] + (new,) + boards[seat + 1:]
        # the points the completion made: read from the two boards' ledgers when the records
        # are built (both boards are immutable)
        self._notes.append((_completed, seat, i, board, new,
                            0 if yard is board.yard else self.data.yard_penalty, self.data))
        for j, mark in facing_links(sites, NEIGHBOURS, i):
            self._notes.append((ev.Linked, seat, (i, j), mark))

    def _end_turn(self) -> None:
        seat = self.seat
        board = self.boards[seat]
        data = self.data
        notes = self._notes
        hand = self.hand
        if hand:
            yard, discards, box = board.yard, board.discards, self.box
            cap = data.yard_capacity
            # PP-11: leftover drafted tiles go to the yard while it has room, the rest to the box.
            for tid in hand:
                if len(yard) < cap:
                    yard += (tid,)
                    notes.append((ev.Stored, seat, tid))
                else:
                    discards += 1
                    box += (tid,)
                    notes.append((ev.Discarded, seat, tid, -data.discard_cost))
            boards = self.boards
            self.boards = boards[:seat] + (Board(board.sites, yard, discards, board.tokens),) \
                + boards[seat + 1:]
            self.hand = ()
            self.box = box
        # Phase 4 (PP-13): refill an empty active sector; bag and sector empty -> end (PP-24).
        wheel = self.wheel
        sectors = wheel.sectors
        n = len(sectors)
        active = (self.sundial - wheel.rotation) % n   # active_sector
        if not sectors[active]:
            if self.bag:
                drawn = self._draw(data.tiles_per_sector)
                self.wheel = Wheel(sectors[:active] + (drawn,) + sectors[active + 1:],
                                   wheel.rotation)
                notes.append((ev.Refilled, active, drawn))
            else:
                self.end_triggered = True
        if FULL_MASK == board.sites[0].mask and board.completed_count == NUM_SITES:
            self.end_triggered = True
        self.sundial = sundial = (self.sundial + 1) % n
        notes.append((ev.SundialMoved, sundial))
        self.wheel_turned = False
        self.stage = "draft"
        self.seat = self.current_seat = seat = (seat + 1) % self._n
        if seat == self.first_seat:
            # End of a round (PP-24).
            if self.end_triggered or self.round >= data.rounds:
                self.stage = "over"
                self.current_seat = None
                self.is_terminal = True
                notes.append((_game_over, self))   # the state is final from here on
            else:
                self.round += 1
                notes.append((ev.RoundStarted, self.round))
        self.turn_log = []
        self._turn_start = (self.bag, self.wheel, sundial, self.stage, seat, self.round,
                            self.boards, self.hand, self.box, False, self.laurel_supply,
                            self.end_triggered, self._rng.state)   # _snap, written out

    def can_undo(self) -> bool:
        return bool(self.turn_log) and self.stage != "over"

    def undo(self) -> None:
        """Take back the last action of this turn (PP-7).  Raises IllegalAction if none."""
        if not self.can_undo():
            raise IllegalAction("Nothing to take back this turn.")
        keep = self.turn_log[:-1]
        self._restore(self._turn_start)
        self.turn_log = []
        for action in keep:
            self._do(action)
        self.events = [ev.Undone()]
        if self.action_log:
            self.action_log.pop()

    # ----------------------------------------------------------------- scores
    def ledger(self, seat: int) -> Ledger:
        """The seat's Imperial Builder Ledger now (PP-14..PP-23): ``rows`` per point category
        of scoring.POINT_KEYS then "total" (see GameState.ledger).  The count of completed
        monuments is :meth:`completed`.  With Civic Blueprints (PP-22) the "blueprints" row
        is what the seat's fulfilled cards would pay if the game ended now."""
        return self._seat_ledger(seat)

    def _ledger_mapping(self, seat: int) -> dict:
        """scoring.board_ledger of ``seat``'s board: scoring.LEDGER_KEYS -> int (cached on the
        immutable board; shared, do not change it), the Civic Blueprints' payouts included."""
        return self._seat_mapping(seat)

    def completed(self, seat: int) -> int:
        """How many monuments ``seat`` has completed (a count, not points; PP-24's second
        tie-break).  Raises IndexError for a bad seat."""
        return self.boards[seat].completed_count

    def scores(self) -> list[int]:
        """Each seat's ledger total now, in points (ints; PP-14..PP-23)."""
        return [self._ledger_mapping(s)["total"] for s in range(self._n)]

    def preview(self, action) -> dict[str, int]:
        """Change of the active seat's ledger if ``action`` were applied: scoring.LEDGER_KEYS
        -> int ("completed": the change of the count).  Raises IllegalAction."""
        seat = self.seat
        before = self._ledger_mapping(seat)
        trial = self.copy()
        trial.apply(action)
        after = trial._ledger_mapping(seat)
        return {k: after[k] - before[k] for k in LEDGER_KEYS}

    def tiebreak_key(self, seat: int) -> tuple[int, int, int]:
        """PP-24: (total, completed monuments, -yard tiles); higher is better."""
        return (self._ledger_mapping(seat)["total"], self.completed(seat),
                -len(self.boards[seat].yard))

    def winners(self) -> list[int]:
        """Seats with the best PP-24 key (total, then completed, then fewer yard tiles); a tie
        after that is a shared victory."""
        keys = [self.tiebreak_key(s) for s in range(self._n)]
        best = max(keys)
        return [s for s, k in enumerate(keys) if k == best]

    def tiebreak_used(self) -> str:
        """Which PP-24 step decided the winners: "points" (one best total), "completed" (more
        completed monuments broke a tie on points), "yard" (fewer Masonry Yard tiles broke a
        tie on both) or "shared" (still tied: a shared victory)."""
        keys = [self.tiebreak_key(s) for s in range(self._n)]
        best = max(keys)
        for depth, name in ((1, "points"), (2, "completed"), (3, "yard")):
            if sum(1 for k in keys if k[:depth] == best[:depth]) == 1:
                return name
        return "shared"

    def summary_extra(self) -> dict:
        return {"completed": [self.completed(s) for s in range(self._n)],
                "first_seat": self.first_seat}

    def determinised(self, seed: int) -> "PicturePieState":
        """A copy whose bag draws (hidden: the tiles come out of the bag at random) come from
        ``Rng(seed)`` instead, the turn's start included, and no opening (see
        GameState.determinised).  The bag's contents are public (every other tile is in view)."""
        c = self.copy()
        c._rng = Rng(seed)
        c._turn_start = c._turn_start[:-1] + (c._rng.state,)
        c.opening = None
        c._redeal_hidden(seed)   # other seats' private cards are hidden too (PP-22)
        return c


def from_opening(opening: dict) -> PicturePieState:
    """The state at setup recorded by ``opening`` (see GameState.opening).  Raises ValueError.
    An opening without options is a Campaign game without Civic Blueprints."""
    if (opening.get("options") or {}).get("codex") is not None:
        return MODE_STATES["codex"][1](opening)
    options = dict(opening.get("options") or {})
    blueprints = options.pop("blueprints", False)
    if options or type(blueprints) is not bool:
        raise ValueError(f"opening.options: a Campaign takes only blueprints, not "
                         f"{opening['options']!r}")
    return new_game(parse_source(opening["data"]), opening["players"], opening["seed"],
                    blueprints=blueprints)


def new_game(data: PictureData, players: int, seed: int, blueprints: bool = False,
             **options) -> PicturePieState:
    """A fresh Master Architect Campaign (PP-25) for 1..4 seats; ``blueprints``: deal the
    Civic Blueprints (PP-22, rulebook 2.2) from ``data.deck``.  Raises ValueError."""
    if (codex := options.pop("codex", None)) is not None:   # a Codex city: codex_state.py
        return MODE_STATES["codex"][0](data, players, seed, codex, blueprints, **options)
    if options:
        raise ValueError(f"Picture Pie has no options {', '.join(sorted(options))}")
    state = PicturePieState(data, players, seed)
    if blueprints:
        state._deal(seed)
        state.opening["options"] = {"blueprints": True}
    return state
