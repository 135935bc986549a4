"""A damaged new-game.toml is treated like the other user files: the faults reader names the
fault in one plain line, the good .bak is used (and restored), the damaged file is kept as
.corrupt (Start never writes over it); values the game does not offer are dropped one by one,
each named."""

import pygame
import pytest

from game.app.testing import click, frames, make_app
from game.scenes.new_game import NewGameScene
from game.storage import setups
from game.storage.toml_io import write_toml_atomic

GOOD = {"picture-pie": {"mode": "campaign", "players": 3,
                        "kinds": ["person", "ai:hard", "ai:easy", "person"]}}


def _open(tmp_path):
    app = make_app(tmp_path)
    ng = NewGameScene(app, "picture-pie", seed=1)
    app.push(ng)
    frames(app, 2)
    return app, ng


def _start(app, ng):
    click(app, next(w for w in ng.focus.widgets if w.key == "start").rect.center)


@pytest.mark.parametrize("damage,words", [
    (b"PK\x03\x04\x00\x01\x02" + bytes(range(200)), "it holds binary data, not text"),
    (b"", "the file is empty"),
])
def test_a_damaged_file_uses_its_backup_and_is_kept(tmp_path, damage, words):
    path = setups.setups_path(tmp_path)
    write_toml_atomic(path.with_name(path.name + ".bak"), GOOD, backup=False)
    path.write_bytes(damage)
    app, ng = _open(tmp_path)
    assert ng.num_seats == 3 and ng.kinds[:3] == ["person", "ai:hard", "ai:easy"]
    said = [m for m, _s in app.toasts if m.startswith("Your New Game choices")]
    assert said == [f"Your New Game choices could not be read ({words}); kept as "
                    f"new-game.toml.corrupt; restored from new-game.toml.bak."]
    assert (tmp_path / "new-game.toml.corrupt").read_bytes() == damage
    _start(app, ng)
    assert type(app.top).__name__ == "PicturePieTable"
    assert (tmp_path / "new-game.toml.corrupt").read_bytes() == damage   # never written over
    assert setups.read_setup("picture-pie", tmp_path) == (setups.load_setup(
        "picture-pie", tmp_path), [])                                     # said once


def test_both_damaged_say_so_and_use_the_defaults(tmp_path):
    path = setups.setups_path(tmp_path)
    path.write_bytes(b"\x00\x01binary")
    path.with_name(path.name + ".bak").write_bytes(b"")
    entry, said = setups.read_setup("picture-pie", tmp_path)
    assert entry is None and said == [
        "Your New Game choices could not be read (it holds binary data, not text); kept as "
        "new-game.toml.corrupt; its backup could not be read either (the file is empty) and "
        "was set aside as new-game.toml.bak.corrupt; using the defaults."]


def test_hand_edited_values_are_dropped_one_by_one_with_a_message(tmp_path):
    write_toml_atomic(setups.setups_path(tmp_path), {"picture-pie": {
        "mode": "chess", "players": 9, "kinds": ["person", "robot:ultra", "ai:easy"]}})
    app, ng = _open(tmp_path)
    said = [m for m, _s in app.toasts if m.startswith("Your New Game choices")]
    assert said == ['Your New Game choices for Picture Pie: mode = "chess" is not a mode of '
                    'this game; players = 9 is not 1 to 4; seat kind "robot:ultra" is not a '
                    'Person nor an AI level (dropped).']
    assert ng.mode == "campaign" and ng.kinds[2] == "ai:easy"   # the good value is kept
    pygame.event.clear()
