"""The AI worker process (game.ai.worker): decisions off the frame loop, players kept per seat,
cancellation, failures reported, the thread fallback, and no process left behind."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ai import worker as ai_worker
from game.ai.worker import AiWorker, PlayerSpec
from game.app.ai_driver import AiDriver
from game.games import new_state

STAND_IN = "tests.ai.slow_player:make"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def log(tmp_path, monkeypatch):
    path = tmp_path / "ai.log"
    path.write_text("")
    monkeypatch.setenv("AI_TEST_LOG", str(path))
    return path


@pytest.fixture
def worker(log):
    w = AiWorker()      # started after AI_TEST_LOG is set: the worker inherits it
    yield w
    w.stop()
    assert not w.process.is_alive()


def wait_for(cond, seconds=20.0, worker=None):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if worker is not None:
            worker.pump(0.02)
        else:
            time.sleep(0.02)
        if cond():
            return True
    return False


def lines(path):
    return path.read_text().split()


@pytest.mark.parametrize("game_id", ["picture-pie", "akropolis"])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_worker_answers_a_legal_action_of_each_level(worker, game_id, level):
    state = new_state(game_id, 2, 5)
    task = worker.submit(PlayerSpec(level, game_id, 7, 0), state, think=0.2)
    assert task.wait(60) and task.error is None
    assert state.why_illegal(task.result) is None
    assert worker.pid != os.getpid() and not worker.busy


def test_players_are_kept_per_seat_so_their_generators_continue(worker, log):
    state = new_state("picture-pie", 2, 3)
    spec = PlayerSpec("medium", "picture-pie", 11, 1, STAND_IN)
    for _ in range(3):
        assert worker.submit(spec, state).wait(60)
    other = worker.submit(PlayerSpec("medium", "picture-pie", 12, 0, STAND_IN), state)
    assert other.wait(60)
    quick = [ln.split() for ln in log.read_text().splitlines()]
    assert [(seed, calls) for _, pid, seed, calls in quick] == \
        [("11", "1"), ("11", "2"), ("11", "3"), ("12", "1")]
    assert {pid for _, pid, _, _ in quick} == {str(worker.pid)}   # one warm worker


def test_cancel_stops_the_search_and_drops_the_late_answer(worker, log):
    state = new_state("picture-pie", 2, 3)
    task = worker.submit(PlayerSpec("hard", "picture-pie", 1, 0, STAND_IN), state, think=1.5)
    assert wait_for(lambda: "start" in log.read_text(), worker=worker)
    assert worker.busy and not task.done
    task.cancel()
    assert wait_for(lambda: not worker.busy, worker=worker), "the search did not stop"
    assert "stopped" in log.read_text()
    assert not task.done and task.result is None      # the late answer was dropped
    # the worker serves the next request at once
    nxt = worker.submit(PlayerSpec("medium", "picture-pie", 1, 0, STAND_IN), state)
    assert nxt.wait(30) and nxt.result == state.legal_actions()[0]


def test_a_request_made_while_one_is_in_flight_waits_and_only_the_newest(worker, log):
    state = new_state("akropolis", 2, 3)
    slow = worker.submit(PlayerSpec("hard", "akropolis", 1, 0, STAND_IN), state)
    assert wait_for(lambda: "start" in log.read_text(), worker=worker)
    first = worker.submit(PlayerSpec("easy", "akropolis", 2, 1, STAND_IN), state)
    second = worker.submit(PlayerSpec("easy", "akropolis", 3, 1, STAND_IN), state)
    slow.cancel()
    assert second.wait(30) and second.result == state.legal_actions()[0]
    assert not first.done and "quick" in log.read_text() and " 2 1" not in log.read_text()


def test_failures_come_back_as_text_for_the_sessions_policy(worker):
    state = new_state("picture-pie", 2, 3)
    seen = []
    for level in ("raise", "pickle"):
        task = worker.submit(PlayerSpec(level, "picture-pie", 1, 0,
                                        "tests.ai.slow_player:make_broken"), state,
                             finish=lambda action, error: seen.append((action, error)) or "ok")
        assert task.wait(30) and task.result == "ok"
    assert seen[0] == (None, "the stand-in broke")
    assert seen[1][0] is None and "could not be sent back" in seen[1][1]
    bad = worker.submit(PlayerSpec("nonsense", "picture-pie", 1, 0), state)
    assert bad.wait(30) and "unknown AI level" in str(bad.error)


def test_a_worker_that_dies_midway_hands_the_decision_to_a_thread(worker, log):
    state = new_state("picture-pie", 2, 3)
    task = worker.submit(PlayerSpec("hard", "picture-pie", 1, 0, STAND_IN), state,
                         fallback=lambda st: ("fallback", st.current_seat))
    assert wait_for(lambda: "start" in log.read_text(), worker=worker)
    worker.process.kill()
    assert task.wait(30) and task.result == ("fallback", state.current_seat)
    assert worker.broken


def test_no_worker_here_means_the_thread_path_and_nothing_said(monkeypatch):
    def refuse():
        raise OSError("processes are not allowed here")
    monkeypatch.setattr(ai_worker, "AiWorker", refuse)
    monkeypatch.setattr(ai_worker, "_shared", None)
    monkeypatch.setattr(ai_worker, "_unavailable", False)
    assert ai_worker.shared_worker() is None

    class Guard:
        remote = PlayerSpec("medium", "picture-pie", 1, 0)

        def choose(self, state):
            return "from a thread"

    d = AiDriver(lambda seat: Guard(), delay=0, threaded=True)
    state = new_state("picture-pie", 2, 3)
    assert wait_for(lambda: d.poll(state, 0.016) == "from a thread")


def test_the_worker_exits_when_its_parent_dies(tmp_path):
    code = ("import os; from game.ai.worker import AiWorker; w = AiWorker(); "
            "print(w.process.pid, flush=True); "
            "import time; end = time.monotonic() + 30\n"
            "while not w.ready and time.monotonic() < end: w.pump(0.05)\n"
            "os._exit(0)")   # no atexit, no shutdown: the parent just vanishes
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60, cwd=str(ROOT))
    pid = int(out.stdout.split()[0])

    def gone():
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        with open(f"/proc/{pid}/stat") as f:        # a zombie waiting for init counts as gone
            return f.read().split()[2] == "Z"
    assert wait_for(gone, 20), "the worker outlived its parent"


def test_shutdown_leaves_no_worker_and_a_new_one_starts_on_demand(monkeypatch):
    monkeypatch.setattr(ai_worker, "_unavailable", False)
    ai_worker.shutdown()
    first = ai_worker.shared_worker()
    assert first is not None and ai_worker.shared_worker() is first
    ai_worker.shutdown()
    assert not first.process.is_alive() and ai_worker.current_worker() is None
    second = ai_worker.shared_worker()
    assert second is not first
    ai_worker.shutdown()
    assert not second.process.is_alive()
