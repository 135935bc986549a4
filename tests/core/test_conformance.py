"""One simulation conformance test over every game, mode and seat count (after OpenSpiel's
games_sim_test), written only against the State API (game/core/state.py).

Each case plays whole seeded games with the generic API-only players (game.ai.RandomPlayer,
game.ai.GreedyPlayer) and checks at every step or at sampled steps:

- only legal actions are offered (``why_illegal`` is None for each) and each one applies;
- a copy fed the same actions stays equal;
- ``to_dict`` -> ``from_dict`` and a TOML round trip (tomli_w / tomllib) give an equal state
  mid-game (``from_dict`` validation holds the games' invariants: tile conservation, legal
  city placements, the turn's replay...);
- undo restores the state before the action wherever ``can_undo``;
- events are typed records whose plain forms rebuild them; ledger rows add up to the score;
  ``summary`` is plain data;
- a terminal state offers nothing and refuses everything.
"""

from __future__ import annotations

import tomllib

import pytest
import tomli_w

from game.ai import GreedyPlayer, RandomPlayer
from game.core.events import Event, Ledger, event_from_dict
from game.core.state import GameState, IllegalAction


def conformance_cases():
    """Yield (case id, factory(seed) -> fresh GameState) for every registry entry (game and
    mode, game.games.entries()) at every seat count of its range, with the options at their
    defaults, plus one case per non-default option value (each choice, a toggle on, a multi
    option with every choice) at the entry's largest seat count."""
    from game.games import config_options, entries, new_state

    def factory(entry, n, values):
        options = {k: v for k, v in config_options(entry, values).items() if v is not None}
        return lambda seed: new_state(entry.game, n, seed, **options)

    for entry in entries():
        base = f"{entry.game}-{entry.mode}"
        for n in entry.seat_range():
            yield f"{base}-{n}p", factory(entry, n, {})
        top = entry.seats[1]
        for opt in entry.options:
            if opt.kind == "choice":
                for value, _ in opt.choices:
                    if value != opt.default:
                        yield f"{base}-{opt.name}-{value}", factory(entry, top, {opt.name: value})
            elif opt.kind == "toggle":
                yield f"{base}-{opt.name}", factory(entry, top, {opt.name: not opt.default})
            elif opt.kind == "multi":
                every = [v for v, _ in opt.choices]
                yield f"{base}-{opt.name}", factory(entry, top, {opt.name: every})


CASES = list(conformance_cases())
IDS = [case_id for case_id, _ in CASES]

#: every CHECK_EVERY-th step checks all legal actions and the round trips; other steps sample
CHECK_EVERY = 25
SAMPLE = 3
#: steps (besides the end) with a TOML round trip: slow on a long game's log
TOML_AT = (25, 300)
#: the greedy player tries this many actions per decision and plays this many of a game's
#: actions (the random player finishes it): one copy and apply per tried action is slow
GREEDY_BUDGET = 12
GREEDY_STEPS = 120


def _sample(rng, items, k):
    if len(items) <= k:
        return list(items)
    return [items[rng.randrange(len(items))] for _ in range(k)]


def _round_trips(state: GameState, toml: bool = True) -> None:
    data = state.to_dict()
    assert type(state).from_dict(data) == state
    if toml:
        loaded = tomllib.loads(tomli_w.dumps(data))
        assert type(state).from_dict(loaded) == state


def _check_records(state: GameState) -> None:
    scores = state.scores()
    assert len(scores) == state.num_seats
    for seat in range(state.num_seats):
        led = state.ledger(seat)
        assert isinstance(led, Ledger)
        assert led.rows[-1].category == "total"
        assert led.total == scores[seat] == sum(r.points for r in led.rows[:-1])
    for ev in state.events:
        assert isinstance(ev, Event)
        assert event_from_dict(ev.to_dict(), {ev.TYPE: type(ev)}) == ev
    summary = state.summary()
    assert summary["scores"] == scores and summary["terminal"] == state.is_terminal
    tomllib.loads(tomli_w.dumps({"summary": summary}))


def _check_step(state: GameState, step: int, rng) -> None:
    actions = state.legal_actions()
    assert actions, "a running game offers an action"
    full = step % CHECK_EVERY == 0
    for action in actions if full else _sample(rng, actions, SAMPLE):
        assert state.why_illegal(action) is None, action
    for action in _sample(rng, actions, SAMPLE if full else 1):
        trial = state.copy()
        trial.apply(action)
        if full and trial.can_undo():
            trial.undo()
            assert trial == state
    if full:
        _round_trips(state, toml=step in TOML_AT)
        _check_records(state)


def _check_terminal(state: GameState, played: list) -> None:
    assert state.is_terminal and state.current_seat is None
    assert state.legal_actions() == []
    # a contest has a winner; the cooperative Pantheon team may lose together (tier 0: none)
    assert len(state.winners()) >= 1 or getattr(state, "mode", "") == "pantheon"
    assert set(state.winners()) <= set(range(state.num_seats))
    for action in played[-3:]:
        assert state.why_illegal(action) is not None
        with pytest.raises(IllegalAction):
            state.apply(action)
    _round_trips(state)
    _check_records(state)


def _play(state: GameState, players, max_steps: int | None = None) -> list:
    """Play to the end with ``players`` (first choice function while step < max_steps), checking
    each step; returns the actions played."""
    from game.core.rng import Rng
    rng = Rng(7)
    twin = state.copy()
    played = []
    step = 0
    while not state.is_terminal:
        _check_step(state, step, rng)
        player = players[0] if max_steps is None or step < max_steps else players[1]
        action = player.choose(state)
        before = state.copy() if step % CHECK_EVERY == 1 else None
        state.apply(action)
        twin.apply(action)
        played.append(action)
        if before is not None and state.can_undo():
            undone = state.copy()
            undone.undo()
            assert undone == before
        if step % CHECK_EVERY == 0:
            assert twin == state
        step += 1
    assert twin == state
    _check_terminal(state, played)
    return played


@pytest.mark.parametrize("case_id,factory", CASES, ids=IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_player_games_conform(case_id, factory, seed):
    _play(factory(seed), [RandomPlayer(seed)])


@pytest.mark.parametrize("case_id,factory", CASES, ids=IDS)
def test_greedy_player_games_conform(case_id, factory):
    _play(factory(3), [GreedyPlayer(3, budget=GREEDY_BUDGET), RandomPlayer(3)],
          max_steps=GREEDY_STEPS)


def test_every_game_and_mode_has_a_case():
    from game.games import entries
    for entry in entries():
        assert any(i.startswith(f"{entry.game}-{entry.mode}-") for i in IDS), entry.key
    assert any("solo" in i for i in IDS) and any("variants" in i for i in IDS)
