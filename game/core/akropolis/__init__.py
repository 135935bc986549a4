"""Akropolis rules core (issue 4): tiles, city of stacked hexes, placement, Construction Site,
scoring with variants, solo Illustrious Architect.  Pure: no I/O, no pygame.

Package interface (see game/games.py): ``GAME_ID``, ``DATA_FILE``, ``parse_data``, ``new_game``.
"""

from __future__ import annotations

from game.core.akropolis.city import SHAPES, Cell, City, placement_hexes
from game.core.akropolis.data import (COLOURS, DISTRICT_NAMES, KINDS, SOLO_LEVELS, VARIANTS,
                                      AkropolisData, TileDef, parse_data)
from game.core.akropolis.pantheon_data import parse_pantheon, with_pantheon
from game.core.akropolis.state import AkropolisState, Place

GAME_ID = "akropolis"
DATA_FILE = "akropolis/tiles.toml"


def new_game(data: AkropolisData, players: int, seed: int, variants=(), all_tiles: bool = False,
             solo: str | None = None) -> AkropolisState:
    """A fresh game (AK-3).  ``variants``: any of VARIANTS (AK-8); ``all_tiles``: use all 61
    tiles; ``solo``: "hippodamos", "metagenes" or "callicrates" with players=1 (AK-10).
    Raises ValueError for an unsupported seat count or option."""
    return AkropolisState.new(data, players, seed, variants=variants, all_tiles=all_tiles,
                              solo=solo)


def from_opening(opening: dict) -> AkropolisState:
    """The state at setup recorded by ``opening`` (see GameState.opening).  Raises ValueError."""
    opts = opening["options"]
    unknown = set(opts) - {"variants", "all_tiles", "solo"}
    if unknown:
        raise ValueError(f"opening.options: unknown {', '.join(sorted(unknown))}")
    return AkropolisState.new(parse_data(opening["data"]), opening["players"], opening["seed"],
                              variants=tuple(opts.get("variants", ())),
                              all_tiles=bool(opts.get("all_tiles", False)),
                              solo=opts.get("solo") or None)


action_from_dict = Place.from_dict

#: Pantheon's challenges, altars and Scenarios (issue 15), loaded with the tile set by
#: game.games.game_data and hung on as ``data.pantheon``
PANTHEON_FILE = "akropolis/pantheon.toml"
DATA_PARTS = ((PANTHEON_FILE, parse_pantheon, with_pantheon),)

__all__ = ["GAME_ID", "from_opening", "action_from_dict", "DATA_FILE", "new_game", "parse_data", "AkropolisData", "AkropolisState",
           "Place", "City", "Cell", "TileDef", "placement_hexes", "SHAPES", "COLOURS", "KINDS",
           "VARIANTS", "SOLO_LEVELS", "DISTRICT_NAMES"]
