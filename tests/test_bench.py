"""``python -m bench --quick --only NAME`` runs a benchmark module and prints the one table
(figure, yardstick, ratio, target, met).  Never asserts a timing."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_bench_quick_prints_its_table():
    done = subprocess.run([sys.executable, "-m", "bench", "--quick", "--only", "saves"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(ln.startswith("| section | figure | value | yardstick | ratio |") for ln in lines)
    rows = [ln for ln in lines if ln.startswith("| saves |")]
    assert rows and all(ln.count("|") == 8 for ln in rows)


def test_bench_names_an_unknown_module():
    done = subprocess.run([sys.executable, "-m", "bench", "--only", "nosuch"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "no benchmark named 'nosuch'" in done.stderr


def test_yardstick_copy_is_the_shared_one():
    """bench/yardstick.py's work() is an identical copy of ../shared/tools/yardstick.py's."""
    import ast

    from bench import yardstick
    path = yardstick.shared_path()
    if path is None:
        return   # a fresh clone: only the copy exists
    shared = next(n for n in ast.parse(path.read_text()).body
                  if isinstance(n, ast.FunctionDef) and n.name == "work")
    copy = next(n for n in ast.parse(Path(yardstick.__file__).read_text()).body
                if isinstance(n, ast.FunctionDef) and n.name == "_work")
    assert [ast.dump(n) for n in shared.body] == [ast.dump(n) for n in copy.body]
