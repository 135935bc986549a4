"""``main.py replay FILE --verify``: replay a recorded game headless and check it rebuilds the
recorded final state (game.storage.replays).  Never loads pygame.

Exit 0 with one line on stdout when it does (``FILE: ok: Akropolis, 48 actions, the final state
rebuilt (scores 41, 43)``); exit 2 with one line on stderr naming where it diverges (``FILE:
action 37 (draft half tile_id 4): illegal here: ...``, ``FILE: after action 80 the state differs
from final: seat 2 score 41 vs 43``) or what is damaged (``FILE: final: missing (...)``,
``FILE: line 3: not valid TOML: ...``).  Never a traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.storage.replays import ReplayError, read_replay, verify
from game.storage.toml_io import one_line


def check(path: str | Path) -> tuple[int, str]:
    """``(exit status, the one line)`` for the replay at ``path`` (see the module docstring)."""
    shown = one_line(str(path))
    if not shown.strip():
        return 2, "replay: no file named (give the path of a replay file)"
    try:
        rep = read_replay(path)
        problem = verify(rep)
    except ReplayError as exc:
        return 2, f"{shown}: {exc}"
    except RecursionError:
        return 2, f"{shown}: nested too deeply to replay"
    except Exception as exc:  # damage no check above names: still one line, never a traceback
        return 2, f"{shown}: damaged ({one_line(str(exc) or type(exc).__name__)})"
    if problem is not None:
        return 2, f"{shown}: {problem}"
    n = len(rep.actions)
    scores = ", ".join(str(s) for s in (rep.scores or []))
    return 0, (f"{shown}: ok: {rep.mode_label}, {n} {'action' if n == 1 else 'actions'}, the "
               f"final state rebuilt" + (f" (scores {scores})" if scores else ""))


def main(path: str | Path) -> int:
    """Print :func:`check`'s line (stdout when good, stderr when not); its exit status."""
    status, line = check(path)
    print(line, file=sys.stdout if status == 0 else sys.stderr)
    return status
