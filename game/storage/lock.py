"""One game window per user folder: a lock file held while the game runs.

``acquire(folder)`` opens ``folder/ancient-cities.lock`` (never through a link) and takes an
exclusive ``fcntl.flock`` on it.  The kernel drops the lock when the process ends, however it
ends (a ``kill -9`` included), so a stale lock file never blocks the next start.  A second
window on the same folder gets ``None`` and runs without autosaving (see game.app.main), so two
windows never overwrite each other's game.  Where flock is missing (Windows) every start gets
a lock and nothing is refused.
"""

from __future__ import annotations

import os
from pathlib import Path

LOCK_NAME = "ancient-cities.lock"


class FolderLock:
    """A held lock; ``release()`` (idempotent) frees it."""

    def __init__(self, fd: int | None, path: Path) -> None:
        self.fd = fd
        self.path = path

    def release(self) -> None:
        if self.fd is not None:
            try:
                os.close(self.fd)  # closing the descriptor releases the flock
            except OSError:
                pass
            self.fd = None


def acquire(folder: str | os.PathLike) -> FolderLock | None:
    """The lock of ``folder``, or None when another running game holds it.  A folder that
    cannot be created or a lock file that cannot be opened (read-only disk, a link planted
    there) gives a lock that holds nothing: the game still starts."""
    path = Path(folder) / LOCK_NAME
    try:
        import fcntl
    except ImportError:
        return FolderLock(None, path)
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NONBLOCK", 0), 0o644)
    except OSError:
        return FolderLock(None, path)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return None
    return FolderLock(fd, path)


def second_window_message(folder: str | os.PathLike) -> str:
    """The toast of a second window on the same user folder."""
    return (f"Another Ancient Cities window is using {Path(folder)}; "
            f"this one will not autosave.")
