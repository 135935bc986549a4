"""The shared State API on Picture Pie: plain data, copies, preview, events, stage refusals."""

import pytest
import tomli_w

from game.core.picture_pie import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                   PicturePieState, Place, Rotate, Store, TurnWheel,
                                   action_from_dict, new_game)
from game.core.picture_pie.state import Wheel
from game.games import new_state
from pp_helpers import DATA, Tiles, board, settle, site, started, to_build


def test_actions_round_trip_through_plain_dicts():
    for a in (Pick(2, "lapis"), Pick(1, "water", "aqueduct"), DraftHalf(7), DraftSmall((3, 9)),
              DraftNothing(), Place(4, 11, 7), Rotate(2, 5), Store(8), TurnWheel(-1), EndTurn()):
        d = a.to_dict()
        assert action_from_dict(d) == a and type(a).from_dict(d) == a
    with pytest.raises(ValueError):
        action_from_dict({"type": "fly"})
    with pytest.raises(ValueError):
        action_from_dict({"type": "place", "site": 1})


def test_fresh_state_is_plain_data_and_round_trips():
    s = new_state("picture-pie", 3, 42)
    d = s.to_dict()
    text = tomli_w.dumps(d)
    assert "turn_start" in text
    back = PicturePieState.from_dict(d)
    assert back == s and back.legal_actions() == s.legal_actions()


def test_from_dict_rejects_malformed_data():
    d = new_game(DATA, 2, 1).to_dict()
    with pytest.raises(ValueError):
        PicturePieState.from_dict({**d, "game": "akropolis"})
    broken = {**d, "state": {k: v for k, v in d["state"].items() if k != "bag"}}
    with pytest.raises(ValueError):
        PicturePieState.from_dict(broken)


def test_copy_is_independent():
    s = started(2, 3)
    c = s.copy()
    c.apply(c.legal_actions()[0])
    assert c.stage == "build" and s.stage == "draft" and s.hand == ()
    assert c != s


def test_preview_gives_the_ledger_change_and_leaves_the_state_alone():
    s = to_build(started(1, 0))
    t = Tiles()
    t.used.update(s.boards[0].yard)
    h, h2 = t("1/2", "lapis"), t("1/2", "lapis")
    s.boards = (board({0: site((h, 0))}, yard=(h2,)),)
    settle(s)
    before = s.to_dict()
    delta = s.preview(Place(h2, 0, 4))
    # pure Lapis: base 400, purity 600, a Laurel token 100, one yard tile fewer +100
    assert delta == {"completed": 1, "base": 400, "purity": 600, "symmetry": 0, "terracotta": 0,
                     "flora": 0, "laurel": 100, "links": 0, "blueprints": 0, "yard_penalty": 100,
                     "total": 1200}
    assert s.to_dict() == before
    s.apply(Place(h2, 0, 4))
    done = [e for e in s.events if e.TYPE == "completed"]
    assert [e.to_dict() for e in done] == [{"type": "completed", "seat": 0, "site": 0,
                                            "points": 1100}]
    assert s.completed(0) == 1 and s.summary()["completed"][0] == 1


def test_end_turn_stores_hand_tiles_while_the_yard_has_room():
    s = started(1, 0)
    t = Tiles()
    t.used.update(s.boards[0].yard)
    keep = s.boards[0].yard[0]
    s.boards = (board({}, yard=(keep,)),)
    q, e = t("1/4", "flora"), t("1/8", "flora")
    s.wheel = Wheel(((q, e, t("1/8", "lapis")), (), (), (), (), ()))
    s.apply(DraftSmall(tuple(sorted((q, e)))))
    s.apply(EndTurn())
    assert s.boards[0].yard == (keep,) + tuple(sorted((q, e))) and s.boards[0].discards == 0
    assert s.ledger(0).row("yard_penalty").points == -300


def test_stage_refusals_name_the_stage():
    s = new_game(DATA, 2, 1)
    assert "starting tiles" in s.why_illegal(EndTurn())
    s = started(2, 1)
    assert s.why_illegal(EndTurn()).startswith("Draft first")
    assert s.why_illegal(Place(0, 0, 0)).startswith("Draft first")
    s.apply(s.legal_actions()[0])
    assert "Drafting is done" in s.why_illegal(DraftNothing())
    assert s.why_illegal(Rotate(0, 1)) == "That site has no tiles to rotate."
    assert s.why_illegal(Rotate(0, 8)) == "Rotate by 1 to 7 eighths."
    assert s.why_illegal(TurnWheel(2)) == "Turn the wheel one sector, +1 or -1."


def test_rounds_advance_after_every_seat_has_played():
    s = started(3, 6)
    first = s.current_seat
    assert s.round == 1 and s.rounds == 0
    for k in range(3):
        assert s.current_seat == (first + k) % 3
        s.apply(s.legal_actions()[0])
        s.apply(EndTurn())
    assert s.round == 2 and s.rounds == 1 and s.current_seat == first
    assert {"type": "round", "round": 2} in [e.to_dict() for e in s.events]


def test_events_are_cleared_on_every_apply():
    s = started(1, 0)
    s.apply(s.legal_actions()[0])
    assert [e.TYPE for e in s.events] == ["draft"]
    s.apply(TurnWheel(1))
    assert [e.to_dict() for e in s.events] == [{"type": "wheel", "direction": 1}]


def test_summary_extra_and_simulate_fields():
    s = started(2, 2)
    assert s.summary_extra() == {"completed": [0, 0], "first_seat": s.first_seat}
