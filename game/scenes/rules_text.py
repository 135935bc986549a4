"""Short rules summaries shown by Pause -> Rules (rulebook terms, ruling ids from rulings.md).

``RULES[game_id]`` is plain text: "# " starts a heading, "- " a bullet."""

from __future__ import annotations

RULES_TITLES = {"picture-pie": "Picture Pie \u2013 Rules", "akropolis": "Akropolis \u2013 Rules"}

PICTURE_PIE = """# Goal
Complete Monument Sites on your board with mosaic tiles; most points after 12 rounds wins.
"""

AKROPOLIS = """# Goal
Build the most glorious city: districts score by height, multiplied by the stars of plazas.
"""

RULES = {"picture-pie": PICTURE_PIE, "akropolis": AKROPOLIS}
