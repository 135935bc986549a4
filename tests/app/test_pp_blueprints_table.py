"""Civic Blueprints on the Picture Pie table (issue 12 item 3, rulebook 2.2, PP-22): the panel
shows the active person's 2 private cards and the 3 Senate cards with their progress; a
"Pass to <name>" screen hides every private card between two people at one screen (never
between a person and an AI); scores and ledgers leave out the private cards the screen may not
show; the results list every fulfilled card with its payout.  Real pygame events in, state and
pixels out."""

import sys
from pathlib import Path

import pygame
import pytest

from game.app.testing import click, frames, make_app, press
from game.scenes.handover import HandoverScene
from game.scenes.picture_pie import blueprints_panel as bpp
from game.scenes.picture_pie.demo import (SEATS2, SEATS4, person_fulfilled, play_until,
                                          seed_where, table_mid_game)
from game.scenes.picture_pie.ledger_panel import LedgerPanel, chip_rects
from game.scenes.picture_pie.results import ledger_table, make_results
from game.scenes.picture_pie.table import PicturePieTable, new_state
from game.scenes.tables import start_game

sys.path.insert(0, str(Path(__file__).parent))
from pp_driver import end_turn, perform, settle  # noqa: E402

TWO_PEOPLE_AI = [{"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"},
                 {"name": "Livia", "kind": "ai", "ai": "greedy"}]
ANN_AI_BEN = [{"name": "Ann", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "greedy"},
              {"name": "Ben", "kind": "person"}]


CARDS = {"blueprints": True}


@pytest.fixture
def app(tmp_path):
    return make_app(tmp_path)


def _at7(s):
    return s.round >= 7 and s.current_seat == 0 and s.stage == "draft"


def _mid_seed() -> int:
    """The first seed where, at round 7, the person (seat 0) has fulfilled a private card but
    not every card, and an AI seat one of its own private cards (the deck is data: the test
    finds its game rather than hard-coding one)."""
    def want(st):
        return person_fulfilled(st) and any(
            c in st.private_cards(s) for s in range(1, 4) for c in st.fulfilled(s))
    seed = seed_where(1, SEATS4, _at7, want)
    assert want(_played(seed, SEATS4, _at7)), "no such game in 40 seeds"
    return seed


def _played(seed, seats, stop):
    st = new_state({"seats": seats, "seed": seed, "options": CARDS})
    play_until(st, seed, stop)
    return st


def _mid(app, seats=SEATS4, **kw):
    t = table_mid_game(app, _mid_seed(), seats=seats, rounds=kw.pop("rounds", 7),
                       options=CARDS, **kw)
    app.push(t)
    frames(app, 2)
    return t


def _start(app, seats, seed=5):
    start_game(app, {"game": "picture-pie", "seed": seed, "seats": seats,
                     "options": dict(CARDS)})
    frames(app, 2)
    return next(s for s in app.stack if isinstance(s, PicturePieTable))


def _confirm(app):
    """Wait out the hand-over's guard, then Enter."""
    frames(app, 30)
    press(app, pygame.K_RETURN)


def _play_turn(app, t):
    """The seat to act plays one whole turn through posted input (setup: its picks)."""
    st = t.state
    seat = st.current_seat
    for _ in range(20):
        if st.current_seat != seat or st.is_terminal:
            return
        if st.stage == "build":
            end_turn(app, t)   # T (confirmed if tiles go to the yard)
            continue
        perform(app, t, st.legal_actions()[0])
        frames(app, 1)


# ---------------------------------------------------------------------------- the panel
def test_the_panel_shows_the_persons_two_private_cards_then_the_three_senate_cards(app):
    t = _mid(app)
    st = t.state
    assert t.layout.cards == "strip" and not t.cards.open
    press(app, pygame.K_c)   # C opens it; the small boards make room
    assert t.cards.open and t.layout.cards == "open" and t.layout.others == {}
    cards = t.cards.content().cards
    assert [c.id for c in cards] == list(st.private_cards(0)) + list(st.public_cards)
    status = {s.card.id: s for s in st.blueprint_status(0)}
    for c in cards:
        s = status[c.id]
        assert (c.name, c.text, c.payout, c.progress, c.done, c.public) == \
            (s.card.name, s.card.text, s.card.payout, s.progress, s.done, s.public)
    press(app, pygame.K_c)
    assert not t.cards.open and t.layout.cards == "strip" and t.layout.others


def test_the_panel_fits_and_its_boxes_do_not_overlap_from_640x400_to_1920x1080(app):
    from game.scenes.picture_pie.layout import TableLayout
    for size in ((640, 400), (800, 600), (1280, 720), (1920, 1080)):
        for seats in (1, 2, 4):
            for mode in ("open", "strip"):
                lay = TableLayout(size, seats, 0, mode)
                win = pygame.Rect((0, 0), size)
                assert all(win.contains(r) for r in lay.all_rects())
                g = bpp.geometry(lay, 2, 3, seats > 1)
                assert win.contains(g.rect)
                for k, box in enumerate(g.boxes):
                    assert g.rect.contains(box), (size, seats, mode)
                    assert not any(box.colliderect(b) for b in g.boxes[k + 1:])
                if g.strip:
                    assert all(not g.rect.colliderect(o["rect"]) for o in lay.others.values())


def test_a_click_on_the_strip_opens_it_and_hide_closes_it(app):
    t = _mid(app)
    click(app, t.layout.cards_rect.center)
    assert t.cards.open
    click(app, t.cards.geometry().hide.center)
    assert not t.cards.open


def test_tab_reaches_the_cards_arrows_pick_one_and_enter_reads_it(app):
    t = _mid(app)
    press(app, pygame.K_c)
    for _ in range(8):
        if t.interaction.zone == "cards":
            break
        press(app, pygame.K_TAB)
    assert t.interaction.zone == "cards"
    assert t.interaction.focus_rect() == t.cards.geometry().boxes[0]
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    card = t.cards.content().cards[1]
    assert card.name in t.message and f"+{card.payout}" in t.message
    assert any("card" == what for _k, what in t.interaction.key_hints())


def test_a_fulfilled_card_is_drawn_with_its_mark(app):
    t = _mid(app)
    t.cards.open = True
    t.sync_layout()
    frames(app, 1)
    cards = t.cards.content().cards
    done = [k for k, c in enumerate(cards) if c.done]
    open_ = [k for k, c in enumerate(cards) if not c.done]
    assert done and open_
    surf = pygame.Surface(t.size)
    t.draw(surf)
    g = t.cards.geometry()
    # the green border of a fulfilled card, the gold-dark one of an open card
    def near_good(box):
        px = [surf.get_at((box.centerx, y))[:3] for y in (box.y, box.y + 1)]
        return any(all(abs(a - b) <= 12 for a, b in zip(p, bpp.P.GOOD)) for p in px)

    assert near_good(g.boxes[done[0]])
    assert not near_good(g.boxes[open_[0]])


# ---------------------------------------------------------------------------- who sees what
def test_an_ai_seats_private_cards_never_show_and_its_score_leaves_them_out(app):
    t = _mid(app)
    st = t.state
    assert t.card_viewer() == 0
    ai = next(s for s in range(1, 4) if bpp.hidden_payout(st, s))
    hide = bpp.hidden_payout(st, ai)
    assert t.renderer.scores()[ai] == st.scores()[ai] - hide
    assert t.renderer.scores()[0] == st.scores()[0]
    click(app, chip_rects(t)[ai].center)
    panel = app.top
    assert isinstance(panel, LedgerPanel) and panel.seat == ai
    assert f": {st.ledger(ai).total - hide} points" in panel.title()
    row = next(r for r in panel.rows(ai) if r.category == "blueprints")
    private = [st.card(c).name for c in st.private_cards(ai)]
    assert not any(name in row.detail for name in private)
    assert "revealed at the end" in row.detail


def test_the_hand_over_appears_between_two_people_and_hides_the_cards(app):
    t = _start(app, TWO_PEOPLE_AI)
    assert isinstance(app.top, HandoverScene) and app.top.person == "Ann"
    assert not HandoverScene.transparent   # the table (and its cards) is not drawn under it
    assert t.card_viewer() is None
    assert all(c.hidden for c in t.cards.content().cards if not c.public)
    press(app, pygame.K_RETURN)   # within the guard: a key held from before does nothing
    assert isinstance(app.top, HandoverScene)
    _confirm(app)
    assert app.top is t and t.screen_holder == 0 and t.card_viewer() == 0
    assert [c.id for c in t.cards.content().cards][:2] == list(t.state.private_cards(0))
    _play_turn(app, t)   # Ann's setup picks
    settle(app, t)
    frames(app, 2)
    assert t.state.current_seat == 1
    assert isinstance(app.top, HandoverScene) and app.top.person == "Ben"
    assert t.card_viewer() is None
    assert t.renderer.scores() == bpp.shown_scores(t, t.state.scores())
    _confirm(app)
    assert t.card_viewer() == 1 and app.top is t


def test_no_hand_over_between_a_person_and_an_ai_nor_in_a_one_person_game(app):
    t = _start(app, SEATS2)
    assert app.top is t   # one person: their own cards are theirs to see
    assert t.card_viewer() == 0
    for _ in range(3):
        _play_turn(app, t)
        settle(app, t)
        frames(app, 3)
        assert app.top is t and t.card_viewer() == 0


def test_ai_turns_between_two_people_need_no_hand_over_until_the_other_person(app):
    t = _start(app, ANN_AI_BEN)
    _confirm(app)
    _play_turn(app, t)   # Ann -> Livia (AI): no hand-over, and no private card shows
    frames(app, 1)
    if t.state.current_seat == 1:
        assert app.top is t and t.card_viewer() is None
    settle(app, t)
    frames(app, 2)
    assert t.state.current_seat == 2
    assert isinstance(app.top, HandoverScene) and app.top.person == "Ben"


def test_the_menu_stays_reachable_from_the_hand_over(app):
    from game.scenes.pause import PauseScene
    _start(app, TWO_PEOPLE_AI)
    hand = app.top
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)   # Resume: back to the hand-over, cards still hidden
    assert app.top is hand


# ---------------------------------------------------------------------------- results
def test_the_results_list_every_fulfilled_card_with_its_payout(app):
    # a game played out where You fulfil a private and a Senate card and Livia a card You do not
    def want(st):
        a, b = st.fulfilled(0), st.fulfilled(1)
        return (any(c in st.private_cards(0) for c in a) and any(c in st.public_cards for c in a)
                and any(c not in a for c in b))
    seed = seed_where(1, SEATS2, lambda s: False, want)
    config = {"game": "picture-pie", "seed": seed, "seats": list(SEATS2), "options": CARDS}
    t = PicturePieTable(app, config)
    play_until(t.state, seed, lambda s: False)
    st = t.state
    assert st.is_terminal and want(st)
    categories, ledgers = ledger_table(st)
    cells = make_results(app, st, t.names, None).card_cells
    keys = [k for k, _label in categories]
    labels = dict(categories)
    mine = next(c for c in st.fulfilled(0) if c in st.private_cards(0))
    senate = next(c for c in st.fulfilled(0) if c in st.public_cards)
    assert labels[f"card:{mine}"] == f"  {st.card(mine).name} (private)"
    assert labels[f"card:{senate}"] == f"  {st.card(senate).name} (Senate card)"
    assert cells[0][f"card:{mine}"] == st.card(mine).payout
    assert f"card:{mine}" not in cells[1]
    # the row's points are the payouts of the cards listed under it, worked out card by card
    assert ledgers[0]["blueprints"] == sum(st.card(c).payout for c in st.fulfilled(0))
    assert keys.index("blueprints") < min(keys.index(f"card:{c}") for s in range(2)
                                         for c in st.fulfilled(s))
    for s in range(2):
        for c in st.fulfilled(s):
            assert cells[s][f"card:{c}"] == st.card(c).payout
        shown = [k for k in keys if k.startswith("card:") and k in cells[s]]
        assert sum(cells[s][k] for k in shown) == ledgers[s]["blueprints"]
    # over: every seat's cards are shown (the review's panel too) and the scores are whole
    assert t.card_viewer() is not None or st.is_terminal
    assert t.renderer.scores() == st.scores()
    assert not any(c.hidden for c in t.cards.content().cards)


# ---------------------------------------------------------------------------- drawing
def test_drawing_the_panel_and_the_hand_over_changes_nothing(app):
    from test_draw_pure import snapshot
    from game.scenes.registry import make_scene
    for name in ("pp-blueprints", "pp-handover"):
        scene = make_scene(name, app, 1)
        app.push(scene)
        frames(app, 2)
        surf = pygame.Surface(app.size)
        for target in [scene] + ([scene.table] if hasattr(scene, "table") else []):
            before = snapshot(target, app)
            scene.draw(surf)
            scene.draw(surf)
            assert snapshot(target, app) == before, name
        table = next(s for s in app.stack if isinstance(s, PicturePieTable))
        before = snapshot(table, app)
        table.draw(surf)
        assert snapshot(table, app) == before, name


def test_the_status_line_names_a_card_fulfilled_only_when_the_screen_may_show_it(app):
    t = _mid(app)
    st = t.state
    news = bpp.card_news(t, 0, ())
    for c in st.fulfilled(0):
        card = st.card(c)
        what = f"the Senate card {card.name}" if c in st.public_cards else card.name
        assert f"You fulfilled {what} (+{card.payout} at the end)." in news
    ai = next(a for a in range(1, 4)
              if any(c in st.private_cards(a) for c in st.fulfilled(a)))
    ai_private = [c for c in st.fulfilled(ai) if c in st.private_cards(ai)]
    news = bpp.card_news(t, ai, ())
    assert not any(st.card(c).name in news for c in ai_private)
    assert bpp.card_news(t, 0, tuple(st.fulfilled(0))) == ""   # nothing changed
    lost = next(c for c in st.private_cards(0) + st.public_cards
                if c not in st.fulfilled(0))
    card = st.card(lost)
    what = f"The Senate card {card.name}" if lost in st.public_cards else card.name
    assert f"{what} is no longer fulfilled for You." in \
        bpp.card_news(t, 0, tuple(st.fulfilled(0)) + (lost,))


@pytest.mark.parametrize("flip", [False, True])
def test_new_games_civic_blueprints_toggle_deals_the_cards_or_not(app, flip):
    from game.scenes.new_game import NewGameScene
    ng = NewGameScene(app, "picture-pie", seed=3)
    app.push(ng)
    frames(app, 1)
    toggle = next(w for w in ng.focus.widgets if w.key == "blueprints")
    assert toggle.label == "Civic Blueprints" and ng.value("blueprints") is True   # default on
    ng.focus.focus_key("blueprints")
    if flip:
        press(app, pygame.K_RETURN)
    assert ng.config()["options"]["blueprints"] is (not flip)
    ng.focus.focus_key("start")
    press(app, pygame.K_RETURN)
    frames(app, 2)
    t = next(s for s in app.stack if isinstance(s, PicturePieTable))
    assert t.state.blueprints_on is (not flip)
    assert (t.layout.cards_rect is None) is flip


def test_a_completion_note_leaves_the_cards_it_fulfils_to_their_own_note():
    from game.core.events import LedgerRow
    from game.scenes.picture_pie.ledger_panel import completion_parts
    before = (LedgerRow("base", "Base", 200), LedgerRow("blueprints", "Civic Blueprints", 0),
              LedgerRow("total", "Total", 200))
    after = (LedgerRow("base", "Base", 450), LedgerRow("blueprints", "Civic Blueprints", 200),
             LedgerRow("total", "Total", 650))
    # the Completed event's points are the monument's (250); the card's +200 is not among them
    assert completion_parts(before, after, 250) == [("base", 250)]


def test_a_pad_opens_the_panel_with_l3_reaches_it_with_x_and_reads_a_card_with_a(app):
    from game.app.testing import pad_button
    t = _mid(app)
    pad_button(app, pygame.CONTROLLER_BUTTON_LEFTSTICK)
    assert t.cards.open
    for _ in range(8):
        if t.interaction.zone == "cards":
            break
        pad_button(app, pygame.CONTROLLER_BUTTON_X)      # next area
    assert t.interaction.zone == "cards"
    assert ("L3", "hide") in t.interaction.key_hints()
    pad_button(app, pygame.CONTROLLER_BUTTON_A)
    card = t.cards.content().cards[0]
    assert t.message.startswith(f"Private card {card.name} (+{card.payout})")


def test_a_hidden_blueprints_row_still_says_why_it_shows_nothing():
    """QA: another person's ledger dropped its Civic Blueprints row when only a private card
    (hidden on this turn) was fulfilled; the row stays with its note."""
    from dataclasses import replace as _replace

    from game.games import new_state
    from game.scenes.picture_pie.ledger_panel import ledger_lines
    st = new_state("picture-pie", 2, 3, blueprints=True)
    rows = tuple(_replace(r, points=0, detail="Private cards shown on Player 1's turn")
                 if r.category == "blueprints" else r for r in st.ledger(0).rows)
    lines = ledger_lines(st, 0, rows=rows)
    assert ("Civic Blueprints", "Private cards shown on Player 1's turn", 0) in lines
    plain = ledger_lines(st, 0)   # nothing fulfilled, nothing to say: left out
    assert not any(label == "Civic Blueprints" for label, _d, _p in plain)

@pytest.mark.parametrize("size", [(640, 400), (1280, 720), (1920, 1080)])
def test_a_pad_picked_cards_tooltip_sits_by_the_card_off_the_board(tmp_path, size):
    from game.app.testing import pad_button
    from game.scenes.registry import make_scene
    app = make_app(tmp_path, size=size)
    t = app.push(make_scene("pp-blueprints", app, 1))
    frames(app, 2)
    for _ in range(8):
        if t.interaction.zone == "cards":
            break
        pad_button(app, pygame.CONTROLLER_BUTTON_X)      # next area
    assert t.interaction.zone == "cards" and t.cards.open
    for k in range(len(t.cards.content().cards)):
        frames(app, 1)
        box = t.cards.geometry().boxes[t.cards.picked()]
        text, anchor = t.cards.tooltip(t.layout)
        at = t.cards.tooltip_rect(t.layout)
        assert anchor == box and at is not None
        assert at.top == box.bottom + 4 or at.bottom == box.y - 4      # by the card
        assert box.left <= at.left and at.right <= box.right          # in its column
        assert not at.colliderect(t.layout.board)                     # never on the board
        assert pygame.Rect(0, 0, *size).contains(at)
        pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
