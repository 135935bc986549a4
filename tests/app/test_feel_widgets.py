"""Button feel by posted input: the hovered button lifts (a wash instead with reduced motion),
a pressed or changed widget sinks under a dark wash for a moment, each with its sound cue; scene
changes cross-fade on pushes and pops (game.render.feel, game.app.app)."""

import pygame
import pytest

from game.app.testing import frames, make_app, move, press
from game.audio import NullAudio
from game.render import feel
from game.render.widgets import Choice
from game.scenes.dialogs import RulesScene
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene


def _title(tmp_path, **settings):
    app = make_app(tmp_path, **settings)
    app.audio = NullAudio()   # records the cues asked for
    scene = app.push(TitleScene(app))
    frames(app, 2)
    return app, scene


def _button(scene, key):
    return next(w for w in scene.focus.widgets if w.key == key)


@pytest.mark.parametrize("reduced", [False, True])
def test_the_hovered_button_lifts_or_with_reduced_motion_glows(tmp_path, reduced):
    app, scene = _title(tmp_path, reduced_motion=reduced)
    b = _button(scene, "settings")
    move(app, (2, 2))                      # the pointer away from every button
    scene.focus.focus_key("settings")      # focused as by keys: the ring, no hover
    frames(app, 1)
    focused = app.screen.copy()
    move(app, (b.rect.centerx, b.rect.bottom - 4))
    assert scene.focus.hover == scene.focus.index and scene.focus.focused is b
    hovered = app.screen.copy()
    x = b.rect.centerx
    above = [(x, b.rect.top - feel.LIFT_PX + 1)]
    inside = [(b.rect.x + 6, b.rect.centery)]
    changed = lambda pts: any(focused.get_at(p) != hovered.get_at(p) for p in pts)  # noqa: E731
    if reduced:        # nothing moves: the rim stays put, the inside is washed lighter
        assert not changed(above) and changed(inside)
        assert sum(hovered.get_at(inside[0])[:3]) > sum(focused.get_at(inside[0])[:3])
    else:              # the button rose: its rim now where the glow was
        assert changed(above)


def test_a_changed_choice_shows_a_press_then_lifts_again_with_sounds(tmp_path):
    app = make_app(tmp_path)
    app.audio = NullAudio()   # records the cues asked for
    scene = app.push(NewGameScene(app, "akropolis"))
    frames(app, 2)
    index = next(i for i, w in enumerate(scene.focus.widgets) if isinstance(w, Choice)
                 and w.enabled)
    scene.focus.index = index
    w = scene.focus.widgets[index]
    frames(app, 1)
    before = app.screen.copy()
    press(app, pygame.K_RIGHT)             # the Choice takes the direction: a press
    assert scene.focus.press_key == w.key and scene.focus.press_left > 0
    assert app.audio.played == ["click"]
    probe = (w.rect.x + w.rect.h // 2, w.rect.bottom - 4)   # the fill, clear of any text
    assert sum(app.screen.get_at(probe)[:3]) < sum(before.get_at(probe)[:3])   # darker
    assert app.needs_redraw()              # the App redraws until the press has lifted
    frames(app, 12)                        # 0.2 s
    assert not scene.focus.pressing
    assert app.screen.get_at(probe) == before.get_at(probe)   # lifted again
    press(app, pygame.K_DOWN)              # the focus moves: a soft blip
    assert app.audio.played == ["click", "hover"]


def test_scene_changes_cross_fade_on_push_and_pop_unless_animations_are_off(tmp_path):
    app, scene = _title(tmp_path)
    app.transitions = True
    opaque = app.push(NewGameScene(app, "akropolis"))
    assert app._fade is not None                        # push: fade in
    frames(app, 1)
    blended = app.screen.copy()
    frames(app, 30)
    assert app._fade is None
    settled = app.screen.copy()
    assert blended.get_at((5, app.size[1] // 2)) != settled.get_at((5, app.size[1] // 2)) or \
        blended.get_at((app.size[0] // 2, 60)) != settled.get_at((app.size[0] // 2, 60))
    app.pop()
    assert app._fade is not None                        # pop: fade back
    frames(app, 30)
    app.push(RulesScene(app, "Some rules.", "Rules"))   # an overlay: no fade
    assert app._fade is None
    app.pop()
    assert app._fade is None
    app.settings["animations"] = False                  # read live
    app.push(opaque)
    assert app._fade is None
    app.pop()
    assert app._fade is None
