"""Peak memory of a 4-seat game of each game and mode (the solo mode: its one seat): the
resident high-water mark (VmHWM, MB) of a fresh process that opens the table and plays the
whole game through it (bench/_game_memory.py).  Target (issue 10): under 200 MB.
No yardstick: memory does not depend on how busy the machine is.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bench._table import Row

TARGET_MB = 200


def modes():
    """(label, game id, seats, options) of every registry entry, at its largest seat count
    up to 4, the mode's options at their defaults."""
    from game.games import config_options, entries
    for e in entries():
        options = {k: v for k, v in config_options(e, {}).items() if v is not None}
        yield f"{e.game} {e.mode}", e.game, min(4, e.seats[1]), options


def rows(quick: bool = False):
    helper = Path(__file__).parent / "_game_memory.py"
    for label, game_id, seats, options in modes():
        cmd = [sys.executable, str(helper), game_id, str(seats), json.dumps(options)]
        done = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, timeout=600)
        line = next((ln for ln in done.stdout.splitlines() if ln.startswith("peak-mb")), None)
        if line is None:
            yield Row("memory", f"{label}, {seats} seats", None, "MB", note="failed")
            continue
        parts = line.split()
        mb, frames, over = float(parts[1]), int(parts[3]), parts[5] == "True"
        yield Row("memory", f"peak memory, {label}, {seats} seat{'s' * (seats > 1)}", mb, "MB",
                  target=f"< {TARGET_MB} MB", met=mb < TARGET_MB,
                  note=f"{frames} frames" + ("" if over else ", game not finished"))
