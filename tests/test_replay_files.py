"""Replay files (issue 17, item 3), headless: per registered mode, 50 seeded games between random
players recorded by ``simulate --record`` and checked by ``replay --verify`` (a few through the
command line's own entry, the rest through the same functions); one action changed exits 2
naming it; damaged files exit 2 with one line; None round trips; pruning and Keep."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w

from game import games
from game.ai import make_player
from game.app.session import GameSession, Seat
from game.cli import main as cli_main
from game.storage import replays as R
from game.tools.simulate import run
from tests.core.picture_pie.codex_helpers import level

GAMES = 50


def _mode_runs():
    """mode -> [(game, players, games, options)], 50 games in all per registered mode, seat
    counts and options varied across the runs."""
    pp, ak = games.game_ids()
    solo = games.info(ak, "solo").option("solo").choices
    scen = games.info(ak, "pantheon").option("scenario").choices
    return {
        "campaign": [(pp, n, 13 if n < 4 else 11, {"blueprints": n % 2 == 0})
                     for n in (1, 2, 3, 4)],
        "duel": [(pp, 2, GAMES, {"duel": True})],
        "codex": [(pp, 1, GAMES, {"codex": level()})],
        "base": [(ak, 2, 17, {}), (ak, 3, 17, {"athena": True}),
                 (ak, 4, 16, {"variants": ("houses", "markets"), "all_tiles": True})],
        "solo": [(ak, 1, 17, {"solo": v}) for v, _ in solo[:2]] + [(ak, 1, 16,
                                                                   {"solo": solo[2][0]})],
        "pantheon": [(ak, 2, 17, {"scenario": scen[0][0]}), (ak, 3, 17, {"scenario": scen[1][0]}),
                     (ak, 2, 16, {"scenario": scen[2][0]})],
    }


RUNS = _mode_runs()


def test_every_registered_mode_is_covered():
    assert sorted(RUNS) == sorted(e.mode for e in games.entries())
    assert all(sum(r[2] for r in runs) == GAMES for runs in RUNS.values())


def _record(tmp_path, mode):
    files = []
    for k, (game, players, n, options) in enumerate(RUNS[mode]):
        folder = tmp_path / f"run{k}"
        run(game, players, n, 1 + 100 * k, "random", out=io.StringIO(), record=folder, **options)
        files += sorted(folder.iterdir())
    return files


def _verify_cli(capsys, path) -> tuple[int, str, str]:
    status = cli_main(["replay", str(path), "--verify"])
    out = capsys.readouterr()
    return status, out.out.strip(), out.err.strip()


def _edited(path: Path, to: Path, change) -> Path:
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    change(doc)
    to.write_text(tomli_w.dumps(doc), encoding="utf-8")
    return to


@pytest.mark.parametrize("mode", list(RUNS))
def test_fifty_recorded_games_verify_and_one_changed_action_is_named(tmp_path, capsys, mode):
    files = _record(tmp_path, mode)
    assert len(files) == GAMES
    assert all(p.name.endswith(".toml") and f"-{mode}-seed" in p.name for p in files)
    for path in files[:2]:   # the command line's own entry: exit 0, one line on stdout
        status, out, err = _verify_cli(capsys, path)
        assert (status, err) == (0, ""), err
        assert out.startswith(f"{path}: ok: ") and "the final state rebuilt" in out
    for path in files[2:]:   # the same functions for the rest
        rep = R.read_replay(path)
        assert rep.mode == mode and R.verify(rep) is None, path
    # one action changed (its numbers far out of range): exit 2, one line naming that action
    rep = R.read_replay(files[7])
    k = len(rep.actions) // 2

    def change(doc):
        act = doc["action"][k - 1]
        for key, value in act.items():
            if key != "seat" and isinstance(value, int) and not isinstance(value, bool):
                act[key] = value + 1000
        if all(not isinstance(v, int) or isinstance(v, bool) or key == "seat"
               for key, v in act.items()):
            act["type"] = "no-such-action"
    bad = _edited(files[7], tmp_path / "changed.toml", change)
    status, out, err = _verify_cli(capsys, bad)
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"{bad}: action {k} (") and "Traceback" not in err, err


def _finished(mode="base", seed=3):
    """A finished game of ``mode``'s first run (random players)."""
    game, players, _n, options = RUNS[mode][0]
    state = games.new_state(game, players, seed, **options)
    player = make_player("random", game, seed)
    while not state.is_terminal:
        state.apply(player.choose(state))
    return state


def test_a_legal_but_different_action_diverges_later_and_exits_2(tmp_path, capsys):
    state = _finished("campaign", 4)
    path = R.write_replay(tmp_path / "game.toml", state, R.sim_seats(state, ["random"] * 2),
                          "campaign")
    rep = R.read_replay(path)
    again = R.rebuild(rep)
    k = next(i for i in range(10, len(rep.actions))
             if len(again[i - 1].state.legal_actions()) > 1)
    other = next(a.to_dict() for a in again[k - 1].state.legal_actions()
                 if a.to_dict() != rep.actions[k - 1][1])

    def change(doc):
        doc["action"][k - 1] = {"seat": rep.actions[k - 1][0], **R.to_toml(other)}
    bad = _edited(path, tmp_path / "other.toml", change)
    status, _out, err = _verify_cli(capsys, bad)
    assert status == 2 and len(err.splitlines()) == 1
    assert ": action " in err or "the state differs from final" in err, err


def test_a_changed_final_score_names_the_seat_and_both_scores(tmp_path, capsys):
    state = _finished("campaign", 2)
    path = R.write_replay(tmp_path / "g.toml", state, R.sim_seats(state, ["random"] * 2),
                          "campaign")
    rep = R.read_replay(path)
    n = len(rep.actions)
    # drop the last action: the rebuilt game stops one action short of the recorded final
    short = _edited(path, tmp_path / "short.toml", lambda doc: doc["action"].pop())
    status, _out, err = _verify_cli(capsys, short)
    assert status == 2 and f"after action {n - 1} the state differs from final" in err, err
    # the recorded scores list disagrees with the final state: named with both values
    scores = _edited(path, tmp_path / "scores.toml",
                     lambda doc: doc.update(scores=[s + 5 for s in doc["scores"]]))
    status, _out, err = _verify_cli(capsys, scores)
    assert status == 2 and err.startswith(f"{scores}: scores: ")


def _damage_cases(good: str) -> dict:
    """name -> (file bytes, words the one line must hold)."""
    doc = tomllib.loads(good)

    def edit(fn):
        d = tomllib.loads(good)
        fn(d)
        return tomli_w.dumps(d).encode()
    return {
        "truncated": (good.encode()[:len(good) // 3], ": "),
        "binary": (bytes(range(256)) * 4, "not UTF-8"),
        "empty": (b"", "the file is empty"),
        "not toml": (b"format = 1\ngame = [\n", "not valid TOML"),
        "missing final": (edit(lambda d: d.pop("final")), "final: missing"),
        "final not a table": (edit(lambda d: d.update(final=3)), "final: not a table"),
        "seat as text": (edit(lambda d: d["action"][4].update(seat="two")),
                         "action 5: seat not a whole number"),
        "type as number": (edit(lambda d: d["action"][0].update(type=7)),
                           "action 1: type not text"),
        "field of the wrong kind": (edit(lambda d: d["action"][2].update(
            {k: str(v) for k, v in d["action"][2].items()
             if k not in ("seat", "type") and isinstance(v, int)})), "action 3 ("),
        "wrong seat": (edit(lambda d: d["action"][0].update(seat=d["action"][0]["seat"] + 1)),
                       "action 1 ("),
        "format 2": (edit(lambda d: d.update(format=2)), "format: 2"),
        "unknown game": (edit(lambda d: d.update(game="chess")), "game: 'chess'"),
        "unknown mode": (edit(lambda d: d.update(mode="blitz")), "mode: 'blitz'"),
        "mode of another opening": (edit(lambda d: d.update(
            mode=next(e.mode for e in games.modes(doc["game"]) if e.mode != doc["mode"]))),
            "mode: the file says"),
        "seat kind": (edit(lambda d: d["seats"][0].update(kind="robot")), "seat 1: kind"),
        "no seats": (edit(lambda d: d.pop("seats")), "seats: missing"),
        "seed as text": (edit(lambda d: d.update(seed="7")), "seed: not a whole number"),
        "bad none list": (edit(lambda d: d["final"].update(__none__=3)), "__none__"),
        "damaged final": (edit(lambda d: d["final"].update(cities="x")), "final: "),
        "opening of another game": (edit(lambda d: d["opening"].update(game="chess")),
                                    "opening.game"),
        # each refused naming its field, in plain words (no Python dicts)
        "played_at not a time": (edit(lambda d: d.update(played_at="yesterday")),
                                 "played_at: 'yesterday' is not a date and time"),
        "unknown field": (edit(lambda d: d.update(foo=1)), "foo: not a field of a replay"),
        "ai of a person": (edit(lambda d: d["seats"][0].update(kind="person", ai="easy")),
                           "seat 1: ai is only for a seat of kind ai"),
        "final as text": (edit(lambda d: d.update(final="gone")), "final: not a table"),
        "no opening": (edit(lambda d: d.pop("opening")), "opening: missing"),
        "unknown type": (edit(lambda d: d["action"][0].update(type="fly")),
                         "malformed: type: 'fly' is not a move here (place)"),
        "nan": (edit(lambda d: d["action"][0].update(q=float("nan"))),
                "malformed: q: nan is not a whole number"),
        "inf": (edit(lambda d: d["action"][0].update(q=float("inf"))),
                "malformed: q: inf is not a whole number"),
        "missing q": (edit(lambda d: d["action"][0].pop("q")), "malformed: q: missing"),
        "extra key": (edit(lambda d: d["action"][0].update(zz=1)),
                      "malformed: zz: not a field of a place action"),
        "no actions": (edit(lambda d: d.pop("action")), "action: missing"),
    }


@pytest.fixture(scope="module")
def damage(tmp_path_factory):
    """The damage cases of one good file (built once)."""
    state = _finished("base", 5)
    path = tmp_path_factory.mktemp("good") / "good.toml"
    R.write_replay(path, state, R.sim_seats(state, ["random"] * state.num_seats), "base")
    return _damage_cases(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", [
    "truncated", "binary", "empty", "not toml", "missing final", "final not a table",
    "seat as text", "type as number", "field of the wrong kind", "wrong seat", "format 2",
    "unknown game", "unknown mode", "mode of another opening", "seat kind", "no seats",
    "seed as text", "bad none list", "damaged final", "opening of another game",
    "played_at not a time", "unknown field", "ai of a person", "final as text", "no opening",
    "unknown type", "nan", "inf", "missing q", "extra key", "no actions"])
def test_a_damaged_file_exits_2_with_one_line(tmp_path, capsys, damage, case):
    data, words = damage[case]
    path = tmp_path / "bad.toml"
    path.write_bytes(data)
    status, out, err = _verify_cli(capsys, path)
    assert status == 2 and out == "", (case, out)
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert err.startswith(f"{path}: ") and words in err, (case, err)
    assert "{" not in err and "None" not in err, err


def test_an_empty_file_name_is_named_as_missing(capsys):
    status, _out, err = _verify_cli(capsys, "")
    assert status == 2 and err == "replay: no file named (give the path of a replay file)"


def test_a_missing_file_and_a_folder_exit_2_with_one_line(tmp_path, capsys):
    for path, words in ((tmp_path / "nope.toml", "file not found"), (tmp_path, "not a regular")):
        status, _out, err = _verify_cli(capsys, path)
        assert status == 2 and len(err.splitlines()) == 1 and words in err, err


def test_none_round_trips_loss_free_and_the_reserved_key_is_refused():
    value = {"a": None, "b": [1, None, {"c": None, "d": [None]}], "e": {}, "f": [{}],
             "g": [[None, 2]]}
    encoded = R.to_toml(value)
    assert "None" not in repr(encoded)
    assert R.from_toml(tomllib.loads(tomli_w.dumps(encoded))) == value
    with pytest.raises(ValueError):
        R.to_toml({R.NONE_KEY: 1})


@pytest.mark.parametrize("mode", list(RUNS))
def test_the_file_keeps_opening_actions_and_final_state_exactly(tmp_path, mode):
    (game, players, _n, options) = RUNS[mode][-1]
    state = games.new_state(game, players, 11, **options)
    player = make_player("random", game, 11)
    while not state.is_terminal:
        state.apply(player.choose(state))
    path = R.write_replay(tmp_path / "x.toml", state, R.sim_seats(state, ["random"] * players),
                          mode)
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert (doc["format"], doc["game"], doc["mode"], doc["seed"]) == (1, game, mode, 11)
    assert [a["seat"] for a in doc["action"]] == R.acting_seats(state)
    rep = R.read_replay(path)
    assert rep.opening == state.opening
    assert [a for _s, a in rep.actions] == [a.to_dict() for a in state.action_log]
    assert rep.final == state.to_dict()
    assert games.state_from_dict(game, rep.final) == state
    positions = R.rebuild(rep)
    assert positions[-1].state == state and positions[-1].scores == list(state.scores())


def _touch(folder: Path, name: str, when: int, body: str = "format = 1\n") -> Path:
    p = folder / name
    p.write_text(body, encoding="utf-8")
    os.utime(p, (when, when))
    return p


def test_prune_keeps_the_newest_twenty_every_kept_file_and_every_unreadable_one(tmp_path):
    files = [_touch(tmp_path, f"g{k:02d}.toml", 1000 + k) for k in range(25)]
    kept = _touch(tmp_path, "old.kept.toml", 10)
    broken = _touch(tmp_path, "broken.toml", 5, "format = [\n")
    template = R.write_replay(tmp_path / "t.toml", _finished("duel", 6),
                              R.sim_seats(_finished("duel", 6), ["random"] * 2), "duel",
                              "2026-01-01T00:00:00+00:00").read_text(encoding="utf-8")
    (tmp_path / "t.toml").unlink()
    for k, p in enumerate(files):
        p.write_text(template.replace("2026-01-01T00:00:00", f"2026-01-01T00:{k:02d}:00"),
                     encoding="utf-8")
        os.utime(p, (1000 + k, 1000 + k))
    removed = R.prune(tmp_path)
    assert sorted(removed) == sorted(files[:5])
    left = {p.name for p in tmp_path.iterdir()}
    assert {f.name for f in files[5:]} <= left and {kept.name, broken.name} <= left
    assert R.set_kept(files[5], True).name == "g05.kept.toml"
    assert R.set_kept(tmp_path / "g05.kept.toml", False).name == "g05.toml"


def test_prune_and_newest_first_go_by_played_at_not_by_the_files_time(tmp_path):
    """22 older games copied in (new file times) then one game finished: the player's own
    newest games stay, the oldest-played copies go; damaged files neither count nor go."""
    state = _finished("duel", 6)
    seats = R.sim_seats(state, ["random"] * 2)
    mine = [R.write_replay(tmp_path / f"mine{k}.toml", state, seats, "duel",
                           f"2026-11-30T2{k}:00:00+00:00") for k in range(2)]
    for p in mine:
        os.utime(p, (1000, 1000))           # written long ago
    copies = [R.write_replay(tmp_path / f"copy{k:02d}.toml", state, seats, "duel",
                             f"2025-01-{k + 1:02d}T10:00:00+00:00") for k in range(22)]
    # a name's timestamp counts when played_at is missing; mtime last
    text = copies[0].read_text(encoding="utf-8")
    named = tmp_path / "20240101-000000-picture-pie-duel-seed6.toml"
    named.write_text("\n".join(l for l in text.splitlines() if not l.startswith("played_at")),
                     encoding="utf-8")
    damaged = [_touch(tmp_path, f"bad{k}.toml", 1, "format = 1\n") for k in range(3)]
    newest = R.record(tmp_path, state, seats, "duel")
    names = [p.name for p in R.replay_files(tmp_path)]
    assert names[:3] == [newest.name, "mine1.toml", "mine0.toml"]
    left = {p.name for p in tmp_path.iterdir()}
    assert {p.name for p in mine} <= left and {p.name for p in damaged} <= left
    assert named.name not in left                     # 2024: the oldest played
    assert {c.name for c in copies[:5]}.isdisjoint(left)   # 26 recorded: 20 stay
    assert {c.name for c in copies[5:]} <= left
    assert sum(1 for n in left if not n.startswith("bad")) == 20


def test_the_recorder_writes_one_file_at_game_over_and_nothing_when_disabled(tmp_path):
    state = _finished("duel", 6)
    seats = [Seat("Ada"), Seat("Bo", "ai", "easy")]
    on = R.Recorder(GameSession(state, seats), "duel", tmp_path / "on", threaded=False)
    off = R.Recorder(GameSession(state, seats), "duel", tmp_path / "off", enabled=False)
    on.on_game_over()
    off.on_game_over()
    (path,) = list((tmp_path / "on").iterdir())
    assert on.last.result == path and not (tmp_path / "off").exists()
    rep = R.read_replay(path)
    assert [s["name"] for s in rep.seats] == ["Ada", "Bo"] and rep.seats[1]["ai"] == "easy"
    assert R.verify(rep) is None and R.take_errors() == []


#: run in a child process: the command line's simulate --record and replay --verify for two
#: games of each mode that has a simulate flag; prints the statuses and any pygame module loaded
CHILD = """
import sys
from pathlib import Path
from game.cli import main
folder, runs = Path(sys.argv[1]), eval(sys.argv[2])
codes = []
for k, args in enumerate(runs):
    codes.append(main(["simulate", *args, "--games", "2", "--record", str(folder / str(k))]))
for path in sorted(folder.rglob("*.toml")):
    codes.append(main(["replay", str(path), "--verify"]))
print(codes, sorted(m for m in sys.modules if m.split(".")[0] == "pygame"))
"""


def test_the_command_lines_in_a_child_process_load_no_pygame(tmp_path):
    pp, ak = games.game_ids()
    runs = [["--game", pp, "--players", "3"], ["--game", pp, "--duel"],
            ["--game", ak, "--players", "4", "--athena"], ["--game", ak, "--solo", "callicrates"],
            ["--game", ak, "--scenario", "sparta", "--players", "3"]]
    res = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path), repr(runs)],
                         cwd=Path(__file__).resolve().parents[1], capture_output=True,
                         text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    last = res.stdout.strip().splitlines()[-1]
    assert last == f"{[0] * 15} []", last
    names = sorted(p.name for p in tmp_path.rglob("*.toml"))
    assert {n.split("-seed")[0] for n in names} == {
        f"{pp}-campaign", f"{pp}-duel", f"{ak}-base", f"{ak}-solo", f"{ak}-pantheon"}


def test_simulate_record_refuses_a_file_in_one_line(tmp_path, capsys):
    target = tmp_path / "file.txt"
    target.write_text("x", encoding="utf-8")
    status = cli_main(["simulate", "--game", games.game_ids()[0], "--record", str(target)])
    err = capsys.readouterr().err.strip()
    assert status == 2 and err == f"simulate: --record {target}: not a folder"


def test_simulate_record_never_overwrites_an_earlier_runs_file(tmp_path):
    pp = games.game_ids()[0]
    run(pp, 2, 2, 5, "random", io.StringIO(), record=tmp_path, duel=True)
    first = {p.name: p.read_text(encoding="utf-8") for p in tmp_path.iterdir()}
    run(pp, 2, 2, 5, "easy", io.StringIO(), record=tmp_path, duel=True)
    names = sorted(p.name for p in tmp_path.iterdir())
    stem = R.file_stem(pp, "duel", 5)
    assert f"{stem}.toml" in names and f"{stem}-2.toml" in names and len(names) == 4
    assert all((tmp_path / n).read_text(encoding="utf-8") == t for n, t in first.items())
    assert R.read_replay(tmp_path / f"{stem}-2.toml").seats[0]["ai"] == "easy"


def test_replay_help_names_verify(capsys):
    with pytest.raises(SystemExit) as done:
        cli_main(["replay", "--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0 and "--verify" in out and "FILE.toml" in out


@pytest.mark.parametrize("mode", sorted(RUNS))
def test_seats_and_actions_are_written_as_arrays_of_tables(tmp_path, mode):
    """The README's form in every mode: ``[[seats]]`` and ``[[action]]`` blocks (tomli_w alone
    wrote Akropolis' short actions inline as ``action = [{...}]``), and it reads back."""
    game, players, _n, options = RUNS[mode][0]
    run(game, players, 1, 7, "random", out=io.StringIO(), record=tmp_path, **options)
    (path,) = tmp_path.iterdir()
    text = path.read_text(encoding="utf-8")
    assert "\n[[seats]]\n" in text and "\n[[action]]\n" in text
    assert "\nseats = [" not in text and "\naction = [" not in text
    assert R.verify(R.read_replay(path)) is None
