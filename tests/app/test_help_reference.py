"""The rules reference: every page of every mode renders at 640x400 and 1920x1080 without
overflow; pages exist for every mode the registry names; Pause opens on the mode played;
keyboard, mouse and pad reach every page; the Title's Help lists the tutorials."""

import re

import pygame
import pytest

from game import games
from game.app.testing import click, frames, make_app, pad_button, press, rects_inside, wheel
from game.render import hexdraw
from game.render.fonts import font
from game.scenes.akropolis.athena_art import diagram_image
from game.scenes.akropolis.pantheon_altars import FLAME
from game.scenes.akropolis.pantheon_view import short_words
from game.scenes.help import HelpScene, help_for
from game.scenes.help import pictures
from game.scenes.help.pages import PAGES, books
from game.scenes.help.scene import fitted
from game.scenes.pause import PauseScene
from game.scenes.title import TitleScene
from game.scenes.tutorial.akropolis import AkropolisTutorial


def test_every_mode_has_pages_and_every_picture_exists():
    named = [(e.game, e.mode) for e in games.entries()]
    assert [(b.game, b.mode) for b in books()] == named      # every mode has a book
    for page in PAGES.values():
        for kind, words, extra in page.blocks():
            if kind == "pic":
                assert words in pictures.PICTURES and extra, (page.id, words)
        assert not re.search(r"\b(PP|AK)-\d", page.body), page.id   # player words only
        assert "(s)" not in page.body, page.id


@pytest.mark.parametrize("size", [(640, 400), (1920, 1080)])
def test_every_page_of_every_mode_fits(tmp_path, size):
    app = make_app(tmp_path, size=size)
    app.push(TitleScene(app))
    scene = HelpScene(app, tutorials=True)
    app.push(scene)
    frames(app, 1)
    surface = pygame.Surface(size)
    seen = 0
    for book, page in scene._sequence():
        scene.go(book, page)
        assert scene.overflow() == [], (scene.current().id, size)
        assert not rects_inside(app)
        assert scene.text_rect.w >= 300 and scene.contents_rect.w >= 170
        for _kind, _b, _p, label in scene.rows:      # contents rows: readable, cut if long
            assert fitted(label, scene.contents_rect.w - 32, scene.row_size)[1] >= 13
        scene.scroll = scene.max_scroll            # the page's end is reachable and draws
        scene.draw(surface)
        seen += 1
    assert seen == len(scene._sequence()) >= 30


def test_pictures_are_drawn_by_the_renderers_and_cached():
    pygame.display.init()
    for pid in pictures.PICTURES:
        img = pictures.picture(pid, 400)
        assert img.get_size() == (400, pictures.height(pid, 400))
        w, h = img.get_size()
        assert pygame.mask.from_surface(img).count() > w * h * 0.06, pid   # a real picture
        assert pictures.picture(pid, 400) is img


def _table_config(**options):
    return {"game": "akropolis", "seed": 1, "options": options,
            "seats": [{"name": "A", "kind": "person"}, {"name": "B", "kind": "person"}]}


class _Table(TitleScene):
    """A stand-in table: a scene with the config a table has."""

    def __init__(self, app, config):
        super().__init__(app)
        self.config = config


@pytest.mark.parametrize("options, book, page", [
    ({"duel": True}, ("picture-pie", "duel"), "pp-duel"),
    ({"blueprints": True}, ("picture-pie", "campaign"), "pp-goal"),
    ({"athena": True, "solo": None}, ("akropolis", "base"), "ak-athena"),
    ({"scenario": "sparta"}, ("akropolis", "pantheon"), "ak-pantheon"),
])
def test_pause_opens_the_reference_on_the_mode_played(tmp_path, options, book, page):
    app = make_app(tmp_path)
    app.push(_Table(app, dict(_table_config(**options), game=book[0])))
    app.push(PauseScene(app, None, book[0]))
    frames(app, 1)
    app.top.focus.focus_key("rules")
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, HelpScene) and not scene.tutorials
    b = scene.books[scene.book]
    assert (b.game, b.mode) == book and scene.current().id == page
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_keys_mouse_and_pad_walk_and_scroll(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    app.push(help_for(app, "picture-pie", {"blueprints": True}))
    frames(app, 1)
    scene = app.top
    press(app, pygame.K_RIGHT)
    assert scene.current().id == "pp-turn"
    press(app, pygame.K_TAB)
    assert scene.current().id == "pp-sites"
    pad_button(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert scene.current().id == "pp-turn" and scene.max_scroll > 0
    press(app, pygame.K_DOWN)
    assert scene.scroll == 1
    move_to = scene.text_rect.center
    click(app, move_to)                                   # a click on the page changes nothing
    wheel(app, -1)
    assert scene.scroll == min(4, scene.max_scroll)
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert scene.scroll == min(4, scene.max_scroll) - 1
    # a click on a book's row opens its first page, on a page row that page
    row = next(i for i, r in enumerate(scene.rows) if r[0] == "book" and r[1] == 3)
    click(app, (scene.contents_rect.x + 20,
                scene.contents_rect.y + (row - scene.contents_top) * scene.row_h + 5))
    assert scene.books[scene.book].mode == "base" and scene.page == 0 and scene.scroll == 0
    row = next(i for i, r in enumerate(scene.rows) if r[0] == "page" and r[2] == 4)
    click(app, (scene.contents_rect.x + 30,
                scene.contents_rect.y + (row - scene.contents_top) * scene.row_h + 5))
    assert scene.current().id == "ak-athena"
    pad_button(app, pygame.CONTROLLER_BUTTON_B)
    assert isinstance(app.top, TitleScene)


def test_the_title_help_starts_a_tutorial(tmp_path):
    app = make_app(tmp_path)
    app.push(TitleScene(app))
    frames(app, 1)
    click(app, next(w for w in app.top.focus.widgets if w.key == "rules").rect.center)
    scene = app.top
    assert isinstance(scene, HelpScene) and [g for g, _ in scene.tutorials] == games.game_ids()
    row = next(i for i, r in enumerate(scene.rows) if r[0] == "tutorial" and r[3] == "Akropolis")
    scene.contents_top = max(0, row - 1)
    click(app, (scene.contents_rect.x + 20,
                scene.contents_rect.y + (row - scene.contents_top) * scene.row_h + 5))
    assert scene.current().title == "Tutorial: Akropolis"
    click(app, next(w for w in scene.focus.widgets if w.key == "start").rect.center)
    assert isinstance(app.top, AkropolisTutorial) and len(app.stack) == 1


def test_the_duel_book_has_its_own_wheel_links_and_no_blueprints():
    """The Senate Wonder Duel's pages say the Duel's rules (RULES.md "Senate Wonder Duel"):
    4 sectors of 3, links paying each end's controller half, no Civic Blueprints; the base
    value reads as a share of the motif's value (a Lapis Half 200, not 4 x 400)."""
    duel = next(b for b in books() if (b.game, b.mode) == ("picture-pie", "duel"))
    body = "\n".join(p.body for p in duel.pages)
    pics = [w for p in duel.pages for kind, w, _x in p.blocks() if kind == "pic"]
    assert "pp-duel-wheel" in pics and "pp-wheel" not in pics
    assert "refilled with 3 tiles" in body and "+100 for each pair" not in body
    assert "controller 50" in body and "Civic Blueprints: your" not in body
    assert "no Civic Blueprints" in body
    campaign = "\n".join(p.body for b in books() if b.mode == "campaign" for p in b.pages)
    assert "+100 for each pair" in campaign and "A Lapis Half gives 200" in campaign
    assert "counts 4 eighths" not in campaign


def test_the_athena_cards_draw_plazas_as_the_city_does():
    """Each colour's plaza on a card is the city renderer's plaza face (its own star shape and
    ring texture), so the five plazas of the Agora differ by shape, not only by colour."""
    pygame.display.init()
    faces = {}
    for color in ("blue", "yellow", "red", "purple", "green"):
        img = diagram_image(((0, 0, "plaza", color),), (60, 60))
        s = 28                                   # diagram_size's largest hex for one hex
        art = pygame.Surface((60, 60), pygame.SRCALPHA)
        hexdraw.face_art(art, "plaza", color, 30, 30, s)
        drawn = [(x, y) for x in range(18, 42) for y in range(18, 42)
                 if art.get_at((x, y)).a == 255]
        assert drawn and all(img.get_at(p) == art.get_at(p) for p in drawn), color
        faces[color] = pygame.mask.from_threshold(
            img, hexdraw.base_color("plaza", color), (40, 40, 40, 255)).count()
    assert len(set(faces.values())) > 1


def test_a_teammates_words_are_shortened_at_a_word_and_the_altar_burns():
    pygame.display.init()
    words = "I hold a yellow plaza, a house, a market, a barracks and a temple."
    short = short_words(words, 300, 13)
    assert short.endswith("\u2026") and font(13).size(short)[0] <= 300
    kept = short[:-1].split()
    assert kept == words.split()[:len(kept)] and kept[-1] not in ("a", "and")
    assert short_words("My hand is empty.", 300, 13) == "My hand is empty."
    img = pictures.picture("ak-altar", 600)                # an altar: its fire on top
    fire = pygame.mask.from_threshold(img, FLAME, (10, 10, 10, 255)).count()
    assert fire > 30
