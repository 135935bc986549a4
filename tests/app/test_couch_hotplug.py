"""Couch play (issue 16): controllers plugged in and pulled out at any moment, the lost-controller
prompt, re-connected pads getting their seats back, the pause menu for other seats, hot-seat,
and keyboard players never slowed down by the claim step.  Only posted pygame events."""

import random
import sys
import threading
from pathlib import Path

import pygame

from game.app.testing import FIXED_DT, click, frames, make_app, press
from game.core.picture_pie.actions import EndTurn
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.device_lost import DeviceLostScene, lost_line
from game.scenes.new_game import NewGameScene
from game.scenes.picture_pie.table import PicturePieTable
from game.scenes.title import TitleScene

sys.path.insert(0, str(Path(__file__).parent))
from couch_helpers import (A, B, END, NEXT, START, attach, detach, look,  # noqa: E402
                           tap, two_pads, wait_turn)

PEOPLE = [{"name": "Ada", "kind": "person"}, {"name": "Ben", "kind": "person"}]




PADS = {0: 4, 1: 9}
GUIDS = {0: "guid-one", 1: "guid-two"}


def test_remove_pad_one_and_plug_it_back_seat_two_keeps_pad_two(tmp_path):
    app, table = two_pads(tmp_path)
    st = table.state
    me = st.current_seat                            # seed 3: Ben (seat 1) begins
    you = 1 - me
    mine, yours = PADS[me], PADS[you]
    before = st.to_dict()
    detach(app, mine, steps=2)                      # the pad of the seat to act goes away
    prompt = app.top
    assert isinstance(prompt, DeviceLostScene) and prompt.seat == me
    name = table.seat_name(me)
    assert lost_line(name) == f"{name}\u2019s controller was disconnected"
    tap(app, yours, A)                              # the other seat's pad: asks before sharing
    assert app.top is prompt and prompt.offered == f"pad{yours}"
    frames(app, 30)
    assert app.top is prompt and st.to_dict() == before   # the game waits
    attach(app, 12, GUIDS[me], "Xbox Wireless Controller", steps=2)   # re-plugged: a new id
    assert app.top is table                         # the prompt closed by itself
    assert app.devices.claims() == {me: ["pad12"], you: [f"pad{yours}"]}
    tap(app, yours, NEXT)
    assert table.selected is None                   # the other pad still plays its own seat
    tap(app, 12, NEXT)
    assert table.selected is not None               # the pad that came back plays its seat
    for _ in range(3):
        if st.current_seat == me:
            look(app)
            tap(app, 12, A)
    assert st.current_seat == you
    wait_turn(app, table)
    tap(app, 12, NEXT)
    assert table.selected is None
    tap(app, yours, NEXT)
    assert table.selected is not None               # and the other pad drives the other seat


def test_the_prompt_takes_another_pad_the_keyboard_or_shares_on_a_second_press(tmp_path):
    app, table = two_pads(tmp_path)
    me = table.state.current_seat
    yours = PADS[1 - me]
    detach(app, PADS[me], steps=2)
    tap(app, yours, A)
    tap(app, yours, A)                              # pressed again: shared by both seats
    assert app.top is table and app.devices.devices_of(me) == [f"pad{yours}"]
    assert app.devices.devices_of(1 - me) == [f"pad{yours}"]
    attach(app, 5, "guid-three", "USB Gamepad")
    tap(app, 5, NEXT)
    assert table.selected is None                   # a new pad nobody took does nothing
    app.devices.release(me)
    app.devices.claim(me, "pad5")
    detach(app, 5, steps=2)
    assert isinstance(app.top, DeviceLostScene)
    press(app, pygame.K_RETURN)                     # Enter: the keyboard plays the seat
    assert app.top is table and app.devices.devices_of(me) == ["kbm"]
    press(app, pygame.K_TAB)
    assert table.selected is not None


def test_another_seats_pad_opens_the_pause_menu_and_only_that(tmp_path):
    app, table = two_pads(tmp_path)
    yours = PADS[1 - table.state.current_seat]
    tap(app, yours, NEXT)
    tap(app, yours, B)
    assert app.top is table and table.selected is None
    assert app.last_device == "keyboard"            # the hints stay with the seat to act
    tap(app, yours, START)
    assert app.top.name == "pause"
    assert app.last_device == "keyboard"
    tap(app, yours, B)                              # in a menu any device acts
    assert app.top is table and app.last_device == "controller"


class SlowPlayer:
    """An AI that thinks until told to move (``go`` set): its decision is the End turn."""

    def __init__(self, go: threading.Event) -> None:
        self.go = go

    def choose(self, state):
        self.go.wait(10)
        return next(a for a in state.legal_actions() if isinstance(a, EndTurn)) \
            if any(isinstance(a, EndTurn) for a in state.legal_actions()) \
            else state.legal_actions()[0]


def test_hot_plug_at_random_moments_never_raises_nor_changes_the_game(tmp_path):
    """Adds and removals (known pads, new pads, instance ids nobody ever saw) posted mid-turn,
    during animations, while the AI thinks, under the pause menu and the lost-controller
    prompt: each frame's events change nothing of the game (the state, the session's count
    of moves), whatever comes after them in the frame."""
    go = threading.Event()

    class Table(PicturePieTable):
        def make_ai(self, seat, spec):
            return SlowPlayer(go)

    seats = [{"name": "Ada", "kind": "person"}, {"name": "Livia", "kind": "ai"}]
    app, table = two_pads(tmp_path, Table, "picture-pie", seats, ai_delay=0.05)
    app.devices.release(1)
    rng = random.Random(16)
    st, session = table.state, table.session
    known = {4: "guid-one", 9: "guid-two"}
    moments = set()
    try:
        for step in range(160):
            roll = rng.random()
            if roll < 0.3:
                iid = rng.choice([4, 9, 21, 22, 23])
                known[iid] = known.get(iid) or rng.choice(["guid-one", "guid-new"])
                attach(app, iid, known[iid], steps=0)
            elif roll < 0.55:
                detach(app, rng.choice([4, 9, 21, 22, 23, 777, -1]), steps=0)
            else:
                # play on: the seat's pad (whichever it holds now), the AI when it is its turn
                pad = [int(d[3:]) for d in app.devices.devices_of(0) if d.startswith("pad")]
                if pad:
                    tap(app, pad[0], rng.choice([A, A, END, START, B]), steps=0)
                if rng.random() < 0.2:
                    go.set()
                else:
                    go.clear()
            moments.add(moment(app, table))
            mark = (st.to_dict(), session.version)
            app.process_events(FIXED_DT)            # the hot-plug events of this frame
            if roll < 0.55:
                assert (st.to_dict(), session.version) == mark
            app.update(FIXED_DT)                    # the rest of the frame
            app._present()
            if isinstance(app.top, DeviceLostScene) and rng.random() < 0.3:
                press(app, pygame.K_RETURN)         # the keyboard takes over now and then
    finally:
        go.set()
    assert {"menu", "thinking", "person"} <= moments, moments
    assert session.version > 0 and table in app.stack and table.state is st


def moment(app, table) -> str:
    """Where the game is: "menu" (a scene over the table), "thinking", "moving" or "person"."""
    if app.top is not table:
        return "menu"
    if table.session.thinking:
        return "thinking"
    if table.animating():
        return "moving"
    return "person" if table.person_turn else "other"


# ---------------------------------------------------------------------- the claim step
def new_game(tmp_path, pads=()):
    app = make_app(tmp_path, size=(640, 400))
    app.push(TitleScene(app))
    for iid, family in pads:
        attach(app, iid, f"guid-{family}", family)
    ng = app.push(NewGameScene(app, "akropolis", seed=4))
    ng.set_kind(1, "person")
    frames(app, 1)
    return app, ng


def start_rect(scene):
    return next(w.rect for w in scene.focus.widgets if w.key == "start")


def test_keyboard_players_without_pads_start_at_once_in_hot_seat(tmp_path):
    app, ng = new_game(tmp_path)
    click(app, start_rect(ng).center)
    table = app.find(AkropolisTable)
    assert app.top is table and not app.devices.claimed()
    assert any("Hot-seat" in t[0] for t in app.toasts)


def test_enter_on_the_claim_step_without_claims_is_hot_seat_and_any_pad_plays(tmp_path):
    app, ng = new_game(tmp_path, [(4, "Xbox Wireless Controller")])
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    assert app.top.name == "new-game-devices"
    step = app.top
    assert [w.key for w in step.focus.widgets] == ["claim-0", "claim-1", "hot-seat", "back",
                                                   "start"]
    assert step.focus.focused.key == "start"
    press(app, pygame.K_RETURN)                     # Start is focused: one more Enter
    table = app.find(AkropolisTable)
    assert app.top is table and not app.devices.claimed()
    wait_turn(app, table)
    tap(app, 4, NEXT)
    assert table.selected is not None               # nobody claimed: any device plays


def test_claims_ai_seats_none_and_the_hot_seat_toggle(tmp_path):
    app, ng = new_game(tmp_path, [(4, "Xbox Wireless Controller"),
                                  (9, "Nintendo Switch Pro Controller")])
    ng.set_players(3)
    ng.set_kind(2, "person")
    ng.set_kind(1, "ai:easy")
    ng.focus.focus_key("start")
    tap(app, 9, START)
    step = app.top
    assert step.name == "new-game-devices"
    assert [w.key for w in step.focus.widgets][:2] == ["claim-0", "claim-2"]   # people only
    tap(app, 9, A)                                  # pad 9 takes the first free seat
    assert app.devices.claims() == {0: ["pad9"]}
    step.focus.focus_key("claim-2")
    press(app, pygame.K_RETURN)                     # Enter on a row: the keyboard plays it
    assert app.devices.claims() == {0: ["pad9"], 2: ["kbm"]}
    press(app, pygame.K_RETURN)                     # again: let go
    assert app.devices.claims() == {0: ["pad9"]}
    step.focus.focus_key("hot-seat")
    press(app, pygame.K_RETURN)
    assert app.devices.hot_seat
    tap(app, 4, START)
    table = app.find(AkropolisTable)
    assert app.top is table and app.devices.hot_seat
    wait_turn(app, table)
    tap(app, 4, NEXT)
    assert table.selected is not None               # hot-seat: any device drives the seat


def test_a_new_table_drops_the_claims_of_seats_that_are_no_persons_now(tmp_path):
    seats = [{"name": "Ada", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "easy"}]
    app, table = two_pads(tmp_path, PicturePieTable, "picture-pie", seats)
    assert app.devices.claims() == {0: ["pad4"]}      # Livia (AI) holds no device
    before = table.state.to_dict()
    tap(app, 9, A)                                    # a pad nobody holds: Ada's turn is hers
    assert table.state.to_dict() == before
    look(app)
    tap(app, 4, A)
    assert table.state.to_dict() != before
