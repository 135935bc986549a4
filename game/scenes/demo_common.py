"""Demo scenes of the app shell for ``--scene NAME``: title, new-game (the first game),
new-game-<game> (each further game), settings, pause, rules-<game> (each game), results,
results-tie, attract (the Title's idle AI game); the games are the registry's (game.games)."""

from __future__ import annotations

import pygame

from game import games
from game.app.scene import Scene
from game.input.actions import Act
from game.render import palette as P
from game.render.fonts import text
from game.render import art
from game.render.widgets import background
from game.scenes.attract import AttractScene
from game.scenes.dialogs import RulesScene
from game.scenes.help.demo import DEMO_SCENES as HELP_SCENES
from game.scenes.new_game import NewGameScene
from game.scenes.new_game_devices import DEMO_SCENES as DEVICE_SCENES
from game.scenes.pause import PauseScene
from game.scenes.replays_demo import DEMO_SCENES as REPLAY_DEMOS
from game.scenes.results import ResultsScene
from game.scenes.rules_text import RULES, RULES_TITLES
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import TitleScene


class BackdropScene(Scene):
    """A stand-in table for the pause demo: BACK/PAUSE open the pause overlay, as a table does."""

    name = "backdrop"

    def __init__(self, app, rules: str | None = None) -> None:
        super().__init__(app)
        self.rules = rules if rules is not None else games.game_ids()[0]
        self.restarts = 0

    def open_pause(self) -> None:
        self.app.push(PauseScene(self.app, on_restart=self.restart, rules_text=self.rules))

    def restart(self) -> None:
        self.restarts += 1

    def handle(self, ev) -> bool:
        if ev.act in (Act.BACK, Act.PAUSE):
            self.open_pause()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(background((w, h)), (0, 0))
        pie = art.mosaic_pie(int(min(w, h) * 0.3))
        surface.blit(pie, pie.get_rect(center=(w // 2, h // 2)))
        text(surface, "A table in play", (w // 2, 20), max(14, h // 24), P.MUTED, "midtop",
             caps=True)


def _title(app, seed):
    return TitleScene(app)


def _new_game(game_id):
    def make(app, seed):
        return NewGameScene(app, game_id, seed=seed)
    return make


def _settings(app, seed):
    return SettingsScene(app)


def _pause(app, seed):
    """The backdrop is pushed first, the pause overlay returned (pushed on top by the caller)."""
    back = BackdropScene(app)
    app.push(back)
    return PauseScene(app, on_restart=back.restart, rules_text=back.rules)


def _rules(game_id):
    def make(app, seed):
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
        names = ["You", "Hypatia", "Archimedes"]
        ledgers = [dict(x) for x in DEMO_LEDGERS]
        winners = [0, 1] if tie else [1]
        if not tie:
            ledgers[1]["total"] = 1930
            ledgers[1]["flora"] = 250
        return ResultsScene(app, "Final Ledger", names, ledgers, DEMO_CATEGORIES, winners, "",
                            on_play_again=lambda: app.toast("Play again (demo)"),
                            subtitle="Demo ledger \u00b7 ties: more completed monuments, then "
                                     "fewer yard tiles")
    return make


def _demo_scenes() -> dict:
    ids = games.game_ids()
    scenes = {"title": _title, "new-game": _new_game(ids[0])}
    scenes.update({f"new-game-{g}": _new_game(g) for g in ids[1:]})
    scenes.update({"settings": _settings, "pause": _pause})
    scenes.update({f"rules-{g}": _rules(g) for g in ids})
    scenes.update({"results": _results(False), "results-tie": _results(True)})
    scenes.update(HELP_SCENES)   # the rules reference and the tutorials (game.scenes.help)
    scenes.update(REPLAY_DEMOS)   # replays, replay-viewer, replay-viewer-cities
    scenes["attract"] = lambda app, seed: AttractScene(app, max(0, seed - 1))   # Title idle
    return scenes


DEMO_SCENES = {**_demo_scenes(), **DEVICE_SCENES}
