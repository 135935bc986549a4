"""game.tools.codex_cities writes exactly the shipped cities (a rerun changes nothing), and the
files are plain readable TOML."""

import shutil

from game.storage.levels import CODEX_DIR
from game.tools.codex_cities import CITIES, write_cities


def test_a_rerun_writes_the_shipped_files(tmp_path):
    folder = tmp_path / "codex"
    shutil.copytree(CODEX_DIR, folder)
    paths = write_cities(folder)
    assert len(paths) == len(CITIES) == 30
    for path in paths:
        assert path.read_text(encoding="utf-8") == (CODEX_DIR / path.name).read_text(
            encoding="utf-8"), path.name


def test_a_fresh_folder_gets_placeholder_stars(tmp_path):
    paths = write_cities(tmp_path)
    assert "stars = [300, 600, 900]" in paths[0].read_text(encoding="utf-8")
