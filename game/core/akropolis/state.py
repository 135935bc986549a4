"""The Akropolis game state (AK-3..AK-10) on the shared State API (game/core/state.py).

A turn is one action, :class:`Place`: buy the tile at a Construction Site position (AK-4) and
place it in one's city (AK-6).  After the turn, when one tile remains in the site the round
resets (AK-5) or, with no stack left, the game ends at once.  In solo (AK-10) seat 0 is the
person and seat 1 the Illustrious Architect, whose turns the state plays itself right after the
person's, so ``current_seat`` is never the Architect.
"""

from __future__ import annotations

from game.core.akropolis.seats import SeatTurns
from game.core.akropolis import events as ev
from game.core.akropolis import architect, hidden, saving, scoring
from game.core.akropolis import athena as athena_rules
from game.core.akropolis.actions import Place
from game.core.akropolis.athena import AthenaMixin, CompleteCard, FinishTurn
from game.core.akropolis.city import SHAPES, City, Cell, placement_hexes
from game.core.akropolis.data import COLOURS, DISTRICT_NAMES, SOLO_LEVELS, VARIANTS, AkropolisData
from game.core.hexgrid import distance
from game.core.rng import Rng
from game.core.state import GameState, IllegalAction, Ledger, LedgerRow


#: Place(index, q, r, rotation) without the frozen __init__'s checks (the AI's legal actions)
_make_place = ev.maker(Place)


def _stones_text(n: int) -> str:
    return f"{n} stone" if n == 1 else f"{n} stones"


class AkropolisState(AthenaMixin, SeatTurns, GameState):
    """Akropolis for 2-4 players, or solo against the Illustrious Architect (AK-10).

    Public attributes: ``tiles`` (id -> TileDef), ``cities`` (list of City), ``stones`` (list of
    int per seat), ``chief_architect`` (seat), ``events`` (records of game.core.akropolis.events from the last apply),
    ``variants`` (tuple), ``solo`` (level key or None), ``all_tiles``.
    """

    GAME_ID = "akropolis"
    #: the registry's mode of this class's games (the Pantheon state says "pantheon")
    mode = "base"

    def __init__(self) -> None:  # use new_game() or from_dict()
        self.data: AkropolisData | None = None
        self.players = 0
        self.solo: str | None = None
        self.variants: tuple = ()
        self.all_tiles = False
        self.rng = Rng(0)
        self.cities: list[City] = []
        self.stones: list[int] = []
        self._site: list[int] = []
        self.stacks: list[list[int]] = []
        self.chief_architect = 0
        self._current: int | None = 0
        self.round = 1
        self.terminal = False
        self.events: list = []
        self.opening: dict | None = None
        self.action_log: list = []
        self._rules: scoring.ScoringRules | None = None
        self._ledgers: dict = {}
        self._handed = None   # the Place legal_place made for this turn: apply trusts it
        self._ath = None      # athena.AthenaTable with the Athena expansion (AK-11)
        self.phase = "place"  # "athena" while the seat to move may complete cards

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, data: AkropolisData, players: int, seed: int, variants=(), all_tiles=False,
            solo=None, athena=False) -> "AkropolisState":
        """Set up a game (AK-3; AK-10 when ``solo``; the Athena expansion, AK-11, when
        ``athena``, drawn on its own generator).  Raises ValueError for a seat count or
        option the game does not support."""
        variants = tuple(sorted(set(variants)))
        for v in variants:
            if v not in VARIANTS:
                raise ValueError(f"unknown Akropolis variant {v!r}; choose from {', '.join(VARIANTS)}")
        if solo is not None:
            if solo not in SOLO_LEVELS:
                raise ValueError(f"unknown solo level {solo!r}; choose from {', '.join(SOLO_LEVELS)}")
            if players != 1:
                raise ValueError("solo against the Architect is for 1 player")
        elif not 2 <= players <= 4:
            raise ValueError("Akropolis is for 2 to 4 players, or 1 with --solo")
        s = cls()
        s.data = data
        s.solo = solo
        s.variants = variants
        s.all_tiles = bool(all_tiles)
        s.players = 2 if solo else players
        s.rng = Rng(seed)
        count = data.solo_tile_marks if solo else players
        ids = data.tiles_for(count, all_tiles)
        s.rng.shuffle(ids)
        site_size = data.solo_site_size if solo else players + data.site_extra
        stack_size = data.stack_size[count]
        n_stacks = (len(ids) - site_size) // stack_size if all_tiles else data.stacks
        if len(ids) < site_size + n_stacks * stack_size:
            raise ValueError(f"the tile set has {len(ids)} tiles; setup needs "
                             f"{site_size + n_stacks * stack_size}")
        s._site = ids[:site_size]
        s.stacks = [ids[site_size + k * stack_size: site_size + (k + 1) * stack_size]
                    for k in range(n_stacks)]
        if solo:
            s.chief_architect = 0
            s.stones = [data.solo_player_stones, data.solo_architect_stones]
        else:
            s.chief_architect = s.rng.randrange(players)
            s.stones = [0] * players
            for k in range(players):
                s.stones[(s.chief_architect + k) % players] = data.starting_stones[k]
        s.cities = []
        for _ in range(s.players):
            city = City()
            city.place_starting_tile(data.starting_tile)
            s.cities.append(city)
        s._current = s.chief_architect
        s.opening = {"game": cls.GAME_ID, "seed": seed, "players": players,
                     "options": {"variants": list(variants), "all_tiles": s.all_tiles,
                                 "solo": solo or ""},
                     "data": data.raw}
        if athena:
            s.data = data = athena_rules.with_athena_data(data)
            s._ath = athena_rules.AthenaTable.deal(data.athena, s.players, seed)
            s.opening["options"]["athena"] = True
            s.opening["data"] = data.raw
        return s

    # -- State API ---------------------------------------------------------------------------
    @property
    def tiles(self) -> dict:
        """Tile id -> tile definition (the parsed tile file, AK-1)."""
        return self.data.tiles

    @property
    def site(self) -> tuple:
        """Tile ids in the Construction Site; position i costs i stones (AK-4)."""
        return tuple(self._site)

    @property
    def stacks_left(self) -> int:
        """Face-down stacks not yet revealed (AK-3, AK-5)."""
        return len(self.stacks)

    @property
    def rules(self) -> scoring.ScoringRules:
        """The scoring parameters of this game: stars and the variants switched on (AK-7,
        AK-8); built once."""
        if self._rules is None:
            self._rules = scoring.ScoringRules.from_data(self.data, self.variants)
        return self._rules

    @staticmethod
    def stone_cost(index: int) -> int:
        """Stones the tile at Construction Site position ``index`` (0-based) costs: ``index``
        (AK-4: the first is free, each next one stone more)."""
        return index

    def can_afford(self, index: int, seat: int | None = None) -> bool:
        """True when ``seat`` (default: the seat to move) has the stones for site position
        ``index`` and that position holds a tile (AK-4); False once the game is over."""
        return self.buy_refusal(index, seat) is None

    def buy_refusal(self, index, seat: int | None = None) -> str | None:
        """None when ``seat`` (default: the seat to move) can buy site position ``index`` now,
        else the sentence :meth:`why_illegal` gives ("you need 3 stones; you have 1", "there is
        no tile at position 7 of the Construction Site", "the game is over"; AK-4).  Lower
        case first letter, no full stop, like every Akropolis refusal."""
        seat = self._current if seat is None else seat
        if self.terminal or seat is None:
            return "the game is over"
        if type(index) is not int or not 0 <= index < len(self._site):
            return f"there is no tile at position {index} of the Construction Site"
        cost, have = self.stone_cost(index), self.stones[seat]
        if cost > have:
            return f"you need {_stones_text(cost)}; you have {have}"
        return None

    def affordable(self, seat: int | None = None) -> list[int]:
        """Site positions (0-based, ascending) the seat can pay for now (AK-4); [] once over.
        Costs rise with the position, so these are the first positions up to the seat's
        stones."""
        seat = self._current if seat is None else seat
        if self.terminal or seat is None:
            return []
        have = self.stones[seat]
        out = []
        for i in range(len(self._site)):
            if self.stone_cost(i) > have:
                break
            out.append(i)
        return out

    def legal_actions(self) -> list:
        """Every legal :class:`Place` for the seat to move: each affordable site position
        (AK-4) with each legal (q, r, rotation) of its city, sorted (AK-6); [] once over.  In
        the Athena phase: FinishTurn and every CompleteCard (athena.AthenaMixin)."""
        if self.terminal:
            return []
        if self.phase == "athena":
            return self.athena_actions()
        places = self.cities[self._current].legal_placements()
        return [Place(i, q, r, rot) for i in self.affordable() for (q, r, rot) in places]

    def affordable_count(self, seat: int | None = None) -> int:
        """``len(affordable(seat))``, without building the list."""
        seat = self._current if seat is None else seat
        if self.terminal or seat is None:
            return 0
        return max(0, min(len(self._site), self.stones[seat] + 1))  # position i costs i

    def legal_place(self, index: int, nth: int) -> Place:
        """The legal :class:`Place` for the seat to move buying affordable site position
        ``index`` (0 <= index < :meth:`affordable_count`) with the ``nth`` of its city's
        ``legal_placements()``: what the AI players hand to :meth:`apply`, which takes that
        very object without judging it again (this turn only; any other action is judged).
        Raises IndexError for an index or nth out of range, or once the game is over."""
        seat = self._current
        if (self.terminal or seat is None or type(index) is not int or type(nth) is not int
                or not 0 <= index < len(self._site) or index > self.stones[seat] or nth < 0):
            raise IndexError(f"no affordable site position {index}")
        q, r, rot = self.cities[seat].legal_at(nth)
        action = self._handed = _make_place(index, q, r, rot)
        return action

    def random_place(self, rng: Rng) -> Place:
        """``legal_place(rng.randrange(affordable_count()), rng.randrange(n))`` with ``n`` the
        number of legal placements: an affordable site position drawn uniformly, then a legal
        placement (the random AI; apply takes it without judging it again).  Raises ValueError
        (from the draw) once the game is over."""
        seat = self._current
        if self.terminal or seat is None:
            rng.randrange(0)
        n = len(self._site)
        have = self.stones[seat] + 1   # position i costs i stones
        index = rng.randrange(n if n < have else have)
        city = self.cities[seat]
        q, r, rot = city.legal_at(rng.randrange(city.legal_count()))
        action = self._handed = _make_place(index, q, r, rot)
        return action

    def why_illegal(self, action) -> str | None:
        """None when ``action`` is legal now, else one sentence for the player: not a Place,
        game over, no such site position, too few stones (AK-4), or the city's placement
        reason (AK-6); for the Athena actions :meth:`complete_refusal`."""
        if isinstance(action, (CompleteCard, FinishTurn)):
            return self.complete_refusal(action)
        if not isinstance(action, Place):
            return "that is not an Akropolis move"
        if self.terminal:
            return "the game is over"
        if self.phase == "athena":
            return "you have placed your tile: complete a Construction card or finish your turn"
        if type(action.index) is not int or not 0 <= action.index < len(self._site):
            return self.buy_refusal(action.index)
        if type(action.q) is not int or type(action.r) is not int:
            return f"a position needs whole numbers q and r, not {action.q!r}, {action.r!r}"
        if type(action.rotation) is not int or not 0 <= action.rotation <= 5:
            return f"rotation must be 0 to 5, not {action.rotation}"
        if self.stone_cost(action.index) > self.stones[self._current]:
            return self.buy_refusal(action.index)
        _, reason = self.cities[self._current].check(action.q, action.r, action.rotation)
        return reason

    def apply(self, action) -> None:
        """Buy the tile (AK-4), place it (stones for covered quarries, AK-6), then end the turn:
        the round reset or the game end (AK-5); solo, the Architect then takes its turn (AK-10).
        ``events`` lists what happened, for the table.  Raises IllegalAction(reason) and changes
        nothing when :meth:`why_illegal` objects."""
        if action is not self._handed or action is None or self.phase == "athena":
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason, action)
        self._handed = None
        self.events = []
        if self._ledgers:
            self._ledgers = {}
        seat = self._current
        self.action_log.append(action)
        if self.phase == "athena" or not isinstance(action, Place):
            self._athena_apply(action)
        else:
            self._buy_and_place(seat, action.index, action.q, action.r, action.rotation)
            if self.solo:
                self.stones[1] += action.index  # AK-10: the Architect receives what is paid
            if self._ath is not None and self.completable(seat):
                self.phase = "athena"   # AK-11: the turn stays with the seat until FinishTurn
                return
            self._end_turn(seat)
        while self.solo and not self.terminal and self._current == 1:
            self._architect_turn()

    def _buy_and_place(self, seat: int, index: int, q: int, r: int, rotation: int) -> None:
        """Buy and place a legal placement (checked by the caller)."""
        city = self.cities[seat]
        under = city.cells.get((q, r))
        level = under.level + 1 if under else 1  # a legal tile rests one above its first hex
        tile_id = self._site.pop(index)
        self.stones[seat] -= index
        events = self.events
        events.append(ev.make_bought(seat, index, index, tile_id))
        tile = self.data.tiles[tile_id]
        gained = city.place(tile, q, r, rotation, level)
        (_, _), (aq, ar), (bq, br) = SHAPES[rotation]
        events.append(ev.make_placed(seat, tile_id, (
            (q, r, level), (q + aq, r + ar, level), (q + bq, r + br, level))))
        if gained:
            self.stones[seat] += gained
            events.append(ev.make_stones(seat, gained))

    def _end_turn(self, seat: int) -> None:
        """Next seat clockwise; round reset or game end when one tile remains (AK-5)."""
        self._current = (seat + 1) % self.players
        if len(self._site) > 1:
            return
        if self.stacks:
            revealed = self.stacks.pop(0)
            self._site.extend(revealed)
            self.chief_architect = (self.chief_architect + 1) % self.players
            self._current = self.chief_architect
            self.round += 1
            self.events.append(ev.RoundReset(tuple(revealed), self.chief_architect))
        else:
            self.terminal = True
            self._current = None
            self.events.append(ev.GameOver())

    def _architect_turn(self) -> None:
        """AK-10: the cheapest affordable tile with a plaza (else the first), placed on the
        ground; the first ground placement nearest the starting tile (ties by q, r, rotation)."""
        have = self.stones[1]
        index = 0
        for i, tid in enumerate(self._site):
            if i > have:
                break
            if any(k == "plaza" for k, _ in self.data.tiles[tid].hexes):
                index = i
                break
        city = self.cities[1]
        ground = [(distance((q, r), (0, 0)), q, r, rot)
                  for (q, r, rot) in city.legal_placements() if (q, r) not in city.cells]
        _, q, r, rot = min(ground)
        start = len(self.events)
        self._buy_and_place(1, index, q, r, rot)
        buy, place = self.events[start], self.events[start + 1]
        self.events[start:] = [ev.ArchitectMoved(1, index, index, buy.tile, place.hexes)]
        if self._ath is not None:
            athena_rules.architect_completes(self)
        self._end_turn(1)

    # ONE_ACTION_TURNS (athena.AthenaMixin): every Place is a whole turn (AK-9b), so
    # :meth:`undo` takes back that last turn, except in the Athena phase (one action of it)

    def undo_seat(self) -> int | None:
        """The seat whose turn :meth:`undo` would take back (the one that bought in the last
        apply, AK-9b); None when nothing can be undone."""
        if self.undo_refusal() is not None:
            return None
        if self.phase == "athena":
            return self._current
        return next(e.seat for e in self.events if isinstance(e, (ev.Bought, ev.TurnFinished)))

    def undo_refusal(self) -> str | None:
        """None when the last turn can be taken back (AK-9b), else why not, in the refusals'
        style: nothing played yet or the turn already taken back ("there is no turn to take
        back"), the game is over (AK-5: it ends at once), or the turn revealed a new stack
        ("new tiles were revealed: that turn is final"; in solo also when the Architect's move
        that followed did).  Read from the last apply's ``events``, so it survives
        :meth:`copy` and :meth:`to_dict`/:meth:`from_dict`; any later apply ends it.  In the
        Athena phase the turn's last action (a completion, then the placement) can always be
        taken back; a turn ended by FinishTurn is taken back whole."""
        if self.opening is not None and self.action_log and self.phase == "athena":
            return None
        if self.opening is None or not self.action_log \
                or not any(isinstance(e, (ev.Bought, ev.TurnFinished)) for e in self.events):
            return "there is no turn to take back"
        if self.terminal:
            return "the game is over"
        if any(isinstance(e, ev.RoundReset) for e in self.events):
            return "new tiles were revealed: that turn is final"
        return None

    def can_undo(self) -> bool:
        """True while the last turn (one :class:`Place`, and in solo the Architect's move that
        followed it) may be taken back: see :meth:`undo_refusal` (AK-9b)."""
        return self.undo_refusal() is None

    def undo(self) -> None:
        """Take back the last turn (AK-9b): the purchase and its stones, the placement and its
        quarry stones, and in solo the Architect's move and the stones it received; the tile
        goes back to its site position.  The state is rebuilt from ``opening`` and the log
        without its last action (game/core/replay.py's way), so every cache of the cities is
        fresh.  ``events`` is empty afterwards and :meth:`can_undo` False until the next apply.
        Raises IllegalAction(:meth:`undo_refusal`) and changes nothing when it objects."""
        reason = self.undo_refusal()
        if reason is not None:
            raise IllegalAction(reason)
        opts = self.opening["options"]
        rebuilt = type(self).new(self.data, self.opening["players"], self.opening["seed"],
                                 variants=tuple(opts.get("variants", ())),
                                 all_tiles=bool(opts.get("all_tiles", False)),
                                 solo=opts.get("solo") or None, athena=bool(opts.get("athena")))
        keep = len(self.action_log) - 1
        if self.phase != "athena":   # the whole last turn: back to before its Place
            while not isinstance(self.action_log[keep], Place):
                keep -= 1
        for action in self.action_log[:keep]:
            rebuilt.apply(action)
        opening = self.opening
        self.__dict__.update(rebuilt.__dict__)
        self.opening = opening
        self.events = []
        self._ledgers = {}

    # -- scores ------------------------------------------------------------------------------
    def ledger(self, seat: int) -> Ledger:
        """The seat's score breakdown (AK-7, AK-8): ``rows`` (see :meth:`_ledger_record` and
        GameState.ledger): the five colours (``factors`` (value, stars)), "quarries" when
        :meth:`scores_quarries`, "stones" (points from stones) and "total".  For the solo
        Architect (AK-10) each visible district counts the level's value with no condition, and
        the "quarries" row holds Metagenes' points."""
        if seat not in self._ledgers:
            bonus = {}
            mapping = self._score_sheet(seat)
            if self.solo and seat == 1:
                for col in COLOURS:   # AK-10: what a variant's doubling added
                    if mapping[col]["doubled"]:
                        v = mapping[col]["value"]
                        bonus[col] = v - v // self.rules.factor
            else:
                cells = self.cities[seat].cells
                score = self.cities[seat].score(self.rules)
                for p, (v, _) in score.status.items():   # AK-8: what a variant's doubling added
                    col = cells[p].color
                    bonus[col] = bonus.get(col, 0) + max(0, v - cells[p].level)
                for p, parts in getattr(score, "halves", {}).items():   # AK-12 dual halves
                    for col, v, _ in parts:
                        bonus[col] = bonus.get(col, 0) + max(0, v - cells[p].level)
            self._ledgers[seat] = self._ledger_record(seat, mapping, bonus)
        return self._ledgers[seat]

    def _score_sheet(self, seat: int) -> dict:
        """The seat's score sheet as plain numbers (scoring.ledger's mapping; AK-10 for the solo
        Architect)."""
        if self.solo and seat == 1:
            sheet = architect.ledger(self)
        else:
            sheet = self.cities[seat].score(self.rules).ledger(self.stones[seat])
        if self._ath is not None and self.stone_value(seat) != 1:   # AK-13: the statue
            extra = self.stones[seat] * (self.stone_value(seat) - 1)
            sheet["stones"] += extra
            sheet["total"] += extra
        return sheet

    def scores_quarries(self) -> bool:
        """True when quarries score points in this game: solo against Metagenes (AK-10)."""
        return bool(self.solo) and self.data.solo_levels[self.solo].quarry_points > 0

    def _ledger_record(self, seat: int, mapping: dict, bonus: dict | None = None) -> Ledger:
        """Rows: the five colours ("Houses".., detail "value × stars", and the variant's
        doubling when one applies: "12 × 1 star (x2 Houses variant, +6)": ``bonus`` colour ->
        value the doubling added, AK-8), "quarries" when
        :meth:`scores_quarries` (every seat; 0 for the person), "stones", "total"."""
        rows = []
        for col in COLOURS:
            e = mapping[col]
            label = DISTRICT_NAMES[col].capitalize()
            detail = f"{e['value']} × {e['stars']} star{'' if e['stars'] == 1 else 's'}"
            extra = (bonus or {}).get(col, 0)
            if extra:   # AK-8: "12 × 1 star (x2 Houses variant, +6)"
                detail += f" (x{self.rules.factor} {label} variant, +{extra})"
            rows.append(LedgerRow(col, label, e["points"], detail,
                                  factors=(e["value"], e["stars"])))
        if self.scores_quarries():
            rows.append(LedgerRow("quarries", "Quarries", mapping.get("quarries", 0)))
        stones = self.stones[seat]
        detail = _stones_text(stones)
        if self._ath is not None and self.stone_value(seat) != 1:
            detail += f", {self.stone_value(seat)} per stone (statue of Athena)"   # AK-13
        rows.append(LedgerRow("stones", "Stones", mapping["stones"],   # also the AK-9 tie-break
                              detail))
        rows.append(LedgerRow("total", "Total", mapping["total"]))
        return Ledger(rows)

    def district_values(self, seat: int) -> dict:
        """(q, r) -> what each visible district of ``seat``'s city counts, an int: its level,
        doubled by a variant (scoring.analyse, AK-7, AK-8; :meth:`district_status` says whether
        it scores), or for the solo Architect the level's district value for every district
        (AK-10).  A dual district (AK-12) counts what its two halves do together."""
        cells = self.cities[seat].cells
        if self.solo and seat == 1:
            v = self.data.solo_levels[self.solo].district_value
            return {p: v * (2 if c.kind == "dual" else 1) for p, c in cells.items()
                    if c.kind in ("district", "dual")}
        score = self.cities[seat].score(self.rules)
        out = {p: val for p, (val, _) in score.status.items()}
        out.update(athena_rules.dual_values(score))
        return out

    def district_status(self, seat: int) -> dict:
        """(q, r) -> None when the visible district scores, else the reason it does not (a dual
        district: the first half that does not, "market half: touches a market", AK-12)."""
        cells = self.cities[seat].cells
        if self.solo and seat == 1:
            return {p: None for p, c in cells.items() if c.kind in ("district", "dual")}
        score = self.cities[seat].score(self.rules)
        out = {p: reason for p, (_, reason) in score.status.items()}
        out.update(athena_rules.dual_reasons(score))
        return out

    def scores(self) -> list[int]:
        """Each seat's current total, points as ints (AK-7, AK-8; the solo Architect AK-10):
        each :meth:`ledger`'s total."""
        kept = self._ledgers
        return [kept[s].total if s in kept else self._score_sheet(s)["total"]
                for s in range(self.players)]

    def winners(self) -> list[int]:
        """AK-9: highest score, then more stones, then shared.  Solo (AK-10): the person wins
        with a higher score or an equal score and more stones; otherwise the Architect."""
        sc = self.scores()
        if self.solo:
            if sc[0] > sc[1] or (sc[0] == sc[1] and self.stones[0] > self.stones[1]):
                return [0]
            return [1]
        best = max(sc)
        top = [s for s in range(self.players) if sc[s] == best]
        most = max(self.stones[s] for s in top)
        return [s for s in top if self.stones[s] == most]

    def tiebreak_used(self) -> str:
        """Which AK-9 step decided the winners: "points" (one best score), "stones" (more
        stones broke a tie on points) or "shared" (tied on both).  Solo (AK-10): "points", or
        "stones" when the scores are equal."""
        sc = self.scores()
        if self.solo:
            return "stones" if sc[0] == sc[1] else "points"
        tied = [s for s in range(self.players) if sc[s] == max(sc)]
        if len(tied) == 1:
            return "points"
        return "shared" if len(self.winners()) > 1 else "stones"

    def solo_verdict(self) -> str | None:
        """One sentence on the solo result once the game is over; None otherwise."""
        if not self.solo or not self.terminal:
            return None
        sc = self.scores()
        name = self.data.solo_levels[self.solo].name
        if self.winners() == [0]:
            return f"You beat {name}, {sc[0]} to {sc[1]}."
        return f"{name} wins, {sc[1]} to {sc[0]}."

    def summary_extra(self) -> dict:
        out = {"stones": list(self.stones)}
        if self.solo:
            out["solo"] = self.solo
            out["verdict"] = self.solo_verdict() or ""
        if self.variants:
            out["variants"] = list(self.variants)
        if self._ath is not None:   # Athena (AK-11): the cards and each seat's statue parts
            out["athena_cards"] = list(self._ath.cards)
            out["statue_parts"] = [len(p) for p in self._ath.parts]
        return out

    # -- previews ----------------------------------------------------------------------------
    def cells_after(self, seat: int, tile_id: int, q: int, r: int, rotation: int, level: int):
        """The seat's visible cells with the tile placed (no checks); returns (cells, quarries
        covered)."""
        cells = dict(self.cities[seat].cells)
        tile = self.data.tiles[tile_id]
        gained = 0
        for (kind, color), p in zip(tile.hexes, placement_hexes(tile, q, r, rotation)):
            old = cells.get(p)
            if old is not None and old.kind == "quarry":
                gained += 1
            cells[p] = Cell(kind, color, level, tile_id)
        return cells, gained

    def placement_info(self, tile_index: int, q: int, r: int, rotation: int) -> dict:
        """For the ghost preview: {"legal", "reason", "level", "stones_gained", "score_delta":
        {colour: points change, "stones": .., "total": ..}} for the current seat."""
        seat = self._current
        reason = self.why_illegal(Place(tile_index, q, r, rotation))
        city = self.cities[seat] if seat is not None else None
        level = 1
        if city is not None and 0 <= rotation <= 5:
            level = 1 + max(city.height(*p) for p in placement_hexes(None, q, r, rotation))
        zero = {c: 0 for c in COLOURS}
        zero.update(stones=0, total=0)
        info = {"legal": reason is None, "reason": reason, "level": level, "stones_gained": 0,
                "score_delta": zero}
        if reason is not None:
            return info
        tile = self.data.tiles[self._site[tile_index]]
        score, (_, dv, ds, _), gained = city.preview(tile, q, r, rotation, level, self.rules)
        stones = self.stones[seat] - tile_index + gained
        before = self.ledger(seat)
        after = score.ledger(stones, dv, ds)
        extra = stones * (self.stone_value(seat) - 1)   # AK-13: the statue's 5 per stone
        after["stones"] += extra
        after["total"] += extra
        delta = {c: after[c]["points"] - before.row(c).points for c in COLOURS}
        delta["stones"] = after["stones"] - before.row("stones").points
        delta["total"] = after["total"] - before.total
        info.update(stones_gained=gained, score_delta=delta)
        return info

    # -- copying and plain data ---------------------------------------------------------------
    def copy(self) -> "AkropolisState":
        """An independent state (cities, stones, site, stacks, rng copied; the parsed data is
        shared, it is never changed): what the AI thinks on."""
        s = AkropolisState()
        s.data = self.data
        s.players = self.players
        s.solo = self.solo
        s.variants = self.variants
        s.all_tiles = self.all_tiles
        s.rng = self.rng.copy()
        s.cities = [c.copy() for c in self.cities]
        s.stones = list(self.stones)
        s._site = list(self._site)
        s.stacks = [list(st) for st in self.stacks]
        s.chief_architect = self.chief_architect
        s._current = self._current
        s.round = self.round
        s.terminal = self.terminal
        s.events = list(self.events)
        s.opening = self.opening
        s.action_log = list(self.action_log)
        s._rules = self._rules
        if self._ath is not None:
            s._ath = self._ath.copy()
            s.phase = self.phase
        return s

    def determinised(self, seed: int) -> "AkropolisState":
        """A copy with the stacks' tiles (hidden, face down) dealt again from ``Rng(seed)`` into
        stacks of the same sizes, a new generator and no opening (see GameState.determinised)."""
        return hidden.determinised(self, seed)

    def to_dict(self) -> dict:
        """Plain data (see game/core/akropolis/saving.py); :meth:`from_dict` rebuilds it."""
        return saving.state_to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "AkropolisState":
        """Rebuild from :meth:`to_dict` output (saving.state_from_dict).  Raises ValueError."""
        return saving.state_from_dict(cls, d)
