"""Write the 30 Architect's Solitaire Codex cities (``levels/codex/*.toml``) from the table
below: ``python -m game.tools.codex_cities [DIR]``.

Each city's tile sequence is drawn by a seeded generator (``random.Random`` seeded with the
city's id, so a rerun writes the same files) from the drafting tiles the box holds (PP-1: 8 of
each size and motif; Marble and Water: 4 of them marked, PP-3), weighted by the city's motif and
size weights, never more of a kind than the box has once the yard and the pre-built sites took
theirs.  The files are plain readable TOML; the star thresholds already in a file are kept
(``python -m game.tools.codex_stars`` measures and writes them).
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

from game.core.picture_pie.codex import sequence_needed
from game.core.picture_pie.data import MOTIFS
from game.storage.levels import CODEX_DIR

#: sequence tiles beyond the rule's minimum (a margin nobody relies on)
SPARE = 4
EVEN = {m: 1.0 for m in MOTIFS}
SIZES = {"1/2": 1.0, "1/4": 1.0, "1/8": 1.0}
PLACEHOLDER_STARS = [300, 600, 900]


def W(**weights) -> dict:
    """Motif weights: EVEN with some changed (``W(lapis=0.2)``)."""
    out = dict(EVEN)
    out.update(weights)
    return out


def T(size: str, motif: str, slot: int) -> dict:
    return {"size": size, "motif": motif, "slot": slot}


# Each city: id, name, turns, (sectors, size), closed [[row, col]], prebuilt tables, yard,
# motif weights, size weights, lore.
CITIES = [
    dict(id="solstice-capital", name="The Solstice Capital", turns=14, wheel=(6, 4),
         lore="On the longest day the sun rises exactly through the Capital's eastern gate. "
              "Its first architects left the Quarry full and the plan open: build as the light "
              "allows, and learn the craft in good company."),
    dict(id="olive-terraces", goals=["olive-terraces"],
         name="The Olive Terraces", turns=14, wheel=(6, 4),
         weights=W(flora=2.0),
         lore="Terraced groves step down the hillside toward the sea. Gardens that touch one "
              "another grow richer, and the old growers say no grove should stand alone."),
    dict(id="mosaic-haven", name="The Mosaic Haven", turns=13, wheel=(6, 4),
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1", "marble", 0)], "roads": [0, 4]}],
         lore="A sheltered harbour whose quays are paved in tiny stones of every colour. A "
              "marble forum already stands at its heart, its road running east and west, "
              "waiting for neighbours to meet it."),
    dict(id="thessa-baths", goals=["water-channels"],
         name="The River Baths of Thessa", turns=13, wheel=(6, 4),
         weights=W(water=2.0),
         lore="Warm springs feed a chain of bathing halls along the river. Aqueducts that meet "
              "cleanly from basin to basin are the pride of Thessa's engineers."),
    dict(id="potters-quarter", goals=["potters-quarter"],
         name="The Potters' Quarter", turns=13, wheel=(6, 4),
         weights=W(terracotta=2.0), yard=["1/8 terracotta"],
         lore="Kilns glow day and night in the red-roofed quarter. A terracotta district makes "
              "every neighbour worth twice as much, and the potters know exactly where to "
              "build one."),
    dict(id="lantern-forum", goals=["paved-streets", "forum-of-the-senate"],
         name="The Lantern Forum", turns=12, wheel=(6, 4),
         weights=W(marble=1.6),
         prebuilt=[{"row": 0, "col": 1, "tiles": [T("1/2", "marble", 0)], "roads": [0]}],
         lore="Lamps hang from every colonnade of the Forum, and its roads are lit all night. "
              "A half-built temple waits on the northern row for the marble to finish it."),
    dict(id="nine-springs", name="The Garden of Nine Springs", turns=12, wheel=(5, 4),
         weights=W(flora=1.5, water=1.5),
         lore="Nine springs rise in one valley, and the gardens grow where they meet. The "
              "Quarry here has only five sectors, so plan a turn ahead."),
    dict(id="violet-citadel", goals=["imperial-palaces"],
         name="The Violet Citadel", turns=12, wheel=(6, 4),
         weights=W(lapis=1.8), closed=[[1, 3]],
         lore="The Citadel's palaces are faced in lapis that turns violet at dusk. A collapsed "
              "cliff has taken one of its terraces; build around it."),
    dict(id="salt-road-market", name="The Salt Road Market", turns=12, wheel=(5, 4),
         closed=[[2, 0]], yard=["1/4 marble", "1/8 water"],
         lore="Caravans from the salt flats unload in the market square at dawn. You arrive "
              "with a few stones of your own, but one corner of the square belongs to the "
              "salt merchants."),
    dict(id="sunken-amphitheatre", name="The Sunken Amphitheatre", turns=11, wheel=(6, 4),
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1/2", "terracotta", 0)]},
                   {"row": 1, "col": 2, "tiles": [T("1/4", "water", 4), T("1/4", "water", 6)],
                    "aqueducts": [4]}],
         lore="An old earthquake dropped the theatre three steps below the street. Two of its "
              "half-built rings survive; finishing them well is a fine start."),
    dict(id="cedar-acropolis", name="The Cedar Acropolis", turns=11, wheel=(5, 3),
         weights=W(flora=1.4, marble=1.2),
         lore="Cedar groves crown the hill, and white temples stand among them. The Quarry "
              "yields only three stones to a sector here, so refills come often and choices "
              "come fast."),
    dict(id="twin-aqueducts", goals=["water-stairs", "water-channels"],
         name="The Twin Aqueducts", turns=11, wheel=(4, 4),
         weights=W(water=2.2, lapis=0.6),
         prebuilt=[{"row": 0, "col": 0, "tiles": [T("1", "water", 0)], "aqueducts": [0, 4]}],
         lore="Two great channels carry mountain water into the city side by side. The first "
              "reservoir stands complete in the north-west; carry its water onward."),
    dict(id="marble-necropolis", name="The Marble Necropolis", turns=11, wheel=(6, 4),
         weights=W(marble=1.8, flora=0.6), closed=[[0, 0], [2, 3]],
         lore="The city of the honoured dead is quiet and white. Two of its plots are sealed "
              "tombs and may not be disturbed."),
    dict(id="amber-delta", name="The Amber Delta", turns=10, wheel=(5, 3),
         weights=W(lapis=0.3, terracotta=1.4),
         lore="The river splits into a hundred amber channels before the sea. Lapis barges "
              "rarely come this far south, so palaces are rare and precious."),
    dict(id="senate-hill", goals=["marble-forums"],
         name="Senate Hill", turns=10, wheel=(5, 4),
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1", "lapis", 0)]},
                   {"row": 1, "col": 2, "tiles": [T("1/2", "marble", 2)], "roads": [2]}],
         lore="The Senate meets in a lapis hall older than the city's memory. Around it the "
              "senators want marble, and they want it before the session ends."),
    dict(id="windward-lighthouse", name="The Windward Lighthouse", turns=10, wheel=(4, 3),
         weights=W(water=1.3, marble=1.3), closed=[[0, 3], [1, 3]],
         lore="A lighthouse stands on the windward cape, and the sea has eaten the eastern "
              "plots. The Quarry is small and the season short."),
    dict(id="hanging-gardens", goals=["hanging-gardens", "garden-terraces"],
         name="The Hanging Gardens of Aurelia", turns=10, wheel=(5, 4),
         weights=W(flora=1.8),
         prebuilt=[{"row": 0, "col": 1, "tiles": [T("1/2", "flora", 0), T("1/4", "flora", 4)]},
                   {"row": 2, "col": 2, "tiles": [T("1/2", "flora", 4)]}],
         lore="Terrace above terrace of green hangs over the royal road. Two of the gardens are "
              "half planted; the gardeners ask only that you keep them pure."),
    dict(id="obsidian-gate", name="The Obsidian Gate", turns=10, wheel=(4, 3),
         weights=W(marble=0.3, lapis=1.5), closed=[[2, 1]],
         lore="The black gate faces the eastern desert. Marble has to come by caravan and "
              "little of it arrives; build with what the Quarry gives."),
    dict(id="festival-isle", name="The Isle of Festivals", turns=9, wheel=(5, 3),
         yard=["1/2 lapis", "1/8 lapis"], closed=[[0, 0], [0, 3]],
         lore="Once a year the whole city sails to the island for the games. Its builders "
              "start with lapis in hand, but the two headlands are reserved for the crowds."),
    dict(id="copper-mines", name="The Copper Mines of Orra", turns=9, wheel=(4, 3),
         weights=W(terracotta=1.8, water=0.5), sizes={"1/2": 0.6, "1/4": 1.0, "1/8": 1.4},
         prebuilt=[{"row": 1, "col": 0, "tiles": [T("1/4", "terracotta", 0),
                                                  T("1/8", "marble", 2)]}],
         lore="The miners' town clings to a red hill full of tunnels. Large stones are hard "
              "to haul up the slope, so most of the Quarry comes in small pieces."),
    dict(id="moonlit-cisterns", name="The Moonlit Cisterns", turns=9, wheel=(4, 3),
         weights=W(water=1.6, flora=0.4), closed=[[1, 1], [1, 2]],
         prebuilt=[{"row": 0, "col": 1, "tiles": [T("1/2", "water", 0)], "aqueducts": [0]}],
         lore="Under the city lie vaulted cisterns that glow when the moon is full. The two "
              "central plots sit over the great vault and can bear no weight."),
    dict(id="crimson-barracks", name="The Crimson Barracks", turns=9, wheel=(3, 4),
         weights=W(terracotta=1.5, lapis=0.5), closed=[[2, 0], [2, 3]],
         lore="The legion's quarters are built in red brick around a parade ground. A Quarry "
              "of three sectors turns quickly; watch where the Sundial will point."),
    dict(id="scholars-library", goals=["hall-of-mirrors"],
         name="The Scholars' Library", turns=9, wheel=(4, 3),
         weights=W(marble=1.4, lapis=1.4, terracotta=0.4),
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1/2", "lapis", 0), T("1/4", "marble", 4)]},
                   {"row": 1, "col": 2, "tiles": [T("1/4", "marble", 0), T("1/8", "marble", 2)],
                    "roads": [0]}],
         closed=[[0, 3]],
         lore="Scrolls from every land fill the library's domes. Two reading halls are half "
              "built to an old and exacting design; finishing them as drawn is worth the care."),
    dict(id="desert-caravanserai", name="The Desert Caravanserai", turns=8, wheel=(4, 3),
         weights=W(flora=0.3, water=0.5), closed=[[0, 0], [2, 3], [1, 3]],
         lore="A walled inn at the edge of the dunes, where caravans water their camels. "
              "Gardens and fountains are rare here, and the dunes have buried three plots."),
    dict(id="storm-harbour", name="The Storm Harbour", turns=8, wheel=(3, 3),
         weights=W(water=1.5, marble=1.2), closed=[[2, 1], [2, 2]],
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1/2", "water", 4)], "aqueducts": [4]},
                   {"row": 1, "col": 2, "tiles": [T("1/2", "marble", 0)], "roads": [0]}],
         lore="Storms close the harbour half the year; the builders have one short season. "
              "The breakwater took the southern plots, and two quays stand half finished."),
    dict(id="glass-observatory", name="The Glass Observatory", turns=8, wheel=(4, 2),
         weights=W(lapis=1.4), sizes={"1/2": 0.5, "1/4": 1.0, "1/8": 1.5}, closed=[[0, 1]],
         lore="Astronomers chart the heavens from a dome of glass on the highest peak. Stones "
              "come up two at a time on the mule track, and most are small."),
    dict(id="ember-foundry", name="The Ember Foundry", turns=8, wheel=(3, 3),
         weights=W(terracotta=1.6, marble=0.4, lapis=0.6), closed=[[0, 0], [0, 3], [2, 0]],
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1", "terracotta", 0)]}],
         yard=["1/8 flora"],
         lore="Bronze is poured here for the statues of the whole empire. The furnace hall "
              "stands complete and doubles all that is built beside it, but three plots are "
              "slag heaps."),
    dict(id="sunset-necropolis", name="The Valley of Sunset Kings", turns=7, wheel=(4, 2),
         weights=W(lapis=1.8, flora=0.4, water=0.6), closed=[[1, 0], [1, 3], [2, 0]],
         prebuilt=[{"row": 0, "col": 1, "tiles": [T("1/2", "lapis", 0), T("1/8", "lapis", 4)]},
                   {"row": 0, "col": 2, "tiles": [T("1/4", "marble", 2), T("1/4", "lapis", 6)]}],
         lore="The old kings lie in painted tombs along the valley floor. Two royal chapels "
              "are half raised, and the valley gives only seven days of light for the work."),
    dict(id="imperial-pantheon", goals=["inner-city"],
         name="The Imperial Pantheon", turns=7, wheel=(3, 2),
         weights=W(marble=1.3, lapis=1.3, terracotta=0.3), closed=[[0, 0], [0, 3], [2, 0],
                                                                   [2, 3]],
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1/2", "marble", 0)], "roads": [0]},
                   {"row": 1, "col": 2, "tiles": [T("1/4", "lapis", 0), T("1/4", "lapis", 2)]}],
         lore="The temple of all the gods is to be finished before the emperor's jubilee. "
              "Four corners of the plan are sacred groves, and the Quarry is nearly spent."),
    dict(id="aurelia-crown", goals=["city-grid", "census-of-aurelia"],
         name="Aurelia, the Crowned City", turns=7, wheel=(3, 2),
         weights=W(lapis=0.5, water=0.8), sizes={"1/2": 0.7, "1/4": 1.0, "1/8": 1.3},
         closed=[[0, 0], [2, 3], [0, 3]],
         prebuilt=[{"row": 1, "col": 1, "tiles": [T("1/2", "marble", 0), T("1/4", "terracotta", 4)]},
                   {"row": 1, "col": 2, "tiles": [T("1/2", "water", 0), T("1/8", "water", 4)],
                    "aqueducts": [0, 4]},
                   {"row": 2, "col": 1, "tiles": [T("1/4", "flora", 0), T("1/4", "flora", 4)]}],
         lore="The golden capital itself, the city every architect dreams of rebuilding. Its "
              "great halls stand half raised, the Quarry is small and the time is short: only "
              "a master will crown it."),
]


def _pool(city: dict) -> list[str]:
    """The drafting tiles left in the box for the sequence, as level texts."""
    pool = []
    for size in ("1/2", "1/4", "1/8"):
        for motif in MOTIFS:
            marks = {"marble": "road", "water": "aqueduct"}.get(motif)
            pool += [f"{size} {motif}" + (f" {marks}" if marks and k < 4 else "")
                     for k in range(8)]
    used = list(city.get("yard", []))
    for p in city.get("prebuilt", []):
        for t in p["tiles"]:
            if t["size"] == "1":
                continue
            marked = t["slot"] in p.get("roads", []) + p.get("aqueducts", [])
            mark = {"marble": " road", "water": " aqueduct"}.get(t["motif"], "") if marked else ""
            used.append(f"{t['size']} {t['motif']}{mark}")
    for text in used:
        pool.remove(text)
    return pool


def sequence(city: dict) -> list[str]:
    """The city's seeded tile sequence (see the module doc)."""
    sectors, size = city["wheel"]
    n = sequence_needed(city["turns"], sectors, size) + SPARE
    weights = city.get("weights", EVEN)
    sizes = city.get("sizes", SIZES)
    rng = random.Random(city["id"])
    pool = _pool(city)
    out = []
    for _ in range(n):
        w = [weights[t.split()[1]] * sizes[t.split()[0]] for t in pool]
        pick = rng.choices(range(len(pool)), weights=w)[0]
        out.append(pool.pop(pick))
    return out


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _inline(table: dict) -> str:
    return "{ " + ", ".join(f"{k} = {_q(v) if isinstance(v, str) else v}"
                            for k, v in table.items()) + " }"


def city_toml(city: dict, order: int, stars: list[int]) -> str:
    """The level file's text."""
    sectors, size = city["wheel"]
    seq = sequence(city)
    lines = [f"# The Architect's Solitaire Codex, city {order} of {len(CITIES)} "
             "(written by game/tools/codex_cities.py;", "# stars measured by "
             "game/tools/codex_stars.py: see levels/README.md)",
             "format = 1", f"id = {_q(city['id'])}", f"name = {_q(city['name'])}",
             f"order = {order}", f"lore = {_q(city['lore'])}", f"turns = {city['turns']}",
             f"stars = [{', '.join(map(str, stars))}]",
             f"wheel_sectors = {sectors}", f"sector_size = {size}"]
    if city.get("closed"):
        lines.append("closed = [" + ", ".join(f"[{r}, {c}]" for r, c in city["closed"]) + "]")
    if city.get("yard"):
        lines.append("yard = [" + ", ".join(map(_q, city["yard"])) + "]")
    if city.get("goals"):
        lines.append("goals = [" + ", ".join(map(_q, city["goals"])) + "]")
    lines.append("# the bag yields these in order, first drawn first")
    lines.append("sequence = [")
    for k in range(0, len(seq), 4):
        lines.append("    " + ", ".join(map(_q, seq[k:k + 4])) + ",")
    lines.append("]")
    for p in city.get("prebuilt", []):
        lines += ["", "[[prebuilt]]", f"row = {p['row']}", f"col = {p['col']}",
                  "tiles = [" + ", ".join(_inline(t) for t in p["tiles"]) + "]"]
        for key in ("roads", "aqueducts"):
            if p.get(key):
                lines.append(f"{key} = [{', '.join(map(str, p[key]))}]")
    return "\n".join(lines) + "\n"


_STARS_RE = re.compile(r"^stars = \[(\d+), (\d+), (\d+)\]$", re.M)


def write_cities(folder: Path = CODEX_DIR) -> list[Path]:
    """Write every city into ``folder`` (kept star thresholds); returns the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for order, city in enumerate(CITIES, start=1):
        path = folder / f"{city['id']}.toml"
        stars = PLACEHOLDER_STARS
        if path.exists():
            m = _STARS_RE.search(path.read_text(encoding="utf-8"))
            if m:
                stars = [int(x) for x in m.groups()]
        path.write_text(city_toml(city, order, stars), encoding="utf-8")
        out.append(path)
    return out


if __name__ == "__main__":
    paths = write_cities(Path(sys.argv[1]) if len(sys.argv) > 1 else CODEX_DIR)
    print(f"wrote {len(paths)} cities")
