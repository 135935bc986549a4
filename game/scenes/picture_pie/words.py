"""Words the Picture Pie table draws for places and pieces, written one way everywhere.

A Monument Site is named by its row (1..3, top to bottom, PP-4) and its place in the row
("site", 1..4, left to right): ``site_words(6)`` is "row 2, site 3".  The main board's row and
column labels ("Row 2", "Site 3") use the same words, so a status line and the board agree.
A piece is named by its size word and motif: "Quarter of Terracotta".

Pure functions (no pygame); status texts (game/scenes/picture_pie/status.py) should call
:func:`site_words` for every coordinate they write.
"""

from __future__ import annotations

COLUMNS = 4  # sites per row (PP-4: 3 rows x 4 columns)
SIZE_WORD = {8: "Whole", 4: "Half", 2: "Quarter", 1: "Eighth"}
FRACTION = {8: "1", 4: "1/2", 2: "1/4", 1: "1/8"}
PLURAL = {8: "Wholes", 4: "Halves", 2: "Quarters", 1: "Eighths"}
MARK_WORD = {"road": "a road", "aqueduct": "an aqueduct"}


def site_row_col(site: int) -> tuple[int, int]:
    """(row, site in the row), both counted from 1, of board site index ``site`` (0..11)."""
    return site // COLUMNS + 1, site % COLUMNS + 1


def site_words(site: int) -> str:
    """"row 2, site 3" for site index 6: the one way coordinates are written."""
    row, col = site_row_col(site)
    return f"row {row}, site {col}"


def row_label(row: int) -> str:
    """The label beside board row ``row`` (0-based): "Row 1".."Row 3"."""
    return f"Row {row + 1}"


def column_label(col: int) -> str:
    """The label above board column ``col`` (0-based): "Site 1".."Site 4"."""
    return f"Site {col + 1}"


def piece_name(size: int, motif: str, mark: str | None = None) -> str:
    """"Quarter of Terracotta", "Half of Marble with a road" (size in eighths)."""
    name = f"{SIZE_WORD[size]} of {motif.capitalize()}"
    return f"{name} with {MARK_WORD.get(mark, mark)}" if mark else name


def sector_words(sector: int, sizes) -> str:
    """A sector's tooltip: "Sector 3: 1 Half, 2 Quarters" (``sizes``: its pieces' sizes in
    eighths); "Sector 3: empty" when it holds none."""
    parts = []
    for size in (4, 2, 1):
        n = sum(1 for s in sizes if s == size)
        if n:
            parts.append(f"{n} {SIZE_WORD[size] if n == 1 else PLURAL[size]}")
    return f"Sector {sector + 1}: " + (", ".join(parts) if parts else "empty")
