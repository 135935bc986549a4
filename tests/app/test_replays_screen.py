"""The Replays screen and the replay viewer, by posted pygame events (keys, mouse, pad): Title ->
Replays, the list (newest first, damaged files with their reason, scrolling), Keep and Delete,
the viewer stepping by action and by turn and playing at a chosen speed, every mode drawn by
its own table at both window sizes; a finished game is recorded, a demo table's is not."""

from __future__ import annotations

import os
import tomllib
from datetime import datetime, timezone
from pathlib import Path

import pygame
import pytest
import tomli_w

from game import games
from game.ai import make_player
from game.app.testing import click, frames, make_app, pad_button, press, rects_inside, resize
from game.core.replay import replay as core_replay
from game.scenes import replay_viewer as viewer_module
from game.scenes.registry import make_scene
from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.replay_viewer_table import controls_band
from game.scenes.replays import ReplaysScene
from game.scenes.tables import start_game
from game.scenes.title import TitleScene
from game.storage import replays as R
from tests.cli_helpers import refused_in_one_line, run_main


def _game(game, players, seed, **options):
    state = games.new_state(game, players, seed, **options)
    player = make_player("random", game, seed)
    while not state.is_terminal:
        state.apply(player.choose(state))
    return state


def _write(folder: Path, name: str, state, mode: str, when: int, names=None) -> Path:
    seats = R.sim_seats(state, ["random"] * state.num_seats)
    for seat, n in zip(seats, names or []):
        seat["name"] = n
    played = datetime.fromtimestamp(when, timezone.utc).isoformat(timespec="seconds")
    path = R.write_replay(folder / name, state, seats, mode, played)   # newest first by this
    os.utime(path, (when, when))
    return path


@pytest.fixture
def folder(tmp_path):
    """tmp_path/replays with a Picture Pie game (newest), a damaged file and an Akropolis game."""
    pp, ak = games.game_ids()
    out = tmp_path / "replays"
    out.mkdir()
    _write(out, "b.toml", _game(ak, 2, 3), "base", 2000, ["Ada", "Bo"])
    (out / "c.toml").write_text("format = 1\ngame = [\n", encoding="utf-8")
    os.utime(out / "c.toml", (3000, 3000))
    _write(out, "a.toml", _game(pp, 2, 4), "campaign", 4000, ["You", "Hypatia"])
    return out


def _open_list(app) -> ReplaysScene:
    app.push(TitleScene(app))
    frames(app, 2)
    button = next(w for w in app.top.focus.widgets if w.key == "replays")
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, ReplaysScene)
    while scene.entries is None:   # read off the frame loop: wait for it, then a frame
        scene._task.wait(10)
        frames(app, 1)
    return scene


def _widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def test_title_to_replays_lists_newest_first_with_the_damaged_file_and_its_reason(tmp_path,
                                                                               folder):
    app = make_app(tmp_path)
    scene = _open_list(app)
    assert [e.path.name for e in scene.entries] == ["a.toml", "c.toml", "b.toml"]
    a, c, b = scene.entries
    assert a.replay.mode_label == games.info(games.game_ids()[0]).short_title
    entry = games.info(games.game_ids()[0], "campaign")
    assert a.replay.list_label == (f"{entry.short_title} \u00b7 {entry.mode_label} \u00b7 AI "
                                   f"Random")    # the default mode named in the list too
    assert c.replay is None and "not valid TOML" in c.problem
    assert [s["name"] for s in b.replay.seats] == ["Ada", "Bo"]
    frames(app, 1)
    assert rects_inside(app) == []
    # the damaged row: Enter says why, opens nothing, keeps the file
    press(app, pygame.K_DOWN)
    assert scene.selected == 1
    press(app, pygame.K_RETURN)
    assert app.top is scene and (folder / "c.toml").exists()
    assert any("not valid TOML" in msg for msg, _s in app.toasts)
    # Esc back to the title
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_keep_and_delete_by_mouse_and_the_confirmation(tmp_path, folder):
    app = make_app(tmp_path)
    scene = _open_list(app)
    click(app, _widget(scene, "keep").rect.center)   # the first row is selected
    assert (folder / "a.kept.toml").exists() and not (folder / "a.toml").exists()
    assert scene.entries[0].kept and _widget(scene, "keep").label == "Unkeep"
    click(app, _widget(scene, "delete").rect.center)
    assert app.top.name == "confirm"
    press(app, pygame.K_ESCAPE)   # No: nothing deleted
    assert app.top is scene and (folder / "a.kept.toml").exists()
    click(app, _widget(scene, "delete").rect.center)
    click(app, _widget(app.top, "yes").rect.center)
    assert app.top is scene and not (folder / "a.kept.toml").exists()
    assert [e.path.name for e in scene.entries] == ["c.toml", "b.toml"]


def test_pad_opens_a_replay_and_the_viewer_steps_by_action_turn_and_plays(tmp_path, folder):
    app = make_app(tmp_path)
    scene = _open_list(app)
    pad_button(app, pygame.CONTROLLER_BUTTON_A)   # watch the first (newest) row
    viewer = app.top
    assert isinstance(viewer, ReplayViewerScene) and viewer.replay.path == folder / "a.toml"
    assert viewer.index == 0 and viewer.position.scores == [0, 0]   # no tile yet: 0 each
    press(app, pygame.K_RIGHT)
    assert viewer.index == 1
    press(app, pygame.K_LEFT)
    assert viewer.index == 0
    press(app, pygame.K_DOWN)                      # the start of the next turn
    first_turn_end = viewer.index
    assert first_turn_end > 0
    assert viewer.positions[first_turn_end + 1].turn == 1   # the next action starts turn 2
    assert all(p.turn == 0 for p in viewer.positions[1:first_turn_end + 1])
    press(app, pygame.K_UP)
    assert viewer.index == 0
    # E twice: 1x -> 2x -> 4x; T plays: at 4x, 37 frames of 1/60 s are 2.47 actions: 2 shown
    press(app, pygame.K_e)
    press(app, pygame.K_e)
    assert viewer.speed == 4.0 and _widget(viewer, "speed").label == "Speed 4x"
    press(app, pygame.K_t)
    assert viewer.playing
    frames(app, 36)                                 # the press's frame and 36 more
    assert viewer.index == 2
    press(app, pygame.K_t)
    assert not viewer.playing
    # Last, then the scores shown are the file's final scores
    click(app, _widget(viewer, "last").rect.center)
    assert viewer.index == viewer.last and viewer.position.scores == viewer.replay.scores
    assert all(f": {s}" in viewer.scores_text() for s in viewer.replay.scores)
    pad_button(app, pygame.CONTROLLER_BUTTON_B)      # close: back to the list
    assert app.top is scene


def test_the_list_scrolls_to_keep_the_chosen_row_in_view(tmp_path):
    pp = games.game_ids()[0]
    out = tmp_path / "replays"
    out.mkdir()
    state = _game(pp, 1, 2)
    for k in range(24):
        _write(out, f"g{k:02d}.toml", state, "campaign", 1000 + k)
    app = make_app(tmp_path, size=(640, 400))
    scene = _open_list(app)
    assert scene.rows_shown < 24
    for _ in range(23):
        press(app, pygame.K_DOWN)
    assert scene.selected == 23 and scene.top == 24 - scene.rows_shown
    assert scene.focus.focused.entry.path.name == "g00.toml"    # the oldest, at the bottom
    assert rects_inside(app) == []
    press(app, pygame.K_DOWN)                       # past the last row: the buttons
    assert scene.focus.focused.key == "watch"
    press(app, pygame.K_RIGHT)
    assert scene.focus.focused.key == "keep"
    rows = [w for w in scene.focus.widgets if w.key.startswith("row-")]
    assert [w.key for w in rows if w.chosen] == ["row-23"]   # still marked on Keep
    before = pygame.image.tobytes(app.screen, "RGB")
    press(app, pygame.K_DOWN)                       # Down from the buttons: back to the list
    assert scene.focus.focused.key == "row-23" and scene.selected == 23
    assert pygame.image.tobytes(app.screen, "RGB") != before
    resize(app, (1280, 720))
    assert rects_inside(app) == [] and scene.selected == 23


def _mode_games():
    pp, ak = games.game_ids()
    return {"campaign": (pp, 3, {"blueprints": True}), "duel": (pp, 2, {"duel": True}),
            "codex": (pp, 1, {"codex": games.resolve(
                "tests.core.picture_pie.codex_helpers:level")()}),
            "base": (ak, 4, {"athena": True}), "solo": (ak, 1, {"solo": "hippodamos"}),
            "pantheon": (ak, 3, {"scenario": "athens"})}


@pytest.mark.parametrize("mode", list(_mode_games()))
def test_the_viewer_draws_every_mode_with_its_own_table_at_both_sizes(tmp_path, mode):
    game, players, options = _mode_games()[mode]
    state = _game(game, players, 8, **options)
    path = _write(tmp_path, "g.toml", state, mode, 1000)
    app = make_app(tmp_path, size=(640, 400))
    assert ReplayViewerScene.open_file(app, path)
    viewer = app.top
    table_cls = games.resolve(games.info(game, mode).table)
    assert isinstance(viewer.table, table_cls)
    frames(app, 1)
    area = viewer.area
    before = pygame.image.tobytes(app.screen.subsurface(area), "RGB")
    viewer.go(viewer.last // 2)
    frames(app, 1)
    assert viewer.table.state == viewer.positions[viewer.last // 2].state
    assert pygame.image.tobytes(app.screen.subsurface(area), "RGB") != before
    assert rects_inside(app) == []
    for size in ((640, 400), (1280, 720), (1920, 1080)):
        resize(app, size)
        assert viewer.table.size == viewer.area.size == size and rects_inside(app) == []
        _bar_covers_only_the_tables_controls(viewer)
    # the viewer never acts: the view's session is the position's copy, untouched
    assert viewer.table.session.version == 0 and viewer.replay.final == state.to_dict()


def _bar_covers_only_the_tables_controls(viewer):
    """The bar lies over the table's own bottom controls and never over the Hand and Masonry
    Yard (Picture Pie) or the Construction Site and the city view (Akropolis)."""
    table = viewer.table
    assert viewer.bar.contains(controls_band(table))
    lay = getattr(table, "layout", None)
    kept = [lay.tray] if lay is not None else \
        [table.view_rect, getattr(table, "site_rect", None) or table.hand_rect]
    assert [r for r in kept if viewer.bar.colliderect(r)] == []


def _almost_finished(game, players, seed, left=3):
    done = _game(game, players, seed)
    return core_replay(done.opening, done.action_log[:-left])


def test_a_finished_game_is_recorded_and_a_demo_table_records_nothing(tmp_path):
    pp = games.game_ids()[0]
    app = make_app(tmp_path, animations=False)
    state = _almost_finished(pp, 2, 9)
    config = {"game": pp, "seed": 9, "options": {},
              "seats": [{"name": "Ada", "kind": "ai", "ai": "random"},
                        {"name": "Bo", "kind": "ai", "ai": "random"}]}
    assert start_game(app, config, state=state)
    table = app.top
    for _ in range(200):
        if table.state.is_terminal and table.results_scene is not None:
            break
        frames(app, 1)
    assert table.state.is_terminal
    assert R.flush()
    (path,) = list((tmp_path / "replays").iterdir())
    rep = R.read_replay(path)
    assert [s["name"] for s in rep.seats] == ["Ada", "Bo"] and R.verify(rep) is None
    assert rep.scores == table.state.scores() and f"{pp}-campaign-seed9" in path.name
    # a demo table (--scene) plays on with autosave off: its finished game writes nothing
    demo_app = make_app(tmp_path / "demo", animations=False)
    table = make_scene("pp-table", demo_app, 1)
    assert table.recorder.enabled is False
    table.recorder.on_game_over()
    assert not (tmp_path / "demo" / "replays").exists()


def test_main_replay_file_opens_the_viewer_and_a_damaged_file_exits_2_without_a_window(
        tmp_path):
    pp = games.game_ids()[0]
    path = _write(tmp_path, "g.toml", _game(pp, 2, 5), "campaign", 1000)
    shot = tmp_path / "viewer.png"
    env = dict(os.environ, ANCIENT_CITIES_HOME=str(tmp_path / "home"))
    res = run_main("--frames", "3", "--screenshot", shot, "replay", path, env=env)
    assert res.returncode == 0 and shot.exists(), res.stderr
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 720)
    broken = tmp_path / "broken.toml"
    broken.write_bytes(b"\xff\xfe binary")
    res = run_main("--frames", "3", "--screenshot", tmp_path / "no.png", "replay", broken,
                   env=env)
    refused_in_one_line(res, str(broken), "not UTF-8")
    assert not (tmp_path / "no.png").exists()


def test_a_position_its_table_cannot_show_is_said_and_the_viewer_goes_on(tmp_path, monkeypatch):
    pp = games.game_ids()[0]
    path = _write(tmp_path, "g.toml", _game(pp, 2, 6), "campaign", 1000)
    app = make_app(tmp_path)
    assert ReplayViewerScene.open_file(app, path)
    viewer = app.top
    real = viewer_module.view_table

    def broken(app_, replay, state, size):
        if state.action_log:
            raise KeyError("no such tile")
        return real(app_, replay, state, size)
    monkeypatch.setattr(viewer_module, "view_table", broken)
    press(app, pygame.K_RIGHT)
    assert viewer.index == 1 and viewer.picture is None and "no such tile" in viewer.problem
    press(app, pygame.K_LEFT)                       # the opening still draws
    assert viewer.index == 0 and viewer.picture is not None and viewer.problem == ""
    monkeypatch.setattr(viewer_module, "view_table", lambda *a: (_ for _ in ()).throw(
        ValueError("broken")))
    app.toasts.clear()
    assert not ReplayViewerScene.open(app, viewer.replay)
    assert app.top is viewer and any("cannot be shown" in m for m, _s in app.toasts)


def test_the_command_lines_viewer_quits_on_close_the_lists_returns(tmp_path):
    """``main.py replay FILE`` then Esc (or Close) quits; from the Replays list it returns."""
    pp, _ak = games.game_ids()
    path = _write(tmp_path, "g.toml", _game(pp, 2, 4), "campaign", 1000)
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    assert ReplayViewerScene.open_file(app, path, quit_on_close=True)
    app.running = True
    press(app, pygame.K_ESCAPE)
    assert app.running is False
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    assert ReplayViewerScene.open_file(app, path)
    app.running = True
    press(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, TitleScene)


def _akropolis_viewer(tmp_path):
    """An App showing a two-seat Akropolis replay (Aspasia, Hypatia) in the viewer."""
    _pp, ak = games.game_ids()
    path = _write(tmp_path, "g.toml", _game(ak, 2, 3), "base", 1000, ["Aspasia", "Hypatia"])
    app = make_app(tmp_path)
    assert ReplayViewerScene.open_file(app, path)
    frames(app, 1)
    return app, app.top


def test_the_akropolis_viewer_shows_the_movers_city_and_its_tabs_and_c_switch_it(tmp_path):
    app, viewer = _akropolis_viewer(tmp_path)
    for k in (1, 2, 5):
        viewer.go(k)
        frames(app, 1)
        mover = viewer.positions[k].seat
        assert viewer.table.viewed == mover and viewer.status_text().split(" \u00b7 ")[2] \
            .startswith(("Aspasia", "Hypatia")[mover])
    other = 1 - viewer.positions[5].seat
    click(app, viewer.table.tabs[other].center)
    assert viewer.table.viewed == other and viewer.city_view == other
    viewer.go(6)
    frames(app, 1)
    assert viewer.table.viewed == other   # a chosen city stays chosen
    press(app, pygame.K_c)
    assert viewer.city_view == "all" and viewer.table.overview_shown
    press(app, pygame.K_c)
    assert viewer.city_view is None and viewer.table.viewed == viewer.positions[6].seat
    click(app, viewer.table.all_tab_rect().center)
    assert viewer.table.overview_shown


def test_p_and_start_pause_the_viewer_and_never_close_it(tmp_path):
    pp, _ak = games.game_ids()
    path = _write(tmp_path, "g.toml", _game(pp, 2, 4), "campaign", 1000)
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    assert ReplayViewerScene.open_file(app, path)
    viewer = app.top
    press(app, pygame.K_p)
    assert app.top is viewer and viewer.playing
    press(app, pygame.K_p)
    assert app.top is viewer and not viewer.playing


def test_the_viewer_says_an_akropolis_move_in_the_move_logs_words(tmp_path):
    _app, viewer = _akropolis_viewer(tmp_path)
    for k in range(1, 6):
        viewer.go(k)
        line = viewer.status_text()
        assert ("took tile" in line or "bought tile" in line) and "placed on level" in line, line
        assert "index" not in line and "rotation" not in line, line


def test_a_file_with_an_illegal_action_is_listed_as_damaged_with_the_reason(tmp_path, folder):
    doc = tomllib.loads((folder / "b.toml").read_text(encoding="utf-8"))
    doc["action"][2]["q"] = 40        # far off the city: illegal
    (folder / "e.toml").write_text(tomli_w.dumps(doc), encoding="utf-8")
    app = make_app(tmp_path)
    scene = _open_list(app)
    e = next(x for x in scene.entries if x.path.name == "e.toml")
    assert e.replay is None and e.problem.startswith("action 3 (") and "illegal here" in e.problem
    assert next(x for x in scene.entries if x.path.name == "b.toml").problem is None
    scene.select(scene.entries.index(e))
    frames(app, 1)
    assert not _widget(scene, "watch").enabled and rects_inside(app) == []
