"""Settings file: defaults, atomic save, corrupt file kept as .corrupt and reported in a toast."""

import os

from game.app.settings import DEFAULTS, Settings, config_dir
from game.app.testing import make_app


def test_env_var_redirects_the_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ANCIENT_CITIES_HOME", str(tmp_path))
    assert config_dir() == tmp_path
    assert Settings().path == tmp_path / "settings.toml"


def test_missing_file_gives_defaults_and_save_round_trips(tmp_path):
    s = Settings(tmp_path / "settings.toml")
    assert dict(s) == DEFAULTS and s.load_error is None
    s["ai_delay"] = 1.2
    s["fullscreen"] = True
    assert s.save() is None
    t = Settings(tmp_path / "settings.toml")
    assert t["ai_delay"] == 1.2 and t["fullscreen"] is True


def test_wrong_types_fall_back_to_defaults(tmp_path):
    p = tmp_path / "settings.toml"
    original = 'ai_delay = "slow"\nrepeat_rate = 12\nfullscreen = 1\n'
    p.write_text(original)
    s = Settings(p)
    assert s["ai_delay"] == DEFAULTS["ai_delay"]
    assert s["repeat_rate"] == 12          # an int where a float is expected is fine
    assert s["fullscreen"] is False
    # not silently: the message names each setting and its fallback; the file is kept
    assert s.load_error == ('Settings: ai_delay = "slow" is not a number, using 0.6; '
                            'fullscreen = 1 is not true or false, using false '
                            '(file kept as settings.toml.corrupt).')
    assert (tmp_path / "settings.toml.corrupt").read_text() == original
    assert Settings(p).load_error is None  # the corrected file was written


def test_wrong_type_is_shown_in_a_toast(tmp_path):
    (tmp_path / "settings.toml").write_text('ai_delay = "slow"\n')
    app = make_app(tmp_path)
    assert app.toasts and 'ai_delay = "slow"' in app.toasts[0][0] and "0.6" in app.toasts[0][0]


def test_corrupt_file_is_kept_and_reported(tmp_path):
    p = tmp_path / "settings.toml"
    p.write_text("fullscreen = = yes\n")
    app = make_app(tmp_path)   # make_app builds Settings from tmp_path/settings.toml
    assert app.settings.load_error and "settings.toml.corrupt" in app.settings.load_error
    assert (tmp_path / "settings.toml.corrupt").read_text() == "fullscreen = = yes\n"
    assert not p.exists()
    assert app.toasts and "defaults" in app.toasts[0][0]
    assert app.settings["fullscreen"] is False
    assert app.settings.save() is None and p.exists()
    assert os.path.exists(tmp_path / "settings.toml.corrupt")
