"""Seeded, serialisable randomness for rules states.

The rules core never touches the global ``random`` module or the wall clock: every state owns one
:class:`Rng` whose whole state is a single integer, so a state can be copied and written to a plain
dict cheaply.  The generator is SplitMix64 (Steele, Lea and Flood, 2014), small and well mixed.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
#: n -> the rejection limit of randrange(n) (the largest multiple of n up to 2**64), kept for
#: the small n drawn again and again
_LIMITS: dict = {}


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
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Return an int uniformly in 0..n-1 (rejection sampling, no modulo bias).

        Raises ValueError when n < 1.
        """
        limit = _LIMITS.get(n)
        if limit is None:
            if n < 1:
                raise ValueError("randrange needs n >= 1")
            limit = (1 << 64) - ((1 << 64) % n)
            if type(n) is int and n < 4096:
                _LIMITS[n] = limit
        while True:  # next_u64, written out (the hot path of setup and the random players)
            z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n

    def choice(self, seq):
        """Return one element of a non-empty sequence."""
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher-Yates; each draw as :meth:`randrange`)."""
        limits = _LIMITS
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits.get(n)
            if limit is None:
                limit = (1 << 64) - ((1 << 64) % n)
                if n < 4096:
                    limits[n] = limit
            while True:
                z = state = (state + 0x9E3779B97F4A7C15) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng.from_state({self.state})"
