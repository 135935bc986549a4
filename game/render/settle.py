"""Tweening shared by the tables: easing curves, and the Akropolis tile drop with a short settle.

Decoration only: the rules core has already applied the move; these functions only say where to
draw things while the eye catches up.  Pure functions of elapsed time, so an animation looks the
same at any frame rate and tests can step it with any ``dt``.
"""

from __future__ import annotations

import math


def ease_out_cubic(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(1.0, max(0.0, t))
    return t * t * (3.0 - 2.0 * t)


def drop_offset(t: float, height: float, fall: float = 0.55, bounce: float = 0.16) -> float:
    """Vertical offset (pixels, negative = above its resting place) of a dropped tile.

    ``t``: progress 0..1 over the whole animation.  The first ``fall`` of it is a fall under
    constant acceleration from ``height`` pixels up; the rest is a damped bounce whose first hop
    is ``bounce * height`` high, settling at 0 at t = 1.
    """
    t = min(1.0, max(0.0, t))
    if t < fall:
        u = t / fall
        return -height * (1.0 - u * u)
    u = (t - fall) / (1.0 - fall)            # 0..1 over the settle
    decay = math.exp(-4.0 * u)
    return -bounce * height * abs(math.sin(math.pi * 2.0 * u)) * decay * (1.0 - u)


def drop_squash(t: float, fall: float = 0.55) -> float:
    """Brightness flash (0..1) at the moment of impact, fading quickly: for a dust ring."""
    if t < fall:
        return 0.0
    u = (t - fall) / (1.0 - fall)
    return max(0.0, 1.0 - u * 1.6)


class Tween:
    """A value moving from ``start`` to ``end`` over ``duration`` seconds with an easing."""

    def __init__(self, start: float, end: float, duration: float, ease=ease_out_cubic,
                 delay: float = 0.0) -> None:
        self.start, self.end, self.duration, self.ease = start, end, max(1e-6, duration), ease
        self.t = -delay

    def update(self, dt: float) -> None:
        self.t += dt

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.ease(max(0.0, self.t) / self.duration)


def approach(value: float, target: float, dt: float, rate: float = 12.0) -> float:
    """Exponential smoothing of ``value`` towards ``target`` (frame-rate independent)."""
    if abs(target - value) < 0.5:
        return target
    return target + (value - target) * math.exp(-rate * dt)
