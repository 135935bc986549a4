"""Picture Pie Easy, Medium and Hard (issue 11): legal whole games, determinism per seed, no
hidden information, Medium's wheel turns and openings, and a hand-worked position."""

from __future__ import annotations

import pytest

from game.ai.picture_pie import PLAYERS, GreedyPlayer, HardPlayer, MediumPlayer
from game.core.picture_pie.actions import DraftHalf, DraftSmall, Pick, TurnWheel
from game.core.picture_pie.board import EMPTY_SITE, Board, build_site
from game.core.picture_pie.state import Wheel
from game.core.rng import Rng
from game.games import new_state
from tests.ai.play import play_checked


def _player(name: str, seed: int):
    """A level's player; Hard with a small fixed iteration count (fast, repeatable)."""
    if name == "hard":
        return HardPlayer(seed, think=None, iterations=6, horizon=12)
    return PLAYERS[name](seed)


def _play(names, seed: int, upto: int | None = None):
    """Play a seeded game, seat k by level ``names[k]``; every action goes through ``apply``
    (which refuses an illegal one).  Stops after ``upto`` actions when given."""
    state = new_state("picture-pie", len(names), seed)
    seats = [_player(n, seed * 31 + k + 1) for k, n in enumerate(names)]
    return play_checked(state, seats, upto)


def test_the_levels_are_registered_and_built_from_a_seed():
    assert set(PLAYERS) == {"random", "greedy", "easy", "medium", "hard"}
    for name, cls in PLAYERS.items():
        assert hasattr(cls(3), "choose")
    hard = HardPlayer(1, think=0.5)
    assert hard.think == 0.5 and hard.stop is None
    for name in ("easy", "medium", "hard"):   # one way to build every level
        assert hasattr(PLAYERS[name](3, think=0.2), "choose")


@pytest.mark.parametrize("names", [("easy", "medium"), ("medium", "hard"),
                                   ("hard", "easy", "medium", "easy"),
                                   ("medium", "medium", "easy", "medium")])
def test_every_level_plays_whole_games_with_legal_actions(names):
    state = _play(names, 17)
    assert state.is_terminal
    assert all(isinstance(s, int) for s in state.scores())


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_a_level_repeats_its_game_for_a_seed(name):
    upto = 60 if name == "hard" else None
    a = _play((name, name), 5, upto)
    b = _play((name, name), 5, upto)
    assert a.action_log == b.action_log
    c = _play((name, name), 6, upto)
    assert c.action_log != a.action_log


def _hidden_changed(state):
    """``state`` with only its hidden part changed: the bag's draws come from another generator
    (the bag's contents stay: they are public)."""
    other = state.copy()
    other._rng = Rng(987654321)
    return other


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
@pytest.mark.parametrize("upto", [9, 14, 30])
def test_the_decision_ignores_the_hidden_bag_order(name, upto):
    state = _play(("medium", "easy"), 8, upto)
    assert not state.is_terminal
    other = _hidden_changed(state)
    assert other._rng.state != state._rng.state
    a = _player(name, 4).choose(state)
    b = _player(name, 4).choose(other)
    assert a == b


def test_medium_turns_the_wheel_in_some_games_and_opens_differently():
    turned = 0
    openings = set()
    for seed in range(6):
        state = _play(("medium", "medium"), 40 + seed)
        turned += sum(1 for a in state.action_log if type(a) is TurnWheel)
        picks = tuple(a.motif for a in state.action_log if type(a) is Pick)
        first_draft = next(a for a in state.action_log if type(a) in (DraftHalf, DraftSmall))
        kinds = tuple(sorted((state.tiles[t].size, state.tiles[t].motif) for t in
                             (first_draft.tile_ids if type(first_draft) is DraftSmall
                              else (first_draft.tile_id,))))
        openings.add((picks, kinds))
    assert turned > 0
    assert len(openings) > 1


def _tile(state, size: int, motif: str, used: set) -> int:
    t = next(t.id for t in state.tiles if t.size == size and t.motif == motif and t.mark is None
             and t.id not in used)
    used.add(t)
    return t


def test_medium_keeps_a_lapis_monument_pure_where_greedy_cashes_it_in():
    """Round 2 of 12, a 2-seat game.  Medium's site 0 holds a Lapis Half and a Lapis Quarter
    (6/8, pure).  The active sector holds one Lapis Eighth, one Terracotta Quarter and a Flora
    Eighth; the only other tile on the wheel is a Terracotta Half.  The Terracotta Quarter would complete site 0
    now as a mixed monument (base 337, no bonus); the greedy player takes it.  A good player
    keeps the monument pure: with ten rounds left and six more Lapis Eighths still in the bag it
    takes the Lapis Eighth now (7/8) and completes the pure Lapis monument later for 400 + 600 +
    a Laurel token.  Medium drafts the Lapis Eighth and leaves site 0 pure and open."""
    state = new_state("picture-pie", 2, 3)
    medium = MediumPlayer(1)
    while state.stage == "setup":
        state.apply(state.legal_actions()[0])
    used = set(t for b in state.boards for t in b.yard)
    half, quarter = _tile(state, 4, "lapis", used), _tile(state, 2, "lapis", used)
    eighth, terra = _tile(state, 1, "lapis", used), _tile(state, 2, "terracotta", used)
    flora = _tile(state, 1, "flora", used)
    filler = [_tile(state, 4, "terracotta", used)]
    site0 = build_site(((half, 0), (quarter, 4)), state.tiles, state.data)
    seat = state.seat
    boards = list(state.boards)
    boards[seat] = Board((site0,) + (EMPTY_SITE,) * 11, (), 0, 0)
    state.boards = tuple(boards)
    sectors = [() for _ in range(6)]
    sectors[state.active_sector] = (eighth, terra, flora)
    sectors[(state.active_sector + 3) % 6] = tuple(filler)
    on_wheel = {eighth, terra, flora, *filler}
    state.bag = tuple(t for t in state.bag if t not in on_wheel and t not in used) + \
        tuple(t for s in state.wheel.sectors for t in s if t not in on_wheel and t not in used)
    state.wheel = Wheel(tuple(sectors), state.wheel.rotation)
    state.round = 2
    state._turn_start = state._snap()

    greedy = GreedyPlayer(1).choose(state.copy())
    assert type(greedy) is DraftSmall and terra in greedy.tile_ids
    draft = medium.choose(state)
    assert type(draft) is DraftSmall and eighth in draft.tile_ids
    state.apply(draft)
    while state.current_seat == seat:
        state.apply(medium.choose(state))
    site = state.boards[seat].sites[0]
    assert not site.completed
    assert {m for m in site.motifs if m} == {"lapis"} and site.filled == 7


def test_hard_stops_when_told_and_plays_its_plan():
    state = _play(("medium", "medium"), 9, 12)
    hard = HardPlayer(2, think=None, iterations=500, horizon=8)
    hard.stop = lambda: True
    action = hard.choose(state)
    assert state.why_illegal(action) is None
    assert hard.last["iterations"] <= 1 or hard.last["candidates"] == 1


def test_paired_sweeps_visit_every_candidate_evenly_on_shared_deals():
    state = _play(("medium", "medium"), 12, 20)
    picks = []
    for _ in range(2):
        hard = HardPlayer(7, think=None, iterations=25, horizon=6, paired=True)
        picks.append(hard.choose(state.copy()))
        visits = [v for _, v, _ in hard.last["values"]]
        assert max(visits) - min(visits) <= 1 and sum(visits) == 25
    assert picks[0] == picks[1] and state.why_illegal(picks[0]) is None


@pytest.mark.parametrize("policy", ["medium", "greedy"])
def test_hard_plays_legally_with_the_other_playout_policies(policy):
    state = _play(("medium", "medium"), 13, 16)
    hard = HardPlayer(3, think=None, iterations=8, policy=policy, finish=True, full=True)
    while not state.is_terminal and len(state.action_log) < 40:
        action = hard.choose(state) if state.current_seat == 0 else \
            MediumPlayer(1).choose(state)
        state.apply(action)
