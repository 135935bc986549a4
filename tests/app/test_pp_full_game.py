"""A whole 2-seat Picture Pie game, Title to Results, the person seat played only by posted pygame
input events (mouse clicks at the table's own layout, keys), against the greedy AI (delay 0).
The Results screen must show exactly the rules core's ledgers."""

import random
import sys
from pathlib import Path

import pygame

from game.ai import make_player
from game.app.testing import click, frames, make_app, press

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import play_person, widget as _widget  # noqa: E402


def test_full_game_title_to_results_by_input_events(tmp_path):
    random.seed(5)  # New Game picks its seed with random
    app = make_app(tmp_path)
    from game.scenes.title import TitleScene
    app.push(TitleScene(app))
    frames(app, 2)
    press(app, pygame.K_RETURN)          # the focused first button: Picture Pie
    assert app.top.name == "new-game"
    ng = app.top
    assert [s["kind"] for s in ng.config()["seats"]] == ["person", "ai"]
    click(app, _widget(ng, "start").rect.center)
    from game.scenes.picture_pie.table import PicturePieTable
    table = app.top
    assert isinstance(table, PicturePieTable)
    assert table.is_person(0) and not table.is_person(1)
    st = table.state
    person_actions = play_person(app, table, make_player("greedy", "picture-pie", 99))
    assert st.is_terminal, "the game did not end"
    frames(app, 5)
    from game.scenes.results import ResultsScene
    res = app.top
    assert isinstance(res, ResultsScene), app.top
    assert person_actions > 20
    assert res.ledgers == [{"completed": st.completed(s),
                            **{r.category: r.points for r in st.ledger(s).rows}}
                           for s in range(2)]
    assert res.winners == st.winners()
    assert [l["total"] for l in res.ledgers] == st.scores()
    # every seat really played: both have completed monuments
    assert all(st.completed(s) > 0 for s in range(2))
