"""``main.py simulate --game picture-pie --duel``: Senate Wonder Duels between AI seats, each game
and each listed seat with its controlled monuments (PP-26); the Duel's seat count is refused
otherwise with one line."""

import tomllib

from tests.cli_helpers import run_main


def test_simulate_plays_duels_and_counts_controlled_monuments():
    res = run_main("simulate", "--game", "picture-pie", "--duel", "--players", "2", "--games",
                   "4", "--seed", "3", "--ai", "medium,random")
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    games = out["game"]
    assert len(games) == 4 and all(len(g["controlled"]) == 2 for g in games)
    seats = out["summary"]["seat"]
    assert [s["level"] for s in seats] == ["medium", "random"]
    # each game records the level at each table seat: the summary sums them per level
    per_level = [0, 0]
    for g in games:
        for seat, n in enumerate(g["controlled"]):
            per_level[["medium", "random"].index(g["levels"][seat])] += n
    assert [s["controlled"] for s in seats] == [per_level[0] / 4, per_level[1] / 4]
    for g in games:   # the winner controls more monuments, or as many and more points
        (w,) = g["winners"] if len(g["winners"]) == 1 else (None,)
        if w is not None:
            c, p = g["controlled"], g["scores"]
            assert c[w] > c[1 - w] or (c[w] == c[1 - w] and p[w] > p[1 - w])


def test_the_campaign_summary_has_no_controlled_key():
    res = run_main("simulate", "--game", "picture-pie", "--players", "2", "--games", "1")
    assert res.returncode == 0 and "controlled" not in res.stdout


def test_a_duel_takes_two_seats():
    res = run_main("simulate", "--game", "picture-pie", "--duel", "--players", "3", "--games", "1")
    assert res.returncode == 2 and len(res.stderr.strip().splitlines()) == 1, res.stderr
