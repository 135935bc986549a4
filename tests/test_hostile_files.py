"""Hostile files in the user folder (issue 19): each group of bad files is planted under
ANCIENT_CITIES_HOME and ``main.py --frames 3`` is started twice.  Both starts must reach the
title and exit 0 (a hang is caught by the subprocess timeout), print a one-line message about
the bad file, keep the bad file aside (never deleted), and leave every file outside the folder
-- a sentinel that planted links point to -- untouched."""

import json
import os
import sys

import pytest
import tomli_w

from tests.cli_helpers import run_main

SENTINEL_TEXT = 'precious = "outside the user folder"\n'


def _save_doc(game="picture-pie", name="You", ai=None, house=None):
    from game.games import new_state
    from game.storage import saves
    state = new_state(game, 2, 5)
    seats = [{"name": name, "kind": "person", "ai": "greedy"},
             {"name": "Rival", "kind": "ai" if ai else "person", "ai": ai or "greedy"}]
    doc = saves.encode(game, {"game": game, "seed": 5, "seats": seats, "options": {}}, state)
    if house is not None:
        data = json.loads(doc["state_json"])
        data["data"]["house"]["symmetry_share"] = house
        doc["state_json"] = json.dumps(data)
    return tomli_w.dumps(doc)


def _deep_json_save():
    return tomli_w.dumps({"format": 1, "game": "picture-pie", "saved_at": "2026-01-01T00:00:00",
                          "summary": "x", "config_json": '{"seats": []}',
                          "state_json": "[" * 100_000 + "]" * 100_000})


def _plant(home, name, kind, payload=None, sentinel=None):
    p = home / name
    if kind == "text":
        p.write_text(payload, encoding="utf-8")
    elif kind == "bytes":
        p.write_bytes(payload)
    elif kind == "fifo":
        os.mkfifo(p)
    elif kind == "link":
        os.symlink(payload if payload is not None else sentinel, p)
    return p


NESTED_TOML = "a = " + "[" * 5000 + "]" * 5000 + "\n"
GOOD_SETTINGS = 'ai_delay = 1.5\nanimations = false\n'

GROUPS = {
    # name: [(file, kind, payload)], substrings the messages must hold, files kept aside
    "nested-and-planted-links": (
        [("settings.toml", "text", NESTED_TOML), ("settings.toml.bak", "link", None),
         ("settings.toml.corrupt", "link", None),
         ("autosave-picture-pie.toml", "text", "DEEPJSON"),
         ("autosave-akropolis.toml", "fifo", None)],
        ["settings.toml", "Picture Pie", "Akropolis"],
        ["settings.toml.corrupt.1", "autosave-picture-pie.toml.corrupt",
         "autosave-akropolis.toml.corrupt"]),
    "devices-and-unknown-ai": (
        [("settings.toml", "link", "/dev/zero"),
         ("autosave-picture-pie.toml", "text", "EXPERT"),
         ("autosave-picture-pie.toml.corrupt", "link", None),
         ("autosave-akropolis.toml", "link", "/dev/urandom")],
        ["settings.toml", "Picture Pie", "Akropolis"],
        ["settings.toml.corrupt", "autosave-picture-pie.toml.corrupt.1",
         "autosave-akropolis.toml.corrupt"]),
    "empty-long-huge": (
        [("settings.toml", "text", ""), ("settings.toml.bak", "text", GOOD_SETTINGS),
         ("autosave-picture-pie.toml", "text", "LONGNAME"),
         ("autosave-akropolis.toml", "bytes", b"#" * (9 << 20))],
        ["settings.toml.bak", "Picture Pie", "Akropolis"],
        ["settings.toml.corrupt", "autosave-picture-pie.toml.corrupt",
         "autosave-akropolis.toml.corrupt"]),
    "pipe-exponent-nested-save": (
        [("settings.toml", "fifo", None), ("autosave-picture-pie.toml", "text", "HOUSE"),
         ("autosave-akropolis.toml", "text", "a = " + "{x = " * 5000 + "1" + "}" * 5000)],
        ["settings.toml", "Picture Pie", "Akropolis"],
        ["settings.toml.corrupt", "autosave-picture-pie.toml.corrupt",
         "autosave-akropolis.toml.corrupt"]),
    "control-characters-drawn": (
        [("settings.toml", "text", 'last_game = "x\\u0000y\\u202e\\u200b"\n'),
         ("autosave-picture-pie.toml", "text", "NULNAME")],
        ["last_game"], ["settings.toml.corrupt"]),
}


def _payload(text):
    if text == "DEEPJSON":
        return _deep_json_save()
    if text == "EXPERT":
        return _save_doc(ai="expert")
    if text == "LONGNAME":
        return _save_doc(name="N" * 100_000)
    if text == "HOUSE":
        return _save_doc(house="1e100000000")
    if text == "NULNAME":
        return _save_doc(name="A\x00B\u200b\u202eC")
    return text


@pytest.mark.skipif(sys.platform == "win32", reason="named pipes and links: POSIX")
@pytest.mark.parametrize("group", sorted(GROUPS))
def test_hostile_files_start_twice(tmp_path, group):
    home = tmp_path / "home"
    home.mkdir()
    outside = tmp_path / "outside.toml"
    outside.write_text(SENTINEL_TEXT)
    files, expect, aside = GROUPS[group]
    for name, kind, payload in files:
        _plant(home, name, kind, _payload(payload) if kind == "text" else payload,
               sentinel=outside)
    env = dict(os.environ, ANCIENT_CITIES_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    for start in (1, 2):
        done = run_main("--frames", 3, env=env, timeout=60)
        assert done.returncode == 0, (start, done.stderr[-2000:])
        assert "Traceback" not in done.stderr
        if start == 1:
            lines = [ln for ln in done.stderr.splitlines() if not ln.startswith("ALSA")]
            for word in expect:
                assert any(word in ln for ln in lines), (word, lines)
    for name in aside:
        kept = home / name
        assert os.path.lexists(kept), (name, sorted(os.listdir(home)))  # a bad link: moved as is
    assert outside.read_text() == SENTINEL_TEXT
    for p in home.iterdir():  # no temporary file left behind
        assert not p.name.endswith(".tmp")
