"""The import directions between the layers of game/ (ARCHITECTURE.md), read from the source
with ast: what each layer may not import, imports at the top of modules, no cycles.

A "unit" is a package under game/ (core, ai, storage, input, render, audio, app, scenes,
tools) or a top-level module (games, settings_schema, tasks, cli).  Two modules are units of
their own: ``game.app.main`` (the window entry point, which builds the title scene: above scenes) and
``game.storage.saves`` (the autosaves, which rebuild states through the registry: above
``game.games``, which reads tile sets through ``game.storage.data``) and likewise
``game.storage.replays`` with ``game.storage.replay_format`` (the replay files, which replay
games through the registry).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"

#: unit -> units (and "pygame") it may not import, at the top of a module or inside a function
FORBIDDEN = {
    "core": {"replays", "ai", "storage", "saves", "input", "render", "audio", "app", "main",
             "scenes", "tools", "games", "settings_schema", "tasks", "cli", "pygame"},
    "ai": {"replays", "storage", "saves", "input", "render", "audio", "app", "main", "scenes",
           "tools", "cli", "pygame"},
    "tasks": {"replays", "core", "ai", "storage", "saves", "input", "render", "audio", "app",
              "main", "scenes", "tools", "games", "settings_schema", "cli", "pygame"},
    "storage": {"replays", "saves", "games", "ai", "input", "render", "audio", "app", "main",
                "scenes", "tools", "settings_schema", "cli", "pygame"},
    "games": {"replays", "saves", "ai", "input", "render", "audio", "app", "main", "scenes",
              "tools", "cli", "pygame"},
    "saves": {"ai", "input", "render", "audio", "app", "main", "scenes", "tools", "cli",
              "pygame"},
    "replays": {"ai", "input", "render", "audio", "app", "main", "scenes", "tools", "cli",
                "pygame"},
    "settings_schema": {"replays", "saves", "ai", "input", "render", "audio", "app", "main",
                        "scenes", "tools", "cli", "pygame"},
    "input": {"replays", "storage", "saves", "ai", "render", "audio", "app", "main", "scenes",
              "tools", "cli"},
    "render": {"replays", "storage", "saves", "ai", "audio", "app", "main", "scenes", "tools",
               "cli"},
    # sound: the settings schema, storage paths and tasks below it; pygame
    "audio": {"replays", "core", "ai", "saves", "input", "render", "app", "main", "scenes",
              "tools", "cli"},
    "app": {"main", "scenes", "tools", "cli"},
    "scenes": {"main", "tools", "cli"},
    "tools": {"input", "render", "audio", "app", "main", "scenes", "cli", "pygame"},
    "main": {"tools", "cli"},
    "cli": set(),
    "ui_text": {"core", "ai", "tasks", "storage", "saves", "replays", "games",
                "settings_schema", "input", "render", "audio", "app", "main", "scenes", "tools",
                "cli", "pygame"},
}

#: (module, imported module): the only imports of game modules allowed inside functions
LAZY_ALLOWED = {
    # score and simulate must not load pygame: the window and the scene list load it
    ("game.cli", "game.app.main"),
    ("game.cli", "game.scenes.registry"),
    # Picture Pie core: board <-> scoring <-> validate call each other (game/core is the core
    # helper's; to be untangled there)
    ("game.core.picture_pie.board", "game.core.picture_pie.scoring"),
    ("game.core.picture_pie.validate", "game.core.picture_pie.board"),
}
#: the two tables are being split into layout / interaction / animator / view right now;
#: the lead removes these prefixes once the split branches are merged
LAZY_PENDING: tuple[str, ...] = ()
#: modules loaded by name from registry strings (game.games.resolve), never by an import
#: statement: the tables, results scenes and demo providers of each game


def _modules() -> dict[str, ast.Module]:
    """Every module under game/ by dotted name, parsed."""
    out = {}
    for path in sorted(GAME.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = ast.parse(path.read_text(encoding="utf-8"))
    return out


MODULES = _modules()


def unit(module: str) -> str:
    """The layer unit of a module name ("game.scenes.title" -> "scenes")."""
    if module in ("game.app.main",):
        return "main"
    if module == "game.storage.saves":
        return "saves"
    if module in ("game.storage.replays", "game.storage.replay_format"):
        return "replays"
    if module == "pygame" or module.startswith("pygame."):
        return "pygame"
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _imports(tree: ast.Module):
    """``(imported module, line, inside a function)`` for each import of game.* or pygame.
    ``from game import games`` names the module ``game.games``; a module importing its own
    package (``game.core.akropolis.state`` from ``game.core.akropolis``) is left out: Python
    has imported the package first anyway."""
    out = []

    def visit(node, in_function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and ast.unparse(child.test).endswith("TYPE_CHECKING"):
                continue  # annotations only, never imported at run time
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                      ast.Lambda))
            if isinstance(child, ast.Import):
                out.extend((a.name, child.lineno, in_function) for a in child.names)
            elif isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                for a in child.names:  # ``from game import games``: the module game.games
                    sub = f"{child.module}.{a.name}"
                    out.append((sub if sub in MODULES else child.module, child.lineno,
                                in_function))
            visit(child, inner)

    visit(tree, False)
    return [(m, line, f) for m, line, f in out
            if m == "pygame" or m.startswith(("pygame.", "game."))]


def _imports_of(name: str):
    return [(m, line, f) for m, line, f in _imports(MODULES[name])
            if not name.startswith(m + ".")]


def test_each_layer_imports_only_downwards():
    bad = []
    for name, tree in MODULES.items():
        if name == "game":
            continue
        own = unit(name)
        for target, line, _ in _imports_of(name):
            other = unit(target)
            if other != own and other in FORBIDDEN.get(own, set()):
                bad.append(f"{name}:{line} ({own}) imports {target} ({other})")
    assert bad == []


def test_game_imports_sit_at_the_top_of_modules():
    bad = []
    for name, tree in MODULES.items():
        if name.startswith(LAZY_PENDING):
            continue
        for target, line, in_function in _imports_of(name):
            if in_function and target.startswith("game.") and (name, target) not in LAZY_ALLOWED:
                bad.append(f"{name}:{line} imports {target} inside a function")
    assert bad == []


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def _graph(key, lazy: bool) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, tree in MODULES.items():
        if name == "game":
            continue
        for target, _line, in_function in _imports_of(name):
            if target in MODULES and (lazy or not in_function) and key(target) != key(name):
                graph.setdefault(key(name), set()).add(key(target))
    return graph


def test_no_import_cycles_between_layers():
    assert _cycle(_graph(unit, lazy=True)) is None


def test_no_import_cycles_between_modules():
    assert _cycle(_graph(lambda m: m, lazy=False)) is None


def test_the_rules_and_the_registry_load_without_pygame():
    import subprocess
    import sys
    code = ("import sys, game.games, game.tools.simulate, game.tools.score, game.cli; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
