"""Checks of plain data shared by both games' ``from_dict`` validation.

Each returns the checked value or raises ValueError("WHERE: WHAT") in plain English, where WHERE
names the field ("state.round") so a refused save says what is wrong.
"""

from __future__ import annotations

from game.core.rng import Rng

#: the Rng state is a 64-bit unsigned integer (game.core.rng)
RNG_LIMIT = 1 << 64


def fail(where: str, what: str):
    """Raise ValueError("where: what")."""
    raise ValueError(f"{where}: {what}")


def check_int(value, where: str, low: int, high: int | None = None) -> int:
    """``value`` as an int in low..high (high None: no upper bound); bools are refused."""
    if type(value) is not int:
        fail(where, f"{value!r} is not a whole number")
    if value < low or (high is not None and value > high):
        fail(where, f"{value} is below {low}" if high is None
             else f"{value} is outside {low}..{high}")
    return value


def check_bool(value, where: str) -> bool:
    """``value`` if it is True or False."""
    if type(value) is not bool:
        fail(where, f"{value!r} is not true or false")
    return value


def check_list(value, where: str, max_len: int | None = None, length: int | None = None) -> list:
    """``value`` (a list or tuple) as a list, of exactly ``length`` / at most ``max_len`` entries."""
    if not isinstance(value, (list, tuple)):
        fail(where, f"expected a list, not {type(value).__name__}")
    if length is not None and len(value) != length:
        fail(where, f"has {len(value)} entries; expected {length}")
    if max_len is not None and len(value) > max_len:
        fail(where, f"has {len(value)} entries; at most {max_len} allowed")
    return list(value)


def check_rng(value, where: str) -> int:
    """``value`` in the one Rng encoding (``Rng.to_plain``: a decimal string; a plain int from
    older saves) as the generator's int state."""
    try:
        return Rng.from_plain(value).state
    except ValueError as exc:
        fail(where, str(exc))
