"""The Akropolis Pantheon move log (issue 15): every move of the team as a short line, so what an
AI teammate did is never a mystery ("Aspasia placed a tile in the Capital (1 stone)", "Aspasia
completed Orchard: an altar of Demeter on the Capital", "Aspasia gave 2 stones to Ben").

Built only from the core's typed events (game.core.akropolis.pantheon_events and
StonesGained), one group per applied action, kept by the Akropolis table's
:class:`game.scenes.akropolis.movelog.MoveLog` (which syncs, drops taken-back groups and rebuilds
a loaded game from its opening).  The table keeps the MoveLog in a DrawCache: filling it while
drawing changes nothing of the scene.
"""

from __future__ import annotations

from typing import Callable

from game.core.akropolis import pantheon_events as pev
from game.core.akropolis.events import StonesGained
from game.scenes.akropolis.movelog import LogLine
from game.scenes.akropolis.pantheon_altars import god_name
from game.scenes.akropolis.words import plural


def _their(who: str) -> str:
    return "your" if who == "You" else "their"


def pantheon_lines(groups, name: Callable[[int], str],
                   challenge: Callable[[str], str] = str) -> list[LogLine]:
    """Every move as a LogLine (seat, text), oldest first.  ``groups``: event tuples, one per
    applied action; ``name(seat)`` a seat's name; ``challenge(id)`` a challenge's name.  A
    placement line carries the stones its quarries gave and the altars it crushed."""
    out: list[LogLine] = []
    for group in groups:
        paid = {ev.for_what: ev.n for ev in group if isinstance(ev, pev.StonesPaid)}
        for ev in group:
            if isinstance(ev, pev.TilePlaced):
                who = name(ev.seat)
                level = max((h[2] for h in ev.hexes), default=1)
                where = f"the Capital ({plural(paid.get('capital', 1), 'stone')})" \
                    if ev.target == "capital" else f"{_their(who)} City"
                line = f"{who} placed a tile in {where}"
                out.append(LogLine(ev.seat, line + (f", level {level}" if level > 1 else "")))
            elif isinstance(ev, StonesGained) and out and out[-1].seat == ev.seat:
                out[-1] = LogLine(ev.seat, out[-1].text + f", +{plural(ev.gained, 'stone')} "
                                                          f"from quarries")
            elif isinstance(ev, pev.AltarCrushed) and out:
                out[-1] = LogLine(out[-1].seat, out[-1].text + f", crushing the altar of "
                                                               f"{god_name(ev.color)}")
            elif isinstance(ev, pev.ChallengeCompleted):
                out.append(LogLine(ev.seat, f"{name(ev.seat)} completed "
                                            f"{challenge(ev.challenge)}: an altar of "
                                            f"{god_name(ev.color)} on the Capital"))
            elif isinstance(ev, pev.StonesGiven):
                out.append(LogLine(ev.seat, f"{name(ev.seat)} gave {plural(ev.n, 'stone')} "
                                            f"to {name(ev.to_seat)}"))
            elif isinstance(ev, pev.ChallengeDiscarded):
                out.append(LogLine(ev.seat, f"{name(ev.seat)} discarded "
                                            f"{challenge(ev.challenge)} (1 stone)"))
            elif isinstance(ev, pev.SlotUnlocked):
                out.append(LogLine(ev.seat, f"{name(ev.seat)} unlocked a slot (5 stones)"))
            elif isinstance(ev, pev.PantheonOver):
                out.append(LogLine(None, "Game over: every tile is played"))
    return out
