"""A closed Monument Site (Architect's Solitaire Codex, PP-27): fenced, ruined ground that
clearly takes no tile: broken column drums and rubble on bare earth inside a ring of fence
posts with a rope between them, and a red bar across.  Cached per radius."""

from __future__ import annotations

import math

import pygame

from game.render import palette as P
from game.render.cache import DrawCache

SS = 3   # supersampling
EARTH = (92, 74, 56)
EARTH_DARK = (64, 50, 38)
STONE = (168, 160, 146)
STONE_DARK = (110, 104, 94)
POST = (120, 84, 48)
ROPE = (214, 190, 140)

_cache = DrawCache(16)


def closed_site_surface(radius: int) -> pygame.Surface:
    """The picture of a closed site of ``radius`` px, centred in a (2r+8)-square surface."""
    return _cache.fetch(int(radius), lambda: _draw(int(radius)))


def _draw(r: int) -> pygame.Surface:
    size = (2 * r + 8) * SS
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    R = r * SS
    pygame.draw.circle(s, EARTH_DARK, (c, c), R)
    pygame.draw.circle(s, EARTH, (c, c), R * 0.92)
    # rubble: a few seeded stones
    state = 12345
    for _ in range(14):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        a = (state >> 8) % 360
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        d = R * (0.2 + ((state >> 8) % 60) / 100)
        x, y = c + d * math.cos(math.radians(a)), c + d * math.sin(math.radians(a))
        pygame.draw.circle(s, STONE_DARK, (x, y), R * 0.07)
        pygame.draw.circle(s, STONE, (x - SS, y - SS), R * 0.05)
    # two fallen column drums and a standing stump
    for (dx, dy, w, h) in ((-0.42, 0.18, 0.34, 0.16), (0.1, 0.34, 0.3, 0.14)):
        rect = pygame.Rect(c + dx * R, c + dy * R, w * R, h * R)
        pygame.draw.ellipse(s, STONE_DARK, rect.inflate(SS * 2, SS * 2))
        pygame.draw.ellipse(s, STONE, rect)
    stump = pygame.Rect(c + 0.05 * R, c - 0.45 * R, 0.26 * R, 0.42 * R)
    pygame.draw.rect(s, STONE_DARK, stump.inflate(SS * 2, SS * 2))
    pygame.draw.rect(s, STONE, stump)
    for k in range(3):   # the fluting
        x = stump.x + stump.w * (0.25 + 0.25 * k)
        pygame.draw.line(s, STONE_DARK, (x, stump.y), (x, stump.bottom), SS)
    # the fence: posts round the rim with a rope between them
    posts = [(c + R * 0.97 * math.cos(math.radians(a)), c + R * 0.97 * math.sin(math.radians(a)))
             for a in range(0, 360, 30)]
    pygame.draw.lines(s, ROPE, True, posts, max(SS, int(R * 0.04)))
    for x, y in posts:
        pygame.draw.circle(s, POST, (x, y), max(SS * 2, R * 0.07))
        pygame.draw.circle(s, P.SHADOW, (x, y), max(SS * 2, R * 0.07), SS)
    # the bar: "closed"
    bw = max(SS * 3, int(R * 0.12))
    a0, a1 = math.radians(-135), math.radians(45)
    p0 = (c + R * 0.7 * math.cos(a0), c + R * 0.7 * math.sin(a0))
    p1 = (c + R * 0.7 * math.cos(a1), c + R * 0.7 * math.sin(a1))
    pygame.draw.line(s, P.SHADOW, p0, p1, bw + 2 * SS)
    pygame.draw.line(s, P.BAD, p0, p1, bw)
    return pygame.transform.smoothscale(s, (2 * r + 8, 2 * r + 8))
