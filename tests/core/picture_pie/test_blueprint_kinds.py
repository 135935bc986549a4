"""Each Civic Blueprint condition kind (PP-22) on a hand-built board that meets it and on a
near miss that does not, with the progress a player reads; and the deck loader's refusals."""

import pytest

from game.core.errors import DataError
from game.core.picture_pie import blueprints as bp
from game.core.picture_pie.board import Board
from game.storage.toml_io import FileDataError, load_validated
from tests.core.picture_pie.pp_helpers import Tiles, board, site


def card(kind, **params):
    return bp.Card("test-card", "Test Card", 100, kind, tuple(sorted(params.items())))


class Build:
    """Monuments from distinct catalogue tiles."""

    def __init__(self):
        self.t = Tiles()

    def tile(self, size, motif):   # an unmarked tile while any is left, else a marked one
        try:
            return self.t(size, motif)
        except LookupError:
            return self.t(size, motif, {"marble": "road", "water": "aqueduct"}[motif])

    def pure(self, motif):
        try:
            return site((self.tile("1/2", motif), 0), (self.tile("1/2", motif), 4))
        except LookupError:
            return site(*[(self.tile("1/4", motif), 2 * k) for k in range(4)])

    def dual(self, a, b):          # halves a (slots 0-3) and b (4-7): symmetric (PP-16)
        return site((self.tile("1/2", a), 0), (self.tile("1/2", b), 4))

    def three(self, a, b, c):      # three motifs, a on 4 slots: no dominant, no symmetry
        return site((self.tile("1/2", a), 0), (self.tile("1/4", b), 4), (self.tile("1/4", c), 6))

    def mostly(self, a, b):        # a on 6 of 8 slots: a-dominant (PP-17)
        return site((self.tile("1/2", a), 0), (self.tile("1/4", a), 4), (self.tile("1/4", b), 6))

    def road(self, *slots):        # a Marble monument with roads on the given slots (0 or 4)
        halves = [(self.t("1/2", "marble", "road" if s in slots else None), s) for s in (0, 4)]
        return site(*halves)

    def open(self, motif="flora"):
        return site((self.tile("1/2", motif), 0))


def status(c, b):
    have, need, text = bp.check(c, b)
    return have >= need, have, need, text


def test_area_all_sites_of_a_row_and_the_near_miss():
    m = Build()
    c = card("area", area="row-1", count=4)
    done = board({i: m.pure("water") for i in range(4)})
    assert status(c, done) == (True, 4, 4, "4 of 4 sites of row 1 completed")
    miss = board({0: m.pure("lapis"), 1: m.pure("lapis"), 2: m.pure("lapis"), 3: m.open(),
                  4: m.pure("lapis")})
    assert status(c, miss) == (False, 3, 4, "3 of 4 sites of row 1 completed")
    assert c.text == "Complete all 4 sites of row 1."
    corners = card("area", area="corners", count=2)
    assert corners.text == "Complete 2 of the 4 corner sites."
    assert bp.fulfilled(corners, board({0: m.pure("flora"), 11: m.pure("flora")}))
    assert not bp.fulfilled(corners, board({0: m.pure("flora"), 1: m.pure("flora")}))


def test_pure_counts_one_motif_monuments():
    m = Build()
    c = card("pure", motif="marble", count=3)
    assert status(c, board({0: m.pure("marble"), 5: m.pure("marble"), 9: m.pure("marble")}))[0]
    m = Build()
    miss = board({0: m.pure("marble"), 5: m.pure("marble"), 9: m.mostly("marble", "water")})
    assert status(c, miss) == (False, 2, 3, "2 of 3 pure Marble monuments")
    assert c.text == "Complete 3 pure Marble monuments."
    anyc = card("pure", motif="any", count=1)
    assert bp.fulfilled(anyc, board({2: m.pure("lapis")}))
    assert bp.progress(anyc, board({2: m.dual("lapis", "flora")})) == "0 of 1 pure monument"


def test_dominant_needs_more_than_half_the_slots():
    m = Build()
    c = card("dominant", motif="lapis", count=2)
    assert bp.fulfilled(c, board({0: m.mostly("lapis", "water"), 1: m.pure("lapis")}))
    miss = board({0: m.mostly("lapis", "water"), 1: m.dual("lapis", "water")})   # 4 of 8: none
    assert status(c, miss) == (False, 1, 2, "1 of 2 Lapis-dominant monuments")


def test_links_count_facing_marks_of_completed_neighbours():
    m = Build()
    c = card("links", mark="road", count=1)
    done = board({0: m.road(0), 1: m.road(4)})        # site 0's East meets site 1's West
    assert status(c, done) == (True, 1, 1, "1 of 1 road link")
    assert not bp.fulfilled(c, board({0: m.road(0), 1: m.road(0)}))   # not facing
    assert not bp.fulfilled(card("links", mark="aqueduct", count=1), done)
    assert bp.fulfilled(card("links", mark="any", count=1), done)
    assert c.text == "Make 1 road link between neighbouring monuments."


def test_network_joins_monuments_through_links():
    m = Build()
    c = card("network", mark="any", count=3)
    chain = board({0: m.road(0), 1: m.road(0, 4), 2: m.road(4)})
    assert status(c, chain) == (True, 3, 3, "largest network: 3 of 3 monuments")
    m = Build()
    broken = board({0: m.road(0), 1: m.road(4), 2: m.road(4)})   # site 1 has no East road
    assert status(c, broken) == (False, 2, 3, "largest network: 2 of 3 monuments")


def test_surrounded_needs_every_orthogonal_neighbour_completed():
    m = Build()
    c = card("surrounded", motif="any", count=1)
    # site 0 (the North-West corner) has two neighbours: 1 and 4
    assert bp.fulfilled(c, board({0: m.pure("water"), 1: m.pure("flora"), 4: m.pure("lapis")}))
    miss = board({0: m.pure("water"), 1: m.pure("flora"), 4: m.open()})
    assert status(c, miss) == (False, 0, 1, "0 of 1 monument with every neighbour completed")
    lapis = card("surrounded", motif="lapis", count=1)
    assert not bp.fulfilled(lapis, board({0: m.pure("water"), 1: m.pure("flora"),
                                          4: m.pure("lapis")}))


def test_adjacent_pairs_of_dominant_monuments():
    m = Build()
    c = card("adjacent", motif="flora", count=1)
    assert bp.fulfilled(c, board({0: m.pure("flora"), 1: m.mostly("flora", "lapis")}))
    miss = board({0: m.pure("flora"), 2: m.pure("flora")})        # not neighbours
    assert status(c, miss) == (False, 0, 1,
                               "0 of 1 pair of neighbouring Flora-dominant monuments")


def test_symmetric_dual_monuments():
    m = Build()
    c = card("symmetric", motif="water", count=1)
    assert bp.fulfilled(c, board({3: m.dual("water", "marble")}))
    miss = board({3: m.three("water", "marble", "flora"), 4: m.dual("lapis", "marble")})
    assert status(c, miss) == (False, 0, 1, "0 of 1 symmetric dual monument with Water")
    assert c.text == "Complete 1 symmetric dual monument with Water."


def test_mosaic_counts_eighths_in_completed_monuments_only():
    m = Build()
    c = card("mosaic", motif="flora", eighths=10)
    assert status(c, board({0: m.pure("flora"), 1: m.dual("flora", "water")}))[:2] == (True, 12)
    miss = board({0: m.pure("flora"), 1: m.open("flora")})
    assert status(c, miss) == (False, 8, 10, "8 of 10 eighths of Flora in completed monuments")


def test_tidy_needs_the_monuments_and_an_empty_yard():
    m = Build()
    c = card("tidy", count=3)
    sites = {0: m.pure("flora"), 1: m.pure("water"), 2: m.pure("lapis")}
    assert status(c, board(sites)) == (True, 4, 4, "3 of 3 completed monuments; Masonry Yard "
                                                   "empty")
    miss = board(sites, yard=(m.t("1/8", "lapis"),))
    assert status(c, miss) == (False, 3, 4, "3 of 3 completed monuments; 1 tile in the "
                                            "Masonry Yard")
    assert not bp.fulfilled(c, board(dict(list(sites.items())[:2])))


def test_an_empty_board_fulfils_no_card_of_the_deck():
    from tests.core.picture_pie.pp_helpers import DATA
    assert not [c.id for c in DATA.deck.cards if bp.fulfilled(c, Board())]


def test_every_kind_is_tested_here():
    assert set(bp.KINDS) == {"area", "pure", "dominant", "links", "network", "surrounded",
                             "adjacent", "symmetric", "mosaic", "tidy"}


GOOD = {"id": "forum-of-the-senate", "name": "Forum of the Senate", "kind": "pure",
        "motif": "marble", "count": 1, "payout": 200}


def deck_of(*cards):
    filler = [dict(GOOD, id=f"filler-{chr(97 + k)}", name=f"Filler {k}") for k in range(11)]
    return {"blueprint": list(cards) + filler}


@pytest.mark.parametrize("change, fault", [
    ({"kind": "gold"}, "unknown kind 'gold'"),
    ({"id": "Forum_1"}, "lowercase words joined by hyphens"),
    ({"motif": "gold"}, "unknown motif 'gold'"),
    ({"count": 0}, "count must be a whole number 1..12"),
    ({"count": "2"}, "count must be a whole number"),
    ({"payout": 75}, "multiple of 50"),
    ({"mark": "road"}, "pure cards take motif, count, not mark"),
    ({"name": ""}, "name must be one line"),
])
def test_the_loader_refuses_a_bad_card_naming_the_field(change, fault):
    with pytest.raises(DataError, match=fault):
        bp.parse_deck(deck_of(dict(GOOD, **change)))


def test_the_loader_refuses_missing_params_duplicates_and_small_decks():
    with pytest.raises(DataError, match="motif is missing"):
        bp.parse_deck(deck_of({k: v for k, v in GOOD.items() if k != "motif"}))
    centre = {"id": "heart", "name": "Heart", "kind": "area", "area": "centre", "count": 3,
              "payout": 50}
    with pytest.raises(DataError, match="count must be at most 2"):
        bp.parse_deck(deck_of(centre))
    with pytest.raises(DataError, match="id 'forum-of-the-senate' is also card 1"):
        bp.parse_deck(deck_of(GOOD, dict(GOOD, name="Other")))
    with pytest.raises(DataError, match="name 'Forum of the Senate' is also card 1"):
        bp.parse_deck(deck_of(GOOD, dict(GOOD, id="other")))
    with pytest.raises(DataError, match="cannot deal four seats"):
        bp.parse_deck({"blueprint": [GOOD]})


def test_a_bad_cards_file_is_one_line_with_file_and_line(tmp_path):
    path = tmp_path / "blueprints.toml"
    path.write_text('[[blueprint]]\nid = "a-card"\nname = "A"\nkind = "pure"\nmotif = "gold"\n'
                    'count = 1\npayout = 100\n', encoding="utf-8")
    with pytest.raises(FileDataError) as err:
        load_validated(path, bp.parse_deck)
    text = str(err.value)
    assert "\n" not in text and "blueprints.toml:5" in text and "unknown motif 'gold'" in text
