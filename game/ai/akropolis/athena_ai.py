"""The Akropolis AI players' Athena turns (AK-11): in the "athena" phase every player completes
each card its city shows, then finishes its turn.

:func:`athena_move` is what each player's ``choose`` answers in that phase: a
:class:`CompleteCard` with the Mini-tile, position and rotation that score best by the
player's own look at a city (``value(city, stones) -> float``: the AK-7 total for Random,
Greedy and Easy, Medium's projection for Medium and Hard), else :class:`FinishTurn`.  Random
completes too, with a random Mini-tile and position.  Nothing hidden is read: the cards and
Mini-tiles are face up.
"""

from __future__ import annotations

from game.ai.akropolis.evaluate import DEFAULT, projected, turns_left
from game.core.akropolis.athena import CompleteCard, FinishTurn
from game.core.akropolis.data import COLOURS
from game.core.rng import Rng


def in_athena_phase(state) -> bool:
    """True when the seat to move is completing Construction cards (AK-11)."""
    return getattr(state, "phase", "place") == "athena"


def total_value(state):
    """``value(city, stones)``: the city's AK-7 total (stones at the seat's value, AK-13)."""
    rules = state.rules
    per = state.stone_value(state.current_seat)

    def value(city, stones):
        return city.score(rules).total_with(_ZERO, _ZERO, 0) + stones * per
    return value


def projected_value(state, w=DEFAULT):
    """``value(city, stones)``: Medium's projected total of the city (evaluate.projected)."""
    rules = state.rules
    turns = turns_left(state)

    def value(city, stones):
        return projected(city.cells, city.score(rules), stones, turns, w)
    return value


def completions(state, rng: Rng | None = None, spots: int | None = None) -> list:
    """The CompleteCard candidates of the seat to move for its first completable card: each
    Mini-tile under it at each spot (all, or a seeded sample of ``spots``), every rotation for
    a dual district; [] when nothing is completable."""
    seat = state.current_seat
    cards = state.completable(seat)
    if not cards:
        return []
    card = cards[0]
    where = state.cities[seat].mini_spots()
    if spots is not None and len(where) > spots and rng is not None:
        where = [where[rng.randrange(len(where))] for _ in range(spots)]
    out = []
    for m in state.minis_left(card):
        rots = range(6) if state.mini_def(m).kind == "dual" else (0,)
        out.extend(CompleteCard(card, m, q, r, rot) for (q, r) in where for rot in rots)
    return out


def ranked_completions(state, value, rng: Rng | None = None, spots: int | None = None) -> list:
    """``[(value, CompleteCard), ...]`` best first (ties: the earlier candidate)."""
    seat = state.current_seat
    city = state.cities[seat]
    rows = []
    for k, act in enumerate(completions(state, rng, spots)):
        c = city.copy()
        gained = c.place_mini(state.mini_def(act.mini), act.q, act.r, act.rotation)
        rows.append((value(c, state.stones[seat] + gained), -k, act))
    rows.sort(key=lambda row: (-row[0], -row[1]))
    return [(v, act) for v, _, act in rows]


def athena_move(state, rng: Rng, value=None, spots: int | None = None):
    """The player's action in the "athena" phase: the best completion by ``value`` (default
    the AK-7 total), or a random one when ``value`` is "random"; FinishTurn when none."""
    if value == "random":
        cands = completions(state, rng, spots)
        return rng.choice(cands) if cands else FinishTurn()
    ranked = ranked_completions(state, value or total_value(state), rng, spots)
    return ranked[0][1] if ranked else FinishTurn()


_ZERO = dict.fromkeys(COLOURS, 0)
