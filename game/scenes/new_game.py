"""New Game: choose the game and mode, the seats (Person or AI level each), the mode's options;
Start hands a config to :func:`game.scenes.tables.start_game` (shape documented in game.games).

Everything game-specific comes from the registry (:mod:`game.games`): the Game row lists its
games, the Mode row (shown when a game has several) its modes, the Players row the mode's seat
range, and the mode's options become rows: each ``choice`` in place of Players, then each
``toggle``, then each ``multi`` as a block of toggles with a caption.
"""

from __future__ import annotations

import random

import pygame

from game import games
from game.ai import LEGACY_LEVELS, LEVELS
from game.input.actions import Act
from game.input.hints import SEP, device_of, hint, hint_line
from game.render import palette as P
from game.render.fonts import app_scale, fit_size, font, text, wrap
from game.render.widgets import Button, Choice, Toggle, draw_tooltip
from game.scenes.base import MenuScene, reduced_motion, title_band
from game.scenes.dialogs import ConfirmScene
from game.scenes import new_game_devices, tables
from game.storage import saves, setups
from game.ui_text import t

AI_NAMES = ("Hypatia", "Archimedes", "Aspasia", "Thales")


def game_choices() -> list[tuple[str, str]]:
    """The Game row's values: ``(game id, title)`` for every registered game."""
    return [(g, games.info(g).title) for g in games.game_ids()]


def shown_modes(game_id: str) -> list[games.GameInfo]:
    """The modes of ``game_id`` New Game offers (``hidden`` ones, such as the Codex reached
    from the title, left out), default first."""
    return [e for e in games.modes(game_id) if not e.hidden]


def seat_kinds(entry: games.GameInfo) -> list[tuple[str, str]]:
    """A seat row's values for ``entry``: Person, then "AI \u00b7 Easy", "AI \u00b7 Medium",
    "AI \u00b7 Hard" (the levels of game.ai.LEVELS the game offers; the test players "random"
    and "greedy" are never shown, unless a game offers no level of LEVELS: then its own)."""
    shown = [k for k in LEVELS if k in entry.ai_kinds] or list(entry.ai_kinds)
    return [("person", "Person")] + [
        (f"ai:{k}", f"AI \u00b7 {LEVELS[k].label if k in LEVELS else k.title()}")
        for k in shown]


def shown_kind(kind) -> str:
    """A seat kind as New Game shows it: an old set-up's "ai:greedy" is "ai:medium" and
    "ai:random" "ai:easy" (game.ai.LEGACY_LEVELS); anything else unchanged."""
    if isinstance(kind, str) and kind.startswith("ai:"):
        level = kind[3:]
        return f"ai:{LEGACY_LEVELS.get(level, level)}"
    return kind


def level_description(kind: str) -> str:
    """The one line about a seat kind's AI level ("Medium: plays a sound plan, ..."); "" for
    a Person."""
    level = LEVELS.get(kind[3:]) if kind.startswith("ai:") else None
    return level.description if level else ""


class NewGameScene(MenuScene):
    """Widget keys: game, mode, players, level, all-tiles, variant-<name>, seat-<i>, start, back.

    ``seed``: fixed seed for the game (demo/tests); None picks a random one at Start.
    """

    name = "new-game"

    def __init__(self, app, game_id: str | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        self.game = game_id if games.is_game(game_id) else games.game_ids()[0]
        self.seed = seed
        self._tip_quiet = None     # a row being changed shows no tooltip (quiet_tip)
        self.mode = games.info(self.game).mode
        self.num_seats = 2
        self.kinds = ["person", "ai:medium", "ai:medium", "ai:medium"]
        #: chosen option values by name (kept across game and mode changes)
        self.values: dict = {}
        self.message: str | None = None
        self.restore(self.game)   # the last set-up of this game (game.storage.setups)
        # form navigation: Up/Down within a column, Down at its end to Start, Tab to the other
        # column (handle_column_nav); Left/Right change a choice or move within a row
        self.focus.rows = True
        #: the row Tab last left in each column (True: options, False: seats)
        self._left_from: dict[bool, str] = {}

    # -- state changes --------------------------------------------------------------------------
    @property
    def entry(self) -> games.GameInfo:
        """The registry entry of the chosen game and mode."""
        return games.info(self.game, self.mode)

    def value(self, name: str):
        """The chosen value of option ``name`` (its default until changed)."""
        opt = self.entry.option(name)
        default = opt.default if opt is not None else None
        return self.values.get(name, set(default or ()) if opt and opt.kind == "multi"
                               else default)

    def set_value(self, name: str, value) -> None:
        self.values[name] = value

    @property
    def variants(self) -> set:
        """The chosen scoring variants (the ``multi`` option of the mode, if any)."""
        multi = next((o for o in self.entry.options if o.kind == "multi"), None)
        return set(self.value(multi.name)) if multi else set()

    def set_game(self, game_id: str) -> None:
        self.game = game_id
        if all(e.mode != self.mode for e in shown_modes(game_id)):
            self.mode = games.info(game_id).mode
        self.restore(game_id)
        self.set_mode(self.mode)

    # -- the last set-up of each game (game.storage.setups) -------------------------------------
    def restore(self, game_id: str) -> bool:
        """Show the last set-up started for ``game_id``: its mode, player count, seat kinds
        and option values, each only when the game still offers it (else that part stays as it
        is).  A missing or unreadable file changes nothing.  True when a set-up was found."""
        if not saves.enabled(self.app):
            return False
        setup, said = setups.read_setup(game_id, saves.saves_dir(self.app),
                                        games.modes(game_id), games.short_title(game_id))
        for message in said:   # a damaged file, values dropped: one plain line each
            self.app.toast(message, 8.0)
        if setup is None:
            return False
        modes = {e.mode: e for e in shown_modes(game_id)}
        if setup.get("mode") in modes:
            self.mode = setup["mode"]
        entry = modes.get(self.mode, games.info(game_id))
        players = setup.get("players")
        if type(players) is int and players in entry.seat_range():
            self.num_seats = players
        kinds = setup.get("kinds")
        allowed = {k for k, _ in seat_kinds(entry)}
        if isinstance(kinds, list):
            for i, kind in enumerate(kinds[:len(self.kinds)]):
                kind = shown_kind(kind)
                if kind in allowed:
                    self.kinds[i] = kind
        options = setup.get("options")
        if isinstance(options, dict):
            for e in modes.values():
                for opt in e.options:
                    value = self._valid_option(opt, options.get(opt.name))
                    if value is not None:
                        self.values[opt.name] = value
        return True

    @staticmethod
    def _valid_option(opt, value):
        """``value`` in the form the scene keeps (a set for a multi option) when ``opt``
        allows it, else None."""
        choices = [v for v, _ in opt.choices] if opt.choices else []
        if opt.kind == "toggle":
            return value if isinstance(value, bool) else None
        if opt.kind == "multi":
            if isinstance(value, list) and all(v in choices for v in value):
                return set(value)
            return None
        return value if value in choices and value is not None else None

    def remember(self) -> None:
        """Store this set-up as the game's last one (at Start); a failed write is said in a
        toast, never stops the game."""
        if not saves.enabled(self.app):
            return
        options = {opt.name: self.values.get(opt.name) for e in games.modes(self.game)
                   for opt in e.options}
        options.update({opt.name: self.value(opt.name) for opt in self.entry.options})
        setup = {"mode": self.mode, "players": self.num_seats, "kinds": list(self.kinds),
                 "options": options}
        try:
            setups.save_setup(self.game, setup, saves.saves_dir(self.app))
        except OSError as exc:
            if hasattr(self.app, "toast"):
                self.app.toast(f"Could not keep this set-up for next time "
                               f"({exc.strerror or exc}).", 6.0)

    def set_mode(self, mode: str) -> None:
        """Choose ``mode`` of the chosen game; the seat count is kept inside its seat range
        (a mode with one fixed count, like solo, leaves it for the next mode)."""
        self.mode = mode
        if len(self.entry.seat_range()) > 1:
            lo, hi = self.entry.seats
            self.num_seats = min(hi, max(lo, self.num_seats))
        self.layout()

    def set_players(self, n: int) -> None:
        self.num_seats = n
        self.layout()

    def set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind
        self.layout()   # later Person seats are renamed ("You" moves to the first Person)

    def toggle_choice(self, option: str, choice: str, on: bool) -> None:
        """Add/remove ``choice`` from the ``multi`` option ``option``."""
        chosen = set(self.value(option))
        (chosen.add if on else chosen.discard)(choice)
        self.values[option] = chosen

    def seat_name(self, i: int, kind: str | None = None) -> str:
        """"You" for the one Person seat (as in the demos and solo), "Player N" (N = seat
        number) for every Person seat when two or more people share the screen ("Pass to
        You" would not read), the AI's name for an AI seat.  ``kind``: name seat ``i`` as if
        it were that kind (the seat's own kind by default)."""
        kind = self.kinds[i] if kind is None else kind
        if self.solo:
            return "You"
        if kind == "person":
            people = sum(1 for k in range(self.num_seats)
                         if (kind if k == i else self.kinds[k]) == "person")
            return "You" if people == 1 else f"Player {i + 1}"
        return AI_NAMES[i]

    def seat_options(self, i: int) -> list[tuple[str, str]]:
        """The seat row's values, each with the name the seat would get: "You (Person)",
        "Player 2 (Person)", "Hypatia (AI \u00b7 Medium)" (the same words in every mode)."""
        if self.solo:
            return [("person", "You (Person)")]
        return [(k, f"{self.seat_name(i, k)} ({label})") for k, label in seat_kinds(self.entry)]

    @property
    def solo(self) -> bool:
        """True when every seat is a person by the mode's rules (``GameInfo.ai_seats``), i.e.
        a solo mode: one seat, "You"."""
        return not self.entry.ai_seats

    def seat_count(self) -> int:
        lo, hi = self.entry.seats
        return lo if lo == hi else self.num_seats

    def config(self) -> dict:
        """The game configuration Start would use (seed: fixed one, else random)."""
        seed = self.seed if self.seed is not None else random.randrange(1, 2 ** 31)
        n = self.seat_count()
        seats = []
        for i in range(n):
            kind = "person" if self.solo else self.kinds[i]
            ai = kind.split(":", 1)[1] if kind.startswith("ai:") else "medium"
            seats.append({"name": self.seat_name(i), "kind": "ai" if kind.startswith("ai:")
                          else "person", "ai": ai})
        values = {o.name: self.value(o.name) for o in self.entry.options}
        options = games.config_options(self.entry, values)
        return {"game": self.game, "seed": seed, "seats": seats, "options": options}

    def saved_game(self):
        """This mode's autosave (game.storage.saves.Autosave) a new game would replace, or
        None (none, unreadable -- set aside as usual --, or autosaves disabled)."""
        if not saves.enabled(self.app):
            return None
        save, msg = saves.load_autosave(self.game, saves.saves_dir(self.app), self.entry.mode)
        if msg:
            self.app.toast(msg, 8.0)
        return save

    def start(self) -> None:
        """Start the table.  A game with no Person seat (every seat an AI: the players only
        watch) asks first (:class:`WatchOnlyScene`, "Back" focused), so a slip on a seat row
        never starts a game nobody plays; when this game has an autosave, ask too
        (:class:`ReplaceSaveScene`: "Keep playing the saved one" (focused) continues it,
        "Start new" replaces it)."""
        if not self.solo and not any(
                k == "person" for k in self.kinds[:self.seat_count()]):
            self.app.push(WatchOnlyScene(self.app, self.start_checked))
            return
        self.start_checked()

    def start_checked(self) -> None:
        """:meth:`start` once the seats are agreed: the autosave question, then the table."""
        save = self.saved_game()
        if save is not None:
            self.app.push(ReplaceSaveScene(self.app, save, self.start_new))
            return
        self.start_new()

    def start_new(self) -> None:
        """The claim step (who plays with which device, game.scenes.new_game_devices) when
        there is a choice, then :meth:`start_table`."""
        config = self.config()
        if not new_game_devices.claim_step(self.app, config, lambda: self.start_table(config)):
            self.start_table(config)

    def start_table(self, config: dict) -> None:
        if not tables.start_game(self.app, config):
            self.message = "This table could not be opened (see the message below)."
            return
        self.remember()

    def columns(self) -> tuple[list[str], list[str], list[str]]:
        """Widget keys of the form's three parts in list order: the options column (left), the
        seats column (right) and the bottom row (Back, Start)."""
        keys = [str(wd.key) for wd in self.focus.widgets if wd.focusable and wd.enabled]
        bottom = [k for k in keys if k in ("back", "start")]
        seats = [k for k in keys if k.startswith("seat-")]
        left = [k for k in keys if k not in bottom and k not in seats]
        return left, seats, bottom

    def handle_column_nav(self, ev) -> bool:
        """Keyboard/pad navigation of the form, by column; True if done.

        Up/Down step through the focused column in list order (every variant toggle of both
        sub-columns in turn); Down from a column's last row goes to Start (the last row, as the
        hint says), Up from its first row to Start too.  From the bottom row Up goes to the
        column above (Back: options, Start: seats) and Down wraps to the Game row.
        Tab/Shift+Tab (RB/LB) switch between the options and the seats column (the row
        nearest in height, or the one Tab left); in the bottom row they step Back <-> Start."""
        w = self.focus.focused
        if w is None or ev.act not in (Act.UP, Act.DOWN, Act.NEXT, Act.PREV):
            return False
        key = str(w.key)
        left, seats, bottom = self.columns()
        if ev.act in (Act.NEXT, Act.PREV):
            if key in bottom or not seats:
                return False
            other = seats if key in left else left
            self._left_from[key in left] = key       # Tab back returns to this row
            target = self._left_from.get(key not in left)
            if target not in other:
                target = min(other, key=lambda k: abs(self._rect(k).centery - w.rect.centery))
            return self.focus.focus_key(target)
        down = ev.act == Act.DOWN
        if key in bottom:
            col = left if key == "back" or not seats else seats
            target = (left or col)[0] if down else col[-1]
            return self.focus.focus_key(target)
        col = left if key in left else seats
        j = col.index(key) + (1 if down else -1)
        target = col[j] if 0 <= j < len(col) else "start"
        return self.focus.focus_key(target)

    def _rect(self, key: str) -> pygame.Rect:
        return next(wd.rect for wd in self.focus.widgets if wd.key == key)

    def on_back(self) -> None:
        self.app.pop()

    def quiet_tip(self, ev) -> None:
        """A row whose value the player is changing (clicked, or ←/→) shows no tooltip until
        the pointer leaves it: the tip would cover the value as it changes."""
        if ev.act in (Act.POINTER_DOWN, Act.POINTER_UP) and ev.pos is not None:
            under = next((wd for wd in self.focus.widgets if wd.rect.collidepoint(ev.pos)), None)
            self._tip_quiet = under.key if under is not None else None
        elif ev.act in (Act.LEFT, Act.RIGHT) and self.focus.focused is not None:
            self._tip_quiet = self.focus.focused.key
        elif ev.act == Act.POINTER_MOVE and ev.pos is not None and not any(
                wd.key == self._tip_quiet and wd.rect.collidepoint(ev.pos)
                for wd in self.focus.widgets):
            self._tip_quiet = None

    def handle(self, ev) -> bool:
        self.quiet_tip(ev)
        if ev.act == Act.PAUSE and ev.device == "controller":
            self.start()  # the pad's Start button starts the game (said in the hint line)
            return True
        if self.handle_column_nav(ev):
            return True
        return super().handle(ev)

    def hint(self) -> str:
        """The control line for the device last used (game.input.hints)."""
        dev = device_of(self.app)
        if dev == "mouse":
            return t("new_game.hint_mouse")
        line = hint_line(dev, [("up_down", t("form.hint.rows")), ("left_right", t("form.hint.change")),
                               ("cycle", t("new_game.hint.seats")), ("confirm", t("form.hint.press")),
                               ("back", t("form.hint.back"))])
        if dev == "controller":
            line += t("new_game.hint_pad_start", button=hint(dev, "pause"))
        else:
            line += t("new_game.hint_key_start")
        return line

    # -- layout ---------------------------------------------------------------------------------
    def layout(self) -> None:
        """Lay out at the UI scale, stepped down (to 1.0) while the rows would not fit."""
        k = app_scale(self.app)
        self.layout_at(k)
        while k > 1.0 and (self._left_bottom > self._by - 2 * self._col[3] or self._seat_bottom
                           + self.level_room() + self._col[3] > self._by):
            k = max(1.0, k - 0.1)
            self.layout_at(k)

    def layout_at(self, scale: float) -> None:
        w, h = self.size
        rh = int(min(58, max(30, h * 0.068)) * scale)
        gap = max(6, rh // 5)
        top = int(h * 0.17)
        margin = int(w * 0.06)
        colw = (w - 3 * margin) // 2
        lx, rx = margin, margin * 2 + colw
        ws = []
        y = top
        ws.append(Choice((lx, y, colw, rh), t("new_game.game"), game_choices(), self.game, self.set_game,
                         key="game"))
        y += rh + gap
        entry, modes = self.entry, shown_modes(self.game)
        if len(modes) > 1:
            ws.append(Choice((lx, y, colw, rh), t("new_game.mode"), [(e.mode, e.mode_label) for e in modes],
                             self.mode, self.set_mode, key="mode", tooltip=modes[0].mode_tooltip))
            y += rh + gap
        if len(entry.seat_range()) > 1:
            ws.append(Choice((lx, y, colw, rh), t("new_game.players"),
                             [(n, str(n)) for n in entry.seat_range()],
                             self.num_seats, self.set_players, key="players", wrap=False))
            y += rh + gap
        # a toggle that selects its mode (the Duel's ``duel``) is always on there: no row
        shown = [o for o in entry.options
                 if not (o.kind == "toggle" and o.name == entry.selected_by)]
        by_kind = {k: [o for o in shown if o.kind == k] for k in ("choice", "toggle", "multi")}
        for opt in by_kind["choice"]:
            ws.append(Choice((lx, y, colw, rh), opt.label, list(opt.choices), self.value(opt.name),
                             lambda v, n=opt.name: self.set_value(n, v), key=opt.widget_key,
                             tooltip=opt.tooltip or None))
            y += rh + gap
        toggles = by_kind["toggle"]
        tw = colw if len(toggles) < 2 else (colw - gap) // 2   # two or more: side by side
        for k, opt in enumerate(toggles):
            col = k % 2 if len(toggles) > 1 else 0
            ws.append(Toggle((lx + col * (tw + gap), y, tw, rh), opt.label,
                             bool(self.value(opt.name)),
                             lambda v, n=opt.name: self.set_value(n, v), key=opt.widget_key,
                             tooltip=opt.tooltip or None))
            if col == 1 or k == len(toggles) - 1 or len(toggles) < 2:
                y += rh + gap
        self._toggle_keys = {o.widget_key for o in by_kind["toggle"]}
        self._multi_prefixes = [f"{o.widget_key}-" for o in by_kind["multi"]]
        self._multi_labels = []
        vw = (colw - gap) // 2
        for opt in by_kind["multi"]:
            y += int(rh * 0.6)
            self._multi_labels.append((opt.label, y - int(rh * 0.55)))
            chosen = set(self.value(opt.name))
            for k, (v, label) in enumerate(opt.choices):
                col, row = k % 2, k // 2
                ws.append(Toggle((lx + col * (vw + gap), y + row * (rh + gap), vw, rh), label,
                                 v in chosen,
                                 lambda on, n=opt.name, v=v: self.toggle_choice(n, v, on),
                                 key=f"{opt.widget_key}-{v}",
                                 tooltip=opt.tooltip.format(label=label.lower()) or None))
            y += (len(opt.choices) + 1) // 2 * (rh + gap)
        self._left_bottom = max(wd.rect.bottom for wd in ws)
        # seats column
        y = top
        n = self.seat_count()
        for i in range(4):
            if i >= n:
                break
            if self.solo:
                ws.append(Choice((rx, y, colw, rh), t("new_game.seat", n=1), self.seat_options(0),
                                 "person", None, key="seat-0"))
            else:
                ws.append(Choice((rx, y, colw, rh), t("new_game.seat", n=i + 1), self.seat_options(i),
                                 self.kinds[i], lambda v, i=i: self.set_kind(i, v),
                                 key=f"seat-{i}"))
            y += rh + gap
        bw = int(min(260 * scale, w * 0.22))
        bh = int(min(64, max(34, h * 0.08)) * scale)
        by = self._by = h - bh - int(h * 0.05)
        ws.append(Button((margin, by, bw, bh), t("new_game.back"), self.app.pop, key="back"))
        ws.append(Button((w - margin - bw, by, bw, bh), t("new_game.start"), self.start, key="start",
                         primary=True))
        self.focus.set(ws)
        self._seat_bottom = y
        self._col = (lx, rx, colw, rh)

    def seat_note(self) -> str:
        """The line under the seats: the mode's ``seat_note`` with each ``{option}`` replaced by
        the chosen value's label ("Seat 2: the Illustrious Architect, Metagenes (medium), plays
        automatically.")."""
        labels = {o.name: dict(o.choices).get(self.value(o.name), "")
                  for o in self.entry.options if o.kind == "choice"}
        return self.entry.seat_note.format(**labels)

    def draw(self, surface: pygame.Surface) -> None:
        """As MenuScene.draw, but the hovered widget's tooltip is placed clear of the game's
        emblem and blurb (:attr:`art_rect`): under the pointer, else below or above the widget,
        else left of the pointer."""
        if self.opaque_background:
            self.draw_background(surface)
        self.draw_content(surface)
        self.focus.draw(surface, motion=not reduced_motion(self.app))
        w = self.focus.focused
        tip = None
        if (w is not None and w.tooltip and self.pointer is not None and self.focus.pointer_inside
                and w.rect.collidepoint(self.pointer)
                and w.key != self._tip_quiet):
            at = self.tooltip_pos(surface.get_rect(), w.tooltip, w.rect, self.pointer)
            tip = draw_tooltip(surface, w.tooltip, (at[0] - 16, at[1] - 18), size=self.tip_size,
                               max_width=self.TIP_WIDTH)
        self.drawn.put("tooltip", tip)

    @property
    def art_rect(self) -> pygame.Rect | None:
        """The emblem and blurb as last drawn (tooltips keep off it), or None."""
        return self.drawn.get("art")

    TIP_SIZE = 18        # draw_tooltip's default text size and wrap width
    TIP_WIDTH = 360

    @property
    def tip_size(self) -> int:
        """The tooltips' text size: TIP_SIZE at 720 px high, smaller in small windows (12 at
        least), so a tip fits the height of a row."""
        return max(12, min(self.TIP_SIZE, round(self.TIP_SIZE * self.size[1] / 720)))

    def tooltip_pos(self, window: pygame.Rect, message: str, widget: pygame.Rect,
                    pointer: tuple[int, int]) -> tuple[int, int]:
        """Top-left for a tooltip of ``message`` (draw_tooltip's size) that stays inside
        ``window`` and off :attr:`art_rect`; the first candidate that fits wins."""
        lines = wrap(message, self.TIP_WIDTH, self.tip_size)
        f = font(self.tip_size)
        tw = max(f.size(s)[0] for s in lines) + 20
        th = len(lines) * f.get_linesize() + 14
        px, py = pointer
        candidates = [(px + 16, py + 18), (widget.x, widget.bottom + 6),
                      (widget.x, widget.y - 6 - th), (px - 8 - tw, py + 18),
                      (widget.right + 8, widget.centery - th // 2)]
        art = self.art_rect
        # never over another row (the Mode tip used to cover the Architect row) or the note
        others = [wd.rect for wd in self.focus.widgets if wd.rect != widget]
        note = self.seat_note_rect()
        if note is not None:
            others.append(note)

        def fits(r: pygame.Rect) -> bool:
            return window.contains(r) and (art is None or not r.colliderect(art))

        for x, y in candidates:
            r = pygame.Rect(x, y, tw, th)
            if fits(r) and r.collidelist(others) == -1:
                return x, y
        # no free place: over the row it explains (its own value stays readable beside it)
        own = pygame.Rect(widget.x, widget.centery - th // 2, tw, th).clamp(window)
        if own.collidelist(others) == -1:
            return own.topleft
        for x, y in candidates:
            if fits(pygame.Rect(x, y, tw, th)):
                return x, y
        return candidates[0]

    def seat_note_rect(self) -> pygame.Rect | None:
        """Where the line under the seats (:meth:`seat_note`) and the level's description
        below it (:meth:`level_note`, its room kept even when empty) are drawn; None without
        a note."""
        note = self.seat_note()
        if not note:
            return None
        lx, rx, colw, rh = self._col
        f = font(fit_size(note, colw, max(12, int(rh * 0.36))))
        w, h = f.size(note)
        return pygame.Rect(rx + 4, self._seat_bottom + 6, max(w, colw - 4),
                           h + self.level_room())

    def level_note(self) -> str:
        """The one-line description of the focused seat's AI level ("Hard: thinks ahead
        ..."); "" when the focus is not on an AI seat."""
        w = self.focus.focused
        key = str(w.key) if w is not None else ""
        if self.solo or not key.startswith("seat-"):
            return ""
        i = int(key[5:])
        return level_description(self.kinds[i]) if i < len(self.kinds) else ""

    def _level_size(self) -> int:
        return max(12, int(self._col[3] * 0.34))

    def level_room(self) -> int:
        """Pixels kept under the seat note for the longest level description (so the emblem
        does not move when the focus does); 0 in a solo mode."""
        if self.solo:
            return 0
        lx, rx, colw, rh = self._col
        size = self._level_size()
        most = max(len(wrap(lv.description, colw - 4, size)) for lv in LEVELS.values())
        return 4 + most * font(size).get_linesize()

    def draw_content(self, surface: pygame.Surface) -> None:
        w, h = self.size
        title_band(surface, t("new_game.title"), int(h * 0.03), int(h * 0.09))
        lx, rx, colw, rh = self._col
        for label, ly in self._multi_labels:
            text(surface, label, (lx + 4, ly), max(12, int(rh * 0.42)), P.GOLD, "topleft",
                 caps=True)
        y = self._seat_bottom + 6
        note = self.seat_note()
        size = fit_size(note, colw, max(12, int(rh * 0.36)))
        text(surface, note, (rx + 4, y), size, P.MUTED)
        ly = y + font(size).get_linesize() + 4
        level_size = self._level_size()
        for line in wrap(self.level_note(), colw - 4, level_size) if self.level_note() else ():
            text(surface, line, (rx + 4, ly), level_size, P.TEXT)
            ly += font(level_size).get_linesize()
        # the chosen game's emblem and a line about it fill the larger free space
        back = next((wd for wd in self.focus.widgets if wd.key == "start"), None)
        bottom = back.rect.y - 16 if back else h - 20
        right_top = y + self.level_room() + int(rh * 1.1)
        left_top = self._left_bottom + int(rh * 0.6)
        if bottom - left_top > bottom - right_top:
            x0, top = lx, left_top
        else:
            x0, top = rx, right_top
        entry = self.entry
        blurb = entry.blurb
        bs = max(12, int(rh * 0.38))
        room = min(colw, bottom - top - int(bs * 1.6))
        self.drawn.put("art", None)
        if room > 60:
            cx, cy = x0 + colw // 2, top + room // 2
            factor, least = entry.emblem_new_game
            img = games.resolve(entry.emblem)(max(least, int(room * factor)))
            if img.get_height() > room:
                k = room / img.get_height()
                img = pygame.transform.smoothscale(img, (int(img.get_width() * k), room))
            art = surface.blit(img, img.get_rect(center=(cx, cy)))
            line = text(surface, blurb, (cx, top + room + 6), fit_size(blurb, colw, bs), P.MUTED,
                        "midtop")
            self.drawn.put("art", art.union(line))
        back, start = (next(wd for wd in self.focus.widgets if wd.key == k)
                       for k in ("back", "start"))
        self.draw_hint(surface, back.rect, start.rect, max(12, int(rh * 0.36)))
        if self.message:
            text(surface, self.message, (w // 2, int(h * 0.12)), fit_size(
                self.message, int(w * 0.9), max(12, h // 40)), P.BAD, "midtop")


    def hint_lines(self, room: int, size: int) -> tuple[list[str], int]:
        """The hint (:meth:`hint`) as one line, or two halves split at a " · " when one line
        would not fit ``room`` px at a readable size; with the text size."""
        hint = self.hint()
        one = fit_size(hint, room, size)
        parts = hint.split(SEP)
        if font(one).size(hint)[0] <= room and one >= min(size, 12):
            return [hint], one
        k = (len(parts) + 1) // 2
        lines = [SEP.join(parts[:k]), SEP.join(parts[k:])]
        return lines, min(fit_size(ln, room, size) for ln in lines)

    def draw_hint(self, surface, back: pygame.Rect, start: pygame.Rect, size: int) -> None:
        """The hint between Back and Start, on two lines when one does not fit."""
        lines, s = self.hint_lines(start.x - back.right - 24, size)
        lh = font(s).get_linesize()
        y = back.centery - lh * (len(lines) - 1) / 2
        for ln in lines:
            text(surface, ln, ((back.right + start.x) // 2, round(y)), s, P.MUTED, "center")
            y += lh


class WatchOnlyScene(ConfirmScene):
    """Start with no Person seat?  Keys ``yes`` ("Watch the AIs": ``on_start()``) and ``no``
    ("Back", focused: the seats stay as they are)."""

    name = "watch-only"

    def __init__(self, app, on_start) -> None:
        super().__init__(app, t("new_game.watch_question"), t("new_game.watch_detail"),
                         on_start, yes=t("new_game.watch_yes"), no=t("new_game.watch_no"))


class ReplaceSaveScene(ConfirmScene):
    """"This replaces your saved Picture Pie game (round 3). Start anyway?"  Keys ``yes``
    ("Start new": ``on_start()``) and ``no`` ("Keep playing the saved one", focused: continues
    the autosave).  Esc/B/P/Start just close the question."""

    name = "replace-save"

    def __init__(self, app, save, on_start) -> None:
        name = save.game_name
        super().__init__(app, t("new_game.replace_question"),
                         t("new_game.replace_detail", name=name, round=save.state.round),
                         on_start, yes=t("new_game.replace_yes"),
                         no=t("new_game.replace_no"))
        self.save = save

    def choose_no(self) -> None:
        if self.app.top is self:
            self.app.pop()
        tables.start_game(self.app, self.save.config, state=self.save.state, save=self.save)

    def on_back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_pause(self) -> None:
        self.on_back()
