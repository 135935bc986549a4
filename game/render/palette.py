"""The rulebooks' palette (RGB tuples) and the UI colours built from it.

Warm terracotta, white and gold marble, azure water, emerald flora, deep lapis (Picture Pie's five
motifs) plus the five Akropolis district colours and the quarry grey.  Renderers import colours from
here only, so the whole game can be re-tinted in one place.
"""

from __future__ import annotations

Color = tuple[int, int, int]

# Motif colours (Picture Pie, rulebook 1.2).
TERRACOTTA: Color = (196, 98, 58)
MARBLE: Color = (238, 232, 218)
GOLD: Color = (214, 172, 72)
WATER: Color = (46, 134, 203)        # azure
FLORA: Color = (38, 150, 96)         # emerald
LAPIS: Color = (52, 46, 120)         # deep lapis, towards purple

# Shades used for depth (edges, shadows, highlights).
TERRACOTTA_DARK: Color = (138, 62, 34)
MARBLE_SHADE: Color = (198, 190, 172)
GOLD_LIGHT: Color = (246, 214, 128)
GOLD_DARK: Color = (150, 112, 38)
WATER_DARK: Color = (24, 84, 140)
FLORA_DARK: Color = (20, 98, 60)
LAPIS_DARK: Color = (28, 24, 70)
LAPIS_LIGHT: Color = (92, 84, 170)

# UI colours.
BG: Color = (22, 20, 52)             # night lapis behind everything
BG_TESSERA: Color = (30, 27, 66)     # mosaic texture on the background
PANEL: Color = (40, 36, 84)
PANEL_LIGHT: Color = (58, 52, 110)
PANEL_BORDER: Color = GOLD_DARK
TEXT: Color = (244, 238, 222)
MUTED: Color = (170, 164, 196)
ACCENT: Color = GOLD
FOCUS: Color = GOLD_LIGHT
GOOD: Color = (96, 196, 122)
BAD: Color = (226, 92, 78)
SHADOW: Color = (8, 6, 24)
DISABLED: Color = (96, 92, 120)

# Motif name (as in the rules core) -> colour.
MOTIF_COLORS: dict[str, Color] = {
    "marble": MARBLE,
    "terracotta": TERRACOTTA,
    "water": WATER,
    "flora": FLORA,
    "lapis": LAPIS_LIGHT,
}

# Akropolis district/plaza colour -> colour (rulebook: houses blue, markets yellow, barracks red,
# temples purple, gardens green; quarries grey stone).
AK_COLORS: dict[str, Color] = {
    "blue": (52, 112, 196),
    "yellow": (232, 184, 56),
    "red": (196, 64, 52),
    "purple": (128, 72, 168),
    "green": (64, 156, 72),
    "quarry": (150, 146, 140),
}

# Seat colours (player markers, ledger columns), readable on BG.
SEAT_COLORS: tuple[Color, ...] = (
    (226, 120, 80),   # terracotta-orange
    (90, 170, 230),   # azure
    (110, 200, 130),  # emerald
    (230, 200, 100),  # gold
)


def lerp(a: Color, b: Color, t: float) -> Color:
    """Colour between ``a`` (t=0) and ``b`` (t=1), components rounded to ints."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))  # type: ignore[return-value]


def with_alpha(c: Color, alpha: int) -> tuple[int, int, int, int]:
    """``c`` with an alpha channel 0..255."""
    return (c[0], c[1], c[2], alpha)
