"""Physical motion with pymunk: the Quarry Wheel's and the Sundial's damped rotary springs,
drafted tiles flying on a spring to the yard or the board, the Akropolis tile drop that bounces
on its stack, and the Laurel Wreath burst of a completed monument.

Decoration only: the rules core has already applied the move; a :class:`Motion` only says where
to draw things while the eye catches up, and nothing here ever delays the rules or input.

One :class:`Motion` per table owns one ``pymunk.Space`` (no global gravity: a body that falls
gets its own, see :func:`_falling`).  :meth:`Motion.step` advances it by ONE fixed step size,
:data:`STEP` seconds, through an accumulator; ``dt`` is multiplied by the ``animation_speed``
setting and capped (:data:`MAX_STEPS` steps per call) so a stalled frame never runs hundreds of
steps.  Every effect removes its bodies, shapes and constraints when it ends, so
:meth:`Motion.count` goes back to zero.

Settings, read live from the mapping (or zero-argument callable returning one) given to
:class:`Motion`: ``animations`` off -> nothing moves (springs jump, flights land, drops and
bursts show nothing); ``reduced_motion`` -> no bodies at all: short fades instead (a flight is
the tile fading in where it lands, a burst a fading golden ring, a drop a fading flash, the
wheel and Sundial jump); ``animation_speed`` (0.25..3) multiplies every rate.

Units: screen pixels (y down), seconds; angles given to :meth:`Motion.spring_angle` are in
*positions* on a circle of ``modulus`` (the wheel's sectors), never radians.
"""

from __future__ import annotations

import math
import random

import pygame
import pymunk

from game.render import palette as P
from game.render.cache import DrawCache
from game.settings_schema import DEFAULTS, number

#: the one physics step, seconds
STEP = 1.0 / 120.0
#: at most this many steps per :meth:`Motion.step` call (0.125 s of motion): a stall is dropped
MAX_STEPS = 15
#: how long a reduced-motion fade lasts, seconds
FADE = 0.22

_NO_COLLISION = pymunk.ShapeFilter(categories=0, mask=0)   # leaves and flyers touch nothing


def _falling(gravity: float, damping: float = 1.0):
    """A body velocity function: its own downward ``gravity`` (px/s^2) and linear ``damping``
    (the fraction of velocity kept per second), whatever the space's gravity."""
    def velocity(body, _gravity, _damping, dt):
        # chipmunk multiplies the velocity by its ``damping`` argument once per step
        pymunk.Body.update_velocity(body, (0.0, gravity), damping ** dt, dt)
    return velocity


def _spring_to(anchor, k: float, c: float):
    """A body velocity function: an isotropic damped spring of rest length 0 pulling the body
    (mass 1) to ``anchor`` with stiffness ``k`` (1/s^2) and damping ``c`` (1/s) in every
    direction (pymunk's DampedSpring damps only along its line, so a sideways start orbits)."""
    ax, ay = anchor

    def velocity(body, _gravity, _damping, dt):
        (x, y), (vx, vy) = body.position, body.velocity
        pymunk.Body.update_velocity(body, (-k * (x - ax) - c * vx, -k * (y - ay) - c * vy),
                                    1.0, dt)
    return velocity


class MotionEffect:
    """Base of the effects a :class:`Motion` runs.  ``alive`` turns False when done (the
    Motion then removes ``parts``: its bodies, shapes and constraints); ``blocking``: the AI
    waits for it (a tile in flight), never the player.

    It also reads as a :class:`game.render.effects.Effect` (``alive``, ``blocking``,
    ``update``, ``draw``), so a table may keep it in its ``Effects`` list to draw it in order
    with its other effects: ``update`` does nothing there, the Motion advances it."""

    alive = True
    blocking = False

    def __init__(self, delay: float = 0.0) -> None:
        self.delay = max(0.0, delay)
        self.t = 0.0          # seconds run since the delay ended
        self.parts: list = []  # pymunk bodies, shapes and constraints in the space

    def start(self, space: pymunk.Space) -> None:
        """The delay is over: add bodies to ``space`` (physics effects)."""

    def tick(self, h: float) -> None:
        """After one fixed physics step of ``h`` seconds."""

    def advance(self, dt: float) -> None:
        """Once per :meth:`Motion.step` with the scaled ``dt`` (fades, lifetimes)."""
        self.t += dt

    def end(self) -> None:
        """Called once when the effect ends (landing callbacks)."""

    def update(self, dt: float) -> None:
        """As an ``Effects`` item: nothing (:meth:`Motion.step` advances it)."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


# ---------------------------------------------------------------------------- the springs
class Spinner:
    """A wheel (or the Sundial) on a damped rotary spring: ``value`` positions on a circle of
    ``modulus``.  While it moves there is one body and one ``DampedRotarySpring`` in the space;
    at rest none.  ``ratio`` is the damping ratio (1 = critical; below 1 it overshoots and
    swings back), ``omega`` the spring's natural frequency (rad/s)."""

    def __init__(self, value: float, modulus: float, omega: float, ratio: float) -> None:
        self.modulus = float(modulus)
        self.value = float(value) % self.modulus
        self.target = self.value
        self.omega, self.ratio = omega, ratio
        self.body: pymunk.Body | None = None
        self.parts: list = []

    @property
    def unit(self) -> float:
        """Radians per position."""
        return 2 * math.pi / self.modulus

    @property
    def moving(self) -> bool:
        return self.body is not None

    def _ensure(self, space: pymunk.Space) -> pymunk.Body:
        if self.body is None:
            body = pymunk.Body(1.0, 1.0)
            body.angle = self.value * self.unit
            anchor = pymunk.Body(body_type=pymunk.Body.STATIC)
            k = self.omega ** 2
            # relative angle = body's minus anchor's (chipmunk: a.angle - b.angle)
            spring = pymunk.DampedRotarySpring(body, anchor, body.angle, k, 2 * self.ratio *
                                               self.omega)
            space.add(body, anchor, spring)
            self.body, self.parts = body, [body, anchor, spring]
        return self.body

    def aim(self, space: pymunk.Space, target: float) -> None:
        """Settle on ``target`` (positions): the rest angle is the turn of ``target`` nearest
        to where the wheel's momentum would carry it (the short way round when at rest)."""
        target = float(target) % self.modulus
        if self.body is None and abs(_wrap(target - self.value, self.modulus)) < 1e-9:
            self.target = target
            return
        body = self._ensure(space)
        spring = self.parts[2]
        carry = body.angle + body.angular_velocity / max(1e-6, 2 * self.ratio * self.omega)
        goal = target * self.unit
        turns = round((carry - goal) / (2 * math.pi))
        spring.rest_angle = goal + turns * 2 * math.pi
        self.target = target

    def kick(self, space: pymunk.Space, velocity: float) -> None:
        """Spin by hand at ``velocity`` positions per second (benchmarks, a flick)."""
        body = self._ensure(space)
        body.angular_velocity = velocity * self.unit
        self.aim(space, self.target)

    def tick(self, space: pymunk.Space) -> None:
        """After a step: read the value; at rest on the target, snap and remove the body."""
        body = self.body
        if body is None:
            return
        rest = self.parts[2].rest_angle
        if abs(body.angle - rest) < 2e-3 and abs(body.angular_velocity) < 2e-2:   # 0.1 deg
            self.settle(space)
            return
        self.value = (body.angle / self.unit) % self.modulus

    def settle(self, space: pymunk.Space) -> None:
        """Rest exactly on the target; the body and spring leave the space."""
        if self.parts:
            space.remove(*self.parts)
        self.body, self.parts = None, []
        self.value = self.target


def _wrap(d: float, modulus: float) -> float:
    """``d`` folded into (-modulus/2, modulus/2]."""
    d = d % modulus
    return d - modulus if d > modulus / 2 else d


# ---------------------------------------------------------------------------- the burst
LEAF_GOLD = (232, 190, 84)
LEAF_GREEN = (120, 180, 90)
INK = (40, 28, 14)


class Burst(MotionEffect):
    """Laurel Wreath tokens burst from a ring of ``radius`` px round ``center`` and fall under
    their own gravity, turning and fading over ``life`` seconds.  ``n`` bodies, each with a
    small circle shape that collides with nothing."""

    def __init__(self, center, radius: float, n: int = 18, seed: int = 0, delay: float = 0.0,
                 life: float = 1.4, colours=(LEAF_GOLD, LEAF_GREEN), scale: float = 1.0):
        super().__init__(delay)
        self.center, self.radius, self.n, self.life = center, float(radius), n, life
        self.seed, self.colours = seed, colours
        self.leaf_len = max(4.0, self.radius * 0.2 * scale)
        self.bodies: list[tuple[pymunk.Body, int]] = []

    def start(self, space):
        rnd = random.Random(self.seed)
        fall = _falling(self.radius * 3.2, 0.45)
        cx, cy = self.center
        for i in range(self.n):
            a = 2 * math.pi * i / self.n + rnd.uniform(-0.15, 0.15)
            sp = self.radius * rnd.uniform(2.2, 3.4)
            body = pymunk.Body(0.05, pymunk.moment_for_circle(0.05, 0, 2))
            body.position = (cx + math.cos(a) * self.radius * 0.8,
                             cy + math.sin(a) * self.radius * 0.8)
            body.velocity = (math.cos(a) * sp, math.sin(a) * sp - self.radius * 0.8)
            body.angle = rnd.uniform(0, math.pi)
            body.angular_velocity = rnd.uniform(3, 7) * rnd.choice((-1, 1))
            body.velocity_func = fall
            shape = pymunk.Circle(body, 2)
            shape.filter = _NO_COLLISION
            space.add(body, shape)
            self.parts += [body, shape]
            self.bodies.append((body, i % len(self.colours)))

    def advance(self, dt):
        super().advance(dt)
        self.alive = self.t < self.life

    def draw(self, surface):
        if self.delay > 0 or not self.bodies:
            return
        fade = max(0.0, 1 - self.t / self.life)
        cols = [tuple(int(c * fade + 60 * (1 - fade)) for c in base) for base in self.colours]
        for body, kind in self.bodies:
            col = cols[kind]
            x, y = body.position
            rot = body.angle
            dx, dy = math.cos(rot) * self.leaf_len, math.sin(rot) * self.leaf_len
            nx, ny = -dy * 0.35, dx * 0.35
            leaf = [(x - dx, y - dy), (x + nx, y + ny), (x + dx, y + dy), (x - nx, y - ny)]
            pygame.draw.polygon(surface, col, leaf)
            pygame.draw.polygon(surface, INK, leaf, 1)   # reads over a gold monument too


class Glow(MotionEffect):
    """Reduced motion's burst: a golden ring round ``center`` fading over ``life`` seconds,
    no bodies."""

    def __init__(self, center, radius: float, delay: float = 0.0, life: float = FADE * 2,
                 colour=LEAF_GOLD):
        super().__init__(delay)
        self.center, self.radius, self.life, self.colour = center, radius, life, colour

    def advance(self, dt):
        super().advance(dt)
        self.alive = self.t < self.life

    def draw(self, surface):
        if self.delay > 0:
            return
        a = max(0.0, 1 - self.t / self.life)
        col = tuple(int(c * a + 30 * (1 - a)) for c in self.colour)
        pygame.draw.circle(surface, col, (round(self.center[0]), round(self.center[1])),
                           round(self.radius * 1.15), max(1, int(self.radius * 0.1 * a) + 1))


# ---------------------------------------------------------------------------- the flight
class Fly(MotionEffect):
    """A tile flying from ``p0`` to ``p1`` on a damped spring (rest length 0, anchored at
    ``p1``, :func:`_spring_to`): it lifts by about ``lift`` px, arrives in about ``duration``
    seconds with a small overshoot and settles.  ``surf`` is drawn at its body, scaled from
    ``scale0`` to ``scale1`` as it closes in; ``on_land()`` runs when it has settled (or after
    at most 1.8 x ``duration``).  Blocking: the AI waits for it, never the player."""

    blocking = True
    RATIO = 0.72

    def __init__(self, surf, p0, p1, duration: float = 0.45, delay: float = 0.0,
                 lift: float = 40.0, scale0: float = 1.0, scale1: float = 1.0, on_land=None):
        super().__init__(delay)
        self.surf, self.p0, self.p1 = surf, p0, p1
        self.duration, self.lift = max(0.05, duration), lift
        self.scale0, self.scale1, self.on_land = scale0, scale1, on_land
        self.body: pymunk.Body | None = None
        self.dist0 = max(1.0, math.dist(p0, p1))
        self._scaled = DrawCache(32)   # scale bucket -> scaled surface

    def start(self, space):
        omega = 5.0 / (self.RATIO * self.duration)    # near rest after ``duration``
        body = pymunk.Body(1.0, float("inf"))
        body.position = self.p0
        body.velocity = (0.0, -self.lift * omega * 2.4)   # peaks about ``lift`` up
        body.velocity_func = _spring_to(self.p1, omega ** 2, 2 * self.RATIO * omega)
        shape = pymunk.Circle(body, 2)
        shape.filter = _NO_COLLISION
        space.add(body, shape)
        self.body, self.parts = body, [body, shape]

    def tick(self, h):
        b = self.body
        if b is not None and math.dist(b.position, self.p1) < 2.0 and b.velocity.length < 60:
            self.alive = False

    def advance(self, dt):
        super().advance(dt)
        if self.t >= self.duration * 1.8:
            self.alive = False

    def end(self):
        if self.on_land:
            self.on_land()

    def position(self) -> tuple[float, float]:
        return tuple(self.body.position) if self.body is not None else self.p0

    def draw(self, surface):
        if self.delay > 0 or self.body is None:
            return
        x, y = self.body.position
        k = min(1.0, math.dist((x, y), self.p1) / self.dist0)
        sc = self.scale1 + (self.scale0 - self.scale1) * k
        _blit_scaled(surface, self.surf, self._scaled, sc, (x, y))


class FadeIn(MotionEffect):
    """Reduced motion's flight: ``surf`` fades in at ``p1`` over ``FADE`` seconds, no
    bodies; ``on_land()`` at the end."""

    blocking = True

    def __init__(self, surf, p1, delay: float = 0.0, scale1: float = 1.0, on_land=None):
        super().__init__(delay)
        self.surf, self.p1, self.scale1, self.on_land = surf, p1, scale1, on_land
        self._scaled = DrawCache(4)

    def advance(self, dt):
        super().advance(dt)
        self.alive = self.t < FADE

    def end(self):
        if self.on_land:
            self.on_land()

    def draw(self, surface):
        if self.delay > 0:
            return
        img = _blit_scaled(None, self.surf, self._scaled, self.scale1, self.p1)
        img = img.copy()
        img.set_alpha(int(255 * min(1.0, self.t / FADE)))
        surface.blit(img, img.get_rect(center=(round(self.p1[0]), round(self.p1[1]))))


def _blit_scaled(surface, surf, cache: DrawCache, sc: float, at):
    """``surf`` scaled by ``sc`` (cached by 1/20 steps), blitted centred at ``at`` when
    ``surface`` is given; returns the scaled image."""
    key = int(sc * 20)
    img = cache.get(key)
    if img is None:
        if abs(sc - 1) < 0.03:
            img = surf
        else:
            w, h = surf.get_size()
            img = pygame.transform.smoothscale(surf, (max(1, int(w * sc)), max(1, int(h * sc))))
        cache.put(key, img)
    if surface is not None:
        surface.blit(img, img.get_rect(center=(round(at[0]), round(at[1]))))
    return img


# ---------------------------------------------------------------------------- the drop
class Drop(MotionEffect):
    """A placed tile dropping ``height`` px onto its stack: a body falls under gravity (it
    lands after ``fall`` seconds), bounces off a static floor segment with ``bounce``
    elasticity and settles.  :attr:`offset` is the px to draw it above its resting place
    (negative = above), :attr:`flash` 1..0 the impact's brightness.  Nothing is drawn by the
    effect itself: the table draws its tile at ``offset``."""

    def __init__(self, height: float, fall: float = 0.28, bounce: float = 0.35,
                 lane: int = 0, life: float = 0.55):
        super().__init__(0.0)
        self.height, self.fall, self.bounce, self.life = float(height), fall, bounce, life
        self.x = lane * 1000.0    # each drop has its own lane: it meets only its own floor
        self.body: pymunk.Body | None = None
        self.hit_t: float | None = None

    def start(self, space):
        g = 2 * self.height / self.fall ** 2
        body = pymunk.Body(1.0, float("inf"))
        body.position = (self.x, -self.height)
        body.velocity_func = _falling(g)
        ball = pymunk.Circle(body, 4.0)
        ball.elasticity = self.bounce
        # a thick floor (its top at y = 4, where the ball rests with its centre at 0): a
        # fast fall cannot pass through it between two steps
        floor = pymunk.Segment(space.static_body, (self.x - 40, 34.0), (self.x + 40, 34.0),
                               30.0)
        floor.elasticity = 1.0
        space.add(body, ball, floor)
        self.body, self.parts = body, [body, ball, floor]

    def tick(self, h):
        if self.hit_t is None and self.body is not None and self.body.position.y > -0.5:
            self.hit_t = self.t

    def advance(self, dt):
        super().advance(dt)
        self.alive = self.t < self.life

    @property
    def offset(self) -> float:
        if self.body is None:
            return -self.height
        return min(0.0, self.body.position.y)

    @property
    def flash(self) -> float:
        if self.hit_t is None:
            return 0.0
        return max(0.0, 1.0 - (self.t - self.hit_t) / (self.life * 0.4))

    def draw(self, surface):
        pass


class FadeDrop(MotionEffect):
    """Reduced motion's drop: the tile is in place at once (offset 0) and a flash fades."""

    offset = 0.0

    def __init__(self, life: float = FADE):
        super().__init__(0.0)
        self.life = life

    def advance(self, dt):
        super().advance(dt)
        self.alive = self.t < self.life

    @property
    def flash(self) -> float:
        return max(0.0, 1.0 - self.t / self.life)

    def draw(self, surface):
        pass


# ---------------------------------------------------------------------------- Motion
class Motion:
    """The physics of one table: one space, one fixed step, the live effects and springs.

    ``settings``: a mapping (``animations``, ``reduced_motion``, ``animation_speed``) or a
    zero-argument callable returning one, read live.  Public: :meth:`step`, :meth:`count`,
    :meth:`burst`, :meth:`fly`, :meth:`drop`, :meth:`spring_angle`, :meth:`spin`,
    :meth:`draw`, :meth:`clear`, :attr:`busy`, :meth:`active`.
    """

    def __init__(self, settings=None) -> None:
        self._settings = settings
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.acc = 0.0
        self.effects: list[MotionEffect] = []
        self.springs: dict[str, Spinner] = {}
        self._lanes = 0

    # -------------------------------------------------------------- settings
    def _get(self, key: str):
        s = self._settings() if callable(self._settings) else self._settings
        try:
            return (s or {}).get(key, DEFAULTS[key])
        except AttributeError:
            return DEFAULTS[key]

    @property
    def enabled(self) -> bool:
        """The ``animations`` setting: off, nothing moves."""
        return bool(self._get("animations"))

    @property
    def reduced(self) -> bool:
        """The ``reduced_motion`` setting: no bodies, short fades."""
        return bool(self._get("reduced_motion"))

    @property
    def speed(self) -> float:
        """The ``animation_speed`` setting (0.25..3), multiplying every rate."""
        return number("animation_speed", self._get("animation_speed"))

    @property
    def physical(self) -> bool:
        """Effects make bodies now (animations on, reduced motion off)."""
        return self.enabled and not self.reduced

    # -------------------------------------------------------------- stepping
    def step(self, dt: float) -> None:
        """Advance by ``dt`` seconds of frame time (times ``animation_speed``), in fixed steps
        of :data:`STEP`; leftover time waits in the accumulator for the next call, and more
        than :data:`MAX_STEPS` steps' worth is dropped.  Ended effects leave the space."""
        if not self.enabled:
            self.clear()
            for sp in self.springs.values():
                sp.settle(self.space)
            return
        dt = max(0.0, dt) * self.speed
        self.acc = min(self.acc + dt, MAX_STEPS * STEP)
        live = self.effects
        for e in live:
            if e.delay > 0:
                e.delay -= dt
                if e.delay <= 0:
                    e.start(self.space)
        while self.acc >= STEP:
            self.space.step(STEP)
            self.acc -= STEP
            for e in live:
                if e.delay <= 0 and e.alive:
                    e.tick(STEP)
            for sp in self.springs.values():
                sp.tick(self.space)
        for e in live:
            if e.delay <= 0 and e.alive:
                e.advance(dt)
        if any(not e.alive for e in live):
            self.effects = [e for e in live if e.alive]
            for e in live:
                if not e.alive:
                    self._remove(e)

    def _remove(self, e: MotionEffect) -> None:
        if e.parts:
            self.space.remove(*e.parts)
            e.parts = []
        e.end()

    def count(self) -> int:
        """Bodies in the space (0 when nothing moves)."""
        return len(self.space.bodies)

    def parts(self) -> int:
        """Bodies, shapes and constraints in the space (0 when nothing moves)."""
        s = self.space
        return len(s.bodies) + len(s.shapes) + len(s.constraints)

    def active(self) -> bool:
        """Anything drawn moves by itself: an effect runs or a spring swings."""
        return bool(self.effects) or any(sp.moving for sp in self.springs.values())

    @property
    def busy(self) -> bool:
        """A blocking effect (a tile in flight) runs: the AI waits, never the player."""
        return any(e.blocking for e in self.effects)

    def clear(self) -> None:
        """End every effect at once (undo, animations switched off); springs keep turning."""
        live, self.effects = self.effects, []
        for e in live:
            e.alive = False
            self._remove(e)

    def _add(self, e: MotionEffect) -> MotionEffect:
        self.effects.append(e)
        if e.delay <= 0:
            e.start(self.space)
        return e

    # -------------------------------------------------------------- effects
    def burst(self, pos, n: int = 18, *, radius: float = 40.0, seed: int = 0,
              delay: float = 0.0, colours=(LEAF_GOLD, LEAF_GREEN), scale: float = 1.0):
        """Laurel Wreath tokens burst from round ``pos`` and fall (``n`` bodies for 1.4 s);
        reduced motion: a fading golden ring; animations off: nothing (returns None)."""
        if not self.enabled:
            return None
        if self.reduced:
            return self._add(Glow(pos, radius, delay, colour=colours[0]))
        return self._add(Burst(pos, radius, n, seed, delay, colours=colours, scale=scale))

    def small_burst(self, pos, size: float, seed: int = 0):
        """The modest Akropolis burst (a completed Athena card, a Pantheon challenge): ten
        gold and marble leaves round ``pos``, ``size`` the hex size in px."""
        return self.burst(pos, 10, radius=size * 1.1, seed=seed,
                          colours=(P.GOLD_LIGHT, (236, 230, 214)), scale=0.8)

    def fly(self, surf: pygame.Surface, p0, p1, duration: float = 0.45, *, delay: float = 0.0,
            lift: float = 40.0, scale0: float = 1.0, scale1: float = 1.0, on_land=None):
        """``surf`` flies from ``p0`` to ``p1`` and settles (:class:`Fly`); reduced motion: it
        fades in at ``p1``; animations off: ``on_land()`` runs now and None is returned."""
        if not self.enabled:
            if on_land:
                on_land()
            return None
        if self.reduced:
            return self._add(FadeIn(surf, p1, delay, scale1, on_land))
        return self._add(Fly(surf, p0, p1, duration, delay, lift, scale0, scale1, on_land))

    def drop(self, height: float, *, life: float = 0.55):
        """A tile dropping ``height`` px onto its stack (:class:`Drop`: read ``offset`` and
        ``flash``); reduced motion: :class:`FadeDrop`; animations off: None."""
        if not self.enabled:
            return None
        if self.reduced:
            return self._add(FadeDrop(min(life, FADE)))
        self._lanes = (self._lanes + 1) % 64
        return self._add(Drop(height, lane=self._lanes, life=life))

    def spring_angle(self, key: str, target: float, modulus: float, *, omega: float = 11.0,
                     ratio: float = 0.55) -> float:
        """The drawn value of the spring ``key`` (positions on a circle of ``modulus``) that
        settles on ``target``, the rules' value: the Quarry Wheel (``ratio`` 0.55: it turns
        with momentum, overshoots a little and settles) or the Sundial (a lower ratio: it
        swings).  Call it from ``update``; with reduced motion or animations off it is the
        target at once, with no body."""
        sp = self.springs.get(key)
        if sp is None or sp.modulus != float(modulus):
            if sp is not None:
                sp.settle(self.space)    # another wheel (a new Codex city): its body goes
            sp = self.springs[key] = Spinner(target, modulus, omega, ratio)
            return sp.value
        if not self.physical:
            sp.target = float(target) % sp.modulus
            sp.settle(self.space)
            return sp.value
        if float(target) % sp.modulus != sp.target:
            sp.aim(self.space, target)
        return sp.value

    def spin(self, key: str, velocity: float) -> None:
        """Set spring ``key`` turning at ``velocity`` positions per second (it then settles
        back on its target); nothing without physics."""
        sp = self.springs.get(key)
        if sp is not None and self.physical:
            sp.kick(self.space, velocity)

    # -------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the effects (reads the bodies; changes nothing)."""
        for e in self.effects:
            e.draw(surface)
