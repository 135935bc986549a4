"""main.py simulate --game akropolis (issue 4, item 6): output parses as TOML."""

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("extra,players", [
    ([], 4),
    (["--variants", "markets", "gardens"], 4),
    (["--solo", "callicrates"], 1),
])
def test_simulate_akropolis_prints_toml(extra, players):
    res = subprocess.run([sys.executable, "main.py", "simulate", "--game", "akropolis",
                          "--players", str(players), "--games", "3", "--seed", "1", *extra],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert len(out["game"]) == 3 and out["summary"]["games"] == 3
    for g in out["game"]:
        assert g["rounds"] == 12 and g["winners"]
        assert len(g["scores"]) == (2 if players == 1 else players)
        if players == 1:
            assert g["solo"] == "callicrates" and g["verdict"]


def test_simulate_akropolis_one_player_needs_solo():
    res = subprocess.run([sys.executable, "main.py", "simulate", "--game", "akropolis",
                          "--players", "1"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert res.returncode == 2 and "solo" in res.stderr
