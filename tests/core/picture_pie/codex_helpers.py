"""Helpers for the Codex tests: a small sound level as a plain dict, fresh Codex states."""

import copy

from game.games import new_state

KINDS = [f"{s} {m}" for s in ("1/2", "1/4", "1/8")
         for m in ("marble", "terracotta", "water", "flora", "lapis")]

BASE = {
    "format": 1, "id": "test-city", "name": "The Test City", "order": 1,
    "lore": "A city for the tests. Nothing here is real.", "turns": 12,
    "stars": [900, 1500, 2200],
    # 45 tiles, three of each unmarked kind: 44 are needed for 12 turns on a 6 x 4 wheel
    "sequence": KINDS * 3,
}


def level(**changes) -> dict:
    """BASE with ``changes`` (a value None removes the key)."""
    out = copy.deepcopy(BASE)
    for k, v in changes.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = v
    return out


def codex(seed: int = 1, **changes):
    """A fresh Codex state of ``level(**changes)``."""
    return new_state("picture-pie", 1, seed, codex=level(**changes))
