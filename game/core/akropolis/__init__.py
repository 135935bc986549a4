"""Akropolis rules core (issue 4): tiles, city of stacked hexes, placement, Construction Site,
scoring with variants, solo Illustrious Architect; the Athena expansion (issue 14) and
Pantheon, the cooperative game (issue 15).  Pure: no I/O, no pygame.

Package interface (see game/games.py): ``GAME_ID``, ``DATA_FILE``, ``parse_data``, ``new_game``.
"""

from __future__ import annotations

from game.core.akropolis.city import SHAPES, Cell, City, placement_hexes
from game.core.akropolis.data import (COLOURS, DISTRICT_NAMES, KINDS, SOLO_LEVELS, VARIANTS,
                                      AkropolisData, TileDef, parse_data)
from game.core.akropolis import athena as _athena
from game.core.akropolis.athena import MINI_BASE, CompleteCard, FinishTurn, is_mini
from game.core.akropolis.athena_data import parse_athena, with_athena
from game.core.akropolis.pantheon import SCENARIOS, PantheonState
from game.core.akropolis.pantheon_actions import action_from_dict as _pantheon_action
from game.core.akropolis.pantheon_actions import is_pantheon_action
from game.core.akropolis.pantheon_data import parse_pantheon, with_pantheon
from game.core.akropolis.state import AkropolisState, Place

GAME_ID = "akropolis"
DATA_FILE = "akropolis/tiles.toml"
#: the Athena cards and Mini-tiles (AK-11, AK-12), loaded with the tile set by game.games.game_data
ATHENA_FILE = "akropolis/athena.toml"
#: Pantheon's challenges, altars and Scenarios (issue 15), loaded with the tile set by
#: game.games.game_data and hung on as ``data.pantheon``
PANTHEON_FILE = "akropolis/pantheon.toml"
DATA_PARTS = ((ATHENA_FILE, parse_athena, with_athena),
              (PANTHEON_FILE, parse_pantheon, with_pantheon))


def new_game(data: AkropolisData, players: int, seed: int, variants=(), all_tiles: bool = False,
             solo: str | None = None, athena: bool = False,
             scenario: str | None = None) -> AkropolisState:
    """A fresh game (AK-3).  ``variants``: any of VARIANTS (AK-8); ``all_tiles``: use all 61
    tiles; ``solo``: "hippodamos", "metagenes" or "callicrates" with players=1 (AK-10);
    ``athena``: the Athena expansion (AK-11..AK-13; ``data.athena`` must be loaded);
    ``scenario``: "corinth", "sparta" or "athens" plays Akropolis Pantheon, the cooperative
    game (AK-14, a :class:`PantheonState`).  Raises ValueError for an unsupported seat count
    or option."""
    if scenario is not None:
        if variants or all_tiles or solo or athena:
            raise ValueError("Akropolis Pantheon plays without variants, all tiles, solo or "
                             "Athena")
        return PantheonState.new(data, players, seed, scenario=scenario)
    return AkropolisState.new(data, players, seed, variants=variants, all_tiles=all_tiles,
                              solo=solo, athena=bool(athena))


def from_opening(opening: dict) -> AkropolisState:
    """The state at setup recorded by ``opening`` (see GameState.opening).  Raises ValueError."""
    opts = opening["options"]
    if "scenario" in opts:   # Akropolis Pantheon (AK-14)
        if set(opts) != {"scenario"}:
            raise ValueError("opening.options: Pantheon takes only a scenario")
        data = with_pantheon(parse_data(opening["data"]), parse_pantheon(opening["pantheon"]))
        return PantheonState.new(data, opening["players"], opening["seed"],
                                 scenario=opts["scenario"])
    unknown = set(opts) - {"variants", "all_tiles", "solo", "athena"}
    if unknown:
        raise ValueError(f"opening.options: unknown {', '.join(sorted(unknown))}")
    return AkropolisState.new(parse_data(opening["data"]), opening["players"], opening["seed"],
                              variants=tuple(opts.get("variants", ())),
                              all_tiles=bool(opts.get("all_tiles", False)),
                              solo=opts.get("solo") or None, athena=bool(opts.get("athena")))


def action_from_dict(d: dict):
    """An action from its plain form: a Place, CompleteCard or FinishTurn of the base game and
    Athena, or a Pantheon action.  Raises ValueError."""
    if is_pantheon_action(d):
        return _pantheon_action(d)
    return _athena.action_from_dict(d, Place.from_dict)


__all__ = ["GAME_ID", "from_opening", "action_from_dict", "DATA_FILE", "new_game", "parse_data",
           "AkropolisData", "AkropolisState", "PantheonState", "Place", "CompleteCard",
           "FinishTurn", "MINI_BASE", "is_mini", "City", "Cell", "TileDef", "placement_hexes",
           "SHAPES", "COLOURS", "KINDS", "VARIANTS", "SOLO_LEVELS", "SCENARIOS",
           "DISTRICT_NAMES"]
