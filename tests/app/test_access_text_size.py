"""No text below a readable size at 1280x720 (issue 18 item 4; README "Settings"): the font
functions are hooked while every ``--scene`` demo draws a few frames.  Words (anything with two
letters in a row) are at least fonts.MIN_TEXT_PX (12 px); a glyph on a game piece (a digit, a
fraction, a seat letter) at least 10 px (hexdraw/pie GLYPH_MIN_PX)."""

import re

from game.app.testing import frames, make_app
from game.render import fonts
from game.render.hexdraw import GLYPH_MIN_PX
from game.scenes.registry import make_scene, scene_names

WORD = re.compile(r"[^\W\d_]{2}")


def test_every_demo_scene_draws_readable_text_at_1280x720(tmp_path, monkeypatch):
    drawn: dict[tuple[str, int], str] = {}
    current = [""]
    real_render, real_font_render = fonts._render, fonts.LiningFont.render

    def note(s, px):
        s = str(s)
        if s.strip() and (px < GLYPH_MIN_PX or (px < fonts.MIN_TEXT_PX and WORD.search(s))):
            drawn.setdefault((s, px), current[0])

    def render(s, size_px, color, bold=False, caps=False):
        note(s, size_px)
        return real_render(s, size_px, color, bold, caps)

    def font_render(self, text, *args, **kwargs):
        note(text, self.point_size)
        return real_font_render(self, text, *args, **kwargs)

    render.cache_clear = real_render.cache_clear
    monkeypatch.setattr(fonts, "_render", render)
    monkeypatch.setattr(fonts.LiningFont, "render", font_render)
    for name in scene_names():
        current[0] = name
        app = make_app(tmp_path / name)
        app.push(make_scene(name, app, 1))
        fonts.clear_text_cache()
        frames(app, 2)
    assert drawn == {}
