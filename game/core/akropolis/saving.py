"""Saves of an Akropolis game: :meth:`AkropolisState.to_dict` / ``from_dict`` as plain data
(moved out of state.py).  A save with ``"athena"`` carries the Athena expansion's cards,
Mini-tiles and statue parts (AK-11) and the turn's ``phase``; one without it is a base game."""

from __future__ import annotations

from game.core.akropolis import athena
from game.core.akropolis.city import City
from game.core.akropolis.data import SOLO_LEVELS, VARIANTS, parse_data
from game.core.akropolis.events import ak_event_from_dict
from game.core.akropolis.validate import validate_state
from game.core.akropolis.actions import Place
from game.core.rng import Rng
from game.core.state import log_to_dict
from game.core.state_log import opening_from_dict, opening_to_dict


def state_to_dict(self) -> dict:
    """Plain data: the parsed tile data, options, cities, stones, site, stacks, the rng's
    int state, turn and round, and with the Athena expansion ``athena`` (AthenaTable.to_dict)
    and ``phase``; :meth:`from_dict` rebuilds the state from it."""
    out = {
        "game": self.GAME_ID,
        "data": self.data.raw,
        "players": self.players,
        "solo": self.solo or "",
        "variants": list(self.variants),
        "all_tiles": self.all_tiles,
        "rng": self.rng.to_plain(),
        "cities": [c.to_dict() for c in self.cities],
        "stones": list(self.stones),
        "site": list(self._site),
        "stacks": [list(st) for st in self.stacks],
        "chief_architect": self.chief_architect,
        "current": -1 if self._current is None else self._current,
        "round": self.round,
        "terminal": self.terminal,
        "events": [e.to_dict() for e in self.events],
        "opening": opening_to_dict(self.opening),
        "action_log": log_to_dict(self.action_log),
    }
    if self._ath is not None:   # only then: a base game's save stays as it was
        out["athena"] = self._ath.to_dict()
        out["phase"] = self.phase
    return out


def _action_from_dict(d):
    return athena.action_from_dict(d, Place.from_dict)


def state_from_dict(cls, d: dict):
    """Rebuild from :meth:`to_dict` output.  Raises ValueError on malformed data.  A save
    without ``opening``/``action_log`` (written before the action log) loads with
    ``opening`` None and an empty, unknown log; ``rng`` may be the old plain int."""
    try:
        s = cls()
        if d["game"] != cls.GAME_ID:
            raise ValueError(f"not an Akropolis state: game is {d['game']!r}")
        s.data = parse_data(d["data"])
        validate_state(d, s.data)
        s.players = int(d["players"])
        s.solo = d["solo"] or None
        s.variants = tuple(d["variants"])
        if s.solo is not None and s.solo not in SOLO_LEVELS:
            raise ValueError(f"malformed Akropolis state: unknown solo level {s.solo!r}")
        for v in s.variants:
            if v not in VARIANTS:
                raise ValueError(f"malformed Akropolis state: unknown variant {v!r}")
        s.all_tiles = bool(d["all_tiles"])
        s.rng = Rng.from_plain(d["rng"])
        s.cities = [City.from_dict(c) for c in d["cities"]]
        s.stones = [int(x) for x in d["stones"]]
        s._site = [int(x) for x in d["site"]]
        s.stacks = [[int(x) for x in st] for st in d["stacks"]]
        s.chief_architect = int(d["chief_architect"])
        s._current = None if d["current"] == -1 else int(d["current"])
        s.round = int(d["round"])
        s.terminal = bool(d["terminal"])
        s.events = [ak_event_from_dict(e) for e in d["events"]]  # validated tables
        s.opening, s.action_log = opening_from_dict(d, _action_from_dict)
        if "athena" in d:
            s.data = athena.with_athena_data(s.data)
            s._ath = athena.AthenaTable.from_dict(d["athena"], s.data.athena, s.players)
            if d.get("phase", "place") not in ("place", "athena"):
                raise ValueError(f"phase: {d.get('phase')!r} is not place or athena")
            s.phase = d.get("phase", "place")
    except (KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ValueError(f"malformed Akropolis state: {exc}") from None
    return s
