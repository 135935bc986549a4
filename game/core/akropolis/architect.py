"""The solo Illustrious Architect's scoring (AK-10), for AkropolisState.ledger: plain
functions of the state (no pygame, no I/O)."""

from __future__ import annotations

from game.core.akropolis.data import COLOURS, DISTRICT_NAMES


def ledger(state) -> dict:
    """The solo Architect's score sheet (seat 1, AK-10): per colour {"value", "stars",
    "points", "doubled"}, "quarries", "stones", "total": every visible district (and each half
    of an Athena dual district, AK-12) counts the level's district value with no condition,
    times its colour's plaza stars."""
    level = state.data.solo_levels[state.solo]
    cells = state.cities[1].cells
    out = {}
    total = 0
    for col in COLOURS:
        value = sum(level.district_value for c in cells.values()   # a dual: each half
                    if (c.kind == "district" and c.color == col)
                    or (c.kind == "dual" and col in (c.color, c.color2)))
        stars = sum(state.data.stars[col] for c in cells.values()
                    if c.kind == "plaza" and c.color == col)
        doubled = doubles(state, col, value)
        if doubled:
            value *= state.rules.factor
        out[col] = {"value": value, "stars": stars, "points": value * stars,
                    "doubled": doubled}
        total += value * stars
    out["quarries"] = level.quarry_points * sum(1 for c in cells.values() if c.kind == "quarry")
    out["stones"] = state.stones[1]
    out["total"] = total + out["quarries"] + out["stones"]
    return out


def doubles(state, col: str, value: int) -> bool:
    """AK-10 with scoring variants: the Architect's value of a colour whose variant is on
    is doubled (the variants' factor), except Houses below ``houses_min_value`` (10) and
    Temples unless the Architect is Callicrates (BGA's 'HANDLE VARIANTS FOR ARCHITECT')."""
    name = DISTRICT_NAMES[col]
    if name not in state.rules.variants:
        return False
    if name == "houses":
        return value >= state.rules.houses_min_value
    if name == "temples":
        return state.solo == "callicrates"
    return True
