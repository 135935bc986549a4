"""The AI and the Civic Blueprints (PP-22): no level reads another seat's private cards (the
decision stays when only those change, and determinised copies hide them), every level plays
whole games with cards dealt, and Medium counts what its cards would pay."""

from __future__ import annotations

import pytest

from game.ai.picture_pie import PLAYERS, HardPlayer
from game.ai.picture_pie.evaluation import Outlook, board_value
from game.games import new_state
from tests.ai.play import play_checked
from tests.core.picture_pie.pp_helpers import Tiles, board, site


def _player(name: str, seed: int):
    if name == "hard":
        return HardPlayer(seed, think=None, iterations=6, horizon=12)
    return PLAYERS[name](seed)


def _play(names, seed: int, upto: int | None = None):
    state = new_state("picture-pie", len(names), seed, blueprints=True)
    seats = [_player(n, seed * 31 + k + 1) for k, n in enumerate(names)]
    return play_checked(state, seats, upto)


def _rival_cards_changed(state):
    """``state`` with the other seats' private cards swapped for cards the seat to play
    cannot see."""
    other = state.copy()
    seat = state.current_seat
    seen = set(state.private_cards(seat)) | set(state.public_cards)
    dealt = {c for k in range(state.num_seats) for c in state.private_cards(k)}
    spare = [c.id for c in state.data.deck.cards if c.id not in seen | dealt]
    other._private = tuple(p if k == seat else (spare.pop(), spare.pop())
                           for k, p in enumerate(state._private))
    return other


def test_every_level_plays_whole_games_with_cards_dealt():
    state = _play(("easy", "medium", "hard"), 21)
    assert state.is_terminal
    for seat in range(3):
        row = state.ledger(seat).row("blueprints")
        done = state.fulfilled(seat)
        assert row.points == sum(state.card(c).payout for c in done)
        assert all(state.card(c).name in row.detail for c in done)


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
@pytest.mark.parametrize("upto", [9, 30])
def test_the_decision_ignores_the_other_seats_private_cards(name, upto):
    state = _play(("medium", "easy"), 8, upto)
    other = _rival_cards_changed(state)
    assert other._private != state._private
    assert _player(name, 4).choose(state) == _player(name, 4).choose(other)
    assert state.determinised(3) == other.determinised(3)   # the real hidden cards leave no trace


def test_medium_values_a_fulfilled_card_and_only_its_own_or_public_ones():
    state = new_state("picture-pie", 2, 3, blueprints=True)
    seat = state.current_seat
    t = Tiles()
    pure = board({0: site((t("1/2", "marble"), 0), (t("1/2", "marble"), 4))})
    state._private = tuple(("forum-of-the-senate", "palace-row") if k == seat
                           else ("marble-steps", "marble-quarry") for k in range(2))
    state.public_cards = ("via-media", "twin-palaces", "canal-quarter")
    state.boards = tuple(pure for _ in range(2))
    forum = state.card("forum-of-the-senate").payout
    own = Outlook(state, seat)
    assert [c.id for c in own.cards] == ["forum-of-the-senate", "palace-row", "via-media",
                                         "twin-palaces", "canal-quarter"]
    # the rival's Outlook knows only the public cards: its private ones are hidden
    assert [c.id for c in Outlook(state, 1 - seat).cards] == list(state.public_cards)
    blind = Outlook(state, seat)
    blind.cards = ()
    assert board_value(pure, own) - board_value(pure, blind) == pytest.approx(forum)
