"""The Title's Continue button for a Pantheon autosave names the mode, the Scenario, the turn
under way and the Capital's total (the team's one score), never one seat's score."""

from __future__ import annotations

from game.app.testing import frames, make_app, rects_inside, resize
from game.core.akropolis.pantheon_actions import FinishTurn, PlaceTile
from game.games import new_state
from game.scenes.title import TitleScene
from game.storage import saves
from game.storage.toml_io import write_toml_atomic

SEATS = [{"name": "You", "kind": "person"}, {"name": "Ben", "kind": "ai", "ai": "easy"}]


def test_continue_label_of_a_pantheon_save(tmp_path):
    st = new_state("akropolis", 2, 5, scenario="sparta")
    for _ in range(3):   # three turns: a tile to the Capital each time it can pay, else the City
        acts = [a for a in st.legal_actions() if isinstance(a, PlaceTile)]
        st.apply(next((a for a in acts if a.target == "capital"), acts[0]))
        st.apply(FinishTurn())
    cfg = {"game": "akropolis", "seed": 5, "seats": SEATS,
           "options": {"scenario": "sparta"}}
    write_toml_atomic(saves.autosave_path("akropolis", tmp_path),
                      saves.encode("akropolis", cfg, st), backup=False)
    app = make_app(tmp_path, animations=False)
    title = TitleScene(app)
    app.push(title)
    frames(app, 2)
    button = title.focus.widgets[0]
    want = f"Pantheon \u00b7 Sparta, turn 4, Capital {st.total()}"
    assert button.sublabel == want
    assert title.autosave.label().endswith(" \u2014 " + want)
    assert "You" not in button.sublabel and "round" not in button.sublabel
    resize(app, (640, 400))
    assert rects_inside(app) == []
