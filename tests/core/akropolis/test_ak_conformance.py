"""Random-simulation conformance (foundation issue) for every Akropolis mode: only legal actions
are offered, every offered action applies, a dict round-trip mid-game gives an equal state, a copy
fed the same actions stays equal, the game always ends; tiles are conserved, stones never go
negative, and the game ends with one tile left in the site (AK-3..AK-5, AK-10)."""

import pytest

from game.ai.akropolis import RandomPlayer
from game.core.akropolis import AkropolisState, new_game
from game.core.rng import Rng

CONFIGS = ([dict(players=p) for p in (2, 3, 4)]
           + [dict(players=1, solo=lvl) for lvl in ("hippodamos", "metagenes", "callicrates")]
           + [dict(players=3, variants=(v,)) for v in
              ("houses", "markets", "barracks", "temples", "gardens")]
           + [dict(players=2, all_tiles=True, variants=("houses", "gardens"))])


def tile_count(s):
    return len(s.site) + sum(map(len, s.stacks)) + sum(len(c.placements) for c in s.cities)


@pytest.mark.parametrize("cfg", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()))
def test_random_games_conform(data, cfg):
    for seed in range(2):
        s = new_game(data, seed=seed, **cfg)
        twin = s.copy()
        total = tile_count(s)
        player = RandomPlayer(seed)
        check = Rng(seed + 99)
        turns = 0
        while not s.is_terminal:
            legal = s.legal_actions()
            assert legal
            # AK-4/AK-5: a choice is always among two tiles or more; the last is never bought
            assert len(s.site) >= 2 and {a.index for a in legal} == set(s.affordable())
            for a in (check.choice(legal) for _ in range(3)):
                assert s.why_illegal(a) is None
                trial = s.copy()
                trial.apply(a)
            action = player.choose(s)
            assert action in legal
            s.apply(action)
            twin.apply(action)
            assert s == twin
            assert tile_count(s) == total
            assert min(s.stones) >= 0
            turns += 1
            if turns == 10:
                back = AkropolisState.from_dict(s.to_dict())
                assert back == s
                assert back.legal_actions() == s.legal_actions()
                assert back.scores() == s.scores()
            assert turns < 200
        assert s.legal_actions() == [] and s.current_seat is None
        assert len(s.site) == 1 and s.stacks_left == 0
        assert AkropolisState.from_dict(s.to_dict()) == s
        assert s.winners() and len(s.scores()) == s.num_seats
