"""levels/akropolis/athena.toml (AK-11, AK-12): the totals of akropolis-data.md, the card ids
of issue 14, and validation whose faults name the file, the line and the field."""

import copy
import pickle
import tomllib
from collections import Counter
from itertools import combinations

import pytest

from game.core.akropolis import DATA_PARTS, athena_data, parse_data
from game.core.akropolis.athena_data import (COLOURS, HEX_KINDS, AthenaData, CardDef, MiniDef,
                                             parse_athena)
from game.core.akropolis.data import COLOURS as DATA_COLOURS
from game.core.errors import DataError
from game.storage.data import level_path
from game.storage.toml_io import FileDataError, load_validated

PATH = level_path("akropolis/athena.toml")
IDS = ("agora", "city-market", "district-center", "fortress", "guard-tower", "hanging-gardens",
       "housing", "luxury-goods", "main-street", "oasis", "pantheon", "parkland",
       "pilgrims-stairs", "quarry-mine", "rampart", "sanctuary", "storehouses", "villa")
SPREAD = {"blue": 3, "yellow": 2, "purple": 2, "red": 2, "green": 1}


def raw():
    return tomllib.loads(PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def athena(data):
    return data.athena


def test_the_tile_set_carries_the_athena_data(data, athena):
    assert DATA_PARTS[0] == ("akropolis/athena.toml", athena_data.parse_athena,
                             athena_data.with_athena)
    assert isinstance(athena, AthenaData)
    assert data.raw["athena"] == raw()
    assert COLOURS == DATA_COLOURS


def test_18_cards_with_the_issue_ids_and_names(athena):
    assert len(athena.cards) == 18
    assert tuple(c.id for c in athena.cards) == IDS
    for c in athena.cards:
        assert isinstance(c, CardDef)
        assert c.id == c.name.lower().replace("'", "").replace(" ", "-")
        assert athena.card(c.id) is c
        assert c.text.endswith(".") and c.text[0].isupper()
        assert c.view in ("birds-eye", "3d")
        for dq, dr, kind, color in c.diagram:
            assert kind in HEX_KINDS and (color is None or color in COLOURS)
    with pytest.raises(KeyError):
        athena.card("colosseum")


def test_3d_cards_are_the_ones_naming_levels(athena):
    three_d = {c.id for c in athena.cards if c.view == "3d"}
    assert three_d == {"district-center", "guard-tower", "hanging-gardens", "luxury-goods",
                       "pilgrims-stairs", "villa"}
    for c in athena.cards:
        levelled = any(h.level_min > 1 or h.relations for h in c.layout)
        assert levelled == (c.view == "3d"), c.id


def test_30_mini_tiles_in_the_data_sheet_spread(athena):
    minis = athena.minis
    assert len(minis) == 30
    assert [m.index for m in minis] == list(range(30))
    assert all(isinstance(m, MiniDef) for m in minis)
    plazas = Counter(m.color for m in minis if m.kind == "plaza")
    districts = Counter(m.color for m in minis if m.kind == "district")
    assert plazas == SPREAD and districts == SPREAD
    duals = [frozenset((m.color, m.color2)) for m in minis if m.kind == "dual"]
    assert sorted(map(sorted, duals)) == sorted(sorted(p) for p in combinations(COLOURS, 2))
    assert all(m.color2 is None for m in minis if m.kind != "dual")


def test_a_save_rebuilds_the_same_athena_data(data):
    again = parse_data(data.raw)
    assert again.athena == data.athena
    assert parse_data({k: v for k, v in data.raw.items() if k != "athena"}).athena is None


@pytest.mark.parametrize("edit, where, what", [
    (lambda d: d["card"][0].update(view="top"), "card 1 (agora)", "view is 'top'"),
    (lambda d: d["card"][1].update(id="City Market"), "card 2", "id must be lowercase"),
    (lambda d: d["card"][2].pop("text"), "card 3", "text is missing"),
    (lambda d: d["card"][3]["layout"][1].update(kind="tower"), "card 4 (fortress), layout hex 2",
     "kind is 'tower'"),
    (lambda d: d["card"][3]["layout"][1].update(color="black"),
     "card 4 (fortress), layout hex 2", "color is 'black'"),
    (lambda d: d["card"][3]["layout"][1].update(dq=0, dr=0), "card 4 (fortress), layout hex 2",
     "also hex 1"),
    (lambda d: d["card"][4].update(count=0), "card 5 (guard-tower)", "count 0 is outside"),
    (lambda d: d["card"][12]["layout"][1].update(lower_than=7),
     "card 13 (pilgrims-stairs), layout hex 2", "lower_than 7 is outside 0..2"),
    (lambda d: d["card"][13].update(layout=[{"dq": 0, "dr": 0, "kind": "any"}]),
     "card 14 (quarry-mine)", "either a layout or stones"),
    (lambda d: d["card"][5].update(id="agora"), "card 6 (agora)", "also card 1"),
    (lambda d: d["card"][0].update(colour="blue"), "card 1 (agora)", "unknown key 'colour'"),
    (lambda d: d["mini"][20].update(color2="blue"), "mini 21", "not blue twice"),
    (lambda d: d["mini"][21].update(color2="yellow"), "mini 22", "also mini 21"),
    (lambda d: d["mini"][0].update(color2="red"), "mini 1", "only a dual district"),
    (lambda d: d["mini"][3].update(kind="quarry"), "mini 4", "kind is 'quarry'"),
    (lambda d: d.update(mini=d["mini"][:15]), "mini", "15 Mini-tiles cannot deal a game"),
    (lambda d: d.update(cards=[]), "athena", "unknown key 'cards'"),
])
def test_parse_athena_names_the_faulty_field(edit, where, what):
    d = copy.deepcopy(raw())
    edit(d)
    with pytest.raises(DataError) as err:
        parse_athena(d)
    assert err.value.where == where
    assert what in err.value.what


def test_a_bad_file_reports_its_line(tmp_path):
    text = PATH.read_text(encoding="utf-8")
    text = text.replace('text = "Two barracks on level 2 or higher."\nview = "3d"',
                        'text = "Two barracks on level 2 or higher."\nview = "3D"', 1)
    bad = tmp_path / "athena.toml"
    bad.write_text(text)
    line = next(i for i, l in enumerate(text.splitlines(), 1) if 'view = "3D"' in l)
    with pytest.raises(FileDataError) as err:
        load_validated(bad, parse_athena)
    assert str(err.value).startswith(f"{bad}:{line}: card 5 (guard-tower)")
    load_validated(PATH, parse_athena)    # leave the shipped cards remembered


def test_a_layout_fault_points_at_the_layout_line(tmp_path):
    text = PATH.read_text(encoding="utf-8").replace(
        '{ dq = 0, dr = -1, kind = "district", color = "red" } ]',
        '{ dq = 0, dr = -1, kind = "district", color = "crimson" } ]', 1)
    bad = tmp_path / "athena.toml"
    bad.write_text(text)
    lines = text.splitlines()
    fortress = next(i for i, l in enumerate(lines) if 'id = "fortress"' in l)
    layout = next(i for i in range(fortress, len(lines)) if lines[i].startswith("layout")) + 1
    with pytest.raises(FileDataError) as err:
        load_validated(bad, parse_athena)
    assert str(err.value).startswith(f"{bad}:{layout}: card 4 (fortress), layout hex 3")
    load_validated(PATH, parse_athena)


def test_an_unpickled_athena_data_is_the_default_where_none_was_read(athena, monkeypatch):
    # the AI worker process receives states by pickle and never reads the file
    monkeypatch.setattr(athena_data, "_REMEMBERED", None)
    again = pickle.loads(pickle.dumps(athena))
    assert again == athena and athena_data.remembered() is again
    other = pickle.loads(pickle.dumps(athena))
    assert athena_data.remembered() is again and other == athena   # the first one stays
