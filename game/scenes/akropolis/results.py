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
from game.render.widgets import Button, draw_panel, veil
from game.scenes import art
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
                         self.restart, subtitle="   \u00b7   ".join(notes))
        self.game_table = table
        self.note = note
        self.totals = totals
        self.stones = list(st.stones)

    @property
    def rows(self) -> list:
        """(key, label) per ledger row, in order (colours, quarries when scored, stones, total)."""
        return self.categories

    def layout(self) -> None:
        """The shell's layout with a third button, "View cities", between Play again and Title."""
        super().layout()
        again = next(w for w in self.focus.widgets if w.key == "play-again").rect
        w, _h = self.size
        gap = int(w * 0.02)
        bw = min(again.w, (int(w * 0.9) - 2 * gap) // 3)
        x = w // 2 - (3 * bw + 2 * gap) // 2
        self.focus.set([
            Button((x, again.y, bw, again.h), "Play again", self.play_again, key="play-again",
                   primary=True),
            Button((x + bw + gap, again.y, bw, again.h), "View cities", self.view_cities,
                   key="cities"),
            Button((x + 2 * (bw + gap), again.y, bw, again.h), "Title", self.to_title,
                   key="title"),
        ], focus_key="play-again")

    def view_cities(self) -> None:
        """Back to the table, read-only, to look at the final cities ("Back to results" returns
        here)."""
        table = self.game_table
        table.results_scene = self
        if self.app.stack and self.app.stack[-1] is self and len(self.app.stack) > 1 \
                and self.app.stack[-2] is table:
            self.app.pop()
        else:
            self.app.replace(table)
        table.view(table.viewed, center=True)

    def restart(self) -> None:
        """A new game with the same seats and options, seed + 1 (as the Picture Pie results)."""
        from game.scenes.tables import start_game
        cfg = dict(self.game_table.config, game="akropolis")
        cfg["seed"] = int(cfg.get("seed", 1)) + 1
        start_game(self.app, cfg)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The shell's ledger look with Akropolis cells: a district swatch per colour,
        "value \u00d7 stars = points" (muted when nothing scores), "stones = points" (AK-7)."""
        t = self.table
        draw_panel(surface, t, P.PANEL, P.GOLD_DARK, radius=14, border_w=2)
        n = max(1, len(self.seat_names))
        rows = len(self.categories) + 1
        row_h = max(14, (t.h - 16) // rows)
        label_w = self.label_w
        col_w = (t.w - label_w - 20) // n
        size = max(11, min(max(26, self.size[1] // 34), int(row_h * 0.44)))
        y = t.y + 8
        for i, name in enumerate(self.seat_names):
            cx = t.x + 10 + label_w + col_w * i + col_w // 2
            win = i in self.winners and self.revealed_all
            if win:
                hl = pygame.Rect(cx - col_w // 2 + 4, t.y + 4, col_w - 8, t.h - 8)
                surface.blit(veil(hl.size, (*P.GOLD, 34)), hl)
                pygame.draw.rect(surface, P.GOLD, hl, 2, border_radius=10)
            cw = max(12, int(row_h * 0.7))     # crown width; the name leaves it room
            ns = fit_size(name, col_w - (2 * cw + 28 if win else 12), size, bold=True)
            r = text(surface, name, (cx, y + row_h // 2), ns,
                     P.GOLD_LIGHT if win else P.SEAT_COLORS[i % len(P.SEAT_COLORS)], "center",
                     bold=True)
            if win:
                art.crown(surface, (r.left - 6 - cw // 2, r.centery), cw)
        y += row_h
        for k, (key, label) in enumerate(self.categories[:self.rows_shown]):
            mid = y + row_h // 2
            is_total = key == "total"
            if is_total:
                pygame.draw.line(surface, P.GOLD_DARK, (t.x + 12, y), (t.right - 12, y), 2)
            elif k % 2 == 0:
                surface.blit(veil((t.w - 16, row_h), (255, 255, 255, 10)), (t.x + 8, y))
            lx = t.x + 18
            if key in COLOURS:
                sw = max(8, int(row_h * 0.28))
                hexdraw.blit_column(surface, "district", key, 1, sw,
                                    (lx + sw, mid + hexdraw.lift(sw) // 2))
                lx += 2 * sw + 10
            text(surface, label, (lx, mid), fit_size(label, label_w - (lx - t.x), size,
                                                     bold=is_total),
                 P.GOLD if is_total else P.TEXT, "midleft", bold=is_total)
            for s in range(len(self.seat_names)):
                cx = t.x + 10 + label_w + col_w * s + col_w // 2
                led = self.ledgers[s]
                if key in COLOURS:
                    e = led[key]
                    text(surface, f"{e['value']} \u00d7 {e['stars']} = {e['points']}", (cx, mid),
                         size, P.TEXT if e["points"] else P.MUTED, "center")
                elif key == "quarries":
                    text(surface, str(led.get("quarries", 0)), (cx, mid), size, P.TEXT, "center")
                elif key == "stones":
                    pts = led["stones"]
                    text(surface, f"{self.stones[s]} = {pts} pt{'s' if pts != 1 else ''}",
                         (cx, mid), size, P.TEXT, "center")
                else:
                    text(surface, str(led["total"]), (cx, mid), int(size * 1.4),
                         P.GOLD_LIGHT if s in self.winners else P.TEXT, "center", bold=True)
            y += row_h
