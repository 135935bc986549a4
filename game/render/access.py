"""Accessibility switches the renderer reads while drawing (issue 18 item 4).

``patterns()`` is True while the colour-blind patterns and symbols are on (the ``patterns``
setting, default on): Picture Pie motifs keep their border patterns and interior marks
(game/render/pie.py), Akropolis districts their texture and plazas their star style
(game/render/hexdraw.py).  The App calls :func:`configure` with its settings at start and the
Settings screen after every change; the draw caches key on :func:`patterns`, so a change shows
at the next frame.
"""

from __future__ import annotations

from contextlib import contextmanager

_STATE = {"patterns": True}


def patterns() -> bool:
    """True while motifs and districts carry their patterns and symbols as well as colour."""
    return _STATE["patterns"]


def set_patterns(on: bool) -> None:
    """Switch the colour-blind patterns on or off (every renderer, from the next frame)."""
    _STATE["patterns"] = bool(on)


def configure(settings) -> None:
    """Read the switches from ``settings`` (a mapping; missing keys keep the defaults)."""
    set_patterns(settings.get("patterns", True) if settings is not None else True)


@contextmanager
def plain():
    """``with plain():`` draws without patterns (colour only), then restores the switch: for
    checks of geometry by sampled colours (tests) and for art that must show bare colour."""
    before = _STATE["patterns"]
    _STATE["patterns"] = False
    try:
        yield
    finally:
        _STATE["patterns"] = before
