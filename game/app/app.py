"""The application: window, fixed-timestep frame loop and the scene stack.

``App(size, fullscreen)`` opens a resizable window.  ``step(dt)`` runs exactly one frame
(events -> InputMapper -> logical actions -> scenes; update(dt); draw; flip) so tests can drive
frames without a clock; ``run(frames)`` is the real loop: 60 FPS, fixed 1/60 s updates with an
accumulator.  The interactive loop (no ``frames``) skips draw and flip on a frame without input
when no visible scene ``needs_redraw()``, no toast or fade runs and the window is unchanged,
redrawing at least every IDLE_REDRAW_SECONDS: an idle menu costs little CPU, while input is still
read every 1/60 s (no added latency).  F11 toggles fullscreen for every scene.  ``toast(text)`` shows a short message.
"""

from __future__ import annotations

import dataclasses
import warnings

import pygame

from game.app.devices import SeatDevices, is_press, seat_gate
from game.app.scene import Scene
from game.app.settings import Settings
from game.audio import make_audio
from game.settings_schema import number
from game.render import fonts
from game.render import palette as P
from game.render import access, art, hexdraw, pie, wheel, widgets
from game.render.art import mosaic_pie
from game.render.fonts import font, text, wrap
from game.render.widgets import draw_panel
from game.input.actions import DEVICE_ACTS, KBM, Act, InputEvent
from game.input import hints
from game.input.bindings import PS_GLYPHS
from game.input.mapper import InputMapper
from game.ui_text import t

FPS = 60
FIXED_DT = 1.0 / FPS
FADE_SECONDS = 0.18
MIN_SIZE = (640, 400)
#: Largest window asked for (--size, resize events): bigger would only exhaust memory.
MAX_SIZE = (7680, 4320)  # 8K UHD
#: An idle window (nothing to animate, no input) is still redrawn this often (seconds).
IDLE_REDRAW_SECONDS = 1.0
TITLE = "Ancient Cities"
#: pygame event types after which the connected controllers are read again (app.devices)
HOTPLUG_EVENTS = frozenset(getattr(pygame, name) for name in (
    "CONTROLLERDEVICEADDED", "CONTROLLERDEVICEREMOVED", "CONTROLLERDEVICEREMAPPED",
    "JOYDEVICEADDED", "JOYDEVICEREMOVED") if hasattr(pygame, name))
F11_GUARD = 0.3   # seconds: no second fullscreen toggle sooner than this
F11_FRESH = 0.6   # seconds without any F11 KEYDOWN after which a KEYDOWN is a new press


class App:
    """Window + scene stack.  Attributes: ``screen`` (display surface), ``size`` (w, h),
    ``settings`` (dict-like, saved atomically), ``stack`` (list of scenes, top last),
    ``time`` (seconds of game time updated so far), ``frame`` (frames drawn)."""

    def __init__(self, size: tuple[int, int] = (1280, 720), fullscreen: bool = False,
                 settings: Settings | None = None) -> None:
        # Only what the game uses: the audio device opens in game.audio, never in headless runs.
        pygame.display.init()
        if not pygame.font.get_init():
            pygame.font.init()
            fonts.clear_caches()  # fonts cached before a pygame.quit() are dead
        try:
            pygame.joystick.init()
        except pygame.error:
            pass
        pygame.display.set_caption(TITLE)
        self._set_icon()
        self.settings = settings if settings is not None else Settings()
        access.configure(self.settings)   # colour-blind patterns on or off for every renderer
        self.windowed_size = clamp_size(size)
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.size: tuple[int, int] = self.screen.get_size()
        self._set_minimum_size()
        #: "keyboard", "mouse" or "controller": the device of the last input (for hints).
        self.last_device = "keyboard"
        #: "keyboard" or the pad family of the last controller used ("xbox", "playstation",
        #: "nintendo", "generic"): hints name that pad's buttons (game.input.hints)
        self.last_family = "keyboard"
        self.last_device_id = "kbm"   # ... and its device_id ("kbm", "pad3")
        self.mapper = InputMapper(self.settings)
        hints.use_glyphs(fonts.can_draw("".join(PS_GLYPHS.values())))
        #: which seat each device drives (couch play, game.app.devices); ev.seat comes from it
        self.devices = SeatDevices()
        self.devices.sync(self.mapper)
        #: sound (game.audio): ``play(cue)``, ``ambient(on)``; silent without a device and in
        #: headless runs (SDL_AUDIODRIVER=dummy), never raising
        self.audio = make_audio(self.settings)
        self.audio.ambient(True)
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.time = 0.0
        self.frame = 0
        self.toasts: list[list] = []  # [text, seconds left]
        #: False: tables write no autosave (demo scenes, a save being tried, a second window);
        #: ``unsaved_reason`` says why to the player when it is not a demo
        self.autosave_enabled = True
        self.unsaved_reason: str | None = None
        self._pointer_scene: Scene | None = None
        #: Where the toasts were drawn last frame (tests, layout checks).
        self.toast_rects: list[pygame.Rect] = []  # the top scene that has seen a pointer event
        #: Cross-fade from the previous frame when an opaque scene arrives or leaves (off in
        #: tests; the ``animations`` setting is read live besides, see :meth:`fading`).
        self.transitions = True
        self._fade: list | None = None  # [old frame, seconds left, seconds in all]
        self._f11_held = False       # F11 down and not yet up (repeats are ignored)
        self._f11_last_down = -1.0   # app.time of the last F11 KEYDOWN (press or repeat)
        self._f11_last_toggle = -1.0  # app.time of the last toggle
        #: True when the next interactive frame must be drawn (stack or window changed).
        self.dirty = True
        #: ``time`` of the last frame drawn (scenes throttle their own animations by it).
        self.last_draw_time = -1.0
        self.apply_key_repeat()
        if fullscreen:
            self.toggle_fullscreen()
        if self.settings.load_error:
            self.toast(self.settings.load_error, 6.0)

    # -- scene stack ----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        """The scene on top of the stack (None when empty)."""
        return self.stack[-1] if self.stack else None

    def fading(self) -> bool:
        """Scene changes cross-fade: ``transitions`` (off in tests) and the ``animations``
        setting, read live.  Reduced motion keeps the fade: it moves nothing."""
        return self.transitions and bool(self.settings.get("animations", True))

    def _start_fade(self, scene: Scene) -> None:
        """Cross-fade from the last frame when ``scene`` (arriving, or leaving by a pop) is
        opaque: FADE_SECONDS, divided by the ``animation_speed`` setting."""
        if self.fading() and self.frame > 0 and not scene.transparent:
            speed = number("animation_speed", self.settings.get("animation_speed", 1.0))
            self._fade = [self.screen.copy(), FADE_SECONDS / speed, FADE_SECONDS / speed]

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top: on_resize(size), then enter()."""
        self.dirty = True
        self._start_fade(scene)
        if self.stack:
            self.stack[-1].on_cover()
        scene.on_resize(self.size)
        self.stack.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        """Remove the top scene (exit()); the one below gets on_uncover().  Empty stack: quit."""
        if not self.stack:
            return None
        self.dirty = True
        if len(self.stack) > 1:
            self._start_fade(self.stack[-1])   # an opaque scene leaves: fade to the one below
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].on_uncover()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if not self.stack:
            return self.push(scene)
        self.dirty = True
        self._start_fade(scene)
        self.stack.pop().exit()
        scene.on_resize(self.size)
        self.stack.append(scene)
        scene.enter()
        return scene

    def reset_to(self, scene: Scene) -> Scene:
        """Empty the stack (exit() top first), then push ``scene``."""
        self._start_fade(scene)
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def find(self, cls) -> Scene | None:
        """The top-most scene that is an instance of ``cls`` (None if absent)."""
        for scene in reversed(self.stack):
            if isinstance(scene, cls):
                return scene
        return None

    # -- window ---------------------------------------------------------------------------------
    def apply_key_repeat(self) -> None:
        """Set pygame's key repeat from ``settings`` repeat_delay (s) and repeat_rate (per s)."""
        delay = float(self.settings.get("repeat_delay", 0.35))
        rate = max(1.0, float(self.settings.get("repeat_rate", 10.0)))
        pygame.key.set_repeat(max(50, int(delay * 1000)), max(10, int(1000 / rate)))

    def _set_minimum_size(self) -> None:
        try:
            with warnings.catch_warnings():  # from_display_module is deprecated but still the
                warnings.simplefilter("ignore", DeprecationWarning)  # way to reach the window
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error, TypeError, ValueError):
            pass  # older pygame: resize() clamps instead

    def _set_icon(self) -> None:
        try:
            icon = pygame.transform.smoothscale(mosaic_pie(60), (32, 32))
            pygame.display.set_icon(icon)
        except (pygame.error, ImportError, ValueError):
            pass

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window ``size`` (at least MIN_SIZE) and re-layout every scene."""
        size = clamp_size(size)
        surf = pygame.display.get_surface()
        if size != self.size:
            forget_drawn()
        if surf is None or surf.get_size() != size:
            flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
            surf = pygame.display.set_mode(size, flags)
        self.screen = surf
        self.dirty = True
        self.size = surf.get_size()
        self._pointer_scene = None   # SDL re-reports the resting pointer: no motion (_offer)
        if not self.fullscreen:
            self.windowed_size = self.size
        for scene in self.stack:
            scene.on_resize(self.size)

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen (desktop size) and the last windowed size."""
        # Rebuilding the window can take longer than the key-repeat delay and delays (or loses)
        # the key-up: stop pygame's repeat timer so no synthetic F11 follows.
        pygame.key.set_repeat(0)
        try:
            self._rebuild_window()
        finally:
            self.apply_key_repeat()
        self._f11_last_toggle = self.time

    def _rebuild_window(self) -> None:
        if self.fullscreen:
            self.fullscreen = False
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.fullscreen = True
            try:
                desktop = pygame.display.get_desktop_sizes()[0]
            except (pygame.error, IndexError):
                desktop = self.windowed_size
            self.screen = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
        self.size = self.screen.get_size()
        self.dirty = True
        self._pointer_scene = None   # as in resize(): the next pointer report is no motion
        for scene in self.stack:
            scene.on_resize(self.size)

    def toast(self, text: str, seconds: float = 3.5) -> None:
        """Show ``text`` for ``seconds`` at the bottom of the window (the last 3 stay).  Only
        drawn: a caller reporting a problem prints it on stderr itself (see tables.start_game).
        A message already showing is not stacked again: it stays, for ``seconds`` more."""
        self.dirty = True
        for shown in self.toasts:
            if shown[0] == text:
                shown[1] = max(shown[1], seconds)
                return
        self.toasts.append([text, seconds])
        self.toasts = self.toasts[-3:]

    def quit(self) -> None:
        """Stop the loop after this frame."""
        self.running = False

    def save_screenshot(self, path: str) -> None:
        """Save the current frame as PNG."""
        pygame.image.save(self.screen, path)

    # -- frame ----------------------------------------------------------------------------------
    def dispatch(self, ev: InputEvent) -> bool:
        """Offer ``ev`` (its ``seat`` set from :attr:`devices`) to the top scene, then down
        through transparent scenes.  When the top scene has a FocusGroup (``focus``) the sound
        follows it: "click" when a widget was pressed or changed, "hover" when the focus moved."""
        ev = self.devices.route(ev)
        focus = getattr(self.top, "focus", None)
        if not isinstance(focus, widgets.FocusGroup):
            return self._offer(ev)
        index, presses, top = focus.index, focus.presses, self.top
        used = self._offer(ev)
        if focus.presses != presses:
            self.audio.play("click")
        elif focus.index != index and self.top is top:
            self.audio.play("hover")
        return used

    def _offer(self, ev: InputEvent) -> bool:
        refusing = None if ev.act in DEVICE_ACTS else seat_gate(self.stack, ev)
        if refusing is not None:
            # another seat's device, on the table or a dialog it pushed: said, not acted on
            if is_press(ev) and callable(getattr(refusing, "refuse_device", None)):
                refusing.refuse_device(ev)
            return True
        if ev.act in DEVICE_ACTS or not self.devices.may_drive(ev.device_id):
            pass   # a pad plugged in or out, or another seat's device, is not the input in use
        elif ev.act.value not in ("pointer_move", "pointer_drag") or ev.device != "mouse":
            self.last_device = ev.device
            self.last_device_id = ev.device_id
            self.last_family = self.mapper.family(ev.device_id)
        elif ev.act.value == "pointer_move" and self.top is not self._pointer_scene:
            # The first pointer event a scene sees (SDL reports where the pointer rests when a
            # window opens, is resized or rebuilt) is no motion: only a later, real move may
            # take the focus.
            self._pointer_scene = self.top
            if ev.moved:
                ev = dataclasses.replace(ev, moved=False)
        snapshot = list(self.stack)
        for scene in reversed(snapshot):
            if scene.handle(ev):
                return True
            if self.stack != snapshot or not scene.transparent:
                return False
        return False

    def process_events(self, dt: float) -> bool:
        """Read pygame's queue: window events here, everything else through the mapper.
        True if anything arrived (a pygame event or a held direction's repeat)."""
        seen = False
        for event in pygame.event.get():
            seen = True
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                if not self.fullscreen:
                    self.resize((event.w, event.h))
                continue
            if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_F11:
                self._on_f11(event.type == pygame.KEYDOWN)
                continue
            if event.type == getattr(pygame, "WINDOWLEAVE", None):
                # the pointer left the window: hovers and tooltips end (not a motion: no focus)
                self.mapper.pointer = (-1, -1)
                self.dispatch(InputEvent(Act.POINTER_MOVE, pos=(-1, -1), rel=(0, 0),
                                         device="mouse", moved=False))
                continue
            known = dict(self.devices.present)   # a removed pad's name, for its toast
            events = self.mapper.translate(event)
            if event.type in HOTPLUG_EVENTS or any(
                    e.device_id != KBM and e.device_id not in self.devices.present
                    for e in events):
                self.devices.sync(self.mapper)   # claims follow (lost / re-connected seats)
            for ev in events:
                if ev.act in DEVICE_ACTS:
                    self._device_toast(ev, known)
                self.dispatch(ev)
        for ev in self.mapper.tick(dt):
            seen = True
            self.dispatch(ev)
        return seen

    def _device_toast(self, ev: InputEvent, known: dict | None = None) -> None:
        """"Xbox Wireless Controller connected" / "Xbox Wireless Controller disconnected"
        (the name of a removed pad from ``known``, what was connected before; "Controller"
        when it was never listed)."""
        if ev.act == Act.DEVICE_ADDED:
            info = self.mapper.devices().get(ev.device_id)
            name = info.name if info else t("toast.controller")
            self.toast(t("toast.controller_connected", name=name), 2.5)
        else:
            info = (known or {}).get(ev.device_id)
            name = info.name if info else t("toast.controller")
            self.toast(t("toast.controller_disconnected", name=name), 2.5)

    def needs_redraw(self) -> bool:
        """True if an interactive frame without input must still be drawn: the stack or the
        window changed, a toast or fade is showing, a visible scene's ``needs_redraw()`` says
        so, or IDLE_REDRAW_SECONDS passed since the last frame drawn."""
        if self.dirty or self.toasts or self._fade is not None:
            return True
        if self.time - self.last_draw_time >= IDLE_REDRAW_SECONDS:
            return True
        i = len(self.stack) - 1
        while i > 0 and self.stack[i].transparent:
            i -= 1
        focus = getattr(self.top, "focus", None)
        if isinstance(focus, widgets.FocusGroup) and focus.pressing:
            return True   # a button's press shows, or has just ended
        return any(scene.needs_redraw() for scene in self.stack[max(0, i):])

    def _on_f11(self, down: bool) -> None:
        """Exactly one fullscreen toggle per physical F11 press.

        Key repeats (KEYDOWN while held) are ignored; since the key-up can be lost while the
        window is rebuilt, a KEYDOWN more than F11_FRESH s after the previous one counts as a
        new press; and never twice within F11_GUARD s of game time."""
        if not down:
            self._f11_held = False
            return
        gap = self.time - self._f11_last_down
        self._f11_last_down = self.time
        fresh = not self._f11_held or gap > F11_FRESH
        self._f11_held = True
        if fresh and (self._f11_last_toggle < 0 or self.time - self._f11_last_toggle >= F11_GUARD):
            self.toggle_fullscreen()

    def update(self, dt: float) -> None:
        """Advance the top scene and the toasts by ``dt`` seconds."""
        self.time += dt
        self.audio.update(dt)
        if self.stack:
            top = self.stack[-1]
            if isinstance(getattr(top, "focus", None), widgets.FocusGroup):
                top.focus.tick(dt)   # a pressed button's feedback (game.render.feel)
            top.update(dt)
        if self._fade is not None:
            self._fade[1] -= dt
            if self._fade[1] <= 0:
                self._fade = None
        for t in self.toasts:
            t[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]

    def draw(self) -> None:
        """Draw the visible part of the stack (down to the first opaque scene) and toasts."""
        i = len(self.stack) - 1
        while i > 0 and self.stack[i].transparent:
            i -= 1
        if not self.stack:
            self.screen.fill((0, 0, 0))
        for scene in self.stack[max(0, i):]:
            scene.draw(self.screen)
        if self._fade is not None and self._fade[0].get_size() == self.screen.get_size():
            old = self._fade[0]
            old.set_alpha(int(255 * max(0.0, self._fade[1]) / self._fade[2]))
            self.screen.blit(old, (0, 0))
        self.toast_rects = []
        if self.toasts:
            top = self.top
            messages = [t[0] for t in self.toasts]
            areas = top.toast_areas() if top is not None and hasattr(top, "toast_areas") else None
            if areas:   # the scene names free bands (the Title: beside its buttons)
                self.toast_rects = draw_toasts_in(self.screen, messages, areas)
            else:
                y = top.toast_y() if top is not None and hasattr(top, "toast_y") else None
                self.toast_rects = draw_toasts_top(self.screen, messages, y)

    def step(self, dt: float = FIXED_DT) -> None:
        """One whole frame with a given ``dt`` (tests drive the app with this)."""
        self.process_events(dt)
        self.update(dt)
        self._present()

    def _present(self) -> None:
        """Draw, flip and count the frame."""
        self.dirty = False
        self.draw()
        pygame.display.flip()
        self.last_draw_time = self.time
        self.frame += 1

    def run(self, frames: int | None = None) -> None:
        """The frame loop at 60 FPS.  With ``frames``: exactly that many frames, each one fixed
        update (deterministic screenshots); otherwise fixed-timestep updates via an accumulator."""
        acc = 0.0
        while self.running and self.stack:
            real = min(0.25, self.clock.tick(FPS) / 1000.0)
            if frames is not None:
                self.step(FIXED_DT)
                if self.frame >= frames:
                    break
                continue
            seen = self.process_events(real)
            acc += real
            while acc >= FIXED_DT:
                self.update(FIXED_DT)
                acc -= FIXED_DT
            if seen or self.needs_redraw():
                self._present()



def forget_drawn() -> None:
    """Empty the shared caches of drawn things (text, panels, backgrounds, tiles, sprites):
    called when the window changes size, so dragging its edge through hundreds of sizes keeps
    one size's worth of surfaces, not hundreds (issue 19).  Fonts stay cached."""
    fonts.clear_text_cache()
    for cached in (widgets.rounded_rect_surface, widgets._faded_rect_surface,
                   widgets.background, art.mosaic_pie, art.akropolis_tile):
        cached.cache_clear()
    for cache in (pie._cache, wheel._disc_cache, hexdraw._SPRITES):
        cache.clear()


def clamp_size(size) -> tuple[int, int]:
    """``size`` (w, h) clamped into MIN_SIZE..MAX_SIZE (every window the scenes lay out)."""
    return (min(MAX_SIZE[0], max(MIN_SIZE[0], int(size[0]))),
            min(MAX_SIZE[1], max(MIN_SIZE[1], int(size[1]))))


def draw_toasts_top(surface: pygame.Surface, messages: list[str],
                    y: int | None = None) -> list[pygame.Rect]:
    """Message panels stacked downwards from ``y`` (default 13% of the height: below a scene's
    title) at the top centre, semi-transparent, never lower than 55% of the height so the
    bottom control rows (buttons, hint line) stay visible; the newest message is first and the
    oldest ones are left out when they do not fit.  Returns the panels' rects."""
    sw, sh = surface.get_size()
    size = max(14, sh // 40)
    y = int(sh * 0.13) if y is None else int(y)
    limit = int(sh * 0.55)
    rects = []
    for msg in reversed(messages):
        panel = _toast_panel(msg, int(sw * 0.6), size)
        if y + panel.get_height() > limit and rects:
            break
        r = panel.get_rect(midtop=(sw // 2, y))
        surface.blit(panel, r)
        rects.append(r)
        y = r.bottom + 6
    return rects


def _toast_panel(msg: str, width: int, size: int) -> pygame.Surface:
    """One message panel: ``msg`` wrapped to ``width`` px of text at ``size`` px, rimmed in
    gold, semi-transparent."""
    f = font(size)
    lines = wrap(msg, width, size)
    w = max(f.size(s)[0] for s in lines) + 32
    h = len(lines) * f.get_linesize() + 16
    panel = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(panel, panel.get_rect(), P.LAPIS_DARK, P.GOLD, radius=10, border_w=2)
    yy = 8
    for s in lines:
        text(panel, s, (w // 2, yy), size, P.TEXT, "midtop")
        yy += f.get_linesize()
    panel.set_alpha(232)
    return panel


def draw_toasts_in(surface: pygame.Surface, messages: list[str],
                   areas: list[pygame.Rect]) -> list[pygame.Rect]:
    """Message panels stacked downwards inside ``areas`` (window rects a scene keeps free,
    filled in order: the newest message first, in the first area while it has room, then the
    next).  The text shrinks (down to 11 px) until every message fits; if some still do not,
    the oldest are left out.  Returns the panels' rects, each inside its area."""
    sh = surface.get_size()[1]
    areas = [pygame.Rect(a) for a in areas if a.w > 60 and a.h > 30]
    placed = []
    for size in range(max(14, sh // 40), 10, -1):
        placed = _stack(messages, areas, size)
        if len(placed) == len(messages):
            break
    rects = []
    for panel, r in placed:
        surface.blit(panel, r)
        rects.append(r)
    return rects


def _stack(messages: list[str], areas: list[pygame.Rect], size: int) -> list:
    """[(panel, rect)] of as many of ``messages`` (newest first) as fit into ``areas``."""
    out, i = [], 0
    y = areas[0].top if areas else 0
    for msg in reversed(messages):
        while i < len(areas):
            a = areas[i]
            panel = _toast_panel(msg, a.w - 32, size)
            if panel.get_width() <= a.w and y + panel.get_height() <= a.bottom:
                out.append((panel, panel.get_rect(midtop=(a.centerx, y))))
                y += panel.get_height() + 6
                break
            i += 1
            y = areas[i].top if i < len(areas) else 0
        else:
            break
    return out
