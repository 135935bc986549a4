"""TableScene (game.scenes.table_base) with a tiny table over a real Picture Pie 2-seat game,
driven by real input events: pause, restart, results -> review -> results, status staleness,
live settings, refusals, seat names, AI seats through the session."""

import pygame
import pytest

from game.app.testing import click, frames, make_app, press
from game.core.picture_pie.actions import EndTurn
from game.core.picture_pie.events import RoundStarted
from game.games import new_state
from game.input.actions import Act
from tests.registry_helpers import patch_table
from game.scenes.pause import ConfirmScene, PauseScene
from game.scenes.results import ResultsScene
from game.scenes.table_base import TableScene, ai_delay_override
from game.storage import saves

CONFIG = {"game": "picture-pie", "seed": 5,
          "seats": [{"kind": "person"}, {"name": "Aspasia", "kind": "person"}]}


class FakeTable(TableScene):
    """Enter plays the last legal action, T ends the turn; results are the shell's ledger."""

    name = "fake-table"
    game_id = "picture-pie"

    def __init__(self, app, config, state=None):
        self.applied, self.turns, self.reviewed, self.steps = [], [], 0, []
        super().__init__(app, config, state)

    def on_applied(self, applied):
        self.applied.append(applied)
        if any(isinstance(e, RoundStarted) for e in applied.events):
            self.say("A new round.")

    def on_turn_ended(self, seat):
        self.turns.append(seat)

    def handle_table(self, ev):
        if ev.act == Act.CONFIRM and self.session.person_turn:
            self.act(self.state.legal_actions()[-1])
            return True
        if ev.act == Act.END_TURN:
            self.act(EndTurn())
            return True
        return False

    def make_results(self):
        st = self.state
        return ResultsScene(self.app, "Fake", self.names,
                            [{"total": st.ledger(s).total} for s in range(st.num_seats)],
                            [("total", "Total")],
                            st.winners(), on_play_again=self.play_again, table=self)

    def enter_review(self):
        self.reviewed += 1

    def review_step(self, d):
        self.steps.append(d)

    def draw_table(self, surface):
        surface.fill((10, 20, 30))


@pytest.fixture
def app(tmp_path, monkeypatch):
    patch_table(monkeypatch, "picture-pie", f"{__name__}:FakeTable")
    a = make_app(tmp_path)
    yield a
    saves.flush()
    pygame.event.clear()


def start(app, config=CONFIG, state=None):
    table = FakeTable(app, config, state)
    app.reset_to(table)
    frames(app)
    return table


def one_move_before_the_end(seed=5):
    st = new_state("picture-pie", 2, seed)
    while True:
        trial = st.copy()
        action = trial.legal_actions()[-1]
        trial.apply(action)
        if trial.is_terminal:
            return st
        st.apply(action)


def button(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def test_seat_names_come_from_the_session(app):
    table = start(app)
    assert table.names == ["Player 1", "Aspasia"] and table.seat_name(1) == "Aspasia"
    assert table.is_person(0) and table.kinds == ["person", "person"]


def test_pause_opens_and_resumes(app):
    table = start(app)
    press(app, pygame.K_p)
    assert isinstance(app.top, PauseScene) and table.covered
    press(app, pygame.K_ESCAPE)
    assert app.top is table and not table.covered
    press(app, pygame.K_ESCAPE)             # BACK the table does not use: pause too
    assert isinstance(app.top, PauseScene)


def test_restart_from_pause_gives_a_fresh_state(app):
    table = start(app)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert table.applied and table.state != new_state("picture-pie", 2, 5)
    press(app, pygame.K_p)
    click(app, button(app.top, "restart").rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, button(app.top, "yes").rect.center)
    fresh = app.top
    assert isinstance(fresh, FakeTable) and fresh is not table
    assert fresh.state == new_state("picture-pie", 2, 5) and fresh.config["seed"] == 5


def test_results_then_review_then_back(app):
    table = start(app, state=one_move_before_the_end())
    saves.flush()
    assert saves.autosave_path("picture-pie", app.saves_dir).exists()
    press(app, pygame.K_RETURN)             # the last move
    frames(app)
    results = app.top
    assert isinstance(results, ResultsScene) and table.results_scene is results
    saves.flush()
    assert not saves.autosave_path("picture-pie", app.saves_dir).exists()
    assert [w.key for w in results.focus.widgets] == ["play-again", "boards", "title"]
    click(app, button(results, "boards").rect.center)
    assert app.top is table and table.review_mode and table.reviewed == 1
    press(app, pygame.K_TAB)
    assert table.steps == [1]
    press(app, pygame.K_RETURN)             # CONFIRM in the review: back to the results
    assert app.top is results
    frames(app, 40)                         # past the results' confirm guard
    click(app, button(results, "play-again").rect.center)
    again = app.top
    assert isinstance(again, FakeTable) and again.config["seed"] == 6 and not again.review_mode


def test_status_message_goes_stale_when_the_interaction_changes(app):
    table = start(app)
    table.say("Hello")
    frames(app, 3)
    assert table.status_message() == ("Hello", False)
    press(app, pygame.K_RETURN)             # a pick: the position changed
    assert table.status_message() is None
    press(app, pygame.K_t)                  # End turn during setup: refused, said in red
    reason = table.state.why_illegal(EndTurn())
    text, bad = table.status_message()
    assert bad and text.lower() == reason.lower()
    frames(app, 3)
    assert table.status_message() == (text, True)
    frames(app, int(table.MESSAGE_SECONDS * 60) + 5)
    assert table.status_message() is None   # too old


def test_message_said_while_applying_stands_for_the_new_position(app):
    st = new_state("picture-pie", 2, 5)
    table = start(app, state=st)
    table.interaction_key = lambda: (st.current_seat, len(st.turn_log), len(table.applied))
    table.on_applied = lambda applied: (table.applied.append(applied), table.say("Placed."))
    assert table.act(st.legal_actions()[-1])
    assert table.status_message() == ("Placed.", False)


def test_settings_are_read_live(app):
    table = start(app)
    assert table.animations and table.show_hints and table.ai_delay == 0.0
    app.settings["animations"] = False
    app.settings["show_hints"] = False
    app.settings["ai_delay"] = 1.5
    assert not table.animations and not table.show_hints and table.ai_delay == 1.5
    assert table.device in ("keyboard", "mouse", "controller")
    click(app, (5, 5))
    assert table.device == "mouse"
    cfg = dict(CONFIG, options={"ai_delay": 0.25})
    assert ai_delay_override(cfg) == 0.25 and ai_delay_override({"ai_delay": "x"}) is None
    assert FakeTable(app, cfg).ai_delay == 0.25


def test_ai_seats_move_through_the_session_and_autosave_at_turn_ends(app):
    cfg = {"game": "picture-pie", "seed": 5,
           "seats": [{"kind": "ai", "ai": "random"}, {"kind": "ai", "ai": "greedy"}]}
    table = start(app, cfg)
    frames(app, 30)
    assert table.applied and all(a.by in ("ai", "simple") for a in table.applied)
    assert table.turns and len(table.turns) == sum(a.turn_ended for a in table.applied)
