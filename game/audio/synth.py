"""The game's sounds, made by our own code: sines, seeded noise and envelopes (stdlib ``array``
and ``math`` only, no pygame, no numpy), written as mono 16-bit WAV files.

Every cue is a recipe (:data:`RECIPES`): a length in seconds and a function filling a float
buffer in -1..1.  :func:`render(cue)` gives the 16-bit samples at :data:`RATE` Hz; the same
cue always gives the same samples (the noise is seeded), so a cached file can be checked
against its recorded hash.  :data:`SYNTH_VERSION` names the recipes: change it whenever a
recipe changes, and the cache (game.audio.cache) makes the files again.

Cost (measured on this machine, one core, Python 3): the ten effects take about 0.13 s together,
the 8 s ambient loop about 0.4 s: far more than a frame, so the cache is filled by a worker
process (game.audio.cache.CacheBuilder), never on the frame loop.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path
from typing import Callable

#: bump when any recipe changes: the cache folder is keyed by it
SYNTH_VERSION = 1
#: samples per second of every file (mono, 16-bit)
RATE = 22050
TAU = 2.0 * math.pi
#: partials at or above this many Hz are left out (0.45 of RATE: under the Nyquist limit)
NYQUIST_SAFE = 0.45 * RATE

#: the effect cues (the contract's names) and the ambient loop
EFFECTS = ("draft", "place", "rotate", "wheel", "complete", "link", "stone", "refuse",
           "click", "hover")
AMBIENT = "ambient"
CUES = EFFECTS + (AMBIENT,)


def _buf(seconds: float) -> array:
    return array("d", bytes(8 * int(seconds * RATE)))


def _tone(buf: array, start: float, length: float, freq: float, amp: float,
          attack: float = 0.005, decay: float = 6.0, partials: tuple = ((1.0, 1.0),),
          glide: float = 0.0) -> None:
    """Add a tone to ``buf``: from ``start`` s for ``length`` s, ``freq`` Hz (gliding by
    ``glide`` Hz over its length), peak ``amp``, a linear ``attack`` (s) then an exponential
    decay of ``decay`` per second; ``partials`` = ((frequency ratio, relative amplitude), ...)."""
    i0 = int(start * RATE)
    n = min(int(length * RATE), len(buf) - i0)
    a_n = max(1, int(attack * RATE))
    k = math.exp(-decay / RATE)
    for ratio, rel in partials:
        if (freq + max(0.0, glide)) * ratio >= NYQUIST_SAFE:
            continue   # above what RATE can hold: it would fold back as a false tone
        env, phase, sin = 1.0, 0.0, math.sin
        step0 = TAU * freq * ratio / RATE
        dstep = TAU * glide * ratio / RATE / max(1, n)
        for i in range(n):
            a = env if i >= a_n else env * i / a_n
            buf[i0 + i] += amp * rel * a * sin(phase)
            phase += step0 + dstep * i
            env *= k


def _noise(buf: array, start: float, length: float, amp: float, seed: int,
           smooth: float = 0.5, attack: float = 0.002, decay: float = 20.0,
           swell: bool = False) -> None:
    """Add seeded noise through a one-pole low-pass (``smooth`` 0..1: higher is darker) with an
    attack/decay envelope; ``swell``: a sine-shaped rise and fall over ``length`` instead."""
    rng = random.Random(seed)
    i0 = int(start * RATE)
    n = min(int(length * RATE), len(buf) - i0)
    a_n = max(1, int(attack * RATE))
    k = math.exp(-decay / RATE)
    env, y = 1.0, 0.0
    for i in range(n):
        y = smooth * y + (1.0 - smooth) * (rng.random() * 2.0 - 1.0)
        if swell:
            a = math.sin(math.pi * i / n)
        else:
            a = env if i >= a_n else env * i / a_n
            env *= k
        buf[i0 + i] += amp * a * y


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.15), (4.2, 0.08))
CLINK = ((1.0, 1.0), (2.76, 0.5), (5.4, 0.25))


def _draft(b):      # a tile lifted from the wheel: a soft swish and a light tick
    _noise(b, 0.0, 0.2, 0.35, 11, smooth=0.8, swell=True)
    _tone(b, 0.16, 0.08, 880.0, 0.25, decay=40.0)


def _place(b):      # a tile set down: a low thump and a short clack
    _tone(b, 0.0, 0.14, 140.0, 0.6, decay=30.0, glide=-40.0)
    _noise(b, 0.0, 0.06, 0.45, 12, smooth=0.3, decay=60.0)


def _rotate(b):     # a site turned: three quick ratchet ticks
    for j in range(3):
        _noise(b, j * 0.045, 0.03, 0.4, 13 + j, smooth=0.2, decay=120.0)
        _tone(b, j * 0.045, 0.03, 1200.0 + 90 * j, 0.15, decay=120.0)


def _wheel(b):      # the Quarry Wheel turns: a stone rumble, falling in pitch
    _tone(b, 0.0, 0.45, 95.0, 0.5, attack=0.03, decay=5.0, glide=-30.0,
          partials=((1.0, 1.0), (1.5, 0.3)))
    _noise(b, 0.0, 0.45, 0.3, 14, smooth=0.9, swell=True)


def _complete(b):   # a monument completed: a bright rising bell arpeggio (C E G C)
    for j, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _tone(b, j * 0.09, 0.9 - j * 0.09, f, 0.28, decay=4.0, partials=BELL)


def _link(b):       # a road or aqueduct linked: two rising chimes
    _tone(b, 0.0, 0.35, 659.25, 0.3, decay=8.0, partials=BELL)
    _tone(b, 0.1, 0.25, 987.77, 0.3, decay=9.0, partials=BELL)


def _stone(b):      # stones gained: a metallic clink
    _tone(b, 0.0, 0.25, 1760.0, 0.35, decay=18.0, partials=CLINK)
    _tone(b, 0.06, 0.19, 2093.0, 0.2, decay=20.0, partials=CLINK)


def _refuse(b):     # a refusal: a soft low two-note fall
    _tone(b, 0.0, 0.12, 220.0, 0.4, attack=0.01, decay=14.0, partials=((1.0, 1.0), (2.0, 0.2)))
    _tone(b, 0.1, 0.16, 174.61, 0.4, attack=0.01, decay=14.0, partials=((1.0, 1.0), (2.0, 0.2)))


def _click(b):      # a button pressed: a tiny wooden tick
    _tone(b, 0.0, 0.04, 1500.0, 0.3, attack=0.001, decay=120.0)
    _noise(b, 0.0, 0.02, 0.2, 15, smooth=0.3, decay=200.0)


def _hover(b):      # the focus moved: a very soft blip
    _tone(b, 0.0, 0.03, 1000.0, 0.12, attack=0.003, decay=100.0)


AMBIENT_SECONDS = 8.0


def _ambient(b):
    """A calm drone: an open fifth on A with a slow swell and a gentle breeze.  Every frequency
    is a multiple of 1/AMBIENT_SECONDS Hz and the breeze is cross-faded at the seam, so the
    loop joins without a click."""
    n = len(b)
    sin = math.sin
    voices = ((110.0, 0.18, 1), (165.0, 0.12, 2), (220.0, 0.07, 1), (330.0, 0.04, 4))
    for f, amp, lfo in voices:
        w, wl = TAU * f / RATE, TAU * lfo / n
        for i in range(n):
            b[i] += amp * (0.65 + 0.35 * sin(wl * i)) * sin(w * i)
    breeze = _buf(AMBIENT_SECONDS + 1.0)
    rng, y, y2 = random.Random(16), 0.0, 0.0
    for i in range(len(breeze)):
        y = 0.995 * y + 0.005 * (rng.random() * 2.0 - 1.0)
        y2 = 0.9 * y2 + 0.1 * y
        breeze[i] = y2 * 6.0
    fade = RATE  # the extra second's tail fades into the head
    for i in range(n):
        v = breeze[i]
        if i < fade:
            v = v * i / fade + breeze[n + i] * (1.0 - i / fade)
        b[i] += v * (0.6 + 0.4 * sin(TAU * 2 * i / n))


#: cue -> (seconds, fill function)
RECIPES: dict[str, tuple[float, Callable[[array], None]]] = {
    "draft": (0.26, _draft), "place": (0.16, _place), "rotate": (0.14, _rotate),
    "wheel": (0.48, _wheel), "complete": (0.95, _complete), "link": (0.38, _link),
    "stone": (0.28, _stone), "refuse": (0.28, _refuse), "click": (0.05, _click),
    "hover": (0.035, _hover), AMBIENT: (AMBIENT_SECONDS, _ambient),
}


def frames(cue: str) -> int:
    """Samples in ``cue``'s file (known without synthesising it).  Raises KeyError."""
    return int(RECIPES[cue][0] * RATE)


def render(cue: str) -> array:
    """``cue``'s samples: array('h') of :func:`frames` mono 16-bit values, peak at most
    -1 dBFS (normalised down only, never up).  Raises KeyError for an unknown cue."""
    seconds, fill = RECIPES[cue]
    buf = _buf(seconds)
    fill(buf)
    peak = max(1e-9, max(abs(v) for v in buf))
    scale = 32767 * 0.89 / max(peak, 0.89)
    n = len(buf)
    edge = min(n // 4, int(0.004 * RATE)) if cue != AMBIENT else 0
    for i in range(edge):   # no click at the very end of an effect
        buf[n - 1 - i] *= i / edge
    return array("h", (int(v * scale) for v in buf))


def write_wav(path: Path, samples: array) -> None:
    """Write ``samples`` (array('h')) as a mono 16-bit :data:`RATE` Hz WAV file at ``path``
    (the caller makes it atomic)."""
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        data = samples if samples.itemsize == 2 else array("h", samples)
        if sys.byteorder != "little":
            data = array("h", data)
            data.byteswap()
        w.writeframes(data.tobytes())
