"""``python -m bench`` (``make bench``): every benchmark in bench/, headless, as one table.

    python -m bench [--quick] [--only NAME,NAME] [--base-dir DIR] [--json FILE] [NAME ...]

A benchmark module is ``bench/<name>.py`` (no leading underscore) with ``rows(quick)``
yielding :class:`bench._table.Row` s: each figure with its yardstick timed around it in the
same process and their ratio (see bench/_table.py and bench/yardstick.py).  ``--quick``
(``make bench QUICK=1``) runs short versions (under 2 minutes in all).  NAMEs or ``--only``
pick modules.  Each module's rows are printed as they come (stderr), then the whole table
(stdout, Markdown).

``--base-dir DIR`` (``make bench BASE=<commit>`` exports that commit there): the rules
figures (bench/rules.py) are measured a second time with DIR's ``game`` package, in a
separate process with its own yardstick, and the table shows both ratios and the speed-up.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from bench._table import Row, format_table  # noqa: E402

#: the order of the table; modules not listed run after these, by name
ORDER = ("startup", "rules", "frames", "spikes", "ai_levels", "ai_frames", "idle_cpu", "memory",
         "resize_memory", "saves", "monkey")
#: modules measured against --base-dir too
BASE_MODULES = ("rules",)


def modules() -> list[str]:
    found = sorted(p.stem for p in HERE.glob("*.py")
                   if not p.stem.startswith("_") and p.stem != "yardstick")
    return [m for m in ORDER if m in found] + [m for m in found if m not in ORDER]


def run_module(name: str, quick: bool) -> list[Row]:
    mod = importlib.import_module(f"bench.{name}")
    out = []
    t0 = time.perf_counter()
    for row in mod.rows(quick):
        out.append(row)
        value = row.value if row.value is None else round(row.value, 3)
        print(f"  {row.section:8s} {row.name}: {value} {row.unit}"
              + (f", ratio {row.ratio:.3f}" if row.ratio else ""),
              file=sys.stderr, flush=True)
    print(f"== {name}: {time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
    return out


def run_base(base_dir: str, names: list[str], quick: bool) -> list[Row]:
    """The rows of ``names`` measured with ``base_dir``'s game package (bench/_worker.py)."""
    cmd = [sys.executable, str(HERE / "_worker.py"), "--root", base_dir] + \
        (["--quick"] if quick else []) + names
    print(f"== base {base_dir}: {' '.join(names)}", file=sys.stderr, flush=True)
    done = subprocess.run(cmd, cwd=base_dir, stdout=subprocess.PIPE, text=True)
    if done.returncode != 0:
        print(f"bench: the base run failed ({done.returncode})", file=sys.stderr)
        return []
    return [Row.from_dict(d) for d in json.loads(done.stdout)]


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    ap.add_argument("names", nargs="*", help="benchmark modules (default: all)")
    ap.add_argument("--quick", action="store_true", help="short runs (make bench QUICK=1)")
    ap.add_argument("--only", default="", help="comma-separated module names")
    ap.add_argument("--base-dir", default=os.environ.get("BASE_DIR") or "",
                    help="an older checkout: measure the rules figures there too")
    ap.add_argument("--json", default="", help="also write the rows as JSON to this file")
    args = ap.parse_args(argv)
    found = modules()
    names = list(args.names) + [n for n in args.only.split(",") if n]
    for name in names:
        if name not in found:
            print(f"bench: no benchmark named {name!r}; have {', '.join(found)}",
                  file=sys.stderr)
            return 2
    names = [n for n in found if n in names] if names else found
    t0 = time.perf_counter()
    rows: list[Row] = []
    for name in names:
        try:
            rows.extend(run_module(name, args.quick))
        except Exception as exc:  # one broken benchmark must not hide the others' figures
            rows.append(Row(name, "failed", None, "", note=f"{type(exc).__name__}: {exc}"))
            print(f"bench: {name} failed: {exc!r}", file=sys.stderr)
    base = [n for n in names if n in BASE_MODULES]
    if args.base_dir and base:
        measured = {r.key(): r for r in run_base(os.path.abspath(args.base_dir), base,
                                                  args.quick)}
        for r in rows:
            b = measured.get(r.key())
            if b is not None:
                r.base = [b.value, b.ratio]
                r.judge_on_base()
    from bench import yardstick
    print(f"\nbench: {'quick' if args.quick else 'full'} run, {time.perf_counter() - t0:.0f} s; "
          f"yardstick: {yardstick.SOURCE}; ratio = rate x yardstick s, or time / yardstick"
          + (f"; base: {args.base_dir}" if args.base_dir else "") + "\n")
    print(format_table(rows, with_base=bool(args.base_dir)))
    if args.json:
        Path(args.json).write_text(json.dumps([r.to_dict() for r in rows], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
