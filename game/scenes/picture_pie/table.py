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
A line above the buttons names the keys for the state of the interaction (``interaction.mode()``)
and the last used device (keyboard, mouse or controller); the Q/E turn of the ghost is kept from
site to site (snapped to the nearest start slot that fits).  A "chosen" tile is lifted with an
azure rim and a check mark; the gold ring is only ever the focus.  After the game the results'
"View boards" brings the table back read-only (:attr:`review_mode`).
Mouse: click wheel tiles to draft (a Half at once; small pieces one or two, then Take or click a
chosen one again), click a hand or yard tile, hover a site (the ghost snaps under the pointer),
click to place; right click or the mouse wheel turns the ghost (or the site when no tile is
chosen); buttons for everything else.

AI seats are run by the game session (game.app.session.GameSession, through
game.scenes.table_base.TableScene): an AI thinks once the last animation has finished, and its
action waits ``ai_delay`` x the action's PACE factor before it is applied (``options["ai_delay"]``
or the ``ai_delay`` setting, seconds; 0 in tests, where the AI also thinks inline).  An AI that
fails is reported in a toast and a simple player takes its turn.

Settings read live from ``app.settings``: ``animations`` off, moves and effects land at once (no
flights, flourishes, glows or wheel sweeps; the AI pace above still applies); ``show_hints`` off,
the key hint line is not drawn.  Key names in texts come from game.input.hints.

The table is split by responsibility (as Tuxemon's combat screen): this module is the flow
over the shared :class:`TableScene` (session, pause / restart / results / review, the status
message) and the session's observer hooks, through which every applied action reaches the
animator and the interaction; ``layout.py`` is the geometry and hit-testing, ``interaction.py``
(with ``status.py``) the focus, selection, ghost, confirmations and texts, ``animator.py`` the
effects started from the core's events, and ``view.py`` the drawing, which changes nothing.

Civic Blueprints (PP-22, rulebook 2.2): ``cards`` (:class:`.blueprints_panel.BlueprintPanel`)
is the panel in the right column; with 2+ people at the screen, each person's private cards
show only on their own turn, after a "Pass to <name>" screen (game.scenes.handover) whenever the
seat to act passes from one person to another (AI turns in between need none); the person who
took the screen last is :attr:`screen_holder`.  Scores and ledgers leave out the payouts of the
private cards the screen may not show (:func:`.blueprints_panel.shown_rows`).
"""

from __future__ import annotations

import pygame

from game import games
from game.core.picture_pie.state import PicturePieState
from game.input.actions import Act, InputEvent
from game.render.cache import DrawCache
from game.scenes.handover import HandoverScene
from game.scenes.picture_pie.animator import Animator
from game.scenes.picture_pie.blueprints_panel import (BlueprintPanel, card_news, card_viewer,
                                                      cards_on, needs_handover, shown_rows)
from game.scenes.picture_pie.interaction import Interaction
from game.scenes.picture_pie.layout import TableLayout
from game.scenes.picture_pie.results import make_results
from game.scenes.picture_pie.view import TableView
from game.scenes.table_base import TableScene

GAME_ID = PicturePieState.GAME_ID
#: AI pace factor per action kind (its plain form's "type"), times the AI delay
PACE = {"pick": 0.5, "draft_half": 1.0, "draft_small": 1.0, "draft_nothing": 0.6, "place": 1.0,
        "rotate": 0.35, "store": 0.6, "turn_wheel": 0.9, "end_turn": 0.8}


def new_state(config: dict):
    """A fresh state for a New Game config (seats, seed, and the options the Campaign's
    registry entry declares that are set, e.g. ``blueprints``; others, such as ``ai_delay``,
    are the table's)."""
    given = config.get("options") or {}
    names = {o.name for o in games.info(GAME_ID, "campaign").options}
    opts = {k: v for k, v in given.items() if k in names and v is not None}
    return games.new_state(GAME_ID, len(config["seats"]), int(config.get("seed", 1)), **opts)


class PicturePieTable(TableScene):
    """The table.  ``PicturePieTable(app, config, state=None)``; ``config`` as in
    game.scenes.tables (seats: name, kind person|ai, ai random|greedy).

    Parts: ``session`` (the base's GameSession), ``layout`` (:class:`TableLayout`, geometry
    and hit-testing), ``interaction`` (:class:`Interaction`: focus, selection, ghost, status
    line), ``animator`` (:class:`Animator`: effects), ``renderer`` (:class:`TableView`:
    drawing).  Public for tests: ``state``, ``slot_point(site, start, size)``,
    ``wheel_tile_pos(tid)``, ``tray_tile_pos(tid)``, ``tray_tiles()``, ``button_rect(name)``,
    ``pick_rect(...)``, ``back_rect()``, ``try_apply(action)`` (= :meth:`act`)."""

    name = "pp-table"
    game_id = GAME_ID
    AI_SEED_FACTOR = 31
    #: the parts' classes (a mode's table, e.g. the Duel's, names its own)
    layout_class = TableLayout
    interaction_class = Interaction
    view_class = TableView

    def __init__(self, app, config: dict, state=None):
        super().__init__(app, config, state)
        self._before: dict = {}   # tile positions read in before_apply
        self._ledger_before = None   # the acting seat's ledger rows, read in before_apply
        self._cards_before: tuple = ()   # the cards it fulfilled then
        cur = self.state.current_seat
        self.view_seat = cur if cur is not None else 0
        self.screen_holder: int | None = None   # the person who took the screen last
        self.cards = BlueprintPanel(self)
        self.layout = self.layout_class(*self.layout_key())
        self.fits_cache = DrawCache(8)   # (version, tile, seat) -> {(site, slot)} it fits
        self.animator = Animator(self)
        self.interaction = self.interaction_class(self)
        self.renderer = self.view_class(self)
        self.interaction.settle()

    # ------------------------------------------------------------------ hooks of TableScene
    def new_state(self, config: dict):
        """A fresh state for ``config`` with its options (:func:`new_state`)."""
        return new_state(config)

    def ai_pace(self, action) -> float:
        """PACE factor of ``action``'s kind (1.0 for a kind not listed)."""
        return PACE.get(action.to_dict()["type"], 1.0)

    def interaction_key(self):
        """The interaction's key (:meth:`Interaction.interaction_key`)."""
        ui = getattr(self, "interaction", None)
        return ui.interaction_key() if ui is not None else super().interaction_key()

    def animating(self) -> bool:
        """A blocking effect runs (the AI and the results wait for it)."""
        return self.animator.busy

    def in_motion(self) -> bool:
        """Drawn things move by themselves (the App redraws without input)."""
        return self.animator.moving()

    def score_targets(self) -> list[int]:
        """The top bar's scores (the view's, private cards left out) for the counters."""
        return self.renderer.scores()

    def redraw_key(self):
        """The board shown (it follows the seat to play once the effects are done)."""
        return (self.view_seat,)

    def round_label(self) -> str:
        """The top bar's first words: "Round 4/12" (a mode's table may say more)."""
        st = self.state
        return f"Round {min(st.round, st.data.rounds)}/{st.data.rounds}"

    def closed_sites(self) -> frozenset:
        """Sites drawn as closed ground that takes no tile (none here; the Codex has some)."""
        return frozenset()

    # ------------------------------------------------------------------ seats and tiles
    @property
    def task(self):
        """The AI computation in progress (None when idle)."""
        return self.session.driver.task

    @property
    def main_seat(self) -> int:
        """The seat whose board is drawn large: the active seat, switched only once the last
        seat's animations have finished (so a flourish plays on the board it belongs to)."""
        return self.view_seat

    @property
    def person_turn(self) -> bool:
        """A person is to act and their board is the one shown."""
        return self.session.person_turn and self.state.current_seat == self.view_seat

    def tile_look(self, tid: int):
        t = self.state.tiles[tid]
        return (tid, t.size, t.motif, t.mark)

    def fits(self, tid: int) -> frozenset:
        """{(site, slot)} where tile ``tid`` fits on the active seat's board now (the core's
        ``placements``, PP-5), cached per state version."""
        st = self.state
        return self.fits_cache.fetch((self.version, tid, st.current_seat),
                                     lambda: frozenset(st.placements(tid)))

    # ------------------------------------------------------------------ geometry (layout.py)
    def slot_point(self, site: int, start: int, size: int) -> tuple[int, int]:
        """Screen point inside ``site`` where the ghost of a ``size`` tile snaps to ``start``."""
        return self.layout.slot_point(site, start, size)

    def wheel_tile_pos(self, tid: int) -> tuple[int, int] | None:
        return self.layout.wheel_tile_pos(self.state, self.animator.rotation, tid)

    def tray_tiles(self) -> list[tuple[str, int, tuple]]:
        """[(where, tile id, centre)] for the main seat's hand and yard."""
        return self.layout.tray_tiles(self.state, self.main_seat)

    def tray_tile_pos(self, tid: int) -> tuple[int, int] | None:
        for _w, t, (x, y) in self.tray_tiles():
            if t == tid:
                return int(round(x)), int(round(y))
        return None

    def button_rect(self, name: str) -> pygame.Rect:
        return self.layout.buttons[name]

    def pick_rect(self, size: int, motif: str, mark=None) -> pygame.Rect:
        return self.layout.pick_rects[(size, motif, mark)]

    def back_rect(self) -> pygame.Rect:
        """The "Back to results" button of the review: it spans the Undo..Menu buttons."""
        return self.layout.back_rect()

    def widget_rects(self) -> list:
        if self.review_mode:
            return self.layout.all_rects() + [self.back_rect()]
        return self.layout.all_rects()

    def layout_key(self) -> tuple:
        """What the layout is computed from now: (size, seats, main seat[, cards panel])."""
        key = (tuple(self.size), self.state.num_seats, self.main_seat)
        mode = self.cards.mode()
        return key if mode is None else key + (mode,)

    def sync_layout(self) -> None:
        """Lay out again if the window size, the seat shown large or the Blueprint panel
        (open or a strip) has changed."""
        key = self.layout_key()
        if self.layout.key() != key:
            self.layout = self.layout_class(*key)

    # ------------------------------------------------------------------ Civic Blueprints
    def card_viewer(self) -> int | None:
        """The seat whose private cards the screen may show (blueprints_panel.card_viewer)."""
        return card_viewer(self)

    def ledger_rows(self, seat: int) -> tuple:
        """``seat``'s ledger rows as the screen may show them (blueprints_panel.shown_rows)."""
        return shown_rows(self, seat)

    def hand_over(self) -> None:
        """Show "Pass to <name>" when the seat to act is a person who has not taken the
        screen (blueprints_panel.needs_handover); their cards show once they confirm."""
        if needs_handover(self) and self.app is not None and self.app.top is self:
            self.app.push(self.handover_scene())

    def handover_scene(self) -> HandoverScene:
        """The "Pass to <name>" screen for the seat to act; confirming gives them the screen."""
        seat = self.state.current_seat

        def taken():
            self.screen_holder = seat
            self.interaction.settle()

        return HandoverScene(self.app, self.seat_name(seat), taken, on_pause=self.open_pause)

    # ------------------------------------------------------------------ applying actions
    def try_apply(self, action) -> bool:
        """:meth:`act` (tests and benches call it by this name)."""
        return self.act(action)

    def before_apply(self, action, seat) -> None:
        """Session hook: read where the tiles ``action`` moves are drawn now."""
        self._before = self.animator.positions_before(action)
        self._ledger_before = self.state.ledger(seat).rows   # the completion note's parts
        self._cards_before = self.state.fulfilled(seat) if cards_on(self.state) else ()

    def on_applied(self, applied) -> None:
        """Session hook: start the action's effects, say what its events mean, keep the
        selection and focus valid."""
        before, self._before = self._before, {}
        self.animator.on_applied(applied.action, applied.seat, before)
        rows, self._ledger_before = self._ledger_before, None
        self.interaction.on_applied(applied.action, applied.seat, rows)
        self.interaction.settle()
        news = card_news(self, applied.seat, self._cards_before)
        if news:   # after the completion note, if one was said about this move
            live = self.message_live() and not self.message_bad
            self.say(f"{self.message} {news}" if live else news)

    def on_undone(self, applied) -> None:
        """Session hook: an undo (PP-7): tiles are drawn where they now are, the selection is
        dropped."""
        self.animator.clear()
        self.interaction.on_undone()

    # ------------------------------------------------------------------ scene hooks
    def handle_table(self, ev: InputEvent) -> bool:
        if self.cards.handle(ev):
            return True
        if self.review_mode:
            return self._handle_review(ev)
        return self.interaction.handle(ev)

    def on_resize(self, size):
        super().on_resize(size)
        self.sync_layout()

    def update_table(self, dt: float) -> None:
        st = self.state
        target = st.current_seat if st.current_seat is not None else self.view_seat
        if target != self.view_seat and self.animator.idle():
            self.view_seat = target
            self.interaction.auto_choose()
        self.sync_layout()
        self.animator.update(dt)
        if not st.is_terminal:
            self.interaction.keep_focus()
            self.hand_over()

    def draw_table(self, surface: pygame.Surface) -> None:
        """Paint the table (changes nothing: see game.scenes.picture_pie.view)."""
        self.renderer.draw(surface)

    def prewarm(self):
        """Pre-warm steps (TableScene.prewarm): the backdrop, the main board, the top bar, the
        wheel (or the setup picks), each small board, then the whole table off screen."""
        view, lay, scratch = self.renderer, self.layout, self.scratch_surface()
        view.background(lay)
        yield
        for part in (view.draw_main_board, view.draw_top,
                     view.draw_picks if self.state.stage == "setup" else view.draw_wheel):
            part(scratch, lay)
            yield
        for seat in lay.others:
            view.draw_small_board(scratch, lay, seat)
            yield
        yield from super().prewarm()

    # ------------------------------------------------------------------ results and review
    def make_results(self):
        return make_results(self.app, self.state, self.names, self.play_again, table=self)

    def enter_review(self) -> None:
        self.view(self.view_seat)

    def review_step(self, d: int) -> None:
        self.view(self.view_seat + d)

    def view(self, seat: int) -> None:
        """Show ``seat``'s board large (review of the final boards)."""
        self.view_seat = seat % self.state.num_seats
        self.sync_layout()

    def _handle_review(self, ev: InputEvent) -> bool:
        """Review input the base leaves to the table (Tab, Esc and Enter are the base's):
        arrows step through the boards, a click on a small board shows it large, "Back to
        results" returns."""
        act = ev.act
        if act in (Act.RIGHT, Act.DOWN):
            self.review_step(1)
        elif act in (Act.LEFT, Act.UP):
            self.review_step(-1)
        elif act in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos:
            self.interaction.pointer = ev.pos
        elif act == Act.POINTER_DOWN and ev.pos:
            if self.back_rect().collidepoint(ev.pos):
                self.back_to_results()
                return True
            seat = self.layout.other_at(ev.pos)
            if seat is not None:
                self.view(seat)
        return True
