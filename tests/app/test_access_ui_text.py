"""game/ui_text.py is the one table of the shell's strings: every key the code asks for exists,
every key in the table is asked for somewhere, and ``t`` fills fields without ever raising."""

import ast
from pathlib import Path

from game.scenes.settings_rows import GROUPS, rows
from game.ui_text import TEXT, t

GAME = Path(__file__).resolve().parents[2] / "game"


def _constants_and_calls():
    """(every string constant under game/, the constant first arguments of ``t(...)`` calls)."""
    consts, calls = set(), []
    for path in GAME.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                consts.add(node.value)
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "t" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                calls.append((path.name, node.args[0].value))
    return consts, calls


def _dynamic_keys():
    """Keys the Settings screen builds from its rows (label and tip per row)."""
    keys = set()
    for row in rows():
        keys |= {f"settings.{row.key}", f"settings.tip.{row.key}"}
        keys |= {k for _, k in row.options}
    keys |= {g for g, _ in GROUPS}
    return keys


def test_every_key_used_exists_and_no_key_is_unused():
    consts, calls = _constants_and_calls()
    missing = sorted({f"{f}: {k}" for f, k in calls if k not in TEXT}
                     | {k for k in _dynamic_keys() if k not in TEXT})
    assert missing == []
    used = {k for _, k in calls} | _dynamic_keys() | (consts & set(TEXT))
    # a key counts as used only when it appears as a t() call, a row's key, or a literal
    # handed to t() later (the Settings rows' option keys)
    assert sorted(set(TEXT) - used) == []
    assert len(calls) > 60       # the shell scenes really read the table


def test_t_fills_fields_and_never_raises():
    assert t("results.wins", name="Ada") == "Ada wins!"
    assert t("new_game.seat", n=3) == "Seat 3"
    assert t("settings.value.size", w=1280, h=720) == "1280 \u00d7 720"
    assert t("results.wins") == "{name} wins!"           # a missing field stays visible
    assert t("no.such.key") == "no.such.key"
    assert t("title.heading", extra=1) == "Ancient Cities"


def test_the_table_has_no_placeholder_wording():
    for key, s in TEXT.items():
        assert s.strip() == s or s.startswith(" \u00b7 "), key
        assert "(s)" not in s and "TODO" not in s, key
