"""``python -m game.tools.blueprint_rates``: how often each Civic Blueprint card is fulfilled
(PP-22), measured, and the payouts that follow from it.

Plays seeded 2-seat Campaign games between Medium AIs with the cards dealt off (so no AI chases
a card: the base rate of ordinary good play), checks every card of the deck on both final
boards, and writes ``levels/picture_pie/blueprint-rates.toml`` (generated; do not edit): per
card the games in which at least one final board fulfils it (``games``), the final boards that
fulfil it (``boards``) and the payout of :func:`payout_for`; and, for the first
:data:`SAMPLE_GAMES` games, the cards each final board fulfils, which the data test plays
again so a change of cards, rules or AI that invalidates the table fails a test.

Options: ``--games N`` (default 1000), ``--seed S`` (the first game's seed, default 1),
``--out FILE``, ``--write-payouts`` (also set each card's ``payout`` in blueprints.toml to the
rule's value).  Prints a one-line summary per card.  ``--table`` plays nothing: it prints the
RULES.md table made from the recorded file.  Never run by the test suite.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
import tomllib

import tomli_w

from game.core.picture_pie import GAME_ID
from game.core.picture_pie.blueprints import fulfilled
from game.games import game_data
from game.storage.data import level_path
from game.tools.simulate import play_game

RATES_FILE = "picture_pie/blueprint-rates.toml"
CARDS_FILE = "picture_pie/blueprints.toml"
PLAYERS = 2
AI = "medium"
SAMPLE_GAMES = 10
#: the payout rule's bounds (points)
PAYOUT_STEP, PAYOUT_MAX = 50, 500
RULE = ("payout = 50 x (1 + round(log2(1 / p))), at most 500; p = final boards fulfilling "
        "the card / final boards")


def payout_for(boards: int, total: int) -> int:
    """The payout rule (rarer pays more): each halving of the per-board rate ``boards /
    total`` adds 50 points; 50 for a card on every board, at most 500.  Raises ValueError for
    a card never fulfilled (an impossible card has no rate)."""
    if boards <= 0:
        raise ValueError("a card never fulfilled has no measured rate")
    steps = 1 + round(math.log2(total / boards))
    return min(PAYOUT_MAX, PAYOUT_STEP * steps)


def final_cards(state, deck) -> list[list[str]]:
    """Per seat of a finished game, the ids of the deck's cards its board fulfils."""
    return [[c.id for c in deck.cards if fulfilled(c, b, state.data)] for b in state.boards]


def play(seed: int, deck) -> list[list[str]]:
    """One measured game: :func:`final_cards` of seed ``seed``'s Medium-vs-Medium game."""
    state = play_game(GAME_ID, PLAYERS, seed, AI, blueprints=False)
    return final_cards(state, deck)


def measure(games: int, seed: int) -> dict:
    """The rates file's content for ``games`` games from ``seed``."""
    deck = game_data(GAME_ID).deck
    in_games = {c.id: 0 for c in deck.cards}
    on_boards = dict(in_games)
    sample = []
    for k in range(games):
        boards = play(seed + k, deck)
        if k < SAMPLE_GAMES:
            sample.append({"seed": seed + k, "boards": boards})
        for cid in {c for b in boards for c in b}:
            in_games[cid] += 1
        for b in boards:
            for cid in b:
                on_boards[cid] += 1
    total = games * PLAYERS
    cards = []
    for c in deck.cards:
        n = on_boards[c.id]
        cards.append({"id": c.id, "games": in_games[c.id], "boards": n,
                      "payout": payout_for(n, total) if n else 0})
    return {"games": games, "first_seed": seed, "players": PLAYERS, "ai": AI, "rule": RULE,
            "card": cards, "sample": sample}


def write_payouts(cards: list[dict]) -> None:
    """Set each card's ``payout = N`` line in blueprints.toml to the measured payout."""
    path = level_path(CARDS_FILE)
    text = path.read_text(encoding="utf-8")
    pay = {c["id"]: c["payout"] for c in cards}
    out, current = [], None
    for line in text.splitlines(keepends=True):
        m = re.match(r'id = "([a-z-]+)"', line)
        if m:
            current = m.group(1)
        if line.startswith("payout = ") and current in pay:
            line = f"payout = {pay[current]}\n"
        out.append(line)
    path.write_text("".join(out), encoding="utf-8")


def markdown_table(recorded: dict, deck) -> str:
    """The RULES.md table of a rates file's content: one row per card, in deck order."""
    games, boards = recorded["games"], recorded["games"] * recorded["players"]
    lines = [f"| Card | Condition | Games (of {games:,}) | Boards (of {boards:,}) | Payout |",
             "|---|---|---:|---:|---:|"]
    for row, card in zip(recorded["card"], deck.cards):
        lines.append(f"| {card.name} | {card.text} | {row['games']} | {row['boards']} | "
                     f"{row['payout']} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.blueprint_rates",
                                description="Measure how often each Civic Blueprint is "
                                            "fulfilled by Medium AI play.")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default=str(level_path(RATES_FILE)))
    p.add_argument("--write-payouts", action="store_true")
    p.add_argument("--table", action="store_true")
    args = p.parse_args(argv)
    if args.table:
        recorded = tomllib.loads(level_path(RATES_FILE).read_text(encoding="utf-8"))
        sys.stdout.write(markdown_table(recorded, game_data(GAME_ID).deck))
        return 0
    if args.games < SAMPLE_GAMES:
        print(f"blueprint_rates: --games must be at least {SAMPLE_GAMES}", file=sys.stderr)
        return 2
    result = measure(args.games, args.seed)
    header = ("# Generated by python -m game.tools.blueprint_rates: how often each Civic "
              "Blueprint is fulfilled\n# by Medium-vs-Medium play without cards (do not edit; "
              "RULES.md's table is made from it).\n")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(header + tomli_w.dumps(result))
    if args.write_payouts:
        write_payouts(result["card"])
    for c in result["card"]:
        print(f"{c['id']:28} games {c['games']:5}  boards {c['boards']:5}  payout {c['payout']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
