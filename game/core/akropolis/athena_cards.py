"""The layout matcher of the Athena Construction cards (AK-11, AK-11b, AK-13).

:func:`match` finds one card's layout in a city, :func:`completed` lists the cards a city
shows.  ``cells`` is a city's dict (q, r) -> Cell (visible hexes: ``kind`` "quarry" |
"district" | "plaza" | "dual", ``color``, ``level``).  Pure and cheap enough to call after
every placement of a search: each card looks only at the hexes its layout starts from, and
:func:`completed` stops at a card's first match.

The layouts are data (levels/akropolis/athena.toml, parsed by
:mod:`game.core.akropolis.athena_data`): a card's hexes are tried at every position of the
city in the six rotations of ``hexgrid.rotate`` (rotations that give the same layout are tried
once).  The readings (AK-11b, RULES.md "Athena: the Construction cards"):

- a bird's-eye card ignores levels; a 3D card's hexes carry the level relation it states;
- "built" (kind "any") is any visible hex at any level: quarry, district, dual or plaza;
- a "district" is a district hex, never a plaza; a dual district never fulfils a colour
  condition (nor "five districts of different colours"): for a layout it is built, no more;
- a card on stones (Quarry Mine) is met by holding that many stones; it matches no hex, so
  :func:`match` returns an empty tuple.

Which card definitions: ``cards`` (an AthenaData, or an iterable of CardDef) when given, else
those of the last Athena data parsed (:func:`athena_data.parse_athena` remembers them: in play
that is levels/akropolis/athena.toml, read with the tile set).  Raises LookupError when no
Athena data was ever parsed and ``cards`` is not given, KeyError for an unknown card id.
"""

from __future__ import annotations

from functools import lru_cache

from game.core.akropolis import athena_data
from game.core.hexgrid import distance, rotate

#: :func:`completed`'s default: every card of the data
ALL = None

Pos = tuple[int, int]


# ------------------------------------------------------------------------------- compiling
@lru_cache(maxsize=256)
def _compile(card) -> tuple:
    """``card``'s layout as (anchor index, rotations): each rotation a tuple of
    (dq, dr, kind, color, level_min, relations) offsets from the anchor hex, in layout order;
    ``relations`` ((name, index), ...).  The anchor is the first hex that is not "any" (the
    most selective hex to start from).  A rotation that gives the layout of an earlier one
    moved elsewhere (a straight line turned half a turn, Housing's ring) finds the same hexes
    and is dropped."""
    layout = card.layout
    anchor = next((i for i, h in enumerate(layout) if h.kind != "any"), 0)
    a = layout[anchor]
    seen, rotations = set(), []
    for steps in range(6):
        hexes = []
        for h in layout:
            dq, dr = rotate((h.dq - a.dq, h.dr - a.dr), (0, 0), steps)
            hexes.append((dq, dr, h.kind, h.color, h.level_min, h.relations))
        mq = min(h[0] for h in hexes)
        mr = min(h[1] for h in hexes if h[0] == mq)
        shape = frozenset(
            (dq - mq, dr - mr, kind, color, lmin,
             tuple((name, hexes[i][0] - mq, hexes[i][1] - mr) for name, i in rel))
            for dq, dr, kind, color, lmin, rel in hexes)
        if shape not in seen:
            seen.add(shape)
            rotations.append(tuple(hexes))
    return anchor, tuple(rotations)


def _anchors(cells: dict, kind: str, color, ordered: bool) -> list:
    """The positions of ``cells`` fitting a layout hex of ``kind`` and ``color`` (sorted when
    ``ordered``): "any" every built hex, "any-plaza" every plaza, "plaza"/"district" those of
    the colour (a "district" without a colour: every district; never a dual)."""
    if kind == "any":
        got = list(cells)
    else:
        want = "plaza" if kind == "any-plaza" else kind
        got = [p for p, c in cells.items()
               if c.kind == want and (color is None or c.color == color)]
    if ordered:
        got.sort()
    return got


def _levels_ok(found: list, rotation: tuple) -> bool:
    for k, (_dq, _dr, _kind, _color, lmin, rel) in enumerate(rotation):
        lv = found[k].level
        if lv < lmin:
            return False
        for name, i in rel:
            other = found[i].level
            if ((name == "higher_than" and not lv > other)
                    or (name == "lower_than" and not lv < other)
                    or (name == "level_differs" and lv == other)):
                return False
    return True


def _occurrences(card, cells: dict, ordered: bool):
    """Each place the card's layout shows, in anchor order (sorted when ``ordered``) then
    rotation order: yields the matched positions in layout order."""
    anchor, rotations = _compile(card)
    a = card.layout[anchor]
    different = card.different_colors
    levelled = any(h.level_min > 1 or h.relations for h in card.layout)
    get = cells.get
    for q, r in _anchors(cells, a.kind, a.color, ordered):
        for rotation in rotations:
            positions, found, colours = [], [], set()
            for dq, dr, kind, color, _lmin, _rel in rotation:
                p = (q + dq, r + dr)
                c = get(p)
                if c is None:
                    break
                if kind != "any":
                    ck = c.kind
                    if kind == "any-plaza":
                        if ck != "plaza":
                            break
                    elif ck != kind or (color is not None and c.color != color):
                        break
                if different:
                    if c.color in colours:
                        break
                    colours.add(c.color)
                positions.append(p)
                found.append(c)
            else:
                if levelled and not _levels_ok(found, rotation):
                    continue
                yield tuple(positions)


def _choose(card, cells: dict, options: list, start: int, chosen: list, colours: set):
    """Backtracking: ``card.count`` occurrences among ``options[start:]`` whose first hexes
    are ``card.apart`` steps apart and, for ``different_colors``, of colours not yet used."""
    if len(chosen) == card.count:
        return list(chosen)
    for k in range(start, len(options)):
        occ = options[k]
        if any(distance(occ[0], other[0]) < card.apart for other in chosen):
            continue
        cols = set()
        if card.different_colors:
            cols = {cells[p].color for p in occ}
            if cols & colours:
                continue
        chosen.append(occ)
        got = _choose(card, cells, options, k + 1, chosen, colours | cols)
        chosen.pop()
        if got:
            return got
    return None


def _match(card, cells: dict, stones: int, ordered: bool):
    if card.stones is not None:
        return () if stones >= card.stones else None
    occurrences = _occurrences(card, cells, ordered)
    if card.count == 1:
        return next(occurrences, None)
    options = list(occurrences)
    if len({o[0] for o in options}) < card.count:
        return None
    if card.different_colors and len({cells[p].color for o in options for p in o}) < (
            card.count * len(card.layout)):
        return None
    got = _choose(card, cells, options, 0, [], set())
    if got is None:
        return None
    return tuple(dict.fromkeys(p for occ in got for p in occ))


# ------------------------------------------------------------------------------- public
def _cards(cards) -> dict:
    """id -> CardDef of ``cards`` (AthenaData, CardDefs or None: the remembered data)."""
    if cards is None:
        cards = athena_data.remembered()
        if cards is None:
            raise LookupError("no Athena data has been read (levels/akropolis/athena.toml)")
    if isinstance(cards, athena_data.AthenaData):
        cards = cards.cards
    return _by_id(tuple(cards))


@lru_cache(maxsize=16)
def _by_id(cards: tuple) -> dict:
    return {c.id: c for c in cards}


def match(card_id: str, cells: dict, stones: int = 0, cards=None) -> tuple | None:
    """The hexes ((q, r), ...) of one place where ``cells`` shows card ``card_id``'s layout
    (the first in sorted anchor order, rotations 0..5; for a card of several occurrences their
    hexes together), for highlighting; ``()`` for a card met by stones; None when the city
    does not show it.  ``stones``: the stones the city's owner holds.  Raises KeyError for an
    unknown id, LookupError without Athena data (see the module doc)."""
    card = _cards(cards)[card_id]
    return _match(card, cells, stones, ordered=True)


def completed(cells: dict, stones: int = 0, card_ids=ALL, cards=None) -> tuple:
    """The ids of the cards among ``card_ids`` (ALL: every card of the data) whose layout
    ``cells`` shows, sorted.  Raises KeyError for an unknown id, LookupError without Athena
    data."""
    by_id = _cards(cards)
    ids = sorted(by_id) if card_ids is ALL else sorted(set(card_ids))
    # any match will do: the anchors need no order
    return tuple(cid for cid in ids if _match(by_id[cid], cells, stones, False) is not None)
