"""AI teammates for Akropolis Pantheon, the cooperative game (AK-14..AK-16).

A teammate decides from its own hand and public information only (the Capital, the cities, the
stones, the open challenges, the altars still to come); it never reads another hand or the
piles.  It values the team's Capital under the Scenario: the districts' values times the stars
of the plazas that carry, or may yet carry, a counted altar; challenge completions (an altar on
a free plaza of its colour); and stones, which pay for Capital placements.

It plays for the Scenario (AK-16).  A plaza or a completion counts only where the Scenario
scores its altar: in Sparta the yellow and green plazas weigh nothing, their challenges' layouts
are worked at a fifth of the weight and an open one is discarded when stones allow; in Athens
("only altars on level 2 or above") a free plaza counts only when raised, so a Capital placement
that puts a plaza of a colour with altars still to come on level 2 or above is worth
:data:`RAISE_VALUE` per star (times :data:`RAISE_OPEN` for an open challenge's colour), covering
such a plaza loses that again, and a challenge is worth completing only while a raised free plaza
of its colour waits for the altar.  A stone is worth less once a seat holds more than half its
turns to come (stones score nothing at the end), so the team spends them on the Capital.

Levels: ``easy`` looks at a seeded sample of half its placements and slips now and then;
``medium`` weighs every placement of its hand; ``hard`` is Medium with a larger weight on the
altars still to come (no deeper search: the cooperative game's value lies in the shared Capital,
which Medium's one-ply look already reads; say so in the report).  Gifts: a teammate with 4 or
more stones gives 1 to a teammate with none (public reasoning: everyone sees the stones).

:func:`with_pantheon` wraps a base-game player class so that one AI seat plays either game:
a Pantheon state (``state.mode == "pantheon"``) goes to a :class:`PantheonPlayer`.
"""

from __future__ import annotations

import inspect

from game.core.akropolis.city import Cell
from game.core.akropolis.data import COLOURS
from game.core.akropolis.geometry import SHAPES
from game.core.akropolis.pantheon import (CompleteChallenge, DiscardChallenge, FinishTurn,
                                          GiveStones, PlaceTile, UnlockSlot)
from game.core.akropolis import pantheon_challenges
from game.core.hexgrid import DIRECTIONS
from game.core.rng import Rng

#: per level: (share of placements looked at, slip chance per 1000, weight of altars to come)
LEVELS = {"easy": (0.5, 150, 0.4), "medium": (1.0, 0, 0.6), "hard": (1.0, 0, 0.75)}
#: points a completed challenge is worth to the decision (an altar that will count)
COMPLETE_VALUE = 14.0
#: a stone's worth (it pays for one Capital placement)
STONE_VALUE = 2.0
#: a crushed altar's cost beyond the stars it took
CRUSH_COST = 25.0


#: district value a colour is expected to gain still, for the stars of its plazas
FUTURE_VALUE = 3.0
#: the share of a plaza's stars a colour with altars to come is expected to get anyway
PRIOR_STARS = 0.35
#: Capital placements looked at per hand tile (a seeded sample when there are more)
CAPITAL_LOOK = 70
#: Athens: points per star of a new raised plaza of a colour whose altars may come, and the
#: factor for an open challenge's colour (its altar has a plaza to go to)
RAISE_VALUE = 8.0
RAISE_OPEN = 3.0
#: weight of a placement's progress towards the open challenges' layouts
PROGRESS_WEIGHT = 0.8


def progress(cells, around, color: str) -> float:
    """How far the hexes at and next to ``around`` go towards a challenge of ``color``: each
    visible district of the colour there counts 1, half more when raised, a third more per
    neighbour of its colour, a little per built neighbour (surrounded layouts)."""
    get = cells.get
    total = 0.0
    for p, near in _near(tuple(around)):
        c = get(p)
        if c is None or c.color != color or c.kind != "district":
            continue
        total += 1.5 if c.level >= 2 else 1.0
        for n in near:
            m = get(n)
            if m is not None:
                total += 0.33 if (m.color == color and m.kind == "district") else 0.08
    return total


#: positions (a tile's hexes) -> ((position, its six neighbours), ...) of the hexes at and next
#: to them, each once: what :func:`progress` reads (bounded: cleared when full)
_NEAR: dict = {}


def _near(around: tuple) -> tuple:
    got = _NEAR.get(around)
    if got is None:
        if len(_NEAR) > 20_000:
            _NEAR.clear()
        seen = {}
        for (q, r) in around:
            for dq, dr in ((0, 0),) + DIRECTIONS:
                p = (q + dq, r + dr)
                if p not in seen:
                    seen[p] = tuple((p[0] + eq, p[1] + er) for eq, er in DIRECTIONS)
        got = _NEAR[around] = tuple(seen.items())
    return got


def counts(state, color: str, level: int) -> bool:
    """True when an altar of ``color`` on a plaza at ``level`` scores in the state's Scenario
    (AK-16)."""
    return state.scenario_def.scores_altar(color, level)


class PantheonPlayer:
    """``PantheonPlayer(seed, level="medium")``; ``choose(state)`` -> one legal action of the
    seat to move; ``say(state)`` -> the line that seat says of its hand."""

    def __init__(self, seed: int = 0, level: str = "medium") -> None:
        self.rng = Rng(seed)
        self.level = level
        self.share, self.slip, self.hope = LEVELS[level]

    def say(self, state) -> str:
        return state.hand_words(state.current_seat)

    # -- one action ------------------------------------------------------------------------
    def choose(self, state):
        seat = state.current_seat
        if state.phase == "placed":
            return self._after_placement(state, seat)
        gift = self._gift(state, seat)
        if gift is not None:
            return gift
        extra = self._slots(state, seat)
        if extra is not None:
            return extra
        return self._placement(state, seat)

    def _after_placement(self, state, seat):
        best = None
        for cid in sorted(state.completable(seat)):
            color = state.challenge_color(cid)
            for (q, r) in state.free_plazas(color):
                level = state.capital.cells[(q, r)].level
                key = (counts(state, color, level), level, -abs(q) - abs(r), q, r)
                if best is None or key > best[0]:
                    best = (key, CompleteChallenge(cid, q, r))
        if best is not None:
            return best[1]
        return FinishTurn()

    def _gift(self, state, seat):
        have = state.stones[seat]
        if have < 4:
            return None
        for k in range(1, state.num_seats):
            to = (seat + k) % state.num_seats
            if state.stones[to] == 0 and state.hand_size(to):
                return GiveStones(to, 1)
        return None

    def _slots(self, state, seat):
        have = state.stones[seat]
        left = state.altars_left()
        for cid in state.challenges:   # a challenge whose altar can never score: swap it
            color = state.challenge_color(cid)
            if have >= 2 and not any(counts(state, color, lv) for lv in (1, 2, 3, 4)):
                return DiscardChallenge(cid)
        if (have >= 10 and state.challenge_pile and len(state.slots) < 5
                and sum(left.values()) > len(state.challenges)):
            return UnlockSlot()
        return None

    # -- the placement ---------------------------------------------------------------------
    def _placement(self, state, seat):
        cands = self.candidates(state)
        if self.slip and len(cands) > 1 and self.rng.randrange(1000) < self.slip:
            return cands[self.rng.randrange(min(4, len(cands)))][1]
        return cands[0][1]

    def candidates(self, state) -> list:
        """Every placement this teammate weighs for the seat to move, as ``(value, PlaceTile)``
        best first (ties by tile id, target, q, r, rotation): the value is in points of the
        team's expected Capital score (see the module docstring)."""
        seat = state.current_seat
        hand = sorted(set(state.hand(seat)))
        city = state.cities[seat]
        capital = state.capital
        wanted = self._wanted_now = self._wanted(state)
        self._raise = state.scenario_def.min_level   # > 1: only raised altars count (Athens)
        self._raise = self._raise if self._raise > 1 else 0
        self._open_colours = {state.challenge_color(c) for c in state.challenges}
        self._before = {}   # (placed hexes, colour) -> progress in the city as it is
        self._stars = dict(state.rules.stars)
        self._stone = self._stone_worth(state, seat)
        hyp = self._plaza_weights(state, wanted)
        base_cap = self._capital_value(state, hyp, capital.score(state.rules).value,
                                       capital.cells)
        slots = [(state.pantheon.challenge(cid), state.challenge_color(cid))
                 for cid in state.challenges]
        free = {col: any(counts(state, col, capital.cells[p].level)
                         for p in state.free_plazas(col)) for col in COLOURS}
        cands = []
        for tid in hand:
            tile = state.tiles[tid]
            places = list(city.legal_placements())
            if self.share < 1.0 and len(places) > 8:
                self.rng.shuffle(places)
                places = sorted(places[:max(8, int(len(places) * self.share))])
            for (q, r, rot) in places:
                v = self._city_value(state, seat, tile, q, r, rot, slots, free, wanted)
                cands.append((v, PlaceTile(tid, "city", q, r, rot)))
            if state.stones[seat] >= 1:
                spots = list(capital.legal_placements())
                if len(spots) > CAPITAL_LOOK:   # a seeded sample keeps a decision quick
                    spots = self._capital_sample(spots, capital.cells)
                for (q, r, rot) in spots:
                    v = self._capital_move(state, tile, q, r, rot, hyp, wanted) - base_cap
                    cands.append((v - self._stone, PlaceTile(tid, "capital", q, r, rot)))
        cands.sort(key=lambda c: (-c[0], c[1].tile_id, c[1].target, c[1].q, c[1].r,
                                  c[1].rotation))
        return cands

    def _stone_worth(self, state, seat) -> float:
        """What one more (or one less) stone is worth to ``seat`` now: :data:`STONE_VALUE`
        while its stones are fewer than half its turns still to come (own hand plus its share
        of the public draw pile), less as they pile up: stones score nothing at the end."""
        have = state.stones[seat]
        turns = state.hand_size(seat) + len(state.pile) // state.num_seats
        return STONE_VALUE * min(1.0, turns / (2.0 * have)) if have else STONE_VALUE

    def _capital_sample(self, spots, cells) -> list:
        """A seeded sample of :data:`CAPITAL_LOOK` Capital placements; when the Scenario counts
        raised altars only (Athens), the placements on top of the Capital come first."""
        raised = [s for s in spots if s[:2] in cells] if self._raise else []
        rest = [s for s in spots if s[:2] not in cells] if raised else spots
        self.rng.shuffle(raised)
        self.rng.shuffle(rest)
        return sorted((raised + rest)[:CAPITAL_LOOK])

    def _wanted(self, state) -> dict:
        """Colour -> how many altars of it may still come (open slots and the pile: public,
        as the players can count the altars left in the box)."""
        return state.altars_left()

    def _plaza_weights(self, state, wanted) -> dict:
        """(q, r) -> the share of its stars a Capital plaza is expected to score."""
        out = {}
        for p, c in state.capital.cells.items():
            if c.kind != "plaza":
                continue
            out[p] = self._plaza_weight(state, p, c, wanted)
        return out

    def _plaza_weight(self, state, p, c, wanted) -> float:
        if not counts(state, c.color, c.level):
            return 0.0
        if state.altars.get(p) == c.color:
            return 1.0
        if c.color in self._open_colours:
            return min(1.0, self.hope + 0.25)
        return self.hope if wanted.get(c.color, 0) > 0 else 0.0

    def _capital_value(self, state, hyp, value, cells) -> float:
        """The Capital's worth to the team: each colour's district value (plus
        :data:`FUTURE_VALUE` still to be built) times its plazas' expected stars (``hyp``),
        plus, for a colour whose altars may still come, its value times :data:`PRIOR_STARS`
        (a plaza for it may be built later)."""
        stars = dict.fromkeys(COLOURS, 0.0)
        per = dict(state.rules.stars)
        for p, w in hyp.items():
            c = cells[p]
            stars[c.color] += w * per[c.color]
        wanted = self._wanted_now
        total = 0.0
        for col in COLOURS:
            total += (value[col] + FUTURE_VALUE) * stars[col]
            if wanted.get(col, 0) > 0:
                total += value[col] * PRIOR_STARS * per[col]
        return total

    def _capital_move(self, state, tile, q, r, rot, hyp, wanted) -> float:
        capital = state.capital
        under = capital.cells.get((q, r))
        level = under.level + 1 if under else 1
        score, (_, dv, _ds, _), gained = capital.preview(tile, q, r, rot, level, state.rules)
        value = {col: score.value[col] + dv[col] for col in COLOURS}
        cells = dict(capital.cells)
        weights = dict(hyp)
        lost = 0.0
        for (kind, color), (dq, dr) in zip(tile.hexes, SHAPES[rot]):
            p = (q + dq, r + dr)
            if p in state.altars:
                lost += CRUSH_COST
            elif self._raise:   # Athens: covering a raised free plaza loses what raising won
                old = capital.cells.get(p)
                if (old is not None and old.kind == "plaza" and old.level >= self._raise
                        and wanted.get(old.color, 0) > 0):
                    lost += self._raised_plaza(old.color, wanted)
            weights.pop(p, None)
            cell = Cell(kind, color, level, tile.id)
            cells[p] = cell
            if kind == "plaza":
                weights[p] = self._plaza_weight(state, p, cell, wanted) * 1.0
                if self._raise and level >= self._raise and wanted.get(color, 0) > 0:
                    lost -= self._raised_plaza(color, wanted)
        return self._capital_value(state, weights, value, cells) + self._stone * gained - lost

    def _raised_plaza(self, color: str, wanted: dict) -> float:
        """Athens: the worth of a new free plaza of ``color`` on a level whose altars count,
        while altars of the colour may still come (more for an open challenge's colour)."""
        per = self._stars[color]
        return RAISE_VALUE * per * (RAISE_OPEN if color in self._open_colours else 1.0)

    def _city_value(self, state, seat, tile, q, r, rot, slots, free, wanted) -> float:
        """Stones from covered quarries, the challenges the placement meets (in full when an
        altar plaza is free for it), and the progress it makes towards the open challenges'
        layouts (:func:`progress` of their colours)."""
        city = state.cities[seat]
        before = city.cells
        under = before.get((q, r))
        level = under.level + 1 if under else 1
        after = dict(before)
        gained = 0
        placed = []
        for (kind, color), (dq, dr) in zip(tile.hexes, SHAPES[rot]):
            p = (q + dq, r + dr)
            placed.append(p)
            old = before.get(p)
            if old is not None and old.kind == "quarry":
                gained += 1
            after[p] = Cell(kind, color, level, tile.id)
        v = self._stone * gained
        seen = set()
        done = pantheon_challenges.completed([ch for ch, _ in slots], before, after, placed)
        for ch, col in slots:
            useful = counts(state, col, 2)
            if col not in seen:
                seen.add(col)
                key = (q, r, rot, col)
                was = self._before.get(key)
                if was is None:
                    was = self._before[key] = progress(before, placed, col)
                grow = progress(after, placed, col) - was
                v += PROGRESS_WEIGHT * grow * (1.0 if free[col] else 0.6) * (1.0 if useful else 0.2)
            if ch.id in done:
                if free[col]:
                    v += COMPLETE_VALUE if useful else 2.0
                else:
                    v += 2.0
        return v


class RandomPantheon:
    """The test player: a seeded uniform choice among the legal actions."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


def with_pantheon(base, level: str, name: str):
    """A subclass of the base-game AI class ``base`` (same constructor) whose ``choose`` hands a
    Pantheon state to a :class:`PantheonPlayer` of ``level`` seeded like the base player."""

    def __init__(self, *args, **kwargs):
        base.__init__(self, *args, **kwargs)
        seed = args[0] if args else kwargs.get("seed", 0)
        self._pantheon = (RandomPantheon(seed) if level == "random"
                          else PantheonPlayer(seed, level if level in LEVELS else "medium"))

    def choose(self, state):
        if getattr(state, "mode", "base") == "pantheon":
            return self._pantheon.choose(state)
        return base.choose(self, state)

    cls = type(name, (base,), {"__init__": __init__, "choose": choose,
                               "__doc__": base.__doc__, "__module__": __package__})
    cls.__signature__ = inspect.signature(base)
    return cls
