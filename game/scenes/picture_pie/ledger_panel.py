"""Where Picture Pie's points come from, for the player: the seats' score chips of the top bar
(what they show and where they are, so a click or the keyboard focus can open one), the
completion note's parts, and :class:`LedgerPanel`, a seat's Imperial Builder Ledger over the
table.

Everything is read from the core: ``state.ledger(seat).rows`` (game.core.events.LedgerRow) and
the ``Completed`` event's ``points``; nothing here re-derives a scoring rule.  The scores shown
while the game runs are projections: they count the Masonry Yard penalty (rulebook 2.7) as if
the game ended now, and the chips and the panel say so.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import pygame

from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint
from game.render import palette as P
from game.render.fonts import fit_size, measure, render as render_text, text
from game.render.widgets import Button, dim, draw_panel, fit_text
from game.scenes.base import MenuScene
from game.scenes.picture_pie.words import site_words

#: how a ledger category reads inside a completion note ("base 250 + Imperial Laurel +100")
PART_NAMES = {"base": "base", "purity": "purity bonus", "symmetry": "dual symmetry bonus",
              "terracotta": "Terracotta doubling", "flora": "Flora gardens",
              "laurel": "Imperial Laurel", "links": "connected marks",
              "blueprints": "Civic Blueprints", "other": "bonuses with its neighbours"}
#: the line under the round while the game runs / once it is over
PROJECTION = "scores if the game ended now"
FINAL = "final scores"


# ---------------------------------------------------------------------------- completion notes
def completion_parts(before, after, points: int) -> list[tuple[str, int]]:
    """[(category, points)] that a completion added: the change of each ledger row between
    ``before`` and ``after`` (``state.ledger(seat).rows`` around the Place), leaving out the
    total, the Masonry Yard row (a tile placed from the yard no longer costs its penalty, but
    that is not part of the monument's ``points``) and the Civic Blueprints row (a card the
    completion fulfils is said on its own, PP-22).  [] when the parts do not add up to the
    Completed event's ``points``."""
    was = {r.category: r.points for r in before}
    parts = [(r.category, r.points - was.get(r.category, 0)) for r in after
             if r.category in PART_NAMES and r.category != "blueprints"
             and r.points != was.get(r.category, 0)]
    return parts if sum(p for _c, p in parts) == points else []


def own_parts(site, points: int) -> list[tuple[str, int]]:
    """The parts of a completion read from the monument's own score (the core's ``site.info``:
    base, purity, symmetry) and, when the event's ``points`` hold more, the rest as "other"
    (bonuses with its neighbours): the note never falls back to a bare total."""
    if site.info is None:
        return []
    base, purity, symmetry, _dominant = site.info
    parts = [("base", base)] + [(c, p) for c, p in (("purity", purity), ("symmetry", symmetry))
                                if p]
    rest = points - sum(p for _c, p in parts)
    return parts + ([("other", rest)] if rest else [])


def base_words(site, data) -> str:
    """What a completed monument's base is made of, in the rulebook's terms (2.5, PP-14): each
    motif's share of the circle times its Base Completed Circle Value, "1/2 Water at 250 +
    1/2 Marble at 200"; read from the site's slot motifs and the data's ``base`` values."""
    counts: dict[str, int] = {}
    for m in site.motifs:
        counts[m] = counts.get(m, 0) + 1
    out = []
    for m, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        share = "all" if n == len(site.motifs) else str(Fraction(n, len(site.motifs)))
        out.append(f"{share} {m.capitalize()} at {data.base[m]}")
    return " + ".join(out)


def parts_text(parts: list[tuple[str, int]], points: int, base_detail: str = "") -> str:
    """"+600 = base 250 x2 (next to Terracotta) + Imperial Laurel +100", "+256 = base 256
    (1/2 Water at 250 + ...)" with ``base_detail`` (:func:`base_words`), or "+600" without
    parts: the total first, so a narrow status line that cuts the text keeps it.  A Terracotta
    row equal to the base row reads as the base counted twice."""
    if not parts:
        return f"{points:+d}"
    got = dict(parts)
    words = []
    for cat, pts in parts:
        if cat == "base":
            word = f"base {pts}" + (f" ({base_detail})" if base_detail else "")
            if got.get("terracotta") == pts:
                word += " x2 (next to Terracotta)"
            words.append(word)
        elif cat == "terracotta" and got.get("base") == got["terracotta"]:
            continue
        else:
            words.append(f"{PART_NAMES[cat]} {pts:+d}")
    if words == [f"base {points}"]:
        return f"{points:+d}"   # a bare base with nothing to say about it
    return f"{points:+d} = " + " + ".join(words)


def completion_text(name: str, site: int, parts: list[tuple[str, int]], points: int,
                    base_detail: str = "") -> str:
    """The status note of a completed monument: "You completed a monument (row 2, site 3):
    +450 = base 250 (all Water at 250) + purity bonus +200." (row and site counted from 1)."""
    return (f"{name} completed a monument ({site_words(site)}): "
            f"{parts_text(parts, points, base_detail)}.")


def monument_lines(state, seat: int) -> list[tuple[str, str, int]]:
    """[(where, what, points)] of each completed monument of ``seat``: its own score from the
    core's ``site.info`` (base, purity, symmetry; PP-14..PP-16), e.g. ("Row 1, site 2",
    "base 250 (all Water at 250) + purity bonus +400", 650).  In the Senate Wonder Duel the
    monuments ``seat`` controls (PP-26: the shared capital's others are the other seat's)."""
    out = []
    duel = state.mode == "duel"
    for i, sit in enumerate(state.boards[seat].sites):
        if not sit.completed or sit.info is None or (duel and state.controller(i) != seat):
            continue
        base, purity, symmetry, _dominant = sit.info
        own = base + purity + symmetry
        words = parts_text(own_parts(sit, own), own, base_words(sit, state.data))
        out.append((site_words(i).capitalize(), words.split(" = ", 1)[-1], own))
    return out


# ---------------------------------------------------------------------------- the top bar
@dataclass
class Chip:
    """One seat's score in the top bar: ``rect`` (screen), the images drawn in it."""
    seat: int
    rect: pygame.Rect
    name: pygame.Surface
    score: pygame.Surface
    extra: pygame.Surface | None   # the ghost's score change (the active seat only)


@dataclass
class TopBar:
    """The left part of the top bar: the round (``round_img``), the projection note under it
    (``note_img``) and the seats' chips; ``x_end``: the first free x after the chips."""
    round_img: pygame.Surface
    note_img: pygame.Surface | None
    chips: list[Chip]
    x_end: int


def top_bar(table, lay, scores: list[int], delta: int | None) -> TopBar:
    """What the top bar shows and where, from the layout ``lay``, the table's state and seat
    names, the seats' ``scores`` and the ghost's score change ``delta`` (or None).  The same
    call serves drawing (the view) and hit-testing (:func:`chip_at`), so a click lands where
    the chip is drawn."""
    st = table.state
    fpx = lay.font_px
    rnd = render_text(table.round_label(), fpx, P.GOLD_LIGHT, True)
    note_px = max(9, lay.small_px - 2)
    room = lay.top.h - rnd.get_height()
    note = None
    if room >= note_px:
        note = render_text(FINAL if st.is_terminal else PROJECTION, note_px, P.MUTED)
    x0 = lay.m * 3 + max(rnd.get_width(), note.get_width() if note else 0)
    x = x0
    share = (lay.top.right - lay.m * 2 - x0) / st.num_seats
    chips = []
    for seat in range(st.num_seats):
        active = seat == st.current_seat
        col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
        # the bar is narrow: "(AI)" only; the boards beside it and the status name the level
        label = table.seat_label(seat, level=False)
        # each chip's name fits its share of the bar (long names end in an ellipsis)
        name = fit_text(label, lay.small_px, P.TEXT if active else P.MUTED,
                        max(40, share * 0.45), active)
        sc = render_text(str(scores[seat]), fpx, col, True)
        w = 14 + name.get_width() + 8 + sc.get_width() + 10
        extra = None
        if active and delta is not None:
            extra = render_text(f"{delta:+d}", lay.small_px, P.GOOD if delta >= 0 else P.BAD,
                                True)
            w += extra.get_width() + 6
        rect = pygame.Rect(x, lay.top.y + lay.m // 2 + 3, w, lay.top.h - lay.m - 6)
        chips.append(Chip(seat, rect, name, sc, extra))
        x += w + 6
    return TopBar(rnd, note, chips, x)


def chip_rects(table) -> list[pygame.Rect]:
    """Screen rects of the seats' score chips on the table now (index = seat)."""
    ui = table.interaction
    bar = top_bar(table, table.layout, table.renderer.scores(), ui.preview_delta())
    return [c.rect for c in bar.chips]


def chip_at(table, pos) -> int | None:
    """The seat whose score chip is under ``pos``, or None."""
    if pos is None:
        return None
    return next((s for s, r in enumerate(chip_rects(table)) if r.collidepoint(pos)), None)


# ---------------------------------------------------------------------------- the panel
def ledger_lines(state, seat: int, max_monuments: int = 12,
                 rows=None) -> list[tuple[str, str, int | None]]:
    """[(label, detail, points)] of ``seat``'s ledger for the panel: the completed monuments
    (a count: points None), each monument with its own points (:func:`monument_lines`; on one
    line when there are more than ``max_monuments``), then every row that scores (points not 0,
    or the base row, or a Civic Blueprints row with a detail: "Private cards revealed at the
    end"), then
    the total; the Masonry Yard row says its tiles count only at the end.  ``rows``: the
    ledger rows to show (default the core's ``state.ledger(seat).rows``; the table passes them
    with the private Civic Blueprints it may not show left out)."""
    rows = state.ledger(seat).rows if rows is None else rows
    done = state.completed(seat)
    yard = len(state.boards[seat].yard)
    out: list[tuple[str, str, int | None]] = [
        ("Completed monuments", f"{done} of 12", None)]
    if rows and rows[0].category == "controlled":   # the Duel's count (PP-26) instead
        out = [(rows[0].label, rows[0].detail, None)]
    mons = monument_lines(state, seat)
    if len(mons) <= max_monuments:
        out += [(f"  {where}: {pts} = {what}", "", None) for where, what, pts in mons]
    elif mons:   # too many for the panel: one line, each monument's points
        out.append(("  Each monument: " + ", ".join(str(p) for _w, _t, p in mons), "", None))
    for r in rows:
        if r.category == "total":
            continue
        # a row that scores nothing is left out, but the base row and a Civic Blueprints row
        # with something to say (its private cards shown only later) stay
        if r.points == 0 and r.category != "base" and not (r.category == "blueprints"
                                                           and r.detail):
            continue
        detail = r.detail
        if r.category == "yard_penalty" and not state.is_terminal:
            tiles = "1 tile" if yard == 1 else f"{yard} tiles"
            detail = (f"{tiles} in the yard now, counted at the end" if yard else
                      "tiles discarded to the box")
        out.append((r.label, detail, r.points))
    return out


def cut_text(s: str, px: int, max_w: int) -> str:
    """``s``, or its longest prefix plus an ellipsis, that fits ``max_w`` pixels at ``px``."""
    if measure(s, px)[0] <= max_w:
        return s
    lo, hi = 0, len(s) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(s[:mid] + "\u2026", px)[0] <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "\u2026"


class LedgerPanel(MenuScene):
    """One seat's Imperial Builder Ledger over the table (transparent, modal).

    ``LedgerPanel(app, state, names, seat)``: Left/Right (or LB/RB, Tab) show the previous /
    next seat; Esc/B, Enter/A, P/Start, a click outside or the Close button close it.  Keys:
    ``close``.  ``seat`` is the seat shown.  ``rows(seat)``: the ledger rows to show (default
    the core's; the table's leave out the private Civic Blueprints the screen may not show)."""

    name = "pp-ledger"
    transparent = True
    opaque_background = False

    def __init__(self, app, state, names: list[str], seat: int, on_seat=None,
                 rows=None) -> None:
        self.rows = rows or (lambda s: state.ledger(s).rows)
        super().__init__(app)
        self.state = state
        self.names = list(names)
        self.seat = seat % state.num_seats
        self.on_seat = on_seat   # called with the seat shown after Left/Right (the top bar)

    def layout(self) -> None:
        w, h = self.size
        pw = int(min(620, max(300, w * 0.62)))
        self.line_px = max(12, min(20, h // 30))
        bh = max(30, min(48, h // 12))
        # title, rows, the "other seats" line, the Close button, margins
        fixed = int(self.line_px * 1.8) + 24 + self.line_px + bh + 30
        step = int(self.line_px * 1.55)
        # each completed monument on its own line while they all fit, else on one line
        short = len(ledger_lines(self.state, self.seat, 0, self.rows(self.seat))) + 1
        self.max_monuments = max(0, (h - 20 - fixed) // step - short)
        rows = len(self.lines())
        ph = min(h - 20, fixed + rows * step)
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        bw = min(200, pw // 3)
        self.focus.set([Button((self.panel.centerx - bw // 2, self.panel.bottom - bh - 12, bw,
                                bh), "Close", self.close, key="close")])

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_back(self) -> None:
        self.close()

    def step(self, d: int) -> None:
        """Show the previous (-1) or next (+1) seat's ledger."""
        self.seat = (self.seat + d) % self.state.num_seats
        if self.on_seat is not None:
            self.on_seat(self.seat)
        self.layout()

    def handle(self, ev: InputEvent) -> bool:
        a = ev.act
        if a in (Act.LEFT, Act.PREV, Act.UP):
            self.step(-1)
        elif a in (Act.RIGHT, Act.NEXT, Act.TAB, Act.DOWN):
            self.step(1)
        elif a in (Act.BACK, Act.PAUSE, Act.CONFIRM, Act.SECONDARY):
            self.close()
        elif a == Act.POINTER_DOWN and ev.pos and not self.panel.collidepoint(ev.pos):
            self.close()
        else:
            super().handle(ev)
        return True

    def lines(self) -> list[tuple[str, str, int | None]]:
        """The panel's rows: :func:`ledger_lines` (as many monuments as fit) and the total."""
        rows = self.rows(self.seat)
        return ledger_lines(self.state, self.seat, self.max_monuments, rows) + [
            ("Total", "", rows[-1].points)]

    def monument_px(self, width: int) -> int:
        """Font size of the per-monument lines: the largest (<= ``line_px``) at which every
        seat's monument lines fit ``width``, but not below 80% of ``line_px`` (10 at least)."""
        sizes = [fit_size(label, width, self.line_px)
                 for seat in range(self.state.num_seats)
                 for label, _d, _p in ledger_lines(self.state, seat, self.max_monuments)
                 if label.startswith("  ")]
        return max(10, int(self.line_px * 0.8), min(sizes, default=self.line_px))

    def seat_keys(self) -> str:
        """The hint for the other seats' ledgers in the last device's words ("" for the
        mouse): "←/→ other seats" on the keyboard, "X other seats" on a pad."""
        dev = device_of(self.app)   # the pad's family too
        if dev == "mouse":
            return ""
        return f"{hint(dev, 'cycle' if dev == 'controller' else 'left_right')} other seats"

    def title(self) -> str:
        total = self.rows(self.seat)[-1].points
        name = self.names[self.seat] if self.seat < len(self.names) else f"Seat {self.seat + 1}"
        when = "final score" if self.state.is_terminal else "if the game ended now"
        return f"{name}: {total} points ({when})"

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=14, border_w=3)
        pad = 22
        inner = self.panel.w - 2 * pad
        head = self.title()
        size = fit_size(head, inner, int(self.line_px * 1.3), bold=True)
        r = text(surface, head, (self.panel.centerx, self.panel.y + 14), size, P.GOLD_LIGHT,
                 "midtop", bold=True)
        y = r.bottom + 10
        step = int(self.line_px * 1.55)
        lines = self.lines()
        # the monuments' lines share one size across every seat's ledger (the longest sets it,
        # within reason), so no seat's lines read much smaller; one still too long is cut
        num_w = render_text("-0000", self.line_px, P.TEXT, True).get_width()
        mon_px = self.monument_px(inner - num_w - 16)
        for label, detail, pts in lines:
            if y + self.line_px > self.focus.widgets[0].rect.y - 6:
                break
            total = label == "Total"
            if total:
                pygame.draw.line(surface, P.GOLD_DARK, (self.panel.x + pad, y - 4),
                                 (self.panel.right - pad, y - 4), 1)
            num = "" if pts is None else str(pts)
            if detail and pts is None:
                num, detail = detail, ""
            img = render_text(num, self.line_px, P.GOLD_LIGHT if total else
                              (P.BAD if pts is not None and pts < 0 else P.TEXT), True)
            surface.blit(img, img.get_rect(topright=(self.panel.right - pad, y)))
            left = label + (f" \u2013 {detail}" if detail else "")
            room = inner - img.get_width() - 16
            if label.startswith("  "):   # a monument's line: at the shared size, cut if long
                lab = render_text(cut_text(left, mon_px, room), mon_px, P.MUTED)
            else:
                lab = fit_text(left, self.line_px, P.TEXT if total else P.MUTED, room, total)
            surface.blit(lab, (self.panel.x + pad, y))
            y += step
        if self.state.num_seats > 1:
            keys = self.seat_keys()
            more = fit_text(keys, max(10, self.line_px - 4), P.MUTED, inner)
            surface.blit(more, more.get_rect(midbottom=(self.panel.centerx,
                                                        self.focus.widgets[0].rect.y - 4)))
        super().draw(surface)
