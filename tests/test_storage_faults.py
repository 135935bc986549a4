"""Bad files (issue 17 item 6): a missing, empty, cut-short, non-UTF-8, binary or hand-edited
save, settings or progress file gives its own clear message, falls back to the backup (or the
defaults), and is kept aside, never deleted; a disk that refuses a write is reported and play
goes on."""

import json

import pytest

from game.app.settings import Settings
from game.games import new_state
from game.storage import faults, progress, saves
from game.storage.toml_io import write_toml_atomic

CFG = {"game": "picture-pie", "seed": 3, "options": {},
       "seats": [{"name": "Ann", "kind": "person"}, {"name": "Bo", "kind": "person"}]}
CASES = ("missing", "empty", "truncated", "encoding", "binary", "edited")


def _damage(path, case, edit):
    """Damage the good file at ``path`` as ``case`` says (``edit(text) -> text``: a hand edit
    that still parses)."""
    good = path.read_bytes()
    if case == "missing":
        path.unlink()
    elif case == "empty":
        path.write_bytes(b"")
    elif case == "truncated":
        path.write_bytes(good[:len(good) // 2])
    elif case == "encoding":
        path.write_bytes(good.replace(b"format", "f\u00f6rmat".encode("latin-1"), 1))
    elif case == "binary":
        path.write_bytes(b"PK\x03\x04\x00\x00" + bytes(range(256)) * 4)
    else:
        path.write_text(edit(good.decode("utf-8")), encoding="utf-8")
    return None if case == "missing" else path.read_bytes()


def _two_versions(path, write, first, second):
    write(first)
    write(second)
    assert path.with_name(path.name + ".bak").exists()


# ---------------------------------------------------------------------------- saves
def _pp_states():
    st = new_state("picture-pie", 2, 3)
    while st.stage != "draft":
        st.apply(st.legal_actions()[-1])
    early = st.copy()
    st.apply(st.legal_actions()[0])
    return early, st


def _other_seed(text):
    """A hand edit the state's own checks accept: the opening's seed changed."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("opening_json = "):
            opening = json.loads(json.loads(line.split(" = ", 1)[1]))
            lines[i] = "opening_json = " + json.dumps(json.dumps(dict(opening, seed=4)))
    return "\n".join(lines) + "\n"


SAVE_WORDS = {
    "missing": "The saved Picture Pie game's file was missing. Its backup is offered instead.",
    "empty": "(the file is empty)",
    "truncated": "(it is cut short: its end is missing)",
    "encoding": "(it is not UTF-8 text)",
    "binary": "(it holds binary data, not text)",
    "edited": "(its list of moves does not replay: move 7, that Half is not on the Quarry "
              "Wheel)",
}


@pytest.mark.parametrize("case", CASES)
def test_each_bad_save_has_its_own_message_falls_back_to_the_backup_and_is_kept(tmp_path,
                                                                                 case):
    early, late = _pp_states()
    path = saves.autosave_path("picture-pie", tmp_path)
    _two_versions(path, lambda st: write_toml_atomic(path, saves.encode(
        "picture-pie", CFG, st)), early, late)
    bad = _damage(path, case, _other_seed)
    save, msg = saves.load_autosave("picture-pie", tmp_path)
    assert SAVE_WORDS[case] in msg and "\n" not in msg
    # the backup, copied back as the main file (the .bak stays): the next start says nothing
    assert save is not None and save.path == path and save.state == early
    assert path.read_bytes() == path.with_name(path.name + ".bak").read_bytes()
    again, said = saves.load_autosave("picture-pie", tmp_path)
    assert said is None and again.state == early and not again.from_backup
    if case != "missing":
        assert msg.startswith("The saved Picture Pie game could not be read (")
        assert msg.endswith("it was set aside as autosave-picture-pie.toml.corrupt. "
                            "Its backup is offered instead.")
        assert (tmp_path / "autosave-picture-pie.toml.corrupt").read_bytes() == bad   # kept


def test_the_six_save_messages_differ():
    assert len(set(SAVE_WORDS.values())) == len(CASES)


def test_a_position_its_moves_do_not_lead_to_is_refused_naming_where():
    early, late = _pp_states()
    saves.check_log(late)                               # a true history passes
    forged = late.copy()
    forged.action_log = list(early.action_log)          # a move dropped from the list
    with pytest.raises(saves.SaveError) as err:
        saves.check_log(forged)
    assert str(err.value) == "its moves do not lead to the position it stores"
    assert "it differs at " in err.value.detail          # the technical words: stderr only


def _edit_state(text, change):
    """A hand edit of the ``state_json`` key: ``change(data)`` changes the plain state."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("state_json = "):
            data = json.loads(json.loads(line.split(" = ", 1)[1]))
            change(data)
            lines[i] = "state_json = " + json.dumps(json.dumps(data))
    return "\n".join(lines) + "\n"


def test_an_edited_count_gets_plain_words_and_the_detail_goes_to_stderr(tmp_path, capsys):
    _early, late = _pp_states()
    path = saves.autosave_path("picture-pie", tmp_path)
    write_toml_atomic(path, saves.encode("picture-pie", CFG, late))
    path.write_text(_edit_state(path.read_text(encoding="utf-8"), lambda d: d["state"].update(
        laurel_supply=d["state"]["laurel_supply"] + 1)), encoding="utf-8")
    save, msg = saves.load_autosave("picture-pie", tmp_path)
    assert save is None and "(its numbers do not add up)" in msg
    assert "laurel" not in msg and "state." not in msg
    assert "laurel_supply" in capsys.readouterr().err   # for a bug report, not the player


# ---------------------------------------------------------------------------- settings
def test_settings_and_their_backup_both_bad_say_so_and_both_are_kept(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes(b"PK\x03\x04\x00" + bytes(range(256)))
    path.with_name("settings.toml.bak").write_bytes(b"")
    s = Settings(path)
    assert s.load_error == ("The settings file could not be read (it holds binary data, not "
                            "text); it was kept as settings.toml.corrupt; its backup could not "
                            "be read either (the file is empty) and was set aside as "
                            "settings.toml.bak.corrupt; using the defaults.")
    assert str(tmp_path) not in s.load_error
    assert (tmp_path / "settings.toml.corrupt").exists()
    assert (tmp_path / "settings.toml.bak.corrupt").read_bytes() == b""


SETTINGS_WORDS = {
    "missing": "The settings file was missing; your settings were restored from "
               "settings.toml.bak.",
    "empty": "The settings file could not be read (the file is empty); your settings were "
             "restored from settings.toml.bak (the unreadable file is kept as "
             "settings.toml.corrupt).",
    "truncated": "(it is cut short: its end is missing)",
    "encoding": "(it is not UTF-8 text)",
    "binary": "(it holds binary data, not text)",
    "edited": "Settings: ai_delay = \"fast\" is not a number, using 0.6 (file kept as "
              "settings.toml.corrupt).",
}


@pytest.mark.parametrize("case", CASES)
def test_each_bad_settings_file_has_its_own_message_and_falls_back(tmp_path, case):
    path = tmp_path / "settings.toml"
    s = Settings(path)
    s["ai_delay"] = 1.5
    s.save()
    s["ai_delay"] = 2.5
    s["window_width"] = 1100
    s.save()
    bad = _damage(path, case, lambda t: t.replace("ai_delay = 2.5", 'ai_delay = "fast"'))
    loaded = Settings(path)
    assert SETTINGS_WORDS[case] in loaded.load_error and "\n" not in loaded.load_error
    if case == "edited":         # the rest of the file is kept, the bad value defaulted
        assert loaded["ai_delay"] == 0.6 and loaded["window_width"] == 1100
    else:                        # the backup: the settings one save earlier
        assert loaded["ai_delay"] == 1.5
    if case != "missing":
        assert (tmp_path / "settings.toml.corrupt").read_bytes() == bad
    assert Settings(path).load_error is None           # said once: the good file is back


# ---------------------------------------------------------------------------- progress
PROGRESS_WORDS = {
    "missing": "Your Codex progress file is missing; your record was restored from its backup",
    "empty": "(the file is empty)",
    "truncated": "(it is cut short: its end is missing)",
    "encoding": "(it is not UTF-8 text)",
    "binary": "(it holds binary data, not text)",
    "edited": "(cities.a.stars is 9, not 0..3)",
}


@pytest.mark.parametrize("case", CASES)
def test_each_bad_progress_file_has_its_own_message_and_falls_back(tmp_path, case):
    path = progress.progress_path(tmp_path)
    _two_versions(path, lambda p: progress.save_progress(p, tmp_path),
                  progress.Progress({"a": progress.Best(1, 100)}),
                  progress.Progress({"a": progress.Best(2, 900), "b": progress.Best(0, 5)}))
    bad = _damage(path, case, lambda t: t.replace("stars = 2", "stars = 9"))
    prog, told = progress.load_progress(tmp_path)
    assert PROGRESS_WORDS[case] in told and "\n" not in told
    assert prog.best("a") == progress.Best(1, 100)                    # the backup
    if case != "missing":
        assert (tmp_path / "codex-progress.toml.corrupt").read_bytes() == bad


# ---------------------------------------------------------------------------- the reader
def test_fault_kinds_from_raw_bytes():
    def kind(raw):
        try:
            faults.parse(raw)
        except faults.FileFault as exc:
            return exc.kind
        return None
    assert kind(b"") == kind(b"  \n\n") == "empty"
    assert kind(b"a = 1\x00\n") == "binary" and kind(bytes(range(32)) * 3) == "binary"
    assert kind(b'a = "caf\xe9"\n') == "encoding"
    assert kind(b'a = "unfinished') == kind(b"a = 1\nb") == "truncated"
    assert kind(b"a = = 1\n") == "syntax"
    assert kind(b"a = 1\n") is None


# ---------------------------------------------------------------------------- writes refused
def test_a_full_disk_on_settings_and_progress_writes_is_one_line(tmp_path, monkeypatch):
    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("game.storage.toml_io._write_new", full)
    assert Settings(tmp_path / "settings.toml").save() == (
        "Could not save settings: No space left on device")
    assert progress.save_progress(progress.Progress(), tmp_path) == (
        "Your Codex progress could not be saved: No space left on device.")
