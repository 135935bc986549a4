"""Fonts: the bundled classical serif (EB Garamond, SIL OFL; assets/fonts/LICENSE-EBGaramond.txt).

``font(size_px, bold=False, caps=False)`` returns a cached ``pygame.font.Font``; ``caps`` picks the
small-caps face used for titles and buttons.  A missing or unreadable font file falls back to
pygame's default font (never crashes).  ``text(surface, s, pos, size, color, anchor)`` draws one
line and returns its rect.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = FONT_DIR / "EBGaramond12-Regular.ttf"
BOLD = FONT_DIR / "EBGaramond12-Bold.ttf"
CAPS = FONT_DIR / "EBGaramondSC12-Regular.ttf"

ANCHORS = ("topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft",
           "midbottom", "bottomright")


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


@lru_cache(maxsize=256)
def font(size_px: int, bold: bool = False, caps: bool = False) -> pygame.font.Font:
    """A cached font of ``size_px`` pixels (minimum 6).  Falls back to pygame's default font."""
    _ensure_init()
    size_px = max(6, int(size_px))
    path = CAPS if caps else (BOLD if bold else REGULAR)
    try:
        f = pygame.font.Font(str(path), size_px)
    except (OSError, FileNotFoundError, pygame.error):
        try:
            f = pygame.font.Font(str(REGULAR), size_px)
            f.set_bold(bold)
        except (OSError, FileNotFoundError, pygame.error):
            f = pygame.font.Font(None, int(size_px * 1.25))
            f.set_bold(bold)
    return f


@lru_cache(maxsize=2048)
def render(s: str, size_px: int, color: tuple, bold: bool = False, caps: bool = False
           ) -> pygame.Surface:
    """Cached antialiased text surface (alpha)."""
    return font(size_px, bold, caps).render(s, True, color)


def text(surface: pygame.Surface, s: str, pos: tuple[int, int], size: int, color: tuple,
         anchor: str = "topleft", bold: bool = False, caps: bool = False,
         shadow: tuple | None = None) -> pygame.Rect:
    """Draw one line of ``s`` with its ``anchor`` point at ``pos``; return the rect drawn.

    ``anchor`` is a pygame.Rect attribute name (topleft, center, midright, ...).  ``shadow``: a
    colour for a 1-2 px drop shadow behind the text.
    """
    img = render(s, int(size), tuple(color), bold, caps)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow is not None:
        off = max(1, int(size) // 16)
        surface.blit(render(s, int(size), tuple(shadow), bold, caps), rect.move(off, off))
    surface.blit(img, rect)
    return rect


def fit_size(s: str, max_width: int, size: int, bold: bool = False, caps: bool = False,
             min_size: int = 10) -> int:
    """Largest size <= ``size`` at which ``s`` is at most ``max_width`` pixels wide."""
    while size > min_size and font(size, bold, caps).size(s)[0] > max_width:
        size -= 1
    return size


def wrap(s: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels (blank lines kept)."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        cur = ""
        for w in words:
            trial = w if not cur else cur + " " + w
            if f.size(trial)[0] <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines
