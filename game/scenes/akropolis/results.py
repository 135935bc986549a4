"""Akropolis results (issue 5 item 7): per-colour breakdown (value x stars = points), stones,
totals, the winner after the stones tie-break (AK-9) and the solo verdict (AK-10).

``AkropolisResults(app, table)`` reads the finished table's state only.  ``totals``, ``ledgers``
and ``rows`` ((key, label) per table row) are public for tests.  "Play again" restarts with the
same options, "View cities" goes back to the table read-only (its "Back to results" returns),
"Title" goes to the title scene.
"""

from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.core.akropolis import COLOURS
from game.input.actions import Act, InputEvent
from game.render import hexdraw
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, FocusGroup, background, draw_panel

COLOUR_LABELS = {"blue": "Houses", "yellow": "Markets", "red": "Barracks", "purple": "Temples",
                 "green": "Gardens"}


class AkropolisResults(Scene):
    """The final table of an Akropolis game."""

    name = "ak-results"

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        st = table.state
        self.names = list(table.names)
        self.ledgers = [st.ledger(s) for s in range(st.num_seats)]
        self.totals = [led["total"] for led in self.ledgers]
        self.stones = list(st.stones)
        self.winners = st.winners()
        self.verdict = st.solo_verdict()
        best = max(self.totals)
        tied = [s for s in range(st.num_seats) if self.totals[s] == best]
        if st.solo:
            self.note = self.verdict or ""
        elif len(tied) > 1 and len(self.winners) < len(tied):
            self.note = "Tie on points, broken by stones (AK-9)."
        elif len(self.winners) > 1:
            self.note = "Tied on points and stones: a shared victory (AK-9)."
        else:
            self.note = ""
        # only the Metagenes Architect scores its quarries (AK-10)
        self.quarries_score = bool(st.solo) and st.data.solo_levels[st.solo].quarry_points > 0
        self.rows = [("name", "")] + [(c, COLOUR_LABELS[c]) for c in COLOURS]
        if self.quarries_score:
            self.rows.append(("quarries", "Quarries"))
        self.rows += [("stones", "Stones (tie-break)"), ("total", "Total")]
        self.focus = FocusGroup()
        self._bg = None

    def on_resize(self, size) -> None:
        super().on_resize(size)
        W, H = size
        u = H / 720.0
        self.u = u
        self._bg = background(size)
        bw, bh = int(200 * u), int(48 * u)
        gap = int(20 * u)
        y = H - int(80 * u)
        x = W // 2 - (3 * bw + 2 * gap) // 2
        self.focus.set([
            Button((x, y, bw, bh), "Play again", self.play_again, key="again", primary=True),
            Button((x + bw + gap, y, bw, bh), "View cities", self.view_cities, key="cities"),
            Button((x + 2 * (bw + gap), y, bw, bh), "Title", self.to_title, key="title"),
        ])

    def view_cities(self) -> None:
        """Back to the table, read-only, to look at the final cities ("Back to results" returns
        here)."""
        self.table.results_scene = self
        if self.app.stack and self.app.stack[-1] is self and len(self.app.stack) > 1 \
                and self.app.stack[-2] is self.table:
            self.app.pop()
        else:
            self.app.replace(self.table)
        self.table.view(self.table.viewed, center=True)

    def play_again(self) -> None:
        """A new game with the same seats and options, seed + 1 (as the Picture Pie results)."""
        from game.scenes.tables import start_game
        cfg = dict(self.table.config, game="akropolis")
        cfg["seed"] = int(cfg.get("seed", 1)) + 1
        start_game(self.app, cfg)

    def to_title(self) -> None:
        from game.scenes.pause import go_to_title
        go_to_title(self.app)

    def handle(self, ev: InputEvent) -> bool:
        if ev.act == Act.BACK:
            self.to_title()
            return True
        return self.focus.handle(ev)

    def widget_rects(self) -> list:
        return self.focus.rects()

    def draw(self, surface: pygame.Surface) -> None:
        if self._bg is None or self._bg.get_size() != surface.get_size():
            self.on_resize(surface.get_size())
        surface.blit(self._bg, (0, 0))
        W, H = surface.get_size()
        u = self.u
        n = len(self.names)
        title = "Akropolis \u2014 final scores"
        text(surface, title, (W // 2, int(24 * u)), int(40 * u), P.GOLD_LIGHT, "midtop", caps=True,
             shadow=P.SHADOW)
        win_names = " and ".join(self.names[s] for s in self.winners)
        plural = len(self.winners) > 1 or win_names == "You"
        head = self.verdict if self.verdict else f"{win_names} win{'' if plural else 's'}!"
        text(surface, head, (W // 2, int(78 * u)), int(26 * u), P.TEXT, "midtop")
        notes = [self.note] if self.note and self.note != head else []
        st = self.table.state
        if st.variants:
            notes.append("Variants: " + ", ".join(st.variants))
        if notes:
            text(surface, "   \u00b7   ".join(notes), (W // 2, int(110 * u)), int(17 * u), P.MUTED,
                 "midtop")
        # the table
        label_w = int(170 * u)
        col_w = min(int(220 * u), (W - label_w - int(120 * u)) // max(n, 1))
        tw = label_w + col_w * n
        x0 = (W - tw) // 2
        y0 = int(140 * u)
        rows = self.rows
        rh = int(min(52 * u, (H - y0 - int(110 * u)) / len(rows)))
        panel = pygame.Rect(x0 - int(16 * u), y0 - int(10 * u), tw + int(32 * u), rh * len(rows) + int(20 * u))
        draw_panel(surface, panel, P.PANEL, P.PANEL_BORDER, radius=int(14 * u))
        for s in self.winners:
            hl = pygame.Rect(x0 + label_w + col_w * s + 4, y0 - int(4 * u), col_w - 8, rh * len(rows) + int(8 * u))
            draw_panel(surface, hl, P.PANEL_LIGHT, P.GOLD_LIGHT, radius=int(10 * u), border_w=2,
                       shadow=False)
        for i, (key, label) in enumerate(rows):
            y = y0 + i * rh + rh // 2
            if key in COLOURS:
                sw = max(8, int(12 * u))
                hexdraw.blit_column(surface, "district", key, 1, sw,
                                    (x0 + sw + 4, y + hexdraw.lift(sw) // 2))
                text(surface, label, (x0 + 2 * sw + int(14 * u), y), int(19 * u), P.TEXT, "midleft")
            elif label:
                text(surface, label, (x0 + int(6 * u), y), int(19 * u),
                     P.GOLD_LIGHT if key == "total" else P.TEXT, "midleft", bold=key == "total")
            for s in range(n):
                cx = x0 + label_w + col_w * s + col_w // 2
                led = self.ledgers[s]
                if key == "name":
                    size = fit_size(self.names[s], col_w - 12, int(20 * u), bold=True)
                    text(surface, self.names[s], (cx, y), size, P.SEAT_COLORS[s % 4], "center", bold=True)
                elif key in COLOURS:
                    e = led[key]
                    text(surface, f"{e['value']} \u00d7 {e['stars']} = {e['points']}", (cx, y), int(19 * u),
                         P.TEXT if e["points"] else P.MUTED, "center")
                elif key == "quarries":
                    text(surface, str(led.get("quarries", 0)), (cx, y), int(19 * u), P.TEXT, "center")
                elif key == "stones":
                    text(surface, f"{self.stones[s]} = {led['stones']} pt{'s' if led['stones'] != 1 else ''}",
                         (cx, y), int(19 * u), P.TEXT, "center")
                else:
                    text(surface, str(led["total"]), (cx, y), int(28 * u),
                         P.GOLD_LIGHT if s in self.winners else P.TEXT, "center", bold=True)
            if i < len(rows) - 1:
                pygame.draw.line(surface, P.lerp(P.PANEL, P.GOLD_DARK, 0.4),
                                 (x0, y0 + (i + 1) * rh), (x0 + tw, y0 + (i + 1) * rh), 1)
        self.focus.draw(surface)
