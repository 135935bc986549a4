"""What the Picture Pie table says: the status line above the hand (the last note or refusal
while it lasts, else the state of the selection), the key hint line for the interaction and the
last used device (names from game.input.hints), and which buttons can be pressed.

:class:`StatusLines` is a mixin of :class:`game.scenes.picture_pie.interaction.Interaction`:
everything here only reads (the interaction's fields, its table's state and settings).
"""

from __future__ import annotations

from game.core.picture_pie.actions import DraftNothing, EndTurn, TurnWheel
from game.core.picture_pie.state import setup_picks_text
from game.input.hints import hint
from game.scenes.picture_pie.layout import BUTTONS
from game.scenes.picture_pie.words import FRACTION, SIZE_WORD

#: what Enter does on each button of the bottom bar (layout.BUTTONS)
BUTTON_VERBS = {"take": "take the chosen pieces",
                "wheel_ccw": "turn the Quarry Wheel counter-clockwise",
                "wheel_cw": "turn the Quarry Wheel clockwise",
                "site_ccw": "turn the site counter-clockwise", "site_cw": "turn the site clockwise", "store": "put the tile in the Masonry Yard",
                "undo": "undo", "end": "end the turn", "menu": "open the menu"}


def possessive(name: str) -> str:
    """"Your" for the seat called "You", else "Livia's": the owner of a board in a sentence."""
    return "Your" if name == "You" else f"{name}'s"


def count_of(n: int, word: str) -> str:
    """``n`` and ``word`` with the plural it needs: "1 Quarter", "2 Eighths", "0 Eighths"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


class StatusLines:
    """Texts of an Interaction (needs ``table``, ``state`` and the interaction's fields)."""

    def status_text(self) -> str:
        """The line shown above the hand: the End-turn question, else the last note or refusal
        while it lasts, else why the ghost's site cannot take the chosen tile, else the status
        of the current selection (:meth:`hint`).  A refusal is shown here only, once."""
        tb = self.table
        if self.end_confirm_pending:
            return self.end_confirm_text()
        if tb.message_live():
            return tb.message
        return self.ghost_blocked() or self.hint()

    def status_bad(self) -> bool:
        """The status line shows a refusal or a question (drawn on red)."""
        tb = self.table
        if self.end_confirm_pending:
            return True
        if tb.message_live():
            return tb.message_bad
        return bool(self.ghost_blocked())

    def ghost_blocked(self) -> str:
        """The refusal for the ghost's site when the chosen tile has no free start there
        (:meth:`Ghost.ghost_refusal`), else ""."""
        if not self.table.person_turn or self.mode() != "ghost":
            return ""
        site = self.ghost_site()
        g = self.ghost(site) if site is not None else None
        return self.ghost_refusal(site) if g is not None and not g[1] else ""

    def end_confirm_text(self) -> str:
        """"1 tile in hand will go to the Masonry Yard (-100 at the end if it is still there).
        Press End turn again to confirm (Esc cancels)." or "2 tiles in hand will be discarded:
        -200. ..." (PP-11: the core's ``hand``, ``end_turn_discards()``, ``end_turn_cost()``
        and the data's ``yard_penalty``)."""
        st = self.state
        n, cost = st.end_turn_discards(), st.end_turn_cost()
        stored = len(st.hand) - n
        said = []
        if n:
            said.append(f"{count_of(n, 'tile')} in hand will be discarded: -{cost}.")
        if stored:
            also = " also" if n else ""
            said.append(f"{count_of(stored, 'tile')} in hand will{also} go to the Masonry Yard "
                        f"(-{st.data.yard_penalty} each at the end unless placed later).")
        return " ".join(said) + " Press End turn again to confirm (Esc cancels)."

    def small_chosen_text(self) -> str:
        """The status while one small piece is chosen in the draft (Law 3)."""
        t = self.state.tiles[self.selected_small[0]]
        again = ("click it again" if self.table.device == "mouse"
                 else f"press {hint(self.table.device, 'confirm')} again")
        return (f"{SIZE_WORD[t.size]} of {t.motif} chosen: take a second small piece from "
                f"this sector, or Take / {again} to take it alone.")

    def hint(self) -> str:
        st = self.state
        tb = self.table
        seat = st.current_seat
        if tb.review_mode:
            return (f"{possessive(tb.seat_name(tb.view_seat))} final board (read only): the "
                    "other seats' boards are on the right.")
        if seat is None:
            return "The game is over."
        name = tb.seat_name(seat)
        if not tb.is_person(seat):
            return f"{tb.seat_label(seat)} is playing\u2026"
        if st.stage == "setup":
            return f"{name}: pick {setup_picks_text(st.data)} for your Masonry Yard."
        on_button = self.button_words()
        if on_button:
            return f"{name}: {on_button}"
        if st.stage == "draft" and self.selected_small:
            return f"{name}: {self.small_chosen_text()}"
        if st.stage == "draft" and self.nothing_to_draft():
            how = "" if tb.device == "mouse" else f" (or {hint(tb.device, 'confirm')} on the wheel)"
            return f"{name}: nothing can be drafted this turn: Take{how} drafts nothing."
        if st.stage == "draft":
            moved = st.round > 1 or st.seat != st.first_seat   # Phase 4 advanced it
            whose = "the Sundial advanced to it" if moved else "the Sundial's"
            return (f"{name}: draft 1 Half from any sector, or 1-2 small pieces from sector "
                    f"{st.active_sector + 1} ({whose}).")
        lost = st.end_turn_discards()   # PP-11: the yard has no room for them
        if lost:
            tiles = "1 drafted tile" if lost == 1 else f"{lost} drafted tiles"
            return (f"{name}: ending the turn now sends {tiles} to the box "
                    f"(-{st.end_turn_cost()}).")
        if self.zone == "wheel" and self.pointer is None and self.wheel_can_turn():
            return (f"{name}: {hint(tb.device, 'rotate')} turn the Quarry Wheel one sector "
                    "(once this turn).")
        if self.chosen is not None:
            return f"{name}: place the chosen tile ({self.turn_controls()} turns it), or move it."
        if self.wheel_can_turn():
            return (f"{name}: rotate sites, turn the Quarry Wheel once ({self.wheel_controls()})"
                    ", or end the turn.")
        return f"{name}: rotate sites or end the turn."

    def button_words(self) -> str:
        """With the keyboard or pad focus on a bottom-bar button (Left/Right walk off the wheel
        or the board onto them), what Enter (A) does there, and what stays chosen: "Enter opens
        the menu; the Eighth of Flora stays chosen (Esc drops it)."; "" elsewhere or under the
        pointer (play-test: the line still said "press Enter again" while Enter opened Pause)."""
        if self.zone != "buttons" or self.pointer is not None or self.table.device == "mouse":
            return ""
        bname = BUTTONS[self.focus["buttons"] % len(BUTTONS)]
        verb, key = BUTTON_VERBS[bname], hint(self.table.device, "confirm")
        said = (f"{key} on this button: {verb}" if self.button_enabled(bname)
                else f"this button cannot {verb} now")
        if self.state.stage == "draft" and self.selected_small:
            said += (f"; {self.chosen_small_words()} stays chosen ({hint(self.table.device, 'back')}"
                     " drops it)")
        return said + "."

    def wheel_can_turn(self) -> bool:
        """The Quarry Wheel may still be turned this turn (the core's TurnWheel refusal)."""
        return self.table.person_turn and self.state.why_illegal(TurnWheel(1)) is None

    def nothing_to_draft(self) -> bool:
        """Only "draft nothing" is left in the draft (Take with no piece chosen does that)."""
        return self.state.stage == "draft" and self.state.why_illegal(DraftNothing()) is None

    def wheel_controls(self) -> str:
        """How the Quarry Wheel is turned on the last used device: "Tab to it, then Q/E",
        "LB/RB to it, then X/Y", "the Wheel buttons, or the mouse wheel over it"."""
        dev = self.table.device
        if dev == "mouse":
            return f"the Wheel buttons, or the {hint(dev, 'wheel_up').lower()} over it"
        return f"{hint(dev, 'cycle')} to it, then {hint(dev, 'rotate')}"

    def wheel_note(self) -> str:
        """The Quarry Wheel caption in the build stage."""
        if self.state.wheel_turned:
            return "Wheel turned this turn."
        if not self.table.person_turn:
            return "The wheel may be turned once this turn."
        if self.table.device == "mouse":
            return "Turn it once: the Wheel buttons, or scroll on it."
        return f"Turn it once this turn: {self.wheel_controls()}."

    def button_enabled(self, name) -> bool:
        """Whether button ``name`` (layout.BUTTONS) can be pressed now."""
        st = self.state
        if name == "menu":
            return True
        if not self.table.person_turn:
            return False
        s = st.stage
        if name == "take":   # with nothing chosen, Take drafts nothing: only when nothing can be
            return s == "draft" and (bool(self.selected_small) or self.nothing_to_draft())
        if name in ("wheel_ccw", "wheel_cw"):
            return st.why_illegal(TurnWheel(1)) is None   # once per turn, after the draft
        if name in ("site_ccw", "site_cw"):
            return s == "build"
        if name == "store":
            return s == "build" and self.chosen in st.hand
        if name == "undo":
            return st.can_undo()
        if name == "end":
            return st.why_illegal(EndTurn()) is None
        return True

    def mode(self) -> str:
        """The state of the person's interaction, which the hint line and Esc follow: "setup",
        "draft" (nothing chosen), "draft_one" (one small piece chosen), "wheel" (the keyboard
        focus on the Quarry Wheel in the build stage), "scores" (the focus on a seat's score),
        "cards" (the focus on the Civic Blueprints),
        "build" (nothing chosen), "chosen" (a tile chosen, no site under it), "ghost" (its ghost
        over a site), "wait" (not a person's turn) or "over"."""
        st = self.state
        if st.is_terminal:
            return "over"
        if not self.table.person_turn:
            return "wait"
        if self.zone == "scores" and self.pointer is None:
            return "scores"
        if self.zone == "cards" and self.pointer is None:
            return "cards"
        if st.stage == "draft":
            return "draft_one" if self.selected_small else "draft"
        if st.stage != "build":
            return st.stage
        if self.zone == "wheel" and self.pointer is None:
            return "wheel"
        if self.chosen is None:
            return "build"
        site = self.hover_site if self.pointer is not None else (
            self.focus["board"] if self.zone == "board" else None)
        return "ghost" if site is not None else "chosen"

    def key_hints(self) -> list[tuple[str, str]]:
        """[(control, what it does)] for the current interaction (:meth:`mode`) and the last
        used device; labels from game.input.hints (the real bindings of game/input/mapper.py
        and controller.py).  Esc (B) drops the chosen tile or piece when there is one, else
        opens the menu: the line names only the meaning it has now."""
        dev = self.table.device
        mode = self.mode()
        review = self.table.review_mode
        if self.end_confirm_pending and not review:
            end = "End turn" if dev == "mouse" else hint(dev, "end_turn")
            return [(end, "confirm: end the turn"), (hint(dev, "back"), "cancel")]
        if review:
            if dev == "mouse":
                return [(hint(dev, "pointer_down"), "a small board to show it large"),
                        (hint(dev, "back"), "back to results")]
            return [(hint(dev, "cycle"), "next board"), (hint(dev, "confirm") + "/" +
                    hint(dev, "back"), "back to results")]
        if dev == "mouse":
            click, esc = hint(dev, "pointer_down"), hint(dev, "back")
            turn = f"{hint(dev, 'wheel_up')} / {hint(dev, 'secondary').lower()}"
            draft = [(click, "a Half, or 1-2 small pieces of the Sundial sector")]
            if self.nothing_to_draft():
                draft = [("Take", "draft nothing (nothing fits the rules)")]
            build = [(click, "a hand or yard tile"), (turn, "turn a site")]
            spin = ([(f"Wheel buttons / {turn} on it", "turn the Quarry Wheel")]
                    if self.wheel_can_turn() else [])
            return {
                "setup": [(click, "pick a starting tile"), (click + " a score", "its points"),
                          ("Menu", "pause")],
                "draft": draft + [(click + " a score", "its points"), ("Menu", "pause")],
                "draft_one": [(click, "a second small piece, or the chosen one to take it"),
                              ("Take", "take the chosen piece"), (esc, "drop it")],
                "build": build + spin + [("Buttons", "undo, end turn")],
                "chosen": [(click, "a site to place it, or another tile"),
                           (turn, "turn the tile"), (esc, "drop the tile")] + spin,
                "ghost": [(click, "place here"), (turn, "turn the tile"),
                          (esc, "drop the tile")] + spin,
                "wait": [("Menu", "pause")],
            }.get(mode, [])
        holding = mode in ("draft_one", "chosen", "ghost")
        if mode == "cards":
            return self.table.cards.hints(dev)
        names = {
            "setup": [("move", "move"), ("confirm", "pick"), ("cycle", "next area")],
            "draft": ([("confirm", "draft nothing")] if self.nothing_to_draft() else
                      [("move", "move"), ("confirm", "take a Half / choose a piece")])
                     + [("cycle", "next area"), ("undo", "undo")],
            "draft_one": [("move", "move"), ("confirm", "take / add"), ("back", "drop piece"),
                          ("cycle", "next area")],
            "build": [("move", "move"), ("confirm", "choose / select"),
                      ("rotate", "turn site"), ("cycle", "next area"), ("undo", "undo"),
                      ("end_turn", "end turn")],
            "scores": [("confirm", "show its points"), ("left_right", "other seat"),
                       ("cycle", "next area")],
            "wheel": [("rotate", "turn the Quarry Wheel"), ("move", "move"),
                      ("cycle", "next area"), ("undo", "undo"), ("end_turn", "end turn")],
            "chosen": [("move", "to a site"), ("confirm", "choose"), ("rotate", "turn tile"),
                       ("back", "drop tile"), ("cycle", "next area"), ("undo", "undo"),
                       ("end_turn", "end turn")],
            "ghost": [("confirm", "place"), ("rotate", "turn tile"), ("move", "other site"),
                      ("back", "drop tile"), ("cycle", "next area"), ("undo", "undo"),
                      ("end_turn", "end turn")],
            "wait": [],
        }.get(mode, [])
        verb = self.focus_verb()
        if verb and mode not in ("wait", "scores", "over"):
            # Enter acts on the focused thing: the line says on what, and what it does
            names = [n for n in names if n[0] != "confirm"]
            names.insert(0, ("confirm", verb))
        out = [(hint(dev, name), verb) for name, verb in names]
        if self.table.cards.can_hide() and self.table.layout.cards_rect is not None \
                and mode not in ("over", "scores"):
            out.append((hint(dev, "overview"), "blueprints"))
        if mode != "over":
            # Esc opens the menu only when nothing is chosen; P (Start) always does
            label = hint(dev, "pause")   # the bindings' pause key (P), not Esc
            if dev == "keyboard" and not holding:
                label += "/" + hint(dev, "back")
            out.append((label, "menu"))
        return out

    def focus_verb(self) -> str | None:
        """What Enter (A) does to the focused button or hand / yard tile ("open the menu",
        "choose the 1/8 Flora instead"), or None elsewhere (the mode's own words)."""
        z = self.zone
        if z == "buttons":
            name = BUTTONS[self.focus["buttons"] % len(BUTTONS)]
            verb = BUTTON_VERBS[name]
            return verb if self.button_enabled(name) else f"{verb} (not now)"
        if z == "tray":
            tiles = self.tray_tiles()
            if not tiles or self.state.stage != "build":
                return None
            tid = tiles[self.focus["tray"] % len(tiles)][1]
            if tid == self.chosen:
                return "go to the board with it"
            t = self.state.tiles[tid]
            name = f"{FRACTION[t.size]} {t.motif.capitalize()}"
            return f"choose the {name}" + (" instead" if self.chosen is not None else "")
        return None

    def turn_controls(self) -> str:
        """The controls that turn the ghost or a site on the last used device, from
        game.input.hints: "Q/E or right click" (keyboard), "X/Y" (controller), "wheel or
        right click" (mouse)."""
        dev = self.table.device
        right = hint("mouse", "secondary").lower().replace("-", " ")
        if dev == "controller":
            return hint(dev, "rotate")
        if dev == "mouse":
            return f"{hint(dev, 'wheel_up').lower()} or {right}"
        return f"{hint(dev, 'rotate')} or {right}"
