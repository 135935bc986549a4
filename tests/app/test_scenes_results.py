"""Results: per-category ledger, winners crowned, shared victory, Play again and Title."""

import pygame

from game.app.testing import click, frames, make_app, press
from game.scenes.results import ResultsScene, cell_value, default_verdict
from game.scenes.title import TitleScene

CATS = [("base", "Base value"), ("links", "Links")]


def scene(app, winners, played):
    ledgers = [{"base": 300, "links": 100, "total": 400}, {"base": 250, "links": 150, "total": 400},
               {"base": 100, "links": 0, "total": 100}]
    return ResultsScene(app, "Final Ledger", ["Ann", "Bo", "Cy"], ledgers, CATS, winners, "",
                        on_play_again=lambda: played.append(1))


def test_verdicts():
    assert default_verdict(["Ann", "Bo", "Cy"], [1]) == "Bo wins!"
    assert default_verdict(["Ann", "Bo", "Cy"], [0, 2]) == "Shared victory: Ann and Cy"
    assert default_verdict(["A", "B", "C"], [0, 1, 2]) == "Shared victory: A, B and C"


def test_cells_plain_and_nested():
    assert cell_value(120) == ("120", None)
    assert cell_value({"value": 6, "stars": 2, "points": 12}) == ("12", "6 \u00d7 2\u2605")
    assert cell_value(None) == ("\u2013", None)


def test_total_row_added_and_play_again_with_the_keyboard(tmp_path):
    app = make_app(tmp_path)
    played = []
    app.push(scene(app, [0, 1], played))
    app.step()
    assert app.top.categories[-1] == ("total", "Total")
    assert app.top.verdict == "Shared victory: Ann and Bo"
    assert app.top.focus.focused.key == "play-again"
    frames(app, 40)                              # past the 0.6 s confirm guard
    press(app, pygame.K_RETURN)
    assert played == [1]


def test_winner_columns_are_highlighted_in_gold(tmp_path):
    app = make_app(tmp_path)
    app.push(scene(app, [1], []))
    app.step()
    t = app.top.table
    n = 3
    label_w = app.top.label_w
    col_w = (t.w - label_w - 20) // n

    def column_has_gold(i):
        x0 = t.x + 10 + label_w + col_w * i
        return any((lambda p: p[0] > 200 and p[1] > 160 and p[2] < 120)(app.screen.get_at((x, y)))
                   for x in range(x0, x0 + col_w, 2) for y in range(t.y + 2, t.y + 12))
    assert column_has_gold(1) and not column_has_gold(0) and not column_has_gold(2)


def test_title_button_with_the_mouse_and_back_key(tmp_path):
    app = make_app(tmp_path)
    app.push(scene(app, [0], []))
    app.step()
    title = next(w for w in app.top.focus.widgets if w.key == "title")
    click(app, title.rect.center)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
    app.push(scene(app, [0], []))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_play_again_disabled_without_callback(tmp_path):
    app = make_app(tmp_path)
    app.push(ResultsScene(app, "R", ["A"], [{"total": 5}], [], [0], "", None))
    app.step()
    assert app.top.focus.focused.key == "title"
    assert not next(w for w in app.top.focus.widgets if w.key == "play-again").enabled


def test_rows_are_tallied_one_by_one_and_confirm_skips(tmp_path):
    app = make_app(tmp_path)
    app.transitions = True
    played = []
    app.push(scene(app, [0], played))
    app.step()
    res = app.top
    assert 0 <= res.rows_shown < len(res.categories)
    press(app, pygame.K_RETURN)                  # first confirm completes the tally
    assert res.rows_shown == len(res.categories) and played == []
    frames(app, 40)
    press(app, pygame.K_RETURN)
    assert played == [1]


def test_enter_mashed_as_results_appear_shows_the_verdict_first(tmp_path):
    """An Enter held/mashed as the game ends: for 0.6 s (CONFIRM_GUARD) CONFIRM only completes
    the tally; Play again needs a later Enter."""
    app = make_app(tmp_path)
    app.transitions = True
    played = []
    app.push(scene(app, [0], played))
    res = app.top
    for _ in range(5):                           # 5 presses, 2 frames each: ~0.17 s
        press(app, pygame.K_RETURN, steps=2)
    assert app.top is res and played == [] and res.revealed_all
    frames(app, 20)                              # ~0.5 s on screen in all: still guarded
    press(app, pygame.K_RETURN)
    assert played == [] and app.top is res
    frames(app, 10)                              # past 0.6 s
    press(app, pygame.K_RETURN)
    assert played == [1]
