"""The Akropolis Pantheon table (issue 15) driven by posted pygame events: a complete 3-seat game
(one person and two AI teammates) to its results with a Capital placement, a gift and a
challenge completed through the altar prompt when the game offers one; the hand-over between
two people (the hand hidden before it, the menu reachable from it); the gift dialog's tax line
and refusals; Discard and Unlock behind a confirm naming the cost; the altar prompt on a
prepared state; the results against the Scenario's tiers."""

from __future__ import annotations

import pygame

from game.app.testing import click, frames, make_app, press
from game.core.akropolis.pantheon_actions import CompleteChallenge, GiveStones, PlaceTile
from game.core.hexgrid import distance
from game.render import palette as P
from game.render.fonts import font
from game.scenes.akropolis.pantheon_demo import PEOPLE2, found_state, meeting_placement
from game.scenes.akropolis.pantheon_gift import GiftDialog, gift_line
from game.scenes.akropolis.pantheon_results import PantheonResults
from game.scenes.akropolis.pantheon_table import PantheonTable
from game.scenes.dialogs import ConfirmScene
from game.scenes.handover import HandoverScene
from game.scenes.pause import PauseScene

SOLO3 = [{"name": "You", "kind": "person"}, {"name": "Pericles", "kind": "ai", "ai": "easy"},
         {"name": "Aspasia", "kind": "ai", "ai": "easy"}]


def cfg(seats, seed=3, scenario="corinth"):
    return {"game": "akropolis", "seed": seed, "seats": seats, "ai_delay": 0,
            "options": {"scenario": scenario}}


def open_table(tmp_path, config, state=None, size=(1280, 720)):
    app = make_app(tmp_path, size=size)
    table = PantheonTable(app, config, state=state)
    app.push(table)
    frames(app, 2)
    return app, table


def wait(app, table, done, limit=4000):
    for _ in range(limit):
        if done():
            return
        frames(app, 1, dt=0.05)
    raise AssertionError(f"never came: seat {table.state.current_seat}, phase "
                         f"{table.state.phase}, top {app.top.name}, notices "
                         f"{table.session.notices}, message {table.message!r}")


def person_ready(app, table):
    return table.state.is_terminal or (table.person_turn and app.top is table
                                       and table.hand_shown_seat() is not None
                                       and table.state.phase == table.PLACE_PHASE)


def place_by_events(app, table, action: PlaceTile) -> None:
    """As a player: the target button, the hand tile, E to turn, a click on the spot (proposes),
    a second click (confirms)."""
    if table.target != action.target:
        click(app, table.target_rects[action.target].center)
    assert table.target == action.target
    index = table.hand.index(action.tile_id)
    click(app, table.hand_tile_pos(index))
    assert table.selected == index
    for _ in range((action.rotation - table.rotation) % 6):
        press(app, pygame.K_e)
    assert table.rotation == action.rotation
    pos = table.hex_screen_pos(action.q, action.r)
    if not table.city_fit_area().collidepoint(pos) or table.pick(pos) != (action.q, action.r):
        press(app, pygame.K_f)
        pos = table.hex_screen_pos(action.q, action.r)
    click(app, pos)
    assert table.proposed, (table.message, pos, table.anchor, action, table.viewed)
    assert table.anchor == (action.q, action.r)
    click(app, pos)


def place_altar_by_events(app, table) -> None:
    """Click the marked Capital plaza until the altar stands on it."""
    assert table.altar_for is not None and table.viewed == table.capital_view
    spot = table.altar_spot
    if spot is None:   # met, but no free plaza of its colour: said, and Esc skips it
        assert table.message_bad and "no free" in table.message
        press(app, pygame.K_ESCAPE)
        return
    before = len(table.state.altars)
    for _ in range(2):
        if len(table.state.altars) > before:
            break
        click(app, table.hex_screen_pos(*spot))
    assert table.state.altars.get(spot) == table.challenge_def(
        table.state.completed[-1]).color


def give_by_events(app, table, to_seat: int, n: int) -> None:
    click(app, table.panel_parts()["gift"].rect.center)
    dialog = app.top
    assert isinstance(dialog, GiftDialog)
    to = next(w for w in dialog.focus.widgets if w.key == "to")
    while dialog.to_seat != to_seat:
        click(app, (to.rect.right - 10, to.rect.centery))
    amount = next(w for w in dialog.focus.widgets if w.key == "amount")
    while dialog.amount < n:
        click(app, (amount.rect.right - 10, amount.rect.centery))
    give = next(w for w in dialog.focus.widgets if w.key == "give")
    click(app, give.rect.center)


def end_turn_by_click(app, table) -> None:
    button = next(b for b in table.buttons if b.key == "finish")
    assert button.enabled
    click(app, button.rect.center)


def quiet_city_placement(st):
    """A City placement of the seat to move that meets no challenge (no altar prompt)."""
    for a in st.legal_actions():
        if isinstance(a, PlaceTile) and a.target == "city":
            after = st.copy()
            after.apply(a)
            if not after.completable():
                return a
    return None


def test_the_turn_waits_after_the_placement_for_gifts_undo_and_end_turn(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    action = quiet_city_placement(st)
    hand_before = st.hand(0)
    place_by_events(app, table, action)
    frames(app, 3)
    assert st.current_seat == 0 and st.phase == "placed" and app.top is table
    assert table.status_text()[0].startswith("Tile placed: give stones, discard or unlock, Z undo")
    assert "End turn" in table.status_text()[0]
    finish = next(b for b in table.buttons if b.key == "finish")
    assert finish.enabled
    press(app, pygame.K_z)                # Z takes the placement back: choosing again
    assert st.phase == "turn" and st.hand(0) == hand_before and st.current_seat == 0
    assert not next(b for b in table.buttons if b.key == "finish").enabled
    place_by_events(app, table, action)
    assert st.phase == "placed"
    if st.stones[0] >= 2:                 # a gift after the placement
        before = list(st.stones)
        give_by_events(app, table, 1, 1)
        assert st.stones[0] == before[0] - 2 and st.stones[1] == before[1] + 1
        assert st.current_seat == 0 and st.phase == "placed"
    cid, _, discard = table.panel_parts()["challenges"][0]
    if st.stones[0] >= 1:                 # a discard after the placement
        click(app, discard.rect.center)
        yes = next(w for w in app.top.focus.widgets if w.key == "yes")
        click(app, yes.rect.center)
        assert cid in st.discarded and st.current_seat == 0
    press(app, pygame.K_t)                # T (no tile held): End turn
    assert st.current_seat == 1 and len(st.hand(0)) == 3


def test_a_complete_three_seat_game_through_the_table(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    st = table.state
    gave = capital = completed = False
    seen_handover = False
    for _ in range(80):
        wait(app, table, lambda: person_ready(app, table))
        seen_handover |= isinstance(app.top, HandoverScene)
        if st.is_terminal:
            break
        assert table.hand_shown_seat() == 0 and len(table.hand) >= 1   # one person: shown
        if not gave and st.stones[0] >= 2:
            mate = 1 if st.stones[1] <= st.stones[2] else 2
            before = list(st.stones)
            give_by_events(app, table, mate, 1)
            assert st.stones[0] == before[0] - 2 and st.stones[mate] == before[mate] + 1
            gave = True
        # compact cities: the spot nearest the centre first (every board stays on screen)
        legal = sorted((a for a in st.legal_actions() if isinstance(a, PlaceTile)),
                       key=lambda a: (distance((a.q, a.r), (0, 0)), a.q, a.r, a.rotation,
                                      a.tile_id))
        action = None
        if not capital and st.stones[0] >= 1:
            action = next(a for a in legal if a.target == "capital")
        elif not completed:
            action = meeting_placement(st)
        if action is None:
            action = next(a for a in legal if a.target == "city")
        seat_before, cap_before = st.current_seat, len(st.capital.cells)
        place_by_events(app, table, action)
        if action.target == "capital":
            assert len(st.capital.cells) == cap_before + 3
            capital = True
        if table.altar_for is not None:
            place_altar_by_events(app, table)
            completed = bool(st.completed)
        while table.altar_for is not None:   # a second challenge met by the same tile
            place_altar_by_events(app, table)
        assert st.current_seat == seat_before and st.phase == "placed"   # the turn waits
        end_turn_by_click(app, table)
        wait(app, table, lambda: st.is_terminal or st.current_seat != seat_before)
    assert st.is_terminal and gave and capital
    assert completed and st.completed   # a challenge completed, its altar placed by clicks
    assert not seen_handover   # one person at the screen: never a hand-over
    wait(app, table, lambda: isinstance(app.top, PantheonResults))
    res = app.top
    assert res.total == st.capital_ledger()["total"] and res.tier == st.tier()
    assert res.targets == st.targets()
    assert res.verdict.startswith("The team wins" if st.tier() >= 1 else "The team loses")
    assert res.winners == ([0] if st.tier() >= 1 else [])
    keys = [w.key for w in res.focus.widgets]
    assert keys == ["play-again", "boards", "title"]   # no dead end
    click(app, next(w for w in res.focus.widgets if w.key == "boards").rect.center)
    assert app.top is table and table.review_mode and table.viewed == table.capital_view
    click(app, table.tabs[1].center)                   # the final Cities, read-only
    assert table.viewed == 0
    click(app, table.back_button.rect.center)
    assert app.top is res


def test_hand_over_between_two_people_hides_the_hand(tmp_path):
    app, table = open_table(tmp_path, cfg(PEOPLE2, seed=4))
    st = table.state
    frames(app, 2)
    assert isinstance(app.top, HandoverScene) and app.top.person == "Ann"
    assert not app.top.transparent        # the table (and the hand) is not drawn below
    assert table.hand_shown_seat() is None and table.hand == ()
    press(app, pygame.K_ESCAPE)           # the menu is reachable from the hand-over
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, HandoverScene)
    frames(app, 10, dt=0.05)              # past the guard against a held key
    press(app, pygame.K_RETURN)
    assert app.top is table and table.hand_shown_seat() == 0
    assert table.hand == st.hand(0)
    action = next(a for a in st.legal_actions()
                  if isinstance(a, PlaceTile) and a.target == "city")
    place_by_events(app, table, action)
    if table.altar_for is not None:
        press(app, pygame.K_ESCAPE)       # skip the challenge
    assert st.current_seat == 0 and not isinstance(app.top, HandoverScene)   # the turn waits
    press(app, pygame.K_t)                # T: End turn once the tile is placed
    wait(app, table, lambda: st.current_seat == 1)
    frames(app, 2)
    assert isinstance(app.top, HandoverScene) and app.top.person == "Ben"
    assert table.hand_shown_seat() is None and table.hand == ()   # Ben's hand still hidden
    frames(app, 10, dt=0.05)
    click(app, app.top.button.center)
    assert app.top is table and table.hand_shown_seat() == 1 and table.hand == st.hand(1)


def test_gift_dialog_shows_the_tax_and_refuses_what_the_state_refuses(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    assert gift_line(2, "Ben") == "Give 2 stones: costs you 4 (2 to Ben, 2 to the reserve)"
    click(app, table.panel_parts()["gift"].rect.center)
    dialog = app.top
    assert isinstance(dialog, GiftDialog)
    have = st.stones[0]
    amount = next(w for w in dialog.focus.widgets if w.key == "amount")
    while dialog.amount * 2 <= have:
        click(app, (amount.rect.right - 10, amount.rect.centery))
    reason = st.why_illegal(GiveStones(dialog.to_seat, dialog.amount))
    assert reason and dialog.refusal == reason[:1].upper() + reason[1:]
    give = next(w for w in dialog.focus.widgets if w.key == "give")
    assert not give.enabled
    click(app, give.rect.center)
    assert app.top is dialog and st.stones[0] == have   # refused: nothing changed
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_discard_and_unlock_confirm_their_cost(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    cid, _, discard = table.panel_parts()["challenges"][0]
    have = st.stones[0]
    click(app, discard.rect.center)
    assert isinstance(app.top, ConfirmScene) and "Costs you 1 stone" in app.top.detail
    yes = next(w for w in app.top.focus.widgets if w.key == "yes")
    click(app, yes.rect.center)
    assert app.top is table and cid not in st.challenges and st.stones[0] == have - 1
    _, unlock = table.panel_parts()["locked"]
    assert st.stones[0] < 5
    click(app, unlock.rect.center)   # too few stones: the state's refusal, said at once
    assert app.top is table and table.message_bad and "5 stones" in table.message
    assert len(st.slots) == 3
    st.stones[0] = 6                 # a prepared state: enough stones to unlock
    table.session.version += 1
    frames(app, 1)
    _, unlock = table.panel_parts()["locked"]
    click(app, unlock.rect.center)
    assert isinstance(app.top, ConfirmScene) and "Costs you 5 stones" in app.top.detail
    yes = next(w for w in app.top.focus.widgets if w.key == "yes")
    click(app, yes.rect.center)
    assert app.top is table and len(st.slots) == 4 and st.stones[0] == 1


def test_panel_buttons_by_keyboard(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    press(app, pygame.K_DOWN)
    assert table.panel_focus == 0
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene)
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_altar_prompt_after_a_city_placement(tmp_path):
    seed, st = found_state(3, 3, turns=6, want=lambda s: meeting_placement(s) is not None)
    action = meeting_placement(st)
    assert action is not None
    app, table = open_table(tmp_path, cfg(SOLO3, seed=seed), state=st)
    wait(app, table, lambda: person_ready(app, table))
    place_by_events(app, table, action)
    assert table.altar_for in st.completable()
    assert table.viewed == table.capital_view
    spots = table.altar_spots(table.altar_for)
    colour = table.challenge_def(table.altar_for).color
    assert spots and all(st.capital.cells[p].color == colour for p in spots)
    assert all(st.why_illegal(CompleteChallenge(table.altar_for, *p)) is None for p in spots)
    assert "altar" in table.status_text()[0]
    cid = table.altar_for
    place_altar_by_events(app, table)
    assert cid in st.completed and cid not in st.challenges


def test_capital_target_is_chosen_explicitly_and_costs_a_stone(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    click(app, table.hand_tile_pos(0))
    assert table.target == "city" and table.viewed == 0
    press(app, pygame.K_t)   # T switches the target while a tile is held
    assert table.target == "capital" and table.viewed == table.capital_view
    info = table.placement_preview()
    assert info is not None
    if info["legal"]:
        words = [t for t, _ in table.preview_words(info)]
        assert "Capital" in words and any(w.startswith("stones ") for w in words)
    press(app, pygame.K_t)
    assert table.target == "city" and table.viewed == st.current_seat


def test_small_window_fits(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3), size=(640, 400))
    wait(app, table, lambda: person_ready(app, table))
    for b in table.buttons + table.panel_buttons():
        assert pygame.Rect(0, 0, 640, 400).contains(b.rect), b.key
    for r in table.tabs:
        assert table.view_rect.contains(r)


def test_hand_over_names_the_real_hand_size(tmp_path):
    """Near the end a hand holds fewer than 3 tiles: the hand-over says how many, pluralised."""
    app, table = open_table(tmp_path, cfg(PEOPLE2, seed=4))
    st = table.state
    assert isinstance(app.top, HandoverScene)
    assert app.top.note == "Ann's hand of 3 tiles stays hidden until Ann has the screen."
    st._hands[1] = st._hands[1][:1]      # a prepared state: Ben holds his last tile
    assert table.handover_note(1) == "Ben's hand of 1 tile stays hidden until Ben has the screen."
    frames(app, 10, dt=0.05)
    press(app, pygame.K_RETURN)
    action = quiet_city_placement(st)
    place_by_events(app, table, action)
    press(app, pygame.K_t)
    frames(app, 2)
    assert isinstance(app.top, HandoverScene) and app.top.person == "Ben"
    assert "hand of 1 tile stays hidden" in app.top.note


def _near(c, want, tol=40):
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(c[:3], want[:3]))


def test_move_log_reports_gifts_and_the_teammates_moves(tmp_path):
    app, table = open_table(tmp_path, cfg(SOLO3))
    wait(app, table, lambda: person_ready(app, table))
    st = table.state
    assert table.log_lines() == []
    give_by_events(app, table, 1, 1)
    assert table.log_lines()[-1].text == "You gave 1 stone to Pericles"
    place_by_events(app, table, quiet_city_placement(st))
    assert table.log_lines()[-1].text.startswith("You placed a tile in your City")
    press(app, pygame.K_t)                           # End turn: the AI teammates play
    wait(app, table, lambda: person_ready(app, table))
    texts = [ln.text for ln in table.log_lines()]
    assert any(t.startswith("Pericles placed a tile in") for t in texts)
    assert any(t.startswith("Aspasia placed a tile in") for t in texts)
    frames(app, 2)
    last = table.log_lines()[-table.log_rows():]
    r = table.log_rect()
    lh = font(table.log_size()).get_linesize()
    for i, ln in enumerate(last):                    # each line's seat-coloured dot is drawn
        dot = (r.x + int(10 * table.u), r.y + int(4 * table.u) + i * lh + lh // 2)
        assert _near(app.screen.get_at(dot), P.SEAT_COLORS[ln.seat % len(P.SEAT_COLORS)])
    press(app, pygame.K_c)                           # the All view shows it too
    frames(app, 2)
    assert table.overview_on
    assert all(not r.colliderect(o) for _, o in table.overview_rects())
    dot = (r.x + int(10 * table.u), r.y + int(4 * table.u) + lh // 2)
    assert _near(app.screen.get_at(dot), P.SEAT_COLORS[last[0].seat % len(P.SEAT_COLORS)])
