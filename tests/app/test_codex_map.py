"""The Codex map by real events: focus along the road (arrows, d-pad, wheel, Tab to the next
city to play, hover), locked cities refused with the city whose star opens them, damaged level
files shown as damaged with their reason while the others stay playable, a damaged record set
aside and said once; the title's Codex entry and New Game without the Codex mode; every size."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.render.fonts import measure
from game.app.testing import click, frames, make_app, move, pad_button, press, resize, wheel
from game.scenes.codex.map import CodexMapScene
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene
from game.storage import progress
from game.storage.progress import Best, Progress, save_progress

sys.path.insert(0, str(Path(__file__).parent))
from codex_helpers import focus_city, levels_copy, widget  # noqa: E402


def open_map(tmp_path, size=(1280, 720), **kw):
    app = make_app(tmp_path, size=size)
    scene = CodexMapScene(app, **kw)
    app.push(scene)
    frames(app, 1)
    return app, scene


def test_thirty_cities_first_open_rest_locked(tmp_path):
    app, cmap = open_map(tmp_path)
    assert len(cmap.codex) == 30
    assert [c.status for c in cmap.codex.cities] == ["open"] + ["locked"] * 29
    names = [c.name for c in cmap.codex.cities]
    assert "The Solstice Capital" in names and "The Mosaic Haven" in names
    assert [c.number for c in cmap.codex.cities] == list(range(1, 31))


def test_focus_moves_along_the_road_by_keys_pad_and_wheel(tmp_path):
    app, cmap = open_map(tmp_path)
    assert cmap.focus == 0
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN)
    assert cmap.focus == 2
    press(app, pygame.K_LEFT)
    assert cmap.focus == 1
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert cmap.focus == 2
    wheel(app, -1)
    assert cmap.focus == 3
    wheel(app, 1)
    assert cmap.focus == 2
    for _ in range(5):
        press(app, pygame.K_LEFT)
    assert cmap.focus == 0                           # stops at the first city


def test_hover_focuses_and_the_label_names_the_city(tmp_path):
    app, cmap = open_map(tmp_path)
    lay = cmap.layout
    move(app, (3, 3))
    move(app, tuple(int(v) for v in lay.centers[7]))
    assert cmap.focus == 7
    head, line, bad = cmap.panel_lines()
    assert head == f"City 8 of 30 \u00b7 {cmap.codex.cities[7].name}"
    assert line.startswith("Locked: win a star in ") and not bad


def test_a_locked_city_is_refused_with_its_opener(tmp_path):
    app, cmap = open_map(tmp_path)
    focus_city(app, cmap, 1)
    press(app, pygame.K_RETURN)
    assert app.top is cmap
    first, second = cmap.codex.cities[:2]
    assert cmap.message == f"Locked: win a star in {first.name} to open {second.name}."
    assert cmap.panel_lines()[2] is True
    # a click on a locked marker says the same, a click on the open one opens its briefing
    click(app, tuple(int(v) for v in cmap.layout.centers[2]))
    assert app.top is cmap and cmap.message.startswith("Locked: win a star in")
    click(app, tuple(int(v) for v in cmap.layout.centers[0]))
    assert app.top.name == "codex-briefing" and app.top.city.id == first.id
    press(app, pygame.K_ESCAPE)
    assert app.top is cmap


def test_stars_open_the_next_city_and_tab_finds_it(tmp_path):
    app = make_app(tmp_path)
    first = CodexMapScene(app).codex.cities
    save_progress(Progress({first[0].id: Best(3, 2000), first[1].id: Best(1, 500)}), tmp_path)
    app, cmap = open_map(tmp_path)
    assert [c.status for c in cmap.codex.cities[:4]] == ["open", "open", "open", "locked"]
    assert cmap.focus == 2                          # the furthest city still to win
    assert cmap.codex.total_stars() == 4
    focus_city(app, cmap, 0)
    press(app, pygame.K_TAB)                        # the next open city without 3 stars
    assert cmap.focus == 1
    press(app, pygame.K_TAB)
    assert cmap.focus == 2
    press(app, pygame.K_TAB)                        # wraps past the locked ones
    assert cmap.focus == 1


def test_a_damaged_level_shows_its_reason_and_the_others_stay_playable(tmp_path):
    folder = levels_copy(tmp_path)
    broken = folder / "mosaic-haven.toml"
    broken.write_text(broken.read_text().replace('"1/4 flora"', '"1/4 gold leaf"', 1))
    (folder / "zz-not-toml.toml").write_text("this is = = not TOML")
    save_progress(Progress({"solstice-capital": Best(1, 400)}), tmp_path)
    app, cmap = open_map(tmp_path, directory=folder)
    bad = [c for c in cmap.codex.cities if c.damaged]
    assert {c.id for c in bad} == {"mosaic-haven", "zz-not-toml"}
    haven = cmap.codex.city("mosaic-haven")
    assert "mosaic-haven.toml" in haven.error and "gold leaf" in haven.error
    assert haven.name == "Mosaic Haven"
    # the others are unharmed: 29 readable, and the first city's star still opens the second
    assert sum(not c.damaged for c in cmap.codex.cities) == 29
    assert cmap.codex.cities[1].playable
    k = cmap.codex.index("mosaic-haven")
    focus_city(app, cmap, k)
    head, line, is_bad = cmap.panel_lines()
    assert line.startswith(f"Damaged: {haven.error}. The other cities play on") and is_bad
    press(app, pygame.K_RETURN)
    assert app.top is cmap and cmap.message.startswith("Mosaic Haven cannot be played: ")
    assert not widget_enabled(cmap, "open")
    frames(app, 1)                                  # drawn without trouble
    focus_city(app, cmap, 0)
    press(app, pygame.K_RETURN)
    assert app.top.name == "codex-briefing"
    press(app, pygame.K_RETURN)
    assert app.top.name == "codex-table"


def widget_enabled(cmap, key: str) -> bool:
    return next(b for b in cmap.buttons() if b.key == key).enabled


def test_a_missing_level_folder_is_one_damaged_entry(tmp_path):
    app, cmap = open_map(tmp_path, directory=tmp_path / "nowhere")
    assert len(cmap.codex) == 1 and cmap.codex.cities[0].damaged
    assert "no such folder" in cmap.codex.cities[0].error
    press(app, pygame.K_RETURN)
    assert app.top is cmap and "cannot be played" in cmap.message
    frames(app, 1)


def test_a_damaged_record_is_set_aside_and_said_once(tmp_path):
    path = progress.progress_path(tmp_path)
    path.write_text("format = 1\n[cities.solstice-capital]\nstars = 9\n")
    app, cmap = open_map(tmp_path)
    told = [t for t, _s in app.toasts if "Codex progress" in t]
    assert told == [cmap.progress_notice]
    assert told[0] == ("Your Codex progress could not be read (cities.solstice-capital.stars "
                       "is 9, not 0..3); it was kept as codex-progress.toml.corrupt and a new "
                       "record started (there was no backup).")
    assert (tmp_path / "codex-progress.toml.corrupt").exists()
    app2, again = open_map(tmp_path)
    assert again.progress_notice is None
    assert not [t for t, _s in app2.toasts if "Codex progress" in t]


def test_back_returns_to_the_title_by_key_pad_and_button(tmp_path):
    app, cmap = open_map(tmp_path)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    assert app.top.focus.focused.key == "picture-pie-codex"   # where the player came from
    app.push(CodexMapScene(app))
    pad_button(app, pygame.CONTROLLER_BUTTON_B)
    assert isinstance(app.top, TitleScene)
    assert app.top.focus.focused.key == "picture-pie-codex"
    cmap = app.push(CodexMapScene(app))
    click(app, cmap.layout.back.center)
    assert isinstance(app.top, TitleScene)
    frames(app, 2)                                  # a re-layout keeps the focus
    assert app.top.focus.focused.key == "picture-pie-codex"
    press(app, pygame.K_RETURN)                     # and Enter opens the Codex again
    assert isinstance(app.top, CodexMapScene)


def test_title_has_a_codex_entry_under_picture_pie(tmp_path):
    app = make_app(tmp_path)
    title = app.push(TitleScene(app))
    frames(app, 1)
    keys = [w.key for w in title.focus.widgets]
    assert keys.index("picture-pie-codex") == keys.index("picture-pie") + 1
    pp, codex = widget(title, "picture-pie"), widget(title, "picture-pie-codex")
    assert codex.rect.top > pp.rect.bottom and codex.label == "Codex"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, CodexMapScene)


@pytest.mark.parametrize("size", [(640, 400), (1920, 1080)])
def test_title_fits_with_the_codex_entry(tmp_path, size):
    app = make_app(tmp_path, size=size)
    title = app.push(TitleScene(app))
    frames(app, 1)
    rects = title.widget_rects()
    screen = pygame.Rect(0, 0, *size)
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_new_game_offers_no_codex_mode(tmp_path):
    app = make_app(tmp_path)
    ng = app.push(NewGameScene(app, "picture-pie"))
    frames(app, 1)
    modes = [w for w in ng.focus.widgets if w.key == "mode"]
    assert all("codex" not in [v for v, _ in w.options] for w in modes)
    assert ng.config()["options"].get("codex") is None


@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1280, 720), (1920, 1080)])
def test_map_fits_every_size(tmp_path, size):
    app, cmap = open_map(tmp_path, size=size)
    lay = cmap.layout
    screen = pygame.Rect(0, 0, *size)
    assert all(screen.contains(r) for r in lay.all_rects())
    assert lay.map.bottom <= lay.panel.top and lay.map.top >= lay.header.bottom
    markers = lay.all_rects()[2:]
    assert not any(a.colliderect(b) for i, a in enumerate(markers) for b in markers[i + 1:])
    assert all(lay.map.contains(r) for r in markers)
    assert lay.r >= 6
    for k in range(len(cmap.codex)):             # the label plate stays on the map
        plate = lay.label_rect(k, (160, 22))
        assert plate is None or lay.map.contains(plate)
    cities = [lay.city_rect(k) for k in range(len(cmap.codex))]
    inner = lay.map.inflate(-4, -4)              # every marker and its stars clear the frame
    assert all(inner.contains(r) for r in cities), [r for r in cities if not inner.contains(r)]
    named = 0
    for k in range(len(cmap.codex)):             # the real name plate covers no city
        _name, plate = cmap.label_plate(lay, k)
        named += plate is not None
        assert plate is None or lay.map.contains(plate) and plate.collidelist(cities) == -1
    assert named >= 25                           # only a few crowded bends go without
    # the panel's line fits its room and is never cut without an ellipsis
    room = lay.open.left - lay.panel.x - lay.m * 4
    bottom = lay.panel.y + lay.m * 2 + lay.font_px + 2 + lay.panel_lines(lay.small_px) * \
        round(lay.small_px * 1.25)
    assert bottom <= lay.hint[1] - lay.small_px
    for k in range(len(cmap.codex)):
        cmap.set_focus(k)
        rows, line = cmap.panel_rows(lay), cmap.panel_lines()[1]
        assert 1 <= len(rows) <= lay.panel_lines(lay.small_px)
        assert all(measure(r, lay.small_px)[0] <= room for r in rows)
        if " ".join(rows) != line:
            assert rows[-1].endswith("\u2026"), rows
    # resizing lays out again; every city is still reachable by the pointer
    resize(app, (1024, 640))
    assert cmap.layout.size == (1024, 640)
    for k, c in enumerate(cmap.layout.centers):
        assert cmap.layout.city_at((int(c[0]), int(c[1]))) == k


def test_an_empty_level_folder_says_so(tmp_path):
    empty = tmp_path / "none"
    empty.mkdir()
    app, cmap = open_map(tmp_path, directory=empty)
    assert len(cmap.codex) == 0 and cmap.focused is None
    assert cmap.panel_lines() == ("No cities", "No level files were found in levels/codex.", True)
    for key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_RETURN):
        press(app, key)
    assert app.top is cmap
    frames(app, 1)


def test_an_unreadable_city_keeps_its_place_and_numbers_are_orders(tmp_path):
    folder = levels_copy(tmp_path)
    (folder / "mosaic-haven.toml").write_text(
        "garbage [[[\n" + (folder / "mosaic-haven.toml").read_text())
    (folder / "zz-no-order.toml").write_text("garbage [[[\n")
    app, cmap = open_map(tmp_path, directory=folder)
    cities = cmap.codex.cities
    assert cities[2].id == "mosaic-haven" and cities[2].damaged and cities[2].number == 3
    assert cities[-1].id == "zz-no-order" and cities[-1].number == 31
    assert [c.number for c in cities[:30]] == list(range(1, 31))
    assert all(c.number == c.level.order for c in cities if c.level is not None)
    focus_city(app, cmap, cmap.codex.index("thessa-baths"))
    assert cmap.panel_lines()[0].startswith("City 4 of 31 \u00b7 The River Baths of Thessa")
    focus_city(app, cmap, 29)
    assert cmap.panel_lines()[0].startswith("City 30 of 31 \u00b7 Aurelia")
    frames(app, 1)


def test_a_damaged_city_is_not_counted_and_neither_blocks_nor_opens(tmp_path):
    folder = levels_copy(tmp_path)
    (folder / "solstice-capital.toml").write_text("garbage [[[\norder = 1\n")
    save_progress(Progress({"solstice-capital": Best(2, 3000)}), tmp_path)
    app, cmap = open_map(tmp_path, directory=folder)
    assert cmap.codex.cities[0].damaged and cmap.codex.cities[0].number == 1
    assert (cmap.codex.total_stars(), cmap.codex.most_stars()) == (0, 87)
    assert cmap.codex.cities[1].playable and not cmap.codex.cities[2].playable
    # city 2 damaged: a star in city 1 opens city 3
    folder2 = levels_copy(tmp_path / "b")
    (folder2 / "olive-terraces.toml").write_text("garbage [[[\n")
    app, cmap = open_map(tmp_path, directory=folder2)
    save_progress(Progress({"solstice-capital": Best(1, 3000)}), tmp_path)
    app, cmap = open_map(tmp_path, directory=folder2)
    olive = cmap.codex.city("olive-terraces")
    assert olive.damaged and olive.number == 2       # no order line: the place left free
    assert cmap.codex.cities[1] is olive and not olive.playable
    assert cmap.codex.cities[2].playable            # the city with order 3
    assert cmap.codex.cities[2].number == 3
    assert (cmap.codex.total_stars(), cmap.codex.most_stars()) == (1, 87)


def test_bad_files_are_printed_on_stderr_once_a_run(tmp_path, capsys):
    folder = levels_copy(tmp_path)
    (folder / "mosaic-haven.toml").write_text("garbage [[[\norder = 3\n")
    progress.progress_path(tmp_path).write_text("")
    app, cmap = open_map(tmp_path, directory=folder)
    err = capsys.readouterr().err.splitlines()
    haven = cmap.codex.city("mosaic-haven")
    assert err == [haven.error, cmap.progress_notice]
    assert "mosaic-haven.toml:1: not valid TOML" in haven.error
    assert "(the file is empty)" in cmap.progress_notice
    cmap.reload()                                   # back on the map, or a second visit
    open_map(tmp_path, directory=folder)
    assert capsys.readouterr().err == ""
