"""Construction Site, turns, round reset, end, winners and options (AK-3, AK-4, AK-5, AK-9)."""

import pytest

from game.core.akropolis import AkropolisState, Place, new_game
from game.core.state import IllegalAction


def first_legal(state, index=0):
    q, r, rot = state.cities[state.current_seat].legal_placements()[0]
    return Place(index, q, r, rot)


@pytest.mark.parametrize("players,stack,tiles", [(2, 3, 37), (3, 4, 49), (4, 5, 61)])
def test_ak3_setup_site_stacks_and_stones(data, players, stack, tiles):
    s = new_game(data, players, seed=3)
    assert len(s.site) == players + 2
    assert s.stacks_left == 11 and all(len(st) == stack for st in s.stacks)
    assert len(s.site) + sum(map(len, s.stacks)) == tiles
    used = set(s.site) | {t for st in s.stacks for t in st}
    assert all(data.tiles[t].marks <= players for t in used)
    chief = s.chief_architect
    assert s.current_seat == chief
    assert [s.stones[(chief + k) % players] for k in range(players)] == [1, 2, 3, 4][:players]
    assert all(set(c.cells) == {(0, 0), (1, 0), (0, -1), (-1, 1)} for c in s.cities)


@pytest.mark.parametrize("players,stacks", [(2, 19), (3, 14), (4, 11)])
def test_all_tiles_option_uses_all_61(data, players, stacks):
    s = new_game(data, players, seed=1, all_tiles=True)
    assert s.stacks_left == stacks
    assert len(s.site) + sum(map(len, s.stacks)) == 61


def test_bad_seat_counts_and_options_are_refused(data):
    for bad in (dict(players=1), dict(players=5), dict(players=2, solo="metagenes"),
                dict(players=1, solo="pericles"), dict(players=2, variants=("castles",))):
        with pytest.raises(ValueError):
            new_game(data, seed=1, **bad)


def test_ak4_cost_is_the_position_and_the_row_closes_its_gap(data):
    s = new_game(data, 3, seed=5)
    seat = s.current_seat
    before_site, before_stones = s.site, s.stones[seat]
    act = first_legal(s, index=1)
    s.apply(act)
    assert s.site == before_site[:1] + before_site[2:]
    gained = sum(e.gained for e in s.events if e.TYPE == "stones")
    assert s.stones[seat] == before_stones - 1 + gained
    assert s.events[0].to_dict() == {"type": "buy", "seat": seat, "index": 1, "cost": 1,
                           "tile": before_site[1]}
    assert s.current_seat == (seat + 1) % 3


def test_ak4_unaffordable_tile_is_refused_with_a_reason(data):
    s = new_game(data, 4, seed=2)
    seat = s.current_seat
    assert s.stones[seat] == 1
    act = first_legal(s, index=3)
    assert s.why_illegal(act) == "you need 3 stones; you have 1"
    with pytest.raises(IllegalAction) as err:
        s.apply(act)
    assert "3 stones" in err.value.reason
    assert Place(3, 0, 0, 0) not in s.legal_actions()
    assert s.why_illegal(Place(9, 0, 0, 0)).startswith("there is no tile at position 9")
    assert s.why_illegal(Place(0, 5, 5, 0)) == "must touch your city"


def test_ak5_round_reset_moves_last_tile_first_and_passes_the_chief(data):
    s = new_game(data, 2, seed=7)
    chief = s.chief_architect
    turns = []
    for _ in range(3):  # 4 tiles: three purchases leave one
        turns.append(s.current_seat)
        last = s.site[1]  # position 0 is bought each time, so this one is left at the end
        s.apply(first_legal(s))
    assert turns == [chief, 1 - chief, chief]
    assert s.site[0] == last  # the remaining tile moves to the front
    reset = [e for e in s.events if e.TYPE == "reset"]
    assert reset and reset[0].chief == 1 - chief
    assert s.chief_architect == 1 - chief and s.current_seat == 1 - chief
    assert len(s.site) == 4 and s.stacks_left == 10 and s.rounds == 2
    assert s.site[1:] == reset[0].revealed


def test_ak5_game_ends_at_once_with_one_tile_left_and_no_stack(data):
    s = new_game(data, 2, seed=11)
    n = 0
    while not s.is_terminal:
        s.apply(first_legal(s))
        n += 1
    assert n == 36 and len(s.site) == 1 and s.stacks_left == 0 and s.rounds == 12
    assert s.current_seat is None and s.legal_actions() == []
    assert s.events[-1].to_dict() == {"type": "game_over"}
    assert s.why_illegal(Place(0, 0, 0, 0)) == "the game is over"


def test_ak9_winner_highest_then_stones_then_shared(data, monkeypatch):
    s = new_game(data, 3, seed=1)
    s.stones = [0, 0, 0]
    for scores, stones, expected in (([10, 12, 11], [0, 0, 0], [1]),
                                     ([12, 12, 3], [1, 2, 5], [1]),
                                     ([12, 12, 12], [2, 2, 1], [0, 1])):
        monkeypatch.setattr(type(s), "scores", lambda self, sc=scores: list(sc))
        s.stones = list(stones)
        assert s.winners() == expected


def test_ak9b_the_last_turn_undoes_once(data):
    s = new_game(data, 2, seed=1)
    s.apply(first_legal(s))
    assert s.can_undo()   # AK-9b: until the next seat acts (tests/core/test_ak_undo.py)
    s.undo()
    assert not s.can_undo()
    with pytest.raises(IllegalAction):
        s.undo()


def test_placement_info_gives_level_stones_and_score_delta(data):
    s = new_game(data, 2, seed=4)
    seat = s.current_seat
    info = s.placement_info(0, 5, 5, 0)
    assert info["legal"] is False and info["reason"] == "must touch your city"
    q, r, rot = s.cities[seat].legal_placements()[0]
    info = s.placement_info(0, q, r, rot)
    trial = s.copy()
    trial.apply(Place(0, q, r, rot))
    assert info["legal"] and info["reason"] is None
    assert info["score_delta"]["total"] == trial.ledger(seat).total - s.ledger(seat).total
    assert info["stones_gained"] == trial.stones[seat] - s.stones[seat]


def test_district_status_reasons(data):
    s = new_game(data, 2, seed=1)
    seat = s.current_seat
    from game.core.akropolis.city import Cell
    s.cities[seat].cells[(2, 0)] = Cell("district", "purple", 1, 50)
    assert s.district_status(seat)[(2, 0)] == "not surrounded"


def test_ak5_reset_mid_round_the_new_chief_starts_at_once(data):
    # 3 players: the Chief Architect c plays, then c+1 buys from a site of two tiles, leaving
    # one.  The marker passes from c (not from the last player) to c+1, who starts the new
    # round at once, playing twice in a row; plain clockwise order would give c+2.
    s = new_game(data, 3, seed=5)
    c = s.chief_architect
    s.apply(first_legal(s))
    assert s.current_seat == (c + 1) % 3
    s._site = s._site[:2]
    left = s.site[1]
    next_stack = list(s.stacks[0])
    s.apply(first_legal(s, index=0))
    assert s.chief_architect == (c + 1) % 3 and s.current_seat == (c + 1) % 3
    assert s.site == (left, *next_stack) and s.stacks_left == 10 and s.rounds == 2
    assert s.events[-1].to_dict() == {"type": "reset", "revealed": next_stack,
                                      "chief": (c + 1) % 3}


def test_ak5_game_ends_when_one_tile_remains_even_mid_round(data):
    s = new_game(data, 4, seed=2)
    s.stacks = []
    s._site = s._site[:2]
    seat = s.current_seat
    left = s.site[1]
    s.apply(first_legal(s))
    assert s.is_terminal and s.current_seat is None and s.site == (left,)
    assert s.events[-1].to_dict() == {"type": "game_over"}
    assert s.chief_architect == seat  # no reset: the marker stays


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ak3_stones_clockwise_from_each_chief(data, players):
    chiefs = set()
    for seed in range(12):
        s = new_game(data, players, seed=seed)
        c = s.chief_architect
        chiefs.add(c)
        assert s.current_seat == c
        assert s.stones == [[1, 2, 3, 4][(k - c) % players] for k in range(players)]
    assert chiefs == set(range(players))  # the seeded draw can give any seat the marker


def test_ak4_payment_goes_to_the_supply_not_to_another_player(data):
    s = new_game(data, 4, seed=9)
    seat = s.current_seat
    s.stones[seat] = 5
    before = list(s.stones)
    site = s.site
    s.apply(first_legal(s, index=5))  # the sixth (last) tile of the row costs 5
    gained = sum(e.gained for e in s.events if e.TYPE == "stones")
    assert s.stones[seat] == 5 - 5 + gained
    assert [x for k, x in enumerate(s.stones) if k != seat] == \
        [x for k, x in enumerate(before) if k != seat]
    assert s.site == site[:5]


def test_from_dict_refuses_an_unknown_solo_level_or_variant(data):
    d = new_game(data, 1, seed=1, solo="metagenes").to_dict()
    assert AkropolisState.from_dict(d).solo == "metagenes"
    for key, bad in (("solo", "pericles"), ("variants", ["castles"])):
        with pytest.raises(ValueError, match="pericles|castles"):
            AkropolisState.from_dict({**d, key: bad})
