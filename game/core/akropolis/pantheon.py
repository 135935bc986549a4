"""Akropolis Pantheon, the cooperative game (AK-14..AK-16), on the shared State API.

The Architects share one goal: the Capital.  Each holds a hidden hand of 3 tiles drawn from all
61 city tiles and 2 stones.  A turn, in any order before :class:`FinishTurn`: gifts
(:class:`GiveStones`, 2 stones per stone given), :class:`UnlockSlot` (5 stones),
:class:`DiscardChallenge` (1 stone); exactly one :class:`PlaceTile`, to one's City or to the
Capital (1 stone); after a City placement :class:`CompleteChallenge` for each open
Architectural Challenge that placement met, its Divine Altar going at once onto an unoccupied
Capital plaza of its colour.  :class:`FinishTurn` refills the hand; a seat whose hand is empty
(the pile gone) is skipped; the game ends when the pile and every hand are empty.  Only the
Capital scores, and only its plazas carrying an altar of their colour, under the Scenario.

Undo (AK-9b's spirit): any action of the turn, back to its start; :class:`FinishTurn` is final
(a tile is drawn).
"""

from __future__ import annotations

from game.core.akropolis.seats import SeatTurns
from game.core.akropolis import pantheon_setup as setup
from game.core.akropolis import pantheon_challenges, pantheon_scoring
from game.core.akropolis.city import SHAPES, Cell, City, placement_hexes
from game.core.akropolis.data import COLOURS, DISTRICT_NAMES, AkropolisData
from game.core.akropolis.events import StonesGained
from game.core.akropolis import pantheon_events as pev
from game.core.akropolis.pantheon_actions import (CompleteChallenge, DiscardChallenge,
                                                  FinishTurn, GiveStones, PlaceTile, UnlockSlot,
                                                  TARGETS)
from game.core.akropolis.pantheon_plain import state_from_dict, state_to_dict
from game.core.akropolis.scoring import ScoringRules
from game.core.rng import Rng
from game.core.state import GameState, IllegalAction, Ledger, LedgerRow
from game.core.words import plural

SCENARIOS = ("corinth", "sparta", "athens")
#: what :attr:`PantheonState.phase` may be
PHASES = ("turn", "placed", "over")


def pantheon_data(data):
    """The Pantheon part of the game data (``data.pantheon``, levels/akropolis/pantheon.toml).
    Raises ValueError when it was not loaded."""
    got = getattr(data, "pantheon", None)
    if got is None:
        raise ValueError("the Pantheon data (levels/akropolis/pantheon.toml) is not loaded")
    return got


def _stones(n: int) -> str:
    return plural(n, "stone")


class PantheonState(SeatTurns, GameState):
    """Akropolis Pantheon for 2-4 Architects (AK-14).

    Public attributes: ``players``, ``scenario`` (id), ``cities`` (list of City), ``capital``
    (City), ``stones`` (list of int per seat), ``altars`` ((q, r) -> colour on the Capital),
    ``crushed`` (altars lost under a later tile), ``completed`` (challenge ids, in order),
    ``discarded`` (challenge ids), ``pile`` (draw pile, hidden), ``challenge_pile`` (hidden),
    ``events``, ``opening``, ``action_log``.
    """

    GAME_ID = "akropolis"
    mode = "pantheon"
    #: a turn is several actions ending with FinishTurn (game.app.session reads this)
    ONE_ACTION_TURNS = False

    def __init__(self) -> None:  # use new() or from_dict()
        self.data: AkropolisData | None = None
        self.players = 0
        self.scenario = "corinth"
        self.rng = Rng(0)
        self.cities: list[City] = []
        self.capital = City()
        self._hands: list[list[int]] = []
        self.pile: list[int] = []
        self.stones: list[int] = []
        self._slots: list = []            # open challenge id per slot, None for an empty slot
        self.challenge_pile: list[str] = []
        self.altars: dict = {}
        self.crushed = 0
        self.completed: list[str] = []
        self.discarded: list[str] = []
        self._current: int | None = 0
        self.round = 1
        self.turns = 0
        self.terminal = False
        self._placed = None   # this turn's placement: (target, (q, r), under) or None
        self._done: list[str] = []         # challenges completed this turn
        self._floor = 0       # len(action_log) below which undo may not go
        self.events: list = []
        self.opening: dict | None = None
        self.action_log: list = []
        self._rules = ScoringRules()
        self._ledger = None

    # -- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, data: AkropolisData, players: int, seed: int,
            scenario: str = "corinth") -> "PantheonState":
        """Set up a game (AK-14): the Scenario, the Capital from the starting tiles left over,
        a hand of 3 for each seat from all 61 tiles, 2 stones each, 3 face-up challenges.
        Raises ValueError for a seat count or Scenario the game does not offer."""
        if scenario not in SCENARIOS:
            raise ValueError(f"unknown Scenario {scenario!r}; choose from {', '.join(SCENARIOS)}")
        if not 2 <= players <= 4:
            raise ValueError("Akropolis Pantheon is for 2 to 4 players")
        s = cls()
        s.data = data
        s.players = players
        s.scenario = scenario
        s.rng = Rng(seed)
        s._rules = ScoringRules.from_data(data)
        pdata = pantheon_data(data)
        pdata.scenario(scenario)   # KeyError when the data lacks it
        s._hands, s.pile, slots, s.challenge_pile = setup.deal(
            list(data.tiles), [c.id for c in pdata.challenges], players, s.rng)
        s._slots = list(slots)
        s.stones = [setup.START_STONES] * players
        s.cities = []
        for _ in range(players):
            city = City()
            city.place_starting_tile(data.starting_tile)
            s.cities.append(city)
        s.capital = setup.capital_for(data.starting_tile, players)
        s._current = 0
        s.opening = {"game": cls.GAME_ID, "seed": seed, "players": players,
                     "options": {"scenario": scenario}, "data": data.raw,
                     "pantheon": pdata.raw}
        return s

    # -- what the table reads ----------------------------------------------------------------
    @property
    def tiles(self) -> dict:
        """Tile id -> TileDef (the 61 city tiles)."""
        return self.data.tiles

    @property
    def pantheon(self):
        """The Pantheon data: challenges, altars, scenarios."""
        return pantheon_data(self.data)

    @property
    def phase(self) -> str:
        """"turn" (the tile not yet placed), "placed" (placed: complete challenges, then
        FinishTurn) or "over"."""
        if self.terminal:
            return "over"
        return "turn" if self._placed is None else "placed"

    @property
    def rules(self) -> ScoringRules:
        return self._rules

    def hand(self, seat: int) -> tuple:
        """The tile ids in ``seat``'s hand (hidden from the others: a scene shows only the
        active person's)."""
        return tuple(self._hands[seat])

    def hand_size(self, seat: int) -> int:
        """How many tiles ``seat`` holds (public)."""
        return len(self._hands[seat])

    def hand_words(self, seat: int) -> str:
        """What ``seat`` may say of its hand: the colours it holds, in player words."""
        return setup.hand_words([self.data.tiles[t] for t in self._hands[seat]])

    @property
    def tiles_left(self) -> int:
        """Tiles still to play: the draw pile and every hand."""
        return len(self.pile) + sum(len(h) for h in self._hands)

    @property
    def challenges(self) -> tuple:
        """The open Architectural Challenges, one per open slot that holds one (3 at the start,
        more when unlocked; a slot the empty pile could not fill is left out)."""
        return tuple(c for c in self._slots if c is not None)

    @property
    def slots(self) -> tuple:
        """Every open slot's challenge id, or None for an empty slot (the pile is out)."""
        return tuple(self._slots)

    def challenge_color(self, challenge_id: str) -> str:
        return self.pantheon.challenge(challenge_id).color

    def free_plazas(self, color: str) -> tuple:
        """The Capital's visible plazas of ``color`` with no altar, sorted."""
        return tuple(sorted(p for p, c in self.capital.cells.items()
                            if c.kind == "plaza" and c.color == color and p not in self.altars))

    def altars_left(self) -> dict:
        """Colour -> altars still to be won (open slots and the challenge pile)."""
        out = dict.fromkeys(COLOURS, 0)
        for cid in list(self.challenges) + list(self.challenge_pile):
            out[self.challenge_color(cid)] += 1
        return out

    def placement_before(self):
        """This turn's City placement as ``(before, after, placed)`` for the challenge checkers
        (cells dicts and the (q, r) of the tile's three hexes), or None."""
        if self._placed is None or self._placed[0] != "city":
            return None
        _, _, under = self._placed
        placed = tuple(p for p, _ in under)
        after = self.cities[self._current].cells
        before = dict(after)
        for p, cell in under:
            if cell is None:
                del before[p]
            else:
                before[p] = cell
        return before, after, placed

    def completable(self, seat: int | None = None) -> tuple:
        """The open challenges this turn's City placement met, not yet completed: what
        :class:`CompleteChallenge` may name now (whether an altar plaza is free or not); () for
        any seat but the one to move, before the placement or after a Capital one."""
        seat = self._current if seat is None else seat
        if self.terminal or seat != self._current:
            return ()
        got = self.placement_before()
        if got is None:
            return ()
        before, after, placed = got
        defs = [self.pantheon.challenge(c) for c in self.challenges]
        lakes = self.cities[self._current].lakes()
        return pantheon_challenges.completed(defs, before, after, placed, lakes)

    # -- scores ------------------------------------------------------------------------------
    def capital_ledger(self) -> dict:
        """The Capital's score under the Scenario (AK-14, AK-16): colour -> {"value", "stars",
        "points"} and "total"."""
        if self._ledger is None:
            self._ledger = pantheon_scoring.capital_ledger(
                self.capital.cells, dict(self.altars), self.scenario_def, self._rules)
        return self._ledger

    def total(self) -> int:
        """The team's score: the Capital's total."""
        return int(self.capital_ledger()["total"])

    def tier(self) -> int:
        """0..3: the Scenario's target tiers for this player count the total reaches."""
        return pantheon_scoring.tier(self.total(), self.scenario_def, self.players)

    @property
    def scenario_def(self):
        """The Scenario's ScenarioDef (name, text, which altars score, targets)."""
        return self.pantheon.scenario(self.scenario)

    def targets(self) -> tuple:
        """The Scenario's three targets for this player count."""
        return tuple(self.scenario_def.targets[self.players])

    def scores(self) -> list[int]:
        """The team's one total for every seat (cooperative: one score)."""
        return [self.total()] * self.players

    def won(self) -> bool:
        """The team wins when the Capital reaches at least the Scenario's first target (tier
        >= 1): the rulebook compares the score with the Scenario tile."""
        return self.tier() >= 1

    def winners(self) -> list[int]:
        """Every seat when the team won (:meth:`won`: tier >= 1), none at tier 0 (all win or
        lose together; :meth:`tier` tells how well)."""
        return list(range(self.players)) if self.won() else []

    def ledger(self, seat: int) -> Ledger:
        """The Capital's breakdown (the same for every seat): the five colours (detail "value ×
        stars", stars from the counted altar plazas) and "total"; no stones row (AK-14)."""
        if not 0 <= seat < self.players:
            raise IndexError(seat)
        led = self.capital_ledger()
        rows = []
        for col in COLOURS:
            e = led[col]
            detail = f"{e['value']} × {plural(e['stars'], 'star')}"
            rows.append(LedgerRow(col, DISTRICT_NAMES[col].capitalize(), e["points"], detail,
                                  factors=(e["value"], e["stars"])))
        rows.append(LedgerRow("total", "Total", led["total"]))
        return Ledger(rows)

    def save_summary(self) -> str:
        """The Continue line of a save: the mode, the Scenario, the turn under way and the
        Capital's total (one team score, never one seat's): "Pantheon · Corinth, turn 14,
        Capital 23"."""
        return (f"Pantheon \u00b7 {self.scenario_def.name}, turn {self.turns + 1}, "
                f"Capital {self.total()}")

    def summary_extra(self) -> dict:
        return {"mode": "pantheon", "scenario": self.scenario, "team_total": self.total(),
                "tier": self.tier(), "altars": len(self.altars), "crushed": self.crushed,
                "completed": len(self.completed), "stones": list(self.stones)}

    # -- legality ----------------------------------------------------------------------------
    def _target_city(self, target: str) -> City:
        return self.capital if target == "capital" else self.cities[self._current]

    def why_illegal(self, action) -> str | None:
        """None when ``action`` is legal now, else one sentence for the player (lower case
        first letter, no full stop, like every Akropolis refusal)."""
        if self.terminal:
            return "the game is over"
        seat = self._current
        have = self.stones[seat]
        if isinstance(action, PlaceTile):
            if self._placed is not None:
                return "you have placed your tile this turn: finish your turn"
            if action.tile_id not in self._hands[seat]:
                return "that tile is not in your hand"
            if action.target not in TARGETS:
                return "a tile goes to your City or to the Capital"
            if action.target == "capital" and have < setup.CAPITAL_COST:
                return "sending a tile to the Capital costs 1 stone; you have none"
            if type(action.rotation) is not int or not 0 <= action.rotation <= 5:
                return "that is not a way to turn a tile"
            level, reason = self._target_city(action.target).check(action.q, action.r,
                                                                   action.rotation)
            if reason is not None:
                return reason.replace("your city", "the Capital") \
                    if action.target == "capital" else reason
            return None
        if isinstance(action, CompleteChallenge):
            if action.challenge not in self.challenges:
                return "that Architectural Challenge is not open"
            if self._placed is None:
                return "place your tile first: a challenge is completed by the placement it names"
            if self._placed[0] != "city":
                return "only a tile placed in your own City completes a challenge"
            if action.challenge not in self.completable():
                return "your placement this turn did not meet that challenge"
            color = self.challenge_color(action.challenge)
            free = self.free_plazas(color)
            if not free:
                return (f"the Capital has no unoccupied {color} plaza for its altar; the "
                        f"challenge stays open")
            if (action.q, action.r) not in free:
                return f"the altar goes on an unoccupied {color} plaza of the Capital"
            return None
        if isinstance(action, DiscardChallenge):
            if action.challenge not in self.challenges:
                return "that Architectural Challenge is not open"
            if have < setup.DISCARD_COST:
                return "discarding a challenge costs 1 stone; you have none"
            return None
        if isinstance(action, UnlockSlot):
            if not self.challenge_pile:
                return "no Architectural Challenge is left to fill a new slot"
            if have < setup.UNLOCK_COST:
                return f"unlocking a slot costs 5 stones; you have {have}"
            return None
        if isinstance(action, GiveStones):
            if type(action.to_seat) is not int or not 0 <= action.to_seat < self.players:
                return "there is no such Architect"
            if action.to_seat == seat:
                return "you cannot give stones to yourself"
            if type(action.n) is not int or action.n < 1:
                return "give at least 1 stone"
            cost = 2 * action.n
            if cost > have:
                return (f"giving {_stones(action.n)} costs you {cost} ({action.n} to give, "
                        f"{action.n} in tax); you have {have}")
            return None
        if isinstance(action, FinishTurn):
            if self._placed is None:
                return "place a tile first, in your City or in the Capital"
            return None
        return "that is not an Akropolis Pantheon move"

    def placements(self, target: str) -> tuple:
        """The legal (q, r, rotation) of a tile in the mover's City or the Capital (AK-6; the
        same for every tile)."""
        return self._target_city(target).legal_placements()

    def legal_actions(self) -> list:
        """Every legal action of the seat to move: gifts, unlocking, discards, each hand tile's
        placements (City, and Capital with a stone) before the placement; completions, gifts,
        unlocking, discards and FinishTurn after it; [] once over."""
        if self.terminal:
            return []
        seat = self._current
        have = self.stones[seat]
        out = []
        if self._placed is None:
            targets = ("city", "capital") if have >= setup.CAPITAL_COST else ("city",)
            for tid in sorted(set(self._hands[seat])):
                for target in targets:
                    out.extend(PlaceTile(tid, target, q, r, rot)
                               for (q, r, rot) in self.placements(target))
        else:
            for cid in self.completable():
                out.extend(CompleteChallenge(cid, q, r)
                           for (q, r) in self.free_plazas(self.challenge_color(cid)))
            out.append(FinishTurn())
        if have >= setup.DISCARD_COST:
            out.extend(DiscardChallenge(c) for c in self.challenges)
        if have >= setup.UNLOCK_COST and self.challenge_pile:
            out.append(UnlockSlot())
        for to in range(self.players):
            if to != seat:
                out.extend(GiveStones(to, n) for n in range(1, have // 2 + 1))
        return out

    # -- applying ----------------------------------------------------------------------------
    def apply(self, action) -> None:
        """Apply a legal action (see the module docstring).  Raises IllegalAction(reason) and
        changes nothing when :meth:`why_illegal` objects."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        self.events = []
        self._ledger = None
        seat = self._current
        if isinstance(action, PlaceTile):
            self._place(seat, action)
        elif isinstance(action, CompleteChallenge):
            color = self.challenge_color(action.challenge)
            self.altars[(action.q, action.r)] = color
            self.completed.append(action.challenge)
            self._done.append(action.challenge)
            self.events.append(pev.ChallengeCompleted(seat, action.challenge, color,
                                                      action.q, action.r))
            self._refill_slot(self._slots.index(action.challenge))
        elif isinstance(action, DiscardChallenge):
            self.stones[seat] -= setup.DISCARD_COST
            self.events.append(pev.StonesPaid(seat, setup.DISCARD_COST, "discard"))
            self.discarded.append(action.challenge)
            self.events.append(pev.ChallengeDiscarded(seat, action.challenge))
            self._refill_slot(self._slots.index(action.challenge))
        elif isinstance(action, UnlockSlot):
            self.stones[seat] -= setup.UNLOCK_COST
            self.events.append(pev.StonesPaid(seat, setup.UNLOCK_COST, "unlock"))
            self._slots.append(None)
            self.events.append(pev.SlotUnlocked(seat, len(self._slots) - 1))
            self._refill_slot(len(self._slots) - 1)
        elif isinstance(action, GiveStones):
            self.stones[seat] -= 2 * action.n
            self.stones[action.to_seat] += action.n
            self.events.append(pev.StonesGiven(seat, action.to_seat, action.n))
            self.events.append(pev.StonesPaid(seat, action.n, "tax"))
        else:
            self._finish(seat)
        self.action_log.append(action)
        if isinstance(action, FinishTurn):
            self._floor = len(self.action_log)

    def _place(self, seat: int, action: PlaceTile) -> None:
        city = self._target_city(action.target)
        level, _ = city.check(action.q, action.r, action.rotation)
        if action.target == "capital":
            self.stones[seat] -= setup.CAPITAL_COST
            self.events.append(pev.StonesPaid(seat, setup.CAPITAL_COST, "capital"))
        pos = placement_hexes(None, action.q, action.r, action.rotation)
        under = tuple((p, city.cells.get(p)) for p in pos)
        tile = self.data.tiles[action.tile_id]
        gained = city.place(tile, action.q, action.r, action.rotation, level)
        self._hands[seat].remove(action.tile_id)
        self._placed = (action.target, (action.q, action.r), under)
        self.events.append(pev.TilePlaced(seat, action.target, action.tile_id,
                                          tuple((q, r, level) for (q, r) in pos)))
        if gained:
            self.stones[seat] += gained
            self.events.append(StonesGained(seat, gained))
        if action.target == "capital":
            for p in pos:
                color = self.altars.pop(p, None)
                if color is not None:   # AK-14: a covered altar is crushed and lost
                    self.crushed += 1
                    self.events.append(pev.AltarCrushed(p[0], p[1], color))

    def _refill_slot(self, slot: int) -> None:
        if self.challenge_pile:
            cid = self.challenge_pile.pop(0)
            self._slots[slot] = cid
            self.events.append(pev.ChallengeRevealed(slot, cid))
        else:
            self._slots[slot] = None

    def _finish(self, seat: int) -> None:
        drew = 0
        if self.pile and len(self._hands[seat]) < setup.HAND_SIZE:
            self._hands[seat].append(self.pile.pop(0))
            drew = 1
        self.events.append(pev.TurnFinished(seat, drew))
        self._placed = None
        self._done = []
        self.turns += 1
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if self._hands[nxt]:
                if nxt <= seat:
                    self.round += 1
                self._current = nxt
                return
        self.terminal = True
        self._current = None
        self.events.append(pev.PantheonOver())

    # -- undo --------------------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """None when the last action may be taken back, else why not: nothing this turn yet
        (FinishTurn drew a tile: the turn before is final), the game is over, or the history is
        unknown (an AI's determinised copy).  A challenge turned face up is taken back too: it
        goes back on top of the pile, so the same one comes next (nothing is learnt)."""
        if self.terminal:
            return "the game is over"
        if self.opening is None or len(self.action_log) <= self._floor:
            return "there is nothing to take back this turn"
        return None

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> None:
        """Take back the last action of this turn: the state is rebuilt from ``opening`` and the
        log without it.  Raises IllegalAction(:meth:`undo_refusal`)."""
        reason = self.undo_refusal()
        if reason is not None:
            raise IllegalAction(reason)
        rebuilt = type(self).new(self.data, self.opening["players"], self.opening["seed"],
                                 scenario=self.opening["options"]["scenario"])
        for action in self.action_log[:-1]:
            rebuilt.apply(action)
        opening = self.opening
        self.__dict__.update(rebuilt.__dict__)
        self.opening = opening
        self.events = []

    # -- copying and plain data --------------------------------------------------------------
    def copy(self) -> "PantheonState":
        """An independent state (the parsed data shared, never changed)."""
        s = PantheonState.__new__(PantheonState)
        s.__dict__.update(self.__dict__)
        s.cities = [c.copy() for c in self.cities]
        s.capital = self.capital.copy()
        s._hands = [list(h) for h in self._hands]
        s.pile = list(self.pile)
        s.stones = list(self.stones)
        s._slots = list(self._slots)
        s.challenge_pile = list(self.challenge_pile)
        s.altars = dict(self.altars)
        s.completed = list(self.completed)
        s.discarded = list(self.discarded)
        s._done = list(self._done)
        s.events = list(self.events)
        s.action_log = list(self.action_log)
        s.rng = self.rng.copy()
        return s

    def determinised(self, seed: int, seat: int | None = None) -> "PantheonState":
        """A copy in which what ``seat`` (default: the seat to move) cannot see is dealt again
        from ``Rng(seed)``: the other hands, the draw pile, the challenge pile; no opening."""
        c = self.copy()
        seat = self._current if seat is None else seat
        setup.redeal(c, seed, 0 if seat is None else seat)
        c.opening = None
        c._floor = len(c.action_log)
        return c

    def to_dict(self) -> dict:
        """Plain data; :meth:`from_dict` rebuilds an equal state (mid-turn too)."""
        return state_to_dict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "PantheonState":
        """Rebuild from :meth:`to_dict` output.  Raises ValueError on malformed data."""
        return state_from_dict(cls, d)


__all__ = ["PantheonState", "SCENARIOS", "PlaceTile", "CompleteChallenge", "DiscardChallenge",
           "UnlockSlot", "GiveStones", "FinishTurn", "Cell", "SHAPES"]
