"""The tutorial's script runner: which step is shown, when it is done, what a wrong move is
told.  No pygame: the steps' checks read the session's applied actions and the table's state.

A script is a tuple of *turns*, each a tuple of :class:`Step` s.  The coach shows the first step
not yet done of the current turn; a step is done when its ``check`` says so, either for an
action the person's seat just applied (``check(table, applied)``) or, polled every frame,
for the table's state (``check(table, None)``).  Steps of the current turn may be done in any
order; a step marked ``early`` (one a move of an earlier turn may already do, e.g. a plaza
built while raising a tile over quarries) is ticked by that move too.  When the person's turn
ends, steps of that turn still open are *skipped* (never a dead
end: the player is told they can do it any turn) and the next turn's steps begin.  A refused
action or one that does not do the current step gets the step's ``hint``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Step:
    """One thing to do.  ``key`` (tests), ``title`` (the callout's heading), ``text`` (what and
    why, in the rulebook's terms), ``how`` (device -> how to do it: "mouse", "keys" for the
    keyboard and the controller, whose ``{name}`` fields are control labels of
    game.input.hints), ``hint`` (said after a wrong move), ``target`` (the name of the place
    the callout points at; the table resolves it), ``check(table, applied)`` (True when done;
    ``applied`` None when polled), ``allows`` (action classes that are on the way to the step,
    e.g. the first of three picks: no hint for them), ``early`` (a move of an earlier turn that
    does it ticks it too)."""

    key: str
    title: str
    text: str
    how: dict
    hint: str
    target: str
    check: Callable[[Any, Any], bool] | None = None
    allows: tuple = ()
    early: bool = False


#: the tones of a coach's note: a refusal, a move that is fine but not the step, a skip
BAD, GOOD, INFO = "bad", "good", "info"


class Coach:
    """``Coach(turns)``: the state of a tutorial run over ``turns`` (tuples of steps).

    Public: ``turn`` (index), ``done`` (step keys done), ``skipped`` (keys skipped), ``note``
    (the last hint or skip note, "" when none), ``tone`` (the note's: :data:`BAD` a refusal,
    :data:`GOOD` another fine move, :data:`INFO` a skip), ``finished`` (every turn walked),
    ``stopped`` (the player chose to skip the tutorial), ``dismissed`` (the closing callout
    was closed)."""

    def __init__(self, turns: tuple[tuple[Step, ...], ...]) -> None:
        self.turns = turns
        self.turn = 0
        self.done: list[str] = []
        self.skipped: list[str] = []
        self.note = ""
        self.tone = INFO
        self._note_step: str | None = None   # a refusal's note holds while this step shows
        self.stopped = False
        self.dismissed = False

    # ------------------------------------------------------------------------------ state
    @property
    def finished(self) -> bool:
        return self.turn >= len(self.turns)

    @property
    def active(self) -> bool:
        """A callout shows: not stopped, and not the closing one closed."""
        return not self.stopped and not (self.finished and self.dismissed)

    def step(self) -> Step | None:
        """The step shown now (None once every turn is walked)."""
        if self.finished:
            return None
        return next((s for s in self.turns[self.turn]
                     if s.key not in self.done and s.key not in self.skipped), None)

    def number(self) -> tuple[int, int]:
        """(the shown step's number from 1 in the script, the number of steps)."""
        keys = [s.key for t in self.turns for s in t]
        shown = self.step()
        return (keys.index(shown.key) + 1 if shown is not None else len(keys)), len(keys)

    def _say(self, text: str, tone: str) -> None:
        self.note, self.tone = text, tone
        shown = self.step()
        self._note_step = shown.key if tone == BAD and shown is not None else None

    def clear_refusal(self) -> None:
        """A move went through unrefused (e.g. the right tile chosen): a refusal's note goes."""
        if self.tone == BAD:
            self._say("", INFO)

    def _open(self, s: Step) -> bool:
        return s.key not in self.done and s.key not in self.skipped and s.check is not None

    def _candidates(self) -> list[Step]:
        """The current turn's open steps, then later turns' ``early`` ones."""
        now = [s for s in self.turns[self.turn] if self._open(s)]
        return now + [s for t in self.turns[self.turn + 1:] for s in t
                      if s.early and self._open(s)]

    # ------------------------------------------------------------------------------ events
    def _advance(self) -> None:
        while not self.finished and self.step() is None:
            self.turn += 1
        shown = self.step()
        if self.tone == BAD and (shown is None or shown.key != self._note_step):
            self._say("", INFO)                    # a refusal never outlives its step

    def applied(self, table, applied, person: bool) -> None:
        """An action was applied (``person``: by the coached seat).  Marks the current turn's
        steps it does; an action of the person that does none gets the current step's hint."""
        if self.finished or self.stopped:
            return
        if person:
            hit = False
            for s in self._candidates():
                if s.check(table, applied):
                    self.done.append(s.key)
                    hit = True
            shown = self.step()
            on_way = shown is not None and isinstance(getattr(applied, "action", None),
                                                       shown.allows)
            if hit or shown is None or on_way:
                self._say("", INFO)
            else:
                self._say(f"That works too. {shown.hint}", GOOD)
        if person and getattr(applied, "turn_ended", False):
            self._end_turn()
        self._advance()

    def _end_turn(self) -> None:
        """The person's turn ended: the steps of this turn still open are skipped, with a
        note."""
        left = [s for s in self.turns[self.turn] if s.key not in self.done
                and s.key not in self.skipped]
        for s in left:
            self.skipped.append(s.key)
        if left:
            names = ", ".join(s.title.lower() for s in left)
            self._say(f"Skipped for now: {names}. You can do it on any turn.", INFO)

    def poll(self, table) -> None:
        """Every frame: the steps whose check reads the table's state (``applied`` None)."""
        if self.finished or self.stopped:
            return
        for s in self._candidates():
            if s.check(table, None):
                self.done.append(s.key)
        self._advance()

    def refused(self, reason: str) -> None:
        """The person tried something the rules refuse: the reason and the step's hint."""
        shown = self.step()
        if shown is not None and not self.stopped:
            said = reason.strip().rstrip(".")
            hint = shown.hint.strip()
            same = hint.rstrip(".").lower() in said.lower() or said.lower() in hint.lower()
            self._say(f"Not quite: {said}." + ("" if same else f" {hint}"), BAD)

    def stop(self) -> None:
        """The player skipped the tutorial: no more callouts."""
        self.stopped = True

    def dismiss(self) -> None:
        """The closing callout was closed."""
        self.dismissed = True
