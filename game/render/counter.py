"""Score counters that count up (or down) to a new score, for the tables' score displays and
the Results' totals.

``Counters()`` holds one :class:`Count` per index (a seat).  The scene's update calls
``counters.update(dt, targets, animate)`` with the scores to show now (a list of ints) and
whether to count (the ``animations`` setting on, ``reduced_motion`` off); ``shown(i)`` is the
number to draw, ``moving`` whether a redraw is needed.  The first targets seen are shown at
once (a table opened or continued does not count from 0); a later change counts from the
shown number to the new one over :func:`duration` seconds with an ease-out, and ends exactly on
the target.  Drawing reads ``shown``; only ``update`` changes a counter.
"""

from __future__ import annotations

from typing import Sequence

#: seconds a change of one point takes; a change of ``d`` points takes
#: ``BASE_SECONDS + PER_POINT * |d|``, at most ``MAX_SECONDS`` (before ``speed``)
BASE_SECONDS = 0.35
PER_POINT = 0.03
MAX_SECONDS = 1.2


def duration(delta: int, speed: float = 1.0) -> float:
    """Seconds a count over ``delta`` points takes at ``animation_speed`` ``speed`` (> 0)."""
    return min(MAX_SECONDS, BASE_SECONDS + PER_POINT * abs(delta)) / max(0.05, speed)


class Count:
    """One counted number: ``target`` (int), ``shown`` (the int to draw now)."""

    __slots__ = ("start", "target", "t", "length")

    def __init__(self, value: int = 0) -> None:
        self.start = self.target = int(value)
        self.t = self.length = 0.0

    @property
    def moving(self) -> bool:
        return self.t < self.length

    @property
    def shown(self) -> int:
        if not self.moving:
            return self.target
        u = self.t / self.length
        eased = 1.0 - (1.0 - u) ** 3
        return self.start + round((self.target - self.start) * eased)

    def aim(self, target: int, animate: bool = True, speed: float = 1.0) -> None:
        """Count from the number shown now to ``target`` (at once when not ``animate``)."""
        target = int(target)
        if target == self.target:
            return
        self.start = self.shown if animate else target
        self.target = target
        self.t, self.length = 0.0, duration(target - self.start, speed) if animate else 0.0

    def step(self, dt: float) -> None:
        if self.moving:
            self.t = min(self.length, self.t + dt)


class Counters:
    """A :class:`Count` per index.  ``shown(i)``, ``shown_all()``, ``moving``; ``update(dt,
    targets, animate, speed)``; ``snap()`` ends every count on its target."""

    def __init__(self) -> None:
        self.counts: list[Count] = []

    def update(self, dt: float, targets: Sequence[int] | None, animate: bool = True,
               speed: float = 1.0) -> None:
        """Advance by ``dt`` seconds, then aim at ``targets`` (None: keep the targets).  A
        different number of targets (the first call, a new game) is shown at once."""
        for c in self.counts:
            c.step(dt)
        if targets is None:
            return
        if len(targets) != len(self.counts):
            self.counts = [Count(v) for v in targets]
            return
        for c, v in zip(self.counts, targets):
            c.aim(v, animate, speed)

    def snap(self) -> None:
        for c in self.counts:
            c.start, c.t, c.length = c.target, 0.0, 0.0

    @property
    def moving(self) -> bool:
        return any(c.moving for c in self.counts)

    def shown(self, i: int, default: int = 0) -> int:
        """The number to draw for index ``i`` (``default`` before any targets)."""
        return self.counts[i].shown if 0 <= i < len(self.counts) else default

    def shown_all(self, targets: Sequence[int]) -> list[int]:
        """``shown(i)`` for each index of ``targets``, ``targets[i]`` where none is counted
        (a different count of seats, e.g. drawing before the first update)."""
        if len(targets) != len(self.counts):
            return list(targets)
        return [c.shown for c in self.counts]
