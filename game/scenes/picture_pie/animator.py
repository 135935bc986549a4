"""Picture Pie animations: the core's ``state.events`` after an apply turned into effects of
game.render.effects and game.render.physics (drafted tiles flying to the hand and settling,
wedges flying to their site, refill tiles from the bag, the completion flourish with its Laurel
Wreath burst, link glows, floating points), plus the damped rotary springs of the Quarry Wheel
and the Sundial and the glide of a turned site.

:class:`Animator` owns what is only shown: ``fx`` (the live effects), ``hidden`` (tile ids in
flight, drawn by their flyer), ``site_offset`` ((site, seat) -> degrees still to turn),
``vis_rotation`` / ``vis_sundial`` (the drawn wheel and Sundial positions, sixths of a turn) and
``spin`` (benchmarks: extra wheel spin), ``motion`` (the table's game.render.physics.Motion).
It never changes the game, and no effect holds up the player's input.  Settings, read live:
``animations`` off, moves land at once (no flights, flourishes, glows or sweeps);
``reduced_motion``, no bodies: tiles fade in where they land, the burst is a fading ring, the
wheel and Sundial jump, refills and turned sites appear in place; ``animation_speed``
multiplies every rate.
"""

from __future__ import annotations

import math

import pygame

from game.core.picture_pie.actions import DraftHalf, DraftSmall, EndTurn, Place, Store
from game.core.picture_pie.events import (Completed, Discarded, Linked, Placed, Refilled,
                                          Rotated, TokenTaken)
from game.render import effects as fx
from game.render import palette as P
from game.render import pie, wheel
from game.render.physics import Motion
from game.scenes.picture_pie.layout import facing_points, stack_labels


class Animator:
    """Effects for ``table`` (a PicturePieTable)."""

    def __init__(self, table):
        self.table = table
        st = table.state
        self.fx = fx.Effects()
        self.motion = Motion(lambda: table.settings)
        self.vis_rotation = self.turn_wheel()
        self.vis_sundial = self.turn_sundial()
        self.spin = 0.0  # bench: extra continuous wheel spin
        self.site_offset: dict[tuple[int, int], float] = {}
        self.hidden: set[int] = set()          # tiles in flight, drawn by their flyer
        # (site, seat) -> the effects of its completion (flourish, rising labels)
        self.flourishes: dict[tuple[int, int], list[fx.Effect]] = {}

    @property
    def rotation(self) -> float:
        """The wheel's drawn rotation (sixths of a turn): the spring plus any bench spin."""
        return self.vis_rotation + self.spin

    @property
    def busy(self) -> bool:
        """A blocking effect runs (the AI and the results wait for it)."""
        return self.fx.busy

    def moving(self) -> bool:
        """Anything drawn moves by itself now: an effect (flight, flourish, particles), the
        wheel or Sundial still turning towards the state, a site gliding, the bench spin."""
        st = self.table.state
        return bool(self.fx.items or self.site_offset or self.spin) or self.motion.active() \
            or abs(self.vis_rotation - float(st.wheel.rotation)) > 1e-4 \
            or abs(self.vis_sundial - float(st.sundial)) > 1e-4

    def idle(self) -> bool:
        """No effect is left at all: the next seat's board may be shown."""
        return not self.fx.items

    def clear(self) -> None:
        """Drop every effect (undo: tiles are simply drawn where they now are)."""
        self.hidden.clear()
        self.fx.clear()
        self.motion.clear()
        self.flourishes.clear()

    def turn_wheel(self) -> float:
        """The Quarry Wheel's drawn rotation (sixths of a turn; 4 sectors in the Duel, PP-26,
        2..6 in a Codex city): its damped rotary spring settling on the rules' rotation."""
        st = self.table.state
        return self.motion.spring_angle("wheel", float(st.wheel.rotation),
                                        len(st.wheel.sectors), omega=14.0, ratio=0.55)

    def turn_sundial(self) -> float:
        """The Sundial's drawn position: its own spring, so it swings past and settles."""
        st = self.table.state
        return self.motion.spring_angle("sundial", float(st.sundial), len(st.wheel.sectors),
                                        omega=12.0, ratio=0.62)

    def update(self, dt: float) -> None:
        anim = self.table.animations
        self.motion.step(dt)                    # the physics (times animation_speed)
        dt *= self.motion.speed                 # the tweens at the same speed
        self.vis_rotation = self.turn_wheel()   # animations off: wheel and Sundial jump
        self.vis_sundial = self.turn_sundial()
        if not anim:
            self.site_offset.clear()
        for k in list(self.site_offset):
            v = fx.approach(self.site_offset[k], 0.0, dt, rate=10.0)
            if abs(v) < 0.5:
                del self.site_offset[k]
            else:
                self.site_offset[k] = v
        self.fx.update(dt)

    # ------------------------------------------------------------------ after an apply
    def positions_before(self, action) -> dict:
        """Screen spots of tiles ``action`` will move (read before the state changes)."""
        tb = self.table
        pos = {}
        ids = ()
        if isinstance(action, DraftHalf):
            ids = (action.tile_id,)
        elif isinstance(action, DraftSmall):
            ids = action.tile_ids
        for tid in ids:
            p = tb.wheel_tile_pos(tid)
            if p:
                pos[tid] = p
        tray = ()
        if isinstance(action, (Place, Store)):
            tray = (action.tile_id,)
        elif isinstance(action, EndTurn):
            tray = tb.state.hand
        for tid in tray:
            p = tb.tray_tile_pos(tid)
            if p:
                pos[tid] = p
        return pos

    def on_applied(self, action, seat: int, before: dict) -> None:
        """Start the effects of the events ``action`` (by ``seat``) left in ``state.events``
        (the typed records of game.core.picture_pie.events); ``before``:
        :meth:`positions_before`."""
        tb = self.table
        st = tb.state
        lay = tb.layout
        ai = not tb.is_person(seat)
        fly = 0.55 if ai else 0.3
        anim = tb.animations
        fxa = self.fx.add if anim else (lambda _effect: None)
        r = lay.seat_radius(seat)
        labels: dict[int, list[str]] = {}   # site -> the texts rising over it
        owners: dict[int, fx.Flourish] = {}  # site -> its flourish (which shows the first)
        self.flourishes = {k: es for k, es in self.flourishes.items()
                           if any(e in self.fx.items for e in es)}
        if isinstance(action, (DraftHalf, DraftSmall)):
            for k, tid in enumerate(st.hand):
                if tid in before and k < len(lay.hand_spots):
                    self.fly(tid, before[tid], lay.hand_spots[k], lay.wheel_tile_r,
                             lay.tray_radius, fly, lift=50)
        for ev in st.events:
            if isinstance(ev, Placed) and anim:
                tid = ev.tile
                dest = lay.seat_center(ev.site, seat)
                t = st.tiles[tid]
                surf = pie.tile_surface(r, t.size, t.motif, ev.slot * pie.SLOT_DEG, t.mark)
                self.hidden.add(tid)
                self._track(self.motion.fly(surf, before.get(tid, dest), dest, fly, lift=30,
                                            scale0=lay.tray_radius / max(1, r),
                                            on_land=lambda tid=tid: self.hidden.discard(tid)))
            elif isinstance(ev, Completed):
                c = lay.seat_center(ev.site, seat)
                # the rings and points; the Laurel Wreath tokens burst and fall (physics)
                flourish = fx.Flourish(c, r, ev.points, seed=ev.site, leaves=0,
                                       rings=not self.motion.reduced)
                if anim:
                    self._track(self.motion.burst(c, 18, radius=r, seed=ev.site, delay=fly))
                added = fxa(fx.Delayed(fly, flourish))
                if added is not None:
                    self.flourishes[(ev.site, seat)] = [added]
                owners[ev.site] = flourish   # its points label is laid out with the others
                labels.setdefault(ev.site, []).insert(0, f"+{ev.points}")
            elif isinstance(ev, Linked) and len(ev.sites) >= 2:
                a, b = ev.sites[:2]
                p0, p1 = facing_points(lay.seat_center(a, seat), lay.seat_center(b, seat), r, 0.8)
                fxa(fx.Delayed(fly + 0.2, fx.LinkGlow(p0, p1, ev.mark, max(4, r / 8))))
            elif isinstance(ev, Rotated) and anim and not self.motion.reduced:
                k = (ev.site, seat)
                off = -ev.steps * 45.0
                if off < -180:
                    off += 360
                self.site_offset[k] = self.site_offset.get(k, 0.0) + off
            elif isinstance(ev, Refilled):
                for j, tid in enumerate(ev.tiles if anim and not self.motion.reduced else ()):
                    self.hidden.add(tid)
                    self.fx.add(_RefillFlyer(self, tid, j * 0.12 + (0.3 if ai else 0.15)))
            elif isinstance(ev, Discarded):
                fxa(fx.FloatText(str(ev.points), lay.tray.center, color=P.BAD,
                                 px=lay.font_px + 6))
            elif isinstance(ev, TokenTaken):
                labels.setdefault(ev.site, []).append("Imperial Laurel +1")
        if anim:
            for site, texts in labels.items():
                self.float_labels(site, seat, texts, r, fly, owners.get(site))
        if isinstance(action, Store) and action.tile_id in before:
            dest = tb.tray_tile_pos(action.tile_id)
            if dest is not None:
                self.fly(action.tile_id, before[action.tile_id], dest, lay.tray_radius,
                         lay.tray_radius, fly)

    def float_labels(self, site: int, seat: int, texts, r: int, delay: float,
                     flourish=None) -> None:
        """The points and token of a completion rising over ``site`` of ``seat``'s board,
        stacked so no label covers another (layout.stack_labels); the first is the text of
        ``flourish`` when there is one (it rises with the flourish)."""
        lay = self.table.layout
        cx, cy = lay.seat_center(site, seat)
        px = [max(16, int(r * 0.55))] + [max(12, int(r * 0.3), lay.font_px - 2)] * len(texts)
        sizes = [pie.font(p, True).size(t) for p, t in zip(px, texts)]
        sizes = [(w + 2 * LABEL_PAD[0], h + 2 * LABEL_PAD[1]) for w, h in sizes]
        # inside the board's frame all the way up: never over the Site / Row labels or the
        # board's heading above it, nor the status line below
        box = lay.board if seat not in lay.others else lay.others[seat]["rect"]
        rise = min(RISE, int(r * 0.5))
        bounds = pygame.Rect(box.x + 4, box.y + 4 + rise, box.w - 8, box.h - 8 - rise)
        rects = stack_labels((cx, cy - r * 0.2), sizes, bounds, gap=4)
        for k, (text, p, rect) in enumerate(zip(texts, px, rects)):
            label = RisingLabel(text, rect.center, px=p, rise=rise)
            if k == 0 and flourish is not None:
                flourish.text = label
                continue
            e = self.fx.add(fx.Delayed(delay, label))
            self.flourishes.setdefault((site, seat), []).append(e)

    def celebrating(self, site: int, seat: int) -> bool:
        """``site`` of ``seat``'s board plays its completion flourish now (the view draws no
        ghost nor refusal over it meanwhile)."""
        live = self.fx.items
        return any(e.alive and e in live for e in self.flourishes.get((site, seat), ()))

    def fly(self, tid, p0, p1, r0, r1, dur, lift=30) -> None:
        """Tile ``tid`` flies from ``p0`` (drawn at radius ``r0``) to ``p1`` (radius ``r1``)."""
        if not self.table.animations:
            return  # the tile is simply drawn where it now is
        t = self.table.state.tiles[tid]
        start = 2 - (t.size - 1) / 2
        surf = pie.tile_surface(int(r1), t.size, t.motif, start * pie.SLOT_DEG, t.mark)
        self.hidden.add(tid)
        self._track(self.motion.fly(surf, p0, p1, dur, lift=lift, scale0=r0 / max(1, r1),
                                    on_land=lambda: self.hidden.discard(tid)))

    def _track(self, effect) -> None:
        """Keep a physics effect in :attr:`fx` too, so it is drawn in order with the others
        and counts as busy while a tile flies (the Motion steps it and removes it)."""
        if effect is not None:
            self.fx.add(effect)


LABEL_PAD = (8, 2)   # the rising label's pill around its text, pixels (x, y)
RISE = 40            # how far a completion label rises at most, pixels


class RisingLabel(fx.FloatText):
    """A completion's rising text ("+1100", "Imperial Laurel +1") on a dark pill, so it reads
    over the busy monument; its pill is the rect :func:`stack_labels` gave it (inside the
    board's frame, minus ``rise``, the pixels it rises).  ``words``: the text shown."""

    def __init__(self, text: str, pos, rise: int = RISE, **kw):
        super().__init__(text, pos, **kw)
        self.words = text
        self.rise = rise   # pixels it rises over its life (it stays inside the board)

    def draw(self, surface):
        if self.delay > 0:
            return
        rise = self.rise * fx.ease_out_cubic(self.t)
        a = 255 if self.t < 0.6 else int(255 * (1 - (self.t - 0.6) / 0.4))
        w, h = self.img.get_size()
        pill = pygame.Rect(0, 0, w + 2 * LABEL_PAD[0], h + 2 * LABEL_PAD[1])
        pill.center = (round(self.pos[0]), round(self.pos[1] - rise))
        back = pygame.Surface(pill.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (24, 18, 12, int(a * 0.72)), back.get_rect(),
                         border_radius=pill.h // 2)
        surface.blit(back, pill)
        self.img.set_alpha(max(0, a))
        surface.blit(self.img, self.img.get_rect(center=pill.center))


class _RefillFlyer(fx.Effect):
    """A refill tile flying from the bag (the hub) to its wheel spot, which moves with the wheel."""

    blocking = True

    def __init__(self, animator, tid, delay):
        self.animator, self.tid, self.delay = animator, tid, delay
        self.t = 0.0

    def update(self, dt):
        if self.delay > 0:
            self.delay -= dt
            return
        self.t += dt / 0.45
        if self.t >= 1:
            self.alive = False
            self.animator.hidden.discard(self.tid)

    def draw(self, surface):
        if self.delay > 0:
            return
        tb = self.animator.table
        dest = tb.wheel_tile_pos(self.tid)
        if dest is None:
            return
        lay = tb.layout
        c = lay.wheel_center
        k = fx.ease_in_out(self.t)
        x = c[0] + (dest[0] - c[0]) * k
        y = c[1] + (dest[1] - c[1]) * k - 25 * math.sin(math.pi * k)
        t = tb.state.tiles[self.tid]
        wheel.draw_loose_tile(surface, (x, y), int(lay.wheel_tile_r), t.size, t.motif, t.mark,
                              raised=True)
