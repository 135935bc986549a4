"""Whole-game replay (after Catanatron's test_replay): ``replay(opening, log)`` rebuilds the
state a game reached from its ``opening`` and ``action_log`` (see :class:`GameState`).

The rules package of each game provides ``from_opening(opening) -> GameState`` (the state at
setup) and ``action_from_dict(d) -> action``; :data:`REPLAYERS` maps the opening's game id to
that package, so this module imports no game.
"""

from __future__ import annotations

import importlib

from game.core.state import GameState, IllegalAction

#: opening["game"] -> rules package providing from_opening and action_from_dict
REPLAYERS = {
    "picture-pie": "game.core.picture_pie",
    "akropolis": "game.core.akropolis",
}


def rules_package(game_id):
    """The rules package that replays ``game_id``.  Raises ValueError for an unknown id."""
    if game_id not in REPLAYERS:
        raise ValueError(f"opening.game: {game_id!r} is not one of {', '.join(REPLAYERS)}")
    return importlib.import_module(REPLAYERS[game_id])


def replay(opening: dict, log) -> GameState:
    """The state reached by applying ``log`` (actions, or their ``to_dict`` plain forms) in
    order to the game set up by ``opening`` (a state's ``opening``).  Equal (``==``) to the
    state that recorded them.  Raises ValueError for a malformed opening or an entry of the log
    that is malformed or illegal where it stands ("action_log[12]: ...")."""
    if not isinstance(opening, dict):
        raise ValueError("opening: expected a table (a save from before the action log has none)")
    pkg = rules_package(opening.get("game"))
    state = pkg.from_opening(opening)
    for k, action in enumerate(log):
        try:
            if isinstance(action, dict):
                action = pkg.action_from_dict(action)
            state.apply(action)
        except (ValueError, IllegalAction) as exc:
            raise ValueError(f"action_log[{k}]: {exc}") from None
    return state
