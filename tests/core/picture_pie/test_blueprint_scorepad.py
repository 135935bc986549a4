"""The scorepad's Civic Blueprints (``blueprints`` in, ``fulfilled`` out, PP-22) and its
refusal of boards that cannot exist (PP-1, PP-3, PP-20), with a seeded fuzz of random boards:
every refusal is one line, and every board that scores is one the box can build."""

import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.errors import DataError
from game.core.picture_pie.scorepad import score_data
from tests.cli_helpers import run_main
from tests.core.picture_pie.pp_helpers import DATA

FORUM = DATA.deck.by_id["forum-of-the-senate"]       # 1 pure Marble monument
BATHS = DATA.deck.by_id["public-baths"]              # 1 pure Water monument
MARBLE = {"row": 0, "col": 0, "tiles": [{"size": "1/2", "motif": "marble", "slot": 0},
                                        {"size": "1/2", "motif": "marble", "slot": 4}]}


def pad(sites=(), **top):
    return score_data({"game": "picture-pie", "site": list(sites), **top}, DATA)


def test_blueprints_row_is_the_payouts_of_the_listed_cards_the_board_fulfils():
    got = pad([MARBLE], blueprints=["public-baths", "forum-of-the-senate"])
    # a pure Marble monument: base 200 + purity 300 (PP-14, PP-15); the Forum card pays
    assert got["fulfilled"] == ["forum-of-the-senate"]
    assert got["blueprints"] == FORUM.payout
    assert got["total"] == 200 + 300 + FORUM.payout
    assert list(got)[-2:] == ["fulfilled", "total"]
    assert pad([MARBLE], blueprints=[])["fulfilled"] == []
    assert "fulfilled" not in pad([MARBLE])       # a board file from before the cards


def test_a_tidy_card_reads_the_yard_of_the_board_file():
    tidy = next(c for c in DATA.deck.cards if c.kind == "tidy")
    sites = [dict(MARBLE, row=r, col=c, tiles=[{"size": "1", "motif": "lapis", "slot": 0}])
             for r, c in ((0, 0), (0, 1), (0, 2), (1, 0))]
    assert pad(sites, blueprints=[tidy.id])["fulfilled"] == [tidy.id]
    assert pad(sites, yard=1, blueprints=[tidy.id])["fulfilled"] == []


@pytest.mark.parametrize("cards, fault", [
    (["no-such-card"], "unknown card 'no-such-card'"),
    (["forum-of-the-senate", "forum-of-the-senate"], "listed twice"),
    ([c.id for c in DATA.deck.cards[:6]], "at most 5"),
    ("forum-of-the-senate", "must be a list of card ids"),
])
def test_bad_card_lists_are_refused(cards, fault):
    with pytest.raises(DataError, match=fault):
        pad([MARBLE], blueprints=cards)


def test_unknown_card_exits_2_with_one_line(tmp_path):
    f = tmp_path / "board.toml"
    f.write_text('game = "picture-pie"\nblueprints = ["forum-of-the-senate", "gold-forum"]\n')
    res = run_main("score", str(f))
    assert res.returncode == 2 and res.stdout == ""
    assert res.stderr.count("\n") == 1
    assert "board.toml:2" in res.stderr and "unknown card 'gold-forum'" in res.stderr
    f.write_text('game = "picture-pie"\nblueprints = ["public-baths"]\n[[site]]\nrow = 1\n'
                 'col = 1\ntiles = [ { size = "1", motif = "water", slot = 0 } ]\n')
    res = run_main("score", str(f))
    assert res.returncode == 0, res.stderr
    out = tomllib.loads(res.stdout)
    assert out["fulfilled"] == ["public-baths"] and out["blueprints"] == BATHS.payout


def whole(row, col, motif, **marks):
    return {"row": row, "col": col, "tiles": [{"size": "1", "motif": motif, "slot": 0}], **marks}


@pytest.mark.parametrize("sites, top, fault", [
    ([whole(0, 0, "marble", roads=[0])], {}, "pair of marks on opposite slots (its own slots 0 and 4), not a single one on slot 0"),
    ([whole(0, 0, "marble", roads=[0, 2])], {}, "not on slots 0 and 2"),
    ([whole(0, 0, "water", aqueducts=[1, 3, 5])], {}, "not on slots 1, 3 and 5"),
    ([whole(0, 0, "flora")], {"laurel_tokens": 1},
     "1 Laurel tokens, but the board has 0 completed Lapis-dominant monuments"),
    ([whole(0, c, "lapis") for c in range(4)] + [whole(1, c, "lapis") for c in range(4)]
     + [whole(2, 0, "lapis")], {}, "9 lapis Whole tiles on the board; the box holds 8"),
    ([whole(r, c, "marble", roads=[0, 4]) for r in range(2) for c in range(2)]
     + [whole(2, 0, "marble", roads=[2, 6])], {}, "5 marked marble Whole tiles"),
])
def test_boards_that_cannot_exist_are_refused(sites, top, fault):
    with pytest.raises(DataError) as err:
        pad(sites, **top)
    assert fault in str(err.value)


def test_laurel_tokens_up_to_the_lapis_monuments_score():
    lapis = [whole(0, 0, "lapis"), whole(2, 3, "lapis")]
    assert pad(lapis, laurel_tokens=2)["laurel"] == 200
    with pytest.raises(DataError, match="3 Laurel tokens, but the board has 2 completed"):
        pad(lapis, laurel_tokens=3)


SIZES = ("1", "1/2", "1/4", "1/8")
MOTIFS = ("marble", "terracotta", "water", "flora", "lapis")
tile = st.fixed_dictionaries({"size": st.sampled_from(SIZES), "motif": st.sampled_from(MOTIFS),
                              "slot": st.integers(0, 7)})
site = st.fixed_dictionaries({"row": st.integers(0, 2), "col": st.integers(0, 3),
                              "tiles": st.lists(tile, min_size=1, max_size=5)},
                             optional={"roads": st.lists(st.integers(0, 7), max_size=3),
                                       "aqueducts": st.lists(st.integers(0, 7), max_size=3)})
board = st.fixed_dictionaries({}, optional={
    "site": st.lists(site, max_size=12), "laurel_tokens": st.integers(0, 7),
    "yard": st.integers(0, 3),
    "blueprints": st.lists(st.sampled_from([c.id for c in DATA.deck.cards[:12]] + ["nope"]),
                           max_size=6)})


def buildable(data: dict) -> bool:
    """What the box and the rulings allow, checked from the plain board (not the scorepad)."""
    count, marked, lapis = {}, {}, 0
    for s in data.get("site", []):
        marks = sorted(set(s.get("roads", [])) | set(s.get("aqueducts", [])))
        for t in s["tiles"]:
            key = (t["size"], t["motif"])
            count[key] = count.get(key, 0) + 1
            if t["size"] == "1":
                if marks and (len(marks) != 2 or marks[1] - marks[0] != 4):
                    return False
                marked[key] = marked.get(key, 0) + bool(marks)
            else:
                marked[key] = marked.get(key, 0) + (t["slot"] in marks)
        eighths = [t["motif"] for t in s["tiles"] for _ in range(8 // int(t["size"][-1]))]
        if len(eighths) == 8 and max(eighths.count(m) for m in MOTIFS) > 4 \
                and max(MOTIFS, key=eighths.count) == "lapis":
            lapis += 1
    return all(n <= 8 for n in count.values()) and all(n <= 4 for n in marked.values()) \
        and data.get("laurel_tokens", 0) <= lapis


@settings(max_examples=300, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(board)
def test_fuzz_every_refusal_is_one_line_and_no_impossible_board_scores(data):
    try:
        got = score_data({"game": "picture-pie", **data}, DATA)
    except DataError as err:
        assert "\n" not in str(err) and str(err).strip()
        return
    assert buildable(data), data
    assert got["total"] == sum(v for k, v in got.items() if k not in ("completed", "total",
                                                                        "fulfilled"))
