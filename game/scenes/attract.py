"""The Title's attract mode: after a minute without input the Title shows a game of Easy AIs
played at a watchable pace under a "Press any key" banner; any input returns to the Title at
once (and does nothing else).

``AttractScene(app, index)`` plays the registry's games in turn (``index`` picks the first:
the Title counts its attract runs), each a normal table of that game (game.scenes.tables) with
two Easy AI seats and ``ai_delay`` :data:`AI_DELAY`, driven from this scene: the table is not
on the stack, so it never pushes its pause or its results; a finished game stays up for
:data:`REST_SECONDS`, then the next game starts.  Nothing is written: the App's autosave is off
while the attract mode runs (``app.autosave_enabled``; the replay recorder checks it too) and
the tables' sound effects stay quiet (the ambient loop plays on).  The AI thinks off the frame
loop exactly as at any table (the AI worker process, game.app.ai_driver).
"""

from __future__ import annotations

import pygame

from game import games
from game.app.scene import Scene
from game.input.actions import Act, InputEvent
from game.render import palette as P
from game.render.fonts import fit_size, text
from game.render.widgets import draw_panel, pulse
from game.scenes.tables import table_class

#: seconds without input on the Title before the attract mode starts
IDLE_SECONDS = 60.0
#: seconds between two AI actions (the tables' AI pace): slow enough to follow
AI_DELAY = 0.9
#: seconds a finished game stays up before the next starts
REST_SECONDS = 4.0
#: the two Easy AI seats
SEATS = ({"name": "Livia", "kind": "ai", "ai": "easy"},
         {"name": "Marcus", "kind": "ai", "ai": "easy"})
BANNER = "Press any key"
#: frames per second of the banner's slow glow when nothing else moves (CPU-light)
BANNER_FPS = 6

#: events that are not a player's input (a controller plugged in, the pointer at rest)
_NOT_INPUT = tuple(a for a in (getattr(Act, "DEVICE_ADDED", None),
                               getattr(Act, "DEVICE_REMOVED", None)) if a is not None)


def attract_config(index: int) -> dict:
    """The New Game config of attract run ``index``: the registry's games in turn, two Easy
    AIs, seed ``index + 1``, the AI pace :data:`AI_DELAY`, the game's default mode."""
    ids = games.game_ids()
    return {"game": ids[index % len(ids)], "seed": index + 1, "seats": [dict(s) for s in SEATS],
            "options": {}, "ai_delay": AI_DELAY, "attract": True}


class AttractScene(Scene):
    """See the module doc.  Public: ``table`` (the table playing now), ``config``,
    ``games_played`` (games started in this run)."""

    name = "attract"

    def __init__(self, app, index: int = 0) -> None:
        super().__init__(app)
        self.index = index
        self.table = None
        self.config: dict = {}
        self.games_played = 0
        self.rest = 0.0
        self.time = 0.0
        self._autosave_before = True
        self._banner_tick = -1

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self._autosave_before = getattr(self.app, "autosave_enabled", True)
        self.app.autosave_enabled = False
        self._next_game()

    def exit(self) -> None:
        self._drop_table()
        self.app.autosave_enabled = self._autosave_before

    def on_resize(self, size) -> None:
        super().on_resize(size)
        if self.table is not None:
            self.table.on_resize(size)

    def _drop_table(self) -> None:
        if self.table is not None:
            self.table.exit()   # the AI stops thinking
            self.table = None

    def _next_game(self) -> None:
        """Start the next game of the run (a table that cannot start ends the attract mode)."""
        self._drop_table()
        self.config = attract_config(self.index + self.games_played)
        self.games_played += 1
        self.rest = 0.0
        try:
            table = table_class(self.config["game"], self.config["options"])(self.app,
                                                                              self.config)
        except Exception:   # never a crash on an idle Title: back to it
            self.app.pop()
            return
        table.cues.app = None   # quiet: the attract mode plays no effects
        table.on_resize(self.size)
        table.enter()
        self.table = table

    # ------------------------------------------------------------------ frame
    def handle(self, ev: InputEvent) -> bool:
        """Any input (a key, a button, a click, a real pointer motion) returns to the Title
        and does nothing else there."""
        if ev.act in _NOT_INPUT or (ev.act in (Act.POINTER_MOVE, Act.POINTER_DRAG)
                                    and not ev.moved):
            return True
        if self.app.top is self:
            self.app.pop()
        return True

    def update(self, dt: float) -> None:
        self.time += dt
        t = self.table
        if t is None:
            return
        if t.state.is_terminal:
            # only the table's own motion: its update() would push the results screen
            t.update_table(dt)
            if not t.animating():
                self.rest += dt
                if self.rest >= REST_SECONDS:
                    self._next_game()
            return
        t.update(dt)

    def needs_redraw(self) -> bool:
        tick = int(self.time * BANNER_FPS)
        banner, self._banner_tick = tick != self._banner_tick, tick
        return banner or (self.table is not None and self.table.needs_redraw())

    def draw(self, surface: pygame.Surface) -> None:
        if self.table is not None:
            self.table.draw(surface)
        else:
            surface.fill(P.BG)
        self.draw_banner(surface)

    def banner_rect(self) -> pygame.Rect:
        """Where the banner goes: centred at the bottom, over the table's control row (no
        control of it works in the attract mode)."""
        w, h = self.size
        bw, bh = int(min(w * 0.6, 720)), max(56, int(h * 0.14))
        return pygame.Rect((w - bw) // 2, h - bh - max(4, h // 60), bw, bh)

    def draw_banner(self, surface: pygame.Surface) -> None:
        r = self.banner_rect()
        draw_panel(surface, r, P.LAPIS_DARK, P.GOLD, radius=14, border_w=3, alpha=225)
        size = fit_size(BANNER, r.w - 40, int(r.h * 0.42), caps=True)
        glow = P.lerp(P.GOLD, P.GOLD_LIGHT, pulse(self.time, 2.4))
        text(surface, BANNER, (r.centerx, r.centery - r.h * 0.12), size, glow, "center",
             caps=True, shadow=P.SHADOW)
        sub = f"Demo: {games.title(self.config.get('game'))}, Easy AI against Easy AI"
        text(surface, sub, (r.centerx, r.centery + r.h * 0.28),
             fit_size(sub, r.w - 40, max(12, int(r.h * 0.2))), P.MUTED, "center")
