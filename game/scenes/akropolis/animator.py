"""Animator of the Akropolis table (issue 8): the core's ``state.events`` after an apply become
steps on one :class:`game.render.effects.Timeline` (a seat's city shown, the drop that falls,
bounces slightly and settles on its stack (a game.render.physics body), the round reset, the
solo Architect's moves on its city, stones notes, a small Laurel burst over a completed Athena
card's Mini-tile), and the Construction Site cards glide to their places.  Events are read as
the core's typed records (their attributes), never as dicts.  Drawing the steps is view.py's.
"""

from __future__ import annotations

from game.core.akropolis.events import (ArchitectMoved, Bought, CardCompleted, Placed,
                                       RoundReset, StonesGained)
from game.render import palette as P
from game.render import settle
from game.render.effects import RisingNote
from game.scenes.akropolis.words import agree, plural


#: the physics drop's height (px); drawn scaled to the camera's hex size (view.py)
DROP_HEIGHT = 100.0


class TableAnimator:
    """Animation half of the table."""

    def _queue_events(self, events) -> None:
        """Steps for the core's typed events of one apply (game.core.akropolis.events):
        Bought/ArchitectMoved close the site's gap, Placed/ArchitectMoved show the drop on the
        seat's city, StonesGained a note, RoundReset the new tiles and a banner."""
        st = self.state
        site = list(self.shown_site)
        anims = self.anims
        for ev in events:
            if isinstance(ev, (Bought, ArchitectMoved)) and 0 <= ev.index < len(site):
                site.pop(ev.index)
                anims.append({"type": "site", "site": list(site), "t": 0.0, "dur": 0.0})
            if isinstance(ev, (Placed, ArchitectMoved)):
                seat = ev.seat
                cells = {}
                for q, r, level in ev.hexes:
                    c = st.cities[seat].cells.get((q, r))
                    if c is not None:
                        cells[(q, r)] = c
                # another seat's city: switch to it and hold a beat so the drop is seen
                # (the solo Architect's move is shown exactly like an AI seat's)
                away = seat != self.viewed or any(a.get("type") == "look" and a.get("seat") != seat
                                                  for a in anims)
                anims.append({"type": "look", "seat": seat, "t": 0.0,
                              "dur": 0.45 if away else 0.0})
                anims.append({"type": "drop", "seat": seat, "cells": cells, "t": 0.0,
                              "dur": 0.55})
                architect = isinstance(ev, ArchitectMoved)
                if architect and ev.cost:
                    anims.append({"type": "note", "seat": seat, "t": 0.0, "dur": 0.0,
                                  "text": "pays " + plural(ev.cost, "stone")})
                anims.append({"type": "pause", "seat": seat, "t": 0.0,
                              "dur": 0.6 if architect else 0.25})
            elif isinstance(ev, CardCompleted):
                anims.append({"type": "burst", "seat": ev.seat, "hex": tuple(ev.hex), "t": 0.0,
                              "dur": 0.0})
            elif isinstance(ev, StonesGained):
                anims.append({"type": "note", "seat": ev.seat, "t": 0.0, "dur": 0.0,
                              "text": "+" + plural(ev.gained, "stone")})
            elif isinstance(ev, RoundReset):
                site.extend(ev.revealed)
                anims.append({"type": "site", "site": list(site), "t": 0.0, "dur": 0.0})
                anims.append({"type": "banner", "t": 0.0, "dur": 0.0,
                              "text": f"Round {st.round}: new tiles revealed; "
                                      f"{agree(self.seat_name(ev.chief), 'is')} Chief Architect"})
                anims.append({"type": "pause", "t": 0.0, "dur": 0.5})
        anims.append({"type": "sync", "t": 0.0, "dur": 0.0})

    @property
    def anim(self) -> dict | None:
        """The running step: a dict with "type" (look, drop, pause, note, banner, site, sync),
        "t" and "dur" seconds, and "seat"/"cells"/"text"/"site"/"hex" as the type needs (a
        running drop also has "fx", its game.render.physics drop, or None); or None."""
        return self.timeline.current

    @property
    def anims(self):
        """The steps still to come (a deque of step dicts, see :attr:`anim`)."""
        return self.timeline.pending

    def _run_anims(self, dt: float) -> bool:
        """Advance the animation queue by ``dt`` seconds; True while a step is running."""
        return self.timeline.update(dt)

    def _anim_start(self, a) -> None:
        if a["type"] == "look":
            if self.viewed != a["seat"]:
                self.view(a["seat"], center=True)
            self.message, self.message_bad = "", False
        elif a["type"] == "drop":
            a["fx"] = self.motion.drop(DROP_HEIGHT, life=a["dur"])
        elif a["type"] == "burst" and a["seat"] == self.viewed and not self.overview_shown:
            q, r, level = a["hex"]
            cam = self.camera
            self.motion.small_burst(cam.to_screen(q, r, level), cam.size, seed=q * 31 + r)

    def drop_now(self, a, height: float) -> tuple[float, float]:
        """(dy, flash) of the running drop step ``a`` for a drop of ``height`` px: the px
        above its resting place (negative) and the impact's brightness 1..0."""
        d = a.get("fx")
        if d is None:
            return 0.0, 0.0
        return d.offset * height / DROP_HEIGHT, d.flash

    def _anim_end(self, a) -> bool:
        """A step has ended; True for "sync" (the turn begins: stop this frame)."""
        t = a["type"]
        if t == "drop":
            if a.get("fx") is not None:
                a["fx"].alive = False    # landed: the next physics step removes its body
            self.shown[a["seat"]].update(a["cells"])
            self.shown_ver[a["seat"]] += 1
            self._refresh_card(a["seat"])
            if a["seat"] == self.viewed and not self._city_in_view(a["seat"], a["cells"]):
                self.view(a["seat"], center=True)
        elif t == "note":
            # on the card's stones line, left of the count it changes (layout.note_place)
            r, size = self.note_place(a["seat"], a["text"])
            self.notes.add(RisingNote(a["text"], r.centerx, r.centery, P.GOLD_LIGHT, size, 0.0))
        elif t == "banner":
            self.banner = (a["text"], 2.2)
        elif t == "site":
            self.shown_site = list(a["site"])
        elif t == "sync":
            self.shown_site = list(self.state.site)
            for s in range(self.state.num_seats):
                self._refresh_card(s)
            for s, c in enumerate(self.state.cities):
                if self.shown[s] != c.cells:
                    self.shown[s] = dict(c.cells)
                    self.shown_ver[s] += 1
            self._begin_turn()
            return True
        return False

    def _refresh_card(self, seat: int) -> None:
        self.card_ledger[seat] = self.ledger(seat)
        self.card_stones[seat] = self.state.stones[seat]

    def site_moving(self) -> bool:
        """A Construction Site card is still gliding to its place (gap closing, slide-in)."""
        for i, tid in enumerate(self.shown_site):
            cur = self.site_x.get(tid)
            if cur is None or cur[0] != self._card_rect(i).x or cur[1] != 0.0:
                return True
        return False

    def _update_site(self, dt: float) -> None:
        """Tween the site cards towards their places (gap closing, round reset slide-in)."""
        live = set(self.shown_site)
        for i, tid in enumerate(self.shown_site):
            tx = self._card_rect(i).x
            cur = self.site_x.get(tid)
            if cur is None:
                # newly revealed: drop in from above
                self.site_x[tid] = [float(tx), -self.card_h * 1.2]
                continue
            cur[0] = settle.approach(cur[0], tx, dt, 9.0)
            cur[1] = settle.approach(cur[1], 0.0, dt, 7.0)
        for tid in list(self.site_x):
            if tid not in live:
                del self.site_x[tid]

    @property
    def floaters(self) -> list:
        """The live stones notes, each read as ``(text, x, y, age, colour)``."""
        return list(self.notes.items)
