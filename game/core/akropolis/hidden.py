"""What an Akropolis player cannot see: the order of the face-down stacks (AK-3).

The tiles in the stacks are known as a set (every other tile is in view or in the box's list),
their order is not.  :func:`determinised` deals them again for an AI's eyes.
"""

from __future__ import annotations

from game.core.rng import Rng


def determinised(state, seed: int):
    """A copy of ``state`` whose stacks hold the same tiles, sorted then shuffled by
    ``Rng(seed)`` and cut into stacks of the same sizes, with ``Rng(seed)``'s continuation as
    its generator and ``opening`` None (it would tell the real order).  Two states that differ
    only in the stacks' order give equal results for one seed."""
    c = state.copy()
    rng = Rng(seed)
    pool = sorted(t for stack in c.stacks for t in stack)
    rng.shuffle(pool)
    out, k = [], 0
    for stack in c.stacks:
        out.append(pool[k:k + len(stack)])
        k += len(stack)
    c.stacks = out
    c.rng = rng
    c.opening = None
    return c
