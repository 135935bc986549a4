"""game.games is the one registry: every consumer reads it, adding a mode is one entry, and the
game id strings appear only in the registry, the cores and the data."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from game import games
from game.cli import build_parser
from game import settings_schema  # noqa: F401  (its RANGES are built from the registry at import: load it before a test registers a fake game)

ROOT = Path(__file__).resolve().parents[1]


def test_entries_cover_both_games_and_the_solo_mode():
    assert games.game_ids() == ["picture-pie", "akropolis"]
    assert [e.key for e in games.entries()] == [("picture-pie", "campaign"), ("picture-pie", "duel"),
                                                ("picture-pie", "codex"),
                                                ("akropolis", "base"), ("akropolis", "solo"),
                                                ("akropolis", "pantheon")]
    assert games.info("picture-pie", "duel").seats == (2, 2)
    assert games.info("akropolis").mode == "base"
    assert games.info("akropolis", "solo").seats == (1, 1)
    with pytest.raises(KeyError):
        games.info("chess")
    with pytest.raises(KeyError):
        games.info("akropolis", "duel")


def test_options_schema_comes_from_the_core_data():
    from game.core.akropolis import SOLO_LEVELS, VARIANTS
    base, solo, pantheon = games.modes("akropolis")
    assert [v for v, _ in pantheon.option("scenario").choices] == ["corinth", "sparta", "athens"]
    assert [v for v, _ in base.option("variants").choices] == list(VARIANTS)
    assert [v for v, _ in solo.option("solo").choices] == list(SOLO_LEVELS)
    assert base.option("solo") is None and base.option("all_tiles").default is False


def test_mode_of_and_config_options_keep_the_save_format():
    base, solo, pantheon = games.modes("akropolis")
    assert games.mode_of("akropolis", {"solo": None}) is base
    assert games.mode_of("akropolis", {"scenario": "sparta"}) is pantheon
    assert games.config_options(pantheon, {}) == {
        "variants": None, "all_tiles": None, "athena": None, "solo": None, "scenario": "corinth"}
    assert games.mode_of("akropolis", {"solo": "metagenes"}) is solo
    assert games.config_options(base, {"variants": {"gardens", "houses"}}) == {
        "variants": ["houses", "gardens"], "all_tiles": False, "athena": False, "solo": None,
        "scenario": None}
    assert games.config_options(solo, {"solo": "callicrates"}) == {
        "variants": [], "all_tiles": False, "athena": False, "solo": "callicrates",
        "scenario": None}
    assert games.config_options(games.info("picture-pie"), {}) == {"blueprints": True, "duel": None}
    duel = games.info("picture-pie", "duel")
    assert games.config_options(duel, {}) == {"blueprints": None, "duel": True}
    assert games.mode_of("picture-pie", {"duel": True}) is duel
    assert games.mode_of("picture-pie", {"duel": None}) is games.info("picture-pie")


def test_every_lazy_reference_resolves():
    for e in games.entries():
        for ref in (e.state_class, e.table, e.results, e.rules, e.emblem):
            assert games.resolve(ref) is not None, ref
        for mod in (e.core, e.demo, e.scorepad):
            assert hasattr(games.resolve(mod), "__name__")


def test_state_from_dict_round_trips_through_the_registry():
    state = games.new_state("akropolis", 2, 5)
    again = games.state_from_dict("akropolis", state.to_dict())
    assert again.to_dict() == state.to_dict()
    with pytest.raises(ValueError):
        games.state_from_dict("chess", {})
    duel = games.new_state("picture-pie", 2, 5, duel=True)
    again = games.state_from_dict("picture-pie", duel.to_dict())
    assert again.mode == "duel" and again == duel


@pytest.fixture
def fake_mode():
    """A registered Senate Wonder Duel stand-in (a new game with two modes), removed after."""
    base = games.info("picture-pie")
    duel = dataclasses.replace(base, game="senate-duel", mode="duel", title="Senate Duel",
                               short_title="Senate Duel", mode_label="Duel", seats=(2, 2),
                               options=(games.Option("wonders", "toggle", "Wonders",
                                                     default=True, cli="--wonders",
                                                     help="Senate Duel: wonders"),))
    games.register(duel)
    games.register(dataclasses.replace(duel, mode="solo", mode_label="Solo", seats=(1, 1),
                                       ai_seats=False))
    yield duel
    games.unregister("senate-duel", "duel")
    games.unregister("senate-duel", "solo")


def test_a_registered_mode_shows_in_new_game_and_the_command_line(fake_mode, tmp_path):
    from game.app.testing import make_app
    from game.scenes.new_game import NewGameScene, game_choices
    assert ("senate-duel", "Senate Duel") in game_choices()
    app = make_app(tmp_path)
    ng = NewGameScene(app, "senate-duel", seed=3)
    app.push(ng)
    keys = [w.key for w in ng.focus.widgets]
    assert "mode" in keys and "wonders" in keys and "players" not in keys
    cfg = ng.config()
    assert cfg["game"] == "senate-duel" and len(cfg["seats"]) == 2
    assert cfg["options"] == {"wonders": True}
    ng.set_mode("solo")
    assert ng.solo and len(ng.config()["seats"]) == 1
    sim = build_parser().parse_args(["simulate", "--game", "senate-duel", "--wonders"])
    assert sim.game == "senate-duel" and sim.wonders is True


def test_the_duel_mode_shows_no_row_for_its_own_toggle(tmp_path):
    from game.app.testing import make_app
    from game.scenes.new_game import NewGameScene
    app = make_app(tmp_path)
    ng = NewGameScene(app, "picture-pie", seed=3)
    app.push(ng)
    ng.set_mode("duel")
    keys = [w.key for w in ng.focus.widgets]
    assert "duel" not in keys and "players" not in keys and "seat-1" in keys
    assert ng.config()["options"]["duel"] is True and len(ng.config()["seats"]) == 2


def test_the_fake_mode_is_gone_afterwards():
    assert "senate-duel" not in games.game_ids()
    with pytest.raises(SystemExit):
        build_parser().parse_args(["simulate", "--game", "senate-duel"])


def test_settings_and_saves_read_the_registry():
    from game.settings_schema import RANGES
    from game.storage import saves
    assert RANGES["last_game"] == tuple(games.game_ids())
    assert saves.GAME_ORDER == tuple(games.game_ids())
    assert saves.GAME_NAMES["picture-pie"] == "Picture Pie"


# ------------------------------------------------------------------------- the id strings
#: where the game id strings may appear: the registry, the cores and their data (levels/)
ALLOWED = ("game/games.py", "game/core/")
#: the two tables are being split by other helpers; the lead moves them out of this list
PENDING = ()


def _literals(tree: ast.AST) -> list[tuple[int, str]]:
    """String constants that are not docstrings, with their line."""
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docs.add(id(body[0].value))
    return [(n.lineno, n.value) for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs]


def test_game_ids_appear_only_in_the_registry_cores_and_data():
    ids = set(games.game_ids())
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(ALLOWED + PENDING):
            continue
        for line, value in _literals(ast.parse(path.read_text(encoding="utf-8"))):
            if any(g in value for g in ids):
                found.append(f"{rel}:{line}: {value!r}")
    assert found == []
