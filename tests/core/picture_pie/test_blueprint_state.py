"""Civic Blueprints in the Campaign state (PP-22, rulebook 2.2): the deal, hidden cards, the
live ledger row, saving and old saves."""

import pytest

from game.core.picture_pie import blueprints as bp
from game.core.picture_pie import new_game
from game.core.picture_pie.state import PicturePieState, from_opening
from game import games
from game.games import new_state
from tests.core.picture_pie.pp_helpers import DATA, Tiles, board, site


def test_setup_deals_two_private_cards_per_seat_and_three_public_ones():
    for players in (1, 2, 3, 4):
        s = new_game(DATA, players, 11, blueprints=True)
        dealt = [c for seat in range(players) for c in s.private_cards(seat)] + \
            list(s.public_cards)
        assert [len(s.private_cards(seat)) for seat in range(players)] == [2] * players
        assert len(s.public_cards) == 3
        assert len(set(dealt)) == len(dealt) == 2 * players + 3
        assert all(s.card(c).id == c for c in dealt)


def test_the_deal_has_its_own_stream_so_the_tiles_stay_as_without_cards():
    for seed in range(5):
        with_cards = new_game(DATA, 3, seed, blueprints=True)
        without = new_game(DATA, 3, seed)
        assert with_cards.wheel.sectors == without.wheel.sectors
        assert with_cards.first_seat == without.first_seat
        assert with_cards.bag == without.bag
        assert not without.blueprints_on and without.private_cards(0) == ()
        assert without.public_cards == () and without.opening["options"] == {}
    assert new_game(DATA, 2, 1, blueprints=True).public_cards != \
        new_game(DATA, 2, 2, blueprints=True).public_cards


def test_the_registry_campaign_deals_by_default():
    options = games.config_options(games.info("picture-pie"), {})
    assert options["blueprints"] is True
    s = new_state("picture-pie", 2, 5, **options)
    assert s.blueprints_on and s.opening["options"] == {"blueprints": True}
    assert not new_state("picture-pie", 2, 5, blueprints=False).blueprints_on


def test_status_lists_private_cards_first_and_the_public_ones_marked():
    s = new_game(DATA, 2, 3, blueprints=True)
    status = s.blueprint_status(1)
    assert [st.card.id for st in status] == list(s.private_cards(1) + s.public_cards)
    assert [st.public for st in status] == [False, False, True, True, True]
    assert all(not st.done and st.have == 0 and st.need >= 1 for st in status)
    assert s.fulfilled(1) == ()


def _pure_marble_board():
    t = Tiles()
    return board({0: site((t("1/2", "marble"), 0), (t("1/2", "marble"), 4))})


def test_the_ledger_row_pays_the_fulfilled_cards_if_the_game_ended_now():
    s = new_game(DATA, 2, 3, blueprints=True)
    s._private = (("forum-of-the-senate", "palace-row"), s._private[1])
    s.boards = (_pure_marble_board(), s.boards[1])
    forum = s.card("forum-of-the-senate")
    assert s.fulfilled(0) == ("forum-of-the-senate",)
    row = s.ledger(0).row("blueprints")
    assert row.points == forum.payout
    assert row.detail == f"Forum of the Senate +{forum.payout}"
    # one pure Marble monument: base 200 + purity 300 (PP-14, PP-15) + the card
    assert s.ledger(0).total == 200 + 300 + forum.payout == s.scores()[0]
    # seat 1 holds other cards: the same board pays it nothing unless a public card fits
    assert s.ledger(1).row("blueprints").points == 0


def test_a_save_keeps_the_cards_and_an_old_save_is_a_game_without_cards():
    s = new_game(DATA, 3, 8, blueprints=True)
    d = s.to_dict()
    back = PicturePieState.from_dict(d)
    assert back.blueprints_on and back.public_cards == s.public_cards
    assert [back.private_cards(k) for k in range(3)] == [s.private_cards(k) for k in range(3)]
    old = dict(d)
    del old["blueprints"]
    old["data"] = {k: v for k, v in d["data"].items() if k != "blueprints"}
    old["opening"] = dict(d["opening"], options={},
                          data={k: v for k, v in d["data"].items() if k != "blueprints"})
    plain = PicturePieState.from_dict(old)
    assert not plain.blueprints_on and plain.ledger(0).row("blueprints").points == 0
    assert not from_opening(old["opening"]).blueprints_on
    assert from_opening(s.opening).public_cards == s.public_cards


@pytest.mark.parametrize("change, fault", [
    (lambda b: b.update(public=["no-such-card", "x", "y"]), "unknown card"),
    (lambda b: b.update(public=b["private"][0] + b["public"][:1]), "dealt twice"),
    (lambda b: b["private"].pop(), "expected 2 lists"),
    (lambda b: b.update(extra=1), "private and public"),
])
def test_a_save_with_impossible_cards_is_refused(change, fault):
    d = new_game(DATA, 2, 8, blueprints=True).to_dict()
    change(d["blueprints"])
    with pytest.raises(ValueError, match=fault):
        PicturePieState.from_dict(d)


def test_determinised_deals_the_other_seats_hidden_cards_again():
    s = new_game(DATA, 3, 4, blueprints=True)
    seat = s.current_seat
    seen = set(s.private_cards(seat)) | set(s.public_cards)
    changed = 0
    for seed in range(6):
        c = s.determinised(seed)
        assert c.private_cards(seat) == s.private_cards(seat)
        assert c.public_cards == s.public_cards
        others = [x for k in range(3) if k != seat for x in c.private_cards(k)]
        assert len(set(others)) == 4 and not seen & set(others)
        changed += others != [x for k in range(3) if k != seat for x in s.private_cards(k)]
    assert changed >= 5
    assert s.determinised(1).private_cards((seat + 1) % 3) == \
        s.determinised(1).private_cards((seat + 1) % 3)


def test_the_deck_is_dealt_from_the_tile_set_it_came_with():
    assert DATA.deck is not None and len(DATA.deck.cards) == 60
    assert bp.deal(DATA.deck, 2, 9) == bp.deal(DATA.deck, 2, 9)


def test_simulate_deals_by_default_and_plays_without_cards_when_asked():
    from tests.cli_helpers import run_main
    args = ("simulate", "--game", "picture-pie", "--players", "2", "--games", "1")
    assert run_main(*args).returncode == 0
    assert run_main(*args, "--no-blueprints").returncode == 0
    res = run_main("simulate", "--game", "akropolis", "--players", "2", "--games", "1",
                   "--no-blueprints")
    assert res.returncode == 2
    assert res.stderr.count("\n") == 1 and res.stderr.startswith("simulate: --blueprints")
    assert "Picture Pie option" in res.stderr
