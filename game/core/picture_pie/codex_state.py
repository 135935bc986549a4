"""The Architect's Solitaire Codex state (rulebook 2.6.3, PP-27): one seat, one city.

``new_game(data, 1, seed, codex=<level plain dict>)`` (game.core.picture_pie.state dispatches
here) builds a :class:`CodexState`, the Campaign's rules (PP-5..PP-24) on a city's terms:

- the turn limit is the level's ``turns`` (one seat: one turn a round); the Quarry Wheel has
  ``wheel_sectors`` sectors of ``sector_size`` tiles (PP-8, PP-13);
- no setup picks (PP-12): the level's ``yard`` is the starting Masonry Yard;
- the bag yields the level's ``sequence`` in order, first drawn first (the first wheel, then
  each refill).  The sequence is printed in the level file, so it is not hidden information:
  ``determinised`` keeps it;
- tiles come from the box (PP-1): each tile the level names is a catalogue tile of that kind;
  the tiles the level does not use are not in the game;
- closed sites never take tiles, never rotate and never score, and count as done for "all
  sites completed" (PP-24): a closed site is :data:`CLOSED_SITE`, all slots taken, no tiles,
  no monument (``info`` None);
- pre-built sites are laid at the start; a pre-built completed monument (a Whole, PP-1, or a
  full circle of pieces) scores like any other, but takes no Imperial Laurel token (PP-20: a
  token is taken by completing a monument, and nobody completed it);
- the level's ``goals`` are the game's Civic Blueprints (PP-22): public cards of the one seat,
  no private ones, each fulfilled goal's payout in the ledger's blueprints row;
- a save keeps the level's plain dict in ``opening["options"]["codex"]`` and ``to_dict()
  ["codex"]``, so from_opening, replay and from_dict rebuild the same city.

Public additions to PicturePieState: ``mode`` ("codex"), ``level`` (codex.Level),
``closed_sites`` (frozenset of site indices), ``turns_left``, ``stars_for(score)`` and
``next_star()``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.core.errors import DataError
from game.core.picture_pie.actions import Place, Rotate
from game.core.picture_pie.board import (EMPTY_SITE, FULL_MASK, Board, Site, build_site,
                                         site_name)
from game.core.picture_pie.codex import Level, parse_level
from game.core.picture_pie.blueprints import parse_source
from game.core.picture_pie.data import NUM_SITES, SLOTS, PictureData
from game.core.picture_pie.saving import MODE_STATES
from game.core.picture_pie.state import PicturePieState

#: a closed site: every slot taken, no tile, no monument (never placed on, rotated or scored)
CLOSED_SITE = Site((), FULL_MASK, (None,) * SLOTS, (None,) * SLOTS, (None,) * SLOTS, None)
CLOSED_TEXT = "That site is closed in this city; nothing can be built there."


@dataclass(frozen=True, eq=False)
class CodexData(PictureData):
    """The tile set on a city's terms (``dataclasses`` copy of the base PictureData):
    ``rounds`` = turns, ``sectors``/``tiles_per_sector`` = the level's wheel, no setup picks,
    ``drafting_ids`` = every tile the level uses (the sequence in order, then the yard, then
    the pre-built tiles).  ``level``: the Level; ``closed``: closed site indices;
    ``yard_ids``: the starting yard; ``prebuilt_ids``: ((site, ((tile id, slot), ...)), ...).
    ``source`` stays the base tile set's plain dict."""

    level: Level | None = None
    closed: frozenset = frozenset()
    sequence_ids: tuple = ()
    yard_ids: tuple = ()
    prebuilt_ids: tuple = ()


def codex_data(base: PictureData, level: Level) -> CodexData:
    """``base`` on ``level``'s terms, each tile the level names given a catalogue id (the
    lowest unused of its kind).  Raises DataError when the box holds too few of a kind."""
    free: dict = {}
    for t in base.tiles:
        free.setdefault((t.size, t.motif, t.mark), []).append(t.id)

    def take(spec) -> int:
        ids = free.get((spec.size, spec.motif, spec.mark))
        if not ids:
            raise DataError("sequence", f"the box holds too few tiles of '{spec.text}'")
        return ids.pop(0)

    prebuilt = tuple((p.site, tuple((take(spec), slot) for spec, slot in p.tiles))
                     for p in level.prebuilt)
    yard = tuple(take(spec) for spec in level.yard)
    sequence = tuple(take(spec) for spec in level.sequence)
    values = {f.name: getattr(base, f.name) for f in fields(PictureData)}
    values.update(rounds=level.turns, sectors=level.wheel_sectors,
                  tiles_per_sector=level.sector_size, setup_quarters=0, setup_eighths=0,
                  drafting_ids=sequence + yard + tuple(t for _, ts in prebuilt for t, _ in ts))
    return CodexData(**values, level=level, closed=level.closed_sites, sequence_ids=sequence,
                     yard_ids=yard, prebuilt_ids=prebuilt)


def _base_data(data: PictureData) -> PictureData:
    """The plain tile set (with its Civic Blueprint deck) under a (possibly codex) ``data``."""
    return parse_source(data.source) if isinstance(data, CodexData) else data


def _level(raw, base: PictureData) -> Level:
    """``raw`` parsed against ``base``'s box and, when it has one, its deck's card ids."""
    deck = base.deck
    return parse_level(raw, base, frozenset(deck.by_id) if deck is not None else None)


class CodexState(PicturePieState):
    """A Codex city in play (see the module doc)."""

    mode = "codex"

    def __init__(self, data: PictureData, players: int, seed: int, codex: dict):
        if players != 1:
            raise ValueError(f"the Codex is played solo, not by {players!r} players")
        base = _base_data(data)
        level = _level(codex, base)    # raises DataError (a ValueError) naming the field
        cdata = codex_data(base, level)
        super().__init__(cdata, 1, seed)   # the first wheel: the sequence's first tiles
        used = set(cdata.yard_ids) | {t for _, ts in cdata.prebuilt_ids for t, _ in ts}
        self.bag = tuple(t for t in self.bag if t not in used)
        sites = [EMPTY_SITE] * NUM_SITES
        for i in cdata.closed:
            sites[i] = CLOSED_SITE
        for i, placed in cdata.prebuilt_ids:
            sites[i] = build_site(placed, cdata.tiles, cdata)
        self.boards = (Board(tuple(sites), cdata.yard_ids),)
        self.opening["options"] = {"codex": codex}
        self._goals_as_cards()
        self._new_turn()

    # ------------------------------------------------------------------ the city
    @property
    def level(self) -> Level:
        return self.data.level

    @property
    def closed_sites(self) -> frozenset:
        """Indices (0..11) of the sites closed in this city."""
        return self.data.closed

    @property
    def turns_left(self) -> int:
        """Turns still to play, this one included; 0 once the game is over."""
        return 0 if self.stage == "over" else self.data.rounds - self.round + 1

    def stars_for(self, score: int) -> int:
        """Stars ``score`` earns in this city: 0..3."""
        return self.level.stars_for(score)

    def next_star(self) -> int | None:
        """The next star threshold above the live score, None when all three are reached."""
        return self.level.next_star(self.scores()[0])

    def completed(self, seat: int) -> int:
        """Monuments completed (closed sites are not monuments)."""
        return super().completed(seat) - len(self.data.closed)

    def _goals_as_cards(self) -> None:
        """The level's goals are the game's Civic Blueprints (PP-22, PP-27): public cards of
        the one seat, no private ones; each fulfilled goal's payout is in the ledger's
        blueprints row.  Nothing to deal without goals (or without a deck)."""
        goals = self.level.goals
        if goals and self.data.deck is not None:
            self.blueprints_on = True
            self._private, self.public_cards = ((),), goals

    def _cards_from_dict(self, d, players: int) -> None:
        """A save's cards are the level's goals, whatever it wrote."""
        self.blueprints_on = False
        self._private, self.public_cards = (), ()
        self._goals_as_cards()

    # ------------------------------------------------------------------ rules on its terms
    def _draw(self, k: int) -> tuple:
        """The next ``k`` tiles of the sequence (first drawn first)."""
        out, self.bag = self.bag[:k], self.bag[k:]
        return out

    def why_illegal(self, action) -> str | None:
        site = getattr(action, "site", None)
        if (type(action) in (Place, Rotate) and type(site) is int and site in self.data.closed
                and self.stage == "build"):
            return CLOSED_TEXT
        return super().why_illegal(action)

    def copy(self) -> "CodexState":
        c = super().copy()
        c.__class__ = type(self)
        return c

    # ------------------------------------------------------------------ plain data
    def to_dict(self) -> dict:
        out = super().to_dict()
        out["codex"] = self.level.source
        return out

    @classmethod
    def from_dict(cls, data: dict, game_data: PictureData | None = None) -> "CodexState":
        """Rebuild from :meth:`to_dict` output (the city from ``data["codex"]``).  Raises
        ValueError naming the field."""
        try:
            base = _base_data(game_data) if game_data is not None else parse_source(data["data"])
            level = _level(data["codex"], base)
        except DataError as err:
            raise ValueError(f"codex.{err}") from None
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed Codex state: {exc!r}") from None
        return super().from_dict(data, codex_data(base, level))

    def _snap_from_dict(self, d: dict) -> tuple:
        snap = super()._snap_from_dict(d)
        closed = self.data.closed
        boards = []
        for board in snap[6]:
            sites = list(board.sites)
            for i in closed:
                if sites[i].placed:
                    raise ValueError(f"boards: {site_name(i)} is closed in this city but "
                                     "holds tiles")
                sites[i] = CLOSED_SITE
            boards.append(board.replace(sites=tuple(sites)))
        return snap[:6] + (tuple(boards),) + snap[7:]


def from_opening(opening: dict) -> CodexState:
    """The Codex state at setup recorded by ``opening``.  Raises ValueError."""
    return CodexState(parse_source(opening["data"]), opening["players"], opening["seed"],
                      opening["options"]["codex"])


def new_game(data: PictureData, players: int, seed: int, codex: dict, blueprints=None,
             **options) -> CodexState:
    """A fresh Codex city for one seat.  ``blueprints`` (the Campaign's option) is ignored:
    a city's cards are its goals.  Raises ValueError (DataError for a bad level)."""
    extra = {k: v for k, v in options.items() if v is not None}
    if extra:
        raise ValueError(f"the Codex takes no options {', '.join(sorted(extra))}")
    return CodexState(data, players, seed, codex)


MODE_STATES["codex"] = (new_game, from_opening, CodexState)


def save_summary(state, name: str, score: int) -> str:
    """The Continue line of a Codex city's autosave (see ``GameInfo.save_summary``), in the
    table's words: ``"The Amber Delta, city 14 \u2013 Turn 3 of 10, You: 420"``."""
    level = state.level
    turn = max(1, min(level.turns, level.turns - state.turns_left + 1))
    return (f"{level.name}, city {level.order} \u2013 Turn {turn} of {level.turns}, "
            f"{name}: {score}")
