"""Modal dialogs shared by the shell and the tables: :class:`ConfirmScene` (a yes/no question)
and :class:`RulesScene` (the scrollable rules text).  Below the title, pause and New Game scenes,
so each of them imports these at the top."""

from __future__ import annotations

import pygame

from game.input.actions import Act, InputEvent
from game.render import palette as P
from game.render.fonts import app_scale, fit_size, font, text, wrap
from game.render.widgets import Button, dim, draw_panel
from game.scenes.base import MenuScene, reduced_motion
from game.ui_text import t


class ConfirmScene(MenuScene):
    """A yes/no question over the scene below (transparent, modal).

    ``ConfirmScene(app, question, detail, on_yes, yes="Yes", no="No")``: keys ``yes`` and ``no``
    (No is focused: the safe choice).  Left/Right or Tab/LB/RB move, Enter/A or a click choose;
    Esc/Backspace/B/P/Start mean No.  The dialog pops itself, then ``on_yes()`` runs on Yes.
    """

    name = "confirm"
    transparent = True
    opaque_background = False

    def __init__(self, app, question: str, detail: str, on_yes, yes: str = t("dialog.yes"),
                 no: str = t("dialog.no")) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.yes_label = yes
        self.no_label = no

    def layout(self) -> None:
        w, h = self.size
        k = app_scale(self.app)
        bw = int(min(240 * k, w * 0.22 * k, w * 0.4))
        bh = int(min(60, max(34, h * 0.08)) * k)
        gap = max(16, bw // 8)
        pw = max(2 * bw + gap + 60, int(min(640 * k, w * 0.6 * k, w * 0.94)))
        ph = int(bh * 3.6)
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        by = self.panel.bottom - bh - int(bh * 0.35)
        x0 = self.panel.centerx - bw - gap // 2
        self.focus.set([Button((x0, by, bw, bh), self.yes_label, self.choose_yes, key="yes",
                               primary=True),
                        Button((x0 + bw + gap, by, bw, bh), self.no_label, self.choose_no,
                               key="no")], focus_key="no" if self.focus.focused is None else None)

    def choose_yes(self) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_yes()

    def choose_no(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_back(self) -> None:
        self.choose_no()

    def handle(self, ev: InputEvent) -> bool:
        if ev.act in (Act.UP, Act.DOWN):
            return True  # one row of buttons: no wrap-around surprises
        super().handle(ev)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=16, border_w=3)
        bh = self.focus.widgets[0].rect.h
        size = fit_size(self.question, self.panel.w - 40, int(bh * 0.62), caps=True)
        r = text(surface, self.question, (self.panel.centerx, self.panel.y + int(bh * 0.35)),
                 size, P.GOLD_LIGHT, "midtop", caps=True, shadow=P.SHADOW)
        # the detail wraps onto at most two lines, shrinking the type if it must
        ds = max(14, int(bh * 0.42))
        while True:
            lines = wrap(self.detail, self.panel.w - 40, ds)
            if len(lines) <= 2 or ds <= 12:
                break
            ds -= 1
        y = r.bottom + 4
        for line in lines:
            size = fit_size(line, self.panel.w - 40, ds)
            text(surface, line, (self.panel.centerx, y), size, P.TEXT, "midtop")
            y += font(size).get_linesize()
        super().draw(surface)


class RulesScene(MenuScene):
    """Scrollable rules text.  UP/DOWN or the wheel scroll a line, NEXT/PREV (Tab, PageUp/Down,
    LB/RB) a page; BACK/CONFIRM/PAUSE or the Close button return.  Lines starting with "# " are
    headings, "- " bullets."""

    name = "rules"
    transparent = True
    opaque_background = False

    def __init__(self, app, body: str, title: str = t("dialog.rules")) -> None:
        super().__init__(app)
        self.body = body
        self.title = title
        self.scroll = 0          # first visible line
        self.lines: list[tuple[str, str]] = []   # (style, text)

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(int(w * 0.08), int(h * 0.06), int(w * 0.84), int(h * 0.88))
        self.text_size = max(14, min(24, h // 32))
        bh = int(min(52, max(30, h * 0.07)))
        bw = int(min(220, w * 0.2))
        self.text_rect = pygame.Rect(self.panel.x + 28, self.panel.y + int(h * 0.11),
                                     self.panel.w - 56 - 14,
                                     self.panel.h - int(h * 0.11) - bh - 30)
        self.lines = []
        for raw in self.body.split("\n"):
            if raw.startswith("# "):
                if self.lines:
                    self.lines.append(("p", ""))   # air above a heading
                self.lines.append(("h", raw[2:]))
            elif raw.startswith("- "):
                for k, piece in enumerate(wrap(raw[2:], self.text_rect.w - 24, self.text_size)):
                    self.lines.append(("b" if k == 0 else "c", piece))
            else:
                for piece in wrap(raw, self.text_rect.w, self.text_size):
                    self.lines.append(("p", piece))
        self.line_h = font(self.text_size).get_linesize()
        self.page = max(1, self.text_rect.h // self.line_h - 1)
        self.scroll = min(self.scroll, self.max_scroll)
        self.focus.set([Button((self.panel.centerx - bw // 2, self.panel.bottom - bh - 14, bw, bh),
                               t("dialog.close"), self.close, key="close")])

    @property
    def max_scroll(self) -> int:
        return max(0, len(self.lines) - self.page)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + n))

    def handle(self, ev: InputEvent) -> bool:
        a = ev.act
        if a in (Act.UP, Act.WHEEL_UP):
            self.scroll_by(-1 if a == Act.UP else -3)
        elif a in (Act.DOWN, Act.WHEEL_DOWN):
            self.scroll_by(1 if a == Act.DOWN else 3)
        elif a == Act.NEXT:
            self.scroll_by(self.page)
        elif a == Act.PREV:
            self.scroll_by(-self.page)
        elif a in (Act.BACK, Act.PAUSE, Act.CONFIRM):
            self.close()
        else:
            super().handle(ev)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel, P.PANEL, P.GOLD, radius=16, border_w=3)
        w, h = self.size
        text(surface, self.title, (self.panel.centerx, self.panel.y + int(h * 0.02)),
             fit_size(self.title, self.panel.w - 40, int(h * 0.065), caps=True), P.GOLD_LIGHT,
             "midtop", caps=True, shadow=P.SHADOW)
        clip = surface.get_clip()
        surface.set_clip(self.text_rect)
        y = self.text_rect.y
        s = self.text_size
        for style, line in self.lines[self.scroll:self.scroll + self.page + 1]:
            if style == "h":
                text(surface, line, (self.text_rect.x, y), s + 2, P.GOLD, caps=True)
            elif style == "b":
                pygame.draw.circle(surface, P.GOLD, (self.text_rect.x + 8, y + self.line_h // 2),
                                   max(2, s // 7))
                text(surface, line, (self.text_rect.x + 24, y), s, P.TEXT)
            elif style == "c":
                text(surface, line, (self.text_rect.x + 24, y), s, P.TEXT)
            else:
                text(surface, line, (self.text_rect.x, y), s, P.TEXT)
            y += self.line_h
        surface.set_clip(clip)
        # scroll bar
        if self.max_scroll > 0:
            track = pygame.Rect(self.text_rect.right + 8, self.text_rect.y, 6, self.text_rect.h)
            pygame.draw.rect(surface, P.LAPIS_DARK, track, border_radius=3)
            frac = self.page / len(self.lines)
            th = max(20, int(track.h * frac))
            ty = track.y + int((track.h - th) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, P.GOLD, (track.x, ty, track.w, th), border_radius=3)
        self.focus.draw(surface, motion=not reduced_motion(self.app))
