"""Helpers for the Picture Pie core tests: the shipped tile set, fresh states, hand-built sites."""

from game.core.picture_pie import new_game
from game.core.picture_pie.board import EMPTY_SITE, Board, build_site
from game.core.picture_pie.data import SIZE_TEXT
from game.core.picture_pie.scorepad import score_data
from game.games import game_data

DATA = game_data("picture-pie")


class Tiles:
    """Hands out distinct catalogue ids by size text and motif (and mark)."""

    def __init__(self):
        self.used = set()

    def __call__(self, size: str, motif: str, mark=None) -> int:
        n = SIZE_TEXT[size]
        for t in DATA.tiles:
            if t.size == n and t.motif == motif and t.mark == mark and t.id not in self.used:
                self.used.add(t.id)
                return t.id
        raise LookupError((size, motif, mark))


def site(*placed):
    """A site from (tile_id, start_slot) pairs."""
    return build_site(tuple(placed), DATA.tiles, DATA)


def board(sites: dict, yard=(), discards=0, tokens=0) -> Board:
    """A board with ``sites`` {index: Site}, the rest empty."""
    return Board(tuple(sites.get(i, EMPTY_SITE) for i in range(12)), tuple(yard), discards,
                 tokens)


def started(players=1, seed=0):
    """A game past setup (every seat takes the first legal pick), in the draft stage."""
    s = new_game(DATA, players, seed)
    while s.stage == "setup":
        s.apply(s.legal_actions()[0])
    return s


def to_build(state, yard=()):
    """Put ``state`` in the build stage with an empty hand (DraftNothing via an empty wheel)."""
    from game.core.picture_pie.actions import DraftNothing
    from game.core.picture_pie.state import Wheel

    state.wheel = Wheel(((),) * 6, state.wheel.rotation)
    state.apply(DraftNothing())
    return state


def score(sites, yard=0, laurel_tokens=0):
    """The scorepad ledger of a board given as [[site]] dicts."""
    return score_data({"game": "picture-pie", "yard": yard, "laurel_tokens": laurel_tokens,
                       "site": sites}, DATA)


def zero_ledger(**points):
    out = {k: 0 for k in ("completed", "base", "purity", "symmetry", "terracotta", "flora",
                          "laurel", "links", "blueprints", "yard_penalty", "total")}
    out.update(points)
    return out


def settle(state):
    """After a test edits a state by hand, make the edit the start of the current turn (undo
    returns to it)."""
    state._new_turn()
    return state
