"""Picture Pie results: the final Imperial Builder Ledger per seat (rulebook 2.7), the winner and
the PP-24 tie-break in words, Play again, View boards (the finished table, read-only, with "Back to
results"), Title.  Built on the shell's generic ``ResultsScene``."""

from __future__ import annotations

CATEGORIES = [
    ("completed", "Completed monuments"),
    ("base", "Completed Monument Score"),
    ("purity", "Motif purity bonus"),
    ("symmetry", "Dual symmetry bonus"),
    ("terracotta", "Terracotta: doubled districts"),
    ("flora", "Flora: adjacent gardens"),
    ("laurel", "Imperial Laurel tokens"),
    ("links", "Connected infrastructure"),
    ("blueprints", "Civic Blueprints"),
    ("yard_penalty", "Masonry Yard penalty"),
    ("total", "Total"),
]


def verdict(state, names: list[str]) -> str:
    """One sentence naming the winner(s) and, for a tie on points, how PP-24 broke it."""
    n = state.num_seats
    winners = state.winners()
    led = [state.ledger(s) for s in range(n)]
    best_total = max(l["total"] for l in led)
    tied = [s for s in range(n) if led[s]["total"] == best_total]
    who = " and ".join(names[s] for s in winners)
    if n == 1:
        return f"{who} finished with {best_total} points."
    if len(winners) > 1:
        return (f"Shared victory: {who} tie on points, completed monuments and yard tiles "
                "(PP-24).")
    if len(tied) == 1:
        return f"Grand Architect of Aurelia: {who}, with {best_total} points."
    best_done = max(led[s]["completed"] for s in tied)
    if sum(1 for s in tied if led[s]["completed"] == best_done) == 1:
        return (f"{who} wins: tied on {best_total} points, more completed monuments "
                f"({best_done}) breaks the tie (PP-24).")
    return (f"{who} wins: tied on points and monuments, fewer tiles left in the Masonry Yard "
            "breaks the tie (PP-24).")


def make_results(app, state, names: list[str], on_play_again, table=None):
    """The Results scene for a finished ``state``: ledgers are ``state.ledger(seat)``.  With the
    finished ``table`` (a PicturePieTable) the scene has "View boards"."""
    from game.scenes.results import ResultsScene

    class PicturePieResults(ResultsScene):
        """ResultsScene with "View boards" (the shared button row and review path)."""

        def view_boards(self) -> None:
            """Back to the table, read-only (its "Back to results" returns here)."""
            self.view_table()

        def show_table(self, table) -> None:
            table.view(table.view_seat)

    ledgers = [dict(state.ledger(s)) for s in range(state.num_seats)]
    return PicturePieResults(app, "Picture Pie \u2013 Imperial Builder Ledger", list(names),
                             ledgers, CATEGORIES, list(state.winners()), verdict(state, names),
                             on_play_again, table=table, review_label="View boards",
                             review_key="boards")
