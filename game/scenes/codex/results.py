"""A Codex city's results: the final score and the ledger's rows in one line, the stars won
(each pops in turn; at once with animations off), the new best, "Next city unlocked", and
Retry (the same city again), Next city (its briefing), Codex map.  Keys: ``retry``,
``next``, ``map``; Esc / B goes to the map."""

from __future__ import annotations

import math

import pygame

from game.input.actions import Act
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import Button, draw_panel
from game.scenes.base import MenuScene, title_band
from game.scenes.codex import cities as C
from game.scenes.codex.map import CodexMapScene
from game.scenes.codex.mapart import star, wrap_cut
from game.scenes.picture_pie.blueprints_panel import GOALS_TITLE

#: seconds before the first star shows, and between two stars
STAR_DELAY, STAR_STEP = 0.35, 0.4


def ledger_line(state, seat: int = 0) -> str:
    """The ledger's scoring rows in one line: "Completed monuments 1,200 · Links 200"."""
    rows = [r for r in state.ledger(seat).rows[:-1] if r.points]
    label = {"blueprints": GOALS_TITLE}   # a solo city's cards are its goals (no Senate)
    return " \u00b7 ".join(f"{label.get(r.category, r.label)} {C.points(r.points)}"
                           if r.points > 0 else
                           f"{label.get(r.category, r.label)} \u2212{C.points(-r.points)}"
                           for r in rows)


class CodexResults(MenuScene):
    """``CodexResults(app, table, score, stars, finish)``: ``table`` the finished
    CodexTable, ``finish`` a :class:`cities.Finish`.  Public: ``score``, ``stars``,
    ``finish``, ``stars_shown`` (how many of the won stars are drawn now)."""

    name = "codex-results"
    CONFIRM_GUARD = 0.6

    def __init__(self, app, table, score: int, stars: int, finish: C.Finish) -> None:
        super().__init__(app)
        self.table = table
        self.level = table.level
        self.score, self.stars, self.finish = score, stars, finish
        self.ledger = ledger_line(table.state)
        self.age = 0.0
        self.instant = not (getattr(app, "transitions", True) and table.animations)

    @property
    def stars_shown(self) -> int:
        if self.instant:
            return self.stars
        return max(0, min(self.stars, math.floor((self.age - STAR_DELAY) / STAR_STEP) + 1))

    def enter(self) -> None:
        self.age = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def needs_redraw(self) -> bool:
        return self.stars_shown < self.stars or self.age < self.CONFIRM_GUARD

    def handle(self, ev) -> bool:
        if ev.act == Act.CONFIRM and self.age < self.CONFIRM_GUARD:
            self.instant = True   # an Enter held as the game ends shows the stars, no more
            return True
        return super().handle(ev)

    # ------------------------------------------------------------------ lines
    def best_text(self) -> tuple[str, bool]:
        """(the record line, news): "New best: 2 stars and 1,620 points!" or the standing best."""
        ch = self.finish.change
        if ch.new_stars and ch.new_score and ch.before.score:
            return f"New best: {C.plural(ch.after.stars, 'star')} and {C.points(ch.after.score)}" \
                   " points!", True
        if ch.new_stars:
            return f"New best: {C.plural(ch.after.stars, 'star')}!", True
        if ch.new_score:
            return f"New best score: {C.points(ch.after.score)} points!", True
        return C.best_line(ch.after), False

    def unlock_text(self) -> tuple[str, str]:
        """(the line about the next city, its colour kind "good" / "muted" / "bad")."""
        nxt = self.finish.next_city
        if nxt is None:
            return "The last city of the Codex: every road ends here.", "muted"
        if self.finish.newly_open:
            return f"Next city unlocked: {nxt.name}", "good"
        if nxt.playable:
            return f"Next city: {nxt.name}", "muted"
        first = self.level.stars[0]
        return f"Win {C.points(first)} points for a star to unlock {nxt.name}.", "bad"

    # ------------------------------------------------------------------ buttons
    def retry(self) -> None:
        self.table.restart()

    def next_city(self) -> None:
        from_map = self.open_map(self.finish.next_city.id)
        from_map.open_city()

    def open_map(self, focus: str | None = None):
        scene = CodexMapScene(self.app, focus=focus or self.level.id)
        self.app.reset_to(scene)
        return scene

    def on_back(self) -> None:
        self.open_map()

    def layout(self) -> None:
        w, h = self.size
        bw = int(min(240, w * 0.26))
        bh = int(min(60, max(32, h * 0.085)))
        by = h - bh - int(h * 0.06)
        gap = int(w * 0.025)
        x = w // 2 - (3 * bw + 2 * gap) // 2
        nxt = self.finish.next_city
        self.focus.set([
            Button((x, by, bw, bh), "Retry", self.retry, key="retry",
                   primary=self.stars == 0, tooltip="Play this city again from its first tile."),
            Button((x + bw + gap, by, bw, bh), "Next city", self.next_city, key="next",
                   primary=self.stars > 0, enabled=nxt is not None and nxt.playable,
                   tooltip="The next city's briefing."),
            Button((x + 2 * (bw + gap), by, bw, bh), "Codex map", lambda: self.open_map(),
                   key="map", tooltip="Back to the Codex map.")],
            focus_key="next" if self.stars > 0 and nxt is not None and nxt.playable else "retry")
        self.card = pygame.Rect(int(w * 0.12), int(h * 0.15), int(w * 0.76), by - int(h * 0.2))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        title_band(surface, self.level.name, int(h * 0.025), int(h * 0.075))
        c = self.card
        draw_panel(surface, c, P.PANEL, P.GOLD_DARK, radius=14, border_w=2)
        y = c.y + int(c.h * 0.05)
        big = f"{C.points(self.score)} points"
        r = text(surface, big, (w // 2, y), fit_size(big, c.w - 20, max(18, int(c.h * 0.16)),
                                                      bold=True), P.GOLD_LIGHT, "midtop",
                 bold=True, shadow=P.SHADOW)
        y = r.bottom + int(c.h * 0.04)
        sr = max(12, int(min(c.h * 0.12, c.w * 0.06)))
        shown = self.stars_shown
        for i in range(3):
            pop = 1.0
            if not self.instant and i == shown - 1:
                pop = min(1.0, 0.6 + (self.age - STAR_DELAY - i * STAR_STEP) / STAR_STEP * 1.6)
            star(surface, (w // 2 + (i - 1) * int(sr * 2.4), y + sr), sr * (pop if i < shown
                                                                            else 1.0), i < shown)
        y += 2 * sr + int(c.h * 0.05)
        px = max(12, min(24, h // 30))
        won = C.plural(self.stars, "star") + " won" if self.stars else "No star this time"
        line, news = self.best_text()
        lines = [(won, P.TEXT, True), (line, P.GOOD if news else P.MUTED, news)]
        nxt, kind = self.unlock_text()
        lines.append((nxt, {"good": P.GOOD, "bad": P.GOLD, "muted": P.MUTED}[kind],
                      kind == "good"))
        for s, col, bold in lines:
            if y + px > c.bottom - 6:
                break
            r = text(surface, s, (w // 2, y), fit_size(s, c.w - 30, px, bold=bold), col,
                     "midtop", bold=bold)
            y = r.bottom + int(px * 0.35)
        spx = max(11, px - 4)
        for row in wrap_cut(self.ledger, c.w - 40, spx, 2):
            if y + spx > c.bottom - 6:
                break
            r = text(surface, row, (w // 2, y), spx, P.MUTED, "midtop")
            y = r.bottom + 2
