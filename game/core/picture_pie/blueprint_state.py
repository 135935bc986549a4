"""The Civic Blueprints of a Campaign game (PP-22): the mixin of PicturePieState that deals
the cards, says where each seat stands on them and adds their payouts to the ledger.

Setup (rulebook 2.2) deals 2 private cards to each seat and shows 3 public Senate cards, from
the deck's own seeded stream (``blueprints.deal``), so a seed draws the same tiles and first
seat with or without cards.  A seat scores its own private cards and every public card its
board fulfils; the ledger's ``blueprints`` row is what the cards would pay if the game ended now
(PP-22 scores them at game end).  Another seat's private cards are hidden: ``determinised``
copies for a seat deal them again from the cards that seat cannot see.

State fields: ``blueprints_on`` (bool), ``_private`` (per seat a tuple of card ids),
``public_cards`` (tuple of ids).  They never change during play, so undo snapshots leave them
out.
"""

from __future__ import annotations

from game.core.events import Ledger, LedgerRow
from game.core.picture_pie import blueprints as bp
from game.core.picture_pie.scoring import LEDGER_LABELS, POINT_KEYS, ledger_record

#: the plain-data key of the cards in ``to_dict`` (absent: a game without cards)
SAVE_KEY = "blueprints"


class BlueprintSeats:
    """Civic Blueprints for PicturePieState (needs ``data``, ``boards``, ``num_seats``)."""

    blueprints_on: bool = False
    _private: tuple = ()
    public_cards: tuple = ()

    def _deal(self, seed: int) -> None:
        """Deal the cards for ``seed`` (rulebook 2.2).  Raises ValueError without a deck."""
        deck = self.data.deck
        if deck is None:
            raise ValueError("this tile set has no Civic Blueprint deck")
        self.blueprints_on = True
        self._private, self.public_cards = bp.deal(deck, self.num_seats, seed)

    def card(self, card_id: str) -> bp.Card:
        """The card ``card_id``.  Raises KeyError for an id not in the deck."""
        return self.data.deck.by_id[card_id]

    def private_cards(self, seat: int) -> tuple[str, ...]:
        """``seat``'s 2 private card ids (empty in a game without cards)."""
        return self._private[seat] if self.blueprints_on else ()

    def seat_cards(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` may score: its private ones, then the public ones."""
        return self.private_cards(seat) + self.public_cards

    def blueprint_status(self, seat: int) -> list[bp.CardStatus]:
        """Where ``seat``'s board stands on each card it may score, private first."""
        board = self.boards[seat]
        public = set(self.public_cards)
        out = []
        for cid in self.seat_cards(seat):
            card = self.card(cid)
            have, need, text = bp.check(card, board, self.data)
            out.append(bp.CardStatus(card, cid in public, have >= need, have, need, text))
        return out

    def fulfilled(self, seat: int) -> tuple[str, ...]:
        """The ids of the cards ``seat``'s board fulfils now, private first (PP-22)."""
        return self._card_part(seat)[0]

    def _card_part(self, seat: int) -> tuple:
        """(fulfilled ids, their payouts' sum, the ledger's mapping with them, its Ledger),
        kept on the seat's immutable board per tuple of cards (the board's ledger memo)."""
        board = self.boards[seat]
        cards = self.seat_cards(seat)
        key = ("cards", cards)
        data = self.data
        got = board._memo.get(key)
        if got is None or got[0] is not data:
            deck = data.deck.by_id
            done = tuple(c for c in cards if bp.fulfilled(deck[c], board, data))
            points = sum(deck[c].payout for c in done)
            mapping = dict(board.ledger_mapping(data))
            mapping["blueprints"] = points
            mapping["total"] = sum(mapping[k] for k in POINT_KEYS)
            detail = ", ".join(f"{deck[c].name} +{deck[c].payout}" for c in done)
            got = (data, done, points, mapping, _with_detail(ledger_record(mapping), detail))
            board._memo[key] = got
        return got[1:]

    def _seat_mapping(self, seat: int) -> dict:
        """The seat's ledger mapping, the cards' payouts included (shared: do not change)."""
        if not self.blueprints_on:
            return self.boards[seat].ledger_mapping(self.data)
        return self._card_part(seat)[2]

    def _seat_ledger(self, seat: int) -> Ledger:
        if not self.blueprints_on:
            return self.boards[seat].ledger(self.data)
        return self._card_part(seat)[3]

    # ------------------------------------------------------------------ hidden cards, saving
    def _redeal_hidden(self, seed: int) -> None:
        """Deal every private hand but the current seat's again from the cards it cannot see
        (see :func:`blueprints.redeal_hidden`); nothing to do without cards or once over."""
        seat = self.current_seat
        if self.blueprints_on and seat is not None:
            self._private = bp.redeal_hidden(self.data.deck, self._private, self.public_cards,
                                             seat, seed)

    def _cards_dict(self) -> dict:
        return {"private": [list(p) for p in self._private], "public": list(self.public_cards)}

    def _cards_from_dict(self, d, players: int) -> None:
        """Read the saved cards (``d``: the SAVE_KEY value, or None for a game without
        cards).  Raises ValueError naming ``blueprints...``."""
        self.blueprints_on = False
        self._private, self.public_cards = (), ()
        if d is None:
            return
        deck = self.data.deck
        if deck is None:
            raise ValueError("blueprints: the save's tile set has no Civic Blueprint deck")
        if not isinstance(d, dict) or set(d) != {"private", "public"}:
            raise ValueError("blueprints: expected a table with private and public")
        private, public = d["private"], d["public"]
        if not isinstance(private, list) or len(private) != players:
            raise ValueError(f"blueprints.private: expected {players} lists of card ids")
        seen: set = set()
        hands = []
        for where, ids, n in [(f"blueprints.private[{s}]", p, bp.PRIVATE_PER_SEAT)
                              for s, p in enumerate(private)] + \
                [("blueprints.public", public, bp.PUBLIC_CARDS)]:
            if not isinstance(ids, list) or len(ids) != n:
                raise ValueError(f"{where}: expected {n} card ids")
            for cid in ids:
                if cid not in deck.by_id:
                    raise ValueError(f"{where}: unknown card {cid!r}")
                if cid in seen:
                    raise ValueError(f"{where}: card {cid!r} is dealt twice")
                seen.add(cid)
            hands.append(tuple(ids))
        self.blueprints_on = True
        self._private, self.public_cards = tuple(hands[:-1]), hands[-1]


def _with_detail(ledger: Ledger, detail: str) -> Ledger:
    """``ledger`` with the blueprints row's detail naming the fulfilled cards."""
    return Ledger(tuple(LedgerRow(r.category, LEDGER_LABELS[r.category], r.points, detail)
                        if r.category == "blueprints" else r for r in ledger.rows))
