"""``main.py simulate --solo LEVEL`` is one player against the Architect without --players
(issue 14 play-test): the default seat count follows the mode."""

import tomllib

from tests.cli_helpers import run_main


def test_solo_alone_implies_one_player_with_athena():
    res = run_main("simulate", "--game", "akropolis", "--athena", "--solo", "hippodamos",
                   "--games", "2")
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert len(out["game"]) == 2 and all(len(g["levels"]) == 1 and g["solo"] == "hippodamos"
                                         for g in out["game"])


def test_an_explicit_other_seat_count_with_solo_still_exits_2_with_one_line():
    res = run_main("simulate", "--game", "akropolis", "--players", "3", "--solo", "hippodamos")
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert lines == ["simulate: Akropolis Solo vs the Architect takes 1 player, not 3"]


def test_without_solo_the_default_is_still_two_seats():
    res = run_main("simulate", "--game", "akropolis", "--games", "1")
    assert res.returncode == 0, res.stderr
    assert len(tomllib.loads(res.stdout)["game"][0]["levels"]) == 2
