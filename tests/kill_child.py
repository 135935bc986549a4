"""A save loop to be killed (tests/test_kill_saves.py, and ``python -m tests.kill_child``
for the manual 150-kill run).

Child: ``python tests/kill_child.py FOLDER [DIE_AT]``: writes ``autosave-picture-pie.toml``
with :func:`game.storage.toml_io.write_toml_atomic` over and over (a document of about 30 KB,
whose ``i`` and ``end`` keys must agree), printing each finished ``i``.  With ``DIE_AT`` (n)
it sends itself SIGKILL at the n-th file-system step (open, write, fsync, replace, counted
over the whole run) instead: a kill -9 at an exactly chosen point of a write.

Manual run: ``python -m tests.kill_child --manual 150 FOLDER`` kills a fresh child with
``kill -9`` from outside at a random moment 150 times and prints what it found.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "autosave-picture-pie.toml"


def document(i: int) -> dict:
    return {"format": 2, "i": i, "pad": [f"{i}-{k}-" + "x" * 40 for k in range(600)], "end": i}


def whole(path: Path) -> int | None:
    """The ``i`` of a whole file at ``path`` (parses, ``i == end``, every pad line there);
    None when missing.  Raises AssertionError for a torn file."""
    if not path.exists():
        return None
    with open(path, "rb") as fh:
        doc = tomllib.load(fh)
    assert doc["i"] == doc["end"] and doc == document(doc["i"]), path
    return doc["i"]


def child(folder: str, die_at: int | None) -> None:
    sys.path.insert(0, str(ROOT))
    from game.storage import toml_io
    steps = [0]
    if die_at is not None:
        def counted(fn):
            def wrapper(*args, **kw):
                steps[0] += 1
                if steps[0] == die_at:
                    os.kill(os.getpid(), signal.SIGKILL)
                return fn(*args, **kw)
            return wrapper
        class Chunked:
            """The temp file, written in four counted pieces (a kill can tear it)."""

            def __init__(self, fh):
                self.fh = fh

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.fh.close()

            def fileno(self):
                return self.fh.fileno()

            def flush(self):
                self.fh.flush()

            def write(self, data):
                step = max(1, len(data) // 4)
                for k in range(0, len(data), step):
                    counted(self.fh.write)(data[k:k + step])
                    self.fh.flush()

        real_fdopen = os.fdopen
        for name in ("open", "fsync", "replace"):
            setattr(toml_io.os, name, counted(getattr(os, name)))
        toml_io.os.fdopen = lambda fd, mode: Chunked(real_fdopen(fd, mode))
    path = Path(folder) / NAME
    i = whole(path) or 0
    while True:
        i += 1
        toml_io.write_toml_atomic(path, document(i))
        print(i, flush=True)


def spawn(folder: Path, die_at: int | None = None) -> subprocess.Popen:
    args = [sys.executable, str(Path(__file__).resolve()), str(folder)]
    if die_at is not None:
        args.append(str(die_at))
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=str(ROOT))


def manual(kills: int, folder: Path, seed: int = 17) -> None:
    """``kills`` fresh children, each killed with SIGKILL from outside after a random number
    of saves plus a random moment; after each: both files whole, then the start-up cleanup."""
    import time
    sys.path.insert(0, str(ROOT))
    from game.storage.toml_io import clear_stale_temps
    rnd = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    strays = torn = 0
    for _ in range(kills):
        proc = spawn(folder)
        for _ in range(rnd.randint(1, 6)):
            proc.stdout.readline()
        time.sleep(rnd.uniform(0, 0.01))   # a random moment inside the next writes
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()
        for p in (folder / NAME, folder / (NAME + ".bak")):
            try:
                whole(p)
            except Exception:
                torn += 1
        strays += len(clear_stale_temps(folder))
    left = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    print(f"{kills} kills: torn files {torn}, stray temp files cleared at the next start "
          f"{strays}, left after it {len(left)}; last save {whole(folder / NAME)}")


if __name__ == "__main__":
    if sys.argv[1] == "--manual":
        manual(int(sys.argv[2]), Path(sys.argv[3]))
    else:
        child(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else None)
