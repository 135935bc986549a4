"""The ghost of the Picture Pie table: where the chosen tile would go (snapped to the core's
free slots, PP-5), its score change, its Q/E turn, and which site the keyboard focus starts on.

:class:`Ghost` is a mixin of :class:`game.scenes.picture_pie.interaction.Interaction` (needs its
``table``, ``state``, ``chosen``, ``ghost_start``, ``pointer``, ``hover_site`` / ``hover_slot``,
``focus``, ``zone`` and ``previews``); it changes only those interaction fields.
"""

from __future__ import annotations

import math

from game.core.picture_pie.actions import Place
from game.core.state import IllegalAction
from game.scenes.picture_pie.words import FRACTION


class Ghost:
    """Ghost placement, preview and turn of an Interaction."""

    def ghost(self, site: int):
        """(start slot, legal) of the chosen tile's ghost in ``site`` (PP-5 snapping), or None."""
        st = self.state
        if self.chosen is None or st.stage != "build":
            return None
        size = st.tiles[self.chosen].size
        free = self.table.fits(self.chosen)   # the core's placements (PP-5, PP-6)

        ok = [s for s in range(8) if (site, s) in free]   # the site's legal starts
        if self.ghost_start is not None:  # the turn chosen with Q/E is kept from site to site
            pref = self.ghost_start
            if not ok:
                return pref, False
            return min(ok, key=lambda s: (min((s - pref) % 8, (pref - s) % 8), s)), True
        if self.pointer is not None and self.hover_site == site and self.hover_slot is not None:
            # the pointer's angle picks the nearest free start of the site (the core's
            # placements), so a tile always lands in the free room nearest the pointer
            c = self.table.layout.site_center(site)
            ang = math.degrees(math.atan2(c[1] - self.pointer[1], self.pointer[0] - c[0]))
            if not ok:
                return self.hover_slot, False

            def off(s: int) -> float:
                mid = (s + (size - 1) / 2) * 45.0
                return abs((ang - mid + 180) % 360 - 180)

            return min(ok, key=lambda s: (off(s), s)), True
        return (ok[0], True) if ok else (0, False)

    def ghost_refusal(self, site: int) -> str:
        """Why the chosen tile cannot go into ``site`` at all (no legal start there): "No room
        for the 1/8 Flora here: " and the core's refusal of the slot under the ghost."""
        st = self.state
        t = st.tiles[self.chosen]
        g = self.ghost(site)
        reason = st.why_illegal(Place(self.chosen, site, g[0] if g else 0)) or ""
        name = f"{FRACTION[t.size]} {t.motif.capitalize()}"
        return f"No room for the {name} here: {reason[:1].lower()}{reason[1:]}"

    def ghost_site(self) -> int | None:
        """The site the ghost shows over: under the pointer, else the focused board site."""
        if self.pointer is not None and self.hover_site is not None:
            return self.hover_site
        return self.focus["board"] if self.zone == "board" else None

    def preview_delta(self):
        """Score change the ghost placement would make (cached per action and state version);
        None without a legal ghost, and with score previews off (the Settings)."""
        st = self.state
        if not self.table.show_previews:
            return None
        if self.chosen is None or st.stage != "build" or not self.table.person_turn:
            return None
        site = self.ghost_site()
        if site is None:
            return None
        g = self.ghost(site)
        if g is None or not g[1]:
            return None
        action = Place(self.chosen, site, g[0])

        def preview():
            try:
                return st.preview(action)["total"]
            except IllegalAction:  # a refused spot has no preview
                return None

        return self.previews.fetch((self.table.version, action), preview)

    def turn_ghost_or_site(self, d: int) -> None:
        """d=+1 counter-clockwise (Q, wheel up), -1 clockwise (E, right click)."""
        st = self.state
        site = self.hover_site if self.hover_site is not None else self.focus["board"]
        if self.chosen is not None and st.stage == "build":
            g = self.ghost(site)
            if g is None:
                return
            start = g[0]
            free = self.table.fits(self.chosen)   # the core's placements (PP-5)
            for step in range(1, 9):
                s = (start + d * step) % 8
                if (site, s) in free:
                    self.ghost_start = s
                    return
            self.ghost_start = (start + d) % 8
            return
        self.rotate_site(site, d)

    def best_site(self) -> int:
        """The board site the keyboard focus (and ghost) should start on: for a chosen tile,
        the site where its best placement scores most (the core's ``preview``; ties: the
        fuller site, then the first); without one, the first open site (never a completed,
        locked one while one is open)."""
        st = self.state
        sites = st.boards[st.current_seat].sites
        open_sites = [i for i in range(len(sites)) if not sites[i].completed]
        if not open_sites:
            return self.focus["board"]
        if self.chosen is None or st.stage != "build":
            return open_sites[0]
        best = None
        for site, slot in sorted(self.table.fits(self.chosen)):
            try:
                gain = st.preview(Place(self.chosen, site, slot))["total"]
            except IllegalAction:
                continue
            key = (gain, sites[site].filled, -site)
            if best is None or key > best[0]:
                best = (key, site)
        return best[1] if best else open_sites[0]

    def focus_fitting_site(self) -> None:
        """Keep the board focus where the chosen tile fits, else move it to the nearest site
        (in grid steps) that can take it, so Enter places at once."""
        cur = self.focus["board"]
        g = self.ghost(cur)
        if g is None or g[1]:
            return
        r0, c0 = divmod(cur, 4)
        fits = [i for i in range(12) if self.ghost(i)[1]]
        if fits:
            self.focus["board"] = min(fits, key=lambda i: (abs(i // 4 - r0) + abs(i % 4 - c0), i))
