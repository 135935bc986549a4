"""Rumble on the moments a player should feel: a completed monument (Picture Pie) and a covered
quarry (Akropolis), on the pad of the seat that made it (issue 16, item 6).

``TableRumble(table)`` is a session observer (game.app.session): on an applied action by a
person seat whose core events hold one of :data:`RUMBLES`, each of that seat's controllers
rumbles through ``app.mapper.rumble`` (off when settings["rumble"] is False or the pad cannot;
never raises).  The seat's devices are ``app.devices.devices_of(seat)`` when seats claim
devices, else the device of the last input.
"""

from __future__ import annotations

from game.core.akropolis.events import StonesGained
from game.core.picture_pie.events import Completed
from game.input.actions import KBM

#: core event class -> (strength 0..1, milliseconds)
RUMBLES = {Completed: (0.6, 220), StonesGained: (0.35, 140)}


def seat_devices(app, seat: int) -> list[str]:
    """The device ids that play ``seat`` (the keyboard "kbm" left out)."""
    devices = getattr(app, "devices", None)
    of = getattr(devices, "devices_of", None)
    ids = list(of(seat) or ()) if of is not None else []
    if not ids or getattr(devices, "hot_seat", False):   # no claims, hot-seat: the one in use
        ids = [getattr(app, "last_device_id", KBM)]
    return [d for d in ids if d != KBM]


class TableRumble:
    """See the module doc; ``table`` is a game.scenes.table_base.TableScene."""

    def __init__(self, table) -> None:
        self.table = table

    def on_applied(self, applied) -> bool:
        """Rumble for ``applied`` (game.app.session.Applied); True if a pad rumbled."""
        app = self.table.app
        mapper = getattr(app, "mapper", None)
        if mapper is None or applied.by != "person" or not self.table.is_person(applied.seat):
            return False
        felt = [RUMBLES[type(e)] for e in applied.events if type(e) in RUMBLES]
        if not felt:
            return False
        strength, ms = max(felt)
        done = False
        for device in seat_devices(app, applied.seat):
            done = mapper.rumble(device, strength, ms) or done
        return done
