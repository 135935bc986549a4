"""AkropolisState.from_dict refuses impossible states (QA: validation) with a message naming
the field, and accepts every state a real game produces."""

import copy
import json

import pytest
from hypothesis import given, settings, strategies as st

from game.core.akropolis import AkropolisState, new_game
from game.core.rng import Rng


def mid_game(data, players=3, seed=4, turns=14):
    s = new_game(data, players, seed)
    rng = Rng(seed)
    for _ in range(turns):
        s.apply(rng.choice(s.legal_actions()))
    return s


@pytest.fixture(scope="module")
def good():
    from game.games import game_data
    return mid_game(game_data("akropolis")).to_dict()


def refused(d, *words):
    with pytest.raises(ValueError) as err:
        AkropolisState.from_dict(json.loads(json.dumps(d)))
    msg = str(err.value)
    for w in words:
        assert w in msg, msg
    return msg


def corrupt(good, fn):
    d = copy.deepcopy(good)
    fn(d)
    return d


def test_the_uncorrupted_mid_game_loads(good):
    assert AkropolisState.from_dict(copy.deepcopy(good)).to_dict() == good
    assert good["round"] > 1 and all(c["placements"] for c in good["cities"])


def test_empty_construction_site_while_running_is_refused(good):
    refused(corrupt(good, lambda d: d.update(site=[])), "site", "not over")


def test_negative_stones_are_refused(good):
    assert refused(corrupt(good, lambda d: d["stones"].__setitem__(1, -4)),
                   "stones[1]") == "stones[1]: -4 is below 0"


def test_chief_architect_out_of_range_is_refused(good):
    refused(corrupt(good, lambda d: d.update(chief_architect=5)), "chief_architect", "0..2")


def test_current_seat_out_of_range_is_refused(good):
    refused(corrupt(good, lambda d: d.update(current=3)), "current", "0..2")
    refused(corrupt(good, lambda d: d.update(current=-1)), "current")


def test_terminal_with_a_seat_to_move_is_refused(good):
    refused(corrupt(good, lambda d: d.update(terminal=True)), "current", "over")


def test_malformed_cells_are_refused(good):
    refused(corrupt(good, lambda d: d["cities"][0]["cells"][0].pop()), "cities[0].cells[0]",
            "expected 6")
    refused(corrupt(good, lambda d: d["cities"][0]["cells"][0].__setitem__(2, "tower")),
            "cities[0].cells[0] kind", "tower")
    refused(corrupt(good, lambda d: d["cities"][0]["cells"][0].__setitem__(4, 0)),
            "cities[0].cells[0] level")
    refused(corrupt(good, lambda d: d["cities"][1].update(cells="nope")), "cities[1].cells",
            "list")


def test_cells_not_matching_placements_are_refused(good):
    def recolour(d):
        cell = next(c for c in d["cities"][2]["cells"] if c[2] == "district")
        cell[3] = "green" if cell[3] != "green" else "blue"
    refused(corrupt(good, recolour), "cities[2].cells", "does not match")
    refused(corrupt(good, lambda d: d["cities"][2]["cells"].pop()), "cities[2].cells")


def test_illegal_placement_is_refused(good):
    def float_away(d):
        p = d["cities"][0]["placements"][0]
        p[1], p[2] = 40, 40
    refused(corrupt(good, float_away), "cities[0].placements[0]", "must touch your city")


def test_a_tile_twice_is_refused(good):
    def dup(d):
        d["site"][1] = d["site"][0]
    refused(corrupt(good, dup), "site[1]", "also in site[0]")


def test_a_lost_tile_is_refused(good):
    refused(corrupt(good, lambda d: d["stacks"][0].pop()), "stacks[0]", "expected")


def test_round_not_matching_stacks_is_refused(good):
    refused(corrupt(good, lambda d: d.update(round=d["round"] + 1)), "round")


def test_unknown_enumerations_are_refused(good):
    refused(corrupt(good, lambda d: d.update(solo="zeus")), "solo", "zeus")
    refused(corrupt(good, lambda d: d.update(variants=["towers"])), "variants[0]", "towers")
    refused(corrupt(good, lambda d: d.update(players=7)), "players", "2..4")
    refused(corrupt(good, lambda d: d.update(all_tiles="yes")), "all_tiles")


@settings(max_examples=10, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), all_tiles=st.booleans())
def test_every_state_of_a_real_game_passes_validation(players, seed, all_tiles):
    """Validation never rejects a real state (solo included): every state round-trips."""
    from game.games import game_data
    data = game_data("akropolis")
    solo = "metagenes" if players == 1 else None
    s = new_game(data, players, seed, all_tiles=all_tiles, solo=solo,
                 variants=("gardens",) if seed % 2 else ())
    rng = Rng(seed)
    while True:
        d = json.loads(json.dumps(s.to_dict()))
        assert AkropolisState.from_dict(d).to_dict() == s.to_dict()
        if s.is_terminal:
            break
        s.apply(rng.choice(s.legal_actions()))
