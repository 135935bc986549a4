"""The Senate Wonder Duel's house values (PP-26), read from the tile set's ``[duel]`` table.

``levels/picture_pie/tiles.toml`` carries a ``[duel]`` table next to ``[house]``::

    [duel]
    sectors = 4            # the restricted Quarry Wheel (PP-26, *house*)
    tiles_per_sector = 3
    rounds = 12            # PP-24
    link_share = "1/2"     # each end of a link pays its controller this share of link_bonus

:func:`duel_rules` parses it (raises :class:`game.core.errors.DataError` naming
``duel.<field>``); :func:`duel_data` is the tile set as the Duel plays it: the campaign's
:class:`PictureData` with the wheel and the round limit of ``[duel]`` (everything else, the
scoring matrix included, is shared with the campaign).  Both are computed once per tile set.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from game.core.errors import DataError
from game.core.picture_pie.data import DATA_INT_MAX, PictureData

#: the Duel's seat count (PP-26)
DUEL_SEATS = 2
#: ``[duel]`` whole-number keys and their lowest allowed values
INT_KEYS = {"sectors": 1, "tiles_per_sector": 1, "rounds": 1}
_SHARE_RE = re.compile(r"\d{1,6}(/\d{1,6})?")


@dataclass(frozen=True)
class DuelRules:
    """The ``[duel]`` house values: ``sectors`` and ``tiles_per_sector`` of the restricted
    Quarry Wheel, ``rounds`` (PP-24), ``link_share`` (Fraction of ``link_bonus`` each end of a
    Connected Infrastructure Link pays its monument's controller)."""

    sectors: int
    tiles_per_sector: int
    rounds: int
    link_share: Fraction


def _whole(table: dict, key: str, low: int) -> int:
    value = table.get(key)
    where = f"duel.{key}"
    if type(value) is not int:
        raise DataError(where, f"expected a whole number, not {value!r}", key)
    if not low <= value <= DATA_INT_MAX:
        raise DataError(where, f"{value} is out of range ({low}..{DATA_INT_MAX})",
                        f"{key} = {value}")
    return value


def _share(value) -> Fraction:
    try:
        share = (Fraction(value) if isinstance(value, str) and _SHARE_RE.fullmatch(value)
                 else Fraction(value) if type(value) is int and 0 <= value <= 1 else None)
    except (ValueError, ZeroDivisionError):
        share = None
    if share is None or not 0 <= share <= 1:
        raise DataError("duel.link_share", f'expected a fraction from 0 to 1 like "1/2", not '
                        f"{value!r}", "link_share")
    return share


@lru_cache(maxsize=16)
def duel_rules(data: PictureData) -> DuelRules:
    """The ``[duel]`` table of ``data.source``.  Raises DataError naming the field."""
    table = data.source.get("duel") if isinstance(data.source, dict) else None
    if not isinstance(table, dict):
        raise DataError("duel", "missing [duel] table (the Senate Wonder Duel's values)",
                        "[duel]")
    ints = {k: _whole(table, k, low) for k, low in INT_KEYS.items()}
    return DuelRules(link_share=_share(table.get("link_share")), **ints)


@lru_cache(maxsize=16)
def duel_data(data: PictureData) -> PictureData:
    """``data`` as the Duel plays it: the ``[duel]`` wheel (sectors, tiles per sector) and
    round limit in place of the campaign's; the same ``source``.  A tile set that is already
    the Duel's comes back as it is.  Raises DataError."""
    rules = duel_rules(data)
    if (data.sectors, data.tiles_per_sector, data.rounds) == \
            (rules.sectors, rules.tiles_per_sector, rules.rounds):
        return data
    return dataclasses.replace(data, sectors=rules.sectors,
                               tiles_per_sector=rules.tiles_per_sector, rounds=rules.rounds)
