"""Geometry of the Codex map from the window size and the number of cities, never from the
last frame: the header (title, stars, Back), the map fitted at its shape, each city's centre
and marker radius, the focused city's label plate, the panel about the focused city with its
Open button.  The scene hit-tests with the same rects it draws."""

from __future__ import annotations

import math

import pygame

from game.scenes.codex.mapart import ASPECT, ROAD_SPAN, ROAD_TOP, ROW_GAP, WOBBLE, path_points


class MapLayout:
    """``MapLayout((w, h), n)``.  Fields: ``header``, ``back`` (the Back button), ``map`` (the
    drawn world), ``centers`` (pixel centre per city, path order), ``r`` (marker radius),
    ``panel`` (the focused city's panel), ``open`` (its Open button), ``hint`` (the control
    line's centre), ``title_px``, ``font_px``, ``small_px``."""

    def __init__(self, size: tuple[int, int], n: int) -> None:
        w, h = self.size = (int(size[0]), int(size[1]))
        self.n = n
        m = self.m = max(6, min(w, h) // 60)
        hh = max(34, int(h * 0.09))
        self.header = pygame.Rect(0, 0, w, hh)
        self.title_px = max(16, int(hh * 0.5))
        self.font_px = max(13, min(26, h // 30))
        self.small_px = max(11, min(20, h // 40))
        bh = max(26, int(hh * 0.7))
        self.back = pygame.Rect(m * 2, (hh - bh) // 2, max(80, int(w * 0.1)), bh)
        ph = max(84, int(h * 0.2))
        self.panel = pygame.Rect(m * 2, h - ph - m, w - 4 * m, ph)
        room = pygame.Rect(m * 2, hh + m, w - 4 * m, self.panel.y - hh - 2 * m)
        # the map takes the room's shape between a squarer and a wider map than ASPECT
        mw = min(room.w, int(room.h * ASPECT * 1.35))
        mh = min(room.h, int(mw / (ASPECT * 0.75)))
        self.map = pygame.Rect(room.x + (room.w - mw) // 2, room.y + (room.h - mh) // 2, mw, mh)
        self.units = path_points(n)
        self.centers = [(self.map.x + x * self.map.w, self.map.y + y * self.map.h)
                        for x, y in self.units]
        gap = min((math.dist(a, b) for a, b in zip(self.centers, self.centers[1:])),
                  default=self.map.w / 4)
        # a marker with its stars (about 2.85 r + 4 tall) leaves a name plate's height between
        # two rows of the road, and the last row's stars clear the map's frame
        plate = self.small_px + 5
        band = (ROW_GAP - 2 * WOBBLE) * self.map.h - plate - 4
        foot = (1 - ROAD_TOP - ROAD_SPAN - WOBBLE) * self.map.h - 8
        self.r = int(max(6, min(24, gap * 0.3, band / 2.85, foot / 1.85)))
        ow = max(110, int(w * 0.16))
        obh = max(30, min(54, int(ph * 0.4)))
        self.open = pygame.Rect(self.panel.right - ow - m * 2, self.panel.y + m * 2, ow, obh)
        self.hint = (self.panel.centerx, self.panel.bottom - m)

    def panel_lines(self, px: int) -> int:
        """How many wrapped lines of ``px`` text fit under the panel's heading, above its
        hint line (at least 1)."""
        room = self.panel.h - 4 * self.m - self.font_px - self.small_px - 4
        return max(1, int(room // (px * 1.25)))

    def key(self) -> tuple:
        return self.size, self.n

    def city_at(self, pos) -> int | None:
        """The city whose marker (with a little slack) is under ``pos``, nearest first."""
        if pos is None:
            return None
        reach = self.r * 1.35
        best = None
        for k, (x, y) in enumerate(self.centers):
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= reach and (best is None or d < best[0]):
                best = (d, k)
        return None if best is None else best[1]

    def label_rect(self, k: int, size: tuple[int, int]) -> pygame.Rect | None:
        """Where the focused city's name plate (``size`` w, h) sits, inside the map and clear of
        every city's marker and stars: above its marker, else under its stars, else either
        shifted half a column, else running east or west from it, else beside it; None when no
        place is clear (a crowded bend of the road in a small window: the panel below names
        the city)."""
        x, y = self.centers[k]
        w, h = size
        box = self.map.inflate(-4, -4)
        above, below = y - self.r - 5, y + self.r + self.star_r() * 1.7 + 2
        half, edge, wob = self.map.w * 0.076, self.r + 4, 2 * WOBBLE * self.map.h
        spots = []
        for up, down in ((above, below), (above - wob, below + wob)):   # clear of the row's wobble
            for dx in (0, half, -half):
                spots += [("midbottom", (x + dx, up)), ("midtop", (x + dx, down))]
            for anchor, dx in (("left", -edge), ("right", edge)):   # running east, then west
                spots += [("bottom" + anchor, (x + dx, up)), ("top" + anchor, (x + dx, down))]
        spots += [("midleft", (x + edge + 2, y)), ("midright", (x - edge - 2, y))]
        others = [self.city_rect(i) for i in range(len(self.centers))]
        for anchor, at in spots:
            rect = pygame.Rect(0, 0, w, h)
            setattr(rect, anchor, (int(at[0]), int(at[1])))
            rect.clamp_ip(box)
            if rect.collidelist(others) < 0 and box.contains(rect):
                return rect
        return None

    def city_rect(self, k: int) -> pygame.Rect:
        """City ``k``'s marker with its row of stars (and the focus ring's reach), in pixels."""
        x, y = self.centers[k]
        sr = self.star_r()
        half = max(self.r + 4, math.ceil(sr * 2.9))
        top = y - self.r - 4
        bottom = y + max(self.r + 4, self.r + sr * 1.7)
        return pygame.Rect(int(x - half), int(top), 2 * half, math.ceil(bottom - top) + 1)

    def star_r(self) -> int:
        """Radius of the small stars under a marker (0: too small to show, the label says)."""
        return self.r // 2 if self.r >= 8 else 0

    def star_centers(self, k: int) -> list[tuple[int, int]]:
        """Centres of city ``k``'s three small stars, in a row just under its marker."""
        sr = self.star_r()
        x, y = self.centers[k]
        return [(int(x + (i - 1) * sr * 1.9), int(y + self.r + sr * 0.7)) for i in range(3)]

    def all_rects(self) -> list[pygame.Rect]:
        """Every interactive rect (layout tests): Back, Open and each marker."""
        return [self.back, self.open] + [
            pygame.Rect(int(x - self.r), int(y - self.r), 2 * self.r, 2 * self.r)
            for x, y in self.centers]
