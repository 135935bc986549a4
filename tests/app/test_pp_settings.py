"""Review of the Picture Pie table: the settings it honours (animations, show_hints, ai_delay),
key names from game.input.hints, PP-21 links drawn by the core's rule, and last_game saved.

All table input goes through posted pygame events (game.app.testing)."""

import pygame

from game.app.settings import DEFAULTS, Settings
from game.app.testing import frames, make_app, pad_button, press
from game.render import palette as P
from game.scenes.picture_pie.demo import SEATS2, table_mid_game
from tests.registry_helpers import patch_table
from tests.app.pp_driver import end_turn

AI_SEATS = [{"name": "Ann", "kind": "person"}, {"name": "Bot", "kind": "ai", "ai": "greedy"}]


def build_table(app):
    t = table_mid_game(app, 3, seats=SEATS2, rounds=5, draft=True)
    app.push(t)
    frames(app, 2)
    assert t.state.stage == "build" and t.person_turn and t.interaction.chosen is not None
    return t


def run_ai_turn(app, t, limit=400):
    """End the person's turn with T and run frames until it is theirs again; per frame:
    (effects alive, tiles hidden in flight, wheel shown == wheel at the frame's start)."""
    end_turn(app, t)
    seen = []
    for _ in range(limit):
        rot = float(t.state.wheel.rotation)
        frames(app, 1)
        an = t.animator
        seen.append((len(an.fx.items), len(an.hidden), an.vis_rotation == rot % 6,
                     [type(e).__name__ for e in t.animator.fx.items]))
        if t.person_turn and not t.animator.fx.busy:
            break
    assert t.person_turn, "the AI turn did not finish"
    return seen


def ai_table(app, seed=5):
    t = table_mid_game(app, seed, seats=AI_SEATS, rounds=3, draft=True)
    app.push(t)
    frames(app, 2)
    assert t.person_turn and t.state.stage == "build"
    return t


def test_animations_off_ai_moves_land_at_once(tmp_path):
    app = make_app(tmp_path, animations=False)
    t = ai_table(app)
    seen = run_ai_turn(app, t)
    assert all(n == 0 and hidden == 0 for n, hidden, _same, _k in seen), seen
    assert all(same for _n, _h, same, _k in seen[1:])  # the wheel jumps with the state
    assert not t.animator.site_offset
    # about one frame per AI action (ai_delay is 0 in tests): nothing to wait for
    assert len(seen) <= 12


def test_animations_on_the_same_ai_turn_flies(tmp_path):
    """The contrast for the test above: with the setting on, the same turn shows flights."""
    app = make_app(tmp_path)
    t = ai_table(app)
    seen = run_ai_turn(app, t)
    kinds = {k for _n, _h, _s, ks in seen for k in ks}
    assert {"Flyer", "_RefillFlyer"} & kinds and any(h for _n, h, _s, _k in seen)
    assert len(seen) > 12


def test_animations_off_person_place_has_no_flight(tmp_path):
    app = make_app(tmp_path, animations=False)
    t = build_table(app)
    tid = t.interaction.chosen
    press(app, pygame.K_UP)  # keyboard: the ghost over the focused site
    press(app, pygame.K_RETURN)
    assert tid not in t.state.hand and not t.animator.fx.items and tid not in t.animator.hidden


def hint_gold(app, t) -> int:
    """Pixels of the hint line's key colour (gold) inside its strip on the last frame."""
    rect = pygame.Rect(t.layout.hints).clip(app.screen.get_rect())
    return pygame.mask.from_threshold(app.screen.subsurface(rect), (*P.GOLD_LIGHT, 255),
                                      (1, 1, 1, 255)).count()


def test_show_hints_off_hides_the_hint_line(tmp_path):
    app = make_app(tmp_path)
    t = build_table(app)
    press(app, pygame.K_RIGHT)
    assert hint_gold(app, t) > 30
    app.settings["show_hints"] = False  # as the Settings scene sets it (read live)
    frames(app, 1)
    assert hint_gold(app, t) == 0
    assert t.interaction.status_text()  # the status line above the hand stays


def test_ai_delay_reads_the_setting_with_the_shell_default(tmp_path):
    from game.scenes.picture_pie.table import PicturePieTable
    app = make_app(tmp_path)
    config = {"game": "picture-pie", "seed": 1, "seats": AI_SEATS, "options": {}}
    del app.settings["ai_delay"]  # not in the file: the default of game.app.settings
    assert PicturePieTable(app, config).ai_delay == DEFAULTS["ai_delay"] == 0.6
    app.settings["ai_delay"] = 1.3
    t = PicturePieTable(app, config)
    assert t.ai_delay == 1.3
    app.settings["ai_delay"] = 0.25  # changed in the Settings mid-game: applies at once
    assert t.ai_delay == 0.25
    config["options"] = {"ai_delay": 0.0}
    assert PicturePieTable(app, config).ai_delay == 0.0


def test_key_names_follow_the_device_and_the_hint_labels(tmp_path, monkeypatch):
    from game.input import bindings
    from game.input.actions import Act
    from game.input.bindings import Binding
    app = make_app(tmp_path)
    t = build_table(app)
    press(app, pygame.K_RIGHT)
    t.message_t = 0.0
    assert "(Q/E or right click turns it)" in t.interaction.status_text()
    assert dict(t.interaction.key_hints())["P"] == "menu"  # a tile is held: Esc drops it
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    t.message_t = 0.0
    # the pad's Right may step off the board onto a button, whose line says what A does
    # there (test_pp_qa2); the ghost's line is the board's
    t.interaction.zone = "board"
    status = t.interaction.status_text()
    assert "(LB/RB turns it)" in status and "Q/E" not in status
    assert dict(t.interaction.key_hints())["Start"] == "menu"
    press(app, pygame.K_RIGHT)
    for act, key in ((Act.ROTATE_LEFT, pygame.K_LEFTBRACKET),   # remapped keys
                     (Act.ROTATE_RIGHT, pygame.K_RIGHTBRACKET), (Act.BACK, pygame.K_BACKSPACE)):
        monkeypatch.setitem(bindings.BY_ACT, act, Binding(act, (key,), bindings.BY_ACT[act].pad))
    t.message_t = 0.0
    t.interaction.zone = "board"
    assert "([/] or right click turns it)" in t.interaction.status_text()
    t.interaction.chosen = None  # nothing held: Esc (here Backspace) opens the menu too
    assert dict(t.interaction.key_hints())["P/Backspace"] == "menu"


def test_pp21_links_drawn_are_the_core_links():
    """The table's link lines come from scoring.facing_links: one per linked pair, the same
    count the ledger scores (+link_bonus each)."""
    from game.ai import make_player
    from game.games import new_state
    from game.scenes.picture_pie.view import links as _links
    total = 0
    for seed in (1, 2, 3):
        st = new_state("picture-pie", 2, seed)
        players = [make_player("greedy", "picture-pie", seed * 10 + i) for i in range(2)]
        while not st.is_terminal:
            st.apply(players[st.current_seat].choose(st))
        for s in range(2):
            links = _links(st.boards[s])
            assert len(links) * st.data.link_bonus == st.ledger(s).row("links").points
            for a, b, mark in links:
                assert a < b and mark in ("road", "aqueduct")
                assert st.boards[s].sites[a].completed and st.boards[s].sites[b].completed
            total += len(links)
    assert total > 0  # the games did make links, so the comparison means something


def test_start_game_saves_last_game(tmp_path, monkeypatch):
    import sys
    import types

    from game.app.scene import Scene
    from game.scenes import tables

    class FakeTable(Scene):
        name = "fake-table"

        def __init__(self, app, config):
            super().__init__(app)

    mod = types.ModuleType("fake_table_mod_pp_settings")
    mod.FakeTable = FakeTable
    monkeypatch.setitem(sys.modules, "fake_table_mod_pp_settings", mod)
    patch_table(monkeypatch, "akropolis", "fake_table_mod_pp_settings:FakeTable")
    app = make_app(tmp_path)
    path = tmp_path / "settings.toml"
    assert not path.exists()
    assert tables.start_game(app, {"game": "akropolis", "seed": 1, "seats": [], "options": {}})
    assert Settings(path)["last_game"] == "akropolis"
    path.write_text('last_game = "akropolis"\n')  # unchanged value: no second write
    assert tables.start_game(app, {"game": "akropolis", "seed": 2, "seats": [], "options": {}})
    assert path.read_text() == 'last_game = "akropolis"\n'
