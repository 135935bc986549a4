"""Drawing changes nothing (issue 8): for every demo scene, and at the Akropolis table's
interesting moments, a snapshot of the scene and everything it owns is taken, ``draw()`` runs
twice, and the snapshot must be unchanged.

The snapshot walks attributes recursively into plain objects (lists, dicts, sets, deques,
objects with ``__dict__`` or ``__slots__``): plain values compare by equality, pygame surfaces
by identity, rects by identity and value.  Skipped: DrawCache and core Memo contents (filling a
cache while drawing is allowed), the App itself, fonts, modules, threads, and the AI players and driver
(they think on a worker thread while frames run).
"""

from __future__ import annotations

import collections
import enum
import types

import pygame
import pytest

from game.app.testing import click, frames, make_app, move, press
from game.core.memo import Memo
from game.render.cache import DrawCache
from game.scenes.registry import make_scene, scene_names

#: Picture Pie demo scenes whose table is being split on another branch (issue 8); the lead
#: removes this set at merge, when those scenes pass.
PENDING_PP: set[str] = set()

PLAIN = (int, float, complex, str, bytes, bool, type(None), range, enum.Enum)
SKIP_MODULES = ("threading", "concurrent", "queue", "_thread", "multiprocessing", "asyncio",
                # AI players and their driver think on the shell's worker thread, off the frame
                "game.ai", "game.app.ai_driver")


def snapshot(root, app) -> object:
    """A plain, comparable picture of ``root`` and what it owns (see the module docstring)."""
    seen: dict[int, int] = {}
    keep: list = []   # keeps walked objects alive so ids stay unique during one snapshot

    def walk(obj, depth: int):
        if isinstance(obj, PLAIN):
            return obj
        if obj is app or isinstance(obj, (DrawCache, Memo, types.ModuleType,
                                          pygame.font.Font)):
            return ("skip", type(obj).__name__)
        if isinstance(obj, pygame.Surface):
            return ("surface", id(obj))
        if isinstance(obj, pygame.Rect):
            return ("rect", id(obj), tuple(obj))
        if isinstance(obj, (types.FunctionType, types.BuiltinFunctionType, type)):
            return ("callable", id(obj))
        if isinstance(obj, types.MethodType):
            return ("method", id(obj.__self__), obj.__func__.__name__)
        mod = type(obj).__module__ or ""
        if mod.startswith(SKIP_MODULES):
            return ("skip", type(obj).__name__)
        if id(obj) in seen:
            return ("ref", seen[id(obj)])
        seen[id(obj)] = len(seen)
        keep.append(obj)
        if depth > 60:
            return ("deep", type(obj).__name__)
        if isinstance(obj, (list, tuple, collections.deque)):
            return (type(obj).__name__, [walk(x, depth + 1) for x in obj])
        if isinstance(obj, (set, frozenset)):
            return (type(obj).__name__, sorted((repr(walk(x, depth + 1)) for x in obj)))
        if isinstance(obj, dict):
            return ("dict", [(repr(walk(k, depth + 1)), walk(v, depth + 1)) for k, v in obj.items()])
        fields = {}
        if hasattr(obj, "__dict__"):
            fields.update(vars(obj))
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name not in fields and hasattr(obj, name):
                    fields[name] = getattr(obj, name)
        return (type(obj).__qualname__, id(obj),
                {k: walk(v, depth + 1) for k, v in sorted(fields.items())})

    return walk(root, 0)


def diff(a, b, path="scene") -> str:
    """The first place two snapshots differ, for the assertion message."""
    if type(a) is not type(b):
        return f"{path}: {a!r} -> {b!r}"
    if isinstance(a, tuple) and len(a) == 3 and isinstance(a[2], dict) and isinstance(b[2], dict):
        for k in sorted(set(a[2]) | set(b[2])):
            if a[2].get(k) != b[2].get(k):
                return diff(a[2].get(k), b[2].get(k), f"{path}.{k}")
    if isinstance(a, (tuple, list)) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return diff(x, y, f"{path}[{i}]")
    return f"{path}: {str(a)[:200]} -> {str(b)[:200]}"


def assert_draw_pure(app, scenes=None) -> None:
    """Every scene on ``app``'s stack (or ``scenes``) draws twice and changes nothing."""
    surface = pygame.Surface(app.size)
    for scene in scenes if scenes is not None else list(app.stack):
        before = snapshot(scene, app)
        scene.draw(surface)
        scene.draw(surface)
        after = snapshot(scene, app)
        assert before == after, f"{scene.name}: drawing changed {diff(before, after)}"


@pytest.mark.parametrize("name", scene_names())
def test_drawing_a_demo_scene_changes_nothing(tmp_path, name):
    if name in PENDING_PP:
        pytest.skip("Picture Pie table split pending on its own branch (issue 8)")
    app = make_app(tmp_path)
    app.push(make_scene(name, app, 1))
    frames(app, 5)
    assert_draw_pure(app)
    move(app, (app.size[0] // 2, app.size[1] // 2), steps=3)   # hovers and tooltips
    assert_draw_pure(app)


def _ak_table(tmp_path, name="ak-table"):
    app = make_app(tmp_path)
    table = make_scene(name, app, 1)
    app.push(table)
    frames(app, 5)
    return app, table


def test_akropolis_refusal_and_illegal_ghost_draw_pure(tmp_path):
    app, table = _ak_table(tmp_path)
    assert table.selected is not None
    anchors = table.legal_anchors()
    spot = next((q, r) for q in range(-9, 10) for r in range(-9, 10)
                if (q, r) not in anchors and abs(q) + abs(r) > 1
                and (q, r) in table.city_area(table.state.current_seat)
                and table.view_rect.collidepoint(table.hex_screen_pos(q, r)))
    move(app, table.hex_screen_pos(*spot), steps=2)
    assert table.anchor == spot and not table.placement_info()["legal"]
    press(app, pygame.K_RETURN)
    assert table.message_bad and table._status_text()[0] == table.message
    assert_draw_pure(app)
    frames(app, 3)   # the ghost bobs over the refused spot
    assert_draw_pure(app)


def test_akropolis_hovers_tooltips_and_moves_draw_pure(tmp_path):
    app, table = _ak_table(tmp_path)
    press(app, pygame.K_ESCAPE)                     # put the tile back: hovers explain hexes
    seat = table.viewed
    pos = next(iter(table.shown[seat]))
    move(app, table.hex_screen_pos(*pos), steps=2)
    assert table.tooltip() is not None
    assert_draw_pure(app)
    move(app, table.site_tile_pos(1), steps=2)      # a Construction Site card's tooltip
    assert_draw_pure(app)
    cell = next(iter(table.colour_cells().values()))
    move(app, cell.center, steps=2)                 # a score card colour's explanation
    assert_draw_pure(app)
    # a placement lands: the drop animation, the AI seats' moves and notes
    from game.core.akropolis import Place
    q, r, rot = table.state.cities[table.state.current_seat].legal_placements()[0]
    assert table.act(Place(0, q, r, rot))
    for _ in range(40):
        frames(app, 2)
        assert_draw_pure(app, [table])


def test_akropolis_solo_architect_moves_draw_pure(tmp_path):
    app, table = _ak_table(tmp_path, "ak-solo")
    press(app, pygame.K_RETURN)      # place the preselected tile if legal; else a refusal
    for _ in range(30):
        frames(app, 2)
        assert_draw_pure(app, [table])


def test_akropolis_results_and_review_draw_pure(tmp_path):
    app = make_app(tmp_path)
    res = make_scene("ak-results", app, 1)
    app.push(res)
    frames(app, 3)
    assert_draw_pure(app)
    button = next(w for w in res.focus.widgets if w.key == "cities")
    click(app, button.rect.center)
    table = app.top
    assert table.review_mode
    frames(app, 3)
    assert_draw_pure(app)
    click(app, table.tabs[1].center)
    move(app, table.view_rect.center, steps=2)
    assert_draw_pure(app)


def test_akropolis_table_draws_pure_after_resizes(tmp_path):
    from game.app.testing import resize
    app, table = _ak_table(tmp_path)
    for size in ((900, 600), (1600, 900), (1280, 720)):
        resize(app, size, steps=2)
        assert_draw_pure(app)


def test_akropolis_table_memory_stays_bounded_through_many_sizes(tmp_path):
    """Dragging the window through many sizes: what the table holds stops growing (its
    size-keyed caches are bounded DrawCaches)."""
    from game.app.testing import resize
    from game.render import hexdraw

    def held(table) -> int:
        caches = [v for v in vars(table).values() if isinstance(v, DrawCache)]
        caches += [c._cache for c in table.city_image]
        return len(repr(snapshot(table, table.app))) // 1000 + sum(len(c) for c in caches)

    app, table = _ak_table(tmp_path)
    sizes = [(800 + 13 * k, 560 + 7 * k) for k in range(40)]
    for size in sizes[:5]:
        resize(app, size)
    first = held(table)
    for size in sizes[5:]:
        resize(app, size)
    assert held(table) <= first + 2
    assert len(hexdraw._SPRITES) <= hexdraw._SPRITES.limit
