"""The Picture Pie table (Master Architect Campaign, PP-25): the scene people play on.

Reads a :class:`game.core.picture_pie.state.PicturePieState` and turns logical input
(:class:`game.input.actions.Act`) into rules actions; every refused action shows the core's
``why_illegal`` sentence in the message strip and changes nothing.  ``draw`` never changes the
game: animations are scene-side tweens started from ``state.events`` after each apply.

Turn flow as stages (the core's "setup", "draft", "build"): setup picks (PP-12), draft (Law 3,
PP-9), then place (ghost preview snapped to free slots, PP-5), rotate sites (PP-6), an optional
wheel turn (PP-10), end turn (PP-11, PP-13).  Undo takes back this turn's actions (PP-7).

Keyboard focus: exactly one ring on a person's turn, drawn only while the keyboard or a controller
was used last (mouse players see none); each stage starts it on the
sensible thing (setup: the first pick; draft: the Sundial sector's first tile; build: the first
hand tile).  Arrows move to the nearest item in that direction on screen, inside the focused area
first, else into the next area that way; Tab/Shift-Tab (LB/RB) cycle the stage's areas.  Enter
confirms; Q/E rotate the ghost (while a tile is chosen) or the focused site; Z undo; T/End end the
turn; Esc drops the chosen tile (or draft piece) if there is one, else pauses (P always pauses).
A line above the buttons names the keys for the state of the interaction (:meth:`interaction`)
and the last used device (keyboard, mouse or controller); the Q/E turn of the ghost is kept from
site to site (snapped to the nearest start slot that fits).  A "chosen" tile is lifted with an
azure rim and a check mark; the gold ring is only ever the focus.  After the game the results'
"View boards" brings the table back read-only (:attr:`review_mode`).
Mouse: click wheel tiles to draft (a Half at once; small pieces one or two, then Take or click a
chosen one again), click a hand or yard tile, hover a site (the ghost snaps under the pointer),
click to place; right click or the mouse wheel turns the ghost (or the site when no tile is
chosen); buttons for everything else.

AI seats are run by the shell's :class:`game.app.ai_driver.AiDriver` (thinking off the frame
loop) once the last animation has finished, then act at a readable pace: a pause of
``ai_delay`` x the action's PACE factor (``options["ai_delay"]`` or the ``ai_delay`` setting,
default from game.app.settings.DEFAULTS, seconds; 0 in tests, where the AI also thinks inline).

Settings read live from ``app.settings``: ``animations`` off, moves and effects land at once (no
flights, flourishes, glows or wheel sweeps; the AI pace above still applies); ``show_hints`` off,
the key hint line is not drawn.  Key names in texts come from game.input.hints.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.app.ai_driver import AiDriver
from game.app.scene import Scene
from game.app.settings import DEFAULTS
from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel)
from game.core.picture_pie.state import setup_picks_text
from game.core.state import IllegalAction
from game.input.actions import Act, InputEvent
from game.render import effects as fx
from game.render import palette as P
from game.render import pie, wheel
from game.render.fonts import render as render_text
from game.scenes.picture_pie.layout import BUTTON_LABELS, BUTTONS, TableLayout
from game.storage import saves

SIZE_WORD = {8: "Whole", 4: "Half", 2: "Quarter", 1: "Eighth"}
FRACTION = {8: "1", 4: "1/2", 2: "1/4", 1: "1/8"}
PACE = {"pick": 0.5, "draft_half": 1.0, "draft_small": 1.0, "draft_nothing": 0.6, "place": 1.0,
        "rotate": 0.35, "store": 0.6, "turn_wheel": 0.9, "end_turn": 0.8}
MAX_AI_ACTIONS_PER_TURN = 40


def new_state(config: dict):
    """A fresh state for a New Game config (seats, seed)."""
    from game.games import new_state as make
    return make("picture-pie", len(config["seats"]), int(config.get("seed", 1)))


def _ai_delay(app, config: dict) -> float:
    """Seconds of AI pace: ``options["ai_delay"]``, else the ``ai_delay`` setting read as the
    shell's AiDriver reads it (its default from game.app.settings.DEFAULTS)."""
    delay = (config.get("options") or {}).get("ai_delay")
    if delay is None:
        settings = getattr(app, "settings", None) or {}
        delay = settings.get("ai_delay", DEFAULTS["ai_delay"])
    try:
        return float(delay)
    except (TypeError, ValueError):
        return float(DEFAULTS["ai_delay"])


class PicturePieTable(Scene):
    """The table.  ``PicturePieTable(app, config, state=None)``; ``config`` as in
    game.scenes.tables (seats: name, kind person|ai, ai random|greedy).  Public for tests:
    ``state``, ``layout``, ``message`` (last refusal or note), ``slot_point(site, start, size)``,
    ``wheel_tile_pos(tid)``, ``tray_tile_pos(tid)``, ``button_rect(name)``, ``pick_rect(...)``."""

    name = "pp-table"

    def __init__(self, app, config: dict, state=None):
        super().__init__(app)
        self.covered = False   # a scene (pause, dialog) is above: the key hint line is not drawn
        self.config = config
        self.seats = config["seats"]
        self.state = state if state is not None else new_state(config)
        from game.ai import make_player
        seed = int(config.get("seed", 1))
        kinds = {i: seat.get("ai", "greedy") for i, seat in enumerate(self.seats)
                 if seat.get("kind") == "ai"}
        # pace comes from the table's own pauses (per action kind), so the driver waits 0
        self.ai = AiDriver(lambda s: make_player(kinds[s], "picture-pie", seed * 31 + s),
                           delay=0.0, threaded=_ai_delay(app, config) > 0)
        self.fx = fx.Effects()
        self.ai_actions_this_turn = 0
        self.results_shown = False
        self.results_scene = None   # set by the results' "View boards": read-only review
        # interaction state (scene-side only)
        self.zone = "tray"
        self.focus = {"wheel": 0, "tray": 0, "board": 5, "buttons": BUTTONS.index("end"),
                      "picks": 0}
        self._focus_key = None   # (stage, seat, round) the focus was last placed for
        self.selected_small: list[int] = []
        self.chosen: int | None = None      # tile id chosen to place (hand or yard)
        self.hover_site: int | None = None
        self.hover_slot: int | None = None
        self.ghost_start: int | None = None
        self.pointer: tuple[int, int] | None = None
        self.hover_button: str | None = None
        self.message = ""
        self.message_bad = False
        self.message_t = 0.0
        self._preview_cache: tuple | None = None
        # animation state
        self.vis_rotation = float(self.state.wheel.rotation)
        self.vis_sundial = float(self.state.sundial)
        self._wheel_tw = fx.CircleTween(self.vis_rotation, 6, 0.65)
        self._sundial_tw = fx.CircleTween(self.vis_sundial, 6, 0.8)
        self.spin = 0.0  # bench: extra continuous wheel spin
        self.site_offset: dict[tuple[int, int], float] = {}
        self.hidden: set[int] = set()          # tiles in flight, drawn by their flyer
        self.time = 0.0
        self._board_cache: dict[int, tuple] = {}
        self._bg_cache: tuple | None = None
        self.wheel_spots: dict[int, tuple] = {}
        cur = self.state.current_seat
        self.view_seat = cur if cur is not None else 0
        self.layout = TableLayout(self.size, self.state.num_seats, self.main_seat)
        self._auto_choose()
        self._keep_focus()
        self.autosave()

    def autosave(self) -> None:
        """Save the game for Continue (game start, and each time a seat's turn has ended)."""
        saves.autosave(self.app, "picture-pie", self.config, self.state)

    @property
    def ai_delay(self) -> float:
        """Seconds of AI pace (read live, so a change in the Settings applies at once)."""
        return _ai_delay(self.app, self.config)

    @property
    def animations(self) -> bool:
        """The ``animations`` setting (read live): off, moves and effects land at once."""
        settings = getattr(self.app, "settings", None) or {}
        return bool(settings.get("animations", DEFAULTS["animations"]))

    @property
    def show_hints(self) -> bool:
        """The ``show_hints`` setting (read live): off, the key hint line is not drawn."""
        settings = getattr(self.app, "settings", None) or {}
        return bool(settings.get("show_hints", DEFAULTS["show_hints"]))

    def on_cover(self) -> None:
        self.covered = True

    def on_uncover(self) -> None:
        self.covered = False

    @property
    def task(self):
        """The AI computation in progress (None when idle)."""
        return self.ai.task

    # ------------------------------------------------------------------ helpers
    @property
    def main_seat(self) -> int:
        """The seat whose board is drawn large: the active seat, switched only once the last
        seat's animations have finished (so a flourish plays on the board it belongs to)."""
        return self.view_seat

    def is_person(self, seat) -> bool:
        return seat is not None and self.seats[seat].get("kind", "person") != "ai"

    @property
    def person_turn(self) -> bool:
        """A person is to act and their board is the one shown."""
        seat = self.state.current_seat
        return self.is_person(seat) and seat == self.view_seat

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].get("name") or f"Seat {seat + 1}"

    def tile_look(self, tid: int):
        t = self.state.tiles[tid]
        return (tid, t.size, t.motif, t.mark)

    def on_resize(self, size):
        super().on_resize(size)
        self.layout = TableLayout(size, self.state.num_seats, self.main_seat)
        self._board_cache.clear()
        self._bg_cache = None

    def _relayout_if_needed(self):
        if self.layout.size != tuple(self.size) or self._layout_seat != self.main_seat:
            self.layout = TableLayout(self.size, self.state.num_seats, self.main_seat)
            self._board_cache.clear()
            self._bg_cache = None
        self._layout_seat = self.main_seat

    _layout_seat = -1

    def say(self, text: str, bad: bool = False) -> None:
        """Show a note or refusal on the status line; it lasts up to 6 s and only while the
        interaction it was said about lasts (see :meth:`status_text`)."""
        self.message, self.message_bad, self.message_t = text, bad, 6.0
        self._message_key = self._interaction_key()
        self._said += 1

    _message_key: tuple | None = None
    _said = 0  # messages said so far (try_apply sees whether the action said one)

    def _interaction_key(self) -> tuple:
        """What the status line talks about: the game position (stage, seat, round, actions
        this turn, hand, wheel) and the small pieces chosen in the draft.  A message said
        under another key is stale."""
        st = self.state
        return (st.stage, st.seat, st.round, len(st.turn_log), st.hand, st.sundial,
                st.wheel.rotation, tuple(self.selected_small))

    # ------------------------------------------------------------------ positions for tests
    def site_center(self, i: int, seat: int | None = None):
        seat = self.main_seat if seat is None else seat
        if seat == self.main_seat:
            return self.layout.site_center(i)
        return self.layout.others[seat]["centers"][i]

    def slot_point(self, site: int, start: int, size: int) -> tuple[int, int]:
        """Screen point inside ``site`` where the ghost of a ``size`` tile snaps to ``start``."""
        cx, cy = self.layout.site_center(site)
        a = (start + (size - 1) / 2) * pie.SLOT_DEG
        x, y = pie.polar(cx, cy, self.layout.site_radius * 0.62, a)
        return int(round(x)), int(round(y))

    def wheel_tile_pos(self, tid: int) -> tuple[int, int] | None:
        st = self.state
        for s, tiles in enumerate(st.wheel.sectors):
            if tid in tiles:
                spots = wheel.tile_spots(self.layout.wheel_center, self.layout.wheel_radius,
                                         self._wheel_rot(), [len(t) for t in st.wheel.sectors])
                (x, y), _ = spots[(s, tiles.index(tid))]
                return int(round(x)), int(round(y))
        return None

    def tray_tiles(self) -> list[tuple[str, int, tuple]]:
        """[(where, tile id, centre)] for the main seat's hand and yard."""
        st = self.state
        out = []
        seat = self.main_seat
        hand = st.hand if seat == st.current_seat else ()
        for i, tid in enumerate(hand[:len(self.layout.hand_spots)]):
            out.append(("hand", tid, self.layout.hand_spots[i]))
        for i, tid in enumerate(st.boards[seat].yard[:len(self.layout.yard_spots)]):
            out.append(("yard", tid, self.layout.yard_spots[i]))
        return out

    def tray_tile_pos(self, tid: int) -> tuple[int, int] | None:
        for _w, t, (x, y) in self.tray_tiles():
            if t == tid:
                return int(round(x)), int(round(y))
        return None

    def button_rect(self, name: str) -> pygame.Rect:
        return self.layout.buttons[name]

    def pick_rect(self, size: int, motif: str, mark=None) -> pygame.Rect:
        return self.layout.pick_rects[(size, motif, mark)]

    def widget_rects(self) -> list:
        if self.review_mode:
            return self.layout.all_rects() + [self.back_rect()]
        return self.layout.all_rects()

    # ------------------------------------------------------------------ review of the final boards
    @property
    def review_mode(self) -> bool:
        """True while the finished game is looked at from the results ("View boards"): nothing
        can be played; Tab / arrows / a click on a small board show another seat's board large,
        Esc / Enter / "Back to results" return."""
        return self.results_scene is not None and self.state.is_terminal

    def back_rect(self) -> pygame.Rect:
        """The "Back to results" button of the review: it spans the Undo..Menu buttons."""
        b = self.layout.buttons
        return b["undo"].union(b["menu"])

    def view(self, seat: int) -> None:
        """Show ``seat``'s board large (review of the final boards)."""
        self.view_seat = seat % self.state.num_seats
        self._relayout_if_needed()

    def back_to_results(self) -> None:
        """From the read-only review of the final boards back to the results."""
        if self.results_scene is not None and self.app is not None:
            self.app.push(self.results_scene)

    def _handle_review(self, ev: InputEvent) -> bool:
        act = ev.act
        if act in (Act.BACK, Act.PAUSE, Act.CONFIRM):
            self.back_to_results()
        elif act in (Act.NEXT, Act.TAB, Act.RIGHT, Act.DOWN, Act.END_TURN):
            self.view(self.view_seat + 1)
        elif act in (Act.PREV, Act.LEFT, Act.UP):
            self.view(self.view_seat - 1)
        elif act in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos:
            self.pointer = ev.pos
        elif act == Act.POINTER_DOWN and ev.pos:
            if self.back_rect().collidepoint(ev.pos):
                self.back_to_results()
                return True
            for seat, o in self.layout.others.items():
                if o["rect"].collidepoint(ev.pos):
                    self.view(seat)
                    return True
        return True

    # ------------------------------------------------------------------ applying actions
    def try_apply(self, action) -> bool:
        """Apply ``action`` if legal (with its animation); else show why and change nothing."""
        st = self.state
        reason = st.why_illegal(action)
        if reason is not None:
            self.say(reason, bad=True)
            return False
        before = self._positions_before(action)
        seat = st.current_seat
        try:
            st.apply(action)
        except IllegalAction as exc:  # the core disagrees with itself: still refuse cleanly
            self.say(exc.reason, bad=True)
            return False
        said = self._said
        self._after_apply(action, seat, before)
        if self._said != said:
            self._message_key = self._interaction_key()  # said about this action: current
        return True

    def _positions_before(self, action) -> dict:
        """Screen spots of tiles an action will move (read before the state changes)."""
        pos = {}
        st = self.state
        ids = ()
        if isinstance(action, DraftHalf):
            ids = (action.tile_id,)
        elif isinstance(action, DraftSmall):
            ids = action.tile_ids
        for tid in ids:
            p = self.wheel_tile_pos(tid)
            if p:
                pos[tid] = p
        if isinstance(action, (Place, Store)):
            p = self.tray_tile_pos(action.tile_id)
            if p:
                pos[action.tile_id] = p
        if isinstance(action, EndTurn):
            for tid in st.hand:
                p = self.tray_tile_pos(tid)
                if p:
                    pos[tid] = p
        return pos

    def _after_apply(self, action, seat, before) -> None:
        st = self.state
        self._board_cache.pop(seat, None)
        self._preview_cache = None
        lay = self.layout
        ai = not self.is_person(seat)
        fly = 0.55 if ai else 0.3
        # the "animations" setting off: no flights, glows or flourishes; everything lands at once
        anim = self.animations
        fxa = self.fx.add if anim else (lambda _effect: None)
        if isinstance(action, (DraftHalf, DraftSmall)):
            self.selected_small = []
            for k, tid in enumerate(st.hand):
                if tid in before and k < len(lay.hand_spots):
                    self._fly(tid, before[tid], lay.hand_spots[k], wheel_r(lay), lay.tray_radius,
                              fly, lift=50)
        for ev in st.events:
            kind = ev.get("type")
            if kind == "place":
                site = ev["site"]
                tid = ev["tile"]
                dest = self.site_center(site, seat)
                r = self._site_radius(seat)
                src = before.get(tid, dest)
                t = st.tiles[tid]
                if anim:
                    surf = pie.tile_surface(r, t.size, t.motif, ev["slot"] * pie.SLOT_DEG,
                                            t.mark)
                    self.hidden.add(tid)
                    scale0 = lay.tray_radius / max(1, r)
                    self.fx.add(fx.Flyer(surf, src, dest, fly, lift=30, scale0=scale0,
                                         on_land=self._landed(tid, seat)))
                if self.chosen == tid:
                    self.chosen = None
            elif kind == "completed":
                c = self.site_center(ev["site"], seat)
                r = self._site_radius(seat)
                fxa(_Delayed(fly, fx.Flourish(c, r, ev.get("points"), seed=ev["site"])))
                self.say(f"{self.seat_name(seat)} completed monument "
                         f"{ev['site'] // 4},{ev['site'] % 4}: +{ev.get('points', 0)}.")
            elif kind == "link":
                a, b = ev.get("sites", (None, None))[:2]
                if a is not None:
                    p0, p1 = self._link_points(seat, a, b)
                    fxa(_Delayed(fly + 0.2, fx.LinkGlow(p0, p1, ev.get("mark", "road"),
                                                        max(4, self._site_radius(seat) / 8))))
            elif kind == "rotate" and anim:
                k = (ev["site"], seat)
                off = -ev["steps"] * 45.0
                if off < -180:
                    off += 360
                self.site_offset[k] = self.site_offset.get(k, 0.0) + off
            elif kind == "refill":
                n = len(ev.get("tiles", ()))
                for j, tid in enumerate(ev.get("tiles", ()) if anim else ()):
                    self.hidden.add(tid)
                    self.fx.add(_RefillFlyer(self, tid, j * 0.12 + (0.3 if ai else 0.15)))
                if n:
                    self.say(f"Sector {ev['sector'] + 1} refilled from the bag ({n} tiles).")
            elif kind == "discard":
                self.say(f"{self.seat_name(seat)}: a tile went to the box "
                         f"({ev.get('points', -100)}).", bad=True)
                fxa(fx.FloatText(str(ev.get("points", -100)), lay.tray.center, color=P.BAD,
                                 px=lay.font_px + 6))
            elif kind == "token":
                fxa(_Delayed(fly, fx.FloatText("Imperial Laurel +1", self.site_center(
                    ev["site"], seat), px=lay.font_px)))
            elif kind == "round":
                self.say(f"Round {ev['round']} of {st.data.rounds}.")
        if isinstance(action, Store) and action.tile_id in before:
            yard = st.boards[seat].yard
            if action.tile_id in yard:
                k = yard.index(action.tile_id)
                if k < len(lay.yard_spots):
                    self._fly(action.tile_id, before[action.tile_id], lay.yard_spots[k],
                              lay.tray_radius, lay.tray_radius, fly)
            if self.chosen == action.tile_id:
                self.chosen = None
        if isinstance(action, EndTurn):
            self.chosen = None
            self.selected_small = []
            self.ai_actions_this_turn = 0
            self.ghost_start = None
        if not st.turn_log:  # a turn has just ended (EndTurn, or a seat's last setup pick)
            self.autosave()
        self._auto_choose()
        self._keep_focus()

    def _landed(self, tid, seat):
        def done():
            self.hidden.discard(tid)
            self._board_cache.pop(seat, None)
        return done

    def _fly(self, tid, p0, p1, r0, r1, dur, lift=30):
        if not self.animations:
            return  # the tile is simply drawn where it now is
        t = self.state.tiles[tid]
        surf = wheel_tile_surface(r1, t.size, t.motif, t.mark)
        self.hidden.add(tid)
        self.fx.add(fx.Flyer(surf, p0, p1, dur, lift=lift, scale0=r0 / max(1, r1),
                             on_land=lambda: self.hidden.discard(tid)))

    def _site_radius(self, seat):
        if seat == self.main_seat:
            return self.layout.site_radius
        o = self.layout.others.get(seat)
        return o["radius"] if o else self.layout.site_radius

    def _link_points(self, seat, a, b):
        ca, cb = self.site_center(a, seat), self.site_center(b, seat)
        r = self._site_radius(seat)
        dx, dy = cb[0] - ca[0], cb[1] - ca[1]
        d = math.hypot(dx, dy) or 1
        ux, uy = dx / d, dy / d
        return ((ca[0] + ux * r * 0.8, ca[1] + uy * r * 0.8),
                (cb[0] - ux * r * 0.8, cb[1] - uy * r * 0.8))

    def _auto_choose(self) -> None:
        """Keep ``chosen`` valid: the first hand tile after a draft, else nothing."""
        st = self.state
        if st.stage != "build" or not self.person_turn:
            self.chosen = None
            return
        own = list(st.hand) + list(st.boards[st.current_seat].yard)
        if self.chosen not in own:
            self.chosen = st.hand[0] if st.hand else None
            self.ghost_start = None

    # ------------------------------------------------------------------ input
    def handle(self, ev: InputEvent) -> bool:
        act = ev.act
        if self.review_mode:
            return self._handle_review(ev)
        if act == Act.PAUSE:
            self.open_pause()
            return True
        if act in (Act.POINTER_MOVE, Act.POINTER_DRAG):
            self._hover(ev.pos)
            return True
        if not self.person_turn or self.state.is_terminal:
            if act == Act.BACK:
                self.open_pause()
                return True
            if act == Act.POINTER_DOWN and ev.pos and self.layout.buttons["menu"].collidepoint(ev.pos):
                self.open_pause()
                return True
            if act in (Act.CONFIRM, Act.POINTER_DOWN, Act.UNDO, Act.END_TURN):
                if not self.state.is_terminal and not self.is_person(self.state.current_seat):
                    self.say(f"{self.seat_name(self.state.current_seat)} (AI) is playing.")
            return True
        if act == Act.POINTER_DOWN:
            self._click(ev.pos)
            return True
        if act == Act.SECONDARY:
            self._hover(ev.pos)
            self._turn_ghost_or_site(-1)
            return True
        if act in (Act.WHEEL_UP, Act.WHEEL_DOWN):
            if ev.pos:
                self._hover(ev.pos)
            self._turn_ghost_or_site(1 if act == Act.WHEEL_UP else -1)
            return True
        if act == Act.UNDO:
            self.press("undo")
            return True
        if act == Act.END_TURN:
            self.press("end")
            return True
        if act == Act.BACK:
            if self.end_confirm_pending:
                self.cancel_end()
            elif self.chosen is not None or self.selected_small:
                self.chosen = None
                self.selected_small = []
                self.say("Choice dropped.")
            else:
                self.open_pause()
            return True
        if act in (Act.NEXT, Act.TAB, Act.PREV):
            zones = self._zones()
            i = zones.index(self.zone) if self.zone in zones else 0
            self.zone = zones[(i + (-1 if act == Act.PREV else 1)) % len(zones)]
            self.pointer = None
            self._keep_focus()
            return True
        if act in (Act.ROTATE_LEFT, Act.ROTATE_RIGHT):
            self._turn_ghost_or_site(1 if act == Act.ROTATE_LEFT else -1)
            return True
        if act in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            self._navigate(act)
            return True
        if act == Act.CONFIRM:
            self._confirm_focus()
            return True
        return False

    def _zones(self) -> list[str]:
        """The focus areas of the current stage, in Tab order."""
        st = self.state
        if st.stage == "setup":
            return ["picks", "buttons"]
        if st.stage == "draft":
            return ["wheel", "buttons"]
        if st.stage == "build":
            return (["tray"] if self.tray_tiles() else []) + ["board", "buttons"]
        return ["buttons"]

    def _keep_focus(self) -> None:
        """Put the focus on the stage's sensible first item when the stage or seat changes, and
        keep it on something that exists (and, for picks, still can be picked)."""
        st = self.state
        if not self.person_turn:
            return
        key = (st.stage, st.current_seat, st.round)
        if key != self._focus_key:
            self._focus_key = key
            if st.stage == "setup":
                self.zone = "picks"
                self.focus["picks"] = self._first_legal_pick()
            elif st.stage == "draft":
                self.zone = "wheel"
                order = self._wheel_order()
                active = st.wheel.sectors[st.active_sector]
                self.focus["wheel"] = order.index(active[0]) if active else 0
            elif st.stage == "build":
                self.zone = "tray" if self.tray_tiles() else "board"
                self.focus["tray"] = 0
        zones = self._zones()
        if self.zone not in zones:
            self.zone = zones[0]
        if self.zone == "picks":
            keys = list(self.layout.pick_rects)
            if Pick(*keys[self.focus["picks"] % len(keys)]) not in set(st.legal_actions()):
                self.focus["picks"] = self._first_legal_pick()
        elif self.zone == "tray":
            n = len(self.tray_tiles())
            self.focus["tray"] = min(self.focus["tray"], max(0, n - 1))
        elif self.zone == "wheel":
            n = len(self._wheel_order())
            self.focus["wheel"] = min(self.focus["wheel"], max(0, n - 1))
        elif self.zone == "buttons" and not self._button_enabled(BUTTONS[self.focus["buttons"]]):
            # a button that just went grey (Wheel after the turn, To yard after storing) hands
            # the focus on: End turn if it can be pressed, else the next enabled one
            i = self.focus["buttons"]
            later = [BUTTONS[(i + k) % len(BUTTONS)] for k in range(1, len(BUTTONS))]
            nxt = next((n for n in ["end"] + later if self._button_enabled(n)), "menu")
            self.focus["buttons"] = BUTTONS.index(nxt)

    def _first_legal_pick(self) -> int:
        legal = set(self.state.legal_actions())
        for i, key in enumerate(self.layout.pick_rects):
            if Pick(*key) in legal:
                return i
        return 0

    def focus_items(self) -> list[tuple[str, int, tuple[float, float]]]:
        """(area, index, screen point) of everything the keyboard can focus now."""
        st = self.state
        lay = self.layout
        out = []
        zones = self._zones()
        if "picks" in zones:
            for i, r in enumerate(lay.pick_rects.values()):
                out.append(("picks", i, r.center))
        if "wheel" in zones:
            for i, tid in enumerate(self._wheel_order()):
                out.append(("wheel", i, self.wheel_tile_pos(tid)))
        if "tray" in zones:
            for i, (_w, _tid, p) in enumerate(self.tray_tiles()):
                out.append(("tray", i, p))
        if "board" in zones:
            for i in range(12):
                out.append(("board", i, lay.site_center(i)))
        if "buttons" in zones:
            for i, name in enumerate(BUTTONS):
                if self._button_enabled(name) or (self.zone == "buttons" and
                                                  self.focus["buttons"] == i):
                    out.append(("buttons", i, lay.buttons[name].center))
        _ = st
        return out

    def focused(self) -> tuple[str, int] | None:
        """(area, index) holding the one keyboard focus ring, or None (not a person's turn)."""
        if not self.person_turn or self.state.is_terminal:
            return None
        z = self.zone
        if z not in self._zones():
            return None
        if z == "tray" and not self.tray_tiles():
            return None
        return z, self.focus[z]

    def ring(self) -> tuple[str, int] | None:
        """:meth:`focused`, but None while the mouse is the last used device: the focus ring is
        drawn only for keyboard and controller players."""
        return None if self.device == "mouse" else self.focused()

    def focus_rect(self) -> pygame.Rect | None:
        """Screen rect of the focused item (tests look for the ring there)."""
        f = self.focused()
        if f is None:
            return None
        z, i = f
        lay = self.layout
        if z == "picks":
            return pygame.Rect(list(lay.pick_rects.values())[i % len(lay.pick_rects)])
        if z == "buttons":
            return pygame.Rect(lay.buttons[BUTTONS[i % len(BUTTONS)]])
        if z == "board":
            return lay.site_rect(i)
        if z == "wheel":
            order = self._wheel_order()
            if not order:
                return None
            (x, y) = self.wheel_tile_pos(order[i % len(order)])
            r = int(wheel_r(lay)) + 6
            return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        tiles = self.tray_tiles()
        x, y = tiles[i % len(tiles)][2]
        r = lay.tray_radius + 6
        return pygame.Rect(int(x - r), int(y - r), 2 * r, 2 * r)

    def _navigate(self, act: Act) -> None:
        """Move the focus to the nearest item in the arrow's direction: inside the focused area
        if there is one that way, else in another area of the stage."""
        self._keep_focus()
        items = self.focus_items()
        cur = next((p for z, i, p in items if (z, i) == (self.zone, self.focus.get(self.zone))),
                   None)
        if cur is None:
            return
        dx, dy = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1), Act.DOWN: (0, 1)}[act]
        best = {}
        for z, i, (x, y) in items:
            vx, vy = x - cur[0], y - cur[1]
            along = vx * dx + vy * dy
            side = abs(vx * dy - vy * dx)
            if along < 4 or side > along * 2.5:
                continue
            cost = along + 2 * side
            area = "same" if z == self.zone else "other"
            if area not in best or cost < best[area][0]:
                best[area] = (cost, z, i)
        hit = best.get("same") or best.get("other")
        if hit is None:
            return
        _c, z, i = hit
        self.zone = z
        self.focus[z] = i
        self.pointer = None
        self.hover_site = None
        if self.message_bad:  # moving on: the status line shows the current selection again
            self.message_t = 0.0

    def _wheel_order(self) -> list[int]:
        """Wheel tile ids in screen order (by position clockwise from the top, then spot)."""
        st = self.state
        out = []
        for pos in range(6):
            s = st.wheel.sector_at(pos)
            out.extend(st.wheel.sectors[s])
        return out

    def _confirm_focus(self) -> None:
        z = self.zone
        if z == "picks":
            keys = list(self.layout.pick_rects)
            size, motif, mark = keys[self.focus["picks"] % len(keys)]
            self.try_apply(Pick(size, motif, mark))
        elif z == "wheel":
            order = self._wheel_order()
            if order:
                self.click_wheel_tile(order[self.focus["wheel"] % len(order)])
        elif z == "tray":
            tiles = self.tray_tiles()
            if tiles:
                _w, tid, _p = tiles[self.focus["tray"] % len(tiles)]
                self.choose(tid)
                if self.chosen == tid:
                    self.zone = "board"
                    self._focus_fitting_site()
        elif z == "board":
            self.click_site(self.focus["board"])
        elif z == "buttons":
            self.press(BUTTONS[self.focus["buttons"]])

    def _focus_fitting_site(self) -> None:
        """Keep the board focus where the chosen tile fits, else move it to the nearest site
        (in grid steps) that can take it, so Enter places at once."""
        cur = self.focus["board"]
        g = self.ghost(cur)
        if g is None or g[1]:
            return
        r0, c0 = divmod(cur, 4)
        fits = [i for i in range(12) if self.ghost(i)[1]]
        if fits:
            self.focus["board"] = min(fits, key=lambda i: (abs(i // 4 - r0) + abs(i % 4 - c0), i))

    def _hover(self, pos) -> None:
        if pos is None:
            return
        self.pointer = pos
        lay = self.layout
        self.hover_button = next((n for n, r in lay.buttons.items() if r.collidepoint(pos)), None)
        before = (self.hover_site, self.hover_slot)
        self.hover_site = None
        self.hover_slot = None
        for i, c in enumerate(lay.site_centers):
            k = pie.slot_at(c, lay.site_radius, pos)
            if k is not None:
                self.hover_site, self.hover_slot = i, k
                if "board" in self._zones() and self.person_turn:
                    self.focus["board"] = i
                    self.zone = "board"
                if (i, k) != before:  # the pointer picks the slot; a turn holds while it rests
                    self.ghost_start = None
                break

    def _click(self, pos) -> None:
        self._hover(pos)
        lay = self.layout
        st = self.state
        if self.hover_button:
            self.press(self.hover_button)
            return
        if st.stage == "setup":
            for key, r in lay.pick_rects.items():
                if r.collidepoint(pos):
                    self.focus["picks"] = list(lay.pick_rects).index(key)
                    self.zone = "picks"
                    self.try_apply(Pick(*key))
                    return
        for tid, ((x, y), r) in self.wheel_spots.items():
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (r * 1.1) ** 2:
                self.zone = "wheel"
                order = self._wheel_order()
                if tid in order:
                    self.focus["wheel"] = order.index(tid)
                self.click_wheel_tile(tid)
                return
        for k, (_w, tid, (x, y)) in enumerate(self.tray_tiles()):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (lay.tray_radius * 1.1) ** 2:
                self.zone = "tray"
                self.focus["tray"] = k
                self.choose(tid)
                return
        if self.hover_site is not None:
            self.click_site(self.hover_site)

    def click_wheel_tile(self, tid: int) -> None:
        st = self.state
        if st.stage != "draft":
            self.say("Drafting is done this turn; place, rotate, store, turn the wheel or end "
                     "the turn." if st.stage == "build" else st.why_illegal(DraftHalf(tid)) or "",
                     bad=True)
            return
        t = st.tiles[tid]
        if t.size >= 4:
            self.try_apply(DraftHalf(tid))
            return
        reason = st.why_illegal(DraftSmall((tid,)))
        if reason:
            self.say(reason, bad=True)
            return
        if tid in self.selected_small:
            self.take()
            return
        self.selected_small.append(tid)
        if len(self.selected_small) >= 2:
            self.take()
        else:
            self.message_t = 0.0  # the status line shows the selection (:meth:`_hint`)

    def _small_chosen_text(self) -> str:
        """The status while one small piece is chosen in the draft (Law 3)."""
        t = self.state.tiles[self.selected_small[0]]
        return (f"{SIZE_WORD[t.size]} of {t.motif} chosen: take a second small piece from "
                "this sector, or Take / click it again to take it alone.")

    def take(self) -> None:
        st = self.state
        if st.stage != "draft":
            self.say(st.why_illegal(DraftNothing()) or "Nothing to take.", bad=True)
            return
        if self.selected_small:
            ids = tuple(sorted(self.selected_small))
            self.selected_small = []
            self.try_apply(DraftSmall(ids))
        else:
            if not self.try_apply(DraftNothing()):
                self.say("Choose a Half from any sector or small pieces from the sector the "
                         "Sundial points at, then Take.", bad=True)

    def choose(self, tid: int) -> None:
        st = self.state
        if st.stage != "build":
            self.say("Draft first: one Half from any sector or up to two small pieces (Law 3)."
                     if st.stage == "draft" else "Pick your starting tiles first (setup).",
                     bad=True)
            return
        self.chosen = tid
        self.ghost_start = None
        t = st.tiles[tid]
        self.say(f"{SIZE_WORD[t.size]} of {t.motif} chosen: point at a site and place it.")

    def ghost(self, site: int):
        """(start slot, legal) of the chosen tile's ghost in ``site`` (PP-5 snapping), or None."""
        st = self.state
        if self.chosen is None or st.stage != "build":
            return None
        size = st.tiles[self.chosen].size
        sit = st.boards[st.current_seat].sites[site]

        def fits(s: int) -> bool:  # the core's free-slots test (PP-5)
            return sit.fits(size, s)

        if self.ghost_start is not None:  # the turn chosen with Q/E is kept from site to site
            pref = self.ghost_start
            if sit.completed:
                return pref, False
            ok = [s for s in range(8) if fits(s)]
            if not ok:
                return pref, False
            return min(ok, key=lambda s: (min((s - pref) % 8, (pref - s) % 8), s)), True
        if self.pointer is not None and self.hover_site == site and self.hover_slot is not None:
            c = self.layout.site_center(site)
            ang = math.degrees(math.atan2(c[1] - self.pointer[1], self.pointer[0] - c[0]))
            k = self.hover_slot
            best = None
            for s in range(k - size + 1, k + 1):
                s %= 8
                if fits(s):
                    mid = (s + (size - 1) / 2) * 45.0
                    d = abs((ang - mid + 180) % 360 - 180)
                    if best is None or d < best[0]:
                        best = (d, s)
            if best is not None and not sit.completed:
                return best[1], True
            return k, False
        for s in range(8):
            if fits(s) and not sit.completed:
                return s, True
        return 0, False

    def _turn_ghost_or_site(self, d: int) -> None:
        """d=+1 counter-clockwise (Q, wheel up), -1 clockwise (E, right click)."""
        st = self.state
        site = self.hover_site if self.hover_site is not None else self.focus["board"]
        if self.chosen is not None and st.stage == "build":
            g = self.ghost(site)
            if g is None:
                return
            start = g[0]
            size = st.tiles[self.chosen].size
            sit = st.boards[st.current_seat].sites[site]
            for step in range(1, 9):
                s = (start + d * step) % 8
                if sit.fits(size, s):
                    self.ghost_start = s
                    return
            self.ghost_start = (start + d) % 8
            return
        self.rotate_site(site, d)

    def rotate_site(self, site: int, d: int) -> None:
        self.try_apply(Rotate(site, 1 if d > 0 else 7))

    def click_site(self, site: int) -> None:
        st = self.state
        self.focus["board"] = site
        if st.stage != "build":
            self.say("Draft first: one Half from any sector or up to two small pieces (Law 3)."
                     if st.stage == "draft" else "Pick your starting tiles first (setup).",
                     bad=True)
            return
        if self.chosen is None:
            self.say(f"Site {site // 4},{site % 4} selected: {self._turn_controls()} or the Site "
                     "buttons rotate it; choose a tile from your hand or yard to place.")
            return
        g = self.ghost(site)
        start = g[0] if g else 0
        if self.try_apply(Place(self.chosen, site, start)):
            self.ghost_start = None

    def press(self, name: str) -> None:
        st = self.state
        if name == "menu":
            self.open_pause()
            return
        if not self.person_turn:
            return
        if name == "take":
            self.take()
        elif name in ("wheel_ccw", "wheel_cw"):
            if st.stage == "draft":
                self.say("The Quarry Wheel turns after the draft (PP-10).", bad=True)
                return
            self.try_apply(TurnWheel(1 if name == "wheel_cw" else -1))
        elif name in ("site_ccw", "site_cw"):
            self.rotate_site(self.focus["board"], 1 if name == "site_ccw" else -1)
        elif name == "store":
            if self.chosen is None:
                self.say("Choose a drafted tile first, then move it to the yard.", bad=True)
                return
            self.try_apply(Store(self.chosen))
        elif name == "undo":
            if not st.can_undo():
                self.say("Nothing to take back this turn.", bad=True)
                return
            seat = st.current_seat
            st.undo()
            self._board_cache.pop(seat, None)
            self.hidden.clear()
            self.fx.clear()
            self.selected_small = []
            self._preview_cache = None
            self.chosen = None
            self._auto_choose()
            self.say("Took back the last action (touch rule, PP-7).")
        elif name == "end":
            if st.stage == "draft":
                self.say("Draft first: one Half from any sector or up to two small pieces "
                         "(Law 3).", bad=True)
                return
            if st.stage == "setup":
                self.say(st.why_illegal(EndTurn()) or "Finish the setup picks first.", bad=True)
                return
            # PP-11: tiles the yard cannot take are discarded at a cost; ask once first
            if self.end_discards() and not self.end_confirm_pending:
                self._end_pending = self._interaction_key()
                return
            self._end_pending = None
            self.try_apply(EndTurn())

    _end_pending: tuple | None = None  # interaction key when End turn asked for confirmation

    def end_discards(self) -> int:
        """Tiles in hand that ending the turn now would discard (the yard is full, PP-11)."""
        st = self.state
        if st.stage != "build" or st.current_seat is None:
            return 0
        room = st.data.yard_capacity - len(st.boards[st.current_seat].yard)
        return max(0, len(st.hand) - room)

    @property
    def end_confirm_pending(self) -> bool:
        """End turn was pressed once with tiles to discard and nothing has changed since: the
        next End turn (button, T, right trigger) confirms, Esc cancels."""
        return (self._end_pending is not None and self.person_turn
                and self._end_pending == self._interaction_key())

    def end_confirm_text(self) -> str:
        """"2 tiles in hand will be discarded: -200. Press End turn again to confirm." (PP-11)."""
        n = self.end_discards()
        cost = n * self.state.data.discard_cost
        tiles = "1 tile" if n == 1 else f"{n} tiles"
        return (f"{tiles} in hand will be discarded: -{cost}. Press End turn again to confirm "
                "(Esc cancels).")

    def cancel_end(self) -> None:
        self._end_pending = None
        self.say("End turn cancelled.")

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene
        self.app.push(PauseScene(self.app, on_restart=self.restart, rules_text="picture-pie"))

    def restart(self) -> None:
        from game.scenes.tables import start_game
        start_game(self.app, self.config)

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self.time += dt
        st = self.state
        target = st.current_seat if st.current_seat is not None else self.view_seat
        if target != self.view_seat and all(isinstance(e, fx.Pause) for e in self.fx.items):
            self.view_seat = target
            self._auto_choose()
        self._relayout_if_needed()
        self.message_t -= dt
        tween_dt = dt if self.animations else 1e9  # animations off: wheel and Sundial jump
        self.vis_rotation = self._wheel_tw.update(float(st.wheel.rotation), tween_dt)
        self.vis_sundial = self._sundial_tw.update(float(st.sundial), tween_dt)
        if not self.animations and self.site_offset:
            self.site_offset.clear()
            self._board_cache.clear()
        for k in list(self.site_offset):
            v = fx.approach(self.site_offset[k], 0.0, dt, rate=10.0)
            if abs(v) < 0.5:
                del self.site_offset[k]
                self._board_cache.pop(k[1], None)
            else:
                self.site_offset[k] = v
        self.fx.update(dt)
        if st.is_terminal:
            if not self.fx.busy and not self.results_shown:
                self.results_shown = True
                self.show_results()
            return
        self._keep_focus()
        self._drive_ai(dt)

    def _drive_ai(self, dt: float = 0.0) -> None:
        st = self.state
        seat = st.current_seat
        if seat is None or self.is_person(seat):
            return
        if self.ai.task is None and self.fx.busy:
            return  # think only once the last move has been seen
        if self.ai_actions_this_turn >= MAX_AI_ACTIONS_PER_TURN and st.stage == "build":
            self.ai.cancel()
            action = EndTurn()  # keep a dithering AI from stalling the table
        else:
            action = self.ai.poll(st, dt)
            if action is None:
                if self.ai.error is None:
                    return  # still thinking
                self.ai.cancel()  # the player raised: fall back to a legal action below
        if action is None or st.why_illegal(action) is not None:
            legal = st.legal_actions()
            action = legal[-1] if legal else None
            if action is None:
                return
        self.ai_actions_this_turn += 1
        self.try_apply(action)
        if self.ai_delay > 0:
            kind = action.to_dict()["type"]
            self.fx.add(fx.Pause(self.ai_delay * PACE.get(kind, 1.0)))

    def show_results(self) -> None:
        from game.scenes.picture_pie.results import make_results
        saves.delete_autosave(self.app, "picture-pie")  # finished: nothing to continue
        self.app.push(make_results(self.app, self.state, [self.seat_name(i) for i in
                                                         range(self.state.num_seats)],
                                   self.restart_new, table=self))

    def restart_new(self) -> None:
        from game.scenes.tables import start_game
        cfg = dict(self.config)
        cfg["seed"] = int(cfg.get("seed", 1)) + 1
        start_game(self.app, cfg)

    # ------------------------------------------------------------------ drawing
    def _wheel_rot(self) -> float:
        return self.vis_rotation + self.spin

    def draw(self, surface: pygame.Surface) -> None:
        if self.layout.size != surface.get_size():
            self.on_resize(surface.get_size())
        st = self.state
        lay = self.layout
        surface.blit(self._background(), (0, 0))
        self._draw_top(surface)
        if st.stage == "setup":
            self._draw_picks(surface)
        else:
            self._draw_wheel(surface)
        self._draw_main_board(surface)
        self._draw_tray(surface)
        for seat in lay.others:
            self._draw_small_board(surface, seat)
        self._draw_message(surface)
        self._draw_hints(surface)
        self._draw_buttons(surface)
        self.fx.draw(surface)

    def _background(self) -> pygame.Surface:
        key = (tuple(self.size), self.main_seat)
        if self._bg_cache and self._bg_cache[0] == key:
            return self._bg_cache[1]
        from game.render.widgets import background, draw_panel
        lay = self.layout
        bg = background(tuple(self.size)).copy()
        draw_panel(bg, lay.top.inflate(-lay.m, -lay.m // 2), P.PANEL, P.PANEL_BORDER, radius=10,
                   shadow=False)
        draw_panel(bg, lay.board.inflate(lay.m, lay.m), (64, 54, 48), P.GOLD_DARK, radius=14)
        draw_panel(bg, lay.tray, P.PANEL, P.PANEL_BORDER, radius=10)
        for seat, o in lay.others.items():
            draw_panel(bg, o["rect"], P.PANEL, P.PANEL_BORDER, radius=10, shadow=False)
        f = lay.small_px
        bg.blit(render_text("Hand", f, P.MUTED), lay.hand_label)
        cap = self.state.data.yard_capacity
        bg.blit(render_text(f"Masonry Yard (max {cap})", f, P.MUTED), lay.yard_label)
        self._bg_cache = (key, bg)
        return bg

    def _draw_top(self, surface) -> None:
        st = self.state
        lay = self.layout
        fpx = lay.font_px
        y = lay.top.centery
        rnd = render_text(f"Round {min(st.round, st.data.rounds)}/{st.data.rounds}", fpx,
                          P.GOLD_LIGHT, True)
        surface.blit(rnd, rnd.get_rect(midleft=(lay.m * 2, y)))
        x = lay.m * 3 + rnd.get_width()
        scores = st.scores()
        delta = self._preview_delta()
        for seat in range(st.num_seats):
            active = seat == st.current_seat
            col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
            label = f"{self.seat_name(seat)}{'' if self.is_person(seat) else ' (AI)'}"
            name = render_text(label, lay.small_px, P.TEXT if active else P.MUTED, active)
            sc = render_text(str(scores[seat]), fpx, col, True)
            w = 14 + name.get_width() + 8 + sc.get_width() + 10
            extra = None
            if active and delta is not None:
                extra = render_text(f"{delta:+d}", lay.small_px, P.GOOD if delta >= 0 else P.BAD,
                                    True)
                w += extra.get_width() + 6
            chip = pygame.Rect(x, lay.top.y + lay.m // 2 + 3, w, lay.top.h - lay.m - 6)
            if active:
                pygame.draw.rect(surface, P.PANEL_LIGHT, chip, border_radius=8)
                pygame.draw.rect(surface, P.GOLD, chip, 2, border_radius=8)
            pygame.draw.circle(surface, col, (chip.x + 9, y), 5)
            surface.blit(name, name.get_rect(midleft=(chip.x + 18, y)))
            surface.blit(sc, sc.get_rect(midleft=(chip.x + 26 + name.get_width(), y)))
            if extra is not None:
                surface.blit(extra, extra.get_rect(midleft=(chip.x + 32 + name.get_width() +
                                                             sc.get_width(), y)))
            x += w + 6
        # stage ribbon on the right: Draft -> Place -> Rotate -> Wheel -> End turn
        stages = self._stage_ribbon()
        sep = render_text("\u2192", lay.small_px, P.MUTED)
        imgs = [render_text(label, lay.small_px, P.GOLD_LIGHT if on else P.DISABLED, on)
                for label, on in stages]
        gap = 8
        width = sum(i.get_width() for i in imgs) + (len(imgs) - 1) * (sep.get_width() + 2 * gap)
        xr = lay.top.right - lay.m * 2 - width
        if xr < x:
            return
        for k, (img, (_label, on)) in enumerate(zip(imgs, stages)):
            r = img.get_rect(midleft=(xr, y))
            if on:
                pygame.draw.rect(surface, P.PANEL_LIGHT, r.inflate(10, 6), border_radius=6)
            surface.blit(img, r)
            xr = r.right + gap
            if k < len(imgs) - 1:
                surface.blit(sep, sep.get_rect(midleft=(xr, y)))
                xr += sep.get_width() + gap

    def _stage_ribbon(self):
        st = self.state
        s = st.stage
        seat = st.current_seat
        if s == "setup":
            return [("Setup picks", True)]
        if s == "over":
            return [("Game over", True)]
        has_tile = bool(st.hand) or (seat is not None and bool(st.boards[seat].yard))
        return [("Draft", s == "draft"), ("Place", s == "build" and has_tile),
                ("Rotate", s == "build"), ("Wheel", s == "build" and not st.wheel_turned),
                ("End turn", s == "build")]

    def _preview_delta(self):
        """Score change the ghost placement would make (cached per action)."""
        st = self.state
        if self.chosen is None or st.stage != "build" or not self.person_turn:
            return None
        site = self.hover_site if (self.pointer is not None and self.hover_site is not None) \
            else (self.focus["board"] if self.zone == "board" else None)
        if site is None:
            return None
        g = self.ghost(site)
        if g is None or not g[1]:
            return None
        action = Place(self.chosen, site, g[0])
        if self._preview_cache and self._preview_cache[0] == action:
            return self._preview_cache[1]
        try:
            d = st.preview(action)["total"]
        except IllegalAction:  # a refused spot has no preview
            d = None
        self._preview_cache = (action, d)
        return d

    def _draw_wheel(self, surface) -> None:
        st = self.state
        lay = self.layout
        sectors = [[self.tile_look(t) for t in s] for s in st.wheel.sectors]
        focus = None
        f = self.ring()
        if f is not None and f[0] == "wheel":
            order = self._wheel_order()
            if order:
                focus = order[f[1] % len(order)]
        lifted = ()
        if self.pointer is not None and self.person_turn and st.stage == "draft":
            for tid, ((x, y), r) in self.wheel_spots.items():
                if (self.pointer[0] - x) ** 2 + (self.pointer[1] - y) ** 2 <= r * r:
                    lifted = (tid,)
        dimmed = ()
        if st.stage == "draft" and self.person_turn:
            act = st.active_sector
            dimmed = {tid for s, tiles in enumerate(st.wheel.sectors) if s != act
                      for tid in tiles if st.tiles[tid].size < 4}
        self.wheel_spots = wheel.draw_wheel(
            surface, lay.wheel_center, lay.wheel_radius, sectors, self._wheel_rot(),
            self.vis_sundial, st.bag_count, selected=self.selected_small, focus=None,
            hidden=self.hidden, lifted=lifted, dimmed=dimmed)
        if focus is not None and focus in self.wheel_spots:
            (x, y), tr = self.wheel_spots[focus]
            _focus_circle(surface, (x, y - (3 if focus in lifted or focus in
                                             self.selected_small else 0)), tr + 4)
        # caption under the wheel
        info = lay.wheel_info
        if info.h > lay.small_px:
            act = st.active_sector + 1
            lines = [f"Quarry Wheel \u2013 Sundial on sector {act}"]
            if st.stage == "draft" and self.person_turn:
                lines.append("Take 1 Half from any sector, or 1-2 small pieces from sector "
                             f"{act}.")
            elif st.stage == "build":
                lines.append("Wheel turned this turn." if st.wheel_turned else
                             "You may turn the wheel once (PP-10).")
            y = info.y
            for ln in lines:
                if y + lay.small_px > info.bottom:
                    break
                img = _fit_text(ln, lay.small_px, P.MUTED, info.w)
                surface.blit(img, img.get_rect(midtop=(info.centerx, y)))
                y += lay.small_px + 4

    def _draw_picks(self, surface) -> None:
        st = self.state
        lay = self.layout
        seat = st.current_seat
        needs = st.setup_needs(seat) if seat is not None else {}
        title = f"Setup \u2013 {self.seat_name(seat)}: starting tiles" if seat is not None else ""
        surface.blit(_fit_text(title, lay.font_px, P.GOLD_LIGHT, lay.left.w - 2 * lay.m, True),
                     lay.pick_title)
        sub = f"still to pick: {needs.get(2, 0)} Quarter, {needs.get(1, 0)} Eighth(s) (PP-12)"
        surface.blit(_fit_text(sub, lay.small_px, P.MUTED, lay.left.w - 2 * lay.m),
                     (lay.pick_title[0], lay.pick_title[1] + lay.font_px + 6))
        legal = set(st.legal_actions()) if self.person_turn else set()
        keys = list(lay.pick_rects)
        for idx, (key, r) in enumerate(lay.pick_rects.items()):
            size, motif, mark = key
            ok = Pick(size, motif, mark) in legal
            c = (r.centerx, r.y + lay.pick_radius + 4)
            wheel.draw_loose_tile(surface, c, lay.pick_radius, size, motif, mark,
                                  alpha=None if ok else 70)
            lab = FRACTION[size] + (" +" + ("road" if mark == "road" else "aq.") if mark else "")
            img = render_text(lab, max(9, lay.small_px - 2), P.TEXT if ok else P.DISABLED)
            surface.blit(img, img.get_rect(midtop=(r.centerx, c[1] + lay.pick_radius + 3)))
            f = self.ring()
            if f is not None and f[0] == "picks" and keys[f[1] % len(keys)] == key:
                _focus_box(surface, r)
            elif self.pointer is not None and r.collidepoint(self.pointer) and ok:
                pygame.draw.rect(surface, P.MUTED, r, 1, border_radius=6)
        # the wheel is set up but idle during setup: show it small below the picks
        last = max(r.bottom for r in lay.pick_rects.values())
        room = lay.left.bottom - last - lay.m
        if room > 60:
            rad = int(min(room / 2 / 1.25, lay.left.w / 2 / 1.3))
            c = (lay.left.centerx, last + lay.m + int(rad * 1.22))
            sectors = [[self.tile_look(t) for t in s] for s in st.wheel.sectors]
            wheel.draw_wheel(surface, c, rad, sectors, self._wheel_rot(), self.vis_sundial,
                             st.bag_count, hidden=self.hidden)

    def _draw_main_board(self, surface) -> None:
        st = self.state
        lay = self.layout
        seat = self.main_seat
        surface.blit(self._board_surface(seat, lay.site_radius, lay.site_centers, lay.board,
                                         stamp=True), lay.board.topleft)
        self._draw_rotating_sites(surface, seat, lay.site_radius, lay.site_centers)
        # label
        head = render_text(f"Foundation Board \u2013 {self.seat_name(seat)}", lay.small_px, P.MUTED)
        surface.blit(head, head.get_rect(bottomleft=(lay.board.x, lay.board.y - 1)))
        # focus / ghost
        if not self.person_turn or st.stage == "over":
            return
        f = self.focused()
        if f is None or f[0] != "board":
            return
        site = f[1]
        c = lay.site_center(site)
        r = lay.site_radius
        g = self.ghost(site)
        ring = self.ring() is not None
        if g is None:
            if ring:
                _focus_circle(surface, c, r + 4)
        else:
            start, ok = g
            t = st.tiles[self.chosen]
            surf = pie.tile_surface(r, t.size, t.motif, start * pie.SLOT_DEG, t.mark)
            pie.blit_centered(surface, surf, c, 170 if ok else 90)
            ring_img = pie.site_ring_surface(r, P.GOOD if ok else P.BAD, max(2, r // 20))
            pie.blit_centered(surface, ring_img, c)
            if ring:
                _focus_circle(surface, c, r + 4)
            if ok:
                d = self._preview_delta()
                if d is not None:
                    img = render_text(f"{d:+d}", lay.font_px, P.GOOD if d >= 0 else P.BAD, True)
                    rect = self.score_chip_rect(site, start, t.size, img.get_size())
                    pygame.draw.rect(surface, P.SHADOW, rect.inflate(12, 2), border_radius=8)
                    pygame.draw.rect(surface, P.GOOD if d >= 0 else P.BAD, rect.inflate(12, 2), 1,
                                     border_radius=8)
                    surface.blit(img, rect)
            else:
                reason = st.why_illegal(Place(self.chosen, site, start)) or "Refused."
                img = _fit_text("\u2715 " + reason, lay.small_px, P.BAD, lay.board.w)
                rect = img.get_rect(midbottom=(c[0], c[1] - r - 2))
                rect.clamp_ip(lay.board)
                pygame.draw.rect(surface, (30, 10, 10), rect.inflate(8, 4), border_radius=4)
                surface.blit(img, rect)

    def score_chip_rect(self, site: int, start: int, size: int, img_size) -> pygame.Rect:
        """Where the ghost's score chip goes: beside the site, in the gap between it and its
        diagonal neighbours, at the corner farthest from the ghost wedge, so it covers neither
        the wedge with its fraction label nor a neighbouring site."""
        lay = self.layout
        cx, cy = lay.site_center(site)
        c1 = lay.site_center(1 if site % 4 == 0 else site - 1)
        half = abs(c1[0] - cx) / 2 or lay.site_radius
        mid = (start + (size - 1) / 2) * pie.SLOT_DEG
        corner = max((45, 135, 225, 315), key=lambda a: (abs((a - mid + 180) % 360 - 180), -a))
        x, y = pie.polar(cx, cy, half * math.sqrt(2), corner)
        rect = pygame.Rect(0, 0, img_size[0], img_size[1])
        rect.center = (round(x), round(y))
        rect.clamp_ip(lay.board.inflate(-14, -4))
        return rect

    def _draw_rotating_sites(self, surface, seat, r, centers) -> None:
        st = self.state
        for (site, s), off in self.site_offset.items():
            if s != seat:
                continue
            sit = st.boards[seat].sites[site]
            tiles = [(st.tiles[tid].size, st.tiles[tid].motif, st.tiles[tid].mark, start)
                     for tid, start in sit.placed if tid not in self.hidden]
            # 3-degree steps: the wedge cache stays small while a site turns
            pie.draw_site(surface, centers[site], r, tiles, rotation_offset=round(off / 3) * 3,
                          completed=sit.completed, stamp=r >= 26)

    def _board_surface(self, seat, r, centers, rect, stamp) -> pygame.Surface:
        st = self.state
        board = st.boards[seat]
        key = (r, rect.topleft, rect.size, tuple(s.placed for s in board.sites),
               frozenset(t for t in self.hidden), stamp)
        hit = self._board_cache.get(seat)
        if hit is not None and hit[0] == key:
            return hit[1]
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        ox, oy = rect.topleft
        lock = pie.lock_icon(max(10, int(r * 0.42)))
        for i, sit in enumerate(board.sites):
            c = (centers[i][0] - ox, centers[i][1] - oy)
            tiles = [(st.tiles[tid].size, st.tiles[tid].motif, st.tiles[tid].mark, start)
                     for tid, start in sit.placed if tid not in self.hidden]
            # a monument shows as completed (locked) once its last wedge has landed
            done = sit.completed and len(tiles) == len(sit.placed)
            pie.draw_site(surf, c, r, tiles, completed=done, stamp=stamp and r >= 26)
            if done:
                surf.blit(lock, lock.get_rect(center=(round(c[0] + r * 0.78),
                                                      round(c[1] - r * 0.78))))
        # established infrastructure links (PP-21) shine between facing edges
        for a, b, mark in _links(board):
            p0, p1 = _facing(centers, a, b, r)
            p0 = (p0[0] - ox, p0[1] - oy)
            p1 = (p1[0] - ox, p1[1] - oy)
            col = (255, 236, 160) if mark == "road" else (140, 210, 255)
            pygame.draw.line(surf, col, p0, p1, max(2, int(r / 9)))
        self._board_cache[seat] = (key, surf)
        return surf

    def _draw_small_board(self, surface, seat) -> None:
        st = self.state
        lay = self.layout
        o = lay.others[seat]
        box = o["rect"]
        col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
        active = seat == st.current_seat
        name = f"{self.seat_name(seat)}{'' if self.is_person(seat) else ' (AI)'}"
        led = st.ledger(seat)
        head = _fit_text(f"{name}  {led['total']}  \u00b7 {led['completed']} done",
                         lay.small_px, P.TEXT if active else P.MUTED, box.w * 0.62, active)
        surface.blit(head, o["head"])
        pygame.draw.circle(surface, col, (box.right - 10, o["head"][1] + lay.small_px // 2 + 2), 5)
        # yard: tiny tiles in the header
        yr = max(5, int(lay.small_px * 0.55))
        x = box.right - 24 - yr
        for tid in reversed(st.boards[seat].yard):
            t = st.tiles[tid]
            wheel.draw_loose_tile(surface, (x, o["head"][1] + lay.small_px // 2 + 3), yr, t.size,
                                  t.motif, t.mark)
            x -= 2 * yr + 4
        rect = pygame.Rect(box.x, box.y + lay.small_px + 6, box.w, box.h - lay.small_px - 6)
        surface.blit(self._board_surface(seat, o["radius"], o["centers"], rect, stamp=False),
                     rect.topleft)
        self._draw_rotating_sites(surface, seat, o["radius"], o["centers"])
        if active:
            pygame.draw.rect(surface, P.GOLD, box, 2, border_radius=10)

    def _draw_tray(self, surface) -> None:
        st = self.state
        lay = self.layout
        r = lay.tray_radius
        for spot in lay.hand_spots + lay.yard_spots:
            pie.blit_centered(surface, wheel._outline(r), spot)
        focus_tid = None
        tiles = self.tray_tiles()
        f = self.ring()
        if f is not None and f[0] == "tray" and tiles:
            focus_tid = tiles[f[1] % len(tiles)][1]
        for where, tid, spot in tiles:
            if tid in self.hidden:
                continue
            t = st.tiles[tid]
            wheel.draw_loose_tile(surface, spot, r, t.size, t.motif, t.mark,
                                  raised=tid == self.chosen)
            if tid == self.chosen:  # chosen: raised, azure rim and a check (gold is the focus)
                wheel.draw_chosen_mark(surface, (spot[0], spot[1] - 3), r)
            if tid == focus_tid:
                _focus_circle(surface, spot, r + 5)
            elif self.pointer is not None and self.person_turn and \
                    (self.pointer[0] - spot[0]) ** 2 + (self.pointer[1] - spot[1]) ** 2 <= r * r:
                pygame.draw.circle(surface, P.MUTED, (round(spot[0]), round(spot[1])), r + 4, 1)
            cap = f"{FRACTION[t.size]} {t.motif}" + (f" \u00b7 {t.mark}" if t.mark else "")
            img = _fit_text(cap, max(9, lay.small_px - 2), P.MUTED, r * 2.6)
            rect = self.caption_rect(spot, img.get_size())
            if tid == focus_tid:  # on a dark pill, so the focus glow never covers the caption
                pygame.draw.rect(surface, P.PANEL, rect.inflate(8, 2), border_radius=5)
            surface.blit(img, rect)

    def status_text(self) -> str:
        """The line shown above the hand: the last note or refusal while it lasts, else the
        status of the current selection (:meth:`_hint`)."""
        if self.end_confirm_pending:
            return self.end_confirm_text()
        return self.message if self._message_live() else self._hint()

    def _message_live(self) -> bool:
        """The last message still stands: under 6 s old and said about the interaction now
        (a state change or a new selection makes it stale at once)."""
        return self.message_t > 0 and self._message_key == self._interaction_key()

    def caption_rect(self, spot, img_size) -> pygame.Rect:
        """Where a hand / yard tile's caption ("1/2 flora") goes: below the tile, clear of the
        focus ring (radius + 5, 4 px wide) that circles a focused tile."""
        lay = self.layout
        rect = pygame.Rect(0, 0, *img_size)
        rect.midtop = (round(spot[0]), round(spot[1] + lay.tray_radius + 9))
        if rect.bottom > lay.tray.bottom - 1:
            rect.bottom = lay.tray.bottom - 1
        return rect

    def _draw_message(self, surface) -> None:
        lay = self.layout
        text = self.status_text()
        bad = self.end_confirm_pending or (self.message_bad and self._message_live())
        if not text:
            return
        img = _fit_text(text, lay.small_px, P.BAD if bad else P.TEXT, lay.message.w - 12)
        if bad:
            pygame.draw.rect(surface, (60, 22, 26), lay.message, border_radius=6)
            pygame.draw.rect(surface, P.BAD, lay.message, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=lay.message.center))

    @property
    def device(self) -> str:
        """The last used input device: "keyboard", "mouse" or "controller" (from the app)."""
        from game.input.hints import device_of
        return device_of(self.app)

    def interaction(self) -> str:
        """The state of the person's interaction, which the hint line and Esc follow: "setup",
        "draft" (nothing chosen), "draft_one" (one small piece chosen), "build" (nothing
        chosen), "chosen" (a tile chosen, no site under it), "ghost" (its ghost over a site),
        "wait" (not a person's turn) or "over"."""
        st = self.state
        if st.is_terminal:
            return "over"
        if not self.person_turn:
            return "wait"
        if st.stage == "draft":
            return "draft_one" if self.selected_small else "draft"
        if st.stage != "build":
            return st.stage
        if self.chosen is None:
            return "build"
        site = self.hover_site if self.pointer is not None else (
            self.focus["board"] if self.zone == "board" else None)
        return "ghost" if site is not None else "chosen"

    def key_hints(self) -> list[tuple[str, str]]:
        """[(control, what it does)] for the current interaction (:meth:`interaction`) and the
        last used device; labels from game.input.hints (the real bindings of
        game/input/mapper.py and controller.py).  Esc (B) drops the chosen tile or piece when
        there is one, else opens the menu: the line names only the meaning it has now."""
        from game.input.hints import hint
        dev = self.device
        mode = self.interaction()
        if self.end_confirm_pending and not self.review_mode:
            end = "End turn" if dev == "mouse" else hint(dev, "end_turn")
            return [(end, "confirm: end the turn"), (hint(dev, "back"), "cancel")]
        if self.review_mode:
            if dev == "mouse":
                return [(hint(dev, "pointer_down"), "a small board to show it large"),
                        (hint(dev, "back"), "back to results")]
            return [(hint(dev, "cycle"), "next board"), (hint(dev, "confirm") + "/" +
                    hint(dev, "back"), "back to results")]
        if dev == "mouse":
            click, esc = hint(dev, "pointer_down"), hint(dev, "back")
            turn = f"{hint(dev, 'wheel_up')} / {hint(dev, 'secondary').lower()}"
            return {
                "setup": [(click, "pick a starting tile"), ("Menu", "pause")],
                "draft": [(click, "a Half, or 1-2 small pieces of the Sundial sector"),
                          ("Take", "take nothing"), ("Menu", "pause")],
                "draft_one": [(click, "a second small piece, or the chosen one to take it"),
                              ("Take", "take the chosen piece"), (esc, "drop it")],
                "build": [(click, "a hand or yard tile"), (turn, "turn a site"),
                          ("Buttons", "wheel, undo, end turn")],
                "chosen": [(click, "a site to place it, or another tile"),
                           (turn, "turn the tile"), (esc, "drop the tile")],
                "ghost": [(click, "place here"), (turn, "turn the tile"), (esc, "drop the tile")],
                "wait": [("Menu", "pause")],
            }.get(mode, [])
        holding = mode in ("draft_one", "chosen", "ghost")
        names = {
            "setup": [("move", "move"), ("confirm", "pick"), ("cycle", "next area")],
            "draft": [("move", "move"), ("confirm", "take"), ("cycle", "next area"),
                      ("undo", "undo")],
            "draft_one": [("move", "move"), ("confirm", "take / add"), ("back", "drop piece"),
                          ("cycle", "next area")],
            "build": [("move", "move"), ("confirm", "choose / select"),
                      ("rotate", "turn site"), ("cycle", "next area"), ("undo", "undo"),
                      ("end_turn", "end turn")],
            "chosen": [("move", "to a site"), ("confirm", "choose"), ("rotate", "turn tile"),
                       ("back", "drop tile"), ("cycle", "next area"), ("undo", "undo"),
                       ("end_turn", "end turn")],
            "ghost": [("confirm", "place"), ("rotate", "turn tile"), ("move", "other site"),
                      ("back", "drop tile"), ("cycle", "next area"), ("undo", "undo"),
                      ("end_turn", "end turn")],
            "wait": [],
        }.get(mode, [])
        out = [(hint(dev, name), verb) for name, verb in names]
        if mode != "over":
            # Esc opens the menu only when nothing is chosen; P (Start) always does
            label = _pause_key() if dev == "keyboard" else hint(dev, "pause")
            if dev == "keyboard" and not holding:
                label += "/" + hint(dev, "back")
            out.append((label, "menu"))
        return out

    def _turn_controls(self) -> str:
        """The controls that turn the ghost or a site on the last used device, from
        game.input.hints: "Q/E or right click" (keyboard), "X/Y" (controller), "wheel or
        right click" (mouse)."""
        from game.input.hints import hint
        dev = self.device
        right = hint("mouse", "secondary").lower().replace("-", " ")
        if dev == "controller":
            return hint(dev, "rotate")
        if dev == "mouse":
            return f"{hint(dev, 'wheel_up').lower()} or {right}"
        return f"{hint(dev, 'rotate')} or {right}"

    def _draw_hints(self, surface) -> None:
        """The key hint line above the buttons: keys in gold, their meaning muted; pairs that do
        not fit are left off from the end.  Not drawn with the ``show_hints`` setting off, nor
        under the pause menu or a dialog (the table's keys do nothing then)."""
        if not self.show_hints or self.covered:
            return
        lay = self.layout
        px = max(9, lay.small_px - 1)
        imgs = []
        for key, what in self.key_hints():
            k = render_text(key, px, P.GOLD_LIGHT, True)
            w = render_text(what, px, P.MUTED)
            imgs.append((k, w))
        gap = px
        total = 0
        keep = []
        for k, w in imgs:
            need = k.get_width() + 5 + w.get_width() + (gap if keep else 0)
            if total + need > lay.hints.w:
                break
            keep.append((k, w))
            total += need
        x = lay.hints.centerx - total // 2
        y = lay.hints.centery
        for k, w in keep:
            surface.blit(k, k.get_rect(midleft=(x, y)))
            x += k.get_width() + 5
            surface.blit(w, w.get_rect(midleft=(x, y)))
            x += w.get_width() + gap

    def _hint(self) -> str:
        st = self.state
        seat = st.current_seat
        if self.review_mode:
            return (f"Final board of {self.seat_name(self.view_seat)} (read only): the other "
                    "seats' boards are on the right.")
        if seat is None:
            return "The game is over."
        name = self.seat_name(seat)
        if not self.is_person(seat):
            return f"{name} (AI) is playing\u2026"
        if st.stage == "setup":
            return (f"{name}: pick {setup_picks_text(st.data)} for your Masonry Yard "
                    "(PP-12).")
        if st.stage == "draft" and self.selected_small:
            return f"{name}: {self._small_chosen_text()}"
        if st.stage == "draft":
            return (f"{name}: draft 1 Half from any sector, or 1-2 small pieces from sector "
                    f"{st.active_sector + 1} (the Sundial's).")
        room = st.data.yard_capacity - len(st.boards[seat].yard)
        lost = max(0, len(st.hand) - room)
        if lost:
            return (f"{name}: ending the turn now sends {lost} drafted tile(s) to the box "
                    f"(-{st.data.discard_cost} each, PP-11).")
        if self.chosen is not None:
            return f"{name}: place the chosen tile ({self._turn_controls()} turns it), or move it."
        return f"{name}: rotate sites, turn the wheel once, or end the turn."

    def _button_enabled(self, name) -> bool:
        st = self.state
        if name == "menu":
            return True
        if not self.person_turn:
            return False
        s = st.stage
        if name == "take":
            return s == "draft"
        if name in ("wheel_ccw", "wheel_cw"):
            return s == "build" and not st.wheel_turned
        if name in ("site_ccw", "site_cw"):
            return s == "build"
        if name == "store":
            return s == "build" and self.chosen in st.hand
        if name == "undo":
            return st.can_undo()
        if name == "end":
            return s == "build"
        return True

    def _draw_buttons(self, surface) -> None:
        lay = self.layout
        if self.review_mode:
            r = self.back_rect()
            hover = self.pointer is not None and r.collidepoint(self.pointer)
            _draw_button(surface, r, "Back to results", True, self.device != "mouse", hover,
                         False, True, lay)
            return
        f = self.ring()
        # Menu stays reachable on AI turns: its ring shows then too
        if f is None and self.zone == "buttons" and BUTTONS[self.focus["buttons"]] == "menu" \
                and not self.state.is_terminal and self.device != "mouse":
            f = ("buttons", self.focus["buttons"])
        for i, name in enumerate(BUTTONS):
            r = lay.buttons[name]
            focused = f is not None and f == ("buttons", i)
            hover = self.hover_button == name and not focused
            _draw_button(surface, r, BUTTON_LABELS[name], self._button_enabled(name), focused,
                         hover, name in ("wheel_ccw", "wheel_cw", "site_ccw", "site_cw"),
                         name == "end", lay)
            if name in ("wheel_ccw", "wheel_cw", "site_ccw", "site_cw"):
                _rot_icon(surface, (r.x + r.h * 0.42, r.centery), max(5, int(r.h * 0.22)),
                          name.endswith("cw") and not name.endswith("ccw"),
                          P.TEXT if self._button_enabled(name) else P.DISABLED)


# ---------------------------------------------------------------------- module helpers
class _Delayed(fx.Effect):
    """Run ``inner`` after ``delay`` seconds (e.g. a flourish once the wedge has landed)."""

    def __init__(self, delay, inner):
        self.delay, self.inner = delay, inner
        self.blocking = True

    def update(self, dt):
        if self.delay > 0:
            self.delay -= dt
            return
        self.inner.update(dt)
        self.alive = self.inner.alive
        self.blocking = self.inner.blocking

    def draw(self, surface):
        if self.delay <= 0:
            self.inner.draw(surface)


class _RefillFlyer(fx.Effect):
    """A refill tile flying from the bag (the hub) to its wheel spot, which moves with the wheel."""

    blocking = True

    def __init__(self, table, tid, delay):
        self.table, self.tid, self.delay = table, tid, delay
        self.t = 0.0

    def update(self, dt):
        if self.delay > 0:
            self.delay -= dt
            return
        self.t += dt / 0.45
        if self.t >= 1:
            self.alive = False
            self.table.hidden.discard(self.tid)

    def draw(self, surface):
        if self.delay > 0:
            return
        tb = self.table
        dest = tb.wheel_tile_pos(self.tid)
        if dest is None:
            return
        lay = tb.layout
        c = lay.wheel_center
        k = fx.ease_in_out(self.t)
        x = c[0] + (dest[0] - c[0]) * k
        y = c[1] + (dest[1] - c[1]) * k - 25 * math.sin(math.pi * k)
        t = tb.state.tiles[self.tid]
        wheel.draw_loose_tile(surface, (x, y), int(wheel_r(lay)), t.size, t.motif, t.mark,
                              raised=True)


@lru_cache(maxsize=1)
def _pause_key() -> str:
    """The keyboard key bound to Act.PAUSE in game.input.mapper ("P"); Esc is Act.BACK, which
    the table reads as "menu" only while nothing is chosen."""
    from game.input.mapper import KEYS
    key = next(k for k, act in KEYS.items() if act == Act.PAUSE)
    return pygame.key.name(key).upper()


def wheel_r(lay) -> float:
    return lay.wheel_radius * wheel.TILE_FRAC


def wheel_tile_surface(r, size, motif, mark):
    start = 2 - (size - 1) / 2
    return pie.tile_surface(int(r), size, motif, start * pie.SLOT_DEG, mark)


def _links(board):
    """(a, b, mark) for each infrastructure link on ``board`` (PP-21), each pair once; the
    rule is the core's :func:`game.core.picture_pie.scoring.facing_links`."""
    from game.core.picture_pie.board import NEIGHBOURS
    from game.core.picture_pie.scoring import facing_links
    return [(a, b, mark) for a, sit in enumerate(board.sites) if sit.info is not None
            for b, mark in facing_links(board.sites, NEIGHBOURS, a) if b > a]


def _facing(centers, a, b, r):
    ca, cb = centers[a], centers[b]
    dx, dy = cb[0] - ca[0], cb[1] - ca[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    return ((ca[0] + ux * r * 0.92, ca[1] + uy * r * 0.92),
            (cb[0] - ux * r * 0.92, cb[1] - uy * r * 0.92))


_glow_cache: dict = {}


def _focus_circle(surface, center, r) -> None:
    """The keyboard focus ring around a round thing: a soft glow and a solid light-gold ring."""
    r = int(r)
    glow = _glow_cache.get(r)
    if glow is None:
        glow = pygame.Surface((2 * r + 24, 2 * r + 24), pygame.SRCALPHA)
        for k, a in ((10, 40), (7, 70), (4, 110)):
            pygame.draw.circle(glow, (*P.GOLD_LIGHT, a), (r + 12, r + 12), r + k, 3)
        if len(_glow_cache) > 64:
            _glow_cache.clear()
        _glow_cache[r] = glow
    cx, cy = round(center[0]), round(center[1])
    surface.blit(glow, (cx - r - 12, cy - r - 12))
    pygame.draw.circle(surface, P.FOCUS, (cx, cy), r, 4)


def _focus_box(surface, rect, radius: int = 8) -> None:
    """The keyboard focus ring around a rectangle (same look as :func:`_focus_circle`)."""
    rect = pygame.Rect(rect)
    g = rect.inflate(12, 12)
    surface.blit(_box_glow(g.size, radius), g)
    pygame.draw.rect(surface, P.FOCUS, rect.inflate(4, 4), 3, border_radius=radius + 2)


@lru_cache(maxsize=32)
def _box_glow(size: tuple[int, int], radius: int) -> pygame.Surface:
    glow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*P.GOLD_LIGHT, 70), glow.get_rect(), 6, border_radius=radius + 6)
    return glow


def _draw_button(surface, rect, label, enabled, focused, hover, icon, primary, lay) -> None:
    """A table button.  Enabled buttons have a plain muted rim; only the focused one gets the
    light-gold focus ring; mouse hover only lightens the face."""
    from game.render.widgets import draw_panel
    fill = P.PANEL_LIGHT if (hover and enabled) else P.PANEL
    if primary and enabled:
        fill = P.lerp(P.TERRACOTTA_DARK, P.TERRACOTTA, 0.6 if hover else 0.35)
    if not enabled:
        fill = P.lerp(P.PANEL, P.BG, 0.5)
    border = P.lerp(P.PANEL_LIGHT, P.MUTED, 0.35) if enabled else P.lerp(P.PANEL, P.DISABLED,
                                                                             0.5)
    radius = max(6, rect.h // 4)
    draw_panel(surface, rect, fill, border, radius=radius, border_w=1, shadow=True)
    if focused:
        _focus_box(surface, rect, radius)
    color = P.TEXT if enabled else P.DISABLED
    if focused and enabled and not primary:
        color = P.GOLD_LIGHT
    text = ("   " + label) if icon else label
    img = _button_label(text, rect, color)
    surface.blit(img, img.get_rect(center=rect.center))


def _button_label(text, rect, color) -> pygame.Surface:
    from game.render.fonts import fit_size
    key = ("btn", text, rect.w, rect.h, tuple(color))
    hit = _fit_cache.get(key)
    if hit is None:
        size = fit_size(text, rect.w - 24, max(12, int(rect.h * 0.5)), caps=True)
        hit = render_text(text, size, color, False, True)
        _fit_cache[key] = hit
    return hit


def _rot_icon(surface, center, r, clockwise: bool, color) -> None:
    """A circular arrow (the fonts lack the rotation glyphs)."""
    cx, cy = center
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = (round(cx), round(cy))
    pygame.draw.arc(surface, color, rect, math.radians(-60), math.radians(200), max(2, r // 3))
    # arrow head at the arc's end
    if clockwise:
        a = math.radians(-60)
        tip_dir = -1
    else:
        a = math.radians(200)
        tip_dir = 1
    ex, ey = cx + r * math.cos(a), cy - r * math.sin(a)
    tx, ty = -math.sin(a) * tip_dir, -math.cos(a) * tip_dir
    h = r * 0.7
    pts = [(ex + tx * h, ey + ty * h), (ex - tx * h * 0.2 + math.cos(a) * h * 0.6,
                                        ey - ty * h * 0.2 - math.sin(a) * h * 0.6),
           (ex - tx * h * 0.2 - math.cos(a) * h * 0.6, ey - ty * h * 0.2 + math.sin(a) * h * 0.6)]
    pygame.draw.polygon(surface, color, pts)


def _fit_text(s: str, px: int, color, max_w: float, bold: bool = False) -> pygame.Surface:
    """Cached text image shrunk (then cut with an ellipsis) to ``max_w`` pixels."""
    key = (s, px, tuple(color), int(max_w), bold)
    hit = _fit_cache.get(key)
    if hit is not None:
        return hit
    size = px
    img = render_text(s, size, color, bold)
    while img.get_width() > max_w and size > 9:
        size -= 1
        img = render_text(s, size, color, bold)
    if img.get_width() > max_w:
        t = s
        while t and img.get_width() > max_w:
            t = t[:-1]
            img = render_text(t + "\u2026", size, color, bold)
    if len(_fit_cache) > 2000:
        _fit_cache.clear()
    _fit_cache[key] = img
    return img


_fit_cache: dict = {}
