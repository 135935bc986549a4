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

from itertools import combinations

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel, action_from_dict)
from game.core.picture_pie.board import (FULL_MASK, NEIGHBOURS, RUN_MASK, Board,
                                         build_site, rotate_site, site_name)
from game.core.picture_pie.data import (EIGHTH, HALF, NUM_SITES, QUARTER, SIZE_NAME, SLOTS,
                                        PictureData, parse_data)
from game.core.picture_pie.scoring import LEDGER_KEYS, board_ledger, facing_links
from game.core.picture_pie.validate import check_int, check_list, validate_snapshot
from game.core.rng import Rng
from game.core.state import GameState, IllegalAction

GAME_ID = "picture-pie"


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


NO_SITE = "There is no such Monument Site."


def _is_site(site) -> bool:
    """True for a site index 0..11 (PP-4)."""
    return type(site) is int and 0 <= site < NUM_SITES


def _open_site_refusal(board, site) -> str | None:
    """Why ``site`` of ``board`` cannot be changed: no such site, or completed and locked
    (Construction Lock, PP-6); None when it is open."""
    if not _is_site(site):
        return NO_SITE
    if board.sites[site].mask == FULL_MASK:
        return "Completed monuments are locked (Construction Lock)."
    return None


def _mask_text(open_eighths: int) -> str:
    return "nothing" if open_eighths == 0 else f"{open_eighths}/8"


def setup_picks_text(data) -> str:
    """The PP-12 starting picks in words, from the data's house values: "1 Quarter and 2
    Eighths"."""
    picks = ((data.setup_quarters, SIZE_NAME[QUARTER]), (data.setup_eighths, SIZE_NAME[EIGHTH]))
    return " and ".join(f"{n} {name}{'' if n == 1 else 's'}" for n, name in picks if n)


def _size_text(n: int) -> str:
    return {8: "1", 4: "1/2", 2: "1/4", 1: "1/8"}[n]


class PicturePieState(GameState):
    """A Picture Pie game.  Public read-only attributes (for renderers and AI):

    ``data`` (PictureData), ``tiles`` (catalogue, ``tiles[id] -> Tile``), ``stage``, ``round``
    (1..rounds), ``boards`` (per seat :class:`Board`), ``wheel`` (:class:`Wheel`), ``sundial``
    (position 0..5), ``hand`` (drafted tile ids of the active seat), ``box`` (discarded ids),
    ``bag`` (tile ids still in the bag; its order is not the draw order), ``laurel_supply``,
    ``first_seat``, ``wheel_turned``, ``turn_log`` (actions this turn), ``events`` (what the
    last apply did, plain dicts).
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
        self._turn_start = self._snap()

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
        c.__dict__.update(self.__dict__)
        c._rng = Rng.from_state(self._rng.state)
        c.turn_log = list(self.turn_log)
        c.events = list(self.events)
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
        tiles = self.tiles
        sites = board.sites
        for tid in self.hand + board.yard:
            size = tiles[tid].size
            runs = RUN_MASK[size]
            for i in range(NUM_SITES):
                mask = sites[i].mask
                if mask == FULL_MASK:
                    continue
                for s in range(SLOTS):
                    if not runs[s] & mask:
                        out.append(Place(tid, i, s))
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
        for tid in self.bag:
            t = self.tiles[tid]
            if t.size == size and t.motif == motif and t.mark == mark:
                return tid
        return None

    def _legal_picks(self) -> list:
        needs = self.setup_needs()
        avail = set()
        for tid in self.bag:
            t = self.tiles[tid]
            if needs.get(t.size, 0) > 0:
                avail.add((t.size, t.motif, t.mark))
        order = {m: i for i, m in enumerate(("marble", "terracotta", "water", "flora", "lapis"))}
        keys = sorted(avail, key=lambda k: (-k[0], order.get(k[1], 9), k[2] or ""))
        return [Pick(s, m, mk) for s, m, mk in keys]

    def _legal_drafts(self) -> list:
        tiles = self.tiles
        out = []
        for sector in self.wheel.sectors:
            for tid in sector:
                if tiles[tid].size == HALF:
                    out.append(DraftHalf(tid))
        small = sorted(t for t in self.wheel.sectors[self.active_sector] if tiles[t].size < HALF)
        out.extend(DraftSmall((t,)) for t in small)
        out.extend(DraftSmall(pair) for pair in combinations(small, 2))
        if not out:
            out.append(DraftNothing())
        return out

    def why_illegal(self, action) -> str | None:
        """None when legal, else a sentence saying why not."""
        stage = self.stage
        if stage == "over":
            return "The game is over."
        kind = type(action)
        if stage == "setup":
            if kind is not Pick:
                return (f"First pick your starting tiles: {setup_picks_text(self.data)} "
                        "(setup).")
            need = self.setup_needs().get(action.size, 0)
            if action.size not in (QUARTER, EIGHTH):
                return "Setup picks are Quarters and Eighths only."
            if need <= 0:
                return f"You already have your starting {SIZE_NAME[action.size]}s."
            if self._pick_tile(action.size, action.motif, action.mark) is None:
                what = f"{action.mark} " if action.mark else "unmarked "
                return (f"No {what}{SIZE_NAME[action.size]} of {action.motif} is left in the "
                        "bag.")
            return None
        if stage == "draft":
            if kind is DraftHalf:
                t = self._tile(action.tile_id)
                if t is None or t.size != HALF:
                    return "Only a Half can be drafted from any sector."
                if not any(action.tile_id in s for s in self.wheel.sectors):
                    return "That Half is not on the Quarry Wheel."
                return None
            if kind is DraftSmall:
                ids = action.tile_ids
                if not isinstance(ids, tuple) or not 1 <= len(ids) <= 2:
                    return "Draft one or two small pieces."
                if len(ids) == 2 and not ids[0] < ids[1]:
                    return "List the two drafted pieces once each, in id order."
                sector = self.wheel.sectors[self.active_sector]
                for tid in ids:
                    t = self._tile(tid)
                    if t is None or t.size >= HALF:
                        return "Only Quarters and Eighths can be drafted in pairs."
                    if tid not in sector:
                        return "Small pieces come from the sector the Sundial points at."
                return None
            if kind is DraftNothing:
                if self._legal_drafts() != [DraftNothing()]:
                    return "There is something to draft; draft nothing only when you cannot."
                return None
            return "Draft first: one Half from any sector or up to two small pieces (Law 3)."
        # build
        board = self.boards[self.seat]
        if kind is Place:
            t = self._tile(action.tile_id)
            if t is None or (action.tile_id not in self.hand and action.tile_id not in board.yard):
                return "Place a tile from your hand or your Masonry Yard."
            if type(action.slot) is not int or not 0 <= action.slot < SLOTS:
                return "Slots are numbered 0 to 7." if _is_site(action.site) else NO_SITE
            refused = _open_site_refusal(board, action.site)
            if refused:
                return refused
            site = board.sites[action.site]
            if RUN_MASK[t.size][action.slot] & site.mask:
                open_ = SLOTS - site.filled
                if t.size > open_:
                    return (f"Site {site_name(action.site)} has {_mask_text(open_)} open; this "
                            f"tile is {_size_text(t.size)}.")
                return (f"The tile would overlap another tile in site {site_name(action.site)}; "
                        "it needs free slots side by side.")
            return None
        if kind is Rotate:
            if type(action.steps) is not int or not 1 <= action.steps < SLOTS:
                return "Rotate by 1 to 7 eighths." if _is_site(action.site) else NO_SITE
            refused = _open_site_refusal(board, action.site)
            if refused:
                return refused
            site = board.sites[action.site]
            if site.mask == 0:
                return "That site has no tiles to rotate."
            return None
        if kind is Store:
            if action.tile_id not in self.hand:
                return "Only a tile drafted this turn can be stored."
            if len(board.yard) >= self.data.yard_capacity:
                return f"Your Masonry Yard is full ({self.data.yard_capacity} tiles)."
            return None
        if kind is TurnWheel:
            if action.direction not in (1, -1):
                return "Turn the wheel one sector, +1 or -1."
            if self.wheel_turned:
                return "The Quarry Wheel can be turned once per turn."
            return None
        if kind is EndTurn:
            return None
        return "Drafting is done this turn; place, rotate, store, turn the wheel or end the turn."

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
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        self.events = []
        self._do(action)

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
            self.events.append({"type": "rotate", "seat": self.seat, "site": action.site,
                                "steps": action.steps})
        elif kind is Store:
            board = self.boards[self.seat]
            self.hand = tuple(t for t in self.hand if t != action.tile_id)
            self._set_board(board.replace(yard=board.yard + (action.tile_id,)))
            self.events.append({"type": "store", "seat": self.seat, "tile": action.tile_id})
        elif kind is TurnWheel:
            n = len(self.wheel.sectors)
            self.wheel = Wheel(self.wheel.sectors, (self.wheel.rotation + action.direction) % n)
            self.wheel_turned = True
            self.events.append({"type": "wheel", "direction": action.direction})
        elif kind is DraftNothing:
            self.stage = "build"
            self.events.append({"type": "draft", "seat": self.seat, "tiles": []})
        elif kind is Pick:
            self._pick(action)
            return
        self.turn_log.append(action)

    def _set_board(self, board: Board) -> None:
        b = list(self.boards)
        b[self.seat] = board
        self.boards = tuple(b)

    def _pick(self, action: Pick) -> None:
        tid = self._pick_tile(action.size, action.motif, action.mark)
        self.bag = tuple(t for t in self.bag if t != tid)
        board = self.boards[self.seat]
        self._set_board(board.replace(yard=board.yard + (tid,)))
        self.events.append({"type": "pick", "seat": self.seat, "tile": tid})
        self.turn_log.append(action)
        if not any(self.setup_needs().values()):
            self.seat = (self.seat + 1) % self._n
            if self.seat == self.first_seat:
                self.stage = "draft"
            self._new_turn()

    def _draft(self, ids: tuple) -> None:
        taken = set(ids)
        self.wheel = Wheel(tuple(tuple(t for t in s if t not in taken) if taken.intersection(s)
                                 else s for s in self.wheel.sectors), self.wheel.rotation)
        self.hand = tuple(ids)
        self.stage = "build"
        self.events.append({"type": "draft", "seat": self.seat, "tiles": list(ids)})

    def _place(self, action: Place) -> None:
        seat = self.seat
        board = self.boards[seat]
        tid = action.tile_id
        if tid in self.hand:
            self.hand = tuple(t for t in self.hand if t != tid)
            yard = board.yard
        else:
            yard = tuple(t for t in board.yard if t != tid)
        old = board.sites[action.site]
        site = build_site(old.placed + ((tid, action.slot),), self.tiles, self.data)
        sites = board.sites[:action.site] + (site,) + board.sites[action.site + 1:]
        new_board = Board(sites, yard, board.discards, board.tokens)
        self.events.append({"type": "place", "seat": seat, "tile": tid, "site": action.site,
                            "slot": action.slot})
        if site.info is not None:
            # Phase 3: monument completed (PP-6); a Lapis-dominant one takes a token (PP-20).
            if site.info[3] == "lapis" and self.laurel_supply > 0:
                self.laurel_supply -= 1
                new_board.tokens += 1
                self.events.append({"type": "token", "seat": seat, "site": action.site,
                                    "left": self.laurel_supply})
            from_yard = 0 if yard is board.yard else self.data.yard_penalty
            before = self.ledger(seat)["total"]
            self._set_board(new_board)
            points = self.ledger(seat)["total"] - before - from_yard
            self.events.append({"type": "completed", "seat": seat, "site": action.site,
                                "points": points})
            for j, mark in facing_links(sites, NEIGHBOURS, action.site):
                self.events.append({"type": "link", "seat": seat, "sites": [action.site, j],
                                    "mark": mark})
        else:
            self._set_board(new_board)

    def _end_turn(self) -> None:
        seat = self.seat
        board = self.boards[seat]
        yard, discards, box = board.yard, board.discards, self.box
        cap = self.data.yard_capacity
        # PP-11: leftover drafted tiles go to the yard while it has room, the rest to the box.
        for tid in self.hand:
            if len(yard) < cap:
                yard += (tid,)
                self.events.append({"type": "store", "seat": seat, "tile": tid})
            else:
                discards += 1
                box += (tid,)
                self.events.append({"type": "discard", "seat": seat, "tile": tid,
                                    "points": -self.data.discard_cost})
        if yard is not board.yard or discards != board.discards:
            self._set_board(Board(board.sites, yard, discards, board.tokens))
        self.hand = ()
        self.box = box
        # Phase 4 (PP-13): refill an empty active sector; bag and sector empty -> end (PP-24).
        active = self.active_sector
        if not self.wheel.sectors[active]:
            if self.bag:
                drawn = self._draw(self.data.tiles_per_sector)
                sectors = list(self.wheel.sectors)
                sectors[active] = drawn
                self.wheel = Wheel(tuple(sectors), self.wheel.rotation)
                self.events.append({"type": "refill", "sector": active, "tiles": list(drawn)})
            else:
                self.end_triggered = True
        if self.boards[seat].completed_count == NUM_SITES:
            self.end_triggered = True
        self.sundial = (self.sundial + 1) % len(self.wheel.sectors)
        self.events.append({"type": "sundial", "to": self.sundial})
        self.wheel_turned = False
        self.stage = "draft"
        self.seat = (seat + 1) % self._n
        if self.seat == self.first_seat:
            # End of a round (PP-24).
            if self.end_triggered or self.round >= self.data.rounds:
                self.stage = "over"
                self.events.append({"type": "game_over", "winners": self.winners()})
            else:
                self.round += 1
                self.events.append({"type": "round", "round": self.round})
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
        self.events = [{"type": "undo"}]

    # ----------------------------------------------------------------- scores
    def ledger(self, seat: int) -> dict[str, int]:
        """The seat's Imperial Builder Ledger now (keys of scoring.LEDGER_KEYS, PP-14..PP-23)."""
        b = self.boards[seat]
        return board_ledger(b.sites, NEIGHBOURS, len(b.yard), b.discards, b.tokens, self.data)

    def scores(self) -> list[int]:
        """Each seat's ledger total now, in points (ints; PP-14..PP-23)."""
        return [self.ledger(s)["total"] for s in range(self._n)]

    def preview(self, action) -> dict[str, int]:
        """Change of the active seat's ledger if ``action`` were applied.  Raises IllegalAction."""
        seat = self.seat
        before = self.ledger(seat)
        trial = self.copy()
        trial.apply(action)
        after = trial.ledger(seat)
        return {k: after[k] - before[k] for k in LEDGER_KEYS}

    def tiebreak_key(self, seat: int) -> tuple[int, int, int]:
        """PP-24: (total, completed monuments, -yard tiles); higher is better."""
        led = self.ledger(seat)
        return (led["total"], led["completed"], -len(self.boards[seat].yard))

    def winners(self) -> list[int]:
        """Seats with the best PP-24 key (total, then completed, then fewer yard tiles); a tie
        after that is a shared victory."""
        keys = [self.tiebreak_key(s) for s in range(self._n)]
        best = max(keys)
        return [s for s, k in enumerate(keys) if k == best]

    def summary_extra(self) -> dict:
        return {"completed": [self.ledger(s)["completed"] for s in range(self._n)],
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
        d["rng"] = str(d["rng"])  # 64-bit: beyond TOML's signed range
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
                int(d["laurel_supply"]), bool(d["end_triggered"]), int(d["rng"]))

    def to_dict(self) -> dict:
        """Plain data: the game, the tile-set data, the state, the turn's start and log."""
        return {"game": GAME_ID, "version": 1, "players": self._n, "first_seat": self.first_seat,
                "data": self.data.source, "state": self._snap_dict(self._snap()),
                "turn_start": self._snap_dict(self._turn_start),
                "turn_log": [a.to_dict() for a in self.turn_log]}

    @classmethod
    def from_dict(cls, data: dict, game_data: PictureData | None = None) -> "PicturePieState":
        """Rebuild from :meth:`to_dict` output.  Raises ValueError on malformed data."""
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
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            raise ValueError(f"malformed Picture Pie state: {exc!r}") from None
        st._check_turn_replay(data["state"])
        return st

    def _check_turn_replay(self, state_dict: dict) -> None:
        """The turn's start plus its log must give the state (undo replays it, PP-7).
        Raises ValueError naming turn_log otherwise."""
        trial = PicturePieState.__new__(PicturePieState)
        trial.__dict__.update(self.__dict__)
        trial._restore(self._turn_start)
        trial.turn_log = []
        trial.events = []
        for k, action in enumerate(self.turn_log):
            reason = trial.why_illegal(action)
            if reason is not None:
                raise ValueError(f"turn_log[{k}]: {action!r} is illegal from turn_start: "
                                 f"{reason}")
            trial._do(action)
        if trial._snap_dict(trial._snap()) != self._snap_dict(self._snap()):
            raise ValueError("turn_log: turn_start with these actions does not give state")


def new_game(data: PictureData, players: int, seed: int, **options) -> PicturePieState:
    """A fresh Master Architect Campaign (PP-25) for 1..4 seats.  Raises ValueError."""
    if options:
        raise ValueError(f"Picture Pie has no options {', '.join(sorted(options))}")
    return PicturePieState(data, players, seed)
