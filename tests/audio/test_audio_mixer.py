"""The mixer never fails: a missing driver plays silent, volumes come from the settings live,
headless runs get the silent recorder (game.audio.mixer, game.audio.make_audio)."""

import os
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from game.audio import Audio, NullAudio, cache, make_audio, play, volume

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def sounds(tmp_path_factory):
    """A folder with every cue made (once for the module)."""
    folder = tmp_path_factory.mktemp("cache") / "sounds"
    cache.build(folder)
    return folder


def test_volume_is_master_times_the_part_clamped():
    s = {"volume_master": 0.5, "volume_effects": 0.6, "volume_ambient": 2.0}
    assert volume(s, "effects") == pytest.approx(0.3)
    assert volume(s, "ambient") == pytest.approx(0.5)    # 2.0 clamped to 1
    assert volume({}, "effects") == pytest.approx(0.8 * 0.8)   # the defaults
    assert volume({"volume_master": "loud"}, "ambient") == pytest.approx(0.8 * 0.5)


def test_headless_runs_get_the_silent_recorder(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.delenv("ANCIENT_CITIES_AUDIO", raising=False)
    audio = make_audio({})
    assert isinstance(audio, NullAudio) and not isinstance(audio, Audio) and audio.silent
    assert audio.play("draft") is False and audio.played == ["draft"]
    monkeypatch.setenv("ANCIENT_CITIES_AUDIO", "off")
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")
    assert type(make_audio({})) is NullAudio
    play(None, "click")     # no app: nothing happens, nothing raises


def test_a_missing_driver_leaves_the_game_silent(monkeypatch, tmp_path):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    audio = Audio({}, folder=tmp_path / "sounds")
    assert audio.silent and "no audio device" in audio.reason
    assert audio.play("place") is False
    audio.ambient(True)
    audio.update(0.1)
    audio.close()
    assert not (tmp_path / "sounds").exists()    # silent: no synthesis either


def test_effects_play_at_the_live_volume_and_the_ambient_follows(monkeypatch, sounds):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    settings = {"volume_master": 0.5, "volume_effects": 0.5, "volume_ambient": 0.8}
    audio = Audio(settings, folder=sounds)
    try:
        assert not audio.silent and audio.ready
        assert audio.play("draft") is True
        assert audio.play("draft") is False          # the same cue twice in one frame: once
        audio.update(0.1)
        assert audio.play("draft") is True
        assert audio.play("no-such-cue") is False
        audio.ambient(True)
        channel = pygame.mixer.Channel(0)
        assert channel.get_busy()
        assert channel.get_volume() == pytest.approx(0.4, abs=0.01)
        settings["volume_ambient"] = 0.2               # changed in the Settings: heard at once
        audio.update(0.016)
        assert channel.get_volume() == pytest.approx(0.1, abs=0.01)
        settings["volume_effects"] = 0.0
        audio.update(0.1)
        assert audio.play("place") is False            # muted effects start nothing
        settings["volume_master"] = 0.0
        audio.update(0.016)
        assert audio._channel is None                  # muted: the loop fades out
    finally:
        audio.close()
    assert not pygame.mixer.get_init()


SCRIPT = r"""
import sys
from game.app.testing import frames, make_app
from game.scenes import tables
from game.scenes.title import TitleScene
app = make_app(sys.argv[1])
assert type(app.audio).__name__ == "Audio", app.audio
assert app.audio.silent and "no audio device" in app.audio.reason, app.audio.reason
app.push(TitleScene(app))
frames(app, 3)
cfg = {"game": "akropolis", "seed": 4, "options": {},
       "seats": [{"name": "Ann", "kind": "person"}, {"name": "Bot", "kind": "ai", "ai": "easy"}]}
assert tables.start_game(app, cfg)
table = app.top
st = table.state
for _ in range(200):
    if st.current_seat == 0:
        break
    frames(app, 1)
assert table.act(st.legal_actions()[0])       # Ann's turn, through the table
for _ in range(400):                          # Bot's turn through the AI driver
    frames(app, 1)
    if st.current_seat == 0 and len(st.action_log) >= 2:
        break
assert len(st.action_log) >= 2, st.action_log
print("played", len(st.action_log))
"""


def test_the_game_starts_and_plays_a_turn_with_a_missing_audio_driver(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.update(SDL_AUDIODRIVER="no-such-driver", SDL_VIDEODRIVER="dummy",
               ANCIENT_CITIES_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    env.pop("ANCIENT_CITIES_AUDIO", None)
    out = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "played" in out.stdout and "Traceback" not in out.stderr


def test_the_ambient_loop_joins_without_a_click(sounds):
    with wave.open(str(cache.wav_path(sounds, "ambient"))) as w:
        samples = array("h", w.readframes(w.getnframes()))
    steps = [abs(samples[i + 1] - samples[i]) for i in range(0, len(samples) - 1, 7)]
    seam = abs(samples[0] - samples[-1])
    assert seam <= max(steps)            # the jump at the seam is like any step inside
    assert max(abs(v) for v in samples) < 32767
