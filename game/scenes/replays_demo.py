"""Demo scenes of the Replays screen and the replay viewer (``--scene replays``,
``replay-viewer``, ``replay-viewer-cities``: an Akropolis game): seeded games between random
players, held in memory (a demo never reads or writes the player's replays folder)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

from game import games
from game.ai import make_player
from game.scenes.replay_viewer import ReplayViewerScene
from game.scenes.replays import ReplaysScene
from game.storage.replays import Listed, decode, encode, mode_of_options

#: (game: its place in the registry, seats, the names shown, new_state options) of the demo
#: games: Picture Pie's Campaign, Akropolis 3 players, the Duel, Akropolis solo, the Pantheon
DEMO_GAMES = [
    (0, 2, ["You", "Hypatia"], {"blueprints": True}),
    (1, 3, ["You", "Pericles", "Aspasia"], {}),
    (0, 2, ["Livia", "Hypatia"], {"duel": True}),
    (1, 1, ["You"], {"solo": "metagenes"}),
    (1, 2, ["You", "Thales"], {"scenario": "corinth"}),
]
#: where demo entries claim to live (never read or written)
DEMO_FOLDER = Path("demo-replays")


def _played(game_index: int, players: int, names: list[str], options: dict, seed: int):
    """A finished seeded game of the registry's ``game_index``-th game and its Replay."""
    game = games.game_ids()[game_index]
    state = games.new_state(game, players, seed, **options)
    player = make_player("random", game, seed)
    while not state.is_terminal:
        state.apply(player.choose(state))
    seats = [{"name": names[i], "kind": "person" if i == 0 else "ai", "ai": "medium"}
             if i < len(names) else {"name": "Metagenes (Architect)", "kind": "architect"}
             for i in range(state.num_seats)]
    mode = mode_of_options(game, state.opening.get("options"))
    when = datetime(2026, 12, 1, 21, 30, tzinfo=timezone.utc) - timedelta(hours=7 * seed % 40)
    replay = decode(encode(state, seats, mode, when.isoformat(timespec="seconds")))
    replay.path = DEMO_FOLDER / f"{game}-{mode}-seed{seed}.toml"
    return replay


def demo_entries(seed: int) -> list[Listed]:
    """The demo list: one finished game per mode of :data:`DEMO_GAMES`, a kept one, and a
    damaged file with its reason."""
    out = [Listed(r.path, r) for r in (_played(k, n, names, opts, seed + i)
                                       for i, (k, n, names, opts) in enumerate(DEMO_GAMES))]
    out[1].path = out[1].replay.path = out[1].path.with_name(out[1].path.stem + ".kept.toml")
    out.insert(3, Listed(DEMO_FOLDER / "20261130-183005-seed4.toml", None,
                         "line 212: not valid TOML: unterminated string at the end of the file"))
    return out


def _replays(app, seed):
    return ReplaysScene(app, entries=demo_entries(seed))


def _viewer(k: int):
    def make(app, seed):
        index, players, names, options = DEMO_GAMES[k]
        replay = _played(index, players, names, options, seed)
        scene = ReplayViewerScene(app, replay)
        scene.go(len(scene.positions) // 2)   # mid-game
        return scene
    return make


DEMO_SCENES = {"replays": _replays, "replay-viewer": _viewer(0),
               "replay-viewer-cities": _viewer(1)}
