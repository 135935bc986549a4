"""The sound cache: the synthesised WAV files in ``cache_dir()/sounds-v<SYNTH_VERSION>/``.

``<cue>.wav`` per cue and ``manifest.txt`` (one ``<cue> <frames> <sha256>`` line per file).  A
file is good when it exists, has the size its recipe gives and the hash the manifest recorded;
:func:`check` lists the cues that are missing or damaged (a few ms: eleven small files hashed).
:func:`build` makes those again (atomic writes: a temporary file, then a rename) and rewrites
the manifest; :class:`CacheBuilder` runs it in a worker process ("spawn"), because synthesis
takes about half a second of CPU (see game.audio.synth) and must never run on the frame loop,
not even in a thread (it would hold the interpreter).  No pygame here: the worker stays small.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
from pathlib import Path

from game.audio import synth
from game.storage.paths import cache_dir

MANIFEST = "manifest.txt"
#: bytes of a WAV header as :func:`synth.write_wav` writes it (the ``wave`` module's)
HEADER_BYTES = 44


def sounds_dir(root: Path | None = None) -> Path:
    """The folder of this synth version's files (``root``: default
    game.storage.paths.cache_dir())."""
    return Path(root if root is not None else cache_dir()) / f"sounds-v{synth.SYNTH_VERSION}"


def wav_path(folder: Path, cue: str) -> Path:
    return Path(folder) / f"{cue}.wav"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_manifest(folder: Path) -> dict[str, tuple[int, str]]:
    """``{cue: (frames, sha256)}`` from the manifest; {} when it is missing or unreadable
    (then every file counts as damaged).  Malformed lines are skipped."""
    try:
        lines = (Path(folder) / MANIFEST).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return {}
    out = {}
    for line in lines:
        parts = line.split()
        if len(parts) == 3 and parts[0] in synth.RECIPES and parts[1].isdigit():
            out[parts[0]] = (int(parts[1]), parts[2])
    return out


def check(folder: Path, cues=synth.CUES) -> list[str]:
    """The cues of ``cues`` whose file is missing or damaged (wrong size, a hash other than
    the manifest's, no manifest line for this recipe's length), in ``cues`` order."""
    manifest = read_manifest(folder)
    bad = []
    for cue in cues:
        path = wav_path(folder, cue)
        frames = synth.frames(cue)
        entry = manifest.get(cue)
        try:
            good = (entry is not None and entry[0] == frames
                    and path.stat().st_size == HEADER_BYTES + 2 * frames
                    and _digest(path) == entry[1])
        except OSError:
            good = False
        if not good:
            bad.append(cue)
    return bad


def build(folder, cues=synth.CUES) -> list[str]:
    """Synthesise ``cues`` into ``folder`` (created), each written atomically, then rewrite
    the manifest for every good file there.  Returns the cues written.  Raises OSError when
    the folder cannot be written (the caller plays silent)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    manifest = read_manifest(folder)
    for cue in cues:
        path = wav_path(folder, cue)
        tmp = path.with_name(f".{cue}.{os.getpid()}.tmp")
        synth.write_wav(tmp, synth.render(cue))
        os.replace(tmp, path)
        manifest[cue] = (synth.frames(cue), _digest(path))
    lines = [f"{cue} {frames} {digest}\n" for cue, (frames, digest) in sorted(manifest.items())]
    tmp = folder / f".{MANIFEST}.{os.getpid()}.tmp"
    tmp.write_text("".join(lines), encoding="utf-8")
    os.replace(tmp, folder / MANIFEST)
    return list(cues)


class CacheBuilder:
    """:func:`build` of ``cues`` into ``folder`` in a worker process (multiprocessing "spawn",
    a daemon: it ends with the game).  ``done`` (polled, never blocks) is True once it exited;
    ``failed`` then says whether it did not finish cleanly.  A process that cannot start sets
    ``done`` and ``failed`` at once (no retry).  ``stop()`` ends it."""

    def __init__(self, folder: Path, cues) -> None:
        self.failed = False
        self._proc = None
        try:
            ctx = multiprocessing.get_context("spawn")
            self._proc = ctx.Process(target=build, args=(str(folder), tuple(cues)),
                                     name="sound-synth", daemon=True)
            self._proc.start()
        except (OSError, RuntimeError, ValueError):
            self._proc, self.failed = None, True

    @property
    def done(self) -> bool:
        if self._proc is None:
            return True
        code = self._proc.exitcode
        if code is None:
            return False
        self.failed = code != 0
        return True

    def stop(self) -> None:
        """End the worker if it still runs (the game is closing)."""
        if self._proc is not None and self._proc.exitcode is None:
            self._proc.terminate()
            self._proc.join(1.0)
