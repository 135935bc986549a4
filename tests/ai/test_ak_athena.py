"""Every Akropolis AI level plays Athena games to the end (AK-11): it completes the cards its
city shows, places the Mini-tiles legally and finishes its turns; `simulate --athena`."""

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.ai.akropolis import PLAYERS
from game.ai.akropolis.athena_ai import athena_move, completions
from game.core.akropolis import CompleteCard, FinishTurn, is_mini, new_game
from game.core.rng import Rng
from game.games import game_data

ROOT = Path(__file__).resolve().parents[2]


def make(level, seat):
    return PLAYERS[level](seat, think=0.02) if level == "hard" else PLAYERS[level](seat)


def play(level, players, seed, solo=None):
    s = new_game(game_data("akropolis"), players, seed, athena=True, solo=solo)
    seats = [make(level, k) for k in range(s.num_seats)]
    done = 0
    while not s.is_terminal:
        before = s.phase
        act = seats[s.current_seat].choose(s)
        assert s.why_illegal(act) is None, (act, s.why_illegal(act))
        if before == "athena" and s.completable(s.current_seat) and level != "random":
            assert isinstance(act, CompleteCard)          # completes every completable card
        done += isinstance(act, CompleteCard)
        s.apply(act)
    return s, done


@pytest.mark.parametrize("level", ["random", "greedy", "easy", "medium", "hard"])
def test_levels_play_three_seat_and_solo_athena_games(level):
    for players, solo, seed in ((3, None, 1), (1, "callicrates", 2)):
        s, done = play(level, players, seed, solo)
        assert s.is_terminal and len(s.scores()) == s.num_seats
        parts = sum(len(s.statue_parts(k)) for k in range(s.num_seats))
        assert parts >= done      # the solo Architect's completions come on top


def test_medium_completes_cards_in_a_three_seat_game():
    s, done = play("medium", 3, 1)
    assert done >= 1
    minis = [p for city in s.cities for p in city.placements if is_mini(p[0])]  # (may be covered)
    assert len(minis) == sum(len(s.statue_parts(k)) for k in range(3))


def test_athena_move_finishes_when_nothing_is_left():
    s, _ = play("medium", 3, 1)
    assert completions(s) == []
    s2 = new_game(game_data("akropolis"), 3, 1, athena=True)
    s2.phase = "athena"
    assert isinstance(athena_move(s2, Rng(1)), FinishTurn)


@pytest.mark.parametrize("extra,players", [([], 3), (["--solo", "metagenes"], 1)])
def test_simulate_athena_prints_toml(extra, players):
    res = subprocess.run([sys.executable, "main.py", "simulate", "--game", "akropolis",
                          "--players", str(players), "--games", "2", "--seed", "3", "--athena",
                          "--ai", "greedy", *extra],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert out["summary"]["games"] == 2
    for g in out["game"]:
        assert g["rounds"] == 12 and len(g["athena_cards"]) == 4
        assert len(g["statue_parts"]) == (2 if players == 1 else players)
