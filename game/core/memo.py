"""Memo: values derived from an immutable rules object, filled on first use.

A rules object that never changes (a Picture Pie Board, say) may keep what is computed from it
in a ``Memo`` so the work is done once: filling it changes nothing the object means, as filling
a drawn-surface cache (game.render.cache.DrawCache) changes nothing a scene shows, and the
draw-purity tests exempt both.  A plain ``dict`` subclass, pure Python.
"""

from __future__ import annotations


class Memo(dict):
    """Derived values by key (a dict); only ever filled with what the owner's fields give."""

    __slots__ = ()
