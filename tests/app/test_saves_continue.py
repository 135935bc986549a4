"""Autosave + Continue through the real scenes: a table saves after every action, a new
App's title offers Continue (first, focused), Enter resumes the same state with AI seats
thinking again, and the finished game's autosave is gone once the Results show."""

import json

import pygame
import pytest

from game.app.testing import click, frames, make_app, press, rects_inside, resize
from game.scenes.tables import start_game
from game.scenes.title import TitleScene
from game.games import new_state
from game.storage import replays, saves
from game.storage.toml_io import write_toml_atomic

BOTS = [{"name": "Ann", "kind": "ai", "ai": "random"},
        {"name": "Bot", "kind": "ai", "ai": "random"}]
CFGS = {
    "picture-pie": {"game": "picture-pie", "seed": 4, "seats": BOTS, "options": {}},
    "akropolis": {"game": "akropolis", "seed": 4, "seats": BOTS,
                  "options": {"solo": None, "variants": [], "all_tiles": False}},
}
RESULTS = {"picture-pie": "PicturePieResults", "akropolis": "AkropolisResults"}


def _plain(d):
    return json.loads(json.dumps(d))


def _title(tmp_path):
    app = make_app(tmp_path, animations=False)
    title = TitleScene(app)
    app.push(title)
    frames(app, 2)
    return app, title


def _keys(title):
    return [w.key for w in title.focus.widgets]


@pytest.mark.parametrize("game_id", ["picture-pie", "akropolis"])
def test_play_quit_continue_and_finish(tmp_path, game_id):
    app = make_app(tmp_path, animations=False)
    assert start_game(app, CFGS[game_id])
    table = app.top
    for _ in range(400):       # a few whole turns of the two AI seats
        frames(app, 1, dt=0.05)
        if table.state.round >= 3:
            break
    assert table.state.round >= 3 and not table.state.is_terminal
    saves.flush()
    path = saves.autosave_path(game_id, tmp_path)
    saved = saves.read_autosave(path, game_id)
    assert saved.state.round >= 2     # not the start any more
    pygame.quit()                     # the window is closed: the App is gone

    app, title = _title(tmp_path)
    assert _keys(title)[0] == "continue" and title.focus.focused.key == "continue"
    button = title.focus.widgets[0]
    name = {"picture-pie": "Picture Pie", "akropolis": "Akropolis"}[game_id]
    scores = saved.state.scores()
    lead = 0 if scores[0] >= scores[1] else 1      # no person seat: the leader is named
    progress = f"round {saved.state.round}, {BOTS[lead]['name']}: {scores[lead]}"
    assert (button.label, button.sublabel) == (f"Continue {name}", progress)
    assert title.autosave.label() == f"Continue {name} \u2014 {progress}"
    assert rects_inside(app) == []
    assert _plain(title.autosave.state.to_dict()) == saved.state.to_dict()
    press(app, pygame.K_RETURN)
    resumed = app.top
    assert type(resumed).__name__ == type(table).__name__
    assert resumed.config["seats"] == BOTS
    # the very state that was saved (the AI seats may have moved on since, in that frame)
    assert resumed.state is title.autosave.state
    for _ in range(5000):
        if type(app.top).__name__ == RESULTS[game_id]:
            break
        frames(app, 1, dt=0.05)
    assert type(app.top).__name__ == RESULTS[game_id]
    assert resumed.state.is_terminal
    saves.flush()
    assert not path.exists() and not path.with_name(path.name + ".bak").exists()
    # the resumed game is recorded (its table was built while autosaves were held off)
    replays.flush()
    files = replays.replay_files(replays.replays_dir(app))
    assert len(files) == 1
    replay = replays.read_replay(files[0])
    assert replay.game == game_id and replays.verify(replay) is None
    assert "continue" not in _keys(_title(tmp_path)[1])


def test_continue_resumes_exactly_the_saved_state_with_a_person_to_move(tmp_path):
    cfg = {"game": "picture-pie", "seed": 2, "options": {},   # seed 2: seat 0 starts
           "seats": [{"name": "You", "kind": "person"},
                     {"name": "Bot", "kind": "ai", "ai": "greedy"}]}
    app = make_app(tmp_path, animations=False)
    start_game(app, cfg)
    start = _plain(app.top.state.to_dict())       # saved at game start
    saves.flush()
    pygame.quit()
    app, title = _title(tmp_path)
    assert title.autosave.label() == "Continue Picture Pie \u2014 round 1, You: 0"
    assert title.focus.widgets[0].sublabel == "round 1, You: 0"
    resize(app, (640, 400))                    # the smallest window still fits every button
    assert rects_inside(app) == []
    click(app, title.focus.widgets[0].rect.center)
    table = app.top
    assert table.name == "pp-table" and _plain(table.state.to_dict()) == start
    assert table.person_turn


def test_quit_to_title_keeps_the_autosave(tmp_path):
    cfg = dict(CFGS["akropolis"], seats=[{"name": "Ann", "kind": "person"}, BOTS[1]])
    app = make_app(tmp_path, animations=False)
    start_game(app, cfg)
    frames(app, 2)
    press(app, pygame.K_ESCAPE)               # pause
    assert app.top.name == "pause"
    app.top.quit()
    confirm = app.top
    assert confirm.detail == ("Your game is kept as it stands, this turn included: Continue on "
                              "the title screen resumes it.")
    confirm.choose_yes()
    frames(app, 1)
    saves.flush()
    assert isinstance(app.top, TitleScene) and _keys(app.top)[0] == "continue"
    assert saves.autosave_path("akropolis", tmp_path).exists()


def test_corrupt_autosave_toasts_keeps_corrupt_and_offers_no_continue(tmp_path):
    path = saves.autosave_path("akropolis", tmp_path)
    path.write_text('format = 1\ngame = "akropolis"\nstate_json = "{not json"\n'
                    'config_json = "{}"\n', encoding="utf-8")
    app, title = _title(tmp_path)
    assert "continue" not in _keys(title)
    assert any("saved Akropolis game could not be read" in t[0]
               and "autosave-akropolis.toml.corrupt" in t[0] for t in app.toasts)
    assert (tmp_path / "autosave-akropolis.toml.corrupt").exists() and not path.exists()
    press(app, pygame.K_DOWN)                 # the title still works
    frames(app, 2)


def test_title_offers_the_backup_when_the_main_file_is_corrupt(tmp_path):
    app = make_app(tmp_path, animations=False)
    start_game(app, CFGS["picture-pie"])
    state = app.top.state.copy()
    saves.flush()
    path = saves.autosave_path("picture-pie", tmp_path)
    path.replace(path.with_name(path.name + ".bak"))
    path.write_text("[[[", encoding="utf-8")
    pygame.quit()
    app, title = _title(tmp_path)
    assert _keys(title)[0] == "continue" and title.autosave.path == path
    assert title.autosave.state.to_dict() == _plain(state.to_dict())
    assert any("could not be read" in t[0] for t in app.toasts)
    pygame.quit()                       # said once: the next start finds the game in place
    app, title = _title(tmp_path)
    assert _keys(title)[0] == "continue" and not title.autosave.from_backup
    assert title.autosave.state.to_dict() == _plain(state.to_dict())
    assert not any("backup" in t[0] or "missing" in t[0] for t in app.toasts)


def test_picture_pie_saves_after_every_action_mid_turn_included(tmp_path):
    from game.ai import make_player
    cfg = {"game": "picture-pie", "seed": 2, "options": {},
           "seats": [{"name": "You", "kind": "person"}, {"name": "Eve", "kind": "person"}]}
    app = make_app(tmp_path, animations=False)
    start_game(app, cfg)
    table = app.top
    st = table.state
    path = saves.autosave_path("picture-pie", tmp_path)
    brain = make_player("greedy", "picture-pie", 1)
    turns_ended = mid_turn = 0
    for _ in range(60):
        seat = st.current_seat
        assert table.try_apply(brain.choose(st.copy()))
        saves.flush()
        saved = saves.read_autosave(path, "picture-pie").state
        assert saved == st                   # the file is the table's state, every time
        if st.turn_log:
            mid_turn += 1
        else:
            turns_ended += 1
            assert st.current_seat != seat
    assert turns_ended >= 3 and mid_turn >= 10


def _two_saves(tmp_path):
    for game_id, stamp in (("picture-pie", "2026-01-02T00:00:00+00:00"),
                           ("akropolis", "2026-01-01T00:00:00+00:00")):
        cfg = dict(CFGS[game_id], seats=[{"name": "You", "kind": "person"}, BOTS[1]])
        doc = saves.encode(game_id, cfg, new_state(game_id, 2, 7))
        doc["saved_at"] = stamp
        write_toml_atomic(saves.autosave_path(game_id, tmp_path), doc, backup=False)


def test_both_autosaves_get_a_continue_the_latest_first_and_focused(tmp_path):
    _two_saves(tmp_path)
    app, title = _title(tmp_path)
    assert _keys(title)[:3] == ["continue", "continue-akropolis", "picture-pie"]
    assert title.focus.focused.key == "continue"
    labels = [(w.label, w.sublabel) for w in title.focus.widgets[:2]]
    assert labels == [("Continue Picture Pie", "round 1, You: 0"),
                      ("Continue Akropolis",
                       f"round 1, You: {new_state('akropolis', 2, 7).scores()[0]}")]
    assert rects_inside(app) == []
    resize(app, (640, 400))
    assert rects_inside(app) == []
    press(app, pygame.K_DOWN)
    assert title.focus.focused.key == "continue-akropolis"
    press(app, pygame.K_RETURN)
    assert app.top.name != "title" and type(app.top).__name__ == "AkropolisTable"


class _Broken:
    """A table that autosaves while being built and then fails (like a seat list too short)."""

    def __init__(self, app, config, state=None):
        saves.autosave(app, config["game"], config, state)
        raise IndexError("list index out of range")


def test_continue_whose_table_fails_is_set_aside_never_crashes_nor_touches_the_bak(
        tmp_path, monkeypatch):
    _two_saves(tmp_path)
    main = saves.autosave_path("picture-pie", tmp_path)
    bak = main.with_name(main.name + ".bak")
    bak.write_bytes(main.read_bytes())
    before = bak.read_bytes()
    from game.scenes import tables
    real = tables.table_class
    monkeypatch.setattr(tables, "table_class",
                        lambda g, options=None: _Broken if g == "picture-pie"
                        else real(g, options))
    app, title = _title(tmp_path)
    press(app, pygame.K_RETURN)                       # Continue Picture Pie
    saves.flush()
    assert app.top is title
    assert app.toasts[-1][0] == ("The saved Picture Pie game could not be read (the game "
                                 "would not start from it); it was set aside as "
                                 "autosave-picture-pie.toml.corrupt.")
    assert (tmp_path / "autosave-picture-pie.toml.corrupt").read_bytes() == before
    assert (tmp_path / "autosave-picture-pie.toml.bak.corrupt").read_bytes() == before
    assert not main.exists() and not bak.exists()     # nothing written during the build
    assert _keys(title)[0] == "continue" and title.autosave.game == "akropolis"
    assert title.focus.focused.key == "continue"
    pygame.quit()
    app, title = _title(tmp_path)                     # never offered again
    assert [s.game for s in title.autosaves] == ["akropolis"]


def test_real_save_with_too_few_seats_is_refused_on_the_title_without_a_crash(tmp_path):
    """QA: a seat list shorter than the player count raised IndexError in the table."""
    cfg = dict(CFGS["akropolis"], seats=[{"name": "You", "kind": "person"}])   # 1 seat
    doc = saves.encode("akropolis", dict(CFGS["akropolis"]), new_state("akropolis", 2, 7))
    doc["config_json"] = json.dumps(cfg)
    path = saves.autosave_path("akropolis", tmp_path)
    write_toml_atomic(path, doc, backup=False)
    app, title = _title(tmp_path)
    assert "continue" not in _keys(title) and title.focus.focused.key == "picture-pie"
    assert app.toasts[0][0] == ("The saved Akropolis game could not be read (it lists 1 player "
                                "for a 2-player game); it was set aside as "
                                "autosave-akropolis.toml.corrupt.")
    assert not path.exists() and (tmp_path / "autosave-akropolis.toml.corrupt").exists()
    press(app, pygame.K_RETURN)                      # the title still works
    assert app.top.name == "new-game"


def test_continue_whose_first_frame_fails_is_refused_too(tmp_path, monkeypatch):
    _two_saves(tmp_path)
    from game.scenes import tables
    real = tables.table_class

    def broken_draw(g, options=None):
        cls = real(g, options)
        if g != "akropolis":
            return cls

        class Bad(cls):
            def draw(self, surface):
                raise IndexError("list index out of range")
        return Bad
    monkeypatch.setattr(tables, "table_class", broken_draw)
    app, title = _title(tmp_path)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)                      # Continue Akropolis
    assert app.top is title and [s.game for s in title.autosaves] == ["picture-pie"]
    assert "Akropolis" in app.toasts[-1][0] and "IndexError" not in app.toasts[-1][0]
    assert (tmp_path / "autosave-akropolis.toml.corrupt").exists()
