"""A Picture Pie game as plain data: the mixin of PicturePieState's ``to_dict`` and
``from_dict`` (the save file format; the snapshots' own fields are
game.core.picture_pie.plain, their validation game.core.picture_pie.validate).

The dict: ``game``, ``version``, ``players``, ``first_seat``, ``data`` (the tile set, with the
Civic Blueprint deck under ``"blueprints"`` when the game has one), ``state`` and
``turn_start`` (snapshots), ``turn_log``, ``opening``, ``action_log``, and for a game with
Civic Blueprints ``blueprints`` = {private: [[id, id], ...], public: [id, id, id]} (PP-22).
A save without ``blueprints`` is a game without cards.
"""

from __future__ import annotations

from game.core.picture_pie.actions import action_from_dict
from game.core.picture_pie.blueprint_state import SAVE_KEY
from game.core.picture_pie.blueprints import parse_source
from game.core.picture_pie.validate import check_int, check_list, validate_snapshot
from game.core.state import log_to_dict
from game.core.state_log import opening_from_dict, opening_to_dict

#: the other modes: option -> (new_game, from_opening, state class), filled by their modules
#: (codex_state.py: "codex"); a save holding the option's key is that mode's
MODE_STATES: dict = {}


class SavedState:
    """to_dict / from_dict for PicturePieState (needs GAME_ID, the snapshots of
    PlainSnapshots and the cards of BlueprintSeats)."""

    def to_dict(self) -> dict:
        """Plain data: the game, the tile-set data, the state, the turn's start and log."""
        out = {"game": self.GAME_ID, "version": 1, "players": self._n,
               "first_seat": self.first_seat,
               "data": self.data.source, "state": self._snap_dict(self._snap()),
               "turn_start": self._snap_dict(self._turn_start),
               "turn_log": log_to_dict(self.turn_log), "opening": opening_to_dict(self.opening),
               "action_log": log_to_dict(self.action_log)}
        if self.blueprints_on:
            out[SAVE_KEY] = self._cards_dict()
        return out

    @classmethod
    def from_dict(cls, data: dict, game_data=None):
        """Rebuild from :meth:`to_dict` output.  Raises ValueError on malformed data.  A save
        without ``opening``/``action_log`` (written before the action log) loads with
        ``opening`` None and an empty, unknown log; otherwise the log's last actions must be
        this turn's ``turn_log``."""
        mode = MODE_STATES.get("codex")
        if mode and cls is not mode[2] and isinstance(data, dict) and data.get("codex"):
            return mode[2].from_dict(data, game_data)   # a Codex city's save
        try:
            if data.get("game") != cls.GAME_ID:
                raise ValueError(f"not a Picture Pie state (game = {data.get('game')!r})")
            pdata = game_data if game_data is not None else parse_source(data["data"])
            st = cls.__new__(cls)
            st.data = pdata
            st.tiles = pdata.tiles
            st._n = check_int(data["players"], "players", 1, 4)
            st.first_seat = check_int(data["first_seat"], "first_seat", 0, st._n - 1)
            validate_snapshot(data["state"], "state", pdata, st._n)
            validate_snapshot(data["turn_start"], "turn_start", pdata, st._n)
            st._restore(st._snap_from_dict(data["state"]))
            st._turn_start = st._snap_from_dict(data["turn_start"])
            log = check_list(data["turn_log"], "turn_log")
            st.turn_log = [action_from_dict(a) for a in log]
            st._logged = True
            st.events = []
            st._kinds = None
            st.opening, st.action_log = opening_from_dict(data, action_from_dict)
            st._cards_from_dict(data.get(SAVE_KEY), st._n)
        except (KeyError, TypeError, AttributeError, IndexError) as exc:
            raise ValueError(f"malformed Picture Pie state: {exc!r}") from None
        st._check_turn_replay(data["state"])
        if st.opening is not None and st.turn_log and \
                st.action_log[-len(st.turn_log):] != st.turn_log:
            raise ValueError("action_log: its last actions are not this turn's turn_log")
        return st
