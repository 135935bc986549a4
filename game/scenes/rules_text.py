"""Short rules summaries shown by Pause -> Rules, in the rulebooks' terms.  The text is the
player's, so it names no ruling ids (RULES.md and shared/rulings.md hold those).  ``RULES[game_id]``
is plain text: "# " starts a heading, "- " a bullet.  ``rules_text(game_id)`` returns it ("" for an unknown id).  Which text belongs to which
game is the registry's ``GameInfo.rules`` ("game.scenes.rules_text:NAME", see game.games)."""

from __future__ import annotations

from game import games
from game.input.actions import Act
from game.input.bindings import keyboard_label, pad_control, pad_label

def _k(*acts: Act) -> str:
    """The keys of ``acts`` as the bindings name them ("Q / E")."""
    return " / ".join(keyboard_label(a) for a in acts)


def _p(*acts: Act) -> str:
    """The pad buttons of ``acts`` (Xbox names, as on most pads: "LB / RB")."""
    return " / ".join(pad_label(pad_control(a) or "", "xbox") for a in acts)


_PADS = ("The hints on the table name the buttons of the pad in use: Xbox, PlayStation "
         f"({pad_label('a', 'playstation')}, {pad_label('b', 'playstation')}, "
         f"{pad_label('leftshoulder', 'playstation')} / {pad_label('rightshoulder', 'playstation')}"
         f"...) or Nintendo (positional: the lower button {pad_label('a', 'nintendo')} confirms, "
         f"the right one {pad_label('b', 'nintendo')} goes back).")

#: the Akropolis views' controls (akview), a bullet of its own after the Controls (all read
#: from game.input.bindings, so they name what the keys and buttons really do)
AK_VIEW_CONTROLS = f"""
- Views: {_k(Act.OVERVIEW)} (the All cities tab, {_p(Act.OVERVIEW)} on a pad) shows every city at once with the move log; {_k(Act.HEIGHTS)} (the Heights chip, hold {_p(Act.HEIGHTS)} on a pad) the height view; {_k(Act.BACK)} closes the overview."""

PP_CONTROLS = f"""# Controls
- Keyboard: arrows or WASD move, {_k(Act.CONFIRM)} or Space confirm, {_k(Act.ROTATE_LEFT, Act.ROTATE_RIGHT)} turn the chosen tile or the focused site (or the Quarry Wheel, when {_k(Act.NEXT)} has moved the focus onto it), {_k(Act.NEXT)} / {_k(Act.PREV)} (PageDown / PageUp) next and previous area, {_k(Act.UNDO)} undo, {_k(Act.END_TURN)} or End end turn, {_k(Act.BACK)} drop the chosen tile or pause, {_k(Act.PAUSE)} pause, F11 fullscreen. The seats' scores are an area too: {_k(Act.CONFIRM)} shows that seat's ledger.
- Mouse: point and click; the wheel turns the chosen tile (or the site under the pointer) either way and right click turns it clockwise; on the Quarry Wheel they turn the wheel, as the Wheel buttons do; click a seat's score or small board to see its ledger; the buttons along the bottom do the rest (Menu pauses).
- Controller: D-pad or left stick move, {_p(Act.CONFIRM)} confirm (a placement once its ghost has shown for a moment), {_p(Act.BACK)} drop the chosen tile or pause, {_p(Act.ROTATE_LEFT, Act.ROTATE_RIGHT)} turn (the tile, the site or the focused Quarry Wheel), {_p(Act.NEXT)} next area (hold {_p(Act.PREV)} for the previous one), {_p(Act.UNDO)} undo, {_p(Act.END_TURN)} end turn, {_p(Act.OVERVIEW)} the Civic Blueprints, {_p(Act.PAUSE)} pause. {_PADS}"""

AK_CONTROLS = f"""# Controls
- Keyboard: arrows or WASD move the tile (or the view), {_k(Act.NEXT)} / {_k(Act.PREV)} choose a tile, {_k(Act.CONFIRM)} or Space choose the spot and {_k(Act.CONFIRM)} again confirm, {_k(Act.ROTATE_LEFT, Act.ROTATE_RIGHT)} turn the tile, {_k(Act.UNDO)} undo your last turn (until the next player moves), {_k(Act.END_TURN)} look at the next city, {_k(Act.ZOOM_IN)} / {_k(Act.ZOOM_OUT)} zoom, {_k(Act.FIT)} fit, {_k(Act.BACK)} cancel the spot, put the tile back or pause, {_k(Act.PAUSE)} pause, F11 fullscreen.
- Mouse: click a tile, point and click to choose the spot, click the tile again (or Confirm) to place it; right click turns it; the wheel zooms, dragging pans; the buttons along the bottom do the rest (Menu pauses).
- Controller: D-pad or left stick move, {_p(Act.NEXT)} choose a tile (hold {_p(Act.PREV)} for the one before), {_p(Act.CONFIRM)} choose the spot and {_p(Act.CONFIRM)} again confirm (once the proposal has shown for a moment), {_p(Act.BACK)} cancel or put back, {_p(Act.ROTATE_LEFT, Act.ROTATE_RIGHT)} turn, {_p(Act.UNDO)} undo your last turn, {_p(Act.END_TURN)} look at the next city, the right stick pans the view, {_p(Act.ZOOM_OUT, Act.ZOOM_IN)} zoom out and in, {_p(Act.FIT)} fits, {_p(Act.PAUSE)} pause. {_PADS}"""

PICTURE_PIE = """# Goal
Draft mosaic pie tiles from the Quarry Wheel, fit them into the 12 Monument Sites of your City Foundation Board (3 rows of 4) and complete whole circles. After 12 rounds the highest total on the Imperial Builder Ledger wins.
# Tiles
- Halves, Quarters and Eighths in five motifs: Marble, Terracotta, Water, Flora and Lapis. Wholes never enter the bag.
- A Monument Site has 8 octant slots; a Half fills 4, a Quarter 2, an Eighth 1.
- Some Marble tiles carry a road mark and some Water tiles an aqueduct mark.
# Setup
- In turn order each player picks 1 Quarter and 2 Eighths of any motifs into their Masonry Yard. The first player is chosen at random.
# A turn
- Phase 1, Draft (Law 3): take either one Half from any sector of the Quarry Wheel, or one or two small pieces (Quarters and Eighths) from the sector the Sundial points at. If neither is possible you draft nothing.
- Phase 2, Placement (Laws 1 and 2): place drafted or yard tiles into free, contiguous slots of an uncompleted site. You may rotate any uncompleted site of yours by steps of 45\u00b0; its tiles turn together.
- A site whose 8 slots are filled is completed at once and locked (Construction Lock).
- Touch rule: until you end your turn you may take back what you did this turn (undo).
- Wheel: once per turn, after drafting, you may turn the Quarry Wheel one sector either way.
- Masonry Yard: up to 3 tiles wait there for a later turn. A drafted tile that is neither placed nor fits in the yard is discarded and costs 100 points.
- Phase 4: an empty active sector is refilled with 4 tiles from the bag, then the Sundial advances one sector clockwise.
# Scoring (2.5, 2.7)
- Base value: each completed monument scores size \u00d7 motif value per tile: Marble 200, Terracotta 150, Water 250, Flora 150, Lapis 400.
- Purity: a one-motif monument adds that motif's Pure Motif Bonus: Marble 300, Terracotta 200, Water 400, Flora 250, Lapis 600.
- Symmetry: exactly two motifs in a mirror-symmetric pattern add half the smaller pure bonus.
- Dominant motif: the motif covering more than half of a monument.
- Terracotta: a monument next to a completed Terracotta-dominant monument counts its base value twice.
- Flora: +100 for each neighbouring completed Flora-dominant monument of a Flora-dominant one.
- Lapis: completing a Lapis-dominant monument takes an Imperial Laurel token worth 100 while any of the 6 remain.
- Links: two neighbouring completed monuments whose facing slots carry the same mark (road to road, aqueduct to aqueduct) score +100.
- Civic Blueprints: each player scores their fulfilled private cards and every public card they fulfil.
- Masonry Yard penalty: -100 for every tile left in your yard at the end.
# End and ties
- The game ends after the round in which someone completes all 12 sites, or the active sector and the bag are both empty, or after round 12.
- Ties: more completed monuments wins, then fewer yard tiles, then a shared victory.
# Civic Blueprints
- At setup each player gets 2 private cards and 3 public Senate cards are shown. Each card names a layout goal on your own board (complete a row, pure monuments of a motif, links, an empty yard...) and what it pays; rarer goals pay more.
- Your private cards are yours alone: with two or more people at one screen, a Pass screen hides them between turns. The Blueprint panel (C) shows each card's progress.
- At the end you score your fulfilled private cards and every public card you fulfil.
# Senate Wonder Duel
- Two players build one shared capital of 12 sites, drafting from a smaller Quarry Wheel of 4 sectors with 3 tiles each. Each keeps their own Masonry Yard.
- A completed monument belongs to whoever placed more of it (a tie: whoever completed it); its points, with the Terracotta and Flora bonuses it receives, go to that player. A Laurel token goes to whoever completes a Lapis-dominant monument; each end of a link pays its monument's owner half of the link's 100.
- The player who controls more completed monuments wins; a tie goes to points, then it is shared. There are no Civic Blueprints in the Duel.
# Architect's Solitaire Codex
- Thirty solo cities, each with its own fixed tile sequence, turn limit and star targets; some have closed sites, half-built monuments, small wheels or bonus goals. Win at least one star to open the next city.
""" + PP_CONTROLS

AKROPOLIS = """# Goal
Build the most glorious city. Districts score by their height, but only when multiplied by the stars of plazas of their colour. Highest total wins.
# Tiles
- Each tile has three hexes: districts (houses blue, markets yellow, barracks red, temples purple, gardens green), plazas with stars (blue 1, yellow 2, red 2, purple 2, green 3) and quarries.
- Tiles turn to any of 6 orientations and are never flipped.
# Setup
- Each city starts from its starting tile. The Construction Site shows players + 2 tiles; the rest form stacks. Starting stones are 1, 2, 3, 4 in turn order from the Chief Architect.
# A turn
- Buy: the first tile of the Construction Site is free, the next costs 1 stone, then 2, and so on. The row closes its gap.
- Place: on the ground a tile must share an edge with your city. Higher up it must rest entirely on hexes of one same level, cover hexes of at least two different tiles, and never overhang.
- Each quarry you cover gives you 1 stone. Covered hexes no longer score.
- Round reset: when one tile remains in the site, the next stack is revealed behind it and the Chief Architect passes clockwise. With no stack left the game ends at once.
# Scoring
- Only visible hexes count; a district is worth its level (ground = 1).
- Houses: only your largest group of connected houses scores.
- Markets: score when no neighbouring hex is a market district.
- Barracks: score on the edge of the city (an empty neighbour connected to the outside; enclosed holes do not count).
- Temples: score when all six neighbours are built.
- Gardens: always score.
- Each colour: the sum of its scoring districts \u00d7 its visible plaza stars (no stars, no points). Plus 1 point per stone.
# Variants
- Houses: the group counts double at value 10 or more. Markets: double when touching a market plaza. Barracks: double with 3 or more outside empty neighbours. Temples: double above the ground. Gardens: double when touching a lake.
# Winner
- Highest score; a tie goes to more stones; still tied, a shared victory.
# Solo
- You play against the Illustrious Architect (Hippodamos, Metagenes or Callicrates). It takes the cheapest affordable tile with a plaza, builds on the ground only, receives the stones you pay and scores every visible district times its stars. You win with a higher score, or an equal score and more stones.
""" + AK_CONTROLS + AK_VIEW_CONTROLS

def _texts() -> tuple[dict[str, str], dict[str, str]]:
    """(game id -> rules text, game id -> heading) from each game's default registry entry."""
    texts, titles = {}, {}
    for gid in games.game_ids():
        entry = games.info(gid)
        mod, _, name = entry.rules.partition(":")
        texts[gid] = globals()[name] if mod == __name__ else games.resolve(entry.rules)
        titles[gid] = entry.rules_title
    return texts, titles


RULES, RULES_TITLES = _texts()


def how_to_play() -> str:
    """Every game's rules for the title's How to Play, each followed by its own controls
    (headed "Controls: <game>"), in the registry's order."""
    parts = []
    for gid in RULES:
        body = RULES[gid].replace("# Controls", f"# Controls: {RULES_TITLES[gid]}")
        parts.append(f"# \u2766 {RULES_TITLES[gid]}\n{body}")
    return "\n".join(parts)


def rules_text(game_id: str) -> str:
    """The rules summary for ``game_id`` ("" if unknown)."""
    return RULES.get(game_id, "")


def title_for(body_or_id: str | None) -> str:
    """Heading for a rules text given either a game id or the text itself."""
    if body_or_id in RULES_TITLES:
        return RULES_TITLES[body_or_id]
    for gid, body in RULES.items():
        if body_or_id == body:
            return RULES_TITLES[gid]
    return "Rules"
