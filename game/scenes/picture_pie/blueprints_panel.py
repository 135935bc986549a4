"""The Civic Blueprints on the Picture Pie table (rulebook 2.2, PP-22): who may see which card,
the scores and ledger rows a seat may see, and :class:`BlueprintPanel`, the panel itself.

Who sees what (a fair shared screen, as a good digital table plays it):

- the 3 public Senate cards, and how far every seat is with them, are public;
- a seat's 2 private cards are shown only to their owner: in a game with one person (the
  other seats AI) that person always sees their own; with 2+ people at one screen, a person
  sees theirs on their own turn, once they have taken the screen (game.scenes.handover), and
  nobody's on an AI's turn; an AI seat's private cards stay hidden until the game is over;
- so the live score chips, the small boards' scores and a seat's ledger leave out the payouts
  of private cards the viewer may not see (:func:`shown_rows`, :func:`shown_scores`): the
  "Civic Blueprints" row then counts and names the seat's fulfilled public cards only, and says
  that its private ones are revealed at the end; once the game is over everything is shown.

Everything is read from the core: ``state.blueprints_on``, ``card(id)``, ``private_cards(seat)``,
``public_cards``, ``blueprint_status(seat)`` (each card's ``done``, ``progress``...) and
``fulfilled(seat)``; nothing here decides whether a card is fulfilled.

:class:`BlueprintPanel` (``table.cards``): the panel in the right column of the table
(game.scenes.picture_pie.layout ``cards``): closed, a one-line strip over the small boards
(fulfilled count and points; a click or Enter opens it); open, it fills the column: the viewer's
2 private cards, then the 3 Senate cards, each with its name, one-line condition, payout, a
progress line ("2 of 3 pure Marble monuments") and a check mark once fulfilled.  A solo table
has it always open.  Keys: C / L3 (Act.OVERVIEW) opens and closes it, Tab (LB/RB) reaches it,
Up/Down pick a card (its whole text shows in a tooltip), Enter opens the strip or reads the
picked card out on the status line.  Drawing is :meth:`BlueprintPanel.draw` (changes nothing;
images in DrawCaches); hit-testing is :meth:`BlueprintPanel.geometry`, from the layout and the
state, never the last frame.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.input.actions import Act, InputEvent
from game.input.hints import hint
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import font, measure, render as render_text, wrap
from game.render.widgets import draw_panel, draw_tooltip, fit_text, focus_box

TITLE = "Civic Blueprints"
#: a Codex city's cards (a solo city has no Senate and no private cards): one heading
GOALS_TITLE = "City goals"
CHECK = "\u2714"


# ---------------------------------------------------------------------------- who sees what
def cards_on(state) -> bool:
    """The game was dealt Civic Blueprints (``state.blueprints_on``; False for a state
    without them, e.g. an old save)."""
    return bool(getattr(state, "blueprints_on", False))


def codex_goals(state) -> bool:
    """The cards are a Codex city's goals (``state.mode == "codex"``): no Senate, no private
    cards, so the panel, the strip and the results say "goals"."""
    return getattr(state, "mode", None) == "codex"


def title(state) -> str:
    """The panel's heading: "Civic Blueprints", or "City goals" in a Codex city."""
    return GOALS_TITLE if codex_goals(state) else TITLE


def people(table) -> list[int]:
    """The seats played by a person at this screen, in seat order."""
    return [s for s in range(table.state.num_seats) if table.is_person(s)]


def needs_handover(table) -> bool:
    """The screen must be passed before the table shows the seat to act: a game with cards,
    2+ people at the screen, a person to act whose board is shown (``table.view_seat``) and who
    has not taken the screen yet (``table.screen_holder``).  AI turns never need it."""
    st = table.state
    if not cards_on(st) or st.is_terminal:
        return False
    cur = st.current_seat
    who = people(table)
    return len(who) >= 2 and cur in who and table.view_seat == cur \
        and table.screen_holder != cur


def card_viewer(table) -> int | None:
    """The seat whose private cards the screen may show now, or None (see the module doc): the
    one person of a game with one; with 2+ people the person to act once they hold the
    screen; None on an AI's turn, while the screen is being handed over, or without cards."""
    st = table.state
    if not cards_on(st):
        return None
    who = people(table)
    if len(who) == 1:
        return who[0]
    cur = st.current_seat
    if cur in who and table.view_seat == cur and table.screen_holder == cur:
        return cur
    return None


def private_hidden(table, seat: int) -> bool:
    """``seat``'s private cards are hidden from the screen now (the game runs, the seat is not
    the viewer)."""
    st = table.state
    return cards_on(st) and not st.is_terminal and seat != card_viewer(table)


def hidden_payout(state, seat: int) -> int:
    """Points of ``seat``'s fulfilled private cards (the core's ``fulfilled`` and payouts)."""
    own = set(state.private_cards(seat))
    return sum(state.card(c).payout for c in state.fulfilled(seat) if c in own)


def card_rows(state) -> tuple[list[tuple[str, str]], list[dict]]:
    """The results' rows of fulfilled cards (PP-22): ([(key, label)], [{key: payout}] per
    seat), one row per card some seat fulfilled, Senate cards first, then each seat's private
    ones ("  Forum of the Senate (Senate card)", "  Odeon (private)"); ([], [{}...]) without
    cards."""
    n = state.num_seats
    cells: list[dict] = [{} for _ in range(n)]
    if not cards_on(state):
        return [], cells
    public = list(state.public_cards)
    rows: list[tuple[str, str]] = []
    done = [set(state.fulfilled(s)) for s in range(n)]
    order = public + [c for s in range(n) for c in state.private_cards(s)]
    for cid in order:
        if not any(cid in d for d in done) or any(k == f"card:{cid}" for k, _l in rows):
            continue
        card = state.card(cid)
        kind = "city goal" if codex_goals(state) else (
            "Senate card" if cid in public else "private")
        rows.append((f"card:{cid}", f"  {card.name} ({kind})"))
        for s in range(n):
            if cid in done[s]:
                cells[s][f"card:{cid}"] = card.payout
    return rows, cells


def card_news(table, seat: int, before: tuple) -> str:
    """What an action of ``seat`` did to the cards the screen may show, given the ids
    ``before`` it fulfilled before: "You fulfilled Heart of the City (+200 at the end).",
    "Livia fulfilled the Senate card Marble Arcade (+200 at the end).", "Orderly Yards is no
    longer fulfilled." ("" when nothing shown changed).  Private cards only for their viewer."""
    st = table.state
    if not cards_on(st):
        return ""
    now = st.fulfilled(seat)
    public = set(st.public_cards)
    shown = [c for c in set(now) ^ set(before)
             if c in public or seat == card_viewer(table) or st.is_terminal]
    who = table.seat_name(seat)
    out = []
    for cid in sorted(shown, key=lambda c: (c not in now, st.card(c).name)):
        card = st.card(cid)
        what = f"the Senate card {card.name}" if cid in public and not codex_goals(st) \
            else card.name
        if cid in now:
            out.append(f"{who} fulfilled {what} (+{card.payout} at the end).")
        else:
            out.append(f"{what[:1].upper() + what[1:]} is no longer fulfilled for {who}.")
    return " ".join(out)


def card_points(state, ids) -> str:
    """"Forum of the Senate +300, Baths of Water +200" for card ids ``ids``."""
    return ", ".join(f"{state.card(c).name} +{state.card(c).payout}" for c in ids)


def shown_rows(table, seat: int) -> tuple:
    """``seat``'s ledger rows as the screen may show them now: the core's rows, or, while its
    private cards are hidden, with the "blueprints" row and the total less their payouts and
    the row's detail naming the fulfilled public cards only."""
    st = table.state
    rows = st.ledger(seat).rows
    if not private_hidden(table, seat):
        return rows
    hide = hidden_payout(st, seat)
    public = set(st.public_cards)
    named = card_points(st, [c for c in st.fulfilled(seat) if c in public])
    when = ("revealed at the end" if not table.is_person(seat)
            else f"shown on {table.seat_name(seat)}'s turn")
    note = f"private cards {when}"
    out = []
    for r in rows:
        if r.category == "blueprints":
            r = replace(r, points=r.points - hide,
                        detail=f"{named}; {note}" if named else note.capitalize())
        elif r.category == "total":
            r = replace(r, points=r.points - hide)
        out.append(r)
    return tuple(out)


def shown_scores(table, scores: list[int]) -> list[int]:
    """The seats' ``scores`` (the core's ``scores()``) less the payouts of private cards the
    screen may not show now."""
    st = table.state
    return [sc - hidden_payout(st, s) if private_hidden(table, s) else sc
            for s, sc in enumerate(scores)]


# ---------------------------------------------------------------------------- what a card shows
@dataclass(frozen=True)
class CardLine:
    """One card as the panel shows it; ``hidden``: a face-down private card (no text)."""
    id: str
    name: str
    text: str
    payout: int
    public: bool
    done: bool
    progress: str
    hidden: bool = False


@dataclass(frozen=True)
class PanelContent:
    """What the open panel shows: ``seat`` (whose progress), ``private_label`` and
    ``public_label`` (the section headings; "" for none), ``cards`` (private first, then
    public), ``title`` (the panel's heading)."""
    seat: int
    private_label: str
    public_label: str
    cards: tuple[CardLine, ...]
    title: str = TITLE

    @property
    def fulfilled(self) -> list[CardLine]:
        return [c for c in self.cards if c.done and not c.hidden]


def content(table) -> PanelContent:
    """The panel's cards now: the viewer's private cards (face down for anyone else) and the
    Senate cards, with the progress of the viewer (else of the seat whose board is shown)."""
    st = table.state
    if codex_goals(st):   # one heading, the city's goals: no Senate, no private cards
        goals = tuple(CardLine(s.card.id, s.card.name, s.card.text, s.card.payout, True, s.done,
                               s.progress) for s in st.blueprint_status(table.main_seat))
        return PanelContent(table.main_seat, "", "", goals, GOALS_TITLE)
    viewer = card_viewer(table)
    over = st.is_terminal
    seat = viewer if viewer is not None else table.main_seat
    name = table.seat_name(seat)
    lines = []
    for s in st.blueprint_status(seat):
        c = s.card
        lines.append(CardLine(c.id, c.name, c.text, c.payout, s.public, s.done, s.progress))
    private = [c for c in lines if not c.public]
    if not over and seat != viewer:
        private = [CardLine(f"hidden-{k}", "Private card", "", 0, False, False, "", True)
                   for k in range(len(private))]
    mine = viewer == seat and len(people(table)) == 1
    own = "Your private cards" if mine else f"{name}'s private cards"
    if private and private[0].hidden:
        own += " (revealed at the end)" if not table.is_person(seat) else \
            f" (shown on {name}'s turn)"
    public = [c for c in lines if c.public]
    whose = "your" if mine else f"{name}'s"
    return PanelContent(seat, own, f"Senate cards (public) \u2013 {whose} progress",
                        tuple(private + public))


# ---------------------------------------------------------------------------- geometry
@dataclass(frozen=True)
class PanelGeometry:
    """Screen rects of the panel: ``rect`` (all of it), ``strip`` (True: the closed strip),
    ``hide`` (the open panel's close button, or None), ``labels`` (the two section headings'
    rects), ``boxes`` (one rect per card of :class:`PanelContent`, in order)."""
    rect: pygame.Rect
    strip: bool
    hide: pygame.Rect | None
    labels: tuple
    boxes: tuple


def geometry(lay, n_private: int, n_public: int, can_hide: bool,
             labelled: tuple = (True, True)) -> PanelGeometry:
    """Where the panel's parts go in ``lay.cards_rect`` (``lay.cards`` "strip": the strip
    only; else a heading, then ``n_private`` and ``n_public`` card boxes, each section under
    its label when it has cards and ``labelled`` says so (``labels`` holds those only), all
    the same height, no taller than the name and 3 lines; ``rect`` ends under the last
    box)."""
    rect = pygame.Rect(lay.cards_rect)
    if lay.cards == "strip" and lay.others:
        return PanelGeometry(rect, True, None, (), ())
    m = max(4, lay.m // 2)
    head_h = lay.small_px + 8
    hide = None
    if can_hide:
        bw = measure("Hide", lay.caption_px)[0] + 16
        hide = pygame.Rect(rect.right - bw - 4, rect.y + 3, bw, head_h - 6)
    lab_h = lay.caption_px + 4
    shown = [count > 0 and on for count, on in zip((n_private, n_public), labelled)]
    n = max(1, n_private + n_public)
    room = rect.h - head_h - sum(shown) * lab_h - (n + 2) * m
    box_h = int(max(lay.caption_px + 6,
                    min(room / n, lay.small_px + 3 * (lay.caption_px + 3) + 12)))
    y = rect.y + head_h
    labels, boxes = [], []
    for count, label in zip((n_private, n_public), shown):
        if label:
            labels.append(pygame.Rect(rect.x + 4, y, rect.w - 8, lab_h))
            y += lab_h + m // 2
        for _ in range(count):
            boxes.append(pygame.Rect(rect.x + 4, y, rect.w - 8, box_h))
            y += box_h + m
        y += m // 2
    rect.h = min(rect.h, y - rect.y)
    return PanelGeometry(rect, False, hide, tuple(labels), tuple(boxes))


# ---------------------------------------------------------------------------- the panel
class BlueprintPanel:
    """The Civic Blueprint panel of ``table`` (a PicturePieTable): :attr:`open` (its only
    field that play changes), :meth:`mode` (the layout's ``cards``), :meth:`handle`,
    :meth:`draw`; ``table.interaction.focus["cards"]`` is the picked card."""

    def __init__(self, table) -> None:
        self.table = table
        self.open = False
        self.contents = DrawCache(4)   # (version, viewer, main seat) -> PanelContent
        self.images = DrawCache(24)    # card boxes and the strip, by all they show

    # -- state ---------------------------------------------------------------------------
    @property
    def on(self) -> bool:
        return cards_on(self.table.state)

    def can_hide(self) -> bool:
        """The panel can close (a table with other boards to show in its place)."""
        return self.table.state.num_seats > 1

    def mode(self) -> str | None:
        """The layout's ``cards``: None (no cards), "open" or "strip"."""
        if not self.on:
            return None
        return "open" if self.open or not self.can_hide() else "strip"

    def name(self) -> str:
        """The cards in a sentence: "Civic Blueprints", or "city goals" in a Codex city."""
        return "city goals" if codex_goals(self.table.state) else TITLE

    def content(self) -> PanelContent:
        tb = self.table
        key = (tb.version, card_viewer(tb), tb.main_seat, tb.state.is_terminal)
        return self.contents.fetch(key, lambda: content(tb))

    def geometry(self, lay=None) -> PanelGeometry | None:
        """The panel's rects on ``lay`` (default the table's), None without a panel."""
        lay = lay or self.table.layout
        if lay.cards_rect is None:
            return None
        data = self.content()
        cards = data.cards
        n_private = sum(1 for c in cards if not c.public)
        return geometry(lay, n_private, len(cards) - n_private, self.can_hide(),
                        (bool(data.private_label), bool(data.public_label)))

    def picked(self) -> int | None:
        """Index of the card the keyboard focus is on, or None (the focus is elsewhere)."""
        ui = self.table.interaction
        if ui.zone != "cards" or ui.focused() is None:
            return None
        n = len(self.content().cards)
        return ui.focus.get("cards", 0) % n if n else None

    def focus_rect(self) -> pygame.Rect | None:
        """The rect the focus ring circles: the strip, or the picked card's box."""
        g = self.geometry()
        if g is None:
            return None
        if g.strip or not g.boxes:
            return g.rect
        return g.boxes[(self.picked() or 0) % len(g.boxes)]

    # -- input ---------------------------------------------------------------------------
    def toggle(self) -> None:
        """Open or close the panel (a solo table's stays open and says so)."""
        if not self.can_hide():
            self.table.say(f"The {self.name()} stay open: there are no other boards to show.")
            return
        self.open = not self.open
        self.table.sync_layout()

    def say_card(self, k: int) -> None:
        """Read card ``k`` out on the status line."""
        cards = self.content().cards
        if not cards:
            return
        c = cards[k % len(cards)]
        if c.hidden:
            self.table.say(self.content().private_label + ".")
            return
        where = "City goal" if codex_goals(self.table.state) else (
            "Senate card" if c.public else "Private card")
        state = "fulfilled" if c.done else c.progress
        self.table.say(f"{where} {c.name} (+{c.payout}): {c.text.rstrip('.')}. Now: {state}.")

    def handle(self, ev: InputEvent) -> bool:
        """The panel's input: C / L3 toggles it; a click on the strip opens it, on Hide closes
        it, on a card reads it; with the focus on the panel, arrows pick a card and Enter
        opens the strip or reads the card.  True when consumed."""
        if not self.on:
            return False
        act = ev.act
        if act == Act.OVERVIEW:
            self.toggle()
            return True
        ui = self.table.interaction
        g = self.geometry()
        if g is None:
            return False
        if act == Act.POINTER_DOWN and ev.pos and g.rect.collidepoint(ev.pos):
            ui.pointer = ev.pos
            if g.strip or (g.hide is not None and g.hide.collidepoint(ev.pos)):
                self.toggle()
                return True
            k = next((i for i, r in enumerate(g.boxes) if r.collidepoint(ev.pos)), None)
            if k is not None:
                ui.focus["cards"] = k
                self.say_card(k)
            return True
        if ui.zone != "cards" or ev.device == "mouse":
            return False
        n = max(1, len(g.boxes))
        if act in (Act.UP, Act.LEFT, Act.DOWN, Act.RIGHT):
            step = -1 if act in (Act.UP, Act.LEFT) else 1
            ui.focus["cards"] = (ui.focus.get("cards", 0) + step) % n
            ui.pointer = None
            return True
        if act == Act.CONFIRM:
            if g.strip:
                self.toggle()
            else:
                self.say_card(ui.focus.get("cards", 0))
            return True
        return False

    def hints(self, dev: str) -> list[tuple[str, str]]:
        """The hint line's pairs while the focus is on the panel."""
        if self.geometry() is not None and self.geometry().strip:
            return [(hint(dev, "confirm"), f"open the {self.name()}"),
                    (hint(dev, "cycle"), "next area")]
        out = [(hint(dev, "up_down"), "card"), (hint(dev, "confirm"), "read it")]
        if self.can_hide():
            out.append((hint(dev, "overview"), "hide"))
        return out + [(hint(dev, "cycle"), "next area")]

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lay) -> None:
        """Paint the strip or the panel on ``lay`` (changes nothing)."""
        g = self.geometry(lay)
        if g is None:
            return
        tb = self.table
        data = self.content()
        ring = tb.interaction.ring() is not None and self.picked() is not None
        if g.strip:
            done = data.fulfilled
            pts = sum(c.payout for c in done)
            shown = len(data.cards) - sum(1 for c in data.cards if c.hidden)
            key = "" if tb.device == "mouse" else f" ({hint(tb.device, 'overview')})"
            plus = f", +{pts}" if pts else ""
            # the longest that fits the strip
            head, short = (data.title, "Goals") if codex_goals(tb.state) else (TITLE,
                                                                                 "Blueprints")
            lines = [f"{head} \u25b8 {len(done)} of {shown} fulfilled{plus}{key}",
                     f"{head} \u25b8 {len(done)}/{shown}{plus}{key}",
                     f"{short} \u25b8 {len(done)}/{shown}{plus}{key}",
                     f"{short} {len(done)}/{shown}{plus}"]
            line = next((t for t in lines if measure(t, lay.small_px, True)[0]
                         <= g.rect.w - 14), lines[-1])
            img = self.images.fetch(("strip", g.rect.size, line, lay.small_px),
                                    lambda: _strip_image(g.rect.size, line, lay.small_px))
            surface.blit(img, g.rect)
            if ring:
                focus_box(surface, g.rect)
            return
        draw_panel(surface, g.rect, P.PANEL, P.GOLD_DARK, radius=10, shadow=False)
        head = fit_text(data.title, lay.small_px, P.GOLD_LIGHT,
                        (g.hide.x if g.hide else g.rect.right) - g.rect.x - 12, True)
        surface.blit(head, (g.rect.x + 8, g.rect.y + 4))
        if g.hide is not None:
            hover = tb.interaction.pointer is not None and g.hide.collidepoint(
                tb.interaction.pointer)
            pygame.draw.rect(surface, P.PANEL_LIGHT if hover else P.PANEL, g.hide,
                             border_radius=6)
            pygame.draw.rect(surface, P.GOLD_DARK, g.hide, 1, border_radius=6)
            img = render_text("Hide", lay.caption_px, P.TEXT)
            surface.blit(img, img.get_rect(center=g.hide.center))
        names = [t for t, n in ((data.private_label, sum(not c.public for c in data.cards)),
                                (data.public_label, sum(c.public for c in data.cards))) if t and n]
        for rect, label in zip(g.labels, names):
            surface.blit(fit_text(label, lay.caption_px, P.MUTED, rect.w), rect.topleft)
        picked = self.picked()
        for k, (rect, card) in enumerate(zip(g.boxes, data.cards)):
            img = self.images.fetch((rect.size, card, lay.small_px, lay.caption_px),
                                    lambda r=rect, c=card: _card_image(r.size, c, lay.small_px,
                                                                       lay.caption_px))
            surface.blit(img, rect)
            if ring and k == picked:
                focus_box(surface, rect)

    def tooltip(self, lay) -> tuple[str, pygame.Rect] | None:
        """(text, anchor) of the card under the pointer, else of the picked card: its whole
        condition and progress, for a box too small to show them.  None otherwise."""
        tip = self._tip(lay)
        return None if tip is None else tip[:2]

    def _tip(self, lay) -> tuple[str, pygame.Rect, bool] | None:
        """:meth:`tooltip` and whether the pointer (True) or the focus (False) chose it."""
        g = self.geometry(lay)
        if g is None or g.strip:
            return None
        ui = self.table.interaction
        k = None
        by_pointer = ui.pointer is not None and ui.pointer_fresh
        if by_pointer:
            k = next((i for i, r in enumerate(g.boxes) if r.collidepoint(ui.pointer)), None)
        elif ui.ring() is not None:
            k = self.picked()
        cards = self.content().cards
        if k is None or k >= len(cards) or cards[k].hidden:
            return None
        c = cards[k]
        state = f"{CHECK} fulfilled" if c.done else c.progress
        return f"{c.name} (+{c.payout}): {c.text.rstrip('.')}. {state}", g.boxes[k], by_pointer

    def tooltip_rect(self, lay) -> pygame.Rect | None:
        """Where the tooltip of a card picked by the keyboard or pad goes: by the card, in its
        column (under it, else over it), as wide as the card, so it never lands on the board;
        None for no tooltip or one the pointer chose (that one sits beside the card, as any
        pointer tooltip)."""
        tip = self._tip(lay)
        if tip is None or tip[2]:
            return None
        text, box, _ = tip
        px = lay.small_px
        lines = wrap(text, max(60, box.w - 20), px)
        f = font(px)
        w = min(box.w, max(f.size(s)[0] for s in lines) + 20)
        h = len(lines) * f.get_linesize() + 14
        screen = pygame.Rect((0, 0), lay.size).inflate(-8, -8)
        rect = pygame.Rect(box.x, box.bottom + 4, w, h)
        if rect.bottom > screen.bottom:
            rect.bottom = box.y - 4
        return rect.clamp(screen)

    def draw_tooltip(self, surface, lay) -> None:
        tip = self.tooltip(lay)
        if tip is None or self.table.covered:
            return
        text, anchor = tip
        at = self.tooltip_rect(lay)
        if at is not None:   # draw_tooltip puts its panel 16, 18 px off the point given
            draw_tooltip(surface, text, (at.x - 16, at.y - 18), size=lay.small_px,
                         max_width=max(60, anchor.w - 20))
            return
        draw_tooltip(surface, text, anchor.center, size=lay.small_px,
                     max_width=max(140, int(lay.size[0] * 0.3)), beside=anchor)


def _strip_image(size, line: str, px: int) -> pygame.Surface:
    """The closed panel: a plate with ``line``."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    rect = img.get_rect()
    draw_panel(img, rect, P.PANEL, P.GOLD_DARK, radius=8, shadow=False)
    t = fit_text(line, px, P.GOLD_LIGHT, rect.w - 14, True)
    img.blit(t, t.get_rect(midleft=(7, rect.centery)))
    return img


def _lines(s: str, px: int, max_w: int, most: int) -> list[str]:
    """``s`` wrapped to ``max_w`` at ``px``, at most ``most`` lines (the last one carries the
    rest and is cut by fit_text when drawn)."""
    lines = wrap(s, max_w, px)
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return lines


def _card_image(size, c: CardLine, px: int, cpx: int) -> pygame.Surface:
    """One card box: the name and payout, the condition (as many lines as fit), the progress
    with a check mark once fulfilled; a face-down card says it is hidden."""
    img = pygame.Surface(size, pygame.SRCALPHA)
    rect = img.get_rect()
    fill = (34, 64, 52) if c.done else ((48, 44, 92) if not c.hidden else (30, 27, 66))
    draw_panel(img, rect, fill, P.GOOD if c.done else P.PANEL_BORDER, radius=7, shadow=False,
               border_w=2 if c.done else 1)
    w = rect.w - 12
    if c.hidden:
        t = fit_text("Private card: face down", cpx, P.MUTED, w)
        img.blit(t, t.get_rect(center=rect.center))
        return img
    pay = render_text(f"+{c.payout}", px, P.GOLD_LIGHT, True)
    name = fit_text(c.name, px, P.TEXT, w - pay.get_width() - 6, True)
    y = 3
    img.blit(name, (6, y))
    img.blit(pay, pay.get_rect(topright=(rect.w - 6, y)))
    y += name.get_height()
    step = cpx + 3
    room = (rect.h - y - 3) // step
    progress = f"{CHECK} Fulfilled" if c.done else c.progress
    col = P.GOOD if c.done else P.MUTED
    if room >= 2:
        for ln in _lines(c.text, cpx, w, room - 1):
            img.blit(fit_text(ln, cpx, P.TEXT, w), (6, y))
            y += step
    if room >= 1:
        img.blit(fit_text(progress, cpx, col, w, c.done), (6, y))
    elif c.done:   # no room for a line: the check mark beside the payout
        mark = render_text(CHECK, px, P.GOOD, True)
        img.blit(mark, mark.get_rect(topright=(rect.w - 10 - pay.get_width(), 3)))
    return img
