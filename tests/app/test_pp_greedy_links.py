"""QA: greedy AI games showed "Connected infrastructure" 0 on every board (PP-21 links never
made).  The greedy player now turns a completing site so its marks face open neighbours and
prefers marked tiles where a completed neighbour shows the same mark."""

import time

from game.ai import make_player
from game.games import new_state


def _play(seed, players=2):
    st = new_state("picture-pie", players, seed)
    seats = [make_player("greedy", "picture-pie", seed * 10 + i) for i in range(players)]
    worst = 0.0
    while not st.is_terminal:
        t0 = time.perf_counter()
        a = seats[st.current_seat].choose(st)
        worst = max(worst, time.perf_counter() - t0)
        st.apply(a)
    return [st.ledger(s).row("links").points for s in range(players)], worst


def test_pp21_greedy_games_make_infrastructure_links():
    boards = []
    for seed in range(1, 9):
        links, _worst = _play(seed)
        boards.extend(links)
    # before the fix: 0 of these 16 boards had a link (1 in 100 over 50 games)
    assert sum(1 for x in boards if x > 0) >= 4, boards
    assert all(x % 100 == 0 for x in boards)  # +100 per link (house value)
