"""Strict checks shared by the two scorepads (``main.py score``): plain-English faults that say
where they are.

Every fault is a :class:`DataError` carrying ``locate = (table, index, key)``: ``table=None`` for
a top-level key, else the 0-based ``index`` of a ``[[table]]`` entry and the ``key`` inside it (or
None for the entry as a whole).  ``game.storage.toml_io.locate_line`` turns that into a line.
Values are described in words ("a list", "true", "the text '3'"), never as Python reprs.
"""

from __future__ import annotations

from game.core.errors import DataError


def quote(text: str, limit: int = 40) -> str:
    """``text`` in single quotes on one line: control characters escaped, long text cut."""
    shown = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii")
                    for c in text)
    return f"'{shown[:limit]}...'" if len(shown) > limit else f"'{shown}'"


def describe(value) -> str:
    """A TOML value in words: ``true``, ``1.5``, ``the text 'x'``, ``a list``, ``a table``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return f"the text {quote(value)}" if value else "empty text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return "a date or time"


def pad_error(where: str, what: str, table: str | None = None, index: int | None = None,
              key: str | None = None) -> DataError:
    """A DataError placed at ``[[table]]`` entry ``index`` (0-based), key ``key``."""
    err = DataError(where, what)
    err.locate = (table, index, key)
    return err


def entry_where(entry: dict, table: str, index: int, keys: tuple[str, str]) -> str:
    """Where the ``index``-th (0-based) ``[[table]]`` entry is, for faults: ``"hex q=0 r=1"``
    when both ``keys`` hold whole numbers, else by position: ``"hex 3 (q=0, r=?)"``."""
    a, b = entry.get(keys[0]), entry.get(keys[1])
    if type(a) is int and type(b) is int:
        return f"{table} {keys[0]}={a} {keys[1]}={b}"
    shown = [str(v) if type(v) is int else "?" for v in (a, b)]
    return f"{table} {index + 1} ({keys[0]}={shown[0]}, {keys[1]}={shown[1]})"


def check_keys(entry: dict, known: tuple, where: str, table: str | None = None,
               index: int | None = None, at_key: str | None = None) -> None:
    """Refuse a key not in ``known`` (it would silently drop part of the board).  The line is
    the key's own, or ``at_key``'s for a table nested in an entry (a tile in ``tiles``)."""
    for key in entry:
        if key not in known:
            raise pad_error(where, f"unknown key {quote(key)} (expected {', '.join(known)})",
                            table, index, at_key or key)


def whole_number(value, name: str, where: str, low: int, high: int, table=None, index=None,
                 key=None, unit: str = "") -> int:
    """``value`` as an int in ``low..high`` (TOML true/false is not a number).  Raises."""
    if type(value) is not int:
        raise pad_error(where, f"{name} must be a whole number, not {describe(value)}",
                        table, index, key)
    if not low <= value <= high:
        raise pad_error(where, f"{name} {value} is outside {low}..{high}{unit}", table, index,
                        key)
    return value


def known_word(value, name: str, choices: tuple, where: str, table=None, index=None,
               key=None) -> str:
    """``value`` as one of the text ``choices``.  Raises "unknown NAME 'x'; use a, b or c"."""
    listed = ", ".join(choices[:-1]) + " or " + choices[-1]
    if not isinstance(value, str):
        raise pad_error(where, f"{name} must be text ({listed}), not {describe(value)}",
                        table, index, key)
    if value not in choices:
        raise pad_error(where, f"unknown {name} {quote(value)}; use {listed}", table, index, key)
    return value
