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


def rows(quick: bool = False):
    from bench import yardstick
    from bench._table import Row
    cfg = {"seed": 3, "options": {"solo": None},
           "seats": [{"name": f"P{i}", "kind": "ai", "ai": "greedy"} for i in range(4)]}
    n = 10 if quick else 50
    with tempfile.TemporaryDirectory() as tmp:
        for game_id in saves.GAME_ORDER:
            st = _late(game_id)
            path = saves.autosave_path(game_id, tmp)

            def timed():
                t0 = time.perf_counter()
                for _ in range(n):
                    doc = saves.encode(game_id, cfg, st)
                t1 = time.perf_counter()
                for _ in range(n):
                    write_toml_atomic(path, doc)
                t2 = time.perf_counter()
                for _ in range(n):
                    saves.read_autosave(path, game_id)
                t3 = time.perf_counter()
                return [1e3 * (b - a) / n for a, b in ((t0, t1), (t1, t2), (t2, t3))]
            (snap, write, load), ys = yardstick.around(timed)
            size = path.stat().st_size / 1024
            yield Row("saves", f"{game_id} autosave on the frame (snapshot)", snap, "ms", ys,
                      "ys", "time", "< 5 ms", snap < 5, f"round {st.round}, {size:.1f} KiB")
            yield Row("saves", f"{game_id} autosave background write", write, "ms", ys, "ys",
                      "time")
            yield Row("saves", f"{game_id} autosave load and rebuild", load, "ms", ys, "ys",
                      "time")
