"""Bundled fonts: licence files present, glyph fallback (no tofu), missing file never crashes."""

import pygame
import pytest

from game.render import fonts


@pytest.fixture(autouse=True)
def _init():
    pygame.font.init()
    yield


def test_bundled_fonts_have_their_licences():
    assert fonts.REGULAR.exists() and fonts.BOLD.exists() and fonts.CAPS.exists()
    assert "SIL OPEN FONT LICENSE" in (fonts.FONT_DIR / "LICENSE-EBGaramond.txt").read_text()
    assert fonts.SYMBOLS.exists() and (fonts.FONT_DIR / "LICENSE-DejaVu.txt").exists()
    assert fonts.DIGITS.exists() and fonts.DIGITS_BOLD.exists()
    assert "OFL-1.1" in (fonts.FONT_DIR / "LICENSE-LinuxLibertine.txt").read_text()


def test_characters_missing_from_a_face_come_from_the_next_face():
    # the bold face has no en dash; the serif has no star
    assert [i for _, i in fonts._runs("A \u2013 B", 24, True, False)] == [0, 1, 0]
    assert [i for _, i in fonts._runs("A\u2605", 24, False, False)] == [0, 1]
    assert fonts._runs("Plain text", 24, False, False) == (("Plain text", 0),)


def test_fallback_glyph_is_not_the_notdef_box():
    box = fonts.font(40).render("\U0010fffd", True, (255, 255, 255))
    star = fonts.render("\u2605", 40, (255, 255, 255))
    assert pygame.image.tobytes(box, "RGBA") != pygame.image.tobytes(star, "RGBA")
    assert fonts.measure("\u2605", 40)[0] == star.get_width()


def test_missing_font_file_falls_back_to_pygame_default(monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "REGULAR", tmp_path / "none.ttf")
    monkeypatch.setattr(fonts, "BOLD", tmp_path / "none-bold.ttf")
    fonts.font.cache_clear()
    try:
        f = fonts.font(20, bold=True)
        assert f.render("Hello", True, (0, 0, 0)).get_width() > 0
    finally:
        fonts.font.cache_clear()


def _ink_height(img):
    return img.get_bounding_rect(min_alpha=60).h


@pytest.mark.parametrize("bold,caps", [(False, False), (True, False), (False, True)])
def test_digits_are_lining_figures_as_tall_as_capitals(bold, caps):
    """QA: EB Garamond's old-style figures made a score of 11 look like "II"."""
    digits = _ink_height(fonts.render("1180", 40, (255, 255, 255), bold, caps))
    caps_h = _ink_height(fonts.render("HHHH", 40, (255, 255, 255), bold, caps))
    assert 0.9 * caps_h <= digits <= 1.05 * caps_h
    # old-style "1" would stand at x-height (about 0.65 of the capitals)
    one = _ink_height(fonts.render("1", 40, (255, 255, 255), bold, caps))
    assert one >= 0.9 * caps_h


def test_direct_font_render_also_uses_lining_figures():
    """Tables call font(px).render(...) directly (score pop-ups): same figures, same width."""
    f = fonts.font(36, bold=True)
    img = f.render("+11", True, (255, 255, 255))
    assert _ink_height(f.render("11", True, (255, 255, 255))) >= 0.9 * _ink_height(
        f.render("HH", True, (255, 255, 255)))
    assert f.size("+11")[0] == img.get_width() == fonts.measure("+11", 36, bold=True)[0]
    assert f.size("abc") == pygame.font.Font.size(f, "abc")


def test_labels_with_digits_keep_the_line_box_of_the_face():
    """"Seat 1" centred beside "Game" must sit on the same baseline (same surface height)."""
    for bold, caps in ((False, False), (True, False), (False, True)):
        plain = fonts.render("Seat", 30, (255, 255, 255), bold, caps)
        digits = fonts.render("Seat 1", 30, (255, 255, 255), bold, caps)
        assert digits.get_height() == plain.get_height() == fonts.font(30, bold, caps).get_height()
