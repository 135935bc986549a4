"""The tutorial's callout: a panel with the step's words, an arrow to the place it is about and
a pulsing frame around that place; a button to skip the tutorial (or close the last callout).

``callout_geometry(size, words, target, avoid) -> Callout``: where everything goes, a pure
function of the window size, the words and the rects (so drawing and hit-testing agree);
``draw_callout(surface, geometry, t)`` draws it (``t``: seconds, for the pulse).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import palette as P
from game.render.fonts import render, wrap
from game.render.widgets import Button, draw_panel, pulse


@dataclass(frozen=True)
class Words:
    """What a callout says: ``tag`` ("Tutorial · step 2 of 9"), ``title``, ``lines`` (the
    step's text, then how to do it with the device in use), ``note`` (a hint after a wrong
    move, "" for none), ``button`` (the button's label: "Skip tutorial" or "Close"), ``tone``
    (the note's, game.scenes.tutorial.coach: "bad" red, "good" green, "info" muted)."""

    tag: str
    title: str
    lines: tuple[str, ...]
    note: str = ""
    button: str = "Skip tutorial"
    tone: str = "info"


@dataclass(frozen=True)
class Callout:
    """The laid-out callout: ``panel``, ``button`` (its rect), ``target`` (or None), the
    wrapped ``rows`` ((style, text, y) inside the panel: "tag", "title", "text", "note"), and
    the text size ``px``."""

    panel: pygame.Rect
    button: pygame.Rect
    target: pygame.Rect | None
    rows: tuple
    px: int
    words: Words


#: the colour of a note by its tone (a refusal red, another fine move green, a skip muted)
NOTE_COLOURS = {"bad": P.BAD, "good": P.GOOD, "info": P.MUTED}

#: px: a side column narrower than this is no home for the callout
HOME_MIN = 240


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def callout_geometry(size, words: Words, target: pygame.Rect | None,
                     avoid: list[pygame.Rect] = (), home: pygame.Rect | None = None,
                     min_h: int = 0) -> Callout:
    """Lay out ``words`` for a window of ``size`` (w, h).  ``home``: the table's side column
    where a callout covers least of the game (used when at least :data:`HOME_MIN` px wide:
    the panel takes its width, at its top or bottom); else the panel goes to the corner or
    edge that covers least of ``target`` (never it, where any place does not) and of
    ``avoid`` (the table's buttons), nearest to the target among equals.  ``min_h``: the
    least panel height (the tallest wording of any device, so the button stays put when the
    device changes)."""
    w, h = size
    px = max(14, min(20, h // 36))
    at_home = home is not None and home.w >= HOME_MIN
    pw = home.w if at_home else int(min(470, max(250, w * 0.34)))
    pad = max(8, px // 2)
    inner = pw - 2 * pad
    rows, y = [], pad
    lh = render("Ag", px, P.TEXT).get_height()
    rows.append(("tag", words.tag, y))
    y += lh
    tpx = px + 4
    for piece in wrap(words.title, inner, tpx, bold=True):
        rows.append(("title", piece, y))
        y += tpx + 4
    for line in words.lines:
        for piece in wrap(line, inner, px):
            rows.append(("text", piece, y))
            y += lh
        y += lh // 4
    for piece in wrap(words.note, inner, px) if words.note else ():
        rows.append(("note", piece, y))
        y += lh
    bh = max(28, int(lh * 1.5))
    ph = max(min_h, y + pad + bh + pad)
    m = max(6, w // 90)
    top, bottom = int(h * 0.08), h - int(h * 0.12)
    spots = [(w - pw - m, top), (m, top), (w - pw - m, bottom - ph), (m, bottom - ph),
             ((w - pw) // 2, top), ((w - pw) // 2, bottom - ph)]
    if at_home:
        spots = [(home.x, home.bottom - ph), (home.x, home.y)]
    best = None
    for x, yy in spots:
        r = pygame.Rect(x, max(0, yy), pw, ph)
        cover = (_overlap(r, target) * 20 if target else 0) + sum(_overlap(r, a) for a in avoid)
        dist = 0
        if target is not None:
            dist = abs(r.centerx - target.centerx) + abs(r.centery - target.centery)
        key = (cover, dist)
        if best is None or key < best[0]:
            best = (key, r)
    panel = best[1]
    panel.clamp_ip(pygame.Rect(0, 0, w, h))
    bw = min(inner, max(140, int(pw * 0.46)))
    button = pygame.Rect(panel.right - pad - bw, panel.bottom - pad - bh, bw, bh)
    return Callout(panel, button, target, tuple(rows), px, words)


def _edge_point(r: pygame.Rect, toward) -> tuple[float, float]:
    """The point of ``r``'s border on the way from its centre to ``toward``."""
    cx, cy = r.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    kx = (r.w / 2) / abs(dx) if dx else float("inf")
    ky = (r.h / 2) / abs(dy) if dy else float("inf")
    k = min(kx, ky, 1.0)
    return cx + dx * k, cy + dy * k


#: px: the pointer's length at most (a short arrow at the target's frame, from the panel's side,
#: so it never runs across the table's labels and hint lines on the way)
POINTER_LEN = 30


def _draw_pointer(surface: pygame.Surface, panel: pygame.Rect, frame: pygame.Rect) -> None:
    """A short arrow ending on ``frame``'s border, coming from ``panel``'s direction."""
    a = pygame.math.Vector2(_edge_point(panel, frame.center))
    tip = pygame.math.Vector2(_edge_point(frame, panel.center))
    v = a - tip
    if v.length() < 8:
        return
    v.scale_to_length(min(POINTER_LEN, v.length()))
    pygame.draw.line(surface, P.SHADOW, tip + v, tip, 7)
    pygame.draw.line(surface, P.GOLD_LIGHT, tip + v, tip, 3)
    head = pygame.math.Vector2(v)
    head.scale_to_length(14)
    n = pygame.math.Vector2(-head.y, head.x) * 0.5
    pygame.draw.polygon(surface, P.SHADOW, [tip, tip + head + n * 1.3, tip + head - n * 1.3])
    pygame.draw.polygon(surface, P.GOLD_LIGHT, [tip, tip + head + n, tip + head - n])


def draw_callout(surface: pygame.Surface, c: Callout, t: float) -> None:
    """Draw the callout ``c`` (see :func:`callout_geometry`); changes nothing but pixels."""
    glow = int(150 + 100 * pulse(t))
    if c.target is not None:
        frame = c.target.inflate(10, 10)
        pygame.draw.rect(surface, P.GOLD_LIGHT, frame, 3, border_radius=10)
        pygame.draw.rect(surface, (glow, glow * 3 // 4, 60), frame.inflate(6, 6), 2,
                         border_radius=12)
        if not c.panel.colliderect(frame):
            _draw_pointer(surface, c.panel, frame.inflate(6, 6))
    draw_panel(surface, c.panel, P.PANEL, P.GOLD, radius=12, border_w=3)
    x = c.panel.x + max(8, c.px // 2)
    for style, words, y in c.rows:
        top = c.panel.y + y
        if style == "tag":
            img = render(words, max(13, c.px - 2), P.MUTED)
        elif style == "title":
            img = render(words, c.px + 4, P.GOLD_LIGHT, bold=True)
        elif style == "note":
            img = render(words, c.px, NOTE_COLOURS.get(c.words.tone, P.MUTED))
        else:
            img = render(words, c.px, P.TEXT)
        surface.blit(img, (x, top))
    Button(c.button, c.words.button).draw(surface, focused=False)
