"""Interaction of the Akropolis Pantheon table (issue 15): the picked hand tile, the chosen target
(my City or the Capital), the ghost (move, turn, propose, confirm: AK-9b as on the Akropolis
table), the altar prompt after a City placement, the panel's actions (Discard, Unlock, Give
stones) behind a confirm that names the cost, views and the hand-over.  Actions go through the
base's :meth:`game.scenes.table_base.TableScene.act`; every refusal is the core's sentence.
Mixed into :class:`game.scenes.akropolis.pantheon_table.PantheonTable`.
"""

from __future__ import annotations


from game.core.akropolis.pantheon_actions import (CompleteChallenge, DiscardChallenge,
                                                  FinishTurn, PlaceTile, UnlockSlot)
from game.core.akropolis.pantheon_events import AltarCrushed
from game.core.hexgrid import distance
from game.input.actions import Act, InputEvent
from game.scenes.akropolis.interaction import TableInteraction
from game.scenes.akropolis.layout import TableLayout
from game.scenes.dialogs import ConfirmScene
from game.scenes.handover import HandoverScene
from game.scenes.akropolis.pantheon_altars import god_name
from game.scenes.akropolis.pantheon_gift import GiftDialog
from game.scenes.akropolis.words import plural


class PantheonInteraction:
    """Input half of the Pantheon table (see game/scenes/akropolis/pantheon_table.py)."""

    # the Akropolis table's own pieces, shared: turning the ghost, its first spot, moving it
    # hex by hex, cancelling, refusals, the camera, undo (AK-9b) and its label
    rotate_left = TableInteraction.rotate_left
    rotate_right = TableInteraction.rotate_right
    _default_anchor = TableInteraction._default_anchor
    move_anchor = TableInteraction.move_anchor
    _keep_in_view = TableInteraction._keep_in_view
    cancel = TableInteraction.cancel
    refuse = TableInteraction.refuse
    fit = TableInteraction.fit
    zoom = TableInteraction.zoom
    undo_turn = TableInteraction.undo_turn
    undo_label = TableInteraction.undo_label

    def view(self, v: int, center: bool = False) -> None:
        """Show view ``v`` (a seat's City, or :attr:`capital_view`), leaving the overview;
        ``center``: centre the camera on it (the Akropolis table's view)."""
        self.overview_on = False
        TableInteraction.view(self, v, center)

    # ------------------------------------------------------------------ who sees the hand
    def people(self) -> list[int]:
        return [s for s in range(self.state.num_seats) if self.is_person(s)]

    def needs_handover(self) -> bool:
        """Two or more people share the screen, one of them is to play and has not taken it."""
        st = self.state
        if st.is_terminal:
            return False
        cur = st.current_seat
        return len(self.people()) >= 2 and cur in self.people() and self.screen_holder != cur

    def hand_shown_seat(self) -> int | None:
        """The seat whose hand the screen shows now: the person to play (in a game of several
        people once they have taken the screen); None on an AI's turn (its hand is never
        shown), during the hand-over and after the game."""
        st = self.state
        if st.is_terminal:
            return None
        cur = st.current_seat
        if cur is None or not self.is_person(cur):
            return None
        if len(self.people()) >= 2 and self.screen_holder != cur:
            return None
        return cur

    def hand_over(self) -> None:
        """Push "Pass to <name>" when the person to play has not taken the screen."""
        if self.needs_handover() and self.app is not None and self.app.top is self:
            self.app.push(self.handover_scene())

    def handover_scene(self) -> HandoverScene:
        seat = self.state.current_seat
        name = self.seat_name(seat)

        def taken():
            self.screen_holder = seat
            self.view(seat, center=True)

        note = self.handover_note(seat)
        return HandoverScene(self.app, name, taken, on_pause=self.open_pause, note=note)

    def handover_note(self, seat: int) -> str:
        """The hand-over's line: "Ben's hand of 2 tiles stays hidden until Ben has the screen."
        (the seat's real hand size, public)."""
        tiles = plural(self.state.hand_size(seat), "tile")
        return f"{self.whose(seat).capitalize()} hand of {tiles} stays hidden until " \
            f"{self.seat_name(seat)} has the screen."

    # ------------------------------------------------------------------ the hand and target
    @property
    def hand(self) -> tuple:
        seat = self.hand_shown_seat()
        return tuple(self.state.hand(seat)) if seat is not None else ()

    @property
    def selected_tile(self) -> int | None:
        hand = self.hand
        if self.selected is None or self.selected >= len(hand):
            return None
        return hand[self.selected]

    def placing(self) -> bool:
        """A person may place a tile now (their turn, the screen theirs, before the placement)."""
        return self.person_turn and self.hand_shown_seat() is not None and \
            self.state.phase == self.PLACE_PHASE and self.altar_for is None

    def target_view(self) -> int:
        return self.capital_view if self.target == "capital" else self.state.current_seat

    def select_tile(self, index: int) -> bool:
        if not self.placing() or not 0 <= index < len(self.hand):
            return False
        self.selected = index
        self.panel_focus = None
        self.message, self.message_bad = "", False
        if self.viewed != self.target_view():
            self.view(self.target_view())
        if self.anchor is None or self.anchor not in self.area():
            self.anchor = self._default_anchor()
        self._follow_proposal()
        return True

    def cycle_tile(self, d: int) -> None:
        n = len(self.hand)
        if not self.placing() or n == 0:
            return
        idx = (0 if d > 0 else n - 1) if self.selected is None else (self.selected + d) % n
        self.select_tile(idx)

    def set_target(self, target: str) -> None:
        """Place in my City ("city") or in the Capital ("capital", 1 stone): the view follows."""
        if not self.placing():
            return
        if target != self.target:
            self.target = target
            self.anchor = None
            self.proposed = False
        self.view(self.target_view(), center=True)
        if self.selected is not None:
            self.anchor = self._default_anchor()
        self.message, self.message_bad = "", False

    def toggle_target(self) -> None:
        self.set_target("capital" if self.target == "city" else "city")

    # ------------------------------------------------------------------ the ghost's spot
    def area(self) -> frozenset:
        """Where the ghost may go: within GHOST_REACH hex steps of the target's hexes."""
        def make():
            out = set()
            k = TableLayout.GHOST_REACH
            for (q, r) in self.view_cells(self.target_view()):
                for dq in range(-k, k + 1):
                    for dr in range(max(-k, -dq - k), min(k, -dq + k) + 1):
                        out.add((q + dq, r + dr))
            return frozenset(out)
        return self._area_cache.fetch((self.version, self.target_view()), make)

    def clamp_anchor(self, pos) -> tuple[int, int]:
        area = self.area()
        pos = (int(pos[0]), int(pos[1]))
        if pos in area or not area:
            return pos
        return min(area, key=lambda p: (distance(p, pos), p))

    def legal_anchors(self) -> dict:
        """(q, r) -> level of every legal first-hex spot of the target at this rotation."""
        rotation = self.rotation

        def make():
            city = self.view_city(self.target_view())
            return {(q, r): city.height(q, r) + 1 for (q, r, rot) in city.legal_placements()
                    if rot == rotation}
        return self._legal_cache.fetch((self.version, self.target_view(), rotation), make)

    def pending_action(self) -> PlaceTile | None:
        tid = self.selected_tile
        if tid is None or self.anchor is None:
            return None
        return PlaceTile(tid, self.target, self.anchor[0], self.anchor[1], self.rotation)

    def placement_preview(self) -> dict | None:
        """What the ghost's spot would do: ``legal``, ``reason`` (the core's words), ``level``,
        ``stones`` (the seat's change: quarries covered less the Capital's 1 stone),
        ``completes`` (ids of the challenges the City would meet), ``crushes`` (colours of the
        Capital altars the tile would cover, AK-14: lost); None without a spot.  The
        core decides everything: the action is applied to a copy of the state."""
        action = self.pending_action()
        if action is None:
            return None

        def make():
            st = self.state
            seat = st.current_seat
            reason = st.why_illegal(action)
            hexes = self.ghost_hexes()
            city = self.view_city(self.target_view())
            level = max((city.height(q, r) for q, r in hexes), default=0) + 1
            if reason is not None:
                return {"legal": False, "reason": reason, "level": level, "stones": 0,
                        "completes": (), "crushes": ()}
            after = st.copy()
            after.apply(action)
            completes = tuple(after.completable(seat)) if action.target == "city" else ()
            crushes = tuple(ev.color for ev in after.events if isinstance(ev, AltarCrushed))
            return {"legal": True, "reason": None, "level": level,
                    "stones": after.stones[seat] - st.stones[seat], "completes": completes,
                    "crushes": crushes}
        return self._info_cache.fetch((self.version, action), make)

    def offending_hexes(self) -> tuple:
        info = self.placement_preview()
        if info is None or info["legal"]:
            return ()
        return self.view_city(self.target_view()).judge(self.anchor[0], self.anchor[1],
                                                        self.rotation).offending

    def _follow_proposal(self) -> None:
        info = self.placement_preview()
        if self.proposed and not (info and info["legal"]):
            self.proposed = False

    def propose(self) -> bool:
        if not self.placing() or self.pending_action() is None:
            return False
        if self.viewed != self.target_view():   # never a blind placement
            self.view(self.target_view(), center=True)
            self.say("Back to " + ("the Capital" if self.target == "capital" else "your City")
                     + ": place the tile here.")
            return False
        info = self.placement_preview()
        self.proposed = bool(info["legal"])
        if self.proposed:
            self.message, self.message_bad = "", False
        else:
            self.refuse(info["reason"] or "not allowed")
        return self.proposed

    def proposal_key(self) -> tuple:
        """What the next confirm would place (mash guard, TableScene.confirm_shown)."""
        return (self.version, self.selected, self.anchor, self.rotation, self.proposed,
                self.viewed, self.altar_for)

    def confirm(self) -> bool:
        """Propose the ghost's spot, or place the proposal; in the altar prompt, put the altar
        on the marked plaza; without a tile, the focused panel button."""
        if self.altar_for is not None:
            return self.place_altar()
        if self.selected is None:
            if self.panel_focus is not None:
                buttons = self.panel_buttons()
                if self.panel_focus < len(buttons):
                    buttons[self.panel_focus].activate()
                return False
            if self.placing():
                self.say("Choose a tile from your hand first.")
            return False
        if not self.proposed:
            self.propose()
            return False
        action = self.pending_action()
        self.proposed = False
        return self.act(action)

    # ------------------------------------------------------------------ after a City placement
    def altar_spots(self, cid: str) -> list[tuple[int, int]]:
        """The Capital plazas where ``cid``'s altar may go now (the core's judgement), sorted."""
        def make():
            st = self.state
            return sorted(p for p, c in st.capital.cells.items() if c.kind == "plaza"
                          and st.why_illegal(CompleteChallenge(cid, p[0], p[1])) is None)
        return self._area_cache.fetch((self.version, "altar", cid), make)

    def start_altar_prompt(self) -> None:
        """After this person's City placement: ask for the first challenge it met (the Capital
        shown, free plazas of its colour marked); with none left, the turn waits for gifts,
        discards, unlocking, undo and End turn (RULES.md: in any order before ending it)."""
        st = self.state
        seat = st.current_seat
        if st.is_terminal or not self.is_person(seat) or st.phase == self.PLACE_PHASE:
            self.altar_for = None
            return
        left = [c for c in st.completable(seat) if c not in self.skipped]
        left.sort(key=lambda c: not self.altar_spots(c))   # those with a free plaza first
        if not left:
            self.altar_for = None
            return
        self.altar_for = left[0]
        self.view(self.capital_view, center=True)
        spots = self.altar_spots(self.altar_for)
        self.altar_spot = spots[0] if spots else None
        d = self.challenge_def(self.altar_for)
        if not spots:
            self.say(f"{d.name} is met, but the Capital has no free {d.color} plaza for "
                     f"{god_name(d.color)}'s altar: skip it or undo.", bad=True)

    def place_altar(self) -> bool:
        cid, spot = self.altar_for, self.altar_spot
        if cid is None or spot is None or not self.person_turn:
            return False
        return self.act(CompleteChallenge(cid, spot[0], spot[1]))

    def skip_altar(self) -> None:
        """Leave this challenge open (it stays on the table) and ask for the next one."""
        if self.altar_for is not None:
            self.skipped.add(self.altar_for)
            self.start_altar_prompt()

    def can_finish(self) -> bool:
        return self.person_turn and not self.state.is_terminal and \
            self.state.phase != self.PLACE_PHASE

    def finish_turn(self) -> bool:
        """End the turn after the placement (the hand is refilled)."""
        if not self.can_finish():
            return False
        self.altar_for = None
        return self.act(FinishTurn())

    def move_altar_spot(self, act: Act) -> None:
        spots = self.altar_spots(self.altar_for)
        if not spots:
            return
        i = spots.index(self.altar_spot) if self.altar_spot in spots else 0
        i = (i + (1 if act in (Act.RIGHT, Act.DOWN) else -1)) % len(spots)
        self.altar_spot = spots[i]

    # ------------------------------------------------------------------ panel actions
    def ask_discard(self, cid: str) -> None:
        """Discard ``cid`` after a confirm naming the cost; a refusal (too few stones) is said
        at once, without a pointless question."""
        d = self.challenge_def(cid)
        reason = self.state.why_illegal(DiscardChallenge(cid))
        if reason:
            self.refuse(reason)
            return
        self.app.push(ConfirmScene(
            self.app, f"Discard {d.name}?",
            f"Costs you 1 stone (you have {plural(self.state.stones[self.state.current_seat], 'stone')}); "
            f"its altar leaves with it and a new challenge takes its place.",
            lambda: self.act(DiscardChallenge(cid)), yes="Discard", no="Keep"))

    def ask_unlock(self) -> None:
        """Unlock a slot after a confirm naming the cost (or the state's refusal, said)."""
        reason = self.state.why_illegal(UnlockSlot())
        if reason:
            self.refuse(reason)
            return
        have = plural(self.state.stones[self.state.current_seat], "stone")
        self.app.push(ConfirmScene(
            self.app, "Unlock a challenge slot?",
            f"Costs you 5 stones (you have {have}); the slot stays open for the rest of the "
            f"game and a new challenge fills it.", lambda: self.act(UnlockSlot()),
            yes="Unlock", no="Keep"))

    def open_gift(self, to_seat: int | None = None) -> None:
        if self.placing() or self.can_finish():
            self.app.push(GiftDialog(self.app, self, to_seat))

    # ------------------------------------------------------------------ views, camera
    def next_view(self, d: int = 1) -> None:
        self.view((self.viewed + d) % (self.state.num_seats + 1), center=True)

    # ------------------------------------------------------------------ input
    def handle(self, ev: InputEvent) -> bool:
        done = super().handle(ev)
        self._sync_buttons()
        return done

    def handle_table(self, ev: InputEvent) -> bool:
        a = ev.act
        if a in (Act.POINTER_MOVE, Act.POINTER_DRAG):
            return self._pointer_move(ev)
        if a == Act.POINTER_DOWN:
            self.press, self.dragging = ev.pos, False
            return True
        if a == Act.POINTER_UP:   # a click unless the press became a drag
            clicked = self.press is not None and not self.dragging
            self.press, self.dragging = None, False
            return self._click(ev.pos) if clicked else True
        if a == Act.SECONDARY:
            self.rotate_right()
            return True
        if a in (Act.WHEEL_UP, Act.WHEEL_DOWN, Act.ZOOM_IN, Act.ZOOM_OUT):
            about = ev.pos if ev.pos and self.camera.contains(ev.pos) else None
            self.zoom(1 if a in (Act.WHEEL_UP, Act.ZOOM_IN) else -1, about)
            return True
        if a == Act.FIT:
            self.fit()
            return True
        if a == Act.PAN:   # the right stick: rel is where the view looks, the city moves back
            if ev.rel:
                self.camera.pan(-ev.rel[0], -ev.rel[1])
            return True
        if a == Act.OVERVIEW:
            self.overview_on = not self.overview_on
            return True
        if a in (Act.NEXT, Act.PREV, Act.TAB):
            self.cycle_tile(-1 if a == Act.PREV else 1)
            return True
        if a == Act.END_TURN:   # T / RT: the target while a tile is held, End turn once placed
            if self.selected is not None and self.placing():
                self.toggle_target()
            elif self.altar_for is None and self.can_finish():
                self.finish_turn()
            else:
                self.next_view()
            return True
        if a in (Act.ROTATE_LEFT, Act.ROTATE_RIGHT):
            (self.rotate_left if a == Act.ROTATE_LEFT else self.rotate_right)()
            return True
        if a in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            return self._direction(a)
        if a == Act.CONFIRM:
            if not self.proposed or self.confirm_shown(ev):   # a pad's A: seen a moment first
                self.confirm()
            return True
        if a == Act.UNDO:
            self.undo_turn()
            return True
        if a == Act.BACK:
            if self.altar_for is not None:
                self.skip_altar()
                return True
            if self.selected is not None:
                self.cancel()
                return True
            if self.panel_focus is not None:
                self.panel_focus = None
                return True
            if self.overview_on:
                self.overview_on = False
                return True
        return False

    def _direction(self, a: Act) -> bool:
        if self.altar_for is not None:
            self.move_altar_spot(a)
            return True
        if self.selected is not None and self.viewed == self.target_view():
            self.move_anchor(a)
            return True
        if a in (Act.UP, Act.DOWN) and not self.review_mode:
            n = len(self.panel_buttons())
            if self.panel_focus is None:
                self.panel_focus = 0 if a == Act.DOWN else n - 1
            else:
                self.panel_focus = (self.panel_focus + (1 if a == Act.DOWN else -1)) % n
            return True
        step = 60 * self.u
        self.camera.pan(step if a == Act.LEFT else -step, 0)
        return True

    def on_cover(self) -> None:
        self.hover_pos = None
        self.press, self.dragging = None, False
        super().on_cover()

    def _pointer_move(self, ev: InputEvent) -> bool:
        """The Akropolis table's hover and drag; the ghost follows the pointer over the
        target it goes to (my City or the Capital), never over another view."""
        keep = self.anchor
        TableInteraction._pointer_move(self, ev)
        if self.altar_for is not None and self.hover_pos is not None \
                and self.viewed == self.capital_view and self.camera.contains(self.hover_pos):
            spot = self.pick(self.hover_pos)   # the ghost altar follows over marked plazas
            if spot in self.altar_spots(self.altar_for):
                self.altar_spot = spot
        if self.viewed != self.target_view() or self.overview_on:
            self.anchor = keep
        elif self.selected is not None and not self.proposed and self.hover_pos is not None \
                and self.press is None and self.camera.contains(self.hover_pos):
            self.anchor = self.clamp_anchor(self.pick(self.hover_pos))
        return True

    def _click(self, pos) -> bool:
        self._sync_buttons()
        for b in self.visible_buttons():
            if b.rect.collidepoint(pos):
                if b.enabled:
                    b.activate()
                return True
        if self.review_mode:
            for i, r in enumerate(self.tabs):
                if r.collidepoint(pos) and self.tab_view(i) is not None:
                    self.view(self.tab_view(i), center=True)
            return True
        for b in self.panel_buttons():
            if b.rect.collidepoint(pos):
                if b.enabled:
                    b.activate()
                return True
        for target, r in self.target_rects.items():
            if r.collidepoint(pos):
                self.set_target(target)
                return True
        for i in range(len(self.hand)):
            if self.hand_card_rect(i).collidepoint(pos):
                self.cancel() if self.selected == i else self.select_tile(i)
                return True
        for i, r in enumerate(self.tabs):
            if r.collidepoint(pos):
                v = self.tab_view(i)
                if v is None:
                    self.overview_on = not self.overview_on
                else:
                    self.view(v, center=True)
                return True
        if self.overview_on:
            for v, r in self.overview_rects():
                if r.collidepoint(pos):
                    self.view(v, center=True)
                    return True
            return True
        if self.camera.contains(pos):
            return self._click_view(pos)
        return False

    def _click_view(self, pos) -> bool:
        spot = self.pick(pos)
        if self.altar_for is not None and self.viewed == self.capital_view:
            if spot in self.altar_spots(self.altar_for):   # a marked plaza: the altar goes there
                self.altar_spot = spot
                self.place_altar()
            return True
        if self.selected is not None and self.viewed == self.target_view():
            if self.proposed and spot in self.ghost_hexes():
                self.confirm()
            else:
                self.anchor = self.clamp_anchor(spot)
                self.proposed = False
                self.propose()
        return True
