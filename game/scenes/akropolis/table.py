"""The Akropolis table (issue 5): cities as stacked hexes, the Construction Site, placement with a
ghost preview, live scores, a camera per city, AI seats and the solo Illustrious Architect.

The scene only reads the rules state (game.core.akropolis) and sends it one action per turn,
``Place(index, q, r, rotation)`` (AK-4, AK-6); every refusal shows the core's own reason and
changes nothing.  Drawing never changes the game: animations run on a *shown* copy of each city
that catches up with the state when a drop has settled.

Input (logical actions only, game.input.actions.Act):
- NEXT / PREV (Tab, Shift-Tab, LB/RB) pick a Construction Site tile; a click on a tile picks it.
- With a tile: arrows move the ghost hex by hex, the pointer moves it (snapped to the grid at the
  level it would rest on), ROTATE_LEFT / ROTATE_RIGHT (Q/E, right click, buttons) turn it,
  CONFIRM (Enter) or a left click places it, BACK (Esc) cancels.
- Without a tile: arrows pan; BACK opens the pause menu.  END_TURN (T) shows the next seat's
  city, the seat tabs and score cards do too.  ZOOM_IN/OUT (+/-, wheel), FIT (F); a left drag
  pans.
- A refusal shows in red until the ghost moves, turns or another tile is picked; the ghost marks
  the hexes it is about (the core's reasons name no coordinates).  Hints follow the last used
  device (game.input.hints).
- AI seats run on the shell's game.app.ai_driver.AiDriver (paused while moves animate and under
  the pause menu, since only the top scene updates).  Every seat's move, the solo Architect's
  included, is shown on its city; score cards update when its drop lands.
- After the game, the results' "View cities" comes back here read-only (review mode): tabs,
  Tab/LB/RB and the cards switch cities; "Back to results" or Esc returns.
"""

from __future__ import annotations

import math
from collections import deque

import pygame

from game.app.scene import Scene
from game.app.ai_driver import AiDriver
from game.core.akropolis import COLOURS, Place, placement_hexes
from game.core.state import IllegalAction
from game.input.actions import Act, InputEvent
from game.input.hints import device_of, hint_line
from game.render import hexdraw
from game.render import palette as P
from game.render import settle
from game.render.fonts import fit_size, font, text
from game.render.widgets import Button, background, draw_panel, draw_tooltip, veil
from game.scenes.akropolis.camera import Camera
from game.storage import saves

COLOUR_NAMES = {"blue": "Houses", "yellow": "Markets", "red": "Barracks", "purple": "Temples",
                "green": "Gardens"}
SINGULAR = {"blue": "House", "yellow": "Market", "red": "Barracks", "purple": "Temple",
            "green": "Garden"}
DRAG_THRESHOLD = 6

# Control hints for the last used device (labels from game.input.hints).
PICK_PAIRS = [("cycle", "pick a tile"), ("confirm", "take it")]
PLACE_PAIRS = {"keyboard": [("move", "move"), ("rotate", "turn"), ("confirm", "place"), ("back", "cancel")],
               "mouse": [("move", "to move"), ("secondary", "turn"), ("confirm", "place"),
                         ("back", "cancel")]}
REVIEW_PAIRS = [("cycle", "next city"), ("back", "back to results")]


def plural(n: int, word: str) -> str:
    """``1 stone``, ``2 stones``, ``0 stones``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def agree(name: str, verb: str) -> str:
    """Seat name and verb in agreement: ``agree("Pericles", "is")`` -> "Pericles is",
    ``agree("You", "is")`` -> "You are", ``agree("You", "builds")`` -> "You build".
    ``verb``: the third-person singular form."""
    if name == "You":
        verb = {"is": "are", "has": "have", "was": "were"}.get(
            verb, verb[:-1] if verb.endswith("s") else verb)
    return f"{name} {verb}"


def _seat_names(config: dict, state) -> list[str]:
    seats = config.get("seats") or []
    names = [s.get("name") or f"Player {i + 1}" for i, s in enumerate(seats)]
    if state.solo:
        level = state.data.solo_levels[state.solo].name
        names = (names or ["You"])[:1] + [f"{level} (Architect)"]
    while len(names) < state.num_seats:
        names.append(f"Player {len(names) + 1}")
    return names


class AkropolisTable(Scene):
    """Table scene.  ``AkropolisTable(app, config, state=None)``; see game/scenes/tables.py for
    ``config``.  Extra config keys: ``ai_delay`` (least seconds between an AI starting to think and
    moving; default the ``ai_delay`` setting, see game.app.ai_driver.AiDriver) and ``anim_speed`` (1.0 normal; larger is faster).

    Public helpers for tests and demos: :meth:`site_tile_pos`, :meth:`hex_screen_pos`,
    :attr:`busy` (an AI is thinking or an animation is running), :attr:`message`.
    """

    name = "ak-table"

    def __init__(self, app, config: dict, state=None) -> None:
        super().__init__(app)
        from game.ai import make_player
        from game.games import new_state
        self.config = dict(config)
        opts = dict(config.get("options") or {})
        seats = list(config.get("seats") or [])
        seed = int(config.get("seed", 1))
        if state is None:
            solo = opts.get("solo")
            players = 1 if solo else max(2, len(seats))
            state = new_state("akropolis", players, seed,
                              variants=tuple(opts.get("variants") or ()),
                              all_tiles=bool(opts.get("all_tiles", False)), solo=solo)
        self.state = state
        n = state.num_seats
        self.names = _seat_names(config, state)
        self.kinds: list[str] = []
        self.ai = {}
        for s in range(n):
            if state.solo and s == 1:
                self.kinds.append("architect")
                continue
            spec = seats[s] if s < len(seats) else {"kind": "ai", "ai": "greedy"}
            kind = spec.get("kind", "person")
            self.kinds.append(kind)
            if kind == "ai":
                self.ai[s] = make_player(spec.get("ai", "greedy"), "akropolis", seed * 7919 + s)
        settings = getattr(app, "settings", None) or {}
        self.settings = settings
        # the shell's AI driver: thinks off the frame loop, acts no sooner than ai_delay seconds
        # (config "ai_delay", else the setting); the table pauses it while animations run
        delay = config.get("ai_delay")
        self.driver = AiDriver(lambda s: self.ai[s], delay=None if delay is None else float(delay),
                               settings=settings)
        self.anim_speed = float(config.get("anim_speed", settings.get("anim_speed", 1.0)))
        if not settings.get("animations", True):
            self.anim_speed = 1000.0  # the "animations" setting off: moves land at once
        self.version = 0
        self.shown = [dict(c.cells) for c in state.cities]
        self.shown_ver = [0] * n
        self.viewed = state.current_seat if state.current_seat is not None else 0
        self.cameras: list[Camera] = []
        self.city_image = [hexdraw.CityImage() for _ in range(n)]
        self.selected: int | None = None
        self.rotation = 0
        self.anchor: tuple[int, int] | None = None
        self.message = ""          # last refusal or notice
        self.message_bad = False
        self.anims: deque = deque()
        self.anim = None
        self.banner: tuple[str, float] | None = None
        self.floaters: list[list] = []  # [text, x, y, t, colour]
        self.refusal_key = None    # the ghost spot a refusal was about (stale once it moves)
        self.legend_rect: pygame.Rect | None = None
        self.hover_pos: tuple[int, int] | None = None
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.finished = False
        self.covered = False       # a scene (pause, dialog) is above: no key hints drawn
        self.results_scene = None
        self.site_x: dict[int, list[float]] = {}   # tile id -> [x, y offset] (tweened)
        self._info_cache: dict = {}
        self._legal_cache: dict = {}
        self._ledger_cache: dict = {}
        self._status_cache: dict = {}
        self._values_cache: dict = {}
        self._view_cache_key = None
        self._view_surface: pygame.Surface | None = None
        self.buttons: list[Button] = []
        self.time = 0.0
        self._bg = None
        self._colour_cells: dict = {}
        self._tip = None
        self._layout(app.size if app is not None else (1280, 720))
        self.shown_site: list[int] = list(state.site)  # the site as animated so far
        # score cards show what has landed so far: refreshed when a seat's drop settles
        self.card_ledger = [state.ledger(s) for s in range(n)]
        self.card_stones = list(state.stones)
        for i, tid in enumerate(state.site):
            self.site_x[tid] = [float(self._card_rect(i).x), 0.0]
        self._begin_turn(first=True)
        self.autosave()

    def autosave(self) -> None:
        """Save the game for Continue (game start, and each time a seat's turn has ended)."""
        saves.autosave(self.app, "akropolis", self.config, self.state)

    # ================================================================== layout
    def on_resize(self, size) -> None:
        super().on_resize(size)
        self._layout(size)

    def _layout(self, size) -> None:
        W, H = size
        self.W, self.H = W, H
        u = H / 720.0
        self.u = u
        self.panel_w = max(280, min(int(W * 0.25), 470))
        self.site_h = int(138 * u)
        # compact: too narrow for the status line beside the buttons -> two rows
        self.compact = (W - self.panel_w) - 580 * u < 300 * u
        self.bottom_h = int((96 if self.compact else 58) * u)
        self.site_rect = pygame.Rect(0, 0, W - self.panel_w, self.site_h)
        self.panel_rect = pygame.Rect(W - self.panel_w, 0, self.panel_w, H)
        self.view_rect = pygame.Rect(0, self.site_h, W - self.panel_w, H - self.site_h - self.bottom_h)
        self.bottom_rect = pygame.Rect(0, H - self.bottom_h, W - self.panel_w, self.bottom_h)
        vr = tuple(self.view_rect)
        if not self.cameras:
            self.cameras = [Camera(vr) for _ in range(self.state.num_seats)]
            limit = max(i for i, z in enumerate(hexdraw.ZOOM_SIZES) if z <= max(20, 48 * u))
            for s, cam in enumerate(self.cameras):
                cam.fit(self._cells_levels(s), max_index=limit)
        else:
            for cam in self.cameras:
                cam.set_viewport(vr)
        self._bg = background(size)
        self._view_cache_key = None
        # site cards
        stack_w = int(118 * u)
        n = max(len(self.state.site), self.state.num_seats + 2, 4)
        avail = self.site_rect.w - stack_w - int(24 * u)
        self.card_w = int(min(150 * u, avail / max(n, 1) - 8 * u))
        self.card_h = int(self.site_h - 26 * u)
        self.stack_rect = pygame.Rect(int(12 * u), int(14 * u), stack_w - int(12 * u), self.card_h)
        self.cards_x0 = stack_w + int(14 * u)
        # buttons (bottom right of the city view)
        bh = int(40 * u)
        by = self.bottom_rect.bottom - bh - int(9 * u) if self.compact else \
            self.bottom_rect.y + (self.bottom_h - bh) // 2
        specs = [("Turn left", self.rotate_left, "rotl", 108), ("Turn right", self.rotate_right, "rotr", 108),
                 ("Place", self.confirm, "confirm", 92), ("Cancel", self.cancel, "cancel", 92),
                 ("Fit", self.fit, "fit", 56), ("\u2212", lambda: self.zoom(-1), "zoomout", 40),
                 ("+", lambda: self.zoom(1), "zoomin", 40)]
        x = self.bottom_rect.right - int(10 * u)
        self.buttons = []
        for label, fn, key, w in reversed(specs):
            w = int(w * u)
            x -= w
            self.buttons.insert(0, Button((x, by, w, bh), label, fn, key=key,
                                          primary=(key == "confirm")))
            x -= int(6 * u)
        # read-only review of the final cities: one button back to the results
        first = self.buttons[0].rect
        last_place = next(b for b in self.buttons if b.key == "cancel").rect
        self.back_button = Button((first.x, by, last_place.right - first.x, bh), "Back to results",
                                  self.back_to_results, key="results", primary=True)
        self.status_w = (self.bottom_rect.w - int(30 * u)) if self.compact else x - int(16 * u)
        # seat tabs along the top of the city view
        self.tabs = []
        tx = int(10 * u)
        th = int(30 * u)
        for s in range(self.state.num_seats):
            label = self.names[s]
            w = min(int(200 * u), font(int(17 * u)).size(label)[0] + int(30 * u))
            self.tabs.append(pygame.Rect(tx, self.view_rect.y + int(8 * u), w, th))
            tx += w + int(6 * u)
        # score cards
        n = self.state.num_seats
        top = int(46 * u)
        ch = min(int(150 * u), (H - top - int(10 * u)) // n - int(8 * u))
        self.score_rects = [pygame.Rect(self.panel_rect.x + int(10 * u), top + s * (ch + int(8 * u)),
                                        self.panel_w - int(20 * u), ch) for s in range(n)]

    # ================================================================== derived data
    def _cells_levels(self, seat: int):
        return [(p, c.level) for p, c in self.shown[seat].items()]

    def ledger(self, seat: int) -> dict:
        key = (self.version, seat)
        if key not in self._ledger_cache:
            self._ledger_cache[key] = self.state.ledger(seat)
        return self._ledger_cache[key]

    def district_status(self, seat: int) -> dict:
        key = (self.version, seat)
        if key not in self._status_cache:
            self._status_cache = {key: self.state.district_status(seat)}
        return self._status_cache[key]

    def legal_anchors(self) -> dict:
        """(q, r) -> level for every legal first-hex position at the current rotation."""
        key = (self.version, self.rotation)
        if key not in self._legal_cache:
            seat = self.state.current_seat
            out = {}
            if seat is not None:
                city = self.state.cities[seat]
                for (q, r, rot) in city.legal_placements():
                    if rot == self.rotation:
                        out[(q, r)] = city.height(q, r) + 1
            self._legal_cache = {key: out}
        return self._legal_cache[key]

    def placement_info(self) -> dict | None:
        if self.selected is None or self.anchor is None:
            return None
        key = (self.version, self.selected, self.anchor, self.rotation)
        if key not in self._info_cache:
            if len(self._info_cache) > 400:
                self._info_cache.clear()
            self._info_cache[key] = self.state.placement_info(self.selected, self.anchor[0],
                                                              self.anchor[1], self.rotation)
        return self._info_cache[key]

    @property
    def camera(self) -> Camera:
        return self.cameras[self.viewed]

    @property
    def busy(self) -> bool:
        """True while an AI thinks, an animation runs or the game is over."""
        return (self.driver.thinking or self.anim is not None or bool(self.anims)
                or self.finished or self.state.is_terminal)

    @property
    def active_seat(self) -> int | None:
        """The seat the cards mark as playing: the one whose move is being shown, else the
        seat to play; None once the game is over (no "building"/"to play" marker then)."""
        if self.state.is_terminal:
            return None
        a = self.anim
        if a is not None and "seat" in a:
            return a["seat"]
        if self.anims:
            return None
        return self.state.current_seat

    @property
    def device(self) -> str:
        """The last used input device ("keyboard", "mouse" or "controller") for hints."""
        return device_of(self.app) if self.app is not None else "keyboard"

    @property
    def person_turn(self) -> bool:
        seat = self.state.current_seat
        return seat is not None and self.kinds[seat] == "person" and not self.busy

    def _height_fn(self, seat: int):
        cells = self.shown[seat]

        def height(q, r):
            c = cells.get((q, r))
            return c.level if c else 0
        return height

    def pick(self, pos) -> tuple[int, int]:
        """The hex of the viewed city under window pixel ``pos``."""
        cells = self.shown[self.viewed]
        maxl = max((c.level for c in cells.values()), default=1)
        return self.camera.pick(pos[0], pos[1], self._height_fn(self.viewed), maxl)

    # ---- positions for tests and demos
    def site_tile_pos(self, index: int) -> tuple[int, int]:
        """Window pixel at the centre of the Construction Site card at ``index``."""
        return self._card_rect(index).center

    def hex_screen_pos(self, q: int, r: int) -> tuple[int, int]:
        """A window pixel that picks (q, r) in the viewed city: the centre of its top face, or
        a point nearer its top corner when a taller column in front hides the centre."""
        cam = self.camera
        h = self._height_fn(self.viewed)(q, r)
        x, y = cam.to_screen(q, r, max(1, h))
        s = cam.size
        for dx, dy in ((0, 0), (0, -0.45), (-0.35, -0.25), (0.35, -0.25), (0, -0.7), (0, 0.4)):
            p = (int(round(x + dx * s)), int(round(y + dy * s)))
            if self.pick(p) == (q, r):
                return p
        return (int(round(x)), int(round(y)))

    def _card_rect(self, index: int) -> pygame.Rect:
        u = self.u
        x = self.cards_x0 + index * (self.card_w + int(8 * u))
        return pygame.Rect(int(x), int(14 * u), self.card_w, self.card_h)

    # ================================================================== turn flow
    def _begin_turn(self, first: bool = False) -> None:
        st = self.state
        self.selected = None
        self.anchor = None
        self.driver.cancel()
        if st.is_terminal:
            self.finished = True   # update() shows the results once animations are done
            return
        seat = st.current_seat
        self.view(seat, center=True)
        if self.kinds[seat] == "ai":
            self.message = f"{agree(self.names[seat], 'is')} thinking\u2026"
            self.message_bad = False
        else:
            self.message = ""
            self.message_bad = False

    def view(self, seat: int, center: bool = False) -> None:
        """Show ``seat``'s city; ``center``: centre the camera on it (zoom kept)."""
        self.viewed = seat
        if center:
            cam = self.cameras[seat]
            cells = self._cells_levels(seat)
            x0, y0, x1, y1 = cam._bounds(cells, cam.size)
            vx, vy, vw, vh = cam.viewport
            if x1 - x0 > vw * 0.9 or y1 - y0 > vh * 0.85:
                cam.fit(cells)
            else:
                cam.center_on(cells)
        self._view_cache_key = None

    def _city_in_view(self, seat: int) -> bool:
        cam = self.cameras[seat]
        x0, y0, x1, y1 = cam._bounds(self._cells_levels(seat), cam.size)
        ox, oy = cam.origin
        vx, vy, vw, vh = cam.viewport
        m = cam.size * 0.6
        return (x0 + ox >= vx + m and y0 + oy >= vy + m and x1 + ox <= vx + vw - m
                and y1 + oy <= vy + vh - m)

    def _apply(self, action) -> bool:
        """Send one action to the core; queue its animations.  False (and the reason shown) if
        the core refuses it."""
        st = self.state
        try:
            st.apply(action)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return False
        self.version += 1
        self.selected = None
        self.anchor = None
        self.message = ""
        self._queue_events(st.events)
        self.autosave()  # one placement is a whole turn (AK: no undo)
        return True

    def _queue_events(self, events) -> None:
        st = self.state
        site = list(self.shown_site)
        for ev in events:
            t = ev.get("type")
            if t in ("buy", "architect") and 0 <= ev.get("index", -1) < len(site):
                site.pop(ev["index"])
                self.anims.append({"type": "site", "site": list(site), "t": 0.0, "dur": 0.0})
            if t == "reset":
                site.extend(ev.get("revealed", []))
                self.anims.append({"type": "site", "site": list(site), "t": 0.0, "dur": 0.0})
            if t in ("place", "architect"):
                seat = ev["seat"]
                cells = {}
                for q, r, level in ev["hexes"]:
                    c = st.cities[seat].cells.get((q, r))
                    if c is not None:
                        cells[(q, r)] = c
                # another seat's city: switch to it and hold a beat so the drop is seen
                # (the solo Architect's move is shown exactly like an AI seat's)
                away = seat != self.viewed or any(a.get("type") == "look" and a.get("seat") != seat
                                                  for a in self.anims)
                self.anims.append({"type": "look", "seat": seat, "t": 0.0,
                                   "dur": 0.45 if away else 0.0})
                self.anims.append({"type": "drop", "seat": seat, "cells": cells, "t": 0.0,
                                   "dur": 0.55})
                if t == "architect" and ev.get("cost"):
                    self.anims.append({"type": "note", "seat": seat, "t": 0.0, "dur": 0.0,
                                       "text": "pays " + plural(ev["cost"], "stone")})
                self.anims.append({"type": "pause", "seat": seat, "t": 0.0,
                                   "dur": 0.6 if t == "architect" else 0.25})
            elif t == "stones":
                self.anims.append({"type": "note", "seat": ev["seat"], "t": 0.0, "dur": 0.0,
                                   "text": "+" + plural(ev["gained"], "stone")})
            elif t == "reset":
                chief = ev["chief"]
                self.anims.append({"type": "banner", "t": 0.0, "dur": 0.0,
                                   "text": f"Round {st.round}: new tiles revealed; "
                                           f"{agree(self.names[chief], 'is')} Chief Architect"})
                self.anims.append({"type": "pause", "t": 0.0, "dur": 0.5})
        self.anims.append({"type": "sync", "t": 0.0, "dur": 0.0})

    def refuse(self, reason: str) -> None:
        """Show a refusal; the game is unchanged.  It stays until the ghost moves, turns or
        another tile is picked (then the status shows the new spot)."""
        self.message = reason[:1].upper() + reason[1:] if reason else "Not allowed"
        self.message_bad = True
        self.refusal_key = self._spot_key()

    def _spot_key(self):
        return (self.selected, self.anchor, self.rotation, self.viewed)

    def _refusal_stale(self) -> bool:
        return self.message_bad and self.refusal_key is not None \
            and self.refusal_key != self._spot_key()

    # ================================================================== actions
    def select_tile(self, index: int) -> bool:
        """Pick Construction Site tile ``index`` for placing (refused with a reason if it cannot
        be bought)."""
        st = self.state
        if not self.person_turn:
            return False
        if not 0 <= index < len(st.site):
            return False
        seat = st.current_seat
        if index == len(st.site) - 1 and len(st.site) > 1 and index > st.stones[seat]:
            pass
        if index > st.stones[seat]:
            need = index
            self.refuse(f"You need {need} stone{'s' if need != 1 else ''}; you have {st.stones[seat]}")
            return False
        self.selected = index
        self.message = ""
        self.message_bad = False
        self.view(seat)
        if self.anchor is None:
            self.anchor = self._default_anchor()
        return True

    def _default_anchor(self) -> tuple[int, int]:
        anchors = self.legal_anchors()
        cam = self.camera
        cx, cy = cam.viewport[0] + cam.viewport[2] / 2, cam.viewport[1] + cam.viewport[3] / 2
        if self.hover_pos is not None and self.camera.contains(self.hover_pos):
            return self.pick(self.hover_pos)
        if not anchors:
            return (0, 0)
        return min(anchors, key=lambda p: (math.dist(cam.to_screen(p[0], p[1], anchors[p]), (cx, cy)), p))

    def cycle_tile(self, d: int) -> None:
        st = self.state
        if not self.person_turn:
            return
        seat = st.current_seat
        options = [i for i in range(len(st.site)) if i <= st.stones[seat]]
        if not options:
            return
        if self.selected is None:
            idx = options[0] if d > 0 else options[-1]
        else:
            pos = options.index(self.selected) if self.selected in options else -1
            idx = options[(pos + d) % len(options)]
        self.select_tile(idx)

    def rotate_left(self) -> None:
        if self.selected is not None:
            self.rotation = (self.rotation - 1) % 6

    def rotate_right(self) -> None:
        if self.selected is not None:
            self.rotation = (self.rotation + 1) % 6

    def confirm(self) -> bool:
        """Place the ghost tile; on refusal show the core's reason and change nothing."""
        if not self.person_turn:
            return False
        if self.selected is None:
            self.refuse("Pick a tile from the Construction Site first (Tab or click)")
            return False
        if self.anchor is None:
            return False
        q, r = self.anchor
        return self._apply(Place(self.selected, q, r, self.rotation))

    def cancel(self) -> None:
        self.selected = None
        self.anchor = None
        self.message = ""
        self.message_bad = False

    def fit(self) -> None:
        self.camera.fit(self._cells_levels(self.viewed))
        self._view_cache_key = None

    def zoom(self, steps: int, about=None) -> None:
        self.camera.zoom(steps, about)

    def move_anchor(self, act: Act) -> None:
        if self.anchor is None:
            self.anchor = self._default_anchor()
            return
        q, r = self.anchor
        even = r % 2 == 0
        dq, dr = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0),
                  Act.UP: (1, -1) if even else (0, -1),
                  Act.DOWN: (0, 1) if even else (-1, 1)}[act]
        self.anchor = (q + dq, r + dr)
        self._keep_in_view(self.anchor)

    def _keep_in_view(self, pos) -> None:
        cam = self.camera
        x, y = cam.to_screen(pos[0], pos[1], 1)
        vx, vy, vw, vh = cam.viewport
        m = cam.size * 2.5
        dx = (vx + m - x) if x < vx + m else ((vx + vw - m - x) if x > vx + vw - m else 0)
        dy = (vy + m - y) if y < vy + m else ((vy + vh - m - y) if y > vy + vh - m else 0)
        if dx or dy:
            cam.pan(dx, dy)

    # ================================================================== input
    def handle(self, ev: InputEvent) -> bool:
        a = ev.act
        if self.review_mode:
            if a in (Act.BACK, Act.PAUSE, Act.CONFIRM):
                self.back_to_results()
                return True
            if a in (Act.NEXT, Act.PREV, Act.TAB, Act.END_TURN):
                d = -1 if a == Act.PREV else 1
                self.view((self.viewed + d) % self.state.num_seats, center=True)
                return True
        if a in (Act.POINTER_MOVE, Act.POINTER_DRAG):
            return self._pointer_move(ev)
        if a == Act.POINTER_DOWN:
            self.press = ev.pos
            self.dragging = False
            return True
        if a == Act.POINTER_UP:
            press, dragged = self.press, self.dragging
            self.press, self.dragging = None, False
            if press is None or dragged:
                return True
            return self._click(ev.pos)
        if a == Act.SECONDARY:
            if self.selected is not None:
                self.rotate_right()
            return True
        if a in (Act.WHEEL_UP, Act.WHEEL_DOWN):
            about = ev.pos if ev.pos and self.camera.contains(ev.pos) else None
            self.zoom(1 if a == Act.WHEEL_UP else -1, about)
            return True
        if a in (Act.ZOOM_IN, Act.ZOOM_OUT):
            self.zoom(1 if a == Act.ZOOM_IN else -1)
            return True
        if a == Act.FIT:
            self.fit()
            return True
        if a in (Act.NEXT, Act.PREV, Act.TAB):
            self.cycle_tile(-1 if a == Act.PREV else 1)
            return True
        if a == Act.END_TURN:
            self.view((self.viewed + 1) % self.state.num_seats, center=True)
            return True
        if a in (Act.ROTATE_LEFT, Act.ROTATE_RIGHT):
            (self.rotate_left if a == Act.ROTATE_LEFT else self.rotate_right)()
            return True
        if a in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            if self.selected is not None and self.viewed == self.state.current_seat:
                self.move_anchor(a)
            else:
                step = 60 * self.u
                dx, dy = {Act.LEFT: (step, 0), Act.RIGHT: (-step, 0), Act.UP: (0, step),
                          Act.DOWN: (0, -step)}[a]
                self.camera.pan(dx, dy)
            return True
        if a == Act.CONFIRM:
            if self.selected is None:
                self.cycle_tile(1)
            else:
                self.confirm()
            return True
        if a == Act.BACK:
            if self.selected is not None:
                self.cancel()
            else:
                self._pause()
            return True
        if a == Act.PAUSE:
            self._pause()
            return True
        return False

    def on_cover(self) -> None:
        """A scene (pause, results, a dialog) is pushed above: no hover highlight or tooltip
        stays drawn under it."""
        self.hover_pos = None
        self._tip = None
        self.press, self.dragging = None, False
        self.covered = True

    def on_uncover(self) -> None:
        self.covered = False

    def _pointer_move(self, ev: InputEvent) -> bool:
        pos = ev.pos
        if pos is None or (not ev.moved and min(pos) < 0):
            self.hover_pos = None   # the pointer left the window: hovers and tooltips end
            return True
        self.hover_pos = pos
        if self.press is not None and ev.act == Act.POINTER_DRAG:
            if not self.dragging and math.dist(pos, self.press) > DRAG_THRESHOLD \
                    and self.camera.contains(self.press):
                self.dragging = True
            if self.dragging and ev.rel:
                self.camera.pan(ev.rel[0], ev.rel[1])
            return True
        if ev.act == Act.POINTER_DRAG and ev.buttons[1] and ev.rel:  # middle drag pans
            self.camera.pan(ev.rel[0], ev.rel[1])
            return True
        if self.selected is not None and self.camera.contains(pos) \
                and self.viewed == self.state.current_seat:
            self.anchor = self.pick(pos)
        return True

    def _click(self, pos) -> bool:
        for b in self.visible_buttons():
            if b.rect.collidepoint(pos):
                if b.enabled:
                    b.activate()
                return True
        for i in range(len(self.state.site)):
            if self._card_rect(i).collidepoint(pos):
                if self.selected == i:
                    self.cancel()
                else:
                    self.select_tile(i)
                return True
        for s, r in enumerate(self.tabs):
            if r.collidepoint(pos):
                self.view(s, center=True)
                return True
        for s, r in enumerate(self.score_rects):
            if r.collidepoint(pos):
                self.view(s, center=True)
                return True
        if self.camera.contains(pos):
            if self.selected is not None and self.viewed == self.state.current_seat:
                self.anchor = self.pick(pos)
                self.confirm()
            return True
        return False

    def _pause(self) -> None:
        from game.scenes.pause import PauseScene
        self.press, self.dragging = None, False
        self.app.push(PauseScene(self.app, on_restart=self._restart, rules_text="akropolis"))

    def _restart(self) -> None:
        from game.scenes.tables import start_game
        start_game(self.app, dict(self.config, game="akropolis"))

    # ================================================================== update
    def update(self, dt: float) -> None:
        self.time += dt
        if self._refusal_stale():
            self.message, self.message_bad, self.refusal_key = "", False, None
        self._update_site(dt)
        for f in self.floaters:
            f[3] += dt
        self.floaters = [f for f in self.floaters if f[3] < 1.4]
        if self.banner is not None:
            self.banner = (self.banner[0], self.banner[1] - dt)
            if self.banner[1] <= 0:
                self.banner = None
        if self._run_anims(dt * self.anim_speed):
            return
        if self.finished:
            if self.results_scene is None:
                self._show_results()
            return
        st = self.state
        seat = st.current_seat
        if seat is None:
            self._begin_turn()
            return
        if self.kinds[seat] == "ai":
            action = self.driver.poll(st, dt)
            if self.driver.error is not None:
                self.refuse(f"AI error: {self.driver.error}")
                self.driver.cancel()
                self.kinds[seat] = "person"
                return
            if action is not None:
                self._apply(action)

    def _run_anims(self, dt: float) -> bool:
        """Advance the animation queue; True while one is running."""
        while True:
            if self.anim is None:
                if not self.anims:
                    return False
                self.anim = self.anims.popleft()
                self._anim_start(self.anim)
            a = self.anim
            a["t"] += dt
            if a["t"] < a["dur"]:
                return True
            dt = a["t"] - a["dur"]
            self._anim_end(a)
            self.anim = None
            if a["type"] == "sync":
                return False

    def _anim_start(self, a) -> None:
        if a["type"] == "look":
            if self.viewed != a["seat"]:
                self.view(a["seat"], center=True)
            self.message, self.message_bad = "", False

    def _anim_end(self, a) -> None:
        t = a["type"]
        if t == "drop":
            self.shown[a["seat"]].update(a["cells"])
            self.shown_ver[a["seat"]] += 1
            self._refresh_card(a["seat"])
            if a["seat"] == self.viewed and not self._city_in_view(a["seat"]):
                self.view(a["seat"], center=True)
        elif t == "note":
            # beside the card's stones line, clear of the name and the total
            r = self.score_rects[a["seat"]]
            y = r.y + int(54 * self.u)
            if self.kinds[a["seat"]] == "architect":
                # its long "Illustrious Architect" subtitle: stay below it all the note's life
                y = max(y, self.subtitle_bottom(a["seat"]) + self.FLOAT_RISE * self.u
                        + font(int(17 * self.u), bold=True).get_height() // 2 + 2)
            self.floaters.append([a["text"], r.x + r.w * 0.42, y, 0.0, P.GOLD_LIGHT])
        elif t == "banner":
            self.banner = (a["text"], 2.2)
        elif t == "site":
            self.shown_site = list(a["site"])
        elif t == "sync":
            self.shown_site = list(self.state.site)
            for s in range(self.state.num_seats):
                self._refresh_card(s)
            for s, c in enumerate(self.state.cities):
                if self.shown[s] != c.cells:
                    self.shown[s] = dict(c.cells)
                    self.shown_ver[s] += 1
            self._begin_turn()

    #: px (times ``u``) a floating note rises over its 1.4 s life (8 px/s)
    FLOAT_RISE = 1.4 * 8

    def subtitle_bottom(self, seat: int) -> int:
        """Screen y of the bottom of ``seat``'s score-card subtitle line ("AI", "Illustrious
        Architect", the turn marker), as drawn by ``_draw_score_card``."""
        u = self.u
        return self.score_rects[seat].y + int(6 * u) + int(21 * u) + font(int(13 * u)).get_height()

    def _refresh_card(self, seat: int) -> None:
        self.card_ledger[seat] = self.ledger(seat)
        self.card_stones[seat] = self.state.stones[seat]

    def _update_site(self, dt: float) -> None:
        """Tween the site cards towards their places (gap closing, round reset slide-in)."""
        live = set(self.shown_site)
        for i, tid in enumerate(self.shown_site):
            tx = self._card_rect(i).x
            cur = self.site_x.get(tid)
            if cur is None:
                # newly revealed: drop in from above
                self.site_x[tid] = [float(tx), -self.card_h * 1.2]
                continue
            cur[0] = settle.approach(cur[0], tx, dt, 9.0)
            cur[1] = settle.approach(cur[1], 0.0, dt, 7.0)
        for tid in list(self.site_x):
            if tid not in live:
                del self.site_x[tid]

    def _show_results(self) -> None:
        from game.scenes.akropolis.results import AkropolisResults
        saves.delete_autosave(self.app, "akropolis")  # finished: nothing to continue
        self.results_scene = AkropolisResults(self.app, self)
        if self.app is not None:
            self.app.push(self.results_scene)

    # ================================================================== drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self._bg is None or self._bg.get_size() != surface.get_size():
            self._layout(surface.get_size())
        self._tip = None
        self.legend_rect = None
        for r in (self.site_rect, self.panel_rect, self.bottom_rect):
            surface.blit(self._bg, r.topleft, r)   # margins around the panels: no stale pixels
        self._draw_view(surface)
        self._draw_site(surface)
        self._draw_panel(surface)
        self._draw_bottom(surface)
        self._draw_tabs(surface)
        self._draw_overlays(surface)

    # ---- city view
    def _draw_view(self, surface) -> None:
        seat = self.viewed
        cam = self.camera
        vr = self.view_rect
        key = (seat, self.shown_ver[seat], cam.zoom_index, round(cam.origin[0]), round(cam.origin[1]),
               tuple(vr))
        if key != self._view_cache_key or self._view_surface is None:
            if self._view_surface is None or self._view_surface.get_size() != vr.size:
                self._view_surface = pygame.Surface(vr.size).convert() if pygame.display.get_surface() \
                    else pygame.Surface(vr.size)
            vs = self._view_surface
            vs.blit(self._bg, (0, 0), vr)
            img, origin = self.city_image[seat].get(self.shown[seat], cam.size,
                                                     (seat, self.shown_ver[seat]))
            ox, oy = cam.origin
            vs.blit(img, (round(ox - origin[0] - vr.x), round(oy - origin[1] - vr.y)))
            self._view_cache_key = key
        surface.blit(self._view_surface, vr.topleft)
        clip = surface.get_clip()
        surface.set_clip(vr)
        if self.anim is not None and self.anim["type"] == "drop" and self.anim["seat"] == seat:
            self._draw_drop(surface, self.anim)
        elif self.selected is not None and seat == self.state.current_seat and self.person_turn:
            self._draw_legal_marks(surface)
            self._draw_ghost(surface)
            self._draw_legend(surface)
        elif self.hover_pos is not None and cam.contains(self.hover_pos) and not self.busy:
            self._draw_hover(surface)
        surface.set_clip(clip)

    LEGEND = "green dots: where the tile's dotted hex can go (as it is turned now)"

    def _draw_legend(self, surface) -> None:
        """One small line at the bottom left of the view explaining the green dots."""
        u = self.u
        size = max(11, int(14 * u))
        f = font(size)
        w = f.size(self.LEGEND)[0] + int(34 * u)
        h = f.get_linesize() + int(8 * u)
        r = pygame.Rect(self.view_rect.x + int(10 * u), self.view_rect.bottom - h - int(8 * u), w, h)
        draw_panel(surface, r, P.LAPIS_DARK, P.PANEL_BORDER, radius=int(7 * u), border_w=1,
                   shadow=False, alpha=220)
        rad = max(3, int(5 * u))
        c = (r.x + int(14 * u), r.centery)
        pygame.draw.circle(surface, P.SHADOW, c, rad + 1)
        pygame.draw.circle(surface, P.GOOD, c, rad)
        text(surface, self.LEGEND, (r.x + int(26 * u), r.centery), size, P.MUTED, "midleft")
        self.legend_rect = r

    def _draw_drop(self, surface, a) -> None:
        cam = self.camera
        t = min(1.0, a["t"] / max(a["dur"], 1e-6))
        height = cam.size * 5
        dy = settle.drop_offset(t, height)
        for (q, r), c in sorted(a["cells"].items(), key=lambda it: (it[0][1], it[0][0])):
            gx, gy = cam.ground(q, r)
            hexdraw.blit_column(surface, c.kind, c.color, c.level, cam.size, (gx, gy), dy=dy)
        flash = settle.drop_squash(t)
        if flash > 0:
            for (q, r), c in a["cells"].items():
                x, y = cam.to_screen(q, r, c.level)
                rad = cam.size * (1.0 + (1.0 - flash) * 0.6)
                pygame.draw.circle(surface, P.GOLD_LIGHT, (x, y), rad, max(1, int(3 * flash)))

    def _draw_legal_marks(self, surface) -> None:
        cam = self.camera
        rad = max(2, cam.size // 7)
        for (q, r), level in self.legal_anchors().items():
            x, y = cam.to_screen(q, r, level - 1 if level > 1 else 1)
            pygame.draw.circle(surface, P.SHADOW, (x, y), rad + 1)
            pygame.draw.circle(surface, P.GOOD, (x, y), rad)

    def _ghost_cells(self):
        st = self.state
        info = self.placement_info()
        if info is None:
            return None, None
        tile = st.tiles[st.site[self.selected]]
        q, r = self.anchor
        pos = placement_hexes(tile, q, r, self.rotation)
        level = info.get("level") or 1
        return [(p, kc, level) for p, kc in zip(pos, tile.hexes)], info

    def offending_hexes(self) -> tuple:
        """The ghost hexes a refusal is about, for the red outlines (the reasons name no
        coordinates): the core's AK-6 judgement (``City.judge(...).offending``); () while the
        spot is legal or nothing is being placed."""
        info = self.placement_info()
        if info is None or info["legal"] or self.state.current_seat is None:
            return ()
        city = self.state.cities[self.state.current_seat]
        return city.judge(self.anchor[0], self.anchor[1], self.rotation).offending

    def _draw_ghost(self, surface) -> None:
        cells, info = self._ghost_cells()
        if cells is None:
            return
        cam = self.camera
        tint = "ok" if info["legal"] else "bad"
        bob = 2.0 * math.sin(self.time * 5.0) - 3
        for (q, r), (kind, color), level in sorted(cells, key=lambda it: (it[0][1], it[0][0])):
            hexdraw.blit_column(surface, kind, color, level, cam.size, cam.ground(q, r), ghost=tint,
                                dy=bob)
        # the hexes a refusal is about: a red outline where they would rest
        width = max(2, cam.size // 9)
        for (q, r) in self.offending_hexes():
            h = self.state.cities[self.state.current_seat].height(q, r)
            x, y = cam.to_screen(q, r, max(1, h))
            pts = hexdraw.hex_points(x, y, cam.size * 0.92)
            pygame.draw.polygon(surface, P.SHADOW, pts, width + 2)
            pygame.draw.polygon(surface, P.BAD, pts, width)
            d = cam.size * 0.28
            pygame.draw.line(surface, P.BAD, (x - d, y - d), (x + d, y + d), width)
            pygame.draw.line(surface, P.BAD, (x - d, y + d), (x + d, y - d), width)
        # the first hex carries the same dot as the legal spots (see the legend)
        (q0, r0), _, lv0 = cells[0]
        x, y = cam.to_screen(q0, r0, lv0)
        rad = max(3, cam.size // 6)
        pygame.draw.circle(surface, P.SHADOW, (x, y + bob), rad + 2)
        pygame.draw.circle(surface, P.GOOD if info["legal"] else P.MARBLE, (x, y + bob), rad)
        # preview tag above the ghost
        xs = [cam.to_screen(q, r, lv)[0] for (q, r), _, lv in cells]
        ys = [cam.to_screen(q, r, lv)[1] for (q, r), _, lv in cells]
        x, y = sum(xs) / 3, min(ys) - cam.size * 1.3
        self._draw_preview_tag(surface, info, (x, y))

    def _preview_parts(self, info) -> list[tuple[str, tuple]]:
        if not info["legal"]:
            return [(info["reason"] or "not allowed", P.BAD)]
        d = info["score_delta"]
        parts = []
        tot = d.get("total", 0)
        parts.append((f"{tot:+d} pts", P.GOOD if tot > 0 else (P.BAD if tot < 0 else P.TEXT)))
        for c in COLOURS:
            if d.get(c):
                parts.append((f"{COLOUR_NAMES[c]} {d[c]:+d}", P.AK_COLORS[c]))
        g = info.get("stones_gained", 0)
        cost = self.selected or 0
        if g or cost:
            parts.append((f"stones {g - cost:+d}" + (f" (+{g} quarry)" if g else ""), P.MARBLE_SHADE))
        lv = info.get("level", 1)
        parts.append((f"level {lv}", hexdraw.level_outline(lv) if lv > 1 else P.MUTED))
        return parts

    def _draw_preview_tag(self, surface, info, pos) -> None:
        size = int(16 * self.u)
        parts = self._preview_parts(info)
        f = font(size, bold=True)
        widths = [f.size(t)[0] for t, _ in parts]
        w = sum(widths) + 12 * (len(parts) - 1) + 20
        h = f.get_linesize() + 8
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(pos[0]), int(pos[1]))
        r.clamp_ip(self.view_rect.inflate(-8, -8))
        draw_panel(surface, r, P.LAPIS_DARK, P.GOOD if info["legal"] else P.BAD, radius=8,
                   border_w=2, shadow=False)
        x = r.x + 10
        for (t, col), w_ in zip(parts, widths):
            text(surface, t, (x, r.centery), size, col, "midleft", bold=True)
            x += w_ + 12

    def _draw_hover(self, surface) -> None:
        seat = self.viewed
        q, r = self.pick(self.hover_pos)
        c = self.shown[seat].get((q, r))
        if c is None:
            return
        cam = self.camera
        x, y = cam.to_screen(q, r, c.level)
        pygame.draw.polygon(surface, P.GOLD_LIGHT, hexdraw.hex_points(x, y, cam.size), 2)
        if c.kind == "quarry":
            msg = f"Quarry, level {c.level}: covering it gives 1 stone"
        elif c.kind == "plaza":
            stars = hexdraw.PLAZA_STARS.get(c.color, 1)
            msg = (f"{SINGULAR[c.color]} plaza, level {c.level}: {stars} star"
                   f"{'s' if stars > 1 else ''} for {COLOUR_NAMES[c.color].lower()}")
        else:
            msg = self.district_explanation(seat, (q, r))
        self._tip = (msg, self.hover_pos, int(16 * self.u), int(360 * self.u))

    # ---- Construction Site
    def _draw_site(self, surface) -> None:
        st = self.state
        u = self.u
        draw_panel(surface, self.site_rect.inflate(-int(8 * u), -int(8 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(12 * u))
        # stacks left
        sr = self.stack_rect
        n = st.stacks_left
        for k in range(min(n, 5)):
            rr = pygame.Rect(0, 0, int(sr.w * 0.62), int(sr.h * 0.42))
            rr.center = (sr.centerx - k * 3, sr.y + sr.h * 0.42 - k * 4)
            draw_panel(surface, rr, P.LAPIS, P.GOLD_DARK, radius=6, border_w=1, shadow=(k == 0))
        text(surface, f"{n} stack{'s' if n != 1 else ''}", (sr.centerx, sr.y + sr.h * 0.72),
             int(16 * u), P.TEXT, "center", bold=True)
        text(surface, "left", (sr.centerx, sr.y + sr.h * 0.88), int(14 * u), P.MUTED, "center")
        seat = st.current_seat
        stones = st.stones[seat] if seat is not None else 0
        ts = max(10, int(17 * u))
        shown = self.shown_site
        clip = surface.get_clip()
        surface.set_clip(self.site_rect.inflate(-int(12 * u), -int(10 * u)).clip(clip))
        for i, tid in enumerate(shown):
            rect = self._card_rect(i)
            cx, yoff = self.site_x.get(tid, [rect.x, 0.0])
            rect = rect.move(int(cx - rect.x), int(yoff))
            last = i == len(shown) - 1
            can = seat is not None and i <= stones and self.kinds[seat] == "person"
            sel = self.selected == i
            fill = P.PANEL_LIGHT if sel else P.lerp(P.PANEL, P.BG, 0.3)
            border = P.GOLD_LIGHT if sel else (P.GOLD_DARK if can else P.DISABLED)
            draw_panel(surface, rect, fill, border, radius=int(10 * u), border_w=3 if sel else 1,
                       shadow=True)
            tile = st.tiles[tid]
            rot = self.rotation if sel else 0
            offs = placement_hexes(tile, 0, 0, rot)
            lay_cx = rect.centerx
            lay_cy = rect.y + rect.h * 0.42
            from game.core.hexgrid import Layout
            lay = Layout(ts, (0, 0))
            pts = [lay.to_pixel(q, r) for q, r in offs]
            mx = sum(p[0] for p in pts) / 3
            my = sum(p[1] for p in pts) / 3
            for (q, r), (kind, color) in sorted(zip(offs, tile.hexes), key=lambda it: (it[0][1], it[0][0])):
                px, py = lay.to_pixel(q, r)
                hexdraw.blit_column(surface, kind, color, 1, ts,
                                    (lay_cx + px - mx, lay_cy + py - my + hexdraw.lift(ts) / 2))
            # cost in stones
            cy = rect.bottom - int(14 * u)
            if st.is_terminal:
                text(surface, "unused", (rect.centerx, cy), int(15 * u), P.MUTED, "center")
            elif i == 0:
                text(surface, "free", (rect.centerx, cy), int(15 * u), P.GOOD, "center", bold=True)
            else:
                rad = max(3, int(5 * u))
                gap = rad * 2 + 3
                x0 = rect.centerx - gap * (i - 1) / 2
                for k in range(i):
                    pygame.draw.circle(surface, P.SHADOW, (x0 + k * gap, cy + 1), rad + 1)
                    pygame.draw.circle(surface, P.MARBLE_SHADE if can else P.DISABLED,
                                       (x0 + k * gap, cy), rad)
            if last and len(shown) > 1:
                text(surface, "stays", (rect.right - int(6 * u), rect.y + int(4 * u)), int(12 * u),
                     P.MUTED, "topright")
            if not can and seat is not None and self.kinds[seat] == "person" and i > stones:
                surface.blit(veil(rect.size, (*P.SHADOW, 90)), rect)
            text(surface, str(i + 1), (rect.x + int(7 * u), rect.y + int(4 * u)), int(13 * u), P.MUTED)
        surface.set_clip(clip)
        hp = self.hover_pos
        if hp is not None and self.site_rect.collidepoint(hp) and not self.busy:
            for i, tid in enumerate(shown):
                if self._card_rect(i).collidepoint(hp):
                    self._tip = (self.tile_description(i), hp, int(15 * u), int(320 * u))
                    break

    # ---- scores
    def _draw_panel(self, surface) -> None:
        st = self.state
        u = self.u
        pr = self.panel_rect
        draw_panel(surface, pr.inflate(-int(8 * u), -int(8 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(12 * u))
        rnd = f"Round {st.round}" + ("  \u00b7  game over" if st.is_terminal else "")
        text(surface, rnd, (pr.x + int(20 * u), int(14 * u)), int(19 * u), P.GOLD_LIGHT, caps=True)
        if st.variants:
            text(surface, "variants: " + ", ".join(st.variants), (pr.right - int(16 * u), int(17 * u)),
                 int(13 * u), P.MUTED, "topright")
        self._colour_cells = {}
        for s, rect in enumerate(self.score_rects):
            self._draw_score_card(surface, s, rect)
        if self.hover_pos is not None and pr.collidepoint(self.hover_pos) and self.anim is None \
                and not self.anims:   # explanations read the state: not while moves land
            for (s, c), r in self._colour_cells.items():
                if r.collidepoint(self.hover_pos):
                    self._tip = (self.colour_explanation(s, c), self.hover_pos, int(15 * u),
                                 int(300 * u))
                    break

    def tile_description(self, index: int) -> str:
        """One tooltip text for the Construction Site tile at ``index``: its hexes and cost."""
        st = self.state
        tile = st.tiles[self.shown_site[index]]
        parts = []
        for kind, color in tile.hexes:
            if kind == "quarry":
                parts.append("quarry")
            elif kind == "plaza":
                n = hexdraw.PLAZA_STARS.get(color, 1)
                parts.append(f"{SINGULAR[color].lower()} plaza ({n} star{'s' if n > 1 else ''})")
            else:
                parts.append(SINGULAR[color].lower())
        cost = "free" if index == 0 else f"costs {index} stone{'s' if index > 1 else ''}"
        if index == len(self.shown_site) - 1 and len(self.shown_site) > 1:
            cost += "; the last tile is never bought (AK-4)"
        return f"{', '.join(parts).capitalize()}: {cost}"

    def district_explanation(self, seat: int, pos: tuple[int, int]) -> str:
        """Hover text for the visible district at ``pos`` in ``seat``'s city (AK-7): what it
        counts and the colour's plaza stars, e.g. "Garden, level 1: counts 1 \u2014 but no green
        plaza yet, so 0 points", "Garden, level 2: counts 2 \u00d7 3 stars", or why it does not
        count (the core's district_status reason).  Values come from the core's scoring."""
        c = self.state.cities[seat].cells[pos]
        head = f"{SINGULAR[c.color]}, level {c.level}"
        why = self.district_status(seat).get(pos)
        if why:
            return f"{head}: does not count \u2014 {why}"
        value = self.district_values(seat).get(pos, c.level)
        stars = self.ledger(seat)[c.color]["stars"]
        if not stars:
            return (f"{head}: counts {value} \u2014 but no {c.color} plaza yet, so 0 points")
        return f"{head}: counts {value} \u00d7 {plural(stars, 'star')}"

    def district_values(self, seat: int) -> dict:
        """(q, r) -> what each visible district counts (level, variant doubling; the solo
        Architect's level value, AK-10), from the core's scoring."""
        key = (self.version, seat)
        if key not in self._values_cache:
            st = self.state
            cells = st.cities[seat].cells
            if st.solo and seat == 1:
                v = st.data.solo_levels[st.solo].district_value
                values = {p: v for p, c in cells.items() if c.kind == "district"}
            else:
                from game.core.akropolis import scoring
                values = {p: val for p, (val, _) in scoring.analyse(cells, st.rules).items()}
            self._values_cache = {key: values}
        return self._values_cache[key]

    def colour_explanation(self, seat: int, colour: str) -> str:
        """Why a seat's colour scores what it does: value x stars, and the districts that do
        not count, grouped by the core's reason (AK-7)."""
        led = self.ledger(seat)[colour]
        cells = self.state.cities[seat].cells
        status = self.district_status(seat)
        mine = [p for p, c in cells.items() if c.kind == "district" and c.color == colour]
        reasons: dict = {}
        for p in mine:
            why = status.get(p)
            if why:
                reasons[why] = reasons.get(why, 0) + 1
        lines = [f"{COLOUR_NAMES[colour]}: {led['value']} \u00d7 {led['stars']} star"
                 f"{'s' if led['stars'] != 1 else ''} = {led['points']}"]
        lines.append(f"{len(mine)} visible, {len(mine) - sum(reasons.values())} scoring")
        for why, k in sorted(reasons.items()):
            lines.append(f"{k} {why}")
        if not led["stars"]:
            lines.append("no plaza of this colour: no points")
        return "\n".join(lines)

    def _draw_score_card(self, surface, s: int, rect: pygame.Rect) -> None:
        st = self.state
        u = self.u
        active = self.active_seat == s
        viewed = self.viewed == s
        seat_col = P.SEAT_COLORS[s % len(P.SEAT_COLORS)]
        draw_panel(surface, rect, P.PANEL_LIGHT if viewed else P.lerp(P.PANEL, P.BG, 0.2),
                   P.GOLD_LIGHT if active else (seat_col if viewed else P.GOLD_DARK),
                   radius=int(10 * u), border_w=3 if active else 1, shadow=False)
        led = self.card_ledger[s]
        x = rect.x + int(10 * u)
        y = rect.y + int(6 * u)
        pygame.draw.circle(surface, seat_col, (x + int(6 * u), y + int(11 * u)), int(6 * u))
        name = self.names[s]
        nsize = fit_size(name, rect.w - int(150 * u), int(18 * u), bold=True)
        text(surface, name, (x + int(18 * u), y), nsize, P.TEXT, bold=True)
        kind = self.kinds[s]
        tx = x + int(18 * u)
        ty = y + int(21 * u)
        if active:
            h = int(6 * u)
            pygame.draw.polygon(surface, P.GOLD_LIGHT, [(tx, ty + 3), (tx, ty + 3 + 2 * h),
                                                        (tx + int(1.6 * h), ty + 3 + h)])
            tx += int(14 * u)
            word = "building" if self.anim is not None else "to play"
            tx = text(surface, word, (tx, ty), int(13 * u), P.GOLD_LIGHT).right + int(10 * u)
        tag = {"ai": "AI", "person": "", "architect": "Illustrious Architect"}[kind]
        if tag:
            tx = text(surface, tag, (tx, ty), int(13 * u), P.MUTED).right + int(10 * u)
        if st.chief_architect == s and not st.solo:
            sr = int(7 * u)
            pts = hexdraw.star_points(tx + sr, ty + sr + 2, sr)
            pygame.draw.polygon(surface, P.GOLD_LIGHT, pts)
            text(surface, "Chief Architect", (tx + 2 * sr + 4, ty), int(13 * u), P.GOLD_LIGHT)
        text(surface, str(led["total"]), (rect.right - int(10 * u), y - int(2 * u)), int(30 * u),
             P.GOLD_LIGHT, "topright", bold=True)
        # stones (right-aligned; Metagenes' quarry points after them, AK-10)
        sy = y + int(44 * u)
        label = plural(self.card_stones[s], "stone")
        if led.get("quarries"):
            label += f"  \u00b7  quarries {led['quarries']} pts"
        r_ = text(surface, label, (rect.right - int(10 * u), sy), int(14 * u), P.TEXT, "midright")
        sx = r_.x - int(10 * u)
        pygame.draw.circle(surface, P.MARBLE_SHADE, (sx, sy), int(6 * u))
        pygame.draw.circle(surface, P.SHADOW, (sx, sy), int(6 * u), 1)
        # per colour: value x stars = points
        avail_h = rect.bottom - (y + int(54 * u))
        if avail_h < int(24 * u):
            return
        cw = (rect.w - int(20 * u)) / 5
        base_y = y + int(56 * u)
        sw = max(8, int(11 * u))
        for k, c in enumerate(COLOURS):
            e = led[c]
            cx = rect.x + int(10 * u) + cw * k + cw / 2
            self._colour_cells[(s, c)] = pygame.Rect(int(cx - cw / 2), base_y, int(cw),
                                                     rect.bottom - base_y)
            hexdraw.blit_column(surface, "district", c, 1, sw, (cx, base_y + sw + hexdraw.lift(sw)))
            line = f"{e['value']}\u00d7{e['stars']}"
            ty = base_y + 2 * sw + int(4 * u)
            text(surface, line, (cx, ty), int(14 * u), P.MUTED, "midtop")
            if avail_h > int(58 * u):
                text(surface, f"={e['points']}", (cx, ty + int(16 * u)), int(16 * u),
                     P.TEXT if e["points"] else P.MUTED, "midtop", bold=True)

    # ---- bottom bar and overlays
    def builds(self, seat: int) -> str:
        """``You build…`` / ``Pericles builds…``."""
        return f"{agree(self.names[seat], 'builds')}\u2026"

    def whose(self, seat: int) -> str:
        """``your`` for the seat named "You", else ``Pericles's``."""
        who = self.names[seat]
        return "your" if who == "You" else f"{who}'s"

    def _hints_on(self) -> bool:
        """Key hints in the status line: the ``show_hints`` setting, and never under a pause
        or dialog (their own controls apply then)."""
        if self.covered:
            return False
        try:
            return bool(self.settings.get("show_hints", True))
        except AttributeError:
            return True

    def _status_text(self) -> tuple[str, tuple]:
        st = self.state
        dev = self.device
        if self.message and not self._refusal_stale():
            return self.message, (P.BAD if self.message_bad else P.TEXT)
        a = self.anim
        if a is not None and "seat" in a:
            return (self.builds(a["seat"]) if a["type"] in ("look", "drop", "pause") else ""), P.MUTED
        if self.anims:
            return "", P.MUTED
        if st.is_terminal:
            msg = f"Final cities: {self.whose(self.viewed)} city"
            if self._hints_on():
                msg += " \u2014 " + ("click a name to see its city" if dev == "mouse" else
                                      hint_line(dev, REVIEW_PAIRS))
            return msg, P.TEXT
        seat = st.current_seat
        if self.kinds[seat] != "person":
            return f"{agree(self.names[seat], 'is')} thinking\u2026", P.MUTED
        if self.busy:
            return "", P.TEXT
        who = self.names[seat]
        if self.viewed != seat:
            return (f"Viewing {self.whose(self.viewed)} city; click your tab or pick a tile "
                    f"to return"), P.MUTED
        if self.selected is None:
            hint = "pick a tile"
            if self._hints_on():
                hint = "click a tile in the Construction Site" if dev == "mouse" else \
                    hint_line(dev, PICK_PAIRS)
            return f"{who}: {hint}; {plural(st.stones[seat], 'stone')}", P.TEXT
        # the ghost's tag tells what the current spot gives or why it is refused
        hint = hint_line(dev, PLACE_PAIRS.get(dev, PLACE_PAIRS["keyboard"])) if self._hints_on() \
            else "place the tile"
        return f"{who}: {hint}", P.TEXT

    def _draw_bottom(self, surface) -> None:
        u = self.u
        br = self.bottom_rect
        draw_panel(surface, br.inflate(-int(8 * u), -int(6 * u)), P.PANEL, P.PANEL_BORDER,
                   radius=int(10 * u), shadow=False)
        msg, col = self._status_text()
        size = fit_size(msg, self.status_w - int(10 * u), int(17 * u))
        sy = br.y + int(22 * u) if self.compact else br.centery
        text(surface, msg, (br.x + int(18 * u), sy), size, col, "midleft")
        tile_on = self.selected is not None and self.person_turn
        review = self.review_mode
        for b in self.visible_buttons():
            if b.key in ("rotl", "rotr", "confirm", "cancel"):
                b.enabled = tile_on
            focused = self.hover_pos is not None and b.rect.collidepoint(self.hover_pos) and b.enabled
            b.draw(surface, focused or (review and b is self.back_button))

    @property
    def review_mode(self) -> bool:
        """The finished game, looked at from its results (read-only)."""
        return self.state.is_terminal and self.results_scene is not None and not self.anims \
            and self.anim is None

    def visible_buttons(self) -> list:
        if self.review_mode:
            return [b for b in self.buttons if b.key not in ("rotl", "rotr", "confirm", "cancel")] \
                + [self.back_button]
        return list(self.buttons)

    def back_to_results(self) -> None:
        """From the read-only review of the final cities back to the results."""
        if self.results_scene is None or self.app is None:
            return
        self.press, self.dragging = None, False
        self.app.push(self.results_scene)

    def _draw_tabs(self, surface) -> None:
        u = self.u
        for s, r in enumerate(self.tabs):
            on = s == self.viewed
            col = P.SEAT_COLORS[s % len(P.SEAT_COLORS)]
            draw_panel(surface, r, P.PANEL_LIGHT if on else P.PANEL, col if on else P.GOLD_DARK,
                       radius=int(8 * u), border_w=2 if on else 1, shadow=False,
                       alpha=255 if on else 200)
            label = self.names[s]
            size = fit_size(label, r.w - int(14 * u), int(16 * u))
            text(surface, label, r.center, size, P.TEXT if on else P.MUTED, "center")

    def _draw_overlays(self, surface) -> None:
        u = self.u
        if self._tip is not None:
            msg, pos, size, width = self._tip
            draw_tooltip(surface, msg, pos, size=size, max_width=width)
        for t, x, y, age, col in self.floaters:
            a = max(0, min(255, int(255 * (1.4 - age) / 0.6)))
            img = font(int(17 * u), bold=True).render(t, True, col)
            img.set_alpha(a)
            surface.blit(img, img.get_rect(center=(x, y - age / 1.4 * self.FLOAT_RISE * u)))
        if self.banner is not None:
            msg = self.banner[0]
            size = int(22 * u)
            w = font(size, caps=True).size(msg)[0] + int(40 * u)
            r = pygame.Rect(0, 0, w, int(44 * u))
            r.center = (self.view_rect.centerx, self.view_rect.y + int(70 * u))
            draw_panel(surface, r, P.LAPIS_DARK, P.GOLD, radius=int(10 * u), border_w=2)
            text(surface, msg, r.center, size, P.GOLD_LIGHT, "center", caps=True)

    def widget_rects(self) -> list:
        return [b.rect for b in self.visible_buttons()] + list(self.tabs) + list(self.score_rects) + \
            [self._card_rect(i) for i in range(len(self.state.site))]
