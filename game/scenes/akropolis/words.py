"""Player-facing words of the Akropolis table: colour names, plurals, seat-name agreement."""

from __future__ import annotations

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
