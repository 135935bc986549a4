"""Format versions (issue 17 item 2): one migration registry (game.storage.formats), a stored
file of each older format under tests/data/formats/ loaded by the real readers, and files of a
NEWER format refused in one clear line and kept (never overwritten)."""

import json
import shutil
import tomllib
from pathlib import Path

import pytest
import tomli_w

from game.app.settings import Settings
from game.core.replay import replay
from game.storage import formats, progress, saves
from game.storage.toml_io import write_toml_atomic

FORMATS = Path(__file__).parent / "data" / "formats"


def _copy(name, folder, as_name):
    shutil.copyfile(FORMATS / name, folder / as_name)
    return folder / as_name


def test_the_registry_upgrades_step_by_step_and_refuses_newer_and_odd_versions():
    formats.set_current("demo-kind", 3)
    formats.register("demo-kind", 1, lambda d: dict(d, b=d["a"] * 2))
    formats.register("demo-kind", 2, lambda d: dict(d, c=d["b"] + 1))
    try:
        assert formats.upgrade("demo-kind", {"format": 1, "a": 5}) == {
            "format": 3, "a": 5, "b": 10, "c": 11}
        assert formats.upgrade("demo-kind", {"format": 3, "x": 1}) == {"format": 3, "x": 1}
        with pytest.raises(formats.NewerFormat, match="newer version of the game: format 4"):
            formats.upgrade("demo-kind", {"format": 4})
        with pytest.raises(formats.FormatError, match="format 0, which this version cannot"):
            formats.upgrade("demo-kind", {"format": 0})
        with pytest.raises(formats.FormatError, match="no format line"):
            formats.upgrade("demo-kind", {"a": 1})
        with pytest.raises(formats.FormatError, match="holds 'two', not a version number"):
            formats.upgrade("demo-kind", {"format": "two"})
        with pytest.raises(formats.FormatError, match="could not be brought up to date"):
            formats.upgrade("demo-kind", {"format": 1})        # the upgrade's KeyError
    finally:
        formats.CURRENT.pop("demo-kind")
        formats.MIGRATIONS.pop("demo-kind")
    assert formats.CURRENT["save"] == 2 and formats.CURRENT["settings"] == 1
    assert formats.CURRENT["progress"] == 1


@pytest.mark.parametrize("stored, game_id, mode", [
    ("save-format-1-picture-pie.toml", "picture-pie", "campaign"),
    ("save-format-1-akropolis.toml", "akropolis", "base"),
])
def test_a_format_1_save_loads_replays_and_saves_again_as_format_2(tmp_path, stored, game_id,
                                                                      mode):
    path = _copy(stored, tmp_path, f"autosave-{game_id}.toml")
    old = tomllib.loads(path.read_text(encoding="utf-8"))
    save, msg = saves.load_autosave(game_id, tmp_path)
    assert msg is None and save is not None and save.mode == mode
    assert save.state.to_dict() == json.loads(old["state_json"])   # nothing lost
    assert replay(save.state.opening, save.state.action_log) == save.state
    doc = saves.encode(game_id, save.config, save.state, save.saved_at)
    assert doc["format"] == 2 and doc["mode"] == mode
    assert doc["actions"] == len(json.loads(old["state_json"])["action_log"])
    write_toml_atomic(path, doc)
    again = saves.read_autosave(path, game_id)
    assert again.state == save.state and again.config == save.config
    text = tomli_w.dumps(saves.encode(game_id, again.config, again.state, again.saved_at))
    assert text == path.read_text(encoding="utf-8")     # save, load, save: identical TOML


def test_the_stored_mid_turn_save_is_after_a_draft_before_placing(tmp_path):
    _copy("save-format-1-picture-pie.toml", tmp_path, "autosave-picture-pie.toml")
    save, _ = saves.load_autosave("picture-pie", tmp_path)
    assert [type(a).__name__ for a in save.state.turn_log] == ["DraftHalf"]


def test_a_format_1_duel_in_the_campaign_file_moves_to_its_own_file(tmp_path):
    _copy("save-format-1-duel.toml", tmp_path, "autosave-picture-pie.toml")
    found, messages = saves.load_autosaves(tmp_path)
    assert messages == [] and [s.mode for s in found] == ["duel"]
    assert found[0].path.name == "autosave-picture-pie-duel.toml"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave-picture-pie-duel.toml"]
    assert found[0].label().startswith("Continue Picture Pie: Senate Wonder Duel")
    assert saves.load_autosaves(tmp_path)[0][0].path == found[0].path   # stays there


def test_format_0_settings_upgrade_and_are_written_back_as_format_1(tmp_path):
    path = _copy("settings-format-0.toml", tmp_path, "settings.toml")
    s = Settings(path)
    assert s.load_error is None
    assert s["ai_delay"] == 1.25 and s["animations"] is False and s["volume_master"] == 0.4
    assert "format" not in dict(s)
    assert s.save() is None
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == 1 and doc["window_width"] == 1024
    assert Settings(path)["last_game"] == "akropolis"


def test_format_1_progress_reads(tmp_path):
    _copy("progress-format-1.toml", tmp_path, progress.FILE_NAME)
    prog, told = progress.load_progress(tmp_path)
    assert told is None and prog.best("solstice-capital") == progress.Best(2, 1620)


# ---------------------------------------------------------------------------- newer formats
def test_a_newer_save_is_not_offered_and_kept_under_its_own_name(tmp_path):
    path = saves.autosave_path("akropolis", tmp_path)
    text = 'format = 3\ngame = "akropolis"\nstate_json = "{}"\n'
    path.write_text(text, encoding="utf-8")
    found, messages = saves.load_autosaves(tmp_path)
    assert found == []
    assert messages == ["The saved Akropolis game is not offered: it was written by a newer "
                        "version of the game: format 3, and this version reads format 2 and "
                        "older; it is kept as autosave-akropolis.toml.newer for that version."]
    kept = tmp_path / "autosave-akropolis.toml.newer"
    assert kept.read_text(encoding="utf-8") == text and not path.exists()


def test_newer_settings_are_kept_and_never_overwritten(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("format = 7\nwarp_drive = true\n", encoding="utf-8")
    s = Settings(path)
    assert s.load_error == ("The settings file could not be read (it was written by a newer "
                            "version of the game: format 7, and this version reads format 1 "
                            "and older); it was kept as settings.toml.newer; using the defaults.")
    s["ai_delay"] = 2.0
    assert s.save() is None
    assert (tmp_path / "settings.toml.newer").read_text() == "format = 7\nwarp_drive = true\n"


def test_newer_progress_is_kept_and_a_new_record_starts(tmp_path):
    path = progress.progress_path(tmp_path)
    path.write_text("format = 2\n[cities.x]\nstars = 3\n", encoding="utf-8")
    prog, told = progress.load_progress(tmp_path)
    assert prog.cities == {} and "newer version of the game: format 2" in told
    assert "kept as codex-progress.toml.newer" in told
    assert (tmp_path / "codex-progress.toml.newer").read_text().startswith("format = 2\n")
