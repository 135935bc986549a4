"""Senate Wonder Duel results (PP-26): the winner by the majority of controlled monuments (else
by points, else a shared victory) in one sentence, each seat's controlled count and its
per-category points (the core's ``state.ledger(seat).rows``: the campaign rows of the monuments
it controls), and the final capital with every monument's controller; Play again, View board
(the finished table, read-only), Title.  Built on the shell's generic ``ResultsScene``.
"""

from __future__ import annotations

import pygame

from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, text
from game.render.widgets import draw_panel
from game.scenes.picture_pie.duel_layout import PITCH, caption_point, caption_room, rim_reach
from game.scenes.picture_pie.duel_view import capital_image
from game.scenes.picture_pie.duel_words import duel_verdict
from game.scenes.results import ResultsScene

#: the first row: monuments controlled per seat (a count, not points)
CONTROLLED = ("controlled", "Monuments controlled")


def duel_ledger_table(state) -> tuple[list[tuple[str, str]], list[dict]]:
    """(categories [(category, label)], ledgers [{category: points}] per seat): the count of
    monuments controlled (``state.control_counts()``), then the core's ledger rows (a count
    row of the core's own is not repeated)."""
    counts = state.control_counts()
    rows = [[r for r in state.ledger(s).rows if r.category != CONTROLLED[0]]
            for s in range(2)]
    categories = [CONTROLLED] + [(r.category, r.label) for r in rows[0]]
    ledgers = [{CONTROLLED[0]: counts[s], **{r.category: r.points for r in rows[s]}}
               for s in range(2)]
    return categories, ledgers


class DuelResults(ResultsScene):
    """The Duel's results: the ledger on the left, the final capital on the right (below the
    ledger when the window is narrow)."""

    name = "pp-duel-results"

    def __init__(self, app, state, names: list[str], on_play_again, table=None) -> None:
        categories, ledgers = duel_ledger_table(state)
        winners = list(state.winners())
        verdict = duel_verdict(names, state.control_counts(), state.scores(), winners)
        super().__init__(app, "Senate Wonder Duel \u2013 the capital", list(names), ledgers,
                         categories, winners, verdict, on_play_again,
                         subtitle="Each rim shows who controls that monument; each marker "
                                  "who placed that tile.",
                         table=table, review_label="View board", review_key="boards")
        self.state = state
        self.images = DrawCache(2)   # (rect, radius) -> the final capital's image

    def layout(self) -> None:
        super().layout()
        w, h = self.size
        t = self.table
        gap = max(8, int(w * 0.02))
        board_w = int(min(w * 0.42, t.h * 4 / 3))
        width = min(t.w, int(w * 0.94) - board_w - gap)
        self.label_w = min(self.label_w, int(width * 0.42))
        x = (w - width - gap - board_w) // 2
        self.table = pygame.Rect(x, t.y, width, t.h)
        self.board_area = pygame.Rect(self.table.right + gap, t.y, board_w, t.h)

    def label_px(self) -> int:
        """Font size of the board's "Final capital" label."""
        return max(11, self.size[1] // 48)

    def capital_geometry(self):
        """(site radius, site centres, image rect, caption px, pitch) of the final capital in
        ``board_area``, under its label."""
        top = self.label_px() + 8
        area = pygame.Rect(self.board_area.x + 8, self.board_area.y + top,
                           self.board_area.w - 16, self.board_area.h - top - 8)
        r = int(max(8, min(area.w / (4 * PITCH + 0.4), area.h / (3 * PITCH + 0.4))))
        pitch = r * PITCH
        edge = rim_reach(r) + 2
        bw, bh = int(pitch * 4), int(pitch * 3)
        gx = area.centerx - bw // 2
        gy = area.y + max(0, (area.h - bh) // 2)
        centers = [(gx + pitch * (c + 0.5), gy + pitch * (rr + 0.5))
                   for rr in range(3) for c in range(4)]
        px = caption_room(r, pitch, max(10, self.label_px() - 2))
        return (r, centers, pygame.Rect(gx - edge, gy - edge, bw + 2 * edge, bh + 2 * edge + px),
                px, pitch)

    def draw_content(self, surface: pygame.Surface) -> None:
        super().draw_content(surface)
        draw_panel(surface, self.board_area, (64, 54, 48), P.GOLD_DARK, radius=14)
        r, centers, rect, px, pitch = self.capital_geometry()
        img = self.images.fetch((tuple(rect), r), lambda: capital_image(
            self.state, self.seat_names, r, centers, rect, r >= 26, frozenset(),
            max(5, int(r * 0.13)) if r >= 20 else 0, px,
            lambda i: caption_point(centers[i], pitch)))
        surface.blit(img, rect)
        label = "Final capital"
        text(surface, label, (self.board_area.centerx, self.board_area.y + 4),
             fit_size(label, self.board_area.w - 12, self.label_px()), P.MUTED, "midtop")


def make_duel_results(app, state, names: list[str], on_play_again, table=None):
    """The Results scene for a finished Duel ``state`` (with the finished ``table``: "View
    board" brings it back read-only)."""
    return DuelResults(app, state, list(names), on_play_again, table=table)
