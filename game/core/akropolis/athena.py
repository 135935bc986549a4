"""The Akropolis Athena expansion's turn (AK-11, AK-13) on :class:`AkropolisState`.

Setup: four of the 18 Construction cards and four Mini-tiles under each (16 of the 30) are drawn
by their own generator, ``Rng(seed ^ ATHENA_SALT)``, so a seed's tile stacks and first player
are the same with the expansion on or off.

Turn: a seat places its tile (``Place``); when its city then shows the layout of a card it has
not completed (:meth:`AthenaMixin.completable`), the turn stays with it (``phase ==
"athena"``): any number of :class:`CompleteCard` (each card once per seat, in the order it
chooses; each takes the card's statue part and places one of the card's Mini-tiles at once,
which may complete another card) and :class:`FinishTurn` ends the turn.  With nothing to
complete the turn ends at once, as in the base game.  A Mini-tile never changes the
Construction Site.

AK-13: a seat holding all four statue parts scores 5 points per stone (:meth:`stone_value`).
Solo (AK-10 reading, RULES.md): after each of its turns the Illustrious Architect completes the
first card in row order it has not completed whose layout its city shows, taking a plaza
Mini-tile when one remains under it, else a dual district, else a district, laid on the ground
like its tiles (:func:`architect_completes`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.akropolis import events as ev
from game.core.akropolis.athena_city import MINI_BASE, is_mini
from game.core.akropolis.data import COLOURS
from game.core.akropolis import athena_cards
from game.core.hexgrid import distance
from game.core.rng import Rng

__all__ = ["MINI_BASE", "is_mini", "CompleteCard", "FinishTurn", "AthenaTable", "AthenaMixin",
           "ATHENA_SALT", "CARDS_IN_PLAY", "MINIS_PER_CARD", "STATUE_STONE_VALUE"]

#: what the Athena draw's own generator is seeded with besides the game's seed
ATHENA_SALT = 0x4A7E0A
CARDS_IN_PLAY = 4
MINIS_PER_CARD = 4
#: AK-13: points per stone for a seat holding all four statue parts
STATUE_STONE_VALUE = 5


@dataclass(frozen=True, slots=True)
class CompleteCard:
    """Complete Construction card ``card_id`` (AK-11): take its statue part and place Mini-tile
    ``mini`` (its index in the data's Mini-tile list, one still under that card) at (q, r),
    turned ``rotation`` (0..5, a dual district's sides; 0 otherwise)."""

    card_id: str
    mini: int
    q: int
    r: int
    rotation: int = 0

    def to_dict(self) -> dict:
        """``{"type": "complete_card", "card", "mini", "q", "r", "rotation"}``."""
        return {"type": "complete_card", "card": self.card_id, "mini": self.mini, "q": self.q,
                "r": self.r, "rotation": self.rotation}

    @classmethod
    def from_dict(cls, d: dict) -> "CompleteCard":
        """Raises ValueError on malformed data."""
        try:
            card, vals = d["card"], [d["mini"], d["q"], d["r"], d["rotation"]]
        except (KeyError, TypeError):
            raise ValueError(f"not a CompleteCard action: {d!r}") from None
        if type(card) is not str or any(type(v) is not int for v in vals):
            raise ValueError(f"not a CompleteCard action: {d!r}")
        return cls(card, *vals)


@dataclass(frozen=True, slots=True)
class FinishTurn:
    """End the turn after the Athena completions (AK-11)."""

    def to_dict(self) -> dict:
        """``{"type": "finish_turn"}``."""
        return {"type": "finish_turn"}

    @classmethod
    def from_dict(cls, d: dict) -> "FinishTurn":
        if not isinstance(d, dict) or set(d) != {"type"}:
            raise ValueError(f"not a FinishTurn action: {d!r}")
        return cls()


def action_from_dict(d: dict, place_from_dict):
    """A Place, CompleteCard or FinishTurn from its plain form (``place_from_dict`` reads a
    Place).  Raises ValueError."""
    kind = d.get("type", "place") if isinstance(d, dict) else None
    if kind == "complete_card":
        return CompleteCard.from_dict(d)
    if kind == "finish_turn":
        return FinishTurn.from_dict(d)
    return place_from_dict(d)


class AthenaTable:
    """What the expansion adds to a game: ``cards`` (the four card ids, in row order),
    ``under`` (card id -> list of the Mini-tile indices still under it), ``parts`` (per seat,
    the card ids it completed, in order)."""

    __slots__ = ("cards", "under", "parts", "_seen")

    def __init__(self, cards, under, parts) -> None:
        self.cards = tuple(cards)
        self.under = {c: list(under[c]) for c in self.cards}
        self.parts = [list(p) for p in parts]
        self._seen = {}   # seat -> ((placements, stones, parts), completable)

    @classmethod
    def deal(cls, athena_data, seats: int, seed: int) -> "AthenaTable":
        """AK-11 setup from ``Rng(seed ^ ATHENA_SALT)``: four cards, four Mini-tiles under each."""
        rng = Rng(seed ^ ATHENA_SALT)
        ids = [c.id for c in athena_data.cards]
        rng.shuffle(ids)
        minis = [m.index for m in athena_data.minis]
        rng.shuffle(minis)
        cards = ids[:CARDS_IN_PLAY]
        under = {c: minis[k * MINIS_PER_CARD:(k + 1) * MINIS_PER_CARD]
                 for k, c in enumerate(cards)}
        return cls(cards, under, [[] for _ in range(seats)])

    def copy(self) -> "AthenaTable":
        return AthenaTable(self.cards, self.under, self.parts)

    def to_dict(self) -> dict:
        """``{"cards": [...], "under": [[index, ...] per card], "parts": [[card, ...] per
        seat]}``."""
        return {"cards": list(self.cards), "under": [list(self.under[c]) for c in self.cards],
                "parts": [list(p) for p in self.parts]}

    @classmethod
    def from_dict(cls, d, athena_data, seats: int) -> "AthenaTable":
        """Raises ValueError naming the field at fault."""
        if not isinstance(d, dict) or set(d) != {"cards", "under", "parts"}:
            raise ValueError("athena: expected a table with cards, under and parts")
        known = {c.id for c in athena_data.cards}
        minis = {m.index for m in athena_data.minis}
        cards, under, parts = d["cards"], d["under"], d["parts"]
        if (not isinstance(cards, list) or len(cards) != CARDS_IN_PLAY
                or len(set(map(str, cards))) != CARDS_IN_PLAY):
            raise ValueError(f"athena.cards: expected {CARDS_IN_PLAY} different cards")
        for k, c in enumerate(cards):
            if c not in known:
                raise ValueError(f"athena.cards[{k}]: {c!r} is not a Construction card")
        if not isinstance(under, list) or len(under) != CARDS_IN_PLAY:
            raise ValueError(f"athena.under: expected {CARDS_IN_PLAY} lists")
        seen = set()
        for k, lst in enumerate(under):
            if not isinstance(lst, list) or len(lst) > MINIS_PER_CARD:
                raise ValueError(f"athena.under[{k}]: expected at most {MINIS_PER_CARD} "
                                 "Mini-tiles")
            for m in lst:
                if type(m) is not int or m not in minis or m in seen:
                    raise ValueError(f"athena.under[{k}]: {m!r} is not a Mini-tile left")
                seen.add(m)
        if not isinstance(parts, list) or len(parts) != seats:
            raise ValueError(f"athena.parts: expected {seats} lists")
        for k, lst in enumerate(parts):
            if (not isinstance(lst, list) or any(c not in cards for c in lst)
                    or len(set(lst)) != len(lst)):
                raise ValueError(f"athena.parts[{k}]: cards of this game, each once")
        return cls(cards, dict(zip(cards, under)), parts)


def with_athena_data(data):
    """``data`` (AkropolisData) when it carries the Athena cards and Mini-tiles (``data.athena``,
    levels/akropolis/athena.toml); raises ValueError otherwise."""
    if getattr(data, "athena", None) is None:
        raise ValueError("the Athena expansion's cards and Mini-tiles are not loaded")
    return data


#: a dual half's district in words
HALF_NAMES = {"blue": "house", "yellow": "market", "red": "barracks", "purple": "temple",
              "green": "garden"}


def dual_values(score) -> dict:
    """(q, r) -> what each dual district of a city's score counts, its halves together."""
    return {p: sum(v for _, v, _ in parts) for p, parts in getattr(score, "halves", {}).items()}


def dual_reasons(score) -> dict:
    """(q, r) -> None when both halves of the dual district score, else "<half> half: <why>"
    for the first that does not (AK-12)."""
    out = {}
    for p, parts in getattr(score, "halves", {}).items():
        why = next((f"{HALF_NAMES[col]} half: {r}" for col, _, r in parts if r), None)
        out[p] = why
    return out


def _card_name(state, card_id) -> str:
    return state.data.athena.card(card_id).name


class AthenaMixin:
    """The Athena part of :class:`AkropolisState`'s API; ``self._ath`` is an
    :class:`AthenaTable` or None (a base game)."""

    _ath: AthenaTable | None = None
    #: "place" (buy and place a tile) or "athena" (complete cards, then FinishTurn; AK-11)
    phase = "place"

    @property
    def athena(self) -> bool:
        """True when the Athena expansion is in play."""
        return self._ath is not None

    @property
    def ONE_ACTION_TURNS(self) -> bool:   # noqa: N802 (the session's name)
        """Every action ends the turn unless the seat is completing Athena cards (the session
        reads this: an undo then takes back one action of the turn, AK-9b)."""
        return self.phase != "athena"

    @property
    def athena_cards(self) -> tuple:
        """The four Construction card ids of this game, in row order; () in a base game."""
        return self._ath.cards if self._ath else ()

    def minis_left(self, card_id) -> tuple:
        """The Mini-tile indices still under ``card_id`` (() for a card not in play)."""
        if not self._ath or card_id not in self._ath.under:
            return ()
        return tuple(self._ath.under[card_id])

    def statue_parts(self, seat: int) -> tuple:
        """The cards ``seat`` completed (its statue parts), in the order it did."""
        return tuple(self._ath.parts[seat]) if self._ath else ()

    def stone_value(self, seat: int) -> int:
        """Points per stone for ``seat``: 5 with all four statue parts, else 1 (AK-13)."""
        if self._ath and len(self._ath.parts[seat]) >= CARDS_IN_PLAY:
            return STATUE_STONE_VALUE
        return 1

    def completable(self, seat: int) -> tuple:
        """The cards, in row order, whose layout ``seat``'s city shows now, that it has not
        completed and that have a Mini-tile left (AK-11); () once the game is over or in a
        base game."""
        ath = self._ath
        if ath is None or self.terminal:
            return ()
        city = self.cities[seat]
        stamp = (len(city.placements), self.stones[seat], len(ath.parts[seat]))
        got = ath._seen.get(seat)
        if got is not None and got[0] == stamp:
            return got[1]
        open_ = tuple(c for c in ath.cards if c not in ath.parts[seat] and ath.under[c])
        out = ()
        if open_:
            done = set(athena_cards.completed(city.cells, self.stones[seat], open_,
                                              cards=self.data.athena))
            out = tuple(c for c in open_ if c in done)
        ath._seen[seat] = (stamp, out)
        return out

    def card_match(self, seat: int, card_id):
        """The hexes ((q, r), ...) of one layout of ``card_id`` in ``seat``'s city, or None
        when the city does not show it (for the table to highlight)."""
        if not self._ath or card_id not in self._ath.cards:
            return None
        return athena_cards.match(card_id, self.cities[seat].cells, self.stones[seat],
                                  cards=self.data.athena)

    def mini_def(self, index: int):
        """The MiniDef of Mini-tile ``index`` (data's Mini-tile list)."""
        return self.data.athena.minis[index]

    def complete_refusal(self, action) -> str | None:
        """None when the :class:`CompleteCard` or :class:`FinishTurn` ``action`` is legal now,
        else one sentence for the player."""
        if self._ath is None:
            return "this game is played without the Athena expansion"
        if self.terminal:
            return "the game is over"
        if self.phase != "athena":
            return ("place a tile first: Construction cards are completed after your placement"
                    if isinstance(action, CompleteCard) else
                    "place a tile first: your turn ends with your placement")
        if isinstance(action, FinishTurn):
            return None
        seat = self._current
        ath = self._ath
        card = action.card_id
        if card not in ath.cards:
            return f"there is no Construction card {card!r} in this game"
        name = _card_name(self, card)
        if card in ath.parts[seat]:
            return f"you have already completed {name}"
        if action.mini not in ath.under[card]:
            return f"that Mini-tile is not under {name}"
        if card not in self.completable(seat):
            return f"your city does not show the layout of {name}"
        return self.cities[seat].mini_refusal(self.mini_def(action.mini), action.q, action.r,
                                              action.rotation)

    def mini_info(self, card_id, mini: int, q: int, r: int, rotation: int = 0) -> dict:
        """For the table's Mini-tile ghost: {"legal", "reason", "level", "stones_gained",
        "score_delta": {colour: points change, "stones": .., "total": ..}} of completing
        ``card_id`` with Mini-tile ``mini`` at (q, r) for the seat to move (the statue part it
        takes counts: the fourth makes stones worth 5, AK-13)."""
        seat = self._current
        reason = self.complete_refusal(CompleteCard(card_id, mini, q, r, rotation))
        city = self.cities[seat] if seat is not None else None
        keys = COLOURS + ("stones", "total")
        info = {"legal": reason is None, "reason": reason, "level": 1, "stones_gained": 0,
                "score_delta": dict.fromkeys(keys, 0)}
        if city is None or type(q) is not int or type(r) is not int:
            return info
        info["level"] = city.mini_level(q, r)
        if reason is not None:
            return info
        after_city = city.copy()
        gained = after_city.place_mini(self.mini_def(mini), q, r, rotation)
        stones = self.stones[seat] + gained
        per = STATUE_STONE_VALUE if len(self._ath.parts[seat]) + 1 >= CARDS_IN_PLAY else 1
        after = after_city.score(self.rules).ledger(stones)
        after["stones"] = stones * per
        after["total"] += stones * (per - 1)
        before = self.ledger(seat)
        delta = {k: (after[k]["points"] if isinstance(after[k], dict) else after[k])
                 - before.row(k).points for k in keys}
        info.update(stones_gained=gained, score_delta=delta)
        return info

    def athena_actions(self) -> list:
        """Every legal action in the "athena" phase: FinishTurn, then each CompleteCard (each
        completable card x each Mini-tile under it x each spot, six rotations for a dual)."""
        seat = self._current
        out = [FinishTurn()]
        spots = self.cities[seat].mini_spots()
        for card in self.completable(seat):
            for m in self._ath.under[card]:
                rots = range(6) if self.mini_def(m).kind == "dual" else (0,)
                out.extend(CompleteCard(card, m, q, r, rot) for (q, r) in spots for rot in rots)
        return out

    def _complete(self, seat: int, card: str, mini: int, q: int, r: int, rotation: int) -> None:
        """Take the part and place the Mini-tile (checked by the caller)."""
        ath = self._ath
        city = self.cities[seat]
        level = city.mini_level(q, r)
        gained = city.place_mini(self.mini_def(mini), q, r, rotation)
        ath.under[card].remove(mini)
        ath.parts[seat].append(card)
        self.stones[seat] += gained
        self.events.append(ev.CardCompleted(seat, card, mini, (q, r, level), gained))

    def _athena_apply(self, action) -> None:
        """Apply a legal CompleteCard or FinishTurn (see :meth:`apply`)."""
        seat = self._current
        if isinstance(action, FinishTurn):
            self.phase = "place"
            self.events.append(ev.TurnFinished(seat))
            self._end_turn(seat)
        else:
            self._complete(seat, action.card_id, action.mini, action.q, action.r,
                           action.rotation)


def architect_completes(state) -> None:
    """The solo Illustrious Architect's completion after its turn (RULES.md's reading of AK-10
    with AK-11): the first card in row order it has not completed whose layout its city shows
    and that has a Mini-tile left; the first plaza Mini-tile under it (by index), else the first
    dual, else the first district, laid on the ground on the empty hex next to its city nearest
    the starting tile (then smallest q, r), rotation 0.  At most one card per turn."""
    todo = state.completable(1)
    if not todo:
        return
    card = todo[0]
    left = sorted(state._ath.under[card])
    order = {"plaza": 0, "dual": 1, "district": 2}
    mini = min(left, key=lambda m: (order[state.mini_def(m).kind], m))
    cells = state.cities[1].cells
    spots = [p for p in state.cities[1].mini_spots() if p not in cells]
    q, r = min(spots, key=lambda p: (distance(p, (0, 0)), p))
    state._complete(1, card, mini, q, r, 0)
