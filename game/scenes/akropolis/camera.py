"""The city camera: pan, zoom, fit, and world <-> screen through :class:`game.core.hexgrid.Layout`.

The camera owns a viewport rectangle (screen pixels), a zoom bucket (an index into
:data:`game.render.hexdraw.ZOOM_SIZES`) and ``origin``: the screen pixel of the ground centre of
hex (0, 0).  A hex at level L shows its top face ``L * lift`` pixels above its ground centre
(see game.render.hexdraw), so picking a screen point tries the levels from the top down.
"""

from __future__ import annotations

from typing import Callable, Iterable

from game.core.hexgrid import Layout
from game.render import hexdraw

Hex = tuple[int, int]


class Camera:
    """Viewport onto one city.  All coordinates in screen pixels (floats allowed)."""

    def __init__(self, viewport: tuple[int, int, int, int], zoom_index: int = 8) -> None:
        self.viewport = tuple(viewport)
        self.zoom_index = max(0, min(zoom_index, len(hexdraw.ZOOM_SIZES) - 1))
        vx, vy, vw, vh = self.viewport
        self.origin = (vx + vw / 2.0, vy + vh / 2.0)
        #: (x, y, w, h) the fit and centring use: the viewport less the parts the table's
        #: chips and legends cover (set by the layout); None: the whole viewport
        self.fit_area: tuple[int, int, int, int] | None = None

    # --------------------------------------------------------------------------- geometry
    @property
    def size(self) -> int:
        """Hex size (centre to corner) in pixels at the current zoom."""
        return hexdraw.ZOOM_SIZES[self.zoom_index]

    @property
    def lift(self) -> int:
        return hexdraw.lift(self.size)

    def layout(self) -> Layout:
        return Layout(self.size, self.origin)

    def ground(self, q: float, r: float) -> tuple[float, float]:
        """Screen pixel of the ground centre of (q, r)."""
        return self.layout().to_pixel(q, r)

    def to_screen(self, q: float, r: float, level: int = 1) -> tuple[float, float]:
        """Screen pixel of the centre of the top face of a hex at (q, r) resting at ``level``."""
        x, y = self.layout().to_pixel(q, r)
        return (x, y - level * self.lift)

    def pick(self, x: float, y: float, height: Callable[[int, int], int], max_level: int) -> Hex:
        """The position whose visible top face is under screen pixel (x, y).

        ``height(q, r)`` gives the stack height (0 = empty).  Tops are tried from ``max_level``
        down; among hits the one drawn last (larger r, then higher) wins, as drawing goes back to
        front by r.  With no hit, the empty ground position at level 1 under the pointer.
        """
        lay = self.layout()
        lf = self.lift
        best = None
        for level in range(max(1, max_level), 0, -1):
            q, r = lay.from_pixel(x, y + level * lf)
            h = height(q, r)
            if h == level or (level == 1 and h == 0):
                key = (r, level)
                if best is None or key > best[0]:
                    best = (key, (q, r))
        if best is not None:
            return best[1]
        return lay.from_pixel(x, y + lf)

    def contains(self, pos: tuple[float, float]) -> bool:
        vx, vy, vw, vh = self.viewport
        return vx <= pos[0] < vx + vw and vy <= pos[1] < vy + vh

    # --------------------------------------------------------------------------- moves
    def set_viewport(self, viewport: tuple[int, int, int, int]) -> None:
        """Change the viewport, keeping the world point at its centre fixed."""
        ox, oy, ow, oh = self.viewport
        nx, ny, nw, nh = viewport
        cx, cy = self.origin
        self.origin = (cx + (nx + nw / 2.0) - (ox + ow / 2.0), cy + (ny + nh / 2.0) - (oy + oh / 2.0))
        self.viewport = tuple(viewport)

    def pan(self, dx: float, dy: float) -> None:
        self.origin = (self.origin[0] + dx, self.origin[1] + dy)

    def zoom(self, steps: int, about: tuple[float, float] | None = None) -> bool:
        """Zoom by ``steps`` buckets keeping the world point under ``about`` (default: viewport
        centre) still.  Returns True when the zoom changed."""
        new = max(0, min(self.zoom_index + steps, len(hexdraw.ZOOM_SIZES) - 1))
        if new == self.zoom_index:
            return False
        if about is None:
            vx, vy, vw, vh = self.viewport
            about = (vx + vw / 2.0, vy + vh / 2.0)
        k = hexdraw.ZOOM_SIZES[new] / hexdraw.ZOOM_SIZES[self.zoom_index]
        ax, ay = about
        self.origin = (ax + (self.origin[0] - ax) * k, ay + (self.origin[1] - ay) * k)
        self.zoom_index = new
        return True

    def _bounds(self, cells: Iterable[tuple[Hex, int]], size: int) -> tuple[float, float, float, float]:
        lay = Layout(size, (0.0, 0.0))
        lf = hexdraw.lift(size)
        xs, ys = [], []
        for (q, r), level in cells:
            x, y = lay.to_pixel(q, r)
            xs += [x - size, x + size]
            ys += [y - size - level * lf, y + size]
        if not xs:
            return (-size, -size, size, size)
        return (min(xs), min(ys), max(xs), max(ys))

    def fit(self, cells: Iterable[tuple[Hex, int]], margin_hexes: float = 1.0,
            max_index: int | None = None) -> None:
        """Largest zoom at which every (position, level) plus a margin shows, centred in
        :attr:`fit_area` (the viewport without one)."""
        cells = list(cells)
        vx, vy, vw, vh = self.fit_area or self.viewport
        top = len(hexdraw.ZOOM_SIZES) - 1 if max_index is None else max_index
        chosen = 0
        for i in range(top, -1, -1):
            s = hexdraw.ZOOM_SIZES[i]
            x0, y0, x1, y1 = self._bounds(cells, s)
            m = margin_hexes * s * 1.8
            if x1 - x0 + 2 * m <= vw and y1 - y0 + 2 * m <= vh:
                chosen = i
                break
        self.zoom_index = chosen
        self.center_on(cells)

    def center_on(self, cells: Iterable[tuple[Hex, int]]) -> None:
        """Pan so the bounding box of ``cells`` is centred in :attr:`fit_area` (zoom unchanged)."""
        x0, y0, x1, y1 = self._bounds(list(cells), self.size)
        vx, vy, vw, vh = self.fit_area or self.viewport
        self.origin = (vx + vw / 2.0 - (x0 + x1) / 2.0, vy + vh / 2.0 - (y0 + y1) / 2.0)
