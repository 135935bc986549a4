"""Sound synthesis and its cache: our own recipes, deterministic, files checked and made again
when missing or damaged (game.audio.synth, game.audio.cache)."""

import wave

import pytest

from game.audio import cache, synth

SMALL = ("click", "hover")   # the two shortest cues: fast to make


def test_every_contract_cue_has_a_recipe_of_the_length_it_says():
    assert set(synth.EFFECTS) == {"draft", "place", "rotate", "wheel", "complete", "link",
                                  "stone", "refuse", "click", "hover"}
    for cue in synth.EFFECTS:
        samples = synth.render(cue)
        assert len(samples) == synth.frames(cue) == int(synth.RECIPES[cue][0] * synth.RATE)
        peak = max(abs(v) for v in samples)
        assert 2000 < peak <= 32767 * 0.89 + 1, cue     # audible, never clipped
        assert abs(samples[-1]) < 200, cue               # faded out: no click at the end


def test_the_same_recipe_gives_the_same_samples():
    assert synth.render("draft") == synth.render("draft")
    assert synth.render("place") != synth.render("draft")


def test_build_writes_wav_files_and_a_manifest(tmp_path):
    folder = cache.sounds_dir(tmp_path)
    assert folder.name == f"sounds-v{synth.SYNTH_VERSION}"
    assert cache.build(folder, SMALL) == list(SMALL)
    assert cache.check(folder, SMALL) == []
    with wave.open(str(cache.wav_path(folder, "click"))) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, synth.RATE)
        assert w.getnframes() == synth.frames("click")
    # a cue never made counts as missing
    assert cache.check(folder, ("click", "stone")) == ["stone"]


@pytest.mark.parametrize("damage", ["truncate", "flip", "delete", "manifest"])
def test_a_damaged_file_is_found_and_made_again(tmp_path, damage):
    folder = tmp_path / "s"
    cache.build(folder, SMALL)
    path = cache.wav_path(folder, "click")
    data = path.read_bytes()
    if damage == "truncate":
        path.write_bytes(data[:100])
    elif damage == "flip":     # the right size, wrong bytes: the manifest's hash catches it
        path.write_bytes(data[:500] + bytes([data[500] ^ 0xFF]) + data[501:])
    elif damage == "delete":
        path.unlink()
    else:
        (folder / cache.MANIFEST).write_text("garbage\n", encoding="utf-8")
    bad = cache.check(folder, SMALL)
    assert "click" in bad and (damage == "manifest" or bad == ["click"])
    cache.build(folder, bad)
    assert cache.check(folder, SMALL) == []
    assert path.read_bytes() == data
    assert not list(folder.glob(".*.tmp"))   # atomic writes leave no temporary file
