"""``main.py score`` for an Akropolis: Pantheon Capital (game = "akropolis-pantheon", AK-14,
AK-16): per colour value, stars (only the altar plazas the Scenario scores) and points, the
total and the tier; bad input exits 2 with one line.  Values worked out by hand next to each
example."""

import tomllib
from pathlib import Path

import pytest

from game.core.akropolis.pantheon_scorepad import score_data
from game.core.errors import DataError
from game.games import game_data
from tests.cli_helpers import refused_in_one_line, run_main

DATA = game_data("akropolis")

# (0,0) blue plaza, level 1, altar; (1,0) house level 1 and (0,1) house level 2 touch: one
#   group worth 1 + 2 = 3.  (1,-1) green plaza, level 2, altar; (2,-1) garden, level 2: 2.
# Corinth: blue 3 x 1 star = 3, green 2 x 3 stars = 6: total 9.
# Athens: the blue altar is on level 1, not scored: blue 3 x 0 = 0; green 6: total 6.
# Sparta: blue 3 x 1 = 3; green altars are not scored: total 3.


def hexes(*rows) -> str:
    """[[hex]] tables for rows (q, r, level, kind, color, altar)."""
    out = []
    for q, r, level, kind, color, altar in rows:
        out.append(f"[[hex]]\nq = {q}\nr = {r}\nlevel = {level}\nkind = \"{kind}\"\n"
                   + (f"color = \"{color}\"\n" if color else "")
                   + ("altar = true\n" if altar else ""))
    return "".join(out)


EXAMPLE = 'game = "akropolis-pantheon"\nscenario = "athens"\nplayers = 2\n' + hexes(
    (0, 0, 1, "plaza", "blue", True), (1, 0, 1, "district", "blue", False),
    (0, 1, 2, "district", "blue", False), (1, -1, 2, "plaza", "green", True),
    (2, -1, 2, "district", "green", False))

NOTHING = {"value": 0, "stars": 0, "points": 0}


def _score(text: str, **top) -> dict:
    data = tomllib.loads(text)
    data.update(top)
    return score_data(data, DATA)


@pytest.mark.parametrize("scenario, blue_stars, green_stars, total", [
    ("corinth", 1, 3, 9), ("athens", 0, 3, 6), ("sparta", 1, 0, 3)])
def test_the_example_under_each_scenario(scenario, blue_stars, green_stars, total):
    out = _score(EXAMPLE, scenario=scenario)
    assert out["blue"] == {"value": 3, "stars": blue_stars, "points": 3 * blue_stars}
    assert out["green"] == {"value": 2, "stars": green_stars, "points": 2 * green_stars}
    assert out["yellow"] == out["red"] == out["purple"] == NOTHING
    assert out["total"] == total


def test_tier_counts_the_scenarios_targets_for_the_player_count():
    # 27 houses in a row, level 1, one group worth 27; 3 blue altar plazas: 27 x 3 = 81 points
    text = 'game = "akropolis-pantheon"\nscenario = "corinth"\nplayers = 2\n' + hexes(
        *[(q, 0, 1, "district", "blue", False) for q in range(27)],
        *[(q, 1, 1, "plaza", "blue", True) for q in range(3)])
    for players in (2, 3, 4):
        out = _score(text, players=players)
        assert out["total"] == 81
        targets = DATA.pantheon.scenario("corinth").targets[players]
        assert out["tier"] == sum(1 for t in targets if 81 >= t)
    assert _score(EXAMPLE)["tier"] == 1         # 6 points reach Athens' first target for 2 (5)


def test_the_command_prints_the_ledger(tmp_path):
    (tmp_path / "capital.toml").write_text(EXAMPLE)
    res = run_main("score", tmp_path / "capital.toml")
    out = tomllib.loads(res.stdout) if res.returncode == 0 else res.stderr
    assert res.stderr == "" and list(out) == ["total", "tier", "blue", "yellow", "red", "purple", "green"]
    assert out["total"] == 6 and out["tier"] == 1


def test_the_readme_example_scores_as_the_readme_says():
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    start = readme.index('game = "akropolis-pantheon"')
    block = readme[start:readme.index("```", start)]
    out = _score(block)
    assert (out["total"], out["tier"], out["blue"]["points"], out["green"]["points"]) == (6, 1, 0, 6)


HEAD = 'game = "akropolis-pantheon"\nscenario = "corinth"\nplayers = 3\n'
QUARRY = '[[hex]]\nq = 0\nr = 0\nkind = "quarry"\n'
#: name -> (file text, place, what the one line says)
BAD = {
    "altar-on-district": (HEAD + '[[hex]]\nq = 2\nr = 1\nkind = "district"\ncolor = "red"\n'
                          'altar = true\n', ":9: hex q=2 r=1:",
                          "a Divine Altar stands only on a plaza, not on a district"),
    "altar-on-quarry": (HEAD + QUARRY + "altar = true\n", ":8: hex q=0 r=0:",
                        "a Divine Altar stands only on a plaza, not on a quarry"),
    "altar-not-bool": (HEAD + '[[hex]]\nq = 0\nr = 0\nkind = "plaza"\ncolor = "red"\n'
                       'altar = "yes"\n', ":9: hex q=0 r=0:",
                       "altar must be true or false, not the text 'yes'"),
    "unknown-scenario": (HEAD.replace("corinth", "thebes") + QUARRY, ":2: scenario:",
                         "unknown scenario 'thebes'; use corinth, sparta or athens"),
    "no-scenario": ('game = "akropolis-pantheon"\nplayers = 2\n' + QUARRY, "scenario:",
                    "scenario is missing (corinth, sparta, athens)"),
    "one-player": (HEAD.replace("= 3", "= 1") + QUARRY, ":3: players:",
                   "players 1 is outside 2..4 (Pantheon is played by 2 to 4 Architects)"),
    "five-players": (HEAD.replace("= 3", "= 5") + QUARRY, ":3: players:", "outside 2..4"),
    "no-players": ('game = "akropolis-pantheon"\nscenario = "sparta"\n' + QUARRY, "players:",
                   "players is missing (2 to 4)"),
    "players-text": (HEAD.replace("= 3", '= "3"') + QUARRY, ":3: players:",
                     "players must be a whole number, not the text '3'"),
    "stones": (HEAD + "stones = 2\n" + QUARRY, ":4: stones:", "the Capital scores no stones"),
    "unknown-hex-key": (HEAD + QUARRY + "altars = true\n", ":8: hex q=0 r=0:",
                        "unknown key 'altars'"),
    "bad-hex": (HEAD + '[[hex]]\nq = 0\nr = 0\nkind = "plaza"\ncolor = "gold"\n', ":8:",
                "unknown color 'gold'"),
    "six-blue-altars": (HEAD + hexes(*[(q, 0, 1, "plaza", "blue", True) for q in range(6)]),
                        "hex q=5 r=0:", "6 blue Divine Altars, but the box holds 5"),
}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_bad_capital_exits_2_with_one_line(tmp_path, kind):
    text, place, what = BAD[kind]
    path = tmp_path / f"{kind}.toml"
    path.write_text(text)
    with pytest.raises(DataError, match=what.split(" (")[0]):
        _score(text)
    refused_in_one_line(run_main("score", str(path)), f"{kind}.toml", place, what)


def test_a_misspelt_game_lists_the_pantheon_scorepad(tmp_path):
    path = tmp_path / "wrong.toml"
    path.write_text('game = "akropolis-pantheo"\n')
    line = refused_in_one_line(run_main("score", str(path)), "wrong.toml")
    assert '"akropolis-pantheon"' in line
