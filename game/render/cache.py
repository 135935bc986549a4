"""Bounded caches for drawn things (surfaces, text, layouts).

A :class:`DrawCache` is the one place a scene or renderer may keep what drawing computed: a
least-recently-used mapping with a fixed number of entries, so a window dragged through hundreds
of sizes never grows memory without bound.  Filling a cache while drawing is not a change of the
scene's state: the draw-purity test (tests/app/test_draw_pure.py) ignores DrawCache contents.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable


class DrawCache:
    """LRU mapping ``key -> value`` holding at most ``limit`` entries (oldest dropped first).

    ``get(key)`` returns the value or None; ``put(key, value)`` stores it; ``fetch(key, make)``
    returns the cached value or stores and returns ``make()``.  ``clear()`` empties it;
    ``discard(pred)`` drops the entries whose key ``pred(key)`` is true.
    """

    __slots__ = ("limit", "_items")

    def __init__(self, limit: int = 64) -> None:
        if limit < 1:
            raise ValueError("DrawCache limit must be at least 1")
        self.limit = limit
        self._items: OrderedDict[Hashable, Any] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> Any:
        try:
            self._items.move_to_end(key)
        except KeyError:
            return None
        return self._items[key]

    def put(self, key: Hashable, value: Any) -> Any:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)
        return value

    def fetch(self, key: Hashable, make: Callable[[], Any]) -> Any:
        if key in self._items:
            self._items.move_to_end(key)
            return self._items[key]
        return self.put(key, make())

    def clear(self) -> None:
        self._items.clear()

    def discard(self, pred: Callable[[Hashable], bool]) -> None:
        for key in [k for k in self._items if pred(k)]:
            del self._items[key]
