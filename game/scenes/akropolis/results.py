"""Akropolis results (issue 5 item 7): per-colour breakdown (value x stars = points), stones,
totals, the winner after the stones tie-break (AK-9) and the solo verdict (AK-10).

``AkropolisResults(app, table)`` reads the finished table's state only; it is the shell's
``ResultsScene`` with Akropolis cells, built from the core's ledger rows
(``state.ledger(seat).rows``, game.core.events.LedgerRow).  ``totals``, ``ledgers`` (per seat:
category -> LedgerRow), ``winners`` and ``rows`` ((category, label) per ledger row) are public
for tests.  "Play again" starts the same seats and options with seed + 1, "View cities" goes
back to the table read-only (its "Back to results" returns), "Title" goes to the title scene.
"""

from __future__ import annotations

import pygame

from game.core.akropolis import COLOURS
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, font, text
from game.scenes.akropolis.words import agree, colour_lines, plural
from game.scenes.results import ResultsScene

#: the results' line under the verdict for each AK-9 tie-break step (state.tiebreak_used())
TIE_NOTES = {"stones": "Tie on points, broken by stones.",
             "shared": "Tied on points and stones: a shared victory."}


def statue_cells(state) -> list[tuple[str, int]]:
    """Per seat of an Athena game (AK-13): ("3 of 4 parts" | "complete: 5 per stone", points
    per stone); [] for a game without Athena."""
    if not getattr(state, "athena", False):
        return []
    out = []
    total = len(state.athena_cards) or 4
    for s in range(state.num_seats):
        held = len(state.statue_parts(s))
        worth = int(state.stone_value(s))
        out.append((f"complete: {worth} per stone" if held >= total else
                    f"{held} of {total} parts", worth))
    return out


class AkropolisResults(ResultsScene):
    """The final table of an Akropolis game: the shell's ResultsScene (buttons, background,
    focus, rows tallied one by one, crowns) with Akropolis cells and a "View cities" button."""

    name = "ak-results"

    def __init__(self, app, table) -> None:
        st = table.state
        names = list(table.names)
        records = [st.ledger(s) for s in range(st.num_seats)]
        winners = st.winners()
        solo_verdict = st.solo_verdict()
        win_names = " and ".join(names[s] for s in winners)
        verb = f"{win_names} win" if len(winners) > 1 else agree(win_names, "wins")
        head = solo_verdict or f"{verb}!"
        if st.solo:
            note = solo_verdict or ""
        else:
            note = TIE_NOTES.get(st.tiebreak_used(), "")
        notes = [note] if note and note != head else []
        if st.variants:
            notes.append("Variants: " + ", ".join(v.capitalize() for v in st.variants))
        # only the Metagenes Architect scores its quarries (AK-10)
        self.quarries_score = st.scores_quarries()
        rows = [(r.category, r.label) for r in records[0].rows]
        ledgers = [{r.category: r for r in led.rows} for led in records]
        # Athena (AK-13): the statue parts each seat holds, on a line above the stones
        self.statue = statue_cells(st)
        if self.statue and "statue" not in (k for k, _ in rows):
            at = next((i for i, (k, _) in enumerate(rows) if k == "stones"), len(rows) - 1)
            rows.insert(at, ("statue", "Statue of Athena"))
        super().__init__(app, "Akropolis \u2014 final scores", names, ledgers, rows, winners, head,
                         self.restart, subtitle="   \u00b7   ".join(notes), table=table,
                         review_label="View cities", review_key="cities")
        self.note = note
        self.totals = [led.total for led in records]
        self.stones = list(st.stones)

    @property
    def rows(self) -> list:
        """(key, label) per ledger row, in order (colours, quarries when scored, stones, total)."""
        return self.categories

    def view_cities(self) -> None:
        """Back to the table, read-only, to look at the final cities ("Back to results" returns
        here)."""
        self.view_table()

    def restart(self) -> None:
        """A new game with the same seats and options, seed + 1 (as the Picture Pie results)."""
        self.game_table.play_again()

    # "value x stars = points" is long: a smaller font than the shell's ledger
    ROW_FONT_SCALE = 0.44

    def layout(self) -> None:
        """The shell's layout, the ledger widened (up to 96% of the window) so every seat's
        name fits its column at the header's full size: the solo Architect's "Metagenes
        (Architect)" is not shrunk."""
        super().layout()
        w, h = self.size
        t = self.table
        n = max(1, len(self.seat_names))
        row_h = self.row_h(t.h, len(self.categories) + 1)
        size = self.row_px
        _, crown_room, _ = self.crown_layout(row_h)
        f = font(size, bold=True)
        need = max(f.size(name)[0] for name in self.seat_names) + crown_room + 8
        width = min(int(w * 0.96), max(t.w, self.label_w + 20 + n * need))
        self.table = pygame.Rect((w - width) // 2, t.y, width, t.h)

    def crown_layout(self, row_h: int) -> tuple[int, int, int]:
        """A slimmer crown, with room left on both sides of the centred name."""
        cw = max(12, int(row_h * 0.7))
        return cw, 2 * cw + 28, 6 + cw // 2

    def draw_row_label(self, surface: pygame.Surface, rect: pygame.Rect, key: str, label: str,
                       size: int) -> None:
        """The label, after a district swatch for a colour row."""
        is_total = key == "total"
        lx = rect.x + 18
        if key in COLOURS:
            sw = max(8, int(rect.h * 0.28))
            hexdraw.blit_column(surface, "district", key, 1, sw,
                                (lx + sw, rect.centery + hexdraw.lift(sw) // 2))
            lx += 2 * sw + 10
        text(surface, label, (lx, rect.centery), fit_size(label, rect.right - lx, size,
                                                          bold=is_total),
             P.GOLD if is_total else P.TEXT, "midleft", bold=is_total)

    @staticmethod
    def colour_cell(row) -> tuple[str, str]:
        """(main line, variant line) of a colour's cell: words.colour_lines ("16 \u00d7 8
        stars = 128", "value 16 (8 from the Markets variant)")."""
        return colour_lines(row)

    def draw_cell(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, key: str,
                  value, size: int) -> None:
        """A colour's "value \u00d7 stars = points" (the core's row detail; muted when nothing
        scores), "stones = points" (AK-7), the quarries' points (AK-10) or the total."""
        at = rect.center
        row = value   # the seat's LedgerRow of this category (None: the seat has no such row)
        points = row.points if row is not None else 0
        if key in COLOURS:
            main, doubled = self.colour_cell(row)
            col = P.TEXT if points else P.MUTED
            room = rect.w - 12
            if doubled:   # AK-8: the variant's doubling on a second, smaller line
                small = fit_size(doubled, room, max(10, int(size * 0.72)))
                text(surface, main, (at[0], rect.centery - small // 2 - 1),
                     fit_size(main, room, size), col, "center")
                text(surface, doubled, (at[0], rect.centery + size // 2 + 1), small, P.GOLD,
                     "center")
            else:
                text(surface, main, at, fit_size(main, room, size), col, "center")
        elif key == "stones":
            worth = self.statue[seat][1] if self.statue else 1
            times = f" \u00d7{worth}" if worth > 1 else ""   # AK-13: 5 per stone
            text(surface, f"{self.stones[seat]}{times} = {plural(points, 'pt')}", at, size,
                 P.TEXT, "center")
        elif key == "statue" and self.statue:
            words, worth = self.statue[seat]
            text(surface, words, at, fit_size(words, rect.w - 12, size),
                 P.GOLD_LIGHT if worth > 1 else P.MUTED, "center")
        elif key == "total":
            text(surface, str(points), at, int(size * 1.4),
                 P.GOLD_LIGHT if seat in self.winners else P.TEXT, "center", bold=True)
        else:   # quarries (AK-10) and any other row the core adds
            text(surface, str(points), at, size, P.TEXT, "center")
