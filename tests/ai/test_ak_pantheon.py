"""AI teammates of Akropolis Pantheon (issue 15 item 4): every Akropolis level plays the
cooperative game to its end through the core, deterministically per seed, without reading
another hand; ``simulate --scenario`` reports the team total and tier per game."""

from __future__ import annotations

import io
import tomllib

import pytest

from game.ai import make_player
from game.ai.akropolis.pantheon import PantheonPlayer
from game.core.akropolis.pantheon import FinishTurn, GiveStones, PlaceTile
from game.games import new_state
from game.tools.simulate import play_game, run


def _game(players, seed, level="medium", scenario="corinth"):
    return play_game("akropolis", players, seed, ai=level, scenario=scenario)


def test_a_complete_three_seat_game_through_the_core():
    s = _game(3, 5)
    assert s.is_terminal and s.tiles_left == 0 and s.turns == 61
    placements = [a for a in s.action_log if isinstance(a, PlaceTile)]
    assert len(placements) == 61
    assert sum(1 for a in s.action_log if isinstance(a, FinishTurn)) == 61
    assert s.scores() == [s.total()] * 3 and s.winners() == ([0, 1, 2] if s.tier() else [])
    assert s.total() == s.capital_ledger()["total"] == s.ledger(0).total
    assert 0 <= s.tier() <= 3
    assert s.summary()["team_total"] == s.total()


def test_the_team_completes_challenges_and_scores():
    games = [_game(3, seed) for seed in (1, 2, 3)]
    assert sum(len(g.completed) for g in games) > 0
    assert max(g.total() for g in games) > 0


def test_the_same_seed_plays_the_same_game():
    a, b = _game(2, 9), _game(2, 9)
    assert a.action_log == b.action_log and a == b


@pytest.mark.parametrize("level", ["easy", "hard", "random", "greedy"])
def test_every_level_plays_pantheon(level):
    s = _game(2, 3, level=level, scenario="athens")
    assert s.is_terminal and s.turns == 61


def test_a_decision_never_reads_another_hand():
    s = new_state("akropolis", 3, 4, scenario="sparta")
    for _ in range(7):   # a few turns in, seat 1 to move
        p = PantheonPlayer(1)
        while True:
            a = p.choose(s)
            s.apply(a)
            if isinstance(a, FinishTurn):
                break
    seat = s.current_seat
    other = s.copy()
    hidden = [k for k in range(3) if k != seat]
    other._hands[hidden[0]], other._hands[hidden[1]] = (other._hands[hidden[1]],
                                                        other._hands[hidden[0]])
    other.pile.reverse()
    other.challenge_pile.reverse()
    assert PantheonPlayer(7).choose(s) == PantheonPlayer(7).choose(other)
    assert PantheonPlayer(7, "easy").choose(s) == PantheonPlayer(7, "easy").choose(other)


def test_a_teammate_with_4_stones_gives_one_to_a_teammate_with_none():
    s = new_state("akropolis", 3, 4, scenario="corinth")
    s.stones[:] = [4, 0, 2]
    assert PantheonPlayer(1).choose(s) == GiveStones(1, 1)
    s.stones[:] = [3, 0, 2]
    assert not isinstance(PantheonPlayer(1).choose(s), GiveStones)


def test_a_teammate_says_the_colours_of_its_own_hand():
    s = new_state("akropolis", 3, 4, scenario="corinth")
    assert PantheonPlayer(1).say(s) == s.hand_words(0)


def test_one_player_object_plays_base_and_pantheon_games():
    p = make_player("medium", "akropolis", 3)
    base = new_state("akropolis", 2, 3)
    assert base.why_illegal(p.choose(base)) is None
    pan = new_state("akropolis", 2, 3, scenario="corinth")
    assert pan.why_illegal(p.choose(pan)) is None


def test_simulate_reports_the_team_total_and_tier_per_game():
    out = io.StringIO()
    summary = run("akropolis", 2, 2, 1, ai="medium", out=out, scenario="corinth")
    data = tomllib.loads(out.getvalue())
    for game in data["game"]:
        assert game["scenario"] == "corinth" and game["mode"] == "pantheon"
        assert game["scores"] == [game["team_total"]] * 2 and 0 <= game["tier"] <= 3
    assert summary["team_total_mean"] == sum(g["team_total"] for g in data["game"]) / 2
    assert sum(summary["tiers"]) == 2
    assert {"games", "seconds", "games_per_second", "seat"} <= set(summary)
