"""One test per point of issue 19 (hostile files and odd windows), below the whole-game test in
tests/test_hostile_files.py."""

import json
import os
import subprocess
import sys

import pygame
import pytest

from game.storage import lock, saves
from game.storage.toml_io import (MAX_DEPTH, FileDataError, keep_aside, loads_json, read_toml,
                                  read_user_bytes, write_toml_atomic)
from tests.cli_helpers import run_main

posix = pytest.mark.skipif(sys.platform == "win32", reason="POSIX files")


# 1. odd window sizes
def test_veil_of_a_zero_or_negative_size_is_one_pixel():
    from game.render.widgets import veil
    assert veil((0, -40), (0, 0, 0, 90)).get_size() == (1, 1)


@pytest.mark.parametrize("name", ["ak-table", "pp-table", "title"])
def test_tall_narrow_windows_draw_every_scene(tmp_path, name):
    from game.app.testing import make_app, resize
    from game.scenes.registry import make_scene
    app = make_app(tmp_path, size=(640, 1400))
    app.push(make_scene(name, app, 1))
    for size in [(640, 1400), (641, 2000), (660, 1600), (320, 240), (9000, 300)]:
        resize(app, size)
        app.step()
        assert 640 <= app.size[0] <= 7680 and 400 <= app.size[1] <= 4320


# 2-3. nesting
def test_deeply_nested_toml_is_refused_not_a_recursion_error(tmp_path):
    for text in ["a = " + "[" * 5000 + "]" * 5000, "a = " + "{x = " * 5000 + "1" + "}" * 5000,
                 ".".join(["k"] * 5000) + " = 1", '"a" = "[[[[" # ' + "[" * 5000]:
        p = tmp_path / "deep.toml"
        p.write_text(text)
        if text.startswith('"a"'):  # brackets inside a string or comment are not nesting
            assert read_toml(p)[0] == {"a": "[[[["}
            continue
        with pytest.raises(FileDataError, match="nested more than"):
            read_toml(p)


def test_deeply_nested_json_is_refused():
    with pytest.raises(ValueError, match="nested"):
        loads_json("[" * 100_000 + "]" * 100_000)
    assert loads_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    assert loads_json('"[[[[["') == "[[[[["
    with pytest.raises(ValueError, match="too large"):
        loads_json("1" * 5000)


# 4, 8, 11. only regular files, capped, never blocking
@posix
def test_links_devices_pipes_and_big_files_are_refused_at_once(tmp_path):
    link = tmp_path / "zero.toml"
    os.symlink("/dev/zero", link)
    with pytest.raises(FileDataError, match="link"):
        read_user_bytes(link)
    with pytest.raises(FileDataError, match="not a regular file"):
        read_user_bytes("/dev/urandom")
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    with pytest.raises(FileDataError, match="not a regular file"):
        read_user_bytes(fifo)  # would block forever if opened for reading normally
    big = tmp_path / "big.toml"
    big.write_bytes(b"a = 1\n" + b" " * (2 << 20))
    with pytest.raises(FileDataError, match="too large"):
        read_toml(big)
    with pytest.raises(FileNotFoundError):
        read_user_bytes(tmp_path / "absent.toml")


# 5-6, 10. text the game draws
@pytest.mark.parametrize("s", ["a\x00b", "\u200b", "\u202eabc", "", "\ud800", "\u0301", "\t\n",
                               "x" * 100_000])
def test_any_string_draws(s):
    pygame.font.init()
    from game.render import fonts
    assert fonts.render(s, 20, (1, 2, 3)).get_height() > 0
    assert fonts.font(20).render(s, True, (1, 2, 3)).get_height() > 0
    assert fonts.font(20, bold=True).size(s)[1] > 0
    assert fonts.measure(s, 20)[1] > 0
    assert "\x00" not in fonts.clean(s) and "\u202e" not in fonts.clean(s)


def test_fit_size_measures_a_few_times_whatever_the_length(monkeypatch):
    pygame.font.init()
    from game.render import fonts
    calls = []
    real = fonts.measure
    monkeypatch.setattr(fonts, "measure", lambda *a, **k: calls.append(1) or real(*a, **k))
    assert fonts.fit_size("N" * 100_000, 300, 200) == 10
    assert len(calls) <= 10


# 7, 10. saves validated fully before they are offered
def _doc(name="You", ai="greedy", kind="ai"):
    from game.games import new_state
    seats = [{"name": name, "kind": "person"}, {"name": "B", "kind": kind, "ai": ai}]
    return saves.encode("picture-pie", {"seed": 3, "seats": seats, "options": {}},
                        new_state("picture-pie", 2, 3))


@pytest.mark.parametrize("doc, why", [
    (_doc(ai="expert"), "unknown computer level"),
    (_doc(name="N" * 2000), "longer than 40"),
    ({}, "the file is empty"),
])
def test_bad_saves_are_refused_at_load(tmp_path, doc, why):
    with pytest.raises(saves.SaveError, match=why):
        saves.decode(doc, "picture-pie", tmp_path / "x.toml")


@pytest.mark.parametrize("options, why", [
    ({"ai_delay": "slow"}, "ai_delay"), ({"variants": ["x"]}, "Scoring variants"),
    ({"solo": "expert"}, "Architect"), ({"all_tiles": 1}, "All 61 tiles")])
def test_bad_options_are_refused_at_load(options, why):
    seats = [{"name": "A", "kind": "person"}, {"name": "B", "kind": "person"}]
    with pytest.raises(saves.SaveError, match=why):
        saves.validate_config("akropolis", {"seats": seats, "options": options}, 2)


def test_a_good_save_still_loads(tmp_path):
    assert saves.decode(_doc(), "picture-pie", tmp_path / "x.toml").game == "picture-pie"


# 9. numbers bounded
def test_huge_numbers_in_rules_data_are_refused_quickly():
    from game.core.errors import DataError
    from game.games import new_state
    data = new_state("picture-pie", 2, 3).to_dict()
    for bad in ("1e100000000", "9" * 50, "1/0"):
        d = json.loads(json.dumps(data))
        d["data"]["house"]["symmetry_share"] = bad
        with pytest.raises((DataError, ValueError)):
            saves.state_from_dict("picture-pie", d)
    d = json.loads(json.dumps(data))
    d["data"]["house"]["rounds"] = 10 ** 30
    with pytest.raises((DataError, ValueError)):
        saves.state_from_dict("picture-pie", d)


# 12. empty settings: the backup, said so, and the backup never overwritten by the damage
def test_empty_settings_use_the_backup_and_keep_it(tmp_path):
    from game.app.settings import Settings
    (tmp_path / "settings.toml").write_text("")
    (tmp_path / "settings.toml.bak").write_text("ai_delay = 1.5\n")
    s = Settings(tmp_path / "settings.toml")
    assert s["ai_delay"] == 1.5 and "settings.toml.bak" in s.load_error
    s.save()
    assert read_toml(tmp_path / "settings.toml.bak")[0]["ai_delay"] == 1.5
    (tmp_path / "settings.toml").write_text("")  # damaged again: the save keeps the good .bak
    write_toml_atomic(tmp_path / "settings.toml", {"ai_delay": 2.0})
    assert read_toml(tmp_path / "settings.toml.bak")[0]["ai_delay"] == 1.5


# 13. every damaged copy kept; one window per folder
def test_each_damaged_file_is_kept_numbered(tmp_path):
    from game.app.settings import Settings
    for k in range(3):
        (tmp_path / "settings.toml").write_text(f"bad {k} = =")
        Settings(tmp_path / "settings.toml")
    kept = sorted(p.name for p in tmp_path.glob("settings.toml.corrupt*"))
    assert kept == ["settings.toml.corrupt", "settings.toml.corrupt.1", "settings.toml.corrupt.2"]
    assert (tmp_path / "settings.toml.corrupt.2").read_text() == "bad 2 = ="


@posix
def test_a_second_window_on_the_folder_does_not_autosave(tmp_path):
    first = lock.acquire(tmp_path)
    assert first is not None and lock.acquire(tmp_path) is None
    env = dict(os.environ, ANCIENT_CITIES_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = run_main("--frames", 2, env=env, timeout=60)
    assert done.returncode == 0 and "will not autosave" in done.stderr
    first.release()
    again = lock.acquire(tmp_path)  # released (a killed process releases it too)
    assert again is not None
    again.release()


# 14. size-keyed caches bounded
def test_resizing_through_many_sizes_keeps_caches_bounded(tmp_path):
    from game.app.testing import make_app, resize
    from game.render import fonts, pie, widgets
    from game.scenes.registry import make_scene
    app = make_app(tmp_path)
    app.push(make_scene("pp-table", app, 1))
    for k in range(60):
        resize(app, (640 + 23 * k, 400 + 11 * k))
        app.step()
    assert len(pie._cache) <= pie._CACHE_MAX
    assert widgets.background.cache_info().currsize <= 4
    assert fonts.font.cache_info().currsize <= 40


# 15. idle frames are not drawn
def test_menus_need_no_redraw_when_idle_and_tables_still_do(tmp_path):
    from game.app.scene import Scene
    from game.app.testing import make_app
    from game.scenes.registry import make_scene
    app = make_app(tmp_path)
    assert Scene(app).needs_redraw()
    app.push(make_scene("settings", app, 1))
    app.step()
    app.toasts.clear()
    assert not app.needs_redraw()
    app.update(1.5)  # the periodic idle redraw
    assert app.needs_redraw()


# 16. links planted as .bak / .corrupt are never written through
@posix
def test_planted_links_are_never_followed_when_writing(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep")
    home = tmp_path / "home"
    home.mkdir()
    write_toml_atomic(home / "s.toml", {"a": 1})
    os.symlink(outside, home / "s.toml.bak")
    os.symlink(outside, home / "s.toml.corrupt")
    write_toml_atomic(home / "s.toml", {"a": 2})
    assert outside.read_text() == "keep" and not (home / "s.toml.bak").is_symlink()
    assert keep_aside(home / "s.toml", move=False) == "s.toml.corrupt.1"
    assert keep_aside(home / "s.toml") == "s.toml.corrupt.2"
    assert outside.read_text() == "keep"


# minor points
def test_simulate_refuses_seeds_outside_tomls_range():
    done = run_main("simulate", "--game", "picture-pie", "--seed", str(2 ** 63))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


def test_scorepad_error_for_a_file_name_with_a_newline_is_one_line(tmp_path):
    p = tmp_path / "a\nb.toml"
    p.write_text('game = "x"\n')
    done = run_main("score", p)
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


@posix
def test_simulate_ctrl_c_exits_130_with_one_line():
    import signal
    import time
    proc = subprocess.Popen([sys.executable, "main.py", "simulate", "--game", "akropolis",
                             "--games", "100000"], cwd=os.path.dirname(os.path.dirname(
                                 os.path.abspath(__file__))), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    # Ctrl-C once games are being played (the first output has arrived), not while Python is
    # still starting up: a fixed sleep raced the start on a busy machine
    assert proc.stdout.readline().strip() == "[[game]]"
    proc.send_signal(signal.SIGINT)
    err = proc.communicate(timeout=30)[1]
    assert proc.returncode == 130 and err.strip() == "simulate: interrupted"


def test_an_empty_autosave_says_so(tmp_path):
    (tmp_path / "autosave-akropolis.toml").write_text("")
    save, msg = saves.load_autosave("akropolis", tmp_path)
    assert save is None and "empty" in msg and "another version" not in msg



# QA follow-ups: messages say where, and an editor's byte-order mark is accepted
def test_messages_name_the_line_and_the_field(tmp_path):
    import json
    from game.app.settings import Settings
    from game.games import new_state
    bad = tmp_path / "settings.toml"
    bad.write_text("ai_delay = 0.5\n\n\n\nanimations = = true\n")
    s = Settings(bad)
    assert "line 5" in s.load_error and "settings.toml" in s.load_error   # named, no full path
    save = tmp_path / "autosave-picture-pie.toml"
    save.write_text("format = 1\noops = = 1\n")
    with pytest.raises(saves.SaveError, match="line 2"):
        saves.read_autosave(save, "picture-pie")
    data = new_state("picture-pie", 2, 3).to_dict()
    data["state"]["round"] = 99
    doc = {"format": 1, "game": "picture-pie",   # format 1: upgraded on load
           "config_json": json.dumps({"game": "picture-pie", "seed": 3, "options": {},
                                      "seats": [{"name": "A", "kind": "person"},
                                                {"name": "B", "kind": "person"}]}),
           "state_json": json.dumps(data)}
    # the player reads plain words; the rules' detail (the round) goes to stderr only
    with pytest.raises(saves.SaveError, match="its numbers do not add up"):
        saves.decode(doc, "picture-pie", tmp_path / "x.toml")


def test_a_byte_order_mark_is_not_damage(tmp_path):
    from game.app.settings import Settings
    path = tmp_path / "settings.toml"
    path.write_bytes("\ufeffai_delay = 1.5\n".encode("utf-8"))
    s = Settings(path)
    assert not s.load_error and s.get("ai_delay") == 1.5
