"""game.storage.saves: the autosave file round trip, its format, corrupt files and the .bak."""

import json

import pytest

from game.ai import make_player
from game.games import new_state
from game.storage import saves
from game.storage.toml_io import read_toml, write_toml_atomic

PP_CFG = {"game": "picture-pie", "seed": 11, "options": {},
          "seats": [{"name": "Ann", "kind": "person"},
                    {"name": "Bot", "kind": "ai", "ai": "greedy"}]}
AK_CFG = {"game": "akropolis", "seed": 5, "options": {"solo": None, "variants": [],
                                                     "all_tiles": False},
          "seats": [{"name": "Ann", "kind": "person"},
                    {"name": "Bot", "kind": "ai", "ai": "random"}]}


def _plain(d):
    """A state dict as JSON gives it back (tuples become lists)."""
    return json.loads(json.dumps(d))


def _mid_game(game_id, actions):
    st = new_state(game_id, 2, 7)
    players = [make_player("greedy", game_id, s) for s in range(2)]
    for _ in range(actions):
        st.apply(players[st.current_seat].choose(st))
    assert not st.is_terminal
    return st


@pytest.mark.parametrize("game_id, cfg, actions", [("picture-pie", PP_CFG, 25),
                                                    ("akropolis", AK_CFG, 9)])
def test_mid_game_round_trip_gives_the_same_state_and_config(tmp_path, game_id, cfg, actions):
    st = _mid_game(game_id, actions)
    path = saves.autosave_path(game_id, tmp_path)
    write_toml_atomic(path, saves.encode(game_id, cfg, st))
    back = saves.read_autosave(path, game_id)
    assert back.game == game_id and back.path == path and not back.from_backup
    assert back.config == cfg                       # None survives (JSON inside the TOML)
    assert back.state.to_dict() == _plain(st.to_dict())
    assert back.state.scores() == st.scores() and back.state.current_seat == st.current_seat
    assert back.state.legal_actions() == st.legal_actions()


def test_file_format_is_versioned_toml_with_json_strings(tmp_path):
    st = new_state("picture-pie", 2, 7)
    path = saves.autosave_path("picture-pie", tmp_path)
    write_toml_atomic(path, saves.encode("picture-pie", PP_CFG, st))
    assert path.name == "autosave-picture-pie.toml"
    doc, _ = read_toml(path)
    assert doc["format"] == 2 and doc["game"] == "picture-pie" and doc["mode"] == "campaign"
    assert doc["summary"] == "round 1, Ann: 0" and doc["actions"] == 0
    assert json.loads(doc["config_json"])["seats"][1]["ai"] == "greedy"
    assert json.loads(doc["state_json"])["game"] == "picture-pie"
    assert json.loads(doc["opening_json"])["seed"] == 7 and json.loads(doc["log_json"]) == []
    assert "opening" not in json.loads(doc["state_json"])


def test_label_names_game_round_and_first_person_else_the_leader():
    st = new_state("picture-pie", 2, 7)
    save = saves.Autosave("picture-pie", PP_CFG, st, saves.autosave_path("picture-pie", "."))
    assert save.label() == "Continue Picture Pie \u2014 round 1, Ann: 0"
    st.scores = lambda: [3, 40]   # no person seat: the leader (Bot, 40) is shown
    bots = dict(PP_CFG, seats=[{"name": "A", "kind": "ai"}, {"name": "Bot", "kind": "ai"}])
    assert saves.summary("picture-pie", bots, st) == "round 1, Bot: 40"


def _good(tmp_path, game_id="picture-pie", name=None):
    path = tmp_path / (name or f"autosave-{game_id}.toml")
    write_toml_atomic(path, saves.encode(game_id, PP_CFG, new_state(game_id, 2, 7)),
                      backup=False)
    return path


@pytest.mark.parametrize("text", [
    'format = 1\ngame = "picture-pie\n',                                          # bad TOML
    'format = 1\ngame = "picture-pie"\nconfig_json = "{}"\nstate_json = "{oops"\n',  # bad JSON
    'format = "2"\ngame = "picture-pie"\nconfig_json = "{}"\nstate_json = "{}"\n',  # version
    'format = 1\ngame = "picture-pie"\nconfig_json = "{}"\n'
    'state_json = \'{"game": "picture-pie"}\'\n',                                 # from_dict
    'format = 1\ngame = "picture-pie"\nconfig_json = "{}"\n'
    'state_json = \'{"game": "akropolis"}\'\n',                                   # other game
    'format = 1\ngame = "picture-pie"\n',                                         # no keys
])
def test_corrupt_autosave_is_kept_as_corrupt_and_reported(tmp_path, text):
    path = saves.autosave_path("picture-pie", tmp_path)
    path.write_text(text, encoding="utf-8")
    save, msg = saves.load_autosave("picture-pie", tmp_path)
    assert save is None
    assert "could not be read" in msg and "autosave-picture-pie.toml.corrupt" in msg
    assert not path.exists()
    assert (tmp_path / "autosave-picture-pie.toml.corrupt").read_text(encoding="utf-8") == text
    assert saves.load_autosave("picture-pie", tmp_path) == (None, None)   # reported once


def test_good_backup_is_offered_when_the_main_file_is_corrupt(tmp_path):
    bak = _good(tmp_path, name="autosave-picture-pie.toml.bak")
    saves.autosave_path("picture-pie", tmp_path).write_bytes(b"\xff\xfe not toml")
    save, msg = saves.load_autosave("picture-pie", tmp_path)
    main = saves.autosave_path("picture-pie", tmp_path)
    assert save is not None and save.path == main and main.read_bytes() == bak.read_bytes()
    assert save.state.to_dict() == _plain(new_state("picture-pie", 2, 7).to_dict())
    assert "corrupt" in msg and (tmp_path / "autosave-picture-pie.toml.corrupt").exists()


def test_corrupt_backup_too_offers_nothing(tmp_path):
    saves.autosave_path("akropolis", tmp_path).write_text("x = ", encoding="utf-8")
    (tmp_path / "autosave-akropolis.toml.bak").write_text("y = ", encoding="utf-8")
    found, messages = saves.load_autosaves(tmp_path)
    assert found == [] and len(messages) == 1
    assert (tmp_path / "autosave-akropolis.toml.bak.corrupt").exists()
    # the one message says the backup could not help either, and where it went
    assert messages[0].startswith("The saved Akropolis game could not be read (")
    assert messages[0].endswith("; its backup could not be read either (it is cut short: its "
                                "end is missing) and was set aside as "
                                "autosave-akropolis.toml.bak.corrupt.")


def test_latest_autosave_comes_first_and_delete_removes_file_and_backup(tmp_path):
    class App:
        saves_dir = str(tmp_path)
    app = App()
    pp, ak = new_state("picture-pie", 2, 7), new_state("akropolis", 2, 7)
    saves.autosave(app, "akropolis", AK_CFG, ak)
    saves.flush()
    saves.autosave(app, "akropolis", AK_CFG, ak)     # a second write leaves a .bak
    saves.flush()
    doc = saves.encode("picture-pie", PP_CFG, pp)
    doc["saved_at"] = "2000-01-01T00:00:00+00:00"   # older
    write_toml_atomic(saves.autosave_path("picture-pie", tmp_path), doc)
    found, messages = saves.load_autosaves(tmp_path)
    assert [s.game for s in found] == ["akropolis", "picture-pie"] and messages == []
    assert (tmp_path / "autosave-akropolis.toml.bak").exists()
    saves.delete_autosave(app, "akropolis")
    assert not (tmp_path / "autosave-akropolis.toml").exists()
    assert not (tmp_path / "autosave-akropolis.toml.bak").exists()
    assert [s.game for s in saves.load_autosaves(tmp_path)[0]] == ["picture-pie"]


def test_no_app_or_disabled_app_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("ANCIENT_CITIES_HOME", str(tmp_path))

    class Demo:
        saves_dir = str(tmp_path)
        autosave_enabled = False
    saves.autosave(None, "picture-pie", PP_CFG, new_state("picture-pie", 2, 7))
    saves.autosave(Demo(), "picture-pie", PP_CFG, new_state("picture-pie", 2, 7))
    saves.flush()
    assert list(tmp_path.iterdir()) == []


def test_write_failure_becomes_a_toast_on_the_next_save(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")

    class App:
        saves_dir = str(blocker / "sub")   # cannot be created: a file is in the way
        toasts = []

        def toast(self, text, seconds=3.5):
            self.toasts.append(text)
    app = App()
    st = new_state("picture-pie", 2, 7)
    saves.autosave(app, "picture-pie", PP_CFG, st)
    saves.flush()
    saves.autosave(app, "picture-pie", PP_CFG, st)
    saves.flush()
    assert len(app.toasts) == 1 and app.toasts[0].startswith("Could not autosave")


def _write_doc(tmp_path, game_id, cfg, state, name=None):
    doc = saves.encode(game_id, cfg, state)
    path = saves.autosave_path(game_id, tmp_path) if name is None else tmp_path / name
    write_toml_atomic(path, doc, backup=False)
    return path


@pytest.mark.parametrize("cfg, why", [
    (dict(PP_CFG, seats=PP_CFG["seats"][:1]), "it lists 1 player for a 2-player game"),
    (dict(PP_CFG, seats="Ann"), "its list of players is missing"),
    (dict(PP_CFG, seats=[{"name": 3, "kind": "person"}, PP_CFG["seats"][1]]),
     "player 1's name is not text"),
    (dict(PP_CFG, seats=[{"kind": "person"}, PP_CFG["seats"][1]]), "player 1 has no name"),
    (dict(PP_CFG, seats=[PP_CFG["seats"][0], {"name": "Bot", "kind": "robot"}]),
     "player 2 is neither a person nor a computer player"),
    (dict(PP_CFG, seats=[PP_CFG["seats"][0], {"name": "Bot", "kind": "ai", "ai": 2}]),
     "player 2's computer level is not text"),
    (dict(PP_CFG, options=[1]), "its game options are missing"),
    (dict(PP_CFG, seed="x"), "its random seed is not a whole number"),
    (dict(PP_CFG, game="chess"), "it names a different game inside"),
])
def test_config_not_matching_the_state_is_refused_at_load_in_plain_english(tmp_path, cfg, why):
    path = _write_doc(tmp_path, "picture-pie", PP_CFG, new_state("picture-pie", 2, 7))
    doc, _ = read_toml(path)
    doc["config_json"] = json.dumps(cfg)          # as a damaged or hand-edited file has it
    write_toml_atomic(path, doc, backup=False)
    save, msg = saves.load_autosave("picture-pie", tmp_path)
    assert save is None
    assert msg == (f"The saved Picture Pie game could not be read ({why}); it was set aside "
                   f"as autosave-picture-pie.toml.corrupt.")
    assert (tmp_path / "autosave-picture-pie.toml.corrupt").exists() and not path.exists()


def test_from_dict_raising_is_caught_at_load_not_at_table_start(tmp_path, monkeypatch):
    _write_doc(tmp_path, "akropolis", AK_CFG, new_state("akropolis", 2, 7))

    def refuse(game_id, data):
        raise ValueError("tile 99 is not in the stacks")
    monkeypatch.setattr(saves, "state_from_dict", refuse)
    found, messages = saves.load_autosaves(tmp_path)
    assert found == []
    assert messages == ["The saved Akropolis game could not be read (its numbers do not add "
                        "up); it was set aside as autosave-akropolis.toml.corrupt."]
    assert "Error" not in messages[0]


def test_set_aside_refuses_the_file_and_its_backup(tmp_path):
    path = _write_doc(tmp_path, "picture-pie", PP_CFG, new_state("picture-pie", 2, 7))
    _write_doc(tmp_path, "picture-pie", PP_CFG, new_state("picture-pie", 2, 7),
               name="autosave-picture-pie.toml.bak")
    save, msg = saves.load_autosave("picture-pie", tmp_path)
    assert msg is None and save.path == path
    text = saves.set_aside(save)
    assert text == ("The saved Picture Pie game could not be read (it would not start); it was "
                    "set aside as autosave-picture-pie.toml.corrupt.")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "autosave-picture-pie.toml.bak.corrupt", "autosave-picture-pie.toml.corrupt"]
    assert saves.load_autosave("picture-pie", tmp_path) == (None, None)


def test_solo_akropolis_save_lists_only_the_person_and_continues(tmp_path):
    # AK-10: the state has 2 seats (the Architect plays inside it); the config lists 1 person.
    cfg = {"game": "akropolis", "seed": 3,
           "options": {"solo": "callicrates", "variants": [], "all_tiles": False},
           "seats": [{"name": "You", "kind": "person", "ai": "greedy"}]}
    st = new_state("akropolis", 1, 3, solo="callicrates")
    player = make_player("greedy", "akropolis", 1)
    for _ in range(3):
        st.apply(player.choose(st))
    path = saves.autosave_path("akropolis", tmp_path)
    write_toml_atomic(path, saves.encode("akropolis", cfg, st))
    back = saves.read_autosave(path, "akropolis")
    assert back.config == cfg
    assert back.state.to_dict() == _plain(st.to_dict())
    assert back.state.solo == "callicrates" and back.state.num_seats == 2


def test_a_duel_save_says_it_is_a_duel():
    """QA: Continue and the replace question named a Senate Wonder Duel save "Picture Pie"."""
    st = new_state("picture-pie", 2, 7, duel=True)
    cfg = dict(PP_CFG, options={"blueprints": None, "duel": True})
    save = saves.Autosave("picture-pie", cfg, st, saves.autosave_path("picture-pie", "."))
    assert save.label() == "Continue Picture Pie: Senate Wonder Duel \u2014 round 1, Ann: 0"
    campaign = saves.Autosave("picture-pie", PP_CFG, new_state("picture-pie", 2, 7),
                              saves.autosave_path("picture-pie", "."))
    assert campaign.game_name == "Picture Pie"


@pytest.mark.parametrize("text, why", [
    ('round = "1', "it is cut short: its end is missing"),
    ("round = = 1\n", "it was edited and is no longer valid TOML: invalid value on line 1"),
    ("a = 1\n[b\n", "it was edited and is no longer valid TOML: expected ']' at the end of a "
                     "table declaration on line 2"),
])
def test_a_file_that_is_not_toml_is_refused_in_plain_words_on_one_line(tmp_path, text, why):
    """Play-test: "not valid TOML (Unterminated string (at end of document)))" passed the
    parser's wording through; now our words, the line in our words, no parser brackets."""
    (tmp_path / "autosave-akropolis.toml").write_text(text, encoding="utf-8")
    save, msg = saves.load_autosave("akropolis", tmp_path)
    assert save is None
    assert msg == (f"The saved Akropolis game could not be read ({why}); it was set aside as "
                   f"autosave-akropolis.toml.corrupt.")
    assert "\n" not in msg and "))" not in msg and "document" not in msg
