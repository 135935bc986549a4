"""Demo scenes of the Akropolis Athena table (issue 14) for ``--scene NAME`` and tests:

- ``ak-athena-cards``: 3 seats mid-game, the four Construction cards opened over the city view
  (names, diagrams, sentences, the Mini-tiles left, the statue parts held).
- ``ak-athena-prompt``: the person's city shows a card's layout after their placement: the
  completion prompt, the matched hexes outlined.
- ``ak-athena-chooser``: the same turn, the card chosen: its Mini-tiles to pick from.
- ``ak-athena-mini``: the same turn, a Mini-tile chosen: its ghost on a legal spot.
- ``ak-athena-solo``: solo against Hippodamos with Athena, mid-play.
"""

from __future__ import annotations

from game.core.akropolis import AkropolisState
from game.core.rng import Rng
from game.core.akropolis import Place
from game.games import new_state
from game.scenes.akropolis.table import AkropolisTable

GAME_ID = AkropolisState.GAME_ID

SEATS3 = [{"name": "You", "kind": "person"}, {"name": "Livia", "kind": "ai", "ai": "greedy"},
          {"name": "Pericles", "kind": "ai", "ai": "greedy"}]


def athena_step(state, rng: Rng):
    """A seeded demo policy for an Athena game: after a placement, usually one of the legal
    completions (else finish the turn); otherwise a placement of one of the three cheapest
    tiles, resting as high as it can two times in three (cities grow upwards)."""
    acts = state.legal_actions()
    if state.phase == "athena":
        done = [a for a in acts if not isinstance(a, Place) and hasattr(a, "card_id")]
        if done and rng.randrange(100) < 70:
            return rng.choice(done[:8])
        return next(a for a in acts if not hasattr(a, "card_id"))
    cheap = set(state.affordable()[:3])
    places = [a for a in acts if isinstance(a, Place) and a.index in cheap] or acts
    city = state.cities[state.current_seat]
    if rng.randrange(3):
        top = max(city.height(a.q, a.r) for a in places)
        places = [a for a in places if city.height(a.q, a.r) == top]
    return rng.choice(places)


def athena_state(players: int, seed: int, *, prompt: bool = False, min_rounds: int = 0,
                 solo=None, max_turns: int = 600):
    """A seeded Athena game advanced by :func:`athena_step` (pure core): with ``prompt``, until
    seat 0 is in its Athena step (its city shows a card it may complete) after ``min_rounds``
    rounds; else until ``min_rounds`` rounds were played with seat 0 to place."""
    st = new_state(GAME_ID, players, seed, solo=solo, athena=True)
    rng = Rng(seed * 131 + 5)
    for _ in range(max_turns):
        if st.is_terminal:
            break
        if st.current_seat == 0 and st.rounds >= min_rounds:
            if prompt and st.phase == "athena" and st.completable(0):
                break
            if not prompt and st.phase != "athena":
                break
        st.apply(athena_step(st, rng))
    return st


def first_state(players: int, seed: int, want, tries: int = 40, **kw):
    """:func:`athena_state` of the first seed from ``seed`` on whose state ``want(state)``
    holds (completions are rare in a seeded demo game), else of ``seed``."""
    for k in range(tries):
        st = athena_state(players, seed + k, **kw)
        if want(st):
            return st
    return athena_state(players, seed, **kw)


def at_prompt(st) -> bool:
    """Seat 0 is in its Athena step: its city shows a card it may complete."""
    return not st.is_terminal and st.phase == "athena" and st.current_seat == 0 \
        and bool(st.completable(0))


def parts_held(st) -> bool:
    """Some seat holds a statue part and the game goes on."""
    return not st.is_terminal and any(st.statue_parts(s) for s in range(st.num_seats))


def _table(app, seed, st, seats=SEATS3, options=None):
    cfg = {"game": GAME_ID, "seed": seed, "seats": seats,
           "options": dict(options or {}, athena=True)}
    return AkropolisTable(app, cfg, state=st)


def ak_athena_cards(app, seed: int):
    table = _table(app, seed, first_state(3, seed, parts_held, min_rounds=6))
    table.cards_open = True
    return table


def ak_athena_prompt(app, seed: int):
    return _table(app, seed, first_state(3, seed, at_prompt, prompt=True, min_rounds=2))


def ak_athena_chooser(app, seed: int):
    table = ak_athena_prompt(app, seed)
    if table.ath_step == "prompt":
        table.ath_activate(0)
    return table


def ak_athena_mini(app, seed: int):
    table = ak_athena_chooser(app, seed)
    if table.ath_step == "chooser":
        table.ath_activate(0)
    return table


def ak_athena_solo(app, seed: int):
    st = athena_state(1, seed, min_rounds=4, solo="hippodamos")
    return _table(app, seed, st, seats=[{"name": "You", "kind": "person"}],
                  options={"solo": "hippodamos"})


ATHENA_SCENES = {"ak-athena-cards": ak_athena_cards, "ak-athena-prompt": ak_athena_prompt,
                 "ak-athena-chooser": ak_athena_chooser, "ak-athena-mini": ak_athena_mini,
                 "ak-athena-solo": ak_athena_solo}
