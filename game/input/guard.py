"""Mashing the pad's confirm button never commits a move the player did not see.

A table names what a confirm would commit now as a *proposal key* (any hashable: the ghost's
site and slot, the proposed Akropolis placement...).  :class:`ConfirmGuard` remembers when that
key last changed; a controller's confirm commits only when the key has stood for at least
:data:`MIN_SHOWN` seconds of app time, at least one frame was drawn since it appeared, and the
press is a fresh one (not an auto-repeat).  Keyboard and mouse input is not held back: a click
acts on what the pointer shows, Enter on what the focus ring shows.

    guard = ConfirmGuard()
    guard.watch(app, key)          # every update (and implicitly on every ready())
    if guard.ready(app, key, ev):  # on CONFIRM
        commit()
"""

from __future__ import annotations

#: seconds a proposal must have been on screen before a pad confirm commits it
MIN_SHOWN = 0.3


class ConfirmGuard:
    """See the module doc.  ``app``: anything with ``time`` (seconds) and ``frame`` (frames
    drawn so far); None counts as always ready (tables built without an App)."""

    def __init__(self) -> None:
        self.key: object = object()     # the proposal seen last (nothing equals the start)
        self.since = 0.0                # app.time when it appeared
        self.frame = 0                  # app.frame when it appeared

    def watch(self, app, key) -> None:
        """Note the proposal standing now; a new one restarts the clock."""
        if app is None or key == self.key:
            return
        self.key, self.since, self.frame = key, float(app.time), int(app.frame)

    def shown_for(self, app) -> float:
        """Seconds the current proposal has stood (0.0 until a frame showed it)."""
        if app is None or int(app.frame) <= self.frame:
            return 0.0
        return float(app.time) - self.since

    def ready(self, app, key, ev) -> bool:
        """True when ``ev`` (a confirm) may commit ``key``: not a controller, or a fresh press
        with ``key`` drawn for at least MIN_SHOWN seconds."""
        self.watch(app, key)
        if app is None or getattr(ev, "device", "keyboard") != "controller":
            return True
        if getattr(ev, "repeat", False):
            return False
        return self.shown_for(app) >= MIN_SHOWN - 1e-9
