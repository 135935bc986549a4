import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_helpers import run_main

ROOT = Path(__file__).resolve().parents[1]


def run(*args):
    return run_main(*args)


def test_help_documents_every_option():
    out = run("--help").stdout
    for word in ("--frames", "--screenshot", "--scene", "--list-scenes", "--size", "--seed",
                 "score", "simulate"):
        assert word in out


def test_score_rejects_non_toml_with_one_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("game = \n")
    res = run("score", str(bad))
    assert res.returncode == 2
    assert res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "bad.toml:1" in lines[0] and "Traceback" not in res.stderr


def test_score_rejects_unknown_game(tmp_path):
    bad = tmp_path / "g.toml"
    bad.write_text('game = "chess"\n')
    res = run("score", str(bad))
    assert res.returncode == 2 and "g.toml:1" in res.stderr and "chess" in res.stderr


def test_score_missing_file_is_one_line():
    res = run("score", "no-such-file.toml")
    assert res.returncode == 2 and "file not found" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1


def test_simulate_with_broken_tile_data_is_one_line(tmp_path, monkeypatch):
    # A copy of the project whose Picture Pie tile set has a word where a number belongs.
    import shutil
    copy = tmp_path / "proj"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "__pycache__",
                                                              "docs", "tests"))
    tiles = copy / "levels" / "picture_pie" / "tiles.toml"
    text = tiles.read_text()
    assert "base = 200" in text
    tiles.write_text(text.replace("base = 200", 'base = "lots"', 1))
    res = subprocess.run([sys.executable, "main.py", "simulate", "--game", "picture-pie",
                          "--players", "2", "--games", "1"], cwd=copy, capture_output=True,
                         text=True, timeout=120)
    assert res.returncode == 2
    assert "Traceback" not in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert "tiles.toml:" in res.stderr and "base" in res.stderr


def test_simulate_into_a_closed_pipe_stops_without_a_traceback():
    # ``main.py simulate ... | head -1``: the reader leaves after one line.
    proc = subprocess.Popen([sys.executable, "main.py", "simulate", "--game", "picture-pie",
                             "--players", "2", "--games", "400", "--seed", "1"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline().startswith(b"[[game]]")
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipe" not in err
    assert proc.returncode in (0, 141)


@pytest.mark.parametrize("target, fault", [
    ("{tmp}/no-such-folder/x.png", "there is no folder"),
    ("{tmp}/shot.txt", "must be a .png"),
    ("{tmp}", "must be a .png")])
def test_bad_screenshot_targets_exit_2_with_one_line(tmp_path, target, fault):
    r = run_main("--frames", "2", "--screenshot", target.format(tmp=tmp_path))
    assert r.returncode == 2
    last = r.stderr.strip().splitlines()[-1]
    assert fault in last and "Traceback" not in r.stderr


SEAT_FIELDS = {"level", "wins", "win_rate", "mean_decision_ms", "p99_decision_ms",
               "max_decision_ms"}


@pytest.mark.parametrize("game", ["picture-pie", "akropolis"])
def test_simulate_per_seat_levels_report_a_table_per_seat(game):
    import tomllib
    from game.games import new_state
    res = run("simulate", "--game", game, "--players", "2", "--games", "4", "--seed", "3",
              "--ai", "medium,easy", "--think", "0.2")
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    summary = out["summary"]
    for key in ("game", "players", "games", "ai", "seconds", "games_per_second"):
        assert key in summary                               # every field it always had
    assert summary["ai"] == "medium,easy" and summary["think"] == 0.2
    seats = summary["seat"]
    assert [s["level"] for s in seats] == ["medium", "easy"]
    assert all(set(s) == SEAT_FIELDS for s in seats)
    assert sum(s["wins"] for s in seats) == pytest.approx(4)   # a shared win counts half
    for s in seats:
        assert s["win_rate"] == pytest.approx(s["wins"] / 4, abs=1e-4)
        assert 0 <= s["mean_decision_ms"] <= s["p99_decision_ms"] <= s["max_decision_ms"]
    for g in out["game"]:
        assert {"seed", "scores", "winners", "rounds"} <= set(g)
        first = new_state(game, 2, g["seed"]).current_seat
        # the first player alternates: the listed level at seed mod 2 plays first
        assert g["levels"][first] == ["medium", "easy"][g["seed"] % 2]
        assert sorted(g["levels"]) == ["easy", "medium"]


def test_simulate_one_level_for_every_seat_and_a_shared_win_counts_half(tmp_path):
    import io
    from game.tools.simulate import run as simulate, seat_summary
    out = simulate("picture-pie", 2, 2, 1, "greedy", out=io.StringIO())
    assert [s["level"] for s in out["seat"]] == ["greedy", "greedy"]
    assert seat_summary("hard", 1.5, 3, [1.0, 2.0, 9.0])["wins"] == 1.5
    assert seat_summary("hard", 1.5, 3, [1.0, 2.0, 9.0])["p99_decision_ms"] == 9.0
    assert seat_summary("easy", 0, 0, [])["mean_decision_ms"] == 0.0


@pytest.mark.parametrize("args, fault", [
    (("--ai", "expert"), "unknown level 'expert'"),
    (("--ai", "hard,medium,easy"), "3 levels for 2 seats"),
    (("--ai", "hard,"), "unknown level ''"),
    (("--think", "0"), "above 0 seconds"),
    (("--think", "soon"), "expected seconds")])
def test_simulate_wrong_levels_or_think_exit_2_with_one_line(args, fault):
    res = run("simulate", "--game", "picture-pie", "--players", "2", *args)
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and fault in lines[0] and lines[0].startswith("simulate: ")


@pytest.mark.parametrize("args, fault", [
    (("--games", "0"), "--games: must be at least 1"),
    (("--seed", "abc"), "--seed: invalid int value"),
    (("--players", "x"), "--players: expected a whole number"),
    (("--frobnicate",), "unrecognized arguments: --frobnicate")])
def test_simulate_argument_errors_are_one_line(args, fault):
    """argparse's own refusals are one line too (no usage block), exit 2."""
    res = run("simulate", "--game", "picture-pie", *args)
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and fault in lines[0] and lines[0].startswith("main.py")


def test_simulate_think_is_capped():
    res = run("simulate", "--game", "akropolis", "--players", "2", "--ai", "hard",
              "--think", "99")
    assert res.returncode == 2 and res.stderr.strip() == \
        "simulate: --think: at most 60 seconds a decision, not 99"


@pytest.mark.parametrize("args, line", [
    (("--scene", "nope"), "main.py: unknown scene 'nope'; choose from: title, "),
    (("--game", "chess"), "main.py: unknown game 'chess' (choose picture-pie or akropolis)"),
    (("--game", "akropolis"),
     "main.py: --game is an option of simulate: main.py simulate --game akropolis"),
    (("bogus",), "main.py: unknown command 'bogus' (choose score, levels, simulate or replay)"),
    (("simulate", "--game", "chess"),
     "main.py simulate: unknown game 'chess' (choose picture-pie or akropolis)"),
    (("simulate", "--game", "akropolis", "--players", "9"),
     "simulate: Akropolis takes 2 to 4 players, or 1 with --solo, not 9"),
    (("simulate", "--game", "picture-pie", "--players", "9"),
     "simulate: Picture Pie takes 1 to 4 players, not 9"),
    (("simulate", "--game", "picture-pie", "--players", "3", "--duel"),
     "simulate: Picture Pie Senate Wonder Duel takes 2 players, not 3"),
])
def test_bad_input_names_what_is_wrong_and_what_is_allowed_in_one_line(args, line):
    """Play-test: --scene lacked the "main.py:" prefix, --game chess said "argument COMMAND:
    invalid choice", Akropolis did not echo the 9 Picture Pie echoes."""
    res = run(*args)
    assert res.returncode == 2 and res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(line), lines
    assert "invalid choice" not in lines[0] and "COMMAND" not in lines[0]
