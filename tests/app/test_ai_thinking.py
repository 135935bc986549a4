"""A table while an AI thinks in the worker process: input still reaches it (the pause menu
opens), pausing stops the search, the search starts again on resume, quitting leaves the worker
idle and closing the window ends it."""

import time

import pygame
import pytest

from game.ai import worker as ai_worker
from game.app.testing import click, frames, make_app, press
from game.scenes.pause import PauseScene
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.picture_pie.table import PicturePieTable
from game.scenes.thinking import THINK_MARK_FPS
from game.scenes.title import TitleScene

STAND_IN = "tests.ai.slow_player:make"
SEATS = [{"name": "Livia", "kind": "ai", "ai": "hard"}, {"name": "You", "kind": "person"}]


@pytest.fixture
def log(tmp_path, monkeypatch):
    path = tmp_path / "ai.log"
    path.write_text("")
    monkeypatch.setenv("AI_TEST_LOG", str(path))
    monkeypatch.setattr(ai_worker, "_unavailable", False)
    ai_worker.shutdown()          # the worker started below inherits AI_TEST_LOG
    yield path
    ai_worker.shutdown()


def run_until(app, cond, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        frames(app, 1)
        if cond():
            return True
        time.sleep(0.01)
    return False


def idle(worker, seconds=20.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        worker.pump(0.02)
        if not worker.busy:
            return True
    return False


def open_thinking_table(tmp_path, log):
    app = make_app(tmp_path, ai_delay=0.6)          # a pace above 0: the AI thinks off the loop
    app.push(TitleScene(app))
    table = PicturePieTable(app, {"game": "picture-pie", "seed": 3, "seats": SEATS})
    table.session.ai_factory = STAND_IN             # a Hard that thinks until stopped
    app.push(table)
    assert run_until(app, lambda: "start" in log.read_text()), "the AI never started thinking"
    return app, table


def test_the_pause_menu_opens_while_hard_thinks_and_pausing_stops_the_search(tmp_path, log):
    app, table = open_thinking_table(tmp_path, log)
    worker = ai_worker.current_worker()
    assert worker is not None and worker.busy and table.session.thinking
    frames(app, 3)
    assert app.top is table and table.session.thinking       # still thinking, window alive
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)                    # input reached the table
    assert idle(worker), "the search went on behind the pause menu"
    assert "stopped" in log.read_text()
    assert not table.state.action_log                         # the late answer was dropped
    press(app, pygame.K_ESCAPE)                               # resume: it thinks again
    assert app.top is table
    assert run_until(app, lambda: log.read_text().count("start") == 2)
    assert worker.busy and table.session.thinking


def test_quitting_to_the_title_stops_the_search_and_closing_ends_the_worker(tmp_path, log):
    app, table = open_thinking_table(tmp_path, log)
    worker = ai_worker.current_worker()
    press(app, pygame.K_ESCAPE)
    pause = app.top
    click(app, next(w for w in pause.focus.widgets if w.key == "quit").rect.center)
    click(app, next(w for w in app.top.focus.widgets if w.key == "yes").rect.center)
    assert isinstance(app.top, TitleScene) and table not in app.stack
    assert idle(worker)
    ai_worker.shutdown()                                      # what the window does on exit
    assert not worker.process.is_alive()


def test_the_window_ends_the_worker_when_it_closes(tmp_path, log):
    from game.app.main import run_window
    worker = ai_worker.shared_worker()
    assert worker is not None and worker.process.is_alive()
    assert run_window(size=(640, 400), frames=2) == 0
    assert not worker.process.is_alive() and ai_worker.current_worker() is None


def _thinking_table(tmp_path, log, game):
    app = make_app(tmp_path, ai_delay=0.6)
    if game == "picture-pie":
        cfg = {"game": game, "seed": 2, "seats": [
            {"name": "Livia", "kind": "ai", "ai": "hard"}, {"name": "You", "kind": "person"}]}
        table = PicturePieTable(app, cfg)
    else:
        cfg = {"game": game, "seed": 2, "options": {}, "seats": [
            {"name": "Livia", "kind": "ai", "ai": "hard"}, {"name": "You", "kind": "person"}]}
        table = AkropolisTable(app, cfg)
    table.session.ai_factory = STAND_IN
    app.push(table)
    assert run_until(app, lambda: "start" in log.read_text())
    assert table.seat_name(table.state.current_seat) == "Livia"
    return app, table


@pytest.mark.parametrize("game", ["picture-pie", "akropolis"])
def test_the_table_shows_who_is_thinking_with_a_marker_that_draws_purely(tmp_path, log, game,
                                                                      monkeypatch):
    from tests.app.test_draw_pure import assert_draw_pure
    import game.scenes.picture_pie.view as pp_view
    import game.scenes.akropolis.view as ak_view
    app, table = _thinking_table(tmp_path, log, game)
    drawn = []
    module = pp_view if game == "picture-pie" else ak_view
    real = module.draw_thinking
    monkeypatch.setattr(module, "draw_thinking",
                        lambda surface, name, *a, **k: drawn.append(
                            (name, real(surface, name, *a, **k))) or drawn[-1][1])
    frames(app, 1)
    assert drawn and drawn[-1][0] == "Livia"
    marker = drawn[-1][1]
    lit = app.screen.subsurface(marker).copy()
    assert_draw_pure(app)
    # the dots move: a frame a step later shows a different marker, and asks to be drawn
    frames(app, 90)                                   # the opening's motion settles
    table.needs_redraw()
    assert not table.needs_redraw(), (table.in_motion(), table._warm, table.idle_motion())
    table.time += 1.0 / THINK_MARK_FPS
    assert table.needs_redraw()
    app.step(0.0)
    app._present()
    assert pygame.image.tobytes(app.screen.subsurface(marker), "RGB") != \
        pygame.image.tobytes(lit, "RGB")
    # no AI thinking: no marker
    press(app, pygame.K_ESCAPE)
    drawn.clear()
    table.draw(app.screen)
    assert drawn == []


def test_the_settings_row_sets_hards_thinking_time_read_live(tmp_path, log):
    from game.scenes.settings_scene import SettingsScene
    app, table = open_thinking_table(tmp_path, log)
    assert table.session.driver.think == 1.0                        # the default
    app.push(SettingsScene(app))
    frames(app, 1)
    app.top.focus.focus_key("ai_think")
    press(app, pygame.K_RIGHT)
    assert app.settings["ai_think"] == 1.5 and table.session.driver.think == 1.5
    press(app, pygame.K_RIGHT)                                      # a scale: stops at Long
    assert app.settings["ai_think"] == 1.5
    for _ in range(3):
        press(app, pygame.K_LEFT)
    assert app.settings["ai_think"] == 0.5 and table.session.driver.think == 0.5
    app.settings["ai_think"] = 9.0                                  # a hand-edited file
    assert table.session.driver.think == 1.5


def _session(state, seats, factory=STAND_IN):
    from game.app.session import GameSession, Seat
    return GameSession(state, [Seat(n, k, a) for n, k, a in seats], ai_delay=0.0,
                       ai_factory=factory)


def test_undo_and_restart_stop_a_search_in_the_worker(log):
    from game.games import new_state
    state = new_state("akropolis", 2, 2)                    # seat 0 plays first
    s = _session(state, [("You", "person", ""), ("Livia", "ai", "hard")])
    assert s.apply(state.legal_actions()[0])
    worker = ai_worker.shared_worker()
    end = time.monotonic() + 30
    while "start" not in log.read_text() and time.monotonic() < end:
        s.update(0.016)
        worker.pump(0.01)
    assert s.thinking and worker.busy
    assert s.undo()                                          # AK-9b: your turn, taken back
    assert idle(worker) and log.read_text().count("stopped") == 1
    assert s.apply(s.state.legal_actions()[0])
    while log.read_text().count("start") < 2 and time.monotonic() < end:
        s.update(0.016)
        worker.pump(0.01)
    s.restart(new_state("akropolis", 2, 2))
    assert idle(worker) and log.read_text().count("stopped") == 2
    assert not s.state.action_log


def test_a_restarted_game_replays_the_same_ai_moves_from_the_worker(log):
    from game.games import new_state

    def moves(s, n):
        out = []
        end = time.monotonic() + 60
        while len(out) < n and time.monotonic() < end:
            applied = s.update(0.016)
            if applied:
                out.append(applied.action)
            time.sleep(0.002)
        return out
    s = _session(new_state("picture-pie", 2, 4),
                 [("Livia", "ai", "easy"), ("Marcus", "ai", "medium")], "game.ai:make_player")
    first = moves(s, 6)
    assert ai_worker.current_worker() is not None and s.driver.players[0].player is None
    s.restart(new_state("picture-pie", 2, 4))
    assert moves(s, 6) == first and len(first) == 6


def test_without_a_worker_cancelling_stops_a_search_in_the_thread_too(log):
    from game.app.session import GameSession, Seat
    from game.games import new_state
    from tests.ai.slow_player import SlowPlayer
    s = GameSession(new_state("picture-pie", 2, 3), [Seat("Livia", "ai", "hard"),
                                                     Seat("You", "person")],
                    make_ai=lambda seat, spec: SlowPlayer(seat), ai_delay=0.0)
    s.update(0.016)
    task = s.driver.task
    assert task is not None and not task.done
    assert run_until_true(lambda: "start" in log.read_text())
    s.cancel_ai()                                   # pause, undo, restart, quit
    assert task.wait(20) and "stopped" in log.read_text()
    assert not s.state.action_log


def run_until_true(cond, seconds=20.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if cond():
            return True
        time.sleep(0.01)
    return False
