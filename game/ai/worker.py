"""AI thinking in a worker process, so a CPU-bound search never starves the frame loop (Python
threads share one interpreter lock).

One warm worker (:func:`shared_worker`) serves every decision of every game of the window: a
``multiprocessing`` "spawn" process that keeps its players per :attr:`PlayerSpec.key` (game,
level, seed, seat and a token of the game played), so their seeded generators continue from
decision to decision.

    worker = shared_worker()            # None when no worker can run here (then use a thread)
    task = worker.submit(spec, state, think=1.0, finish=judge, fallback=player.choose)
    ...each frame: if task.done: task.result / task.error
    task.cancel()                       # pause, quit, restart, undo: the search stops, the
                                        # late answer is dropped

Protocol (one pipe, one request in flight): the parent sends ``("choose", rid, spec, blob,
think)`` with the state pickled (``blob``); the worker answers ``("done", rid, action, error,
seconds)`` with the action as plain picklable data (the cores' frozen dataclasses) or
``error`` a one-line text.  A request made while another is in flight waits in the parent
(only the newest waits: a newer one replaces it) and is sent when the answer arrives, so a
pipe write never blocks the frame loop on a busy worker.  Cancellation: the shared counter
``cancelled`` holds the highest cancelled request id; the worker sets each player's ``stop``
to ``lambda: cancelled.value >= rid`` (a search polls it and returns its best so far), so a
cancel never races with the next request as a shared flag cleared per request would.

Lifetime: the worker is a daemon process; :func:`shutdown` (called by the window on exit and by
``atexit``) asks it to quit, then terminates it; the worker also exits by itself when its
parent dies (the pipe reaches EOF, or its parent pid changes), checking twice a second.  If it
cannot start (no ``multiprocessing``, a sandbox that forbids processes, a start-up crash, no
"ready" within :data:`START_SECONDS`) :func:`shared_worker` returns None for the rest of the
run and callers think in a thread; a task whose worker dies midway reruns its ``fallback`` in a
thread.  Nothing is said to the player either way.
"""

from __future__ import annotations

import atexit
import importlib
import os
import pickle
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Callable

from game.tasks import BackgroundTask

#: the factory a worker builds players with: ``"module:function"`` taking
#: ``(level, game_id, seed, think=None)`` (game.ai.make_player)
FACTORY = "game.ai:make_player"
#: seconds the worker may take to start (import the games) before the thread path is used
START_SECONDS = 20.0
#: seconds between the worker's checks that its parent is still alive
PARENT_POLL = 0.5
#: niceness the worker adds to its own priority (the frame loop comes first on a busy machine)
NICE = 5
#: players the worker keeps at most (least recently used dropped first)
MAX_PLAYERS = 64


@dataclass(frozen=True)
class PlayerSpec:
    """What the worker needs to build (once) and find again a seat's player: ``level``,
    ``game_id``, ``seed`` (make_player's), ``seat``, ``factory`` ("module:function",
    :data:`FACTORY` unless a test gives a stand-in) and ``game`` (a token of the game being
    played: a new game or a restart gets fresh players, as a thread's players are made afresh,
    so a restarted game replays the same AI moves)."""

    level: str
    game_id: str
    seed: int
    seat: int
    factory: str = FACTORY
    game: int = 0

    @property
    def key(self) -> tuple:
        return (self.game_id, self.level, self.seed, self.seat, self.factory, self.game)


def resolve(path: str):
    """The object a ``"module:attr"`` string names."""
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


# --------------------------------------------------------------------------- the worker side
def _parent_alive(parent_pid: int) -> bool:
    return os.getppid() == parent_pid


def serve(conn, cancelled, parent_pid: int) -> None:
    """The worker process's loop (the spawn target): answer ``choose`` requests until
    ``("quit",)``, EOF on ``conn`` or the parent's death."""
    # importing this module loaded game.ai (its package) and the registry before "ready"
    players: OrderedDict = OrderedDict()
    try:
        os.nice(NICE)   # the window's frame loop wins a contended core over the search
    except (AttributeError, OSError):
        pass
    try:
        conn.send(("ready", os.getpid()))
    except (OSError, EOFError):
        return
    while _parent_alive(parent_pid):
        try:
            if not conn.poll(PARENT_POLL):
                continue
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if not isinstance(msg, tuple) or not msg or msg[0] == "quit":
            return
        _, rid, spec, blob, think = msg
        reply = _decide(players, spec, blob, think, lambda rid=rid: cancelled.value >= rid)
        try:
            conn.send(("done", rid) + reply)
        except (pickle.PicklingError, TypeError, AttributeError) as exc:
            conn.send(("done", rid, None, f"the action could not be sent back ({exc})", 0.0))
        except (OSError, EOFError):
            return


def _decide(players: OrderedDict, spec: PlayerSpec, blob: bytes, think, stop) -> tuple:
    """``(action, error, seconds)`` for one request; a player is made once per spec key."""
    start = time.perf_counter()
    try:
        player = players.get(spec.key)
        if player is None:
            player = resolve(spec.factory)(spec.level, spec.game_id, spec.seed, think=think)
            players[spec.key] = player
            while len(players) > MAX_PLAYERS:
                players.popitem(last=False)
        players.move_to_end(spec.key)
        player.stop = stop
        if think is not None and hasattr(player, "think"):
            player.think = think
        action = player.choose(pickle.loads(blob))
        return action, None, time.perf_counter() - start
    except Exception as exc:  # reported to the session's AI-failure policy, never a crash
        return None, str(exc) or type(exc).__name__, time.perf_counter() - start


# --------------------------------------------------------------------------- the parent side
@dataclass(eq=False)
class WorkerTask:
    """One decision asked of the worker; the BackgroundTask interface (``done``, ``result``,
    ``error``, ``wait``) plus :meth:`cancel`.  ``finish(action, error) -> result`` turns the
    worker's answer into the result in the parent (the session judges legality there);
    ``fallback(state)`` is run in a thread when the worker dies before answering."""

    worker: "AiWorker"
    rid: int
    spec: PlayerSpec
    state: Any
    think: float | None
    finish: Callable[[Any, str | None], Any] | None = None
    fallback: Callable[[Any], Any] | None = None
    result: Any = None
    error: BaseException | None = None
    seconds: float = 0.0          # the worker's time for the decision
    cancelled: bool = False
    _done: bool = False
    _thread: BackgroundTask | None = field(default=None, repr=False)

    @property
    def done(self) -> bool:
        if self._thread is not None:
            if self._thread.done and not self._done:
                self.result, self.error, self._done = self._thread.result, self._thread.error, \
                    True
            return self._done
        if not self._done:
            self.worker.pump()
        return self._done

    def wait(self, timeout: float | None = None) -> bool:
        """Block until done or ``timeout`` seconds (tests, the bench); returns ``done``."""
        end = None if timeout is None else time.monotonic() + timeout
        while not self.done:
            if end is not None and time.monotonic() >= end:
                return False
            self.worker.pump(0.01)
        return True

    def cancel(self) -> None:
        """Stop the search now (its player's ``stop`` turns true) and drop its answer."""
        self.cancelled = True
        self.worker.cancel(self)

    def _answer(self, action, error: str | None, seconds: float) -> None:
        self.seconds = seconds
        try:
            self.result = self.finish(action, error) if self.finish else action
            if self.finish is None and error is not None:
                self.error = RuntimeError(error)
        except BaseException as exc:  # a bug in the judge: reported like a thread's error
            self.error = exc
        self._done = True

    def _run_locally(self) -> None:
        """The worker is gone: think in a thread instead (nothing said to the player)."""
        if self._done or self._thread is not None:
            return
        if self.fallback is None:
            self.error, self._done = RuntimeError("the AI worker stopped"), True
            return
        self._thread = BackgroundTask(self.fallback, self.state)


class AiWorker:
    """The parent's handle on one worker process (see the module docstring).  ``AiWorker()``
    starts it (raises OSError/RuntimeError/ImportError/NotImplementedError when processes
    cannot run here); :attr:`ready` turns true once it has loaded the games."""

    def __init__(self) -> None:
        import multiprocessing
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self.cancelled = ctx.RawValue("q", -1)
        self.process = ctx.Process(target=serve, args=(child, self.cancelled, os.getpid()),
                                   name="ai-worker", daemon=True)
        self.process.start()
        child.close()
        self.started = time.monotonic()
        self.ready = False
        self.broken = False
        self.pid: int | None = None
        self._next = 0
        self._inflight: WorkerTask | None = None
        self._waiting: WorkerTask | None = None
        self._lock = threading.RLock()

    @property
    def busy(self) -> bool:
        """A request is being thought about (or waits for the worker)."""
        return self._inflight is not None or self._waiting is not None

    @property
    def alive(self) -> bool:
        return not self.broken and self.process.is_alive()

    def submit(self, spec: PlayerSpec, state, think: float | None = None, finish=None,
               fallback=None) -> WorkerTask:
        """Ask for ``spec``'s decision on ``state`` (pickled now: later changes to the state do
        not reach the worker).  Returns its :class:`WorkerTask` at once."""
        with self._lock:
            self._next += 1
            task = WorkerTask(self, self._next, spec, state, think, finish, fallback)
            if self.broken:
                task._run_locally()
                return task
            if self._waiting is not None:   # only the newest request waits
                self._waiting.cancelled = True
            self._waiting = task
            self.pump()
            return task

    def cancel(self, task: WorkerTask) -> None:
        """Drop ``task``: a waiting one is never sent, one in flight is stopped (its search
        polls ``stop``)."""
        with self._lock:
            if self._waiting is task:
                self._waiting = None
            if self.cancelled.value < task.rid:
                self.cancelled.value = task.rid

    def pump(self, timeout: float = 0.0) -> None:
        """Read the worker's answers (waiting up to ``timeout`` seconds for one), send the
        waiting request when the worker is free, notice a dead or silent worker."""
        with self._lock:
            if self.broken:
                return
            try:
                while self._conn.poll(timeout):
                    timeout = 0.0
                    self._receive(self._conn.recv())
            except (EOFError, OSError):
                self._break()
                return
            if not self.process.is_alive() or (
                    not self.ready and time.monotonic() - self.started > START_SECONDS):
                self._break()
                return
            if self.ready and self._inflight is None and self._waiting is not None:
                task, self._waiting = self._waiting, None
                if task.cancelled:
                    return
                try:
                    blob = pickle.dumps(task.state, pickle.HIGHEST_PROTOCOL)
                except Exception:  # an unpicklable state: think in a thread instead
                    task._run_locally()
                    return
                self._inflight = task
                self._send(("choose", task.rid, task.spec, blob, task.think))

    def _receive(self, msg) -> None:
        if msg[0] == "ready":
            self.ready, self.pid = True, msg[1]
            return
        _, rid, action, error, seconds = msg
        task = self._inflight
        if task is None or task.rid != rid:
            return
        self._inflight = None
        if not task.cancelled:
            task._answer(action, error, seconds)

    def _send(self, msg) -> None:
        try:
            self._conn.send(msg)
        except (OSError, EOFError, ValueError):
            self._break()

    def _break(self) -> None:
        """The worker is unusable: every pending task thinks in a thread instead."""
        self.broken = True
        for task in (self._inflight, self._waiting):
            if task is not None and not task.cancelled:
                task._run_locally()
        self._inflight = self._waiting = None
        self.stop(timeout=0.0)

    def stop(self, timeout: float = 1.0) -> None:
        """Ask the worker to quit, then terminate it after ``timeout`` seconds; idempotent."""
        try:
            self.cancelled.value = max(self.cancelled.value, self._next)
            self._conn.send(("quit",))
        except (OSError, EOFError, ValueError):
            pass
        if self.process.pid is not None and self.process.exitcode is None:
            self.process.join(timeout)
            if self.process.is_alive():
                self.process.terminate()
                self.process.join(1.0)
            if self.process.is_alive():
                self.process.kill()
                self.process.join(1.0)
        try:
            self._conn.close()
        except OSError:
            pass
        self.broken = True


# --------------------------------------------------------------------------- the shared worker
_shared: AiWorker | None = None
_unavailable = False
_atexit_done = False


def shared_worker() -> AiWorker | None:
    """The window's one warm worker, started on first use; None when no worker can run here
    (then, and after it broke, callers think in a thread)."""
    global _shared, _unavailable, _atexit_done
    if _shared is not None and not _shared.broken:
        return _shared
    if _unavailable or _shared is not None:
        _unavailable = True   # it broke once: the thread path for the rest of the run
        return None
    try:
        _shared = AiWorker()
    except Exception:  # no processes here (a sandbox, no sem_open, no fork/exec): threads
        _unavailable = True
        return None
    if not _atexit_done:
        atexit.register(shutdown)
        _atexit_done = True
    return _shared


def current_worker() -> AiWorker | None:
    """The shared worker if one was started and still runs (tests, the bench), else None."""
    return _shared if _shared is not None and not _shared.broken else None


def shutdown(timeout: float = 1.0) -> None:
    """Stop the shared worker (window exit, atexit); a later :func:`shared_worker` starts a
    new one."""
    global _shared
    worker, _shared = _shared, None
    if worker is not None:
        worker.stop(timeout)
