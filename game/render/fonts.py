"""Fonts: the bundled classical serif (EB Garamond, SIL OFL; assets/fonts/LICENSE-EBGaramond.txt).

``font(size_px, bold=False, caps=False)`` returns a cached ``pygame.font.Font``; ``caps`` picks the
small-caps face used for titles and buttons.  A missing or unreadable font file falls back to
pygame's default font (never crashes).  ``text(surface, s, pos, size, color, anchor)`` draws one
line and returns its rect.  Characters a face lacks (the bold face has no dashes or arrows, the
serif no stars or check marks) are drawn from the regular face, then from DejaVu Sans
(assets/fonts/LICENSE-DejaVu.txt), so no "tofu" boxes appear; ``measure`` gives the true width.
Digits always come from Linux Libertine's lining figures (EB Garamond's are old-style: a score
of 11 would read "II"), also through ``font(...).render`` (see :class:`LiningFont`).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
REGULAR = FONT_DIR / "EBGaramond12-Regular.ttf"
BOLD = FONT_DIR / "EBGaramond12-Bold.ttf"
CAPS = FONT_DIR / "EBGaramondSC12-Regular.ttf"
SYMBOLS = FONT_DIR / "DejaVuSans.ttf"
# EB Garamond's default figures are old-style ("11" reads "II") and pygame cannot switch on the
# OpenType ``lnum`` feature, so digits come from Linux Libertine (lining figures by default, a
# close classical companion; OFL, assets/fonts/LICENSE-LinuxLibertine.txt), scaled to match.
DIGITS = FONT_DIR / "LinLibertine_R.otf"
DIGITS_BOLD = FONT_DIR / "LinLibertine_RB.otf"
DIGIT_CHARS = frozenset("0123456789")
DIGIT_HEIGHT = 0.97  # lining figure height as a share of EB Garamond's cap height


#: Longest text drawn in one line (characters); longer text is cut and ends in "…" (a
#: hostile 100,000-character name must not cost seconds to measure or megabytes to cache).
MAX_DRAWN_CHARS = 400


def clean(s) -> str:
    """See :func:`_clean` (cached: the same strings are drawn every frame)."""
    return _clean(s if type(s) is str else ("" if s is None else str(s)))


@lru_cache(maxsize=4096)
def _clean(s: str) -> str:
    """``s`` as text every render path can draw: NUL and other control characters become a
    space (tabs and newlines included: one line is drawn), zero-width and direction controls
    (Unicode format characters such as U+200B, U+202E, U+FEFF) and lone surrogates are
    dropped, and text over :data:`MAX_DRAWN_CHARS` is cut with "…".  May return ""."""
    s = "" if s is None else str(s)
    if len(s) > MAX_DRAWN_CHARS:
        s = s[:MAX_DRAWN_CHARS - 1] + "…"
    if s.isascii() and s.isprintable():
        return s
    out = []
    for ch in s:
        cat = unicodedata.category(ch)
        if cat == "Cc":
            out.append(" ")
        elif cat not in ("Cf", "Cs", "Co", "Cn") or ch == "­":
            if cat in ("Cf",):
                continue
            out.append(ch)
    return "".join(out)


def _blank(height: int) -> pygame.Surface:
    """A transparent 1-pixel-wide line box: what empty text draws as."""
    return pygame.Surface((1, max(1, height)), pygame.SRCALPHA)


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


def clear_caches() -> None:
    """Forget every cached Font and text surface.

    Fonts die with ``pygame.font.quit()``; the App calls this when it (re)initialises pygame so a
    second App in one process (tests, benchmarks) never touches a dead Font.
    """
    for cached in (font, _symbol_font, _digit_font, _digit_scale, _runs, _measure, _render):
        cached.cache_clear()
    _NOTDEF.clear()


def clear_text_cache() -> None:
    """Forget the cached text surfaces (not the fonts): the window changed size."""
    _render.cache_clear()


class LiningFont(pygame.font.Font):
    """An EB Garamond face whose ``render``/``size`` draw digits with lining figures.

    Code that calls ``font(...).render(text, ...)`` directly (score pop-ups, wheel labels) gets
    legible numbers too.  ``digits``: the Font used for 0-9 (None: the face's own digits).
    """

    digits: pygame.font.Font | None = None

    def _pieces(self, text: str) -> list[tuple[str, bool]]:
        out: list[list] = []
        for ch in text:
            d = ch in DIGIT_CHARS
            if out and out[-1][1] == d:
                out[-1][0] += ch
            else:
                out.append([ch, d])
        return [(t, d) for t, d in out]

    def render(self, text, antialias=True, color=(0, 0, 0), bgcolor=None, wraplength=0):
        """As pygame's Font.render (single line), with digits from :attr:`digits`.  Any string
        draws (see :func:`clean`); empty text is a blank surface of the line's height."""
        text = clean(text)
        if not text.strip(" ") and not bgcolor:
            return _blank(self.get_height())
        try:
            return self._render(text, antialias, color, bgcolor, wraplength)
        except pygame.error:  # e.g. "Text has zero width" for combining marks alone
            return _blank(self.get_height())

    def _render(self, text, antialias, color, bgcolor, wraplength):
        if self.digits is None or wraplength or not DIGIT_CHARS.intersection(text):
            if wraplength:
                return super().render(text, antialias, color, bgcolor, wraplength)
            return super().render(text, antialias, color, bgcolor)
        parts = []
        for t, d in self._pieces(text):
            f = self.digits if d else self
            img = (pygame.font.Font.render(f, t, antialias, color) if not d else
                   f.render(t, antialias, color))
            parts.append((img, f.get_ascent()))
        return _compose(parts, self, bgcolor)

    def size(self, text):
        """As pygame's Font.size, with digits measured in :attr:`digits`."""
        text = clean(text)
        if self.digits is None or not DIGIT_CHARS.intersection(text):
            return super().size(text)
        w = sum((self.digits.size(t) if d else super(LiningFont, self).size(t))[0]
                for t, d in self._pieces(text))
        return w, self.get_height()


def _compose(parts, base: pygame.font.Font, bgcolor=None) -> pygame.Surface:
    """Blit rendered pieces side by side on one baseline (``parts``: (image, ascent))."""
    # Keep the base face's line box (labels with and without digits line up when centred);
    # grow it only where a fallback glyph's ink would stick out.
    inks = [(img, a, img.get_bounding_rect()) for img, a in parts]
    asc = max([base.get_ascent()] + [a - r.top for _, a, r in inks if r.h])
    height = max([base.get_height()] + [asc - a + r.bottom for _, a, r in inks if r.h])
    surf = pygame.Surface((max(1, sum(img.get_width() for img, _ in parts)), height),
                          pygame.SRCALPHA)
    if bgcolor is not None:
        surf.fill(bgcolor)
    x = 0
    for img, a in parts:
        surf.blit(img, (x, asc - a))
        x += img.get_width()
    return surf


@lru_cache(maxsize=4)
def _digit_scale(bold: bool) -> float:
    """Pixel size of the digit face per pixel of EB Garamond, so figures stand at
    DIGIT_HEIGHT of the cap height."""
    ref = 120
    try:
        g = pygame.font.Font(str(BOLD if bold else REGULAR), ref)
        d = pygame.font.Font(str(DIGITS_BOLD if bold else DIGITS), ref)
        cap = g.metrics("H")[0][3]
        fig = d.metrics("0")[0][3]
        return DIGIT_HEIGHT * cap / fig if fig else 1.0
    except (OSError, FileNotFoundError, pygame.error, TypeError, IndexError):
        return 1.0


@lru_cache(maxsize=24)
def _digit_font(size_px: int, bold: bool) -> pygame.font.Font | None:
    """Linux Libertine at the size whose lining figures match EB Garamond at ``size_px``."""
    _ensure_init()
    try:
        return pygame.font.Font(str(DIGITS_BOLD if bold else DIGITS),
                                max(6, round(size_px * _digit_scale(bold))))
    except (OSError, FileNotFoundError, pygame.error):
        return None


@lru_cache(maxsize=40)
def font(size_px: int, bold: bool = False, caps: bool = False) -> pygame.font.Font:
    """A cached font of ``size_px`` pixels (minimum 6).  Falls back to pygame's default font.

    The EB Garamond faces are :class:`LiningFont`s: digits render as lining figures (from
    Linux Libertine), so scores read "11", never "II"."""
    _ensure_init()
    size_px = max(6, int(size_px))
    path = CAPS if caps else (BOLD if bold else REGULAR)
    try:
        f = LiningFont(str(path), size_px)
    except (OSError, FileNotFoundError, pygame.error):
        try:
            f = LiningFont(str(REGULAR), size_px)
            f.set_bold(bold)
        except (OSError, FileNotFoundError, pygame.error):
            f = pygame.font.Font(None, int(size_px * 1.25))
            f.set_bold(bold)
            return f
    f.digits = _digit_font(size_px, bold)
    return f


@lru_cache(maxsize=24)
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
    entry = _NOTDEF.get(key)
    if entry is None or entry[0] is not f:  # the entry holds the font: ids are never reused
        entry = _NOTDEF[key] = (f, (f.metrics("\U0010fffd") or [None])[0])
    m = f.metrics(ch)
    return bool(m) and m[0] is not None and m[0] != entry[1]


def can_draw(s: str, size_px: int = 16) -> bool:
    """True if every character of ``s`` has a real glyph in the UI font or its fallbacks."""
    chain = _chain(size_px, False, False)
    return all(any(_has(f, ch) for f in chain) for ch in s)


@lru_cache(maxsize=4096)
def _runs(s: str, size_px: int, bold: bool, caps: bool) -> tuple[tuple[str, int], ...]:
    """Split ``s`` into runs of (text, face index) over the fallback chain."""
    chain = _chain(size_px, bold, caps)
    dig = getattr(chain[0], "digits", None)
    out: list[list] = []
    for ch in s:
        idx = 0
        if dig is not None and ch in DIGIT_CHARS:
            idx = len(chain)  # the digit face (see _face)
        else:
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


def _face(chain: list, i: int) -> pygame.font.Font:
    """Face ``i`` of a run: an index into ``chain``, or len(chain) for the digit face."""
    return chain[i] if i < len(chain) else chain[0].digits


def measure(s: str, size_px: int, bold: bool = False, caps: bool = False) -> tuple[int, int]:
    """(width, height) in pixels of ``s`` as :func:`render` draws it (any string: see
    :func:`clean`)."""
    return _measure(clean(s), int(size_px), bold, caps)


@lru_cache(maxsize=4096)
def _measure(s: str, size_px: int, bold: bool = False, caps: bool = False) -> tuple[int, int]:
    chain = _chain(int(size_px), bold, caps)
    w = sum(_face(chain, i).size(t)[0] for t, i in _runs(s, int(size_px), bold, caps))
    return w, chain[0].get_linesize()


def render(s: str, size_px: int, color: tuple, bold: bool = False, caps: bool = False
           ) -> pygame.Surface:
    """Cached antialiased text surface (alpha), with per-character face fallback.  Any string
    draws: it goes through :func:`clean` first, and text with nothing visible is a blank
    surface of the line's height."""
    return _render(clean(s), int(size_px), tuple(color), bold, caps)


@lru_cache(maxsize=2048)
def _render(s: str, size_px: int, color: tuple, bold: bool = False, caps: bool = False
            ) -> pygame.Surface:
    try:
        return _render_runs(s, size_px, color, bold, caps)
    except pygame.error:  # e.g. "Text has zero width" for combining marks alone
        return _blank(font(size_px, bold, caps).get_height())


def _render_runs(s: str, size_px: int, color: tuple, bold: bool, caps: bool) -> pygame.Surface:
    runs = _runs(s, size_px, bold, caps)
    chain = _chain(size_px, bold, caps)
    if not s.strip(" "):
        return _blank(chain[0].get_height())
    if len(runs) <= 1 and (not runs or runs[0][1] == 0):
        return chain[0].render(s, True, color)
    parts = []
    for t, i in runs:
        f = _face(chain, i)
        if i == 1 and bold:
            f.set_bold(True)
            img = f.render(t, True, color)
            f.set_bold(False)
        else:
            img = f.render(t, True, color)
        parts.append((img, f.get_ascent()))
    return _compose(parts, chain[0])


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
    """Largest size <= ``size`` (and >= ``min_size``) at which ``s`` is at most ``max_width``
    pixels wide: a bisection, so a few measurements whatever the text's length."""
    size = int(size)
    if size <= min_size or measure(s, size, bold, caps)[0] <= max_width:
        return size
    lo, hi = int(min_size), size - 1  # the answer lies in lo..hi (lo when nothing fits)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(s, mid, bold, caps)[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return lo


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
