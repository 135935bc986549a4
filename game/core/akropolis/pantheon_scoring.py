"""Akropolis: Pantheon Capital scoring (issue 15; AK-14, AK-16): the Capital scores as a base-game
city (AK-7, :mod:`game.core.akropolis.scoring`), but its stars come only from plazas carrying a
Divine Altar of their colour that the Scenario counts, and stones score nothing.

- ``cells``: the Capital's visible hexes, (q, r) -> Cell (kind, color, level).
- ``altars``: (q, r) -> altar colour, the Divine Altars standing on the Capital.  An altar
  scores when its hex is a visible plaza of the altar's colour and the Scenario counts it
  (``ScenarioDef.scores_altar``: Corinth every altar, Sparta red, purple and blue, Athens on
  level 2 or above).  An altar on a plaza of another colour, or no longer visible (crushed),
  gives nothing.
- Plazas without a counted altar are still built hexes: they surround temples and close the
  edge as any hex does (AK-14).  Districts score exactly as in the base game (AK-7; Pantheon
  uses no variants, but ``rules`` may carry them).
"""

from __future__ import annotations

from game.core.akropolis import scoring
from game.core.akropolis.data import COLOURS
from game.core.akropolis.pantheon_data import PLAYER_COUNTS, ScenarioDef


def counted_altars(cells, altars, scenario: ScenarioDef) -> tuple:
    """The positions ((q, r), ...) sorted, of the altars that score under ``scenario``."""
    out = []
    for pos, color in altars.items():
        c = cells.get(pos)
        if (c is not None and c.kind == "plaza" and c.color == color
                and scenario.scores_altar(color, c.level)):
            out.append(pos)
    return tuple(sorted(out))


def capital_ledger(cells, altars, scenario: ScenarioDef, rules=None, status=None) -> dict:
    """The Capital's score sheet (AK-14): ``{colour: {"value", "stars", "points"}}`` for the
    five colours and ``"total"``.  ``value``: the colour's scoring districts (AK-7);
    ``stars``: the stars (AK-1) of its counted altar plazas (:func:`counted_altars`);
    ``points`` = value x stars.  ``rules``: ScoringRules (None: the AK-1 stars, no variants);
    ``status``: a precomputed ``scoring.analyse(cells, rules)``."""
    if rules is None:
        rules = scoring.ScoringRules()
    if status is None:
        status = scoring.analyse(cells, rules)
    stars_per = dict(rules.stars)
    value = dict.fromkeys(COLOURS, 0)
    stars = dict.fromkeys(COLOURS, 0)
    for pos in counted_altars(cells, altars, scenario):
        color = cells[pos].color
        stars[color] += stars_per[color]
    for pos, (v, _) in status.items():
        value[cells[pos].color] += v
    out: dict = {}
    total = 0
    for col in COLOURS:
        pts = value[col] * stars[col]
        out[col] = {"value": value[col], "stars": stars[col], "points": pts}
        total += pts
    out["total"] = total
    return out


def tier(total: int, scenario: ScenarioDef, players: int) -> int:
    """How many of ``scenario``'s three targets for ``players`` (2, 3 or 4) ``total`` reaches
    (0..3; AK-16).  Raises ValueError for another player count."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"Pantheon is played by 2 to 4 players, not {players}")
    return sum(1 for t in scenario.targets[players] if total >= t)
