"""New Game's AI levels: Easy / Medium / Hard per AI seat with the focused level's description,
old set-ups and saves holding "greedy" or "random" still load, an unknown level in a save is
refused, the solo Architect is no AI level."""

import pygame
import pytest

from game.ai import LEVELS
from game.app.testing import frames, make_app, press, rects_inside
from game.games import new_state
from game.scenes.new_game import NewGameScene
from game.storage import saves, setups


def widget(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


def shown(scene, key):
    w = widget(scene, key)
    return w.options[w.index][1]


def open_new_game(tmp_path, game="picture-pie", size=(1280, 720)):
    app = make_app(tmp_path, size=size)
    ng = NewGameScene(app, game, seed=1)
    app.push(ng)
    frames(app, 2)
    return app, ng


def note_band(app, ng):
    r = ng.seat_note_rect()
    return pygame.image.tobytes(app.screen.subsurface(r.clip(app.screen.get_rect())), "RGB")


@pytest.mark.parametrize("game", ["picture-pie", "akropolis"])
def test_each_ai_seat_offers_easy_medium_hard_with_the_focused_levels_line(tmp_path, game):
    app, ng = open_new_game(tmp_path, game)
    assert [label for _, label in widget(ng, "seat-1").options] == [
        "Player 2 (Person)", "Archimedes (AI \u00b7 Easy)", "Archimedes (AI \u00b7 Medium)",
        "Archimedes (AI \u00b7 Hard)"]
    assert shown(ng, "seat-1") == "Archimedes (AI \u00b7 Medium)"      # the default
    ng.focus.focus_key("seat-0")
    frames(app, 1)
    assert ng.level_note() == ""                                       # a Person: no line
    person = note_band(app, ng)
    press(app, pygame.K_TAB)                                           # to the seats column
    ng.focus.focus_key("seat-1")
    seen = {}
    for _ in range(4):
        press(app, pygame.K_RIGHT)
        seen[ng.kinds[1]] = (ng.level_note(), note_band(app, ng))
    assert {k: v[0] for k, v in seen.items()} == {
        "ai:easy": LEVELS["easy"].description, "ai:medium": LEVELS["medium"].description,
        "ai:hard": LEVELS["hard"].description, "person": ""}
    pictures = {k: v[1] for k, v in seen.items()}
    assert len({pictures["ai:easy"], pictures["ai:medium"], pictures["ai:hard"], person}) == 4
    assert ng.kinds[1] == "ai:medium"                                  # round the four
    press(app, pygame.K_RIGHT)
    assert ng.config()["seats"][1] == {"name": "Archimedes", "kind": "ai", "ai": "hard"}


@pytest.mark.parametrize("size", [(640, 400), (1920, 1080)])
def test_the_level_line_fits_the_window(tmp_path, size):
    app, ng = open_new_game(tmp_path, "akropolis", size=size)
    ng.set_players(4)
    ng.set_kind(3, "ai:easy")
    ng.focus.focus_key("seat-3")
    frames(app, 1)
    assert rects_inside(app) == []
    r = ng.seat_note_rect()
    start = widget(ng, "start").rect
    assert pygame.Rect((0, 0), size).contains(r) and r.bottom <= start.top
    art = ng.art_rect
    assert art is None or not art.colliderect(r)


def test_an_old_set_up_with_greedy_and_random_shows_medium_and_easy(tmp_path):
    setups.save_setup("picture-pie", {"mode": "campaign", "players": 3,
                                      "kinds": ["person", "ai:greedy", "ai:random", "ai:greedy"]},
                      str(tmp_path))
    app, ng = open_new_game(tmp_path)
    assert ng.num_seats == 3 and ng.kinds[:3] == ["person", "ai:medium", "ai:easy"]
    assert shown(ng, "seat-1") == "Archimedes (AI \u00b7 Medium)"
    assert shown(ng, "seat-2") == "Aspasia (AI \u00b7 Easy)"


def _config(ai):
    return {"game": "picture-pie", "seed": 3, "options": {},
            "seats": [{"name": "You", "kind": "person"}, {"name": "Bot", "kind": "ai", "ai": ai}]}


@pytest.mark.parametrize("ai", ["easy", "medium", "hard", "greedy", "random"])
def test_saves_with_every_level_and_the_old_names_load(tmp_path, ai):
    state = new_state("picture-pie", 2, 3)
    saves.validate_config("picture-pie", _config(ai), state.num_seats)   # no SaveError


def test_an_unknown_level_in_a_save_is_refused_with_one_line(tmp_path):
    state = new_state("picture-pie", 2, 3)
    with pytest.raises(saves.SaveError) as err:
        saves.validate_config("picture-pie", _config("grandmaster"), state.num_seats)
    assert str(err.value) == "player 2 has an unknown computer level"


def test_the_solo_architect_is_the_rulebooks_automaton_not_an_ai_level(tmp_path):
    app, ng = open_new_game(tmp_path, "akropolis")
    ng.set_mode("solo")
    frames(app, 1)
    assert [label for _, label in widget(ng, "seat-0").options] == ["You (Person)"]
    ng.focus.focus_key("seat-0")
    assert ng.level_note() == "" and "Architect" in ng.seat_note()
    assert [s["kind"] for s in ng.config()["seats"]] == ["person"]
