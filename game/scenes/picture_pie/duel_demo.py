"""Senate Wonder Duel demo scenes for ``main.py --scene NAME`` (seeded, reproducible).

- "pp-duel": a Duel mid-game (round 6), the person seat ("You") to play with a tile drafted and
  its ghost over the placement that completes a monument for them if there is one (the hint
  then names the control it gives), else over the placement worth most.
- "pp-duel-results": a finished Duel on its Results screen.
"""

from __future__ import annotations

from game.ai import make_player
from game.core.picture_pie.actions import Place
from game.core.state import IllegalAction
from game.scenes.picture_pie.duel_table import DuelTable, new_duel_state
from game.scenes.picture_pie.table import GAME_ID

SEATS = [{"name": "You", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "greedy"}]


def duel_config(seed: int, seats=None) -> dict:
    """A New Game config of the Duel mode."""
    return {"game": GAME_ID, "seed": seed, "seats": list(seats or SEATS),
            "options": {"duel": True}}


def greedy_until(state, seed: int, stop) -> None:
    """Both seats play the greedy AI until ``stop(state)`` or the end of the game."""
    players = [make_player("greedy", GAME_ID, seed * 7 + i) for i in range(2)]
    for _ in range(20000):
        if state.is_terminal or stop(state):
            return
        state.apply(players[state.current_seat].choose(state))


def _gain(state, action) -> tuple[int, int]:
    """(completes a monument the seat then controls: 1/0, the seat's score change) of a
    placement: what the demo's ghost is pointed at."""
    seat = state.current_seat
    after = state.copy()
    try:
        after.apply(action)
    except IllegalAction:
        return (-1, 0)
    won = int(state.controller(action.site) is None and after.controller(action.site) == seat)
    return won, after.scores()[seat] - state.scores()[seat]


def _places(state) -> list:
    """The placements of the tiles in hand."""
    return [a for a in state.legal_actions() if isinstance(a, Place) and a.tile_id in state.hand]


def _drafted(state):
    """``state`` after the person's draft: the first draft (in the core's order) after which a
    tile in hand completes a monument the person then controls; None when no draft does."""
    for action in state.legal_actions():
        trial = state.copy()
        trial.apply(action)
        if any(_gain(trial, a)[0] == 1 for a in _places(trial)):
            return trial
    return None


def duel_mid_game(app, seed: int, rounds: int = 6) -> DuelTable:
    """A Duel from round ``rounds`` on (a few rounds later at most) with the person seat to
    place a drafted tile, its ghost over the best placement (one that wins a monument when a
    draft allows it)."""
    config = duel_config(seed)
    state = new_duel_state(config)
    for target in range(rounds, rounds + 4):
        greedy_until(state, seed, lambda s: s.round >= target and s.current_seat == 0
                     and s.stage == "draft")
        found = None if state.is_terminal else _drafted(state)
        if found is not None:
            state = found
            break
    if not state.is_terminal and state.stage == "draft":
        state.apply(make_player("greedy", GAME_ID, seed).choose(state))
    state.events = []
    table = DuelTable(app, config, state=state)
    places = _places(state)
    if places:
        table.interaction.aim(max(places, key=lambda a: (_gain(state, a), -a.site)))
    return table


def _table(app, seed):
    return duel_mid_game(app, seed)


def _results(app, seed):
    config = duel_config(seed)
    state = new_duel_state(config)
    greedy_until(state, seed, lambda s: False)
    table = DuelTable(app, config, state=state)
    app.push(table)
    table.results_scene = table.make_results()
    table.results_scene.revealed_all = True   # a demo (screenshot) shows the finished tally
    return table.results_scene


DEMO_SCENES = {"pp-duel": _table, "pp-duel-results": _results}
