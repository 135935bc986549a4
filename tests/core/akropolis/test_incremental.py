"""The city's kept legal placements, lakes and score equal a full recomputation (issue 10, item 1).

City keeps its legal placements (AK-6), its lakes (the enclosed empty positions behind barracks
and the gardens variant, AK-7/AK-8) and its score (CityScore, AK-7/AK-8) up to date per
placement from what the tile changed.  Over 500 seeded games these must always equal what the
reference code finds from scratch: City.full_legal_placements, lakes.lakes_of /
scoring.outside_empty and scoring.analyse / scoring.ledger.  A few games are checked at every
step, the rest at sampled steps; previews (City.totals_after, the greedy AI's and the ghost's
scores) are checked against scoring a copied city.  Copies and dict round trips must keep
behaving like the city they came from.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.akropolis import RandomPlayer
from game.core.akropolis import AkropolisState, new_game, scoring
from game.core.akropolis.city import City
from game.core.akropolis.lakes import lakes_of
from game.core.rng import Rng

ALL_VARIANTS = ("houses", "markets", "barracks", "temples", "gardens")
GAMES = 500
#: games checked at every step (every city); the others at every SAMPLE_EVERY-th step (the city
#: to move) and at the end (every city)
FULL_GAMES = 10
SAMPLE_EVERY = 12


def _config(seed: int) -> dict:
    """Seat counts 2-4 and solo, with and without the variants, by seed."""
    kind = seed % 6
    if kind == 5:
        return dict(players=1, solo=("hippodamos", "metagenes", "callicrates")[seed % 3])
    cfg = dict(players=2 + kind % 3)
    if seed % 4 in (1, 2):
        cfg["variants"] = ALL_VARIANTS
    if seed % 50 == 7:
        cfg["all_tiles"] = True
    return cfg


def _assert_city_matches(city: City, rules, stones: int, where) -> None:
    assert list(city.legal_placements()) == city.full_legal_placements(), where
    assert city.legal_count() == len(city.full_legal_placements()), where
    assert city.lakes() == lakes_of(city.cells), where
    assert city.outside_empty() == scoring.outside_empty(city.cells), where
    score = city.score(rules)
    assert score.status == scoring.analyse(city.cells, rules), where
    assert score.ledger(stones) == scoring.ledger(city.cells, stones, rules), where


def _assert_previews(state: AkropolisState, rng: Rng, n: int, where) -> None:
    """City.totals_after / placement_info against scoring the city with the tile laid."""
    seat = state.current_seat
    city = state.cities[seat]
    places = city.legal_placements()
    picks = [places[rng.randrange(len(places))] for _ in range(n)]
    index = rng.choice(state.affordable())
    tile = state.tiles[state.site[index]]
    stones = state.stones[seat] - index
    got = city.totals_after(tile, picks, stones, state.rules)
    for (q, r, rot), total in zip(picks, got):
        level, _ = city.check(q, r, rot)
        cells, gained = state.cells_after(seat, tile.id, q, r, rot, level)
        assert total == scoring.total(cells, stones + gained, state.rules), (where, q, r, rot)
        info = state.placement_info(index, q, r, rot)
        assert info["score_delta"]["total"] == total - state.ledger(seat).total, where


def _play(seed: int, every_step: bool) -> None:
    cfg = _config(seed)
    s = new_game(_data(), seed=seed, **cfg)
    players = [RandomPlayer(seed * 13 + k) for k in range(s.num_seats)]
    rng = Rng(seed + 1000)
    step = 0
    # half of the games keep their score from the start (kept up per placement), half work it
    # out only when asked (at the checked steps)
    if seed % 2:
        for c in s.cities:
            c.score(s.rules)
    while not s.is_terminal:
        if every_step or step % SAMPLE_EVERY == 0:
            for k, c in enumerate(s.cities):
                if every_step or k == s.current_seat:
                    _assert_city_matches(c, s.rules, s.stones[k], (seed, step, k))
            _assert_previews(s, rng, 6 if every_step else 2, (seed, step))
        s.apply(players[s.current_seat].choose(s))
        step += 1
    for k, c in enumerate(s.cities):
        _assert_city_matches(c, s.rules, s.stones[k], (seed, "end", k))


_DATA = []


def _data():
    if not _DATA:
        from game.games import game_data
        _DATA.append(game_data("akropolis"))
    return _DATA[0]


@pytest.mark.parametrize("block", range(10))
def test_incremental_sets_equal_full_recomputation_over_500_games(block):
    """500 seeded games in 10 blocks: the first FULL_GAMES checked at every step."""
    per = GAMES // 10
    for seed in range(block * per, (block + 1) * per):
        _play(seed, every_step=seed < FULL_GAMES)


def test_copies_and_round_trips_keep_behaving_alike(data):
    """A copy (sharing what was derived until one changes) and a from_dict state (deriving
    afresh) play the same game as the original, step for step."""
    s = new_game(data, 4, seed=3, variants=("gardens", "barracks"))
    players = [RandomPlayer(40 + k) for k in range(4)]
    for _ in range(17):
        s.apply(players[s.current_seat].choose(s))
    twin = s.copy()
    back = AkropolisState.from_dict(s.to_dict())
    assert twin.scores() == back.scores() == s.scores()
    while not s.is_terminal:
        a = players[s.current_seat].choose(s)
        for t in (s, twin, back):
            t.apply(a)
        for t in (twin, back):
            assert t.cities[0].legal_placements() == s.cities[0].legal_placements()
            assert t.scores() == s.scores()
            assert [c.lakes() for c in t.cities] == [c.lakes() for c in s.cities]
    assert twin == s and back == s


def test_check_equals_judge_for_legal_and_refused_placements(data):
    """City.check answers legal placements from the kept set: it must agree with judge."""
    s = new_game(data, 3, seed=11)
    p = RandomPlayer(2)
    rng = Rng(5)
    while not s.is_terminal:
        city = s.cities[s.current_seat]
        fresh = City.from_dict(city.to_dict())
        for _ in range(30):
            q, r, rot = rng.randrange(13) - 6, rng.randrange(13) - 6, rng.randrange(6)
            assert city.check(q, r, rot) == fresh.judge(q, r, rot)[:2]
        for (q, r, rot) in city.legal_placements()[::7]:
            assert city.check(q, r, rot) == fresh.judge(q, r, rot)[:2]
        s.apply(p.choose(s))


def test_far_positions_are_refused_not_aliased(data):
    """Keys of far positions must never alias a legal placement (AK-6)."""
    city = City()
    city.place_starting_tile(data.starting_tile)
    q, r, rot = city.legal_placements()[0]
    for far in ((q, r + 4096), (q + 4096, r), (q - 10**9, r), (q, r + 2 ** 40)):
        assert city.check(*far, rot) == city.judge(*far, rot)[:2]
        assert city.check(*far, rot)[0] is None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 60)), min_size=1, max_size=40),
       st.sampled_from([(), ALL_VARIANTS, ("gardens",), ("barracks",)]))
def test_property_any_placement_sequence_keeps_the_sets_exact(data, moves, variants):
    """Any sequence of legal placements of any tiles (raised ones preferred at random) keeps
    the legal placements, lakes and score equal to a full recomputation."""
    rules = scoring.ScoringRules.from_data(data, variants)
    city = City()
    city.place_starting_tile(data.starting_tile)
    city.score(rules)
    ids = sorted(data.tiles)
    for pick, tile_pick in moves:
        places = city.legal_placements()
        raised = [p for p in places if (p[0], p[1]) in city.cells]
        pool = raised if raised and pick % 3 == 0 else places
        q, r, rot = pool[pick % len(pool)]
        level, reason = city.check(q, r, rot)
        assert reason is None
        city.place(data.tiles[ids[tile_pick % len(ids)]], q, r, rot, level)
    _assert_city_matches(city, rules, 2, moves)
