"""Demo scenes of the Akropolis Pantheon table (issue 15) for ``--scene NAME`` and tests.

- ``ak-pantheon``: 3 Architects (you and two AI teammates) mid-game, your turn, a hand tile
  picked with its ghost over your City.
- ``ak-pantheon-to-capital``: that tile's target switched to the Capital (1 stone), its ghost
  there.
- ``ak-pantheon-overview``: the ``ak-pantheon-capital`` game, every board at once.
- ``ak-pantheon-capital``: the same kind of game later on, the Capital shown with the Divine
  Altars raised on its plazas (seeded turns that complete every challenge they can).
- ``ak-pantheon-handover``: two people and an AI teammate at one screen: "Pass to Ben".
- ``ak-pantheon-altar``: the altar prompt after a City placement that met a challenge (the
  Capital's free plazas of its colour marked), when the seeded game reaches one.
- ``ak-pantheon-gift``: the gift dialog over the table.
- ``ak-pantheon-results``: a finished 3-seat game's results.
"""

from __future__ import annotations

from game.core.akropolis import AkropolisState
from game.core.akropolis.pantheon_actions import CompleteChallenge, PlaceTile
from game.ai import make_player
from game.games import new_state
from game.scenes.akropolis.pantheon_gift import GiftDialog
from game.scenes.akropolis.pantheon_results import PantheonResults
from game.scenes.akropolis.pantheon_table import PantheonTable

GAME_ID = AkropolisState.GAME_ID

SEATS3 = [{"name": "You", "kind": "person"}, {"name": "Pericles", "kind": "ai", "ai": "greedy"},
          {"name": "Aspasia", "kind": "ai", "ai": "greedy"}]
PEOPLE2 = [{"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"},
           {"name": "Pericles", "kind": "ai", "ai": "greedy"}]


def played_state(players: int, seed: int, *, turns: int = 0, to_seat: int | None = 0,
                 to_end: bool = False, want=None, scenario: str = "corinth", max_actions=900):
    """A seeded Pantheon game played by Easy AI teammates in every seat (pure core, no scene):
    ``turns`` placements made, then until ``to_seat`` is to place (and ``want(state)`` holds),
    or to the end."""
    st = new_state(GAME_ID, players, seed, scenario=scenario)
    ais = [make_player("easy", GAME_ID, seed * 7919 + s) for s in range(players)]
    placed = 0
    for _ in range(max_actions):
        if st.is_terminal:
            break
        if not to_end and placed >= turns and st.phase == PantheonTable.PLACE_PHASE \
                and (to_seat is None or st.current_seat == to_seat) \
                and (want is None or want(st)):
            break
        action = ais[st.current_seat].choose(st)
        placed += isinstance(action, PlaceTile)
        st.apply(action)
    return st


def found_state(players: int, seed: int, tries: int = 8, **kw):
    """(seed, state): :func:`played_state` from ``seed`` on, the first seeded game that reaches
    what ``kw`` asks for before its end (the last one tried otherwise)."""
    for k in range(tries):
        st = played_state(players, seed + k, **kw)
        if not st.is_terminal:
            return seed + k, st
    return seed + tries - 1, st


def _table(app, seed, state, seats=SEATS3):
    cfg = {"game": GAME_ID, "seed": seed, "seats": seats, "options": {"scenario": "corinth"}}
    return PantheonTable(app, cfg, state=state)


def _preselect(table) -> None:
    """Pick hand tile 0 and put its ghost on the highest legal spot of the City."""
    if not table.select_tile(0):
        return
    city = table.view_city(table.target_view())
    places = city.legal_placements()
    if places:
        q, r, rot = max(places, key=lambda p: (city.height(p[0], p[1]), -abs(p[0]) - abs(p[1]), p))
        table.rotation, table.anchor = rot, (q, r)


def ak_pantheon(app, seed: int):
    table = _table(app, seed, played_state(3, seed, turns=12))
    _preselect(table)
    return table


def ak_pantheon_to_capital(app, seed: int):
    """The ``ak-pantheon`` game with the tile's target switched to the Capital (1 stone)."""
    table = ak_pantheon(app, seed)
    table.set_target("capital")
    cap = table.state.capital
    places = cap.legal_placements()
    if places:
        q, r, rot = max(places, key=lambda p: (cap.height(p[0], p[1]), -abs(p[0]) - abs(p[1]), p))
        table.rotation, table.anchor = rot, (q, r)
    return table


def ak_pantheon_overview(app, seed: int):
    """The ``ak-pantheon-capital`` game with every board shown at once."""
    table = ak_pantheon_capital(app, seed)
    table.overview_on = True
    return table


def ak_pantheon_capital(app, seed: int):
    seed, st = found_state(3, seed, turns=14, want=lambda s: len(s.altars) >= 2)
    table = _table(app, seed, st)
    table.view(table.capital_view, center=True)
    return table


def ak_pantheon_handover(app, seed: int):
    table = _table(app, seed, played_state(3, seed, turns=7, to_seat=1), seats=PEOPLE2)
    table.screen_holder = 0   # Ann played last: Ben is to take the screen
    app.push(table)
    return table.handover_scene()


def meeting_placement(state):
    """The first City placement of the seat to play that meets a challenge with a free altar
    plaza, or None."""
    for a in state.legal_actions():
        if isinstance(a, PlaceTile) and a.target == "city":
            after = state.copy()
            after.apply(a)
            if any(isinstance(c, CompleteChallenge) for c in after.legal_actions()):
                return a
    return None


def ak_pantheon_altar(app, seed: int):
    seed, st = found_state(3, seed, turns=6, want=lambda s: meeting_placement(s) is not None)
    table = _table(app, seed, st)
    action = meeting_placement(st)
    if action is not None:
        table.act(action)   # the table's own flow opens the altar prompt
    return table


def ak_pantheon_gift(app, seed: int):
    table = _table(app, seed, played_state(3, seed, turns=9))
    app.push(table)
    return GiftDialog(app, table, 1)


def ak_pantheon_results(app, seed: int):
    for k in range(6):   # the first seeded game from ``seed`` on whose Capital scores
        st = played_state(3, seed + k, to_end=True)
        if st.capital_ledger()["total"] > 0:
            break
    table = _table(app, seed + k, st)
    res = PantheonResults(app, table)
    table.results_scene = res
    return res


DEMO_SCENES = {"ak-pantheon": ak_pantheon, "ak-pantheon-capital": ak_pantheon_capital,
               "ak-pantheon-to-capital": ak_pantheon_to_capital,
               "ak-pantheon-overview": ak_pantheon_overview,
               "ak-pantheon-handover": ak_pantheon_handover, "ak-pantheon-altar": ak_pantheon_altar,
               "ak-pantheon-gift": ak_pantheon_gift, "ak-pantheon-results": ak_pantheon_results}
