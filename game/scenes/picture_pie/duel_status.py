"""What a person does at the Senate Wonder Duel table (PP-26): the Picture Pie table's
interaction (focus, selection, ghost, confirmations, key hints), whose status line also says
what a placement does to control ("this completes row 1, site 2: you control it 5/8 to 3/8")
and, after a monument is completed, who controls it and why.

:class:`DuelInteraction` changes the game only through the table (as the Picture Pie
interaction); the control it names is the core's (``controller`` of a copy with the placement
applied), cached per state version and placement.
"""

from __future__ import annotations

from game.core.picture_pie.actions import Place
from game.core.picture_pie.duel import Controlled
from game.core.state import IllegalAction
from game.render.cache import DrawCache
from game.scenes.picture_pie.duel_words import control_words, placement_words
from game.scenes.picture_pie.interaction import Interaction
from game.scenes.picture_pie.words import site_words


class DuelInteraction(Interaction):
    """The Duel table's interaction (a Picture Pie :class:`Interaction`)."""

    def __init__(self, table):
        super().__init__(table)
        self.control_notes = DrawCache(16)   # (state version, Place) -> its control words

    def interaction_key(self) -> tuple:
        """The Picture Pie key plus the site the ghost stands on, so a note said before the
        tile reached a site ("Eighth of Water chosen: point at a site...") gives way to what
        placing it there does to control (QA: a mouse move onto a site kept the old note)."""
        return super().interaction_key() + (self.ghost_site() if self.chosen is not None
                                            else None,)

    def placement_note(self) -> str:
        """What the ghost's placement does to control ("" when there is no legal ghost)."""
        st = self.state
        site = self.ghost_site()
        g = self.ghost(site) if site is not None else None
        if g is None or not g[1]:
            return ""
        action = Place(self.chosen, site, g[0])
        seat = st.current_seat

        def words() -> str:
            after = st.copy()
            try:
                after.apply(action)
            except IllegalAction:
                return ""
            return placement_words(self.table.names, st, after, site, seat)

        return self.control_notes.fetch((self.table.version, action), words)

    def hint(self) -> str:
        """The Picture Pie hint; over a site with the chosen tile, what placing it there does
        to control; in the review, what the final board shows."""
        tb = self.table
        if tb.review_mode:
            return ("The final capital (read only): each rim shows who controls that monument, "
                    "each marker who placed that tile.")
        if self.mode() == "ghost":
            note = self.placement_note()
            if note:
                return (f"{tb.seat_name(self.state.current_seat)}: {note} "
                        f"({self.turn_controls()} turns the tile.)")
        return super().hint()

    def on_applied(self, action, seat, ledger_before=None) -> None:
        """The Picture Pie notes; a completed monument's note also says who controls it and
        why (the core's ``Controlled`` record, PP-26): the completer's points when it is
        theirs, else that its points go to the other seat."""
        super().on_applied(action, seat, ledger_before)
        names = self.table.names
        for ev in self.state.events:
            if not isinstance(ev, Controlled):
                continue
            words = control_words(names, ev.shares, ev.seat, seat)
            if ev.seat == seat and self.table.message_live():
                self.say(f"{self.table.message} {words[:1].upper()}{words[1:]}.")
            else:
                self.say(f"{names[seat]} completed {site_words(ev.site)}, but {words}: its "
                         f"points go to {names[ev.seat]}.")
