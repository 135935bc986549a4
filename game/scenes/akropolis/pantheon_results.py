"""Akropolis Pantheon results (issue 15, AK-14/AK-16): the Capital's score per colour (value x
stars = points, only the plazas carrying an altar of their colour that the Scenario counts),
the altars built and crushed, the total against the Scenario's three targets and the tier
reached.  The team wins or loses together (it wins at the first target or better, as the
core's ``winners()``): one column, "The Capital".

``PantheonResults(app, table)`` reads the finished table's state (``state.capital_ledger()``,
``state.tier()``, ``state.altars``, ``state.crushed``); the shell's ResultsScene draws it, with
Play again (seed + 1), "View boards" (the table read-only) and Title: no dead end.  Public for
tests: ``total``, ``tier``, ``targets``, ``ledger``.
"""

from __future__ import annotations

from game.core.akropolis import COLOURS
from game.scenes.akropolis.pantheon_altars import god_name
from game.scenes.akropolis.results import AkropolisResults
from game.scenes.akropolis.words import COLOUR_NAMES, plural
from game.scenes.results import ResultsScene

#: the verdict per tier reached (0..3)
VERDICTS = ("The team loses: no target reached", "The team wins: first target reached",
            "The team wins: second target reached", "The team wins: all three targets reached!")


class PantheonResults(ResultsScene):
    """The Capital's final score sheet (see the module doc)."""

    name = "ak-pantheon-results"
    draw_row_label = AkropolisResults.draw_row_label   # colour rows start with their district
    ROW_FONT_SCALE = 0.5

    def __init__(self, app, table) -> None:
        st = table.state
        self.ledger = dict(st.capital_ledger())
        self.total = self.ledger["total"]
        self.tier = st.tier()
        self.targets = table.targets()
        sc = table.scenario_def()
        rows = [(c, f"{COLOUR_NAMES[c]} \u00b7 {god_name(c)}") for c in COLOURS]
        rows += [("altars", "Divine Altars built"), ("crushed", "Altars crushed"),
                 ("tier", "Targets reached"), ("total", "Total")]
        goal = " / ".join(str(t) for t in self.targets)
        cells = dict(self.ledger)
        cells["altars"] = len(st.altars)
        cells["crushed"] = st.crushed
        cells["tier"] = f"{self.tier} of 3" + (f" ({goal})" if goal else "")
        head = f"{VERDICTS[self.tier]} \u00b7 {plural(self.total, 'point')}"
        sub = f"{sc.name if sc else 'Pantheon'} \u00b7 {plural(st.num_seats, 'Architect')}"
        if goal:
            sub += f" \u00b7 targets {goal} (tier {self.tier} of 3)"
        super().__init__(app, "Pantheon \u2014 the Capital", ["The Capital"], [cells], rows,
                         [0] if st.won() else [], head, table.play_again, subtitle=sub,
                         table=table, review_label="View boards", review_key="boards")
