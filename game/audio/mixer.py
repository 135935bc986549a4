"""The mixer: :class:`Audio` plays the cached cues through pygame.mixer, :class:`NullAudio`
is the silent stand-in with the same API.

Never fails: a mixer that cannot open (no audio device, ``SDL_AUDIODRIVER`` naming a missing
driver, a busy device) leaves the game silent with ``reason`` saying why, once; nothing raises
and nothing is retried.  Volumes are read live from the settings mapping at every ``play`` and
every ``update``: an effect plays at ``volume_master * volume_effects``, the ambient loop at
``volume_master * volume_ambient``.  The files come from game.audio.cache; while the worker
process is still making them (the first start) cues are skipped silently and the ambient loop
starts once its file exists.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.audio import synth
from game.audio.cache import CacheBuilder, build, check, sounds_dir, wav_path
from game.settings_schema import number

#: seconds within which the same cue is not started again (hovering across a row of buttons)
REPEAT_GUARD = 0.05


def volume(settings, kind: str) -> float:
    """``volume_master * volume_<kind>`` (kind "effects" or "ambient"), each clamped to 0..1,
    read from ``settings`` now (defaults for missing or bad values)."""
    get = getattr(settings, "get", None)
    master = number("volume_master", get("volume_master") if get else None)
    part = number(f"volume_{kind}", get(f"volume_{kind}") if get else None)
    return master * part


class NullAudio:
    """Silent audio with the real API: ``play(cue) -> False``, ``ambient(on)``, ``update(dt)``,
    ``close()``.  ``reason`` says why it is silent; ``played`` records the cues asked for
    (the last 200: tests and the attract mode read it)."""

    silent = True

    def __init__(self, reason: str = "sound is off") -> None:
        self.reason = reason
        self.played: list[str] = []
        self.ambient_on = False

    def play(self, cue: str) -> bool:
        """Ask for ``cue`` (recorded, never heard)."""
        self.played.append(cue)
        del self.played[:-200]
        return False

    def ambient(self, on: bool) -> None:
        self.ambient_on = bool(on)

    def update(self, dt: float = 0.0) -> None:
        """Nothing to poll."""

    def close(self) -> None:
        """Nothing to close."""


class Audio(NullAudio):
    """pygame.mixer audio for ``settings`` (a mapping read live), with the sounds in
    ``folder`` (default game.audio.cache.sounds_dir()).  ``silent`` and ``reason`` say whether
    it can be heard; ``ready`` once every cached file is there.  ``build_inline`` (tests)
    synthesises missing files at once instead of in a worker process."""

    def __init__(self, settings, folder: Path | None = None, build_inline: bool = False) -> None:
        super().__init__("")
        self.settings = settings
        self.folder = Path(folder) if folder is not None else sounds_dir()
        self.silent = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._last: dict[str, float] = {}
        self._clock = 0.0
        self._builder: CacheBuilder | None = None
        self._channel = None      # the ambient loop's channel while it plays
        self._ambient_volume = -1.0
        self.missing: list[str] = []
        try:
            if not pygame.mixer.get_init():
                # the files' own rate: loading needs no resampling (the 8 s ambient loop
                # loads in about 1 ms, not 50 ms at 44.1 kHz)
                pygame.mixer.init(frequency=synth.RATE, size=-16, channels=2, buffer=512)
            pygame.mixer.set_reserved(1)   # channel 0: the ambient loop only
        except (pygame.error, OSError, ValueError) as exc:
            self._go_silent(f"no audio device ({exc or type(exc).__name__})")
            return
        try:
            self.missing = check(self.folder)
            if self.missing and build_inline:
                build(self.folder, self.missing)
                self.missing = check(self.folder)
            elif self.missing:
                self._builder = CacheBuilder(self.folder, self.missing)
        except OSError as exc:
            self._go_silent(f"cannot write the sound cache ({exc})")

    def _go_silent(self, reason: str) -> None:
        self.silent, self.reason = True, reason
        try:
            pygame.mixer.quit()
        except pygame.error:
            pass

    @property
    def ready(self) -> bool:
        return not self.silent and not self.missing

    def _sound(self, cue: str):
        """The loaded Sound of ``cue`` (loaded on first use), None while its file is not made
        yet or when it cannot be read."""
        if cue in self._sounds:
            return self._sounds[cue]
        if cue in self.missing or cue not in synth.RECIPES:
            return None
        try:
            sound = pygame.mixer.Sound(str(wav_path(self.folder, cue)))
        except (pygame.error, OSError, FileNotFoundError):
            sound = None
        self._sounds[cue] = sound
        return sound

    def play(self, cue: str) -> bool:
        """Start effect ``cue`` at the effects volume; False when silent, muted, unknown, not
        made yet or the same cue started less than REPEAT_GUARD s ago."""
        super().play(cue)
        if self.silent or cue not in synth.EFFECTS:
            return False
        vol = volume(self.settings, "effects")
        last = self._last.get(cue)
        if vol <= 0.0 or (last is not None and self._clock - last < REPEAT_GUARD):
            return False
        sound = self._sound(cue)
        if sound is None:
            return False
        try:
            channel = sound.play()
            if channel is None:
                return False
            channel.set_volume(vol)
        except pygame.error:
            return False
        self._last[cue] = self._clock
        return True

    def ambient(self, on: bool) -> None:
        """Start (``on``) or stop the ambient loop (it starts later if its file is not made
        yet)."""
        super().ambient(on)
        self._sync_ambient()

    def _sync_ambient(self) -> None:
        if self.silent:
            return
        vol = volume(self.settings, "ambient") if self.ambient_on else 0.0
        try:
            if vol <= 0.0:
                if self._channel is not None:
                    self._channel.fadeout(600)
                    self._channel = None
                self._ambient_volume = -1.0
                return
            if self._channel is None:
                sound = self._sound(synth.AMBIENT)
                if sound is None:
                    return
                self._channel = pygame.mixer.Channel(0)
                self._channel.play(sound, loops=-1, fade_ms=1500)
            if vol != self._ambient_volume:
                self._channel.set_volume(vol)
                self._ambient_volume = vol
        except pygame.error:
            self._channel = None

    def update(self, dt: float = 0.0) -> None:
        """Per frame (cheap): the worker's progress, the ambient loop's live volume."""
        self._clock += dt
        if self._builder is not None and self._builder.done:
            failed, self._builder = self._builder.failed, None
            self.missing = check(self.folder)
            if failed or self.missing:
                self.reason = "some sounds could not be made"
            for cue in list(self._sounds):
                if self._sounds[cue] is None:
                    del self._sounds[cue]     # try the new file
        self._sync_ambient()

    def close(self) -> None:
        """Stop the worker and the mixer (the game is closing)."""
        if self._builder is not None:
            self._builder.stop()
            self._builder = None
        if not self.silent:
            self._go_silent("closed")
