"""The rules core is pure: it never imports pygame or pymunk, not even indirectly."""

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "game" / "core"
FORBIDDEN = ("pygame", "pymunk", "random", "time", "os", "pathlib", "tomllib", "datetime")


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module.split(".")[0]


def test_core_source_imports_no_pygame_pymunk_io_or_clock():
    files = sorted(CORE.rglob("*.py"))
    assert files, "game/core has no Python files"
    bad = [(f.relative_to(CORE).as_posix(), name) for f in files for name in _imports(f)
           if name in FORBIDDEN]
    assert bad == []


def test_importing_every_core_module_loads_no_pygame():
    modules = [
        "game.core." + ".".join(f.relative_to(CORE).with_suffix("").parts)
        for f in CORE.rglob("*.py") if f.name != "__init__.py"
    ]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk')]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=CORE.parents[1], check=True)
    assert out.stdout.strip() == ""
