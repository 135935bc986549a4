"""New Game: choose the game and mode, the seats (Person or AI level each), Akropolis options;
Start hands a config to :func:`game.scenes.tables.start_game` (shape documented there)."""

from __future__ import annotations

import random

import pygame

from game.render import palette as P
from game.render.fonts import fit_size, font, text, wrap
from game.render.widgets import Button, Choice, Toggle, draw_tooltip
from game.scenes.base import MenuScene, title_band
from game.scenes.pause import ConfirmScene

GAMES = [("picture-pie", "Picture Pie \u2013 Ancient City"), ("akropolis", "Akropolis")]
SEAT_KINDS = [("person", "Person"), ("ai:random", "AI \u00b7 random"),
              ("ai:greedy", "AI \u00b7 greedy")]
SOLO_LEVELS = [("hippodamos", "Hippodamos (easy)"), ("metagenes", "Metagenes (medium)"),
               ("callicrates", "Callicrates (hard)")]
VARIANTS = [("houses", "Houses"), ("markets", "Markets"), ("barracks", "Barracks"),
            ("temples", "Temples"), ("gardens", "Gardens")]
AI_NAMES = ("Hypatia", "Archimedes", "Aspasia", "Thales")
SEAT_RANGE = {"picture-pie": (1, 4), "akropolis": (2, 4)}
GAME_BLURBS = {
    "picture-pie": "Draft mosaic tiles from the Quarry Wheel and complete Monument Sites.",
    "akropolis": "Build your city upwards: districts score by height times plaza stars.",
}


class NewGameScene(MenuScene):
    """Widget keys: game, mode, players, level, all-tiles, variant-<name>, seat-<i>, start, back.

    ``seed``: fixed seed for the game (demo/tests); None picks a random one at Start.
    """

    name = "new-game"

    def __init__(self, app, game_id: str = "picture-pie", seed: int | None = None) -> None:
        super().__init__(app)
        self.game = game_id if game_id in SEAT_RANGE else "picture-pie"
        self.seed = seed
        self.mode = "multi"          # Akropolis: "multi" or "solo"
        self.num_seats = 2
        self.kinds = ["person", "ai:greedy", "ai:greedy", "ai:greedy"]
        self.solo_level = "hippodamos"
        self.all_tiles = False
        self.variants: set[str] = set()
        self.message: str | None = None
        # form navigation: Up/Down through the rows in reading order (left column, seats,
        # Back/Start), Left/Right change a choice or move within a row
        self.focus.rows = True

    # -- state changes --------------------------------------------------------------------------
    def set_game(self, game_id: str) -> None:
        self.game = game_id
        lo, hi = SEAT_RANGE[game_id]
        self.num_seats = min(hi, max(lo, self.num_seats))
        if game_id != "akropolis":
            self.mode = "multi"
        self.layout()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.layout()

    def set_players(self, n: int) -> None:
        self.num_seats = n
        self.layout()

    def set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind
        self.layout()   # later Person seats are renamed ("You" moves to the first Person)

    def toggle_variant(self, name: str, on: bool) -> None:
        (self.variants.add if on else self.variants.discard)(name)

    def seat_name(self, i: int, kind: str | None = None) -> str:
        """"You" for the first Person seat (as in the demos and solo), "Player N" for further
        Person seats (N = seat number), the AI's name for an AI seat.  ``kind``: name seat
        ``i`` as if it were that kind (the seat's own kind by default)."""
        kind = self.kinds[i] if kind is None else kind
        if self.solo:
            return "You"
        if kind == "person":
            before = any(self.kinds[k] == "person" for k in range(i))
            return f"Player {i + 1}" if before else "You"
        return AI_NAMES[i]

    def seat_options(self, i: int) -> list[tuple[str, str]]:
        """The seat row's values, each with the name the seat would get: "You (Person)",
        "Player 2 (Person)", "Hypatia (AI \u00b7 greedy)" (the same words in every mode)."""
        if self.solo:
            return [("person", "You (Person)")]
        return [(k, f"{self.seat_name(i, k)} ({label})") for k, label in SEAT_KINDS]

    @property
    def solo(self) -> bool:
        return self.game == "akropolis" and self.mode == "solo"

    def config(self) -> dict:
        """The game configuration Start would use (seed: fixed one, else random)."""
        seed = self.seed if self.seed is not None else random.randrange(1, 2 ** 31)
        n = 1 if self.solo else self.num_seats
        seats = []
        for i in range(n):
            kind = "person" if self.solo else self.kinds[i]
            ai = kind.split(":", 1)[1] if kind.startswith("ai:") else "greedy"
            seats.append({"name": self.seat_name(i), "kind": "ai" if kind.startswith("ai:")
                          else "person", "ai": ai})
        options: dict = {}
        if self.game == "akropolis":
            options = {"variants": [v for v, _ in VARIANTS if v in self.variants],
                       "all_tiles": self.all_tiles,
                       "solo": self.solo_level if self.solo else None}
        return {"game": self.game, "seed": seed, "seats": seats, "options": options}

    def saved_game(self):
        """This game's autosave (game.storage.saves.Autosave) a new game would replace, or
        None (none, unreadable -- set aside as usual --, or autosaves disabled)."""
        from game.storage import saves
        if not saves.enabled(self.app):
            return None
        save, msg = saves.load_autosave(self.game, saves.saves_dir(self.app))
        if msg:
            self.app.toast(msg, 8.0)
        return save

    def start(self) -> None:
        """Start the table; when this game has an autosave, ask first (:class:`ReplaceSaveScene`:
        "Keep playing the saved one" (focused) continues it, "Start new" replaces it)."""
        save = self.saved_game()
        if save is not None:
            self.app.push(ReplaceSaveScene(self.app, save, self.start_new))
            return
        self.start_new()

    def start_new(self) -> None:
        from game.scenes.tables import start_game
        if not start_game(self.app, self.config()):
            self.message = "This table could not be opened (see the message below)."

    def handle_updown(self, ev) -> bool:
        """Up/Down from/to the Akropolis variant toggles step in list order, so both columns
        of toggles (Houses, Markets / Barracks, Temples / Gardens) are visited; True if done."""
        from game.input.actions import Act
        w = self.focus.focused
        if ev.act not in (Act.UP, Act.DOWN) or w is None:
            return False
        keys = [wd.key for wd in self.focus.widgets]
        i = keys.index(w.key)
        j = i + (1 if ev.act == Act.DOWN else -1)
        if not 0 <= j < len(keys):
            return False
        if str(w.key).startswith("variant-") or str(keys[j]).startswith("variant-"):
            if w.key == "all-tiles" or str(w.key).startswith("variant-"):
                self.focus.index = j
                return True
        return False

    def on_back(self) -> None:
        self.app.pop()

    def handle(self, ev) -> bool:
        from game.input.actions import Act
        if ev.act == Act.PAUSE and ev.device == "controller":
            self.start()  # the pad's Start button starts the game (said in the hint line)
            return True
        if self.handle_updown(ev):
            return True
        return super().handle(ev)

    def hint(self) -> str:
        """The control line for the device last used (game.input.hints)."""
        from game.input.hints import device_of, hint_line
        dev = device_of(self.app)
        if dev == "mouse":
            return "Click a value's arrows to change it \u00b7 click Start to begin"
        line = hint_line(dev, [("up_down", "rows"), ("left_right", "change"),
                               ("confirm", "press"), ("back", "back")])
        if dev == "controller":
            line += " \u00b7 Start begins"
        else:
            line += " \u00b7 Start is the last row"
        return line

    # -- layout ---------------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        rh = int(min(58, max(30, h * 0.068)))
        gap = max(6, rh // 5)
        top = int(h * 0.17)
        margin = int(w * 0.06)
        colw = (w - 3 * margin) // 2
        lx, rx = margin, margin * 2 + colw
        ws = []
        y = top
        ws.append(Choice((lx, y, colw, rh), "Game", GAMES, self.game, self.set_game, key="game"))
        y += rh + gap
        if self.game == "akropolis":
            ws.append(Choice((lx, y, colw, rh), "Mode", [("multi", "2\u20134 players"),
                                                         ("solo", "Solo vs the Architect")],
                             self.mode, self.set_mode, key="mode",
                             tooltip="Solo: play against the Illustrious Architect (AK-10)."))
            y += rh + gap
        if self.solo:
            ws.append(Choice((lx, y, colw, rh), "Architect", SOLO_LEVELS, self.solo_level,
                             lambda v: setattr(self, "solo_level", v), key="level"))
        else:
            lo, hi = SEAT_RANGE[self.game]
            ws.append(Choice((lx, y, colw, rh), "Players", [(n, str(n)) for n in range(lo, hi + 1)],
                             self.num_seats, self.set_players, key="players"))
        y += rh + gap
        if self.game == "akropolis":
            ws.append(Toggle((lx, y, colw, rh), "All 61 tiles", self.all_tiles,
                             lambda v: setattr(self, "all_tiles", v), key="all-tiles",
                             tooltip="Use every tile instead of the player-count set."))
            y += rh + gap + int(rh * 0.6)
            self._variants_label_y = y - int(rh * 0.55)
            vw = (colw - gap) // 2
            for k, (v, label) in enumerate(VARIANTS):
                col, row = k % 2, k // 2
                ws.append(Toggle((lx + col * (vw + gap), y + row * (rh + gap), vw, rh), label,
                                 v in self.variants, lambda on, v=v: self.toggle_variant(v, on),
                                 key=f"variant-{v}",
                                 tooltip=f"Scoring variant for {label.lower()} (AK-8)."))
        self._left_bottom = y if self.game == "akropolis" else y - gap
        if self.game == "akropolis":
            self._left_bottom = max(wd.rect.bottom for wd in ws)
        # seats column
        y = top
        n = 1 if self.solo else self.num_seats
        for i in range(4):
            if i >= n:
                break
            if self.solo:
                ws.append(Choice((rx, y, colw, rh), "Seat 1", self.seat_options(0),
                                 "person", None, key="seat-0"))
            else:
                ws.append(Choice((rx, y, colw, rh), f"Seat {i + 1}", self.seat_options(i),
                                 self.kinds[i], lambda v, i=i: self.set_kind(i, v),
                                 key=f"seat-{i}"))
            y += rh + gap
        bw = int(min(260, w * 0.22))
        bh = int(min(64, max(34, h * 0.08)))
        by = h - bh - int(h * 0.05)
        ws.append(Button((margin, by, bw, bh), "Back", self.app.pop, key="back"))
        ws.append(Button((w - margin - bw, by, bw, bh), "Start", self.start, key="start",
                         primary=True))
        self.focus.set(ws)
        self._seat_bottom = y
        self._col = (lx, rx, colw, rh)

    def draw(self, surface: pygame.Surface) -> None:
        """As MenuScene.draw, but the hovered widget's tooltip is placed clear of the game's
        emblem and blurb (:attr:`art_rect`): under the pointer, else below or above the widget,
        else left of the pointer."""
        if self.opaque_background:
            self.draw_background(surface)
        self.draw_content(surface)
        self.focus.draw(surface)
        w = self.focus.focused
        tip = None
        if (w is not None and w.tooltip and self.pointer is not None and self.focus.pointer_inside
                and w.rect.collidepoint(self.pointer)):
            at = self.tooltip_pos(surface.get_rect(), w.tooltip, w.rect, self.pointer)
            tip = draw_tooltip(surface, w.tooltip, (at[0] - 16, at[1] - 18))
        self.drawn.put("tooltip", tip)

    @property
    def art_rect(self) -> pygame.Rect | None:
        """The emblem and blurb as last drawn (tooltips keep off it), or None."""
        return self.drawn.get("art")

    TIP_SIZE = 18        # draw_tooltip's default text size and wrap width
    TIP_WIDTH = 360

    def tooltip_pos(self, window: pygame.Rect, message: str, widget: pygame.Rect,
                    pointer: tuple[int, int]) -> tuple[int, int]:
        """Top-left for a tooltip of ``message`` (draw_tooltip's size) that stays inside
        ``window`` and off :attr:`art_rect`; the first candidate that fits wins."""
        lines = wrap(message, self.TIP_WIDTH, self.TIP_SIZE)
        f = font(self.TIP_SIZE)
        tw = max(f.size(s)[0] for s in lines) + 20
        th = len(lines) * f.get_linesize() + 14
        px, py = pointer
        candidates = [(px + 16, py + 18), (widget.x, widget.bottom + 6),
                      (widget.x, widget.y - 6 - th), (px - 8 - tw, py + 18)]
        art = self.art_rect
        for x, y in candidates:
            r = pygame.Rect(x, y, tw, th)
            if window.contains(r) and (art is None or not r.colliderect(art)):
                return x, y
        return candidates[0]

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        title_band(surface, "New Game", int(h * 0.03), int(h * 0.09))
        lx, rx, colw, rh = self._col
        if self.game == "akropolis":
            text(surface, "Scoring variants", (lx + 4, self._variants_label_y),
                 max(12, int(rh * 0.42)), P.GOLD, "topleft", caps=True)
        y = self._seat_bottom + 6
        if self.solo:
            name = dict(SOLO_LEVELS)[self.solo_level]
            note = f"Seat 2: the Illustrious Architect, {name}, plays automatically."
        else:
            note = "Each seat is a Person at this screen or an AI of the chosen level."
        size = fit_size(note, colw, max(12, int(rh * 0.36)))
        text(surface, note, (rx + 4, y), size, P.MUTED)
        # the chosen game's emblem and a line about it fill the larger free space
        back = next((wd for wd in self.focus.widgets if wd.key == "start"), None)
        bottom = back.rect.y - 16 if back else h - 20
        right_top = y + int(rh * 1.1)
        left_top = self._left_bottom + int(rh * 0.6)
        if bottom - left_top > bottom - right_top:
            x0, top = lx, left_top
        else:
            x0, top = rx, right_top
        blurb = GAME_BLURBS[self.game]
        bs = max(12, int(rh * 0.38))
        room = min(colw, bottom - top - int(bs * 1.6))
        self.drawn.put("art", None)
        if room > 60:
            from game.scenes import art
            cx, cy = x0 + colw // 2, top + room // 2
            if self.game == "picture-pie":
                img = art.mosaic_pie(max(20, int(room * 0.42)))
            else:
                img = art.akropolis_tile(max(10, int(room * 0.2)))
            if img.get_height() > room:
                k = room / img.get_height()
                img = pygame.transform.smoothscale(img, (int(img.get_width() * k), room))
            art = surface.blit(img, img.get_rect(center=(cx, cy)))
            line = text(surface, blurb, (cx, top + room + 6), fit_size(blurb, colw, bs), P.MUTED,
                        "midtop")
            self.drawn.put("art", art.union(line))
        back, start = (next(wd for wd in self.focus.widgets if wd.key == k)
                       for k in ("back", "start"))
        hint = self.hint()
        room = start.rect.x - back.rect.right - 24
        text(surface, hint, (w // 2, back.rect.centery),
             fit_size(hint, room, max(12, int(rh * 0.36))), P.MUTED, "center")
        if self.message:
            text(surface, self.message, (w // 2, int(h * 0.12)), fit_size(
                self.message, int(w * 0.9), max(12, h // 40)), P.BAD, "midtop")


class ReplaceSaveScene(ConfirmScene):
    """"This replaces your saved Picture Pie game (round 3). Start anyway?"  Keys ``yes``
    ("Start new": ``on_start()``) and ``no`` ("Keep playing the saved one", focused: continues
    the autosave).  Esc/B/P/Start just close the question."""

    name = "replace-save"

    def __init__(self, app, save, on_start) -> None:
        from game.storage.saves import GAME_NAMES
        name = GAME_NAMES.get(save.game, save.game)
        super().__init__(app, "Replace the saved game?",
                         f"This replaces your saved {name} game (round {save.state.round}). "
                         "Start anyway?", on_start, yes="Start new",
                         no="Keep playing the saved one")
        self.save = save

    def choose_no(self) -> None:
        from game.scenes.tables import start_game
        if self.app.top is self:
            self.app.pop()
        start_game(self.app, self.save.config, state=self.save.state, save=self.save)

    def on_back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_pause(self) -> None:
        self.on_back()
