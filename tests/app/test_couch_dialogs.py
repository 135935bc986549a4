"""Couch play: a dialog a table pushes for the seat to act (the Pantheon gift dialog) takes
input only from that seat's devices; another seat's press is refused with a short message,
and any device still pauses.  Only posted pygame events."""

import sys
from pathlib import Path

from game.app.testing import frames, make_app
from game.scenes.akropolis.pantheon_gift import GiftDialog
from game.scenes.akropolis.pantheon_table import PantheonTable

sys.path.insert(0, str(Path(__file__).parent))
from couch_helpers import A, DOWN, attach, tap  # noqa: E402

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
