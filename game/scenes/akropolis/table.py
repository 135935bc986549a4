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

Files (issue 8): layout.py (geometry, hit-testing), interaction.py (focus, selection, ghost,
input; actions through :meth:`AkropolisTable.try_apply`), animator.py (core events -> effects on
game.render.effects.Timeline), view.py (drawing only), words.py (player-facing words).  This
file keeps the flow: construction, update, AI driving, autosave, pause/restart/results/review.
"""

from __future__ import annotations

from game.app.ai_driver import AiDriver
from game.app.scene import Scene
from game.core.state import IllegalAction
from game.input.hints import device_of
from game.render import hexdraw
from game.render.cache import DrawCache
from game.render.effects import Effects, Timeline
from game.scenes.akropolis.animator import TableAnimator
from game.scenes.akropolis.interaction import DRAG_THRESHOLD, TableInteraction  # noqa: F401
from game.scenes.akropolis.layout import TableLayout
from game.scenes.akropolis.view import PICK_PAIRS, PLACE_PAIRS, REVIEW_PAIRS, TableView  # noqa: F401
from game.scenes.akropolis.words import COLOUR_NAMES, SINGULAR, agree, plural  # noqa: F401
from game.storage import saves


def _seat_names(config: dict, state) -> list[str]:
    seats = config.get("seats") or []
    names = [s.get("name") or f"Player {i + 1}" for i, s in enumerate(seats)]
    if state.solo:
        level = state.data.solo_levels[state.solo].name
        names = (names or ["You"])[:1] + [f"{level} (Architect)"]
    while len(names) < state.num_seats:
        names.append(f"Player {len(names) + 1}")
    return names


class AkropolisTable(TableInteraction, TableAnimator, TableView, TableLayout, Scene):
    """Table scene.  ``AkropolisTable(app, config, state=None)``; see game/scenes/tables.py for
    ``config``.  Extra config keys: ``ai_delay`` (least seconds between an AI starting to think and
    moving; default the ``ai_delay`` setting, see game.app.ai_driver.AiDriver) and
    ``anim_speed`` (1.0 normal; larger is faster).

    Public helpers for tests and demos: :meth:`site_tile_pos`, :meth:`hex_screen_pos`,
    :attr:`busy` (an AI is thinking or an animation is running), :attr:`message`.

    The parts: TableLayout (layout.py), TableInteraction (interaction.py), TableAnimator
    (animator.py), TableView (view.py); this class holds the flow and :meth:`try_apply`.
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
        self.cameras = []   # one game.scenes.akropolis.camera.Camera per seat (layout.py)
        self.city_image = [hexdraw.CityImage() for _ in range(n)]
        self.selected: int | None = None
        self.rotation = 0
        self.anchor: tuple[int, int] | None = None
        self.message = ""          # last refusal or notice
        self.message_bad = False
        # one animation system (game.render.effects): the queue of a move's steps, the notes
        self.timeline = Timeline(self._anim_start, self._anim_end)
        self.notes = Effects()     # RisingNote stones notes beside the score cards
        self.banner: tuple[str, float] | None = None
        self.refusal_key = None    # the ghost spot a refusal was about (stale once it moves)
        self.hover_pos: tuple[int, int] | None = None
        self.press: tuple[int, int] | None = None
        self.dragging = False
        self.finished = False
        self.covered = False       # a scene (pause, dialog) is above: no key hints drawn
        self.results_scene = None
        self.site_x: dict[int, list[float]] = {}   # tile id -> [x, y offset] (tweened)
        # derived data and drawn surfaces: bounded caches (keys carry the state version)
        self._info_cache = DrawCache(400)
        self._legal_cache = DrawCache(2)
        self._ledger_cache = DrawCache(4 * n)
        self._status_cache = DrawCache(2)
        self._values_cache = DrawCache(2)
        self._view_cache = DrawCache(4)   # the city view: its buffer per size and what it shows
        self.buttons = []
        self.time = 0.0
        self._bg = None
        self._layout(app.size if app is not None else (1280, 720))  # layout.py
        self.shown_site: list[int] = list(state.site)  # the site as animated so far
        # score cards show what has landed so far: refreshed when a seat's drop settles
        self.card_ledger = [state.ledger(s) for s in range(n)]
        self.card_stones = list(state.stones)
        for i, tid in enumerate(state.site):
            self.site_x[tid] = [float(self._card_rect(i).x), 0.0]
        self._begin_turn(first=True)
        self.autosave()

    # ====================================================== session plumbing
    # (for the lead: these move onto a GameSession / TableScene base)
    def try_apply(self, action) -> bool:
        """The one way the table changes the game: send ``action`` to the core, queue its
        animations (animator.py) and autosave.  False (and the core's reason shown, nothing
        changed) if the core refuses it.  The lead routes this through a GameSession."""
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

    def autosave(self) -> None:
        """Save the game for Continue (game start, and each time a seat's turn has ended)."""
        saves.autosave(self.app, "akropolis", self.config, self.state)

    # ====================================================== flow state read by every part
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
    def person_turn(self) -> bool:
        seat = self.state.current_seat
        return seat is not None and self.kinds[seat] == "person" and not self.busy

    @property
    def review_mode(self) -> bool:
        """The finished game, looked at from its results (read-only)."""
        return self.state.is_terminal and self.results_scene is not None and not self.anims \
            and self.anim is None

    @property
    def device(self) -> str:
        """The last used input device ("keyboard", "mouse" or "controller") for hints."""
        return device_of(self.app) if self.app is not None else "keyboard"

    # ====================================================== turn flow and AI driving
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

    def update(self, dt: float) -> None:
        """One frame: animations and tweens, then the AI seat to play; buttons follow."""
        self._update(dt)
        self._sync_buttons()

    def _update(self, dt: float) -> None:
        self.time += dt
        if self.app is not None and tuple(self.app.size) != (self.W, self.H):
            self._layout(self.app.size)
        if self._refusal_stale():
            self.message, self.message_bad, self.refusal_key = "", False, None
        self._update_site(dt)
        self.notes.update(dt)
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
                self.try_apply(action)

    # ====================================================== pause, restart, results, review
    def _pause(self) -> None:
        from game.scenes.pause import PauseScene
        self.press, self.dragging = None, False
        self.app.push(PauseScene(self.app, on_restart=self._restart, rules_text="akropolis"))

    def _restart(self) -> None:
        from game.scenes.tables import start_game
        start_game(self.app, dict(self.config, game="akropolis"))

    def _show_results(self) -> None:
        from game.scenes.akropolis.results import AkropolisResults
        saves.delete_autosave(self.app, "akropolis")  # finished: nothing to continue
        self.results_scene = AkropolisResults(self.app, self)
        if self.app is not None:
            self.app.push(self.results_scene)

    def back_to_results(self) -> None:
        """From the read-only review of the final cities back to the results."""
        if self.results_scene is None or self.app is None:
            return
        self.press, self.dragging = None, False
        self.app.push(self.results_scene)
