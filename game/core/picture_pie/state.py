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

from functools import lru_cache
from itertools import combinations

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel, action_from_dict)
from game.core.picture_pie import events as ev
from game.core.picture_pie.board import (FREE_STARTS, FULL_MASK, NEIGHBOURS, Board, build_site,
                                         rotate_site, site_with)
from game.core.picture_pie.data import (EIGHTH, HALF, NUM_SITES, QUARTER, SLOTS, PictureData,
                                        parse_data, tile_kinds)
from game.core.picture_pie.refusals import NO_SITE, Refusals, setup_picks_text  # noqa: F401
from game.core.picture_pie.scoring import LEDGER_KEYS, facing_links
from game.core.picture_pie.validate import check_int, check_list, validate_snapshot
from game.core.rng import Rng
from game.core.state import GameState, IllegalAction, Ledger, log_to_dict
from game.core.state_log import opening_from_dict, opening_to_dict

GAME_ID = "picture-pie"
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


class Wheel:
    """The Quarry Wheel (PP-8): ``sectors`` (tuple of tuples of tile ids, physical order; the
    rulebook's Sector 1 is index 0) and ``rotation`` (0..n-1): sector i sits at position
    ``(i + rotation) % n``; position p is p*60 degrees clockwise from the top."""

    __slots__ = ("sectors", "rotation")

    def __init__(self, sectors: tuple, rotation: int = 0):
        self.sectors = sectors
        self.rotation = rotation

    def sector_at(self, position: int) -> int:
        """The sector at wheel ``position``."""
        return (position - self.rotation) % len(self.sectors)

    def __repr__(self) -> str:
        return f"Wheel({self.sectors!r}, rotation={self.rotation})"


# Fields of one snapshot (undo, to_dict) in order; "rng" is the Rng's int state.
_CORE = ("bag", "wheel", "sundial", "stage", "seat", "round", "boards", "hand", "box",
         "wheel_turned", "laurel_supply", "end_triggered", "rng")


class PicturePieState(Refusals, GameState):
    """A Picture Pie game.  Public read-only attributes (for renderers and AI):

    ``data`` (PictureData), ``tiles`` (catalogue, ``tiles[id] -> Tile``), ``stage``, ``round``
    (1..rounds), ``boards`` (per seat :class:`Board`), ``wheel`` (:class:`Wheel`), ``sundial``
    (position 0..5), ``hand`` (drafted tile ids of the active seat), ``box`` (discarded ids),
    ``bag`` (tile ids still in the bag; its order is not the draw order), ``laurel_supply``,
    ``first_seat``, ``wheel_turned``, ``turn_log`` (actions this turn), ``events`` (what the
    last apply did: records of game.core.picture_pie.events), ``opening`` and ``action_log``
    (see GameState).
    """

    GAME_ID = GAME_ID

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
        self.seat = self.first_seat
        self.round = 1
        self.boards = tuple(Board() for _ in range(players))
        self.hand = ()
        self.wheel_turned = False
        self.laurel_supply = data.laurel_tokens
        self.end_triggered = False
        self.stage = "setup" if data.setup_quarters + data.setup_eighths > 0 else "draft"
        self.turn_log = []
        self.events = []
        self.opening = {"game": GAME_ID, "seed": seed, "players": players, "options": {},
                        "data": data.source}
        self.action_log = []
        self._turn_start = self._snap()
        self._kinds = None   # (bag, the tile kinds in it): see _bag_kinds

    def _draw(self, k: int) -> tuple:
        """Draw up to ``k`` tiles from the bag at random (seeded)."""
        bag = list(self.bag)
        out = []
        for _ in range(min(k, len(bag))):
            out.append(bag.pop(self._rng.randrange(len(bag))))
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
        c.events = list(self.events)
        c.action_log = list(self.action_log)
        return c

    # ----------------------------------------------------------------- basic API
    @property
    def num_seats(self) -> int:
        return self._n

    @property
    def current_seat(self) -> int | None:
        return None if self.stage == "over" else self.seat

    @property
    def is_terminal(self) -> bool:
        return self.stage == "over"

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
        seat = self.seat if seat is None else seat
        yard = self.boards[seat].yard
        q = sum(1 for t in yard if self.tiles[t].size == QUARTER)
        e = sum(1 for t in yard if self.tiles[t].size == EIGHTH)
        return {QUARTER: max(0, self.data.setup_quarters - q),
                EIGHTH: max(0, self.data.setup_eighths - e)}

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
        """The (size, motif, mark) kinds in the bag (PP-12), kept with the bag it was built
        from (``_kinds``: (bag, kinds)) so setup picks do not rebuild it from every tile."""
        kept = self._kinds
        if kept is None or kept[0] is not self.bag:
            kinds = tile_kinds(self.data)
            kept = self._kinds = (self.bag, frozenset(map(kinds.__getitem__, self.bag)))
        return kept[1]

    def _legal_picks(self) -> list:
        needs = self.setup_needs()
        return list(_picks(self._bag_kinds(), needs[QUARTER] > 0, needs[EIGHTH] > 0))

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
        when :meth:`why_illegal` objects."""
        kind = type(action)
        if kind is Place:   # the hot two inline, the rest through the table
            fits = self._place_fits(action)
        elif kind is EndTurn:   # always legal in the build stage
            fits = self.stage == "build"
        else:
            fits = self._FITS.get(kind)
            fits = fits is not None and fits(self, action)
        if not fits:
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason, action)
        self.events = []
        self._do(action)
        self.action_log.append(action)

    def _do(self, action) -> None:
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
            self.events.append(ev.Rotated(self.seat, action.site, action.steps))
        elif kind is Store:
            board = self.boards[self.seat]
            self.hand = tuple([t for t in self.hand if t != action.tile_id])
            self._set_board(Board(board.sites, board.yard + (action.tile_id,), board.discards,
                                  board.tokens))
            self.events.append(ev.Stored(self.seat, action.tile_id))
        elif kind is TurnWheel:
            n = len(self.wheel.sectors)
            self.wheel = Wheel(self.wheel.sectors, (self.wheel.rotation + action.direction) % n)
            self.wheel_turned = True
            self.events.append(ev.WheelTurned(action.direction))
        elif kind is DraftNothing:
            self.stage = "build"
            self.events.append(ev.Drafted(self.seat, ()))
        elif kind is Pick:
            self._pick(action)
            return
        self.turn_log.append(action)

    def _set_board(self, board: Board) -> None:
        b = list(self.boards)
        b[self.seat] = board
        self.boards = tuple(b)

    def _pick(self, action: Pick) -> None:
        key = (action.size, action.motif, action.mark)
        kinds = tile_kinds(self.data)
        bag = self.bag
        k = next(i for i, t in enumerate(bag) if kinds[t] == key)
        tid = bag[k]
        self.bag = bag[:k] + bag[k + 1:]
        kept = self._kinds
        if kept is not None and kept[0] is bag:
            # the same kinds stay when another tile of this kind is left behind it
            left = key in map(kinds.__getitem__, bag[k + 1:])
            self._kinds = (self.bag, kept[1] if left else kept[1] - {key})
        board = self.boards[self.seat]
        self._set_board(Board(board.sites, board.yard + (tid,), board.discards, board.tokens))
        self.events.append(ev.Picked(self.seat, tid))
        self.turn_log.append(action)
        if not any(self.setup_needs().values()):
            self.seat = (self.seat + 1) % self._n
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
        sector = sectors[k]
        if len(ids) > 1:
            sector = tuple([t for t in sector if t not in ids])
        else:
            i = sector.index(first)
            sector = sector[:i] + sector[i + 1:]
        self.wheel = Wheel(sectors[:k] + (sector,) + sectors[k + 1:], wheel.rotation)
        self.hand = ids
        self.stage = "build"
        self.events.append(ev.Drafted(self.seat, ids))

    def _place(self, action: Place) -> None:
        seat = self.seat
        board = self.boards[seat]
        tid = action.tile_id
        hand = self.hand
        yard = board.yard
        if tid in hand:  # ids are distinct: drop the one
            k = hand.index(tid)
            self.hand = hand[:k] + hand[k + 1:]
        else:
            k = yard.index(tid)
            yard = yard[:k] + yard[k + 1:]
        site = site_with(board.sites[action.site], tid, action.slot, self.tiles, self.data)
        sites = board.sites[:action.site] + (site,) + board.sites[action.site + 1:]
        self.events.append(ev.Placed(seat, tid, action.site, action.slot))
        if site.info is not None:
            # Phase 3: monument completed (PP-6); a Lapis-dominant one takes a token (PP-20).
            tokens = board.tokens
            if site.info[3] == "lapis" and self.laurel_supply > 0:
                self.laurel_supply -= 1
                tokens += 1
                self.events.append(ev.TokenTaken(seat, action.site, self.laurel_supply))
            from_yard = 0 if yard is board.yard else self.data.yard_penalty
            before = board.ledger_mapping(self.data)["total"]
            new_board = Board(sites, yard, board.discards, tokens)
            self._set_board(new_board)
            points = new_board.ledger_mapping(self.data)["total"] - before - from_yard
            self.events.append(ev.Completed(seat, action.site, points))
            for j, mark in facing_links(sites, NEIGHBOURS, action.site):
                self.events.append(ev.Linked(seat, (action.site, j), mark))
        else:
            self._set_board(Board(sites, yard, board.discards, board.tokens))

    def _end_turn(self) -> None:
        seat = self.seat
        board = self.boards[seat]
        yard, discards, box = board.yard, board.discards, self.box
        cap = self.data.yard_capacity
        # PP-11: leftover drafted tiles go to the yard while it has room, the rest to the box.
        for tid in self.hand:
            if len(yard) < cap:
                yard += (tid,)
                self.events.append(ev.Stored(seat, tid))
            else:
                discards += 1
                box += (tid,)
                self.events.append(ev.Discarded(seat, tid, -self.data.discard_cost))
        if yard is not board.yard or discards != board.discards:
            self._set_board(Board(board.sites, yard, discards, board.tokens))
        self.hand = ()
        self.box = box
        # Phase 4 (PP-13): refill an empty active sector; bag and sector empty -> end (PP-24).
        wheel = self.wheel
        active = (self.sundial - wheel.rotation) % len(wheel.sectors)   # active_sector
        if not wheel.sectors[active]:
            if self.bag:
                drawn = self._draw(self.data.tiles_per_sector)
                sectors = list(self.wheel.sectors)
                sectors[active] = drawn
                self.wheel = Wheel(tuple(sectors), self.wheel.rotation)
                self.events.append(ev.Refilled(active, tuple(drawn)))
            else:
                self.end_triggered = True
        if self.boards[seat].completed_count == NUM_SITES:
            self.end_triggered = True
        self.sundial = (self.sundial + 1) % len(self.wheel.sectors)
        self.events.append(ev.SundialMoved(self.sundial))
        self.wheel_turned = False
        self.stage = "draft"
        self.seat = (seat + 1) % self._n
        if self.seat == self.first_seat:
            # End of a round (PP-24).
            if self.end_triggered or self.round >= self.data.rounds:
                self.stage = "over"
                self.events.append(ev.GameOver(tuple(self.winners())))
            else:
                self.round += 1
                self.events.append(ev.RoundStarted(self.round))
        self._new_turn()

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
        monuments is :meth:`completed`."""
        return self.boards[seat].ledger(self.data)

    def _ledger_mapping(self, seat: int) -> dict:
        """scoring.board_ledger of ``seat``'s board: scoring.LEDGER_KEYS -> int (cached on the
        immutable board; shared, do not change it)."""
        return self.boards[seat].ledger_mapping(self.data)

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

    # ----------------------------------------------------------------- plain data
    def _snap_dict(self, snap: tuple) -> dict:
        d = dict(zip(_CORE, snap))
        d["bag"] = list(d["bag"])
        d["hand"] = list(d["hand"])
        d["box"] = list(d["box"])
        wheel = d["wheel"]
        d["wheel"] = {"sectors": [list(s) for s in wheel.sectors], "rotation": wheel.rotation}
        d["boards"] = [{"sites": [[[t, s] for t, s in site.placed] for site in b.sites],
                        "yard": list(b.yard), "discards": b.discards, "tokens": b.tokens}
                       for b in d["boards"]]
        d["rng"] = Rng.from_state(d["rng"]).to_plain()  # 64-bit: beyond TOML's signed range
        return d

    def _snap_from_dict(self, d: dict) -> tuple:
        boards = []
        for b in d["boards"]:
            sites = tuple(build_site(tuple((int(t), int(s)) for t, s in placed), self.tiles,
                                     self.data) for placed in b["sites"])
            if len(sites) != NUM_SITES:
                raise ValueError("a board has 12 sites")
            boards.append(Board(sites, tuple(int(t) for t in b["yard"]), int(b["discards"]),
                                int(b["tokens"])))
        wheel = Wheel(tuple(tuple(int(t) for t in s) for s in d["wheel"]["sectors"]),
                      int(d["wheel"]["rotation"]))
        return (tuple(int(t) for t in d["bag"]), wheel, int(d["sundial"]), str(d["stage"]),
                int(d["seat"]), int(d["round"]), tuple(boards), tuple(int(t) for t in d["hand"]),
                tuple(int(t) for t in d["box"]), bool(d["wheel_turned"]),
                int(d["laurel_supply"]), bool(d["end_triggered"]),
                Rng.from_plain(d["rng"]).state)

    def to_dict(self) -> dict:
        """Plain data: the game, the tile-set data, the state, the turn's start and log."""
        return {"game": GAME_ID, "version": 1, "players": self._n, "first_seat": self.first_seat,
                "data": self.data.source, "state": self._snap_dict(self._snap()),
                "turn_start": self._snap_dict(self._turn_start),
                "turn_log": log_to_dict(self.turn_log), "opening": opening_to_dict(self.opening),
                "action_log": log_to_dict(self.action_log)}

    @classmethod
    def from_dict(cls, data: dict, game_data: PictureData | None = None) -> "PicturePieState":
        """Rebuild from :meth:`to_dict` output.  Raises ValueError on malformed data.  A save
        without ``opening``/``action_log`` (written before the action log) loads with
        ``opening`` None and an empty, unknown log; otherwise the log's last actions must be
        this turn's ``turn_log``."""
        try:
            if data.get("game") != GAME_ID:
                raise ValueError(f"not a Picture Pie state (game = {data.get('game')!r})")
            pdata = game_data if game_data is not None else parse_data(data["data"])
            st = cls.__new__(cls)
            st.data = pdata
            st.tiles = pdata.tiles
            st._n = check_int(data["players"], "players", 1, 4)
            st.first_seat = check_int(data["first_seat"], "first_seat", 0, st._n - 1)
            validate_snapshot(data["state"], "state", pdata, st._n)
            validate_snapshot(data["turn_start"], "turn_start", pdata, st._n)
            st._restore(st._snap_from_dict(data["state"]))
            st._turn_start = st._snap_from_dict(data["turn_start"])
            log = check_list(data["turn_log"], "turn_log")
            st.turn_log = [action_from_dict(a) for a in log]
            st.events = []
            st._kinds = None
            st.opening, st.action_log = opening_from_dict(data, action_from_dict)
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            raise ValueError(f"malformed Picture Pie state: {exc!r}") from None
        st._check_turn_replay(data["state"])
        if st.opening is not None and st.turn_log and \
                st.action_log[-len(st.turn_log):] != st.turn_log:
            raise ValueError("action_log: its last actions are not this turn's turn_log")
        return st

    def _check_turn_replay(self, state_dict: dict) -> None:
        """The turn's start plus its log must give the state (undo replays it, PP-7).
        Raises ValueError naming turn_log otherwise."""
        trial = PicturePieState.__new__(PicturePieState)
        trial.__dict__.update(self.__dict__)
        trial._restore(self._turn_start)
        trial.turn_log = []
        trial.events = []
        trial.action_log = []
        for k, action in enumerate(self.turn_log):
            reason = trial.why_illegal(action)
            if reason is not None:
                raise ValueError(f"turn_log[{k}]: {action!r} is illegal from turn_start: "
                                 f"{reason}")
            trial._do(action)
        if trial._snap_dict(trial._snap()) != self._snap_dict(self._snap()):
            raise ValueError("turn_log: turn_start with these actions does not give state")


    def determinised(self, seed: int) -> "PicturePieState":
        """A copy whose bag draws (hidden: the tiles come out of the bag at random) come from
        ``Rng(seed)`` instead, the turn's start included, and no opening (see
        GameState.determinised).  The bag's contents are public (every other tile is in view)."""
        c = self.copy()
        c._rng = Rng(seed)
        c._turn_start = c._turn_start[:-1] + (c._rng.state,)
        c.opening = None
        return c

def from_opening(opening: dict) -> PicturePieState:
    """The state at setup recorded by ``opening`` (see GameState.opening).  Raises ValueError."""
    if opening.get("options"):
        raise ValueError(f"opening.options: Picture Pie has none, not {opening['options']!r}")
    return PicturePieState(parse_data(opening["data"]), opening["players"], opening["seed"])


def new_game(data: PictureData, players: int, seed: int, **options) -> PicturePieState:
    """A fresh Master Architect Campaign (PP-25) for 1..4 seats.  Raises ValueError."""
    if options:
        raise ValueError(f"Picture Pie has no options {', '.join(sorted(options))}")
    return PicturePieState(data, players, seed)
