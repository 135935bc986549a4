"""game.tools.codex_stars: the threshold rule worked by hand, the README table between its
markers, a city's stars line rewritten (no games played here)."""

from game.tools import codex_stars as cs


def test_thresholds_by_the_rule():
    easy = [900, 1000, 1100, 1300, 1400]             # median 1100 -> 1 star 1100
    best = list(range(2000, 3000, 100))              # p90 (nearest rank, 9th of 10) = 2800
    assert cs.thresholds(easy, best) == [1100, 2000, 2850]   # 3 stars: first 50 above 2800
    assert cs.thresholds([1010], [2849]) == [1000, 1950, 2850]
    # a best level barely above Easy still leaves room between the stars
    assert cs.thresholds([1000], [1000]) == [1000, 1050, 1100]
    assert cs.thresholds([10], [20]) == [50, 100, 150]


def test_write_stars_and_readme(tmp_path):
    path = tmp_path / "city.toml"
    path.write_text('id = "x"\nstars = [300, 600, 900]\nturns = 3\n')
    cs.write_stars(path, [1, 2, 3])
    assert path.read_text() == 'id = "x"\nstars = [1, 2, 3]\nturns = 3\n'
    readme = tmp_path / "README.md"
    readme.write_text(f"# Levels\n\nbefore\n{cs.START}\nold\n{cs.END}\nafter\n")
    cs.write_readme([], {}, readme)
    text = readme.read_text()
    assert text.startswith("# Levels\n\nbefore\n" + cs.START) and text.endswith(cs.END + "\nafter\n")
    assert "old" not in text and "| # | City |" in text


def test_medium_and_hard_are_a_floor_for_three_stars():
    assert cs.thresholds([1000], [2000], [2600]) == [1000, 1850, 2650]
    assert cs.thresholds([1000], [2000], [1500]) == [1000, 1550, 2050]
