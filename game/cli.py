"""Command line of ``main.py`` (argparse).  Every public command is documented in README.md."""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from game import games
from game.ai import THINK_DEFAULT
from game.storage.toml_io import FileDataError
from game.tools.levels_check import main as levels_check_main
from game.tools.replay import check as replay_check, main as replay_main
from game.tools.score import main as score_main
from game.tools.simulate import run


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if size[0] < 320 or size[1] < 240:
        raise argparse.ArgumentTypeError("size must be at least 320x240")
    return size


SCREENSHOT_TYPES = (".png", ".bmp", ".jpg", ".jpeg", ".tga")


def _screenshot(text: str) -> str:
    """``--screenshot FILE``: an image name (.png, .bmp, .jpg, .tga) in a folder that exists."""
    path = Path(text)
    if path.suffix.lower() not in SCREENSHOT_TYPES:
        raise argparse.ArgumentTypeError(
            f"{text!r}: the screenshot must be a .png, .bmp, .jpg or .tga file")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r}: there is no folder {str(folder)!r}")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder")
    return text


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def _cli_options() -> dict[str, games.Option]:
    """Every mode's option that has a ``simulate`` flag, by flag, in registry order."""
    out: dict[str, games.Option] = {}
    for entry in games.entries():
        for opt in entry.options:
            if opt.cli:
                out.setdefault(opt.cli, opt)
    return out


def _ai_kinds() -> list[str]:
    kinds: list[str] = []
    for entry in games.entries():
        kinds += [k for k in entry.ai_kinds if k not in kinds]
    return kinds


def _seat_ranges(gid: str) -> tuple[tuple[int, int], list[tuple[int, int, str]]]:
    """The default mode's seat range and ``(lo, hi, flag)`` of each other mode with a flag."""
    default, *others = games.modes(gid)
    more = []
    for e in others:
        flag = e.option(e.selected_by).cli if e.selected_by and e.option(e.selected_by) else ""
        if flag:
            more.append((*e.seats, flag))
    return default.seats, more


def _seat_help() -> str:
    """``"Picture Pie 1-4, Akropolis 2-4, or 1 with --solo"``."""
    parts = []
    for gid in games.game_ids():
        (lo, hi), more = _seat_ranges(gid)
        text = f"{games.info(gid).short_title} {lo}-{hi}" if lo < hi else \
            f"{games.info(gid).short_title} {lo}"
        for lo, hi, flag in more:
            text += f", or {lo if lo == hi else f'{lo}-{hi}'} with {flag}"
        parts.append(text)
    return ", ".join(parts)


def _span(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo} to {hi}"


def seat_refusal(entry, players: int) -> str | None:
    """None when ``entry`` (a mode of the registry) seats ``players``, else the one line
    ``simulate`` prints, naming the count given: "Akropolis takes 2 to 4 players, or 1 with
    --solo, not 9" (the default mode names the other modes' flags), "Picture Pie Senate Wonder
    Duel takes 2 players, not 3"."""
    lo, hi = entry.seats
    if lo <= players <= hi:
        return None
    (dlo, dhi), more = _seat_ranges(entry.game)
    if (lo, hi) == (dlo, dhi) and entry is games.modes(entry.game)[0]:
        notes = "".join(f", or {_span(a, b)} with {flag}" for a, b, flag in more
                        if a < dlo or b > dhi)   # only the counts the default mode lacks
        who = entry.short_title
    else:
        notes, who = "", f"{entry.short_title} {entry.mode_label.split(' (')[0]}"
    return f"{who} takes {_span(lo, hi)} {'player' if hi == 1 else 'players'}{notes}, not {players}"


#: ``simulate --ai``'s default: the generic random player on every seat
DEFAULT_AI = "random"


def _levels(text: str, players: int) -> list[str] | str:
    """``--ai``'s levels: one name, or a comma list of exactly ``players`` names.  Raises
    ValueError with the one line ``simulate`` prints."""
    names = [n.strip() for n in text.split(",")]
    kinds = _ai_kinds()
    unknown = next((n for n in names if n not in kinds), None)
    if unknown is not None:
        raise ValueError(f"--ai: unknown level {unknown!r}; choose from {', '.join(kinds)}")
    if len(names) not in (1, players):
        seats = "seat" if players == 1 else "seats"
        raise ValueError(f"--ai names {len(names)} levels for {players} {seats}: give one "
                         f"level for every seat or one per seat")
    return names[0] if len(names) == 1 else names


#: the longest ``--think`` accepted, in seconds (a search of a minute a move is already far past
#: what the Settings offer; more is a typo)
THINK_CLI_MAX = 60.0


class _Parser(argparse.ArgumentParser):
    """argparse with the product's one-line errors: ``main.py simulate: --games: must be at
    least 1`` on stderr and exit status 2, without the usage block."""

    def parse_args(self, args=None, namespace=None):
        self._argv = list(sys.argv[1:] if args is None else args)
        return super().parse_args(args, namespace)

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {choice_words(message, getattr(self, '_argv', []))}\n")


_CHOICE_RE = re.compile(r"argument (\S+): invalid choice: '([^']*)' \(choose from (.*)\)$")


def _or_list(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def choice_words(message: str, argv: list[str]) -> str:
    """argparse's "argument COMMAND: invalid choice: 'chess' (choose from 'score', ...)" in
    player words, naming what is wrong and what is allowed: "unknown game 'chess' (choose
    picture-pie or akropolis)", "unknown command 'x' (choose score, levels, simulate or replay)",
    "--scenario: unknown choice 'rome' (choose corinth, sparta or athens)".  ``--game`` given to
    the window (``main.py --game akropolis``) is told it belongs to simulate.  Other messages
    are returned unchanged."""
    m = _CHOICE_RE.match(message)
    if not m:
        return message
    where, value, allowed = m.groups()
    names = re.findall(r"'([^']*)'", allowed)
    ids = games.game_ids()
    if where == "COMMAND" and "--game" in argv:    # main.py --game X: simulate's option
        if value in ids:
            return f"--game is an option of simulate: main.py simulate --game {value}"
        return f"unknown game {value!r} (choose {_or_list(ids)})"
    if where == "COMMAND":
        return f"unknown command {value!r} (choose {_or_list(names)})"
    if where == "--game":
        return f"unknown game {value!r} (choose {_or_list(names)})"
    return f"{where}: unknown choice {value!r} (choose {_or_list(names)})"


def _think(text: str | None) -> float | None:
    """``--think``: seconds above 0 and at most :data:`THINK_CLI_MAX` (None: the default).
    Raises ValueError (one line)."""
    if text is None:
        return None
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f"--think: expected seconds such as 1.0, not {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise ValueError(f"--think: the thinking time must be above 0 seconds, not {text}")
    if value > THINK_CLI_MAX:
        raise ValueError(f"--think: at most {THINK_CLI_MAX:g} seconds a decision, not {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="main.py",
        description="Ancient Cities: Picture Pie - Ancient City and Akropolis. "
                    "With no command, opens the game window on the title screen.")
    p.add_argument("--frames", type=_positive, metavar="N",
                   help="run N frames, then exit 0 (smoke runs)")
    p.add_argument("--screenshot", type=_screenshot, metavar="FILE.png",
                   help="save the last frame drawn to FILE.png (use with --frames)")
    p.add_argument("--scene", metavar="NAME",
                   help="start on a named scene with a seeded demo state (see --list-scenes)")
    p.add_argument("--list-scenes", action="store_true", help="list the scene names and exit")
    p.add_argument("--size", type=_size, default=(1280, 720), metavar="WxH",
                   help="window size in pixels (default 1280x720)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="seed for demo scenes (default 1)")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen (F11 toggles)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    sc = sub.add_parser("score", help="score a board written as TOML (see README)",
                        description="Score a Picture Pie board or an Akropolis city from a TOML "
                                    "file; prints a TOML ledger. Bad input exits 2 with one line "
                                    "on stderr.")
    sc.add_argument("file", metavar="FILE.toml")

    lv = sub.add_parser("levels", help="check the Codex level files (see levels/README.md)",
                        description="Architect's Solitaire Codex level files.")
    lv_sub = lv.add_subparsers(dest="levels_command", metavar="ACTION", required=True)
    chk = lv_sub.add_parser("check", help="validate every level file in DIR",
                            description="Validate every *.toml level in DIR (default "
                                        "levels/codex): one summary line and exit 0 when all "
                                        "are sound, else one line per fault on stderr, exit 2.")
    chk.add_argument("dir", nargs="?", default=None, metavar="DIR")

    sim = sub.add_parser("simulate", help="play seeded games between AI seats, print TOML",
                         description="Headless seeded games between AI seats. Prints one [[game]] "
                                     "table per game and a [summary] table.")
    sim.add_argument("--game", choices=games.game_ids(), required=True)
    sim.add_argument("--players", type=_positive, default=None, metavar="N",
                     help=f"seats ({_seat_help()}; default 2, or 1 with --solo)")
    sim.add_argument("--games", type=_positive, default=1, metavar="K", help="number of games")
    sim.add_argument("--seed", type=int, default=1, metavar="S",
                     help="seed of the first game; game k uses S+k")
    kinds = _ai_kinds()
    sim.add_argument("--ai", default=DEFAULT_AI, metavar="LEVEL[,LEVEL...]",
                     help=f"AI level for every seat, or one per seat in a comma list "
                          f"(e.g. hard,medium): {', '.join(kinds)} (default {DEFAULT_AI}); the "
                          f"first player alternates across games")
    sim.add_argument("--think", default=None, metavar="S",
                     help=f"Hard's thinking time per decision in seconds (default "
                          f"{THINK_DEFAULT:g}, the ai_think setting's default)")
    sim.add_argument("--record", default=None, metavar="DIR",
                     help="also write each game as a replay file into DIR (created if missing; "
                          "named <game>-<mode>-seed<S>.toml); check one with main.py replay "
                          "FILE --verify")
    for opt in _cli_options().values():
        if opt.kind == "multi":
            sim.add_argument(opt.cli, nargs="*", default=[], metavar=opt.name.rstrip("s").upper(),
                             choices=[v for v, _ in opt.choices], help=opt.help)
        elif opt.kind == "choice":
            sim.add_argument(opt.cli, choices=[v for v, _ in opt.choices], help=opt.help)
        elif opt.default is True:   # on unless turned off: --name / --no-name
            sim.add_argument(opt.cli, action=argparse.BooleanOptionalAction, default=None,
                             help=opt.help)
        else:
            sim.add_argument(opt.cli, action="store_true", help=opt.help)
    rp = sub.add_parser("replay", help="watch a replay file, or --verify it headless",
                        description="Open a replay file (a recorded game, see README "
                                    "\"Replays\") in the replay viewer. With --verify, replay it "
                                    "headless instead: exit 0 when it rebuilds the recorded "
                                    "final state, else exit 2 with one line on stderr saying "
                                    "where it diverges or what is damaged.")
    rp.add_argument("file", metavar="FILE.toml")
    rp.add_argument("--verify", action="store_true",
                    help="replay without a window and check the final state (exit 0 or 2)")
    return p


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader went away (``main.py simulate ... | head``): stop quietly, like a shell tool.
        # Point stdout at devnull so the interpreter's final flush cannot raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


def _main(argv: list[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "score":
        return score_main(args.file)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "levels":
        return levels_check_main(args.dir)
    if args.command == "replay":
        if args.verify:
            return replay_main(args.file)
        status, line = replay_check(args.file)   # a damaged file never opens the window
        if status != 0:
            print(line, file=sys.stderr)
            return status
    if args.list_scenes:
        # the scene list and the window load pygame, which score and simulate never need
        from game.scenes.registry import scene_names
        print("\n".join(scene_names()))
        return 0
    from game.app.main import run_window
    return run_window(size=args.size, frames=args.frames, screenshot=args.screenshot,
                      scene=args.scene, seed=args.seed, fullscreen=args.fullscreen,
                      replay=args.file if args.command == "replay" else None)


def _flags_text(flags: list[str]) -> str:
    return flags[0] if len(flags) == 1 else ", ".join(flags[:-1]) + " and " + flags[-1]


def _simulate(args) -> int:
    """Options come from the flags of the registry's options: a mode is selected by its
    ``selected_by`` option (``--solo``), the others fill ``new_game``'s keywords."""
    given = {}
    for flag, opt in _cli_options().items():
        value = getattr(args, flag.lstrip("-").replace("-", "_"))
        if value not in (None, False, []) or (value is False and opt.default is True):
            given[flag] = (opt, value)
    own = {o.name for e in games.modes(args.game) for o in e.options}
    foreign = [flag for flag, (opt, _v) in given.items() if opt.name not in own]
    if foreign:
        flags = [f for f, o in _cli_options().items() if o.name not in own]
        names = sorted({e.short_title for e in games.entries()
                        if any(o.cli in flags for o in e.options)})
        what = (f"is a {' and '.join(names)} option" if len(flags) == 1
                else f"are {' and '.join(names)} options")
        print(f"simulate: {_flags_text(flags)} {what}", file=sys.stderr)
        return 2
    values = {opt.name: value for opt, value in given.values()}
    entry = games.mode_of(args.game, values)
    options = {}
    for opt in entry.options:
        value = values.get(opt.name, opt.default)
        if opt.kind == "multi":
            value = tuple(value or ())
        if opt.name == entry.selected_by or opt.name in values or opt.kind != "choice":
            options[opt.name] = value
    if args.players is None:   # the mode's own count when it has one seat count (--solo: 1)
        lo, hi = entry.seats
        args.players = 2 if lo <= 2 <= hi else lo
    refusal = seat_refusal(entry, args.players)
    if refusal:
        print(f"simulate: {refusal}", file=sys.stderr)
        return 2
    try:
        ai = _levels(args.ai, args.players)
        think = _think(args.think)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    try:
        run(args.game, args.players, args.games, args.seed, ai, think=think,
            record=args.record, mode=entry.mode, **options)
    except BrokenPipeError:   # the reader went away: main() stops quietly
        raise
    except OSError as exc:   # the --record folder: not a folder, read-only, disk full
        print(f"simulate: --record {args.record}: cannot write there "
              f"({exc.strerror or exc})", file=sys.stderr)
        return 2
    except (ValueError, FileDataError) as exc:  # a seat count the game lacks; broken tile data
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    return 0
