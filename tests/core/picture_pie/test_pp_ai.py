"""Picture Pie AI players: legal choices only, greedy completes and rotates for links."""

from game.ai import make_player
from game.ai.picture_pie import GreedyPlayer, RandomPlayer
from game.core.picture_pie import Place, Rotate, new_game
from pp_helpers import DATA, Tiles, board, settle, site, started, to_build


def test_make_player_uses_the_picture_pie_players():
    assert type(make_player("random", "picture-pie", 1)) is RandomPlayer
    assert type(make_player("greedy", "picture-pie", 1)) is GreedyPlayer


def test_players_choose_only_legal_actions_to_the_end():
    for kind in (RandomPlayer, GreedyPlayer):
        for players in (1, 3):
            s = new_game(DATA, players, 77)
            seats = [kind(k) for k in range(players)]
            while not s.is_terminal:
                a = seats[s.current_seat].choose(s)
                assert s.why_illegal(a) is None, a
                s.apply(a)


def test_greedy_completes_the_best_monument():
    s = to_build(started(1, 0))
    t = Tiles()
    t.used.update(s.boards[0].yard)
    h, h2, q = t("1/2", "lapis"), t("1/2", "lapis"), t("1/4", "terracotta")
    # site 0 needs a Half (pure Lapis: 400 + 600 + token 100); site 5 needs a Half too
    s.boards = (board({0: site((h, 0)), 5: site((q, 0), (t("1/4", "flora"), 2))}, yard=(h2,)),)
    settle(s)
    assert GreedyPlayer(3).choose(s) == Place(h2, 0, 4)


def test_greedy_rotates_a_site_to_make_a_link_then_completes_it():
    s = to_build(started(1, 0))
    t = Tiles()
    t.used.update(s.boards[0].yard)
    a, b = t("1/2", "marble", "road"), t("1/2", "marble")
    c, d = t("1/2", "marble", "road"), t("1/2", "marble")
    s.boards = (board({0: site((a, 0), (b, 4)), 1: site((c, 0))}, yard=(d,)),)
    settle(s)
    g = GreedyPlayer(5)
    first = g.choose(s)
    assert first == Rotate(1, 4)  # road to the West slot, facing site 0's East road
    s.apply(first)
    second = g.choose(s)
    assert second == Place(d, 1, 0)
    s.apply(second)
    assert s.ledger(0).row("links").points == 100


def test_random_draft_is_the_draw_of_a_choice_over_every_legal_draft():
    import random
    for seed in range(40):
        s = new_game(DATA, 4, seed)
        seats = [RandomPlayer(seed * 7 + k) for k in range(4)]
        while not s.is_terminal:
            player = seats[s.current_seat]
            if s.stage == "draft":
                twin = random.Random()
                twin.setstate(player.rng.getstate())
                a = player.choose(s)
                legal = s.legal_actions()
                assert a == legal[int(twin.random() * len(legal))]
                assert player.rng.getstate() == twin.getstate()   # one draw, as one choice
            else:
                a = player.choose(s)
            s.apply(a)
