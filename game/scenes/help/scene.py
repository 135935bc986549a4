"""The rules reference: :class:`HelpScene`, a book per game mode (game.scenes.help.pages) with a
contents list, pages of headings, paragraphs, bullets and pictures drawn by the games' own
renderers (game.scenes.help.pictures), scrolling, and from the Title the tutorials.

Controls (every device): UP/DOWN (arrows, D-pad, the wheel over the page) scroll the page;
LEFT/RIGHT and NEXT/PREV (Tab, Shift+Tab, PageDown/PageUp, LB/RB) go to the next or previous
page (past a book's last page into the next book); a click on a contents row opens that page
(a book's row its first page; the wheel over the contents scrolls them); CONFIRM presses the
focused button (Close, or "Start the tutorial" on a tutorial page); BACK/PAUSE or Close return.
"""

from __future__ import annotations

import math

import pygame

from game import games
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.cache import DrawCache
from game.render.fonts import fit_size, measure, render, text, wrap
from game.render.widgets import Button, dim, draw_panel
from game.scenes.base import MenuScene
from game.scenes.help import pictures
from game.scenes.help.pages import Page, books, tutorial_games

#: the text of a tutorial's page in the contents (one per game with a tutorial)
TUTORIAL_BODY = ("A short first game on the real table against one opponent: a callout at each "
                 "step shows where to look and names the controls of the device you use. Each "
                 "step waits until you have done it; a wrong move gets a hint, and you can "
                 "leave the tutorial at any time from the callout or the pause menu.")


#: px: the least size of a contents row's words (a longer label ends in an ellipsis)
ROW_MIN_PX = 13


def fitted(label: str, width: int, px: int, bold: bool = False) -> tuple[str, int]:
    """``(label, size)`` fitting ``width`` px: the label shrunk down to :data:`ROW_MIN_PX`,
    then cut with an ellipsis."""
    size = fit_size(label, width, px, bold=bold)
    if size >= ROW_MIN_PX:
        return label, size
    cut = label
    while cut and measure(cut + "\u2026", ROW_MIN_PX, bold)[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "\u2026", ROW_MIN_PX


class HelpScene(MenuScene):
    """``HelpScene(app, game=None, mode=None, page=None, tutorials=False)``: open on the book of
    ``game`` in ``mode`` (None: its default mode; no game: the first book) at page id ``page``
    (None: its first page).  ``tutorials``: list each game's tutorial after the books (the
    Title's Help; a table's pause menu leaves them out).

    Public for tests: ``rows`` (the contents: ``(kind, book, page, label)``; kind "game" (its
    first book), "book", "page", "tutorial"), ``book``/``page`` (indices; ``page`` is the game id on a tutorial),
    ``lines`` ((style, text) of the page's text lines), ``scroll`` / ``max_scroll`` (in steps
    of a text line), ``items`` (the laid-out page), ``text_rect``/``contents_rect``."""

    name = "help"
    transparent = True
    opaque_background = False

    def __init__(self, app, game: str | None = None, mode: str | None = None,
                 page: str | None = None, tutorials: bool = False) -> None:
        super().__init__(app)
        self.books = books()
        self.tutorials = tutorial_games() if tutorials else []
        self.title = "Rules reference"
        self.book, self.page = 0, 0
        for i, b in enumerate(self.books):
            if b.game == game and (mode is None or b.mode == mode):
                self.book = i
                ids = [p.id for p in b.pages]
                self.page = ids.index(page) if page in ids else 0
                break
        self.scroll = 0
        self.contents_top = 0          # first contents row shown
        self.items: list[tuple] = []   # (kind, payload, y, h) of the page laid out
        self.lines: list[tuple[str, str]] = []
        self.rows: list[tuple[str, int, object, str]] = []
        self._pages = DrawCache(16)    # laid-out pages per (book, page, width, size)

    # ----------------------------------------------------------------------------- model
    def current(self) -> Page:
        """The page shown (a tutorial's page is made from :data:`TUTORIAL_BODY`)."""
        if self.book < 0:
            gid, title = self.tutorials[-self.book - 1]
            return Page(f"tutorial-{gid}", f"Tutorial: {title}", TUTORIAL_BODY)
        return self.books[self.book].pages[self.page]

    def _book_title(self) -> str:
        return "Tutorials" if self.book < 0 else self.books[self.book].title

    def _sequence(self) -> list[tuple[int, int]]:
        """Every page in reading order: (book, page); tutorials are books -1, -2, ..."""
        seq = [(b, p) for b, book in enumerate(self.books) for p in range(len(book.pages))]
        return seq + [(-k - 1, 0) for k in range(len(self.tutorials))]

    def _make_rows(self) -> list[tuple[str, int, object, str]]:
        rows = []
        for b, book in enumerate(self.books):
            if b == 0 or self.books[b - 1].game != book.game:
                rows.append(("game", b, 0, book.game_title))
            rows.append(("book", b, 0, book.label))
            if b == self.book:
                rows += [("page", b, p, page.title) for p, page in enumerate(book.pages)]
        if self.tutorials:
            rows.append(("game", -1, 0, "Tutorials"))
        rows += [("tutorial", -k - 1, 0, title) for k, (_gid, title) in enumerate(self.tutorials)]
        return rows

    def selected_row(self) -> int:
        for i, (kind, b, p, _label) in enumerate(self.rows):
            if b == self.book and (kind == "tutorial" or (kind == "page" and p == self.page)):
                return i
        return 0

    def go(self, book: int, page: int) -> None:
        """Show ``page`` of ``book`` (a tutorial: book -1 - k) from its top."""
        self.book, self.page, self.scroll = book, page, 0
        self.layout()

    def step(self, d: int) -> None:
        """The next (``d`` = 1) or previous (-1) page in reading order (no wrap)."""
        seq = self._sequence()
        k = seq.index((self.book, self.page)) + d
        if 0 <= k < len(seq):
            self.go(*seq[k])

    # ----------------------------------------------------------------------------- layout
    def layout(self) -> None:
        w, h = self.size
        m = max(8, int(min(w, h) * 0.03))
        self.panel = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        self.text_size = max(14, min(22, h // 30))
        self.head_size = max(18, min(34, h // 20))
        self.row_size = max(13, min(20, h // 34))
        bh = int(min(48, max(30, h * 0.07)))
        pad = max(10, int(w * 0.015))
        top = self.panel.y + int(self.head_size * 1.5) + pad // 2
        bottom = self.panel.bottom - bh - pad - self.row_size - 6
        cw = max(170, min(340, int(self.panel.w * 0.28)))
        self.contents_rect = pygame.Rect(self.panel.x + pad, top, cw, bottom - top)
        x = self.contents_rect.right + pad
        self.page_rect = pygame.Rect(x, top, self.panel.right - pad - 12 - x, bottom - top)
        heading = int(self.head_size * 1.3) + self.row_size + 4
        self.text_rect = pygame.Rect(self.page_rect.x, top + heading, self.page_rect.w,
                                     self.page_rect.h - heading)
        self.line_h = render("Ag", self.text_size, P.TEXT).get_height() + 2
        self.row_h = render("Ag", self.row_size, P.TEXT).get_height() + 6
        self.rows = self._make_rows()
        self.items, total = self._pages.fetch(
            (self.book, self.page, self.text_rect.w, self.text_size),
            lambda: self._lay_out(self.current(), self.text_rect.w))
        self.lines = [(kind, payload) for kind, payload, _y, _h in self.items if kind != "pic"]
        self.max_scroll = max(0, math.ceil((total - self.text_rect.h) / self.line_h))
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        shown = max(1, self.contents_rect.h // self.row_h)
        sel = self.selected_row()
        if sel < self.contents_top:
            self.contents_top = sel
        elif sel >= self.contents_top + shown:
            self.contents_top = sel - shown + 1
        self.contents_top = max(0, min(self.contents_top, len(self.rows) - shown))
        bw = int(min(220, self.panel.w * 0.22))
        by = self.panel.bottom - bh - pad // 2
        widgets = [Button((self.panel.right - pad - bw, by, bw, bh), "Close", self.close,
                          key="close")]
        if self.book < 0:
            sw = int(min(320, self.page_rect.w * 0.7))
            widgets.insert(0, Button((self.page_rect.x, by, sw, bh), "Start the tutorial",
                                     self.start_tutorial, key="start", primary=True))
        self.focus.set(widgets, focus_key=widgets[0].key)

    def _lay_out(self, page: Page, width: int) -> tuple[list[tuple], int]:
        """``page`` laid out ``width`` px wide: ((kind, payload, y, h), ...) with kinds "h"
        heading, "p" paragraph line, "b" first line of a bullet, "c" its further lines,
        "pic" (payload the picture id), "cap" a caption line; and the total height."""
        s = self.text_size
        lh = self.line_h
        out: list[tuple] = []
        y = 0
        for kind, words, extra in page.blocks():
            if kind == "h":
                y += lh // 2 if out else 0
                out.append(("h", words, y, lh + 4))
                y += lh + 4
            elif kind == "b":
                for k, piece in enumerate(wrap(words, width - 24, s)):
                    out.append(("b" if k == 0 else "c", piece, y, lh))
                    y += lh
            elif kind == "pic":
                pw = min(width, max(240, int(width * 0.82)), 620)
                ph = pictures.height(words, pw)
                y += lh // 3
                out.append(("pic", (words, pw), y, ph))
                y += ph + 2
                for piece in wrap(extra, width - 20, max(13, s - 2)):
                    out.append(("cap", piece, y, lh))
                    y += lh
                y += lh // 2
            else:
                for piece in wrap(words, width, s):
                    out.append(("p", piece, y, lh))
                    y += lh
                y += lh // 3
        return out, y

    # ----------------------------------------------------------------------------- actions
    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def start_tutorial(self) -> None:
        """The shown tutorial's game: its registry ``tutorial`` starts it (it replaces the
        stack, so Help and the Title go)."""
        if self.book < 0:
            gid = self.tutorials[-self.book - 1][0]
            games.resolve(games.info(gid).tutorial)(self.app)

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + n))

    def _row_at(self, pos) -> int | None:
        if not self.contents_rect.collidepoint(pos):
            return None
        k = self.contents_top + (pos[1] - self.contents_rect.y) // self.row_h
        return k if 0 <= k < len(self.rows) else None

    def handle(self, ev: InputEvent) -> bool:
        a = ev.act
        if ev.pos is not None:
            self.pointer = ev.pos
        over_contents = ev.pos is not None and self.contents_rect.collidepoint(ev.pos)
        if a in (Act.UP, Act.DOWN):
            self.scroll_by(-1 if a == Act.UP else 1)
        elif a in (Act.WHEEL_UP, Act.WHEEL_DOWN):
            d = -3 if a == Act.WHEEL_UP else 3
            if over_contents:
                shown = max(1, self.contents_rect.h // self.row_h)
                self.contents_top = max(0, min(len(self.rows) - shown, self.contents_top + d))
            else:
                self.scroll_by(d)
        elif a in (Act.RIGHT, Act.NEXT, Act.ROTATE_RIGHT):   # RB (and E) as next page
            self.step(1)
        elif a in (Act.LEFT, Act.PREV, Act.ROTATE_LEFT):
            self.step(-1)
        elif a in (Act.BACK, Act.PAUSE):
            self.close()
        elif a == Act.POINTER_DOWN and over_contents:
            k = self._row_at(ev.pos)
            if k is not None:
                _kind, b, p, _label = self.rows[k]
                self.go(b, p)
        else:
            super().handle(ev)
        return True

    # ----------------------------------------------------------------------------- drawing
    def hint(self) -> str:
        if device_of(self.app) == "mouse":
            return "Click a page in the contents \u00b7 the wheel scrolls"
        confirm = "start" if self.book < 0 else "close"
        return hint_line(self.app, [("up_down", "scroll"), ("left_right", "page"),
                                    ("confirm", confirm), ("back", "back")])

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=16, border_w=3)
        size = fit_size(self.title, self.panel.w - 40, self.head_size, caps=True)
        text(surface, self.title, (self.panel.centerx, self.panel.y + 6), size, P.GOLD_LIGHT,
             "midtop", caps=True, shadow=P.SHADOW)
        self._draw_contents(surface)
        self._draw_page(surface)
        hint = self.hint()
        hy = self.focus.widgets[-1].rect.y - 4
        text(surface, hint, (self.page_rect.x, hy), fit_size(hint, self.page_rect.w,
                                                               self.row_size), P.MUTED,
             "bottomleft")
        self.focus.draw(surface)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        r = self.contents_rect
        draw_panel(surface, r.inflate(8, 8), P.BG,
                   P.PANEL_BORDER, radius=8, shadow=False)
        sel = self.selected_row()
        shown = max(1, r.h // self.row_h)
        hover = self._row_at(self.pointer) if self.pointer is not None else None
        for k in range(self.contents_top, min(len(self.rows), self.contents_top + shown)):
            kind, _b, _p, label = self.rows[k]
            y = r.y + (k - self.contents_top) * self.row_h
            row = pygame.Rect(r.x, y, r.w, self.row_h - 2)
            if k == sel:
                pygame.draw.rect(surface, P.LAPIS_DARK, row, border_radius=6)
                pygame.draw.rect(surface, P.GOLD, row, 2, border_radius=6)
            elif k == hover:
                pygame.draw.rect(surface, P.PANEL_BORDER, row, 1, border_radius=6)
            indent = {"game": 4, "page": 26}.get(kind, 14)
            color = {"game": P.GOLD, "page": P.TEXT}.get(kind, P.GOLD_LIGHT)
            bold = kind != "page"
            label, px = fitted(label, r.w - indent - 6, self.row_size, bold)
            text(surface, label, (r.x + indent, row.centery), px, color, "midleft", bold=bold)
        if len(self.rows) > shown:
            self._scrollbar(surface, pygame.Rect(r.right + 1, r.y, 4, r.h), shown,
                            len(self.rows), self.contents_top, len(self.rows) - shown)

    def _draw_page(self, surface: pygame.Surface) -> None:
        page = self.current()
        r = self.page_rect
        book = self._book_title()
        text(surface, book, (r.x, r.y), fit_size(book, r.w, self.row_size), P.MUTED)
        size = fit_size(page.title, r.w, self.head_size, caps=True)
        text(surface, page.title, (r.x, r.y + self.row_size + 4), size, P.GOLD, caps=True)
        clip = surface.get_clip()
        tr = self.text_rect
        surface.set_clip(tr)
        off = tr.y - self.scroll * self.line_h
        s = self.text_size
        for kind, payload, y, h in self.items:
            top = off + y
            if top + h < tr.y or top > tr.bottom:
                continue
            if kind == "h":
                text(surface, payload, (tr.x, top), s + 2, P.GOLD_LIGHT, caps=True)
            elif kind == "b":
                pygame.draw.circle(surface, P.GOLD, (tr.x + 8, top + h // 2), max(2, s // 7))
                text(surface, payload, (tr.x + 24, top), s, P.TEXT)
            elif kind == "c":
                text(surface, payload, (tr.x + 24, top), s, P.TEXT)
            elif kind == "pic":
                pid, pw = payload
                img = pictures.picture(pid, pw)
                surface.blit(img, img.get_rect(midtop=(tr.centerx, top)))
            elif kind == "cap":
                text(surface, payload, (tr.centerx, top), max(13, s - 2), P.MUTED, "midtop")
            else:
                text(surface, payload, (tr.x, top), s, P.TEXT)
        surface.set_clip(clip)
        if self.max_scroll > 0:
            total = self.text_rect.h // self.line_h + self.max_scroll
            self._scrollbar(surface, pygame.Rect(tr.right + 4, tr.y, 6, tr.h),
                            tr.h // self.line_h, total, self.scroll, self.max_scroll)

    @staticmethod
    def _scrollbar(surface, track: pygame.Rect, shown: int, total: int, at: int, most: int):
        pygame.draw.rect(surface, P.LAPIS_DARK, track, border_radius=3)
        th = max(20, int(track.h * shown / max(1, total)))
        ty = track.y + int((track.h - th) * at / max(1, most))
        pygame.draw.rect(surface, P.GOLD, (track.x, ty, track.w, th), border_radius=3)

    def overflow(self) -> list[str]:
        """What of the laid-out page would not fit its width (tests; want []): text lines
        wider than the text area, pictures wider than it."""
        bad = []
        s = self.text_size
        for kind, payload, _y, _h in self.items:
            if kind == "pic":
                if payload[1] > self.text_rect.w:
                    bad.append(f"picture {payload[0]} {payload[1]} > {self.text_rect.w}")
                continue
            room = self.text_rect.w - (24 if kind in ("b", "c") else 0)
            px = s + 2 if kind == "h" else max(13, s - 2) if kind == "cap" else s
            w = measure(payload, px, caps=kind == "h")[0]
            if w > room:
                bad.append(f"{kind} {payload!r} {w} > {room}")
        return bad
