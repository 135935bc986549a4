"""The Picture Pie table over the shared TableScene / GameSession: one game id, seat names from
the session, an AI that fails is reported and replaced, the ghost and texts from the core's API,
and player-facing texts without ruling ids or "(s)" placeholders."""

import re
import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import frames, make_app, press
from game.core.picture_pie.actions import DraftSmall
from game.core.picture_pie.state import PicturePieState
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.picture_pie.table import PicturePieTable
from game.scenes.table_base import TableScene

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import settle  # noqa: E402

RULING = re.compile(r"\((?:[^)]*\b(?:PP|AK)-\d+|Law \d+)[^)]*\)|\w\(s\)")


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def test_the_table_is_a_table_scene_of_the_cores_game(app):
    t = table_mid_game(app, 3, seats=SEATS2)
    assert isinstance(t, TableScene)
    assert t.game_id == PicturePieState.GAME_ID and t.AI_SEED_FACTOR == 31
    assert t.session.state is t.state


def test_unnamed_seats_are_named_by_the_session(app):
    t = PicturePieTable(app, {"game": PicturePieState.GAME_ID, "seed": 4,
                              "seats": [{"kind": "person"}, {"kind": "ai", "ai": "greedy"}]})
    assert t.names == ["You", "Player 2"]


class _Broken:
    def choose(self, state):
        raise RuntimeError("no idea")


class _BrokenAiTable(PicturePieTable):
    def make_ai(self, seat, spec):
        return _Broken()


def test_an_ai_that_fails_is_reported_and_a_simple_player_moves(app):
    seats = [{"name": "Livia", "kind": "ai", "ai": "greedy"},
             {"name": "Marcus", "kind": "ai", "ai": "greedy"}]
    t = _BrokenAiTable(app, {"game": PicturePieState.GAME_ID, "seed": 2, "seats": seats,
                             "options": {"ai_delay": 0}})
    app.push(t)
    frames(app, 60)
    assert t.state.action_log, "the game went on"
    texts = [text for text, _s in app.toasts]
    assert any(re.match(r"(Livia|Marcus) could not move \(no idea\); a simple player takes "
                        r"its turn\.", text) for text in texts), texts


def test_escape_with_nothing_chosen_opens_the_pause_menu(app):
    from game.scenes.pause import PauseScene
    t = table_mid_game(app, 3, seats=SEATS2, draft=False)
    app.push(t)
    frames(app, 2)
    assert not t.interaction.chosen and not t.interaction.selected_small
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_the_ghost_fits_where_the_core_places(app):
    t = table_mid_game(app, 3, seats=SEATS2)
    app.push(t)
    frames(app, 2)
    ui, st = t.interaction, t.state
    assert ui.chosen is not None
    where = set(st.placements(ui.chosen))
    for site in range(12):
        ui.ghost_start = None
        g = ui.ghost(site)
        assert g[1] == any(s == site for s, _slot in where)
        if g[1]:
            assert (site, g[0]) in where


def _full_yard(app, hand):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3, draft=False)
    st = t.state
    st.apply(next(a for a in st.legal_actions()
                  if isinstance(a, DraftSmall) and len(a.tile_ids) == hand))
    board = st.boards[0]
    room = st.yard_room(0)
    st.boards = (board.replace(yard=board.yard + st.bag[:room]),) + st.boards[1:]
    st.bag = st.bag[room:]
    t.interaction.auto_choose()
    t.interaction.chosen = None
    return t


@pytest.mark.parametrize("hand, words", [(1, "1 drafted tile to the box (-100)"),
                                         (2, "2 drafted tiles to the box (-200)")])
def test_discard_hint_counts_tiles_in_plain_words(app, hand, words):
    t = _full_yard(app, hand)
    assert t.state.end_turn_discards() == hand
    hint = t.interaction.hint()
    assert words in hint and not RULING.search(hint), hint


def test_texts_of_a_whole_game_show_no_ruling_ids(app):
    """A person (moves of the greedy AI, sent through the table) against an AI seat: every
    status line, note and the results' texts are free of ruling ids and placeholders."""
    from game.ai import make_player
    app.settings["animations"] = False
    t = PicturePieTable(app, {"game": PicturePieState.GAME_ID, "seed": 5, "seats": SEATS2,
                              "options": {"ai_delay": 0}})
    app.push(t)
    brain = make_player("greedy", PicturePieState.GAME_ID, 5)
    seen = set()
    for _ in range(5000):
        if t.results_scene is not None:
            break
        seen.add(t.interaction.status_text())
        seen.add(t.message)
        if t.person_turn:
            assert t.act(brain.choose(t.state.copy()))
        frames(app, 1)
    results = t.results_scene
    assert results is not None
    seen.add(results.verdict)
    seen.update(label for _k, label in results.categories)
    bad = [s for s in seen if RULING.search(s)]
    assert not bad, bad


def test_setup_texts_count_in_plain_words(tmp_path):
    from game.scenes.picture_pie.demo import DEMO_SCENES
    app = make_app(tmp_path)
    t = DEMO_SCENES["pp-setup"](app, 1)
    app.push(t)
    frames(app, 2)
    hint = t.interaction.hint()
    assert "pick 1 Quarter and 2 Eighths for your Masonry Yard." in hint
    assert not RULING.search(hint)


class _Led:
    def __init__(self, total):
        self.total = total


class _Finished:
    """Just what the verdict reads of a finished state."""

    def __init__(self, totals, winners, used, completed):
        self.num_seats, self._t, self._w = len(totals), totals, winners
        self._used, self._done = used, completed

    def winners(self):
        return list(self._w)

    def ledger(self, seat):
        return _Led(self._t[seat])

    def tiebreak_used(self):
        return self._used

    def summary(self):
        return {"completed": list(self._done)}


@pytest.mark.parametrize("state, want", [
    (_Finished([900, 700], [0], "points", [3, 2]),
     "Grand Architect of Aurelia: Ann, with 900 points."),
    (_Finished([900, 900], [1], "completed", [2, 4]),
     "Bo wins: tied on 900 points, more completed monuments (4) breaks the tie."),
    (_Finished([900, 900], [0], "yard", [2, 2]),
     "Ann wins: tied on points and monuments, fewer tiles left in the Masonry Yard breaks the "
     "tie."),
    (_Finished([900, 900], [0, 1], "shared", [2, 2]),
     "Shared victory: Ann and Bo tie on points, completed monuments and yard tiles."),
    (_Finished([1200], [0], "points", [5]), "Ann finished with 1200 points."),
])
def test_verdict_follows_the_cores_tiebreak(state, want):
    from game.scenes.picture_pie.results import verdict
    assert verdict(state, ["Ann", "Bo"]) == want
