"""BackgroundTask and the AI turn driver."""

import threading

import pytest

from game.app.ai_driver import AiDriver
from game.tasks import BackgroundTask


def test_background_task_result_and_error():
    t = BackgroundTask(lambda a, b: a + b, 2, 3)
    assert t.wait(5) and t.done and t.result == 5 and t.error is None
    e = BackgroundTask(lambda: 1 // 0)
    assert e.wait(5) and isinstance(e.error, ZeroDivisionError) and e.result is None


def test_background_task_runs_off_the_calling_thread():
    gate = threading.Event()
    t = BackgroundTask(gate.wait, 5)
    assert not t.done          # the caller was not blocked
    gate.set()
    assert t.wait(5) and t.result is True


class FakeState:
    def __init__(self, seat=1):
        self.current_seat = seat
        self.copied = 0

    def copy(self):
        self.copied += 1
        return self


class Picker:
    def __init__(self, seat):
        self.seat = seat
        self.calls = 0

    def choose(self, state):
        self.calls += 1
        return ("move", self.seat, self.calls)


def test_ai_driver_returns_the_players_choice_on_a_copy():
    made = []
    d = AiDriver(lambda s: made.append(s) or Picker(s), delay=0, threaded=False)
    st = FakeState(seat=2)
    assert d.poll(st, 0.0) == ("move", 2, 1)
    assert d.poll(st, 0.0) == ("move", 2, 2)
    assert made == [2] and st.copied == 2      # one player per seat, kept


def test_ai_driver_waits_for_the_minimum_delay():
    d = AiDriver(Picker, delay=0.5, threaded=False)
    st = FakeState()
    assert d.poll(st, 0.0) is None
    assert d.thinking
    assert d.poll(st, 0.3) is None
    assert d.poll(st, 0.3) == ("move", 1, 1)
    assert not d.thinking


def test_ai_driver_delay_from_settings_and_cancel():
    d = AiDriver(Picker, delay=None, threaded=False, settings={"ai_delay": 0.2})
    assert d.delay == pytest.approx(0.2)
    st = FakeState()
    assert d.poll(st, 0.0) is None
    d.cancel()
    assert not d.thinking
    assert d.poll(st, 0.0) is None and d.poll(st, 0.25) == ("move", 1, 2)


def test_ai_driver_reports_player_errors():
    class Broken:
        def choose(self, state):
            raise RuntimeError("no legal action")
    d = AiDriver(lambda s: Broken(), delay=0, threaded=False)
    assert d.poll(FakeState(), 0.0) is None
    assert isinstance(d.error, RuntimeError)
    d.cancel()
    assert d.error is None


def test_ai_driver_threaded_eventually_answers():
    d = AiDriver(Picker, delay=0, threaded=True)
    st = FakeState()
    result = None
    for _ in range(500):
        result = d.poll(st, 0.016)
        if result is not None:
            break
        d.task.wait(0.01)
    assert result == ("move", 1, 1)


@pytest.mark.parametrize("game_id", ["picture-pie", "akropolis"])
def test_ai_driver_with_a_real_core_returns_a_legal_action(game_id):
    from game.ai import make_player
    from game.games import new_state
    state = new_state(game_id, 2, 7)
    d = AiDriver(lambda seat: make_player("random", game_id, 100 + seat), delay=0, threaded=False)
    action = d.poll(state, 0.0)
    assert action in state.legal_actions()
    state.apply(action)                          # the driver worked on a copy
