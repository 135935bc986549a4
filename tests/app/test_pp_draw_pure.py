"""Drawing the Picture Pie table changes nothing (issue 8): at several moments of a game, built
from the ``--list-scenes`` demo scenes and driven by posted input, ``draw`` (once, and twice in a
row) leaves every attribute of the table and of its layout, interaction, animator and renderer
as it was.  Attributes are compared recursively: plain values by equality, pygame objects by
identity (a Rect also by value); DrawCache and core Memo contents are exempt (filling a cache
is allowed)."""

import enum

import pygame
import pytest

from game.app.app import FIXED_DT
from game.app.scene import Scene
from game.app.testing import frames, make_app, post, press
from game.core.picture_pie.actions import Place
from game.core.memo import Memo
from game.render.cache import DrawCache
from game.render.effects import Flyer
from game.scenes.registry import make_scene, scene_names

PLAIN = (int, float, str, bytes, bool, type(None))


def snapshot(root) -> dict:
    """{path: comparable value} of everything reachable from ``root``'s attributes."""
    out: dict = {}
    seen: dict[int, str] = {}

    def walk(obj, path):
        if isinstance(obj, (DrawCache, Memo)):  # caches: filling one changes nothing
            return
        if isinstance(obj, (*PLAIN, enum.Enum)):
            out[path] = obj
            return
        if isinstance(obj, pygame.Rect):
            out[path] = ("Rect", tuple(obj), id(obj))
            return
        if type(obj).__module__.startswith("pygame") or callable(obj):
            out[path] = ("id", id(obj))
            return
        if id(obj) in seen:
            out[path] = ("ref", seen[id(obj)])
            return
        seen[id(obj)] = path
        if isinstance(obj, (list, tuple)):
            out[path] = (type(obj).__name__, len(obj))
            for i, v in enumerate(obj):
                walk(v, f"{path}[{i}]")
        elif isinstance(obj, dict):
            out[path] = ("dict", len(obj))
            for k, v in obj.items():
                walk(v, f"{path}[{k!r}]")
        elif isinstance(obj, (set, frozenset)):
            out[path] = (type(obj).__name__, frozenset(obj))
        elif isinstance(obj, Scene) and obj is not root:
            out[path] = ("scene", id(obj))  # another scene (the results): not the table's part
        elif type(obj).__module__.startswith("game.") and type(obj).__name__ != "App":
            fields = dict(vars(obj)) if hasattr(obj, "__dict__") else {}
            for name in getattr(type(obj), "__slots__", ()):
                if hasattr(obj, name):
                    fields[name] = getattr(obj, name)
            out[path] = ("obj", type(obj).__name__)
            for k, v in fields.items():
                # effects.Flyer memoises its scaled images in a plain dict while drawing
                # (game/render/effects.py): a cache of drawn things, exempt like a DrawCache
                if isinstance(obj, Flyer) and k == "_scaled":
                    continue
                walk(v, f"{path}.{k}")
        else:
            out[path] = ("id", id(obj))

    walk(root, "table")
    return out


def no_draw(app, *events) -> None:
    """Post ``events`` ((type, attrs) pairs) and run one frame's input and update, but no draw:
    what a draw would write is then not yet in place before the snapshot."""
    for kind, attrs in events:
        post(kind, **attrs)
    app.process_events(FIXED_DT)
    app.update(FIXED_DT)


def key(app, k) -> None:
    no_draw(app, (pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0}),
            (pygame.KEYUP, {"key": k, "mod": 0, "unicode": "", "scancode": 0}))


def hover(app, pos) -> None:
    no_draw(app, (pygame.MOUSEMOTION, {"pos": tuple(pos), "rel": (1, 1), "buttons": (0, 0, 0)}))


def tap(app, pos) -> None:
    pos = tuple(pos)
    no_draw(app, (pygame.MOUSEMOTION, {"pos": pos, "rel": (1, 1), "buttons": (0, 0, 0)}),
            (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
            (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))


def assert_draw_pure(app, table, surface=None) -> None:
    """Draw ``table`` twice; after each draw its attributes are those before."""
    surface = surface or app.screen
    for part in ("layout", "interaction", "animator", "renderer"):
        assert getattr(table, part) is not None
    before = snapshot(table)
    for n in (1, 2):
        table.draw(surface)
        after = snapshot(table)
        changed = sorted(k for k in before.keys() | after.keys()
                         if before.get(k, "<absent>") != after.get(k, "<absent>"))
        assert not changed, f"draw #{n} changed: {changed[:12]}"


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def demo(app, name, drawn=True):
    """The demo scene ``name`` pushed; ``drawn``: after two whole frames, else never drawn."""
    assert name in scene_names()  # the names main.py --list-scenes prints
    scene = make_scene(name, app)
    app.push(scene)
    if drawn:
        frames(app, 2)
    else:
        no_draw(app)
    return scene


def test_scenes_are_listed():
    assert {"pp-table", "pp-setup", "pp-results"} <= set(scene_names())


def test_start_of_the_game_setup_picks(app):
    t = demo(app, "pp-setup", drawn=False)
    assert t.state.stage == "setup" and t.person_turn
    assert_draw_pure(app, t)
    key(app, pygame.K_RIGHT)  # the keyboard focus ring on a pick
    assert_draw_pure(app, t)
    hover(app, t.pick_rect(2, "lapis").center)  # mouse hover on a pick
    assert_draw_pure(app, t)


def test_build_with_the_ghost_by_keyboard_and_by_mouse(app):
    t = demo(app, "pp-table", drawn=False)
    ui = t.interaction
    assert t.state.stage == "build" and ui.chosen is not None
    assert_draw_pure(app, t)  # the very first draw keeps nothing either
    key(app, pygame.K_UP)  # the ghost over the focused site, with its score chip
    assert ui.mode() == "ghost"
    assert_draw_pure(app, t)
    st = t.state
    a = next(a for a in st.legal_actions() if isinstance(a, Place) and a.tile_id == ui.chosen)
    hover(app, t.slot_point(a.site, a.slot, st.tiles[a.tile_id].size))
    assert ui.hover_site == a.site and ui.preview_delta() is not None
    assert_draw_pure(app, t)
    # a drawing on a surface of another size than the window uses its own layout
    assert_draw_pure(app, t, pygame.Surface((900, 560)))
    assert t.layout.size == app.size


def test_mid_draft_with_a_chosen_small_piece_and_in_flight(app):
    t = demo(app, "pp-table")
    st = t.state
    press(app, pygame.K_t)  # end the person's turn (confirming a discard if asked)
    if t.interaction.end_confirm_pending:
        press(app, pygame.K_t)
    for _ in range(3000):  # the AI seats play
        if t.person_turn and not t.animator.busy:
            break
        frames(app, 1)
    assert t.person_turn and st.stage == "draft"
    small = [i for i in st.wheel.sectors[st.active_sector] if st.tiles[i].size < 4]
    if not small:
        pytest.skip("no small piece in the Sundial's sector")
    tap(app, t.wheel_tile_pos(small[0]))
    assert t.interaction.selected_small == [small[0]]
    assert_draw_pure(app, t)
    key(app, pygame.K_LEFT)  # keyboard ring on the wheel, the piece still chosen
    assert_draw_pure(app, t)
    tap(app, t.wheel_tile_pos(small[0]))  # taken alone: it flies to the hand
    assert st.stage == "build" and t.animator.fx.items
    assert_draw_pure(app, t)
    frames(app, 4)
    no_draw(app)
    assert_draw_pure(app, t)


def test_end_turn_confirmation_pending(app):
    t = demo(app, "pp-table")
    st = t.state
    board = st.boards[0]
    room = st.data.yard_capacity - len(board.yard)
    st.bag, extra = st.bag[room:], st.bag[:room]
    st.boards = (board.replace(yard=board.yard + extra),) + st.boards[1:]
    no_draw(app)
    key(app, pygame.K_t)
    assert t.interaction.end_confirm_pending
    assert_draw_pure(app, t)


def test_results_and_review_of_the_final_boards(app):
    res = demo(app, "pp-results")
    t = app.stack[-2]
    assert t.state.is_terminal
    assert_draw_pure(app, t)  # the finished table under the results
    btn = next(w for w in res.focus.widgets if w.key == "boards")
    tap(app, btn.rect.center)
    assert app.top is t and t.review_mode
    assert_draw_pure(app, t)
    key(app, pygame.K_TAB)  # another seat's board large
    hover(app, t.back_rect().center)
    assert_draw_pure(app, t)
