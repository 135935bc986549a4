"""Codex demo scenes for ``main.py --scene NAME`` (seeded, reproducible; the player's record
is never written by a demo: its app has autosaves off).

- "codex-map": the map with a record of the first five cities (3, 2, 3, 1 and 2 stars), the
  sixth city open and focused.
- "codex-briefing": the briefing of The Mosaic Haven (a pre-built Marble forum).
- "codex-table": a city with closed and pre-built sites a few turns in, a person to play.
- "codex-results": the first city played to its end by the greedy AI, on its results.
"""

from __future__ import annotations

from game.ai import make_player
from game.scenes.codex import cities as C
from game.scenes.codex.briefing import BriefingScene
from game.scenes.codex.map import CodexMapScene
from game.scenes.codex.table import CodexTable
from game.storage.progress import Best, Progress

DEMO_STARS = (3, 2, 3, 1, 2)


def demo_record(codex: C.Codex) -> Progress:
    """Stars and scores for the first cities, from their own thresholds."""
    out = {}
    for city, stars in zip((c for c in codex.cities if not c.damaged), DEMO_STARS):
        out[city.id] = Best(stars, city.level.stars[stars - 1] + 40)
    return Progress(out)


def _map(app, seed):
    plain, _ = C.load(app, record=Progress())
    return CodexMapScene(app, record=demo_record(plain))


def _pick(codex: C.Codex, want) -> C.City:
    return next((c for c in codex.cities if not c.damaged and want(c.level)),
                next(c for c in codex.cities if not c.damaged))


def _briefing(app, seed):
    plain, _ = C.load(app, record=Progress())
    codex, _ = C.load(app, record=demo_record(plain))
    city = _pick(codex, lambda lv: lv.id == "mosaic-haven")
    app.push(CodexMapScene(app, focus=city.id, record=demo_record(plain)))
    return BriefingScene(app, city, codex)


def play_turns(table, seed: int, turns: int) -> None:
    """The greedy AI plays ``turns`` turns (or to the end) for the table's person."""
    st = table.state
    player = make_player("greedy", C.GAME_ID, seed)
    stop = st.data.rounds - turns
    while not st.is_terminal and st.turns_left > stop:
        st.apply(player.choose(st))
    st.events = []


def _table(app, seed):
    codex, _ = C.load(app, record=Progress())
    city = _pick(codex, lambda lv: lv.closed and lv.prebuilt)
    table = CodexTable(app, C.play_config(city.level))
    play_turns(table, seed, 3)
    table.interaction.settle()
    return table


def _results(app, seed):
    codex, _ = C.load(app, record=Progress())
    city = next(c for c in codex.cities if not c.damaged)
    table = CodexTable(app, C.play_config(city.level))
    play_turns(table, seed, city.level.turns)
    app.push(table)
    table.results_scene = table.make_results()
    table.results_scene.instant = True   # a screenshot shows the stars won
    return table.results_scene


DEMO_SCENES = {"codex-map": _map, "codex-briefing": _briefing, "codex-table": _table,
               "codex-results": _results}
