"""Start a game table from a New Game configuration.

``config`` = {"game": "picture-pie" | "akropolis", "seed": int,
              "seats": [{"name": str, "kind": "person" | "ai", "ai": "random" | "greedy"}, ...],
              "options": {...}}   (Akropolis: {"variants": [...], "all_tiles": bool,
                                   "solo": None | "hippodamos" | "metagenes" | "callicrates"})
The table class is imported lazily: "game.scenes.picture_pie.table:PicturePieTable" or
"game.scenes.akropolis.table:AkropolisTable", constructed as ``cls(app, config)``.
"""

from __future__ import annotations

import importlib
import traceback

TABLES = {
    "picture-pie": "game.scenes.picture_pie.table:PicturePieTable",
    "akropolis": "game.scenes.akropolis.table:AkropolisTable",
}

GAME_TITLES = {"picture-pie": "Picture Pie \u2013 Ancient City", "akropolis": "Akropolis"}


def table_class(game_id: str):
    """The table scene class for ``game_id``.  Raises ImportError/AttributeError/KeyError."""
    mod_name, cls_name = TABLES[game_id].split(":")
    return getattr(importlib.import_module(mod_name), cls_name)


def start_game(app, config: dict) -> bool:
    """Replace the whole stack with the table for ``config``.  On failure (table not importable
    or its constructor raising) the stack is left alone, a toast explains, and False is returned."""
    game_id = config.get("game")
    try:
        cls = table_class(game_id)
    except Exception as exc:
        app.toast(f"{GAME_TITLES.get(game_id, game_id)} table is not available yet "
                  f"({type(exc).__name__}: {exc}).", 5.0)
        return False
    try:
        scene = cls(app, config)
    except Exception as exc:
        traceback.print_exc()
        app.toast(f"Could not start {GAME_TITLES.get(game_id, game_id)}: "
                  f"{type(exc).__name__}: {exc}", 6.0)
        return False
    app.settings["last_game"] = game_id
    app.reset_to(scene)
    return True
