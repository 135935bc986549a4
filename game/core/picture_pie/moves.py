"""apply's fast paths for PicturePieState: Place, EndTurn and the drafts checked and applied
in one go (issue 10).

Each ``_fast_*`` returns True once it applied the action, or False, having changed nothing, when
the action is not certainly legal; ``apply`` then asks ``why_illegal`` (the refusal texts live
in game.core.picture_pie.refusals).  The checks are those of the rules (PP-5, PP-6, Law 3,
PP-9); the moves themselves are the state's ``_put`` (Place), ``_take`` (drafts) and
``_end_turn``, shared with the undo replay.
"""

from __future__ import annotations

from game.core.picture_pie.actions import DraftHalf, DraftSmall, EndTurn, Place
from game.core.picture_pie.board import FREE_STARTS
from game.core.picture_pie.data import HALF, NUM_SITES


class FastMoves:
    """The fast half of PicturePieState.apply (needs its stage, seat, boards, hand, tiles,
    wheel, sundial, turn_log, _put, _take and _end_turn)."""

    def _fast_place(self, action) -> bool:
        """Place (PP-5, PP-6) checked and applied at once: the tile from the hand or the yard,
        an open site, its run of slots free; False (nothing changed) otherwise."""
        tid, i, slot = action.tile_id, action.site, action.slot
        if self.stage != "build" or type(tid) is not int or type(i) is not int \
                or type(slot) is not int or not 0 <= i < NUM_SITES:
            return False
        board = self.boards[self.seat]
        hand = self.hand
        yard = board.yard
        if tid in hand:
            k = -1
        elif tid in yard:
            k = yard.index(tid)
        else:
            return False
        tile = self.tiles[tid]
        if slot not in FREE_STARTS[tile.size][board.sites[i].mask]:
            return False
        if k < 0:
            k = hand.index(tid)
            self.hand = hand[:k] + hand[k + 1:]
        else:
            yard = yard[:k] + yard[k + 1:]
        self._put(board, tile, i, slot, yard)
        self.turn_log.append(action)
        return True

    def _fast_end_turn(self, action) -> bool:
        """EndTurn: always legal in the build stage."""
        if self.stage != "build":
            return False
        self._end_turn()
        return True

    def _fast_draft_half(self, action) -> bool:
        """DraftHalf (Law 3, PP-9) checked and applied: a Half on any sector of the wheel."""
        tid = action.tile_id
        tiles = self.tiles
        if self.stage != "draft" or type(tid) is not int or not 0 <= tid < len(tiles) \
                or tiles[tid].size != HALF:
            return False
        for k, sector in enumerate(self.wheel.sectors):
            if tid in sector:
                self._take(k, (tid,))
                self.turn_log.append(action)
                return True
        return False

    def _fast_draft_small(self, action) -> bool:
        """DraftSmall (Law 3, PP-9) checked and applied: one or two small pieces, in id order,
        of the sector the Sundial points at."""
        ids = action.tile_ids
        if self.stage != "draft" or type(ids) is not tuple:
            return False
        n = len(ids)
        if not 1 <= n <= 2 or n == 2 and not ids[0] < ids[1]:
            return False
        wheel = self.wheel
        sectors = wheel.sectors
        k = (self.sundial - wheel.rotation) % len(sectors)   # active_sector
        sector = sectors[k]
        tiles = self.tiles
        last = len(tiles)
        for t in ids:
            if t not in sector or type(t) is not int or not 0 <= t < last \
                    or tiles[t].size >= HALF:
                return False
        self._take(k, ids)
        self.turn_log.append(action)
        return True


#: apply's fast paths per action type (see PicturePieState.apply)
_FAST = {Place: FastMoves._fast_place, EndTurn: FastMoves._fast_end_turn,
         DraftHalf: FastMoves._fast_draft_half, DraftSmall: FastMoves._fast_draft_small}
