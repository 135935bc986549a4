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


def test_out_of_range_values_are_clamped_and_named_in_a_toast(tmp_path):
    p = tmp_path / "settings.toml"
    p.write_text('repeat_rate = 1e9\nrepeat_delay = 0.0\ndead_zone = 7.5\nai_delay = -5\n'
                 'last_game = "chess"\n')
    s = Settings(p)
    assert (s["repeat_rate"], s["repeat_delay"], s["dead_zone"], s["ai_delay"],
            s["last_game"]) == (60.0, 0.05, 0.9, 0.0, "picture-pie")
    assert s.load_error == (
        "Settings: repeat_rate = 1e+09 is outside 1\u201360, using 60; "
        "repeat_delay = 0 is outside 0.05\u20132, using 0.05; "
        "dead_zone = 7.5 is outside 0\u20130.9, using 0.9; "
        "ai_delay = -5 is outside 0\u20135, using 0; "
        'last_game = "chess" is not one of picture-pie, akropolis, using "picture-pie" '
        "(file kept as settings.toml.corrupt).")
    assert Settings(p).load_error is None          # the fixed file was written
    s["dead_zone"] = 3.0                            # setting in code is clamped too
    assert s["dead_zone"] == 0.9


def test_frozen_repeat_settings_no_longer_stall_a_frame(tmp_path):
    import pygame
    from game.app.testing import frames, post
    from game.scenes.settings_scene import SettingsScene
    (tmp_path / "settings.toml").write_text('repeat_rate = 1e9\nrepeat_delay = 0.0\n')
    app = make_app(tmp_path)
    assert any("repeat_rate = 1e+09" in t[0] for t in app.toasts)
    scene = SettingsScene(app)
    app.push(scene)
    seen = []
    real = scene.handle
    scene.handle = lambda ev: seen.append(ev.act) or real(ev)
    post(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN, instance_id=0)
    frames(app, 3)                                  # held for 3 frames
    assert 1 <= len(seen) <= 1 + 3 * 2


def test_damaged_settings_fall_back_to_a_good_backup(tmp_path):
    p = tmp_path / "settings.toml"
    (tmp_path / "settings.toml.bak").write_text('ai_delay = 1.2\nanimations = false\n')
    p.write_text("ai_delay = = 3\n")
    app = make_app(tmp_path)
    s = Settings(p)                                 # as the game loads it (make_app resets)
    assert s["ai_delay"] == 1.2 and s["animations"] is False
    assert (tmp_path / "settings.toml.corrupt").read_text() == "ai_delay = = 3\n"
    assert app.toasts[0][0] == ("The settings file could not be read (it was edited and is no "
                                "longer valid TOML: invalid value on line 1); your settings "
                                "were restored from settings.toml.bak (the unreadable file is "
                                "kept as settings.toml.corrupt).")
    assert Settings(p).load_error is None and Settings(p)["ai_delay"] == 1.2
