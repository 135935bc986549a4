"""Picture Pie - Ancient City rules core (pure Python; rulings PP-1..PP-25).

Exposes the package interface ``game.games`` expects: ``GAME_ID``, ``DATA_FILE``,
``parse_data(dict) -> PictureData`` (raises DataError) and
``new_game(data, players, seed, blueprints=False) -> PicturePieState``; ``DATA_PARTS``: the
Civic Blueprint deck file that ``game.games.game_data`` loads with the tile set.
"""

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel, action_from_dict)
from game.core.picture_pie.board import NEIGHBOURS, Board, Site, site_name
from game.core.picture_pie.data import (EIGHTH, HALF, MOTIFS, QUARTER, WHOLE, PictureData, Tile,
                                        parse_data)
from game.core.picture_pie.scoring import LEDGER_KEYS
from game.core.picture_pie.state import GAME_ID, PicturePieState, Wheel
from game.core.picture_pie.duel import DuelState, from_opening, new_game
from game.core.picture_pie import codex_state as _codex_state  # noqa: F401 (registers "codex")

DATA_FILE = "picture_pie/tiles.toml"

__all__ = [
    "GAME_ID", "DATA_FILE", "from_opening", "parse_data", "new_game", "PicturePieState", "DuelState", "PictureData", "Tile",
    "Board", "Site", "Wheel", "NEIGHBOURS", "LEDGER_KEYS", "MOTIFS", "WHOLE", "HALF", "QUARTER",
    "EIGHTH", "Pick", "DraftHalf", "DraftSmall", "DraftNothing", "Place", "Rotate", "Store",
    "TurnWheel", "EndTurn", "action_from_dict", "site_name",
]

from game.core.picture_pie.blueprints import parse_deck, with_deck  # noqa: E402

#: the Civic Blueprint deck (PP-22), loaded with the tile set by game.games.game_data
BLUEPRINTS_FILE = "picture_pie/blueprints.toml"
DATA_PARTS = ((BLUEPRINTS_FILE, parse_deck, with_deck),)
