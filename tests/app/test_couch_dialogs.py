"""Couch play: a dialog a table pushes for the seat to act (the Pantheon gift dialog) takes
input only from that seat's devices; another seat's press is refused with a short message,
and any device still pauses.  Only posted pygame events."""

import sys
from pathlib import Path

import pygame

from game.app.testing import frames, make_app
from game.input.hints import DeviceName, hint
from game.scenes.akropolis.pantheon_gift import GiftDialog
from game.scenes.akropolis.pantheon_table import PantheonTable
from game.scenes.handover import HandoverScene
from game.scenes.new_game_devices import NewGameDevicesScene

sys.path.insert(0, str(Path(__file__).parent))
from couch_helpers import A, DOWN, NEXT, START, attach, detach, look, tap, two_pads  # noqa: E402

BACK = pygame.CONTROLLER_BUTTON_BACK

SEATS = [{"name": "Ada", "kind": "person"}, {"name": "Ben", "kind": "person"},
         {"name": "Aspasia", "kind": "ai", "ai": "easy"}]


def test_only_the_seat_to_acts_pad_gives_stones_in_the_gift_dialog(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))
    attach(app, 4, "guid-one", "Xbox Wireless Controller")
    attach(app, 9, "guid-two", "Xbox Wireless Controller")
    app.devices.claim(0, "pad9")                    # seat 1 holds pad 9, seat 2 pad 4
    app.devices.claim(1, "pad4")
    table = PantheonTable(app, {"game": "akropolis", "seed": 3, "seats": SEATS, "ai_delay": 0,
                                "options": {"scenario": "corinth"}})
    app.push(table)
    for _ in range(2000):
        if table.person_turn and app.top is table and table.hand_shown_seat() is not None:
            break
        if app.top.name == "handover":             # the seat's own pad takes the screen
            frames(app, 1, dt=0.5)
            tap(app, {0: 9, 1: 4}[table.state.current_seat], A)
        frames(app, 1, dt=0.05)
    st = table.state
    me = st.current_seat
    mine, other = {0: 9, 1: 4}[me], {0: 4, 1: 9}[me]
    have = st.stones[me]
    assert have >= 2
    table.open_gift()
    dialog = app.top
    assert isinstance(dialog, GiftDialog)
    tap(app, other, DOWN)                           # the other seat's pad: Down, A
    tap(app, other, A)
    assert app.top is dialog and table.state.stones[me] == have
    assert any("turn" in t[0] for t in app.toasts), app.toasts
    tap(app, mine, DOWN)                            # the seat's own pad gives
    tap(app, mine, A)
    assert app.top is table and table.state.stones[me] == have - 2
    assert table.log_lines()[-1].text.endswith("gave 1 stone to " + table.seat_name(1 - me))


def test_akropolis_undo_is_the_moved_seats_and_hints_name_the_seats_own_pad(tmp_path):
    app, table = two_pads(tmp_path, size=(1280, 720), seats=SEATS[:2],
                          names=("Xbox Wireless Controller", "DualSense Wireless Controller"))
    st = table.state
    me, you = st.current_seat, 1 - st.current_seat
    pads = {0: 4, 1: 9}
    tap(app, pads[you], NEXT)                       # the other pad: refused, said
    assert table.selected is None and "turn" in table.message
    family = {4: "xbox", 9: "playstation"}
    pad = {s: DeviceName("controller", family[pads[s]]) for s in (0, 1)}
    cycle = hint(pad[me], "cycle") + " choose a tile"
    assert cycle in table.turn_hint()       # the seat to act's pad, not the last used
    tap(app, pads[me], NEXT)
    for _ in range(3):
        if st.current_seat == me:
            look(app)
            tap(app, pads[me], A)
    assert st.current_seat == you and table.session.undo_seat == me
    line = table._status_text()[0]
    assert f"{hint(pad[me], 'undo')} undo" in line, line   # the pad of the seat that moved
    before = st.to_dict()
    tap(app, pads[you], BACK)                       # not the seat that moved: refused
    assert table.state.to_dict() == before and "takes back" in table.message
    tap(app, pads[me], BACK)                        # the seat that moved takes its turn back
    assert table.state.current_seat == me
    tap(app, pads[you], START)                      # in the pause menu any pad acts: the
    tap(app, pads[you], pygame.CONTROLLER_BUTTON_B)  # last pad used is not the next seat's
    assert app.top is table and app.last_device_id == f"pad{pads[you]}"
    app.push(HandoverScene(app, table.seat_name(me), lambda: None))
    frames(app, 1)
    line = app.top.hint_text()
    assert line.startswith(f"Press {hint(pad[me], 'confirm')} when") and "menu" not in line


def test_the_disconnected_toast_names_the_pad(tmp_path):
    app = make_app(tmp_path, size=(640, 400))
    attach(app, 5, "guid-five", "Xbox Series X Controller")
    detach(app, 5)
    assert any(t[0] == "Xbox Series X Controller disconnected" for t in app.toasts), app.toasts


def test_a_seat_taken_over_in_a_disconnect_gives_the_pad_back_at_the_next_claim_step(tmp_path):
    app, table = two_pads(tmp_path)
    me = table.state.current_seat
    pads = {0: 4, 1: 9}
    detach(app, pads[me], steps=2)
    tap(app, pads[1 - me], A)
    tap(app, pads[1 - me], A)                       # shared for the rest of this game
    assert app.devices.devices_of(me) == [f"pad{pads[1 - me]}"]
    app.push(NewGameDevicesScene(app, [(0, "Ada"), (1, "Ben")], lambda: None))
    frames(app, 1)
    assert app.devices.claims() == {1 - me: [f"pad{pads[1 - me]}"]}
