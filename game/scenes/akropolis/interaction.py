"""Interaction of the Akropolis table (issue 8): focus, the picked Construction Site tile, the
ghost's position and rotation, confirm, refusals and the hexes they are about, camera pan and
zoom input.  It reads the state and changes it only through the base's
:meth:`game.scenes.table_base.TableScene.act` (one action through the session; the core refuses
with a reason).  Mixed into AkropolisTable.
"""

from __future__ import annotations

import math

from game.core.akropolis import Place
from game.app.devices import seat_device
from game.core.hexgrid import screen_step
from game.input.actions import Act, InputEvent
from game.input.hints import hint as control_label, hint_line
from game.scenes.akropolis.view import (PICK_PAIRS, PLACE_PAIRS, PROPOSED_PAIRS, UNDO_PAIRS,
                                        pairs_line)
from game.scenes.akropolis.words import plural

DRAG_THRESHOLD = 6


class TableInteraction:
    """Input half of the table (see the module docstring of game/scenes/akropolis/table.py)."""

    def legal_anchors(self) -> dict:
        """(q, r) -> level for every legal first-hex position at the current rotation."""
        rotation = self.rotation

        def make() -> dict:
            seat = self.state.current_seat
            out = {}
            if seat is not None:
                city = self.state.cities[seat]
                for (q, r, rot) in city.legal_placements():
                    if rot == rotation:
                        out[(q, r)] = city.height(q, r) + 1
            return out
        return self._legal_cache.fetch((self.version, rotation), make)

    def placement_info(self) -> dict | None:
        if self.selected is None or self.anchor is None:
            return None
        sel, (q, r), rot = self.selected, self.anchor, self.rotation
        return self._info_cache.fetch((self.version, sel, q, r, rot),
                                      lambda: self.state.placement_info(sel, q, r, rot))

    def offending_hexes(self) -> tuple:
        """The ghost hexes a refusal is about, for the red outlines (the reasons name no
        coordinates): the core's AK-6 judgement (``City.judge(...).offending``); () while the
        spot is legal or nothing is being placed."""
        info = self.placement_info()
        if info is None or info["legal"] or self.state.current_seat is None:
            return ()
        city = self.state.cities[self.state.current_seat]
        return city.judge(self.anchor[0], self.anchor[1], self.rotation).offending

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
        self._view_cache.clear()

    def refuse(self, reason: str) -> None:
        """Show a refusal (the core's sentence, capitalised) in red; the game is unchanged.  It
        stands until the ghost moves, turns or another tile is picked (the base's
        :meth:`say` with :meth:`interaction_key`, the spot)."""
        self.say(reason[:1].upper() + reason[1:] if reason else "Not allowed", bad=True)

    def select_tile(self, index: int) -> bool:
        """Pick Construction Site tile ``index`` for placing (refused with a reason if it cannot
        be bought)."""
        st = self.state
        if not self.person_turn:
            return False
        if not 0 <= index < len(st.site):
            return False
        seat = st.current_seat
        refusal = st.buy_refusal(index)   # AK-4: too few stones
        if refusal:
            self.refuse(refusal)
            return False
        self.selected = index
        self.message = ""
        self.message_bad = False
        self.view(seat)
        if self.anchor is None:
            self.anchor = self._default_anchor()
        self._follow_proposal()
        return True

    def _default_anchor(self) -> tuple[int, int]:
        anchors = self.legal_anchors()
        cam = self.camera
        cx, cy = cam.viewport[0] + cam.viewport[2] / 2, cam.viewport[1] + cam.viewport[3] / 2
        if self.device == "mouse" and self.hover_pos is not None \
                and self.camera.contains(self.hover_pos):
            return self.clamp_anchor(self.pick(self.hover_pos))   # where the mouse points
        if not anchors:
            return (0, 0)
        # on the ground first: a tile picked and confirmed without a look never lands on the
        # city (the starting Plaza above all), only beside it
        return min(anchors, key=lambda p: (anchors[p] > 1,
                                           math.dist(cam.to_screen(p[0], p[1], anchors[p]), (cx, cy)), p))

    def cycle_tile(self, d: int) -> None:
        if not self.person_turn:
            return
        options = self.state.affordable()   # AK-4
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
            self._follow_proposal()

    def rotate_right(self) -> None:
        if self.selected is not None:
            self.rotation = (self.rotation + 1) % 6
            self._follow_proposal()

    # ---- AK-9b: a placement is proposed, then confirmed
    def spot_legal(self) -> bool:
        """The ghost's spot (picked tile, anchor, rotation) is a legal placement now."""
        info = self.placement_info()
        return bool(info and info["legal"])

    def _follow_proposal(self) -> None:
        """Moving, turning or picking another tile while a placement is proposed changes the
        proposal (AK-9b): it stays proposed at a legal spot and is dropped at an illegal one
        (the ghost's tag says why)."""
        if self.proposed and not self.spot_legal():
            self.proposed = False

    def propose(self) -> bool:
        """Lock the ghost at its spot as the proposed placement (AK-9b); Confirm places it,
        Cancel unlocks it.  Refused with the core's reason at an illegal spot."""
        if not self.person_turn or self.selected is None or self.anchor is None:
            return False
        if self.viewed != self.state.current_seat:
            # never a blind placement: show the city the tile goes into, and let the player
            # choose the spot again there
            self.view(self.state.current_seat, center=True)
            self.say("Back to your city: place the tile here.")
            return False
        info = self.placement_info()
        if not info["legal"]:
            self.refuse(info["reason"] or "not allowed")
            return False
        self.proposed = True
        self.message, self.message_bad = "", False
        return True

    def confirm(self) -> bool:
        """Enter/A, the Confirm button, a click on the proposed tile: propose the ghost's spot
        when nothing is proposed yet, else place the proposal (one action through the
        session).  Without a picked tile nothing is placed, only said (so mashing A never
        plays a turn).  True when a tile was placed."""
        if not self.person_turn:
            return False
        if self.selected is None:
            how = "click a tile" if self.device == "mouse" else \
                control_label(self.device, "cycle")
            self.say(f"Choose a tile from the Construction Site first ({how}).")
            return False
        if not self.proposed:
            self.propose()
            return False
        q, r = self.anchor
        self.proposed = False
        return self.act(Place(self.selected, q, r, self.rotation))

    def proposal_key(self) -> tuple:
        """What the next confirm would place, for the mash guard (TableScene.confirm_shown):
        the position, the picked tile, its spot and turn, whether it is proposed."""
        return (self.version, self.selected, self.anchor, self.rotation, self.proposed,
                self.viewed)

    def cancel(self) -> None:
        """Esc/B, the Cancel button: a proposed placement is unlocked (the tile stays picked);
        else the picked tile goes back to the Construction Site."""
        if self.proposed:
            self.proposed = False
        else:
            self.selected = None
            self.anchor = None
        self.message = ""
        self.message_bad = False

    def undo_turn(self) -> bool:
        """Z / Back / left trigger, the Undo button: take back the last turn if it was a
        person's and nobody has acted since (AK-9b; the session cancels an AI's thinking).
        Refused with a reason otherwise.  True when a turn was taken back."""
        if self.review_mode or self.state.is_terminal:
            return False
        said = self._said
        result = self.session.undo()
        if not result:
            self.refuse(result.reason)
            # about the turn, not the ghost's spot: it stands while the view follows the AI
            self._sticky_said = self._said
            return False
        self._rekey_if_said(said)
        return True

    def undo_label(self) -> str | None:
        """What undo would take back now, for the button and the hints: "Undo your turn",
        "Undo Alice's turn" (hot-seat: the seat that just moved, named); None when nothing
        can be undone (AK-9b)."""
        if self.review_mode or not self.session.can_undo():
            return None
        return f"Undo {self.whose(self.session.undo_seat)} turn"

    def fit(self) -> None:
        self.camera.fit(self._cells_levels(self.viewed))
        self._view_cache.clear()

    def zoom(self, steps: int, about=None) -> None:
        self.camera.zoom(steps, about)

    def move_anchor(self, act: Act) -> None:
        if self.anchor is None:
            self.anchor = self._default_anchor()
            return
        # the core's screen moves: left/right are W/E, up/down zig-zag by row parity so a held
        # arrow keeps to one screen column
        move = {Act.LEFT: "left", Act.RIGHT: "right", Act.UP: "up", Act.DOWN: "down"}[act]
        self.anchor = self.clamp_anchor(screen_step(self.anchor[0], self.anchor[1], move))
        self._keep_in_view(self.anchor)
        self._follow_proposal()

    def _keep_in_view(self, pos) -> None:
        cam = self.camera
        x, y = cam.to_screen(pos[0], pos[1], 1)
        vx, vy, vw, vh = cam.viewport
        m = cam.size * 2.5
        dx = (vx + m - x) if x < vx + m else ((vx + vw - m - x) if x > vx + vw - m else 0)
        dy = (vy + m - y) if y < vy + m else ((vy + vh - m - y) if y > vy + vh - m else 0)
        if dx or dy:
            cam.pan(dx, dy)

    # ---- hints: what the next press really does (pairs at the top of view.py)
    def turn_hint(self) -> str:
        """The status line on a person's turn in their own city: the seat's name, then by
        device what the next presses do: choose a tile (no tile picked; plus the stones),
        move / turn / choose this spot / put the tile back (a tile picked), confirm / cancel
        (a placement proposed, AK-9b); then the undo of the last turn when there is one."""
        st = self.state
        seat = st.current_seat
        dev = self.device
        who = self.seat_name(seat)
        hints = self._hints_on()
        if self.selected is None:
            hint = "choose a tile"
            if hints:
                hint = "click a tile in the Construction Site" if dev == "mouse" else \
                    hint_line(dev, PICK_PAIRS)
            return self.with_undo_hint(f"{who}: {hint}; {plural(st.stones[seat], 'stone')}")
        if self.proposed:
            hint = pairs_line(dev, PROPOSED_PAIRS.get(dev, PROPOSED_PAIRS["keyboard"])) \
                if hints else "confirm or cancel the placement"
            return f"{who}: {hint}"
        # the ghost's tag tells what the current spot gives or why it is refused
        hint = pairs_line(dev, PLACE_PAIRS.get(dev, PLACE_PAIRS["keyboard"])) if hints \
            else "choose where the tile goes"
        return f"{who}: {hint}"

    def with_undo_hint(self, line: str) -> str:
        """``line`` and, when a person's last turn can be taken back (AK-9b) and hints are
        on, the control that does it: "… · Z undo your turn" ("Back" on a pad, "Undo takes
        back your turn" after mouse input: the button; hot-seat: "undo Alice's turn")."""
        label = self.undo_label()
        if not self._hints_on() or label is None:
            return line
        # what the Undo button says it takes back: "your turn", "the completion" (Athena)
        what = label[5:] if label.startswith("Undo ") else label
        dev = seat_device(self.app, self.session.undo_seat)   # the pad of the seat it is for
        pairs = [(a, v.format(what=what)) for a, v in UNDO_PAIRS.get(dev, UNDO_PAIRS["keyboard"])]
        extra = pairs_line(dev, pairs)
        return f"{line} \u00b7 {extra}" if line else extra

    @property
    def placing_shown(self) -> bool:
        """The ghost, the legal dots and the legend show: a person holds a tile and looks at
        their own city."""
        return self.selected is not None and self.viewed == self.state.current_seat \
            and self.person_turn

    def _drop_shown(self) -> bool:
        a = self.anim
        return a is not None and a["type"] == "drop" and a["seat"] == self.viewed

    def handle(self, ev: InputEvent) -> bool:
        """TableScene.handle (pause, the review's keys, then :meth:`handle_table`); the buttons
        follow."""
        done = super().handle(ev)
        self._sync_buttons()
        return done

    def handle_table(self, ev: InputEvent) -> bool:
        """The table's own input (see the module docstring of table.py).  BACK without a picked
        tile is left to the base: it opens the pause menu."""
        a = ev.act
        if self.handle_view_input(ev):   # overview, height view (overview.py)
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
        if a == Act.PAN:   # the right stick: rel is where the view looks, the city moves back
            if ev.rel:
                self.camera.pan(-ev.rel[0], -ev.rel[1])
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
            if not self.proposed or self.confirm_shown(ev):   # a pad's A: seen a moment first
                self.confirm()    # proposes, or confirms the proposal; never picks a tile
            return True
        if a == Act.UNDO:
            self.undo_turn()
            return True
        if a == Act.BACK and self.selected is not None:
            self.cancel()
            return True
        return False

    def on_cover(self) -> None:
        """A scene (pause, results, a dialog) is pushed above: no hover highlight or tooltip
        stays drawn under it."""
        self.hover_pos = None
        self.press, self.dragging = None, False
        super().on_cover()

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
                and self.viewed == self.state.current_seat and not self.proposed:
            self.anchor = self.clamp_anchor(self.pick(pos))   # a proposal stays locked
        return True

    def _click(self, pos) -> bool:
        self._sync_buttons()
        if self.click_view(pos):   # "All cities" tab, heights chip, overview cities (overview.py)
            return True
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
                hexes = self.ghost_hexes()
                spot = self.clamp_anchor(self.pick(pos))
                if self.proposed and self.pick(pos) in hexes:
                    self.confirm()            # a click on the proposed tile places it
                else:
                    self.anchor = spot        # a click elsewhere proposes there
                    self.proposed = False
                    self.propose()
            elif self.selected is None and self.viewed == self.state.current_seat \
                    and self.person_turn:
                self.say("Choose a tile from the Construction Site first (click a tile).")
            return True
        return False
