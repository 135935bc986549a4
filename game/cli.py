"""Command line of ``main.py`` (argparse).  Every public command is documented in README.md."""

from __future__ import annotations

import argparse
import os
import sys


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        size = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if size[0] < 320 or size[1] < 240:
        raise argparse.ArgumentTypeError("size must be at least 320x240")
    return size


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="main.py",
        description="Ancient Cities: Picture Pie - Ancient City and Akropolis. "
                    "With no command, opens the game window on the title screen.")
    p.add_argument("--frames", type=_positive, metavar="N",
                   help="run N frames, then exit 0 (smoke runs)")
    p.add_argument("--screenshot", metavar="FILE.png",
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

    sim = sub.add_parser("simulate", help="play seeded games between AI seats, print TOML",
                         description="Headless seeded games between AI seats. Prints one [[game]] "
                                     "table per game and a [summary] table.")
    sim.add_argument("--game", choices=["picture-pie", "akropolis"], required=True)
    sim.add_argument("--players", type=_positive, default=2, metavar="N",
                     help="seats (Picture Pie 1-4, Akropolis 2-4, or 1 with --solo)")
    sim.add_argument("--games", type=_positive, default=1, metavar="K", help="number of games")
    sim.add_argument("--seed", type=int, default=1, metavar="S",
                     help="seed of the first game; game k uses S+k")
    sim.add_argument("--ai", choices=["random", "greedy"], default="random",
                     help="AI for every seat (default random)")
    sim.add_argument("--variants", nargs="*", default=[], metavar="VARIANT",
                     choices=["houses", "markets", "barracks", "temples", "gardens"],
                     help="Akropolis scoring variants (AK-8)")
    sim.add_argument("--solo", choices=["hippodamos", "metagenes", "callicrates"],
                     help="Akropolis solo against the Illustrious Architect at this level (AK-10)")
    sim.add_argument("--all-tiles", action="store_true", help="Akropolis: use all 61 tiles")
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
        from game.tools.score import main as score_main
        return score_main(args.file)
    if args.command == "simulate":
        return _simulate(args)
    if args.list_scenes:
        from game.scenes.registry import scene_names
        print("\n".join(scene_names()))
        return 0
    from game.app.main import run_window
    return run_window(size=args.size, frames=args.frames, screenshot=args.screenshot,
                      scene=args.scene, seed=args.seed, fullscreen=args.fullscreen)


def _simulate(args) -> int:
    from game.storage.toml_io import FileDataError
    from game.tools.simulate import run
    options = {}
    if args.game == "akropolis":
        options = {"variants": tuple(args.variants), "all_tiles": args.all_tiles}
        if args.solo:
            options["solo"] = args.solo
    elif args.variants or args.solo or args.all_tiles:
        print("simulate: --variants, --solo and --all-tiles are Akropolis options", file=sys.stderr)
        return 2
    try:
        run(args.game, args.players, args.games, args.seed, args.ai, **options)
    except (ValueError, FileDataError) as exc:  # a seat count the game lacks; broken tile data
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    return 0
