"""Akropolis results (issue 5 item 7): per-colour breakdown (value x stars = points), stones,
totals, the winner after the stones tie-break (AK-9) and the solo verdict (AK-10).

``AkropolisResults(app, table)`` reads the finished table's state only; it is the shell's
``ResultsScene`` with Akropolis cells.  ``totals``, ``ledgers``, ``winners`` and ``rows`` ((key,
label) per ledger row) are public for tests.  "Play again" restarts with the
same options, "View cities" goes back to the table read-only (its "Back to results" returns),
"Title" goes to the title scene.
"""

from __future__ import annotations

import pygame

from game.core.akropolis import COLOURS
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.scenes.results import ResultsScene

COLOUR_LABELS = {"blue": "Houses", "yellow": "Markets", "red": "Barracks", "purple": "Temples",
                 "green": "Gardens"}


class AkropolisResults(ResultsScene):
    """The final table of an Akropolis game: the shell's ResultsScene (buttons, background,
    focus, rows tallied one by one, crowns) with Akropolis cells and a "View cities" button."""

    name = "ak-results"

    def __init__(self, app, table) -> None:
        st = table.state
        names = list(table.names)
        ledgers = [st.ledger(s) for s in range(st.num_seats)]
        winners = st.winners()
        solo_verdict = st.solo_verdict()
        win_names = " and ".join(names[s] for s in winners)
        plural = len(winners) > 1 or win_names == "You"
        head = solo_verdict if solo_verdict else f"{win_names} win{'' if plural else 's'}!"
        totals = [led["total"] for led in ledgers]
        tied = [s for s in range(st.num_seats) if totals[s] == max(totals)]
        if st.solo:
            note = solo_verdict or ""
        elif len(tied) > 1 and len(winners) < len(tied):
            note = "Tie on points, broken by stones (AK-9)."
        elif len(winners) > 1:
            note = "Tied on points and stones: a shared victory (AK-9)."
        else:
            note = ""
        notes = [note] if note and note != head else []
        if st.variants:
            notes.append("Variants: " + ", ".join(st.variants))
        # only the Metagenes Architect scores its quarries (AK-10)
        self.quarries_score = bool(st.solo) and st.data.solo_levels[st.solo].quarry_points > 0
        rows = [(c, COLOUR_LABELS[c]) for c in COLOURS]
        if self.quarries_score:
            rows.append(("quarries", "Quarries"))
        rows += [("stones", "Stones (tie-break)"), ("total", "Total")]
        super().__init__(app, "Akropolis \u2014 final scores", names, ledgers, rows, winners, head,
                         self.restart, subtitle="   \u00b7   ".join(notes), table=table,
                         review_label="View cities", review_key="cities")
        self.note = note
        self.totals = totals
        self.stones = list(st.stones)

    @property
    def rows(self) -> list:
        """(key, label) per ledger row, in order (colours, quarries when scored, stones, total)."""
        return self.categories

    def view_cities(self) -> None:
        """Back to the table, read-only, to look at the final cities ("Back to results" returns
        here)."""
        self.view_table()

    def show_table(self, table) -> None:
        table.view(table.viewed, center=True)

    def restart(self) -> None:
        """A new game with the same seats and options, seed + 1 (as the Picture Pie results)."""
        from game.scenes.tables import start_game
        cfg = dict(self.game_table.config, game="akropolis")
        cfg["seed"] = int(cfg.get("seed", 1)) + 1
        start_game(self.app, cfg)

    # "value x stars = points" is long: a smaller font than the shell's ledger
    ROW_FONT_SCALE = 0.44

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

    def draw_cell(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, key: str,
                  value, size: int) -> None:
        """"value \u00d7 stars = points" (muted when nothing scores), "stones = points" (AK-7),
        the quarries' points (AK-10) or the total."""
        at = rect.center
        if key in COLOURS:
            e = value
            text(surface, f"{e['value']} \u00d7 {e['stars']} = {e['points']}", at, size,
                 P.TEXT if e["points"] else P.MUTED, "center")
        elif key == "quarries":
            text(surface, str(value or 0), at, size, P.TEXT, "center")
        elif key == "stones":
            text(surface, f"{self.stones[seat]} = {value} pt{'s' if value != 1 else ''}", at,
                 size, P.TEXT, "center")
        else:
            text(surface, str(value), at, int(size * 1.4),
                 P.GOLD_LIGHT if seat in self.winners else P.TEXT, "center", bold=True)
