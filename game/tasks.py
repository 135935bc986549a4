"""Run slow work (AI thinking, autosave writes) off the frame loop so the window never freezes."""

from __future__ import annotations

import threading
from typing import Any, Callable


class BackgroundTask:
    """Run ``fn(*args, **kwargs)`` in a daemon thread.

    ``.done`` becomes True when it has finished; then ``.result`` holds its return value or
    ``.error`` the exception it raised (never re-raised in the thread).  ``wait(timeout)`` blocks
    until done (tests).  ``threaded=False`` runs ``fn`` at once in the caller (deterministic tests).
    """

    def __init__(self, fn: Callable[..., Any], *args: Any, threaded: bool = True,
                 **kwargs: Any) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._event = threading.Event()
        if threaded:
            self._thread: threading.Thread | None = threading.Thread(
                target=self._run, args=(fn, args, kwargs), daemon=True)
            self._thread.start()
        else:
            self._thread = None
            self._run(fn, args, kwargs)

    def _run(self, fn, args, kwargs) -> None:
        try:
            self.result = fn(*args, **kwargs)
        except BaseException as exc:  # report to the frame loop; never kill the thread silently
            self.error = exc
        finally:
            self._event.set()

    @property
    def done(self) -> bool:
        """True once the function has returned or raised."""
        return self._event.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done or ``timeout`` seconds; return ``done``."""
        return self._event.wait(timeout)
