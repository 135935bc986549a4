"""The Athena part of a person's turn on the Akropolis table (issue 14, AK-11..AK-13): the
completion prompt, the Mini-tile chooser and the Mini-tile's placement.

After a Place whose city shows one or more Construction card layouts the core keeps the turn
with the seat (``state.phase == "athena"``, ``state.completable(seat)``).  The table then walks
three steps (:attr:`AthenaTurn.ath_step`):

- ``"prompt"``: "Your city shows Sanctuary: complete it?"; one button per completable card
  ("Complete Sanctuary") and "Finish turn"; the focused card's matched hexes
  (``state.card_match``) are outlined in the city and the card is marked in the card row.
- ``"chooser"``: the card's Mini-tiles left (``state.minis_left``), each drawn as it will look,
  and "Back".  Esc / B / Back returns to the prompt.
- ``"place"``: the chosen Mini-tile as a ghost with the same preview, turn (duals only) and
  confirm as a city tile (AK-9b): the first Confirm proposes the spot, the second places it
  (one ``CompleteCard(card, mini, q, r, rotation)`` through the session); refusals are the
  core's words (``City.mini_refusal`` / ``why_illegal``).  Esc / B unlocks a proposal, then goes
  back to the chooser.

Keys: Left/Right or Tab/Shift-Tab (LB/RB) move the focus in the prompt and the chooser,
Enter/A activates, Esc/B steps back (in the prompt Esc opens the pause menu, as always); the
pointer hovers and clicks; in the placement arrows / pointer move the ghost, Q/E (X/Y, right
click) turn a dual Mini-tile.  Undo (Z, Back) takes the turn back, completions included.

AI seats' completions are not stopped for: a banner says "Livia completed Sanctuary" and the
Mini-tile drops into their city (:meth:`AthenaTurn.athena_applied`).

The mixin comes before TableInteraction in AkropolisTable's bases: it overrides the tile
controls (confirm, cancel, turn, cycle) while an Athena step runs and passes through otherwise.
Drawing is athena_view.py's.
"""

from __future__ import annotations

from game.core.akropolis.athena import CompleteCard, FinishTurn, is_mini
from game.core.hexgrid import screen_step
from game.input.actions import Act, InputEvent
from game.input.hints import hint as control_label
from game.scenes.akropolis.athena_cards import AthenaCards, athena_on, card_def, mini_def
from game.scenes.akropolis.words import SINGULAR, agree


def mini_name(mini) -> str:
    """A Mini-tile in player words: "Purple plaza", "Barracks", "Barracks and houses"."""
    if mini.kind == "plaza":
        return f"{SINGULAR[mini.color]} plaza"
    if mini.kind == "dual":
        return f"{SINGULAR[mini.color]} and {SINGULAR[mini.color2].lower()}"
    return SINGULAR[mini.color]


def mini_label(mini) -> list[str]:
    """A Mini-tile's name on the chooser's button, one or two lines: ["Purple plaza"],
    ["Temple", "& garden"]."""
    if mini.kind == "dual":
        return [SINGULAR[mini.color], f"& {SINGULAR[mini.color2].lower()}"]
    return [mini_name(mini)]


def card_list(names: list[str]) -> str:
    """"Sanctuary", "Sanctuary and Villa", "Agora, Sanctuary and Villa"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


class AthenaTurn(AthenaCards):
    """Interaction of the Athena steps (see the module docstring); fields: ``ath_card`` (the
    card being completed, None in the prompt), ``ath_mini`` (the chosen Mini-tile's index, None
    in the chooser), ``ath_focus`` (the focused item of the prompt or the chooser),
    ``mini_anchor`` / ``mini_rotation`` / ``mini_proposed`` (the ghost)."""

    ath_card: str | None = None
    ath_mini: int | None = None
    ath_focus: int = 0
    mini_anchor: tuple[int, int] | None = None
    mini_rotation: int = 0
    mini_proposed: bool = False
    cards_open: bool = False
    _ath_parts: list | None = None
    _ath_framed: tuple | None = None
    _undoing: str | None = None

    # ---------------------------------------------------------------- the step
    @property
    def ath_step(self) -> str | None:
        """"prompt", "chooser", "place", or None (no Athena step: not a person's Athena
        phase, or another city is shown)."""
        st = self.state
        if not athena_on(st) or getattr(st, "phase", None) != "athena" or not self.person_turn:
            return None
        if self.viewed != st.current_seat or self.review_mode or self.overview_shown:
            return None
        if self.ath_card is None:
            return "prompt"
        return "chooser" if self.ath_mini is None else "place"

    def ath_reset(self) -> None:
        """Back to the prompt with nothing chosen (a new turn, an action applied, an undo)."""
        self.ath_card = None
        self.ath_mini = None
        self.ath_focus = 0
        self.mini_anchor = None
        self.mini_rotation = 0
        self.mini_proposed = False

    def completable(self) -> tuple[str, ...]:
        st = self.state
        if st.current_seat is None or not athena_on(st):
            return ()
        return tuple(st.completable(st.current_seat))

    def prompt_items(self) -> list[tuple[str, object]]:
        """The prompt's buttons, left to right: ("card", id) per completable card, then
        ("finish", None)."""
        return [("card", c) for c in self.completable()] + [("finish", None)]

    def chooser_items(self) -> list[tuple[str, object]]:
        """The chooser's buttons: ("mini", index) per Mini-tile left under the card, then
        ("back", None)."""
        if self.ath_card is None:
            return []
        return [("mini", i) for i in self.state.minis_left(self.ath_card)] + [("back", None)]

    def ath_items(self) -> list[tuple[str, object]]:
        step = self.ath_step
        return self.prompt_items() if step == "prompt" else \
            self.chooser_items() if step == "chooser" else []

    def focused_card(self) -> str | None:
        """The card the prompt's focus is on (or the card being completed)."""
        if self.ath_card is not None:
            return self.ath_card
        items = self.prompt_items()
        k = min(self.ath_focus, len(items) - 1)
        kind, value = items[k]
        if kind == "card":
            return value
        comp = self.completable()
        return comp[0] if comp else None

    def question(self) -> str:
        """The prompt's sentence: "Your city shows Sanctuary: complete it?"."""
        names = [card_def(self.state, c).name for c in self.completable()]
        who = self.whose(self.state.current_seat)
        who = who[:1].upper() + who[1:]
        if not names:   # after a completion, no other card shows: the turn may end
            return f"{who} city shows no other card to complete: finish the turn."
        them = "it" if len(names) == 1 else "one of them"
        return f"{who} city shows {card_list(names)}: complete {them}?"

    def match_hexes(self) -> tuple:
        """The matched hexes to outline: the focused card's layout (prompt, chooser)."""
        if self.ath_step not in ("prompt", "chooser"):
            return ()
        cid = self.focused_card()
        if cid is None:
            return ()
        return tuple(self.state.card_match(self.state.current_seat, cid) or ())

    # ---------------------------------------------------------------- choosing
    def ath_activate(self, k: int) -> None:
        """Activate item ``k`` of the current step (a click or Enter/A on it)."""
        items = self.ath_items()
        if not 0 <= k < len(items):
            return
        kind, value = items[k]
        self.ath_focus = k
        if kind == "finish":
            self.act(FinishTurn())
        elif kind == "card":
            self.ath_card = value
            self.ath_focus = 0
            self.cards_open = False
            if not self.state.minis_left(value):
                self.say(f"No Mini-tiles are left under {card_def(self.state, value).name}.",
                         bad=True)
        elif kind == "mini":
            self.ath_mini = value
            self.mini_rotation = 0
            self.mini_proposed = False
            if self.mini_anchor is None:
                self.mini_anchor = self._mini_default()
            self.message, self.message_bad = "", False
        elif kind == "back":
            self.ath_back()

    def ath_back(self) -> None:
        """Esc / B / Back: unlock a proposal, else the placement goes back to the chooser, the
        chooser to the prompt."""
        if self.mini_proposed:
            self.mini_proposed = False
        elif self.ath_mini is not None:
            self.ath_mini = None
            self.ath_focus = max(0, list(self.state.minis_left(self.ath_card)).index(
                self.ath_mini) if self.ath_mini in self.state.minis_left(self.ath_card) else 0)
        elif self.ath_card is not None:
            comp = self.completable()
            self.ath_focus = comp.index(self.ath_card) if self.ath_card in comp else 0
            self.ath_card = None
        self.message, self.message_bad = "", False

    # ---------------------------------------------------------------- placing
    def mini_spots(self) -> dict:
        """(q, r) -> level for every spot the chosen Mini-tile may go: on any visible hex that
        is not a Mini-tile (one level higher) or on an empty hex next to the city (level 1),
        as ``City.mini_spots`` / ``City.mini_refusal`` allow (AK-11)."""
        if self.ath_mini is None or self.state.current_seat is None:
            return {}
        mini, rot = self.ath_mini, self.mini_rotation

        def make() -> dict:
            city = self.state.cities[self.state.current_seat]
            m = self.state.mini_def(mini)
            return {(q, r): city.mini_level(q, r) for (q, r) in city.mini_spots()
                    if city.mini_refusal(m, q, r, rot) is None}
        return self._legal_cache.fetch(("mini", self.version, mini, rot), make)

    def mini_refusal(self) -> str | None:
        """Why the ghost's spot is refused (the core's words), None when it is legal."""
        if self.ath_mini is None or self.mini_anchor is None:
            return "choose a spot"
        q, r = self.mini_anchor
        city = self.state.cities[self.state.current_seat]
        return city.mini_refusal(self.state.mini_def(self.ath_mini), q, r, self.mini_rotation)

    def mini_preview(self) -> dict:
        """What the ghost's spot gives, from the core (``state.mini_info``): {"legal",
        "reason", "level", "stones_gained", "score_delta": {colour, "stones", "total"}}, the
        fourth statue part's 5 per stone included (AK-13)."""
        key = ("mini-preview", self.version, self.ath_card, self.ath_mini, self.mini_anchor,
               self.mini_rotation)
        q, r = self.mini_anchor or (0, 0)
        return self._info_cache.fetch(key, lambda: self.state.mini_info(
            self.ath_card, self.ath_mini, q, r, self.mini_rotation))

    def _mini_default(self) -> tuple[int, int]:
        """The ghost's first spot: where the mouse points, else a legal spot next to the
        matched layout, else any legal spot."""
        if self.device == "mouse" and self.hover_pos is not None \
                and self.camera.contains(self.hover_pos):
            return self.clamp_anchor(self.pick(self.hover_pos))
        spots = self.mini_spots()
        if not spots:
            return (0, 0)
        near = self.state.card_match(self.state.current_seat, self.ath_card) or ((0, 0),)
        cq, cr = near[0]
        # on the ground first (as a city tile's ghost): a Mini-tile confirmed without a look
        # never covers a scoring hex
        return min(spots, key=lambda p: (spots[p] > 1, abs(p[0] - cq) + abs(p[1] - cr)
                                         + abs(p[0] + p[1] - cq - cr), p))

    def mini_turns(self) -> bool:
        """The chosen Mini-tile looks different when turned (a dual district)."""
        return self.ath_mini is not None and mini_def(self.state, self.ath_mini).kind == "dual"

    def mini_rotate(self, d: int) -> None:
        """Turn the ghost ``d`` sixths clockwise on screen (``d`` = +1: E / Y / right click,
        as a city tile turns).  The core's rotation counts the other way: its sides are
        direction indices of hexgrid.DIRECTIONS, counter-clockwise from east
        (athena_city.dual_sides), so a clockwise turn lowers the rotation by one."""
        if not self.mini_turns():
            self.say("A single-colour Mini-tile looks the same every way round.")
            return
        self.mini_rotation = (self.mini_rotation - d) % 6
        if self.mini_proposed and self.mini_refusal() is not None:
            self.mini_proposed = False

    def mini_move(self, pos) -> None:
        self.mini_anchor = self.clamp_anchor(pos)
        self.mini_proposed = False if self.mini_refusal() else self.mini_proposed

    def mini_confirm(self) -> bool:
        """Propose the ghost's spot, or place the proposal (CompleteCard through the session);
        True when the card was completed."""
        if self.mini_anchor is None:
            self.mini_anchor = self._mini_default()
            return False
        if not self.mini_proposed:
            info = self.mini_preview()
            if not info["legal"]:
                self.refuse(info["reason"] or "not allowed")
                return False
            self.mini_proposed = True
            self.message, self.message_bad = "", False
            return False
        q, r = self.mini_anchor
        done = self.act(CompleteCard(self.ath_card, self.ath_mini, q, r, self.mini_rotation))
        if not done:
            self.mini_proposed = False
        return done

    # ---------------------------------------------------------------- the tile controls
    def confirm(self) -> bool:
        if self.ath_step == "place":
            return self.mini_confirm()
        if self.ath_step is not None:
            self.ath_activate(self.ath_focus)
            return False
        if athena_on(self.state) and self.state.phase == "athena" and self.person_turn:
            # looking at another city (or the overview) during the Athena step: back home
            self.overview_on = False
            self.view(self.state.current_seat, center=True)
            self.say("Back to your city: complete a card or finish your turn.")
            return False
        return super().confirm()

    def cancel(self) -> None:
        if self.ath_step is not None:
            self.ath_back()
            return
        super().cancel()

    def rotate_left(self) -> None:
        if self.ath_step == "place":
            self.mini_rotate(-1)
            return
        super().rotate_left()

    def rotate_right(self) -> None:
        if self.ath_step == "place":
            self.mini_rotate(1)
            return
        super().rotate_right()

    def cycle_tile(self, d: int) -> None:
        step = self.ath_step
        if step in ("prompt", "chooser"):
            n = len(self.ath_items())
            self.ath_focus = (self.ath_focus + d) % n
            return
        if step == "place" or (athena_on(self.state) and self.state.phase == "athena"):
            return   # the tile of this turn is placed: no Construction Site tile now
        super().cycle_tile(d)

    def select_tile(self, index: int) -> bool:
        if athena_on(self.state) and getattr(self.state, "phase", None) == "athena":
            if self.person_turn:
                self.say("Your tile is placed: complete a card or finish your turn.")
            return False
        return super().select_tile(index)

    def _sync_buttons(self) -> None:
        """The bottom bar's tile buttons serve the Mini-tile while it is placed: Turn (a dual
        only), Cancel (back), Confirm (once proposed)."""
        super()._sync_buttons()
        if self.ath_step != "place":
            return
        for b in self.buttons:
            if b.key in ("rotl", "rotr"):
                b.enabled = self.mini_turns()
            elif b.key == "cancel":
                b.enabled = True
            elif b.key == "confirm":
                b.enabled = self.mini_proposed

    def tooltip(self):
        """No hex tooltips over the city during an Athena step (they would hide the
        Mini-tile's ghost, the prompt or the chooser); else the table's."""
        if self.ath_step is not None and self.hover_pos is not None \
                and self.camera.contains(self.hover_pos):
            return None
        return super().tooltip()

    def undo_label(self) -> str | None:
        """In the Athena step the undo takes back one action (AK-9b within the turn): "Undo
        the completion" after a CompleteCard, "Undo your tile" after the placement; else the
        table's label."""
        label = super().undo_label()
        st = self.state
        if label is None or not athena_on(st) or st.phase != "athena" or not self.person_turn:
            return label
        log = st.action_log
        if log and isinstance(log[-1], CompleteCard):
            return "Undo the completion"
        return f"Undo {self.whose(st.current_seat)} tile"

    def undo_turn(self) -> bool:
        """Z / Back / Undo: take back this turn's last action (interaction.py); what it was
        is kept for the words said after it (:meth:`undone_words`)."""
        log = self.state.action_log
        last = log[-1] if log else None
        self._undoing = last.card_id if isinstance(last, CompleteCard) else \
            "tile" if athena_on(self.state) and self.state.phase == "athena" else None
        try:
            return super().undo_turn()
        finally:
            self._undoing = None

    def undone_words(self, seat: int) -> str:
        """What the undo just took back, as the Undo button named it: "The completion of
        Villa is taken back: complete a card or finish your turn.", "Your tile is taken back:
        play it again.", "Your turn is taken back: play it again."."""
        whose = self.whose(seat)
        whose = whose[:1].upper() + whose[1:]
        what = self._undoing
        if what == "tile":
            return f"{whose} tile is taken back: play it again."
        if what is not None:
            return (f"The completion of {card_def(self.state, what).name} is taken back: "
                    f"complete a card or finish your turn.")
        return f"{whose} turn is taken back: play it again."

    def hex_explanation(self, seat: int, pos: tuple[int, int], c) -> str:
        """Hover text of a visible top; a Mini-tile says so, a dual district names its halves
        (AK-12: each half scores as a district of its colour)."""
        if c.kind == "dual":
            return (f"Dual district Mini-tile, level {c.level}: a {SINGULAR[c.color].lower()} "
                    f"half and a {SINGULAR[c.color2].lower()} half, each scoring as a district "
                    f"of its colour")
        words = super().hex_explanation(seat, pos, c)
        return f"Mini-tile: {words}" if is_mini(c.tile_id) else words

    @property
    def placing_shown(self) -> bool:
        return super().placing_shown and self.ath_step is None

    # ---------------------------------------------------------------- input
    def handle_table(self, ev: InputEvent) -> bool:
        """The open cards and the Athena steps first; the table's own input otherwise."""
        if self.cards_input(ev):
            return True
        if athena_on(self.state) and ev.act == Act.END_TURN and self.cards_open:
            self.cards_open = False
            self.view(self.state.current_seat if self.state.current_seat is not None else 0,
                      center=True)
            return True
        if athena_on(self.state) and ev.act == Act.END_TURN \
                and self.viewed == self.state.num_seats - 1:
            self.cards_open = True   # after the last city: the cards
            return True
        step = self.ath_step
        if step is None:
            return super().handle_table(ev)
        a = ev.act
        if step in ("prompt", "chooser"):
            if a in (Act.LEFT, Act.RIGHT):
                self.cycle_tile(-1 if a == Act.LEFT else 1)
                return True
            if a in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos is not None:
                k = self.ath_item_at(ev.pos)
                if k is not None and ev.moved:
                    self.ath_focus = k
            if a == Act.POINTER_UP and ev.pos is not None and self.press is not None \
                    and not self.dragging:
                k = self.ath_item_at(ev.pos)
                if k is not None:
                    self.press = None
                    self.ath_activate(k)
                    return True
            if a == Act.BACK and step == "chooser":
                self.ath_back()
                return True
            return super().handle_table(ev)
        # the Mini-tile's placement
        if a in (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT):
            move = {Act.LEFT: "left", Act.RIGHT: "right", Act.UP: "up", Act.DOWN: "down"}[a]
            pos = self.mini_anchor or self._mini_default()
            self.mini_move(screen_step(pos[0], pos[1], move))
            self._keep_in_view(self.mini_anchor)
            return True
        if a == Act.SECONDARY:
            self.mini_rotate(1)
            return True
        if a == Act.BACK:
            self.ath_back()
            return True
        if a in (Act.POINTER_MOVE, Act.POINTER_DRAG) and ev.pos is not None \
                and self.press is None and self.camera.contains(ev.pos) and not self.mini_proposed:
            super().handle_table(ev)   # hover, tooltips
            self.mini_move(self.pick(ev.pos))
            return True
        if a == Act.POINTER_UP and ev.pos is not None and self.press is not None \
                and not self.dragging and self.camera.contains(ev.pos) \
                and not any(b.rect.collidepoint(ev.pos) for b in self.visible_buttons()):
            self.press = None
            spot = self.clamp_anchor(self.pick(ev.pos))
            if self.mini_proposed and spot == self.mini_anchor:
                self.mini_confirm()
            else:
                self.mini_anchor, self.mini_proposed = spot, False
                self.mini_confirm()
            return True
        return super().handle_table(ev)

    # ---------------------------------------------------------------- hints
    def turn_hint(self) -> str:
        """The status line of an Athena step (else the table's own)."""
        step = self.ath_step
        if step is None:
            if athena_on(self.state) and self.state.phase == "athena":
                return "Complete a Construction card or finish your turn."
            return super().turn_hint()
        who = self.seat_name(self.state.current_seat)
        dev = self.device
        if step == "prompt":
            how = "click a button" if dev == "mouse" else \
                f"{self.control('move')} choose \u00b7 {self.control('confirm')} select"
            return self.with_undo_hint(f"{who}: {self.question()} ({how})")
        if step == "chooser":
            name = card_def(self.state, self.ath_card).name
            how = "click a Mini-tile" if dev == "mouse" else \
                f"{self.control('move')} choose \u00b7 {self.control('confirm')} take it \u00b7 " \
                f"{self.control('back')} back"
            return f"{who}: {name}: choose a Mini-tile to place ({how})"
        mini = mini_name(mini_def(self.state, self.ath_mini)).lower()
        if self.mini_proposed:
            how = "click it again to confirm" if dev == "mouse" else \
                f"{self.control('confirm')} confirm \u00b7 {self.control('back')} cancel"
            return f"{who}: place the {mini} Mini-tile here? ({how})"
        turn = f" \u00b7 {self.control('rotate')} turn" if self.mini_turns() else ""
        how = "click a spot" if dev == "mouse" else \
            f"{self.control('move')} move{turn} \u00b7 {self.control('confirm')} choose this spot " \
            f"\u00b7 {self.control('back')} back to the Mini-tiles"
        return f"{who}: place the {mini} Mini-tile ({how})"

    def control(self, action: str) -> str:
        """The last used device's control for ``action`` ("Enter", "A", "Q/E")."""
        return control_label(self.device, action)

    # ---------------------------------------------------------------- the session's hooks
    def athena_before(self) -> list:
        """What the cities showed before an apply (for :meth:`athena_applied`)."""
        return [dict(c) for c in self.shown]

    def athena_applied(self, before: list) -> None:
        """After an apply (table.on_applied): the steps start again from the prompt; every
        new completion is announced ("Livia completed Sanctuary", a banner that does not stop
        the game) and its Mini-tile drops into the city."""
        self.ath_reset()
        st = self.state
        if not athena_on(st):
            return
        seen = self._ath_parts if self._ath_parts is not None else \
            [() for _ in range(st.num_seats)]
        now = [tuple(st.statue_parts(s)) for s in range(st.num_seats)]
        self._ath_parts = now
        steps = []
        for s in range(st.num_seats):
            new = [c for c in now[s] if c not in seen[s]]
            if not new:
                continue
            cells = {p: c for p, c in st.cities[s].cells.items()
                     if is_mini(c.tile_id) and before[s].get(p) != c}
            names = card_list([card_def(st, c).name for c in new])
            # the banner first, so it names the completion while that city is shown; another
            # seat's (an AI's, the solo Architect's) city then stays in view a moment
            steps.append({"type": "banner", "dur": 0.0,
                          "text": f"{agree(self.seat_name(s), 'completed')} {names}"})
            if cells:
                steps.append({"type": "look", "seat": s, "dur": 0.3 if s != self.viewed else 0.0})
                steps.append({"type": "drop", "seat": s, "cells": cells, "dur": 0.55})
                if not self.session.is_person(s):
                    steps.append({"type": "pause", "seat": s, "dur": 0.8})
        if not steps:
            return
        pending = self.anims
        tail = pending.pop() if pending and pending[-1].get("type") == "sync" else None
        for step in steps:
            step.setdefault("t", 0.0)
            pending.append(step)
        if tail is not None:
            pending.append(tail)

    def athena_synced(self) -> None:
        """The statue parts as the state has them (a new game, an undo, a loaded save)."""
        st = self.state
        self._ath_parts = [tuple(st.statue_parts(s)) for s in range(st.num_seats)] \
            if athena_on(st) else None
        self.ath_reset()
