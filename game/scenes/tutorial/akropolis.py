"""Akropolis's tutorial: a seeded first game (You against Livia, an Easy AI) on the real table,
walking three turns: choose a tile from the Construction Site and see its cost in stones, place
it touching the city (the placement ends the turn); cover a quarry for a stone and build a
district on a higher level; take a plaza.  See game.scenes.tutorial.table."""

from __future__ import annotations

import pygame

from game.core.akropolis import AkropolisState
from game.core.akropolis.actions import Place
from game.core.akropolis.events import Placed, StonesGained
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.tutorial.coach import Step
from game.scenes.tutorial.table import PERSON, TutorialMixin, tutorial_config

#: the seed of the tutorial's game (You are the first Chief Architect)
SEED = 2


def _placed(applied) -> tuple:
    """The (q, r, level) hexes the person's applied placement covered (() for none)."""
    if applied is None or not isinstance(applied.action, Place):
        return ()
    return next((e.hexes for e in applied.events if isinstance(e, Placed)), ())


def _chosen(table, applied) -> bool:
    return table.selected is not None or bool(_placed(applied))


def _on_ground(table, applied) -> bool:
    return bool(_placed(applied))


def _stone(table, applied) -> bool:
    return applied is not None and any(isinstance(e, StonesGained) and e.seat == PERSON
                                       and e.gained > 0 for e in applied.events)


def _higher(table, applied) -> bool:
    return any(level >= 2 for _q, _r, level in _placed(applied))


def _plaza(table, applied) -> bool:
    cells = table.state.cities[PERSON].cells
    return any(getattr(cells.get((q, r)), "kind", None) == "plaza"
               for q, r, _level in _placed(applied))


_PLACE_HOW = {"mouse": "Point where it goes (right click turns it), click to choose the spot "
                       "and click again to place it.",
              "keys": "{move} moves it, {rotate} turns it, {confirm} chooses the spot and "
                      "{confirm} again places it."}

TURNS = (
    (Step("choose", "Choose a tile",
          "The Construction Site holds the tiles you may buy: the first is free, the next "
          "costs 1 stone, then 2, and so on. You start with 1 stone.",
          {"mouse": "Click a tile in the Construction Site at the top.",
           "keys": "Press {cycle} to choose a tile of the Construction Site."},
          "Choose one of the Construction Site's tiles first.", "site", _chosen),
     Step("place", "Place it touching your city",
          "On the ground a tile must share an edge with your city. Placing the tile ends "
          "your turn; then Livia builds.", _PLACE_HOW,
          "On the ground the tile must touch your city along an edge.", "city", _on_ground)),
    (Step("quarry", "Cover a quarry for a stone",
          "Every quarry you cover gives you 1 stone. Stones buy tiles further along the "
          "Construction Site, score 1 point each and break ties.", _PLACE_HOW,
          "Put the tile over one of your grey quarries.", "city", _stone, early=True),
     Step("higher", "Build a district higher up",
          "A tile may go on top of your city: it must rest entirely on hexes of one level, "
          "cover hexes of at least two different tiles, and never overhang. A district "
          "scores its level, so higher is better.", _PLACE_HOW,
          "A raised tile rests on one level and covers two different tiles.", "city",
          _higher, early=True)),
    (Step("plaza", "Build a plaza",
          "Districts only score with plazas of their colour: a colour's districts are "
          "multiplied by the stars of its plazas (blue 1, yellow, red and purple 2, green "
          "3). Take a tile with a plaza and place it.",
          {"mouse": "Click a tile with a star in the Construction Site, then place it.",
           "keys": "Press {cycle} to a tile with a star, then place it."},
          "Choose a tile with a plaza: the hexes with stars.", "site", _plaza,
          early=True),),
)


class AkropolisTutorial(TutorialMixin, AkropolisTable):
    """The Akropolis table with the tutorial's coach (see game.scenes.tutorial.table)."""

    name = "ak-tutorial"
    TURNS = TURNS

    def __init__(self, app, config: dict | None = None, state=None) -> None:
        super().__init__(app, config or tutorial_config(
            AkropolisState.GAME_ID, SEED, self.OPPONENT, {}), state)
        self.tutorial_start()

    def target_rect(self, name: str) -> pygame.Rect | None:
        if name == "site":
            rects = [self._card_rect(i) for i in range(len(self.state.site))]
            return rects[0].unionall(rects[1:]) if rects else None
        if name == "city":
            return self.view_rect.inflate(-self.view_rect.w // 3, -self.view_rect.h // 3)
        return None

    def avoid_rects(self) -> list[pygame.Rect]:
        return [self.bottom_rect, self.site_rect]

    def home_rect(self) -> pygame.Rect | None:
        """The score column on the right, below the seats' score cards."""
        w, h = self.size
        return pygame.Rect(w - self.panel_w + 4, 0, self.panel_w - 8, h - 4)


def start_tutorial(app, demo: bool = False):
    """Start the tutorial: the stack becomes its table (``demo``: only build and return it,
    for ``--scene``).  Returns the table."""
    table = AkropolisTutorial(app)
    if not demo:
        app.reset_to(table)
    return table
