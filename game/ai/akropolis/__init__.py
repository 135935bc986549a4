"""Akropolis AI players (issues 4 and 11), by level.

- ``random``, ``greedy`` (:mod:`.basic`): the test and ``simulate`` players of issue 4.
- ``easy`` (:class:`EasyPlayer`): greedy on the immediate total with seeded, human-sized
  mistakes (a slightly worse spot, a tile bought for stones it did not need).
- ``medium`` (:class:`MediumPlayer`): greedy plus a look at the position
  (:mod:`.evaluate`: house group, plaza stars per colour, stones, edge and surround potential,
  height, a compact city).
- ``hard`` (:class:`HardPlayer`): the generic search (game/ai/search.py) over Medium's best
  moves, with short determinised playouts judged by Medium's look at the position.

Every player is built as ``cls(seed)`` (Hard also ``cls(seed, think=seconds)``) and offers
``choose(state) -> Place``; none reads the stacks' order, the state's generator or its opening
(the search thinks on ``state.determinised(seed)`` views).
"""

from __future__ import annotations

from game.ai.akropolis.basic import GreedyPlayer, RandomPlayer
from game.ai.akropolis.players import EasyPlayer, HardPlayer, MediumPlayer

from game.ai.akropolis.pantheon import with_pantheon

# every level plays Akropolis Pantheon too: a Pantheon state goes to its teammate (issue 15)
RandomTeammate = with_pantheon(RandomPlayer, "random", "RandomTeammate")
GreedyTeammate = with_pantheon(GreedyPlayer, "medium", "GreedyTeammate")
EasyTeammate = with_pantheon(EasyPlayer, "easy", "EasyTeammate")
MediumTeammate = with_pantheon(MediumPlayer, "medium", "MediumTeammate")
HardTeammate = with_pantheon(HardPlayer, "hard", "HardTeammate")
PLAYERS = {"random": RandomTeammate, "greedy": GreedyTeammate, "easy": EasyTeammate,
           "medium": MediumTeammate, "hard": HardTeammate}

__all__ = ["PLAYERS", "RandomPlayer", "GreedyPlayer", "EasyPlayer", "MediumPlayer", "HardPlayer"]
