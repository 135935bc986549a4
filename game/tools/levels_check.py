"""``main.py levels check [DIR]``: validate every Codex level file (default levels/codex).

All sound: one summary line on stdout ("30 cities, all sound"), exit 0.  Otherwise one line per
fault on stderr, each naming the file, the line where known, the field and what is wrong
(``levels/codex/x.toml:7: turns: 0 is outside 1..40``), exit 2; a missing folder, a file that
is not a folder, or a folder without ``*.toml`` files: one line, exit 2.  Never a traceback.
"""

from __future__ import annotations

import sys

from game.storage.levels import check_codex
from game.storage.messages import data_error_text
from game.storage.toml_io import FileDataError


def main(directory: str | None = None) -> int:
    """Run the check; returns the exit status (0 sound, 2 faults)."""
    try:
        entries = check_codex(directory)
    except FileDataError as exc:
        print(f"levels check: {data_error_text(exc)}", file=sys.stderr)
        return 2
    if not entries:
        shown = directory if directory is not None else "levels/codex"
        print(f"levels check: {shown}: no level files (*.toml)", file=sys.stderr)
        return 2
    faults = [line for e in entries for line in e.faults]
    if faults:
        print("\n".join(faults), file=sys.stderr)
        return 2
    n = len(entries)
    print(f"{n} {'city' if n == 1 else 'cities'}, all sound")
    return 0
