from game.storage.toml_io import read_toml, write_toml_atomic


def test_atomic_write_keeps_backup_of_previous(tmp_path):
    p = tmp_path / "save.toml"
    write_toml_atomic(p, {"a": 1})
    write_toml_atomic(p, {"a": 2})
    assert read_toml(p)[0] == {"a": 2}
    assert read_toml(p.with_name("save.toml.bak"))[0] == {"a": 1}
    assert [f.name for f in tmp_path.iterdir() if f.suffix == ".tmp"] == []
