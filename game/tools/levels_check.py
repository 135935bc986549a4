"""``main.py levels check [DIR]``: validate every Codex level file (default levels/codex).

All sound: one summary line on stdout ("30 cities, all sound"), exit 0.  Otherwise one line per
fault on stderr, each naming the file, the line where known, the field and what is wrong
(``levels/codex/x.toml:7: turns: 0 is outside 1..40``), exit 2; a missing folder, a file that
is not a folder, or a folder without ``*.toml`` files: one line, exit 2; a folder named
``*.toml`` inside DIR is a fault ("a folder, not a level file").  Files are named as DIR was
given on the command line (``levels/codex`` by default), alike in every message.  Never a
traceback.
"""

from __future__ import annotations

import sys

from game.storage.levels import CODEX_SHOWN, check_codex
from game.storage.toml_io import FileDataError, one_line


def main(directory: str | None = None) -> int:
    """Run the check; returns the exit status (0 sound, 2 faults)."""
    try:
        entries = check_codex(directory)
    except FileDataError as exc:
        print(f"levels check: {one_line(str(exc.path))}: {exc.what}", file=sys.stderr)
        return 2
    if not entries:
        shown = directory if directory is not None else CODEX_SHOWN
        print(f"levels check: {shown}: no level files (*.toml)", file=sys.stderr)
        return 2
    faults = [line for e in entries for line in e.faults]
    if faults:
        print("\n".join(faults), file=sys.stderr)
        return 2
    n = len(entries)
    print(f"{n} {'city' if n == 1 else 'cities'}, all sound")
    return 0
