"""The Senate Wonder Duel table (rulebook 2.6.2, PP-26): two seats build on ONE shared capital
board from the restricted Quarry Wheel (4 sectors); a completed monument goes to whoever placed
more of it (a tie: whoever completed it); the majority of controlled monuments wins, points
break a tie.

The flow, the input and the AI seats are the Picture Pie table's (:class:`PicturePieTable`:
keyboard, mouse and pad alike, undo within the turn, the End-turn confirmation, pause, the
session's AI driving); the Duel names its own parts: :class:`~.duel_layout.DuelLayout` (the
shared board in the centre, each seat's hand and Masonry Yard on its own side),
:class:`~.duel_status.DuelInteraction` (hints that name what a move does to control) and
:class:`~.duel_view.DuelView` (placers' markers, controllers' rims, the tally).  The rules
state is the core's ``DuelState`` (``state.mode == "duel"``): the table never decides control,
it reads ``tile_owner``, ``controller``, ``completed_by`` and ``control_counts``.
"""

from __future__ import annotations

from game import games
from game.scenes.picture_pie.duel_layout import DuelLayout
from game.scenes.picture_pie.duel_results import make_duel_results
from game.scenes.picture_pie.duel_status import DuelInteraction
from game.scenes.picture_pie.duel_view import DuelView
from game.scenes.picture_pie.table import GAME_ID, PicturePieTable


def new_duel_state(config: dict):
    """A fresh Duel for a New Game config (its seed; always 2 seats)."""
    return games.new_state(GAME_ID, 2, int(config.get("seed", 1)), duel=True)


class DuelTable(PicturePieTable):
    """``DuelTable(app, config, state=None)``: the Picture Pie table with the Duel's parts.
    ``config`` as in game.scenes.tables, with ``options["duel"]`` True (the registry's
    Duel mode); ``state`` a Duel to resume."""

    name = "pp-duel-table"
    layout_class = DuelLayout
    interaction_class = DuelInteraction
    view_class = DuelView

    def __init__(self, app, config: dict, state=None):
        # the Duel's option always travels with the config: Restart, Play again and the
        # autosave rebuild a Duel (the registry's mode selected by ``options["duel"]``)
        options = dict(config.get("options") or {}, duel=True)
        super().__init__(app, dict(config, options=options), state)

    def new_state(self, config: dict):
        return new_duel_state(config)

    def make_results(self):
        return make_duel_results(self.app, self.state, self.names, self.play_again, table=self)
