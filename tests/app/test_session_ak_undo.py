"""GameSession and AK-9b (no pygame): every Akropolis placement ends the turn (solo too, where
the person moves again), only a person's own turn is taken back, and the undo is autosaved."""

from game.app.session import GameSession, Refused, Seat
from game.games import new_state


class Saves(list):
    def __call__(self, state):
        self.append(state.copy())


class Turns:
    def __init__(self):
        self.ended = []

    def on_turn_ended(self, seat):
        self.ended.append(seat)


def test_solo_placement_ends_the_turn_and_undo_takes_it_back_and_saves():
    st = new_state("akropolis", 1, 4, solo="hippodamos")
    saves = Saves()
    s = GameSession(st, [Seat("You"), Seat("Hippodamos (Architect)", "architect")],
                    autosave=saves, threaded=False, ai_delay=0.0)
    obs = s.subscribe(Turns())
    start = st.copy()
    applied = s.apply(st.legal_actions()[0])
    assert applied.turn_ended and obs.ended == [0] and st.current_seat == 0
    assert s.undo_seat == 0 and s.can_undo()
    n = len(saves)
    assert s.undo() and st == start and len(saves) == n + 1 and saves[-1] == start
    assert not s.can_undo() and isinstance(s.undo(), Refused)


def test_an_ai_seats_turn_is_never_taken_back():
    st = new_state("akropolis", 2, 3)
    seats = [Seat("Ann"), Seat("Bot", "ai")]
    if st.current_seat == 0:
        seats = [Seat("Bot", "ai"), Seat("Ann")]
    s = GameSession(st, seats, threaded=False, ai_delay=0.0)
    for _ in range(5):
        if st.action_log:
            break
        s.update(0.0)
    assert st.action_log and st.can_undo()          # the core could, for the AI's turn
    assert not s.can_undo()
    refused = s.undo()
    assert isinstance(refused, Refused) and "Bot's turn cannot be taken back" in refused.reason
    assert len(st.action_log) == 1
