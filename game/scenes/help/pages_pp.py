"""Picture Pie's help pages: ``PP_PAGES[id] = (title, body)`` in the format of
:mod:`game.scenes.help.pages` (the registry's ``help_pages`` name them)."""

from __future__ import annotations

#: the pages the Campaign, the Codex and the Duel share, with their differences as fields
_TURN = """
# 1. Draft
- Take either one Half from any sector of the Quarry Wheel, or one or two small pieces (Quarters and Eighths) from the sector the Sundial points at. If neither is possible you draft nothing.
{wheel}
# 2. Place
- Put drafted tiles, or tiles from your Masonry Yard, into free slots side by side {sites}.
- You may turn {turn} by steps of 45\u00b0; its tiles turn together.
@pp-rotate The same site before and after one turn of 45\u00b0.
- Once per turn, after drafting, you may turn the Quarry Wheel one sector either way.
# 3. Keep or lose
- The Masonry Yard keeps up to 3 tiles for a later turn. A drafted tile that is neither placed nor fits in the yard is discarded and costs 100 points.
@pp-yard A Masonry Yard holding three tiles.
- Until you end your turn you can take back what you did this turn (undo).
# 4. End of the turn
- An empty active sector is refilled with {refill} tiles from the bag, then the Sundial moves on one sector clockwise.
"""
_SITES = """
A Monument Site is a circle of 8 slots. Tiles go into free slots side by side; a site whose 8 slots are filled is a completed monument.
@pp-site A Monument Site with a Half and a Quarter: two slots are still free.
- A completed monument is locked at once (Construction Lock): it gets its gold ring and a lock, and can no longer turn.
@pp-complete A Half and two Quarters fill all 8 slots: a completed Marble monument, with the laurel wreath along its rim, the gold ring and the lock.
- The motif covering more than half of a monument is its dominant motif.
# Links
- Two neighbouring completed monuments whose facing slots carry the same mark, road to road or aqueduct to aqueduct, {link}.
@pp-link Two monuments linked by their road marks.
"""
_SCORING = """
# {head}
- Base value: each of the 8 slots is one eighth of the circle, so a tile counts its share of its motif's value (Marble 200, Terracotta 150, Water 250, Flora 150, Lapis 400): a Half half of it, a Quarter a quarter, an Eighth an eighth. A Lapis Half gives 200, a Marble Quarter 50; the monument's sum is rounded down.
- Purity: a monument of one motif adds that motif's Pure Motif Bonus: Marble 300, Terracotta 200, Water 400, Flora 250, Lapis 600.
- Symmetry: exactly two motifs in a mirror-symmetric pattern add half the smaller pure bonus.
# Neighbours
- Terracotta: a monument next to a completed Terracotta-dominant monument counts its base value twice.
- Flora: +100 for each neighbouring completed Flora-dominant monument of a Flora-dominant one.
- Lapis: completing a Lapis-dominant monument takes an Imperial Laurel token worth 100 while any of the 6 remain.
{links}
# At the end
{blueprints}- Masonry Yard: -100 for every tile still in your yard{whose}.
"""

PP_PAGES: dict[str, tuple[str, str]] = {
    "pp-goal": ("Goal and tiles", """
Draft mosaic pie tiles from the Quarry Wheel, fit them into the 12 Monument Sites of your City Foundation Board (3 rows of 4) and complete whole circles. After 12 rounds the highest total on the Imperial Builder Ledger wins.
@pp-pieces A Half fills 4 of a site's 8 slots, a Quarter 2, an Eighth 1.
# The five motifs
- Marble, Terracotta, Water, Flora and Lapis. Each motif has its own colour and its own border pattern along the rim: laurel leaves, bricks, waves, vines and crowns.
@pp-motifs One Quarter of each motif, with its border pattern.
- Some Marble tiles carry a road mark and some Water tiles an aqueduct mark: they make links between finished monuments.
# Setup
- In turn order each player picks 1 Quarter and 2 Eighths of any motifs into their Masonry Yard. The first player is chosen at random.
"""),
    "pp-turn": ("A turn", _TURN.format(
        wheel="@pp-wheel The Quarry Wheel: the brass Sundial points at the lit sector; its small "
              "pieces are the ones you may take.",
        sites="of a site that is not completed", turn="any uncompleted site of yours",
        refill=4)),
    "pp-sites": ("Monument Sites", _SITES.format(
        link="are linked and score +100")),
    "pp-scoring": ("Scoring", _SCORING.format(
        head="Each completed monument", whose="", links="- Links: +100 for each pair of linked "
        "monuments.", blueprints="- Civic Blueprints: your fulfilled private cards and every "
        "public card you fulfil.\n")),
    "pp-end": ("End and ties", """
- The game ends after the round in which someone completes all 12 sites, or when the active sector and the bag are both empty, or after round 12.
- The highest total wins. Ties: more completed monuments wins, then fewer yard tiles, then a shared victory.
@pp-row A full row of four completed monuments: a goal many Civic Blueprints ask for.
"""),
    "pp-blueprints": ("Civic Blueprints", """
With Civic Blueprints on (New Game), each player gets 2 private cards and 3 public Senate cards are shown.
- Each card names a layout goal on your own board (complete a row, pure monuments of a motif, links, an empty yard...) and what it pays; rarer goals pay more.
- Your private cards are yours alone: with two or more people at one screen, a Pass screen hides them between turns. The Blueprint panel (C) shows each card's progress.
- At the end you score your fulfilled private cards and every public card you fulfil.
"""),
    "pp-duel": ("Senate Wonder Duel", """
Two players build one shared capital of 12 sites, drafting from a smaller Quarry Wheel of 4 sectors with 3 tiles each. Each keeps their own Masonry Yard.
@pp-duel A shared capital: each completed monument belongs to whoever placed more of it (the ring shows the owner's colour).
- A completed monument belongs to whoever placed more of it (a tie: whoever completed it); its points, with the Terracotta and Flora bonuses it receives, go to that player.
- A Laurel token goes to whoever completes a Lapis-dominant monument; each end of a link pays its monument's owner half of the link's 100.
- The player who controls more completed monuments wins; a tie goes to points, then it is shared.
- There are no Civic Blueprints in the Duel.
"""),
    "pp-duel-turn": ("A turn", _TURN.format(
        wheel="@pp-duel-wheel The Duel's Quarry Wheel: 4 sectors of 3 tiles; the brass Sundial "
              "points at the lit sector.",
        sites="of the shared capital that is not completed, whoever's tiles are already there",
        turn="any uncompleted site of the capital that holds tiles (both players may)",
        refill=3)),
    "pp-duel-sites": ("Monument Sites", _SITES.format(
        link="are linked: each end pays its monument's controller 50, so whoever controls "
             "both ends gets the whole 100")),
    "pp-duel-scoring": ("Scoring", _SCORING.format(
        head="Each monument you control", whose=" (each player's own yard)",
        links="- Links: each end of a link pays its monument's controller 50 (half of 100); "
              "control both ends and you get 100.\n- Lapis: the Laurel token goes to whoever "
              "completes the Lapis-dominant monument, even when the rival controls it.",
        blueprints="- The Duel has no Civic Blueprints.\n- The winner controls more completed "
                   "monuments; equal, more points; still equal, a shared victory.\n")),
    "pp-codex": ("The Codex", """
The Architect's Solitaire Codex: thirty solo cities, each with its own fixed tile sequence, turn limit and star targets. Win at least one star to open the next city.
- The tiles come in the order the city names, so a city always deals the same tiles; there are no setup picks: the city gives you your starting Masonry Yard.
- Some cities have closed sites: nothing can be built there, they score nothing and count as done.
@pp-codex A closed site beside a small Quarry Wheel of three sectors.
- Some cities start with half-built or finished monuments, smaller wheels or bonus goals.
- Every other rule is the Campaign's: drafting, placing, turning sites and the wheel, the Masonry Yard and the scoring.
"""),
}
