"""The Codex level format (game.core.picture_pie.codex, PP-27, PP-1, PP-3): parse_level and the
faults of level_faults, without files."""

import pytest

from game.core.errors import DataError
from game.core.picture_pie.codex import (TileSpec, level_faults, parse_level,
                                         sequence_needed)
from game.core.picture_pie.data import EIGHTH, HALF, QUARTER, WHOLE
from game.games import game_data

from tests.core.picture_pie.codex_helpers import level

DATA = game_data("picture-pie")


def faults(**changes) -> list[str]:
    return [str(e) for e in level_faults(level(**changes), DATA)[1]]


def test_a_sound_level_parses_with_defaults():
    lv = parse_level(level(), DATA)
    assert (lv.id, lv.order, lv.turns, lv.stars) == ("test-city", 1, 12, (900, 1500, 2200))
    assert (lv.wheel_sectors, lv.sector_size) == (6, 4)     # the Campaign's wheel (PP-8)
    assert lv.sequence[0] == TileSpec(HALF, "marble") and len(lv.sequence) == 45
    assert lv.closed == () and lv.prebuilt == () and lv.goals == () and lv.yard == ()
    assert lv.source == level()


def test_tile_texts_and_marks():
    lv = parse_level(level(yard=["1/4 water aqueduct", "1/8 marble road"]), DATA)
    assert lv.yard == (TileSpec(QUARTER, "water", "aqueduct"), TileSpec(EIGHTH, "marble", "road"))
    assert lv.yard[0].text == "1/4 water aqueduct"


def test_prebuilt_sites_parse_with_their_marks():
    lv = parse_level(level(prebuilt=[{"row": 2, "col": 3, "tiles": [
        {"size": "1", "motif": "water", "slot": 1}], "aqueducts": [1, 5]}]), DATA)
    p = lv.prebuilt[0]
    assert p.site == 11 and p.tiles == ((TileSpec(WHOLE, "water", "aqueduct"), 1),)


@pytest.mark.parametrize("changes, expected", [
    (dict(format=2), "format: 2 is not a known format (this game reads format = 1)"),
    (dict(id="Solstice Capital"), "id: the text 'Solstice Capital' is not lowercase words"),
    (dict(order=31), "order: 31 is outside 1..30"),
    (dict(turns=41), "turns: 41 is outside 1..40"),
    (dict(wheel_sectors=7), "wheel_sectors: 7 is outside 2..6"),
    (dict(sector_size=0), "sector_size: 0 is outside 1..6"),
    (dict(stars=[0, 1, 2]), "stars: [0, 1, 2] must be above 0 and strictly increasing"),
    (dict(stars=[1, 2]), "stars: has 2 numbers; it needs 3"),
    (dict(stars=[1]), "stars: has 1 number; it needs 3"),
    (dict(stars="many"), "stars: must be three whole numbers"),
    (dict(name=""), "name: must be text, not empty text"),
    (dict(yard=["1/8 lapis"] * 4), "yard: holds 4 tiles; the Masonry Yard holds at most 3"),
    (dict(yard=["1/2 water road"]), "yard[0]: '1/2 water road': water tiles carry no road mark "
                                    "(only marble tiles do)"),
    (dict(sequence=["1/2"]), "sequence[0]: '1/2' is not \"SIZE MOTIF\""),
    (dict(closed=[[0, 0], [0, 0]]), "closed[1]: site row 0, col 0 is closed twice"),
    (dict(closed=[[r, c] for r in range(3) for c in range(4)]),
     "closed: every site is closed: nothing could be built"),
    (dict(closed=[[0, 0]], prebuilt=[{"row": 0, "col": 0, "tiles": [
        {"size": "1/2", "motif": "marble", "slot": 0}]}]),
     "prebuilt row=0 col=0: this site is closed, so nothing can be pre-built on it"),
    (dict(prebuilt=[{"row": 0, "col": 0, "tiles": [], }]),
     "prebuilt row=0 col=0: tiles must be a non-empty list"),
    (dict(prebuilt=[{"row": 0, "col": 0, "height": 2, "tiles": []}]),
     "prebuilt 1: unknown key 'height'"),
    (dict(prebuilt=[{"row": 0, "col": 0, "tiles": [
        {"size": "1/2", "motif": "lapis", "slot": 0}], "roads": [0]}]),
     "prebuilt row=0 col=0: slot 0 is lapis; lapis tiles carry no road mark"),
    (dict(prebuilt=[{"row": 0, "col": 0, "tiles": [
        {"size": "1/4", "motif": "marble", "slot": 0}], "roads": [5]}]),
     "prebuilt row=0 col=0: slot 5 has no tile to carry a road mark"),
    (dict(goals=["no-such-card"]), None),   # no cards file given: accepted
])
def test_each_fault_names_its_field(changes, expected):
    got = faults(**changes)
    if expected is None:
        assert got == []
    else:
        assert any(g.startswith(expected) for g in got), got


def test_goals_are_checked_against_the_cards_when_given():
    _, errs = level_faults(level(goals=["forum", "nope", "forum"]), DATA, {"forum"})
    assert [str(e) for e in errs] == ["goals[1]: 'nope' is not a Civic Blueprint card id",
                                      "goals[2]: 'forum' is listed twice"]


def test_every_fault_is_listed_and_parse_level_raises_the_first():
    raw = level(turns=0, order=0, lore=None, colour="red")
    _, errs = level_faults(raw, DATA)
    assert [e.where for e in errs] == ["colour", "lore", "order", "turns"]
    with pytest.raises(DataError) as err:
        parse_level(raw, DATA)
    assert err.value.where == "colour"


def test_the_sequence_must_cover_the_turn_limit():
    need = sequence_needed(12, 6, 4)
    assert need == 44
    assert faults(sequence=level()["sequence"][:need]) == []
    assert faults(sequence=level()["sequence"][:need - 1]) == [
        "sequence: holds 43 tiles; at least 44 are needed for 12 turns on 6 sectors of 4 (the "
        "first wheel of 24 and 5 refills)"]


def test_stars_helpers():
    lv = parse_level(level(stars=[50, 100, 150]), DATA)
    assert [lv.stars_for(x) for x in (49, 50, 149, 150)] == [0, 1, 2, 3]
    assert [lv.next_star(x) for x in (0, 50, 120, 150)] == [50, 100, 150, None]
