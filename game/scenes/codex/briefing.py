"""A Codex city's briefing: its lore, the turn limit, the three star targets, the player's
best, the bonus goals (Civic Blueprint card names when the cards exist), the closed and
half-built sites, any special Quarry Wheel or starting Masonry Yard; Play starts it on the
Picture Pie table, Back returns to the map.  Keys: ``play``, ``back``."""

from __future__ import annotations

import pygame

from game import games
from game.core.picture_pie.data import COLS, NUM_SITES
from game.render import palette as P
from game.render import pie
from game.render.ruins import closed_site_surface
from game.render.fonts import fit_size, text, wrap
from game.render.widgets import Button, draw_panel
from game.input.hints import hint_line
from game.scenes.base import MenuScene, title_band
from game.scenes.codex import cities as C
from game.scenes.codex.mapart import star
from game.scenes import tables

def goal_card(goal_id: str):
    """The Civic Blueprint card ``goal_id`` names (PP-22: name, payout, text), from the deck
    the tile set loads with; None when the deck cannot be read or holds no such card."""
    try:
        deck = games.game_data(C.GAME_ID).deck
    except Exception:   # a broken data file: the briefing still shows the id in words
        return None
    return deck.by_id.get(goal_id) if deck is not None else None


def goal_name(goal_id: str) -> str:
    """A goal's card name ("Forum of the Senate"), else the id in words."""
    card = goal_card(goal_id)
    return card.name if card is not None else C.pretty_name(goal_id)


def goal_line(goal_id: str) -> str:
    """``"Forum of the Senate, +300: <its condition>"`` (or the name alone without a card)."""
    card = goal_card(goal_id)
    if card is None:
        return C.pretty_name(goal_id)
    return f"{card.name}, +{C.points(card.payout)}: {card.text}"


def facts(city: C.City) -> list[tuple[str, str]]:
    """(label, value) lines about ``city``'s level, in the briefing's order (star targets are
    drawn apart)."""
    lv = city.level
    out = [("Turn limit", C.plural(lv.turns, "turn")),
           ("Tiles", f"a fixed sequence of {len(lv.sequence)}, first drawn first"),
           ("Your best", C.best_line(city.best).removeprefix("Best: "))]
    for goal in lv.goals:
        out.append(("Bonus goal", goal_line(goal)))
    if lv.closed:
        out.append(("Closed sites", C.sites_list(lv.closed)))
    if lv.prebuilt:
        out.append(("Pre-built", C.sites_list([(p.row, p.col) for p in lv.prebuilt])))
    if lv.wheel_sectors or lv.sector_size:
        parts = []
        if lv.wheel_sectors:
            parts.append(C.plural(lv.wheel_sectors, "sector"))
        if lv.sector_size:
            parts.append(f"{C.plural(lv.sector_size, 'tile')} each")
        out.append(("Quarry Wheel", ", ".join(parts)))
    if lv.yard:
        out.append(("Masonry Yard", f"starts with {C.plural(len(lv.yard), 'tile')}"))
    return out


def board_sites(level) -> list[tuple[str, tuple]]:
    """The Foundation Board as the city starts, site by site (0..11, row-major): ("closed",
    ()), ("built", ((size, motif, mark, slot), ...)) or ("empty", ())."""
    built = {p.site: tuple((t.size, t.motif, t.mark, slot) for t, slot in p.tiles)
             for p in level.prebuilt}
    closed = level.closed_sites
    return [("closed", ()) if i in closed else ("built", built[i]) if i in built
            else ("empty", ()) for i in range(NUM_SITES)]


class BriefingScene(MenuScene):
    """``BriefingScene(app, city, codex)``: ``city`` an open :class:`cities.City`."""

    name = "codex-briefing"

    def __init__(self, app, city: C.City, codex: C.Codex | None = None) -> None:
        super().__init__(app)
        self.city = city
        self.codex = codex

    def layout(self) -> None:
        w, h = self.size
        bw = int(min(260, w * 0.26))
        bh = int(min(60, max(32, h * 0.085)))
        by = h - bh - int(h * 0.08)
        gap = int(w * 0.03)
        self.focus.set([
            Button((w // 2 - gap // 2 - bw, by, bw, bh), "Play", self.play, key="play",
                   primary=True, tooltip="Build this city on the Picture Pie table."),
            Button((w // 2 + gap // 2, by, bw, bh), "Back", self.on_back, key="back",
                   tooltip="Back to the Codex map.")], focus_key="play")
        top = int(h * 0.16)
        self.panel = pygame.Rect(int(w * 0.05), top, int(w * 0.9), by - top - int(h * 0.03))

    def play(self) -> None:
        """Start the city on the table (game.scenes.tables.start_game: a failure is toasted
        and the briefing stays)."""
        tables.start_game(self.app, C.play_config(self.city.level))

    def on_back(self) -> None:
        self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        city, lv = self.city, self.city.level
        title_band(surface, city.name, int(h * 0.025), int(h * 0.075))
        total = self.codex.last_number() if self.codex is not None else None
        sub = f"City {city.number} of {total}" if total else f"City {city.number}"
        text(surface, sub, (w // 2, int(h * 0.105)), max(11, h // 36), P.MUTED, "midtop")
        p = self.panel
        draw_panel(surface, p, P.PANEL, P.GOLD_DARK, radius=12, border_w=2)
        pad = max(8, w // 80)
        split = p.x + int(p.w * 0.52)
        # the lore, left
        px = max(12, min(26, h // 28))
        y = p.y + pad
        lines = wrap(lv.lore, split - p.x - 2 * pad, px)
        while len(lines) * int(px * 1.3) > p.h - 2 * pad and px > 11:
            px -= 1
            lines = wrap(lv.lore, split - p.x - 2 * pad, px)
        for line in lines:
            text(surface, line, (p.x + pad, y), px, P.TEXT)
            y += int(px * 1.3)
        self.draw_board(surface, pygame.Rect(p.x + pad, y + pad, split - p.x - 2 * pad,
                                             p.bottom - y - 2 * pad))
        pygame.draw.line(surface, P.GOLD_DARK, (split, p.y + pad), (split, p.bottom - pad), 1)
        # the star targets, right, then the facts
        x0, colw = split + pad, p.right - split - 2 * pad
        sp = max(12, min(24, h // 30))
        y = p.y + pad
        for k, need in enumerate(lv.stars):
            for i in range(3):
                star(surface, (x0 + sp // 2 + i * int(sp * 1.1), y + sp // 2), sp * 0.5, i <= k)
            text(surface, f"{C.points(need)} points", (x0 + int(sp * 3.6), y + sp // 2), sp,
                 P.GOLD_LIGHT if k < city.best.stars else P.TEXT, "midleft", bold=True)
            y += int(sp * 1.35)
        y += sp // 3
        fpx = max(11, min(20, h // 38))
        label_w = int(colw * 0.36)
        for label, value in facts(city):
            if y + fpx > p.bottom - pad:
                break
            text(surface, label, (x0, y), fit_size(label, label_w - 6, fpx), P.MUTED)
            rows = wrap(value, colw - label_w, fpx)
            for row in rows[:3]:
                text(surface, row, (x0 + label_w, y), fpx, P.TEXT)
                y += int(fpx * 1.25)
            y += 2
        hint = hint_line(self.app, [("left_right", "choose"), ("confirm", "press"),
                                    ("back", "the map")])
        text(surface, hint, (w // 2, h - int(h * 0.02)), fit_size(hint, int(w * 0.9),
             max(11, h // 48)), P.MUTED, "midbottom")

    def draw_board(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The city's Foundation Board at the start in ``room``: closed sites as fenced ruins,
        pre-built ones with their tiles, the rest empty; left out when there is no room."""
        rows = NUM_SITES // COLS
        cap = max(11, min(18, room.h // 14))
        r = int(min((room.w - 10) / (COLS * 2.3), (room.h - cap - 8) / (rows * 2.3)))
        if r < 9:
            return
        text(surface, "The Foundation Board at the start", (room.x, room.y), cap, P.MUTED)
        step = int(r * 2.3)
        x0 = room.x + (room.w - step * COLS) // 2 + step // 2
        y0 = room.y + cap + 6 + step // 2
        for i, (kind, tiles) in enumerate(board_sites(self.city.level)):
            c = (x0 + (i % COLS) * step, y0 + (i // COLS) * step)
            if kind == "closed":
                pie.blit_centered(surface, closed_site_surface(r), c)
            else:
                pie.draw_site(surface, c, r, tiles, completed=sum(t[0] for t in tiles) == 8,
                              stamp=False)
