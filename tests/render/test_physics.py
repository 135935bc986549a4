"""game.render.physics: one pymunk space per table, one fixed step with an accumulator, effects
that take their bodies, shapes and constraints with them, reduced motion without bodies, and
the Quarry Wheel's spring settling on the sector the rules chose from any start."""

from __future__ import annotations

import math
import random

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from game.render import physics
from game.render.physics import MAX_STEPS, STEP, Motion

TILE = pygame.Surface((24, 24), pygame.SRCALPHA)


def run_out(m: Motion, dt: float = 1 / 60, limit: int = 2000) -> int:
    """Step ``m`` until nothing moves; the frames it took."""
    for i in range(limit):
        if not m.active():
            return i
        m.step(dt)
    raise AssertionError("still moving after %d frames" % limit)


def test_five_hundred_effects_leave_the_space_empty():
    m = Motion({})
    rnd = random.Random(5)
    landed = []
    for i in range(500):
        kind = i % 3
        p0 = (rnd.uniform(0, 1280), rnd.uniform(0, 720))
        p1 = (rnd.uniform(0, 1280), rnd.uniform(0, 720))
        if kind == 0:
            m.burst(p0, 12, radius=rnd.uniform(10, 60), seed=i, delay=rnd.uniform(0, 0.5))
        elif kind == 1:
            m.fly(TILE, p0, p1, rnd.uniform(0.2, 0.6), delay=rnd.uniform(0, 0.3),
                  on_land=lambda i=i: landed.append(i))
        else:
            m.drop(rnd.uniform(20, 200))
        if i % 25 == 0:
            m.step(1 / 60)
    assert m.count() > 0
    run_out(m)
    assert m.count() == 0 and m.parts() == 0 and m.effects == []
    assert len(landed) == len(range(1, 500, 3))   # every flight landed once


def test_reduced_motion_creates_no_bodies_and_still_lands():
    cfg = {"reduced_motion": True}
    m = Motion(lambda: cfg)
    landed = []
    assert isinstance(m.burst((100, 100), 18, radius=40), physics.Glow)
    assert isinstance(m.fly(TILE, (0, 0), (300, 200), on_land=lambda: landed.append(1)),
                      physics.FadeIn)
    drop = m.drop(150)
    assert drop.offset == 0 and drop.flash == 1.0
    assert m.spring_angle("wheel", 0, 6) == 0
    frames = 0
    while m.active():
        assert m.spring_angle("wheel", 3, 6) == 3      # the wheel is at the rules' sector
        assert m.count() == 0 and m.parts() == 0
        m.step(1 / 60)
        frames += 1
    assert landed == [1]
    assert frames <= math.ceil(physics.FADE * 2 * 60) + 1    # short fades


def test_animations_off_moves_nothing():
    m = Motion({"animations": False})
    landed = []
    assert m.fly(TILE, (0, 0), (10, 10), on_land=lambda: landed.append(1)) is None
    assert landed == [1]
    assert m.burst((0, 0)) is None and m.drop(100) is None
    assert m.spring_angle("wheel", 1, 6) == 1 and m.spring_angle("wheel", 4, 6) == 4
    assert not m.active() and m.count() == 0


def test_switching_reduced_motion_on_mid_spin_settles_at_once():
    cfg = {}
    m = Motion(lambda: cfg)
    m.spring_angle("wheel", 0, 6)
    m.spring_angle("wheel", 2, 6)
    m.step(1 / 60)
    assert m.count() == 2          # the wheel's body and its anchor
    cfg["reduced_motion"] = True
    assert m.spring_angle("wheel", 2, 6) == 2 and m.count() == 0


def test_one_fixed_step_whatever_the_frame_rate():
    """Two 1/60 s frames and one 1/30 s frame run the same four steps: same positions."""
    a, b = Motion({}), Motion({})
    for m in (a, b):
        m.burst((200, 200), 6, radius=30, seed=3)
    a.step(1 / 60)
    a.step(1 / 60)
    b.step(1 / 30)
    pa = [c for body, _ in a.effects[0].bodies for c in body.position]
    pb = [c for body, _ in b.effects[0].bodies for c in body.position]
    assert pa == pytest.approx(pb)


def test_a_stall_runs_at_most_max_steps(monkeypatch):
    m = Motion({})
    m.burst((0, 0), 4)
    calls = []
    real = m.space.step
    monkeypatch.setattr(m.space, "step", lambda h: (calls.append(h), real(h)))
    m.step(30.0)                  # a 30 s stall
    assert calls == [STEP] * MAX_STEPS
    assert m.acc < STEP


def test_animation_speed_multiplies_the_rates():
    def frames(speed):
        m = Motion({"animation_speed": speed})
        m.fly(TILE, (0, 0), (400, 0), 0.5)
        return run_out(m)
    slow, normal, fast = frames(0.5), frames(1.0), frames(2.0)
    assert slow > normal > fast
    assert fast == pytest.approx(normal / 2, abs=2)


def test_a_flight_ends_on_its_destination():
    m = Motion({})
    f = m.fly(TILE, (10, 500), (600, 80), 0.4, lift=50)
    ys = []
    while f in m.effects:
        m.step(1 / 60)
        if f.body is not None:
            ys.append(f.body.position.y)
            last = tuple(f.body.position)
    assert math.dist(last, (600, 80)) < 3
    assert min(ys) < 80            # it rose above the straight line before settling
    assert m.count() == 0


def test_a_drop_falls_bounces_a_little_and_rests():
    m = Motion({})
    d = m.drop(150)
    offsets, flashes = [], []
    while d in m.effects:
        offsets.append(d.offset)
        flashes.append(d.flash)
        m.step(1 / 60)
    assert offsets[0] == pytest.approx(-150, abs=1)
    hit = next(i for i, o in enumerate(offsets) if o > -1)
    assert flashes[hit - 1] == 0 and max(flashes) > 0.5     # the impact flashes
    hop = -min(offsets[hit:])
    assert 3 < hop < 150 * 0.25    # a small bounce, not a second fall
    assert offsets[-1] > -1.5 and m.count() == 0


@settings(max_examples=60)
@given(start=st.floats(0, 6, exclude_max=True), velocity=st.floats(-40, 40),
       target=st.integers(0, 11), n=st.integers(2, 6), sundial=st.booleans())
def test_the_wheel_settles_on_the_rules_sector_from_any_speed(start, velocity, target, n,
                                                               sundial):
    m = Motion({})
    key, ratio = ("sundial", 0.3) if sundial else ("wheel", 0.55)
    start %= n
    m.spring_angle(key, start, n, ratio=ratio)
    m.spin(key, velocity)
    value = m.spring_angle(key, target, n, ratio=ratio)
    for _ in range(60 * 12):
        if not m.springs[key].moving:
            break
        m.step(1 / 60)
        value = m.spring_angle(key, target, n, ratio=ratio)
        assert 0 <= value < n
    assert not m.springs[key].moving
    assert value == target % n
    assert m.count() == 0 and m.parts() == 0
