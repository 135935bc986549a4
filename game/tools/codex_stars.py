"""Measure the Codex cities' star thresholds with the AI and write them:
``python -m game.tools.codex_stars [--runs 200] [--jobs 2] [--budget 24] [--cities ID ...]``.

For each city: ``runs`` games by Easy (game.ai's level, seeded noise), ``runs`` by the best
level, and ``FLOOR_RUNS`` each by Medium and by Hard as shipped; both searches run on a FIXED
budget (``--budget`` playouts a decision, never a clock, so the figures are the same on every
machine).

The best level, :class:`SoloSearch`, is Hard's search (game.ai.picture_pie.levels: Medium's best
whole-turn plans at the root, PlayoutPolicy playouts of ``HORIZON`` actions, ``open_value``
prospects) with three solo changes: the root also weighs the Quarry Wheel turn (PP-10; Hard
skips it with one seat, where it denies no opponent, but in a city it picks the sector of the
next turn), a turn's value is the score gained in points (Hard's tanh of the margin saturates for
one seat above a few hundred points, so Hard plays about as Medium's first plan), and the
playout's draft is a random legal one with ``EPSILON`` percent chance (seeded): a fixed sequence
with a fixed playout would give every run the same game, and Monte Carlo wants varied playouts.
Medium and Hard as shipped are deterministic on a fixed sequence (their few games score alike);
their best game is kept as a floor, since on a few cities one such line of play beats most of
the search's games.

Thresholds (rounded to 50, halves up): 1 star at the Easy median; 3 stars the first multiple of
50 above both the best level's 90th percentile (nearest rank) and the best game of Medium and
Hard; 2 stars
halfway; each at least 50 above the one below.  Results are kept per city in
``levels/codex_stars.json`` (runs, budget, every score by seed, a digest of the city as played),
so a stopped run resumes, a larger ``--runs`` plays only the missing seeds and a changed city
(or budget) is measured afresh; at the end every measured city's thresholds are written to its
level file's ``stars`` line and the table to levels/README.md between the ``codex-stars``
markers (``--table-only`` does only that).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from game.ai import make_player
from game.ai.picture_pie.evaluation import Outlook, open_value
from game.ai.picture_pie.levels import HARD_STYLE, HardPlayer, PlayoutPolicy
from game.ai.picture_pie.planner import turn_plans
from game.ai.search import SearchPlayer
from game.core.picture_pie import GAME_ID
from game.core.picture_pie.actions import EndTurn, TurnWheel
from game.games import new_state
from game.storage.data import LEVELS
from game.storage.levels import CODEX_DIR, load_codex
from game.storage.toml_io import read_user_bytes, replace_with
from game.tools.simulate import nearest_rank

RESULTS = LEVELS / "codex_stars.json"
README = LEVELS / "README.md"
START, END = "<!-- codex-stars:start -->", "<!-- codex-stars:end -->"
BUDGET = 24          # playouts a decision (iterations of the search)
HORIZON = 10         # playout actions after a root candidate
FLOOR_RUNS = 3       # games by Medium and by Hard as shipped (Hard on the same budget)
FLOOR_KINDS = ("medium", "hard")   # their best game is a floor for 3 stars
LIMIT = 4            # Medium's best plans at the root (each x 3 wheel choices)
EPSILON = 25         # percent chance a playout draft is a random legal one
SCALE = 600.0        # points: a turn's gain g is valued 0.5 + 0.5 tanh(g / SCALE)


def solo_candidates(state, rng) -> list:
    """Medium's best LIMIT whole-turn plans, each with every Quarry Wheel choice (PP-10)."""
    bodies = [p[:-1] for _, p in turn_plans(state, wheel=False, style=HARD_STYLE)[:LIMIT]]
    turns = (0, 1, -1) if not state.wheel_turned else (0,)
    return [body + ((TurnWheel(d),) if d else ()) + (EndTurn(),) for body in bodies
            for d in turns]


class SoloSearch(SearchPlayer):
    """The best level for a Codex city (see the module doc): ``SoloSearch(seed, budget)``."""

    def __init__(self, seed: int = 0, budget: int = BUDGET):
        policy = PlayoutPolicy(style=HARD_STYLE)

        def playout(state, rng):
            if state.stage == "draft" and rng.randrange(100) < EPSILON:
                return rng.choice(state.legal_actions())
            return policy(state, rng)

        super().__init__(seed, None, iterations=budget, horizon=HORIZON,
                         candidates=solo_candidates, playout=playout, evaluate=self._value,
                         exploration=0.4)
        self._root = 0

    def _value(self, state, seat: int) -> float:
        est = state.scores()[seat]
        if not state.is_terminal:
            board = state.boards[seat]
            est += open_value(board.sites, Outlook(state, seat, HARD_STYLE))
        return 0.5 + 0.5 * math.tanh((est - self._root) / SCALE)

    def choose(self, state):
        self._root = state.scores()[state.current_seat]
        return super().choose(state)


def play(level_source: dict, kind: str, seed: int, budget: int) -> int:
    """The final score of one game of the city by ``kind``: "easy", "best" (SoloSearch) or
    "hard" (Hard as shipped, ``budget`` playouts a decision)."""
    state = new_state(GAME_ID, 1, seed, codex=level_source)
    if kind in ("easy", "medium"):
        player = make_player(kind, GAME_ID, seed)
    elif kind == "hard":
        player = HardPlayer(seed, None, iterations=budget)
    else:
        player = SoloSearch(seed, budget)
    while not state.is_terminal:
        state.apply(player.choose(state))
    return state.scores()[0]


def _batch(args) -> list[int]:
    source, kind, seeds, budget = args
    return [play(source, kind, s, budget) for s in seeds]


def round50(x: float) -> int:
    """``x`` to the nearest multiple of 50, halves up (1925 -> 1950)."""
    return 50 * math.floor(x / 50 + 0.5)


def thresholds(easy: list[int], best: list[int], floor: list[int] = ()) -> list[int]:
    """[1 star, 2 stars, 3 stars] by the rule of the module doc (``floor``: Medium's and Hard's
    own games, whose best score 3 stars must be above too)."""
    one = max(50, round50(statistics.median(easy)))
    top = max([nearest_rank(sorted(best), 0.9)] + list(floor))
    three = (int(top) // 50 + 1) * 50
    three = max(three, one + 100)
    two = max(one + 50, min(three - 50, round50((one + three) / 2)))
    return [one, two, three]


def figures(entry: dict) -> dict:
    easy, best = entry["easy"], entry["best"]
    floor = [s for kind in FLOOR_KINDS for s in entry.get(kind, [])]
    return {"easy_median": statistics.median(easy), "best_median": statistics.median(best),
            "best_p90": nearest_rank(sorted(best), 0.9),
            "floor": "/".join(str(max(entry[k])) if entry.get(k) else "-" for k in FLOOR_KINDS),
            "stars": thresholds(easy, best, floor)}


def measure(level, runs: int, budget: int, jobs: int, got: dict | None = None) -> dict:
    """Every score of ``runs`` Easy and ``runs`` best-level games of ``level`` (game k has
    seed k); the games ``got`` already holds are kept, only the missing seeds are played."""
    kinds = (("easy", runs), ("best", runs)) + tuple((k, min(runs, FLOOR_RUNS))
                                                     for k in FLOOR_KINDS)
    got = {kind: list((got or {}).get(kind, [])) for kind, _ in kinds}
    tasks = []
    for kind, want in kinds:
        start = len(got[kind])
        chunk = max(1, (want - start) // (4 * max(1, jobs)))
        tasks += [(level.source, kind, list(range(s, min(want, s + chunk))), budget)
                  for s in range(start, want, chunk)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(_batch, tasks))
    else:
        parts = [_batch(t) for t in tasks]
    out = got
    for task, scores in zip(tasks, parts):
        out[task[1]] += scores
    return {"runs": min(len(out["easy"]), len(out["best"])), "budget": budget, **out}


_STARS_LINE = re.compile(r"^stars = \[[^\]\n]*\]$", re.M)


def write_stars(path: Path, stars: list[int]) -> None:
    """Replace the level file's ``stars = [...]`` line."""
    text = path.read_text(encoding="utf-8")
    new = _STARS_LINE.sub(f"stars = [{', '.join(map(str, stars))}]", text, count=1)
    path.write_text(new, encoding="utf-8")


def table(entries, results: dict) -> str:
    """The README table (markdown) of the measured cities."""
    rows = ["| # | City | Turns | Wheel | Runs (each) | Easy median | Best median | Best p90 "
            "| Medium / Hard | Stars 1 / 2 / 3 |", "|---|---|---|---|---|---|---|---|---|---|"]
    for e in entries:
        lv = e.level
        got = results.get(lv.id)
        if got is None:
            rows.append(f"| {lv.order} | {lv.name} | {lv.turns} | {lv.wheel_sectors}x"
                        f"{lv.sector_size} | not measured | | | | | "
                        f"{' / '.join(map(str, lv.stars))} |")
            continue
        f = figures(got)
        rows.append(f"| {lv.order} | {lv.name} | {lv.turns} | {lv.wheel_sectors}x"
                    f"{lv.sector_size} | {got['runs']} | {f['easy_median']:g} | "
                    f"{f['best_median']:g} | {f['best_p90']:g} | "
                    f"{f['floor']} | "
                    f"{' / '.join(map(str, f['stars']))} |")
    budgets = sorted({r["budget"] for r in results.values()})
    note = (f"Best level: the solo search at {', '.join(map(str, budgets))} playouts a decision "
            f"(horizon {HORIZON}, {LIMIT} plans x 3 wheel choices, playout drafts random "
            f"{EPSILON}% of the time); Runs: games by Easy and by the best level each; Medium / "
            f"Hard: the best of {FLOOR_RUNS} games each (Hard as shipped, same budget). "
            f"Regenerate: `python -m game.tools.codex_stars`.")
    return "\n".join([START, note, "", *rows, END])


def write_readme(entries, results: dict, readme: Path = README) -> None:
    text = readme.read_text(encoding="utf-8") if readme.exists() else ""
    block = table(entries, results)
    if START in text and END in text:
        head, rest = text.split(START, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip() + "\n\n" + block + "\n"
    readme.write_text(text, encoding="utf-8")


def load_results(path: Path = RESULTS) -> dict:
    if not path.exists():
        return {}
    return json.loads(read_user_bytes(path, 8 << 20)).get("city", {})


def save_results(results: dict, path: Path = RESULTS) -> None:
    """The results as JSON, one city a line (atomic: a stopped run keeps what finished)."""
    lines = [f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in results.items()]
    replace_with(path, ("{\"city\": {\n" + ",\n".join(lines) + "\n}}\n").encode())


def level_hash(level) -> str:
    """A short digest of the city as played (every key but ``stars``): a changed city is
    measured again."""
    played = {k: v for k, v in level.source.items() if k != "stars"}
    return hashlib.sha256(json.dumps(played, sort_keys=True).encode()).hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.codex_stars",
                                description="Measure and write the Codex star thresholds.")
    p.add_argument("--runs", type=int, default=200,
                   help="games per level and city (more than measured: only the missing)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--budget", type=int, default=BUDGET, help="playouts a decision")
    p.add_argument("--cities", nargs="*", default=None, metavar="ID", help="only these cities")
    p.add_argument("--table-only", action="store_true", help="rewrite the table, measure nothing")
    args = p.parse_args(argv)
    entries = [e for e in load_codex(CODEX_DIR) if e.level is not None]
    results = load_results()
    for e in entries:
        lv = e.level
        if args.table_only or (args.cities and lv.id not in args.cities):
            continue
        got = results.get(lv.id)
        if not got or got.get("budget") != args.budget or got.get("level") != level_hash(lv):
            got = None                  # a changed city or budget: measured afresh
        elif got.get("runs", 0) >= args.runs and all(
                len(got.get(k, [])) >= min(args.runs, FLOOR_RUNS) for k in FLOOR_KINDS):
            continue
        results[lv.id] = {"level": level_hash(lv),
                          **measure(lv, args.runs, args.budget, args.jobs, got)}
        save_results(results)
        f = figures(results[lv.id])
        print(f"{lv.order:2} {lv.id}: easy median {f['easy_median']:g}, best median "
              f"{f['best_median']:g}, p90 {f['best_p90']:g} -> stars {f['stars']}", flush=True)
    for e in entries:   # every measured city's thresholds into its file, then the table
        got = results.get(e.level.id)
        if got and got.get("level") == level_hash(e.level):
            write_stars(e.path, figures(got)["stars"])
    entries = [e for e in load_codex(CODEX_DIR) if e.level is not None]
    write_readme(entries, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
