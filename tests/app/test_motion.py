"""Physical motion at the tables (game.render.physics through the tables' animators), driven by
posted pygame events: the Quarry Wheel settles on the sector the rules chose through its
spring, a completed monument's Laurel Wreath tokens burst and fall while the player goes on
playing, the Akropolis drop bounces slightly and settles, reduced motion makes no bodies, and
every effect leaves the space empty when it ends."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.app.testing import click, frames, make_app
from game.render.physics import FADE, Burst, Glow
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.registry import make_scene

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pp_driver import end_turn  # noqa: E402


def burst_table(tmp_path, **settings):
    app = make_app(tmp_path, **settings)
    t = make_scene("pp-completion-burst", app, 1)
    app.push(t)
    return app, t


def test_the_burst_falls_while_the_player_ends_the_turn(tmp_path):
    app, t = burst_table(tmp_path)
    motion = t.animator.motion
    frames(app, 25)                         # the wedge has landed; the tokens fly
    bursts = [e for e in t.animator.fx.items if isinstance(e, Burst)]
    assert bursts and motion.count() >= 18
    shot, bare = pygame.Surface(app.size), pygame.Surface(app.size)
    t.draw(shot)
    items = t.animator.fx.items
    t.animator.fx.items = [e for e in items if e is not bursts[0]]
    t.draw(bare)                            # the same frame without the tokens
    t.animator.fx.items = items
    spots = [(round(b.position.x), round(b.position.y)) for b, _k in bursts[0].bodies]
    # (some lie under the rising points labels, drawn over them)
    assert sum(shot.get_at(p) != bare.get_at(p) for p in spots) >= len(spots) // 3
    seat = t.state.current_seat
    end_turn(app, t)                        # no effect holds up the player's input
    assert t.state.current_seat != seat and motion.count() > 0
    for _ in range(120):
        frames(app, 1)
        if not bursts[0].alive:
            break
    assert not bursts[0].alive and bursts[0].parts == []     # its bodies left the space
    live = sum(len(e.parts) for e in motion.effects)          # only the AI's flights remain
    assert motion.parts() == live + sum(len(sp.parts) for sp in motion.springs.values())


def test_reduced_motion_makes_no_bodies_at_the_table(tmp_path):
    app, t = burst_table(tmp_path, reduced_motion=True)
    motion = t.animator.motion
    seen_glow = False
    for _ in range(40):
        frames(app, 1)
        assert motion.count() == 0 and motion.parts() == 0
        seen_glow |= any(isinstance(e, Glow) for e in t.animator.fx.items)
        assert not any(isinstance(e, Burst) for e in t.animator.fx.items)
    assert seen_glow and not t.animator.hidden    # the wedge faded in where it landed
    r0 = t.state.wheel.rotation
    click(app, t.button_rect("wheel_cw").center)
    assert t.state.wheel.rotation == (r0 + 1) % 6
    frames(app, 1)
    assert t.animator.vis_rotation == t.state.wheel.rotation and motion.count() == 0


def test_the_wheel_turns_with_momentum_and_settles_on_the_rules_sector(tmp_path):
    app = make_app(tmp_path)
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    r0 = t.state.wheel.rotation
    click(app, t.button_rect("wheel_cw").center)
    target = t.state.wheel.rotation
    assert target == (r0 + 1) % 6
    seen = []
    for _ in range(90):
        frames(app, 1)
        seen.append((t.animator.vis_rotation - r0) % 6)
    assert t.animator.motion.count() == 0 and t.animator.vis_rotation == target
    assert max(v for v in seen if v < 3) > 1.02          # momentum: it overshoots a little
    assert 0 < seen[2] < seen[5] < 1                      # and got there by turning


def _ak_place(tmp_path, **settings):
    from game.core.akropolis import Place
    app = make_app(tmp_path, **settings)
    t = make_scene("ak-table", app, 1)
    app.push(t)
    frames(app, 3)
    st = t.state
    q, r, rot = st.cities[st.current_seat].legal_placements()[0]
    assert t.act(Place(0, q, r, rot))
    return app, t


def _drop_frames(app, t, limit=200):
    """(offset, flash, bodies) per frame while the first drop step runs."""
    out = []
    for _ in range(limit):
        frames(app, 1)
        a = t.anim
        if a is not None and a["type"] == "drop":
            d = a["fx"]
            out.append((d.offset, d.flash, t.motion.count()))
        elif out:
            break
    return out


def test_the_akropolis_drop_falls_bounces_and_settles(tmp_path):
    app, t = _ak_place(tmp_path)
    seen = _drop_frames(app, t)
    offsets = [o for o, _f, _n in seen]
    assert offsets[0] < -50 and all(n > 0 for *_x, n in seen)
    hit = next(i for i, o in enumerate(offsets) if o > -1)
    assert min(offsets[hit:]) < -2                       # a slight bounce
    assert max(f for _o, f, _n in seen) > 0.5            # the impact flashes
    for _ in range(300):
        if not t.in_motion():
            break
        frames(app, 1)
    assert t.motion.count() == 0 and t.motion.parts() == 0


def test_akropolis_reduced_motion_drops_in_place_and_faster_animation(tmp_path):
    app, t = _ak_place(tmp_path / "reduced", reduced_motion=True)
    seen = _drop_frames(app, t)
    assert seen and all(o == 0 and n == 0 for o, _f, n in seen)
    assert seen[0][1] > 0.5                              # the short fade of the flash
    normal = len(_drop_frames(*_ak_place(tmp_path / "normal")))
    fast = len(_drop_frames(*_ak_place(tmp_path / "fast", animation_speed=2.0)))
    assert fast < normal * 0.7
    assert FADE < 0.3


def _bursting(app, scene, spot_of):
    """Open demo ``scene``, click the spot ``spot_of(table)`` until its completion is made;
    then (bodies just after, bodies once the burst has fallen)."""
    table = make_scene(scene, app, 1)
    app.push(table)
    frames(app, 2)
    spot = spot_of(table)
    for _ in range(2):     # a first click may only propose the spot (confirm before final)
        if table.motion.count():
            break
        click(app, table.hex_screen_pos(*spot))
        frames(app, 1)
    during = table.motion.count()
    frames(app, 100)           # the burst lives 1.4 s
    return during, table.motion.count()


def test_a_completed_athena_card_throws_a_small_burst(tmp_path):
    app = make_app(tmp_path)
    during, after = _bursting(app, "ak-athena-mini", lambda t: next(iter(t.mini_spots())))
    assert during == 10 + 1 and after == 0     # ten leaves, and the Mini-tile's drop


def test_a_completed_pantheon_challenge_throws_a_small_burst(tmp_path):
    app = make_app(tmp_path)
    during, after = _bursting(app, "ak-pantheon-altar", lambda t: t.altar_spot)
    assert during == 10 and after == 0
