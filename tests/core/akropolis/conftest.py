"""Shared fixtures for the Akropolis rules tests."""

import pytest

from game.core.akropolis.city import Cell, City
from game.core.akropolis.data import LETTERS
from game.games import game_data


@pytest.fixture(scope="session")
def data():
    return game_data("akropolis")


def make_cells(spec):
    """{(q, r): "h2"} -> {(q, r): Cell}: letter (akropolis-data.md) and level; each hex its own
    tile id unless a third character-free tuple ("h", 2, tile_id) is given."""
    cells = {}
    for i, (pos, v) in enumerate(spec.items(), start=1):
        if isinstance(v, tuple):
            letter, level, tid = v
        else:
            letter, level, tid = v[0], int(v[1:] or 1), 100 + i
        kind, color = LETTERS[letter]
        cells[pos] = Cell(kind, color, level, tid)
    return cells


def make_city(spec):
    city = City()
    city.cells = make_cells(spec)
    return city


@pytest.fixture
def cells():
    return make_cells


@pytest.fixture
def city():
    return make_city
