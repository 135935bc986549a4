"""Akropolis: Pantheon data (issue 15; AK-14, AK-15, AK-16): the 20 Architectural Challenges,
the Divine Altars and the three Scenarios, parsed from levels/akropolis/pantheon.toml.

:func:`parse_pantheon` is pure: it takes the TOML as a dict and returns a :class:`PantheonData`,
raising :class:`game.core.errors.DataError` naming the field at fault.  ``game.games.game_data``
loads it with the tile set (``DATA_PARTS`` in ``game.core.akropolis``) and :func:`with_pantheon`
hangs it on the :class:`AkropolisData` as ``data.pantheon``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.core.akropolis.data import COLOURS, _plain_copy
from game.core.errors import DataError

#: the challenge shapes :mod:`game.core.akropolis.pantheon_challenges` checks, one per kind
KINDS = ("placed", "next_to", "touching", "joining", "apart", "surrounded", "count", "group")
#: a hex's conditions a challenge may ask (see pantheon_challenges)
CONDITIONS = ("raised", "edge", "surrounded", "alone")
VIEWS = ("birds-eye", "3d")
PLAYER_COUNTS = (2, 3, 4)
TIERS = 3

#: id -> ChallengeDef of the challenges parsed so far (the file the game loaded), so a checker
#: can be called with a challenge's id alone (pantheon_challenges.met)
LOADED: dict = {}

_CHALLENGE_KEYS = ("id", "name", "color", "text", "view", "kind", "count", "placed", "lower",
                   *CONDITIONS)
_SCENARIO_KEYS = ("id", "name", "text", "colors", "min_level", "provisional", "targets")


@dataclass(frozen=True)
class ChallengeDef:
    """One Architectural Challenge (AK-15).  ``color``: its Divine Altar's colour and the
    colour of the district it is about; ``text``: its sentence in player words; ``view``:
    "birds-eye" (levels ignored) or "3d" (a level relation); ``kind`` and the parameters:
    the checker's shape (see :mod:`game.core.akropolis.pantheon_challenges`)."""

    id: str
    name: str
    color: str
    text: str
    view: str
    kind: str
    count: int = 1
    conditions: frozenset = frozenset()  # of CONDITIONS
    placed: bool = False  # "surrounded": one placed hex must be of the colour
    lower: bool = False  # "joining": the joined hexes lower than the placed one


@dataclass(frozen=True)
class ScenarioDef:
    """One Scenario (AK-16): the altars it scores (``colors``, on ``min_level`` or above) and
    ``targets``: players (2, 3, 4) -> (tier 1, tier 2, tier 3) points, rising.
    ``provisional``: the targets are placeholders, not yet calibrated."""

    id: str
    name: str
    text: str
    targets: dict
    colors: frozenset = frozenset(COLOURS)
    min_level: int = 1
    provisional: bool = False

    def scores_altar(self, color: str, level: int) -> bool:
        """Whether an altar of ``color`` on a plaza of that colour at ``level`` scores here."""
        return color in self.colors and level >= self.min_level


@dataclass(frozen=True)
class PantheonData:
    """Everything Pantheon adds: ``challenges`` (20, file order), ``altars`` colour -> count,
    ``scenarios`` (file order: Corinth, Sparta, Athens); ``raw`` the plain input."""

    challenges: tuple
    altars: dict
    scenarios: tuple
    raw: dict = field(default_factory=dict, compare=False, repr=False)

    def challenge(self, challenge_id: str) -> ChallengeDef:
        """The challenge ``challenge_id``.  Raises KeyError."""
        for c in self.challenges:
            if c.id == challenge_id:
                return c
        raise KeyError(challenge_id)

    def scenario(self, scenario_id: str) -> ScenarioDef:
        """The Scenario ``scenario_id``.  Raises KeyError."""
        for s in self.scenarios:
            if s.id == scenario_id:
                return s
        raise KeyError(scenario_id)

    @property
    def scenario_ids(self) -> tuple:
        return tuple(s.id for s in self.scenarios)


def _text(d: dict, key: str, where: str, choices: tuple = ()) -> str:
    v = d.get(key)
    if not isinstance(v, str) or not v.strip():
        raise DataError(where, f"{key} must be a text", key=key)
    if choices and v not in choices:
        raise DataError(where, f"{key} {v!r} is not one of {', '.join(choices)}", key=key)
    return v


def _flag(d: dict, key: str, where: str) -> bool:
    v = d.get(key, False)
    if type(v) is not bool:
        raise DataError(where, f"{key} must be true or false, not {v!r}", key=key)
    return v


def _whole(v, name: str, where: str, low: int, high: int) -> int:
    if type(v) is not int or not low <= v <= high:
        raise DataError(where, f"{name} must be a whole number {low}..{high}, not {v!r}",
                        key=name)
    return v


def _unknown(d: dict, known: tuple, where: str) -> None:
    extra = sorted(set(d) - set(known))
    if extra:
        raise DataError(where, f"unknown key {extra[0]!r}", key=extra[0])


def _opened(entry, table: str, where: str, known: tuple) -> tuple:
    """``(id, where)`` of a ``[[table]]`` entry, its keys checked.  Raises DataError."""
    if not isinstance(entry, dict):
        raise DataError(where, "must be a table")
    eid = _text(entry, "id", where)
    where = f"{table} {eid!r}"
    _unknown(entry, known, where)
    return eid, where


def parse_challenge(c, where: str) -> ChallengeDef:
    """One ``[[challenge]]`` table.  Raises DataError."""
    cid, where = _opened(c, "challenge", where, _CHALLENGE_KEYS)
    kind = _text(c, "kind", where, KINDS)
    count = _whole(c.get("count", 1), "count", where, 1, 6)
    conditions = frozenset(k for k in CONDITIONS if _flag(c, k, where))
    return ChallengeDef(cid, _text(c, "name", where), _text(c, "color", where, COLOURS),
                        _text(c, "text", where), _text(c, "view", where, VIEWS), kind, count,
                        conditions, _flag(c, "placed", where), _flag(c, "lower", where))


def parse_scenario(s, where: str) -> ScenarioDef:
    """One ``[[scenario]]`` table.  Raises DataError."""
    sid, where = _opened(s, "scenario", where, _SCENARIO_KEYS)
    colors = s.get("colors", list(COLOURS))
    if (not isinstance(colors, list) or not colors or any(c not in COLOURS for c in colors)
            or len(set(colors)) != len(colors)):
        raise DataError(where, f"colors must list distinct colours of {', '.join(COLOURS)}",
                        key="colors")
    min_level = _whole(s.get("min_level", 1), "min_level", where, 1, 62)
    t = s.get("targets")
    if not isinstance(t, dict):
        raise DataError(where, "targets must be a table of player count -> three points",
                        key="targets")
    _unknown(t, tuple(str(p) for p in PLAYER_COUNTS), f"{where}.targets")
    targets = {}
    for p in PLAYER_COUNTS:
        row = t.get(str(p))
        if (not isinstance(row, list) or len(row) != TIERS
                or any(type(x) is not int or x < 1 for x in row)
                or any(a >= b for a, b in zip(row, row[1:]))):
            raise DataError(f"{where}.targets", f"{p} must list {TIERS} rising whole numbers "
                            f"of points, not {row!r}", key=str(p))
        targets[p] = tuple(row)
    return ScenarioDef(sid, _text(s, "name", where), _text(s, "text", where), targets,
                       frozenset(colors), min_level, _flag(s, "provisional", where))


def _entries(raw: dict, key: str, parse) -> tuple:
    """The ``[[key]]`` tables of ``raw``, each parsed by ``parse(table, where)``; ids unique.
    Raises DataError."""
    lst = raw.get(key)
    if not isinstance(lst, list) or not lst:
        raise DataError(key, f"missing [[{key}]] tables", key=f"[[{key}]]")
    out = []
    for i, entry in enumerate(lst):
        item = parse(entry, f"{key} {i + 1}")
        if any(o.id == item.id for o in out):
            raise DataError(f"{key} {item.id!r}", "id used twice", key=item.id)
        out.append(item)
    return tuple(out)


def parse_pantheon(raw) -> PantheonData:
    """Validate the Pantheon dict (levels/akropolis/pantheon.toml).  Raises DataError: a bad
    challenge or Scenario, a duplicate id, altar counts that do not match the challenges of
    each colour (one altar per challenge, AK-14)."""
    if not isinstance(raw, dict):
        raise DataError("pantheon", "must be a table")
    _unknown(raw, ("altars", "challenge", "scenario"), "pantheon")
    at = raw.get("altars")
    if not isinstance(at, dict):
        raise DataError("altars", "missing table [altars]", key="altars")
    _unknown(at, COLOURS, "altars")
    altars = {c: _whole(at.get(c), c, "altars", 0, 20) for c in COLOURS}
    challenges = _entries(raw, "challenge", parse_challenge)
    for col in COLOURS:
        n = sum(1 for c in challenges if c.color == col)
        if n != altars[col]:
            raise DataError("altars", f"{col} has {altars[col]} altars but {n} challenges "
                            "(one altar per challenge)", key=col)
    scenarios = _entries(raw, "scenario", parse_scenario)
    for ch in challenges:
        LOADED[ch.id] = ch
    return PantheonData(challenges, altars, scenarios, _plain_copy(raw))


def with_pantheon(data, pantheon: PantheonData):
    """``data`` (AkropolisData) carrying ``pantheon`` as ``data.pantheon``.  ``data.raw`` (what
    base-game saves write) is left unchanged; a Pantheon save keeps ``pantheon.raw`` itself
    and rebuilds with :func:`parse_pantheon`."""
    return replace(data, pantheon=pantheon)

