"""Picture Pie AI players (issue 11), by level name in :data:`PLAYERS`.

- ``random``, ``greedy`` (:mod:`.basic`): for tests and ``main.py simulate``.
- ``easy``, ``medium``, ``hard`` (:mod:`.levels`): the levels players choose; Hard takes
  ``think`` (seconds per decision, default 1.0) and honours a ``stop`` callable.

Modules: :mod:`.evaluation` (position heuristics from public information), :mod:`.planner`
(whole-turn plans), :mod:`.levels` (the players).  Every class is built as ``cls(seed)``.
"""

from game.ai.picture_pie.basic import (NUM_SITES, GreedyPlayer, RandomPlayer, completion_gain,
                                       placements)
from game.ai.picture_pie.levels import EasyPlayer, HardPlayer, MediumPlayer

PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "easy": EasyPlayer,
           "medium": MediumPlayer, "hard": HardPlayer}

__all__ = ["RandomPlayer", "GreedyPlayer", "EasyPlayer", "MediumPlayer", "HardPlayer", "PLAYERS",
           "placements", "completion_gain", "NUM_SITES"]
