"""The Pantheon team wins when the Capital reaches at least the Scenario's first target (tier >=
1, the rulebook's comparison with the Scenario tile): ``winners()`` is every seat then, none at
tier 0; ``simulate``'s summary adds ``team_wins`` and ``team_win_rate`` and keeps every field."""

from __future__ import annotations

import io
import tomllib

from game.games import new_state
from game.tools.simulate import run


def test_winners_follow_the_first_target():
    st = new_state("akropolis", 3, 2, scenario="corinth")
    st.terminal = True
    t1 = st.targets()[0]
    st._ledger = {"total": t1 - 1}            # a prepared score one short of the first target
    assert st.tier() == 0 and not st.won() and st.winners() == []
    st._ledger = {"total": t1}                # exactly the first target: the team wins
    assert st.tier() == 1 and st.won() and st.winners() == [0, 1, 2]


def test_simulate_counts_team_wins():
    out = io.StringIO()
    summary = run("akropolis", 2, 3, 1, ai="easy", out=out, scenario="corinth")
    games = tomllib.loads(out.getvalue())["game"]
    won = [g for g in games if g["tier"] >= 1]
    for g in games:
        assert g["winners"] == ([0, 1] if g["tier"] >= 1 else [])
    assert summary["team_wins"] == len(won) == sum(summary["tiers"][1:])
    assert summary["team_win_rate"] == round(len(won) / 3, 4)
    # every seat shares each team win: the seats' wins add up to the team's
    assert round(sum(s["wins"] for s in summary["seat"]), 3) == len(won)
    assert {"team_total_mean", "tiers", "games", "seat", "games_per_second"} <= set(summary)
