"""Demo scenes of the Akropolis table for ``--scene NAME`` and tests (issue 5).

- ``ak-table``: 4 seats late in play (seeded turns until a city reaches level 3 somewhere), the
  person seat (seat 0) to play, a tile picked and its ghost over a raised spot.
- ``ak-solo``: solo against Hippodamos, mid-play.
- ``ak-results``: a finished 2-seat game's results.
- ``ak-overview``: the ``ak-table`` game with no tile picked, every city shown at once (each
  seat's last move outlined) beside the move log (issue 9).
- ``ak-heights``: the ``ak-table`` game with no tile picked, in the height view (issue 9).
- ``ak-athena-*``: the Athena table (issue 14), see game.scenes.akropolis.athena_demo.
- ``ak-pantheon*``: the Pantheon table's scenes (game.scenes.akropolis.pantheon_demo).
"""

from __future__ import annotations

from game.core.akropolis import AkropolisState
from game.core.rng import Rng
from game.core.akropolis import Place
from game.games import new_state
from game.scenes.akropolis.athena_demo import ATHENA_SCENES
from game.scenes.akropolis.pantheon_demo import DEMO_SCENES as PANTHEON_SCENES
from game.scenes.akropolis.results import AkropolisResults
from game.scenes.akropolis.table import AkropolisTable

GAME_ID = AkropolisState.GAME_ID

SEATS4 = [{"name": "You", "kind": "person"}, {"name": "Pericles", "kind": "ai", "ai": "greedy"},
          {"name": "Aspasia", "kind": "ai", "ai": "greedy"},
          {"name": "Phidias", "kind": "ai", "ai": "greedy"}]


def climb(state, rng: Rng, height_bias: float = 0.8):
    """A quick seeded demo policy: usually the highest-resting legal placement of a cheap tile
    (cities grow upwards), otherwise a random legal one."""
    seat = state.current_seat
    city = state.cities[seat]
    places = city.legal_placements()
    afford = state.affordable()
    if rng.randrange(100) < int(height_bias * 100):
        best = max(city.height(q, r) for q, r, _ in places)
        tops = [p for p in places if city.height(p[0], p[1]) == best]
        q, r, rot = rng.choice(tops)
    else:
        q, r, rot = rng.choice(places)
    index = rng.choice(afford[:3])
    return Place(index, q, r, rot)


def played_state(players: int, seed: int, *, until_level: int = 0, min_rounds: int = 0,
                 to_seat: int | None = None, solo=None, to_end: bool = False, max_turns: int = 400,
                 want_raised: bool = False):
    """A seeded game advanced by :func:`climb` turns (pure core, no scene)."""
    st = new_state(GAME_ID, players, seed, solo=solo)
    rng = Rng(seed * 101 + 7)
    for _ in range(max_turns):
        if st.is_terminal:
            break
        if not to_end:
            tall = st.cities[0].max_level >= until_level
            if tall and st.rounds >= min_rounds and (to_seat is None or st.current_seat == to_seat):
                city = st.cities[st.current_seat]
                if not want_raised or any(city.height(q, r) for q, r, _ in city.legal_placements()):
                    break
            if st.stacks_left == 0 and len(st.site) <= 2 and (to_seat is None or st.current_seat == to_seat):
                break
        st.apply(climb(st, rng))
    return st


def _preselect(table) -> None:
    """Pick the first affordable tile and put the ghost on the highest legal spot."""
    st = table.state
    if st.current_seat is None:
        return
    if not table.select_tile(0):
        return
    city = st.cities[st.current_seat]
    places = city.legal_placements()
    if places:
        q, r, rot = max(places, key=lambda p: (city.height(p[0], p[1]), -abs(p[0]) - abs(p[1]), p))
        table.rotation = rot
        table.anchor = (q, r)


def ak_table(app, seed: int):
    st = played_state(4, seed, until_level=3, min_rounds=7, to_seat=0, want_raised=True)
    cfg = {"game": GAME_ID, "seed": seed, "seats": SEATS4, "options": {}}
    table = AkropolisTable(app, cfg, state=st)
    _preselect(table)
    return table


def ak_solo(app, seed: int):
    st = played_state(1, seed, until_level=2, min_rounds=5, to_seat=0, solo="hippodamos",
                      want_raised=True)
    cfg = {"game": GAME_ID, "seed": seed, "seats": [{"name": "You", "kind": "person"}],
           "options": {"solo": "hippodamos"}}
    table = AkropolisTable(app, cfg, state=st)
    _preselect(table)
    return table


def ak_results(app, seed: int):
    st = played_state(2, seed, to_end=True)
    cfg = {"game": GAME_ID, "seed": seed,
           "seats": [{"name": "You", "kind": "person"}, {"name": "Pericles", "kind": "ai", "ai": "greedy"}],
           "options": {}}
    table = AkropolisTable(app, cfg, state=st)
    res = AkropolisResults(app, table)
    table.results_scene = res
    return res


def ak_overview(app, seed: int):
    table = ak_table(app, seed)
    table.cancel()
    table.toggle_overview()
    return table


def ak_heights(app, seed: int):
    table = ak_table(app, seed)
    table.cancel()
    table.toggle_heights()
    return table


DEMO_SCENES = {"ak-table": ak_table, "ak-solo": ak_solo, "ak-results": ak_results,
               "ak-overview": ak_overview, "ak-heights": ak_heights, **ATHENA_SCENES,
               **PANTHEON_SCENES}
