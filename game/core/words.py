"""Player words shared by the rules cores and the scenes (pure: no pygame, no I/O)."""

from __future__ import annotations


def plural(n: int, one: str, many: str | None = None) -> str:
    """``plural(1, "monument")`` -> "1 monument"; ``plural(2, "monument")`` -> "2 monuments";
    ``many`` for an irregular plural (``plural(2, "city", "cities")``)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"
