"""Results: the final ledger per seat by category, the winner(s) crowned, Play again / Title."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.input.actions import Act
from game.render import art
from game.render import palette as P
from game.render.counter import Counters
from game.render.fonts import app_scale, fit_size, text
from game.render.widgets import Button, draw_panel, veil
from game.scenes.base import MenuScene, reduced_motion
from game.scenes.pause import go_to_title
from game.ui_text import t


def cell_value(entry: Any) -> tuple[str, str | None]:
    """(main text, small note) for a ledger entry: an int, or a dict with "points" (and
    optionally "value"/"stars", as Akropolis colours)."""
    if isinstance(entry, dict):
        pts = entry.get("points", entry.get("total", ""))
        note = None
        if "value" in entry and "stars" in entry:
            note = f"{entry['value']} \u00d7 {entry['stars']}\u2605"
        return str(pts), note
    if entry is None:
        return "\u2013", None
    return str(entry), None


def total_points(entry: Any) -> int | None:
    """The points of a ledger's "total" entry (an int, or a dict's "points"/"total"), None
    when it is not a whole number."""
    if isinstance(entry, dict):
        entry = entry.get("points", entry.get("total"))
    return entry if isinstance(entry, int) and not isinstance(entry, bool) else None


def default_verdict(seat_names: list[str], winners: list[int]) -> str:
    """"X wins!" or "Shared victory: X and Y" (ties per PP-24 / AK-9 decided by the core)."""
    names = [seat_names[i] for i in winners if 0 <= i < len(seat_names)]
    if not names:
        return t("results.no_winner")
    if len(names) == 1:
        return t("results.wins", name=names[0])
    return t("results.shared", names=", ".join(names[:-1]), last=names[-1])


class ResultsScene(MenuScene):
    """``ResultsScene(app, title, seat_names, ledgers, categories, winners, verdict,
    on_play_again)``.

    ledgers: one dict per seat, category key -> int or {"points", "value", "stars"};
    categories: [(key, label)] rows in order (a "total" row is added if absent, from
    ledger["total"]); winners: seat indices (several = shared victory); verdict: the headline
    ("" -> default_verdict); on_play_again: callable or None (button disabled).
    Keys: play-again, title.  BACK goes to the title.

    ``table``: the finished table scene, for the read-only review of the final boards: then
    the one button row is Play again, ``review_label`` (key ``review_key``), Title, and
    :meth:`view_table` is the one way back to the table (its "Back to results" pushes this
    scene again, see game.scenes.table_base.TableScene.back_to_results).
    """

    name = "results"

    def __init__(self, app, title: str, seat_names: list[str], ledgers: list[dict],
                 categories: list[tuple[str, str]], winners: list[int], verdict: str = "",
                 on_play_again: Callable[[], Any] | None = None, subtitle: str = "",
                 table=None, review_label: str = t("results.view_boards"),
                 review_key: str = "boards") -> None:
        super().__init__(app)
        self.game_table = table
        self.review_label = review_label
        self.review_key = review_key
        self.title = title
        self.seat_names = list(seat_names)
        self.ledgers = list(ledgers)
        self.categories = list(categories)
        if not any(k == "total" for k, _ in self.categories):
            self.categories.append(("total", t("results.total")))
        self.winners = list(winners)
        self.verdict = verdict or default_verdict(self.seat_names, self.winners)
        self.on_play_again = on_play_again
        self.subtitle = subtitle
        # rows are tallied one by one (skipped with CONFIRM; instant when animations are off)
        self.reveal = 0.0
        self.revealed_all = not getattr(app, "transitions", True)
        self.age = 0.0   # seconds on screen since it last appeared (CONFIRM_GUARD)
        #: the totals count up from 0 once the total row is tallied (game.render.counter)
        self.total_counts = Counters()
        self.total_counts.update(0.0, [0] * len(self.ledgers))

    ROW_SECONDS = 0.09
    #: CONFIRM (Enter/A) is ignored for this long after the screen appears, so an Enter held or
    #: mashed as the game ends cannot start a new game before the verdict is seen (it still
    #: skips the tally).
    CONFIRM_GUARD = 0.6

    def enter(self) -> None:
        self.age = 0.0

    def on_uncover(self) -> None:
        self.age = 0.0

    @property
    def rows_shown(self) -> int:
        if self.revealed_all:
            return len(self.categories)
        return min(len(self.categories), int(self.reveal / self.ROW_SECONDS))

    def needs_redraw(self) -> bool:
        """Redraw while the rows are being revealed or the totals count (animations)."""
        return not self.revealed_all or self.total_counts.moving

    def final_totals(self) -> list[int]:
        """Every seat's total as a whole number (0 where the ledger has none)."""
        return [total_points(led.get("total")) or 0 for led in self.ledgers]

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.revealed_all:
            self.reveal += dt
            if self.rows_shown >= len(self.categories):
                self.revealed_all = True
        if self.rows_shown >= len(self.categories):   # the total row is up: count to it
            settings = getattr(self.app, "settings", None) or {}
            animate = bool(getattr(self.app, "transitions", True)) \
                and bool(settings.get("animations", True)) and not reduced_motion(self.app)
            self.total_counts.update(dt, self.final_totals(), animate)

    def handle(self, ev) -> bool:
        if ev.act == Act.CONFIRM and (not self.revealed_all or self.age < self.CONFIRM_GUARD):
            self.revealed_all = True
            self.total_counts.update(0.0, self.final_totals(), animate=False)   # all at once
            return True
        return super().handle(ev)

    def play_again(self) -> None:
        if self.on_play_again is not None:
            self.on_play_again()

    def to_title(self) -> None:
        go_to_title(self.app)

    def on_back(self) -> None:
        self.to_title()

    def button_row(self, w: int, by: int, bw: int, bh: int) -> list[Button]:
        """The one button row, ``bh`` px high at ``y = by`` in a window ``w`` px wide: Play
        again and Title (``bw`` px each, centred), with the review button between them when
        there is a finished table (three narrower buttons then)."""
        again = self.on_play_again is not None
        specs = [(t("results.play_again"), self.play_again, "play-again", again)]
        if self.game_table is not None:
            specs.append((self.review_label, self.view_table, self.review_key, True))
        specs.append((t("results.title"), self.to_title, "title", True))
        if len(specs) == 2:
            gap = int(w * 0.03)
            xs = [w // 2 - gap // 2 - bw, w // 2 + gap // 2]
        else:
            gap = int(w * 0.02)
            bw = min(bw, (int(w * 0.9) - 2 * gap) // 3)
            x = w // 2 - (3 * bw + 2 * gap) // 2
            xs = [x + k * (bw + gap) for k in range(3)]
        return [Button((x, by, bw, bh), label, fn, key=key, primary=key == "play-again",
                       enabled=enabled)
                for x, (label, fn, key, enabled) in zip(xs, specs)]

    def view_table(self) -> None:
        """Back to the finished table, read-only: pop to it when it lies right below this
        scene, else replace this scene by it; then :meth:`show_table`."""
        table = self.game_table
        if table is None:
            return
        table.results_scene = self
        stack = self.app.stack
        if len(stack) > 1 and stack[-1] is self and stack[-2] is table:
            self.app.pop()
        else:
            self.app.replace(table)
        self.show_table(table)

    def show_table(self, table) -> None:
        """What the table shows first in the review: its ``enter_review()`` when it has one."""
        enter = getattr(table, "enter_review", None)
        if enter is not None:
            enter()

    def layout(self) -> None:
        w, h = self.size
        k = app_scale(self.app)
        bw = int(min(280 * k, w * 0.24 * k, w * 0.3))
        bh1 = int(min(64, max(34, h * 0.08)))          # the buttons' height at 100%
        bh = int(bh1 * k)
        by = h - bh - int(h * 0.04)
        self.focus.set(self.button_row(w, by, bw, bh),
                       focus_key="play-again" if self.on_play_again is not None else "title")
        top = int(h * 0.22)
        n = max(1, len(self.seat_names))
        self.label_w = int(w * 0.88 * 0.28)
        width = min(int(w * 0.88), self.label_w + 20 + n * max(180, int(w * 0.16)))
        # larger buttons take their height from the gap above them first (down to 8 px)...
        gap = max(8, int(h * 0.04) - max(0, bh - bh1))
        self.table = pygame.Rect((w - width) // 2, top, width, by - top - gap)
        # ... and the ledger's text never gets smaller than at 100% (its rows may get tighter)
        rows = len(self.categories) + 1
        self.row_px = max(self.ledger_px(self.table.h, rows),
                          min(self.ledger_px(h - bh1 - 2 * int(h * 0.04) - top, rows),
                              int(self.row_h(self.table.h, rows) * 0.8)))

    @staticmethod
    def row_h(table_h: int, rows: int) -> int:
        """A ledger row's height in px for a table ``table_h`` px high of ``rows`` rows."""
        return max(14, (table_h - 16) // rows)

    def ledger_px(self, table_h: int, rows: int) -> int:
        """The ledger's font size in px for a table ``table_h`` px high of ``rows`` rows."""
        return max(11, min(max(26, self.size[1] // 34),
                           int(self.row_h(table_h, rows) * self.ROW_FONT_SCALE)))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        text(surface, self.title, (w // 2, int(h * 0.02)),
             fit_size(self.title, int(w * 0.9), int(h * 0.075), caps=True), P.GOLD_LIGHT,
             "midtop", caps=True, shadow=P.SHADOW)
        vs = fit_size(self.verdict, int(w * 0.9), int(h * 0.055), bold=True)
        verdict = self.verdict if self.revealed_all else t("results.tallying")
        text(surface, verdict, (w // 2, int(h * 0.11)), vs,
             P.GOLD if len(self.winners) <= 1 else P.FOCUS, "midtop", bold=True, shadow=P.SHADOW)
        if self.subtitle:
            text(surface, self.subtitle, (w // 2, int(h * 0.11) + int(vs * 1.25)),
                 fit_size(self.subtitle, int(w * 0.9), max(12, h // 40)), P.MUTED, "midtop")
        self.draw_table(surface)

    # font size as a share of the row height (a subclass with longer cells uses less)
    ROW_FONT_SCALE = 0.62

    def crown_layout(self, row_h: int) -> tuple[int, int, int]:
        """(crown width, px the winner's name leaves free, px from the name's left edge to
        the crown's centre) for a header row ``row_h`` px high."""
        return max(12, int(row_h * 0.8)), row_h + 12, row_h // 2 + 2

    def draw_table(self, surface: pygame.Surface) -> None:
        """The ledger: panel, header (seat names, winners crowned and highlighted), one band
        per category (labels by ``draw_row_label``, cells by ``draw_cell``) and the total."""
        t = self.table
        draw_panel(surface, t, P.PANEL, P.GOLD_DARK, radius=14, border_w=2)
        n = max(1, len(self.seat_names))
        row_h = self.row_h(t.h, len(self.categories) + 1)
        label_w = self.label_w
        col_w = (t.w - label_w - 20) // n
        size = self.row_px
        y = t.y + 8
        # header: seat names, crowns for winners
        crown_w, crown_room, crown_dx = self.crown_layout(row_h)
        for i, name in enumerate(self.seat_names):
            cx = t.x + 10 + label_w + col_w * i + col_w // 2
            win = i in self.winners and self.revealed_all
            if win:
                hl = pygame.Rect(cx - col_w // 2 + 4, t.y + 4, col_w - 8, t.h - 8)
                surface.blit(veil(hl.size, (*P.GOLD, 34)), hl)
                pygame.draw.rect(surface, P.GOLD, hl, 2, border_radius=10)
            ns = fit_size(name, col_w - (crown_room if win else 12), size, bold=True)
            r = text(surface, name, (cx, y + row_h // 2), ns,
                     P.GOLD_LIGHT if win else P.SEAT_COLORS[i % len(P.SEAT_COLORS)], "center",
                     bold=True)
            if win:
                art.crown(surface, (r.left - crown_dx, r.centery), crown_w)
        y += row_h
        for k, (key, label) in enumerate(self.categories[:self.rows_shown]):
            if key == "total":
                pygame.draw.line(surface, P.GOLD_DARK, (t.x + 12, y), (t.right - 12, y), 2)
            elif k % 2 == 0:
                surface.blit(veil((t.w - 16, row_h), (255, 255, 255, 10)), (t.x + 8, y))
            self.draw_row_label(surface, pygame.Rect(t.x, y, label_w, row_h), key, label, size)
            for i in range(n):
                ledger = self.ledgers[i] if i < len(self.ledgers) else {}
                cell = pygame.Rect(t.x + 10 + label_w + col_w * i, y, col_w, row_h)
                self.draw_cell(surface, cell, i, key, ledger.get(key), size)
            y += row_h

    def draw_row_label(self, surface: pygame.Surface, rect: pygame.Rect, key: str, label: str,
                       size: int) -> None:
        """A row's label in ``rect`` (the label column of that row; text starts 18 px in)."""
        is_total = key == "total"
        ls = fit_size(label, rect.w - 10, size, bold=is_total)
        text(surface, label, (rect.x + 18, rect.centery), ls, P.GOLD if is_total else P.MUTED,
             "midleft", bold=is_total)

    def draw_cell(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, key: str,
                  value: Any, size: int) -> None:
        """Seat ``seat``'s ledger entry ``value`` (see ``cell_value``; None when absent) for row
        ``key`` in ``rect``: negatives in red, the winners' totals in gold."""
        is_total = key == "total"
        main, note = cell_value(value)
        if is_total and total_points(value) is not None:   # counting up to it
            main = str(self.total_counts.shown(seat, total_points(value)))
        cx, cy = rect.centerx, rect.centery
        color = P.TEXT
        if is_total:
            color = P.GOLD_LIGHT if seat in self.winners else P.TEXT
        elif main.startswith("-"):
            color = P.BAD
        if note:
            text(surface, main, (cx - 4, cy), size, color, "midright", bold=is_total)
            text(surface, note, (cx + 4, cy), max(10, int(size * 0.7)), P.MUTED, "midleft")
        else:
            text(surface, main, (cx, cy), size, color, "center", bold=is_total)
