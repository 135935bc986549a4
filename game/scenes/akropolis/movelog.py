"""The Akropolis move log (issue 9, point 5): every move of the game as a short line, "Pericles
bought tile 3 for 2 stones, placed on level 2", and each seat's latest placement (the hexes the
table outlines on its city until that seat moves again).

Built only from the core's typed events (game.core.akropolis.events): a :class:`MoveLog` keeps
one group of events per applied action, in the order of the state's ``action_log``.  Each new
state version adds the last apply's ``state.events``; a take-back drops the last groups; a log
that does not continue what was seen (a loaded or restarted game) is rebuilt by replaying the
state's ``opening`` and ``action_log`` through the rules package (game.core.replay).  The table
keeps its MoveLog inside a DrawCache, so filling it while drawing changes nothing of the scene.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from game.core.akropolis.events import (ArchitectMoved, Bought, CardCompleted, GameOver, Placed,
                                       RoundReset, StonesGained)
from game.core.replay import rules_package
from game.scenes.akropolis.words import plural


class LastMove(NamedTuple):
    """A seat's latest placement: the tile id and its hexes as (q, r, level) triples."""
    tile: int
    hexes: tuple


class LogLine(NamedTuple):
    """One line of the log: the seat it is about (None for a round line) and its text."""
    seat: int | None
    text: str


class MoveLog:
    """The events of every applied action of one game, oldest first (see the module doc).

    ``sync(state)`` brings it up to ``state`` and returns self; ``groups`` is a list of event
    tuples, one per action of ``state.action_log``.  Never raises: a state whose history cannot
    be replayed (a save from before the action log) gives the moves seen since it was opened.
    """

    def __init__(self) -> None:
        self.opening = None
        self.actions: list = []
        self.groups: list[tuple] = []

    def sync(self, state) -> "MoveLog":
        log = list(getattr(state, "action_log", ()) or ())
        opening = getattr(state, "opening", None)
        n = len(self.actions)
        same_game = opening is self.opening or opening == self.opening
        if same_game and log[:n] == self.actions and len(log) == n + 1:
            self.actions.append(log[-1])
            self.groups.append(tuple(state.events))
        elif same_game and log == self.actions[:len(log)]:
            del self.actions[len(log):]      # taken back
            del self.groups[len(log):]
        else:
            self._rebuild(opening, log, state)
        return self

    def _rebuild(self, opening, log: list, state) -> None:
        self.opening, self.actions, self.groups = opening, [], []
        try:
            replayed = rules_package(opening.get("game")).from_opening(opening)
            for action in log:
                replayed.apply(action)
                self.actions.append(action)
                self.groups.append(tuple(replayed.events))
        except Exception:   # no usable history: start the log from here
            self.actions = list(log)
            self.groups = [()] * len(log)
            if log:
                self.groups[-1] = tuple(state.events)

    def last_moves(self, seats: int) -> list[LastMove | None]:
        """Per seat, its latest placement (None before its first)."""
        out: list[LastMove | None] = [None] * seats
        for group in self.groups:
            for ev in group:
                if isinstance(ev, (Placed, ArchitectMoved)) and 0 <= ev.seat < seats:
                    out[ev.seat] = LastMove(ev.tile, tuple(ev.hexes))
        return out

    def lines(self, name: Callable[[int], str], card=str) -> list[LogLine]:
        """Every move as a :class:`LogLine`, oldest first; ``name(seat)`` gives seat names,
        ``card(card_id)`` Construction card names (Athena)."""
        out: list[LogLine] = []
        rnd = 1
        for group in self.groups:
            for ln in group_lines(group, name, rnd, card):
                out.append(ln)
            rnd += sum(1 for ev in group if isinstance(ev, RoundReset))
        return out


def group_lines(group, name: Callable[[int], str], round_no: int = 1,
                card=str) -> list[LogLine]:
    """The lines of one apply's events: a move line per Bought+Placed (with the stones its
    quarries gave) or ArchitectMoved, a line per Athena completion ("Livia completed Villa:
    a Mini-tile on level 2", ``card(card_id)`` the card's name), then a line per round reset
    or game end."""
    out: list[LogLine] = []
    buy = None
    for ev in group:
        if isinstance(ev, Bought):
            buy = ev
        elif isinstance(ev, Placed):
            cost = buy.cost if buy is not None else 0
            index = buy.index if buy is not None else 0
            out.append(LogLine(ev.seat, move_text(name(ev.seat), index, cost, ev.hexes)))
            buy = None
        elif isinstance(ev, StonesGained) and out and out[-1].seat == ev.seat:
            out[-1] = LogLine(ev.seat, out[-1].text + f", +{plural(ev.gained, 'stone')} "
                                                      f"from quarries")
        elif isinstance(ev, ArchitectMoved):
            out.append(LogLine(ev.seat, move_text(name(ev.seat), ev.index, ev.cost, ev.hexes)))
        elif isinstance(ev, CardCompleted):
            got = f", +{plural(ev.gained, 'stone')}" if ev.gained else ""
            out.append(LogLine(ev.seat, f"{name(ev.seat)} completed {card(ev.card)}: a Mini-tile "
                                        f"on level {ev.hex[2]}{got}"))
        elif isinstance(ev, RoundReset):
            round_no += 1
            out.append(LogLine(None, f"Round {round_no}: new tiles; {name(ev.chief)} "
                                     f"{'are' if name(ev.chief) == 'You' else 'is'} "
                                     f"Chief Architect"))
        elif isinstance(ev, GameOver):
            out.append(LogLine(None, "Game over: the last tile is left"))
    return out


def move_text(who: str, index: int, cost: int, hexes) -> str:
    """``Ada bought tile 3 for 2 stones, placed on level 2`` (``index``: the Construction Site
    position, shown as the card number 1, 2, ...; a free first tile is "took tile 1")."""
    level = max((h[2] for h in hexes), default=1)
    if cost == 0:
        head = f"{who} took tile {index + 1} for free"
    else:
        head = f"{who} bought tile {index + 1} for {plural(cost, 'stone')}"
    return f"{head}, placed on level {level}"
