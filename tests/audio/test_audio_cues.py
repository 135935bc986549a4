"""Cues fire for the right events: the one event -> cue table, played from the session's
observers on real tables driven by posted input (a recording fake audio)."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, press
from game.audio import EVENT_CUES, EFFECTS, cues_for
from game.core.akropolis import events as ak_events, pantheon_events
from game.core.picture_pie import events as pp_events
from game.core.picture_pie.duel import Controlled
from game.scenes.picture_pie.demo import table_mid_game

sys.path.insert(0, str(Path(__file__).parents[1] / "app"))
from ak_helpers import open_table, wait_person  # noqa: E402


class Recorder:
    """A fake audio: records every cue and ambient switch."""

    def __init__(self):
        self.played, self.ambient_on = [], None

    def play(self, cue):
        assert cue in EFFECTS, cue
        self.played.append(cue)
        return True

    def ambient(self, on):
        self.ambient_on = on

    def update(self, dt=0.0):
        pass


def test_every_event_type_of_both_games_is_in_the_one_table():
    types = set(pp_events.EVENTS) | set(ak_events.EVENTS) | set(pantheon_events.EVENTS)
    types.add(Controlled.TYPE)
    assert types <= set(EVENT_CUES), types - set(EVENT_CUES)
    assert {c for c in EVENT_CUES.values() if c} <= set(EFFECTS)


def test_a_big_move_plays_its_two_most_telling_cues_once_each():
    evs = [pp_events.Placed(0, 5, 2, 0), pp_events.Completed(0, 2, 9),
           pp_events.Linked(0, (2, 3), "road"), pp_events.Placed(0, 6, 3, 4)]
    assert cues_for(evs) == ["complete", "link"]
    assert cues_for([pp_events.RoundStarted(2)]) == []
    assert cues_for([ak_events.Bought(0, 1, 1, 7), ak_events.StonesGained(0, 2)]) == \
        ["stone", "draft"]


@pytest.fixture
def pp(tmp_path):
    app = make_app(tmp_path)
    app.audio = Recorder()
    t = table_mid_game(app, 3, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    return app, t


def test_wheel_turn_and_its_refusal_by_clicks(pp):
    app, t = pp
    click(app, t.button_rect("wheel_cw").center)
    assert app.audio.played == ["wheel"]
    click(app, t.button_rect("wheel_ccw").center)   # once per turn (PP-10): refused
    assert t.message_bad and app.audio.played == ["wheel", "refuse"]


def test_undo_clicks_and_a_person_draft_drafts(tmp_path):
    app = make_app(tmp_path)
    app.audio = Recorder()
    t = table_mid_game(app, 3, rounds=5, draft=False)
    app.push(t)
    frames(app, 2)
    st = t.state
    small = list(st.wheel.sectors[st.active_sector])   # a small piece, clicked twice
    click(app, t.wheel_tile_pos(small[0]))
    click(app, t.wheel_tile_pos(small[0]))
    assert len(st.turn_log) == 1 and app.audio.played == ["draft"]
    press(app, pygame.K_z)
    assert len(st.turn_log) == 0 and app.audio.played == ["draft", "click"]
    press(app, pygame.K_z)     # nothing left to take back: a refusal
    assert app.audio.played == ["draft", "click", "refuse"]


class Applies:
    """A session observer keeping every applied action (who acted, its events)."""

    def __init__(self):
        self.seen = []

    def on_applied(self, applied):
        self.seen.append((applied.by, applied.events))


def test_an_ai_turn_sounds_like_a_persons(tmp_path):
    app, table = open_table(tmp_path)
    wait_person(app, table)
    app.audio = Recorder()
    applies = table.session.subscribe(Applies())
    assert table.act(table.state.legal_actions()[0])
    wait_person(app, table)
    assert [by for by, _ in applies.seen] == ["person", "ai"]
    # each move's cues from the one table, a person's and the AI's alike: a purchase and a
    # placement (a new round's reveal or stones outrank the purchase)
    expected = [c for _, evs in applies.seen for c in cues_for(evs)]
    assert app.audio.played == expected and expected.count("place") == 2
