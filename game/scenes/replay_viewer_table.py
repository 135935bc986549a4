"""The position a replay shows, drawn by the game's own table (read-only).

:func:`view_table` builds the mode's registered table class (``GameInfo.table``: its layout,
view and interaction classes, unchanged) over a *copy* of one position's state, inside a
:class:`ViewApp` that is the window's app as far as reading goes (settings, time, fonts, the
last device) but has the size of the viewer's table area (the whole window: the viewer's bar
covers the table's own bottom controls, :func:`controls_band`) and cannot push scenes, toast or
autosave.  The table is a view-only subclass (:class:`ViewOnly`): no autosave, no replay
recording, no results, no AI player is ever made (its session's AI driver runs only in the
table's ``update``, which the viewer never calls), so nothing is ever sent into a live session.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import games


class ViewApp:
    """The real ``app`` seen through a table-area of ``size`` pixels: every attribute is the
    app's (read) except ``size``, ``autosave_enabled`` (False) and the scene-stack and toast
    calls, which do nothing here."""

    def __init__(self, app, size: tuple[int, int]) -> None:
        self._app = app
        self.size = tuple(size)
        self.autosave_enabled = False
        self.stack: list = []
        self.toasts: list = []

    def __getattr__(self, name: str):
        return getattr(self._app, name)

    def push(self, scene) -> None:
        """A view never opens scenes (pause, results)."""

    def pop(self) -> None:
        """Nothing of a view is on the window's stack."""

    def toast(self, text: str, seconds: float = 3.0) -> None:
        """A view's notes are not the player's."""


class ViewOnly:
    """Mixed in before a table class: the table draws a position and does nothing else."""

    records_replay = False

    def autosave(self, state) -> None:
        """A replay's position is never anyone's autosave."""

    def make_ai(self, seat, spec):
        """Never called (the viewer never updates the table); defined so the session makes no
        AI worker (game.scenes.table_base)."""
        raise RuntimeError("a replay view plays no AI")

    def show_results(self) -> None:
        """The viewer shows the final position itself."""

    def on_notice(self, text: str) -> None:
        """Notes of a view are not shown."""


def _no_status_line(self, surface, lay) -> None:
    """A replay's table says nothing on its status line ("X is playing...", what a button
    would do): the viewer's bar says who did what."""


@lru_cache(maxsize=None)
def view_class(table_cls: type) -> type:
    """The view-only subclass of ``table_cls`` (made once per class); a table drawn by a
    renderer object (Picture Pie: ``view_class``) gets one that leaves the status line out."""
    attrs = {}
    renderer = getattr(table_cls, "view_class", None)
    if isinstance(renderer, type) and hasattr(renderer, "draw_message"):
        attrs["view_class"] = type(f"Quiet{renderer.__name__}", (renderer,),
                                   {"draw_message": _no_status_line})
    return type(f"View{table_cls.__name__}", (ViewOnly, table_cls), attrs)


def controls_band(table) -> pygame.Rect:
    """The table's own bottom controls, which do nothing in a replay and which the viewer's bar
    covers (table pixels): Picture Pie's hint line and button row (the full width), Akropolis'
    status line and buttons (the panel left of the score cards: ``bottom_rect``)."""
    lay = getattr(table, "layout", None)
    if lay is not None and hasattr(lay, "hints") and hasattr(lay, "bottom"):
        top = lay.hints.top - 2
        return pygame.Rect(0, top, lay.size[0], lay.size[1] - top)
    return pygame.Rect(table.bottom_rect)


def view_table(app, replay, state, size: tuple[int, int]):
    """The mode's table over a copy of ``state`` for a ``size`` area (see the module
    docstring).  Raises what the table's constructor raises."""
    cls = view_class(games.resolve(games.info(replay.game, replay.mode).table))
    config = {"game": replay.game, "seed": replay.seed, "seats": [dict(s) for s in replay.seats],
              "options": dict(replay.opening.get("options") or {}), "ai_delay": 0.0}
    table = cls(ViewApp(app, size), config, state=state.copy())
    table.on_resize(tuple(size))
    return table


def draw_view(table, surface: pygame.Surface, area: pygame.Rect) -> None:
    """Paint ``table`` into ``area`` of ``surface`` (clipped to it)."""
    sub = surface.subsurface(area.clip(surface.get_rect()))
    table.draw(sub)
