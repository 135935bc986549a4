"""Picture Pie results: the final Imperial Builder Ledger per seat (rulebook 2.7), the winner and
the PP-24 tie-break in words, Play again, View boards (the finished table, read-only, with "Back to
results"), Title.  Built on the shell's generic ``ResultsScene``; the rows are the core's
``state.ledger(seat).rows`` (game.core.events.LedgerRow), after one row counting the completed
monuments (``state.summary()["completed"]``)."""

from __future__ import annotations

from game.scenes.picture_pie.blueprints_panel import card_rows
from game.scenes.results import ResultsScene

#: the first row: completed monuments per seat (a count, not points)
COMPLETED = ("completed", "Completed monuments")


def verdict(state, names: list[str]) -> str:
    """One sentence naming the winner(s) and, for a tie on points, how the tie was broken
    (PP-24, the core's ``tiebreak_used()``)."""
    winners = state.winners()
    who = " and ".join(names[s] for s in winners)
    best_total = max(state.ledger(s).total for s in winners)
    if state.num_seats == 1:
        return f"{who} finished with {best_total} points."
    used = state.tiebreak_used()
    if used == "shared":
        return f"Shared victory: {who} tie on points, completed monuments and yard tiles."
    if used == "points":
        return f"Grand Architect of Aurelia: {who}, with {best_total} points."
    if used == "completed":
        done = state.summary()["completed"][winners[0]]
        return (f"{who} wins: tied on {best_total} points, more completed monuments "
                f"({done}) breaks the tie.")
    return (f"{who} wins: tied on points and monuments, fewer tiles left in the Masonry Yard "
            "breaks the tie.")


def ledger_table(state) -> tuple[list[tuple[str, str]], list[dict]]:
    """(categories [(category, label)], ledgers [{category: points}] per seat) for the
    ResultsScene: the completed-monuments count, then the core's ledger rows, with one row
    per fulfilled Civic Blueprint under the "blueprints" row (PP-22, every seat's cards
    revealed: blueprints_panel.card_rows; their payouts are the scene's ``card_cells``, the
    ledgers hold the core's rows only)."""
    rows = [state.ledger(s).rows for s in range(state.num_seats)]
    done = state.summary()["completed"]
    cards, _payouts = card_rows(state)
    categories = [COMPLETED]
    for r in rows[0]:
        categories.append((r.category, r.label))
        if r.category == "blueprints":
            categories += cards
    ledgers = [{COMPLETED[0]: done[s], **{r.category: r.points for r in rows[s]}}
               for s in range(state.num_seats)]
    return categories, ledgers


class PicturePieResults(ResultsScene):
    """The Picture Pie results: the shell's ResultsScene (its "View boards" review path), with
    ``card_cells`` ([{"card:<id>": payout}] per seat) for the fulfilled cards' rows."""

    card_cells: list = []

    def draw_cell(self, surface, rect, seat, key, value, size) -> None:
        if key.startswith("card:"):   # a fulfilled card's payout, or a dash
            value = self.card_cells[seat].get(key) if seat < len(self.card_cells) else None
        super().draw_cell(surface, rect, seat, key, value, size)


def make_results(app, state, names: list[str], on_play_again, table=None):
    """The Results scene for a finished ``state``.  With the finished ``table`` (a
    PicturePieTable) the scene has "View boards" (the table's ``enter_review``)."""
    categories, ledgers = ledger_table(state)
    scene = PicturePieResults(app, "Picture Pie \u2013 Imperial Builder Ledger", list(names),
                             ledgers, categories, list(state.winners()), verdict(state, names),
                             on_play_again, table=table, review_label="View boards",
                             review_key="boards")
    scene.card_cells = card_rows(state)[1]
    return scene
