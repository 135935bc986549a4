"""PicturePieState.from_dict refuses impossible states (QA: validation) with a message naming
the field, and accepts every state a real game produces."""

import copy
import json

import pytest
from hypothesis import given, settings, strategies as st

from game.ai.picture_pie import RandomPlayer
from game.core.picture_pie import PicturePieState, new_game
from game.core.rng import Rng
from pp_helpers import DATA


def mid_game(players=3, seed=5, steps=40):
    """A real game in its build stage with drafted tiles in hand, tiles on boards and yards."""
    s = new_game(DATA, players, seed)
    ai = [RandomPlayer(seed + k) for k in range(players)]
    n = 0
    while n < steps or s.stage != "build" or not s.hand:
        s.apply(ai[s.current_seat].choose(s))
        n += 1
    return s


@pytest.fixture(scope="module")
def good():
    return mid_game().to_dict()


def refused(d, *words):
    with pytest.raises(ValueError) as err:
        PicturePieState.from_dict(json.loads(json.dumps(d)))
    msg = str(err.value)
    for w in words:
        assert w in msg, msg
    return msg


def corrupt(good, fn):
    d = copy.deepcopy(good)
    fn(d)
    return d


def test_the_uncorrupted_mid_game_loads(good):
    assert PicturePieState.from_dict(copy.deepcopy(good)).to_dict() == good


def test_unknown_stage_is_refused(good):
    refused(corrupt(good, lambda d: d["state"].update(stage="banana")), "state.stage", "banana")


def test_round_out_of_range_is_refused(good):
    assert refused(corrupt(good, lambda d: d["state"].update(round=-5)),
                   "state.round") == "state.round: -5 is outside 1..12"
    refused(corrupt(good, lambda d: d["state"].update(round=13)), "state.round", "13")


def test_sundial_out_of_range_is_refused(good):
    refused(corrupt(good, lambda d: d["state"].update(sundial=99)), "state.sundial", "0..5")


def test_wheel_rotation_out_of_range_is_refused(good):
    refused(corrupt(good, lambda d: d["state"]["wheel"].update(rotation=6)),
            "state.wheel.rotation")


def test_oversized_yard_is_refused(good):
    def five(d):
        b = d["state"]["boards"][0]
        b["yard"] = b["yard"] + d["state"]["bag"][:5 - len(b["yard"])]
        d["state"]["bag"] = d["state"]["bag"][5 - len(d["state"]["boards"][0]["yard"]):]
    refused(corrupt(good, five), "state.boards[0].yard", "at most 3")


def test_a_tile_three_times_is_refused(good):
    def triple(d):
        t = d["state"]["bag"][0]
        d["state"]["bag"] += [t, t]
    refused(corrupt(good, triple), "state.bag", f"tile {good['state']['bag'][0]} is also in")


def test_a_missing_tile_is_refused(good):
    refused(corrupt(good, lambda d: d["state"]["bag"].pop()), "tiles are nowhere")


def test_a_whole_in_the_bag_is_refused(good):
    whole = next(t.id for t in DATA.tiles if t.id not in DATA.drafting_ids)
    refused(corrupt(good, lambda d: d["state"]["bag"].append(whole)), "not a drafting tile")


def test_tile_id_outside_catalogue_is_refused(good):
    refused(corrupt(good, lambda d: d["state"]["bag"].append(999)), "state.bag", "999")


def test_negative_laurel_supply_is_refused(good):
    refused(corrupt(good, lambda d: d["state"].update(laurel_supply=-3)),
            "state.laurel_supply", "-3")


def test_laurels_not_conserved_are_refused(good):
    def extra(d):
        d["state"]["boards"][1]["tokens"] += 1
    refused(corrupt(good, extra), "state.laurel_supply", "laurels held")


def test_seat_out_of_range_is_refused(good):
    refused(corrupt(good, lambda d: d["state"].update(seat=3)), "state.seat", "0..2")
    refused(corrupt(good, lambda d: d.update(first_seat=-1)), "first_seat")
    refused(corrupt(good, lambda d: d.update(players=5)), "players", "1..4")


def test_wrong_board_count_is_refused(good):
    refused(corrupt(good, lambda d: d["state"]["boards"].pop()), "state.boards", "expected 3")


def test_overlapping_tiles_in_a_site_are_refused(good):
    def overlap(d):
        s = d["state"]
        a, b = s["bag"][0], s["bag"][1]
        s["bag"] = s["bag"][2:]
        s["boards"][0]["sites"][11] = [[a, 0], [b, 0]]
    refused(corrupt(good, overlap), "state.boards[0].sites[11]", "overlaps")


def test_slot_out_of_range_is_refused(good):
    def slot(d):
        s = d["state"]
        s["boards"][0]["sites"][11] = [[s["bag"].pop(), 9]]
    refused(corrupt(good, slot), "state.boards[0].sites[11][0] slot", "0..7")


def test_box_not_matching_discards_is_refused(good):
    def box(d):
        d["state"]["box"].append(d["state"]["bag"].pop())
    refused(corrupt(good, box), "state.box", "discards")


def test_hand_outside_build_is_refused(good):
    refused(corrupt(good, lambda d: d["state"].update(stage="draft")), "state.hand")


def test_wrong_types_are_refused(good):
    refused(corrupt(good, lambda d: d["state"].update(round="3")), "state.round", "whole number")
    refused(corrupt(good, lambda d: d["state"].update(wheel_turned=1)), "state.wheel_turned")
    refused(corrupt(good, lambda d: d["state"].update(rng="x")), "state.rng")
    refused(corrupt(good, lambda d: d["state"].update(boards=None)), "state.boards", "list")


def test_turn_start_is_checked_too(good):
    refused(corrupt(good, lambda d: d["turn_start"].update(round=0)), "turn_start.round")


def test_turn_log_must_lead_from_turn_start_to_state(good):
    assert good["turn_log"]
    refused(corrupt(good, lambda d: d["turn_log"].pop()), "turn_log")


@settings(max_examples=12, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000))
def test_every_state_of_a_real_game_passes_validation(players, seed):
    """Validation never rejects a real state: every state along a whole game round-trips."""
    s = new_game(DATA, players, seed)
    ai = [RandomPlayer(seed * 3 + k) for k in range(players)]
    rng = Rng(seed)
    while True:
        d = json.loads(json.dumps(s.to_dict()))
        assert PicturePieState.from_dict(d).to_dict() == s.to_dict()
        if s.is_terminal:
            break
        if s.can_undo() and rng.randrange(8) == 0:
            s.undo()
        else:
            s.apply(ai[s.current_seat].choose(s))
