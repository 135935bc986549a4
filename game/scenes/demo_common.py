"""Demo scenes of the app shell for ``--scene NAME``: title, new-game, new-game-akropolis,
settings, pause, rules-picture-pie, rules-akropolis, results, results-tie."""

from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input.actions import Act
from game.render import palette as P
from game.render.fonts import text
from game.render.widgets import background


class BackdropScene(Scene):
    """A stand-in table for the pause demo: BACK/PAUSE open the pause overlay, as a table does."""

    name = "backdrop"

    def __init__(self, app, rules: str = "picture-pie") -> None:
        super().__init__(app)
        self.rules = rules
        self.restarts = 0

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app, on_restart=self.restart, rules_text=self.rules))

    def restart(self) -> None:
        self.restarts += 1

    def handle(self, ev) -> bool:
        if ev.act in (Act.BACK, Act.PAUSE):
            self.open_pause()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        from game.scenes import art
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        pie = art.mosaic_pie(int(min(w, h) * 0.3))
        surface.blit(pie, pie.get_rect(center=(w // 2, h // 2)))
        text(surface, "A table in play", (w // 2, 20), max(14, h // 24), P.MUTED, "midtop",
             caps=True)


def _title(app, seed):
    from game.scenes.title import TitleScene
    return TitleScene(app)


def _new_game(app, seed):
    from game.scenes.new_game import NewGameScene
    return NewGameScene(app, "picture-pie", seed=seed)


def _new_game_ak(app, seed):
    from game.scenes.new_game import NewGameScene
    return NewGameScene(app, "akropolis", seed=seed)


def _settings(app, seed):
    from game.scenes.settings_scene import SettingsScene
    return SettingsScene(app)


def _pause(app, seed):
    """The backdrop is pushed first, the pause overlay returned (pushed on top by the caller)."""
    from game.scenes.pause import PauseScene
    back = BackdropScene(app)
    app.push(back)
    return PauseScene(app, on_restart=back.restart, rules_text="picture-pie")


def _rules(game_id):
    def make(app, seed):
        from game.scenes.pause import RulesScene
        from game.scenes.rules_text import RULES, RULES_TITLES
        app.push(BackdropScene(app, game_id))
        return RulesScene(app, RULES[game_id], RULES_TITLES[game_id])
    return make


DEMO_LEDGERS = [
    {"completed": 4, "base": 900, "purity": 300, "symmetry": 150, "terracotta": 120, "flora": 100,
     "laurel": 60, "links": 200, "blueprints": 150, "yard_penalty": -100, "total": 1880},
    {"completed": 5, "base": 1050, "purity": 150, "symmetry": 100, "terracotta": 180,
     "flora": 200, "laurel": 0, "links": 100, "blueprints": 100, "yard_penalty": 0, "total": 1880},
    {"completed": 3, "base": 700, "purity": 150, "symmetry": 50, "terracotta": 60, "flora": 0,
     "laurel": 120, "links": 100, "blueprints": 300, "yard_penalty": -200, "total": 1280},
]
DEMO_CATEGORIES = [("completed", "Monuments completed"), ("base", "Base value"),
                   ("purity", "Purity bonus"), ("symmetry", "Symmetry"),
                   ("terracotta", "Terracotta"), ("flora", "Flora"), ("laurel", "Laurel tokens"),
                   ("links", "Road & aqueduct links"), ("blueprints", "Blueprints"),
                   ("yard_penalty", "Masonry Yard penalty"), ("total", "Total")]


def _results(tie: bool):
    def make(app, seed):
        from game.scenes.results import ResultsScene
        names = ["You", "Hypatia", "Archimedes"]
        ledgers = [dict(x) for x in DEMO_LEDGERS]
        winners = [0, 1] if tie else [1]
        if not tie:
            ledgers[1]["total"] = 1930
            ledgers[1]["flora"] = 250
        return ResultsScene(app, "Final Ledger", names, ledgers, DEMO_CATEGORIES, winners, "",
                            on_play_again=lambda: app.toast("Play again (demo)"),
                            subtitle="Demo ledger \u00b7 ties broken per PP-24")
    return make


DEMO_SCENES = {
    "title": _title,
    "new-game": _new_game,
    "new-game-akropolis": _new_game_ak,
    "settings": _settings,
    "pause": _pause,
    "rules-picture-pie": _rules("picture-pie"),
    "rules-akropolis": _rules("akropolis"),
    "results": _results(False),
    "results-tie": _results(True),
}
