"""Autosave cost (game.storage.saves): the part on the frame (to_dict + JSON + TOML text) and the
disk write in the background (temp file, fsync, .bak copy, replace), for a late game of each
game.  The frame part must stay far under 5 ms; the write runs in a BackgroundTask."""

from __future__ import annotations

import tempfile
import time

from game.ai import make_player
from game.games import new_state
from game.storage import saves
from game.storage.toml_io import write_toml_atomic


def _late(game_id: str, players: int = 4):
    st = new_state(game_id, players, 3)
    ai = [make_player("greedy", game_id, s) for s in range(players)]
    for _ in range(400):
        if st.is_terminal:
            break
        before = st.copy()
        st.apply(ai[st.current_seat].choose(st))
        if st.is_terminal:
            return before
    return st


def main() -> None:
    cfg = {"seed": 3, "options": {"solo": None},
           "seats": [{"name": f"P{i}", "kind": "ai", "ai": "greedy"} for i in range(4)]}
    with tempfile.TemporaryDirectory() as tmp:
        for game_id in saves.GAME_ORDER:
            st = _late(game_id)
            n = 50
            t0 = time.perf_counter()
            for _ in range(n):
                doc = saves.encode(game_id, cfg, st)
            t1 = time.perf_counter()
            path = saves.autosave_path(game_id, tmp)
            for _ in range(n):
                write_toml_atomic(path, doc)
            t2 = time.perf_counter()
            for _ in range(n):
                saves.read_autosave(path, game_id)
            t3 = time.perf_counter()
            size = path.stat().st_size
            print(f"{game_id:12s} round {st.round:2d}: on the frame {1e3 * (t1 - t0) / n:.2f} ms"
                  f" (snapshot), background write {1e3 * (t2 - t1) / n:.2f} ms, load+rebuild "
                  f"{1e3 * (t3 - t2) / n:.2f} ms, file {size / 1024:.1f} KiB")
