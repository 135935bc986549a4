"""The Codex map (PP-27): the thirty cities as a road across a drawn map of the ancient world,
each open, locked or damaged, with its best stars; the focused city named on the map and
described in the panel below; Enter (A, a click) opens its briefing.

Controls: arrows / d-pad (and the mouse wheel) move the focus along the road, Tab / X to
the next open city without three stars (Shift-Tab / View+X back); hovering a city focuses it,
a click opens it; Esc / B (or the Back button) returns to the title.  A locked city says
which city's star opens it; a damaged city shows why its file cannot be played, and the
others stay playable.  A damaged record file is set aside by game.storage.progress and the
map says so once, in a toast.
"""

from __future__ import annotations

import sys

import pygame

from game.app.scene import Scene
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import (Button, background, draw_panel, fit_text, focus_ring,
                                 draw_meander)
from game.scenes.codex import cities as C
from game.scenes.codex.briefing import BriefingScene
from game.scenes.codex.map_layout import MapLayout
from game.scenes.codex.mapart import draw_travelled, map_surface, marker, star, wrap_cut
from game.scenes.pause import go_to_title


#: the title's Codex entry (game.scenes.title: ``<game>-<mode>``), focused on the way back
TITLE_ENTRY = f"{C.GAME_ID}-codex"


#: what this run already printed on stderr: a damaged level file's path, a record message
_REPORTED: set = set()


def report_bad_files(codex: C.Codex, record_notice: str | None) -> None:
    """Print on stderr, one line each and once per file a run, the damaged level files of
    ``codex`` (the line the panel shows) and the damaged-record message, as the README
    promises for bad files found at start."""
    lines = [(("level", str(c.path)), c.error) for c in codex.cities if c.damaged and c.error]
    if record_notice:
        lines.append((("record", record_notice), record_notice))
    for key, line in lines:
        if key not in _REPORTED:
            _REPORTED.add(key)
            print(line, file=sys.stderr)


def map_hint(app) -> str:
    if device_of(app) == "mouse":
        return "Click a city to open it \u00b7 wheel to step along the road"
    return hint_line(app, [("move", "along the road"), ("cycle", "next to play"),
                           ("confirm", "open"), ("back", "title")])


class CodexMapScene(Scene):
    """``CodexMapScene(app, focus=None, directory=None)``: ``focus`` a city id to start on
    (default :meth:`Codex.first_focus`), ``directory`` the level folder (default
    ``levels/codex``), ``record`` a Progress to show instead of the player's (demo scenes).
    Public for tests: ``codex`` (:class:`cities.Codex`), ``focus`` (index
    in path order), ``focused`` (the City), ``layout``, ``message`` (the last refusal, or
    None), ``progress_notice`` (the damaged-record message, or None)."""

    name = "codex-map"

    def __init__(self, app, focus: str | None = None, directory=None, record=None) -> None:
        super().__init__(app)
        self.directory = directory
        self.record = record   # a demo's record instead of the player's (never written)
        self.codex, self.progress_notice = C.load(app, directory, record)
        if self.progress_notice and app is not None and hasattr(app, "toast"):
            app.toast(self.progress_notice, 12.0)
        report_bad_files(self.codex, self.progress_notice)
        k = self.codex.index(focus)
        self.focus = k if k is not None else self.codex.first_focus()
        self.message: str | None = None
        self.pointer: tuple[int, int] | None = None
        self.layout = MapLayout(self.size, len(self.codex))

    # ------------------------------------------------------------------ state
    @property
    def focused(self) -> C.City | None:
        return self.codex.cities[self.focus] if self.codex.cities else None

    def reload(self) -> None:
        """Read the record again (a game just finished), keeping the focus on its city."""
        keep = self.focused.id if self.focused else None
        self.codex, told = C.load(self.app, self.directory, self.record)
        if told and hasattr(self.app, "toast"):
            self.app.toast(told, 12.0)
        report_bad_files(self.codex, told)
        k = self.codex.index(keep)
        self.focus = k if k is not None else self.codex.first_focus()
        self.layout = MapLayout(self.size, len(self.codex))

    def set_focus(self, k: int) -> None:
        if self.codex.cities and 0 <= k < len(self.codex) and k != self.focus:
            self.focus = k
            self.message = None

    def step(self, d: int) -> None:
        """Move the focus ``d`` cities along the road (stops at the ends)."""
        self.set_focus(max(0, min(len(self.codex) - 1, self.focus + d)))

    def jump(self, d: int) -> None:
        """To the next (``d`` = 1) or previous open city without three stars, wrapping."""
        n = len(self.codex)
        for i in range(1, n + 1):
            k = (self.focus + d * i) % n
            c = self.codex.cities[k]
            if c.playable and c.best.stars < 3:
                self.set_focus(k)
                return

    def refusal(self, city: C.City) -> str | None:
        """Why ``city`` cannot be opened now, or None."""
        if city.damaged:
            return f"{city.name} cannot be played: {city.error}"
        if city.status == C.LOCKED:
            before = self.codex.opener(city.id)
            return (f"Locked: win a star in {before.name} to open {city.name}." if before
                    else f"{city.name} is locked.")
        return None

    def open_city(self) -> None:
        """The focused city's briefing, or the refusal said in the panel."""
        city = self.focused
        if city is None:
            return
        why = self.refusal(city)
        if why:
            self.message = why
            return
        self.app.push(BriefingScene(self.app, city, self.codex))

    def back(self) -> None:
        """To the title, its Codex entry focused (the player came from there)."""
        go_to_title(self.app)
        title = self.app.top
        if title is not None and hasattr(title, "focus"):
            title.focus.focus_key(TITLE_ENTRY)

    # ------------------------------------------------------------------ scene hooks
    def on_resize(self, size) -> None:
        self.size = size
        self.layout = MapLayout(size, len(self.codex))

    def on_uncover(self) -> None:
        self.reload()

    def needs_redraw(self) -> bool:
        return False

    def widget_rects(self) -> list[pygame.Rect]:
        return self.layout.all_rects()

    def handle(self, ev: InputEvent) -> bool:
        act, lay = ev.act, self.layout
        if ev.pos is not None:
            self.pointer = ev.pos
        if act in (Act.RIGHT, Act.DOWN, Act.WHEEL_DOWN):
            self.step(1)
        elif act in (Act.LEFT, Act.UP, Act.WHEEL_UP):
            self.step(-1)
        elif act == Act.NEXT:
            self.jump(1)
        elif act == Act.PREV:
            self.jump(-1)
        elif act == Act.CONFIRM:
            self.open_city()
        elif act in (Act.BACK, Act.PAUSE):
            self.back()
        elif act in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos and ev.moved:
            k = lay.city_at(ev.pos)
            if k is not None:
                self.set_focus(k)
        elif act == Act.POINTER_DOWN and ev.pos:
            if lay.back.collidepoint(ev.pos):
                self.back()
            elif lay.open.collidepoint(ev.pos):
                self.open_city()
            else:
                k = lay.city_at(ev.pos)
                if k is not None:
                    self.set_focus(k)
                    self.open_city()
        else:
            return False
        return True

    # ------------------------------------------------------------------ drawing (pure)
    def buttons(self) -> list[Button]:
        """The Back and Open buttons (drawn with the pointer's hover as their focus)."""
        city = self.focused
        ok = city is not None and city.playable
        return [Button(self.layout.back, "Back", key="back"),
                Button(self.layout.open, "Open", key="open", primary=True, enabled=ok)]

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout if self.layout.size == surface.get_size() else \
            MapLayout(surface.get_size(), len(self.codex))
        surface.blit(background(lay.size), (0, 0))
        self.draw_header(surface, lay)
        surface.blit(map_surface(lay.map.size, tuple(lay.units)), lay.map)
        open_ = [k for k, c in enumerate(self.codex.cities) if c.playable]
        if open_ and len(self.codex) > 1:
            draw_travelled(surface, lay.map, open_[-1] / (len(self.codex) - 1))
        for k, city in enumerate(self.codex.cities):
            self.draw_city(surface, lay, k, city)
        if self.focused is not None:
            self.draw_label(surface, lay)
        self.draw_panel(surface, lay)
        for b in self.buttons():
            b.draw(surface, focused=self.pointer is not None and b.enabled
                   and b.rect.collidepoint(self.pointer))

    def draw_header(self, surface, lay) -> None:
        w = lay.size[0]
        draw_meander(surface, pygame.Rect(0, lay.header.bottom - 6, w, 6), P.GOLD_DARK)
        title = "The Architect's Solitaire Codex"
        size = fit_size(title, int(w * 0.55), lay.title_px, caps=True)
        text(surface, title, (w // 2, lay.header.centery - 2), size, P.GOLD_LIGHT, "center",
             caps=True, shadow=P.SHADOW)
        total = self.codex.total_stars()
        most = self.codex.most_stars()
        label = fit_text(f"{total} of {most}", lay.small_px + 2, P.GOLD_LIGHT,
                         w * 0.18, True)
        r = label.get_rect(midright=(w - lay.m * 3, lay.header.centery))
        surface.blit(label, r)
        star(surface, (r.left - lay.small_px, r.centery), lay.small_px * 0.7, True)

    def draw_city(self, surface, lay, k: int, city: C.City) -> None:
        x, y = lay.centers[k]
        img = marker(lay.r, city.status, city.number)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))
        if k == self.focus:
            focus_ring(surface, (x, y), lay.r + 4)
        if lay.star_r() and city.playable:
            for i, c in enumerate(lay.star_centers(k)):
                star(surface, c, lay.star_r(), i < city.best.stars)

    def label_plate(self, lay, k: int) -> tuple[pygame.Surface, pygame.Rect | None]:
        """City ``k``'s name image and the plate it is drawn on (MapLayout.label_rect; None
        where no place on the map is clear of the other cities: the panel names it)."""
        city = self.codex.cities[k]
        name = fit_text(f"{city.number}. {city.name}", lay.small_px, P.TEXT,
                        lay.map.w * 0.45, True)
        return name, lay.label_rect(k, (name.get_width() + 12, name.get_height() + 4))

    def draw_label(self, surface, lay) -> None:
        city = self.focused
        name, plate = self.label_plate(lay, self.focus)
        if plate is None:
            return
        col = P.BAD if city.damaged else (P.GOLD if city.playable else P.DISABLED)
        draw_panel(surface, plate, P.PANEL, col, radius=6, border_w=2, shadow=False)
        surface.blit(name, name.get_rect(center=plate.center))

    def panel_lines(self) -> tuple[str, str, bool]:
        """(heading, the line about the focused city, bad) for the panel; an open city's
        line ends with its lore."""
        city = self.focused
        if city is None:
            return "No cities", "No level files were found in levels/codex.", True
        head = f"City {city.number} of {self.codex.last_number()} \u00b7 {city.name}"
        if self.message:
            return head, self.message, True
        if city.damaged:
            return head, (f"Damaged: {city.error.rstrip('.')}. The other cities play on; "
                          "main.py levels check lists every fault."), True
        if city.status == C.LOCKED:
            return head, self.refusal(city), False
        lv = city.level
        facts = (f"{C.plural(lv.turns, 'turn')} \u00b7 stars at "
                 + " / ".join(C.points(s) for s in lv.stars))
        return head, f"{C.best_line(city.best)} \u00b7 {facts}. {lv.lore}", False

    def panel_rows(self, lay, room: int | None = None) -> list[str]:
        """The panel's line about the focused city as drawn: wrapped to the panel, as many
        rows as fit, the last ending in "\u2026" when the lore is cut."""
        room = room if room is not None else lay.open.left - lay.panel.x - lay.m * 4
        return wrap_cut(self.panel_lines()[1], room, lay.small_px, lay.panel_lines(lay.small_px))

    def draw_panel(self, surface, lay) -> None:
        p = lay.panel
        draw_panel(surface, p, P.PANEL, P.PANEL_BORDER, radius=10)
        head, line, bad = self.panel_lines()
        room = lay.open.left - p.x - lay.m * 4
        img = fit_text(head, lay.font_px, P.GOLD_LIGHT, room, True)
        y = p.y + lay.m * 2
        surface.blit(img, (p.x + lay.m * 2, y))
        y += img.get_height() + 2
        px = lay.small_px
        for row in self.panel_rows(lay, room):
            r = text(surface, row, (p.x + lay.m * 2, y), px, P.BAD if bad else P.TEXT)
            y = r.bottom
        hint = map_hint(self.app)
        text(surface, hint, lay.hint, fit_size(hint, p.w - 4 * lay.m, max(10, px - 1)),
             P.MUTED, "midbottom")
