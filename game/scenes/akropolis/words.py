"""Player-facing words of the Akropolis table: colour names, plurals, seat-name agreement."""

from __future__ import annotations

import re

COLOUR_NAMES = {"blue": "Houses", "yellow": "Markets", "red": "Barracks", "purple": "Temples",
                "green": "Gardens"}
SINGULAR = {"blue": "House", "yellow": "Market", "red": "Barracks", "purple": "Temple",
            "green": "Garden"}


def plural(n: int, word: str) -> str:
    """``1 stone``, ``2 stones``, ``0 stones``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def signed(n: int, word: str) -> str:
    """A signed count: ``+1 pt``, ``-2 pts``, ``+0 pts``."""
    return f"{n:+d} {word}{'' if abs(n) == 1 else 's'}"


def agree(name: str, verb: str) -> str:
    """Seat name and verb in agreement: ``agree("Pericles", "is")`` -> "Pericles is",
    ``agree("You", "is")`` -> "You are", ``agree("You", "builds")`` -> "You build".
    ``verb``: the third-person singular form."""
    if name == "You":
        verb = {"is": "are", "has": "have", "was": "were"}.get(
            verb, verb[:-1] if verb.endswith("s") else verb)
    return f"{name} {verb}"


#: the legend of a score card's colour columns and the results' colour cells (AK-7)
FACTORS_LEGEND = "value \u00d7 stars = points"


def colour_lines(row) -> tuple[str, str]:
    """(main, variant) words of a colour's ledger row (game.core.events.LedgerRow, AK-7/AK-8):
    ("16 \u00d7 8 stars = 128", "value 16 (8 from the Markets variant)"); the second is ""
    when no variant doubled anything (the core's detail then has no "(x2 Markets variant, +8)",
    where +8 is the value the doubling added)."""
    detail, _, doubled = (row.detail or "").partition(" (")
    main = f"{detail} = {row.points}"
    added = re.search(r"\+(\d+)\)?$", doubled)
    if not doubled or added is None or not row.factors:
        return main, doubled.rstrip(")")
    return main, f"value {row.factors[0]} ({added.group(1)} from the {row.label} variant)"
