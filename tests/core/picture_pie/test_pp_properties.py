"""Properties of Picture Pie scoring checked with hypothesis (PP-14..PP-17)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.picture_pie.data import MOTIFS
from game.core.picture_pie.scoring import is_mirror_symmetric, monument_info
from pp_helpers import DATA

patterns = st.lists(st.sampled_from(MOTIFS), min_size=8, max_size=8).map(tuple)


@settings(max_examples=150, deadline=None)
@given(patterns, st.integers(0, 7))
def test_monument_score_ignores_rotation_and_reflection(motifs, k):
    turned = motifs[k:] + motifs[:k]
    mirrored = tuple(reversed(motifs))
    assert monument_info(turned, DATA) == monument_info(motifs, DATA)
    assert monument_info(mirrored, DATA) == monument_info(motifs, DATA)


@settings(max_examples=150, deadline=None)
@given(patterns)
def test_monument_score_bounds(motifs):
    base, purity, symmetry, dominant = monument_info(motifs, DATA)
    values = [DATA.base[m] for m in motifs]
    assert min(values) <= base <= max(values)
    assert (purity > 0) == (len(set(motifs)) == 1)
    assert symmetry == 0 or (len(set(motifs)) == 2 and is_mirror_symmetric(motifs))
    assert dominant is None or motifs.count(dominant) >= 5


two_motif = st.tuples(st.sampled_from(MOTIFS), st.sampled_from(MOTIFS)).flatmap(
    lambda ab: st.lists(st.sampled_from(ab), min_size=8, max_size=8).map(tuple))


@settings(max_examples=300, deadline=None)
@given(two_motif)
def test_pp16_mirror_symmetry_equals_reversal_up_to_rotation(motifs):
    # independent statement: a reflection through the centre is the reversed pattern, turned
    rev = motifs[::-1]
    expect = any(rev[r:] + rev[:r] == motifs for r in range(8))
    assert is_mirror_symmetric(motifs) == expect
    base, purity, symmetry, dominant = monument_info(motifs, DATA)
    if len(set(motifs)) == 2:
        smaller = min(DATA.pure_bonus[m] for m in set(motifs))
        assert symmetry == (smaller // 2 if expect else 0)
