"""The Akropolis Pantheon table (issue 15, AK-14..AK-16): a cooperative game of 2-4 Architects
building one Capital.  The Capital and each Architect's City (tabs, T, or all at once with C),
the hand of the seat to play (3 tiles; hidden behind a "Pass to <name>" screen when several
people share the screen, never shown for an AI), the open Architectural Challenges with their
Divine Altars, the team's stones and what the AI teammates say of their hands.

A turn: optionally Give stones (the gift dialog shows the tax), Discard a challenge (1 stone) or
Unlock a slot (5 stones), each behind a confirm naming the cost; then pick a hand tile, choose
the target ("My City" or "The Capital", 1 stone; T switches), move and turn the ghost (its tag
tells the stones and the challenges the placement would meet), propose and confirm it (AK-9b).
After a City placement each challenge it met is offered: the Capital is shown with the free
plazas of its colour marked; a marked plaza clicked (or chosen with the arrows, then Enter)
gets the altar; Esc skips it.  The turn then waits: gifts, Discard and Unlock stay open, Z
takes the placement back (back to choosing), and End turn (the button, or T / RT once no tile is
held) sends FinishTurn.

Input: Tab/Shift-Tab (LB/RB) pick a hand tile; T (RT) switch the target while a tile is held,
End turn once the tile is placed, else the next view; C (L3) every board at once; ↑/↓ without a tile move the focus over the
panel's buttons (Discard, Unlock, Give stones), Enter presses it; Q/E turn; Z undo; F fit;
+/− zoom; a left drag pans; Esc cancels, then opens the menu.

The scene reads the state (``state.mode == "pantheon"``: game.core.akropolis.pantheon) and sends
its actions through the session; it re-derives no rule: legality, costs, completable challenges
and free plazas are the core's (a placement's preview applies it to a copy).  Parts:
pantheon_layout.py (geometry), pantheon_interaction.py (input), pantheon_view.py (drawing),
pantheon_altars.py (the altars' art), pantheon_gift.py (the gift dialog), pantheon_results.py.
"""

from __future__ import annotations

from game import games
from game.core.akropolis import AkropolisState, pantheon_scoring
from game.core.akropolis.pantheon_actions import PlaceTile
from game.core.akropolis.pantheon_events import ChallengeCompleted
from game.render import hexdraw
from game.render.cache import DrawCache
from game.render.physics import Motion
from game.scenes.akropolis.movelog import MoveLog
from game.scenes.akropolis.pantheon_interaction import PantheonInteraction
from game.scenes.akropolis.pantheon_log import pantheon_lines
from game.scenes.akropolis.pantheon_layout import PantheonLayout
from game.scenes.akropolis.pantheon_results import PantheonResults
from game.scenes.akropolis.pantheon_view import PantheonView
from game.scenes.table_base import TableScene
from game.scenes.akropolis.words import plural


class PantheonTable(PantheonInteraction, PantheonView, PantheonLayout, TableScene):
    """``PantheonTable(app, config, state=None)``; ``config["options"]["scenario"]`` picks the
    Scenario (corinth / sparta / athens).  Public for tests and demos: :meth:`hand_tile_pos`,
    :meth:`hex_screen_pos`, :meth:`hand_shown_seat`, :attr:`viewed` (seat, or
    :attr:`capital_view`), :attr:`target`, :attr:`altar_for`, :attr:`screen_holder`."""

    name = "ak-pantheon"
    game_id = AkropolisState.GAME_ID
    AI_SEED_FACTOR = 7919
    THINK_INLINE_WITHOUT_DELAY = False
    #: the state's phase before the turn's placement
    PLACE_PHASE = "turn"

    def __init__(self, app, config: dict, state=None) -> None:
        super().__init__(app, config, state)
        st = self.state
        n = st.num_seats
        self.screen_holder: int | None = None
        self.viewed = st.current_seat if st.current_seat is not None else n
        self.cameras = []
        self.city_image = [hexdraw.CityImage() for _ in range(n + 1)]
        self.mini_image = [hexdraw.CityImage() for _ in range(n + 1)]
        self.selected: int | None = None
        self.target = "city"
        self.rotation = 0
        self.anchor: tuple[int, int] | None = None
        self.proposed = False
        self.altar_for: str | None = None      # the challenge whose altar is being placed
        self.altar_spot: tuple[int, int] | None = None
        self.skipped: set = set()              # challenges left open this turn
        self.panel_focus: int | None = None
        self.overview_on = False
        self.hover_pos = None
        self.press = None
        self.dragging = False
        self.buttons = []
        self._info_cache = DrawCache(64)
        self._legal_cache = DrawCache(4)
        self._area_cache = DrawCache(8)
        self._panel_cache = DrawCache(2)
        self._view_cache = DrawCache(1)   # the Akropolis view helpers clear it
        self._sticky_said = None          # an undo refusal said (the Akropolis undo)
        self._ledger_cache = DrawCache(2)
        self._log_memo = DrawCache(1)     # the one MoveLog (filled while drawing)
        self._log_cache = DrawCache(4)
        self._bg = None
        self.motion = Motion(lambda: self.settings)   # a completed challenge's small burst
        self._layout(app.size if app is not None else (1280, 720))
        self._begin_turn()

    # ------------------------------------------------------------------ TableScene hooks
    def new_state(self, config: dict):
        opts = dict(config.get("options") or {})
        players = max(2, len(config.get("seats") or []))
        return games.new_state(self.game_id, players, int(config.get("seed", 1)),
                               scenario=opts.get("scenario") or "corinth")

    def interaction_key(self):
        return (self.selected, self.anchor, self.rotation, self.viewed, self.proposed,
                self.target, self.altar_for, self.altar_spot)

    def redraw_key(self):
        return (self.panel_focus, self.overview_on, self.screen_holder,
                tuple(c.zoom_index for c in self.cameras),
                tuple(round(c.origin[0]) for c in self.cameras))

    def in_motion(self) -> bool:
        """A completed challenge's burst is still falling (drawn without input)."""
        return self.motion.active()

    def idle_motion(self) -> bool:
        return (self.selected is not None or self.altar_for is not None) and not self.state.is_terminal

    def make_results(self):
        return PantheonResults(self.app, self)

    def enter_review(self) -> None:
        self.view(self.capital_view, center=True)

    def review_step(self, d: int) -> None:
        self.next_view(d)

    def ai_pace(self, action) -> float:
        """Seconds an AI's action is shown: its placement the full delay, the rest quickly."""
        return self.ai_delay if isinstance(action, PlaceTile) else self.ai_delay * 0.3

    # ------------------------------------------------------------------ session observers
    def on_applied(self, applied) -> None:
        """After any action: the ghost is done; a person's City placement asks for the
        challenges it met (or ends the turn); a new seat's turn starts."""
        st = self.state
        self.burst_altars(applied.events)
        self.selected, self.anchor, self.proposed = None, None, False
        self.panel_focus = None
        kind = type(applied.action).__name__   # PlaceTile, CompleteChallenge, ...
        if st.is_terminal:
            self.altar_for = None
            return
        if st.current_seat != applied.seat:
            self._begin_turn()
            return
        if kind == "GiveStones" and applied.by == "person":
            n, to = applied.action.n, self.seat_name(applied.action.to_seat)
            self.say(f"{self.seat_name(applied.seat)} gave {plural(n, 'stone')} to {to} "
                     f"({n} more to the reserve)")
        if kind in ("PlaceTile", "CompleteChallenge") and self.is_person(applied.seat) \
                and applied.by == "person":
            if kind == "PlaceTile" and getattr(applied.action, "target", "city") == "capital":
                self.view(self.capital_view, center=True)
            self.start_altar_prompt()

    def burst_altars(self, events) -> None:
        """A small Laurel burst over each altar a completed challenge put on the Capital
        plaza, when the Capital is shown."""
        if self.viewed != self.capital_view or self.overview_on:
            return
        cam = self.camera
        for ev in events:
            if isinstance(ev, ChallengeCompleted):
                c = self.state.capital.cells.get((ev.q, ev.r))
                pos = cam.to_screen(ev.q, ev.r, c.level if c is not None else 1)
                self.motion.small_burst(pos, cam.size, seed=ev.q * 31 + ev.r)

    def on_undone(self, applied) -> None:
        self.motion.clear()
        self.selected, self.anchor, self.proposed = None, None, False
        self.altar_for, self.altar_spot = None, None
        self.skipped = set()
        st = self.state
        if st.current_seat is not None and st.phase != self.PLACE_PHASE and self.is_person(st.current_seat):
            self.start_altar_prompt()
        else:
            self.view(st.current_seat, center=True)
        self.say(f"{self.whose(st.current_seat).capitalize()} move is taken back.")

    def _begin_turn(self) -> None:
        st = self.state
        self.selected, self.anchor, self.proposed = None, None, False
        self.altar_for, self.altar_spot = None, None
        self.skipped = set()
        self.target = "city"
        if st.is_terminal:
            return
        self.view(st.current_seat, center=True)

    # ------------------------------------------------------------------ frame
    def update_table(self, dt: float) -> None:
        """Layout on resize; the ghost's preview worked out here, not while drawing (it
        applies the placement to a copy of the state, which marks the original's cities as
        shared)."""
        if self.app is not None and tuple(self.app.size) != (self.W, self.H):
            self._layout(self.app.size)
        if self.selected is not None:
            self.placement_preview()
        self.motion.step(dt)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.state.is_terminal:
            self.hand_over()
        self._sync_buttons()

    # ------------------------------------------------------------------ read helpers
    @property
    def person_turn(self) -> bool:
        return self.session.person_turn and not self.session.thinking and not self.state.is_terminal

    @property
    def busy(self) -> bool:
        return self.session.thinking or self.state.is_terminal

    def whose(self, seat) -> str:
        """"your" for the seat named "You", else "Ben's"."""
        who = self.seat_name(seat)
        return "your" if who == "You" else f"{who}'s"

    def pantheon_data(self):
        """The Pantheon data (challenges, altars, scenarios: ``data.pantheon``)."""
        return self.state.pantheon

    def challenge_def(self, cid: str):
        return self.pantheon_data().challenge(cid)

    def scenario_def(self):
        """The Scenario played (a pantheon_data.ScenarioDef), or None when unknown."""
        sc = self.state.scenario
        if hasattr(sc, "targets"):
            return sc
        try:
            return self.pantheon_data().scenario(sc)
        except KeyError:
            return None

    def targets(self) -> tuple:
        sc = self.scenario_def()
        return tuple(sc.targets.get(self.state.num_seats, ())) if sc is not None else ()

    def capital_score(self) -> tuple[dict, int]:
        """(the Capital's ledger, the tier reached) now: the core's pure scoring
        (pantheon_scoring, AK-14/AK-16), as the state keeps its own ledger in a plain attribute
        and drawing must change nothing."""
        def make():
            st = self.state
            sc = st.scenario_def
            ledger = pantheon_scoring.capital_ledger(st.capital.cells, dict(st.altars), sc,
                                                     st.rules)
            return ledger, pantheon_scoring.tier(ledger["total"], sc, st.num_seats)
        return self._ledger_cache.fetch(self.version, make)

    def move_log(self) -> MoveLog:
        """The game's MoveLog brought up to the current state (game.scenes.akropolis.movelog)."""
        memo = self._log_memo.fetch("log", MoveLog)
        return self._log_cache.fetch(("synced", self.version, id(self.state)),
                                     lambda: memo.sync(self.state))

    def log_lines(self) -> list:
        """Every move so far (game.scenes.akropolis.pantheon_log), oldest first: LogLine(seat,
        text), e.g. "Aspasia gave 2 stones to Ben"."""
        def make():
            return pantheon_lines(self.move_log().groups, self.seat_name,
                                  lambda c: self.challenge_def(c).name)
        return self._log_cache.fetch(("lines", self.version, id(self.state)), make)

    def prewarm(self):
        scratch = self.scratch_surface()
        self.draw_table(scratch)
        yield
        yield from super().prewarm()
