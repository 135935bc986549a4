"""Picture Pie refusals: why an action is illegal now, one small check per stage.

:class:`Refusals` is a mixin of :class:`game.core.picture_pie.state.PicturePieState`;
``why_illegal`` dispatches on ``stage`` to ``_why_illegal_setup`` (PP-12), ``_why_illegal_draft``
(Law 3, PP-9) or ``_why_illegal_build`` (PP-5, PP-6, PP-10, PP-11).  Each returns None when the
action is legal, else one sentence for the player (the texts are pinned by the rulings tests).
``_FITS`` maps an action type to its quick yes/no check (no reasons), which ``apply`` runs first.
"""

from __future__ import annotations

from game.core.picture_pie.actions import (DraftHalf, DraftNothing, DraftSmall, EndTurn, Pick,
                                           Place, Rotate, Store, TurnWheel)
from game.core.picture_pie.board import FREE_STARTS, FULL_MASK, RUN_MASK, site_name
from game.core.picture_pie.data import EIGHTH, HALF, NUM_SITES, QUARTER, SIZE_NAME, SLOTS

NO_SITE = "There is no such Monument Site."


def _is_site(site) -> bool:
    """True for a site index 0..11 (PP-4)."""
    return type(site) is int and 0 <= site < NUM_SITES


def _open_site_refusal(board, site) -> str | None:
    """Why ``site`` of ``board`` cannot be changed: no such site, or completed and locked
    (Construction Lock, PP-6); None when it is open."""
    if not _is_site(site):
        return NO_SITE
    if board.sites[site].mask == FULL_MASK:
        return "Completed monuments are locked (Construction Lock)."
    return None


def _site_and_number_refusal(board, site, number_ok: bool, number_text: str) -> str | None:
    """Place's slot / Rotate's steps check, then the site's: ``number_text`` when the number is
    bad but the site exists, NO_SITE when the site does not, then the Construction Lock."""
    if not number_ok:
        return number_text if _is_site(site) else NO_SITE
    return _open_site_refusal(board, site)


def _mask_text(open_eighths: int) -> str:
    return "nothing" if open_eighths == 0 else f"{open_eighths}/8"


def setup_picks_text(data) -> str:
    """The PP-12 starting picks in words, from the data's house values: "1 Quarter and 2
    Eighths"."""
    picks = ((data.setup_quarters, SIZE_NAME[QUARTER]), (data.setup_eighths, SIZE_NAME[EIGHTH]))
    return " and ".join(f"{n} {name}{'' if n == 1 else 's'}" for n, name in picks if n)


def _size_text(n: int) -> str:
    return {8: "1", 4: "1/2", 2: "1/4", 1: "1/8"}[n]


class Refusals:
    """The why_illegal half of PicturePieState (needs its stage, data, boards, hand, wheel)."""

    def why_illegal(self, action) -> str | None:
        """None when ``action`` is legal now, else a sentence saying why not (by stage)."""
        if self.stage == "over":
            return "The game is over."
        return self._STAGE_CHECKS[self.stage](self, action)

    def _why_illegal_setup(self, action) -> str | None:
        """Setup (PP-12): only a Pick of a Quarter or Eighth still owed and still in the bag."""
        if type(action) is not Pick:
            return (f"First pick your starting tiles: {setup_picks_text(self.data)} "
                    "(setup).")
        need = self.setup_needs().get(action.size, 0)
        if action.size not in (QUARTER, EIGHTH):
            return "Setup picks are Quarters and Eighths only."
        if need <= 0:
            return f"You already have your starting {SIZE_NAME[action.size]}s."
        if self._pick_tile(action.size, action.motif, action.mark) is None:
            what = f"{action.mark} " if action.mark else "unmarked "
            return (f"No {what}{SIZE_NAME[action.size]} of {action.motif} is left in the "
                    "bag.")
        return None

    def _why_illegal_draft(self, action) -> str | None:
        """Draft (Law 3, PP-9): a Half from any sector, one or two small pieces from the
        Sundial's sector, or nothing when nothing can be drafted."""
        if type(action) is DraftHalf:
            t = self._tile(action.tile_id)
            if t is None or t.size != HALF:
                return "Only a Half can be drafted from any sector."
            if not any(action.tile_id in s for s in self.wheel.sectors):
                return "That Half is not on the Quarry Wheel."
            return None
        if type(action) is DraftSmall:
            ids = action.tile_ids
            if not isinstance(ids, tuple) or not 1 <= len(ids) <= 2:
                return "Draft one or two small pieces."
            if len(ids) == 2 and not ids[0] < ids[1]:
                return "List the two drafted pieces once each, in id order."
            sector = self.wheel.sectors[self.active_sector]
            for tid in ids:
                t = self._tile(tid)
                if t is None or t.size >= HALF:
                    return "Only Quarters and Eighths can be drafted in pairs."
                if tid not in sector:
                    return "Small pieces come from the sector the Sundial points at."
            return None
        if type(action) is DraftNothing:
            if self._legal_drafts() != [DraftNothing()]:
                return "There is something to draft; draft nothing only when you cannot."
            return None
        return "Draft first: one Half from any sector or up to two small pieces."

    def _why_illegal_build(self, action) -> str | None:
        """Build (PP-5, PP-6, PP-10, PP-11): Place, Rotate, Store, TurnWheel, EndTurn."""
        board = self.boards[self.seat]
        if type(action) is Place:
            t = self._tile(action.tile_id)
            if t is None or (action.tile_id not in self.hand and action.tile_id not in board.yard):
                return "Place a tile from your hand or your Masonry Yard."
            refused = _site_and_number_refusal(
                board, action.site, type(action.slot) is int and 0 <= action.slot < SLOTS,
                "Slots are numbered 0 to 7.")
            if refused:
                return refused
            site = board.sites[action.site]
            if RUN_MASK[t.size][action.slot] & site.mask:
                open_ = SLOTS - site.filled
                if t.size > open_:
                    return (f"{site_name(action.site).capitalize()} has {_mask_text(open_)} open; this "
                            f"tile is {_size_text(t.size)}.")
                return (f"The tile would overlap another tile at {site_name(action.site)}; "
                        "it needs free slots side by side.")
            return None
        if type(action) is Rotate:
            refused = _site_and_number_refusal(
                board, action.site, type(action.steps) is int and 1 <= action.steps < SLOTS,
                "Rotate by 1 to 7 eighths.")
            if refused:
                return refused
            site = board.sites[action.site]
            if site.mask == 0:
                return "That site has no tiles to rotate."
            return None
        if type(action) is Store:
            if action.tile_id not in self.hand:
                return "Only a tile drafted this turn can be stored."
            if len(board.yard) >= self.data.yard_capacity:
                return f"Your Masonry Yard is full ({self.data.yard_capacity} tiles)."
            return None
        if type(action) is TurnWheel:
            if action.direction not in (1, -1):
                return "Turn the wheel one sector, +1 or -1."
            if self.wheel_turned:
                return "The Quarry Wheel can be turned once per turn."
            return None
        if type(action) is EndTurn:
            return None
        return "Drafting is done this turn; place, rotate, store, turn the wheel or end the turn."

    # ------------------------------------------------ quick yes/no checks for apply
    def _pick_fits(self, action: Pick) -> bool:
        """A Pick certainly legal (PP-12): a Quarter or Eighth still owed, its kind in the bag."""
        mark, size = action.mark, action.size
        if self.stage != "setup" or type(action.motif) is not str \
                or not (mark is None or type(mark) is str):
            return False
        q, e = self._owed(self.seat)
        return (q > 0 if size == QUARTER else e > 0 if size == EIGHTH else False) \
            and (size, action.motif, mark) in self._bag_kinds()

    def _place_fits(self, action: Place) -> bool:
        """True when ``action`` is certainly legal (PP-5, PP-6): the common case of
        :meth:`why_illegal` for a Place, without its reasons; False sends it there."""
        tid, site, slot = action.tile_id, action.site, action.slot
        if self.stage != "build" or type(tid) is not int or type(site) is not int \
                or type(slot) is not int or not 0 <= site < NUM_SITES:
            return False
        board = self.boards[self.seat]
        if tid not in self.hand and tid not in board.yard:
            return False
        return slot in FREE_STARTS[self.tiles[tid].size][board.sites[site].mask]

    def _draft_fits(self, action) -> bool:
        """DraftHalf / DraftSmall certainly legal (Law 3, PP-9): the half is on the wheel, or
        one or two sorted small pieces of the Sundial's sector; False sends it to why_illegal."""
        if self.stage != "draft":
            return False
        tiles = self.tiles
        if type(action) is DraftHalf:
            tid = action.tile_id
            return (type(tid) is int and 0 <= tid < len(tiles) and tiles[tid].size == HALF
                    and any(tid in s for s in self.wheel.sectors))
        ids = action.tile_ids
        if type(ids) is not tuple or not 1 <= len(ids) <= 2 \
                or len(ids) == 2 and not ids[0] < ids[1]:
            return False
        wheel = self.wheel
        sector = wheel.sectors[(self.sundial - wheel.rotation) % len(wheel.sectors)]
        return all(type(t) is int and 0 <= t < len(tiles) and tiles[t].size < HALF
                   and t in sector for t in ids)

    def _build_fits(self, action) -> bool:
        """Rotate / Store / TurnWheel / EndTurn certainly legal (PP-6, PP-11, PP-10)."""
        if self.stage != "build":
            return False
        kind = type(action)
        if kind is Rotate:
            site, steps = action.site, action.steps
            if type(site) is not int or not 0 <= site < NUM_SITES \
                    or type(steps) is not int or not 1 <= steps < SLOTS:
                return False
            mask = self.boards[self.seat].sites[site].mask
            return mask != 0 and mask != FULL_MASK
        if kind is Store:
            return action.tile_id in self.hand \
                and len(self.boards[self.seat].yard) < self.data.yard_capacity
        if kind is TurnWheel:
            return action.direction in (1, -1) and not self.wheel_turned
        return True   # EndTurn: always legal in the build stage

    _STAGE_CHECKS = {"setup": _why_illegal_setup, "draft": _why_illegal_draft,
                     "build": _why_illegal_build}

    # apply's quick check per action type: True when certainly legal; False (or a type not
    # listed) sends the action to why_illegal for its reason
    _FITS = {Pick: _pick_fits, Place: _place_fits, EndTurn: _build_fits, Rotate: _build_fits,
             Store: _build_fits, TurnWheel: _build_fits, DraftHalf: _draft_fits,
             DraftSmall: _draft_fits}
