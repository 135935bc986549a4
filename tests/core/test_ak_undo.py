"""AK-9b: after confirming, a player may take back their own turn (the purchase, its stones, the
placement) until the next seat acts, unless the turn triggered the round reset and revealed a
stack (AK-5): then it is final.  Hand-worked positions of the seeded two-player game seed 3."""

import pytest

from game.core.akropolis import AkropolisState, Place
from game.core.rng import Rng
from game.core.state import IllegalAction
from game.games import new_state

# seed 3, two players: seat 1 (the Chief Architect) plays first with 1 stone, seat 0 has 2;
# the Construction Site is tiles (5, 12, 9, 26).  Tile 12 (red, purple, blue districts) at
# position 1 costs 1 stone; placed on the ground at (2, -1) it covers no quarry.
FIRST = Place(1, 2, -1, 0)
SECOND = Place(0, -3, 1, 0)      # seat 0: tile 5, free, on the ground
RESET = Place(0, 1, 0, 5)        # seat 1: tile 9 raised over (1, 0), (2, -1), (2, 0): +1 stone;
                                 # one tile (26) is left: the round resets and a stack shows


def start():
    st = new_state("akropolis", 2, 3)
    assert st.site == (5, 12, 9, 26) and st.stones == [2, 1] and st.current_seat == 1
    return st


def test_ak9b_undo_gives_back_the_stones_the_tile_and_the_city():
    st = start()
    city_before = dict(st.cities[1].cells)
    st.apply(FIRST)
    assert st.stones == [2, 0] and st.site == (5, 9, 26) and st.current_seat == 0
    assert len(st.cities[1].cells) == 7
    assert st.can_undo() and st.undo_seat() == 1
    st.undo()
    assert st.stones == [2, 1]                      # the stone paid comes back
    assert st.site == (5, 12, 9, 26)                # tile 12 back at position 1
    assert st.cities[1].cells == city_before        # the city as it was: starting tile only
    assert st.current_seat == 1 and st.action_log == [] and st.events == []
    assert st == start()
    assert not st.can_undo() and st.undo_seat() is None


def test_ak9b_undo_is_one_turn_only_and_ends_when_the_next_seat_acts():
    st = start()
    st.apply(FIRST)
    st.apply(SECOND)
    assert st.undo_seat() == 0          # the last turn is seat 0's now, seat 1's is settled
    st.undo()
    assert st.stones == [2, 0] and st.site == (5, 9, 26) and st.current_seat == 0
    assert not st.can_undo()
    with pytest.raises(IllegalAction) as exc:
        st.undo()                       # never a second turn back
    assert exc.value.reason == "there is no turn to take back"


def test_ak9b_ak5_a_turn_that_revealed_a_stack_is_final():
    st = start()
    for a in (FIRST, SECOND, RESET):
        st.apply(a)
    assert st.round == 2 and st.site == (26, 15, 19, 13) and st.stones == [2, 1]
    assert not st.can_undo() and st.undo_seat() is None
    assert st.undo_refusal() == "new tiles were revealed: that turn is final"
    before = st.to_dict()
    with pytest.raises(IllegalAction):
        st.undo()
    assert st.to_dict() == before


def test_ak9b_quarry_stones_come_back_too():
    """A raised placement that covers a quarry: the stones it gave go back with the cost."""
    st = new_state("akropolis", 3, 11)
    rng = Rng(5)
    for _ in range(200):
        found = None
        if len(st.site) > 2:
            for a in st.legal_actions():
                info = st.placement_info(a.index, a.q, a.r, a.rotation)
                if info["stones_gained"] and a.index:
                    found = a, info["stones_gained"]
                    break
        if found:
            break
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    action, gained = found
    seat, have = st.current_seat, st.stones[st.current_seat]
    site, cells = st.site, dict(st.cities[seat].cells)
    st.apply(action)
    assert st.stones[seat] == have - action.index + gained
    st.undo()
    assert st.stones[seat] == have and st.site == site and st.cities[seat].cells == cells


def test_ak9b_solo_undo_takes_back_the_architects_move_too():
    st = new_state("akropolis", 1, 4, solo="hippodamos")
    assert st.stones == [1, 2]
    architect_city = dict(st.cities[1].cells)
    action = next(a for a in st.legal_actions() if a.index == 1)
    st.apply(action)
    assert st.stones[1] >= 3            # it received the stone paid (AK-10)
    assert st.cities[1].cells != architect_city and st.current_seat == 0
    assert st.undo_seat() == 0
    st.undo()
    assert st.stones == [1, 2] and st.cities[1].cells == architect_city
    assert st == new_state("akropolis", 1, 4, solo="hippodamos")


def test_ak9b_undo_survives_a_copy_and_a_save():
    st = start()
    st.apply(FIRST)
    loaded = AkropolisState.from_dict(st.to_dict())
    assert loaded.can_undo() and st.copy().can_undo()
    loaded.undo()
    assert loaded == start()


def test_ak9b_the_games_last_turn_is_final():
    st = new_state("akropolis", 2, 3)
    rng = Rng(2)
    while not st.is_terminal:
        acts = st.legal_actions()
        st.apply(acts[rng.randrange(len(acts))])
    assert not st.can_undo() and st.undo_refusal() == "the game is over"


def test_ak9b_a_save_without_its_log_cannot_undo():
    st = start()
    st.apply(FIRST)
    d = st.to_dict()
    d.pop("opening")
    d.pop("action_log")
    assert not AkropolisState.from_dict(d).can_undo()
