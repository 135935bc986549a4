"""game.core.rng.Rng against a plain reference SplitMix64 (issue 10: faster draws, the same draws).

The reference below is the algorithm written the obvious way (Steele, Lea and Flood, 2014; one
``next_u64`` per try, rejection above the largest multiple of n up to 2**64): every method of the
fast Rng (next_u64, randrange, choice, shuffle, and whatever batched or table-driven draws the
random player uses) must give the same values AND leave the same state, for any seed and any n.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.rng import Rng

M64 = (1 << 64) - 1


class RefRng:
    def __init__(self, state: int) -> None:
        self.state = state & M64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        if not 1 <= n <= 1 << 64:
            raise ValueError("1 <= n <= 2**64")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            z = self.next_u64()
            if z < limit:
                return z % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


seeds = st.integers(min_value=-(1 << 70), max_value=1 << 70)
#: small n (the game's), n near powers of two, and huge n where rejection really happens
sizes = st.one_of(st.integers(1, 300), st.integers(1, 1 << 64),
                  st.sampled_from([2 ** 63 + 1, 3 * 2 ** 62, 2 ** 64 - 1, 2 ** 64,
                                   4095, 4096, 4097]))


def test_reference_matches_published_splitmix64_values():
    """SplitMix64 from seed 1234567 (the published test vector of the C reference)."""
    r = RefRng(1234567)
    assert [r.next_u64() for _ in range(3)] == [6457827717110365317, 3203168211198807973,
                                                9817491932198370423]
    assert [Rng(1234567).next_u64() for _ in range(1)] == [6457827717110365317]


@settings(max_examples=300, deadline=None)
@given(seeds, st.lists(sizes, min_size=1, max_size=40))
def test_randrange_is_the_reference_draw_by_draw(seed, ns):
    fast, ref = Rng(seed), RefRng(seed)
    assert [fast.randrange(n) for n in ns] == [ref.randrange(n) for n in ns]
    assert fast.state == ref.state
    assert fast.next_u64() == ref.next_u64()


@settings(max_examples=200, deadline=None)
@given(seeds, st.lists(st.integers(-5, 5), min_size=1, max_size=30))
def test_choice_and_shuffle_are_the_reference(seed, items):
    fast, ref = Rng(seed), RefRng(seed)
    assert fast.choice(items) == items[ref.randrange(len(items))]
    a, b = list(items) * 3, list(items) * 3
    fast.shuffle(a)
    ref.shuffle(b)
    assert a == b and fast.state == ref.state
    assert Rng.from_state(fast.state) == fast and fast.copy().state == ref.state


@settings(max_examples=100, deadline=None)
@given(seeds, st.one_of(st.integers(-(1 << 64), 0), st.integers((1 << 64) + 1, 1 << 80)))
def test_randrange_refuses_n_outside_1_to_2_64_without_drawing(seed, n):
    """n < 1 has no value to draw; n > 2**64 cannot be drawn from one 64-bit word (it looped
    for ever before: its rejection limit is 0)."""
    fast = Rng(seed)
    before = fast.state
    try:
        fast.randrange(n)
    except ValueError:
        pass
    else:
        raise AssertionError("randrange(n) must raise ValueError")
    assert fast.state == before


@settings(max_examples=200, deadline=None)
@given(seeds, st.lists(st.integers(0, 99), max_size=60), st.integers(0, 70))
def test_pop_some_pops_as_randrange_would(seed, items, k):
    fast, ref = Rng(seed), RefRng(seed)
    a, b = list(items), list(items)
    got = fast.pop_some(a, k)
    want = [b.pop(ref.randrange(len(b))) for _ in range(min(k, len(b)))]
    assert got == want and a == b and fast.state == ref.state


def _unxorshift(y: int, k: int) -> int:
    x = y
    for _ in range(64 // k + 1):
        x = y ^ (x >> k)
    return x


def _state_before(word: int) -> int:
    """The generator state whose next 64-bit word is ``word`` (SplitMix64's mix inverted)."""
    z = _unxorshift(word, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & M64
    z = _unxorshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & M64
    z = _unxorshift(z, 30)
    return (z - 0x9E3779B97F4A7C15) & M64


@pytest.mark.parametrize("word", [M64, M64 - 1, (1 << 64) - 4096, (1 << 64) - 4097,
                                  (1 << 64) - 4095, M64 - 100])
@pytest.mark.parametrize("n", [1, 2, 3, 5, 7, 100, 4095, 4096, 4097, 10 ** 6])
def test_words_near_the_top_are_kept_or_drawn_again_exactly(word, n):
    """The rare words at or above the quick draw's bound (odds 2**-52 a draw) still follow
    the rejection rule: 2**64 - 1 is drawn again for n = 3 (its limit is 2**64 - 1) and kept
    for n = 2 (its limit is 2**64)."""
    state = _state_before(word)
    assert RefRng(state).next_u64() == word
    for method in ("randrange", "shuffle", "pop_some"):
        fast, ref = Rng.from_state(state), RefRng(state)
        if method == "randrange":
            assert fast.randrange(n) == ref.randrange(n)
        elif method == "shuffle" and n <= 4097:
            a, b = list(range(n)), list(range(n))
            fast.shuffle(a)
            ref.shuffle(b)
            assert a == b
        elif method == "pop_some" and n <= 4097:
            a, b = list(range(n)), list(range(n))
            assert fast.pop_some(a, 1) == [b.pop(ref.randrange(n))]
        else:
            continue
        assert fast.state == ref.state
