"""Running ``main.py`` as a player would, for the command-line tests of every game."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_main(*args, cwd=ROOT, env=None, timeout=120) -> subprocess.CompletedProcess:
    """``python main.py ARGS`` in ``cwd``; returns the finished process (text stdout/stderr)."""
    return subprocess.run([sys.executable, "main.py", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=timeout, env=env)
