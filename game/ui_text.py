"""The one table of the shell's player-facing strings (issue 17 item 4), ready for translation.

``t(key, **fields)`` returns the string of ``key`` in :data:`TEXT` with ``{field}``s filled in
(``str.format``).  An unknown key returns the key itself (and a missing field leaves its
``{field}`` as written), so a slip shows as a visible id, never a crash.  The shell scenes (Title,
Pause, Settings, the dialogs, New Game's labels, Results' headings) and the App's toasts take
their words from here; the games' own texts (rules, tables) stay with the games.

A translation is a second table with the same keys: tests/app/test_access_ui_text.py checks that
every key the code uses exists here and that every key here is used.
"""

from __future__ import annotations

import string

TEXT: dict[str, str] = {
    # -- Title ------------------------------------------------------------------------------------
    "title.heading": "Ancient Cities",
    "title.subtitle": "Two games of mosaic and marble",
    "title.help": "Help",
    "title.help_tip": ("The rules of every game and mode, with pictures, and a tutorial for "
                       "each game."),
    "title.replays": "Replays",
    "title.replays_tip": "Watch your finished games again, step by step.",
    "title.settings": "Settings",
    "title.quit": "Quit",
    "title.continue_tip": "Resume the game you left exactly where it stood.",
    "title.hint_mouse": "Click to choose \u00b7 hover for a hint \u00b7 F11 fullscreen",
    "title.hint.move": "move",
    "title.hint.choose": "choose",
    "title.hint.back": "back",
    "title.hint.fullscreen": "fullscreen",
    # -- Pause ------------------------------------------------------------------------------------
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.restart": "Restart",
    "pause.rules": "Rules",
    "pause.settings": "Settings",
    "pause.quit": "Quit to title",
    "pause.no_rules": "No rules text for this table.",
    "pause.restart_question": "Restart this game?",
    "pause.restart_detail": "Progress will be lost.",
    "pause.restart_yes": "Restart",
    "pause.keep_playing": "Keep playing",
    "pause.quit_question": "Quit to the title?",
    "pause.quit_yes": "Quit",
    "pause.quit_detail": ("Your game is kept as it stands, this turn included: Continue on the "
                          "title screen resumes it."),
    "pause.quit_detail_unsaved": ("This window is not saving games ({why}), so this game is "
                                  "not kept."),
    "pause.demo_table": "this is a demo table",
    # -- dialogs ----------------------------------------------------------------------------------
    "dialog.yes": "Yes",
    "dialog.no": "No",
    "dialog.close": "Close",
    "dialog.rules": "Rules",
    # -- forms (New Game, Settings) ---------------------------------------------------------------
    "form.hint_mouse": "Click a value's arrows to change it \u00b7 click a box to tick it",
    "form.hint.rows": "rows",
    "form.hint.change": "change",
    "form.hint.press": "press",
    "form.hint.back": "back",
    # -- New Game ---------------------------------------------------------------------------------
    "new_game.title": "New Game",
    "new_game.game": "Game",
    "new_game.mode": "Mode",
    "new_game.players": "Players",
    "new_game.seat": "Seat {n}",
    "new_game.back": "Back",
    "new_game.start": "Start",
    "new_game.hint_mouse": "Click a value's arrows to change it \u00b7 click Start to begin",
    "new_game.hint.seats": "seats",
    "new_game.hint_pad_start": " \u00b7 {button} begins",
    "new_game.hint_key_start": " \u00b7 Start is the last row",
    "new_game.watch_question": "No Person seat?",
    "new_game.watch_detail": ("Every seat is an AI: you would only watch them play. Make a seat "
                              "\u201cPerson\u201d to play yourself."),
    "new_game.watch_yes": "Watch the AIs",
    "new_game.watch_no": "Back",
    "new_game.replace_question": "Replace the saved game?",
    "new_game.replace_detail": ("This replaces your saved {name} game (round {round}). Start "
                                "anyway?"),
    "new_game.replace_yes": "Start new",
    "new_game.replace_no": "Keep playing the saved one",
    # -- Results ----------------------------------------------------------------------------------
    "results.no_winner": "No winner",
    "results.wins": "{name} wins!",
    "results.shared": "Shared victory: {names} and {last}",
    "results.total": "Total",
    "results.view_boards": "View boards",
    "results.play_again": "Play again",
    "results.title": "Title",
    "results.tallying": "Tallying the ledger\u2026",
    # -- the App's toasts -------------------------------------------------------------------------
    "toast.controller": "Controller",
    "toast.controller_connected": "{name} connected",
    "toast.controller_disconnected": "{name} disconnected",
    # -- Settings ---------------------------------------------------------------------------------
    "settings.title": "Settings",
    "settings.back": "Back",
    "settings.hint_back": "save and go back",
    "settings.saved_in": "Saved in {path}",
    "settings.group.display": "Display",
    "settings.group.sound": "Sound",
    "settings.group.motion": "Motion",
    "settings.group.access": "Accessibility",
    "settings.group.ai": "AI",
    "settings.group.controller": "Controller",
    "settings.window_size": "Window size",
    "settings.fullscreen": "Fullscreen (F11)",
    "settings.ui_scale": "Text and panel size",
    "settings.volume_master": "Master volume",
    "settings.volume_effects": "Sound effects",
    "settings.volume_ambient": "Ambient music",
    "settings.animations": "Animations",
    "settings.animation_speed": "Animation speed",
    "settings.reduced_motion": "Reduced motion",
    "settings.patterns": "Colour-blind patterns",
    "settings.show_hints": "Show hints and score previews",
    "settings.ai_delay": "AI pace",
    "settings.ai_think": "Hard AI thinking time",
    "settings.dead_zone": "Stick dead zone",
    "settings.repeat_delay": "Repeat delay",
    "settings.repeat_rate": "Repeat rate",
    "settings.rumble": "Controller rumble",
    "settings.ai_delay.fast": "Fast",
    "settings.ai_delay.normal": "Normal",
    "settings.ai_delay.slow": "Slow",
    "settings.ai_think.quick": "Quick (0.5 s)",
    "settings.ai_think.normal": "Normal (1 s)",
    "settings.ai_think.long": "Long (1.5 s)",
    "settings.value.size": "{w} \u00d7 {h}",
    "settings.value.percent": "{n}%",
    "settings.value.times": "{n}\u00d7",
    "settings.value.seconds": "{n} s",
    "settings.value.per_second": "{n} per second",
    "settings.tip.window_size": "The window's size; sizes larger than your screen are left out.",
    "settings.tip.window_size_fullscreen": "The window's size when you leave fullscreen (F11).",
    "settings.tip.fullscreen": "Fill the whole screen; F11 switches at any time.",
    "settings.tip.ui_scale": ("Menus, dialogs, New Game and Results (up to what fits the "
                              "window); the game tables follow the window's size."),
    "settings.tip.volume_master": "The loudness of everything the game plays.",
    "settings.tip.volume_effects": "Placing, drafting, turning the wheel, completions.",
    "settings.tip.volume_ambient": "The calm background loop.",
    "settings.tip.animations": "Off: pieces appear at once; no cross-fades between screens.",
    "settings.tip.animation_speed": "How fast moves, flights and counters run (2\u00d7 is twice "
                                    "as fast).",
    "settings.tip.reduced_motion": "No bounces, bursts or swings: physical effects become short "
                                   "fades.",
    "settings.tip.patterns": ("Each motif and district carries a pattern or symbol as well as "
                              "its colour."),
    "settings.tip.show_hints": ("Off: no key hints and no points shown before you place a "
                                "piece; refusals still explain why."),
    "settings.tip.ai_delay": "Pause between AI moves so you can follow them.",
    "settings.tip.ai_think": "How long a Hard AI thinks about each move: longer plays a little "
                             "stronger.",
    "settings.tip.dead_zone": "How far a stick must move before it counts.",
    "settings.tip.repeat_delay": "How long a held direction waits before it repeats.",
    "settings.tip.repeat_rate": "How often a held direction repeats.",
    "settings.tip.rumble": "A short rumble on a completed monument or a covered quarry.",
}


class _Keep(dict):
    """format_map fields: a missing one stays ``{name}`` as written."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, **fields) -> str:
    """The UI string ``key`` with ``fields`` filled in; ``key`` itself when unknown."""
    s = TEXT.get(key)
    if s is None:
        return key
    if not fields and "{" not in s:
        return s
    try:
        return string.Formatter().vformat(s, (), _Keep(fields))
    except (ValueError, IndexError, AttributeError):
        return s
