"""Civic Blueprint cards (PP-22): the card type, the closed set of condition kinds, the deck's
validation and the deal.  Pure: a card is checked against one :class:`Board` and the tile set.

A card (``levels/picture_pie/blueprints.toml``, one ``[[blueprint]]`` each) has an ``id``
(lowercase words joined by hyphens), a ``name`` in the game's world, a ``payout`` (points), a
``kind`` (one of :data:`KINDS`) and that kind's parameters.  The one-line condition a player
reads (``Card.text``) is written from the kind and its parameters, so text and check never
disagree.  :func:`check` gives ``(have, need, progress)``; the card is fulfilled when
``have >= need``.  Site names count from 1 as the board's labels do (row 1 is North).

Kinds (parameters): ``area`` (area: a row, a column, the corners or the centre; count: how many of its
sites completed); ``pure`` (motif or "any", count: pure monuments, PP-15); ``dominant`` (motif,
count: monuments the motif dominates, PP-17); ``links`` (mark or "any", count: PP-21 links);
``network`` (mark or "any", count: monuments joined into one network by links of the mark);
``surrounded`` (motif or "any", count: completed monuments of that dominant motif whose every
orthogonal neighbour is completed); ``adjacent`` (motif, count: orthogonal pairs of completed
monuments both dominated by the motif); ``symmetric`` (motif or "any", count: symmetric dual
monuments, PP-16, with that motif as one of the two); ``mosaic`` (motif, eighths: eighths of
the motif in completed monuments); ``tidy`` (count: completed monuments, and an empty Masonry Yard).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from game.core.errors import DataError
from game.core.picture_pie.board import NEIGHBOURS as _NEIGHBOURS
from game.core.picture_pie.data import COLS, MOTIFS, NUM_SITES, ROWS, SLOTS, parse_data
from game.core.picture_pie.scoring import is_mirror_symmetric
from game.core.rng import Rng
from game.core.words import plural

#: what the deal's own generator is seeded with, besides the game's seed: the tile draws keep
#: their own stream, so a seed deals the same tiles with or without cards
DEAL_SALT = 0x5EA7E_B1E5
PRIVATE_PER_SEAT = 2
PUBLIC_CARDS = 3
ID_RE = re.compile(r"[a-z]+(-[a-z]+)*")
CARD_KEYS = ("id", "name", "payout", "kind")
MARK_WORDS = ("road", "aqueduct", "any")
MOTIF_NAME = {m: m.capitalize() for m in MOTIFS}


def _area_sites() -> dict[str, tuple[int, ...]]:
    out = {f"row-{r + 1}": tuple(r * COLS + c for c in range(COLS)) for r in range(ROWS)}
    out.update({f"column-{c + 1}": tuple(r * COLS + c for r in range(ROWS))
                for c in range(COLS)})
    out["corners"] = (0, COLS - 1, NUM_SITES - COLS, NUM_SITES - 1)
    out["centre"] = tuple(COLS + c for c in range(1, COLS - 1))
    return out


#: area name -> its site indices (row-major, row 0 North)
AREAS = _area_sites()


def area_words(area: str) -> str:
    """``"row-2"`` -> "sites of row 2", ``"corners"`` -> "corner sites"."""
    if area == "corners":
        return "corner sites"
    if area == "centre":
        return "centre sites"
    what, n = area.split("-")
    return f"sites of {what} {n}"


def _motif(m: str) -> str:
    return "" if m == "any" else MOTIF_NAME[m] + " "


def _mark(m: str) -> str:
    return "" if m == "any" else m + " "


# --------------------------------------------------------------------------- the cards
@dataclass(frozen=True)
class Card:
    """One Civic Blueprint card.  ``params``: the kind's parameters as sorted (name, value)
    pairs; :meth:`param` reads one.  ``text``: the one-line condition, in player words."""

    id: str
    name: str
    payout: int
    kind: str
    params: tuple[tuple[str, object], ...]

    def param(self, name: str):
        return dict(self.params)[name]

    @property
    def text(self) -> str:
        return KINDS[self.kind].text(dict(self.params))


@dataclass(frozen=True)
class CardStatus:
    """A card's standing on one board: ``card`` (Card), ``public`` (a Senate card shown to all),
    ``done`` (fulfilled now), ``have``/``need`` (counts), ``progress`` ("2 of 3 pure Marble
    monuments")."""

    card: Card
    public: bool
    done: bool
    have: int
    need: int
    progress: str


@dataclass(frozen=True, eq=False)
class Deck:
    """The validated deck: ``cards`` in file order, ``by_id``; ``source`` the plain dict."""

    cards: tuple[Card, ...]
    by_id: dict
    source: dict


# --------------------------------------------------------------------------- measuring a board
def _infos(board):
    return [s.info for s in board.sites]


def _count(board, pred):
    return sum(1 for s in board.sites if s.info is not None and pred(s))


def _links(board, mark):
    """Each PP-21 link once: [(i, j, mark)] with i < j."""
    sites = board.sites
    out = []
    for i in range(NUM_SITES):
        si = sites[i]
        if si.info is None:
            continue
        for j, mine, theirs in _NEIGHBOURS[i]:
            if j < i:
                continue
            m = si.marks[mine]
            if m is not None and sites[j].info is not None and sites[j].marks[theirs] == m \
                    and (mark == "any" or m == mark):
                out.append((i, j, m))
    return out


def _dual(motifs) -> bool:
    """A symmetric dual monument (PP-16): exactly two motifs, mirror-symmetric."""
    return len(set(motifs)) == 2 and is_mirror_symmetric(motifs)


def _dominated(info, motif) -> bool:
    return info is not None and (info[3] == motif if motif != "any" else True)


def _area(board, p):
    sites = AREAS[p["area"]]
    have = sum(1 for i in sites if board.sites[i].info is not None)
    need = p["count"]
    return have, need, f"{have} of {need} {area_words(p['area'])} completed"


def _pure(board, p):
    m = p["motif"]
    have = _count(board, lambda s: len(set(s.motifs)) == 1 and (m == "any" or s.motifs[0] == m))
    return have, p["count"], f"{have} of {plural(p['count'], 'pure ' + _motif(m) + 'monument')}"


def _dominant(board, p):
    m = p["motif"]
    have = _count(board, lambda s: s.info[3] == m)
    what = MOTIF_NAME[m] + "-dominant monument"
    return have, p["count"], f"{have} of {plural(p['count'], what)}"


def _link_count(board, p):
    have = len(_links(board, p["mark"]))
    return have, p["count"], f"{have} of {plural(p['count'], _mark(p['mark']) + 'link')}"


def _network(board, p):
    """The largest group of completed monuments joined by links of the mark (PP-21)."""
    parent = list(range(NUM_SITES))

    def root(k):
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    joined = set()
    for i, j, _m in _links(board, p["mark"]):
        parent[root(i)] = root(j)
        joined.update((i, j))
    sizes: dict[int, int] = {}
    for k in joined:
        sizes[root(k)] = sizes.get(root(k), 0) + 1
    have = max(sizes.values(), default=0)
    need = p["count"]
    return have, need, (f"largest {_mark(p['mark'])}network: "
                        f"{have} of {plural(need, 'monument')}")


def _surrounded(board, p):
    m = p["motif"]
    infos = _infos(board)
    have = sum(1 for i, info in enumerate(infos) if _dominated(info, m)
               and all(infos[j] is not None for j, _a, _b in _NEIGHBOURS[i]))
    what = f"{MOTIF_NAME[m]}-dominant monument" if m != "any" else "monument"
    return have, p["count"], (f"{have} of {plural(p['count'], what)} with every neighbour "
                              f"completed")


def _adjacent(board, p):
    m = p["motif"]
    infos = _infos(board)
    have = sum(1 for i, info in enumerate(infos) if _dominated(info, m)
               for j, _a, _b in _NEIGHBOURS[i] if j > i and _dominated(infos[j], m))
    return have, p["count"], (f"{have} of {plural(p['count'], 'pair')} of neighbouring "
                              f"{MOTIF_NAME[m]}-dominant monuments")


def _symmetric(board, p):
    m = p["motif"]
    have = _count(board, lambda s: _dual(s.motifs) and (m == "any" or m in s.motifs))
    what = "symmetric dual monument" + ("" if m == "any" else f" with {MOTIF_NAME[m]}")
    many = "symmetric dual monuments" + ("" if m == "any" else f" with {MOTIF_NAME[m]}")
    return have, p["count"], f"{have} of {plural(p['count'], what, many)}"


def _mosaic(board, p):
    m = p["motif"]
    have = sum(s.motifs.count(m) for s in board.sites if s.info is not None)
    need = p["eighths"]
    return have, need, (f"{have} of {need} eighths of {MOTIF_NAME[m]} in completed "
                        f"monuments")


def _tidy(board, p):
    done = sum(1 for s in board.sites if s.info is not None)
    need = p["count"]
    yard = len(board.yard)
    have = min(done, need) + (1 if yard == 0 else 0)
    yard_text = ("Masonry Yard empty" if yard == 0 else
                 f"{plural(yard, 'tile')} in the Masonry Yard")
    return have, need + 1, f"{done} of {plural(need, 'completed monument')}; {yard_text}"


@dataclass(frozen=True)
class Kind:
    """A condition kind: its parameters (name -> (type, low, high)), its measure and text."""

    params: dict
    measure: object
    text_of: object

    def text(self, p: dict) -> str:
        return self.text_of(p)


def _text_area(p):
    sites = len(AREAS[p["area"]])
    if p["count"] >= sites:
        return f"Complete all {sites} {area_words(p['area'])}."
    return f"Complete {p['count']} of the {sites} {area_words(p['area'])}."


def _text_pure(p):
    return f"Complete {plural(p['count'], 'pure ' + _motif(p['motif']) + 'monument')}."


def _text_dominant(p):
    return f"Complete {plural(p['count'], MOTIF_NAME[p['motif']] + '-dominant monument')}."


def _text_links(p):
    return f"Make {plural(p['count'], _mark(p['mark']) + 'link')} between neighbouring monuments."


def _text_network(p):
    return f"Join {p['count']} monuments into one {_mark(p['mark'])}network of links."


def _text_surrounded(p):
    what = (MOTIF_NAME[p['motif']] + "-dominant " if p['motif'] != "any" else "") + "monument"
    return f"Complete {plural(p['count'], what)} whose every neighbour is completed."


def _text_adjacent(p):
    return (f"Complete {plural(p['count'], 'pair')} of neighbouring "
            f"{MOTIF_NAME[p['motif']]}-dominant monuments.")


def _text_symmetric(p):
    with_motif = "" if p["motif"] == "any" else " with " + MOTIF_NAME[p["motif"]]
    return f"Complete {plural(p['count'], 'symmetric dual monument')}{with_motif}."


def _text_mosaic(p):
    return f"Lay {p['eighths']} eighths of {MOTIF_NAME[p['motif']]} in completed monuments."


def _text_tidy(p):
    return f"Complete {plural(p['count'], 'monument')} and leave the Masonry Yard empty."


_COUNT = ("int", 1, NUM_SITES)
_PAIRS = ("int", 1, 17)   # a 3 x 4 board has 17 orthogonal pairs
KINDS: dict[str, Kind] = {
    "area": Kind({"area": ("area",), "count": ("int", 1, 4)}, _area, _text_area),
    "pure": Kind({"motif": ("motif_any",), "count": _COUNT}, _pure, _text_pure),
    "dominant": Kind({"motif": ("motif",), "count": _COUNT}, _dominant, _text_dominant),
    "links": Kind({"mark": ("mark",), "count": _PAIRS}, _link_count, _text_links),
    "network": Kind({"mark": ("mark",), "count": ("int", 3, NUM_SITES)}, _network,
                    _text_network),
    "surrounded": Kind({"motif": ("motif_any",), "count": _COUNT}, _surrounded,
                       _text_surrounded),
    "adjacent": Kind({"motif": ("motif",), "count": _PAIRS}, _adjacent, _text_adjacent),
    "symmetric": Kind({"motif": ("motif_any",), "count": _COUNT}, _symmetric, _text_symmetric),
    "mosaic": Kind({"motif": ("motif",), "eighths": ("int", 1, NUM_SITES * SLOTS)}, _mosaic,
                   _text_mosaic),
    "tidy": Kind({"count": _COUNT}, _tidy, _text_tidy),
}


def check(card: Card, board, data=None) -> tuple[int, int, str]:
    """``(have, need, progress)`` of ``card`` on ``board`` (a Board: ``sites`` with ``info``,
    ``motifs``, ``marks``; ``yard``); ``data`` (PictureData) is accepted for the contract and
    unused: the monuments' ``info`` already holds what the tile set decides (PP-14..PP-17)."""
    return KINDS[card.kind].measure(board, dict(card.params))


def fulfilled(card: Card, board, data=None) -> bool:
    """True when ``card``'s condition holds on ``board`` now (PP-22)."""
    have, need, _text = check(card, board, data)
    return have >= need


def progress(card: Card, board, data=None) -> str:
    """The card's progress on ``board`` in player words ("2 of 3 pure Marble monuments")."""
    return check(card, board, data)[2]


# --------------------------------------------------------------------------- the deck file
def _param(value, spec, where: str, key: str):
    kind = spec[0]
    if kind == "int":
        if type(value) is not int or not spec[1] <= value <= spec[2]:
            raise DataError(where, f"{key} must be a whole number {spec[1]}..{spec[2]}, not "
                            f"{value!r}", key)
        return value
    allowed = {"motif": MOTIFS, "motif_any": MOTIFS + ("any",), "mark": MARK_WORDS,
               "area": tuple(AREAS)}[kind]
    if value not in allowed:
        raise DataError(where, f"unknown {key} {value!r}; use one of {', '.join(allowed)}", key)
    return value


def parse_card(raw, where: str) -> Card:
    """One ``[[blueprint]]`` table -> Card.  Raises DataError naming the field."""
    if not isinstance(raw, dict):
        raise DataError(where, "each card must be a table ([[blueprint]])", "[[blueprint]]")
    for key in CARD_KEYS:
        if key not in raw:
            raise DataError(where, f"{key} is missing", "[[blueprint]]")
    cid = raw["id"]
    if not isinstance(cid, str) or not ID_RE.fullmatch(cid) or len(cid) > 40:
        raise DataError(where, f"id must be lowercase words joined by hyphens, not {cid!r}", "id")
    where = f"{where} ({cid})"
    name = raw["name"]
    if not isinstance(name, str) or not name.strip() or len(name) > 40 or "\n" in name:
        raise DataError(where, f"name must be one line of 1..40 characters, not {name!r}",
                        "name")
    payout = raw["payout"]
    if type(payout) is not int or not 0 < payout <= 2000 or payout % 50:
        raise DataError(where, f"payout must be a multiple of 50 in 50..2000, not {payout!r}",
                        "payout")
    kind = raw["kind"]
    if kind not in KINDS:
        raise DataError(where, f"unknown kind {kind!r}; use one of {', '.join(KINDS)}", "kind")
    spec = KINDS[kind].params
    extra = sorted(set(raw) - set(CARD_KEYS) - set(spec))
    if extra:
        raise DataError(where, f"{kind} cards take {', '.join(spec)}, not {extra[0]}", extra[0])
    params = []
    for key, pspec in spec.items():
        if key not in raw:
            raise DataError(where, f"{key} is missing ({kind} cards need {', '.join(spec)})",
                            "kind")
        params.append((key, _param(raw[key], pspec, where, key)))
    if kind == "area" and dict(params)["count"] > len(AREAS[raw["area"]]):
        raise DataError(where, f"count must be at most {len(AREAS[raw['area']])}: the "
                        f"{area_words(raw['area'])} are all there is", "count")
    return Card(cid, name.strip(), payout, kind, tuple(sorted(params)))


def parse_deck(raw) -> Deck:
    """Validate the deck dict (levels/picture_pie/blueprints.toml).  Raises DataError: not a
    table, no cards, a bad card (see :func:`parse_card`), a duplicate id or name, a deck
    too small to deal four seats."""
    if not isinstance(raw, dict) or not isinstance(raw.get("blueprint"), list):
        raise DataError("blueprints", "missing [[blueprint]] tables", "[[blueprint]]")
    extra = sorted(set(raw) - {"blueprint"})
    if extra:
        raise DataError("blueprints", f"unknown key {extra[0]!r}", extra[0])
    cards, ids, names = [], {}, {}
    for k, entry in enumerate(raw["blueprint"]):
        card = parse_card(entry, f"blueprint {k + 1}")
        if card.id in ids:
            raise DataError(f"blueprint {k + 1}", f"id {card.id!r} is also card {ids[card.id]}",
                            card.id)
        if card.name.lower() in names:
            raise DataError(f"blueprint {k + 1}", f"name {card.name!r} is also card "
                            f"{names[card.name.lower()]}", card.name)
        ids[card.id] = names[card.name.lower()] = k + 1
        cards.append(card)
    if len(cards) < 4 * PRIVATE_PER_SEAT + PUBLIC_CARDS:
        raise DataError("blueprints", f"{len(cards)} cards cannot deal four seats (need "
                        f"{4 * PRIVATE_PER_SEAT + PUBLIC_CARDS})", "[[blueprint]]")
    return Deck(tuple(cards), {c.id: c for c in cards}, raw)


# --------------------------------------------------------------------------- dealing
def deal(deck: Deck, players: int, seed: int) -> tuple[tuple[tuple[str, ...], ...],
                                                       tuple[str, ...]]:
    """Shuffle the deck with its own generator (``Rng(seed ^ DEAL_SALT)``) and deal 2 private
    cards to each of ``players`` seats, then 3 public Senate cards (rulebook 2.2, PP-22).
    Returns (private ids per seat, public ids)."""
    ids = [c.id for c in deck.cards]
    Rng(seed ^ DEAL_SALT).shuffle(ids)
    n = PRIVATE_PER_SEAT
    private = tuple(tuple(ids[s * n:(s + 1) * n]) for s in range(players))
    return private, tuple(ids[players * n:players * n + PUBLIC_CARDS])


def redeal_hidden(deck: Deck, private: tuple, public: tuple, seat: int, seed: int) -> tuple:
    """``private`` with every seat's cards but ``seat``'s dealt again from the cards ``seat``
    cannot see (neither its own nor the public ones), with ``Rng(seed ^ DEAL_SALT)``: what a
    determinised copy for ``seat``'s AI holds (hidden information)."""
    seen = set(private[seat]) | set(public)
    pool = [c.id for c in deck.cards if c.id not in seen]
    Rng(seed ^ DEAL_SALT).shuffle(pool)
    out = []
    for s, cards in enumerate(private):
        if s == seat:
            out.append(cards)
        else:
            out.append(tuple(pool[:len(cards)]))
            pool = pool[len(cards):]
    return tuple(out)


# --------------------------------------------------------------------------- with the tile set
def with_deck(data, deck: Deck):
    """``data`` (PictureData) carrying ``deck``: its ``source`` gains ``"blueprints"`` (the
    deck's plain data), so a save or opening written from it rebuilds the same deck."""
    return replace(data, deck=deck, source={**data.source, "blueprints": deck.source})


def parse_source(source: dict):
    """A tile set written by a state (``data.source``, perhaps with ``"blueprints"``) ->
    PictureData with its deck, or without one (a tile set from before the cards).  Raises
    DataError."""
    data = parse_data(source)
    if isinstance(source, dict) and "blueprints" in source:
        data = with_deck(data, parse_deck(source["blueprints"]))
    return data
