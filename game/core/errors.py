"""Errors the rules core raises about data it is handed (tile sets, scorepad boards, levels).

The core does no I/O: it validates plain dicts and raises :class:`DataError` naming *where* in the
data the fault is (``"site row=0 col=1, tile 2"``, ``"tiles[3].motif"``) and *what* is wrong.  The
storage layer adds the file name and, when it can find it, the line.
"""

from __future__ import annotations


class DataError(ValueError):
    """A fault in plain data.

    ``where``: place in the data, for people ("site row=0 col=1, tile 2").
    ``what``: what is wrong ("unknown motif 'gold'").
    ``key``: optional TOML key or value text to look for to report a line number.
    ``line``: optional 1-based line, when the caller already knows it.
    """

    def __init__(self, where: str, what: str, key: str | None = None, line: int | None = None):
        super().__init__(f"{where}: {what}")
        self.where = where
        self.what = what
        self.key = key
        self.line = line
