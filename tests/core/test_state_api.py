"""The shared State API additions of issue 8: typed events, ledger rows, summary, the one Rng
encoding, and the rules the scenes used to re-derive (PP-11 discards, AK-4 affordability, the
solo Architect's district values, hexgrid screen moves)."""

from __future__ import annotations

import pytest

from game.ai import make_player
from game.core import hexgrid
from game.core.akropolis import events as ak_events
from game.core.akropolis.events import ak_event_from_dict
from game.core.events import Event, LedgerRow
from game.core.picture_pie import events as pp_events
from game.core.picture_pie.actions import Place as PPPlace
from game.core.picture_pie.events import pp_event_from_dict
from game.core.rng import Rng
from game.games import new_state


def _play_until(state, done, seed=1, limit=2000):
    player = make_player("random", state.GAME_ID, seed)
    for _ in range(limit):
        if done(state) or state.is_terminal:
            return state
        state.apply(player.choose(state))
    return state


# -- events ---------------------------------------------------------------------------------
def test_events_are_typed_records_with_todays_plain_form():
    ev = pp_events.Linked(1, (2, 3), "road")
    assert ev.to_dict() == {"type": "link", "seat": 1, "sites": [2, 3], "mark": "road"}
    assert pp_event_from_dict(ev.to_dict()) == ev
    assert ak_events.GameOver().to_dict() == {"type": "game_over"}
    hexes = ((0, 1, 1), (1, 0, 1), (1, 1, 1))
    placed = ak_events.Placed(0, 12, hexes)
    assert placed.to_dict()["hexes"] == [[0, 1, 1], [1, 0, 1], [1, 1, 1]]
    assert ak_event_from_dict(placed.to_dict()) == placed
    with pytest.raises(AttributeError):
        placed.seat = 1  # frozen


def test_events_are_records_not_mappings():
    ev = pp_events.Completed(0, 5, 120)
    assert ev.points == 120 and ev.TYPE == "completed" and ev.site == 5
    assert ev != ev.to_dict() and ev == pp_events.Completed(0, 5, 120)
    with pytest.raises(TypeError):
        ev["points"]  # noqa: B018  (no dict layer)
    assert not hasattr(ev, "get") and not hasattr(ev, "keys")


def test_unknown_or_malformed_events_are_refused():
    with pytest.raises(ValueError):
        pp_event_from_dict({"type": "teleport"})
    with pytest.raises(ValueError):
        ak_event_from_dict({"type": "buy", "seat": 0})


@pytest.mark.parametrize("game_id,players", [("picture-pie", 2), ("akropolis", 2)])
def test_apply_gives_events_of_the_games_classes(game_id, players):
    state = new_state(game_id, players, 4)
    state.apply(make_player("random", game_id, 1).choose(state))
    assert state.events and all(isinstance(e, Event) for e in state.events)


# -- ledger and summary ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id,players,opts", [("picture-pie", 3, {}), ("akropolis", 3, {}),
                                                  ("akropolis", 1, {"solo": "metagenes"})])
def test_ledger_rows_add_up_to_the_score(game_id, players, opts):
    state = _play_until(new_state(game_id, players, 2, **opts), lambda s: False)
    assert state.is_terminal
    for seat in range(state.num_seats):
        led = state.ledger(seat)
        assert all(isinstance(r, LedgerRow) for r in led.rows)
        assert not isinstance(led, dict)  # a record, no mapping layer
        assert led.rows[-1] == LedgerRow("total", "Total", state.scores()[seat])
        assert sum(r.points for r in led.rows[:-1]) == led.total == led.row("total").points
        assert all("(s)" not in r.detail for r in led.rows)


def test_akropolis_ledger_rows_name_districts_and_metagenes_quarries():
    state = new_state("akropolis", 1, 3, solo="metagenes")
    cats = [r.category for r in state.ledger(0).rows]
    assert cats == ["blue", "yellow", "red", "purple", "green", "quarries", "stones", "total"]
    assert state.ledger(0).row("blue").label == "Houses"
    plain = new_state("akropolis", 2, 3)
    assert "quarries" not in [r.category for r in plain.ledger(0).rows]
    assert plain.ledger(0).row("stones").detail.endswith("stones") or \
        plain.ledger(0).row("stones").detail.endswith("stone")


@pytest.mark.parametrize("game_id,players", [("picture-pie", 2), ("akropolis", 4)])
def test_summary_is_short_plain_data(game_id, players):
    state = new_state(game_id, players, 8)
    s = state.summary()
    assert s["game"] == game_id and s["round"] == 1 and s["seats"] == players
    assert s["current_seat"] == state.current_seat and s["terminal"] is False
    assert s["winners"] == [] and s["scores"] == state.scores() and s["actions"] == 0
    _play_until(state, lambda st: False)
    s = state.summary()
    assert s["terminal"] and s["current_seat"] == -1 and s["winners"] == state.winners()


# -- one Rng encoding, one equality rule ----------------------------------------------------
def test_both_games_write_the_rng_the_same_way():
    pp = new_state("picture-pie", 2, 1).to_dict()
    ak = new_state("akropolis", 2, 1).to_dict()
    assert isinstance(pp["state"]["rng"], str) and isinstance(ak["rng"], str)
    assert Rng.from_plain(ak["rng"]).to_plain() == ak["rng"]
    assert Rng.from_plain(12345) == Rng.from_state(12345)  # older saves: a plain int
    for bad in ("-1", "x", 1 << 64, True, None):
        with pytest.raises(ValueError):
            Rng.from_plain(bad)


def test_an_akropolis_save_with_an_int_rng_still_loads():
    state = new_state("akropolis", 2, 1)
    old = state.to_dict()
    old["rng"] = int(old["rng"])
    assert type(state).from_dict(old) == state


def test_equality_ignores_only_the_events():
    state = new_state("akropolis", 2, 6)
    state.apply(make_player("random", "akropolis", 1).choose(state))
    other = state.copy()
    other.events = []
    assert other == state
    other.stones[0] += 1
    assert other != state


# -- Picture Pie: PP-11 and placements ------------------------------------------------------
def test_end_turn_discards_and_cost_follow_pp11():
    state = new_state("picture-pie", 2, 3)
    state = _play_until(state, lambda s: s.stage == "build" and len(s.hand) >= 1)
    cap = state.data.yard_capacity
    assert state.yard_room() == cap - len(state.board.yard)
    assert state.end_turn_discards() == max(0, len(state.hand) - state.yard_room())
    assert state.end_turn_cost() == state.end_turn_discards() * state.data.discard_cost
    # a full yard: every hand tile would be discarded
    full = state.copy()
    spare = tuple(t for t in full.bag[:cap])
    full.boards = tuple(b.replace(yard=spare) if i == full.seat else b
                        for i, b in enumerate(full.boards))
    assert full.yard_room() == 0 and full.end_turn_discards() == len(full.hand)


def test_placements_are_the_legal_place_actions():
    state = _play_until(new_state("picture-pie", 1, 5), lambda s: s.stage == "build")
    tid = state.hand[0]
    places = {(a.site, a.slot) for a in state.legal_actions()
              if type(a) is PPPlace and a.tile_id == tid}
    assert set(state.placements(tid)) == places


def test_why_illegal_dispatches_one_check_per_stage():
    state = new_state("picture-pie", 2, 1)
    assert set(state._STAGE_CHECKS) == {"setup", "draft", "build"}


# -- Akropolis: AK-4 and the Architect's values --------------------------------------------
def test_affordability_follows_ak4():
    state = new_state("akropolis", 2, 1)
    seat = state.current_seat
    have = state.stones[seat]
    assert state.stone_cost(3) == 3
    assert state.affordable() == [i for i in range(len(state.site)) if i <= have]
    poor = len(state.site) - 1
    state.stones[seat] = 0
    assert not state.can_afford(poor)
    assert state.buy_refusal(poor) == f"you need {poor} stones; you have 0"
    assert state.buy_refusal(99).startswith("there is no tile at position 99")
    assert state.buy_refusal(0) is None


def test_district_values_of_the_solo_architect_are_the_levels_value():
    state = _play_until(new_state("akropolis", 1, 2, solo="callicrates"),
                        lambda s: any(c.kind == "district" for c in s.cities[1].cells.values()))
    value = state.data.solo_levels["callicrates"].district_value
    vals = state.district_values(1)
    assert vals and set(vals.values()) == {value}
    person = state.district_values(0)
    assert all(isinstance(v, int) for v in person.values())


# -- hexgrid --------------------------------------------------------------------------------
def test_screen_steps_zigzag_straight_up_and_down():
    assert hexgrid.screen_step(0, 0, "up") == (1, -1)
    assert hexgrid.screen_step(1, -1, "up") == (1, -2)
    assert hexgrid.screen_step(0, 0, "down") == (0, 1)
    assert hexgrid.screen_step(0, 1, "down") == (-1, 2)
    assert hexgrid.screen_step(2, 3, "left") == (1, 3)
    assert hexgrid.screen_step(2, 3, "right") == (3, 3)


def test_edge_directions_cross_the_layout_edges():
    lay = hexgrid.Layout(10.0)
    corners = lay.corners(0, 0)
    for i, (dq, dr) in enumerate(hexgrid.EDGE_DIRECTIONS):
        mid = ((corners[i][0] + corners[(i + 1) % 6][0]) / 2,
               (corners[i][1] + corners[(i + 1) % 6][1]) / 2)
        beyond = lay.to_pixel(dq, dr)
        assert lay.from_pixel((mid[0] * 3 + beyond[0]) / 4, (mid[1] * 3 + beyond[1]) / 4) \
            == (dq, dr)


def test_frontier_is_the_empty_ring_around():
    assert hexgrid.frontier([(0, 0)]) == set(hexgrid.neighbours(0, 0))
    assert (0, 0) not in hexgrid.frontier([(0, 0), (1, 0)])


# -- tie-breaks -----------------------------------------------------------------------------
def test_tiebreak_used_names_the_deciding_step():
    pp = new_state("picture-pie", 2, 1)
    assert pp.tiebreak_used() == "shared"  # 0 : 0, no monuments, empty yards
    ak = new_state("akropolis", 3, 1)
    ak.stones = [2, 2, 1]
    assert ak.tiebreak_used() == "shared" and ak.winners() == [0, 1]
    for seed in range(6):
        done = _play_until(new_state("akropolis", 2, seed), lambda s: False)
        used, sc = done.tiebreak_used(), done.scores()
        assert (used == "points") == (sc[0] != sc[1])
        assert (used == "shared") == (len(done.winners()) > 1)
    for seed in range(6):
        done = _play_until(new_state("picture-pie", 3, seed), lambda s: False)
        used = done.tiebreak_used()
        keys = [done.tiebreak_key(s) for s in range(3)]
        if used == "points":
            assert sorted(k[0] for k in keys)[-1] > sorted(k[0] for k in keys)[-2]
        assert (used == "shared") == (len(done.winners()) > 1)
