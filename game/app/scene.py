"""Scene base class for the scene stack (Tuxemon-style: push, pop, replace).

Lifecycle, all called by :class:`game.app.app.App`:
- ``on_resize(size)`` once before ``enter()`` and whenever the window size changes: lay out here,
  from ``size`` only (anchors/percentages), so nothing is drawn outside the window.
- ``enter()`` when pushed; ``exit()`` when popped or replaced.
- ``on_cover()`` / ``on_uncover()`` when another scene is pushed above it / removed again.
- ``handle(ev) -> bool``: one logical InputEvent; return True if consumed.  Unconsumed events
  fall through to the scene below only if this scene is ``transparent``.
- ``update(dt)``: advance by ``dt`` seconds (only the top scene is updated).
- ``draw(surface)``: paint; must never change game state.  Scenes below a ``transparent`` scene
  are drawn first.
- ``needs_redraw() -> bool``: asked on interactive frames without input; False lets the App
  skip drawing (idle CPU).  Default True (always redraw); menus answer False unless animating.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.app.app import App
    from game.input.actions import InputEvent


class Scene:
    """A screen of the game.  Subclasses override the hooks they need."""

    #: True: the scene below is drawn first and receives the events this scene does not consume.
    transparent: bool = False
    #: Name used by the registry and in logs.
    name: str = "scene"
    #: True: every device may act here even over a table (the pause menu, the lost-controller
    #: prompt); False: a scene over a table takes input only from the devices of the seat to
    #: act (game.app.devices.seat_gate).
    any_device: bool = False

    def __init__(self, app: "App") -> None:
        self.app = app
        self.size: tuple[int, int] = app.size if app is not None else (1280, 720)

    def enter(self) -> None:
        """Called once when the scene is pushed."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def on_cover(self) -> None:
        """Another scene was pushed above this one."""

    def on_uncover(self) -> None:
        """The scene above was popped; this one is on top again."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` (w, h) pixels: recompute the layout."""
        self.size = size

    def handle(self, ev: "InputEvent") -> bool:
        """Handle one logical input event; return True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations/AI by ``dt`` seconds."""

    def draw(self, surface: "pygame.Surface") -> None:
        """Paint the scene onto ``surface`` (never changes game state)."""

    def needs_redraw(self) -> bool:
        """True if this frame must be drawn although no input arrived (an animation, AI move or
        timer shows).  Default True; a scene that changes only on input returns False."""
        return True

    def widget_rects(self) -> list:
        """Rects of the interactive widgets (for layout tests); default: none."""
        return []
