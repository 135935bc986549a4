"""The 60 Civic Blueprint cards (PP-22) and their measured rates: every card loads, ids and
names are unique, every card was fulfilled in at least one and at most 90% of the 1,000
measured Medium games, payouts follow the documented rule, and a few of those games played
again give the recorded cards (so a change of cards, rules or AI that invalidates the table
fails here: run ``python -m game.tools.blueprint_rates --write-payouts`` again)."""

import tomllib

from game.core.picture_pie import blueprints as bp
from game.storage.data import level_path
from game.tools import blueprint_rates as rates
from tests.core.picture_pie.pp_helpers import DATA

DECK = DATA.deck
RATES = tomllib.loads(level_path(rates.RATES_FILE).read_text(encoding="utf-8"))


def test_all_sixty_cards_load_with_unique_ids_and_names():
    cards = DECK.cards
    assert len(cards) == 60
    assert len({c.id for c in cards}) == 60
    assert len({c.name.lower() for c in cards}) == 60
    assert all(bp.ID_RE.fullmatch(c.id) for c in cards)
    for c in cards:
        text = c.text
        assert text.endswith(".") and "\n" not in text and "(s)" not in text
        assert "PP-" not in text and "PP-" not in c.name


def test_every_card_was_fulfilled_in_some_but_at_most_90_percent_of_the_measured_games():
    assert RATES["games"] == 1000 and RATES["players"] == 2 and RATES["ai"] == "medium"
    rows = RATES["card"]
    assert [r["id"] for r in rows] == [c.id for c in DECK.cards]
    for r in rows:
        assert 1 <= r["games"] <= 900, r
        assert r["games"] <= r["boards"] <= 2 * r["games"], r


def test_payouts_follow_the_measured_rate():
    total = RATES["games"] * RATES["players"]
    for r, c in zip(RATES["card"], DECK.cards):
        assert r["payout"] == rates.payout_for(r["boards"], total) == c.payout, c.id
    # rarer pays more
    by_rate = sorted(RATES["card"], key=lambda r: r["boards"])
    assert all(a["payout"] >= b["payout"] for a, b in zip(by_rate, by_rate[1:]))


def test_the_payout_rule_worked_by_hand():
    assert rates.payout_for(2000, 2000) == 50        # on every board: log2(1) = 0
    assert rates.payout_for(1000, 2000) == 100       # half the boards: one halving
    assert rates.payout_for(250, 2000) == 200        # 1/8: three halvings
    assert rates.payout_for(3, 2000) == 500          # log2(666.7) = 9.4 -> capped at 500


def test_the_recorded_games_play_again_the_same():
    assert len(RATES["sample"]) == rates.SAMPLE_GAMES
    for game in RATES["sample"][:5]:
        assert rates.play(game["seed"], DECK) == game["boards"], game["seed"]


def test_rules_md_shows_the_table_made_from_the_recorded_file():
    rules = (level_path("").parent / "RULES.md").read_text(encoding="utf-8")
    assert rates.markdown_table(RATES, DECK) in rules
