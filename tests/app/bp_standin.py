"""A small stand-in for the Civic Blueprints core API (the team contract "Blueprints (bp)"),
for the table tests only while the rules land on their own branch: ``install(monkeypatch)``
gives :class:`PicturePieState` ``blueprints_on``, ``card``, ``private_cards``,
``public_cards``, ``blueprint_status``, ``fulfilled`` and a ledger whose "blueprints" row
counts the fulfilled cards.  Conditions are simple counts on the seat's board, so tests can
work the values out by hand.  When the real core is there (``PicturePieState`` has
``blueprint_status``), :func:`install` does nothing and the tests run on the real cards."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.picture_pie.state import PicturePieState


#: the real core is there (its cards are used; the stand-in does nothing)
REAL = hasattr(PicturePieState, "blueprint_status")
#: a New Game config's options for a game with cards
OPTIONS = {"blueprints": True} if REAL else {}


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    text: str
    payout: int
    kind: str


@dataclass(frozen=True)
class CardStatus:
    card: Card
    public: bool
    done: bool
    have: int
    need: int
    progress: str


#: id -> (card, what is counted, how many are needed, the progress noun)
CARDS = {
    "forum": (Card("forum", "Forum of the Senate", "Complete 2 monuments", 300, "count"),
              "completed", 2, "completed monuments"),
    "via": (Card("via", "Via Appia", "Place 8 tiles on your board", 200, "count"),
            "tiles", 8, "tiles placed"),
    "insula": (Card("insula", "Insula Row", "Start building on 6 sites", 150, "count"),
               "started", 6, "sites started"),
    "baths": (Card("baths", "Baths of Caracalla", "Complete 4 monuments", 500, "count"),
              "completed", 4, "completed monuments"),
    "odeon": (Card("odeon", "Odeon", "Place 3 tiles on your board", 100, "count"),
              "tiles", 3, "tiles placed"),
    "circus": (Card("circus", "Circus Maximus", "Start building on all 12 sites", 400, "count"),
               "started", 12, "sites started"),
    "curia": (Card("curia", "Curia Julia", "Complete 1 monument", 120, "count"),
              "completed", 1, "completed monuments"),
    "pantheon": (Card("pantheon", "Pantheon", "Complete 6 monuments", 700, "count"),
                 "completed", 6, "completed monuments"),
    "rostra": (Card("rostra", "Rostra", "Place 14 tiles on your board", 250, "count"),
               "tiles", 14, "tiles placed"),
    "tabularium": (Card("tabularium", "Tabularium", "Start building on 9 sites", 220,
                        "count"), "started", 9, "sites started"),
    "ara": (Card("ara", "Ara Pacis", "Place 5 tiles on your board", 130, "count"),
            "tiles", 5, "tiles placed"),
}
PUBLIC = ("forum", "via", "insula")
PRIVATE = (("baths", "odeon"), ("circus", "curia"), ("pantheon", "rostra"),
           ("tabularium", "ara"))


def _count(state, seat: int, what: str) -> int:
    sites = state.boards[seat].sites
    if what == "completed":
        return sum(1 for s in sites if s.completed)
    if what == "tiles":
        return sum(len(s.placed) for s in sites)
    return sum(1 for s in sites if s.placed)


def _status(self, seat: int) -> list[CardStatus]:
    out = []
    for cid in PRIVATE[seat] + PUBLIC:
        card, what, need, noun = CARDS[cid]
        have = min(need, _count(self, seat, what))
        out.append(CardStatus(card, cid in PUBLIC, have >= need, have, need,
                              f"{have} of {need} {noun}"))
    return out


def install(monkeypatch) -> None:
    """Give PicturePieState the contract's card API (see the module doc)."""
    if REAL:
        return
    ledger = PicturePieState.ledger

    def fulfilled(self, seat):
        return tuple(s.card.id for s in _status(self, seat) if s.done)

    def new_ledger(self, seat):
        base = ledger(self, seat)
        done = fulfilled(self, seat)
        pts = sum(CARDS[c][0].payout for c in done)
        detail = ", ".join(f"{CARDS[c][0].name} +{CARDS[c][0].payout}" for c in done)
        rows = [replace(r, points=r.points + pts, detail=detail) if r.category == "blueprints"
                else replace(r, points=r.points + pts) if r.category == "total" else r
                for r in base.rows]
        return type(base)(tuple(rows))

    monkeypatch.setattr(PicturePieState, "blueprints_on", True, raising=False)
    monkeypatch.setattr(PicturePieState, "card", lambda self, cid: CARDS[cid][0],
                        raising=False)
    monkeypatch.setattr(PicturePieState, "private_cards", lambda self, seat: PRIVATE[seat],
                        raising=False)
    monkeypatch.setattr(PicturePieState, "public_cards", PUBLIC, raising=False)
    monkeypatch.setattr(PicturePieState, "blueprint_status", _status, raising=False)
    monkeypatch.setattr(PicturePieState, "fulfilled", fulfilled, raising=False)
    monkeypatch.setattr(PicturePieState, "ledger", new_ledger)
    monkeypatch.setattr(PicturePieState, "scores",
                        lambda self: [new_ledger(self, s).total for s in range(self.num_seats)])
