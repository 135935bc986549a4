"""Senate Wonder Duel AI levels (PP-26): whole legal Duels at every level, the same game for a
seed, no hidden information, the levels dispatch by ``state.mode``, and two hand-worked positions
where Medium plays for control (denying the rival) and Easy for the points in front of it."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.ai.picture_pie import PLAYERS, HardPlayer, MediumPlayer
from game.ai.picture_pie.duel import (AnyModeHard, DuelEasyPlayer, DuelHardPlayer,
                                      DuelMediumPlayer, duel_win_value)
from game.ai.picture_pie.duel_plans import duel_value, rival_fills, turn_plans
from game.core.picture_pie.actions import DraftHalf, DraftSmall, Place
from game.core.picture_pie.board import EMPTY_SITE, Board, Wheel, build_site
from game.core.rng import Rng
from game.games import new_state
from tests.ai.play import play_checked

DUEL_LEVELS = {"easy": DuelEasyPlayer, "medium": DuelMediumPlayer}


def _player(name: str, seed: int):
    if name == "hard":
        return DuelHardPlayer(seed, think=None, iterations=4, horizon=6)
    return DUEL_LEVELS[name](seed)


def _play(names, seed: int, upto: int | None = None):
    state = new_state("picture-pie", 2, seed, duel=True)
    seats = [_player(n, seed * 31 + k + 1) for k, n in enumerate(names)]
    return play_checked(state, seats, upto)


@pytest.mark.parametrize("names", [("easy", "medium"), ("medium", "hard"), ("hard", "easy")])
def test_every_level_plays_whole_duels_with_legal_actions(names):
    state = _play(names, 17)
    assert state.is_terminal and state.mode == "duel"
    assert state.winners() and sum(state.control_counts()) == state.sites_completed


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_a_level_repeats_its_duel_for_a_seed(name):
    upto = 40 if name == "hard" else None
    assert _play((name, name), 5, upto).action_log == _play((name, name), 5, upto).action_log


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_the_decision_ignores_the_hidden_bag_order(name):
    state = _play(("medium", "easy"), 8, 20)
    other = state.copy()
    other._rng = Rng(987654321)
    assert _player(name, 4).choose(state) == _player(name, 4).choose(other)


def test_the_picture_pie_levels_hand_a_duel_to_the_duel_players():
    for name in ("easy", "medium", "hard"):
        player = make_player(name, "picture-pie", 3, think=0.2)
        assert type(player) is PLAYERS[name]
    hard = make_player("hard", "picture-pie", 3, think=0.2)
    assert isinstance(hard, HardPlayer) and isinstance(hard._duel, DuelHardPlayer)
    assert isinstance(PLAYERS["medium"](1), MediumPlayer)
    # the worker's stop and live think reach the Duel's search
    hard.think = 0.05
    hard.stop = lambda: True
    state = _play(("medium", "medium"), 9, 12)
    assert state.legal_actions() and state.why_illegal(hard.choose(state)) is None
    assert hard._duel.think == 0.05 and hard._duel.stop is hard.stop
    # a campaign state still goes to the campaign's player
    campaign = new_state("picture-pie", 2, 9)
    while campaign.stage == "setup":
        campaign.apply(campaign.legal_actions()[0])
    assert campaign.why_illegal(AnyModeHard(2, think=None, iterations=2).choose(campaign)) is None


def _position(seed: int, capital: dict, owners: dict, wheel_tiles: list):
    """A Duel in the draft stage of its first seat: ``capital`` {site: ((tile, slot), ...)},
    ``owners`` {tile: seat}, the Sundial's sector holding ``wheel_tiles`` (the rest empty)."""
    state = _probe(seed)[0]
    sites = tuple(build_site(capital[i], state.tiles, state.data) if i in capital
                  else EMPTY_SITE for i in range(12))
    state.boards = tuple(Board(sites, b.yard, b.discards, b.tokens) for b in state.boards)
    placed_by = list(state.placed_by)
    for tid, seat in owners.items():
        placed_by[tid] = seat
    state.placed_by = tuple(placed_by)
    sectors = [()] * 4
    sectors[state.active_sector] = tuple(wheel_tiles)
    state.wheel = Wheel(tuple(sectors), state.wheel.rotation)
    state._turn_start = state._snap()
    return state


def _probe(seed: int):
    """The seed's Duel past setup: (it, its first seat), to choose tiles for :func:`_position`."""
    probe = new_state("picture-pie", 2, seed, duel=True)
    while probe.stage == "setup":
        probe.apply(probe.legal_actions()[0])
    return probe, probe.seat


def _tile(state, size: int, motif: str, used: set) -> int:
    t = next(t.id for t in state.tiles if t.size == size and t.motif == motif and t.mark is None
             and t.id not in used and not any(t.id in b.yard for b in state.boards))
    used.add(t)
    return t


def test_medium_takes_the_rivals_lapis_monument_where_easy_cashes_in_its_own():
    """The seat to move (M) has a Marble Half alone in site 5 (4/8); the rival R a Lapis Half
    alone in site 0 (4/8).  The wheel offers one Marble Half.  Into site 5 it completes a pure
    Marble monument: 200 + 300 = 500 for M.  Into site 0 it ties the shares 4 : 4, and M, the
    completer, controls the Lapis-Marble dual: (4 x 400 + 4 x 200) / 8 = 300 base + half the
    smaller pure bonus 300 / 2 = 150 symmetry = 450, and R loses its pure Lapis monument (1000
    and a Laurel token) it could complete next turn.  Easy, counting its points only, completes
    site 5; Medium takes site 0."""
    used: set = set()
    probe, me = _probe(21)
    lapis, marble, drafted = (_tile(probe, 4, "lapis", used), _tile(probe, 4, "marble", used),
                              _tile(probe, 4, "marble", used))
    state = _position(21, {0: ((lapis, 0),), 5: ((marble, 0),)},
                      {lapis: 1 - me, marble: me}, [drafted])
    assert state.seat == me
    for player, site in ((DuelEasyPlayer(1), 5), (DuelMediumPlayer(1), 0)):
        trial = state.copy()
        draft = player.choose(trial)
        assert draft == DraftHalf(drafted)
        trial.apply(draft)
        place = player.choose(trial)
        assert type(place) is Place and place.site == site, (player, place)
        trial.apply(place)
        assert trial.controller(site) == me
    # the values by hand: site 5 for Easy is +500; site 0 for M is +450 points
    five, zero = state.copy(), state.copy()
    for s, site in ((five, 5), (zero, 0)):
        s.apply(DraftHalf(drafted))
        s.apply(Place(drafted, site, 4))
    assert five.scores()[me] - state.scores()[me] == 500
    assert zero.scores()[me] - state.scores()[me] == 450


def test_finishing_the_rivals_monument_takes_only_the_laurel_token():
    """R holds 6/8 of site 0 (a Lapis Half and Quarter); M completes it with a Lapis Quarter:
    M took the Laurel token (+100: it completed a Lapis-dominant monument, PP-20) but R, with
    6/8 against 2/8, controls the pure Lapis monument: 400 + 600 = +1000 for R."""
    used: set = set()
    probe, me = _probe(22)
    half, quarter, offered = (_tile(probe, 4, "lapis", used), _tile(probe, 2, "lapis", used),
                              _tile(probe, 2, "lapis", used))
    state = _position(22, {0: ((half, 0), (quarter, 4))}, {half: 1 - me, quarter: 1 - me},
                      [offered])
    done = state.copy()
    done.apply(DraftSmall((offered,)))
    done.apply(Place(offered, 0, 6))
    assert done.controller(0) == 1 - me and done.completed_by(0) == me
    assert done.scores()[me] - state.scores()[me] == 100
    assert done.scores()[1 - me] - state.scores()[1 - me] == 1000


def test_the_duel_values_see_the_rivals_next_turn():
    state = _play(("medium", "medium"), 12, 30)
    seat = state.current_seat
    fills = rival_fills(state, 1 - seat)
    assert fills <= set(range(1, 9)) and fills
    assert turn_plans(state)[0][1]
    assert 0.0 <= duel_win_value(state, seat) <= 1.0
    assert isinstance(duel_value(state, seat), float)
