"""The Akropolis table (issue 5): cities as stacked hexes, the Construction Site, placement with a
ghost preview, live scores, a camera per city, AI seats and the solo Illustrious Architect.

The scene only reads the rules state (game.core.akropolis) and sends it one action per turn,
``Place(index, q, r, rotation)`` (AK-4, AK-6), through the session; every refusal shows the core's own reason and
changes nothing.  Drawing never changes the game: animations run on a *shown* copy of each city
that catches up with the state when a drop has settled.

Input (logical actions only, game.input.actions.Act):
- NEXT / PREV (Tab, Shift-Tab, LB/RB) pick a Construction Site tile (never take it); a click on
  a tile picks it.  CONFIRM without a tile picks nothing (mashing A never plays a turn).
- With a tile: arrows move the ghost hex by hex, the pointer moves it (snapped to the grid at the
  level it would rest on; never outside the city's area), ROTATE_LEFT / ROTATE_RIGHT (Q/E, right
  click, buttons) turn it.  AK-9b: CONFIRM (Enter, A) or a left click *proposes* the spot (the
  ghost locks, Confirm/Cancel); a second CONFIRM, the Confirm button or a click on the proposed
  tile places it; moving, turning or another tile changes the proposal; BACK (Esc, B) cancels
  the proposal, then puts the tile back.
- UNDO (Z, Back, left trigger, the Undo button) takes back a person's last turn until the next
  seat acts (AK-9b; named in hot-seat: "Undo Alice's turn"), also while the AI waits.
- Without a tile: arrows pan; BACK opens the pause menu.  END_TURN (T) shows the next seat's
  city, the seat tabs and score cards do too.  ZOOM_IN/OUT (+/-, wheel), FIT (F); a left drag
  pans.
- A refusal shows in red until the ghost moves, turns or another tile is picked (at most
  TableScene.MESSAGE_SECONDS); the ghost marks
  the hexes it is about (the core's reasons name no coordinates).  Hints follow the last used
  device (game.input.hints).
- AI seats, the pace, autosave, pause, restart and the results come from the shared
  game.scenes.table_base.TableScene over a game.app.session.GameSession; the table waits while
  moves animate and under the pause menu (only the top scene updates).  Every seat's move, the
  solo Architect's included, is shown on its city; score cards update when its drop lands.
  An AI that cannot move is reported in a toast and a simple player takes its turn.
- After the game, the results' "View cities" comes back here read-only (review mode): tabs,
  Tab/LB/RB and the cards switch cities; "Back to results" or Esc returns.

Files (issue 8): layout.py (geometry, hit-testing), interaction.py (focus, selection, ghost,
input; actions through the base's :meth:`act`), animator.py (core events -> effects on
game.render.effects.Timeline), view.py (drawing only), words.py (player-facing words).  This
file keeps the flow: the state and seats, the session's observer hooks, turn starts, results.
"""

from __future__ import annotations

from game.app.session import Seat, seats_from_config
from game.core.akropolis import AkropolisState
from game.render import hexdraw
from game.render.cache import DrawCache
from game.render.effects import Effects, Timeline
from game.render.physics import Motion
from game.scenes.akropolis.animator import TableAnimator
from game.scenes.akropolis.athena_view import AthenaView
from game.scenes.akropolis.interaction import DRAG_THRESHOLD, TableInteraction  # noqa: F401
from game.scenes.akropolis.layout import TableLayout
from game import games
from game.scenes.akropolis.results import AkropolisResults
from game.scenes.akropolis.view import PICK_PAIRS, PLACE_PAIRS, REVIEW_PAIRS, TableView  # noqa: F401
from game.scenes.akropolis.words import COLOUR_NAMES, SINGULAR, agree, plural  # noqa: F401
from game.scenes.table_base import TableScene


class AkropolisTable(AthenaView, TableInteraction, TableAnimator, TableView, TableLayout,
                     TableScene):
    """Table scene.  ``AkropolisTable(app, config, state=None)``; see game/scenes/tables.py for
    ``config``.  Extra config keys: ``ai_delay`` (least seconds between an AI starting to think and
    moving; default the ``ai_delay`` setting, see game.app.ai_driver.AiDriver) and
    ``anim_speed`` (1.0 normal; larger is faster; default the ``anim_speed`` setting).

    Public helpers for tests and demos: :meth:`site_tile_pos`, :meth:`hex_screen_pos`,
    :attr:`busy` (an AI is thinking or an animation is running), :attr:`message`, ``session``
    (the game.app.session.GameSession: ``session.driver`` is the AI driver).

    The parts: TableLayout (layout.py), TableInteraction (interaction.py), TableAnimator
    (animator.py), TableView (view.py); TableScene (game.scenes.table_base) the shared flow;
    AthenaView (athena_view.py over athena_turn.py and athena_cards.py) the Athena card row,
    completion prompt and Mini-tile placement (issue 14), passing through outside Athena games.
    """

    name = "ak-table"
    game_id = AkropolisState.GAME_ID
    AI_SEED_FACTOR = 7919
    #: seconds the picked tile's ghost bobs after the last input or change of the ghost (tile,
    #: spot, turn, city shown); it then rests, so a table left alone is not redrawn (idle CPU,
    #: issue 10), as the Title's art does; the last GHOST_EASE_SECONDS of it ease to rest
    GHOST_BOB_SECONDS = 3.0
    GHOST_EASE_SECONDS = 1.0
    THINK_INLINE_WITHOUT_DELAY = False   # the AI thinks on the worker thread, even at no delay

    def __init__(self, app, config: dict, state=None) -> None:
        super().__init__(app, config, state)   # the session: seats, AI, autosave at the start
        state = self.state
        n = state.num_seats
        speed = self.config.get("anim_speed", self._setting("anim_speed", 1.0))
        self.anim_speed = float(speed) if self.animations else 1000.0   # off: moves land at once
        self.shown = [dict(c.cells) for c in state.cities]
        self.shown_ver = [0] * n
        self.viewed = state.current_seat if state.current_seat is not None else 0
        self.cameras = []   # one game.scenes.akropolis.camera.Camera per seat (layout.py)
        self.city_image = [hexdraw.CityImage() for _ in range(n)]
        self.selected: int | None = None
        self.rotation = 0
        self.anchor: tuple[int, int] | None = None
        self.proposed = False   # AK-9b: the ghost is locked as the proposed placement
        self._ghost_mark = None   # what the ghost showed, and since when it bobs (scene time)
        self._ghost_since = 0.0
        self._sticky_said = None   # the say() count of the last undo refusal (it stands)
        # one animation system (game.render.effects): the queue of a move's steps, the notes
        self.timeline = Timeline(self._anim_start, self._anim_end)
        self.motion = Motion(lambda: self.settings)   # the drops and bursts (pymunk)
        self.notes = Effects()     # RisingNote stones notes beside the score cards
        self.banner: tuple[str, float] | None = None
        self.hover_pos: tuple[int, int] | None = None
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.site_x: dict[int, list[float]] = {}   # tile id -> [x, y offset] (tweened)
        # derived data and drawn surfaces: bounded caches (keys carry the state version)
        self._info_cache = DrawCache(400)
        self._legal_cache = DrawCache(2)
        self._ledger_cache = DrawCache(4 * n)
        self._status_cache = DrawCache(2)
        self._values_cache = DrawCache(2)
        self._view_cache = DrawCache(4)   # the city view: its buffer per size and what it shows
        self._area_cache = DrawCache(4)   # the ghost's area per seat (layout.city_area)
        self.buttons = []
        self._bg = None
        self._layout(app.size if app is not None else (1280, 720))  # layout.py
        self.shown_site: list[int] = list(state.site)  # the site as animated so far
        # score cards show what has landed so far: refreshed when a seat's drop settles
        self.card_ledger = [state.ledger(s) for s in range(n)]
        self.card_stones = list(state.stones)
        for i, tid in enumerate(state.site):
            self.site_x[tid] = [float(self._card_rect(i).x), 0.0]
        self.athena_synced()
        self._begin_turn()

    # ====================================================== TableScene hooks: the game
    def new_state(self, config: dict):
        """A fresh game for ``config``: 2-4 seats, or solo (``options["solo"]``: the
        Illustrious Architect's level, AK-10), ``options["variants"]`` (AK-8) and
        ``options["all_tiles"]``."""
        opts = dict(config.get("options") or {})
        solo = opts.get("solo")
        players = 1 if solo else max(2, len(config.get("seats") or []))
        extra = {"athena": True} if opts.get("athena") else {}   # issue 14 (AK-11)
        return games.new_state(self.game_id, players, int(config.get("seed", 1)),
                         variants=tuple(opts.get("variants") or ()),
                         all_tiles=bool(opts.get("all_tiles", False)), solo=solo, **extra)

    def make_seats(self, config: dict, state) -> list[Seat]:
        """The config's seats; solo, seat 1 is the Illustrious Architect ("Hippodamos
        (Architect)"), which moves inside the state (AK-10)."""
        seats = seats_from_config(config, state.num_seats)
        if state.solo:
            level = state.data.solo_levels[state.solo].name
            seats[1] = Seat(f"{level} (Architect)", "architect")
        return seats

    def interaction_key(self):
        """A note or refusal is about the ghost's spot: the picked tile, the anchor hex, the
        rotation and the city shown; it goes stale once any of them changes."""
        return (self.selected, self.anchor, self.rotation, self.viewed, self.proposed)

    def message_live(self) -> bool:
        """TableScene.message_live; an undo refusal ("New tiles were revealed: that turn is
        final") stands its time even while the view moves to an AI's city."""
        return self.undo_refusal_stands() or super().message_live()

    def animating(self) -> bool:
        """Moves are still being shown (the AI and the results wait)."""
        return self.timeline.running

    def score_targets(self) -> list[int]:
        """The score cards' totals (as the moves shown so far left them) for the counters."""
        return [led.total for led in self.card_ledger]

    def in_motion(self) -> bool:
        """Drawn things move by themselves: the move queue, stones notes, the round banner,
        Construction Site cards gliding (the App redraws without input)."""
        return self.timeline.running or bool(self.notes.items) or self.banner is not None \
            or self.site_moving() or self.motion.active()

    def idle_motion(self) -> bool:
        """The ghost of a picked tile bobs gently (drawn at IDLE_MOTION_FPS when idle) for
        GHOST_BOB_SECONDS after the last input or ghost change (and a few frames more, so the
        picture at rest is drawn); then it rests until the next input."""
        return self.selected is not None and not self.state.is_terminal \
            and self.time - self._ghost_since < self.GHOST_BOB_SECONDS + 0.2

    def ghost_bob(self) -> float:
        """The ghost's bob now as a share of its full swing: 1.0, easing to 0.0 (at rest) over
        the last GHOST_EASE_SECONDS of GHOST_BOB_SECONDS after the last input or change."""
        left = (self.GHOST_BOB_SECONDS - (self.time - self._ghost_since)) / self.GHOST_EASE_SECONDS
        return 1.0 if left >= 1.0 else max(0.0, left) ** 2

    def handle(self, ev) -> bool:
        """Any input starts the ghost's bob again (then TableInteraction.handle)."""
        self._ghost_since = self.time
        return super().handle(ev)

    def make_results(self):
        return AkropolisResults(self.app, self)

    def prewarm(self):
        """Pre-warm steps (TableScene.prewarm): the city view, the site, the bottom bar, each
        score card, the whole table off screen; then the other seats' city images."""
        scratch = self.scratch_surface()
        for part in (self._draw_view, self._draw_site, self._draw_bottom):
            part(scratch)
            yield
        for s, rect in enumerate(self.score_rects):
            self._draw_score_card(scratch, s, rect)
            yield
        yield from super().prewarm()
        for s in range(self.state.num_seats):
            self.city_image[s].get(self.shown[s], self.cameras[s].size, (s, self.shown_ver[s]))
            yield

    def enter_review(self) -> None:
        """The results' "View cities": the city shown is centred again (read-only from now)."""
        self.view(self.viewed, center=True)

    def review_step(self, d: int) -> None:
        """Review: the next (``d=1``) or previous (``-1``) seat's final city."""
        self.view((self.viewed + d) % self.state.num_seats, center=True)

    # ====================================================== session observer hooks
    def on_applied(self, applied) -> None:
        """An action (a person's or an AI's) was applied: queue its animations (animator.py);
        the picked tile and the ghost are done."""
        before = self.athena_before()
        self.selected = None
        self.anchor = None
        self.proposed = False
        if not self.undo_refusal_stands():
            self.message = ""
        self._queue_events(applied.events)
        self.athena_applied(before)   # athena_turn.py: completions announced

    def on_undone(self, applied) -> None:
        """A turn was taken back (AK-9b): its animations are dropped, the cities, the site
        and the score cards show the state as it is again, and the seat whose turn it was
        plays it again (its city shown, nothing picked)."""
        seat = self.state.current_seat
        self.timeline = Timeline(self._anim_start, self._anim_end)
        self.motion.clear()
        self.notes.clear()
        self.banner = None
        for s, c in enumerate(self.state.cities):
            if self.shown[s] != c.cells:
                self.shown[s] = dict(c.cells)
                self.shown_ver[s] += 1
        self.shown_site = list(self.state.site)
        for s in range(self.state.num_seats):
            self._refresh_card(s)
        self.athena_synced()
        self._begin_turn()
        self.say(self.undone_words(seat))   # athena_turn.py: a completion says so

    # ====================================================== flow state read by every part
    @property
    def busy(self) -> bool:
        """True while an AI thinks, an animation runs or the game is over."""
        return self.session.thinking or self.animating() or self.state.is_terminal

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
    def person_turn(self) -> bool:
        return self.session.person_turn and not self.busy

    # ====================================================== turn flow
    def _begin_turn(self) -> None:
        """A seat's turn starts (every move before it has been shown): its city centred, no
        tile picked."""
        st = self.state
        self.selected = None
        self.anchor = None
        self.proposed = False
        self.ath_reset()
        if st.is_terminal:
            return   # the base shows the results once animations are done
        if getattr(st, "phase", None) != "athena" or self.viewed != st.current_seat:
            # the Athena step goes on in the city just played: it stays where it is
            self.view(st.current_seat, center=True)
        if not self.undo_refusal_stands():
            self.message, self.message_bad = "", False

    def undo_refusal_stands(self) -> bool:
        """The last thing said is an undo refusal (interaction.undo_turn): it answers a key
        press, so the view following a move or a new turn does not clear it before its time."""
        return self._sticky_said == self._said and bool(self.message) \
            and self.message_t > 0

    def update_table(self, dt: float) -> None:
        """One frame of the table's own motion: layout on resize, site cards, notes, banner
        and the animation queue (sped up by ``anim_speed``)."""
        if self.app is not None and tuple(self.app.size) != (self.W, self.H):
            self._layout(self.app.size)
        ghost = (self.selected, self.anchor, self.rotation, self.proposed, self.viewed)
        if ghost != self._ghost_mark:   # a new tile, spot or turn: the ghost bobs again
            self._ghost_mark, self._ghost_since = ghost, self.time
        self._update_site(dt)
        self.notes.update(dt)
        if self.banner is not None:
            self.banner = (self.banner[0], self.banner[1] - dt)
            if self.banner[1] <= 0:
                self.banner = None
        self.motion.step(dt * self.anim_speed)   # times the animation_speed setting
        self._run_anims(dt * self.anim_speed * self.motion.speed)
        self.athena_update()   # athena_view.py: the matched layout clear of the prompt

    def update(self, dt: float) -> None:
        """One frame (TableScene.update: animations, then the AI or the results); the buttons
        follow."""
        super().update(dt)
        self._sync_buttons()
