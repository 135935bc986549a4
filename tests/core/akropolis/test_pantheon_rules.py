"""Akropolis Pantheon rules (issue 15; AK-14..AK-16): setup, the turn, challenges and altars,
gifts, slots, the end of the game, saves mid-turn, refusals, undo, hidden hands.

Values are worked out by hand from the setup the seeds give (printed in each test)."""

from __future__ import annotations

import tomllib

import pytest
import tomli_w

from game.core.akropolis import pantheon_challenges
from game.core.akropolis.city import placement_hexes
from game.core.akropolis.data import TileDef
from game.core.akropolis.pantheon import (CompleteChallenge, DiscardChallenge, FinishTurn,
                                          GiveStones, PantheonState, PlaceTile, UnlockSlot)
from game.core.akropolis.pantheon_events import AltarCrushed, ChallengeRevealed
from game.core.akropolis.pantheon_setup import hand_words
from game.core.replay import replay
from game.core.state import IllegalAction
from game.games import new_state, state_from_dict


def fresh(players=3, seed=4, scenario="corinth") -> PantheonState:
    return new_state("akropolis", players, seed, scenario=scenario)


def meets(monkeypatch, *ids):
    """Make this turn's City placement meet exactly the challenges ``ids`` (the checkers are
    panchal's, tested on their own)."""
    monkeypatch.setattr(pantheon_challenges, "completed",
                        lambda defs, before, after, placed, lakes=None: tuple(
                            d.id for d in defs if d.id in ids))


def city_move(state) -> PlaceTile:
    """The first legal City placement of the seat's first hand tile."""
    q, r, rot = state.placements("city")[0]
    return PlaceTile(state.hand(state.current_seat)[0], "city", q, r, rot)


def test_setup_deals_hands_stones_challenges_and_joins_the_capital():
    s = fresh(3)
    # seed 4: three face-up challenges, 17 face down
    assert s.challenges == ("ritual", "garrison", "patrician-villa")
    assert len(s.challenge_pile) == 17 and s.challenge_pile[:2] == ["lookout-tower", "oracle"]
    assert s.stones == [2, 2, 2] and s.current_seat == 0 and s.phase == "turn"
    assert [s.hand_size(k) for k in range(3)] == [3, 3, 3] and len(s.pile) == 61 - 9
    every = sorted([t for k in range(3) for t in s.hand(k)] + s.pile)
    assert every == list(range(1, 62))
    # 5 starting tiles: one per Architect, the other 2 joined edge to edge into the Capital
    assert all(len(c.cells) == 4 for c in s.cities)
    assert len(s.capital.cells) == 8
    plazas = sorted(p for p, c in s.capital.cells.items() if c.kind == "plaza")
    assert plazas == [(0, 0), (2, 0)]
    assert {c.tile_id for c in s.capital.cells.values()} == {0, -1}
    assert len(fresh(2).capital.cells) == 12 and len(fresh(4).capital.cells) == 4


def test_an_altar_covered_by_a_later_tile_is_crushed(monkeypatch):
    s = fresh(3)
    meets(monkeypatch, "patrician-villa")
    s.apply(city_move(s))
    assert s.completable() == ("patrician-villa",)
    s.apply(CompleteChallenge("patrician-villa", 2, 0))   # the blue altar on the plaza at (2, 0)
    assert s.altars == {(2, 0): "blue"}
    # the slot is filled at once from the pile
    assert s.challenges == ("ritual", "garrison", "lookout-tower")
    assert any(isinstance(e, ChallengeRevealed) and e.challenge == "lookout-tower"
               for e in s.events)
    s.apply(FinishTurn())
    # seat 1 (2 stones) sends a tile to the Capital over (1, 0) quarry, (2, -1) quarry and
    # (2, 0) the altar's plaza: pays 1, takes 2 for the quarries -> 3; the altar is lost
    assert s.current_seat == 1
    hexes = placement_hexes(None, 1, 0, 5)
    assert set(hexes) == {(1, 0), (2, -1), (2, 0)}
    s.apply(PlaceTile(s.hand(1)[0], "capital", 1, 0, 5))
    assert s.altars == {} and s.crushed == 1
    assert s.stones[1] == 2 - 1 + 2
    assert [e for e in s.events if isinstance(e, AltarCrushed)] == [AltarCrushed(2, 0, "blue")]
    assert all(s.capital.cells[p].level == 2 for p in hexes)
    assert s.completed == ["patrician-villa"]   # completed, but its altar is gone


def test_a_gift_of_2_stones_costs_the_giver_4():
    s = fresh(3)
    s.stones[0] = 5
    s.apply(GiveStones(1, 2))
    assert s.stones == [1, 4, 2]
    s.stones[0] = 3
    assert s.why_illegal(GiveStones(1, 2)) == (
        "giving 2 stones costs you 4 (2 to give, 2 in tax); you have 3")
    assert s.why_illegal(GiveStones(1, 1)) is None
    assert s.why_illegal(GiveStones(0, 1)) == "you cannot give stones to yourself"
    assert s.why_illegal(GiveStones(1, 0)) == "give at least 1 stone"


def test_an_unlocked_slot_stays_open(monkeypatch):
    s = fresh(3)
    s.stones[0] = 5
    s.apply(UnlockSlot())
    assert s.stones[0] == 0
    assert s.challenges == ("ritual", "garrison", "patrician-villa", "lookout-tower")
    assert len(s.challenge_pile) == 16
    for _ in range(6):   # two rounds of turns
        s.apply(city_move(s))
        s.apply(FinishTurn())
    assert len(s.slots) == 4
    # completing the fourth slot's challenge fills it again: still four slots
    meets(monkeypatch, "lookout-tower")
    s.capital.cells[(0, 0)] = s.capital.cells[(0, 0)]._replace(color="red")  # a red plaza
    s.capital.forget()
    s.apply(city_move(s))
    s.apply(CompleteChallenge("lookout-tower", 0, 0))
    assert s.challenges == ("ritual", "garrison", "patrician-villa", "oracle")
    s.stones[s.current_seat] = 1
    s.apply(DiscardChallenge("oracle"))
    assert len(s.challenges) == 4 and "oracle" in s.discarded
    # with the pile out, a discarded challenge leaves its slot open and empty
    s.challenge_pile.clear()
    s.stones[s.current_seat] = 1
    s.apply(DiscardChallenge("ritual"))
    assert s.slots[0] is None and len(s.slots) == 4 and len(s.challenges) == 3
    assert s.why_illegal(UnlockSlot()) == "no Architectural Challenge is left to fill a new slot"


def _play_simply(s) -> tuple[int, list]:
    """Every turn the first City placement, then FinishTurn; returns (placements, the number
    of tiles left before each FinishTurn)."""
    placed = 0
    left = []
    while not s.is_terminal:
        s.apply(city_move(s))
        placed += 1
        left.append(s.tiles_left)
        s.apply(FinishTurn())
    return placed, left


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_ends_exactly_when_all_tiles_hands_included_are_played(players):
    s = fresh(players)
    placed, left = _play_simply(s)
    assert placed == 61 and s.turns == 61
    # after the 61st placement nothing is left, but the game waits for that FinishTurn
    assert left[-1] == 0 and left[-2] == 1
    assert s.is_terminal and s.current_seat is None and s.phase == "over"
    assert all(s.hand_size(k) == 0 for k in range(players)) and s.pile == []
    assert s.legal_actions() == [] and s.why_illegal(FinishTurn()) == "the game is over"


def test_the_last_turn_is_not_the_end_until_it_is_finished():
    s = fresh(2)
    while s.tiles_left > 1:
        s.apply(city_move(s))
        s.apply(FinishTurn())
    assert not s.is_terminal and s.pile == []
    # the pile is gone: hands are no longer refilled, a seat without tiles is skipped
    seat = s.current_seat
    assert s.hand_size(seat) == 1 and s.hand_size(1 - seat) == 0
    s.apply(city_move(s))
    assert not s.is_terminal and s.tiles_left == 0
    s.apply(FinishTurn())
    assert s.is_terminal


def test_hands_are_refilled_from_the_pile_after_each_turn():
    s = fresh(3)
    top = s.pile[0]
    s.apply(city_move(s))
    assert s.hand_size(0) == 2
    s.apply(FinishTurn())
    assert s.hand_size(0) == 3 and top in s.hand(0) and len(s.pile) == 51
    assert s.current_seat == 1


def test_save_and_load_round_trip_mid_turn(monkeypatch):
    s = fresh(3)
    meets(monkeypatch, "patrician-villa")
    s.apply(GiveStones(2, 1))
    s.apply(city_move(s))
    assert s.phase == "placed"
    data = s.to_dict()
    again = PantheonState.from_dict(data)
    assert again == s and again.phase == "placed" and again.completable() == ("patrician-villa",)
    assert PantheonState.from_dict(tomllib.loads(tomli_w.dumps(data))) == s
    assert state_from_dict("akropolis", data) == s   # the registry picks the Pantheon class
    for st in (s, again):
        st.apply(CompleteChallenge("patrician-villa", 0, 0))
        st.apply(FinishTurn())
    assert again == s
    assert replay(s.opening, s.action_log) == s


def test_a_save_that_does_not_match_its_history_is_refused():
    s = fresh(3)
    s.apply(city_move(s))
    data = s.to_dict()
    data["stones"] = [9, 2, 2]
    with pytest.raises(ValueError, match="does not match its own history"):
        PantheonState.from_dict(data)
    with pytest.raises(ValueError):
        PantheonState.from_dict({"game": "akropolis", "mode": "pantheon"})


def test_refusals_in_player_words(monkeypatch):
    s = fresh(3)
    tid = s.hand(0)[0]
    q, r, rot = s.placements("capital")[0]
    assert s.why_illegal(FinishTurn()) == "place a tile first, in your City or in the Capital"
    assert s.why_illegal(PlaceTile(s.pile[0], "city", q, r, rot)) == "that tile is not in your hand"
    assert s.why_illegal(PlaceTile(tid, "city", 9, 9, 0)) == "must touch your city"
    assert s.why_illegal(PlaceTile(tid, "capital", 9, 9, 0)) == "must touch the Capital"
    assert s.why_illegal(CompleteChallenge("ritual", 0, 0)) == (
        "place your tile first: a challenge is completed by the placement it names")
    assert s.why_illegal(DiscardChallenge("oracle")) == "that Architectural Challenge is not open"
    assert s.why_illegal(UnlockSlot()) == "unlocking a slot costs 5 stones; you have 2"
    s.stones[0] = 0
    assert s.why_illegal(PlaceTile(tid, "capital", q, r, rot)) == (
        "sending a tile to the Capital costs 1 stone; you have none")
    assert s.why_illegal(DiscardChallenge("ritual")) == (
        "discarding a challenge costs 1 stone; you have none")
    with pytest.raises(IllegalAction):
        s.apply(PlaceTile(tid, "capital", q, r, rot))
    assert s.stones[0] == 0 and s.hand(0)[0] == tid   # unchanged
    meets(monkeypatch, "ritual", "patrician-villa")
    s.apply(city_move(s))
    # the Capital has only blue plazas: the purple altar has nowhere to go, the challenge stays
    assert s.why_illegal(CompleteChallenge("ritual", 0, 0)) == (
        "the Capital has no unoccupied purple plaza for its altar; the challenge stays open")
    assert s.why_illegal(CompleteChallenge("patrician-villa", 1, 0)) == (
        "the altar goes on an unoccupied blue plaza of the Capital")
    assert s.why_illegal(city_move(s)) is not None   # one placement a turn
    s.apply(CompleteChallenge("patrician-villa", 0, 0))
    assert s.why_illegal(CompleteChallenge("patrician-villa", 2, 0)) == (
        "that Architectural Challenge is not open")
    assert "ritual" in s.challenges


def test_only_a_city_placement_completes_a_challenge(monkeypatch):
    s = fresh(3)
    meets(monkeypatch, "patrician-villa")
    q, r, rot = s.placements("capital")[0]
    s.apply(PlaceTile(s.hand(0)[0], "capital", q, r, rot))
    assert s.completable() == ()
    assert s.why_illegal(CompleteChallenge("patrician-villa", 0, 0)) == (
        "only a tile placed in your own City completes a challenge")


def test_undo_within_the_turn_and_never_past_its_end(monkeypatch):
    s = fresh(3)
    start = s.copy()
    assert not s.can_undo()
    meets(monkeypatch, "patrician-villa")
    s.apply(city_move(s))
    placed = s.copy()
    s.apply(CompleteChallenge("patrician-villa", 0, 0))
    assert s.can_undo()
    s.undo()
    assert s == placed
    s.undo()
    assert s == start
    s.apply(city_move(s))
    s.apply(FinishTurn())
    assert not s.can_undo()
    assert s.undo_refusal() == "there is nothing to take back this turn"


def test_scores_are_the_capital_only_and_shared_by_the_team():
    s = fresh(3)
    s.altars[(0, 0)] = "blue"   # a counted blue altar, but no house in the Capital yet
    s._ledger = None
    assert s.scores() == [0, 0, 0] and s.winners() == []   # tier 0: the team has not won
    led = s.ledger(1)
    assert [r.category for r in led.rows] == ["blue", "yellow", "red", "purple", "green",
                                              "total"]
    assert led.row("blue").detail == "0 × 1 star"
    assert s.tier() == 0 and len(s.targets()) == 3


def test_hand_words_name_the_colours_with_real_plurals():
    t = [TileDef(1, (("plaza", "red"), ("district", "yellow"), ("district", "yellow")), 2),
         TileDef(2, (("plaza", "purple"), ("district", "green"), ("quarry", None)), 2)]
    assert hand_words(t) == "I hold red and purple plazas, two markets and a garden."
    one = [TileDef(3, (("district", "red"), ("district", "blue"), ("quarry", None)), 2)]
    assert hand_words(one) == "I hold a house and a barracks."
    assert hand_words([]) == "My hand is empty."
    two = [TileDef(4, (("plaza", "blue"), ("district", "red"), ("district", "red")), 2),
           TileDef(5, (("plaza", "blue"), ("quarry", None), ("quarry", None)), 2)]
    assert hand_words(two) == "I hold two blue plazas and two barracks."
    s = fresh(3)
    assert s.hand_words(0).startswith("I hold ") and s.hand_words(0).endswith(".")


def test_determinised_redeals_only_what_the_seat_cannot_see():
    s = fresh(3)
    d = s.determinised(11)
    assert d.hand(0) == s.hand(0) and d.opening is None
    assert sorted(d.hand(1) + d.hand(2) + tuple(d.pile)) == sorted(
        s.hand(1) + s.hand(2) + tuple(s.pile))
    assert sorted(d.challenge_pile) == sorted(s.challenge_pile)
    # two worlds that differ only in hidden parts look the same to seat 0
    other = s.copy()
    other._hands[1], other._hands[2] = other._hands[2], other._hands[1]
    other.pile.reverse()
    assert other.determinised(11) == d
    assert not d.can_undo()


def test_new_game_refuses_what_pantheon_does_not_offer():
    with pytest.raises(ValueError):
        new_state("akropolis", 1, 1, scenario="corinth")
    with pytest.raises(ValueError):
        new_state("akropolis", 3, 1, scenario="olympia")
    with pytest.raises(ValueError):
        new_state("akropolis", 3, 1, scenario="corinth", variants=("houses",))
