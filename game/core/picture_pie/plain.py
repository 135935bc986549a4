"""Picture Pie snapshots as plain data: the mixin of PicturePieState's ``to_dict`` and
``from_dict`` (the file format of saves, see game.core.picture_pie.validate).

A snapshot is the tuple of :data:`CORE` fields (``PicturePieState._snap``): the state now, or
the turn's start that undo restores (PP-7).  ``_snap_dict`` writes one as plain data,
``_snap_from_dict`` reads one back (boards rebuilt through ``build_site``), and
``_check_turn_replay`` checks a loaded turn's start plus its log give the loaded state.
"""

from __future__ import annotations

from game.core.picture_pie.board import Board, Wheel, build_site
from game.core.picture_pie.data import NUM_SITES
from game.core.rng import Rng

# Fields of one snapshot (undo, to_dict) in order; "rng" is the Rng's int state.
CORE = ("bag", "wheel", "sundial", "stage", "seat", "round", "boards", "hand", "box",
         "wheel_turned", "laurel_supply", "end_triggered", "rng")




class PlainSnapshots:
    """Snapshot <-> plain data for PicturePieState (needs its tiles, data, _snap, _restore,
    turn_log, why_illegal and _do)."""

    def _snap_dict(self, snap: tuple) -> dict:
        d = dict(zip(CORE, snap))
        d["bag"] = list(d["bag"])
        d["hand"] = list(d["hand"])
        d["box"] = list(d["box"])
        wheel = d["wheel"]
        d["wheel"] = {"sectors": [list(s) for s in wheel.sectors], "rotation": wheel.rotation}
        d["boards"] = [{"sites": [[[t, s] for t, s in site.placed] for site in b.sites],
                        "yard": list(b.yard), "discards": b.discards, "tokens": b.tokens}
                       for b in d["boards"]]
        d["rng"] = Rng.from_state(d["rng"]).to_plain()  # 64-bit: beyond TOML's signed range
        return d

    def _snap_from_dict(self, d: dict) -> tuple:
        boards = []
        for b in d["boards"]:
            sites = tuple(build_site(tuple((int(t), int(s)) for t, s in placed), self.tiles,
                                     self.data) for placed in b["sites"])
            if len(sites) != NUM_SITES:
                raise ValueError("a board has 12 sites")
            boards.append(Board(sites, tuple(int(t) for t in b["yard"]), int(b["discards"]),
                                int(b["tokens"])))
        wheel = Wheel(tuple(tuple(int(t) for t in s) for s in d["wheel"]["sectors"]),
                      int(d["wheel"]["rotation"]))
        return (tuple(int(t) for t in d["bag"]), wheel, int(d["sundial"]), str(d["stage"]),
                int(d["seat"]), int(d["round"]), tuple(boards), tuple(int(t) for t in d["hand"]),
                tuple(int(t) for t in d["box"]), bool(d["wheel_turned"]),
                int(d["laurel_supply"]), bool(d["end_triggered"]),
                Rng.from_plain(d["rng"]).state)

    def _check_turn_replay(self, state_dict: dict) -> None:
        """The turn's start plus its log must give the state (undo replays it, PP-7).
        Raises ValueError naming turn_log otherwise."""
        trial = type(self).__new__(type(self))
        trial.__dict__.update(self.__dict__)
        trial._restore(self._turn_start)
        trial.turn_log = []
        trial.events = []
        trial.action_log = []
        for k, action in enumerate(self.turn_log):
            reason = trial.why_illegal(action)
            if reason is not None:
                raise ValueError(f"turn_log[{k}]: {action!r} is illegal from turn_start: "
                                 f"{reason}")
            trial._do(action)
        if trial._snap_dict(trial._snap()) != self._snap_dict(self._snap()):
            raise ValueError("turn_log: turn_start with these actions does not give state")
