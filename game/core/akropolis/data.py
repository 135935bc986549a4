"""Akropolis component data (AK-1, AK-3, AK-8, AK-10): parsed from levels/akropolis/tiles.toml.

:func:`parse_data` is pure: it takes the TOML as a dict and returns an :class:`AkropolisData`,
raising :class:`game.core.errors.DataError` naming the field at fault.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.akropolis.athena_data import AthenaData, parse_athena, with_athena
from game.core.errors import DataError

COLOURS = ("blue", "yellow", "red", "purple", "green")
KINDS = ("quarry", "district", "plaza")
#: district reference names (AK-7): the colour each district kind has
DISTRICT_NAMES = {"blue": "houses", "yellow": "markets", "red": "barracks", "purple": "temples",
                  "green": "gardens"}
VARIANTS = ("houses", "markets", "barracks", "temples", "gardens")
SOLO_LEVELS = ("hippodamos", "metagenes", "callicrates")

#: hex letter -> (kind, colour)
LETTERS = {
    "q": ("quarry", None),
    "h": ("district", "blue"), "m": ("district", "yellow"), "b": ("district", "red"),
    "t": ("district", "purple"), "g": ("district", "green"),
    "H": ("plaza", "blue"), "M": ("plaza", "yellow"), "B": ("plaza", "red"),
    "T": ("plaza", "purple"), "G": ("plaza", "green"),
}

HexDef = tuple[str, "str | None"]  # (kind, colour or None for a quarry)


@dataclass(frozen=True)
class TileDef:
    """One city tile (AK-1): ``hexes`` are three (kind, colour|None) clockwise from above;
    ``marks`` the smallest player count using it (2, 3 or 4).  ``id`` 1..61; 0 is a starting tile."""

    id: int
    hexes: tuple[HexDef, HexDef, HexDef]
    marks: int
    letters: str = ""


@dataclass(frozen=True)
class SoloLevel:
    """An Illustrious Architect level (AK-10): value per visible district, points per quarry."""

    key: str
    name: str
    district_value: int
    quarry_points: int


@dataclass(frozen=True)
class AkropolisData:
    """Everything the rules need from the tile file."""

    tiles: dict  # id -> TileDef (1..61)
    starting_tile: tuple  # ((q, r), (kind, colour)) ...
    stars: dict  # colour -> stars per plaza
    stacks: int
    stack_size: dict  # players -> tiles per stack
    site_extra: int
    starting_stones: tuple
    variant_factor: int
    houses_min_value: int
    barracks_min_empty: int
    solo_site_size: int
    solo_player_stones: int
    solo_architect_stones: int
    solo_tile_marks: int
    solo_levels: dict = field(default_factory=dict)  # key -> SoloLevel
    athena: AthenaData | None = None  # the Athena cards and Mini-tiles (athena.toml), if read
    raw: dict = field(default_factory=dict, compare=False, repr=False)  # the input, plain data
    #: Pantheon's challenges, altars and Scenarios (pantheon_data.PantheonData), hung on by
    #: game.games.game_data from levels/akropolis/pantheon.toml; None when not loaded
    pantheon: object = field(default=None, compare=False, repr=False)

    def tiles_for(self, players: int, all_tiles: bool = False) -> list[int]:
        """Ids of the tiles used for ``players`` (AK-3): marks <= players, or all 61."""
        return [t.id for t in self.tiles.values() if all_tiles or t.marks <= players]


#: Largest whole number the rules data may hold (data read back from a save included).
DATA_INT_MAX = 1_000_000


def _int(d: dict, key: str, where: str, minimum: int = 0) -> int:
    v = d.get(key)
    if type(v) is not int:
        raise DataError(where, f"{key} must be a whole number, not {v!r}", key=key)
    if v < minimum:
        raise DataError(where, f"{key} must be at least {minimum}, not {v}", key=key)
    if v > DATA_INT_MAX:
        raise DataError(where, f"{key} must be at most {DATA_INT_MAX}, not {v}", key=key)
    return v


def _table(d: dict, key: str, where: str = "") -> dict:
    v = d.get(key)
    if not isinstance(v, dict):
        raise DataError(where or key, f"missing table [{key}]", key=key)
    return v


def parse_letter(letter, where: str) -> HexDef:
    if letter not in LETTERS:
        raise DataError(where, f"unknown hex letter {letter!r}; use one of {''.join(LETTERS)}",
                        key=str(letter))
    return LETTERS[letter]


def parse_data(data: dict) -> AkropolisData:
    """Validate the tile-file dict and build :class:`AkropolisData`.  Raises DataError."""
    stars_t = _table(data, "stars")
    stars = {c: _int(stars_t, c, "stars", 0) for c in COLOURS}
    setup = _table(data, "setup")
    stacks = _int(setup, "stacks", "setup", 1)
    ss = setup.get("stack_size")
    if not isinstance(ss, dict):
        raise DataError("setup", "stack_size must be a table of player count -> tiles",
                        key="stack_size")
    stack_size = {}
    for p in ("2", "3", "4"):
        stack_size[int(p)] = _int(ss, p, "setup.stack_size", 1)
    site_extra = _int(setup, "site_extra", "setup", 1)
    st = setup.get("starting_stones")
    if not (isinstance(st, list) and len(st) == 4 and all(type(x) is int and x >= 0 for x in st)):
        raise DataError("setup", "starting_stones must list 4 whole numbers", key="starting_stones")
    var = _table(data, "variants")
    solo = _table(data, "solo")
    levels_t = _table(solo, "levels", "solo")
    levels = {}
    for key in SOLO_LEVELS:
        lt = _table(levels_t, key, "solo.levels")
        where = f"solo.levels.{key}"
        name = lt.get("name")
        if not isinstance(name, str) or not name:
            raise DataError(where, "name must be a text", key="name")
        levels[key] = SoloLevel(key, name, _int(lt, "district_value", where, 0),
                                _int(lt, "quarry_points", where, 0))
    start = data.get("starting_tile")
    if not isinstance(start, list) or not start:
        raise DataError("starting_tile", "missing [[starting_tile]] hexes", key="starting_tile")
    start_hexes = []
    seen = set()
    for i, h in enumerate(start):
        where = f"starting_tile[{i}]"
        if not isinstance(h, dict):
            raise DataError(where, "must be a table")
        q = h.get("q")
        r = h.get("r")
        if type(q) is not int or type(r) is not int:
            raise DataError(where, "q and r must be whole numbers")
        if (q, r) in seen:
            raise DataError(where, f"position q={q} r={r} given twice")
        seen.add((q, r))
        start_hexes.append(((q, r), parse_letter(h.get("hex"), where)))
    if (0, 0) not in seen:
        raise DataError("starting_tile", "needs a hex at q=0 r=0")
    tiles_l = data.get("tile")
    if not isinstance(tiles_l, list) or not tiles_l:
        raise DataError("tile", "missing [[tile]] list", key="[[tile]]")
    tiles = {}
    for i, t in enumerate(tiles_l):
        where = f"tile[{i}]"
        if not isinstance(t, dict):
            raise DataError(where, "must be a table")
        tid = _int(t, "id", where, 1)
        where = f"tile id={tid}"
        if tid in tiles:
            raise DataError(where, f"id {tid} used twice", key=f"id = {tid}")
        letters = t.get("hexes")
        if not isinstance(letters, str) or len(letters) != 3:
            raise DataError(where, f"hexes must be 3 letters, not {letters!r}", key=f"id = {tid}")
        hexes = tuple(parse_letter(ch, where) for ch in letters)
        if sum(1 for k, _ in hexes if k == "plaza") > 1:
            raise DataError(where, "a tile has at most one plaza", key=f"id = {tid}")
        marks = _int(t, "marks", where, 2)
        if marks > 4:
            raise DataError(where, f"marks must be 2, 3 or 4, not {marks}", key=f"id = {tid}")
        tiles[tid] = TileDef(tid, hexes, marks, letters)
    out = AkropolisData(
        tiles=tiles, starting_tile=tuple(start_hexes), stars=stars, stacks=stacks,
        stack_size=stack_size, site_extra=site_extra, starting_stones=tuple(st),
        variant_factor=_int(var, "factor", "variants", 1),
        houses_min_value=_int(var, "houses_min_value", "variants", 0),
        barracks_min_empty=_int(var, "barracks_min_empty", "variants", 0),
        solo_site_size=_int(solo, "site_size", "solo", 2),
        solo_player_stones=_int(solo, "player_stones", "solo", 0),
        solo_architect_stones=_int(solo, "architect_stones", "solo", 0),
        solo_tile_marks=_int(solo, "tile_marks", "solo", 2),
        solo_levels=levels,
        raw=_plain_copy(data),
    )
    # a tile set written by a state carries its Athena data (athena_data.with_athena)
    return with_athena(out, parse_athena(data["athena"])) if "athena" in data else out


def _plain_copy(v):
    if isinstance(v, dict):
        return {k: _plain_copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_plain_copy(x) for x in v]
    return v
