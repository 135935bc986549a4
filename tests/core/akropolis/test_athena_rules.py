"""Akropolis Athena rules (AK-11, AK-13): setup on its own stream, Mini-tile placement, the
Athena turn (CompleteCard / FinishTurn), undo within the turn, saves and openings."""

import pytest

from game.core.akropolis import (MINI_BASE, CompleteCard, FinishTurn, Place, from_opening,
                                 is_mini, new_game)
from game.core.akropolis.athena import AthenaTable, architect_completes
from game.core.akropolis.city import Cell, City
from game.core.akropolis.state import AkropolisState
from game.core.hexgrid import distance
from game.core.replay import replay
from game.core.rng import Rng
from game.core.state import IllegalAction
from game.ai.akropolis import MediumPlayer
from tests.core.akropolis.conftest import make_city


def mini(data, index):
    return data.athena.minis[index]


def until_athena(data, players=3, seed=1, solo=None):
    """Play Medium for every seat until a seat may complete a card (phase "athena")."""
    s = new_game(data, players, seed, athena=True, solo=solo)
    ps = [MediumPlayer(k) for k in range(s.num_seats)]
    while not s.is_terminal and s.phase != "athena":
        s.apply(ps[s.current_seat].choose(s))
    assert s.phase == "athena", "this seed never reaches a completion"
    return s


# -- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players,solo", [(2, None), (3, None), (4, None), (1, "metagenes")])
def test_setup_draws_on_its_own_stream(data, players, solo):
    base = new_game(data, players, 42, solo=solo)
    ath = new_game(data, players, 42, athena=True, solo=solo)
    assert (ath.site, ath.stacks, ath.chief_architect, ath.stones) == \
        (base.site, base.stacks, base.chief_architect, base.stones)
    assert not base.athena and base.athena_cards == () and base.phase == "place"
    assert ath.athena and len(ath.athena_cards) == 4 == len(set(ath.athena_cards))
    minis = [m for c in ath.athena_cards for m in ath.minis_left(c)]
    assert len(minis) == 16 == len(set(minis)) and all(len(ath.minis_left(c)) == 4
                                                        for c in ath.athena_cards)
    assert ath.statue_parts(0) == () and ath.stone_value(0) == 1
    again = new_game(data, players, 42, athena=True, solo=solo)
    assert again.athena_cards == ath.athena_cards and again.to_dict() == ath.to_dict()
    assert "athena" not in base.opening["options"] and ath.opening["options"]["athena"] is True
    assert "athena" not in base.to_dict()


def test_other_seeds_draw_other_cards(data):
    draws = {new_game(data, 3, seed, athena=True).athena_cards for seed in range(10)}
    assert len(draws) > 5


# -- Mini-tile placement (AK-11) ----------------------------------------------------------
def test_mini_refused_on_a_mini_and_away_from_the_city(data):
    city = City()
    city.place_starting_tile(data.starting_tile)
    assert city.mini_refusal(mini(data, 0), 5, 5) == "A Mini-tile must touch your city"
    assert city.place_mini(mini(data, 10), 2, 0) == 0          # empty hex next to (1, 0)
    assert city.cells[(2, 0)] == Cell("district", "blue", 1, MINI_BASE + 10)
    assert is_mini(city.cells[(2, 0)].tile_id) and not is_mini(0)
    assert city.mini_refusal(mini(data, 3), 2, 0) == "A Mini-tile cannot go on another Mini-tile"
    with pytest.raises(ValueError, match="another Mini-tile"):
        city.place_mini(mini(data, 3), 2, 0)
    assert city.mini_refusal(mini(data, 3), 0, 0, 6).startswith("rotation must be 0 to 5")
    assert (2, 0) not in city.mini_spots() and (0, 0) in city.mini_spots()


def test_covered_quarry_under_a_mini_gives_a_stone_at_any_level(data):
    city = City()
    city.place_starting_tile(data.starting_tile)
    assert city.place_mini(mini(data, 9), 1, 0) == 1             # the starting quarry
    assert city.cells[(1, 0)] == Cell("plaza", "green", 2, MINI_BASE + 9)
    assert city.place_mini(mini(data, 11), 0, 0) == 0            # on the starting plaza
    assert city.cells[(0, 0)].level == 2
    raised = make_city({(0, 0): ("q", 3, 7), (1, 0): ("h", 3, 7), (0, 1): ("h", 3, 8)})
    assert raised.place_mini(mini(data, 20), 0, 0, 5) == 1      # a quarry on level 3
    cell = raised.cells[(0, 0)]
    assert (cell.kind, cell.level, cell.color, cell.color2, cell.sides) == \
        ("dual", 4, "blue", "yellow", (5, 0, 1))


def test_no_support_rule_for_a_mini_and_legal_tiles_follow(data):
    city = City()
    city.place_starting_tile(data.starting_tile)
    before = set(city.legal_placements())
    city.place_mini(mini(data, 0), -1, 0)       # ground, next to the start
    after = set(city.legal_placements())
    assert after == set(city.full_legal_placements()) and after != before
    city.place_mini(mini(data, 1), 0, -1)       # on a quarry: level 2, a single hex
    assert city.cells[(0, -1)].level == 2
    assert set(city.legal_placements()) == set(city.full_legal_placements())


# -- the Athena turn ----------------------------------------------------------------------
def test_completion_turn_place_then_complete_then_finish(data):
    s = until_athena(data)
    seat = s.current_seat
    cards = s.completable(seat)
    assert cards and s.ONE_ACTION_TURNS is False
    card = cards[0]
    assert s.card_match(seat, card) is not None
    assert FinishTurn() in s.legal_actions()
    assert s.why_illegal(Place(0, 0, 0, 0)) == \
        "you have placed your tile: complete a Construction card or finish your turn"
    left = s.minis_left(card)
    quarry = next((p for p, c in s.cities[seat].cells.items() if c.kind == "quarry"), None)
    q, r = quarry or s.cities[seat].mini_spots()[0]
    stones = s.stones[seat]
    site = s.site
    act = CompleteCard(card, left[0], q, r, 0)
    assert s.why_illegal(act) is None and act in s.legal_actions()
    s.apply(act)
    assert s.statue_parts(seat) == (card,) and s.minis_left(card) == left[1:]
    assert s.site == site                                # never changes the Construction Site
    assert s.stones[seat] == stones + (1 if quarry else 0)
    (event,) = s.events
    assert (event.TYPE, event.card, event.mini, event.gained) == \
        ("card", card, left[0], 1 if quarry else 0)
    assert s.phase == "athena" and s.current_seat == seat
    name = data.athena.card(card).name
    assert s.why_illegal(CompleteCard(card, left[1], q, r, 0)) == \
        f"you have already completed {name}"
    assert card not in s.completable(seat)
    s.apply(FinishTurn())
    assert s.phase == "place" and s.current_seat != seat
    assert s.why_illegal(FinishTurn()) == "place a tile first: your turn ends with your placement"
    assert s.why_illegal(CompleteCard(card, left[1], q, r, 0)).startswith("place a tile first")


def test_undo_takes_back_completions_then_the_placement(data):
    s = until_athena(data)
    seat = s.current_seat
    placed = s.to_dict()
    card = s.completable(seat)[0]
    spot = s.cities[seat].mini_spots()[0]
    s.apply(CompleteCard(card, s.minis_left(card)[0], *spot, 0))
    assert s.can_undo() and s.undo_seat() == seat
    s.undo()
    assert s.to_dict()["athena"] == placed["athena"] and s.phase == "athena"
    assert s.cities[seat].to_dict() == placed["cities"][seat]
    s.undo()                                   # now the placement
    assert s.phase == "place" and s.current_seat == seat
    assert len(s.action_log) == len(placed["action_log"]) - 1


def test_undo_after_finish_takes_back_the_whole_turn(data):
    s = until_athena(data)
    seat = s.current_seat
    start = len(s.action_log) - 1
    card = s.completable(seat)[0]
    s.apply(CompleteCard(card, s.minis_left(card)[0], *s.cities[seat].mini_spots()[0], 0))
    s.apply(FinishTurn())
    if not s.can_undo():                         # the turn revealed a new stack: final
        assert s.undo_refusal() == "new tiles were revealed: that turn is final"
        return
    assert s.undo_seat() == seat and s.ONE_ACTION_TURNS
    s.undo()
    assert len(s.action_log) == start and s.phase == "place" and s.current_seat == seat
    assert s.statue_parts(seat) == ()


def test_completable_is_empty_once_over_and_refusals_in_words(data):
    s = new_game(data, 2, 3, athena=True)
    assert s.why_illegal(CompleteCard("agora", 0, 0, 0)).startswith("place a tile first")
    base = new_game(data, 2, 3)
    assert base.why_illegal(FinishTurn()) == "this game is played without the Athena expansion"
    s.phase = "athena"
    assert s.why_illegal(CompleteCard("nope", 0, 0, 0)) == \
        "there is no Construction card 'nope' in this game"
    card = s.athena_cards[0]
    other = s.minis_left(s.athena_cards[1])[0]
    assert s.why_illegal(CompleteCard(card, other, 0, 0)) == \
        f"that Mini-tile is not under {data.athena.card(card).name}"


def test_a_mini_may_cover_the_hex_that_completed_the_card(data):
    s = until_athena(data)
    seat = s.current_seat
    card = s.completable(seat)[0]
    hexes = s.card_match(seat, card) or ((0, 0),)
    target = next(p for p in hexes if not is_mini(s.cities[seat].cells[p].tile_id))
    s.apply(CompleteCard(card, s.minis_left(card)[0], *target, 0))
    assert card in s.statue_parts(seat) and card not in s.completable(seat)


# -- solo: the Architect completes cards (RULES.md reading) -----------------------------------
def test_architect_completes_first_card_taking_a_plaza_first(data):
    s = new_game(data, 1, 5, athena=True, solo="hippodamos")
    s._ath = AthenaTable(("quarry-mine", "agora", "villa", "oasis"),
                         {"quarry-mine": [20, 12, 6, 5], "agora": [0], "villa": [1],
                          "oasis": [2]}, [[], []])
    s.stones[1] = 8
    cells = s.cities[1].cells
    empties = [p for p in s.cities[1].mini_spots() if p not in cells]
    nearest = min(empties, key=lambda p: (distance(p, (0, 0)), p))
    architect_completes(s)
    assert s.statue_parts(1) == ("quarry-mine",) and s.minis_left("quarry-mine") == (20, 12, 6)
    assert cells[nearest] == Cell("plaza", "purple", 1, MINI_BASE + 5)
    architect_completes(s)                              # nothing else shows: no change
    assert s.statue_parts(1) == ("quarry-mine",)
    s._ath.under["quarry-mine"] = [20, 12]
    s._ath.parts[1] = []
    architect_completes(s)
    assert s.minis_left("quarry-mine") == (12,)         # no plaza left: the dual


def test_architect_completion_happens_in_its_turn(data):
    s = new_game(data, 1, 5, athena=True, solo="hippodamos")
    s._ath = AthenaTable(("quarry-mine", "agora", "villa", "oasis"),
                         {"quarry-mine": [20, 12, 6, 5], "agora": [0], "villa": [1],
                          "oasis": [2]}, [[], []])
    s.stones[1] = 12                           # 8 or more after the tile it buys (3 at most)
    s.apply(Place(0, *s.cities[0].legal_placements()[0]))
    assert s.statue_parts(1) == ("quarry-mine",)
    assert any(e.TYPE == "card" and e.seat == 1 for e in s.events)


# -- saves and openings ---------------------------------------------------------------------
def test_round_trip_mid_athena_phase_and_replay(data):
    s = until_athena(data, players=3, seed=1)
    seat = s.current_seat
    card = s.completable(seat)[0]
    s.apply(CompleteCard(card, s.minis_left(card)[-1], *s.cities[seat].mini_spots()[-1], 0))
    d = s.to_dict()
    back = AkropolisState.from_dict(d)
    assert back.to_dict() == d and back.phase == "athena" and back.athena
    assert back.statue_parts(seat) == (card,)
    assert replay(s.opening, s.action_log).to_dict() == d
    assert from_opening(s.opening).athena_cards == s.athena_cards


def test_dual_cells_round_trip(data):
    s = new_game(data, 2, 9, athena=True)
    seat = s.current_seat
    s.cities[seat].place_mini(mini(data, 27), 2, 0, 4)
    d = s.cities[seat].to_dict()
    assert ["dual" in str(row) for row in d["cells"]].count(True) == 1
    assert City.from_dict(d).cells == s.cities[seat].cells


def test_save_and_opening_without_athena_are_base_games(data):
    s = new_game(data, 3, 4, athena=True)
    d = s.to_dict()
    del d["athena"], d["phase"]
    d["opening"] = dict(d["opening"], options={k: v for k, v in d["opening"]["options"].items()
                                               if k != "athena"})
    back = AkropolisState.from_dict(d)
    assert not back.athena and back.phase == "place"
    opening = dict(s.opening, options={k: v for k, v in s.opening["options"].items()
                                       if k != "athena"})
    assert not from_opening(opening).athena
    assert from_opening(opening).to_dict() == new_game(data, 3, 4).to_dict()


def test_malformed_athena_save_is_refused(data):
    s = new_game(data, 3, 4, athena=True)
    d = s.to_dict()
    d["athena"] = dict(d["athena"], cards=["agora"])
    with pytest.raises(ValueError, match="athena.cards"):
        AkropolisState.from_dict(d)
    d = s.to_dict()
    d["phase"] = "dancing"
    with pytest.raises(ValueError, match="phase"):
        AkropolisState.from_dict(d)


def test_undo_refused_with_nothing_to_take_back(data):
    s = new_game(data, 2, 4, athena=True)
    with pytest.raises(IllegalAction):
        s.undo()


def test_a_trusted_place_is_judged_again_while_completing(data):
    s = until_athena(data)
    act = s.random_place(Rng(1))
    with pytest.raises(IllegalAction, match="complete a Construction card or finish"):
        s.apply(act)
    assert s.phase == "athena"


def test_mini_info_previews_the_completion(data):
    s = until_athena(data)
    seat = s.current_seat
    card = s.completable(seat)[0]
    m = s.minis_left(card)[0]
    q, r = s.cities[seat].mini_spots()[0]
    info = s.mini_info(card, m, q, r, 0)
    assert info["legal"] and info["reason"] is None
    before = s.ledger(seat).total
    s.apply(CompleteCard(card, m, q, r, 0))
    assert s.ledger(seat).total - before == info["score_delta"]["total"]
    assert info["level"] == s.cities[seat].cells[(q, r)].level
    bad = s.mini_info(card, m, q, r, 0)
    assert not bad["legal"] and bad["reason"].startswith("you have already completed")
