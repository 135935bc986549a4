"""GameSession (game.app.session) without pygame or frames: pacing, autosave after every action and undo,
the AI-failure policy, refusals, undo, game over, restart, seat names."""

import subprocess
import sys

import pytest

from game.app.session import Applied, GameSession, Refused, Seat, seats_from_config
from game.core.picture_pie.actions import EndTurn, Place
from game.games import new_state

PEOPLE = [Seat("You"), Seat("Player 2")]


class Recorder:
    """An observer that writes down every hook call."""

    def __init__(self):
        self.calls = []

    def before_apply(self, action, seat):
        self.calls.append(("before", action, seat))

    def on_applied(self, applied):
        self.calls.append(("applied", applied))

    def on_undone(self, applied):
        self.calls.append(("undone", applied))

    def on_turn_ended(self, seat):
        self.calls.append(("turn", seat))

    def on_game_over(self):
        self.calls.append(("over",))

    def on_notice(self, text):
        self.calls.append(("notice", text))

    def on_restarted(self):
        self.calls.append(("restarted",))

    def kinds(self, *names):
        return [c for c in self.calls if c[0] in names]


class Saves(list):
    """autosave callable: keeps a copy of each state saved."""

    def __call__(self, state):
        self.append(state.copy())


class FirstLegal:
    def choose(self, state):
        return state.legal_actions()[0]


class LastLegal:
    def choose(self, state):
        return state.legal_actions()[-1]


class Raising:
    def choose(self, state):
        raise RuntimeError("the oracle is silent")


class Illegal:
    def choose(self, state):
        return EndTurn() if state.stage == "setup" else Place(-1, 99, 0)


def session(state, seats, player=LastLegal, **kw):
    kw.setdefault("threaded", False)
    kw.setdefault("ai_delay", 0.0)
    s = GameSession(state, seats, make_ai=lambda seat, spec: player(), **kw)
    rec = s.subscribe(Recorder())
    return s, rec


def ai_to_move(state, name="Hypatia"):
    """Seats with an AI in the seat to move, people elsewhere."""
    return [Seat(name, "ai") if i == state.current_seat else Seat(f"P{i + 1}")
            for i in range(state.num_seats)]


def pp_to_build(sess):
    """Play both seats' setup picks and seat 0's draft (people, last legal action each)."""
    st = sess.state
    while st.stage != "build":
        assert sess.apply(st.legal_actions()[-1])
    return st


# ---------------------------------------------------------------------------- no pygame
def test_session_module_imports_no_pygame():
    code = ("import sys; import game.app.session; "
            "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]; "
            "print(bad); sys.exit(1 if bad else 0)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


# ---------------------------------------------------------------------------- seats
def test_seat_names_from_config():
    cfg = {"seats": [{"kind": "ai", "ai": "random", "name": "Hypatia"}, {"kind": "person"},
                     {"kind": "person"}]}
    seats = seats_from_config(cfg, 4)
    assert [s.name for s in seats] == ["Hypatia", "Player 2", "Player 3", "Player 4"]
    assert [s.kind for s in seats] == ["ai", "person", "person", "ai"]
    assert seats[0].ai == "random" and seats[3].ai == "greedy"
    s, _ = session(new_state("akropolis", 2, 1), seats[:2])
    assert s.names == ["Hypatia", "Player 2"]
    assert s.seat_name(7) == "Player 8"
    assert s.is_person(1) and not s.is_person(0) and s.is_ai(0) and not s.is_person(None)
    with pytest.raises(ValueError):
        Seat("x", "robot")


# ---------------------------------------------------------------------------- pacing
def test_ai_action_waits_for_ai_delay_seconds_of_update():
    settings = {"ai_delay": 0.5}
    s, rec = session(new_state("akropolis", 2, 3), [Seat("A", "ai"), Seat("B", "ai")],
                     ai_delay=None, settings=settings)
    assert s.ai_delay == 0.5
    first = s.state.current_seat
    assert s.update(0.25) is None          # starts thinking; this frame does not count
    assert s.thinking and not rec.kinds("applied")
    assert s.update(0.3) is None           # 0.3 s of 0.5
    assert s.update(0.15) is None          # 0.45 s
    applied = s.update(0.1)                # 0.55 s: acts
    assert isinstance(applied, Applied) and applied.by == "ai" and applied.seat == first
    assert rec.kinds("applied") == [("applied", applied)]
    # the setting is read live: 0 now, the next seat acts as soon as it has thought
    settings["ai_delay"] = 0.0
    assert s.update(0.0).seat == 1 - first


def test_pace_factor_per_action():
    s, _ = session(new_state("akropolis", 2, 3), [Seat("A", "ai"), Seat("B", "ai")],
                   ai_delay=0.5, pace=lambda action: 2.0)
    s.update(0.0)
    assert s.update(0.9) is None           # 0.9 s of 0.5 x 2
    assert s.update(0.2) is not None


def test_threaded_thinking_lands_on_a_later_update():
    st = new_state("akropolis", 2, 3)
    seat = st.current_seat
    s, _ = session(st, ai_to_move(st), threaded=True)
    first = s.update(0.0)
    if first is None:                      # still thinking in its thread
        assert s.driver.task.wait(10)
        first = s.update(0.0)
    assert first is not None and first.seat == seat and s.person_turn and not s.thinking


def test_person_seat_is_not_driven():
    s, rec = session(new_state("akropolis", 2, 3), PEOPLE)
    assert s.update(1.0) is None and not s.thinking and s.person_turn
    assert not rec.calls


# ---------------------------------------------------------------------------- autosave
def test_picture_pie_autosaves_after_every_action_mid_turn_included():
    saves = Saves()
    s, rec = session(new_state("picture-pie", 2, 5), PEOPLE, autosave=saves)
    assert len(saves) == 1                 # the game start
    st = s.state
    while st.stage != "build":             # setup picks: a save after each one
        seat, n = st.current_seat, len(saves)
        applied = s.apply(st.legal_actions()[-1])
        assert applied.turn_ended == (st.current_seat != seat or not st.turn_log)
        assert len(saves) == n + 1 and saves[-1] == st
    n = len(saves)
    place = next(a for a in st.legal_actions() if isinstance(a, Place))
    applied = s.apply(place)
    assert applied and not applied.turn_ended and len(saves) == n + 1  # mid-turn: saved
    assert saves[-1] == st
    n = len(saves)
    turns = len(rec.kinds("turn"))
    seat = st.current_seat
    applied = s.apply(EndTurn())
    assert applied.turn_ended and len(saves) == n + 1                  # End turn: saved
    assert saves[-1] == st and not saves[-1].turn_log
    assert rec.kinds("turn")[turns:] == [("turn", seat)]


def test_akropolis_autosaves_every_turn_and_not_at_game_over():
    saves = Saves()
    s, rec = session(new_state("akropolis", 2, 11), [Seat("A", "ai"), Seat("B", "ai")],
                     player=FirstLegal, autosave=saves)
    turns = 0
    while not s.state.is_terminal:
        applied = s.update(0.0)
        assert applied is not None and applied.turn_ended
        turns += 1
    assert len(saves) == 1 + turns - 1     # start + every turn but the last
    assert rec.kinds("over") == [("over",)]
    assert s.update(0.0) is None and rec.kinds("over") == [("over",)]
    assert not any(c[0] == "notice" for c in rec.calls)


def test_akropolis_solo_architect_turn_inside_the_state():
    saves = Saves()
    st = new_state("akropolis", 1, 4, solo="hippodamos")
    seats = [Seat("You"), Seat("Hippodamos (Architect)", "architect")]
    s, rec = session(st, seats, autosave=saves)
    applied = s.apply(st.legal_actions()[0])
    assert applied.turn_ended and st.current_seat == 0 and len(saves) == 2
    assert rec.kinds("turn") == [("turn", 0)]
    assert not s.is_person(1) and not s.is_ai(1)


def test_no_autosave_for_a_finished_game_or_without_a_callable():
    saves = Saves()
    st = new_state("akropolis", 2, 11)
    s, _ = session(st, [Seat("A", "ai"), Seat("B", "ai")], player=FirstLegal)
    while not st.is_terminal:
        s.update(0.0)
    GameSession(st, PEOPLE, autosave=saves)      # review of the final boards
    assert saves == []


# ---------------------------------------------------------------------------- AI failure
@pytest.mark.parametrize("player", [Raising, Illegal])
def test_ai_failure_is_reported_and_a_simple_player_moves(player):
    st = new_state("picture-pie", 2, 5)
    why = "the oracle is silent" if player is Raising else st.why_illegal(EndTurn())
    s, rec = session(st, [Seat("Hypatia", "ai"), Seat("Archimedes", "ai")], player=player)
    start = st.current_seat
    legal = st.legal_actions()
    applied = s.update(0.0)                      # no exception
    assert applied is not None and applied.by == "simple" and applied.action == legal[-1]
    notices = [c[1] for c in rec.kinds("notice")]
    name = s.seat_name(start)
    assert notices and notices[0].startswith(f"{name} could not move (")
    assert notices[0].endswith("); a simple player takes its turn.")
    assert f"({why})" in notices[0]
    # the simple player finishes the turn without asking the broken AI again
    while st.current_seat == start and st.turn_log:
        assert s.update(0.0).by == "simple"
    assert len(notices) == 1
    # next turn the AI is tried again: reported again, game still going
    s.update(0.0)
    assert len(rec.kinds("notice")) == 2 and not st.is_terminal


def test_ai_that_cannot_be_made_is_reported():
    def make(seat, spec):
        raise KeyError("unknown AI kind 'oracle'")
    st = new_state("akropolis", 2, 3)
    s = GameSession(st, ai_to_move(st), make_ai=make, threaded=False,
                    ai_delay=0.0)
    rec = s.subscribe(Recorder())
    assert s.update(0.0).by == "simple"
    assert "unknown AI kind" in rec.kinds("notice")[0][1] and s.person_turn


def test_dithering_ai_gets_a_simple_player_after_max_actions():
    class Dither:
        def choose(self, state):
            legal = state.legal_actions()
            for kind in ("Rotate", "Place"):
                some = [a for a in legal if type(a).__name__ == kind]
                if some:
                    return some[0]
            return legal[-1]
    st = new_state("picture-pie", 2, 5)
    s, rec = session(st, [Seat("A", "ai"), Seat("B", "ai")], player=Dither, max_ai_actions=6)
    for _ in range(200):
        s.update(0.0)
        if rec.kinds("notice"):
            break
    assert "more than 6 actions" in rec.kinds("notice")[0][1]


# ---------------------------------------------------------------------------- refusals, undo
def test_refusal_returns_the_core_reason_and_changes_nothing():
    saves = Saves()
    st = new_state("picture-pie", 2, 5)
    s, rec = session(st, PEOPLE, autosave=saves)
    before = st.to_dict()
    result = s.apply(EndTurn())
    assert isinstance(result, Refused) and not result
    assert result.reason == st.why_illegal(EndTurn()) and result.reason
    assert st.to_dict() == before and rec.calls == [] and len(saves) == 1
    garbage = s.apply("not an action")
    assert isinstance(garbage, Refused) and st.to_dict() == before and rec.calls == []
    ak = new_state("akropolis", 2, 3)
    s2, rec2 = session(ak, PEOPLE)
    result = s2.apply(type(ak.legal_actions()[0])(0, 0, 0, 0))
    assert isinstance(result, Refused) and result.reason == ak.why_illegal(result.action)
    assert rec2.calls == []


def test_undo_takes_back_a_mid_turn_action_and_saves_the_position_again():
    saves = Saves()
    s, rec = session(new_state("picture-pie", 2, 5), PEOPLE, autosave=saves)
    st = pp_to_build(s)
    before, n = st.to_dict(), len(saves)
    s.apply(next(a for a in st.legal_actions() if isinstance(a, Place)))
    undone = s.undo()
    assert undone and undone.by == "undo" and rec.kinds("undone") == [("undone", undone)]
    assert st.to_dict() == before and len(saves) == n + 2 and saves[-1] == st
    nothing = s.undo()
    while nothing:
        nothing = s.undo()
    assert isinstance(nothing, Refused) and nothing.reason
    assert isinstance(session(new_state("akropolis", 2, 3), PEOPLE)[0].undo(), Refused)


def test_person_action_cancels_ai_thinking_and_observers_see_before_and_after():
    st = new_state("akropolis", 2, 3)
    seat = st.current_seat
    s, rec = session(st, [Seat("A", "ai"), Seat("B", "ai")], ai_delay=5.0)
    s.update(0.0)
    assert s.thinking
    action = st.legal_actions()[0]
    applied = s.apply(action)
    assert not s.driver.task and applied.by == "person"
    assert rec.calls[0] == ("before", action, seat) and rec.calls[1] == ("applied", applied)
    assert applied.events == tuple(st.events) and applied.events


# ---------------------------------------------------------------------------- restart
def test_restart_plays_a_fresh_state():
    saves = Saves()
    s, rec = session(new_state("akropolis", 2, 3), [Seat("A", "ai"), Seat("B", "ai")],
                     ai_delay=5.0, autosave=saves)
    s.update(0.0)
    fresh = new_state("akropolis", 2, 4)
    s.restart(fresh)
    assert s.state is fresh and not s.thinking and rec.kinds("restarted") == [("restarted",)]
    assert len(saves) == 2 and saves[-1] == fresh
    s.cancel_ai()
    assert s.update(0.0) is None and s.thinking


def test_threaded_ai_failure_is_reported_on_the_frame_loop():
    st = new_state("akropolis", 2, 3)
    s, rec = session(st, ai_to_move(st), player=Raising, threaded=True)
    result = s.update(0.0)
    for _ in range(100):
        if result is not None:
            break
        s.driver.task.wait(10)
        result = s.update(0.0)
    assert result.by == "simple" and s.person_turn
    assert rec.kinds("notice")[0][1].startswith("Hypatia could not move (the oracle is silent)")


def test_one_person_is_you_two_are_player_n():
    one = seats_from_config({"seats": [{"kind": "ai", "ai": "easy"}, {"kind": "person"}]}, 2)
    assert [s.name for s in one] == ["Player 1", "You"]
    two = seats_from_config({"seats": [{"kind": "person"}, {"kind": "person"}]}, 2)
    assert [s.name for s in two] == ["Player 1", "Player 2"]
