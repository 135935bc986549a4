"""Akropolis: Athena data (AK-11, AK-11b, AK-12): the Construction cards and the Mini-tiles of
levels/akropolis/athena.toml (the file's header comment documents every key).

:func:`parse_athena` is pure: it takes the TOML as a dict and returns an :class:`AthenaData`,
raising :class:`game.core.errors.DataError` carrying ``locate = ("card" | "mini", index, key)``
(``game.storage.toml_io.locate_line`` turns it into the file's line).  :func:`with_athena`
attaches it to the tile set (``data.athena``; ``data.raw["athena"]`` keeps the plain dict, so a
save or opening written from the tile set rebuilds the same cards).

A card's layout is a tuple of :class:`LayoutHex`; :mod:`game.core.akropolis.athena_cards`
finds it in a city.  This module imports nothing of the Akropolis package (``data.py``
imports it to read an ``athena`` table back from a save).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from game.core.errors import DataError
from game.core.scorepad_input import describe, pad_error, quote

#: the five colours (data.COLOURS; a test keeps the two equal)
COLOURS = ("blue", "yellow", "red", "purple", "green")
VIEWS = ("birds-eye", "3d")
#: hex kinds of a layout or diagram: a district (of a colour, or of any colour), a plaza of a
#: colour, a plaza of any colour, any built hex
HEX_KINDS = ("district", "plaza", "any-plaza", "any")
MINI_KINDS = ("plaza", "district", "dual")
CARD_KEYS = ("id", "name", "text", "view", "layout", "count", "apart", "different_colors",
             "stones", "diagram")
LAYOUT_KEYS = ("dq", "dr", "kind", "color", "level_min", "higher_than", "lower_than",
               "level_differs")
DIAGRAM_KEYS = ("dq", "dr", "kind", "color")
MINI_KEYS = ("kind", "color", "color2")
#: level relations a layout hex may name: key -> what it asks of (own level, other level)
RELATIONS = ("higher_than", "lower_than", "level_differs")
ID_RE = re.compile(r"[a-z]+(-[a-z]+)*")
#: the fewest cards and Mini-tiles a game deals (AK-11: 4 cards, 4 Mini-tiles under each)
MIN_CARDS = 4
MIN_MINIS = 16
#: sanity caps (a layout bigger than a city, more stones than the supply could give)
MAX_OFFSET = 8
MAX_COUNT = 12
MAX_STONES = 200


class LayoutHex(NamedTuple):
    """One hex of a layout: offset (dq, dr) from the card's centre, ``kind`` (one of
    :data:`HEX_KINDS`), ``color`` (None: any), ``level_min`` (1: any level) and ``relations``:
    ((name, index), ...) with name one of :data:`RELATIONS`, index into the layout."""

    dq: int
    dr: int
    kind: str
    color: str | None = None
    level_min: int = 1
    relations: tuple = ()


@dataclass(frozen=True)
class CardDef:
    """A Construction card (AK-11, AK-11b).  ``diagram``: ((dq, dr, kind, color|None), ...)
    for the table's picture (kind one of :data:`HEX_KINDS`); ``layout``: the hexes the matcher
    looks for (empty for a card on stones); ``count`` occurrences, their first hexes ``apart``
    steps or more from each other; ``different_colors``: every matched hex of its own colour;
    ``stones``: holding that many stones (None: a layout card)."""

    id: str
    name: str
    text: str
    view: str
    diagram: tuple
    layout: tuple = ()
    count: int = 1
    apart: int = 1
    different_colors: bool = False
    stones: int | None = None


@dataclass(frozen=True)
class MiniDef:
    """A Mini-tile (AK-12): ``index`` 0..29 in file order (tile id MINI_BASE + index), kind
    "plaza" | "district" | "dual", ``color``, and ``color2`` for a dual (else None)."""

    index: int
    kind: str
    color: str
    color2: str | None = None


@dataclass(frozen=True)
class AthenaData:
    """The Athena expansion's components: ``cards`` and ``minis`` in file order."""

    cards: tuple
    minis: tuple
    raw: dict = field(default_factory=dict, compare=False, repr=False)

    def card(self, card_id: str) -> CardDef:
        """The card with id ``card_id``.  Raises KeyError for an unknown id."""
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    @property
    def card_ids(self) -> tuple:
        return tuple(c.id for c in self.cards)

    def __setstate__(self, state: dict) -> None:
        # unpickled (a state sent to the AI worker process, which never read the file):
        # remembered as athena_cards' default cards when no Athena data was parsed there
        self.__dict__.update(state)
        global _REMEMBERED
        if _REMEMBERED is None:
            _REMEMBERED = self


# ------------------------------------------------------------------------------- checks
def _err(where, what, table, index, key, *inner):
    """A DataError placed at ``[[table]]`` entry ``index``: at ``key``, or for a hex of a
    layout or diagram (``at`` = (table, index, "layout")) at the line of that list."""
    return pad_error(where, what, table, index, inner[0] if inner else key)


def _whole(entry, key, where, low, high, at, default=None):
    v = entry.get(key, default)
    if type(v) is not int:
        raise _err(where, f"{key} must be a whole number, not {describe(v)}", at[0], at[1], key,
                   *at[2:])
    if not low <= v <= high:
        raise _err(where, f"{key} {v} is outside {low}..{high}", at[0], at[1], key, *at[2:])
    return v


def _word(entry, key, choices, where, at):
    v = entry.get(key)
    if not isinstance(v, str) or v not in choices:
        shown = quote(v) if isinstance(v, str) else describe(v)
        raise _err(where, f"{key} is {shown}; use one of {', '.join(choices)}", at[0], at[1],
                   key, *at[2:])
    return v


def _known_keys(entry, known, where, at, at_key=None):
    for k in entry:
        if k not in known:
            raise _err(where, f"unknown key {quote(str(k))} (expected {', '.join(known)})", *at,
                       at_key or k)


def _hexes(entry, key, known, where, at, required: bool):
    """The list of inline tables under ``key``: [(dq, dr, kind, color, table), ...]."""
    raw = entry.get(key)
    if raw is None and not required:
        return None
    if not isinstance(raw, list):
        raise _err(where, f"{key} must be a list of hexes {{ dq, dr, kind, color }}, not "
                   f"{describe(raw)}", *at, key)
    out, seen = [], {}
    for j, h in enumerate(raw):
        hw = f"{where}, {key} hex {j + 1}"
        hat = (at[0], at[1], key)
        if not isinstance(h, dict):
            raise _err(hw, f"must be a table {{ dq, dr, kind, color }}, not {describe(h)}", *at,
                       key)
        _known_keys(h, known, hw, at, key)
        dq = _whole(h, "dq", hw, -MAX_OFFSET, MAX_OFFSET, hat)
        dr = _whole(h, "dr", hw, -MAX_OFFSET, MAX_OFFSET, hat)
        if (dq, dr) in seen:
            raise _err(hw, f"dq={dq} dr={dr} is also hex {seen[(dq, dr)]}", *at, key)
        seen[(dq, dr)] = j + 1
        kind = _word(h, "kind", HEX_KINDS, hw, hat)
        color = h.get("color")
        if kind == "plaza" and color is None:
            raise _err(hw, "a plaza needs a color (else use kind \"any-plaza\")", *at, key)
        if kind in ("any", "any-plaza") and color is not None:
            raise _err(hw, f"kind {quote(kind)} has no color", *at, key)
        if color is not None:
            _word(h, "color", COLOURS, hw, hat)
        out.append((dq, dr, kind, color, h, hw, hat))
    return out


def _layout(entry, where, at) -> tuple:
    hexes = _hexes(entry, "layout", LAYOUT_KEYS, where, at, required=True)
    if not hexes:
        raise _err(where, "layout needs at least one hex", *at, "layout")
    out = []
    for dq, dr, kind, color, h, hw, hat in hexes:
        level_min = _whole(h, "level_min", hw, 1, 62, hat, default=1)
        rel = []
        for name in RELATIONS:
            if name in h:
                other = _whole(h, name, hw, 0, len(hexes) - 1, hat)
                if other == len(out):
                    raise _err(hw, f"{name} names this hex itself", *at, "layout")
                rel.append((name, other))
        out.append(LayoutHex(dq, dr, kind, color, level_min, tuple(rel)))
    return tuple(out)


def _diagram_of(layout) -> tuple:
    return tuple((h.dq, h.dr, h.kind, h.color) for h in layout)


def parse_card(entry, i: int) -> CardDef:
    """The ``i``-th (0-based) ``[[card]]`` table -> CardDef.  Raises DataError."""
    at = ("card", i)
    where = f"card {i + 1}"
    if not isinstance(entry, dict):
        raise _err(where, f"each card must be a table ([[card]]), not {describe(entry)}", *at,
                   None)
    for key in ("id", "name", "text", "view"):
        if key not in entry:
            raise _err(where, f"{key} is missing", *at, None)
    cid = entry["id"]
    if not isinstance(cid, str) or not ID_RE.fullmatch(cid) or len(cid) > 40:
        shown = quote(cid) if isinstance(cid, str) else describe(cid)
        raise _err(where, f"id must be lowercase words joined by hyphens, not {shown}", *at, "id")
    where = f"card {i + 1} ({cid})"
    _known_keys(entry, CARD_KEYS, where, at)
    texts = {}
    for key, limit in (("name", 40), ("text", 200)):
        v = entry[key]
        if not isinstance(v, str) or not v.strip() or len(v) > limit or "\n" in v:
            raise _err(where, f"{key} must be one line of 1..{limit} characters, not "
                       f"{describe(v)}", *at, key)
        texts[key] = v.strip()
    view = _word(entry, "view", VIEWS, where, at)
    has_layout, has_stones = "layout" in entry, "stones" in entry
    if has_layout == has_stones:
        raise _err(where, "a card needs either a layout or stones (not both)", *at, None)
    if has_stones:
        for key in ("count", "apart", "different_colors"):
            if key in entry:
                raise _err(where, f"{key} goes with a layout, not with stones", *at, key)
        stones = _whole(entry, "stones", where, 1, MAX_STONES, at)
        layout = ()
    else:
        stones = None
        layout = _layout(entry, where, at)
    count = _whole(entry, "count", where, 1, MAX_COUNT, at, default=1)
    apart = _whole(entry, "apart", where, 1, 2 * MAX_OFFSET, at, default=1)
    if "apart" in entry and count == 1:
        raise _err(where, "apart needs count = 2 or more", *at, "apart")
    different = entry.get("different_colors", False)
    if type(different) is not bool:
        raise _err(where, f"different_colors must be true or false, not {describe(different)}",
                   *at, "different_colors")
    if different:
        if any(h.kind not in ("district", "any-plaza") or h.color for h in layout):
            raise _err(where, "different_colors needs hexes of kind \"district\" or "
                       "\"any-plaza\" without a color", *at, "different_colors")
        if len(layout) * count > len(COLOURS):
            raise _err(where, f"{len(layout) * count} hexes cannot all have different colours "
                       f"(there are {len(COLOURS)})", *at, "different_colors")
    drawn = _hexes(entry, "diagram", DIAGRAM_KEYS, where, at, required=False)
    diagram = (tuple(h[:4] for h in drawn) if drawn is not None else _diagram_of(layout))
    return CardDef(cid, texts["name"], texts["text"], view, diagram, layout, count, apart,
                   different, stones)


def parse_mini(entry, i: int) -> MiniDef:
    """The ``i``-th (0-based) ``[[mini]]`` table -> MiniDef.  Raises DataError."""
    at = ("mini", i)
    where = f"mini {i + 1}"
    if not isinstance(entry, dict):
        raise _err(where, f"each Mini-tile must be a table ([[mini]]), not {describe(entry)}",
                   *at, None)
    _known_keys(entry, MINI_KEYS, where, at)
    kind = _word(entry, "kind", MINI_KINDS, where, at)
    color = _word(entry, "color", COLOURS, where, at)
    color2 = None
    if kind == "dual":
        color2 = _word(entry, "color2", COLOURS, where, at)
        if color2 == color:
            raise _err(where, f"a dual district has two different colours, not {color} twice",
                       *at, "color2")
    elif "color2" in entry:
        raise _err(where, f"only a dual district has color2 (this is a {kind})", *at, "color2")
    return MiniDef(i, kind, color, color2)


def parse_athena(raw) -> AthenaData:
    """Validate the Athena dict (levels/akropolis/athena.toml) -> AthenaData.  Raises
    DataError: not a table, an unknown top-level key, a bad card or Mini-tile, a card id or
    name used twice, a dual colour pair given twice, too few cards (4) or Mini-tiles (16)."""
    if not isinstance(raw, dict):
        raise _err("athena", f"must be a table, not {describe(raw)}", None, None, None)
    extra = sorted(set(raw) - {"card", "mini"})
    if extra:
        raise _err("athena", f"unknown key {quote(str(extra[0]))} (expected card, mini)", None,
                   None, extra[0])
    cards_l, minis_l = raw.get("card"), raw.get("mini")
    if not isinstance(cards_l, list):
        raise _err("card", "missing [[card]] tables", None, None, "card")
    if not isinstance(minis_l, list):
        raise _err("mini", "missing [[mini]] tables", None, None, "mini")
    cards, ids, names = [], {}, {}
    for i, entry in enumerate(cards_l):
        card = parse_card(entry, i)
        if card.id in ids:
            raise _err(f"card {i + 1} ({card.id})", f"id {quote(card.id)} is also card "
                       f"{ids[card.id]}", "card", i, "id")
        if card.name.lower() in names:
            raise _err(f"card {i + 1} ({card.id})", f"name {quote(card.name)} is also card "
                       f"{names[card.name.lower()]}", "card", i, "name")
        ids[card.id] = names[card.name.lower()] = i + 1
        cards.append(card)
    minis, pairs = [], {}
    for i, entry in enumerate(minis_l):
        mini = parse_mini(entry, i)
        if mini.kind == "dual":
            pair = frozenset((mini.color, mini.color2))
            if pair in pairs:
                raise _err(f"mini {i + 1}", f"the dual {mini.color}/{mini.color2} is also mini "
                           f"{pairs[pair]}", "mini", i, "color2")
            pairs[pair] = i + 1
        minis.append(mini)
    if len(cards) < MIN_CARDS:
        raise _err("card", f"{len(cards)} cards cannot deal a game (need {MIN_CARDS})", None,
                   None, "card")
    if len(minis) < MIN_MINIS:
        raise _err("mini", f"{len(minis)} Mini-tiles cannot deal a game (need {MIN_MINIS})",
                   None, None, "mini")
    global _REMEMBERED
    _REMEMBERED = AthenaData(tuple(cards), tuple(minis), copy.deepcopy(raw))
    return _REMEMBERED


#: the last AthenaData :func:`parse_athena` built (athena_cards' default cards), or None
_REMEMBERED: AthenaData | None = None


def remembered() -> AthenaData | None:
    """The Athena data parsed last (in play: levels/akropolis/athena.toml), None before any."""
    return _REMEMBERED


def with_athena(data, athena: AthenaData):
    """``data`` (AkropolisData) carrying ``athena``: ``data.athena`` is set and ``data.raw``
    gains ``"athena"`` (its plain dict), so a save or opening rebuilds the same cards."""
    return replace(data, athena=athena, raw={**data.raw, "athena": athena.raw})

