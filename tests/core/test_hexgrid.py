"""game/core/hexgrid.py: axial directions, neighbours, distance, rotation, Layout (AK-2)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.hexgrid import DIRECTIONS, Layout, distance, neighbour, neighbours, ring, rotate

coord = st.integers(-50, 50)
hexes = st.tuples(coord, coord)


def test_direction_table_order_is_binding():
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@settings(max_examples=60)
@given(hexes)
def test_six_neighbours_distinct_adjacent_and_symmetric(h):
    ns = neighbours(*h)
    assert len(ns) == 6 and len(set(ns)) == 6
    for n in ns:
        assert distance(h, n) == 1
        assert h in neighbours(*n)


def test_neighbour_by_index_wraps():
    assert neighbour(2, 3, 0) == (3, 3)
    assert neighbour(2, 3, 6) == (3, 3)
    assert neighbour(2, 3, 4) == (1, 4)


def test_distance_hand_worked():
    assert distance((0, 0), (0, 0)) == 0
    assert distance((0, 0), (2, -1)) == 2
    assert distance((0, 0), (3, -3)) == 3
    assert distance((1, 2), (-1, 0)) == 4  # dq=2, dr=2, ds=-4 -> 8/2


def test_rotate_one_step_is_clockwise_on_screen():
    # east -> south-east -> south-west -> west (pointy-top, y down)
    assert rotate((1, 0)) == (0, 1)
    assert rotate((0, 1)) == (-1, 1)
    assert rotate((1, 0), (0, 0), 3) == (-1, 0)
    assert rotate((3, 1), (2, 1), 1) == (2, 2)  # about another centre
    assert rotate((1, 0), (0, 0), -1) == (1, -1)
    layout = Layout(10)
    e, se = layout.to_pixel(1, 0), layout.to_pixel(0, 1)
    assert se[1] > e[1]  # south-east is lower on screen


@settings(max_examples=60)
@given(hexes, hexes, st.integers(0, 5))
def test_six_rotations_return_to_start_and_keep_distance(h, c, k):
    x = h
    for _ in range(6):
        x = rotate(x, c, 1)
    assert x == h
    assert rotate(h, c, k + 6) == rotate(h, c, k)
    assert distance(rotate(h, c, k), c) == distance(h, c)


def test_ring_sizes():
    assert ring((0, 0), 0) == [(0, 0)]
    assert sorted(ring((0, 0), 1)) == sorted(neighbours(0, 0))
    r2 = ring((1, -1), 2)
    assert len(set(r2)) == 12 and all(distance(p, (1, -1)) == 2 for p in r2)


@settings(max_examples=60)
@given(hexes)
def test_ak2_layout_round_trip_pointy_top(h):
    layout = Layout(17.5, (400, 300))
    assert layout.from_pixel(*layout.to_pixel(*h)) == h
    x, y = layout.to_pixel(*h)
    assert layout.from_pixel(x + 7, y - 6) == h  # well inside the hex


def test_ak2_layout_pointy_top_geometry():
    layout = Layout(10, (0, 0))
    x, y = layout.to_pixel(1, 0)
    assert abs(x - 10 * 3 ** 0.5) < 1e-9 and y == 0
    corners = layout.corners(0, 0)
    assert abs(corners[0][0]) < 1e-9 and abs(corners[0][1] + 10) < 1e-9  # top corner
