"""Replay files (issue 17, item 3): every finished game as a readable, diffable TOML file that
rebuilds it action by action.  Write (:func:`write_replay`), read (:func:`read_replay`), verify
(:func:`verify`), every position for the viewer (:func:`rebuild`), the folder of recorded games
(:func:`replays_dir`, pruning to :data:`KEEP_LAST`, Keep) and the game-over :class:`Recorder`.
The file format, its None encoding and the checks of each field are
:mod:`game.storage.replay_format`'s (its docstring shows a file); its names are re-exported here.

:func:`verify` rebuilds the game through the registry's rules package and returns None when it
reaches the recorded final state, else one line saying where it diverges.  Actions are numbered
from 1 in messages, as a player counts the ``[[action]]`` tables of the file.
"""

from __future__ import annotations

import atexit
import os
import re
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from game import games
from game.storage.paths import data_dir
# the format's names, re-exported: callers need only this module
from game.storage.replay_format import (  # noqa: F401
    FORMAT_VERSION, KEPT_SUFFIX, MAX_NAME_CHARS, MAX_REPLAY_BYTES, NONE_KEY, SEAT_KINDS, Replay,
    ReplayError, decode, dumps_replay, from_toml, seat_plain, to_toml)
from game.storage.toml_io import FileDataError, one_line, read_toml, write_text_atomic
from game.tasks import BackgroundTask

#: Recorded replays kept in :func:`replays_dir` (older ones are pruned; kept files never are).
KEEP_LAST = 20
_NAME_RE = re.compile(r"[^A-Za-z0-9_-]+")


def sim_seats(state, levels: list[str]) -> list[dict]:
    """The ``[[seats]]`` of a game between AI seats (``main.py simulate``): ``levels`` one per
    listed seat ("Seat 1 (random)", "Seat 2 (greedy)"); a seat of the state beyond them is the
    rules-driven opponent (the Akropolis solo Architect)."""
    return [{"name": f"Seat {i + 1} ({levels[i]})", "kind": "ai", "ai": levels[i]}
            if i < len(levels)
            else {"name": "Architect", "kind": "architect"} for i in range(state.num_seats)]


def mode_of_options(game: str, options: dict | None) -> str:
    """The registry mode a game's options select (game.games.mode_of), an option that is
    unset, off or empty ("solo": "" in an Akropolis opening) selecting nothing."""
    return games.mode_of(game, {k: v for k, v in (options or {}).items() if v}).mode


def acting_seats(state) -> list[int]:
    """The seat that took each action of ``state.action_log``, found by replaying the log from
    ``state.opening`` (the log itself holds no seats).  Raises ValueError for a log that does not
    replay."""
    pkg = games.core_module(state.GAME_ID)
    again = pkg.from_opening(state.opening)
    seats = []
    for action in state.action_log:
        seats.append(again.current_seat)
        again.apply(action)
    return seats


def encode(state, seats, mode: str, played_at: str | None = None) -> dict:
    """The TOML document of the finished (or any) ``state`` played by ``seats`` in ``mode``.
    Raises ValueError/TypeError for data TOML cannot hold or a log that does not replay."""
    games.info(state.GAME_ID, mode)   # KeyError for an unknown mode
    opening = state.opening
    if not isinstance(opening, dict) or not opening:
        raise ValueError("the game has no opening to replay from")
    actions = [a.to_dict() for a in state.action_log]
    who = acting_seats(state)
    final = state.to_dict()
    if final.get("opening") == opening:
        del final["opening"]        # restored from [opening]; kept when the state's form differs
    if final.get("action_log") == actions:
        del final["action_log"]     # restored from the [[action]] tables
    shared = [k for k in list(final) if k in opening and final[k] == opening[k]]
    for k in shared:
        del final[k]
    doc = {"format": FORMAT_VERSION, "game": state.GAME_ID, "mode": mode,
           "seed": int(opening.get("seed", 0)),
           "played_at": played_at or datetime.now(timezone.utc).isoformat(timespec="seconds"),
           "scores": [int(s) for s in state.scores()], "shared": shared,
           "seats": [seat_plain(s) for s in seats],
           "opening": to_toml(opening)}
    doc["action"] = []
    for seat, plain in zip(who, actions):
        if "seat" in plain:
            raise ValueError("an action already has a 'seat' field")
        doc["action"].append({"seat": seat, **to_toml(plain)})
    doc["final"] = to_toml(final)
    if not doc["action"]:
        del doc["action"]   # TOML cannot write an empty array of tables readably
    return doc


def write_replay(path: str | os.PathLike, state, seats, mode: str,
                 played_at: str | None = None) -> Path:
    """Write ``state``'s replay to ``path`` atomically (no backup: a replay file is written
    once).  Returns the path.  Raises OSError, ValueError/TypeError (see :func:`encode`)."""
    p = Path(path)
    write_text_atomic(p, dumps_replay(encode(state, seats, mode, played_at)))
    return p


def read_replay(path: str | os.PathLike) -> Replay:
    """Read and validate one replay file.  Raises ReplayError (one line, without the file
    name: the caller adds it; a missing file is "file not found")."""
    p = Path(path)
    try:
        doc, _text = read_toml(p, MAX_REPLAY_BYTES)
    except FileDataError as exc:
        at = f"line {exc.line}: " if exc.line else ""
        raise ReplayError(f"{at}{exc.what}") from None
    replay = decode(doc)
    replay.path = p
    return replay


# ---------------------------------------------------------------------------- replaying
def describe(plain: dict) -> str:
    """A short text of an action's plain dict: ``"place tile_id 5, site 2, slot 0"``."""
    kind = str(plain.get("type", "?")).replace("_", " ").replace("-", " ")
    rest = ", ".join(f"{k} {v}" for k, v in plain.items() if k != "type")
    return one_line(f"{kind} {rest}" if rest else kind)


@dataclass
class Position:
    """One point of a replay: ``index`` (actions applied so far, 0 = the opening), the
    ``state`` there, its ``scores``, the ``seat`` that took the action leading here (None at the
    opening), the action's plain dict (None at the opening) and ``turn`` (0-based turn count)."""

    index: int
    state: Any
    scores: list[int]
    seat: int | None = None
    action: dict | None = None
    turn: int = 0
    turn_start: bool = field(default=True)
    #: what the rules said happened in the action (the state's ``events`` after it, a game
    #: that records them: Akropolis), for the plain words of the move log
    events: tuple = ()


def _start(replay: Replay):
    """The state at setup and the rules package, checked against the file's mode and seats."""
    pkg = games.core_module(replay.game)
    try:
        state = pkg.from_opening(replay.opening)
    except Exception as exc:  # from_opening trips over damage: name it, never a traceback
        raise ReplayError(f"opening: cannot set up the game ({_short(exc)})") from None
    options = state.opening.get("options") if isinstance(state.opening, dict) else None
    implied = mode_of_options(replay.game, options)
    if implied != replay.mode:
        raise ReplayError(f"mode: the file says {replay.mode!r} but its opening sets up "
                          f"{implied!r}")
    if len(replay.seats) != state.num_seats:
        raise ReplayError(f"seats: {len(replay.seats)} listed for a {state.num_seats}-seat game")
    return pkg, state


def _short(exc: BaseException, limit: int = 160) -> str:
    text = one_line(str(exc) or type(exc).__name__)
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def _kind(value) -> str:
    return ("whole number" if isinstance(value, int) and not isinstance(value, bool)
            else {bool: "true or false", str: "text", list: "list", dict: "table",
                  float: "number"}.get(type(value), type(value).__name__))


def _malformed(state, plain: dict, exc: BaseException | None, back: dict | None = None) -> str:
    """What is wrong with an action's fields, naming the field (``"q: missing"``, ``"zz: not
    a field of a place action"``, ``"type: 'fly' is not a move of this game (place)"``), the
    legal moves of ``state`` as the pattern; never a Python dict."""
    for key, value in plain.items():
        if isinstance(value, float):
            return f"{key}: {value!r} is not a whole number"
    try:
        patterns = [a.to_dict() for a in state.legal_actions()]
    except Exception:
        patterns = []
    if back is not None:
        patterns.insert(0, back)
    kind = plain.get("type")
    same = [t for t in patterns if t.get("type") == kind]
    if patterns and not same:
        types = sorted({str(t.get("type")) for t in patterns})
        return f"type: {one_line(repr(kind))[:40]} is not a move here ({', '.join(types)})"
    if same:
        t = same[0]
        for key in t:
            if key not in plain:
                return f"{key}: missing"
        for key in plain:
            if key not in t:
                return f"{key}: not a field of a {kind} action"
        for key, value in plain.items():
            if _kind(value) != _kind(t[key]):
                return f"{key}: {one_line(repr(value))[:40]} is not {_kind(t[key])}"
    if exc is None:
        return f"fields of the wrong kind (reads back as {describe(back or {})})"
    return re.sub(r":?\s*[{\[(].*$", "", _short(exc)) or "not an action of this game"


def _step(pkg, state, k: int, seat: int, plain: dict) -> None:
    """Apply action ``k`` (1-based) to ``state``; raises ReplayError saying where and why not."""
    where = f"action {k} ({describe(plain)})"
    if seat != state.current_seat:
        raise ReplayError(f"{where}: recorded for seat {seat + 1} but "
                          + ("the game is over" if state.current_seat is None
                             else f"seat {state.current_seat + 1} is to move"))
    try:
        action = pkg.action_from_dict(plain)
        back = action.to_dict()
    except Exception as exc:
        raise ReplayError(f"{where}: malformed: {_malformed(state, plain, exc)}") from None
    if back != plain:
        raise ReplayError(f"{where}: malformed: {_malformed(state, plain, None, back)}")
    try:
        reason = state.why_illegal(action)
    except Exception as exc:
        reason = _short(exc)
    if reason is not None:
        raise ReplayError(f"{where}: illegal here: {reason}")
    try:
        state.apply(action)
    except Exception as exc:
        raise ReplayError(f"{where}: illegal here: {_short(exc)}") from None


def rebuild(replay: Replay) -> list[Position]:
    """Every position of ``replay``: the opening, then one per action (the state after it).
    A new turn starts after an action that ended one (the seat to move changed, nothing is left
    to take back, or the game's turns are one action long), as the GameSession decides.
    Raises ReplayError where the replay breaks."""
    pkg, state = _start(replay)
    out = [Position(0, state.copy(), list(state.scores()))]
    turn, ended = 0, True   # the opening starts the first turn
    one_action = bool(getattr(state, "ONE_ACTION_TURNS", False))
    for k, (seat, plain) in enumerate(replay.actions, 1):
        starts = ended
        if starts and k > 1:
            turn += 1
        _step(pkg, state, k, seat, plain)
        ended = (state.is_terminal or state.current_seat != seat or one_action
                 or not state.can_undo())
        out.append(Position(k, state.copy(), list(state.scores()), seat, plain, turn, starts,
                            tuple(getattr(state, "events", None) or ())))
    return out


def verify(replay: Replay) -> str | None:
    """None when ``replay`` rebuilds its recorded final state, else one line saying where it
    diverges: ``"action 37 (draft half tile_id 4): illegal here: ..."`` or ``"after action 80
    the state differs from final: seat 2 score 41 vs 43"`` (replayed vs recorded)."""
    try:
        pkg, state = _start(replay)
        for k, (seat, plain) in enumerate(replay.actions, 1):
            _step(pkg, state, k, seat, plain)
    except ReplayError as exc:
        return str(exc)
    try:
        final = games.state_from_dict(replay.game, replay.final)
    except Exception as exc:
        return f"final: not a state of {games.short_title(replay.game)} ({_short(exc)})"
    where = f"after action {len(replay.actions)} the state differs from final"
    if state == final:
        if replay.scores is not None and replay.scores != list(final.scores()):
            return f"scores: {replay.scores} are not the final state's {list(final.scores())}"
        return None
    mine, theirs = list(state.scores()), list(final.scores())
    for i, (a, b) in enumerate(zip(mine, theirs)):
        if a != b:
            return f"{where}: seat {i + 1} score {a} vs {b}"
    return f"{where}: {first_difference(state.equality_dict(), final.equality_dict())}"


def first_difference(a: Any, b: Any, where: str = "") -> str:
    """The first place two plain values differ: ``"cities[1][3]: 5 vs 6"``."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{where}{'.' if where else ''}{key}: only in the " \
                       + ("replayed" if key in a else "recorded") + " state"
            if a[key] != b[key]:
                return first_difference(a[key], b[key], f"{where}{'.' if where else ''}{key}")
    elif isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{where}[{i}]")
        if len(a) != len(b):
            return f"{where}: {len(a)} entries vs {len(b)}"
    text = f"{where}: {one_line(repr(a))} vs {one_line(repr(b))}"
    return text if len(text) <= 160 else text[:159] + "\u2026"


# ---------------------------------------------------------------------------- the folder
def replays_dir(app: Any = None) -> Path:
    """The folder of recorded replays: ``<app.saves_dir>/replays`` when an App sets its own
    folder (tests), else ``data_dir()/"replays"``.  Not created here."""
    own = getattr(app, "saves_dir", None)
    return (Path(own) if own else data_dir()) / "replays"


def file_stem(game: str, mode: str, seed: int) -> str:
    """``"akropolis-base-seed7"``: the part of a replay's file name naming game, mode, seed."""
    return _NAME_RE.sub("-", f"{game}-{mode}-seed{seed}")


def free_path(folder: Path, stem: str) -> Path:
    """``folder/stem.toml``, or ``stem-2.toml``, ``stem-3.toml``... when taken."""
    k, cand = 1, folder / f"{stem}.toml"
    while os.path.lexists(cand) or os.path.lexists(cand.with_name(cand.stem + KEPT_SUFFIX)):
        k += 1
        cand = folder / f"{stem}-{k}.toml"
    return cand


_NAME_TIME_RE = re.compile(r"^(\d{8}-\d{6})-")


def _epoch(text: str) -> float | None:
    """Seconds since the epoch of an ISO time (a time without a zone is UTC), else None."""
    try:
        when = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return when.timestamp()


def played_time(path: Path, replay: Replay | None = None) -> float:
    """When the game of ``path`` was played, in seconds since the epoch: the file's
    ``played_at``, else the ``YYYYmmdd-HHMMSS`` its recorded name starts with, else the file's
    modified time (a copied or restored file keeps its place among the games)."""
    if replay is not None and replay.played_at:
        found = _epoch(replay.played_at)
        if found is not None:
            return found
    m = _NAME_TIME_RE.match(path.name)
    if m:
        try:
            return datetime.strptime(m.group(1), "%Y%m%d-%H%M%S").replace(
                tzinfo=timezone.utc).timestamp()
        except ValueError:
            pass
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _toml_files(folder: str | os.PathLike) -> list[Path]:
    try:
        return [p for p in Path(folder).iterdir() if p.name.endswith(".toml")
                and not p.name.startswith(".") and p.is_file()]
    except OSError:
        return []


def _newest_first(listed: list["Listed"]) -> list["Listed"]:
    return sorted(listed, key=lambda e: (played_time(e.path, e.replay), e.path.name),
                  reverse=True)


def replay_files(folder: str | os.PathLike) -> list[Path]:
    """The replay files (``*.toml``, kept ones included) in ``folder``, newest first by when
    the game was played (:func:`played_time`, then name); [] when the folder is missing."""
    return [e.path for e in list_replays(folder, check=False)]


@dataclass
class Listed:
    """One file of the Replays list: its ``path``, the read ``replay`` (None when damaged) and
    the ``problem`` (one line, None when it reads)."""

    path: Path
    replay: Replay | None = None
    problem: str | None = None

    @property
    def kept(self) -> bool:
        return self.path.name.endswith(KEPT_SUFFIX)


def list_replays(folder: str | os.PathLike, check: bool = True) -> list[Listed]:
    """Every replay file of ``folder`` read, newest first; a damaged one is listed with its
    problem, never dropped or moved.  ``check``: each file is also replayed (:func:`verify`),
    so a file with an illegal action or another final state is listed as damaged with the
    reason (the Replays screen reads the folder in the background).  Never raises."""
    out = []
    for path in _toml_files(folder):
        try:
            rep = read_replay(path)
            out.append(Listed(path, rep, verify(rep) if check else None))
        except ReplayError as exc:
            out.append(Listed(path, None, str(exc)))
        except Exception as exc:  # anything else the file trips: still one line
            out.append(Listed(path, None, f"damaged ({_short(exc)})"))
    out = _newest_first(out)    # by played_at, which a replay that diverges still has
    for entry in out:
        if entry.problem is not None:
            entry.replay = None
    return out


def prune(folder: str | os.PathLike, keep: int = KEEP_LAST) -> list[Path]:
    """Remove the recorded replays beyond the ``keep`` most recently played (by each file's
    ``played_at``, see :func:`played_time`, never by when the file was copied or touched).
    Kept files neither count nor go; a damaged file (one that does not read as a replay)
    neither counts nor goes: the player sees it as damaged and decides.  Returns the removed
    paths; never raises."""
    recorded = [e.path for e in list_replays(folder, check=False)
                if e.replay is not None and not e.kept]
    removed = []
    for p in recorded[keep:]:
        try:
            p.unlink()
            removed.append(p)
        except OSError:
            pass
    return removed


def set_kept(path: str | os.PathLike, keep: bool) -> Path:
    """Mark a replay Keep (renamed ``...kept.toml``, never pruned) or not; the new path.
    Raises OSError."""
    p = Path(path)
    if keep == p.name.endswith(KEPT_SUFFIX):
        return p
    if keep:
        target = p.with_name(p.name[:-len(".toml")] + KEPT_SUFFIX)
    else:
        target = p.with_name(p.name[:-len(KEPT_SUFFIX)] + ".toml")
    if os.path.lexists(target):
        raise FileExistsError(f"{target.name} already exists")
    os.rename(p, target)
    return target


# ---------------------------------------------------------------------------- recording
_lock = threading.RLock()
_tasks: list[BackgroundTask] = []
_errors: list[str] = []
_atexit = False


def record(folder: Path, state, seats, mode: str, played_at: str | None = None,
           keep: int = KEEP_LAST) -> Path:
    """Write ``state``'s replay as ``folder/<YYYYmmdd-HHMMSS>-<game>-<mode>-seed<S>.toml`` and
    prune the folder to ``keep`` recorded files.  Raises OSError/ValueError/TypeError."""
    when = datetime.now(timezone.utc)
    stem = when.strftime("%Y%m%d-%H%M%S-") + file_stem(state.GAME_ID, mode,
                                                       int(state.opening.get("seed", 0)))
    with _lock:
        folder.mkdir(parents=True, exist_ok=True)
        path = write_replay(free_path(folder, stem), state, seats, mode,
                            played_at or when.isoformat(timespec="seconds"))
        prune(folder, keep)
    return path


def _record_quietly(folder: Path, state, seats, mode: str) -> Path | None:
    """:func:`record`, a failure kept for :func:`take_errors` instead of raised."""
    try:
        return record(folder, state, seats, mode)
    except (OSError, ValueError, TypeError, KeyError) as exc:
        text = exc.strerror if isinstance(exc, OSError) and exc.strerror else _short(exc)
        with _lock:
            _errors.append(f"Could not store the finished game's replay ({text}).")
        return None


def take_errors() -> list[str]:
    """The messages of replays that could not be stored since the last call (the Replays screen
    and the next finished game show them)."""
    with _lock:
        out = list(_errors)
        _errors.clear()
    return out


class Recorder:
    """A GameSession observer that records each finished game: ``Recorder(session, mode,
    folder, enabled=True, threaded=True)``.  On ``on_game_over`` it copies the state on the
    caller's thread, then writes the file and prunes the folder in a
    :class:`game.tasks.BackgroundTask` (``last``; its ``.result`` is the path, None when the
    write failed: the message waits in :func:`take_errors`, and the next game over tells it
    through ``session.notice``).  Nothing is recorded when ``enabled`` is False (demo scenes,
    another window owns the folder) or the game has no opening (a save from before the log).
    ``enabled`` may be a callable asked at game over (a table continued from an autosave is
    built while writes are held off, so the answer at construction is not the one that counts)."""

    def __init__(self, session, mode: str, folder, enabled: bool | Callable[[], bool] = True,
                 threaded: bool = True) -> None:
        self.session = session
        self.mode = mode
        self.folder = Path(folder)
        self._enabled = enabled
        self.threaded = threaded
        self.last: BackgroundTask | None = None

    @property
    def enabled(self) -> bool:
        """Whether a game over now is recorded (a callable given is asked each time)."""
        return bool(self._enabled() if callable(self._enabled) else self._enabled)

    @enabled.setter
    def enabled(self, value) -> None:
        self._enabled = value

    def on_game_over(self) -> None:
        if not self.enabled:
            return
        for msg in take_errors():
            self.session.notice(msg)
        state = self.session.state
        if not isinstance(state.opening, dict) or not state.opening:
            return
        state = state.copy()
        seats = [seat_plain(s) for s in self.session.seats]
        global _atexit
        if not _atexit:   # quitting right after a game still finishes its file
            atexit.register(flush)
            _atexit = True
        self.last = BackgroundTask(_record_quietly, self.folder, state, seats, self.mode,
                                   threaded=self.threaded)
        _tasks[:] = [t for t in _tasks if not t.done] + [self.last]


def flush(timeout: float = 10.0) -> bool:
    """Wait for pending replay writes (tests, exit); True if all finished."""
    return all([t.wait(timeout) for t in list(_tasks)])
