"""``main.py score FILE.toml``: the scorepad.  Prints a TOML ledger; bad input exits 2 with one line."""

from __future__ import annotations

import importlib
import sys

import tomli_w

from game.core.errors import DataError
from game.core.akropolis import pantheon_scorepad
from game.core.picture_pie import duel_scorepad
from game.core.scorepad_input import describe, quote
from game.games import game_data, game_ids, info
from game.storage.toml_io import FileDataError, data_error_to_file, locate_line, read_toml

# game id -> module with ``score_data(data: dict) -> dict`` (pure; raises DataError): each
# game's default registry entry's ``scorepad`` (game.games)
SCOREPADS = {gid: info(gid).scorepad for gid in game_ids()}
#: the Senate Wonder Duel's capital (PP-26), scored with Picture Pie's tile set
SCOREPADS[duel_scorepad.SCOREPAD_GAME] = duel_scorepad.__name__
#: an Akropolis: Pantheon Capital (issue 15), scored with the Akropolis data
SCOREPADS[pantheon_scorepad.SCOREPAD_GAME] = pantheon_scorepad.__name__


def score_file(path: str) -> dict:
    """Score the board in ``path``; returns the ledger dict.  Raises FileDataError."""
    data, text = read_toml(path)
    game = data.get("game")
    if not isinstance(game, str) or game not in SCOREPADS:
        known = ", ".join(f'"{g}"' for g in SCOREPADS)
        shown = ("missing" if game is None else quote(game) if isinstance(game, str)
                 else describe(game))
        raise FileDataError(path, f"game is {shown}; expected one of {known}",
                            line=locate_line(text, key="game"), where="game")
    try:
        mod = importlib.import_module(SCOREPADS[game])
        if getattr(mod, "NEEDS_GAME_DATA", False):  # scoring tables from levels/ (house values)
            return mod.score_data(data, game_data(getattr(mod, "DATA_GAME", game)))
        return mod.score_data(data)
    except DataError as err:
        raise data_error_to_file(path, text, err) from None


def main(path: str) -> int:
    try:
        ledger = score_file(path)
    except FileDataError as err:
        print(f"score: {err}", file=sys.stderr)
        return 2
    sys.stdout.write(tomli_w.dumps(ledger))
    return 0
