"""Helper of bench/memory.py: play one whole game of ``GAME`` (mode options as JSON) with
``SEATS`` seats on its table at 1280x720, headless, every seat's move chosen by the greedy AI
and sent through the table (as a player's input would be), animations off; print
``peak-mb <VmHWM MB> frames <n> over <bool>``.

``python bench/_game_memory.py GAME SEATS OPTIONS_JSON``
"""

import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def peak_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main(game_id: str, seats: int, options: dict, max_frames: int = 20000) -> None:
    from game.ai import make_player
    from game.app.testing import make_app
    from game.scenes.table_base import TableScene
    from game.scenes.tables import start_game
    app = make_app(tempfile.mkdtemp(prefix="bench-mem-"), size=(1280, 720), animations=False)
    config = {"game": game_id, "seed": 1, "options": options,
              "seats": [{"name": f"P{i + 1}", "kind": "person"} for i in range(seats)]}
    if not start_game(app, config):
        raise SystemExit("could not start the game")
    table = app.stack[-1]
    assert isinstance(table, TableScene)
    players = {}
    frames = 0
    while frames < max_frames and not table.state.is_terminal:
        st = table.state
        seat = st.current_seat
        if seat is not None and table.is_person(seat) and not table.animating():
            ai = players.setdefault(seat, make_player("greedy", game_id, 11 + seat))
            table.act(ai.choose(st))
        app.step()
        frames += 1
    for _ in range(30):  # the results scene and its first frames
        app.step()
        frames += 1
    print(f"peak-mb {peak_mb():.1f} frames {frames} over {table.state.is_terminal}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]) if len(sys.argv) > 3 else {})
