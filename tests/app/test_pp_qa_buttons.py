"""Play-test round (issue 9): at 640x400 the bottom buttons' labels share one size and each
rotate icon stands clear of its label (a gap of background between them)."""

import pygame
import pytest

from game.app.testing import frames, make_app
from game.render import palette as P
from game.render.table_button import table_button_px
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.picture_pie.layout import BUTTON_LABELS, BUTTONS
from game.scenes.picture_pie.view import ROTATE_BUTTONS


def ink_columns(surface, rect, colours) -> list[bool]:
    """Per column of ``rect``: does any pixel of the middle band have one of ``colours``?"""
    band = range(rect.y + rect.h // 4, rect.bottom - rect.h // 4)
    out = []
    for x in range(rect.x + 2, rect.right - 2):
        out.append(any(tuple(surface.get_at((x, y)))[:3] in colours for y in band))
    return out


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)])
def test_rotate_icons_stand_clear_of_their_labels(tmp_path, size):
    app = make_app(tmp_path, size=size)
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3, draft=True)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "build"
    for name in ("site_ccw", "site_cw"):
        cols = ink_columns(app.screen, t.button_rect(name), {tuple(P.TEXT)})
        first = cols.index(True)
        end_icon = first + cols[first:].index(False)
        nxt = end_icon + cols[end_icon:].index(True)
        assert nxt - end_icon >= 3, (name, size, cols)


def test_every_button_label_has_one_size_at_640x400(tmp_path):
    app = make_app(tmp_path, size=(640, 400))
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3, draft=True)
    app.push(t)
    frames(app, 2)
    sizes = {n: table_button_px(t.button_rect(n), BUTTON_LABELS[n], ROTATE_BUTTONS.get(n))[0]
             for n in BUTTONS}
    shared = min(sizes.values())
    drawn = []
    import game.render.table_button as tbm
    real = tbm.render

    def spy(text, px, *a, **k):
        drawn.append((text, px))
        return real(text, px, *a, **k)

    tbm.render = spy
    tbm._cache.clear()
    try:
        t.renderer.draw(app.screen)
    finally:
        tbm.render = real
    got = {px for text, px in drawn if text in BUTTON_LABELS.values()}
    assert got == {shared}, (got, sizes)
