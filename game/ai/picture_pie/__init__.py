"""Picture Pie AI players (issue 11), by level name in :data:`PLAYERS`.

- ``random``, ``greedy`` (:mod:`.basic`): for tests and ``main.py simulate``.
- ``easy``, ``medium``, ``hard`` (:mod:`.levels`): the levels players choose; Hard takes
  ``think`` (seconds per decision, default 1.0) and honours a ``stop`` callable.

Modules: :mod:`.evaluation` (position heuristics from public information), :mod:`.planner`
(whole-turn plans), :mod:`.levels` (the players), :mod:`.duel` and :mod:`.duel_plans` (the
Senate Wonder Duel's levels).  Every class is built as ``cls(seed)``.
"""

from game.ai.picture_pie.basic import (NUM_SITES, GreedyPlayer, RandomPlayer, completion_gain,
                                       placements)
from game.ai.picture_pie.levels import EasyPlayer, HardPlayer, MediumPlayer
from game.ai.picture_pie.duel import AnyModeEasy, AnyModeHard, AnyModeMedium

#: the levels play both modes: a Senate Wonder Duel state goes to the Duel players (.duel)
PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, "easy": AnyModeEasy,
           "medium": AnyModeMedium, "hard": AnyModeHard}

__all__ = ["RandomPlayer", "GreedyPlayer", "EasyPlayer", "MediumPlayer", "HardPlayer", "PLAYERS",
           "placements", "completion_gain", "NUM_SITES"]
