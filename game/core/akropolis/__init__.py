"""Akropolis rules core (issue 4): tiles, city of stacked hexes, placement, Construction Site,
scoring with variants, solo Illustrious Architect.  Pure: no I/O, no pygame.

Package interface (see game/games.py): ``GAME_ID``, ``DATA_FILE``, ``parse_data``, ``new_game``.
"""

from __future__ import annotations

from game.core.akropolis.city import SHAPES, Cell, City, placement_hexes
from game.core.akropolis.data import (COLOURS, DISTRICT_NAMES, KINDS, SOLO_LEVELS, VARIANTS,
                                      AkropolisData, TileDef, parse_data)
from game.core.akropolis import athena as _athena
from game.core.akropolis.athena import MINI_BASE, CompleteCard, FinishTurn, is_mini
from game.core.akropolis.athena_data import parse_athena, with_athena
from game.core.akropolis.state import AkropolisState, Place

GAME_ID = "akropolis"
DATA_FILE = "akropolis/tiles.toml"
#: the Athena cards and Mini-tiles (AK-11, AK-12), loaded with the tile set by game.games.game_data
ATHENA_FILE = "akropolis/athena.toml"
DATA_PARTS = ((ATHENA_FILE, parse_athena, with_athena),)


def new_game(data: AkropolisData, players: int, seed: int, variants=(), all_tiles: bool = False,
             solo: str | None = None, athena: bool = False) -> AkropolisState:
    """A fresh game (AK-3).  ``variants``: any of VARIANTS (AK-8); ``all_tiles``: use all 61
    tiles; ``solo``: "hippodamos", "metagenes" or "callicrates" with players=1 (AK-10);
    ``athena``: the Athena expansion (AK-11..AK-13; ``data.athena`` must be loaded).
    Raises ValueError for an unsupported seat count or option."""
    return AkropolisState.new(data, players, seed, variants=variants, all_tiles=all_tiles,
                              solo=solo, athena=bool(athena))


def from_opening(opening: dict) -> AkropolisState:
    """The state at setup recorded by ``opening`` (see GameState.opening).  Raises ValueError."""
    opts = opening["options"]
    unknown = set(opts) - {"variants", "all_tiles", "solo", "athena"}
    if unknown:
        raise ValueError(f"opening.options: unknown {', '.join(sorted(unknown))}")
    return AkropolisState.new(parse_data(opening["data"]), opening["players"], opening["seed"],
                              variants=tuple(opts.get("variants", ())),
                              all_tiles=bool(opts.get("all_tiles", False)),
                              solo=opts.get("solo") or None, athena=bool(opts.get("athena")))


def action_from_dict(d: dict):
    """A Place, CompleteCard or FinishTurn from its plain form.  Raises ValueError."""
    return _athena.action_from_dict(d, Place.from_dict)


__all__ = ["GAME_ID", "from_opening", "action_from_dict", "DATA_FILE", "new_game", "parse_data", "AkropolisData", "AkropolisState",
           "Place", "CompleteCard", "FinishTurn", "MINI_BASE", "is_mini", "City", "Cell", "TileDef", "placement_hexes", "SHAPES", "COLOURS", "KINDS",
           "VARIANTS", "SOLO_LEVELS", "DISTRICT_NAMES"]
