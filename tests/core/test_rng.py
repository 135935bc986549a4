from game.core.rng import Rng


def test_same_seed_same_sequence_and_state_round_trip():
    a, b = Rng(42), Rng(42)
    assert [a.randrange(100) for _ in range(20)] == [b.randrange(100) for _ in range(20)]
    c = Rng.from_state(a.state)
    assert [a.next_u64() for _ in range(5)] == [c.next_u64() for _ in range(5)]


def test_randrange_stays_in_range_and_reaches_every_value():
    r = Rng(7)
    seen = {r.randrange(6) for _ in range(500)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation_and_seeded():
    items = list(range(30))
    a, b = items[:], items[:]
    Rng(3).shuffle(a)
    Rng(3).shuffle(b)
    assert a == b and sorted(a) == items and a != items
