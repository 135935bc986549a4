"""Scene-side animation: tweens, flying tiles, the monument-completion flourish, link glows.

Everything here is decoration driven by ``update(dt)`` (seconds) and drawn by ``draw(surface)``;
nothing reads or changes a game state.  What moves physically (the wheel's spring, flying tiles,
the drop, the Laurel Wreath burst) is game.render.physics's; its effects can sit in an
:class:`Effects` list beside these.
"""

from __future__ import annotations

import math
import random

import pygame

from game.render import pie
from game.render.cache import DrawCache
from game.render.fonts import font
from game.render.settle import approach, ease_in_out, ease_out_cubic  # noqa: F401 (re-exported)


class CircleTween:
    """A value on a circle of ``modulus`` (wheel positions) that glides to each new target the
    short way round in ``duration`` seconds with ease-in-out (a wheel turn, a Sundial sweep)."""

    def __init__(self, value: float, modulus: float, duration: float = 0.6):
        self.value = float(value)
        self.modulus = modulus
        self.duration = duration
        self.target = float(value)
        self.start = self.value
        self.delta = 0.0
        self.t = 1.0

    def update(self, target: float, dt: float) -> float:
        if target != self.target:
            delta = (target - self.value) % self.modulus
            if delta > self.modulus / 2:
                delta -= self.modulus
            self.start, self.delta, self.target, self.t = self.value, delta, float(target), 0.0
        if self.t < 1:
            self.t = min(1.0, self.t + dt / self.duration)
            self.value = (self.start + self.delta * ease_in_out(self.t)) % self.modulus
        else:
            self.value = self.target % self.modulus
        return self.value

    @property
    def moving(self) -> bool:
        return self.t < 1


class Effect:
    """Base: ``alive`` becomes False when done."""

    alive = True
    blocking = False  # True: the table waits for it before the next AI action

    def update(self, dt: float) -> None:
        raise NotImplementedError

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class Flyer(Effect):
    """A surface flying from ``p0`` to ``p1`` on a shallow arc (draft lift, wedge to its site,
    refill tile from the bag); ``delay`` seconds before it starts, hidden until then."""

    blocking = True

    def __init__(self, surf: pygame.Surface, p0, p1, duration=0.45, delay=0.0, lift=40.0,
                 scale0=1.0, scale1=1.0, on_land=None):
        self.surf, self.p0, self.p1 = surf, p0, p1
        self.duration, self.delay, self.lift = max(1e-3, duration), delay, lift
        self.scale0, self.scale1 = scale0, scale1
        self.t = 0.0
        self.on_land = on_land
        self._scaled = DrawCache(64)   # scale bucket -> scaled surface

    def update(self, dt):
        if self.delay > 0:
            self.delay -= dt
            return
        self.t += dt / self.duration
        if self.t >= 1:
            self.alive = False
            if self.on_land:
                self.on_land()

    def draw(self, surface):
        if self.delay > 0:
            return
        k = ease_in_out(self.t)
        x = self.p0[0] + (self.p1[0] - self.p0[0]) * k
        y = self.p0[1] + (self.p1[1] - self.p0[1]) * k - self.lift * math.sin(math.pi * k)
        sc = self.scale0 + (self.scale1 - self.scale0) * k
        key = int(sc * 20)
        img = self._scaled.get(key)
        if img is None:
            if abs(sc - 1) < 0.03:
                img = self.surf
            else:
                w, h = self.surf.get_size()
                img = pygame.transform.smoothscale(self.surf, (max(1, int(w * sc)),
                                                               max(1, int(h * sc))))
            self._scaled.put(key, img)
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


class FloatText(Effect):
    """Text that rises and fades (the points a completion scored, "+450")."""

    def __init__(self, text: str, pos, color=(255, 226, 140), px=28, duration=1.6, delay=0.0):
        self.img = pie.font(px, True).render(text, True, color)
        self.shadow = pie.font(px, True).render(text, True, (20, 14, 8))
        self.pos, self.duration, self.delay = pos, duration, delay
        self.t = 0.0

    def update(self, dt):
        if self.delay > 0:
            self.delay -= dt
            return
        self.t += dt / self.duration
        self.alive = self.t < 1

    def draw(self, surface):
        if self.delay > 0:
            return
        rise = 40 * ease_out_cubic(self.t)
        a = 255 if self.t < 0.6 else int(255 * (1 - (self.t - 0.6) / 0.4))
        x, y = self.pos[0], self.pos[1] - rise
        for img, off in ((self.shadow, 2), (self.img, 0)):
            img.set_alpha(max(0, a))
            surface.blit(img, img.get_rect(center=(round(x + off), round(y + off))))


class Flourish(Effect):
    """Monument completion: two golden rings sweep out, laurel leaves burst and fall, and the
    points scored rise above the site.  Blocking: the table holds the next AI move for it.
    ``leaves``: how many leaves it throws by plain kinematics (0 when a
    :meth:`game.render.physics.Motion.burst` throws them); ``rings`` False: no rings."""

    blocking = True

    def __init__(self, center, radius: float, points: int | None, seed: int = 0, scale=1.0,
                 leaves: int = 18, rings: bool = True):
        self.center, self.radius = center, radius
        self.t = 0.0
        self.duration = 1.4
        self.rings = rings   # False (reduced motion): no sweeping rings
        rnd = random.Random(seed)
        self.leaves = []
        n = leaves   # 0: the leaves are a game.render.physics burst
        for i in range(n):
            a = 2 * math.pi * i / n + rnd.uniform(-0.15, 0.15)
            sp = radius * rnd.uniform(1.6, 2.6)
            self.leaves.append([center[0] + math.cos(a) * radius * 0.8,
                                center[1] + math.sin(a) * radius * 0.8,
                                math.cos(a) * sp, math.sin(a) * sp - radius * 0.8,
                                rnd.uniform(0, math.pi), rnd.choice((0, 1))])
        self.text = FloatText(f"+{points}", (center[0], center[1] - radius * 0.2),
                              px=max(16, int(radius * 0.55))) if points is not None else None
        self.leaf_len = max(4.0, radius * 0.16 * scale)

    def update(self, dt):
        self.t += dt / self.duration
        for lf in self.leaves:
            lf[0] += lf[2] * dt
            lf[1] += lf[3] * dt
            lf[3] += self.radius * 3.2 * dt  # gravity
            lf[2] *= 0.97
            lf[4] += 5 * dt
        if self.text:
            self.text.update(dt)
        self.alive = self.t < 1 or (self.text is not None and self.text.alive)

    def draw(self, surface):
        g = pie.gold()
        cx, cy = self.center
        if self.t < 1:
            for k, lag in enumerate((0.0, 0.18) if self.rings else ()):
                tt = max(0.0, (self.t - lag) / (1 - lag))
                if tt <= 0:
                    continue
                r = self.radius * (1.0 + 0.8 * ease_out_cubic(tt))
                w = max(1, int(self.radius * 0.12 * (1 - tt)))
                if w > 0 and tt < 1:
                    pygame.draw.circle(surface, g if k == 0 else (255, 244, 200),
                                       (round(cx), round(cy)), round(r), w)
            fade = 1 - self.t
            for x, y, _vx, _vy, rot, kind in self.leaves:
                col = (int(g[0] * fade + 80 * (1 - fade)), int(g[1] * fade + 70 * (1 - fade)),
                       int(g[2] * fade + 40 * (1 - fade))) if kind == 0 else \
                    (int(120 + 100 * fade), int(180 * fade + 60), 90)
                dx, dy = math.cos(rot) * self.leaf_len, math.sin(rot) * self.leaf_len
                nx, ny = -dy * 0.35, dx * 0.35
                pygame.draw.polygon(surface, col, [(x - dx, y - dy), (x + nx, y + ny),
                                                   (x + dx, y + dy), (x - nx, y - ny)])
        if self.text:
            self.text.draw(surface)


class LinkGlow(Effect):
    """An infrastructure link lights up (PP-21): a pulsing bright bar between two sites'
    facing edges, fading out."""

    blocking = True

    def __init__(self, p0, p1, kind: str = "road", width: float = 6, duration=1.8):
        self.p0, self.p1, self.kind = p0, p1, kind
        self.width, self.duration = width, duration
        self.t = 0.0

    def update(self, dt):
        self.t += dt / self.duration
        self.alive = self.t < 1

    def draw(self, surface):
        pulse = 0.5 + 0.5 * math.sin(self.t * math.pi * 6)
        fade = 1 - self.t
        base = (255, 240, 170) if self.kind == "road" else (150, 220, 255)
        col = tuple(int(c * (0.55 + 0.45 * pulse) * fade + 30 * (1 - fade)) for c in base)
        w = max(2, int(self.width * (1 + pulse * 0.6)))
        pygame.draw.line(surface, col, self.p0, self.p1, w)
        for p in (self.p0, self.p1):
            pygame.draw.circle(surface, col, (round(p[0]), round(p[1])), w)


class Delayed(Effect):
    """Run the effect ``inner`` after ``delay`` seconds (a flourish once the wedge has landed);
    blocking while it waits, then as blocking as ``inner``."""

    def __init__(self, delay, inner):
        self.delay, self.inner = delay, inner
        self.blocking = True

    def update(self, dt):
        if self.delay > 0:
            self.delay -= dt
            return
        self.inner.update(dt)
        self.alive = self.inner.alive
        self.blocking = self.inner.blocking

    def draw(self, surface):
        if self.delay <= 0:
            self.inner.draw(surface)


class Pause(Effect):
    """Nothing drawn; holds the AI pace for ``duration`` seconds."""

    blocking = True

    def __init__(self, duration: float):
        self.left = duration

    def update(self, dt):
        self.left -= dt
        self.alive = self.left > 0

    def draw(self, surface):
        pass


class Effects:
    """A list of live effects: ``add``, ``update(dt)``, ``draw``; ``busy`` while a blocking one
    runs (the AI waits for it: its moves are shown at a readable pace)."""

    def __init__(self):
        self.items: list[Effect] = []

    def add(self, e: Effect) -> Effect:
        self.items.append(e)
        return e

    def update(self, dt: float) -> None:
        for e in self.items:
            e.update(dt)
        self.items = [e for e in self.items if e.alive]

    def draw(self, surface: pygame.Surface) -> None:
        for e in self.items:
            e.draw(surface)

    @property
    def busy(self) -> bool:
        return any(e.blocking for e in self.items)

    def clear(self) -> None:
        self.items.clear()


class Timeline:
    """Timed steps played one after another (a seat's move shown as look, drop, pause...).

    A step is a dict with at least ``"type"`` and ``"dur"`` (seconds; 0 ends at once); ``"t"``
    (seconds run) is kept by the timeline.  ``on_start(step)`` runs when a step begins,
    ``on_end(step)`` when it ends; an ``on_end`` that returns True is a barrier: ``update`` stops
    there for this frame.  ``current`` is the running step (None between steps), ``pending`` the
    deque of steps to come.
    """

    def __init__(self, on_start=None, on_end=None) -> None:
        from collections import deque
        self.pending = deque()
        self.current: dict | None = None
        self.on_start = on_start
        self.on_end = on_end

    def add(self, step: dict) -> dict:
        step.setdefault("t", 0.0)
        self.pending.append(step)
        return step

    @property
    def running(self) -> bool:
        return self.current is not None or bool(self.pending)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True while a step is still running."""
        while True:
            if self.current is None:
                if not self.pending:
                    return False
                self.current = self.pending.popleft()
                if self.on_start:
                    self.on_start(self.current)
            step = self.current
            step["t"] += dt
            if step["t"] < step["dur"]:
                return True
            dt = step["t"] - step["dur"]
            self.current = None
            if self.on_end and self.on_end(step):
                return False


class RisingNote(Effect):
    """A short note that rises ``rise`` pixels and fades over ``life`` seconds, holding full
    strength for the first ``life - fade`` seconds (a stones note beside a score card).
    Reads like the tuple ``(text, x, y, age, colour)``."""

    def __init__(self, text: str, x: float, y: float, colour, px: int, rise: float,
                 life: float = 1.4, fade: float = 0.6) -> None:
        self.text, self.x, self.y, self.colour = text, x, y, colour
        self.px, self.rise, self.life, self.fade = px, rise, life, fade
        self.age = 0.0

    def __iter__(self):
        return iter((self.text, self.x, self.y, self.age, self.colour))

    def __getitem__(self, i):
        return tuple(self)[i]

    def update(self, dt: float) -> None:
        self.age += dt
        self.alive = self.age < self.life

    def draw(self, surface: pygame.Surface) -> None:
        a = max(0, min(255, int(255 * (self.life - self.age) / self.fade)))
        img = font(self.px, bold=True).render(self.text, True, self.colour)
        img.set_alpha(a)
        surface.blit(img, img.get_rect(center=(self.x, self.y - self.age / self.life * self.rise)))
