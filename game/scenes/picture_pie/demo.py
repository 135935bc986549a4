"""Picture Pie demo scenes for ``main.py --scene NAME`` (seeded, reproducible).

- "pp-table": 4 seats mid-game (round 6), the person seat (seat 1, "You") to play, a tile drafted
  and the ghost shown over a site.
- "pp-setup": a 2-seat game at the setup picks (PP-12).
- "pp-results": a finished 2-seat game with Civic Blueprints on the Results screen.
- "pp-ledger": the "pp-table" game with the person's Imperial Builder Ledger open over it.
- "pp-blueprints": 4 seats with Civic Blueprints (PP-22) at round 7, the person to play, the
  Blueprint panel open (the first seed from the given one where a private card of the person's
  is fulfilled).
- "pp-handover": two people and an AI at one screen, the second person to play: the
  "Pass to Ben" screen that hides the table and its private cards.
- "pp-completion-burst": the "pp-table" game (or the first seed from the given one where the
  person's tile in hand completes a monument) just after that completing placement: the wedge
  flies in, the rings sweep out and the Laurel Wreath tokens burst and fall (physics).
- the Senate Wonder Duel's scenes ("pp-duel", "pp-duel-results"): game.scenes.picture_pie.duel_demo.
"""

from __future__ import annotations

from game.ai import make_player
from game.core.picture_pie.actions import Place
from game.core.picture_pie.state import PicturePieState
from game.scenes.picture_pie.duel_demo import DEMO_SCENES as DUEL_SCENES
from game.scenes.picture_pie.ledger_panel import LedgerPanel
from game.scenes.picture_pie.results import make_results
from game.scenes.picture_pie.table import PicturePieTable, new_state

GAME_ID = PicturePieState.GAME_ID

SEATS4 = [{"name": "You", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "greedy"},
          {"name": "Marcus", "kind": "ai", "ai": "greedy"},
          {"name": "Octavia", "kind": "ai", "ai": "greedy"}]
SEATS2 = [{"name": "You", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "greedy"}]
#: the Campaign's options with the Civic Blueprints dealt (PP-22)
CARDS = {"blueprints": True}
PEOPLE2 = [{"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"},
           {"name": "Livia", "kind": "ai", "ai": "greedy"}]


def play_until(state, seed: int, stop) -> None:
    """Play every seat with the greedy AI until ``stop(state)`` is true or the game ends."""
    players = [make_player("greedy", GAME_ID, seed * 7 + i) for i in range(state.num_seats)]
    guard = 0
    while not state.is_terminal and not stop(state) and guard < 20000:
        state.apply(players[state.current_seat].choose(state))
        guard += 1


def table_mid_game(app, seed: int, seats=None, rounds: int = 6, draft: bool = True,
                   seat: int = 0, options: dict | None = None):
    """A table at round ``rounds`` with ``seat`` (a person) to play; with ``draft`` the person
    has already drafted (the hand and the ghost preview show).  ``options``: the Campaign's
    (default none: no Civic Blueprints)."""
    config = {"game": GAME_ID, "seed": seed, "seats": list(seats or SEATS4),
              "options": dict(options or {})}
    state = new_state(config)
    play_until(state, seed, lambda s: s.round >= rounds and s.current_seat == seat
               and s.stage == "draft")
    if draft and not state.is_terminal:
        player = make_player("greedy", GAME_ID, seed)
        state.apply(player.choose(state))
        state.events = []
    table = PicturePieTable(app, config, state=state)
    # point the ghost at the placement worth most now, so the ghost and its score change show
    ui = table.interaction
    if ui.chosen is not None:
        best = None
        for a in state.legal_actions():
            if isinstance(a, Place) and a.tile_id in state.hand:
                gain = state.preview(a)["total"]
                if best is None or gain > best[0]:
                    best = (gain, a)
        if best is not None:
            ui.aim(best[1])
    return table


def _table(app, seed):
    return table_mid_game(app, seed)


def _setup(app, seed):
    # the person seat picks first in this demo: the first seed from ``seed`` on where it does
    s = seed
    while new_state({"seats": SEATS2, "seed": s}).first_seat != 0:
        s += 1
    config = {"game": GAME_ID, "seed": s, "seats": list(SEATS2), "options": {}}
    return PicturePieTable(app, config)


def _results(app, seed):
    config = {"game": GAME_ID, "seed": seed, "seats": list(SEATS2), "options": CARDS}
    state = new_state(config)
    play_until(state, seed, lambda s: False)
    table = PicturePieTable(app, config, state=state)
    app.push(table)
    table.results_scene = make_results(app, state, table.names, table.play_again, table=table)
    table.results_scene.revealed_all = True   # a demo (screenshot) shows the finished tally
    return table.results_scene


def _ledger(app, seed):
    table = table_mid_game(app, seed)
    app.push(table)
    return LedgerPanel(app, table.state, table.names, 0)


def seed_where(seed: int, seats, stop, want, tries: int = 40) -> int:
    """The first seed from ``seed`` on whose game, played by the greedy AI until ``stop``,
    satisfies ``want(state)`` (``seed`` itself when none of ``tries`` does)."""
    for s in range(seed, seed + tries):
        state = new_state({"seats": seats, "seed": s, "options": CARDS})
        play_until(state, s, stop)
        if want(state):
            return s
    return seed


def person_fulfilled(state) -> bool:
    """Seat 0 fulfils one of its private cards, and not every card."""
    done = state.fulfilled(0)
    return any(c in state.private_cards(0) for c in done) and len(done) < 5


def _blueprints(app, seed):
    # the first game from ``seed`` on where the person has fulfilled a card by round 7
    at7 = (lambda s: s.round >= 7 and s.current_seat == 0 and s.stage == "draft")
    table = table_mid_game(app, seed_where(seed, SEATS4, at7, person_fulfilled), rounds=7,
                           options=CARDS)
    table.cards.open = True
    table.sync_layout()
    return table


def _handover(app, seed):
    table = table_mid_game(app, seed, seats=PEOPLE2, rounds=4, draft=False, seat=1,
                           options=CARDS)
    table.screen_holder = 0   # Ann played last: Ben is to take the screen
    app.push(table)
    return table.handover_scene()


def completing_place(state):
    """A legal placement of a tile in hand that completes its Monument Site, or None."""
    for a in state.legal_actions():
        if isinstance(a, Place) and a.tile_id in state.hand:
            site = state.boards[state.current_seat].sites[a.site]
            if site.filled + state.tiles[a.tile_id].size == 8:
                return a
    return None


def _completion_burst(app, seed):
    for s in range(seed, seed + 40):
        table = table_mid_game(app, s)
        action = completing_place(table.state)
        if action is not None:
            break
    if action is not None:
        table.act(action)   # the flight, the flourish and the burst start (animator.py)
    return table


DEMO_SCENES = {"pp-table": _table, "pp-completion-burst": _completion_burst, "pp-setup": _setup, "pp-results": _results,
               "pp-ledger": _ledger, "pp-blueprints": _blueprints, "pp-handover": _handover,
               **DUEL_SCENES}
