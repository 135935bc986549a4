"""Sound (issue 18): effects and a calm ambient loop synthesised by our own code
(:mod:`game.audio.synth`), cached as WAV files (:mod:`game.audio.cache`), played through
pygame.mixer (:mod:`game.audio.mixer`), with the one event -> cue table (:mod:`game.audio.cues`).

The App holds ``app.audio`` (:func:`make_audio`): ``play(cue)`` with a cue of
:data:`EFFECTS` ("draft", "place", "rotate", "wheel", "complete", "link", "stone", "refuse",
"click", "hover") and ``ambient(on)``; silent and harmless without a device.  :func:`play`
is the safe call for scenes (an app without audio, or no app, does nothing).
"""

from __future__ import annotations

import os

from game.audio.cues import EVENT_CUES, CueObserver, cue_of, cues_for
from game.audio.mixer import Audio, NullAudio, volume
from game.audio.synth import CUES, EFFECTS, SYNTH_VERSION

#: "off": always silent; "on": a real mixer even under SDL_AUDIODRIVER=dummy (tests of the mixer)
AUDIO_ENV = "ANCIENT_CITIES_AUDIO"

__all__ = ["Audio", "NullAudio", "CueObserver", "EVENT_CUES", "CUES", "EFFECTS",
           "SYNTH_VERSION", "cue_of", "cues_for", "make_audio", "play", "volume", "AUDIO_ENV"]


def make_audio(settings):
    """The App's audio: :class:`NullAudio` when ``ANCIENT_CITIES_AUDIO=off``, or when
    ``SDL_AUDIODRIVER=dummy`` (headless runs: tests, screenshots, CI) unless
    ``ANCIENT_CITIES_AUDIO=on``; else :class:`Audio` (itself silent when no device opens)."""
    mode = os.environ.get(AUDIO_ENV, "").strip().lower()
    if mode == "off":
        return NullAudio(f"sound is off ({AUDIO_ENV}=off)")
    if mode != "on" and os.environ.get("SDL_AUDIODRIVER", "").strip().lower() == "dummy":
        return NullAudio("headless run (SDL_AUDIODRIVER=dummy)")
    return Audio(settings)


def play(app, cue: str) -> None:
    """``app.audio.play(cue)`` when the app has audio (scenes call this; never raises)."""
    audio = getattr(app, "audio", None)
    if audio is not None:
        audio.play(cue)
