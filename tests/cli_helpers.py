"""Running ``main.py`` as a player would, for the command-line tests of every game."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_main(*args, cwd=ROOT, env=None, timeout=120) -> subprocess.CompletedProcess:
    """``python main.py ARGS`` in ``cwd``; returns the finished process (text stdout/stderr)."""
    return subprocess.run([sys.executable, "main.py", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=timeout, env=env)


def refused_in_one_line(res: subprocess.CompletedProcess, *parts: str) -> str:
    """Assert ``res`` exited 2 with nothing on stdout and one stderr line (no traceback) that
    holds every one of ``parts``; returns that line."""
    assert res.returncode == 2 and res.stdout == "", (res.returncode, res.stdout)
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr, res.stderr
    assert all(p in lines[0] for p in parts), lines[0]
    return lines[0]
