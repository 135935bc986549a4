"""Akropolis Pantheon setup and what a seat may see or say (AK-14).

*House reading* of the starting tiles: the printed Pantheon starting tiles are not in our data,
so the game uses 5 copies of the base starting tile (a blue plaza with quarries on three
alternate sides).  One goes to each Architect's City; the other ``5 - players`` (3, 2 or 1) are
joined edge to edge, never stacked, into the Capital at the fixed offsets
:data:`CAPITAL_OFFSETS` (their blue plazas at (0, 0), (2, 0) and (0, 2): a compact triangle),
each copy a tile of its own (tile ids 0, -1, -2) so that a tile may rest on two of them.
"""

from __future__ import annotations

from game.core.akropolis.city import Cell, City
from game.core.akropolis.data import COLOURS, DISTRICT_NAMES
from game.core.rng import Rng

#: starting tiles in the box (one per Architect, the rest form the Capital)
STARTING_TILES = 5
#: tiles in each hand (AK-14)
HAND_SIZE = 3
#: stones each Architect starts with (AK-14)
START_STONES = 2
#: challenge slots open at the start (AK-14)
START_SLOTS = 3
#: costs in stones (AK-14)
CAPITAL_COST = 1
DISCARD_COST = 1
UNLOCK_COST = 5
#: where the Capital's starting tiles go: the offset of each copy's plaza, in order
CAPITAL_OFFSETS = ((0, 0), (2, 0), (0, 2))

_SINGULAR = {"blue": "house", "yellow": "market", "red": "barracks", "purple": "temple",
             "green": "garden"}
_NUMBERS = ("no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def capital_for(starting_tile, players: int) -> City:
    """The Capital at setup for ``players`` Architects: ``5 - players`` starting tiles joined
    at :data:`CAPITAL_OFFSETS`.  Raises ValueError for a seat count outside 2..4."""
    if not 2 <= players <= 4:
        raise ValueError("Akropolis Pantheon is for 2 to 4 players")
    city = City()
    for k, (oq, orr) in enumerate(CAPITAL_OFFSETS[:STARTING_TILES - players]):
        for (q, r), (kind, color) in starting_tile:
            city.cells[(q + oq, r + orr)] = Cell(kind, color, 1, -k)
    city.forget()
    return city


def deal(tile_ids, challenge_ids, players: int, rng: Rng) -> tuple:
    """Shuffle the city tiles and the challenges with ``rng``: ``(hands, pile, slots,
    challenge_pile)``: a hand of :data:`HAND_SIZE` per seat, the draw pile, the
    :data:`START_SLOTS` face-up challenges and the face-down rest."""
    tiles = sorted(tile_ids)
    rng.shuffle(tiles)
    hands = [tiles[k * HAND_SIZE:(k + 1) * HAND_SIZE] for k in range(players)]
    pile = tiles[players * HAND_SIZE:]
    challenges = sorted(challenge_ids)
    rng.shuffle(challenges)
    return hands, pile, challenges[:START_SLOTS], challenges[START_SLOTS:]


def redeal(state, seed: int, seat: int) -> None:
    """In place on a copy: what ``seat`` cannot see dealt again from ``Rng(seed)``: the other
    seats' hands and the draw pile (from the tiles it cannot see, sorted first, same sizes),
    and the challenge pile's order; the generator becomes ``Rng(seed)``'s continuation."""
    rng = Rng(seed)
    others = [s for s in range(state.players) if s != seat]
    pool = sorted([t for s in others for t in state._hands[s]] + list(state.pile))
    rng.shuffle(pool)
    k = 0
    for s in others:
        n = len(state._hands[s])
        state._hands[s] = pool[k:k + n]
        k += n
    state.pile = pool[k:]
    cpile = sorted(state.challenge_pile)
    rng.shuffle(cpile)
    state.challenge_pile = cpile
    state.rng = rng


def _join(parts: list) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _count(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def hand_words(tiles) -> str:
    """What an Architect may say of the hand ``tiles`` (TileDefs), the colours only, never the
    tiles' shapes: "I hold red and purple plazas, two markets and a garden." (plazas by colour,
    districts counted by kind, in the colours' order); "My hand is empty." for none; "I hold
    only quarries." when no hex has a colour."""
    if not tiles:
        return "My hand is empty."
    plazas = {c: 0 for c in COLOURS}
    districts = {c: 0 for c in COLOURS}
    for t in tiles:
        for kind, color in t.hexes:
            if kind == "plaza":
                plazas[color] += 1
            elif kind == "district":
                districts[color] += 1
    parts = []
    held = [c for c in COLOURS if plazas[c]]
    total = sum(plazas.values())
    if total == 1:
        parts.append(f"a {held[0]} plaza")
    elif len(held) == 1:
        parts.append(f"{_count(total)} {held[0]} plazas")
    elif held:
        parts.append(f"{_join(held)} plazas")
    for c in COLOURS:
        n = districts[c]
        if n:
            name = _SINGULAR[c] if n == 1 else DISTRICT_NAMES[c]
            parts.append(f"{_count(n)} {name}")
    if not parts:
        return "I hold only quarries."
    return f"I hold {_join(parts)}."
