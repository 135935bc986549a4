"""A Pantheon state as plain data and back (``PantheonState.to_dict`` / ``from_dict``).

A state with its ``opening`` is checked by replaying its action log from the opening: the
result must equal what the dict records (so a save can never hold an impossible game); one
without (an AI's determinised copy) is checked field by field.
"""

from __future__ import annotations

from game.core.akropolis.city import Cell, City
from game.core.akropolis.data import COLOURS, parse_data
from game.core.akropolis.pantheon_actions import action_from_dict
from game.core.akropolis.pantheon_data import parse_pantheon, with_pantheon
from game.core.akropolis.pantheon_events import pantheon_event_from_dict
from game.core.akropolis.scoring import ScoringRules
from game.core.checks import check_list
from game.core.rng import Rng
from game.core.state import log_to_dict
from game.core.state_log import opening_from_dict, opening_to_dict

MODE = "pantheon"


def _cell_plain(cell):
    return [] if cell is None else [cell.kind, cell.color or "", cell.level, cell.tile_id]


def state_to_dict(s) -> dict:
    """Plain data of the PantheonState ``s`` (str/int/bool/list/dict only)."""
    placed = None
    if s._placed is not None:
        target, (q, r), under = s._placed
        placed = {"target": target, "q": q, "r": r,
                  "under": [[p[0], p[1], _cell_plain(c)] for p, c in under]}
    return {
        "game": s.GAME_ID, "mode": MODE, "data": s.data.raw, "pantheon": s.pantheon.raw,
        "players": s.players, "scenario": s.scenario, "rng": s.rng.to_plain(),
        "cities": [c.to_dict() for c in s.cities], "capital": s.capital.to_dict(),
        "hands": [list(h) for h in s._hands], "pile": list(s.pile),
        "stones": list(s.stones),
        "slots": ["" if c is None else c for c in s._slots],
        "challenge_pile": list(s.challenge_pile),
        "altars": [[q, r, col] for (q, r), col in sorted(s.altars.items())],
        "crushed": s.crushed, "completed": list(s.completed), "discarded": list(s.discarded),
        "current": -1 if s._current is None else s._current,
        "round": s.round, "turns": s.turns, "terminal": s.terminal,
        "placed": placed or {}, "done": list(s._done), "floor": s._floor,
        "events": [e.to_dict() for e in s.events],
        "opening": {k: v for k, v in opening_to_dict(s.opening).items() if k != "pantheon"},
        "action_log": log_to_dict(s.action_log),
    }


def state_from_dict(cls, d: dict):
    """The PantheonState ``cls`` rebuilt from :func:`state_to_dict` output.  Raises
    ValueError on malformed data."""
    try:
        if not isinstance(d, dict) or d.get("game") != cls.GAME_ID or d.get("mode") != MODE:
            raise ValueError("not an Akropolis Pantheon state")
        data = with_pantheon(parse_data(d["data"]), parse_pantheon(d["pantheon"]))
        s = cls()
        s.data = data
        s._rules = ScoringRules.from_data(data)
        s.players = _int(d["players"], "players", 2, 4)
        s.scenario = d["scenario"]
        if s.scenario not in ("corinth", "sparta", "athens"):
            raise ValueError(f"scenario: unknown {s.scenario!r}")
        s.rng = Rng.from_plain(d["rng"])
        s.cities = [City.from_dict(c) for c in check_list(d["cities"], "cities",
                                                          length=s.players)]
        s.capital = City.from_dict(d["capital"])
        s._hands = [[_int(t, "hands", 1, 61) for t in check_list(h, "hands")]
                    for h in check_list(d["hands"], "hands", length=s.players)]
        s.pile = [_int(t, "pile", 1, 61) for t in check_list(d["pile"], "pile")]
        s.stones = [_int(x, "stones", 0, 10_000) for x in check_list(d["stones"], "stones",
                                                                       length=s.players)]
        s._slots = [None if c == "" else _str(c, "slots") for c in check_list(d["slots"],
                                                                               "slots")]
        s.challenge_pile = [_str(c, "challenge_pile") for c in check_list(d["challenge_pile"],
                                                                          "challenge_pile")]
        s.altars = {}
        for entry in check_list(d["altars"], "altars"):
            q, r, col = check_list(entry, "altars", length=3)
            if col not in COLOURS:
                raise ValueError(f"altars: unknown colour {col!r}")
            s.altars[(_int(q, "altars", -999, 999), _int(r, "altars", -999, 999))] = col
        s.crushed = _int(d["crushed"], "crushed", 0, 20)
        s.completed = [_str(c, "completed") for c in check_list(d["completed"], "completed")]
        s.discarded = [_str(c, "discarded") for c in check_list(d["discarded"], "discarded")]
        cur = d["current"]
        s._current = None if cur == -1 else _int(cur, "current", 0, s.players - 1)
        s.round = _int(d["round"], "round", 1, 10_000)
        s.turns = _int(d["turns"], "turns", 0, 10_000)
        s.terminal = bool(d["terminal"])
        placed = d["placed"]
        if placed:
            under = []
            for q, r, cell in check_list(placed["under"], "placed.under", length=3):
                under.append(((q, r), None if cell is None or cell == [] else _cell(cell)))
            s._placed = (placed["target"], (placed["q"], placed["r"]), tuple(under))
        s._done = [_str(c, "done") for c in check_list(d["done"], "done")]
        s._floor = _int(d["floor"], "floor", 0, 100_000)
        s.events = [pantheon_event_from_dict(e) for e in check_list(d["events"], "events")]
        s.opening, s.action_log = opening_from_dict(d, action_from_dict)
        if s.opening is not None:
            s.opening["options"] = dict(s.opening["options"])
            s.opening["pantheon"] = d["pantheon"]
            _check_by_replay(cls, s, d)
    except (KeyError, TypeError, AttributeError, IndexError) as exc:
        raise ValueError(f"malformed Akropolis Pantheon state: {exc}") from None
    return s


def _cell(plain):
    kind, color, level, tid = plain
    return Cell(kind, color or None, level, tid)


def _check_by_replay(cls, s, d: dict) -> None:
    opts = s.opening["options"]
    rebuilt = cls.new(s.data, s.opening["players"], s.opening["seed"],
                      scenario=opts.get("scenario", "corinth"))
    for k, action in enumerate(s.action_log):
        reason = rebuilt.why_illegal(action)
        if reason is not None:
            raise ValueError(f"action_log[{k}]: {reason}")
        rebuilt.apply(action)
    want = state_to_dict(rebuilt)
    got = dict(d)
    for key in ("events", "opening", "action_log", "data", "pantheon"):
        want.pop(key, None)
        got.pop(key, None)
    if want != got:
        bad = sorted(k for k in want if want[k] != got.get(k))
        raise ValueError(f"the saved game does not match its own history ({', '.join(bad)})")


def _int(v, where: str, lo: int, hi: int) -> int:
    if type(v) is not int or not lo <= v <= hi:
        raise ValueError(f"{where}: {v!r} is not a whole number in {lo}..{hi}")
    return v


def _str(v, where: str) -> str:
    if not isinstance(v, str) or not v:
        raise ValueError(f"{where}: {v!r} is not a name")
    return v
