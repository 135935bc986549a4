"""Hexagon grid in axial coordinates (q, r) (AK-2), after Red Blob Games' hexagon guide.

The rules use only integer axial coordinates: neighbours, distance and rotation.  :class:`Layout`
converts to and from pixels for rendering only; the rules never see pixels (AK-2).  The layout is
pointy-top, chosen once for the whole product, with screen y growing downwards.

Directions, in this order (binding, see issue 4): (+1,0) east, (+1,-1) north-east, (0,-1)
north-west, (-1,0) west, (-1,+1) south-west, (0,+1) south-east.  On screen each next direction is
60 degrees counter-clockwise of the one before.
"""

from __future__ import annotations

import math

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

#: the neighbour across edge i of a hex as :meth:`Layout.corners` lists them (edge i joins
#: corners i and i+1; corner 0 is the top one, then clockwise): north-east, east, south-east,
#: south-west, west, north-west -- :data:`DIRECTIONS` 1, 0, 5, 4, 3, 2
EDGE_DIRECTIONS: tuple[Hex, ...] = tuple(DIRECTIONS[(1 - i) % 6] for i in range(6))

#: screen moves of a keyboard/gamepad cursor -> direction index per row parity (even, odd):
#: up and down alternate north-east/north-west (south-east/south-west) so repeated presses go
#: straight up (down) the screen
_SCREEN_MOVES = {"left": (3, 3), "right": (0, 0), "up": (1, 2), "down": (5, 4)}


def screen_step(q: int, r: int, move: str) -> Hex:
    """The position a cursor at (q, r) moves to for ``move`` "left", "right", "up" or "down"
    on screen (pointy-top, y down; see :data:`_SCREEN_MOVES`).  Raises KeyError for another
    move."""
    even, odd = _SCREEN_MOVES[move]
    return neighbour(q, r, even if r % 2 == 0 else odd)


def frontier(occupied) -> set[Hex]:
    """Positions next to some position of ``occupied`` (an iterable of (q, r)) but not in it."""
    occ = set(occupied)
    return {p for (q, r) in occ for p in neighbours(q, r) if p not in occ}


def neighbours(q: int, r: int) -> list[Hex]:
    """The six positions sharing an edge with (q, r), in :data:`DIRECTIONS` order."""
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def neighbour(q: int, r: int, direction: int) -> Hex:
    """The position next to (q, r) in direction index ``direction`` (0..5, taken modulo 6)."""
    dq, dr = DIRECTIONS[direction % 6]
    return (q + dq, r + dr)


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two positions (hex distance)."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate(hex: Hex, center: Hex = (0, 0), steps: int = 1) -> Hex:
    """``hex`` turned about ``center`` by ``steps`` sixths of a turn.

    Positive steps turn clockwise on screen (pointy-top layout, y down): east goes to south-east.
    Six steps (or any multiple of 6) return the start.  Exact integer arithmetic.
    """
    q, r = hex[0] - center[0], hex[1] - center[1]
    for _ in range(steps % 6):
        # cube (q, r, s) -> (-r, -s, -q): one clockwise sixth
        q, r = -r, q + r
    return (q + center[0], r + center[1])


def ring(center: Hex, radius: int) -> list[Hex]:
    """Positions at exactly ``radius`` steps from ``center`` (radius 0: the centre alone)."""
    if radius == 0:
        return [center]
    q = center[0] + DIRECTIONS[4][0] * radius
    r = center[1] + DIRECTIONS[4][1] * radius
    out = []
    for d in range(6):
        for _ in range(radius):
            out.append((q, r))
            q += DIRECTIONS[d][0]
            r += DIRECTIONS[d][1]
    return out


class Layout:
    """Pointy-top pixel layout (rendering only; AK-2).

    ``size``: distance in pixels from a hex's centre to a corner.  ``origin``: pixel of (0, 0).
    Pixels are floats; the rules never use them.
    """

    SQRT3 = math.sqrt(3.0)

    def __init__(self, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> None:
        self.size = float(size)
        self.origin = (float(origin[0]), float(origin[1]))

    def to_pixel(self, q: float, r: float) -> tuple[float, float]:
        """Centre of hex (q, r) in pixels."""
        x = self.size * self.SQRT3 * (q + r / 2.0)
        y = self.size * 1.5 * r
        return (x + self.origin[0], y + self.origin[1])

    def from_pixel(self, x: float, y: float) -> Hex:
        """The hex containing pixel (x, y) (cube rounding)."""
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        fq = self.SQRT3 / 3.0 * px - py / 3.0
        fr = 2.0 / 3.0 * py
        return _cube_round(fq, fr)

    def corners(self, q: float, r: float) -> list[tuple[float, float]]:
        """The six corners of hex (q, r) in pixels, starting at the top corner, clockwise."""
        cx, cy = self.to_pixel(q, r)
        out = []
        for i in range(6):
            angle = math.radians(60 * i - 90)
            out.append((cx + self.size * math.cos(angle), cy + self.size * math.sin(angle)))
        return out


def _cube_round(fq: float, fr: float) -> Hex:
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))
