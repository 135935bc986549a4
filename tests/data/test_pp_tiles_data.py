"""levels/picture_pie/tiles.toml: the shipped tile set validates; faults name file, line, field;
house values come from the data, not from the rules code."""

import copy
import tomllib

import pytest

from game.core.errors import DataError
from game.core.picture_pie import parse_data
from game.core.picture_pie.scorepad import score_data
from game.storage.data import level_path, load_level
from game.storage.toml_io import FileDataError, load_validated

PATH = level_path("picture_pie/tiles.toml")


def raw():
    return tomllib.loads(PATH.read_text(encoding="utf-8"))


def test_shipped_tile_set_loads_with_the_ruling_values():
    data = load_level("picture_pie/tiles.toml", parse_data)
    assert len(data.tiles) == 160 and len(data.drafting_ids) == 120
    assert data.base == {"marble": 200, "terracotta": 150, "water": 250, "flora": 150,
                         "lapis": 400}
    assert data.pure_bonus == {"marble": 300, "terracotta": 200, "water": 400, "flora": 250,
                               "lapis": 600}
    assert (data.rounds, data.sectors, data.tiles_per_sector, data.yard_capacity) == (12, 6, 4, 3)
    assert (data.discard_cost, data.yard_penalty, data.link_bonus, data.flora_bonus) == (
        100, 100, 100, 100)
    assert (data.laurel_tokens, data.laurel_value, str(data.symmetry_share)) == (6, 100, "1/2")


@pytest.mark.parametrize("edit, where", [
    (lambda d: d["tiles"][3].update(motif="gold"), "tiles[3].motif"),
    (lambda d: d["tiles"][0].update(size="1/16"), "tiles[0].size"),
    (lambda d: d["tiles"][1].update(marked=2), "tiles[1].marked"),  # terracotta: no mark
    (lambda d: d["house"].pop("rounds"), "house.rounds"),
    (lambda d: d["house"].update(symmetry_share="half"), "house.symmetry_share"),
    (lambda d: d["motif"][0].update(base=-5), "motif[0].base"),
    (lambda d: d["motif"].pop(), "motif"),
])
def test_parse_data_names_the_faulty_field(edit, where):
    d = copy.deepcopy(raw())
    edit(d)
    with pytest.raises(DataError) as err:
        parse_data(d)
    assert err.value.where == where


def test_a_bad_file_reports_its_line(tmp_path):
    text = PATH.read_text(encoding="utf-8").replace('motif = "flora", count = 8',
                                                    'motif = "flora", count = -8', 1)
    bad = tmp_path / "tiles.toml"
    bad.write_text(text)
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "count = -8" in l)
    with pytest.raises(FileDataError) as err:
        load_validated(bad, parse_data)
    assert str(err.value).startswith(f"{bad}:{line}: tiles[")


def test_house_values_come_from_the_data():
    d = raw()
    d["house"].update(yard_penalty=40, link_bonus=7, laurel_value=3, symmetry_share="1/4")
    data = parse_data(d)
    led = score_data({"yard": 2, "laurel_tokens": 1, "site": [
        {"row": 0, "col": 0, "tiles": [{"size": "1/2", "motif": "marble", "slot": 0},
                                       {"size": "1/2", "motif": "water", "slot": 4}],
         "roads": [0]},
        {"row": 0, "col": 1, "tiles": [{"size": "1", "motif": "marble", "slot": 0}],
         "roads": [0, 4]},    # a marked Whole's pair of roads (PP-3)
        # the Laurel token's Lapis-dominant monument (PP-20)
        {"row": 2, "col": 3, "tiles": [{"size": "1", "motif": "lapis", "slot": 0}]}]}, data)
    # symmetry 300 * 1/4 = 75; link 7; laurel 3; yard 2 * -40
    assert (led["symmetry"], led["links"], led["laurel"], led["yard_penalty"]) == (75, 7, 3, -80)
