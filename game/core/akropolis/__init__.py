"""Akropolis rules core (issue 4): tiles, city of stacked hexes, placement, Construction Site,
scoring with variants, solo Illustrious Architect.  Pure: no I/O, no pygame.

Package interface (see game/games.py): ``GAME_ID``, ``DATA_FILE``, ``parse_data``, ``new_game``.
"""

from __future__ import annotations

from game.core.akropolis.city import SHAPES, Cell, City, placement_hexes
from game.core.akropolis.data import (COLOURS, DISTRICT_NAMES, KINDS, SOLO_LEVELS, VARIANTS,
                                      AkropolisData, TileDef, parse_data)
from game.core.akropolis.pantheon import SCENARIOS, PantheonState
from game.core.akropolis.pantheon_actions import action_from_dict as _pantheon_action
from game.core.akropolis.pantheon_actions import is_pantheon_action
from game.core.akropolis.pantheon_data import parse_pantheon, with_pantheon
from game.core.akropolis.state import AkropolisState, Place

GAME_ID = "akropolis"
DATA_FILE = "akropolis/tiles.toml"


def new_game(data: AkropolisData, players: int, seed: int, variants=(), all_tiles: bool = False,
             solo: str | None = None, scenario: str | None = None) -> AkropolisState:
    """A fresh game (AK-3).  ``variants``: any of VARIANTS (AK-8); ``all_tiles``: use all 61
    tiles; ``solo``: "hippodamos", "metagenes" or "callicrates" with players=1 (AK-10);
    ``scenario``: "corinth", "sparta" or "athens" plays Akropolis Pantheon, the cooperative
    game (AK-14, a :class:`PantheonState`).  Raises ValueError for an unsupported seat count
    or option."""
    if scenario is not None:
        if variants or all_tiles or solo:
            raise ValueError("Akropolis Pantheon plays without variants, all tiles or solo")
        return PantheonState.new(data, players, seed, scenario=scenario)
    return AkropolisState.new(data, players, seed, variants=variants, all_tiles=all_tiles,
                              solo=solo)


def from_opening(opening: dict) -> AkropolisState:
    """The state at setup recorded by ``opening`` (see GameState.opening).  Raises ValueError."""
    opts = opening["options"]
    if "scenario" in opts:   # Akropolis Pantheon (AK-14)
        if set(opts) != {"scenario"}:
            raise ValueError("opening.options: Pantheon takes only a scenario")
        data = with_pantheon(parse_data(opening["data"]), parse_pantheon(opening["pantheon"]))
        return PantheonState.new(data, opening["players"], opening["seed"],
                                 scenario=opts["scenario"])
    unknown = set(opts) - {"variants", "all_tiles", "solo"}
    if unknown:
        raise ValueError(f"opening.options: unknown {', '.join(sorted(unknown))}")
    return AkropolisState.new(parse_data(opening["data"]), opening["players"], opening["seed"],
                              variants=tuple(opts.get("variants", ())),
                              all_tiles=bool(opts.get("all_tiles", False)),
                              solo=opts.get("solo") or None)


def action_from_dict(d: dict):
    """An action of the base game (Place) or of Pantheon from its plain form.  Raises
    ValueError."""
    if is_pantheon_action(d):
        return _pantheon_action(d)
    return Place.from_dict(d)


#: Pantheon's challenges, altars and Scenarios (issue 15), loaded with the tile set by
#: game.games.game_data and hung on as ``data.pantheon``
PANTHEON_FILE = "akropolis/pantheon.toml"
DATA_PARTS = ((PANTHEON_FILE, parse_pantheon, with_pantheon),)

__all__ = ["GAME_ID", "from_opening", "action_from_dict", "DATA_FILE", "new_game", "parse_data", "AkropolisData", "AkropolisState", "PantheonState",
           "Place", "City", "Cell", "TileDef", "placement_hexes", "SHAPES", "COLOURS", "KINDS",
           "VARIANTS", "SOLO_LEVELS", "SCENARIOS", "DISTRICT_NAMES"]
