"""Senate Wonder Duel edge cases (PP-26 with PP-11, PP-19, PP-20, PP-24): the end triggers on the
shared capital, the Laurel supply, each seat's own discards, the Flora bonus from the rival's
garden, preview on the Duel ledger.  Values worked out by hand in the comments."""

from game.core.picture_pie.actions import EndTurn, Place, Store
from game.core.picture_pie.board import Board, Wheel, build_site
from game.core.picture_pie.data import NUM_SITES

from tests.core.picture_pie.duel_helpers import bag_tile, draft, duel, turn


def _capital(state, capital: dict, owners: dict) -> None:
    """Put ``capital`` {site: ((tile, slot), ...)} on the shared board with ``owners`` {tile:
    seat}; completed sites are recorded as completed by their first tile's owner."""
    sites = tuple(build_site(capital.get(i, ()), state.tiles, state.data)
                  for i in range(NUM_SITES))
    state.boards = tuple(Board(sites, b.yard, b.discards, b.tokens) for b in state.boards)
    placed_by = list(state.placed_by)
    for tid, seat in owners.items():
        placed_by[tid] = seat
    state.placed_by = tuple(placed_by)
    state.completers = tuple(owners[capital[i][0][0]] if i in capital and sites[i].info
                             else None for i in range(NUM_SITES))
    state.bag = tuple(t for t in state.bag if t not in owners)
    state.wheel = Wheel(tuple(tuple(t for t in s if t not in owners)
                              for s in state.wheel.sectors), state.wheel.rotation)
    state._turn_start = state._snap()


def _whole_sites(state, n: int, motif: str, seat: int, first: int = 0,
                 used=()) -> tuple[dict, dict]:
    """``n`` sites from site ``first`` on, each two unmarked Halves of ``motif`` placed by
    ``seat`` (none of ``used``)."""
    capital, owners, used = {}, {}, list(used)
    for i in range(first, first + n):
        a = bag_tile(state, "1/2", motif, used=used)
        used.append(a)
        b = bag_tile(state, "1/2", motif, used=used)
        used.append(b)
        capital[i] = ((a, 0), (b, 4))
        owners[a] = owners[b] = seat
    return capital, owners


def test_the_round_ends_the_duel_when_the_capital_is_complete():
    s = duel(30)
    f = s.seat
    # f: four Terracotta sites and two Lapis ones; the rival four Flora sites and one Marble;
    # the rival's Water Half alone in site 11, which f completes with another: 4 : 4, f's
    capital, owners = _whole_sites(s, 4, "terracotta", f)
    for n, motif, seat, first in ((4, "flora", 1 - f, 4), (2, "lapis", f, 8),
                                  (1, "marble", 1 - f, 10)):
        more, more_owners = _whole_sites(s, n, motif, seat, first, owners)
        capital.update(more)
        owners.update(more_owners)
    half = bag_tile(s, "1/2", "water", used=list(owners))
    capital[11] = ((half, 0),)
    owners[half] = 1 - f
    _capital(s, capital, owners)
    last = bag_tile(s, "1/2", "water", used=list(owners))
    turn(s, (last, 11, 4))
    assert s.controller(11) == f and s.sites_completed == 12 and not s.is_terminal
    # the round goes on for the other seat (PP-24), then the Duel is over
    s.apply(s.legal_actions()[0])
    s.apply(EndTurn())
    assert s.is_terminal and s.stage == "over" and s.round == 1
    assert s.control_counts()[f] == 7 and s.control_counts()[1 - f] == 5
    assert s.winners() == [f] and s.tiebreak_used() == "controlled"


def test_the_duel_ends_when_the_bag_and_the_active_sector_are_empty():
    s = duel(31)
    s.bag = ()
    s.wheel = Wheel(((),) * 4, s.wheel.rotation)
    s._kinds = None
    s._turn_start = s._snap()
    s.apply(s.legal_actions()[0])   # DraftNothing
    s.apply(EndTurn())
    assert not s.is_terminal and s.end_triggered
    s.apply(s.legal_actions()[0])
    s.apply(EndTurn())
    assert s.is_terminal and s.round == 1


def test_the_laurel_supply_runs_out_for_both_seats():
    s = duel(32)
    f = s.seat
    s.laurel_supply = 0
    s.boards = (s.boards[0].replace(tokens=3), s.boards[1].replace(tokens=3))
    s._turn_start = s._snap()
    used = []
    a = bag_tile(s, "1/2", "lapis", used=used)
    used.append(a)
    turn(s, (a, 0, 0))
    b = bag_tile(s, "1/2", "lapis", used=used)
    turn(s, (b, 0, 4))
    # completed by the other seat, a Lapis-dominant monument, no token left: none taken
    assert s.controller(0) == 1 - f and s.boards[1 - f].tokens == 3 and s.laurel_supply == 0


def test_each_seat_pays_for_its_own_discards_and_yard():
    s = duel(33)
    f = s.seat
    used = list(s.boards[0].yard + s.boards[1].yard)
    a = bag_tile(s, "1/4", "flora", used=used)
    used.append(a)
    b = bag_tile(s, "1/4", "flora", used=used)
    before = s.scores()
    draft(s, a, b)
    assert s.why_illegal(Store(a)) is not None   # the yard holds its 3 setup tiles
    s.apply(EndTurn())
    # both drafted tiles go to the box: -100 each, for f alone (PP-11)
    assert s.boards[f].discards == 2 and s.boards[1 - f].discards == 0
    assert s.scores()[f] == before[f] - 200 and s.scores()[1 - f] == before[1 - f]


def test_a_garden_next_to_the_rivals_garden_scores_the_flora_bonus():
    s = duel(34)
    f = s.seat
    capital, owners = _whole_sites(s, 2, "flora", f)
    owners.update({t: 1 - f for t, _ in capital[1]})   # site 1 is the rival's two Halves
    _capital(s, capital, owners)
    # site 0 (f) and site 1 (rival): each pure Flora 150 + 250 and +100 for the adjacent garden
    led_f, led_r = s.ledger(f), s.ledger(1 - f)
    assert led_f.row("flora").points == 100 and led_r.row("flora").points == 100
    assert led_f.total == 150 + 250 + 100 - 300 and s.control_counts() == (1, 1)


def test_preview_shows_the_duel_ledger_change():
    s = duel(35)
    used = []
    a = bag_tile(s, "1/2", "water", used=used)
    used.append(a)
    turn(s, (a, 3, 0))
    b = bag_tile(s, "1/2", "water", used=used)
    draft(s, b)
    # the other seat completes site 3 at 4 : 4 and controls it: pure Water 250 + 400
    change = s.preview(Place(b, 3, 4))
    assert change["total"] == 650 and change["completed"] == 1
