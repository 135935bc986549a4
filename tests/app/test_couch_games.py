"""Couch play (issue 16): whole games from the Title to the Results with only posted controller
events (CONTROLLERDEVICEADDED, CONTROLLERBUTTONDOWN/UP, CONTROLLERAXISMOTION), two pads driving two person seats, each only its own (a press on the other seat's pad
during a turn changes nothing, nor does it pass a hand-over screen)."""

import random
import sys
from pathlib import Path

from game.app.testing import frames, make_app
from game.scenes.akropolis.table import AkropolisTable
from game.scenes.picture_pie.table import PicturePieTable
from game.scenes.title import TitleScene

sys.path.insert(0, str(Path(__file__).parent))
from couch_helpers import (A, END, NEXT, RB, UP, attach, play_by_pads,  # noqa: E402
                           set_up_two_people, stick_down, stick_right, tap, wait_results)


def couch(tmp_path, seed: int):
    """An App on the Title (640x400: small frames, quick) with two pads plugged in (an Xbox
    and a PlayStation pad, instance ids 4 and 9: ids, never indices)."""
    random.seed(seed)   # New Game picks its seed with random
    app = make_app(tmp_path, size=(640, 400))
    app.push(TitleScene(app))
    frames(app, 2)
    attach(app, 4, "guid-xbox", "Xbox Wireless Controller")
    attach(app, 9, "guid-ps", "DualSense Wireless Controller")
    return app


def test_picture_pie_title_to_results_with_two_pads(tmp_path):
    app = couch(tmp_path, 3)
    set_up_two_people(app, (4, 9), downs=0)
    table = app.find(PicturePieTable)
    assert table is not None and app.devices.claims() == {0: ["pad4"], 1: ["pad9"]}
    it = table.interaction
    # A takes the focused pick / tile / site, Y ends the turn (twice: its confirm); the left
    # stick moves the focus on, RB turns
    tries = [(tap, A), (tap, END), (tap, A), (tap, END), (stick_right, None), (tap, A),
             (tap, RB), (tap, A)]
    done = play_by_pads(app, table, {0: 4, 1: 9}, tries,
                        lambda: (it.zone, dict(it.focus), it.chosen, list(it.selected_small)))
    assert done[0] > 10 and done[1] > 10
    results = wait_results(app)
    assert results.name == "results" and results.winners == table.state.winners()


def test_akropolis_title_to_results_with_two_pads(tmp_path):
    app = couch(tmp_path, 5)
    set_up_two_people(app, (4, 9), downs=2)
    table = app.find(AkropolisTable)
    assert table is not None
    # X picks a Construction Site tile, A proposes, A confirms; else turn (RB) or move it
    tries = [(tap, NEXT), (tap, A), (tap, A), (tap, RB), (tap, A), (tap, A),
             (stick_right, None), (tap, A), (tap, A), (stick_down, None), (tap, A), (tap, A),
             (tap, UP), (tap, A), (tap, A)]
    done = play_by_pads(app, table, {0: 4, 1: 9}, tries,
                        lambda: (table.selected, table.anchor, table.rotation, table.proposed))
    assert done[0] > 5 and done[1] > 5
    results = wait_results(app)
    assert results.name == "ak-results" and results.winners == table.state.winners()
