"""What both tutorials add to a real table: :class:`TutorialMixin`, put before the game's
table class (``class PicturePieTutorial(TutorialMixin, PicturePieTable)``).

The game is the real one (a seeded first game against one AI opponent); the mixin adds the
:class:`~game.scenes.tutorial.coach.Coach`, fed by the session's applied actions (the table's
``on_applied`` observer hook), the refusals the table says (:meth:`say`) and a poll of the
table every frame; the callout drawn over the table (:mod:`game.scenes.tutorial.callout`), pointing at the place
the game's :meth:`target_rect` names from its layout; its button skips the tutorial (the game
goes on without callouts) or closes the last callout.  The pause menu's last entry leaves the
tutorial for the title.  A tutorial never autosaves: the player's Continue stays as it was.

A game's tutorial table sets ``TURNS`` (the script), ``OPPONENT`` (the AI seat's name) and
implements :meth:`target_rect` and :meth:`avoid_rects`.
"""

from __future__ import annotations

import pygame

from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint
from game.scenes.pause import PauseScene, go_to_title
from game.scenes.tables import start_game
from game.scenes.tutorial.callout import Callout, Words, callout_geometry, draw_callout
from game.scenes.tutorial.coach import Coach, Step

#: the coached seat: the person always plays first (the tutorials' seeds make it so)
PERSON = 0
#: what the pause menu's last entry says and asks in a tutorial
LEAVE = ("Leave the tutorial", "Leave the tutorial?",
         "You go back to the title screen; this practice game is not kept.")


def tutorial_config(game_id: str, seed: int, opponent: str, options: dict) -> dict:
    """The New Game config of a tutorial: You (a person) against ``opponent`` (an Easy AI)."""
    return {"game": game_id, "seed": seed, "options": dict(options),
            "seats": [{"name": "You", "kind": "person"},
                      {"name": opponent, "kind": "ai", "ai": "easy"}]}


#: the devices a callout speaks of (game.input.hints)
DEVICES = ("keyboard", "mouse", "controller")


def how_text(app, step: Step) -> str:
    """The step's "how" for the device used last (``app``: the App, or a device name): the
    mouse's words, or the keys' words with each ``{name}`` filled with the control's label on
    the keyboard or the controller."""
    dev = device_of(app)
    if dev == "mouse" and "mouse" in step.how:
        return step.how["mouse"]
    return step.how["keys"].format_map(_Controls(app))


class _Controls(dict):
    """``{name}`` -> the control's label for ``app`` (game.input.hints.hint), looked up when the
    text names it (an unknown name raises KeyError, as hint does)."""

    def __init__(self, app) -> None:
        super().__init__()
        self.app = app

    def __missing__(self, name: str) -> str:
        return hint(self.app, name)


class TutorialMixin:
    """See the module doc.  Public: ``coach``, :meth:`callout` (the laid-out callout or
    None), :meth:`skip`."""

    TURNS: tuple = ()
    OPPONENT = "Livia"

    def tutorial_start(self) -> None:
        """Call at the end of ``__init__``: the coach over the script."""
        self.coach = Coach(self.TURNS)
        self._refusals = 0   # refusals said so far (a handled input without one clears them)

    # ------------------------------------------------------------------ hooks of the table
    def autosave(self, state) -> None:
        """A tutorial keeps no autosave (the player's Continue is left alone)."""

    def start(self, config: dict) -> bool:
        """Restart and Play again stay in the tutorial's table (a fresh coach)."""
        self.session.cancel_ai()
        self.app.reset_to(type(self)(self.app, dict(config)))
        return True

    def play_again(self) -> None:
        """After the tutorial's game, Play again starts an ordinary game (the registry's
        table, seed + 1, autosaved as usual)."""
        self.session.cancel_ai()
        start_game(self.app, dict(self.config, game=self.game_id,
                                  seed=int(self.config.get("seed", 1)) + 1))

    def open_pause(self) -> None:
        app = self.app
        label, question, detail = LEAVE
        app.push(PauseScene(app, on_restart=self.restart, rules_text=self.game_id,
                            title="Tutorial",
                            quit_to=(label, question, detail, lambda: go_to_title(app))))

    def say(self, text: str, bad: bool = False) -> None:
        """Every refusal the table says on the person's turn (the rules' through :meth:`act`,
        the table's own, e.g. a spot where the tile cannot go) also gets the step's hint."""
        super().say(text, bad)
        coach = getattr(self, "coach", None)   # None while the table is being built
        if bad and coach is not None and self.my_turn():
            self._refusals += 1
            coach.refused(text)

    def on_applied(self, applied) -> None:
        super().on_applied(applied)
        self.coach.applied(self, applied, applied.seat == PERSON and applied.by == "person")

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        self.coach.poll(self)

    def redraw_key(self):
        c = self.coach
        return (super().redraw_key(), c.turn, len(c.done), len(c.skipped), c.note, c.active,
                device_of(self.app))

    def idle_motion(self) -> bool:
        """The callout's frame pulses (at the table's idle frame rate) while a callout shows."""
        return super().idle_motion() or (self.coach.active and not self.covered)

    # ------------------------------------------------------------------ the callout
    def target_rect(self, name: str) -> pygame.Rect | None:
        """The screen rect of the place called ``name`` in the script (from the layout)."""
        return None

    def avoid_rects(self) -> list[pygame.Rect]:
        """Rects the callout should not cover (the table's buttons)."""
        return []

    def home_rect(self) -> pygame.Rect | None:
        """The side column the callout sits in when it is wide enough (None: a corner)."""
        return None

    def my_turn(self) -> bool:
        return self.state.current_seat == PERSON and not self.state.is_terminal

    def callout(self) -> Callout | None:
        """The callout to show now (None: none), laid out for the window."""
        c = self.coach
        if not c.active:
            return None
        step = c.step()
        if step is None:
            words = Words("Tutorial \u00b7 done", "Well done!",
                          ("You have walked through every step of the tutorial. This game goes "
                           f"on: finish it against {self.OPPONENT}, or leave it from the pause "
                           f"menu ({hint(self.app, 'pause')}).",), c.note, "Close", c.tone)
            return callout_geometry(self.size, words, None, self.avoid_rects(), self.home_rect())
        n, total = c.number()
        tag = f"Tutorial \u00b7 step {n} of {total}"
        if not self.my_turn():
            words = Words("Tutorial \u00b7 watch", f"{self.OPPONENT}'s turn",
                          (f"Watch {self.OPPONENT} play; your turn comes next.",), c.note,
                          tone=c.tone)
            return callout_geometry(self.size, words, None, self.avoid_rects(), self.home_rect())
        target, avoid, home = self.target_rect(step.target), self.avoid_rects(), self.home_rect()
        tallest = max(callout_geometry(self.size, Words(tag, step.title, (
            step.text, how_text(dev, step)), c.note), target, avoid, home).panel.h
            for dev in DEVICES)
        words = Words(tag, step.title, (step.text, how_text(self.app, step)), c.note,
                      tone=c.tone)
        return callout_geometry(self.size, words, target, avoid, home, tallest)

    def skip(self) -> None:
        """The callout's button: skip the tutorial (the game goes on), or close the last
        callout."""
        if self.coach.finished:
            self.coach.dismiss()
        else:
            self.coach.stop()
            self.app.toast("Tutorial skipped: the game goes on. Leave it from the pause menu.",
                           5.0)

    def handle(self, ev: InputEvent) -> bool:
        """The callout's button first; every other input reaches the table, a click on the
        panel too (never a dead end where a small window leaves the panel over the place it
        points at)."""
        c = self.callout() if not self.review_mode else None
        if c is not None and ev.act == Act.POINTER_DOWN and ev.pos is not None \
                and c.button.collidepoint(ev.pos):
            self.skip()
            return True
        refusals = self._refusals
        used = super().handle(ev)
        if used and ev.act in (Act.POINTER_DOWN, Act.CONFIRM) and self._refusals == refusals:
            self.coach.clear_refusal()              # the move went through: no stale "Not quite"
        return used

    def draw_table(self, surface: pygame.Surface) -> None:
        super().draw_table(surface)
        c = self.callout() if not self.covered and not self.review_mode else None
        if c is not None:
            draw_callout(surface, c, self.time)
