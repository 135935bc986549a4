"""Picture Pie's tutorial: a seeded first game (You against Livia, an Easy AI; no Civic
Blueprints) on the real table, walking the setup picks and two turns: draft from the Quarry
Wheel, place into a Monument Site, turn a site, turn the wheel, end the turn; then small pieces
from the Sundial's sector and the Masonry Yard.  See game.scenes.tutorial.table."""

from __future__ import annotations

import pygame

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel)
from game.core.picture_pie.state import PicturePieState
from game.scenes.picture_pie.table import PicturePieTable
from game.scenes.tutorial.coach import Step
from game.scenes.tutorial.table import PERSON, TutorialMixin, tutorial_config

#: the seed of the tutorial's game (You play first)
SEED = 2


def _did(*kinds):
    """A check: the applied action is one of ``kinds``."""
    return lambda table, applied: applied is not None and isinstance(applied.action, kinds)


def _picked_all(table, applied) -> bool:
    return table.state.stage != "setup" or not any(table.state.setup_needs(PERSON).values())


def _used_yard(table, applied) -> bool:
    """A tile went to the Masonry Yard, or a tile from it was placed."""
    if applied is None:
        return False
    a = applied.action
    return isinstance(a, Store) or (isinstance(a, Place) and a.tile_id in table.yard_before)


_DRAFTED = _did(DraftHalf, DraftSmall, DraftNothing)
_END = dict(title="End your turn",
            text="Tiles still in your hand go to the Masonry Yard (3 at most); a drafted tile "
                 "that fits nowhere is discarded and costs 100 points. Until you end the turn "
                 "you can undo anything you did in it.",
            how={"mouse": "Click End turn at the bottom.", "keys": "Press {end_turn}."},
            hint="End your turn when you are done.", target="end", check=_did(EndTurn))

TURNS = (
    (Step("pick", "Pick your starting tiles",
          "Before the first round each builder takes 1 Quarter and 2 Eighths, of any motifs, "
          "into the Masonry Yard.",
          {"mouse": "Click a Quarter, then two Eighths, in the rows on the left.",
           "keys": "{move} to a tile on the left and press {confirm} to pick it: a Quarter "
                   "and two Eighths."},
          "Pick a Quarter and two Eighths from the rows on the left.", "picks", _picked_all,
          allows=(Pick,)),),
    (Step("draft", "Draft from the Quarry Wheel",
          "Take one Half from any sector, or one or two small pieces (Quarters and Eighths) "
          "from the lit sector the brass Sundial points at.",
          {"mouse": "Click a Half, or one or two small pieces of the lit sector and then Take.",
           "keys": "With {move} go round the wheel's tiles (past its edge they reach the "
                   "buttons); {confirm} on a Half takes it; on small pieces of the lit sector "
                   "{confirm} chooses one or two, then {confirm} again or Take takes them."},
          "Take a Half from any sector, or small pieces from the lit sector.", "wheel",
          _DRAFTED),
     Step("place", "Place a tile in a Monument Site",
          "A site has 8 slots: a Half fills 4, a Quarter 2, an Eighth 1. Tiles go into free "
          "slots side by side; 8 filled slots complete a monument.",
          {"mouse": "Click a tile in your hand, then a site: the ghost shows where it lands; "
                    "right click turns it.",
           "keys": "Choose a tile in your hand with {confirm}, {move} to a site and press "
                   "{confirm} again; {rotate} turns the tile."},
          "Choose a tile in your hand, then a site where its ghost fits.", "board",
          _did(Place)),
     Step("rotate", "Turn a site",
          "You may turn any unfinished site of yours by steps of 45\u00b0; its tiles turn "
          "together, so a mark can face a neighbour.",
          {"mouse": "Point at a site with tiles and click a Site button at the bottom.",
           "keys": "With no tile chosen, {move} to a site with tiles and press {rotate}."},
          "Turn one of your unfinished sites with a Site button.", "site_buttons",
          _did(Rotate)),
     Step("wheel", "Turn the Quarry Wheel",
          "Once per turn, after drafting, you may turn the wheel one sector either way: the "
          "Sundial then lights another sector's tiles.",
          {"mouse": "Click one of the Wheel buttons at the bottom.",
           "keys": "Press {cycle} until the wheel is focused, then {rotate}; or use a Wheel "
                   "button."},
          "Turn the Quarry Wheel one sector with a Wheel button.", "wheel_buttons",
          _did(TurnWheel)),
     Step("end", **_END)),
    (Step("draft2", "Draft small pieces",
          "This time take one or two small pieces from the lit sector: Quarters and Eighths "
          "fill the gaps a Half leaves.",
          {"mouse": "Click one or two small pieces of the lit sector, then Take.",
           "keys": "{move} to a small piece of the lit sector, press {confirm} on one or two, "
                   "then choose Take."},
          "Small pieces come from the sector the Sundial points at.", "wheel", _DRAFTED),
     Step("yard", "Use the Masonry Yard",
          "The Masonry Yard keeps up to 3 tiles for later turns; each tile still there at the "
          "end costs 100 points.",
          {"mouse": "Click a yard tile and then a site, or a hand tile and then To yard.",
           "keys": "Choose a yard tile with {confirm} and place it, or choose a hand tile and "
                   "the To yard button."},
          "Place a tile from the Masonry Yard, or keep a drafted one there with To yard.",
          "tray", _used_yard),
     Step("end2", **_END)),
)


class PicturePieTutorial(TutorialMixin, PicturePieTable):
    """The Picture Pie table with the tutorial's coach (see game.scenes.tutorial.table)."""

    name = "pp-tutorial"
    TURNS = TURNS

    def __init__(self, app, config: dict | None = None, state=None) -> None:
        self.yard_before: tuple = ()   # the person's yard before the action being applied
        super().__init__(app, config or tutorial_config(
            PicturePieState.GAME_ID, SEED, self.OPPONENT, {"blueprints": False}), state)
        self.tutorial_start()

    def before_apply(self, action, seat) -> None:
        super().before_apply(action, seat)
        self.yard_before = tuple(self.state.boards[PERSON].yard)

    def target_rect(self, name: str) -> pygame.Rect | None:
        lay = self.layout
        if name == "picks":
            rects = list(lay.pick_rects.values())
            return rects[0].unionall(rects[1:]) if rects else None
        if name == "wheel":
            (cx, cy), r = lay.wheel_center, int(lay.wheel_radius * 1.25)
            return pygame.Rect(int(cx - r), int(cy - r), 2 * r, 2 * r)
        if name == "board":
            return lay.board
        if name == "tray":
            return lay.tray
        if name in ("site_buttons", "wheel_buttons"):
            kind = name.split("_")[0]
            return lay.buttons[f"{kind}_ccw"].union(lay.buttons[f"{kind}_cw"])
        return lay.buttons.get(name)

    def avoid_rects(self) -> list[pygame.Rect]:
        return [self.layout.bottom, self.layout.top]

    def home_rect(self) -> pygame.Rect | None:
        """The right column (the other seats' boards)."""
        return self.layout.right.inflate(-self.layout.m, -self.layout.m)


def start_tutorial(app, demo: bool = False):
    """Start the tutorial: the stack becomes its table (``demo``: only build and return it,
    for ``--scene``, with both seats' setup picks made, so it shows the draft step).
    Returns the table."""
    table = PicturePieTutorial(app)
    if not demo:
        app.reset_to(table)
        return table
    st = table.state
    while st.stage == "setup":
        owed = st.setup_needs(st.current_seat)
        size = 2 if owed.get(2) else 1
        table.session.apply(next(a for a in st.legal_actions()
                                 if isinstance(a, Pick) and a.size == size))
    return table
