"""Akropolis's help pages: ``AK_PAGES[id] = (title, body)`` in the format of
:mod:`game.scenes.help.pages` (the registry's ``help_pages`` name them)."""

from __future__ import annotations

AK_PAGES: dict[str, tuple[str, str]] = {
    "ak-goal": ("Goal and tiles", """
Build the most glorious city. Districts score by their height, but only when multiplied by the stars of the plazas of their colour. The highest total wins.
@ak-tile A city tile: three hexes, here a house district, a market plaza and a quarry.
# The hexes
- Districts: houses (blue), markets (yellow), barracks (red), temples (purple) and gardens (green).
- Plazas carry stars: blue 1, yellow 2, red 2, purple 2, green 3.
- Quarries give stones when you cover them.
- Tiles turn to any of 6 orientations and are never flipped.
# Setup
- Each city starts from its starting tile: a blue plaza with three quarries. The Construction Site shows the number of players + 2 tiles; the rest form stacks. Starting stones are 1, 2, 3, 4 in turn order from the Chief Architect.
"""),
    "ak-turn": ("A turn", """
# 1. Buy a tile
- The first tile of the Construction Site is free, the next costs 1 stone, then 2, and so on. The stones you pay go back to the supply, and the row closes its gap.
@ak-site The Construction Site: the first tile is free, each later one costs one stone more.
# 2. Place it
- On the ground a tile must share an edge with your city.
- Higher up it must rest entirely on hexes of one same level, cover hexes of at least two different tiles, and never overhang.
@ak-stack A city built upwards: a tile on level 2 resting on two tiles, and a level 3 above.
- Each quarry you cover gives you 1 stone. Covered hexes no longer score.
@ak-quarry Quarries on the ground, and the stones they give.
# Round reset
- When one tile remains in the Construction Site, the next stack is revealed behind it and the Chief Architect passes clockwise. With no stack left the game ends at once.
"""),
    "ak-scoring": ("Scoring", """
Only the visible hexes count; a district is worth its level (the ground is 1).
@ak-district A group of houses beside a blue plaza: the houses score, times the plaza's star.
- Houses: only your largest group of connected houses scores.
- Markets: score when no neighbouring hex is a market district.
- Barracks: score on the edge of the city (an empty neighbour connected to the outside; enclosed holes do not count).
- Temples: score when all six neighbours are built.
- Gardens: always score.
- Each colour: the sum of its scoring districts \u00d7 its visible plaza stars (no stars, no points). Plus 1 point per stone.
# Winner
- The highest score; a tie goes to more stones; still tied, a shared victory.
"""),
    "ak-variants": ("Scoring variants", """
Chosen in New Game, each variant doubles one colour's districts when its condition holds:
- Houses: the group counts double at value 10 or more.
- Markets: double when touching a market plaza.
- Barracks: double with 3 or more empty neighbours outside.
- Temples: double above the ground.
- Gardens: double when touching a lake (an empty space enclosed by your city).
"""),
    "ak-solo": ("Solo vs the Architect", """
You play against the Illustrious Architect: Hippodamos (easy), Metagenes (medium) or Callicrates (hard).
- The Architect takes the cheapest tile with a plaza it can afford, and builds on the ground only.
- It receives the stones you pay, and scores every visible district times its stars.
- You win with a higher score, or an equal score and more stones.
@ak-site You choose first from the Construction Site; the Architect takes its tile after you.
"""),
    "ak-athena": ("Athena", """
With the Athena option (New Game), four Construction cards lie beside the Construction Site, with Mini-tiles under each.
@ak-athena A Construction card: the layout your city must show to complete it.
- Place your tile as usual. If your city then shows a card's layout that you have not completed, you may complete it: take its statue part and place one of its Mini-tiles at once.
- A Mini-tile goes on any visible hex that is not a Mini-tile, one level higher, or on an empty hex next to your city. Covering a quarry gives 1 stone.
- Completing is optional and may wait while the layout stays visible; finish your turn when you are done.
- Dual districts score each half as a district of its colour, judged across the half's own three sides.
- Completing all four cards gives you the whole statue of Athena: then each of your stones scores 5 points instead of 1.
"""),
    "ak-pantheon": ("Pantheon", """
The cooperative game: 2 to 4 Architects build their own Cities and, together, one Capital. Only the Capital scores: its districts as in the base game, times the stars of the plazas that carry an altar of their colour. The whole team wins or loses together.
@ak-altar A Divine Altar standing on a Capital plaza of its god's colour.
- Each Architect has 2 stones and a hand of 3 tiles. Three Architectural Challenges lie face up, each with its Divine Altar.
- On your turn play exactly one tile from your hand: to your own City (the usual placement, 1 stone per quarry covered) or to the Capital (pay 1 stone first; the same placement rules).
- Before ending the turn you may give stones (giving n costs 2n: n go to the other Architect), discard a challenge (1 stone) or unlock a challenge slot (5 stones).
- The game ends when every tile, hands included, has been played. The Scenario (Corinth, Sparta or Athens) says which altars count and the targets the team must reach.
"""),
    "ak-challenges": ("Challenges and altars", """
- A challenge is completed by the tile you just placed in your own City, when that tile takes part in the layout the challenge names.
- Completing one is free: its altar goes at once onto an unoccupied Capital plaza of the challenge's colour, which you choose. With no such plaza free the challenge stays open.
- A Capital placement that covers a plaza with an altar crushes it: the altar is lost.
@ak-altar Only a plaza with an altar of its own colour lends its stars to the Capital's districts of that colour.
- Corinth scores every altar, Sparta only red, purple and blue altars, Athens only altars on level 2 or above.
"""),
}
