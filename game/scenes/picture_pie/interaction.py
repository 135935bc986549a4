"""What a person is doing at the Picture Pie table: keyboard focus (areas, arrows, Tab), the
selection (small draft pieces, the chosen hand / yard tile), the ghost (PP-5 snapping, the Q/E
turn), mouse hover and clicks, the End-turn discard confirmation (PP-11), and the status line.

:class:`Interaction` reads the table's state and layout and changes the game only through
``table.act(action)`` (and ``table.undo()``), both through the game session; everything else it
changes is its own fields.  Notes and refusals go to the table's status message
(``table.say``); its texts come from :class:`game.scenes.picture_pie.status.StatusLines`, the
ghost (placement, preview, turn, the site the focus starts on) from
:class:`game.scenes.picture_pie.ghost.Ghost`.
"""

from __future__ import annotations

import pygame

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel)
from game.core.picture_pie.events import (Completed, Discarded, Placed, Refilled, RoundStarted,
                                          SundialMoved)
from game.input.actions import DEVICE_ACTS, Act, InputEvent
from game.input.hints import hint
from game.render.cache import DrawCache
from game.render.widgets import focus_step
from game.scenes.picture_pie.ghost import Ghost
from game.scenes.picture_pie.layout import BUTTONS
from game.scenes.picture_pie.ledger_panel import (LedgerPanel, base_words, chip_at,
                                                  chip_rects, completion_parts, completion_text,
                                                  own_parts)
from game.scenes.picture_pie.status import SIZE_WORD, StatusLines
from game.scenes.picture_pie.words import site_words



class Interaction(Ghost, StatusLines):
    """Focus, selection, ghost and confirmations of ``table`` (a PicturePieTable).

    Fields: ``zone`` (focused area: picks | wheel | tray | board | buttons | scores),
    ``focus`` (area -> index), ``selected_small`` (draft piece ids), ``chosen`` (tile id to
    place, or None), ``ghost_start`` (the slot a Q/E turn chose, kept from site to site),
    ``pointer`` / ``hover_site`` / ``hover_slot`` / ``hover_button`` (the mouse),
    ``end_pending``."""

    def __init__(self, table):
        self.table = table
        self.zone = "tray"
        self.focus = {"wheel": 0, "tray": 0, "board": 5, "buttons": BUTTONS.index("end"),
                      "picks": 0, "scores": 0, "cards": 0}
        self.focus_key: tuple | None = None   # (stage, seat, round) the focus was placed for
        self.selected_small: list[int] = []
        self.switch_half: tuple | None = None   # (Half id, small ids) a switch was offered for
        self.chosen: int | None = None      # tile id chosen to place (hand or yard)
        self.hover_site: int | None = None
        self.hover_slot: int | None = None
        self.ghost_start: int | None = None
        self.pointer: tuple[int, int] | None = None
        self.hover_button: str | None = None
        self.end_pending: tuple | None = None  # interaction key when End turn asked to confirm
        self.previews = DrawCache(16)  # (state version, Place) -> score change
        self.last_device = table.device   # the device of the last input handled
        self.pointer_fresh = True   # the last input handled came from the mouse

    @property
    def state(self):
        return self.table.state

    def say(self, text: str, bad: bool = False) -> None:
        """A note or refusal on the table's status line (TableScene.say: it stands while the
        interaction it was said about lasts, see :meth:`interaction_key`)."""
        self.table.say(text, bad)

    def interaction_key(self) -> tuple:
        """What the status line talks about: the game position (stage, seat, round, actions
        this turn, hand, wheel) and the small pieces chosen in the draft.  A message said
        under another key is stale."""
        st = self.state
        return (st.stage, st.seat, st.round, len(st.turn_log), st.hand, st.sundial,
                st.wheel.rotation, tuple(self.selected_small))

    def proposal_key(self) -> tuple:
        """What Enter / A would commit now, for the mash guard (TableScene.confirm_shown): the
        position, the focused area and item, the chosen tile and its ghost's start, the small
        pieces chosen and the End turn question."""
        st = self.state
        return (self.table.version, self.zone, self.focus.get(self.zone), self.chosen,
                self.ghost_start, tuple(self.selected_small), self.end_pending, st.stage)

    def tray_tiles(self):
        return self.table.tray_tiles()

    # ------------------------------------------------------------------ after the game moved
    def on_applied(self, action, seat, ledger_before=None) -> None:
        """Drop what the applied ``action`` used up and say what its events mean.
        ``ledger_before``: ``seat``'s ledger rows before the action (a completion note lists
        the rows it changed, :func:`ledger_panel.completion_parts`).  An AI's end of turn that
        hands over to a person says nothing: the person's own hint shows at once."""
        st = self.state
        tb = self.table
        if isinstance(action, (DraftHalf, DraftSmall)):
            self.selected_small = []
        name = tb.seat_name(seat)
        handover = (isinstance(action, EndTurn) and not tb.is_person(seat)
                    and st.current_seat is not None and tb.is_person(st.current_seat))
        notes: list[str] = []   # the end of turn's Phase 4 notes, said together
        bad = False
        for ev in st.events:
            if isinstance(ev, Placed) and self.chosen == ev.tile:
                self.chosen = None
            elif isinstance(ev, Completed):
                parts = (completion_parts(ledger_before, st.ledger(seat).rows, ev.points)
                         if ledger_before is not None else [])
                site = st.boards[seat].sites[ev.site]
                parts = parts or own_parts(site, ev.points)   # never a bare total
                detail = base_words(site, st.data)
                self.say(completion_text(name, ev.site, parts, ev.points, detail))
            elif handover:
                continue
            elif isinstance(ev, Refilled) and ev.tiles:
                n = len(ev.tiles)
                notes.append(f"Sector {ev.sector + 1} was empty: refilled from the bag "
                             f"({n} tile{'' if n == 1 else 's'}).")
            elif isinstance(ev, Discarded):
                notes.append(f"{name}: a tile went to the box ({ev.points}).")
                bad = True
            elif isinstance(ev, SundialMoved):   # Phase 4: Sundial Advance
                notes.append("The Sundial advanced to sector "
                             f"{st.wheel.sector_at(ev.to) + 1}.")
            elif isinstance(ev, RoundStarted):
                word = "Turn" if st.mode == "codex" else "Round"   # a Codex city counts turns
                notes.append(f"{word} {ev.round} of {st.data.rounds}.")
        if notes:
            self.say(" ".join(notes), bad=bad)
        if isinstance(action, Store) and self.chosen == action.tile_id:
            self.chosen = None
        if isinstance(action, EndTurn):
            self.chosen = None
            self.selected_small = []
            self.ghost_start = None

    def on_undone(self) -> None:
        """After an undo (PP-7): nothing is chosen but the first hand tile, and it is said."""
        self.selected_small = []
        self.chosen = None
        self.auto_choose()
        self.say("Took back the last action.")

    def settle(self) -> None:
        """After a change of the game: a valid chosen tile and a focus on something there."""
        self.auto_choose()
        self.keep_focus()

    def aim(self, action: Place) -> None:
        """Choose ``action``'s tile and show its ghost at its site and start slot, the keyboard
        focus on that site (demo scenes and tests set up a placement this way)."""
        self.chosen = action.tile_id
        self.zone = "board"
        self.focus["board"] = action.site
        self.ghost_start = action.slot

    def auto_choose(self) -> None:
        """Keep ``chosen`` valid: the first hand tile after a draft, else nothing."""
        st = self.state
        if st.stage != "build" or not self.table.person_turn:
            self.chosen = None
            return
        own = list(st.hand) + list(st.boards[st.current_seat].yard)
        if self.chosen not in own:
            self.chosen = st.hand[0] if st.hand else None
            self.ghost_start = None

    # ------------------------------------------------------------------ input
    def handle(self, ev: InputEvent) -> bool:
        """One input event on a person's table (the review is the table's own; P is the
        base's pause).  False for an Esc with nothing to drop: the base opens the pause menu."""
        act = ev.act
        tb = self.table
        if act in DEVICE_ACTS or act == Act.PAN:
            return False   # a pad plugged in or out, the camera stick: nothing on this table
        # the device of the input before this one: a first Tab after the mouse (no ring drawn
        # yet) shows the focus on the stage's first area instead of moving it on
        was, self.last_device = self.last_device, tb.device
        self.pointer_fresh = ev.device == "mouse"   # tooltips follow the latest input only
        if act in (Act.POINTER_MOVE, Act.POINTER_DRAG):
            self.hover(ev.pos)
            return True
        if act == Act.POINTER_DOWN and chip_at(tb, ev.pos) is not None:
            self.zone = "scores"
            self.focus["scores"] = chip_at(tb, ev.pos)
            self.open_ledger(self.focus["scores"])
            return True
        if act == Act.POINTER_DOWN and ev.pos and tb.layout.other_at(ev.pos) is not None:
            self.open_ledger(tb.layout.other_at(ev.pos))   # another seat's small board
            return True
        if act == Act.CONFIRM and self.zone == "scores" and not self.state.is_terminal:
            self.open_ledger(self.focus["scores"])
            return True
        if not tb.person_turn or self.state.is_terminal:
            if act == Act.BACK:
                return False
            if act == Act.POINTER_DOWN and ev.pos and tb.layout.button_at(ev.pos) == "menu":
                tb.open_pause()
                return True
            if act in (Act.CONFIRM, Act.POINTER_DOWN, Act.UNDO, Act.END_TURN):
                seat = self.state.current_seat
                if not self.state.is_terminal and not tb.is_person(seat):
                    self.say(f"{tb.seat_label(seat)} is playing.")
            return True
        if act == Act.POINTER_DOWN:
            self.click(ev.pos)
        elif act == Act.SECONDARY:
            self.hover(ev.pos)
            if self.over_wheel(ev.pos):
                self.turn_wheel(1)
            else:
                self.turn_ghost_or_site(-1)
        elif act in (Act.WHEEL_UP, Act.WHEEL_DOWN):
            if ev.pos:
                self.hover(ev.pos)
            if self.over_wheel(ev.pos):
                if self.wheel_can_turn():   # one turn per scroll: the rest of it is ignored
                    self.turn_wheel(-1 if act == Act.WHEEL_UP else 1)
            else:
                self.turn_ghost_or_site(1 if act == Act.WHEEL_UP else -1)
        elif act == Act.UNDO:
            self.press("undo")
        elif act == Act.END_TURN:
            if not self.end_confirm_pending or tb.confirm_shown(ev):
                self.press("end")   # the discard question stood a moment before a pad's yes
        elif act == Act.BACK:
            if self.end_confirm_pending:
                self.cancel_end()
            elif self.chosen is not None or self.selected_small:
                self.chosen = None
                self.selected_small = []
                self.say("Choice dropped.")
            else:
                return False
        elif act in (Act.NEXT, Act.TAB, Act.PREV):
            zones = self.zones()
            i = zones.index(self.zone) if self.zone in zones else 0
            if was == "mouse" and act != Act.PREV:
                self.zone = zones[0]   # the wheel (draft) or the hand (build) first
            else:
                self.zone = zones[(i + (-1 if act == Act.PREV else 1)) % len(zones)]
            self.pointer = None
            self.keep_focus()
        elif act in (Act.ROTATE_LEFT, Act.ROTATE_RIGHT):
            if self.zone == "wheel" and self.state.stage == "build":
                self.turn_wheel(-1 if act == Act.ROTATE_LEFT else 1)   # Q/X counter-clockwise
            else:
                self.turn_ghost_or_site(1 if act == Act.ROTATE_LEFT else -1)
        elif act in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            self.navigate(act)
        elif act == Act.CONFIRM:
            if tb.confirm_shown(ev):   # a pad's A commits only what was on screen a moment
                self.confirm_focus()
        else:
            return False
        return True

    # ------------------------------------------------------------------ keyboard focus
    def zones(self) -> list[str]:
        """The focus areas of the current stage, in Tab order (the Civic Blueprints last)."""
        st = self.state
        cards = ["cards"] if self.table.layout.cards_rect is not None else []
        if st.stage == "setup":
            return ["picks", "buttons", "scores"] + cards
        if st.stage == "draft":
            return ["wheel", "buttons", "scores"] + cards
        if st.stage == "build":
            return ((["tray"] if self.tray_tiles() else []) + ["board"]
                    + (["wheel"] if self.wheel_can_turn() else []) + ["buttons", "scores"]
                    + cards)
        return ["buttons"]

    def keep_focus(self) -> None:
        """Put the focus on the stage's sensible first item when the stage or seat changes, and
        keep it on something that exists (and, for picks, still can be picked)."""
        st = self.state
        if not self.table.person_turn:
            return
        key = (st.stage, st.current_seat, st.round)
        if key != self.focus_key:
            self.focus_key = key
            if st.stage == "setup":
                self.zone = "picks"
                self.focus["picks"] = self.first_legal_pick()
            elif st.stage == "draft":
                self.zone = "wheel"
                active = st.wheel.sectors[st.active_sector]
                order = self.wheel_order()
                if not active:   # the Sundial's sector is empty: the first Half on offer
                    halves = {a.tile_id for a in st.legal_actions() if isinstance(a, DraftHalf)}
                    active = [t for t in order if t in halves]
                self.focus["wheel"] = order.index(active[0]) if active else 0
            elif st.stage == "build":
                self.zone = "tray" if self.tray_tiles() else "board"
                self.focus["tray"] = 0
                self.focus["board"] = self.best_site()
        site = self.focus["board"]
        if (st.stage == "build" and st.boards[st.current_seat].sites[site].completed
                and not (self.pointer is not None and self.hover_site == site)):
            # the keyboard ghost never stays on a locked site (the mouse's stays under the
            # pointer, where the view shows why it cannot go there)
            self.focus["board"] = self.best_site()
        zones = self.zones()
        if self.zone not in zones:
            self.zone = zones[0]
        if self.zone == "picks":
            keys = list(self.table.layout.pick_rects)
            if Pick(*keys[self.focus["picks"] % len(keys)]) not in set(st.legal_actions()):
                self.focus["picks"] = self.first_legal_pick()
        elif self.zone == "tray":
            n = len(self.tray_tiles())
            self.focus["tray"] = min(self.focus["tray"], max(0, n - 1))
        elif self.zone == "wheel":
            n = len(self.wheel_order())
            self.focus["wheel"] = min(self.focus["wheel"], max(0, n - 1))
        elif self.zone == "buttons" and not self.button_enabled(BUTTONS[self.focus["buttons"]]):
            # a button that just went grey (Wheel after the turn, To yard after storing) hands
            # the focus on: End turn if it can be pressed, else the next enabled one
            i = self.focus["buttons"]
            later = [BUTTONS[(i + k) % len(BUTTONS)] for k in range(1, len(BUTTONS))]
            nxt = next((n for n in ["end"] + later if self.button_enabled(n)), "menu")
            self.focus["buttons"] = BUTTONS.index(nxt)

    def open_ledger(self, seat: int) -> None:
        """Show ``seat``'s Imperial Builder Ledger over the table (Esc/B closes it)."""
        tb = self.table
        tb.app.push(LedgerPanel(tb.app, self.state, tb.names, seat,
                                on_seat=lambda s: self.focus.__setitem__("scores", s),
                                rows=tb.ledger_rows))

    def first_legal_pick(self) -> int:
        legal = set(self.state.legal_actions())
        for i, key in enumerate(self.table.layout.pick_rects):
            if Pick(*key) in legal:
                return i
        return 0

    def focus_items(self) -> list[tuple[str, int, tuple[float, float]]]:
        """(area, index, screen point) of everything the arrows can reach now (the seats'
        scores are reached with Tab only, see :meth:`navigate`)."""
        lay = self.table.layout
        out = []
        zones = self.zones()
        if "picks" in zones:
            out += [("picks", i, r.center) for i, r in enumerate(lay.pick_rects.values())]
        if "wheel" in zones and self.state.stage == "build":   # the whole wheel, to turn it
            out.append(("wheel", 0, lay.wheel_center))
        elif "wheel" in zones:
            out += [("wheel", i, self.table.wheel_tile_pos(tid))
                    for i, tid in enumerate(self.wheel_order())]
        if "tray" in zones:
            out += [("tray", i, p) for i, (_w, _tid, p) in enumerate(self.tray_tiles())]
        if "board" in zones:   # locked sites are stepped over (nothing can go there)
            sites = self.state.boards[self.state.current_seat].sites
            out += [("board", i, lay.site_center(i)) for i in range(12)
                    if not sites[i].completed or (self.zone, self.focus["board"]) == ("board", i)]
        if "buttons" in zones:
            for i, name in enumerate(BUTTONS):
                if self.button_enabled(name) or (self.zone == "buttons" and
                                                 self.focus["buttons"] == i):
                    out.append(("buttons", i, lay.buttons[name].center))
        return out

    def focused(self) -> tuple[str, int] | None:
        """(area, index) holding the one keyboard focus ring, or None (not a person's turn)."""
        if not self.table.person_turn or self.state.is_terminal:
            return None
        z = self.zone
        if z not in self.zones():
            return None
        if z == "tray" and not self.tray_tiles():
            return None
        return z, self.focus[z]

    def ring(self) -> tuple[str, int] | None:
        """:meth:`focused`, but None while the mouse is the last used device: the focus ring is
        drawn only for keyboard and controller players."""
        return None if self.table.device == "mouse" else self.focused()

    def focus_rect(self):
        """Screen rect of the focused item (tests look for the ring there), or None."""
        f = self.focused()
        if f is None:
            return None
        z, i = f
        lay = self.table.layout
        if z == "picks":
            return pygame.Rect(list(lay.pick_rects.values())[i % len(lay.pick_rects)])
        if z == "buttons":
            return pygame.Rect(lay.buttons[BUTTONS[i % len(BUTTONS)]])
        if z == "scores":
            return chip_rects(self.table)[i % self.state.num_seats]
        if z == "cards":
            return self.table.cards.focus_rect()
        if z == "board":
            return lay.site_rect(i)
        if z == "wheel" and self.state.stage == "build":
            c, r = lay.wheel_center, int(lay.wheel_radius * 1.1)
            return pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)
        if z == "wheel":
            order = self.wheel_order()
            if not order:
                return None
            (x, y), r = self.table.wheel_tile_pos(order[i % len(order)]), int(lay.wheel_tile_r) + 6
            return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        tiles = self.tray_tiles()
        x, y = tiles[i % len(tiles)][2]
        r = lay.tray_radius + 6
        return pygame.Rect(int(x - r), int(y - r), 2 * r, 2 * r)

    def navigate(self, act: Act) -> None:
        """Move the focus to the nearest item in the arrow's direction: inside the focused area
        if there is one that way, else in another area of the stage."""
        self.keep_focus()
        if self.zone == "scores":   # the top bar's chips: Left/Right step through the seats
            if act in (Act.LEFT, Act.RIGHT):
                n = self.state.num_seats
                self.focus["scores"] = (self.focus["scores"] + (1 if act == Act.RIGHT else -1)) % n
            return
        hit = focus_step(self.focus_items(), (self.zone, self.focus.get(self.zone)), act)
        if hit is None:
            return
        self.zone, self.focus[hit[0]] = hit[0], hit[1]
        self.pointer = None
        self.hover_site = None
        if self.table.message_bad:  # moving on: the status line shows the selection again
            self.table.message_t = 0.0

    def wheel_order(self) -> list[int]:
        """Wheel tile ids in screen order (by position clockwise from the top, then spot)."""
        st = self.state
        return [tid for pos in range(len(st.wheel.sectors))
                for tid in st.wheel.sectors[st.wheel.sector_at(pos)]]

    def confirm_focus(self) -> None:
        z = self.zone
        if z == "picks":
            keys = list(self.table.layout.pick_rects)
            self.table.act(Pick(*keys[self.focus["picks"] % len(keys)]))
        elif z == "wheel" and self.state.stage == "build":
            self.say(f"{hint(self.table.device, 'rotate')} turn the Quarry Wheel one sector.")
        elif z == "wheel" and self.nothing_to_draft():
            self.take()   # nothing can be drafted: Enter drafts nothing, as the hint says
        elif z == "wheel":
            order = self.wheel_order()
            if order:
                self.click_wheel_tile(order[self.focus["wheel"] % len(order)])
        elif z == "tray":
            tiles = self.tray_tiles()
            if tiles:
                _w, tid, _p = tiles[self.focus["tray"] % len(tiles)]
                self.choose(tid)
                if self.chosen == tid:
                    self.zone = "board"
                    self.focus_fitting_site()
        elif z == "board":
            self.click_site(self.focus["board"])
        elif z == "buttons":
            self.press(BUTTONS[self.focus["buttons"]])
        elif z == "scores":
            self.open_ledger(self.focus["scores"])

    # ------------------------------------------------------------------ mouse
    def hover(self, pos) -> None:
        if pos is None:
            return
        self.pointer = pos
        lay = self.table.layout
        self.hover_button = lay.button_at(pos)
        before = (self.hover_site, self.hover_slot)
        self.hover_site = None
        self.hover_slot = None
        hit = lay.site_slot_at(pos)
        if hit is not None:
            self.hover_site, self.hover_slot = hit
            if "board" in self.zones() and self.table.person_turn:
                self.focus["board"] = hit[0]
                self.zone = "board"
            if hit != before:  # the pointer picks the slot; a turn holds while it rests
                self.ghost_start = None
            if hit[0] != before[0] and not self.table.message_bad and self.ghost_blocked():
                self.table.message_t = 0.0   # a site with no room: its refusal shows at once

    def click(self, pos) -> None:
        self.hover(pos)
        tb = self.table
        lay = tb.layout
        st = self.state
        if self.hover_button:
            self.press(self.hover_button)
            return
        if st.stage == "setup":
            key = lay.pick_at(pos)
            if key is not None:
                self.focus["picks"] = list(lay.pick_rects).index(key)
                self.zone = "picks"
                tb.act(Pick(*key))
                return
        else:  # the wheel is drawn (and clickable) from the draft on
            tid = lay.wheel_tile_at(st, tb.animator.rotation, pos)
            if tid is not None:
                self.zone = "wheel"
                order = self.wheel_order()
                if tid in order:
                    self.focus["wheel"] = order.index(tid)
                self.click_wheel_tile(tid)
                return
        tiles = self.tray_tiles()
        k = lay.tray_index_at(tiles, pos)
        if k is not None:
            self.zone = "tray"
            self.focus["tray"] = k
            self.choose(tiles[k][1])
            return
        if self.hover_site is not None:
            self.click_site(self.hover_site)

    # ------------------------------------------------------------------ draft and choosing
    def click_wheel_tile(self, tid: int) -> None:
        st = self.state
        if st.stage == "draft" and st.tiles[tid].size >= 4 and self.selected_small:
            self.switch_to_half(tid)
            return
        if st.stage != "draft" or st.tiles[tid].size >= 4:
            self.table.act(DraftHalf(tid))   # outside the draft: the core's refusal
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
            self.table.message_t = 0.0  # the status line shows the selection (:meth:`hint`)

    def chosen_small_words(self) -> str:
        """The small pieces chosen in the draft, e.g. "the Eighth of Flora"."""
        st = self.state
        names = [f"{SIZE_WORD[st.tiles[t].size]} of {st.tiles[t].motif.capitalize()}"
                 for t in self.selected_small]
        return "the " + " and the ".join(names)

    def switch_to_half(self, tid: int) -> None:
        """A Half picked while small pieces are chosen: the first time the status line says
        the choice would switch (a second pick of the same Half takes it, Esc keeps the small
        pieces); the second time the Half is taken and the line says what was dropped."""
        st = self.state
        half = f"{SIZE_WORD[st.tiles[tid].size]} of {st.tiles[tid].motif.capitalize()}"
        small = self.chosen_small_words()
        if self.switch_half != (tid, tuple(self.selected_small)):
            self.switch_half = (tid, tuple(self.selected_small))
            dev = self.table.device
            again = "Click it again" if dev == "mouse" else f"Press {hint(dev, 'confirm')} again"
            self.say(f"{again} to take the {half} instead of {small}, or "
                     f"{hint(dev, 'back')} to drop {small}.")
            return
        self.switch_half = None
        reason = st.why_illegal(DraftHalf(tid))
        if reason:
            self.say(reason[:1].upper() + reason[1:], bad=True)
            return
        self.selected_small = []
        if self.table.act(DraftHalf(tid)):
            self.say(f"Dropped {small}; took the {half}.")

    def take(self) -> None:
        st = self.state
        if st.stage != "draft":
            self.say(st.why_illegal(DraftNothing()) or "Nothing to take.", bad=True)
            return
        if not self.selected_small and not self.nothing_to_draft():
            self.say("Choose pieces first: a Half from any sector, or 1-2 small pieces from "
                     f"sector {st.active_sector + 1} (the Sundial's).", bad=True)
            return
        if self.selected_small:
            ids = tuple(sorted(self.selected_small))
            self.selected_small = []
            self.table.act(DraftSmall(ids))
        else:
            self.table.act(DraftNothing())   # refused (the core says why) while there is any

    def choose(self, tid: int) -> None:
        st = self.state
        if st.stage != "build":
            self.say(self.stage_refusal(), bad=True)
            return
        self.chosen = tid
        self.ghost_start = None
        t = st.tiles[tid]
        dev = self.table.device
        how = ("point at a site and click" if dev == "mouse"
               else f"move to a site and press {hint(dev, 'confirm')}")
        self.say(f"{SIZE_WORD[t.size]} of {t.motif} chosen: {how} to place it.")

    def over_wheel(self, pos) -> bool:
        """``pos`` is on the Quarry Wheel in the build stage (where the mouse turns it)."""
        if pos is None or self.state.stage != "build":
            return False
        (cx, cy), r = self.table.layout.wheel_center, self.table.layout.wheel_radius * 1.15
        return (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= r * r

    def turn_wheel(self, direction: int) -> None:
        """Turn the Quarry Wheel one sector (+1 clockwise); refused with the core's reason."""
        self.table.act(TurnWheel(direction))

    def rotate_site(self, site: int, d: int) -> None:
        self.table.act(Rotate(site, 1 if d > 0 else 7))

    def click_site(self, site: int) -> None:
        st = self.state
        self.focus["board"] = site
        if st.stage != "build":
            self.say(self.stage_refusal(), bad=True)
            return
        if self.chosen is None:
            self.say(f"{site_words(site).capitalize()} selected: {self.turn_controls()} or the Site "
                     "buttons rotate it; choose a tile from your hand or yard to place.")
            return
        g = self.ghost(site)
        if g is not None and not g[1]:   # no free start in this site: say so, place nothing
            self.say(self.ghost_refusal(site), bad=True)
            return
        if self.table.act(Place(self.chosen, site, g[0] if g else 0)):
            self.ghost_start = None

    # ------------------------------------------------------------------ buttons
    def press(self, name: str) -> None:
        st = self.state
        tb = self.table
        if name == "menu":
            tb.open_pause()
            return
        if not tb.person_turn:
            return
        if name == "take":
            self.take()
        elif name in ("wheel_ccw", "wheel_cw"):
            self.turn_wheel(1 if name == "wheel_cw" else -1)   # in the draft: refused
        elif name in ("site_ccw", "site_cw"):
            self.rotate_site(self.focus["board"], 1 if name == "site_ccw" else -1)
        elif name == "store":
            tb.act(Store(self.chosen))   # nothing chosen: the core says what can be stored
        elif name == "undo":
            tb.undo()   # nothing to take back: the core says so; else on_undone follows
        elif name == "end":
            # PP-11: tiles left in hand go to the yard, those it cannot take to the box at a
            # cost; ask once first
            # tiles left in hand go to the Masonry Yard (or the box): say so before it happens
            if st.stage == "build" and st.hand and not self.end_confirm_pending:
                self.end_pending = self.interaction_key()
                return
            self.end_pending = None
            tb.act(EndTurn())   # before the build stage: the core's refusal

    def stage_refusal(self) -> str:
        """Why nothing can be chosen or placed yet (setup picks, or the draft first): the
        core's refusal of a build action now ("" in the build stage)."""
        return self.state.why_illegal(EndTurn()) or ""

    @property
    def end_confirm_pending(self) -> bool:
        """End turn was pressed once with tiles to discard and nothing has changed since: the
        next End turn (button, T, right trigger) confirms, Esc cancels."""
        return (self.end_pending is not None and self.table.person_turn
                and self.end_pending == self.interaction_key())

    def cancel_end(self) -> None:
        self.end_pending = None
        self.say("End turn cancelled.")
