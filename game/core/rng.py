"""Seeded, serialisable randomness for rules states.

The rules core never touches the global ``random`` module or the wall clock: every state owns one
:class:`Rng` whose whole state is a single integer, so a state can be copied and written to a plain
dict cheaply.  The generator is SplitMix64 (Steele, Lea and Flood, 2014), small and well mixed.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
#: the largest n of the quick draw: for n <= _SMALL every 64-bit word below _SAFE lies under
#: randrange(n)'s rejection limit (2**64 - 2**64 % n >= 2**64 - n + 1), so a word below _SAFE is
#: kept without looking the limit up; a word at or above it (odds 2**-52) takes the exact path
_SMALL = 4096
_SAFE = (1 << 64) - _SMALL


def _limit(n: int) -> int:
    """randrange(n)'s rejection limit: the largest multiple of n up to 2**64."""
    return (1 << 64) - (1 << 64) % n


class Rng:
    """A 64-bit SplitMix generator.

    ``Rng(seed)`` accepts any int; ``state`` is the full internal state (an int in 0..2**64-1) and
    ``Rng.from_state(state)`` rebuilds an equal generator.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    @classmethod
    def from_state(cls, state: int) -> "Rng":
        rng = cls.__new__(cls)
        rng.state = state & _MASK
        return rng

    def to_plain(self) -> str:
        """The one plain-data encoding of a generator, used by every state's ``to_dict``: the
        state as a decimal string (a 64-bit unsigned value does not fit TOML's signed ints)."""
        return str(self.state)

    @classmethod
    def from_plain(cls, value) -> "Rng":
        """Rebuild from :meth:`to_plain` output; a plain int (saves written before the one
        encoding) is accepted too.  Raises ValueError for anything else or a value outside
        0..2**64-1."""
        if type(value) is str and value.isdigit():
            n = int(value)
        elif type(value) is int:
            n = value
        else:
            raise ValueError(f"{value!r} is not a 64-bit random state")
        if not 0 <= n <= _MASK:
            raise ValueError(f"{value!r} is not a 64-bit random state")
        return cls.from_state(n)

    def copy(self) -> "Rng":
        return Rng.from_state(self.state)

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        z = self.state = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Return an int uniformly in 0..n-1: the next 64-bit word modulo n, words at or above
        the largest multiple of n up to 2**64 drawn again (no modulo bias).

        Raises ValueError, drawing nothing, unless 1 <= n <= 2**64."""
        if 0 < n <= _SMALL:   # next_u64, written out (the hot path of setup and the players)
            z = s = (self.state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < _SAFE:
                self.state = s
                return z % n
        return self._randrange(n)

    def _randrange(self, n: int) -> int:
        """:meth:`randrange` with the rejection limit worked out (any n, and the rare words
        of a small n at or above _SAFE)."""
        if not 0 < n <= 1 << 64:
            raise ValueError(f"randrange needs 1 <= n <= 2**64, not {n!r}")
        limit = _limit(n)
        while True:
            z = self.next_u64()
            if z < limit:
                return z % n

    def pop_some(self, items: list, k: int) -> list:
        """Remove and return ``min(k, len(items))`` items of the list, drawn one by one as
        ``items.pop(self.randrange(len(items)))`` would (the same draws and order)."""
        out = []
        state = self.state
        for _ in range(min(k, len(items))):
            n = len(items)
            z = s = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < _SAFE and n <= _SMALL:
                state = s
                out.append(items.pop(z % n))
            else:
                self.state = state
                out.append(items.pop(self._randrange(n)))
                state = self.state
        self.state = state
        return out

    def choice(self, seq):
        """Return one element of a non-empty sequence."""
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher-Yates; each draw as :meth:`randrange`)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            while True:
                z = state = (state + _GAMMA) & _MASK
                z = ((z ^ (z >> 30)) * _MIX1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                z ^= z >> 31
                if z < _SAFE and n <= _SMALL or z < _limit(n):
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng.from_state({self.state})"
