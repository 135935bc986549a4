"""Monkey test (issue 19): seeded random keys, mouse, wheel, controller and joystick events,
resizes to tiny/tall/wide sizes and focus changes for many frames per scene; nothing may raise.
A longer run: ``python -m bench monkey`` (bench/monkey.py)."""

import pytest

from bench.monkey import SCENES, run_monkey
from game.app.testing import make_app

FRAMES = {"pp-table": 160, "ak-table": 160, "ak-solo": 100, "pp-setup": 100}


@pytest.mark.parametrize("name", SCENES)
def test_monkey_input_never_crashes(tmp_path, name):
    app = make_app(tmp_path)
    app.transitions = False
    assert run_monkey(app, name, FRAMES.get(name, 120), seed=sum(map(ord, name))) > 0
