"""AI players, written only against the State API (``game.core.state``), and their levels.

``make_player(level, game_id, seed=0, think=None)`` returns an object with
``choose(state) -> action`` (a legal action of ``state``; the state is the player's own copy).

Levels (:data:`LEVELS`, shown to players in New Game): ``easy``, ``medium``, ``hard``; the
generic ``random`` and ``greedy`` stay for tests and ``main.py simulate`` (:data:`AI_KINDS` is
every name ``make_player`` accepts).  A game offers its own players in its registry entry's AI
module (``game.games.GameInfo.ai``, ``game/ai/<package>.py``) as ``PLAYERS = {level: cls}``;
a class is built as ``cls(seed)``, or ``cls(seed, think=seconds)`` when its constructor takes
``think``.  A level the module does not offer falls back (:func:`fallback_player`): ``random``
and ``greedy`` to the module's own or the generic ones below, ``easy`` to the greedy player with
seeded noise (:class:`NoisyPlayer`), ``medium`` to the greedy player, ``hard`` to the greedy
player as a stand-in (a wider sample where it takes a ``budget``).

Thinking time: ``think`` is Hard's budget per decision in seconds (default
:data:`THINK_DEFAULT`, the ``ai_think`` setting's default; at most :data:`THINK_MAX`).  A player
may have an attribute ``stop``: the caller may set ``player.stop = callable_returning_bool``; a
search polls it and returns its best action so far once it returns True (game.ai.worker sets it
so that pause, quit, restart and undo stop a search at once).  A player with an attribute
``think`` has it set to the budget of each decision before ``choose`` (the setting is read
live).
"""

from __future__ import annotations

import functools
import importlib
import inspect
import sys
from dataclasses import dataclass

from game import games
from game.core.rng import Rng
from game.settings_schema import DEFAULTS, RANGES


@dataclass(frozen=True)
class Level:
    """A level shown to players: ``name`` (config and command line), ``label`` (New Game's
    word) and ``description`` (the one line New Game shows for the focused choice)."""

    name: str
    label: str
    description: str


#: the levels players choose from, weakest first
LEVELS: dict[str, Level] = {
    "easy": Level("easy", "Easy",
                  "Easy: plays for the points in front of it and misses chances, as a new "
                  "player does."),
    "medium": Level("medium", "Medium",
                    "Medium: plays a sound plan, weighing what each move leaves for later."),
    "hard": Level("hard", "Hard",
                  "Hard: thinks ahead through many possible games; a real challenge."),
}
#: names kept for tests and ``main.py simulate`` (never offered in New Game)
TEST_KINDS = ("random", "greedy")
#: every name :func:`make_player` accepts
AI_KINDS = tuple(LEVELS) + TEST_KINDS
#: how an old save's or set-up's level shows in New Game ("greedy" was the one real opponent)
LEGACY_LEVELS = {"greedy": "medium", "random": "easy"}
#: Hard's default budget per decision in seconds (the ``ai_think`` setting's default)
THINK_DEFAULT = float(DEFAULTS["ai_think"])
#: the longest budget a decision may get (issue 11: on one core of the target machine)
THINK_MAX = float(RANGES["ai_think"][1])
#: the shortest budget (a Settings value below it is raised to it)
THINK_MIN = float(RANGES["ai_think"][0])
#: share of Easy's decisions (fallback player) taken at random instead of greedily
EASY_NOISE = 0.3


def level_label(name: str) -> str:
    """The word players see for level ``name`` ("Hard" for "hard"; an old save's "greedy" shows
    as "Medium" and "random" as "Easy", see :data:`LEGACY_LEVELS`); the name itself, capitalised,
    for anything else."""
    level = LEVELS.get(LEGACY_LEVELS.get(name, name))
    return level.label if level else str(name).capitalize()


def think_seconds(value) -> float:
    """``value`` (a setting, a flag) as a budget in seconds inside THINK_MIN..THINK_MAX;
    :data:`THINK_DEFAULT` when it is not a number."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return THINK_DEFAULT
    if v != v:   # NaN
        return THINK_DEFAULT
    return min(THINK_MAX, max(THINK_MIN, v))


class RandomPlayer:
    """Uniform choice among the legal actions, from its own seeded :class:`Rng`.  Uses only the
    State API (``legal_actions``), so it plays every game."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


class GreedyPlayer:
    """Take the action whose result has the highest own score (ties: seeded random).  Uses only
    the State API (``legal_actions``, ``copy``, ``apply``, ``scores``, ``current_seat``).

    ``budget``: at most this many legal actions are tried per decision (a seeded sample); None
    tries them all (thorough but slow: one copy and apply each).
    """

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        self.rng = Rng(seed)
        self.budget = budget

    def choose(self, state):
        seat = state.current_seat
        actions = state.legal_actions()
        if self.budget is not None and len(actions) > self.budget:
            self.rng.shuffle(actions)
            actions = actions[:self.budget]
        best, best_val = [], None
        for action in actions:
            trial = state.copy()
            trial.apply(action)
            val = trial.scores()[seat]
            if best_val is None or val > best_val:
                best, best_val = [action], val
            elif val == best_val:
                best.append(action)
        return self.rng.choice(best)


class NoisyPlayer:
    """Easy until a game offers its own: the ``greedy`` player's choice, except that a seeded
    share ``noise`` (0..1) of the decisions is the ``random`` player's (a legal action either
    way).  ``NoisyPlayer(greedy, random, seed, noise)``."""

    def __init__(self, greedy, random, seed: int = 0, noise: float = EASY_NOISE) -> None:
        self.greedy, self.random = greedy, random
        self.rng = Rng(seed ^ 0x5EED)
        self.noise = noise

    def choose(self, state):
        if self.rng.randrange(1000) < round(self.noise * 1000):
            return self.random.choose(state)
        return self.greedy.choose(state)


_GENERIC = {"random": RandomPlayer, "greedy": GreedyPlayer}


def game_players(game_id: str) -> dict:
    """The ``PLAYERS`` table of ``game_id``'s AI module ({} when it has none).  Raises KeyError
    for an unknown game."""
    module_name = games.info(game_id).ai
    try:
        mod = sys.modules.get(module_name) or importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return {}
    return dict(getattr(mod, "PLAYERS", {}) or {})


def build(cls, seed: int, think: float | None = None, **kwargs):
    """``cls(seed, **kwargs)``, with ``think=seconds`` too when its constructor takes it
    (``think`` None: :data:`THINK_DEFAULT`)."""
    params = _params(cls)
    if "think" in params or any(p.kind is p.VAR_KEYWORD for p in params.values()):
        kwargs["think"] = THINK_DEFAULT if think is None else think
    return cls(seed, **kwargs)


def fallback_player(level: str, players: dict, seed: int, think: float | None = None):
    """The player for a ``level`` the game's ``players`` table lacks (see the module
    docstring)."""
    greedy = players.get("greedy") or GreedyPlayer
    random = players.get("random") or RandomPlayer
    if level == "random":
        return build(random, seed, think)
    if level == "easy":
        return NoisyPlayer(build(greedy, seed, think), build(random, seed + 1, think), seed)
    if level == "hard" and "budget" in _params(greedy):
        base = _params(greedy)["budget"].default
        wider = None if base in (None, inspect.Parameter.empty) else int(base) * 3
        return build(greedy, seed, think, budget=wider)
    return build(greedy, seed, think)


@functools.lru_cache(maxsize=64)
def _params(cls) -> dict:
    """``cls``'s constructor parameters by name ({} for a builtin or C type), read once per
    class (``simulate`` builds a player per seat per game)."""
    try:
        return dict(inspect.signature(cls).parameters)
    except (TypeError, ValueError):   # a builtin or C type: no keywords known
        return {}


def make_player(level: str, game_id: str, seed: int = 0, think: float | None = None):
    """An AI player of ``level`` (one of :data:`AI_KINDS`) for ``game_id``, seeded by ``seed``;
    ``think``: Hard's budget per decision in seconds (None: :data:`THINK_DEFAULT`).  The game's
    own class for the level when its AI module offers one, else :func:`fallback_player`.
    Raises KeyError for an unknown level or game."""
    if level not in AI_KINDS:
        raise KeyError(f"unknown AI level {level!r}; choose from {', '.join(AI_KINDS)}")
    players = game_players(game_id)
    cls = players.get(level)
    if cls is not None:
        return build(cls, seed, think)
    if level in _GENERIC and not players:
        return _GENERIC[level](seed)
    return fallback_player(level, players, seed, think)
