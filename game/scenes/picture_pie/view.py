"""Drawing the Picture Pie table: the top bar (round, live scores, turn stages), the Quarry
Wheel (each piece stamped with its fraction; a tooltip names the piece or sector under the
pointer or the keyboard focus) or the setup picks, the main Foundation Board with its row and
site labels, the ghost and its score chip (neither drawn over a monument while its completion
flourish plays), the hand and Masonry Yard, the other seats' boards each with its whole yard
beside it (rulebook 2.9), the status and key hint lines, the buttons, and the effects on top.
Texts are fitted or wrapped (:func:`wrapped`) so none is cut from 640x400 up.

:class:`TableView` only reads the table, its :class:`~.interaction.Interaction`,
:class:`~.animator.Animator` and :class:`~.layout.TableLayout`; it never assigns a field of any
of them.  What it keeps between frames lives in DrawCaches (game.render.cache).
"""

from __future__ import annotations

import pygame

from game.core.picture_pie.actions import Pick, Place
from game.core.picture_pie.board import NEIGHBOURS
from game.core.picture_pie.scoring import facing_links
from game.render import palette as P
from game.render import pie, wheel
from game.render.cache import DrawCache
from game.render.ruins import closed_site_surface
from game.render.fonts import render as render_text
from game.render.fonts import measure, wrap
from game.render.table_button import draw_table_button, table_button_px
from game.render.widgets import (background, draw_panel, draw_tooltip, fit_text, focus_box,
                                 focus_ring)
from game.scenes.picture_pie.blueprints_panel import shown_scores
from game.scenes.picture_pie.layout import (BUTTON_LABELS, BUTTONS, TableLayout, facing_points,
                                           lock_rect)
from game.scenes.picture_pie.ledger_panel import top_bar
from game.scenes.picture_pie.status import FRACTION, SIZE_WORD, count_of
from game.scenes.thinking import draw_thinking
from game.scenes.picture_pie.words import column_label, piece_name, row_label, sector_words

ROTATE_BUTTONS = {"wheel_ccw": "ccw", "wheel_cw": "cw", "site_ccw": "ccw", "site_cw": "cw"}


#: when the bag is drawn from (Phase 4, PP-13): why its count can stay the same for rounds
BAG_NOTE = ("The bag refills a sector only when the Sundial's sector is empty at the end of "
            "a turn.")


class TableView:
    """Draws ``table`` (a PicturePieTable) with :meth:`draw`."""

    def __init__(self, table):
        self.table = table
        self.boards = DrawCache(12)      # board surfaces by everything they show
        self.backgrounds = DrawCache(4)  # the static backdrop by (layout, yard capacity)
        self.layouts = DrawCache(4)      # layouts for a surface of another size than the table
        self.totals = DrawCache(2)       # state version -> every seat's score (the top bar)

    def scores(self) -> list[int]:
        """Every seat's score as the screen may show it now (the core's ``scores()`` less the
        private Civic Blueprints it may not show, blueprints_panel.shown_scores), computed
        once per state version and card viewer."""
        tb = self.table
        return self.totals.fetch((tb.version, tb.card_viewer()),
                                 lambda: shown_scores(tb, tb.state.scores()))

    def layout_for(self, size) -> TableLayout:
        """The table's layout, or (drawing on a surface of another size) one for ``size``."""
        lay = self.table.layout
        if lay.size == tuple(size):
            return lay
        key = (tuple(size),) + lay.key()[1:]
        return self.layouts.fetch(key, lambda: type(lay)(*key))

    def draw(self, surface: pygame.Surface) -> None:
        tb = self.table
        lay = self.layout_for(surface.get_size())
        surface.blit(self.background(lay), (0, 0))
        self.draw_top(surface, lay)
        if tb.state.stage == "setup":
            self.draw_picks(surface, lay)
        else:
            self.draw_wheel(surface, lay)
        self.draw_main_board(surface, lay)
        self.draw_tray(surface, lay)
        for seat in lay.others:
            self.draw_small_board(surface, lay, seat)
        tb.cards.draw(surface, lay)
        self.draw_message(surface, lay)
        self.draw_hints(surface, lay)
        self.draw_buttons(surface, lay)
        tb.animator.fx.draw(surface)
        if tb.state.stage != "setup":
            self.draw_wheel_tooltip(surface, lay)
        else:
            self.draw_left_tooltip(surface, lay, self.pick_tooltip(lay))
        tb.cards.draw_tooltip(surface, lay)

    def background(self, lay) -> pygame.Surface:
        cap = self.table.state.data.yard_capacity
        return self.backgrounds.fetch((lay.key(), cap), lambda: _backdrop(lay, cap))

    # ------------------------------------------------------------------ top bar
    def draw_top(self, surface, lay) -> None:
        tb = self.table
        st = tb.state
        y = lay.top.centery
        # the round, the projection note and the seats' score chips: ledger_panel.top_bar, which
        # also hit-tests the chips (a click or Enter on one opens that seat's ledger)
        bar = top_bar(tb, lay, tb.counters.shown_all(self.scores()),
                      tb.interaction.preview_delta())
        rnd, note = bar.round_img, bar.note_img
        if note is None:
            surface.blit(rnd, rnd.get_rect(midleft=(lay.m * 2, y)))
        else:
            top = lay.top.centery - (rnd.get_height() + note.get_height() - 4) // 2
            surface.blit(rnd, (lay.m * 2, top))
            surface.blit(note, (lay.m * 2, top + rnd.get_height() - 4))
        f = tb.interaction.ring()
        for c in bar.chips:
            seat, chip, name, sc, extra = c.seat, c.rect, c.name, c.score, c.extra
            col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
            if seat == st.current_seat:
                pygame.draw.rect(surface, P.PANEL_LIGHT, chip, border_radius=8)
                pygame.draw.rect(surface, P.GOLD, chip, 2, border_radius=8)
            if f == ("scores", seat):
                focus_box(surface, chip)
            pygame.draw.circle(surface, col, (chip.x + 9, y), 5)
            surface.blit(name, name.get_rect(midleft=(chip.x + 18, y)))
            surface.blit(sc, sc.get_rect(midleft=(chip.x + 26 + name.get_width(), y)))
            if extra is not None:
                surface.blit(extra, extra.get_rect(midleft=(chip.x + 32 + name.get_width() +
                                                             sc.get_width(), y)))
            if seat == st.current_seat and tb.session.thinking:   # an AI thinks (issue 11)
                draw_thinking(surface, tb.seat_name(seat), (chip.x, chip.bottom + 1),
                              max(11, lay.small_px - 2), tb.time)
        x = bar.x_end
        # stage ribbon on the right: Draft -> Place -> Rotate -> Wheel -> End turn
        stages = stage_ribbon(st)
        sep = render_text("\u2192", lay.small_px, P.MUTED)
        imgs = [render_text(label, lay.small_px, P.GOLD_LIGHT if on else P.DISABLED, on)
                for label, on in stages]
        gap = 8
        width = sum(i.get_width() for i in imgs) + (len(imgs) - 1) * (sep.get_width() + 2 * gap)
        xr = lay.top.right - lay.m * 2 - width
        if xr < x:
            return
        for k, (img, (_label, on)) in enumerate(zip(imgs, stages)):
            r = img.get_rect(midleft=(xr, y))
            if on:
                pygame.draw.rect(surface, P.PANEL_LIGHT, r.inflate(10, 6), border_radius=6)
            surface.blit(img, r)
            xr = r.right + gap
            if k < len(imgs) - 1:
                surface.blit(sep, sep.get_rect(midleft=(xr, y)))
                xr += sep.get_width() + gap

    # ------------------------------------------------------------------ wheel and picks
    def draw_wheel(self, surface, lay) -> None:
        tb = self.table
        st = tb.state
        ui = tb.interaction
        an = tb.animator
        sectors = [[tb.tile_look(t) for t in s] for s in st.wheel.sectors]
        focus = None
        f = ui.ring()
        if f is not None and f[0] == "wheel" and st.stage != "build":
            order = ui.wheel_order()
            if order:
                focus = order[f[1] % len(order)]
        lifted = ()
        if ui.pointer is not None and tb.person_turn and st.stage == "draft":
            tid = lay.wheel_tile_at(st, an.rotation, ui.pointer, reach=1.0)
            lifted = () if tid is None else (tid,)
        dimmed = ()
        if st.stage == "draft" and tb.person_turn:
            act = st.active_sector
            dimmed = {tid for s, tiles in enumerate(st.wheel.sectors) if s != act
                      for tid in tiles if st.tiles[tid].size < 4}
        spots = wheel.draw_wheel(
            surface, lay.wheel_center, lay.wheel_radius, sectors, an.rotation,
            an.vis_sundial, st.bag_count, selected=ui.selected_small, focus=None,
            hidden=an.hidden, lifted=lifted, dimmed=dimmed)
        if focus is not None and focus in spots:
            (x, y), tr = spots[focus]
            up = focus in lifted or focus in ui.selected_small
            focus_ring(surface, (x, y - (3 if up else 0)), tr + 4)
        elif f is not None and f[0] == "wheel":   # build stage: the whole wheel, to turn it
            focus_ring(surface, lay.wheel_center, int(lay.wheel_radius * 1.1))
        # caption under the wheel
        info = lay.wheel_info
        if info.h > lay.small_px:
            act = st.active_sector + 1
            lines = [f"Quarry Wheel \u2013 Sundial on sector {act}"]
            if st.stage == "draft" and tb.person_turn:
                lines.append("Take 1 Half from any sector, or 1-2 small pieces from sector "
                             f"{act}.")
            elif st.stage == "build":
                lines.append(ui.wheel_note())
            most = max(1, info.h // (lay.small_px + 4))
            imgs = wrapped("\n".join(lines), lay.small_px, P.MUTED, info.w, most)
            more = wrapped("\n".join(lines + [BAG_NOTE]), lay.small_px, P.MUTED, info.w, most + 1)
            if len(more) <= most:   # room for when the bag is drawn from (PP-13)
                imgs = more
            y = info.y
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(info.centerx, y)))
                y += img.get_height() + 1

    def wheel_tooltip(self, lay) -> tuple[str, tuple] | None:
        """(text, anchor rect) of the tooltip over the Quarry Wheel: the piece under the
        pointer, else the keyboard-focused piece, names it ("Quarter of Terracotta"); the
        pointer over a sector but no piece names the sector's pieces.  None otherwise."""
        tb = self.table
        st = tb.state
        ui = tb.interaction
        an = tb.animator
        tid = None
        if ui.pointer is not None and ui.pointer_fresh:
            img = wheel.bag_label(st.bag_count, lay.wheel_radius)
            pill = wheel.bag_label_rect(lay.wheel_center, lay.wheel_radius, img.get_size())
            if pill.collidepoint(ui.pointer):
                n = st.bag_count
                return (f"Bag: {n} tile{'' if n == 1 else 's'} left. {BAG_NOTE}", pill)
        if ui.pointer is not None and not ui.pointer_fresh:
            return None   # a key or pad was used since the pointer moved: no stale tooltip
        if ui.pointer is not None:
            tid = lay.wheel_tile_at(st, an.rotation, ui.pointer)
            if tid is None:
                sec = wheel.sector_at(lay.wheel_center, lay.wheel_radius, an.rotation,
                                      ui.pointer, len(st.wheel.sectors))
                if sec is None:
                    return None
                sizes = [st.tiles[t].size for t in st.wheel.sectors[sec]]
                p = ui.pointer
                return sector_words(sec, sizes), pygame.Rect(p[0] - 6, p[1] - 6, 12, 12)
        else:
            f = ui.ring()
            if f is not None and f[0] == "wheel":
                order = ui.wheel_order()
                tid = order[f[1] % len(order)] if order else None
        if tid is None or tid in an.hidden:
            return None
        hit = lay.wheel_spots(st, an.rotation).get(tid)
        if hit is None:
            return None
        (x, y), r = hit
        t = st.tiles[tid]
        return piece_name(t.size, t.motif, t.mark), pygame.Rect(round(x - r), round(y - r),
                                                                2 * r, 2 * r)

    def draw_wheel_tooltip(self, surface, lay) -> None:
        self.draw_left_tooltip(surface, lay, self.wheel_tooltip(lay))

    def draw_left_tooltip(self, surface, lay, tip) -> None:
        """A tooltip ``tip`` ((text, anchor rect) or None) over the left column, beside its
        anchor; not under the pause menu or a dialog."""
        if tip is not None and not self.table.covered:
            text, anchor = tip
            draw_tooltip(surface, text, anchor.center, size=lay.small_px,
                         max_width=max(120, lay.left.w - 2 * lay.m), beside=anchor)

    def pick_tooltip(self, lay) -> tuple[str, pygame.Rect] | None:
        """(text, anchor) of the tooltip naming the setup pick under the pointer, else the
        keyboard-focused one if it carries a mark ("Quarter of Water with an aqueduct"); None
        otherwise."""
        ui = self.table.interaction
        keys = list(lay.pick_rects)
        key = None
        if ui.pointer is not None:
            key = lay.pick_at(ui.pointer)
        else:
            f = ui.ring()
            if f is not None and f[0] == "picks":
                key = keys[f[1] % len(keys)]
                key = key if key[2] else None   # the focus names marked picks only
        if key is None:
            return None
        return piece_name(*key), lay.pick_rects[key]

    def draw_picks(self, surface, lay) -> None:
        tb = self.table
        st = tb.state
        ui = tb.interaction
        seat = st.current_seat
        needs = st.setup_needs(seat) if seat is not None else {}
        title = f"Setup \u2013 {tb.seat_name(seat)}: starting tiles" if seat is not None else ""
        surface.blit(fit_text(title, lay.font_px, P.GOLD_LIGHT, lay.left.w - 2 * lay.m, True),
                     lay.pick_title)
        sub = "still to pick: " + ", ".join(count_of(needs.get(size, 0), SIZE_WORD[size])
                                            for size in (2, 1))
        surface.blit(fit_text(sub, lay.small_px, P.MUTED, lay.left.w - 2 * lay.m),
                     (lay.pick_title[0], lay.pick_title[1] + lay.font_px + 6))
        legal = set(st.legal_actions()) if tb.person_turn else set()
        keys = list(lay.pick_rects)
        f = ui.ring()
        for key, r in lay.pick_rects.items():
            size, motif, mark = key
            ok = Pick(size, motif, mark) in legal
            c = (r.centerx, r.y + lay.pick_radius + 4)
            wheel.draw_loose_tile(surface, c, lay.pick_radius, size, motif, mark,
                                  alpha=None if ok else 70)
            # the tile carries its fraction stamp; the label names the mark, or the fraction
            lab = pick_label(size, mark, lay.caption_px, r.w - 2)
            top = c[1] + lay.pick_radius + 3
            if lab is None:   # "+" and the mark's strip, as on the tile
                plus = render_text("+", lay.caption_px, P.TEXT if ok else P.DISABLED)
                strip = max(8, r.w - plus.get_width() - 6)
                x0 = r.centerx - (plus.get_width() + 2 + strip) // 2
                surface.blit(plus, (x0, top))
                pie.mark_icon(surface, x0 + plus.get_width() + 2, top + plus.get_height() / 2,
                              strip, mark)
            else:
                img = fit_text(lab, lay.caption_px, P.TEXT if ok else P.DISABLED, r.w - 2)
                surface.blit(img, img.get_rect(midtop=(r.centerx, top)))
            if f is not None and f[0] == "picks" and keys[f[1] % len(keys)] == key:
                focus_box(surface, r)
            elif ui.pointer is not None and r.collidepoint(ui.pointer) and ok:
                pygame.draw.rect(surface, P.MUTED, r, 1, border_radius=6)
        # the wheel is set up but idle during setup: show it small below the picks
        last = max(r.bottom for r in lay.pick_rects.values())
        room = lay.left.bottom - last - lay.m
        if room > 60:
            rad = int(min(room / 2 / 1.25, lay.left.w / 2 / 1.3))
            c = (lay.left.centerx, last + lay.m + int(rad * 1.22))
            sectors = [[tb.tile_look(t) for t in s] for s in st.wheel.sectors]
            wheel.draw_wheel(surface, c, rad, sectors, tb.animator.rotation,
                             tb.animator.vis_sundial, st.bag_count, hidden=tb.animator.hidden)

    # ------------------------------------------------------------------ boards
    def draw_main_board(self, surface, lay) -> None:
        tb = self.table
        st = tb.state
        ui = tb.interaction
        seat = tb.main_seat
        surface.blit(self.board_surface(seat, lay.site_radius, lay.site_centers, lay.board,
                                        stamp=True), lay.board.topleft)
        self.draw_rotating_sites(surface, seat, lay.site_radius, lay.site_centers)
        title = self.board_title(seat)
        if title:
            head = fit_text(title, lay.small_px, P.MUTED, lay.board_head.w)
            surface.blit(head, head.get_rect(midleft=lay.board_head.midleft))
        # column and row labels, in the words status lines use ("row 2, site 3")
        for c, (x, y) in enumerate(lay.column_label_centers):
            img = fit_text(column_label(c), lay.caption_px, P.MUTED, lay.site_radius * 2)
            surface.blit(img, img.get_rect(center=(round(x), round(y))))
        for rr, rect in enumerate(lay.row_label_rects):
            img = fit_text(row_label(rr), lay.caption_px, P.MUTED, rect.w)
            surface.blit(img, img.get_rect(midright=rect.midright))
        # focus / ghost
        if not tb.person_turn or st.stage == "over":
            return
        f = ui.focused()
        if f is None or f[0] != "board":
            return
        site = f[1]
        if tb.animator.celebrating(site, seat):
            return  # its completion flourish plays: no ghost or refusal drawn over it
        c = lay.site_center(site)
        r = lay.site_radius
        g = ui.ghost(site)
        ring = ui.ring() is not None
        if g is None:
            if ring:
                focus_ring(surface, c, r + 4)
            return
        start, ok = g
        t = st.tiles[ui.chosen]
        surf = pie.tile_surface(r, t.size, t.motif, start * pie.SLOT_DEG, t.mark)
        pie.blit_centered(surface, surf, c, 170 if ok else 90)
        pie.blit_centered(surface, pie.site_ring_surface(r, P.GOOD if ok else P.BAD,
                                                         max(2, r // 20)), c)
        if ring:
            focus_ring(surface, c, r + 4)
        if ok:
            d = ui.preview_delta()
            if d is not None:
                col = P.GOOD if d >= 0 else P.BAD
                img = render_text(f"{d:+d}", lay.font_px, col, True)
                locks = [lay.lock_rect(i) for i, sit in enumerate(st.boards[seat].sites)
                         if sit.completed]
                rect = lay.score_chip_rect(site, start, t.size, img.get_size(), locks)
                pygame.draw.rect(surface, P.SHADOW, rect.inflate(12, 2), border_radius=8)
                pygame.draw.rect(surface, col, rect.inflate(12, 2), 1, border_radius=8)
                surface.blit(img, rect)
        # a ghost that fits nowhere here is red; the status line says why (once)

    def board_title(self, seat: int) -> str:
        """The main board's heading ("" for none)."""
        return f"Foundation Board \u2013 {self.table.seat_name(seat)}"

    def draw_rotating_sites(self, surface, seat, r, centers) -> None:
        st = self.table.state
        hidden = self.table.animator.hidden
        for (site, s), off in self.table.animator.site_offset.items():
            if s != seat:
                continue
            sit = st.boards[seat].sites[site]
            tiles = [(st.tiles[tid].size, st.tiles[tid].motif, st.tiles[tid].mark, start)
                     for tid, start in sit.placed if tid not in hidden]
            # 3-degree steps: the wedge cache stays small while a site turns
            turn = round(off / 3) * 3
            pie.draw_site(surface, centers[site], r, tiles, rotation_offset=turn,
                          completed=sit.completed, stamp=r >= 26)
            if seat == self.table.main_seat and SMALL_STAMP_R <= r < 26:
                for size, motif, _mark, start in tiles:
                    _small_stamp(surface, centers[site], r, size, motif, start, turn)

    def board_surface(self, seat, r, centers, rect, stamp) -> pygame.Surface:
        """``seat``'s board at site radius ``r`` in ``rect`` (cached by all it shows)."""
        st = self.table.state
        board = st.boards[seat]
        hidden = frozenset(self.table.animator.hidden)
        closed = self.table.closed_sites()   # Codex: fenced ruins, never built (PP-27)
        key = (seat, r, rect.topleft, rect.size, tuple(s.placed for s in board.sites), hidden,
               stamp, closed)
        return self.boards.fetch(key, lambda: _board_image(st, board, r, centers, rect, stamp,
                                                           hidden, closed))

    def draw_small_board(self, surface, lay, seat) -> None:
        tb = self.table
        st = tb.state
        o = lay.others[seat]
        box = o["rect"]
        col = P.SEAT_COLORS[seat % len(P.SEAT_COLORS)]
        active = seat == st.current_seat
        name = tb.seat_label(seat)
        short = tb.seat_label(seat, level=False)
        done = st.boards[seat].completed_count
        score = tb.counters.shown_all(self.scores())[seat]
        head = None
        # the longest that fits: with the level and the count, with the level, without the level
        for text in (f"{name}: {score}  \u00b7 {done} done", f"{name}: {score}",
                     f"{short}: {score}"):
            if measure(text, lay.small_px, active)[0] <= o["head_w"]:
                head = fit_text(text, lay.small_px, P.TEXT if active else P.MUTED,
                                o["head_w"], active)
                break
        if head is None:
            head = fit_text(f"{short}  {score}", lay.small_px, P.TEXT if active else P.MUTED,
                            o["head_w"], active)
        surface.blit(head, o["head"])
        pygame.draw.circle(surface, col, o["dot"], 5)
        self.draw_small_yard(surface, lay, seat)
        rect = pygame.Rect(box.x, box.y + lay.small_px + 6, box.w, box.h - lay.small_px - 6)
        surface.blit(self.board_surface(seat, o["radius"], o["centers"], rect, stamp=False),
                     rect.topleft)
        self.draw_rotating_sites(surface, seat, o["radius"], o["centers"])
        if active:
            pygame.draw.rect(surface, P.GOLD, box, 2, border_radius=10)

    def draw_small_yard(self, surface, lay, seat) -> None:
        """``seat``'s Masonry Yard beside its small board: every tile at a readable size with
        its fraction, empty places outlined (rulebook 2.9: yards stay fully visible)."""
        st = self.table.state
        o = lay.others[seat]
        yr = o["yard_radius"]
        lx, ly = o["yard_label"]
        img = fit_text("Yard", lay.caption_px, P.MUTED, o["yard_rect"].w)
        surface.blit(img, img.get_rect(midtop=(lx, ly)))
        tiles = lay.yard_slots(st, seat)
        hidden = self.table.animator.hidden
        for j, spot in enumerate(o["yard_spots"][:st.data.yard_capacity]):
            pie.blit_centered(surface, wheel._outline(yr), spot)
            if j < len(tiles) and tiles[j] is not None and tiles[j] not in hidden:
                t = st.tiles[tiles[j]]
                wheel.draw_loose_tile(surface, spot, yr, t.size, t.motif, t.mark)

    # ------------------------------------------------------------------ hand and yard
    def draw_tray(self, surface, lay) -> None:
        tb = self.table
        st = tb.state
        ui = tb.interaction
        r = lay.tray_radius
        for spot in lay.hand_spots + lay.yard_spots:
            pie.blit_centered(surface, wheel._outline(r), spot)
        focus_tid = None
        tiles = lay.tray_tiles(st, tb.main_seat)
        f = ui.ring()
        if f is not None and f[0] == "tray" and tiles:
            focus_tid = tiles[f[1] % len(tiles)][1]
        for _where, tid, spot in tiles:
            t = st.tiles[tid]
            if tid not in tb.animator.hidden:   # in flight: its flyer draws it; the caption stays
                wheel.draw_loose_tile(surface, spot, r, t.size, t.motif, t.mark,
                                      raised=tid == ui.chosen)
            if tid == ui.chosen and tid not in tb.animator.hidden:
                wheel.draw_chosen_mark(surface, (spot[0], spot[1] - 3), r)   # azure: chosen
            if tid == focus_tid:
                focus_ring(surface, spot, r + 5)
            elif ui.pointer is not None and tb.person_turn and \
                    (ui.pointer[0] - spot[0]) ** 2 + (ui.pointer[1] - spot[1]) ** 2 <= r * r:
                pygame.draw.circle(surface, P.MUTED, (round(spot[0]), round(spot[1])), r + 4, 1)
            self.draw_tile_caption(surface, lay, spot, t, tid == focus_tid)

    def draw_tile_caption(self, surface, lay, spot, t, focused: bool) -> None:
        """The caption of hand / yard tile ``t`` at ``spot`` ("1/2 flora"): bright and on a dark
        pill for the focused tile (the one Enter acts on; the focus glow never covers it)."""
        cap = f"{FRACTION[t.size]} {t.motif}" + (f" \u00b7 {t.mark}" if t.mark else "")
        imgs = wrapped(cap, lay.caption_px, P.TEXT if focused else P.MUTED,
                       lay.tray_step - 4, lay.caption_lines)
        size = (max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
        rect = lay.caption_rect(spot, size)
        if focused:
            pygame.draw.rect(surface, P.PANEL, rect.inflate(8, 2), border_radius=5)
        y = rect.y
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += img.get_height()

    # ------------------------------------------------------------------ lines and buttons
    def draw_message(self, surface, lay) -> None:
        ui = self.table.interaction
        text = ui.status_text()
        if not text:
            return
        bad = ui.status_bad()
        imgs = wrapped(text, lay.small_px, P.BAD if bad else P.TEXT, lay.message.w - 12,
                       lay.message_lines)
        if bad:
            pygame.draw.rect(surface, (60, 22, 26), lay.message, border_radius=6)
            pygame.draw.rect(surface, P.BAD, lay.message, 1, border_radius=6)
        y = lay.message.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(lay.message.centerx, y)))
            y += img.get_height()

    def draw_hints(self, surface, lay) -> None:
        """The key hint line above the buttons: keys in gold, their meaning muted; pairs that do
        not fit are left off from the end.  Not drawn with the ``show_hints`` setting off, nor
        under the pause menu or a dialog (the table's keys do nothing then)."""
        tb = self.table
        if not tb.show_hints or tb.covered:
            return
        px = max(9, lay.small_px - 1)
        gap = px
        total = 0
        keep = []
        for key, what in tb.interaction.key_hints():
            k = render_text(key, px, P.GOLD_LIGHT, True)
            w = render_text(what, px, P.MUTED)
            need = k.get_width() + 5 + w.get_width() + (gap if keep else 0)
            if total + need > lay.hints.w:
                break
            keep.append((k, w))
            total += need
        x = lay.hints.centerx - total // 2
        y = lay.hints.centery
        for k, w in keep:
            surface.blit(k, k.get_rect(midleft=(x, y)))
            x += k.get_width() + 5
            surface.blit(w, w.get_rect(midleft=(x, y)))
            x += w.get_width() + gap

    def draw_buttons(self, surface, lay) -> None:
        tb = self.table
        ui = tb.interaction
        keyboard = tb.device != "mouse"
        if tb.review_mode:
            r = lay.back_rect()
            hover = ui.pointer is not None and r.collidepoint(ui.pointer)
            draw_table_button(surface, r, "Back to results", True, keyboard, hover, primary=True)
            return
        f = ui.ring()
        # Menu stays reachable on AI turns: its ring shows then too
        if f is None and ui.zone == "buttons" and BUTTONS[ui.focus["buttons"]] == "menu" \
                and not tb.state.is_terminal and keyboard:
            f = ("buttons", ui.focus["buttons"])
        # one label size for the whole row: the smallest any button needs
        px = min(table_button_px(lay.buttons[n], BUTTON_LABELS[n], ROTATE_BUTTONS.get(n))[0]
                 for n in BUTTONS)
        for i, name in enumerate(BUTTONS):
            focused = f is not None and f == ("buttons", i)
            draw_table_button(surface, lay.buttons[name], BUTTON_LABELS[name],
                              ui.button_enabled(name), focused,
                              ui.hover_button == name and not focused, primary=name == "end",
                              icon=ROTATE_BUTTONS.get(name), px=px)


def pick_label(size: int, mark, px: int, max_w: float) -> str | None:
    """A setup pick's label: "1/4 +road" when it fits ``max_w``, else "+road" / "+aqueduct",
    or, for a plain tile, its fraction (which its stamp also shows).  None for a marked tile
    whose word does not fit: the view draws the mark as a small strip (and the tooltip names
    the piece)."""
    if not mark:
        return FRACTION[size]
    for text in (f"{FRACTION[size]} +{mark}", f"+{mark}"):
        if measure(text, px)[0] <= max_w:
            return text
    return None


def wrapped(text: str, px: int, color, max_w: float, max_lines: int,
            bold: bool = False) -> list[pygame.Surface]:
    """``text`` as at most ``max_lines`` line images no wider than ``max_w``: wrapped at
    spaces, at the largest size <= ``px`` (not below 9) where it fits; only text that fits
    at no size is cut (by :func:`fit_text`, with an ellipsis)."""
    size = px
    lines = wrap(text, int(max_w), size, bold)
    while size > 9 and (len(lines) > max_lines or
                        any(measure(ln, size, bold)[0] > max_w for ln in lines)):
        size -= 1
        lines = wrap(text, int(max_w), size, bold)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return [fit_text(ln, size, color, max_w, bold) for ln in lines]


def stage_ribbon(st) -> list[tuple[str, bool]]:
    """[(stage label, lit)] of the turn for the top bar: Draft, Place, Rotate, Wheel, End turn."""
    s = st.stage
    seat = st.current_seat
    if s == "setup":
        return [("Setup picks", True)]
    if s == "over":
        return [("Game over", True)]
    has_tile = bool(st.hand) or (seat is not None and bool(st.boards[seat].yard))
    return [("Draft", s == "draft"), ("Place", s == "build" and has_tile),
            ("Rotate", s == "build"), ("Wheel", s == "build" and not st.wheel_turned),
            ("End turn", s == "build")]


def _backdrop(lay, yard_capacity: int) -> pygame.Surface:
    """The static part of the table: background, panels and the tray labels."""
    bg = background(tuple(lay.size)).copy()
    draw_panel(bg, lay.top.inflate(-lay.m, -lay.m // 2), P.PANEL, P.PANEL_BORDER, radius=10,
               shadow=False)
    draw_panel(bg, lay.board.inflate(lay.m, lay.m), (64, 54, 48), P.GOLD_DARK, radius=14)
    draw_panel(bg, lay.tray, P.PANEL, P.PANEL_BORDER, radius=10)
    for o in lay.others.values():
        draw_panel(bg, o["rect"], P.PANEL, P.PANEL_BORDER, radius=10, shadow=False)
    for text, pos, w in (("Hand", lay.hand_label, lay.tray_step * 2),
                         (f"Masonry Yard (max {yard_capacity})", lay.yard_label,
                          lay.tray.right - lay.yard_label[0] - lay.m)):
        img = fit_text(text, lay.small_px, P.MUTED, w)
        # a legend on the tray's top border: on a plate of the tray's colour
        pygame.draw.rect(bg, P.PANEL, img.get_rect(topleft=pos).inflate(8, -2), border_radius=4)
        bg.blit(img, pos)
    return bg


def _board_image(st, board, r, centers, rect, stamp, hidden, closed=frozenset()
                 ) -> pygame.Surface:
    """A board's sites (tiles in ``hidden`` left out; the sites in ``closed`` as fenced ruins),
    locks and PP-21 links on ``rect``."""
    surf = pygame.Surface(rect.size, pygame.SRCALPHA)
    ox, oy = rect.topleft
    for i, sit in enumerate(board.sites):
        c = (centers[i][0] - ox, centers[i][1] - oy)
        if i in closed:
            pie.blit_centered(surf, closed_site_surface(r), c)
            continue
        tiles = [(st.tiles[tid].size, st.tiles[tid].motif, st.tiles[tid].mark, start)
                 for tid, start in sit.placed if tid not in hidden]
        # a monument shows as completed (locked) once its last wedge has landed
        done = sit.completed and len(tiles) == len(sit.placed)
        pie.draw_site(surf, c, r, tiles, completed=done, stamp=stamp and r >= 26)
        if stamp and SMALL_STAMP_R <= r < 26:
            for size, motif, _mark, start in tiles:
                _small_stamp(surf, c, r, size, motif, start)
        if done:
            where = lock_rect(c, r)
            surf.blit(pie.lock_icon(where.w), where)
    # established infrastructure links (PP-21) shine between facing edges
    for a, b, mark in links(board):
        p0, p1 = facing_points(centers[a], centers[b], r, 0.92)
        col = (255, 236, 160) if mark == "road" else (140, 210, 255)
        pygame.draw.line(surf, col, (p0[0] - ox, p0[1] - oy), (p1[0] - ox, p1[1] - oy),
                         max(2, int(r / 9)))
    return surf


SMALL_STAMP_R = 18   # main-board sites this small get the stamps game.render.pie leaves off


def _small_stamp(surf, c, r: int, size: int, motif: str, start: int, turn: float = 0) -> None:
    """The fraction stamp of a Half or Quarter on a main-board site too small for
    game.render.pie's own (radius < 26), at the wedge's middle (Eighths are too narrow);
    ``turn``: degrees the site is still turning (PP-6 glide)."""
    if size < 2 or size >= 8:
        return
    mid = (start + (size - 1) / 2) * pie.SLOT_DEG + turn
    x, y = pie.polar(c[0], c[1], r * 0.45, mid)
    col = pie.INK if motif == "marble" else (250, 246, 236)
    img = render_text(FRACTION[size], 9, col, True)
    surf.blit(img, img.get_rect(center=(round(x), round(y))))


def links(board):
    """(a, b, mark) for each infrastructure link on ``board`` (PP-21), each pair once; the
    rule is the core's :func:`game.core.picture_pie.scoring.facing_links`."""
    return [(a, b, mark) for a, sit in enumerate(board.sites) if sit.info is not None
            for b, mark in facing_links(board.sites, NEIGHBOURS, a) if b > a]
