"""The one mapping from the rules' typed events to sound cues, and the session observer that
plays them.

:data:`EVENT_CUES` maps an event's ``TYPE`` (game/core/events.py subclasses: both games'
``events.py``, the Duel's ``controlled``, Pantheon's ``pantheon-*``) to a cue of
game.audio.synth.EFFECTS, or to None for events that stay quiet (round starts, refills shown by
the wheel's own cue).  An apply often makes several events (a placement that completes a
monument and links a road): :func:`cues_for` keeps each cue once, the most telling first
(:data:`PRIORITY`), at most :data:`MAX_LAYERED` of them, so a big move sounds rich, not noisy.
"""

from __future__ import annotations

from typing import Iterable

EVENT_CUES: dict[str, str | None] = {
    # Picture Pie (campaign, Duel, Codex)
    "pick": "draft", "draft": "draft", "place": "place", "rotate": "rotate",
    "store": "place", "discard": "refuse", "wheel": "wheel", "sundial": "wheel",
    "completed": "complete", "token": "complete", "link": "link", "controlled": "complete",
    "refill": None, "round": None, "game_over": "complete", "undo": "click",
    # Akropolis (base, solo vs the Architect, Athena)
    "buy": "draft", "stones": "stone", "architect": "place", "card": "complete",
    "reset": "wheel", "finish": None,
    # Akropolis Pantheon
    "pantheon-placed": "place", "pantheon-paid": "stone", "pantheon-gift": "stone",
    "pantheon-revealed": "draft", "pantheon-completed": "complete",
    "pantheon-discarded": "refuse", "pantheon-unlocked": "stone", "pantheon-crushed": "refuse",
    "pantheon-turn": None, "pantheon-over": "complete",
}

#: most telling first: a completion outranks the placement that made it
PRIORITY = ("complete", "link", "stone", "wheel", "place", "rotate", "draft", "refuse", "click",
            "hover")
#: cues played together for one apply at most
MAX_LAYERED = 2


def cue_of(event) -> str | None:
    """The cue of one event (an Event record or its plain dict), None when it is quiet or not
    in the table."""
    kind = event.get("type") if isinstance(event, dict) else getattr(event, "TYPE", None)
    return EVENT_CUES.get(kind)


def cues_for(events: Iterable) -> list[str]:
    """The cues to play for one apply's ``events``: each at most once, in :data:`PRIORITY`
    order, at most :data:`MAX_LAYERED`."""
    found = {c for c in map(cue_of, events) if c is not None}
    return [c for c in PRIORITY if c in found][:MAX_LAYERED]


class CueObserver:
    """A GameSession observer (``session.subscribe(CueObserver(app))``): plays the cues of
    every applied action (a person's or an AI's) and of an undo on ``app.audio`` (looked up at
    each event: nothing happens when the app has none).  ``on_refused(reason)`` is for the
    caller of a refused ``session.apply`` (the session fires nothing for a refusal)."""

    def __init__(self, app) -> None:
        self.app = app

    def _play(self, cue: str) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None:
            audio.play(cue)

    def on_applied(self, applied) -> None:
        for cue in cues_for(applied.events):
            self._play(cue)

    def on_undone(self, applied) -> None:
        self._play("click")

    def on_refused(self, reason: str = "") -> None:
        self._play("refuse")
