"""Score counters count up to the exact new score: by hand-worked values, on the Akropolis
table after a placement made by posted events, and on the Results (game.render.counter)."""

import sys
from pathlib import Path

import pytest

from game.app.testing import frames, make_app, press
from game.render.counter import Count, Counters, duration
from game.scenes.demo_common import DEMO_SCENES

sys.path.insert(0, str(Path(__file__).parent))
from ak_helpers import open_table, place_by_events, wait_person  # noqa: E402


def test_a_count_eases_out_and_ends_exactly_on_the_target():
    c = Count(0)
    c.aim(12)
    assert duration(12) == pytest.approx(0.35 + 12 * 0.03)       # 0.71 s
    c.step(0.71 / 4)               # a quarter of the way: 1 - 0.75^3 = 0.578125 of 12 = 6.94
    assert c.moving and c.shown == 7
    c.step(0.71 / 4)               # halfway: 1 - 0.5^3 = 0.875 of 12 = 10.5 -> 10 (round half even)
    assert c.shown == 10
    c.aim(2)                       # a new target mid-count: from the 10 shown, down to 2
    assert c.shown == 10 and c.length == pytest.approx(0.35 + 8 * 0.03)
    c.step(5.0)
    assert not c.moving and c.shown == 2
    c.aim(500, animate=False)
    assert c.shown == 500 and not c.moving
    assert duration(1000) == 1.2 and duration(10, speed=2.0) == pytest.approx(0.325)


def test_counters_show_the_first_scores_at_once_then_count():
    cs = Counters()
    assert cs.shown_all([4, 9]) == [4, 9]      # before any update: the scores themselves
    cs.update(0.0, [4, 9])
    assert not cs.moving and cs.shown_all([4, 9]) == [4, 9]
    cs.update(0.0, [4, 19])
    assert cs.moving and cs.shown(1) == 9
    cs.update(0.2, None)
    assert 9 < cs.shown(1) < 19
    cs.snap()
    assert cs.shown(1) == 19 and not cs.moving


def _scoring_placement(table, seat=0, least=2):
    """A legal placement of ``seat`` that changes its score by at least ``least`` points."""
    st = table.state
    before = st.ledger(seat).total
    for a in st.legal_actions():
        if not hasattr(a, "q"):
            continue
        after = st.copy()
        after.apply(a)
        if abs(after.ledger(seat).total - before) >= least:
            return a, after.ledger(seat).total
    pytest.skip("no placement here changes the score by 2 points")


def test_the_akropolis_score_card_counts_to_the_exact_new_score(tmp_path):
    app, table = open_table(tmp_path, size=(800, 500))
    wait_person(app, table)
    old = table.counters.shown(0)
    assert old == table.state.ledger(0).total
    action, new = _scoring_placement(table)
    place_by_events(app, table, action)
    seen = []
    for _ in range(120):
        frames(app, 1, dt=0.04)
        seen.append(table.counters.shown(0))
        if seen[-1] == new and not table.counters.moving:
            break
    assert seen[-1] == new == table.card_ledger[0].total
    assert any(v not in (old, new) for v in seen)        # it counted, it did not jump
    assert all(min(old, new) <= v <= max(old, new) for v in seen)


def test_with_reduced_motion_the_score_changes_at_once(tmp_path):
    app, table = open_table(tmp_path, size=(800, 500), reduced_motion=True)
    wait_person(app, table)
    old = table.counters.shown(0)
    action, new = _scoring_placement(table)
    place_by_events(app, table, action)
    for _ in range(120):
        frames(app, 1, dt=0.04)
        assert table.counters.shown(0) in (old, new)
        if table.card_ledger[0].total == new:
            break
    frames(app, 1)
    assert table.counters.shown(0) == new


@pytest.mark.parametrize("reduced", [False, True])
def test_the_results_totals_count_up_from_zero(tmp_path, reduced):
    app = make_app(tmp_path, size=(800, 500), reduced_motion=reduced)
    app.transitions = True             # the rows are tallied as in the game
    res = app.push(DEMO_SCENES["results"](app, 1))
    totals = res.final_totals()
    assert totals == [1880, 1930, 1280]
    shown = []
    for _ in range(60):                # 3 s: the tally (11 rows of 0.09 s), then the count
        frames(app, 1, dt=0.05)
        shown.append([res.total_counts.shown(i) for i in range(3)])
    assert shown[-1] == totals and not res.total_counts.moving
    middle = [s for s in shown if s not in ([0, 0, 0], totals)]
    assert bool(middle) is not reduced     # counted, or shown at once with reduced motion
    for s in middle:
        assert all(0 < v <= t for v, t in zip(s, totals))


def test_skipping_the_tally_shows_the_totals_at_once(tmp_path):
    app = make_app(tmp_path)
    app.transitions = True
    res = app.push(DEMO_SCENES["results"](app, 1))
    frames(app, 3)
    press(app, 13)   # Enter: skips the tally
    assert [res.total_counts.shown(i) for i in range(3)] == res.final_totals()
