"""Play-test round (issue 9): every completion note breaks its points down, the base in the
rulebook's words (each motif's share of its Base Completed Circle Value, PP-14), and the
ledger lists each completed monument with its points."""

import pytest

from game.app.testing import frames, make_app
from game.core.picture_pie.actions import Place
from game.core.picture_pie.events import Completed
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from game.scenes.picture_pie.ledger_panel import LedgerPanel, ledger_lines, monument_lines
from tests.app.pp_driver import perform


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def base_only(st, a) -> bool:
    """``a`` is a Place completing a monument whose points are its base alone."""
    if not isinstance(a, Place):
        return False
    trial = st.copy()
    trial.apply(a)
    info = trial.boards[st.current_seat].sites[a.site].info
    pts = [e.points for e in trial.events if isinstance(e, Completed)]
    return bool(pts) and info is not None and info[1] == info[2] == 0 and pts[0] == info[0]


def base_only_completion(app):
    """A table and a person's Place that completes a monument whose only ledger change is
    its base (the case whose note used to read just "+256")."""
    for seed in range(1, 60):
        for rounds in (4, 6, 8):
            t = table_mid_game(app, seed, seats=SEATS2, rounds=rounds)
            st = t.state
            hit = next((a for a in st.legal_actions() if base_only(st, a)), None)
            if hit is not None:
                trial = st.copy()
                trial.apply(hit)
                return t, hit, next(e for e in trial.events if isinstance(e, Completed))
    pytest.skip("no base-only completion in the demo seeds")


def test_a_base_only_completion_says_what_its_base_is_made_of(app):
    t, a, ev = base_only_completion(app)
    app.push(t)
    frames(app, 2)
    perform(app, t, a)
    frames(app, 2)
    note = t.interaction.status_text()
    assert f": {ev.points:+d} = base {ev.points} (" in note, note
    st = t.state
    site = st.boards[0].sites[a.site]
    for m in set(site.motifs):
        assert f"{m.capitalize()} at {st.data.base[m]}" in note


def test_the_ledger_lists_each_completed_monument_with_its_points(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=3)
    st = t.state
    done = [i for i, s in enumerate(st.boards[0].sites) if s.completed]
    assert done
    mons = monument_lines(st, 0)
    assert len(mons) == len(done)
    for (where, what, pts), i in zip(mons, done):
        b, p, s, _d = st.boards[0].sites[i].info
        assert pts == b + p + s and what.startswith(f"base {b} (")
    labels = [ln[0] for ln in ledger_lines(st, 0)]
    for where, _w, pts in mons:
        assert any(lab.strip().startswith(f"{where}: {pts} = base ") for lab in labels)
    panel = LedgerPanel(app, st, ["You", "Livia"], 0)
    app.push(panel)
    frames(app, 1)
    assert any(ln[0].strip().startswith(mons[0][0]) for ln in panel.lines())
