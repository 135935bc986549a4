"""The Akropolis turn action, :class:`Place` (AK-4, AK-6); the Athena actions are in
game/core/akropolis/athena.py."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Place:
    """Buy the tile at Construction Site position ``index`` (costs ``index`` stones, AK-4) and
    place it with its first hex at (q, r), turned ``rotation`` sixths clockwise (0..5, AK-6)."""

    index: int
    q: int
    r: int
    rotation: int

    def to_dict(self) -> dict:
        """``{"type": "place", "index", "q", "r", "rotation"}``."""
        return {"type": "place", "index": self.index, "q": self.q, "r": self.r,
                "rotation": self.rotation}

    @classmethod
    def from_dict(cls, d: dict) -> "Place":
        """Raises ValueError on malformed data (a "type" other than "place" included)."""
        if isinstance(d, dict) and d.get("type", "place") != "place":
            raise ValueError(f"not a Place action: {d!r}")
        try:
            vals = [d["index"], d["q"], d["r"], d["rotation"]]
        except (KeyError, TypeError):
            raise ValueError(f"not a Place action: {d!r}") from None
        if any(type(v) is not int for v in vals):
            raise ValueError(f"not a Place action: {d!r}")
        return cls(*vals)
