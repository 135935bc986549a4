"""The opening and action log in plain data, shared by both games' ``to_dict``/``from_dict``.

In ``to_dict`` the opening is written without its ``"data"`` (the state's top-level ``"data"``
is the same tile-set data) and ``{}`` when unknown; the log as a list of action dicts.
"""

from __future__ import annotations

from game.core.checks import check_list
from game.core.state import check_opening


def opening_to_dict(opening: dict | None) -> dict:
    """``opening`` for ``to_dict``: without "data"; ``{}`` when unknown (None)."""
    if opening is None:
        return {}
    return {k: v for k, v in opening.items() if k != "data"}


def opening_from_dict(d: dict, action_from_dict) -> tuple[dict | None, list]:
    """(opening, action_log) from a state's plain data ``d``: (None, []) when it has no
    opening (a save from before the log; its history is unknown).  The opening's data is
    ``d["data"]``.  Raises ValueError naming "opening..." or "action_log[k]"."""
    opening = check_opening(d.get("opening"), d.get("game"))
    if opening is None:
        return None, []
    opening = dict(opening)
    opening["data"] = d["data"]
    log = []
    for k, entry in enumerate(check_list(d.get("action_log", []), "action_log")):
        try:
            log.append(action_from_dict(entry))
        except ValueError as exc:
            raise ValueError(f"action_log[{k}]: {exc}") from None
    return opening, log
