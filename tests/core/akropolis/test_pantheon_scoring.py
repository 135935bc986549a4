"""Pantheon Capital scoring (AK-14) under each Scenario (AK-16), the tiers, and the data file,
with values worked out by hand."""

import copy

import pytest

from game.core.akropolis import pantheon_scoring as ps
from game.core.akropolis.pantheon_data import ScenarioDef, parse_pantheon
from game.core.errors import DataError
from game.storage.data import level_path
from game.storage.toml_io import read_toml

# The Capital: a temple at (0,0) (level 1) surrounded by
#   (1,0)  H blue plaza, level 2, blue altar
#   (1,-1) M yellow plaza, level 1, yellow altar
#   (0,-1) B red plaza, level 1, NO altar of its colour (a blue one: it never scores)
#   (-1,0) m market, level 2, alone                    -> yellow value 2
#   (-1,1), (0,1) h houses, level 1, one group         -> blue value 2
# and (2,0) b barracks, level 1, on the edge           -> red value 1
#     (1,1) g garden, level 2 (a green altar listed there was crushed) -> green value 2
#     (-1,-1) T purple plaza, level 2, purple altar
#     (2,-1) G green plaza, level 2, green altar
#     (3,-1) B red plaza, level 2, red altar; (4,-1) B red plaza, level 1, red altar
# The temple's six neighbours are built (plazas without a counted altar too) -> purple value 1.
SPEC = {(0, 0): "t1", (1, 0): "H2", (1, -1): "M1", (0, -1): "B1", (-1, 0): "m2",
        (-1, 1): "h1", (0, 1): "h1", (2, 0): "b1", (1, 1): "g2", (-1, -1): "T2",
        (2, -1): "G2", (3, -1): "B2", (4, -1): "B1"}
ALTARS = {(1, 0): "blue", (1, -1): "yellow", (0, -1): "blue", (-1, -1): "purple",
          (2, -1): "green", (3, -1): "red", (4, -1): "red", (1, 1): "green"}
VALUES = {"blue": 2, "yellow": 2, "red": 1, "purple": 1, "green": 2}

# stars (AK-1: blue 1, yellow 2, red 2, purple 2, green 3) of the counted altar plazas:
# Corinth, every altar: blue 1, yellow 2, red 2 + 2, purple 2, green 3
#   points 2x1 + 2x2 + 1x4 + 1x2 + 2x3 = 2 + 4 + 4 + 2 + 6 = 18
# Sparta, red, purple and blue only: blue 1, red 4, purple 2: 2 + 4 + 2 = 8
# Athens, level 2 or above: blue (1,0), purple (-1,-1), green (2,-1), red (3,-1) only:
#   2x1 + 1x2 + 1x2 + 2x3 = 2 + 2 + 2 + 6 = 12
EXPECTED = {
    "corinth": ({"blue": 1, "yellow": 2, "red": 4, "purple": 2, "green": 3}, 18),
    "sparta": ({"blue": 1, "yellow": 0, "red": 4, "purple": 2, "green": 0}, 8),
    "athens": ({"blue": 1, "yellow": 0, "red": 2, "purple": 2, "green": 3}, 12),
}


@pytest.mark.parametrize("sid", sorted(EXPECTED))
def test_capital_scores_only_the_altars_its_scenario_counts(data, cells, sid):
    led = ps.capital_ledger(cells(SPEC), ALTARS, data.pantheon.scenario(sid))
    stars, total = EXPECTED[sid]
    for col, v in VALUES.items():
        assert led[col] == {"value": v, "stars": stars[col], "points": v * stars[col]}, col
    assert led["total"] == total
    assert set(led) == {*VALUES, "total"}          # no stones row: the Capital has none


def test_counted_altars_per_scenario(data, cells):
    c = cells(SPEC)
    assert ps.counted_altars(c, ALTARS, data.pantheon.scenario("athens")) == (
        (-1, -1), (1, 0), (2, -1), (3, -1))
    assert ps.counted_altars(c, ALTARS, data.pantheon.scenario("sparta")) == (
        (-1, -1), (1, 0), (3, -1), (4, -1))
    assert len(ps.counted_altars(c, ALTARS, data.pantheon.scenario("corinth"))) == 6


def test_no_altar_no_stars_however_many_plazas(data, cells):
    led = ps.capital_ledger(cells(SPEC), {}, data.pantheon.scenario("corinth"))
    assert led["total"] == 0 and all(led[c]["stars"] == 0 for c in VALUES)
    assert led["blue"]["value"] == 2                 # the districts still have their value


def test_tier_counts_the_targets_reached():
    sc = ScenarioDef("x", "X", "t", {2: (10, 20, 30), 3: (11, 21, 31), 4: (12, 22, 32)})
    assert [ps.tier(t, sc, 2) for t in (0, 9, 10, 19, 20, 29, 30, 99)] == [0, 0, 1, 1, 2, 2, 3, 3]
    assert ps.tier(20, sc, 3) == 1 and ps.tier(32, sc, 4) == 3
    for players in (1, 5):
        with pytest.raises(ValueError, match="2 to 4 players"):
            ps.tier(20, sc, players)


# ------------------------------------------------------------------------------- the data
def test_pantheon_data_matches_the_box(data):
    p = data.pantheon
    assert p.altars == {"blue": 5, "yellow": 4, "red": 4, "purple": 4, "green": 3}
    assert len(p.challenges) == 20 == sum(p.altars.values())
    assert p.scenario_ids == ("corinth", "sparta", "athens")
    assert p.scenario("corinth").colors == frozenset(p.altars)
    assert p.scenario("sparta").colors == {"red", "purple", "blue"}
    assert p.scenario("athens").min_level == 2
    for s in p.scenarios:
        assert sorted(s.targets) == [2, 3, 4]
        assert all(len(t) == 3 and t[0] < t[1] < t[2] for t in s.targets.values())
    for c in p.challenges:
        assert c.view == ("3d" if "raised" in c.conditions or c.lower else "birds-eye"), c.id
        assert c.text.endswith(".") and c.name[0].isupper()


def _raw():
    return read_toml(str(level_path("akropolis/pantheon.toml")))[0]


@pytest.mark.parametrize("edit, fault", [
    (lambda d: d["altars"].update(blue=4), "blue has 4 altars but 5 challenges"),
    (lambda d: d["challenge"][1].update(id="neighbourhood"), "id used twice"),
    (lambda d: d["challenge"][0].update(kind="spiral"), "kind 'spiral' is not one of"),
    (lambda d: d["challenge"][0].update(raised="yes"), "raised must be true or false"),
    (lambda d: d["challenge"][0].update(colour="blue"), "unknown key 'colour'"),
    (lambda d: d["scenario"][0]["targets"].update({"3": [50, 40, 60]}), "3 must list 3 rising"),
    (lambda d: d["scenario"][0]["targets"].pop("4"), "4 must list 3 rising"),
    (lambda d: d["scenario"][1].update(colors=["red", "gold"]), "colors must list"),
])
def test_a_damaged_pantheon_file_is_refused(edit, fault):
    raw = copy.deepcopy(_raw())
    parse_pantheon(raw)
    edit(raw)
    with pytest.raises(DataError, match=fault):
        parse_pantheon(raw)


def test_rules_md_shows_the_targets_of_the_file(data):
    rules = (level_path("akropolis/pantheon.toml").parents[2] / "RULES.md").read_text("utf-8")
    part = rules[rules.index("### Pantheon: challenges and scenarios"):]
    for s in data.pantheon.scenarios:
        row = " | ".join(" / ".join(map(str, s.targets[p])) for p in (2, 3, 4))
        assert f"| {s.name} | {row} |" in part, s.id
    provisional = any(s.provisional for s in data.pantheon.scenarios)
    assert ("**Provisional**" in part) == provisional
