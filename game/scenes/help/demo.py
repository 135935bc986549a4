"""Demo scenes of the rules reference and the tutorials for ``--scene NAME``: ``help`` (from
the Title, tutorials listed), ``help-<game>-<mode>`` (each book at its first page with a
picture, over the Title) and ``tutorial-<game>`` (each game's tutorial, mid-step after its first step)."""

from __future__ import annotations

from game import games
from game.scenes.help.pages import books
from game.scenes.help.scene import HelpScene
from game.scenes.title import TitleScene


def _help(app, seed):
    app.push(TitleScene(app))
    return HelpScene(app, tutorials=True)


def _book(game: str, mode: str):
    def make(app, seed):
        app.push(TitleScene(app))
        book = next(b for b in books() if (b.game, b.mode) == (game, mode))
        page = next((p.id for p in book.pages if "\n@" in p.body), None)
        return HelpScene(app, game, mode, page)
    return make


def _tutorial(game: str):
    def make(app, seed):
        return games.resolve(games.info(game).tutorial)(app, demo=True)
    return make


def _scenes() -> dict:
    out = {"help": _help}
    for b in books():
        out[f"help-{b.game}-{b.mode}"] = _book(b.game, b.mode)
    for gid in games.game_ids():
        if games.info(gid).tutorial:
            out[f"tutorial-{gid}"] = _tutorial(gid)
    return out


DEMO_SCENES = _scenes()
