"""The one registry of the games in the collection: a :class:`GameInfo` per game and mode.

New Game, the autosaves, the command line, settings, the rules text and the demo-scene list all
read it, so adding a mode (or a game) is one :func:`register` call here plus its core and table.
The game id strings live only here, in the cores and in the data.

Each rules package under ``game/core/`` exposes:

- ``GAME_ID``: the command-line and save id;
- ``DATA_FILE``: its tile set under ``levels/``;
- ``parse_data(data: dict)``: validate the tile-set TOML (pure; raises ``DataError``);
- ``new_game(data, players: int, seed: int, **options) -> GameState``.

Scene and tool classes are named as lazy ``"module:attr"`` strings (see :func:`resolve`), so
importing this module never imports pygame.  This module does the file reading the pure core
may not do (:func:`game_data`).

Config shape (New Game -> table -> autosave; a public file format)::

    {"game": GAME_ID, "seed": int, "seats": [{"name", "kind", "ai"}, ...], "options": {...}}

``options`` holds every option of every mode of the game (:func:`config_options`), a mode's
own values and ``None`` for the options of the game's other modes (Akropolis base game:
``{"variants": [...], "all_tiles": bool, "solo": None}``).
"""

from __future__ import annotations

import dataclasses
import importlib
from dataclasses import dataclass, field
from functools import lru_cache

from game.core import akropolis as _akropolis
from game.core import picture_pie as _picture_pie
from game.core.state import GameState
from game.storage.data import load_level


@dataclass(frozen=True)
class Option:
    """One New Game option of a mode.

    ``name``: the key in ``config["options"]`` and the core's ``new_game`` keyword.
    ``kind``: ``"choice"`` (one of ``choices``), ``"toggle"`` (bool) or ``"multi"`` (a subset
    of ``choices``, stored as a list in ``choices`` order).  ``choices``: ``(value, label)``
    pairs.  ``label``: the New Game row's caption.  ``tooltip``: New Game hint (for ``multi``
    a format string with ``{label}``, the choice's label lower-cased).  ``cli``: the
    ``main.py simulate`` flag, ``help`` its help text.
    """

    name: str
    kind: str
    label: str
    default: object = None
    choices: tuple = ()
    tooltip: str = ""
    cli: str = ""
    help: str = ""
    key: str = ""

    @property
    def widget_key(self) -> str:
        """New Game's widget key: ``key``, else the name with dashes (a ``multi`` option's
        toggles are ``<key>-<choice>``)."""
        return self.key or self.name.replace("_", "-")


@dataclass(frozen=True)
class GameInfo:
    """A game in one mode.

    ``game``: the id used on the command line, in saves and in settings (``config["game"]``);
    ``mode``: the mode id within the game; the first registered mode of a game is its default.
    ``title`` / ``short_title``: player-facing names ("Picture Pie \u2013 Ancient City" /
    "Picture Pie"); ``mode_label``: the New Game Mode row's value (``mode_tooltip``: the row's
    hint, from the default mode).  ``seats``: ``(low, high)``
    seats a player chooses; ``ai_seats``: False when every chosen seat is a person (solo).
    ``selected_by``: an option whose non-None value in a config means this mode (solo:
    ``"solo"``).  ``options``: this mode's :class:`Option` s.  ``core``: the rules package;
    ``state_class``, ``table``, ``results``, ``rules``, ``emblem``: lazy ``"module:attr"``;
    ``demo``: the module with ``DEMO_SCENES``; ``ai``: module with optional ``PLAYERS``,
    ``ai_kinds`` its AI levels; ``scorepad``: module with ``score_data`` (``main.py score``).
    ``blurb``, ``tagline``, ``tooltip``: New Game line, title-button sub-label and hint.
    ``seat_note``: New Game note under the seats (``{<option>}``: that option's chosen label).
    ``emblem_title`` / ``emblem_new_game``: ``(factor, minimum)`` of the emblem's size argument
    (times the title's pie radius / New Game's free room).
    ``hidden``: True keeps the mode out of New Game's Mode row (it is reached from its own
    title entry).  ``title_entry``: the label of a smaller title button under the game's own
    (``title_tagline`` its sub-label, ``title_tooltip`` its hint) opening ``title_scene``, a
    lazy ``"module:Class"`` built as ``cls(app)``.
    """

    game: str
    mode: str
    title: str
    short_title: str
    seats: tuple[int, int]
    core: str
    state_class: str
    table: str
    results: str
    rules: str
    demo: str
    ai: str
    scorepad: str
    mode_label: str = ""
    mode_tooltip: str = ""
    ai_seats: bool = True
    selected_by: str | None = None
    options: tuple[Option, ...] = ()
    #: every AI level a seat may hold (game.ai.AI_KINDS; New Game shows the first three)
    ai_kinds: tuple[str, ...] = ("easy", "medium", "hard", "random", "greedy")
    blurb: str = ""
    tagline: str = ""
    tooltip: str = ""
    seat_note: str = "Each seat is a Person at this screen or an AI of the chosen level."
    emblem: str = ""
    emblem_title: tuple[float, int] = (1.0, 0)
    emblem_new_game: tuple[float, int] = (0.42, 20)
    data_file: str = field(default="")
    hidden: bool = False
    title_entry: str = ""
    title_tagline: str = ""
    title_tooltip: str = ""
    title_scene: str = ""
    #: the in-game rules reference of this mode: page ids of game.scenes.help.pages, in order
    help_pages: tuple[str, ...] = ()
    #: the game's interactive tutorial: lazy ``"module:attr"`` of ``start(app) -> Scene``
    tutorial: str = ""
    #: the Continue line of this mode's autosave, in the table's own words: lazy
    #: ``"module:attr"`` of ``summary(state, name, score) -> str`` ("" = "round 6, You: 862")
    save_summary: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return self.game, self.mode

    @property
    def rules_title(self) -> str:
        """``"Akropolis: Rules"``."""
        return f"{self.title}: Rules"

    def option(self, name: str) -> Option | None:
        return next((o for o in self.options if o.name == name), None)

    def seat_range(self) -> range:
        lo, hi = self.seats
        return range(lo, hi + 1)


REGISTRY: dict[tuple[str, str], GameInfo] = {}


def register(entry: GameInfo) -> GameInfo:
    """Add (or replace) ``entry``; returns it.  Raises ValueError for a bad seat range or an
    option kind New Game cannot show."""
    lo, hi = entry.seats
    if not 1 <= lo <= hi:
        raise ValueError(f"{entry.game}/{entry.mode}: bad seat range {entry.seats}")
    for opt in entry.options:
        if opt.kind not in ("choice", "toggle", "multi"):
            raise ValueError(f"{entry.game}/{entry.mode}: option {opt.name} has kind {opt.kind!r}")
    REGISTRY[entry.key] = entry
    return entry


def unregister(game_id: str, mode: str) -> None:
    """Remove an entry (tests).  Raises KeyError if absent."""
    del REGISTRY[(game_id, mode)]


def entries() -> list[GameInfo]:
    """Every entry, games in registration order, each game's modes in order."""
    order = game_ids()
    return sorted(REGISTRY.values(), key=lambda e: order.index(e.game))


def game_ids() -> list[str]:
    """The game ids in registration order (the title's buttons, Continue's scan order)."""
    out: list[str] = []
    for e in REGISTRY.values():
        if e.game not in out:
            out.append(e.game)
    return out


def modes(game_id: str) -> list[GameInfo]:
    """The entries of ``game_id``, default mode first.  Raises KeyError for an unknown id."""
    found = [e for e in REGISTRY.values() if e.game == game_id]
    if not found:
        raise KeyError(f"unknown game {game_id!r}; choose from {', '.join(game_ids())}")
    return found


def info(game_id: str, mode: str | None = None) -> GameInfo:
    """The entry of ``game_id`` in ``mode`` (None: the game's default mode).  Raises KeyError."""
    if mode is None:
        return modes(game_id)[0]
    try:
        return REGISTRY[(game_id, mode)]
    except KeyError:
        raise KeyError(f"unknown mode {mode!r} of {game_id!r}") from None


def is_game(game_id: object) -> bool:
    return isinstance(game_id, str) and game_id in game_ids()


def title(game_id: str) -> str:
    """Full title, or the id itself for an unknown game (messages about damaged files)."""
    return info(game_id).title if is_game(game_id) else str(game_id)


def short_title(game_id: str) -> str:
    return info(game_id).short_title if is_game(game_id) else str(game_id)


def mode_of(game_id: str, options: dict | None) -> GameInfo:
    """The entry a config's ``options`` select: the mode whose ``selected_by`` option is set,
    else the default mode.  Raises KeyError for an unknown game."""
    options = options or {}
    for e in modes(game_id):
        if e.selected_by and options.get(e.selected_by) is not None:
            return e
    return info(game_id)


def config_options(entry: GameInfo, values: dict) -> dict:
    """``config["options"]`` for ``entry`` with the chosen ``values`` (missing: the option's
    default): every option of the game's modes, None for those of other modes."""
    out: dict = {}
    for e in modes(entry.game):
        for opt in e.options:
            if opt.name in out:
                continue
            own = entry.option(opt.name)
            if own is None:
                out[opt.name] = None
            elif own.kind == "multi":
                chosen = set(values.get(opt.name, own.default) or ())
                out[opt.name] = [v for v, _ in own.choices if v in chosen]
            else:
                out[opt.name] = values.get(opt.name, own.default)
    return out


def resolve(ref: str):
    """The object a lazy ``"module:attr"`` string names.  Raises ImportError/AttributeError."""
    mod_name, _, attr = ref.partition(":")
    mod = importlib.import_module(mod_name)
    return getattr(mod, attr) if attr else mod


def core_module(game_id: str):
    """The rules package of ``game_id``.  Raises KeyError for an unknown id."""
    return importlib.import_module(info(game_id).core)


@lru_cache(maxsize=None)
def game_data(game_id: str):
    """The parsed, validated tile set of ``game_id`` (read once).  Raises FileDataError."""
    mod = core_module(game_id)
    data = load_level(mod.DATA_FILE, mod.parse_data)
    # further data files of the game: (file under levels/, its parser, attach(data, parsed))
    for rel, parse, attach in getattr(mod, "DATA_PARTS", ()):
        data = attach(data, load_level(rel, parse))
    return data


def new_state(game_id: str, players: int, seed: int, **options) -> GameState:
    """A fresh, seeded game of ``game_id`` for ``players`` seats."""
    return core_module(game_id).new_game(game_data(game_id), players=players, seed=seed, **options)


def state_from_dict(game_id: str, data: dict) -> GameState:
    """The rules state of ``game_id`` rebuilt by its class's ``from_dict`` (the dict carries
    its own tile data).  Raises ValueError for an unknown game, else what ``from_dict`` raises."""
    if not is_game(game_id):
        raise ValueError(f"unknown game {game_id!r}")
    mode = data.get("mode") if isinstance(data, dict) else None   # a mode's own state class
    entry = next((e for e in modes(game_id) if e.mode == mode), info(game_id))
    return resolve(entry.state_class).from_dict(data)


# ------------------------------------------------------------------------------- the entries
def _modules(core, state_class: str, table: str) -> dict:
    """The module fields of a game laid out by the usual convention, for its rules package
    ``core`` (``game.core.<pkg>``): its scorepad, ``game/ai/<pkg>.py``, ``game/scenes/<pkg>/``
    with ``table.py`` and ``demo.py``."""
    pkg = core.__name__.rsplit(".", 1)[1]
    return dict(game=core.GAME_ID, core=core.__name__, data_file=core.DATA_FILE,
                state_class=f"{core.__name__}:{state_class}", scorepad=f"{core.__name__}.scorepad",
                ai=f"game.ai.{pkg}", demo=f"game.scenes.{pkg}.demo",
                table=f"game.scenes.{pkg}.table:{table}")


register(GameInfo(
    mode="campaign", mode_label="Campaign",
    title="Picture Pie \u2013 Ancient City", short_title="Picture Pie", seats=(1, 4),
    **_modules(_picture_pie, "PicturePieState", "PicturePieTable"),
    results="game.scenes.picture_pie.results:make_results",
    rules="game.scenes.rules_text:PICTURE_PIE",
    help_pages=("pp-goal", "pp-turn", "pp-sites", "pp-scoring", "pp-end", "pp-blueprints",
                "pp-controls"),
    tutorial="game.scenes.tutorial.picture_pie:start_tutorial",
    blurb="Draft mosaic tiles from the Quarry Wheel and complete Monument Sites.",
    tagline="Ancient City \u00b7 1\u20134 players",
    tooltip="Draft mosaic tiles from the Quarry Wheel and complete Monument Sites.",
    emblem="game.render.art:mosaic_pie", emblem_title=(1.0, 0), emblem_new_game=(0.42, 20),
    options=(Option("blueprints", "toggle", "Civic Blueprints", default=True,
                    tooltip="Deal 2 secret Civic Blueprint cards to each player and show 3 "
                            "public Senate cards; fulfilled cards score at game end.",
                    cli="--blueprints", help="Picture Pie: deal the Civic Blueprint cards "
                                             "(the default; --no-blueprints plays without)"),)))
register(dataclasses.replace(
    info(_picture_pie.GAME_ID), mode="duel", mode_label="Senate Wonder Duel", seats=(2, 2),
    selected_by="duel",
    help_pages=("pp-duel", "pp-duel-turn", "pp-duel-sites", "pp-duel-scoring", "pp-controls"),
    options=(Option("duel", "toggle", "Senate Wonder Duel", default=True,
                    tooltip="Two architects build one shared capital.", cli="--duel",
                    help="Picture Pie: a Senate Wonder Duel (2 seats, one shared capital)"),),
    state_class=f"{_picture_pie.__name__}.duel:DuelState",
    table="game.scenes.picture_pie.duel_table:DuelTable",
    results="game.scenes.picture_pie.duel_results:make_duel_results",
    blurb="Two architects build one capital: control the most monuments.",
    seat_note="Two seats share one capital; each seat is a Person or an AI."))
register(GameInfo(
    mode="codex", mode_label="Architect's Solitaire Codex",
    title="Picture Pie \u2013 Ancient City", short_title="Picture Pie", seats=(1, 1),
    ai_seats=False, selected_by="codex", hidden=True,
    **dict(_modules(_picture_pie, "PicturePieState", "PicturePieTable"),
           table="game.scenes.codex.table:CodexTable", demo="game.scenes.codex.demo"),
    results="game.scenes.codex.results:CodexResults",
    rules="game.scenes.rules_text:PICTURE_PIE",
    help_pages=("pp-codex", "pp-turn", "pp-sites", "pp-scoring", "pp-controls"),
    blurb="Rebuild thirty legendary cities from fixed tile draws within their turn limits.",
    seat_note="Solo: one Person builds the city.",
    title_entry="Codex", title_tagline="30 solo cities \u00b7 win their stars",
    title_tooltip="The Architect's Solitaire Codex: thirty solo cities with fixed tiles, "
                  "a turn limit and three star targets each.",
    title_scene="game.scenes.codex.map:CodexMapScene",
    save_summary=f"{_picture_pie.__name__}.codex_state:save_summary",
    emblem="game.render.art:mosaic_pie", emblem_title=(1.0, 0), emblem_new_game=(0.42, 20)))

_AK_SOLO_WORDS = {"hippodamos": "easy", "metagenes": "medium", "callicrates": "hard"}
_AK_OPTIONS = (
    Option("variants", "multi", "Scoring variants", default=(),
           choices=tuple((v, v.title()) for v in _akropolis.VARIANTS),
           tooltip="Scoring variant for {label}.", key="variant",
           cli="--variants", help="Akropolis scoring variants"),
    Option("all_tiles", "toggle", "All 61 tiles", default=False,
           tooltip="Use every tile instead of the player-count set.",
           cli="--all-tiles", help="Akropolis: use all 61 tiles"),
    Option("athena", "toggle", "Athena", default=False,
           tooltip="Add the Athena expansion: four Construction cards, Mini-tiles and the statue.",
           cli="--athena", help="Akropolis: play with the Athena expansion (Construction cards, "
           "Mini-tiles, the statue)"),
)
_AK_COMMON = dict(
    title="Akropolis", short_title="Akropolis",
    **_modules(_akropolis, "AkropolisState", "AkropolisTable"),
    results="game.scenes.akropolis.results:AkropolisResults",
    rules="game.scenes.rules_text:AKROPOLIS",
    tutorial="game.scenes.tutorial.akropolis:start_tutorial",
    blurb="Build your city upwards: districts score by height times plaza stars.",
    tagline="2\u20134 players or solo",
    mode_tooltip="Solo: play against the Illustrious Architect.",
    tooltip="Build your city upwards; districts score by height and plazas.",
    emblem="game.render.art:akropolis_tile", emblem_title=(0.36, 12), emblem_new_game=(0.2, 10))
register(GameInfo(mode="base", mode_label="2\u20134 players", seats=(2, 4),
                  options=_AK_OPTIONS, help_pages=("ak-goal", "ak-turn", "ak-scoring",
                                                   "ak-variants", "ak-athena", "ak-controls"),
                  **_AK_COMMON))
register(GameInfo(
    mode="solo", mode_label="Solo vs the Architect", seats=(1, 1), ai_seats=False,
    selected_by="solo",
    options=(Option("solo", "choice", "Architect", default=_akropolis.SOLO_LEVELS[0],
                    choices=tuple((v, f"{v.title()} ({_AK_SOLO_WORDS.get(v, v)})")
                                  for v in _akropolis.SOLO_LEVELS),
                    cli="--solo", key="level",
                    help="Akropolis solo against the Illustrious Architect at this level"),) + _AK_OPTIONS,
    seat_note="Seat 2: the Illustrious Architect, {solo}, plays automatically.",
    help_pages=("ak-solo", "ak-turn", "ak-scoring", "ak-variants", "ak-athena", "ak-controls"),
    **_AK_COMMON))
register(GameInfo(
    mode="pantheon", mode_label="Pantheon (cooperative)", seats=(2, 4), selected_by="scenario",
    options=(Option("scenario", "choice", "Scenario", default=_akropolis.SCENARIOS[0],
                    choices=tuple((v, v.title()) for v in _akropolis.SCENARIOS),
                    tooltip="Corinth scores every altar, Sparta only red, purple and blue "
                            "altars, Athens only altars on level 2 or above.",
                    cli="--scenario",
                    help="Akropolis Pantheon, the cooperative game, in this Scenario"),),
    seat_note="One team builds the Capital; each seat is a Person or an AI teammate.",
    help_pages=("ak-pantheon", "ak-turn", "ak-challenges", "ak-controls"),
    **dict(_AK_COMMON,
           state_class=f"{_akropolis.__name__}.pantheon:PantheonState",
           table="game.scenes.akropolis.pantheon_table:PantheonTable",
           results="game.scenes.akropolis.pantheon_results:PantheonResults",
           blurb="One shared Capital: complete challenges to raise its Divine Altars.")))
