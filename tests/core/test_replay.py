"""Whole-game replay (after Catanatron's test_replay): ``replay(opening, action_log)`` rebuilds
a state equal to the one that recorded them, for 50 seeded games per game and mode; also after
a TOML save round trip, and a save written before the log loads with an unknown log."""

from __future__ import annotations

import tomllib

import pytest
import tomli_w

from game.ai import make_player
from game.core.akropolis import SCENARIOS, SOLO_LEVELS, VARIANTS
from game.core.replay import replay
from game.games import new_state

GAMES = 50


def _picture_pie(seed):
    return new_state("picture-pie", 1 + seed % 4, seed)


def _akropolis(seed):
    return new_state("akropolis", 2 + seed % 3, seed)


def _akropolis_solo(seed):
    return new_state("akropolis", 1, seed, solo=SOLO_LEVELS[seed % len(SOLO_LEVELS)])


def _akropolis_variants(seed):
    return new_state("akropolis", 2 + seed % 3, seed, variants=VARIANTS[:1 + seed % 5])


def _akropolis_all_tiles(seed):
    return new_state("akropolis", 2 + seed % 3, seed, all_tiles=True)


def _akropolis_pantheon(seed):
    return new_state("akropolis", 2 + seed % 3, seed, scenario=SCENARIOS[seed % 3])


MODES = {"picture-pie": _picture_pie, "akropolis": _akropolis,
         "akropolis-pantheon": _akropolis_pantheon,
         "akropolis-solo": _akropolis_solo, "akropolis-variants": _akropolis_variants,
         "akropolis-all-tiles": _akropolis_all_tiles}


def _played(factory, seed):
    state = factory(seed)
    seats = [make_player("random", state.GAME_ID, seed * 7 + k) for k in range(state.num_seats)]
    while not state.is_terminal:
        state.apply(seats[state.current_seat].choose(state))
    return state


@pytest.mark.parametrize("mode", list(MODES))
def test_replay_rebuilds_every_seeded_game(mode):
    for seed in range(GAMES):
        state = _played(MODES[mode], seed)
        assert state.action_log, (mode, seed)
        again = replay(state.opening, state.action_log)
        assert again == state, (mode, seed)
        assert again.events == state.events
        assert replay(state.opening, [a.to_dict() for a in state.action_log]) == state


@pytest.mark.parametrize("mode", ["picture-pie", "akropolis-solo", "akropolis-pantheon"])
def test_replay_from_a_saved_state(mode):
    state = _played(MODES[mode], 3)
    loaded = type(state).from_dict(tomllib.loads(tomli_w.dumps(state.to_dict())))
    assert replay(loaded.opening, loaded.action_log) == state


def test_undo_removes_the_undone_action_from_the_log():
    state = new_state("picture-pie", 2, 5)
    player = make_player("random", "picture-pie", 1)
    while not state.can_undo():
        state.apply(player.choose(state))
    log = list(state.action_log)
    state.undo()
    assert state.action_log == log[:-1]
    assert replay(state.opening, state.action_log) == state


def test_solo_log_holds_only_the_persons_actions():
    state = _akropolis_solo(4)
    player = make_player("random", "akropolis", 1)
    applied = []
    while not state.is_terminal:
        applied.append(player.choose(state))
        state.apply(applied[-1])
    assert state.action_log == applied
    assert replay(state.opening, applied) == state


@pytest.mark.parametrize("game_id,players", [("picture-pie", 2), ("akropolis", 3)])
def test_a_save_without_the_log_still_loads(game_id, players):
    state = new_state(game_id, players, 9)
    state.apply(make_player("random", game_id, 2).choose(state))
    old = state.to_dict()
    del old["opening"], old["action_log"]
    loaded = type(state).from_dict(old)
    assert loaded.opening is None and loaded.action_log == []
    assert loaded.to_dict()["opening"] == {}


@pytest.mark.parametrize("bad,where", [
    ({"game": "chess"}, "opening.game"),
    ({"seed": "x"}, "opening.seed"),
    ({"options": []}, "opening.options"),
])
def test_a_malformed_opening_is_refused(bad, where):
    state = new_state("akropolis", 2, 1)
    data = state.to_dict()
    data["opening"].update(bad)
    with pytest.raises(ValueError, match=where):
        type(state).from_dict(data)


def test_an_illegal_log_entry_is_named():
    state = _played(_akropolis, 1)
    log = [a.to_dict() for a in state.action_log]
    log[3] = dict(log[3], index=99)
    with pytest.raises(ValueError, match=r"action_log\[3\]"):
        replay(state.opening, log)
