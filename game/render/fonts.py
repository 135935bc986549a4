"""Fonts: the bundled classical serif (EB Garamond, SIL OFL; assets/fonts/LICENSE-EBGaramond.txt).

``font(size_px, bold=False, caps=False)`` returns a cached ``pygame.font.Font``; ``caps`` picks the
small-caps face used for titles and buttons.  A missing or unreadable font file falls back to
pygame's default font (never crashes).  ``text(surface, s, pos, size, color, anchor)`` draws one
line and returns its rect.  Characters a face lacks (the bold face has no dashes or arrows, the
serif no stars or check marks) are drawn from the regular face, then from DejaVu Sans
(assets/fonts/LICENSE-DejaVu.txt), so no "tofu" boxes appear; ``measure`` gives the true width.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = FONT_DIR / "EBGaramond12-Regular.ttf"
BOLD = FONT_DIR / "EBGaramond12-Bold.ttf"
CAPS = FONT_DIR / "EBGaramondSC12-Regular.ttf"
SYMBOLS = FONT_DIR / "DejaVuSans.ttf"

ANCHORS = ("topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft",
           "midbottom", "bottomright")


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


def clear_caches() -> None:
    """Forget every cached Font and text surface.

    Fonts die with ``pygame.font.quit()``; the App calls this when it (re)initialises pygame so a
    second App in one process (tests, benchmarks) never touches a dead Font.
    """
    for cached in (font, _symbol_font, _runs, render):
        cached.cache_clear()
    _NOTDEF.clear()


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


@lru_cache(maxsize=64)
def _symbol_font(size_px: int) -> pygame.font.Font | None:
    _ensure_init()
    try:
        return pygame.font.Font(str(SYMBOLS), max(6, int(size_px * 0.8)))
    except (OSError, FileNotFoundError, pygame.error):
        return None


_NOTDEF: dict[int, object] = {}


def _has(f: pygame.font.Font, ch: str) -> bool:
    """True if ``f`` has a real glyph for ``ch`` (not the .notdef box)."""
    if ch in " \t":
        return True
    key = id(f)
    if key not in _NOTDEF:
        _NOTDEF[key] = (f.metrics("\U0010fffd") or [None])[0]
    m = f.metrics(ch)
    return bool(m) and m[0] is not None and m[0] != _NOTDEF[key]


@lru_cache(maxsize=4096)
def _runs(s: str, size_px: int, bold: bool, caps: bool) -> tuple[tuple[str, int], ...]:
    """Split ``s`` into runs of (text, face index) over the fallback chain."""
    chain = _chain(size_px, bold, caps)
    out: list[list] = []
    for ch in s:
        idx = 0
        for i, f in enumerate(chain):
            if _has(f, ch):
                idx = i
                break
        if out and out[-1][1] == idx:
            out[-1][0] += ch
        else:
            out.append([ch, idx])
    return tuple((t, i) for t, i in out)


def _chain(size_px: int, bold: bool, caps: bool) -> list[pygame.font.Font]:
    chain = [font(size_px, bold, caps)]
    if bold or caps:
        chain.append(font(size_px))
    sym = _symbol_font(size_px)
    if sym is not None:
        chain.append(sym)
    return chain


def measure(s: str, size_px: int, bold: bool = False, caps: bool = False) -> tuple[int, int]:
    """(width, height) in pixels of ``s`` as :func:`render` draws it."""
    chain = _chain(int(size_px), bold, caps)
    w = sum(chain[i].size(t)[0] for t, i in _runs(s, int(size_px), bold, caps))
    return w, chain[0].get_linesize()


@lru_cache(maxsize=2048)
def render(s: str, size_px: int, color: tuple, bold: bool = False, caps: bool = False
           ) -> pygame.Surface:
    """Cached antialiased text surface (alpha), with per-character face fallback."""
    size_px = int(size_px)
    runs = _runs(s, size_px, bold, caps)
    chain = _chain(size_px, bold, caps)
    if len(runs) <= 1 and (not runs or runs[0][1] == 0):
        return chain[0].render(s, True, color)
    base = chain[0]
    parts = []
    for t, i in runs:
        f = chain[i]
        if i == 1 and bold:
            f.set_bold(True)
            img = f.render(t, True, color)
            f.set_bold(False)
        else:
            img = f.render(t, True, color)
        parts.append((img, f.get_ascent()))
    asc = max(a for _, a in parts)
    height = max(base.get_height(), max(img.get_height() - a + asc for img, a in parts))
    surf = pygame.Surface((sum(img.get_width() for img, _ in parts), height), pygame.SRCALPHA)
    x = 0
    for img, a in parts:
        surf.blit(img, (x, asc - a))
        x += img.get_width()
    return surf


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
    while size > min_size and measure(s, size, bold, caps)[0] > max_width:
        size -= 1
    return size


def wrap(s: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines no wider than ``width`` pixels (blank lines kept)."""
    lines: list[str] = []
    for para in s.split("\n"):
        words = para.split(" ")
        cur = ""
        for w in words:
            trial = w if not cur else cur + " " + w
            if measure(trial, size, bold)[0] <= width or not cur:
                cur = trial
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines
