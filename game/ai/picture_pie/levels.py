"""Picture Pie Easy, Medium and Hard (issue 11).

- :class:`EasyPlayer`: the greedy player (immediate score) with seeded human mistakes: now and
  then the second-best draft, setup pick or placement, and a completion placed without turning
  the site for its link.  Well under 20 ms a decision.
- :class:`MediumPlayer`: whole-turn plans (planner.turn_plans) ranked by the position heuristic
  (evaluation.board_value: fractions open sites still need, the supply of their motif, marks
  facing open neighbours, yard pressure, time left), a setup that picks the motif the wheel
  offers, and Quarry Wheel turns that deny the next seat.  Plays its plan out action by action.
- :class:`HardPlayer`: :class:`game.ai.search.SearchPlayer` over the best whole-turn plans, each
  with every Quarry Wheel choice (one search per turn), with truncated playouts by a fast greedy
  policy (:class:`PlayoutPolicy`) on determinised views and a margin evaluation in Picture
  Pie's points (:func:`pp_value`), all under its own tuned heuristic weights (HARD_STYLE).

Every player reads only public information: plans come from boards, the wheel and the bag's
contents, and Hard's playouts run on ``state.determinised(seed)`` views.
"""

from __future__ import annotations

import math
import time

from game.ai.picture_pie.basic import GreedyPlayer
from game.ai.picture_pie.evaluation import STYLE, Outlook, open_value, prospects, tile_gain
from game.ai.picture_pie.planner import Noise, build_plan, setup_pick, turn_plans
from game.ai.search import SearchPlayer, margin_value
from game.core.picture_pie.actions import DraftHalf, DraftNothing, DraftSmall, EndTurn, TurnWheel
from game.core.picture_pie.data import HALF, tile_kinds

#: points over which Hard's value of a margin saturates (tanh scale)
MARGIN_SCALE = 300.0
#: Hard's heuristic weights (evaluation.STYLE is Medium's): open sites count less and later,
#: tuned in Medium-against-Medium matches (this style won 63% of 100 games against Medium's)
HARD_STYLE = {**STYLE, "cap": 0.7, "base": 0.3, "exp": 2.5}


class EasyPlayer(GreedyPlayer):
    """Greedy with mistakes: ``second`` percent of choices (setup picks, drafts, ordinary
    placements) take the second-best option, ``forget`` percent of link rotations are skipped.
    Seeded: the same seed makes the same mistakes."""

    second = 25
    forget = 40

    def __init__(self, seed: int = 0, **_ignored) -> None:
        super().__init__(seed)   # ``think`` and the like are Hard's: taken and ignored

    def _best(self, scored):
        values = sorted({v for v, _ in scored}, reverse=True)
        if len(values) > 1 and self.rng.randrange(100) < self.second:
            target = values[1]
        else:
            target = values[0]
        return self.rng.choice([a for v, a in scored if v == target])

    def _complete(self, state, steps, tid, i, s):
        if steps and self.rng.randrange(100) < self.forget:
            return super()._complete(state, 0, tid, i, s)
        return super()._complete(state, steps, tid, i, s)


class MediumPlayer(SearchPlayer):
    """Plays the best whole-turn plan of :func:`planner.turn_plans` (no search); keyword
    arguments such as ``think`` are taken and ignored, as Easy does."""

    def __init__(self, seed: int = 0, **_ignored) -> None:
        super().__init__(seed, think=None, iterations=1, candidates=medium_candidates)


def medium_candidates(state, rng) -> list:
    """Medium's one candidate: the setup pick, or the best whole-turn plan."""
    if state.stage == "setup":
        return [setup_pick(state, rng)]
    return [turn_plans(state)[0][1]]


def hard_candidates(state, rng, limit: int = 4, style: dict | None = None) -> list:
    """Hard's root candidates: Medium's best ``limit`` whole-turn plans, each with every Quarry
    Wheel choice (none, +1, -1: PP-10; the search, not a rule of thumb, judges what a turn
    denies and what the refill brings); the setup pick alone in setup."""
    if state.stage == "setup":
        return [setup_pick(state, rng)]
    bodies = [p[:-1] for _, p in turn_plans(state, wheel=False, style=style)[:limit]]
    turns = (0, 1, -1) if not state.wheel_turned and state.num_seats > 1 else (0,)
    return [body + ((TurnWheel(d),) if d else ()) + (EndTurn(),) for body in bodies
            for d in turns]


class PlayoutPolicy:
    """A fast greedy policy for Hard's playouts, ``policy(state, rng) -> action``: per turn the
    draft whose tiles gain most (:func:`fast_draft`; with ``deep`` Medium's best plan instead),
    then the placements of planner.build_plan, kept for the rest of that turn (the plan is tied
    to the playout's own ``action_log``); setup picks as Medium makes them, without noise."""

    def __init__(self, deep: bool = False, style: dict | None = None) -> None:
        self._plan = None   # (action_log list, expected length, remaining actions)
        self.deep = deep    # drafts by Medium's whole-turn plans (slower, closer to Medium)
        self.style = style  # the heuristic's weights (evaluation.STYLE when None)

    def __call__(self, state, rng):
        stage = state.stage
        if stage == "setup":
            return setup_pick(state, rng, 0)
        if stage == "build":
            kept, self._plan = self._plan, None
            if kept is not None and kept[0] is state.action_log and \
                    len(state.action_log) == kept[1] and kept[2]:
                rest = kept[2]
                self._plan = (state.action_log, kept[1] + 1, rest[1:])
                return rest[0]
            out = Outlook(state, style=self.style)
            _, actions = build_plan(state, out, state.hand)
            return self._start(state, tuple(actions) + (EndTurn(),))
        if self.deep:
            return self._start(state, turn_plans(state, wheel=False, style=self.style)[0][1])
        return fast_draft(state, Outlook(state, style=self.style))

    def _start(self, state, plan):
        self._plan = (state.action_log, len(state.action_log) + 1, plan[1:])
        return plan[0]


def fast_draft(state, out: Outlook):
    """The draft (PP-9) whose tiles' best :func:`tile_gain` sum most: one Half of each kind on
    the wheel, or the two best small pieces of the active sector."""
    tiles = out.tiles
    kinds = tile_kinds(out.data)
    sites = state.boards[out.seat].sites
    supply = state.laurel_supply
    leave = -float(out.data.yard_penalty)
    best, best_value = None, None
    seen = set()
    wheel = state.wheel
    for sector in wheel.sectors:
        for t in sector:
            if tiles[t].size == HALF and kinds[t] not in seen:
                seen.add(kinds[t])
                v = tile_gain(sites, t, out, supply, leave)
                if best_value is None or v > best_value:
                    best, best_value = DraftHalf(t), v
    active = wheel.sectors[(state.sundial - wheel.rotation) % len(wheel.sectors)]
    small = sorted(((tile_gain(sites, t, out, supply, leave), t) for t in active
                    if tiles[t].size < HALF), reverse=True)
    if small:
        pair = small[:2] if len(small) > 1 and small[1][0] > 0 else small[:1]
        v = sum(g for g, _ in pair)
        if best_value is None or v > best_value:
            best = DraftSmall(tuple(sorted(t for _, t in pair)))
    return best if best is not None else DraftNothing()


def pp_value(state, seat: int, policy=None, full: bool = False,
             style: dict | None = None) -> float:
    """Hard's value of a playout's end for ``seat`` in 0..1: :func:`margin_value` in Picture
    Pie's points once the game is over; before that the margin of ledger totals plus each
    board's prospects (evaluation.prospects).  A playout cut in a build stage first finishes
    that turn with ``policy`` (so drafted tiles count where they go); ``state`` is the
    playout's own copy and is changed."""
    if policy is not None:
        while state.stage == "build":
            state.apply(policy(state, None))
    if state.is_terminal:
        return margin_value(state, seat, MARGIN_SCALE)
    scores = state.scores()
    boards = state.boards
    est = [scores[s] + (prospects(boards[s].sites, boards[s].yard, Outlook(state, s, style))
                        if full else open_value(boards[s].sites, Outlook(state, s, style)))
           for s in range(state.num_seats)]
    others = [v for s, v in enumerate(est) if s != seat]
    if not others:
        margin = est[seat]
    elif len(others) == 1:
        margin = est[seat] - others[0]
    else:   # 3-4 seats: against the others' mean, so a seat behind the leader still tells
        margin = est[seat] - sum(others) / len(others)   # its moves apart (tanh saturates)
    return 0.5 + 0.5 * math.tanh(margin / MARGIN_SCALE)


class HardPlayer(SearchPlayer):
    """Flat Monte Carlo over whole-turn plans (game.ai.search.SearchPlayer), one search a turn.

    ``HardPlayer(seed, think=1.0, *, iterations=None, horizon=10, limit=4, ...)``: ``think``
    seconds a decision (wall clock; ``clock`` to change it), or ``iterations`` for a fixed count;
    ``stop`` (attribute) a callable polled during the search.  Root candidates: the ``limit``
    best plans by the ``style`` heuristic, each with the three Quarry Wheel choices; each
    iteration plays a candidate on a determinised view, then ``horizon`` playout actions by the
    ``policy`` ("fast": :class:`PlayoutPolicy`; "medium": Medium's plans; "greedy": the basic
    greedy player; measured per second: fast is strongest), then :func:`pp_value`.  The other
    knobs were measured too and left off: ``paired`` sweeps, ``finish`` (complete a cut turn),
    ``full`` (prospects in the value).
    """

    def __init__(self, seed: int = 0, think: float | None = 1.0, *, iterations: int | None = None,
                 horizon: int | None = 10, limit: int = 4, exploration: float = 0.4,
                 paired: bool = False, policy: str = "fast", finish: bool = False,
                 full: bool = False, clock=time.perf_counter,
                 style: dict | None = HARD_STYLE) -> None:
        if policy == "greedy":   # the basic greedy player as the playout policy (measured)
            greedy = GreedyPlayer(seed)
            playout = lambda st, rng: greedy.choose(st)   # noqa: E731
        else:
            playout = PlayoutPolicy(deep=policy == "medium", style=style)
        super().__init__(seed, think, iterations=iterations, horizon=horizon,
                         candidates=lambda st, rng: hard_candidates(st, rng, limit, style),
                         playout=playout,
                         evaluate=lambda st, s: pp_value(st, s, playout if finish else None, full,
                                                         style),
                         exploration=exploration, paired=paired, clock=clock)


__all__ = ["EasyPlayer", "MediumPlayer", "HardPlayer", "PlayoutPolicy", "pp_value",
           "hard_candidates", "medium_candidates", "Noise"]
