"""Monkey test (issues 19 and 17): for EVERY scene of ``--list-scenes``, thousands of seeded
random posted events - keys, mouse, wheel, controller and joystick input, devices added and
removed (also instance ids never announced), resizes to tiny/tall/wide sizes, focus changes and
quit requests - over more than a minute of simulated frames (stalls up to 10 s); nothing may raise and
every rules state on the stack stays legal (bench.monkey.check_states: round trip, replay from
the opening, a legal action while the game is not over).  A longer run: ``python -m bench
monkey`` (bench/monkey.py)."""

import pytest

from bench.monkey import DTS, run_monkey
from game.app.testing import make_app
from game.scenes.registry import scene_names

FRAMES = 30        # frames per scene: 50..100 events a frame; DTS in turn: 65.3 s of game time


@pytest.mark.parametrize("name", scene_names())
def test_monkey_input_never_crashes_and_states_stay_legal(tmp_path, name):
    app = make_app(tmp_path, ai_think=0.1)
    app.transitions = False
    posted = run_monkey(app, name, FRAMES, seed=sum(map(ord, name)), per_frame=100, dts=DTS,
                        check_every=20, resizes=0.1, min_per_frame=50)
    assert posted >= 1500           # ~2,250 events: at least 50 a frame
