"""Colour-blind patterns (rulebook 1.3; issue 18 item 4): every Picture Pie motif and every
Akropolis district, plaza and quarry stays distinguishable from every other without its colour.

Each piece is drawn alone on a neutral ground and only its own pixels are kept, then seen four
ways: in greyscale (Rec. 601
luma) and under the Machado, Oliveira & Fernandes (2009) simulations of protanopia,
deuteranopia and tritanopia (severity 1, applied in linear RGB), each reduced to luma too -
pessimistic: whatever hue survives the deficiency is thrown away.  The measure of a pair
(A, B) of such luma images is the **pattern difference**

    S(A, B) = mean over pixels of |(A - mean A) - (B - mean B)|      (0..255)

the pixel difference left once each piece's own average brightness is removed, so two pieces
differing only in tone score 0 and only their patterns and symbols count.  Every pair must
score S >= MIN_S = 10 under all four views at every size tested (measured: at least 22 for
motifs, 11 for districts and plazas); with the patterns switched off the weakest pair falls to
about 0.2 (two motifs) and 1 (two plazas of two stars): then only colour tells them apart."""

import itertools

import pygame
import pytest

from game.render import access, hexdraw, pie

MIN_S = 10.0
GROUND = (40, 36, 60)

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VIEWS = ("greyscale",) + tuple(MACHADO)

_LIN = [((c / 255) / 12.92 if c <= 10 else (((c / 255) + 0.055) / 1.055) ** 2.4)
        for c in range(256)]


def _srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def luma(surface: pygame.Surface, view: str) -> list[float]:
    """The piece's own pixels (alpha over half; pieces compared share their shape) on the
    neutral ground as one luma value each, seen through ``view``."""
    flat = pygame.Surface(surface.get_size())
    flat.fill(GROUND)
    flat.blit(surface, (0, 0))
    raw = pygame.image.tobytes(flat, "RGB")
    alpha = pygame.image.tobytes(surface, "RGBA")[3::4]
    out = []
    m = MACHADO.get(view)
    for i in range(0, len(raw), 3):
        if alpha[i // 3] <= 128:
            continue
        r, g, b = raw[i], raw[i + 1], raw[i + 2]
        if m is not None:
            lr, lg, lb = _LIN[r], _LIN[g], _LIN[b]
            r, g, b = (_srgb(row[0] * lr + row[1] * lg + row[2] * lb) for row in m)
        out.append(0.299 * r + 0.587 * g + 0.114 * b)
    return out


def pattern_difference(a: list[float], b: list[float]) -> float:
    """S(A, B) of the module docstring."""
    ma, mb = sum(a) / len(a), sum(b) / len(b)
    return sum(abs((x - ma) - (y - mb)) for x, y in zip(a, b)) / len(a)


def weakest(pieces: dict[str, pygame.Surface]) -> tuple[float, str]:
    """The smallest S over every pair and view, and which pair/view it was."""
    seen = {(k, v): luma(s, v) for k, s in pieces.items() for v in VIEWS}
    return min((pattern_difference(seen[a, v], seen[b, v]), f"{a}/{b} {v}")
               for a, b in itertools.combinations(pieces, 2) for v in VIEWS)


@pytest.fixture
def patterns_switch():
    yield access.set_patterns
    access.set_patterns(True)


def _motifs(radius):
    return {m: pie.tile_surface(radius, 2, m, 90, stamp=False) for m in pie.MOTIFS}


def _hexes(size):
    kinds = [("district", c) for c in hexdraw.DISTRICT_TEXTURE] + [("quarry", None)]
    plazas = [("plaza", c) for c in hexdraw.DISTRICT_TEXTURE]
    make = lambda group: {f"{k}:{c}": hexdraw.column_sprite(k, c, 1, size) for k, c in group}
    return make(kinds), make(plazas)


@pytest.mark.parametrize("radius", [14, 24, 56])
def test_every_pair_of_motifs_differs_by_pattern_in_greyscale_and_colour_blind(
        radius, patterns_switch):
    patterns_switch(True)
    s, which = weakest(_motifs(radius))
    assert s >= MIN_S, which
    if radius == 14:
        patterns_switch(False)                      # colour alone: far weaker
        off, _ = weakest(_motifs(radius))
        assert off < s / 2


@pytest.mark.parametrize("size", [12, 20, 34])
def test_every_district_plaza_and_quarry_differs_by_pattern(size, patterns_switch):
    patterns_switch(True)
    districts, plazas = _hexes(size)
    for group in (districts, plazas):
        s, which = weakest(group)
        assert s >= MIN_S, which
    if size == 20:
        patterns_switch(False)
        off, which = weakest(_hexes(size)[1])         # the two-star plazas: colour only
        assert off < MIN_S / 2, which


def test_the_switch_changes_what_is_drawn_and_the_caches_follow(patterns_switch):
    patterns_switch(True)
    on = pygame.image.tobytes(pie.tile_surface(24, 2, "water", 90), "RGBA")
    hex_on = pygame.image.tobytes(hexdraw.column_sprite("district", "red", 1, 20), "RGBA")
    patterns_switch(False)
    assert pygame.image.tobytes(pie.tile_surface(24, 2, "water", 90), "RGBA") != on
    assert pygame.image.tobytes(hexdraw.column_sprite("district", "red", 1, 20), "RGBA") != hex_on
    assert hexdraw.star_style("red") == 5
    patterns_switch(True)
    assert [hexdraw.star_style(c) for c in ("blue", "yellow", "red", "purple", "green")] == \
        [5, 6, 4, 8, 5]
