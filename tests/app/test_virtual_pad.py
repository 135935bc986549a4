"""A REAL controller check: SDL's virtual joystick (SDL_JoystickAttachVirtualEx, through
pygame-ce's bundled SDL and ctypes) attaches a pad SDL reports as a game controller; the real
App loop (pygame.event.get, no posted events) takes it from the Title through New Game into an
Akropolis turn: X picks a tile, A proposes, A again (after the proposal was shown) places it.
Also checked on the way: hot-plug (DEVICE_ADDED with name and GUID, DEVICE_REMOVED, the
re-attached pad's new instance id and same GUID), the family from its name, the rumble reaching
the device's own callback.

The SDL part runs in a subprocess (SDL's joystick state would leak between tests); the test is
skipped with the reason where the platform has no bundled SDL or no virtual joysticks.  Run by
hand: ``python tests/app/test_virtual_pad.py`` prints one JSON line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_virtual_pad_drives_the_real_loop_through_a_menu_and_a_turn(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               ANCIENT_CITIES_HOME=str(tmp_path), PYTHONPATH=ROOT)
    proc = subprocess.run([sys.executable, os.path.abspath(__file__)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=240)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    assert proc.returncode == 0 and lines, proc.stdout[-2000:] + proc.stderr[-3000:]
    out = json.loads(lines[-1])
    if out.get("skip"):
        pytest.skip(out["skip"])
    assert out["is_controller"] is True
    added = out["added"]
    assert added["kind"] == "controller" and added["name"] == "Xbox Virtual Pad"
    assert added["family"] == "xbox" and added["guid"]
    assert out["title_to_new_game"] is True          # D-pad Down x2 + A on the Title
    assert out["table"] is True                      # Start on New Game: the table
    assert out["family_after_input"] == "xbox"       # hints now name Xbox buttons
    assert out["hint"] == "A"
    assert out["mashed_not_placed"] is True          # A right after the proposal: held back
    assert out["placed_by"] == 0 and out["log_grew"] == 1   # then A places: a turn
    assert out["rumble"] == [True, [19660, 19660]]   # 0.3 strength reached the pad
    assert out["removed"] is True and out["readded_same_guid"] is True
    assert out["readded_new_id"] is True


# ---------------------------------------------------------------- the subprocess (SDL inside)
def _run() -> dict:   # pragma: no cover - runs in the subprocess
    import ctypes

    import pygame

    from game.app.app import App
    from game.app.settings import Settings
    from game.input.actions import Act
    from game.input.families import sdl_library
    from game.input.hints import hint
    from game.scenes.akropolis.table import AkropolisTable
    from game.scenes.new_game import NewGameScene
    from game.scenes.title import TitleScene

    sdl = sdl_library()
    if sdl is None or not hasattr(sdl, "SDL_JoystickAttachVirtualEx"):
        return {"skip": "no bundled SDL with SDL_JoystickAttachVirtualEx on this platform"}
    rumbles: list = []
    RUMBLE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_uint16, ctypes.c_uint16)

    def on_rumble(_userdata, low, high):
        rumbles.append([int(low), int(high)])
        return 0

    rumble_cb = RUMBLE(on_rumble)

    class Desc(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16),
                    ("naxes", ctypes.c_uint16), ("nbuttons", ctypes.c_uint16),
                    ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                    ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
                    ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
                    ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
                    ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p),
                    ("Rumble", RUMBLE), ("RumbleTriggers", ctypes.c_void_p),
                    ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p)]

    desc = Desc(version=1, type=1, naxes=6, nbuttons=15, nhats=0, button_mask=(1 << 15) - 1,
                axis_mask=(1 << 6) - 1, name=b"Xbox Virtual Pad", Rumble=rumble_cb)
    sdl.SDL_JoystickAttachVirtualEx.argtypes = [ctypes.POINTER(Desc)]
    sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
    sdl.SDL_JoystickOpen.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
    sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
    sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
    sdl.SDL_IsGameController.argtypes = [ctypes.c_int]
    sdl.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
    B = dict(A=0, B=1, X=2, Y=3, BACK=4, START=6, LB=9, RB=10, UP=11, DOWN=12, LEFT=13, RIGHT=14)

    settings = Settings(os.path.join(os.environ["ANCIENT_CITIES_HOME"], "settings.toml"))
    settings["ai_delay"] = 0.0
    settings["rumble"] = True
    app = App(size=(1280, 720), settings=settings)
    app.saves_dir = os.environ["ANCIENT_CITIES_HOME"]
    app.transitions = False
    app.push(TitleScene(app))
    seen: list = []
    real_dispatch = app.dispatch

    def dispatch(ev):
        seen.append(ev)
        return real_dispatch(ev)

    app.dispatch = dispatch   # the App's own loop still reads SDL; we only watch what it sends

    def attach():
        index = sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        if index < 0:
            return None, None
        joy = sdl.SDL_JoystickOpen(index)
        sdl.SDL_JoystickSetVirtualAxis(joy, 4, -32768)   # triggers at rest
        sdl.SDL_JoystickSetVirtualAxis(joy, 5, -32768)
        return index, joy

    def steps(n=1):
        for _ in range(n):
            app.step()

    def tap(joy, name, after=2):
        sdl.SDL_JoystickSetVirtualButton(joy, B[name], 1)
        steps(1)
        sdl.SDL_JoystickSetVirtualButton(joy, B[name], 0)
        steps(after)

    index, joy = attach()
    if index is None:
        return {"skip": "SDL could not attach a virtual joystick here"}
    out = {"is_controller": bool(sdl.SDL_IsGameController(index))}
    steps(3)
    added = [e for e in seen if e.act == Act.DEVICE_ADDED]
    if not added:
        return {"skip": "SDL announced no virtual device (no joystick events here)", **out}
    info = app.mapper.devices()[added[-1].device_id]
    out["added"] = {"kind": info.kind, "name": info.name, "family": info.family,
                    "guid": info.guid}
    tap(joy, "DOWN")
    tap(joy, "DOWN")           # past the Codex entry, onto Akropolis
    tap(joy, "A")
    out["title_to_new_game"] = isinstance(app.top, NewGameScene) and app.top.game == "akropolis"
    out["family_after_input"] = app.last_family
    out["hint"] = hint(app, "confirm")
    tap(joy, "START", after=4)
    table = app.top
    out["table"] = isinstance(table, AkropolisTable)
    for _ in range(600):       # the person's turn (an AI may go first)
        if table.person_turn and not table.animating():
            break
        steps(1)
    log = len(table.state.action_log)
    tap(joy, "X", after=3)     # pick a tile from the Construction Site
    tap(joy, "A", after=0)     # propose its spot...
    tap(joy, "A", after=0)     # ...and mash A at once: not placed
    out["mashed_not_placed"] = len(table.state.action_log) == log and table.proposed
    steps(30)                  # the proposal is on screen for half a second
    seat = table.state.current_seat
    tap(joy, "A", after=3)
    out["log_grew"] = len(table.state.action_log) - log
    out["placed_by"] = seat if out["log_grew"] else None
    ok = app.mapper.rumble(info.device_id, 0.3, 50)
    out["rumble"] = [ok, rumbles[-1] if rumbles else None]
    old_guid, old_id = info.guid, info.device_id
    sdl.SDL_JoystickClose(joy)
    sdl.SDL_JoystickDetachVirtual(index)
    steps(3)
    out["removed"] = any(e.act == Act.DEVICE_REMOVED and e.device_id == old_id for e in seen)
    index, joy = attach()
    steps(3)
    again = [e for e in seen if e.act == Act.DEVICE_ADDED][-1]
    new = app.mapper.devices().get(again.device_id)
    out["readded_same_guid"] = new is not None and new.guid == old_guid
    out["readded_new_id"] = again.device_id != old_id
    sdl.SDL_JoystickClose(joy)
    sdl.SDL_JoystickDetachVirtual(index)
    steps(2)
    pygame.quit()
    return out


if __name__ == "__main__":   # pragma: no cover - the subprocess
    sys.path.insert(0, ROOT)
    print(json.dumps(_run()), flush=True)
